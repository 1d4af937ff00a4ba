#include "puzzlesolvework.h"

#include <algorithm>
#include <cstdlib>
#include <queue>

namespace gridtrace {

namespace {

constexpr BlankMove allMoves[4] = {BlankMove::Up, BlankMove::Down, BlankMove::Left, BlankMove::Right};

CellPos plus(CellPos p, BlankMove m)
{
    const CellPos s = moveStep(m);
    return {p.x + s.x, p.y + s.y};
}

BlankMove stepBetween(CellPos from, CellPos to)
{
    if (to.x > from.x)
        return BlankMove::Right;
    if (to.x < from.x)
        return BlankMove::Left;
    return to.y > from.y ? BlankMove::Down : BlankMove::Up;
}

// Reports in the board's own frame what a solve of the board turned 180 degrees does.
class TurnedObserver : public PuzzleSolveObserver
{
public:
    TurnedObserver(PuzzleSolveObserver *inner, int width, int height)
        : m_inner(inner), m_width(width), m_height(height) {}

    void placing(int tile, CellPos from, CellPos target) override { m_inner->placing(turn(tile), turn(from), turn(target)); }
    void placed(int tile, CellPos target) override { m_inner->placed(turn(tile), turn(target)); }
    void finishing(CellPos topLeft, int w, int h) override
    {
        m_inner->finishing({m_width - topLeft.x - w, m_height - topLeft.y - h}, w, h);
    }
    void finished() override { m_inner->finished(); }
    // Turning by 180 degrees keeps clockwise clockwise; the block's far corner becomes its top-left.
    void rotation(CellPos topLeft, bool clockwise) override
    {
        m_inner->rotation({m_width - 2 - topLeft.x, m_height - 2 - topLeft.y}, clockwise);
    }
    void blankRoute(const PuzzleMoves &route) override
    {
        PuzzleMoves turned(route.size());
        std::transform(route.begin(), route.end(), turned.begin(), opposite);
        m_inner->blankRoute(turned);
    }
    void move(BlankMove m) override { m_inner->move(opposite(m)); }

private:
    int turn(int tile) const { return tile == 0 ? 0 : m_width * m_height - tile; }
    CellPos turn(CellPos p) const { return {m_width - 1 - p.x, m_height - 1 - p.y}; }

