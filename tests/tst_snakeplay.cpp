#include "snakeplaycontroller.h"
#include "snakeplaypanel.h"

#include "snake/snakealgorithms.h"
#include "snake/snakerules.h"

#include <QComboBox>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <array>
#include <cstdlib>

using namespace gridtrace;

namespace {

// A 6 x 6 area inside a ring of walls (an 8 x 8 board); the snake on the top row,
// (1..3, 1), head at (3, 1), heading east.
SnakeRules smallArea()
{
    return SnakeRules::walledArea(6, 6, 3, false);
}

bool press(SnakePlayController &controller, Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QKeyEvent event(QEvent::KeyPress, key, modifiers);
    return controller.handleKey(&event);
}

CellPos headPos(const SnakePlayController &controller)
{
    return controller.game()->pos(controller.game()->head());
}

bool adjacent(const SnakeGame &game, int a, int b)
{
    const CellPos p = game.pos(a);
    const CellPos q = game.pos(b);
    return std::abs(p.x - q.x) + std::abs(p.y - q.y) == 1;
}

// Every cell of the scene shows what the game holds there, and the terrain is the board's.
QString sceneMismatch(const SnakePlayController &controller)
{
    const SnakeGame &game = *controller.game();
    const Scene &scene = controller.scene();
    if (scene.width() != game.width() || scene.height() != game.height())
        return QStringLiteral("scene size");
    for (int cell = 0; cell < game.cellCount(); ++cell) {
        Mark expected = Mark::None;
        if (cell == game.head())
            expected = Mark::Head;
        else if (game.isBody(cell))
            expected = Mark::Body;
        else if (cell == game.food())
            expected = Mark::Food;
        if (scene.mark(cell) != expected)
            return QStringLiteral("mark at (%1,%2): %3, expected %4")
                .arg(game.pos(cell).x).arg(game.pos(cell).y)
                .arg(int(scene.mark(cell))).arg(int(expected));
        if (scene.terrain(cell) != game.rules().board.weight(cell))
            return QStringLiteral("terrain at (%1,%2)").arg(game.pos(cell).x).arg(game.pos(cell).y);
    }
    return {};
}

#define VERIFY_SCENE(controller)                                                                   \
    do {                                                                                           \
        const QString mismatch = sceneMismatch(controller);                                        \
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));                                        \
    } while (false)

} // namespace

class TestSnakePlay : public QObject
{
    Q_OBJECT

private slots:
    void newGameShowsTheSnake();
    void restartKeepsTheRules();
    void keysSteer_data();
    void keysSteer();
    void reversalIsIgnored();
    void quickTurnsQueueUpToTwo();
    void eatingGrows();
    void wallEndsTheGame();
    void pauseStopsTicks();
    void aiPlaysToTheEnd_data();
    void aiPlaysToTheEnd();
    void handBackMidGame();
    void eventFilterTakesGameKeys();
    void panelControlsTheGame();
    void waitsForTheFirstKey();
    void hamiltonTakesOverMidGame();
    void handBackWaitsForAKey();
};

void TestSnakePlay::newGameShowsTheSnake()
{
    SnakePlayController controller;
    QCOMPARE(controller.game(), nullptr);
    QSignalSpy changed(&controller, &SnakePlayController::changed);
    controller.newGame(smallArea(), 7);
    QVERIFY(controller.game());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(controller.game()->length(), 3);
    QCOMPARE(controller.scene().mark(controller.game()->index({3, 1})), Mark::Head);
    QCOMPARE(controller.scene().mark(controller.game()->index({1, 1})), Mark::Body);
    VERIFY_SCENE(controller);
}

