#pragma once

#include "linkboard.h"
#include "minturnsearch.h"

#include "maze/mazerandom.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace gridtrace {

// Two tiles taken off the board together: ring-board cells.
struct LinkPair
{
    int first = -1;
    int second = -1;

    friend bool operator==(const LinkPair &, const LinkPair &) = default;
};

struct LinkGeneratorSettings
{
    int width = 12;
    int height = 8;
    int kinds = 8;  // kinds 1..kinds, each on an even number of tiles
    int walls = 0;  // cells of wall, put at random; every other cell holds a tile
    quint64 seed = 0;
};

// Lianliankan boards that can be cleared, by construction.
//
// The pairs are chosen in the order the board will be cleared: on the board of cells still
// to fill (all of them, at first), two that the min-turn search links through the cells
// already taken away; those two are taken away in turn. Read backwards, that is placing pairs
// one by one, each linked on the board of the pairs placed before it, so clearing them in
// the order chosen replays the links exactly. Kinds are then dealt to the pairs at random,
// each kind to at least one pair. Choosing forwards rather than placing backwards means the
// construction never paints itself into a corner: with no walls, two cells of the top row
// holding any are always linked over the row above it (or the next row down gives a pair),
// so a pair is always there to take.
//
// Which pair: generate() mostly peels the board from its edges and holes inward, pairing a
// cell beside an empty one with one that is not its neighbour, so that equal tiles seldom
// lie side by side; one pair in four comes from anywhere, often two neighbours inside the
// heap (see pairUp()). fill() and deal() take pairs from anywhere, for boards that are easy
// to finish: a lesson's board, a shuffle's.
//
// Deterministic: the same settings give the same board on every platform (the mazes'
// seeded generator). One object keeps its buffers across boards.
class LinkGenerator
{
    Q_DECLARE_TR_FUNCTIONS(LinkGenerator)

public:
    // How often fresh walls are tried before the settings are given up as too tight.
    static constexpr int wallAttempts = 200;

    // Why these settings make no board, or an empty string. Wide types, so that a number
    // typed on a command line is judged as typed.
    static QString settingsError(qint64 width, qint64 height, qint64 kinds, qint64 walls);

    // A board of settings.width x settings.height with every cell but the walls a tile. Only
    // walls can make it fail (cells shut in so that no order clears them): then fresh walls
    // are tried, and after wallAttempts the error says so.
    std::optional<LinkBoard> generate(const LinkGeneratorSettings &settings, QString *error = nullptr);

    // Fills the empty cells of `board` (walls and tiles stay) with pairs of kinds 1..kinds,
    // fewer kinds when there are fewer pairs. A cell that no order can pair (shut in by
    // walls, or the last of an odd number) stays empty. The new tiles can be cleared in
    // order() whatever tiles the board held before, as long as those are cleared first.
    LinkBoard fill(const LinkBoard &board, int kinds, quint64 seed);

    // The same tiles on the same cells, dealt afresh so that the board can be cleared:
    // cells are paired as in generate(), and each pair gets a pair of equal tiles of the
    // board's. False, and the board unchanged, when the board holds a kind an odd number of
    // times or walls shut its cells in so that no pairing was found.
    bool deal(LinkBoard &board, MazeRandom &random);

    // The order in which the last board made (or dealt) clears: every pair of its new
    // tiles, each linked once the pairs before it are gone.
    const std::vector<LinkPair> &order() const { return m_order; }

private:
    // Pairs the cells of m_cells, which hold tiles on m_work, and fills m_order. A cell no
    // pair can take is dropped (left empty) when `drop`; otherwise that is a failure. With
    // `peel`, three pairs in four are a cell beside an empty one and a partner that is not
    // its neighbour.
    bool pairUp(MazeRandom &random, bool drop, bool peel);
    bool besideEmpty(int cell) const;
    // The cells of m_cells the cell links with into m_candidates; only those that are not
    // its neighbours, when there are any and farOnly or preferFar. False when there are none
    // (none far, if farOnly).
    bool findPartners(int cell, bool farOnly, bool preferFar);
    void removeCell(int cell);
    // Kinds 1..kinds over m_order's pairs, at random, every kind used.
    void dealKinds(LinkBoard &board, int kinds, MazeRandom &random);

    MinTurnSearch m_search;
    LinkBoard m_work;
    LinkBoard m_bare;
    std::vector<int> m_cells;     // cells still to pair
    std::vector<int> m_slot;      // by cell: its index in m_cells, or -1
    std::vector<int> m_candidates;
    std::vector<LinkPair> m_order;
    std::vector<std::uint8_t> m_pairKinds;
};

} // namespace gridtrace
