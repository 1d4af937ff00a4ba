#pragma once

#include "boardrenderer.h"
#include "palette.h"

#include "grid/cellpos.h"

#include <QPointer>
#include <QSet>
#include <QWidget>

#include <optional>

namespace gridtrace {

class BoardDocument;
class Grid;
class Scene;
class Tool;
class Trace;

// Draws the document's board and, over it, a frame of a trace: marks, labels and parent
// arrows. Zooms (wheel, pinch) and pans (middle button, or Space held with the left button),
// and hands the other mouse input on the board to the current tool.
//
// Painting costs what is on screen, never what is on the board: only the cells under the
// exposed region are handed to the BoardRenderer, which paints them; the view adds the hover.
class GridView : public QWidget
{
    Q_OBJECT

public:
    static constexpr double minCellSize = 0.05;
    static constexpr double maxCellSize = 160.0;
    // The cell sizes at which the renderer changes what it draws (see BoardRenderer).
    static constexpr double imageBelow = BoardRenderer::imageBelow;
    static constexpr double gridLinesFrom = BoardRenderer::gridLinesFrom;
    static constexpr double lettersFrom = BoardRenderer::lettersFrom;
    static constexpr double arrowsFrom = BoardRenderer::arrowsFrom;
    static constexpr double labelsFrom = BoardRenderer::labelsFrom;

    explicit GridView(QWidget *parent = nullptr);
    ~GridView() override;

    // Terrain and endpoints always come from the document's board. The view does not own it.
    void setDocument(BoardDocument *document);
    BoardDocument *document() const;

    // Marks, labels and parent arrows come from the scene when it is the board's size; null
    // shows the board alone. Both must outlive the view's use of them.
    void setFrame(const Trace *trace, const Scene *scene);
    // The scene given to setFrame() changed in place (a step was taken).
    void frameChanged();
    const Trace *trace() const { return m_renderer.trace(); }
    const Scene *scene() const { return m_renderer.scene(); }

    void setThemePalette(const Palette &palette);
    const Palette &themePalette() const { return m_renderer.palette(); }
    void setShowLabels(bool show);
    bool showLabels() const { return m_renderer.showLabels(); }
    void setShowParentArrows(bool show);
    bool showParentArrows() const { return m_renderer.showParentArrows(); }
    // Draws a snake game: the scene's sequence `body` (head first) as one connected snake and
    // `shadow` as an overlay over it; -1 for none. body < 0 is not a snake game (default).
    // `rival`: a duel's second snake, in a colour of its own; -1 for none.
    void setSnakeSequences(int body, int shadow, int rival = -1);
    int snakeBodySequence() const { return m_renderer.snakeBodySequence(); }
    int snakeShadowSequence() const { return m_renderer.snakeShadowSequence(); }
    int snakeRivalSequence() const { return m_renderer.snakeRivalSequence(); }
    // A live snake that died where its head stands: the head is drawn crashed (see
    // BoardRenderer::setSnakeCrashed()).
    void setSnakeCrashed(bool crashed, int ranInto = -1);
    bool snakeCrashed() const { return m_renderer.snakeCrashed(); }
    int snakeRanInto() const { return m_renderer.snakeRanInto(); }
    // The scene's sequence that holds a closed cycle through cells, drawn as a line over the
    // cell fills and under the snake; -1 for none (default).
    void setCycleSequence(int sequence);
    int cycleSequence() const { return m_renderer.cycleSequence(); }
    // Whether the cycle is drawn (a View toggle); on by default.
    void setShowCycle(bool show);
    bool showCycle() const { return m_renderer.showCycle(); }
    // Board indices of the cells that carry a breakpoint marker.
    void setBreakpointCells(const QSet<int> &cells);
    QSet<int> breakpointCells() const { return m_renderer.breakpointCells(); }

    // The tool that gets mouse input on the board; the view does not own it.
    void setTool(Tool *tool);
    Tool *tool() const;

    double cellSize() const { return m_cellSize; }
    // The cell under a widget position, or nullopt off the board.
    std::optional<CellPos> cellAt(QPoint widgetPos) const;
    // A cell's square in widget coordinates.
    QRectF cellRect(CellPos cell) const;

    QSize sizeHint() const override;

    // Pixels at the bottom that something else draws on (presentation mode's caption): the
    // board is fitted above them.
    void setBottomInset(int pixels);
    // Fitted boards are drawn from the top rather than centred, to line up with another view.
    void setTopAligned(bool top);
    int bottomInset() const { return m_bottomInset; }
    // A view shown beside this one (Compare Side by Side): a fitted board takes the cell size
    // that fits both, so the two are drawn at one scale. nullptr for none.
    void setFitPartner(GridView *partner);

public slots:
    void zoomIn();
    void zoomOut();
    void zoomToFit();
    // Zooms around the centre of the view.
    void setCellSize(double px);

signals:
    // (-1, -1) when the pointer is off the board.
    void hoveredCellChanged(int x, int y);
    void zoomChanged(double cellSize);
    // Space pressed and released without panning: the view keeps Space from the window's
    // shortcuts while it has focus, so this is the way to reach play/pause.
    void spaceTapped();

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    enum class Drag { None, Pan, Tool };

    void onDocumentReset();
    void onBoardChanged();
    void onCellsChanged(QRect cells);

    bool hasBoard() const;
    const Grid &board() const;
    BoardGeometry geometry() const { return {m_cellSize, m_origin}; }
    QRect pixelRect(CellRange cells) const { return geometry().pixelRect(cells); }
    CellRange cellsIn(QRect widgetRect) const;
    CellPos cellUnder(QPointF widgetPos) const;

    void paintHover(QPainter &painter);

    // The cell size that fits the board in this view alone.
    double ownFitCellSize() const;
    void zoomAround(QPointF anchor, double cellSize);
    void panBy(QPointF delta);
    void clampOrigin();
    void setHovered(std::optional<CellPos> cell);
    void endToolDrag();
    void updateCursor();
    void retranslate();

    QPointer<BoardDocument> m_document;
    QPointer<Tool> m_tool;
    // Paints the board and the frame; holds the palette, the frame and the display options.
    BoardRenderer m_renderer;

    double m_cellSize = 24.0;
    int m_bottomInset = 0;
    bool m_topAligned = false;
    QPointer<GridView> m_fitPartner;
    QPointF m_origin; // where the board's top-left corner is, in widget coordinates
    QSize m_boardSize;
    bool m_fitted = true; // the user has not zoomed or panned since the last fit

    Drag m_drag = Drag::None;
    Qt::MouseButton m_dragButton = Qt::NoButton;
    QPointF m_panLast;
    QPointF m_panRemainder;
    bool m_spaceHeld = false;
    bool m_spaceUsed = false;
    std::optional<CellPos> m_hovered;
};

} // namespace gridtrace
