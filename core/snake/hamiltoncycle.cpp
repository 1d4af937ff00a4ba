#include "hamiltoncycle.h"

#include "grid/direction.h"
#include "grid/messagetext.h"

#include <QStringList>

#include <algorithm>
#include <functional>

namespace gridtrace {

HamiltonCycle::HamiltonCycle(std::vector<int> next)
    : m_next(std::move(next))
    , m_place(m_next.size(), -1)
{
    const auto first = std::find_if(m_next.begin(), m_next.end(), [](int n) { return n >= 0; });
    if (first == m_next.end())
        return;
    // A broken cycle still gets places along what can be walked; isHamiltonian() says so.
    int cell = int(first - m_next.begin());
    while (cell >= 0 && m_place[std::size_t(cell)] < 0 && m_length < int(m_next.size())) {
        m_place[std::size_t(cell)] = m_length++;
        cell = m_next[std::size_t(cell)];
    }
}

std::vector<int> HamiltonCycle::cells(int from) const
{
    std::vector<int> cells;
    cells.reserve(std::size_t(m_length));
    int cell = from;
    for (int i = 0; i < m_length && cell >= 0; ++i) {
        cells.push_back(cell);
        cell = m_next[std::size_t(cell)];
    }
    return cells;
}

bool HamiltonCycle::isHamiltonian(const Grid &board) const
{
    if (int(m_next.size()) != board.cellCount())
        return false;
    const int free = board.cellCount() - board.wallCount();
    if (free < 4 || m_length != free)
        return false;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        const int n = m_next[std::size_t(cell)];
        const bool wall = board.weight(cell) == Grid::Wall;
        if (wall != (n < 0))
            return false;
        if (wall)
            continue;
        const CellPos a = board.pos(cell);
        const CellPos b = board.pos(n);
        if (std::abs(a.x - b.x) + std::abs(a.y - b.y) != 1 || board.weight(n) == Grid::Wall)
            return false;
    }
    // Every free cell has one successor and the walk from one of them meets all of them:
    // one closed tour.
    const int start = int(std::find_if(m_next.begin(), m_next.end(), [](int n) { return n >= 0; }) - m_next.begin());
    int cell = start;
    for (int i = 0; i < free; ++i)
        cell = m_next[std::size_t(cell)];
    return cell == start && std::all_of(m_place.begin(), m_place.end(), [&](int p) { return p < free; });
}

bool HamiltonCycle::carries(const std::deque<int> &body) const
{
    if (body.empty() || m_next.empty() || next(body.back()) < 0)
        return false;
    for (std::size_t i = body.size() - 1; i > 0; --i) {
        if (next(body[i]) != body[i - 1])
            return false;
    }
    return true;
}

QString HamiltonCycle::obstacle(const Grid &board)
{
    const int free = board.cellCount() - board.wallCount();
    if (free < 4)
        return tr("A Hamiltonian cycle needs at least 4 free cells; this board has %1.").arg(free);
    int light = 0;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.weight(cell) == Grid::Wall)
            continue;
        const CellPos p = board.pos(cell);
        light += (p.x + p.y) % 2 == 0;
        int ways = 0;
        for (const Direction d : orthogonalDirections)
            ways += board.isPassable(step(p, d));
        if (ways < 2)
            return tr("No Hamiltonian cycle exists here: the free cell (%1,%2) has fewer than two free "
                      "neighbours, so a closed tour cannot pass through it.").arg(p.x).arg(p.y);
    }
    const int dark = free - light;
    if (light == dark)
        return {};
    QString why = tr("No Hamiltonian cycle exists here: a tour steps from a light square to a dark one "
                     "and back, as on a chessboard, so it needs as many of each, and this board's %1 "
                     "free cells are %2 light and %3 dark.").arg(free).arg(light).arg(dark);
    if (const auto area = playingArea(board)) {
        const int width = (*area)[2];
        const int height = (*area)[3];
        QStringList sizes;
        for (const auto &[w, h] : {std::pair{width - 1, height}, std::pair{width + 1, height},
                                   std::pair{width, height - 1}, std::pair{width, height + 1}}) {
            if (w >= 2 && h >= 2)
                sizes << tr("%1 x %2").arg(groupedNumber(w), groupedNumber(h));
        }
        why = tr("%1 %2", "two sentences in a row")
                  .arg(why, tr("The playing area is %1 x %2, an odd number of cells; the nearest sizes with a cycle are %3.")
                                .arg(groupedNumber(width), groupedNumber(height), listOfNames(sizes)));
    }
    return why;
}

