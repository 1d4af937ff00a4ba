#include "searchoptions.h"

#include <QtGlobal>

namespace gridtrace {

SearchOptions SearchOptions::fromParameters(const QVariantMap &parameters)
{
    SearchOptions options;
    const QString connectivity = parameters.value(QStringLiteral("connectivity")).toString();
    options.connectivity = connectivity == u"8" ? Connectivity::Eight : Connectivity::Four;

    const QString heuristic = parameters.value(QStringLiteral("heuristic")).toString();
    if (heuristic == u"manhattan")
        options.heuristic = HeuristicKind::Manhattan;
    else if (heuristic == u"euclidean")
        options.heuristic = HeuristicKind::Euclidean;
    else if (heuristic == u"octile")
        options.heuristic = HeuristicKind::Octile;
    else if (heuristic == u"chebyshev")
        options.heuristic = HeuristicKind::Chebyshev;
    else
        options.heuristic = options.connectivity == Connectivity::Eight ? HeuristicKind::Octile
                                                                        : HeuristicKind::Manhattan;

    options.weight = parameters.value(QStringLiteral("weight"), 1.0).toDouble();

    const QString tieBreak = parameters.value(QStringLiteral("tie-break")).toString();
    if (tieBreak == u"smaller-g")
        options.tieBreak = TieBreak::SmallerG;
    else if (tieBreak == u"none")
        options.tieBreak = TieBreak::None;

    if (parameters.value(QStringLiteral("direction-order")).toString() == u"toward-target")
        options.directionOrder = DirectionOrder::TowardTarget;
    if (parameters.value(QStringLiteral("balance")).toString() == u"smaller-open-list")
        options.balance = Balance::SmallerOpenList;
    return options;
}

namespace searchparameters {

ParameterSpec connectivity()
{
    return ParameterSpec::choice(
        QStringLiteral("connectivity"), QT_TRANSLATE_NOOP("Catalogue", "Connectivity"),
        QT_TRANSLATE_NOOP("Catalogue", "4: moves to the four orthogonal neighbours. 8: diagonal moves "
                                       "too, costing sqrt(2) times the weight of the cell entered, and "
                                       "only when both orthogonal cells the move passes are free (no "
                                       "corner cutting), as in the Moving AI benchmarks."),
        {QStringLiteral("4"), QStringLiteral("8")},
        {QT_TRANSLATE_NOOP("Catalogue", "4-connected"), QT_TRANSLATE_NOOP("Catalogue", "8-connected")},
        QStringLiteral("4"));
}

namespace {

const QStringList heuristicIds{QStringLiteral("auto"), QStringLiteral("manhattan"), QStringLiteral("euclidean"),
                               QStringLiteral("octile"), QStringLiteral("chebyshev")};

const QList<const char *> heuristicNames{
    QT_TRANSLATE_NOOP("Catalogue", "Automatic"), QT_TRANSLATE_NOOP("Catalogue", "Manhattan"),
    QT_TRANSLATE_NOOP("Catalogue", "Euclidean"), QT_TRANSLATE_NOOP("Catalogue", "Octile"),
    QT_TRANSLATE_NOOP("Catalogue", "Chebyshev")};

} // namespace

ParameterSpec heuristic()
{
    return ParameterSpec::choice(
        QStringLiteral("heuristic"), QT_TRANSLATE_NOOP("Catalogue", "Heuristic"),
        QT_TRANSLATE_NOOP("Catalogue", "The estimate h of the cost still to go. Automatic: Manhattan "
                                       "when 4-connected, octile when 8-connected. Manhattan |dx| + |dy| "
                                       "is admissible only 4-connected: 8-connected it counts 2 for a "
                                       "diagonal that costs sqrt(2), so A* may return a longer path. "
                                       "Euclidean, octile and Chebyshev never overestimate, so A* with "
                                       "them stays optimal in both modes; the closer h is to the true "
                                       "cost, the fewer cells A* expands."),
        heuristicIds, heuristicNames, QStringLiteral("auto"));
}

ParameterSpec greedyHeuristic()
{
    return ParameterSpec::choice(
        QStringLiteral("heuristic"), QT_TRANSLATE_NOOP("Catalogue", "Heuristic"),
        QT_TRANSLATE_NOOP("Catalogue", "The estimate of the distance to the goal that orders the open "
                                       "list. Automatic: Manhattan when 4-connected, octile when "
                                       "8-connected."),
        heuristicIds, heuristicNames, QStringLiteral("auto"));
}

ParameterSpec weight()
{
    return ParameterSpec::real(
        QStringLiteral("weight"), QT_TRANSLATE_NOOP("Catalogue", "Heuristic weight"),
        QT_TRANSLATE_NOOP("Catalogue", "w in f = g + w * h. 1 is plain A*, optimal with an admissible "
                                       "heuristic. Above 1 it is weighted A*: it expands fewer cells but "
                                       "is no longer optimal; its path costs at most w times the optimum."),
        1.0, 1.0, 100.0);
}

ParameterSpec tieBreak()
{
    return ParameterSpec::choice(
        QStringLiteral("tie-break"), QT_TRANSLATE_NOOP("Catalogue", "Tie-breaking"),
        QT_TRANSLATE_NOOP("Catalogue", "Which open cell comes first among those of equal f. Larger g "
                                       "follows the most advanced path and expands far fewer cells on "
                                       "open ground; every choice returns an optimal path."),
        {QStringLiteral("larger-g"), QStringLiteral("smaller-g"), QStringLiteral("none")},
        {QT_TRANSLATE_NOOP("Catalogue", "Larger g first"), QT_TRANSLATE_NOOP("Catalogue", "Smaller g first"),
         QT_TRANSLATE_NOOP("Catalogue", "No preference (heap order)")},
        QStringLiteral("larger-g"));
}

ParameterSpec directionOrder()
{
    return ParameterSpec::choice(
        QStringLiteral("direction-order"), QT_TRANSLATE_NOOP("Catalogue", "Direction order"),
        QT_TRANSLATE_NOOP("Catalogue", "The order in which moves out of a cell are tried. Fixed: "
                                       "clockwise from north. Toward the target: first the moves that "
                                       "bring the search closer to the goal, the column before the row, "
                                       "then those that keep the distance, then those that lead away; "
                                       "the direction priority of the snake and Lianliankan programs. On "
                                       "open ground it walks straight to the goal."),
        {QStringLiteral("fixed"), QStringLiteral("toward-target")},
        {QT_TRANSLATE_NOOP("Catalogue", "Fixed (clockwise from north)"),
         QT_TRANSLATE_NOOP("Catalogue", "Toward the target first")},
        QStringLiteral("fixed"));
}

ParameterSpec balance()
{
    return ParameterSpec::choice(
        QStringLiteral("balance"), QT_TRANSLATE_NOOP("Catalogue", "Side to expand"),
        QT_TRANSLATE_NOOP("Catalogue", "Which search takes the next step: strictly in turn, or the one "
                                       "with the smaller open list. Both stop at the same optimal cost."),
        {QStringLiteral("alternate"), QStringLiteral("smaller-open-list")},
        {QT_TRANSLATE_NOOP("Catalogue", "Alternate"), QT_TRANSLATE_NOOP("Catalogue", "Smaller open list")},
        QStringLiteral("alternate"));
}

} // namespace searchparameters

} // namespace gridtrace
