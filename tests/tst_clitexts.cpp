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
#include <QStandardPaths>
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
    void countsAreGroupedAndSeedsAreNot();
    void fileErrorsAndCaptionsCountInWords();
    void duelRecordFaultsNameTheMember();
    void refusalsSpeakOneStyle();
    void figuresArePlainDecimals();
    void oneDuelGameChangesNoSides();
    void listKeepsNumbersWithTheirUnits();
    void outputsSayWhereTheyWent();
    void aWrappedNameStaysApartFromItsDescription();
    void aBrokenTraceNamesItsStepsAsTheWindowDoes();
    void aTraceHeaderOutOfRangeIsRefused();
    void aLianliankanGridSaysItsSizeOnce();
    void textsHoldingPlacesAreShownAsTheyAre();
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
    QVERIFY2(text.contains(QStringLiteral("1..16 A tile of that kind")), qPrintable(text));
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

void TestCliTexts::countsAreGroupedAndSeedsAreNot()
{
    const CliRun puzzle = cli({QStringLiteral("run"), QStringLiteral("layered"), QStringLiteral("--size"), QStringLiteral("20x20")});
    QCOMPARE(puzzle.exitCode, 0);
    const QString solved = QString::fromUtf8(puzzle.out).section(u'\n', 0, 0);
    QVERIFY2(solved.contains(QRegularExpression(QStringLiteral("^Solved in \\d{1,3}(,\\d{3})+ moves"))), qPrintable(solved));

    const CliRun demo = cli({QStringLiteral("demo"), QStringLiteral("--example"), example("duel-alphabeta.json")});
    QCOMPARE(demo.exitCode, 0);
    const QString demoText = QString::fromUtf8(demo.out);
    QVERIFY(demoText.contains(QStringLiteral(" positions searched")));
    QVERIFY2(!demoText.contains(QRegularExpression(QStringLiteral("\\d{4} positions searched"))), qPrintable(demoText));

    const CliRun help = cli({QStringLiteral("duel"), QStringLiteral("--help")});
    QVERIFY2(help.out.contains("(default 2,000)"), help.out.constData());

    // A seed is a name for a game, read and typed back as digits.
    const QString largest = QStringLiteral("18446744073709551615");
    for (const QString &seed : {largest, QStringLiteral("abc")}) {
        const QStringList arguments{QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("flood-fill"), QStringLiteral("--b"),
                                    QStringLiteral("random-safe"), QStringLiteral("--games"), QStringLiteral("2"),
                                    QStringLiteral("--seed"), seed};
        QCOMPARE(refusalProblem(arguments, largest), QString());
        QVERIFY2(!cli(arguments).err.contains("18,446"), cli(arguments).err.constData());
    }
}

