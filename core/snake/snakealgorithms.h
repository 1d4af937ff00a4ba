#pragma once

#include "snakegame.h"

#include "catalogue/algorithminfo.h"

#include <QList>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace gridtrace {

// The catalogue entries of the snake AIs: "snake-seed-000" (the source's A*, shadow snake
// and tail-chasing search, ported faithfully) and "snake-greedy" (the same idea made strong).
//
// A run plays one game on the scenario's board. The snake's head is the scenario's start
// cell; its body runs west from there, turning where a wall is in the way, and it heads away
// from its neck. Food comes from Scenario::seed.
QList<AlgorithmInfo> snakeAlgorithms();

struct SnakeResult
{
    SnakeState state = SnakeState::Playing;
    int length = 0;
    int steps = 0;
};

// The short ids of the snake AIs ("seed-000", "greedy"; the catalogue's ids without
// "snake-"), and one untraced game with one of them (nothing for an unknown id).
QStringList snakeAiIds();
// How a game ended, as the command line's JSON names it: "won", "died" or "step limit".
QString snakeOutcomeId(SnakeState state);
// progress, when given, is told the game every snakeProgressInterval moves.
std::optional<SnakeResult> playSnakeGame(QStringView ai, const SnakeRules &rules, quint64 seed, const SnakeProgress &progress = {});
// The longest snake whose body lies straight west of the scenario's start (the head): the
// cells in a row up to a wall, the board's edge or the food. The command line lays the body
// only that way, as it promises, rather than one turned round the head that dies at once.
int straightRoomWest(const Scenario &scenario);

} // namespace gridtrace
