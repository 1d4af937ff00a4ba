# --- the duel in the window: record files, both snakes drawn, tournament replays, live play
gridtrace_add_test(tst_duelwindow SOURCES tst_duelwindow.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_duelwindow)
# While a game is played, the Algorithm panel and the pseudo-code show the bot that plays and its
# side, or say that none plays.
gridtrace_add_test(tst_botsplaying SOURCES tst_botsplaying.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_botsplaying)
# A duel's result in the log and a board Lianliankan cannot compare, read as sentences.
gridtrace_add_test(tst_resultpunctuation SOURCES tst_resultpunctuation.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_resultpunctuation)
