#pragma once

#include "boardrenderer.h"
#include "palette.h"

#include <QColor>
#include <QFont>

#include <cstdint>

class QPainter;

namespace gridtrace {

// Draws tiles over the board's cell fills, for BoardRenderer: a Lianliankan picture or a
// sliding puzzle's piece, as a raised face inset in its cell with the tile's number on it. The
// number is what tells kinds apart, for every eye; the face's colour, one per kind spread
// round the hue circle, helps to find the pairs at a glance. A cell's mark (a search's layer,
// the path) shows as the frame round the face.
class TilePainter
{
public:
    // Narrower faces are smudges: below this cell side, in pixels, no tiles are drawn.
    static constexpr double facesFrom = 6.0;
    // Below this, no numbers.
    static constexpr double numbersFrom = 14.0;

    explicit TilePainter(const Palette &palette = Palette());

    void setPalette(const Palette &palette);
    QColor faceColour(std::int32_t value) const;
    QColor edgeColour(std::int32_t value) const;
    QColor numberColour() const { return m_number; }

    // tileAt(x, y): the value on a cell, 0 for none. Only the cells handed are painted.
    template<typename TileAt>
    void paint(QPainter &painter, TileAt tileAt, CellRange cells, const BoardGeometry &geometry)
    {
        if (geometry.cellSize < facesFrom)
            return;
        begin(painter, geometry.cellSize);
        for (int y = cells.y0; y <= cells.y1; ++y) {
            for (int x = cells.x0; x <= cells.x1; ++x) {
                if (const std::int32_t value = tileAt(x, y); value != 0)
                    paintTile(painter, geometry.cellRect({x, y}), value);
            }
        }
        end(painter);
    }

private:
    void begin(QPainter &painter, double side);
    void paintTile(QPainter &painter, const QRectF &cell, std::int32_t value);
    void end(QPainter &painter);

    bool m_light = true;
    QColor m_number;
    QFont m_font;
    double m_side = 0.0;
};

} // namespace gridtrace