void TestCliTexts::fileErrorsAndCaptionsCountInWords()
{
    QTemporaryDir folder;
    const QString puzzle = folder.filePath(QStringLiteral("ragged.txt"));
    QVERIFY(writeFile(puzzle, "1 2 3\n4\n7 8 0\n"));
    // A 0 makes it a puzzle: only that reading is told.
    QCOMPARE(refusalProblem({QStringLiteral("run"), QStringLiteral("layered"), QStringLiteral("--board"), puzzle},
                            QStringLiteral("not a sliding puzzle: line 2 has 1 number where line 1 has 3")),
             QString());
    const QString link = folder.filePath(QStringLiteral("link.txt"));
    QVERIFY(writeFile(link, "1 2 3 4\n4\n"));
    QCOMPARE(refusalProblem({QStringLiteral("link"), QStringLiteral("solve"), QStringLiteral("--board"), link},
                            QStringLiteral("line 2 has 1 cell where line 1 has 4")),
             QString());

    const QString record = folder.filePath(QStringLiteral("record.json"));
    QCOMPARE(cli({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("flood-fill"), QStringLiteral("--b"),
                  QStringLiteral("alphabeta"), QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--record"), record})
                 .exitCode,
             0);
    QJsonObject game = QJsonDocument::fromJson(readFile(record)).object();
    game.insert(QStringLiteral("map"), QStringLiteral("1"));
    QVERIFY(writeFile(record, QJsonDocument(game).toJson()));
    QCOMPARE(refusalProblem({QStringLiteral("run"), QStringLiteral("--board"), record}, QStringLiteral("this one has 1 character")),
             QString());
    QVERIFY(!cli({QStringLiteral("run"), QStringLiteral("--board"), record}).err.contains("1 characters"));

    // One diagonal move: "1 move", "1 cell", and the cost as run rounds it.
    const QString scenario = folder.filePath(QStringLiteral("diagonal.json"));
    QVERIFY(writeFile(scenario, R"({"format": "gridtrace-scenario", "version": 1, "algorithm": "astar",
        "board": {"width": 2, "height": 2, "rows": ["..", ".."]}, "start": [0, 0], "goal": [1, 1],
        "parameters": {"connectivity": "8", "heuristic": "octile", "tie-break": "larger-g", "weight": 1}})"));
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("--board"), scenario});
    QVERIFY2(run.out.contains("cost 1.41,"), run.out.constData());
    const CliRun demo = cli({QStringLiteral("demo"), QStringLiteral("--example"), scenario, QStringLiteral("--frames"), QStringLiteral("1")});
    const QString caption = QString::fromUtf8(demo.out).simplified();
    QVERIFY2(caption.contains(QStringLiteral("a path of 1 move costing 1.41 (cells expanded: 1)")), qPrintable(caption));
    const QString trace = folder.filePath(QStringLiteral("diagonal.gtrace.json"));
    const QString html = folder.filePath(QStringLiteral("diagonal.html"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("--board"), scenario, QStringLiteral("--trace"), trace}).exitCode, 0);
    QCOMPARE(cli({QStringLiteral("render"), trace, QStringLiteral("--html"), html}).exitCode, 0);
    const QByteArray page = readFile(html);
    QVERIFY(page.contains("costing 1.41 (cells expanded: 1)"));
    QVERIFY(!page.contains("1.414"));
}

