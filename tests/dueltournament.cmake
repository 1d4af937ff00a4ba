# --- duel tournaments: the series of games the command line and the dialog share, and the
# dialog that plays them, shows a row per game and replays any of them
gridtrace_add_test(tst_dueltournament SOURCES tst_dueltournament.cpp LIBRARIES gridtrace_ui)
