# --- `gridtrace-cli bench puzzle`: its figures recomputed from the core solvers on the same boards
gridtrace_add_test(tst_puzzlebench SOURCES tst_puzzlebench.cpp LIBRARIES gridtrace_core)
target_compile_definitions(tst_puzzlebench PRIVATE GRIDTRACE_CLI="$<TARGET_FILE:gridtrace-cli>")
add_dependencies(tst_puzzlebench gridtrace-cli)
