#pragma once

#include "catalogue/algorithminfo.h"
#include "trace/recorder.h"

namespace gridtrace {

// The trace slots the searches share. Each catalogue entry lists its labels, sequences and
// counters in this order, so one piece of tracing code serves them all.
namespace searchslots {
inline constexpr int gLabel = 0;            // g: the cost (or for BFS the moves) from the start
inline constexpr int hLabel = 1;            // A*, greedy: the heuristic estimate
inline constexpr int goalDistanceLabel = 1; // bidirectional: the cost to the goal
inline constexpr int pathSequence = 0;
inline constexpr int stackSequence = 1;     // depth-first search
inline constexpr int expansionsCounter = 0;
inline constexpr int openCounter = 1;       // the open list, queue or stack size
inline constexpr int backtracksCounter = 2; // depth-first search
} // namespace searchslots

// A kind of step and the pseudo-code line it executes.
struct StepAt
{
    int kind = -1;
    int line = 0;
};

// The steps every search traces at its start and end, each with its status line.
void traceSearchStart(Recorder &recorder, StepAt at, const Grid &board, CellPos start, CellPos goal);
// The closing step of a successful search: the cell last shown as current (a board index, or
// -1) gets `closed`, then the path is marked and put into the "path" sequence.
void traceGoalReached(Recorder &recorder, StepAt at, const Grid &board, const RunOutcome &outcome,
                      int current = -1, Mark closed = Mark::Closed);
void traceNoPath(Recorder &recorder, StepAt at, const Grid &board, CellPos start, CellPos goal,
                 quint64 expansions, int current = -1, Mark closed = Mark::Closed);
// No step of its own: the status says where the run stopped.
void traceCancelled(Recorder &recorder, quint64 expansions);

} // namespace gridtrace
