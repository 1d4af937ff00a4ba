// The optimal sliding-puzzle search: Korf's instances at exactly their optimal lengths, the
// complete 3 x 3 table, IDA* against the table and against plain BFS on the small boards, and
// the pattern database cache (a bad file is rebuilt, never trusted).

#include "puzzlekorf.h"

#include "puzzle/puzzleboard.h"
#include "puzzle/puzzleoptimal.h"
#include "puzzle/puzzlepatterns.h"
#include "maze/mazerandom.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <numeric>

using namespace gridtrace;
using namespace gridtrace::puzzletest;

Q_DECLARE_METATYPE(gridtrace::PuzzleGoal)
Q_DECLARE_METATYPE(std::vector<gridtrace::PuzzleBoard::Tile>)

namespace {

// Applies the moves to a copy; true when every move is legal and the copy ends solved.
bool solves(const PuzzleBoard &board, const PuzzleMoves &moves)
{
    PuzzleBoard copy = board;
    return copy.apply(moves) == moves.size() && copy.isSolved();
}

// Exact distances of every board reachable from the goal, by plain BFS over tile vectors.
std::map<std::vector<PuzzleBoard::Tile>, int> bfsDistances(int width, int height, PuzzleGoal goal)
{
    std::map<std::vector<PuzzleBoard::Tile>, int> distance;
    std::vector<PuzzleBoard> queue{PuzzleBoard(width, height, goal)};
    distance[queue.front().tiles()] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const PuzzleBoard board = queue[head];
        const int d = distance[board.tiles()];
        for (const BlankMove m : {BlankMove::Up, BlankMove::Down, BlankMove::Left, BlankMove::Right}) {
            PuzzleBoard next = board;
            if (next.move(m) && distance.emplace(next.tiles(), d + 1).second)
                queue.push_back(next);
        }
    }
    return distance;
}

int manhattan(const PuzzleBoard &board)
{
    int sum = 0;
    for (int i = 0; i < board.cellCount(); ++i) {
        if (board.tile(i) == 0)
            continue;
        const CellPos at = board.pos(i);
        const CellPos home = board.goalPos(board.tile(i));
        sum += std::abs(at.x - home.x) + std::abs(at.y - home.y);
    }
    return sum;
}

class Recorder : public PuzzleSearchObserver
{
public:
    void iterationStarted(int bound) override { started.push_back(bound); }
    void iterationEnded(int bound, quint64 expanded, int nextBound) override
    {
        ended.push_back({bound, expanded, nextBound});
    }
    void principalVariation(const PuzzleMoves &moves) override { variations.push_back(moves); }

    std::vector<int> started;
    std::vector<PuzzleSearchIteration> ended;
    std::vector<PuzzleMoves> variations;
};

} // namespace

class TestPuzzleOptimal : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void korf_data();
    void korf();
    void korfRotatedToBlankLast_data();
    void korfRotatedToBlankLast();
    void patternHeuristicIsAdmissible();
    void goalsAgreeUnderHalfTurn();
    void table3x3_data();
    void table3x3();
    void tableWalkSolves();
    void idaAgreesWithTable_data();
    void idaAgreesWithTable();
    void smallBoardsAgainstBfs_data();
    void smallBoardsAgainstBfs();
    void unsolvableReportedAtOnce();
    void solvedBoardNeedsNoMoves();
    void budgetAndCancel();
    void observerSeesIterations();
    void badCacheFilesAreRejected_data();
    void badCacheFilesAreRejected();
    void corruptedCacheIsRebuilt();
    void cancelledBuild();
    void cacheDirectoryFromEnvironment();

private:
    QTemporaryDir m_cache;
    std::shared_ptr<const PuzzlePatternDatabase> m_blankFirst;
    std::shared_ptr<const PuzzlePatternDatabase> m_blankLast;
    PuzzleOptimalSolver m_solver;
    PuzzlePatternDatabase::Obtained m_rebuilt;
};

