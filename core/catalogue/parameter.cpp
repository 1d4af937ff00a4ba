#include "parameter.h"
#include "grid/messagetext.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace gridtrace {

ParameterSpec ParameterSpec::integer(const QString &key, const char *name, const char *help,
                                     int defaultValue, int minimum, int maximum)
{
    ParameterSpec spec;
    spec.key = key;
    spec.name = name;
    spec.help = help;
    spec.type = Type::Integer;
    spec.defaultValue = defaultValue;
    spec.minimum = minimum;
    spec.maximum = maximum;
    return spec;
}

ParameterSpec ParameterSpec::real(const QString &key, const char *name, const char *help,
                                  double defaultValue, double minimum, double maximum)
{
    ParameterSpec spec;
    spec.key = key;
    spec.name = name;
    spec.help = help;
    spec.type = Type::Real;
    spec.defaultValue = defaultValue;
    spec.minimum = minimum;
    spec.maximum = maximum;
    return spec;
}

ParameterSpec ParameterSpec::boolean(const QString &key, const char *name, const char *help,
                                     bool defaultValue)
{
    ParameterSpec spec;
    spec.key = key;
    spec.name = name;
    spec.help = help;
    spec.type = Type::Boolean;
    spec.defaultValue = defaultValue;
    return spec;
}

ParameterSpec ParameterSpec::choice(const QString &key, const char *name, const char *help,
                                    const QStringList &choices, const QList<const char *> &choiceNames,
                                    const QString &defaultValue)
{
    ParameterSpec spec;
    spec.key = key;
    spec.name = name;
    spec.help = help;
    spec.type = Type::Choice;
    spec.choices = choices;
    spec.choiceNames = choiceNames;
    spec.defaultValue = defaultValue;
    return spec;
}

ParameterSpec ParameterSpec::text(const QString &key, const char *name, const char *help, const QString &defaultValue,
                                  const QString &pattern, int maximumLength)
{
    ParameterSpec spec;
    spec.key = key;
    spec.name = name;
    spec.help = help;
    spec.type = Type::Text;
    spec.defaultValue = defaultValue;
    spec.pattern = pattern;
    spec.maximum = maximumLength;
    return spec;
}

QString ParameterSpec::typeName() const
{
    switch (type) {
    case Type::Integer:
        return QStringLiteral("integer");
    case Type::Real:
        return QStringLiteral("real");
    case Type::Boolean:
        return QStringLiteral("boolean");
    case Type::Choice:
        return QStringLiteral("choice");
    case Type::Text:
        return QStringLiteral("text");
    }
    return {};
}

namespace {

// A number in a message: whole ones with their digits grouped, as every message prints counts.
QString groupedText(double value)
{
    if (value == std::floor(value) && std::abs(value) < 9007199254740992.0)
        return groupedNumber(qint64(value));
    return Parameters::numberText(value);
}

// A number out of range as the user wrote it: the file's text when it reads as the value,
// else the value itself, its digits grouped.
QString shownNumber(double number, const QString &written)
{
    bool ok = false;
    if (!written.isEmpty() && written.toDouble(&ok) == number && ok)
        return shownInMessage(written);
    return groupedText(number);
}

std::optional<QVariant> coerce(const ParameterSpec &spec, const QVariant &value, QString *error,
                               const QString &written = {})
{
    const auto fail = [&](const QString &message) -> std::optional<QVariant> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (value.typeId() == QMetaType::QString)
        return Parameters::parse(spec, value.toString(), error);

    switch (spec.type) {
    case ParameterSpec::Type::Integer: {
        bool ok = false;
        const double number = value.toDouble(&ok);
        if (!ok || value.typeId() == QMetaType::Bool || number != std::floor(number))
            return fail(Parameters::tr("parameter %1 takes a whole number").arg(spec.key));
        if (number < spec.minimum || number > spec.maximum)
            return fail(Parameters::tr("parameter %1 takes a whole number from %2 to %3, not \"%4\"")
                            .arg(spec.key, groupedText(spec.minimum), groupedText(spec.maximum), shownNumber(number, written)));
        return QVariant(int(number));
    }
    case ParameterSpec::Type::Real: {
        bool ok = false;
        const double number = value.toDouble(&ok);
        if (!ok || value.typeId() == QMetaType::Bool || !std::isfinite(number))
            return fail(Parameters::tr("parameter %1 takes a number").arg(spec.key));
        if (number < spec.minimum || number > spec.maximum)
            return fail(Parameters::tr("parameter %1 takes a number from %2 to %3, not \"%4\"")
                            .arg(spec.key, groupedText(spec.minimum), groupedText(spec.maximum), shownNumber(number, written)));
        return QVariant(number);
    }
    case ParameterSpec::Type::Boolean:
        if (value.typeId() != QMetaType::Bool)
            return fail(Parameters::tr("parameter %1 takes true or false").arg(spec.key));
        return value;
    case ParameterSpec::Type::Choice:
        break;
    case ParameterSpec::Type::Text:
        return fail(Parameters::tr("parameter %1 takes text").arg(spec.key));
    }
    return fail(Parameters::tr("parameter %1 takes one of: %2").arg(spec.key, listOfNames(spec.choices)));
}

} // namespace

