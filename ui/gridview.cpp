#include "gridview.h"

#include "boarddocument.h"
#include "tools/tool.h"

#include "grid/direction.h"
#include "grid/grid.h"
#include "trace/scene.h"
#include "trace/trace.h"

#include <QGestureEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QNativeGestureEvent>
#include <QPainter>
#include <QPaintEvent>
#include <QPinchGesture>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gridtrace {

namespace {

constexpr double zoomStep = 1.25;
constexpr int fitMargin = 8;
// How much of the board stays in view however far it is panned.
constexpr int keptInView = 48;
// How far past a cell a repaint of it reaches: grid lines, endpoint markers.
constexpr int repaintMargin = 6;
constexpr int textCacheLimit = 8192;

QString formatLabel(float value)
{
    if (std::isinf(value))
        return value > 0 ? QString(QChar(0x221E)) : QStringLiteral("-") + QChar(0x221E);
    const double rounded = std::round(double(value));
    if (std::abs(double(value) - rounded) < 1e-3 && std::abs(rounded) < 1e9)
        return QString::number(qint64(rounded));
    return QString::number(double(value), 'f', 1);
}

} // namespace

GridView::GridView(QWidget *parent)
    : QWidget(parent)
{
    // Every pixel is painted, the canvas around the board too.
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    grabGesture(Qt::PinchGesture);
    rebuildColours();
    retranslate();
    updateCursor();
}

GridView::~GridView() = default;

// --- document and frame

void GridView::setDocument(BoardDocument *document)
{
    if (m_document == document)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document) {
        connect(m_document, &BoardDocument::documentReset, this, &GridView::onDocumentReset);
        connect(m_document, &BoardDocument::boardChanged, this, &GridView::onBoardChanged);
        connect(m_document, &BoardDocument::cellsChanged, this, &GridView::onCellsChanged);
    }
    onDocumentReset();
}

BoardDocument *GridView::document() const
{
    return m_document;
}

void GridView::setFrame(const Trace *trace, const Scene *scene)
{
    m_trace = trace;
    m_scene = scene;
    frameChanged();
}

void GridView::frameChanged()
{
    invalidateImage();
    update();
}

void GridView::onDocumentReset()
{
    endToolDrag();
    m_boardSize = hasBoard() ? QSize(board().width(), board().height()) : QSize();
    invalidateImage();
    setHovered(std::nullopt);
    zoomToFit();
    update();
}

void GridView::onBoardChanged()
{
    const QSize size = hasBoard() ? QSize(board().width(), board().height()) : QSize();
    if (size == m_boardSize)
        return;
    // A resized board: cell indices mean other cells now, and the old framing is meaningless.
    m_boardSize = size;
    invalidateImage();
    setHovered(std::nullopt);
    zoomToFit();
    update();
}

void GridView::onCellsChanged(QRect cells)
{
    if (!hasBoard())
        return;
    cells &= QRect(0, 0, board().width(), board().height());
    if (cells.isEmpty())
        return;
    const CellRange range{cells.left(), cells.top(), cells.right(), cells.bottom()};
    // A board replaced by one of another size reports its cells before boardChanged().
    if (m_imageValid && m_image.size() == QSize(board().width(), board().height()))
        fillImage(range);
    else
        invalidateImage();
    update(pixelRect(range).adjusted(-repaintMargin, -repaintMargin, repaintMargin, repaintMargin));
}

bool GridView::hasBoard() const
{
    return m_document && !m_document->board().isEmpty();
}

const Grid &GridView::board() const
{
    return m_document->board();
}

bool GridView::sceneMatches() const
{
    return m_scene && hasBoard() && m_scene->width() == board().width()
        && m_scene->height() == board().height();
}

// --- appearance

void GridView::setThemePalette(const Palette &palette)
{
    m_palette = palette;
    m_arrowSpriteSide = 0;
    rebuildColours();
    invalidateImage();
    update();
}

void GridView::rebuildColours()
{
    for (int weight = 0; weight <= Grid::MaxWeight; ++weight)
        m_colours[std::size_t(weight)] = m_palette.terrain(std::uint8_t(weight));
    m_colours[markSlot] = m_palette.terrain(Grid::MinWeight); // Mark::None never paints
    for (int mark = 1; mark < markCount; ++mark)
        m_colours[std::size_t(markSlot + mark)] = m_palette.mark(Mark(mark));
    for (std::size_t slot = 0; slot < m_colours.size(); ++slot)
        m_rgb[slot] = m_colours[slot].rgb();
}

