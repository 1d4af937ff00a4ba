// What dispatches between the two forms of a trace file, and what they share: the JSON form
// is in tracefilejson.cpp, the binary form in tracefilebinary.cpp.

#include "tracefile.h"
#include "grid/cappedfile.h"
#include "grid/messagetext.h"
#include "tracefileparts.h"

#include "grid/scenariofile.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QFileInfo>
#include <QSaveFile>
#include <QtEndian>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gridtrace {

namespace tracefileparts {

const QStringList &tableNames()
{
    static const QStringList names{QStringLiteral("labels"), QStringLiteral("sequences"),
                                   QStringLiteral("counters"), QStringLiteral("stepKinds"),
                                   QStringLiteral("strings")};
    return names;
}

bool layerHasValues(const Scene &scene, CellLayer layer)
{
    if (!scene.hasLayer(layer))
        return false;
    const std::uint32_t blank = Scene::defaultValue(layer);
    for (int cell = 0; cell < scene.cellCount(); ++cell) {
        if (scene.cellValue(layer, cell) != blank)
            return true;
    }
    return false;
}

bool onlyMembers(const QJsonObject &object, const QStringList &known, const QString &path, Failure &failure)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!known.contains(it.key()))
            return failure.fail(TraceFile::tr("\"%1.%2\" is not a member of a trace").arg(path, shownInMessage(it.key())));
    }
    for (const QString &key : known) {
        if (!object.contains(key))
            return failure.fail(TraceFile::tr("\"%1.%2\" is missing").arg(path, key));
    }
    return true;
}

bool tablesFromJson(const QJsonValue &value, TraceTables &tables, Failure &failure)
{
    const QString path = QStringLiteral("tables");
    if (!value.isObject())
        return failure.fail(TraceFile::tr("\"tables\" must be an object"));
    const QJsonObject object = value.toObject();
    if (!onlyMembers(object, tableNames(), path, failure))
        return false;
    for (qsizetype i = 0; i < tableNames().size(); ++i) {
        const QJsonValue list = object.value(tableNames()[i]);
        QStringList &names = tables.*tableMembers[std::size_t(i)];
        names.clear();
        if (!list.isArray())
            return failure.fail(TraceFile::tr("\"tables.%1\" must be an array of texts").arg(tableNames()[i]));
        for (const QJsonValue &name : list.toArray()) {
            if (!name.isString())
                return failure.fail(TraceFile::tr("\"tables.%1\" must be an array of texts").arg(tableNames()[i]));
            names << name.toString();
        }
    }
    // The scene asserts its sizes, so they are checked before one is made.
    if (tables.sequences.size() > Scene::maxSequences)
        return failure.fail(TraceFile::tr("the trace names %1 sequences, at most %2 are supported")
                                .arg(groupedNumber(qint64(tables.sequences.size()))).arg(groupedNumber(qint64(Scene::maxSequences))));
    if (tables.counters.size() > Scene::maxCounters)
        return failure.fail(TraceFile::tr("the trace names %1 counters, at most %2 are supported")
                                .arg(groupedNumber(qint64(tables.counters.size()))).arg(groupedNumber(qint64(Scene::maxCounters))));
    return true;
}

bool headerFromJson(const QJsonValue &value, Scenario &header, Failure &failure)
{
    if (!value.isObject())
        return failure.fail(TraceFile::tr("\"header\" must be an object"));
    QString why;
    auto scenario = scenarioFromJson(value.toObject(), &why);
    if (!scenario)
        return failure.fail(TraceFile::tr("header: %1").arg(why));
    header = std::move(*scenario);
    return true;
}

QJsonArray bookmarksToJson(const Bookmarks &bookmarks)
{
    QJsonArray array;
    for (const Bookmark &bookmark : bookmarks)
        array.append(QJsonObject{{QStringLiteral("step"), bookmark.position},
                                 {QStringLiteral("caption"), bookmark.caption}});
    return array;
}

