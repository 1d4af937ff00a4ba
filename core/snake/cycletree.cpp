#include "cycletree.h"

#include <numeric>

namespace gridtrace {

namespace {

// Blocks joined so far; unite() refuses a link that would close a loop.
class BlockSets
{
public:
    explicit BlockSets(int blocks) : m_parent(std::size_t(blocks)) { std::iota(m_parent.begin(), m_parent.end(), 0); }
    int find(int block)
    {
        while (m_parent[std::size_t(block)] != block) {
            m_parent[std::size_t(block)] = m_parent[std::size_t(m_parent[std::size_t(block)])];
            block = m_parent[std::size_t(block)];
        }
        return block;
    }
    bool unite(int a, int b)
    {
        a = find(a);
        b = find(b);
        if (a == b)
            return false;
        m_parent[std::size_t(a)] = b;
        return true;
    }

private:
    std::vector<int> m_parent;
};

} // namespace

std::optional<CycleTree> CycleTree::ofBoard(const Grid &board)
{
    const auto area = HamiltonCycle::playingArea(board);
    if (!area || (*area)[2] % 2 != 0 || (*area)[3] % 2 != 0)
        return std::nullopt;
    return CycleTree(board, (*area)[0], (*area)[1], (*area)[2], (*area)[3]);
}

CycleTree::CycleTree(const Grid &board, int left, int top, int width, int height)
    : m_blocksWide(width / 2)
    , m_blocksHigh(height / 2)
    , m_cellCount(board.cellCount())
{
    for (int sense = 0; sense < 2; ++sense) {
        // Clockwise is counter-clockwise on the board mirrored left to right.
        const auto cell = [&](int x, int y) { return board.index({left + (sense ? width - 1 - x : x), top + y}); };
        std::vector<Gate> &gates = m_gates[sense];
        gates.assign(std::size_t(m_cellCount), Gate{});
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x) {
                const int bx = x / 2;
                const int by = y / 2;
                const int block = by * m_blocksWide + bx;
                Gate g;
                if (x % 2 == 0 && y % 2 == 0) { // top left: west to the next block, or down
                    g.link = bx > 0 ? 2 * (block - 1) : -1;
                    g.across = bx > 0 ? cell(x - 1, y) : -1;
                    g.within = cell(x, y + 1);
                } else if (x % 2 == 0) { // bottom left: down to the next block, or right
                    g.link = by + 1 < m_blocksHigh ? 2 * block + 1 : -1;
                    g.across = g.link >= 0 ? cell(x, y + 1) : -1;
                    g.within = cell(x + 1, y);
                } else if (y % 2 == 1) { // bottom right: east to the next block, or up
                    g.link = bx + 1 < m_blocksWide ? 2 * block : -1;
                    g.across = g.link >= 0 ? cell(x + 1, y) : -1;
                    g.within = cell(x, y - 1);
                } else { // top right: up to the next block, or left
                    g.link = by > 0 ? 2 * (block - m_blocksWide) + 1 : -1;
                    g.across = g.link >= 0 ? cell(x, y - 1) : -1;
                    g.within = cell(x - 1, y);
                }
                gates[std::size_t(cell(x, y))] = g;
            }
        }
    }
    m_demands.assign(std::size_t(2 * m_blocksWide * m_blocksHigh), Open);
    m_links.assign(m_demands.size(), 0);
    m_farEnds.resize(m_demands.size());
    for (int link = 0; link < int(m_farEnds.size()); ++link)
        m_farEnds[std::size_t(link)] = farEnd(link);
}

int CycleTree::farEnd(int link) const
{
    const int block = link / 2;
    if (link % 2 == 0)
        return block % m_blocksWide + 1 < m_blocksWide ? block + 1 : -1;
    return block / m_blocksWide + 1 < m_blocksHigh ? block + m_blocksWide : -1;
}

std::optional<std::pair<int, CycleTree::Demand>> CycleTree::demandOf(int from, int to) const
{
    const Gate &g = m_gates[m_sense][std::size_t(from)];
    if (g.within < 0)
        return std::nullopt;
    if (to == g.within)
        return std::pair{g.link, Out};
    if (g.link >= 0 && to == g.across)
        return std::pair{g.link, In};
    return std::nullopt;
}

bool CycleTree::readDemands(const std::deque<int> &body, int sense, std::vector<std::int8_t> &demands) const
{
    // Whether the links not ruled out join every block is asked last, and only when the
    // current tree does not already show it.
    const int blocks = m_blocksWide * m_blocksHigh;
    demands.assign(std::size_t(2 * blocks), Open);
    BlockSets in(blocks);
    for (std::size_t i = 1; i < body.size(); ++i) {
        const Gate &g = m_gates[sense][std::size_t(body[i])];
        const int to = body[i - 1];
        Demand demand;
        if (g.within >= 0 && to == g.within)
            demand = Out;
        else if (g.link >= 0 && to == g.across)
            demand = In;
        else
            return false;
        if (g.link < 0)
            continue;
        std::int8_t &d = demands[std::size_t(g.link)];
        if (d == -demand)
            return false;
        if (d == Open && demand == In && !in.unite(g.link / 2, m_farEnds[std::size_t(g.link)]))
            return false;
        d = demand;
    }
    return (sense == m_sense && meets(demands)) || joinsEveryBlock(demands);
}

