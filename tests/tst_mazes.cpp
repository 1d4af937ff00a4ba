// What a lecturer relies on when generating a board: the mazes are perfect and walled in,
// recursive division and the endpoints stay connected, random obstacles match the density,
// everything is reproducible from the seed, and the trace ends on exactly the board returned.

#include "catalogue/catalogue.h"
#include "grid/boardtext.h"
#include "maze/mazerandom.h"
#include "trace/trace.h"

#include <QTest>

#include <random>

using namespace gridtrace;

namespace {

const QStringList mazeIds{QStringLiteral("maze-backtracker"), QStringLiteral("maze-prim"),
                          QStringLiteral("maze-division")};

Scenario makeScenario(const QString &algorithm, int width, int height, quint64 seed,
                      const QVariantMap &parameters = {})
{
    Scenario scenario;
    // A board with content, to see that the generators replace it rather than build on it.
    scenario.board = Grid(width, height, 5);
    scenario.algorithm = algorithm;
    scenario.seed = seed;
    scenario.parameters = parameters;
    return scenario;
}

// Runs through the catalogue like the GUI and the CLI do; fails the test on any error.
Grid generate(const Scenario &scenario, Trace *trace = nullptr)
{
    const RunOutcome outcome = Catalogue::run(scenario, trace);
    if (!outcome.error.isEmpty())
        qWarning() << "run failed:" << outcome.error;
    if (!outcome.error.isEmpty() || !outcome.found || !outcome.board)
        return {};
    return *outcome.board;
}

struct PassageGraph
{
    int cells = 0;      // passage cells
    int edges = 0;      // pairs of orthogonally adjacent passage cells
    int components = 0; // connected pieces
};

PassageGraph passageGraph(const Grid &board)
{
    PassageGraph graph;
    std::vector<char> seen(std::size_t(board.cellCount()), 0);
    std::vector<CellPos> queue;
    for (int i = 0; i < board.cellCount(); ++i) {
        const CellPos p = board.pos(i);
        if (!board.isPassable(p))
            continue;
        ++graph.cells;
        graph.edges += board.isPassable({p.x + 1, p.y}) ? 1 : 0;
        graph.edges += board.isPassable({p.x, p.y + 1}) ? 1 : 0;
        if (seen[std::size_t(i)])
            continue;
        ++graph.components;
        seen[std::size_t(i)] = 1;
        queue.assign(1, p);
        while (!queue.empty()) {
            const CellPos c = queue.back();
            queue.pop_back();
            const CellPos around[4] = {{c.x + 1, c.y}, {c.x - 1, c.y}, {c.x, c.y + 1}, {c.x, c.y - 1}};
            for (CellPos q : around) {
                if (board.isPassable(q) && !seen[std::size_t(board.index(q))]) {
                    seen[std::size_t(board.index(q))] = 1;
                    queue.push_back(q);
                }
            }
        }
    }
    return graph;
}

// One way between any two passage cells: connected, and a tree.
bool isPerfect(const Grid &board)
{
    const PassageGraph graph = passageGraph(board);
    return graph.components == 1 && graph.edges == graph.cells - 1;
}

bool borderIsWall(const Grid &board)
{
    for (int x = 0; x < board.width(); ++x) {
        if (!board.isWall({x, 0}) || !board.isWall({x, board.height() - 1}))
            return false;
    }
    for (int y = 0; y < board.height(); ++y) {
        if (!board.isWall({0, y}) || !board.isWall({board.width() - 1, y}))
            return false;
    }
    return true;
}

// Rooms on odd coordinates open, wall crossings closed, everything weight 1 or wall.
bool isOnLattice(const Grid &board)
{
    const int lastX = board.width() % 2 ? board.width() - 2 : board.width() - 3;
    const int lastY = board.height() % 2 ? board.height() - 2 : board.height() - 3;
    for (int i = 0; i < board.cellCount(); ++i) {
        const CellPos p = board.pos(i);
        const std::uint8_t w = board.weight(p);
        if (w != Grid::Wall && w != Grid::MinWeight)
            return false;
        const bool inside = p.x >= 1 && p.y >= 1 && p.x <= lastX && p.y <= lastY;
        const bool room = inside && p.x % 2 == 1 && p.y % 2 == 1;
        const bool crossing = p.x % 2 == 0 && p.y % 2 == 0;
        if ((room && w == Grid::Wall) || (crossing && w != Grid::Wall) || (!inside && w != Grid::Wall))
            return false;
    }
    return true;
}

Scene lastScene(const Trace &trace)
{
    Scene scene = trace.initial;
    for (const Change &change : trace.changes)
        scene.apply(change);
    return scene;
}

int countSteps(const Trace &trace, const char *kind)
{
    const int index = int(trace.tables.stepKinds.indexOf(QString::fromLatin1(kind)));
    int count = 0;
    for (const Step &step : trace.steps)
        count += step.kind == index ? 1 : 0;
    return count;
}

bool setsMark(const Trace &trace, Mark mark)
{
    for (const Change &change : trace.changes) {
        if (change.op() == ChangeOp::SetCell && change.slot() == int(CellLayer::Mark)
            && change.after == std::uint32_t(mark))
            return true;
    }
    return false;
}

} // namespace

