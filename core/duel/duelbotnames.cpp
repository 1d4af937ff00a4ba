#include "duelbotnames.h"

#include <QCoreApplication>

namespace gridtrace {

namespace {

const DuelBotText *find(const QString &id)
{
    for (const DuelBotText &bot : duelBotTexts()) {
        if (id == QLatin1String(bot.id))
            return &bot;
    }
    return nullptr;
}

} // namespace

const QList<DuelBotText> &duelBotTexts()
{
    static const QList<DuelBotText> texts = {
        {"kob-starter", QT_TRANSLATE_NOOP("Catalogue", "The King of Bots starter bot"),
         QT_TRANSLATE_NOOP("Catalogue", "Duel: the King of Bots starter bot"),
         QT_TRANSLATE_NOOP("Catalogue",
             "The starter bot of the King of Bots template, ported as it is: it reads the input "
             "string, marks the walls and both snakes (tails too, though they may be about to "
             "leave) and takes the first free direction of up, right, down, left.")},
        {"random-safe", QT_TRANSLATE_NOOP("Catalogue", "Random safe move"),
         QT_TRANSLATE_NOOP("Catalogue", "Duel: random safe move"),
         QT_TRANSLATE_NOOP("Catalogue",
             "Any direction whose cell holds no wall and no body next round (a tail that leaves "
             "counts as free), chosen at random from the scenario's seed.")},
        {"flood-fill", QT_TRANSLATE_NOOP("Catalogue", "Flood fill"),
         QT_TRANSLATE_NOOP("Catalogue", "Duel: flood fill"),
         QT_TRANSLATE_NOOP("Catalogue",
             "Weighs every open direction by the cells a flood from it reaches, counting a body "
             "cell once its snake has left it by the time the flood arrives, and goes where the "
             "most room is; ties go to the direction farther from the other head.")},
        {"alphabeta", QT_TRANSLATE_NOOP("Catalogue", "Alpha-beta search"),
         QT_TRANSLATE_NOOP("Catalogue", "Duel: alpha-beta search"),
         QT_TRANSLATE_NOOP("Catalogue",
             "Looks ahead round by round: for each of its moves, the other snake's best reply, "
             "knowing the move; positions are scored by the cells each snake reaches first. "
             "Deepens one round at a time until its budget is spent and plays the best move of "
             "the deepest finished depth. Once the snakes are cut off it plays to live longest.")},
    };
    return texts;
}

QString duelBotName(const QString &id)
{
    const DuelBotText *bot = find(id);
    return bot ? QCoreApplication::translate("Catalogue", bot->name) : QString();
}

QString duelBotSummary(const QString &id)
{
    const DuelBotText *bot = find(id);
    return bot ? QCoreApplication::translate("Catalogue", bot->summary) : QString();
}

} // namespace gridtrace
