#pragma once

#include <QList>
#include <QString>

namespace gridtrace {

// What the built-in duel bots are called: one name each, which the play panel, the tournament,
// the Opponent parameter and the catalogue all show, and one summary, which the catalogue shows
// under the name and the other lists as the name's tooltip. All in the "Catalogue" context.
struct DuelBotText
{
    const char *id;
    const char *name;      // "Random safe move"
    const char *entryName; // its catalogue entry, named as the family's entries are: "Duel: random safe move"
    const char *summary;
};

// In the order of duelBotIds().
const QList<DuelBotText> &duelBotTexts();
// The name and summary in the current language; empty for an id that is no built-in bot.
QString duelBotName(const QString &id);
QString duelBotSummary(const QString &id);

} // namespace gridtrace
