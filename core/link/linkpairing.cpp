#include "linkpairing.h"

#include <algorithm>
#include <array>
#include <limits>

namespace gridtrace {

namespace {

// Rotations weighed for one step at most: a kind of many tiles has many, and a sample of
// them moves about as well as all at a fraction of the cost.
constexpr std::size_t ringsWeighed = 12;
// Random walks to find them, and the most pairs in a ring.
constexpr int ringWalks = 3 * int(ringsWeighed);
constexpr int ringPairs = 8;
// How often a step takes a rotation that leaves more pairs stuck. Half the time did best on
// the hardest boards of a sweep (30 x 20, 36 kinds, 120 walls): the best rotation from a
// stuck pair is often worse, and a walk that refuses those stays in its hollow.
constexpr double noise = 0.5;

} // namespace

bool LinkPairingSearch::search(const LinkBoard &board, const std::vector<LinkPair> &run, quint64 budget, quint64 *removals,
                               const std::atomic<bool> *cancel, std::vector<LinkPair> &longest)
{
    m_budget = budget;
    m_removals = removals;
    m_cancel = cancel;
    m_random = MazeRandom(0x7061697273);
    setUp(board, run);
    close();
    descend();
    int best = stuckCount();
    std::vector<LinkPair> bestPairs = m_pairs;
    keepLongest(longest);
    // Steps without a better pairing before the search goes back to the best: long enough
    // to cross a plateau, short enough not to drift far from a pairing that was close.
    const int patience = 100 + int(m_pairs.size());
    int sinceBest = 0;
    int idle = 0; // stuck pairs in a row with no rotation to weigh
    while (stuckCount() > 0 && !outOfBudget() && idle < 4 * stuckCount() + 8) {
        m_stuck.clear();
        for (int pair = 0; pair < int(m_pairs.size()); ++pair) {
            if (m_position[std::size_t(pair)] < 0)
                m_stuck.push_back(pair);
        }
        findRings(m_stuck[std::size_t(m_random.below(int(m_stuck.size())))]);
        // A pair with no rotation waits for others to move round it.
        if (m_ringSpans.empty()) {
            ++idle;
            continue;
        }
        idle = 0;
        const int now = stuckCount();
        std::size_t chosen = 0;
        int fewest = std::numeric_limits<int>::max();
        int ties = 0;
        for (std::size_t i = 0; i < m_ringSpans.size(); ++i) {
            const int stuck = tryOut(m_ringSpans[i].first, m_ringSpans[i].second);
            if (stuck < fewest) {
                fewest = stuck;
                chosen = i;
                ties = 1;
            } else if (stuck == fewest && m_random.below(++ties) == 0) {
                chosen = i;
            }
            if (stuck == 0 || outOfBudget())
                break;
        }
        // Sideways or better always; worse now and then.
        if (fewest <= now || m_random.chance(noise)) {
            rotate(m_ringSpans[chosen].first, m_ringSpans[chosen].second);
            descend();
        }
        if (stuckCount() < best) {
            best = stuckCount();
            bestPairs = m_pairs;
            keepLongest(longest);
            sinceBest = 0;
        } else if (++sinceBest > patience) {
            m_pairs = bestPairs;
            for (int i = 0; i < int(m_pairs.size()); ++i) {
                m_pairOf[std::size_t(m_pairs[std::size_t(i)].first)] = i;
                m_pairOf[std::size_t(m_pairs[std::size_t(i)].second)] = i;
            }
            truncate(0);
            close();
            descend();
            sinceBest = 0;
        }
    }
    if (stuckCount() > 0)
        return false;
    m_cellOrder.clear();
    for (const int pair : m_order)
        m_cellOrder.push_back({m_cell[std::size_t(m_pairs[std::size_t(pair)].first)], m_cell[std::size_t(m_pairs[std::size_t(pair)].second)]});
    return true;
}

void LinkPairingSearch::descend()
{
    // Two stuck pairs of a kind where a tile of one links with a tile of the other as the
    // board stands, the other two on a bare board: traded, that new pair comes off at once,
    // so fewer are stuck. Cheap, as nothing taken off is put back.
    const auto links = [this](int x, int y) {
        return m_search.find(m_board, m_cell[std::size_t(x)], m_cell[std::size_t(y)]).linkable;
    };
    for (bool progress = true; progress && !outOfBudget();) {
        progress = false;
        for (int pair = 0; pair < int(m_pairs.size()) && !progress; ++pair) {
            if (m_position[std::size_t(pair)] >= 0)
                continue;
            const auto [a, b] = m_pairs[std::size_t(pair)];
            for (const int other : m_pairsOfKind[m_kind[std::size_t(a)]]) {
                if (other == pair || m_position[std::size_t(other)] >= 0)
                    continue;
                const auto [c, d] = m_pairs[std::size_t(other)];
                m_rings.clear();
                // Rings a b c d and a b d c: (b c) (d a), or (b d) (c a).
                if (bareLinked(b, c) && bareLinked(d, a) && (links(b, c) || links(d, a)))
                    m_rings = {a, b, c, d};
                else if (bareLinked(b, d) && bareLinked(c, a) && (links(b, d) || links(c, a)))
                    m_rings = {a, b, d, c};
                if (!m_rings.empty()) {
                    rotate(0, 4);
                    progress = true;
                    break;
                }
            }
        }
    }
}

void LinkPairingSearch::findRings(int pair)
{
    m_rings.clear();
    m_ringSpans.clear();
    for (int walk = 0; walk < ringWalks && m_ringSpans.size() < ringsWeighed; ++walk) {
        const std::size_t start = m_rings.size();
        auto [x0, y0] = m_pairs[std::size_t(pair)];
        if (m_random.below(2) == 0)
            std::swap(x0, y0);
        m_rings.push_back(x0);
        m_rings.push_back(y0);
        m_inRing[std::size_t(pair)] = 1;
        bool closed = false;
        for (int current = y0, pairs = 1; pairs < ringPairs && !closed; ++pairs) {
            // A partner for the tile at the ring's end, at random among those it could link
            // with and whose pairs the ring has not taken yet.
            int next = -1;
            int seen = 0;
            for (const int tile : m_bareOf[std::size_t(current)]) {
                if (!m_inRing[std::size_t(m_pairOf[std::size_t(tile)])] && m_random.below(++seen) == 0)
                    next = tile;
            }
            if (next < 0)
                break;
            const int nextPair = m_pairOf[std::size_t(next)];
            const LinkPair tiles = m_pairs[std::size_t(nextPair)];
            const int last = tiles.first == next ? tiles.second : tiles.first;
            m_inRing[std::size_t(nextPair)] = 1;
            m_rings.push_back(next);
            m_rings.push_back(last);
            closed = bareLinked(last, x0);
            current = last;
        }
        for (std::size_t i = start; i < m_rings.size(); i += 2)
            m_inRing[std::size_t(m_pairOf[std::size_t(m_rings[i])])] = 0;
        if (closed)
            m_ringSpans.push_back({start, m_rings.size() - start});
        else
            m_rings.resize(start);
    }
}

std::size_t LinkPairingSearch::firstStep(std::size_t start, std::size_t size) const
{
    std::size_t first = m_order.size();
    for (std::size_t i = start; i < start + size; i += 2) {
        const int position = m_position[std::size_t(m_pairOf[std::size_t(m_rings[i])])];
        if (position >= 0)
            first = std::min(first, std::size_t(position));
    }
    return first;
}

void LinkPairingSearch::setRing(std::size_t start, std::size_t size, bool forward)
{
    // Pair i holds tiles 2i and 2i + 1 before, 2i + 1 and 2i + 2 after.
    const int *tiles = m_rings.data() + start;
    const auto at = [&](std::size_t i) { return tiles[i % size]; };
    std::array<int, ringPairs> pairs{};
    for (std::size_t i = 0; i < size; i += 2)
        pairs[i / 2] = m_pairOf[std::size_t(forward ? at(i) : at(i + 1))];
    for (std::size_t i = 0; i < size; i += 2) {
        const LinkPair now = forward ? LinkPair{at(i + 1), at(i + 2)} : LinkPair{at(i), at(i + 1)};
        m_pairs[std::size_t(pairs[i / 2])] = now;
        m_pairOf[std::size_t(now.first)] = m_pairOf[std::size_t(now.second)] = pairs[i / 2];
    }
}

void LinkPairingSearch::rotate(std::size_t start, std::size_t size)
{
    // A rotation through a pair taken off changes the closure from that step on; the steps
    // before it keep their pairs, so they stay.
    const std::size_t from = firstStep(start, size);
    if (from < m_order.size())
        truncate(from);
    setRing(start, size, true);
    close();
}

int LinkPairingSearch::tryOut(std::size_t start, std::size_t size)
{
    const std::size_t from = firstStep(start, size);
    m_replay.assign(m_order.begin() + std::ptrdiff_t(from), m_order.end());
    rotate(start, size);
    const int stuck = stuckCount();
    truncate(from);
    m_saved.clear();
    setRing(start, size, false);
    // The old steps are known to link in their order: no search needed to take them again.
    for (const int step : m_replay)
        takeOff(step);
    return stuck;
}

void LinkPairingSearch::setUp(const LinkBoard &board, const std::vector<LinkPair> &run)
{
    m_board = board;
    m_cell.clear();
    m_kind.clear();
    std::vector<int> tileOf(std::size_t(board.cellCount()), -1);
    m_pairsOfKind.assign(LinkBoard::maxKind + 1, {});
    std::vector<std::vector<int>> tilesOfKind(LinkBoard::maxKind + 1);
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (!board.isTile(cell))
            continue;
        tileOf[std::size_t(cell)] = int(m_cell.size());
        tilesOfKind[std::size_t(board.kind(cell))].push_back(int(m_cell.size()));
        m_cell.push_back(cell);
        m_kind.push_back(std::uint8_t(board.kind(cell)));
    }
    m_count = int(m_cell.size());

