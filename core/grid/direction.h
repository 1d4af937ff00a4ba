#pragma once

#include "cellpos.h"

#include <array>
#include <cstdint>

namespace gridtrace {

// The eight compass directions, clockwise from north. Zero is kept for "none" so a direction
// fits the parent layer of a scene, where 0 means "no parent".
enum class Direction : std::uint8_t {
    None = 0,
    North, NorthEast, East, SouthEast, South, SouthWest, West, NorthWest,
};

inline constexpr std::array<Direction, 4> orthogonalDirections{
    Direction::North, Direction::East, Direction::South, Direction::West};

inline constexpr std::array<Direction, 8> compassDirections{
    Direction::North, Direction::NorthEast, Direction::East, Direction::SouthEast,
    Direction::South, Direction::SouthWest, Direction::West, Direction::NorthWest};

constexpr int dx(Direction d)
{
    constexpr int table[9] = {0, 0, 1, 1, 1, 0, -1, -1, -1};
    return table[static_cast<int>(d)];
}

constexpr int dy(Direction d)
{
    constexpr int table[9] = {0, -1, -1, 0, 1, 1, 1, 0, -1};
    return table[static_cast<int>(d)];
}

constexpr bool isDiagonal(Direction d)
{
    return d != Direction::None && dx(d) != 0 && dy(d) != 0;
}

constexpr Direction opposite(Direction d)
{
    if (d == Direction::None)
        return d;
    return static_cast<Direction>((static_cast<int>(d) + 3) % 8 + 1);
}

constexpr CellPos step(CellPos p, Direction d)
{
    return {p.x + dx(d), p.y + dy(d)};
}

// The direction of a single step from a to b, or None when b is not a neighbour of a.
Direction directionBetween(CellPos a, CellPos b);

} // namespace gridtrace
