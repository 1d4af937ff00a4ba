// A recorded duel played over as a trace: every game the bots play replays to the same result,
// rounds and bodies, a game lost by a bot's fault ends the same way, a record that breaks the
// rules is refused with its reason, and the command line reports a duel's winner and steps,
// which replay to the same game.

#include "clirun.h"

#include "catalogue/catalogue.h"
#include "duel/duelarena.h"
#include "duel/duelrecord.h"
#include "duel/duelreplay.h"
#include "duel/duelscene.h"
#include "trace/cursor.h"
#include "trace/recorder.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <optional>

using namespace gridtrace;

namespace {

struct Replayed
{
    RunOutcome outcome;
    Trace trace;
};

Replayed replay(const DuelRecord &record)
{
    Replayed replayed;
    Scenario scenario = duelReplayScenario(record);
    const QString problem = Catalogue::prepare(scenario);
    if (!problem.isEmpty()) {
        replayed.outcome.error = problem;
        return replayed;
    }
    replayed.outcome = Catalogue::run(scenario, &replayed.trace);
    return replayed;
}

std::vector<int> bodyOf(const DuelGame &game, DuelSide side)
{
    return {game.body(side).begin(), game.body(side).end()};
}

std::vector<int> sequenceOf(const Scene &scene, int sequence)
{
    return {scene.sequence(sequence).begin(), scene.sequence(sequence).end()};
}

QString winnerOf(DuelResult result)
{
    switch (result) {
    case DuelResult::AWins: return QStringLiteral("A");
    case DuelResult::BWins: return QStringLiteral("B");
    case DuelResult::Draw: return QStringLiteral("draw");
    case DuelResult::Playing: break;
    }
    return {};
}

int roundSteps(const Trace &trace)
{
    return int(std::count_if(trace.steps.begin(), trace.steps.end(),
                             [](const Step &step) { return step.kind == DuelRoundStep; }));
}

QString endStatus(const Trace &trace)
{
    Cursor cursor(trace);
    cursor.toEnd();
    return trace.tables.strings.value(cursor.scene().status());
}

} // namespace

class TestDuelReplay : public QObject
{
    Q_OBJECT

private slots:
    void playedGamesReplay_data();
    void playedGamesReplay();
    void roundsNameDirectionsAndAgreeWithTheirWatch();
    void aBotFaultEndsTheReplay();
    void botFaultsSayTheirCauseAndWhen_data();
    void botFaultsSayTheirCauseAndWhen();
    void brokenRecordsAreRefused();
    void commandLineReportsTheGame();

private:
    QTemporaryDir m_dir;
};

void TestDuelReplay::playedGamesReplay_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::newRow("kob-starter vs random-safe") << QStringLiteral("kob-starter") << QStringLiteral("random-safe");
    QTest::newRow("flood-fill vs random-safe") << QStringLiteral("flood-fill") << QStringLiteral("random-safe");
    QTest::newRow("random-safe vs flood-fill") << QStringLiteral("random-safe") << QStringLiteral("flood-fill");
    QTest::newRow("flood-fill vs kob-starter") << QStringLiteral("flood-fill") << QStringLiteral("kob-starter");
}

void TestDuelReplay::playedGamesReplay()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QSet<QString> results;
    for (quint64 seed = 0; seed < 30; ++seed) {
        const auto playerA = makeBuiltinPlayer(a, seed);
        const auto playerB = makeBuiltinPlayer(b, seed + 1);
        const DuelGame game = playDuel(*playerA, *playerB, DuelMap::generate(seed));
        DuelRecord record = DuelRecord::of(game, a, b);
        record.seed = seed;
        const Replayed replayed = replay(record);
        QVERIFY2(replayed.outcome.error.isEmpty(), qPrintable(replayed.outcome.error));
        const QVariantMap &facts = replayed.outcome.facts;
        QCOMPARE(facts.value(QStringLiteral("winner")).toString(), winnerOf(game.result()));
        QCOMPARE(facts.value(QStringLiteral("rounds")).toInt(), game.round());
        QCOMPARE(facts.value(QStringLiteral("a_steps")).toString(), game.steps(DuelSide::A));
        QCOMPARE(facts.value(QStringLiteral("b_steps")).toString(), game.steps(DuelSide::B));
        QCOMPARE(replayed.outcome.found, game.result() == DuelResult::AWins);
        // One step a round, and the board at the end is the game's: both bodies, the end in words.
        QCOMPARE(roundSteps(replayed.trace), game.round());
        Cursor cursor(replayed.trace);
        cursor.toEnd();
        QCOMPARE(sequenceOf(cursor.scene(), DuelSnakeASequence), bodyOf(game, DuelSide::A));
        QCOMPARE(sequenceOf(cursor.scene(), DuelSnakeBSequence), bodyOf(game, DuelSide::B));
        const auto [text, arguments] = duelEndStatus(game);
        QCOMPARE(endStatus(replayed.trace), encodeStatus(text, arguments));
        QCOMPARE(replayed.trace.header.board, game.map().board());
        results << winnerOf(game.result());
    }
    // The games are not all alike, or the comparison above says little.
    QVERIFY(results.size() >= 2);
}