void TestCliTexts::duelRecordFaultsNameTheMember()
{
    QTemporaryDir folder;
    const QString record = folder.filePath(QStringLiteral("record.json"));
    QCOMPARE(cli({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("flood-fill"), QStringLiteral("--b"),
                  QStringLiteral("alphabeta"), QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--record"), record})
                 .exitCode,
             0);
    const QByteArray text = readFile(record);
    const QJsonObject game = QJsonDocument::fromJson(text).object();
    const auto refusal = [&folder](const QByteArray &content, const QString &mentions) {
        const QString file = folder.filePath(QStringLiteral("edited.json"));
        if (!writeFile(file, content))
            return QStringLiteral("cannot write %1").arg(file);
        return refusalProblem({QStringLiteral("run"), QStringLiteral("--board"), file}, file + QStringLiteral(": ") + mentions);
    };
    QJsonObject edited = game;
    edited.insert(QStringLiteral("a_sx"), QStringLiteral("x"));
    QCOMPARE(refusal(QJsonDocument(edited).toJson(), QStringLiteral("\"a_sx\" is not a number")), QString());
    edited = game;
    edited.remove(QStringLiteral("b_steps"));
    QCOMPARE(refusal(QJsonDocument(edited).toJson(), QStringLiteral("\"b_steps\" is missing")), QString());
    // The second "loser" would win over the first unseen.
    const QString other = game.value(QStringLiteral("loser")).toString() == u"A" ? QStringLiteral("B") : QStringLiteral("A");
    QByteArray twice = text.trimmed();
    twice.chop(1);
    twice += ",\n    \"loser\": \"" + other.toUtf8() + "\"\n}\n";
    QCOMPARE(refusal(twice, QStringLiteral("\"loser\" appears twice")), QString());
    // A text holding a quoted name and a colon is no second member.
    edited = game;
    edited.insert(QStringLiteral("a_bot"), QStringLiteral("\"loser\": \\ {"));
    QVERIFY(writeFile(record, QJsonDocument(edited).toJson()));
    const CliRun replay = cli({QStringLiteral("run"), QStringLiteral("--board"), record});
    QVERIFY2(replay.exitCode == 0, replay.err.constData());

    const QString scenario = folder.filePath(QStringLiteral("nope.json"));
    QVERIFY(writeFile(scenario, R"({"format": "gridtrace-scenario", "version": 1, "algorithm": "nope",
        "board": {"width": 2, "height": 2, "rows": ["..", ".."]}, "start": [0, 0], "goal": [1, 1]})"));
    QCOMPARE(refusalProblem({QStringLiteral("run"), QStringLiteral("--board"), scenario},
                            scenario + QStringLiteral(": unknown algorithm \"nope\"")),
             QString());
}

void TestCliTexts::refusalsSpeakOneStyle()
{
    QTemporaryDir folder;
    QCOMPARE(refusalProblem({QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--size"), QStringLiteral("5x5"),
                             QStringLiteral("--set"), QStringLiteral("foo=1")},
                            QStringLiteral("unknown parameter \"foo\" (known: ")),
             QString());
    // A trace of 6 steps.
    const QString scenario = folder.filePath(QStringLiteral("diagonal.json"));
    QVERIFY(writeFile(scenario, R"({"format": "gridtrace-scenario", "version": 1, "algorithm": "astar",
        "board": {"width": 2, "height": 2, "rows": ["..", ".."]}, "start": [0, 0], "goal": [1, 1],
        "parameters": {"connectivity": "8"}})"));
    const QString trace = folder.filePath(QStringLiteral("diagonal.gtrace.json"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("--board"), scenario, QStringLiteral("--trace"), trace}).exitCode, 0);
    const QString gif = folder.filePath(QStringLiteral("steps.gif"));
    const QString html = folder.filePath(QStringLiteral("steps.html"));
    const QString pdf = folder.filePath(QStringLiteral("steps.pdf"));
    const QStringList render{QStringLiteral("render"), trace};
    const QList<std::pair<QStringList, QString>> refusals{
        {{QStringLiteral("--gif"), gif, QStringLiteral("--title"), QStringLiteral("x")}, QStringLiteral("--title is for --pdf and --html")},
        {{QStringLiteral("--gif"), gif, QStringLiteral("--fps"), QStringLiteral("0")}, QStringLiteral("--fps takes 0.1 to 100")},
        {{QStringLiteral("--pdf"), pdf, QStringLiteral("--per-page"), QStringLiteral("3")}, QStringLiteral("--per-page takes 1, 2, 4 or 6")},
        {{QStringLiteral("--gif"), gif, QStringLiteral("--to"), QStringLiteral("9")}, QStringLiteral("--to takes a step from 0 to 6")},
        {{QStringLiteral("--gif"), gif, QStringLiteral("--from"), QStringLiteral("3"), QStringLiteral("--every"), QStringLiteral("20")},
         QStringLiteral("--every takes a whole number of steps from 1 to 3 (the length of the range, steps 3 to 6), not \"20\"")},
        {{QStringLiteral("--gif"), gif, QStringLiteral("--from"), QStringLiteral("3"), QStringLiteral("--to"), QStringLiteral("4"),
          QStringLiteral("--every"), QStringLiteral("5")},
         QStringLiteral("from 1 to 1 (the length of the range, steps 3 to 4)")},
        {{QStringLiteral("--gif"), gif, QStringLiteral("--from"), QStringLiteral("3"), QStringLiteral("--to"), QStringLiteral("3"),
          QStringLiteral("--every"), QStringLiteral("1")},
         QStringLiteral("--every thins a range of steps, and the one chosen holds only step 3")},
        {{QStringLiteral("--html"), html, QStringLiteral("--title"), QString()}, QStringLiteral("--title needs a text")},
        {{QStringLiteral("--html"), html, QStringLiteral("--title"), QStringLiteral("  ")}, QStringLiteral("--title needs a text")},
    };
    for (const auto &[arguments, mentions] : refusals)
        QCOMPARE(refusalProblem(render + arguments, mentions), QString());
    QVERIFY(!QFile::exists(gif) && !QFile::exists(html) && !QFile::exists(pdf));
    // The whole range in one step of --every is the range's two ends.
    QCOMPARE(cli(render + QStringList{QStringLiteral("--gif"), gif, QStringLiteral("--from"), QStringLiteral("3"),
                                      QStringLiteral("--every"), QStringLiteral("3")})
                 .exitCode,
             0);
}

void TestCliTexts::figuresArePlainDecimals()
{
    static const QRegularExpression exponent(QStringLiteral("\\de[+-]\\d"));
    const QStringList set{QStringLiteral("--map"), data("random512-10-0.map"), QStringLiteral("--scen"), data("random512-10-0.map.scen"),
                          QStringLiteral("--first")};
    // A run of a few microseconds beside its rate.
    const QString bench = QString::fromUtf8(cli(QStringList{QStringLiteral("bench"), QStringLiteral("pathfinding")} + set
                                                + QStringList{QStringLiteral("1")})
                                                .out);
    static const QRegularExpression milliseconds(QStringLiteral("(untraced|traced) +([\\d,.]+) ms"));
    int figures = 0;
    for (auto match = milliseconds.globalMatch(bench); match.hasNext(); ++figures) {
        const QString figure = match.next().captured(2);
        QVERIFY2(figure.contains(QRegularExpression(QStringLiteral("[1-9]"))), qPrintable(bench));
    }
    QCOMPARE(figures, 2);
    // Errors of a few hundred-millionths (the files' rounding) and of thousands.
    const CliRun astar = cli(QStringList{QStringLiteral("check")} + set + QStringList{QStringLiteral("20")});
    QVERIFY2(astar.out.contains("(largest error < 0.000001)"), astar.out.constData());
    const CliRun dfs = cli(QStringList{QStringLiteral("check")} + set
                           + QStringList{QStringLiteral("20"), QStringLiteral("--algo"), QStringLiteral("dfs")});
    const QString dfsText = QString::fromUtf8(dfs.out).section(u'\n', 0, 0);
    QVERIFY2(dfsText.contains(QRegularExpression(QStringLiteral("largest error \\d{1,3}(,\\d{3})+\\)"))), qPrintable(dfsText));
    QVERIFY2(!dfsText.contains(exponent), qPrintable(dfsText));

    // The trace holds fewer changes than the limit: the note says the limit was not passed.
    const CliRun capped = cli({QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--size"), QStringLiteral("10x10"),
                               QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("9,9"),
                               QStringLiteral("--max-trace-changes"), QStringLiteral("10")});
    QVERIFY2(capped.out.contains("and 8 changes."), capped.out.constData());
    QVERIFY2(capped.out.contains("stopped before passing 10 changes (the trace limit)"), capped.out.constData());
    QVERIFY(!capped.out.contains("stopped at"));
}

void TestCliTexts::oneDuelGameChangesNoSides()
{
    const QStringList duel{QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("flood-fill"), QStringLiteral("--b"),
                           QStringLiteral("random-safe"), QStringLiteral("--games")};
    const CliRun one = cli(duel + QStringList{QStringLiteral("1")});
    QCOMPARE(one.exitCode, 0);
    QVERIFY2(one.out.startsWith("a = flood-fill, b = random-safe: 1 game from seed 1.\n"), one.out.constData());
    const CliRun two = cli(duel + QStringList{QStringLiteral("2")});
    QVERIFY2(two.out.contains("2 games from seed 1, the sides changing every game."), two.out.constData());
    const CliRun chinese = cliInChinese(duel + QStringList{QStringLiteral("1")});
    QCOMPARE(chinese.exitCode, 0);
    QVERIFY2(!QString::fromUtf8(chinese.out).contains(QStringLiteral("每局交换位置")), chinese.out.constData());
}

void TestCliTexts::listKeepsNumbersWithTheirUnits()
{
    for (const CliRun &run : {cli({QStringLiteral("list")}), cliInChinese({QStringLiteral("list")})}) {
        QCOMPARE(run.exitCode, 0);
        const QString text = QString::fromUtf8(run.out);
        // A text parameter that is empty unless set.
        QVERIFY2(!text.contains(QRegularExpression(QStringLiteral("(default|默认) ?[)）]"))), qPrintable(text));
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral("\\n    a-steps ?[(（][^,，]+[)）](: |：)"))), qPrintable(text));
        // A line that ends in a number and goes on in the next has left the number's unit behind.
        const QStringList lines = text.split(u'\n');
        for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
            const bool continued = lines[i + 1].startsWith(QStringLiteral("      "));
            QVERIFY2(!(continued && !lines[i].isEmpty() && lines[i].back().isDigit()),
                     qPrintable(lines[i] + u'\n' + lines[i + 1]));
        }
    }
}