void TestPuzzleOptimal::initTestCase()
{
    QVERIFY(m_cache.isValid());
    std::vector<double> fractions;
    const auto progress = [&fractions](double f) { fractions.push_back(f); };
    QElapsedTimer timer;
    timer.start();
    const auto first = PuzzlePatternDatabase::obtain(PuzzleGoal::BlankFirst, m_cache.path(), progress);
    QVERIFY(first.database);
    QCOMPARE(first.source, PuzzlePatternDatabase::Source::Built);
    QVERIFY2(first.message.isEmpty(), qPrintable(first.message));
    qInfo("pattern databases (blank-first) built in %lld ms", timer.restart());
    QVERIFY(!fractions.empty());
    QVERIFY(std::is_sorted(fractions.begin(), fractions.end()));
    QCOMPARE(fractions.back(), 1.0);
    // The blank-last databases come from a rebuild over a bad cache file (checked in
    // corruptedCacheIsRebuilt), which spares the test a third build: the blank-first file,
    // cut short, stands in the blank-last file's place.
    const QString lastFile = PuzzlePatternDatabase::cacheFileName(m_cache.path(), PuzzleGoal::BlankLast);
    QVERIFY(QFile::copy(PuzzlePatternDatabase::cacheFileName(m_cache.path(), PuzzleGoal::BlankFirst), lastFile));
    {
        QFile file(lastFile);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.resize(file.size() / 2));
    }
    timer.restart();
    m_rebuilt = PuzzlePatternDatabase::obtain(PuzzleGoal::BlankLast, m_cache.path());
    const auto &last = m_rebuilt;
    QVERIFY(last.database);
    qInfo("pattern databases (blank-last) built in %lld ms", timer.restart());
    m_blankFirst = first.database;
    m_blankLast = last.database;
    QCOMPARE(m_blankFirst->partitionId(), QStringLiteral("6-6-3"));
    QCOMPARE(m_blankFirst->byteSize(), std::size_t(2 * 5765760 + 3360));
    m_solver.setPatternDatabase(m_blankFirst);
    m_solver.setPatternDatabase(m_blankLast);
    QCOMPARE(m_solver.patternDatabase(PuzzleGoal::BlankFirst), m_blankFirst.get());
    QCOMPARE(m_solver.patternDatabase(PuzzleGoal::BlankLast), m_blankLast.get());
}

void TestPuzzleOptimal::korf_data()
{
    QTest::addColumn<std::vector<PuzzleBoard::Tile>>("tiles");
    QTest::addColumn<int>("length");
    const auto instances = readKorf();
    QCOMPARE(instances.size(), std::size_t(10));
    for (const KorfInstance &k : instances)
        QTest::addRow("korf-%s", qPrintable(k.id)) << k.tiles << k.length;
}

void TestPuzzleOptimal::korf()
{
    QFETCH(std::vector<PuzzleBoard::Tile>, tiles);
    QFETCH(int, length);
    PuzzleBoard board(4, 4, PuzzleGoal::BlankFirst);
    QVERIFY(board.setTiles(tiles));
    QVERIFY(board.isSolvable());
    QCOMPARE(m_solver.methodFor(board), PuzzleSearchMethod::PatternDatabase);
    const PuzzleOptimalResult result = m_solver.solve(board);
    QCOMPARE(result.outcome, PuzzleOptimalResult::Outcome::Solved);
    QCOMPARE(int(result.moves.size()), length);
    QVERIFY(solves(board, result.moves));
    QVERIFY(result.initialHeuristic <= length);
    QCOMPARE(result.iterations.back().bound, length);
    QCOMPARE(result.iterations.back().nextBound, -1);
    // Each iteration starts at the least f the previous one cut off.
    for (std::size_t i = 1; i < result.iterations.size(); ++i)
        QCOMPARE(result.iterations[i].bound, result.iterations[i - 1].nextBound);
    quint64 sum = 0;
    for (const auto &it : result.iterations)
        sum += it.expanded;
    QCOMPARE(sum, result.expanded);
}

