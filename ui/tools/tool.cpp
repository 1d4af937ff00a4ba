#include "tool.h"

namespace gridtrace {

Tool::Tool(QObject *parent)
    : QObject(parent)
{
}

void Tool::move(GridView &, QMouseEvent *, CellPos)
{
}

void Tool::release(GridView &, QMouseEvent *, CellPos)
{
}

void Tool::cancel()
{
}

} // namespace gridtrace
