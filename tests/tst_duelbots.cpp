// What a lecturer checks of the duel's built-in bots: the strong bot's own simulator plays by
// the platform's rules; the flood-fill counts what a plain simulation of the tails counts; no
// bot throws its life away while a safe move exists; the strong bot beats the weaker ones;
// and a traced decision is the untraced one, drawn.

#include "duel/alphabetabot.h"
#include "duel/duelarena.h"
#include "duel/floodfillbot.h"
#include "duel/kobstarterbot.h"
#include "duel/randomsafebot.h"
#include "maze/mazerandom.h"
#include "trace/cursor.h"
#include "trace/recorder.h"

#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <set>

using namespace gridtrace;

namespace {

constexpr DuelSide sides[2] = {DuelSide::A, DuelSide::B};

template<template<typename> class Bot>
int decide(Bot<NullRecorder> &bot, const DuelGame &game, DuelSide me)
{
    NullRecorder recorder;
    DuelTracer<NullRecorder> tracer(recorder, game);
    return bot.decide(tracer, me);
}

// A fixed depth and no clock: the same answer on every machine.
AlphaBetaLimits fixedDepth(int depth)
{
    AlphaBetaLimits limits;
    limits.milliseconds = 0;
    limits.depth = depth;
    return limits;
}

bool isSafe(const DuelGame &game, DuelSide side, int direction)
{
    return game.isOpenNextRound(DuelMap::neighbour(game.head(side), direction));
}

// A direction that keeps the head alive when there is one (most of the time) or any.
int randomMove(const DuelGame &game, DuelSide side, MazeRandom &random, double recklessness)
{
    if (random.chance(recklessness))
        return random.below(4);
    int open[4];
    int count = 0;
    for (int d = 0; d < 4; ++d) {
        if (isSafe(game, side, d))
            open[count++] = d;
    }
    return count > 0 ? open[random.below(count)] : random.below(4);
}

// Positions from random games on generated maps, a few from each game, all still playing.
std::vector<DuelGame> randomPositions(int games, quint64 seed)
{
    std::vector<DuelGame> positions;
    MazeRandom random(seed);
    for (int g = 0; g < games; ++g) {
        DuelGame game(DuelMap::generate(seed * 1000 + quint64(g)));
        while (!game.isOver()) {
            if (game.round() > 0 && random.chance(0.25))
                positions.push_back(game);
            const int a = randomMove(game, DuelSide::A, random, 0.0);
            const int b = randomMove(game, DuelSide::B, random, 0.0);
            game.play(DuelAnswer::move(a), DuelAnswer::move(b));
        }
    }
    return positions;
}

std::vector<int> bodyOf(const DuelGame &game, DuelSide side)
{
    return {game.body(side).begin(), game.body(side).end()};
}

// The flood counted the slow way: every layer by a scan of the whole board, the bodies as the
// game's own deques losing their tails on the moves that do not grow them.
int bruteForceFlood(const DuelGame &game, int start)
{
    std::deque<int> bodies[2] = {game.body(DuelSide::A), game.body(DuelSide::B)};
    const auto leave = [&bodies](int move) {
        if (!DuelGame::grows(move)) {
            for (auto &body : bodies) {
                if (!body.empty())
                    body.pop_back();
            }
        }
    };
    // The head stands on the start on the coming move; the tails leave on it too.
    leave(game.round() + 1);
    std::set<int> reached{start};
    std::set<int> layer{start};
    for (int move = game.round() + 2; !layer.empty(); ++move) {
        leave(move);
        std::set<int> next;
        for (int cell = 0; cell < DuelMap::cellCount; ++cell) {
            if (game.map().isWall(cell) || reached.count(cell))
                continue;
            const bool occupied = std::any_of(std::begin(bodies), std::end(bodies), [cell](const std::deque<int> &body) {
                return std::find(body.begin(), body.end(), cell) != body.end();
            });
            if (occupied)
                continue;
            for (int d = 0; d < 4; ++d) {
                if (layer.count(DuelMap::neighbour(cell, d))) {
                    next.insert(cell);
                    break;
                }
            }
        }
        reached.insert(next.begin(), next.end());
        layer = std::move(next);
    }
    return int(reached.size());
}

// A map of walls with the given cells free, (row, column) pairs.
DuelMap roomMap(std::initializer_list<std::pair<int, int>> rectangles)
{
    DuelMap map;
    for (int cell = 0; cell < DuelMap::cellCount; ++cell)
        map.setWall(cell, true);
    for (auto it = rectangles.begin(); it != rectangles.end(); it += 2) {
        const auto [top, left] = *it;
        const auto [bottom, right] = *(it + 1);
        for (int r = top; r <= bottom; ++r) {
            for (int c = left; c <= right; ++c)
                map.setWall(r * DuelMap::columns + c, false);
        }
    }
    return map;
}

DuelGame played(const DuelMap &map, QStringView a, QStringView b)
{
    DuelGame game(map);
    for (qsizetype i = 0; i < a.size(); ++i)
        game.play(DuelAnswer::move(a[i].unicode() - u'0'), DuelAnswer::move(b[i].unicode() - u'0'));
    return game;
}

TraceTables duelTables()
{
    TraceTables tables;
    tables.labels = {QStringLiteral("score"), QStringLiteral("distance")};
    tables.sequences = {QStringLiteral("snake-a"), QStringLiteral("snake-b"), QStringLiteral("line")};
    tables.counters = {QStringLiteral("round"), QStringLiteral("length"), QStringLiteral("nodes"), QStringLiteral("depth"),
                       QStringLiteral("score")};
    tables.stepKinds = {QStringLiteral("round"), QStringLiteral("think-a"), QStringLiteral("think-b"), QStringLiteral("consider"),
                        QStringLiteral("reject"), QStringLiteral("territory"), QStringLiteral("search"), QStringLiteral("deepen"),
                        QStringLiteral("choose"), QStringLiteral("move"), QStringLiteral("end")};
    return tables;
}

struct TracedDecision
{
    Trace trace;
    int direction = -1;
};

template<template<typename> class Bot, typename... Args>
TracedDecision decideTraced(const DuelGame &game, DuelSide me, Args... args)
{
    TracedDecision decision;
    decision.trace.header.board = game.map().board();
    decision.trace.tables = duelTables();
    Recorder recorder(decision.trace);
    DuelTracer<Recorder> tracer(recorder, game);
    Bot<Recorder> bot(args...);
    decision.direction = bot.decide(tracer, me);
    return decision;
}

// How many cells carry the mark once the whole trace has played.
int marksAtEnd(const Trace &trace, Mark mark)
{
    Cursor cursor(trace);
    cursor.toEnd();
    int count = 0;
    for (int cell = 0; cell < cursor.scene().cellCount(); ++cell)
        count += cursor.scene().mark(cell) == mark;
    return count;
}

int stepsOf(const Trace &trace, DuelStepKind kind)
{
    return int(std::count_if(trace.steps.begin(), trace.steps.end(), [kind](const Step &step) { return step.kind == kind; }));
}

struct Tally
{
    int wins = 0;
    int draws = 0;
};

// Game g on DuelMap::generate(first + g), the strong bot A in even games and B in odd ones.
Tally strongAgainst(const QString &opponentId, int games, int depth)
{
    Tally tally;
    BuiltinPlayer<AlphaBetaBot> strong(fixedDepth(depth));
    for (quint64 seed = 0; seed < quint64(games); ++seed) {
        const auto opponent = makeBuiltinPlayer(opponentId, seed);
        const bool strongIsA = seed % 2 == 0;
        const DuelMap map = DuelMap::generate(seed);
        const DuelGame game = strongIsA ? playDuel(strong, *opponent, map) : playDuel(*opponent, strong, map);
        tally.wins += game.result() == (strongIsA ? DuelResult::AWins : DuelResult::BWins);
        tally.draws += game.result() == DuelResult::Draw;
    }
    return tally;
}

// Every status of a traced decision names directions by the rules' words, never by their codes,
// and the last one names the direction the bot answered.
void checkStatusesNameDirections(const Trace &trace, int answered)
{
    static const QStringList words{QStringLiteral("up"), QStringLiteral("right"), QStringLiteral("down"),
                                   QStringLiteral("left")};
    static const QRegularExpression code(QStringLiteral("\\b(direction|going|go|goes|reply) [0-9]"));
    Cursor cursor(trace);
    QString status;
    while (cursor.stepInto()) {
        status = displayStatus(trace.tables.strings.value(cursor.scene().status()));
        QVERIFY2(!code.match(status).hasMatch(), qPrintable(status));
    }
    QVERIFY2(status.contains(QStringLiteral("go ") + words[answered]) || status.endsWith(QStringLiteral(": up")),
             qPrintable(status));
}

} // namespace

