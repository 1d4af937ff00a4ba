#pragma once

#include "trace/mark.h"

#include <QList>

#include <bitset>

namespace gridtrace {

struct AlgorithmInfo;
class Trace;

// What one trace shows of all its algorithm may show: the marks its scenes hold, the counters
// its steps set and the kinds of its steps. A duel's catalogue entry speaks for every bot, while
// a game shows its own players' reasoning alone (a replay none at all): the Legend, the Watches
// and the Breakpoints' kinds of step list a duel's only where its trace uses them.
struct TraceUse
{
    std::bitset<markCount> marks;
    QList<bool> counters;  // by the trace's counter index
    QList<bool> stepKinds; // by the trace's step kind index

    static TraceUse of(const Trace &trace);
    // Whether the panels leave out what a trace of this algorithm never uses.
    static bool narrowsPanels(const AlgorithmInfo *info);
};

} // namespace gridtrace
