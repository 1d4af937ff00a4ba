#pragma once

#include "puzzlesolveobserver.h"

#include <atomic>

namespace gridtrace {

// A stronger solver for boards of any size, 2 x 2 to 100 x 100, rectangular too: the same
// peeling as the seed-004 solver (a column from the top, a row from the right, until 3 x 3 is
// left) with these changes, which save about a third of its moves:
//
// - Each tile takes the cheapest way in moves, not the cell-by-cell walk: an A* over (tile
//   cell, side the blank is on), a push costing 1 and the blank's way round the tile the
//   length of its shortest route (looked for in the 5 x 5 around the tile), so the tile goes
//   by the diagonal staircase (3 moves a cell) rather than straight lines (5) where it can.
// - Of the blank's shortest routes it takes the one that pushes the fewest other tiles away
//   from their goals (every move pushes one tile one cell): the same length now, less work
//   later. This alone is worth about 14 % on 14 x 14.
// - The last two tiles of a line go in together: the last tile parked on the cell before its
//   target, the other beside that, then two moves put both home. When that costs more than
//   the seed's way (the other tile first, the last by the post's four rotations), or cannot
//   work (the other tile, or the blank, shut in the line's corner), the seed's way goes.
// - While at most 30 x 30 cells are left, which side goes next (the column or the row) is
//   decided by trying both, each followed by the other, on a copy: about 2.5 % fewer moves,
//   five times the work, so not on the large part of a large board.
// - The last 3 x 3 (or 2 x 3, 3 x 2, 2 x 2) is solved in the fewest moves, by a table of every
//   position of that shape, built once a process by a breadth-first search from the goal.
//
// Figures (bench_puzzlesolvers, 100 seeded boards): 6 x 6 mean 366 moves (seed solver 577),
// 14 x 14 mean 5,317 (seed solver 7,992) in about 11 ms, 100 x 100 about 1.96 M moves in 1.5 s.
class LayeredSolver
{
public:
    using Observer = PuzzleSolveObserver;

    static PuzzleSolveResult solve(const PuzzleBoard &board, Observer *observer = nullptr,
                                   const std::atomic<bool> *cancel = nullptr);
};

} // namespace gridtrace
