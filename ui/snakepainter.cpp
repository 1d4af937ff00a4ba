#include "snakepainter.h"

#include <QImage>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace gridtrace {

namespace {

// In cell sides (the band's width is SnakePainter::bandWidth). The shadow is wider than the
// band, so the body shows inside it.
constexpr double headRadius = 0.37;
// A head that ran into something: a dot and a cross, which leave most of what it hit in sight;
// on a wall the band stops at the wall's edge.
constexpr double crashedHeadRadius = 0.16;
constexpr double crashMarkReach = 0.3;
constexpr double crashMarkWidth = 0.08;
constexpr double crashRimWidth = 0.03;
constexpr double shadowWidth = 0.64;
constexpr double shadowHeadRadius = 0.40;

bool within(CellPos p, CellRange range)
{
    return p.x >= range.x0 && p.x <= range.x1 && p.y >= range.y0 && p.y <= range.y1;
}

QPointF centreOf(CellPos p, const BoardGeometry &geometry)
{
    return geometry.origin + QPointF(p.x + 0.5, p.y + 0.5) * geometry.cellSize;
}

} // namespace

SnakePainter::SnakePainter(const Palette &palette)
{
    setPalette(palette);
}

void SnakePainter::setPalette(const Palette &palette)
{
    // Derived from the Okabe-Ito blue of the Body mark: darker than the body's cells on a light
    // board, lighter on a dark one, so the band reads against the fill in both. The head's
    // disc is the band's end, its eyes white with dark pupils on either board.
    const QColor body = palette.mark(Mark::Body);
    const bool light = palette.theme() == Palette::Theme::Light;
    m_band = light ? body.darker(165) : body.lighter(165);
    m_head = m_band;
    // The second snake of a duel: from the orange of its body's cells (Stack), as far from
    // the first snake's blue as the palette goes, and told apart without colour by its own
    // head mark too.
    const QColor rival = palette.mark(Mark::Stack);
    m_rivalBand = light ? rival.darker(160) : rival.lighter(140);
    m_rivalHead = m_rivalBand;
    m_eyeWhite = QColor(0xFF, 0xFF, 0xFF);
    // Red for "over", as a crash is in every game, with a rim of the board's background: it
    // reads on a wall, on either snake's band and on an empty cell, in both themes.
    m_crashMark = light ? QColor(0xD0, 0x10, 0x10) : QColor(0xFF, 0x4A, 0x4A);
    m_crashRim = palette.background();
    m_pupil = QColor(0x10, 0x10, 0x10);
    const QColor shadow = palette.mark(Mark::Shadow);
    m_shadowFill = shadow;
    m_shadowFill.setAlphaF(0.35f);
    m_shadowOutline = light ? shadow.darker(150) : shadow.lighter(115);
    m_shadowEyeWhite = m_eyeWhite;
    m_shadowEyeWhite.setAlphaF(0.6f);
}

std::optional<QColor> SnakePainter::shownColour(Mark mark, const BoardLook &look) const
{
    if (look.snakeBody >= 0 && mark == headMark)
        return m_head;
    if (look.snakeRival >= 0 && mark == rivalHeadMark)
        return m_rivalHead;
    return std::nullopt;
}

template<typename Snake, typename PosOf>
SnakePainter::Visible SnakePainter::visiblePart(const Snake &snake, PosOf posOf, CellRange cells,
                                                const BoardGeometry &geometry)
{
    // The snake is at most the board's free cells: finding its visible part costs a few
    // comparisons a cell, and all that is drawn is on screen.
    const CellRange near{cells.x0 - 1, cells.y0 - 1, cells.x1 + 1, cells.y1 + 1};
    Visible visible;
    auto it = snake.begin();
    if (it == snake.end())
        return visible;
    CellPos previous = posOf(*it);
    visible.head = centreOf(previous, geometry);
    visible.headShown = within(previous, near);
    bool atNeck = true;
    QPolygonF run;
    for (++it; it != snake.end(); ++it) {
        const CellPos p = posOf(*it);
        const bool adjacent = std::abs(p.x - previous.x) + std::abs(p.y - previous.y) == 1;
        if (atNeck && adjacent)
            visible.facing = QPointF(previous.x - p.x, previous.y - p.y);
        atNeck = false;
        if (adjacent && (within(previous, near) || within(p, near))) {
            if (run.isEmpty())
                run.append(centreOf(previous, geometry));
            run.append(centreOf(p, geometry));
        } else if (!run.isEmpty()) {
            visible.runs.append(run);
            run.clear();
        }
        previous = p;
    }
    if (!run.isEmpty())
        visible.runs.append(run);
    return visible;
}

