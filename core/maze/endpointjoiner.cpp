#include "endpointjoiner.h"

#include <algorithm>

namespace gridtrace {

template<typename Rec>
EndpointJoiner<Rec>::EndpointJoiner(MazeCanvas<Rec> &canvas, const MazeLattice &lattice,
                                    MazeRandom &random, const JoinSteps &steps)
    : m_canvas(canvas)
    , m_lattice(lattice)
    , m_random(random)
    , m_steps(steps)
{
}

template<typename Rec>
void EndpointJoiner<Rec>::join(const std::optional<CellPos> &start, const std::optional<CellPos> &goal)
{
    const bool startClosed = start && !m_canvas.isOpen(*start);
    const bool goalClosed = goal && !m_canvas.isOpen(*goal);
    if (!startClosed && !goalClosed)
        return;
    m_cameFrom.assign(std::size_t(m_canvas.board().cellCount()), 0);
    for (const auto &endpoint : {start, goal}) {
        if (endpoint)
            m_endpoints.push_back(*endpoint);
    }
    if (startClosed)
        joinEndpoint(*start, QT_TRANSLATE_NOOP("Status", "open the start (%1,%2) and join it to the maze"));
    if (goalClosed)
        joinEndpoint(*goal, QT_TRANSLATE_NOOP("Status", "open the goal (%1,%2) and join it to the maze"));
}

template<typename Rec>
void EndpointJoiner<Rec>::joinEndpoint(CellPos endpoint, const char *status)
{
    if (m_canvas.isOpen(endpoint))
        return; // the start's corridor went through the goal
    const std::vector<CellPos> cells = corridor(endpoint);
    const CellPos junction = cells.front();
    const int touching = m_canvas.openNeighbours(junction);

    Rec &recorder = m_canvas.recorder();
    recorder.step(m_steps.openKind, m_steps.openLine, m_canvas.index(endpoint));
    recorder.setStatus(status, {QString::number(endpoint.x), QString::number(endpoint.y)});
    for (CellPos cell : cells) {
        m_canvas.open(cell);
        m_canvas.setMark(cell, Mark::Carved);
    }
    if (touching < 2)
        return;

    // Greedy choices can corner themselves near the board's corners; another try with other
    // random choices usually gets out. The first try's plan is the best effort if none does.
    std::vector<Repair> plan;
    for (int attempt = 0; attempt < 8; ++attempt) {
        std::vector<Repair> tried;
        const bool done = planRepairs(junction, &tried);
        if (done || attempt == 0)
            plan = std::move(tried);
        if (done)
            break;
    }
    for (const Repair &repair : plan) {
        recorder.step(m_steps.rerouteKind, m_steps.rerouteLine, m_canvas.index(repair.cut));
        const QStringList where{QString::number(repair.cut.x), QString::number(repair.cut.y)};
        if (repair.bridges.empty())
            recorder.setStatus(QT_TRANSLATE_NOOP("Status", "close (%1,%2): the maze stays perfect"), where);
        else
            recorder.setStatus(QT_TRANSLATE_NOOP("Status", "move the passage at (%1,%2) elsewhere: the maze stays perfect"), where);
        m_canvas.close(repair.cut);
        m_canvas.setMark(repair.cut, Mark::None);
        for (CellPos cell : repair.bridges) {
            m_canvas.open(cell);
            m_canvas.setMark(cell, Mark::Carved);
        }
    }
}

template<typename Rec>
std::vector<CellPos> EndpointJoiner<Rec>::corridor(CellPos endpoint)
{
    if (m_canvas.openNeighbours(endpoint) > 0)
        return {endpoint};

    // Breadth first through wall cells that touch no passage, level by level, so the
    // corridor is a shortest one and no two of its cells but neighbours touch.
    const Grid &board = m_canvas.board();
    std::vector<CellPos> level{endpoint};
    std::vector<CellPos> next;
    visit(endpoint, origin);
    std::optional<CellPos> junction;
    int junctionTouching = 0;
    while (!level.empty() && !junction) {
        next.clear();
        for (CellPos p : level) {
            for (Direction d : orthogonalDirections) {
                const CellPos q = step(p, d);
                if (!board.contains(q) || board.isPassable(q) || visited(q))
                    continue;
                visit(q, std::uint8_t(d));
                const int touching = m_canvas.openNeighbours(q);
                if (touching == 0)
                    next.push_back(q);
                else if (!junction || (touching == 1 && junctionTouching > 1)) {
                    junction = q;
                    junctionTouching = touching;
                }
            }
        }
        level.swap(next);
    }
    // No passage anywhere in reach (a board too small for rooms): the endpoint stands alone.
    std::vector<CellPos> cells = junction ? pathTo(*junction) : std::vector<CellPos>{endpoint};
    std::reverse(cells.begin(), cells.end());
    forgetVisits();
    return cells;
}

// Plans, on a copy of the board, the repairs that cut every loop through the junction.
// Returns false when it gets stuck.
template<typename Rec>
bool EndpointJoiner<Rec>::planRepairs(CellPos junction, std::vector<Repair> *plan)
{
    Grid board = m_canvas.board();
    // Never reopen what this plan closed: its rounds would undo each other.
    std::vector<CellPos> closed;
    // Each passage beyond the first that the junction touches made one loop, and a bridge
    // may make one more; the guard only bounds a plan that makes no progress.
    for (int guard = 0; guard < 16; ++guard) {
        const std::vector<CellPos> loop = findLoop(board, junction);
        if (loop.empty())
            return true;
        std::optional<Repair> repair = cutLoop(board, loop, junction, closed);
        if (!repair)
            return false;
        board.setWall(repair->cut);
        for (CellPos bridge : repair->bridges)
            board.setWeight(bridge, Grid::MinWeight);
        closed.push_back(repair->cut);
        plan->push_back(std::move(*repair));
    }
    return false;
}

// Breadth first from the junction: the first passage found twice closes a loop, made of the
// two ways back to where they part. The maze was a tree before the endpoint came, so every
// loop is one the joining made, and the nearest ones come first.
template<typename Rec>
std::vector<CellPos> EndpointJoiner<Rec>::findLoop(const Grid &board, CellPos junction)
{
    visit(junction, origin);
    std::vector<CellPos> queue{junction};
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const CellPos p = queue[head];
        const std::uint8_t from = m_cameFrom[std::size_t(board.index(p))];
        for (Direction d : orthogonalDirections) {
            const CellPos q = step(p, d);
            if (!board.isPassable(q) || (from != origin && d == opposite(Direction(from))))
                continue;
            if (!visited(q)) {
                visit(q, std::uint8_t(d));
                queue.push_back(q);
                continue;
            }
            const std::vector<CellPos> one = pathTo(p);
            const std::vector<CellPos> other = pathTo(q);
            forgetVisits();
            std::size_t shared = 1; // both start at the junction
            while (shared < one.size() && shared < other.size() && one[shared] == other[shared])
                ++shared;
            std::vector<CellPos> loop(one.begin() + std::ptrdiff_t(shared) - 1, one.end());
            loop.insert(loop.end(), other.rbegin(), other.rend() - std::ptrdiff_t(shared));
            return loop;
        }
    }
    forgetVisits();
    return {};
}

