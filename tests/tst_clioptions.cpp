// gridtrace-cli's options as a user meets them: an option a command would not use is refused,
// not ignored; an output that cannot be written is told in one style; a render into a folder
// leaves exactly its own pictures there; a scenario list for another map says so; run and
// bench read a search budget alike.

#include "grid/movingai.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>


#include "clifiles.h"
#include "clirun.h"

using namespace gridtrace;

class TestCliOptions : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void optionsNoOutputUsesAreRefused_data();
    void optionsNoOutputUsesAreRefused();
    void everyThinsTheHandout();
    void optionsTheAlgorithmIgnoresAreRefused_data();
    void optionsTheAlgorithmIgnoresAreRefused();
    void unwritableOutputsAreToldAlike_data();
    void unwritableOutputsAreToldAlike();
    void theDuelDocsGiveTheCodeOfARecordThatCannotBeWritten();
    void aReplayPlaysOnAScenariosBoard();
    void aRenderIntoAFolderLeavesOnlyItsPictures();
    void scenariosForAnotherMapSaySo_data();
    void scenariosForAnotherMapSaySo();
    void notesNameFilesWhole();
    void demoFramesAreForTheText();
    void runAndBenchReadTheBudgetAlike();
    void anSvgTooLargeIsRefusedAsTheOtherPictures();
    void helpAndVersionTakeNoValue();
    void reasonsAreInTheUsersLanguage();
    void namesAreListedInTheUsersLanguage();

private:
    QString file(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
    QString m_trace;
    int m_traceSteps = 0;
    QString m_record;
};

void TestCliOptions::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_trace = file(QStringLiteral("maze.gtrace"));
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--board"), example("astar-maze.json"),
                            QStringLiteral("--trace"), m_trace, QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    m_traceSteps = run.json().value(QStringLiteral("trace_steps")).toInt();
    QVERIFY(m_traceSteps > 100);
    m_record = file(QStringLiteral("duel.json"));
    const CliRun duel = cli({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("random-safe"), QStringLiteral("--b"),
                             QStringLiteral("flood-fill"), QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--record"),
                             m_record});
    QVERIFY2(duel.exitCode == 0, duel.err.constData());
}

void TestCliOptions::optionsNoOutputUsesAreRefused_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("mentions");
    const QString svg = file(QStringLiteral("one.svg"));
    const QString png = file(QStringLiteral("one.png"));
    const QString html = file(QStringLiteral("page.html"));
    const QString svgOption = QStringLiteral("--svg");
    const QString htmlOption = QStringLiteral("--html");
    QTest::newRow("--every on an SVG") << QStringList{svgOption, svg, QStringLiteral("--every"), QStringLiteral("3")}
                                       << QStringLiteral("--every thins a range of steps");
    QTest::newRow("--every on one PNG") << QStringList{QStringLiteral("--png"), png, QStringLiteral("--every"), QStringLiteral("3")}
                                        << QStringLiteral("--every thins a range of steps");
    QTest::newRow("--every on the page") << QStringList{htmlOption, html, QStringLiteral("--every"), QStringLiteral("3")}
                                         << QStringLiteral("--every thins a range of steps");
    QTest::newRow("--from on the page") << QStringList{htmlOption, html, QStringLiteral("--from"), QStringLiteral("3")}
                                        << QStringLiteral("--from chooses steps, and --html always holds the whole trace");
    QTest::newRow("--to on the page") << QStringList{htmlOption, html, QStringLiteral("--to"), QStringLiteral("3")}
                                      << QStringLiteral("--to chooses steps");
    QTest::newRow("--bookmarks on the page") << QStringList{htmlOption, html, QStringLiteral("--bookmarks")}
                                             << QStringLiteral("--bookmarks chooses steps");
    QTest::newRow("two steps for one picture")
        << QStringList{svgOption, svg, QStringLiteral("--from"), QStringLiteral("2"), QStringLiteral("--to"), QStringLiteral("9")}
        << QStringLiteral("--from and --to name two: give one of them");
    QTest::newRow("--cell-size on the page") << QStringList{htmlOption, html, QStringLiteral("--cell-size"), QStringLiteral("8")}
                                             << QStringLiteral("--cell-size is for --gif, --png, --svg and --pdf");
    QTest::newRow("--no-labels on the page") << QStringList{htmlOption, html, QStringLiteral("--no-labels")}
                                             << QStringLiteral("--no-labels is for");
    QTest::newRow("--arrows on the page") << QStringList{htmlOption, html, QStringLiteral("--arrows")}
                                          << QStringLiteral("--arrows is for");
}

