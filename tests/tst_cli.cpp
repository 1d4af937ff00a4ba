// gridtrace-cli as a user runs it: exit codes, one JSON object with --json, one line on
// stderr for bad input, and answers that agree with the Moving AI benchmark.

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

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void listShowsTheCatalogue();
    void everyCommandHasHelp();
    void runMatchesTheBenchmarkLength();
    void runWritesTracesInBothFormats();
    void badInputExitsTwoWithOneLine_data();
    void badInputExitsTwoWithOneLine();
    void checkPassesOnArena();
    void checkFailsOnAWrongLength();
    void benchReportsItsFigures();
    void benchSnakeCountsEveryGame();
    void demoRuns();

    void scenarioLinesRunByTheirRules();
    void seedsAreExact();
    void helpAndUsageGoWhereTheyBelong();
    void strayOptionsAreRefused_data();
    void strayOptionsAreRefused();
    void rangesAreWholeNumbers();
    void messagesSayWhatTheyMean();
    void countsAgreeWithTheirNouns();
    void stepLimitIsAnOutcome();
    void demoTellsAGameAsAGame();
    void demoLegendIsTheFamilys_data();
    void demoLegendIsTheFamilys();
    void demoNamesItsExampleByName();
    void duelStatusesNameTheirDirections();
    void textFrameCaptionsWrapUncut();
    void countsAreGroupedOneWay();
    void linkCompareLinesUpInChinese();
    void helpWrapsByColumnsInChinese();
    void aBoardOfAnotherKindIsNamed_data();
    void aBoardOfAnotherKindIsNamed();
    void parserErrorsSpeakTheCliStyle();
    void topLevelHelpHonoursJson();
    void duelRecordLineIsAResultLine();
    void duelRoundsReadSensibly();
    void unkeptDatabasesAreNotSaidToBeKept();
    void generatedBoardCountsAgreeWithTheirNouns();
    void hugeSizesAreTooLargeNotZero();
    void aBoardWithoutTilesSaysSo();
    void duelSeedsNeverWrap();
    void strayWordsAreRefused();
    void unusedEndpointsAreRefused();
    void unusedOptionsAreRefused();
    void optimalSearchThatGivesUpIsNoSuccess();
    void snakeStepsAreItsMoves();
    void benchTimesWarmRuns();
    void benchSeedsNeverWrap();
    void countsHaveAnUpperLimit();
    void countsOfOneAreSingular();
    void helpTellsExitCodesAndSuites();
    void benchPuzzleThatGivesUpEveryGameIsNoSuccess();
    void shuffleNeverDealsTheGoal();
    void filesOfOtherFormatsAreNamed();
    void refusalsNameTheOptionAndItsRange();
    void sizesNeedNoArticle();
    void clearingABoardSaysSo();
    void scenarioEndpointsAreNotReplaced();
    void aDefaultThatDoesNotFitIsNamedAsOne();
    void anUnsolvablePuzzleNamesTheGoalItCanReach();
    void mapsAndScenarioListsOfAnotherKindAreNamed();

private:
    QTemporaryDir m_dir;
};

