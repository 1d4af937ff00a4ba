// The sliding puzzle board: goals, moves, the solvability rule (held to BFS reachability on
// the small boards), seeded shuffles, the text form and its errors, the moves' letters.

#include "puzzle/puzzleboard.h"

#include "maze/mazerandom.h"

#include <QTest>

#include <map>
#include <numeric>
#include <set>

using namespace gridtrace;

Q_DECLARE_METATYPE(gridtrace::PuzzleGoal)

namespace {

std::set<std::vector<PuzzleBoard::Tile>> reachableFromGoal(int width, int height, PuzzleGoal goal)
{
    std::set<std::vector<PuzzleBoard::Tile>> seen;
    std::vector<PuzzleBoard> queue{PuzzleBoard(width, height, goal)};
    seen.insert(queue.front().tiles());
    for (std::size_t head = 0; head < queue.size(); ++head) {
        for (const BlankMove m : {BlankMove::Up, BlankMove::Down, BlankMove::Left, BlankMove::Right}) {
            PuzzleBoard next = queue[head];
            if (next.move(m) && seen.insert(next.tiles()).second)
                queue.push_back(next);
        }
    }
    return seen;
}

} // namespace

class TestPuzzleBoard : public QObject
{
    Q_OBJECT

private slots:
    void goals_data();
    void goals();
    void sizes();
    void movesAtTheEdges();
    void applyStopsAtTheFirstIllegalMove();
    void slideTo();
    void setTiles();
    void solvabilityMatchesReachability_data();
    void solvabilityMatchesReachability();
    void solvabilityOnLargerBoards();
    void shufflesAreSolvableAndDeterministic_data();
    void shufflesAreSolvableAndDeterministic();
    void shufflesAreUniformOn2x2();
    void textRoundTrip();
    void textErrors_data();
    void textErrors();
    void textTolerances();
    void movesTextRoundTrip();
    void goalIds();
};

void TestPuzzleBoard::goals_data()
{
    QTest::addColumn<PuzzleGoal>("goal");
    QTest::newRow("blank-last") << PuzzleGoal::BlankLast;
    QTest::newRow("blank-first") << PuzzleGoal::BlankFirst;
}

void TestPuzzleBoard::goals()
{
    QFETCH(PuzzleGoal, goal);
    for (const auto &[w, h] : {std::pair{2, 2}, std::pair{3, 3}, std::pair{4, 4}, std::pair{5, 3}, std::pair{2, 7}}) {
        const PuzzleBoard board(w, h, goal);
        QCOMPARE(board.width(), w);
        QCOMPARE(board.height(), h);
        QCOMPARE(board.goal(), goal);
        QVERIFY(board.isSolved());
        QVERIFY(board.isSolvable());
        QCOMPARE(board.blank(), goal == PuzzleGoal::BlankFirst ? 0 : w * h - 1);
        QCOMPARE(board.tile(board.blank()), PuzzleBoard::Tile(0));
        for (int i = 0; i < board.cellCount(); ++i) {
            QCOMPARE(board.goalIndex(board.goalTile(i)), i);
            QCOMPARE(board.tile(i), board.goalTile(i));
            QCOMPARE(board.index(board.pos(i)), i);
        }
        if (goal == PuzzleGoal::BlankFirst) {
            QCOMPARE(board.goalIndex(5), 5);
        } else {
            QCOMPARE(board.goalIndex(1), 0);
            QCOMPARE(board.goalPos(0), CellPos(w - 1, h - 1));
        }
    }
    // Another goal over the same tiles: they stay, the verdicts change.
    PuzzleBoard board(3, 3, goal);
    const auto tiles = board.tiles();
    board.setGoal(goal == PuzzleGoal::BlankLast ? PuzzleGoal::BlankFirst : PuzzleGoal::BlankLast);
    QCOMPARE(board.tiles(), tiles);
    QVERIFY(!board.isSolved());
}