bool bookmarksFromJson(const QJsonValue &value, Bookmarks &bookmarks, Failure &failure)
{
    if (!value.isArray())
        return failure.fail(TraceFile::tr("\"bookmarks\" must be an array"));
    const QJsonArray array = value.toArray();
    bookmarks.clear();
    bookmarks.reserve(std::size_t(array.size()));
    const QString step = QStringLiteral("step");
    const QString caption = QStringLiteral("caption");
    // Numbered from 1 in messages, as the steps are.
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array[i].isObject())
            return failure.fail(TraceFile::tr("bookmark %1 must be an object {\"step\": n, \"caption\": \"...\"}").arg(i + 1));
        const QJsonObject object = array[i].toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (it.key() != step && it.key() != caption)
                return failure.fail(TraceFile::tr("bookmark %1: \"%2\" is not a member of a bookmark").arg(i + 1).arg(shownInMessage(it.key())));
        }
        for (const QString &key : {step, caption}) {
            if (!object.contains(key))
                return failure.fail(TraceFile::tr("bookmark %1: \"%2\" is missing").arg(i + 1).arg(key));
        }
        const QJsonValue position = object.value(step);
        const double d = position.toDouble();
        if (!position.isDouble() || !(d >= 0 && d <= double(std::numeric_limits<int>::max())) || d != std::trunc(d))
            return failure.fail(TraceFile::tr("bookmark %1: \"step\" must be a whole number from 0").arg(i + 1));
        if (!object.value(caption).isString())
            return failure.fail(TraceFile::tr("bookmark %1: \"caption\" must be a text").arg(i + 1));
        bookmarks.push_back({int(d), object.value(caption).toString()});
    }
    return true;
}

QString unsupportedVersion(double version, bool binary)
{
    if (version >= oldestFormatVersion && version <= Trace::formatVersion && version == std::trunc(version))
        return {};
    return binary ? TraceFile::tr("binary trace format version %1 is not supported (this GridTrace reads versions %2 to %3)")
                        .arg(version).arg(oldestFormatVersion).arg(Trace::formatVersion)
                  : TraceFile::tr("trace format version %1 is not supported (this GridTrace reads versions %2 to %3)")
                        .arg(version).arg(oldestFormatVersion).arg(Trace::formatVersion);
}

QString outsideBoard(qint64 cell, const Scene &scene)
{
    return TraceFile::tr("cell %1 is outside the %2 x %3 board").arg(groupedNumber(qint64(cell))).arg(groupedNumber(qint64(scene.width()))).arg(groupedNumber(qint64(scene.height())));
}

std::optional<Trace> validated(Trace &&trace, Failure &failure)
{
    if (const QString why = trace.validate(); !why.isEmpty()) {
        failure.fail(why);
        return std::nullopt;
    }
    return std::move(trace);
}

} // namespace tracefileparts

using namespace tracefileparts;

namespace {

QString nativeName(const QString &fileName) { return QDir::toNativeSeparators(fileName); }

bool looksBinary(const QByteArray &data)
{
    return !data.isEmpty() && data.front() == binaryMagic.front();
}

} // namespace

TraceFormat traceFormatForFileName(const QString &fileName)
{
    return fileName.endsWith(QStringLiteral(".gtrace"), Qt::CaseInsensitive) ? TraceFormat::Binary
                                                                             : TraceFormat::Json;
}

bool saveTrace(const Trace &trace, const QString &fileName, QString *error)
{
    return saveTrace(trace, fileName, traceFormatForFileName(fileName), error);
}

bool saveTrace(const Trace &trace, const QString &fileName, TraceFormat format, QString *error)
{
    const QByteArray data = format == TraceFormat::Binary ? writeTraceBinary(trace) : writeTraceJson(trace);
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        if (error)
            *error = TraceFile::tr("%1: cannot save: %2").arg(nativeName(fileName), file.errorString());
        return false;
    }
    return true;
}