void TestCliTexts::outputsSayWhereTheyWent()
{
    QTemporaryDir folder;
    const QStringList run{QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--size"), QStringLiteral("5x5"),
                          QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("4,4")};
    QVERIFY(cli({QStringLiteral("run"), QStringLiteral("--help")}).out.contains(".gtrace.json"));
    const QString plain = folder.filePath(QStringLiteral("plainname"));
    const CliRun renamed = cli(run + QStringList{QStringLiteral("--trace"), plain});
    QCOMPARE(renamed.exitCode, 0);
    QVERIFY(QFile::exists(plain + QStringLiteral(".gtrace.json")));
    QVERIFY2(renamed.out.contains(QStringLiteral("--trace wrote %1.gtrace.json").arg(QDir::toNativeSeparators(plain)).toUtf8()),
             renamed.out.constData());
    // A name kept as given needs no word.
    const CliRun kept = cli(run + QStringList{QStringLiteral("--trace"), plain + QStringLiteral(".gtrace")});
    QCOMPARE(kept.exitCode, 0);
    QVERIFY2(!kept.out.contains("wrote"), kept.out.constData());
#ifndef Q_OS_WIN
    // Two names of one file, through a link: both named as given.
    const QString target = folder.filePath(QStringLiteral("db.json"));
    const QString link = folder.filePath(QStringLiteral("da.json"));
    QVERIFY(writeFile(target, "{}"));
    QVERIFY(QFile::link(target, link));
    QCOMPARE(refusalProblem(run + QStringList{QStringLiteral("--trace"), link, QStringLiteral("--save-scenario"), target},
                            QStringLiteral("--trace %1 and --save-scenario %2 are the same file").arg(link, target)),
             QString());
#endif
}