class TestDuelBots : public QObject
{
    Q_OBJECT

private slots:
    void simulatorFollowsTheRules();
    void searchPositionTakesRoundsBack();
    void floodCountsMatchBruteForce();
    void floodCountsHandMadePocket();
    void noBotDiesWhileASafeMoveExists();
    void cutOffTheBotsTakeTheLargerRoom();
    void cutOffTheStrongBotCountsMovesNotCells();
    void alphaBetaIsDeterministicAtAFixedDepth();
    void winRates();
    void tracedFloodFillDecision();
    void tracedAlphaBetaDecision();
    void builtinBotsAreRegistered();
};

void TestDuelBots::simulatorFollowsTheRules()
{
    // Random playouts, mostly safe moves with a reckless one now and then, so that every kind
    // of death happens: the game and the simulator must agree on every round.
    MazeRandom random(7);
    int deaths[4] = {};
    for (int g = 0; g < 300; ++g) {
        DuelGame game(DuelMap::generate(quint64(g)));
        DuelPosition position(game);
        while (!game.isOver()) {
            for (const DuelSide side : sides) {
                for (int d = 0; d < 4; ++d)
                    QCOMPARE(position.isSafe(side, d), isSafe(game, side, d));
            }
            const int a = randomMove(game, DuelSide::A, random, 0.03);
            const int b = randomMove(game, DuelSide::B, random, 0.03);
            game.play(DuelAnswer::move(a), DuelAnswer::move(b));
            const DuelResult result = position.play(a, b);
            QCOMPARE(int(result), int(game.result()));
            if (result != DuelResult::Playing) {
                ++deaths[int(result)];
                break;
            }
            QCOMPARE(position.round(), game.round());
            for (const DuelSide side : sides) {
                QCOMPARE(position.body(side), bodyOf(game, side));
                QCOMPARE(position.head(side), game.head(side));
                QCOMPARE(position.length(side), int(game.body(side).size()));
            }
            // The leave schedule the search scores with is the flood-fill's, counted from now.
            std::array<std::uint16_t, DuelMap::cellCount + 1> freeIn{};
            position.freeIn(freeIn);
            const auto freeFrom = duelFreeFrom(game);
            for (int cell = 0; cell < DuelMap::cellCount; ++cell) {
                if (game.occupant(cell) != 0)
                    QCOMPARE(int(freeIn[std::size_t(cell)]) + game.round(), freeFrom[std::size_t(cell)]);
            }
        }
    }
    // Every ending came up: A won, B won, both died.
    QVERIFY(deaths[int(DuelResult::AWins)] > 0);
    QVERIFY(deaths[int(DuelResult::BWins)] > 0);
    QVERIFY(deaths[int(DuelResult::Draw)] > 0);
}

