#pragma once

#include "catalogue/algorithminfo.h"

#include <QList>

namespace gridtrace {

// The catalogue entries of the searches: BFS, DFS, Dijkstra, A*, greedy best-first,
// bidirectional search.
QList<AlgorithmInfo> pathfindingAlgorithms();

} // namespace gridtrace
