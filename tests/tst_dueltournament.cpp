// Duel tournaments as a user meets them: a series between two bots counts what playing each
// game by hand counts, the sides changing every game; every game's record replays to its
// result; a program that answers nonsense loses every game by its own fault and the series
// still ends; the dialog plays the same games on its worker, shows a row per game, replays and
// saves any of them, stops on request, and a hanging program does not hang it.

#include "scriptbot.h"

#include "dueltournamentdialog.h"
#include "languageswitch.h"

#include "duel/duelarena.h"
#include "duel/dueltournament.h"

#include <QFile>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextLayout>
#include <QtTest>

#include <chrono>
#include <memory>
#include <thread>

using namespace gridtrace;

namespace {

constexpr int generousMs = 180000;
// A program given 300 ms that is stopped on time lets the worker go well within this, even on
// a busy machine; one left running (a sleep of 30 s) does not.
constexpr qint64 hangMs = 4000;

const QString kob = QStringLiteral("kob-starter");
const QString randomSafe = QStringLiteral("random-safe");

// Game `index` of a series played directly through the arena: the --a bot on snake A in even
// games, on snake B in odd ones, both bots and the map from seed + index.
DuelGame playByHand(const QString &a, const QString &b, quint64 firstSeed, int index)
{
    const quint64 seed = firstSeed + quint64(index);
    const auto botA = makeBuiltinPlayer(a, seed);
    const auto botB = makeBuiltinPlayer(b, seed);
    const DuelMap map = DuelMap::generate(seed);
    return index % 2 == 0 ? playDuel(*botA, *botB, map) : playDuel(*botB, *botA, map);
}

DuelTournamentSettings builtinSettings(int games, quint64 seed)
{
    DuelTournamentSettings settings;
    settings.a = DuelContender::builtin(kob);
    settings.b = DuelContender::builtin(randomSafe);
    settings.games = games;
    settings.seed = seed;
    return settings;
}

QString winnerName(const DuelTournamentSettings &settings, const DuelGameOutcome &outcome)
{
    switch (outcome.resultForA) {
    case DuelResult::AWins: return settings.a.name;
    case DuelResult::BWins: return settings.b.name;
    case DuelResult::Draw: return QStringLiteral("draw");
    case DuelResult::Playing: break;
    }
    return {};
}

QVariant cell(const QTableView *table, int row, int column, int role = Qt::DisplayRole)
{
    return table->model()->index(row, column).data(role);
}

void doubleClickRow(QTableView *table, int row)
{
    const QRect rect = table->visualRect(table->model()->index(row, DuelTournamentDialog::WinnerColumn));
    // As the window system delivers a double-click to a widget: a click, then the double-click.
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, rect.center());
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, rect.center());
}

} // namespace

class TestDuelTournament : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    // core
    void tallyCountsTheGamesByHand();
    void gamesStandAlone();
    void garbageProgramLosesEveryGame();
    void contendersSayWhatIsWrong();
    void stopEndsTheGameBetweenDecisions();
    // dialog
    void dialogDefaults();
    void dialogPlaysTheCoresGames();
    void dialogStopsEarly();
    void dialogNamesAProgramsFault();
    void hangingProgramDoesNotHangTheDialog();
    void dialogRefusesBadInputs();
    void tableShowsEveryHeaderAndTheEnding_data();
    void tableShowsEveryHeaderAndTheEnding();
    void summaryReadsWholeAtTheNarrowestWidth();
    void gamesAreCountedInTheirPlural();

private:
    // Writes a shell script into the test's directory; the command line that runs it.
    QString script(const QString &name, const QByteArray &body);
    void requireShell();

    QTemporaryDir m_dir;
};

QString TestDuelTournament::script(const QString &name, const QByteArray &body)
{
    return writeScriptBot(m_dir, name, body);
}

void TestDuelTournament::requireShell()
{
    if (QStandardPaths::findExecutable(QStringLiteral("sh")).isEmpty())
        QSKIP("This test runs its bot as an sh script; there is no sh on PATH.");
}

