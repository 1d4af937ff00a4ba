#include "cappedfile.h"
#include "filereason.h"
#include "messagetext.h"

#include <QFile>
#include <QFileInfo>

namespace gridtrace {

namespace {

std::optional<QByteArray> failWith(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return std::nullopt;
}

} // namespace

std::optional<QByteArray> CappedFile::read(const QString &fileName, const FileLimit &limit, QString *error)
{
    // Checked before opening: opening a pipe waits for a writer, and a device reads forever.
    const QFileInfo info(fileName);
    if (info.isDir())
        return failWith(error, tr("a folder, not a file"));
    if (info.exists() && !info.isFile())
        return failWith(error, tr("not a regular file (a device or a pipe), so it is not read"));
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return failWith(error, tr("cannot read the file: %1").arg(FileReason::of(file)));
    if (file.size() > limit.maxBytes)
        return failWith(error, tooLarge(file.size(), limit));
    // One byte past the limit is enough to tell a file that grew while it was read.
    QByteArray bytes;
    bytes.reserve(qsizetype(file.size()));
    char buffer[1 << 16];
    while (true) {
        const qint64 got = file.read(buffer, sizeof buffer);
        if (got < 0)
            return failWith(error, tr("cannot read the file: %1").arg(FileReason::of(file)));
        if (got == 0)
            break;
        if (bytes.size() + got > limit.maxBytes)
            return failWith(error, tooLarge(bytes.size() + got, limit));
        bytes.append(buffer, qsizetype(got));
    }
    return bytes;
}

bool CappedFile::mayWrite(const QString &fileName, QString *error)
{
    const QFileInfo info(fileName);
    if (info.isDir()) {
        failWith(error, tr("a folder, not a file"));
        return false;
    }
    if (info.exists() && !info.isFile()) {
        failWith(error, tr("not a regular file (a device or a pipe), so it is not written"));
        return false;
    }
    return true;
}

QString CappedFile::tooLarge(qint64 bytes, const FileLimit &limit)
{
    return tr("the file is %1 bytes, more than the %2 bytes %3 may hold")
        .arg(groupedNumber(bytes), groupedNumber(limit.maxBytes), tr(limit.kind));
}

QByteArray withoutByteOrderMark(const QByteArray &text)
{
    return text.startsWith("\xef\xbb\xbf") ? text.sliced(3) : text;
}

} // namespace gridtrace
