#include "linksolver.h"

#include "linkalgorithms.h"

#include "trace/recorder.h"

#include <QVariantList>

#include <algorithm>
#include <cassert>
#include <utility>

namespace gridtrace {

QString LinkSolver::checkRefusal(const LinkBoard &board)
{
    const int tiles = board.tileCount();
    if (tiles > maxCheckTiles)
        return tr("the board holds %1 tiles; the exact check goes through the orders of removal and decides "
                  "boards of at most %2 tiles").arg(tiles).arg(maxCheckTiles);
    return {};
}

LinkSolution LinkSolver::solve(const LinkBoard &board, quint64 budget, const std::atomic<bool> *cancel)
{
    return run(board, budget, cancel, false);
}

LinkSolution LinkSolver::check(const LinkBoard &board, QString *refusal)
{
    if (const QString why = checkRefusal(board); !why.isEmpty()) {
        if (refusal)
            *refusal = why;
        return LinkSolution();
    }
    // Small boards that cannot be cleared are the ones asked about: the bare board's links
    // are worth having from the start.
    return run(board, checkBudget, nullptr, true);
}

LinkSolution LinkSolver::run(const LinkBoard &board, quint64 budget, const std::atomic<bool> *cancel, bool hopelessFirst)
{
    setUp(board);
    m_cancel = cancel;
    bool odd = false;
    for (const int left : m_kindLeft)
        odd = odd || left % 2 != 0;
    // No order clears a kind that lies an odd number of times; one descent shows how far
    // the board goes.
    m_greedy = odd;
    if (hopelessFirst && !odd)
        findHopeless();
    // Attempts with a small budget each, from the start, each trying equal moves in another
    // order: a dead end usually goes back to an early choice that chronological backtracking
    // would reach only after the whole subtree below it. Dead ends found stay known. The
    // budget of an attempt doubles every few attempts, so that one can go through every
    // order in the end and prove there is none.
    m_random = MazeRandom(0x736f6c7665);
    const quint64 perAttempt = quint64(m_count / 2 + m_count / 8 + 8);
    quint64 attemptBudget = perAttempt;
    quint64 attempt = 1;
    bool cleared = false;
    const auto cancelled = [this] { return m_cancel && m_cancel->load(std::memory_order_relaxed); };
    const auto searchOrders = [&](quint64 cap) {
        for (;;) {
            m_budget = std::min(cap, m_solution.removals + attemptBudget);
            m_attempt = attempt;
            m_stopped = false;
            cleared = search();
            if (attempt++ % 8 == 0)
                attemptBudget *= 2;
            if (cleared || !m_stopped || m_budget >= cap || m_greedy || cancelled())
                return;
        }
    };
    // The search over pairings counts its removals apart: pairingRate of them cost as much as
    // one of the search over orders, and the budget is spent at that rate.
    quint64 pairingRemovals = 0;
    quint64 cap = budget;
    const auto undecided = [&] { return !cleared && m_stopped && !m_greedy && !cancelled() && m_solution.removals < cap; };
    // The orders first: they decide most boards at once, and only they can prove there is
    // no way. A board they get lost in (walls make corridors where kinds block each other)
    // goes to the search over pairings, which clears such boards far sooner; what budget it
    // leaves goes back to the orders.
    searchOrders(std::min(budget, ordersFirst(m_count)));
    if (undecided()) {
        // No more than a solve's worth, whatever the budget: check()'s large one is there
        // for the orders, to prove boards that cannot be cleared.
        const quint64 share = std::min(budget - m_solution.removals, solveBudget) * pairingShare / 100;
        const std::vector<LinkPair> run = m_solution.pairs;
        cleared = m_pairing.search(board, run, share * pairingRate, &pairingRemovals, m_cancel, m_solution.pairs);
        if (cleared)
            m_solution.pairs = m_pairing.order();
        cap = budget - std::min(budget, (pairingRemovals + pairingRate - 1) / pairingRate);
    }
    if (undecided())
        searchOrders(cap);
    m_solution.removals += pairingRemovals;
    m_solution.cancelled = m_cancel && m_cancel->load(std::memory_order_relaxed);
    if (cleared)
        m_solution.verdict = LinkSolution::Verdict::Cleared;
    else if (odd || !m_stopped)
        m_solution.verdict = LinkSolution::Verdict::Impossible;
    else
        m_solution.verdict = LinkSolution::Verdict::Unknown;
    return std::move(m_solution);
}

void LinkSolver::setUp(const LinkBoard &board)
{
    m_board = board;
    m_solution = LinkSolution();
    m_stopped = false;
    m_cell.clear();
    m_kind.clear();
    m_kindLeft.fill(0);
    m_linkedPairs.fill(0);
    for (auto &tiles : m_tilesOfKind)
        tiles.clear();
    m_tilesOfKind.resize(LinkBoard::maxKind + 1);
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (!board.isTile(cell))
            continue;
        const int tile = int(m_cell.size());
        m_cell.push_back(cell);
        m_kind.push_back(std::uint8_t(board.kind(cell)));
        ++m_kindLeft[std::size_t(board.kind(cell))];
        m_tilesOfKind[std::size_t(board.kind(cell))].push_back(tile);
    }
    m_count = int(m_cell.size());
    m_left = m_count;
    m_present.assign(std::size_t(m_count), 1);
    m_words = (m_count + 63) / 64;
    m_bits.assign(std::size_t(m_words), 0);
    m_hash = 0;
    if (m_zobrist.size() < std::size_t(m_count)) {
        // Fixed words, so a search runs the same everywhere.
        MazeRandom random(0x6c696e6b);
        m_zobrist.resize(std::size_t(m_count));
        for (std::uint64_t &word : m_zobrist)
            word = random.next();
    }
    for (int tile = 0; tile < m_count; ++tile) {
        m_bits[std::size_t(tile / 64)] |= std::uint64_t(1) << (tile % 64);
        m_hash ^= m_zobrist[std::size_t(tile)];
    }
    m_links.resize(std::size_t(m_count));
    for (auto &links : m_links)
        links.clear();
    m_linkedFlag.assign(std::size_t(m_count) * std::size_t(m_count), 0);
    m_added.clear();
    m_levels.clear();
    m_hopelessKnown = false;
    m_hopeless = 0;
    m_pool.clear();
    m_poolHash.clear();
    m_table.clear();
    m_moves.resize(std::size_t(m_count / 2 + 1));
    m_deadlocked = false;
    m_hopeful = board;
    for (const int cell : m_cell)
        m_hopeful.setValue(cell, LinkBoard::Empty);