// Each round's status names both snakes' directions as the rules do (0 up, 1 right, 2 down,
// 3 left) and counts the round being played: the watch beside it counts the rounds played.
void TestDuelReplay::roundsNameDirectionsAndAgreeWithTheirWatch()
{
    static const QStringList words{QStringLiteral("up"), QStringLiteral("right"), QStringLiteral("down"),
                                   QStringLiteral("left")};
    // The first of the seeds whose game lasts long enough to say something.
    std::optional<DuelGame> played;
    for (quint64 seed = 0; seed < 50 && (!played || played->round() < 10); ++seed) {
        const auto playerA = makeBuiltinPlayer(QStringLiteral("flood-fill"), seed);
        const auto playerB = makeBuiltinPlayer(QStringLiteral("kob-starter"), seed + 1);
        played = playDuel(*playerA, *playerB, DuelMap::generate(seed));
    }
    const DuelGame &game = *played;
    const DuelRecord record = DuelRecord::of(game, QStringLiteral("flood-fill"), QStringLiteral("kob-starter"));
    const Replayed replayed = replay(record);
    QVERIFY2(replayed.outcome.error.isEmpty(), qPrintable(replayed.outcome.error));
    const AlgorithmInfo *info = Catalogue::find(replayed.trace.header.algorithm);
    QVERIFY(info);
    QCOMPARE(QString::fromLatin1(info->counters[DuelRoundCounter].name), QStringLiteral("Rounds played"));
    Cursor cursor(replayed.trace);
    int round = 0;
    while (cursor.stepInto()) {
        if (replayed.trace.steps[std::size_t(cursor.currentStep())].kind != DuelRoundStep)
            continue;
        const QString a = game.steps(DuelSide::A);
        const QString b = game.steps(DuelSide::B);
        const QString expected = QStringLiteral("round %1: A goes %2, B goes %3")
                                     .arg(round + 1)
                                     .arg(words[a[round].unicode() - u'0'], words[b[round].unicode() - u'0']);
        QCOMPARE(displayStatus(replayed.trace.tables.strings.value(cursor.scene().status())), expected);
        QCOMPARE(cursor.scene().counter(DuelRoundCounter), round);
        ++round;
    }
    QCOMPARE(round, game.round());
    QVERIFY(round >= 10);
}

void TestDuelReplay::aBotFaultEndsTheReplay()
{
    // Three rounds, then B's program says nothing in time: the steps cannot show that.
    // The first map on which A can go up and B down for three rounds.
    std::optional<DuelGame> opening;
    for (quint64 seed = 0; !opening && seed < 100; ++seed) {
        DuelGame game(DuelMap::generate(seed));
        for (int round = 0; round < 3; ++round)
            game.play(DuelAnswer::move(0), DuelAnswer::move(2));
        if (!game.isOver())
            opening = game;
    }
    QVERIFY(opening);
    DuelGame game = *opening;
    game.play(DuelAnswer::move(0), DuelAnswer::failed(DuelFault::Timeout, QStringLiteral("nothing within 2000 ms")));
    QCOMPARE(game.result(), DuelResult::AWins);
    const DuelRecord record = DuelRecord::of(game, QStringLiteral("kob-starter"), QStringLiteral("exec:./slow"));
    const Scenario scenario = duelReplayScenario(record);
    QCOMPARE(scenario.parameters.value(QStringLiteral("b-fault")).toString(), DuelRecord::faultId(DuelFault::Timeout));
    QCOMPARE(scenario.parameters.value(QStringLiteral("a-fault")).toString(), QStringLiteral("none"));

    const Replayed replayed = replay(record);
    QVERIFY2(replayed.outcome.error.isEmpty(), qPrintable(replayed.outcome.error));
    QCOMPARE(replayed.outcome.facts.value(QStringLiteral("winner")).toString(), QStringLiteral("A"));
    // The round in which the answer never came is a step too.
    QCOMPARE(roundSteps(replayed.trace), game.round() + 1);
    // Three moves made; the record keeps why B lost, not its program's words.
    QCOMPARE(endStatus(replayed.trace),
             encodeStatus("A wins after %n round(s): B's bot did not answer in time%1", {QStringLiteral("3"), QString()}));
}

