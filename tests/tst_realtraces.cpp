// Every algorithm of the catalogue, traced on real boards, must give a trace the debugger can
// trust: replaying to any step shows what the recorder had at that moment, stepping back
// from the end restores the start exactly, seeking is path-independent, and the trace
// survives saving in both formats byte for byte.

#include "catalogue/catalogue.h"
#include "trace/cursor.h"
#include "trace/tracefile.h"

#include <QDirIterator>
#include <QRandomGenerator>
#include <QTest>

using namespace gridtrace;

namespace {

Grid randomBoard(int width, int height, quint32 seed)
{
    Grid board(width, height);
    QRandomGenerator random(seed);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const quint32 roll = random.bounded(100);
            if (roll < 25)
                board.setWall({x, y});
            else if (roll < 35)
                board.setWeight({x, y}, std::uint8_t(2 + random.bounded(8)));
        }
    }
    return board;
}

CellPos freeCell(Grid &board, CellPos wanted)
{
    board.setWeight(wanted, 1);
    return wanted;
}

struct Observed
{
    Trace trace;
    std::vector<Scene> scenes; // scenes[k]: the recorder's scene when position k was reached
    RunOutcome outcome;
};

Observed runObserved(const Scenario &scenario)
{
    Observed observed;
    RunContext context;
    context.stepObserver = [&](int step, const Scene &scene) {
        QCOMPARE(std::size_t(step), observed.scenes.size());
        observed.scenes.push_back(scene);
    };
    observed.outcome = Catalogue::run(scenario, &observed.trace, &context);
    return observed;
}

} // namespace

class TestRealTraces : public QObject
{
    Q_OBJECT

private slots:
    void everyAlgorithm_data();
    void everyAlgorithm();
    void tracesInTheTreeNameKnownAlgorithms();
    void anUnknownAlgorithmIsRefused();
    void openCounterIsTheOpenList_data();
    void openCounterIsTheOpenList();
};

void TestRealTraces::tracesInTheTreeNameKnownAlgorithms()
{
    int traces = 0;
    QDirIterator files(QStringLiteral(GRIDTRACE_TEST_DATA "/.."), {QStringLiteral("*.gtrace"), QStringLiteral("*.gtrace.json")},
                       QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString fileName = files.next();
        QString error;
        const auto trace = loadTrace(fileName, &error);
        QVERIFY2(trace, qPrintable(fileName + QStringLiteral(": ") + error));
        // What render and the window check before they show it: a trace of GridTrace 1, whose
        // header still says "diagonal", opens as it did.
        const QString problem = Catalogue::traceHeaderProblem(trace->header);
        QVERIFY2(problem.isEmpty(), qPrintable(fileName + QStringLiteral(": ") + problem));
        ++traces;
    }
    QVERIFY(traces > 0);
}

void TestRealTraces::anUnknownAlgorithmIsRefused()
{
    Scenario header;
    header.algorithm = QStringLiteral("nope");
    header.board = Grid(3, 3);
    QCOMPARE(Catalogue::traceHeaderProblem(header),
             QStringLiteral("its header names the algorithm \"nope\", which this GridTrace does not know"));
}

void TestRealTraces::everyAlgorithm_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("connectivity");
    QTest::addColumn<quint32>("seed");
    for (const AlgorithmInfo &info : Catalogue::algorithms()) {
        const bool hasConnectivity = info.parameter(QStringLiteral("connectivity")) != nullptr;
        for (quint32 seed : {1u, 2u, 3u}) {
            for (const QString &connectivity : {QStringLiteral("4"), QStringLiteral("8")}) {
                if (!hasConnectivity && connectivity == u"8")
                    continue;
                QTest::addRow("%s/%s/%u", qPrintable(info.id), qPrintable(connectivity), seed)
                    << info.id << (hasConnectivity ? connectivity : QString()) << seed;
            }
        }
    }
}

