#include "boardclicks.h"

#include "gridview.h"

#include <QKeyEvent>
#include <QMouseEvent>

namespace gridtrace {

BoardClicks::Click BoardClicks::take(QObject *watched, QEvent *event)
{
    Click click;
    switch (event->type()) {
    case QEvent::KeyPress:
    case QEvent::KeyRelease: {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Space && !key->isAutoRepeat())
            m_spaceHeld = event->type() == QEvent::KeyPress;
        return click;
    }
    case QEvent::FocusOut:
        m_spaceHeld = false;
        return click;
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick:
        break;
    default:
        return click;
    }
    auto *mouse = static_cast<QMouseEvent *>(event);
    if (mouse->button() != Qt::LeftButton || mouse->modifiers() != Qt::NoModifier || m_spaceHeld)
        return click;
    auto *widget = qobject_cast<QWidget *>(watched);
    auto *view = qobject_cast<GridView *>(watched);
    if (!view && widget)
        view = qobject_cast<GridView *>(widget->parentWidget()); // installed on a viewport
    if (!view)
        return click;
    const QPoint pos = widget == view ? mouse->position().toPoint() : widget->mapTo(view, mouse->position().toPoint());
    const std::optional<CellPos> cell = view->cellAt(pos);
    if (!cell)
        return click;
    click.onBoard = true;
    if (event->type() == QEvent::MouseButtonPress)
        click.cell = cell;
    return click;
}

} // namespace gridtrace
