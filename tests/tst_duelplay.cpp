// A live duel as its players meet it: two people on one keyboard (WASD against the arrows), a
// person against a bot that answers as it does anywhere else, a pace that plays the rounds by
// itself and goes straight on for a person who presses nothing, a program that sleeps past its
// limit and loses while the window keeps running, a controller deleted or restarted while a
// bot thinks, and the panel that picks the players and saves the record.

#include "scriptbot.h"

#include "duelplaycontroller.h"
#include "duelplaypanel.h"
#include "languageswitch.h"

#include "duel/duelarena.h"
#include "duel/dueltracer.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace gridtrace;

namespace {

// A program given this long that is stopped on time ends its move well within hangMs, even on
// a busy machine; one left running (a sleep of 5 s) does not.
constexpr int shortLimitMs = 300;
constexpr int hangMs = 4000;

bool press(DuelPlayController &controller, Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QKeyEvent event(QEvent::KeyPress, key, modifiers);
    return controller.handleKey(&event);
}

Qt::Key letterKey(int direction)
{
    static constexpr Qt::Key keys[4] = {Qt::Key_W, Qt::Key_D, Qt::Key_S, Qt::Key_A};
    return keys[direction];
}

Qt::Key arrowKey(int direction)
{
    static constexpr Qt::Key keys[4] = {Qt::Key_Up, Qt::Key_Right, Qt::Key_Down, Qt::Key_Left};
    return keys[direction];
}

int cellAt(int row, int column)
{
    return row * DuelMap::columns + column;
}

// Every cell of the scene shows what the game holds there, worked out from the bodies: the
// terrain is the map's walls, the heads and bodies carry the duel's marks, and the two
// sequences are the bodies head first.
QString sceneMismatch(const DuelPlayController &controller)
{
    const DuelGame &game = *controller.game();
    const Scene &scene = controller.scene();
    if (scene.width() != DuelMap::columns || scene.height() != DuelMap::rows)
        return QStringLiteral("scene size %1 x %2").arg(scene.width()).arg(scene.height());
    if (scene.sequenceCount() != DuelLineSequence + 1)
        return QStringLiteral("%1 sequences").arg(scene.sequenceCount());
    const auto contains = [](const std::deque<int> &body, int cell) {
        return std::find(body.begin() + 1, body.end(), cell) != body.end();
    };
    for (int cell = 0; cell < DuelMap::cellCount; ++cell) {
        if ((scene.terrain(cell) == Grid::Wall) != game.map().isWall(cell))
            return QStringLiteral("terrain at row %1, column %2").arg(DuelMap::row(cell)).arg(DuelMap::column(cell));
        Mark expected = Mark::None;
        if (game.map().isWall(cell))
            expected = Mark::None;
        else if (cell == game.head(DuelSide::A))
            expected = duelmarks::headA;
        else if (cell == game.head(DuelSide::B))
            expected = duelmarks::headB;
        else if (contains(game.body(DuelSide::A), cell))
            expected = duelmarks::bodyA;
        else if (contains(game.body(DuelSide::B), cell))
            expected = duelmarks::bodyB;
        if (scene.mark(cell) != expected)
            return QStringLiteral("mark at row %1, column %2: %3, expected %4")
                .arg(DuelMap::row(cell)).arg(DuelMap::column(cell))
                .arg(markId(scene.mark(cell)), markId(expected));
    }
    for (const auto &[sequence, side] : {std::pair{DuelSnakeASequence, DuelSide::A}, std::pair{DuelSnakeBSequence, DuelSide::B}}) {
        const std::deque<std::uint32_t> &shown = scene.sequence(sequence);
        const std::deque<int> &body = game.body(side);
        if (!std::equal(shown.begin(), shown.end(), body.begin(), body.end(),
                        [](std::uint32_t a, int b) { return int(a) == b; }))
            return QStringLiteral("sequence of snake %1").arg(side == DuelSide::A ? u'A' : u'B');
    }
    if (!scene.sequence(DuelLineSequence).empty())
        return QStringLiteral("the line of play is not empty");
    if (scene.counter(DuelRoundCounter) != game.round())
        return QStringLiteral("round counter");
    return {};
}

#define VERIFY_SCENE(controller)                                                                   \
    do {                                                                                           \
        const QString mismatch = sceneMismatch(controller);                                        \
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));                                        \
    } while (false)

// A safe direction for the side's head next round, preferring to keep away from the edges'
// dead ends by trying the directions in a turning order; -1 when none is safe.
int safeDirection(const DuelGame &game, DuelSide side, int preferred)
{
    for (int k = 0; k < 4; ++k) {
        const int d = (preferred + k) % 4;
        if (game.isOpenNextRound(DuelMap::neighbour(game.head(side), d)))
            return d;
    }
    return -1;
}

} // namespace

