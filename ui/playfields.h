#pragma once

#include <QApplication>
#include <QComboBox>
#include <QPointer>
#include <QSpinBox>
#include <QString>

#include <memory>

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

// A list beside a board that takes the game's keys: a click on it leaves the keys with the
// board, and the keyboard reaches it by its label's mnemonic or Tab; once a choice is made, the
// focus goes back where it came from, so the next arrow key steers again.
inline void pickThenGiveFocusBack(QComboBox *box)
{
    box->setFocusPolicy(Qt::TabFocus);
    auto cameFrom = std::make_shared<QPointer<QWidget>>();
    QObject::connect(qApp, &QApplication::focusChanged, box, [box, cameFrom](QWidget *old, QWidget *now) {
        // The list's own popup is a window of its own: coming back from it is no arrival.
        if (now == box && old && old != box && old->window() == box->window())
            *cameFrom = old;
    });
    QObject::connect(box, &QComboBox::activated, box, [box, cameFrom] {
        if (box->window()->focusWidget() == box && *cameFrom)
            (*cameFrom)->setFocus(Qt::OtherFocusReason);
    });
}

} // namespace gridtrace