void TestCli::listShowsTheCatalogue()
{
    const CliRun run = cli({QStringLiteral("list"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray algorithms = run.json().value(QStringLiteral("algorithms")).toArray();
    QStringList ids;
    QJsonObject astar;
    for (const QJsonValue &value : algorithms) {
        ids << value.toObject().value(QStringLiteral("id")).toString();
        if (ids.last() == u"astar")
            astar = value.toObject();
    }
    for (const char *id : {"bfs", "dfs", "dijkstra", "astar", "greedy", "bidirectional",
                           "maze-backtracker", "maze-prim", "maze-division", "random-obstacles"})
        QVERIFY2(ids.contains(QLatin1String(id)), id);
    bool octile = false;
    for (const QJsonValue &parameter : astar.value(QStringLiteral("parameters")).toArray()) {
        const QJsonObject object = parameter.toObject();
        if (object.value(QStringLiteral("key")).toString() == u"heuristic")
            octile = object.value(QStringLiteral("choices")).toArray().contains(QStringLiteral("octile"));
    }
    QVERIFY(octile);
}

void TestCli::everyCommandHasHelp()
{
    for (const char *command : {"list", "run", "check", "bench", "demo"}) {
        const CliRun run = cli({QLatin1String(command), QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("--json"), command);
    }
    QCOMPARE(cli({QStringLiteral("--help")}).exitCode, 0);
}

void TestCli::runMatchesTheBenchmarkLength()
{
    QString error;
    const auto scenarios = loadMovingAiScenarios(data("arena2.map.scen"), &error);
    QVERIFY2(scenarios, qPrintable(error));
    const int index = int(scenarios->size()) - 1; // the longest bucket
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--map"), data("arena2.map"),
                            QStringLiteral("--scen"), data("arena2.map.scen"), QStringLiteral("--index"), QString::number(index),
                            QStringLiteral("--set"), QStringLiteral("connectivity=8"), QStringLiteral("--set"),
                            QStringLiteral("heuristic=octile"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject result = run.json();
    QVERIFY(result.value(QStringLiteral("found")).toBool());
    QVERIFY(qAbs(result.value(QStringLiteral("cost")).toDouble() - (*scenarios)[std::size_t(index)].optimalLength) < 1e-6);
    QVERIFY(result.value(QStringLiteral("steps")).toInt() > 0);
    QVERIFY(result.value(QStringLiteral("expansions")).toInt() > 0);
    QVERIFY(result.value(QStringLiteral("changes")).toInt() > 0);
    QVERIFY(result.contains(QStringLiteral("ms")));
}

void TestCli::runWritesTracesInBothFormats()
{
    QVERIFY(m_dir.isValid());
    const QString json = m_dir.filePath(QStringLiteral("run.json"));
    const QString binary = m_dir.filePath(QStringLiteral("run.gtrace"));
    for (const QString &file : {json, binary}) {
        const CliRun run = cli({QStringLiteral("run"), QStringLiteral("dfs"), QStringLiteral("--map"), data("arena.map"),
                                QStringLiteral("--from"), QStringLiteral("19,26"), QStringLiteral("--to"),
                                QStringLiteral("19,29"), QStringLiteral("--trace"), file});
        QCOMPARE(run.exitCode, 0);
    }
    QString error;
    const auto fromJson = loadTrace(json, &error);
    QVERIFY2(fromJson, qPrintable(error));
    const auto fromBinary = loadTrace(binary, &error);
    QVERIFY2(fromBinary, qPrintable(error));
    QVERIFY(*fromJson == *fromBinary);
    QCOMPARE(fromJson->header.algorithm, QStringLiteral("dfs"));
    QVERIFY(fromJson->header.start == (CellPos{19, 26}));
    QVERIFY(fromJson->stepCount() > 0);
}

void TestCli::badInputExitsTwoWithOneLine_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    QVERIFY(m_dir.isValid());
    const QString brokenMap = m_dir.filePath(QStringLiteral("broken.map"));
    QFile file(brokenMap);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("type octile\nheight 3\nwidth 4\nmap\n....\n..\n....\n");
    file.close();
    const QString hugeMap = m_dir.filePath(QStringLiteral("huge.map"));
    QFile huge(hugeMap);
    QVERIFY(huge.open(QIODevice::WriteOnly));
    huge.write("type octile\nheight 100000\nwidth 100000\nmap\n");
    huge.close();

    const QString map = data("arena.map");
    QTest::newRow("unknown command") << QStringList{QStringLiteral("fly")} << QStringLiteral("fly");
    QTest::newRow("unknown algorithm") << QStringList{QStringLiteral("run"), QStringLiteral("teleport"), QStringLiteral("--map"), map,
                                                      QStringLiteral("--from"), QStringLiteral("19,26"), QStringLiteral("--to"), QStringLiteral("19,29")}
                                       << QStringLiteral("teleport");
    // Named before the board it would need is asked for.
    QTest::newRow("unknown algorithm, no board") << QStringList{QStringLiteral("run"), QStringLiteral("teleport")}
                                                 << QStringLiteral("unknown algorithm \"teleport\"; gridtrace-cli list names them all");
    QTest::newRow("unknown parameter") << QStringList{QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--map"), map,
                                                      QStringLiteral("--from"), QStringLiteral("19,26"), QStringLiteral("--to"), QStringLiteral("19,29"),
                                                      QStringLiteral("--set"), QStringLiteral("speed=11")}
                                       << QStringLiteral("speed");
    QTest::newRow("parameter out of range") << QStringList{QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--map"), map,
                                                           QStringLiteral("--from"), QStringLiteral("19,26"), QStringLiteral("--to"), QStringLiteral("19,29"),
                                                           QStringLiteral("--set"), QStringLiteral("connectivity=6")}
                                            << QStringLiteral("connectivity");
    QTest::newRow("goal outside the board") << QStringList{QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--map"), map,
                                                           QStringLiteral("--from"), QStringLiteral("19,26"), QStringLiteral("--to"), QStringLiteral("49,3")}
                                            << QStringLiteral("outside");
    QTest::newRow("start on a wall") << QStringList{QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--map"), map,
                                                    QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("19,29")}
                                     << QStringLiteral("wall");
    QTest::newRow("missing file") << QStringList{QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--board"),
                                                 m_dir.filePath(QStringLiteral("nothing.txt"))}
                                  << QStringLiteral("nothing.txt");
    QTest::newRow("rows disagree with the header") << QStringList{QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--map"), brokenMap,
                                                                  QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("1,1")}
                                                   << QStringLiteral("line 6");
    QTest::newRow("board of 100000 x 100000") << QStringList{QStringLiteral("check"), QStringLiteral("--map"), hugeMap,
                                                             QStringLiteral("--scen"), data("arena.map.scen")}
                                              << QStringLiteral("100000");
    QTest::newRow("check with a map that does not fit its scenarios")
        << QStringList{QStringLiteral("check"), QStringLiteral("--map"), map, QStringLiteral("--scen"), data("arena2.map.scen")}
        << QStringLiteral("281");
    QTest::newRow("bench of an unknown suite") << QStringList{QStringLiteral("bench"), QStringLiteral("sorting")} << QStringLiteral("pathfinding");
}

void TestCli::badInputExitsTwoWithOneLine()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    const CliRun plain = cli(arguments);
    QCOMPARE(plain.exitCode, 2);
    const QString message = QString::fromUtf8(plain.err).trimmed();
    QVERIFY2(!message.contains(u'\n'), qPrintable(message));
    QVERIFY2(message.startsWith(QStringLiteral("gridtrace-cli: ")), qPrintable(message));
    QVERIFY2(message.contains(mentions), qPrintable(message));
    QVERIFY(plain.out.isEmpty());

    const CliRun json = cli(arguments + QStringList{QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 2);
    QVERIFY(json.json().value(QStringLiteral("error")).toString().contains(mentions));
}

void TestCli::checkPassesOnArena()
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

void TestCli::checkFailsOnAWrongLength()
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

void TestCli::benchReportsItsFigures()
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

void TestCli::benchSnakeCountsEveryGame()
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
                     + result.value(QStringLiteral("step_limit")).toInt(),
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

void TestCli::demoRuns()
{
    const CliRun run = cli({QStringLiteral("demo"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.json().value(QStringLiteral("found")).toBool());
    QVERIFY(run.json().value(QStringLiteral("steps")).toInt() > 10);
    const CliRun text = cli({QStringLiteral("demo"), QStringLiteral("--frames"), QStringLiteral("2")});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains('*')); // the path is drawn
}

void TestCli::scenarioLinesRunByTheirRules()
{
    QString error;
    const auto scenarios = loadMovingAiScenarios(data("arena2.map.scen"), &error);
    QVERIFY2(scenarios, qPrintable(error));
    const int index = int(scenarios->size()) - 1;
    const double optimal = (*scenarios)[std::size_t(index)].optimalLength;
    const QStringList line{QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--map"), data("arena2.map"),
                           QStringLiteral("--scen"), data("arena2.map.scen"), QStringLiteral("--index"), QString::number(index),
                           QStringLiteral("--json")};
    // Nothing said: eight neighbours without corner cutting, as the benchmark measures.
    CliRun run = cli(line);
    QCOMPARE(run.exitCode, 0);
    QVERIFY(qAbs(run.json().value(QStringLiteral("cost")).toDouble() - optimal) < 1e-6);
    QVERIFY(!run.json().contains(QStringLiteral("notes")));
    // Told otherwise, the run says that its cost is not the scenario's.
    run = cli(line + QStringList{QStringLiteral("--set"), QStringLiteral("connectivity=4")});
    QCOMPARE(run.exitCode, 0);
    const QString note = run.json().value(QStringLiteral("notes")).toArray().first().toString();
    QVERIFY2(note.contains(QString::number(optimal, 'f', 8)), qPrintable(note));

    // A line written for another map.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString other = dir.filePath(QStringLiteral("other.map"));
    QVERIFY(QFile::copy(data("arena2.map"), other));
    run = cli({QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--map"), other, QStringLiteral("--scen"),
               data("arena2.map.scen"), QStringLiteral("--index"), QString::number(index)});
    QCOMPARE(run.exitCode, 0);
    // The map named as the user gave it, the line's map as its file names it.
    QVERIFY2(run.out.contains("Note: ") && run.out.contains("\"arena2.map\"")
                 && run.out.contains(QStringLiteral("\"%1\"").arg(other).toUtf8()),
             run.out.constData());
}

void TestCli::seedsAreExact()
{
    const QString seed = QStringLiteral("18446744073709551615"); // 2^64 - 1
    for (const QStringList &suite : {QStringList{QStringLiteral("snake"), QStringLiteral("--size"), QStringLiteral("4x4")},
                                     QStringList{QStringLiteral("puzzle"), QStringLiteral("--size"), QStringLiteral("3x3")}}) {
        const CliRun run = cli(QStringList{QStringLiteral("bench")} + suite
                               + QStringList{QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--seed"), seed,
                                             QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(run.json().value(QStringLiteral("seed")).toString(), seed);
    }
}

void TestCli::helpAndUsageGoWhereTheyBelong()
{
    const CliRun bare = cli({});
    QCOMPARE(bare.exitCode, 2);
    QVERIFY(bare.out.isEmpty());
    QVERIFY(bare.err.contains("Usage: gridtrace-cli"));

    for (const char *command : {"list", "run", "check", "bench", "demo", "duel", "link", "render"}) {
        const CliRun help = cli({QLatin1String(command), QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(!help.out.contains("--help-all"), command);
        // Every option is spelt with two dashes, as the documentation spells it.
        QVERIFY2(!QString::fromUtf8(help.out).contains(QRegularExpression(QStringLiteral("(?m)^\\s+-[a-gi-z]\\b"))),
                 help.out.constData());
        const CliRun json = cli({QLatin1String(command), QStringLiteral("--help"), QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        QVERIFY2(json.json().value(QStringLiteral("help")).toString().contains(QStringLiteral("--json")), command);
    }
    QVERIFY(cli({QStringLiteral("duel"), QStringLiteral("--help")}).out.contains("--a <"));
}

void TestCli::strayOptionsAreRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    QVERIFY(m_dir.isValid());
    const QString map = data("arena.map");
    const QString scen = data("arena.map.scen");
    QTest::newRow("snake's option to pathfinding")
        << QStringList{QStringLiteral("bench"), QStringLiteral("pathfinding"), QStringLiteral("--map"), map, QStringLiteral("--scen"), scen,
                       QStringLiteral("--ai"), QStringLiteral("greedy")}
        << QStringLiteral("--ai");
    QTest::newRow("puzzle's option to snake")
        << QStringList{QStringLiteral("bench"), QStringLiteral("snake"), QStringLiteral("--solver"), QStringLiteral("layered")}
        << QStringLiteral("--solver");
    QTest::newRow("an option twice")
        << QStringList{QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("5x5"), QStringLiteral("--from"),
                       QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("4,4"), QStringLiteral("--to"), QStringLiteral("3,3")}
        << QStringLiteral("--to");
    QTest::newRow("an index without its scenario file")
        << QStringList{QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--map"), map, QStringLiteral("--index"), QStringLiteral("3")}
        << QStringLiteral("--scen");
    QTest::newRow("no scenarios to check")
        << QStringList{QStringLiteral("check"), QStringLiteral("--map"), map, QStringLiteral("--scen"), scen, QStringLiteral("--first"), QStringLiteral("0")}
        << QStringLiteral("--first");
    QTest::newRow("the old spelling of the tail rule")
        << QStringList{QStringLiteral("bench"), QStringLiteral("snake"), QStringLiteral("--rules"), QStringLiteral("strict-tail")}
        << QStringLiteral("rules");
    QTest::newRow("a tail rule the snake does not know")
        << QStringList{QStringLiteral("bench"), QStringLiteral("snake"), QStringLiteral("--tail-rule"), QStringLiteral("strict-tail")}
        << QStringLiteral("follow or strict");
    const QString trace = m_dir.filePath(QStringLiteral("stray.gtrace"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("4x4"), QStringLiteral("--from"),
                  QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("3,3"), QStringLiteral("--trace"), trace})
                 .exitCode,
             0);
    QTest::newRow("a JPEG from --png")
        << QStringList{QStringLiteral("render"), trace, QStringLiteral("--png"), m_dir.filePath(QStringLiteral("pic.jpg"))}
        << QStringLiteral("pic.jpg");
    QTest::newRow("a GIF's option to a PNG")
        << QStringList{QStringLiteral("render"), trace, QStringLiteral("--png"), m_dir.filePath(QStringLiteral("pic.png")),
                       QStringLiteral("--fps"), QStringLiteral("3")}
        << QStringLiteral("--fps");
}

void TestCli::strayOptionsAreRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    const QString problem = refusalProblem(arguments, mentions);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("pic.jpg"))));
}

void TestCli::rangesAreWholeNumbers()
{
    const CliRun run = cli({QStringLiteral("list")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("budget (integer, default 20000): 100..2000000"), run.out.constData());
    QVERIFY2(run.out.contains("step-limit (integer, default 300): 0..1000000000"), run.out.constData());
    QVERIFY(!run.out.contains("e+"));
    const CliRun outside = cli({QStringLiteral("run"), QStringLiteral("snake-greedy"), QStringLiteral("--size"), QStringLiteral("8x8"),
                                QStringLiteral("--from"), QStringLiteral("3,3"), QStringLiteral("--set"),
                                QStringLiteral("step-limit=2000000000")});
    QCOMPARE(outside.exitCode, 2);
    QCOMPARE(QString::fromUtf8(outside.err), QStringLiteral("gridtrace-cli: parameter step-limit takes a whole number from 0 to "
                                                            "1,000,000,000, not \"2,000,000,000\"\n"));
}

void TestCli::messagesSayWhatTheyMean()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString neither = dir.filePath(QStringLiteral("neither.txt"));
    QVERIFY(writeFile(neither, "hello\n"));
    CliRun run = cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--board"), neither});
    QCOMPARE(run.exitCode, 2);
    // What a board file would start with, not what this one does.
    QVERIFY2(run.err.contains("would start with the line \"gridtrace-board 1\""), run.err.constData());

    const QString unwritable = dir.filePath(QStringLiteral("no-such-folder/b.board"));
    run = cli({QStringLiteral("run"), QStringLiteral("maze-prim"), QStringLiteral("--size"), QStringLiteral("9x9"),
               QStringLiteral("--save-board"), unwritable});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QDir::toNativeSeparators(unwritable).toUtf8()), run.err.constData());

    // Tiles walled in one by one: no pair can go, so there is no run of pairs to list.
    const QString walled = dir.filePath(QStringLiteral("walled.txt"));
    QVERIFY(writeFile(walled, "# 1 # .\n1 # 2 #\n# 2 # .\n. # . .\n"));
    run = cli({QStringLiteral("link"), QStringLiteral("solve"), QStringLiteral("--board"), walled});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(!run.out.contains("longest run") && run.out.contains("Not one pair can be taken off."), run.out.constData());
    run = cli({QStringLiteral("link"), QStringLiteral("compare"), QStringLiteral("--board"), walled});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(!run.out.contains("finds the same link") && run.out.contains("Neither search links any pair"), run.out.constData());
}

void TestCli::countsAgreeWithTheirNouns()
{
    // English texts take their plurals from translations/gridtrace_en.ts, as every language does.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString trace = dir.filePath(QStringLiteral("run.gtrace"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("4x4"), QStringLiteral("--from"),
                  QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("3,3"), QStringLiteral("--trace"), trace})
                 .exitCode,
             0);
    const auto render = [&](const QStringList &options) {
        return QString::fromUtf8(cli(QStringList{QStringLiteral("render"), trace} + options).out);
    };
    const QString frame = dir.filePath(QStringLiteral("one.gif"));
    QVERIFY(render({QStringLiteral("--gif"), frame, QStringLiteral("--from"), QStringLiteral("2"), QStringLiteral("--to"),
                    QStringLiteral("2")}).contains(QStringLiteral("(1 frame)")));
    QVERIFY(render({QStringLiteral("--gif"), frame, QStringLiteral("--from"), QStringLiteral("2"), QStringLiteral("--to"),
                    QStringLiteral("3")}).contains(QStringLiteral("(2 frames)")));
    QVERIFY(render({QStringLiteral("--png"), dir.filePath(QStringLiteral("one")), QStringLiteral("--from"), QStringLiteral("2"),
                    QStringLiteral("--to"), QStringLiteral("2")}).contains(QStringLiteral("PNG: 1 picture in")));
    QVERIFY(render({QStringLiteral("--png"), dir.filePath(QStringLiteral("two")), QStringLiteral("--from"), QStringLiteral("2"),
                    QStringLiteral("--to"), QStringLiteral("3")}).contains(QStringLiteral("PNG: 2 pictures in")));
    const QString pdf = dir.filePath(QStringLiteral("handout.pdf"));
    QVERIFY(render({QStringLiteral("--pdf"), pdf, QStringLiteral("--from"), QStringLiteral("2"), QStringLiteral("--to"),
                    QStringLiteral("2")}).contains(QStringLiteral("(1 step on 1 page)")));
    QVERIFY(render({QStringLiteral("--pdf"), pdf, QStringLiteral("--from"), QStringLiteral("2"), QStringLiteral("--to"),
                    QStringLiteral("5"), QStringLiteral("--per-page"), QStringLiteral("2")})
                .contains(QStringLiteral("(4 steps on 2 pages)")));

    for (const int n : {1, 2}) {
        const QString count = QString::number(n);
        const bool one = n == 1;
        const QString games = QString::fromUtf8(cli({QStringLiteral("bench"), QStringLiteral("snake"), QStringLiteral("--size"),
                                                     QStringLiteral("4x4"), QStringLiteral("--games"), count})
                                                    .out);
        QVERIFY2(games.contains(one ? QStringLiteral(", 1 game from seed 1") : QStringLiteral(", 2 games from seed 1")), qPrintable(games));
        const QString limit = QString::fromUtf8(cli({QStringLiteral("run"), QStringLiteral("snake-greedy"), QStringLiteral("--size"),
                                                     QStringLiteral("8x8"), QStringLiteral("--from"), QStringLiteral("3,3"),
                                                     QStringLiteral("--set"), QStringLiteral("step-limit=") + count})
                                                    .out);
        QVERIFY2(limit.contains(one ? QStringLiteral("The step limit of 1 move ended") : QStringLiteral("The step limit of 2 moves ended")),
                 qPrintable(limit));
        const QString capped = QString::fromUtf8(cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"),
                                                      QStringLiteral("4x4"), QStringLiteral("--from"), QStringLiteral("0,0"),
                                                      QStringLiteral("--to"), QStringLiteral("3,3"), QStringLiteral("--max-trace-changes"), count})
                                                     .out);
        QVERIFY2(capped.contains(one ? QStringLiteral("at 1 change (the trace limit)") : QStringLiteral("at 2 changes (the trace limit)")),
                 qPrintable(capped));
        // Both snakes run into trouble at once: after one round on this map, after two here.
        const QString duel = QString::fromUtf8(cli({QStringLiteral("run"), QStringLiteral("duel-replay"), QStringLiteral("--seed"),
                                                    QStringLiteral("5"), QStringLiteral("--set"),
                                                    one ? QStringLiteral("a-steps=0") : QStringLiteral("a-steps=00"),
                                                    QStringLiteral("--set"), one ? QStringLiteral("b-steps=0") : QStringLiteral("b-steps=20")})
                                                   .out);
        QVERIFY2(duel.contains(one ? QStringLiteral("after 1 round ") : QStringLiteral("after 2 rounds ")), qPrintable(duel));
        QVERIFY2(duel.contains(one ? QStringLiteral("after 1 round:") : QStringLiteral("after 2 rounds:")), qPrintable(duel));
        const QString puzzle = dir.filePath(QStringLiteral("puzzle.txt"));
        QVERIFY(writeFile(puzzle, one ? "1 2 3\n4 5 6\n7 0 8\n" : "1 2 3\n4 5 6\n0 7 8\n"));
        const QString solved = QString::fromUtf8(cli({QStringLiteral("run"), QStringLiteral("layered"), QStringLiteral("--board"), puzzle}).out);
        QVERIFY2(solved.startsWith(one ? QStringLiteral("Solved in 1 move,") : QStringLiteral("Solved in 2 moves,")), qPrintable(solved));
    }
    for (const int n : {1, 2}) {
        const QString checked = QString::fromUtf8(cli({QStringLiteral("check"), QStringLiteral("--algo"), QStringLiteral("astar"),
                                                       QStringLiteral("--map"), data("arena2.map"), QStringLiteral("--scen"),
                                                       data("arena2.map.scen"), QStringLiteral("--first"), QString::number(n)})
                                                      .out);
        QVERIFY2(checked.contains(n == 1 ? QStringLiteral("in 1 of 1 scenario (") : QStringLiteral("in 2 of 2 scenarios (")),
                 qPrintable(checked));
    }
    const QString board = dir.filePath(QStringLiteral("link.txt"));
    QVERIFY(writeFile(board, "1 . . .\n. 1 . .\n. . . .\n2 . . 2\n"));
    const QString compared = QString::fromUtf8(cli({QStringLiteral("link"), QStringLiteral("compare"), QStringLiteral("--board"), board,
                                                    QStringLiteral("--all")})
                                                   .out);
    QVERIFY2(compared.contains(QStringLiteral("min-turn: 1 turn, 2 moves")), qPrintable(compared));
    QVERIFY2(compared.contains(QStringLiteral("post: 2 turns, 4 moves")), qPrintable(compared));
}

