#pragma once

#include "grid/cellpos.h"
#include "grid/direction.h"

#include <algorithm>

namespace gridtrace {

// The cell grid a maze is carved on. Rooms (the maze's cells) sit on odd coordinates; the
// cells between two rooms are links, a wall until carved; the cells where walls cross
// (both coordinates even) and the border stay wall. An even side leaves a second wall line
// along its far edge so the border stays closed; a side shorter than 3 has no rooms.
class MazeLattice
{
public:
    MazeLattice(int width, int height)
        : m_columns(std::max(0, (width - 1) / 2))
        , m_rows(std::max(0, (height - 1) / 2))
    {
    }

    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    int roomCount() const { return m_columns * m_rows; }
    bool isEmpty() const { return roomCount() == 0; }

    CellPos room(int column, int row) const { return {2 * column + 1, 2 * row + 1}; }
    CellPos room(int index) const { return room(index % m_columns, index / m_columns); }
    int roomIndex(CellPos room) const { return (room.y / 2) * m_columns + room.x / 2; }

    // Rooms and links: the part of the board a maze generator decides.
    bool inRegion(CellPos p) const
    {
        return p.x >= 1 && p.y >= 1 && p.x <= 2 * m_columns - 1 && p.y <= 2 * m_rows - 1;
    }
    bool isRoom(CellPos p) const { return inRegion(p) && (p.x & 1) && (p.y & 1); }
    bool isLink(CellPos p) const { return inRegion(p) && ((p.x ^ p.y) & 1); }

    // The room two cells away, across the link in direction d (check isRoom: it may be off
    // the lattice).
    static CellPos roomBeyond(CellPos room, Direction d) { return {room.x + 2 * dx(d), room.y + 2 * dy(d)}; }
    static CellPos linkBetween(CellPos a, CellPos b) { return {(a.x + b.x) / 2, (a.y + b.y) / 2}; }

    // The room nearest to any cell of the board; the lattice must not be empty.
    CellPos nearestRoom(CellPos p) const
    {
        const auto nearestOdd = [](int value, int last) {
            value = std::clamp(value, 1, last);
            return (value & 1) ? value : value - 1;
        };
        return {nearestOdd(p.x, 2 * m_columns - 1), nearestOdd(p.y, 2 * m_rows - 1)};
    }

private:
    int m_columns;
    int m_rows;
};

} // namespace gridtrace