namespace {

// Why a trace file is refused before the whole of it (up to gigabytes) is read: from its first
// bytes, a JSON trace's NUL bytes, and the sizes a binary trace declares; empty when these look
// right. A file broken further in is left to the readers, whose messages say where.
QString refusalFromEdges(QFile &file)
{
    const qint64 size = file.size();
    const qint64 edge = 4096;
    const QByteArray start = file.read(edge);
    QString why;
    if (looksBinary(start)) {
        // The magic and version are in the first 12 bytes, the header's size in the next 4.
        const qsizetype metaAt = 16;
        if (start.size() < metaAt)
            return {};
        if (!start.startsWith(QByteArrayView(binaryMagic.data(), qsizetype(binaryMagic.size())))) {
            readTraceBinary(start.left(12), &why);
            return why;
        }
        if (const QString version = unsupportedVersion(double(qFromLittleEndian<std::uint32_t>(start.constData() + 8)), true);
            !version.isEmpty())
            return version;
        const qint64 metaSize = qFromLittleEndian<std::uint32_t>(start.constData() + 12);
        if (metaAt + metaSize > size)
            return TraceFile::tr("truncated at byte %1: expected %2 bytes of %3 at byte %4")
                .arg(groupedNumber(size), groupedNumber(metaSize), TraceFile::tr("the header"), groupedNumber(metaAt));
        if (metaSize == 0) {
            readTraceBinary(start.left(metaAt), &why);
            return why;
        }
        // The header is a JSON object, which starts with '{' and never holds a NUL byte: a
        // file of zeros after a copied magic (a sparse or preallocated file) is refused here.
        if (start.size() > metaAt && start[metaAt] != '{')
            return TraceFile::tr("the header (bytes %1 to %2) is not a JSON object: it starts with byte 0x%3, not '{'")
                .arg(groupedNumber(qint64(metaAt)), groupedNumber(metaAt + metaSize))
                .arg(uint(static_cast<unsigned char>(start[metaAt])), 2, 16, QLatin1Char('0'));
        const qsizetype nul = start.indexOf('\0', metaAt);
        if (nul >= 0 && nul < metaAt + metaSize)
            return TraceFile::tr("the header (bytes %1 to %2) is not valid JSON: byte %3 is a NUL byte, which JSON never holds")
                .arg(groupedNumber(qint64(metaAt)), groupedNumber(metaAt + metaSize), groupedNumber(qint64(nul)));
        return binaryLayoutRefusal(file);
    }
    // JSON text never holds a NUL byte; a file that does (a sparse or preallocated file, a
    // download cut short and padded, a file of zeros) is no trace. The file is scanned a chunk
    // at a time up to its first NUL, so gigabytes of zeros are refused after the first chunk
    // that holds one, and never held in memory.
    qsizetype first = start.size() - withoutByteOrderMark(start).size();
    while (first < start.size() && QByteArrayView(" \t\r\n").contains(start[first]))
        ++first;
    // A file that starts as neither kind of trace is refused as such, without a scan of all of
    // it: "not valid JSON" would speak of one kind only, and a file named .gtrace is read as either.
    if (first < start.size() && start[first] != '{' && start[first] != '\0') {
        const QByteArrayView before(start.constData(), first);
        const qsizetype line = before.count('\n') + 1;
        const qsizetype column = first - (before.lastIndexOf('\n') + 1) + 1;
        if (line == 1 && column == 1)
            return TraceFile::tr("neither a binary trace nor a JSON trace: it starts with neither the binary trace's "
                                 "mark nor '{'");
        return TraceFile::tr("neither a binary trace nor a JSON trace: it starts, at line %1, column %2, with neither "
                             "the binary trace's mark nor '{'").arg(line).arg(column);
    }
    qint64 nul = start.indexOf('\0');
    if (nul < 0 && size > start.size()) {
        const qint64 chunk = 1 << 20;
        QByteArray buffer(chunk, Qt::Uninitialized);
        qint64 at = start.size();
        while (nul < 0 && at < size) {
            const qint64 got = file.read(buffer.data(), chunk);
            if (got <= 0)
                break;
            if (const qsizetype inChunk = QByteArrayView(buffer.constData(), got).indexOf('\0'); inChunk >= 0)
                nul = at + inChunk;
            at += got;
        }
    }
    if (nul >= 0)
        return TraceFile::tr("not valid JSON: byte %1 is a NUL byte, which JSON never holds").arg(groupedNumber(nul));
    return {};
}

} // namespace

std::optional<Trace> loadTrace(const QString &fileName, QString *error)
{
    QString why;
    // A file over the cap is left to CappedFile, whose message names the cap before anything
    // is read.
    if (const QFileInfo info(fileName); info.isFile() && info.size() <= fileLimits::trace.maxBytes) {
        QFile file(fileName);
        if (file.open(QIODevice::ReadOnly)) {
            why = refusalFromEdges(file);
            if (!why.isEmpty()) {
                if (error)
                    *error = TraceFile::tr("%1: %2").arg(nativeName(fileName), why);
                return std::nullopt;
            }
        }
    }
    const auto bytes = CappedFile::read(fileName, fileLimits::trace, &why);
    if (!bytes) {
        if (error)
            *error = TraceFile::tr("%1: %2").arg(nativeName(fileName), why);
        return std::nullopt;
    }
    const QByteArray &data = *bytes;
    auto trace = looksBinary(data) ? readTraceBinary(data, &why) : readTraceJson(data, &why);
    if (!trace && error)
        *error = TraceFile::tr("%1: %2").arg(nativeName(fileName), why);
    return trace;
}

} // namespace gridtrace
