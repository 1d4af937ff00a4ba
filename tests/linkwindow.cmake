# --- Lianliankan in the window: board files, tiles drawn, links traced
gridtrace_add_test(tst_linkwindow SOURCES tst_linkwindow.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_linkwindow)
