# --- a recorded duel played over as a trace, from the catalogue and the command line
gridtrace_add_test(tst_duelreplay SOURCES tst_duelreplay.cpp LIBRARIES gridtrace_core)
target_compile_definitions(tst_duelreplay PRIVATE GRIDTRACE_CLI="$<TARGET_FILE:gridtrace-cli>")
add_dependencies(tst_duelreplay gridtrace-cli)