class TestMazes : public QObject
{
    Q_OBJECT

private slots:
    void catalogueEntries();
    void randomSequenceIsTheStandards();
    void randomBelowIsUniform();

    void perfectMazes_data();
    void perfectMazes();
    void tinyAndEvenBoards_data();
    void tinyAndEvenBoards();
    void endpointsJoinThePerfectMaze_data();
    void endpointsJoinThePerfectMaze();
    void endpointsOnTinyBoards();
    void mazeStartsAtTheStart();

    void obstacleDensity_data();
    void obstacleDensity();
    void obstacleExtremes();
    void obstacleWeights();
    void obstacleEndpointsChangeOnlyThemselves();
    void largestBoardObstacles();
    void largeMazes();

    void sameSeedSameTrace_data();
    void sameSeedSameTrace();
    void tracedEqualsUntraced_data();
    void tracedEqualsUntraced();
    void lastSceneIsTheBoard_data();
    void lastSceneIsTheBoard();
    void tracesTellTheStory();
    void cancelStopsTheRun();
};

void TestMazes::catalogueEntries()
{
    for (const QString &id : mazeIds + QStringList{QStringLiteral("random-obstacles")}) {
        const AlgorithmInfo *info = Catalogue::find(id);
        QVERIFY2(info, qPrintable(id));
        QCOMPARE(info->family, Family::Maze);
        QVERIFY(!info->needsStart);
        QVERIFY(!info->needsGoal);
        QVERIFY(info->name && info->summary && info->run);
        QVERIFY(!info->pseudoCode.isEmpty());
        QVERIFY(!info->stepKinds.isEmpty());
        QVERIFY(info->stepKindIndex("done") >= 0);

        // Every step of a real trace points at a pseudo-code line the entry has.
        Scenario scenario = makeScenario(id, 15, 11, 3);
        scenario.start = CellPos{0, 0};
        scenario.goal = CellPos{14, 10};
        Trace trace;
        QVERIFY(!generate(scenario, &trace).isEmpty());
        QVERIFY(trace.stepCount() > 0);
        for (const Step &step : trace.steps) {
            QVERIFY(step.line <= info->pseudoCode.size());
            QVERIFY(step.kind < info->stepKinds.size());
        }
    }
    const AlgorithmInfo *obstacles = Catalogue::find(u"random-obstacles");
    QVERIFY(obstacles->parameter(QStringLiteral("density")));
    QVERIFY(obstacles->parameter(QStringLiteral("weighted")));

    // Out of range is the user's mistake, reported, not a crash.
    Scenario wrong = makeScenario(QStringLiteral("random-obstacles"), 10, 10, 1,
                                  {{QStringLiteral("density"), 1.5}});
    QVERIFY(!Catalogue::run(wrong).error.isEmpty());
}

void TestMazes::randomSequenceIsTheStandards()
{
    // The standard fixes the 10000th output of a default-seeded std::mt19937_64
    // ([rand.predef]); the boards are only as portable as this sequence.
    MazeRandom random(5489u);
    std::uint64_t value = 0;
    for (int i = 0; i < 10000; ++i)
        value = random.next();
    QCOMPARE(value, std::uint64_t(9981545732273789042ull));
}

