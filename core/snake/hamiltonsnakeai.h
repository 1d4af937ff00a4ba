#pragma once

#include "cycletree.h"
#include "hamiltoncycle.h"
#include "snaketracer.h"

#include "grid/messagetext.h"

#include <QCoreApplication>
#include <QStringList>

#include <array>
#include <deque>
#include <optional>
#include <utility>
#include <vector>

namespace gridtrace {

// The trace slots the Hamiltonian AIs add to every snake AI's.
inline constexpr int CycleSequence = StackSequence + 1;
inline constexpr int OrderLabel = 0;
enum HamiltonStepKind {
    ExtendStep = StuckStep + 1, // the path takes a detour through two more cells
    CycleStep,                  // the path closes through the body into a cycle
    FallbackStep,               // the source's construction missed cells: a zig-zag instead
    NoCycleStep,                // no cycle at all
    ConsiderStep,               // a neighbour weighed for a shortcut
    ShortcutStep,               // the move leaves the cycle's order for a cell further on
    FollowStep,                 // the move is the cycle's next cell
};

// The snake of seed 001: build a Hamiltonian cycle through the board once, from the snake as
// it stands, then follow it, so the snake can never run into itself; shortcuts make it fast.
//
// The cycle is built as the source does: a breadth-first path from the head to the tail with
// the body in the way, searching first in the direction it last went; the path stretched by
// detours (a step a -> b becomes a -> a' -> b' -> b where a' and b' are the free cells beside
// it on one side) until none fits, restarting from the head after each; then closed through
// the body. If it misses cells, which the source warns can happen, a zig-zag cycle that
// carries the snake is used instead.
//
// Shortcuts:
// - None follows the cycle.
// - Seed is the source's: number the cells along the cycle from the tail, search from the
//   head through cells numbered higher than the one before and at most the food's, and take
//   the search's first step. Its search keeps, of each cell's qualifying neighbours, only the
//   last one in its direction order (it files them under the cell's own number), so it is a
//   greedy walk more than a search; ported as it is.
// - Safe moves to the neighbour furthest along the cycle that passes neither the food nor the
//   tail. Body cells then always lie in cycle order between the tail and the head and every
//   cell ahead of the head up to the tail is free, so following the cycle from there is
//   always possible: under the rule that lets the head take the cell the tail leaves it can
//   never die. A skipped cell is free again only when the tail passes it, so it skips only
//   while the snake fills less than half the board. The strict rule forbids the tail's cell
//   even as it leaves, and a meal eats into the cells ahead while the tail stands still; there
//   it also keeps at least as many free cells ahead as it has skipped behind (measured, not
//   proved: see docs/snake.md).
template<typename Rec>
class HamiltonSnakeAi
{
public:
    enum Line { LoopLine = 1, BuildLine, SearchLine, ExtendLine, CloseLine, ShortcutLine, FollowLine, MoveLine, EndLine };
    enum class Shortcuts { None, Seed, Safe };

    // zigzagFirst: a zig-zag cycle when one carries the snake, the source's otherwise.
    HamiltonSnakeAi(Shortcuts shortcuts, bool zigzagFirst, bool adaptive = false)
        : m_shortcuts(shortcuts), m_zigzagFirst(zigzagFirst), m_adaptive(adaptive) {}

    const HamiltonCycle &cycle() const { return m_cycle; }
    // What the user should hear of that is not an error: a fallback taken.
    const QStringList &notes() const { return m_notes; }

    Direction decide(SnakeTracer<Rec> &tracer)
    {
        const SnakeGame &game = tracer.game();
        if (m_adaptive && !m_treeChecked) {
            m_treeChecked = true;
            m_tree = CycleTree::ofBoard(game.rules().board);
            m_treeMode = m_tree && m_tree->fit(game.body());
        }
        if (m_treeMode)
            return followTree(tracer);
        // A snake no cycle carries now may lie along one once its body has moved on: another
        // try each time the whole body has passed.
        const bool retry = m_retryAt >= 0 && game.steps() >= m_retryAt;
        if (m_cycle.isEmpty() && (!m_noCycle || retry))
            build(tracer);
        if (m_cycle.isEmpty())
            return anySafeMove(tracer);
        if (m_adaptive)
            replan(tracer);
        if constexpr (Rec::enabled)
            showOrder(tracer);
        int target = -1;
        if (m_shortcuts == Shortcuts::Seed)
            target = seedShortcut(tracer);
        else if (m_shortcuts == Shortcuts::Safe)
            target = safeShortcut(tracer);
        const int next = m_cycle.next(game.head());
        if (target < 0 || target == next) {
            target = next;
            tracer.step(FollowStep, FollowLine, target);
            tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "follow the cycle"));
        } else {
            tracer.step(ShortcutStep, ShortcutLine, target);
            tracer.recorder().setStatus(QT_TRANSLATE_N_NOOP("Status", "shortcut: %n cell(s) of the cycle skipped"),
                                        {QString::number(m_cycle.distance(game.head(), target) - 1)});
        }
        return directionBetween(game.pos(game.head()), game.pos(target));
    }

