#pragma once

#include "grid.h"
#include "writtennumbers.h"

#include <QString>
#include <QVariantMap>

#include <cstdint>
#include <optional>
#include <vector>

namespace gridtrace {

// Everything needed to run an algorithm again and get the same result: the board, the
// endpoints, the algorithm with its parameters, and the random seed.
struct Scenario
{
    Grid board;
    std::optional<CellPos> start;
    std::optional<CellPos> goal;
    // A snake drawn on the board, head first, the head on the start cell; with fewer than two
    // cells the snake game lays the body from the start cell by its start length.
    std::vector<CellPos> snake;
    // Where a snake game's first food lies; without it the seed places it.
    std::optional<CellPos> food;
    // Tiles on the board's cells, row by row (a Lianliankan picture's kind, a sliding
    // puzzle's number): empty for a board without tiles, else one value a cell, 0 for none.
    std::vector<std::int32_t> tiles;
    QString algorithm;
    QVariantMap parameters;
    // The parameters' numbers as a scenario file wrote them, for a refusal to quote.
    WrittenNumbers writtenParameters;
    quint64 seed = 0;

    friend bool operator==(const Scenario &, const Scenario &) = default;
};

} // namespace gridtrace