    LinkBoard bare = board;
    for (const int cell : m_cell)
        bare.setValue(cell, LinkBoard::Empty);
    m_bare.assign(std::size_t(m_count) * std::size_t(m_count), 0);
    m_bareOf.resize(std::size_t(m_count));
    for (int a = 0; a < m_count; ++a) {
        m_bareOf[std::size_t(a)].clear();
        const std::vector<std::int8_t> &turns = m_search.reach(bare, m_cell[std::size_t(a)]);
        for (const int b : tilesOfKind[m_kind[std::size_t(a)]]) {
            if (b != a && turns[std::size_t(m_cell[std::size_t(b)])] != MinTurnSearch::unreached) {
                m_bare[std::size_t(a) * std::size_t(m_count) + std::size_t(b)] = 1;
                m_bareOf[std::size_t(a)].push_back(b);
            }
        }
    }

    m_pairs.clear();
    m_pairOf.assign(std::size_t(m_count), -1);
    m_saved.clear();
    const auto addPair = [this](int a, int b) {
        m_pairOf[std::size_t(a)] = m_pairOf[std::size_t(b)] = int(m_pairs.size());
        m_pairsOfKind[m_kind[std::size_t(a)]].push_back(int(m_pairs.size()));
        m_pairs.push_back({a, b});
    };
    for (const LinkPair &pair : run) {
        m_saved.push_back(int(m_pairs.size()));
        addPair(tileOf[std::size_t(pair.first)], tileOf[std::size_t(pair.second)]);
    }
    // The tiles the run left: each with a partner it links with on the bare board, when one
    // is left, so that every pair can come off at least in principle.
    for (std::vector<int> &tiles : tilesOfKind) {
        std::erase_if(tiles, [this](int tile) { return m_pairOf[std::size_t(tile)] >= 0; });
        for (std::size_t i = tiles.size(); i > 1; --i)
            std::swap(tiles[i - 1], tiles[std::size_t(m_random.below(int(i)))]);
        while (tiles.size() >= 2) {
            const int a = tiles.back();
            tiles.pop_back();
            std::size_t partner = std::size_t(m_random.below(int(tiles.size())));
            for (std::size_t i = 0; i < tiles.size(); ++i) {
                if (bareLinked(a, tiles[i])) {
                    partner = i;
                    break;
                }
            }
            addPair(a, tiles[partner]);
            tiles.erase(tiles.begin() + std::ptrdiff_t(partner));
        }
    }
    m_order.clear();
    m_position.assign(m_pairs.size(), -1);
    m_inRing.assign(m_pairs.size(), 0);
}

