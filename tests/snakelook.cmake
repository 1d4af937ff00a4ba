# --- snake look: the grid view draws a snake game as a connected snake with a head and a shadow
gridtrace_add_test(tst_snakelook SOURCES tst_snakelook.cpp LIBRARIES gridtrace_ui)
