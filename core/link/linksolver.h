#pragma once

#include "linkgenerator.h"
#include "linkpairing.h"

#include "catalogue/algorithminfo.h"

#include <QCoreApplication>

#include <array>
#include <atomic>
#include <cstdint>
#include <vector>

namespace gridtrace {

struct LinkSolution
{
    enum class Verdict : std::uint8_t {
        Cleared,    // `pairs` clears the board
        Impossible, // no order of removals clears it: the search went through all of them
        Unknown,    // the search ran out of its budget (or was cancelled) before it could tell
    };
    Verdict verdict = Verdict::Unknown;
    // The order that clears the board; otherwise the longest run of removals the search
    // found, each pair linked once the pairs before it are gone.
    std::vector<LinkPair> pairs;
    // Pairs taken off in the search, those it took back again included: both searches', the
    // one over pairings' counted one by one, though the budget counts them at a lower rate.
    quint64 removals = 0;
    // Positions from which no order clears the board, each found once and remembered.
    quint64 deadEnds = 0;
    bool cancelled = false;

    bool cleared() const { return verdict == Verdict::Cleared; }
};

// Clears a Lianliankan board, or proves it cannot be cleared.
//
// A depth-first search over the orders of removal: take a linked pair off, go on, and when no
// pair is left with tiles still on the board, put pairs back and try the next. What keeps it
// small:
//
// - Taking tiles off only empties cells, so a pair that links goes on linking until one of
//   its tiles is taken. The search keeps the set of linked pairs and, after a removal, looks
//   for new ones only among the tiles a path through the two emptied cells can reach.
// - A pair whose kind's other tiles all link with each other is as good as any move: an
//   order that clears the board can take those two first and pair the rest of that kind
//   among themselves, on boards with fewer tiles at every step. The search takes such a pair
//   without trying anything else (a kind's last two tiles, once they link, above all).
// - Positions from which nothing clears the board are remembered (the exact set of tiles
//   left). A position is given up at once when a tile links with no tile of its kind even on
//   a board emptied of every other tile, or when kinds down to their last two tiles block
//   each other for good (the crossed square of two kinds, and larger rings of the same).
// - Otherwise the pairs of the most buried tiles go first (the fewest empty cells beside
//   them); the search runs in attempts with a small budget each, each trying equal moves in
//   another order (and, after the first, now and then any move first), the budget doubling
//   every few attempts. A dead end usually goes back to an early choice that chronological
//   backtracking would reach only after the whole subtree below it.
//
// Walls in plenty make corridors where kinds block each other, and there the orders get
// lost: when the first ordersFirst() removals have not cleared the board, a search over
// the pairings of each kind (LinkPairingSearch, from the longest run found) has a go with
// most of the budget left, and what it leaves goes back to the orders.
//
// The answer is exact: Impossible means no order exists (an attempt of the search over
// orders went through every order the rules above leave; the search over pairings only ever
// clears). The budget bounds the removals tried, so a board too hard to decide gives Unknown
// rather than running for ever. Deterministic: the attempts draw from generators seeded the
// same for every board.
class LinkSolver
{
    Q_DECLARE_TR_FUNCTIONS(LinkSolver)

public:
    // What solve() tries before it gives up, about a second on the largest board: a
    // generated board without walls clears with a handful of steps back at most, one with
    // walls up to the generator's limit within a fifth of a second (docs/link.md).
    static constexpr quint64 solveBudget = 200'000;
    // check() decides boards of up to this many tiles, and tries this many removals at most.
    static constexpr int maxCheckTiles = 40;
    static constexpr quint64 checkBudget = 5'000'000;

    // Plays the board to the end: the order that clears it, or why there is none.
    LinkSolution solve(const LinkBoard &board, quint64 budget = solveBudget, const std::atomic<bool> *cancel = nullptr);

    // Whether the board can be cleared at all, for a small board; a board of more than
    // maxCheckTiles tiles is refused (Unknown) with the reason in *refusal.
    LinkSolution check(const LinkBoard &board, QString *refusal = nullptr);
    // Why check() refuses this board, or an empty string.
    static QString checkRefusal(const LinkBoard &board);

private:
    struct Level
    {
        LinkPair pair;         // tile indices
        int kindPairsBefore;   // m_linkedPairs[kind] before the removal
        std::size_t linksBefore; // m_added's size before the removal
    };