void LinkPairingSearch::truncate(std::size_t position)
{
    m_saved.assign(m_order.begin() + std::ptrdiff_t(position), m_order.end());
    for (std::size_t i = m_order.size(); i > position; --i) {
        const int pair = m_order[i - 1];
        m_position[std::size_t(pair)] = -1;
        for (const int tile : {m_pairs[std::size_t(pair)].first, m_pairs[std::size_t(pair)].second})
            m_board.setValue(m_cell[std::size_t(tile)], m_kind[std::size_t(tile)]);
    }
    m_order.resize(position);
}

void LinkPairingSearch::close()
{
    m_sweep.clear();
    for (const int pair : m_saved) {
        if (m_position[std::size_t(pair)] < 0)
            m_sweep.push_back(pair);
    }
    m_saved.clear();
    // The other stuck pairs after them; a pair listed twice is only tried twice.
    for (int pair = 0; pair < int(m_pairs.size()); ++pair) {
        if (m_position[std::size_t(pair)] < 0)
            m_sweep.push_back(pair);
    }
    for (bool progress = true; progress;) {
        progress = false;
        std::size_t kept = 0;
        for (const int pair : m_sweep) {
            if (m_position[std::size_t(pair)] >= 0)
                continue;
            const LinkPair tiles = m_pairs[std::size_t(pair)];
            if (m_search.find(m_board, m_cell[std::size_t(tiles.first)], m_cell[std::size_t(tiles.second)]).linkable) {
                takeOff(pair);
                ++*m_removals;
                progress = true;
            } else {
                m_sweep[kept++] = pair;
            }
        }
        m_sweep.resize(kept);
    }
}

void LinkPairingSearch::takeOff(int pair)
{
    m_position[std::size_t(pair)] = int(m_order.size());
    m_order.push_back(pair);
    m_board.setValue(m_cell[std::size_t(m_pairs[std::size_t(pair)].first)], LinkBoard::Empty);
    m_board.setValue(m_cell[std::size_t(m_pairs[std::size_t(pair)].second)], LinkBoard::Empty);
}

bool LinkPairingSearch::outOfBudget() const
{
    return *m_removals >= m_budget || (m_cancel && m_cancel->load(std::memory_order_relaxed));
}

void LinkPairingSearch::keepLongest(std::vector<LinkPair> &longest) const
{
    if (m_order.size() <= longest.size())
        return;
    longest.clear();
    for (const int pair : m_order)
        longest.push_back({m_cell[std::size_t(m_pairs[std::size_t(pair)].first)], m_cell[std::size_t(m_pairs[std::size_t(pair)].second)]});
}

} // namespace gridtrace