void TestDuelTournament::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestDuelTournament::tallyCountsTheGamesByHand()
{
    constexpr int games = 16;
    constexpr quint64 firstSeed = 40;
    DuelTournament tournament(builtinSettings(games, firstSeed));
    std::vector<DuelGameOutcome> outcomes;
    while (const auto outcome = tournament.playNext())
        outcomes.push_back(*outcome);
    QCOMPARE(int(outcomes.size()), games);
    QVERIFY(tournament.isOver());
    QCOMPARE(tournament.played(), games);

    qint64 aWins = 0, bWins = 0, draws = 0, rounds = 0;
    bool sawKobOnB = false;
    for (int i = 0; i < games; ++i) {
        const DuelGameOutcome &outcome = outcomes[std::size_t(i)];
        const DuelGame game = playByHand(kob, randomSafe, firstSeed, i);
        const bool swapped = i % 2 == 1;
        const DuelSide kobSide = swapped ? DuelSide::B : DuelSide::A;
        QCOMPARE(outcome.index, i);
        QCOMPARE(outcome.seed, firstSeed + quint64(i));
        QCOMPARE(outcome.record.seed, std::optional<quint64>(firstSeed + quint64(i)));
        QVERIFY(outcome.record.map == DuelMap::generate(firstSeed + quint64(i)));
        QCOMPARE(outcome.swapped, swapped);
        QCOMPARE(outcome.sideOfA(), kobSide);
        QCOMPARE(outcome.botOn(kobSide), kob);
        QCOMPARE(outcome.botOn(otherSide(kobSide)), randomSafe);
        sawKobOnB = sawKobOnB || outcome.record.bBot == kob;

        QCOMPARE(outcome.record.aSteps, game.steps(DuelSide::A));
        QCOMPARE(outcome.record.bSteps, game.steps(DuelSide::B));
        QCOMPARE(outcome.record.loser, DuelRecord::loserOf(game.result()));
        QCOMPARE(outcome.rounds, game.round());
        QCOMPARE(outcome.faultA, game.fault(kobSide));
        QCOMPARE(outcome.faultB, game.fault(otherSide(kobSide)));
        const DuelResult kobWon = kobSide == DuelSide::A ? DuelResult::AWins : DuelResult::BWins;
        const DuelResult expected = game.result() == DuelResult::Draw ? DuelResult::Draw
                                  : game.result() == kobWon          ? DuelResult::AWins
                                                                     : DuelResult::BWins;
        QCOMPARE(outcome.resultForA, expected);
        aWins += expected == DuelResult::AWins;
        bWins += expected == DuelResult::BWins;
        draws += expected == DuelResult::Draw;
        rounds += game.round();
        // Built-in bots answer every round, the last one included.
        QCOMPARE(outcome.aMoves, qint64(game.round()));
        QCOMPARE(outcome.bMoves, qint64(game.round()));

        QString error;
        const auto replayed = outcome.record.replay(&error);
        QVERIFY2(replayed, qPrintable(error));
        QCOMPARE(replayed->result(), game.result());
        QCOMPARE(replayed->round(), game.round());
        const auto reread = DuelRecord::fromJson(outcome.record.toJson(), &error);
        QVERIFY2(reread, qPrintable(error));
        QCOMPARE(reread->aSteps, outcome.record.aSteps);
    }
    QVERIFY(sawKobOnB);

    const DuelTally &tally = tournament.tally();
    QCOMPARE(tally.games, qint64(games));
    QCOMPARE(tally.aWins, aWins);
    QCOMPARE(tally.bWins, bWins);
    QCOMPARE(tally.draws, draws);
    QCOMPARE(tally.aWins + tally.bWins + tally.draws, qint64(games));
    QCOMPARE(tally.aErrors, 0);
    QCOMPARE(tally.bErrors, 0);
    QCOMPARE(tally.rounds, rounds);
    QCOMPARE(tally.meanRounds(), double(rounds) / games);
    QCOMPARE(tally.aMoves, rounds);
    QVERIFY(tally.aMsPerMove() >= 0.0);
}

void TestDuelTournament::gamesStandAlone()
{
    // A game depends on its index alone, not on the games before it: the dialog and the
    // command line may show any game of a series and replay it.
    const DuelTournamentSettings settings = builtinSettings(9, 1234);
    DuelTournament tournament(settings);
    std::vector<DuelGameOutcome> series;
    while (const auto outcome = tournament.playNext())
        series.push_back(*outcome);
    for (const int index : {8, 3, 0}) {
        const DuelGameOutcome alone = playTournamentGame(settings, index);
        QCOMPARE(alone.record.aSteps, series[std::size_t(index)].record.aSteps);
        QCOMPARE(alone.record.bSteps, series[std::size_t(index)].record.bSteps);
        QCOMPARE(alone.resultForA, series[std::size_t(index)].resultForA);
    }
}