    // What the search over orders tries before the search over pairings has a go: enough
    // for the boards it clears with a few steps back (nearly all without walls).
    static constexpr quint64 ordersFirst(int tiles) { return quint64(20 * tiles + 1000); }
    // The share of the budget left after that which the search over pairings may spend, in
    // per cent (of solveBudget at most: check()'s large budget is there for the orders to
    // prove boards that cannot be cleared), and how many of its removals count as one of the
    // orders': each costs one link query, where a removal of the orders looks round both
    // emptied cells, some 20 times as long.
    static constexpr quint64 pairingShare = 75;
    static constexpr quint64 pairingRate = 16;

    LinkSolution run(const LinkBoard &board, quint64 budget, const std::atomic<bool> *cancel, bool hopelessFirst);
    void setUp(const LinkBoard &board);
    bool search();
    // The pairs to try from here, best first; a pair that is as good as any other alone.
    void listMoves(std::vector<LinkPair> &moves);
    int emptyBeside(int cell) const;
    void take(int a, int b);
    void putBack();
    void linkAmong(const std::vector<int> &tiles);
    void addLink(int a, int b);
    bool linked(int a, int b) const { return m_linkedFlag[std::size_t(a) * std::size_t(m_count) + std::size_t(b)] != 0; }
    // The two tiles of a kind with two left.
    LinkPair lastTwo(int kind) const;
    // Whether some kinds with two tiles left block each other for ever (see the .cpp).
    bool fixedPairsDeadlocked();
    // The tiles that link with nothing of their kind on the bare board, counted from here on.
    void findHopeless();
    // Whether this position (the tiles left, exactly) is a known dead end.
    bool remembered() const;
    void remember();

    MinTurnSearch m_search;
    LinkPairingSearch m_pairing;
    MazeRandom m_random{0};
    LinkBoard m_board;
    quint64 m_budget = 0;
    const std::atomic<bool> *m_cancel = nullptr;
    bool m_stopped = false;
    LinkSolution m_solution;

    int m_count = 0; // tiles at the start
    int m_left = 0;  // tiles still on the board
    std::vector<int> m_cell;
    std::vector<std::uint8_t> m_kind;
    std::vector<std::uint8_t> m_present;
    std::vector<std::uint64_t> m_bits; // m_present as a bit set
    std::vector<std::uint64_t> m_zobrist; // a random word by tile: the position's hash is theirs xor'ed
    std::vector<std::vector<int>> m_tilesOfKind;
    std::uint64_t m_hash = 0;
    std::array<int, LinkBoard::maxKind + 1> m_kindLeft{};
    // By kind: the pairs of its tiles on the board that link.
    std::array<int, LinkBoard::maxKind + 1> m_linkedPairs{};
    std::vector<std::vector<int>> m_links; // by tile: the tiles it links with, on the board or not
    std::vector<std::uint8_t> m_linkedFlag;
    std::vector<LinkPair> m_added; // links in the order found, to take back
    std::vector<Level> m_levels;

    // Set by take() when the removal left pairs that can never be taken off.
    bool m_deadlocked = false;
    LinkBoard m_hopeful; // walls only, between two calls of fixedPairsDeadlocked()
    std::vector<LinkPair> m_fixed; // cells

    bool m_hopelessKnown = false;
    std::vector<std::vector<int>> m_bare;  // by tile: the tiles of its kind it links with on a bare board
    std::vector<int> m_bareLeft;           // how many of those are still on the board
    int m_hopeless = 0;                    // tiles on the board with none left

    // Dead ends: their bit sets, m_words words each, one after another; an open-addressing
    // table of their indices + 1 by hash.
    int m_words = 0;
    std::vector<std::uint64_t> m_pool;
    std::vector<std::uint64_t> m_poolHash;
    std::vector<std::uint32_t> m_table;
    quint64 m_attempt = 0;
    bool m_greedy = false; // one descent, no steps back: a board that cannot be cleared anyway

    std::vector<int> m_reached;
    std::vector<int> m_options;
    std::vector<std::vector<LinkPair>> m_moves; // by depth, reused
};

// The catalogue entry "link-solve": clears the scenario's board with LinkSolver and replays
// the order found, one depth-0 step per pair with the min-turn search that links it nested
// inside. A scenario without tiles is first filled with a board that can be cleared (the
// kinds parameter, the scenario's seed, its walls kept).
AlgorithmInfo linkSolveAlgorithm();

} // namespace gridtrace
