# --- snake play: a live game a person steers, an AI can take over and hand back
gridtrace_add_test(tst_snakeplay SOURCES tst_snakeplay.cpp LIBRARIES gridtrace_ui)
# --- the play panels' labels: mnemonics drawn and working, in every language
gridtrace_add_test(tst_playpanels SOURCES tst_playpanels.cpp LIBRARIES gridtrace_ui)
