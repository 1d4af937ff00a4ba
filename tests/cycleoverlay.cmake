# --- cycle overlay: the grid view draws a snake AI's Hamiltonian cycle as a line with its direction
gridtrace_add_test(tst_cycleoverlay SOURCES tst_cycleoverlay.cpp LIBRARIES gridtrace_ui)
