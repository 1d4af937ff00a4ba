// A sliding-puzzle board file (docs/puzzle.md): one row a line, 0 the blank. A board that
// loads holds the numbers 0..N-1 once each, and writes back to text that reads as the same
// board.

#include "fuzzsupport.h"

#include "puzzle/puzzleboard.h"

#include <vector>

using namespace gridtrace;

GRIDTRACE_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QString error;
    const std::optional<PuzzleBoard> board = PuzzleBoard::fromText(fuzz::text(data, size), PuzzleGoal::BlankLast, &error);
    if (!board) {
        fuzz::requireError(error);
        return 0;
    }
    fuzz::require(PuzzleBoard::sizeError(board->width(), board->height()).isEmpty(),
                  "a loaded puzzle has a size out of range");
    const int cells = board->cellCount();
    fuzz::require(int(board->tiles().size()) == cells, "a loaded puzzle has more or fewer tiles than cells");
    std::vector<bool> seen(std::size_t(cells), false);
    for (const PuzzleBoard::Tile tile : board->tiles()) {
        fuzz::require(tile < cells && !seen[tile], "a loaded puzzle does not hold 0..N-1 once each");
        seen[tile] = true;
    }
    fuzz::require(board->tile(board->blank()) == 0, "a loaded puzzle's blank is not where its 0 is");
    (void)board->isSolvable();

    const std::optional<PuzzleBoard> again = PuzzleBoard::fromText(board->toText(), PuzzleGoal::BlankLast, &error);
    fuzz::require(again.has_value(), "a loaded puzzle, saved, does not load again", error);
    fuzz::require(*again == *board, "a loaded puzzle, saved, loads as a different puzzle");
    return 0;
}
