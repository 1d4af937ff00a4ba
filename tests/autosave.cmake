# --- no lost work: unsaved boards and bookmarks kept in a recovery file, offered back after a
# crash (the test kills a copy of itself in the middle of an edit)
gridtrace_add_test(tst_autosave SOURCES tst_autosave.cpp LIBRARIES gridtrace_ui)
