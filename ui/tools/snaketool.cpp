#include "snaketool.h"

#include "boarddocument.h"
#include "gridview.h"

#include <QMouseEvent>

#include <algorithm>
#include <cstdlib>

namespace gridtrace {

namespace {

bool touches(CellPos a, CellPos b)
{
    return std::abs(a.x - b.x) + std::abs(a.y - b.y) == 1;
}

} // namespace

SnakeTool::SnakeTool(QObject *parent)
    : Tool(parent)
{
}

QString SnakeTool::name() const
{
    return tr("Snake");
}

void SnakeTool::press(GridView &view, QMouseEvent *event, CellPos cell)
{
    BoardDocument *document = view.document();
    if (!document || m_drawing || !document->board().contains(cell))
        return;
    const Scenario &scenario = document->scenario();
    if (event->button() == Qt::RightButton) {
        // The food toggles: a press on it picks it up, anywhere else puts it there.
        const std::optional<CellPos> food = scenario.food == cell ? std::nullopt : std::optional<CellPos>(cell);
        document->moveEndpoint(Endpoint::Food, food, document->newDragId());
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    std::vector<CellPos> snake = scenario.snake;
    if (snake.empty() && scenario.start)
        snake = {*scenario.start};
    const auto onSnake = std::find(snake.begin(), snake.end(), cell);
    if (onSnake != snake.end()) {
        snake.erase(onSnake + 1, snake.end());
    } else {
        if (!document->board().isPassable(cell) || cell == scenario.food)
            return;
        snake = {cell};
    }
    m_dragId = document->newDragId();
    if (!document->setSnake(snake, m_dragId))
        return;
    m_snake = std::move(snake);
    m_drawing = true;
}

void SnakeTool::move(GridView &view, QMouseEvent *, CellPos cell)
{
    if (m_drawing && view.document())
        extendTo(*view.document(), cell);
}

void SnakeTool::release(GridView &view, QMouseEvent *event, CellPos cell)
{
    if (!m_drawing || event->button() != Qt::LeftButton)
        return;
    if (view.document())
        extendTo(*view.document(), cell);
    cancel();
}

void SnakeTool::cancel()
{
    m_drawing = false;
    m_snake.clear();
    m_dragId = -1;
}

void SnakeTool::extendTo(BoardDocument &document, CellPos cell)
{
    if (m_snake.empty() || cell == m_snake.back())
        return;
    // A fast drag skips cells: walk there along the longer axis first, as a hand would.
    const std::size_t before = m_snake.size();
    const std::vector<CellPos> was = m_snake;
    while (m_snake.back() != cell) {
        const CellPos from = m_snake.back();
        const int dx = cell.x - from.x;
        const int dy = cell.y - from.y;
        CellPos next = from;
        if (std::abs(dx) >= std::abs(dy))
            next.x += dx > 0 ? 1 : -1;
        else
            next.y += dy > 0 ? 1 : -1;
        if (!stepTo(document, next))
            break;
    }
    if (m_snake.size() != before || m_snake != was) {
        if (!document.setSnake(m_snake, m_dragId))
            m_snake = was;
    }
}

bool SnakeTool::stepTo(const BoardDocument &document, CellPos next)
{
    // Back onto the cell before the last: the last cell is taken back.
    if (m_snake.size() >= 2 && next == m_snake[m_snake.size() - 2]) {
        m_snake.pop_back();
        return true;
    }
    const Scenario &scenario = document.scenario();
    if (!touches(m_snake.back(), next) || !document.board().isPassable(next) || next == scenario.food
        || std::find(m_snake.begin(), m_snake.end(), next) != m_snake.end())
        return false;
    m_snake.push_back(next);
    return true;
}

} // namespace gridtrace