// Restart starts over from the game's own rules, which the new game replaces: the rules must
// be copied before the old game goes (this once read freed memory; ASan in scripts/sanitize.sh
// reports it at once, the comparisons below catch the damage without it).
void TestSnakePlay::restartKeepsTheRules()
{
    SnakeRules rules = SnakeRules::walledArea(9, 5, 4, true);
    rules.board.setWall(CellPos{5, 3});
    rules.firstFood = CellPos{7, 4};
    rules.stepLimit = 321;
    SnakePlayController controller;
    controller.newGame(rules, 11);
    QVERIFY(press(controller, Qt::Key_Down));
    controller.tick();
    QSignalSpy changed(&controller, &SnakePlayController::changed);
    for (int round = 0; round < 3; ++round) {
        controller.restart();
        QVERIFY(controller.game());
        const SnakeRules &kept = controller.game()->rules();
        QVERIFY(kept.board == rules.board);
        QVERIFY(kept.startBody == rules.startBody);
        QCOMPARE(kept.firstFood, rules.firstFood);
        QCOMPARE(kept.stepLimit, rules.stepLimit);
        QCOMPARE(kept.headMayEnterLeavingTail, rules.headMayEnterLeavingTail);
        QCOMPARE(controller.game()->length(), 4);
        QCOMPARE(headPos(controller), (CellPos{4, 1}));
        QCOMPARE(controller.game()->food(), controller.game()->index({7, 4}));
        VERIFY_SCENE(controller);
    }
    QCOMPARE(changed.count(), 3);
}

void TestSnakePlay::keysSteer_data()
{
    QTest::addColumn<bool>("arrows");
    QTest::newRow("arrow keys") << true;
    QTest::newRow("WASD") << false;
}

void TestSnakePlay::keysSteer()
{
    QFETCH(bool, arrows);
    SnakePlayController controller;
    controller.newGame(smallArea(), 3);
    QVERIFY(controller.setFood({1, 6})); // out of the way
    VERIFY_SCENE(controller);

    struct Turn
    {
        Qt::Key arrow;
        Qt::Key letter;
        CellPos head; // after the move
    };
    // A square dance below the start: south, east, south, west, north, east, north.
    const std::array<Turn, 7> turns{{
        {Qt::Key_Down, Qt::Key_S, {3, 2}},
        {Qt::Key_Right, Qt::Key_D, {4, 2}},
        {Qt::Key_Down, Qt::Key_S, {4, 3}},
        {Qt::Key_Left, Qt::Key_A, {3, 3}},
        {Qt::Key_Up, Qt::Key_W, {3, 2}},
        {Qt::Key_Right, Qt::Key_D, {4, 2}},
        {Qt::Key_Up, Qt::Key_W, {4, 1}},
    }};
    int steps = 0;
    for (const Turn &turn : turns) {
        QVERIFY(press(controller, arrows ? turn.arrow : turn.letter));
        controller.tick();
        ++steps;
        QCOMPARE(controller.game()->state(), SnakeState::Playing);
        QCOMPARE(headPos(controller), turn.head);
        QCOMPARE(controller.game()->steps(), steps);
        VERIFY_SCENE(controller);
    }
    // One more turn, then without a key the snake goes straight on.
    QCOMPARE(controller.game()->direction(), Direction::North);
    QVERIFY(press(controller, arrows ? Qt::Key_Left : Qt::Key_A));
    controller.tick();
    QCOMPARE(headPos(controller), (CellPos{3, 1}));
    controller.tick();
    QCOMPARE(headPos(controller), (CellPos{2, 1}));
    VERIFY_SCENE(controller);
    // Other keys and shortcuts are not the game's.
    QVERIFY(!press(controller, Qt::Key_X));
    QVERIFY(!press(controller, arrows ? Qt::Key_Down : Qt::Key_S, Qt::ControlModifier));
    QCOMPARE(controller.queuedTurns(), 0);
}

