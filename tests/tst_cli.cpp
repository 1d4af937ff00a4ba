// gridtrace-cli as a user runs it: exit codes, one JSON object with --json, one line on
// stderr for bad input, and answers that agree with the Moving AI benchmark.

#include "grid/movingai.h"
#include "trace/tracefile.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "clirun.h"

using namespace gridtrace;

namespace {

QString data(const char *name)
{
    return QStringLiteral(GRIDTRACE_TEST_DATA "/movingai/") + QLatin1String(name);
}

} // namespace

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
                                QStringLiteral("--rules"), QStringLiteral("strict-tail"), QStringLiteral("--games"),
                                QStringLiteral("30"), QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject result = run.json();
        QCOMPARE(result.value(QStringLiteral("games")).toInt(), 30);
        // Every game ends one way: filled, dead or stuck.
        QCOMPARE(result.value(QStringLiteral("wins")).toInt() + result.value(QStringLiteral("deaths")).toInt()
                     + result.value(QStringLiteral("stuck")).toInt(),
                 30);
        const double meanLength = result.value(QStringLiteral("mean_length")).toDouble();
        QVERIFY2(meanLength >= 4 && meanLength <= 36, qPrintable(QString::number(meanLength)));
        for (const char *key : {"mean_steps", "ms_per_game"})
            QVERIFY2(result.value(QLatin1String(key)).toDouble() > 0, key);
        if (result.value(QStringLiteral("wins")).toInt() > 0)
            QVERIFY(result.value(QStringLiteral("median_steps_wins")).toDouble() >= 32); // 32 meals at least
        // The same seed plays the same games.
        QCOMPARE(cli({QStringLiteral("bench"), QStringLiteral("snake"), QStringLiteral("--ai"), QString::fromLatin1(ai),
                      QStringLiteral("--size"), QStringLiteral("6x6"), QStringLiteral("--rules"),
                      QStringLiteral("strict-tail"), QStringLiteral("--games"), QStringLiteral("30"),
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

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
