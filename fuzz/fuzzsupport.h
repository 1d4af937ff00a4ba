#pragma once

// What every fuzz target shares: the input as Qt bytes or text, the application object some
// Qt code expects, and the way an invariant that a user relies on is reported: abort(), which
// libFuzzer turns into a crash with a reproducer.

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace gridtrace::fuzz {

// The longest message a loader may give: up to four quoted pieces of the input, each at most
// 41 characters, and the text around them.
inline constexpr qsizetype maxErrorLength = 600;

// Loaders translate their messages (QCoreApplication::translate): one application object for
// the whole run, made before the first input, never destroyed (so never a "leak" either).
inline void startApplication()
{
    static int argc = 1;
    static char name[] = "gridtrace-fuzz";
    static char *argv[] = {name, nullptr};
    static QCoreApplication *application = new QCoreApplication(argc, argv);
    Q_UNUSED(application);
}

inline QByteArray bytes(const std::uint8_t *data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

// Files are read as UTF-8, as the application reads them.
inline QString text(const std::uint8_t *data, std::size_t size)
{
    return QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
}

[[noreturn]] inline void violated(const char *what, const QString &detail = {})
{
    std::fprintf(stderr, "\ninvariant violated: %s%s%s\n", what, detail.isEmpty() ? "" : ": ",
                 detail.toLocal8Bit().constData());
    std::abort();
}

inline void require(bool holds, const char *what, const QString &detail = {})
{
    if (!holds)
        violated(what, detail);
}

// A failed load must say why, in one line a status bar or a terminal shows whole: whatever of
// the input it quotes (a JSON key with a line break, a bot's binary output) comes escaped and
// cut short (grid/messagetext.h).
inline void requireError(const QString &error)
{
    require(!error.isEmpty(), "a rejected input has no error message");
    for (const QChar c : error)
        require(c.unicode() >= 0x20 && c != QChar::LineSeparator && c != QChar::ParagraphSeparator,
                "an error message holds a line break or another control character", error);
    require(error.size() <= maxErrorLength, "an error message is longer than a line can show", error.left(maxErrorLength));
}

} // namespace gridtrace::fuzz

// Each target defines LLVMFuzzerTestOneInput; the initialiser is the same for all.
#define GRIDTRACE_FUZZ_INITIALIZE                                                 \
    extern "C" int LLVMFuzzerInitialize(int *, char ***)                          \
    {                                                                             \
        gridtrace::fuzz::startApplication();                                      \
        return 0;                                                                 \
    }
