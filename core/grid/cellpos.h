#pragma once

#include <compare>

namespace gridtrace {

// A cell on a board: x is the column, y the row, (0,0) the top-left corner, as in the
// Moving AI benchmarks.
struct CellPos
{
    int x = 0;
    int y = 0;

    friend constexpr auto operator<=>(CellPos, CellPos) = default;
};

} // namespace gridtrace