void SnakePainter::paint(QPainter &painter, Kind kind, const std::deque<std::uint32_t> &snake, int boardWidth,
                         CellRange cells, const BoardGeometry &geometry, Head head) const
{
    if (boardWidth <= 0)
        return;
    const auto posOf = [width = std::uint32_t(boardWidth)](std::uint32_t cell) {
        return CellPos{int(cell % width), int(cell / width)};
    };
    Visible visible = visiblePart(snake, posOf, cells, geometry);
    visible.state = head;
    paintVisible(painter, kind, visible, cells, geometry);
}

void SnakePainter::paint(QPainter &painter, Kind kind, std::span<const CellPos> snake, CellRange cells,
                         const BoardGeometry &geometry) const
{
    const auto posOf = [](CellPos p) { return p; };
    paintVisible(painter, kind, visiblePart(snake, posOf, cells, geometry), cells, geometry);
}

void SnakePainter::paintVisible(QPainter &painter, Kind kind, const Visible &visible, CellRange cells,
                                const BoardGeometry &geometry) const
{
    if (visible.runs.isEmpty() && !visible.headShown)
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    if (kind == Kind::Snake)
        paintSnake(painter, visible, geometry.cellSize, m_band, m_head);
    else if (kind == Kind::Rival)
        paintSnake(painter, visible, geometry.cellSize, m_rivalBand, m_rivalHead);
    else
        paintShadow(painter, visible, geometry.pixelRect(cells), geometry.cellSize);
    painter.restore();
}

void SnakePainter::paintSnake(QPainter &painter, const Visible &visible, double side, const QColor &band,
                              const QColor &head) const
{
    painter.setPen(QPen(band, side * bandWidth, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    QList<QPolygonF> runs = visible.runs;
    // The wall stopped the snake at its edge: the band ends there.
    if (visible.state == Head::CrashedOnWall && !runs.isEmpty() && runs.front().size() >= 2
        && runs.front().first() == visible.head)
        runs.front().first() = (runs.front()[0] + runs.front()[1]) / 2;
    for (const QPolygonF &run : std::as_const(runs))
        painter.drawPolyline(run);
    // A crashed head is paintCrash()'s, over every snake.
    if (!visible.headShown || visible.state != Head::Alive)
        return;
    painter.setPen(Qt::NoPen);
    painter.setBrush(head);
    painter.drawEllipse(visible.head, side * headRadius, side * headRadius);
    paintEyes(painter, visible, side, m_eyeWhite, m_pupil);
}

void SnakePainter::paintCrashMark(QPainter &painter, QPointF centre, double side) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const double reach = side * crashMarkReach;
    const auto cross = [&](const QColor &colour, double width) {
        painter.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(centre + QPointF(-reach, -reach), centre + QPointF(reach, reach));
        painter.drawLine(centre + QPointF(-reach, reach), centre + QPointF(reach, -reach));
    };
    // The rim under the cross, wider, so the cross has an edge on a fill of its own colour.
    cross(m_crashRim, side * (crashMarkWidth + 2 * crashRimWidth));
    cross(m_crashMark, side * crashMarkWidth);
    painter.restore();
}

void SnakePainter::paintCrash(QPainter &painter, Kind kind, CellPos head, const BoardGeometry &geometry) const
{
    const double side = geometry.cellSize;
    const QPointF centre = centreOf(head, geometry);
    paintCrashMark(painter, centre, side);
    // The head's dot, ringed in red, at the cross's centre: whose head it was.
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(m_crashMark, side * crashRimWidth));
    painter.setBrush(kind == Kind::Rival ? m_rivalHead : m_head);
    painter.drawEllipse(centre, side * crashedHeadRadius, side * crashedHeadRadius);
    painter.restore();
}

