#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

namespace gridtrace {

// The numbers of one object of a JSON file as the file writes them ("1e7", "1000", "0.50"),
// by member name: the object that is the member `member` of the file's top-level object.
// QJsonDocument keeps only their values, and a refusal quotes what the user wrote, not the
// value reformatted. `json` has been parsed as valid JSON already; anything else gives none.
QHash<QString, QString> writtenNumbers(const QByteArray &json, const QString &member);

// Numbers as a file wrote them, carried beside the values read from it for messages only:
// not part of what a scenario is, so two that differ only here compare equal.
struct WrittenNumbers
{
    QHash<QString, QString> texts;

    friend bool operator==(const WrittenNumbers &, const WrittenNumbers &) { return true; }
};

} // namespace gridtrace
