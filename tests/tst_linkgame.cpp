// Lianliankan game logic: generated boards are cleared (in the generator's order and by the
// solver), the exact clear check agrees with a brute force on tiny boards, hint, shuffle and
// undo keep their promises.
// The link-solve entry and `gridtrace-cli link` are tst_linksolve's.
//
// Links are judged by an independent brute force wherever a test can afford it: every path
// of at most three straight segments, without the searches' layers or padding.

#include "linkbrute.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <functional>

using namespace gridtrace;
using namespace gridtrace::linktest;

class TestLinkGame : public QObject
{
    Q_OBJECT

private slots:
    void settingsAreChecked_data();
    void settingsAreChecked();
    void generatedBoardsAreCleared();
    void largeBoardsAreCleared();
    void walledBoardsAreCleared();
    void generationIsDeterministic();
    void fillKeepsWallsAndShutsNothingIn();
    void checkAgreesWithBruteForce();
    void checkRefusesLargeBoards();
    void solverAgreesOnBoardsThatCannotBeCleared();
    void hintFindsAPairExactlyWhenOneExists();
    void shuffleKeepsTheTilesAndTheBoardSolvable();
    void stuckBoardIsShuffledAndUndoneTogether();
    void undoRestoresTheBoardExactly();
    void gamesArePlayedToTheEnd();

private:
    QTemporaryDir m_dir;
};

void TestLinkGame::settingsAreChecked_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("kinds");
    QTest::addColumn<int>("walls");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("fine") << 12 << 8 << 8 << 0 << QString();
    QTest::newRow("largest") << 30 << 20 << 99 << 0 << QString();
    QTest::newRow("odd, no walls") << 5 << 5 << 3 << 0 << QStringLiteral("odd number");
    QTest::newRow("odd with walls") << 6 << 5 << 3 << 1 << QStringLiteral("one wall more or one fewer");
    QTest::newRow("odd fixed by a wall") << 5 << 5 << 3 << 1 << QString();
    QTest::newRow("more kinds than pairs") << 4 << 4 << 9 << 0 << QStringLiteral("need at least 9 pairs");
    QTest::newRow("no kinds") << 4 << 4 << 0 << 0 << QStringLiteral("1 to 99");
    QTest::newRow("too many kinds") << 30 << 20 << 100 << 0 << QStringLiteral("1 to 99");
    QTest::newRow("too narrow") << 3 << 8 << 2 << 0 << QStringLiteral("4 to 30 tiles wide");
    QTest::newRow("too high") << 8 << 21 << 2 << 0 << QStringLiteral("4 to 20 high");
    QTest::newRow("walls everywhere") << 4 << 4 << 1 << 15 << QStringLiteral("at least two cells");
    QTest::newRow("negative walls") << 4 << 4 << 1 << -1 << QStringLiteral("at least two cells");
}

void TestLinkGame::settingsAreChecked()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, kinds);
    QFETCH(int, walls);
    QFETCH(QString, mentions);
    const QString error = LinkGenerator::settingsError(width, height, kinds, walls);
    LinkGenerator generator;
    QString generateError;
    const auto board = generator.generate({width, height, kinds, walls, 1}, &generateError);
    if (mentions.isEmpty()) {
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(board, qPrintable(generateError));
    } else {
        QVERIFY2(error.contains(mentions), qPrintable(error));
        QVERIFY(!board);
        QCOMPARE(generateError, error);
    }
}

