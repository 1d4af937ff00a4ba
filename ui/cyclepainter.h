#pragma once

#include "boardrenderer.h"
#include "palette.h"

#include <QColor>
#include <QImage>

#include <array>
#include <cstdint>
#include <deque>

class QPainter;

namespace gridtrace {

// Draws a closed tour through cells, the Hamiltonian cycle a snake AI follows, for
// BoardRenderer: a thin line through the centres of consecutive cells, the last joined to the
// first, with an arrowhead in each cell pointing to the next, so a class sees which way the
// snake will go round and where it cuts across.
//
// The line is dark on a light board and light on a dark one, and wears a thin casing of the
// board's background colour: the casing is what shows it on cells as dark as the line itself
// (walls, the body's blue), the line what shows it on the background and the light marks. Line,
// casing and arrowheads stay narrower than the snake's band, which hides them where the snake
// follows the cycle.
//
// Like SnakePainter it draws only what lies over the cells it is handed: each piece of the line
// and each arrowhead is drawn when a cell it belongs to lies within one cell of them, and the
// caller clips to their pixels. Every piece is placed from its own cells alone, so a pixel looks
// the same however the board is cut into paints.
//
// The line is whole pixels wide and runs along whole pixels, so it is filled as rectangles,
// crisp and cheap; the arrowheads are antialiased once per direction and blitted per cell. A
// 30 x 30 cycle costs about what the cell fills do, where an antialiased stroke per cell
// would cost many times the rest of the board.
class CyclePainter
{
public:
    // Below these cell sizes the line, then the arrowheads, would be a smudge.
    static constexpr double lineFrom = BoardRenderer::gridLinesFrom;
    static constexpr double arrowsFrom = BoardRenderer::lettersFrom;
    // In cell sides.
    static constexpr double lineWidth = 0.09;

    explicit CyclePainter(const Palette &palette = Palette());

    void setPalette(const Palette &palette);
    QColor lineColour() const { return m_line; }
    QColor casingColour() const { return m_casing; }

    // The line's and its casing's widths in pixels at a cell size; no casing where it would
    // show beside the snake's band.
    static double linePixels(double cellSize);
    static double casingPixels(double cellSize);

    // The cycle's cells in order: board indices of a board of boardWidth x boardHeight cells
    // (a scene's sequence). Cells off the board, and steps between cells that are not
    // neighbours, are left out rather than drawn as a line across the board.
    void paint(QPainter &painter, const std::deque<std::uint32_t> &cycle, int boardWidth, int boardHeight,
               CellRange cells, const BoardGeometry &geometry);

private:
    // An arrowhead for each way (east, south, west, north), in its casing and in the line's
    // colour, the cell's middle at the image's; half: from the middle to an image edge.
    void prepareSprites(double cellSize, qreal pixelRatio);

    QColor m_line;
    QColor m_casing;
    std::array<QImage, 4> m_casingSprites;
    std::array<QImage, 4> m_lineSprites;
    int m_spriteHalf = 0;
    double m_spriteCellSize = 0;
    qreal m_spriteRatio = 0;
};

} // namespace gridtrace