void SnakePainter::paintShadow(QPainter &painter, const Visible &visible, QRect area, double side) const
{
    // Drawn opaque into a layer, outline under fill, and laid over the board at once:
    // translucent pieces drawn one by one would darken where they overlap, and each would
    // outline itself across the others.
    const double outline = std::max(1.0, side / 18.0);
    QRectF bounds;
    for (const QPolygonF &run : visible.runs)
        bounds |= run.boundingRect();
    if (visible.headShown)
        bounds |= QRectF(visible.head, QSizeF(0, 0));
    const double reach = side * std::max(shadowWidth / 2, shadowHeadRadius) + outline + 1;
    const QRect layerArea = bounds.adjusted(-reach, -reach, reach, reach).toAlignedRect() & area;
    if (layerArea.isEmpty())
        return;

    const qreal ratio = painter.device()->devicePixelRatioF();
    QImage layer((QSizeF(layerArea.size()) * ratio).toSize(), QImage::Format_ARGB32_Premultiplied);
    layer.setDevicePixelRatio(ratio);
    layer.fill(Qt::transparent);
    QPainter onLayer(&layer);
    onLayer.setRenderHint(QPainter::Antialiasing);
    onLayer.translate(-layerArea.topLeft());
    const auto drawShape = [&](const QColor &colour, double grow) {
        onLayer.setPen(QPen(colour, side * shadowWidth + 2 * grow, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        onLayer.setBrush(Qt::NoBrush);
        for (const QPolygonF &run : visible.runs)
            onLayer.drawPolyline(run);
        if (visible.headShown) {
            onLayer.setPen(Qt::NoPen);
            onLayer.setBrush(colour);
            onLayer.drawEllipse(visible.head, side * shadowHeadRadius + grow, side * shadowHeadRadius + grow);
        }
    };
    drawShape(m_shadowOutline, outline);
    onLayer.setCompositionMode(QPainter::CompositionMode_Source);
    drawShape(m_shadowFill, 0);
    onLayer.end();
    painter.drawImage(layerArea.topLeft(), layer);

    if (visible.headShown)
        paintEyes(painter, visible, side, m_shadowEyeWhite, m_shadowOutline);
}

void SnakePainter::paintEyes(QPainter &painter, const Visible &visible, double side, const QColor &white,
                             const QColor &pupil) const
{
    // Smaller, eyes are a smudge; the band entering the disc still shows the way.
    if (side < BoardRenderer::lettersFrom)
        return;
    // Two eyes ahead of the head's centre, either side of the way it moves: a snake going
    // down looks down even where its body fills the cells around it.
    const double length = std::hypot(visible.facing.x(), visible.facing.y());
    const QPointF ahead = length > 0 ? visible.facing / length : QPointF(1.0, 0.0);
    const QPointF across(-ahead.y(), ahead.x());
    const double eyeRadius = side * 0.11;
    const double pupilRadius = side * 0.06;
    painter.setPen(Qt::NoPen);
    for (const double sign : {-1.0, 1.0}) {
        const QPointF eye = visible.head + ahead * (side * 0.12) + across * (sign * side * 0.17);
        painter.setBrush(white);
        painter.drawEllipse(eye, eyeRadius, eyeRadius);
        painter.setBrush(pupil);
        painter.drawEllipse(eye + ahead * (side * 0.04), pupilRadius, pupilRadius);
    }
}

} // namespace gridtrace
