# --- panels: algorithm picker, parameter form, pseudo-code, watches, inspector, legend, log
gridtrace_add_test(tst_parameterform SOURCES tst_parameterform.cpp LIBRARIES gridtrace_ui)
gridtrace_add_test(tst_algorithmpanel SOURCES tst_algorithmpanel.cpp LIBRARIES gridtrace_ui)
gridtrace_add_test(tst_docks SOURCES tst_docks.cpp paneltraces.h LIBRARIES gridtrace_ui)
gridtrace_add_test(tst_inspector SOURCES tst_inspector.cpp paneltraces.h LIBRARIES gridtrace_ui)
gridtrace_add_benchmark(bench_panels SOURCES bench_panels.cpp paneltraces.h LIBRARIES gridtrace_ui)
