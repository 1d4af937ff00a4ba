#include "messagetext.h"

#include <algorithm>

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

namespace gridtrace {

namespace {

// Characters that would break or hide the message's line: C0/C1 controls, the Unicode line
// and paragraph separators, format characters (bidi overrides that reorder the rest of the
// line among them), private-use and unassigned code points (no font draws them) and halves of
// surrogate pairs that have no other half.
bool needsEscape(char32_t code, QChar::Category category)
{
    if (code < 0x20 || (code >= 0x7f && code < 0xa0))
        return true;
    switch (category) {
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph:
    case QChar::Other_Format:
    case QChar::Other_Surrogate:
    case QChar::Other_PrivateUse:
    case QChar::Other_NotAssigned:
        return true;
    default:
        return false;
    }
}

QString escaped(char32_t code)
{
    switch (code) {
    case U'\n': return QStringLiteral("\\n");
    case U'\r': return QStringLiteral("\\r");
    case U'\t': return QStringLiteral("\\t");
    default: return QStringLiteral("\\u{%1}").arg(QString::number(quint32(code), 16));
    }
}

} // namespace

QString shownInMessage(QStringView text, qsizetype maxLength)
{
    QString shown;
    qsizetype i = 0;
    while (i < text.size()) {
        char32_t code = text[i].unicode();
        qsizetype width = 1;
        if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            code = QChar::surrogateToUcs4(text[i], text[i + 1]);
            width = 2;
        }
        const QChar::Category category = width == 2 ? QChar::category(code) : text[i].category();
        const bool escape = needsEscape(code, category);
        const QString piece = escape ? escaped(code) : text.mid(i, width).toString();
        if (shown.size() + piece.size() > maxLength) {
            shown += u'\u2026';
            break;
        }
        shown += piece;
        i += width;
    }
    return shown;
}

QString shownInMessage(const QByteArray &bytes, qsizetype maxLength)
{
    // Only what can be shown is decoded: a cut key of a huge line costs no more than its head.
    return shownInMessage(QString::fromUtf8(bytes.left(4 * (maxLength + 1))), maxLength);
}

QString shownInMessage(QChar character)
{
    return shownInMessage(QStringView(&character, 1));
}

QString listOfNames(const QStringList &names)
{
    return names.join(QCoreApplication::translate("MessageText", ", ", "between the names of a list"));
}

QString groupedNumber(qint64 number)
{
    return QLocale(QLocale::English).toString(number);
}

QString groupedNumber(quint64 number)
{
    return QLocale(QLocale::English).toString(number);
}

QString withGroupedCount(const QString &text, qint64 count, bool inThrees)
{
    const QString digits = QString::number(count);
    const QString grouped = inThrees ? groupedNumber(count) : QLocale().toString(count);
    if (grouped == digits)
        return text;
    static const QRegularExpression number(QStringLiteral("\\d+"));
    for (auto match = number.globalMatch(text); match.hasNext();) {
        const QRegularExpressionMatch found = match.next();
        if (found.capturedView() == digits) {
            QString result = text;
            return result.replace(found.capturedStart(), found.capturedLength(), grouped);
        }
    }
    return text;
}

namespace {

// The place number at text[i] ("%7", "%12"), or 0 where there is none.
int placeAt(const QString &text, qsizetype i, qsizetype *length)
{
    if (text[i] != u'%' || i + 1 >= text.size() || !text[i + 1].isDigit())
        return 0;
    int number = text[i + 1].digitValue();
    *length = 2;
    if (i + 2 < text.size() && text[i + 2].isDigit()) {
        number = number * 10 + text[i + 2].digitValue();
        *length = 3;
    }
    return number;
}

} // namespace

QString withPlacesFilled(const QString &text, const QStringList &arguments)
{
    QList<int> numbers;
    for (qsizetype i = 0; i < text.size(); ++i) {
        qsizetype length = 0;
        if (const int number = placeAt(text, i, &length); number > 0 && !numbers.contains(number))
            numbers << number;
    }
    std::sort(numbers.begin(), numbers.end());
    QString filled;
    filled.reserve(text.size());
    for (qsizetype i = 0; i < text.size();) {
        qsizetype length = 0;
        const int number = placeAt(text, i, &length);
        const qsizetype rank = number > 0 ? numbers.indexOf(number) : -1;
        if (rank >= 0 && rank < arguments.size()) {
            filled += arguments[rank];
            i += length;
        } else {
            filled += text[i];
            ++i;
        }
    }
    return filled;
}

} // namespace gridtrace