void TestLinkGame::generatedBoardsAreCleared()
{
    // Thousands of boards of every size and many kind counts, some with walls: each is full
    // (every cell a tile or a wall), holds its kinds in pairs, clears in the generator's
    // order, and the solver clears it too.
    QRandomGenerator rng(2024);
    LinkGenerator generator;
    LinkSolver solver;
    int boards = 0;
    int walled = 0;
    int extraRemovals = 0;
    for (int i = 0; i < 2500; ++i) {
        LinkGeneratorSettings settings;
        settings.width = rng.bounded(LinkBoard::minWidth, LinkBoard::maxWidth + 1);
        // Mostly small and middling boards: the large ones have a test of their own.
        settings.height = rng.bounded(LinkBoard::minHeight, std::min(LinkBoard::maxHeight, 4 + 600 / settings.width / 2) + 1);
        const int cells = settings.width * settings.height;
        // Walls on one board in four, up to a tenth of the cells; walls in plenty have a
        // test of their own (walledBoardsAreCleared).
        if (rng.bounded(4) == 0)
            settings.walls = rng.bounded(1, cells / 10 + 2);
        if ((cells - settings.walls) % 2 != 0)
            ++settings.walls;
        const int pairs = (cells - settings.walls) / 2;
        // Kinds from one to as many as there are pairs (99 at most), both ends often.
        const int most = std::min(pairs, int(LinkBoard::maxKind));
        const int roll = rng.bounded(4);
        settings.kinds = roll == 0 ? 1 : roll == 1 ? most : rng.bounded(1, most + 1);
        settings.seed = rng.generate64();
        QString error;
        const auto board = generator.generate(settings, &error);
        if (!board) {
            // Only walls can make a board impossible to make, and the message says so.
            QVERIFY2(settings.walls > 0 && error.contains(QStringLiteral("fewer walls")), qPrintable(error));
            continue;
        }
        ++boards;
        walled += settings.walls > 0;
        QCOMPARE(board->width(), settings.width);
        QCOMPARE(board->height(), settings.height);
        int wallCount = 0;
        for (int cell = 0; cell < board->cellCount(); ++cell) {
            if (!board->isInside(board->pos(cell)))
                continue;
            QVERIFY(!board->isEmpty(cell));
            wallCount += board->isWall(cell);
        }
        QCOMPARE(wallCount, settings.walls);
        QVERIFY2(board->pairProblem().isEmpty(), qPrintable(board->pairProblem()));
        const auto counts = board->kindCounts();
        for (int kind = 1; kind <= LinkBoard::maxKind; ++kind)
            QCOMPARE(counts[std::size_t(kind)] > 0, kind <= settings.kinds);
        QCOMPARE(int(generator.order().size()), pairs);

        QString why;
        const auto afterOrder = replayPairs(*board, generator.order(), &why);
        QVERIFY2(afterOrder, qPrintable(why));
        QCOMPARE(afterOrder->tileCount(), 0);

        const LinkSolution solution = solver.solve(*board);
        QVERIFY2(solution.cleared(), qPrintable(QStringLiteral("%1 x %2, %3 kinds, %4 walls, seed %5: %6 removals tried\n%7")
                                                    .arg(settings.width).arg(settings.height).arg(settings.kinds)
                                                    .arg(settings.walls).arg(settings.seed).arg(solution.removals)
                                                    .arg(board->toText())));
        const auto afterSolution = replayPairs(*board, solution.pairs, &why);
        QVERIFY2(afterSolution, qPrintable(why));
        QCOMPARE(afterSolution->tileCount(), 0);
        extraRemovals += int(solution.removals) - pairs;
    }
    qInfo("%d boards (%d with walls) cleared; the solver took %d pairs back in all", boards, walled, extraRemovals);
    QVERIFY(boards > 2400);
    QVERIFY(walled > 400);
}

void TestLinkGame::largeBoardsAreCleared()
{
    // The largest board with few and many kinds, up to 99 (three pairs a kind): the
    // hardest for the solver.
    LinkGenerator generator;
    LinkSolver solver;
    quint64 removals = 0;
    int boards = 0;
    for (const int kinds : {1, 8, 20, 40, 60, 80, 99}) {
        for (quint64 seed = 0; seed < 40; ++seed) {
            const auto board = generator.generate({30, 20, kinds, 0, seed * 7919 + quint64(kinds)});
            QVERIFY(board);
            const LinkSolution solution = solver.solve(*board);
            QVERIFY2(solution.cleared(), qPrintable(QStringLiteral("%1 kinds, seed %2").arg(kinds).arg(seed * 7919 + quint64(kinds))));
            QString why;
            const auto after = replayPairs(*board, solution.pairs, &why);
            QVERIFY2(after && after->tileCount() == 0, qPrintable(why));
            removals += solution.removals;
            ++boards;
        }
    }
    qInfo("%d boards of 30 x 20 cleared with %.1f removals each on average (300 pairs)", boards, double(removals) / boards);
}

