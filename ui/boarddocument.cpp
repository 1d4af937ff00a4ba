#include "boarddocument.h"

#include "boardcommands.h"

#include <QUndoGroup>
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
    , m_undoGroup(new QUndoGroup(this))
    , m_boardStack(new QUndoStack(this))
    , m_gameStack(new QUndoStack(this))
    , m_undoStack(m_boardStack)
{
    m_undoGroup->addStack(m_boardStack);
    m_undoGroup->addStack(m_gameStack);
    m_undoGroup->setActiveStack(m_boardStack);
}

BoardDocument::~BoardDocument()
{
    // The commands point back at the document: let them go while it is still whole.
    m_gameStack->clear();
    m_boardStack->clear();
}

std::optional<CellPos> BoardDocument::endpoint(Endpoint which) const
{
    return const_cast<BoardDocument *>(this)->endpointRef(which);
}

std::optional<CellPos> &BoardDocument::endpointRef(Endpoint which)
{
    switch (which) {
    case Endpoint::Start:
        return m_scenario.start;
    case Endpoint::Goal:
        return m_scenario.goal;
    case Endpoint::Food:
        break;
    }
    return m_scenario.food;
}

bool BoardDocument::isOccupied(CellPos cell) const
{
    return cell == m_scenario.start || cell == m_scenario.goal || cell == m_scenario.food
        || std::find(m_scenario.snake.begin(), m_scenario.snake.end(), cell) != m_scenario.snake.end();
}

void BoardDocument::reset(const Scenario &scenario)
{
    m_undoStack->clear();
    m_scenario = scenario;
    emit documentReset();
    emit boardChanged();
}

void BoardDocument::setAsideForGame()
{
    if (m_setAside)
        return;
    m_setAside = m_scenario;
    m_gameStack->clear();
    m_undoStack = m_gameStack;
    m_undoGroup->setActiveStack(m_gameStack);
}

void BoardDocument::bringBackSetAside()
{
    if (!m_setAside)
        return;
    // The game's edits undone by the board's history would land on the wrong board.
    m_gameStack->clear();
    m_scenario = std::move(*m_setAside);
    m_setAside.reset();
    m_undoStack = m_boardStack;
    m_undoGroup->setActiveStack(m_boardStack);
    emit documentReset();
    emit boardChanged();
}

void BoardDocument::dropSetAside()
{
    if (!m_setAside)
        return;
    m_setAside.reset();
    m_boardStack->clear();
    m_gameStack->clear();
    m_undoStack = m_boardStack;
    m_undoGroup->setActiveStack(m_boardStack);
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
        if (weight == Grid::Wall && isOccupied(grid.pos(cell)))
            continue;
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
        if (!board().isPassable(*cell))
            return false;
        // A snake game has no goal, a search no food: those two may share a cell.
        for (const Endpoint other : {Endpoint::Start, Endpoint::Goal, Endpoint::Food}) {
            const bool unrelated = (which == Endpoint::Food && other == Endpoint::Goal)
                || (which == Endpoint::Goal && other == Endpoint::Food);
            if (other != which && !unrelated && endpoint(other) == cell)
                return false;
        }
        // The head may move along its own body only by drawing the snake anew.
        const auto &snake = m_scenario.snake;
        if (which != Endpoint::Start && std::find(snake.begin(), snake.end(), *cell) != snake.end())
            return false;
    }
    m_undoStack->push(new MoveEndpointCommand(this, which, from, cell, dragId));
    return true;
}

bool BoardDocument::setSnake(const std::vector<CellPos> &snake, int dragId)
{
    if (snake == m_scenario.snake)
        return true;
    for (std::size_t i = 0; i < snake.size(); ++i) {
        const CellPos cell = snake[i];
        if (!board().isPassable(cell) || cell == m_scenario.food
            || std::find(snake.begin(), snake.begin() + std::ptrdiff_t(i), cell) != snake.begin() + std::ptrdiff_t(i))
            return false;
        if (i > 0 && std::abs(snake[i - 1].x - cell.x) + std::abs(snake[i - 1].y - cell.y) != 1)
            return false;
    }
    m_undoStack->push(new SetSnakeCommand(this, snake, dragId));
    return true;
}

void BoardDocument::replaceBoard(const Grid &newBoard, std::optional<CellPos> start,
                                 std::optional<CellPos> goal, std::function<QString()> actionName,
                                 std::optional<AlgorithmChoice> algorithm)
{
    BoardState state{newBoard, start, goal, m_scenario.snake, m_scenario.food};
    Grid &grid = state.board;
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
    settle(state.start);
    settle(state.goal);
    if (state.goal && state.goal == state.start)
        state.goal.reset();
    // A snake is only whole where it was drawn, head on the start.
    const bool snakeFits = std::all_of(state.snake.begin(), state.snake.end(), [&grid](CellPos p) {
        return grid.isPassable(p);
    });
    if (!snakeFits || (!state.snake.empty() && state.snake.front() != state.start))
        state.snake.clear();
    const bool foodFits = state.food && grid.isPassable(*state.food) && state.food != state.start
        && std::find(state.snake.begin(), state.snake.end(), *state.food) == state.snake.end();
    if (!foodFits)
        state.food.reset();
    m_undoStack->push(new ReplaceBoardCommand(this, std::move(state), std::move(actionName), std::move(algorithm)));
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

void BoardDocument::applySnake(const std::vector<CellPos> &snake, std::optional<CellPos> start,
                               std::optional<CellPos> goal)
{
    // The band of a snake crosses its cells' edges: repaint around the old and the new one.
    QRect bounds;
    const auto include = [&bounds](CellPos p) { bounds |= QRect(p.x - 1, p.y - 1, 3, 3); };
    for (const CellPos p : m_scenario.snake)
        include(p);
    for (const CellPos p : snake)
        include(p);
    if (m_scenario.start)
        include(*m_scenario.start);
    if (start)
        include(*start);
    if (m_scenario.goal)
        include(*m_scenario.goal);
    m_scenario.snake = snake;
    m_scenario.start = start;
    m_scenario.goal = goal;
    emit cellsChanged(bounds & wholeBoard(m_scenario.board));
    emit boardChanged();
}

void BoardDocument::applyBoard(const BoardState &state)
{
    m_scenario.board = state.board;
    m_scenario.start = state.start;
    m_scenario.goal = state.goal;
    m_scenario.snake = state.snake;
    m_scenario.food = state.food;
    emit cellsChanged(wholeBoard(state.board));
    emit boardChanged();
}

} // namespace gridtrace
