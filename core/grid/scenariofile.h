#pragma once

#include "scenario.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace gridtrace {

// A scenario as JSON (documented in docs/scenario-format.md). The object form is shared with
// the trace header, which is a scenario too.
QJsonObject scenarioToJson(const Scenario &scenario);
std::optional<Scenario> scenarioFromJson(const QJsonObject &object, QString *error);

QByteArray writeScenarioJson(const Scenario &scenario);
std::optional<Scenario> readScenarioJson(const QByteArray &json, QString *error);
bool saveScenario(const Scenario &scenario, const QString &fileName, QString *error);
std::optional<Scenario> loadScenario(const QString &fileName, QString *error);

} // namespace gridtrace
