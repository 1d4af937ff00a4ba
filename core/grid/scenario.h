#pragma once

#include "grid.h"

#include <QString>
#include <QVariantMap>

#include <optional>

namespace gridtrace {

// Everything needed to run an algorithm again and get the same result: the board, the
// endpoints, the algorithm with its parameters, and the random seed.
struct Scenario
{
    Grid board;
    std::optional<CellPos> start;
    std::optional<CellPos> goal;
    QString algorithm;
    QVariantMap parameters;
    quint64 seed = 0;

    friend bool operator==(const Scenario &, const Scenario &) = default;
};

} // namespace gridtrace
