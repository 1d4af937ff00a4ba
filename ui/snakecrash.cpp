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

} // namespace gridtrace
