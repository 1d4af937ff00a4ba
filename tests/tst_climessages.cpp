// gridtrace-cli's messages as a new user meets them: advice that works when followed, figures
// written alike by the commands that print them, files named for what they hold, refusals that
// name what was typed, and tables whose columns line up.

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QSet>
#include <QTest>

#include <cmath>

#include "clirun.h"

#include "clifiles.h"

namespace {

// gridtrace-cli with one more variable in its environment.
CliRun cliWith(const QString &name, const QString &value, const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(name, value);
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(GRIDTRACE_CLI), arguments);
    return finishedRun(process, 600'000);
}

} // namespace

class TestCliMessages : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void pictureRefusalNamesEveryChange();
    void scenarioLengthsAreWrittenAlike();
    void checkWithoutAPathSaysSo();
    void filesOfAnotherKindAreNamedAlike();
    void demoTakesWhatItsNotesAdvise();
    void patternDatabaseNotes();
    void refusalsNameWhatWasTyped();
    void emptyAndOddJsonAreToldAlike();
    void boardRefusalsNameTheFile();
    void duelHelpStatesItsRanges();
    void linkComparisonColumnsLineUp();
    void parameterRefusalsNameNoFile();
    void scenRefusalListsAsTheLanguageJoins();
    void renderRefusesAnUnknownAlgorithm();

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }
};

void TestCliMessages::init()
{
    QVERIFY(m_dir.isValid());
}

