// gridtrace-cli's texts as a user reads them: figures with nothing to be taken over, JSON
// errors by line and column, grouped numbers, lists wrapped to the terminal, boards with tiles,
// and what render and duel report.

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

#include "clirun.h"

#include "clifiles.h"

namespace {

QString grouped(qint64 number)
{
    return QLocale(QLocale::English).toString(number);
}

// How deep parentheses nest in the text: "(a (b))" is 2.
int parenthesisDepth(const QString &text)
{
    int depth = 0;
    int deepest = 0;
    for (const QChar c : text) {
        if (c == u'(')
            deepest = std::max(deepest, ++depth);
        else if (c == u')')
            --depth;
    }
    return deepest;
}

// The rows of the last board a demo drew: the `height` lines before the blank line above its
// legend.
QStringList lastBoardRows(const QString &text, int height)
{
    const QStringList lines = text.split(u'\n');
    qsizetype legend = -1;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines[i].startsWith(QStringLiteral("Legend: ")))
            legend = i;
    }
    if (legend < height + 1)
        return {};
    return lines.mid(legend - 1 - height, height);
}

QList<int> numbersIn(const QString &row)
{
    QList<int> numbers;
    static const QRegularExpression number(QStringLiteral("\\d+"));
    for (auto match = number.globalMatch(row); match.hasNext();)
        numbers << match.next().captured().toInt();
    return numbers;
}

} // namespace

class TestCliTexts : public QObject
{
    Q_OBJECT

private slots:
    void figuresOverNoGamesWonAreNull();
    void stepLimitIsTheLimit();
    void jsonErrorsSayLineAndColumn();
    void aDuelRecordWithAnUnknownMemberIsRefused();
    void checkGroupsItsCounts();
    void costsReadAsCosts();
    void benchTextsGroupTheirCounts();
    void captionBarStepIsGrouped();
    void listWrapsAtTheTerminal();
    void demoDrawsLianliankanTiles();
    void demoDrawsPuzzleNumbers();
    void legendEntriesStayWhole_data();
    void legendEntriesStayWhole();
    void duelFaultsNestNoParentheses();
    void renderJsonCountsWhatItWrote();
    void aPdfTitleTooLongIsSaid();
};

void TestCliTexts::figuresOverNoGamesWonAreNull()
{
    // seed-000 loses every one of these games: there are no moves to win to take a mean of.
    const QStringList bench{QStringLiteral("bench"), QStringLiteral("snake"), QStringLiteral("--ai"), QStringLiteral("seed-000"),
                            QStringLiteral("--size"), QStringLiteral("12x12"), QStringLiteral("--start-length"), QStringLiteral("2"),
                            QStringLiteral("--tail-rule"), QStringLiteral("strict"), QStringLiteral("--games"), QStringLiteral("5")};
    const CliRun json = cli(bench + QStringList{QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject result = json.json();
    QCOMPARE(result.value(QStringLiteral("wins")).toInt(), 0);
    QVERIFY2(result.value(QStringLiteral("mean_steps_wins")).isNull(), json.out.constData());
    QVERIFY2(result.value(QStringLiteral("median_steps_wins")).isNull(), json.out.constData());
    const CliRun text = cli(bench);
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("moves to win: mean \xe2\x80\x94, median \xe2\x80\x94"), text.out.constData());
}

void TestCliTexts::stepLimitIsTheLimit()
{
    const QStringList bench{QStringLiteral("bench"), QStringLiteral("snake"), QStringLiteral("--ai"), QStringLiteral("seed-000"),
                            QStringLiteral("--size"), QStringLiteral("3x3"), QStringLiteral("--start-length"), QStringLiteral("2"),
                            QStringLiteral("--tail-rule"), QStringLiteral("strict"), QStringLiteral("--games"), QStringLiteral("5"),
                            QStringLiteral("--json")};
    const QJsonObject result = cli(bench).json();
    // The limit is the free cells squared (the area inside the ring of walls), the same for
    // every game; how many games met it is a count of games.
    const int cells = result.value(QStringLiteral("cells")).toInt();
    QCOMPARE(cells, 9);
    QCOMPARE(result.value(QStringLiteral("step_limit")).toInt(), cells * cells);
    const int atLimit = result.value(QStringLiteral("games_at_step_limit")).toInt(-1);
    QVERIFY(atLimit > 0);
    QCOMPARE(result.value(QStringLiteral("wins")).toInt() + result.value(QStringLiteral("deaths")).toInt() + atLimit, 5);
}

void TestCliTexts::jsonErrorsSayLineAndColumn()
{
    QTemporaryDir folder;
    // A comma missing at the end of line 3.
    const QString scenario = folder.filePath(QStringLiteral("broken.json"));
    QVERIFY(writeFile(scenario, "{\n    \"format\": \"gridtrace-scenario\",\n    \"version\": 1\n"
                                "    \"algorithm\": \"astar\"\n}\n"));
    for (const QStringList &arguments : {QStringList{QStringLiteral("run"), QStringLiteral("--board"), scenario},
                                         QStringList{QStringLiteral("demo"), QStringLiteral("--example"), scenario}}) {
        const CliRun run = cli(arguments);
        QCOMPARE(run.exitCode, 2);
        const QString message = QString::fromUtf8(run.err).trimmed();
        QVERIFY2(message.startsWith(QStringLiteral("gridtrace-cli: %1: not valid JSON at line 4, column ").arg(scenario)),
                 qPrintable(message));
        // The reason in words, not the parser's terse text or a byte offset.
        QVERIFY2(!message.contains(QStringLiteral("byte")) && !message.contains(QStringLiteral("unterminated object")),
                 qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("\",\" is missing")), qPrintable(message));
    }
    // A duel record is read the same way, and counts lines and columns by characters.
    const QString record = folder.filePath(QStringLiteral("record.json"));
    QVERIFY(writeFile(record, "{\"format\": \"gridtrace-duel\",\n\"map\": \"\xc3\xa9\xc3\xa9\", \"version\": 1 2}\n"));
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("--board"), record});
    QCOMPARE(run.exitCode, 2);
    const QString message = QString::fromUtf8(run.err).trimmed();
    QVERIFY2(message.startsWith(QStringLiteral("gridtrace-cli: %1: not valid JSON at line 2, column ").arg(record)), qPrintable(message));
    // "1 2" starts at character 28 of line 2; the two é take four bytes but two columns.
    const int column = message.section(QStringLiteral("column "), 1).section(u':', 0, 0).toInt();
    QVERIFY2(column >= 28 && column <= 31, qPrintable(message));
}

