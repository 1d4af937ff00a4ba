// gridtrace-cli demo: the text board, its legend and its captions, for every family.

#include "catalogue/catalogue.h"
#include "grid/movingai.h"
#include "puzzle/puzzleboard.h"
#include "trace/cursor.h"
#include "trace/recorder.h"
#include "trace/scene.h"
#include "trace/tracefile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QRegularExpression>
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

namespace {

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

class TestCliDemo : public QObject
{
    Q_OBJECT

private slots:
    void demoRuns();
    void demoTellsAGameAsAGame();
    void demoJsonOfASnakeHasRunsKeys();
    void codeLineNeverDangles();
    void demoLegendIsTheFamilys_data();
    void demoLegendIsTheFamilys();
    void demoNamesItsExampleByName();
    void duelStatusesNameTheirDirections();
    void textFrameCaptionsWrapUncut();
    void numbersStayWithTheirLabels();
    void aPacedDemoStopsWhenItsReaderDoes();
    void demoLaysASnakeAsRunDoes();
    void demoShowsEachStepOnce();

private:
    QTemporaryDir m_dir;
};

void TestCliDemo::demoRuns()
{
    const CliRun run = cli({QStringLiteral("demo"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.json().value(QStringLiteral("found")).toBool());
    QVERIFY(run.json().value(QStringLiteral("trace_steps")).toInt() > 10);
    const CliRun text = cli({QStringLiteral("demo"), QStringLiteral("--frames"), QStringLiteral("2")});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains('*')); // the path is drawn
}

void TestCliDemo::demoTellsAGameAsAGame()
{
    const CliRun run = cli({QStringLiteral("demo"), QStringLiteral("--example"), example("hamilton-cycle.json"), QStringLiteral("--frames"),
                            QStringLiteral("2")});
    QCOMPARE(run.exitCode, 0);
    const QString text = QString::fromUtf8(run.out);
    // A path search's summary ("from (0,0) to (0,0)"); a move's status may name where the head goes.
    static const QRegularExpression pathEnds(QStringLiteral("from \\(\\d+,\\d+\\) to \\("));
    QVERIFY2(!text.contains(QStringLiteral("path of cost")) && !text.contains(pathEnds), qPrintable(text));
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

// README: a game's outcome comes under run's keys; a snake's are its length and its moves.
void TestCliDemo::demoJsonOfASnakeHasRunsKeys()
{
    const QString snake = example("hamilton-cycle.json");
    const CliRun demo = cli({QStringLiteral("demo"), QStringLiteral("--example"), snake, QStringLiteral("--json")});
    QCOMPARE(demo.exitCode, 0);
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("--board"), snake, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    for (const QString &key : {QStringLiteral("length"), QStringLiteral("moves"), QStringLiteral("outcome")}) {
        QVERIFY2(run.json().contains(key), run.out.constData());
        QVERIFY2(demo.json().value(key) == run.json().value(key), qPrintable(key + u' ' + QString::fromUtf8(demo.out)));
    }
    QVERIFY(demo.json().value(QStringLiteral("length")).toInt() > 1);
}

// A pseudo-code line too long for the step's line goes on lines of its own: no line ends in a
// bare "|", and its wrapped lines stand under its first word, as the code reads.
void TestCliDemo::codeLineNeverDangles()
{
    const CliRun run = cli({QStringLiteral("demo"), QStringLiteral("--frames"), QStringLiteral("8")});
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = QString::fromUtf8(run.out).split(u'\n');
    const AlgorithmInfo *info = Catalogue::find(QStringLiteral("astar"));
    QVERIFY(info);
    QStringList code;
    for (const char *line : info->pseudoCode)
        code << Catalogue::text(line).simplified();
    int ownLines = 0;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QVERIFY2(!lines[i].trimmed().endsWith(u'|'), qPrintable(lines.mid(std::max<qsizetype>(0, i - 1), 3).join(u'\n')));
        if (!lines[i].startsWith(QStringLiteral("| ")))
            continue;
        ++ownLines;
        QVERIFY2(i > 0 && lines[i - 1].startsWith(QStringLiteral("Step ")), qPrintable(lines[i]));
        // The code's first word, and the column its further lines keep to.
        const qsizetype column = lines[i].indexOf(QRegularExpression(QStringLiteral("\\S")), 1);
        QString whole = lines[i].mid(column);
        for (qsizetype next = i + 1; next < lines.size() && lines[next].startsWith(QString(column, u' ')); ++next)
            whole += u' ' + lines[next].mid(column);
        QVERIFY2(code.contains(whole.simplified()), qPrintable(whole));
    }
    QVERIFY2(ownLines > 0, "no pseudo-code line long enough to go on lines of its own");
}

void TestCliDemo::demoLegendIsTheFamilys_data()
{
    QTest::addColumn<QString>("example");
    QTest::addColumn<QStringList>("names");    // entries the legend must have
    QTest::addColumn<QStringList>("foreign"); // words of other families it must not have
    QTest::newRow("pathfinding") << QStringLiteral("astar-maze.json") << QStringList{QStringLiteral("Open"), QStringLiteral("Start")}
                                 << QStringList{QStringLiteral("snake"), QStringLiteral("Head")};
    QTest::newRow("duel") << QStringLiteral("duel-alphabeta.json")
                          << QStringList{QStringLiteral("Head of A"), QStringLiteral("Body of B"), QStringLiteral("A's territory"),
                                         QStringLiteral("B's territory")}
                          << QStringList{QStringLiteral("Open"), QStringLiteral("On the stack"), QStringLiteral("Start")};
    QTest::newRow("snake") << QStringLiteral("snake-drawn.json") << QStringList{QStringLiteral("Food")}
                           << QStringList{QStringLiteral("Start"), QStringLiteral("Goal")};
    QTest::newRow("link") << QStringLiteral("link-ring.json") << QStringList{QStringLiteral("Tiles to link")}
                          << QStringList{QStringLiteral("snake")};
}

void TestCliDemo::demoLegendIsTheFamilys()
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
        // One style for every entry, the marks' names and the board's alike: a capital first.
        QVERIFY2(!name.front().isLower(), qPrintable(QStringLiteral("\"%1\" in %2").arg(name, text)));
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

void TestCliDemo::demoNamesItsExampleByName()
{
    const CliRun json = cli({QStringLiteral("demo"), QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    QCOMPARE(json.json().value(QStringLiteral("example")).toString(), QStringLiteral("astar-maze.json"));
    QVERIFY2(!json.out.contains(":/"), json.out.constData());
    const CliRun text = cli({QStringLiteral("demo"), QStringLiteral("--frames"), QStringLiteral("1")});
    QVERIFY2(!text.out.contains(":/") && !text.err.contains(":/"), text.out.constData());
}

void TestCliDemo::duelStatusesNameTheirDirections()
{
    const CliRun run = cli({QStringLiteral("demo"), QStringLiteral("--example"), example("duel-alphabeta.json"), QStringLiteral("--frames"),
                            QStringLiteral("60")});
    QCOMPARE(run.exitCode, 0);
    const QString text = QString::fromUtf8(run.out);
    QVERIFY2(!text.contains(QRegularExpression(QStringLiteral("direction \\d"))), qPrintable(text));
    QVERIFY2(text.contains(QRegularExpression(QStringLiteral("(going|go|reply) (up|right|down|left)\\b"))), qPrintable(text));
}

void TestCliDemo::textFrameCaptionsWrapUncut()
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

void TestCliDemo::numbersStayWithTheirLabels()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const auto scenario = [&folder](const QString &name, int width, int height, const QString &goal, const QStringList &walls) {
        QStringList rows;
        for (int y = 0; y < height; ++y) {
            QString row(width, u'.');
            for (const QString &wall : walls) {
                if (wall.section(u',', 1).toInt() == y)
                    row[wall.section(u',', 0, 0).toInt()] = u'@';
            }
            rows << u'"' + row + u'"';
        }
        const QString file = folder.filePath(name);
        const QString text = QStringLiteral(R"({"format": "gridtrace-scenario", "version": 1, "algorithm": "bfs",
            "board": {"width": %1, "height": %2, "rows": [%3]}, "start": [0, 0], "goal": [%4]})")
                                 .arg(width).arg(height).arg(rows.join(u','), goal);
        return writeFile(file, text.toUtf8()) ? file : QString();
    };
    // The status of the last step is a line longer than the 60 columns of a caption, and would
    // break just after "(cells": the label and its number go to the next line together.
    const QString row = scenario(QStringLiteral("row.json"), 60, 2, QStringLiteral("59, 1"), {});
    const CliRun run = cli({QStringLiteral("demo"), QStringLiteral("--example"), row, QStringLiteral("--frames"), QStringLiteral("1")});
    QCOMPARE(run.exitCode, 0);
    const QString text = QString::fromUtf8(run.out);
    QVERIFY2(text.contains(QRegularExpression(QStringLiteral("\\(cells expanded: \\d+\\)"))), qPrintable(text));
    for (const QString &line : text.split(u'\n'))
        QVERIFY2(!line.endsWith(u':') && !line.endsWith(QStringLiteral("(cells")), qPrintable(text));
    // The example's goal caption breaks after "costing", which keeps its number.
    const CliRun demo = cli({QStringLiteral("demo"), QStringLiteral("--frames"), QStringLiteral("3")});
    QCOMPARE(demo.exitCode, 0);
    const QString demoText = QString::fromUtf8(demo.out);
    QVERIFY2(demoText.contains(QStringLiteral("costing")), qPrintable(demoText));
    QVERIFY2(!demoText.contains(QRegularExpression(QStringLiteral("costing *\n"))), qPrintable(demoText));
    // A count with no path is grouped as every count of the command line.
    const QString walled = scenario(QStringLiteral("walled.json"), 40, 40, QStringLiteral("39, 39"),
                                    {QStringLiteral("38,39"), QStringLiteral("39,38"), QStringLiteral("38,38")});
    const QStringList arguments{QStringLiteral("demo"), QStringLiteral("--example"), walled, QStringLiteral("--frames"), QStringLiteral("1")};
    const CliRun counted = cli({QStringLiteral("demo"), QStringLiteral("--example"), walled, QStringLiteral("--json")});
    QCOMPARE(counted.exitCode, 0);
    const qint64 expansions = counted.json().value(QStringLiteral("expansions")).toInteger();
    QVERIFY(expansions >= 1000);
    const QString grouped = QLocale(QLocale::English).toString(expansions);
    const QString noPath = QString::fromUtf8(cli(arguments).out);
    QVERIFY2(noPath.contains(QStringLiteral(": %1 cells expanded").arg(grouped)), qPrintable(noPath.left(400)));
    const QString chinese = QString::fromUtf8(cliInChinese(arguments).out);
    QVERIFY2(chinese.contains(grouped) && !chinese.contains(QString::number(expansions)), qPrintable(chinese.left(400)));
}

// A reader that stops after the first frame (| head -n 1) ends a paced demo at once: exit code 1
// and the lost output told, not the rest of the demo's waits first.
void TestCliDemo::aPacedDemoStopsWhenItsReaderDoes()
{
    constexpr int delayMs = 5000;
    QProcess demo;
    QProcess head;
    demo.setStandardOutputProcess(&head);
    head.start(QStringLiteral("head"), {QStringLiteral("-n"), QStringLiteral("1")});
    demo.start(QStringLiteral(GRIDTRACE_CLI), {QStringLiteral("demo"), QStringLiteral("--frames"), QStringLiteral("4"),
                                               QStringLiteral("--delay"), QString::number(delayMs)});
    QVERIFY(head.waitForFinished(60'000));
    QVERIFY2(head.readAllStandardOutput().startsWith("Step "), "the first frame comes at once");
    QElapsedTimer sinceHeadEnded;
    sinceHeadEnded.start();
    // Three waits were left: the demo ends within the first, and in practice at once.
    QVERIFY(demo.waitForFinished(4 * delayMs));
    QVERIFY2(sinceHeadEnded.elapsed() < delayMs, qPrintable(QStringLiteral("%1 ms").arg(sinceHeadEnded.elapsed())));
    QCOMPARE(demo.exitStatus(), QProcess::NormalExit);
    QCOMPARE(demo.exitCode(), 1);
    const QString message = QString::fromUtf8(demo.readAllStandardError()).trimmed();
    QVERIFY2(message.startsWith(QStringLiteral("gridtrace-cli: cannot write the output: ")) && !message.contains(u'\n'),
             qPrintable(message));
}


// A snake too long for the row west of its head: run refuses it, and demo says the same, not
// a snake bent round its head that run would never play.
void TestCliDemo::demoLaysASnakeAsRunDoes()
{
    QJsonObject scenario = QJsonDocument::fromJson(readFile(example("hamilton-cycle.json"))).object();
    scenario.remove(QStringLiteral("snake"));
    scenario.insert(QStringLiteral("start"), QJsonArray{2, 3});
    const QString file = m_dir.filePath(QStringLiteral("short-row.json"));
    QVERIFY(writeFile(file, QJsonDocument(scenario).toJson()));
    const QStringList tooLong{QStringLiteral("--set"), QStringLiteral("start-length=6")};
    const CliRun run = cli(QStringList{QStringLiteral("run"), QStringLiteral("--board"), file} + tooLong);
    const CliRun demo = cli(QStringList{QStringLiteral("demo"), QStringLiteral("--example"), file} + tooLong);
    const QString refusal = QStringLiteral("a snake of 6 cells does not fit west of its head at (2,3): start-length=2 is the "
                                           "longest that fits there");
    QVERIFY2(run.err.contains(refusal.toUtf8()), run.err.constData());
    QVERIFY2(demo.err.contains(refusal.toUtf8()), demo.err.constData());
    QCOMPARE(demo.exitCode, run.exitCode);
    QVERIFY(demo.out.isEmpty());
    // The longest that fits is played by both.
    const QStringList fits{QStringLiteral("--set"), QStringLiteral("start-length=2"), QStringLiteral("--json")};
    QCOMPARE(cli(QStringList{QStringLiteral("run"), QStringLiteral("--board"), file} + fits).exitCode, 0);
    QCOMPARE(cli(QStringList{QStringLiteral("demo"), QStringLiteral("--example"), file} + fits).exitCode, 0);
}

// More frames than steps: each step once, in order, and a note says why there are fewer.
void TestCliDemo::demoShowsEachStepOnce()
{
    const CliRun json = cli({QStringLiteral("demo"), QStringLiteral("--json")});
    const int steps = json.json().value(QStringLiteral("trace_steps")).toInt();
    QVERIFY(steps > 10 && steps < 1000);
    const CliRun run = cli({QStringLiteral("demo"), QStringLiteral("--frames"), QStringLiteral("1000")});
    QCOMPARE(run.exitCode, 0);
    const QString text = QString::fromUtf8(run.out);
    static const QRegularExpression stepLine(QStringLiteral("Step ([\\d,]+) of ([\\d,]+)"));
    QList<int> shown;
    for (auto match = stepLine.globalMatch(text); match.hasNext();)
        shown.append(match.next().captured(1).remove(u',').toInt());
    QCOMPARE(shown.size(), steps);
    for (int i = 0; i < shown.size(); ++i)
        QCOMPARE(shown[i], i + 1);
    QVERIFY2(text.contains(QStringLiteral("Note: 1,000 frames were asked for, but the trace has %1 steps: each is shown once")
                               .arg(steps)),
             qPrintable(text.right(400)));
    // As many frames as asked when the trace has the steps for them, and no note.
    const QString four = QString::fromUtf8(cli({QStringLiteral("demo"), QStringLiteral("--frames"), QStringLiteral("4")}).out);
    QCOMPARE(four.count(stepLine), 4);
    QVERIFY(!four.contains(QStringLiteral("frames were asked for")));
}

QTEST_GUILESS_MAIN(TestCliDemo)
#include "tst_clidemo.moc"
