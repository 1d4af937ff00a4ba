# --- another search beside the board, on the same scenario and at the same step
gridtrace_add_test(tst_comparepane SOURCES tst_comparepane.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_comparepane)