bool CycleTree::joinsEveryBlock(const std::vector<std::int8_t> &demands) const
{
    const int blocks = m_blocksWide * m_blocksHigh;
    BlockSets sets(blocks);
    int parts = blocks;
    for (int link = 0; link < 2 * blocks; ++link) {
        if (demands[std::size_t(link)] != Out && m_farEnds[std::size_t(link)] >= 0
            && sets.unite(link / 2, m_farEnds[std::size_t(link)]))
            --parts;
    }
    return parts == 1;
}

bool CycleTree::fit(const std::deque<int> &body)
{
    std::vector<std::int8_t> demands;
    for (int sense = 0; sense < 2; ++sense) {
        if (m_senseChosen && sense != m_sense)
            continue;
        if (readDemands(body, sense, demands)) {
            if (!m_senseChosen) {
                m_sense = sense;
                m_senseChosen = true;
                m_spanned = false;
            }
            m_demands = std::move(demands);
            return true;
        }
    }
    return false;
}

bool CycleTree::meetsDemands() const
{
    return meets(m_demands);
}

bool CycleTree::meets(const std::vector<std::int8_t> &demands) const
{
    if (!m_spanned)
        return false;
    for (std::size_t link = 0; link < m_links.size(); ++link) {
        if ((demands[link] == In && !m_links[link]) || (demands[link] == Out && m_links[link]))
            return false;
    }
    return true;
}

void CycleTree::spanWith(const std::vector<std::int8_t> &demands)
{
    const int blocks = m_blocksWide * m_blocksHigh;
    BlockSets sets(blocks);
    m_links.assign(std::size_t(2 * blocks), 0);
    const auto join = [&](int link) {
        if (m_farEnds[std::size_t(link)] >= 0 && sets.unite(link / 2, m_farEnds[std::size_t(link)]))
            m_links[std::size_t(link)] = 1;
    };
    for (int link = 0; link < 2 * blocks; ++link) {
        if (demands[std::size_t(link)] == In)
            join(link);
    }
    for (int link = 0; link < 2 * blocks; ++link) {
        if (demands[std::size_t(link)] == Open)
            join(link);
    }
    m_spanned = true;
}

void CycleTree::span()
{
    spanWith(m_demands);
}

int CycleTree::route(int from, const std::vector<int> &way)
{
    const int blocks = m_blocksWide * m_blocksHigh;
    std::vector<std::int8_t> demands = m_demands;
    BlockSets in(blocks);
    for (int link = 0; link < 2 * blocks; ++link) {
        if (demands[std::size_t(link)] == In)
            in.unite(link / 2, m_farEnds[std::size_t(link)]);
    }
    // The links each step newly rules out, so that a shorter stretch of the way can be tried.
    struct Ruled { int step; int link; };
    std::vector<Ruled> ruledOut;
    int kept = 0;
    int at = from;
    for (const int to : way) {
        const auto demand = demandOf(at, to);
        if (!demand)
            break;
        const auto [link, d] = *demand;
        if (link >= 0) {
            std::int8_t &current = demands[std::size_t(link)];
            if (current == -d)
                break;
            if (current == Open) {
                if (d == In && !in.unite(link / 2, m_farEnds[std::size_t(link)]))
                    break;
                current = d;
                if (d == Out)
                    ruledOut.push_back({kept, link});
            }
        }
        ++kept;
        at = to;
    }
    // Ruling links out can only cut the blocks apart, so the longest stretch that leaves them
    // joined is found by halving.
    if (!joinsEveryBlock(demands)) {
        const auto withSteps = [&](int steps) {
            std::vector<std::int8_t> trial = demands;
            for (const Ruled &r : ruledOut) {
                if (r.step >= steps)
                    trial[std::size_t(r.link)] = Open;
            }
            return trial;
        };
        int low = 0;      // joined
        int high = kept;  // cut apart
        while (high - low > 1) {
            const int middle = (low + high) / 2;
            if (joinsEveryBlock(withSteps(middle)))
                low = middle;
            else
                high = middle;
        }
        kept = low;
        demands = withSteps(kept);
    }
    spanWith(demands);
    return kept;
}

int CycleTree::distance(int from, int to) const
{
    int steps = 0;
    for (int cell = from; cell != to; cell = next(cell)) {
        if (++steps > m_cellCount)
            return -1;
    }
    return steps;
}

bool CycleTree::allows(int from, int to) const
{
    const auto demand = demandOf(from, to);
    return demand && (demand->first < 0 || m_demands[std::size_t(demand->first)] != -demand->second);
}

std::array<int, 2> CycleTree::waysOn(int cell) const
{
    const Gate &g = m_gates[m_sense][std::size_t(cell)];
    const Demand d = g.link >= 0 ? Demand(m_demands[std::size_t(g.link)]) : Out;
    return {d != Out ? g.across : -1, d != In ? g.within : -1};
}

HamiltonCycle CycleTree::cycle() const
{
    std::vector<int> successors(std::size_t(m_cellCount), -1);
    for (int cell = 0; cell < m_cellCount; ++cell) {
        if (m_gates[m_sense][std::size_t(cell)].within >= 0)
            successors[std::size_t(cell)] = next(cell);
    }
    return HamiltonCycle(std::move(successors));
}

} // namespace gridtrace
