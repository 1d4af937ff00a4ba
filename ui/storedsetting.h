#pragma once

#include <QSettings>
#include <QStringList>

namespace gridtrace {

// A dialog's choices as a settings file holds them, read back with care: a value missing, of
// another type, out of range or unknown (written by hand, or by a version with other choices)
// gives the dialog's default instead.
inline int storedInt(const QSettings &settings, const QString &key, int least, int most, int fallback)
{
    bool ok = false;
    const int value = settings.value(key).toInt(&ok);
    return ok && value >= least && value <= most ? value : fallback;
}

inline double storedDouble(const QSettings &settings, const QString &key, double least, double most, double fallback)
{
    bool ok = false;
    const double value = settings.value(key).toDouble(&ok);
    return ok && value >= least && value <= most ? value : fallback;
}

// The index in `names` of the stored name, or `fallback`.
inline int storedChoice(const QSettings &settings, const QString &key, const QStringList &names, int fallback)
{
    const int index = int(names.indexOf(settings.value(key).toString()));
    return index >= 0 ? index : fallback;
}

inline bool storedBool(const QSettings &settings, const QString &key, bool fallback)
{
    const QString value = settings.value(key).toString();
    return value == QLatin1String("true") ? true : value == QLatin1String("false") ? false : fallback;
}

} // namespace gridtrace
