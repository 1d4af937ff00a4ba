# --- the debugger keys over real nested traces of every family, held to their rules
gridtrace_add_test(tst_debuggerkeys SOURCES tst_debuggerkeys.cpp LIBRARIES gridtrace_core)
gridtrace_add_resources(tst_debuggerkeys)