void TestPuzzleOptimal::korfRotatedToBlankLast_data()
{
    korf_data();
}

void TestPuzzleOptimal::korfRotatedToBlankLast()
{
    QFETCH(std::vector<PuzzleBoard::Tile>, tiles);
    QFETCH(int, length);
    // Half a turn takes cell i to 15 - i, and the blank-first picture to the blank-last one
    // once tile t is called 16 - t.
    std::vector<PuzzleBoard::Tile> turned(16);
    for (int i = 0; i < 16; ++i) {
        const PuzzleBoard::Tile t = tiles[std::size_t(i)];
        turned[std::size_t(15 - i)] = t == 0 ? 0 : PuzzleBoard::Tile(16 - t);
    }
    PuzzleBoard board(4, 4, PuzzleGoal::BlankLast);
    QVERIFY(board.setTiles(turned));
    QVERIFY(board.isSolvable());
    const PuzzleOptimalResult result = m_solver.solve(board);
    QCOMPARE(result.method, PuzzleSearchMethod::PatternDatabase);
    QCOMPARE(int(result.moves.size()), length);
    QVERIFY(solves(board, result.moves));
}

void TestPuzzleOptimal::patternHeuristicIsAdmissible()
{
    PuzzleOptimalOptions plain;
    plain.plainHeuristic = true;
    for (const auto &db : {m_blankFirst, m_blankLast}) {
        QCOMPARE(db->heuristic(PuzzleBoard(4, 4, db->goal())), 0);
        QCOMPARE(db->heuristic(PuzzleBoard(3, 3, db->goal())), -1);
        // Boards a random walk away from the goal: the databases never overestimate, and
        // both searches find the same optimal length.
        MazeRandom random(db->goal() == PuzzleGoal::BlankFirst ? 11 : 12);
        for (int walk = 0; walk < 40; ++walk) {
            PuzzleBoard board(4, 4, db->goal());
            for (int step = 0; step < 36; ++step)
                board.move(BlankMove(random.below(4)));
            const int h = db->heuristic(board);
            const PuzzleOptimalResult withDatabase = m_solver.solve(board);
            const PuzzleOptimalResult withConflicts = m_solver.solve(board, plain);
            QCOMPARE(withDatabase.method, PuzzleSearchMethod::PatternDatabase);
            QVERIFY(withDatabase.solved() && withConflicts.solved());
            QCOMPARE(withDatabase.moves.size(), withConflicts.moves.size());
            QVERIFY(h <= int(withDatabase.moves.size()));
            QVERIFY(h >= manhattan(board));
            QVERIFY(solves(board, withDatabase.moves));
        }
    }
    // The Korf boards: the bound is at most the optimal length, and of its parity.
    for (const KorfInstance &k : readKorf()) {
        PuzzleBoard board(4, 4, PuzzleGoal::BlankFirst);
        QVERIFY(board.setTiles(k.tiles));
        const int h = m_blankFirst->heuristic(board);
        QVERIFY2(h <= k.length, qPrintable(k.id));
        QCOMPARE(h % 2, k.length % 2);
        QCOMPARE(m_solver.heuristic(board), h);
    }
}

void TestPuzzleOptimal::goalsAgreeUnderHalfTurn()
{
    // The blank-first groups are the half-turn of the blank-last ones, and the half-turn
    // commutes with the reflection, so the two builds must agree board for board.
    for (quint64 seed = 0; seed < 3000; ++seed) {
        const PuzzleBoard board = PuzzleBoard::shuffled(4, 4, PuzzleGoal::BlankFirst, seed);
        std::vector<PuzzleBoard::Tile> turned(16);
        for (int i = 0; i < 16; ++i) {
            const PuzzleBoard::Tile t = board.tile(i);
            turned[std::size_t(15 - i)] = t == 0 ? 0 : PuzzleBoard::Tile(16 - t);
        }
        PuzzleBoard other(4, 4, PuzzleGoal::BlankLast);
        QVERIFY(other.setTiles(turned));
        QCOMPARE(m_blankLast->heuristic(other), m_blankFirst->heuristic(board));
        QVERIFY(m_blankFirst->heuristic(board) >= manhattan(board));
    }
}

