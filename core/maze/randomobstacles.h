#pragma once

#include "catalogue/algorithminfo.h"

namespace gridtrace {

// Random terrain: walls scattered at a chosen density, optionally random weights on the
// free cells. No promise that the start can reach the goal: a lecturer may want a board
// with no way through.
AlgorithmInfo randomObstacles();

} // namespace gridtrace