    // Every pair that links now: one reach() from each tile with a partner of its kind.
    for (int a = 0; a < m_count; ++a) {
        if (m_kindLeft[m_kind[std::size_t(a)]] < 2)
            continue;
        const std::vector<std::int8_t> &turns = m_search.reach(m_board, m_cell[std::size_t(a)]);
        for (const int b : m_tilesOfKind[m_kind[std::size_t(a)]]) {
            if (b > a && turns[std::size_t(m_cell[std::size_t(b)])] != MinTurnSearch::unreached)
                addLink(a, b);
        }
    }
    m_added.clear(); // the links of the start are never taken back
}

bool LinkSolver::search()
{
    const std::size_t depth = m_levels.size();
    if (depth > m_solution.pairs.size()) {
        m_solution.pairs.clear();
        for (const Level &level : m_levels)
            m_solution.pairs.push_back({m_cell[std::size_t(level.pair.first)], m_cell[std::size_t(level.pair.second)]});
    }
    if (m_left == 0)
        return true;
    if (std::exchange(m_deadlocked, false) || m_hopeless > 0 || remembered())
        return false;
    std::vector<LinkPair> &moves = m_moves[depth];
    listMoves(moves);
    for (const LinkPair &move : moves) {
        if (m_solution.removals >= m_budget || (m_cancel && m_cancel->load(std::memory_order_relaxed))) {
            m_stopped = true;
            return false;
        }
        take(move.first, move.second);
        if (search())
            return true;
        putBack();
        if (m_stopped)
            return false;
        if (m_greedy)
            return false;
        // The first dead end: from here on the bare board's links can cut branches short.
        if (!m_hopelessKnown)
            findHopeless();
        if (m_hopeless > 0)
            break;
    }
    if (!m_greedy)
        remember();
    return false;
}

