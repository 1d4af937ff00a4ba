#pragma once

#include "puzzlesolveobserver.h"

#include <atomic>
#include <functional>
#include <vector>

namespace gridtrace {

// What SeedPuzzleSolver and LayeredSolver share: a board in the BlankFirst frame that records
// and reports its moves, shortest blank routes, 2 x 2 rotations, the order the lines are
// peeled in and the post's two line-end sequences. Not part of the public API.
class PuzzleWork
{
public:
    PuzzleWork(const PuzzleBoard &board, PuzzleSolveObserver *observer, const std::atomic<bool> *cancel);

    int width() const { return m_width; }
    int height() const { return m_height; }
    int index(CellPos p) const { return p.y * m_width + p.x; }
    CellPos pos(int i) const { return {i % m_width, i / m_width}; }
    bool inside(CellPos p) const { return p.x >= 0 && p.y >= 0 && p.x < m_width && p.y < m_height; }
    int tileAt(CellPos p) const { return m_tiles[std::size_t(index(p))]; }
    CellPos where(int tile) const { return pos(m_where[std::size_t(tile)]); }
    CellPos blank() const { return where(0); }
    // A placed tile: no route goes through it.
    bool isFixed(CellPos p) const { return m_fixed[std::size_t(index(p))] != 0; }
    void setFixed(CellPos p, bool fixed) { m_fixed[std::size_t(index(p))] = fixed ? 1 : 0; }
    // A cell routes may use: on the board, not placed, not `avoid`.
    bool isOpen(CellPos p, CellPos avoid) const { return inside(p) && !isFixed(p) && !(p == avoid); }
    bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }
    // Every tile home (BlankFirst: tile t on cell t).
    bool isSolved() const;
    const PuzzleMoves &moves() const { return m_moves; }
    PuzzleMoves takeMoves() { return std::move(m_moves); }
    PuzzleSolveObserver *observer() const { return m_observer; }
    // A copy of the position to try a plan on: no moves yet, no observer, no cancel.
    PuzzleWork trial() const;
    void setHelpOthers(bool on) { m_helpOthers = on; }

    // The blank's shortest route from `from` to `to` over open cells (A*, Manhattan); false
    // when there is none. `avoid` may be off the board ({-1, -1}) to avoid nothing. Ties go
    // to the first found, or, with setHelpOthers(true), to the route whose moves push the
    // fewest tiles away from their goals.
    bool findRoute(CellPos from, CellPos to, CellPos avoid, PuzzleMoves &route) { return findRoute(from, to, avoid, route, m_helpOthers); }
    // The same, ties broken as it comes (much faster on long routes): for when only the
    // length counts.
    bool findRouteLength(CellPos from, CellPos to, CellPos avoid, PuzzleMoves &route) { return findRoute(from, to, avoid, route, false); }
    // Depth 1: routes the blank to `to` avoiding `avoid`, then, when `push`, steps it into
    // `avoid` (the tile there moves to where the blank was). False when there is no route.
    bool routeBlank(CellPos to, CellPos avoid, bool push);
    // Depth 1: the blank's moves as one step (they must be legal).
    void playRoute(const PuzzleMoves &route);
    // Depth 1: the blank is a corner of the block at `topLeft`; its three tiles turn one step.
    void rotate(CellPos topLeft, bool clockwise);
    // Depth 0 brackets.
    void placing(int tile, CellPos target);
    void placed(int tile, CellPos target);
    void finishing(CellPos topLeft, int w, int h);
    void finished();

    // The post's line ends (see seedpuzzlesolver.h for the reading). Column end: the tile is
    // at (X-1, Y) left of its target (X, Y), the cell above the target placed, the blank at
    // (X-1, Y-1). Row end: the tile is at (0, Y-1) above its target (0, Y), the cell right of
    // the target placed, the blank at (1, Y-1). Sixteen moves; the blank ends where it began.
    void columnEndRotations(CellPos target);
    void rowEndRotations(CellPos target);
    // Where the last tile of a line waits before it goes home: beside its target, on the side
    // it comes in from (left of a column's end, above a row's).
    static CellPos lineEndApproach(CellPos target, bool column)
    {
        return column ? CellPos{target.x - 1, target.y} : CellPos{target.x, target.y - 1};
    }
    // The tile waiting at lineEndApproach(): one move home when the blank sits on the target,
    // else the blank to its place beside the tile and the post's four rotations.
    void finishLineEnd(CellPos target, bool column);

private:
    struct TrialTag {};
    PuzzleWork(const PuzzleWork &other, TrialTag);
    void apply(BlankMove m);
    bool findRoute(CellPos from, CellPos to, CellPos avoid, PuzzleMoves &route, bool helpOthers);

    int m_width;
    int m_height;
    std::vector<int> m_tiles;
    std::vector<int> m_where;
    std::vector<char> m_fixed;
    PuzzleMoves m_moves;
    PuzzleSolveObserver *m_observer;
    const std::atomic<bool> *m_cancel;
    // A*'s scratch, reset by generation rather than cleared.
    std::vector<unsigned> m_seen;
    std::vector<int> m_cost;
    std::vector<int> m_parent;
    unsigned m_generation = 0;
    bool m_helpOthers = false;
};

// One line of the peeling order: the cells of a column (top down) or a row (right to left)
// of the part still unsolved, the last of them the line's end.
struct PuzzleLine
{
    bool column = false;
    std::vector<CellPos> cells;
};

// Peels the w x h board from the right and the bottom, the longer side first (a column when
// as wide as high, so a square board goes in L-shaped layers: column, then row), until the
// part left at the top-left is at most stopWidth x stopHeight.
std::vector<PuzzleLine> puzzlePeelOrder(int width, int height, int stopWidth, int stopHeight);

// Runs `solveBlankFirst` on the board in the BlankFirst frame: a BlankFirst board as it is, a
// BlankLast board turned 180 degrees with tile t relabelled N - t, its moves (and the
// observer's reports) turned back. An unsolvable board returns at once.
PuzzleSolveResult solvePuzzleInFrame(const PuzzleBoard &board, PuzzleSolveObserver *observer,
                                     const std::atomic<bool> *cancel,
                                     const std::function<void(PuzzleWork &)> &solveBlankFirst);

} // namespace gridtrace
