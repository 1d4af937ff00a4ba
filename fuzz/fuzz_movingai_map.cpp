// A Moving AI benchmark map (.map). There is no writer: a map that loads must have the size
// its header gave, and its rows must read back as the loader's own board rows.

#include "fuzzsupport.h"

#include "grid/boardtext.h"
#include "grid/movingai.h"

#include <QBuffer>

using namespace gridtrace;

GRIDTRACE_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QByteArray content = fuzz::bytes(data, size);
    QBuffer device(&content);
    device.open(QIODevice::ReadOnly);
    QString error;
    const std::optional<Grid> board = readMovingAiMap(device, &error);
    if (!board) {
        fuzz::requireError(error);
        return 0;
    }
    fuzz::require(board->width() >= 1 && board->height() >= 1 && board->width() <= Grid::MaxSide
                      && board->height() <= Grid::MaxSide,
                  "a loaded map has a size out of range");
    // The map becomes a board the editor can save as board text.
    const std::optional<Grid> again = boardFromRows(boardRows(*board), &error);
    fuzz::require(again.has_value(), "a loaded map's rows do not read as a board", error);
    fuzz::require(*again == *board, "a loaded map's rows read as a different board");
    return 0;
}