void LinkSolver::listMoves(std::vector<LinkPair> &moves)
{
    moves.clear();
    m_options.assign(std::size_t(m_count), 0);
    for (int a = 0; a < m_count; ++a) {
        if (!m_present[std::size_t(a)])
            continue;
        for (const int b : m_links[std::size_t(a)]) {
            if (m_present[std::size_t(b)]) {
                ++m_options[std::size_t(a)];
                if (b > a)
                    moves.push_back({a, b});
            }
        }
    }
    // A pair whose kind's other tiles all link with each other is as good as any move:
    // take it alone.
    for (const LinkPair &move : moves) {
        const std::size_t kind = m_kind[std::size_t(move.first)];
        const int others = m_kindLeft[kind] - 2;
        const int pairsWithout = m_linkedPairs[kind] - (m_options[std::size_t(move.first)] + m_options[std::size_t(move.second)] - 1);
        if (pairsWithout == others * (others - 1) / 2) {
            moves = {move};
            return;
        }
    }
    // Otherwise the pairs of the most buried tiles first (fewest empty cells beside them),
    // and of those the kinds with the most tiles left; equals in a random order, a new one on
    // every attempt. Taking pairs from inside the heap keeps the tiles at its edge for
    // partners that come to light later; clearing the edge first tends to leave a heap
    // whose edge holds no two tiles that link.
    for (std::size_t i = moves.size(); i > 1; --i)
        std::swap(moves[i - 1], moves[std::size_t(m_random.below(int(i)))]);
    const auto key = [this](const LinkPair &move) {
        return (emptyBeside(m_cell[std::size_t(move.first)]) + emptyBeside(m_cell[std::size_t(move.second)])) * 1000
             - m_kindLeft[m_kind[std::size_t(move.first)]];
    };
    std::stable_sort(moves.begin(), moves.end(), [&](const LinkPair &x, const LinkPair &y) { return key(x) < key(y); });
    // After the first attempt, half the time any move first: the order above is strong but
    // firm, and a board it leads astray (walls make some) needs other early choices.
    if (m_attempt > 1 && moves.size() > 1 && m_random.below(2) == 0)
        std::swap(moves[0], moves[std::size_t(m_random.below(int(moves.size())))]);
}

int LinkSolver::emptyBeside(int cell) const
{
    // The padded board's outer ring is walls: no bounds check.
    const std::uint8_t *values = m_board.paddedValues();
    const int p = m_board.padded(cell);
    const int stride = m_board.stride();
    return int(values[p + 1] == LinkBoard::Empty) + int(values[p - 1] == LinkBoard::Empty)
         + int(values[p + stride] == LinkBoard::Empty) + int(values[p - stride] == LinkBoard::Empty);
}

void LinkSolver::take(int a, int b)
{
    const std::size_t kind = m_kind[std::size_t(a)];
    assert(m_kind[std::size_t(b)] == kind && linked(a, b));
    m_levels.push_back({{a, b}, m_linkedPairs[kind], m_added.size()});
    // The linked pairs of the kind that go with the two tiles; a with b is counted twice.
    int gone = -1;
    for (const int tile : {a, b}) {
        for (const int other : m_links[std::size_t(tile)])
            gone += m_present[std::size_t(other)];
    }
    m_linkedPairs[kind] -= gone;
    for (const int tile : {a, b}) {
        m_present[std::size_t(tile)] = 0;
        m_bits[std::size_t(tile / 64)] &= ~(std::uint64_t(1) << (tile % 64));
        m_hash ^= m_zobrist[std::size_t(tile)];
        m_board.setValue(m_cell[std::size_t(tile)], LinkBoard::Empty);
    }
    m_left -= 2;
    m_kindLeft[kind] -= 2;
    ++m_solution.removals;
    if (m_hopelessKnown) {
        // Counted for the tiles off the board too, so that theirs are right when they come back.
        for (const int tile : {a, b}) {
            for (const int other : m_bare[std::size_t(tile)]) {
                if (--m_bareLeft[std::size_t(other)] == 0 && m_present[std::size_t(other)])
                    ++m_hopeless;
            }
        }
    }
    // A pair that links now and did not before has a path through one of the emptied cells,
    // so both of its tiles are within two turns of that cell.
    for (const int tile : {a, b}) {
        const std::vector<std::int8_t> &turns = m_search.reach(m_board, m_cell[std::size_t(tile)]);
        m_reached.clear();
        for (int other = 0; other < m_count; ++other) {
            if (m_present[std::size_t(other)] && m_kindLeft[m_kind[std::size_t(other)]] >= 2
                && turns[std::size_t(m_cell[std::size_t(other)])] != MinTurnSearch::unreached)
                m_reached.push_back(other);
        }
        linkAmong(m_reached);
    }
    // The kind's last two tiles, fixed as a pair now; unless they link already, the pairs
    // fixed so far may have shut each other in.
    m_deadlocked = false;
    if (m_kindLeft[kind] == 2 && !m_greedy) {
        const auto [c, d] = lastTwo(int(kind));
        if (!linked(c, d))
            m_deadlocked = fixedPairsDeadlocked();
    }
}