void TestDuelReplay::botFaultsSayTheirCauseAndWhen_data()
{
    QTest::addColumn<int>("rounds");
    QTest::addColumn<int>("aFault");
    QTest::addColumn<int>("bFault");
    // No translation is installed here: a count reads as the source text writes it, "round(s)"
    // (the English plurals are tst_languages' to check).
    QTest::addColumn<QString>("status");
    const auto fault = [](DuelFault f) { return int(f); };
    const int none = fault(DuelFault::None);
    QTest::newRow("both bad answers at once") << 0 << fault(DuelFault::BadAnswer) << fault(DuelFault::BadAnswer)
        << QStringLiteral("a draw before the first round was played: A lost, its bot answered no direction 0 to 3; "
                          "B lost, its bot answered no direction 0 to 3");
    QTest::newRow("timeout and resignation at once") << 0 << fault(DuelFault::Timeout) << fault(DuelFault::Resigned)
        << QStringLiteral("a draw before the first round was played: A lost, its bot did not answer in time; B lost, it gave up");
    QTest::newRow("A crashes at once") << 0 << fault(DuelFault::Crash) << none
        << QStringLiteral("B wins before the first round was played: A's bot ended without an answer");
    QTest::newRow("B gives up at once") << 0 << none << fault(DuelFault::Resigned)
        << QStringLiteral("A wins before the first round was played: B gave up");
    QTest::newRow("both fail after one round") << 1 << fault(DuelFault::Timeout) << fault(DuelFault::Crash)
        << QStringLiteral("a draw after 1 round(s): A lost, its bot did not answer in time; B lost, its bot ended without an answer");
    QTest::newRow("both fail after three rounds") << 3 << fault(DuelFault::Resigned) << fault(DuelFault::BadAnswer)
        << QStringLiteral("a draw after 3 round(s): A lost, it gave up; B lost, its bot answered no direction 0 to 3");
    QTest::newRow("B fails after three rounds") << 3 << none << fault(DuelFault::BadAnswer)
        << QStringLiteral("A wins after 3 round(s): B's bot answered no direction 0 to 3");
}

void TestDuelReplay::botFaultsSayTheirCauseAndWhen()
{
    // A game ended by bots' faults says which, and a fault in the first round ends it before
    // any round was played: the trace's last status, as the window and a render show it.
    QFETCH(int, rounds);
    QFETCH(int, aFault);
    QFETCH(int, bFault);
    QFETCH(QString, status);
    std::optional<DuelGame> opening;
    for (quint64 seed = 0; !opening && seed < 100; ++seed) {
        DuelGame game(DuelMap::generate(seed));
        for (int round = 0; round < rounds; ++round)
            game.play(DuelAnswer::move(0), DuelAnswer::move(2));
        if (!game.isOver())
            opening = game;
    }
    QVERIFY(opening);
    DuelGame game = *opening;
    const auto answer = [](int fault, int direction) {
        return fault == int(DuelFault::None) ? DuelAnswer::move(direction) : DuelAnswer::failed(DuelFault(fault), QString());
    };
    game.play(answer(aFault, 0), answer(bFault, 2));
    QVERIFY(game.isOver());
    QCOMPARE(game.round(), rounds);
    const Replayed replayed = replay(DuelRecord::of(game, QStringLiteral("exec:./a"), QStringLiteral("exec:./b")));
    QVERIFY2(replayed.outcome.error.isEmpty(), qPrintable(replayed.outcome.error));
    QCOMPARE(displayStatus(endStatus(replayed.trace)), status);
    // Every step says what it does, and the round the fault ended shows no move: the record
    // holds none for it.
    Cursor steps(replayed.trace);
    QString lastRound;
    for (int position = 1; position <= replayed.trace.stepCount(); ++position) {
        steps.seek(position);
        const QString shown = displayStatus(replayed.trace.tables.strings.value(steps.scene().status()));
        QVERIFY2(!shown.isEmpty(), qPrintable(QStringLiteral("step %1").arg(position)));
        if (replayed.trace.steps[std::size_t(position - 1)].kind == DuelRoundStep)
            lastRound = shown;
    }
    QVERIFY2(lastRound.endsWith(QStringLiteral("A goes -, B goes -")), qPrintable(lastRound));
    // Played live, a bot's own words follow its fault (a player who gives up says none).
    if (bFault != int(DuelFault::None) && bFault != int(DuelFault::Resigned) && aFault == int(DuelFault::None)) {
        DuelGame live = *opening;
        live.play(DuelAnswer::move(0), DuelAnswer::failed(DuelFault(bFault), QStringLiteral("printed \"hello\"")));
        const auto [text, arguments] = duelEndStatus(live);
        QCOMPARE(displayStatus(encodeStatus(text, arguments)), status + QStringLiteral(" (printed \"hello\")"));
    }
}

