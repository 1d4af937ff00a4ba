#pragma once

#include "heuristic.h"

#include "catalogue/parameter.h"

#include <QVariantMap>

namespace gridtrace {

// Which of several open cells of equal priority a best-first search takes first. Preferring
// the larger g (the one deeper along its path) expands far fewer cells on open ground.
enum class TieBreak { LargerG, SmallerG, None };

// The order in which depth-first search tries the moves out of a cell.
enum class DirectionOrder {
    Fixed,        // clockwise from north
    TowardTarget, // the seeds' direction priority: toward the target first, x before y
};

// Which side a bidirectional search expands next.
enum class Balance { Alternate, SmallerOpenList };

// The parameters of the searches, read from a completed parameter map.
struct SearchOptions
{
    Connectivity connectivity = Connectivity::Four;
    HeuristicKind heuristic = HeuristicKind::Manhattan;
    double weight = 1.0;
    TieBreak tieBreak = TieBreak::LargerG;
    DirectionOrder directionOrder = DirectionOrder::Fixed;
    Balance balance = Balance::Alternate;

    // Missing keys keep the defaults; the heuristic "auto" is Manhattan 4-connected and
    // octile 8-connected, the exact distance on an empty unweighted board.
    static SearchOptions fromParameters(const QVariantMap &parameters);
};

// The parameter specs the searches share, one definition each so the catalogue entries agree.
namespace searchparameters {
ParameterSpec connectivity();
ParameterSpec heuristic();
ParameterSpec greedyHeuristic();
ParameterSpec weight();
ParameterSpec tieBreak();
ParameterSpec directionOrder();
ParameterSpec balance();
} // namespace searchparameters

} // namespace gridtrace
