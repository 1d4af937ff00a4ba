// gridtrace-cli duel and link: results, rounds, seeds and boards told as a player reads them.

#include "catalogue/catalogue.h"
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

class TestCliGames : public QObject
{
    Q_OBJECT

private slots:
    void linkCompareLinesUpInChinese();
    void duelRecordLineIsAResultLine();
    void duelRoundsReadSensibly();
    void generatedBoardCountsAgreeWithTheirNouns();
    void aBoardWithoutTilesSaysSo();
    void linkSolveDealsABoardWithoutTiles();
    void linkSolveStatusCountsOnePair();
    void aSeedIsOneGameInDuelAndRun();
    void onlyPathSearchesTakeAScenarioLine();
    void duelSeedsNeverWrap();
    void duelRecordsThatContradictThemselvesAreRefused();
    void programsThatDoNotStartSaySoInGridTracesWords();
    void aRecordGivenToAnotherBotIsReplayed();

private:
    QTemporaryDir m_dir;
};

void TestCliGames::linkCompareLinesUpInChinese()
{
    QTemporaryDir folder;
    const QString board = folder.filePath(QStringLiteral("board.txt"));
    QCOMPARE(cli({QStringLiteral("link"), QStringLiteral("generate"), QStringLiteral("--size"), QStringLiteral("8x6"), QStringLiteral("--kinds"),
                  QStringLiteral("4"), QStringLiteral("--out"), board}).exitCode, 0);
    for (const bool chinese : {false, true}) {
        const QStringList arguments{QStringLiteral("link"), QStringLiteral("compare"), QStringLiteral("--board"), board};
        const CliRun run = chinese ? cliInChinese(arguments) : cli(arguments);
        QCOMPARE(run.exitCode, 0);
        // The counts' lines: a label, then the count right-aligned in one column.
        QList<int> ends;
        const QStringList lines = QString::fromUtf8(run.out).split(u'\n');
        for (qsizetype i = 1; i < lines.size() && lines[i].startsWith(QStringLiteral("  ")); ++i)
            ends << terminalColumns(lines[i]);
        QVERIFY2(ends.size() >= 6, qPrintable(lines.join(u'\n')));
        QVERIFY2(std::all_of(ends.begin(), ends.end(), [&](int end) { return end == ends.front(); }), qPrintable(lines.join(u'\n')));
    }
}

void TestCliGames::duelRecordLineIsAResultLine()
{
    QTemporaryDir folder;
    const QString record = folder.filePath(QStringLiteral("last.json"));
    const QStringList duel{QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("kob-starter"), QStringLiteral("--b"),
                           QStringLiteral("random-safe"), QStringLiteral("--games"), QStringLiteral("3"), QStringLiteral("--seed"),
                           QStringLiteral("5"), QStringLiteral("--record"), record};
    const CliRun run = cli(duel);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    // The third game, as the window's tournament numbers it, was played on seed 5 + 2.
    QVERIFY2(run.out.contains(QStringLiteral("The record of game 3 (seed 7) is in %1.").arg(record).toUtf8()), run.out.constData());
    const CliRun json = cli(duel + QStringList{QStringLiteral("--json")});
    QVERIFY2(json.err.isEmpty(), json.err.constData());
    const QJsonObject kept = json.json().value(QStringLiteral("record")).toObject();
    QCOMPARE(kept.value(QStringLiteral("game")).toInt(), 3);
    QCOMPARE(kept.value(QStringLiteral("seed")).toString(), QStringLiteral("7"));
}