void TestPuzzleBoard::sizes()
{
    QVERIFY(PuzzleBoard::sizeError(2, 2).isEmpty());
    QVERIFY(PuzzleBoard::sizeError(100, 100).isEmpty());
    QVERIFY(PuzzleBoard::sizeError(2, 100).isEmpty());
    QVERIFY(!PuzzleBoard::sizeError(1, 5).isEmpty());
    QVERIFY(!PuzzleBoard::sizeError(5, 1).isEmpty());
    QVERIFY(!PuzzleBoard::sizeError(101, 5).isEmpty());
    QVERIFY(!PuzzleBoard::sizeError(5, 1LL << 40).isEmpty());
    QVERIFY(PuzzleBoard::sizeError(1, 5).contains(QStringLiteral("1 x 5")));
}

void TestPuzzleBoard::movesAtTheEdges()
{
    PuzzleBoard board(3, 2, PuzzleGoal::BlankLast); // the blank bottom-right
    QVERIFY(!board.canMove(BlankMove::Down));
    QVERIFY(!board.canMove(BlankMove::Right));
    const PuzzleBoard before = board;
    QVERIFY(!board.move(BlankMove::Down));
    QCOMPARE(board, before);
    QVERIFY(board.move(BlankMove::Up));
    QCOMPARE(board.blankPos(), CellPos(2, 0));
    QCOMPARE(board.tile(CellPos(2, 1)), PuzzleBoard::Tile(3));
    QVERIFY(!board.canMove(BlankMove::Up));
    QVERIFY(board.move(BlankMove::Left));
    QVERIFY(board.move(BlankMove::Left));
    QVERIFY(!board.canMove(BlankMove::Left));
    QCOMPARE(board.toText(), QStringLiteral("0 1 2\n4 5 3\n"));
    for (const BlankMove m : {BlankMove::Up, BlankMove::Down, BlankMove::Left, BlankMove::Right}) {
        QCOMPARE(opposite(opposite(m)), m);
        const CellPos s = moveStep(m);
        const CellPos back = moveStep(opposite(m));
        QCOMPARE(s.x + back.x, 0);
        QCOMPARE(s.y + back.y, 0);
        QCOMPARE(std::abs(s.x) + std::abs(s.y), 1);
    }
}

void TestPuzzleBoard::applyStopsAtTheFirstIllegalMove()
{
    PuzzleBoard board(4, 4, PuzzleGoal::BlankFirst);
    const PuzzleMoves moves{BlankMove::Right, BlankMove::Down, BlankMove::Up, BlankMove::Up, BlankMove::Right};
    QCOMPARE(board.apply(moves), std::size_t(3));
    QCOMPARE(board.blankPos(), CellPos(1, 0));
    // Moves and their reverse, in reverse order, come back.
    MazeRandom random(5);
    PuzzleBoard walker(5, 4, PuzzleGoal::BlankLast);
    PuzzleMoves made;
    for (int i = 0; i < 200; ++i) {
        const auto m = BlankMove(random.below(4));
        if (walker.move(m))
            made.push_back(m);
    }
    PuzzleMoves back;
    for (auto it = made.rbegin(); it != made.rend(); ++it)
        back.push_back(opposite(*it));
    QCOMPARE(walker.apply(back), back.size());
    QVERIFY(walker.isSolved());
}

void TestPuzzleBoard::slideTo()
{
    PuzzleBoard board(4, 4, PuzzleGoal::BlankLast);
    // A click in the blank's row, three to the left: the three tiles slide right.
    QCOMPARE(board.slideTo({0, 3}), PuzzleMoves(3, BlankMove::Left));
    QCOMPARE(board.toText(), QStringLiteral("1 2 3 4\n5 6 7 8\n9 10 11 12\n0 13 14 15\n"));
    QCOMPARE(board.slideTo({0, 1}), PuzzleMoves(2, BlankMove::Up));
    QCOMPARE(board.blankPos(), CellPos(0, 1));
    QCOMPARE(board.slideTo({3, 1}), PuzzleMoves(3, BlankMove::Right));
    QCOMPARE(board.slideTo({3, 3}), PuzzleMoves(2, BlankMove::Down));
    QCOMPARE(board.blankPos(), CellPos(3, 3));
    const PuzzleBoard before = board;
    QVERIFY(board.slideTo({1, 1}).empty()); // not in line with the blank
    QVERIFY(board.slideTo({3, 3}).empty()); // the blank itself
    QVERIFY(board.slideTo({3, 4}).empty()); // off the board
    QVERIFY(board.slideTo({-1, 3}).empty());
    QCOMPARE(board, before);
    // The moves it returns redo the slide on a copy.
    PuzzleBoard a(5, 3, PuzzleGoal::BlankFirst);
    PuzzleBoard b = a;
    const PuzzleMoves slid = a.slideTo({4, 0});
    QCOMPARE(b.apply(slid), slid.size());
    QCOMPARE(a, b);
}