void TestMazes::randomBelowIsUniform()
{
    MazeRandom random(42);
    constexpr int bound = 7;
    constexpr int draws = 70000;
    int counts[bound] = {};
    for (int i = 0; i < draws; ++i) {
        const int value = random.below(bound);
        QVERIFY(value >= 0 && value < bound);
        ++counts[value];
    }
    for (int count : counts)
        QVERIFY2(std::abs(count - draws / bound) < 500, qPrintable(QString::number(count)));
    for (int i = 0; i < 1000; ++i) {
        QCOMPARE(random.below(1), 0);
        const double u = random.unit();
        QVERIFY(u >= 0.0 && u < 1.0);
    }
    QVERIFY(!random.chance(0.0));
    QVERIFY(random.chance(1.0));
}

void TestMazes::perfectMazes_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<quint64>("seed");
    for (const QString &id : mazeIds) {
        const QByteArray name = id.toLatin1();
        QTest::newRow(name + " 3x3") << id << 3 << 3 << quint64(1);
        QTest::newRow(name + " 5x5") << id << 5 << 5 << quint64(2);
        QTest::newRow(name + " 21x21") << id << 21 << 21 << quint64(3);
        QTest::newRow(name + " 31x17") << id << 31 << 17 << quint64(4);
        QTest::newRow(name + " 3x41") << id << 3 << 41 << quint64(5);
        QTest::newRow(name + " 101x61") << id << 101 << 61 << quint64(6);
        QTest::newRow(name + " 20x14 even") << id << 20 << 14 << quint64(7);
        QTest::newRow(name + " 64x33 even") << id << 64 << 33 << quint64(8);
    }
}

void TestMazes::perfectMazes()
{
    QFETCH(QString, algorithm);
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(quint64, seed);
    for (quint64 s = seed; s < seed + 5; ++s) {
        const Grid board = generate(makeScenario(algorithm, width, height, s));
        QCOMPARE(board.width(), width);
        QCOMPARE(board.height(), height);
        QVERIFY(borderIsWall(board));
        QVERIFY(isOnLattice(board));
        QVERIFY(isPerfect(board));
        // Every room is carved: a spanning tree of (w-1)/2 x (h-1)/2 rooms.
        const int rooms = ((width - 1) / 2) * ((height - 1) / 2);
        QCOMPARE(passageGraph(board).cells, 2 * rooms - 1);
    }
}

void TestMazes::tinyAndEvenBoards_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    const int sizes[][2] = {{1, 1}, {1, 2}, {2, 1}, {2, 2}, {2, 3}, {3, 2}, {3, 3}, {4, 4},
                            {1, 50}, {50, 1}, {2, 50}, {50, 2}, {4, 3}, {6, 9}, {8, 8}};
    for (const auto &size : sizes)
        QTest::addRow("%dx%d", size[0], size[1]) << size[0] << size[1];
}

void TestMazes::tinyAndEvenBoards()
{
    QFETCH(int, width);
    QFETCH(int, height);
    const int rooms = std::max(0, (width - 1) / 2) * std::max(0, (height - 1) / 2);
    for (const QString &id : mazeIds) {
        Trace trace;
        const Grid board = generate(makeScenario(id, width, height, 11), &trace);
        QCOMPARE(board.width(), width);
        QCOMPARE(board.height(), height);
        QVERIFY2(trace.validate().isEmpty(), qPrintable(trace.validate()));
        QVERIFY(borderIsWall(board));
        QVERIFY(isOnLattice(board));
        QCOMPARE(passageGraph(board).cells, rooms == 0 ? 0 : 2 * rooms - 1);
        if (rooms > 0)
            QVERIFY(isPerfect(board));
    }
    for (double density : {0.0, 0.5, 1.0}) {
        const Grid board = generate(makeScenario(QStringLiteral("random-obstacles"), width, height, 11,
                                                 {{QStringLiteral("density"), density}}));
        QCOMPARE(board.width(), width);
        QCOMPARE(board.height(), height);
    }
}

