#include "externalbot.h"
#include "grid/filereason.h"
#include "grid/messagetext.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#include <sys/types.h>
#include <unistd.h>
#endif

namespace gridtrace {

namespace {

// A first word longer than this cannot be a direction, and this much of it shows the user
// what the bot said; the rest is read and dropped, so a bot printing without end costs no
// memory.
constexpr qsizetype quotedWordLength = 60;
// Of stderr only the tail is kept, enough to hold its last line.
constexpr qsizetype keptErrorBytes = 4096;
constexpr qsizetype quotedErrorLength = 100;
// How long to wait for a killed program to be gone before leaving it to the system.
constexpr int reapMs = 5000;

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

// The first whitespace-separated word of stdout, read as it arrives.
class FirstWord
{
public:
    void feed(const QByteArray &bytes)
    {
        for (const char c : bytes) {
            if (m_complete)
                return;
            if (isSpace(c)) {
                m_complete = !m_word.isEmpty();
                continue;
            }
            m_word.append(c);
            m_complete = m_word.size() > quotedWordLength;
        }
    }
    bool complete() const { return m_complete; }
    bool isEmpty() const { return m_word.isEmpty(); }

    DuelAnswer answer() const
    {
        if (m_word.size() == 1 && m_word[0] >= '0' && m_word[0] <= '3')
            return DuelAnswer::move(m_word[0] - '0');
        return DuelAnswer::failed(DuelFault::BadAnswer,
                                  ExternalBot::tr("printed \"%1\"").arg(shownInMessage(m_word, quotedWordLength)));
    }

private:
    QByteArray m_word;
    bool m_complete = false;
};

// The end of stderr, for the line a crashing program last complained with.
class ErrorTail
{
public:
    void feed(const QByteArray &bytes)
    {
        m_tail += bytes;
        if (m_tail.size() > 2 * keptErrorBytes)
            m_tail = m_tail.right(keptErrorBytes);
    }

