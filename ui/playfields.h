#pragma once

#include <QApplication>
#include <QAbstractItemView>
#include <QComboBox>
#include <QKeyEvent>
#include <QPointer>
#include <QSpinBox>
#include <QString>

#include <functional>
#include <utility>

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

// Where a list's keys go back to, and whether the list is being walked through closed: the
// arrow keys and the wheel pick as they go, and the next arrow must still be the list's.
struct PickedFrom : QObject
{
    using QObject::QObject;

    // The board the game's keys steer on, once the window has said which; before that (a panel
    // on its own), the widget the focus came from.
    QWidget *keysBack() const
    {
        QWidget *target = board ? board() : nullptr;
        return target ? target : cameFrom.data();
    }

    void giveKeysBack(Qt::FocusReason reason) const
    {
        if (QWidget *target = keysBack())
            target->setFocus(reason);
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        auto *box = static_cast<QComboBox *>(watched);
        if (event->type() == QEvent::KeyPress) {
            const auto *key = static_cast<QKeyEvent *>(event);
            const bool plain = !(key->modifiers() & (Qt::AltModifier | Qt::ControlModifier));
            walking = plain && !box->view()->isVisible()
                && (key->key() == Qt::Key_Up || key->key() == Qt::Key_Down || key->key() == Qt::Key_PageUp
                    || key->key() == Qt::Key_PageDown || key->key() == Qt::Key_Home || key->key() == Qt::Key_End);
            // Return on the closed list keeps what it shows and gives the keys back to the board.
            if (plain && (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && keysBack() && box->hasFocus()) {
                giveKeysBack(Qt::OtherFocusReason);
                return true;
            }
            // So does Tab: the next field in the chain (another panel's) would take the arrows.
            if (tabToBoard && key->key() == Qt::Key_Tab && !(key->modifiers() & ~Qt::KeypadModifier) && board && board() && box->hasFocus()) {
                giveKeysBack(Qt::TabFocusReason);
                return true;
            }
        } else if (event->type() == QEvent::Wheel) {
            walking = true;
        } else if (event->type() == QEvent::MouseButtonPress) {
            walking = false;
        }
        return false;
    }

    QPointer<QWidget> cameFrom;
    std::function<QWidget *()> board;
    bool walking = false;
    bool tabToBoard = true;
};

// A list beside a board that takes the game's keys: a click on it leaves the keys with the
// board, and the keyboard reaches it by its label's mnemonic or Tab. The arrow keys then walk
// the list until the focus leaves it (Tab, Return, a click); Return, Tab and a choice from the
// open list give the keys to the board `board` returns, whichever field had them before (the
// speed's slider, reached first, would take the next arrow), so the next arrow key steers again.
// Without `tabToBoard`, Tab goes on to the next field, for a list with fields of its own below.
inline void pickThenGiveFocusBack(QComboBox *box, std::function<QWidget *()> board = {}, bool tabToBoard = true)
{
    box->setFocusPolicy(Qt::TabFocus);
    auto *picked = new PickedFrom(box);
    picked->board = std::move(board);
    picked->tabToBoard = tabToBoard;
    box->installEventFilter(picked);
    QObject::connect(qApp, &QApplication::focusChanged, box, [box, picked](QWidget *old, QWidget *now) {
        // The list's own popup is a window of its own: coming back from it is no arrival.
        if (now == box && old && old != box && old->window() == box->window())
            picked->cameFrom = old;
    });
    QObject::connect(box, &QComboBox::activated, box, [box, picked] {
        if (std::exchange(picked->walking, false))
            return;
        if (box->window()->focusWidget() == box)
            picked->giveKeysBack(Qt::OtherFocusReason);
    });
}

} // namespace gridtrace
