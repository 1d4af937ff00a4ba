#pragma once

#include "cellrecords.h"

#include <cstdint>
#include <vector>

namespace gridtrace {

// An entry of the open list: the priority, a tie-breaker among equal priorities (smaller
// first) and the cell. Sixteen bytes, so four share a cache line.
struct OpenEntry
{
    double key;
    float tie;
    std::uint32_t cell;
};

static_assert(sizeof(OpenEntry) == 16);

// A binary min-heap of open cells that knows where each cell sits (CellRecord::heapIndex), so
// a cell reached again at a lower cost moves up in place. 8-connected, about half the cells
// A* opens are improved later: leaving the old entries behind (lazy deletion) would make the
// heap pop one stale entry for every real one.
class OpenList
{
public:
    // Empties the list; the records are where the cells' positions are kept.
    void reset(CellRecord *cells)
    {
        m_heap.clear();
        m_cells = cells;
    }

    bool empty() const { return m_heap.empty(); }
    std::size_t size() const { return m_heap.size(); }
    const OpenEntry &top() const { return m_heap.front(); }

    // Bitwise, not short-circuit: the heap's child choice becomes a conditional move instead
    // of a branch that mispredicts half the time.
    static bool before(const OpenEntry &a, const OpenEntry &b)
    {
        return (a.key < b.key) | ((a.key == b.key) & (a.tie < b.tie));
    }

    // Adds a cell that is not on the list. Entries go by value, in registers: an entry built
    // field by field on the stack and read back whole stalls store forwarding.
    void push(OpenEntry entry)
    {
        m_heap.emplace_back();
        siftUp(m_heap.size() - 1, entry);
    }

    // Gives a cell on the list an entry that sorts no later than its old one.
    void decrease(OpenEntry entry) { siftUp(m_cells[entry.cell].heapIndex, entry); }

    // Removes the top. The hole it leaves sinks to a leaf along the smaller children, then
    // the last entry rises into it: fewer comparisons than sifting the last entry down.
    OpenEntry pop()
    {
        OpenEntry *heap = m_heap.data();
        const OpenEntry result = heap[0];
        const OpenEntry last = m_heap.back();
        m_heap.pop_back();
        const std::size_t count = m_heap.size();
        if (count == 0)
            return result;

        std::size_t hole = 0;
        std::size_t child = 1;
        while (child + 1 < count) {
            child += std::size_t(before(heap[child + 1], heap[child]));
            place(hole, heap[child]);
            hole = child;
            child = 2 * hole + 1;
        }
        if (child < count) {
            place(hole, heap[child]);
            hole = child;
        }
        siftUp(hole, last);
        return result;
    }

private:
    void place(std::size_t index, OpenEntry entry)
    {
        m_heap[index] = entry;
        m_cells[entry.cell].heapIndex = std::uint32_t(index);
    }

    void siftUp(std::size_t hole, OpenEntry entry)
    {
        OpenEntry *heap = m_heap.data();
        while (hole > 0) {
            const std::size_t parent = (hole - 1) / 2;
            if (!before(entry, heap[parent]))
                break;
            place(hole, heap[parent]);
            hole = parent;
        }
        place(hole, entry);
    }

    std::vector<OpenEntry> m_heap;
    CellRecord *m_cells = nullptr;
};

} // namespace gridtrace
