// `gridtrace-cli bench puzzle` as a user runs it: its JSON, its figures recomputed here from the
// core solvers on the same seeded boards, the 4 x 4 pattern databases built once into a cache
// of the test's own, and bad input refused with exit code 2 and one line.

#include "puzzle/layeredsolver.h"
#include "puzzle/puzzleboard.h"
#include "puzzle/puzzleoptimal.h"
#include "puzzle/puzzlepatterns.h"
#include "puzzle/seedpuzzlesolver.h"

#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "clirun.h"

using namespace gridtrace;

namespace {

struct Figures
{
    double meanMoves = 0;
    qint64 maxMoves = 0;
};

// The same games as the bench, solved here: game g is PuzzleBoard::shuffled(w, h, goal, seed + g).
template<typename Solve>
Figures figures(int width, int height, PuzzleGoal goal, quint64 seed, int games, Solve solve)
{
    quint64 total = 0;
    qint64 max = 0;
    for (int g = 0; g < games; ++g) {
        const qint64 moves = solve(PuzzleBoard::shuffled(width, height, goal, seed + quint64(g)));
        total += quint64(moves);
        max = std::max(max, moves);
    }
    return {double(total) / double(games), max};
}

QStringList bench(const QString &solver, const QString &size, int games, int seed, const QString &goal = {})
{
    QStringList arguments{QStringLiteral("bench"), QStringLiteral("puzzle"), QStringLiteral("--solver"), solver,
                          QStringLiteral("--size"), size, QStringLiteral("--games"), QString::number(games),
                          QStringLiteral("--seed"), QString::number(seed)};
    if (!goal.isEmpty())
        arguments << QStringLiteral("--set") << QStringLiteral("goal=") + goal;
    return arguments;
}

// "a b c" as {"a", "b", "c"}, for the tables of arguments.
QStringList words(const char *text)
{
    return QString::fromLatin1(text).split(u' ');
}

QJsonObject benchJson(const QStringList &arguments)
{
    const CliRun run = cli(arguments + QStringList{QStringLiteral("--json")});
    if (run.exitCode != 0)
        qWarning("exit code %d: %s", run.exitCode, run.err.constData());
    return run.exitCode == 0 ? run.json() : QJsonObject{};
}

} // namespace

class TestPuzzleBench : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void jsonHasEveryFigure();
    void figuresMatchTheCoreSolvers_data();
    void figuresMatchTheCoreSolvers();
    void seedSolverTakesMoreMovesThanLayered();
    void optimal3x3MatchesTheTable_data();
    void optimal3x3MatchesTheTable();
    void optimal4x4BuildsTheDatabasesOnce();
    void budgetLeavesGamesUnsolved();
    void textIsASummary();
    void badInputIsRefused_data();
    void badInputIsRefused();

private:
    QTemporaryDir m_cache;
};

void TestPuzzleBench::initTestCase()
{
    QVERIFY(m_cache.isValid());
    // Inherited by every gridtrace-cli the test starts, and read by obtain() here: the pattern
    // databases go to the temporary directory, never to $HOME.
    qputenv("GRIDTRACE_CACHE_DIR", m_cache.path().toLocal8Bit());
}

