#include "boardcommands.h"

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
    const bool start = which == Endpoint::Start;
    if (!to)
        return start ? MoveEndpointCommand::tr("Remove start") : MoveEndpointCommand::tr("Remove goal");
    if (!from)
        return start ? MoveEndpointCommand::tr("Place start") : MoveEndpointCommand::tr("Place goal");
    return start ? MoveEndpointCommand::tr("Move start") : MoveEndpointCommand::tr("Move goal");
}

} // namespace

PaintCellsCommand::PaintCellsCommand(BoardDocument *document, std::vector<CellEdit> edits,
                                     std::uint8_t weight, int dragId)
    : m_document(document)
    , m_dragId(dragId)
{
    setText(paintText(weight));
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
    : m_document(document)
    , m_which(which)
    , m_from(from)
    , m_to(to)
    , m_dragId(dragId)
{
    setText(moveText(which, from, to));
}

void MoveEndpointCommand::undo()
{
    m_document->applyEndpoint(m_which, m_from);
}

void MoveEndpointCommand::redo()
{
    m_document->applyEndpoint(m_which, m_to);
}

bool MoveEndpointCommand::mergeWith(const QUndoCommand *other)
{
    const auto *move = static_cast<const MoveEndpointCommand *>(other);
    if (m_dragId < 0 || move->m_dragId != m_dragId || move->m_which != m_which
        || move->m_document != m_document)
        return false;
    m_to = move->m_to;
    setText(moveText(m_which, m_from, m_to));
    // Dragged back to where it started: the stack drops the step.
    setObsolete(m_from == m_to);
    return true;
}

ReplaceBoardCommand::ReplaceBoardCommand(BoardDocument *document, const Grid &board,
                                         std::optional<CellPos> start, std::optional<CellPos> goal,
                                         const QString &text)
    : QUndoCommand(text)
    , m_document(document)
    , m_before{document->board(), document->scenario().start, document->scenario().goal}
    , m_after{board, start, goal}
{
}

void ReplaceBoardCommand::undo()
{
    m_document->applyBoard(m_before.board, m_before.start, m_before.goal);
}

void ReplaceBoardCommand::redo()
{
    m_document->applyBoard(m_after.board, m_after.start, m_after.goal);
}

} // namespace gridtrace
