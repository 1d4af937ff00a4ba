// Every scenario of the four Moving AI benchmark maps in tests/data/movingai: A* (octile) and
// Dijkstra, 8-connected without corner cutting, must reproduce the published optimal lengths.
//
// A* runs every scenario, and so does Dijkstra: in Release on the development machine the whole
// test takes about a minute and a half, the 12,120 maze scenarios two thirds of it (both
// searches explore most of the maze there). Should it outgrow its three-minute budget, thin
// Dijkstra on the maze with the `dijkstraStride` column, never A*.

#include "catalogue/catalogue.h"
#include "grid/movingai.h"

#include <QElapsedTimer>
#include <QTest>

#include <cmath>

using namespace gridtrace;

class TestMovingAi : public QObject
{
    Q_OBJECT

private slots:
    void scenarios_data();
    void scenarios();
};

void TestMovingAi::scenarios_data()
{
    QTest::addColumn<QString>("map");
    QTest::addColumn<int>("scenarioCount");
    QTest::addColumn<int>("dijkstraStride");
    QTest::newRow("arena") << QStringLiteral("arena") << 130 << 1;
    QTest::newRow("arena2") << QStringLiteral("arena2") << 910 << 1;
    QTest::newRow("random512-10-0") << QStringLiteral("random512-10-0") << 1780 << 1;
    QTest::newRow("maze512-1-0") << QStringLiteral("maze512-1-0") << 12120 << 1;
}

void TestMovingAi::scenarios()
{
    QFETCH(QString, map);
    QFETCH(int, scenarioCount);
    QFETCH(int, dijkstraStride);

    const QString base = QStringLiteral(GRIDTRACE_TEST_DATA "/movingai/") + map + QStringLiteral(".map");
    QString error;
    const auto board = loadMovingAiMap(base, &error);
    QVERIFY2(board, qPrintable(error));
    const auto scenarios = loadMovingAiScenarios(base + QStringLiteral(".scen"), &error);
    QVERIFY2(scenarios, qPrintable(error));
    QCOMPARE(int(scenarios->size()), scenarioCount);

    Scenario astar;
    astar.board = *board;
    astar.algorithm = QStringLiteral("astar");
    astar.parameters = {{QStringLiteral("connectivity"), QStringLiteral("8")},
                        {QStringLiteral("heuristic"), QStringLiteral("octile")}};
    Scenario dijkstra = astar;
    dijkstra.algorithm = QStringLiteral("dijkstra");
    dijkstra.parameters = {{QStringLiteral("connectivity"), QStringLiteral("8")}};

    RunContext context; // one workspace: the padded board is built once per map
    QElapsedTimer timer;
    qint64 astarTime = 0;
    qint64 dijkstraTime = 0;
    quint64 astarExpansions = 0;
    quint64 dijkstraExpansions = 0;
    int dijkstraRuns = 0;
    for (std::size_t i = 0; i < scenarios->size(); ++i) {
        const MovingAiScenario &s = (*scenarios)[i];
        QCOMPARE(s.mapWidth, board->width());
        QCOMPARE(s.mapHeight, board->height());
        const QString where = QStringLiteral("%1 scenario %2: (%3,%4) -> (%5,%6), optimal %7")
                                  .arg(map).arg(i).arg(s.start.x).arg(s.start.y).arg(s.goal.x).arg(s.goal.y)
                                  .arg(s.optimalLength, 0, 'f', 8);

        astar.start = dijkstra.start = s.start;
        astar.goal = dijkstra.goal = s.goal;
        timer.start();
        const RunOutcome a = Catalogue::run(astar, nullptr, &context);
        astarTime += timer.nsecsElapsed();
        astarExpansions += a.expansions;
        QVERIFY2(a.error.isEmpty(), qPrintable(where + QStringLiteral(": ") + a.error));
        QVERIFY2(a.found, qPrintable(where));
        QVERIFY2(std::abs(a.cost - s.optimalLength) < 1e-6,
                 qPrintable(where + QStringLiteral(": A* says %1").arg(a.cost, 0, 'f', 8)));

        if (i % std::size_t(dijkstraStride) != 0)
            continue;
        timer.start();
        const RunOutcome d = Catalogue::run(dijkstra, nullptr, &context);
        dijkstraTime += timer.nsecsElapsed();
        dijkstraExpansions += d.expansions;
        ++dijkstraRuns;
        QVERIFY2(d.found, qPrintable(where));
        QVERIFY2(std::abs(d.cost - s.optimalLength) < 1e-6,
                 qPrintable(where + QStringLiteral(": Dijkstra says %1").arg(d.cost, 0, 'f', 8)));
    }
    qInfo("%s: A* %d scenarios in %.2f s (%.1f M expansions/s), Dijkstra %d in %.2f s (%.1f M expansions/s)",
          qPrintable(map), scenarioCount, double(astarTime) / 1e9,
          astarTime > 0 ? double(astarExpansions) * 1e3 / double(astarTime) : 0.0, dijkstraRuns,
          double(dijkstraTime) / 1e9,
          dijkstraTime > 0 ? double(dijkstraExpansions) * 1e3 / double(dijkstraTime) : 0.0);
}

QTEST_GUILESS_MAIN(TestMovingAi)
#include "tst_movingai.moc"
