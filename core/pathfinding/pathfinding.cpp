#include "pathfinding.h"

namespace gridtrace {

QList<AlgorithmInfo> pathfindingAlgorithms()
{
    return {};
}

} // namespace gridtrace
