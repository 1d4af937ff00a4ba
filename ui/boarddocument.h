#pragma once

#include "grid/scenario.h"

#include <QObject>
#include <QRect>
#include <QString>
#include <QVariantMap>

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

class QUndoGroup;
class QUndoStack;

namespace gridtrace {

// The cells a click can pick up and drag: the endpoints of a search and a snake game's food.
enum class Endpoint { Start, Goal, Food };

class PaintCellsCommand;
class MoveEndpointCommand;
class ReplaceBoardCommand;
class SetSnakeCommand;

// The scenario being edited and its undo stack. Every edit of the board or the endpoints is a
// command on the stack (see boardcommands.h); the algorithm choice is a setting, not an edit,
// unless an edit makes it with the board (replaceBoard()), which Undo then gives back.
class BoardDocument : public QObject
{
    Q_OBJECT

public:
    explicit BoardDocument(QObject *parent = nullptr);
    ~BoardDocument() override;

    const Scenario &scenario() const { return m_scenario; }
    const Grid &board() const { return m_scenario.board; }
    std::optional<CellPos> endpoint(Endpoint which) const;
    // The history edits go to: the board's, or during a game the game's own.
    QUndoStack *undoStack() { return m_undoStack; }
    // Both histories, the one edits go to active: what Undo, Redo and the history view follow.
    QUndoGroup *undoGroup() { return m_undoGroup; }
    // The board's own history, set aside or not.
    QUndoStack *boardUndoStack() { return m_boardStack; }

    // Replaces everything (a file was opened) and forgets the undo history.
    void reset(const Scenario &scenario);

    // A game takes the board for its time: the scenario and its undo history are set aside
    // untouched, and what the game puts on the board (reset() and edits alike) goes to a
    // history of the game's own. bringBackSetAside() ends that, and the game's history goes;
    // dropSetAside() forgets what was set aside when a new board replaces it.
    void setAsideForGame();
    void bringBackSetAside();
    void dropSetAside();
    bool hasSetAside() const { return m_setAside.has_value(); }

    // A new id for one mouse drag: edits made with the same id merge into one undo step.
    // A negative id never merges.
    int newDragId() { return m_nextDragId++; }

    // Gives the cells a weight (Grid::Wall = 0). Cells that already hold it are skipped, and
    // an endpoint, the drawn snake and the food are never walled in.
    void paintCells(const std::vector<int> &cells, std::uint8_t weight, int dragId);
    // Moves an endpoint (nullopt removes it). Refuses a cell off the board, a wall, another
    // endpoint or the drawn snake, and returns whether the endpoint is now on the cell. The
    // start is the snake's head, so moving it lets a drawn snake go.
    bool moveEndpoint(Endpoint which, std::optional<CellPos> cell, int dragId);
    // Draws the snake, head first; its head becomes the start, and a goal it covers goes (a
    // snake game has none). Refuses (returns false) a snake that leaves the board, enters a
    // wall or the food, crosses itself or jumps a cell.
    // An empty snake lets the drawn one go and leaves the start where it is.
    bool setSnake(const std::vector<CellPos> &snake, int dragId);

    // An algorithm with its settings, as the Algorithm panel chooses it.
    struct AlgorithmChoice
    {
        QString id;
        QVariantMap parameters;
        quint64 seed = 0;
    };

    // One undo step replacing the whole board (generate, resize, clear). An endpoint off the
    // new board is clamped to its nearest cell, which is made free if it is a wall; a goal
    // that lands on the start is dropped. A drawn snake or food that would lie off the new
    // board or on a wall is dropped. The step's name is asked for again when the language
    // changes. A step that chooses an algorithm for the board too (a Lianliankan pair shown
    // side by side) gives the one chosen before back when undone.
    void replaceBoard(const Grid &board, std::optional<CellPos> start, std::optional<CellPos> goal,
                      std::function<QString()> actionName, std::optional<AlgorithmChoice> algorithm = std::nullopt);

    void setAlgorithm(const QString &id, const QVariantMap &parameters, quint64 seed);

    // What an edit may take with it beyond the board: the window around it (the bookmarks and
    // breakpoints a shorter trace drops, the step on screen). `keep` is asked as each edit is
    // made; what it returns is called when that edit is undone, once the board is back.
    using GiveBack = std::function<void()>;
    void setKeeper(std::function<GiveBack()> keep) { m_keep = std::move(keep); }
    GiveBack keep() const { return m_keep ? m_keep() : GiveBack(); }

    // The board cut or extended to width x height; new cells are free with weight 1.
    static Grid resized(const Grid &board, int width, int height);
    // A board of the same size with every cell free, weight 1.
    static Grid cleared(const Grid &board);

signals:
    // Anything that makes a run stale: cells, size, endpoints.
    void boardChanged();
    // The cells to repaint, in board coordinates.
    void cellsChanged(QRect cellRect);
    void documentReset();
    void algorithmChanged();

private:
    friend class PaintCellsCommand;
    friend class MoveEndpointCommand;
    friend class ReplaceBoardCommand;
    friend class SetSnakeCommand;

    struct CellEdit
    {
        int cell;
        std::uint8_t before;
        std::uint8_t after;
    };

    // The commands' way in: they change the model and announce it, on push, undo and redo.
    void applyCells(const std::vector<CellEdit> &edits, bool forward, QRect bounds);
    void applyEndpoint(Endpoint which, std::optional<CellPos> cell);
    struct BoardState
    {
        Grid board;
        std::optional<CellPos> start;
        std::optional<CellPos> goal;
        std::vector<CellPos> snake;
        std::optional<CellPos> food;
    };
    void applyBoard(const BoardState &state);
    void applySnake(const std::vector<CellPos> &snake, std::optional<CellPos> start, std::optional<CellPos> goal);
    // Whether a cell is one a wall may not cover: an endpoint, the snake or the food.
    bool isOccupied(CellPos cell) const;

    std::optional<CellPos> &endpointRef(Endpoint which);

    Scenario m_scenario;
    QUndoGroup *m_undoGroup;
    QUndoStack *m_boardStack;
    QUndoStack *m_gameStack;
    QUndoStack *m_undoStack; // one of the two
    std::optional<Scenario> m_setAside;
    int m_nextDragId = 1;
    std::function<GiveBack()> m_keep;
};

} // namespace gridtrace