void TestPuzzleOptimal::table3x3_data()
{
    QTest::addColumn<PuzzleGoal>("goal");
    QTest::newRow("blank-last") << PuzzleGoal::BlankLast;
    QTest::newRow("blank-first") << PuzzleGoal::BlankFirst;
}

void TestPuzzleOptimal::table3x3()
{
    QFETCH(PuzzleGoal, goal);
    const PuzzleTable3x3 &table = PuzzleTable3x3::shared(goal);
    QCOMPARE(table.goal(), goal);
    QCOMPARE(table.entryCount(), 181440u);
    QCOMPARE(table.maxDistance(), 31);
    const auto &histogram = table.histogram();
    QCOMPARE(std::accumulate(histogram.begin(), histogram.end(), 0u), 181440u);
    QCOMPARE(histogram[0], 1u);
    QCOMPARE(histogram[1], 2u); // the blank in a corner has two neighbours
    // The well-known count of the farthest blank-last boards.
    if (goal == PuzzleGoal::BlankLast)
        QCOMPARE(histogram[31], 2u);
    QCOMPARE(table.distance(PuzzleBoard(3, 3, goal)), std::optional<int>(0));
    QCOMPARE(table.distance(PuzzleBoard(4, 4, goal)), std::optional<int>());
    // Exactly the boards the solvability rule accepts are in the table.
    for (std::uint32_t rank = 0; rank < PuzzleTable3x3::permutationCount; rank += 97) {
        const auto tiles = PuzzleTable3x3::unrank(rank);
        QCOMPARE(PuzzleTable3x3::rank(tiles), rank);
        PuzzleBoard board(3, 3, goal);
        QVERIFY(board.setTiles(std::vector<PuzzleBoard::Tile>(tiles.begin(), tiles.end())));
        QCOMPARE(table.distance(board).has_value(), board.isSolvable());
    }
}

void TestPuzzleOptimal::tableWalkSolves()
{
    for (const PuzzleGoal goal : {PuzzleGoal::BlankLast, PuzzleGoal::BlankFirst}) {
        const PuzzleTable3x3 &table = PuzzleTable3x3::shared(goal);
        for (quint64 seed = 0; seed < 500; ++seed) {
            const PuzzleBoard board = PuzzleBoard::shuffled(3, 3, goal, seed);
            const auto moves = table.solve(board);
            QVERIFY(moves);
            QCOMPARE(int(moves->size()), *table.distance(board));
            QVERIFY(solves(board, *moves));
            const PuzzleOptimalResult result = m_solver.solve(board);
            QCOMPARE(result.method, PuzzleSearchMethod::Table);
            QCOMPARE(result.moves, *moves);
        }
    }
}

void TestPuzzleOptimal::idaAgreesWithTable_data()
{
    table3x3_data();
}

void TestPuzzleOptimal::idaAgreesWithTable()
{
    QFETCH(PuzzleGoal, goal);
    const PuzzleTable3x3 &table = PuzzleTable3x3::shared(goal);
    PuzzleOptimalOptions plain;
    plain.plainHeuristic = true;
    for (quint64 seed = 0; seed < 2500; ++seed) {
        const PuzzleBoard board = PuzzleBoard::shuffled(3, 3, goal, 7000 + seed);
        const PuzzleOptimalResult result = m_solver.solve(board, plain);
        QCOMPARE(result.method, PuzzleSearchMethod::ManhattanConflict);
        QCOMPARE(result.outcome, PuzzleOptimalResult::Outcome::Solved);
        QCOMPARE(std::optional<int>(int(result.moves.size())), table.distance(board));
        QVERIFY(solves(board, result.moves));
        QVERIFY(result.initialHeuristic <= int(result.moves.size()));
    }
}

