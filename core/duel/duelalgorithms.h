#pragma once

#include "catalogue/algorithminfo.h"

#include <QList>

namespace gridtrace {

// The catalogue entries of the duel: "duel-<bot>" plays one game with that bot as snake A
// against the bot its "opponent" parameter names, both traced: each round a step, each
// bot's reasoning nested inside it. The map is the platform's, generated from the scenario's
// seed, or the scenario's board when it is a 14 x 13 duel map and the "map" parameter says so.
QList<AlgorithmInfo> duelAlgorithms();

} // namespace gridtrace
