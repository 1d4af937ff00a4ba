#include "timeline.h"

#include "palette.h"

#include "trace/steptext.h"

#include <QEvent>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace gridtrace {

namespace {

constexpr int handleRadius = 6;
constexpr int trackThickness = 6;
constexpr int flagWidth = 6;
constexpr int flagHeight = 5;

// Okabe-Ito colours, apart from each other and from the usual highlight for colour-blind
// viewers.
const QColor notableColour(0x00, 0x9e, 0x73);
const QColor breakpointColour(0xd5, 0x5e, 0x00);

// A control must stand out 3:1 from what is around it (WCAG 1.4.11). The palette's Mid is a
// shade of the buttons, close to a dark window's own colour, so the track is mixed halfway
// between the window and its text instead: about 3.8:1 in both themes.
QColor trackColour(const QPalette &pal, bool enabled)
{
    const QPalette::ColorGroup group = enabled ? QPalette::Active : QPalette::Disabled;
    const QColor window = pal.color(group, QPalette::Window);
    const QColor text = pal.color(group, QPalette::WindowText);
    const double share = enabled ? 0.5 : 0.3;
    return QColor::fromRgbF(float(window.redF() + (text.redF() - window.redF()) * share),
                            float(window.greenF() + (text.greenF() - window.greenF()) * share),
                            float(window.blueF() + (text.blueF() - window.blueF()) * share));
}

// The highlight is made for white text on it, so on a dark window it is too dark to ring the
// handle: moved away from the window's lightness until it stands out 3:1.
QColor handleRingColour(const QPalette &pal)
{
    const QColor window = pal.color(QPalette::Window);
    const bool darkWindow = window.lightness() < 128;
    QColor ring = pal.color(QPalette::Highlight);
    for (int i = 0; i < 8 && Palette::contrast(ring, window) < 3.0; ++i)
        ring = darkWindow ? ring.lighter(130) : ring.darker(130);
    return ring;
}

} // namespace

Timeline::Timeline(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::NoFocus);
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAccessibleName(tr("Timeline"));
}

QSize Timeline::sizeHint() const
{
    return {400, 26};
}

QSize Timeline::minimumSizeHint() const
{
    return {4 * handleRadius, 26};
}

void Timeline::setStepCount(int stepCount)
{
    stepCount = std::max(stepCount, 0);
    if (stepCount == m_stepCount)
        return;
    m_stepCount = stepCount;
    m_position = std::clamp(m_position, 0, m_stepCount);
    invalidateColumns();
}

void Timeline::setPosition(int position)
{
    position = std::clamp(position, 0, m_stepCount);
    if (position == m_position)
        return;
    const int oldX = xForPosition(m_position);
    m_position = position;
    const int newX = xForPosition(m_position);
    // Only the band between the old and new handle changes.
    update(QRect(QPoint(std::min(oldX, newX) - handleRadius - 1, 0),
                 QPoint(std::max(oldX, newX) + handleRadius + 1, height())));
}

void Timeline::setMarkers(const std::vector<int> &notableSteps, const std::vector<int> &breakpointSteps)
{
    m_notable = notableSteps;
    m_breakpoints = breakpointSteps;
    invalidateColumns();
}

void Timeline::setBookmarks(const Bookmarks &bookmarks)
{
    if (bookmarks == m_bookmarks)
        return;
    m_bookmarks = bookmarks;
    update();
}

const Bookmark *Timeline::bookmarkNear(int x) const
{
    // The flag runs from its pole rightwards; a pixel or two of slack makes it easy to hit.
    const Bookmark *nearest = nullptr;
    int nearestDistance = 0;
    for (const Bookmark &bookmark : m_bookmarks) {
        if (bookmark.position > m_stepCount)
            break;
        const int pole = xForPosition(bookmark.position);
        if (x < pole - 2 || x > pole + flagWidth + 1)
            continue;
        const int distance = std::abs(x - pole);
        if (!nearest || distance < nearestDistance) {
            nearest = &bookmark;
            nearestDistance = distance;
        }
    }
    return nearest;
}

void Timeline::paintBookmarks(QPainter &painter, int trackBottom) const
{
    // A pole from the top to under the track and a pennant at its top: a shape of its own,
    // not a tick like the notable and breakpoint steps.
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    const QColor colour = bookmarkColour();
    for (const Bookmark &bookmark : m_bookmarks) {
        if (bookmark.position < 0 || bookmark.position > m_stepCount)
            continue;
        const int x = xForPosition(bookmark.position);
        painter.setPen(colour);
        painter.drawLine(x, 0, x, trackBottom + 1);
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        const QPoint pennant[] = {{x + 1, 0}, {x + flagWidth, flagHeight / 2}, {x + 1, flagHeight - 1}};
        painter.drawPolygon(pennant, 3);
    }
    painter.restore();
}