void TestPuzzleBench::jsonHasEveryFigure()
{
    const QJsonObject layered = benchJson(bench(QStringLiteral("layered"), QStringLiteral("5x3"), 10, 7));
    for (const char *key : {"solver", "size", "goal"})
        QVERIFY2(layered.value(QLatin1String(key)).isString(), key);
    for (const char *key : {"games", "unsolved", "mean_moves", "max_moves", "ms_per_game", "max_ms"})
        QVERIFY2(layered.value(QLatin1String(key)).isDouble(), key);
    QCOMPARE(layered.value(QStringLiteral("solver")).toString(), QStringLiteral("layered"));
    QCOMPARE(layered.value(QStringLiteral("size")).toString(), QStringLiteral("5x3"));
    QCOMPARE(layered.value(QStringLiteral("goal")).toString(), QStringLiteral("blank-last"));
    QCOMPARE(layered.value(QStringLiteral("seed")).toString(), QStringLiteral("7"));
    QCOMPARE(layered.value(QStringLiteral("games")).toInteger(), 10);
    QCOMPARE(layered.value(QStringLiteral("unsolved")).toInteger(), 0);
    QVERIFY(layered.value(QStringLiteral("max_ms")).toDouble() >= layered.value(QStringLiteral("ms_per_game")).toDouble());
    QVERIFY(!layered.contains(QStringLiteral("mean_expanded")));

    // N alone is N x N; the optimal solver also reports its search effort.
    const QJsonObject optimal = benchJson(bench(QStringLiteral("puzzle-optimal"), QStringLiteral("3"), 5, 1,
                                                QStringLiteral("blank-first")));
    QCOMPARE(optimal.value(QStringLiteral("size")).toString(), QStringLiteral("3x3"));
    QCOMPARE(optimal.value(QStringLiteral("goal")).toString(), QStringLiteral("blank-first"));
    QVERIFY(optimal.value(QStringLiteral("mean_expanded")).isDouble());
}

void TestPuzzleBench::figuresMatchTheCoreSolvers_data()
{
    QTest::addColumn<QString>("solver");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<QString>("goal");
    QTest::addColumn<int>("games");
    QTest::addColumn<int>("seed");
    QTest::newRow("seed-004 6x6") << QStringLiteral("seed-004") << 6 << 6 << QStringLiteral("blank-last") << 30 << 1;
    QTest::newRow("layered 6x6") << QStringLiteral("layered") << 6 << 6 << QStringLiteral("blank-last") << 30 << 1;
    QTest::newRow("seed-004 3x7 blank-first") << QStringLiteral("seed-004") << 3 << 7 << QStringLiteral("blank-first") << 30 << 11;
    QTest::newRow("layered 9x4 blank-first") << QStringLiteral("layered") << 9 << 4 << QStringLiteral("blank-first") << 30 << 5;
    QTest::newRow("layered 14x14") << QStringLiteral("layered") << 14 << 14 << QStringLiteral("blank-last") << 10 << 100;
    QTest::newRow("puzzle-optimal 2x5") << QStringLiteral("puzzle-optimal") << 2 << 5 << QStringLiteral("blank-last") << 20 << 3;
    QTest::newRow("puzzle-optimal 4x3 blank-first") << QStringLiteral("puzzle-optimal") << 4 << 3 << QStringLiteral("blank-first") << 10 << 9;
}

void TestPuzzleBench::figuresMatchTheCoreSolvers()
{
    QFETCH(QString, solver);
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(QString, goal);
    QFETCH(int, games);
    QFETCH(int, seed);
    const QJsonObject object = benchJson(bench(solver, QStringLiteral("%1x%2").arg(width).arg(height), games, seed, goal));
    QVERIFY(!object.isEmpty());
    QCOMPARE(object.value(QStringLiteral("unsolved")).toInteger(), 0);

    const Figures expected = figures(width, height, *goalFromId(goal), quint64(seed), games, [&](const PuzzleBoard &board) {
        if (solver == u"puzzle-optimal")
            return qint64(PuzzleOptimalSolver().solve(board).moves.size());
        const PuzzleSolveResult result = solver == u"seed-004" ? SeedPuzzleSolver::solve(board) : LayeredSolver::solve(board);
        return qint64(result.moves.size());
    });
    QCOMPARE(object.value(QStringLiteral("mean_moves")).toDouble(), expected.meanMoves);
    QCOMPARE(object.value(QStringLiteral("max_moves")).toInteger(), expected.maxMoves);
}

void TestPuzzleBench::seedSolverTakesMoreMovesThanLayered()
{
    const QJsonObject seed = benchJson(bench(QStringLiteral("seed-004"), QStringLiteral("6"), 100, 1));
    const QJsonObject layered = benchJson(bench(QStringLiteral("layered"), QStringLiteral("6"), 100, 1));
    const double seedMean = seed.value(QStringLiteral("mean_moves")).toDouble();
    const double layeredMean = layered.value(QStringLiteral("mean_moves")).toDouble();
    QVERIFY2(layeredMean > 0 && seedMean > layeredMean, qPrintable(QStringLiteral("seed-004 %1, layered %2")
                                                                       .arg(seedMean).arg(layeredMean)));
}

