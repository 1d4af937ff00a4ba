// The rules a player relies on: the snake grows when it eats, dies on walls and on itself,
// the tail rule means what it says both ways, a full board wins, the step limit ends a game
// as stuck, and the same seed gives the same game.

#include "snake/snakegame.h"

#include <QTest>

using namespace gridtrace;

namespace {

// A snake of four curled in a 2 x 2 square in the top-left corner of an open area: head
// (1,1), then (2,1), (2,2), and the tail (1,2) just south of the head.
SnakeRules curledSnake(bool strictTail)
{
    SnakeRules rules = SnakeRules::walledArea(6, 6, 1, strictTail);
    rules.startBody = {{1, 1}, {2, 1}, {2, 2}, {1, 2}};
    rules.startDirection = Direction::North;
    return rules;
}

} // namespace

class TestSnakeGame : public QObject
{
    Q_OBJECT

private slots:
    void startsWithFoodOnAFreeCell();
    void growsWhenItEats();
    void diesOnAWall();
    void diesOnItsBody();
    void diesTurningBack();
    void tailRuleFollow();
    void tailRuleStrict();
    void winsOnAFullBoard();
    void stuckAtTheStepLimit();
    void sameSeedSameGame();
    void rejectsBrokenRules();
};

void TestSnakeGame::startsWithFoodOnAFreeCell()
{
    const SnakeRules rules = SnakeRules::walledArea(5, 4, 3, false);
    QCOMPARE(rules.error(), QString());
    for (quint64 seed = 0; seed < 200; ++seed) {
        const SnakeGame game(rules, seed);
        QCOMPARE(game.state(), SnakeState::Playing);
        QCOMPARE(game.length(), 3);
        QCOMPARE(game.head(), game.index({3, 1}));
        QVERIFY(game.food() >= 0);
        QVERIFY(!game.isWall(game.food()));
        QVERIFY(!game.isBody(game.food()));
    }
}

void TestSnakeGame::growsWhenItEats()
{
    SnakeGame game(SnakeRules::walledArea(6, 6, 2, false), 1);
    QVERIFY(game.setFood({3, 1}));
    const int tail = game.tail();
    const SnakeMove move = game.move(Direction::East);
    QVERIFY(move.ate);
    QCOMPARE(move.tailLeft, -1);
    QCOMPARE(game.length(), 3);
    QCOMPARE(game.tail(), tail);
    QCOMPARE(game.head(), game.index({3, 1}));
    QVERIFY(game.food() >= 0 && !game.isBody(game.food()));

    QVERIFY(game.setFood({5, 5}));
    const SnakeMove plain = game.move(Direction::East);
    QVERIFY(!plain.ate);
    QCOMPARE(plain.tailLeft, tail);
    QCOMPARE(game.length(), 3);
    QVERIFY(!game.isBody(tail));
}

void TestSnakeGame::diesOnAWall()
{
    SnakeGame game(SnakeRules::walledArea(6, 6, 2, false), 1);
    QVERIFY(!game.isSafe(Direction::North));
    QCOMPARE(game.move(Direction::North).state, SnakeState::Dead);
    QCOMPARE(game.state(), SnakeState::Dead);
    // A dead snake moves no more.
    const int steps = game.steps();
    game.move(Direction::South);
    QCOMPARE(game.steps(), steps);
}

void TestSnakeGame::diesOnItsBody()
{
    // A snake of five: its head turning west runs into its own third segment.
    SnakeRules rules = SnakeRules::walledArea(6, 6, 1, false);
    rules.startBody = {{2, 2}, {2, 1}, {1, 1}, {1, 2}, {1, 3}};
    rules.startDirection = Direction::South;
    SnakeGame game(rules, 3);
    QVERIFY(game.setFood({5, 5}));
    QVERIFY(!game.isSafe(Direction::West));
    QCOMPARE(game.move(Direction::West).state, SnakeState::Dead);
}

void TestSnakeGame::diesTurningBack()
{
    SnakeGame game(SnakeRules::walledArea(6, 6, 2, false), 1);
    QVERIFY(game.setFood({5, 5}));
    QVERIFY(!game.isSafe(Direction::West));
    QCOMPARE(game.move(Direction::West).state, SnakeState::Dead);
}

