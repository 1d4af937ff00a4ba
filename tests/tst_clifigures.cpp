// gridtrace-cli's figures as a user reads them: counts grouped in threes in every message, a
// count of one told in the singular, what a generator counted, and options' values quoted alike.

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "clirun.h"

#include "clifiles.h"

class TestCliFigures : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void refusalsGroupTheLargestBoard();
    void traceRefusalsGroupTheirCounts();
    void duelRecordsGroupTheirStepCounts();
    void programsTooSlowAreToldTheLimitGrouped();
    void aCountOfOneIsSingularInAStatus();
    void generatorsCountWhatTheyDid();
    void renderQuotesItsValuesAsTheOthers();
    void theSnakeBodyIsDocumentedAsTheCommandLineLaysIt();
    void benchAndCheckSuggestTheNameMeant();
    void benchSnakeTakesTheNamesListGives();
    void renderHelpGroupsItsDefaultSize();
    void lianliankanSizesAreGrouped();
    void duelMapsGroupTheirLength();
    void scenarioBoardsGroupTheirRowsAndWidth();
    void boardFilesGroupTheirSizes();
    void madeBoardsGroupTheirSize();

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }
    // A small trace of its own, to break and render.
    QJsonObject smallTrace();
};

void TestCliFigures::init()
{
    QVERIFY(m_dir.isValid());
}

QJsonObject TestCliFigures::smallTrace()
{
    const QString trace = path(QStringLiteral("small.gtrace.json"));
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("8x6"),
                            QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("7,5"),
                            QStringLiteral("--trace"), trace});
    if (run.exitCode != 0)
        qWarning("%s", run.err.constData());
    return QJsonDocument::fromJson(readFile(trace)).object();
}

