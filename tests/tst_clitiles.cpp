// gridtrace-cli run on boards of tiles and on duel records: a file is read by the algorithms it
// is for, in its own coordinates, and one that would be read as another game is refused.

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "clirun.h"
#include "clifiles.h"

class TestCliTiles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void aBoardOfTilesIsNotSearchedAsWalls();
    void aBotGivenARecordTakesNoSeedNorSet();
    void aDuelGivenTilesIsToldWhoReadsThem();
    void aLinkScenarioIsSpokenInItsOwnCells();
    void anOddKindLeavesOneTile();

private:
    QTemporaryDir m_dir;
    QString m_link;
    QString m_puzzle;
};

void TestCliTiles::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // link-ring.json as a text board: (1,1) is a wall, (2,2) an empty cell.
    m_link = m_dir.filePath(QStringLiteral("lr.txt"));
    QVERIFY(writeFile(m_link, "1 2 3 4 . 5 6 1\n"
                              "7 # 8 . 9 . 2 3\n"
                              "4 5 . 10 # 11 12 6\n"
                              "7 8 9 . . 10 . 11\n"
                              "12 . 13 14 15 . 16 13\n"
                              "14 . 15 16 . . . .\n"));
    m_puzzle = m_dir.filePath(QStringLiteral("puzzle.txt"));
    QVERIFY(writeFile(m_puzzle, "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n"));
}

void TestCliTiles::aBoardOfTilesIsNotSearchedAsWalls()
{
    const QString wanted = QStringLiteral("wants a GridTrace board (which starts with the line \"gridtrace-board 1\"), a "
                                          "scenario or a Moving AI map (--map)");
    // A path search on tiles would cross them, one cell off what the file shows.
    for (const QStringList &to : {QStringList{QStringLiteral("1,1")}, QStringList{QStringLiteral("9,7")}}) {
        const CliRun run = cli({QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--board"), m_link,
                                QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), to.first(),
                                QStringLiteral("--path")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(QString::fromUtf8(run.err),
                 QStringLiteral("gridtrace-cli: ") + m_link + QStringLiteral(" holds a Lianliankan board, which the Lianliankan algorithms "
                                "(link-min-turn, link-seed-003, link-solve) and gridtrace-cli link read; astar is a path "
                                "search, which reads no tiles, and ")
                     + wanted + u'\n');
    }
    const CliRun puzzle = cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--board"), m_puzzle,
                               QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("3,3")});
    QCOMPARE(puzzle.exitCode, 2);
    QCOMPARE(QString::fromUtf8(puzzle.err),
             QStringLiteral("gridtrace-cli: ") + m_puzzle + QStringLiteral(" holds a sliding puzzle, which the sliding puzzle solvers read "
                            "(seed-004, layered, puzzle-optimal); bfs is a path search, which reads no tiles, and ")
                 + wanted + u'\n');
    // A Lianliankan scenario's tiles are as much the board as its walls; a generator and a
    // snake read no tiles either.
    const CliRun scenario = cli({QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--board"),
                                 example("link-ring.json")});
    QCOMPARE(scenario.exitCode, 2);
    QVERIFY2(scenario.err.contains("holds a Lianliankan scenario (for link-min-turn), which the Lianliankan algorithms "
                                   "read (link-min-turn, link-seed-003, link-solve); astar is a path search"),
             scenario.err.constData());
    const CliRun maze = cli({QStringLiteral("run"), QStringLiteral("maze-prim"), QStringLiteral("--board"), m_puzzle});
    QCOMPARE(maze.exitCode, 2);
    QVERIFY2(maze.err.contains("maze-prim is a maze generator, which reads no tiles"), maze.err.constData());
    const CliRun snake = cli({QStringLiteral("run"), QStringLiteral("snake-greedy"), QStringLiteral("--board"), m_link,
                              QStringLiteral("--from"), QStringLiteral("3,0")});
    QCOMPARE(snake.exitCode, 2);
    QVERIFY2(snake.err.contains("snake-greedy is a snake AI, which reads no tiles"), snake.err.constData());
    // The algorithms the file is for still read it.
    const CliRun link = cli({QStringLiteral("run"), QStringLiteral("link-min-turn"), QStringLiteral("--board"), m_link,
                             QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("7,0")});
    QCOMPARE(link.exitCode, 0);
}