void TestSnakePlay::reversalIsIgnored()
{
    SnakePlayController controller;
    controller.newGame(smallArea(), 3);
    QVERIFY(controller.setFood({1, 6}));
    // Heading east, the neck to the west.
    QVERIFY(press(controller, Qt::Key_Left));
    QCOMPARE(controller.queuedTurns(), 0);
    controller.tick();
    QCOMPARE(controller.game()->state(), SnakeState::Playing);
    QCOMPARE(headPos(controller), (CellPos{4, 1}));
    // A turn and its reversal pressed quickly: the reversal would run into the neck.
    QVERIFY(press(controller, Qt::Key_S));
    QVERIFY(press(controller, Qt::Key_W));
    QCOMPARE(controller.queuedTurns(), 1);
    controller.tick();
    QCOMPARE(headPos(controller), (CellPos{4, 2}));
    controller.tick();
    QCOMPARE(headPos(controller), (CellPos{4, 3}));
    QCOMPARE(controller.game()->state(), SnakeState::Playing);
    VERIFY_SCENE(controller);
}

void TestSnakePlay::quickTurnsQueueUpToTwo()
{
    SnakePlayController controller;
    controller.newGame(smallArea(), 3);
    QVERIFY(controller.setFood({1, 6}));
    QVERIFY(press(controller, Qt::Key_Down));
    controller.tick(); // (3,2) heading south
    controller.tick(); // (3,3)
    QCOMPARE(headPos(controller), (CellPos{3, 3}));
    // Three presses before the next move: east and north are kept, west has no room.
    press(controller, Qt::Key_D);
    press(controller, Qt::Key_W);
    press(controller, Qt::Key_A);
    QCOMPARE(controller.queuedTurns(), 2);
    controller.tick();
    QCOMPARE(headPos(controller), (CellPos{4, 3}));
    controller.tick();
    QCOMPARE(headPos(controller), (CellPos{4, 2}));
    controller.tick();
    QCOMPARE(headPos(controller), (CellPos{4, 1}));
    QCOMPARE(controller.game()->state(), SnakeState::Playing);
    VERIFY_SCENE(controller);
}

void TestSnakePlay::eatingGrows()
{
    SnakePlayController controller;
    controller.newGame(smallArea(), 11);
    QSignalSpy changed(&controller, &SnakePlayController::changed);
    QVERIFY(controller.setFood({4, 1})); // right ahead
    QCOMPARE(controller.scene().mark(controller.game()->index({4, 1})), Mark::Food);
    VERIFY_SCENE(controller);
    const int tail = controller.game()->tail();
    controller.tick();
    QCOMPARE(controller.game()->length(), 4);
    QCOMPARE(controller.game()->tail(), tail); // the tail stayed where it was
    QCOMPARE(headPos(controller), (CellPos{4, 1}));
    QVERIFY(controller.game()->food() >= 0);
    QVERIFY(controller.game()->food() != controller.game()->head());
    VERIFY_SCENE(controller);
    // Eat once more by steering to the next food put below.
    QVERIFY(controller.setFood({4, 3}));
    press(controller, Qt::Key_Down);
    controller.tick();
    VERIFY_SCENE(controller);
    controller.tick();
    QCOMPARE(headPos(controller), (CellPos{4, 3}));
    QCOMPARE(controller.game()->length(), 5);
    VERIFY_SCENE(controller);
    // A move without food keeps the length and moves the tail.
    QVERIFY(controller.setFood({1, 6}));
    const int tailBefore = controller.game()->tail();
    controller.tick();
    QCOMPARE(headPos(controller), (CellPos{4, 4}));
    QCOMPARE(controller.game()->length(), 5);
    QVERIFY(controller.game()->tail() != tailBefore);
    VERIFY_SCENE(controller);
    QCOMPARE(changed.count(), 3 + 4); // each placed food and each move
}

