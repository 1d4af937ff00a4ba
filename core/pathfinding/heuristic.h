#pragma once

#include "searchgraph.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace gridtrace {

// Estimates of the cost still to go, from the distance in columns and rows to the goal. A move
// costs at least its length (weights are >= 1), so a heuristic that changes by no more than a
// move's length over any move is consistent, hence admissible, and A* with it expands every
// cell at its final g. All four do 4-connected (each changes by at most 1 over a step). 8-
// connected, Manhattan changes by 2 over a diagonal of length sqrt(2) and overestimates; the
// Euclidean, octile and Chebyshev distances stay consistent.
enum class HeuristicKind { Manhattan, Euclidean, Octile, Chebyshev };

// Heuristics whose estimate is a + b * sqrt(2) with whole a and b say so (exact) and give the
// parts, so f = g + h stays exact like g (see CellRecord).
struct ZeroHeuristic
{
    static constexpr bool exact = true;
    static void parts(int, int, int &straight, int &diagonal) { straight = diagonal = 0; }
    static double estimate(int, int) { return 0.0; }
};

struct ManhattanHeuristic
{
    static constexpr bool exact = true;
    static void parts(int dx, int dy, int &straight, int &diagonal)
    {
        straight = dx + dy;
        diagonal = 0;
    }
    static double estimate(int dx, int dy) { return double(dx + dy); }
};

struct EuclideanHeuristic
{
    static constexpr bool exact = false;
    static void parts(int, int, int &straight, int &diagonal) { straight = diagonal = 0; }
    static double estimate(int dx, int dy) { return std::sqrt(double(dx) * dx + double(dy) * dy); }
};

// The cost of the best move sequence on an empty board: diagonals while both distances
// last, then straight on.
struct OctileHeuristic
{
    static constexpr bool exact = true;
    static void parts(int dx, int dy, int &straight, int &diagonal)
    {
        straight = std::abs(dx - dy);
        diagonal = std::min(dx, dy);
    }
    static double estimate(int dx, int dy)
    {
        return double(std::abs(dx - dy)) + double(std::min(dx, dy)) * sqrt2;
    }
};

struct ChebyshevHeuristic
{
    static constexpr bool exact = true;
    static void parts(int dx, int dy, int &straight, int &diagonal)
    {
        straight = std::max(dx, dy);
        diagonal = 0;
    }
    static double estimate(int dx, int dy) { return double(std::max(dx, dy)); }
};

// Calls f with the heuristic's type, so a search is instantiated once per heuristic and its
// inner loop has no switch.
template<typename F>
decltype(auto) withHeuristic(HeuristicKind kind, F &&f)
{
    switch (kind) {
    case HeuristicKind::Manhattan:
        return f(ManhattanHeuristic{});
    case HeuristicKind::Euclidean:
        return f(EuclideanHeuristic{});
    case HeuristicKind::Chebyshev:
        return f(ChebyshevHeuristic{});
    case HeuristicKind::Octile:
        break;
    }
    return f(OctileHeuristic{});
}

} // namespace gridtrace