void LinkSolver::putBack()
{
    const Level level = m_levels.back();
    m_levels.pop_back();
    while (m_added.size() > level.linksBefore) {
        const LinkPair link = m_added.back();
        m_added.pop_back();
        m_links[std::size_t(link.first)].pop_back();
        m_links[std::size_t(link.second)].pop_back();
        m_linkedFlag[std::size_t(link.first) * std::size_t(m_count) + std::size_t(link.second)] = 0;
        m_linkedFlag[std::size_t(link.second) * std::size_t(m_count) + std::size_t(link.first)] = 0;
        --m_linkedPairs[m_kind[std::size_t(link.first)]];
    }
    const int a = level.pair.first;
    const int b = level.pair.second;
    const std::size_t kind = m_kind[std::size_t(a)];
    m_linkedPairs[kind] = level.kindPairsBefore;
    if (m_hopelessKnown) {
        for (const int tile : {a, b}) {
            for (const int other : m_bare[std::size_t(tile)]) {
                if (m_bareLeft[std::size_t(other)]++ == 0 && m_present[std::size_t(other)])
                    --m_hopeless;
            }
        }
    }
    for (const int tile : {a, b}) {
        m_present[std::size_t(tile)] = 1;
        m_bits[std::size_t(tile / 64)] |= std::uint64_t(1) << (tile % 64);
        m_hash ^= m_zobrist[std::size_t(tile)];
        m_board.setValue(m_cell[std::size_t(tile)], std::uint8_t(kind));
    }
    m_left += 2;
    m_kindLeft[kind] += 2;
}

void LinkSolver::linkAmong(const std::vector<int> &tiles)
{
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const int a = tiles[i];
        for (std::size_t j = i + 1; j < tiles.size(); ++j) {
            const int b = tiles[j];
            if (m_kind[std::size_t(a)] == m_kind[std::size_t(b)] && !linked(a, b)
                && m_search.find(m_board, m_cell[std::size_t(a)], m_cell[std::size_t(b)]).linkable)
                addLink(a, b);
        }
    }
}

void LinkSolver::addLink(int a, int b)
{
    m_links[std::size_t(a)].push_back(b);
    m_links[std::size_t(b)].push_back(a);
    m_linkedFlag[std::size_t(a) * std::size_t(m_count) + std::size_t(b)] = 1;
    m_linkedFlag[std::size_t(b) * std::size_t(m_count) + std::size_t(a)] = 1;
    ++m_linkedPairs[m_kind[std::size_t(a)]];
    m_added.push_back({a, b});
}

LinkPair LinkSolver::lastTwo(int kind) const
{
    LinkPair two;
    for (const int tile : m_tilesOfKind[std::size_t(kind)]) {
        if (m_present[std::size_t(tile)])
            (two.first < 0 ? two.first : two.second) = tile;
    }
    return two;
}

bool LinkSolver::fixedPairsDeadlocked()
{
    // The most hopeful future: every tile of a kind with more than two left gone, and every
    // fixed pair that links taken off as soon as it does. A pair that never gets off that
    // board never gets off the real one, which holds at least those tiles at every step
    // (the first such pair to go would have linked on the hopeful board's last state).
    m_fixed.clear();
    for (int kind = 1; kind <= LinkBoard::maxKind; ++kind) {
        if (m_kindLeft[std::size_t(kind)] != 2)
            continue;
        const LinkPair two = lastTwo(kind);
        m_fixed.push_back({m_cell[std::size_t(two.first)], m_cell[std::size_t(two.second)]});
        m_hopeful.setValue(m_fixed.back().first, std::uint8_t(kind));
        m_hopeful.setValue(m_fixed.back().second, std::uint8_t(kind));
    }
    std::size_t stuck = m_fixed.size();
    for (bool progress = true; progress && stuck > 0;) {
        progress = false;
        for (std::size_t i = 0; i < stuck;) {
            const LinkPair pair = m_fixed[i];
            if (m_search.find(m_hopeful, pair.first, pair.second).linkable) {
                m_hopeful.setValue(pair.first, LinkBoard::Empty);
                m_hopeful.setValue(pair.second, LinkBoard::Empty);
                std::swap(m_fixed[i], m_fixed[--stuck]);
                progress = true;
            } else {
                ++i;
            }
        }
    }
    for (std::size_t i = 0; i < stuck; ++i) {
        m_hopeful.setValue(m_fixed[i].first, LinkBoard::Empty);
        m_hopeful.setValue(m_fixed[i].second, LinkBoard::Empty);
    }
    return stuck > 0;
}

