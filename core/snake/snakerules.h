#pragma once

#include "grid/direction.h"
#include "grid/grid.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace gridtrace {

// The rules of one single-player snake game, all of them explicit: two games with equal rules
// and equal seeds are the same game.
struct SnakeRules
{
    Q_DECLARE_TR_FUNCTIONS(SnakeRules)

public:
    // Walls are the board's wall cells; weights mean nothing to a snake.
    Grid board;
    // Head first. Consecutive cells must be orthogonal neighbours.
    std::vector<CellPos> startBody;
    // Where the first food lies, as a board editor or a lesson puts it; without it the food,
    // like every later one, comes from the seed.
    std::optional<CellPos> firstFood;
    // The direction the snake is heading before its first move.
    Direction startDirection = Direction::East;
    // Whether the head may enter the cell the tail leaves on the same move. Off, the tail's
    // cell counts as body until after the move ("strict tail").
    bool headMayEnterLeavingTail = true;
    // The game ends as stuck after this many moves; 0 means freeCells² (enough to fill any
    // board by walking a Hamiltonian cycle, so only a snake that loops reaches it).
    int stepLimit = 0;

    // The longest snake a game starts with, however wide its board: the parameter
    // start-length, the command line's bench and the window's statistics share it, so a
    // length one accepts is never refused by another.
    static constexpr int maxStartLength = 64;

    // A width x height playing area inside a ring of walls, the snake on the top row at
    // (1..length, 1) with its head at (length, 1), heading east.
    static SnakeRules walledArea(int width, int height, int startLength, bool strictTail);

    int freeCellCount() const;
    int effectiveStepLimit() const;
    // Why a game cannot start with these rules, or an empty string.
    QString error() const;
};

} // namespace gridtrace
