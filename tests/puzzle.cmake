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
# --- the catalogue entries seed-004, layered and puzzle-optimal, and `gridtrace-cli run` on puzzles
gridtrace_add_test(tst_puzzleentries SOURCES tst_puzzleentries.cpp LIBRARIES gridtrace_core)
target_compile_definitions(tst_puzzleentries PRIVATE GRIDTRACE_CLI="$<TARGET_FILE:gridtrace-cli>"
                                                      GRIDTRACE_PUZZLE_DATA="${CMAKE_CURRENT_SOURCE_DIR}/data/puzzle")
add_dependencies(tst_puzzleentries gridtrace-cli)
# --- a puzzle file opened in the window and traced to the end
gridtrace_add_test(tst_puzzlewindow SOURCES tst_puzzlewindow.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_puzzlewindow)
