#pragma once

#include "grid.h"

#include <QIODevice>
#include <QString>

#include <optional>
#include <vector>

namespace gridtrace {

// One line of a Moving AI .map.scen file.
struct MovingAiScenario
{
    int bucket = 0;
    QString mapName;
    int mapWidth = 0;
    int mapHeight = 0;
    CellPos start;
    CellPos goal;
    double optimalLength = 0.0;
};

// Readers for the Moving AI benchmark formats (movingai.com/benchmarks). On failure they
// return nothing and set *error to one line that says what is wrong and where
// ("line 7: ..."); the load* variants put the file name in front.
std::optional<Grid> readMovingAiMap(QIODevice &device, QString *error);
std::optional<Grid> loadMovingAiMap(const QString &fileName, QString *error);
std::optional<std::vector<MovingAiScenario>> readMovingAiScenarios(QIODevice &device, QString *error);
std::optional<std::vector<MovingAiScenario>> loadMovingAiScenarios(const QString &fileName, QString *error);

} // namespace gridtrace
