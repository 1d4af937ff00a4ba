#include "listcommand.h"

#include "catalogue/catalogue.h"
#include "grid/messagetext.h"
#include "terminaltext.h"

#include <QJsonArray>

namespace gridtrace::cli {

namespace {

QJsonValue jsonValue(const QVariant &value)
{
    return QJsonValue::fromVariant(value);
}

QJsonObject describeParameter(const ParameterSpec &spec)
{
    QJsonObject object{
        {QStringLiteral("key"), spec.key},
        {QStringLiteral("name"), Catalogue::text(spec.name)},
        {QStringLiteral("type"), spec.typeName()},
        {QStringLiteral("default"), jsonValue(spec.defaultValue)},
    };
    if (spec.help)
        object.insert(QStringLiteral("help"), Catalogue::text(spec.help));
    if (spec.type == ParameterSpec::Type::Integer || spec.type == ParameterSpec::Type::Real) {
        object.insert(QStringLiteral("minimum"), spec.minimum);
        object.insert(QStringLiteral("maximum"), spec.maximum);
    }
    if (spec.type == ParameterSpec::Type::Choice)
        object.insert(QStringLiteral("choices"), QJsonArray::fromStringList(spec.choices));
    if (spec.type == ParameterSpec::Type::Text) {
        object.insert(QStringLiteral("pattern"), spec.pattern);
        object.insert(QStringLiteral("maximum_length"), spec.maximum);
    }
    return object;
}

// The parameter's type in the reader's language; --json keeps typeName(), the id.
QString typeText(const ParameterSpec &spec)
{
    switch (spec.type) {
    case ParameterSpec::Type::Integer:
        return ListCommand::tr("integer");
    case ParameterSpec::Type::Real:
        return ListCommand::tr("real");
    case ParameterSpec::Type::Boolean:
        return ListCommand::tr("boolean");
    case ParameterSpec::Type::Choice:
        return ListCommand::tr("choice");
    case ParameterSpec::Type::Text:
        return ListCommand::tr("text");
    }
    return spec.typeName();
}

QString parameterText(const ParameterSpec &spec)
{
    const bool numeric = spec.type == ParameterSpec::Type::Integer || spec.type == ParameterSpec::Type::Real;
    // Whole numbers grouped as every count the command line prints ("0..1,000,000,000").
    const auto number = [&spec](double value) {
        return spec.type == ParameterSpec::Type::Integer ? groupedNumber(qint64(value)) : Parameters::numberText(value);
    };
    const QString defaultText = numeric ? number(spec.defaultValue.toDouble()) : spec.defaultValue.toString();
    // An empty default (a text left blank) has nothing to show after "default".
    QString line = defaultText.isEmpty() ? ListCommand::tr("%1 (%2)").arg(spec.key, typeText(spec))
                                         : ListCommand::tr("%1 (%2, default %3)").arg(spec.key, typeText(spec), defaultText);
    // The colon after the name is the language's own ("：" in Chinese).
    const auto withValues = [&line](const QString &values) {
        return ListCommand::tr("%1: %2", "a parameter and the values it takes").arg(line, values);
    };
    if (spec.type == ParameterSpec::Type::Choice)
        return withValues(spec.choices.join(QStringLiteral(" | ")));
    if (spec.type == ParameterSpec::Type::Text)
        return withValues(QStringLiteral("/%1/, ≤ %2").arg(spec.pattern, groupedNumber(qint64(spec.maximum))));
    if (spec.type != ParameterSpec::Type::Boolean)
        return withValues(QStringLiteral("%1..%2").arg(number(spec.minimum), number(spec.maximum)));
    return line;
}

} // namespace

void ListCommand::describe(QCommandLineParser &) const
{
}

int ListCommand::execute(const QCommandLineParser &parser, const Output &output)
{
    // A stray word is a typo or a misplaced value, not something to ignore.
    if (!parser.positionalArguments().isEmpty())
        return output.fail(BadInput, tr("list takes no positional arguments, not \"%1\"").arg(parser.positionalArguments().join(u' ')));
    QJsonArray algorithms;
    QString text;
    const int columns = terminaltext::outputColumns();
    for (const AlgorithmInfo &info : Catalogue::algorithms()) {
        QJsonArray parameters;
        for (const ParameterSpec &spec : info.parameters)
            parameters.append(describeParameter(spec));
        QJsonArray stepKinds;
        for (const StepKindInfo &kind : info.stepKinds)
            stepKinds.append(QString::fromLatin1(kind.id));
        QJsonArray counters;
        for (const NamedSlot &counter : info.counters)
            counters.append(QString::fromLatin1(counter.id));
        algorithms.append(QJsonObject{
            {QStringLiteral("id"), info.id},
            {QStringLiteral("family"), Catalogue::familyId(info.family)},
            {QStringLiteral("name"), Catalogue::text(info.name)},
            {QStringLiteral("summary"), Catalogue::text(info.summary)},
            {QStringLiteral("needs_start"), info.needsStart},
            {QStringLiteral("needs_goal"), info.needsGoal},
            {QStringLiteral("parameters"), parameters},
            {QStringLiteral("step_kinds"), stepKinds},
            {QStringLiteral("counters"), counters},
        });
        // Wrapped to the terminal: a long name goes on under itself, clear of the description
        // below, which hangs under the entry's first line; where that leaves too narrow a
        // column, it goes on less deep than the description starts.
        const QString head = QStringLiteral("%1  [%2]  ").arg(info.id, Catalogue::familyId(info.family));
        const int headColumns = terminaltext::width(head);
        if (columns - headColumns >= 20)
            text += head + terminaltext::hanging(Catalogue::text(info.name), headColumns, 0, columns).mid(headColumns);
        else
            text += terminaltext::hanging(head + Catalogue::text(info.name), 0, 2, columns);
        text += terminaltext::hanging(Catalogue::text(info.summary), 4, 2, columns);
        for (const ParameterSpec &spec : info.parameters)
            text += terminaltext::hanging(parameterText(spec), 4, 2, columns);
    }
    output.result(QJsonObject{{QStringLiteral("algorithms"), algorithms}}, text);
    return Success;
}

} // namespace gridtrace::cli