void TestMazes::endpointsJoinThePerfectMaze_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    for (const QString &id : mazeIds) {
        const QByteArray name = id.toLatin1();
        QTest::newRow(name + " 3x9") << id << 3 << 9;
        QTest::newRow(name + " 5x5") << id << 5 << 5;
        QTest::newRow(name + " 7x5") << id << 7 << 5;
        QTest::newRow(name + " 6x11 even") << id << 6 << 11;
        QTest::newRow(name + " 9x9") << id << 9 << 9;
        QTest::newRow(name + " 15x9") << id << 15 << 9;
        QTest::newRow(name + " 24x17 even") << id << 24 << 17;
        QTest::newRow(name + " 41x41") << id << 41 << 41;
    }
}

void TestMazes::endpointsJoinThePerfectMaze()
{
    // Endpoints anywhere: rooms, walls between rooms, wall crossings, the border, corners,
    // the extra wall line of an even side. The test's own generator picks them.
    QFETCH(QString, algorithm);
    QFETCH(int, width);
    QFETCH(int, height);
    std::mt19937 pick(20240611u);
    const auto anywhere = [&] {
        return CellPos{int(pick() % std::uint32_t(width)), int(pick() % std::uint32_t(height))};
    };
    int repaired = 0;
    for (int run = 0; run < 200; ++run) {
        Scenario scenario = makeScenario(algorithm, width, height, quint64(run));
        scenario.start = run == 0 ? CellPos{0, 0} : anywhere();
        scenario.goal = run == 0 ? CellPos{width - 1, height - 1} : anywhere();
        Trace trace;
        const Grid board = generate(scenario, &trace);
        QVERIFY(!board.isEmpty());
        QVERIFY(board.isPassable(*scenario.start));
        QVERIFY(board.isPassable(*scenario.goal));
        const QByteArray where = QStringLiteral("start (%1,%2) goal (%3,%4) seed %5\n")
                                     .arg(scenario.start->x).arg(scenario.start->y)
                                     .arg(scenario.goal->x).arg(scenario.goal->y).arg(run).toLatin1()
            + boardRows(board).join(u'\n').toLatin1();
        QVERIFY2(isPerfect(board), where.constData());
        // Every room is still open.
        for (int y = 1; y < height - 1; y += 2) {
            for (int x = 1; x < width - 1; x += 2)
                QVERIFY2(board.isPassable({x, y}), where.constData());
        }
        // The joining is part of the trace, and the trace still ends on the board.
        QVERIFY2(trace.validate().isEmpty(), qPrintable(trace.validate()));
        const Scene scene = lastScene(trace);
        for (int cell = 0; cell < board.cellCount(); ++cell)
            QCOMPARE(scene.terrain(cell), board.weight(cell));
        repaired += countSteps(trace, "reroute");
        // Same board untraced.
        QCOMPARE(generate(scenario), board);
    }
    // Endpoints on walls between rooms happen often enough that loops had to be cut.
    QVERIFY(repaired > 0);
}

void TestMazes::endpointsOnTinyBoards()
{
    // No rooms at all: the endpoints are still opened, and joined to each other when a
    // corridor can reach.
    for (const QString &id : mazeIds) {
        for (const auto &[w, h] : {std::pair{1, 1}, {2, 2}, {1, 5}, {2, 6}, {6, 2}, {3, 3}, {4, 4}}) {
            Scenario scenario = makeScenario(id, w, h, 9);
            scenario.start = CellPos{0, 0};
            scenario.goal = CellPos{w - 1, h - 1};
            Trace trace;
            const Grid board = generate(scenario, &trace);
            QVERIFY(board.isPassable(*scenario.start));
            QVERIFY(board.isPassable(*scenario.goal));
            QVERIFY(isPerfect(board));
            QVERIFY(trace.validate().isEmpty());
        }
    }
}

void TestMazes::mazeStartsAtTheStart()
{
    // A lecturer who placed a start sees the maze grow from there.
    for (const char *id : {"maze-backtracker", "maze-prim"}) {
        Scenario scenario = makeScenario(QString::fromLatin1(id), 21, 21, 5);
        scenario.start = CellPos{7, 13};
        Trace trace;
        generate(scenario, &trace);
        QVERIFY(trace.stepCount() > 0);
        QCOMPARE(trace.steps.front().kind, std::uint8_t(Catalogue::find(QString::fromLatin1(id))->stepKindIndex("start")));
        QCOMPARE(int(trace.steps.front().cell), trace.header.board.index({7, 13}));
    }
}

