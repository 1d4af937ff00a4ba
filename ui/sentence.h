#pragma once

#include <QString>

namespace gridtrace {

// A clause shown on a line of its own begins a sentence, as every line of the window does: a
// trace's status text ("round 3: both snakes move", "tile 5 from (1,2) to (2,2)") is written as
// a clause, which exports and the command line put after a colon.
inline QString asSentence(const QString &clause)
{
    return clause.left(1).toUpper() + clause.mid(1);
}

} // namespace gridtrace