void TestCliGames::duelRoundsReadSensibly()
{
    QTemporaryDir folder;
    const QString left = folder.filePath(QStringLiteral("left.sh"));
    QVERIFY(writeFile(left, "#!/bin/sh\necho left\n"));
    QVERIFY(QFile::setPermissions(left, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    const CliRun never = cli({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("random-safe"), QStringLiteral("--b"),
                              QStringLiteral("exec:") + left, QStringLiteral("--games"), QStringLiteral("2")});
    QCOMPARE(never.exitCode, 0);
    QVERIFY2(!never.out.contains("0.0 rounds") && never.out.contains("every game ended before its first round was played"), never.out.constData());
    // The faults are numbered from 1, as the window numbers games, with their seeds.
    QVERIFY2(never.out.contains("game 1 (seed 1), b:") && never.out.contains("game 2 (seed 2), b:"), never.out.constData());

    const QStringList played{QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("kob-starter"), QStringLiteral("--b"),
                             QStringLiteral("random-safe"), QStringLiteral("--games"), QStringLiteral("4")};
    const double mean = cli(played + QStringList{QStringLiteral("--json")}).json().value(QStringLiteral("mean_rounds")).toDouble();
    QVERIFY(mean >= 1.0);
    const QString shown = mean == std::floor(mean) ? QString::number(qint64(mean)) : QString::number(mean, 'f', 1);
    const QString text = QString::fromUtf8(cli(played).out);
    QVERIFY2(text.contains(QStringLiteral("; %1 round").arg(shown)) && text.contains(QStringLiteral(" a game on average")), qPrintable(text));
}

void TestCliGames::generatedBoardCountsAgreeWithTheirNouns()
{
    // English texts take their plurals from translations/gridtrace_en.ts, as every language does.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("w.txt"));
    for (const auto &[size, kinds, walls, expected] : std::initializer_list<std::tuple<const char *, const char *, const char *, const char *>>{
             {"4x4", "1", "14", "A board of 4 x 4 tiles with 1 kind, 14 walls and 1 pair, seed 1"},
             {"4x4", "2", "12", "A board of 4 x 4 tiles with 2 kinds, 12 walls and 2 pairs, seed 1"},
             {"5x5", "2", "1", "A board of 5 x 5 tiles with 2 kinds, 1 wall and 12 pairs, seed 1"},
         }) {
        const CliRun run = cli({QStringLiteral("link"), QStringLiteral("generate"), QStringLiteral("--size"), QLatin1String(size),
                                QStringLiteral("--kinds"), QLatin1String(kinds), QStringLiteral("--walls"), QLatin1String(walls),
                                QStringLiteral("--out"), out});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(expected), run.out.constData());
    }
}

void TestCliGames::aBoardWithoutTilesSaysSo()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString board = dir.filePath(QStringLiteral("empty.txt"));
    QVERIFY(writeFile(board, ". . . .\n. # . .\n. . . .\n. . . .\n"));
    const CliRun run = cli({QStringLiteral("link"), QStringLiteral("solve"), QStringLiteral("--board"), board});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QString::fromUtf8(run.out).trimmed(), QStringLiteral("The board has no tiles to clear."));
}

