#include "layeredsolver.h"

#include "puzzlesolvework.h"

#include <array>
#include <cstdlib>
#include <mutex>
#include <queue>

namespace gridtrace {

namespace {

// Sides in the order of BlankMove: up, down, left, right; side ^ 1 is the opposite one.
constexpr CellPos sideStep[4] = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}};

CellPos plus(CellPos p, CellPos s) { return {p.x + s.x, p.y + s.y}; }

// Finds the cheapest way, in the blank's moves, to bring one tile to a cell without touching
// the placed tiles. A state is the tile's cell and the side the blank is on; a push costs 1
// and leaves the blank behind the tile, a move of the blank to another side costs its
// shortest way round the tile, looked for in the 5 x 5 around it (going round farther is
// never needed on the open part of a board; where it would be, that side is just not
// offered and the search goes another way).
class TileRouter
{
public:
    explicit TileRouter(int cells)
        : m_seen(std::size_t(cells) * 4, 0), m_cost(std::size_t(cells) * 4, 0), m_parent(std::size_t(cells) * 4, -1) {}

    // The tile's cells after each push, from `from` (not included) to `dest`; false when
    // the tile cannot get there.
    bool plan(PuzzleWork &work, CellPos from, CellPos dest, std::vector<CellPos> &path)
    {
        path.clear();
        if (from == dest)
            return true;
        if (++m_generation == 0) {
            std::fill(m_seen.begin(), m_seen.end(), 0u);
            m_generation = 1;
        }
        // What the rest costs on open ground with the blank on the right side: a staircase
        // of 2s cells at 3 moves a cell (push, then two round the corner), the straight rest
        // at 5 (push, then four round to the front), the first push 1 and a turn 3. Near
        // exact, so the search runs straight at the target; walls and placed tiles only add.
        const auto h = [dest](CellPos c) {
            const int dx = std::abs(c.x - dest.x);
            const int dy = std::abs(c.y - dest.y);
            const int s = std::min(dx, dy);
            const int straight = std::max(dx, dy) - s;
            if (dx + dy == 0)
                return 0;
            return straight == 0 ? 6 * s - 2 : 6 * s + 5 * straight - 4;
        };
        using Entry = std::pair<std::pair<int, int>, int>;
        std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
        const auto offer = [&](int state, int g, int parent, CellPos cell) {
            const std::size_t s = std::size_t(state);
            if (m_seen[s] == m_generation && m_cost[s] <= g)
                return;
            m_seen[s] = m_generation;
            m_cost[s] = g;
            m_parent[s] = parent;
            open.push({{g + h(cell), -g}, state});
        };
        PuzzleMoves route;
        for (int side = 0; side < 4; ++side) {
            const CellPos b = plus(from, sideStep[side]);
            if (work.isOpen(b, from) && work.findRouteLength(work.blank(), b, from, route))
                offer(work.index(from) * 4 + side, int(route.size()), -1, from);
        }
        int found = -1;
        while (!open.empty()) {
            const auto [key, state] = open.top();
            open.pop();
            const int g = -key.second;
            if (g != m_cost[std::size_t(state)])
                continue;
            const CellPos c = work.pos(state / 4);
            const int side = state % 4;
            if (c == dest) {
                found = state;
                break;
            }
            const CellPos b = plus(c, sideStep[side]);
            offer(work.index(b) * 4 + (side ^ 1), g + 1, state, b);
            const std::array<int, 4> round = aroundDistances(work, c, b);
            for (int other = 0; other < 4; ++other) {
                if (other != side && round[std::size_t(other)] > 0)
                    offer(state - side + other, g + round[std::size_t(other)], state, c);
            }
        }
        if (found < 0)
            return false;
        for (int s = found; s >= 0; s = m_parent[std::size_t(s)]) {
            const CellPos c = work.pos(s / 4);
            if (path.empty() || !(path.back() == c))
                path.push_back(c);
        }
        path.pop_back(); // `from`
        std::reverse(path.begin(), path.end());
        return true;
    }

private:
    // The blank's shortest ways from `b` to each side of the tile at `c` within the 5 x 5
    // around it; 0 where there is none (or for b's own side).
    static std::array<int, 4> aroundDistances(const PuzzleWork &work, CellPos c, CellPos b)
    {
        std::array<int, 25> dist;
        dist.fill(-1);
        const auto slot = [c](CellPos p) { return (p.y - c.y + 2) * 5 + (p.x - c.x + 2); };
        const auto inWindow = [c](CellPos p) { return std::abs(p.x - c.x) <= 2 && std::abs(p.y - c.y) <= 2; };
        std::array<CellPos, 25> queue;
        int head = 0;
        int tail = 0;
        dist[std::size_t(slot(b))] = 0;
        queue[std::size_t(tail++)] = b;
        while (head < tail) {
            const CellPos p = queue[std::size_t(head++)];
            for (const CellPos s : sideStep) {
                const CellPos q = plus(p, s);
                if (!inWindow(q) || !work.isOpen(q, c) || dist[std::size_t(slot(q))] >= 0)
                    continue;
                dist[std::size_t(slot(q))] = dist[std::size_t(slot(p))] + 1;
                queue[std::size_t(tail++)] = q;
            }
        }
        std::array<int, 4> round{};
        for (int side = 0; side < 4; ++side) {
            const CellPos q = plus(c, sideStep[side]);
            if (inWindow(q) && work.isOpen(q, c))
                round[std::size_t(side)] = std::max(0, dist[std::size_t(slot(q))]);
        }
        return round;
    }