void TestPuzzleOptimal::smallBoardsAgainstBfs_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<PuzzleGoal>("goal");
    for (const auto &[w, h] : {std::pair{2, 2}, std::pair{2, 3}, std::pair{3, 2}}) {
        for (const PuzzleGoal goal : {PuzzleGoal::BlankLast, PuzzleGoal::BlankFirst})
            QTest::addRow("%dx%d-%s", w, h, qPrintable(goalId(goal))) << w << h << goal;
    }
}

void TestPuzzleOptimal::smallBoardsAgainstBfs()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(PuzzleGoal, goal);
    const auto distance = bfsDistances(width, height, goal);
    std::vector<PuzzleBoard::Tile> tiles(std::size_t(width * height));
    std::iota(tiles.begin(), tiles.end(), PuzzleBoard::Tile(0));
    int reachable = 0;
    int unreachable = 0;
    do {
        PuzzleBoard board(width, height, goal);
        QVERIFY(board.setTiles(tiles));
        const PuzzleOptimalResult result = m_solver.solve(board);
        const auto found = distance.find(tiles);
        if (found == distance.end()) {
            QCOMPARE(result.outcome, PuzzleOptimalResult::Outcome::Unsolvable);
            QVERIFY(!result.solvable());
            ++unreachable;
            continue;
        }
        ++reachable;
        QCOMPARE(result.outcome, PuzzleOptimalResult::Outcome::Solved);
        QCOMPARE(int(result.moves.size()), found->second);
        QVERIFY(solves(board, result.moves));
    } while (std::next_permutation(tiles.begin(), tiles.end()));
    QCOMPARE(reachable, unreachable);
}

void TestPuzzleOptimal::unsolvableReportedAtOnce()
{
    for (const int side : {3, 4, 5, 8, 12}) {
        for (const PuzzleGoal goal : {PuzzleGoal::BlankLast, PuzzleGoal::BlankFirst}) {
            PuzzleBoard board = PuzzleBoard::shuffled(side, side, goal, quint64(side));
            std::vector<PuzzleBoard::Tile> tiles = board.tiles();
            // Swapping two tiles (not the blank) flips solvability.
            int a = tiles[0] == 0 ? 1 : 0;
            int b = tiles[std::size_t(a + 1)] == 0 ? a + 2 : a + 1;
            std::swap(tiles[std::size_t(a)], tiles[std::size_t(b)]);
            QVERIFY(board.setTiles(tiles));
            QVERIFY(!board.isSolvable());
            QElapsedTimer timer;
            timer.start();
            const PuzzleOptimalResult result = m_solver.solve(board);
            QVERIFY(timer.elapsed() < 100);
            QCOMPARE(result.outcome, PuzzleOptimalResult::Outcome::Unsolvable);
            QCOMPARE(result.expanded, quint64(0));
            QVERIFY(result.moves.empty());
            QVERIFY(result.iterations.empty());
        }
    }
}

void TestPuzzleOptimal::solvedBoardNeedsNoMoves()
{
    for (const auto &[w, h] : {std::pair{2, 2}, std::pair{3, 3}, std::pair{4, 4}, std::pair{5, 3}, std::pair{5, 5}}) {
        for (const PuzzleGoal goal : {PuzzleGoal::BlankLast, PuzzleGoal::BlankFirst}) {
            const PuzzleOptimalResult result = m_solver.solve(PuzzleBoard(w, h, goal));
            QCOMPARE(result.outcome, PuzzleOptimalResult::Outcome::Solved);
            QVERIFY(result.moves.empty());
        }
    }
}