void TestDuelTournament::garbageProgramLosesEveryGame()
{
    requireShell();
    constexpr int games = 5;
    DuelTournamentSettings settings = builtinSettings(games, 3);
    settings.b = DuelContender::program(script(QStringLiteral("left"), "echo left\n"));
    QVERIFY(settings.b.isProgram());
    QVERIFY(settings.problem().isEmpty());
    DuelTournament tournament(settings);
    int played = 0;
    while (const auto outcome = tournament.playNext()) {
        QCOMPARE(outcome->index, played);
        ++played;
        QCOMPARE(outcome->faultB, DuelFault::BadAnswer);
        QVERIFY2(outcome->detailB.contains(QStringLiteral("left")), qPrintable(outcome->detailB));
        QCOMPARE(outcome->faultA, DuelFault::None);
        QCOMPARE(outcome->resultForA, DuelResult::AWins);
        QCOMPARE(outcome->rounds, 0);
        QCOMPARE(outcome->bMoves, 1);
        // The record keeps the fault on the snake the program played.
        const DuelSide programSide = otherSide(outcome->sideOfA());
        QCOMPARE(programSide == DuelSide::A ? outcome->record.aFault : outcome->record.bFault, DuelFault::BadAnswer);
        QCOMPARE(outcome->record.loser, programSide == DuelSide::A ? QStringLiteral("A") : QStringLiteral("B"));
        QCOMPARE(outcome->botOn(programSide), settings.b.name);
        QString error;
        const auto replayed = outcome->record.replay(&error);
        QVERIFY2(replayed, qPrintable(error));
        QCOMPARE(DuelRecord::loserOf(replayed->result()), outcome->record.loser);
    }
    QCOMPARE(played, games);
    QVERIFY(tournament.isOver());
    const DuelTally &tally = tournament.tally();
    QCOMPARE(tally.games, qint64(games));
    QCOMPARE(tally.aWins, qint64(games));
    QCOMPARE(tally.bErrors, qint64(games));
    QCOMPARE(tally.aErrors, 0);
    QCOMPARE(tally.meanRounds(), 0.0);
    QVERIFY(tally.bMsPerMove() > 0.0);
}

void TestDuelTournament::contendersSayWhatIsWrong()
{
    const DuelContender builtin = DuelContender::parse(kob);
    QVERIFY(!builtin.isProgram());
    QVERIFY(builtin.problem().isEmpty());
    QVERIFY(builtin.make(1, 100) != nullptr);

    const DuelContender program = DuelContender::parse(QStringLiteral("exec:python3 bot.py"));
    QVERIFY(program.isProgram());
    QCOMPARE(program.command, QStringLiteral("python3 bot.py"));
    QCOMPARE(program.name, QStringLiteral("exec:python3 bot.py"));
    QVERIFY(program.problem().isEmpty());
    QCOMPARE(DuelContender::program(QStringLiteral("python3 bot.py")), program);

    const DuelContender unknown = DuelContender::parse(QStringLiteral("teleporter"));
    QVERIFY(unknown.problem().contains(QStringLiteral("teleporter")));
    QVERIFY(unknown.make(1, 100) == nullptr);
    const DuelContender empty = DuelContender::parse(QStringLiteral("exec:  "));
    QVERIFY(empty.isProgram());
    QCOMPARE(empty.problem(), ExternalBot(QString()).problem());
    QVERIFY(empty.make(1, 100) == nullptr);

    DuelTournamentSettings settings = builtinSettings(3, 1);
    QVERIFY(settings.problem().isEmpty());
    settings.b = unknown;
    QVERIFY(settings.problem().contains(QStringLiteral("teleporter")));
    // A series that cannot be played plays nothing, and a loop over it ends.
    DuelTournament impossible(settings);
    QVERIFY(!impossible.playNext());
    QCOMPARE(impossible.played(), 0);
    settings = builtinSettings(0, 1);
    QVERIFY(!settings.problem().isEmpty());
}