void TestCliOptions::optionsNoOutputUsesAreRefused()
{
    QFETCH(QStringList, options);
    QFETCH(QString, mentions);
    const QString problem = refusalProblem(QStringList{QStringLiteral("render"), m_trace} + options, mentions);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(!QFile::exists(file(QStringLiteral("one.svg"))) && !QFile::exists(file(QStringLiteral("page.html"))));
}

void TestCliOptions::everyThinsTheHandout()
{
    // A handout of every 50th step: 0, 50, ... and the last step, which a range always keeps.
    int expected = 0;
    for (int step = 0; step <= m_traceSteps; step += 50)
        ++expected;
    if (m_traceSteps % 50 != 0)
        ++expected;
    const QString pdf = file(QStringLiteral("every.pdf"));
    const CliRun run = cli({QStringLiteral("render"), m_trace, QStringLiteral("--pdf"), pdf, QStringLiteral("--every"), QStringLiteral("50")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.out.contains(QStringLiteral("(%1 steps on").arg(expected).toUtf8()), run.out.constData());
}

void TestCliOptions::optionsTheAlgorithmIgnoresAreRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    const QString run = QStringLiteral("run");
    QTest::newRow("a record's seed") << QStringList{run, QStringLiteral("--board"), m_record, QStringLiteral("--seed"), QStringLiteral("5")}
                                     << QStringLiteral("duel-replay takes no --seed: the record given fixes the game");
    // Any --set on a record would replay another game than the one it records.
    for (const char *set : {"a-fault=timeout", "b-fault=timeout", "map=generated", "a-bot=hello"})
        QTest::newRow(set) << QStringList{run, QStringLiteral("--board"), m_record, QStringLiteral("--set"), QString::fromLatin1(set)}
                           << QStringLiteral("duel-replay takes no --set: the record given fixes the game, its map and every move");
    const QString linkBoard = file(QStringLiteral("tiles.txt"));
    QCOMPARE(cli({QStringLiteral("link"), QStringLiteral("generate"), QStringLiteral("--size"), QStringLiteral("4x4"),
                  QStringLiteral("--kinds"), QStringLiteral("2"), QStringLiteral("--out"), linkBoard}).exitCode, 0);
    QTest::newRow("kinds on a board with tiles")
        << QStringList{run, QStringLiteral("link-solve"), QStringLiteral("--board"), linkBoard, QStringLiteral("--set"),
                       QStringLiteral("kinds=3")}
        << QStringLiteral("link-solve takes no --set: the board given has its tiles, and kinds only deals");
    QTest::newRow("a seed on a board without a random bot")
        << QStringList{run, QStringLiteral("duel-flood-fill"), QStringLiteral("--board"), m_record, QStringLiteral("--set"),
                       QStringLiteral("map=board"), QStringLiteral("--seed"), QStringLiteral("5")}
        << QStringLiteral("duel-flood-fill takes no --seed: on the board given neither flood-fill nor kob-starter draws at random");
    QTest::newRow("a scenario line for a generator")
        << QStringList{run, QStringLiteral("maze-prim"), QStringLiteral("--map"), data("arena2.map"), QStringLiteral("--scen"),
                       data("arena2.map.scen"), QStringLiteral("--index"), QStringLiteral("3")}
        << QStringLiteral("maze-prim takes no --scen");
    QTest::newRow("a map for a generator") << QStringList{run, QStringLiteral("maze-backtracker"), QStringLiteral("--map"), data("arena2.map")}
                                           << QStringLiteral("maze-backtracker takes no --map: a generator replaces the map's walls "
                                                             "and keeps only its size; give --size 281x209");
    // Clearing a board links each pair its own way: there is no one path to print.
    QTest::newRow("a cleared board's path")
        << QStringList{run, QStringLiteral("link-solve"), QStringLiteral("--board"), linkBoard, QStringLiteral("--path")}
        << QStringLiteral("link-solve takes no --path: it takes the pairs off one by one");
    QTest::newRow("a duel's path") << QStringList{run, QStringLiteral("duel-alphabeta"), QStringLiteral("--path")}
                                   << QStringLiteral("duel-alphabeta takes no --path: a duel has two snakes");
    QTest::newRow("a time limit for built-in bots")
        << QStringList{QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("random-safe"), QStringLiteral("--b"),
                       QStringLiteral("flood-fill"), QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--time-limit"),
                       QStringLiteral("50")}
        << QStringLiteral("--time-limit is for a bot that is a program (exec:COMMAND)");
}