class TestDuelPlay : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void playersAndDefaults();
    void twoPeopleTurnByTurn();
    void personAgainstStarterBot_data();
    void personAgainstStarterBot();
    void timedPaceGoesStraightOn();
    void pauseKeepsTheChoice();
    void turningBackIsThePersonsMistake();
    void botsAloneMatchTheArena();
    void programTimesOutWhileTheWindowRuns();
    void replacedBotsAnswerIsDropped();
    void restartWhileABotThinks();
    void restartKeepsAGivenMap();
    void deleteWhileABotThinks();
    void eventFilterTakesGameKeys();
    void panelSwitchesPlayers();
    void panelShowsAndSavesTheGame();
    void changedPlayerMarksTheLastResult();

private:
    // Writes a shell script into the test's directory; the player id that runs it.
    QString program(const QString &name, const QByteArray &body);

    QTemporaryDir m_dir;
};

QString TestDuelPlay::program(const QString &name, const QByteArray &body)
{
    return QStringLiteral("exec:") + writeScriptBot(m_dir, name, body);
}

void TestDuelPlay::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestDuelPlay::playersAndDefaults()
{
    DuelPlayController controller;
    QCOMPARE(controller.game(), nullptr);
    QCOMPARE(controller.player(DuelSide::A), DuelPlayController::humanId);
    QCOMPARE(controller.player(DuelSide::B), QStringLiteral("alphabeta"));
    QCOMPARE(controller.humanCount(), 1);
    QSignalSpy players(&controller, &DuelPlayController::playersChanged);
    QVERIFY(!controller.setPlayer(DuelSide::B, QStringLiteral("no-such-bot")));
    QVERIFY(!controller.setPlayer(DuelSide::B, QStringLiteral("exec:")));
    QVERIFY(!controller.setPlayer(DuelSide::B, QStringLiteral("exec:   ")));
    QCOMPARE(controller.player(DuelSide::B), QStringLiteral("alphabeta"));
    QCOMPARE(players.count(), 0);
    for (const QString &id : duelBotIds()) {
        QVERIFY2(controller.setPlayer(DuelSide::A, id), qPrintable(id));
        QCOMPARE(controller.player(DuelSide::A), id);
    }
    QVERIFY(controller.setPlayer(DuelSide::A, QStringLiteral("exec:sh bot.sh")));
    QCOMPARE(controller.player(DuelSide::A), QStringLiteral("exec:sh bot.sh"));
    QCOMPARE(controller.humanCount(), 0);
    QCOMPARE(players.count(), duelBotIds().size() + 1);
    // Naming the same player again changes nothing.
    QVERIFY(controller.setPlayer(DuelSide::A, QStringLiteral("exec:sh bot.sh")));
    QCOMPARE(players.count(), duelBotIds().size() + 1);

    // A new game shows both snakes on the seed's map, and restarting takes the next seed.
    QVERIFY(controller.setPlayer(DuelSide::A, DuelPlayController::humanId));
    QVERIFY(controller.setPlayer(DuelSide::B, DuelPlayController::humanId));
    QSignalSpy changed(&controller, &DuelPlayController::changed);
    controller.newGame(42);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(controller.seed(), quint64(42));
    QCOMPARE(controller.game()->map(), DuelMap::generate(42));
    QCOMPARE(controller.game()->round(), 0);
    VERIFY_SCENE(controller);
    controller.restart();
    QCOMPARE(controller.seed(), quint64(43));
    QCOMPARE(controller.game()->map(), DuelMap::generate(43));
    VERIFY_SCENE(controller);
    // A drawn map is kept by a restart; one the platform cannot play on is refused.
    DuelMap drawn;
    drawn.setWall(cellAt(6, 6), true);
    QVERIFY(controller.newGame(drawn, 7));
    controller.restart();
    QCOMPARE(controller.seed(), quint64(8));
    QCOMPARE(controller.game()->map(), drawn);
    DuelMap broken;
    broken.setWall(DuelMap::startA, true);
    QVERIFY(!controller.newGame(broken, 9));
    QCOMPARE(controller.seed(), quint64(8));
}

