# --- another search beside the board, on the same scenario and at the same step
gridtrace_add_test(tst_comparepane SOURCES tst_comparepane.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_comparepane)
# The two boards hold still while stepping on a 1280 x 800 laptop screen, at 100% and at 150%.
foreach(scale 1 1.5)
    string(REPLACE "." "_" suffix "${scale}")
    add_test(NAME tst_comparepane_1280x800_x${suffix} COMMAND tst_comparepane boardsStayPutWhileStepping)
    # Settings and recovery files of their own, apart from tst_comparepane's beside it.
    set(home "${CMAKE_CURRENT_BINARY_DIR}/home-tst_comparepane_x${suffix}")
    set_tests_properties(tst_comparepane_1280x800_x${suffix} PROPERTIES ENVIRONMENT
        "QT_QPA_PLATFORM=offscreen:configfile=${GRIDTRACE_TEST_DATA}/screens/1280x800.json;QT_SCALE_FACTOR=${scale};XDG_CONFIG_HOME=${home}/config;XDG_DATA_HOME=${home}/data;XDG_CACHE_HOME=${home}/cache")
endforeach()