void TestCli::stepLimitIsAnOutcome()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString trace = dir.filePath(QStringLiteral("snake.gtrace"));
    const CliRun limited = cli({QStringLiteral("run"), QStringLiteral("snake-greedy"), QStringLiteral("--size"), QStringLiteral("8x8"),
                                QStringLiteral("--from"), QStringLiteral("3,3"), QStringLiteral("--set"), QStringLiteral("step-limit=5"),
                                QStringLiteral("--trace"), trace, QStringLiteral("--json")});
    QCOMPARE(limited.exitCode, 0);
    QCOMPARE(limited.json().value(QStringLiteral("outcome")).toString(), QStringLiteral("step limit"));
    QCOMPARE(limited.json().value(QStringLiteral("moves")).toInt(), 5);
    // The window shows the trace's last status when the game is over.
    QString error;
    const auto loaded = loadTrace(trace, &error);
    QVERIFY2(loaded, qPrintable(error));
    Cursor cursor(*loaded);
    cursor.seek(loaded->stepCount());
    const QString status = displayStatus(loaded->tables.strings.value(cursor.scene().status()));
    QVERIFY2(status.contains(QStringLiteral("step limit")) && status.contains(QStringLiteral("step-limit")), qPrintable(status));

    // The bundled Hamiltonian-cycle example plays to the end.
    const CliRun bundled = cli({QStringLiteral("run"), QStringLiteral("--board"), example("hamilton-cycle.json"), QStringLiteral("--json")});
    QCOMPARE(bundled.exitCode, 0);
    QCOMPARE(bundled.json().value(QStringLiteral("outcome")).toString(), QStringLiteral("won"));
    QCOMPARE(bundled.json().value(QStringLiteral("length")).toInt(), 48); // every free cell of 8 x 6
}

void TestCli::demoTellsAGameAsAGame()
{
    const CliRun run = cli({QStringLiteral("demo"), QStringLiteral("--example"), example("hamilton-cycle.json"), QStringLiteral("--frames"),
                            QStringLiteral("2")});
    QCOMPARE(run.exitCode, 0);
    const QString text = QString::fromUtf8(run.out);
    QVERIFY2(!text.contains(QStringLiteral("path of cost")) && !text.contains(QStringLiteral(" to (")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("The snake filled the board: length 48")), qPrintable(text));
    // The board drawn at the end is the snake, head and body, with no start letter left behind.
    const QStringList lines = text.split(u'\n');
    QVERIFY2(std::any_of(lines.begin(), lines.end(), [](const QString &line) { return line.startsWith(u'#') && line.contains(u'H'); }),
             qPrintable(text));
    QVERIFY2(std::any_of(lines.begin(), lines.end(), [](const QString &line) { return line == QStringLiteral("#========#"); }),
             qPrintable(text));
    QCOMPARE(cli({QStringLiteral("demo"), QStringLiteral("--example"), example("hamilton-cycle.json"), QStringLiteral("--json")})
                 .json().value(QStringLiteral("outcome")).toString(),
             QStringLiteral("won"));
}

namespace {

// Columns a terminal gives the text: East Asian wide characters take two (Unicode's UAX #11).
int terminalColumns(const QString &text)
{
    int columns = 0;
    for (const char32_t c : text.toUcs4()) {
        const bool wide = (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) || (c >= 0xAC00 && c <= 0xD7A3)
            || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60)
            || (c >= 0xFFE0 && c <= 0xFFE6);
        columns += wide ? 2 : 1;
    }
    return columns;
}

CliRun cliInChinese(const QStringList &arguments)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES"})
        environment.remove(QString::fromLatin1(name));
    environment.insert(QStringLiteral("LANG"), QStringLiteral("zh_CN.UTF-8"));
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(GRIDTRACE_CLI), arguments);
    process.waitForFinished(60'000);
    CliRun run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

// The legend a demo prints, as character and name.
QList<std::pair<QChar, QString>> demoLegend(const QString &text)
{
    const qsizetype at = text.indexOf(QStringLiteral("Legend: "));
    if (at < 0)
        return {};
    // The legend runs to the summary line, which ends with what was recorded.
    QString legend = text.mid(at + 8);
    legend = legend.left(legend.lastIndexOf(u'\n', legend.indexOf(QStringLiteral(" recorded."))));
    legend.replace(u'\n', u' ');
    QList<std::pair<QChar, QString>> entries;
    for (const QString &entry : legend.split(QStringLiteral(", ")))
        entries.append({entry.front(), entry.mid(entry.indexOf(u' ') + 1).trimmed()});
    return entries;
}

} // namespace

