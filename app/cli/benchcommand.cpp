#include "benchcommand.h"

#include "benchmarkset.h"
#include "puzzlebench.h"
#include "snakebench.h"
#include "catalogue/catalogue.h"
#include "grid/messagetext.h"
#include "outcometext.h"

#include <QElapsedTimer>
#include <QHash>

namespace gridtrace::cli {

void BenchCommand::describe(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(tr("suite", "the bench command's argument"),
                                 tr("What to time: pathfinding, snake or puzzle. Each option begins with the suites that "
                                    "take it."));
    // The suites share one parser, which holds one option of each name: an option two suites
    // take is added once, saying what it means for each.
    parser.addOptions({
        {QStringLiteral("map"), tr("pathfinding: the Moving AI .map file."), tr("file")},
        {QStringLiteral("scen"), tr("pathfinding: its .map.scen file."), tr("file")},
        {QStringLiteral("algo"), tr("pathfinding: the algorithm (default astar)."), tr("id"), QStringLiteral("astar")},
        {QStringLiteral("first"), tr("pathfinding: only the first N scenarios (1 to %1).").arg(groupedNumber(BenchmarkSet::maxFirst)),
         tr("n")},
    });
    SnakeBench::addOptions(parser);
    PuzzleBench::addOptions(parser);
    parser.addOptions({
        {QStringLiteral("size"), tr("%1; %2.").arg(SnakeBench::sizeHelp(), PuzzleBench::sizeHelp()), tr("WxH")},
        {QStringLiteral("games"), tr("snake, puzzle: how many games (default 100); %1; %2.").arg(SnakeBench::gamesHelp(), PuzzleBench::gamesHelp()),
         tr("n"), QStringLiteral("100")},
        {QStringLiteral("seed"), tr("snake, puzzle: the first game's seed; game i uses seed + i (default 1)."), tr("n"),
         QStringLiteral("1")},
        {QStringLiteral("set"), tr("pathfinding: set a parameter of the algorithm (repeatable); %1.").arg(PuzzleBench::setHelp()),
         tr("key=value")},
    });
}

int BenchCommand::execute(const QCommandLineParser &parser, const Output &output)
{
    const QStringList positional = parser.positionalArguments();
    // The suites share one parser; what each takes is told here, so that an option of another
    // suite is refused rather than ignored.
    static const QHash<QString, QStringList> suiteOptions{
        {QStringLiteral("pathfinding"), {QStringLiteral("map"), QStringLiteral("scen"), QStringLiteral("algo"),
                                         QStringLiteral("first"), QStringLiteral("set")}},
        {QStringLiteral("snake"), {QStringLiteral("ai"), QStringLiteral("size"), QStringLiteral("start-length"),
                                   QStringLiteral("tail-rule"), QStringLiteral("games"), QStringLiteral("seed")}},
        {QStringLiteral("puzzle"), {QStringLiteral("solver"), QStringLiteral("size"), QStringLiteral("games"),
                                    QStringLiteral("seed"), QStringLiteral("set")}},
    };
    // The word typed is named: a suite misspelt, or one word too many.
    if (positional.isEmpty())
        return output.fail(BadInput, tr("bench takes one suite: pathfinding, snake or puzzle"));
    if (!suiteOptions.contains(positional.first()))
        return output.fail(BadInput, tr("bench takes one suite: pathfinding, snake or puzzle, not \"%1\"")
                                         .arg(shownInMessage(positional.first())));
    if (positional.size() > 1)
        return output.fail(BadInput, tr("bench takes one suite (pathfinding, snake or puzzle), and \"%1\" is one word too many")
                                         .arg(shownInMessage(positional.mid(1).join(u' '))));
    const QString suite = positional.first();
    for (const QString &option : parser.optionNames()) {
        if (option != u"json" && !suiteOptions.value(suite).contains(option))
            return output.fail(BadInput, tr("bench %1 takes no --%2").arg(suite, option));
    }
    if (suite == u"snake")
        return SnakeBench::execute(parser, output);
    if (suite == u"puzzle")
        return PuzzleBench::execute(parser, output);

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
    // One run of each kind before the clock starts: the first run pays for the workspace, the
    // trace's first allocations and cold caches, which would be counted against whichever half
    // came first (with one scenario, the traced run could look faster than the untraced).
    if (!queries.empty()) {
        const RunOutcome warmUp = Catalogue::run(queries.front(), nullptr, &context);
        if (!warmUp.error.isEmpty())
            return output.fail(BadInput, warmUp.error);
        Trace trace;
        Catalogue::run(queries.front(), &trace, &context);
    }
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

    // A rate over no time or no changes has no value: null, not 0 (no scenario, or runs too
    // quick for the clock).
    const QJsonValue expansionsPerSecond = untracedMs > 0 ? QJsonValue(double(expansions) / (untracedMs / 1000.0)) : QJsonValue();
    const QJsonValue ratio = untracedMs > 0 ? QJsonValue(tracedMs / untracedMs) : QJsonValue();
    const QJsonValue bytesPerChange = changes ? QJsonValue(double(traceBytes) / double(changes)) : QJsonValue();
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
    const QJsonValue millionsPerSecond = expansionsPerSecond.isDouble() ? QJsonValue(expansionsPerSecond.toDouble() / 1e6)
                                                                       : QJsonValue();
    const QString text = tr("%1 on %2: %3.\n"
                            "  untraced %4 ms (%5 million expansions per second)\n"
                            "  traced   %6 ms (%7 times untraced), %8, %9 bytes per change")
                             .arg(set.algorithm(),
                                  groupedCount(tr("%n scenario(s)", nullptr, pluralCount(queries.size())), queries.size()),
                                  groupedCount(tr("%n expansion(s)", nullptr, pluralCount(expansions)), expansions),
                                  significantDecimal(untracedMs, 2), shownFigure(millionsPerSecond, 2), significantDecimal(tracedMs, 2),
                                  shownFigure(ratio, 2), groupedCount(tr("%n change(s)", nullptr, pluralCount(changes)), changes),
                                  shownFigure(bytesPerChange, 2));
    output.result(object, text);
    return Success;
}

} // namespace gridtrace::cli
