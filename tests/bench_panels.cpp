// The docks follow playback frame by frame, so a frame must cost a small part of 16 ms even
// on a 1024 x 1024 board: the inspector scans the whole board's marks for the open list and
// sorts the rows it shows. The trace is a real one: Dijkstra (the widest open list of the
// searches) across a 1024 x 1024 board with random obstacles, seen in the middle and at the end.

#include "inspectordock.h"
#include "watchesdock.h"

#include "paneltraces.h"

#include "trace/cursor.h"

#include <QElapsedTimer>
#include <QSet>
#include <QTabWidget>

using namespace gridtrace;
using namespace gridtrace::paneltest;

namespace {

// QBENCHMARK runs a test function more than once; say things once per data row.
bool firstTime()
{
    static QSet<QString> seen;
    const QString key = QString::fromLatin1(QTest::currentTestFunction()) + QLatin1Char('/')
        + QString::fromLatin1(QTest::currentDataTag());
    if (seen.contains(key))
        return false;
    seen.insert(key);
    return true;
}

} // namespace

class BenchPanels : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void inspectorOpenList_data();
    void inspectorOpenList();
    void inspectorEveryCellOpen();
    void inspectorSequence();
    void watches();

private:
    std::unique_ptr<Trace> m_trace;
    std::unique_ptr<Cursor> m_cursor;
};

void BenchPanels::initTestCase()
{
    QElapsedTimer timer;
    timer.start();
    m_trace = tracedRun(QStringLiteral("dijkstra"), scatteredBoard(1024, 1024, 1024),
                        {{QStringLiteral("connectivity"), QStringLiteral("8")}});
    QVERIFY(m_trace);
    m_cursor = std::make_unique<Cursor>(*m_trace);
    qInfo("recorded %zu changes in %d steps in %lld ms", m_trace->changeCount(), m_trace->stepCount(),
          timer.elapsed());
}

void BenchPanels::inspectorOpenList_data()
{
    QTest::addColumn<double>("fraction");
    QTest::newRow("a quarter in") << 0.25;
    QTest::newRow("half way") << 0.5;
    QTest::newRow("at the end") << 1.0;
}

void BenchPanels::inspectorOpenList()
{
    QFETCH(double, fraction);
    m_cursor->seek(int(m_trace->stepCount() * fraction));
    InspectorDock dock;
    dock.resize(400, 600);
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    QBENCHMARK {
        dock.showFrame(m_trace.get(), &m_cursor->scene(), m_cursor->position());
    }
    if (firstTime())
        qInfo("%d cells on the open list, %d rows shown", dock.openListSize(), dock.openListModel()->rowCount());
}

// The worst case: a scene whose every cell is open, so the whole board is scanned, read and
// its first rows picked from a million.
void BenchPanels::inspectorEveryCellOpen()
{
    Trace trace;
    trace.header.algorithm = QStringLiteral("astar");
    trace.tables.labels = {QStringLiteral("g"), QStringLiteral("h")};
    trace.initial = Scene(1024, 1024, 0, 0);
    QRandomGenerator random(3);
    for (int cell = 0; cell < trace.initial.cellCount(); ++cell) {
        trace.initial.setCellValue(CellLayer::Mark, cell, std::uint32_t(Mark::Open));
        trace.initial.setCellValue(labelLayer(0), cell, random.generate() & 0x4fffffffu);
        trace.initial.setCellValue(labelLayer(1), cell, random.generate() & 0x4fffffffu);
    }
    InspectorDock dock;
    dock.resize(400, 600);
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    QBENCHMARK {
        dock.showFrame(&trace, &trace.initial, 0);
    }
    QCOMPARE(dock.openListSize(), trace.initial.cellCount());
}

void BenchPanels::inspectorSequence()
{
    m_cursor->toEnd();
    InspectorDock dock;
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    dock.pages()->setCurrentIndex(1);
    QBENCHMARK {
        dock.showFrame(m_trace.get(), &m_cursor->scene(), m_cursor->position());
    }
    if (firstTime())
        qInfo("%d cells on the path", dock.sequenceSize());
}

void BenchPanels::watches()
{
    m_cursor->seek(m_trace->stepCount() / 2);
    WatchesDock dock;
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    QBENCHMARK {
        dock.showFrame(m_trace.get(), &m_cursor->scene(), m_cursor->position());
    }
}

QTEST_MAIN(BenchPanels)
#include "bench_panels.moc"
