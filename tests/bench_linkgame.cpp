// Lianliankan game logic on the largest board, 30 x 20 tiles: generating a board that can be
// cleared (the target: under 5 ms), solving one, a hint and a shuffle on a full board.
// QBENCHMARK prints the mean per call; each benchmark also prints its own figures.

#include "link/linkgame.h"
#include "link/linkgenerator.h"
#include "link/linksolver.h"

#include <QElapsedTimer>
#include <QTest>

#include <utility>

using namespace gridtrace;

class BenchLinkGame : public QObject
{
    Q_OBJECT

private slots:
    void generate_data();
    void generate();
    void solve_data();
    void solve();
    void hintOnAFullBoard();
    void shuffleAFullBoard();
    // Means over many seeds, printed once each, beside QBENCHMARK's own figures.
    void figures();
};

void BenchLinkGame::generate_data()
{
    QTest::addColumn<int>("kinds");
    QTest::addColumn<int>("walls");
    QTest::newRow("8 kinds") << 8 << 0;
    QTest::newRow("36 kinds") << 36 << 0;
    QTest::newRow("99 kinds") << 99 << 0;
    QTest::newRow("36 kinds, 60 walls") << 36 << 60;
}

void BenchLinkGame::generate()
{
    QFETCH(int, kinds);
    QFETCH(int, walls);
    LinkGenerator generator;
    quint64 seed = 0;
    QBENCHMARK {
        const auto board = generator.generate({30, 20, kinds, walls, seed++});
        QVERIFY(board);
    }
}

void BenchLinkGame::solve_data()
{
    generate_data();
}

void BenchLinkGame::solve()
{
    QFETCH(int, kinds);
    QFETCH(int, walls);
    LinkGenerator generator;
    std::vector<LinkBoard> boards;
    for (quint64 seed = 0; seed < 50; ++seed)
        boards.push_back(*generator.generate({30, 20, kinds, walls, seed}));
    LinkSolver solver;
    std::size_t next = 0;
    QBENCHMARK {
        QVERIFY(solver.solve(boards[next++ % boards.size()]).cleared());
    }
}

void BenchLinkGame::hintOnAFullBoard()
{
    const LinkBoard board = *LinkGenerator().generate({30, 20, 36, 0, 1});
    LinkGame game(board);
    QBENCHMARK {
        QVERIFY(game.findPair());
    }
}

void BenchLinkGame::shuffleAFullBoard()
{
    const LinkBoard board = *LinkGenerator().generate({30, 20, 36, 0, 1});
    LinkGame game(board);
    game.setAutoShuffle(false);
    QBENCHMARK {
        QVERIFY(game.shuffle());
    }
}

void BenchLinkGame::figures()
{
    LinkGenerator generator;
    LinkSolver solver;
    constexpr int boards = 200;
    for (const auto &[kinds, walls] : {std::pair{8, 0}, {36, 0}, {99, 0}, {36, 60}}) {
        std::vector<LinkBoard> made;
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < boards; ++i)
            made.push_back(*generator.generate({30, 20, kinds, walls, quint64(1000 + i)}));
        const double generateMs = double(timer.nsecsElapsed()) / 1e6 / boards;
        timer.restart();
        quint64 removals = 0;
        int uncleared = 0;
        for (const LinkBoard &board : made) {
            const LinkSolution solution = solver.solve(board);
            uncleared += !solution.cleared();
            removals += solution.removals;
        }
        const double solveMs = double(timer.nsecsElapsed()) / 1e6 / boards;
        // Walls on a tenth of the cells defeat the solver's budget now and then (docs/link.md).
        qInfo("30 x 20, %2d kinds, %2d walls: generate %.3f ms (target: under 5 ms), solve %.2f ms with %.1f removals "
              "tried for %d pairs, %d not cleared; means over %d seeds",
              kinds, walls, generateMs, solveMs, double(removals) / boards, made.front().tileCount() / 2, uncleared, boards);
        QVERIFY(generateMs < 5.0);
    }
}

QTEST_GUILESS_MAIN(BenchLinkGame)
#include "bench_linkgame.moc"
