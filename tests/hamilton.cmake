# --- the Hamiltonian-cycle snake: real cycles, a path that grows unbroken, rules that never lose
gridtrace_add_test(tst_hamilton SOURCES tst_hamilton.cpp LIBRARIES gridtrace_core)
# --- cycles around trees of 2 x 2 blocks, the adaptive snake's, against brute force
gridtrace_add_test(tst_cycletree SOURCES tst_cycletree.cpp LIBRARIES gridtrace_core)
