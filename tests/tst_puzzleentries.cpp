// The sliding puzzle in the catalogue and on the command line, as a user meets it: Korf's
// instances through `gridtrace-cli run puzzle-optimal` at their optimal lengths; the post's
// solver traced with its nesting (a tile placed at depth 0, a rotation or a route of the blank
// at depth 1, its moves at depth 2), played back to a solved board; puzzles made from a seed;
// bad boards and boards too large to trace refused with a reason.

#include "clirun.h"
#include "puzzlekorf.h"

#include "catalogue/catalogue.h"
#include "puzzle/puzzlealgorithms.h"
#include "puzzle/puzzlepatterns.h"
#include "trace/cursor.h"

#include <QSaveFile>
#include <QTemporaryDir>
#include <QTest>

using namespace gridtrace;
using namespace gridtrace::puzzletest;

namespace {

Scenario puzzleScenario(const PuzzleBoard &board, const QString &algorithm)
{
    Scenario scenario;
    puzzleToScenario(board, scenario);
    scenario.algorithm = algorithm;
    scenario.parameters.insert(QStringLiteral("goal"), goalId(board.goal()));
    return scenario;
}

bool writeFile(const QString &fileName, const QString &text)
{
    QSaveFile file(fileName);
    return file.open(QIODevice::WriteOnly) && file.write(text.toUtf8()) >= 0 && file.commit();
}

} // namespace

class TestPuzzleEntries : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void korfOnTheCommandLine();
    void tracesNestAndEndSolved_data();
    void tracesNestAndEndSolved();
    void tilesInPlaceAtTheEnd_data();
    void tilesInPlaceAtTheEnd();
    void optimalTraceShowsIterations();
    void seedMakesThePuzzle();
    void databaseBuildReportsProgress();
    void refusals();

private:
    QTemporaryDir m_dir;
};

void TestPuzzleEntries::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // The pattern databases are built into the test's own directory, never the user's cache;
    // the command line started below inherits it.
    qputenv("GRIDTRACE_CACHE_DIR", m_dir.path().toLocal8Bit());
}

void TestPuzzleEntries::korfOnTheCommandLine()
{
    const std::vector<KorfInstance> instances = readKorf();
    QCOMPARE(instances.size(), std::size_t(10));
    // Three of them, the longest among them: each a process of its own, the first builds the
    // databases and the others read them.
    for (const std::size_t i : {std::size_t(9), std::size_t(0), std::size_t(4)}) {
        const KorfInstance &instance = instances[i];
        PuzzleBoard board(4, 4, PuzzleGoal::BlankFirst);
        QVERIFY(board.setTiles(instance.tiles));
        const QString fileName = m_dir.filePath(QStringLiteral("korf-%1.txt").arg(instance.id));
        QVERIFY(writeFile(fileName, board.toText()));
        const CliRun run = cli({QStringLiteral("run"), QStringLiteral("puzzle-optimal"), QStringLiteral("--board"), fileName,
                                QStringLiteral("--set"), QStringLiteral("goal=blank-first"), QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject json = run.json();
        QCOMPARE(json.value(QStringLiteral("solvable")).toBool(), true);
        QCOMPARE(json.value(QStringLiteral("moves")).toInt(), instance.length);
        QVERIFY(json.value(QStringLiteral("expanded")).toDouble() > 0);
        QVERIFY(json.contains(QStringLiteral("ms")));
        const auto moves = movesFromText(json.value(QStringLiteral("solution")).toString());
        QVERIFY(moves);
        QCOMPARE(int(moves->size()), instance.length);
        PuzzleBoard played = board;
        QCOMPARE(played.apply(*moves), moves->size());
        QVERIFY(played.isSolved());
    }
    // The databases were kept where the test said, not in the user's cache.
    QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("puzzle"))));

    // A board that cannot be solved says so, at once.
    const QString swapped = m_dir.filePath(QStringLiteral("swapped.txt"));
    QVERIFY(writeFile(swapped, QStringLiteral("2 1 3\n4 5 6\n7 8 0\n")));
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("puzzle-optimal"), QStringLiteral("--board"), swapped, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.json().value(QStringLiteral("solvable")).toBool(), false);
    QVERIFY(run.json().value(QStringLiteral("moves")).isNull());
}

