#pragma once

// The debugger keys' rules, written out plainly over a trace's step depths, for the tests to
// hold the cursor, the window and the HTML player to. Position p shows step p - 1; position 0
// shows none, and there both keys make the first step the one on screen.

#include "trace/trace.h"

#include <algorithm>
#include <vector>

namespace steprules {

inline std::vector<int> depthsOf(const gridtrace::Trace &trace)
{
    std::vector<int> depths;
    for (const gridtrace::Step &step : trace.steps)
        depths.push_back(step.depth);
    return depths;
}

// F10: the first later step no deeper than the one on screen, or the end.
inline int stepOver(const std::vector<int> &depths, int position)
{
    const int count = int(depths.size());
    if (position == 0)
        return std::min(1, count);
    if (position == count)
        return count;
    for (int q = position + 1; q <= count; ++q) {
        if (depths[std::size_t(q - 1)] <= depths[std::size_t(position - 1)])
            return q;
    }
    return count;
}

// Shift+F11: the furthest position whose every step from the one on screen on is at least as
// deep as it; one step on when that is where it already is; the end from depth 0.
inline int stepOut(const std::vector<int> &depths, int position)
{
    const int count = int(depths.size());
    if (position == 0)
        return std::min(1, count);
    if (position == count)
        return count;
    const int depth = depths[std::size_t(position - 1)];
    if (depth == 0)
        return count;
    int furthest = position;
    for (int q = position + 1; q <= count; ++q) {
        bool inside = true;
        for (int s = position - 1; s < q; ++s)
            inside = inside && depths[std::size_t(s)] >= depth;
        if (!inside)
            break;
        furthest = q;
    }
    return furthest == position ? position + 1 : furthest;
}

} // namespace steprules
