#include "filereason.h"

#include <QSaveFile>

#include <cerrno>

namespace gridtrace {

namespace {

struct Reason
{
    int error;
    const char *text;
};

// The reasons a user meets with files; the others stay the system's.
const Reason reasons[] = {
    {EACCES, QT_TRANSLATE_NOOP("FileReason", "permission denied")},
    {EPERM, QT_TRANSLATE_NOOP("FileReason", "the operation is not permitted")},
    {ENOSPC, QT_TRANSLATE_NOOP("FileReason", "no space left on the disk")},
#ifdef EDQUOT
    {EDQUOT, QT_TRANSLATE_NOOP("FileReason", "the disk quota is used up")},
#endif
    {EROFS, QT_TRANSLATE_NOOP("FileReason", "the file system is read-only")},
    {ENAMETOOLONG, QT_TRANSLATE_NOOP("FileReason", "the name is too long")},
    {ENOENT, QT_TRANSLATE_NOOP("FileReason", "no such file or folder")},
    {ENOTDIR, QT_TRANSLATE_NOOP("FileReason", "a part of the path is not a folder")},
    {EISDIR, QT_TRANSLATE_NOOP("FileReason", "a folder, not a file")},
    {EEXIST, QT_TRANSLATE_NOOP("FileReason", "a file of that name is there already")},
    {EMFILE, QT_TRANSLATE_NOOP("FileReason", "too many files are open")},
    {ENFILE, QT_TRANSLATE_NOOP("FileReason", "too many files are open")},
    {EFBIG, QT_TRANSLATE_NOOP("FileReason", "the file is too large for the file system")},
    {EIO, QT_TRANSLATE_NOOP("FileReason", "an input/output error on the device")},
    {ELOOP, QT_TRANSLATE_NOOP("FileReason", "too many symbolic links in the path")},
    {EBUSY, QT_TRANSLATE_NOOP("FileReason", "the file is in use")},
#ifdef ETXTBSY
    {ETXTBSY, QT_TRANSLATE_NOOP("FileReason", "the file is in use")},
#endif
    {EPIPE, QT_TRANSLATE_NOOP("FileReason", "the other end of the pipe was closed")},
};

} // namespace

QString FileReason::ofErrno(int error)
{
    for (const Reason &reason : reasons) {
        if (reason.error == error)
            return tr(reason.text);
    }
    return qt_error_string(error);
}

QString FileReason::of(const QFileDevice &file)
{
    // Qt words a system error as qt_error_string() does, so the text tells the errno back.
    const QString system = file.errorString();
    for (const Reason &reason : reasons) {
        if (system == qt_error_string(reason.error))
            return tr(reason.text);
    }
    // QSaveFile's own refusals, made before it asks the system.
    if (system == QSaveFile::tr("Filename refers to a directory"))
        return tr("a folder, not a file");
    if (system == QSaveFile::tr("Existing file %1 is not writable").arg(file.fileName()))
        return tr("the file is not writable");
    return system;
}

} // namespace gridtrace
