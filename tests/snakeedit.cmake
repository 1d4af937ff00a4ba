# --- snake editing: the snake drawn cell by cell, the food placed, both kept in the scenario
gridtrace_add_test(tst_snakeedit SOURCES tst_snakeedit.cpp LIBRARIES gridtrace_ui)