void TestCliTexts::aDuelRecordWithAnUnknownMemberIsRefused()
{
    QTemporaryDir folder;
    const QString record = folder.filePath(QStringLiteral("game.json"));
    QCOMPARE(cli({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("kob-starter"), QStringLiteral("--b"),
                  QStringLiteral("random-safe"), QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--record"), record})
                 .exitCode,
             0);
    QJsonObject object = QJsonDocument::fromJson(readFile(record)).object();
    QVERIFY(object.contains(QStringLiteral("a_steps")));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("--board"), record}).exitCode, 0);
    // A misspelt member would be taken for a missing one.
    object.insert(QStringLiteral("a_step"), object.value(QStringLiteral("a_steps")));
    const QString misspelt = folder.filePath(QStringLiteral("misspelt.json"));
    QVERIFY(writeFile(misspelt, QJsonDocument(object).toJson()));
    const QString problem = refusalProblem({QStringLiteral("run"), QStringLiteral("--board"), misspelt}, QStringLiteral("\"a_step\""));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCliTexts::checkGroupsItsCounts()
{
    const QStringList check{QStringLiteral("check"), QStringLiteral("--map"), data("random512-10-0.map"), QStringLiteral("--scen"),
                            data("random512-10-0.map.scen"), QStringLiteral("--first"), QStringLiteral("1200")};
    const CliRun run = cli(check);
    QCOMPARE(run.exitCode, 0);
    const int scenarios = cli(check + QStringList{QStringLiteral("--json")}).json().value(QStringLiteral("scenarios")).toInt();
    QCOMPARE(scenarios, 1200);
    QVERIFY2(run.out.contains(QStringLiteral("in %1 of %1 scenario").arg(grouped(scenarios)).toUtf8()), run.out.constData());
}

