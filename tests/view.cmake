# --- ui: the grid view, the board document and its undo commands, the editing tools
gridtrace_add_test(tst_boarddocument SOURCES tst_boarddocument.cpp LIBRARIES gridtrace_ui)
gridtrace_add_test(tst_gridview SOURCES tst_gridview.cpp LIBRARIES gridtrace_ui)
gridtrace_add_benchmark(bench_gridview SOURCES bench_gridview.cpp LIBRARIES gridtrace_ui)
# --- tiles on the board: Lianliankan pictures, puzzle pieces
gridtrace_add_test(tst_tilelook SOURCES tst_tilelook.cpp LIBRARIES gridtrace_ui)
