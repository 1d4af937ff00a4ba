#include "searchtrace.h"

#include <QtGlobal>

namespace gridtrace {

namespace {

QString number(double value)
{
    return QString::number(value, 'g', 10);
}

} // namespace

void traceSearchStart(Recorder &recorder, StepAt at, const Grid &board, CellPos start, CellPos goal)
{
    recorder.step(at.kind, at.line, board.index(start));
    recorder.setStatus(QT_TRANSLATE_NOOP("Status", "Searching for a path from (%1,%2) to (%3,%4)"),
                       {QString::number(start.x), QString::number(start.y), QString::number(goal.x),
                        QString::number(goal.y)});
}

void traceGoalReached(Recorder &recorder, StepAt at, const Grid &board, const RunOutcome &outcome,
                      int current, Mark closed)
{
    recorder.step(at.kind, at.line, board.index(outcome.path.back()));
    if (current >= 0)
        recorder.setMark(current, closed);
    for (const CellPos cell : outcome.path) {
        recorder.setMark(board.index(cell), Mark::Path);
        recorder.pushBack(searchslots::pathSequence, board.index(cell));
    }
    recorder.setCounter(searchslots::expansionsCounter, std::int32_t(outcome.expansions));
    recorder.setStatus(QT_TRANSLATE_N_NOOP("Status", "Goal reached: a path of %n move(s) costing %1, %2 cells expanded"),
                       {QString::number(outcome.path.size() - 1), number(outcome.cost),
                        QString::number(outcome.expansions)});
}

void traceNoPath(Recorder &recorder, StepAt at, const Grid &board, CellPos start, CellPos goal,
                 quint64 expansions, int current, Mark closed)
{
    recorder.step(at.kind, at.line, board.index(goal));
    if (current >= 0)
        recorder.setMark(current, closed);
    recorder.setCounter(searchslots::expansionsCounter, std::int32_t(expansions));
    recorder.setStatus(QT_TRANSLATE_NOOP("Status", "No path from (%1,%2) to (%3,%4): %5 cells expanded"),
                       {QString::number(start.x), QString::number(start.y), QString::number(goal.x),
                        QString::number(goal.y), QString::number(expansions)});
}

void traceCancelled(Recorder &recorder, quint64 expansions)
{
    recorder.setStatus(QT_TRANSLATE_N_NOOP("Status", "Cancelled after %n expansion(s)"),
                       {QString::number(expansions)});
}

} // namespace gridtrace