std::optional<std::array<int, 4>> HamiltonCycle::playingArea(const Grid &board)
{
    CellPos low{board.width(), board.height()};
    CellPos high{-1, -1};
    int free = 0;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.weight(cell) == Grid::Wall)
            continue;
        const CellPos p = board.pos(cell);
        ++free;
        low = {std::min(low.x, p.x), std::min(low.y, p.y)};
        high = {std::max(high.x, p.x), std::max(high.y, p.y)};
    }
    const int w = high.x - low.x + 1;
    const int h = high.y - low.y + 1;
    if (free == 0 || w * h != free)
        return std::nullopt;
    return std::array<int, 4>{low.x, low.y, w, h};
}

Grid HamiltonCycle::withPlayingArea(const Grid &board, int width, int height)
{
    const auto area = playingArea(board);
    // A ring of walls stays a ring: the area keeps its margin on every side.
    const int left = area ? (*area)[0] : 0;
    const int top = area ? (*area)[1] : 0;
    const int right = area ? board.width() - (*area)[0] - (*area)[2] : 0;
    const int bottom = area ? board.height() - (*area)[1] - (*area)[3] : 0;
    Grid result(left + width + right, top + height + bottom);
    for (int y = 0; y < result.height(); ++y) {
        for (int x = 0; x < result.width(); ++x) {
            if (x < left || y < top || x >= left + width || y >= top + height)
                result.setWall({x, y});
        }
    }
    return result;
}

std::optional<HamiltonCycle> HamiltonCycle::zigzag(const Grid &board, const std::deque<int> &body)
{
    const auto area = playingArea(board);
    if (!area)
        return std::nullopt;
    const CellPos low{(*area)[0], (*area)[1]};
    const int w = (*area)[2];
    const int h = (*area)[3];
    const int free = w * h;
    if (free < 4 || w < 2 || h < 2 || free % 2 != 0)
        return std::nullopt;

    // Along the first row, back and forth over the other columns, and home up the first
    // column; laid across the rectangle when its height is odd.
    const bool across = h % 2 != 0;
    const int rowLength = across ? h : w;
    const int rows = across ? w : h;
    std::vector<CellPos> tour;
    tour.reserve(std::size_t(free));
    for (int u = 0; u < rowLength; ++u)
        tour.push_back({u, 0});
    for (int v = 1; v < rows; ++v) {
        for (int i = 1; i < rowLength; ++i)
            tour.push_back({v % 2 != 0 ? rowLength - i : i, v});
    }
    for (int v = rows - 1; v >= 1; --v)
        tour.push_back({0, v});
    if (across) {
        for (CellPos &p : tour)
            std::swap(p.x, p.y);
    }

    std::vector<std::function<CellPos(CellPos)>> turns{
        [](CellPos p) { return p; },
        [w](CellPos p) { return CellPos{w - 1 - p.x, p.y}; },
        [h](CellPos p) { return CellPos{p.x, h - 1 - p.y}; },
        [w, h](CellPos p) { return CellPos{w - 1 - p.x, h - 1 - p.y}; },
    };
    if (w == h) {
        turns.push_back([](CellPos p) { return CellPos{p.y, p.x}; });
        turns.push_back([w](CellPos p) { return CellPos{w - 1 - p.y, p.x}; });
        turns.push_back([h](CellPos p) { return CellPos{p.y, h - 1 - p.x}; });
        turns.push_back([w, h](CellPos p) { return CellPos{w - 1 - p.y, h - 1 - p.x}; });
    }
    for (const auto &turn : turns) {
        for (const bool reversed : {false, true}) {
            std::vector<int> next(std::size_t(board.cellCount()), -1);
            for (std::size_t i = 0; i < tour.size(); ++i) {
                const CellPos a = turn(tour[i]);
                const CellPos b = turn(tour[(i + 1) % tour.size()]);
                const int from = board.index({low.x + a.x, low.y + a.y});
                const int to = board.index({low.x + b.x, low.y + b.y});
                next[std::size_t(reversed ? to : from)] = reversed ? from : to;
            }
            HamiltonCycle cycle(std::move(next));
            if (cycle.carries(body))
                return cycle;
        }
    }
    return std::nullopt;
}

} // namespace gridtrace

