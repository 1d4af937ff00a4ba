#pragma once

// What the JSON form (tracefilejson.cpp) and the binary form (tracefilebinary.cpp) share;
// private to the trace files' code. The definitions are in tracefile.cpp.

#include "trace.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace gridtrace::tracefileparts {

// The translation context of every message of the trace files.
class TraceFile
{
    Q_DECLARE_TR_FUNCTIONS(TraceFile)
};

// A non-ASCII first byte so no text tool mistakes the file for text, and a final '\n' that
// a newline conversion would turn into "\r\n" and so break the magic.
inline constexpr std::array<char, 8> binaryMagic{'\x89', 'G', 'T', 'R', 'A', 'C', 'E', '\n'};

// The oldest format version the readers still read: version 1 has no bookmarks.
inline constexpr int oldestFormatVersion = 1;
// The first version whose files carry "bookmarks".
inline constexpr int bookmarksSince = 2;

const QStringList &tableNames();

// The tables in the order of tableNames().
inline constexpr std::array<QStringList TraceTables::*, 5> tableMembers{
    &TraceTables::labels, &TraceTables::sequences, &TraceTables::counters,
    &TraceTables::stepKinds, &TraceTables::strings};

bool layerHasValues(const Scene &scene, CellLayer layer);

// --- reading the parts both forms share -------------------------------------------------

// The first thing wrong with a file, kept as the one-line message a reader returns.
class Failure
{
public:
    const QString &message() const { return m_message; }
    bool fail(const QString &message)
    {
        if (m_message.isEmpty())
            m_message = message;
        return false;
    }

private:
    QString m_message;
};

bool onlyMembers(const QJsonObject &object, const QStringList &known, const QString &path, Failure &failure);
bool tablesFromJson(const QJsonValue &value, TraceTables &tables, Failure &failure);
bool headerFromJson(const QJsonValue &value, Scenario &header, Failure &failure);
// "bookmarks": [{"step": n, "caption": "..."}, ...]; the positions and captions are checked
// against the trace by Trace::validate().
QJsonArray bookmarksToJson(const Bookmarks &bookmarks);
bool bookmarksFromJson(const QJsonValue &value, Bookmarks &bookmarks, Failure &failure);
// Why a reader does not read a version, or an empty string.
QString unsupportedVersion(double version, bool binary);
QString outsideBoard(qint64 cell, const Scene &scene);

// Why a binary trace is refused from the sizes it declares (its header, layers, sequences,
// steps and changes) against the file's size, found by seeking from count to count without
// reading the rest: a file cut short or padded (a sparse file of gigabytes) is refused before
// it is read whole. Empty when the sizes add up, or when the header is one the reader refuses.
QString binaryLayoutRefusal(QIODevice &file);

// The last check of both readers: every change replayed against the scene it meets.
std::optional<Trace> validated(Trace &&trace, Failure &failure);

} // namespace gridtrace::tracefileparts
