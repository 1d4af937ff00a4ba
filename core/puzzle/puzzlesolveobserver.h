#pragma once

#include "puzzleboard.h"

namespace gridtrace {

// What the puzzle solvers report while they work, for a step-by-step trace. The calls nest:
//
//   depth 0   placing(tile ...) ... placed(tile ...)      one tile brought to a cell
//             finishing(region ...) ... finished()        the last few tiles together
//   depth 1   rotation(block, clockwise)                  exactly four move() calls follow
//             blankRoute(route)                           exactly route.size() move() calls follow
//   depth 2   move(m)
//
// Every move of a solve falls inside one depth-1 step, and every depth-1 step inside one
// depth-0 step; the moves reported are, in order, the moves the solver returns. Positions and
// moves are in the board's own frame (a BlankLast board is solved turned round, but reported
// as it is). A null observer costs nothing; the defaults ignore everything.
class PuzzleSolveObserver
{
public:
    virtual ~PuzzleSolveObserver() = default;

    // `target` is where this placement brings the tile: its goal cell, or, when a solver
    // parks a tile first (the layered solver's pairs), that parking cell.
    virtual void placing(int tile, CellPos from, CellPos target) { (void)tile, (void)from, (void)target; }
    virtual void placed(int tile, CellPos target) { (void)tile, (void)target; }
    virtual void finishing(CellPos topLeft, int width, int height) { (void)topLeft, (void)width, (void)height; }
    virtual void finished() {}

    // The 2 x 2 block whose top-left cell is `topLeft` turns its three tiles one step
    // clockwise (or counter-clockwise) around the blank, which goes once round the block the
    // other way and ends where it started.
    virtual void rotation(CellPos topLeft, bool clockwise) { (void)topLeft, (void)clockwise; }
    // The blank's shortest way to a cell, avoiding the placed tiles and the tile being moved,
    // possibly ending with the blank's step into that tile (which pushes it one cell).
    virtual void blankRoute(const PuzzleMoves &route) { (void)route; }

    virtual void move(BlankMove move) { (void)move; }
};

struct PuzzleSolveResult
{
    // False for a board that cannot reach its goal: the solvers say so at once, with no moves.
    bool solvable = false;
    // From the board to its goal; when cancelled, the moves made so far.
    PuzzleMoves moves;
    bool cancelled = false;
};

} // namespace gridtrace
