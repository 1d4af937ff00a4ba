// What a lecturer checks of the snake AIs: neither ever throws its life away while a safe
// move exists; the seed-000 port makes the source's decisions on boards built by hand; and
// the trace nests each move's reasoning inside it, so step over goes move by move and step
// into shows the search.

#include "catalogue/catalogue.h"
#include "grid/scenariofile.h"
#include "snake/greedysnakeai.h"
#include "snake/shadowsnakeai.h"
#include "snake/snakealgorithms.h"
#include "snake/snakeplay.h"
#include "trace/cursor.h"

#include <QTest>

using namespace gridtrace;

namespace {

// A board from text: '#' wall, '.' free.
Grid board(const QStringList &rows)
{
    Grid grid(int(rows.first().size()), int(rows.size()));
    for (int y = 0; y < rows.size(); ++y) {
        for (int x = 0; x < rows[y].size(); ++x) {
            if (rows[y][x] == QLatin1Char('#'))
                grid.setWall({x, y});
        }
    }
    return grid;
}

template<template<typename> class Ai>
Direction decide(const SnakeGame &game, Ai<NullRecorder> &ai)
{
    NullRecorder recorder;
    SnakeTracer<NullRecorder> tracer(recorder, game);
    return ai.decide(tracer);
}

// One decision, recorded, to see what the AI considered on the way.
struct TracedDecision
{
    Trace trace;
    Direction move = Direction::None;
};

template<template<typename> class Ai>
TracedDecision decideTraced(const SnakeGame &game, QStringView catalogueId)
{
    TracedDecision decision;
    decision.trace.header.board = game.rules().board;
    decision.trace.tables = Catalogue::find(catalogueId)->traceTables;
    Recorder recorder(decision.trace);
    SnakeTracer<Recorder> tracer(recorder, game);
    Ai<Recorder> ai;
    decision.move = ai.decide(tracer);
    return decision;
}

// Plays a whole game, checking every move: a fatal move is allowed only when all are fatal.
// With tailIsBody, a move into the tail's cell does not count as a way out: the source's own
// game made it fatal, so its AI never considers it.
template<template<typename> class Ai>
bool playsOnlyForcedDeaths(const SnakeRules &rules, quint64 seed, bool tailIsBody, SnakeState *end)
{
    SnakeGame game(rules, seed);
    Ai<NullRecorder> ai;
    while (game.state() == SnakeState::Playing) {
        const Direction d = decide(game, ai);
        if (!game.isSafe(d)) {
            for (Direction other : orthogonalDirections) {
                const bool intoTail = game.neighbour(game.head(), other) == game.tail();
                if (game.isSafe(other) && !(tailIsBody && intoTail)) {
                    qWarning("seed %llu: a fatal move at length %d while %d was safe", seed,
                             game.length(), int(other));
                    return false;
                }
            }
        }
        game.move(d);
    }
    *end = game.state();
    return true;
}

} // namespace

class TestSnakeAi : public QObject
{
    Q_OBJECT

private slots:
    void noNeedlessDeaths_data();
    void noNeedlessDeaths();
    void seedFollowsASafeFoodPath();
    void seedChasesTheTailWhenEatingTraps();
    void seedKeepsItsDirectionWhenTrapped();
    void greedyRefusesATrap();
    void greedyKeepsMovesToSpare_data();
    void greedyKeepsMovesToSpare();
    void stepOverGoesMoveByMove_data();
    void stepOverGoesMoveByMove();
    void everyStepOfTheDrawnSnakeHasAStatus();
    void catalogueChecksTheSnake();
};

void TestSnakeAi::noNeedlessDeaths_data()
{
    QTest::addColumn<QString>("ai");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<bool>("strict");
    QTest::addColumn<int>("games");
    // The AIs that search their way; the cycle followers have tests of their own (tst_hamilton).
    for (const QString &ai : {QStringLiteral("seed-000"), QStringLiteral("greedy")}) {
        for (const bool strict : {false, true}) {
            for (const QSize size : {QSize(4, 4), QSize(5, 7), QSize(8, 8), QSize(12, 6)}) {
                const QByteArray name = QStringLiteral("%1 %2x%3 %4").arg(ai).arg(size.width())
                                            .arg(size.height()).arg(strict ? QStringLiteral("strict") : QStringLiteral("follow"))
                                            .toUtf8();
                QTest::newRow(name.constData()) << ai << size.width() << size.height() << strict
                                                << (size.width() * size.height() > 64 ? 60 : 200);
            }
        }
    }
}

