// The Hamiltonian-cycle snake of seed 001: the cycle it builds is a real one on every board and
// snake tried, its construction can be watched growing without ever breaking, the safe rules
// never lose, and boards with no cycle are explained.

#include "catalogue/catalogue.h"
#include "snake/hamiltonsnakeai.h"
#include "snake/snakealgorithms.h"
#include "snake/snakeplay.h"
#include "trace/cursor.h"
#include "trace/scene.h"
#include "trace/trace.h"

#include "maze/mazerandom.h"

#include <QTest>

#include <functional>
#include <set>

using namespace gridtrace;

namespace {

// The cycle checked from scratch: from the head, every free cell once, each step to a
// neighbour, and back to the head.
QString cycleProblem(const HamiltonCycle &cycle, const SnakeGame &game)
{
    const int free = game.freeCellCount();
    std::set<int> seen;
    int cell = game.head();
    for (int i = 0; i < free; ++i) {
        if (cell < 0 || game.isWall(cell))
            return QStringLiteral("the cycle enters a wall or leaves the board after %1 cells").arg(i);
        if (!seen.insert(cell).second)
            return QStringLiteral("the cycle visits cell %1 twice").arg(cell);
        const int next = cycle.next(cell);
        const CellPos a = game.pos(cell);
        const CellPos b = game.pos(next);
        if (std::abs(a.x - b.x) + std::abs(a.y - b.y) != 1)
            return QStringLiteral("(%1,%2) -> (%3,%4) is not a step").arg(a.x).arg(a.y).arg(b.x).arg(b.y);
        cell = next;
    }
    if (cell != game.head())
        return QStringLiteral("the cycle does not close after %1 cells").arg(free);
    // The snake lies on it tail to head, so following it never meets the body.
    const auto &body = game.body();
    for (std::size_t i = body.size() - 1; i > 0; --i) {
        if (cycle.next(body[i]) != body[i - 1])
            return QStringLiteral("the body is not a stretch of the cycle");
    }
    return {};
}

// A snake of the given length laid by a seeded random walk from a random free cell, head
// first; shorter when the walk runs into itself.
SnakeRules randomSnake(int width, int height, int length, quint64 seed)
{
    SnakeRules rules = SnakeRules::walledArea(width, height, 1, false);
    MazeRandom random(seed);
    const Grid &board = rules.board;
    CellPos cell{1 + int(random.below(width)), 1 + int(random.below(height))};
    std::vector<CellPos> body{cell};
    while (int(body.size()) < length) {
        std::vector<CellPos> options;
        for (const Direction d : orthogonalDirections) {
            const CellPos next = step(body.back(), d);
            if (board.isPassable(next) && std::find(body.begin(), body.end(), next) == body.end())
                options.push_back(next);
        }
        if (options.empty())
            break;
        body.push_back(options[std::size_t(random.below(int(options.size())))]);
    }
    rules.startBody = body;
    rules.startDirection = body.size() > 1 ? directionBetween(body[1], body[0]) : Direction::East;
    return rules;
}

// Whether any Hamiltonian cycle carries the snake, by trying every path: for small boards.
bool cycleExists(const SnakeGame &game)
{
    const int cells = game.cellCount();
    const auto &body = game.body();
    std::vector<char> used(std::size_t(cells), 0);
    int left = 0;
    for (int cell = 0; cell < cells; ++cell)
        left += !game.isWall(cell);
    for (std::size_t i = 0; i + 1 < body.size(); ++i) {
        used[std::size_t(body[i])] = 1;
        --left;
    }
    const bool single = body.size() == 1;
    const auto touches = [&](int a, int b) {
        const CellPos p = game.pos(a);
        const CellPos q = game.pos(b);
        return std::abs(p.x - q.x) + std::abs(p.y - q.y) == 1;
    };
    std::function<bool(int)> walk = [&](int at) {
        if (left == 0)
            return single ? touches(at, game.head()) : at == game.tail();
        if (!single && at == game.tail())
            return false;
        for (const Direction d : orthogonalDirections) {
            const int next = game.neighbour(at, d);
            if (next < 0 || game.isWall(next) || used[std::size_t(next)])
                continue;
            used[std::size_t(next)] = 1;
            --left;
            const bool found = walk(next);
            used[std::size_t(next)] = 0;
            ++left;
            if (found)
                return true;
        }
        return false;
    };
    return walk(game.head());
}

struct Built
{
    HamiltonCycle cycle;
    QStringList notes;
};

Built buildCycle(const SnakeGame &game)
{
    NullRecorder recorder;
    SnakeTracer<NullRecorder> tracer(recorder, game);
    HamiltonFollowAi<NullRecorder> ai;
    ai.decide(tracer);
    return {ai.cycle(), ai.notes()};
}

} // namespace

