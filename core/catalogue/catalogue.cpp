#include "catalogue.h"
#include "grid/messagetext.h"

#include "maze/mazegenerators.h"
#include "pathfinding/pathfinding.h"
#include "duel/duelalgorithms.h"
#include "link/linkalgorithms.h"
#include "puzzle/puzzlealgorithms.h"
#include "snake/snakealgorithms.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <limits>

namespace gridtrace {

TraceTables AlgorithmInfo::tables() const
{
    TraceTables tables;
    for (const NamedSlot &slot : labels)
        tables.labels << QString::fromLatin1(slot.id);
    for (const NamedSlot &slot : sequences)
        tables.sequences << QString::fromLatin1(slot.id);
    for (const NamedSlot &slot : counters)
        tables.counters << QString::fromLatin1(slot.id);
    for (const StepKindInfo &kind : stepKinds)
        tables.stepKinds << QString::fromLatin1(kind.id);
    return tables;
}

const ParameterSpec *AlgorithmInfo::parameter(const QString &key) const
{
    for (const ParameterSpec &spec : parameters) {
        if (spec.key == key)
            return &spec;
    }
    return nullptr;
}

int AlgorithmInfo::stepKindIndex(const char *kindId) const
{
    for (int i = 0; i < stepKinds.size(); ++i) {
        if (qstrcmp(stepKinds[i].id, kindId) == 0)
            return i;
    }
    return -1;
}

const QList<AlgorithmInfo> &Catalogue::algorithms()
{
    static const QList<AlgorithmInfo> all = [] {
        QList<AlgorithmInfo> list;
        list << pathfindingAlgorithms();
        list << mazeGenerators();
        list << snakeAlgorithms();
        list << duelAlgorithms();
        list << linkAlgorithms();
        list << puzzleAlgorithms();
        for (AlgorithmInfo &info : list)
            info.traceTables = info.tables();
        return list;
    }();
    return all;
}

const AlgorithmInfo *Catalogue::find(QStringView id)
{
    for (const AlgorithmInfo &info : algorithms()) {
        if (info.id == id)
            return &info;
    }
    return nullptr;
}

QString Catalogue::familyId(Family family)
{
    switch (family) {
    case Family::Pathfinding:
        return QStringLiteral("pathfinding");
    case Family::Maze:
        return QStringLiteral("maze");
    case Family::Snake:
        return QStringLiteral("snake");
    case Family::Hamilton:
        return QStringLiteral("hamilton");
    case Family::Duel:
        return QStringLiteral("duel");
    case Family::Link:
        return QStringLiteral("link");
    case Family::Puzzle:
        return QStringLiteral("puzzle");
    }
    return {};
}

QString Catalogue::familyName(Family family)
{
    switch (family) {
    case Family::Pathfinding:
        return tr("Pathfinding");
    case Family::Maze:
        return tr("Mazes and terrain");
    case Family::Snake:
        return tr("Snake");
    case Family::Hamilton:
        return tr("Hamiltonian-cycle snake");
    case Family::Duel:
        return tr("Snake duel");
    case Family::Link:
        return tr("Lianliankan");
    case Family::Puzzle:
        return tr("Sliding puzzle");
    }
    return {};
}

QString Catalogue::text(const char *untranslated)
{
    return QCoreApplication::translate("Catalogue", untranslated);
}

QString Catalogue::prepare(Scenario &scenario)
{
    const AlgorithmInfo *info = find(scenario.algorithm);
    if (!info)
        return tr("unknown algorithm \"%1\"").arg(shownInMessage(scenario.algorithm));
    if (scenario.board.isEmpty())
        return tr("the scenario has no board");

    QString error;
    const auto parameters = Parameters::complete(info->parameters, scenario.parameters, &error,
                                                 scenario.writtenParameters.texts);
    if (!parameters)
        return error;
    scenario.parameters = *parameters;
    if (info->prepareScenario) {
        error = info->prepareScenario(scenario);
        if (!error.isEmpty())
            return error;
    }

    const auto checkEndpoint = [&](const std::optional<CellPos> &cell, bool needed, bool isStart) -> QString {
        const QString what = isStart ? tr("start") : tr("goal");
        // Named by its id, as the command line (whose options these are) names an algorithm in
        // every refusal: a name such as "Snake: greedy ..." would read as a label there. The
        // window says this in its own words (RunProblem).
        // Said as each kind of board gives it: a Lianliankan board has no S, only tiles.
        if (!cell && needed && info->family == Family::Link)
            return isStart ? tr("%1 needs a first tile: give it with --from x,y, in the board file's coordinates").arg(info->id)
                           : tr("%1 needs a second tile: give it with --to x,y, in the board file's coordinates").arg(info->id);
        if (!cell && needed)
            return isStart ? tr("%1 needs a start cell: --from x,y, a line \"start X Y\" in a plain-text board, or "
                                "\"start\": [x, y] in a scenario").arg(info->id)
                           : tr("%1 needs a goal cell: --to x,y, a line \"goal X Y\" in a plain-text board, or "
                                "\"goal\": [x, y] in a scenario").arg(info->id);
        if (!cell)
            return QString();
        if (!scenario.board.contains(*cell))
            return tr("the %1 (%2,%3) is outside the %4 x %5 board")
                .arg(what).arg(cell->x).arg(cell->y)
                .arg(scenario.board.width()).arg(scenario.board.height());
        if (needed && scenario.board.isWall(*cell))
            return tr("the %1 (%2,%3) is a wall").arg(what).arg(cell->x).arg(cell->y);
        return {};
    };
    error = checkEndpoint(scenario.start, info->needsStart, true);
    if (error.isEmpty())
        error = checkEndpoint(scenario.goal, info->needsGoal, false);
    return error;
}

QString Catalogue::traceHeaderProblem(const Scenario &header)
{
    const AlgorithmInfo *info = find(header.algorithm);
    // The panels, the legend and the handout read the algorithm's entry: a trace of another
    // GridTrace's algorithm would show its name with nothing behind it.
    if (!info)
        return tr("its header names the algorithm \"%1\", which this GridTrace does not know").arg(shownInMessage(header.algorithm));
    // Only the values the algorithm takes are checked: a trace of an earlier GridTrace may
    // carry a parameter since retired (version 1's "diagonal"), which changes nothing shown.
    QVariantMap known;
    for (const ParameterSpec &spec : info->parameters) {
        if (header.parameters.contains(spec.key))
            known.insert(spec.key, header.parameters.value(spec.key));
    }
    QString error;
    if (!Parameters::complete(info->parameters, known, &error))
        return tr("its header does not fit %1: %2").arg(header.algorithm, error);
    return {};
}

QString Catalogue::traceProblem(const Trace &trace)
{
    if (const QString problem = traceHeaderProblem(trace.header); !problem.isEmpty())
        return problem;
    const AlgorithmInfo *info = find(trace.header.algorithm);
    const qint64 lines = info->pseudoCode.size();
    for (std::size_t i = 0; i < trace.steps.size(); ++i) {
        // Numbered as the window's "Step k of N" numbers it: the first step is step 1.
        if (const qint64 line = trace.steps[i].line; line > lines)
            return tr("step %1 is on pseudo-code line %2, but the pseudo-code of %3 ends at line %4")
                .arg(groupedNumber(qint64(i) + 1), groupedNumber(line), info->id, groupedNumber(lines));
    }
    return {};
}

QString Catalogue::traceLimitNote(std::uint64_t limit, int steps)
{
    // Grouped digits in any language: the number is the one to compare with the setting.
    // The count picks the plural form ("1 change", "2 changes"); the piece holds no other
    // number, so its digits can be swapped for the grouped ones.
    const int count = int(std::min<std::uint64_t>(limit, std::numeric_limits<int>::max()));
    const QString changes = tr("%n change(s)", nullptr, count)
                                .replace(QString::number(count), QLocale(QLocale::English).toString(qulonglong(limit)));
    // A note as every other note is written: from a small letter, with no full stop.
    if (steps == 0)
        return tr("the trace stopped before passing %1 (the trace limit), inside its first step; "
                  "the run went on to the end untraced; raise the limit in Run > Trace Limit… "
                  "or with --max-trace-changes").arg(changes);
    // The trace keeps whole steps only: it may hold fewer changes than the limit, so the note
    // speaks of the limit as not passed rather than reached.
    return tr("the trace stopped before passing %1 (the trace limit) during step %2 and keeps the steps before it; "
              "the run went on to the end untraced; raise the limit in Run > Trace Limit… or with "
              "--max-trace-changes").arg(changes, QLocale(QLocale::English).toString(steps + 1));
}

RunOutcome Catalogue::run(const Scenario &input, Trace *trace, RunContext *context)
{
    Scenario scenario = input;
    RunOutcome outcome;
    outcome.error = prepare(scenario);
    if (!outcome.error.isEmpty())
        return outcome;

    const AlgorithmInfo &info = *find(scenario.algorithm);
    RunContext ownContext;
    RunContext &used = context ? *context : ownContext;
    Recorder *const previous = used.recorder;
    if (!trace) {
        used.recorder = nullptr;
        outcome = info.run(scenario, used);
    } else {
        trace->header = scenario;
        trace->tables = info.traceTables;
        Recorder recorder(*trace);
        recorder.setStepObserver(used.stepObserver);
        if (used.maxTraceChanges > 0)
            recorder.setChangeLimit(used.maxTraceChanges);
        used.recorder = &recorder;
        outcome = info.run(scenario, used);
        if (recorder.stopped() && outcome.error.isEmpty()) {
            outcome.traceLimited = true;
            outcome.notes.prepend(traceLimitNote(recorder.changeLimit(), trace->stepCount()));
        }
        if (used.stepObserver)
            used.stepObserver(trace->stepCount(), recorder.scene());
    }
    used.recorder = previous;
    return outcome;
}

} // namespace gridtrace
