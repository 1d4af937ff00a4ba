#pragma once

#include <QCoreApplication>
#include <QFileDevice>
#include <QString>

namespace gridtrace {

// Why a file could not be read or written, in the user's language. The system says it in
// English whatever the language chosen ("File exists", "No space left on device"), and Qt
// translates only a few of its reasons: the common ones are told in GridTrace's own words,
// lower case, to follow "cannot write FILE: "; a reason not known here is the system's.
class FileReason
{
    Q_DECLARE_TR_FUNCTIONS(FileReason)

public:
    // The reason an errno value gives, as the failed call left it.
    static QString ofErrno(int error);
    // The reason a file that failed to open, read, write or commit gives (a QFile or a
    // QSaveFile, whose fileName() is the file meant).
    static QString of(const QFileDevice &file);
};

} // namespace gridtrace
