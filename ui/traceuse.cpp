#include "traceuse.h"

#include "catalogue/algorithminfo.h"
#include "trace/trace.h"

namespace gridtrace {

TraceUse TraceUse::of(const Trace &trace)
{
    TraceUse use;
    const Scene &initial = trace.initial;
    for (int cell = 0; cell < initial.cellCount(); ++cell)
        use.marks.set(std::size_t(initial.mark(cell)));
    use.counters.resize(initial.counterCount());
    for (int i = 0; i < initial.counterCount(); ++i)
        use.counters[i] = initial.counter(i) != 0;
    for (const Change &change : trace.changes) {
        if (change.op() == ChangeOp::SetCell && change.slot() == int(CellLayer::Mark) && change.after < markCount)
            use.marks.set(change.after);
        else if (change.op() == ChangeOp::SetCounter && change.slot() < use.counters.size())
            use.counters[change.slot()] = true;
    }
    use.marks.reset(std::size_t(Mark::None));
    use.stepKinds.resize(trace.tables.stepKinds.size());
    for (const Step &step : trace.steps) {
        if (step.kind < use.stepKinds.size())
            use.stepKinds[step.kind] = true;
    }
    return use;
}

bool TraceUse::narrowsPanels(const AlgorithmInfo *info)
{
    return info && info->family == Family::Duel;
}

} // namespace gridtrace
