#include "bestfirst.h"
#include "searches.h"
#include "searchoptions.h"

namespace gridtrace {

namespace {

constexpr BestFirstSteps steps{{StartKind, 1}, {ExpandKind, 3}, {OpenKind, 9},
                               {UpdateKind, 11}, {GoalReachedKind, 4}, {NoPathKind, 12}};

RunOutcome run(const Scenario &scenario, RunContext &context)
{
    return runBestFirst(scenario, context, Priority::CostPlusHeuristic, steps);
}

} // namespace

AlgorithmInfo aStarEntry()
{
    AlgorithmInfo info = bestFirstEntry(true);
    info.id = QStringLiteral("astar");
    info.name = QT_TRANSLATE_NOOP("Catalogue", "A* search");
    info.summary = QT_TRANSLATE_NOOP("Catalogue",
        "Dijkstra's algorithm guided by an estimate h of the cost still to go: it expands the "
        "cell with the lowest f = g + h. With an admissible heuristic and weight 1 the path is "
        "a cheapest one.");
    info.pseudoCode = {
        QT_TRANSLATE_NOOP("Catalogue", "put start on the open list with g(start) = 0, h(start) = heuristic(start)"),
        QT_TRANSLATE_NOOP("Catalogue", "while the open list is not empty:"),
        QT_TRANSLATE_NOOP("Catalogue", "    current ← the open cell with the lowest f = g + w·h (ties: tie-breaking rule)"),
        QT_TRANSLATE_NOOP("Catalogue", "    if current is the goal: return the path through the parents"),
        QT_TRANSLATE_NOOP("Catalogue", "    move current from the open list to the closed set"),
        QT_TRANSLATE_NOOP("Catalogue", "    for each free neighbour n of current that is not closed:"),
        QT_TRANSLATE_NOOP("Catalogue", "        tentative ← g(current) + cost of entering n"),
        QT_TRANSLATE_NOOP("Catalogue", "        if n is not on the open list:"),
        QT_TRANSLATE_NOOP("Catalogue", "            parent(n) ← current; g(n) ← tentative; h(n) ← heuristic(n); put n on the open list"),
        QT_TRANSLATE_NOOP("Catalogue", "        else if tentative < g(n):"),
        QT_TRANSLATE_NOOP("Catalogue", "            parent(n) ← current; g(n) ← tentative; move n up the open list"),
        QT_TRANSLATE_NOOP("Catalogue", "return \"no path\""),
    };
    info.parameters = {searchparameters::connectivity(), searchparameters::heuristic(),
                       searchparameters::weight(), searchparameters::tieBreak()};
    info.run = run;
    return info;
}

} // namespace gridtrace
