# --- the duel in the window: record files, both snakes drawn, tournament replays, live play
gridtrace_add_test(tst_duelwindow SOURCES tst_duelwindow.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_duelwindow)
