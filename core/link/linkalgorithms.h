#pragma once

#include "catalogue/algorithminfo.h"

#include <QList>

namespace gridtrace {

// The catalogue entries of Lianliankan: "link-min-turn", the exact fewest-turn link, and
// "link-seed-003", the source's depth-first search. Both link the scenario's start and goal,
// two tiles of the board (see LinkBoard for how a scenario holds one). Their facts, under the
// command line's keys: linkable, turns and length (null when there is no link) and path, a
// list of [x, y] in the board file's coordinates, the ring at -1 and W or H.
QList<AlgorithmInfo> linkAlgorithms();

// "link-min-turn" alone: the entries that run the fewest-turn search inside them (the
// solver's) record it with its tables and pseudo-code lines.
AlgorithmInfo linkMinTurnAlgorithm();

// The entries' prepareScenario: a scenario with tiles must be a Lianliankan board; one
// without tiles becomes one, with the start and the goal as a pair of kind 1, the ring
// cleared and weights dropped, so that any board with two endpoints makes a lesson.
QString prepareLinkScenario(Scenario &scenario);

} // namespace gridtrace
