// A* and Dijkstra, untraced and traced, over Moving AI scenarios of the 512 x 512 maps,
// 8-connected. Prints what the issue measures: expansions per second, the traced / untraced
// time ratio and the bytes a trace spends per change, (sizeof(Change) x changes +
// sizeof(Step) x steps) / changes.
//
//   bench_pathfinding              all rows, then the summary table
//   bench_pathfinding search:random512-10-0/astar/untraced

#include "catalogue/catalogue.h"
#include "grid/movingai.h"
#include "trace/trace.h"

#include <QElapsedTimer>
#include <QMap>
#include <QTest>

using namespace gridtrace;

namespace {

struct Query
{
    Grid board;
    std::vector<MovingAiScenario> scenarios;
};

struct Figures
{
    qint64 nanoseconds = 0;
    quint64 expansions = 0;
    quint64 changes = 0;
    quint64 steps = 0;
    quint64 runs = 0;
};

} // namespace

class BenchPathfinding : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void search_data();
    void search();
    void summary();

private:
    QMap<QString, Query> m_queries;
    QMap<QString, Figures> m_figures; // by "map/algorithm/traced"
};

void BenchPathfinding::initTestCase()
{
    // Every k-th scenario, so all buckets (path lengths) are in, each map about 450 queries.
    const QList<std::pair<QString, int>> maps{{QStringLiteral("random512-10-0"), 4},
                                              {QStringLiteral("maze512-1-0"), 27}};
    for (const auto &[map, stride] : maps) {
        const QString base = QStringLiteral(GRIDTRACE_TEST_DATA "/movingai/") + map + QStringLiteral(".map");
        QString error;
        const auto board = loadMovingAiMap(base, &error);
        QVERIFY2(board, qPrintable(error));
        const auto scenarios = loadMovingAiScenarios(base + QStringLiteral(".scen"), &error);
        QVERIFY2(scenarios, qPrintable(error));
        Query query;
        query.board = *board;
        for (std::size_t i = 0; i < scenarios->size(); i += std::size_t(stride))
            query.scenarios.push_back((*scenarios)[i]);
        m_queries.insert(map, query);
    }
}

void BenchPathfinding::search_data()
{
    QTest::addColumn<QString>("map");
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<bool>("traced");
    for (const QString &map : {QStringLiteral("random512-10-0"), QStringLiteral("maze512-1-0")}) {
        for (const QString &algorithm : {QStringLiteral("astar"), QStringLiteral("dijkstra")}) {
            for (const bool traced : {false, true}) {
                const QString row = map + u'/' + algorithm + (traced ? QStringLiteral("/traced") : QStringLiteral("/untraced"));
                QTest::newRow(qPrintable(row)) << map << algorithm << traced;
            }
        }
    }
}

void BenchPathfinding::search()
{
    QFETCH(QString, map);
    QFETCH(QString, algorithm);
    QFETCH(bool, traced);
    const Query &query = m_queries[map];

    Scenario scenario;
    scenario.board = query.board;
    scenario.algorithm = algorithm;
    scenario.parameters = {{QStringLiteral("connectivity"), QStringLiteral("8")}};
    if (algorithm == u"astar")
        scenario.parameters.insert(QStringLiteral("heuristic"), QStringLiteral("octile"));

    RunContext context; // reused, as an application answering many queries on one board would
    Trace trace;        // reused too: its buffers keep their capacity
    Figures &figures = m_figures[map + u'/' + algorithm + u'/' + (traced ? QStringLiteral("traced") : QStringLiteral("untraced"))];
    QElapsedTimer timer;
    QBENCHMARK {
        for (const MovingAiScenario &s : query.scenarios) {
            scenario.start = s.start;
            scenario.goal = s.goal;
            timer.start();
            const RunOutcome outcome = Catalogue::run(scenario, traced ? &trace : nullptr, &context);
            figures.nanoseconds += timer.nsecsElapsed();
            figures.expansions += outcome.expansions;
            ++figures.runs;
            if (traced) {
                figures.changes += trace.changes.size();
                figures.steps += trace.steps.size();
            }
            QVERIFY(outcome.found);
        }
    }
}

void BenchPathfinding::summary()
{
    QString table = QStringLiteral("\n%1 %2 %3 %4 %5 %6 %7 %8\n")
                        .arg(QStringLiteral("map / algorithm"), -28)
                        .arg(QStringLiteral("queries"), 8)
                        .arg(QStringLiteral("expansions/query"), 17)
                        .arg(QStringLiteral("untraced M exp/s"), 17)
                        .arg(QStringLiteral("traced M exp/s"), 15)
                        .arg(QStringLiteral("ratio"), 6)
                        .arg(QStringLiteral("bytes/change"), 13)
                        .arg(QStringLiteral("changes/expansion"), 18);
    for (const QString &map : {QStringLiteral("random512-10-0"), QStringLiteral("maze512-1-0")}) {
        for (const QString &algorithm : {QStringLiteral("astar"), QStringLiteral("dijkstra")}) {
            const QString key = map + u'/' + algorithm;
            if (!m_figures.contains(key + QStringLiteral("/untraced")))
                continue;
            const Figures plain = m_figures[key + QStringLiteral("/untraced")];
            const Figures traced = m_figures[key + QStringLiteral("/traced")];
            const double plainRate = double(plain.expansions) * 1e3 / double(plain.nanoseconds);
            const double tracedRate = traced.runs == 0 ? 0.0 : double(traced.expansions) * 1e3 / double(traced.nanoseconds);
            // The same queries: compare time per run, whatever the iteration counts were.
            const double ratio = traced.runs == 0 ? 0.0
                : (double(traced.nanoseconds) / double(traced.runs)) / (double(plain.nanoseconds) / double(plain.runs));
            const double bytes = traced.changes == 0 ? 0.0
                : double(sizeof(Change) * traced.changes + sizeof(Step) * traced.steps) / double(traced.changes);
            table += QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8\n")
                         .arg(key, -28)
                         .arg(m_queries[map].scenarios.size(), 8)
                         .arg(double(plain.expansions) / double(plain.runs), 17, 'f', 0)
                         .arg(plainRate, 17, 'f', 1)
                         .arg(tracedRate, 15, 'f', 1)
                         .arg(ratio, 6, 'f', 2)
                         .arg(bytes, 13, 'f', 2)
                         .arg(traced.expansions == 0 ? 0.0 : double(traced.changes) / double(traced.expansions), 18, 'f', 2);
        }
    }
    qInfo().noquote() << table;
}

QTEST_GUILESS_MAIN(BenchPathfinding)
#include "bench_pathfinding.moc"
