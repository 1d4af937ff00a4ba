#include "boarddocument.h"

#include "boardcommands.h"

#include <QUndoStack>

#include <algorithm>

namespace gridtrace {

namespace {

QRect wholeBoard(const Grid &board)
{
    return QRect(0, 0, board.width(), board.height());
}

} // namespace

BoardDocument::BoardDocument(QObject *parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
{
}

BoardDocument::~BoardDocument()
{
    // The commands point back at the document: let them go while it is still whole.
    m_undoStack->clear();
}

std::optional<CellPos> BoardDocument::endpoint(Endpoint which) const
{
    return which == Endpoint::Start ? m_scenario.start : m_scenario.goal;
}

std::optional<CellPos> &BoardDocument::endpointRef(Endpoint which)
{
    return which == Endpoint::Start ? m_scenario.start : m_scenario.goal;
}

void BoardDocument::reset(const Scenario &scenario)
{
    m_undoStack->clear();
    m_scenario = scenario;
    emit documentReset();
    emit boardChanged();
}

void BoardDocument::paintCells(const std::vector<int> &cells, std::uint8_t weight, int dragId)
{
    Q_ASSERT(weight <= Grid::MaxWeight);
    const Grid &grid = board();
    std::vector<CellEdit> edits;
    edits.reserve(cells.size());
    for (const int cell : cells) {
        if (cell < 0 || cell >= grid.cellCount())
            continue;
        const std::uint8_t before = grid.weight(cell);
        if (before == weight)
            continue;
        if (weight == Grid::Wall) {
            const CellPos p = grid.pos(cell);
            if (p == m_scenario.start || p == m_scenario.goal)
                continue;
        }
        edits.push_back({cell, before, weight});
    }
    if (edits.empty())
        return;
    m_undoStack->push(new PaintCellsCommand(this, std::move(edits), weight, dragId));
}

bool BoardDocument::moveEndpoint(Endpoint which, std::optional<CellPos> cell, int dragId)
{
    const std::optional<CellPos> from = endpoint(which);
    if (cell == from)
        return true;
    if (cell) {
        const std::optional<CellPos> other = endpoint(which == Endpoint::Start ? Endpoint::Goal : Endpoint::Start);
        if (!board().isPassable(*cell) || cell == other)
            return false;
    }
    m_undoStack->push(new MoveEndpointCommand(this, which, from, cell, dragId));
    return true;
}

void BoardDocument::replaceBoard(const Grid &newBoard, std::optional<CellPos> start,
                                 std::optional<CellPos> goal, const QString &actionText)
{
    Grid grid = newBoard;
    const auto settle = [&grid](std::optional<CellPos> &p) {
        if (!p)
            return;
        if (grid.isEmpty()) {
            p.reset();
            return;
        }
        p->x = std::clamp(p->x, 0, grid.width() - 1);
        p->y = std::clamp(p->y, 0, grid.height() - 1);
        if (grid.isWall(*p))
            grid.setWeight(*p, Grid::MinWeight);
    };
    settle(start);
    settle(goal);
    if (goal && goal == start)
        goal.reset();
    m_undoStack->push(new ReplaceBoardCommand(this, grid, start, goal, actionText));
}

void BoardDocument::setAlgorithm(const QString &id, const QVariantMap &parameters, quint64 seed)
{
    m_scenario.algorithm = id;
    m_scenario.parameters = parameters;
    m_scenario.seed = seed;
    emit algorithmChanged();
}

Grid BoardDocument::resized(const Grid &board, int width, int height)
{
    Q_ASSERT(Grid::sizeError(width, height).isEmpty());
    Grid result(width, height);
    const int keptWidth = std::min(width, board.width());
    const int keptHeight = std::min(height, board.height());
    for (int y = 0; y < keptHeight; ++y) {
        for (int x = 0; x < keptWidth; ++x)
            result.setWeight({x, y}, board.weight(CellPos{x, y}));
    }
    return result;
}

Grid BoardDocument::cleared(const Grid &board)
{
    return Grid(board.width(), board.height());
}

void BoardDocument::applyCells(const std::vector<CellEdit> &edits, bool forward, QRect bounds)
{
    Grid &grid = m_scenario.board;
    for (const CellEdit &edit : edits)
        grid.setWeight(grid.pos(edit.cell), forward ? edit.after : edit.before);
    emit cellsChanged(bounds);
    emit boardChanged();
}

void BoardDocument::applyEndpoint(Endpoint which, std::optional<CellPos> cell)
{
    std::optional<CellPos> &slot = endpointRef(which);
    const std::optional<CellPos> before = slot;
    slot = cell;
    if (before)
        emit cellsChanged(QRect(before->x, before->y, 1, 1));
    if (cell)
        emit cellsChanged(QRect(cell->x, cell->y, 1, 1));
    emit boardChanged();
}

void BoardDocument::applyBoard(const Grid &grid, std::optional<CellPos> start, std::optional<CellPos> goal)
{
    m_scenario.board = grid;
    m_scenario.start = start;
    m_scenario.goal = goal;
    emit cellsChanged(wholeBoard(grid));
    emit boardChanged();
}

} // namespace gridtrace
