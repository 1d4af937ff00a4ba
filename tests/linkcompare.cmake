# --- the two link searches compared pair by pair on a board, and `gridtrace-cli link compare`
gridtrace_add_test(tst_linkcompare SOURCES tst_linkcompare.cpp LIBRARIES gridtrace_core)
target_compile_definitions(tst_linkcompare PRIVATE GRIDTRACE_CLI="$<TARGET_FILE:gridtrace-cli>")
add_dependencies(tst_linkcompare gridtrace-cli)
