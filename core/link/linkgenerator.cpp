#include "linkgenerator.h"
#include "grid/messagetext.h"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <limits>
#include <utility>

namespace gridtrace {

namespace {

// A count as tr()'s plural takes it: the message's own checks let any 64-bit number through.
int pluralCount(qint64 count)
{
    return int(std::clamp<qint64>(count, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
}

} // namespace

QString LinkGenerator::settingsError(qint64 width, qint64 height, qint64 kinds, qint64 walls)
{
    if (const QString why = LinkBoard::sizeError(width, height); !why.isEmpty())
        return why;
    const qint64 cells = width * height;
    if (walls < 0 || walls > cells - 2)
        return withGroupedCount(tr("%n wall(s) on the %1 x %2 board: there must be 0 to %3, leaving at least two cells for tiles",
                                   nullptr, pluralCount(walls)),
                                walls, true)
            .arg(width).arg(height).arg(cells - 2);
    const qint64 tiles = cells - walls;
    if (tiles % 2 != 0) {
        if (walls == 0)
            return tr("the %1 x %2 board has %3 cells, an odd number, and tiles come in pairs: "
                      "change the size or add a wall").arg(width).arg(height).arg(cells);
        return tr("the %1 x %2 board with %n wall(s) leaves %3 cells for tiles, an odd number, and tiles come "
                  "in pairs: use one wall more or one fewer", nullptr, pluralCount(walls))
            .arg(width).arg(height).arg(tiles);
    }
    const qint64 pairs = tiles / 2;
    if (kinds < 1 || kinds > LinkBoard::maxKind)
        return withGroupedCount(tr("%n kind(s) of tile: there must be 1 to %1", nullptr, pluralCount(kinds)), kinds, true)
            .arg(LinkBoard::maxKind);
    if (kinds > pairs)
        return tr("%1 kinds of tile need at least %1 pairs, and this board holds %2: use fewer kinds, "
                  "a larger board or fewer walls").arg(groupedNumber(kinds)).arg(pairs);
    return {};
}

std::optional<LinkBoard> LinkGenerator::generate(const LinkGeneratorSettings &settings, QString *error)
{
    const auto fail = [&](const QString &why) -> std::optional<LinkBoard> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (const QString why = settingsError(settings.width, settings.height, settings.kinds, settings.walls); !why.isEmpty())
        return fail(why);

    MazeRandom random(settings.seed);
    std::vector<int> inside;
    {
        const LinkBoard shape(settings.width, settings.height);
        for (int y = 1; y <= settings.height; ++y) {
            for (int x = 1; x <= settings.width; ++x)
                inside.push_back(shape.index(CellPos{x, y}));
        }
    }
    for (int attempt = 0; attempt < wallAttempts; ++attempt) {
        m_work = LinkBoard(settings.width, settings.height);
        // The first `walls` cells of a partial Fisher-Yates shuffle are the walls.
        for (int i = 0; i < settings.walls; ++i) {
            const int j = i + random.below(int(inside.size()) - i);
            std::swap(inside[std::size_t(i)], inside[std::size_t(j)]);
            m_work.setValue(inside[std::size_t(i)], LinkBoard::Wall);
        }
        m_slot.assign(std::size_t(m_work.cellCount()), -1);
        m_cells.clear();
        for (int cell = 0; cell < m_work.cellCount(); ++cell) {
            if (m_work.isEmpty(cell) && m_work.isInside(m_work.pos(cell))) {
                m_slot[std::size_t(cell)] = int(m_cells.size());
                m_cells.push_back(cell);
                m_work.setValue(cell, 1);
            }
        }
        if (pairUp(random, false, true)) {
            // Every tile is gone again from the work board: walls are all it holds.
            LinkBoard board = m_work;
            dealKinds(board, settings.kinds, random);
            return board;
        }
        // Without walls there is always a pair to take (see the class comment).
        assert(settings.walls > 0);
    }
    return fail(tr("%n wall(s) on the %1 x %2 board shut tiles in so that no order clears them, in %3 tries: "
                   "use fewer walls", nullptr, settings.walls).arg(settings.width).arg(settings.height).arg(wallAttempts));
}

LinkBoard LinkGenerator::fill(const LinkBoard &board, int kinds, quint64 seed)
{
    assert(kinds >= 1 && kinds <= LinkBoard::maxKind);
    MazeRandom random(seed);
    const auto start = [&](const std::vector<int> &cells) {
        m_work = board;
        m_slot.assign(std::size_t(m_work.cellCount()), -1);
        m_cells.clear();
        for (const int cell : cells) {
            m_slot[std::size_t(cell)] = int(m_cells.size());
            m_cells.push_back(cell);
            m_work.setValue(cell, 1);
        }
    };
    std::vector<int> cells;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.isEmpty(cell) && board.isInside(board.pos(cell)))
            cells.push_back(cell);
    }
    // A cell that links with none of the others even on a board without them is shut in
    // by walls for good: left out at once, so that no pairing has to find that out.
    m_bare = board;
    std::vector<int> open;
    for (const int cell : cells) {
        const std::vector<std::int8_t> &turns = m_search.reach(m_bare, cell);
        if (std::any_of(cells.begin(), cells.end(), [&](int other) {
                return other != cell && turns[std::size_t(other)] != MinTurnSearch::unreached;
            }))
            open.push_back(cell);
    }
    // Walls can make one order of taking pairs stick where another goes through: a few
    // tries that pair every cell, then one that leaves out what it cannot pair.
    constexpr int attempts = 20;
    bool paired = false;
    for (int attempt = 0; attempt < attempts && !paired && open.size() % 2 == 0; ++attempt) {
        start(open);
        paired = pairUp(random, false, false);
    }
    if (!paired) {
        start(open);
        pairUp(random, true, false);
    }
    LinkBoard filled = board;
    dealKinds(filled, kinds, random);
    return filled;
}

bool LinkGenerator::deal(LinkBoard &board, MazeRandom &random)
{
    const auto counts = board.kindCounts();
    m_pairKinds.clear();
    for (int kind = 1; kind <= LinkBoard::maxKind; ++kind) {
        if (counts[std::size_t(kind)] % 2 != 0)
            return false;
        m_pairKinds.insert(m_pairKinds.end(), std::size_t(counts[std::size_t(kind)] / 2), std::uint8_t(kind));
    }
    // With no walls the first pairing succeeds; walls may shut a cell in for one order of
    // taking pairs and not for another.
    constexpr int attempts = 20;
    for (int attempt = 0; attempt < attempts; ++attempt) {
        m_work = board;
        m_slot.assign(std::size_t(m_work.cellCount()), -1);
        m_cells.clear();
        for (int cell = 0; cell < m_work.cellCount(); ++cell) {
            if (m_work.isTile(cell)) {
                m_slot[std::size_t(cell)] = int(m_cells.size());
                m_cells.push_back(cell);
            }
        }
        if (!pairUp(random, false, false))
            continue;
        for (std::size_t i = m_pairKinds.size(); i > 1; --i)
            std::swap(m_pairKinds[i - 1], m_pairKinds[std::size_t(random.below(int(i)))]);
        for (std::size_t i = 0; i < m_order.size(); ++i) {
            board.setValue(m_order[i].first, m_pairKinds[i]);
            board.setValue(m_order[i].second, m_pairKinds[i]);
        }
        return true;
    }
    return false;
}

bool LinkGenerator::pairUp(MazeRandom &random, bool drop, bool peel)
{
    m_order.clear();
    while (m_cells.size() >= 2) {
        const int count = int(m_cells.size());
        const int start = random.below(count);
        int a = -1;
        // With `peel`, three times in four a first round takes only a cell beside an empty one (the ring
        // counts) with a partner that is not its neighbour: the board is peeled from its
        // edges and holes inward, each pair linked across what was peeled before, and equal
        // tiles seldom lie side by side. The other round takes any cell with any partner,
        // often a neighbour inside the heap. Peeling alone makes boards that clear only in
        // nearly the order they were made, hard for a player and for LinkSolver alike
        // (docs/link.md has the figures); one pair in four from inside gives them pairs to
        // start on without putting equal tiles together much more often than chance.
        const bool peelNow = peel && random.below(4) != 0;
        for (int round = peelNow ? 0 : 1; round < 2 && a < 0; ++round) {
            for (int t = 0; t < count; ++t) {
                const int cell = m_cells[std::size_t((start + t) % count)];
                if (round == 0 && !besideEmpty(cell))
                    continue;
                if (findPartners(cell, round == 0, peel)) {
                    a = cell;
                    break;
                }
            }
        }
        if (a < 0) {
            if (!drop)
                return false;
            // Emptying a cell only opens ways for the others.
            removeCell(m_cells[std::size_t(start)]);
            continue;
        }
        const int b = m_candidates[std::size_t(random.below(int(m_candidates.size())))];
        m_order.push_back({a, b});
        removeCell(a);
        removeCell(b);
    }
    if (!m_cells.empty()) {
        if (!drop)
            return false;
        removeCell(m_cells.front());
    }
    return true;
}

bool LinkGenerator::besideEmpty(int cell) const
{
    // The padded board's outer ring is walls, so the four neighbours need no bounds check.
    const std::uint8_t *values = m_work.paddedValues();
    const int p = m_work.padded(cell);
    const int stride = m_work.stride();
    return values[p + 1] == LinkBoard::Empty || values[p - 1] == LinkBoard::Empty
        || values[p + stride] == LinkBoard::Empty || values[p - stride] == LinkBoard::Empty;
}

bool LinkGenerator::findPartners(int cell, bool farOnly, bool preferFar)
{
    const std::vector<std::int8_t> &turns = m_search.reach(m_work, cell);
    const CellPos at = m_work.pos(cell);
    m_candidates.clear();
    std::size_t far = 0;
    for (const int other : m_cells) {
        if (other == cell || turns[std::size_t(other)] == MinTurnSearch::unreached)
            continue;
        m_candidates.push_back(other);
        const CellPos p = m_work.pos(other);
        // Far partners first in the list.
        if (std::abs(p.x - at.x) + std::abs(p.y - at.y) > 1)
            std::swap(m_candidates[far++], m_candidates.back());
    }
    if (far > 0 && (farOnly || preferFar))
        m_candidates.resize(far);
    return far > 0 || (!farOnly && !m_candidates.empty());
}

void LinkGenerator::removeCell(int cell)
{
    m_work.setValue(cell, LinkBoard::Empty);
    const int slot = m_slot[std::size_t(cell)];
    const int last = m_cells.back();
    m_cells[std::size_t(slot)] = last;
    m_slot[std::size_t(last)] = slot;
    m_cells.pop_back();
    m_slot[std::size_t(cell)] = -1;
}

void LinkGenerator::dealKinds(LinkBoard &board, int kinds, MazeRandom &random)
{
    const int pairs = int(m_order.size());
    const int used = std::min(kinds, pairs);
    m_pairKinds.resize(std::size_t(pairs));
    for (int i = 0; i < pairs; ++i)
        m_pairKinds[std::size_t(i)] = std::uint8_t(i % used + 1);
    for (std::size_t i = m_pairKinds.size(); i > 1; --i)
        std::swap(m_pairKinds[i - 1], m_pairKinds[std::size_t(random.below(int(i)))]);
    for (int i = 0; i < pairs; ++i) {
        board.setValue(m_order[std::size_t(i)].first, m_pairKinds[std::size_t(i)]);
        board.setValue(m_order[std::size_t(i)].second, m_pairKinds[std::size_t(i)]);
    }
}

} // namespace gridtrace