void TestDuelPlay::twoPeopleTurnByTurn()
{
    DuelPlayController controller;
    QVERIFY(controller.setPlayer(DuelSide::B, DuelPlayController::humanId));
    controller.setPace(0);
    QVERIFY(controller.newGame(DuelMap(), 1));
    VERIFY_SCENE(controller);
    QSignalSpy changed(&controller, &DuelPlayController::changed);

    // A's keys do not play the round alone, and the last one before the round counts.
    QVERIFY(press(controller, Qt::Key_D));
    QVERIFY(press(controller, Qt::Key_W));
    QVERIFY(controller.hasChosen(DuelSide::A));
    QVERIFY(!controller.hasChosen(DuelSide::B));
    QCOMPARE(controller.game()->round(), 0);
    QCOMPARE(changed.count(), 0);

    struct Round
    {
        Qt::Key a;
        Qt::Key b;
        int dirA;
        int dirB;
    };
    // W and the up arrow move both snakes up in the same round (the third).
    const Round rounds[] = {
        {Qt::Key_W, Qt::Key_Down, 0, 2},
        {Qt::Key_W, Qt::Key_Left, 0, 3},
        {Qt::Key_W, Qt::Key_Up, 0, 0},
        {Qt::Key_D, Qt::Key_Left, 1, 3},
    };
    int played = 0;
    for (const Round &round : rounds) {
        const int headA = controller.game()->head(DuelSide::A);
        const int headB = controller.game()->head(DuelSide::B);
        if (played > 0)
            QVERIFY(press(controller, round.a));
        QCOMPARE(controller.game()->round(), played);
        QVERIFY(press(controller, round.b));
        ++played;
        QCOMPARE(controller.game()->round(), played);
        QCOMPARE(changed.count(), played);
        QVERIFY(!controller.game()->isOver());
        const int expectedA = DuelMap::neighbour(headA, round.dirA);
        const int expectedB = DuelMap::neighbour(headB, round.dirB);
        QCOMPARE(controller.game()->head(DuelSide::A), expectedA);
        QCOMPARE(controller.game()->head(DuelSide::B), expectedB);
        QCOMPARE(controller.scene().mark(expectedA), duelmarks::headA);
        QCOMPARE(controller.scene().mark(expectedB), duelmarks::headB);
        QCOMPARE(controller.scene().mark(headA), duelmarks::bodyA);
        QCOMPARE(controller.scene().mark(headB), duelmarks::bodyB);
        QCOMPARE(int(controller.scene().sequence(DuelSnakeASequence).front()), expectedA);
        QCOMPARE(int(controller.scene().sequence(DuelSnakeBSequence).front()), expectedB);
        VERIFY_SCENE(controller);
    }
    QCOMPARE(controller.game()->steps(DuelSide::A), QStringLiteral("0001"));
    QCOMPARE(controller.game()->steps(DuelSide::B), QStringLiteral("2303"));
    // Other keys and shortcuts are not the game's.
    QVERIFY(!press(controller, Qt::Key_X));
    QVERIFY(!press(controller, Qt::Key_W, Qt::ControlModifier));
    QVERIFY(!controller.hasChosen(DuelSide::A));
}

void TestDuelPlay::personAgainstStarterBot_data()
{
    QTest::addColumn<bool>("personPlaysB");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("person as A, seed 7") << false << quint64(7);
    QTest::newRow("person as B, seed 7") << true << quint64(7);
    QTest::newRow("person as A, seed 31") << false << quint64(31);
}

void TestDuelPlay::personAgainstStarterBot()
{
    QFETCH(bool, personPlaysB);
    QFETCH(quint64, seed);
    const DuelSide person = personPlaysB ? DuelSide::B : DuelSide::A;
    const DuelSide bot = otherSide(person);
    DuelPlayController controller;
    controller.setPace(0);
    QVERIFY(controller.setPlayer(person, DuelPlayController::humanId));
    QVERIFY(controller.setPlayer(bot, QStringLiteral("kob-starter")));
    controller.newGame(seed);
    const DuelGame &game = *controller.game();
    const auto starter = makeBuiltinPlayer(QStringLiteral("kob-starter"));
    int rounds = 0;
    while (!game.isOver() && rounds < 16) {
        const DuelGame before = game;
        const DuelAnswer expected = starter->decide(before, bot);
        const int direction = safeDirection(before, person, rounds / 3);
        if (direction < 0)
            break;
        // Both key sets steer the one person: WASD in even rounds, the arrows in odd ones.
        QVERIFY(press(controller, rounds % 2 == 0 ? letterKey(direction) : arrowKey(direction)));
        ++rounds;
        QTRY_COMPARE(game.round(), rounds);
        QCOMPARE(game.steps(person).back(), QChar(u'0' + direction));
        QCOMPARE(game.steps(bot).back(), QChar(u'0' + expected.direction));
        QCOMPARE(game.head(person), DuelMap::neighbour(before.head(person), direction));
        VERIFY_SCENE(controller);
    }
    QVERIFY2(rounds >= 5, "the person found a safe way for a few rounds at least");
}