    std::vector<unsigned> m_seen;
    std::vector<int> m_cost;
    std::vector<int> m_parent;
    unsigned m_generation = 0;
};

// Brings the tile to `dest` by the router's way, one blank route (ending in the push) a cell.
bool bringTile(PuzzleWork &work, TileRouter &router, int tile, CellPos dest)
{
    std::vector<CellPos> path;
    if (!router.plan(work, work.where(tile), dest, path))
        return false;
    for (const CellPos next : path) {
        if (!work.routeBlank(next, work.where(tile), true))
            return false;
    }
    return true;
}

void placeTile(PuzzleWork &work, TileRouter &router, int tile, CellPos target)
{
    work.placing(tile, target);
    bringTile(work, router, tile, target);
    work.setFixed(target, true);
    work.placed(tile, target);
}

BlankMove stepBetween(CellPos from, CellPos to)
{
    if (to.x != from.x)
        return to.x > from.x ? BlankMove::Right : BlankMove::Left;
    return to.y > from.y ? BlankMove::Down : BlankMove::Up;
}

// The line's end as the seed-004 solver places it: the tile beside its target, the blank
// waiting next to it, four rotations.
void placeByRotations(PuzzleWork &work, TileRouter &router, const PuzzleLine &line, int tile)
{
    const CellPos target = line.cells.back();
    work.placing(tile, target);
    if (work.where(tile) != target) {
        const CellPos before = PuzzleWork::lineEndApproach(target, line.column);
        bringTile(work, router, tile, before);
        work.finishLineEnd(target, line.column);
    }
    work.setFixed(target, true);
    work.placed(tile, target);
}

// a as any tile, then b by the post's four rotations.
void placeSingly(PuzzleWork &work, TileRouter &router, const PuzzleLine &line)
{
    const CellPos prev = line.cells[line.cells.size() - 2];
    placeTile(work, router, work.index(prev), prev);
    placeByRotations(work, router, line, work.index(line.cells.back()));
}