void TestCliTexts::aWrappedNameStaysApartFromItsDescription()
{
    // The list wraps to a terminal's width, which only a terminal has.
    if (QStandardPaths::findExecutable(QStringLiteral("script")).isEmpty() || QStandardPaths::findExecutable(QStringLiteral("stty")).isEmpty())
        QSKIP("no script(1) to give the command a terminal 40 columns wide");
    QProcess process;
    process.start(QStringLiteral("script"), {QStringLiteral("-qec"), QStringLiteral("stty cols 40; '%1' list").arg(QStringLiteral(GRIDTRACE_CLI)),
                                             QStringLiteral("/dev/null")});
    const QString text = QString::fromUtf8(finishedRun(process, 60'000).out).remove(u'\r');
    const QStringList lines = text.split(u'\n');
    QVERIFY(lines.size() > 100);
    const auto indent = [](const QString &line) { return int(line.size() - QStringView(line).trimmed().size()); };
    int names = 0;
    for (const QJsonValue algorithm : cli({QStringLiteral("list"), QStringLiteral("--json")}).json().value(QStringLiteral("algorithms")).toArray()) {
        const QJsonObject entry = algorithm.toObject();
        const QString head = QStringLiteral("%1  [%2]  ").arg(entry.value(QStringLiteral("id")).toString(),
                                                               entry.value(QStringLiteral("family")).toString());
        // A head too wide to leave the name a column of its own ends its line.
        const qsizetype at = lines.indexOf(QRegularExpression(QRegularExpression::escape(head.trimmed()) + QStringLiteral("(  .*)?")));
        QVERIFY2(at >= 0, qPrintable(head));
        // The name's lines: those indented neither as the description's first line (4) nor
        // as its later ones (6).
        QString name = lines[at].mid(head.size());
        for (qsizetype i = at + 1; i < lines.size() && indent(lines[i]) != 4 && indent(lines[i]) != 6 && indent(lines[i]) > 0; ++i)
            name += u' ' + lines[i].trimmed();
        if (name.trimmed() != entry.value(QStringLiteral("name")).toString())
            QFAIL(qPrintable(lines.mid(at, 4).join(u'\n')));
        ++names;
    }
    QVERIFY(names > 10);
    for (const QString &line : lines)
        QVERIFY2(terminalColumns(line) <= 40, qPrintable(line));
}

// Every check of a trace file names a step as the window's "Step k of N" does: the k-th row of
// "steps" is step k, whichever check finds it broken.
void TestCliTexts::aTraceHeaderOutOfRangeIsRefused()
{
    // A weight no run accepts would head a handout ("Heuristic weight = 500") as if it had run.
    QTemporaryDir folder;
    const QString good = folder.filePath(QStringLiteral("astar.gtrace.json"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--size"), QStringLiteral("5x5"), QStringLiteral("--from"),
                  QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("4,4"), QStringLiteral("--trace"), good})
                 .exitCode,
             0);
    const QString svg = folder.filePath(QStringLiteral("step.svg"));
    QCOMPARE(cli({QStringLiteral("render"), good, QStringLiteral("--svg"), svg}).exitCode, 0);
    QJsonObject trace = QJsonDocument::fromJson(readFile(good)).object();
    QJsonObject header = trace.value(QStringLiteral("header")).toObject();
    QJsonObject parameters = header.value(QStringLiteral("parameters")).toObject();
    parameters.insert(QStringLiteral("weight"), 500);
    header.insert(QStringLiteral("parameters"), parameters);
    trace.insert(QStringLiteral("header"), header);
    const QString edited = folder.filePath(QStringLiteral("edited.gtrace.json"));
    QVERIFY(writeFile(edited, QJsonDocument(trace).toJson()));
    const CliRun render = cli({QStringLiteral("render"), edited, QStringLiteral("--svg"), svg});
    QCOMPARE(render.exitCode, 2);
    QVERIFY2(render.err.contains("weight") && render.err.contains("500") && render.err.contains("edited.gtrace.json"), render.err.constData());
}

void TestCliTexts::aBrokenTraceNamesItsStepsAsTheWindowDoes()
{
    QTemporaryDir folder;
    const QString good = folder.filePath(QStringLiteral("bfs.gtrace.json"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("8x6"), QStringLiteral("--from"),
                  QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("7,5"), QStringLiteral("--trace"), good})
                 .exitCode,
             0);
    const QJsonObject trace = QJsonDocument::fromJson(readFile(good)).object();
    const QJsonArray steps = trace.value(QStringLiteral("steps")).toArray();
    const QJsonArray changes = trace.value(QStringLiteral("changes")).toArray();
    const QJsonObject tables = trace.value(QStringLiteral("tables")).toObject();
    const int kinds = int(tables.value(QStringLiteral("stepKinds")).toArray().size());
    QVERIFY(steps.size() > 4);

    const QString broken = folder.filePath(QStringLiteral("broken.gtrace.json"));
    const QString png = folder.filePath(QStringLiteral("step.png"));
    // Row `row` of "steps" with member `member` set to `value`.
    const auto withStep = [&](qsizetype row, int member, qint64 value) {
        QJsonArray edited = steps;
        QJsonArray step = edited[row].toArray();
        step[member] = value;
        edited[row] = step;
        QJsonObject object = trace;
        object.insert(QStringLiteral("steps"), edited);
        return QJsonDocument(object).toJson();
    };
    const auto refusal = [&](const QByteArray &content, const QString &mentions) {
        if (!writeFile(broken, content))
            return QStringLiteral("cannot write ") + broken;
        return refusalProblem({QStringLiteral("render"), broken, QStringLiteral("--png"), png}, mentions);
    };

    // The file's first row, then its fourth: steps 1 and 4, as the timeline shows them.
    QCOMPARE(refusal(withStep(0, 1, kinds), QStringLiteral("step 1 is of kind %1,").arg(kinds)), QString());
    QCOMPARE(refusal(withStep(3, 1, kinds), QStringLiteral("step 4 is of kind %1,").arg(kinds)), QString());
    QCOMPARE(refusal(withStep(3, 1, 999), QStringLiteral("step 4: kind 999 does not exist")), QString());
    QCOMPARE(refusal(withStep(3, 4, 48), QStringLiteral("step 4: cell 48 is outside the 8 x 6 board")), QString());
    // A line past the algorithm's pseudo-code is no line the code panel or the handout has.
    QCOMPARE(refusal(withStep(3, 3, 100), QStringLiteral("step 4 is on pseudo-code line 100, but the pseudo-code of bfs ends at line ")),
             QString());
    const qint64 third = steps[2].toArray()[0].toInteger();
    QVERIFY(third > 0);
    QCOMPARE(refusal(withStep(3, 0, third - 1), QStringLiteral("step 4 starts at change %1, out of order").arg(third - 1)), QString());
    QCOMPARE(refusal(withStep(3, 0, changes.size() + 1),
                     QStringLiteral("step 4 starts at change %1, but the trace has").arg(grouped(changes.size() + 1))),
             QString());

    // A status text the file cannot fill is named by the step that first shows it: the same
    // number as a broken kind of that step gets.
    qsizetype shown = -1;
    qsizetype showing = -1;
    for (qsizetype i = 0; i < changes.size() && shown < 0; ++i) {
        const QJsonArray change = changes[i].toArray();
        if (change[0].toInt() == 6 && change[4].toInt() > 0) { // a change of the status text
            shown = change[4].toInt();
            showing = i;
        }
    }
    QVERIFY(shown > 0);
    qsizetype row = 0;
    while (row + 1 < steps.size() && steps[row + 1].toArray()[0].toInteger() <= showing)
        ++row;
    QJsonArray texts = tables.value(QStringLiteral("strings")).toArray();
    texts[shown] = QStringLiteral("Searching %1 %2 %3 %4 %5 %9");
    QJsonObject unfillableTables = tables;
    unfillableTables.insert(QStringLiteral("strings"), texts);
    QJsonObject unfillable = trace;
    unfillable.insert(QStringLiteral("tables"), unfillableTables);
    QCOMPARE(refusal(QJsonDocument(unfillable).toJson(), QStringLiteral("step %1 shows status text %2,").arg(row + 1).arg(shown)),
             QString());
    QCOMPARE(refusal(withStep(row, 1, kinds), QStringLiteral("step %1 is of kind").arg(row + 1)), QString());
}

