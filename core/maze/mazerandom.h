#pragma once

#include <QtGlobal>

#include <cstdint>
#include <random>

namespace gridtrace {

// The generators' source of randomness. Its sequence depends on the seed alone, on every
// platform and standard library: the standard fixes std::mt19937_64's output, and the
// mapping onto ranges is ours, because std::uniform_int_distribution's is left to each
// library.
class MazeRandom
{
public:
    explicit MazeRandom(quint64 seed) : m_engine(seed) {}

    std::uint64_t next() { return m_engine(); }
    // A whole number in [0, bound); bound > 0. Unbiased: it draws again rather than let the
    // low residues of 2^64 mod bound come up more often.
    int below(int bound);
    // A number in [0, 1) from 53 random bits, exact in a double.
    double unit() { return double(next() >> 11) * 0x1.0p-53; }
    // True with probability p: never when p <= 0, always when p >= 1.
    bool chance(double p) { return unit() < p; }

private:
    std::mt19937_64 m_engine;
};

} // namespace gridtrace
