#include "savetarget.h"

#include "grid/cappedfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QRegularExpression>

namespace gridtrace {

QStringList filterExtensions(const QString &filter)
{
    static const QRegularExpression patterns(QStringLiteral(R"(\(([^)]*)\))"));
    QStringList extensions;
    const QRegularExpressionMatch match = patterns.match(filter);
    const QString list = match.hasMatch() ? match.captured(1) : filter;
    for (const QString &pattern : list.split(u' ', Qt::SkipEmptyParts)) {
        // "*.gtrace.json" is ".gtrace.json"; "*" names no extension.
        if (pattern.startsWith(QStringLiteral("*.")) && pattern.lastIndexOf(u'*') == 0)
            extensions << pattern.mid(1);
    }
    return extensions;
}

QString fileNameForFilter(const QString &fileName, const QString &filter)
{
    const QStringList extensions = filterExtensions(filter);
    if (fileName.isEmpty() || extensions.isEmpty())
        return fileName;
    for (const QString &extension : extensions) {
        if (fileName.endsWith(extension, Qt::CaseInsensitive))
            return fileName;
    }
    return fileName + extensions.first();
}

TraceTarget traceTarget(const QString &fileName, const QString &filter)
{
    TraceTarget target;
    target.fileName = fileNameForFilter(fileName, filter);
    // The name now ends with one of the filter's extensions, so it tells the filter's format.
    target.format = traceFormatForFileName(target.fileName);
    return target;
}

bool mayWriteTarget(const QString &fileName, QString *error)
{
    QString why;
    if (CappedFile::mayWrite(fileName, &why))
        return true;
    if (error)
        *error = QCoreApplication::translate("SaveTarget", "%1 is %2.").arg(QDir::toNativeSeparators(fileName), why);
    return false;
}

bool mayReplaceAddedName(QWidget *parent, const QString &typed, const QString &fileName)
{
    if (fileName.isEmpty() || fileName == typed || !QFileInfo::exists(fileName))
        return true;
    const QMessageBox::StandardButton answer = QMessageBox::question(
        parent, QCoreApplication::translate("SaveTarget", "Replace the File"),
        QCoreApplication::translate("SaveTarget", "%1 is there already. Replace it?")
            .arg(QDir::toNativeSeparators(fileName)),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    return answer == QMessageBox::Yes;
}

} // namespace gridtrace
