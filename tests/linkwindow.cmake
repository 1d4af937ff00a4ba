# --- Lianliankan in the window: board files, tiles drawn, links traced
gridtrace_add_test(tst_linkwindow SOURCES tst_linkwindow.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_linkwindow)
# A pair shown side by side is one step of Undo; Undo and Redo run the board again; a board that
# cannot run says what to do in the window's words and language.
gridtrace_add_test(tst_linkpairundo SOURCES tst_linkpairundo.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_linkpairundo)
# The clearing of a whole board as a trace: its texts name the cells the board shows, no start
# or goal is drawn, the legend lists no costs, and the cells' labels are in the language shown.
gridtrace_add_test(tst_linktracetexts SOURCES tst_linktracetexts.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_linktracetexts)
# The games' panels from the keyboard: Alt letters, P, Ctrl+Z and Tab in Lianliankan and the
# puzzle, the duel's player lists, the docks' notes during a game, the counters' room.
gridtrace_add_test(tst_gamepanelkeys SOURCES tst_gamepanelkeys.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_gamepanelkeys)
add_test(NAME tst_gamepanelkeys_1280x800_x1_5 COMMAND tst_gamepanelkeys countersHaveTheirHeight)
set_tests_properties(tst_gamepanelkeys_1280x800_x1_5 PROPERTIES ENVIRONMENT
    "QT_QPA_PLATFORM=offscreen:configfile=${GRIDTRACE_TEST_DATA}/screens/1280x800.json;QT_SCALE_FACTOR=1.5")
# The games' panels walked by keyboard: a player list keeps the arrows until the focus leaves it,
# and a field its Alt letter focuses scrolls into sight, at 100% and at 150%.
gridtrace_add_test(tst_panelfocus SOURCES tst_panelfocus.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_panelfocus)
add_test(NAME tst_panelfocus_1280x800_x1_5 COMMAND tst_panelfocus)
set_tests_properties(tst_panelfocus_1280x800_x1_5 PROPERTIES ENVIRONMENT
    "QT_QPA_PLATFORM=offscreen:configfile=${GRIDTRACE_TEST_DATA}/screens/1280x800.json;QT_SCALE_FACTOR=1.5")