void TestPuzzleBench::optimal3x3MatchesTheTable_data()
{
    QTest::addColumn<QString>("goal");
    QTest::newRow("blank-last") << QStringLiteral("blank-last");
    QTest::newRow("blank-first") << QStringLiteral("blank-first");
}

void TestPuzzleBench::optimal3x3MatchesTheTable()
{
    QFETCH(QString, goal);
    const int games = 200;
    const QJsonObject object = benchJson(bench(QStringLiteral("puzzle-optimal"), QStringLiteral("3x3"), games, 42, goal));
    const PuzzleTable3x3 &table = PuzzleTable3x3::shared(*goalFromId(goal));
    const Figures expected = figures(3, 3, *goalFromId(goal), 42, games, [&](const PuzzleBoard &board) {
        return qint64(table.distance(board).value_or(-1000));
    });
    QCOMPARE(object.value(QStringLiteral("unsolved")).toInteger(), 0);
    QCOMPARE(object.value(QStringLiteral("mean_moves")).toDouble(), expected.meanMoves);
    QCOMPARE(object.value(QStringLiteral("max_moves")).toInteger(), expected.maxMoves);
}

void TestPuzzleBench::optimal4x4BuildsTheDatabasesOnce()
{
    const QString cacheFile = PuzzlePatternDatabase::cacheFileName(PuzzlePatternDatabase::defaultCacheDirectory(),
                                                                   PuzzleGoal::BlankLast);
    QVERIFY2(cacheFile.startsWith(m_cache.path()), qPrintable(cacheFile));
    QVERIFY(!QFile::exists(cacheFile));

    // The first run builds the databases, with its progress on stderr, and leaves the cache.
    const QStringList arguments = bench(QStringLiteral("puzzle-optimal"), QStringLiteral("4x4"), 8, 1);
    const CliRun first = cli(arguments);
    QCOMPARE(first.exitCode, 0);
    QVERIFY2(first.err.contains("pattern databases"), first.err.constData());
    // stderr is a pipe here, as in a log: whole lines, a few of them, no carriage returns.
    QVERIFY2(!first.err.contains('\r'), first.err.constData());
    QVERIFY2(first.err.count("building the 4 x 4 pattern databases") <= 11, first.err.constData());
    QVERIFY2(first.out.contains("puzzle-optimal on 4 x 4"), first.out.constData());
    QVERIFY(QFile::exists(cacheFile));

    // The second reads it, and with --json says nothing on stderr.
    const CliRun second = cli(arguments + QStringList{QStringLiteral("--json")});
    QCOMPARE(second.exitCode, 0);
    QVERIFY2(second.err.isEmpty(), second.err.constData());
    const QJsonObject object = second.json();
    QCOMPARE(object.value(QStringLiteral("unsolved")).toInteger(), 0);
    QVERIFY(object.value(QStringLiteral("mean_expanded")).toDouble() > 0);

    PuzzleOptimalSolver solver;
    const PuzzlePatternDatabase::Obtained obtained = PuzzlePatternDatabase::obtain(PuzzleGoal::BlankLast);
    QVERIFY(obtained.database);
    QCOMPARE(obtained.source, PuzzlePatternDatabase::Source::Cache);
    solver.setPatternDatabase(PuzzleGoal::BlankLast, obtained.database);
    const Figures expected = figures(4, 4, PuzzleGoal::BlankLast, 1, 8, [&](const PuzzleBoard &board) {
        const PuzzleOptimalResult result = solver.solve(board);
        return result.solved() ? qint64(result.moves.size()) : qint64(-1000);
    });
    QCOMPARE(object.value(QStringLiteral("mean_moves")).toDouble(), expected.meanMoves);
    QCOMPARE(object.value(QStringLiteral("max_moves")).toInteger(), expected.maxMoves);
}

