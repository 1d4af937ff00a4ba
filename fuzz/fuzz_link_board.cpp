// A Lianliankan board file (docs/link.md), as "Open" and `gridtrace-cli link` read it. A board
// that loads has a size in range and its kinds in pairs, and writes back to text that reads
// as the same board.

#include "fuzzsupport.h"

#include "link/linkboard.h"

using namespace gridtrace;

GRIDTRACE_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QString error;
    const std::optional<LinkBoard> board = LinkBoard::fromText(fuzz::text(data, size), &error);
    if (!board) {
        fuzz::requireError(error);
        return 0;
    }
    fuzz::require(!board->isNull() && LinkBoard::sizeError(board->width(), board->height()).isEmpty(),
                  "a loaded board has a size out of range");
    fuzz::require(board->pairProblem().isEmpty(), "a loaded board has a kind without its pair", board->pairProblem());
    for (int cell = 0; cell < board->cellCount(); ++cell) {
        fuzz::require(board->isInside(board->pos(cell)) || board->isEmpty(cell), "a loaded board has a tile on its ring");
        fuzz::require(board->kind(cell) <= LinkBoard::maxKind, "a loaded board has a kind out of range");
    }

    const std::optional<LinkBoard> again = LinkBoard::fromText(board->toText(), &error);
    fuzz::require(again.has_value(), "a loaded board, saved, does not load again", error);
    fuzz::require(*again == *board, "a loaded board, saved, loads as a different board");
    return 0;
}
