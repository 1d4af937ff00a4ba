#include "snakegame.h"

namespace gridtrace {

SnakeGame::SnakeGame(const SnakeRules &rules, quint64 seed)
    : m_rules(rules),
      m_width(rules.board.width()),
      m_height(rules.board.height()),
      m_wall(std::size_t(rules.board.cellCount())),
      m_body(std::size_t(rules.board.cellCount())),
      m_stepLimit(rules.effectiveStepLimit()),
      m_direction(rules.startDirection),
      m_random(seed)
{
    for (int cell = 0; cell < cellCount(); ++cell)
        m_wall[std::size_t(cell)] = rules.board.weight(cell) == Grid::Wall;
    m_freeCells = rules.freeCellCount();
    for (CellPos p : rules.startBody) {
        m_snake.push_back(index(p));
        m_body[std::size_t(index(p))] = 1;
    }
    if (length() >= m_freeCells)
        m_state = SnakeState::Won;
    else if (rules.firstFood)
        m_food = index(*rules.firstFood);
    else
        placeFood();
}

bool SnakeGame::isSafe(Direction d) const
{
    const int target = neighbour(head(), d);
    if (target < 0 || isWall(target))
        return false;
    if (!isBody(target))
        return true;
    // The neck is never a tail that leaves: a two-cell snake cannot turn back on itself.
    const bool leavingTail = target == tail() && target != food() && length() > 2;
    return leavingTail && m_rules.headMayEnterLeavingTail;
}

SnakeMove SnakeGame::move(Direction d)
{
    SnakeMove result;
    result.state = m_state;
    if (m_state != SnakeState::Playing)
        return result;
    ++m_steps;
    const bool safe = isSafe(d);
    result.head = neighbour(head(), d);
    m_direction = d;
    if (!safe) {
        m_state = SnakeState::Dead;
        result.state = m_state;
        return result;
    }
    result.ate = result.head == m_food;
    if (!result.ate) {
        result.tailLeft = tail();
        m_body[std::size_t(tail())] = 0;
        m_snake.pop_back();
    }
    m_snake.push_front(result.head);
    m_body[std::size_t(result.head)] = 1;
    if (result.ate) {
        m_food = -1;
        if (length() >= m_freeCells) {
            m_state = SnakeState::Won;
        } else {
            placeFood();
            result.foodPlaced = m_food;
        }
    }
    if (m_state == SnakeState::Playing && m_steps >= m_stepLimit)
        m_state = SnakeState::StepLimit;
    result.state = m_state;
    return result;
}

bool SnakeGame::setFood(CellPos cell)
{
    if (m_state != SnakeState::Playing || !m_rules.board.contains(cell) || isWall(index(cell))
        || isBody(index(cell)))
        return false;
    m_food = index(cell);
    return true;
}

void SnakeGame::placeFood()
{
    const int free = m_freeCells - length();
    int chosen = m_random.below(free);
    for (int cell = 0; cell < cellCount(); ++cell) {
        if (isWall(cell) || isBody(cell))
            continue;
        if (chosen-- == 0) {
            m_food = cell;
            return;
        }
    }
}

} // namespace gridtrace
