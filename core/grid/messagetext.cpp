#include "messagetext.h"

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

} // namespace gridtrace