void TestDuelTournament::stopEndsTheGameBetweenDecisions()
{
    std::atomic<bool> stop{true};
    DuelTournament stopped(builtinSettings(4, 1));
    QVERIFY(!stopped.playNext(&stop));
    QCOMPARE(stopped.played(), 0);
    QCOMPARE(stopped.tally().games, 0);

    requireShell();
    // A program that thinks for a second, then goes up: without the stop it plays on for
    // several rounds until it reaches a wall.
    DuelTournamentSettings settings = builtinSettings(4, 1);
    settings.a = DuelContender::program(script(QStringLiteral("ponder"), "sleep 1\necho 0\n"));
    settings.timeLimitMs = 5000;
    stop = false;
    QElapsedTimer timer;
    timer.start();
    std::thread stopper([&stop] {
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        stop = true;
    });
    DuelTournament tournament(settings);
    const auto outcome = tournament.playNext(&stop);
    stopper.join();
    QVERIFY(!outcome);
    QCOMPARE(tournament.played(), 0);
    QVERIFY2(timer.elapsed() < 2 * 1000 + 500, qPrintable(QString::number(timer.elapsed())));
    stop = false;
    const DuelGameOutcome interrupted = [&] {
        std::atomic<bool> late{false};
        std::thread setter([&late] {
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            late = true;
        });
        DuelGameOutcome played = playTournamentGame(settings, 0, &late);
        setter.join();
        return played;
    }();
    QVERIFY(!interrupted.isFinished());
    QVERIFY(interrupted.record.loser.isEmpty());
    DuelTally tally;
    tally.add(interrupted);
    QCOMPARE(tally.games, 0);
}

void TestDuelTournament::dialogDefaults()
{
    DuelTournamentDialog dialog;
    QVERIFY(!dialog.isRunning());
    QCOMPARE(dialog.resultsTable()->model()->rowCount(), 0);
    QCOMPARE(dialog.resultsTable()->model()->columnCount(), int(DuelTournamentDialog::ColumnCount));
    QVERIFY(dialog.settings().problem().isEmpty());
    QVERIFY(!dialog.isModal());
    // Every built-in bot is on offer for either side, and so is a program.
    for (const QString &id : duelBotIds()) {
        QVERIFY2(dialog.setBotA(id), qPrintable(id));
        QVERIFY2(dialog.setBotB(id), qPrintable(id));
        QCOMPARE(dialog.settings().a, DuelContender::builtin(id));
        QCOMPARE(dialog.settings().b, DuelContender::builtin(id));
    }
    QVERIFY(dialog.setBotB(QStringLiteral("exec:./bot --fast")));
    QCOMPARE(dialog.settings().b, DuelContender::program(QStringLiteral("./bot --fast")));
    QVERIFY(!dialog.setBotA(QStringLiteral("teleporter")));
    QCOMPARE(dialog.settings().a, DuelContender::builtin(duelBotIds().constLast()));
    QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("replay"))->isEnabled());
    QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("stop"))->isEnabled());
}