private:
    // Enough for a 32 x 32 board when a cycle exists; a few milliseconds when none does.
    static constexpr int searchBudget = 200'000;

    // --- building the cycle

    void build(SnakeTracer<Rec> &tracer)
    {
        const SnakeGame &game = tracer.game();
        const QString obstacle = HamiltonCycle::obstacle(game.rules().board);
        if (!obstacle.isEmpty()) {
            giveUp(tracer, obstacle);
            return;
        }
        if (m_zigzagFirst) {
            if (auto zigzag = HamiltonCycle::zigzag(game.rules().board, game.body())) {
                m_cycle = std::move(*zigzag);
                tracer.step(CycleStep, CloseLine, game.head());
                tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "a zig-zag cycle through the board"));
                showCycle(tracer);
                return;
            }
        }
        std::vector<int> next = sourceCycle(tracer);
        if (!next.empty()) {
            HamiltonCycle cycle(std::move(next));
            if (cycle.isHamiltonian(game.rules().board) && cycle.carries(game.body()))
                m_cycle = std::move(cycle);
        }
        if (m_cycle.isEmpty()) {
            if (auto zigzag = HamiltonCycle::zigzag(game.rules().board, game.body())) {
                m_cycle = std::move(*zigzag);
                tracer.step(FallbackStep, CloseLine, game.head());
                tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "the source's construction fails: a zig-zag cycle instead"));
                m_notes << QCoreApplication::translate("HamiltonCycle",
                    "The source's cycle construction did not cover the board from this snake; the snake follows a zig-zag cycle instead.");
            } else if (auto found = HamiltonCycle::search(game.rules().board, game.body(), searchBudget)) {
                m_cycle = std::move(*found);
                tracer.step(FallbackStep, CloseLine, game.head());
                tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "the source's construction fails: a searched cycle instead"));
                m_notes << QCoreApplication::translate("HamiltonCycle",
                    "The source's cycle construction did not cover the board from this snake, and no zig-zag carries it; the snake follows a cycle found by a depth-first search instead.");
            } else {
                giveUp(tracer, QCoreApplication::translate("HamiltonCycle",
                    "No Hamiltonian cycle carries this snake (the source's construction, a zig-zag and a depth-first search of %1 cells all failed): the snake takes any safe move.").arg(groupedNumber(qint64(searchBudget))));
                m_retryAt = game.steps() + game.length();
                return;
            }
        }
        showCycle(tracer);
    }

    void showCycle(SnakeTracer<Rec> &tracer)
    {
        if constexpr (Rec::enabled) {
            tracer.setSequence(PathSequence, {});
            tracer.recorder().clearSequence(CycleSequence);
            m_numberedFrom = -1;
            for (int cell : m_cycle.cells(tracer.game().tail()))
                tracer.recorder().pushBack(CycleSequence, cell);
        }
    }

    void giveUp(SnakeTracer<Rec> &tracer, const QString &why)
    {
        m_noCycle = true;
        m_retryAt = -1;
        // Said once, not at every failed retry.
        if (!m_notes.contains(why))
            m_notes << why;
        tracer.step(NoCycleStep, BuildLine, tracer.game().head());
        tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "no Hamiltonian cycle: any safe move"));
    }

    // The source's buildcircle(): successors of a cycle, or nothing when it fails.
    std::vector<int> sourceCycle(SnakeTracer<Rec> &tracer)
    {
        const SnakeGame &game = tracer.game();
        const int cells = game.cellCount();
        const std::deque<int> &body = game.body();
        const int head = game.head();
        const int tail = game.tail();
        // The source's walls are the body between head and tail; the board's walls too.
        std::vector<char> blocked(std::size_t(cells), 0);
        for (int cell = 0; cell < cells; ++cell)
            blocked[std::size_t(cell)] = game.isWall(cell);
        for (std::size_t i = 1; i + 1 < body.size(); ++i)
            blocked[std::size_t(body[i])] = 1;
        std::vector<int> succ = shortestPath(tracer, blocked, head, tail);
        if (succ.empty())
            return {};
        blocked[std::size_t(tail)] = 1; // longest() passes wall + [food]
        int node = head;
        while (node != tail) {
            if (extend(tracer, succ, blocked, node)) {
                node = head;
                continue;
            }
            node = succ[std::size_t(node)];
        }
        const int keys = int(std::count_if(succ.begin(), succ.end(), [](int s) { return s >= 0; }));
        if (keys - 1 != game.freeCellCount() - game.length())
            return {};
        for (std::size_t i = 1; i < body.size(); ++i)
            succ[std::size_t(body[i])] = body[i - 1];
        tracer.step(CycleStep, CloseLine, head);
        tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "the path closes through the body: a cycle of %1 cells"),
                                    {QString::number(game.freeCellCount())});
        return succ;
    }

    // The source's shortest() and reverse(): a breadth-first search that moves the direction
    // it last went to the front of its order; the successor of each cell on the path from
    // head to tail (-1 elsewhere, and at the tail), or nothing.
    std::vector<int> shortestPath(SnakeTracer<Rec> &tracer, const std::vector<char> &blocked, int head, int tail)
    {
        const SnakeGame &game = tracer.game();
        const std::size_t cells = std::size_t(game.cellCount());
        constexpr int unseen = -2;
        std::vector<int> pre(cells, unseen);
        std::vector<char> waiting(cells, 0);
        std::deque<std::pair<int, int>> wait{{head, -1}};
        waiting[std::size_t(head)] = 1;
        int node = -1;
        while (!wait.empty()) {
            const auto [popped, from] = wait.front();
            wait.pop_front();
            node = popped;
            waiting[std::size_t(node)] = 0;
            pre[std::size_t(node)] = from;
            tracer.step(ExpandStep, SearchLine, node);
            if (node != head && node != tail)
                tracer.mark(node, Mark::Closed);
            if (node == tail)
                break;
            if (from >= 0 && pre[std::size_t(from)] >= 0) {
                const Direction went = directionBetween(game.pos(pre[std::size_t(from)]), game.pos(from));
                const auto at = std::find(m_directions.begin(), m_directions.end(), went);
                if (at != m_directions.end())
                    std::rotate(m_directions.begin(), at, at + 1);
            }
            for (const Direction d : m_directions) {
                const int to = game.neighbour(node, d);
                if (to < 0 || pre[std::size_t(to)] != unseen || waiting[std::size_t(to)] || blocked[std::size_t(to)])
                    continue;
                wait.emplace_back(to, node);
                waiting[std::size_t(to)] = 1;
                if (to != tail)
                    tracer.mark(to, Mark::Open);
            }
        }
        // A one-cell snake's head is its tail: the source's reverse() gives an empty path.
        if (node != tail || head == tail) {
            tracer.step(NoPathStep, SearchLine, head);
            tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "no path from the head to the tail"));
            return {};
        }
        std::vector<int> succ(cells, -1);
        for (int cell = tail; cell != head; cell = pre[std::size_t(cell)])
            succ[std::size_t(pre[std::size_t(cell)])] = cell;
        tracer.step(PathFoundStep, SearchLine, tail);
        // The search's marks have done their work: the detours are watched on a clean board.
        tracer.restore();
        showPath(tracer, succ, head, tail);
        tracer.recorder().setStatus(QT_TRANSLATE_N_NOOP("Status", "shortest path to the tail: %n move(s)"),
                                    {QString::number(pathLength(succ, head, tail))});
        return succ;
    }

    // The source's extendpath(): a detour through the two free cells beside a step.
    bool extend(SnakeTracer<Rec> &tracer, std::vector<int> &succ, const std::vector<char> &blocked, int node)
    {
        const SnakeGame &game = tracer.game();
        const int next = succ[std::size_t(node)];
        const Direction along = directionBetween(game.pos(node), game.pos(next));
        const bool vertical = along == Direction::North || along == Direction::South;
        const std::array<Direction, 2> sides = vertical ? std::array{Direction::West, Direction::East}
                                                        : std::array{Direction::North, Direction::South};
        for (const Direction side : sides) {
            const int src = game.neighbour(node, side);
            const int to = game.neighbour(next, side);
            if (src < 0 || to < 0)
                continue;
            if (succ[std::size_t(src)] >= 0 || blocked[std::size_t(src)] || succ[std::size_t(to)] >= 0
                || blocked[std::size_t(to)])
                continue;
            succ[std::size_t(node)] = src;
            succ[std::size_t(src)] = to;
            succ[std::size_t(to)] = next;
            if constexpr (Rec::enabled) {
                tracer.step(ExtendStep, ExtendLine, src);
                if (m_lastDetour[0] >= 0) {
                    tracer.mark(m_lastDetour[0], Mark::Path);
                    tracer.mark(m_lastDetour[1], Mark::Path);
                }
                tracer.mark(src, Mark::Highlight);
                tracer.mark(to, Mark::Highlight);
                m_lastDetour = {src, to};
                showPath(tracer, succ, game.head(), game.tail());
                tracer.recorder().setStatus(QT_TRANSLATE_N_NOOP("Status", "a detour through (%1,%2) and (%3,%4): %n move(s)"),
                                            {QString::number(pathLength(succ, game.head(), game.tail())),
                                             QString::number(game.pos(src).x), QString::number(game.pos(src).y),
                                             QString::number(game.pos(to).x), QString::number(game.pos(to).y)});
            }
            return true;
        }
        return false;
    }

    static int pathLength(const std::vector<int> &succ, int head, int tail)
    {
        int moves = 0;
        for (int cell = head; cell != tail; cell = succ[std::size_t(cell)])
            ++moves;
        return moves;
    }

    void showPath(SnakeTracer<Rec> &tracer, const std::vector<int> &succ, int head, int tail)
    {
        if constexpr (Rec::enabled) {
            std::vector<int> cells{head};
            for (int cell = head; cell != tail; cell = succ[std::size_t(cell)])
                cells.push_back(succ[std::size_t(cell)]);
            for (std::size_t i = 1; i + 1 < cells.size(); ++i) {
                if (cells[i] != m_lastDetour[0] && cells[i] != m_lastDetour[1])
                    tracer.mark(cells[i], Mark::Path);
            }
            tracer.setSequence(PathSequence, cells);
        }
    }

    // --- rebuilding the cycle around the food

    // Once per food: when the shortest way to it is shorter than the way along the cycle, a
    // cycle that starts with that way, carries the snake and covers the rest, if the search
    // finds one; the snake then follows a cycle as before, only a better one.
    void replan(SnakeTracer<Rec> &tracer)
    {
        const SnakeGame &game = tracer.game();
        const int food = game.food();
        if (food < 0 || food == m_plannedFood)
            return;
        m_plannedFood = food;
        const int along = m_cycle.distance(game.head(), food);
        const std::vector<int> way = shortestWay(game, food);
        if (way.empty() || int(way.size()) >= along)
            return;
        auto rebuilt = HamiltonCycle::search(game.rules().board, game.body(), replanBudget(game), way);
        if (!rebuilt)
            return;
        m_cycle = std::move(*rebuilt);
        tracer.step(CycleStep, BuildLine, food);
        tracer.recorder().setStatus(QT_TRANSLATE_N_NOOP("Status", "the cycle is rebuilt: the food %n move(s) ahead instead of %1"),
                                    {QString::number(way.size()), QString::number(along)});
        showCycle(tracer);
    }

    // A few times the board: a search that finds its cycle rarely backs up far, and one that
    // does is usually stuck.
    static int replanBudget(const SnakeGame &game) { return 4 * game.cellCount(); }

    // The cells of a shortest way from the head to the food around the body, the head left
    // out; empty when there is none.
    std::vector<int> shortestWay(const SnakeGame &game, int food)
    {
        m_from.assign(std::size_t(game.cellCount()), -2);
        m_queue.clear();
        m_queue.push_back(game.head());
        m_from[std::size_t(game.head())] = -1;
        for (std::size_t at = 0; at < m_queue.size(); ++at) {
            const int cell = m_queue[at];
            if (cell == food)
                break;
            for (const Direction d : orthogonalDirections) {
                const int next = game.neighbour(cell, d);
                if (next < 0 || game.isWall(next) || game.isBody(next) || m_from[std::size_t(next)] != -2)
                    continue;
                m_from[std::size_t(next)] = cell;
                m_queue.push_back(next);
            }
        }
        std::vector<int> way;
        if (m_from[std::size_t(food)] == -2)
            return way;
        for (int cell = food; cell != game.head(); cell = m_from[std::size_t(cell)])
            way.push_back(cell);
        std::reverse(way.begin(), way.end());
        return way;
    }

    // --- repairing a cycle around a tree of blocks

    // Each move: the cycle of a tree of 2 x 2 blocks that carries the snake, rerouted when a
    // tree whose cycle reaches the food sooner exists. The snake only ever takes a step of a
    // cycle that carries it, so it can never die; each reroute shortens the way to the food,
    // so it always gets there.
    Direction followTree(SnakeTracer<Rec> &tracer)
    {
        const SnakeGame &game = tracer.game();
        CycleTree &tree = *m_tree;
        if (!tree.fit(game.body())) {
            // Cannot happen while the snake keeps to the tree's cycles; the plain way then.
            m_treeMode = false;
            return decide(tracer);
        }
        const int head = game.head();
        const int food = game.food();
        bool rerouted = false;
        if (!tree.meetsDemands()) {
            tree.span();
            rerouted = true;
        }
        int along = -1;
        int best = -1;
        if (food >= 0) {
            along = best = tree.distance(head, food);
            boundsTo(game, tree, food);
            const std::vector<std::uint8_t> current = tree.links();
            std::vector<std::uint8_t> shortest;
            for (const int first : tree.waysOn(head)) {
                if (first < 0 || game.isBody(first) || m_bound[std::size_t(first)] < 0
                    || m_bound[std::size_t(first)] + 1 >= best)
                    continue;
                tree.route(head, descent(tree, first, food));
                const int d = tree.distance(head, food);
                if (d >= 0 && d < best) {
                    best = d;
                    shortest = tree.links();
                }
                tree.setLinks(current);
            }
            if (!shortest.empty()) {
                tree.setLinks(std::move(shortest));
                rerouted = true;
            }
        }
        if constexpr (Rec::enabled) {
            if (rerouted) {
                m_cycle = tree.cycle();
                const bool closer = along >= 0 && best < along;
                tracer.step(CycleStep, closer ? ShortcutLine : BuildLine, food >= 0 ? food : head);
                if (closer)
                    tracer.recorder().setStatus(QT_TRANSLATE_N_NOOP("Status", "the tree is relinked: the food %n move(s) ahead instead of %1"),
                                                {QString::number(best), QString::number(along)});
                else
                    tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "a cycle around a tree of 2 x 2 blocks"));
                showCycle(tracer);
            }
            showOrder(tracer);
        }
        const int target = tree.next(head);
        tracer.step(FollowStep, FollowLine, target);
        tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "follow the cycle"));
        return directionBetween(game.pos(head), game.pos(target));
    }

    // The fewest moves from each free cell to the food by steps some cycle could take, the
    // body in the way: a bound no cycle beats.
    void boundsTo(const SnakeGame &game, const CycleTree &tree, int food)
    {
        m_bound.assign(std::size_t(game.cellCount()), -1);
        m_queue.clear();
        m_queue.push_back(food);
        m_bound[std::size_t(food)] = 0;
        for (std::size_t at = 0; at < m_queue.size(); ++at) {
            const int cell = m_queue[at];
            for (const Direction d : orthogonalDirections) {
                const int from = game.neighbour(cell, d);
                if (from < 0 || m_bound[std::size_t(from)] >= 0 || game.isWall(from) || game.isBody(from)
                    || !tree.allows(from, cell))
                    continue;
                m_bound[std::size_t(from)] = m_bound[std::size_t(cell)] + 1;
                m_queue.push_back(from);
            }
        }
    }

    // A way from `first` down the bounds to the food, `first` included.
    std::vector<int> descent(const CycleTree &tree, int first, int food) const
    {
        std::vector<int> way{first};
        for (int cell = first; cell != food;) {
            int down = -1;
            for (const int on : tree.waysOn(cell)) {
                if (on >= 0 && m_bound[std::size_t(on)] == m_bound[std::size_t(cell)] - 1) {
                    down = on;
                    break;
                }
            }
            if (down < 0)
                break;
            way.push_back(down);
            cell = down;
        }
        return way;
    }

    // --- moving

    // Without a cycle the first safe move of a fixed order walks into dead ends: of the safe
    // moves, one after which the head can still reach the tail (which frees cells as it goes),
    // and of those the one with the most room.
    Direction anySafeMove(SnakeTracer<Rec> &tracer)
    {
        const SnakeGame &game = tracer.game();
        Direction best = Direction::None;
        int bestScore = -1;
        for (const Direction d : orthogonalDirections) {
            if (!game.isSafe(d))
                continue;
            const int cell = game.neighbour(game.head(), d);
            const auto [room, reachesTail] = roomFrom(game, cell);
            const int score = (reachesTail ? game.cellCount() : 0) + room;
            if (score > bestScore) {
                best = d;
                bestScore = score;
            }
        }
        if (best == Direction::None) {
            tracer.step(DecideStep, FollowLine, game.head());
            return game.direction();
        }
        tracer.step(DecideStep, FollowLine, game.neighbour(game.head(), best));
        return best;
    }

    // The free cells the head could reach from `cell`, and whether the tail is among the
    // cells it borders.
    std::pair<int, bool> roomFrom(const SnakeGame &game, int cell)
    {
        m_from.assign(std::size_t(game.cellCount()), 0);
        m_queue.clear();
        m_queue.push_back(cell);
        m_from[std::size_t(cell)] = 1;
        bool reachesTail = cell == game.tail();
        for (std::size_t at = 0; at < m_queue.size(); ++at) {
            for (const Direction d : orthogonalDirections) {
                const int next = game.neighbour(m_queue[at], d);
                if (next < 0 || m_from[std::size_t(next)])
                    continue;
                if (next == game.tail())
                    reachesTail = true;
                if (game.isWall(next) || game.isBody(next))
                    continue;
                m_from[std::size_t(next)] = 1;
                m_queue.push_back(next);
            }
        }
        return {int(m_queue.size()), reachesTail};
    }

    // The source's numbering: the tail is 1, then on along the cycle.
    int number(int cell, int tail) const { return m_cycle.distance(tail, cell) + 1; }

    void showOrder(SnakeTracer<Rec> &tracer)
    {
        const SnakeGame &game = tracer.game();
        if (game.tail() == m_numberedFrom)
            return;
        m_numberedFrom = game.tail();
        for (int cell = 0; cell < game.cellCount(); ++cell) {
            if (!game.isWall(cell))
                tracer.recorder().setLabel(OrderLabel, cell, float(number(cell, game.tail())));
        }
    }

    int seedShortcut(SnakeTracer<Rec> &tracer)
    {
        const SnakeGame &game = tracer.game();
        const int food = game.food();
        if (food < 0)
            return -1;
        const int tail = game.tail();
        const int foodNumber = number(food, tail);
        const std::size_t cells = std::size_t(game.cellCount());
        constexpr int unseen = -2;
        std::vector<int> pre(cells, unseen);
        std::vector<char> waiting(cells, 0);
        std::deque<std::pair<int, int>> wait{{game.head(), -1}};
        int node = -1;
        while (!wait.empty()) {
            const auto [popped, from] = wait.front();
            wait.pop_front();
            node = popped;
            waiting[std::size_t(node)] = 0;
            pre[std::size_t(node)] = from;
            tracer.step(ConsiderStep, ShortcutLine, node);
            if (node == food)
                break;
            const int nodeNumber = number(node, tail);
            int kept = -1;
            for (const Direction d : m_directions) {
                const int to = game.neighbour(node, d);
                if (to < 0 || game.isWall(to) || waiting[std::size_t(to)] || game.isBody(to) || pre[std::size_t(to)] != unseen)
                    continue;
                const int toNumber = number(to, tail);
                const bool rises = toNumber > nodeNumber && toNumber <= foodNumber;
                if (rises)
                    kept = to;
                tracer.mark(to, rises ? Mark::Open : Mark::Backtracked);
            }
            if (kept >= 0) {
                wait.emplace_back(kept, node);
                waiting[std::size_t(kept)] = 1;
            }
        }
        if (node != food) {
            tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "no shortcut to the food"));
            return -1;
        }
        int first = food;
        while (pre[std::size_t(first)] != game.head())
            first = pre[std::size_t(first)];
        return first;
    }

    int safeShortcut(SnakeTracer<Rec> &tracer)
    {
        const SnakeGame &game = tracer.game();
        const int head = game.head();
        const int toTail = m_cycle.distance(head, game.tail());
        // The strict rule forbids the tail's cell even as it leaves: keep a cell between.
        const int reach = toTail - (game.rules().headMayEnterLeavingTail ? 1 : 2);
        const int food = game.food();
        const int toFood = food >= 0 ? m_cycle.distance(head, food) : toTail;
        const int limit = toFood <= reach ? toFood : reach;
        int best = -1;
        int bestDistance = 0;
        for (const Direction d : orthogonalDirections) {
            const int cell = game.neighbour(head, d);
            if (cell < 0 || game.isWall(cell) || game.isBody(cell))
                continue;
            const int distance = m_cycle.distance(head, cell);
            bool allowed = distance == 1 || distance <= limit;
            if (allowed && distance > 1) {
                // A skipped cell is free again only when the tail passes it, long after: skip
                // only while the snake is short. Under the strict rule each meal also eats into
                // the free cells ahead while the tail stands still: keep at least as many ahead
                // as were skipped behind.
                const int free = game.freeCellCount() - game.length() - (cell == food ? 1 : 0);
                const int ahead = toTail - distance - 1;
                allowed = 2 * game.length() < game.freeCellCount()
                    && (game.rules().headMayEnterLeavingTail || ahead >= free - ahead);
            }
            tracer.step(ConsiderStep, ShortcutLine, cell);
            tracer.mark(cell, allowed ? Mark::Open : Mark::Backtracked);
            if (allowed && distance > bestDistance) {
                best = cell;
                bestDistance = distance;
            }
        }
        return best;
    }

    Shortcuts m_shortcuts;
    bool m_zigzagFirst;
    bool m_adaptive;
    int m_plannedFood = -1;
    std::optional<CycleTree> m_tree;
    bool m_treeChecked = false;
    bool m_treeMode = false;
    std::vector<int> m_bound;
    std::vector<int> m_from;
    std::vector<int> m_queue;
    HamiltonCycle m_cycle;
    bool m_noCycle = false;
    int m_retryAt = -1; // the move at which to look for a cycle again, -1 for never
    QStringList m_notes;
    // The source keeps its search order as a member and each search reorders it. The post
    // does not show where it starts; left, up, right, down is assumed.
    std::array<Direction, 4> m_directions{Direction::West, Direction::North, Direction::East, Direction::South};
    std::array<int, 2> m_lastDetour{-1, -1};
    int m_numberedFrom = -1;
};

