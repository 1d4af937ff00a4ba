#pragma once

#include "hamiltoncycle.h"

#include "grid/grid.h"

#include <array>
#include <cstdint>
#include <deque>
#include <optional>
#include <utility>
#include <vector>

namespace gridtrace {

// The Hamiltonian cycles that run around a spanning tree of the board's 2 x 2 blocks: every
// spanning tree gives one, and changing a few links of the tree reroutes the cycle while the
// rest stays put. That is what lets a snake repair its cycle as it goes.
//
// A block's four cells are passed counter-clockwise (or clockwise, the board mirrored); each
// cell has two ways on, across a link of the tree to the next block or on within its own
// block, and which one it takes depends on one link only. So each step of the snake's body
// demands one link in or out, and a cycle carries the snake exactly when its tree meets those
// demands: a tree exists when the demanded links make no loop and the links not ruled out
// still join every block.
//
// Needs a playing area (free cells forming a rectangle) of even width and height.
class CycleTree
{
public:
    // Nothing when the board has no such playing area.
    static std::optional<CycleTree> ofBoard(const Grid &board);

    // Reads what the snake (head first) demands of the tree; false, and nothing read, when no
    // tree's cycle carries it. The turning sense is chosen on the first call that fits and
    // kept after.
    bool fit(const std::deque<int> &body);
    // Whether the current tree meets the snake's demands, so that its cycle carries it.
    bool meetsDemands() const;
    // A tree that meets the demands.
    void span();
    // A tree that meets the demands and whose cycle goes from `from` along `way` for as long
    // as such a tree exists; the number of steps of `way` (the first from `from` to way[0])
    // it keeps.
    int route(int from, const std::vector<int> &way);

    // The cell after `cell` on the cycle.
    int next(int cell) const
    {
        const Gate &g = m_gates[m_sense][std::size_t(cell)];
        return g.link >= 0 && m_links[std::size_t(g.link)] ? g.across : g.within;
    }
    // Forward along the cycle.
    int distance(int from, int to) const;
    // Whether `to` is one of the two cells some cycle could take after `from`, given what the
    // snake demands.
    bool allows(int from, int to) const;
    // The cells some cycle could take after `cell`, given what the snake demands; -1 for none.
    std::array<int, 2> waysOn(int cell) const;

    HamiltonCycle cycle() const;

    // The tree's links, to keep and put back while trying another: link 2b joins block b
    // (numbered row by row) to the block east of it, 2b + 1 to the one south.
    const std::vector<std::uint8_t> &links() const { return m_links; }
    void setLinks(std::vector<std::uint8_t> links)
    {
        m_links = std::move(links);
        m_spanned = true;
    }

private:
    // The link a cell's way on depends on (-1 at the area's edge, where it stays within its
    // block), and the cells it goes to with the link and without.
    struct Gate
    {
        int link = -1;
        int across = -1;
        int within = -1;
    };
    enum Demand : std::int8_t { Out = -1, Open = 0, In = 1 };

    CycleTree(const Grid &board, int left, int top, int width, int height);
    bool readDemands(const std::deque<int> &body, int sense, std::vector<std::int8_t> &demands) const;
    // The demand a step makes of its link, or nothing when no cycle takes that step.
    std::optional<std::pair<int, Demand>> demandOf(int from, int to) const;
    bool joinsEveryBlock(const std::vector<std::int8_t> &demands) const;
    void spanWith(const std::vector<std::int8_t> &demands);
    bool meets(const std::vector<std::int8_t> &demands) const;
    // The block a link joins to block link / 2; -1 at the area's edge.
    int farEnd(int link) const;

    int m_blocksWide = 0;
    int m_blocksHigh = 0;
    int m_cellCount = 0;
    int m_sense = 0;
    bool m_senseChosen = false;
    bool m_spanned = false;
    // Per sense: counter-clockwise, then clockwise.
    std::vector<Gate> m_gates[2];
    std::vector<std::uint8_t> m_links;
    std::vector<std::int8_t> m_demands;
    std::vector<int> m_farEnds;
};

} // namespace gridtrace
