#include "searchgraph.h"

namespace gridtrace {

void SearchGraph::assign(const Grid &board)
{
    if (!m_weights.empty() && board == m_board)
        return;
    m_board = board;

    const int width = board.width();
    const int height = board.height();
    m_paddedWidth = width + 2;
    m_inversePaddedWidth = 1.0 / m_paddedWidth;
    const std::size_t paddedCount = std::size_t(m_paddedWidth) * std::size_t(height + 2);
    m_weights.assign(paddedCount, Grid::Wall);
    m_moves.assign(paddedCount, 0);
    for (int move = 0; move < moveCount; ++move)
        m_offsets[std::size_t(move)] = moveDy(move) * m_paddedWidth + moveDx(move);

    const std::vector<std::uint8_t> &source = board.weights();
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x)
            m_weights[std::size_t(padded({x, y}))] = source[std::size_t(y * width + x)];
    }

    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const int cell = padded({x, y});
            if (m_weights[std::size_t(cell)] == Grid::Wall)
                continue;
            const auto isFree = [&](int move) { return m_weights[std::size_t(cell + offset(move))] != Grid::Wall; };
            std::uint8_t legal = 0;
            for (int move = 0; move < moveCount; move += 2) {
                if (isFree(move))
                    legal |= std::uint8_t(1u << move);
            }
            // A diagonal squeezes between its two orthogonal neighbours: both must be free.
            for (int move = 1; move < moveCount; move += 2) {
                const int before = move - 1;
                const int after = (move + 1) % moveCount;
                if (isFree(move) && (legal >> before & 1u) && (legal >> after & 1u))
                    legal |= std::uint8_t(1u << move);
            }
            m_moves[std::size_t(cell)] = legal;
        }
    }
}

} // namespace gridtrace
