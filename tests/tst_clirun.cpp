// gridtrace-cli run: answers that agree with the Moving AI benchmark, traces in both formats,
// outcomes of games and puzzles said as they are.

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

class TestCliRun : public QObject
{
    Q_OBJECT

private slots:
    void runMatchesTheBenchmarkLength();
    void runWritesTracesInBothFormats();
    void scenarioLinesRunByTheirRules();
    void stepLimitIsAnOutcome();
    void optimalSearchThatGivesUpIsNoSuccess();
    void aSearchWithoutAPathHasNoCost();
    void snakeStepsAreItsMoves();
    void aSnakeLiesWestOfItsHeadOrIsRefused();
    void shuffleNeverDealsTheGoal();
    void clearingABoardSaysSo();
    void scenarioEndpointsAreNotReplaced();
    void anUnsolvablePuzzleNamesTheGoalItCanReach();
    void aSearchOnAMazesScenarioRunsOnTheMaze();
    void aGameOnAMazesScenarioSaysOneNote();
    void aDuelOnASearchsScenarioPlaysOnItsSeedsMap();

private:
    QTemporaryDir m_dir;
};

void TestCliRun::runMatchesTheBenchmarkLength()
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

void TestCliRun::runWritesTracesInBothFormats()
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

    // A name without its extension gets one; --json names the file written, as the text does.
    const QString bare = m_dir.filePath(QStringLiteral("bare"));
    const CliRun named = cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("6x6"),
                              QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("5,5"),
                              QStringLiteral("--trace"), bare, QStringLiteral("--json")});
    QCOMPARE(named.exitCode, 0);
    const QString written = named.json().value(QStringLiteral("written")).toObject().value(QStringLiteral("trace")).toString();
    QCOMPARE(written, QDir::toNativeSeparators(bare + QStringLiteral(".gtrace.json")));
    QVERIFY(QFileInfo::exists(written));
}

void TestCliRun::scenarioLinesRunByTheirRules()
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

void TestCliRun::stepLimitIsAnOutcome()
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