void TestPuzzleEntries::tracesNestAndEndSolved_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<PuzzleGoal>("goal");
    QTest::newRow("seed-004 6x6") << QStringLiteral("seed-004") << 6 << 6 << PuzzleGoal::BlankLast;
    QTest::newRow("seed-004 5x3 first") << QStringLiteral("seed-004") << 5 << 3 << PuzzleGoal::BlankFirst;
    QTest::newRow("layered 7x7") << QStringLiteral("layered") << 7 << 7 << PuzzleGoal::BlankLast;
    QTest::newRow("layered 4x6 first") << QStringLiteral("layered") << 4 << 6 << PuzzleGoal::BlankFirst;
    QTest::newRow("optimal 3x3") << QStringLiteral("puzzle-optimal") << 3 << 3 << PuzzleGoal::BlankLast;
    QTest::newRow("optimal 2x4") << QStringLiteral("puzzle-optimal") << 2 << 4 << PuzzleGoal::BlankFirst;
}

void TestPuzzleEntries::tracesNestAndEndSolved()
{
    QFETCH(QString, algorithm);
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(PuzzleGoal, goal);
    const AlgorithmInfo &info = *Catalogue::find(algorithm);
    for (quint64 seed = 1; seed <= 5; ++seed) {
        const PuzzleBoard board = PuzzleBoard::shuffled(width, height, goal, seed);
        Scenario scenario = puzzleScenario(board, algorithm);
        QVERIFY(Catalogue::prepare(scenario).isEmpty());
        Trace trace;
        const RunOutcome outcome = Catalogue::run(scenario, &trace);
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        QVERIFY(outcome.found);
        QVERIFY2(trace.validate().isEmpty(), qPrintable(trace.validate()));
        const QString solution = outcome.facts.value(QStringLiteral("solution")).toString();
        const auto moves = movesFromText(solution);
        QVERIFY(moves);
        QCOMPARE(outcome.facts.value(QStringLiteral("moves")).toLongLong(), qint64(moves->size()));

        // Played back, the trace's tiles end as the goal wants them, and every move step moves
        // the blank by one cell to where the solution says.
        const int moveKind = info.stepKindIndex(algorithm == u"puzzle-optimal" ? "play" : "move");
        QVERIFY(moveKind >= 0);
        Cursor cursor(trace);
        PuzzleBoard played = board;
        std::size_t next = 0;
        int lastDepth = 0;
        for (int i = 0; i < trace.stepCount(); ++i) {
            const Step &step = trace.steps[std::size_t(i)];
            QVERIFY2(int(step.depth) <= lastDepth + 1, "a step nests more than one level below the one before");
            lastDepth = step.depth;
            if (step.kind != moveKind)
                continue;
            QVERIFY(next < moves->size());
            played.move((*moves)[next++]);
            QCOMPARE(int(step.cell), played.blank());
            if (algorithm != u"puzzle-optimal")
                QCOMPARE(int(step.depth), 2); // inside a rotation or a route, inside a placement
        }
        QCOMPARE(next, moves->size());
        QVERIFY(played.isSolved());
        cursor.toEnd();
        for (int cell = 0; cell < board.cellCount(); ++cell)
            QCOMPARE(cursor.scene().tile(cell), int(played.tile(cell)));
    }
}

void TestPuzzleEntries::tilesInPlaceAtTheEnd_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<PuzzleGoal>("goal");
    QTest::newRow("3x3") << 3 << 3 << PuzzleGoal::BlankLast;
    QTest::newRow("4x4") << 4 << 4 << PuzzleGoal::BlankLast;
    QTest::newRow("4x4 first") << 4 << 4 << PuzzleGoal::BlankFirst;
    QTest::newRow("5x5") << 5 << 5 << PuzzleGoal::BlankLast;
    QTest::newRow("5x3") << 5 << 3 << PuzzleGoal::BlankLast;
    QTest::newRow("3x6 first") << 3 << 6 << PuzzleGoal::BlankFirst;
}

