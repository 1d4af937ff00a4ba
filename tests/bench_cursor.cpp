// Seeking in a big trace must stay interactive: at most 16 ms (one frame at 60 Hz) for any
// seek on a trace of 10 million changes. The trace is a real one: Dijkstra across a
// 2048 x 2048 board with random obstacles.

#include "catalogue/catalogue.h"
#include "trace/cursor.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTest>

#include <algorithm>

using namespace gridtrace;

class BenchCursor : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void buildCursor();
    void seekEndToEnd();
    void seekRandom();

private:
    Trace m_trace;
};

void BenchCursor::initTestCase()
{
    Scenario scenario;
    const int side = 2048;
    scenario.board = Grid(side, side);
    QRandomGenerator random(2048);
    for (int y = 0; y < side; ++y) {
        for (int x = 0; x < side; ++x) {
            if (random.bounded(100) < 20)
                scenario.board.setWall({x, y});
        }
    }
    scenario.start = CellPos{0, 0};
    scenario.goal = CellPos{side - 1, side - 1};
    scenario.board.setWeight(*scenario.start, 1);
    scenario.board.setWeight(*scenario.goal, 1);
    scenario.algorithm = QStringLiteral("dijkstra");
    scenario.parameters.insert(QStringLiteral("connectivity"), QStringLiteral("8"));

    QElapsedTimer timer;
    timer.start();
    const RunOutcome outcome = Catalogue::run(scenario, &m_trace);
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    qInfo("recorded %zu changes in %d steps in %lld ms", m_trace.changeCount(), m_trace.stepCount(),
          timer.elapsed());
    QVERIFY2(m_trace.changeCount() >= 10'000'000, "the trace should have at least 10 million changes");
}

void BenchCursor::buildCursor()
{
    QBENCHMARK_ONCE {
        Cursor cursor(m_trace);
        qInfo("%zu keyframes, one every %zu changes", cursor.keyframeCount(), cursor.keyframeInterval());
    }
}

void BenchCursor::seekEndToEnd()
{
    Cursor cursor(m_trace);
    bool atEnd = false;
    QBENCHMARK {
        atEnd = !atEnd;
        cursor.seek(atEnd ? cursor.stepCount() : 0);
    }
}

void BenchCursor::seekRandom()
{
    Cursor cursor(m_trace);
    QRandomGenerator random(7);
    std::vector<double> times;
    for (int i = 0; i < 400; ++i) {
        const int target = int(random.bounded(cursor.stepCount() + 1));
        QElapsedTimer timer;
        timer.start();
        cursor.seek(target);
        times.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(times.begin(), times.end());
    qInfo("400 random seeks: median %.2f ms, 99th percentile %.2f ms, worst %.2f ms",
          times[times.size() / 2], times[times.size() * 99 / 100], times.back());
    int position = 0;
    QBENCHMARK {
        position = (position + cursor.stepCount() / 3 + 12345) % (cursor.stepCount() + 1);
        cursor.seek(position);
    }
}

QTEST_GUILESS_MAIN(BenchCursor)
#include "bench_cursor.moc"
