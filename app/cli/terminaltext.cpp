#include "terminaltext.h"

#include <algorithm>
#include <cstdio>

#ifdef Q_OS_UNIX
#include <sys/ioctl.h>
#include <unistd.h>
#endif

namespace gridtrace::cli::terminaltext {

namespace {

// East Asian wide and fullwidth characters (Unicode's UAX #11, the ranges that matter for the
// texts shown: CJK ideographs, kana, Hangul, fullwidth forms and CJK punctuation).
bool isWide(char32_t c)
{
    return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) || (c >= 0x3041 && c <= 0x33FF)
        || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF)
        || (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F)
        || (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
}

int columnsOf(char32_t c)
{
    if (QChar::category(c) == QChar::Mark_NonSpacing || QChar::category(c) == QChar::Mark_Enclosing)
        return 0;
    return isWide(c) ? 2 : 1;
}

// One piece of a line: a Latin word with the blanks after it, or one wide character.
struct Piece
{
    QString text;
    int columns = 0;
    bool blank = false; // a run of blanks, dropped at the end of a line
};

// CJK punctuation that may not start a line (a comma, a closing bracket) or end one (an
// opening bracket): it stays with the character it belongs to.
bool closesText(char32_t c)
{
    return c <= 0xffff && QStringView(u"，。；：、！？）」』”’》〉】").contains(QChar(char16_t(c)));
}

bool opensText(char32_t c)
{
    return c <= 0xffff && QStringView(u"（「『“‘《〈【").contains(QChar(char16_t(c)));
}

QList<Piece> pieces(QStringView line)
{
    QList<Piece> list;
    const QList<uint> characters = line.toUcs4();
    for (qsizetype i = 0; i < characters.size(); ++i) {
        const char32_t c = characters[i];
        const char32_t next = i + 1 < characters.size() ? characters[i + 1] : 0;
        // A number keeps the word after it, its unit ("2 x 2", "2 blocks", "2 到 9"): the space
        // between them does not break, as a no-break space would not.
        const QString *last = list.isEmpty() || list.last().blank ? nullptr : &list.last().text;
        const bool afterNumber = last && last->back().isDigit();
        const bool afterNumberAndSpace = last && last->size() >= 2 && last->back() == u' ' && (*last)[last->size() - 2].isDigit();
        // A number keeps its label too, never left alone at the start of a line: "cells
        // expanded: 12", "格子：12", "扩展了 12", and a path's "costing 144", whose word says
        // what the number is.
        const char32_t lastCharacter = last ? last->toUcs4().constLast() : 0;
        const bool afterLabel = lastCharacter == U':' || lastCharacter == U'\uff1a' || isWide(lastCharacter)
            || (last && *last == QStringLiteral("costing"));
        const bool labelledNumber = afterLabel && QChar::isDigit(c);
        const bool spaceInLabelledNumber = afterLabel && c == U' ' && QChar::isDigit(next);
        // A no-break space joins what it stands between.
        const bool blank = QChar::isSpace(c) && c != 0x00a0 && c != 0x202f && !(c == U' ' && afterNumber) && !spaceInLabelledNumber;
        const bool wide = isWide(c);
        const QString text = QString::fromUcs4(&c, 1);
        const bool joins = !list.isEmpty() && !blank && !list.last().blank
            && (closesText(c) || opensText(list.last().text.toUcs4().constLast()) || afterNumberAndSpace || (afterNumber && c == U' ')
                || labelledNumber || spaceInLabelledNumber);
        // A wide character stands alone: a line may break before or after it.
        if (!joins && (list.isEmpty() || wide || list.last().blank != blank || isWide(list.last().text.toUcs4().constLast()))) {
            list.append(Piece{text, columnsOf(c), blank});
        } else {
            list.last().text += text;
            list.last().columns += columnsOf(c);
        }
    }
    return list;
}

} // namespace

int width(QStringView text)
{
    int columns = 0;
    for (const char32_t c : text.toUcs4())
        columns += columnsOf(c);
    return columns;
}

QString padded(const QString &text, int columns)
{
    return text + QString(std::max(0, columns - width(text)), u' ');
}

QStringList wrapped(const QString &text, int columns)
{
    QStringList lines;
    for (const QString &paragraph : text.split(u'\n')) {
        QString line;
        int used = 0;
        const auto finish = [&] {
            lines << line.trimmed();
            line.clear();
            used = 0;
        };
        for (const Piece &piece : pieces(paragraph)) {
            if (piece.blank) {
                if (used > 0) {
                    line += piece.text;
                    used += piece.columns;
                }
                continue;
            }
            // The blanks before a break end the line (finish() drops them) rather than start the next.
            if (used > 0 && used + piece.columns > columns)
                finish();
            // A word wider than a whole line is cut where the line ends, the only place left.
            QString rest = piece.text;
            while (width(rest) > columns && used == 0) {
                qsizetype cut = 0;
                int taken = 0;
                while (cut < rest.size() && taken + columnsOf(rest[cut].unicode()) <= columns)
                    taken += columnsOf(rest[cut++].unicode());
                line = rest.left(std::max<qsizetype>(1, cut));
                finish();
                rest = rest.mid(std::max<qsizetype>(1, cut));
            }
            line += rest;
            used += width(rest);
        }
        finish();
    }
    return lines;
}

QString hanging(const QString &text, int indent, int hanging, int columns)
{
    // Every line is as narrow as the indented ones (a first line a little shorter than it
    // might be), and keeps room for a few words however narrow the terminal.
    const QStringList lines = wrapped(text, std::max(20, columns - indent - hanging));
    QString result;
    for (qsizetype i = 0; i < lines.size(); ++i)
        result += QString(indent + (i == 0 ? 0 : hanging), u' ') + lines[i] + u'\n';
    return result;
}

int outputColumns()
{
    constexpr int notATerminal = 80;
#ifdef Q_OS_UNIX
    winsize size{};
    if (isatty(fileno(stdout)) && ioctl(fileno(stdout), TIOCGWINSZ, &size) == 0 && size.ws_col > 0)
        return size.ws_col;
#endif
    return notATerminal;
}

bool errorsToTerminal()
{
#ifdef Q_OS_UNIX
    return isatty(fileno(stderr));
#else
    return false;
#endif
}

} // namespace gridtrace::cli::terminaltext
