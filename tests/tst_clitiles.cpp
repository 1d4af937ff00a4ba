// gridtrace-cli run on boards of tiles and on duel records: a file is read by the algorithms it
// is for, in its own coordinates, and one that would be read as another game is refused.

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

QTEST_GUILESS_MAIN(TestCliTiles)
#include "tst_clitiles.moc"
