# The whole window: files, languages, re-runs after edits, exports.
gridtrace_add_test(tst_mainwindow SOURCES tst_mainwindow.cpp LIBRARIES gridtrace_ui)
target_compile_definitions(tst_mainwindow PRIVATE
    GRIDTRACE_TS_FILE="${PROJECT_SOURCE_DIR}/translations/gridtrace_zh_CN.ts"
    GRIDTRACE_EN_TS_FILE="${PROJECT_SOURCE_DIR}/translations/gridtrace_en.ts")
gridtrace_add_resources(tst_mainwindow)
