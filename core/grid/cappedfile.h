#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace gridtrace {

// The most bytes each kind of file may hold. A reader loads its whole file before it parses
// it, so without a cap a huge or endless input (a trace given as a board, /dev/zero) would
// take the machine's memory; each cap is well above the largest file the format can describe
// usefully (docs/limits.md).
struct FileLimit
{
    qint64 maxBytes;
    const char *kind; // what the file is, for the message; a QT_TRANSLATE_NOOP of "CappedFile"
};

namespace fileLimits {
// A 4096 x 4096 board is 4096 rows of 4096 cells and a line end, plus a header and comments.
inline constexpr qint64 boardBytes = qint64(4096) * (4096 + 2) + (qint64(1) << 20);
inline constexpr FileLimit board{boardBytes, QT_TRANSLATE_NOOP("CappedFile", "a board file")};
inline constexpr FileLimit movingAiMap{boardBytes, QT_TRANSLATE_NOOP("CappedFile", "a Moving AI map")};
// The benchmark's largest scenario files hold some 10,000 lines of under 100 bytes.
inline constexpr FileLimit movingAiScenarios{qint64(64) << 20, QT_TRANSLATE_NOOP("CappedFile", "a Moving AI scenario file")};
// A scenario's board rows are a board file's cells with quotes; tiles and a snake fit beside them.
inline constexpr FileLimit scenario{qint64(64) << 20, QT_TRANSLATE_NOOP("CappedFile", "a scenario file")};
// A record holds at most 1,000 rounds of two moves and a small map.
inline constexpr FileLimit duelRecord{qint64(16) << 20, QT_TRANSLATE_NOOP("CappedFile", "a duel record")};
// Lianliankan boards are at most 30 x 20 tiles, puzzles 100 x 100 numbers.
inline constexpr FileLimit tileBoard{qint64(1) << 20, QT_TRANSLATE_NOOP("CappedFile", "a Lianliankan board or a sliding puzzle")};
// A trace of the default limit's top, 100,000,000 changes, is some 1.5 GB binary and 3.5 GB
// as JSON (15 and 35 bytes a change).
inline constexpr FileLimit trace{qint64(4) << 30, QT_TRANSLATE_NOOP("CappedFile", "a trace file")};
} // namespace fileLimits

// Reads a whole file for a loader: only a regular file (never a folder, a device or a pipe,
// which may never end) and only up to the limit, checked before anything is read. On failure
// returns nothing and sets *error to one line without the file's name (the loader puts it in
// front), naming the limit when that is what failed.
class CappedFile
{
    Q_DECLARE_TR_FUNCTIONS(CappedFile)

public:
    static std::optional<QByteArray> read(const QString &fileName, const FileLimit &limit, QString *error);
    // The message for a file of `bytes` over `limit`, for loaders that learn the size otherwise.
    static QString tooLarge(qint64 bytes, const FileLimit &limit);
    // The writers' counterpart of read()'s first check: whether `fileName` may be written as a
    // file. A writer saves through a temporary file renamed over the target, which would turn a
    // device or a pipe into a regular file, so only a regular file or a new name may be written.
    // On refusal sets *error to one line without the file's name.
    static bool mayWrite(const QString &fileName, QString *error);
};

// Text files may start with a UTF-8 byte order mark (Windows editors write one); every text
// reader ignores it.
QByteArray withoutByteOrderMark(const QByteArray &text);

} // namespace gridtrace