void TestSnakeAi::noNeedlessDeaths()
{
    QFETCH(QString, ai);
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(bool, strict);
    QFETCH(int, games);
    const SnakeRules rules = SnakeRules::walledArea(width, height, 2, strict);
    int wins = 0;
    for (int seed = 0; seed < games; ++seed) {
        SnakeState end = SnakeState::Playing;
        const bool fair = ai == QStringLiteral("greedy")
                              ? playsOnlyForcedDeaths<GreedySnakeAi>(rules, quint64(seed), false, &end)
                              : playsOnlyForcedDeaths<ShadowSnakeAi>(rules, quint64(seed), true, &end);
        QVERIFY(fair);
        QVERIFY(end != SnakeState::Playing);
        wins += end == SnakeState::Won;
    }
    // Both reach the end of the board sometimes: a sign they eat, not just survive.
    QVERIFY2(wins > 0, qPrintable(QStringLiteral("no wins in %1 games").arg(games)));
}

void TestSnakeAi::seedFollowsASafeFoodPath()
{
    SnakeGame game(SnakeRules::walledArea(6, 6, 3, false), 5);
    QVERIFY(game.setFood({5, 1}));
    ShadowSnakeAi<NullRecorder> ai;
    // Two moves east eat; the shadow then has the open board to reach its tail.
    QCOMPARE(decide(game, ai), Direction::East);
    QVERIFY(!game.move(Direction::East).ate);
    QCOMPARE(decide(game, ai), Direction::East);
    QVERIFY(game.move(Direction::East).ate);
    QCOMPARE(game.length(), 4);
}

void TestSnakeAi::seedChasesTheTailWhenEatingTraps()
{
    // The food lies at the bottom of a one-wide shaft: a shadow that eats it has its head
    // in the dead end and its body behind, so the source turns to the tail instead. North
    // is the one move that leads away from the food, so its search is the one tried.
    SnakeRules rules;
    rules.board = board({
        QStringLiteral("#########"),
        QStringLiteral("#.......#"),
        QStringLiteral("#.......#"),
        QStringLiteral("###.#####"),
        QStringLiteral("###.#####"),
        QStringLiteral("#########"),
    });
    rules.startBody = {{5, 2}, {6, 2}, {7, 2}};
    rules.startDirection = Direction::West;
    QCOMPARE(rules.error(), QString());
    SnakeGame game(rules, 1);
    QVERIFY(game.setFood({3, 4}));

    const TracedDecision decision = decideTraced<ShadowSnakeAi>(game, u"snake-seed-000");
    const Trace &trace = decision.trace;
    const Direction move = decision.move;

    QList<int> kinds;
    for (const Step &step : trace.steps)
        kinds << step.kind;
    QVERIFY(kinds.contains(PathFoundStep)); // A* found the food
    QVERIFY(kinds.contains(ShadowStep));    // the shadow walked there
    QVERIFY(kinds.contains(TailLostStep));  // and could not reach its tail
    QVERIFY(kinds.contains(TailReachedStep)); // the chase found a way to the real tail
    // Not the food path's first move (west), but north: away from the food, first in line.
    QCOMPARE(move, Direction::North);
    QCOMPARE(game.move(move).state, SnakeState::Playing);
}

void TestSnakeAi::seedKeepsItsDirectionWhenTrapped()
{
    // The head has gone south into a pocket; only the way it came is open, and that is body.
    SnakeRules rules;
    rules.board = board({
        QStringLiteral("#####"),
        QStringLiteral("#...#"),
        QStringLiteral("##.##"),
        QStringLiteral("#####"),
    });
    rules.startBody = {{2, 2}, {2, 1}, {1, 1}};
    rules.startDirection = Direction::South;
    SnakeGame game(rules, 1);
    QCOMPARE(game.food(), game.index({3, 1}));
    ShadowSnakeAi<NullRecorder> ai;
    QCOMPARE(decide(game, ai), Direction::South);
}

