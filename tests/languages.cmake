# --- languages: Qt's own texts follow the language, English plurals, the CLI's language from
# the environment, and a walk over every text of the window in Chinese.
gridtrace_add_test(tst_languages SOURCES tst_languages.cpp LIBRARIES gridtrace_ui)
target_compile_definitions(tst_languages PRIVATE GRIDTRACE_CLI="$<TARGET_FILE:gridtrace-cli>")
add_dependencies(tst_languages gridtrace-cli)

gridtrace_add_test(tst_chinesewindow SOURCES tst_chinesewindow.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_chinesewindow)

# The .ts files themselves: complete, placeholders kept, English plurals spelt from the source.
gridtrace_add_test(tst_translationfiles SOURCES tst_translationfiles.cpp)
target_compile_definitions(tst_translationfiles PRIVATE
    GRIDTRACE_TS_FILE="${PROJECT_SOURCE_DIR}/translations/gridtrace_zh_CN.ts"
    GRIDTRACE_EN_TS_FILE="${PROJECT_SOURCE_DIR}/translations/gridtrace_en.ts")