void TestDuelTournament::dialogPlaysTheCoresGames()
{
    constexpr int games = 6;
    constexpr int firstSeed = 31;
    DuelTournamentDialog dialog;
    dialog.resize(900, 600);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.setBotA(kob));
    QVERIFY(dialog.setBotB(randomSafe));
    dialog.setGames(games);
    dialog.setFirstSeed(firstSeed);
    QSignalSpy progressed(&dialog, &DuelTournamentDialog::progressed);
    QSignalSpy finished(&dialog, &DuelTournamentDialog::finished);
    QSignalSpy replays(&dialog, &DuelTournamentDialog::replayRequested);

    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("start")), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, generousMs);
    QVERIFY(!dialog.isRunning());
    QVERIFY(!dialog.wasStopped());
    QCOMPARE(progressed.count(), games);
    QCOMPARE(progressed.last().at(0).toInt(), games);
    QCOMPARE(progressed.last().at(1).toInt(), games);
    QCOMPARE(dialog.progressBar()->value(), games);
    QCOMPARE(dialog.progressBar()->maximum(), games);

    // The same games played by the core alone.
    const DuelTournamentSettings settings = builtinSettings(games, firstSeed);
    DuelTournament tournament(settings);
    std::vector<DuelGameOutcome> expected;
    while (const auto outcome = tournament.playNext())
        expected.push_back(*outcome);
    QTableView *table = dialog.resultsTable();
    QCOMPARE(table->model()->rowCount(), games);
    QCOMPARE(int(dialog.outcomes().size()), games);
    for (int row = 0; row < games; ++row) {
        const int game = dialog.gameAt(row);
        QVERIFY(game >= 0 && game < games);
        const DuelGameOutcome &core = expected[std::size_t(game)];
        QCOMPARE(cell(table, row, DuelTournamentDialog::WinnerColumn).toString(), winnerName(settings, core));
        QCOMPARE(cell(table, row, DuelTournamentDialog::RoundsColumn, DuelTournamentDialog::valueRole).toInt(), core.rounds);
        QCOMPARE(cell(table, row, DuelTournamentDialog::SeedColumn).toString(), QString::number(core.seed));
        QCOMPARE(cell(table, row, DuelTournamentDialog::SnakeAColumn).toString(), core.botOn(DuelSide::A));
        QCOMPARE(dialog.outcomes()[std::size_t(game)].record.aSteps, core.record.aSteps);
    }
    const DuelTally &tally = dialog.tally();
    QCOMPARE(tally.aWins, tournament.tally().aWins);
    QCOMPARE(tally.bWins, tournament.tally().bWins);
    QCOMPARE(tally.draws, tournament.tally().draws);
    const QString summary = dialog.findChild<QLabel *>(QStringLiteral("summary"))->text();
    QVERIFY2(summary.contains(QStringLiteral("won\u00a0%1").arg(tally.aWins)), qPrintable(summary));

    // Double-clicking the third row replays the game it shows.
    const int third = dialog.gameAt(2);
    QCOMPARE(third, 2);
    doubleClickRow(table, 2);
    QCOMPARE(replays.count(), 1);
    const DuelRecord replayed = replays.last().at(0).value<DuelRecord>();
    QCOMPARE(replayed.aSteps, expected[2].record.aSteps);
    QCOMPARE(replayed.bSteps, expected[2].record.bSteps);
    QCOMPARE(replayed.loser, expected[2].record.loser);
    QCOMPARE(replayed.seed, expected[2].record.seed);

    // Sorted by rounds, longest first: the rows follow, and each still replays its own game.
    table->sortByColumn(DuelTournamentDialog::RoundsColumn, Qt::DescendingOrder);
    for (int row = 1; row < games; ++row)
        QVERIFY(cell(table, row - 1, DuelTournamentDialog::RoundsColumn, DuelTournamentDialog::valueRole).toInt()
                >= cell(table, row, DuelTournamentDialog::RoundsColumn, DuelTournamentDialog::valueRole).toInt());
    int longest = 0;
    for (const DuelGameOutcome &outcome : expected)
        longest = std::max(longest, outcome.rounds);
    doubleClickRow(table, 0);
    QCOMPARE(replays.count(), 2);
    QCOMPARE(replays.last().at(0).value<DuelRecord>().aSteps.size(), longest);
    QCOMPARE(replays.last().at(0).value<DuelRecord>().aSteps, expected[std::size_t(dialog.gameAt(0))].record.aSteps);

    // Select a game and press Replay; save its record.
    dialog.selectGame(4);
    QCOMPARE(dialog.selectedGame(), 4);
    auto *replay = dialog.findChild<QPushButton *>(QStringLiteral("replay"));
    QVERIFY(replay->isEnabled());
    QVERIFY(dialog.findChild<QPushButton *>(QStringLiteral("saveRecord"))->isEnabled());
    QTest::mouseClick(replay, Qt::LeftButton);
    QCOMPARE(replays.count(), 3);
    QCOMPARE(replays.last().at(0).value<DuelRecord>().bSteps, expected[4].record.bSteps);
    const QString fileName = m_dir.filePath(QStringLiteral("game-4.json"));
    QString error;
    QVERIFY2(dialog.saveRecord(4, fileName, &error), qPrintable(error));
    QFile file(fileName);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto saved = DuelRecord::fromJson(file.readAll(), &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->aSteps, expected[4].record.aSteps);
    QCOMPARE(saved->seed, std::optional<quint64>(firstSeed + 4));
    QVERIFY(!dialog.saveRecord(4, QStringLiteral("/nonexistent/dir/game.json"), &error));
    QVERIFY(error.contains(QStringLiteral("/nonexistent/dir/game.json")));
}

