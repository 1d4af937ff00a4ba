// GridTrace's plain-text board (docs/board-format.md). A board that loads has its endpoints
// on it, and its writer gives back a file that reads as the same board.

#include "fuzzsupport.h"

#include "grid/boardtext.h"

using namespace gridtrace;

GRIDTRACE_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QString error;
    const std::optional<BoardFile> file = readBoardText(fuzz::bytes(data, size), &error);
    if (!file) {
        fuzz::requireError(error);
        return 0;
    }
    const Grid &board = file->board;
    fuzz::require(board.width() >= 1 && board.height() >= 1 && board.width() <= Grid::MaxSide
                      && board.height() <= Grid::MaxSide,
                  "a loaded board has a size out of range");
    fuzz::require(!file->start || board.contains(*file->start), "the start lies off the board");
    fuzz::require(!file->goal || board.contains(*file->goal), "the goal lies off the board");

    const std::optional<BoardFile> again = readBoardText(writeBoardText(*file), &error);
    fuzz::require(again.has_value(), "a loaded board, saved, does not load again", error);
    fuzz::require(again->board == file->board && again->start == file->start && again->goal == file->goal,
                  "a loaded board, saved, loads as a different board");
    return 0;
}
