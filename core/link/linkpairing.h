#pragma once

#include "linkgenerator.h"

#include "maze/mazerandom.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace gridtrace {

// Clears a Lianliankan board by choosing which tile goes with which: the solver's second
// phase, for the boards its search over orders gets lost in (walls in plenty).
//
// For a fixed pairing of the tiles, taking off any pair that links is never a mistake:
// removing tiles only empties cells, so every other pair of the pairing that links goes on
// linking. The pairing clears the board exactly when taking off linked pairs of it until
// none is left does (the closure). What is left to search is the pairing of each kind.
//
// A local search over pairings, after WalkSAT. From a pairing whose closure leaves pairs
// stuck: pick a stuck pair at random and pass partners round a ring of pairs of its kind
// (a rotation: (a b) (c d) become (b c) (d a); rings of up to a few pairs, found by random
// walks), the rotation whose closure leaves the fewest pairs stuck, if no more than now or,
// half the time, even so; back to the best pairing seen when a long while brings nothing
// better. Between
// steps, two stuck pairs that can trade partners so that a new pair links at once do.
// A rotation with a pair taken off at step i keeps the closure's first i steps (their pairs
// are unchanged) and goes on from there; trying one out and putting it back replays the
// old steps without a search. Only rotations whose new pairs link on a board of walls alone
// are made (pairs that do not can never come off): the run the search starts from holds
// such pairs only, the tiles it leaves are paired so as far as a greedy choice goes, and a
// rotation from a pair that is not may mend it.
//
// It never proves anything: a board it does not clear may still be cleared. Deterministic.
class LinkPairingSearch
{
public:
    // Looks for a pairing that clears `board`, starting from `run` (pairs of cells, each
    // linked once those before it are gone; the rest of the tiles paired at random, each
    // with a tile it links with on a board of walls alone when one is left).
    // Every pair a closure takes off counts a removal into *removals; the search ends when
    // that reaches `budget`. The order that clears the board is order(); otherwise `longest`
    // gets the longest run seen, when it beats the one it holds.
    bool search(const LinkBoard &board, const std::vector<LinkPair> &run, quint64 budget, quint64 *removals,
                const std::atomic<bool> *cancel, std::vector<LinkPair> &longest);
    // The pairs (cells) in the order that clears the board, after search() said so.
    const std::vector<LinkPair> &order() const { return m_cellOrder; }

private:
    void setUp(const LinkBoard &board, const std::vector<LinkPair> &run);
    bool bareLinked(int a, int b) const { return m_bare[std::size_t(a) * std::size_t(m_count) + std::size_t(b)] != 0; }
    // Takes the steps of the closure from `position` back, and puts those pairs back unstuck.
    void truncate(std::size_t position);
    // Takes off linked pairs until none is left; the old order's pairs (those still in the
    // pairing) are tried first, as they came off before.
    void close();
    void takeOff(int pair);
    // Trades between stuck pairs that take a pair off at once, while there are any.
    void descend();
    // Rotations from `pair` into m_rings: each ring its tiles t0 t1 t2 t3 ..., the pairs
    // (t0 t1) (t2 t3) ... now, (t1 t2) (t3 t4) ... (tn t0) after.
    void findRings(int pair);
    // The ring of m_rings at `start`, `size` tiles, made (forward) or undone, and closed.
    void rotate(std::size_t start, std::size_t size);
    void setRing(std::size_t start, std::size_t size, bool forward);
    // What the rotation leaves stuck; the state is put back as it was.
    int tryOut(std::size_t start, std::size_t size);
    std::size_t firstStep(std::size_t start, std::size_t size) const;
    int stuckCount() const { return int(m_pairs.size() - m_order.size()); }
    bool outOfBudget() const;
    void keepLongest(std::vector<LinkPair> &longest) const;

    MinTurnSearch m_search;
    MazeRandom m_random{0};
    LinkBoard m_board; // the board with the closure's pairs taken off
    int m_count = 0;
    std::vector<int> m_cell;          // by tile
    std::vector<std::uint8_t> m_kind; // by tile
    std::vector<std::uint8_t> m_bare; // by tile x tile: the two link on a board of walls alone
    std::vector<std::vector<int>> m_bareOf; // by tile: the tiles of its kind it links with on walls alone
    std::vector<LinkPair> m_pairs;    // tiles
    std::vector<int> m_pairOf;        // by tile
    std::vector<std::vector<int>> m_pairsOfKind;
    std::vector<int> m_order;         // the closure: pairs in the order taken off
    std::vector<int> m_position;      // by pair: its index in m_order, or -1 when stuck
    std::vector<int> m_saved;         // an order to try first
    std::vector<int> m_replay;
    std::vector<int> m_stuck;
    std::vector<int> m_rings;         // rings one after another
    std::vector<std::pair<std::size_t, std::size_t>> m_ringSpans; // start, size
    std::vector<std::uint8_t> m_inRing; // by pair
    std::vector<int> m_sweep;
    std::vector<LinkPair> m_cellOrder;

    quint64 m_budget = 0;
    quint64 *m_removals = nullptr;
    const std::atomic<bool> *m_cancel = nullptr;
};

} // namespace gridtrace