void GridView::setShowLabels(bool show)
{
    if (show == m_showLabels)
        return;
    m_showLabels = show;
    update();
}

void GridView::setShowParentArrows(bool show)
{
    if (show == m_showParentArrows)
        return;
    m_showParentArrows = show;
    update();
}

void GridView::setBreakpointCells(const QSet<int> &cells)
{
    if (cells == m_breakpoints)
        return;
    m_breakpoints = cells;
    update();
}

void GridView::setTool(Tool *tool)
{
    if (tool == m_tool)
        return;
    endToolDrag();
    m_tool = tool;
    updateCursor();
}

Tool *GridView::tool() const
{
    return m_tool;
}

// --- geometry

int GridView::edgeX(int x) const
{
    return int(std::floor(m_origin.x() + x * m_cellSize + 0.5));
}

int GridView::edgeY(int y) const
{
    return int(std::floor(m_origin.y() + y * m_cellSize + 0.5));
}

QRect GridView::pixelRect(CellRange cells) const
{
    return QRect(QPoint(edgeX(cells.x0), edgeY(cells.y0)),
                 QPoint(edgeX(cells.x1 + 1) - 1, edgeY(cells.y1 + 1) - 1));
}

GridView::CellRange GridView::cellsIn(QRect widgetRect) const
{
    if (!hasBoard() || widgetRect.isEmpty())
        return {};
    // One cell of slack each way: the rounding of cell edges may shift a cell by a pixel.
    CellRange range;
    range.x0 = std::max(0, int(std::floor((widgetRect.left() - m_origin.x()) / m_cellSize)) - 1);
    range.y0 = std::max(0, int(std::floor((widgetRect.top() - m_origin.y()) / m_cellSize)) - 1);
    range.x1 = std::min(board().width() - 1,
                        int(std::floor((widgetRect.right() + 1 - m_origin.x()) / m_cellSize)) + 1);
    range.y1 = std::min(board().height() - 1,
                        int(std::floor((widgetRect.bottom() + 1 - m_origin.y()) / m_cellSize)) + 1);
    return range;
}

CellPos GridView::cellUnder(QPointF widgetPos) const
{
    return {int(std::floor((widgetPos.x() - m_origin.x()) / m_cellSize)),
            int(std::floor((widgetPos.y() - m_origin.y()) / m_cellSize))};
}

std::optional<CellPos> GridView::cellAt(QPoint widgetPos) const
{
    if (!hasBoard())
        return std::nullopt;
    const CellPos cell = cellUnder(QPointF(widgetPos));
    if (!board().contains(cell))
        return std::nullopt;
    return cell;
}

QRectF GridView::cellRect(CellPos cell) const
{
    return QRectF(m_origin.x() + cell.x * m_cellSize, m_origin.y() + cell.y * m_cellSize,
                  m_cellSize, m_cellSize);
}

QSize GridView::sizeHint() const
{
    return QSize(640, 480);
}

// --- zoom and pan

void GridView::zoomIn()
{
    setCellSize(m_cellSize * zoomStep);
}

void GridView::zoomOut()
{
    setCellSize(m_cellSize / zoomStep);
}

void GridView::setCellSize(double px)
{
    zoomAround(QRectF(rect()).center(), px);
}

void GridView::zoomToFit()
{
    if (!hasBoard())
        return;
    const double across = double(width() - 2 * fitMargin) / board().width();
    const double down = double(height() - 2 * fitMargin) / board().height();
    const double size = std::clamp(std::min(across, down), minCellSize, maxCellSize);
    const bool changed = size != m_cellSize;
    m_cellSize = size;
    m_origin = QPointF(std::round((width() - board().width() * size) / 2),
                       std::round((height() - board().height() * size) / 2));
    m_fitted = true;
    update();
    if (changed)
        emit zoomChanged(m_cellSize);
}

void GridView::zoomAround(QPointF anchor, double size)
{
    size = std::clamp(size, minCellSize, maxCellSize);
    if (size == m_cellSize)
        return;
    const QPointF onBoard = (anchor - m_origin) / m_cellSize;
    m_cellSize = size;
    m_origin = anchor - onBoard * size;
    m_fitted = false;
    clampOrigin();
    update();
    emit zoomChanged(m_cellSize);
}