// A finished puzzle shows every tile home counted and marked, the last block solved together
// included: "Tiles in place" reads width x height - 1.
void TestPuzzleEntries::tilesInPlaceAtTheEnd()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(PuzzleGoal, goal);
    int solvers = 0;
    for (const AlgorithmInfo &info : Catalogue::algorithms()) {
        if (info.family != Family::Puzzle || !info.traceTables.counters.contains(QStringLiteral("placed")))
            continue;
        ++solvers;
        for (quint64 seed = 1; seed <= 3; ++seed) {
            const PuzzleBoard board = PuzzleBoard::shuffled(width, height, goal, seed);
            Scenario scenario = puzzleScenario(board, info.id);
            QVERIFY(Catalogue::prepare(scenario).isEmpty());
            Trace trace;
            const RunOutcome outcome = Catalogue::run(scenario, &trace);
            QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
            QVERIFY(outcome.found);
            Cursor cursor(trace);
            cursor.seek(trace.stepCount());
            const Scene &scene = cursor.scene();
            QCOMPARE(scene.cellCount(), width * height);
            // Tile t belongs at index t - 1 with the blank last, at index t with it first.
            int home = 0;
            for (int cell = 0; cell < scene.cellCount(); ++cell) {
                const int tile = scene.tile(cell);
                const bool inPlace = tile != 0 && cell == (goal == PuzzleGoal::BlankLast ? tile - 1 : tile);
                home += inPlace;
                if (inPlace)
                    QVERIFY2(scene.mark(cell) == Mark::Closed,
                             qPrintable(QStringLiteral("%1 seed %2: tile %3 home but not marked").arg(info.id).arg(seed).arg(tile)));
            }
            QCOMPARE(home, width * height - 1);
            const int placed = int(trace.tables.counters.indexOf(QStringLiteral("placed")));
            QCOMPARE(scene.counter(placed), home);
        }
    }
    QVERIFY(solvers >= 2);
}

void TestPuzzleEntries::optimalTraceShowsIterations()
{
    // A 3 x 4 board far from home: IDA* on Manhattan distance and linear conflict, its bounds
    // rising by two (every move changes the parity of moves + h), the last one the length.
    const PuzzleBoard board = PuzzleBoard::shuffled(3, 4, PuzzleGoal::BlankLast, 11);
    Scenario scenario = puzzleScenario(board, QStringLiteral("puzzle-optimal"));
    QVERIFY(Catalogue::prepare(scenario).isEmpty());
    Trace trace;
    const RunOutcome outcome = Catalogue::run(scenario, &trace);
    QVERIFY(outcome.found);
    const int iteration = Catalogue::find(QStringLiteral("puzzle-optimal"))->stepKindIndex("iteration");
    const int bound = trace.tables.counters.indexOf(QStringLiteral("bound"));
    QVERIFY(bound >= 0);
    Cursor cursor(trace);
    std::vector<int> bounds;
    for (int i = 0; i < trace.stepCount(); ++i) {
        if (trace.steps[std::size_t(i)].kind != iteration)
            continue;
        cursor.seek(i + 1);
        bounds.push_back(cursor.scene().counter(bound));
    }
    QVERIFY(bounds.size() >= 2);
    for (std::size_t i = 1; i < bounds.size(); ++i)
        QCOMPARE(bounds[i] - bounds[i - 1], 2);
    QCOMPARE(qint64(bounds.back()), outcome.facts.value(QStringLiteral("moves")).toLongLong());
}

void TestPuzzleEntries::seedMakesThePuzzle()
{
    // A scenario without tiles becomes a puzzle of its grid's size, the same for the same seed.
    Scenario scenario;
    scenario.board = Grid(5, 4);
    scenario.board.setWeight({1, 1}, Grid::Wall);
    scenario.algorithm = QStringLiteral("layered");
    scenario.seed = 77;
    Scenario again = scenario;
    QVERIFY(Catalogue::prepare(scenario).isEmpty());
    QVERIFY(Catalogue::prepare(again).isEmpty());
    QCOMPARE(scenario.tiles, again.tiles);
    QCOMPARE(scenario.board.wallCount(), 0);
    QString error;
    const auto board = puzzleFromScenario(scenario, &error);
    QVERIFY2(board, qPrintable(error));
    QVERIFY(board->isSolvable());
    QCOMPARE(*board, PuzzleBoard::shuffled(5, 4, PuzzleGoal::BlankLast, 77));
}

