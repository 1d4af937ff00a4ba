# --- duel play: a person against a bot or a second person, at a pace or turn by turn
gridtrace_add_test(tst_duelplay SOURCES tst_duelplay.cpp LIBRARIES gridtrace_ui)