void LinkSolver::findHopeless()
{
    m_hopelessKnown = true;
    LinkBoard bare = m_board;
    for (const int cell : m_cell)
        bare.setValue(cell, LinkBoard::Empty);
    m_bare.resize(std::size_t(m_count));
    m_bareLeft.assign(std::size_t(m_count), 0);
    m_hopeless = 0;
    for (int a = 0; a < m_count; ++a) {
        std::vector<int> &partners = m_bare[std::size_t(a)];
        partners.clear();
        // On the bare board the tile's own cell is as empty as the rest; the reach from it
        // is the same.
        const std::vector<std::int8_t> &turns = m_search.reach(bare, m_cell[std::size_t(a)]);
        for (const int b : m_tilesOfKind[m_kind[std::size_t(a)]]) {
            if (b != a && turns[std::size_t(m_cell[std::size_t(b)])] != MinTurnSearch::unreached) {
                partners.push_back(b);
                m_bareLeft[std::size_t(a)] += m_present[std::size_t(b)];
            }
        }
        if (m_present[std::size_t(a)] && m_bareLeft[std::size_t(a)] == 0)
            ++m_hopeless;
    }
}

bool LinkSolver::remembered() const
{
    if (m_table.empty())
        return false;
    const std::size_t mask = m_table.size() - 1;
    for (std::size_t slot = std::size_t(m_hash) & mask; m_table[slot] != 0; slot = (slot + 1) & mask) {
        const std::size_t index = m_table[slot] - 1;
        if (m_poolHash[index] == m_hash
            && std::equal(m_bits.begin(), m_bits.end(), m_pool.begin() + std::ptrdiff_t(index * std::size_t(m_words))))
            return true;
    }
    return false;
}

void LinkSolver::remember()
{
    ++m_solution.deadEnds;
    const std::size_t index = m_poolHash.size();
    m_pool.insert(m_pool.end(), m_bits.begin(), m_bits.end());
    m_poolHash.push_back(m_hash);
    const auto place = [this](std::size_t i) {
        const std::size_t mask = m_table.size() - 1;
        std::size_t slot = std::size_t(m_poolHash[i]) & mask;
        while (m_table[slot] != 0)
            slot = (slot + 1) & mask;
        m_table[slot] = std::uint32_t(i + 1);
    };
    // At most half full, so a probe ends soon.
    if (2 * (index + 1) > m_table.size()) {
        m_table.assign(std::max<std::size_t>(64, 2 * m_table.size()), 0);
        for (std::size_t i = 0; i <= index; ++i)
            place(i);
    } else {
        place(index);
    }
}