QString Parameters::numberText(double value)
{
    // Below 2^53 every whole double is an exact integer.
    if (value == std::floor(value) && std::abs(value) < 9007199254740992.0)
        return QString::number(qint64(value));
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

std::optional<QVariant> Parameters::parse(const ParameterSpec &spec, const QString &text, QString *error)
{
    const QString trimmed = text.trimmed();
    const auto fail = [&](const QString &message) -> std::optional<QVariant> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    switch (spec.type) {
    case ParameterSpec::Type::Integer: {
        bool ok = false;
        const qlonglong number = trimmed.toLongLong(&ok);
        // A refusal echoes what was typed ("-0", "007"), not the number it reads as.
        if (!ok || double(number) < spec.minimum || double(number) > spec.maximum)
            return fail(tr("parameter %1 takes a whole number from %2 to %3, not \"%4\"")
                            .arg(spec.key, groupedText(spec.minimum), groupedText(spec.maximum), shownInMessage(text)));
        return coerce(spec, QVariant(double(number)), error);
    }
    case ParameterSpec::Type::Real: {
        bool ok = false;
        const double number = trimmed.toDouble(&ok);
        // "nan" and "inf" read as numbers, but no range holds them.
        if (!ok || !std::isfinite(number) || number < spec.minimum || number > spec.maximum)
            return fail(tr("parameter %1 takes a number from %2 to %3, not \"%4\"")
                            .arg(spec.key, groupedText(spec.minimum), groupedText(spec.maximum), shownInMessage(text)));
        return coerce(spec, QVariant(number), error);
    }
    case ParameterSpec::Type::Boolean: {
        const QString lower = trimmed.toLower();
        if (lower == u"true" || lower == u"yes" || lower == u"on" || lower == u"1")
            return QVariant(true);
        if (lower == u"false" || lower == u"no" || lower == u"off" || lower == u"0")
            return QVariant(false);
        return fail(tr("parameter %1 takes true or false, not \"%2\"").arg(spec.key, shownInMessage(text)));
    }
    case ParameterSpec::Type::Choice:
        if (spec.choices.contains(trimmed))
            return QVariant(trimmed);
        return fail(tr("parameter %1 takes one of: %2, not \"%3\"")
                        .arg(spec.key, listOfNames(spec.choices), shownInMessage(text)));
    case ParameterSpec::Type::Text: {
        if (trimmed.size() > spec.maximum)
            return fail(tr("parameter %1 takes at most %2 characters, not %3").arg(spec.key, groupedNumber(qint64(spec.maximum)), groupedNumber(qint64(trimmed.size()))));
        const QRegularExpression whole(QRegularExpression::anchoredPattern(spec.pattern));
        if (!whole.match(trimmed).hasMatch())
            return fail(tr("parameter %1 does not take \"%2\"").arg(spec.key, shownInMessage(trimmed)));
        return QVariant(trimmed);
    }
    }
    return std::nullopt;
}

std::optional<QVariantMap> Parameters::complete(const QList<ParameterSpec> &specs,
                                                const QVariantMap &values, QString *error,
                                                const QHash<QString, QString> &written)
{
    QVariantMap result;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        const auto spec = std::find_if(specs.cbegin(), specs.cend(),
                                       [&](const ParameterSpec &s) { return s.key == it.key(); });
        if (spec == specs.cend()) {
            QStringList known;
            for (const ParameterSpec &s : specs)
                known << s.key;
            if (error)
                *error = known.isEmpty()
                    ? tr("unknown parameter \"%1\": this algorithm takes none").arg(shownInMessage(it.key()))
                    : tr("unknown parameter \"%1\" (known: %2)").arg(shownInMessage(it.key()), listOfNames(known));
            return std::nullopt;
        }
        const auto value = coerce(*spec, it.value(), error, written.value(it.key()));
        if (!value)
            return std::nullopt;
        result.insert(it.key(), *value);
    }
    for (const ParameterSpec &spec : specs) {
        if (!result.contains(spec.key))
            result.insert(spec.key, spec.defaultValue);
    }
    return result;
}

} // namespace gridtrace
