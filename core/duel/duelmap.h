#pragma once

#include "grid/grid.h"

#include <QCoreApplication>
#include <QString>
#include <QStringView>

#include <array>
#include <optional>

namespace gridtrace {

// The King of Bots snake duel's board: 13 rows by 14 columns, the outer ring wall, 20 inner
// walls in pairs mirrored through the centre. Cells are row * 14 + column, the platform's
// (row, column) order, which is also GridTrace's y * width + x.
class DuelMap
{
    Q_DECLARE_TR_FUNCTIONS(DuelMap)

public:
    static constexpr int rows = 13;
    static constexpr int columns = 14;
    static constexpr int cellCount = rows * columns;
    static constexpr int innerWalls = 20;
    // Snake A starts bottom left, snake B top right.
    static constexpr int startA = (rows - 2) * columns + 1;
    static constexpr int startB = 1 * columns + columns - 2;

    // An open board: the ring only.
    DuelMap();

    // The platform's generator: inner walls drawn in mirrored pairs, never on a start cell,
    // the whole map drawn again until the two start cells are connected; seeded, so the same
    // seed gives the same map.
    static DuelMap generate(quint64 seed);
    // The 182-character row-major 0/1 string the platform hands its bots (1 = wall); nothing,
    // and the reason in `error`, when it is not one.
    static std::optional<DuelMap> fromString(QStringView text, QString *error = nullptr);
    QString toString() const;

    bool isWall(int cell) const { return m_walls[std::size_t(cell)] != 0; }
    void setWall(int cell, bool wall) { m_walls[std::size_t(cell)] = wall; }
    // The cell one step in a platform direction (0 up, 1 right, 2 down, 3 left); -1 off the
    // board.
    static int neighbour(int cell, int direction);
    static int row(int cell) { return cell / columns; }
    static int column(int cell) { return cell % columns; }
    // The cell mirrored through the centre.
    static int mirror(int cell) { return cellCount - 1 - cell; }

    // Whether a path of free cells joins the two start cells.
    bool startsConnected() const;
    // Why this map is not one the platform plays on (a missing ring, a wall on a start cell,
    // the starts apart); empty when it is. Asymmetric maps are allowed: a lesson may draw one.
    QString problem() const;
    // As a board for the grid view: walls and free cells.
    Grid board() const;

    friend bool operator==(const DuelMap &, const DuelMap &) = default;

private:
    std::array<std::uint8_t, cellCount> m_walls{};
};

} // namespace gridtrace
