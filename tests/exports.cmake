# --- `gridtrace-cli render` and File > Export: the outputs checked for what they hold
gridtrace_add_test(tst_rendercommand SOURCES tst_rendercommand.cpp LIBRARIES gridtrace_core Qt6::Gui)
target_compile_definitions(tst_rendercommand PRIVATE GRIDTRACE_CLI="$<TARGET_FILE:gridtrace-cli>")
add_dependencies(tst_rendercommand gridtrace-cli)
gridtrace_add_test(tst_exportdialog SOURCES tst_exportdialog.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_exportdialog)
# The window's texts: refusals before a file is named, grouped counts, status and error texts.
gridtrace_add_test(tst_windowtexts SOURCES tst_windowtexts.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_windowtexts)