void TestPuzzleBoard::setTiles()
{
    PuzzleBoard board(2, 2, PuzzleGoal::BlankLast);
    const PuzzleBoard before = board;
    QVERIFY(!board.setTiles({1, 2, 3}));
    QVERIFY(!board.setTiles({1, 2, 3, 0, 4}));
    QVERIFY(!board.setTiles({1, 1, 3, 0}));
    QVERIFY(!board.setTiles({1, 2, 4, 0}));
    QCOMPARE(board, before);
    QVERIFY(board.setTiles({3, 0, 1, 2}));
    QCOMPARE(board.blank(), 1);
    QCOMPARE(board.tile(CellPos(0, 1)), PuzzleBoard::Tile(1));
}

void TestPuzzleBoard::solvabilityMatchesReachability_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<PuzzleGoal>("goal");
    for (const auto &[w, h] : {std::pair{2, 2}, std::pair{2, 3}, std::pair{3, 2}, std::pair{2, 4}, std::pair{4, 2}}) {
        for (const PuzzleGoal goal : {PuzzleGoal::BlankLast, PuzzleGoal::BlankFirst})
            QTest::addRow("%dx%d-%s", w, h, qPrintable(goalId(goal))) << w << h << goal;
    }
}

void TestPuzzleBoard::solvabilityMatchesReachability()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(PuzzleGoal, goal);
    const auto reachable = reachableFromGoal(width, height, goal);
    std::vector<PuzzleBoard::Tile> tiles(std::size_t(width * height));
    std::iota(tiles.begin(), tiles.end(), PuzzleBoard::Tile(0));
    std::size_t total = 0;
    do {
        PuzzleBoard board(width, height, goal);
        QVERIFY(board.setTiles(tiles));
        QCOMPARE(board.isSolvable(), reachable.count(tiles) == 1);
        ++total;
    } while (std::next_permutation(tiles.begin(), tiles.end()));
    QCOMPARE(reachable.size() * 2, total);
}

void TestPuzzleBoard::solvabilityOnLargerBoards()
{
    // Moves keep a board solvable; swapping two tiles (not the blank) makes it unsolvable.
    MazeRandom random(77);
    for (const auto &[w, h] : {std::pair{3, 3}, std::pair{4, 4}, std::pair{5, 4}, std::pair{4, 7}, std::pair{10, 10}}) {
        for (const PuzzleGoal goal : {PuzzleGoal::BlankLast, PuzzleGoal::BlankFirst}) {
            PuzzleBoard board(w, h, goal);
            for (int i = 0; i < 500; ++i)
                board.move(BlankMove(random.below(4)));
            QVERIFY(board.isSolvable());
            auto tiles = board.tiles();
            int a = tiles[0] == 0 ? 1 : 0;
            int b = tiles[std::size_t(a + 1)] == 0 ? a + 2 : a + 1;
            std::swap(tiles[std::size_t(a)], tiles[std::size_t(b)]);
            QVERIFY(board.setTiles(tiles));
            QVERIFY(!board.isSolvable());
        }
    }
    // Sam Loyd's 14-15 puzzle.
    PuzzleBoard loyd(4, 4, PuzzleGoal::BlankLast);
    QVERIFY(loyd.setTiles({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0}));
    QVERIFY(!loyd.isSolvable());
}

void TestPuzzleBoard::shufflesAreSolvableAndDeterministic_data()
{
    goals_data();
}

