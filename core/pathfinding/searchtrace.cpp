#include "searchtrace.h"

#include "grid/messagetext.h"

#include <QLocale>
#include <QtGlobal>

#include <cmath>

namespace gridtrace {

namespace {

// A cost as gridtrace-cli run prints it: whole when it is, else to two decimals, so the caption
// of a step and the run's summary agree.
QString costText(double cost)
{
    return QLocale(QLocale::English).toString(cost, 'f', cost == std::floor(cost) ? 0 : 2);
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
    // The count of cells expanded is written as a figure, not counted in words: %n is the moves.
    recorder.setStatus(QT_TRANSLATE_N_NOOP("Status", "Goal reached: a path of %n move(s) costing %1 (cells expanded: %2)"),
                       {QString::number(outcome.path.size() - 1), costText(outcome.cost), groupedNumber(outcome.expansions)});
}

void traceNoPath(Recorder &recorder, StepAt at, const Grid &board, CellPos start, CellPos goal,
                 quint64 expansions, int current, Mark closed)
{
    recorder.step(at.kind, at.line, board.index(goal));
    if (current >= 0)
        recorder.setMark(current, closed);
    recorder.setCounter(searchslots::expansionsCounter, std::int32_t(expansions));
    recorder.setStatus(QT_TRANSLATE_N_NOOP("Status", "No path from (%1,%2) to (%3,%4): %n cell(s) expanded"),
                       {QString::number(expansions), QString::number(start.x), QString::number(start.y),
                        QString::number(goal.x), QString::number(goal.y)});
}

void traceCancelled(Recorder &recorder, quint64 expansions)
{
    recorder.setStatus(QT_TRANSLATE_N_NOOP("Status", "Cancelled after %n expansion(s)"),
                       {QString::number(expansions)});
}

} // namespace gridtrace
