# --- sliding puzzle: the board (format, solvability, shuffles) and the optimal search, held to
# the Korf instances' optimal lengths and the complete 3 x 3 table
gridtrace_add_test(tst_puzzleboard SOURCES tst_puzzleboard.cpp LIBRARIES gridtrace_core)
gridtrace_add_test(tst_puzzleoptimal SOURCES tst_puzzleoptimal.cpp LIBRARIES gridtrace_core)
target_compile_definitions(tst_puzzleoptimal PRIVATE GRIDTRACE_PUZZLE_DATA="${CMAKE_CURRENT_SOURCE_DIR}/data/puzzle")
gridtrace_add_benchmark(bench_puzzleoptimal SOURCES bench_puzzleoptimal.cpp LIBRARIES gridtrace_core)
target_compile_definitions(bench_puzzleoptimal PRIVATE GRIDTRACE_PUZZLE_DATA="${CMAKE_CURRENT_SOURCE_DIR}/data/puzzle")
# --- the seed-004 layer-by-layer solver and the stronger layered one, on thousands of boards
gridtrace_add_test(tst_puzzlesolvers SOURCES tst_puzzlesolvers.cpp LIBRARIES gridtrace_core)
gridtrace_add_benchmark(bench_puzzlesolvers SOURCES bench_puzzlesolvers.cpp LIBRARIES gridtrace_core)
