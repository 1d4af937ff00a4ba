# --- languages: Qt's own texts follow the language, English plurals, the CLI's language from
# the environment, and a walk over every text of the window in Chinese.
gridtrace_add_test(tst_languages SOURCES tst_languages.cpp LIBRARIES gridtrace_ui)
target_compile_definitions(tst_languages PRIVATE GRIDTRACE_CLI="$<TARGET_FILE:gridtrace-cli>")
add_dependencies(tst_languages gridtrace-cli)

gridtrace_add_test(tst_chinesewindow SOURCES tst_chinesewindow.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_chinesewindow)
