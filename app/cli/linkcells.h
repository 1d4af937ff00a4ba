#pragma once

#include <QVariantMap>

namespace gridtrace::cli {

// A Lianliankan run's facts name cells as a text board numbers its tiles, from 0 with the
// empty ring at -1. A scenario (or any board that is the grid itself) numbers the ring 0 and
// the tiles from 1, as its file, the trace's statuses and the window do: the facts of a run on
// one are given back in those cells, so the command line speaks one numbering for a file.
QVariantMap linkFactsOnGrid(const QVariantMap &facts);

} // namespace gridtrace::cli
