#pragma once

namespace gridtrace {

class Trace;

// A traced snake that runs into a wall or its body keeps its head where it was, as a live game's
// does, so the scene alone cannot tell it crashed: its "died" steps, which end the trace, do.
// The first position at which the board draws the snake crashed (the step that says it dies on
// screen), or -1 when the trace is no snake game or its game does not end in a crash.
int snakeCrashPosition(const Trace &trace);
// The cell the crashed snake ran into, which that step's status names and where the board
// draws the crash; -1 when snakeCrashPosition() is.
int snakeCrashCell(const Trace &trace);

} // namespace gridtrace