    QString lastLine() const
    {
        const QList<QByteArray> lines = m_tail.right(keptErrorBytes).split('\n');
        for (auto line = lines.crbegin(); line != lines.crend(); ++line) {
            const QByteArray trimmed = line->trimmed();
            if (!trimmed.isEmpty())
                return shownInMessage(trimmed, quotedErrorLength);
        }
        return {};
    }

private:
    QByteArray m_tail;
};

// Kills the program and, on Unix, everything it started: it leads a session of its own (see
// decide()), whose process group id is its pid. The group is signalled even after the program
// has ended, for children it left behind.
void stop(QProcess &process, qint64 pid)
{
#ifdef Q_OS_UNIX
    if (pid > 0)
        ::kill(-pid_t(pid), SIGKILL);
#else
    Q_UNUSED(pid);
#endif
    if (process.state() != QProcess::NotRunning) {
        process.kill();
        process.waitForFinished(reapMs);
    }
}

// Why the program did not start, in GridTrace's words: QProcess gives no errno, only the
// system's English ("execvp: No such file or directory"), so the program is looked for again as
// execvp looks for it (a name without a slash on PATH), and that English is kept only for a
// program found and executable that still did not start.
QString whyNotStarted(const QString &program, const QString &systemReason)
{
    QStringList candidates;
    if (program.contains(u'/')) {
        candidates << program;
    } else {
        const QString path = qEnvironmentVariable("PATH", QStringLiteral("/usr/local/bin:/usr/bin:/bin"));
        for (const QString &folder : path.split(u':'))
            candidates << QDir(folder.isEmpty() ? QStringLiteral(".") : folder).filePath(program);
    }
    bool denied = false;
    for (const QString &candidate : std::as_const(candidates)) {
        const QFileInfo info(candidate);
        if (!info.exists())
            continue;
        if (info.isDir() || !info.isExecutable()) {
            denied = true;
            continue;
        }
        return systemReason;
    }
    return FileReason::ofErrno(denied ? EACCES : ENOENT);
}

} // namespace

ExternalBot::ExternalBot(const QString &commandLine, int timeLimitMs)
    : m_timeLimitMs(timeLimitMs)
{
    const QStringList parts = QProcess::splitCommand(commandLine);
    if (!parts.isEmpty()) {
        m_program = parts.constFirst();
        m_arguments = parts.mid(1);
    }
    // The program starts in a working directory of its own, where a path relative to the
    // user's directory would point somewhere else ("sh bot.sh", "java -cp . Main"); a bare
    // program name is still looked up on PATH.
    if (m_program.contains(u'/') && QFileInfo(m_program).isRelative())
        m_program = QFileInfo(m_program).absoluteFilePath();
    for (QString &argument : m_arguments) {
        const QFileInfo path(argument);
        if (!argument.startsWith(u'-') && path.isRelative() && path.exists())
            argument = QDir::cleanPath(path.absoluteFilePath());
    }
}

ExternalBot::~ExternalBot() = default;

QString ExternalBot::problem() const
{
    if (m_program.isEmpty())
        return tr("the command line is empty");
    return {};
}

DuelAnswer ExternalBot::decide(const DuelGame &game, DuelSide me)
{
    QElapsedTimer clock;
    clock.start();
    const auto done = [this, &clock](DuelAnswer answer) {
        m_lastMilliseconds = double(clock.nsecsElapsed()) / 1e6;
        return answer;
    };
    if (!problem().isEmpty())
        return done(DuelAnswer::failed(DuelFault::Crash, problem()));

    if (!m_directory)
        m_directory = std::make_unique<QTemporaryDir>();
    if (!m_directory->isValid())
        return done(DuelAnswer::failed(DuelFault::Crash, tr("no working directory for the bot: %1").arg(m_directory->errorString())));
    // The platform's runner writes the input as a line, and so does this.
    const QByteArray input = game.input(me).toUtf8() + '\n';
    QFile inputFile(m_directory->filePath(QStringLiteral("input.txt")));
    if (!inputFile.open(QIODevice::WriteOnly | QIODevice::Truncate) || inputFile.write(input) != input.size()) {
        return done(DuelAnswer::failed(DuelFault::Crash, tr("could not write %1: %2").arg(inputFile.fileName(), inputFile.errorString())));
    }
    inputFile.close();

    QProcess process;
    process.setProgram(m_program);
    process.setArguments(m_arguments);
    process.setWorkingDirectory(m_directory->path());
#ifdef Q_OS_UNIX
    // A session of its own puts everything the program starts into one process group that
    // stop() can kill at once.
    process.setChildProcessModifier([] { ::setsid(); });
#endif
    FirstWord word;
    ErrorTail errors;
    // Drained as it arrives, so neither channel grows without bound inside QProcess.
    QObject::connect(&process, &QProcess::readyReadStandardOutput, &process,
                     [&] { word.feed(process.readAllStandardOutput()); });
    QObject::connect(&process, &QProcess::readyReadStandardError, &process,
                     [&] { errors.feed(process.readAllStandardError()); });

    const QDeadlineTimer deadline(m_timeLimitMs);
    const auto timeout = [this] {
        return DuelAnswer::failed(DuelFault::Timeout, tr("no answer within %1 ms, the time limit a move (set with --time-limit, or Time limit in the tournament)").arg(groupedNumber(qint64(m_timeLimitMs))));
    };
    process.start();
    if (!process.waitForStarted(int(deadline.remainingTime()))) {
        if (process.error() == QProcess::FailedToStart) {
            return done(DuelAnswer::failed(DuelFault::Crash,
                                           tr("could not start %1: %2").arg(m_program, whyNotStarted(m_program, process.errorString()))));
        }
        stop(process, process.processId());
        return done(timeout());
    }
    const qint64 pid = process.processId();
    process.write(input);
    process.closeWriteChannel();

    while (!word.complete() && process.state() != QProcess::NotRunning && !deadline.hasExpired()) {
        // Returns early when stdout has something; when stdout is closed it returns at once,
        // and then only the program's end is left to wait for.
        if (!process.waitForReadyRead(int(deadline.remainingTime())) && process.state() != QProcess::NotRunning)
            process.waitForFinished(int(deadline.remainingTime()));
    }
    const bool ended = process.state() == QProcess::NotRunning;
    const QProcess::ExitStatus exitStatus = process.exitStatus();
    const int exitCode = process.exitCode();
    stop(process, pid);
    word.feed(process.readAllStandardOutput());
    errors.feed(process.readAllStandardError());

    if (!word.isEmpty())
        return done(word.answer());
    if (!ended)
        return done(timeout());
    QString detail = exitStatus == QProcess::CrashExit
                         ? tr("crashed (signal %1) without printing a direction").arg(exitCode)
                         : tr("exited with code %1 without printing a direction").arg(exitCode);
    const QString lastError = errors.lastLine();
    if (!lastError.isEmpty())
        detail = tr("%1; its last error line: \"%2\"").arg(detail, lastError);
    return done(DuelAnswer::failed(DuelFault::Crash, detail));
}

} // namespace gridtrace