void TestDuelPlay::timedPaceGoesStraightOn()
{
    DuelPlayController controller;
    QVERIFY(controller.setPlayer(DuelSide::B, QStringLiteral("kob-starter")));
    controller.setPace(DuelPlayController::maxPace);
    QSignalSpy ended(&controller, &DuelPlayController::ended);
    QVERIFY(controller.newGame(DuelMap(), 1));
    // Nothing moves before the person's first key.
    QTest::qWait(400);
    QCOMPARE(controller.game()->round(), 0);
    QVERIFY(!controller.isStarted());
    QVERIFY(!controller.statusText().isEmpty());

    QVERIFY(press(controller, Qt::Key_W));
    QVERIFY(controller.isStarted());
    QTRY_VERIFY(controller.game()->round() >= 2);
    QTRY_VERIFY_WITH_TIMEOUT(controller.game()->isOver(), 10000);
    const DuelGame &game = *controller.game();

    // The same game played by hand: A always up (straight on after the one key), B the bot.
    DuelGame expected{DuelMap()};
    const auto starter = makeBuiltinPlayer(QStringLiteral("kob-starter"), 2);
    while (!expected.isOver())
        expected.play(DuelAnswer::move(0), starter->decide(expected, DuelSide::B));
    QCOMPARE(game.steps(DuelSide::A), QString(game.round(), u'0'));
    QCOMPARE(game.steps(DuelSide::A), expected.steps(DuelSide::A));
    QCOMPARE(game.steps(DuelSide::B), expected.steps(DuelSide::B));
    QCOMPARE(game.result(), expected.result());
    QCOMPARE(game.fault(DuelSide::A), expected.fault(DuelSide::A));
    VERIFY_SCENE(controller);

    QCOMPARE(ended.count(), 1);
    QCOMPARE(ended.at(0).at(0).value<DuelResult>(), game.result());
    QCOMPARE(ended.at(0).at(1).toString(), game.summary());
    QCOMPARE(controller.statusText(), game.summary());
    // The record names the players and the seed, and replays to the same end.
    const DuelRecord record = controller.record();
    QCOMPARE(record.aBot, DuelPlayController::humanId);
    QCOMPARE(record.bBot, QStringLiteral("kob-starter"));
    QCOMPARE(record.seed, std::optional<quint64>(1));
    QString error;
    const std::optional<DuelGame> replayed = record.replay(&error);
    QVERIFY2(replayed, qPrintable(error));
    QCOMPARE(replayed->result(), game.result());
    QCOMPARE(replayed->steps(DuelSide::A), game.steps(DuelSide::A));
    QCOMPARE(replayed->summary(), game.summary());
    // Nothing moves after the end, and the keys are the window's again.
    QVERIFY(!press(controller, Qt::Key_P));
    QVERIFY(!press(controller, Qt::Key_W));
}

void TestDuelPlay::pauseKeepsTheChoice()
{
    DuelPlayController controller;
    QVERIFY(controller.setPlayer(DuelSide::B, DuelPlayController::humanId));
    controller.setPace(5);
    QSignalSpy paused(&controller, &DuelPlayController::pausedChanged);
    QVERIFY(controller.newGame(DuelMap(), 3));
    // Both people must press a first direction before the clock runs.
    QVERIFY(press(controller, Qt::Key_W));
    QVERIFY(!controller.isStarted());
    QTest::qWait(500);
    QCOMPARE(controller.game()->round(), 0);
    QVERIFY(press(controller, Qt::Key_Down));
    QVERIFY(controller.isStarted());
    QTRY_VERIFY(controller.game()->round() >= 1);

    QVERIFY(press(controller, Qt::Key_P));
    QVERIFY(controller.isPaused());
    QCOMPARE(paused.count(), 1);
    const int round = controller.game()->round();
    QTest::qWait(600);
    QCOMPARE(controller.game()->round(), round);
    // Chosen while paused, played in the first round after.
    QVERIFY(press(controller, Qt::Key_D));
    QVERIFY(controller.hasChosen(DuelSide::A));
    QTest::qWait(300);
    QCOMPARE(controller.game()->round(), round);
    QVERIFY(press(controller, Qt::Key_P));
    QVERIFY(!controller.isPaused());
    QCOMPARE(paused.count(), 2);
    QTRY_VERIFY(controller.game()->round() > round);
    controller.pause();
    QCOMPARE(controller.game()->steps(DuelSide::A).at(round), u'1');
    // B pressed nothing since its first key: straight on, down.
    QCOMPARE(controller.game()->steps(DuelSide::B), QString(controller.game()->round(), u'2'));
    VERIFY_SCENE(controller);
}

void TestDuelPlay::turningBackIsThePersonsMistake()
{
    DuelPlayController controller;
    QVERIFY(controller.setPlayer(DuelSide::B, DuelPlayController::humanId));
    controller.setPace(0);
    QVERIFY(controller.newGame(DuelMap(), 1));
    QSignalSpy ended(&controller, &DuelPlayController::ended);
    press(controller, Qt::Key_W);
    press(controller, Qt::Key_Down);
    QCOMPARE(controller.game()->round(), 1);
    // Back onto the neck: chosen as pressed, and judged by the rules as a bot's would be.
    press(controller, Qt::Key_S);
    press(controller, Qt::Key_Down);
    DuelGame expected{DuelMap()};
    expected.play(DuelAnswer::move(0), DuelAnswer::move(2));
    expected.play(DuelAnswer::move(2), DuelAnswer::move(2));
    QVERIFY(controller.game()->isOver());
    QCOMPARE(controller.game()->result(), expected.result());
    QCOMPARE(controller.game()->fault(DuelSide::A), DuelFault::OwnBody);
    QCOMPARE(ended.count(), 1);
    VERIFY_SCENE(controller);
}

