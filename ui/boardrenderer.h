#pragma once

#include "palette.h"

#include "grid/cellpos.h"

#include <QFont>
#include <QHash>
#include <QImage>
#include <QList>
#include <QPointF>
#include <QPointer>
#include <QRect>
#include <QSet>
#include <QStaticText>
#include <QString>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <deque>
#include <memory>
#include <span>

class QPainter;

namespace gridtrace {

class BoardDocument;
class CyclePainter;
class Grid;
class Scene;
class SnakePainter;
class TilePainter;
class Trace;

// Inclusive cell ranges; empty when x0 > x1 or y0 > y1.
struct CellRange
{
    int x0 = 0, y0 = 0, x1 = -1, y1 = -1;
    bool isEmpty() const { return x0 > x1 || y0 > y1; }
};

// Where the board is painted: the side of a cell and the board's top-left corner, in the
// painter's coordinates. Cell edges are rounded to whole pixels.
struct BoardGeometry
{
    double cellSize = 24.0;
    QPointF origin;

    int edgeX(int x) const { return int(std::floor(origin.x() + x * cellSize + 0.5)); }
    int edgeY(int y) const { return int(std::floor(origin.y() + y * cellSize + 0.5)); }
    QRect pixelRect(CellRange cells) const
    {
        return QRect(QPoint(edgeX(cells.x0), edgeY(cells.y0)),
                     QPoint(edgeX(cells.x1 + 1) - 1, edgeY(cells.y1 + 1) - 1));
    }
    QRectF cellRect(CellPos cell) const
    {
        return QRectF(origin.x() + cell.x * cellSize, origin.y() + cell.y * cellSize, cellSize, cellSize);
    }
};

// Paints the document's board and, over it, a frame of a trace: terrain, marks, endpoints,
// grid lines, parent arrows, labels and breakpoint markers; for a snake game, the snake (see
// setSnakeSequences()); a closed cycle through the cells (see setCycleSequence()); tiles, the
// frame's or else the document's (see TilePainter). Zoom, pan
// and input are the
// view's (GridView); the renderer paints the cells it is handed at the geometry it is handed.
//
// Painting costs what is on screen, never what is on the board: only the cells given to
// paint() are painted; zoomed out, the board is one pixel per cell in an image that is scaled
// into place; zoomed in, the cells are filled in runs of one colour.
class BoardRenderer
{
public:
    // Below this cell size the board is drawn from the one-pixel-per-cell image.
    static constexpr double imageBelow = 4.0;
    static constexpr double gridLinesFrom = 8.0;
    static constexpr double lettersFrom = 12.0;
    static constexpr double arrowsFrom = 10.0;
    static constexpr double labelsFrom = 40.0;

    BoardRenderer();
    ~BoardRenderer();
    Q_DISABLE_COPY_MOVE(BoardRenderer)

    // Terrain and endpoints come from the document's board. The renderer does not own it.
    void setDocument(const BoardDocument *document);
    // Marks, labels and parent arrows come from the scene when it is the board's size; null
    // shows the board alone. Neither is owned. Call invalidateImage() when the scene changes.
    void setFrame(const Trace *trace, const Scene *scene);
    const Trace *trace() const { return m_trace; }
    const Scene *scene() const { return m_scene; }