void TestDuelTournament::dialogStopsEarly()
{
    constexpr int games = 100000;
    DuelTournamentDialog dialog;
    dialog.show();
    QVERIFY(dialog.setBotA(kob));
    QVERIFY(dialog.setBotB(randomSafe));
    dialog.setGames(games);
    QSignalSpy progressed(&dialog, &DuelTournamentDialog::progressed);
    QSignalSpy finished(&dialog, &DuelTournamentDialog::finished);
    dialog.start();
    QVERIFY(dialog.isRunning());
    QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("start"))->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(progressed.count() >= 3, generousMs);

    auto *stop = dialog.findChild<QPushButton *>(QStringLiteral("stop"));
    QVERIFY(stop->isEnabled());
    QTest::mouseClick(stop, Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, generousMs);
    QVERIFY(!dialog.isRunning());
    QVERIFY(dialog.wasStopped());
    const int done = int(dialog.outcomes().size());
    QVERIFY(done >= 3);
    QVERIFY(done < games);
    QCOMPARE(dialog.resultsTable()->model()->rowCount(), done);
    QCOMPARE(dialog.progressBar()->value(), done);
    QCOMPARE(dialog.tally().games, qint64(done));
    // The games played are the series' first ones, none missing.
    for (int i = 0; i < done; ++i)
        QCOMPARE(dialog.outcomes()[std::size_t(i)].index, i);
    QVERIFY(dialog.findChild<QPushButton *>(QStringLiteral("start"))->isEnabled());

    // A new run starts afresh.
    dialog.setGames(2);
    dialog.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, generousMs);
    QVERIFY(!dialog.wasStopped());
    QCOMPARE(dialog.resultsTable()->model()->rowCount(), 2);
}

void TestDuelTournament::dialogNamesAProgramsFault()
{
    requireShell();
    DuelTournamentDialog dialog;
    QVERIFY(dialog.setBotA(kob));
    const QString command = script(QStringLiteral("garbage"), "echo left\n");
    QVERIFY(dialog.setBotB(DuelContender::execPrefix() + command));
    dialog.setGames(2);
    dialog.setTimeLimit(2000);
    QSignalSpy finished(&dialog, &DuelTournamentDialog::finished);
    dialog.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, generousMs);
    const QTableView *table = dialog.resultsTable();
    QCOMPARE(table->model()->rowCount(), 2);
    for (int row = 0; row < 2; ++row) {
        QCOMPARE(cell(table, row, DuelTournamentDialog::WinnerColumn).toString(), kob);
        const QString ending = cell(table, row, DuelTournamentDialog::EndingColumn).toString();
        QVERIFY2(ending.contains(DuelGame::faultText(DuelFault::BadAnswer)), qPrintable(ending));
        QVERIFY2(ending.contains(QStringLiteral("\"left\"")), qPrintable(ending));
        QVERIFY2(ending.contains(command), qPrintable(ending));
    }
    QCOMPARE(dialog.tally().bErrors, 2);
    QCOMPARE(dialog.tally().aErrors, 0);
    const QString summary = dialog.findChild<QLabel *>(QStringLiteral("summary"))->text();
    QVERIFY2(summary.contains(QStringLiteral("B\u00a02")), qPrintable(summary));
}

void TestDuelTournament::hangingProgramDoesNotHangTheDialog()
{
    requireShell();
    const QString sleeper = DuelContender::execPrefix() + script(QStringLiteral("sleeper"), "sleep 30\necho 0\n");
    constexpr int shortLimitMs = 300;
    const auto startSleeper = [&sleeper](DuelTournamentDialog &dialog, int limitMs) {
        QVERIFY(dialog.setBotA(sleeper));
        dialog.setGames(1000);
        dialog.setTimeLimit(limitMs);
        dialog.start();
        QVERIFY(dialog.isRunning());
    };

    // The program loses on time, and the reason says so.
    {
        DuelTournamentDialog dialog;
        dialog.show();
        QSignalSpy progressed(&dialog, &DuelTournamentDialog::progressed);
        startSleeper(dialog, shortLimitMs);
        QTRY_VERIFY_WITH_TIMEOUT(progressed.count() >= 1, generousMs);
        const QString ending = cell(dialog.resultsTable(), 0, DuelTournamentDialog::EndingColumn).toString();
        QVERIFY2(ending.contains(DuelGame::faultText(DuelFault::Timeout)), qPrintable(ending));
        QVERIFY(dialog.close());
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), hangMs);
        QVERIFY(dialog.wasStopped());
    }

    // Closing in the middle of a long move: the dialog goes at once, the worker when the
    // move's time is up.
    {
        constexpr int longLimitMs = 3000;
        DuelTournamentDialog dialog;
        dialog.show();
        startSleeper(dialog, longLimitMs);
        QTest::qWait(100);
        QElapsedTimer timer;
        timer.start();
        QVERIFY(dialog.close());
        QVERIFY2(timer.elapsed() < longLimitMs / 3, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(!dialog.isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), longLimitMs + hangMs);
        QVERIFY(dialog.wasStopped());
    }

    // Destroyed in the middle of a move: it waits for that move at most.
    auto dialog = std::make_unique<DuelTournamentDialog>();
    startSleeper(*dialog, shortLimitMs);
    QTest::qWait(shortLimitMs / 2);
    QVERIFY(dialog->isRunning());
    QElapsedTimer timer;
    timer.start();
    dialog.reset();
    QVERIFY2(timer.elapsed() < hangMs, qPrintable(QString::number(timer.elapsed())));
    // Outcomes the worker posted before it stopped must not reach the destroyed dialog.
    QCoreApplication::processEvents();
    QCoreApplication::sendPostedEvents();
}

