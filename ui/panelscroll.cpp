#include "panelscroll.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QScrollBar>
#include <QLayout>
#include <QSlider>
#include <QVBoxLayout>

namespace gridtrace {

PanelScroll::PanelScroll(QWidget *panel, QWidget *parent)
    : QScrollArea(parent)
{
    setWidget(panel);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // A click on a control that takes no focus (a game's buttons, its pace slider) would give it
    // to the scroll area, which would take the game's keys: the arrows would scroll the panel.
    // The keys stay where they were, on the board the game is played on.
    setFocusPolicy(Qt::NoFocus);
    for (QWidget *field : panel->findChildren<QWidget *>()) {
        if (qobject_cast<QComboBox *>(field) || qobject_cast<QAbstractSpinBox *>(field) || qobject_cast<QSlider *>(field)) {
            field->installEventFilter(this);
            // Without focus the wheel would pass them by; with a click they take it.
            if (field->focusPolicy() == Qt::WheelFocus)
                field->setFocusPolicy(Qt::StrongFocus);
        }
    }
    // An Alt letter can focus a field scrolled out of sight (a short dock, a large font): the
    // panel follows, or the arrows would change a field no one sees.
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) {
        if (now && widget() && widget()->isAncestorOf(now))
            ensureWidgetVisible(now);
    });
}

QWidget *PanelScroll::withLineBelow(QWidget *panel, QWidget *line, QWidget *parent)
{
    auto *holder = new QWidget(parent);
    const QMargins margins = panel->layout() ? panel->layout()->contentsMargins() : QMargins();
    auto *layout = new QVBoxLayout(holder);
    layout->setContentsMargins(0, 0, 0, margins.bottom());
    layout->setSpacing(0);
    layout->addWidget(new PanelScroll(panel, holder), 1);
    // Out of the panel's layout, and lined up with the panel's fields.
    line->setParent(holder);
    line->setContentsMargins(margins.left(), 0, margins.right(), 0);
    layout->addWidget(line);
    return holder;
}

QWidget *PanelScroll::linesInSight(QWidget *panel, const QList<QObject *> &lines)
{
    auto *holder = new QWidget(panel);
    auto *layout = new QVBoxLayout(holder);
    layout->setContentsMargins(0, 0, 0, 0);
    // One line below the other at once: a small screen gives the panels no pixel to spare.
    layout->setSpacing(0);
    for (QObject *line : lines) {
        if (auto *widget = qobject_cast<QWidget *>(line))
            layout->addWidget(widget);
        else if (auto *lineLayout = qobject_cast<QLayout *>(line))
            layout->addLayout(lineLayout);
    }
    return holder;
}

bool PanelScroll::eventFilter(QObject *watched, QEvent *event)
{
    // Scrolling down the panel must not change the list the pointer passes over.
    auto *field = qobject_cast<QWidget *>(watched);
    // The scroll bars are watched too (by the scroll area itself): only the panel's fields pass
    // their wheel on.
    if (event->type() == QEvent::Wheel && field && widget() && widget()->isAncestorOf(field) && !field->hasFocus()) {
        QCoreApplication::sendEvent(verticalScrollBar(), event);
        return true;
    }
    // A field taken out of the panel and kept in sight below it (the puzzle's solver) has nothing
    // to scroll: the turn is dropped, not taken as a new choice, until the field is clicked.
    if (event->type() == QEvent::Wheel && field && !field->hasFocus()
        && (qobject_cast<QComboBox *>(field) || qobject_cast<QAbstractSpinBox *>(field) || qobject_cast<QSlider *>(field)))
        return true;
    return QScrollArea::eventFilter(watched, event);
}

QSize PanelScroll::minimumSizeHint() const
{
    // Asked afresh each time: the panel's narrowest width changes with the language.
    const QSize panel = widget() ? widget()->minimumSizeHint() : QSize();
    const int rows = fontMetrics().height() * 3;
    return {panel.width() + verticalScrollBar()->sizeHint().width(), std::min(panel.height(), rows)};
}

} // namespace gridtrace
