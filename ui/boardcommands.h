#pragma once

#include "boarddocument.h"
#include "describedcommand.h"

#include <QCoreApplication>
#include <QHash>
#include <QRect>
#include <QUndoCommand>

#include <functional>
#include <optional>
#include <vector>

namespace gridtrace {

// The undo commands that edit a BoardDocument. Commands of one mouse drag share a drag id and
// merge, so a stroke across the board is one undo step, as in Tiled.
enum class BoardCommandId { PaintCells = 1, MoveEndpoint, SetSnake };

// An edit of the board. What the window kept as it was made (BoardDocument::keep()) comes back
// when it is undone, after the board.
class BoardEditCommand : public DescribedCommand
{
protected:
    explicit BoardEditCommand(BoardDocument *document)
        : m_giveBack(document->keep())
    {
    }
    void giveBack() const
    {
        if (m_giveBack)
            m_giveBack();
    }

private:
    BoardDocument::GiveBack m_giveBack;
};

class PaintCellsCommand : public BoardEditCommand
{
    Q_DECLARE_TR_FUNCTIONS(PaintCellsCommand)

public:
    using CellEdit = BoardDocument::CellEdit;

    PaintCellsCommand(BoardDocument *document, std::vector<CellEdit> edits, std::uint8_t weight,
                      int dragId);

    void undo() override;
    void redo() override;
    int id() const override { return int(BoardCommandId::PaintCells); }
    QString describe() const override;
    bool mergeWith(const QUndoCommand *other) override;

    int dragId() const { return m_dragId; }
    // The cells this step changes.
    int cellCount() const { return int(m_edits.size()); }

private:
    void include(const CellEdit &edit);

    BoardDocument *m_document;
    std::vector<CellEdit> m_edits;
    QHash<int, int> m_editOfCell; // cell -> index in m_edits
    QRect m_bounds;
    std::uint8_t m_weight;
    int m_dragId;
};

class MoveEndpointCommand : public BoardEditCommand
{
    Q_DECLARE_TR_FUNCTIONS(MoveEndpointCommand)

public:
    MoveEndpointCommand(BoardDocument *document, Endpoint which, std::optional<CellPos> from,
                        std::optional<CellPos> to, int dragId);

    void undo() override;
    void redo() override;
    int id() const override { return int(BoardCommandId::MoveEndpoint); }
    QString describe() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    BoardDocument *m_document;
    Endpoint m_which;
    std::optional<CellPos> m_from;
    std::optional<CellPos> m_to;
    // The drawn snake a moved start lets go, given back on undo.
    std::vector<CellPos> m_snake;
    std::optional<CellPos> m_goal;
    int m_dragId;
};

// Draws the snake anew, one cell per mouse event; a drag's cells merge into one step.
class SetSnakeCommand : public BoardEditCommand
{
    Q_DECLARE_TR_FUNCTIONS(SetSnakeCommand)

public:
    SetSnakeCommand(BoardDocument *document, std::vector<CellPos> snake, int dragId);

    void undo() override;
    void redo() override;
    int id() const override { return int(BoardCommandId::SetSnake); }
    QString describe() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    BoardDocument *m_document;
    std::vector<CellPos> m_before;
    std::optional<CellPos> m_startBefore;
    std::optional<CellPos> m_goalBefore;
    std::vector<CellPos> m_after;
    std::optional<CellPos> m_startAfter;
    std::optional<CellPos> m_goalAfter;
    int m_dragId;
};

class ReplaceBoardCommand : public BoardEditCommand
{
public:
    using State = BoardDocument::BoardState;
    using AlgorithmChoice = BoardDocument::AlgorithmChoice;

    // The name comes from the caller, which knows what replaced the board.
    ReplaceBoardCommand(BoardDocument *document, State after, std::function<QString()> name,
                        std::optional<AlgorithmChoice> algorithm = std::nullopt);

    void undo() override;
    void redo() override;
    QString describe() const override { return m_name(); }

private:
    // The algorithm first: the board's change starts the run, which must find it chosen.
    void apply(const State &state, const std::optional<AlgorithmChoice> &algorithm);

    BoardDocument *m_document;
    std::function<QString()> m_name;
    State m_before;
    State m_after;
    std::optional<AlgorithmChoice> m_algorithmBefore;
    std::optional<AlgorithmChoice> m_algorithmAfter;
};

} // namespace gridtrace
