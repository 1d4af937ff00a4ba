#include "benchcommand.h"

#include "benchmarkset.h"
#include "puzzlebench.h"
#include "snakebench.h"
#include "catalogue/catalogue.h"

#include <QElapsedTimer>

namespace gridtrace::cli {

void BenchCommand::describe(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(QStringLiteral("suite"), tr("What to time: pathfinding, snake or puzzle."));
    BenchmarkSet::addOptions(parser);
    SnakeBench::addOptions(parser);
    PuzzleBench::addOptions(parser);
}

int BenchCommand::execute(const QCommandLineParser &parser, const Output &output)
{
    const QStringList positional = parser.positionalArguments();
    if (positional == QStringList{QStringLiteral("snake")})
        return SnakeBench::execute(parser, output);
    if (positional == QStringList{QStringLiteral("puzzle")})
        return PuzzleBench::execute(parser, output);
    if (positional != QStringList{QStringLiteral("pathfinding")})
        return output.fail(BadInput, tr("bench takes one suite: pathfinding, snake or puzzle"));

    BenchmarkSet set;
    QString error;
    if (!set.load(parser, &error))
        return output.fail(BadInput, error);

    std::vector<Scenario> queries;
    queries.reserve(set.scenarios().size());
    for (const MovingAiScenario &line : set.scenarios())
        queries.push_back(set.query(line));

    // Untraced, with one workspace for all queries: what the inner loop costs.
    RunContext context;
    quint64 expansions = 0;
    QElapsedTimer timer;
    timer.start();
    for (const Scenario &query : queries) {
        const RunOutcome outcome = Catalogue::run(query, nullptr, &context);
        if (!outcome.error.isEmpty())
            return output.fail(BadInput, outcome.error);
        expansions += outcome.expansions;
    }
    const double untracedMs = double(timer.nsecsElapsed()) / 1e6;

    // Traced: the same runs recording every change. Each trace is dropped after it is
    // measured, so memory stays that of the largest one.
    quint64 changes = 0;
    quint64 traceBytes = 0;
    double tracedMs = 0.0;
    for (const Scenario &query : queries) {
        Trace trace;
        timer.restart();
        Catalogue::run(query, &trace, &context);
        tracedMs += double(timer.nsecsElapsed()) / 1e6;
        changes += trace.changeCount();
        traceBytes += trace.changeCount() * sizeof(Change) + std::size_t(trace.stepCount()) * sizeof(Step);
    }

    const double expansionsPerSecond = untracedMs > 0 ? double(expansions) / (untracedMs / 1000.0) : 0.0;
    const double ratio = untracedMs > 0 ? tracedMs / untracedMs : 0.0;
    const double bytesPerChange = changes ? double(traceBytes) / double(changes) : 0.0;
    const QJsonObject object{
        {QStringLiteral("algorithm"), set.algorithm()},
        {QStringLiteral("scenarios"), qint64(queries.size())},
        {QStringLiteral("expansions"), qint64(expansions)},
        {QStringLiteral("untraced_ms"), untracedMs},
        {QStringLiteral("traced_ms"), tracedMs},
        {QStringLiteral("changes"), qint64(changes)},
        {QStringLiteral("trace_bytes"), qint64(traceBytes)},
        {QStringLiteral("expansions_per_second"), expansionsPerSecond},
        {QStringLiteral("traced_ratio"), ratio},
        {QStringLiteral("bytes_per_change"), bytesPerChange},
    };
    const QString text = tr("%1 on %2 scenarios: %3 expansions.\n"
                            "  untraced %4 ms (%5 million expansions per second)\n"
                            "  traced   %6 ms (%7 times untraced), %8 changes, %9 bytes per change")
                             .arg(set.algorithm()).arg(queries.size()).arg(expansions)
                             .arg(untracedMs, 0, 'f', 1).arg(expansionsPerSecond / 1e6, 0, 'f', 2)
                             .arg(tracedMs, 0, 'f', 1).arg(ratio, 0, 'f', 2).arg(changes)
                             .arg(bytesPerChange, 0, 'f', 2);
    output.result(object, text);
    return Success;
}

} // namespace gridtrace::cli
