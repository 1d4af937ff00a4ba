#pragma once

#include "catalogue/algorithminfo.h"

namespace gridtrace {

// The depth-first "recursive backtracker": a perfect maze of long winding passages.
AlgorithmInfo recursiveBacktracker();

} // namespace gridtrace