void TestRealTraces::everyAlgorithm()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, connectivity);
    QFETCH(quint32, seed);
    const AlgorithmInfo &info = *Catalogue::find(algorithm);

    Scenario scenario;
    scenario.algorithm = algorithm;
    scenario.seed = seed;
    scenario.board = randomBoard(23, 17, seed);
    // A sliding puzzle of that size has no optimal solution in reach; 4 x 3 (shuffled from
    // the seed) is solved by IDA* on Manhattan distance and linear conflict in a blink.
    if (info.family == Family::Puzzle)
        scenario.board = Grid(4, 3);
    if (info.needsStart)
        scenario.start = freeCell(scenario.board, {1, 2});
    if (info.needsGoal)
        scenario.goal = freeCell(scenario.board, {20, 15});
    if (!connectivity.isEmpty())
        scenario.parameters.insert(QStringLiteral("connectivity"), connectivity);

    const Observed observed = runObserved(scenario);
    const Trace &trace = observed.trace;
    QVERIFY2(observed.outcome.error.isEmpty(), qPrintable(observed.outcome.error));
    QVERIFY(trace.stepCount() > 0);
    QCOMPARE(observed.scenes.size(), std::size_t(trace.stepCount()) + 1);
    QVERIFY2(trace.validate().isEmpty(), qPrintable(trace.validate()));

    // Every step is of a kind and on a line the catalogue knows.
    for (int i = 0; i < trace.stepCount(); ++i) {
        const Step &step = trace.steps[std::size_t(i)];
        QVERIFY(step.kind < info.stepKinds.size());
        QVERIFY2(step.line <= info.pseudoCode.size(), qPrintable(QStringLiteral("line %1").arg(step.line)));
        // Line 0 is "no line": only a closing step that tidies the board may have it.
        QVERIFY2(step.line > 0 || i == trace.stepCount() - 1, qPrintable(QStringLiteral("step %1").arg(i)));
    }

    // The legend explains every mark the trace paints.
    for (const Change &change : trace.changes) {
        if (change.op() != ChangeOp::SetCell || CellLayer(change.slot()) != CellLayer::Mark || change.after == 0)
            continue;
        const Mark mark = Mark(change.after);
        const bool explained = std::any_of(info.legend.cbegin(), info.legend.cend(),
                                           [mark](const LegendEntry &entry) { return entry.mark == mark; });
        QVERIFY2(explained, qPrintable(markId(mark)));
    }

    // The untraced run agrees with the traced one.
    const RunOutcome untraced = Catalogue::run(scenario);
    QCOMPARE(untraced.found, observed.outcome.found);
    QCOMPARE(untraced.path, observed.outcome.path);
    QCOMPARE(untraced.cost, observed.outcome.cost);
    QCOMPARE(untraced.board.has_value(), observed.outcome.board.has_value());
    if (untraced.board)
        QVERIFY(*untraced.board == *observed.outcome.board);

    // Replay to every step equals the recorder's scene there; back from the end is exact.
    Cursor cursor(trace);
    for (int position = 0; position <= trace.stepCount(); ++position) {
        cursor.seek(position);
        QVERIFY2(cursor.scene() == observed.scenes[std::size_t(position)],
                 qPrintable(QStringLiteral("position %1").arg(position)));
    }
    while (cursor.stepBack())
        QVERIFY(cursor.scene() == observed.scenes[std::size_t(cursor.position())]);
    QVERIFY(cursor.scene() == trace.initial);

    // seek(k) from anywhere equals the replay from 0.
    QRandomGenerator random(seed);
    for (int i = 0; i < 200; ++i) {
        const int target = int(random.bounded(trace.stepCount() + 1));
        cursor.seek(target);
        QVERIFY(cursor.scene() == observed.scenes[std::size_t(target)]);
    }

    // Save, load, save: the same bytes, in both formats, and the same trace.
    for (TraceFormat format : {TraceFormat::Json, TraceFormat::Binary}) {
        const QByteArray saved = format == TraceFormat::Json ? writeTraceJson(trace) : writeTraceBinary(trace);
        QString error;
        const auto loaded = format == TraceFormat::Json ? readTraceJson(saved, &error) : readTraceBinary(saved, &error);
        QVERIFY2(loaded, qPrintable(error));
        QVERIFY(*loaded == trace);
        // What render and the window check before they show a trace file.
        QVERIFY2(Catalogue::traceHeaderProblem(loaded->header).isEmpty(), qPrintable(Catalogue::traceHeaderProblem(loaded->header)));
        const QByteArray again = format == TraceFormat::Json ? writeTraceJson(*loaded) : writeTraceBinary(*loaded);
        QCOMPARE(again, saved);
    }
}

void TestRealTraces::openCounterIsTheOpenList_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("connectivity");
    for (const char *id : {"bfs", "dijkstra", "astar", "greedy"}) {
        for (const char *connectivity : {"4", "8"})
            QTest::addRow("%s/%s", id, connectivity) << QString::fromLatin1(id) << QString::fromLatin1(connectivity);
    }
}

// What the watches show as the open list's size is, at every step, the number of cells the
// board shows as open: the counter follows each cell opened, not only each expansion.
void TestRealTraces::openCounterIsTheOpenList()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, connectivity);
    for (quint32 seed : {4u, 5u}) {
        Scenario scenario;
        scenario.board = randomBoard(24, 16, seed);
        scenario.start = freeCell(scenario.board, {0, 0});
        scenario.goal = freeCell(scenario.board, {23, 15});
        scenario.algorithm = algorithm;
        scenario.parameters = {{QStringLiteral("connectivity"), connectivity}};
        Trace trace;
        const RunOutcome outcome = Catalogue::run(scenario, &trace);
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        const int open = int(trace.tables.counters.indexOf(QStringLiteral("open")));
        QVERIFY(open >= 0);
        Cursor cursor(trace);
        // The last step marks the path over open cells; up to it, the two agree.
        for (int position = 1; position < trace.stepCount(); ++position) {
            cursor.seek(position);
            int marked = 0;
            for (int cell = 0; cell < cursor.scene().cellCount(); ++cell)
                marked += cursor.scene().mark(cell) == Mark::Open;
            QVERIFY2(cursor.scene().counter(open) == marked,
                     qPrintable(QStringLiteral("seed %1, position %2: counter %3, open cells %4")
                                    .arg(seed).arg(position).arg(cursor.scene().counter(open)).arg(marked)));
        }
    }
}

QTEST_GUILESS_MAIN(TestRealTraces)
#include "tst_realtraces.moc"
