// Programs as duel bots, as a user meets them: a program that sleeps, crashes, talks nonsense or
// floods its output loses with the right fault and a clear reason, and the game still ends in
// time; a program sees the current input in input.txt and on stdin; the seed's own Java bot
// agrees with its port move for move and plays whole games; gridtrace-cli duel counts every
// game and names every fault.

#include "scriptbot.h"

#include "duel/duelarena.h"
#include "duel/duelrecord.h"
#include "duel/externalbot.h"
#include "duel/kobstarterbot.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "clirun.h"

#include <algorithm>

using namespace gridtrace;

Q_DECLARE_METATYPE(gridtrace::DuelFault)

namespace {

constexpr int shortLimitMs = 300;
// A bot given 300 ms that is stopped on time ends its game well within this, even on a busy
// machine; one left running (a sleep of 5 s) does not.
constexpr qint64 hangMs = 4000;

QString kobSource(const char *name)
{
    return QStringLiteral(GRIDTRACE_TEST_DATA "/duel/kob/") + QLatin1String(name);
}

// The moves of a game between two built-in bots, each round's inputs kept.
struct PlayedGame
{
    DuelGame game;
    QStringList inputs;
};

PlayedGame playBuiltins(const QString &a, const QString &b, quint64 seed)
{
    PlayedGame played{DuelGame(DuelMap::generate(seed)), {}};
    const auto playerA = makeBuiltinPlayer(a, seed);
    const auto playerB = makeBuiltinPlayer(b, seed + 1000);
    while (!played.game.isOver()) {
        played.inputs << played.game.input(DuelSide::A) << played.game.input(DuelSide::B);
        const DuelAnswer answerA = playerA->decide(played.game, DuelSide::A);
        const DuelAnswer answerB = playerB->decide(played.game, DuelSide::B);
        played.game.play(answerA, answerB);
    }
    return played;
}

bool isBotFault(DuelFault fault)
{
    return fault == DuelFault::Timeout || fault == DuelFault::Crash || fault == DuelFault::BadAnswer;
}

} // namespace

class TestDuelExternal : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void misbehavingBotLoses_data();
    void misbehavingBotLoses();
    void childrenEndWithTheMove();
    void answerIsTheFirstWord_data();
    void answerIsTheFirstWord();
    void botSeesTheCurrentInput();
    void botAnswersFromItsInput_data();
    void botAnswersFromItsInput();
    void relativePathsAreTheUsers();
    void missingProgramIsACrash();
    void javaBotMatchesThePort();
    void javaBotPlaysWholeGames();
    void cliCountsEveryGame();
    void cliNamesEveryFault();
    void cliAlternatesSidesAndRecords();
    void cliRejectsBadArguments_data();
    void cliRejectsBadArguments();

private:
    // Writes a shell script into the test's directory; the command line that runs it.
    QString script(const QString &name, const QByteArray &body);
    QString javaBot() const;

    QTemporaryDir m_dir;
    QString m_javaClasses;
};

QString TestDuelExternal::script(const QString &name, const QByteArray &body)
{
    return writeScriptBot(m_dir, name, body);
}

QString TestDuelExternal::javaBot() const
{
    return QStringLiteral("java -cp \"%1\" Main").arg(m_javaClasses);
}

