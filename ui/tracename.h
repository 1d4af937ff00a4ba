#pragma once

#include "grid/scenario.h"

#include <QCoreApplication>

#include <vector>

namespace gridtrace {

// A trace named for a user who holds several of one algorithm (bookmarks kept per algorithm
// and parameters): the algorithm's name, and in brackets the parameters, or the seed, that tell
// it from the others of that algorithm, as in "A* search (heuristic: Manhattan)".
class TraceName
{
    Q_DECLARE_TR_FUNCTIONS(TraceName)

public:
    static QString of(const Scenario &header, const std::vector<const Scenario *> &others);
};

} // namespace gridtrace
