#include "breakpoint.h"

#include <algorithm>

namespace gridtrace {

bool Breakpoint::matches(const Trace &trace, int step) const
{
    if (!enabled)
        return false;
    if (kind == Kind::StepKind)
        return trace.steps[std::size_t(step)].kind == stepKind;

    const std::size_t end = trace.endChange(step);
    for (std::size_t i = trace.firstChange(step); i < end; ++i) {
        const Change &change = trace.changes[i];
        if (change.op() != ChangeOp::SetCell || change.target() != cell)
            continue;
        if (kind == Kind::CellChange)
            return true;
        if (CellLayer(change.slot()) == CellLayer::Mark && change.after == std::uint32_t(mark))
            return true;
    }
    return false;
}

namespace {

bool anyMatches(const Trace &trace, const BreakpointList &breakpoints, int step)
{
    for (const Breakpoint &breakpoint : breakpoints) {
        if (breakpoint.matches(trace, step))
            return true;
    }
    return false;
}

} // namespace

int nextBreak(const Trace &trace, const BreakpointList &breakpoints, int fromStep)
{
    for (int step = std::max(fromStep, 0); step < trace.stepCount(); ++step) {
        if (anyMatches(trace, breakpoints, step))
            return step + 1;
    }
    return -1;
}

int previousBreak(const Trace &trace, const BreakpointList &breakpoints, int beforeStep)
{
    for (int step = std::min(beforeStep, trace.stepCount()) - 1; step >= 0; --step) {
        if (anyMatches(trace, breakpoints, step))
            return step + 1;
    }
    return -1;
}

std::vector<int> matchingSteps(const Trace &trace, const BreakpointList &breakpoints)
{
    std::vector<int> steps;
    for (int step = 0; step < trace.stepCount(); ++step) {
        if (anyMatches(trace, breakpoints, step))
            steps.push_back(step);
    }
    return steps;
}

} // namespace gridtrace
