#pragma once

#include "catalogue/algorithminfo.h"

#include <QList>

namespace gridtrace {

// The catalogue entries of the maze and terrain generators: recursive backtracker, Prim,
// recursive division, random obstacles.
//
// All of them replace the scenario board's contents and keep its size, and are
// deterministic: the same size, parameters and Scenario::seed give the same board and the
// same trace on every platform (MazeRandom). The mazes put rooms on odd coordinates with
// walls between and around them, and are perfect: exactly one way between any two passage
// cells. A start or goal the scenario has is never walled in: random obstacles keep it free;
// the mazes open it and join it to the maze without a loop (EndpointJoiner).
QList<AlgorithmInfo> mazeGenerators();

} // namespace gridtrace
