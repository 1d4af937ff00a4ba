# Thousands of seeded random clicks, drags, keys and menu actions in every family's view and
# live game: no crash, no assertion, no Qt warning of an object misused.
gridtrace_add_test(tst_monkey SOURCES tst_monkey.cpp LIBRARIES gridtrace_ui LABELS slow)
gridtrace_add_resources(tst_monkey)