void TestDuelPlay::botsAloneMatchTheArena()
{
    const quint64 seed = 4;
    DuelPlayController controller;
    QVERIFY(controller.setPlayer(DuelSide::A, QStringLiteral("kob-starter")));
    QVERIFY(controller.setPlayer(DuelSide::B, QStringLiteral("random-safe")));
    controller.setPace(0);
    QSignalSpy ended(&controller, &DuelPlayController::ended);
    controller.newGame(seed);
    // Without a person the direction keys are not the game's; P still pauses.
    QVERIFY(!press(controller, Qt::Key_W));
    QVERIFY(!press(controller, Qt::Key_Up));
    QTRY_VERIFY_WITH_TIMEOUT(controller.game()->isOver(), 20000);
    // The arena's game with bots made as the controller makes them: both from the game's seed.
    const auto a = makeBuiltinPlayer(QStringLiteral("kob-starter"), seed);
    const auto b = makeBuiltinPlayer(QStringLiteral("random-safe"), seed);
    const DuelGame expected = playDuel(*a, *b, DuelMap::generate(seed));
    QCOMPARE(controller.game()->steps(DuelSide::A), expected.steps(DuelSide::A));
    QCOMPARE(controller.game()->steps(DuelSide::B), expected.steps(DuelSide::B));
    QCOMPARE(controller.game()->result(), expected.result());
    QCOMPARE(ended.count(), 1);
    VERIFY_SCENE(controller);

    // A timed pace: pause and resume by key.
    controller.setPace(1);
    controller.restart();
    QVERIFY(press(controller, Qt::Key_P));
    QVERIFY(controller.isPaused());
    QTest::qWait(1300);
    QCOMPARE(controller.game()->round(), 0);
    QVERIFY(press(controller, Qt::Key_P));
    QTRY_VERIFY_WITH_TIMEOUT(controller.game()->round() >= 1, 5000);
}