void TestCliOptions::optionsTheAlgorithmIgnoresAreRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    const QString problem = refusalProblem(arguments, mentions);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

// A scenario that is not a record fixes no game: duel-replay's note offers --set map=board to
// play the steps given on its board, and that is what it does.
void TestCliOptions::aReplayPlaysOnAScenariosBoard()
{
    const QString scenario = file(QStringLiteral("bot-on-record-map.json"));
    const CliRun saved = cli({QStringLiteral("run"), QStringLiteral("duel-flood-fill"), QStringLiteral("--board"), m_record,
                              QStringLiteral("--set"), QStringLiteral("map=board"), QStringLiteral("--save-scenario"), scenario});
    QVERIFY2(saved.exitCode == 0, saved.err.constData());
    const CliRun replay = cli({QStringLiteral("run"), QStringLiteral("duel-replay"), QStringLiteral("--board"), scenario,
                               QStringLiteral("--set"), QStringLiteral("map=board"), QStringLiteral("--set"),
                               QStringLiteral("a-steps=0"), QStringLiteral("--set"), QStringLiteral("b-steps=0")});
    QVERIFY2(replay.exitCode == 0, replay.err.constData());
    QVERIFY2(!replay.err.contains("fixes the game"), replay.err.constData());
    QVERIFY2(replay.out.contains("after 1 round"), replay.out.constData());
}

void TestCliOptions::unwritableOutputsAreToldAlike_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("written");
    QTest::addColumn<QString>("reason");
    // A name longer than the system takes passes every check made before the run and fails
    // when written, with the same reason for every output, in the program's words.
    const QString nameTooLong = QStringLiteral("the name is too long");
    const QString missing = file(QString(300, u'x'));
    const QString board = example("astar-maze.json");
    const auto run = [&](const QString &option, const QString &name) {
        return QStringList{QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--board"), board, option, missing + name};
    };
    QTest::newRow("run --trace") << run(QStringLiteral("--trace"), QStringLiteral("t.gtrace")) << missing + QStringLiteral("t.gtrace") << nameTooLong;
    QTest::newRow("run --trace JSON") << run(QStringLiteral("--trace"), QStringLiteral("t")) << missing + QStringLiteral("t.gtrace.json") << nameTooLong;
    QTest::newRow("run --save-scenario") << run(QStringLiteral("--save-scenario"), QStringLiteral("s"))
                                         << missing + QStringLiteral("s.json") << nameTooLong;
    QTest::newRow("run --save-board")
        << QStringList{QStringLiteral("run"), QStringLiteral("maze-prim"), QStringLiteral("--size"), QStringLiteral("11x9"),
                       QStringLiteral("--save-board"), missing + QStringLiteral("b")}
        << missing + QStringLiteral("b.board") << nameTooLong;
    QTest::newRow("duel --record")
        << QStringList{QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("random-safe"), QStringLiteral("--b"),
                       QStringLiteral("flood-fill"), QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--record"),
                       missing + QStringLiteral("r.json")}
        << missing + QStringLiteral("r.json") << nameTooLong;
    QTest::newRow("link generate --out")
        << QStringList{QStringLiteral("link"), QStringLiteral("generate"), QStringLiteral("--size"), QStringLiteral("4x4"),
                       QStringLiteral("--kinds"), QStringLiteral("2"), QStringLiteral("--out"), missing + QStringLiteral("l")}
        << missing + QStringLiteral("l.txt") << nameTooLong;
    for (const char *format : {"gif", "png", "svg", "pdf", "html"}) {
        const QString name = QStringLiteral("r.") + QLatin1String(format);
        QTest::addRow("render --%s", format)
            << QStringList{QStringLiteral("render"), m_trace, QStringLiteral("--to"), QStringLiteral("3"),
                           QStringLiteral("--") + QLatin1String(format), missing + name}
            << missing + name << nameTooLong;
    }
}