template<typename Rec>
auto EndpointJoiner<Rec>::cutLoop(const Grid &board, const std::vector<CellPos> &loop, CellPos junction,
                                  const std::vector<CellPos> &closed) -> std::optional<Repair>
{
    // Rooms and endpoints stay open; any other cell of the loop may close, an earlier
    // corridor's too. One with just the two passages of the loop beside it closes without
    // cutting anything off.
    std::vector<CellPos> loose;
    std::vector<CellPos> crowded;
    for (CellPos cell : loop) {
        // The junction holds the new corridor to the maze, and the repair's searches start
        // from it.
        if (m_lattice.isRoom(cell) || isEndpoint(cell) || cell == junction)
            continue;
        (openNeighbours(board, cell) == 2 ? loose : crowded).push_back(cell);
    }
    if (!loose.empty())
        return Repair{loose[std::size_t(m_random.below(int(loose.size())))], {}};
    // The cut that needs the fewest bridges moves the least of the maze. Ties go to the
    // first in a random order, so another attempt takes another way.
    for (std::size_t i = crowded.size(); i > 1; --i)
        std::swap(crowded[i - 1], crowded[std::size_t(m_random.below(int(i)))]);
    std::optional<Repair> best;
    for (CellPos cut : crowded) {
        std::vector<CellPos> bridges;
        if (!relink(board, cut, junction, closed, &bridges) || (best && best->bridges.size() <= bridges.size()))
            continue;
        best = Repair{cut, std::move(bridges)};
        if (best->bridges.empty())
            break;
    }
    return best;
}

