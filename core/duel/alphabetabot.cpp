#include "alphabetabot.h"

#include <algorithm>
#include <cstring>

namespace gridtrace {

namespace {

// The growth phase a round is in: rounds up to 12 each their own, then the three residues
// of the "every third move" rule, which repeat for ever.
int phaseOf(int round)
{
    return round <= 12 ? round : 10 + (round - 10) % 3;
}
constexpr int phaseCount = 13;

// For each phase, how many moves from now the j-th cell from the tail is left: the tail goes
// on the first move that does not grow the snake, the next cell on the second, and so on.
struct LeaveTable
{
    std::array<std::array<std::uint16_t, 256>, phaseCount> moves{};

    LeaveTable()
    {
        for (int phase = 0; phase < phaseCount; ++phase) {
            int move = phase;
            for (int j = 0; j < 256; ++j) {
                do
                    ++move;
                while (DuelGame::grows(move));
                moves[std::size_t(phase)][std::size_t(j)] = std::uint16_t(move - phase);
            }
        }
    }
};
const LeaveTable leaveTable;

// Fixed random numbers for the position key (splitmix64 from a constant seed), so keys and
// with them the search's move order are the same in every run.
struct KeyTable
{
    std::array<std::array<quint64, DuelMap::cellCount + 1>, 2> body{};
    std::array<std::array<quint64, DuelMap::cellCount + 1>, 2> head{};
    std::array<quint64, phaseCount> phase{};
    std::array<quint64, 4> reply{};

