#include "benchmarkset.h"

#include "catalogue/catalogue.h"
#include "catalogue/parameter.h"
#include "clicommand.h"
#include "grid/messagetext.h"
#include "nearestname.h"

#include <QDir>

namespace gridtrace::cli {

void BenchmarkSet::addOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {QStringLiteral("map"), tr("The Moving AI .map file."), tr("file")},
        {QStringLiteral("scen"), tr("Its .map.scen file."), tr("file")},
        {QStringLiteral("algo"), tr("The algorithm (default astar)."), tr("id"), QStringLiteral("astar")},
        {QStringLiteral("first"), tr("Only the first N scenarios (1 to %1).").arg(groupedNumber(maxFirst)), tr("n")},
        {QStringLiteral("set"), tr("Set a parameter of the algorithm (repeatable)."), tr("key=value")},
    });
}

bool BenchmarkSet::load(const QCommandLineParser &parser, QString *error)
{
    if (!parser.isSet(QStringLiteral("map")) || !parser.isSet(QStringLiteral("scen"))) {
        *error = tr("give both --map and --scen");
        return false;
    }
    m_algorithm = parser.value(QStringLiteral("algo"));
    const AlgorithmInfo *info = Catalogue::find(m_algorithm);
    if (!info || info->family != Family::Pathfinding) {
        // A slip of the keyboard is answered with the search it most likely meant.
        QStringList searches;
        for (const AlgorithmInfo &entry : Catalogue::algorithms())
            if (entry.family == Family::Pathfinding)
                searches << entry.id;
        if (const QString meant = nearestName(m_algorithm, searches); !meant.isEmpty())
            *error = tr("--algo: \"%1\" is not a pathfinding algorithm: did you mean %2? See gridtrace-cli list")
                         .arg(shownInMessage(m_algorithm), meant);
        else
            *error = tr("--algo: \"%1\" is not a pathfinding algorithm; see gridtrace-cli list").arg(shownInMessage(m_algorithm));
        return false;
    }
    m_parameters.insert(QStringLiteral("connectivity"), QStringLiteral("8"));
    if (info->parameter(QStringLiteral("heuristic")))
        m_parameters.insert(QStringLiteral("heuristic"), QStringLiteral("octile"));
    Scenario withSettings;
    if (!Inputs::readParameters(parser, withSettings, error))
        return false;
    if (const QString misspelt = Inputs::misspeltSetValue(parser, info->parameters); !misspelt.isEmpty()) {
        *error = misspelt;
        return false;
    }
    m_parameters.insert(withSettings.parameters);

    // A file of another kind is named for what it holds, as run names it.
    auto map = loadMovingAiMap(parser.value(QStringLiteral("map")), error);
    if (!map) {
        if (const QString kind = Inputs::otherKindThanMovingAi(parser.value(QStringLiteral("map")), true); !kind.isEmpty())
            *error = kind;
        return false;
    }
    m_map = std::move(*map);
    auto lines = loadMovingAiScenarios(parser.value(QStringLiteral("scen")), error);
    if (!lines) {
        if (const QString kind = Inputs::otherKindThanMovingAi(parser.value(QStringLiteral("scen")), false); !kind.isEmpty())
            *error = kind;
        return false;
    }
    m_scenarios = std::move(*lines);
    if (m_scenarios.empty()) {
        *error = tr("%1 holds no scenarios").arg(Inputs::shownFileName(parser.value(QStringLiteral("scen"))));
        return false;
    }

    if (parser.isSet(QStringLiteral("first"))) {
        // Zero scenarios would report "0 of 0 match", a check that checked nothing; the most is
        // more lines than a scenario file within its size cap can hold.
        const auto first = Inputs::readCount(parser, QStringLiteral("first"), 1, maxFirst, error);
        if (!first)
            return false;
        if (*first < m_scenarios.size())
            m_scenarios.resize(std::size_t(*first));
    }
    // One check of the parameters up front, so a typo fails once, not once per scenario.
    QStringList known;
    for (const ParameterSpec &spec : info->parameters)
        known << spec.key;
    if (const QString misspelt = Inputs::misspeltSetKey(parser, known); !misspelt.isEmpty()) {
        *error = misspelt;
        return false;
    }
    QString problem;
    if (!Parameters::complete(info->parameters, m_parameters, &problem)) {
        *error = problem;
        return false;
    }
    const QString mapFile = parser.value(QStringLiteral("map"));
    const QString scenarioFile = parser.value(QStringLiteral("scen"));
    for (std::size_t i = 0; i < m_scenarios.size(); ++i) {
        const MovingAiScenario &line = m_scenarios[i];
        if (line.mapWidth != m_map.width() || line.mapHeight != m_map.height()) {
            *error = Inputs::scenarioMapMismatch(scenarioFile, line, mapFile, m_map);
            return false;
        }
        // A renamed copy of the map fits its lines; another map of the same size puts their
        // endpoints on its walls, and that is what to say.
        if (!Inputs::scenarioNamesMap(line, mapFile) && (!m_map.isPassable(line.start) || !m_map.isPassable(line.goal))) {
            Scenario query = this->query(line);
            *error = tr("%1: %2").arg(Inputs::scenarioMapMismatch(scenarioFile, line, mapFile, m_map),
                                      Catalogue::prepare(query));
            return false;
        }
        // An endpoint on a wall is the scenario file's fault: said before any search, with the line.
        Scenario query = this->query(line);
        if (const QString endpoint = Catalogue::prepare(query); !endpoint.isEmpty()) {
            *error = tr("%1, scenario %2: %3").arg(Inputs::shownFileName(scenarioFile), groupedNumber(quint64(i)), endpoint);
            return false;
        }
    }
    return true;
}

Scenario BenchmarkSet::query(const MovingAiScenario &line) const
{
    Scenario scenario;
    scenario.board = m_map;
    scenario.start = line.start;
    scenario.goal = line.goal;
    scenario.algorithm = m_algorithm;
    scenario.parameters = m_parameters;
    return scenario;
}

} // namespace gridtrace::cli
