#pragma once

#include <QSpinBox>
#include <QString>

namespace gridtrace {

// What the panels of the games played on the board share.

// A game's clock: minutes and seconds, hours in front once there are any.
inline QString playClockText(qint64 ms)
{
    const qint64 seconds = ms / 1000;
    const qint64 hours = seconds / 3600;
    const QString minutesSeconds = QStringLiteral("%1:%2")
                                       .arg(hours > 0 ? (seconds / 60) % 60 : seconds / 60, hours > 0 ? 2 : 1, 10, QLatin1Char('0'))
                                       .arg(seconds % 60, 2, 10, QLatin1Char('0'));
    return hours > 0 ? QStringLiteral("%1:%2").arg(hours).arg(minutesSeconds) : minutesSeconds;
}

// A number field of a new game (a side of its board, its kinds), named for tests.
inline QSpinBox *newGameNumberBox(QWidget *parent, const QString &objectName, int minimum, int maximum, int value)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(objectName);
    box->setRange(minimum, maximum);
    box->setValue(value);
    return box;
}

} // namespace gridtrace
