#pragma once

#include "palette.h"

#include "grid/cellpos.h"

#include <QHash>
#include <QImage>
#include <QPointer>
#include <QSet>
#include <QStaticText>
#include <QWidget>

#include <array>
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
// Painting costs what is on screen, never what is on the board: only the exposed region is
// painted; zoomed out, the board is one pixel per cell in an image that is scaled into place;
// zoomed in, the visible cells are filled in runs of one colour.
class GridView : public QWidget
{
    Q_OBJECT

public:
    static constexpr double minCellSize = 0.05;
    static constexpr double maxCellSize = 160.0;
    // Below this cell size the board is drawn from the one-pixel-per-cell image.
    static constexpr double imageBelow = 4.0;
    static constexpr double gridLinesFrom = 8.0;
    static constexpr double lettersFrom = 12.0;
    static constexpr double arrowsFrom = 10.0;
    static constexpr double labelsFrom = 40.0;

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
    const Trace *trace() const { return m_trace; }
    const Scene *scene() const { return m_scene; }

    void setThemePalette(const Palette &palette);
    const Palette &themePalette() const { return m_palette; }
    void setShowLabels(bool show);
    bool showLabels() const { return m_showLabels; }
    void setShowParentArrows(bool show);
    bool showParentArrows() const { return m_showParentArrows; }
    // Board indices of the cells that carry a breakpoint marker.
    void setBreakpointCells(const QSet<int> &cells);
    QSet<int> breakpointCells() const { return m_breakpoints; }

    // The tool that gets mouse input on the board; the view does not own it.
    void setTool(Tool *tool);
    Tool *tool() const;

    double cellSize() const { return m_cellSize; }
    // The cell under a widget position, or nullopt off the board.
    std::optional<CellPos> cellAt(QPoint widgetPos) const;
    // A cell's square in widget coordinates.
    QRectF cellRect(CellPos cell) const;

    QSize sizeHint() const override;

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
    // Inclusive cell ranges; empty when x0 > x1 or y0 > y1.
    struct CellRange
    {
        int x0 = 0, y0 = 0, x1 = -1, y1 = -1;
        bool isEmpty() const { return x0 > x1 || y0 > y1; }
    };
    enum class Drag { None, Pan, Tool };

    // Colour slots: weights 0..9, then one per mark.
    static constexpr int markSlot = 10;
    static constexpr int colourSlots = markSlot + markCount;

    void onDocumentReset();
    void onBoardChanged();
    void onCellsChanged(QRect cells);

    bool hasBoard() const;
    const Grid &board() const;
    bool sceneMatches() const;
    int edgeX(int x) const;
    int edgeY(int y) const;
    QRect pixelRect(CellRange cells) const;
    CellRange cellsIn(QRect widgetRect) const;
    CellPos cellUnder(QPointF widgetPos) const;
    int colourSlot(int cell, const std::uint8_t *weights, bool marks) const;

    void paintFromImage(QPainter &painter, CellRange cells);
    void paintCellRuns(QPainter &painter, CellRange cells);
    void paintGridLines(QPainter &painter, CellRange cells);
    void paintEndpoints(QPainter &painter, CellRange cells);
    void paintParentArrows(QPainter &painter, CellRange cells);
    void paintLabels(QPainter &painter, CellRange cells);
    void paintBreakpoints(QPainter &painter, CellRange cells);
    void paintHover(QPainter &painter);

    void rebuildColours();
    void invalidateImage() { m_imageValid = false; }
    void ensureImage();
    void fillImage(CellRange cells);
    const QStaticText &staticText(const QString &text);
    void prepareArrowSprites(int side);

    void zoomAround(QPointF anchor, double cellSize);
    void panBy(QPointF delta);
    void clampOrigin();
    void setHovered(std::optional<CellPos> cell);
    void endToolDrag();
    void updateCursor();
    void retranslate();

    QPointer<BoardDocument> m_document;
    QPointer<Tool> m_tool;
    const Trace *m_trace = nullptr;
    const Scene *m_scene = nullptr;
    Palette m_palette;
    std::array<QColor, colourSlots> m_colours;
    std::array<QRgb, colourSlots> m_rgb{};
    bool m_showLabels = false;
    bool m_showParentArrows = false;
    QSet<int> m_breakpoints;

    double m_cellSize = 24.0;
    QPointF m_origin; // where the board's top-left corner is, in widget coordinates
    QSize m_boardSize;
    bool m_fitted = true; // the user has not zoomed or panned since the last fit

    QImage m_image;
    bool m_imageValid = false;
    std::array<QList<QRect>, colourSlots> m_runs; // reused between paints

    // One antialiased arrow per direction at the current cell size, blitted per cell: an
    // antialiased line per cell is many times slower.
    std::array<QImage, 9> m_arrowSprites;
    int m_arrowSpriteSide = 0;

    QFont m_labelFont;
    QHash<QString, QStaticText> m_textCache;

    Drag m_drag = Drag::None;
    Qt::MouseButton m_dragButton = Qt::NoButton;
    QPointF m_panLast;
    QPointF m_panRemainder;
    bool m_spaceHeld = false;
    bool m_spaceUsed = false;
    std::optional<CellPos> m_hovered;
};

} // namespace gridtrace
