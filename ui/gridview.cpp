#include "gridview.h"

#include "boarddocument.h"
#include "tools/tool.h"

#include "grid/grid.h"

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

namespace gridtrace {

namespace {

constexpr double zoomStep = 1.25;
constexpr int fitMargin = 8;
// How much of the board stays in view however far it is panned.
constexpr int keptInView = 48;
// How far past a cell a repaint of it reaches: grid lines, endpoint markers.
constexpr int repaintMargin = 6;

} // namespace

GridView::GridView(QWidget *parent)
    : QWidget(parent)
{
    // Every pixel is painted, the canvas around the board too.
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    grabGesture(Qt::PinchGesture);
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
    m_renderer.setDocument(document);
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
    m_renderer.setFrame(trace, scene);
    frameChanged();
}

void GridView::frameChanged()
{
    m_renderer.invalidateImage();
    update();
}

void GridView::onDocumentReset()
{
    endToolDrag();
    m_boardSize = hasBoard() ? QSize(board().width(), board().height()) : QSize();
    m_renderer.invalidateImage();
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
    m_renderer.invalidateImage();
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
    m_renderer.cellsChanged(range);
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

// --- appearance

void GridView::setThemePalette(const Palette &palette)
{
    m_renderer.setPalette(palette);
    update();
}

void GridView::setShowLabels(bool show)
{
    if (show == m_renderer.showLabels())
        return;
    m_renderer.setShowLabels(show);
    update();
}

void GridView::setShowParentArrows(bool show)
{
    if (show == m_renderer.showParentArrows())
        return;
    m_renderer.setShowParentArrows(show);
    update();
}

void GridView::setSnakeSequences(int body, int shadow, int rival)
{
    if (body == m_renderer.snakeBodySequence() && shadow == m_renderer.snakeShadowSequence()
        && rival == m_renderer.snakeRivalSequence())
        return;
    m_renderer.setSnakeSequences(body, shadow, rival);
    update();
}

void GridView::setSnakeCrashed(bool crashed, int ranInto)
{
    if (crashed == m_renderer.snakeCrashed() && (crashed ? ranInto : -1) == m_renderer.snakeRanInto())
        return;
    m_renderer.setSnakeCrashed(crashed, ranInto);
    update();
}

void GridView::setCycleSequence(int sequence)
{
    if (std::max(-1, sequence) == m_renderer.cycleSequence())
        return;
    m_renderer.setCycleSequence(sequence);
    update();
}

void GridView::setShowCycle(bool show)
{
    if (show == m_renderer.showCycle())
        return;
    m_renderer.setShowCycle(show);
    update();
}

void GridView::setBreakpointCells(const QSet<int> &cells)
{
    if (cells == m_renderer.breakpointCells())
        return;
    m_renderer.setBreakpointCells(cells);
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

CellRange GridView::cellsIn(QRect widgetRect) const
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
    return geometry().cellRect(cell);
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

double GridView::ownFitCellSize() const
{
    const double across = double(width() - 2 * fitMargin) / board().width();
    const double down = double(height() - m_bottomInset - 2 * fitMargin) / board().height();
    return std::min(across, down);
}

void GridView::setFitPartner(GridView *partner)
{
    if (partner == m_fitPartner)
        return;
    m_fitPartner = partner;
    if (m_fitted)
        zoomToFit();
}

void GridView::zoomToFit()
{
    if (!hasBoard())
        return;
    const int room = height() - m_bottomInset;
    double fits = ownFitCellSize();
    if (m_fitPartner && m_fitPartner->hasBoard() && m_fitPartner->board().width() == board().width()
        && m_fitPartner->board().height() == board().height())
        fits = std::min(fits, m_fitPartner->ownFitCellSize());
    const double size = std::clamp(fits, minCellSize, maxCellSize);
    const bool changed = size != m_cellSize;
    m_cellSize = size;
    m_origin = QPointF(std::round((width() - board().width() * size) / 2),
                       m_topAligned ? double(fitMargin) : std::round((room - board().height() * size) / 2));
    m_fitted = true;
    update();
    if (changed)
        emit zoomChanged(m_cellSize);
}

void GridView::setBottomInset(int pixels)
{
    pixels = std::max(0, pixels);
    if (pixels == m_bottomInset)
        return;
    m_bottomInset = pixels;
    if (m_fitted)
        zoomToFit();
}

void GridView::setTopAligned(bool top)
{
    if (top == m_topAligned)
        return;
    m_topAligned = top;
    if (m_fitted)
        zoomToFit();
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
    // The board beside this one fits to the smaller of the two.
    if (m_fitPartner && m_fitPartner->m_fitted)
        m_fitPartner->zoomToFit();
}

// --- painting

void GridView::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    const QRect exposed = event->rect();
    const QColor canvas = m_renderer.palette().canvas();
    if (!hasBoard()) {
        painter.fillRect(exposed, canvas);
        return;
    }
    const CellRange all{0, 0, board().width() - 1, board().height() - 1};
    const QRect boardPixels = pixelRect(all);
    for (const QRect &outside : QRegion(exposed).subtracted(QRegion(boardPixels)))
        painter.fillRect(outside, canvas);

    const CellRange visible = cellsIn(exposed & boardPixels);
    if (visible.isEmpty())
        return;
    // The widget's font follows its parent's and the application's, so it is handed over
    // at every paint.
    m_renderer.setFont(font());
    m_renderer.paint(painter, visible, geometry());
    paintHover(painter);
}

void GridView::paintHover(QPainter &painter)
{
    if (!m_hovered || m_cellSize < gridLinesFrom || m_drag == Drag::Pan)
        return;
    QColor colour = m_renderer.palette().text();
    colour.setAlpha(110);
    painter.setPen(QPen(colour, 0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(pixelRect({m_hovered->x, m_hovered->y, m_hovered->x, m_hovered->y}).adjusted(1, 1, -1, -1));
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
    m_renderer.setEndpointLetters(tr("S", "the start cell, one letter"),
                                  tr("G", "the goal cell, one letter"));
    update();
}

} // namespace gridtrace
