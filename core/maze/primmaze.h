#pragma once

#include "catalogue/algorithminfo.h"

namespace gridtrace {

// Randomised Prim: a perfect maze grown from a random frontier, short passages and many
// dead ends.
AlgorithmInfo primMaze();

} // namespace gridtrace