void GridView::panBy(QPointF delta)
{
    // Whole pixels only, so the cells' rounded edges move with the pixels and scroll() can
    // reuse what is already painted.
    m_panRemainder += delta;
    const QPoint whole(int(m_panRemainder.x()), int(m_panRemainder.y()));
    if (whole.isNull())
        return;
    m_panRemainder -= QPointF(whole);
    const QPointF before = m_origin;
    m_origin += QPointF(whole);
    clampOrigin();
    m_fitted = false;
    const QPointF moved = m_origin - before;
    if (moved.x() == std::round(moved.x()) && moved.y() == std::round(moved.y()))
        scroll(int(moved.x()), int(moved.y()));
    else
        update();
}

void GridView::clampOrigin()
{
    if (!hasBoard())
        return;
    const double boardWidth = board().width() * m_cellSize;
    const double boardHeight = board().height() * m_cellSize;
    const double keepX = std::min(boardWidth, double(keptInView));
    const double keepY = std::min(boardHeight, double(keptInView));
    m_origin.setX(std::clamp(m_origin.x(), keepX - boardWidth, std::max(keepX - boardWidth, width() - keepX)));
    m_origin.setY(std::clamp(m_origin.y(), keepY - boardHeight, std::max(keepY - boardHeight, height() - keepY)));
}

void GridView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (m_fitted)
        zoomToFit();
    else
        clampOrigin();
}

// --- painting

void GridView::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    const QRect exposed = event->rect();
    if (!hasBoard()) {
        painter.fillRect(exposed, m_palette.canvas());
        return;
    }
    const CellRange all{0, 0, board().width() - 1, board().height() - 1};
    const QRect boardPixels = pixelRect(all);
    for (const QRect &outside : QRegion(exposed).subtracted(QRegion(boardPixels)))
        painter.fillRect(outside, m_palette.canvas());

    const CellRange visible = cellsIn(exposed & boardPixels);
    if (visible.isEmpty())
        return;
    if (m_cellSize < imageBelow) {
        paintFromImage(painter, visible);
    } else {
        paintCellRuns(painter, visible);
        if (m_cellSize >= gridLinesFrom)
            paintGridLines(painter, visible);
    }
    paintEndpoints(painter, visible);
    if (m_showParentArrows && m_cellSize >= arrowsFrom)
        paintParentArrows(painter, visible);
    if (m_showLabels && m_cellSize >= labelsFrom)
        paintLabels(painter, visible);
    paintBreakpoints(painter, visible);
    paintHover(painter);
}

int GridView::colourSlot(int cell, const std::uint8_t *weights, bool marks) const
{
    if (marks) {
        const int mark = int(m_scene->mark(cell));
        if (mark != int(Mark::None) && mark < markCount)
            return markSlot + mark;
    }
    return weights[cell];
}

void GridView::paintFromImage(QPainter &painter, CellRange cells)
{
    ensureImage();
    const QRect target = pixelRect(cells);
    const QRectF source(cells.x0, cells.y0, cells.x1 - cells.x0 + 1, cells.y1 - cells.y0 + 1);
    painter.drawImage(QRectF(target), m_image, source);
}

void GridView::paintCellRuns(QPainter &painter, CellRange cells)
{
    // One rectangle per run of equal colour in a row, and one call per colour.
    const Grid &grid = board();
    const std::uint8_t *weights = grid.weights().data();
    const bool marks = sceneMatches() && m_scene->hasLayer(CellLayer::Mark);
    for (auto &runs : m_runs)
        runs.clear();
    std::vector<int> edges(std::size_t(cells.x1 - cells.x0 + 2));
    for (int x = cells.x0; x <= cells.x1 + 1; ++x)
        edges[std::size_t(x - cells.x0)] = edgeX(x);
    for (int y = cells.y0; y <= cells.y1; ++y) {
        const int top = edgeY(y);
        const int bottom = edgeY(y + 1);
        const int row = y * grid.width();
        int runStart = cells.x0;
        int runSlot = colourSlot(row + cells.x0, weights, marks);
        for (int x = cells.x0 + 1; x <= cells.x1 + 1; ++x) {
            const int slot = x <= cells.x1 ? colourSlot(row + x, weights, marks) : -1;
            if (slot == runSlot)
                continue;
            const int left = edges[std::size_t(runStart - cells.x0)];
            const int right = edges[std::size_t(x - cells.x0)];
            m_runs[std::size_t(runSlot)].append(QRect(left, top, right - left, bottom - top));
            runStart = x;
            runSlot = slot;
        }
    }
    painter.setPen(Qt::NoPen);
    for (std::size_t slot = 0; slot < m_runs.size(); ++slot) {
        if (m_runs[slot].isEmpty())
            continue;
        painter.setBrush(m_colours[slot]);
        painter.drawRects(m_runs[slot]);
    }
}

