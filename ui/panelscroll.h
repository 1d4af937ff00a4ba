#pragma once

#include <QScrollArea>

namespace gridtrace {

// A panel in a dock that scrolls up and down rather than holding the window taller than a small
// screen; it is never narrower than the panel, so it need not scroll sideways. The wheel
// scrolls it even over a list or a number box, which change with the wheel only once clicked.
class PanelScroll : public QScrollArea
{
    Q_OBJECT

public:
    explicit PanelScroll(QWidget *panel, QWidget *parent = nullptr);
    // For a dock: the panel scrolling above one of its own lines, taken out of it and kept in
    // sight below it however short the dock (a game's state: whose turn, how the game ended).
    static QWidget *withLineBelow(QWidget *panel, QWidget *line, QWidget *parent = nullptr);
    // The one widget of a panel's lines that withLineBelow() keeps in sight, each a widget or a
    // layout, one under the other: what is read or pressed while playing.
    static QWidget *linesInSight(QWidget *panel, const QList<QObject *> &lines);

    QSize minimumSizeHint() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace gridtrace
