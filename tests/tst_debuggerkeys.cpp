// Step over and step out on the traces users open: the ready-made examples (A*, the snake drawn
// by hand, Hamilton, a duel, Lianliankan) and the layered sliding-puzzle solvers, whose steps
// nest two deep. From every position both keys must land where steprules.h says, which takes
// its depth from the step on screen, as the pseudo-code and the watches show it.

#include "steprules.h"

#include "catalogue/catalogue.h"
#include "grid/scenariofile.h"
#include "puzzle/puzzlealgorithms.h"
#include "puzzle/puzzleboard.h"
#include "trace/cursor.h"

#include <QTest>

#include <algorithm>
#include <memory>

using namespace gridtrace;

class TestDebuggerKeys : public QObject
{
    Q_OBJECT

private slots:
    void keysLandWhereTheRulesSay_data();
    void keysLandWhereTheRulesSay();
};

void TestDebuggerKeys::keysLandWhereTheRulesSay_data()
{
    QTest::addColumn<QString>("example");
    QTest::addColumn<QString>("puzzleSolver");
    QTest::addColumn<int>("deepest");
    QTest::newRow("A* example") << QStringLiteral(":/examples/astar-maze.json") << QString() << 1;
    QTest::newRow("snake drawn by hand") << QStringLiteral(":/examples/snake-drawn.json") << QString() << 1;
    QTest::newRow("Hamilton") << QStringLiteral(":/examples/hamilton-cycle.json") << QString() << 1;
    QTest::newRow("duel") << QStringLiteral(":/examples/duel-alphabeta.json") << QString() << 3;
    QTest::newRow("Lianliankan") << QStringLiteral(":/examples/link-ring.json") << QString() << 1;
    QTest::newRow("puzzle seed-004") << QString() << QStringLiteral("seed-004") << 2;
    QTest::newRow("puzzle layered") << QString() << QStringLiteral("layered") << 2;
}

void TestDebuggerKeys::keysLandWhereTheRulesSay()
{
    QFETCH(QString, example);
    QFETCH(QString, puzzleSolver);
    QFETCH(int, deepest);

    Scenario scenario;
    if (!example.isEmpty()) {
        QString error;
        const auto loaded = loadScenario(example, &error);
        QVERIFY2(loaded, qPrintable(error));
        scenario = *loaded;
    } else {
        const PuzzleBoard board = PuzzleBoard::shuffled(4, 4, PuzzleGoal::BlankLast, 11);
        puzzleToScenario(board, scenario);
        scenario.algorithm = puzzleSolver;
        scenario.parameters.insert(QStringLiteral("goal"), goalId(board.goal()));
    }
    Trace trace;
    const RunOutcome outcome = Catalogue::run(scenario, &trace);
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    QCOMPARE(trace.validate(), QString());

    const std::vector<int> depths = steprules::depthsOf(trace);
    QVERIFY(!depths.empty());
    // The trace nests as deep as the family does, or the walk would prove little.
    QCOMPARE(*std::max_element(depths.begin(), depths.end()), deepest);

    const Cursor cursor(trace);
    const int count = trace.stepCount();
    int overSkips = 0, outRuns = 0;
    for (int from = 0; from <= count; ++from) {
        const int over = cursor.stepOverTarget(from);
        const int out = cursor.stepOutTarget(from);
        if (over != steprules::stepOver(depths, from) || out != steprules::stepOut(depths, from))
            QFAIL(qPrintable(QStringLiteral("from %1 of %2: step over %3 (rules: %4), step out %5 (rules: %6)")
                                 .arg(from).arg(count).arg(over).arg(steprules::stepOver(depths, from))
                                 .arg(out).arg(steprules::stepOut(depths, from))));
        overSkips += over > from + 1 ? 1 : 0;
        // Out of a nested step, onto a later one of the same run (not one step on, shallower).
        outRuns += from > 0 && depths[std::size_t(from - 1)] > 0 && out > from
                && depths[std::size_t(out - 1)] >= depths[std::size_t(from - 1)] ? 1 : 0;
    }
    // Step over skipped nested steps somewhere; step out ran through a run of nested steps
    // wherever the trace has one (in a maze, A* mostly opens one neighbour an expansion).
    QVERIFY(overSkips > 0);
    bool hasRun = false;
    for (std::size_t i = 0; i + 1 < depths.size(); ++i)
        hasRun = hasRun || (depths[i] > 0 && depths[i + 1] >= depths[i]);
    QCOMPARE(outRuns > 0, hasRun);
}

QTEST_GUILESS_MAIN(TestDebuggerKeys)
#include "tst_debuggerkeys.moc"