void TestCliRun::optimalSearchThatGivesUpIsNoSuccess()
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
    // No solution, no cost: null beside "moves", and the text claims none.
    QVERIFY2(json.json().value(QStringLiteral("cost")).isNull(), json.out.constData());
    QVERIFY2(json.json().value(QStringLiteral("moves")).isNull(), json.out.constData());
    QVERIFY2(!plain.out.contains("cost"), plain.out.constData());

    // Within its budget it solves, and that is a success.
    const CliRun solved = cli({QStringLiteral("run"), QStringLiteral("puzzle-optimal"), QStringLiteral("--size"), QStringLiteral("3x3"),
                               QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--json")});
    QCOMPARE(solved.exitCode, 0);
    QCOMPARE(solved.json().value(QStringLiteral("gave_up")).toBool(true), false);
    QCOMPARE(solved.json().value(QStringLiteral("found")).toBool(false), true);
    QCOMPARE(solved.json().value(QStringLiteral("cost")), solved.json().value(QStringLiteral("moves")));

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

void TestCliRun::aSearchWithoutAPathHasNoCost()
{
    // A wall from top to bottom: no path, so no cost to give, in JSON or in words; no link
    // between two tiles of different kinds, no turns either.
    const QString board = m_dir.filePath(QStringLiteral("cut.board"));
    QVERIFY(writeFile(board, "gridtrace-board 1\nsize 3 3\nrows\n.@.\n.@.\n.@.\n"));
    const QStringList search{QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--board"), board, QStringLiteral("--from"),
                             QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("2,2")};
    const CliRun json = cli(search + QStringList{QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    QCOMPARE(json.json().value(QStringLiteral("found")).toBool(true), false);
    QVERIFY2(json.json().value(QStringLiteral("cost")).isNull(), json.out.constData());
    const CliRun text = cli(search);
    QVERIFY2(text.out.startsWith("No path") && !text.out.contains("cost"), text.out.constData());

    const QString tiles = m_dir.filePath(QStringLiteral("kinds.txt"));
    QVERIFY(writeFile(tiles, "1 2 . .\n2 1 . .\n. . . .\n. . . .\n"));
    const CliRun link = cli({QStringLiteral("run"), QStringLiteral("link-min-turn"), QStringLiteral("--board"), tiles, QStringLiteral("--from"),
                             QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("1,0"), QStringLiteral("--json")});
    QCOMPARE(link.exitCode, 0);
    QCOMPARE(link.json().value(QStringLiteral("found")).toBool(true), false);
    QVERIFY2(link.json().value(QStringLiteral("cost")).isNull(), link.out.constData());

    // A board that cannot be cleared took off no count of pairs worth a cost.
    const CliRun clear = cli({QStringLiteral("run"), QStringLiteral("link-solve"), QStringLiteral("--board"), tiles, QStringLiteral("--json")});
    QCOMPARE(clear.exitCode, 0);
    QCOMPARE(clear.json().value(QStringLiteral("verdict")).toString(), QStringLiteral("impossible"));
    QCOMPARE(clear.json().value(QStringLiteral("found")).toBool(true), false);
    QVERIFY2(clear.json().value(QStringLiteral("cost")).isNull(), clear.out.constData());

    // A generator makes a board and no path: nothing has a cost, not even one of 0.
    const CliRun maze = cli({QStringLiteral("run"), QStringLiteral("maze-prim"), QStringLiteral("--size"), QStringLiteral("11x11"),
                             QStringLiteral("--json")});
    QCOMPARE(maze.exitCode, 0);
    QVERIFY2(maze.json().value(QStringLiteral("cost")).isNull(), maze.out.constData());

    // check's list of mismatches says it as run does: a start walled in has no path, no cost.
    const QString map = m_dir.filePath(QStringLiteral("wall.map"));
    QVERIFY(writeFile(map, "type octile\nheight 3\nwidth 3\nmap\n.@.\n@@.\n...\n"));
    const QString scen = m_dir.filePath(QStringLiteral("wall.map.scen"));
    QVERIFY(writeFile(scen, "version 1\n0\twall.map\t3\t3\t0\t0\t2\t2\t4\n"));
    const CliRun check = cli({QStringLiteral("check"), QStringLiteral("--map"), map, QStringLiteral("--scen"), scen, QStringLiteral("--json")});
    QCOMPARE(check.exitCode, 1);
    const QJsonArray mismatches = check.json().value(QStringLiteral("mismatches")).toArray();
    QCOMPARE(mismatches.size(), 1);
    QCOMPARE(mismatches.first().toObject().value(QStringLiteral("found")).toBool(true), false);
    QVERIFY2(mismatches.first().toObject().value(QStringLiteral("cost")).isNull(), check.out.constData());
}

void TestCliRun::snakeStepsAreItsMoves()
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

void TestCliRun::aSnakeLiesWestOfItsHeadOrIsRefused()
{
    const QStringList run{QStringLiteral("run"), QStringLiteral("snake-greedy"), QStringLiteral("--size"), QStringLiteral("12x10")};
    // Ten cells laid round a head one cell from the edge would wall it in: refused, naming the
    // longest that lies west of it, whether the length was given or the default.
    QString problem = refusalProblem(run + QStringList{QStringLiteral("--from"), QStringLiteral("1,1"), QStringLiteral("--set"),
                                                       QStringLiteral("start-length=10")},
                                     QStringLiteral("a snake of 10 cells does not fit west of its head at (1,1): "
                                                    "start-length=2 is the longest that fits there"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    problem = refusalProblem(run + QStringList{QStringLiteral("--from"), QStringLiteral("2,4")},
                             QStringLiteral("--set start-length=3 is the longest"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    // Without a head the refusal names the algorithm as every other refusal of run does.
    problem = refusalProblem(run, QStringLiteral("snake-greedy needs a start cell: --from x,y"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    // Exactly as long as the row west of the head: it plays, and lives past its first move.
    const CliRun fits = cli(run + QStringList{QStringLiteral("--from"), QStringLiteral("9,1"), QStringLiteral("--set"),
                                              QStringLiteral("start-length=10"), QStringLiteral("--set"),
                                              QStringLiteral("step-limit=1"), QStringLiteral("--json")});
    QVERIFY2(fits.exitCode == 0, fits.err.constData());
    QCOMPARE(fits.json().value(QStringLiteral("outcome")).toString(), QStringLiteral("step limit"));
    // A whole row of snake leaves no cycle to follow: the note groups the search's budget as
    // every count is grouped.
    const CliRun noCycle = cli({QStringLiteral("run"), QStringLiteral("snake-hamilton-safe"), QStringLiteral("--size"),
                                QStringLiteral("12x10"), QStringLiteral("--from"), QStringLiteral("11,1"), QStringLiteral("--set"),
                                QStringLiteral("start-length=12"), QStringLiteral("--set"), QStringLiteral("step-limit=1")});
    QVERIFY2(noCycle.exitCode == 0, noCycle.err.constData());
    QVERIFY2(noCycle.out.contains("a depth-first search of 200,000 cells all failed"), noCycle.out.constData());
}

void TestCliRun::shuffleNeverDealsTheGoal()
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

void TestCliRun::clearingABoardSaysSo()
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

void TestCliRun::scenarioEndpointsAreNotReplaced()
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

void TestCliRun::anUnsolvablePuzzleNamesTheGoalItCanReach()
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

void TestCliRun::aSearchOnAMazesScenarioRunsOnTheMaze()
{
    QVERIFY(m_dir.isValid());
    // The maze as a user made it, its scenario and its board saved by one run.
    const QString scenario = m_dir.filePath(QStringLiteral("prim.json"));
    const QString maze = m_dir.filePath(QStringLiteral("prim.board"));
    const CliRun made = cli({QStringLiteral("run"), QStringLiteral("maze-prim"), QStringLiteral("--size"), QStringLiteral("31x21"),
                             QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("30,20"),
                             QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--save-scenario"), scenario,
                             QStringLiteral("--save-board"), maze});
    QVERIFY2(made.exitCode == 0, made.err.constData());
    // A* on the scenario finds the path the maze has, not the one across the empty board the
    // generator starts from, and says which board it ran on.
    const CliRun onScenario = cli({QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--board"), scenario,
                                   QStringLiteral("--json")});
    QVERIFY2(onScenario.exitCode == 0, onScenario.err.constData());
    const CliRun onMaze = cli({QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--board"), maze, QStringLiteral("--json")});
    QVERIFY2(onMaze.exitCode == 0, onMaze.err.constData());
    for (const char *key : {"found", "cost", "steps", "expansions"})
        QCOMPARE(onScenario.json().value(QLatin1String(key)), onMaze.json().value(QLatin1String(key)));
    QVERIFY(onScenario.json().value(QStringLiteral("cost")).toDouble() > 50);
    const QString note = onScenario.json().value(QStringLiteral("notes")).toArray().first().toString();
    QCOMPARE(note, scenario + QStringLiteral(" is a scenario of the generator maze-prim: astar ran on the board maze-prim makes "
                                             "from it with seed 5"));
    const CliRun text = cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--board"), scenario});
    QVERIFY2(text.out.contains("Note: " + scenario.toUtf8() + " is a scenario of the generator maze-prim: bfs ran on the board"),
             text.out.constData());
    // The scenario run as it is still makes its maze.
    const CliRun again = cli({QStringLiteral("run"), QStringLiteral("--board"), scenario, QStringLiteral("--json")});
    QVERIFY2(again.exitCode == 0, again.err.constData());
    QCOMPARE(again.json().value(QStringLiteral("algorithm")).toString(), QStringLiteral("maze-prim"));
}

// A game given a generator's scenario says in one note where it played: Lianliankan on the board
// the generator makes, its pairs dealt round its walls; a duel on the map its seed makes.
void TestCliRun::aGameOnAMazesScenarioSaysOneNote()
{
    QVERIFY(m_dir.isValid());
    const QString scenario = m_dir.filePath(QStringLiteral("division.json"));
    const QString maze = m_dir.filePath(QStringLiteral("division.board"));
    const CliRun made = cli({QStringLiteral("run"), QStringLiteral("maze-division"), QStringLiteral("--size"), QStringLiteral("14x13"),
                             QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--save-scenario"), scenario,
                             QStringLiteral("--save-board"), maze});
    QVERIFY2(made.exitCode == 0, made.err.constData());
    const auto notesOn = [&](const CliRun &run) {
        QStringList notes;
        for (const QJsonValue note : run.json().value(QStringLiteral("notes")).toArray()) {
            if (note.toString().contains(scenario))
                notes << note.toString();
        }
        return notes;
    };
    const auto sameOutcome = [](const CliRun &a, const CliRun &b, std::initializer_list<const char *> keys) {
        for (const char *key : keys) {
            if (a.json().value(QLatin1String(key)) != b.json().value(QLatin1String(key)))
                return false;
        }
        return true;
    };

    // The pairs dealt on the maze's board with seed 5 are those the board itself gets dealt.
    const CliRun link = cli({QStringLiteral("run"), QStringLiteral("link-solve"), QStringLiteral("--board"), scenario, QStringLiteral("--json")});
    QVERIFY2(link.exitCode == 0 || link.exitCode == 3, link.err.constData());
    const CliRun linkOnMaze = cli({QStringLiteral("run"), QStringLiteral("link-solve"), QStringLiteral("--board"), maze,
                                   QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--json")});
    QVERIFY(sameOutcome(link, linkOnMaze, {"found", "cost", "expansions", "trace_steps"}));
    QCOMPARE(notesOn(link), QStringList{scenario + QStringLiteral(" is a scenario of the generator maze-division: link-solve ran on the "
                                                                  "board maze-division makes from it with seed 5, and dealt its pairs "
                                                                  "round its walls with the same seed")});
    const CliRun reseeded = cli({QStringLiteral("run"), QStringLiteral("link-solve"), QStringLiteral("--board"), scenario,
                                 QStringLiteral("--seed"), QStringLiteral("9"), QStringLiteral("--json")});
    QCOMPARE(notesOn(reseeded), QStringList{scenario + QStringLiteral(" is a scenario of the generator maze-division: link-solve ran "
                                                                      "on the board maze-division makes from it with seed 5, and dealt "
                                                                      "its pairs round its walls with seed 9")});
    const CliRun text = cli({QStringLiteral("run"), QStringLiteral("link-solve"), QStringLiteral("--board"), scenario});
    QCOMPARE(text.out.count("Note: "), qsizetype(notesOn(link).size()));

    // The duel never saw the maze: it plays as a duel given no board plays with seed 5.
    const CliRun duel = cli({QStringLiteral("run"), QStringLiteral("duel-flood-fill"), QStringLiteral("--board"), scenario, QStringLiteral("--json")});
    QVERIFY2(duel.exitCode == 0 || duel.exitCode == 1, duel.err.constData());
    const CliRun duelOnItsMap = cli({QStringLiteral("run"), QStringLiteral("duel-flood-fill"), QStringLiteral("--seed"), QStringLiteral("5"),
                                     QStringLiteral("--json")});
    QVERIFY(sameOutcome(duel, duelOnItsMap, {"winner", "rounds", "a_steps", "b_steps"}));
    QCOMPARE(notesOn(duel), QStringList{scenario + QStringLiteral(" is a scenario of the generator maze-division: duel-flood-fill played "
                                                                  "on the map its seed 5 makes, not on the board maze-division makes "
                                                                  "(--set map=board plays on that one)")});
    // A seed typed is no longer the scenario's: the note names where the map's seed came from.
    const CliRun reseededDuel = cli({QStringLiteral("run"), QStringLiteral("duel-flood-fill"), QStringLiteral("--board"), scenario,
                                     QStringLiteral("--seed"), QStringLiteral("9"), QStringLiteral("--json")});
    QVERIFY2(reseededDuel.exitCode == 0 || reseededDuel.exitCode == 1, reseededDuel.err.constData());
    QCOMPARE(notesOn(reseededDuel), QStringList{scenario + QStringLiteral(" is a scenario of the generator maze-division: duel-flood-fill "
                                                                          "played on the map --seed 9 makes, not on the board "
                                                                          "maze-division makes (--set map=board plays on that one)")});
}

void TestCliRun::aDuelOnASearchsScenarioPlaysOnItsSeedsMap()
{
    // The A* example's goal lies outside the 14 x 13 duel map; a duel has no goal, so it plays.
    const CliRun duel = cli({QStringLiteral("run"), QStringLiteral("duel-flood-fill"), QStringLiteral("--board"),
                             example("astar-maze.json"), QStringLiteral("--json")});
    QVERIFY2(duel.exitCode == 0 || duel.exitCode == 1, duel.err.constData());
    QVERIFY(duel.json().value(QStringLiteral("rounds")).toInt() > 0);
    // The bots share no count of what they searched: expansions is no copy of the rounds.
    QVERIFY2(duel.json().value(QStringLiteral("expansions")).isNull(), duel.out.constData());
    QFile file(example("astar-maze.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString seed = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("seed")).toString();
    QVERIFY(!seed.isEmpty());
    const CliRun seeded = cli({QStringLiteral("run"), QStringLiteral("duel-flood-fill"), QStringLiteral("--seed"), seed,
                               QStringLiteral("--json")});
    for (const char *key : {"winner", "rounds", "a_steps", "b_steps"})
        QCOMPARE(duel.json().value(QLatin1String(key)), seeded.json().value(QLatin1String(key)));
}

QTEST_GUILESS_MAIN(TestCliRun)
#include "tst_clirun.moc"
