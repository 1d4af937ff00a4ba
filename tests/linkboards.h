#pragma once

// Lianliankan boards for the search tests: any mix of cells for a query, boards of pairs as a
// game has them, and two tiles of one kind to link.

#include "link/linkboard.h"

#include <QRandomGenerator>

#include <optional>
#include <vector>

namespace gridtrace::linktest {

// A board of any mix: empty cells, walls, tiles of a few kinds, not necessarily in pairs (a
// query needs none).
inline LinkBoard randomBoard(QRandomGenerator &rng, int width, int height)
{
    LinkBoard board(width, height);
    const int emptyPercent = rng.bounded(10, 80);
    const int wallPercent = rng.bounded(0, 16);
    const int kinds = rng.bounded(1, 6);
    for (int y = 1; y <= height; ++y) {
        for (int x = 1; x <= width; ++x) {
            const int roll = rng.bounded(100);
            if (roll < emptyPercent)
                continue;
            board.setValue(CellPos{x, y}, roll < emptyPercent + wallPercent ? LinkBoard::Wall
                                                                            : std::uint8_t(rng.bounded(1, kinds + 1)));
        }
    }
    return board;
}

struct Query
{
    int from;
    int to;
};

// A game board: pairs at random, some of them taken away again, a few walls.
inline LinkBoard gameBoard(QRandomGenerator &rng, int width, int height)
{
    LinkBoard board = LinkBoard::random(width, height, rng.bounded(2, 12), width * height / 2, rng.generate64());
    const int cleared = rng.bounded(0, 90);
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.isTile(cell) && rng.bounded(100) < cleared)
            board.setValue(cell, LinkBoard::Empty);
    }
    // Clearing tiles one by one may leave a kind odd: pair it with an empty cell or drop it.
    auto counts = board.kindCounts();
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        const int kind = board.kind(cell);
        if (kind != 0 && counts[std::size_t(kind)] % 2 != 0) {
            board.setValue(cell, LinkBoard::Empty);
            --counts[std::size_t(kind)];
        }
    }
    for (int walls = rng.bounded(0, 4); walls > 0; --walls) {
        const CellPos p{rng.bounded(1, width + 1), rng.bounded(1, height + 1)};
        if (board.isEmpty(board.index(p)))
            board.setValue(p, LinkBoard::Wall);
    }
    return board;
}

// Two tiles of one kind, if the board has any.
inline std::optional<Query> samePair(QRandomGenerator &rng, const LinkBoard &board)
{
    std::vector<int> tiles;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.isTile(cell))
            tiles.push_back(cell);
    }
    if (tiles.empty())
        return std::nullopt;
    const int a = tiles[rng.bounded(quint32(tiles.size()))];
    std::vector<int> mates;
    for (const int cell : tiles) {
        if (cell != a && board.kind(cell) == board.kind(a))
            mates.push_back(cell);
    }
    if (mates.empty())
        return std::nullopt;
    return Query{a, mates[rng.bounded(quint32(mates.size()))]};
}

} // namespace gridtrace::linktest
