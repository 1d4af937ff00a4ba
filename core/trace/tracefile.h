#pragma once

#include "trace.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace gridtrace {

// A trace as a file: documented JSON (docs/trace-format.md) for reading and diffing, and a
// compact binary form for big traces. Both carry the format version. Readers reject anything
// they cannot replay safely with one line that says what and where, never a crash.
enum class TraceFormat { Json, Binary };

// ".gtrace" is binary; anything else (".json", ".gtrace.json") is JSON.
TraceFormat traceFormatForFileName(const QString &fileName);

QByteArray writeTraceJson(const Trace &trace);
std::optional<Trace> readTraceJson(const QByteArray &json, QString *error);
QByteArray writeTraceBinary(const Trace &trace);
std::optional<Trace> readTraceBinary(const QByteArray &data, QString *error);

// Writes atomically (QSaveFile): a failed save leaves the old file as it was.
bool saveTrace(const Trace &trace, const QString &fileName, QString *error);
bool saveTrace(const Trace &trace, const QString &fileName, TraceFormat format, QString *error);
// Tells the format from the content, whatever the file is called.
std::optional<Trace> loadTrace(const QString &fileName, QString *error);

} // namespace gridtrace
