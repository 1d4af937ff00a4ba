# --- the trace limit: a capped run keeps whole steps, says so, and finishes; CLI and window
gridtrace_add_test(tst_limits SOURCES tst_limits.cpp LIBRARIES gridtrace_ui)
target_compile_definitions(tst_limits PRIVATE GRIDTRACE_CLI="$<TARGET_FILE:gridtrace-cli>")
add_dependencies(tst_limits gridtrace-cli)
gridtrace_add_resources(tst_limits)
