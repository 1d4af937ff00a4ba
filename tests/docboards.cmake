# --- the boards shown in docs/*.md load as shown
gridtrace_add_test(tst_docboards SOURCES tst_docboards.cpp LIBRARIES gridtrace_core)
target_compile_definitions(tst_docboards PRIVATE GRIDTRACE_DOCS_DIR="${PROJECT_SOURCE_DIR}/docs")
