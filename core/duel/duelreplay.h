#pragma once

#include "catalogue/algorithminfo.h"
#include "duelrecord.h"

namespace gridtrace {

// "duel-replay": a recorded game played over from its step strings, one step a round, so a
// game from the arena, a tournament or the platform itself can be stepped through and scrubbed
// like any trace. The board is the record's map; the parameters hold both step strings, how
// the game ended when the steps cannot show it (a bot's fault) and who played. Steps that break
// the rules, or an ending the steps contradict, are refused with the record's own reason.
AlgorithmInfo duelReplayAlgorithm();

// The scenario that replays a record.
Scenario duelReplayScenario(const DuelRecord &record);
// The record a replay scenario holds; nothing, and why, when its parameters are not one.
std::optional<DuelRecord> duelRecordOf(const Scenario &scenario, QString *error = nullptr);

} // namespace gridtrace
