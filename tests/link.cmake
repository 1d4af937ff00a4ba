# --- Lianliankan: the minimum-turn search against brute force, the source's depth-first search
# held to the rules
gridtrace_add_test(tst_linksearch SOURCES tst_linksearch.cpp LIBRARIES gridtrace_core)
# --- the board and its text, the catalogue entries and the command line
gridtrace_add_test(tst_linkentries SOURCES tst_linkentries.cpp LIBRARIES gridtrace_core)
target_compile_definitions(tst_linkentries PRIVATE GRIDTRACE_CLI="$<TARGET_FILE:gridtrace-cli>")
add_dependencies(tst_linkentries gridtrace-cli)
# Link queries on full and half-cleared random 30 x 20 boards: microseconds per query.
gridtrace_add_benchmark(bench_link SOURCES bench_link.cpp LIBRARIES gridtrace_core)
# --- Lianliankan played with the mouse: clicks, the path shown, hint, shuffle, undo, the clock and the panel
gridtrace_add_test(tst_linkplay SOURCES tst_linkplay.cpp LIBRARIES gridtrace_ui)
