# --- the sliding puzzle played in the window: clicks and keys on a real view, undo, a solve by
# hand, and a solver taking over from the position played
gridtrace_add_test(tst_puzzleplay SOURCES tst_puzzleplay.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_puzzleplay)
