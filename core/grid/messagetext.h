#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace gridtrace {

// A piece of a user's file (a JSON key, a word, a cell character, a bot's output) as an error
// message quotes it. Messages are one line in a status bar, a dialog or a terminal: a line
// break, a tab or another control character in the input would break that line or hide part of
// it, so each shows as an escape (\n, \t, \u{1b}); and a megabyte key would flood the message,
// so what shows is cut with an ellipsis before it passes maxLength UTF-16 units (QString's
// size: an escape counts all of its characters, a pair two), never inside an escape or a pair.
inline constexpr qsizetype messageQuoteLength = 40;

QString shownInMessage(QStringView text, qsizetype maxLength = messageQuoteLength);
// Bytes are read as UTF-8, as every loader reads its file.
QString shownInMessage(const QByteArray &bytes, qsizetype maxLength = messageQuoteLength);
QString shownInMessage(QChar character);

// Names a message lists ("en, zh_CN", the bots, a parameter's choices) joined as the language
// joins the items of a list: ", " in English, "、" in Chinese.
QString listOfNames(const QStringList &names);

// A count or a limit as every message prints it, its digits grouped in threes
// ("2,000,000,000") in any language, so it reads the same as the figure in the docs.
QString groupedNumber(qint64 number);
QString groupedNumber(quint64 number);
inline QString groupedNumber(int number) { return groupedNumber(qint64(number)); }

// A translated text whose %n tr() filled with `count` as plain digits, those digits grouped as
// QLocale() groups them ("Played 1,200 games."), for the window: the translations keep their
// %n, whose plural forms they hold. The first whole number equal to the count is taken for it,
// so it is called before any %1, %2, ... are filled. inThrees groups as groupedNumber() does,
// in every language, as the command line writes every count.
QString withGroupedCount(const QString &text, qint64 count, bool inThrees = false);

// Every place (%1 to %99) of `text` filled in one pass, as QString::arg(a, b, ...) fills them:
// the lowest place takes the first argument, the next lowest the second. Unlike a chain of
// arg() calls, an argument that itself holds "%2" (a file name, a bot's name) stays as typed.
// Places beyond the arguments are left as they are.
QString withPlacesFilled(const QString &text, const QStringList &arguments);

} // namespace gridtrace
