#pragma once

#include <QScrollArea>

namespace gridtrace {

// A panel in a dock that scrolls up and down rather than holding the window taller than a small
// screen; it is never narrower than the panel, so it need not scroll sideways.
class PanelScroll : public QScrollArea
{
    Q_OBJECT

public:
    explicit PanelScroll(QWidget *panel, QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;
};

} // namespace gridtrace
