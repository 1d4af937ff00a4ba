# --- the Hamiltonian-cycle snake: real cycles, a path that grows unbroken, rules that never lose
gridtrace_add_test(tst_hamilton SOURCES tst_hamilton.cpp LIBRARIES gridtrace_core)
