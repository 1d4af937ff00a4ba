#pragma once

#include "snakerules.h"

#include "maze/mazerandom.h"

#include <cstdint>
#include <deque>
#include <functional>
#include <vector>

namespace gridtrace {

// StepLimit: the game met its step limit (the rules' stepLimit) before it was won or lost.
enum class SnakeState : std::uint8_t { Playing, Won, Dead, StepLimit };

// What one move did, for whoever shows it.
struct SnakeMove
{
    int head = -1;          // the cell the head entered (or tried to)
    int tailLeft = -1;      // the cell the tail left, -1 when the snake grew or died
    bool ate = false;
    int foodPlaced = -1;    // where the next food appeared, -1 for none
    SnakeState state = SnakeState::Playing;
};

// A game of snake in progress. Cells are board indices (y * width + x). Food appears
// uniformly at random among the free cells from a generator seeded once, so the same rules,
// seed and moves give the same game.
class SnakeGame
{
public:
    SnakeGame(const SnakeRules &rules, quint64 seed);

    const SnakeRules &rules() const { return m_rules; }
    int width() const { return m_width; }
    int height() const { return m_height; }
    int cellCount() const { return m_width * m_height; }
    CellPos pos(int cell) const { return {cell % m_width, cell / m_width}; }
    int index(CellPos p) const { return p.y * m_width + p.x; }
    // The cell one step away, or -1 off the board.
    int neighbour(int cell, Direction d) const
    {
        const CellPos p = step(pos(cell), d);
        return p.x < 0 || p.y < 0 || p.x >= m_width || p.y >= m_height ? -1 : index(p);
    }
    bool isWall(int cell) const { return m_wall[std::size_t(cell)] != 0; }
    bool isBody(int cell) const { return m_body[std::size_t(cell)] != 0; }

    // Head first.
    const std::deque<int> &body() const { return m_snake; }
    int head() const { return m_snake.front(); }
    int tail() const { return m_snake.back(); }
    int length() const { return int(m_snake.size()); }
    int food() const { return m_food; }
    Direction direction() const { return m_direction; }
    SnakeState state() const { return m_state; }
    int steps() const { return m_steps; }
    int freeCellCount() const { return m_freeCells; }

    // Whether moving this way keeps the snake alive under the rules.
    bool isSafe(Direction d) const;
    // Puts the food on a free cell of one's choosing, as a board editor or a lesson does;
    // the next food is random again. False (and nothing changes) on a wall or the body.
    bool setFood(CellPos cell);
    // Moves the head one cell; eats, grows, dies, wins or runs out of steps.
    SnakeMove move(Direction d);

private:
    void placeFood();

    SnakeRules m_rules;
    int m_width;
    int m_height;
    std::vector<std::uint8_t> m_wall;
    std::vector<std::uint8_t> m_body;
    std::deque<int> m_snake;
    int m_food = -1;
    int m_freeCells = 0;
    int m_steps = 0;
    int m_stepLimit = 0;
    Direction m_direction;
    SnakeState m_state = SnakeState::Playing;
    MazeRandom m_random;
};

// Told the game every snakeProgressInterval moves of an untraced game, so that a game that
// runs for minutes can show how far it has come.
using SnakeProgress = std::function<void(const SnakeGame &)>;
constexpr int snakeProgressInterval = 256;

} // namespace gridtrace