void TestCliOptions::unwritableOutputsAreToldAlike()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, written);
    QFETCH(QString, reason);
    // "--to" is for the pictures; the page holds the whole trace.
    if (arguments.contains(QStringLiteral("--html")))
        arguments.remove(arguments.indexOf(QStringLiteral("--to")), 2);
    const CliRun run = cli(arguments);
    QCOMPARE(run.exitCode, 1);
    const QString expected = QStringLiteral("gridtrace-cli: cannot write %1: %2\n")
                                 .arg(QDir::toNativeSeparators(written), reason);
    QCOMPARE(QString::fromUtf8(run.err), expected);
    const CliRun json = cli(arguments + QStringList{QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 1);
    QCOMPARE(json.json().value(QStringLiteral("exit_code")).toInt(), 1);
    QCOMPARE(json.json().value(QStringLiteral("error")).toString() + u'\n', expected.mid(QStringLiteral("gridtrace-cli: ").size()));
}

void TestCliOptions::theDuelDocsGiveTheCodeOfARecordThatCannotBeWritten()
{
    const CliRun run = cli({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("kob-starter"), QStringLiteral("--b"),
                            QStringLiteral("random-safe"), QStringLiteral("--record"), QStringLiteral("/proc/x.json")});
    QCOMPARE(run.exitCode, 1);
    // The sentence of docs/duel-external.md a user reads about such a record gives that code.
    const QString doc = QString::fromUtf8(readFile(QStringLiteral(GRIDTRACE_TEST_DATA "/../../docs/duel-external.md"))).simplified();
    const qsizetype at = doc.indexOf(QStringLiteral("a record that cannot be written"));
    QVERIFY(at >= 0);
    const QString sentence = doc.mid(at).section(QStringLiteral(". "), 0, 0);
    QVERIFY2(sentence.contains(QStringLiteral("exits with code %1").arg(run.exitCode)), qPrintable(sentence));
}

void TestCliOptions::aRenderIntoAFolderLeavesOnlyItsPictures()
{
    const QString folder = file(QStringLiteral("frames"));
    QVERIFY(QDir().mkpath(folder));
    // What the user keeps there is not ours to remove, though it looks like a picture.
    const QStringList theirs{QStringLiteral("notes.txt"), QStringLiteral("step-final.png"), QStringLiteral("step-3.png.bak")};
    for (const QString &name : theirs)
        QVERIFY(writeFile(QDir(folder).filePath(name), "keep"));
    const auto render = [&](int to, bool json) {
        QStringList arguments{QStringLiteral("render"), m_trace, QStringLiteral("--to"), QString::number(to), QStringLiteral("--png"), folder};
        if (json)
            arguments << QStringLiteral("--json");
        return cli(arguments);
    };
    QCOMPARE(render(20, false).exitCode, 0);
    // 0 .. 20, numbered to the width of 20.
    QStringList first;
    for (int step = 0; step <= 20; ++step)
        first << QStringLiteral("step-%1.png").arg(step, 2, 10, QLatin1Char('0'));
    QCOMPARE(QDir(folder).entryList(QStringList{QStringLiteral("step-*.png")}, QDir::Files, QDir::Name),
             QStringList(first + QStringList{QStringLiteral("step-final.png")}));

    // Again with fewer steps, numbered to another width: none of the earlier names is written.
    const CliRun again = render(5, false);
    QCOMPARE(again.exitCode, 0);
    QVERIFY2(again.out.contains(QStringLiteral("removed %1 pictures of an earlier render from %2")
                                    .arg(first.size()).arg(QDir::toNativeSeparators(folder)).toUtf8()),
             again.out.constData());
    QStringList expected = theirs;
    for (int step = 0; step <= 5; ++step)
        expected << QStringLiteral("step-%1.png").arg(step);
    expected.sort();
    QCOMPARE(QDir(folder).entryList(QDir::Files, QDir::Name), expected);

    // Fewer again, the same width: the pictures past step 3 go, and JSON counts them.
    const CliRun json = render(3, true);
    QCOMPARE(json.exitCode, 0);
    QCOMPARE(json.json().value(QStringLiteral("removed_pictures")).toInt(), 2);
    QCOMPARE(json.json().value(QStringLiteral("written")).toArray().size(), 4);
    QVERIFY(!QFile::exists(QDir(folder).filePath(QStringLiteral("step-4.png"))));
    for (const QString &name : theirs)
        QCOMPARE(readFile(QDir(folder).filePath(name)), QByteArray("keep"));
}

