#include "panelscroll.h"

#include <QScrollBar>

namespace gridtrace {

PanelScroll::PanelScroll(QWidget *panel, QWidget *parent)
    : QScrollArea(parent)
{
    setWidget(panel);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

QSize PanelScroll::minimumSizeHint() const
{
    // Asked afresh each time: the panel's narrowest width changes with the language.
    const QSize panel = widget() ? widget()->minimumSizeHint() : QSize();
    const int rows = fontMetrics().height() * 3;
    return {panel.width() + verticalScrollBar()->sizeHint().width(), std::min(panel.height(), rows)};
}

} // namespace gridtrace