void TestDuelReplay::brokenRecordsAreRefused()
{
    const DuelMap map = DuelMap::generate(2);
    DuelGame game(map);
    // Snake A runs up into the ring of walls: dead after 11 rounds at most.
    while (!game.isOver())
        game.play(DuelAnswer::move(0), DuelAnswer::move(2));
    const DuelRecord played = DuelRecord::of(game);

    DuelRecord longer = played;
    longer.aSteps += u'1';
    longer.bSteps += u'1';
    longer.loser.clear();
    QVERIFY(replay(longer).outcome.error.contains(QStringLiteral("over")));

    DuelRecord uneven = played;
    uneven.aSteps.chop(1);
    uneven.loser.clear();
    QVERIFY(replay(uneven).outcome.error.contains(QStringLiteral("length")));

    // A fault the moves contradict is refused when the record is read, naming the member.
    DuelRecord otherFault = played;
    otherFault.aFault = DuelFault::OwnBody;
    QString why;
    QVERIFY(!DuelRecord::fromJson(otherFault.toJson(), &why));
    QCOMPARE(why, QStringLiteral("\"a_fault\" is \"own-body\", but the moves show \"wall\""));
    // A game A lost by a move that never came: B, who won, has no fault to give.
    DuelRecord winnerFault = played;
    winnerFault.aSteps.chop(1);
    winnerFault.bSteps.chop(1);
    winnerFault.loser = QStringLiteral("A");
    winnerFault.aFault = DuelFault::Timeout;
    winnerFault.bFault = DuelFault::None;
    QVERIFY2(DuelRecord::fromJson(winnerFault.toJson(), &why), qPrintable(why));
    winnerFault.bFault = DuelFault::Timeout;
    QVERIFY(!DuelRecord::fromJson(winnerFault.toJson(), &why));
    QCOMPARE(why, QStringLiteral("\"b_fault\" is \"timeout\", but the moves show no fault of that snake"));
    QVERIFY(DuelRecord::fromJson(played.toJson(), &why));
    // A record from the platform names the loser but no fault: the steps show A's wall.
    DuelRecord platform = played;
    platform.aFault = DuelFault::None;
    platform.bFault = DuelFault::None;
    const std::optional<DuelRecord> read = DuelRecord::fromJson(platform.toJson(), &why);
    QVERIFY2(read, qPrintable(why));
    const Replayed replayedPlatform = replay(*read);
    QVERIFY2(replayedPlatform.outcome.error.isEmpty(), qPrintable(replayedPlatform.outcome.error));
    QCOMPARE(replayedPlatform.trace.stepCount(), replay(played).trace.stepCount());

    // A step string that is no step string is stopped by the parameter's own check.
    Scenario scenario = duelReplayScenario(played);
    scenario.parameters.insert(QStringLiteral("a-steps"), QStringLiteral("0012x"));
    QVERIFY(Catalogue::prepare(scenario).contains(QStringLiteral("a-steps")));

    // The board must be a duel map when the record's map is used.
    scenario = duelReplayScenario(played);
    scenario.board = Grid(10, 10);
    QVERIFY(Catalogue::prepare(scenario).contains(QStringLiteral("14")));
}

