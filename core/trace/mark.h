#pragma once

#include <QString>
#include <QStringView>

#include <cstdint>
#include <optional>

namespace gridtrace {

// What an algorithm says about a cell at one moment. The view gives each its colour; an
// algorithm's legend in the catalogue says what each one it uses means there.
enum class Mark : std::uint8_t {
    None,
    Open,          // on the open list / frontier
    Closed,        // expanded, in the closed set
    Current,       // the cell being expanded now
    Path,          // on the path found
    Stack,         // on the depth-first stack
    Backtracked,   // popped off the stack with no way on
    OpenReverse,   // the goal side's open list in a bidirectional search
    ClosedReverse, // the goal side's closed set in a bidirectional search
    Meeting,       // where the two searches of a bidirectional search met
    Carved,        // a passage a maze generator has just opened
    Frontier,      // a maze generator's candidate cells
    Shadow,        // a simulated (shadow) snake
    Body,
    Head,
    Food,
    Highlight,
    Count
};

inline constexpr int markCount = int(Mark::Count);

// The stable identifier used in files ("open", "closed", ...).
QString markId(Mark mark);
std::optional<Mark> markFromId(QStringView id);
// The untranslated default name, marked for translation in the "Mark" context.
const char *markName(Mark mark);

} // namespace gridtrace