void TestDuelBots::searchPositionTakesRoundsBack()
{
    // The search plays rounds forward and takes them back thousands of times a move: after
    // any run of rounds and as many retreats it must be the position it started from.
    MazeRandom random(11);
    for (const DuelGame &game : randomPositions(40, 3)) {
        DuelPosition position(game);
        const auto bodyA = position.body(DuelSide::A);
        const auto bodyB = position.body(DuelSide::B);
        const quint64 key = position.key();
        int played = 0;
        for (; played < 12; ++played) {
            const unsigned a = position.safeMoves(DuelSide::A);
            const unsigned b = position.safeMoves(DuelSide::B);
            if (a == 0 || b == 0)
                break;
            int da = random.below(4);
            while (!(a >> da & 1))
                da = (da + 1) % 4;
            int db = random.below(4);
            while (!(b >> db & 1))
                db = (db + 1) % 4;
            position.advance(da, db);
        }
        for (int i = 0; i < played; ++i)
            position.retreat();
        QCOMPARE(position.round(), game.round());
        QCOMPARE(position.body(DuelSide::A), bodyA);
        QCOMPARE(position.body(DuelSide::B), bodyB);
        QCOMPARE(position.key(), key);
        for (const DuelSide side : sides) {
            for (int d = 0; d < 4; ++d)
                QCOMPARE(position.isSafe(side, d), isSafe(game, side, d));
        }
    }
}