void TestSnakeAi::greedyRefusesATrap()
{
    // The same shaft: greedy does not go down it either, and does not die.
    SnakeRules rules;
    rules.board = board({
        QStringLiteral("#########"),
        QStringLiteral("#.......#"),
        QStringLiteral("#.......#"),
        QStringLiteral("###.#####"),
        QStringLiteral("###.#####"),
        QStringLiteral("#########"),
    });
    rules.startBody = {{3, 2}, {4, 2}, {5, 2}, {6, 2}, {7, 2}};
    rules.startDirection = Direction::West;
    SnakeGame game(rules, 1);
    QVERIFY(game.setFood({3, 4}));
    GreedySnakeAi<NullRecorder> ai;
    const Direction move = decide(game, ai);
    QVERIFY(move != Direction::South);
    QVERIFY(game.isSafe(move));
}

void TestSnakeAi::greedyKeepsMovesToSpare_data()
{
    QTest::addColumn<bool>("room");
    QTest::addColumn<bool>("eats");
    // Without the room, the two cells the shadow leaves free are all the food can take, so
    // no meal can hold its tail long: safe. With it, a next meal may land on the way back, and
    // a tail held a move then is one the head runs into under the strict rule: not safe.
    QTest::newRow("ring") << false << true;
    QTest::newRow("ring and room") << true << false;
}

void TestSnakeAi::greedyKeepsMovesToSpare()
{
    QFETCH(bool, room);
    QFETCH(bool, eats);
    SnakeRules rules;
    rules.board = board({
        QStringLiteral("#########"),
        QStringLiteral("#.......#"),
        room ? QStringLiteral("#....##.#") : QStringLiteral("#.#####.#"),
        QStringLiteral("#.#####.#"),
        QStringLiteral("#.......#"),
        QStringLiteral("#########"),
    });
    // Round the ring from the head on the top row, three cells short of closing it.
    rules.startBody = {{5, 1}, {4, 1}, {3, 1}, {2, 1}, {1, 1}, {1, 2}, {1, 3}, {1, 4},
                       {2, 4}, {3, 4}, {4, 4}, {5, 4}, {6, 4}, {7, 4}, {7, 3}};
    rules.startDirection = Direction::East;
    rules.headMayEnterLeavingTail = false;
    QCOMPARE(rules.error(), QString());
    SnakeGame game(rules, 1);
    QVERIFY(game.setFood({6, 1}));

    const TracedDecision decision = decideTraced<GreedySnakeAi>(game, u"snake-greedy");
    // East is the only move either way; the trace says whether it is a meal judged safe.
    QCOMPARE(decision.move, Direction::East);
    bool reached = false;
    bool lost = false;
    bool ate = false;
    for (const Step &step : decision.trace.steps) {
        reached |= step.kind == TailReachedStep && step.line == GreedySnakeAi<Recorder>::ShadowLine;
        lost |= step.kind == TailLostStep;
        ate |= step.kind == DecideStep && step.line == GreedySnakeAi<Recorder>::EatLine;
    }
    QCOMPARE(reached, eats);
    QCOMPARE(lost, !eats);
    QCOMPARE(ate, eats);
}

void TestSnakeAi::stepOverGoesMoveByMove_data()
{
    QTest::addColumn<QString>("ai");
    for (const QString &ai : {QStringLiteral("seed-000"), QStringLiteral("greedy")})
        QTest::newRow(ai.toUtf8().constData()) << ai;
}