    void setPalette(const Palette &palette);
    const Palette &palette() const { return m_palette; }
    void setShowLabels(bool show) { m_showLabels = show; }
    bool showLabels() const { return m_showLabels; }
    void setShowParentArrows(bool show) { m_showParentArrows = show; }
    bool showParentArrows() const { return m_showParentArrows; }
    // Board indices of the cells that carry a breakpoint marker.
    void setBreakpointCells(const QSet<int> &cells) { m_breakpoints = cells; }
    const QSet<int> &breakpointCells() const { return m_breakpoints; }
    // The font that labels and the endpoints' letters are made from.
    void setFont(const QFont &font) { m_font = font; }
    // The letters on the start and goal cells, already translated.
    void setEndpointLetters(const QString &start, const QString &goal);
    // The name a label channel is written with on its cells, in the language shown now: g and
    // h are the textbooks' letters in every language, the others words of their own.
    static QString cellLabelName(const QString &id);
    // Draws a snake game: the scene's sequence `body` (head first) as one connected snake and
    // `shadow` as an overlay over it; -1 for none. body < 0 is not a snake game (default).
    // `rival` is a duel's second snake, drawn as a band of its own colour; -1 for none.
    // In a snake game the start cell is the snake's head and the goal is not drawn; without a
    // scene, the document's drawn snake and food are.
    void setSnakeSequences(int body, int shadow, int rival = -1);
    int snakeBodySequence() const { return m_snakeBody; }
    int snakeShadowSequence() const { return m_snakeShadow; }
    int snakeRivalSequence() const { return m_snakeRival; }
    // The snake of sequence `body` is dead where its head lies: a live game leaves a dead
    // snake's head where it was, on no wall or body of its own. (A duel's loser lies on what it
    // ran into, and is found from the scene.) Its head is drawn crashed. Off by default.
    // ranInto: the cell its last move ran into, where the crash is drawn, as a traced death's
    // status names it; -1 draws it on the head.
    void setSnakeCrashed(bool crashed, int ranInto = -1)
    {
        m_snakeCrashed = crashed;
        m_snakeRanInto = crashed ? ranInto : -1;
    }
    bool snakeCrashed() const { return m_snakeCrashed; }
    int snakeRanInto() const { return m_snakeRanInto; }
    // The scene's sequence that holds a closed cycle through cells (a snake AI's Hamiltonian
    // cycle), drawn as a line with its direction over the cell fills and under the snake; -1
    // for none (default). Drawn whether or not this is a snake game, from a matching scene only.
    void setCycleSequence(int sequence) { m_cycleSequence = std::max(-1, sequence); }
    int cycleSequence() const { return m_cycleSequence; }
    // Whether the cycle is drawn (a View toggle); on by default.
    void setShowCycle(bool show) { m_showCycle = show; }
    bool showCycle() const { return m_showCycle; }
    // How cell edges are drawn: hairlines one device pixel wide whatever the zoom (a screen,
    // a PNG), lines a fixed share of a cell wide that shrink with the picture (a printed page,
    // where a hairline is as wide at 50 dpi as a small cell's colour), or not at all.
    enum class GridLines { Hairline, Scaled, None };
    void setGridLines(GridLines lines) { m_gridLines = lines; }
    GridLines gridLines() const { return m_gridLines; }
    // Whether the cells' terrain and mark colours are painted (on by default). An export that
    // writes the cells itself (SVG, one element a cell) turns them off and keeps the rest.
    void setPaintCellFills(bool paint) { m_paintCellFills = paint; }
    bool paintCellFills() const { return m_paintCellFills; }

    // The board or the frame changed: the image is rebuilt when it is next painted from.
    void invalidateImage()
    {
        m_imageValid = false;
        m_frameTerrainValid = false;
    }
    // Cells of the board, all on it, changed.
    void cellsChanged(CellRange cells);

    // Paints the given cells, all on the board, and what lies on them.
    void paint(QPainter &painter, CellRange cells, const BoardGeometry &geometry);

private:
    // Colour slots: weights 0..9, then one per mark.
    static constexpr int markSlot = 10;
    static constexpr int colourSlots = markSlot + markCount;