namespace {

// The trace slots of "link-solve": the min-turn search's first, in its order, so that the
// search nested in each pair records into the same tables; the solver's after them.
enum SolveStepKind { SolvePlanStep = MinTurnNoLinkStep + 1, SolvePairStep, SolveRemoveStep, SolveClearedStep, SolveStuckStep };
enum SolveLine { SolvePlanLine = MinTurnNoLinkLine + 1, SolvePairLine, SolveRemoveLine, SolveClearedLine, SolveStuckLine };
enum SolveCounter { SolvePairsCounter = MinTurnReachedCounter + 1, SolveTilesCounter };

// A window that solves one board after another keeps the buffers.
class SolveWorkspace : public Workspace
{
public:
    LinkSolver solver;
    MinTurnSearch search;
};

QString tileArgument(const LinkBoard &board, int cell)
{
    // The cell as the trace's board numbers it, ring included: as the window's status bar,
    // its breakpoints and the trace's own cells do.
    const CellPos p = board.pos(cell);
    return QStringLiteral("(%1,%2)").arg(p.x).arg(p.y);
}

QString prepareSolveScenario(Scenario &scenario)
{
    if (!scenario.tiles.empty()) {
        QString error;
        return LinkBoard::fromScenario(scenario, &error) ? QString() : error;
    }
    // No tiles: the grid's walls with a board that can be cleared round them.
    const Grid &grid = scenario.board;
    if (const QString why = LinkBoard::gridSizeError(grid.width(), grid.height()); !why.isEmpty())
        return why;
    LinkBoard walls(grid.width() - 2, grid.height() - 2);
    int freeCells = 0;
    for (int y = 1; y <= walls.height(); ++y) {
        for (int x = 1; x <= walls.width(); ++x) {
            if (grid.isWall({x, y}))
                walls.setValue(CellPos{x, y}, LinkBoard::Wall);
            else
                ++freeCells;
        }
    }
    // Walls everywhere would be a board "cleared" of pairs it never had.
    if (freeCells < 2)
        return QCoreApplication::translate("Catalogue", "the board has no tiles and at most one cell free of walls: "
                                                        "there is no room to deal a pair of tiles");
    LinkGenerator generator;
    const LinkBoard filled = generator.fill(walls, scenario.parameters.value(QStringLiteral("kinds")).toInt(), scenario.seed);
    // fill() leaves out every cell that links with no other: with all of them shut in, the board
    // would be "cleared" of pairs it never had, as with walls everywhere.
    if (filled.tileCount() == 0)
        return QCoreApplication::translate("Catalogue", "the board has no tiles, and walls shut in each of its free cells so "
                                                        "that no two of them link: no pair of tiles can be dealt, so there is "
                                                        "nothing to clear");
    filled.toScenario(scenario);
    return {};
}

// Takes off what the search of the last pair painted: marks, lengths, the path.
template<typename Rec>
void tidy(Rec &recorder)
{
    if constexpr (Rec::enabled) {
        const Scene &scene = recorder.scene();
        for (int cell = 0; cell < scene.cellCount(); ++cell) {
            if (scene.mark(cell) != Mark::None)
                recorder.setMark(cell, Mark::None);
            if (scene.cellValue(labelLayer(MinTurnLengthLabel), cell) != Scene::noLabel)
                recorder.setCell(labelLayer(MinTurnLengthLabel), cell, Scene::noLabel);
        }
        recorder.clearSequence(MinTurnPathSequence);
        recorder.setCounter(MinTurnTurnsCounter, 0);
        recorder.setCounter(MinTurnReachedCounter, 0);
    }
}

// The order found, pair by pair: a depth-0 step names the pair, the min-turn search that
// links it runs nested inside, and a nested step takes the two tiles off.
template<typename Rec>
void replay(const LinkBoard &start, const LinkSolution &solution, MinTurnSearch &search, Rec &recorder)
{
    LinkBoard board = start;
    int tiles = board.tileCount();
    if constexpr (Rec::enabled) {
        for (int cell = 0; cell < board.cellCount(); ++cell) {
            if (board.isTile(cell))
                recorder.setTile(cell, board.kind(cell));
        }
        recorder.setCounter(SolveTilesCounter, tiles);
    }
    const int pairs = int(solution.pairs.size());
    recorder.step(SolvePlanStep, SolvePlanLine);
    if constexpr (Rec::enabled) {
        switch (solution.verdict) {
        case LinkSolution::Verdict::Cleared:
            // A status has one count for %n, the pairs: the removals are never fewer, so one
            // removal tried is one pair, said in a text of its own.
            if (pairs == 1 && solution.removals == 1)
                recorder.setStatus(QT_TRANSLATE_NOOP("Status", "an order that clears the board: 1 pair, found with 1 removal tried"));
            else
                recorder.setStatus(QT_TRANSLATE_N_NOOP("Status", "an order that clears the board: %n pair(s), found with %1 removals tried"),
                                   {QString::number(pairs), QString::number(solution.removals)});
            break;
        case LinkSolution::Verdict::Impossible:
            recorder.setStatus(QT_TRANSLATE_N_NOOP("Status", "no order clears the board; the longest run takes %n pair(s) off"),
                               {QString::number(pairs)});
            break;
        case LinkSolution::Verdict::Unknown:
            recorder.setStatus(QT_TRANSLATE_NOOP("Status", "the solver gave up after %1 removals tried; the longest run it found takes %2 pairs off"),
                               {QString::number(solution.removals), QString::number(pairs)});
            break;
        }
    }
    for (int i = 0; i < pairs; ++i) {
        const LinkPair &pair = solution.pairs[std::size_t(i)];
        recorder.step(SolvePairStep, SolvePairLine, pair.first);
        if constexpr (Rec::enabled) {
            recorder.setStatus(QT_TRANSLATE_NOOP("Status", "pair %1 of %2: kind %3 at %4 and %5"),
                               {QString::number(i + 1), QString::number(pairs), QString::number(board.kind(pair.first)),
                                tileArgument(board, pair.first), tileArgument(board, pair.second)});
            recorder.setMark(pair.first, linkmarks::tiles);
            recorder.setMark(pair.second, linkmarks::tiles);
        }
        NestedSteps<Rec> nested(recorder);
        [[maybe_unused]] const LinkPath &path = search.find(board, pair.first, pair.second, recorder);
        assert(path.linkable);
        recorder.step(SolveRemoveStep, SolveRemoveLine, pair.second);
        board.setValue(pair.first, LinkBoard::Empty);
        board.setValue(pair.second, LinkBoard::Empty);
        tiles -= 2;
        tidy(recorder);
        if constexpr (Rec::enabled) {
            recorder.setTile(pair.first, 0);
            recorder.setTile(pair.second, 0);
            recorder.setCounter(SolvePairsCounter, i + 1);
            recorder.setCounter(SolveTilesCounter, tiles);
            recorder.setStatus(QT_TRANSLATE_NOOP("Status", "the two tiles come off: %1 left"), {QString::number(tiles)});
        }
    }
    if (solution.cleared()) {
        recorder.step(SolveClearedStep, SolveClearedLine);
        if constexpr (Rec::enabled)
            recorder.setStatus(QT_TRANSLATE_N_NOOP("Status", "the board is clear: %n pair(s)"), {QString::number(pairs)});
    } else {
        recorder.step(SolveStuckStep, SolveStuckLine);
        if constexpr (Rec::enabled) {
            if (solution.verdict == LinkSolution::Verdict::Impossible)
                recorder.setStatus(QT_TRANSLATE_N_NOOP("Status", "%n tile(s) left: no order of removals clears the board"), {QString::number(tiles)});
            else
                recorder.setStatus(QT_TRANSLATE_N_NOOP("Status", "%n tile(s) left: the solver gave up before it could tell whether the board can be cleared"),
                                   {QString::number(tiles)});
        }
    }
}

template<typename Rec>
RunOutcome runWith(const Scenario &scenario, RunContext &context, Rec &recorder)
{
    RunOutcome outcome;
    const std::optional<LinkBoard> board = LinkBoard::fromScenario(scenario, &outcome.error);
    if (!board)
        return outcome;
    SolveWorkspace &workspace = context.workspace<SolveWorkspace>();
    const LinkSolution solution = workspace.solver.solve(*board, LinkSolver::solveBudget, context.cancel);
    if constexpr (Rec::enabled)
        replay(*board, solution, workspace.search, recorder);

    const int tilesLeft = board->tileCount() - 2 * int(solution.pairs.size());
    outcome.found = solution.cleared();
    outcome.cost = double(solution.pairs.size());
    outcome.expansions = solution.removals;
    outcome.cancelled = solution.cancelled;
    QVariantList pairs;
    for (const LinkPair &pair : solution.pairs) {
        const CellPos first = LinkBoard::toTile(board->pos(pair.first));
        const CellPos second = LinkBoard::toTile(board->pos(pair.second));
        pairs.append(QVariant(QVariantList{QVariantList{first.x, first.y}, QVariantList{second.x, second.y}}));
    }
    const char *verdict = solution.cleared() ? "cleared"
                        : solution.verdict == LinkSolution::Verdict::Impossible ? "impossible"
                                                                               : "unknown";
    outcome.facts = {
        {QStringLiteral("verdict"), QString::fromLatin1(verdict)},
        {QStringLiteral("pairs"), pairs},
        {QStringLiteral("tiles_left"), tilesLeft},
        {QStringLiteral("removals"), solution.removals},
    };
    // The run's board is a scenario's grid: its cells are the ones to name.
    if (const QString odd = board->pairProblemOnGrid(); !odd.isEmpty())
        outcome.notes << odd;
    if (solution.verdict == LinkSolution::Verdict::Impossible)
        // The trace's last status says it, its count in the plural it takes.
        outcome.notes << QCoreApplication::translate("Status", "%n tile(s) left: no order of removals clears the board", nullptr, tilesLeft);
    else if (solution.verdict == LinkSolution::Verdict::Unknown && !solution.cancelled)
        outcome.notes << QCoreApplication::translate("Catalogue", "the solver gave up after %1 removals tried, %2 tiles left on the longest run it found")
                             .arg(solution.removals).arg(tilesLeft);
    return outcome;
}

RunOutcome runSolve(const Scenario &scenario, RunContext &context)
{
    if (context.recorder)
        return runWith(scenario, context, *context.recorder);
    NullRecorder recorder;
    return runWith(scenario, context, recorder);
}

} // namespace