void TestSnakeGame::tailRuleFollow()
{
    SnakeGame game(curledSnake(false), 1);
    QVERIFY(game.setFood({5, 5}));
    QVERIFY(game.isSafe(Direction::South));
    const SnakeMove move = game.move(Direction::South);
    QCOMPARE(move.state, SnakeState::Playing);
    QCOMPARE(game.head(), game.index({1, 2}));
    QCOMPARE(game.length(), 4);
    // Round and round in the square, for ever.
    for (Direction d : {Direction::East, Direction::North, Direction::West, Direction::South})
        QCOMPARE(game.move(d).state, SnakeState::Playing);
}

void TestSnakeGame::tailRuleStrict()
{
    SnakeGame game(curledSnake(true), 1);
    QVERIFY(game.setFood({5, 5}));
    QVERIFY(!game.isSafe(Direction::South));
    QCOMPARE(game.move(Direction::South).state, SnakeState::Dead);
    // Food never goes on the body, so the tail a move would enter is always leaving.
    SnakeGame other(curledSnake(false), 1);
    QVERIFY(!other.setFood({1, 2}));
}

void TestSnakeGame::winsOnAFullBoard()
{
    // A 3 x 1 corridor and a snake of two: the only free cell must hold the food.
    SnakeGame game(SnakeRules::walledArea(3, 1, 2, true), 9);
    QCOMPARE(game.food(), game.index({3, 1}));
    const SnakeMove move = game.move(Direction::East);
    QVERIFY(move.ate);
    QCOMPARE(move.state, SnakeState::Won);
    QCOMPARE(game.length(), game.freeCellCount());
    QCOMPARE(game.food(), -1);
}

void TestSnakeGame::stuckAtTheStepLimit()
{
    SnakeRules rules = curledSnake(false);
    rules.stepLimit = 6;
    SnakeGame game(rules, 1);
    QVERIFY(game.setFood({5, 5}));
    const Direction loop[] = {Direction::South, Direction::East, Direction::North, Direction::West};
    for (int i = 0; i < 5; ++i)
        QCOMPARE(game.move(loop[i % 4]).state, SnakeState::Playing);
    QCOMPARE(game.move(loop[5 % 4]).state, SnakeState::StepLimit);
    QCOMPARE(game.steps(), 6);
    QCOMPARE(SnakeRules::walledArea(8, 8, 4, true).effectiveStepLimit(), 64 * 64);
}

void TestSnakeGame::sameSeedSameGame()
{
    // A snake sweeping a 6 x 6 area row by row, eating whatever it passes: the food it sees
    // depends on the seed alone.
    const SnakeRules rules = SnakeRules::walledArea(6, 6, 1, false);
    const auto foods = [&](quint64 seed) {
        SnakeGame game(rules, seed);
        QList<int> seen{game.food()};
        for (int row = 1; row <= 6 && game.state() == SnakeState::Playing; ++row) {
            const Direction along = row % 2 ? Direction::East : Direction::West;
            for (int i = 0; i < 5 && game.state() == SnakeState::Playing; ++i) {
                if (game.move(along).ate)
                    seen << game.food();
            }
            if (row < 6 && game.state() == SnakeState::Playing && game.move(Direction::South).ate)
                seen << game.food();
        }
        return seen;
    };
    QCOMPARE(foods(42), foods(42));
    QVERIFY(foods(42).size() > 1);
    bool differs = false;
    for (quint64 seed = 43; seed < 53 && !differs; ++seed)
        differs = foods(seed) != foods(42);
    QVERIFY(differs);
}

void TestSnakeGame::rejectsBrokenRules()
{
    SnakeRules rules = SnakeRules::walledArea(6, 6, 3, false);
    QCOMPARE(rules.error(), QString());
    rules.startBody = {{1, 1}, {3, 1}};
    QVERIFY(!rules.error().isEmpty());
    rules.startBody = {{0, 1}, {1, 1}};
    QVERIFY(!rules.error().isEmpty());
    rules.startBody = {{1, 1}, {2, 2}};
    QVERIFY(!rules.error().isEmpty());
    rules.startBody.clear();
    QVERIFY(!rules.error().isEmpty());
}

QTEST_GUILESS_MAIN(TestSnakeGame)
#include "tst_snakegame.moc"
