#pragma once

#include "boardlook.h"
#include "boardrenderer.h"
#include "palette.h"

#include "grid/cellpos.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QPolygonF>
#include <QRect>

#include <cstdint>
#include <deque>
#include <optional>
#include <span>

class QPainter;

namespace gridtrace {

// Draws a snake game over the board's cell fills, for BoardRenderer: a snake as one band
// through the centres of its cells, in order, so where the body touches itself one still sees
// which cell follows which; a head that looks the way the snake moves; and the shadow snake an
// AI walks along a path, as a translucent outlined overlay that leaves the real body visible;
// and, in a duel, the other player's snake as a band of its own colour.
//
// Like the renderer, it draws only what lies over the cells it is handed: the band between two
// cells is drawn when either lies within one cell of them, and the caller clips the painter
// to their pixels, which cuts the rest.
class SnakePainter
{
public:
    enum class Kind { Snake, Shadow, Rival };
    // A head that ran into something is left to paintCrash(), drawn over every snake: a duel's
    // loser may lie under the other snake's band. One on a wall (a duel's loser ran into it)
    // also ends the band at the wall's edge.
    enum class Head { Alive, Crashed, CrashedOnWall };

    // In cell sides. Narrower than a cell, so the grid line between two cells that touch
    // without following each other stays visible; what is drawn under the band along the same
    // cells (a cycle the snake follows) stays narrower still, so the band hides it.
    static constexpr double bandWidth = 0.46;

    // The marks a scene puts on the heads: the snake's, and a duel's second snake's.
    static constexpr Mark headMark = Mark::Head;
    static constexpr Mark rivalHeadMark = Mark::Current;

    explicit SnakePainter(const Palette &palette = Palette());

    void setPalette(const Palette &palette);
    // The band that joins the cells of the snake, and the head's disc.
    QColor bandColour() const { return m_band; }
    QColor headColour() const { return m_head; }
    // The same for the second snake of a duel.
    QColor rivalBandColour() const { return m_rivalBand; }
    QColor rivalHeadColour() const { return m_rivalHead; }
    // The shadow's translucent fill and its outline.
    QColor shadowFill() const { return m_shadowFill; }
    QColor shadowOutline() const { return m_shadowOutline; }
    // The cross on a crashed head, and the rim round it that makes it read on any fill.
    QColor crashColour() const { return m_crashMark; }
    QColor crashRimColour() const { return m_crashRim; }
    // What a legend shows for a mark of a board drawn as `look` says: a head's mark is seen as
    // its disc; nothing for a mark seen as its cells' fill.
    std::optional<QColor> shownColour(Mark mark, const BoardLook &look) const;

    // The snake's cells, head first: board indices of a board boardWidth cells wide (a
    // scene's sequence), or positions (a snake drawn on the document).
    void paint(QPainter &painter, Kind kind, const std::deque<std::uint32_t> &snake, int boardWidth,
               CellRange cells, const BoardGeometry &geometry, Head head = Head::Alive) const;
    void paint(QPainter &painter, Kind kind, std::span<const CellPos> snake, CellRange cells,
               const BoardGeometry &geometry) const;
    // A crashed head, over every snake: a red cross with the head small at its centre, so
    // what it ran into (a wall, a body) still shows round it.
    void paintCrash(QPainter &painter, Kind kind, CellPos head, const BoardGeometry &geometry) const;
    // The cross alone, centred on `centre`, for a cell `side` pixels wide (the legend's swatch).
    void paintCrashMark(QPainter &painter, QPointF centre, double side) const;

private:
    // What of a snake lies over the cells being painted, in the painter's coordinates.
    struct Visible
    {
        QList<QPolygonF> runs; // cell centres of consecutive cells
        QPointF head;
        bool headShown = false;
        QPointF facing{1.0, 0.0}; // from the neck to the head; east for a snake of one cell
        Head state = Head::Alive;
    };

    template<typename Snake, typename PosOf>
    static Visible visiblePart(const Snake &snake, PosOf posOf, CellRange cells, const BoardGeometry &geometry);

    void paintVisible(QPainter &painter, Kind kind, const Visible &visible, CellRange cells,
                      const BoardGeometry &geometry) const;
    void paintSnake(QPainter &painter, const Visible &visible, double side, const QColor &band, const QColor &head) const;
    // area: the pixels of the cells being painted, beyond which nothing shows.
    void paintShadow(QPainter &painter, const Visible &visible, QRect area, double side) const;
    void paintEyes(QPainter &painter, const Visible &visible, double side, const QColor &white,
                   const QColor &pupil) const;

    QColor m_band;
    QColor m_head;
    QColor m_rivalBand;
    QColor m_rivalHead;
    QColor m_eyeWhite;
    QColor m_crashMark;
    QColor m_crashRim;
    QColor m_pupil;
    QColor m_shadowFill;
    QColor m_shadowOutline;
    QColor m_shadowEyeWhite;
};

} // namespace gridtrace