void TestSnakePlay::wallEndsTheGame()
{
    SnakePlayController controller;
    controller.newGame(smallArea(), 5);
    QVERIFY(controller.setFood({1, 6}));
    QSignalSpy ended(&controller, &SnakePlayController::ended);
    // East along the top row: (4,1), (5,1), (6,1), then the wall at (7,1).
    for (int i = 0; i < 3; ++i) {
        controller.tick();
        QCOMPARE(controller.game()->state(), SnakeState::Playing);
    }
    QCOMPARE(ended.count(), 0);
    controller.tick();
    QCOMPARE(controller.game()->state(), SnakeState::Dead);
    QCOMPARE(ended.count(), 1);
    QCOMPARE(ended.at(0).at(0).value<SnakeState>(), SnakeState::Dead);
    QCOMPARE(ended.at(0).at(1).toInt(), 3);
    QCOMPARE(ended.at(0).at(2).toInt(), 4);
    VERIFY_SCENE(controller);
    // Nothing moves after the end.
    controller.tick();
    QCOMPARE(controller.game()->steps(), 4);
    QCOMPARE(ended.count(), 1);
    QVERIFY(!press(controller, Qt::Key_P));
}

void TestSnakePlay::pauseStopsTicks()
{
    SnakePlayController controller;
    QSignalSpy paused(&controller, &SnakePlayController::pausedChanged);
    controller.setSpeed(30);
    controller.newGame(smallArea(), 2);
    // An AI drives so the snake lives long enough to watch.
    QVERIFY(controller.setAiDriver(QStringLiteral("greedy")));
    QVERIFY(press(controller, Qt::Key_P));
    QVERIFY(controller.isPaused());
    QCOMPARE(paused.count(), 1);
    QCOMPARE(paused.at(0).at(0).toBool(), true);
    QTest::qWait(300);
    QCOMPARE(controller.game()->steps(), 0);
    controller.tick(); // a stray tick while paused does nothing either
    QCOMPARE(controller.game()->steps(), 0);

    QVERIFY(press(controller, Qt::Key_P));
    QVERIFY(!controller.isPaused());
    QCOMPARE(paused.count(), 2);
    QTRY_VERIFY(controller.game()->steps() > 0);
    controller.pause();
    const int steps = controller.game()->steps();
    QTest::qWait(300);
    QCOMPARE(controller.game()->steps(), steps);
    VERIFY_SCENE(controller);
}

void TestSnakePlay::aiPlaysToTheEnd_data()
{
    QTest::addColumn<QString>("ai");
    QTest::addColumn<quint64>("seed");
    for (const QString &ai : snakeAiIds())
        for (quint64 seed : {1u, 2u, 3u})
            QTest::addRow("%s seed %llu", qPrintable(ai), static_cast<unsigned long long>(seed)) << ai << seed;
}

void TestSnakePlay::aiPlaysToTheEnd()
{
    QFETCH(QString, ai);
    QFETCH(quint64, seed);
    SnakePlayController controller;
    controller.newGame(smallArea(), seed);
    QSignalSpy ended(&controller, &SnakePlayController::ended);
    QSignalSpy driver(&controller, &SnakePlayController::driverChanged);
    QVERIFY(controller.setAiDriver(ai));
    QVERIFY(controller.aiDriving());
    QCOMPARE(controller.driver(), ai);
    QCOMPARE(driver.count(), 1);
    const SnakeGame &game = *controller.game();
    const int limit = game.rules().effectiveStepLimit();
    while (game.state() == SnakeState::Playing && game.steps() <= limit) {
        // The seed's AI, as in its source, counts the leaving tail as body.
        const bool tailIsBody = ai == QStringLiteral("seed-000");
        bool anySafe = false;
        for (Direction d : orthogonalDirections)
            anySafe = anySafe || (game.isSafe(d) && !(tailIsBody && game.neighbour(game.head(), d) == game.tail()));
        const int oldHead = game.head();
        controller.tick();
        if (game.state() == SnakeState::Dead) {
            QVERIFY2(!anySafe, "the AI ran into something with a safe move left");
            break;
        }
        QVERIFY(adjacent(game, oldHead, game.head()));
        VERIFY_SCENE(controller);
    }
    QVERIFY(game.state() != SnakeState::Playing);
    QCOMPARE(ended.count(), 1);
    QCOMPARE(ended.at(0).at(0).value<SnakeState>(), game.state());
    QCOMPARE(ended.at(0).at(1).toInt(), game.length());
    if (ai == QStringLiteral("greedy"))
        QVERIFY(game.length() > 3); // it eats, not just survives
}