void TestDuelBots::floodCountsMatchBruteForce()
{
    int bodyCellsCounted = 0;
    int floods = 0;
    for (const DuelGame &game : randomPositions(120, 5)) {
        for (const DuelSide side : sides) {
            for (int d = 0; d < 4; ++d) {
                if (!isSafe(game, side, d))
                    continue;
                const int start = DuelMap::neighbour(game.head(side), d);
                std::vector<int> cells;
                std::vector<int> arrival;
                const int count = duelFloodCount(game, start, &cells, &arrival);
                QCOMPARE(count, bruteForceFlood(game, start));
                QCOMPARE(int(cells.size()), count);
                ++floods;
                for (std::size_t i = 0; i < cells.size(); ++i) {
                    // A body cell is in the flood only if its snake left it by then.
                    if (i > 0 && game.occupant(cells[i]) != 0) {
                        ++bodyCellsCounted;
                        QVERIFY(duelFreeFrom(game)[std::size_t(cells[i])] <= arrival[i]);
                    }
                }
            }
        }
    }
    QVERIFY(floods > 1000);
    // The tails' leaving mattered, not just the free cells.
    QVERIFY(bodyCellsCounted > 1000);
}

void TestDuelBots::floodCountsHandMadePocket()
{
    // Two 4 x 4 rooms: A's in rows 8-11, columns 1-4, B's in rows 1-4, columns 9-12. After 12
    // moves each snake is 11 long (10 growing moves, then moves 11 and 12 do not grow it).
    //
    // A went up and down its room and ends at the top right, its head H on (8,4):
    //
    //   row 8:  b b b H        Only down is open: (9,4), then (10,4), then (11,4). Its tail
    //   row 9:  T b b .        T leaves on move 14 and the next cells on 15, 17, 18, 20, 21,
    //   row 10: . b b .        23: (11,3) goes on move 23, far too late for a flood there on
    //   row 11: . b b .        move 16. The free (10,1) and (11,1) are out of reach: 3 cells.
    const DuelMap map = roomMap({{8, 1}, {11, 4}, {1, 9}, {4, 12}});
    const DuelGame game = played(map, u"000122210001", u"222333000122");
    QVERIFY(!game.isOver());
    QCOMPARE(game.head(DuelSide::A), 8 * DuelMap::columns + 4);
    QCOMPARE(int(game.body(DuelSide::A).size()), 11);
    QVERIFY(!isSafe(game, DuelSide::A, 0));
    QVERIFY(!isSafe(game, DuelSide::A, 1));
    QVERIFY(!isSafe(game, DuelSide::A, 3));
    const int down = DuelMap::neighbour(game.head(DuelSide::A), 2);
    QCOMPARE(duelFloodCount(game, down), 3);
    QCOMPARE(bruteForceFlood(game, down), 3);

    // B went round a cycle of its room and chases its tail T; its head H is on (3,10):
    //
    //   row 1:  b b . .        Only right is open: (3,11) on move 13. On move 14 the flood
    //   row 2:  b b . .        takes (2,11) and the tail's cell (3,12), left on that move; on
    //   row 3:  b H . T        15 (1,11), (2,12) and (4,12), left on 15; on 16 (1,12). (4,11)
    //   row 4:  b b b b        is touched on 16 but left only on 17: 7 cells, 2 of them body.
    QVERIFY(!isSafe(game, DuelSide::B, 0));
    QVERIFY(!isSafe(game, DuelSide::B, 2));
    QVERIFY(!isSafe(game, DuelSide::B, 3));
    const int right = DuelMap::neighbour(game.head(DuelSide::B), 1);
    QCOMPARE(duelFloodCount(game, right), 7);
    QCOMPARE(bruteForceFlood(game, right), 7);
}