void TestLinkGame::walledBoardsAreCleared()
{
    // Walls in plenty, up to what the generator can place: corridors where kinds block each
    // other, which the search over orders gets lost in and the search over pairings clears
    // (docs/link.md). Every board made is cleared, in an order that really clears it.
    LinkGenerator generator;
    LinkSolver solver;
    int boards = 0;
    int refused = 0;
    quint64 removals = 0;
    qint64 slowest = 0;
    QElapsedTimer timer;
    struct Sweep
    {
        int width, height, walls;
        std::initializer_list<int> kinds;
        int seeds;
    };
    for (const Sweep &sweep : {Sweep{30, 20, 60, {8, 36, 99}, 10}, Sweep{30, 20, 100, {8, 36, 99}, 10},
                               Sweep{30, 20, 120, {8, 36, 99}, 10}, Sweep{30, 20, 150, {8, 36, 99}, 12},
                               Sweep{16, 10, 32, {4, 20, 64}, 15}, Sweep{16, 10, 48, {4, 20, 56}, 15}}) {
        for (const int kinds : sweep.kinds) {
            for (int seed = 0; seed < sweep.seeds; ++seed) {
                const LinkGeneratorSettings settings{sweep.width, sweep.height, kinds, sweep.walls, quint64(seed) * 104729 + quint64(sweep.walls)};
                QString error;
                const auto board = generator.generate(settings, &error);
                if (!board) {
                    // 150 walls on 30 x 20 is about the generator's limit: it refuses some.
                    QVERIFY2(error.contains(QStringLiteral("fewer walls")), qPrintable(error));
                    ++refused;
                    continue;
                }
                timer.start();
                const LinkSolution solution = solver.solve(*board);
                slowest = std::max(slowest, timer.elapsed());
                QVERIFY2(solution.cleared(), qPrintable(QStringLiteral("%1 x %2, %3 kinds, %4 walls, seed %5: %6 removals tried\n%7")
                                                            .arg(settings.width).arg(settings.height).arg(kinds).arg(settings.walls)
                                                            .arg(settings.seed).arg(solution.removals).arg(board->toText())));
                QString why;
                const auto after = replayPairs(*board, solution.pairs, &why);
                QVERIFY2(after, qPrintable(why));
                QCOMPARE(after->tileCount(), 0);
                removals += solution.removals;
                ++boards;
            }
        }
    }
    qInfo("%d boards with walls cleared (%d refused by the generator), %.0f removals each on average, the slowest in %lld ms",
          boards, refused, double(removals) / boards, slowest);
    QVERIFY(boards > 180);
}

void TestLinkGame::generationIsDeterministic()
{
    LinkGenerator first;
    LinkGenerator second;
    const LinkGeneratorSettings settings{20, 12, 15, 6, 99};
    const auto a = first.generate(settings);
    const auto b = second.generate(settings);
    QVERIFY(a && b);
    QVERIFY(*a == *b);
    QCOMPARE(first.order(), second.order());
    // A generator reused gives the same board again; another seed another board.
    QVERIFY(*first.generate(settings) == *a);
    LinkGeneratorSettings other = settings;
    other.seed = 100;
    QVERIFY(!(*first.generate(other) == *a));
    // The same board as the board file the command line writes for it, every run.
    QCOMPARE(qHash(a->toText()), qHash(LinkGenerator().generate(settings)->toText()));
}

void TestLinkGame::fillKeepsWallsAndShutsNothingIn()
{
    // Walls stay, each shut-in cell stays empty, every other empty cell gets a tile, and the
    // tiles clear in the order given.
    const auto walls = LinkBoard::fromText(QStringLiteral(
        ". # . . . .\n"
        "# . # . # .\n"
        ". # . . # .\n"
        ". . . # . .\n"), nullptr);
    QVERIFY(walls);
    LinkGenerator generator;
    for (quint64 seed = 0; seed < 50; ++seed) {
        const LinkBoard filled = generator.fill(*walls, 3, seed);
        int empty = 0;
        for (int cell = 0; cell < filled.cellCount(); ++cell) {
            if (!filled.isInside(filled.pos(cell)))
                continue;
            QCOMPARE(filled.isWall(cell), walls->isWall(cell));
            empty += filled.isEmpty(cell);
        }
        // (1,1) is shut in by walls on all four sides; the 16 other cells are paired.
        QVERIFY(filled.isEmpty(filled.index(LinkBoard::fromTile({1, 1}))));
        QCOMPARE(empty, 1);
        QVERIFY(filled.pairProblem().isEmpty());
        QString why;
        const auto after = replayPairs(filled, generator.order(), &why);
        QVERIFY2(after && after->tileCount() == 0, qPrintable(why));
    }
}

