#include "direction.h"

namespace gridtrace {

Direction directionBetween(CellPos a, CellPos b)
{
    for (Direction d : compassDirections) {
        if (step(a, d) == b)
            return d;
    }
    return Direction::None;
}

} // namespace gridtrace