class TestHamilton : public QObject
{
    Q_OBJECT

private slots:
    void cycleCoversEveryFreeCell_data();
    void cycleCoversEveryFreeCell();
    void extensionsNeverBreakThePath();
    void oddBoardsAreExplained();
    void safeRulesNeverLose_data();
    void safeRulesNeverLose();
    void seedRuleIsMeasured();
    void shortcutsAreTraced();
    void shortcutsSaveMoves();
    void adaptiveCycleIsAlwaysShown();
    void adaptiveSavesMoves();
};

void TestHamilton::cycleCoversEveryFreeCell_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::newRow("4x4") << 4 << 4;
    QTest::newRow("6x6") << 6 << 6;
    QTest::newRow("8x8") << 8 << 8;
    QTest::newRow("6x9") << 6 << 9;
    QTest::newRow("9x6") << 9 << 6;
    QTest::newRow("12x10") << 12 << 10;
    QTest::newRow("20x20") << 20 << 20;
}

void TestHamilton::cycleCoversEveryFreeCell()
{
    QFETCH(int, width);
    QFETCH(int, height);
    int source = 0;
    int zigzag = 0;
    int none = 0;
    for (quint64 seed = 1; seed <= 60; ++seed) {
        const int length = 1 + int(seed % 7);
        const SnakeRules rules = randomSnake(width, height, length, seed * 7919 + quint64(width));
        QVERIFY2(rules.error().isEmpty(), qPrintable(rules.error()));
        SnakeGame game(rules, seed);
        const Built built = buildCycle(game);
        if (built.cycle.isEmpty()) {
            // Only a snake no cycle carries goes without, and then it says so; on boards
            // small enough, trying every path is the proof.
            QVERIFY(!built.notes.isEmpty());
            if (width * height <= 36)
                QVERIFY2(!cycleExists(game), qPrintable(QStringLiteral("seed %1: a cycle exists").arg(seed)));
            ++none;
            continue;
        }
        const QString problem = cycleProblem(built.cycle, game);
        QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(problem)));
        ++(built.notes.isEmpty() ? source : zigzag);
    }
    // The straight snake of the benchmark always gets a cycle.
    SnakeGame straight(SnakeRules::walledArea(width, height, std::min(4, width), false), 1);
    const Built built = buildCycle(straight);
    QVERIFY(!built.cycle.isEmpty());
    QCOMPARE(cycleProblem(built.cycle, straight), QString());
    qInfo("%dx%d: the source's construction made %d of 60 cycles, a fallback %d, none exists %d",
          width, height, source, zigzag, none);
    QVERIFY(source > 0);
}

