# The whole window: files, languages, re-runs after edits, exports.
gridtrace_add_test(tst_mainwindow SOURCES tst_mainwindow.cpp mainwindowtesting.h LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_mainwindow)
# Files opened and saved, and unsaved work asked about.
gridtrace_add_test(tst_windowfiles SOURCES tst_windowfiles.cpp mainwindowtesting.h LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_windowfiles)
# Games that take the board and give it back.
gridtrace_add_test(tst_windowgames SOURCES tst_windowgames.cpp mainwindowtesting.h LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_windowgames)
# Its layout on the screens it meets, and the dark theme.
gridtrace_add_test(tst_windowlayout SOURCES tst_windowlayout.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_windowlayout)
# Settings and recovery files of its own too: other window tests that ctest runs beside it save
# panel sizes that its first layout would read.
set(home "${CMAKE_CURRENT_BINARY_DIR}/home-tst_windowlayout")
set_tests_properties(tst_windowlayout PROPERTIES ENVIRONMENT
    "QT_QPA_PLATFORM=offscreen;XDG_CONFIG_HOME=${home}/config;XDG_DATA_HOME=${home}/data;XDG_CACHE_HOME=${home}/cache")
# The window and its dialogs on a 1280 x 800 laptop screen, at 100% and at 150% (853 x 533).
foreach(scale 1 1.5)
    string(REPLACE "." "_" suffix "${scale}")
    add_test(NAME tst_windowlayout_1280x800_x${suffix}
             COMMAND tst_windowlayout windowFitsItsScreen everyDialogFitsTheScreen gamesKeepTheWindowOnItsScreen
                     gamesShowTheirStateLegendAndNotes duelRowsStayWholeWhenItsStatusGrows panelTextsReadWhole
                     stackedTabsReadWholeAtTheDefaultSize
                     breakpointButtonsClearTheTabs)
    # Settings and recovery files of their own: ctest runs these beside tst_windowlayout, which
    # would otherwise read the window size one of them just saved.
    set(home "${CMAKE_CURRENT_BINARY_DIR}/home-tst_windowlayout_x${suffix}")
    set_tests_properties(tst_windowlayout_1280x800_x${suffix} PROPERTIES ENVIRONMENT
        "QT_QPA_PLATFORM=offscreen:configfile=${GRIDTRACE_TEST_DATA}/screens/1280x800.json;QT_SCALE_FACTOR=${scale};XDG_CONFIG_HOME=${home}/config;XDG_DATA_HOME=${home}/data;XDG_CACHE_HOME=${home}/cache")
endforeach()
# No two actions, menu items, labels or buttons of one window share a key, in every language.
gridtrace_add_test(tst_shortcuts SOURCES tst_shortcuts.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_shortcuts)
# The file a save dialog's name and filter stand for: the filter decides the format.
gridtrace_add_test(tst_savetarget SOURCES tst_savetarget.cpp LIBRARIES gridtrace_ui)
# The window's questions and file dialogs: Alt letters, Return's answer, the names and the theme.
gridtrace_add_test(tst_dialogs SOURCES tst_dialogs.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_dialogs)
# Texts read whole, or cut short with their whole text in a tooltip, after a language switch, on a
# 1280 x 800 laptop screen at 100% and at 150%.
gridtrace_add_test(tst_clippedtexts SOURCES tst_clippedtexts.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_clippedtexts)
set_tests_properties(tst_clippedtexts PROPERTIES ENVIRONMENT
    "QT_QPA_PLATFORM=offscreen:configfile=${GRIDTRACE_TEST_DATA}/screens/1280x800.json")
add_test(NAME tst_clippedtexts_x1_5 COMMAND tst_clippedtexts)
set_tests_properties(tst_clippedtexts_x1_5 PROPERTIES ENVIRONMENT
    "QT_QPA_PLATFORM=offscreen:configfile=${GRIDTRACE_TEST_DATA}/screens/1280x800.json;QT_SCALE_FACTOR=1.5;XDG_CONFIG_HOME=${CMAKE_CURRENT_BINARY_DIR}/home-tst_clippedtexts_x1_5/config;XDG_DATA_HOME=${CMAKE_CURRENT_BINARY_DIR}/home-tst_clippedtexts_x1_5/data")