void TestSnakePlay::handBackMidGame()
{
    SnakePlayController controller;
    controller.newGame(smallArea(), 9);
    QSignalSpy driver(&controller, &SnakePlayController::driverChanged);
    press(controller, Qt::Key_Down);
    controller.tick();
    QCOMPARE(headPos(controller), (CellPos{3, 2}));

    QVERIFY(!controller.setAiDriver(QStringLiteral("no-such-ai")));
    QVERIFY(!controller.aiDriving());
    QVERIFY(controller.setAiDriver(QStringLiteral("greedy")));
    QCOMPARE(driver.count(), 1);
    const SnakeGame &game = *controller.game();
    for (int i = 0; i < 10 && game.state() == SnakeState::Playing; ++i) {
        // The person's keys wait while the AI drives.
        press(controller, Qt::Key_Left);
        QCOMPARE(controller.queuedTurns(), 0);
        const int oldHead = game.head();
        controller.tick();
        QVERIFY(game.state() != SnakeState::Dead);
        QVERIFY(adjacent(game, oldHead, game.head()));
    }
    QCOMPARE(game.state(), SnakeState::Playing);
    QCOMPARE(game.steps(), 11);

    controller.setHumanDriver();
    QVERIFY(!controller.aiDriving());
    QCOMPARE(controller.driver(), QString());
    QCOMPARE(driver.count(), 2);
    // A safe turn of the person's choosing is the next move.
    Direction turn = Direction::None;
    for (Direction d : orthogonalDirections)
        if (d != game.direction() && game.isSafe(d))
            turn = d;
    QVERIFY(turn != Direction::None);
    const Qt::Key key = turn == Direction::North ? Qt::Key_W
                        : turn == Direction::East ? Qt::Key_D
                        : turn == Direction::South ? Qt::Key_S
                                                   : Qt::Key_A;
    const int oldHead = game.head();
    QVERIFY(press(controller, key));
    QCOMPARE(controller.queuedTurns(), 1);
    controller.tick();
    QCOMPARE(game.head(), game.neighbour(oldHead, turn));
    QCOMPARE(game.steps(), 12);
    VERIFY_SCENE(controller);
}

void TestSnakePlay::eventFilterTakesGameKeys()
{
    SnakePlayController controller;
    controller.newGame(smallArea(), 3);
    QWidget view;
    view.installEventFilter(&controller);
    QTest::keyClick(&view, Qt::Key_P);
    QVERIFY(controller.isPaused());
    QTest::keyClick(&view, Qt::Key_Down); // no steering while paused
    QCOMPARE(controller.queuedTurns(), 0);
    QTest::keyClick(&view, Qt::Key_P);
    QVERIFY(!controller.isPaused());
    QTest::keyClick(&view, Qt::Key_Down);
    QCOMPARE(controller.queuedTurns(), 1);
    controller.tick();
    QCOMPARE(headPos(controller), (CellPos{3, 2}));
}