void TestLinkGame::checkAgreesWithBruteForce()
{
    // Tiny boards, two to five pairs of few kinds among walls, many of them impossible to
    // clear: the exact check says what the brute force says, and its order clears them.
    QRandomGenerator rng(11);
    LinkSolver solver;
    int clearable = 0;
    int notClearable = 0;
    for (int i = 0; i < 3000; ++i) {
        const int width = rng.bounded(4, 6);
        const int height = rng.bounded(4, 6);
        const int pairs = rng.bounded(2, i % 3 == 0 ? 6 : 4);
        const LinkBoard board = tinyBoard(rng, width, height, pairs, rng.bounded(1, 4), rng.bounded(0, width * height - 2 * pairs + 1));
        const bool expected = bruteClears(board);
        QString refusal;
        const LinkSolution check = solver.check(board, &refusal);
        QVERIFY(refusal.isEmpty());
        QVERIFY2(check.verdict != LinkSolution::Verdict::Unknown, qPrintable(board.toText()));
        QVERIFY2(check.cleared() == expected, qPrintable(QStringLiteral("brute force says %1\n%2").arg(expected).arg(board.toText())));
        if (expected) {
            QString why;
            const auto after = replayPairs(board, check.pairs, &why);
            QVERIFY2(after && after->tileCount() == 0, qPrintable(why));
        }
        (expected ? clearable : notClearable)++;
    }
    qInfo("%d tiny boards can be cleared, %d cannot", clearable, notClearable);
    QVERIFY(clearable > 500);
    QVERIFY(notClearable > 300);

    // The classic dead end: two kinds crossed in a square, in the corner and in the middle.
    for (const char *text : {"1 2 . .\n2 1 . .\n. . . .\n. . . .\n", ". . . .\n. 1 2 .\n. 2 1 .\n. . . .\n",
                             "3 . . 3\n. 1 2 .\n. 2 1 .\n. . . .\n"}) {
        const auto board = LinkBoard::fromText(QString::fromLatin1(text), nullptr);
        QVERIFY(board);
        QVERIFY(!bruteClears(*board));
        const LinkSolution check = solver.check(*board);
        QCOMPARE(check.verdict, LinkSolution::Verdict::Impossible);
    }
}

void TestLinkGame::checkRefusesLargeBoards()
{
    LinkGenerator generator;
    LinkSolver solver;
    const LinkBoard small = *generator.generate({8, 5, 6, 0, 3});
    QCOMPARE(small.tileCount(), LinkSolver::maxCheckTiles);
    QString refusal;
    QVERIFY(solver.check(small, &refusal).cleared());
    QVERIFY(refusal.isEmpty());
    const LinkBoard large = *generator.generate({8, 6, 6, 0, 3});
    const LinkSolution refused = solver.check(large, &refusal);
    QCOMPARE(refused.verdict, LinkSolution::Verdict::Unknown);
    QVERIFY(refused.pairs.empty());
    QVERIFY2(refusal.contains(QStringLiteral("48 tiles")) && refusal.contains(QStringLiteral("at most 40")), qPrintable(refusal));
    QCOMPARE(refusal, LinkSolver::checkRefusal(large));
}