void TestDuelBots::noBotDiesWhileASafeMoveExists()
{
    FloodFillBot<NullRecorder> flood;
    AlphaBetaBot<NullRecorder> alphaBeta(fixedDepth(2));
    RandomSafeBot<NullRecorder> randomSafe(3);
    int checked = 0;
    for (const DuelGame &game : randomPositions(80, 9)) {
        for (const DuelSide side : sides) {
            bool anySafe = false;
            for (int d = 0; d < 4; ++d)
                anySafe |= isSafe(game, side, d);
            if (!anySafe)
                continue;
            ++checked;
            QVERIFY(isSafe(game, side, decide(flood, game, side)));
            QVERIFY(isSafe(game, side, decide(alphaBeta, game, side)));
            QVERIFY(isSafe(game, side, decide(randomSafe, game, side)));
        }
    }
    QVERIFY(checked > 500);
}

void TestDuelBots::cutOffTheBotsTakeTheLargerRoom()
{
    // A's corridor runs along row 11; at column 6 a dead end of 8 cells goes up (rows 3-10),
    // while the corridor ahead has 6 (columns 7-12). B is shut in a room of its own. Up lives
    // 8 rounds, right 6.
    const DuelMap map = roomMap({{11, 1}, {11, 12}, {3, 6}, {10, 6}, {1, 10}, {3, 12}});
    const DuelGame game = played(map, u"11111", u"22300");
    QVERIFY(!game.isOver());
    QCOMPARE(game.head(DuelSide::A), 11 * DuelMap::columns + 6);
    FloodFillBot<NullRecorder> flood;
    QCOMPARE(decide(flood, game, DuelSide::A), 0);
    AlphaBetaBot<NullRecorder> alphaBeta(fixedDepth(6));
    QCOMPARE(decide(alphaBeta, game, DuelSide::A), 0);
    AlphaBetaBot<NullRecorder> timed; // the default clock, as the arena plays it
    QCOMPARE(decide(timed, game, DuelSide::A), 0);
}

