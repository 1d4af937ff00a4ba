#include "breakpointtool.h"

#include "boarddocument.h"
#include "gridview.h"

#include <QMouseEvent>

namespace gridtrace {

BreakpointTool::BreakpointTool(QObject *parent)
    : Tool(parent)
{
}

QString BreakpointTool::name() const
{
    return tr("Breakpoint");
}

void BreakpointTool::press(GridView &, QMouseEvent *event, CellPos cell)
{
    if (event->button() == Qt::LeftButton)
        m_pressed = cell;
}

void BreakpointTool::release(GridView &view, QMouseEvent *event, CellPos cell)
{
    if (event->button() != Qt::LeftButton)
        return;
    const bool click = m_pressed == cell;
    m_pressed.reset();
    if (click && view.document() && view.document()->board().contains(cell))
        emit cellClicked(view.document()->board().index(cell));
}

void BreakpointTool::cancel()
{
    m_pressed.reset();
}

} // namespace gridtrace
