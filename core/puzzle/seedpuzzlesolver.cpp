#include "seedpuzzlesolver.h"

#include "puzzlesolvework.h"

#include <array>

namespace gridtrace {

namespace {

CellPos plus(CellPos p, BlankMove m)
{
    const CellPos s = moveStep(m);
    return {p.x + s.x, p.y + s.y};
}

// Walks the tile to `dest` one cell at a time; in a column the rows first, in a row the
// columns first (see the header).
bool walkTile(PuzzleWork &work, int tile, CellPos dest, bool rowsFirst)
{
    for (;;) {
        const CellPos at = work.where(tile);
        if (at == dest)
            return true;
        BlankMove toward;
        const bool vertical = at.x == dest.x || (rowsFirst && at.y != dest.y);
        if (vertical)
            toward = dest.y > at.y ? BlankMove::Down : BlankMove::Up;
        else
            toward = dest.x > at.x ? BlankMove::Right : BlankMove::Left;
        if (!work.routeBlank(plus(at, toward), at, true))
            return false;
    }
}

void placeTile(PuzzleWork &work, const PuzzleLine &line, std::size_t i)
{
    const CellPos target = line.cells[i];
    const int tile = work.index(target);
    const bool end = i + 1 == line.cells.size();
    work.placing(tile, target);
    if (!end) {
        walkTile(work, tile, target, line.column);
    } else if (work.where(tile) != target) {
        const CellPos before = PuzzleWork::lineEndApproach(target, line.column);
        walkTile(work, tile, before, line.column);
        work.finishLineEnd(target, line.column);
    }
    work.setFixed(target, true);
    work.placed(tile, target);
}

// The top-left 2 x 2 with every other tile placed: its states lie on one cycle of twelve
// as the blank goes round, so going round one way or the other solves it.
void finishSquare(PuzzleWork &work)
{
    const auto solvedAfter = [&work](bool clockwise) {
        std::array<int, 4> cells{work.tileAt({0, 0}), work.tileAt({1, 0}), work.tileAt({0, 1}), work.tileAt({1, 1})};
        const auto done = [&cells, &work] {
            return cells[0] == 0 && cells[1] == 1 && cells[2] == work.width() && cells[3] == work.width() + 1;
        };
        // The cells round the block clockwise: (0,0), (1,0), (1,1), (0,1).
        static constexpr int ring[4] = {0, 1, 3, 2};
        int at = 0;
        while (cells[std::size_t(ring[at])] != 0)
            ++at;
        PuzzleMoves moves;
        for (int n = 0; n < 12 && !done(); ++n) {
            const int next = clockwise ? (at + 1) % 4 : (at + 3) % 4;
            const int from = ring[at];
            const int to = ring[next];
            std::swap(cells[std::size_t(from)], cells[std::size_t(to)]);
            const CellPos a{from % 2, from / 2};
            const CellPos b{to % 2, to / 2};
            moves.push_back(b.x > a.x ? BlankMove::Right : b.x < a.x ? BlankMove::Left
                            : b.y > a.y ? BlankMove::Down : BlankMove::Up);
            at = next;
        }
        return moves;
    };
    work.finishing({0, 0}, 2, 2);
    const PuzzleMoves cw = solvedAfter(true);
    const PuzzleMoves ccw = solvedAfter(false);
    const PuzzleMoves &shorter = cw.size() <= ccw.size() ? cw : ccw;
    if (!shorter.empty())
        work.playRoute(shorter);
    work.finished();
}

} // namespace

char SeedPuzzleSolver::caseOf(CellPos from, CellPos target)
{
    const int dx = target.x - from.x;
    const int dy = target.y - from.y;
    if (dy > 0)
        return dx > 0 ? 'A' : dx == 0 ? 'B' : 'C';
    if (dy == 0)
        return dx < 0 ? 'D' : dx > 0 ? 'E' : '=';
    return dx > 0 ? 'F' : dx == 0 ? 'G' : 'H';
}

PuzzleSolveResult SeedPuzzleSolver::solve(const PuzzleBoard &board, Observer *observer, const std::atomic<bool> *cancel)
{
    return solvePuzzleInFrame(board, observer, cancel, [](PuzzleWork &work) {
        for (const PuzzleLine &line : puzzlePeelOrder(work.width(), work.height(), 2, 2)) {
            for (std::size_t i = 0; i < line.cells.size(); ++i) {
                if (work.cancelled())
                    return;
                placeTile(work, line, i);
            }
        }
        finishSquare(work);
    });
}

} // namespace gridtrace
