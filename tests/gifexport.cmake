# --- GIF and PNG exports of a trace's steps; the test decodes the GIFs with giflib itself.
find_package(GIF REQUIRED)
gridtrace_add_test(tst_gifexport SOURCES tst_gifexport.cpp LIBRARIES gridtrace_ui GIF::GIF)
gridtrace_add_benchmark(bench_gifexport SOURCES bench_gifexport.cpp LIBRARIES gridtrace_ui GIF::GIF)