void TestDuelReplay::commandLineReportsTheGame()
{
    QVERIFY(m_dir.isValid());
    const CliRun played = cli({QStringLiteral("run"), QStringLiteral("duel-flood-fill"), QStringLiteral("--seed"), QStringLiteral("5"),
                               QStringLiteral("--set"), QStringLiteral("opponent=random-safe"), QStringLiteral("--json")});
    QCOMPARE(played.exitCode, 0);
    const QJsonObject game = played.json();
    const QString winner = game.value(QStringLiteral("winner")).toString();
    QVERIFY2(QStringList({QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("draw")}).contains(winner), played.out.constData());
    const int rounds = game.value(QStringLiteral("rounds")).toInt();
    const QString aSteps = game.value(QStringLiteral("a_steps")).toString();
    const QString bSteps = game.value(QStringLiteral("b_steps")).toString();
    QCOMPARE(aSteps.size(), rounds);
    QCOMPARE(bSteps.size(), rounds);

    // The same game, as the same bots play it here, both from the game's seed: the command
    // line told the truth.
    const auto floodFill = makeBuiltinPlayer(QStringLiteral("flood-fill"), 5);
    const auto randomSafe = makeBuiltinPlayer(QStringLiteral("random-safe"), 5);
    const DuelGame here = playDuel(*floodFill, *randomSafe, DuelMap::generate(5));
    QCOMPARE(aSteps, here.steps(DuelSide::A));
    QCOMPARE(bSteps, here.steps(DuelSide::B));
    QCOMPARE(winner, winnerOf(here.result()));
    QCOMPARE(game.value(QStringLiteral("a_length")).toInt(), int(here.body(DuelSide::A).size()));

    // Typed in as a replay on the map of the same seed, the steps give the same game.
    const CliRun replayed = cli({QStringLiteral("run"), QStringLiteral("duel-replay"), QStringLiteral("--seed"), QStringLiteral("5"),
                                 QStringLiteral("--set"), QStringLiteral("a-steps=") + aSteps,
                                 QStringLiteral("--set"), QStringLiteral("b-steps=") + bSteps, QStringLiteral("--json")});
    QCOMPARE(replayed.exitCode, 0);
    QCOMPARE(replayed.json().value(QStringLiteral("winner")).toString(), winner);
    QCOMPARE(replayed.json().value(QStringLiteral("rounds")).toInt(), rounds);
    const CliRun text = cli({QStringLiteral("run"), QStringLiteral("duel-replay"), QStringLiteral("--seed"), QStringLiteral("5"),
                             QStringLiteral("--set"), QStringLiteral("a-steps=") + aSteps,
                             QStringLiteral("--set"), QStringLiteral("b-steps=") + bSteps});
    QVERIFY2(text.out.contains(QStringLiteral("after %1 rounds").arg(rounds).toUtf8()), text.out.constData());
    QVERIFY(!text.out.contains("No path"));

    // The arena's record of a game, given as the board, replays as that game.
    const QString recordFile = m_dir.filePath(QStringLiteral("arena.json"));
    const CliRun arena = cli({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("flood-fill"), QStringLiteral("--b"),
                              QStringLiteral("kob-starter"), QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--seed"),
                              QStringLiteral("9"), QStringLiteral("--record"), recordFile, QStringLiteral("--json")});
    QCOMPARE(arena.exitCode, 0);
    const QString arenaWinner = arena.json().value(QStringLiteral("a_wins")).toInt() == 1 ? QStringLiteral("A")
                              : arena.json().value(QStringLiteral("b_wins")).toInt() == 1 ? QStringLiteral("B")
                                                                                         : QStringLiteral("draw");
    const CliRun fromRecord = cli({QStringLiteral("run"), QStringLiteral("--board"), recordFile, QStringLiteral("--json")});
    QCOMPARE(fromRecord.exitCode, 0);
    QCOMPARE(fromRecord.json().value(QStringLiteral("algorithm")).toString(), QStringLiteral("duel-replay"));
    // Game 0: the --a bot plays snake A.
    QCOMPARE(fromRecord.json().value(QStringLiteral("winner")).toString(), arenaWinner);
    QVERIFY(fromRecord.json().value(QStringLiteral("rounds")).toDouble() == arena.json().value(QStringLiteral("mean_rounds")).toDouble());

    // Steps that break the rules: a clear error, exit code for bad input.
    const CliRun broken = cli({QStringLiteral("run"), QStringLiteral("duel-replay"), QStringLiteral("--seed"), QStringLiteral("5"),
                               QStringLiteral("--set"), QStringLiteral("a-steps=") + aSteps + u'0',
                               QStringLiteral("--set"), QStringLiteral("b-steps=") + bSteps, QStringLiteral("--json")});
    QCOMPARE(broken.exitCode, 2);
    QVERIFY2(broken.json().value(QStringLiteral("error")).toString().contains(QStringLiteral("length")), broken.out.constData());
}

QTEST_GUILESS_MAIN(TestDuelReplay)
#include "tst_duelreplay.moc"
