#pragma once

#include "grid/direction.h"
#include "grid/grid.h"

#include <array>
#include <cstdint>
#include <vector>

namespace gridtrace {

// Moves are numbered 0..7 clockwise from north, so move m is Direction(m + 1) and a set of
// moves fits a byte with bit m for move m.
inline constexpr int moveCount = 8;
inline constexpr std::uint8_t orthogonalMoves = 0x55; // north, east, south, west
inline constexpr std::uint8_t allMoves = 0xff;
inline constexpr double sqrt2 = 1.41421356237309504880;

constexpr Direction moveDirection(int move) { return Direction(move + 1); }
constexpr int moveDx(int move) { return dx(moveDirection(move)); }
constexpr int moveDy(int move) { return dy(moveDirection(move)); }
// The value of the scene's parent layer for a cell entered by this move: the way back.
constexpr std::uint8_t parentDirection(int move) { return std::uint8_t(opposite(moveDirection(move))); }

// A move adds the weight it enters to the straight or to the diagonal part of a cost.
inline constexpr std::array<std::int32_t, moveCount> straightUnits{1, 0, 1, 0, 1, 0, 1, 0};
inline constexpr std::array<std::int32_t, moveCount> diagonalUnits{0, 1, 0, 1, 0, 1, 0, 1};

constexpr std::uint8_t moveMask(Connectivity connectivity)
{
    return connectivity == Connectivity::Eight ? allMoves : orthogonalMoves;
}

// The board as the searches see it. A border of walls around it makes every neighbour an index
// offset without bounds checks, and each cell holds the set of moves that leave it legally
// under 8-connectivity (a diagonal only when both orthogonal cells it passes are free), so the
// inner loops test one bit per move. The 4-connected moves are the orthogonal bits of it.
//
// "Padded" indices address this bordered array; the trace and the caller speak board indices
// (y * width + x).
class SearchGraph
{
public:
    // Rebuilds only when the board is not the one already held: repeated queries on one board
    // cost nothing here. Keeps its buffers' capacity.
    void assign(const Grid &board);

    int width() const { return m_board.width(); }
    int height() const { return m_board.height(); }
    int paddedWidth() const { return m_paddedWidth; }
    int paddedCellCount() const { return int(m_weights.size()); }

    int padded(CellPos p) const { return (p.y + 1) * m_paddedWidth + p.x + 1; }
    CellPos pos(int padded) const { return {padded % m_paddedWidth - 1, padded / m_paddedWidth - 1}; }
    // The padded row of a padded index, by multiplication: (index + 0.5) / width is at least
    // 0.5 / width away from a whole number, far beyond the rounding of a double.
    int paddedRow(int padded) const { return int((double(padded) + 0.5) * m_inversePaddedWidth); }
    int boardIndex(int padded) const
    {
        const CellPos p = pos(padded);
        return p.y * width() + p.x;
    }

    const std::uint8_t *weights() const { return m_weights.data(); }
    const std::uint8_t *moves() const { return m_moves.data(); }
    std::uint8_t weight(int padded) const { return m_weights[std::size_t(padded)]; }
    std::uint8_t movesFrom(int padded) const { return m_moves[std::size_t(padded)]; }
    const std::array<int, moveCount> &offsets() const { return m_offsets; }
    int offset(int move) const { return m_offsets[std::size_t(move)]; }
    // Offsets of the same moves in board indices, for the trace.
    int boardOffset(int move) const { return moveDy(move) * width() + moveDx(move); }

private:
    Grid m_board; // a shared copy: the same board compares equal by pointer
    int m_paddedWidth = 0;
    double m_inversePaddedWidth = 0.0;
    std::array<int, moveCount> m_offsets{};
    std::vector<std::uint8_t> m_weights;
    std::vector<std::uint8_t> m_moves;
};

} // namespace gridtrace
