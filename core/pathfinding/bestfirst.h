#pragma once

#include "searchtrace.h"

#include "catalogue/algorithminfo.h"

namespace gridtrace {

// What orders a best-first search's open list.
enum class Priority {
    Cost,              // g: Dijkstra
    CostPlusHeuristic, // g + w * h: A*
    Heuristic,         // h: greedy best-first
};

// Where each traced event of a best-first search is in its catalogue entry.
struct BestFirstSteps
{
    StepAt start;
    StepAt expand;
    StepAt open;
    StepAt update; // unused by greedy search, which never revises a cell it reached
    StepAt goalReached;
    StepAt noPath;
};

// The step kinds of the best-first searches, in the order of their catalogue entries.
enum BestFirstKind { StartKind, ExpandKind, OpenKind, UpdateKind, GoalReachedKind, NoPathKind };

// A catalogue entry with the parts every best-first search shares: family, legend, labels g
// and (withHeuristic) h, the path sequence, the counters and the step kinds.
AlgorithmInfo bestFirstEntry(bool withHeuristic);

// Dijkstra, A* and greedy best-first search: one core over the padded board, instantiated per
// priority, heuristic and recorder type.
RunOutcome runBestFirst(const Scenario &scenario, RunContext &context, Priority priority,
                        const BestFirstSteps &steps);

} // namespace gridtrace
