#include "bestfirst.h"
#include "searches.h"
#include "searchoptions.h"

namespace gridtrace {

namespace {

// Dijkstra and A* share the lines of their pseudo-code.
constexpr BestFirstSteps steps{{StartKind, 1}, {ExpandKind, 3}, {OpenKind, 9},
                               {UpdateKind, 11}, {GoalReachedKind, 4}, {NoPathKind, 12}};

RunOutcome run(const Scenario &scenario, RunContext &context)
{
    return runBestFirst(scenario, context, Priority::Cost, steps);
}

} // namespace

AlgorithmInfo dijkstraEntry()
{
    AlgorithmInfo info = bestFirstEntry(false);
    info.id = QStringLiteral("dijkstra");
    info.name = QT_TRANSLATE_NOOP("Catalogue", "Dijkstra's algorithm");
    info.summary = QT_TRANSLATE_NOOP("Catalogue",
        "Expands cells in order of their cost from the start, so the wave follows the weights. "
        "Returns a cheapest path on any board.");
    info.pseudoCode = {
        QT_TRANSLATE_NOOP("Catalogue", "put start on the open list with g(start) = 0"),
        QT_TRANSLATE_NOOP("Catalogue", "while the open list is not empty:"),
        QT_TRANSLATE_NOOP("Catalogue", "    current ← the open cell with the lowest g"),
        QT_TRANSLATE_NOOP("Catalogue", "    if current is the goal: return the path through the parents"),
        QT_TRANSLATE_NOOP("Catalogue", "    move current from the open list to the closed set"),
        QT_TRANSLATE_NOOP("Catalogue", "    for each free neighbour n of current that is not closed:"),
        QT_TRANSLATE_NOOP("Catalogue", "        tentative ← g(current) + cost of entering n"),
        QT_TRANSLATE_NOOP("Catalogue", "        if n is not on the open list:"),
        QT_TRANSLATE_NOOP("Catalogue", "            parent(n) ← current; g(n) ← tentative; put n on the open list"),
        QT_TRANSLATE_NOOP("Catalogue", "        else if tentative < g(n):"),
        QT_TRANSLATE_NOOP("Catalogue", "            parent(n) ← current; g(n) ← tentative; move n up the open list"),
        QT_TRANSLATE_NOOP("Catalogue", "return \"no path\""),
    };
    info.parameters = {searchparameters::connectivity()};
    info.run = run;
    return info;
}

} // namespace gridtrace