void TestHamilton::extensionsNeverBreakThePath()
{
    Scenario scenario;
    scenario.board = SnakeRules::walledArea(8, 6, 3, false).board;
    scenario.snake = {{3, 2}, {3, 3}, {2, 3}};
    scenario.start = scenario.snake.front();
    scenario.food = CellPos{6, 5};
    scenario.algorithm = QStringLiteral("snake-hamilton-follow");
    scenario.parameters.insert(QStringLiteral("step-limit"), 1);
    QCOMPARE(Catalogue::prepare(scenario), QString());
    Trace trace;
    const RunOutcome outcome = Catalogue::run(scenario, &trace);
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));

    const Grid &board = scenario.board;
    const int head = board.index({3, 2});
    const int tail = board.index({2, 3});
    Cursor cursor(trace);
    int extensions = 0;
    std::size_t lastLength = 0;
    bool closed = false;
    while (cursor.stepInto()) {
        const Step &step = trace.steps[std::size_t(cursor.position()) - 1];
        const auto &path = cursor.scene().sequence(PathSequence);
        if (step.kind == PathFoundStep)
            lastLength = path.size();
        if (step.kind == CycleStep)
            closed = true;
        if (step.kind != ExtendStep)
            continue;
        ++extensions;
        // Two cells longer each time, still a simple path from head to tail.
        QCOMPARE(path.size(), lastLength + 2);
        lastLength = path.size();
        QCOMPARE(int(path.front()), head);
        QCOMPARE(int(path.back()), tail);
        std::set<int> cells(path.begin(), path.end());
        QCOMPARE(cells.size(), path.size());
        for (std::size_t i = 1; i < path.size(); ++i) {
            const CellPos a = board.pos(int(path[i - 1]));
            const CellPos b = board.pos(int(path[i]));
            QCOMPARE(std::abs(a.x - b.x) + std::abs(a.y - b.y), 1);
        }
        // The two new cells are the highlighted ones.
        int highlighted = 0;
        for (int cell = 0; cell < board.cellCount(); ++cell)
            highlighted += cursor.scene().mark(cell) == Mark::Highlight;
        QCOMPARE(highlighted, 2);
    }
    QVERIFY(extensions > 5);
    // The search runs from the head to the tail, and its steps and path say so.
    const AlgorithmInfo *info = Catalogue::find(trace.header.algorithm);
    QVERIFY(info);
    QCOMPARE(trace.tables.stepKinds.value(PathFoundStep), QString::fromLatin1(info->stepKinds[PathFoundStep].id));
    QCOMPARE(QString::fromUtf8(info->stepKinds[PathFoundStep].name), QStringLiteral("Path from the head to the tail found"));
    QCOMPARE(QString::fromUtf8(info->stepKinds[NoPathStep].name), QStringLiteral("No path from the head to the tail"));
    QCOMPARE(QString::fromUtf8(info->sequences[PathSequence].name), QStringLiteral("Path from the head to the tail"));
    if (outcome.notes.isEmpty()) {
        QVERIFY(closed);
        // The path covered every free cell but the body's middle.
        QCOMPARE(int(lastLength), 8 * 6 - 3 + 2);
    }
}

void TestHamilton::oddBoardsAreExplained()
{
    Scenario scenario;
    scenario.board = SnakeRules::walledArea(7, 7, 3, false).board;
    scenario.start = CellPos{3, 1};
    scenario.algorithm = QStringLiteral("snake-hamilton-safe");
    scenario.parameters.insert(QStringLiteral("step-limit"), 50);
    QCOMPARE(Catalogue::prepare(scenario), QString());
    const RunOutcome outcome = Catalogue::run(scenario);
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    QCOMPARE(outcome.notes.size(), 1);
    const QString why = outcome.notes.first();
    QVERIFY2(why.contains(QStringLiteral("25 light and 24 dark")), qPrintable(why));
    QVERIFY2(why.contains(QStringLiteral("6 x 7")) && why.contains(QStringLiteral("8 x 7"))
                 && why.contains(QStringLiteral("7 x 8")), qPrintable(why));

    // A dead end rules a cycle out too.
    Grid board = SnakeRules::walledArea(6, 6, 1, false).board;
    board.setWall({2, 1});
    QVERIFY(HamiltonCycle::obstacle(board).contains(QStringLiteral("(1,1)")));
    QVERIFY(HamiltonCycle::obstacle(SnakeRules::walledArea(6, 6, 1, false).board).isEmpty());
}