void TestDuelPlay::programTimesOutWhileTheWindowRuns()
{
    if (QStandardPaths::findExecutable(QStringLiteral("sh")).isEmpty())
        QSKIP("The program is an sh script; there is no sh on PATH.");
    DuelPlayController controller;
    controller.setTimeLimit(shortLimitMs);
    QCOMPARE(controller.timeLimit(), shortLimitMs);
    QVERIFY(controller.setPlayer(DuelSide::B, program(QStringLiteral("sleeper"), "sleep 5\necho 0\n")));
    controller.setPace(0);
    QSignalSpy ended(&controller, &DuelPlayController::ended);
    // The window's own timer keeps ticking while the program sleeps.
    int ticks = 0;
    QTimer heartbeat;
    heartbeat.setInterval(20);
    connect(&heartbeat, &QTimer::timeout, this, [&ticks] { ++ticks; });
    heartbeat.start();
    QElapsedTimer clock;
    clock.start();
    QVERIFY(controller.newGame(DuelMap(), 5));
    QVERIFY(controller.isThinking(DuelSide::B));
    QVERIFY(press(controller, Qt::Key_W));
    QCOMPARE(controller.game()->round(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(controller.game()->isOver(), hangMs);
    QVERIFY(clock.elapsed() < hangMs);
    QVERIFY2(ticks >= 5, qPrintable(QStringLiteral("%1 ticks").arg(ticks)));

    const DuelGame &game = *controller.game();
    QCOMPARE(game.result(), DuelResult::AWins);
    QCOMPARE(game.fault(DuelSide::B), DuelFault::Timeout);
    QCOMPARE(game.fault(DuelSide::A), DuelFault::None);
    QCOMPARE(game.round(), 0); // the move that never came is not a step
    QCOMPARE(ended.count(), 1);
    QCOMPARE(ended.at(0).at(1).toString(), game.summary());
    const DuelRecord record = controller.record();
    QCOMPARE(record.bFault, DuelFault::Timeout);
    const std::optional<DuelGame> replayed = record.replay();
    QVERIFY(replayed);
    QCOMPARE(replayed->result(), DuelResult::AWins);
    QCOMPARE(replayed->fault(DuelSide::B), DuelFault::Timeout);
}

void TestDuelPlay::replacedBotsAnswerIsDropped()
{
    if (QStandardPaths::findExecutable(QStringLiteral("sh")).isEmpty())
        QSKIP("The program is an sh script; there is no sh on PATH.");
    DuelPlayController controller;
    controller.setTimeLimit(shortLimitMs);
    QVERIFY(controller.setPlayer(DuelSide::A, program(QStringLiteral("slow"), "sleep 5\necho 0\n")));
    QVERIFY(controller.setPlayer(DuelSide::B, DuelPlayController::humanId));
    controller.setPace(0);
    QVERIFY(controller.newGame(DuelMap(), 6));
    QVERIFY(controller.isThinking(DuelSide::A));
    // The starter bot takes over snake A while the program still sleeps.
    QVERIFY(controller.setPlayer(DuelSide::A, QStringLiteral("kob-starter")));
    QVERIFY(press(controller, Qt::Key_Down));
    QTRY_COMPARE(controller.game()->round(), 1);
    // The program's timeout comes in later and is not the game's any more.
    QTest::qWait(2 * shortLimitMs + 200);
    QVERIFY(!controller.game()->isOver());
    QCOMPARE(controller.game()->fault(DuelSide::A), DuelFault::None);
    QVERIFY(press(controller, Qt::Key_Down));
    QTRY_COMPARE(controller.game()->round(), 2);
    VERIFY_SCENE(controller);

    // A person taking over goes straight on at a timed pace, from the bot's last move.
    QVERIFY(controller.setPlayer(DuelSide::A, DuelPlayController::humanId));
    QVERIFY(controller.isStarted());
    controller.setPace(DuelPlayController::maxPace);
    QTRY_VERIFY(controller.game()->round() >= 3);
    controller.pause();
    const QString steps = controller.game()->steps(DuelSide::A);
    QCOMPARE(steps.at(2), steps.at(1));
}

void TestDuelPlay::restartWhileABotThinks()
{
    DuelPlayController controller;
    QVERIFY(controller.setPlayer(DuelSide::A, QStringLiteral("alphabeta")));
    QVERIFY(controller.setPlayer(DuelSide::B, DuelPlayController::humanId));
    controller.setPace(0);
    controller.newGame(5);
    for (int i = 0; i < 5; ++i) {
        QVERIFY(controller.isThinking(DuelSide::A));
        controller.restart();
        QCOMPARE(controller.game()->round(), 0);
    }
    QCOMPARE(controller.seed(), quint64(10));
    const int direction = safeDirection(*controller.game(), DuelSide::B, 2);
    QVERIFY(direction >= 0);
    QVERIFY(press(controller, arrowKey(direction)));
    QTRY_COMPARE(controller.game()->round(), 1);
    QCOMPARE(controller.game()->steps(DuelSide::B), QString(QChar(u'0' + direction)));
    VERIFY_SCENE(controller);
}

// Restart on a given map (a lesson's board) plays on that map again: the map must be copied
// before the old game, which holds it, is replaced (this once read freed memory).
void TestDuelPlay::restartKeepsAGivenMap()
{
    const DuelMap lesson = DuelMap::generate(77);
    DuelPlayController controller;
    QVERIFY(controller.setPlayer(DuelSide::A, DuelPlayController::humanId));
    QVERIFY(controller.setPlayer(DuelSide::B, DuelPlayController::humanId));
    QVERIFY(controller.newGame(lesson, 3));
    for (int round = 0; round < 3; ++round) {
        controller.restart();
        QCOMPARE(controller.seed(), quint64(4 + round));
        QCOMPARE(controller.game()->round(), 0);
        QCOMPARE(controller.game()->map().toString(), lesson.toString());
        VERIFY_SCENE(controller);
    }
    // A generated map is generated again from the next seed instead.
    controller.newGame(20);
    controller.restart();
    QCOMPARE(controller.game()->map().toString(), DuelMap::generate(21).toString());
}

void TestDuelPlay::deleteWhileABotThinks()
{
    // Two searching bots mid-game.
    {
        auto controller = std::make_unique<DuelPlayController>();
        QVERIFY(controller->setPlayer(DuelSide::A, QStringLiteral("alphabeta")));
        QVERIFY(controller->setPlayer(DuelSide::B, QStringLiteral("flood-fill")));
        controller->setPace(0);
        controller->newGame(8);
        QTRY_VERIFY(controller->game()->round() >= 2);
        if (!controller->game()->isOver())
            QVERIFY(controller->isThinking(DuelSide::A) || controller->isThinking(DuelSide::B));
        controller.reset();
    }
    if (QStandardPaths::findExecutable(QStringLiteral("sh")).isEmpty())
        QSKIP("The program is an sh script; there is no sh on PATH.");
    // A program asleep: the controller goes once the program's time is up at most.
    auto controller = std::make_unique<DuelPlayController>();
    controller->setTimeLimit(shortLimitMs);
    QVERIFY(controller->setPlayer(DuelSide::A, program(QStringLiteral("sleepy"), "sleep 5\necho 0\n")));
    QVERIFY(controller->newGame(DuelMap(), 9));
    QVERIFY(controller->isThinking(DuelSide::A));
    QElapsedTimer clock;
    clock.start();
    controller.reset();
    QVERIFY(clock.elapsed() < hangMs);
    // Nothing queued for the deleted controller goes off later.
    QTest::qWait(2 * shortLimitMs);
}

void TestDuelPlay::eventFilterTakesGameKeys()
{
    DuelPlayController controller;
    QVERIFY(controller.setPlayer(DuelSide::B, DuelPlayController::humanId));
    controller.setPace(0);
    QVERIFY(controller.newGame(DuelMap(), 2));
    QWidget view;
    view.installEventFilter(&controller);
    // A game key is taken before a shortcut could fire on it; a Ctrl key is left alone.
    QKeyEvent override(QEvent::ShortcutOverride, Qt::Key_W, Qt::NoModifier);
    override.ignore();
    QCoreApplication::sendEvent(&view, &override);
    QVERIFY(override.isAccepted());
    QKeyEvent ctrlW(QEvent::ShortcutOverride, Qt::Key_W, Qt::ControlModifier);
    QVERIFY(!controller.eventFilter(&view, &ctrlW));

    QTest::keyClick(&view, Qt::Key_W);
    QVERIFY(controller.hasChosen(DuelSide::A));
    QTest::keyClick(&view, Qt::Key_P);
    QVERIFY(controller.isPaused());
    QTest::keyClick(&view, Qt::Key_Down); // kept while paused
    QCOMPARE(controller.game()->round(), 0);
    QTest::keyClick(&view, Qt::Key_P);
    QVERIFY(!controller.isPaused());
    QCOMPARE(controller.game()->round(), 1);
    QCOMPARE(controller.game()->steps(DuelSide::A), QStringLiteral("0"));
    QCOMPARE(controller.game()->steps(DuelSide::B), QStringLiteral("2"));
}

void TestDuelPlay::panelSwitchesPlayers()
{
    DuelPlayController controller;
    DuelPlayPanel panel(&controller);
    panel.show();
    auto *playerA = panel.findChild<QComboBox *>(QStringLiteral("playerA"));
    auto *playerB = panel.findChild<QComboBox *>(QStringLiteral("playerB"));
    auto *keys = panel.findChild<QLabel *>(QStringLiteral("keys"));
    QVERIFY(playerA && playerB && keys);
    // A person, each built-in bot, and "Program…".
    QCOMPARE(playerA->count(), duelBotIds().size() + 2);
    QCOMPARE(playerA->currentData().toString(), DuelPlayController::humanId);
    QCOMPARE(playerB->currentData().toString(), QStringLiteral("alphabeta"));
    const QString oneKeys = keys->text();

    // Picking in a combo changes the player.
    const int human = playerB->findData(DuelPlayController::humanId);
    playerB->setCurrentIndex(human);
    emit playerB->activated(human);
    QCOMPARE(controller.player(DuelSide::B), DuelPlayController::humanId);
    QVERIFY(keys->text() != oneKeys);
    const int starter = playerA->findData(QStringLiteral("kob-starter"));
    playerA->setCurrentIndex(starter);
    emit playerA->activated(starter);
    QCOMPARE(controller.player(DuelSide::A), QStringLiteral("kob-starter"));
    QCOMPARE(playerA->currentText(), DuelPlayController::displayName(QStringLiteral("kob-starter")));
    // The controller's changes show in the combos.
    QVERIFY(controller.setPlayer(DuelSide::B, QStringLiteral("flood-fill")));
    QCOMPARE(playerB->currentData().toString(), QStringLiteral("flood-fill"));

    // "Program…" asks for a command line and shows it.
    const auto answerDialog = [](const QString &text, bool accept) {
        auto *poll = new QTimer;
        poll->setInterval(20);
        QObject::connect(poll, &QTimer::timeout, poll, [poll, text, accept] {
            auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            dialog->setTextValue(text);
            if (accept)
                dialog->accept();
            else
                dialog->reject();
            poll->deleteLater();
        });
        poll->start();
    };
    const int ask = playerB->count() - 1;
    answerDialog(QStringLiteral("sh my-bot.sh"), true);
    playerB->setCurrentIndex(ask);
    emit playerB->activated(ask);
    QCOMPARE(controller.player(DuelSide::B), QStringLiteral("exec:sh my-bot.sh"));
    QCOMPARE(playerB->currentData().toString(), QStringLiteral("exec:sh my-bot.sh"));
    QCOMPARE(playerB->currentText(), DuelPlayController::displayName(QStringLiteral("exec:sh my-bot.sh")));
    QVERIFY(playerB->currentText().contains(QStringLiteral("sh my-bot.sh")));
    QCOMPARE(playerB->count(), duelBotIds().size() + 3);
    // Cancelled, nothing changes.
    answerDialog(QStringLiteral("sh other.sh"), false);
    const int askA = playerA->count() - 1;
    playerA->setCurrentIndex(askA);
    emit playerA->activated(askA);
    QCOMPARE(controller.player(DuelSide::A), QStringLiteral("kob-starter"));
    QCOMPARE(playerA->currentData().toString(), QStringLiteral("kob-starter"));
}

void TestDuelPlay::panelShowsAndSavesTheGame()
{
    DuelPlayController controller;
    DuelPlayPanel panel(&controller);
    panel.show();
    auto *newGame = panel.findChild<QPushButton *>(QStringLiteral("newGame"));
    auto *pause = panel.findChild<QPushButton *>(QStringLiteral("pause"));
    auto *save = panel.findChild<QPushButton *>(QStringLiteral("saveRecord"));
    auto *pace = panel.findChild<QSlider *>(QStringLiteral("pace"));
    auto *paceValue = panel.findChild<QLabel *>(QStringLiteral("paceValue"));
    auto *roundLabel = panel.findChild<QLabel *>(QStringLiteral("round"));
    auto *lengths = panel.findChild<QLabel *>(QStringLiteral("lengths"));
    auto *state = panel.findChild<QLabel *>(QStringLiteral("state"));
    QVERIFY(newGame && pause && save && pace && paceValue && roundLabel && lengths && state);
    QVERIFY(!save->isEnabled());
    QVERIFY(!pause->isEnabled());

    // The slider's left end is turn by turn.
    const QString timed = paceValue->text();
    pace->setValue(0);
    QCOMPARE(controller.pace(), 0);
    QVERIFY(paceValue->text() != timed);
    pace->setValue(4);
    QCOMPARE(controller.pace(), 4);
    QVERIFY(switchLanguage(QStringLiteral("en")));
    QCOMPARE(paceValue->text(), QStringLiteral("4 rounds/s"));
    // One round a second is one round, not one rounds.
    pace->setValue(1);
    QCOMPARE(paceValue->text(), QStringLiteral("1 round/s"));
    pace->setValue(0);

    QVERIFY(controller.setPlayer(DuelSide::B, DuelPlayController::humanId));
    QTest::mouseClick(newGame, Qt::LeftButton);
    QVERIFY(controller.game());
    QVERIFY(controller.newGame(DuelMap(), 11));
    QVERIFY(pause->isEnabled());
    QVERIFY(!save->isEnabled());
    QCOMPARE(state->text(), controller.statusText());
    QTest::mouseClick(pause, Qt::LeftButton);
    QVERIFY(controller.isPaused());
    QCOMPARE(state->text(), controller.statusText());
    QTest::mouseClick(pause, Qt::LeftButton);
    QVERIFY(!controller.isPaused());

    press(controller, Qt::Key_W);
    press(controller, Qt::Key_Down);
    QCOMPARE(roundLabel->text(), DuelPlayPanel::tr("Round: %1").arg(1));
    QCOMPARE(lengths->text(), DuelPlayPanel::tr("Length A: %1, B: %2").arg(2).arg(2));
    // A turns back onto its neck: the game is over and its record can be saved.
    press(controller, Qt::Key_S);
    press(controller, Qt::Key_Down);
    QVERIFY(controller.game()->isOver());
    QCOMPARE(state->text(), controller.game()->summary());
    QVERIFY(save->isEnabled());
    QVERIFY(!pause->isEnabled());

    const QString fileName = m_dir.filePath(QStringLiteral("game.json"));
    QString error;
    QVERIFY2(panel.saveRecordTo(fileName, &error), qPrintable(error));
    QFile file(fileName);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const std::optional<DuelRecord> saved = DuelRecord::fromJson(file.readAll(), &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->aSteps, controller.game()->steps(DuelSide::A));
    QCOMPARE(saved->bSteps, controller.game()->steps(DuelSide::B));
    QCOMPARE(saved->loser, DuelRecord::loserOf(controller.game()->result()));
    QCOMPARE(saved->aBot, DuelPlayController::humanId);
    QCOMPARE(saved->seed, std::optional<quint64>(11));
    QVERIFY(!panel.saveRecordTo(m_dir.filePath(QStringLiteral("no-such-folder/game.json")), &error));
    QVERIFY(!error.isEmpty());

    // New game: the next seed, playing again.
    QTest::mouseClick(newGame, Qt::LeftButton);
    QCOMPARE(controller.seed(), quint64(12));
    QVERIFY(!controller.game()->isOver());
    QVERIFY(!save->isEnabled());
    QCOMPARE(roundLabel->text(), DuelPlayPanel::tr("Round: %1").arg(0));
}

// A player picked after a game ended: the state line says its result is the last game's, and
// the record saved is still of those who played it, until New game.
void TestDuelPlay::changedPlayerMarksTheLastResult()
{
    QVERIFY(switchLanguage(QStringLiteral("en")));
    DuelPlayController controller;
    DuelPlayPanel panel(&controller);
    panel.show();
    auto *newGame = panel.findChild<QPushButton *>(QStringLiteral("newGame"));
    auto *playerB = panel.findChild<QComboBox *>(QStringLiteral("playerB"));
    auto *state = panel.findChild<QLabel *>(QStringLiteral("state"));
    QVERIFY(newGame && playerB && state);
    controller.setPace(0);
    QVERIFY(controller.setPlayer(DuelSide::A, DuelPlayController::humanId));
    QVERIFY(controller.setPlayer(DuelSide::B, DuelPlayController::humanId));
    QVERIFY(controller.newGame(DuelMap(), 11));
    press(controller, Qt::Key_W);
    press(controller, Qt::Key_Down);
    press(controller, Qt::Key_S);
    press(controller, Qt::Key_Down);
    QVERIFY(controller.game()->isOver());
    const QString result = controller.game()->summary();
    QCOMPARE(state->text(), result);

    const int bot = playerB->findData(QStringLiteral("flood-fill"));
    QVERIFY(bot >= 0);
    playerB->setCurrentIndex(bot);
    emit playerB->activated(bot);
    QCOMPARE(controller.player(DuelSide::B), QStringLiteral("flood-fill"));
    QVERIFY2(state->text() != result && state->text().contains(result), qPrintable(state->text()));
    QVERIFY2(state->text().startsWith(QStringLiteral("Last game")), qPrintable(state->text()));
    const QString fileName = m_dir.filePath(QStringLiteral("last-game.json"));
    QString error;
    QVERIFY2(panel.saveRecordTo(fileName, &error), qPrintable(error));
    QFile file(fileName);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const std::optional<DuelRecord> saved = DuelRecord::fromJson(file.readAll(), &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->bBot, DuelPlayController::humanId);

    QTest::mouseClick(newGame, Qt::LeftButton);
    QVERIFY(!controller.game()->isOver());
    QVERIFY2(!state->text().contains(result), qPrintable(state->text()));
}

QTEST_MAIN(TestDuelPlay)
#include "tst_duelplay.moc"