// What the file is and who reads it is the first thing to say, before what a duel does with a
// board; and a replay is named for what it is, not as a bot.
void TestCliTiles::aDuelGivenTilesIsToldWhoReadsThem()
{
    for (const QString &board : {m_link, m_puzzle}) {
        const CliRun bot = cli({QStringLiteral("run"), QStringLiteral("duel-flood-fill"), QStringLiteral("--board"), board});
        QCOMPARE(bot.exitCode, 2);
        QVERIFY2(!bot.err.contains("takes no --board"), bot.err.constData());
        QVERIFY2(bot.err.contains(board == m_link ? "which the Lianliankan algorithms (link-min-turn, link-seed-003, link-solve)"
                                                  : "which the sliding puzzle solvers read (seed-004, layered, puzzle-optimal)"),
                 bot.err.constData());
        QVERIFY2(bot.err.contains("duel-flood-fill is a duel bot, which reads no tiles"), bot.err.constData());
    }
    const CliRun replay = cli({QStringLiteral("run"), QStringLiteral("duel-replay"), QStringLiteral("--board"), m_link,
                               QStringLiteral("--set"), QStringLiteral("map=board")});
    QCOMPARE(replay.exitCode, 2);
    QVERIFY2(!replay.err.contains("bot"), replay.err.constData());
    QVERIFY2(replay.err.contains("duel-replay is the replay of a duel record, which reads no tiles, and wants a duel record"),
             replay.err.constData());
}

void TestCliTiles::aBotGivenARecordTakesNoSeedNorSet()
{
    const QString record = m_dir.filePath(QStringLiteral("game.json"));
    QCOMPARE(cli({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("alphabeta"), QStringLiteral("--b"),
                  QStringLiteral("flood-fill"), QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--seed"),
                  QStringLiteral("1"), QStringLiteral("--record"), record})
                 .exitCode,
             0);
    // Another seed's map or another opponent would be a game the record never held.
    const CliRun seeded = cli({QStringLiteral("run"), QStringLiteral("duel-flood-fill"), QStringLiteral("--board"), record,
                               QStringLiteral("--seed"), QStringLiteral("3")});
    QCOMPARE(seeded.exitCode, 2);
    QVERIFY(seeded.out.isEmpty());
    QCOMPARE(QString::fromUtf8(seeded.err),
             QStringLiteral("gridtrace-cli: duel-flood-fill takes no --seed: the record given fixes the game, its map and "
                            "every move (--set map=board plays duel-flood-fill on the record's map)\n"));
    const CliRun set = cli({QStringLiteral("run"), QStringLiteral("duel-kob-starter"), QStringLiteral("--board"), record,
                            QStringLiteral("--set"), QStringLiteral("opponent=flood-fill")});
    QCOMPARE(set.exitCode, 2);
    QCOMPARE(QString::fromUtf8(set.err),
             QStringLiteral("gridtrace-cli: duel-kob-starter takes no --set: the record given fixes the game, its map and "
                            "every move (--set map=board plays duel-kob-starter on the record's map)\n"));
    // On the record's map the bot plays a game of its own, as the note of a bot given alone says.
    const CliRun onMap = cli({QStringLiteral("run"), QStringLiteral("duel-kob-starter"), QStringLiteral("--board"), record,
                              QStringLiteral("--set"), QStringLiteral("map=board"), QStringLiteral("--set"),
                              QStringLiteral("opponent=flood-fill")});
    QCOMPARE(onMap.exitCode, 0);
    QVERIFY2(!onMap.out.contains("decided nothing"), onMap.out.constData());
}