void TestPuzzleEntries::databaseBuildReportsProgress()
{
    // A cache directory with nothing in it: the first 4 x 4 optimal run of this process builds
    // the databases and says how far it has come, up to done, before the search's steps.
    QTemporaryDir empty;
    qputenv("GRIDTRACE_CACHE_DIR", empty.path().toLocal8Bit());
    Scenario scenario = puzzleScenario(PuzzleBoard::shuffled(4, 4, PuzzleGoal::BlankLast, 5), QStringLiteral("puzzle-optimal"));
    QVERIFY(Catalogue::prepare(scenario).isEmpty());
    std::vector<double> fractions;
    QString task;
    bool stepsBeforeDone = false;
    RunContext context;
    context.taskProgress = [&](const char *name, double fraction) {
        task = QString::fromLatin1(name);
        fractions.push_back(fraction);
    };
    context.stepObserver = [&](int, const Scene &) {
        if (fractions.empty() || fractions.back() < 1.0)
            stepsBeforeDone = true;
    };
    Trace trace;
    const RunOutcome outcome = Catalogue::run(scenario, &trace, &context);
    qputenv("GRIDTRACE_CACHE_DIR", m_dir.path().toLocal8Bit());
    QVERIFY(outcome.found);
    QVERIFY(task.contains(QStringLiteral("pattern databases")));
    QVERIFY(fractions.size() >= 2);
    QVERIFY(std::is_sorted(fractions.begin(), fractions.end()));
    QCOMPARE(fractions.back(), 1.0);
    QVERIFY(!stepsBeforeDone);
    QVERIFY(QFile::exists(PuzzlePatternDatabase::cacheFileName(empty.filePath(QStringLiteral("puzzle")), PuzzleGoal::BlankLast)));
}

void TestPuzzleEntries::refusals()
{
    // Tiles that are not 0..N-1 once each.
    Scenario scenario = puzzleScenario(PuzzleBoard(3, 3), QStringLiteral("seed-004"));
    scenario.tiles[4] = scenario.tiles[5];
    QVERIFY(Catalogue::prepare(scenario).contains(QStringLiteral("not a sliding puzzle")));

    // A traced run of a board too large to replay says which limit and what to do.
    Scenario large = puzzleScenario(PuzzleBoard::shuffled(41, 40, PuzzleGoal::BlankLast, 1), QStringLiteral("layered"));
    QVERIFY(Catalogue::prepare(large).isEmpty());
    Trace trace;
    const RunOutcome traced = Catalogue::run(large, &trace);
    QVERIFY2(traced.error.contains(QStringLiteral("1,600 cells")), qPrintable(traced.error));
    const RunOutcome untraced = Catalogue::run(large);
    QVERIFY(untraced.error.isEmpty());
    QVERIFY(untraced.found);

    // The optimal search refuses boards it cannot finish, and the command line says so.
    const QString big = m_dir.filePath(QStringLiteral("big.txt"));
    QVERIFY(writeFile(big, PuzzleBoard::shuffled(9, 8, PuzzleGoal::BlankLast, 3).toText()));
    const QString problem = refusalProblem({QStringLiteral("run"), QStringLiteral("puzzle-optimal"), QStringLiteral("--board"), big},
                                           QStringLiteral("at most 64 cells"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    // A file that is neither kind of board names both readings.
    const QString bad = m_dir.filePath(QStringLiteral("bad.txt"));
    QVERIFY(writeFile(bad, QStringLiteral("1 2\n3 3\n")));
    const QString both = refusalProblem({QStringLiteral("run"), QStringLiteral("layered"), QStringLiteral("--board"), bad},
                                        QStringLiteral("not a sliding puzzle"));
    QVERIFY2(both.isEmpty(), qPrintable(both));
}

QTEST_GUILESS_MAIN(TestPuzzleEntries)
#include "tst_puzzleentries.moc"
