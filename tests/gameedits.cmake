# --- the board around the games: no edit while a game holds it, and undoing an edit that
# shortened the trace gives back its bookmarks, breakpoints and step
gridtrace_add_test(tst_gameedits SOURCES tst_gameedits.cpp LIBRARIES gridtrace_ui)
gridtrace_add_resources(tst_gameedits)