void TestSnakePlay::panelControlsTheGame()
{
    SnakePlayController controller;
    SnakePlayPanel panel(&controller);
    panel.show();
    auto *newGame = panel.findChild<QPushButton *>(QStringLiteral("newGame"));
    auto *pause = panel.findChild<QPushButton *>(QStringLiteral("pause"));
    auto *driver = panel.findChild<QComboBox *>(QStringLiteral("driver"));
    auto *length = panel.findChild<QLabel *>(QStringLiteral("length"));
    auto *moves = panel.findChild<QLabel *>(QStringLiteral("moves"));
    auto *state = panel.findChild<QLabel *>(QStringLiteral("state"));
    QVERIFY(newGame && pause && driver && length && moves && state);
    QVERIFY(!newGame->isEnabled());
    QCOMPARE(driver->count(), 1 + snakeAiIds().size());
    QCOMPARE(driver->currentIndex(), 0);

    controller.newGame(smallArea(), 4);
    QVERIFY(controller.setFood({1, 6}));
    QVERIFY(newGame->isEnabled());
    QCOMPARE(length->text(), SnakePlayPanel::tr("Length: %1").arg(3));
    // A new game waits for the player's first key.
    QCOMPARE(state->text(), SnakePlayPanel::tr("Press an arrow key or W, A, S or D to start"));

    const QString pauseText = pause->text();
    QTest::mouseClick(pause, Qt::LeftButton);
    QVERIFY(controller.isPaused());
    QVERIFY(pause->text() != pauseText);
    QCOMPARE(state->text(), SnakePlayPanel::tr("Paused"));
    QTest::mouseClick(pause, Qt::LeftButton);
    QVERIFY(!controller.isPaused());
    QCOMPARE(pause->text(), pauseText);

    controller.tick();
    QCOMPARE(moves->text(), SnakePlayPanel::tr("Moves: %1").arg(1));
    for (int i = 0; i < 3; ++i)
        controller.tick();
    QCOMPARE(controller.game()->state(), SnakeState::Dead);
    QCOMPARE(state->text(), SnakePlayPanel::tr("Dead"));
    QVERIFY(!pause->isEnabled());

    // New game: the same board, alive again.
    QTest::mouseClick(newGame, Qt::LeftButton);
    QCOMPARE(controller.game()->state(), SnakeState::Playing);
    QCOMPARE(controller.game()->steps(), 0);
    QCOMPARE(state->text(), SnakePlayPanel::tr("Press an arrow key or W, A, S or D to start"));

    // Picking an AI in the combo hands it the wheel; the controller's changes show there too.
    const int greedy = driver->findData(QStringLiteral("greedy"));
    QVERIFY(greedy > 0);
    driver->setCurrentIndex(greedy);
    emit driver->activated(greedy);
    QVERIFY(controller.aiDriving());
    QCOMPARE(controller.driver(), QStringLiteral("greedy"));
    controller.setHumanDriver();
    QCOMPARE(driver->currentIndex(), 0);
    controller.setAiDriver(QStringLiteral("seed-000"));
    QCOMPARE(driver->currentData().toString(), QStringLiteral("seed-000"));
}

// A new game stands still, and the panel says which keys start it, until the person presses
// one: nobody loses a snake before they have found the keys.
void TestSnakePlay::waitsForTheFirstKey()
{
    SnakePlayController controller;
    SnakePlayPanel panel(&controller);
    controller.setSpeed(10);
    controller.newGame(smallArea(), 4);
    QTest::qWait(300);
    QCOMPARE(controller.game()->steps(), 0);
    QCOMPARE(controller.game()->state(), SnakeState::Playing);
    const QString waiting = panel.findChild<QLabel *>(QStringLiteral("state"))->text();
    QVERIFY2(waiting.contains(QStringLiteral("arrow key")) && waiting.contains(QStringLiteral("start")), qPrintable(waiting));

    // Straight on is a first key too; then the game moves by itself.
    QVERIFY(press(controller, Qt::Key_Right));
    QTRY_VERIFY(controller.game()->steps() > 0);
    QCOMPARE(panel.findChild<QLabel *>(QStringLiteral("state"))->text(), SnakePlayPanel::tr("Playing"));
    controller.pause();

    // A new game waits again.
    controller.restart();
    QTest::qWait(200);
    QCOMPARE(controller.game()->steps(), 0);
}

