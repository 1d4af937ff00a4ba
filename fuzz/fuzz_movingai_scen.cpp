// A Moving AI scenario list (.map.scen). Every scenario that loads names a map with cells
// with its endpoints on it and a finite, non-negative optimal length.

#include "fuzzsupport.h"

#include "grid/movingai.h"

#include <QBuffer>

#include <cmath>

using namespace gridtrace;

GRIDTRACE_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QByteArray content = fuzz::bytes(data, size);
    QBuffer device(&content);
    device.open(QIODevice::ReadOnly);
    QString error;
    const auto scenarios = readMovingAiScenarios(device, &error);
    if (!scenarios) {
        fuzz::requireError(error);
        return 0;
    }
    for (const MovingAiScenario &s : *scenarios) {
        fuzz::require(s.bucket >= 0 && !s.mapName.isEmpty(), "a scenario has a negative bucket or no map name");
        fuzz::require(s.mapWidth >= 1 && s.mapHeight >= 1, "a scenario names a map with no cells");
        const auto onMap = [&s](CellPos p) { return p.x >= 0 && p.y >= 0 && p.x < s.mapWidth && p.y < s.mapHeight; };
        fuzz::require(onMap(s.start) && onMap(s.goal), "a scenario's endpoint lies off its map");
        fuzz::require(std::isfinite(s.optimalLength) && s.optimalLength >= 0.0,
                      "a scenario's optimal length is not a finite length");
    }
    return 0;
}