template<typename Rec>
class HamiltonFollowAi : public HamiltonSnakeAi<Rec>
{
public:
    HamiltonFollowAi() : HamiltonSnakeAi<Rec>(HamiltonSnakeAi<Rec>::Shortcuts::None, false) {}
};

template<typename Rec>
class HamiltonSeedAi : public HamiltonSnakeAi<Rec>
{
public:
    HamiltonSeedAi() : HamiltonSnakeAi<Rec>(HamiltonSnakeAi<Rec>::Shortcuts::Seed, false) {}
};

template<typename Rec>
class HamiltonSafeAi : public HamiltonSnakeAi<Rec>
{
public:
    // The source's cycle winds inward like a spiral, where a neighbour is rarely a useful
    // shortcut; a zig-zag folds back every row, so one side step skips a whole fold.
    HamiltonSafeAi() : HamiltonSnakeAi<Rec>(HamiltonSnakeAi<Rec>::Shortcuts::Safe, true) {}
};

// Repairs its cycle at every move where the board has even sides (see followTree()); elsewhere
// rebuilds it for every food so that it starts with a shortest way there (see replan()) and
// takes the safe shortcuts on it.
template<typename Rec>
class HamiltonAdaptiveAi : public HamiltonSnakeAi<Rec>
{
public:
    HamiltonAdaptiveAi() : HamiltonSnakeAi<Rec>(HamiltonSnakeAi<Rec>::Shortcuts::Safe, true, true) {}
};

} // namespace gridtrace