namespace gridtrace {

namespace {

// The search of HamiltonCycle::search(): the path so far, the cells it has used, and the
// checks that cut a branch before it is walked.
class PathSearch
{
public:
    PathSearch(const Grid &board, const std::deque<int> &body)
        : m_board(board)
        , m_used(std::size_t(board.cellCount()), 0)
        , m_head(body.front())
        , m_tail(body.back())
    {
        for (int cell = 0; cell < board.cellCount(); ++cell) {
            if (board.weight(cell) == Grid::Wall)
                m_used[std::size_t(cell)] = 1;
            else
                ++m_left;
        }
        // The body between head and tail is already in place; the head starts the path.
        for (std::size_t i = 0; i + 1 < body.size(); ++i) {
            m_used[std::size_t(body[i])] = 1;
            --m_left;
        }
        if (body.size() == 1) {
            // A snake of one cell closes its cycle through any neighbour of its head.
            m_closeAnywhere = true;
            m_tail = -1;
        }
    }

    // prefix: cells the path must take first, after the head, each beside the one before.
    std::optional<std::vector<int>> run(int budget, const std::vector<int> &prefix)
    {
        struct Frame
        {
            int cell;
            std::array<int, 4> options;
            int count;
            int tried;
        };
        std::vector<Frame> stack;
        stack.push_back({m_head, {}, 0, 0});
        for (const int cell : prefix) {
            if (m_used[std::size_t(cell)] || !adjacent(stack.back().cell, cell))
                return std::nullopt;
            take(cell);
            // A prefix has no alternatives: backing out of it ends the search.
            stack.push_back({cell, {}, 0, 0});
        }
        if (!hopeful(stack.back().cell))
            return std::nullopt;
        order(stack.back());
        int spent = 0;
        while (!stack.empty()) {
            Frame &top = stack.back();
            if (finished(top.cell)) {
                std::vector<int> path;
                path.reserve(stack.size());
                for (const Frame &f : stack)
                    path.push_back(f.cell);
                return path;
            }
            if (top.tried == top.count || ++spent > budget) {
                if (spent > budget)
                    return std::nullopt;
                release(top.cell);
                stack.pop_back();
                continue;
            }
            const int next = top.options[std::size_t(top.tried++)];
            if (m_used[std::size_t(next)])
                continue;
            take(next);
            if (!hopeful(next)) {
                release(next);
                continue;
            }
            stack.push_back({next, {}, 0, 0});
            order(stack.back());
        }
        return std::nullopt;
    }

private:
    bool finished(int cell) const
    {
        if (m_left != 0)
            return false;
        return m_closeAnywhere ? adjacent(cell, m_head) : cell == m_tail;
    }

    bool adjacent(int a, int b) const
    {
        const CellPos p = m_board.pos(a);
        const CellPos q = m_board.pos(b);
        return std::abs(p.x - q.x) + std::abs(p.y - q.y) == 1;
    }

    void take(int cell)
    {
        m_used[std::size_t(cell)] = 1;
        --m_left;
    }

    void release(int cell)
    {
        if (cell == m_head)
            return;
        m_used[std::size_t(cell)] = 0;
        ++m_left;
    }

    int freeNeighbours(int cell) const
    {
        int count = 0;
        for (const Direction d : orthogonalDirections) {
            const CellPos p = step(m_board.pos(cell), d);
            count += m_board.contains(p) && !m_used[std::size_t(m_board.index(p))];
        }
        return count;
    }

