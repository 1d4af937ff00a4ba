#pragma once

// No <compare> here: Qt 6.4's moc cannot parse the <concepts> header it pulls in, and this
// header reaches every Q_OBJECT file.

namespace gridtrace {

// A cell on a board: x is the column, y the row, (0,0) the top-left corner, as in the
// Moving AI benchmarks.
struct CellPos
{
    int x = 0;
    int y = 0;

    friend constexpr bool operator==(CellPos, CellPos) = default;
    // Row-major order, so ordered containers list cells as the board reads.
    friend constexpr bool operator<(CellPos a, CellPos b) { return a.y != b.y ? a.y < b.y : a.x < b.x; }
};

} // namespace gridtrace
