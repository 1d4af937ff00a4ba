#pragma once

#include "duelmap.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <deque>

namespace gridtrace {

enum class DuelSide : std::uint8_t { A, B };
inline DuelSide otherSide(DuelSide side) { return side == DuelSide::A ? DuelSide::B : DuelSide::A; }

enum class DuelResult : std::uint8_t { Playing, AWins, BWins, Draw };

// Why a snake lost: the board's reasons, then a bot's.
enum class DuelFault : std::uint8_t {
    None,
    Wall,       // its head entered a wall
    OwnBody,    // its head entered its own body
    OtherBody,  // its head entered the other snake's body
    Timeout,    // its bot did not answer in time
    Crash,      // its bot ended without an answer
    BadAnswer,  // its bot answered something other than 0, 1, 2 or 3
    Resigned,   // a player gave up (a human closing the game)
};

// One player's choice for a round: a platform direction (0 up, 1 right, 2 down, 3 left), or
// the fault that stands for a move that never came.
struct DuelAnswer
{
    int direction = -1;
    DuelFault fault = DuelFault::None;
    // What the bot said or did, for the log ("printed 'left'", "exited with code 1").
    QString detail;

    static DuelAnswer move(int direction) { return {direction, DuelFault::None, {}}; }
    static DuelAnswer failed(DuelFault fault, QString detail = {}) { return {-1, fault, std::move(detail)}; }
};

// A two-player snake game as the King of Bots platform runs it. Both players choose, then both
// snakes move, then both heads are judged. A snake grows on move k (from 1) when k <= 10 or
// k % 3 == 1; on the other moves its tail leaves its cell before the heads are judged. A head
// dies on a wall, on its own body or on the other snake's body (not its new head: the two heads
// stand on cells of opposite colour after every move, so they never meet). One dead: the other
// wins; both: a draw. A player with no valid answer loses without a move. The platform stops
// after 1000 rounds; such a game is a draw here.
class DuelGame
{
    Q_DECLARE_TR_FUNCTIONS(DuelGame)

public:
    static constexpr int roundLimit = 1000;

    explicit DuelGame(const DuelMap &map = DuelMap());

    // Whether a snake grows on its k-th move (from 1).
    static bool grows(int move) { return move <= 10 || move % 3 == 1; }

    const DuelMap &map() const { return m_map; }
    // Moves made so far by each snake.
    int round() const { return m_round; }
    DuelResult result() const { return m_result; }
    bool isOver() const { return m_result != DuelResult::Playing; }
    DuelFault fault(DuelSide side) const { return snake(side).fault; }
    QString faultDetail(DuelSide side) const { return snake(side).detail; }

    // Head first.
    const std::deque<int> &body(DuelSide side) const { return snake(side).body; }
    int head(DuelSide side) const { return snake(side).body.front(); }
    int start(DuelSide side) const { return side == DuelSide::A ? DuelMap::startA : DuelMap::startB; }
    // The directions taken so far, as digits: the platform's step string.
    const QString &steps(DuelSide side) const { return snake(side).steps; }
    // Whether a wall or either snake's body holds the cell now.
    bool isBlocked(int cell) const { return m_map.isWall(cell) || m_occupant[std::size_t(cell)] != 0; }
    // Whether a head may enter the cell next round without dying there for a wall or a body:
    // free now, or a tail that leaves before the heads are judged. (The other head may still
    // take it; the heads never meet, so that is never a collision.)
    bool isOpenNextRound(int cell) const
    {
        if (cell < 0 || m_map.isWall(cell))
            return false;
        if (m_occupant[std::size_t(cell)] == 0)
            return true;
        return !grows(m_round + 1) && (cell == m_a.body.back() || cell == m_b.body.back());
    }
    // Which snake holds the cell: 0 none, 1 A, 2 B.
    int occupant(int cell) const { return m_occupant[std::size_t(cell)]; }

    // Plays one round. Does nothing once the game is over.
    void play(const DuelAnswer &a, const DuelAnswer &b);

    // What the platform hands the player on this side: the map, then its own start row,
    // column and steps, then the other's: map#sx#sy#(steps)#sx#sy#(steps).
    QString input(DuelSide me) const;

    // The result and its reason in words: "A wins: B's head hit a wall".
    QString summary() const;
    static QString faultText(DuelFault fault);

private:
    struct Snake
    {
        std::deque<int> body;
        QString steps;
        DuelFault fault = DuelFault::None;
        QString detail;
    };
    Snake &snake(DuelSide side) { return side == DuelSide::A ? m_a : m_b; }
    const Snake &snake(DuelSide side) const { return side == DuelSide::A ? m_a : m_b; }
    void advance(Snake &snake, int direction, std::uint8_t mark);
    DuelFault judge(const Snake &snake, const Snake &other) const;
    void finish(DuelFault a, DuelFault b);

    DuelMap m_map;
    Snake m_a;
    Snake m_b;
    std::array<std::uint8_t, DuelMap::cellCount> m_occupant{};
    int m_round = 0;
    DuelResult m_result = DuelResult::Playing;
};

} // namespace gridtrace
