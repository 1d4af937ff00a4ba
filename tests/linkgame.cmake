# --- Lianliankan game logic: generated boards cleared by the solver, the exact clear check
# against brute force, hint, shuffle and undo
gridtrace_add_test(tst_linkgame SOURCES tst_linkgame.cpp LIBRARIES gridtrace_core LABELS slow)
# Generating a solvable 30 x 20 board (target: under 5 ms), solving one, a hint, a shuffle.
gridtrace_add_benchmark(bench_linkgame SOURCES bench_linkgame.cpp LIBRARIES gridtrace_core)
# --- the link-solve entry's traces and `gridtrace-cli link generate|solve|check`
gridtrace_add_test(tst_linksolve SOURCES tst_linksolve.cpp LIBRARIES gridtrace_core)
target_compile_definitions(tst_linksolve PRIVATE GRIDTRACE_CLI="$<TARGET_FILE:gridtrace-cli>")
add_dependencies(tst_linksolve gridtrace-cli)