// A Lianliankan grid of the wrong size is told its size once, in the cells it was given in, and
// the sizes allowed once.
void TestCliTexts::aLianliankanGridSaysItsSizeOnce()
{
    QTemporaryDir folder;
    // `size` cells once, not again as the tiles inside the ring (`tiles`), and the sizes allowed once.
    const auto saysOnce = [](const CliRun &run, const QString &size, const QString &tiles) {
        const QString message = QString::fromUtf8(run.err).trimmed();
        if (run.exitCode != 2 || message.contains(u'\n'))
            return QStringLiteral("exit code %1: %2").arg(run.exitCode).arg(message);
        if (message.count(size + QStringLiteral(" cells")) != 1 || message.contains(tiles)
            || message.count(QStringLiteral("4 to 30")) != 1)
            return QStringLiteral("\"%1\" should say %2 cells once and the sizes allowed once").arg(message, size);
        return QString();
    };
    for (const char *algorithm : {"link-solve", "link-min-turn"}) {
        QStringList arguments{QStringLiteral("run"), QString::fromLatin1(algorithm), QStringLiteral("--size"), QStringLiteral("50x40")};
        if (QByteArray(algorithm) != "link-solve")
            arguments << QStringLiteral("--from") << QStringLiteral("1,1") << QStringLiteral("--to") << QStringLiteral("2,2");
        QCOMPARE(saysOnce(cli(arguments), QStringLiteral("50 x 40"), QStringLiteral("48 x 38")), QString());
    }
    // A scenario of a board with its tiles, cut to a grid one cell too narrow.
    const QString board = folder.filePath(QStringLiteral("pairs.txt"));
    QVERIFY(writeFile(board, "1 2 2 1\n1 2 2 1\n3 3 4 4\n3 3 4 4\n"));
    const QString scenario = folder.filePath(QStringLiteral("pairs.json"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("link-solve"), QStringLiteral("--board"), board, QStringLiteral("--save-scenario"),
                  scenario})
                 .exitCode,
             0);
    QJsonObject object = QJsonDocument::fromJson(readFile(scenario)).object();
    QJsonObject grid = object.value(QStringLiteral("board")).toObject();
    QJsonArray rows;
    for (const QJsonValue row : grid.value(QStringLiteral("rows")).toArray())
        rows.append(row.toString().left(5));
    grid.insert(QStringLiteral("width"), 5);
    grid.insert(QStringLiteral("rows"), rows);
    object.insert(QStringLiteral("board"), grid);
    QJsonArray tiles;
    for (const QJsonValue row : object.value(QStringLiteral("tiles")).toArray())
        tiles.append(QJsonArray::fromVariantList(row.toArray().toVariantList().mid(0, 5)));
    object.insert(QStringLiteral("tiles"), tiles);
    QVERIFY(writeFile(scenario, QJsonDocument(object).toJson()));
    QCOMPARE(saysOnce(cli({QStringLiteral("run"), QStringLiteral("--board"), scenario}), QStringLiteral("5 x 6"), QStringLiteral("3 x 4")),
             QString());
}

