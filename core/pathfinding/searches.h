#pragma once

#include "catalogue/algorithminfo.h"

namespace gridtrace {

// The catalogue entries, one per file beside its search.
AlgorithmInfo breadthFirstSearchEntry();
AlgorithmInfo depthFirstSearchEntry();
AlgorithmInfo dijkstraEntry();
AlgorithmInfo aStarEntry();
AlgorithmInfo greedyBestFirstEntry();
AlgorithmInfo bidirectionalSearchEntry();

} // namespace gridtrace