// The line's last two cells, `prev` then `last` (the line's end, in its corner).
void placePair(PuzzleWork &work, TileRouter &router, const PuzzleLine &line)
{
    const CellPos last = line.cells.back();
    const CellPos prev = line.cells[line.cells.size() - 2];
    const int a = work.index(prev);
    const int b = work.index(last);
    if (work.where(b) == last && work.where(a) == prev) {
        placeTile(work, router, b, last);
        placeTile(work, router, a, prev);
        return;
    }
    // Not b first and then a, even with b already home: a's target would be a dead end
    // (placed tiles round it but for one side), and a tile cannot enter a dead end, the
    // blank having to wait inside. So b waits on a's target, a beside it on the side away
    // from the placed part; the blank comes round to b's target, and both step in.
    const CellPos beside = line.column ? CellPos{prev.x - 1, prev.y} : CellPos{prev.x, prev.y - 1};
    work.placing(b, prev);
    bringTile(work, router, b, prev);
    work.setFixed(prev, true);
    work.placed(b, prev);
    std::vector<CellPos> path;
    if (!router.plan(work, work.where(a), beside, path)) {
        // a shut in the corner behind b, or the blank shut there with a in its way out:
        // either could only come out with the other behind it.
        work.setFixed(prev, false);
        placeSingly(work, router, line);
        return;
    }
    work.placing(a, beside);
    for (const CellPos next : path)
        work.routeBlank(next, work.where(a), true);
    work.setFixed(beside, true);
    work.placed(a, beside);
    work.placing(b, last);
    work.routeBlank(last, prev, true);
    work.setFixed(beside, false);
    work.setFixed(last, true);
    work.placed(b, last);
    work.placing(a, prev);
    work.playRoute({stepBetween(prev, beside)});
    work.placed(a, prev);
}

// The pair is usually cheaper; when the rotations are, they go.
void placeLineEnd(PuzzleWork &work, TileRouter &router, const PuzzleLine &line)
{
    PuzzleWork pair = work.trial();
    placePair(pair, router, line);
    PuzzleWork singly = work.trial();
    placeSingly(singly, router, line);
    if (singly.moves().size() < pair.moves().size())
        placeSingly(work, router, line);
    else
        placePair(work, router, line);
}

// A column of the w x h part left (top down) or a row (right to left).
PuzzleLine peelLine(bool column, int w, int h)
{
    PuzzleLine line;
    line.column = column;
    if (column) {
        for (int y = 0; y < h; ++y)
            line.cells.push_back({w - 1, y});
    } else {
        for (int x = w - 1; x >= 0; --x)
            line.cells.push_back({x, h - 1});
    }
    return line;
}

// False when cancelled.
bool placeLine(PuzzleWork &work, TileRouter &router, const PuzzleLine &line)
{
    for (std::size_t i = 0; i + 2 < line.cells.size(); ++i) {
        if (work.cancelled())
            return false;
        placeTile(work, router, work.index(line.cells[i]), line.cells[i]);
    }
    if (work.cancelled())
        return false;
    placeLineEnd(work, router, line);
    return true;
}

// Up to this many cells left, each line is chosen by trying both (the time it takes grows as
// the cube of the side; 100 x 100 would not finish in 2 s with it everywhere).
constexpr int lookAheadCells = 30 * 30;

// --- the last few tiles, by a table of distances to the goal

int factorial(int n) { return n <= 1 ? 1 : n * factorial(n - 1); }

int rankOf(const std::array<std::uint8_t, 9> &p, int n)
{
    int rank = 0;
    for (int i = 0; i < n; ++i) {
        int smaller = 0;
        for (int j = i + 1; j < n; ++j)
            smaller += p[std::size_t(j)] < p[std::size_t(i)];
        rank = rank * (n - i) + smaller;
    }
    return rank;
}

std::array<std::uint8_t, 9> unrank(int rank, int n)
{
    std::array<int, 9> digits{};
    for (int i = n - 1; i >= 0; --i) {
        digits[std::size_t(i)] = rank % (n - i);
        rank /= n - i;
    }
    std::array<std::uint8_t, 9> p{};
    std::array<bool, 9> used{};
    for (int i = 0; i < n; ++i) {
        int k = digits[std::size_t(i)];
        for (int v = 0; v < n; ++v) {
            if (used[std::size_t(v)])
                continue;
            if (k-- == 0) {
                p[std::size_t(i)] = std::uint8_t(v);
                used[std::size_t(v)] = true;
                break;
            }
        }
    }
    return p;
}

