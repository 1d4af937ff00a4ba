#include "flowlayout.h"

#include <QWidget>

#include <algorithm>

namespace gridtrace {

FlowLayout::FlowLayout(QWidget *parent)
    : QLayout(parent)
{
    // The widget's least size follows the rows as they wrap; a layout's default would fix it
    // as the rows were at some earlier width.
    setSizeConstraint(QLayout::SetNoConstraint);
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem *item) { m_items.append(item); }

int FlowLayout::count() const { return int(m_items.size()); }

QLayoutItem *FlowLayout::itemAt(int index) const
{
    return index >= 0 && index < m_items.size() ? m_items[index] : nullptr;
}

QLayoutItem *FlowLayout::takeAt(int index)
{
    return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
}

Qt::Orientations FlowLayout::expandingDirections() const { return {}; }

QSize FlowLayout::sizeHint() const
{
    // Everything on one row, or the rows of the last arrangement where it took more.
    QSize size;
    for (const QLayoutItem *item : m_items) {
        const QSize hint = item->sizeHint();
        size = QSize(size.width() + hint.width() + (size.width() > 0 ? std::max(0, spacing()) : 0),
                     std::max(size.height(), hint.height()));
    }
    const QMargins margins = contentsMargins();
    size += QSize(margins.left() + margins.right(), margins.top() + margins.bottom());
    return QSize(size.width(), std::max(size.height(), shownHeight()));
}

QSize FlowLayout::minimumSize() const
{
    // The widest item alone on its row, and the height the rows took at the current width.
    QSize size;
    for (const QLayoutItem *item : m_items)
        size = size.expandedTo(item->minimumSize());
    const QMargins margins = contentsMargins();
    size += QSize(margins.left() + margins.right(), margins.top() + margins.bottom());
    return QSize(size.width(), std::max(size.height(), shownHeight()));
}

bool FlowLayout::hasHeightForWidth() const { return true; }

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

int FlowLayout::shownHeight() const
{
    // A hidden widget (a dock behind another's tab) keeps the width it last had, often a
    // narrow one: its rows count once it shows and is laid out at its real width.
    const QWidget *widget = parentWidget();
    return widget && widget->isVisible() ? m_arrangedHeight : 0;
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    // Docks and box layouts give a widget its minimum height whatever its width: the rows
    // wrapped at this width become the least height, so they are never cut off.
    const int needed = arrange(rect);
    if (needed != m_arrangedHeight) {
        m_arrangedHeight = needed;
        invalidate();
        if (QWidget *widget = parentWidget(); widget && widget->layout() == this)
            widget->updateGeometry();
    }
}

int FlowLayout::arrange(const QRect &rect, bool place) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int gap = std::max(0, spacing());
    int x = area.x();
    int y = area.y();
    int rowHeight = 0;
    for (QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        const QSize hint = item->sizeHint();
        if (x > area.x() && x + hint.width() > area.right() + 1) {
            x = area.x();
            y += rowHeight + gap;
            rowHeight = 0;
        }
        if (place)
            item->setGeometry(QRect(QPoint(x, y), hint));
        x += hint.width() + gap;
        rowHeight = std::max(rowHeight, hint.height());
    }
    const QMargins margins = contentsMargins();
    return y + rowHeight - rect.y() + margins.bottom();
}

} // namespace gridtrace