void TestDuelBots::cutOffTheStrongBotCountsMovesNotCells()
{
    // A stands at (11,4), the end of its corridor. Up is a 2 x 3 room (rows 8-10, columns
    // 3-4) it can walk through whole: 6 rounds. Right is a corridor (row 11, columns 5-9) with
    // two one-cell pockets above it at columns 6 and 8: 7 cells, but a snake can take at most
    // 5 of them. A's own tail stays until move 11, too late to matter. B is shut in a room of
    // its own.
    const DuelMap map = roomMap({{11, 1}, {11, 9}, {8, 3}, {10, 4}, {10, 6}, {10, 6}, {10, 8}, {10, 8}, {1, 9}, {3, 12}});
    const DuelGame game = played(map, u"111", u"223");
    QVERIFY(!game.isOver());
    const int up = DuelMap::neighbour(game.head(DuelSide::A), 0);
    const int right = DuelMap::neighbour(game.head(DuelSide::A), 1);
    QCOMPARE(duelFloodCount(game, up), 6);
    QCOMPARE(duelFloodCount(game, right), 7);
    // The flood-fill goes for the cells, the strong bot for the rounds.
    FloodFillBot<NullRecorder> flood;
    QCOMPARE(decide(flood, game, DuelSide::A), 1);
    AlphaBetaBot<NullRecorder> alphaBeta(fixedDepth(6));
    QCOMPARE(decide(alphaBeta, game, DuelSide::A), 0);
    // Played out against a bot that stays alive in its room: up dies on move 10, right on 9.
    for (const bool strong : {true, false}) {
        DuelGame rest = game;
        AlphaBetaBot<NullRecorder> bot(fixedDepth(6));
        FloodFillBot<NullRecorder> other;
        while (!rest.isOver()) {
            const int a = strong ? decide(bot, rest, DuelSide::A) : decide(flood, rest, DuelSide::A);
            rest.play(DuelAnswer::move(a), DuelAnswer::move(decide(other, rest, DuelSide::B)));
        }
        QCOMPARE(rest.result(), DuelResult::BWins);
        QCOMPARE(rest.round(), strong ? 10 : 9);
    }
}

void TestDuelBots::alphaBetaIsDeterministicAtAFixedDepth()
{
    // The same position gets the same answer, whatever the bot decided before.
    const std::vector<DuelGame> positions = randomPositions(10, 13);
    std::vector<int> first;
    AlphaBetaBot<NullRecorder> bot(fixedDepth(4));
    for (const DuelGame &game : positions)
        first.push_back(decide(bot, game, DuelSide::A));
    for (std::size_t i = positions.size(); i-- > 0;) {
        AlphaBetaBot<NullRecorder> fresh(fixedDepth(4));
        QCOMPARE(decide(fresh, positions[i], DuelSide::A), first[i]);
        QCOMPARE(decide(bot, positions[i], DuelSide::A), first[i]);
    }
}

void TestDuelBots::winRates()
{
    // 100 seeded games each at a fixed depth; a draw is not a win.
    const Tally starter = strongAgainst(QStringLiteral("kob-starter"), 100, 3);
    const Tally randomSafe = strongAgainst(QStringLiteral("random-safe"), 100, 3);
    const Tally flood = strongAgainst(QStringLiteral("flood-fill"), 100, 3);
    qInfo("alphabeta at depth 3 wins %d of 100 against kob-starter, %d against random-safe, %d against flood-fill",
          starter.wins, randomSafe.wins, flood.wins);
    QVERIFY(starter.wins >= 95);
    QVERIFY(randomSafe.wins >= 90);
    QVERIFY(flood.wins >= 75);
}

void TestDuelBots::tracedFloodFillDecision()
{
    for (const DuelGame &game : randomPositions(6, 17)) {
        for (const DuelSide side : sides) {
            FloodFillBot<NullRecorder> untraced;
            const int expected = decide(untraced, game, side);
            const TracedDecision traced = decideTraced<FloodFillBot>(game, side);
            QCOMPARE(traced.direction, expected);
            QCOMPARE(traced.trace.validate(), QString());
            // Each direction weighed or refused, then the choice, and the chosen flood shown in
            // the deciding side's colour.
            QCOMPARE(stepsOf(traced.trace, DuelConsiderStep) + stepsOf(traced.trace, DuelRejectStep), 4);
            QCOMPARE(stepsOf(traced.trace, DuelChooseStep), 1);
            QCOMPARE(int(traced.trace.steps.back().kind), int(DuelChooseStep));
            checkStatusesNameDirections(traced.trace, expected);
            const Mark own = side == DuelSide::A ? duelmarks::territoryA : duelmarks::territoryB;
            const Mark other = side == DuelSide::A ? duelmarks::territoryB : duelmarks::territoryA;
            if (isSafe(game, side, expected)) {
                const int start = DuelMap::neighbour(game.head(side), expected);
                // The chosen cell itself shows as considered, the rest of its flood as territory.
                QCOMPARE(marksAtEnd(traced.trace, own), duelFloodCount(game, start) - 1);
            }
            QCOMPARE(marksAtEnd(traced.trace, other), 0);
        }
    }
}

