// Lianliankan game logic on the largest board, 30 x 20 tiles: generating a board that can be
// cleared (the target: under 5 ms), solving one (walls in plenty too: the search over
// pairings' boards), a hint and a shuffle on a full board.
// QBENCHMARK prints the mean per call; each benchmark also prints its own figures.

#include "link/linkgame.h"
#include "link/linkgenerator.h"
#include "link/linksolver.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
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
    QTest::newRow("8 kinds, 120 walls") << 8 << 120;
    QTest::newRow("36 kinds, 100 walls") << 36 << 100;
    QTest::newRow("36 kinds, 120 walls") << 36 << 120;
    QTest::newRow("99 kinds, 120 walls") << 99 << 120;
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
    // One solve of a board with many walls takes long enough for QBENCHMARK to stop at the
    // first; the boards go round all the same.
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
    for (const auto &[kinds, walls] : {std::pair{8, 0}, {36, 0}, {99, 0}, {36, 60}, {8, 120}, {36, 100}, {36, 120}, {99, 120}, {36, 150}}) {
        // Fewer seeds with many walls: a solve takes longer there.
        const int boards = walls >= 100 ? 50 : 200;
        std::vector<LinkBoard> made;
        QElapsedTimer timer;
        timer.start();
        int refused = 0;
        for (int i = 0; i < boards; ++i) {
            // 150 walls are about the generator's limit: it refuses some settings.
            if (const auto board = generator.generate({30, 20, kinds, walls, quint64(1000 + i)}))
                made.push_back(*board);
            else
                ++refused;
        }
        const double generateMs = double(timer.nsecsElapsed()) / 1e6 / boards;
        quint64 removals = 0;
        int uncleared = 0;
        double slowestMs = 0;
        double totalMs = 0;
        for (const LinkBoard &board : made) {
            timer.restart();
            const LinkSolution solution = solver.solve(board);
            const double ms = double(timer.nsecsElapsed()) / 1e6;
            totalMs += ms;
            slowestMs = std::max(slowestMs, ms);
            uncleared += !solution.cleared();
            removals += solution.removals;
        }
        const int solved = std::max(1, int(made.size()));
        qInfo("30 x 20, %2d kinds, %3d walls: generate %.3f ms (target: under 5 ms), solve %.2f ms (slowest %.0f ms) with "
              "%.1f removals tried for %d pairs, %d not cleared; means over %d seeds (%d refused)",
              kinds, walls, generateMs, totalMs / solved, slowestMs, double(removals) / solved,
              made.empty() ? 0 : made.front().tileCount() / 2, uncleared, int(made.size()), refused);
        // Many walls make the generator try fresh walls again and again.
        if (walls <= 60)
            QVERIFY(generateMs < 5.0);
    }
}

QTEST_GUILESS_MAIN(BenchLinkGame)
#include "bench_linkgame.moc"