void TestHamilton::safeRulesNeverLose_data()
{
    QTest::addColumn<QString>("ai");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("games");
    QTest::addColumn<bool>("strict");
    for (const char *ai : {"hamilton-follow", "hamilton-safe"}) {
        QTest::addRow("%s 8x8", ai) << QString::fromLatin1(ai) << 8 << 8 << 10000 << false;
        QTest::addRow("%s 16x16", ai) << QString::fromLatin1(ai) << 16 << 16 << 200 << false;
    }
    QTest::addRow("hamilton-follow 8x8 strict") << QStringLiteral("hamilton-follow") << 8 << 8 << 2000 << true;
    QTest::addRow("hamilton-safe 8x8 strict") << QStringLiteral("hamilton-safe") << 8 << 8 << 10000 << true;
    QTest::addRow("hamilton-adaptive 8x8 strict") << QStringLiteral("hamilton-adaptive") << 8 << 8 << 10000 << true;
    QTest::addRow("hamilton-adaptive 16x16") << QStringLiteral("hamilton-adaptive") << 16 << 16 << 200 << false;
    // An odd side leaves no tree of 2 x 2 blocks: the adaptive snake rebuilds whole cycles.
    QTest::addRow("hamilton-adaptive 8x7 strict") << QStringLiteral("hamilton-adaptive") << 8 << 7 << 2000 << true;
    QTest::addRow("hamilton-adaptive 9x10") << QStringLiteral("hamilton-adaptive") << 9 << 10 << 500 << false;
}

void TestHamilton::safeRulesNeverLose()
{
    QFETCH(QString, ai);
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, games);
    QFETCH(bool, strict);
    const SnakeRules rules = SnakeRules::walledArea(width, height, 4, strict);
    for (int i = 0; i < games; ++i) {
        const auto result = playSnakeGame(ai, rules, quint64(i + 1));
        QVERIFY(result);
        if (result->state != SnakeState::Won)
            QFAIL(qPrintable(QStringLiteral("seed %1: %2 at length %3 after %4 moves")
                                 .arg(i + 1).arg(result->state == SnakeState::Dead ? u"died" : u"stuck")
                                 .arg(result->length).arg(result->steps)));
        QCOMPARE(result->length, width * height);
    }
}

void TestHamilton::seedRuleIsMeasured()
{
    // The post's shortcut climbs the cycle's numbers toward the food, so it too stays behind
    // the tail: under the rule that lets the head follow the tail it never dies; under the
    // strict rule it can eat its way up to its own tail.
    for (const bool strict : {false, true}) {
        const SnakeRules rules = SnakeRules::walledArea(8, 8, 4, strict);
        int wins = 0;
        for (int i = 0; i < 1000; ++i)
            wins += playSnakeGame(u"hamilton-seed", rules, quint64(i + 1))->state == SnakeState::Won;
        qInfo("hamilton-seed, 8x8, %s: %d of 1000 games won", strict ? "strict-tail" : "follow", wins);
        if (!strict)
            QCOMPARE(wins, 1000);
        else
            QVERIFY(wins > 500);
    }
}

void TestHamilton::shortcutsAreTraced()
{
    Scenario scenario;
    scenario.board = SnakeRules::walledArea(8, 8, 4, false).board;
    scenario.start = CellPos{4, 1};
    scenario.food = CellPos{4, 6};
    scenario.algorithm = QStringLiteral("snake-hamilton-safe");
    scenario.parameters.insert(QStringLiteral("step-limit"), 20);
    QCOMPARE(Catalogue::prepare(scenario), QString());
    Trace trace;
    const RunOutcome outcome = Catalogue::run(scenario, &trace);
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));

    // Every move is one depth-0 step; the weighing of shortcuts is nested inside it.
    int moves = 0;
    int considered = 0;
    int shortcuts = 0;
    for (const Step &step : trace.steps) {
        moves += step.depth == 0 && step.kind == ThinkStep;
        considered += step.kind == ConsiderStep;
        shortcuts += step.kind == ShortcutStep;
        if (step.kind == ConsiderStep || step.kind == ShortcutStep || step.kind == FollowStep)
            QCOMPARE(int(step.depth), 1);
    }
    QCOMPARE(moves, 20);
    QVERIFY(considered >= 20);
    QVERIFY(shortcuts > 0); // the food lies across the cycle's folds

    // The cycle is in the trace, and while a move is decided the cells carry their place on
    // it counted from the tail, as in the post: the tail 1, the cell after it 2, the head's
    // next cell one more than the head.
    int decision = 0;
    for (int i = 0; i < trace.stepCount(); ++i) {
        if (trace.steps[std::size_t(i)].kind == FollowStep || trace.steps[std::size_t(i)].kind == ShortcutStep)
            decision = i + 1;
    }
    Cursor cursor(trace);
    cursor.seek(decision);
    const Scene &scene = cursor.scene();
    const auto &cycle = scene.sequence(CycleSequence);
    QCOMPARE(int(cycle.size()), 64);
    const auto &body = scene.sequence(BodySequence);
    QCOMPARE(scene.label(OrderLabel, int(body.back())), 1.0f);
    const auto at = std::find(cycle.begin(), cycle.end(), body.back());
    QVERIFY(at != cycle.end());
    const std::uint32_t after = at + 1 == cycle.end() ? cycle.front() : *(at + 1);
    QCOMPARE(scene.label(OrderLabel, int(after)), 2.0f);
}