void TestMazes::obstacleDensity_data()
{
    QTest::addColumn<double>("density");
    QTest::addColumn<bool>("weighted");
    for (double d : {0.05, 0.2, 0.35, 0.5, 0.8, 0.95}) {
        QTest::addRow("%.2f", d) << d << false;
        QTest::addRow("%.2f weighted", d) << d << true;
    }
}

void TestMazes::obstacleDensity()
{
    QFETCH(double, density);
    QFETCH(bool, weighted);
    for (quint64 seed : {1u, 2u, 3u}) {
        const Grid board = generate(makeScenario(QStringLiteral("random-obstacles"), 200, 200, seed,
                                                 {{QStringLiteral("density"), density},
                                                  {QStringLiteral("weighted"), weighted}}));
        const double share = double(board.wallCount()) / board.cellCount();
        QVERIFY2(std::abs(share - density) < 0.02, qPrintable(QString::number(share)));
    }
}

void TestMazes::obstacleExtremes()
{
    const QString id = QStringLiteral("random-obstacles");
    Grid board = generate(makeScenario(id, 200, 150, 4, {{QStringLiteral("density"), 0.0}}));
    QCOMPARE(board.wallCount(), 0);
    QVERIFY(!board.isWeighted()); // the old board's weights are gone too
    board = generate(makeScenario(id, 200, 150, 4, {{QStringLiteral("density"), 1.0}}));
    QCOMPARE(board.wallCount(), board.cellCount());

    // The endpoints are kept free even when everything else is a wall.
    Scenario scenario = makeScenario(id, 200, 150, 4, {{QStringLiteral("density"), 1.0},
                                                       {QStringLiteral("weighted"), true}});
    scenario.start = CellPos{3, 4};
    scenario.goal = CellPos{199, 149};
    board = generate(scenario);
    QCOMPARE(board.wallCount(), board.cellCount() - 2);
    QCOMPARE(board.weight({3, 4}), Grid::MinWeight);
    QCOMPARE(board.weight({199, 149}), Grid::MinWeight);
}

void TestMazes::obstacleWeights()
{
    const QString id = QStringLiteral("random-obstacles");
    const Grid plain = generate(makeScenario(id, 100, 100, 6, {{QStringLiteral("density"), 0.3}}));
    QVERIFY(!plain.isWeighted());

    const Grid weighted = generate(makeScenario(id, 100, 100, 6, {{QStringLiteral("density"), 0.3},
                                                                  {QStringLiteral("weighted"), true}}));
    int counts[Grid::MaxWeight + 1] = {};
    for (std::uint8_t w : weighted.weights())
        ++counts[w];
    const int free = weighted.cellCount() - weighted.wallCount();
    // About half the free cells heavy, every weight 2..9 used.
    QVERIFY2(std::abs(counts[1] - free / 2) < free / 20, qPrintable(QString::number(counts[1])));
    for (int w = 2; w <= Grid::MaxWeight; ++w)
        QVERIFY2(counts[w] > free / 32, qPrintable(QString::number(w)));
}

void TestMazes::obstacleEndpointsChangeOnlyThemselves()
{
    // Moving an endpoint must not reshuffle the rest of the board.
    Scenario scenario = makeScenario(QStringLiteral("random-obstacles"), 60, 40, 12,
                                     {{QStringLiteral("density"), 0.4}, {QStringLiteral("weighted"), true}});
    const Grid without = generate(scenario);
    scenario.start = CellPos{10, 10};
    scenario.goal = CellPos{50, 30};
    const Grid with = generate(scenario);
    for (int i = 0; i < with.cellCount(); ++i) {
        const CellPos p = with.pos(i);
        if (p == *scenario.start || p == *scenario.goal)
            QCOMPARE(with.weight(p), Grid::MinWeight);
        else
            QCOMPARE(with.weight(p), without.weight(p));
    }
}

void TestMazes::largestBoardObstacles()
{
    Scenario scenario = makeScenario(QStringLiteral("random-obstacles"), Grid::MaxSide, Grid::MaxSide, 77,
                                     {{QStringLiteral("density"), 0.3}, {QStringLiteral("weighted"), true}});
    scenario.start = CellPos{0, 0};
    scenario.goal = CellPos{Grid::MaxSide - 1, Grid::MaxSide - 1};
    const Grid board = generate(scenario);
    QCOMPARE(board.width(), Grid::MaxSide);
    QCOMPARE(board.height(), Grid::MaxSide);
    QVERIFY(std::abs(double(board.wallCount()) / board.cellCount() - 0.3) < 0.005);
    QVERIFY(board.isPassable(*scenario.goal));
}