void TestCliTiles::aLinkScenarioIsSpokenInItsOwnCells()
{
    // link-ring.json's start is [1, 1] and its goal [8, 1]: the cells a user reads in the file
    // are those run takes and prints, and those demo's statuses name.
    const QString scenario = example("link-ring.json");
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("link-min-turn"), QStringLiteral("--board"), scenario,
                            QStringLiteral("--from"), QStringLiteral("1,1"), QStringLiteral("--to"), QStringLiteral("8,1"),
                            QStringLiteral("--path")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.endsWith("\n1,1 1,0 2,0 3,0 4,0 5,0 6,0 7,0 8,0 8,1\n"), run.out.constData());
    const CliRun own = cli({QStringLiteral("run"), QStringLiteral("link-min-turn"), QStringLiteral("--board"), scenario,
                            QStringLiteral("--path")});
    QCOMPARE(own.out.mid(own.out.indexOf('\n')), run.out.mid(run.out.indexOf('\n')));
    const CliRun demo = cli({QStringLiteral("demo"), QStringLiteral("--example"), scenario, QStringLiteral("--frames"),
                             QStringLiteral("1")});
    QVERIFY2(demo.out.startsWith("Step 15 of 15: Linked (8,1)"), demo.out.constData());
    // The facts speak the same cells, in run and in demo.
    const CliRun json = cli({QStringLiteral("run"), QStringLiteral("link-min-turn"), QStringLiteral("--board"), scenario,
                             QStringLiteral("--json")});
    const CliRun demoJson = cli({QStringLiteral("demo"), QStringLiteral("--example"), scenario, QStringLiteral("--json")});
    const QJsonArray path = json.json().value(QStringLiteral("path")).toArray();
    QCOMPARE(path.first(), QJsonValue(QJsonArray{1, 1}));
    QCOMPARE(path.last(), QJsonValue(QJsonArray{8, 1}));
    QCOMPARE(demoJson.json().value(QStringLiteral("path")).toArray(), path);
    const CliRun solve = cli({QStringLiteral("run"), QStringLiteral("link-solve"), QStringLiteral("--board"), scenario,
                              QStringLiteral("--json")});
    QCOMPARE(solve.json().value(QStringLiteral("pairs")).toArray().first(),
             QJsonValue(QJsonArray{QJsonArray{1, 1}, QJsonArray{8, 1}}));
    // A text board has no ring: its tiles are numbered from 0, and so is its path.
    const CliRun text = cli({QStringLiteral("run"), QStringLiteral("link-min-turn"), QStringLiteral("--board"), m_link,
                             QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("7,0"),
                             QStringLiteral("--path")});
    QVERIFY2(text.out.endsWith("\n0,0 0,-1 1,-1 2,-1 3,-1 4,-1 5,-1 6,-1 7,-1 7,0\n"), text.out.constData());
}

// link-ring.json without its tile 14 at (1,6): the other 14, at (4,5), can never come off.
// The one tile left is counted as one, and the kind is named at its cell, as the scenario and
// the rest of the run name cells.
void TestCliTiles::anOddKindLeavesOneTile()
{
    QFile ring(example("link-ring.json"));
    QVERIFY(ring.open(QIODevice::ReadOnly));
    QJsonObject scenario = QJsonDocument::fromJson(ring.readAll()).object();
    QJsonArray tiles = scenario.value(QStringLiteral("tiles")).toArray();
    QJsonArray row = tiles.at(6).toArray();
    QCOMPARE(row.at(1).toInt(), 14);
    row.replace(1, 0);
    tiles.replace(6, row);
    scenario.insert(QStringLiteral("tiles"), tiles);
    scenario.insert(QStringLiteral("algorithm"), QStringLiteral("link-solve"));
    scenario.remove(QStringLiteral("start"));
    scenario.remove(QStringLiteral("goal"));
    const QString odd = m_dir.filePath(QStringLiteral("odd.json"));
    QVERIFY(writeFile(odd, QJsonDocument(scenario).toJson()));
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("link-solve"), QStringLiteral("--board"), odd});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.startsWith("The board cannot be cleared: 1 tile left at best,"), run.out.constData());
    QVERIFY2(run.out.contains("\nNote: 1 tile left: no order of removals clears the board\n"), run.out.constData());
    QVERIFY2(!run.out.contains("1 tiles") && !run.out.contains("tile stay"), run.out.constData());
    QVERIFY2(run.out.contains("Note: an odd number of tiles of kind 14 (1): kinds come in pairs (the first of them is at (4,5))\n"),
             run.out.constData());
}

QTEST_GUILESS_MAIN(TestCliTiles)
#include "tst_clitiles.moc"
