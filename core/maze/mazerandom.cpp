#include "mazerandom.h"

#include <cassert>

namespace gridtrace {

int MazeRandom::below(int bound)
{
    assert(bound > 0);
    const auto n = std::uint64_t(bound);
    // 2^64 mod n: the draws below it are the surplus that would favour small results.
    const std::uint64_t surplus = (std::uint64_t(0) - n) % n;
    for (;;) {
        const std::uint64_t draw = next();
        if (draw >= surplus)
            return int(draw % n);
    }
}

} // namespace gridtrace