void TestCliGames::linkSolveDealsABoardWithoutTiles()
{
    // A board file of '.' and '#' alone is filled with pairs from the seed, as docs/link.md
    // says, and the kinds and the seed deal them.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString board = dir.filePath(QStringLiteral("empty.txt"));
    QVERIFY(writeFile(board, ". . . .\n. . . .\n. . . .\n. . . .\n"));
    const auto tilesDealt = [&](const QStringList &options) {
        const QString saved = dir.filePath(QStringLiteral("dealt.json"));
        const CliRun run = cli(QStringList{QStringLiteral("run"), QStringLiteral("link-solve"), QStringLiteral("--board"), board,
                                           QStringLiteral("--json"), QStringLiteral("--save-scenario"), saved}
                               + options);
        QFile file(saved);
        QList<int> tiles;
        if (run.exitCode != 0 || !file.open(QIODevice::ReadOnly)) {
            qWarning("%s", run.err.constData());
            return std::pair{run, tiles};
        }
        for (const QJsonValue row : QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("tiles")).toArray()) {
            for (const QJsonValue tile : row.toArray()) {
                if (tile.toInt() != 0)
                    tiles << tile.toInt();
            }
        }
        return std::pair{run, tiles};
    };
    const auto [plain, plainTiles] = tilesDealt({});
    QCOMPARE(plain.exitCode, 0);
    // 16 cells, 8 pairs, all of them cleared.
    QCOMPARE(plainTiles.size(), 16);
    QCOMPARE(plain.json().value(QStringLiteral("pairs")).toArray().size(), 8);
    QCOMPARE(plain.json().value(QStringLiteral("tiles_left")).toInt(), 0);
    QCOMPARE(plain.json().value(QStringLiteral("notes")).toArray().first().toString(),
             board + QStringLiteral(" is a Lianliankan board with no tiles: the pairs were dealt round its walls with seed 0"));

    const auto [twoKinds, twoKindsTiles] = tilesDealt({QStringLiteral("--set"), QStringLiteral("kinds=2")});
    QCOMPARE(twoKinds.exitCode, 0);
    QCOMPARE(twoKindsTiles.size(), 16);
    QVERIFY2(*std::max_element(twoKindsTiles.begin(), twoKindsTiles.end()) == 2, qPrintable(QString::fromUtf8(twoKinds.out)));

    const auto [seeded, seededTiles] = tilesDealt({QStringLiteral("--seed"), QStringLiteral("3")});
    QCOMPARE(seeded.exitCode, 0);
    QVERIFY(seededTiles != plainTiles);
    QVERIFY(seeded.json().value(QStringLiteral("notes")).toArray().first().toString().endsWith(QStringLiteral("with seed 3")));

    // Walls everywhere leave no room for a pair: said, not "cleared".
    const QString walls = dir.filePath(QStringLiteral("walls.txt"));
    QVERIFY(writeFile(walls, "# # # #\n# # # #\n# # # #\n# # # #\n"));
    const QString problem = refusalProblem({QStringLiteral("run"), QStringLiteral("link-solve"), QStringLiteral("--board"), walls},
                                           QStringLiteral("no room to deal a pair of tiles"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    // Free cells that walls shut in one by one link with none: no pair is dealt, nothing cleared.
    const QString shut = dir.filePath(QStringLiteral("shut.txt"));
    QVERIFY(writeFile(shut, "# # # #\n# . # #\n# # . #\n# # # #\n"));
    const QString shutProblem = refusalProblem({QStringLiteral("run"), QStringLiteral("link-solve"), QStringLiteral("--board"), shut},
                                               QStringLiteral("no pair of tiles can be dealt, so there is nothing to clear"));
    QVERIFY2(shutProblem.isEmpty(), qPrintable(shutProblem));

    // More kinds than pairs cannot all appear: the note says how many pairs there was room for.
    const auto [manyKinds, manyKindsTiles] = tilesDealt({QStringLiteral("--set"), QStringLiteral("kinds=20")});
    QCOMPARE(manyKinds.exitCode, 0);
    QCOMPARE(manyKindsTiles.size(), 16);
    const QJsonArray manyNotes = manyKinds.json().value(QStringLiteral("notes")).toArray();
    QVERIFY2(manyNotes.contains(QStringLiteral("only as many kinds as pairs could be dealt: the board has room for 8 pairs, and "
                                               "--set kinds=20 asks for more")),
             manyKinds.out.constData());
    QCOMPARE(plain.json().value(QStringLiteral("notes")).toArray().size(), 1);
}

void TestCliGames::linkSolveStatusCountsOnePair()
{
    // The status of the plan's step, as a render shows it: one pair is one removal, not "1 removals".
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto planStatus = [&](const QString &name, const QByteArray &board) {
        const QString boardFile = dir.filePath(name + QStringLiteral(".txt"));
        const QString trace = dir.filePath(name + QStringLiteral(".gtrace.json"));
        const QString svg = dir.filePath(name + QStringLiteral(".svg"));
        if (!writeFile(boardFile, board)
            || cli({QStringLiteral("run"), QStringLiteral("link-solve"), QStringLiteral("--board"), boardFile, QStringLiteral("--trace"),
                    trace}).exitCode != 0
            || cli({QStringLiteral("render"), trace, QStringLiteral("--svg"), svg, QStringLiteral("--from"), QStringLiteral("1")}).exitCode != 0)
            return QString();
        QFile file(svg);
        if (!file.open(QIODevice::ReadOnly))
            return QString();
        const QRegularExpressionMatch desc = QRegularExpression(QStringLiteral("<desc>([^<]*)</desc>")).match(QString::fromUtf8(file.readAll()));
        return desc.captured(1);
    };
    const QString one = planStatus(QStringLiteral("one"), ". . . .\n. 1 1 .\n. . . .\n. . . .\n");
    QVERIFY2(QRegularExpression(QStringLiteral("^Step 1 of \\d+: an order that clears the board: 1 pair, found with 1 removal tried$"))
                 .match(one).hasMatch(),
             qPrintable(one));
    const QString two = planStatus(QStringLiteral("two"), ". . . .\n. 1 1 .\n. 2 2 .\n. . . .\n");
    QVERIFY2(QRegularExpression(QStringLiteral("^Step 1 of \\d+: an order that clears the board: 2 pairs, found with \\d+ removals tried$"))
                 .match(two).hasMatch(),
             qPrintable(two));
}

void TestCliGames::aSeedIsOneGameInDuelAndRun()
{
    // A bot that draws at random draws from the game's seed on either side: the arena's game
    // and the catalogue's are the same game, move for move.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString record = dir.filePath(QStringLiteral("game.json"));
    const QList<std::pair<QString, QString>> pairings{{QStringLiteral("flood-fill"), QStringLiteral("random-safe")},
                                                     {QStringLiteral("random-safe"), QStringLiteral("flood-fill")},
                                                     {QStringLiteral("random-safe"), QStringLiteral("random-safe")}};
    for (const auto &[a, b] : pairings) {
        for (int seed = 1; seed <= 8; ++seed) {
            const QString seedText = QString::number(seed);
            const CliRun duel = cli({QStringLiteral("duel"), QStringLiteral("--a"), a, QStringLiteral("--b"), b, QStringLiteral("--games"),
                                     QStringLiteral("1"), QStringLiteral("--seed"), seedText, QStringLiteral("--record"), record});
            QVERIFY2(duel.exitCode == 0, duel.err.constData());
            QFile file(record);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QJsonObject played = QJsonDocument::fromJson(file.readAll()).object();
            const CliRun run = cli({QStringLiteral("run"), QStringLiteral("duel-") + a, QStringLiteral("--seed"), seedText,
                                    QStringLiteral("--set"), QStringLiteral("opponent=") + b, QStringLiteral("--json")});
            QVERIFY2(run.exitCode == 0, run.err.constData());
            const QJsonObject traced = run.json();
            const QString which = QStringLiteral("%1 against %2, seed %3").arg(a, b, seedText);
            QVERIFY2(!played.value(QStringLiteral("b_steps")).toString().isEmpty(), qPrintable(which));
            QVERIFY2(traced.value(QStringLiteral("a_steps")) == played.value(QStringLiteral("a_steps")), qPrintable(which));
            QVERIFY2(traced.value(QStringLiteral("b_steps")) == played.value(QStringLiteral("b_steps")), qPrintable(which));
        }
    }
}

void TestCliGames::onlyPathSearchesTakeAScenarioLine()
{
    // A Moving AI line is a start, a goal and the optimal length between them: every family
    // that would drop a part of it refuses it and names the ones that take it whole.
    const QStringList line{QStringLiteral("--map"), data("arena.map"), QStringLiteral("--scen"), data("arena.map.scen"),
                           QStringLiteral("--index"), QStringLiteral("0")};
    int refused = 0;
    for (const AlgorithmInfo &info : Catalogue::algorithms()) {
        const QStringList arguments = QStringList{QStringLiteral("run"), info.id} + line;
        if (info.family == Family::Pathfinding) {
            const CliRun run = cli(arguments + QStringList{QStringLiteral("--json")});
            QVERIFY2(run.exitCode == 0, qPrintable(info.id + QStringLiteral(": ") + QString::fromUtf8(run.err)));
            QVERIFY2(run.json().contains(QStringLiteral("scenario_optimal")), qPrintable(info.id));
            continue;
        }
        const QString problem = refusalProblem(arguments, info.id + QStringLiteral(" takes no --scen: "));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        ++refused;
        if (info.makesBoard)
            continue;
        const QString message = QString::fromUtf8(cli(arguments).err);
        QVERIFY2(message.contains(QStringLiteral("which only the path searches take (bfs, dfs, dijkstra, astar, greedy, bidirectional)")),
                 qPrintable(message));
        // A snake needs its start, which --from gives.
        if (info.family == Family::Snake)
            QVERIFY2(message.trimmed().endsWith(QStringLiteral("give the start with --from")), qPrintable(message));
    }
    QVERIFY(refused >= 20);
}

void TestCliGames::duelSeedsNeverWrap()
{
    const QStringList duel{QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("random-safe"), QStringLiteral("--b"),
                           QStringLiteral("random-safe")};
    const QString problem = refusalProblem(duel + QStringList{QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--seed"),
                                                              QStringLiteral("18446744073709551615")},
                                           QStringLiteral("give a first seed of at most 18446744073709551614"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    // The largest seed itself is fine for one game, and the last seeds for as many games as fit.
    QCOMPARE(cli(duel + QStringList{QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--seed"),
                                    QStringLiteral("18446744073709551615")}).exitCode, 0);
    QCOMPARE(cli(duel + QStringList{QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--seed"),
                                    QStringLiteral("18446744073709551614")}).exitCode, 0);
}

void TestCliGames::duelRecordsThatContradictThemselvesAreRefused()
{
    QTemporaryDir folder;
    const QString record = folder.filePath(QStringLiteral("game.json"));
    QCOMPARE(cli({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("kob-starter"), QStringLiteral("--b"),
                  QStringLiteral("random-safe"), QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--record"), record})
                 .exitCode,
             0);
    QFile file(record);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject played = QJsonDocument::fromJson(file.readAll()).object();
    const QString bSteps = played.value(QStringLiteral("b_steps")).toString();
    QVERIFY(bSteps.size() >= 3);
    const auto refused = [&](const QJsonObject &changed, const QString &message) {
        const QString broken = folder.filePath(QStringLiteral("broken.json"));
        QVERIFY(writeFile(broken, QJsonDocument(changed).toJson()));
        const QString problem = refusalProblem({QStringLiteral("run"), QStringLiteral("duel-replay"), QStringLiteral("--board"), broken},
                                               broken + QStringLiteral(": ") + message);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    };
    // B hit a wall in a game of no moves: no step was played to hit it with.
    QJsonObject unplayed = played;
    unplayed.insert(QStringLiteral("a_steps"), QString());
    unplayed.insert(QStringLiteral("b_steps"), QString());
    unplayed.insert(QStringLiteral("loser"), QStringLiteral("B"));
    unplayed.remove(QStringLiteral("a_fault"));
    unplayed.insert(QStringLiteral("b_fault"), QStringLiteral("wall"));
    refused(unplayed, QStringLiteral("the record says the loser is \"B\" (B: \"wall\"), but its moves give none"));
    // A step that is no direction is named by its string and its place.
    QJsonObject four = played;
    four.insert(QStringLiteral("b_steps"), bSteps.left(2) + u'4' + bSteps.mid(3));
    refused(four, QStringLiteral("the step string of B holds \"4\" at character 3, not one of the directions 0 to 3"));
}

void TestCliGames::programsThatDoNotStartSaySoInGridTracesWords()
{
    // Not the system's English ("execvp: No such file or directory").
    QTemporaryDir folder;
    const QString notExecutable = folder.filePath(QStringLiteral("bot.sh"));
    QVERIFY(writeFile(notExecutable, "#!/bin/sh\necho 0\n"));
    QVERIFY(QFile::setPermissions(notExecutable, QFile::ReadOwner | QFile::WriteOwner));
    for (const auto &[program, reason] : {std::pair{QStringLiteral("gridtrace_no_such_program"), QStringLiteral("no such file or folder")},
                                          std::pair{notExecutable, QStringLiteral("permission denied")}}) {
        const CliRun run = cli({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("exec:") + program, QStringLiteral("--b"),
                                QStringLiteral("random-safe"), QStringLiteral("--games"), QStringLiteral("1")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("could not start %1: %2\n").arg(program, reason).toUtf8()), run.out.constData());
        QVERIFY2(!run.out.contains("execvp"), run.out.constData());
    }
}

void TestCliGames::aRecordGivenToAnotherBotIsReplayed()
{
    // The record fixes every move: the bot given decides nothing, and the note says so.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString record = dir.filePath(QStringLiteral("game.json"));
    const CliRun duel = cli({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("kob-starter"), QStringLiteral("--b"),
                             QStringLiteral("random-safe"), QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--seed"),
                             QStringLiteral("3"), QStringLiteral("--record"), record});
    QVERIFY2(duel.exitCode == 0, duel.err.constData());
    QFile file(record);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject played = QJsonDocument::fromJson(file.readAll()).object();
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("duel-flood-fill"), QStringLiteral("--board"), record,
                            QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0 || run.exitCode == 1, run.err.constData());
    const QJsonObject replayed = run.json();
    QCOMPARE(replayed.value(QStringLiteral("algorithm")).toString(), QStringLiteral("duel-replay"));
    QCOMPARE(replayed.value(QStringLiteral("a_steps")), played.value(QStringLiteral("a_steps")));
    QCOMPARE(replayed.value(QStringLiteral("b_steps")), played.value(QStringLiteral("b_steps")));
    const QJsonArray notes = replayed.value(QStringLiteral("notes")).toArray();
    QVERIFY2(!notes.isEmpty() && notes.first().toString().startsWith(record + QStringLiteral(" records a duel"))
                 && notes.first().toString().contains(QStringLiteral("duel-flood-fill decided nothing")),
             run.out.constData());
}

QTEST_GUILESS_MAIN(TestCliGames)
#include "tst_cligames.moc"
