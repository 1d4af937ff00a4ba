// A trace file in the documented JSON form (docs/trace-format.md), as "Open trace" reads it.
// A trace that loads must be one the player can replay: it validates, and it survives a save
// and reload in either format unchanged.

#include "fuzzsupport.h"
#include "tracecheck.h"

#include "trace/tracefile.h"

using namespace gridtrace;

GRIDTRACE_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QString error;
    const std::optional<Trace> trace = readTraceJson(fuzz::bytes(data, size), &error);
    if (!trace) {
        fuzz::requireError(error);
        return 0;
    }
    fuzz::checkLoadedTrace(*trace);
    return 0;
}
