// gridtrace-cli bench and check: figures over every game, exact seeds, and the Moving AI optimal
// lengths checked.

#include "grid/movingai.h"
#include "puzzle/puzzleboard.h"
#include "trace/cursor.h"
#include "trace/recorder.h"
#include "trace/scene.h"
#include "trace/tracefile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <tuple>
#include <utility>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "clirun.h"

using namespace gridtrace;

#include "clifiles.h"

class TestCliBench : public QObject
{
    Q_OBJECT

private slots:
    void checkPassesOnArena();
    void checkFailsOnAWrongLength();
    void benchReportsItsFigures();
    void benchSnakeCountsEveryGame();
    void benchTimesWarmRuns();
    void benchSeedsNeverWrap();
    void benchPuzzleThatGivesUpEveryGameIsNoSuccess();
    void aDefaultThatDoesNotFitIsNamedAsOne();
    void aStartLengthIsBoundAsARunBoundsIt();
    void aMistypedNameGetsTheOneItMeant();

private:
    QTemporaryDir m_dir;
};

void TestCliBench::checkPassesOnArena()
{
    const CliRun run = cli({QStringLiteral("check"), QStringLiteral("--map"), data("arena.map"), QStringLiteral("--scen"),
                            data("arena.map.scen"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject result = run.json();
    QCOMPARE(result.value(QStringLiteral("scenarios")).toInt(), 130);
    QCOMPARE(result.value(QStringLiteral("matched")).toInt(), 130);
    QVERIFY(result.value(QStringLiteral("max_error")).toDouble() < 1e-6);
    QVERIFY(result.contains(QStringLiteral("ms")));

    const CliRun first = cli({QStringLiteral("check"), QStringLiteral("--algo"), QStringLiteral("bidirectional"), QStringLiteral("--map"),
                              data("arena2.map"), QStringLiteral("--scen"), data("arena2.map.scen"), QStringLiteral("--first"),
                              QStringLiteral("50"), QStringLiteral("--json")});
    QCOMPARE(first.exitCode, 0);
    QCOMPARE(first.json().value(QStringLiteral("scenarios")).toInt(), 50);
    QCOMPARE(first.json().value(QStringLiteral("matched")).toInt(), 50);
}

void TestCliBench::checkFailsOnAWrongLength()
{
    QFile original(data("arena.map.scen"));
    QVERIFY(original.open(QIODevice::ReadOnly));
    QList<QByteArray> lines = original.readAll().split('\n');
    // Line 6 is scenario 4; make its optimal length longer than it is.
    QList<QByteArray> fields = lines[5].split('\t');
    fields.last() = QByteArray::number(fields.last().toDouble() + 1.0, 'f', 8);
    lines[5] = fields.join('\t');
    const QString tampered = m_dir.filePath(QStringLiteral("tampered.map.scen"));
    QFile file(tampered);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(lines.join('\n'));
    file.close();

    const CliRun run = cli({QStringLiteral("check"), QStringLiteral("--map"), data("arena.map"), QStringLiteral("--scen"),
                            tampered, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject result = run.json();
    QCOMPARE(result.value(QStringLiteral("matched")).toInt(), 129);
    QVERIFY(qAbs(result.value(QStringLiteral("max_error")).toDouble() - 1.0) < 1e-6);
    QCOMPARE(result.value(QStringLiteral("mismatches")).toArray().first().toObject().value(QStringLiteral("index")).toInt(), 4);
}

void TestCliBench::benchReportsItsFigures()
{
    const CliRun run = cli({QStringLiteral("bench"), QStringLiteral("pathfinding"), QStringLiteral("--map"), data("random512-10-0.map"),
                            QStringLiteral("--scen"), data("random512-10-0.map.scen"), QStringLiteral("--first"),
                            QStringLiteral("40"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject result = run.json();
    QCOMPARE(result.value(QStringLiteral("scenarios")).toInt(), 40);
    for (const char *key : {"expansions", "untraced_ms", "traced_ms", "changes", "trace_bytes"})
        QVERIFY2(result.value(QLatin1String(key)).toDouble() > 0, key);
    // Each change is a 12-byte record; the steps add a little on top.
    const double perChange = result.value(QStringLiteral("trace_bytes")).toDouble() / result.value(QStringLiteral("changes")).toDouble();
    QVERIFY2(perChange >= 12.0 && perChange <= 16.0, qPrintable(QString::number(perChange)));
}

void TestCliBench::benchSnakeCountsEveryGame()
{
    for (const char *ai : {"seed-000", "greedy"}) {
        const CliRun run = cli({QStringLiteral("bench"), QStringLiteral("snake"), QStringLiteral("--ai"),
                                QString::fromLatin1(ai), QStringLiteral("--size"), QStringLiteral("6x6"),
                                QStringLiteral("--tail-rule"), QStringLiteral("strict"), QStringLiteral("--games"),
                                QStringLiteral("30"), QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject result = run.json();
        QCOMPARE(result.value(QStringLiteral("games")).toInt(), 30);
        // Every game ends one way: filled, dead or at the step limit.
        QCOMPARE(result.value(QStringLiteral("wins")).toInt() + result.value(QStringLiteral("deaths")).toInt()
                     + result.value(QStringLiteral("games_at_step_limit")).toInt(),
                 30);
        const double meanLength = result.value(QStringLiteral("mean_length")).toDouble();
        QVERIFY2(meanLength >= 4 && meanLength <= 36, qPrintable(QString::number(meanLength)));
        for (const char *key : {"mean_steps", "ms_per_game"})
            QVERIFY2(result.value(QLatin1String(key)).toDouble() > 0, key);
        if (result.value(QStringLiteral("wins")).toInt() > 0)
            QVERIFY(result.value(QStringLiteral("median_steps_wins")).toDouble() >= 32); // 32 meals at least
        // The same seed plays the same games.
        QCOMPARE(cli({QStringLiteral("bench"), QStringLiteral("snake"), QStringLiteral("--ai"), QString::fromLatin1(ai),
                      QStringLiteral("--size"), QStringLiteral("6x6"), QStringLiteral("--tail-rule"),
                      QStringLiteral("strict"), QStringLiteral("--games"), QStringLiteral("30"),
                      QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--json")})
                     .json().value(QStringLiteral("wins")),
                 result.value(QStringLiteral("wins")));
    }
    const CliRun bad = cli({QStringLiteral("bench"), QStringLiteral("snake"), QStringLiteral("--ai"), QStringLiteral("nope")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains("nope"));
}

void TestCliBench::benchTimesWarmRuns()
{
    // One query on a 512 x 512 map: the first run of the process allocates the search's
    // workspace, which once made the untraced half look slower than the traced one. Recording
    // every change costs something, so warm runs are never faster traced.
    const CliRun run = cli({QStringLiteral("bench"), QStringLiteral("pathfinding"), QStringLiteral("--map"), data("maze512-1-0.map"),
                            QStringLiteral("--scen"), data("maze512-1-0.map.scen"), QStringLiteral("--first"), QStringLiteral("1"),
                            QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject object = run.json();
    QVERIFY2(object.value(QStringLiteral("traced_ms")).toDouble() >= object.value(QStringLiteral("untraced_ms")).toDouble(),
             run.out.constData());
}

void TestCliBench::benchSeedsNeverWrap()
{
    const QString largest = QStringLiteral("18446744073709551615"); // 2^64 - 1
    for (const QString &suite : {QStringLiteral("snake"), QStringLiteral("puzzle")}) {
        const QStringList bench{QStringLiteral("bench"), suite, QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--seed")};
        const QString problem = refusalProblem(bench + QStringList{largest},
                                               QStringLiteral("give a first seed of at most 18446744073709551614"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const CliRun last = cli(bench + QStringList{QStringLiteral("18446744073709551614"), QStringLiteral("--json")});
        QCOMPARE(last.exitCode, 0);
        QCOMPARE(last.json().value(QStringLiteral("seed")).toString(), QStringLiteral("18446744073709551614"));
    }
    // A side too long for any number is out of range, not another number.
    for (const QString &size : {QStringLiteral("99999999999x8"), QStringLiteral("4294967298x8"), QStringLiteral("8x99999999999999999999")}) {
        const QString problem = refusalProblem({QStringLiteral("bench"), QStringLiteral("snake"), QStringLiteral("--size"), size},
                                               QStringLiteral("sides from 2 to 1,024"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

void TestCliBench::benchPuzzleThatGivesUpEveryGameIsNoSuccess()
{
    const QStringList bench{QStringLiteral("bench"), QStringLiteral("puzzle"), QStringLiteral("--solver"), QStringLiteral("puzzle-optimal"),
                            QStringLiteral("--size"), QStringLiteral("5x3"), QStringLiteral("--games"), QStringLiteral("3"),
                            QStringLiteral("--set"), QStringLiteral("budget=10")};
    const CliRun text = cli(bench);
    QCOMPARE(text.exitCode, 3);
    QVERIFY2(text.out.contains("unsolved: 3 "), text.out.constData());
    QCOMPARE(QString::fromUtf8(text.err).trimmed(),
             QStringLiteral("gridtrace-cli: every game gave up at its budget of 10 expansions without an answer; "
                            "--set budget=N gives more"));
    const CliRun json = cli(bench + QStringList{QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 3);
    QCOMPARE(json.json().value(QStringLiteral("unsolved")).toInt(), 3);
    // One game solved among them is an answer: the bench succeeds, and counts the others.
    const CliRun some = cli({QStringLiteral("bench"), QStringLiteral("puzzle"), QStringLiteral("--solver"), QStringLiteral("puzzle-optimal"),
                             QStringLiteral("--size"), QStringLiteral("3x2"), QStringLiteral("--games"), QStringLiteral("3")});
    QCOMPARE(some.exitCode, 0);
}

void TestCliBench::aDefaultThatDoesNotFitIsNamedAsOne()
{
    // The user gave no --start-length: the message must not quote one back as if they had.
    const CliRun run = cli({QStringLiteral("bench"), QStringLiteral("snake"), QStringLiteral("--games"), QStringLiteral("1"),
                            QStringLiteral("--size"), QStringLiteral("3x3")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("does not fit a playing area 3 wide: give --start-length from 1 to 3"), run.err.constData());
    QVERIFY2(!run.err.contains("not \"4\""), run.err.constData());
    // Given, it is quoted.
    const CliRun given = cli({QStringLiteral("bench"), QStringLiteral("snake"), QStringLiteral("--games"), QStringLiteral("1"),
                              QStringLiteral("--size"), QStringLiteral("3x3"), QStringLiteral("--start-length"), QStringLiteral("4")});
    QCOMPARE(given.exitCode, 2);
    QVERIFY2(given.err.contains("not \"4\""), given.err.constData());
}

void TestCliBench::aStartLengthIsBoundAsARunBoundsIt()
{
    // A run refuses start-length=70 on any board: the bench plays no such game either, and says
    // the bound its help gives.
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("snake-seed-000"), QStringLiteral("--size"),
                            QStringLiteral("102x5"), QStringLiteral("--from"), QStringLiteral("100,1"), QStringLiteral("--set"),
                            QStringLiteral("start-length=70")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("from 1 to 64"), run.err.constData());
    const CliRun bench = cli({QStringLiteral("bench"), QStringLiteral("snake"), QStringLiteral("--games"), QStringLiteral("1"),
                              QStringLiteral("--size"), QStringLiteral("100x3"), QStringLiteral("--start-length"),
                              QStringLiteral("70")});
    QCOMPARE(bench.exitCode, 2);
    QVERIFY(bench.out.isEmpty());
    QCOMPARE(QString::fromUtf8(bench.err), QStringLiteral("gridtrace-cli: --start-length takes a whole number from 1 to 64 "
                                                          "(the longest start a snake has), not \"70\"\n"));
    const CliRun help = cli({QStringLiteral("bench"), QStringLiteral("--help")});
    QVERIFY2(help.out.simplified().contains("1 to the width and at most 64"), help.out.constData());
}

void TestCliBench::aMistypedNameGetsTheOneItMeant()
{
    // A slip of a letter gets the name it meant, as a snake AI, an algorithm, a duel bot and a
    // parameter; a word far from every name gets the list alone. The refusal of a snake AI
    // names --ai, as a duel bot's names --a.
    const QString astarKeys = QStringLiteral("connectivity, heuristic, weight, tie-break");
    for (const auto &[arguments, message] : std::initializer_list<std::pair<QStringList, QString>>{
             {{QStringLiteral("bench"), QStringLiteral("snake"), QStringLiteral("--ai"), QStringLiteral("greedyy")},
              QStringLiteral("--ai: \"greedyy\" is not a snake AI: did you mean greedy? Choose one of seed-000, greedy, hamilton-follow, "
                             "hamilton-seed, hamilton-safe, hamilton-adaptive")},
             {{QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("flod-fill"), QStringLiteral("--b"), QStringLiteral("alphabeta")},
              QStringLiteral("--a: \"flod-fill\" is not a duel bot: did you mean flood-fill? Choose one of kob-starter, random-safe, "
                             "flood-fill, alphabeta, or exec:COMMAND")},
             {{QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("alphabeta"), QStringLiteral("--b"), QStringLiteral("zzz")},
              QStringLiteral("--b: \"zzz\" is not a duel bot; choose one of kob-starter, random-safe, flood-fill, alphabeta, or exec:COMMAND")},
             {{QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--size"), QStringLiteral("4x4"), QStringLiteral("--from"),
               QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("3,3"), QStringLiteral("--set"), QStringLiteral("heuristc=manhattan")},
              QStringLiteral("unknown parameter \"heuristc\": did you mean heuristic? (known: %1)").arg(astarKeys)},
             {{QStringLiteral("run"), QStringLiteral("astarr")},
              QStringLiteral("unknown algorithm \"astarr\": did you mean astar? gridtrace-cli list names them all")},
             // A name typed as list gives it, with its game's prefix, is a slip too, and so is
             // a choice given with --set.
             {{QStringLiteral("bench"), QStringLiteral("snake"), QStringLiteral("--ai"), QStringLiteral("snake-gredy")},
              QStringLiteral("--ai: \"snake-gredy\" is not a snake AI: did you mean greedy? Choose one of seed-000, greedy, "
                             "hamilton-follow, hamilton-seed, hamilton-safe, hamilton-adaptive")},
             {{QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("duel-alphabeta"), QStringLiteral("--b"), QStringLiteral("flood-fill")},
              QStringLiteral("--a: \"duel-alphabeta\" is not a duel bot: did you mean alphabeta? Choose one of kob-starter, random-safe, "
                             "flood-fill, alphabeta, or exec:COMMAND")},
             {{QStringLiteral("run"), QStringLiteral("duel-flood-fill"), QStringLiteral("--set"), QStringLiteral("opponent=alphabta")},
              QStringLiteral("parameter opponent takes one of: kob-starter, random-safe, flood-fill, alphabeta, not \"alphabta\": "
                             "did you mean alphabeta?")},
             {{QStringLiteral("run"), QStringLiteral("snake-gredy")},
              QStringLiteral("unknown algorithm \"snake-gredy\": did you mean snake-greedy? gridtrace-cli list names them all")},
             {{QStringLiteral("bench"), QStringLiteral("snake"), QStringLiteral("--ai"), QStringLiteral("xyz")},
              QStringLiteral("--ai: \"xyz\" is not a snake AI; choose one of seed-000, greedy, hamilton-follow, hamilton-seed, "
                             "hamilton-safe, hamilton-adaptive")},
         }) {
        const CliRun run = cli(arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(QString::fromUtf8(run.err), QStringLiteral("gridtrace-cli: ") + message + u'\n');
    }
}

QTEST_GUILESS_MAIN(TestCliBench)
#include "tst_clibench.moc"