void TestMazes::largeMazes()
{
    for (const QString &id : mazeIds) {
        Scenario scenario = makeScenario(id, 1025, 769, 3);
        scenario.start = CellPos{0, 0};
        scenario.goal = CellPos{512, 384}; // a wall crossing in the middle
        const Grid board = generate(scenario);
        QVERIFY(board.isPassable(*scenario.goal));
        QVERIFY(isPerfect(board));
    }
}

namespace {
void addEveryGenerator()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QVariantMap>("parameters");
    for (const QString &id : mazeIds)
        QTest::newRow(id.toLatin1()) << id << QVariantMap();
    QTest::newRow("random-obstacles")
        << QStringLiteral("random-obstacles") << QVariantMap{{QStringLiteral("density"), 0.35}};
    QTest::newRow("random-obstacles weighted")
        << QStringLiteral("random-obstacles")
        << QVariantMap{{QStringLiteral("density"), 0.2}, {QStringLiteral("weighted"), true}};
}
} // namespace

void TestMazes::sameSeedSameTrace_data()
{
    addEveryGenerator();
}

void TestMazes::sameSeedSameTrace()
{
    QFETCH(QString, algorithm);
    QFETCH(QVariantMap, parameters);
    Scenario scenario = makeScenario(algorithm, 33, 25, 1234, parameters);
    scenario.start = CellPos{2, 2};
    scenario.goal = CellPos{30, 21};
    Trace first;
    Trace second;
    const Grid a = generate(scenario, &first);
    const Grid b = generate(scenario, &second);
    QVERIFY(!a.isEmpty());
    QCOMPARE(a, b);
    QVERIFY(first == second);

    // Another seed, another board (and the seed alone decides: the old contents do not).
    Scenario other = scenario;
    other.seed = 1235;
    QVERIFY(generate(other) != a);
    Scenario repainted = scenario;
    repainted.board = Grid(33, 25, 1);
    QCOMPARE(generate(repainted), a);
}

void TestMazes::tracedEqualsUntraced_data()
{
    addEveryGenerator();
}

void TestMazes::tracedEqualsUntraced()
{
    QFETCH(QString, algorithm);
    QFETCH(QVariantMap, parameters);
    for (quint64 seed : {0u, 1u, 99u}) {
        const Scenario scenario = makeScenario(algorithm, 40, 27, seed, parameters);
        Trace trace;
        const Grid traced = generate(scenario, &trace);
        const Grid untraced = generate(scenario);
        QVERIFY(!traced.isEmpty());
        QCOMPARE(traced, untraced);
    }
}

void TestMazes::lastSceneIsTheBoard_data()
{
    addEveryGenerator();
}

void TestMazes::lastSceneIsTheBoard()
{
    QFETCH(QString, algorithm);
    QFETCH(QVariantMap, parameters);
    Scenario scenario = makeScenario(algorithm, 35, 22, 8, parameters);
    scenario.start = CellPos{0, 11};
    scenario.goal = CellPos{18, 10};
    Trace trace;
    const Grid board = generate(scenario, &trace);
    QVERIFY(!board.isEmpty());
    QVERIFY2(trace.validate().isEmpty(), qPrintable(trace.validate()));

    const Scene scene = lastScene(trace);
    QCOMPARE(scene.width(), board.width());
    QCOMPARE(scene.height(), board.height());
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        QCOMPARE(scene.terrain(cell), board.weight(cell));
        QCOMPARE(scene.mark(cell), Mark::None);
    }
    for (int sequence = 0; sequence < scene.sequenceCount(); ++sequence)
        QVERIFY(scene.sequence(sequence).empty());
    QCOMPARE(trace.steps.back().kind, std::uint8_t(trace.tables.stepKinds.indexOf(QStringLiteral("done"))));
    QVERIFY(scene.status() != 0);

    // The initial scene is the starting point the pseudo-code's first line describes, not
    // the old board.
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        const std::uint8_t w = trace.initial.terrain(cell);
        QVERIFY(w == Grid::Wall || w == Grid::MinWeight);
    }
}

