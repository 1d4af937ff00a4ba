# --- presentation mode's layout on a 1280 x 800 projector, at 100 % and at 150 %
gridtrace_add_test(tst_presentation SOURCES tst_presentation.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_presentation)
add_test(NAME tst_presentation_150 COMMAND tst_presentation)
# Settings of its own, as ctest may run it beside the first (see window.cmake).
set(home "${CMAKE_CURRENT_BINARY_DIR}/home-tst_presentation_150")
set_tests_properties(tst_presentation_150 PROPERTIES ENVIRONMENT
    "QT_QPA_PLATFORM=offscreen;QT_SCALE_FACTOR=1.5;XDG_CONFIG_HOME=${home}/config;XDG_DATA_HOME=${home}/data;XDG_CACHE_HOME=${home}/cache")
