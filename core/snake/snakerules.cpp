#include "snakerules.h"

#include <algorithm>

namespace gridtrace {

SnakeRules SnakeRules::walledArea(int width, int height, int startLength, bool strictTail)
{
    SnakeRules rules;
    rules.board = Grid(width + 2, height + 2);
    for (int x = 0; x < width + 2; ++x) {
        rules.board.setWall({x, 0});
        rules.board.setWall({x, height + 1});
    }
    for (int y = 0; y < height + 2; ++y) {
        rules.board.setWall({0, y});
        rules.board.setWall({width + 1, y});
    }
    for (int x = startLength; x >= 1; --x)
        rules.startBody.push_back({x, 1});
    rules.startDirection = Direction::East;
    rules.headMayEnterLeavingTail = !strictTail;
    return rules;
}

int SnakeRules::freeCellCount() const
{
    return board.cellCount() - board.wallCount();
}

int SnakeRules::effectiveStepLimit() const
{
    if (stepLimit > 0)
        return stepLimit;
    const qint64 cells = freeCellCount();
    return int(std::min<qint64>(cells * cells, 1'000'000'000));
}

QString SnakeRules::error() const
{
    if (board.isEmpty())
        return tr("the snake has no board");
    if (startBody.empty())
        return tr("the snake has no body");
    for (std::size_t i = 0; i < startBody.size(); ++i) {
        const CellPos cell = startBody[i];
        if (!board.isPassable(cell))
            return tr("the snake's cell (%1,%2) is a wall or off the board").arg(cell.x).arg(cell.y);
        if (std::count(startBody.begin(), startBody.end(), cell) > 1)
            return tr("the snake crosses itself at (%1,%2)").arg(cell.x).arg(cell.y);
        const Direction link = i > 0 ? directionBetween(startBody[i - 1], cell) : Direction::North;
        if (link == Direction::None || isDiagonal(link))
            return tr("the snake's cells (%1,%2) and (%3,%4) are not neighbours")
                .arg(startBody[i - 1].x).arg(startBody[i - 1].y).arg(cell.x).arg(cell.y);
    }
    if (firstFood && (!board.isPassable(*firstFood)
                      || std::find(startBody.begin(), startBody.end(), *firstFood) != startBody.end()))
        return tr("the food at (%1,%2) is on a wall, off the board or on the snake").arg(firstFood->x).arg(firstFood->y);
    if (isDiagonal(startDirection) || startDirection == Direction::None)
        return tr("the snake must head north, east, south or west");
    return {};
}

} // namespace gridtrace
