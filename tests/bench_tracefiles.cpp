#include "trace/recorder.h"
#include "trace/tracefile.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QtTest>

using namespace gridtrace;

Q_DECLARE_METATYPE(gridtrace::TraceFormat)

namespace {

constexpr int side = 512;
constexpr std::size_t targetChanges = 1'000'000;

// A trace shaped like a big search: cells opened and closed with their distance label and
// parent, the open list's size and the expansions counted, a path pushed at the end.
Trace bigTrace()
{
    Trace trace;
    trace.header.board = Grid(side, side);
    trace.header.algorithm = QStringLiteral("dijkstra");
    trace.tables.labels = {QStringLiteral("g")};
    trace.tables.sequences = {QStringLiteral("path")};
    trace.tables.counters = {QStringLiteral("expansions"), QStringLiteral("open")};
    trace.tables.stepKinds = {QStringLiteral("expand"), QStringLiteral("path")};

    Recorder recorder(trace);
    QRandomGenerator rng(2024);
    const int cells = side * side;
    int expanded = 0;
    while (trace.changes.size() < targetChanges) {
        const int cell = rng.bounded(cells);
        recorder.step(0, 3, cell);
        recorder.setMark(cell, Mark::Closed);
        recorder.addToCounter(0, 1);
        for (int n = 0; n < 3; ++n) {
            const int neighbour = (cell + 1 + n * side) % cells;
            recorder.setMark(neighbour, Mark::Open);
            recorder.setLabel(0, neighbour, float(expanded) * 0.5f + float(n) / 3.0f);
            recorder.setParent(neighbour, std::uint8_t(1 + n));
        }
        recorder.setCounter(1, rng.bounded(1000));
        if (++expanded % 1000 == 0) {
            recorder.step(1, 9, -1);
            recorder.pushBack(0, cell);
        }
    }
    return trace;
}

const Trace &sharedTrace()
{
    static const Trace trace = bigTrace();
    return trace;
}

QByteArray write(const Trace &trace, TraceFormat format)
{
    return format == TraceFormat::Binary ? writeTraceBinary(trace) : writeTraceJson(trace);
}

void report(const char *what, qint64 totalNs, int runs, qsizetype bytes)
{
    const Trace &trace = sharedTrace();
    qInfo("%s: %.1f ms, %lld bytes, %.2f bytes per change (%zu changes, %d steps)", what,
          double(totalNs) / runs / 1e6, qlonglong(bytes), double(bytes) / double(trace.changes.size()),
          trace.changes.size(), trace.stepCount());
}

} // namespace

class BenchTraceFiles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void save_data();
    void save();
    void load_data() { save_data(); }
    void load();
};

void BenchTraceFiles::initTestCase()
{
    QVERIFY(sharedTrace().changes.size() >= targetChanges);
    QCOMPARE(sharedTrace().validate(), QString());
}

void BenchTraceFiles::save_data()
{
    QTest::addColumn<TraceFormat>("format");
    QTest::newRow("json") << TraceFormat::Json;
    QTest::newRow("binary") << TraceFormat::Binary;
}

void BenchTraceFiles::save()
{
    QFETCH(TraceFormat, format);
    const Trace &trace = sharedTrace();
    QByteArray data;
    qint64 totalNs = 0;
    int runs = 0;
    QBENCHMARK {
        QElapsedTimer timer;
        timer.start();
        data = write(trace, format);
        totalNs += timer.nsecsElapsed();
        ++runs;
    }
    report(format == TraceFormat::Json ? "save json" : "save binary", totalNs, runs, data.size());
}

void BenchTraceFiles::load()
{
    QFETCH(TraceFormat, format);
    const Trace &trace = sharedTrace();
    const QByteArray data = write(trace, format);
    qint64 totalNs = 0;
    int runs = 0;
    QBENCHMARK {
        QElapsedTimer timer;
        timer.start();
        QString error;
        const auto loaded = format == TraceFormat::Binary ? readTraceBinary(data, &error)
                                                          : readTraceJson(data, &error);
        totalNs += timer.nsecsElapsed();
        ++runs;
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->changes.size(), trace.changes.size());
    }
    report(format == TraceFormat::Json ? "load json" : "load binary", totalNs, runs, data.size());
}

QTEST_GUILESS_MAIN(BenchTraceFiles)
#include "bench_tracefiles.moc"
