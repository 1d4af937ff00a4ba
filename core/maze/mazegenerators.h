#pragma once

#include "catalogue/algorithminfo.h"

#include <QList>

namespace gridtrace {

// The catalogue entries of the maze and terrain generators: recursive backtracker, Prim,
// recursive division, random obstacles.
QList<AlgorithmInfo> mazeGenerators();

} // namespace gridtrace
