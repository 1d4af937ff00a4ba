#pragma once

#include "tool.h"

#include <vector>

namespace gridtrace {

class BoardDocument;

// Draws a snake game's start: the left button lays the snake cell by cell from its head, the
// right button puts the food down (or picks it up). A press on a free cell starts a new snake
// there; a press on the drawn snake cuts it there and draws on from that cell. The body grows
// only into a free cell beside its last one, and moving back onto the cell before takes the
// last one back, so the body stays a simple path. One drag is one undo step.
class SnakeTool : public Tool
{
    Q_OBJECT

public:
    explicit SnakeTool(QObject *parent = nullptr);

    QString name() const override;
    QCursor cursor() const override { return Qt::CrossCursor; }

    void press(GridView &view, QMouseEvent *event, CellPos cell) override;
    void move(GridView &view, QMouseEvent *event, CellPos cell) override;
    void release(GridView &view, QMouseEvent *event, CellPos cell) override;
    void cancel() override;

private:
    // Follows the pointer to the cell one side step at a time; stops where the body may not go.
    void extendTo(BoardDocument &document, CellPos cell);
    bool stepTo(const BoardDocument &document, CellPos next);

    bool m_drawing = false;
    std::vector<CellPos> m_snake;
    int m_dragId = -1;
};

} // namespace gridtrace
