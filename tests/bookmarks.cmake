# --- a lecture on a trace: bookmarks with captions, kept in trace files, presentation mode
gridtrace_add_test(tst_bookmarks SOURCES tst_bookmarks.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_bookmarks)
