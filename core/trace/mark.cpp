#include "mark.h"

#include <QtGlobal>

#include <array>

namespace gridtrace {

namespace {

struct MarkText
{
    const char *id;
    const char *name;
};

constexpr std::array<MarkText, markCount> markTexts{{
    {"none", QT_TRANSLATE_NOOP("Mark", "Unvisited")},
    {"open", QT_TRANSLATE_NOOP("Mark", "Open")},
    {"closed", QT_TRANSLATE_NOOP("Mark", "Closed")},
    {"current", QT_TRANSLATE_NOOP("Mark", "Current")},
    {"path", QT_TRANSLATE_NOOP("Mark", "Path")},
    {"stack", QT_TRANSLATE_NOOP("Mark", "On the stack")},
    {"backtracked", QT_TRANSLATE_NOOP("Mark", "Backtracked")},
    {"open-reverse", QT_TRANSLATE_NOOP("Mark", "Open (from the goal)")},
    {"closed-reverse", QT_TRANSLATE_NOOP("Mark", "Closed (from the goal)")},
    {"meeting", QT_TRANSLATE_NOOP("Mark", "Meeting point")},
    {"carved", QT_TRANSLATE_NOOP("Mark", "Carved")},
    {"frontier", QT_TRANSLATE_NOOP("Mark", "Frontier")},
    {"shadow", QT_TRANSLATE_NOOP("Mark", "Shadow snake")},
    {"body", QT_TRANSLATE_NOOP("Mark", "Snake body")},
    {"head", QT_TRANSLATE_NOOP("Mark", "Snake head")},
    {"food", QT_TRANSLATE_NOOP("Mark", "Food")},
    {"highlight", QT_TRANSLATE_NOOP("Mark", "Highlight")},
}};

} // namespace

QString markId(Mark mark)
{
    return QString::fromLatin1(markTexts[std::size_t(mark)].id);
}

std::optional<Mark> markFromId(QStringView id)
{
    for (int i = 0; i < markCount; ++i) {
        if (id == QLatin1String(markTexts[std::size_t(i)].id))
            return Mark(i);
    }
    return std::nullopt;
}

const char *markName(Mark mark)
{
    return markTexts[std::size_t(mark)].name;
}

} // namespace gridtrace
