# --- snake play: a live game a person steers, an AI can take over and hand back
gridtrace_add_test(tst_snakeplay SOURCES tst_snakeplay.cpp LIBRARIES gridtrace_ui)