void TestPuzzleBench::budgetLeavesGamesUnsolved()
{
    // One expansion cannot solve a shuffled 3 x 4: every game gives up and none counts in a mean;
    // the figures are printed, and with no answer at all the bench exits 3, as run does.
    const CliRun run = cli(bench(QStringLiteral("puzzle-optimal"), QStringLiteral("3x4"), 5, 1)
                           + QStringList{QStringLiteral("--set"), QStringLiteral("budget=1"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 3);
    const QJsonObject object = run.json();
    QCOMPARE(object.value(QStringLiteral("games")).toInteger(), 5);
    QCOMPARE(object.value(QStringLiteral("unsolved")).toInteger(), 5);
    QVERIFY(object.value(QStringLiteral("mean_moves")).isNull());
    QVERIFY(object.value(QStringLiteral("mean_expanded")).isNull());
    QVERIFY(object.value(QStringLiteral("max_moves")).isNull());
}

void TestPuzzleBench::textIsASummary()
{
    const CliRun run = cli(bench(QStringLiteral("seed-004"), QStringLiteral("5x4"), 3, 2));
    QCOMPARE(run.exitCode, 0);
    const QString text = QString::fromUtf8(run.out);
    QVERIFY2(text.startsWith(QStringLiteral("seed-004 on 5 x 4 (blank-last), 3 games from seed 2")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("mean")) && text.contains(QStringLiteral("ms per game")), qPrintable(text));
    QVERIFY(run.err.isEmpty());

    const CliRun help = cli({QStringLiteral("bench"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains("puzzle-optimal") && help.out.contains("budget"));
}

void TestPuzzleBench::badInputIsRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    const QStringList puzzle{QStringLiteral("bench"), QStringLiteral("puzzle")};
    QTest::newRow("unknown solver") << puzzle + words("--solver greedy") << QStringLiteral("greedy");
    QTest::newRow("size 1") << puzzle + words("--size 1") << QStringLiteral("--size");
    QTest::newRow("size 101") << puzzle + words("--size 101") << QStringLiteral("--size");
    QTest::newRow("size 4x101") << puzzle + words("--size 4x101") << QStringLiteral("--size");
    QTest::newRow("size 4x") << puzzle + words("--size 4x") << QStringLiteral("--size");
    QTest::newRow("size text") << puzzle + words("--size big") << QStringLiteral("--size");
    QTest::newRow("size huge") << puzzle + words("--size 99999999999x3") << QStringLiteral("--size");
    QTest::newRow("games 0") << puzzle + words("--games 0") << QStringLiteral("--games");
    QTest::newRow("games -1") << puzzle + words("--games -1") << QStringLiteral("--games");
    QTest::newRow("games huge") << puzzle + words("--games 100000000") << QStringLiteral("--games");
    QTest::newRow("seed -1") << puzzle + words("--seed -1") << QStringLiteral("--seed");
    QTest::newRow("bad goal") << puzzle + words("--set goal=blank-middle") << QStringLiteral("blank-middle");
    QTest::newRow("unknown setting") << puzzle + words("--set speed=3") << QStringLiteral("speed=3");
    QTest::newRow("budget for layered") << puzzle + words("--set budget=5") << QStringLiteral("budget");
    // 0 is the default budget, as in run; below it and above the most is refused.
    QTest::newRow("budget -1") << puzzle + words("--solver puzzle-optimal --set budget=-1") << QStringLiteral("from 0 to");
    QTest::newRow("budget huge") << puzzle + words("--solver puzzle-optimal --set budget=2000000001") << QStringLiteral("from 0 to");
    QTest::newRow("optimal 9x8") << puzzle + words("--solver puzzle-optimal --size 9x8") << QStringLiteral("64 cells");
    QTest::newRow("optimal 9x8 with budget")
        << puzzle + words("--solver puzzle-optimal --size 9x8 --set budget=1000") << QStringLiteral("64 cells");
    QTest::newRow("two suites") << words("bench puzzle snake") << QStringLiteral("puzzle");
}

void TestPuzzleBench::badInputIsRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    const QString problem = refusalProblem(arguments, mentions);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

QTEST_GUILESS_MAIN(TestPuzzleBench)
#include "tst_puzzlebench.moc"
