#include "bestfirst.h"
#include "searches.h"
#include "searchoptions.h"

namespace gridtrace {

namespace {

constexpr BestFirstSteps steps{{StartKind, 1}, {ExpandKind, 3}, {OpenKind, 9},
                               {UpdateKind, 0}, {GoalReachedKind, 4}, {NoPathKind, 10}};

RunOutcome run(const Scenario &scenario, RunContext &context)
{
    return runBestFirst(scenario, context, Priority::Heuristic, steps);
}

} // namespace

AlgorithmInfo greedyBestFirstEntry()
{
    AlgorithmInfo info = bestFirstEntry(true);
    info.id = QStringLiteral("greedy");
    info.name = QT_TRANSLATE_NOOP("Catalogue", "Greedy best-first search");
    info.summary = QT_TRANSLATE_NOOP("Catalogue",
        "Always expands the open cell that looks closest to the goal by the heuristic alone, "
        "ignoring the cost so far. Often very fast, but the path need not be the shortest.");
    info.pseudoCode = {
        QT_TRANSLATE_NOOP("Catalogue", "put start on the open list"),
        QT_TRANSLATE_NOOP("Catalogue", "while the open list is not empty:"),
        QT_TRANSLATE_NOOP("Catalogue", "    current ← the open cell with the lowest h"),
        QT_TRANSLATE_NOOP("Catalogue", "    if current is the goal: return the path through the parents"),
        QT_TRANSLATE_NOOP("Catalogue", "    move current from the open list to the closed set"),
        QT_TRANSLATE_NOOP("Catalogue", "    for each free neighbour n of current:"),
        QT_TRANSLATE_NOOP("Catalogue", "        if n has been reached before: skip it"),
        QT_TRANSLATE_NOOP("Catalogue", "        parent(n) ← current; h(n) ← heuristic(n)"),
        QT_TRANSLATE_NOOP("Catalogue", "        put n on the open list"),
        QT_TRANSLATE_NOOP("Catalogue", "return \"no path\""),
    };
    info.parameters = {searchparameters::connectivity(), searchparameters::greedyHeuristic()};
    info.run = run;
    return info;
}

} // namespace gridtrace
