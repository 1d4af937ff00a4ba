# --- the King of Bots duel's rules: growth, simultaneous judging, maps, the bots' input, records
gridtrace_add_test(tst_duelrules SOURCES tst_duelrules.cpp LIBRARIES gridtrace_core)
