#pragma once

#include <QString>
#include <QStringList>

namespace gridtrace::cli {

// The name a mistyped one most likely meant: the closest of `names` by edits (a letter added,
// dropped, changed or two swapped), when it is within a couple of edits and closer than any
// other; else an empty string. "greedyy" means "greedy", "astarr" means "astar".
QString nearestName(const QString &typed, const QStringList &names);

} // namespace gridtrace::cli
