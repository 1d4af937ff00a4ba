#pragma once

#include "puzzlesolveobserver.h"

#include <atomic>

namespace gridtrace {

// The strategy of the seed-004 post (magicianlyx, cnblogs 2016), faithfully: one tile at a
// time, outer layers first, each tile walked to its target one cell at a time by the blank,
// the line ends by four 2 x 2 rotations, the last 2 x 2 at the end.
//
// Order. The post peels the board from the right and the bottom (the blank ends top-left):
// on a square board layer k (k = n-1 down to 2) is its column x = k from the top down, ending
// at the corner (k, k), then its row y = k from x = k-1 leftwards to x = 0. That order is the
// one its special cases need: the corner (x == y) is the last tile of its column and must
// come in from the left, the leftmost tile (x == 0) the last of its row and must come in from
// above; and by it the target is never left of the tile in the same row (case D) nor up-left
// of it (case H). Rectangular boards (the post shows squares only): the longer side is peeled
// first, a column when as wide as high, so the square case is unchanged; the two line-end
// procedures go to the last tile of every column and row, which on a square board are
// exactly the x == y and x == 0 tiles.
//
// The nine cases (target relative to the tile; the post's pictures are lost, only the names
// remain): A down-right, B down, C down-left, D left, E right, F up-right, G up, H up-left,
// or already there. Read as: in a column the tile first goes up or down to its target's row
// (A, F: then right; B, G: straight), in a row first sideways to its target's column (A, C:
// then down; E: straight). This is the simplest reading that never walks the tile over a
// placed one: a column's placed tiles are above the target, a row's to its right. Each step
// of the tile: the blank takes its shortest route to the cell ahead, avoiding the placed
// tiles and the tile itself (the post's "variant A*"; A* with Manhattan distance here), and
// steps into the tile.
//
// Line ends. Column end (TargetPos.X == TargetPos.Y): the tile goes to (X-1, Y); if the
// blank is on the target the tile steps right; else the blank goes to (X-1, Y-1) and four
// rotations follow. Row end (TargetPos.X == 0): the tile goes to (X, Y-1); if the blank is on
// the target the tile steps down; else the blank goes to (X+1, Y-1) and four rotations.
// The post's two summary lists of rotations are swapped: run as printed, neither puts its
// tile home (the column end's list turns blocks that do not contain the target). The
// pictures of the row end's four steps (blank as bottom-right cw, top-right cw, bottom-right
// ccw, top-right ccw) are right for the row end, and the row end's summary (blank as
// top-right cw, top-left cw, top-right ccw, top-left ccw) is right for the column end; this
// solver uses them that way. "Clockwise" is the tiles' turn (the blank goes round the other
// way): the other reading places neither tile.
//
// The last 2 x 2 (the tiles with x and y < 2, which the post leaves for "later" and never
// describes): the blank goes round it, whichever way is shorter, until it is solved.
class SeedPuzzleSolver
{
public:
    using Observer = PuzzleSolveObserver;

    static PuzzleSolveResult solve(const PuzzleBoard &board, Observer *observer = nullptr,
                                   const std::atomic<bool> *cancel = nullptr);

    // The post's case letter for a tile at `from` with its target at `target`: 'A'..'H', or
    // '=' when it is there.
    static char caseOf(CellPos from, CellPos target);
};

} // namespace gridtrace