    PuzzleSolveObserver *m_inner;
    int m_width;
    int m_height;
};

} // namespace

PuzzleWork::PuzzleWork(const PuzzleBoard &board, PuzzleSolveObserver *observer, const std::atomic<bool> *cancel)
    : m_width(board.width())
    , m_height(board.height())
    , m_tiles(std::size_t(board.cellCount()))
    , m_where(std::size_t(board.cellCount()))
    , m_fixed(std::size_t(board.cellCount()), 0)
    , m_observer(observer)
    , m_cancel(cancel)
    , m_seen(std::size_t(board.cellCount()), 0)
    , m_cost(std::size_t(board.cellCount()), 0)
    , m_parent(std::size_t(board.cellCount()), -1)
{
    for (int i = 0; i < board.cellCount(); ++i) {
        m_tiles[std::size_t(i)] = board.tile(i);
        m_where[board.tile(i)] = i;
    }
}

PuzzleWork::PuzzleWork(const PuzzleWork &other, TrialTag)
    : m_width(other.m_width)
    , m_height(other.m_height)
    , m_tiles(other.m_tiles)
    , m_where(other.m_where)
    , m_fixed(other.m_fixed)
    , m_observer(nullptr)
    , m_cancel(nullptr)
    , m_seen(other.m_seen.size(), 0)
    , m_cost(other.m_cost.size(), 0)
    , m_parent(other.m_parent.size(), -1)
    , m_helpOthers(other.m_helpOthers)
{
}

bool PuzzleWork::isSolved() const
{
    for (std::size_t i = 0; i < m_tiles.size(); ++i) {
        if (m_tiles[i] != int(i))
            return false;
    }
    return true;
}

PuzzleWork PuzzleWork::trial() const
{
    return PuzzleWork(*this, TrialTag{});
}

void PuzzleWork::apply(BlankMove m)
{
    const CellPos b = blank();
    const CellPos to = plus(b, m);
    const int bi = index(b);
    const int ti = index(to);
    const int tile = m_tiles[std::size_t(ti)];
    m_tiles[std::size_t(bi)] = tile;
    m_where[std::size_t(tile)] = bi;
    m_tiles[std::size_t(ti)] = 0;
    m_where[0] = ti;
    m_moves.push_back(m);
    if (m_observer)
        m_observer->move(m);
}

bool PuzzleWork::findRoute(CellPos from, CellPos to, CellPos avoid, PuzzleMoves &route, bool helpOthers)
{
    route.clear();
    if (from == to)
        return true;
    if (!isOpen(to, avoid))
        return false;
    if (++m_generation == 0) {
        std::fill(m_seen.begin(), m_seen.end(), 0u);
        m_generation = 1;
    }
    // f, then the larger cost first: on open ground A* then runs straight at the goal.
    using Entry = std::pair<std::pair<int, int>, int>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    // Costs in units of 1/scale of a move: with the tie-break on, a step that pushes a tile
    // away from its goal costs a unit more, so of the shortest routes the one that disturbs
    // the other tiles least is taken (lexicographic while routes stay under `scale` moves).
    const int scale = helpOthers ? 1024 : 1;
    const auto h = [to, scale](CellPos p) { return scale * (std::abs(p.x - to.x) + std::abs(p.y - to.y)); };
    const int start = index(from);
    m_seen[std::size_t(start)] = m_generation;
    m_cost[std::size_t(start)] = 0;
    m_parent[std::size_t(start)] = -1;
    open.push({{h(from), 0}, start});
    const int goal = index(to);
    while (!open.empty()) {
        const auto [key, at] = open.top();
        open.pop();
        const int g = -key.second;
        if (g != m_cost[std::size_t(at)])
            continue;
        if (at == goal)
            break;
        const CellPos p = pos(at);
        for (const BlankMove m : allMoves) {
            const CellPos q = plus(p, m);
            if (!isOpen(q, avoid))
                continue;
            const int qi = index(q);
            int step = scale;
            if (helpOthers) {
                // The tile on q goes to p.
                const int tile = m_tiles[std::size_t(qi)];
                const CellPos home{tile % m_width, tile / m_width};
                if (std::abs(p.x - home.x) + std::abs(p.y - home.y) > std::abs(q.x - home.x) + std::abs(q.y - home.y))
                    step += 1;
            }
            const int gq = g + step;
            if (m_seen[std::size_t(qi)] == m_generation && m_cost[std::size_t(qi)] <= gq)
                continue;
            m_seen[std::size_t(qi)] = m_generation;
            m_cost[std::size_t(qi)] = gq;
            m_parent[std::size_t(qi)] = at;
            open.push({{gq + h(q), -gq}, qi});
        }
    }
    if (m_seen[std::size_t(goal)] != m_generation)
        return false;
    for (int at = goal; at != start; at = m_parent[std::size_t(at)])
        route.push_back(stepBetween(pos(m_parent[std::size_t(at)]), pos(at)));
    std::reverse(route.begin(), route.end());
    return true;
}

bool PuzzleWork::routeBlank(CellPos to, CellPos avoid, bool push)
{
    PuzzleMoves route;
    if (!findRoute(blank(), to, avoid, route))
        return false;
    if (push)
        route.push_back(stepBetween(to, avoid));
    if (!route.empty())
        playRoute(route);
    return true;
}

void PuzzleWork::playRoute(const PuzzleMoves &route)
{
    if (m_observer)
        m_observer->blankRoute(route);
    for (const BlankMove m : route)
        apply(m);
}

void PuzzleWork::rotate(CellPos topLeft, bool clockwise)
{
    // Tiles turning clockwise means the blank going round counter-clockwise
    // (top-left, bottom-left, bottom-right, top-right) and back.
    static constexpr BlankMove ccwFrom[2][2] = {{BlankMove::Down, BlankMove::Right}, {BlankMove::Left, BlankMove::Up}};
    static constexpr BlankMove cwFrom[2][2] = {{BlankMove::Right, BlankMove::Up}, {BlankMove::Down, BlankMove::Left}};
    if (m_observer)
        m_observer->rotation(topLeft, clockwise);
    for (int i = 0; i < 4; ++i) {
        const CellPos at = blank();
        const int r = at.x != topLeft.x;
        const int d = at.y != topLeft.y;
        apply(clockwise ? ccwFrom[r][d] : cwFrom[r][d]);
    }
}

void PuzzleWork::placing(int tile, CellPos target)
{
    if (m_observer)
        m_observer->placing(tile, where(tile), target);
}

void PuzzleWork::placed(int tile, CellPos target)
{
    if (m_observer)
        m_observer->placed(tile, target);
}

void PuzzleWork::finishing(CellPos topLeft, int w, int h)
{
    if (m_observer)
        m_observer->finishing(topLeft, w, h);
}

void PuzzleWork::finished()
{
    if (m_observer)
        m_observer->finished();
}

void PuzzleWork::columnEndRotations(CellPos t)
{
    // The blank at (X-1, Y-1) as the top-right corner of one block and the top-left of the
    // other: a commutator of two 3-cycles that share one cell, itself a 3-cycle, which moves
    // the tile right into its target and puts the placed tile above back.
    const CellPos b{t.x - 1, t.y - 1};
    rotate({b.x - 1, b.y}, true);
    rotate(b, true);
    rotate({b.x - 1, b.y}, false);
    rotate(b, false);
}

void PuzzleWork::rowEndRotations(CellPos t)
{
    // The blank at (1, Y-1) as the bottom-right corner of one block and the top-right of the other.
    const CellPos b{t.x + 1, t.y - 1};
    rotate({b.x - 1, b.y - 1}, true);
    rotate({b.x - 1, b.y}, true);
    rotate({b.x - 1, b.y - 1}, false);
    rotate({b.x - 1, b.y}, false);
}

void PuzzleWork::finishLineEnd(CellPos target, bool column)
{
    if (blank() == target) {
        playRoute({column ? BlankMove::Left : BlankMove::Up});
        return;
    }
    const CellPos wait = column ? CellPos{target.x - 1, target.y - 1} : CellPos{target.x + 1, target.y - 1};
    routeBlank(wait, lineEndApproach(target, column), false);
    if (column)
        columnEndRotations(target);
    else
        rowEndRotations(target);
}

std::vector<PuzzleLine> puzzlePeelOrder(int width, int height, int stopWidth, int stopHeight)
{
    std::vector<PuzzleLine> lines;
    int w = width;
    int h = height;
    while (w > stopWidth || h > stopHeight) {
        PuzzleLine line;
        // A column when at least as wide as high, unless it is as narrow as it may get.
        line.column = (w >= h && w > stopWidth) || h <= stopHeight;
        if (line.column) {
            for (int y = 0; y < h; ++y)
                line.cells.push_back({w - 1, y});
            --w;
        } else {
            for (int x = w - 1; x >= 0; --x)
                line.cells.push_back({x, h - 1});
            --h;
        }
        lines.push_back(std::move(line));
    }
    return lines;
}

PuzzleSolveResult solvePuzzleInFrame(const PuzzleBoard &board, PuzzleSolveObserver *observer,
                                     const std::atomic<bool> *cancel,
                                     const std::function<void(PuzzleWork &)> &solveBlankFirst)
{
    PuzzleSolveResult result;
    if (!board.isSolvable())
        return result;
    result.solvable = true;
    if (board.goal() == PuzzleGoal::BlankFirst) {
        PuzzleWork work(board, observer, cancel);
        solveBlankFirst(work);
        result.cancelled = work.cancelled() && !work.isSolved();
        result.moves = work.takeMoves();
        return result;
    }
    // Turned 180 degrees, the BlankLast goal (tile t at t - 1, the blank last) becomes tile
    // N - t at N - t and the blank first: the BlankFirst goal.
    const int n = board.cellCount();
    PuzzleBoard turned(board.width(), board.height(), PuzzleGoal::BlankFirst);
    std::vector<PuzzleBoard::Tile> tiles(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        const int t = board.tile(i);
        tiles[std::size_t(n - 1 - i)] = PuzzleBoard::Tile(t == 0 ? 0 : n - t);
    }
    turned.setTiles(tiles);
    TurnedObserver turnedObserver(observer, board.width(), board.height());
    PuzzleWork work(turned, observer ? &turnedObserver : nullptr, cancel);
    solveBlankFirst(work);
    result.cancelled = work.cancelled() && !work.isSolved();
    result.moves = work.takeMoves();
    std::transform(result.moves.begin(), result.moves.end(), result.moves.begin(), opposite);
    return result;
}

} // namespace gridtrace