void TestCliTexts::costsReadAsCosts()
{
    // Across an empty board 1,500 cells wide: 8-connected the cost has a fraction (30 diagonal
    // moves), 4-connected it is whole.
    for (const bool diagonal : {true, false}) {
        const QStringList run{QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--size"), QStringLiteral("1500x40"),
                              QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("1499,30"),
                              QStringLiteral("--set"), diagonal ? QStringLiteral("connectivity=8") : QStringLiteral("connectivity=4")};
        const double cost = cli(run + QStringList{QStringLiteral("--json")}).json().value(QStringLiteral("cost")).toDouble();
        QVERIFY(cost > 1000);
        QCOMPARE(cost != std::floor(cost), diagonal);
        const QString expected = diagonal ? QLocale(QLocale::English).toString(cost, 'f', 2) : grouped(qint64(cost));
        const CliRun text = cli(run);
        QVERIFY2(text.out.contains(QStringLiteral(", cost %1, after").arg(expected).toUtf8()),
                 qPrintable(expected + QStringLiteral(" in ") + QString::fromUtf8(text.out)));
    }
}

void TestCliTexts::benchTextsGroupTheirCounts()
{
    const CliRun snake = cli({QStringLiteral("bench"), QStringLiteral("snake"), QStringLiteral("--ai"), QStringLiteral("seed-000"),
                              QStringLiteral("--size"), QStringLiteral("3x3"), QStringLiteral("--start-length"), QStringLiteral("2"),
                              QStringLiteral("--games"), QStringLiteral("1200")});
    QCOMPARE(snake.exitCode, 0);
    QVERIFY2(snake.out.contains(QStringLiteral("%1 games from seed 1").arg(grouped(1200)).toUtf8()), snake.out.constData());
    const CliRun path = cli({QStringLiteral("bench"), QStringLiteral("pathfinding"), QStringLiteral("--map"), data("random512-10-0.map"),
                             QStringLiteral("--scen"), data("random512-10-0.map.scen"), QStringLiteral("--first"), QStringLiteral("1200")});
    QCOMPARE(path.exitCode, 0);
    QVERIFY2(path.out.contains(QStringLiteral("on %1 scenarios").arg(grouped(1200)).toUtf8()), path.out.constData());
}

void TestCliTexts::captionBarStepIsGrouped()
{
    QTemporaryDir folder;
    const QString trace = folder.filePath(QStringLiteral("long.gtrace"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("dijkstra"), QStringLiteral("--map"), data("arena2.map"), QStringLiteral("--scen"),
                  data("arena2.map.scen"), QStringLiteral("--index"), QStringLiteral("900"), QStringLiteral("--trace"), trace})
                 .exitCode,
             0);
    const QString svg = folder.filePath(QStringLiteral("step.svg"));
    const CliRun render = cli({QStringLiteral("render"), trace, QStringLiteral("--from"), QStringLiteral("1234"),
                               QStringLiteral("--svg"), svg, QStringLiteral("--caption-bar"), QStringLiteral("--cell-size"),
                               QStringLiteral("2"), QStringLiteral("--json")});
    QCOMPARE(render.exitCode, 0);
    const qint64 steps = render.json().value(QStringLiteral("steps")).toInteger();
    QVERIFY(steps >= 10'000);
    const QString picture = QString::fromUtf8(readFile(svg));
    QVERIFY2(picture.contains(QStringLiteral("Step %1 of %2").arg(grouped(1234), grouped(steps))),
             qPrintable(picture.mid(picture.indexOf(QStringLiteral("Step")), 40)));
}

void TestCliTexts::listWrapsAtTheTerminal()
{
    // Not a terminal: 80 columns, in either language.
    for (const CliRun &run : {cli({QStringLiteral("list")}), cliInChinese({QStringLiteral("list")})}) {
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = QString::fromUtf8(run.out).split(u'\n');
        QVERIFY(lines.size() > 50);
        for (const QString &line : lines)
            QVERIFY2(terminalColumns(line) <= 80, qPrintable(QStringLiteral("%1 columns: %2").arg(terminalColumns(line)).arg(line)));
    }
    // A description's lines after its first hang under it, deeper than the entry's first line.
    const QStringList lines = QString::fromUtf8(cli({QStringLiteral("list")}).out).split(u'\n');
    const qsizetype bfs = lines.indexOf(QRegularExpression(QStringLiteral("bfs  \\[pathfinding\\].*")));
    QVERIFY(bfs >= 0 && bfs + 2 < lines.size());
    QVERIFY2(lines[bfs + 1].startsWith(QStringLiteral("    ")) && !lines[bfs + 1].startsWith(QStringLiteral("     ")),
             qPrintable(lines[bfs + 1]));
    QVERIFY2(lines[bfs + 2].startsWith(QStringLiteral("      ")) && !lines[bfs + 2].startsWith(QStringLiteral("       ")),
             qPrintable(lines[bfs + 2]));
    // Whole-number ranges are grouped as counts are: the largest one listed shows its commas.
    qint64 largest = 0;
    for (const QJsonValue algorithm : cli({QStringLiteral("list"), QStringLiteral("--json")}).json().value(QStringLiteral("algorithms")).toArray()) {
        for (const QJsonValue parameter : algorithm.toObject().value(QStringLiteral("parameters")).toArray()) {
            if (parameter.toObject().value(QStringLiteral("type")).toString() == u"integer")
                largest = std::max(largest, qint64(parameter.toObject().value(QStringLiteral("maximum")).toDouble()));
        }
    }
    QVERIFY(largest >= 1000);
    QVERIFY2(lines.join(u'\n').contains(QStringLiteral("..%1").arg(grouped(largest))), qPrintable(grouped(largest)));
}

