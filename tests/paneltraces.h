#pragma once

// Real traced runs for the panels' tests and benchmark: what the docks show must agree with
// the scenes the catalogue's algorithms record.

#include "catalogue/catalogue.h"

#include <QRandomGenerator>
#include <QTest>

#include <memory>

namespace gridtrace::paneltest {

// Walls on about a fifth of the cells, a tenth heavier than 1, the corners free.
inline Grid scatteredBoard(int width, int height, quint32 seed)
{
    Grid board(width, height);
    QRandomGenerator random(seed);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const quint32 roll = random.bounded(100);
            if (roll < 20)
                board.setWall({x, y});
            else if (roll < 30)
                board.setWeight({x, y}, std::uint8_t(2 + random.bounded(8)));
        }
    }
    board.setWeight({0, 0}, 1);
    board.setWeight({width - 1, height - 1}, 1);
    return board;
}

// A traced run from the top-left to the bottom-right corner; null (with a test failure)
// when the catalogue refuses it.
inline std::unique_ptr<Trace> tracedRun(const QString &algorithm, const Grid &board,
                                        const QVariantMap &parameters = {})
{
    Scenario scenario;
    scenario.board = board;
    scenario.start = CellPos{0, 0};
    scenario.goal = CellPos{board.width() - 1, board.height() - 1};
    scenario.algorithm = algorithm;
    scenario.parameters = parameters;
    auto trace = std::make_unique<Trace>();
    const RunOutcome outcome = Catalogue::run(scenario, trace.get());
    if (!outcome.error.isEmpty()) {
        QTest::qFail(qPrintable(outcome.error), __FILE__, __LINE__);
        return nullptr;
    }
    return trace;
}

} // namespace gridtrace::paneltest
