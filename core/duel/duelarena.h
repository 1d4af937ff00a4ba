#pragma once

#include "duelbot.h"

#include <QStringList>

#include <memory>

namespace gridtrace {

// The built-in bots by id: kob-starter, random-safe, flood-fill, alphabeta.
QStringList duelBotIds();
// A fresh built-in bot, or null for an unknown id. `seed` feeds a bot that draws at random.
std::unique_ptr<DuelPlayer> makeBuiltinPlayer(const QString &id, quint64 seed = 1);

// Plays one game to its end: both players asked each round, then the round played.
DuelGame playDuel(DuelPlayer &a, DuelPlayer &b, const DuelMap &map);

} // namespace gridtrace
