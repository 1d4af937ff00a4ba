#include "duelarena.h"

#include "alphabetabot.h"
#include "duelbotnames.h"
#include "floodfillbot.h"
#include "kobstarterbot.h"
#include "randomsafebot.h"

namespace gridtrace {

QStringList duelBotIds()
{
    QStringList ids;
    for (const DuelBotText &bot : duelBotTexts())
        ids << QString::fromLatin1(bot.id);
    return ids;
}

std::unique_ptr<DuelPlayer> makeBuiltinPlayer(const QString &id, quint64 seed)
{
    if (id == u"kob-starter")
        return std::make_unique<BuiltinPlayer<KobStarterBot>>();
    if (id == u"random-safe")
        return std::make_unique<BuiltinPlayer<RandomSafeBot>>(seed);
    if (id == u"flood-fill")
        return std::make_unique<BuiltinPlayer<FloodFillBot>>();
    // Its default budget: about 60 ms a move, under the platform's limit on a slow machine.
    if (id == u"alphabeta")
        return std::make_unique<BuiltinPlayer<AlphaBetaBot>>();
    return nullptr;
}

DuelGame playDuel(DuelPlayer &a, DuelPlayer &b, const DuelMap &map)
{
    DuelGame game(map);
    while (!game.isOver()) {
        const DuelAnswer answerA = a.decide(game, DuelSide::A);
        const DuelAnswer answerB = b.decide(game, DuelSide::B);
        game.play(answerA, answerB);
    }
    return game;
}

} // namespace gridtrace
