#pragma once

#include "linkgenerator.h"

#include <optional>
#include <vector>

namespace gridtrace {

// A pair that links, and the path a window draws for it.
struct LinkHint
{
    LinkPair pair;
    LinkPath path;
};

// What LinkGame::remove() did.
struct LinkRemoval
{
    bool removed = false; // the two cells were tiles of one kind that link
    int kind = 0;
    LinkPath path;        // from the first cell to the second, for drawing
    bool shuffled = false; // no pair linked afterwards, and the tiles left were dealt afresh
};

// A Lianliankan board in play: the player takes linked pairs off, asks for a hint, shuffles,
// undoes. The window's play mode sits on it; the timer is the window's.
//
// Shuffles deal the tiles left afresh on the same cells (LinkGenerator::deal), so the tiles
// are the same and the board can still be cleared; when that pairing cannot be found (walls
// shutting cells in, a kind an odd number of times) the tiles are permuted at random until
// some pair links. With auto-shuffle on (the default), a removal that leaves tiles but no
// pair that links is followed by a shuffle at once, and undo takes both back together.
//
// Score: pairPoints a pair; a hint costs hintCost and a shuffle asked for costs shuffleCost
// (a shuffle the game makes itself is free). Undo takes a pair's points back and gives a
// shuffle's cost back; hints stay paid. moves() counts the pairs taken off and not undone.
//
// Deterministic: the same board, seed and calls give the same game.
class LinkGame
{
public:
    static constexpr int pairPoints = 10;
    static constexpr int hintCost = 5;
    static constexpr int shuffleCost = 10;

    explicit LinkGame(const LinkBoard &board, quint64 seed = 0);

    const LinkBoard &board() const { return m_board; }
    int tilesLeft() const { return m_tilesLeft; }
    bool isCleared() const { return m_tilesLeft == 0; }
    int score() const { return pairPoints * m_moves - hintCost * m_hints - shuffleCost * m_shufflesAsked; }
    int moves() const { return m_moves; }
    int hintsUsed() const { return m_hints; }
    // Shuffles asked for and made by the game.
    int shuffles() const { return m_shufflesAsked + m_shufflesMade; }

    bool autoShuffle() const { return m_autoShuffle; }
    void setAutoShuffle(bool on) { m_autoShuffle = on; }

    // The link the player would make between two ring-board cells: two tiles of one kind and
    // the min-turn path between them, or a path that is not linkable.
    LinkPath link(int a, int b);
    // Takes the two tiles off when they link; nothing changes when they do not.
    LinkRemoval remove(int a, int b);

    // A pair that links (the first in cell order) without counting it as a hint, or none:
    // then the player is stuck until a shuffle.
    std::optional<LinkHint> findPair();
    bool hasLinkablePair() { return findPair().has_value(); }
    // findPair(), paid for as a hint when there is one.
    std::optional<LinkHint> hint();

    // Deals the tiles left afresh, paid for. False, and nothing changes, when fewer than two
    // tiles are left or no arrangement with a linked pair was found.
    bool shuffle();

    bool canUndo() const { return !m_history.empty(); }
    // Takes back the last removal or shuffle (a removal with the shuffle it caused).
    bool undo();

private:
    struct Record
    {
        enum Kind : std::uint8_t { Removal, Shuffle };
        Kind kind;
        bool automatic = false; // a shuffle the game made after a removal
        LinkPair pair;          // a removal's cells
        std::uint8_t value = 0; // its tiles' kind
        LinkBoard before;       // a shuffle's board before it
    };

    bool deal(bool automatic);

    LinkBoard m_board;
    MazeRandom m_random;
    MinTurnSearch m_search;
    LinkGenerator m_generator;
    std::vector<Record> m_history;
    int m_tilesLeft = 0;
    int m_moves = 0;
    int m_hints = 0;
    int m_shufflesAsked = 0;
    int m_shufflesMade = 0;
    bool m_autoShuffle = true;
};

} // namespace gridtrace