void TestSnakeAi::stepOverGoesMoveByMove()
{
    QFETCH(QString, ai);
    Scenario scenario;
    scenario.board = SnakeRules::walledArea(6, 6, 1, false).board;
    scenario.algorithm = QStringLiteral("snake-") + ai;
    scenario.start = CellPos{3, 1};
    scenario.seed = 7;
    scenario.parameters = {{QStringLiteral("start-length"), 3}};
    Trace trace;
    const RunOutcome outcome = Catalogue::run(scenario, &trace);
    QCOMPARE(outcome.error, QString());
    QCOMPARE(trace.validate(), QString());
    QVERIFY(int(outcome.cost) >= 3);

    Cursor cursor(trace);
    QCOMPARE(int(trace.steps.front().depth), 0);
    QCOMPARE(int(trace.steps.front().kind), int(ThinkStep));
    // Step into the first move: the search that decides it.
    QVERIFY(cursor.stepInto());
    QCOMPARE(int(trace.steps[std::size_t(cursor.position())].depth), 1);
    QCOMPARE(int(trace.steps[std::size_t(cursor.position())].kind), int(ExpandStep));

    // Step over, move after move: from the start the first move comes on screen, and each
    // step over shows the next move with the snake one move on, up to the game's end.
    cursor.toStart();
    QVERIFY(cursor.stepOver());
    int moves = 0;
    while (trace.steps[std::size_t(cursor.position() - 1)].kind == ThinkStep) {
        QCOMPARE(int(trace.steps[std::size_t(cursor.position() - 1)].depth), 0);
        QCOMPARE(cursor.scene().counter(MovesCounter), moves);
        const std::uint32_t head = cursor.scene().sequence(BodySequence).front();
        QCOMPARE(cursor.scene().mark(int(head)), Mark::Head);
        QVERIFY(cursor.stepOver());
        ++moves;
    }
    QCOMPARE(cursor.position(), trace.stepCount());
    QCOMPARE(moves, int(outcome.expansions));
    // The last step says how the game ended.
    const int lastKind = trace.steps.back().kind;
    QVERIFY(lastKind == WonStep || lastKind == DiedStep || lastKind == StuckStep);
    QCOMPARE(lastKind == WonStep, outcome.found);
    // No search marks are left at the end: only the snake and the food.
    cursor.toEnd();
    for (int cell = 0; cell < scenario.board.cellCount(); ++cell) {
        const Mark mark = cursor.scene().mark(cell);
        QVERIFY(mark == Mark::None || mark == Mark::Head || mark == Mark::Body || mark == Mark::Food);
    }
}

// File > Examples > Snake Drawn by Hand, stepped into one step at a time: every step has a
// status, and a move without food says where the head went and how long the snake is.
void TestSnakeAi::everyStepOfTheDrawnSnakeHasAStatus()
{
    QString error;
    const std::optional<Scenario> scenario =
        loadScenario(QStringLiteral(GRIDTRACE_TEST_DATA "/../../resources/examples/snake-drawn.json"), &error);
    QVERIFY2(scenario, qPrintable(error));
    Trace trace;
    const RunOutcome outcome = Catalogue::run(*scenario, &trace);
    QCOMPARE(outcome.error, QString());
    Cursor cursor(trace);
    int moves = 0;
    while (cursor.stepInto()) {
        const Step &step = trace.steps[std::size_t(cursor.position() - 1)];
        const Scene &scene = cursor.scene();
        const QString status = displayStatus(trace.tables.strings.value(scene.status()));
        QVERIFY2(!status.isEmpty(), qPrintable(QStringLiteral("step %1 has no status").arg(cursor.position())));
        if (step.kind != MoveStep)
            continue;
        ++moves;
        // The move sits inside its decision, which step over goes from and to.
        QCOMPARE(int(step.depth), 1);
        const int head = int(scene.sequence(BodySequence).front());
        const CellPos at{head % scene.width(), head / scene.width()};
        QCOMPARE(status, QStringLiteral("move %1: the head goes to (%2,%3), length %4")
                             .arg(scene.counter(MovesCounter)).arg(at.x).arg(at.y).arg(scene.counter(LengthCounter)));
    }
    QVERIFY(moves > 10);
}

void TestSnakeAi::catalogueChecksTheSnake()
{
    Scenario scenario;
    scenario.board = SnakeRules::walledArea(6, 6, 1, false).board;
    scenario.algorithm = QStringLiteral("snake-greedy");
    // A 3 x 1 pocket cannot hold a snake of four.
    scenario.board = Grid(5, 3, Grid::Wall);
    for (int x = 1; x <= 3; ++x)
        scenario.board.setWeight({x, 1}, Grid::MinWeight);
    scenario.start = CellPos{3, 1};
    scenario.parameters = {{QStringLiteral("start-length"), 4}};
    QVERIFY(Catalogue::run(scenario).error.contains(QStringLiteral("4")));
    // Three fit, heading east, away from the neck.
    scenario.parameters = {{QStringLiteral("start-length"), 3}};
    Trace trace;
    const RunOutcome outcome = Catalogue::run(scenario, &trace);
    QCOMPARE(outcome.error, QString());
    QVERIFY(outcome.found); // the snake already fills its pocket
    QCOMPARE(trace.initial.sequence(BodySequence).size(), std::size_t(3));
}

QTEST_GUILESS_MAIN(TestSnakeAi)
#include "tst_snakeai.moc"
