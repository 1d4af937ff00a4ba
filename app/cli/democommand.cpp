#include "democommand.h"

#include "boardkind.h"
#include "linkcells.h"

#include "catalogue/catalogue.h"
#include "grid/messagetext.h"
#include "grid/scenariofile.h"
#include "outcometext.h"
#include "runcommand.h"
#include "textframe.h"
#include "trace/cursor.h"

#include <QDeadlineTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QThread>

#include <algorithm>
#include <cerrno>

#if defined(Q_OS_UNIX)
#include <poll.h>
#include <unistd.h>
#endif

namespace gridtrace::cli {

namespace {
// Enough frames to step through a small example; a delay longer than a few seconds is a typo.
constexpr quint64 maxFrames = 1000;
constexpr quint64 maxDelayMs = 10'000;

const QString defaultExample = QStringLiteral(":/examples/astar-maze.json");

// Waits `ms` between two frames, or less once nobody reads them (| head stopped reading): the
// next frame's write then fails and ends the demo at once, not after every wait left.
void waitBetweenFrames(quint64 ms)
{
#if defined(Q_OS_UNIX)
    // Asking for no event, poll() wakes only for an error or a hang-up: a pipe's reader gone.
    const QDeadlineTimer deadline{qint64(ms)};
    while (!deadline.hasExpired()) {
        pollfd out{STDOUT_FILENO, 0, 0};
        const int ready = ::poll(&out, 1, int(std::max<qint64>(deadline.remainingTime(), 0)));
        if (ready > 0)
            return;
        if (ready < 0 && errno != EINTR) {
            QThread::msleep(quint64(std::max<qint64>(deadline.remainingTime(), 0)));
            return;
        }
    }
#else
    QThread::msleep(ms);
#endif
}

// A built-in example by its file name: a resource path means nothing outside the program.
QString exampleName(const QString &fileName)
{
    return fileName.startsWith(QStringLiteral(":/")) ? QFileInfo(fileName).fileName() : fileName;
}
// The start alone when there are no steps, else at most one frame a step.
int framesShown(const Trace &trace, int asked)
{
    return int(std::min<qint64>(asked, std::max<qint64>(1, qint64(trace.stepCount()))));
}

QString fewerFramesNote(const Trace &trace, int asked)
{
    const quint64 steps = quint64(trace.stepCount());
    return DemoCommand::tr("%1 frames were asked for, but the trace has %2: each is shown once")
        .arg(groupedNumber(quint64(asked)), groupedCount(OutcomeText::tr("%n step(s)", "the steps of a trace, not moves", pluralCount(steps)), steps));
}

// A snake is laid as `run` lays it, so the two accept the same starts; any other problem is
// the run's own to report.
QString snakeStartProblem(const Scenario &scenario)
{
    const bool lengthGiven = scenario.parameters.contains(QStringLiteral("start-length"));
    Scenario prepared = scenario;
    if (!Catalogue::prepare(prepared).isEmpty())
        return {};
    return RunCommand::snakeStartProblem(prepared, lengthGiven);
}
} // namespace

void DemoCommand::describe(QCommandLineParser &parser) const
{
    parser.addOptions({
        {QStringLiteral("example"), tr("A scenario file to show instead of the built-in example."), tr("file")},
        {QStringLiteral("frames"), tr("How many frames to show, evenly spread over the trace, 1 to %1 (default 4).")
                                       .arg(groupedNumber(maxFrames)),
         tr("n"), QStringLiteral("4")},
        {QStringLiteral("delay"), tr("Milliseconds to wait between frames, 0 to %1 (default 0).").arg(groupedNumber(maxDelayMs)),
         tr("ms"), QStringLiteral("0")},
        // What a run's notes advise (a snake's step limit) is taken here too.
        {QStringLiteral("set"), tr("Set a parameter of the example's algorithm (repeatable)."), tr("key=value")},
    });
}

int DemoCommand::execute(const QCommandLineParser &parser, const Output &output)
{
    // A stray word is a typo or a misplaced value, not something to ignore.
    if (!parser.positionalArguments().isEmpty())
        return output.fail(BadInput, tr("demo takes no positional arguments, not \"%1\"").arg(parser.positionalArguments().join(u' ')));
    QString error;
    const QString fileName = parser.isSet(QStringLiteral("example")) ? parser.value(QStringLiteral("example")) : defaultExample;
    auto scenario = loadScenario(fileName, &error);
    if (!scenario) {
        const QString mismatch = BoardKind::mismatch(fileName, QStringLiteral("demo --example"), BoardKind::scenario(),
                                                     tr("a scenario (.json)"));
        return output.fail(BadInput, mismatch.isEmpty() ? error : mismatch);
    }
    if (!Inputs::readParameters(parser, *scenario, &error))
        return output.fail(BadInput, error);
    if (const QString problem = Inputs::setProblem(parser, *scenario); !problem.isEmpty())
        return output.fail(BadInput, problem);
    const auto frames = Inputs::readCount(parser, QStringLiteral("frames"), 1, maxFrames, &error);
    if (!frames)
        return output.fail(BadInput, error);
    const auto delay = Inputs::readCount(parser, QStringLiteral("delay"), 0, maxDelayMs, &error);
    if (!delay)
        return output.fail(BadInput, error);
    // The JSON result holds no frames: pacing or counting them would be ignored.
    if (output.json() && parser.isSet(QStringLiteral("frames")))
        return output.fail(BadInput, tr("--frames chooses the frames shown as text, and --json shows none"));
    if (output.json() && parser.isSet(QStringLiteral("delay")))
        return output.fail(BadInput, tr("--delay paces the frames shown as text, and --json shows none"));

    if (const QString problem = snakeStartProblem(*scenario); !problem.isEmpty())
        return output.fail(BadInput, tr("%1: %2").arg(exampleName(fileName), problem));

    Trace trace;
    const RunOutcome outcome = Catalogue::run(*scenario, &trace);
    if (!outcome.error.isEmpty())
        return output.fail(BadInput, tr("%1: %2").arg(exampleName(fileName), outcome.error));
    const AlgorithmInfo *info = Catalogue::find(scenario->algorithm);

    Cursor cursor(trace);
    QString text;
    // Each step is shown once: more frames than steps would only repeat some of them.
    const int count = framesShown(trace, int(*frames));
    for (int frame = 1; frame <= count; ++frame) {
        cursor.seek(int(qint64(trace.stepCount()) * frame / count));
        QString shown = TextFrame::render(cursor, *info);
        if (!output.json() && *delay > 0) {
            std::fputs((shown + u'\n').toUtf8().constData(), stdout);
            // Frames nobody reads are not worth their wait: the lost output is told on the way out.
            if (Output::writeError() != 0)
                return WriteFailed;
            // A delay is between frames: after the last one there is nothing to wait for.
            if (frame < count)
                waitBetweenFrames(*delay);
        } else {
            text += shown + u'\n';
        }
    }
    text += TextFrame::legend(*info, trace.header);
    // Each family's result in its own words: a game is no path search.
    text += tr("%1: %2; %3 recorded.")
                .arg(Catalogue::text(info->name), OutcomeText::describe(*info, outcome), OutcomeText::traceSize(trace));
    // A trace cut short by its limit, or a fallback the run took, is said as `run` says it.
    for (const QString &note : outcome.notes)
        text += u'\n' + tr("Note: %1").arg(note);
    if (count < int(*frames) && parser.isSet(QStringLiteral("frames")))
        text += u'\n' + tr("Note: %1").arg(fewerFramesNote(trace, int(*frames)));
    QJsonObject object{
        {QStringLiteral("example"), exampleName(fileName)},
        {QStringLiteral("algorithm"), scenario->algorithm},
        {QStringLiteral("found"), outcome.found},
        {QStringLiteral("cost"), OutcomeText::cost(*info, outcome)},
        {QStringLiteral("expansions"), OutcomeText::expansions(info, outcome)},
        // "steps" is what `run` calls the cells a path or a snake moved; the trace's steps are
        // "trace_steps" there, and so here.
        {QStringLiteral("trace_steps"), trace.stepCount()},
        {QStringLiteral("changes"), qint64(trace.changeCount())},
    };
    // A game's winner, rounds or outcome, under the keys `run` gives them: a snake's length
    // and moves are its game's.
    if (info->family == Family::Snake) {
        object.insert(QStringLiteral("length"), int(outcome.path.size()));
        object.insert(QStringLiteral("moves"), qint64(outcome.expansions));
    }
    // An example is a scenario: a link's facts name its cells as the statuses shown above do.
    const QVariantMap facts = info->family == Family::Link ? linkFactsOnGrid(outcome.facts) : outcome.facts;
    for (auto fact = facts.cbegin(); fact != facts.cend(); ++fact)
        object.insert(fact.key(), QJsonValue::fromVariant(fact.value()));
    if (!outcome.notes.isEmpty())
        object.insert(QStringLiteral("notes"), QJsonArray::fromStringList(outcome.notes));
    object.insert(QStringLiteral("trace_limited"), outcome.traceLimited);
    output.result(object, text);
    return Success;
}

} // namespace gridtrace::cli
