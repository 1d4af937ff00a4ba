#pragma once

#include "grid/movingai.h"
#include "grid/scenario.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <vector>

namespace gridtrace::cli {

// A Moving AI map with its scenarios, as `check` and `bench` take them: --map, --scen,
// --algo, --first.
class BenchmarkSet
{
    Q_DECLARE_TR_FUNCTIONS(BenchmarkSet)

public:
    // A scenario line takes at least some 25 bytes, so a file within its cap holds fewer lines.
    static constexpr quint64 maxFirst = 10'000'000;

    static void addOptions(QCommandLineParser &parser);
    bool load(const QCommandLineParser &parser, QString *error);

    const QString &algorithm() const { return m_algorithm; }
    const std::vector<MovingAiScenario> &scenarios() const { return m_scenarios; }
    // The query for one scenario: 8-connected, no corner cutting, the octile heuristic where
    // the algorithm takes one, as the benchmark's optimal lengths assume.
    Scenario query(const MovingAiScenario &line) const;

private:
    Grid m_map;
    std::vector<MovingAiScenario> m_scenarios;
    QString m_algorithm;
    QVariantMap m_parameters;
};

} // namespace gridtrace::cli