void TestCliMessages::pictureRefusalNamesEveryChange()
{
    // A board as tall as a picture may be: cells of 2 pixels are too large, and the caption
    // bar finds no room under it at any size.
    const QString trace = path(QStringLiteral("tall.gtrace"));
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("64x4096"),
                            QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("0,1"),
                            QStringLiteral("--trace"), trace});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    for (const QString &option : {QStringLiteral("--png"), QStringLiteral("--gif")}) {
        const QString picture = path(QStringLiteral("tall") + (option == u"--png" ? QStringLiteral(".png") : QStringLiteral(".gif")));
        const QString problem = refusalProblem({QStringLiteral("render"), trace, option, picture, QStringLiteral("--caption-bar"),
                                                QStringLiteral("--cell-size"), QStringLiteral("2"), QStringLiteral("--to"),
                                                QStringLiteral("1")},
                                               QStringLiteral("give a smaller --cell-size (at most 1 for this board) and leave "
                                                              "out --caption-bar"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        // Following the advice works.
        const CliRun followed = cli({QStringLiteral("render"), trace, option, picture, QStringLiteral("--cell-size"),
                                     QStringLiteral("1"), QStringLiteral("--to"), QStringLiteral("1")});
        QVERIFY2(followed.exitCode == 0, followed.err.constData());
    }
}

void TestCliMessages::scenarioLengthsAreWrittenAlike()
{
    // The longest line of the maze benchmark, its optimal length made one longer: check and
    // run write the two lengths the same way, and run's cost as its note does.
    const QList<QByteArray> lines = readFile(data("maze512-1-0.map.scen")).trimmed().split('\n');
    QList<QByteArray> fields = lines.last().split('\t');
    const double optimal = fields.last().toDouble();
    QVERIFY2(optimal == std::floor(optimal) && optimal >= 1000, fields.last().constData());
    fields.last() = QByteArray::number(optimal + 1, 'f', 8);
    const QString scen = path(QStringLiteral("one.map.scen"));
    QVERIFY(writeFile(scen, "version 1\n" + fields.join('\t') + '\n'));

    const CliRun check = cli({QStringLiteral("check"), QStringLiteral("--map"), data("maze512-1-0.map"), QStringLiteral("--scen"), scen});
    QCOMPARE(check.exitCode, 1);
    const auto mismatch = QRegularExpression(QStringLiteral("expected (\\S+), found (\\S+)")).match(QString::fromUtf8(check.out));
    QVERIFY2(mismatch.hasMatch(), check.out.constData());
    const QString expected = mismatch.captured(1);
    const QString got = mismatch.captured(2);
    // Grouped in threes, as every count and cost is.
    QVERIFY2(expected.contains(u',') && got.contains(u','), qPrintable(expected + u' ' + got));

    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--map"), data("maze512-1-0.map"),
                            QStringLiteral("--scen"), scen, QStringLiteral("--index"), QStringLiteral("0"),
                            QStringLiteral("--set"), QStringLiteral("connectivity=8"), QStringLiteral("--set"),
                            QStringLiteral("heuristic=octile")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QString text = QString::fromUtf8(run.out);
    QVERIFY2(text.contains(QStringLiteral("cost %1").arg(got)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("the scenario line gives %1 as the optimal length; this run's cost is %2").arg(expected, got)),
             qPrintable(text));
}

void TestCliMessages::checkWithoutAPathSaysSo()
{
    // The start is walled in: no path, whose error is no number.
    const QString map = path(QStringLiteral("shut.map"));
    const QString scen = path(QStringLiteral("shut.map.scen"));
    QVERIFY(writeFile(map, "type octile\nheight 3\nwidth 3\nmap\n.@.\n@@.\n...\n"));
    QVERIFY(writeFile(scen, "version 1\n0\tshut.map\t3\t3\t0\t0\t2\t2\t2.82842712\n"));
    const QStringList check{QStringLiteral("check"), QStringLiteral("--map"), map, QStringLiteral("--scen"), scen};
    const CliRun text = cli(check);
    QCOMPARE(text.exitCode, 1);
    const QString out = QString::fromUtf8(text.out);
    QVERIFY2(!out.contains(QStringLiteral("largest error")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("1 scenario without a path found")), qPrintable(out));
    // A sentence as one reads it aloud, not "got no path found".
    QVERIFY2(out.contains(QStringLiteral("(0,0) -> (2,2): expected 2.82842712, found no path\n")), qPrintable(out));
    const CliRun json = cli(check + QStringList{QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 1);
    QVERIFY2(json.json().value(QStringLiteral("max_error")).isNull(), json.out.constData());
    QCOMPARE(json.json().value(QStringLiteral("without_path")).toInt(), 1);
}

void TestCliMessages::filesOfAnotherKindAreNamedAlike()
{
    const QString board = path(QStringLiteral("maze.txt"));
    QVERIFY(writeFile(board, "gridtrace-board 1\nsize 5 5\nrows\n.....\n.....\n.....\n.....\n.....\n"));
    const QString trace = path(QStringLiteral("small.json"));
    QVERIFY2(cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("4x4"), QStringLiteral("--from"),
                  QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("3,3"), QStringLiteral("--trace"), trace})
                 .exitCode == 0,
             "no trace");
    const QString map = data("arena.map");
    const QString scen = data("arena.map.scen");
    const QString boardKind = QStringLiteral("holds a GridTrace board, which gridtrace-cli run --board reads");
    const QString traceKind = QStringLiteral("holds a trace, which gridtrace-cli render reads");
    for (const auto &[arguments, mentions] : std::initializer_list<std::pair<QStringList, QString>>{
             {{QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--map"), board, QStringLiteral("--from"),
               QStringLiteral("1,1"), QStringLiteral("--to"), QStringLiteral("3,3")},
              boardKind + QStringLiteral("; --map takes a Moving AI map")},
             {{QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--map"), trace, QStringLiteral("--from"),
               QStringLiteral("1,1"), QStringLiteral("--to"), QStringLiteral("3,3")},
              traceKind + QStringLiteral("; --map takes a Moving AI map")},
             {{QStringLiteral("check"), QStringLiteral("--map"), trace, QStringLiteral("--scen"), scen},
              traceKind + QStringLiteral("; --map takes a Moving AI map")},
             {{QStringLiteral("check"), QStringLiteral("--map"), board, QStringLiteral("--scen"), scen},
              boardKind + QStringLiteral("; --map takes a Moving AI map")},
             {{QStringLiteral("check"), QStringLiteral("--map"), map, QStringLiteral("--scen"), board},
              boardKind + QStringLiteral("; --scen takes a Moving AI scenario list")},
             {{QStringLiteral("bench"), QStringLiteral("pathfinding"), QStringLiteral("--map"), map, QStringLiteral("--scen"), board},
              boardKind + QStringLiteral("; --scen takes a Moving AI scenario list")},
             {{QStringLiteral("bench"), QStringLiteral("pathfinding"), QStringLiteral("--map"), map, QStringLiteral("--scen"), trace},
              traceKind + QStringLiteral("; --scen takes a Moving AI scenario list")},
         }) {
        const QString problem = refusalProblem(arguments, mentions);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

void TestCliMessages::demoTakesWhatItsNotesAdvise()
{
    const QString snake = example("snake-drawn.json");
    const CliRun demo = cli({QStringLiteral("demo"), QStringLiteral("--example"), snake});
    QVERIFY2(demo.exitCode == 0, demo.err.constData());
    const QString text = QString::fromUtf8(demo.out);
    // Whatever the demo advises, it takes.
    const auto advice = QRegularExpression(QStringLiteral("--set (step-limit)=N")).match(text);
    QVERIFY2(advice.hasMatch(), qPrintable(text));
    const CliRun raised = cli({QStringLiteral("demo"), QStringLiteral("--example"), snake, QStringLiteral("--set"),
                               advice.captured(1) + QStringLiteral("=0")});
    QVERIFY2(raised.exitCode == 0, raised.err.constData());
    QVERIFY2(raised.out != demo.out, raised.out.constData());
    const QString problem = refusalProblem({QStringLiteral("demo"), QStringLiteral("--example"), snake, QStringLiteral("--set"),
                                            QStringLiteral("step-limit=-1")},
                                           QStringLiteral("step-limit"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCliMessages::patternDatabaseNotes()
{
    const QStringList bench{QStringLiteral("bench"), QStringLiteral("puzzle"), QStringLiteral("--solver"),
                            QStringLiteral("puzzle-optimal"), QStringLiteral("--size"), QStringLiteral("4"),
                            QStringLiteral("--games"), QStringLiteral("1")};
    // A cache folder that cannot be made: the consequence is said, with the program's name, in
    // --json too, where it is also among the notes. stderr is no terminal here: one line says
    // the build started, no percent counts up.
    const QString nowhere = QStringLiteral("/dev/null/cache");
    for (const bool json : {false, true}) {
        const CliRun uncached = cliWith(QStringLiteral("GRIDTRACE_CACHE_DIR"), nowhere,
                                        json ? bench + QStringList{QStringLiteral("--json")} : bench);
        QVERIFY2(uncached.exitCode == 0, uncached.err.constData());
        const QString err = QString::fromUtf8(uncached.err);
        QCOMPARE(err.count(QStringLiteral("building the 4 x 4 pattern databases")), json ? 0 : 1);
        QVERIFY2(!err.contains(u'%'), qPrintable(err));
        const auto note = QRegularExpression(QStringLiteral("^gridtrace-cli: the 4 x 4 pattern databases were built in \\S+ s for "
                                                            "this run only, since they could not be kept for next time: cannot "
                                                            "create the folder /dev/null/cache/puzzle$"),
                                             QRegularExpression::MultilineOption)
                              .match(err);
        QVERIFY2(note.hasMatch(), qPrintable(err));
        if (json) {
            const QJsonArray notes = uncached.json().value(QStringLiteral("notes")).toArray();
            QCOMPARE(notes.size(), 1);
            QCOMPARE(QStringLiteral("gridtrace-cli: ") + notes.first().toString(), note.captured(0));
        }
    }
}

void TestCliMessages::refusalsNameWhatWasTyped()
{
    const QString trace = path(QStringLiteral("a.gtrace"));
    QVERIFY(cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("4x4"), QStringLiteral("--from"),
                 QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("3,3"), QStringLiteral("--trace"), trace})
                .exitCode == 0);
    for (const auto &[arguments, mentions] : std::initializer_list<std::pair<QStringList, QString>>{
             {{QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("4x4"), QStringLiteral("--from"),
               QStringLiteral("99999999999999999999,1"), QStringLiteral("--to"), QStringLiteral("3,3")},
              QStringLiteral("--from takes a cell as x,y, each from 0 to 4,095 (the largest board is 4,096 x 4,096), not "
                             "\"99999999999999999999,1\"")},
             {{QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("-size"), QStringLiteral("4x4")},
              QStringLiteral("unknown option -size; options take two dashes: --size")},
             {{QStringLiteral("bench"), QStringLiteral("foo")}, QStringLiteral("not \"foo\"")},
             {{QStringLiteral("bench"), QStringLiteral("snake"), QStringLiteral("extra")}, QStringLiteral("\"extra\" is one word too many")},
             {{QStringLiteral("render"), trace, QStringLiteral("b.gtrace"), QStringLiteral("--png"), path(QStringLiteral("x.png"))},
              QStringLiteral("\"b.gtrace\" is one more")},
             {{QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("dfs"), QStringLiteral("--size"), QStringLiteral("4x4")},
              QStringLiteral("\"dfs\" is one more")},
             {{QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("extra1"), QStringLiteral("extra2"), QStringLiteral("--size"),
               QStringLiteral("5x5")},
              QStringLiteral("and 2 more words follow it: \"extra1\", \"extra2\"; see")},
             {{QStringLiteral("render"), trace, QStringLiteral("b.gtrace"), QStringLiteral("c d"), QStringLiteral("--png"),
               path(QStringLiteral("x.png"))},
              QStringLiteral("and 2 more words follow it: \"b.gtrace\", \"c d\"")},
             {{QStringLiteral("link")}, QStringLiteral("link takes one action: generate, solve or check a board")},
         }) {
        const QString problem = refusalProblem(arguments, mentions);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

void TestCliMessages::emptyAndOddJsonAreToldAlike()
{
    const QString empty = path(QStringLiteral("empty.json"));
    const QString blank = path(QStringLiteral("blank.json"));
    const QString list = path(QStringLiteral("arr.json"));
    QVERIFY(writeFile(empty, QByteArray()));
    QVERIFY(writeFile(blank, " \n\t\n"));
    QVERIFY(writeFile(list, "[]\n"));
    for (const QString &file : {empty, blank}) {
        for (const QStringList &arguments : {QStringList{QStringLiteral("demo"), QStringLiteral("--example"), file},
                                             QStringList{QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--board"), file}}) {
            const QString problem = refusalProblem(arguments, file + QStringLiteral(": the file is empty"));
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
    }
    for (const QStringList &arguments : {QStringList{QStringLiteral("demo"), QStringLiteral("--example"), list},
                                         QStringList{QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--board"), list}}) {
        const QString problem = refusalProblem(arguments, list + QStringLiteral(": not a GridTrace scenario: the JSON is not an object"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

void TestCliMessages::boardRefusalsNameTheFile()
{
    const QString walled = path(QStringLiteral("sw.board"));
    QVERIFY(writeFile(walled, "gridtrace-board 1\nsize 4 3\nstart 1 1\ngoal 3 2\nrows\n....\n.#..\n....\n"));
    QString problem = refusalProblem({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--board"), walled},
                                     walled + QStringLiteral(": the start (1,1) is a wall"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    // A board of the wrong size for a duel, plain text as a scenario would be.
    QByteArray rows;
    for (int y = 0; y < 15; ++y)
        rows += QByteArray(21, '.') + '\n';
    const QString duelBoard = path(QStringLiteral("mzb.board"));
    QVERIFY(writeFile(duelBoard, "gridtrace-board 1\nsize 21 15\nrows\n" + rows));
    problem = refusalProblem({QStringLiteral("run"), QStringLiteral("duel-flood-fill"), QStringLiteral("--board"), duelBoard,
                              QStringLiteral("--set"), QStringLiteral("map=board")},
                             duelBoard + QStringLiteral(": a duel board is"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCliMessages::parameterRefusalsNameNoFile()
{
    // A --set value was typed, not read from the board or map: the file is not what to correct.
    const QString board = path(QStringLiteral("e6.txt"));
    QVERIFY(writeFile(board, "gridtrace-board 1\nsize 5 2\nrows\n.....\n.....\n"));
    const QByteArray expected = "gridtrace-cli: parameter weight takes a number from 1 to 100, not \"0\"\n";
    const QStringList set{QStringLiteral("--set"), QStringLiteral("weight=0")};
    for (const QStringList &arguments :
         {QStringList{QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--board"), board, QStringLiteral("--from"),
                      QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("2,0")},
          QStringList{QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--map"), data("arena2.map"), QStringLiteral("--from"),
                      QStringLiteral("3,3"), QStringLiteral("--to"), QStringLiteral("4,3")},
          QStringList{QStringLiteral("demo"), QStringLiteral("--example"), example("astar-maze.json")}}) {
        const CliRun run = cli(arguments + set);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err, expected);
    }
    // A parameter the file itself holds is the file's to correct, and the refusal names it.
    QByteArray scenario = readFile(example("astar-maze.json"));
    QVERIFY(scenario.contains("\"weight\": 1"));
    scenario.replace("\"weight\": 1", "\"weight\": 0");
    const QString file = path(QStringLiteral("w0.json"));
    QVERIFY(writeFile(file, scenario));
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("--board"), file});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith("gridtrace-cli: " + file.toUtf8() + ": parameter weight"), run.err.constData());
}

void TestCliMessages::scenRefusalListsAsTheLanguageJoins()
{
    const CliRun run = cliInChinese({QStringLiteral("run"), QStringLiteral("snake-greedy"), QStringLiteral("--map"), data("arena2.map"),
                                     QStringLiteral("--scen"), data("arena2.map.scen"), QStringLiteral("--index"), QStringLiteral("3")});
    QCOMPARE(run.exitCode, 2);
    const QString message = QString::fromUtf8(run.err);
    QVERIFY2(message.contains(QStringLiteral("bfs、dfs、dijkstra")), qPrintable(message));
    QVERIFY2(!message.contains(QStringLiteral("bfs, dfs")), qPrintable(message));
}

void TestCliMessages::renderRefusesAnUnknownAlgorithm()
{
    const QString trace = path(QStringLiteral("nope.gtrace.json"));
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("5x5"),
                            QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("4,4"),
                            QStringLiteral("--trace"), trace});
    QCOMPARE(run.exitCode, 0);
    QByteArray content = readFile(trace);
    const qsizetype at = content.indexOf("\"algorithm\":\"bfs\"");
    QVERIFY2(at >= 0, content.left(200).constData());
    content.replace(at, qsizetype(sizeof("\"algorithm\":\"bfs\"")) - 1, "\"algorithm\":\"nope\"");
    QVERIFY(writeFile(trace, content));
    const QString handout = path(QStringLiteral("nope.html"));
    const QString problem = refusalProblem({QStringLiteral("render"), trace, QStringLiteral("--html"), handout},
                                           QStringLiteral("its header names the algorithm \"nope\", which this GridTrace does not know"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(!QFile::exists(handout));
}

void TestCliMessages::duelHelpStatesItsRanges()
{
    const CliRun help = cli({QStringLiteral("duel"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    const QString text = QString::fromUtf8(help.out).simplified();
    QVERIFY2(text.contains(QStringLiteral("How many games, 1 to 2,147,483,647")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("1 to 3,600,000")), qPrintable(text));
    // The largest value stated is taken, and one past it refused with the same range.
    QString problem = refusalProblem({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("kob-starter"), QStringLiteral("--b"),
                                      QStringLiteral("kob-starter"), QStringLiteral("--games"), QStringLiteral("2147483648")},
                                     QStringLiteral("1 to 2,147,483,647"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const CliRun usage = cli({QStringLiteral("--help")});
    QCOMPARE(usage.exitCode, 0);
    QVERIFY2(QString::fromUtf8(usage.out).simplified().contains(QStringLiteral("gridtrace-cli --version")), usage.out.constData());
    QCOMPARE(cli({QStringLiteral("--version")}).exitCode, 0);
}

void TestCliMessages::linkComparisonColumnsLineUp()
{
    // A pair walled apart has no link, beside pairs that have one.
    const QString board = path(QStringLiteral("apart.txt"));
    QVERIFY(writeFile(board, "1 . . . 1\n. # # # .\n. # 2 # .\n. # # # .\n2 . . . .\n"));
    const CliRun compare = cli({QStringLiteral("link"), QStringLiteral("compare"), QStringLiteral("--board"), board,
                                QStringLiteral("--all")});
    QVERIFY2(compare.exitCode == 0 || compare.exitCode == 1, compare.err.constData());
    const QString text = QString::fromUtf8(compare.out);
    QSet<int> columns;
    bool noLink = false;
    for (const QString &line : text.split(u'\n')) {
        const qsizetype at = line.indexOf(QStringLiteral("post:"));
        if (at < 0)
            continue;
        noLink = noLink || line.contains(QStringLiteral("min-turn: no link"));
        columns.insert(terminalColumns(line.left(at)));
    }
    QVERIFY2(noLink, qPrintable(text));
    QVERIFY2(columns.size() == 1, qPrintable(text));
}

QTEST_GUILESS_MAIN(TestCliMessages)
#include "tst_climessages.moc"
