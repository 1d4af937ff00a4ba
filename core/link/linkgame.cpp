#include "linkgame.h"

#include <cassert>

namespace gridtrace {

namespace {

// Random arrangements tried when no pairing deals the tiles out: enough that a board with a
// pair to make is all but sure to show one.
constexpr int permutationAttempts = 200;

} // namespace

LinkGame::LinkGame(const LinkBoard &board, quint64 seed)
    : m_board(board)
    , m_random(seed)
    , m_tilesLeft(board.tileCount())
{
}

LinkPath LinkGame::link(int a, int b)
{
    if (a == b || !m_board.isTile(a) || m_board.kind(a) != m_board.kind(b))
        return LinkPath();
    return m_search.find(m_board, a, b);
}

LinkRemoval LinkGame::remove(int a, int b)
{
    LinkRemoval removal;
    removal.path = link(a, b);
    if (!removal.path.linkable)
        return removal;
    removal.removed = true;
    removal.kind = m_board.kind(a);
    m_history.push_back({Record::Removal, false, {a, b}, std::uint8_t(removal.kind), {}});
    m_board.setValue(a, LinkBoard::Empty);
    m_board.setValue(b, LinkBoard::Empty);
    m_tilesLeft -= 2;
    ++m_moves;
    if (m_autoShuffle && m_tilesLeft >= 2 && !findPair())
        removal.shuffled = deal(true);
    return removal;
}

std::optional<LinkHint> LinkGame::findPair()
{
    const auto counts = m_board.kindCounts();
    for (int cell = 0; cell < m_board.cellCount(); ++cell) {
        const int kind = m_board.kind(cell);
        if (kind == 0 || counts[std::size_t(kind)] < 2)
            continue;
        // A partner before this cell would have been found from it: the first partner is after.
        const std::vector<int> partners = m_search.partners(m_board, cell);
        if (!partners.empty())
            return LinkHint{{cell, partners.front()}, m_search.find(m_board, cell, partners.front())};
    }
    return std::nullopt;
}

std::optional<LinkHint> LinkGame::hint()
{
    std::optional<LinkHint> found = findPair();
    if (found)
        ++m_hints;
    return found;
}

bool LinkGame::shuffle()
{
    if (!deal(false))
        return false;
    ++m_shufflesAsked;
    return true;
}

bool LinkGame::deal(bool automatic)
{
    if (m_tilesLeft < 2)
        return false;
    LinkBoard dealt = m_board;
    bool done = m_generator.deal(dealt, m_random);
    if (!done) {
        // No pairing to deal by: any arrangement with a pair to make.
        std::vector<int> cells;
        std::vector<std::uint8_t> values;
        for (int cell = 0; cell < m_board.cellCount(); ++cell) {
            if (m_board.isTile(cell)) {
                cells.push_back(cell);
                values.push_back(m_board.value(cell));
            }
        }
        const LinkBoard saved = m_board;
        for (int attempt = 0; attempt < permutationAttempts && !done; ++attempt) {
            for (std::size_t i = values.size(); i > 1; --i)
                std::swap(values[i - 1], values[std::size_t(m_random.below(int(i)))]);
            for (std::size_t i = 0; i < cells.size(); ++i)
                m_board.setValue(cells[i], values[i]);
            done = findPair().has_value();
        }
        dealt = m_board;
        m_board = saved;
    }
    if (!done)
        return false;
    m_history.push_back({Record::Shuffle, automatic, {}, 0, m_board});
    m_board = std::move(dealt);
    if (automatic)
        ++m_shufflesMade;
    return true;
}

bool LinkGame::undo()
{
    if (m_history.empty())
        return false;
    Record record = std::move(m_history.back());
    m_history.pop_back();
    if (record.kind == Record::Shuffle) {
        m_board = std::move(record.before);
        // Its cost goes back with it, as a pair's points do: undo leaves the score it found.
        if (!record.automatic) {
            --m_shufflesAsked;
            return true;
        }
        // The shuffle came with the removal before it; the board in between was stuck.
        --m_shufflesMade;
        assert(!m_history.empty() && m_history.back().kind == Record::Removal);
        record = std::move(m_history.back());
        m_history.pop_back();
    }
    m_board.setValue(record.pair.first, record.value);
    m_board.setValue(record.pair.second, record.value);
    m_tilesLeft += 2;
    --m_moves;
    return true;
}

} // namespace gridtrace
