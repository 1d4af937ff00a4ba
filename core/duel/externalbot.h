#pragma once

#include "duelbot.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <memory>

class QTemporaryDir;

namespace gridtrace {

// A bot that is any program: a platform bot compiled on the user's machine, a script, a bot in
// another language. The program is started once per move, as the platform's runner starts its
// bot code once per move, so a bot keeps nothing from one move to the next and a bot written
// for the platform runs unchanged.
//
// Each move: a working directory holds input.txt with the input string (game.input(me)), the
// program starts there with the same string on its stdin (one line, then end of file), and
// the first whitespace-separated word it prints on stdout is its answer, which must be 0, 1, 2
// or 3. It answers as soon as that word ends (or the program ends); the program is then
// stopped. What it prints on stderr is ignored, but its last line is quoted when it crashes.
//
// The time limit runs from the start of the program, so it includes the program's start-up (a
// Java virtual machine's, say): the platform's limit covers all of a move too.
//
// Faults: nothing printed within the limit is a timeout (a word printed by then is judged as
// it stands); the program not starting, or ending without printing anything, is a crash; a
// first word other than 0 to 3 is a bad answer. An exit code other than 0 after a valid
// answer is not a fault.
//
// On Unix the program runs in a session of its own, and everything in it is killed when the
// move is over, so a script's children (a `sleep`, a compiler it started) do not outlive the
// move. Elsewhere only the program itself is killed and its children may run on.
class ExternalBot : public DuelPlayer
{
    Q_DECLARE_TR_FUNCTIONS(ExternalBot)

public:
    static constexpr int defaultTimeLimitMs = 2000;

    // `commandLine` is split at spaces, as QProcess::splitCommand() does: double quotes keep
    // spaces inside a word, three double quotes stand for one; single quotes are not special.
    // Since the program runs in a directory of its own, relative paths are taken from the
    // current directory here: the program's, when it has a slash in it, and every argument
    // that names an existing file or directory. Paths inside an argument (a class path list,
    // an option's value glued to it) are left as they are.
    explicit ExternalBot(const QString &commandLine, int timeLimitMs = defaultTimeLimitMs);
    ~ExternalBot() override;
    ExternalBot(const ExternalBot &) = delete;
    ExternalBot &operator=(const ExternalBot &) = delete;

    DuelAnswer decide(const DuelGame &game, DuelSide me) override;

    // Why the command line cannot be run (it is empty); empty when it can be tried.
    QString problem() const;
    QString program() const { return m_program; }
    QStringList arguments() const { return m_arguments; }
    int timeLimitMs() const { return m_timeLimitMs; }
    // The wall time of the last decide(), start-up of the program included.
    double lastMilliseconds() const { return m_lastMilliseconds; }

private:
    QString m_program;
    QStringList m_arguments;
    int m_timeLimitMs;
    double m_lastMilliseconds = 0.0;
    // Made at the first move and reused: input.txt is rewritten every move.
    std::unique_ptr<QTemporaryDir> m_directory;
};

} // namespace gridtrace