void TestCliFigures::refusalsGroupTheLargestBoard()
{
    const QString problem = refusalProblem({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("5000x5"),
                                            QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("1,1")},
                                           QStringLiteral("a board of 5,000 x 5 cells is larger than the largest supported, 4,096 x 4,096"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCliFigures::traceRefusalsGroupTheirCounts()
{
    const QString broken = path(QStringLiteral("broken.gtrace.json"));
    const QString png = path(QStringLiteral("broken.png"));
    // The fourth step about a cell far off the board.
    QJsonObject trace = smallTrace();
    QJsonArray steps = trace.value(QStringLiteral("steps")).toArray();
    QVERIFY(steps.size() > 4);
    QJsonArray step = steps[3].toArray();
    step[4] = 12345;
    steps[3] = step;
    trace.insert(QStringLiteral("steps"), steps);
    QVERIFY(writeFile(broken, QJsonDocument(trace).toJson()));
    const QString cell = refusalProblem({QStringLiteral("render"), broken, QStringLiteral("--png"), png},
                                        QStringLiteral("step 4: cell 12,345 is outside the 8 x 6 board"));
    QVERIFY2(cell.isEmpty(), qPrintable(cell));

    // A bookmark far past the last step.
    QJsonObject marked = smallTrace();
    const qint64 stepCount = marked.value(QStringLiteral("steps")).toArray().size();
    QVERIFY(stepCount < 1000);
    marked.insert(QStringLiteral("bookmarks"),
                  QJsonArray{QJsonObject{{QStringLiteral("step"), 12345}, {QStringLiteral("caption"), QStringLiteral("later")}}});
    QVERIFY(writeFile(broken, QJsonDocument(marked).toJson()));
    const QString past = refusalProblem({QStringLiteral("render"), broken, QStringLiteral("--png"), png},
                                        QStringLiteral("bookmark 1 is at step 12,345, outside 0 to %1").arg(stepCount));
    QVERIFY2(past.isEmpty(), qPrintable(past));
}

void TestCliFigures::duelRecordsGroupTheirStepCounts()
{
    const QString problem = refusalProblem({QStringLiteral("run"), QStringLiteral("duel-replay"), QStringLiteral("--set"),
                                            QStringLiteral("a-steps=") + QString(1000, u'0'), QStringLiteral("--set"),
                                            QStringLiteral("b-steps=") + QString(999, u'0')},
                                           QStringLiteral("the two step strings differ in length (1,000 and 999)"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCliFigures::programsTooSlowAreToldTheLimitGrouped()
{
    const QString slow = path(QStringLiteral("slow.sh"));
    QVERIFY(writeFile(slow, "#!/bin/sh\nsleep 5\necho 0\n"));
    QVERIFY(QFile::setPermissions(slow, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    const CliRun run = cli({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("exec:") + slow, QStringLiteral("--b"),
                            QStringLiteral("random-safe"), QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--time-limit"),
                            QStringLiteral("1000")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("no answer within 1,000 ms"), run.out.constData());
}

void TestCliFigures::aCountOfOneIsSingularInAStatus()
{
    // A status of one move, as this version writes it and as older versions did: the trace
    // opens, and no count of one is followed by a plural.
    const QString older = QStringLiteral("a detour through (%1,%2) and (%3,%4): %5 moves\u001f2\u001f1\u001f2\u001f2\u001f1");
    const QString current = QStringLiteral("a detour through (%1,%2) and (%3,%4): %n move(s)\u001f1\u001f2\u001f1\u001f2\u001f2");
    const QString tiles = QStringLiteral("%1 tiles stay: no order of removals takes them all off\u001f1");
    for (const QString &status : {older, current, tiles}) {
        QJsonObject trace = smallTrace();
        QJsonObject tables = trace.value(QStringLiteral("tables")).toObject();
        QJsonArray strings = tables.value(QStringLiteral("strings")).toArray();
        QVERIFY(strings.size() > 1);
        strings[1] = status;
        tables.insert(QStringLiteral("strings"), strings);
        trace.insert(QStringLiteral("tables"), tables);
        const QString file = path(QStringLiteral("status.gtrace.json"));
        const QString html = path(QStringLiteral("status.html"));
        QVERIFY(writeFile(file, QJsonDocument(trace).toJson()));
        QFile::remove(html);
        const CliRun run = cli({QStringLiteral("render"), file, QStringLiteral("--html"), html});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QString page = QString::fromUtf8(readFile(html));
        if (status == tiles) {
            QVERIFY2(page.contains(QStringLiteral("1 tile")) && !page.contains(QStringLiteral("1 tiles")), qPrintable(status));
        } else {
            QVERIFY2(page.contains(QStringLiteral("a detour through (2,1) and (2,2): 1 move")), qPrintable(status));
            QVERIFY2(!page.contains(QStringLiteral("1 moves")), qPrintable(status));
        }
    }
}

void TestCliFigures::generatorsCountWhatTheyDid()
{
    // 11 x 11: a lattice of 5 x 5 rooms inside the border.
    const int side = 11;
    for (const QString &generator : {QStringLiteral("maze-backtracker"), QStringLiteral("maze-prim"), QStringLiteral("maze-division"),
                                     QStringLiteral("random-obstacles")}) {
        const QString board = path(generator + QStringLiteral(".txt"));
        const CliRun run = cli({QStringLiteral("run"), generator, QStringLiteral("--size"), QStringLiteral("11x11"),
                                QStringLiteral("--save-board"), board, QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonValue expansions = run.json().value(QStringLiteral("expansions"));
        QVERIFY2(expansions.isDouble(), qPrintable(generator));
        // What each counts, read off the board it made.
        const QList<QByteArray> rows = readFile(board).split('\n');
        int open = 0;
        int innerWalls = 0;
        for (const QByteArray &row : rows) {
            if (row.size() != side)
                continue;
            open += int(row.count('.'));
            innerWalls += int(row.mid(1, side - 2).count('@'));
        }
        innerWalls -= 2 * (side - 2); // the first and last rows are the border
        const int expected = generator == u"random-obstacles" ? side * side
            : generator == u"maze-division"                  ? innerWalls
                                                             : open;
        QVERIFY2(expected > 0, qPrintable(generator));
        QCOMPARE(expansions.toInteger(), expected);
    }
}

void TestCliFigures::renderQuotesItsValuesAsTheOthers()
{
    const QString trace = path(QStringLiteral("render.gtrace.json"));
    QVERIFY(writeFile(trace, QJsonDocument(smallTrace()).toJson()));
    const QString gif = path(QStringLiteral("render.gif"));
    // A line break typed into the value shows as \n, on the refusal's one line, as --every's does.
    for (const auto &[option, message] : std::initializer_list<std::pair<QString, QString>>{
             {QStringLiteral("--fps"), QStringLiteral("--fps takes 0.1 to 100 steps a second, not \"5\\n0\"")},
             {QStringLiteral("--cell-size"), QStringLiteral("--cell-size takes 1 to 256 pixels, not \"5\\n0\"")},
             {QStringLiteral("--every"), QStringLiteral("--every takes a whole number of steps")},
         }) {
        const QString problem = refusalProblem({QStringLiteral("render"), trace, QStringLiteral("--gif"), gif, option, QStringLiteral("5\n0")},
                                               message);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

void TestCliFigures::theSnakeBodyIsDocumentedAsTheCommandLineLaysIt()
{
    const QString said = QStringLiteral("a snake of 6 cells does not fit west of its head at (3,2): start-length=4 is the longest that fits there");
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("snake-greedy"), QStringLiteral("--size"), QStringLiteral("8x5"),
                            QStringLiteral("--from"), QStringLiteral("3,2"), QStringLiteral("--set"), QStringLiteral("start-length=6")});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(QString::fromUtf8(run.err), QStringLiteral("gridtrace-cli: ") + said + u'\n');
    const QString docs = QString::fromUtf8(readFile(QStringLiteral(GRIDTRACE_TEST_DATA "/../../docs/scenario-format.md"))).simplified();
    QVERIFY(docs.contains(QStringLiteral("lays that body straight west of `start`")));
    QVERIFY(docs.contains(u'`' + said + u'`'));
}

// check and bench answer a slip of the keyboard with the search or solver meant, as run does.
void TestCliFigures::benchAndCheckSuggestTheNameMeant()
{
    const QString map = QStringLiteral(GRIDTRACE_TEST_DATA "/movingai/arena.map");
    const QString scen = QStringLiteral(GRIDTRACE_TEST_DATA "/movingai/arena.map.scen");
    for (const QString &command : {QStringLiteral("check"), QStringLiteral("bench")}) {
        QStringList arguments{command};
        if (command == u"bench")
            arguments << QStringLiteral("pathfinding");
        arguments << QStringLiteral("--map") << map << QStringLiteral("--scen") << scen << QStringLiteral("--algo") << QStringLiteral("astarr");
        const QString problem = refusalProblem(arguments, QStringLiteral("--algo: \"astarr\" is not a pathfinding algorithm: did you mean astar? See gridtrace-cli list"));
        QVERIFY2(problem.isEmpty(), qPrintable(command + QStringLiteral(": ") + problem));
    }
    const CliRun run = cli({QStringLiteral("bench"), QStringLiteral("puzzle"), QStringLiteral("--solver"), QStringLiteral("layred")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("--solver: \"layred\" is not a puzzle solver: did you mean layered?"), run.err.constData());
}

// `list` names the snake AIs snake-greedy and so on: bench snake takes those names as well.
void TestCliFigures::benchSnakeTakesTheNamesListGives()
{
    const CliRun listed = cli({QStringLiteral("bench"), QStringLiteral("snake"), QStringLiteral("--ai"), QStringLiteral("snake-greedy"),
                               QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--size"), QStringLiteral("6x6"), QStringLiteral("--json")});
    QVERIFY2(listed.exitCode == 0, listed.err.constData());
    const CliRun plain = cli({QStringLiteral("bench"), QStringLiteral("snake"), QStringLiteral("--ai"), QStringLiteral("greedy"),
                              QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--size"), QStringLiteral("6x6"), QStringLiteral("--json")});
    QVERIFY2(plain.exitCode == 0, plain.err.constData());
    // The same AI on the same games: the same figures, but for the time taken.
    const QJsonObject a = QJsonDocument::fromJson(listed.out).object();
    const QJsonObject b = QJsonDocument::fromJson(plain.out).object();
    QVERIFY(!a.isEmpty());
    for (const QString &key : a.keys())
        if (!key.contains(u"ms") && !key.contains(u"second"))
            QVERIFY2(a.value(key) == b.value(key), qPrintable(key));
}

void TestCliFigures::renderHelpGroupsItsDefaultSize()
{
    const CliRun run = cli({QStringLiteral("render"), QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(QString::fromUtf8(run.out).simplified().contains(QStringLiteral("the board fits in about 2,400 pixels")), run.out.constData());
}

void TestCliFigures::lianliankanSizesAreGrouped()
{
    const QString grid = refusalProblem({QStringLiteral("run"), QStringLiteral("link-solve"), QStringLiteral("--size"), QStringLiteral("3000x10")},
                                        QStringLiteral("the grid is 3,000 x 10 cells"));
    QVERIFY2(grid.isEmpty(), qPrintable(grid));

    const QString wide = path(QStringLiteral("wide.txt"));
    const QByteArray row = QByteArray("1 ").repeated(1199) + "1\n";
    QVERIFY(writeFile(wide, row + row + row + row));
    const QString tiles = refusalProblem({QStringLiteral("link"), QStringLiteral("solve"), QStringLiteral("--board"), wide},
                                         QStringLiteral("the board is 1,200 x 4 tiles"));
    QVERIFY2(tiles.isEmpty(), qPrintable(tiles));

    const QString ragged = path(QStringLiteral("ragged.txt"));
    QVERIFY(writeFile(ragged, QByteArray("1 1 1 1\n").repeated(1001) + "1 1 1\n"));
    const QString line = refusalProblem({QStringLiteral("link"), QStringLiteral("solve"), QStringLiteral("--board"), ragged},
                                        QStringLiteral("line 1,002 has 3 cells where line 1 has 4"));
    QVERIFY2(line.isEmpty(), qPrintable(line));
}

void TestCliFigures::duelMapsGroupTheirLength()
{
    const QString record = path(QStringLiteral("long.json"));
    QVERIFY(writeFile(record, QJsonDocument(QJsonObject{{QStringLiteral("format"), QStringLiteral("gridtrace-duel")},
                                                        {QStringLiteral("version"), 1},
                                                        {QStringLiteral("map"), QString(1500, u'0')}})
                                  .toJson()));
    const QString problem = refusalProblem({QStringLiteral("run"), QStringLiteral("duel-replay"), QStringLiteral("--board"), record},
                                           QStringLiteral("this one has 1,500 characters"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCliFigures::scenarioBoardsGroupTheirRowsAndWidth()
{
    const auto scenario = [this](const QString &name, const QJsonValue &width, int height, const QJsonArray &rows) {
        const QString file = path(name);
        const QJsonObject board{{QStringLiteral("width"), width}, {QStringLiteral("height"), height}, {QStringLiteral("rows"), rows}};
        writeFile(file, QJsonDocument(QJsonObject{{QStringLiteral("format"), QStringLiteral("gridtrace-scenario")},
                                                  {QStringLiteral("version"), 1},
                                                  {QStringLiteral("board"), board}})
                            .toJson());
        return file;
    };
    QJsonArray rows;
    for (int y = 0; y < 1499; ++y)
        rows.append(QStringLiteral("..."));
    const QString fewer = refusalProblem({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--board"),
                                          scenario(QStringLiteral("rows.json"), 3, 1500, rows)},
                                         QStringLiteral("\"board.rows\" has 1,499 rows where the height is 1,500"));
    QVERIFY2(fewer.isEmpty(), qPrintable(fewer));

    QJsonArray wide;
    for (int y = 0; y < 1200; ++y)
        wide.append(QString(y == 1100 ? 1201 : 1200, u'.'));
    const QString cells = refusalProblem({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--board"),
                                          scenario(QStringLiteral("wide.json"), 1200, 1200, wide)},
                                         QStringLiteral("\"board.rows\": row 1,100 has 1,201 cells where the width is 1,200"));
    QVERIFY2(cells.isEmpty(), qPrintable(cells));

    const QString range = refusalProblem({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--board"),
                                          scenario(QStringLiteral("half.json"), 1.5, 1, QJsonArray{QStringLiteral(".")})},
                                         QStringLiteral("\"board.width\" must be a whole number from 1 to 4,096"));
    QVERIFY2(range.isEmpty(), qPrintable(range));
}

void TestCliFigures::boardFilesGroupTheirSizes()
{
    const QByteArray row = QByteArray(1200, '.') + '\n';
    const QString board = path(QStringLiteral("long.txt"));
    QVERIFY(writeFile(board, "gridtrace-board 1\nsize 1200 1500\nrows\n" + row.repeated(1000)));
    const QString text = refusalProblem({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--board"), board},
                                        QStringLiteral("line 1,004: the file ends after 1,000 of its 1,500 rows"));
    QVERIFY2(text.isEmpty(), qPrintable(text));

    const QString map = path(QStringLiteral("long.map"));
    QVERIFY(writeFile(map, "type octile\nheight 1500\nwidth 1200\nmap\n" + row.repeated(1000) + QByteArray(1201, '.') + '\n'));
    const QString movingAi = refusalProblem({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--map"), map},
                                            QStringLiteral("line 1,005: row has 1,201 cells, the header says 1,200"));
    QVERIFY2(movingAi.isEmpty(), qPrintable(movingAi));

    const QString small = path(QStringLiteral("small.map"));
    QVERIFY(writeFile(small, "type octile\nheight 2\nwidth 2\nmap\n..\n..\n"));
    const QString scen = path(QStringLiteral("far.scen"));
    QVERIFY(writeFile(scen, "version 1\n0\tsmall.map\t2000\t1500\t2500\t0\t0\t0\t1999\n"));
    const QString outside = refusalProblem({QStringLiteral("check"), QStringLiteral("--map"), small, QStringLiteral("--scen"), scen},
                                           QStringLiteral("line 2: the start (2500,0) lies outside the 2,000 x 1,500 map"));
    QVERIFY2(outside.isEmpty(), qPrintable(outside));
}

void TestCliFigures::madeBoardsGroupTheirSize()
{
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("random-obstacles"), QStringLiteral("--size"), QStringLiteral("1200x3")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.out.contains("Made a board of 1,200 x 3 cells"), run.out.constData());
}

QTEST_GUILESS_MAIN(TestCliFigures)
#include "tst_clifigures.moc"
