#pragma once

#include "tool.h"

#include "boarddocument.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace gridtrace {

// Draws walls or weights with the left button and erases (weight 1) with the right; a left
// press on the start, the goal or a snake's food drags it instead. Cells are filled along the line
// between two mouse events, so a fast drag leaves no holes, and one drag is one undo step.
class DrawTool : public Tool
{
    Q_OBJECT

public:
    explicit DrawTool(QObject *parent = nullptr);

    QString name() const override;
    QCursor cursor() const override { return Qt::CrossCursor; }

    // Grid::Wall (0, the default) or a weight 1..9.
    void setBrush(std::uint8_t weight);
    std::uint8_t brush() const { return m_brush; }

    void press(GridView &view, QMouseEvent *event, CellPos cell) override;
    void move(GridView &view, QMouseEvent *event, CellPos cell) override;
    void release(GridView &view, QMouseEvent *event, CellPos cell) override;
    void cancel() override;

    // The cells of the 8-connected (Bresenham) line from one cell to another, both included.
    static std::vector<CellPos> line(CellPos from, CellPos to);

signals:
    void brushChanged(int weight);

private:
    enum class Mode { Idle, Paint, DragEndpoint };

    void extendTo(BoardDocument &document, CellPos cell);

    std::uint8_t m_brush = 0;
    Mode m_mode = Mode::Idle;
    Qt::MouseButton m_button = Qt::NoButton;
    std::uint8_t m_weight = 0; // what this drag paints
    Endpoint m_endpoint = Endpoint::Start;
    CellPos m_last;
    int m_dragId = -1;
};

} // namespace gridtrace