// A file name or a cell that holds "%1" is shown as it is, never filled in as a place of the
// message around it.
void TestCliTexts::textsHoldingPlacesAreShownAsTheyAre()
{
    QTemporaryDir folder;
    const QString scen = folder.filePath(QStringLiteral("arena%1.map.scen"));
    QVERIFY(writeFile(scen, readFile(data("arena.map.scen"))));
    QCOMPARE(refusalProblem({QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--map"), data("arena2.map"), QStringLiteral("--scen"),
                             scen, QStringLiteral("--index"), QStringLiteral("0")},
                            QStringLiteral("the scenarios in %1 are for the map arena.map (49 x 49), not ").arg(scen)),
             QString());

    const QString link = folder.filePath(QStringLiteral("pairs.txt"));
    QVERIFY(writeFile(link, "1 2 2 1\n1 %1 2 1\n3 3 4 4\n3 3 4 4\n"));
    QCOMPARE(refusalProblem({QStringLiteral("link"), QStringLiteral("solve"), QStringLiteral("--board"), link},
                            QStringLiteral("line 2, column 3: '%1' is not a cell ('.' empty, '#' a wall, or a kind from 1 to 99)")),
             QString());

    const QString maze = folder.filePath(QStringLiteral("maze%1.json"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("maze-prim"), QStringLiteral("--size"), QStringLiteral("11x9"), QStringLiteral("--seed"),
                  QStringLiteral("4"), QStringLiteral("--save-scenario"), maze})
                 .exitCode,
             0);
    const CliRun puzzle = cli({QStringLiteral("run"), QStringLiteral("layered"), QStringLiteral("--board"), maze});
    QVERIFY2(puzzle.out.contains(QStringLiteral("Note: %1 is a scenario with no tiles: the puzzle was dealt on its 11 x 9 size with seed 4")
                                     .arg(maze)
                                     .toUtf8()),
             puzzle.out.constData());

    // A player's name from a duel record fills the status that names who played, as it is.
    const QString record = folder.filePath(QStringLiteral("game.json"));
    QCOMPARE(cli({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("flood-fill"), QStringLiteral("--b"),
                  QStringLiteral("random-safe"), QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--record"), record})
                 .exitCode,
             0);
    QJsonObject game = QJsonDocument::fromJson(readFile(record)).object();
    game.insert(QStringLiteral("a_bot"), QStringLiteral("exec:./bot %2 fast"));
    game.insert(QStringLiteral("b_bot"), QStringLiteral("Bob"));
    QVERIFY(writeFile(record, QJsonDocument(game).toJson()));
    const QString trace = folder.filePath(QStringLiteral("game.gtrace"));
    const QString svg = folder.filePath(QStringLiteral("start.svg"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("--board"), record, QStringLiteral("--trace"), trace}).exitCode, 0);
    QCOMPARE(cli({QStringLiteral("render"), trace, QStringLiteral("--svg"), svg, QStringLiteral("--from"), QStringLiteral("0"),
                  QStringLiteral("--caption-bar")})
                 .exitCode,
             0);
    const QByteArray drawing = readFile(svg);
    QVERIFY2(drawing.contains("snake A: exec:./bot %2 fast; snake B: Bob"), drawing.right(2000).constData());
}

QTEST_GUILESS_MAIN(TestCliTexts)
#include "tst_clitexts.moc"
