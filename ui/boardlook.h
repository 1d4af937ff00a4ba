#pragma once

#include <QString>

namespace gridtrace {

// Which of a trace's sequences the board draws as more than cells: a snake game's body and
// shadow, a duel's second snake, a snake AI's Hamiltonian cycle. -1 for none. The window and
// every export draw a trace alike because they both ask here.
struct BoardLook
{
    int snakeBody = -1;
    int snakeShadow = -1;
    int snakeRival = -1;
    int cycle = -1;

    static BoardLook forAlgorithm(const QString &algorithmId);
};

} // namespace gridtrace