void TestHamilton::shortcutsSaveMoves()
{
    const SnakeRules rules = SnakeRules::walledArea(8, 8, 4, false);
    qint64 follow = 0;
    qint64 safe = 0;
    for (int i = 1; i <= 50; ++i) {
        follow += playSnakeGame(u"hamilton-follow", rules, quint64(i))->steps;
        safe += playSnakeGame(u"hamilton-safe", rules, quint64(i))->steps;
    }
    qInfo("mean moves to fill 8x8: follow %lld, safe %lld", follow / 50, safe / 50);
    QVERIFY(safe < follow);
}

void TestHamilton::adaptiveCycleIsAlwaysShown()
{
    // The adaptive snake reroutes its cycle as it goes; at every move the cycle in the trace
    // is a whole one, carries the snake, and the move is its next cell.
    Scenario scenario;
    scenario.board = SnakeRules::walledArea(8, 8, 4, false).board;
    scenario.start = CellPos{4, 1};
    scenario.algorithm = QStringLiteral("snake-hamilton-adaptive");
    scenario.parameters.insert(QStringLiteral("step-limit"), 200);
    QCOMPARE(Catalogue::prepare(scenario), QString());
    Trace trace;
    const RunOutcome outcome = Catalogue::run(scenario, &trace);
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    Cursor cursor(trace);
    int follows = 0;
    int reroutes = 0;
    for (int i = 0; i < trace.stepCount(); ++i) {
        const Step &step = trace.steps[std::size_t(i)];
        reroutes += step.kind == CycleStep;
        if (step.kind != FollowStep)
            continue;
        ++follows;
        cursor.seek(i + 1);
        const Scene &scene = cursor.scene();
        const auto &cycle = scene.sequence(CycleSequence);
        QCOMPARE(int(cycle.size()), 64);
        std::set<std::uint32_t> cells(cycle.begin(), cycle.end());
        QCOMPARE(int(cells.size()), 64);
        std::vector<int> next(std::size_t(scenario.board.cellCount()), -1);
        for (std::size_t c = 0; c < cycle.size(); ++c) {
            const int from = int(cycle[c]);
            const int to = int(cycle[(c + 1) % cycle.size()]);
            const CellPos a = scenario.board.pos(from);
            const CellPos b = scenario.board.pos(to);
            QCOMPARE(std::abs(a.x - b.x) + std::abs(a.y - b.y), 1);
            next[std::size_t(from)] = to;
        }
        const auto &body = scene.sequence(BodySequence);
        for (std::size_t b = body.size() - 1; b > 0; --b)
            QCOMPARE(next[body[b]], int(body[b - 1]));
        QCOMPARE(int(step.cell), next[body.front()]);
    }
    QCOMPARE(follows, 200);
    QVERIFY(reroutes > 10);
}

void TestHamilton::adaptiveSavesMoves()
{
    const SnakeRules rules = SnakeRules::walledArea(16, 16, 4, false);
    qint64 safe = 0;
    qint64 adaptive = 0;
    for (int i = 1; i <= 20; ++i) {
        safe += playSnakeGame(u"hamilton-safe", rules, quint64(i))->steps;
        adaptive += playSnakeGame(u"hamilton-adaptive", rules, quint64(i))->steps;
    }
    qInfo("mean moves to fill 16x16: safe %lld, adaptive %lld", safe / 20, adaptive / 20);
    QVERIFY(adaptive * 4 < safe * 3);
}

QTEST_GUILESS_MAIN(TestHamilton)
#include "tst_hamilton.moc"
