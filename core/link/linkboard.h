#pragma once

#include "grid/scenario.h"

#include <QCoreApplication>
#include <QString>
#include <QStringView>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace gridtrace {

// A Lianliankan board: W x H cells of tiles (a kind 1..99), walls and empty cells, inside a
// ring of empty cells one cell wide that a link may pass through (the "virtual ring": a path
// may leave the board by one cell on any side).
//
// Cells are numbered on the ring board, (W + 2) x (H + 2), row by row: the numbering of the
// scenario's grid and of a trace, so a cell index means the same cell to the search, the
// recorder and the window. Positions are ring-board positions too, the tiles at 1..W, 1..H;
// toTile() and fromTile() convert to the coordinates of a board file, where the ring is
// x = -1 or W, y = -1 or H.
class LinkBoard
{
    Q_DECLARE_TR_FUNCTIONS(LinkBoard)

public:
    static constexpr int minWidth = 4;
    static constexpr int maxWidth = 30;
    static constexpr int minHeight = 4;
    static constexpr int maxHeight = 20;
    static constexpr int maxKind = 99;
    // A cell's value: empty, a kind 1..maxKind, or a wall (the source's 9, which is a kind here).
    static constexpr std::uint8_t Empty = 0;
    static constexpr std::uint8_t Wall = 0xff;

    // An empty 0 x 0 board; nothing may be asked of it but isNull().
    LinkBoard() = default;
    // A board of this many tiles across and down, every cell empty; the size must pass sizeError().
    LinkBoard(int width, int height);

    // Why a board of this many tiles cannot be made, or an empty string.
    static QString sizeError(qint64 width, qint64 height);
    // The same for a grid of this many cells, the ring of empty cells round the tiles included:
    // the grid's size said once, in the cells it was given in.
    static QString gridSizeError(qint64 width, qint64 height);

    bool isNull() const { return m_width == 0; }
    // The tile area, without the ring.
    int width() const { return m_width; }
    int height() const { return m_height; }
    int ringWidth() const { return m_width + 2; }
    int ringHeight() const { return m_height + 2; }
    int cellCount() const { return ringWidth() * ringHeight(); }

    bool contains(CellPos p) const { return p.x >= 0 && p.y >= 0 && p.x < ringWidth() && p.y < ringHeight(); }
    // Inside the ring: where tiles and walls may be.
    bool isInside(CellPos p) const { return p.x >= 1 && p.y >= 1 && p.x <= m_width && p.y <= m_height; }
    int index(CellPos p) const { return p.y * ringWidth() + p.x; }
    CellPos pos(int cell) const { return {cell % ringWidth(), cell / ringWidth()}; }
    static constexpr CellPos toTile(CellPos ringPos) { return {ringPos.x - 1, ringPos.y - 1}; }
    static constexpr CellPos fromTile(CellPos tile) { return {tile.x + 1, tile.y + 1}; }

    std::uint8_t value(int cell) const { return m_padded[std::size_t(padded(cell))]; }
    std::uint8_t value(CellPos p) const { return value(index(p)); }
    bool isEmpty(int cell) const { return value(cell) == Empty; }
    bool isWall(int cell) const { return value(cell) == Wall; }
    bool isTile(int cell) const { return !isEmpty(cell) && !isWall(cell); }
    // The tile's kind, 0 for an empty cell or a wall.
    int kind(int cell) const { return isTile(cell) ? value(cell) : 0; }

    // Puts a kind, a wall or Empty on a cell inside the ring (removing a pair sets Empty).
    void setValue(CellPos p, std::uint8_t value);
    void setValue(int cell, std::uint8_t v) { setValue(pos(cell), v); }

    int tileCount() const;
    // How many tiles of each kind, index 0 unused.
    std::array<int, maxKind + 1> kindCounts() const;
    // A kind with an odd number of tiles, with where its first tile is, or an empty string: a
    // game board holds its kinds in pairs. A query needs no pairs, so only files insist.
    QString pairProblem() const;
    // The same, the tile named by its cell (x,y) on the grid, ring included, as a scenario and
    // the trace's statuses name cells: a scenario's reader knows no lines and columns.
    QString pairProblemOnGrid() const;

    // The plain-text form: one row of tiles a line, cells separated by single spaces, '.'
    // empty, '#' a wall, a kind as its number. Malformed text (an unknown cell, ragged rows, a
    // size out of range, a kind an odd number of times) sets *error, with line and column.
    static std::optional<LinkBoard> fromText(QStringView text, QString *error);
    QString toText() const;

    // The scenario's grid is the ring board: walls are Grid::Wall, scenario.tiles holds the
    // kinds (or is empty for no tiles); the ring must stay empty. Weights count as empty.
    static std::optional<LinkBoard> fromScenario(const Scenario &scenario, QString *error);
    // Sets the scenario's board and tiles; its endpoints, algorithm and the rest stay.
    void toScenario(Scenario &scenario) const;

    // `pairs` pairs on random cells of an empty board, pair i of kind i % kinds + 1, the same
    // board for the same seed everywhere.
    static LinkBoard random(int width, int height, int kinds, int pairs, quint64 seed);

    // What searches walk: the ring board inside one more ring of walls (the source's own
    // border of 9s), so that a straight run stops at a non-empty value and never needs a
    // bounds check. Row by row, stride() values a row.
    const std::uint8_t *paddedValues() const { return m_padded.data(); }
    int stride() const { return m_width + 4; }
    int padded(int cell) const { return cell + ringWidth() + 3 + 2 * (cell / ringWidth()); }
    int cellOfPadded(int p) const { return p - stride() - 1 - 2 * (p / stride() - 1); }

    friend bool operator==(const LinkBoard &, const LinkBoard &) = default;

private:
    // The first tile of a kind that lies an odd number of times, or -1.
    int firstOddTile() const;

    int m_width = 0;
    int m_height = 0;
    std::vector<std::uint8_t> m_padded;
};

} // namespace gridtrace