void TestPuzzleOptimal::budgetAndCancel()
{
    const PuzzleBoard hard = PuzzleBoard::shuffled(5, 5, PuzzleGoal::BlankLast, 99);
    PuzzleOptimalOptions options;
    options.nodeBudget = 20000;
    QElapsedTimer timer;
    timer.start();
    const PuzzleOptimalResult gaveUp = m_solver.solve(hard, options);
    QCOMPARE(gaveUp.outcome, PuzzleOptimalResult::Outcome::GaveUp);
    QVERIFY(gaveUp.solvable());
    QCOMPARE(gaveUp.expanded, quint64(20000));
    QVERIFY(gaveUp.moves.empty());
    QVERIFY(!gaveUp.iterations.empty());
    QCOMPARE(gaveUp.iterations.back().nextBound, -1);

    std::atomic<bool> cancel{true};
    options.nodeBudget = 0;
    options.cancel = &cancel;
    const PuzzleOptimalResult cancelled = m_solver.solve(hard, options);
    QCOMPARE(cancelled.outcome, PuzzleOptimalResult::Outcome::Cancelled);
    QVERIFY(timer.elapsed() < 2000);

    // Too many cells for the search: said so, not tried.
    const PuzzleBoard huge = PuzzleBoard::shuffled(9, 9, PuzzleGoal::BlankLast, 1);
    QCOMPARE(m_solver.solve(huge).outcome, PuzzleOptimalResult::Outcome::TooLarge);
}

void TestPuzzleOptimal::observerSeesIterations()
{
    const auto instances = readKorf();
    QVERIFY(!instances.empty());
    PuzzleBoard board(4, 4, PuzzleGoal::BlankFirst);
    QVERIFY(board.setTiles(instances[1].tiles));
    Recorder recorder;
    PuzzleOptimalOptions options;
    options.observer = &recorder;
    const PuzzleOptimalResult result = m_solver.solve(board, options);
    QVERIFY(result.solved());
    QCOMPARE(recorder.started.size(), result.iterations.size());
    QCOMPARE(recorder.ended.size(), result.iterations.size());
    QCOMPARE(recorder.variations.size(), result.iterations.size());
    for (std::size_t i = 0; i < result.iterations.size(); ++i) {
        QCOMPARE(recorder.started[i], result.iterations[i].bound);
        QCOMPARE(recorder.ended[i].bound, result.iterations[i].bound);
        QCOMPARE(recorder.ended[i].expanded, result.iterations[i].expanded);
        QCOMPARE(recorder.ended[i].nextBound, result.iterations[i].nextBound);
        // Each line is legal from the start, and no longer than its bound.
        PuzzleBoard copy = board;
        QCOMPARE(copy.apply(recorder.variations[i]), recorder.variations[i].size());
        QVERIFY(int(recorder.variations[i].size()) <= result.iterations[i].bound);
    }
    QCOMPARE(recorder.variations.back(), result.moves);
    // The same search without an observer does the same work.
    QCOMPARE(m_solver.solve(board).expanded, result.expanded);
}

void TestPuzzleOptimal::badCacheFilesAreRejected_data()
{
    QTest::addColumn<QString>("damage");
    QTest::newRow("empty") << QStringLiteral("empty");
    QTest::newRow("truncated") << QStringLiteral("truncated");
    QTest::newRow("too long") << QStringLiteral("long");
    QTest::newRow("bad magic") << QStringLiteral("magic");
    QTest::newRow("other version") << QStringLiteral("version");
    QTest::newRow("other goal") << QStringLiteral("goal");
    QTest::newRow("flipped byte") << QStringLiteral("flip");
}

