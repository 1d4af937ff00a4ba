// Figures for the optimal sliding-puzzle search: the 4 x 4 pattern database build, the ten
// Korf instances (target: under 1 s each on average, the build not counted) and the 3 x 3
// solvers over 1,000 random boards.

#include "puzzle/puzzleboard.h"
#include "puzzle/puzzleoptimal.h"
#include "puzzle/puzzlepatterns.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTest>

#include <cstdio>

using namespace gridtrace;

class BenchPuzzleOptimal : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QElapsedTimer timer;
        timer.start();
        auto built = PuzzlePatternDatabase::build(PuzzleGoal::BlankFirst);
        QVERIFY(built);
        std::printf("pattern database build (blank-first, %s, reflected): %lld ms, %.1f MB\n",
                    qPrintable(built->partitionId()), timer.elapsed(), double(built->byteSize()) / 1e6);
        m_database = std::move(built);
    }

    void korf()
    {
        QFile file(QStringLiteral(GRIDTRACE_PUZZLE_DATA "/korf-sample.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
        PuzzleOptimalSolver solver;
        solver.setPatternDatabase(m_database);
        double totalMs = 0;
        double maxMs = 0;
        quint64 totalNodes = 0;
        quint64 maxNodes = 0;
        int count = 0;
        while (!file.atEnd()) {
            const QString line = QString::fromUtf8(file.readLine()).trimmed();
            if (line.isEmpty() || line.startsWith(u'#'))
                continue;
            const QStringList fields = line.split(u' ', Qt::SkipEmptyParts);
            QCOMPARE(fields.size(), 18);
            std::vector<PuzzleBoard::Tile> tiles;
            for (int i = 1; i <= 16; ++i)
                tiles.push_back(PuzzleBoard::Tile(fields[i].toUInt()));
            PuzzleBoard board(4, 4, PuzzleGoal::BlankFirst);
            QVERIFY(board.setTiles(tiles));
            QElapsedTimer timer;
            timer.start();
            const PuzzleOptimalResult result = solver.solve(board);
            const double ms = double(timer.nsecsElapsed()) / 1e6;
            QVERIFY(result.solved());
            QCOMPARE(int(result.moves.size()), fields[17].toInt());
            std::printf("korf %3s: %2zu moves, h0 %2d, %9llu nodes, %8.1f ms\n", qPrintable(fields[0]),
                        result.moves.size(), result.initialHeuristic, static_cast<unsigned long long>(result.expanded), ms);
            totalMs += ms;
            maxMs = std::max(maxMs, ms);
            totalNodes += result.expanded;
            maxNodes = std::max(maxNodes, result.expanded);
            ++count;
        }
        QCOMPARE(count, 10);
        std::printf("korf ten: mean %.1f ms, max %.1f ms; mean %llu nodes, max %llu nodes\n", totalMs / count, maxMs,
                    static_cast<unsigned long long>(totalNodes / quint64(count)), static_cast<unsigned long long>(maxNodes));
    }

    void random3x3()
    {
        const PuzzleTable3x3 &table = PuzzleTable3x3::shared(PuzzleGoal::BlankLast);
        PuzzleOptimalSolver solver;
        PuzzleOptimalOptions plain;
        plain.plainHeuristic = true;
        constexpr int boards = 1000;
        qint64 tableNs = 0;
        qint64 idaNs = 0;
        quint64 nodes = 0;
        int lengths = 0;
        for (int i = 0; i < boards; ++i) {
            const PuzzleBoard board = PuzzleBoard::shuffled(3, 3, PuzzleGoal::BlankLast, quint64(1000 + i));
            QElapsedTimer timer;
            timer.start();
            const PuzzleOptimalResult fromTable = solver.solve(board);
            tableNs += timer.nsecsElapsed();
            timer.restart();
            const PuzzleOptimalResult fromSearch = solver.solve(board, plain);
            idaNs += timer.nsecsElapsed();
            QCOMPARE(fromSearch.moves.size(), fromTable.moves.size());
            nodes += fromSearch.expanded;
            lengths += int(fromTable.moves.size());
        }
        std::printf("3x3 over %d random boards: mean length %.2f; table walk mean %.1f us; "
                    "IDA* (Manhattan + linear conflict) mean %.3f ms, %llu nodes\n",
                    boards, double(lengths) / boards, double(tableNs) / boards / 1e3, double(idaNs) / boards / 1e6,
                    static_cast<unsigned long long>(nodes / boards));
        Q_UNUSED(table);
    }

private:
    std::shared_ptr<const PuzzlePatternDatabase> m_database;
};

QTEST_GUILESS_MAIN(BenchPuzzleOptimal)
#include "bench_puzzleoptimal.moc"