void GridView::paintGridLines(QPainter &painter, CellRange cells)
{
    const int top = edgeY(cells.y0);
    const int bottom = edgeY(cells.y1 + 1);
    const int left = edgeX(cells.x0);
    const int right = edgeX(cells.x1 + 1);
    QList<QLine> lines;
    lines.reserve((cells.x1 - cells.x0 + 2) + (cells.y1 - cells.y0 + 2));
    for (int x = cells.x0; x <= cells.x1 + 1; ++x)
        lines.append(QLine(edgeX(x), top, edgeX(x), bottom));
    for (int y = cells.y0; y <= cells.y1 + 1; ++y)
        lines.append(QLine(left, edgeY(y), right, edgeY(y)));
    painter.setPen(QPen(m_palette.gridLine(), 0));
    painter.drawLines(lines);
}

void GridView::paintEndpoints(QPainter &painter, CellRange cells)
{
    const auto paintOne = [&](std::optional<CellPos> cell, const QColor &colour, const QString &letter) {
        if (!cell || cell->x < cells.x0 || cell->x > cells.x1 || cell->y < cells.y0 || cell->y > cells.y1)
            return;
        const QRect square = pixelRect({cell->x, cell->y, cell->x, cell->y});
        if (m_cellSize < imageBelow) {
            // A pixel would be lost on a big board: a dot larger than the cell marks it.
            painter.save();
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setPen(QPen(m_palette.background(), 1.5));
            painter.setBrush(colour);
            painter.drawEllipse(QRectF(square).center(), 4.5, 4.5);
            painter.restore();
            return;
        }
        painter.fillRect(square, colour);
        if (m_cellSize < lettersFrom)
            return;
        QFont font = this->font();
        font.setBold(true);
        font.setPixelSize(std::max(8, int(m_cellSize * 0.55)));
        painter.setFont(font);
        painter.setPen(Qt::white);
        painter.drawText(square, Qt::AlignCenter, letter);
    };
    const Scenario &scenario = m_document->scenario();
    paintOne(scenario.start, m_palette.start(), tr("S", "the start cell, one letter"));
    paintOne(scenario.goal, m_palette.goal(), tr("G", "the goal cell, one letter"));
}

void GridView::prepareArrowSprites(int side)
{
    if (m_arrowSpriteSide == side)
        return;
    m_arrowSpriteSide = side;
    const double shaft = side * 0.38;
    const double head = side * 0.16;
    QColor colour = m_palette.text();
    colour.setAlpha(170);
    const QPen pen(colour, std::max(1.0, side / 22.0), Qt::SolidLine, Qt::RoundCap);
    for (const Direction direction : compassDirections) {
        QImage sprite(side, side, QImage::Format_ARGB32_Premultiplied);
        sprite.fill(Qt::transparent);
        QPainter painter(&sprite);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(pen);
        QPointF unit(dx(direction), dy(direction));
        if (isDiagonal(direction))
            unit /= std::sqrt(2.0);
        const QPointF centre(side / 2.0, side / 2.0);
        const QPointF tip = centre + unit * shaft;
        const QPointF across(-unit.y(), unit.x());
        const QLineF lines[] = {
            QLineF(centre - unit * (shaft * 0.45), tip),
            QLineF(tip, tip - unit * head + across * (head * 0.6)),
            QLineF(tip, tip - unit * head - across * (head * 0.6)),
        };
        painter.drawLines(lines, 3);
        m_arrowSprites[std::size_t(direction)] = sprite;
    }
}