// Tries closing `cut` and rejoining what that cuts off through other walls. A bridge
// touching more than two passages makes a loop of its own, which the next round cuts: the
// way out when every link nearby touches the junction or a corridor. Fills *bridges and
// returns true when everything is joined again.
template<typename Rec>
bool EndpointJoiner<Rec>::relink(const Grid &board, CellPos cut, CellPos junction,
                                 const std::vector<CellPos> &closed, std::vector<CellPos> *bridges)
{
    Grid trial = board;
    trial.setWall(cut);
    // Links first; a wall outside the rooms' region (the border) only where no link will do,
    // as in a maze one room wide.
    std::vector<CellPos> links;
    std::vector<CellPos> outside;
    for (int guard = 0; guard < 8; ++guard) {
        flood(trial, junction);
        bool joined = true;
        links.clear();
        outside.clear();
        int fewestLinks = 5;
        int fewestOutside = 5;
        for (int i = 0; i < trial.cellCount(); ++i) {
            const CellPos p = trial.pos(i);
            if (trial.isPassable(p)) {
                joined = joined && m_cameFrom[std::size_t(i)] != 0;
                continue;
            }
            const bool link = m_lattice.isLink(p);
            if (p == cut || (!link && m_lattice.inRegion(p))
                || std::find(closed.begin(), closed.end(), p) != closed.end())
                continue;
            int reached = 0;
            int unreached = 0;
            for (Direction d : orthogonalDirections) {
                const CellPos q = step(p, d);
                if (trial.isPassable(q))
                    (visited(q) ? reached : unreached) += 1;
            }
            if (reached == 0 || unreached == 0)
                continue;
            // The fewer passages a bridge touches, the fewer loops it leaves to cut.
            std::vector<CellPos> &candidates = link ? links : outside;
            int &fewest = link ? fewestLinks : fewestOutside;
            if (reached + unreached < fewest) {
                fewest = reached + unreached;
                candidates.clear();
            }
            if (reached + unreached == fewest)
                candidates.push_back(p);
        }
        forgetVisits();
        if (joined)
            return true;
        const std::vector<CellPos> &candidates = links.empty() ? outside : links;
        if (candidates.empty())
            return false;
        const CellPos bridge = candidates[std::size_t(m_random.below(int(candidates.size())))];
        trial.setWeight(bridge, Grid::MinWeight);
        bridges->push_back(bridge);
    }
    return false;
}

template<typename Rec>
bool EndpointJoiner<Rec>::isEndpoint(CellPos p) const
{
    return std::find(m_endpoints.begin(), m_endpoints.end(), p) != m_endpoints.end();
}

template<typename Rec>
void EndpointJoiner<Rec>::visit(CellPos p, std::uint8_t from)
{
    const auto index = std::size_t(m_canvas.index(p));
    if (m_cameFrom[index] == 0)
        m_visited.push_back(int(index));
    m_cameFrom[index] = from;
}

template<typename Rec>
void EndpointJoiner<Rec>::forgetVisits()
{
    for (int index : m_visited)
        m_cameFrom[std::size_t(index)] = 0;
    m_visited.clear();
}

template<typename Rec>
std::vector<CellPos> EndpointJoiner<Rec>::pathTo(CellPos p) const
{
    std::vector<CellPos> path{p};
    for (;;) {
        const std::uint8_t from = m_cameFrom[std::size_t(m_canvas.index(path.back()))];
        if (from == origin)
            break;
        path.push_back(step(path.back(), opposite(Direction(from))));
    }
    std::reverse(path.begin(), path.end());
    return path;
}

template<typename Rec>
void EndpointJoiner<Rec>::flood(const Grid &board, CellPos from)
{
    visit(from, origin);
    std::vector<CellPos> queue{from};
    for (std::size_t head = 0; head < queue.size(); ++head) {
        for (Direction d : orthogonalDirections) {
            const CellPos q = step(queue[head], d);
            if (board.isPassable(q) && !visited(q)) {
                visit(q, std::uint8_t(d));
                queue.push_back(q);
            }
        }
    }
}

template class EndpointJoiner<Recorder>;
template class EndpointJoiner<NullRecorder>;

} // namespace gridtrace
