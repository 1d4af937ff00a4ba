# --- the SVG of a step and the PDF handout (the PDF is read back with poppler-utils)
gridtrace_add_test(tst_vectorexport SOURCES tst_vectorexport.cpp LIBRARIES gridtrace_ui)