void TestCliOptions::scenariosForAnotherMapSaySo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("mentions");
    const QString maze = data("maze512-1-0.map.scen");
    const QString arena = data("arena2.map");
    const QString random = data("random512-10-0.map");
    // Another size: the files' own sizes, 512 x 512 and 281 x 209.
    const QString otherSize = QStringLiteral("the scenarios in %1 are for the map maze512-1-0.map (512 x 512), not %2 (281 x 209)")
                                  .arg(maze, arena);
    QTest::newRow("run") << QStringList{QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--map"), arena,
                                        QStringLiteral("--scen"), maze, QStringLiteral("--index"), QStringLiteral("0")}
                         << otherSize;
    QTest::newRow("check") << QStringList{QStringLiteral("check"), QStringLiteral("--map"), arena, QStringLiteral("--scen"), maze}
                           << otherSize;
    QTest::newRow("bench") << QStringList{QStringLiteral("bench"), QStringLiteral("pathfinding"), QStringLiteral("--map"), arena,
                                          QStringLiteral("--scen"), maze}
                           << otherSize;
    // The same size: a line whose endpoint is a wall of the other map.
    QString error;
    const auto lines = loadMovingAiScenarios(maze, &error);
    const auto map = loadMovingAiMap(random, &error);
    QVERIFY2(lines && map, qPrintable(error));
    std::size_t walled = 0;
    while (walled < lines->size() && map->isPassable((*lines)[walled].start) && map->isPassable((*lines)[walled].goal))
        ++walled;
    QVERIFY(walled < lines->size());
    const QString sameSize = QStringLiteral("the scenarios in %1 are for the map maze512-1-0.map (512 x 512), not %2 (512 x 512): ")
                                 .arg(maze, random);
    QTest::newRow("run, same size") << QStringList{QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--map"), random,
                                                   QStringLiteral("--scen"), maze, QStringLiteral("--index"), QString::number(walled)}
                                    << sameSize;
    QTest::newRow("check, same size") << QStringList{QStringLiteral("check"), QStringLiteral("--map"), random, QStringLiteral("--scen"), maze}
                                      << sameSize;
}

void TestCliOptions::scenariosForAnotherMapSaySo()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, mentions);
    const QString problem = refusalProblem(arguments, mentions);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCliOptions::notesNameFilesWhole()
{
    // The path as typed, however long: a cut name ("/work/…/random512…") names no file.
    const QString random = data("random512-10-0.map");
    QVERIFY(random.size() > 40);
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--map"), random, QStringLiteral("--scen"),
                            data("maze512-1-0.map.scen"), QStringLiteral("--index"), QStringLiteral("5")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QString note = QStringLiteral("the scenario line is for the map \"maze512-1-0.map\", not \"%1\"").arg(random);
    QVERIFY2(QString::fromUtf8(run.out).contains(note), run.out.constData());
}

void TestCliOptions::demoFramesAreForTheText()
{
    // The JSON result holds no frames to count or pace.
    for (const QString &option : {QStringLiteral("--frames"), QStringLiteral("--delay")}) {
        const CliRun run = cli({QStringLiteral("demo"), QStringLiteral("--json"), option, QStringLiteral("3")});
        QCOMPARE(run.exitCode, 2);
        const QString error = run.json().value(QStringLiteral("error")).toString();
        QVERIFY2(error.startsWith(option + QStringLiteral(" ")) && error.contains(QStringLiteral("--json shows none")),
                 run.out.constData());
    }
    // One frame has nothing after it to wait for.
    QElapsedTimer timer;
    timer.start();
    const CliRun one = cli({QStringLiteral("demo"), QStringLiteral("--frames"), QStringLiteral("1"), QStringLiteral("--delay"),
                            QStringLiteral("3000")});
    QVERIFY2(one.exitCode == 0, one.err.constData());
    QVERIFY2(timer.elapsed() < 2500, "waited after the last frame");
}

