// A scenario file (docs/scenario-format.md). One that loads saves and reloads unchanged.

#include "fuzzsupport.h"

#include "grid/scenariofile.h"

using namespace gridtrace;

GRIDTRACE_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QString error;
    const std::optional<Scenario> scenario = readScenarioJson(fuzz::bytes(data, size), &error);
    if (!scenario) {
        fuzz::requireError(error);
        return 0;
    }
    const std::optional<Scenario> again = readScenarioJson(writeScenarioJson(*scenario), &error);
    fuzz::require(again.has_value(), "a loaded scenario, saved, does not load again", error);
    fuzz::require(*again == *scenario, "a loaded scenario, saved, loads as a different scenario");
    return 0;
}