void TestDuelExternal::initTestCase()
{
    QVERIFY(m_dir.isValid());
    if (QStandardPaths::findExecutable(QStringLiteral("sh")).isEmpty())
        QSKIP("These tests run their bots as sh scripts; there is no sh on PATH.");
    const QString javac = QStandardPaths::findExecutable(QStringLiteral("javac"));
    if (javac.isEmpty() || QStandardPaths::findExecutable(QStringLiteral("java")).isEmpty())
        return;
    const QString classes = m_dir.filePath(QStringLiteral("kob-classes"));
    QProcess compiler;
    compiler.start(javac, {QStringLiteral("-encoding"), QStringLiteral("UTF-8"), QStringLiteral("-d"), classes,
                           kobSource("Main.java"), kobSource("com/kob/botrunningsystem/utils/Bot.java")});
    QVERIFY(compiler.waitForFinished(120'000));
    QVERIFY2(compiler.exitStatus() == QProcess::NormalExit && compiler.exitCode() == 0, compiler.readAllStandardError().constData());
    m_javaClasses = classes;
}

void TestDuelExternal::misbehavingBotLoses_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<DuelFault>("fault");
    QTest::addColumn<QStringList>("detail");
    QTest::addColumn<QString>("notInDetail");

    QTest::newRow("sleeps past the limit") << QByteArray("sleep 5\necho 0\n") << DuelFault::Timeout
                                           << QStringList{QStringLiteral("300 ms")} << QString();
    QTest::newRow("answers after the limit") << QByteArray("sleep 1\necho 1\n") << DuelFault::Timeout
                                             << QStringList{QStringLiteral("300 ms")} << QString();
    QTest::newRow("closes stdout and goes on") << QByteArray("exec >&-\nsleep 5\n") << DuelFault::Timeout
                                               << QStringList{QStringLiteral("300 ms")} << QString();
    QTest::newRow("floods stderr without an answer") << QByteArray("yes 'noise on stderr' >&2\n") << DuelFault::Timeout
                                                     << QStringList{QStringLiteral("300 ms")} << QString();
    QTest::newRow("exits 3 without output")
        << QByteArray("echo 'reading the map' >&2\necho 'no map today' >&2\nexit 3\n") << DuelFault::Crash
        << QStringList{QStringLiteral("code 3"), QStringLiteral("no map today")} << QStringLiteral("reading the map");
    QTest::newRow("exits 0 without output") << QByteArray("exit 0\n") << DuelFault::Crash
                                            << QStringList{QStringLiteral("code 0")} << QString();
    QTest::newRow("killed by a signal") << QByteArray("kill -9 $$\n") << DuelFault::Crash
                                        << QStringList{QStringLiteral("signal 9")} << QString();
    QTest::newRow("prints left") << QByteArray("echo left\n") << DuelFault::BadAnswer
                                 << QStringList{QStringLiteral("\"left\"")} << QString();
    QTest::newRow("prints 7") << QByteArray("echo 7\n") << DuelFault::BadAnswer << QStringList{QStringLiteral("\"7\"")}
                              << QString();
    QTest::newRow("prints 12") << QByteArray("echo 12\n") << DuelFault::BadAnswer << QStringList{QStringLiteral("\"12\"")}
                               << QString();
    QTest::newRow("prints 1.0") << QByteArray("echo 1.0\n") << DuelFault::BadAnswer << QStringList{QStringLiteral("\"1.0\"")}
                                << QString();
    QTest::newRow("prints zero bytes without end") << QByteArray("cat /dev/zero\n") << DuelFault::BadAnswer
                                                   << QStringList{QStringLiteral("printed"), QStringLiteral("\u2026")} << QString();
}

void TestDuelExternal::misbehavingBotLoses()
{
    QFETCH(QByteArray, body);
    QFETCH(DuelFault, fault);
    QFETCH(QStringList, detail);
    QFETCH(QString, notInDetail);
    const QString command = script(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-'), body);

    for (const DuelSide side : {DuelSide::A, DuelSide::B}) {
        ExternalBot bot(command, shortLimitMs);
        const auto other = makeBuiltinPlayer(QStringLiteral("kob-starter"));
        QElapsedTimer timer;
        timer.start();
        const DuelGame game = side == DuelSide::A ? playDuel(bot, *other, DuelMap::generate(3))
                                                  : playDuel(*other, bot, DuelMap::generate(3));
        QVERIFY2(timer.elapsed() < hangMs, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(game.isOver());
        QCOMPARE(game.result(), side == DuelSide::A ? DuelResult::BWins : DuelResult::AWins);
        QCOMPARE(game.round(), 0);
        QCOMPARE(game.fault(side), fault);
        QCOMPARE(game.fault(otherSide(side)), DuelFault::None);
        const QString said = game.faultDetail(side);
        for (const QString &part : detail)
            QVERIFY2(said.contains(part), qPrintable(said));
        if (!notInDetail.isEmpty())
            QVERIFY2(!said.contains(notInDetail), qPrintable(said));
        QVERIFY2(said.size() < 200, qPrintable(said));
        QVERIFY(game.summary().contains(said));
        QVERIFY(bot.lastMilliseconds() > 0.0);
        QVERIFY(bot.lastMilliseconds() < double(hangMs));
    }
}

void TestDuelExternal::childrenEndWithTheMove()
{
#ifndef Q_OS_LINUX
    QSKIP("Whether a process lives is read from /proc.");
#else
    const QString pidFile = m_dir.filePath(QStringLiteral("child.pid"));
    ExternalBot bot(script(QStringLiteral("parent"), QStringLiteral("sleep 30 &\necho $! > \"%1\"\nwait\n").arg(pidFile).toUtf8()),
                    shortLimitMs);
    const DuelAnswer answer = bot.decide(DuelGame(DuelMap::generate(1)), DuelSide::A);
    QCOMPARE(answer.fault, DuelFault::Timeout);
    QFile file(pidFile);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray pid = file.readAll().trimmed();
    QVERIFY(!pid.isEmpty());
    // Gone, or a zombie waiting for a parent that does not reap (PID 1 in some containers).
    const auto running = [&pid] {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(QString::fromLatin1(pid)));
        if (!stat.open(QIODevice::ReadOnly))
            return false;
        const QByteArray line = stat.readAll();
        const qsizetype state = line.lastIndexOf(')') + 2;
        return state < line.size() && line[state] != 'Z' && line[state] != 'X';
    };
    QTRY_VERIFY_WITH_TIMEOUT(!running(), 3000);
#endif
}

void TestDuelExternal::answerIsTheFirstWord_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("direction");

    QTest::newRow("a line") << QByteArray("echo 1\n") << 1;
    QTest::newRow("blank lines and spaces around it") << QByteArray("printf '  \\n\\t 2  \\n\\n'\n") << 2;
    QTest::newRow("no newline") << QByteArray("printf 3\n") << 3;
    QTest::newRow("more words after it") << QByteArray("echo 0 because up is free\n") << 0;
    QTest::newRow("non-zero exit after it") << QByteArray("echo 3\nexit 4\n") << 3;
    QTest::newRow("three megabytes on stderr first")
        << QByteArray("head -c 3000000 /dev/zero | tr '\\000' x >&2\necho 1\n") << 1;
    QTest::newRow("still running after it") << QByteArray("echo 2\nsleep 5\n") << 2;
}

void TestDuelExternal::answerIsTheFirstWord()
{
    QFETCH(QByteArray, body);
    QFETCH(int, direction);
    ExternalBot bot(script(QStringLiteral("answer"), body), 2000);
    QElapsedTimer timer;
    timer.start();
    const DuelAnswer answer = bot.decide(DuelGame(DuelMap::generate(2)), DuelSide::A);
    QVERIFY2(answer.fault == DuelFault::None, qPrintable(answer.detail));
    QCOMPARE(answer.direction, direction);
    // An answer ends the move: a program still running is not waited for.
    QVERIFY(timer.elapsed() < 1500);
}

void TestDuelExternal::botSeesTheCurrentInput()
{
    const QString seenFile = m_dir.filePath(QStringLiteral("seen-file.txt"));
    const QString seenStdin = m_dir.filePath(QStringLiteral("seen-stdin.txt"));
    ExternalBot bot(script(QStringLiteral("spy"), QStringLiteral("cp input.txt \"%1\"\ncat > \"%2\"\necho 0\n")
                                                      .arg(seenFile, seenStdin).toUtf8()));
    const auto readAll = [](const QString &path) {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(missing)");
    };
    const PlayedGame played = playBuiltins(QStringLiteral("random-safe"), QStringLiteral("random-safe"), 4);
    QVERIFY(played.game.round() >= 3);
    // Replayed round by round; at each round both sides ask the same program.
    DuelGame game(played.game.map());
    for (int round = 0; round < 3; ++round) {
        for (const DuelSide side : {DuelSide::A, DuelSide::B}) {
            QVERIFY(bot.decide(game, side).fault == DuelFault::None);
            const QByteArray expected = game.input(side).toUtf8() + '\n';
            QCOMPARE(readAll(seenFile), expected);
            QCOMPARE(readAll(seenStdin), expected);
        }
        game.play(DuelAnswer::move(played.game.steps(DuelSide::A)[round].unicode() - u'0'),
                  DuelAnswer::move(played.game.steps(DuelSide::B)[round].unicode() - u'0'));
    }
}

void TestDuelExternal::botAnswersFromItsInput_data()
{
    QTest::addColumn<QByteArray>("body");
    // Field 2 is the bot's own start row (11 for A, 1 for B), field 4 its steps in parentheses.
    QTest::newRow("input.txt") << QByteArray("awk -F'#' '{ print (length($4) - 2 + $2) % 4 }' input.txt\n");
    QTest::newRow("stdin") << QByteArray("awk -F'#' '{ print (length($4) - 2 + $2) % 4 }'\n");
}

void TestDuelExternal::botAnswersFromItsInput()
{
    QFETCH(QByteArray, body);
    ExternalBot bot(script(QStringLiteral("counter"), body));
    const PlayedGame played = playBuiltins(QStringLiteral("random-safe"), QStringLiteral("kob-starter"), 9);
    QVERIFY(played.game.round() >= 5);
    DuelGame game(played.game.map());
    for (int round = 0; round < played.game.round(); ++round) {
        for (const DuelSide side : {DuelSide::A, DuelSide::B}) {
            const DuelAnswer answer = bot.decide(game, side);
            QVERIFY2(answer.fault == DuelFault::None, qPrintable(answer.detail));
            QCOMPARE(answer.direction, (round + DuelMap::row(game.start(side))) % 4);
        }
        game.play(DuelAnswer::move(played.game.steps(DuelSide::A)[round].unicode() - u'0'),
                  DuelAnswer::move(played.game.steps(DuelSide::B)[round].unicode() - u'0'));
    }
}

void TestDuelExternal::relativePathsAreTheUsers()
{
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("my bots")));
    QFile file(m_dir.filePath(QStringLiteral("my bots/two.sh")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("#!/bin/sh\necho 2\n");
    file.close();
    QVERIFY(file.setPermissions(file.permissions() | QFileDevice::ExeOwner));

    const QString before = QDir::currentPath();
    QVERIFY(QDir::setCurrent(m_dir.path()));
    ExternalBot script(QStringLiteral("sh \"my bots/two.sh\""));
    ExternalBot program(QStringLiteral("\"./my bots/two.sh\""));
    QVERIFY(QDir::setCurrent(before));
    // The bots run in a directory of their own, long after the current one has changed.
    for (ExternalBot *bot : {&script, &program}) {
        const DuelAnswer answer = bot->decide(DuelGame(), DuelSide::B);
        QVERIFY2(answer.fault == DuelFault::None, qPrintable(answer.detail));
        QCOMPARE(answer.direction, 2);
    }
}

void TestDuelExternal::missingProgramIsACrash()
{
    ExternalBot missing(QStringLiteral("/nonexistent/gridtrace-duel-bot --fast"));
    QVERIFY(missing.problem().isEmpty());
    const DuelAnswer answer = missing.decide(DuelGame(), DuelSide::A);
    QCOMPARE(answer.fault, DuelFault::Crash);
    QVERIFY2(answer.detail.contains(QStringLiteral("/nonexistent/gridtrace-duel-bot")), qPrintable(answer.detail));

    ExternalBot empty(QStringLiteral("  "));
    QVERIFY(!empty.problem().isEmpty());
    QCOMPARE(empty.decide(DuelGame(), DuelSide::A).fault, DuelFault::Crash);
}

void TestDuelExternal::javaBotMatchesThePort()
{
    if (m_javaClasses.isEmpty())
        QSKIP("javac and java are not on PATH: the seed's Java bot cannot be compiled (install a JDK).");
    QStringList inputs;
    int lateInputs = 0;
    for (quint64 seed = 1; inputs.size() < 600; ++seed) {
        const PlayedGame played = playBuiltins(QStringLiteral("random-safe"), QStringLiteral("random-safe"), seed);
        inputs += played.inputs;
        // Past move 10 the tails start to move: the part of getCells() most easily ported wrong.
        lateInputs += int(std::max(0, played.game.round() - 10)) * 2;
    }
    QVERIFY(lateInputs >= 100);

    QFile file(m_dir.filePath(QStringLiteral("inputs.txt")));
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(inputs.join(u'\n').toUtf8() + '\n');
    file.close();
    QProcess java;
    java.start(QStringLiteral("java"), {QStringLiteral("-cp"), m_javaClasses, QStringLiteral("Main"), QStringLiteral("--batch"), file.fileName()});
    QVERIFY(java.waitForFinished(120'000));
    QVERIFY2(java.exitCode() == 0, java.readAllStandardError().constData());
    const QList<QByteArray> answers = java.readAllStandardOutput().trimmed().split('\n');
    QCOMPARE(answers.size(), inputs.size());

    int seen[4] = {};
    for (qsizetype i = 0; i < inputs.size(); ++i) {
        const int port = kobStarterMove(inputs[i]);
        QVERIFY2(QByteArray::number(port) == answers[i].trimmed(),
                 qPrintable(QStringLiteral("input %1: Java says %2, the port %3: %4")
                                .arg(i).arg(QString::fromLatin1(answers[i]), QString::number(port), inputs[i])));
        ++seen[port];
    }
    qInfo("%lld inputs (%d past move 10), answers up %d, right %d, down %d, left %d", qlonglong(inputs.size()), lateInputs,
          seen[0], seen[1], seen[2], seen[3]);
    // Every branch of the bot taken, "left" (all three others blocked) included.
    for (int d = 0; d < 4; ++d)
        QVERIFY2(seen[d] > 0, qPrintable(QString::number(d)));
}

void TestDuelExternal::javaBotPlaysWholeGames()
{
    if (m_javaClasses.isEmpty())
        QSKIP("javac and java are not on PATH: the seed's Java bot cannot be compiled (install a JDK).");
    // The Java bot and the port choose alike, so the Java bot's game against random-safe is
    // the port's, move for move. A generous limit: a loaded machine may start a JVM slowly.
    double milliseconds = 0.0;
    int moves = 0;
    for (const DuelSide side : {DuelSide::A, DuelSide::B}) {
        const quint64 seed = side == DuelSide::A ? 21 : 22;
        const DuelMap map = DuelMap::generate(seed);
        ExternalBot java(javaBot(), 10'000);
        const auto random = makeBuiltinPlayer(QStringLiteral("random-safe"), seed);
        DuelGame game(map);
        while (!game.isOver()) {
            const DuelAnswer javaAnswer = java.decide(game, side);
            milliseconds += java.lastMilliseconds();
            ++moves;
            const DuelAnswer randomAnswer = random->decide(game, otherSide(side));
            game.play(side == DuelSide::A ? javaAnswer : randomAnswer, side == DuelSide::A ? randomAnswer : javaAnswer);
        }
        QVERIFY2(!isBotFault(game.fault(side)), qPrintable(game.summary()));
        QVERIFY2(!isBotFault(game.fault(otherSide(side))), qPrintable(game.summary()));

        const auto port = makeBuiltinPlayer(QStringLiteral("kob-starter"));
        const auto sameRandom = makeBuiltinPlayer(QStringLiteral("random-safe"), seed);
        const DuelGame expected = side == DuelSide::A ? playDuel(*port, *sameRandom, map) : playDuel(*sameRandom, *port, map);
        QCOMPARE(game.steps(DuelSide::A), expected.steps(DuelSide::A));
        QCOMPARE(game.steps(DuelSide::B), expected.steps(DuelSide::B));
        QCOMPARE(game.result(), expected.result());
        QVERIFY(game.round() >= 5);
    }
    qInfo("The Java bot: %d moves, %.1f ms a move (a JVM started for each)", moves, milliseconds / moves);

    // Against the port itself, through the arena.
    ExternalBot java(javaBot(), 10'000);
    const auto port = makeBuiltinPlayer(QStringLiteral("kob-starter"));
    const DuelGame game = playDuel(java, *port, DuelMap::generate(23));
    QVERIFY(game.isOver());
    QVERIFY2(!isBotFault(game.fault(DuelSide::A)) && !isBotFault(game.fault(DuelSide::B)), qPrintable(game.summary()));
    QVERIFY(game.round() >= 1);
}

void TestDuelExternal::cliCountsEveryGame()
{
    const QStringList arguments{QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("kob-starter"),
                                QStringLiteral("--b"), QStringLiteral("random-safe"), QStringLiteral("--games"),
                                QStringLiteral("7"), QStringLiteral("--seed"), QStringLiteral("11"), QStringLiteral("--json")};
    const CliRun run = cli(arguments);
    QCOMPARE(run.exitCode, 0);
    const QJsonObject result = run.json();
    for (const char *key : {"games", "a_wins", "b_wins", "draws", "a_errors", "b_errors", "mean_rounds", "a_ms_per_move",
                            "b_ms_per_move", "errors"})
        QVERIFY2(result.contains(QLatin1String(key)), key);
    QCOMPARE(result.value(QStringLiteral("games")).toInt(), 7);
    QCOMPARE(result.value(QStringLiteral("a_wins")).toInt() + result.value(QStringLiteral("b_wins")).toInt()
                 + result.value(QStringLiteral("draws")).toInt(),
             7);
    QCOMPARE(result.value(QStringLiteral("a_errors")).toInt(), 0);
    QCOMPARE(result.value(QStringLiteral("b_errors")).toInt(), 0);
    QVERIFY(result.value(QStringLiteral("errors")).isArray());
    QVERIFY(result.value(QStringLiteral("errors")).toArray().isEmpty());
    QVERIFY(result.value(QStringLiteral("mean_rounds")).toDouble() >= 1.0);
    QVERIFY(result.value(QStringLiteral("a_ms_per_move")).toDouble() >= 0.0);

    // The same games by hand: a plays A in even games and B in odd ones.
    int aWins = 0;
    int rounds = 0;
    for (int i = 0; i < 7; ++i) {
        const auto kob = makeBuiltinPlayer(QStringLiteral("kob-starter"), 11 + i);
        const auto random = makeBuiltinPlayer(QStringLiteral("random-safe"), 11 + i);
        const DuelMap map = DuelMap::generate(11 + i);
        const DuelGame game = i % 2 == 0 ? playDuel(*kob, *random, map) : playDuel(*random, *kob, map);
        aWins += int(game.result() == (i % 2 == 0 ? DuelResult::AWins : DuelResult::BWins));
        rounds += game.round();
    }
    QCOMPARE(result.value(QStringLiteral("a_wins")).toInt(), aWins);
    QCOMPARE(result.value(QStringLiteral("mean_rounds")).toDouble(), rounds / 7.0);

    const CliRun text = cli(arguments.mid(0, arguments.size() - 1));
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("a won " + QByteArray::number(aWins)), text.out.constData());
}

void TestDuelExternal::cliNamesEveryFault()
{
    const QString left = script(QStringLiteral("left"), "echo left\n");
    const CliRun run = cli({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("random-safe"), QStringLiteral("--b"),
                            QStringLiteral("exec:") + left, QStringLiteral("--games"), QStringLiteral("23"),
                            QStringLiteral("--time-limit"), QString::number(shortLimitMs), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject result = run.json();
    QCOMPARE(result.value(QStringLiteral("games")).toInt(), 23);
    QCOMPARE(result.value(QStringLiteral("a_wins")).toInt(), 23);
    QCOMPARE(result.value(QStringLiteral("b_errors")).toInt(), 23);
    QCOMPARE(result.value(QStringLiteral("a_errors")).toInt(), 0);
    QCOMPARE(result.value(QStringLiteral("mean_rounds")).toDouble(), 0.0);
    QVERIFY(result.value(QStringLiteral("b_ms_per_move")).toDouble() > 0.0);
    const QJsonArray errors = result.value(QStringLiteral("errors")).toArray();
    QCOMPARE(errors.size(), 20);
    for (int i = 0; i < errors.size(); ++i) {
        const QJsonObject error = errors[i].toObject();
        QCOMPARE(error.value(QStringLiteral("game")).toInt(), i + 1);
        QCOMPARE(error.value(QStringLiteral("bot")).toString(), QStringLiteral("b"));
        QCOMPARE(error.value(QStringLiteral("fault")).toString(), QStringLiteral("bad-answer"));
        QVERIFY(error.value(QStringLiteral("detail")).toString().contains(QStringLiteral("left")));
    }

    const QString slow = script(QStringLiteral("slow"), "sleep 5\necho 0\n");
    QElapsedTimer timer;
    timer.start();
    const CliRun timeouts = cli({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("exec:") + slow, QStringLiteral("--b"),
                                 QStringLiteral("kob-starter"), QStringLiteral("--games"), QStringLiteral("2"),
                                 QStringLiteral("--time-limit"), QString::number(shortLimitMs), QStringLiteral("--json")});
    QVERIFY(timer.elapsed() < 2 * hangMs);
    QCOMPARE(timeouts.exitCode, 0);
    QCOMPARE(timeouts.json().value(QStringLiteral("a_errors")).toInt(), 2);
    QCOMPARE(timeouts.json().value(QStringLiteral("b_wins")).toInt(), 2);
    const QJsonObject first = timeouts.json().value(QStringLiteral("errors")).toArray().first().toObject();
    QCOMPARE(first.value(QStringLiteral("fault")).toString(), QStringLiteral("timeout"));
    QCOMPARE(first.value(QStringLiteral("bot")).toString(), QStringLiteral("a"));
}

void TestDuelExternal::cliAlternatesSidesAndRecords()
{
    for (const int games : {1, 2}) {
        const QString recordFile = m_dir.filePath(QStringLiteral("record-%1.json").arg(games));
        const CliRun run = cli({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("kob-starter"), QStringLiteral("--b"),
                                QStringLiteral("random-safe"), QStringLiteral("--games"), QString::number(games),
                                QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--record"), recordFile,
                                QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        QFile file(recordFile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString error;
        const auto record = DuelRecord::fromJson(file.readAll(), &error);
        QVERIFY2(record, qPrintable(error));
        const quint64 seed = 5 + quint64(games) - 1;
        QCOMPARE(record->seed, std::optional<quint64>(seed));
        QVERIFY(record->map == DuelMap::generate(seed));
        // In the second game (an odd one) the --a bot plays snake B.
        const bool swapped = games == 2;
        QCOMPARE(record->aBot, swapped ? QStringLiteral("random-safe") : QStringLiteral("kob-starter"));
        QCOMPARE(record->bBot, swapped ? QStringLiteral("kob-starter") : QStringLiteral("random-safe"));
        const auto kob = makeBuiltinPlayer(QStringLiteral("kob-starter"), seed);
        const auto random = makeBuiltinPlayer(QStringLiteral("random-safe"), seed);
        const DuelGame expected = swapped ? playDuel(*random, *kob, record->map) : playDuel(*kob, *random, record->map);
        QCOMPARE(record->aSteps, expected.steps(DuelSide::A));
        QCOMPARE(record->bSteps, expected.steps(DuelSide::B));
        QCOMPARE(record->loser, DuelRecord::loserOf(expected.result()));
    }
}

void TestDuelExternal::cliRejectsBadArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    const QString a = QStringLiteral("--a");
    const QString b = QStringLiteral("--b");
    const QString kob = QStringLiteral("kob-starter");
    QTest::newRow("no --b") << QStringList{a, kob} << QStringLiteral("--b");
    QTest::newRow("an unknown bot") << QStringList{a, kob, b, QStringLiteral("teleporter")} << QStringLiteral("teleporter");
    QTest::newRow("exec: without a command") << QStringList{a, QStringLiteral("exec:"), b, kob} << QStringLiteral("empty");
    QTest::newRow("no games") << QStringList{a, kob, b, kob, QStringLiteral("--games"), QStringLiteral("0")} << QStringLiteral("--games");
    QTest::newRow("games in words") << QStringList{a, kob, b, kob, QStringLiteral("--games"), QStringLiteral("ten")} << QStringLiteral("ten");
    QTest::newRow("a negative seed") << QStringList{a, kob, b, kob, QStringLiteral("--seed"), QStringLiteral("-1")} << QStringLiteral("--seed");
    QTest::newRow("no time at all") << QStringList{a, kob, b, kob, QStringLiteral("--time-limit"), QStringLiteral("0")}
                                    << QStringLiteral("--time-limit");
    QTest::newRow("a positional argument") << QStringList{a, kob, b, kob, QStringLiteral("now")} << QStringLiteral("now");
    QTest::newRow("an unwritable record") << QStringList{a, kob, b, kob, QStringLiteral("--games"), QStringLiteral("1"),
                                                         QStringLiteral("--record"), QStringLiteral("/nonexistent/dir/r.json")}
                                          << QStringLiteral("/nonexistent/dir/r.json");
}

void TestDuelExternal::cliRejectsBadArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    const CliRun plain = cli(QStringList{QStringLiteral("duel")} + arguments);
    QCOMPARE(plain.exitCode, 2);
    const QString message = QString::fromUtf8(plain.err).trimmed();
    QVERIFY2(!message.contains(u'\n'), qPrintable(message));
    QVERIFY2(message.contains(mentions), qPrintable(message));
    QVERIFY(plain.out.isEmpty());

    const CliRun json = cli(QStringList{QStringLiteral("duel")} + arguments + QStringList{QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 2);
    QVERIFY(json.json().value(QStringLiteral("error")).toString().contains(mentions));
}

QTEST_GUILESS_MAIN(TestDuelExternal)
#include "tst_duelexternal.moc"