void TestLinkGame::solverAgreesOnBoardsThatCannotBeCleared()
{
    // solve() is exact too when it finishes: Impossible only where the brute force finds no
    // order, and its longest run is a run of pairs that link.
    QRandomGenerator rng(23);
    LinkSolver solver;
    int impossible = 0;
    for (int i = 0; i < 800; ++i) {
        const int pairs = rng.bounded(3, 6);
        const LinkBoard board = tinyBoard(rng, 5, 4, pairs, 2, rng.bounded(2, 20 - 2 * pairs + 1));
        const bool expected = bruteClears(board);
        const LinkSolution solution = solver.solve(board);
        QVERIFY(solution.verdict != LinkSolution::Verdict::Unknown);
        QCOMPARE(solution.cleared(), expected);
        QString why;
        const auto after = replayPairs(board, solution.pairs, &why);
        QVERIFY2(after, qPrintable(why));
        QCOMPARE(after->tileCount() == 0, expected);
        impossible += !expected;
    }
    QVERIFY(impossible > 50);
    // A kind an odd number of times never clears; the run shown still keeps the rules.
    const auto odd = LinkBoard::fromText(QStringLiteral("1 1 2 .\n2 . . .\n. 1 . .\n. . . .\n"), nullptr);
    QVERIFY(!odd); // a board file refuses it ...
    LinkBoard board(4, 4);
    for (const auto &[x, y, kind] : {std::tuple{0, 0, 1}, {1, 0, 1}, {2, 0, 2}, {0, 1, 2}, {1, 2, 1}})
        board.setValue(LinkBoard::fromTile({x, y}), std::uint8_t(kind));
    const LinkSolution solution = solver.solve(board); // ... but a scenario may hold one
    QCOMPARE(solution.verdict, LinkSolution::Verdict::Impossible);
    QString why;
    QVERIFY2(replayPairs(board, solution.pairs, &why), qPrintable(why));
    QCOMPARE(solution.pairs.size(), std::size_t(2));
}

void TestLinkGame::hintFindsAPairExactlyWhenOneExists()
{
    // Boards in every state of a game, many with no pair left: a hint is a pair of one kind
    // that the brute force links, the path the min-turn search's, and none exactly when the
    // brute force over every pair of one kind finds none.
    QRandomGenerator rng(5);
    MinTurnSearch search;
    int hinted = 0;
    int stuck = 0;
    for (int i = 0; i < 600; ++i) {
        const int width = rng.bounded(4, 9);
        const int height = rng.bounded(4, 7);
        // From sparse boards of few kinds, where a pair nearly always links, to full boards
        // of a pair a kind among walls, where one seldom does.
        const int pairs = rng.bounded(1, width * height / 2 - 1);
        const int kinds = i % 2 == 0 ? rng.bounded(1, pairs + 1) : pairs;
        LinkGame game(tinyBoard(rng, width, height, pairs, kinds, rng.bounded(0, width * height - 2 * pairs + 1)), rng.generate64());
        const int score = game.score();
        const auto hint = game.hint();
        const auto brute = bruteAnyPair(game.board());
        QCOMPARE(hint.has_value(), brute.has_value());
        QCOMPARE(game.hasLinkablePair(), brute.has_value());
        if (!hint) {
            QCOMPARE(game.hintsUsed(), 0);
            QCOMPARE(game.score(), score);
            ++stuck;
            continue;
        }
        ++hinted;
        QCOMPARE(game.hintsUsed(), 1);
        QCOMPARE(game.score(), score - LinkGame::hintCost);
        const LinkBoard &board = game.board();
        QCOMPARE(board.kind(hint->pair.first), board.kind(hint->pair.second));
        QVERIFY(bruteCanLink(board, hint->pair.first, hint->pair.second));
        QCOMPARE(hint->path, search.find(board, hint->pair.first, hint->pair.second));
        QVERIFY(hint->path.linkable);
        // The first in cell order: no pair of a lower first cell links.
        for (int a = 0; a < hint->pair.first; ++a) {
            for (int b = a + 1; b < board.cellCount(); ++b)
                QVERIFY(!bruteCanLink(board, a, b));
        }
    }
    qInfo("%d boards with a hint, %d without", hinted, stuck);
    QVERIFY(hinted > 200);
    QVERIFY(stuck >= 20);
}