AlgorithmInfo linkSolveAlgorithm()
{
    // Each pair is linked by the fewest-turn search, recorded with its own tables and lines:
    // the entry starts from that search's description and adds its own after it.
    AlgorithmInfo info = linkMinTurnAlgorithm();
    info.id = QStringLiteral("link-solve");
    info.name = QT_TRANSLATE_NOOP("Catalogue", "Lianliankan: clear the whole board");
    info.summary = QT_TRANSLATE_NOOP("Catalogue",
        "Plays a board to the end: finds an order in which every pair links once the pairs "
        "before it are gone, by a depth-first search over the pairs that link and, where walls "
        "make that search lose its way, a search over which tile goes with which, and then "
        "takes the pairs off in that order, each linked by the fewest-turn search, shown inside it. "
        "A board without tiles is first filled with pairs that can be cleared, round its walls.");
    info.needsStart = false;
    info.needsGoal = false;
    info.givesPath = false; // a link for each pair, not one way through the board
    info.usesSeed = true; // a board without tiles is filled from it
    info.seedDealsTiles = true;
    info.parameters = {
        ParameterSpec::integer(QStringLiteral("kinds"), QT_TRANSLATE_NOOP("Catalogue", "Kinds"),
                               QT_TRANSLATE_NOOP("Catalogue", "How many kinds of tile fill a board that has none"),
                               8, 1, LinkBoard::maxKind),
    };
    info.pseudoCode << QT_TRANSLATE_NOOP("Catalogue", "solve: depth-first over the pairs that link, a kind whose other tiles all link with each other first, back from a dead end, start again with a larger budget; if still stuck, change which tile goes with which until taking off linked pairs clears the board")
                    << QT_TRANSLATE_NOOP("Catalogue", "for each pair of the order found: link its two tiles (lines 1 to 7)")
                    << QT_TRANSLATE_NOOP("Catalogue", "    take the two tiles off")
                    << QT_TRANSLATE_NOOP("Catalogue", "no tile is left: the board is clear")
                    << QT_TRANSLATE_NOOP("Catalogue", "tiles are left and no pair of them links: not cleared");
    info.counters << NamedSlot{"pairs", QT_TRANSLATE_NOOP("Catalogue", "Pairs taken off")}
                  << NamedSlot{"tiles", QT_TRANSLATE_NOOP("Catalogue", "Tiles left")};
    // Every pair links: a marker on the timeline for each would say nothing.
    for (StepKindInfo &kind : info.stepKinds) {
        if (qstrcmp(kind.id, "linked") == 0)
            kind.notable = false;
    }
    info.stepKinds << StepKindInfo{"plan", QT_TRANSLATE_NOOP("Catalogue", "Find the order")}
                   << StepKindInfo{"pair", QT_TRANSLATE_NOOP("Catalogue", "The next pair")}
                   << StepKindInfo{"remove", QT_TRANSLATE_NOOP("Catalogue", "Take the pair off")}
                   << StepKindInfo{"cleared", QT_TRANSLATE_NOOP("Catalogue", "The board is clear"), true}
                   << StepKindInfo{"stuck", QT_TRANSLATE_NOOP("Catalogue", "Tiles stay"), true};
    info.prepareScenario = prepareSolveScenario;
    info.run = runSolve;
    return info;
}

} // namespace gridtrace