    KeyTable()
    {
        quint64 state = 0x2545f4914f6cdd1dull;
        const auto next = [&state] {
            quint64 z = (state += 0x9e3779b97f4a7c15ull);
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
            return z ^ (z >> 31);
        };
        for (auto *table : {&body, &head}) {
            for (auto &side : *table) {
                for (auto &value : side)
                    value = next();
            }
        }
        for (auto &value : phase)
            value = next();
        for (auto &value : reply)
            value = next();
    }
};
const KeyTable keys;

std::array<std::array<std::uint8_t, 4>, DuelMap::cellCount + 1> makeNeighbours()
{
    std::array<std::array<std::uint8_t, 4>, DuelMap::cellCount + 1> table{};
    for (int cell = 0; cell <= DuelMap::cellCount; ++cell) {
        for (int d = 0; d < 4; ++d) {
            const int next = cell < DuelMap::cellCount ? DuelMap::neighbour(cell, d) : -1;
            table[std::size_t(cell)][std::size_t(d)] = std::uint8_t(next < 0 ? DuelPosition::offBoard : next);
        }
    }
    return table;
}

constexpr std::size_t tableSize = std::size_t(1) << 16;

} // namespace

const std::array<std::array<std::uint8_t, 4>, DuelMap::cellCount + 1> DuelPosition::neighbours = makeNeighbours();

DuelPosition::DuelPosition(const DuelGame &game)
    : m_round(game.round())
{
    for (int cell = 0; cell < DuelMap::cellCount; ++cell)
        m_occupant[std::size_t(cell)] = game.map().isWall(cell) ? wall : 0;
    m_occupant[offBoard] = wall;
    for (int side = 0; side < 2; ++side) {
        const auto &body = game.body(side == 0 ? DuelSide::A : DuelSide::B);
        std::uint8_t at = 0;
        for (auto cell = body.rbegin(); cell != body.rend(); ++cell, ++at) {
            m_ring[std::size_t(side)][at] = std::uint8_t(*cell);
            m_occupant[std::size_t(*cell)] = std::uint8_t(side + 1);
            m_key ^= keys.body[std::size_t(side)][std::size_t(*cell)];
        }
        m_tail[std::size_t(side)] = 0;
        m_head[std::size_t(side)] = std::uint8_t(at - 1);
        m_key ^= keys.head[std::size_t(side)][std::size_t(body.front())];
    }
}

std::vector<int> DuelPosition::body(DuelSide side) const
{
    std::vector<int> cells;
    const int s = index(side);
    for (std::uint8_t at = m_head[std::size_t(s)];; --at) {
        cells.push_back(m_ring[std::size_t(s)][at]);
        if (at == m_tail[std::size_t(s)])
            break;
    }
    return cells;
}

quint64 DuelPosition::key() const
{
    return m_key ^ keys.phase[std::size_t(phaseOf(m_round))];
}

void DuelPosition::pushHead(int side, int cell)
{
    const std::size_t s = std::size_t(side);
    m_key ^= keys.head[s][m_ring[s][m_head[s]]] ^ keys.head[s][std::size_t(cell)] ^ keys.body[s][std::size_t(cell)];
    ++m_head[s];
    m_ring[s][m_head[s]] = std::uint8_t(cell);
    m_occupant[std::size_t(cell)] = std::uint8_t(side + 1);
}

void DuelPosition::popHead(int side)
{
    const std::size_t s = std::size_t(side);
    const int cell = m_ring[s][m_head[s]];
    m_occupant[std::size_t(cell)] = 0;
    --m_head[s];
    m_key ^= keys.head[s][std::size_t(cell)] ^ keys.body[s][std::size_t(cell)] ^ keys.head[s][m_ring[s][m_head[s]]];
}

void DuelPosition::popTail(int side)
{
    const std::size_t s = std::size_t(side);
    const int cell = m_ring[s][m_tail[s]];
    m_occupant[std::size_t(cell)] = 0;
    m_key ^= keys.body[s][std::size_t(cell)];
    ++m_tail[s];
}

void DuelPosition::pushTail(int side)
{
    const std::size_t s = std::size_t(side);
    --m_tail[s];
    const int cell = m_ring[s][m_tail[s]];
    m_occupant[std::size_t(cell)] = std::uint8_t(side + 1);
    m_key ^= keys.body[s][std::size_t(cell)];
}

DuelResult DuelPosition::play(int a, int b)
{
    const bool deadA = a < 0 || a > 3 || !isSafe(DuelSide::A, a);
    const bool deadB = b < 0 || b > 3 || !isSafe(DuelSide::B, b);
    if (deadA || deadB)
        return deadA && deadB ? DuelResult::Draw : deadA ? DuelResult::BWins : DuelResult::AWins;
    advance(a, b);
    return m_round >= DuelGame::roundLimit ? DuelResult::Draw : DuelResult::Playing;
}

void DuelPosition::advance(int a, int b)
{
    // Both tails leave before either head arrives: a head may take the other's tail cell.
    const int cellA = target(DuelSide::A, a);
    const int cellB = target(DuelSide::B, b);
    if (!DuelGame::grows(m_round + 1)) {
        popTail(0);
        popTail(1);
    }
    pushHead(0, cellA);
    pushHead(1, cellB);
    ++m_round;
}

void DuelPosition::retreat()
{
    // The reverse order: heads off first, since one may stand on the other's old tail.
    popHead(0);
    popHead(1);
    if (!DuelGame::grows(m_round)) {
        pushTail(0);
        pushTail(1);
    }
    --m_round;
}

bool DuelPosition::isSafeAlone(DuelSide side, int direction) const
{
    const int cell = target(side, direction);
    if (m_occupant[std::size_t(cell)] == 0)
        return true;
    if (DuelGame::grows(m_round + 1))
        return false;
    const DuelSide other = otherSide(side);
    return cell == tail(side) || (cell == tail(other) && length(other) > 1);
}

int DuelPosition::advanceAlone(DuelSide side, int direction)
{
    const int s = index(side);
    const int o = 1 - s;
    const int cell = target(side, direction);
    int undo = 0;
    if (!DuelGame::grows(m_round + 1)) {
        popTail(s);
        if (length(otherSide(side)) > 1) {
            popTail(o);
            undo = 1;
        }
    }
    pushHead(s, cell);
    ++m_round;
    return undo;
}

void DuelPosition::retreatAlone(DuelSide side, int undo)
{
    const int s = index(side);
    popHead(s);
    if (!DuelGame::grows(m_round)) {
        pushTail(s);
        if (undo)
            pushTail(1 - s);
    }
    --m_round;
}

void DuelPosition::freeIn(std::array<std::uint16_t, DuelMap::cellCount + 1> &moves) const
{
    const auto &leave = leaveTable.moves[std::size_t(phaseOf(m_round))];
    for (int side = 0; side < 2; ++side) {
        const int count = length(side == 0 ? DuelSide::A : DuelSide::B);
        const auto &ring = m_ring[std::size_t(side)];
        std::uint8_t at = m_tail[std::size_t(side)];
        for (int j = 0; j < count; ++j, ++at)
            moves[ring[at]] = leave[std::size_t(j)];
    }
}

DuelSearch::DuelSearch()
    : m_position(DuelGame())
    , m_table(tableSize)
{
}

void DuelSearch::start(const DuelGame &game, DuelSide me, const AlphaBetaLimits &limits)
{
    m_position = DuelPosition(game);
    m_me = me;
    m_them = otherSide(me);
    m_limits = limits;
    m_deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(std::max(0, limits.milliseconds));
    m_nodes = 0;
    m_stopped = false;
    m_horizon = false;
    std::fill(m_table.begin(), m_table.end(), Slot{});
    for (auto &side : m_history)
        side.fill(0);
    for (int cell = 0; cell <= DuelMap::cellCount; ++cell)
        m_walls[std::size_t(cell)] = cell == DuelPosition::offBoard || m_position.isWall(cell) ? DuelPosition::unreachable : 0;
}

quint64 DuelSearch::replyKey(int mine)
{
    return keys.reply[std::size_t(mine)];
}

int DuelSearch::bestMove(quint64 key) const
{
    const Slot &slot = m_table[key & (tableSize - 1)];
    return slot.key == key ? slot.move : -1;
}

void DuelSearch::remember(quint64 key, int move)
{
    Slot &slot = m_table[key & (tableSize - 1)];
    slot.key = key;
    slot.move = std::int8_t(move);
}

void DuelSearch::reward(DuelSide side, int move, int depth)
{
    const int cell = m_position.target(side, move);
    m_history[side == DuelSide::A ? 0 : 1][std::size_t(cell)] += depth * depth;
}

int DuelSearch::order(DuelSide side, unsigned safe, int first, int moves[4]) const
{
    int count = 0;
    if (first >= 0 && (safe >> first & 1))
        moves[count++] = first;
    const int start = count;
    const auto &history = m_history[side == DuelSide::A ? 0 : 1];
    for (int d = 0; d < 4; ++d) {
        if (!(safe >> d & 1) || d == first)
            continue;
        // Insertion by history, the lower direction first among equals.
        const int score = history[std::size_t(m_position.target(side, d))];
        int at = count++;
        while (at > start && history[std::size_t(m_position.target(side, moves[at - 1]))] < score) {
            moves[at] = moves[at - 1];
            --at;
        }
        moves[at] = d;
    }
    return count;
}

int DuelSearch::choose(int depth, int alpha, int beta, int ply)
{
    if (tick())
        return 0;
    if (m_position.round() >= DuelGame::roundLimit)
        return 0;
    const unsigned mine = m_position.safeMoves(m_me);
    const unsigned theirs = m_position.safeMoves(m_them);
    // A head with no safe cell dies this round, the other's with it or not.
    if (mine == 0)
        return theirs == 0 ? 0 : -(win - ply);
    if (theirs == 0)
        return win - ply;
    if (depth <= 0) {
        m_horizon = true;
        return evaluate();
    }
    const quint64 key = m_position.key();
    int moves[4];
    const int count = order(m_me, mine, bestMove(key), moves);
    int best = -infinity;
    int bestMine = moves[0];
    for (int i = 0; i < count; ++i) {
        const int score = reply(moves[i], depth, alpha, beta, ply, [](int) {}, [](int, int) {});
        if (m_stopped)
            return 0;
        if (score > best) {
            best = score;
            bestMine = moves[i];
        }
        if (score > alpha)
            alpha = score;
        if (alpha >= beta) {
            reward(m_me, moves[i], depth);
            break;
        }
    }
    remember(key, bestMine);
    return best;
}

DuelTerritory DuelSearch::territory(std::array<std::uint8_t, DuelMap::cellCount> *owners) const
{
    constexpr std::size_t cells = DuelMap::cellCount + 1;
    std::array<std::uint16_t, cells> freeIn = m_walls;
    m_position.freeIn(freeIn);
    // 0 unclaimed, 1 A, 2 B, 3 both at once, 5 A in the layer being built (B may still tie).
    std::array<std::uint8_t, cells> claim{};
    // Bit 1: A's search looked at the cell, bit 2: B's.
    std::array<std::uint8_t, cells> seen{};
    std::array<std::uint8_t, DuelMap::cellCount> layerA;
    std::array<std::uint8_t, DuelMap::cellCount> layerB;
    std::array<std::uint8_t, DuelMap::cellCount> nextA;
    std::array<std::uint8_t, DuelMap::cellCount> nextB;
    int sizeA = 1;
    int sizeB = 1;
    layerA[0] = std::uint8_t(m_position.head(DuelSide::A));
    layerB[0] = std::uint8_t(m_position.head(DuelSide::B));
    claim[layerA[0]] = 1;
    claim[layerB[0]] = 2;
    seen[layerA[0]] = 1;
    seen[layerB[0]] = 2;
    DuelTerritory result;
    bool contact = false;
    for (int move = 1; sizeA > 0 || sizeB > 0; ++move) {
        int nextSizeA = 0;
        for (int i = 0; i < sizeA; ++i) {
            for (int d = 0; d < 4; ++d) {
                const int cell = DuelPosition::step(layerA[std::size_t(i)], d);
                if (freeIn[std::size_t(cell)] == DuelPosition::unreachable)
                    continue;
                contact |= seen[std::size_t(cell)] >= 2;
                seen[std::size_t(cell)] |= 1;
                if (claim[std::size_t(cell)] == 0 && freeIn[std::size_t(cell)] <= move) {
                    claim[std::size_t(cell)] = 5;
                    nextA[std::size_t(nextSizeA++)] = std::uint8_t(cell);
                }
            }
        }
        int nextSizeB = 0;
        for (int i = 0; i < sizeB; ++i) {
            for (int d = 0; d < 4; ++d) {
                const int cell = DuelPosition::step(layerB[std::size_t(i)], d);
                if (freeIn[std::size_t(cell)] == DuelPosition::unreachable)
                    continue;
                contact |= (seen[std::size_t(cell)] & 1) != 0;
                seen[std::size_t(cell)] |= 2;
                if (freeIn[std::size_t(cell)] > move)
                    continue;
                if (claim[std::size_t(cell)] == 0) {
                    claim[std::size_t(cell)] = 2;
                    nextB[std::size_t(nextSizeB++)] = std::uint8_t(cell);
                } else if (claim[std::size_t(cell)] == 5) {
                    claim[std::size_t(cell)] = 3;
                    ++result.contested;
                }
            }
        }
        // A cell both reach together stops both searches.
        sizeA = 0;
        for (int i = 0; i < nextSizeA; ++i) {
            const std::uint8_t cell = nextA[std::size_t(i)];
            if (claim[cell] == 5) {
                claim[cell] = 1;
                layerA[std::size_t(sizeA++)] = cell;
            }
        }
        sizeB = nextSizeB;
        std::memcpy(layerB.data(), nextB.data(), std::size_t(sizeB));
        result.a += sizeA;
        result.b += sizeB;
    }
    result.contact = contact || result.contested > 0;
    if (owners)
        std::copy_n(claim.begin(), DuelMap::cellCount, owners->begin());
    return result;
}

int DuelSearch::evaluate() const
{
    const DuelTerritory split = territory();
    const int lead = split.a - split.b;
    return m_me == DuelSide::A ? lead : -lead;
}

int DuelSearch::survival(int direction, quint64 nodeBudget, std::chrono::steady_clock::time_point deadline)
{
    m_longest = 0;
    m_soloNodes = 0;
    m_soloBudget = nodeBudget;
    m_soloDeadline = deadline;
    const int undo = m_position.advanceAlone(m_me, direction);
    longest(1);
    m_position.retreatAlone(m_me, undo);
    return m_longest;
}

void DuelSearch::longest(int rounds)
{
    m_longest = std::max(m_longest, rounds);
    ++m_nodes;
    if (++m_soloNodes >= m_soloBudget || m_position.round() >= DuelGame::roundLimit)
        return;
    if ((m_soloNodes & 511) == 0 && m_soloDeadline != std::chrono::steady_clock::time_point::max()
        && std::chrono::steady_clock::now() >= m_soloDeadline) {
        m_soloBudget = m_soloNodes;
        return;
    }
    // Tightest cell first (Warnsdorff's rule): hugging walls and bodies leaves the open space
    // in one piece for later.
    int moves[4];
    int exits[4];
    int count = 0;
    for (int d = 0; d < 4; ++d) {
        if (!m_position.isSafeAlone(m_me, d))
            continue;
        const int cell = m_position.target(m_me, d);
        int free = 0;
        for (int e = 0; e < 4; ++e) {
            const int next = DuelPosition::step(cell, e);
            free += m_position.isFree(next);
        }
        int at = count++;
        while (at > 0 && exits[at - 1] > free) {
            moves[at] = moves[at - 1];
            exits[at] = exits[at - 1];
            --at;
        }
        moves[at] = d;
        exits[at] = free;
    }
    for (int i = 0; i < count; ++i) {
        const int undo = m_position.advanceAlone(m_me, moves[i]);
        longest(rounds + 1);
        m_position.retreatAlone(m_me, undo);
        if (m_soloNodes >= m_soloBudget)
            return;
    }
}

} // namespace gridtrace
