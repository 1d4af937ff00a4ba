#pragma once

#include "grid/scenario.h"

#include <QRandomGenerator>

namespace gridtrace {

// A scenario with every part a file must carry: walls and weights, endpoints that may be
// missing, parameters of several types, a full 64-bit seed. Nothing checks it can be run.
inline Scenario randomScenario(QRandomGenerator &rng, int width, int height)
{
    Scenario scenario;
    scenario.board = Grid(width, height);
    for (int cell = 0; cell < scenario.board.cellCount(); ++cell) {
        const int roll = rng.bounded(10);
        if (roll < 2)
            scenario.board.setWall(scenario.board.pos(cell));
        else if (roll < 4)
            scenario.board.setWeight(scenario.board.pos(cell), std::uint8_t(rng.bounded(1, 10)));
    }
    if (rng.bounded(2))
        scenario.start = CellPos{rng.bounded(width), rng.bounded(height)};
    if (rng.bounded(2))
        scenario.goal = CellPos{rng.bounded(width), rng.bounded(height)};
    scenario.algorithm = QStringLiteral("astar");
    scenario.parameters = {
        {QStringLiteral("heuristic"), QStringLiteral("octile")},
        {QStringLiteral("weight"), 1.5},
        {QStringLiteral("diagonal"), true},
        {QStringLiteral("limit"), 100},
    };
    scenario.seed = rng.generate64();
    return scenario;
}

} // namespace gridtrace
