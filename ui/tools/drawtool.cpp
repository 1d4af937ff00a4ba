#include "drawtool.h"

#include "gridview.h"

#include <QMouseEvent>

#include <cstdlib>

namespace gridtrace {

DrawTool::DrawTool(QObject *parent)
    : Tool(parent)
{
}

QString DrawTool::name() const
{
    return tr("Draw");
}

void DrawTool::setBrush(std::uint8_t weight)
{
    Q_ASSERT(weight <= Grid::MaxWeight);
    if (weight == m_brush)
        return;
    m_brush = weight;
    emit brushChanged(weight);
}

std::vector<CellPos> DrawTool::line(CellPos from, CellPos to)
{
    std::vector<CellPos> cells;
    const int dx = std::abs(to.x - from.x);
    const int dy = -std::abs(to.y - from.y);
    const int sx = from.x < to.x ? 1 : -1;
    const int sy = from.y < to.y ? 1 : -1;
    cells.reserve(std::size_t(std::max(dx, -dy) + 1));
    int error = dx + dy;
    CellPos p = from;
    for (;;) {
        cells.push_back(p);
        if (p == to)
            break;
        const int twice = 2 * error;
        if (twice >= dy) {
            error += dy;
            p.x += sx;
        }
        if (twice <= dx) {
            error += dx;
            p.y += sy;
        }
    }
    return cells;
}

void DrawTool::press(GridView &view, QMouseEvent *event, CellPos cell)
{
    BoardDocument *document = view.document();
    if (!document || m_mode != Mode::Idle || !document->board().contains(cell))
        return;
    if (event->button() == Qt::LeftButton) {
        const Scenario &scenario = document->scenario();
        if (scenario.start == cell || scenario.goal == cell || scenario.food == cell) {
            m_mode = Mode::DragEndpoint;
            m_endpoint = scenario.start == cell ? Endpoint::Start
                       : scenario.goal == cell  ? Endpoint::Goal
                                                : Endpoint::Food;
        } else {
            m_mode = Mode::Paint;
            m_weight = m_brush;
        }
    } else if (event->button() == Qt::RightButton) {
        m_mode = Mode::Paint;
        m_weight = Grid::MinWeight;
    } else {
        return;
    }
    m_button = event->button();
    m_dragId = document->newDragId();
    m_last = cell;
    if (m_mode == Mode::Paint)
        document->paintCells({document->board().index(cell)}, m_weight, m_dragId);
}

void DrawTool::move(GridView &view, QMouseEvent *, CellPos cell)
{
    if (m_mode == Mode::Idle || !view.document())
        return;
    extendTo(*view.document(), cell);
}

void DrawTool::release(GridView &view, QMouseEvent *event, CellPos cell)
{
    if (m_mode == Mode::Idle || event->button() != m_button)
        return;
    if (view.document())
        extendTo(*view.document(), cell);
    cancel();
}

void DrawTool::cancel()
{
    m_mode = Mode::Idle;
    m_button = Qt::NoButton;
    m_dragId = -1;
}

void DrawTool::extendTo(BoardDocument &document, CellPos cell)
{
    if (cell == m_last)
        return;
    const Grid &board = document.board();
    if (m_mode == Mode::DragEndpoint) {
        // A refused cell (a wall, the other endpoint) leaves the endpoint where it was; the
        // next free cell under the pointer takes it.
        if (board.contains(cell) && document.moveEndpoint(m_endpoint, cell, m_dragId))
            m_last = cell;
        return;
    }
    std::vector<int> cells;
    for (const CellPos p : line(m_last, cell)) {
        if (board.contains(p))
            cells.push_back(board.index(p));
    }
    m_last = cell;
    document.paintCells(cells, m_weight, m_dragId);
}

} // namespace gridtrace
