#pragma once

#include "trace/bookmark.h"

#include <QColor>
#include <QWidget>

#include <cstdint>
#include <vector>

class QPainter;

namespace gridtrace {

// A scrubbable track over the positions 0..stepCount of a trace: the played part, a handle
// at the position, and ticks for notable steps and breakpoint steps. A marker for step s sits
// at position s + 1, where the cursor stops with that step on screen. Bookmarks, which are
// positions already, show as small flags over the track, their captions as tooltips.
// Clicking or dragging asks for a seek; the owner answers with setPosition(). Mouse only,
// like a video's scrubber.
class Timeline : public QWidget
{
    Q_OBJECT

public:
    explicit Timeline(QWidget *parent = nullptr);

    int stepCount() const { return m_stepCount; }
    void setStepCount(int stepCount);
    int position() const { return m_position; }
    void setPosition(int position);
    void setMarkers(const std::vector<int> &notableSteps, const std::vector<int> &breakpointSteps);
    const Bookmarks &bookmarks() const { return m_bookmarks; }
    void setBookmarks(const Bookmarks &bookmarks);
    // Okabe-Ito's reddish purple: apart from the notable and breakpoint ticks and the
    // highlight, for colour-blind viewers too.
    static QColor bookmarkColour() { return QColor(0xcc, 0x79, 0xa7); }

    // Position 0 is at trackLeft(), stepCount at trackRight(); x maps linearly in between.
    int trackLeft() const;
    int trackRight() const;
    int positionAt(int x) const;
    int xForPosition(int position) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void seekRequested(int position);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    enum ColumnBits : std::uint8_t { NotableColumn = 1, BreakpointColumn = 2 };

    QString positionText(int position) const;
    // The bookmark whose flag is under x, or null.
    const Bookmark *bookmarkNear(int x) const;
    void paintBookmarks(QPainter &painter, int trackBottom) const;
    void requestSeekAt(int x);
    // Which pixel columns hold a tick: drawing walks columns, not markers, so millions of
    // markers cost one pass when they change, not one per paint.
    const std::vector<std::uint8_t> &columns() const;
    void invalidateColumns();

    int m_stepCount = 0;
    int m_position = 0;
    std::vector<int> m_notable;
    std::vector<int> m_breakpoints;
    Bookmarks m_bookmarks;
    mutable std::vector<std::uint8_t> m_columns;
    mutable bool m_columnsValid = false;
    bool m_dragging = false;
    int m_lastRequested = -1;
};

} // namespace gridtrace
