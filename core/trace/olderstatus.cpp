#include "olderstatus.h"

#include <QtGlobal>

#include <array>

namespace gridtrace {

namespace {

struct Renamed
{
    const char *older;
    const char *current;
    // Which of the older arguments fills each of the current ones; the count comes first.
    std::array<int, 5> order;
    int arguments;
};

// Kept in step with the texts the recorders write (linksolver.cpp, hamiltonsnakeai.h).
constexpr std::array<Renamed, 3> renamed{{
    {"%1 tiles stay: no order of removals takes them all off",
     QT_TRANSLATE_N_NOOP("Status", "%n tile(s) left: no order of removals clears the board"), {0}, 1},
    {"%1 tiles stay: the solver gave up before it could tell whether they can come off",
     QT_TRANSLATE_N_NOOP("Status", "%n tile(s) left: the solver gave up before it could tell whether the board can be cleared"), {0}, 1},
    {"a detour through (%1,%2) and (%3,%4): %5 moves",
     QT_TRANSLATE_N_NOOP("Status", "a detour through (%1,%2) and (%3,%4): %n move(s)"), {4, 0, 1, 2, 3}, 5},
}};

} // namespace

QStringList currentStatusParts(const QStringList &parts)
{
    if (parts.isEmpty())
        return parts;
    for (const Renamed &text : renamed) {
        // A text whose arguments do not fit is left for statusProblem() to name.
        if (parts.first() != QLatin1String(text.older) || parts.size() != text.arguments + 1)
            continue;
        QStringList current{QString::fromLatin1(text.current)};
        for (int i = 0; i < text.arguments; ++i)
            current << parts[text.order[std::size_t(i)] + 1];
        return current;
    }
    return parts;
}

} // namespace gridtrace