void TestPuzzleOptimal::badCacheFilesAreRejected()
{
    QFETCH(QString, damage);
    const QString good = PuzzlePatternDatabase::cacheFileName(m_cache.path(), PuzzleGoal::BlankFirst);
    QFile in(good);
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray bytes = in.readAll();
    QVERIFY(bytes.size() > 11'000'000);
    QString error;
    QVERIFY(PuzzlePatternDatabase::load(good, PuzzleGoal::BlankFirst, &error));
    QVERIFY(!PuzzlePatternDatabase::load(good, PuzzleGoal::BlankLast, &error));

    if (damage == u"empty")
        bytes.clear();
    else if (damage == u"truncated")
        bytes.chop(1000);
    else if (damage == u"long")
        bytes.append('\0');
    else if (damage == u"magic")
        bytes[0] = 'X';
    else if (damage == u"version")
        bytes[11] = char(bytes[11] + 1); // the low byte of the big-endian version after the magic
    else if (damage == u"goal")
        bytes[12] = char(bytes[12] ^ 1);
    else if (damage == u"flip")
        bytes[bytes.size() / 2] = char(bytes[bytes.size() / 2] ^ 0x10);
    QTemporaryDir dir;
    const QString bad = PuzzlePatternDatabase::cacheFileName(dir.path(), PuzzleGoal::BlankFirst);
    QFile out(bad);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(bytes);
    out.close();
    error.clear();
    QVERIFY(!PuzzlePatternDatabase::load(bad, PuzzleGoal::BlankFirst, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY2(error.contains(QDir::toNativeSeparators(bad)), qPrintable(error));
}

void TestPuzzleOptimal::corruptedCacheIsRebuilt()
{
    // initTestCase asked for the blank-last databases over a truncated file.
    QCOMPARE(m_rebuilt.source, PuzzlePatternDatabase::Source::Rebuilt);
    QVERIFY(!m_rebuilt.message.isEmpty());
    QVERIFY(m_rebuilt.database);
    QCOMPARE(m_rebuilt.database->goal(), PuzzleGoal::BlankLast);
    // The file was written again, sound, and is now used as it is.
    const QString fileName = PuzzlePatternDatabase::cacheFileName(m_cache.path(), PuzzleGoal::BlankLast);
    QString error;
    const auto reread = PuzzlePatternDatabase::load(fileName, PuzzleGoal::BlankLast, &error);
    QVERIFY2(reread, qPrintable(error));
    const auto cached = PuzzlePatternDatabase::obtain(PuzzleGoal::BlankLast, m_cache.path());
    QCOMPARE(cached.source, PuzzlePatternDatabase::Source::Cache);
    QVERIFY(cached.message.isEmpty());
    for (int g = 0; g < 3; ++g) {
        const std::size_t size = g < 2 ? 5765760 : 3360;
        QVERIFY(std::equal(reread->table(g), reread->table(g) + size, m_blankLast->table(g)));
        QVERIFY(std::equal(cached.database->table(g), cached.database->table(g) + size, m_blankLast->table(g)));
    }
}

void TestPuzzleOptimal::cancelledBuild()
{
    std::atomic<bool> cancel{true};
    QElapsedTimer timer;
    timer.start();
    QVERIFY(!PuzzlePatternDatabase::build(PuzzleGoal::BlankLast, {}, &cancel));
    QTemporaryDir dir;
    const auto obtained = PuzzlePatternDatabase::obtain(PuzzleGoal::BlankLast, dir.path(), {}, &cancel);
    QVERIFY(!obtained.database);
    QVERIFY(!QFile::exists(PuzzlePatternDatabase::cacheFileName(dir.path(), PuzzleGoal::BlankLast)));
    QVERIFY(timer.elapsed() < 3000);
}

void TestPuzzleOptimal::cacheDirectoryFromEnvironment()
{
    const QByteArray saved = qgetenv("GRIDTRACE_CACHE_DIR");
    qputenv("GRIDTRACE_CACHE_DIR", "/tmp/gridtrace-cache-test");
    QCOMPARE(PuzzlePatternDatabase::defaultCacheDirectory(), QStringLiteral("/tmp/gridtrace-cache-test/puzzle"));
    qunsetenv("GRIDTRACE_CACHE_DIR");
    QVERIFY(PuzzlePatternDatabase::defaultCacheDirectory().endsWith(QStringLiteral("/puzzle")));
    QVERIFY(PuzzlePatternDatabase::defaultCacheDirectory() != QStringLiteral("/tmp/gridtrace-cache-test/puzzle"));
    if (!saved.isNull())
        qputenv("GRIDTRACE_CACHE_DIR", saved);
}

QTEST_GUILESS_MAIN(TestPuzzleOptimal)
#include "tst_puzzleoptimal.moc"
