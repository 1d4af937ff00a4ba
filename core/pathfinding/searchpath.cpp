#include "searchpath.h"

#include <algorithm>

namespace gridtrace {

std::vector<CellPos> pathThroughParents(const SearchGraph &graph, const CellRecords &records, int start, int cell)
{
    std::vector<CellPos> path;
    for (;;) {
        path.push_back(graph.pos(cell));
        if (cell == start)
            break;
        cell -= graph.offset(records.parentMove(cell));
    }
    std::reverse(path.begin(), path.end());
    return path;
}

void appendPathToGoal(const SearchGraph &graph, const CellRecords &records, int cell, int goal,
                      std::vector<CellPos> &path)
{
    while (cell != goal) {
        cell -= graph.offset(records.parentMove(cell));
        path.push_back(graph.pos(cell));
    }
}

double pathCost(const SearchGraph &graph, const std::vector<CellPos> &path)
{
    std::int32_t straight = 0;
    std::int32_t diagonal = 0;
    for (std::size_t i = 1; i < path.size(); ++i) {
        const int move = int(directionBetween(path[i - 1], path[i])) - 1;
        const std::int32_t entered = graph.weight(graph.padded(path[i]));
        straight += entered * straightUnits[std::size_t(move)];
        diagonal += entered * diagonalUnits[std::size_t(move)];
    }
    return double(straight) + double(diagonal) * sqrt2;
}

} // namespace gridtrace