void TestCliTexts::demoDrawsLianliankanTiles()
{
    const QString file = example("link-ring.json");
    const QJsonObject scenario = QJsonDocument::fromJson(readFile(file)).object();
    const QJsonArray tiles = scenario.value(QStringLiteral("tiles")).toArray();
    const CliRun run = cli({QStringLiteral("demo"), QStringLiteral("--example"), file, QStringLiteral("--frames"), QStringLiteral("1")});
    QCOMPARE(run.exitCode, 0);
    const QString text = QString::fromUtf8(run.out);
    const QStringList rows = lastBoardRows(text, int(tiles.size()));
    QCOMPARE(rows.size(), tiles.size());
    // A link takes no tile away: every row shows its tiles' kinds, in order.
    for (qsizetype y = 0; y < tiles.size(); ++y) {
        QList<int> kinds;
        for (const QJsonValue tile : tiles[y].toArray()) {
            if (tile.toInt() > 0)
                kinds << tile.toInt();
        }
        QCOMPARE(numbersIn(rows[y]), kinds);
    }
    QVERIFY2(text.contains(QStringLiteral("1..16 a tile of that kind")), qPrintable(text));
}

void TestCliTexts::demoDrawsPuzzleNumbers()
{
    QTemporaryDir folder;
    const QString board = folder.filePath(QStringLiteral("puzzle.txt"));
    QVERIFY(writeFile(board, "1 2 3\n4 0 5\n7 8 6\n"));
    const QString scenario = folder.filePath(QStringLiteral("puzzle.json"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("layered"), QStringLiteral("--board"), board, QStringLiteral("--save-scenario"),
                  scenario}).exitCode,
             0);
    const CliRun run = cli({QStringLiteral("demo"), QStringLiteral("--example"), scenario, QStringLiteral("--frames"), QStringLiteral("1")});
    QCOMPARE(run.exitCode, 0);
    // The last frame is the solved puzzle.
    const QStringList rows = lastBoardRows(QString::fromUtf8(run.out), 3);
    QCOMPARE(rows.size(), 3);
    QCOMPARE(numbersIn(rows[0]), (QList<int>{1, 2, 3}));
    QCOMPARE(numbersIn(rows[1]), (QList<int>{4, 5, 6}));
    QCOMPARE(numbersIn(rows[2]), (QList<int>{7, 8}));
}

