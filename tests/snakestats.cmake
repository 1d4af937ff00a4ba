# --- snake statistics: the dialog that compares the snake AIs over many games
gridtrace_add_test(tst_snakestats SOURCES tst_snakestats.cpp LIBRARIES gridtrace_ui)
# Its results after a run on a 1280 x 800 laptop screen, at 100% and at 150%.
foreach(scale 1 1.5)
    string(REPLACE "." "_" suffix "${scale}")
    add_test(NAME tst_snakestats_1280x800_x${suffix} COMMAND tst_snakestats resultsShareTheHeight namesAndHeadersReadWhole
                                                       longRefusalKeepsToItsPlace)
    set_tests_properties(tst_snakestats_1280x800_x${suffix} PROPERTIES ENVIRONMENT
        "QT_QPA_PLATFORM=offscreen:configfile=${GRIDTRACE_TEST_DATA}/screens/1280x800.json;QT_SCALE_FACTOR=${scale}")
endforeach()
