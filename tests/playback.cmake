# --- playback: the controller, the timeline, the playback bar and the breakpoints dock
gridtrace_add_test(tst_playback SOURCES tst_playback.cpp LIBRARIES gridtrace_ui)
gridtrace_add_test(tst_timeline SOURCES tst_timeline.cpp LIBRARIES gridtrace_ui)
gridtrace_add_benchmark(bench_playback SOURCES bench_playback.cpp LIBRARIES gridtrace_ui)
