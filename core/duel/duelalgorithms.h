#pragma once

#include "catalogue/algorithminfo.h"
#include "duelgame.h"

#include <QList>

namespace gridtrace {

// The catalogue entries of the duel: "duel-<bot>" plays one game with that bot as snake A
// against the bot its "opponent" parameter names, both traced: each round a step, each
// bot's reasoning nested inside it. The map is the platform's, generated from the scenario's
// seed, or the scenario's board when it is a 14 x 13 duel map and the "map" parameter says so.
// "duel-replay" too: a recorded game played over from its step strings (see duelreplay.h).
QList<AlgorithmInfo> duelAlgorithms();

// Shared by every duel entry: the scenario's map from its seed or its board (a reason when
// the board is no duel map), the map read from a prepared scenario, and the trace's tables
// (sequences, counters, labels, step kinds, legend).
QString prepareDuel(Scenario &scenario);
// "map": generated from the seed (the default) or the board as drawn.
ParameterSpec duelMapParameter();
DuelMap duelMapOf(const Scenario &scenario);
void describeDuelTrace(AlgorithmInfo &info);
// A played game as a run's outcome: A's body as the path, found when A won, the rounds as
// the cost, the result in words as a note, and winner, rounds, lengths and steps as facts.
void reportDuel(RunOutcome &outcome, const DuelGame &game);

} // namespace gridtrace
