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
    void badInputExitsTwoWithOneLine_data();
    void badInputExitsTwoWithOneLine();
    void seedsAreExact();
    void helpAndUsageGoWhereTheyBelong();
    void strayOptionsAreRefused_data();
    void strayOptionsAreRefused();
    void rangesAreWholeNumbers();
    void messagesSayWhatTheyMean();
    void countsAgreeWithTheirNouns();
    void countsAreGroupedOneWay();
    void helpWrapsByColumnsInChinese();
    void aBoardOfAnotherKindIsNamed_data();
    void aBoardOfAnotherKindIsNamed();
    void parserErrorsSpeakTheCliStyle();
    void topLevelHelpHonoursJson();
    void unkeptDatabasesAreNotSaidToBeKept();
    void builtDatabasesSayWhyTheyWereBuilt();
    void hugeSizesAreTooLargeNotZero();
    void strayWordsAreRefused();
    void unusedEndpointsAreRefused();
    void unusedOptionsAreRefused();
    void countsHaveAnUpperLimit();
    void countsOfOneAreSingular();
    void helpTellsExitCodesAndSuites();
    void renderHelpGroupsExportsAndGivesRanges();
    void filesOfOtherFormatsAreNamed();
    void refusalsNameTheOptionAndItsRange();
    void sizesNeedNoArticle();
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
                                              << QStringLiteral("100,000 x 100,000");
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
    QVERIFY2(run.out.contains("budget (integer, default 20,000): 100..2,000,000"), run.out.constData());
    QVERIFY2(run.out.contains("step-limit (integer, default 300): 0..1,000,000,000"), run.out.constData());
    QVERIFY(!run.out.contains("e+"));
    const CliRun outside = cli({QStringLiteral("run"), QStringLiteral("snake-greedy"), QStringLiteral("--size"), QStringLiteral("8x8"),
                                QStringLiteral("--from"), QStringLiteral("3,3"), QStringLiteral("--set"),
                                QStringLiteral("step-limit=2000000000")});
    QCOMPARE(outside.exitCode, 2);
    QCOMPARE(QString::fromUtf8(outside.err), QStringLiteral("gridtrace-cli: parameter step-limit takes a whole number from 0 to "
                                                            "1,000,000,000, not \"2000000000\"\n"));
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
        QVERIFY2(capped.contains(one ? QStringLiteral("before passing 1 change (the trace limit)") : QStringLiteral("before passing 2 changes (the trace limit)")),
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

void TestCli::countsAreGroupedOneWay()
{
    const QStringList demo{QStringLiteral("demo"), QStringLiteral("--example"), example("duel-alphabeta.json"), QStringLiteral("--frames"),
                           QStringLiteral("1")};
    // The JSON holds no frames.
    const QJsonObject json = cli(demo.first(3) + QStringList{QStringLiteral("--json")}).json();
    const QString text = QString::fromUtf8(cli(demo).out);
    const QLocale english(QLocale::English);
    const qint64 steps = json.value(QStringLiteral("trace_steps")).toInteger();
    const qint64 changes = json.value(QStringLiteral("changes")).toInteger();
    QVERIFY(changes >= 10'000);
    QVERIFY2(text.contains(QStringLiteral("%1 steps and %2 changes recorded").arg(english.toString(steps), english.toString(changes))),
             qPrintable(text));
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
                                      << QStringLiteral("holds a sliding puzzle, which gridtrace-cli run --board reads; link solve wants a Lianliankan board");
    QTest::newRow("a scenario to link") << QStringList{QStringLiteral("link"), QStringLiteral("compare"), QStringLiteral("--board"),
                                                       example("astar-maze.json")}
                                        << QStringLiteral("holds a scenario, which gridtrace-cli run --board reads; link compare wants a Lianliankan board");
    QTest::newRow("a Lianliankan board to demo") << QStringList{QStringLiteral("demo"), QStringLiteral("--example"), tiles}
                                                 << QStringLiteral("holds a Lianliankan board, which gridtrace-cli run --board reads; demo --example wants a scenario");
    QTest::newRow("a scenario to render") << QStringList{QStringLiteral("render"), example("duel-alphabeta.json"), QStringLiteral("--png"),
                                                         folder.filePath(QStringLiteral("x.png"))}
                                          << QStringLiteral("holds a scenario, which gridtrace-cli run --board reads; render wants a trace");
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
    QVERIFY2(out.contains(QStringLiteral("built in")) && out.contains(QStringLiteral("for this run only")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("cannot create the folder")), qPrintable(out));
    QVERIFY2(!out.contains(QStringLiteral("kept in")), qPrintable(out));
}

void TestCli::builtDatabasesSayWhyTheyWereBuilt()
{
    // A cache folder with nothing in it yet: the note says that is why they were built; the next
    // run reads them and has nothing to say.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString puzzle = dir.filePath(QStringLiteral("puzzle.txt"));
    QVERIFY(writeFile(puzzle, "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n"));
    const auto run = [&]() {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("GRIDTRACE_CACHE_DIR"), dir.filePath(QStringLiteral("cache")));
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(GRIDTRACE_CLI), {QStringLiteral("run"), QStringLiteral("puzzle-optimal"), QStringLiteral("--board"),
                                                      puzzle, QStringLiteral("--json")});
        return finishedRun(process, 600'000);
    };
    const CliRun built = run();
    QCOMPARE(built.exitCode, 0);
    const QJsonArray notes = built.json().value(QStringLiteral("notes")).toArray();
    QVERIFY2(notes.size() == 1
                 && notes.first().toString().contains(QStringLiteral(" s, since %1 held none yet, and kept there for next time")
                                                          .arg(dir.filePath(QStringLiteral("cache/puzzle")))),
             built.out.constData());
    const CliRun read = run();
    QCOMPARE(read.exitCode, 0);
    QVERIFY2(!read.json().contains(QStringLiteral("notes")), read.out.constData());
}

void TestCli::hugeSizesAreTooLargeNotZero()
{
    for (const QString &size : {QStringLiteral("99999999999999999999x10"), QStringLiteral("10x99999999999999999999")}) {
        const QString problem = refusalProblem({QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--size"), size},
                                               QStringLiteral("larger than the largest supported board, 4,096 x 4,096"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
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
              QStringLiteral("--every takes a whole number of steps from 1 to 1 (the length of the range, steps 0 to 1)")},
         }) {
        const QString problem = refusalProblem(arguments, mentions);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    // Numbers that are no numbers of frames a second.
    for (const QString &fps : {QStringLiteral("nan"), QStringLiteral("inf"), QStringLiteral("-0"), QStringLiteral("1e999")}) {
        const QString problem = refusalProblem({QStringLiteral("render"), trace, QStringLiteral("--gif"), gif, QStringLiteral("--fps"), fps},
                                               QStringLiteral("--fps takes 0.1 to 100 steps a second, not \"%1\"").arg(fps));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(!QFileInfo::exists(gif));
    }
}

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
             // What the file is, and the family that reads it.
             {{QStringLiteral("run"), QStringLiteral("layered"), QStringLiteral("--board"), link},
              link + QStringLiteral(" holds a Lianliankan board, which the Lianliankan algorithms (link-min-turn, link-seed-003, "
                                    "link-solve) and gridtrace-cli link read; layered is a sliding puzzle solver and wants a sliding puzzle")},
             {{QStringLiteral("run"), QStringLiteral("link-solve"), QStringLiteral("--board"), puzzle},
              puzzle + QStringLiteral(" holds a sliding puzzle, which the sliding puzzle solvers read (seed-004, layered, puzzle-optimal); "
                                      "link-solve is a Lianliankan algorithm and wants a Lianliankan board")},
         }) {
        const CliRun run = cli(arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(QString::fromUtf8(run.err), QStringLiteral("gridtrace-cli: ") + message + u'\n');
    }
    // A scenario is told by the family of its algorithm, not picked apart as the other kind's tiles.
    const QString linkScenario = m_dir.filePath(QStringLiteral("formats-link.json"));
    const QString puzzleScenario = m_dir.filePath(QStringLiteral("formats-puzzle.json"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("link-solve"), QStringLiteral("--board"), link, QStringLiteral("--save-scenario"),
                  linkScenario}).exitCode, 0);
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("layered"), QStringLiteral("--board"), puzzle, QStringLiteral("--save-scenario"),
                  puzzleScenario}).exitCode, 0);
    for (const auto &[arguments, message] : std::initializer_list<std::pair<QStringList, QString>>{
             {{QStringLiteral("run"), QStringLiteral("layered"), QStringLiteral("--board"), linkScenario},
              linkScenario + QStringLiteral(" holds a Lianliankan scenario (for link-solve), which the Lianliankan algorithms read "
                                            "(link-min-turn, link-seed-003, link-solve); layered is a sliding puzzle solver and wants a "
                                            "sliding puzzle")},
             {{QStringLiteral("run"), QStringLiteral("link-min-turn"), QStringLiteral("--board"), puzzleScenario},
              puzzleScenario + QStringLiteral(" holds a sliding puzzle scenario (for layered), which the sliding puzzle solvers read "
                                              "(seed-004, layered, puzzle-optimal); link-min-turn is a Lianliankan algorithm and wants a "
                                              "Lianliankan board")},
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
              QStringLiteral("--seed takes a whole number from 0 to 18446744073709551615, not \"x\"")},
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
    // In Chinese, without the sentence's full stop either.
    const CliRun chinese = cliInChinese({QStringLiteral("run"), QStringLiteral("--board"), record});
    QCOMPARE(chinese.exitCode, 2);
    const QString said = QString::fromUtf8(chinese.err).trimmed();
    QVERIFY2(said.startsWith(QStringLiteral("gridtrace-cli: ") + record) && said.contains(QRegularExpression(QStringLiteral("\\p{Han}")))
                 && !said.endsWith(u'\u3002'),
             qPrintable(said));
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

void TestCli::renderHelpGroupsExportsAndGivesRanges()
{
    const CliRun help = cli({QStringLiteral("render"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    // Each option's description whole, its wrapped lines joined.
    QStringList names;
    QStringList descriptions;
    for (const QString &line : QString::fromUtf8(help.out).split(u'\n')) {
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(QStringLiteral("--"))) {
            names << trimmed.section(u' ', 0, 0);
            descriptions << trimmed;
        } else if (!descriptions.isEmpty() && line.startsWith(QStringLiteral("  ")) && !trimmed.isEmpty()) {
            descriptions.last() += u' ' + trimmed;
        }
    }
    // What one export takes follows the exports, before how every picture is drawn.
    const qsizetype html = names.indexOf(QStringLiteral("--html"));
    QVERIFY2(html >= 0, help.out.constData());
    QCOMPARE(names.mid(html + 1, 5), (QStringList{QStringLiteral("--fps"), QStringLiteral("--caption-bar"), QStringLiteral("--per-page"),
                                                  QStringLiteral("--page-size"), QStringLiteral("--title")}));
    // Every option with a range says it, as the refusals do.
    for (const auto &[option, range] : {std::pair{QStringLiteral("--fps"), QStringLiteral("0.1 to 100")},
                                        std::pair{QStringLiteral("--cell-size"), QStringLiteral("1 to 256")},
                                        std::pair{QStringLiteral("--per-page"), QStringLiteral("1, 2, 4 or 6")}}) {
        const qsizetype at = names.indexOf(option);
        QVERIFY2(at >= 0 && descriptions[at].contains(range), qPrintable(option + u' ' + descriptions.value(at)));
    }
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
