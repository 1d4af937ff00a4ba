#pragma once

#include "grid/cellpos.h"

#include <QCursor>
#include <QObject>
#include <QString>

class QMouseEvent;

namespace gridtrace {

class GridView;

// What the mouse does on the board. The view hands a tool the presses that land on the board,
// then every move and the release of that drag; during a drag the cell may lie off the board
// (the pointer left it), so a tool clips to the board itself. Tools are owned outside the
// view, which may share one tool between views.
class Tool : public QObject
{
    Q_OBJECT

public:
    explicit Tool(QObject *parent = nullptr);

    // The tool's name in the current language (for menus and the status bar).
    virtual QString name() const = 0;
    virtual QCursor cursor() const { return Qt::ArrowCursor; }

    virtual void press(GridView &view, QMouseEvent *event, CellPos cell) = 0;
    virtual void move(GridView &view, QMouseEvent *event, CellPos cell);
    virtual void release(GridView &view, QMouseEvent *event, CellPos cell);
    // The drag ends without a release (the tool was switched, the document reset): keep what
    // was done, do nothing more.
    virtual void cancel();
};

} // namespace gridtrace
