#pragma once

#include "catalogue/algorithminfo.h"

namespace gridtrace {

// Recursive division: a perfect maze built by walling an open board in, chamber by chamber,
// each new wall with one gap. Long straight walls, a boxy look.
AlgorithmInfo recursiveDivision();

} // namespace gridtrace