void TestCliOptions::runAndBenchReadTheBudgetAlike()
{
    const QStringList bench{QStringLiteral("bench"), QStringLiteral("puzzle"), QStringLiteral("--solver"), QStringLiteral("puzzle-optimal"),
                            QStringLiteral("--size"), QStringLiteral("3x3"), QStringLiteral("--games"), QStringLiteral("2"),
                            QStringLiteral("--json")};
    const QStringList run{QStringLiteral("run"), QStringLiteral("puzzle-optimal"), QStringLiteral("--size"), QStringLiteral("3x3"),
                          QStringLiteral("--seed"), QStringLiteral("2"), QStringLiteral("--json")};
    // 0 is the default budget for both.
    for (const QStringList &arguments : {run, bench}) {
        const CliRun zero = cli(arguments + QStringList{QStringLiteral("--set"), QStringLiteral("budget=0")});
        QVERIFY2(zero.exitCode == 0, qPrintable(arguments.join(u' ') + u' ' + QString::fromUtf8(zero.err)));
    }
    const CliRun solved = cli(run);
    QCOMPARE(solved.exitCode, 0);
    const int moves = solved.json().value(QStringLiteral("moves")).toInt();
    QVERIFY(moves > 1);
    // A budget of one position stops the search on a 3 x 3 board as on any other.
    const CliRun one = cli(run + QStringList{QStringLiteral("--set"), QStringLiteral("budget=1")});
    QCOMPARE(one.exitCode, 3);
    QCOMPARE(one.json().value(QStringLiteral("gave_up")).toBool(), true);
    QCOMPARE(one.json().value(QStringLiteral("found")).toBool(), false);
    const CliRun benchOne = cli(bench + QStringList{QStringLiteral("--set"), QStringLiteral("budget=1")});
    QCOMPARE(benchOne.exitCode, 3);
    QCOMPARE(benchOne.json().value(QStringLiteral("unsolved")).toInt(), 2);
    // Over no solved game every statistic of the solutions is null, the longest as the mean.
    for (const char *key : {"mean_moves", "max_moves", "mean_expanded"})
        QVERIFY2(benchOne.json().value(QString::fromLatin1(key)).isNull(), key);
    // A budget of the solution's length is enough.
    const CliRun enough = cli(run + QStringList{QStringLiteral("--set"), QStringLiteral("budget=%1").arg(moves)});
    QCOMPARE(enough.exitCode, 0);
    QCOMPARE(enough.json().value(QStringLiteral("moves")).toInt(), moves);
    // Both refuse the same values with the same range.
    for (const QStringList &arguments : {run, bench}) {
        const QString problem = refusalProblem(arguments.mid(0, arguments.size() - 1) + QStringList{QStringLiteral("--set"), QStringLiteral("budget=-1")},
                                               QStringLiteral("from 0 to 2,000,000,000"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

void TestCliOptions::anSvgTooLargeIsRefusedAsTheOtherPictures()
{
    const QString trace = file(QStringLiteral("wide.gtrace"));
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("random-obstacles"), QStringLiteral("--size"), QStringLiteral("520x510"),
                            QStringLiteral("--set"), QStringLiteral("density=0.001"), QStringLiteral("--seed"), QStringLiteral("1"),
                            QStringLiteral("--trace"), trace});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QString svg = file(QStringLiteral("wide.svg"));
    const QString problem = refusalProblem({QStringLiteral("render"), trace, QStringLiteral("--svg"), svg},
                                           QStringLiteral("--svg would draw a board of 520 x 510, 265,200 cells; an SVG is at "
                                                          "most 262,144 cells (512 x 512)"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(!QFile::exists(svg));
}

void TestCliOptions::helpAndVersionTakeNoValue()
{
    // Neither the help nor "unknown command", nor Qt's own words.
    for (const auto &[arguments, message] : std::initializer_list<std::pair<QStringList, QString>>{
             {{QStringLiteral("--help=x")}, QStringLiteral("--help takes no value")},
             {{QStringLiteral("-h=x")}, QStringLiteral("-h takes no value")},
             {{QStringLiteral("--version=x")}, QStringLiteral("--version takes no value")},
             {{QStringLiteral("run"), QStringLiteral("--help=x")}, QStringLiteral("--help takes no value")},
             {{QStringLiteral("--json=x"), QStringLiteral("--help")}, QStringLiteral("--json takes no value")},
             // Beside the help or the version, an option is checked as a command's are.
             {{QStringLiteral("--help"), QStringLiteral("--bogus")},
              QStringLiteral("unknown option --bogus; gridtrace-cli --help lists the commands")},
             {{QStringLiteral("--help"), QStringLiteral("--json=x")}, QStringLiteral("--json takes no value")},
             {{QStringLiteral("--help"), QStringLiteral("--version=x")}, QStringLiteral("--version takes no value")},
             {{QStringLiteral("--version"), QStringLiteral("--bogus")},
              QStringLiteral("unknown option --bogus; gridtrace-cli --help lists the commands")},
             {{QStringLiteral("--version"), QStringLiteral("--json=x")}, QStringLiteral("--json takes no value")},
             {{QStringLiteral("help"), QStringLiteral("--bogus")},
              QStringLiteral("unknown option --bogus; gridtrace-cli --help lists the commands")},
             {{QStringLiteral("help"), QStringLiteral("run"), QStringLiteral("extra")},
              QStringLiteral("help takes one command name, not \"run extra\"")},
         }) {
        const QString problem = refusalProblem(arguments, message);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(QString::fromUtf8(cli(arguments).err), QStringLiteral("gridtrace-cli: ") + message + u'\n');
    }
}

namespace {

// Whether the text is written in Chinese characters, with no Latin word left in English.
bool inChinese(const QString &text)
{
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    static const QRegularExpression latin(QStringLiteral("[A-Za-z]"));
    return text.contains(han) && !text.contains(latin);
}

} // namespace

void TestCliOptions::reasonsAreInTheUsersLanguage()
{
    // A name longer than the system takes: the system's reason is English in every language.
    const QString tooLong = file(QString(300, u'x') + QStringLiteral(".json"));
    const CliRun run = cliInChinese({QStringLiteral("run"), QStringLiteral("maze-prim"), QStringLiteral("--size"),
                                     QStringLiteral("11x11"), QStringLiteral("--save-scenario"), tooLong});
    QCOMPARE(run.exitCode, 1);
    const QString message = QString::fromUtf8(run.err).trimmed();
    QVERIFY2(message.startsWith(QStringLiteral("gridtrace-cli: ")) && message.contains(tooLong), qPrintable(message));
    const QString reason = message.mid(message.indexOf(tooLong) + tooLong.size()).remove(0, 1);
    QVERIFY2(inChinese(reason), qPrintable(message));
    // Output lost on a full disk.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES"})
        environment.remove(QString::fromLatin1(name));
    environment.insert(QStringLiteral("LANG"), QStringLiteral("zh_CN.UTF-8"));
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setStandardOutputFile(QStringLiteral("/dev/full"));
    process.start(QStringLiteral(GRIDTRACE_CLI), {QStringLiteral("list")});
    QVERIFY(process.waitForFinished(60'000));
    QCOMPARE(process.exitCode(), 1);
    const QString lost = QString::fromUtf8(process.readAllStandardError()).trimmed();
    QVERIFY2(lost.startsWith(QStringLiteral("gridtrace-cli: ")) && inChinese(lost.mid(15)), qPrintable(lost));
    // An input that cannot be read says why in the same words, in English and in Chinese.
    const QString missing = file(QStringLiteral("missing.json"));
    const QStringList reading{QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--board"), missing};
    QCOMPARE(QString::fromUtf8(cli(reading).err),
             QStringLiteral("gridtrace-cli: %1: cannot read the file: no such file or folder\n").arg(missing));
    const QString unread = QString::fromUtf8(cliInChinese(reading).err).trimmed();
    QVERIFY2(unread.startsWith(QStringLiteral("gridtrace-cli: ") + missing) && inChinese(unread.mid(15 + missing.size())),
             qPrintable(unread));
}

void TestCliOptions::namesAreListedInTheUsersLanguage()
{
    // The bots a duel takes, listed as Chinese lists its items.
    const CliRun run = cliInChinese({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("nobody"), QStringLiteral("--b"),
                                     QStringLiteral("flood-fill")});
    QCOMPARE(run.exitCode, 2);
    const QString message = QString::fromUtf8(run.err).trimmed();
    QVERIFY2(message.contains(QStringLiteral("flood-fill")) && message.contains(u'\u3001'), qPrintable(message));
    QVERIFY2(!message.contains(QStringLiteral(", ")), qPrintable(message));
    // A parameter's choices too.
    const CliRun choice = cliInChinese({QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--size"), QStringLiteral("5x5"),
                                        QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("4,4"),
                                        QStringLiteral("--set"), QStringLiteral("heuristic=nope")});
    QCOMPARE(choice.exitCode, 2);
    const QString choices = QString::fromUtf8(choice.err).trimmed();
    QVERIFY2(choices.contains(QStringLiteral("octile")) && choices.contains(u'\u3001') && !choices.contains(QStringLiteral(", ")),
             qPrintable(choices));
}

QTEST_GUILESS_MAIN(TestCliOptions)
#include "tst_clioptions.moc"
