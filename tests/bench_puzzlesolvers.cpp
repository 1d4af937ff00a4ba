// The seed-004 solver and the layered solver on seeded boards: mean and largest move counts
// and solve times, against the targets (6 x 6: at most 450 mean, the post 556;
// 14 x 14: at most 5,500 mean, the post 8000+, each under 20 ms; 100 x 100 under 2 s).
// Boards are PuzzleBoard::shuffled(w, h, BlankFirst, seed) for seeds 1..count, the goal the
// post finishes on; BlankLast boards cost the same (they are solved turned round).
//
//   bench_puzzlesolvers              all rows, then the summary table
//   bench_puzzlesolvers solve:layered/14x14

#include "puzzle/layeredsolver.h"
#include "puzzle/seedpuzzlesolver.h"

#include <QElapsedTimer>
#include <QMap>
#include <QTest>

using namespace gridtrace;

namespace {

struct Figures
{
    int boards = 0;
    double totalMoves = 0;
    std::size_t maxMoves = 0;
    double totalMs = 0;
    double maxMs = 0;
};

} // namespace

class BenchPuzzleSolvers : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void solve_data();
    void solve();
    void summary();

private:
    QMap<QString, Figures> m_figures;
    QStringList m_order;
};

void BenchPuzzleSolvers::initTestCase()
{
    // The layered solver's tables for the last 3 x 3 and smaller are built on first use
    // (a few tens of ms, once a process): not a solve's cost.
    LayeredSolver::solve(PuzzleBoard::shuffled(4, 4, PuzzleGoal::BlankFirst, 1));
    LayeredSolver::solve(PuzzleBoard::shuffled(5, 2, PuzzleGoal::BlankFirst, 1));
    LayeredSolver::solve(PuzzleBoard::shuffled(2, 5, PuzzleGoal::BlankFirst, 1));
}

void BenchPuzzleSolvers::solve_data()
{
    QTest::addColumn<QString>("solver");
    QTest::addColumn<int>("side");
    QTest::addColumn<int>("count");
    for (const auto &[solver, side, count] : {std::tuple{"seed", 6, 100}, std::tuple{"layered", 6, 100},
                                              std::tuple{"seed", 14, 100}, std::tuple{"layered", 14, 100},
                                              std::tuple{"seed", 100, 10}, std::tuple{"layered", 100, 10}}) {
        const QString row = QStringLiteral("%1/%2x%2").arg(QLatin1String(solver)).arg(side);
        QTest::newRow(qPrintable(row)) << QString::fromLatin1(solver) << side << count;
    }
}

void BenchPuzzleSolvers::solve()
{
    QFETCH(QString, solver);
    QFETCH(int, side);
    QFETCH(int, count);
    const QString key = QStringLiteral("%1/%2x%2").arg(solver).arg(side);
    Figures figures;
    QElapsedTimer timer;
    for (int seed = 1; seed <= count; ++seed) {
        const PuzzleBoard board = PuzzleBoard::shuffled(side, side, PuzzleGoal::BlankFirst, quint64(seed));
        timer.start();
        const PuzzleSolveResult result = solver == u"seed" ? SeedPuzzleSolver::solve(board) : LayeredSolver::solve(board);
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        PuzzleBoard replay = board;
        QCOMPARE(replay.apply(result.moves), result.moves.size());
        QVERIFY(replay.isSolved());
        ++figures.boards;
        figures.totalMoves += double(result.moves.size());
        figures.maxMoves = std::max(figures.maxMoves, result.moves.size());
        figures.totalMs += ms;
        figures.maxMs = std::max(figures.maxMs, ms);
    }
    qInfo().noquote() << QStringLiteral("%1: %2 boards, mean %3 moves (max %4), mean %5 ms (max %6 ms)")
                             .arg(key).arg(figures.boards)
                             .arg(figures.totalMoves / figures.boards, 0, 'f', 1).arg(figures.maxMoves)
                             .arg(figures.totalMs / figures.boards, 0, 'f', 2).arg(figures.maxMs, 0, 'f', 2);
    m_figures.insert(key, figures);
    m_order.append(key);
}

void BenchPuzzleSolvers::summary()
{
    QString table = QStringLiteral("\n%1 %2 %3 %4 %5 %6\n")
                        .arg(QStringLiteral("solver / size"), -20)
                        .arg(QStringLiteral("boards"), 7)
                        .arg(QStringLiteral("mean moves"), 11)
                        .arg(QStringLiteral("max moves"), 10)
                        .arg(QStringLiteral("mean ms"), 9)
                        .arg(QStringLiteral("max ms"), 9);
    for (const QString &key : std::as_const(m_order)) {
        const Figures &f = m_figures[key];
        table += QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                     .arg(key, -20)
                     .arg(f.boards, 7)
                     .arg(f.totalMoves / f.boards, 11, 'f', 1)
                     .arg(qulonglong(f.maxMoves), 10)
                     .arg(f.totalMs / f.boards, 9, 'f', 2)
                     .arg(f.maxMs, 9, 'f', 2);
    }
    qInfo().noquote() << table;
}

QTEST_GUILESS_MAIN(BenchPuzzleSolvers)
#include "bench_puzzlesolvers.moc"
