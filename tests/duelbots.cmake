# --- the duel's built-in bots: the search's simulator against the rules, the flood counts against
# brute force, no needless deaths, win rates at a fixed depth, traced decisions
gridtrace_add_test(tst_duelbots SOURCES tst_duelbots.cpp LIBRARIES gridtrace_core)
# The win rates and the time per move under the default budget, over a thousand seeded games.
gridtrace_add_benchmark(bench_duelbots SOURCES bench_duelbots.cpp LIBRARIES gridtrace_core)
