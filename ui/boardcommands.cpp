#include "boardcommands.h"

#include <algorithm>
#include <utility>

namespace gridtrace {

namespace {

QRect cellBounds(const Grid &board, int cell)
{
    const CellPos p = board.pos(cell);
    return QRect(p.x, p.y, 1, 1);
}

QString paintText(std::uint8_t weight)
{
    if (weight == Grid::Wall)
        return PaintCellsCommand::tr("Draw walls");
    if (weight == Grid::MinWeight)
        return PaintCellsCommand::tr("Clear cells");
    return PaintCellsCommand::tr("Paint weight %1").arg(weight);
}

QString moveText(Endpoint which, std::optional<CellPos> from, std::optional<CellPos> to)
{
    switch (which) {
    case Endpoint::Start:
        return !to ? MoveEndpointCommand::tr("Remove start")
             : !from ? MoveEndpointCommand::tr("Place start") : MoveEndpointCommand::tr("Move start");
    case Endpoint::Goal:
        return !to ? MoveEndpointCommand::tr("Remove goal")
             : !from ? MoveEndpointCommand::tr("Place goal") : MoveEndpointCommand::tr("Move goal");
    case Endpoint::Food:
        break;
    }
    return !to ? MoveEndpointCommand::tr("Remove food")
         : !from ? MoveEndpointCommand::tr("Place food") : MoveEndpointCommand::tr("Move food");
}

QString snakeText(const std::vector<CellPos> &after)
{
    return after.empty() ? SetSnakeCommand::tr("Remove snake") : SetSnakeCommand::tr("Draw snake");
}

} // namespace

PaintCellsCommand::PaintCellsCommand(BoardDocument *document, std::vector<CellEdit> edits,
                                     std::uint8_t weight, int dragId)
    : BoardEditCommand(document)
    , m_document(document)
    , m_weight(weight)
    , m_dragId(dragId)
{
    setText(describe());
    m_edits.reserve(edits.size());
    for (const CellEdit &edit : edits)
        include(edit);
}

void PaintCellsCommand::include(const CellEdit &edit)
{
    // A cell painted twice in one stroke keeps its first "before", so undo restores the board
    // as it was before the stroke.
    const auto found = m_editOfCell.constFind(edit.cell);
    if (found != m_editOfCell.constEnd()) {
        m_edits[std::size_t(*found)].after = edit.after;
        return;
    }
    m_editOfCell.insert(edit.cell, int(m_edits.size()));
    m_edits.push_back(edit);
    m_bounds |= cellBounds(m_document->board(), edit.cell);
}

void PaintCellsCommand::undo()
{
    m_document->applyCells(m_edits, false, m_bounds);
    giveBack();
}

void PaintCellsCommand::redo()
{
    m_document->applyCells(m_edits, true, m_bounds);
}

bool PaintCellsCommand::mergeWith(const QUndoCommand *other)
{
    const auto *paint = static_cast<const PaintCellsCommand *>(other);
    if (m_dragId < 0 || paint->m_dragId != m_dragId || paint->m_document != m_document)
        return false;
    for (const CellEdit &edit : paint->m_edits)
        include(edit);
    return true;
}

MoveEndpointCommand::MoveEndpointCommand(BoardDocument *document, Endpoint which,
                                         std::optional<CellPos> from, std::optional<CellPos> to,
                                         int dragId)
    : BoardEditCommand(document)
    , m_document(document)
    , m_which(which)
    , m_from(from)
    , m_to(to)
    , m_dragId(dragId)
{
    if (which == Endpoint::Start)
        m_snake = document->scenario().snake;
    m_goal = document->scenario().goal;
    setText(moveText(which, from, to));
}

void MoveEndpointCommand::undo()
{
    if (m_snake.empty())
        m_document->applyEndpoint(m_which, m_from);
    else
        m_document->applySnake(m_snake, m_from, m_goal);
    giveBack();
}

void MoveEndpointCommand::redo()
{
    if (m_snake.empty())
        m_document->applyEndpoint(m_which, m_to);
    else
        m_document->applySnake({}, m_to, m_goal);
}

bool MoveEndpointCommand::mergeWith(const QUndoCommand *other)
{
    const auto *move = static_cast<const MoveEndpointCommand *>(other);
    if (m_dragId < 0 || move->m_dragId != m_dragId || move->m_which != m_which
        || move->m_document != m_document)
        return false;
    m_to = move->m_to;
    setText(moveText(m_which, m_from, m_to));
    // Dragged back to where it started: the stack drops the step, unless a snake went.
    setObsolete(m_from == m_to && m_snake.empty());
    return true;
}

SetSnakeCommand::SetSnakeCommand(BoardDocument *document, std::vector<CellPos> snake, int dragId)
    : BoardEditCommand(document)
    , m_document(document)
    , m_before(document->scenario().snake)
    , m_startBefore(document->scenario().start)
    , m_goalBefore(document->scenario().goal)
    , m_after(std::move(snake))
    , m_dragId(dragId)
{
    m_startAfter = m_after.empty() ? m_startBefore : std::optional<CellPos>(m_after.front());
    m_goalAfter = m_goalBefore;
    if (m_goalAfter && std::find(m_after.begin(), m_after.end(), *m_goalAfter) != m_after.end())
        m_goalAfter.reset();
    setText(snakeText(m_after));
}

void SetSnakeCommand::undo()
{
    m_document->applySnake(m_before, m_startBefore, m_goalBefore);
    giveBack();
}

void SetSnakeCommand::redo()
{
    m_document->applySnake(m_after, m_startAfter, m_goalAfter);
}

bool SetSnakeCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const SetSnakeCommand *>(other);
    if (m_dragId < 0 || next->m_dragId != m_dragId || next->m_document != m_document)
        return false;
    m_after = next->m_after;
    m_startAfter = next->m_startAfter;
    m_goalAfter = next->m_goalAfter;
    setText(snakeText(m_after));
    setObsolete(m_before == m_after && m_startBefore == m_startAfter && m_goalBefore == m_goalAfter);
    return true;
}

ReplaceBoardCommand::ReplaceBoardCommand(BoardDocument *document, State after, std::function<QString()> name,
                                         std::optional<AlgorithmChoice> algorithm)
    : BoardEditCommand(document)
    , m_document(document)
    , m_name(std::move(name))
    , m_before{document->board(), document->scenario().start, document->scenario().goal,
               document->scenario().snake, document->scenario().food}
    , m_after(std::move(after))
    , m_algorithmAfter(std::move(algorithm))
{
    if (m_algorithmAfter) {
        const Scenario &scenario = document->scenario();
        m_algorithmBefore = AlgorithmChoice{scenario.algorithm, scenario.parameters, scenario.seed};
    }
    setText(describe());
}

QString PaintCellsCommand::describe() const
{
    return paintText(m_weight);
}

QString MoveEndpointCommand::describe() const
{
    return moveText(m_which, m_from, m_to);
}

QString SetSnakeCommand::describe() const
{
    return snakeText(m_after);
}

void ReplaceBoardCommand::undo()
{
    apply(m_before, m_algorithmBefore);
    giveBack();
}

void ReplaceBoardCommand::redo()
{
    apply(m_after, m_algorithmAfter);
}

void ReplaceBoardCommand::apply(const State &state, const std::optional<AlgorithmChoice> &algorithm)
{
    if (algorithm)
        m_document->setAlgorithm(algorithm->id, algorithm->parameters, algorithm->seed);
    m_document->applyBoard(state);
}

} // namespace gridtrace
