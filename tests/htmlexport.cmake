# --- HTML export: a self-contained page that replays a trace, checked in headless Chromium
gridtrace_add_test(tst_htmlexport SOURCES tst_htmlexport.cpp LIBRARIES gridtrace_ui)
gridtrace_add_benchmark(bench_htmlexport SOURCES bench_htmlexport.cpp LIBRARIES gridtrace_ui)