    bool hasBoard() const;
    const Grid &board() const;
    bool sceneMatches() const;
    bool isSnakeGame() const { return m_snakeBody >= 0; }
    // The snake drawn on the document, head first: the start cell alone when none is drawn.
    std::span<const CellPos> drawnSnake() const;
    // The scene's sequence, or null when the scene does not have it or it is empty.
    const std::deque<std::uint32_t> *sceneSequence(int id) const;
    int colourSlot(int cell, const std::uint8_t *weights, bool marks) const;
    // Whether the cell is the start or the goal with its letter filling it (no tile there, not
    // a snake game): no label or arrow is drawn over the letter.
    bool lettered(int cell) const;
    // The terrain to draw, one weight per cell: the board's, or the frame's when the trace
    // changes the terrain itself (a maze generator's walls appear step by step).
    const std::uint8_t *terrain();

    void paintFromImage(QPainter &painter, CellRange cells, const BoardGeometry &geometry);
    void paintCellRuns(QPainter &painter, CellRange cells, const BoardGeometry &geometry);
    void paintGridLines(QPainter &painter, CellRange cells, const BoardGeometry &geometry);
    void paintEndpoints(QPainter &painter, CellRange cells, const BoardGeometry &geometry);
    void paintSnakeCells(QPainter &painter, CellRange cells, const BoardGeometry &geometry);
    void paintSnakeGame(QPainter &painter, CellRange cells, const BoardGeometry &geometry);
    void paintCycle(QPainter &painter, CellRange cells, const BoardGeometry &geometry);
    void paintTiles(QPainter &painter, CellRange cells, const BoardGeometry &geometry);
    // The tile on a cell as drawn: the frame's, or the document's before a run; 0 for none.
    std::int32_t tileAt(int cell) const;
    void paintParentArrows(QPainter &painter, CellRange cells, const BoardGeometry &geometry);
    void paintLabels(QPainter &painter, CellRange cells, const BoardGeometry &geometry);
    void paintBreakpoints(QPainter &painter, CellRange cells, const BoardGeometry &geometry);

    void rebuildColours();
    void ensureImage();
    void fillImage(CellRange cells);
    const QStaticText &staticText(const QString &text);
    void prepareArrowSprites(int side);

    QPointer<const BoardDocument> m_document;
    const Trace *m_trace = nullptr;
    const Scene *m_scene = nullptr;
    Palette m_palette;
    std::array<QColor, colourSlots> m_colours;
    std::array<QRgb, colourSlots> m_rgb{};
    // What labels and arrows are drawn in over each colour slot: black or white by contrast.
    std::array<bool, colourSlots> m_whiteInk{};
    bool m_showLabels = false;
    bool m_endpointsShown = true; // the trace's algorithm has a start or goal to show
    bool m_showParentArrows = false;
    QSet<int> m_breakpoints;
    QFont m_font;
    QString m_startLetter;
    QString m_goalLetter;
    int m_snakeBody = -1;
    int m_snakeShadow = -1;
    int m_snakeRival = -1;
    bool m_snakeCrashed = false;
    int m_snakeRanInto = -1;
    std::unique_ptr<SnakePainter> m_snakePainter;
    int m_cycleSequence = -1;
    bool m_showCycle = true;
    bool m_paintCellFills = true;
    GridLines m_gridLines = GridLines::Hairline;
    std::unique_ptr<CyclePainter> m_cyclePainter;
    std::unique_ptr<TilePainter> m_tilePainter;

    QImage m_image;
    bool m_imageValid = false;
    // Whether the trace shown writes terrain, found once per trace.
    const Trace *m_terrainTrace = nullptr;
    bool m_traceWritesTerrain = false;
    std::vector<std::uint8_t> m_frameTerrain;
    bool m_frameTerrainValid = false;
    std::array<QList<QRect>, colourSlots> m_runs; // reused between paints

    // One antialiased arrow per direction at the current cell size, blitted per cell: an
    // antialiased line per cell is many times slower.
    // In black ink, then in white.
    std::array<std::array<QImage, 9>, 2> m_arrowSprites;
    int m_arrowSpriteSide = 0;

    QFont m_labelFont;
    QHash<QString, QStaticText> m_textCache;
};

} // namespace gridtrace
