#include "tracename.h"

#include "catalogue/catalogue.h"

#include <QLocale>

namespace gridtrace {

namespace {

// A parameter's value as the Algorithm panel shows it: a choice by its name, not its id.
QString valueText(const ParameterSpec &spec, const QVariant &value)
{
    switch (spec.type) {
    case ParameterSpec::Type::Boolean:
        return value.toBool() ? TraceName::tr("yes") : TraceName::tr("no");
    case ParameterSpec::Type::Choice: {
        const qsizetype index = spec.choices.indexOf(value.toString());
        if (index >= 0 && index < spec.choiceNames.size() && spec.choiceNames[index])
            return Catalogue::text(spec.choiceNames[index]);
        return value.toString();
    }
    case ParameterSpec::Type::Real:
        return QLocale().toString(value.toDouble());
    default:
        return value.toString();
    }
}

// Inside a sentence: "Heuristic" reads "heuristic", an initialism stays as it is.
QString inSentence(const QString &name)
{
    if (name.size() > 1 && name.at(1).isUpper())
        return name;
    return name.left(1).toLower() + name.mid(1);
}

} // namespace

QString TraceName::of(const Scenario &header, const std::vector<const Scenario *> &others)
{
    const AlgorithmInfo *info = Catalogue::find(header.algorithm);
    if (!info)
        return header.algorithm;
    const QString name = Catalogue::text(info->name);
    const auto value = [](const Scenario &scenario, const ParameterSpec &spec) {
        return scenario.parameters.value(spec.key, spec.defaultValue);
    };
    // Only what differs from another trace of the same algorithm: the rest says nothing.
    std::vector<bool> differs(std::size_t(info->parameters.size()), false);
    bool seedDiffers = false;
    for (const Scenario *other : others) {
        if (!other || other->algorithm != header.algorithm)
            continue;
        for (qsizetype i = 0; i < info->parameters.size(); ++i) {
            if (value(*other, info->parameters[i]) != value(header, info->parameters[i]))
                differs[std::size_t(i)] = true;
        }
        if (info->usesSeed && other->seed != header.seed)
            seedDiffers = true;
    }
    QStringList parts;
    for (qsizetype i = 0; i < info->parameters.size(); ++i) {
        if (!differs[std::size_t(i)])
            continue;
        const ParameterSpec &spec = info->parameters[i];
        parts << tr("%1: %2", "a parameter and its value").arg(inSentence(spec.name ? Catalogue::text(spec.name) : spec.key),
                                                                 valueText(spec, value(header, spec)));
    }
    if (seedDiffers)
        parts << tr("seed: %1").arg(header.seed);
    if (parts.isEmpty())
        return name;
    return tr("%1 (%2)", "a search, then the parameters that tell it from another").arg(name, parts.join(tr(", ")));
}

} // namespace gridtrace
