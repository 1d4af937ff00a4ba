#pragma once

#include "boardclicks.h"
#include "legenddock.h"

#include "puzzle/puzzleboard.h"
#include "grid/scenario.h"
#include "trace/mark.h"
#include "trace/scene.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <bitset>
#include <optional>
#include <vector>

class QKeyEvent;

namespace gridtrace {

// The scene's counters of a live sliding puzzle.
enum PuzzlePlayCounter { PuzzlePlayMovesCounter };

// A sliding puzzle played in the window, over PuzzleBoard.
//
// A click on a tile in the blank's row or column slides every tile between it and the blank
// one step toward the blank (PuzzleBoard::slideTo); a click anywhere else does nothing. An
// arrow key moves the tile on the far side of the blank toward it, in the arrow's direction:
// Left moves the tile right of the blank to the left, so the blank goes right.
//
// moves() counts the tiles moved in the line of play that stands: Undo takes the last click's
// or key's tiles back and their count with them, so a solve's count is what a replay takes.
// The clock starts with the first move, since a player studies the board first, and stops when
// the puzzle is solved; a solved puzzle takes no more moves until a new one.
class PuzzlePlayController : public QObject
{
    Q_OBJECT

public:
    static constexpr int minSide = PuzzleBoard::minSide;
    // Larger boards play, but nobody clicks a 40 x 40 puzzle home; 20 keeps tiles readable.
    static constexpr int maxSide = 20;
    static constexpr int defaultSide = 4;

    explicit PuzzlePlayController(QObject *parent = nullptr);
    ~PuzzlePlayController() override;

    // A shuffled puzzle of that size and goal, drawn from the seed, running. False, with why
    // in *error, and nothing changes, when the size is out of 2..20.
    bool newGame(int width, int height, PuzzleGoal goal, quint64 seed, QString *error = nullptr);
    // A new puzzle of the same size and goal on the next seed.
    bool shuffle();
    bool hasGame() const { return m_board.has_value(); }
    // The board in play; only with hasGame().
    const PuzzleBoard &board() const { return *m_board; }
    quint64 seed() const { return m_seed; }

    // The tiles on the Tile layer (0, the blank, draws nothing); the counter: moves.
    const Scene &scene() const { return m_scene; }
    // The marks scene() can hold: none. The solvers' marks (the moving tile, tiles in place)
    // are a trace's, never the game's.
    static std::bitset<markCount> shownMarks() { return {}; }
    // What the Legend lists while the game is played: the tiles and the blank it draws.
    static QList<LiveLegendRow> legendRows();

    // A cell of the board (the view's cellAt()). True when tiles moved.
    bool clickCell(CellPos cell);
    // Moves the blank one step; true when it did.
    bool moveBlank(BlankMove move);
    // The blank's move an arrow key makes (see the class comment), or none for another key.
    static std::optional<BlankMove> keyMove(int key);
    bool undo();
    bool canUndo() const { return isRunning() && !m_history.empty(); }

    int moves() const { return m_moves; }
    qint64 elapsedMs() const;
    bool isClockRunning() const { return m_clock.isValid(); }
    // While the window shows something else (play mode left, a solver traced), the clock
    // waits; the next move or resumeClock() starts it again. The board it filters
    // (eventFilter()) going out of sight and back does the same.
    void pauseClock();
    void resumeClock();
    // A puzzle left unfinished and played again: the clock stands, resumeClock() and the
    // board's coming into sight leave it so, until the player's next move starts it.
    void waitForNextMove();
    bool isWaitingForMove() const { return m_waitsForMove; }
    bool isSolved() const { return m_board && m_board->isSolved(); }
    QString statusText() const;

    // The position in play as a scenario for the catalogue entry `algorithmId` (seed-004,
    // layered, puzzle-optimal): the puzzle's grid and tiles, its goal as the parameter "goal".
    Scenario scenarioFor(const QString &algorithmId) const;
    // Asks the window to trace `algorithmId` on the position in play (solveRequested).
    bool solveFromHere(const QString &algorithmId);

    // Installed on a GridView: a left click on the board goes to clickCell(), an arrow key to
    // moveBlank().
    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    // After every move, undo and new game.
    void changed();
    // A new puzzle, of the size and goal given.
    void started(int width, int height, PuzzleGoal goal);
    void solved(int moves, qint64 elapsedMs);
    void solveRequested(const Scenario &scenario);

private:
    bool isRunning() const { return m_board && !m_board->isSolved(); }
    // Records a move already made on the board: history, count, clock, scene, signals.
    void moved(PuzzleMoves moves);
    void rebuildScene();

    std::optional<PuzzleBoard> m_board;
    quint64 m_seed = 0;
    Scene m_scene;
    // One entry a click or key, so Undo takes back what one action did.
    std::vector<PuzzleMoves> m_history;
    int m_moves = 0;
    QElapsedTimer m_clock;
    qint64 m_elapsedBefore = 0;
    bool m_clockPaused = false;
    bool m_waitsForMove = false;
    BoardClicks m_clicks;
};

} // namespace gridtrace