void TestPuzzleBoard::shufflesAreSolvableAndDeterministic()
{
    QFETCH(PuzzleGoal, goal);
    for (const auto &[w, h] : {std::pair{2, 2}, std::pair{3, 3}, std::pair{4, 4}, std::pair{3, 5}, std::pair{7, 6}}) {
        std::set<std::vector<PuzzleBoard::Tile>> distinct;
        for (quint64 seed = 0; seed < 200; ++seed) {
            const PuzzleBoard board = PuzzleBoard::shuffled(w, h, goal, seed);
            QCOMPARE(board.goal(), goal);
            QCOMPARE(board.width(), w);
            QCOMPARE(board.height(), h);
            QVERIFY(board.isSolvable());
            QCOMPARE(PuzzleBoard::shuffled(w, h, goal, seed), board);
            distinct.insert(board.tiles());
        }
        if (w * h >= 9)
            QVERIFY(distinct.size() >= 195);
    }
    // Pinned: the draw depends on the seed alone, on every platform.
    QCOMPARE(PuzzleBoard::shuffled(3, 3, goal, 42).toText(), QStringLiteral("8 2 4\n6 1 7\n5 0 3\n"));
}

void TestPuzzleBoard::shufflesAreUniformOn2x2()
{
    // Twelve solvable 2 x 2 boards, the goal never dealt: 11,000 draws should give each of the
    // other eleven about 1,000.
    std::map<std::vector<PuzzleBoard::Tile>, int> counts;
    for (quint64 seed = 0; seed < 11000; ++seed)
        ++counts[PuzzleBoard::shuffled(2, 2, PuzzleGoal::BlankLast, seed).tiles()];
    QCOMPARE(counts.size(), std::size_t(11));
    QVERIFY(!counts.contains(PuzzleBoard(2, 2, PuzzleGoal::BlankLast).tiles()));
    double chiSquare = 0;
    for (const auto &entry : counts)
        chiSquare += double((entry.second - 1000) * (entry.second - 1000)) / 1000.0;
    // 10 degrees of freedom: 29.6 is the 0.1 % point.
    QVERIFY2(chiSquare < 29.6, qPrintable(QString::number(chiSquare)));
}

void TestPuzzleBoard::textRoundTrip()
{
    for (const PuzzleGoal goal : {PuzzleGoal::BlankLast, PuzzleGoal::BlankFirst}) {
        for (const auto &[w, h] : {std::pair{2, 2}, std::pair{4, 4}, std::pair{6, 3}, std::pair{12, 11}}) {
            const PuzzleBoard board = PuzzleBoard::shuffled(w, h, goal, 9);
            QString error;
            const auto read = PuzzleBoard::fromText(board.toText(), goal, &error);
            QVERIFY2(read, qPrintable(error));
            QCOMPARE(*read, board);
            QCOMPARE(read->toText(), board.toText());
        }
    }
    QCOMPARE(PuzzleBoard(3, 2, PuzzleGoal::BlankFirst).toText(), QStringLiteral("0 1 2\n3 4 5\n"));
}

void TestPuzzleBoard::textErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("where");
    QTest::newRow("nothing") << QString() << QStringLiteral("no rows");
    QTest::newRow("only blank lines") << QStringLiteral("\n  \n\n") << QStringLiteral("no rows");
    QTest::newRow("empty line between") << QStringLiteral("1 2\n\n3 0\n") << QStringLiteral("line 2 is empty");
    QTest::newRow("empty first line") << QStringLiteral("\n1 2\n3 0\n") << QStringLiteral("line 1 is empty");
    QTest::newRow("two spaces") << QStringLiteral("1 2\n3  0\n") << QStringLiteral("line 2, column 3");
    QTest::newRow("space first") << QStringLiteral(" 1 2\n3 0\n") << QStringLiteral("line 1, column 1");
    QTest::newRow("trailing space") << QStringLiteral("1 2 \n3 0\n") << QStringLiteral("line 1, column 5");
    QTest::newRow("letter") << QStringLiteral("1 2\n3 x\n") << QStringLiteral("line 2, column 3: \"x\"");
    QTest::newRow("wide column") << QStringLiteral("10 11 12 13\n1 2 3 4\n5 6 7 8\n9 0 14 1o\n")
                                 << QStringLiteral("line 4, column 8: \"1o\"");
    QTest::newRow("plus sign") << QStringLiteral("+1 2\n3 0\n") << QStringLiteral("line 1, column 1: \"+1\"");
    QTest::newRow("tab") << QStringLiteral("1\t2\n3 0\n") << QStringLiteral("line 1, column 1");
    QTest::newRow("negative") << QStringLiteral("1 -2\n3 0\n") << QStringLiteral("line 1, column 3");
    QTest::newRow("huge number") << QStringLiteral("1 2\n3 70000\n") << QStringLiteral("line 2, column 3");
    QTest::newRow("ragged") << QStringLiteral("1 2 3\n4 0\n") << QStringLiteral("line 2 has 2 number"); // "number(s)" where no translator is installed
    QTest::newRow("too large") << QStringLiteral("1 2\n3 4\n") << QStringLiteral("line 2, column 3: 4 is too large");
    QTest::newRow("twice") << QStringLiteral("1 2\n0 1\n") << QStringLiteral("line 2, column 3: 1 appears twice (first on line 1, column 1)");
    QTest::newRow("one row") << QStringLiteral("1 2 0\n") << QStringLiteral("3 x 1");
    QTest::newRow("one column") << QStringLiteral("1\n0\n") << QStringLiteral("1 x 2");
}

