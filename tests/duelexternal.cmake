# --- duel: programs as bots (timeouts, crashes, bad answers), the seed's Java bot against its
# port, gridtrace-cli duel
gridtrace_add_test(tst_duelexternal SOURCES tst_duelexternal.cpp LIBRARIES gridtrace_core)
target_compile_definitions(tst_duelexternal PRIVATE GRIDTRACE_CLI="$<TARGET_FILE:gridtrace-cli>")
add_dependencies(tst_duelexternal gridtrace-cli)
