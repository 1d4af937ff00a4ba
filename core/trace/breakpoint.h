#pragma once

#include "mark.h"
#include "trace.h"

#include <vector>

namespace gridtrace {

// A condition a cursor runs to: "stop on backtrack", "stop when cell (7,3) changes",
// "stop when cell (7,3) is closed". A breakpoint matches a step; the cursor stops right after
// that step, so the change that triggered it is on screen.
struct Breakpoint
{
    enum class Kind { StepKind, CellChange, CellMark };

    Kind kind = Kind::StepKind;
    int stepKind = -1;
    int cell = -1;
    Mark mark = Mark::None;
    bool enabled = true;

    static Breakpoint onStepKind(int stepKind) { return {Kind::StepKind, stepKind, -1, Mark::None, true}; }
    static Breakpoint onCellChange(int cell) { return {Kind::CellChange, -1, cell, Mark::None, true}; }
    static Breakpoint onCellMark(int cell, Mark mark) { return {Kind::CellMark, -1, cell, mark, true}; }

    bool matches(const Trace &trace, int step) const;

    friend bool operator==(const Breakpoint &, const Breakpoint &) = default;
};

using BreakpointList = std::vector<Breakpoint>;

// The position just after the first step at or after `fromStep` that an enabled breakpoint
// matches, or -1 when none does before the end.
int nextBreak(const Trace &trace, const BreakpointList &breakpoints, int fromStep);
// The position just after the last step before `beforeStep` that matches, or -1.
int previousBreak(const Trace &trace, const BreakpointList &breakpoints, int beforeStep);
// Every step that matches, for markers on a timeline.
std::vector<int> matchingSteps(const Trace &trace, const BreakpointList &breakpoints);

} // namespace gridtrace
