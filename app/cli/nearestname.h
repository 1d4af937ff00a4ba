#pragma once

#include <QString>
#include <QStringList>

namespace gridtrace::cli {

// The name a mistyped one most likely meant: the closest of `names` by edits (a letter added,
// dropped, changed or two swapped), when it is within a couple of edits and closer than any
// other; else an empty string. "greedyy" means "greedy", "astarr" means "astar"; a name typed
// with its game's prefix is read without it too, so "snake-gredy" means "greedy" and
// "duel-alphabeta" "alphabeta".
QString nearestName(const QString &typed, const QStringList &names);

} // namespace gridtrace::cli