int Timeline::trackLeft() const
{
    return handleRadius;
}

int Timeline::trackRight() const
{
    return std::max(trackLeft(), width() - 1 - handleRadius);
}

int Timeline::positionAt(int x) const
{
    const int span = trackRight() - trackLeft();
    if (span <= 0 || m_stepCount == 0)
        return 0;
    const double fraction = double(x - trackLeft()) / double(span);
    return std::clamp(int(std::lround(fraction * m_stepCount)), 0, m_stepCount);
}

int Timeline::xForPosition(int position) const
{
    if (m_stepCount == 0)
        return trackLeft();
    const double fraction = double(std::clamp(position, 0, m_stepCount)) / double(m_stepCount);
    return trackLeft() + int(std::lround(fraction * (trackRight() - trackLeft())));
}

QString Timeline::positionText(int position) const
{
    return StepText::of(position, m_stepCount);
}

void Timeline::invalidateColumns()
{
    m_columnsValid = false;
    update();
}

const std::vector<std::uint8_t> &Timeline::columns() const
{
    if (m_columnsValid)
        return m_columns;
    m_columns.assign(std::size_t(trackRight() - trackLeft() + 1), 0);
    const auto mark = [this](const std::vector<int> &steps, std::uint8_t bit) {
        for (const int step : steps) {
            if (step < 0 || step >= m_stepCount)
                continue;
            m_columns[std::size_t(xForPosition(step + 1) - trackLeft())] |= bit;
        }
    };
    mark(m_notable, NotableColumn);
    mark(m_breakpoints, BreakpointColumn);
    m_columnsValid = true;
    return m_columns;
}

void Timeline::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QPalette &pal = palette();
    const int middle = height() / 2;
    const int trackTop = middle - trackThickness / 2;
    const int trackBottom = trackTop + trackThickness;
    const int left = trackLeft();

    // Notable steps above the track, breakpoints below: both readable in the same column.
    const std::vector<std::uint8_t> &ticks = columns();
    QVector<QLine> notableLines;
    QVector<QLine> breakpointLines;
    for (std::size_t column = 0; column < ticks.size(); ++column) {
        const int x = left + int(column);
        if (ticks[column] & NotableColumn)
            notableLines.append(QLine(x, 1, x, trackTop - 1));
        if (ticks[column] & BreakpointColumn)
            breakpointLines.append(QLine(x, trackBottom, x, height() - 2));
    }
    painter.setPen(notableColour);
    painter.drawLines(notableLines);
    painter.setPen(breakpointColour);
    painter.drawLines(breakpointLines);

    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF track(left, trackTop, trackRight() - left, trackThickness);
    painter.setPen(Qt::NoPen);
    painter.setBrush(trackColour(pal, isEnabled()));
    painter.drawRoundedRect(track, trackThickness / 2.0, trackThickness / 2.0);

    if (m_stepCount == 0)
        return;
    paintBookmarks(painter, trackBottom);
    const int handleX = xForPosition(m_position);
    painter.setBrush(pal.color(QPalette::Highlight));
    painter.drawRoundedRect(QRectF(left, trackTop, handleX - left, trackThickness), trackThickness / 2.0,
                            trackThickness / 2.0);
    painter.setPen(QPen(handleRingColour(pal), 2.0));
    painter.setBrush(pal.color(QPalette::Button));
    painter.drawEllipse(QPointF(handleX + 0.5, middle), handleRadius - 1.0, handleRadius - 1.0);
}

void Timeline::requestSeekAt(int x)
{
    const int position = positionAt(x);
    setToolTip(positionText(position));
    if (position == m_lastRequested)
        return;
    m_lastRequested = position;
    emit seekRequested(position);
}

void Timeline::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_stepCount == 0) {
        QWidget::mousePressEvent(event);
        return;
    }
    m_dragging = true;
    m_lastRequested = -1;
    requestSeekAt(event->position().toPoint().x());
    event->accept();
}

void Timeline::mouseMoveEvent(QMouseEvent *event)
{
    const int x = event->position().toPoint().x();
    if (m_dragging) {
        requestSeekAt(x);
        QToolTip::showText(event->globalPosition().toPoint(), toolTip(), this);
    } else {
        setToolTip(positionText(positionAt(x)));
    }
    event->accept();
}

void Timeline::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_dragging) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    requestSeekAt(event->position().toPoint().x());
    m_dragging = false;
    event->accept();
}

bool Timeline::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const Bookmark *bookmark = bookmarkNear(help->pos().x());
        const QString text = bookmark
            ? tr("Bookmark at step %1: %2").arg(bookmark->position).arg(bookmark->caption)
            : positionText(positionAt(help->pos().x()));
        QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void Timeline::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_columnsValid = false;
}

void Timeline::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Timeline"));
        setToolTip(positionText(m_position));
    }
    QWidget::changeEvent(event);
}

} // namespace gridtrace