void GridView::paintParentArrows(QPainter &painter, CellRange cells)
{
    if (!sceneMatches() || !m_scene->hasLayer(CellLayer::Parent))
        return;
    // Beside labels the arrow shrinks into the bottom-right corner, clear of the text.
    const bool besideLabels = m_showLabels && m_cellSize >= labelsFrom;
    const int side = besideLabels ? int(m_cellSize * 0.38) : int(std::ceil(m_cellSize));
    prepareArrowSprites(side);
    const int inset = besideLabels ? side + std::max(1, int(m_cellSize * 0.04)) : 0;
    const int width = board().width();
    for (int y = cells.y0; y <= cells.y1; ++y) {
        const int top = besideLabels ? edgeY(y + 1) - inset : edgeY(y);
        for (int x = cells.x0; x <= cells.x1; ++x) {
            const int direction = m_scene->parent(y * width + x);
            if (direction == int(Direction::None) || direction > int(Direction::NorthWest))
                continue;
            const int left = besideLabels ? edgeX(x + 1) - inset : edgeX(x);
            painter.drawImage(QPoint(left, top), m_arrowSprites[std::size_t(direction)]);
        }
    }
}

const QStaticText &GridView::staticText(const QString &text)
{
    auto found = m_textCache.find(text);
    if (found == m_textCache.end()) {
        if (m_textCache.size() >= textCacheLimit)
            m_textCache.clear();
        QStaticText prepared(text);
        prepared.setTextFormat(Qt::PlainText);
        prepared.setPerformanceHint(QStaticText::AggressiveCaching);
        prepared.prepare(QTransform(), m_labelFont);
        found = m_textCache.insert(text, prepared);
    }
    return *found;
}

void GridView::paintLabels(QPainter &painter, CellRange cells)
{
    if (!sceneMatches() || !m_trace)
        return;
    // Channels by their ids; g and h also give f = g + h, the number A* sorts by.
    const QStringList &ids = m_trace->tables.labels;
    const int channels = std::min<int>(int(ids.size()), labelLayerCount);
    int gChannel = -1;
    int hChannel = -1;
    QList<int> shown;
    for (int channel = 0; channel < channels; ++channel) {
        if (!m_scene->hasLayer(labelLayer(channel)))
            continue;
        if (ids[channel] == QLatin1String("g"))
            gChannel = channel;
        else if (ids[channel] == QLatin1String("h"))
            hChannel = channel;
        shown.append(channel);
    }
    if (shown.isEmpty())
        return;

    const int pixelSize = std::clamp(int(m_cellSize * 0.18), 8, 14);
    if (m_labelFont.pixelSize() != pixelSize) {
        m_labelFont = font();
        m_labelFont.setPixelSize(pixelSize);
        m_textCache.clear();
    }
    const int lineHeight = QFontMetrics(m_labelFont).height();
    const int padding = std::max(2, int(m_cellSize * 0.06));
    const int maxLines = std::max(1, (int(m_cellSize) - 2 * padding) / lineHeight);
    painter.setFont(m_labelFont);
    painter.setPen(m_palette.text());

    const int width = board().width();
    QStringList lines;
    for (int y = cells.y0; y <= cells.y1; ++y) {
        for (int x = cells.x0; x <= cells.x1; ++x) {
            const int cell = y * width + x;
            lines.clear();
            float g = std::numeric_limits<float>::quiet_NaN();
            float h = g;
            for (const int channel : shown) {
                const float value = m_scene->label(channel, cell);
                if (std::isnan(value))
                    continue;
                if (channel == gChannel)
                    g = value;
                else if (channel == hChannel)
                    h = value;
                lines.append(ids[channel] + QLatin1Char(' ') + formatLabel(value));
            }
            if (!std::isnan(g) && !std::isnan(h))
                lines.append(QStringLiteral("f ") + formatLabel(g + h));
            if (lines.isEmpty())
                continue;
            const QPoint corner = pixelRect({x, y, x, y}).topLeft() + QPoint(padding, padding);
            const int count = std::min(int(lines.size()), maxLines);
            for (int line = 0; line < count; ++line)
                painter.drawStaticText(corner + QPoint(0, line * lineHeight), staticText(lines[line]));
        }
    }
}

