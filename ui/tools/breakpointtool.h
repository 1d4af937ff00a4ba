#pragma once

#include "tool.h"

#include <optional>

namespace gridtrace {

// Clicking a cell asks for a breakpoint on it to be toggled; whoever keeps the breakpoints
// listens to cellClicked().
class BreakpointTool : public Tool
{
    Q_OBJECT

public:
    explicit BreakpointTool(QObject *parent = nullptr);

    QString name() const override;
    QCursor cursor() const override { return Qt::PointingHandCursor; }

    void press(GridView &view, QMouseEvent *event, CellPos cell) override;
    void release(GridView &view, QMouseEvent *event, CellPos cell) override;
    void cancel() override;

signals:
    // The board index (y * width + x) of a cell pressed and released with the left button.
    void cellClicked(int cellIndex);

private:
    std::optional<CellPos> m_pressed;
};

} // namespace gridtrace