void TestCliTexts::legendEntriesStayWhole_data()
{
    QTest::addColumn<QString>("example");
    for (const char *name : {"astar-maze.json", "duel-alphabeta.json", "hamilton-cycle.json", "snake-drawn.json", "link-ring.json"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestCliTexts::legendEntriesStayWhole()
{
    QFETCH(QString, example);
    const QStringList arguments{QStringLiteral("demo"), QStringLiteral("--example"), clifiles::example(example.toUtf8().constData()),
                                QStringLiteral("--frames"), QStringLiteral("1")};
    for (const CliRun &run : {cli(arguments), cliInChinese(arguments)}) {
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = QString::fromUtf8(run.out).split(u'\n');
        const qsizetype first = std::find_if(lines.begin(), lines.end(), [](const QString &line) {
                                    return line.startsWith(QStringLiteral("Legend: ")) || line.startsWith(QStringLiteral("图例："));
                                }) - lines.begin();
        QVERIFY2(first < lines.size(), run.out.constData());
        // The legend runs to the summary line, which tells what was recorded: every legend
        // line but its last ends with the separator between two entries.
        const qsizetype summary = std::find_if(lines.begin() + first, lines.end(), [](const QString &line) {
                                      return line.contains(QStringLiteral(" recorded.")) || line.contains(QStringLiteral("记录了"));
                                  }) - lines.begin();
        QVERIFY2(summary < lines.size() && summary > first, run.out.constData());
        for (qsizetype i = first; i < summary; ++i) {
            const bool separated = lines[i].endsWith(u',') || lines[i].endsWith(u'，');
            QVERIFY2(separated == (i + 1 < summary), qPrintable(lines.mid(first, summary - first).join(u'\n')));
        }
    }
}

void TestCliTexts::duelFaultsNestNoParentheses()
{
    // A bot that fails with a detail that has parentheses of its own: "crashed (signal ...)" or,
    // here, an exit code and its last error line.
    QTemporaryDir folder;
    const QString bot = folder.filePath(QStringLiteral("bot.sh"));
    QVERIFY(writeFile(bot, "#!/bin/sh\necho 'no (direction)' >&2\nexit 3\n"));
    QVERIFY(QFile::setPermissions(bot, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    const CliRun run = cli({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("exec:") + bot, QStringLiteral("--b"),
                            QStringLiteral("random-safe"), QStringLiteral("--games"), QStringLiteral("1")});
    QCOMPARE(run.exitCode, 0);
    const QString text = QString::fromUtf8(run.out);
    const qsizetype at = text.indexOf(QStringLiteral("  game 1 (seed 1), a: "));
    QVERIFY2(at >= 0, qPrintable(text));
    const QString line = text.mid(at).section(u'\n', 0, 0);
    QVERIFY2(line.contains(QStringLiteral("exited with code 3")), qPrintable(line));
    QVERIFY2(parenthesisDepth(line) <= 1, qPrintable(line));
}

void TestCliTexts::renderJsonCountsWhatItWrote()
{
    QTemporaryDir folder;
    const QString trace = folder.filePath(QStringLiteral("maze.gtrace"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("--board"), example("astar-maze.json"), QStringLiteral("--trace"), trace}).exitCode,
             0);
    const CliRun run = cli({QStringLiteral("render"), trace, QStringLiteral("--from"), QStringLiteral("10"), QStringLiteral("--to"),
                            QStringLiteral("40"), QStringLiteral("--every"), QStringLiteral("10"), QStringLiteral("--gif"),
                            folder.filePath(QStringLiteral("a.gif")), QStringLiteral("--svg"), folder.filePath(QStringLiteral("a.svg")),
                            QStringLiteral("--pdf"), folder.filePath(QStringLiteral("a.pdf")), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QHash<QString, QJsonObject> written;
    for (const QJsonValue entry : run.json().value(QStringLiteral("written")).toArray())
        written.insert(entry.toObject().value(QStringLiteral("kind")).toString(), entry.toObject());
    // Steps 10, 20, 30 and 40; the single picture shows --from.
    QCOMPARE(written.value(QStringLiteral("gif")).value(QStringLiteral("frames")).toInt(), 4);
    QCOMPARE(written.value(QStringLiteral("svg")).value(QStringLiteral("step")).toInt(), 10);
    QCOMPARE(written.value(QStringLiteral("pdf")).value(QStringLiteral("steps")).toInt(), 4);
    QCOMPARE(written.value(QStringLiteral("pdf")).value(QStringLiteral("pages")).toInt(), 2);
}

void TestCliTexts::aPdfTitleTooLongIsSaid()
{
    QTemporaryDir folder;
    const QString trace = folder.filePath(QStringLiteral("maze.gtrace"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("--board"), example("astar-maze.json"), QStringLiteral("--trace"), trace}).exitCode,
             0);
    const QString pdf = folder.filePath(QStringLiteral("handout.pdf"));
    const QString title = QStringLiteral("A* on the maze, step by step, ").repeated(12);
    const CliRun run = cli({QStringLiteral("render"), trace, QStringLiteral("--to"), QStringLiteral("10"), QStringLiteral("--pdf"), pdf,
                            QStringLiteral("--title"), title});
    QVERIFY2(run.exitCode != 0, run.out.constData());
    QVERIFY2(run.err.contains("title") && run.err.contains("shorten"), run.err.constData());
    QVERIFY(!QFile::exists(pdf));
    // A title of a few lines is wrapped whole.
    QCOMPARE(cli({QStringLiteral("render"), trace, QStringLiteral("--to"), QStringLiteral("10"), QStringLiteral("--pdf"), pdf,
                  QStringLiteral("--title"), title.left(120)})
                 .exitCode,
             0);
    QVERIFY(QFile::exists(pdf));
}

QTEST_GUILESS_MAIN(TestCliTexts)
#include "tst_clitexts.moc"