void TestDuelTournament::dialogRefusesBadInputs()
{
    DuelTournamentDialog dialog;
    QSignalSpy finished(&dialog, &DuelTournamentDialog::finished);
    QVERIFY(dialog.setBotA(QStringLiteral("exec:")));
    dialog.start();
    QVERIFY(!dialog.isRunning());
    QCOMPARE(finished.count(), 0);
    QCOMPARE(dialog.resultsTable()->model()->rowCount(), 0);
    const QString status = dialog.findChild<QLabel *>(QStringLiteral("status"))->text();
    QVERIFY2(status.contains(ExternalBot(QString()).problem()), qPrintable(status));
}

void TestDuelTournament::tableShowsEveryHeaderAndTheEnding_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    if (Language::available().contains(QStringLiteral("zh_CN")))
        QTest::newRow("Chinese") << QStringLiteral("zh_CN");
}

// Games are numbered from 1 beside their seeds; no header is cut off, and the ending, the
// longest text, gets the spare width rather than the last column.
void TestDuelTournament::tableShowsEveryHeaderAndTheEnding()
{
    QFETCH(QString, language);
    QVERIFY(switchLanguage(language));
    constexpr int games = 3;
    constexpr int firstSeed = 5;
    DuelTournamentDialog dialog; // at the size it opens at
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTableView *table = dialog.resultsTable();
    const QAbstractItemView *view = table; // where sizeHintForColumn() is public
    QHeaderView *header = table->horizontalHeader();
    // The ending takes what the others leave; it is checked below as the dialog widens.
    const auto headersFit = [&] {
        QStringList cut;
        for (int column = 0; column < DuelTournamentDialog::ColumnCount; ++column) {
            if (column != DuelTournamentDialog::EndingColumn && header->sectionSize(column) < header->sectionSizeHint(column))
                cut << table->model()->headerData(column, Qt::Horizontal).toString();
        }
        return cut;
    };
    QVERIFY2(headersFit().isEmpty(), qPrintable(headersFit().join(u", ")));

    QVERIFY(dialog.setBotA(kob));
    QVERIFY(dialog.setBotB(randomSafe));
    dialog.setGames(games);
    dialog.setFirstSeed(firstSeed);
    QSignalSpy finished(&dialog, &DuelTournamentDialog::finished);
    dialog.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, generousMs);
    QTRY_COMPARE(table->model()->rowCount(), games);
    table->sortByColumn(DuelTournamentDialog::GameColumn, Qt::AscendingOrder);
    for (int row = 0; row < games; ++row) {
        QCOMPARE(cell(table, row, DuelTournamentDialog::GameColumn).toString(), QString::number(row + 1));
        QCOMPARE(cell(table, row, DuelTournamentDialog::SeedColumn).toString(), QString::number(firstSeed + row));
    }
    QVERIFY2(headersFit().isEmpty(), qPrintable(headersFit().join(u", ")));
    // A bot's name reads whole on one line in every row ("random-safe", not "random- / safe"
    // cut off at the row's foot), and whole in its tooltip should the column be narrowed.
    for (const int column : {int(DuelTournamentDialog::SnakeAColumn), int(DuelTournamentDialog::WinnerColumn)}) {
        for (int row = 0; row < games; ++row) {
            const QString name = cell(table, row, column).toString();
            QCOMPARE(cell(table, row, column, Qt::ToolTipRole).toString(), name);
            const int needed = table->fontMetrics().horizontalAdvance(name);
            QVERIFY2(header->sectionSize(column) > needed,
                     qPrintable(QStringLiteral("%1 in %2 px").arg(name).arg(header->sectionSize(column))));
        }
    }
    QVERIFY(!table->wordWrap());
    // The last column is as wide as it needs, no wider.
    const int last = DuelTournamentDialog::ColumnCount - 1;
    QVERIFY(header->sectionSize(last) <= std::max(view->sizeHintForColumn(last), header->sectionSizeHint(last)));
    // A wider dialog widens the ending alone, until it shows whole.
    const int ending = DuelTournamentDialog::EndingColumn;
    const int endingBefore = header->sectionSize(ending);
    const int lastBefore = header->sectionSize(last);
    dialog.resize(dialog.width() + 300, dialog.height());
    QTRY_COMPARE(header->sectionSize(ending), endingBefore + 300);
    QCOMPARE(header->sectionSize(last), lastBefore);
    const int wanted = std::max(view->sizeHintForColumn(ending), header->sectionSizeHint(ending));
    dialog.resize(dialog.width() + std::max(0, wanted - header->sectionSize(ending)), dialog.height());
    QTRY_VERIFY(header->sectionSize(ending) >= wanted);
    QVERIFY(switchLanguage(QStringLiteral("en")));
}

