#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonParseError>
#include <QString>

namespace gridtrace {

// Why a file is not valid JSON, where a person looks for it: by line and column, not by the
// byte offset QJsonParseError gives, and in words of GridTrace's own, which its translations
// cover, not the parser's terse ones.
class JsonError
{
    Q_DECLARE_TR_FUNCTIONS(JsonError)

public:
    // "not valid JSON at line L, column C: <reason>", for the file's name to go before.
    static QString describe(const QByteArray &json, const QJsonParseError &error);
    // The same for a fault found at `offset` bytes into `json`, with the reason given.
    static QString describeAt(const QByteArray &json, qsizetype offset, const QString &reason);
    // "line L, column C" of the byte `offset` bytes into `json`, for a message that names a
    // second place (where an unclosed text starts).
    static QString position(const QByteArray &json, qsizetype offset);
    // The reason alone, in words.
    static QString reason(QJsonParseError::ParseError error);
};

} // namespace gridtrace