void TestLinkGame::shuffleKeepsTheTilesAndTheBoardSolvable()
{
    // Games part played, then shuffled on demand: the same tiles on the same cells, a pair
    // that links, and a board that can be cleared (exactly, by the check, when small).
    QRandomGenerator rng(8);
    LinkGenerator generator;
    LinkSolver solver;
    int checked = 0;
    for (int i = 0; i < 300; ++i) {
        const int width = rng.bounded(4, 13);
        const int height = 2 * rng.bounded(2, 6);
        const auto board = generator.generate({width, height, rng.bounded(1, width * height / 4 + 1), 0, rng.generate64()});
        QVERIFY(board);
        LinkGame game(*board, rng.generate64());
        game.setAutoShuffle(false);
        const int removals = rng.bounded(0, board->tileCount() / 2);
        for (int r = 0; r < removals; ++r) {
            const auto pair = game.findPair();
            if (!pair)
                break;
            QVERIFY(game.remove(pair->pair.first, pair->pair.second).removed);
        }
        if (game.tilesLeft() < 2)
            continue;
        const TileSet before = tilesOf(game.board());
        const int score = game.score();
        QVERIFY(game.shuffle());
        QCOMPARE(tilesOf(game.board()), before);
        QCOMPARE(game.score(), score - LinkGame::shuffleCost);
        QCOMPARE(game.shuffles(), 1);
        QVERIFY(bruteAnyPair(game.board()).has_value());
        if (game.tilesLeft() <= LinkSolver::maxCheckTiles) {
            QVERIFY(solver.check(game.board()).cleared());
            ++checked;
        } else {
            QVERIFY(solver.solve(game.board()).cleared());
        }
    }
    QVERIFY(checked > 50);

    // A tile shut in by walls leaves no pairing to deal: the tiles are still all there, in an
    // arrangement with a pair that links ...
    const auto walled = LinkBoard::fromText(QStringLiteral(
        "# # # . .\n"
        "# 1 # . .\n"
        "# # # . .\n"
        "1 . 2 2 .\n"), nullptr);
    QVERIFY(walled);
    LinkGame game(*walled, 3);
    const TileSet before = tilesOf(game.board());
    QVERIFY(game.shuffle());
    QCOMPARE(tilesOf(game.board()), before);
    QVERIFY(game.hasLinkablePair());
    // ... unless there is none: then nothing changes.
    LinkBoard alone = *walled;
    alone.setValue(LinkBoard::fromTile({2, 3}), LinkBoard::Empty);
    alone.setValue(LinkBoard::fromTile({3, 3}), LinkBoard::Empty);
    LinkGame lost(alone, 3);
    QVERIFY(!lost.shuffle());
    QVERIFY(lost.board() == alone);
    QCOMPARE(lost.shuffles(), 0);
    QVERIFY(!lost.canUndo());
}

void TestLinkGame::stuckBoardIsShuffledAndUndoneTogether()
{
    // Taking the 3s off leaves the 1s and 2s crossed: no pair links, so the game deals the
    // four tiles afresh; undo puts back the board as it was before the 3s went.
    const auto board = LinkBoard::fromText(QStringLiteral(
        "3 . . 3\n"
        ". 1 2 .\n"
        ". 2 1 .\n"
        ". . . .\n"), nullptr);
    QVERIFY(board);
    LinkGame game(*board, 1);
    const int a = board->index(LinkBoard::fromTile({0, 0}));
    const int b = board->index(LinkBoard::fromTile({3, 0}));
    const LinkRemoval removal = game.remove(a, b);
    QVERIFY(removal.removed);
    QCOMPARE(removal.kind, 3);
    QCOMPARE(removal.path.turns, 0);
    QVERIFY(removal.shuffled);
    QCOMPARE(game.shuffles(), 1);
    QCOMPARE(game.score(), LinkGame::pairPoints); // a shuffle the game makes is free
    QVERIFY(game.hasLinkablePair());
    LinkBoard crossed = *board;
    crossed.setValue(a, LinkBoard::Empty);
    crossed.setValue(b, LinkBoard::Empty);
    QCOMPARE(tilesOf(game.board()), tilesOf(crossed));
    QVERIFY(game.undo());
    QVERIFY(game.board() == *board);
    QCOMPARE(game.shuffles(), 0);
    QCOMPARE(game.moves(), 0);
    QCOMPARE(game.score(), 0);
    QVERIFY(!game.canUndo());

    // Without auto-shuffle the player is left stuck, and may shuffle.
    LinkGame manual(*board, 1);
    manual.setAutoShuffle(false);
    QVERIFY(!manual.remove(a, b).shuffled);
    QVERIFY(!manual.hasLinkablePair());
    QVERIFY(!manual.hint());
    const int stuckScore = manual.score();
    QVERIFY(manual.shuffle());
    QCOMPARE(manual.score(), stuckScore - LinkGame::shuffleCost);
    QVERIFY(manual.hasLinkablePair());
    // Undone, the shuffle gives its cost back, as an undone pair takes its points.
    QVERIFY(manual.undo());
    QVERIFY(manual.board() == crossed);
    QCOMPARE(manual.score(), stuckScore);
    QCOMPARE(manual.shuffles(), 0);
    // Pairs that do not link, or are not pairs, change nothing.
    const LinkBoard stuck = manual.board();
    const int one = board->index(LinkBoard::fromTile({1, 1}));
    const int otherOne = board->index(LinkBoard::fromTile({2, 2}));
    const int two = board->index(LinkBoard::fromTile({2, 1}));
    QVERIFY(!manual.remove(one, otherOne).removed);
    QVERIFY(!manual.remove(one, two).removed);
    QVERIFY(!manual.remove(one, one).removed);
    QVERIFY(!manual.remove(a, b).removed); // empty cells now
    QVERIFY(manual.board() == stuck);
    QCOMPARE(manual.moves(), 1);
}

