# --- snake: the game's rules, the AIs' decisions and their nested traces
gridtrace_add_test(tst_snakegame SOURCES tst_snakegame.cpp LIBRARIES gridtrace_core)
gridtrace_add_test(tst_snakeai SOURCES tst_snakeai.cpp LIBRARIES gridtrace_core)
