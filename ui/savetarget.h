#pragma once

#include "trace/tracefile.h"

#include <QString>
#include <QStringList>

class QWidget;

namespace gridtrace {

// What a save dialog's answer stands for. The filter chosen decides the format, whatever the
// name says; a name that ends with none of the filter's extensions gets the filter's first one,
// so "arena2" under "Binary traces (*.gtrace)" is the binary file "arena2.gtrace".

// The extensions a filter names, with their dots: "GIF animations (*.gif)" gives ".gif".
QStringList filterExtensions(const QString &filter);
// The name with the filter's first extension added, unless it already ends with one of them.
QString fileNameForFilter(const QString &fileName, const QString &filter);

struct TraceTarget
{
    QString fileName;
    TraceFormat format = TraceFormat::Json;
};

// Save Trace: the file and its format, from the name typed and the filter chosen.
TraceTarget traceTarget(const QString &fileName, const QString &filter);

// Whether the chosen file may be written at all: a folder, a device or a pipe may not, as the save
// through a temporary file would put a regular file in its place (CappedFile::mayWrite, which
// the command line uses too). On refusal sets *error to one line naming the file.
bool mayWriteTarget(const QString &fileName, QString *error);

// The file dialog asked about replacing the name typed, not the one with an extension added:
// when that one is there already, asks before it is replaced. True to go on and write it.
bool mayReplaceAddedName(QWidget *parent, const QString &typed, const QString &fileName);

} // namespace gridtrace
