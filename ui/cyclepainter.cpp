#include "cyclepainter.h"

#include "snakepainter.h"

#include <QList>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace gridtrace {

namespace {

// In cell sides, from the cell's middle along the way to the next cell. The arrowhead lies
// ahead of the middle, so even where the line runs straight one sees which way it points, and
// inside its cell, casing included.
constexpr double arrowTip = 0.34;
constexpr double arrowBase = 0.04;
constexpr double arrowHalfWidth = 0.14;
// In pixels: shorter, or standing out less from the line, an arrowhead is a dot that points
// nowhere.
constexpr double arrowMinLength = 5.0;
constexpr double arrowMinOverhang = 2.0;

// Where the snake follows the cycle its band must hide all of it, the antialiased pixel along
// the band's edge included: the line and an arrowhead keep a pixel inside the band's half
// width, and half a pixel more for the line's snapping to whole pixels.
bool underBand(double halfWidth, double cellSize)
{
    return halfWidth + 1.5 <= SnakePainter::bandWidth / 2 * cellSize;
}

// East, south, west, north: the sprites' order.
constexpr QPoint ways[4] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};

int wayIndex(int dx, int dy)
{
    return dx > 0 ? 0 : dy > 0 ? 1 : dx < 0 ? 2 : 3;
}

bool within(CellPos p, CellRange range)
{
    return p.x >= range.x0 && p.x <= range.x1 && p.y >= range.y0 && p.y <= range.y1;
}

// A line of whole pixels centred on whole or half pixels to match covers whole pixels: crisp
// at any zoom, where one a pixel wide astride two pixels would be a grey smear.
double snapped(double middle, int width)
{
    return std::floor(middle - width / 2.0 + 0.5) + width / 2.0;
}

// The cell's middle, where the snake's band runs, moved by at most half a pixel onto the
// pixels.
QPointF centreOf(CellPos p, const BoardGeometry &geometry, int width)
{
    const QPointF middle = geometry.origin + QPointF(p.x + 0.5, p.y + 0.5) * geometry.cellSize;
    return {snapped(middle.x(), width), snapped(middle.y(), width)};
}

} // namespace

CyclePainter::CyclePainter(const Palette &palette)
{
    setPalette(palette);
}

void CyclePainter::setPalette(const Palette &palette)
{
    // The text colour, a fifth of the way to the background: softer than the walls and the
    // snake's band, so the tour reads as a guide under the game and not as part of it.
    const QColor text = palette.text();
    const QColor background = palette.background();
    const auto mix = [](int a, int b) { return (a * 4 + b + 2) / 5; };
    m_line = QColor(mix(text.red(), background.red()), mix(text.green(), background.green()),
                    mix(text.blue(), background.blue()));
    m_casing = background;
    m_spriteCellSize = 0;
}

double CyclePainter::linePixels(double cellSize)
{
    return std::max(1.0, std::round(cellSize * lineWidth));
}

double CyclePainter::casingPixels(double cellSize)
{
    // Smaller, the casing would stick out along the snake's band where the snake follows the
    // cycle; the line goes without, which costs it only on dark fills, where the cycle rarely
    // runs (the snake's own cells, which the band covers, and walls, which it never crosses).
    const double casing = std::max(1.0, std::round(cellSize * 0.04));
    return underBand(linePixels(cellSize) / 2 + casing, cellSize) ? casing : 0.0;
}