void GridView::paintBreakpoints(QPainter &painter, CellRange cells)
{
    if (m_breakpoints.isEmpty())
        return;
    const Grid &grid = board();
    const double radius = m_cellSize < gridLinesFrom ? 3.0 : std::clamp(m_cellSize * 0.14, 3.0, 7.0);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(m_palette.background(), 1.0));
    painter.setBrush(m_palette.breakpoint());
    for (const int cell : m_breakpoints) {
        if (cell < 0 || cell >= grid.cellCount())
            continue;
        const CellPos p = grid.pos(cell);
        if (p.x < cells.x0 || p.x > cells.x1 || p.y < cells.y0 || p.y > cells.y1)
            continue;
        const QRectF square = cellRect(p);
        // In the top-right corner, clear of the labels and the S / G letter, when there is room.
        const QPointF centre = m_cellSize < gridLinesFrom
            ? square.center()
            : QPointF(square.right() - radius - 2, square.top() + radius + 2);
        painter.drawEllipse(centre, radius, radius);
    }
    painter.restore();
}

void GridView::paintHover(QPainter &painter)
{
    if (!m_hovered || m_cellSize < gridLinesFrom || m_drag == Drag::Pan)
        return;
    QColor colour = m_palette.text();
    colour.setAlpha(110);
    painter.setPen(QPen(colour, 0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(pixelRect({m_hovered->x, m_hovered->y, m_hovered->x, m_hovered->y}).adjusted(1, 1, -1, -1));
}

void GridView::ensureImage()
{
    const QSize size(board().width(), board().height());
    if (m_imageValid && m_image.size() == size)
        return;
    if (m_image.size() != size)
        m_image = QImage(size, QImage::Format_RGB32);
    fillImage({0, 0, size.width() - 1, size.height() - 1});
    m_imageValid = true;
}

void GridView::fillImage(CellRange cells)
{
    const Grid &grid = board();
    const std::uint8_t *weights = grid.weights().data();
    const bool marks = sceneMatches() && m_scene->hasLayer(CellLayer::Mark);
    for (int y = cells.y0; y <= cells.y1; ++y) {
        auto *line = reinterpret_cast<QRgb *>(m_image.scanLine(y));
        const int row = y * grid.width();
        if (marks) {
            for (int x = cells.x0; x <= cells.x1; ++x)
                line[x] = m_rgb[std::size_t(colourSlot(row + x, weights, true))];
        } else {
            for (int x = cells.x0; x <= cells.x1; ++x)
                line[x] = m_rgb[weights[row + x]];
        }
    }
    const auto plot = [&](std::optional<CellPos> p, const QColor &colour) {
        if (p && p->x >= cells.x0 && p->x <= cells.x1 && p->y >= cells.y0 && p->y <= cells.y1)
            m_image.setPixel(p->x, p->y, colour.rgb());
    };
    plot(m_document->scenario().start, m_palette.start());
    plot(m_document->scenario().goal, m_palette.goal());
}

// --- input

bool GridView::event(QEvent *event)
{
    switch (event->type()) {
    case QEvent::ShortcutOverride: {
        // Space is the window's play/pause; here it also means "pan", so the view takes it
        // and reports a plain tap through spaceTapped().
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Space && key->modifiers() == Qt::NoModifier) {
            event->accept();
            return true;
        }
        break;
    }
    case QEvent::NativeGesture: {
        auto *gesture = static_cast<QNativeGestureEvent *>(event);
        if (gesture->gestureType() == Qt::ZoomNativeGesture) {
            zoomAround(gesture->position(), m_cellSize * (1.0 + gesture->value()));
            return true;
        }
        if (gesture->gestureType() == Qt::SmartZoomNativeGesture) {
            zoomToFit();
            return true;
        }
        break;
    }
    case QEvent::Gesture: {
        auto *gestures = static_cast<QGestureEvent *>(event);
        if (auto *pinch = static_cast<QPinchGesture *>(gestures->gesture(Qt::PinchGesture))) {
            if (pinch->changeFlags() & QPinchGesture::ScaleFactorChanged)
                zoomAround(mapFromGlobal(pinch->centerPoint()), m_cellSize * pinch->scaleFactor());
            gestures->accept(pinch);
            return true;
        }
        break;
    }
    default:
        break;
    }
    return QWidget::event(event);
}

void GridView::mousePressEvent(QMouseEvent *event)
{
    if (m_drag != Drag::None) {
        // A second button during a drag goes to whoever owns the drag, and ends nothing.
        if (m_drag == Drag::Tool && m_tool)
            m_tool->press(*this, event, cellUnder(event->position()));
        return;
    }
    const bool pan = event->button() == Qt::MiddleButton
        || (event->button() == Qt::LeftButton && m_spaceHeld);
    if (pan) {
        m_drag = Drag::Pan;
        m_dragButton = event->button();
        m_panLast = event->position();
        m_panRemainder = QPointF();
        if (m_spaceHeld)
            m_spaceUsed = true;
        updateCursor();
        update();
        return;
    }
    if (!m_tool || !hasBoard())
        return;
    const CellPos cell = cellUnder(event->position());
    if (!board().contains(cell))
        return;
    m_drag = Drag::Tool;
    m_dragButton = event->button();
    m_tool->press(*this, event, cell);
}

void GridView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_drag == Drag::Pan) {
        const QPointF delta = event->position() - m_panLast;
        m_panLast = event->position();
        panBy(delta);
        return;
    }
    const CellPos cell = cellUnder(event->position());
    setHovered(hasBoard() && board().contains(cell) ? std::optional<CellPos>(cell) : std::nullopt);
    if (m_drag == Drag::Tool && m_tool)
        m_tool->move(*this, event, cell);
}