void TestDuelBots::tracedAlphaBetaDecision()
{
    int deepened = 0;
    for (const DuelGame &game : randomPositions(6, 19)) {
        for (const DuelSide side : sides) {
            AlphaBetaBot<NullRecorder> untraced(fixedDepth(3));
            const int expected = decide(untraced, game, side);
            const TracedDecision traced = decideTraced<AlphaBetaBot>(game, side, fixedDepth(3));
            QCOMPARE(traced.direction, expected);
            QCOMPARE(traced.trace.validate(), QString());
            QCOMPARE(int(traced.trace.steps.back().kind), int(DuelChooseStep));
            checkStatusesNameDirections(traced.trace, expected);
            if (stepsOf(traced.trace, DuelTerritoryStep) == 0)
                continue; // at most one safe move: nothing to weigh
            // The territory split is drawn: at its step, cells of both colours.
            Cursor cursor(traced.trace);
            while (cursor.stepInto() && traced.trace.steps[std::size_t(cursor.currentStep())].kind != DuelTerritoryStep) {
            }
            QCOMPARE(int(traced.trace.steps[std::size_t(cursor.currentStep())].kind), int(DuelTerritoryStep));
            int territory[2] = {};
            for (int cell = 0; cell < cursor.scene().cellCount(); ++cell) {
                territory[0] += cursor.scene().mark(cell) == duelmarks::territoryA;
                territory[1] += cursor.scene().mark(cell) == duelmarks::territoryB;
            }
            QVERIFY(territory[0] > 0);
            QVERIFY(territory[1] > 0);
            if (stepsOf(traced.trace, DuelDeepenStep) == 0)
                continue; // cut off or decided at once
            ++deepened;
            // Root moves at depth 1, replies nested one deeper, and the counters after the last
            // depth finished.
            QVERIFY(stepsOf(traced.trace, DuelSearchStep) > stepsOf(traced.trace, DuelDeepenStep));
            bool nested = false;
            for (const Step &step : traced.trace.steps) {
                QVERIFY(step.depth <= 1);
                nested |= step.kind == DuelSearchStep && step.depth == 1;
            }
            QVERIFY(nested);
            cursor.toEnd();
            QVERIFY(cursor.scene().counter(DuelDepthCounter) >= 1);
            QVERIFY(cursor.scene().counter(DuelDepthCounter) <= 3);
            QVERIFY(cursor.scene().counter(DuelNodesCounter) > 0);
        }
    }
    QVERIFY(deepened > 5);
}

void TestDuelBots::builtinBotsAreRegistered()
{
    const QStringList ids = duelBotIds();
    QVERIFY(ids.contains(QStringLiteral("flood-fill")));
    QVERIFY(ids.contains(QStringLiteral("alphabeta")));
    for (const QString &id : ids)
        QVERIFY2(makeBuiltinPlayer(id) != nullptr, qPrintable(id));
    // The arena's alphabeta answers with a safe move on an open board.
    DuelGame game(DuelMap::generate(42));
    const DuelAnswer answer = makeBuiltinPlayer(QStringLiteral("alphabeta"))->decide(game, DuelSide::B);
    QCOMPARE(answer.fault, DuelFault::None);
    QVERIFY(isSafe(game, DuelSide::B, answer.direction));
}

QTEST_GUILESS_MAIN(TestDuelBots)
#include "tst_duelbots.moc"