// Moves from each position of a w x h puzzle (w, h in 2..3) to its BlankFirst goal; 255 for
// the unreachable half.
std::vector<std::uint8_t> buildTable(int w, int h)
{
    const int n = w * h;
    std::vector<std::uint8_t> dist(std::size_t(factorial(n)), 255);
    std::array<std::uint8_t, 9> goal{};
    for (int i = 0; i < n; ++i)
        goal[std::size_t(i)] = std::uint8_t(i);
    std::vector<int> queue{rankOf(goal, n)};
    dist[std::size_t(queue[0])] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        std::array<std::uint8_t, 9> p = unrank(queue[head], n);
        const int d = dist[std::size_t(queue[head])];
        int blank = 0;
        while (p[std::size_t(blank)] != 0)
            ++blank;
        for (const CellPos s : sideStep) {
            const int x = blank % w + s.x;
            const int y = blank / w + s.y;
            if (x < 0 || y < 0 || x >= w || y >= h)
                continue;
            const int to = y * w + x;
            std::swap(p[std::size_t(blank)], p[std::size_t(to)]);
            const int r = rankOf(p, n);
            if (dist[std::size_t(r)] == 255) {
                dist[std::size_t(r)] = std::uint8_t(d + 1);
                queue.push_back(r);
            }
            std::swap(p[std::size_t(blank)], p[std::size_t(to)]);
        }
    }
    return dist;
}

const std::vector<std::uint8_t> &finishTable(int w, int h)
{
    static std::once_flag once[2][2];
    static std::vector<std::uint8_t> tables[2][2];
    std::call_once(once[w - 2][h - 2], [w, h] { tables[w - 2][h - 2] = buildTable(w, h); });
    return tables[w - 2][h - 2];
}

void finishRegion(PuzzleWork &work, int w, int h)
{
    const int n = w * h;
    const std::vector<std::uint8_t> &table = finishTable(w, h);
    std::array<std::uint8_t, 9> p{};
    for (int i = 0; i < n; ++i) {
        const int tile = work.tileAt({i % w, i / w});
        p[std::size_t(i)] = std::uint8_t((tile / work.width()) * w + tile % work.width());
    }
    int blank = 0;
    while (p[std::size_t(blank)] != 0)
        ++blank;
    PuzzleMoves route;
    for (int d = table[std::size_t(rankOf(p, n))]; d > 0 && d != 255; --d) {
        for (int m = 0; m < 4; ++m) {
            const CellPos s = sideStep[m];
            const int x = blank % w + s.x;
            const int y = blank / w + s.y;
            if (x < 0 || y < 0 || x >= w || y >= h)
                continue;
            const int to = y * w + x;
            std::swap(p[std::size_t(blank)], p[std::size_t(to)]);
            if (table[std::size_t(rankOf(p, n))] == d - 1) {
                route.push_back(BlankMove(m));
                blank = to;
                break;
            }
            std::swap(p[std::size_t(blank)], p[std::size_t(to)]);
        }
    }
    work.finishing({0, 0}, w, h);
    if (!route.empty())
        work.playRoute(route);
    work.finished();
}

} // namespace

PuzzleSolveResult LayeredSolver::solve(const PuzzleBoard &board, Observer *observer, const std::atomic<bool> *cancel)
{
    return solvePuzzleInFrame(board, observer, cancel, [](PuzzleWork &work) {
        work.setHelpOthers(true);
        TileRouter router(work.width() * work.height());
        int w = work.width();
        int h = work.height();
        while (w > 3 || h > 3) {
            bool column = h <= 3 || (w > 3 && w >= h);
            if (w > 3 && h > 3 && w * h <= lookAheadCells) {
                // Both sides may go next: try each followed by the other, take the cheaper.
                const auto cost = [&](bool first) {
                    PuzzleWork t = work.trial();
                    placeLine(t, router, peelLine(first, w, h));
                    placeLine(t, router, peelLine(!first, first ? w - 1 : w, first ? h : h - 1));
                    return t.moves().size();
                };
                const std::size_t byColumn = cost(true);
                const std::size_t byRow = cost(false);
                if (byColumn != byRow)
                    column = byColumn < byRow;
            }
            if (!placeLine(work, router, peelLine(column, w, h)))
                return;
            (column ? w : h) -= 1;
        }
        if (!work.cancelled())
            finishRegion(work, w, h);
    });
}

} // namespace gridtrace