void TestMazes::tracesTellTheStory()
{
    // Backtracker: one carve per room after the first, one backtrack per room, the stack
    // shown as a sequence, and the counter of carved cells equal to the passages.
    {
        Trace trace;
        const Grid board = generate(makeScenario(QStringLiteral("maze-backtracker"), 21, 15, 2), &trace);
        const int rooms = 10 * 7;
        QCOMPARE(countSteps(trace, "carve"), rooms - 1);
        QCOMPARE(countSteps(trace, "backtrack"), rooms);
        QVERIFY(setsMark(trace, Mark::Stack));
        QVERIFY(setsMark(trace, Mark::Backtracked));
        int longestStack = 0;
        bool pushed = false;
        for (const Change &change : trace.changes)
            pushed = pushed || change.op() == ChangeOp::PushBack;
        QVERIFY(pushed);
        Scene scene = trace.initial;
        for (const Change &change : trace.changes) {
            scene.apply(change);
            longestStack = std::max(longestStack, int(scene.sequence(0).size()));
        }
        QVERIFY(longestStack > 1);
        const int carved = int(trace.tables.counters.indexOf(QStringLiteral("carved")));
        QCOMPARE(scene.counter(carved), passageGraph(board).cells);
        // The initial scene is all wall.
        for (int cell = 0; cell < board.cellCount(); ++cell)
            QCOMPARE(trace.initial.terrain(cell), Grid::Wall);
    }
    // Prim: frontier cells marked, the frontier counter rises and falls back to zero.
    {
        Trace trace;
        const Grid board = generate(makeScenario(QStringLiteral("maze-prim"), 21, 15, 2), &trace);
        QCOMPARE(countSteps(trace, "carve"), 10 * 7 - 1);
        QVERIFY(countSteps(trace, "add-frontier") > 0);
        QVERIFY(setsMark(trace, Mark::Frontier));
        const int frontier = int(trace.tables.counters.indexOf(QStringLiteral("frontier")));
        int largest = 0;
        Scene scene = trace.initial;
        for (const Change &change : trace.changes) {
            scene.apply(change);
            largest = std::max(largest, int(scene.counter(frontier)));
        }
        QVERIFY(largest > 1);
        QCOMPARE(scene.counter(frontier), 0);
        const int carved = int(trace.tables.counters.indexOf(QStringLiteral("carved")));
        QCOMPARE(scene.counter(carved), passageGraph(board).cells);
    }
    // Division: starts open inside, one divide and one wall per division; the walls counter
    // counts the walls built.
    {
        Trace trace;
        const Grid board = generate(makeScenario(QStringLiteral("maze-division"), 21, 15, 2), &trace);
        QVERIFY(countSteps(trace, "divide") > 0);
        QCOMPARE(countSteps(trace, "divide"), countSteps(trace, "place-wall"));
        QVERIFY(trace.initial.terrain(board.index({2, 2})) != Grid::Wall);
        const Scene scene = lastScene(trace);
        const int walls = int(trace.tables.counters.indexOf(QStringLiteral("walls")));
        int inside = 0;
        for (int y = 1; y < 14; ++y) {
            for (int x = 1; x < 20; ++x)
                inside += board.isWall({x, y}) ? 1 : 0;
        }
        QCOMPARE(scene.counter(walls), inside);
    }
    // Obstacles: a step per row.
    {
        Trace trace;
        generate(makeScenario(QStringLiteral("random-obstacles"), 21, 15, 2), &trace);
        QCOMPARE(countSteps(trace, "place-walls"), 15);
    }
}

void TestMazes::cancelStopsTheRun()
{
    std::atomic<bool> cancel{true};
    RunContext context;
    context.cancel = &cancel;
    for (const QString &id : mazeIds + QStringList{QStringLiteral("random-obstacles")}) {
        const RunOutcome outcome = Catalogue::run(makeScenario(id, 2001, 2001, 1), nullptr, &context);
        QVERIFY2(outcome.cancelled, qPrintable(id));
        QVERIFY(!outcome.board);
    }
}

QTEST_GUILESS_MAIN(TestMazes)
#include "tst_mazes.moc"