    // The unused neighbours, fewest ways on first (Warnsdorff's rule); the tail last, as
    // the path may only end there.
    void order(auto &frame) const
    {
        std::array<std::pair<int, int>, 4> ranked{};
        int count = 0;
        for (const Direction d : orthogonalDirections) {
            const CellPos p = step(m_board.pos(frame.cell), d);
            if (!m_board.contains(p))
                continue;
            const int cell = m_board.index(p);
            if (m_used[std::size_t(cell)])
                continue;
            const int rank = cell == m_tail ? 100 : freeNeighbours(cell);
            ranked[std::size_t(count++)] = {rank, cell};
        }
        for (int i = 1; i < count; ++i) {
            for (int j = i; j > 0 && ranked[std::size_t(j)] < ranked[std::size_t(j - 1)]; --j)
                std::swap(ranked[std::size_t(j)], ranked[std::size_t(j - 1)]);
        }
        frame.count = count;
        frame.tried = 0;
        for (int i = 0; i < count; ++i)
            frame.options[std::size_t(i)] = ranked[std::size_t(i)].second;
    }

    // Whether, with the path's end at `end`, every unused cell can still be passed through:
    // none but the tail is left with fewer than two ways, and all hang together with the end.
    bool hopeful(int end)
    {
        if (m_left == 0)
            return m_closeAnywhere ? adjacent(end, m_head) : end == m_tail;
        if (end == m_tail)
            return false; // the tail before the last cell
        // The end's neighbours just lost a way in. One left with no other way on must be the
        // last cell; one left with a single other way must come next, and only one can.
        int mustComeNext = 0;
        for (const Direction d : orthogonalDirections) {
            const CellPos p = step(m_board.pos(end), d);
            if (!m_board.contains(p))
                continue;
            const int cell = m_board.index(p);
            if (m_used[std::size_t(cell)] || cell == m_tail)
                continue;
            const int onward = freeNeighbours(cell);
            if (onward == 0 && !(m_left == 1 && m_closeAnywhere && adjacent(cell, m_head)))
                return false;
            mustComeNext += onward == 1 && !(m_closeAnywhere && adjacent(cell, m_head));
        }
        if (mustComeNext > 1)
            return false;
        return connected(end);
    }

    bool connected(int end)
    {
        m_seen.assign(m_used.size(), 0);
        m_queue.clear();
        int reached = 0;
        for (const Direction d : orthogonalDirections) {
            const CellPos p = step(m_board.pos(end), d);
            if (!m_board.contains(p))
                continue;
            const int cell = m_board.index(p);
            if (!m_used[std::size_t(cell)] && !m_seen[std::size_t(cell)]) {
                m_seen[std::size_t(cell)] = 1;
                m_queue.push_back(cell);
            }
        }
        for (std::size_t at = 0; at < m_queue.size(); ++at) {
            ++reached;
            const CellPos from = m_board.pos(m_queue[at]);
            for (const Direction d : orthogonalDirections) {
                const CellPos p = step(from, d);
                if (!m_board.contains(p))
                    continue;
                const int cell = m_board.index(p);
                if (!m_used[std::size_t(cell)] && !m_seen[std::size_t(cell)]) {
                    m_seen[std::size_t(cell)] = 1;
                    m_queue.push_back(cell);
                }
            }
        }
        return reached == m_left;
    }

    const Grid &m_board;
    std::vector<std::uint8_t> m_used;
    std::vector<std::uint8_t> m_seen;
    std::vector<int> m_queue;
    int m_head;
    int m_tail;
    int m_left = 0;
    bool m_closeAnywhere = false;
};

} // namespace

std::optional<HamiltonCycle> HamiltonCycle::search(const Grid &board, const std::deque<int> &body, int budget,
                                                   const std::vector<int> &prefix)
{
    if (body.empty() || !obstacle(board).isEmpty())
        return std::nullopt;
    PathSearch search(board, body);
    const auto path = search.run(budget, prefix);
    if (!path)
        return std::nullopt;
    std::vector<int> next(std::size_t(board.cellCount()), -1);
    for (std::size_t i = 0; i + 1 < path->size(); ++i)
        next[std::size_t((*path)[i])] = (*path)[i + 1];
    if (body.size() == 1) {
        next[std::size_t(path->back())] = body.front();
    } else {
        for (std::size_t i = body.size() - 1; i > 0; --i)
            next[std::size_t(body[i])] = body[i - 1];
    }
    HamiltonCycle cycle(std::move(next));
    if (!cycle.isHamiltonian(board) || !cycle.carries(body))
        return std::nullopt;
    return cycle;
}

} // namespace gridtrace