void TestCli::demoLegendIsTheFamilys_data()
{
    QTest::addColumn<QString>("example");
    QTest::addColumn<QStringList>("names");    // entries the legend must have
    QTest::addColumn<QStringList>("foreign"); // words of other families it must not have
    QTest::newRow("pathfinding") << QStringLiteral("astar-maze.json") << QStringList{QStringLiteral("Open"), QStringLiteral("start")}
                                 << QStringList{QStringLiteral("snake"), QStringLiteral("Head")};
    QTest::newRow("duel") << QStringLiteral("duel-alphabeta.json")
                          << QStringList{QStringLiteral("Head of A"), QStringLiteral("Body of B"), QStringLiteral("A's territory"),
                                         QStringLiteral("B's territory")}
                          << QStringList{QStringLiteral("Open"), QStringLiteral("On the stack"), QStringLiteral("start")};
    QTest::newRow("snake") << QStringLiteral("snake-drawn.json") << QStringList{QStringLiteral("Food")}
                           << QStringList{QStringLiteral("start"), QStringLiteral("goal")};
    QTest::newRow("link") << QStringLiteral("link-ring.json") << QStringList{QStringLiteral("Tiles to link")}
                          << QStringList{QStringLiteral("snake")};
}

void TestCli::demoLegendIsTheFamilys()
{
    QFETCH(QString, example);
    QFETCH(QStringList, names);
    QFETCH(QStringList, foreign);
    const CliRun run = cli({QStringLiteral("demo"), QStringLiteral("--example"), clifiles::example(example.toUtf8().constData()),
                            QStringLiteral("--frames"), QStringLiteral("3")});
    QCOMPARE(run.exitCode, 0);
    const QString text = QString::fromUtf8(run.out);
    const auto legend = demoLegend(text);
    QVERIFY2(!legend.isEmpty(), qPrintable(text));
    QStringList legendNames;
    QString characters;
    for (const auto &[character, name] : legend) {
        // One character, one meaning: a reader can tell every mark apart.
        QVERIFY2(!characters.contains(character), qPrintable(QStringLiteral("%1 twice in %2").arg(character).arg(text)));
        characters += character;
        legendNames << name;
    }
    for (const QString &name : std::as_const(names))
        QVERIFY2(legendNames.contains(name), qPrintable(name + QStringLiteral(" missing: ") + legendNames.join(u'|')));
    for (const QString &word : std::as_const(foreign))
        QVERIFY2(!legendNames.join(u'|').contains(word), qPrintable(word + QStringLiteral(" in ") + legendNames.join(u'|')));
    // Every character drawn on the board is in the legend (blank cells aside).
    const QStringList lines = text.split(u'\n');
    for (const QString &line : lines) {
        if (!line.startsWith(u'#') || !line.endsWith(u'#'))
            continue;
        for (const QChar c : line)
            QVERIFY2(c == u' ' || characters.contains(c) || (c >= u'2' && c <= u'9' && characters.contains(u'2')),
                     qPrintable(QStringLiteral("'%1' of \"%2\" is in no legend entry").arg(c).arg(line)));
    }
}

