#include "pathfinding.h"

#include "searches.h"

namespace gridtrace {

QList<AlgorithmInfo> pathfindingAlgorithms()
{
    return {breadthFirstSearchEntry(), depthFirstSearchEntry(), dijkstraEntry(),
            aStarEntry(), greedyBestFirstEntry(), bidirectionalSearchEntry()};
}

} // namespace gridtrace
