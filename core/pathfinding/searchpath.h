#pragma once

#include "cellrecords.h"
#include "searchgraph.h"

#include <vector>

namespace gridtrace {

// The path from `start` to `cell` through the parents the search recorded, in board
// coordinates (padded indices in).
std::vector<CellPos> pathThroughParents(const SearchGraph &graph, const CellRecords &records, int start, int cell);

// Appends the cells after `cell` up to `goal` through the parents of a search that started at
// the goal (the reverse side of a bidirectional search).
void appendPathToGoal(const SearchGraph &graph, const CellRecords &records, int cell, int goal,
                      std::vector<CellPos> &path);

// The sum of the move costs along a path, in exact parts as the searches add them.
double pathCost(const SearchGraph &graph, const std::vector<CellPos> &path);

} // namespace gridtrace