void TestCli::demoNamesItsExampleByName()
{
    const CliRun json = cli({QStringLiteral("demo"), QStringLiteral("--frames"), QStringLiteral("1"), QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    QCOMPARE(json.json().value(QStringLiteral("example")).toString(), QStringLiteral("astar-maze.json"));
    QVERIFY2(!json.out.contains(":/"), json.out.constData());
    const CliRun text = cli({QStringLiteral("demo"), QStringLiteral("--frames"), QStringLiteral("1")});
    QVERIFY2(!text.out.contains(":/") && !text.err.contains(":/"), text.out.constData());
}

void TestCli::duelStatusesNameTheirDirections()
{
    const CliRun run = cli({QStringLiteral("demo"), QStringLiteral("--example"), example("duel-alphabeta.json"), QStringLiteral("--frames"),
                            QStringLiteral("60")});
    QCOMPARE(run.exitCode, 0);
    const QString text = QString::fromUtf8(run.out);
    QVERIFY2(!text.contains(QRegularExpression(QStringLiteral("direction \\d"))), qPrintable(text));
    QVERIFY2(text.contains(QRegularExpression(QStringLiteral("(going|go|reply) (up|right|down|left)\\b"))), qPrintable(text));
}

void TestCli::textFrameCaptionsWrapUncut()
{
    // A board 10 cells wide under a step line of a hundred characters.
    const CliRun run = cli({QStringLiteral("demo"), QStringLiteral("--example"), example("link-ring.json"), QStringLiteral("--frames"),
                            QStringLiteral("1")});
    QCOMPARE(run.exitCode, 0);
    const QString text = QString::fromUtf8(run.out);
    const QStringList lines = text.split(u'\n');
    // The frame and its legend keep to 60 columns; the summary line after them is not a frame's.
    for (const QString &line : lines.mid(0, lines.size() - 2))
        QVERIFY2(terminalColumns(line) <= 60, qPrintable(line));
    QVERIFY2(!text.contains(u'…'), qPrintable(text));
    // The pseudo-code line of the last step is there whole, across its lines.
    QString joined = text;
    joined.replace(u'\n', u' ');
    QVERIFY2(joined.contains(QStringLiteral("linked with 2 turns, by the shortest such way")), qPrintable(text));
}

void TestCli::countsAreGroupedOneWay()
{
    const QStringList demo{QStringLiteral("demo"), QStringLiteral("--example"), example("duel-alphabeta.json"), QStringLiteral("--frames"),
                           QStringLiteral("1")};
    const QJsonObject json = cli(demo + QStringList{QStringLiteral("--json")}).json();
    const QString text = QString::fromUtf8(cli(demo).out);
    const QLocale english(QLocale::English);
    const qint64 steps = json.value(QStringLiteral("steps")).toInteger();
    const qint64 changes = json.value(QStringLiteral("changes")).toInteger();
    QVERIFY(changes >= 10'000);
    QVERIFY2(text.contains(QStringLiteral("%1 steps and %2 changes recorded").arg(english.toString(steps), english.toString(changes))),
             qPrintable(text));
}

void TestCli::linkCompareLinesUpInChinese()
{
    QTemporaryDir folder;
    const QString board = folder.filePath(QStringLiteral("board.txt"));
    QCOMPARE(cli({QStringLiteral("link"), QStringLiteral("generate"), QStringLiteral("--size"), QStringLiteral("8x6"), QStringLiteral("--kinds"),
                  QStringLiteral("4"), QStringLiteral("--out"), board}).exitCode, 0);
    for (const bool chinese : {false, true}) {
        const QStringList arguments{QStringLiteral("link"), QStringLiteral("compare"), QStringLiteral("--board"), board};
        const CliRun run = chinese ? cliInChinese(arguments) : cli(arguments);
        QCOMPARE(run.exitCode, 0);
        // The counts' lines: a label, then the count right-aligned in one column.
        QList<int> ends;
        const QStringList lines = QString::fromUtf8(run.out).split(u'\n');
        for (qsizetype i = 1; i < lines.size() && lines[i].startsWith(QStringLiteral("  ")); ++i)
            ends << terminalColumns(lines[i]);
        QVERIFY2(ends.size() >= 6, qPrintable(lines.join(u'\n')));
        QVERIFY2(std::all_of(ends.begin(), ends.end(), [&](int end) { return end == ends.front(); }), qPrintable(lines.join(u'\n')));
    }
}

void TestCli::helpWrapsByColumnsInChinese()
{
    for (const char *command : {"link", "run", "duel"}) {
        const CliRun run = cliInChinese({QString::fromLatin1(command), QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        const QString help = QString::fromUtf8(run.out);
        for (const QString &line : help.split(u'\n')) {
            if (!line.startsWith(QStringLiteral("用法")))
                QVERIFY2(terminalColumns(line) <= 79, qPrintable(line));
        }
        // Latin words are never cut, though the Chinese around them may break anywhere.
        QString joined = help;
        joined.replace(QRegularExpression(QStringLiteral("\\n +")), QStringLiteral("\n"));
        for (const QString &word : {QStringLiteral("compare"), QStringLiteral("link-seed-003"), QStringLiteral("link-min-turn"),
                                    QStringLiteral("GridTrace"), QStringLiteral("exec:COMMAND")}) {
            if (joined.remove(u'\n').contains(word))
                QVERIFY2(help.contains(word), qPrintable(QStringLiteral("%1 is cut in:\n%2").arg(word, help)));
        }
    }
}

void TestCli::aBoardOfAnotherKindIsNamed_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    static QTemporaryDir folder;
    const QString puzzle = folder.filePath(QStringLiteral("puzzle.txt"));
    writeFile(puzzle, "1 2 3\n4 5 6\n7 8 0\n");
    const QString tiles = folder.filePath(QStringLiteral("tiles.txt"));
    writeFile(tiles, "1 2 . .\n2 1 . .\n. . 3 3\n4 . . 4\n");
    QTest::newRow("a puzzle to link") << QStringList{QStringLiteral("link"), QStringLiteral("solve"), QStringLiteral("--board"), puzzle}
                                      << QStringLiteral("holds a sliding puzzle; link solve wants a Lianliankan board");
    QTest::newRow("a scenario to link") << QStringList{QStringLiteral("link"), QStringLiteral("compare"), QStringLiteral("--board"),
                                                       example("astar-maze.json")}
                                        << QStringLiteral("holds a scenario; link compare wants a Lianliankan board");
    QTest::newRow("a Lianliankan board to demo") << QStringList{QStringLiteral("demo"), QStringLiteral("--example"), tiles}
                                                 << QStringLiteral("holds a Lianliankan board; demo --example wants a scenario");
    QTest::newRow("a scenario to render") << QStringList{QStringLiteral("render"), example("duel-alphabeta.json"), QStringLiteral("--png"),
                                                         folder.filePath(QStringLiteral("x.png"))}
                                          << QStringLiteral("holds a scenario; render wants a trace");
}

void TestCli::aBoardOfAnotherKindIsNamed()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    const QString problem = refusalProblem(arguments, mentions);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCli::parserErrorsSpeakTheCliStyle()
{
    const QString unknown = refusalProblem({QStringLiteral("duel"), QStringLiteral("--bogus")},
                                           QStringLiteral("unknown option --bogus; gridtrace-cli duel --help"));
    QVERIFY2(unknown.isEmpty(), qPrintable(unknown));
    // Last on the line, so that no --json can stand in for the missing value.
    const CliRun missing = cli({QStringLiteral("link"), QStringLiteral("solve"), QStringLiteral("--board")});
    QCOMPARE(missing.exitCode, 2);
    QCOMPARE(missing.err, QByteArray("gridtrace-cli: --board needs a value; gridtrace-cli link --help says which\n"));
    const CliRun run = cli({QStringLiteral("demo"), QStringLiteral("--bogus")});
    QVERIFY2(!run.err.contains("Unknown") && !run.err.trimmed().endsWith('.'), run.err.constData());
}

void TestCli::topLevelHelpHonoursJson()
{
    for (const QStringList &arguments : {QStringList{QStringLiteral("--help"), QStringLiteral("--json")},
                                         QStringList{QStringLiteral("--json"), QStringLiteral("--help")}}) {
        const CliRun run = cli(arguments);
        QCOMPARE(run.exitCode, 0);
        const QJsonArray commands = run.json().value(QStringLiteral("commands")).toArray();
        QVERIFY2(commands.size() >= 8, run.out.constData());
        QVERIFY(std::any_of(commands.begin(), commands.end(), [](const QJsonValue &command) {
            return command.toObject().value(QStringLiteral("command")).toString() == u"duel";
        }));
    }
    // A command after --json runs as after nothing.
    QCOMPARE(cli({QStringLiteral("--json"), QStringLiteral("list")}).json().value(QStringLiteral("algorithms")).toArray().isEmpty(), false);
}

void TestCli::duelRecordLineIsAResultLine()
{
    QTemporaryDir folder;
    const QString record = folder.filePath(QStringLiteral("last.json"));
    const QStringList duel{QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("kob-starter"), QStringLiteral("--b"),
                           QStringLiteral("random-safe"), QStringLiteral("--games"), QStringLiteral("3"), QStringLiteral("--seed"),
                           QStringLiteral("5"), QStringLiteral("--record"), record};
    const CliRun run = cli(duel);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    // The third game, as the window's tournament numbers it, was played on seed 5 + 2.
    QVERIFY2(run.out.contains(QStringLiteral("The record of game 3 (seed 7) is in %1.").arg(record).toUtf8()), run.out.constData());
    const CliRun json = cli(duel + QStringList{QStringLiteral("--json")});
    QVERIFY2(json.err.isEmpty(), json.err.constData());
    const QJsonObject kept = json.json().value(QStringLiteral("record")).toObject();
    QCOMPARE(kept.value(QStringLiteral("game")).toInt(), 3);
    QCOMPARE(kept.value(QStringLiteral("seed")).toString(), QStringLiteral("7"));
}

void TestCli::duelRoundsReadSensibly()
{
    QTemporaryDir folder;
    const QString left = folder.filePath(QStringLiteral("left.sh"));
    QVERIFY(writeFile(left, "#!/bin/sh\necho left\n"));
    QVERIFY(QFile::setPermissions(left, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    const CliRun never = cli({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("random-safe"), QStringLiteral("--b"),
                              QStringLiteral("exec:") + left, QStringLiteral("--games"), QStringLiteral("2")});
    QCOMPARE(never.exitCode, 0);
    QVERIFY2(!never.out.contains("0.0 rounds") && never.out.contains("every game ended before its first round"), never.out.constData());
    // The faults are numbered from 1, as the window numbers games, with their seeds.
    QVERIFY2(never.out.contains("game 1 (seed 1), b:") && never.out.contains("game 2 (seed 2), b:"), never.out.constData());

    const QStringList played{QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("kob-starter"), QStringLiteral("--b"),
                             QStringLiteral("random-safe"), QStringLiteral("--games"), QStringLiteral("4")};
    const double mean = cli(played + QStringList{QStringLiteral("--json")}).json().value(QStringLiteral("mean_rounds")).toDouble();
    QVERIFY(mean >= 1.0);
    const QString shown = mean == std::floor(mean) ? QString::number(qint64(mean)) : QString::number(mean, 'f', 1);
    const QString text = QString::fromUtf8(cli(played).out);
    QVERIFY2(text.contains(QStringLiteral("; %1 round").arg(shown)) && text.contains(QStringLiteral(" a game on average")), qPrintable(text));
}

void TestCli::unkeptDatabasesAreNotSaidToBeKept()
{
    // The cache directory cannot be made (a file stands where its parent should be): the
    // databases are built, used and dropped, and the note says only that.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(writeFile(dir.filePath(QStringLiteral("file")), "not a folder"));
    const QString puzzle = dir.filePath(QStringLiteral("puzzle.txt"));
    QVERIFY(writeFile(puzzle, "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n"));
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("GRIDTRACE_CACHE_DIR"), dir.filePath(QStringLiteral("file/cache")));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(GRIDTRACE_CLI), {QStringLiteral("run"), QStringLiteral("puzzle-optimal"), QStringLiteral("--board"), puzzle});
    QVERIFY(process.waitForFinished(600'000));
    QCOMPARE(process.exitCode(), 0);
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    QVERIFY2(out.contains(QStringLiteral("cannot create the directory")), qPrintable(out));
    QVERIFY2(!out.contains(QStringLiteral("kept in")), qPrintable(out));
}

void TestCli::generatedBoardCountsAgreeWithTheirNouns()
{
    // English texts take their plurals from translations/gridtrace_en.ts, as every language does.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("w.txt"));
    for (const auto &[size, kinds, walls, expected] : std::initializer_list<std::tuple<const char *, const char *, const char *, const char *>>{
             {"4x4", "1", "14", "A board of 4 x 4 tiles with 1 kind, 14 walls and 1 pair, seed 1"},
             {"4x4", "2", "12", "A board of 4 x 4 tiles with 2 kinds, 12 walls and 2 pairs, seed 1"},
             {"5x5", "2", "1", "A board of 5 x 5 tiles with 2 kinds, 1 wall and 12 pairs, seed 1"},
         }) {
        const CliRun run = cli({QStringLiteral("link"), QStringLiteral("generate"), QStringLiteral("--size"), QLatin1String(size),
                                QStringLiteral("--kinds"), QLatin1String(kinds), QStringLiteral("--walls"), QLatin1String(walls),
                                QStringLiteral("--out"), out});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(expected), run.out.constData());
    }
}

void TestCli::hugeSizesAreTooLargeNotZero()
{
    for (const QString &size : {QStringLiteral("99999999999999999999x10"), QStringLiteral("10x99999999999999999999")}) {
        const QString problem = refusalProblem({QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--size"), size},
                                               QStringLiteral("larger than the largest supported board, 4096 x 4096"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

void TestCli::aBoardWithoutTilesSaysSo()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString board = dir.filePath(QStringLiteral("empty.txt"));
    QVERIFY(writeFile(board, ". . . .\n. # . .\n. . . .\n. . . .\n"));
    const CliRun run = cli({QStringLiteral("link"), QStringLiteral("solve"), QStringLiteral("--board"), board});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QString::fromUtf8(run.out).trimmed(), QStringLiteral("The board has no tiles to clear."));
}

void TestCli::duelSeedsNeverWrap()
{
    const QStringList duel{QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("random-safe"), QStringLiteral("--b"),
                           QStringLiteral("random-safe")};
    const QString problem = refusalProblem(duel + QStringList{QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--seed"),
                                                              QStringLiteral("18446744073709551615")},
                                           QStringLiteral("give a first seed of at most 18,446,744,073,709,551,614"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    // The largest seed itself is fine for one game, and the last seeds for as many games as fit.
    QCOMPARE(cli(duel + QStringList{QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--seed"),
                                    QStringLiteral("18446744073709551615")}).exitCode, 0);
    QCOMPARE(cli(duel + QStringList{QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--seed"),
                                    QStringLiteral("18446744073709551614")}).exitCode, 0);
}

void TestCli::strayWordsAreRefused()
{
    for (const QStringList &arguments : std::initializer_list<QStringList>{
             {QStringLiteral("list"), QStringLiteral("extra")},
             {QStringLiteral("demo"), QStringLiteral("extra")},
             {QStringLiteral("check"), QStringLiteral("--map"), data("arena2.map"), QStringLiteral("--scen"),
              data("arena2.map.scen"), QStringLiteral("extra")},
         }) {
        const QString problem = refusalProblem(arguments, arguments.first() + QStringLiteral(" takes no positional arguments, not \"extra\""));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

void TestCli::unusedEndpointsAreRefused()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString puzzle = dir.filePath(QStringLiteral("puzzle.txt"));
    QVERIFY(writeFile(puzzle, "1 2 3\n4 5 6\n7 0 8\n"));
    const QString link = dir.filePath(QStringLiteral("link.txt"));
    QVERIFY(writeFile(link, "1 . . .\n. 1 . .\n. . . .\n2 . . 2\n"));
    const QString run = QStringLiteral("run");
    for (const auto &[arguments, mentions] : std::initializer_list<std::pair<QStringList, QString>>{
             {{run, QStringLiteral("layered"), QStringLiteral("--board"), puzzle, QStringLiteral("--from"), QStringLiteral("0,0")},
              QStringLiteral("layered takes no --from")},
             {{run, QStringLiteral("snake-greedy"), QStringLiteral("--size"), QStringLiteral("8x8"), QStringLiteral("--from"),
               QStringLiteral("3,3"), QStringLiteral("--to"), QStringLiteral("5,5")},
              QStringLiteral("snake-greedy takes no --to")},
             {{run, QStringLiteral("link-solve"), QStringLiteral("--board"), link, QStringLiteral("--to"), QStringLiteral("1,1")},
              QStringLiteral("link-solve takes no --to")},
             {{run, QStringLiteral("duel-alphabeta"), QStringLiteral("--from"), QStringLiteral("1,1")},
              QStringLiteral("duel-alphabeta takes no --from")},
         }) {
        const QString problem = refusalProblem(arguments, mentions);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    // A maze joins the endpoints it is given to its passages: they are used, though not needed.
    QCOMPARE(cli({run, QStringLiteral("maze-prim"), QStringLiteral("--size"), QStringLiteral("11x11"), QStringLiteral("--from"),
                  QStringLiteral("1,1"), QStringLiteral("--to"), QStringLiteral("9,9")}).exitCode, 0);
}

void TestCli::unusedOptionsAreRefused()
{
    QVERIFY(m_dir.isValid());
    const QString run = QStringLiteral("run");
    const QString saved = m_dir.filePath(QStringLiteral("unused-board.txt"));
    const QString puzzle = m_dir.filePath(QStringLiteral("unused-seed-puzzle.txt"));
    QVERIFY(writeFile(puzzle, "1 2 3\n4 5 6\n7 0 8\n"));
    const QString link = m_dir.filePath(QStringLiteral("unused-seed-link.txt"));
    QVERIFY(writeFile(link, "1 . . .\n. 1 . .\n. . . .\n2 . . 2\n"));
    const QStringList bfs{run, QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("5x5"), QStringLiteral("--from"),
                          QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("4,4")};
    for (const auto &[arguments, mentions] : std::initializer_list<std::pair<QStringList, QString>>{
             {{run, QStringLiteral("maze-prim"), QStringLiteral("--size"), QStringLiteral("11x11"), QStringLiteral("--path")},
              QStringLiteral("maze-prim takes no --path")},
             {{run, QStringLiteral("duel-alphabeta"), QStringLiteral("--size"), QStringLiteral("20x20")},
              QStringLiteral("duel-alphabeta takes no --size")},
             {bfs + QStringList{QStringLiteral("--seed"), QStringLiteral("3")}, QStringLiteral("bfs takes no --seed")},
             {bfs + QStringList{QStringLiteral("--save-board"), saved}, QStringLiteral("bfs takes no --save-board")},
             {{run, QStringLiteral("layered"), QStringLiteral("--board"), puzzle, QStringLiteral("--scen"),
               data("arena.map.scen"), QStringLiteral("--index"), QStringLiteral("0")},
              QStringLiteral("layered takes no --scen")},
             // The seed deals the tiles of a board without them; a board with its tiles keeps them.
             {{run, QStringLiteral("layered"), QStringLiteral("--board"), puzzle, QStringLiteral("--seed"), QStringLiteral("4")},
              QStringLiteral("layered takes no --seed")},
             {{run, QStringLiteral("link-solve"), QStringLiteral("--board"), link, QStringLiteral("--seed"), QStringLiteral("4")},
              QStringLiteral("link-solve takes no --seed")},
         }) {
        const QString problem = refusalProblem(arguments, mentions);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    QVERIFY(!QFileInfo::exists(saved));
    // What the algorithms do use goes through.
    QCOMPARE(cli({run, QStringLiteral("maze-prim"), QStringLiteral("--size"), QStringLiteral("11x11"), QStringLiteral("--seed"),
                  QStringLiteral("7"), QStringLiteral("--save-board"), saved}).exitCode, 0);
    QVERIFY(QFileInfo::exists(saved));
    QCOMPARE(cli({run, QStringLiteral("duel-alphabeta"), QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--set"),
                  QStringLiteral("budget=100")}).exitCode, 0);
    QCOMPARE(cli(bfs + QStringList{QStringLiteral("--path")}).exitCode, 0);
    QCOMPARE(cli({run, QStringLiteral("layered"), QStringLiteral("--size"), QStringLiteral("3x3"), QStringLiteral("--seed"),
                  QStringLiteral("4")}).exitCode, 0);
}

void TestCli::optimalSearchThatGivesUpIsNoSuccess()
{
    // A 6 x 6 shuffle needs far more than 20,000 positions: the search gives up, and says so.
    const QStringList giveUp{QStringLiteral("run"), QStringLiteral("puzzle-optimal"), QStringLiteral("--size"), QStringLiteral("6x6"),
                             QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--set"), QStringLiteral("budget=20000")};
    const CliRun plain = cli(giveUp);
    QCOMPARE(plain.exitCode, 3);
    const QString message = QString::fromUtf8(plain.err).trimmed();
    QVERIFY2(!message.contains(u'\n') && message.startsWith(QStringLiteral("gridtrace-cli: puzzle-optimal gave up"))
                 && message.contains(QStringLiteral("--set budget=N")),
             qPrintable(message));
    QVERIFY2(plain.out.contains("gave up after 20,000 positions"), plain.out.constData());
    const CliRun json = cli(giveUp + QStringList{QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 3);
    QCOMPARE(json.json().value(QStringLiteral("found")).toBool(true), false);
    QCOMPARE(json.json().value(QStringLiteral("gave_up")).toBool(false), true);
    QCOMPARE(json.json().value(QStringLiteral("expanded")).toInteger(), 20000);

    // Within its budget it solves, and that is a success.
    const CliRun solved = cli({QStringLiteral("run"), QStringLiteral("puzzle-optimal"), QStringLiteral("--size"), QStringLiteral("3x3"),
                               QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--json")});
    QCOMPARE(solved.exitCode, 0);
    QCOMPARE(solved.json().value(QStringLiteral("gave_up")).toBool(true), false);
    QCOMPARE(solved.json().value(QStringLiteral("found")).toBool(false), true);

    // run and bench take the same boards and budgets.
    for (const QStringList &arguments : std::initializer_list<QStringList>{
             {QStringLiteral("run"), QStringLiteral("puzzle-optimal"), QStringLiteral("--size"), QStringLiteral("9x8")},
             {QStringLiteral("bench"), QStringLiteral("puzzle"), QStringLiteral("--solver"), QStringLiteral("puzzle-optimal"),
              QStringLiteral("--size"), QStringLiteral("9x8")},
         }) {
        const QString problem = refusalProblem(arguments, QStringLiteral("at most 64 cells"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    const CliRun bench = cli({QStringLiteral("bench"), QStringLiteral("puzzle"), QStringLiteral("--solver"), QStringLiteral("puzzle-optimal"),
                              QStringLiteral("--size"), QStringLiteral("8x8"), QStringLiteral("--games"), QStringLiteral("1"),
                              QStringLiteral("--set"), QStringLiteral("budget=1000"), QStringLiteral("--json")});
    // Its one game gave up: the figures are printed, and no answer is no success.
    QCOMPARE(bench.exitCode, 3);
    QCOMPARE(bench.json().value(QStringLiteral("unsolved")).toInt(), 1);
    for (const QStringList &arguments : std::initializer_list<QStringList>{
             {QStringLiteral("run"), QStringLiteral("puzzle-optimal"), QStringLiteral("--size"), QStringLiteral("3x3"),
              QStringLiteral("--set"), QStringLiteral("budget=3000000000")},
             {QStringLiteral("bench"), QStringLiteral("puzzle"), QStringLiteral("--solver"), QStringLiteral("puzzle-optimal"),
              QStringLiteral("--size"), QStringLiteral("3x3"), QStringLiteral("--set"), QStringLiteral("budget=3000000000")},
         }) {
        const QString problem = refusalProblem(arguments, QStringLiteral("2,000,000,000"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

void TestCli::snakeStepsAreItsMoves()
{
    // The step limit ends the game after exactly 7 moves; the body is 4 cells (or a few more).
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("snake-greedy"), QStringLiteral("--size"), QStringLiteral("8x8"),
                            QStringLiteral("--from"), QStringLiteral("3,3"), QStringLiteral("--set"), QStringLiteral("step-limit=7"),
                            QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject object = run.json();
    QCOMPARE(object.value(QStringLiteral("outcome")).toString(), QStringLiteral("step limit"));
    QCOMPARE(object.value(QStringLiteral("steps")).toInt(), 7);
    QCOMPARE(object.value(QStringLiteral("moves")).toInt(), 7);
    QVERIFY(object.value(QStringLiteral("length")).toInt() < 7);
}

void TestCli::benchTimesWarmRuns()
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

void TestCli::benchSeedsNeverWrap()
{
    const QString largest = QStringLiteral("18446744073709551615"); // 2^64 - 1
    for (const QString &suite : {QStringLiteral("snake"), QStringLiteral("puzzle")}) {
        const QStringList bench{QStringLiteral("bench"), suite, QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--seed")};
        const QString problem = refusalProblem(bench + QStringList{largest},
                                               QStringLiteral("give a first seed of at most 18,446,744,073,709,551,614"));
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

void TestCli::countsHaveAnUpperLimit()
{
    QVERIFY(m_dir.isValid());
    const QString trace = m_dir.filePath(QStringLiteral("limits.gtrace"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("4x4"), QStringLiteral("--from"),
                  QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("3,3"), QStringLiteral("--trace"), trace})
                 .exitCode,
             0);
    const QString gif = m_dir.filePath(QStringLiteral("limits.gif"));
    const QStringList benchSet{QStringLiteral("--map"), data("arena.map"), QStringLiteral("--scen"), data("arena.map.scen")};
    for (const auto &[arguments, mentions] : std::initializer_list<std::pair<QStringList, QString>>{
             {QStringList{QStringLiteral("bench"), QStringLiteral("pathfinding")} + benchSet
                  + QStringList{QStringLiteral("--first"), QStringLiteral("99999999999")},
              QStringLiteral("--first takes a whole number from 1 to 10,000,000, not \"99999999999\"")},
             {QStringList{QStringLiteral("check")} + benchSet + QStringList{QStringLiteral("--first"), QStringLiteral("0")},
              QStringLiteral("--first takes a whole number from 1 to 10,000,000")},
             {{QStringLiteral("bench"), QStringLiteral("snake"), QStringLiteral("--games"), QStringLiteral("3000000000")},
              QStringLiteral("--games takes a whole number from 1 to 2,147,483,647")},
             {{QStringLiteral("bench"), QStringLiteral("snake"), QStringLiteral("--size"), QStringLiteral("8x8"), QStringLiteral("--start-length"),
               QStringLiteral("9")},
              QStringLiteral("--start-length takes a whole number from 1 to 8")},
             {{QStringLiteral("render"), trace, QStringLiteral("--png"), m_dir.filePath(QStringLiteral("limits.png")), QStringLiteral("--to"),
               QStringLiteral("1"), QStringLiteral("--every"), QStringLiteral("99999")},
              QStringLiteral("--every must be a whole number of steps from 1 to")},
         }) {
        const QString problem = refusalProblem(arguments, mentions);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    // Numbers that are no numbers of frames a second.
    for (const QString &fps : {QStringLiteral("nan"), QStringLiteral("inf"), QStringLiteral("-0"), QStringLiteral("1e999")}) {
        const QString problem = refusalProblem({QStringLiteral("render"), trace, QStringLiteral("--gif"), gif, QStringLiteral("--fps"), fps},
                                               QStringLiteral("--fps must be 0.1 to 100 steps a second, not \"%1\"").arg(fps));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(!QFileInfo::exists(gif));
    }
}

QTEST_GUILESS_MAIN(TestCli)
// The CLI installs the English plural forms: a count of one takes the singular.
void TestCli::countsOfOneAreSingular()
{
    const CliRun walls = cli({QStringLiteral("link"), QStringLiteral("generate"), QStringLiteral("--size"), QStringLiteral("8x4"),
                              QStringLiteral("--kinds"), QStringLiteral("3"), QStringLiteral("--walls"), QStringLiteral("1")});
    QCOMPARE(walls.exitCode, 2);
    QVERIFY2(walls.err.contains("with 1 wall leaves 31 cells"), walls.err.constData());
    const CliRun budget = cli({QStringLiteral("bench"), QStringLiteral("puzzle"), QStringLiteral("--solver"),
                               QStringLiteral("puzzle-optimal"), QStringLiteral("--size"), QStringLiteral("5x3"), QStringLiteral("--games"),
                               QStringLiteral("1"), QStringLiteral("--set"), QStringLiteral("budget=1")});
    QVERIFY2(budget.out.contains("past the budget of 1 expansion;"), budget.out.constData());
    QVERIFY2(budget.err.contains("its budget of 1 expansion without"), budget.err.constData());
    // The notes and statuses a run records count the same way.
    const CliRun note = cli({QStringLiteral("run"), QStringLiteral("puzzle-optimal"), QStringLiteral("--size"), QStringLiteral("5x3"),
                             QStringLiteral("--seed"), QStringLiteral("2"), QStringLiteral("--set"), QStringLiteral("budget=1")});
    QCOMPARE(note.exitCode, 3);
    QVERIFY2(note.out.contains("Note: the optimal search gave up after 1 position, its budget"), note.out.constData());
    QVERIFY(m_dir.isValid());
    const QString scenario = m_dir.filePath(QStringLiteral("one-wall.json"));
    const CliRun maze = cli({QStringLiteral("run"), QStringLiteral("random-obstacles"), QStringLiteral("--size"), QStringLiteral("4x3"),
                             QStringLiteral("--set"), QStringLiteral("density=0.05"), QStringLiteral("--seed"), QStringLiteral("1"),
                             QStringLiteral("--save-scenario"), scenario});
    QVERIFY2(maze.out.startsWith("Made a board of 4 x 3 cells with 1 wall,"), maze.out.constData());
    const CliRun demo = cli({QStringLiteral("demo"), QStringLiteral("--example"), scenario, QStringLiteral("--frames"), QStringLiteral("1")});
    QCOMPARE(demo.exitCode, 0);
    QVERIFY2(demo.out.contains("\ndone: 1 wall (8.3%)\n"), demo.out.constData());
    // Plural where it is more than one.
    const CliRun two = cli({QStringLiteral("link"), QStringLiteral("generate"), QStringLiteral("--size"), QStringLiteral("5x5"),
                            QStringLiteral("--kinds"), QStringLiteral("3"), QStringLiteral("--walls"), QStringLiteral("2")});
    QVERIFY2(two.err.contains("with 2 walls leaves 23 cells"), two.err.constData());
    const CliRun bench = cli({QStringLiteral("bench"), QStringLiteral("pathfinding"), QStringLiteral("--map"), data("arena.map"),
                              QStringLiteral("--scen"), data("arena.map.scen"), QStringLiteral("--first"), QStringLiteral("2")});
    QCOMPARE(bench.exitCode, 0);
    static const QRegularExpression counted(QStringLiteral("^astar on 2 scenarios: [\\d,]+ expansions\\.\\n.*, [\\d,]+ changes, "),
                                            QRegularExpression::DotMatchesEverythingOption);
    QVERIFY2(counted.match(QString::fromUtf8(bench.out)).hasMatch(), bench.out.constData());
}

void TestCli::helpTellsExitCodesAndSuites()
{
    const CliRun help = cli({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY2(help.out.simplified().contains("3 a search that gave up at its budget"), help.out.constData());

    // Every option of bench names the suites that take it, as bench refuses it for the others.
    const CliRun bench = cli({QStringLiteral("bench"), QStringLiteral("--help")});
    QCOMPARE(bench.exitCode, 0);
    const QString text = QString::fromUtf8(bench.out);
    for (const auto &[option, suites] : std::initializer_list<std::pair<const char *, QStringList>>{
             {"--map", {QStringLiteral("pathfinding")}},
             {"--scen", {QStringLiteral("pathfinding")}},
             {"--algo", {QStringLiteral("pathfinding")}},
             {"--first", {QStringLiteral("pathfinding")}},
             {"--ai", {QStringLiteral("snake")}},
             {"--start-length", {QStringLiteral("snake")}},
             {"--tail-rule", {QStringLiteral("snake")}},
             {"--solver", {QStringLiteral("puzzle")}},
             {"--size", {QStringLiteral("snake"), QStringLiteral("puzzle")}},
             {"--games", {QStringLiteral("snake"), QStringLiteral("puzzle")}},
             {"--seed", {QStringLiteral("snake"), QStringLiteral("puzzle")}},
             {"--set", {QStringLiteral("pathfinding"), QStringLiteral("puzzle")}},
         }) {
        const QRegularExpression line(QStringLiteral("\\n  %1 <[^>]+> +([^\\n]*)").arg(QRegularExpression::escape(QLatin1String(option))));
        const QRegularExpressionMatch match = line.match(text);
        QVERIFY2(match.hasMatch(), option);
        QVERIFY2(match.captured(1).startsWith(suites.first() + u':') || match.captured(1).startsWith(suites.join(QStringLiteral(", ")) + u':'),
                 qPrintable(match.captured(0)));
        // The whole description, wrapped lines included, names each suite.
        const qsizetype end = text.indexOf(QRegularExpression(QStringLiteral("\\n  \\S")), match.capturedStart(0) + 1);
        const QString description = text.mid(match.capturedStart(0), end - match.capturedStart(0)).simplified();
        for (const QString &suite : suites)
            QVERIFY2(description.contains(suite + u':') || description.contains(suite + u','), qPrintable(description));
    }
    QVERIFY2(text.simplified().contains(QStringLiteral("when every game gives up, bench exits 3")), bench.out.constData());
    QVERIFY2(text.simplified().contains(QStringLiteral("--games <n> snake, puzzle: how many games (default 100); snake: 1 to "
                                                       "2,147,483,647; puzzle: 1 to 100,000.")),
             bench.out.constData());
}

void TestCli::benchPuzzleThatGivesUpEveryGameIsNoSuccess()
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

void TestCli::shuffleNeverDealsTheGoal()
{
    // One 2 x 2 deal in twelve used to be the goal itself.
    for (const PuzzleGoal goal : {PuzzleGoal::BlankLast, PuzzleGoal::BlankFirst}) {
        for (const auto &[width, height] : {std::pair{2, 2}, std::pair{3, 2}, std::pair{2, 3}, std::pair{3, 3}}) {
            for (quint64 seed = 0; seed < 5000; ++seed) {
                const PuzzleBoard board = PuzzleBoard::shuffled(width, height, goal, seed);
                QVERIFY2(!board.isSolved() && board.isSolvable(),
                         qPrintable(QStringLiteral("%1 x %2, seed %3").arg(width).arg(height).arg(seed)));
            }
        }
    }
    // As run deals them: every seeded 2 x 2 puzzle takes at least one move.
    for (int seed = 0; seed < 16; ++seed) {
        const CliRun run = cli({QStringLiteral("run"), QStringLiteral("layered"), QStringLiteral("--size"), QStringLiteral("2x2"),
                                QStringLiteral("--seed"), QString::number(seed), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.json().value(QStringLiteral("moves")).toInt() > 0, qPrintable(QString::number(seed)));
    }
}

void TestCli::filesOfOtherFormatsAreNamed()
{
    QVERIFY(m_dir.isValid());
    const QString binary = m_dir.filePath(QStringLiteral("formats.gtrace"));
    const QString json = m_dir.filePath(QStringLiteral("formats.json"));
    for (const QString &trace : {binary, json}) {
        QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("4x4"), QStringLiteral("--from"),
                      QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("3,3"), QStringLiteral("--trace"), trace})
                     .exitCode,
                 0);
    }
    const QString link = m_dir.filePath(QStringLiteral("formats-link.txt"));
    QVERIFY(writeFile(link, "1 3 2 3 3 2 3 2\n3 1 1 3 3 1 1 2\n2 1 1 2 1 1 1 2\n3 1 2 3 1 2 3 2\n"));
    const QString puzzle = m_dir.filePath(QStringLiteral("formats-puzzle.txt"));
    QVERIFY(writeFile(puzzle, "1 2 3\n4 5 6\n7 0 8\n"));
    for (const auto &[arguments, message] : std::initializer_list<std::pair<QStringList, QString>>{
             {{QStringLiteral("run"), QStringLiteral("--board"), binary},
              binary + QStringLiteral(" holds a trace, which gridtrace-cli render reads; --board takes a board, a scenario or a duel record")},
             {{QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--board"), json},
              json + QStringLiteral(" holds a trace, which gridtrace-cli render reads; --board takes a board, a scenario or a duel record")},
             {{QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--board"), data("arena.map")},
              data("arena.map") + QStringLiteral(" holds a Moving AI map; give it with --map, not --board")},
             {{QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--board"), data("arena.map.scen")},
              data("arena.map.scen") + QStringLiteral(" holds a Moving AI scenario list; give it with --scen (and its map with --map), not --board")},
             // The sizes the user's file has, not the grid's with its ring of empty cells.
             {{QStringLiteral("run"), QStringLiteral("layered"), QStringLiteral("--board"), link},
              link + QStringLiteral(" holds a Lianliankan board; layered wants a sliding puzzle")},
             {{QStringLiteral("run"), QStringLiteral("link-solve"), QStringLiteral("--board"), puzzle},
              puzzle + QStringLiteral(" holds a sliding puzzle; link-solve wants a Lianliankan board")},
         }) {
        const CliRun run = cli(arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(QString::fromUtf8(run.err), QStringLiteral("gridtrace-cli: ") + message + u'\n');
    }
}

void TestCli::refusalsNameTheOptionAndItsRange()
{
    const QStringList duel{QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("random-safe"), QStringLiteral("--b"),
                           QStringLiteral("random-safe")};
    const QStringList astar{QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--size"), QStringLiteral("5x5"),
                            QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("4,4")};
    const QStringList generate{QStringLiteral("link"), QStringLiteral("generate"), QStringLiteral("--size"), QStringLiteral("8x4"),
                               QStringLiteral("--kinds"), QStringLiteral("3")};
    const QStringList arena{QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--scen"), data("arena.map.scen")};
    for (const auto &[arguments, message] : std::initializer_list<std::pair<QStringList, QString>>{
             {duel + QStringList{QStringLiteral("--games"), QStringLiteral("0")},
              QStringLiteral("--games takes a whole number from 1 to 2,147,483,647, not \"0\"")},
             {duel + QStringList{QStringLiteral("--seed"), QStringLiteral("x")},
              QStringLiteral("--seed takes a whole number from 0 to 18,446,744,073,709,551,615, not \"x\"")},
             {duel + QStringList{QStringLiteral("--time-limit"), QStringLiteral("0")},
              QStringLiteral("--time-limit takes milliseconds from 1 to 3,600,000, not \"0\"")},
             {generate + QStringList{QStringLiteral("--walls"), QStringLiteral("99999999999999999999")},
              QStringLiteral("--walls takes a whole number from 0 to 30, not \"99999999999999999999\"")},
             {generate + QStringList{QStringLiteral("--walls"), QStringLiteral("31")},
              QStringLiteral("--walls takes a whole number from 0 to 30, not \"31\"")},
             {{QStringLiteral("link"), QStringLiteral("generate"), QStringLiteral("--size"), QStringLiteral("8x4"), QStringLiteral("--kinds"),
               QStringLiteral("100")},
              QStringLiteral("--kinds takes a whole number from 1 to 99, not \"100\"")},
             {astar + QStringList{QStringLiteral("--set"), QStringLiteral("weight=nan")},
              QStringLiteral("parameter weight takes a number from 1 to 100, not \"nan\"")},
             {astar + QStringList{QStringLiteral("--set"), QStringLiteral("weight=inf")},
              QStringLiteral("parameter weight takes a number from 1 to 100, not \"inf\"")},
             {astar + QStringList{QStringLiteral("--set"), QStringLiteral("weight=1e400")},
              QStringLiteral("parameter weight takes a number from 1 to 100, not \"1e400\"")},
             {astar + QStringList{QStringLiteral("--set"), QStringLiteral("weight=2"), QStringLiteral("--set"), QStringLiteral("weight=3")},
              QStringLiteral("--set weight is given more than once; give it once")},
             {{QStringLiteral("bench"), QStringLiteral("puzzle"), QStringLiteral("--set"), QStringLiteral("goal=blank-last"), QStringLiteral("--set"),
               QStringLiteral("goal=blank-first")},
              QStringLiteral("--set goal is given more than once; give it once")},
             {{QStringLiteral("demo"), QStringLiteral("--frames"), QStringLiteral("0")},
              QStringLiteral("--frames takes a whole number from 1 to 1,000, not \"0\"")},
             {{QStringLiteral("demo"), QStringLiteral("--delay"), QStringLiteral("10001")},
              QStringLiteral("--delay takes a whole number from 0 to 10,000, not \"10001\"")},
             {arena + QStringList{QStringLiteral("--map"), data("arena.map")},
              QStringLiteral("--scen needs --index, the line to run, from 0 to 129")},
             {arena + QStringList{QStringLiteral("--size"), QStringLiteral("49x49"), QStringLiteral("--index"), QStringLiteral("0")},
              QStringLiteral("--scen takes its endpoints on the map its lines were made for: give that map with --map, not --size")},
             {arena + QStringList{QStringLiteral("--map"), data("arena.map"), QStringLiteral("--index"), QStringLiteral("130")},
              QStringLiteral("--index takes a scenario line from 0 to 129, not \"130\"")},
             {{QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("5x5"), QStringLiteral("--seed"),
               QStringLiteral("1")},
              QStringLiteral("bfs takes no --seed: nothing in it is left to chance")},
             {{QStringLiteral("run"), QStringLiteral("maze-prim"), QStringLiteral("--size"), QStringLiteral("5x5"), QStringLiteral("--to"),
               QStringLiteral("1,1"), QStringLiteral("--path")},
              QStringLiteral("maze-prim takes no --path: it makes a board, not a path (--save-board saves the board)")},
         }) {
        // The whole line: the option, its range with grouped digits, what was given; lower case,
        // no full stop and no command's name in front, as every other refusal.
        const QString problem = refusalProblem(arguments, message);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(QString::fromUtf8(cli(arguments).err), QStringLiteral("gridtrace-cli: ") + message + u'\n');
    }
    // Messages the window shows as sentences read in the command line's style too.
    const QString record = m_dir.filePath(QStringLiteral("future-record.json"));
    QVERIFY(writeFile(record, R"({"format": "gridtrace-duel", "version": 9})"));
    for (const auto &[arguments, message] : std::initializer_list<std::pair<QStringList, QString>>{
             {{QStringLiteral("run"), QStringLiteral("--board"), record},
              record + QStringLiteral(": duel record version 9 is not supported (this GridTrace reads version 1)")},
             {{QStringLiteral("run"), QStringLiteral("duel-replay"), QStringLiteral("--set"), QStringLiteral("a-steps=0123"),
               QStringLiteral("--set"), QStringLiteral("b-steps=01")},
              QStringLiteral("the two step strings differ in length (4 and 2): both snakes move every round")},
         }) {
        const CliRun run = cli(arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(QString::fromUtf8(run.err), QStringLiteral("gridtrace-cli: ") + message + u'\n');
    }
}

// "a 8 x 4 board" is wrong, "an 8 x 4 board" hard to translate: sizes are said without an article.
void TestCli::sizesNeedNoArticle()
{
    QVERIFY(m_dir.isValid());
    const QString out = m_dir.filePath(QStringLiteral("article.txt"));
    const CliRun generated = cli({QStringLiteral("link"), QStringLiteral("generate"), QStringLiteral("--size"), QStringLiteral("8x4"),
                                  QStringLiteral("--kinds"), QStringLiteral("3"), QStringLiteral("--out"), out});
    QCOMPARE(generated.exitCode, 0);
    QVERIFY2(generated.out.startsWith("A board of 8 x 4 tiles with 3 kinds, 0 walls and 16 pairs, seed 1"), generated.out.constData());
    const CliRun maze = cli({QStringLiteral("run"), QStringLiteral("maze-prim"), QStringLiteral("--size"), QStringLiteral("11x11"),
                             QStringLiteral("--seed"), QStringLiteral("1")});
    QCOMPARE(maze.exitCode, 0);
    QVERIFY2(maze.out.startsWith("Made a board of 11 x 11 cells with "), maze.out.constData());
    const CliRun odd = cli({QStringLiteral("link"), QStringLiteral("generate"), QStringLiteral("--size"), QStringLiteral("11x5"),
                            QStringLiteral("--kinds"), QStringLiteral("3")});
    QCOMPARE(QString::fromUtf8(odd.err), QStringLiteral("gridtrace-cli: the 11 x 5 board has 55 cells, an odd number, and tiles come in "
                                                        "pairs: change the size or add a wall\n"));
    static const QRegularExpression article(QStringLiteral("\\b[Aa] (8|11|18|80)\\b"));
    for (const CliRun &run : {generated, maze, odd})
        QVERIFY2(!article.match(QString::fromUtf8(run.out + run.err)).hasMatch(), (run.out + run.err).constData());
}

void TestCli::clearingABoardSaysSo()
{
    // link-solve clears the whole board: its line counts pairs, not the turns of one link.
    QVERIFY(m_dir.isValid());
    const QString board = m_dir.filePath(QStringLiteral("clear.txt"));
    QVERIFY(writeFile(board, "1 2 . 3\n# 2 . 1\n3 . 4 4\n5 5 . .\n"));
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("link-solve"), QStringLiteral("--board"), board});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.startsWith("Cleared the board in 5 pairs, found with "), run.out.constData());
    QVERIFY2(!run.out.contains("Linked with"), run.out.constData());
    const CliRun json = cli({QStringLiteral("run"), QStringLiteral("link-solve"), QStringLiteral("--board"), board, QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    QCOMPARE(json.json().value(QStringLiteral("pairs")).toArray().size(), 5);
}

void TestCli::scenarioEndpointsAreNotReplaced()
{
    // The line's optimal length is for its own endpoints: another start or goal is refused.
    for (const QString &endpoint : {QStringLiteral("--from"), QStringLiteral("--to")}) {
        const CliRun run = cli({QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--map"), data("arena.map"),
                                QStringLiteral("--scen"), data("arena.map.scen"), QStringLiteral("--index"), QStringLiteral("1"),
                                endpoint, QStringLiteral("3,3")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("leave out " + endpoint.toUtf8()), run.err.constData());
        QVERIFY(run.out.isEmpty());
    }
}

void TestCli::aDefaultThatDoesNotFitIsNamedAsOne()
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

void TestCli::anUnsolvablePuzzleNamesTheGoalItCanReach()
{
    // Two tiles swapped on 4 x 4: no way to the blank-last goal, but the blank-first one (the
    // goal of Korf's instances) can be reached, as a solve under it shows.
    QVERIFY(m_dir.isValid());
    const QString board = m_dir.filePath(QStringLiteral("swapped.txt"));
    QVERIFY(writeFile(board, "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 0\n"));
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("layered"), QStringLiteral("--board"), board});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("cannot be solved"), run.out.constData());
    QVERIFY2(run.out.contains("set the parameter goal to blank-first"), run.out.constData());
    const CliRun other = cli({QStringLiteral("run"), QStringLiteral("layered"), QStringLiteral("--board"), board,
                              QStringLiteral("--set"), QStringLiteral("goal=blank-first"), QStringLiteral("--json")});
    QCOMPARE(other.exitCode, 0);
    QVERIFY(other.json().value(QStringLiteral("found")).toBool());
    // A board no goal can reach gets no such hint: on 3 x 3 both goals share a parity.
    const QString small = m_dir.filePath(QStringLiteral("small.txt"));
    QVERIFY(writeFile(small, "1 2 3\n4 5 6\n8 7 0\n"));
    const CliRun neither = cli({QStringLiteral("run"), QStringLiteral("layered"), QStringLiteral("--board"), small});
    QVERIFY2(neither.out.contains("cannot be solved") && !neither.out.contains("set the parameter goal"), neither.out.constData());
}

void TestCli::mapsAndScenarioListsOfAnotherKindAreNamed()
{
    QVERIFY(m_dir.isValid());
    const QString trace = m_dir.filePath(QStringLiteral("kinds.gtrace"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("4x4"), QStringLiteral("--from"),
                  QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("3,3"), QStringLiteral("--trace"), trace}).exitCode, 0);
    const QStringList astar{QStringLiteral("run"), QStringLiteral("astar")};
    for (const auto &[arguments, expected] : std::initializer_list<std::pair<QStringList, QByteArray>>{
             {astar + QStringList{QStringLiteral("--map"), trace, QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("1,1")},
              "holds a trace, which gridtrace-cli render reads; --map takes a Moving AI map"},
             {astar + QStringList{QStringLiteral("--map"), data("arena.map"), QStringLiteral("--scen"), trace, QStringLiteral("--index"), QStringLiteral("0")},
              "holds a trace, which gridtrace-cli render reads; --scen takes a Moving AI scenario list"},
             {astar + QStringList{QStringLiteral("--map"), data("arena.map.scen"), QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("1,1")},
              "holds a Moving AI scenario list; give it with --scen"},
             {astar + QStringList{QStringLiteral("--map"), data("arena.map"), QStringLiteral("--scen"), data("arena.map"), QStringLiteral("--index"), QStringLiteral("0")},
              "holds a Moving AI map; give it with --map"},
         }) {
        const CliRun run = cli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(expected), run.err.constData());
        // No raw bytes of the file in the message.
        QVERIFY2(!run.err.contains("GTRACE") && !run.err.contains("found '"), run.err.constData());
    }
}

#include "tst_cli.moc"