void CyclePainter::prepareSprites(double cellSize, qreal pixelRatio)
{
    if (m_spriteCellSize == cellSize && m_spriteRatio == pixelRatio)
        return;
    m_spriteCellSize = cellSize;
    m_spriteRatio = pixelRatio;
    const int line = int(linePixels(cellSize));
    // Narrower than the band, so where the snake follows the cycle the band hides the
    // arrowheads; on the smallest cells that leaves them no room for a casing, and the line's
    // casing around them has to set them off.
    const double halfWidth = std::min(std::max(arrowHalfWidth * cellSize, line / 2.0 + arrowMinOverhang),
                                      SnakePainter::bandWidth / 2 * cellSize - 1.0);
    const double casing = underBand(halfWidth + casingPixels(cellSize), cellSize) ? casingPixels(cellSize) : 0.0;
    const double tip = std::max(arrowTip * cellSize, arrowBase * cellSize + arrowMinLength);
    m_spriteHalf = int(std::ceil(tip + casing + 1.5));
    // An odd line's middle is a pixel's middle: the image is a pixel wider to put its own
    // middle there too, and is blitted at whole pixels.
    const int side = 2 * m_spriteHalf + line % 2;
    const QPointF middle(side / 2.0, side / 2.0);
    for (int way = 0; way < 4; ++way) {
        const QPointF ahead(ways[way]);
        const QPointF across(-ahead.y(), ahead.x());
        const QPointF base = middle + ahead * (arrowBase * cellSize);
        const QPointF corners[3] = {middle + ahead * tip, base + across * halfWidth, base - across * halfWidth};
        const auto draw = [&](const QColor &colour, double outline) {
            QImage sprite((QSizeF(side, side) * pixelRatio).toSize(), QImage::Format_ARGB32_Premultiplied);
            sprite.setDevicePixelRatio(pixelRatio);
            sprite.fill(Qt::transparent);
            QPainter painter(&sprite);
            painter.setRenderHint(QPainter::Antialiasing);
            if (outline > 0)
                painter.setPen(QPen(colour, 2 * outline, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            else
                painter.setPen(Qt::NoPen);
            painter.setBrush(colour);
            painter.drawPolygon(corners, 3);
            return sprite;
        };
        m_casingSprites[std::size_t(way)] = casing > 0 ? draw(m_casing, casing) : QImage();
        m_lineSprites[std::size_t(way)] = draw(m_line, 0);
    }
}

void CyclePainter::paint(QPainter &painter, const std::deque<std::uint32_t> &cycle, int boardWidth,
                         int boardHeight, CellRange cells, const BoardGeometry &geometry)
{
    const double side = geometry.cellSize;
    if (side < lineFrom || boardWidth <= 0 || boardHeight <= 0 || cycle.size() < 2)
        return;
    const std::uint32_t cellCount = std::uint32_t(boardWidth) * std::uint32_t(boardHeight);
    const auto posOf = [width = std::uint32_t(boardWidth)](std::uint32_t cell) {
        return CellPos{int(cell % width), int(cell / width)};
    };
    const bool arrows = side >= arrowsFrom;
    const int line = int(linePixels(side));
    const int casing = int(casingPixels(side));
    if (arrows)
        prepareSprites(side, painter.device()->devicePixelRatioF());
    // A cycle is at most the board's cells: finding what is near costs a few comparisons a
    // cell, and all that is drawn is on screen.
    const CellRange near{cells.x0 - 1, cells.y0 - 1, cells.x1 + 1, cells.y1 + 1};
    QList<QRect> lines;
    QList<QRect> casings;
    struct Head
    {
        QPoint at;
        int way;
    };
    QList<Head> heads;
    const auto step = [&](std::uint32_t from, std::uint32_t to) {
        if (from >= cellCount || to >= cellCount)
            return;
        const CellPos p = posOf(from);
        const CellPos q = posOf(to);
        const int dx = q.x - p.x;
        const int dy = q.y - p.y;
        if (std::abs(dx) + std::abs(dy) != 1 || !(within(p, near) || within(q, near)))
            return;
        // From one middle to the other, a line's half width past each: neighbouring pieces
        // overlap at the middle and a turn gets a square corner.
        const QPointF a = centreOf(p, geometry, line);
        const QPointF b = centreOf(q, geometry, line);
        const QPoint topLeft(int(std::lround(std::min(a.x(), b.x()) - line / 2.0)),
                             int(std::lround(std::min(a.y(), b.y()) - line / 2.0)));
        const QPoint bottomRight(int(std::lround(std::max(a.x(), b.x()) + line / 2.0)),
                                 int(std::lround(std::max(a.y(), b.y()) + line / 2.0)));
        const QRect piece(topLeft, QSize(bottomRight.x() - topLeft.x(), bottomRight.y() - topLeft.y()));
        lines.append(piece);
        casings.append(piece.adjusted(-casing, -casing, casing, casing));
        if (arrows && within(p, near))
            heads.append({QPoint(int(std::lround(a.x() - line % 2 / 2.0)), int(std::lround(a.y() - line % 2 / 2.0)))
                              - QPoint(m_spriteHalf, m_spriteHalf),
                          wayIndex(dx, dy)});
    };
    auto it = cycle.begin();
    std::uint32_t previous = *it;
    for (++it; it != cycle.end(); ++it) {
        step(previous, *it);
        previous = *it;
    }
    step(previous, cycle.front());
    if (lines.isEmpty())
        return;

    // Every casing under every line: the casing of one piece must never cover the line of
    // the next; an arrowhead's casing goes under the line too, so the line runs on through it.
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(Qt::NoPen);
    painter.setBrush(m_casing);
    if (casing > 0)
        painter.drawRects(casings);
    for (const Head &head : heads) {
        if (const QImage &sprite = m_casingSprites[std::size_t(head.way)]; !sprite.isNull())
            painter.drawImage(head.at, sprite);
    }
    painter.setBrush(m_line);
    painter.drawRects(lines);
    for (const Head &head : heads)
        painter.drawImage(head.at, m_lineSprites[std::size_t(head.way)]);
    painter.restore();
}

} // namespace gridtrace