// Taken over mid-game from the greedy AI, whose body lies along no cycle the follower finds,
// the Hamiltonian follower says so in the log and keeps the snake alive with safe moves that
// keep its tail in reach, instead of the first safe move, which walked into dead ends.
void TestSnakePlay::hamiltonTakesOverMidGame()
{
    for (quint64 seed = 1; seed <= 20; ++seed) {
        SnakePlayController controller;
        controller.newGame(SnakeRules::walledArea(12, 12, 4, false), seed);
        QVERIFY(controller.setAiDriver(QStringLiteral("greedy")));
        const SnakeGame &game = *controller.game();
        while (game.state() == SnakeState::Playing && game.length() < 35 + int(seed))
            controller.tick();
        QCOMPARE(game.state(), SnakeState::Playing);
        QSignalSpy notes(&controller, &SnakePlayController::aiNote);
        QVERIFY(controller.setAiDriver(QStringLiteral("hamilton-follow")));
        for (int move = 0; move < 400 && game.state() == SnakeState::Playing; ++move) {
            bool anySafe = false;
            for (Direction d : orthogonalDirections)
                anySafe = anySafe || game.isSafe(d);
            controller.tick();
            QVERIFY2(game.state() != SnakeState::Dead || !anySafe, "the AI ran into something with a safe move left");
            QVERIFY2(game.state() != SnakeState::Dead,
                     qPrintable(QStringLiteral("seed %1: died %2 moves after taking over").arg(seed).arg(move + 1)));
            if (move == 0) {
                // The first move says why no cycle is followed, once.
                QCOMPARE(notes.count(), 1);
                QVERIFY2(notes.at(0).at(0).toString().startsWith(QStringLiteral("No Hamiltonian cycle carries this snake")),
                         qPrintable(notes.at(0).at(0).toString()));
            }
        }
        // Once the body has moved on, a retry may find a cycle, and says which it follows.
        for (qsizetype i = 1; i < notes.count(); ++i)
            QVERIFY2(notes.at(i).at(0).toString().contains(QStringLiteral("the snake follows")), qPrintable(notes.at(i).at(0).toString()));
    }
}

// Handed back mid-game at full speed, the snake does not run on in the AI's last heading
// into a wall: it waits, and the panel says so, until the person presses a key.
void TestSnakePlay::handBackWaitsForAKey()
{
    SnakePlayController controller;
    SnakePlayPanel panel(&controller);
    controller.setSpeed(SnakePlayController::maxSpeed);
    controller.newGame(smallArea(), 9);
    QVERIFY(controller.setAiDriver(QStringLiteral("greedy")));
    QTRY_VERIFY(controller.game()->steps() >= 5);
    auto *driver = panel.findChild<QComboBox *>(QStringLiteral("driver"));
    driver->setCurrentIndex(0);
    emit driver->activated(0);
    QVERIFY(!controller.aiDriving());
    const int steps = controller.game()->steps();
    QVERIFY(controller.isWaitingForFirstKey());
    QCOMPARE(panel.findChild<QLabel *>(QStringLiteral("state"))->text(), SnakePlayPanel::tr("Press an arrow key or W, A, S or D to start"));
    QTest::qWait(300);
    QCOMPARE(controller.game()->steps(), steps);
    QCOMPARE(controller.game()->state(), SnakeState::Playing);

    // A safe key starts it again, that way.
    Direction turn = Direction::None;
    for (Direction d : orthogonalDirections)
        if (controller.game()->isSafe(d))
            turn = d;
    QVERIFY(turn != Direction::None);
    controller.steer(turn);
    QVERIFY(!controller.isWaitingForFirstKey());
    QTRY_VERIFY(controller.game()->steps() > steps);
    controller.pause();
    QCOMPARE(controller.game()->direction(), turn);
}

QTEST_MAIN(TestSnakePlay)
#include "tst_snakeplay.moc"
