#pragma once

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace gridtrace {

// One value per cell, kept in pages of 4096 cells that come into being when first written.
// A search that explores a corner of a 4096 x 4096 board pays for that corner only, and a
// recorder starts a run without allocating and clearing megabytes of layers it may barely
// touch; small pages also come from the allocator's free lists, not from fresh memory the
// kernel has to fault in, so back-to-back runs reuse the same memory.
template<typename T>
class PagedLayer
{
public:
    static constexpr int pageShift = 12;
    static constexpr int pageCells = 1 << pageShift;
    static constexpr int pageMask = pageCells - 1;

    PagedLayer() = default;
    PagedLayer(int cellCount, T blank)
        : m_cellCount(cellCount)
        , m_blank(blank)
    {
    }

    PagedLayer(const PagedLayer &other)
        : m_pages(other.m_pages.size())
        , m_cellCount(other.m_cellCount)
        , m_blank(other.m_blank)
    {
        for (std::size_t i = 0; i < m_pages.size(); ++i) {
            if (other.m_pages[i]) {
                m_pages[i] = std::make_unique_for_overwrite<T[]>(std::size_t(cellsIn(i)));
                std::copy_n(other.m_pages[i].get(), cellsIn(i), m_pages[i].get());
            }
        }
    }
    // Copies into the pages this layer already has: a cursor seeking from a keyframe assigns
    // whole scenes, and allocating every page anew would cost more than the copy.
    PagedLayer &operator=(const PagedLayer &other)
    {
        if (this == &other)
            return *this;
        if (m_cellCount != other.m_cellCount)
            m_pages.clear();
        m_cellCount = other.m_cellCount;
        m_blank = other.m_blank;
        m_pages.resize(other.pageCount());
        for (std::size_t i = 0; i < m_pages.size(); ++i) {
            const T *from = i < other.m_pages.size() ? other.m_pages[i].get() : nullptr;
            if (!from) {
                if (m_pages[i]) // kept, blank: the next frames will likely write it again
                    std::fill_n(m_pages[i].get(), cellsIn(i), m_blank);
                continue;
            }
            if (!m_pages[i])
                m_pages[i] = std::make_unique_for_overwrite<T[]>(std::size_t(cellsIn(i)));
            std::copy_n(from, cellsIn(i), m_pages[i].get());
        }
        return *this;
    }
    PagedLayer(PagedLayer &&) noexcept = default;
    PagedLayer &operator=(PagedLayer &&) noexcept = default;

    T blank() const { return m_blank; }
    // Whether any cell was ever written.
    bool isWritten() const
    {
        return std::any_of(m_pages.begin(), m_pages.end(), [](const auto &page) { return bool(page); });
    }

    T value(int cell) const
    {
        // A layer never written has no page table at all: scenes are copied often (keyframes,
        // tests that keep every step's scene), and most of their layers are empty.
        const auto page = std::size_t(cell >> pageShift);
        if (page >= m_pages.size() || !m_pages[page])
            return m_blank;
        return m_pages[page][cell & pageMask];
    }

    void set(int cell, T value) { writable(cell) = value; }

    // Every cell from a dense array of cellCount values; pages that hold only blanks stay
    // unwritten.
    void assign(const T *values, int cellCount)
    {
        assert(cellCount == m_cellCount);
        m_pages.resize(pageCount());
        for (std::size_t i = 0; i < m_pages.size(); ++i) {
            const int count = cellsIn(i);
            const T *from = values + (int(i) << pageShift);
            const T blank = m_blank;
            if (std::all_of(from, from + count, [blank](T v) { return v == blank; })) {
                m_pages[i].reset();
                continue;
            }
            m_pages[i] = std::make_unique_for_overwrite<T[]>(std::size_t(count));
            std::copy_n(from, count, m_pages[i].get());
        }
    }

    // Writes the value and returns the one it replaces.
    T exchange(int cell, T value)
    {
        T &slot = writable(cell);
        const T before = slot;
        slot = value;
        return before;
    }

    std::size_t memoryUse() const
    {
        std::size_t bytes = m_pages.size() * sizeof(void *);
        for (std::size_t i = 0; i < m_pages.size(); ++i) {
            if (m_pages[i])
                bytes += std::size_t(cellsIn(i)) * sizeof(T);
        }
        return bytes;
    }

    // Equal when every cell holds the same value; an unwritten page reads as blank.
    friend bool operator==(const PagedLayer &a, const PagedLayer &b)
    {
        if (a.m_cellCount != b.m_cellCount)
            return false;
        for (std::size_t i = 0; i < a.pageCount(); ++i) {
            const T *pa = i < a.m_pages.size() ? a.m_pages[i].get() : nullptr;
            const T *pb = i < b.m_pages.size() ? b.m_pages[i].get() : nullptr;
            const int count = a.cellsIn(i);
            if (pa && pb) {
                if (!std::equal(pa, pa + count, pb))
                    return false;
            } else if (pa || pb) {
                const T *written = pa ? pa : pb;
                const T blank = pa ? b.m_blank : a.m_blank;
                if (std::any_of(written, written + count, [blank](T v) { return v != blank; }))
                    return false;
            } else if (a.m_blank != b.m_blank) {
                return false;
            }
        }
        return true;
    }

private:
    T &writable(int cell)
    {
        const auto page = std::size_t(cell >> pageShift);
        if (page >= m_pages.size() || !m_pages[page]) [[unlikely]]
            allocate(page);
        return m_pages[page][cell & pageMask];
    }

    [[gnu::noinline]] void allocate(std::size_t page)
    {
        m_pages.resize(pageCount());
        const int count = cellsIn(page);
        m_pages[page] = std::make_unique_for_overwrite<T[]>(std::size_t(count));
        std::fill_n(m_pages[page].get(), count, m_blank);
    }

    std::size_t pageCount() const { return std::size_t((m_cellCount + pageMask) >> pageShift); }

    // Every page holds pageCells cells but the last, which holds what is left: a small board
    // is one small page.
    int cellsIn(std::size_t page) const { return std::min(pageCells, m_cellCount - (int(page) << pageShift)); }

    std::vector<std::unique_ptr<T[]>> m_pages;
    int m_cellCount = 0;
    T m_blank{};
};

} // namespace gridtrace
