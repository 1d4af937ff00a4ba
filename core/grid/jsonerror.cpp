#include "jsonerror.h"

#include "messagetext.h"

#include <algorithm>
#include <iterator>
#include <utility>

namespace gridtrace {

QString JsonError::reason(QJsonParseError::ParseError error)
{
    switch (error) {
    case QJsonParseError::NoError:
        break;
    case QJsonParseError::UnterminatedObject:
        return tr("an object is not closed with \"}\" (or a \",\" is missing between its members)");
    case QJsonParseError::MissingNameSeparator:
        return tr("a \":\" is missing after a member's name");
    case QJsonParseError::UnterminatedArray:
        return tr("a list is not closed with \"]\" (or a \",\" is missing between its values)");
    case QJsonParseError::MissingValueSeparator:
        return tr("a \",\" is missing between two values");
    case QJsonParseError::IllegalValue:
        return tr("a value is not one JSON knows (a text needs double quotes; true, false and null are written in lower case)");
    case QJsonParseError::TerminationByNumber:
        return tr("the file ends inside a number");
    case QJsonParseError::IllegalNumber:
        return tr("a number is written wrongly or is too large");
    case QJsonParseError::IllegalEscapeSequence:
        return tr("a text holds a backslash sequence JSON does not have");
    case QJsonParseError::IllegalUTF8String:
        return tr("a text is not valid UTF-8");
    case QJsonParseError::UnterminatedString:
        return tr("a text is not closed with a double quote");
    case QJsonParseError::MissingObject:
        return tr("an object (\"{ ... }\") is missing where one should start");
    case QJsonParseError::DeepNesting:
        return tr("objects and lists are nested too deeply");
    case QJsonParseError::DocumentTooLarge:
        return tr("the file is too large to read as JSON");
    case QJsonParseError::GarbageAtEnd:
        return tr("more follows the end of the JSON value");
    }
    return tr("the JSON is not valid");
}

namespace {

std::pair<qint64, qint64> lineAndColumn(const QByteArray &json, qsizetype offset)
{
    const char *begin = json.constData();
    const char *end = begin + std::clamp<qsizetype>(offset, 0, json.size());
    const qint64 line = qint64(std::count(begin, end, '\n')) + 1;
    const auto reversedLineStart = std::find(std::make_reverse_iterator(end), std::make_reverse_iterator(begin), '\n');
    // Columns count characters, not bytes: a UTF-8 continuation byte starts none.
    const qint64 column = qint64(std::count_if(reversedLineStart.base(), end, [](char byte) {
                              return (static_cast<unsigned char>(byte) & 0xc0) != 0x80;
                          })) + 1;
    return {line, column};
}

} // namespace

QString JsonError::position(const QByteArray &json, qsizetype offset)
{
    const auto [line, column] = lineAndColumn(json, offset);
    return tr("line %1, column %2").arg(groupedNumber(line), groupedNumber(column));
}

QString JsonError::describeAt(const QByteArray &json, qsizetype offset, const QString &reason)
{
    const auto [line, column] = lineAndColumn(json, offset);
    return tr("not valid JSON at line %1, column %2: %3").arg(groupedNumber(line), groupedNumber(column), reason);
}

QString JsonError::describe(const QByteArray &json, const QJsonParseError &error)
{
    return describeAt(json, error.offset, reason(error.error));
}

} // namespace gridtrace
