#include "snakecrash.h"

#include "trace/trace.h"

namespace gridtrace {

int snakeCrashPosition(const Trace &trace)
{
    const qsizetype died = trace.tables.stepKinds.indexOf(QStringLiteral("died"));
    if (died < 0)
        return -1;
    // Death ends the game: the move into the wall and the game's end are its last steps.
    int first = trace.stepCount();
    while (first > 0 && trace.steps[std::size_t(first) - 1].kind == died)
        --first;
    return first == trace.stepCount() ? -1 : first + 1;
}

int snakeCrashCell(const Trace &trace)
{
    // The step that says it dies is about the cell its move ran into.
    const int position = snakeCrashPosition(trace);
    if (position <= 0)
        return -1;
    const std::uint32_t cell = trace.steps[std::size_t(position) - 1].cell;
    return cell >= std::uint32_t(trace.header.board.cellCount()) ? -1 : int(cell);
}

} // namespace gridtrace