void TestPuzzleBoard::textErrors()
{
    QFETCH(QString, text);
    QFETCH(QString, where);
    QString error;
    QVERIFY(!PuzzleBoard::fromText(text, PuzzleGoal::BlankLast, &error));
    QVERIFY2(error.contains(where), qPrintable(error));
    // No error pointer: still a clean failure.
    QVERIFY(!PuzzleBoard::fromText(text, PuzzleGoal::BlankLast, nullptr));
}

void TestPuzzleBoard::textTolerances()
{
    QString error;
    // Windows line ends, no final line end, trailing blank lines.
    for (const QString &text : {QStringLiteral("1 2\r\n3 0\r\n"), QStringLiteral("1 2\n3 0"), QStringLiteral("1 2\n3 0\n\n\n")}) {
        const auto board = PuzzleBoard::fromText(text, PuzzleGoal::BlankLast, &error);
        QVERIFY2(board, qPrintable(error));
        QVERIFY(board->isSolved());
    }
    // The goal is the caller's, not the file's.
    const auto first = PuzzleBoard::fromText(u"0 1\n2 3\n", PuzzleGoal::BlankFirst, &error);
    QVERIFY(first);
    QCOMPARE(first->goal(), PuzzleGoal::BlankFirst);
    QVERIFY(first->isSolved());
    // Unsolvable boards are read: the file format is not the place to judge them.
    const auto unsolvable = PuzzleBoard::fromText(u"2 1\n3 0\n", PuzzleGoal::BlankLast, &error);
    QVERIFY(unsolvable);
    QVERIFY(!unsolvable->isSolvable());
}

void TestPuzzleBoard::movesTextRoundTrip()
{
    QCOMPARE(movesText({}), QString());
    QCOMPARE(movesText({BlankMove::Up, BlankMove::Down, BlankMove::Left, BlankMove::Right}), QStringLiteral("UDLR"));
    MazeRandom random(3);
    PuzzleMoves moves;
    for (int i = 0; i < 300; ++i)
        moves.push_back(BlankMove(random.below(4)));
    QCOMPARE(movesFromText(movesText(moves)), std::optional<PuzzleMoves>(moves));
    QCOMPARE(movesFromText(u""), std::optional<PuzzleMoves>(PuzzleMoves()));
    QVERIFY(!movesFromText(u"UDx"));
    QVERIFY(!movesFromText(u"udlr"));
    QVERIFY(!movesFromText(u"U D"));
}

void TestPuzzleBoard::goalIds()
{
    for (const PuzzleGoal goal : {PuzzleGoal::BlankLast, PuzzleGoal::BlankFirst})
        QCOMPARE(goalFromId(goalId(goal)), std::optional<PuzzleGoal>(goal));
    QCOMPARE(goalId(PuzzleGoal::BlankLast), QStringLiteral("blank-last"));
    QCOMPARE(goalId(PuzzleGoal::BlankFirst), QStringLiteral("blank-first"));
    QVERIFY(!goalFromId(u"blank"));
    QVERIFY(!goalFromId(u""));
}

QTEST_GUILESS_MAIN(TestPuzzleBoard)
#include "tst_puzzleboard.moc"