void GridView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_drag == Drag::Pan) {
        if (event->button() == m_dragButton) {
            m_drag = Drag::None;
            updateCursor();
            update();
        }
        return;
    }
    if (m_drag != Drag::Tool)
        return;
    if (m_tool)
        m_tool->release(*this, event, cellUnder(event->position()));
    if (event->button() == m_dragButton)
        m_drag = Drag::None;
}

void GridView::wheelEvent(QWheelEvent *event)
{
    // A touchpad scrolls in pixels and pans (it pinches to zoom); a wheel, or Ctrl with a
    // touchpad, zooms around the pointer.
    if (!event->pixelDelta().isNull() && !(event->modifiers() & Qt::ControlModifier)) {
        panBy(QPointF(event->pixelDelta()));
        event->accept();
        return;
    }
    const int delta = event->angleDelta().y() != 0 ? event->angleDelta().y() : event->angleDelta().x();
    if (delta == 0) {
        event->ignore();
        return;
    }
    zoomAround(event->position(), m_cellSize * std::pow(zoomStep, delta / 120.0));
    event->accept();
}

void GridView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && event->modifiers() == Qt::NoModifier) {
        if (!event->isAutoRepeat()) {
            m_spaceHeld = true;
            m_spaceUsed = false;
            updateCursor();
        }
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

void GridView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space) {
        if (!event->isAutoRepeat() && m_spaceHeld) {
            m_spaceHeld = false;
            updateCursor();
            if (!m_spaceUsed)
                emit spaceTapped();
        }
        event->accept();
        return;
    }
    QWidget::keyReleaseEvent(event);
}

void GridView::focusOutEvent(QFocusEvent *event)
{
    m_spaceHeld = false;
    updateCursor();
    QWidget::focusOutEvent(event);
}

void GridView::leaveEvent(QEvent *event)
{
    setHovered(std::nullopt);
    QWidget::leaveEvent(event);
}

void GridView::setHovered(std::optional<CellPos> cell)
{
    if (cell == m_hovered)
        return;
    const auto repaint = [this](std::optional<CellPos> p) {
        if (p && m_cellSize >= gridLinesFrom)
            update(pixelRect({p->x, p->y, p->x, p->y}).adjusted(-1, -1, 1, 1));
    };
    repaint(m_hovered);
    m_hovered = cell;
    repaint(m_hovered);
    emit hoveredCellChanged(cell ? cell->x : -1, cell ? cell->y : -1);
}

void GridView::endToolDrag()
{
    if (m_drag == Drag::Tool && m_tool)
        m_tool->cancel();
    if (m_drag != Drag::None) {
        m_drag = Drag::None;
        updateCursor();
    }
}

void GridView::updateCursor()
{
    if (m_drag == Drag::Pan)
        setCursor(Qt::ClosedHandCursor);
    else if (m_spaceHeld)
        setCursor(Qt::OpenHandCursor);
    else if (m_tool)
        setCursor(m_tool->cursor());
    else
        unsetCursor();
}

void GridView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void GridView::retranslate()
{
    setAccessibleName(tr("Board"));
    update();
}

} // namespace gridtrace
