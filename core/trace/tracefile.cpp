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
                                .arg(tables.sequences.size()).arg(Scene::maxSequences));
    if (tables.counters.size() > Scene::maxCounters)
        return failure.fail(TraceFile::tr("the trace names %1 counters, at most %2 are supported")
                                .arg(tables.counters.size()).arg(Scene::maxCounters));
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
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array[i].isObject())
            return failure.fail(TraceFile::tr("bookmark %1 must be an object {\"step\": n, \"caption\": \"...\"}").arg(i));
        const QJsonObject object = array[i].toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (it.key() != step && it.key() != caption)
                return failure.fail(TraceFile::tr("bookmark %1: \"%2\" is not a member of a bookmark").arg(i).arg(shownInMessage(it.key())));
        }
        for (const QString &key : {step, caption}) {
            if (!object.contains(key))
                return failure.fail(TraceFile::tr("bookmark %1: \"%2\" is missing").arg(i).arg(key));
        }
        const QJsonValue position = object.value(step);
        const double d = position.toDouble();
        if (!position.isDouble() || !(d >= 0 && d <= double(std::numeric_limits<int>::max())) || d != std::trunc(d))
            return failure.fail(TraceFile::tr("bookmark %1: \"step\" must be a whole number from 0").arg(i));
        if (!object.value(caption).isString())
            return failure.fail(TraceFile::tr("bookmark %1: \"caption\" must be a text").arg(i));
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
    return TraceFile::tr("cell %1 is outside the %2 x %3 board").arg(cell).arg(scene.width()).arg(scene.height());
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

std::optional<Trace> loadTrace(const QString &fileName, QString *error)
{
    QString why;
    // A trace starts with the binary magic or, after white space, a JSON object's '{': a file
    // that starts otherwise is refused from its first bytes, before gigabytes of it are read.
    // A file over the cap is left to CappedFile, whose message names the cap.
    if (const QFileInfo info(fileName); info.isFile() && info.size() <= fileLimits::trace.maxBytes) {
        QFile file(fileName);
        if (file.open(QIODevice::ReadOnly)) {
            const QByteArray start = file.read(4096);
            qsizetype first = start.size() - withoutByteOrderMark(start).size();
            while (first < start.size() && QByteArrayView(" \t\r\n").contains(start[first]))
                ++first;
            if (!looksBinary(start) && first < start.size() && start[first] != '{') {
                readTraceJson(start, &why);
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
