#pragma once

#include "searchgraph.h"

#include <cstdint>
#include <limits>
#include <vector>

namespace gridtrace {

// What one search knows about a cell: its best cost so far, whether it is open or closed in
// this run, and where it is on the open list. The move that reached it is kept apart
// (CellRecords::parentMoves): the heap rewrites positions all the time, parents seldom.
//
// Every cost on the board is a + b * sqrt(2) with whole a (weights entered orthogonally) and b
// (weights entered diagonally). Keeping the two parts makes sums exact: paths of equal cost get
// bit-identical doubles, so ties are ties and tie-breaking by g works as it does on paper,
// instead of on rounding noise.
struct CellRecord
{
    std::int32_t straight;
    std::int32_t diagonal;
    std::uint32_t stamp;
    std::uint32_t heapIndex; // where the cell is on the open list, while it is there

    double g() const { return double(straight) + double(diagonal) * sqrt2; }
};

static_assert(sizeof(CellRecord) == 16);

// Asks for a record's cache line ahead of use; a hint, nothing where the compiler has none.
inline void prefetch(const CellRecord *record)
{
#if defined(__GNUC__)
    __builtin_prefetch(record);
#else
    (void)record;
#endif
}

// Per-cell records reused across runs. A run does not clear them: each run has its own pair
// of stamps, and a record whose stamp is neither is unreached, so starting a search on a
// 512 x 512 board costs nothing.
class CellRecords
{
public:
    // Starts a run over `cellCount` cells.
    void begin(int cellCount)
    {
        if (m_records.size() != std::size_t(cellCount) || m_open >= std::numeric_limits<std::uint32_t>::max() - 4) {
            m_records.assign(std::size_t(cellCount), CellRecord{0, 0, 0, 0});
            m_parentMoves.assign(std::size_t(cellCount), 0);
            m_open = 0;
        }
        m_open += 2;
    }

    CellRecord *data() { return m_records.data(); }
    // The move that last lowered each reached cell's cost.
    std::uint8_t *parentMoves() { return m_parentMoves.data(); }
    int parentMove(int cell) const { return m_parentMoves[std::size_t(cell)]; }
    CellRecord &operator[](int cell) { return m_records[std::size_t(cell)]; }
    const CellRecord &operator[](int cell) const { return m_records[std::size_t(cell)]; }

    std::uint32_t openStamp() const { return m_open; }
    std::uint32_t closedStamp() const { return m_open + 1; }

    bool isOpen(int cell) const { return m_records[std::size_t(cell)].stamp == m_open; }
    bool isClosed(int cell) const { return m_records[std::size_t(cell)].stamp == m_open + 1; }

private:
    std::vector<CellRecord> m_records;
    std::vector<std::uint8_t> m_parentMoves;
    std::uint32_t m_open = 0;
};

} // namespace gridtrace