// Narrowed as far as it goes, the dialog still shows every line of the summary: the label wraps
// and is given the height its lines need.
void TestDuelTournament::summaryReadsWholeAtTheNarrowestWidth()
{
    DuelTournamentDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.setBotA(kob));
    QVERIFY(dialog.setBotB(randomSafe));
    dialog.setGames(2);
    QSignalSpy finished(&dialog, &DuelTournamentDialog::finished);
    QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("start")), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, generousMs);

    dialog.resize(dialog.minimumSize().width(), dialog.height());
    QTRY_COMPARE(dialog.width(), dialog.minimumSize().width());
    auto *summary = dialog.findChild<QLabel *>(QStringLiteral("summary"));
    QVERIFY(!summary->text().isEmpty());
    QVERIFY(summary->wordWrap());
    const QRect room = summary->contentsRect();
    const QRect needed = summary->fontMetrics().boundingRect(QRect(0, 0, room.width(), 100000),
                                                             Qt::TextWordWrap, summary->text());
    QVERIFY2(needed.width() <= room.width() && needed.height() <= room.height(),
             qPrintable(QStringLiteral("needs %1 x %2, has %3 x %4")
                            .arg(needed.width()).arg(needed.height()).arg(room.width()).arg(room.height())));
    // It wraps rather than widening the dialog: more than one line at this width.
    QVERIFY(needed.height() > summary->fontMetrics().height());
    // Wherever it wraps, a number stays on the line of its label ("ms per move: A 0.001"): a
    // line may begin with one only after a comma or a full stop ended the line before.
    for (int width = 12 * summary->fontMetrics().averageCharWidth(); width <= room.width(); ++width) {
        QTextLayout layout(summary->text(), summary->font());
        QTextOption option;
        option.setWrapMode(QTextOption::WordWrap);
        layout.setTextOption(option);
        layout.beginLayout();
        QStringList lines;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            lines << summary->text().mid(line.textStart(), line.textLength()).trimmed();
        }
        layout.endLayout();
        for (int i = 1; i < lines.size(); ++i) {
            const bool number = !lines[i].isEmpty() && lines[i].front().isDigit();
            const bool afterPunctuation = !lines[i - 1].isEmpty() && QStringLiteral(",.:").contains(lines[i - 1].back());
            QVERIFY2(!number || afterPunctuation, qPrintable(QStringLiteral("%1 pixels: \"%2\" then \"%3\"").arg(width).arg(lines[i - 1], lines[i])));
        }
    }
}

// One game is "1 game", not "1 games", on the bar and in what the dialog says.
void TestDuelTournament::gamesAreCountedInTheirPlural()
{
    QVERIFY(switchLanguage(QStringLiteral("en")));
    DuelTournamentDialog dialog;
    QVERIFY(dialog.setBotA(kob));
    QVERIFY(dialog.setBotB(randomSafe));
    dialog.setGames(2);
    QCOMPARE(dialog.progressBar()->text(), QStringLiteral("0 / 2 games"));
    dialog.setGames(1);
    QCOMPARE(dialog.progressBar()->text(), QStringLiteral("0 / 1 game"));
    QSignalSpy finished(&dialog, &DuelTournamentDialog::finished);
    dialog.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, generousMs);
    QCOMPARE(dialog.progressBar()->text(), QStringLiteral("1 / 1 game"));
    QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("status"))->text(),
             QStringLiteral("Played 1 game. Double-click a game to replay it."));
}

QTEST_MAIN(TestDuelTournament)
#include "tst_dueltournament.moc"
