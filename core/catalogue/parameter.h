#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantMap>

namespace gridtrace {

// One typed parameter of an algorithm, with its default and range. The GUI builds its
// widgets from these and the CLI parses --set KEY=VALUE against them.
struct ParameterSpec
{
    enum class Type { Integer, Real, Boolean, Choice, Text };

    QString key;
    const char *name = nullptr; // untranslated, context "Catalogue"
    const char *help = nullptr; // untranslated, context "Catalogue"
    Type type = Type::Integer;
    QVariant defaultValue;
    double minimum = 0.0;
    double maximum = 0.0;
    QStringList choices;                 // ids of a Choice
    QList<const char *> choiceNames;     // their untranslated names, context "Catalogue"
    QString pattern;                     // what a Text must match, whole (a regular expression)

    static ParameterSpec integer(const QString &key, const char *name, const char *help,
                                 int defaultValue, int minimum, int maximum);
    static ParameterSpec real(const QString &key, const char *name, const char *help,
                              double defaultValue, double minimum, double maximum);
    static ParameterSpec boolean(const QString &key, const char *name, const char *help,
                                 bool defaultValue);
    static ParameterSpec choice(const QString &key, const char *name, const char *help,
                                const QStringList &choices, const QList<const char *> &choiceNames,
                                const QString &defaultValue);
    // A line of text that matches `pattern` whole and is at most maximumLength characters:
    // a duel record's step string, a player's name.
    static ParameterSpec text(const QString &key, const char *name, const char *help, const QString &defaultValue,
                              const QString &pattern, int maximumLength);

    QString typeName() const;
};

class Parameters
{
    Q_DECLARE_TR_FUNCTIONS(Parameters)

public:
    // Checks values against the specs and returns them complete: missing keys get their
    // defaults, numbers given as text or of another numeric type are converted. An unknown
    // key, a value of the wrong type or out of range sets *error and returns nothing. A number
    // out of range is quoted as `written` writes it (a scenario file's text), when it has it.
    static std::optional<QVariantMap> complete(const QList<ParameterSpec> &specs,
                                               const QVariantMap &values, QString *error,
                                               const QHash<QString, QString> &written = {});
    // Parses the text of a value given on a command line ("8", "0.5", "true", "octile").
    static std::optional<QVariant> parse(const ParameterSpec &spec, const QString &text, QString *error);
    // A bound or a value as people type it: whole numbers in full ("2000000", never "2e+06"),
    // others in their shortest exact form.
    static QString numberText(double value);
};

} // namespace gridtrace