void TestLinkGame::undoRestoresTheBoardExactly()
{
    // Random games of removals (some that do not link), shuffles and hints; undoing every
    // step back to the start restores each board, tile count and move count on the way.
    QRandomGenerator rng(13);
    LinkGenerator generator;
    int undone = 0;
    for (int i = 0; i < 150; ++i) {
        const auto board = generator.generate({rng.bounded(4, 11), 2 * rng.bounded(2, 5), rng.bounded(1, 9), 0, rng.generate64()});
        QVERIFY(board);
        LinkGame game(*board, rng.generate64());
        struct Snapshot
        {
            LinkBoard board;
            int tiles;
            int moves;
        };
        std::vector<Snapshot> snapshots;
        for (int step = 0; step < 40 && !game.isCleared(); ++step) {
            const Snapshot now{game.board(), game.tilesLeft(), game.moves()};
            const int roll = rng.bounded(10);
            bool changed = false;
            if (roll == 0) {
                changed = game.shuffle();
            } else if (roll == 1) {
                game.hint();
            } else if (roll == 2) {
                const int a = rng.bounded(game.board().cellCount());
                const int b = rng.bounded(game.board().cellCount());
                changed = game.remove(a, b).removed;
            } else if (const auto pair = game.findPair()) {
                changed = game.remove(pair->pair.first, pair->pair.second).removed;
                QVERIFY(changed);
            }
            if (changed)
                snapshots.push_back(now);
            else
                QVERIFY(game.board() == now.board);
        }
        while (!snapshots.empty()) {
            QVERIFY(game.canUndo());
            QVERIFY(game.undo());
            const Snapshot &expected = snapshots.back();
            QVERIFY(game.board() == expected.board);
            QCOMPARE(game.tilesLeft(), expected.tiles);
            QCOMPARE(game.moves(), expected.moves);
            QCOMPARE(game.tilesLeft(), game.board().tileCount());
            snapshots.pop_back();
            ++undone;
        }
        QVERIFY(!game.canUndo());
        QVERIFY(!game.undo());
        QVERIFY(game.board() == *board);
    }
    QVERIFY(undone > 2000);
}

void TestLinkGame::gamesArePlayedToTheEnd()
{
    // Following hints to the end clears every generated board (auto-shuffle helping where
    // the hints paint themselves into a corner); the score adds up.
    QRandomGenerator rng(21);
    LinkGenerator generator;
    int shuffled = 0;
    for (int i = 0; i < 200; ++i) {
        const int width = rng.bounded(4, 17);
        const int height = 2 * rng.bounded(2, 6);
        const auto board = generator.generate({width, height, rng.bounded(1, width * height / 2 + 1), 0, rng.generate64()});
        QVERIFY(board);
        LinkGame game(*board, quint64(i));
        int guard = 0;
        while (!game.isCleared() && guard++ < 1000) {
            const auto hint = game.hint();
            QVERIFY2(hint, qPrintable(game.board().toText()));
            const LinkRemoval removal = game.remove(hint->pair.first, hint->pair.second);
            QVERIFY(removal.removed);
            QCOMPARE(removal.path, hint->path);
            QVERIFY(game.isCleared() || game.hasLinkablePair());
        }
        QVERIFY(game.isCleared());
        QCOMPARE(game.tilesLeft(), 0);
        QCOMPARE(game.moves(), board->tileCount() / 2);
        QCOMPARE(game.score(), LinkGame::pairPoints * game.moves() - LinkGame::hintCost * game.hintsUsed());
        shuffled += game.shuffles();
    }
    qInfo("the games needed %d shuffles", shuffled);
}

QTEST_GUILESS_MAIN(TestLinkGame)
#include "tst_linkgame.moc"
