# --- snake statistics: the dialog that compares the snake AIs over many games
gridtrace_add_test(tst_snakestats SOURCES tst_snakestats.cpp LIBRARIES gridtrace_ui)
