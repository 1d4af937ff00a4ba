#pragma once

#include "grid/grid.h"

#include <QCoreApplication>
#include <QString>

#include <array>
#include <deque>
#include <optional>
#include <vector>

namespace gridtrace {

// A closed tour through every free cell of a board, each cell once: a snake that follows it
// can never run into itself. Cells are board indices (y * width + x); each free cell keeps
// the cell after it, walls keep -1.
class HamiltonCycle
{
    Q_DECLARE_TR_FUNCTIONS(HamiltonCycle)

public:
    HamiltonCycle() = default;
    explicit HamiltonCycle(std::vector<int> next);

    bool isEmpty() const { return m_next.empty(); }
    int next(int cell) const { return m_next[std::size_t(cell)]; }
    int length() const { return m_length; }
    // The cell's place on the cycle, from an origin fixed when the cycle was made; the
    // distance forward from a to b is (place(b) - place(a)) mod length().
    int place(int cell) const { return m_place[std::size_t(cell)]; }
    int distance(int from, int to) const
    {
        const int d = m_place[std::size_t(to)] - m_place[std::size_t(from)];
        return d < 0 ? d + m_length : d;
    }
    // The cells in cycle order, from `from`.
    std::vector<int> cells(int from) const;

    // Whether it visits every free cell of the board once, from neighbour to neighbour, and
    // closes: what makes it safe to follow.
    bool isHamiltonian(const Grid &board) const;
    // Whether the snake (head first) lies on it as one stretch, tail to head in cycle order.
    bool carries(const std::deque<int> &body) const;

    // Why no Hamiltonian cycle exists on the board, in words for the user, with the nearest
    // sizes that have one when the free cells form a rectangle; empty when nothing rules one
    // out (a cycle may still be hard to find).
    static QString obstacle(const Grid &board);
    // The free cells when they fill a rectangle (walls around it allowed), as x, y, width,
    // height; nothing otherwise.
    static std::optional<std::array<int, 4>> playingArea(const Grid &board);
    // The board resized so that its playing area (a rectangle, kept inside its ring of walls if
    // it has one) is width x height cells.
    static Grid withPlayingArea(const Grid &board, int width, int height);
    // A zig-zag cycle through a rectangle of free cells (walls around it allowed), turned and
    // mirrored until it carries the snake; nothing when the free cells are no such rectangle
    // or no turn of it carries the snake.
    static std::optional<HamiltonCycle> zigzag(const Grid &board, const std::deque<int> &body);
    // A depth-first search for a path from the head through every cell not on the body to
    // the tail, which the body then closes into a cycle: moves to the cell with the fewest
    // ways on first, and gives up a branch that leaves a cell with one way in or cuts the
    // free cells apart. The path starts with `prefix` (cells after the head) when given.
    // Nothing when it finds none within `budget` cells entered.
    static std::optional<HamiltonCycle> search(const Grid &board, const std::deque<int> &body, int budget,
                                               const std::vector<int> &prefix = {});

private:
    std::vector<int> m_next;
    std::vector<int> m_place;
    int m_length = 0;
};

} // namespace gridtrace
