// A trace file in the compact binary form (".gtrace"), as "Open trace" reads it. The same
// invariants as the JSON form: a trace that loads validates and round-trips unchanged.

#include "fuzzsupport.h"
#include "tracecheck.h"

#include "trace/tracefile.h"

using namespace gridtrace;

GRIDTRACE_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QString error;
    const std::optional<Trace> trace = readTraceBinary(fuzz::bytes(data, size), &error);
    if (!trace) {
        fuzz::requireError(error);
        return 0;
    }
    fuzz::checkLoadedTrace(*trace);
    return 0;
}
