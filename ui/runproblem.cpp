#include "runproblem.h"

#include "catalogue/catalogue.h"

namespace gridtrace {

QString RunProblem::missingEndpoint(const Scenario &scenario)
{
    const AlgorithmInfo *info = Catalogue::find(scenario.algorithm);
    if (!info)
        return {};
    const QString name = Catalogue::text(info->name);
    // The window places no endpoint by hand: a Lianliankan pair comes from the comparison's
    // list, and an endpoint an edit removed comes back with Undo.
    if (info->family == Family::Link) {
        if (info->needsStart && !scenario.start)
            return tr("%1 needs a first tile: choose a pair in Lianliankan > Compare the Two Searches on This Board").arg(name);
        if (info->needsGoal && !scenario.goal)
            return tr("%1 needs a second tile: choose a pair in Lianliankan > Compare the Two Searches on This Board").arg(name);
        return {};
    }
    if (info->needsStart && !scenario.start)
        return tr("%1 needs a start cell, and this board has none: Edit > Undo brings back one an edit removed, "
                  "or open a board that has one").arg(name);
    if (info->needsGoal && !scenario.goal)
        return tr("%1 needs a goal cell, and this board has none: Edit > Undo brings back one an edit removed, "
                  "or open a board that has one").arg(name);
    return {};
}

QString RunProblem::text(const Scenario &scenario, const QString &message)
{
    const QString missing = missingEndpoint(scenario);
    if (!missing.isEmpty())
        return missing;
    Scenario checked = scenario;
    const QString now = Catalogue::prepare(checked);
    return now.isEmpty() ? message : now;
}

} // namespace gridtrace
