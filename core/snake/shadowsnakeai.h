#pragma once

#include "snaketracer.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <vector>

namespace gridtrace {

// The AI of the snake source (seed 000), ported decision for decision from its Perl:
//
//   A* from head to food with the body as obstacles; if there is a path, walk a shadow snake
//   along it and check that the shadow's head can still reach its tail; if so, follow the
//   whole path to the food. Then (and whenever eating is not safe) take one move chasing the
//   tail with a direction-priority depth-first search that tries moves leading away from the
//   food first and frees the tail's cells as the snake moves.
//
// The Perl's quirks are kept, because they are what makes it lose: the tail search only ever
// explores the first feasible move (the search position is not reset between candidates);
// when it fails, the move returned is the last feasible candidate, which is the current
// direction only when no move is feasible; the search blocks the cell behind the head in the
// direction tried. The one change: the Perl lists candidate moves in its hash order, which
// changes from run to run; here they are listed up, left, down, right.
template<typename Rec>
class ShadowSnakeAi
{
public:
    enum Line {
        LoopLine = 1, AStarLine, IfPathLine, ShadowLine, TailCheckLine, FollowLine, ChaseLine,
        KeepLine, MoveLine, EndLine
    };

    Direction decide(SnakeTracer<Rec> &tracer)
    {
        const SnakeGame &game = tracer.game();
        if (m_next < m_plan.size()) {
            tracer.step(DecideStep, FollowLine, game.neighbour(game.head(), m_plan[m_next]));
            tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "follow the path to the food"));
            return m_plan[m_next++];
        }
        if (!m_plan.empty()) {
            // The Perl takes one move after the tail on every pass of its loop, after a meal too.
            m_plan.clear();
            m_next = 0;
            return chaseTail(tracer);
        }
        std::vector<Direction> path = aStar(tracer);
        if (!path.empty() && shadowReachesTail(tracer, path)) {
            m_plan = std::move(path);
            m_next = 1;
            tracer.step(DecideStep, FollowLine, game.neighbour(game.head(), m_plan.front()));
            tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "safe to eat: follow the path to the food"));
            return m_plan.front();
        }
        return chaseTail(tracer);
    }

    // The source's move codes: 1 up, 2 left, 3 down, 4 right.
    static constexpr std::array<Direction, 5> moveCode{
        Direction::None, Direction::North, Direction::West, Direction::South, Direction::East};
    static int codeOf(Direction d)
    {
        for (int code = 1; code <= 4; ++code) {
            if (moveCode[std::size_t(code)] == d)
                return code;
        }
        return 4;
    }

private:
    struct Node
    {
        int cell;
        int cost;
        int estimate;
        int previous;
    };

    std::vector<Direction> aStar(SnakeTracer<Rec> &tracer)
    {
        const SnakeGame &game = tracer.game();
        const int cells = game.cellCount();
        const int food = game.food();
        const CellPos goal = game.pos(food);
        const auto manhattan = [&](int cell) {
            const CellPos p = game.pos(cell);
            return std::abs(p.x - goal.x) + std::abs(p.y - goal.y);
        };
        // 0 unseen, 1 seen, 2 wall or body.
        std::vector<std::uint8_t> flag(std::size_t(cells), 0);
        std::vector<int> point(std::size_t(cells), -1);
        for (int cell = 0; cell < cells; ++cell) {
            if (game.isWall(cell) || (game.isBody(cell) && cell != game.head()))
                flag[std::size_t(cell)] = 2;
        }
        std::vector<Node> nodes{{game.head(), 0, manhattan(game.head()), -1}};
        std::vector<int> open{0};
        int expansions = 0;
        while (!open.empty()) {
            const int current = open.back();
            open.pop_back();
            const Node node = nodes[std::size_t(current)];
            tracer.step(ExpandStep, AStarLine, node.cell);
            tracer.mark(node.cell, Mark::Closed);
            tracer.recorder().setCounter(ExpansionsCounter, ++expansions);
            if (node.cell == food)
                return pathTo(tracer, nodes, current);
            for (int code = 1; code <= 4; ++code) {
                const int next = game.neighbour(node.cell, moveCode[std::size_t(code)]);
                if (next < 0 || flag[std::size_t(next)] == 2)
                    continue;
                if (flag[std::size_t(next)] == 0) {
                    flag[std::size_t(next)] = 1;
                    point[std::size_t(next)] = int(nodes.size());
                    open.push_back(int(nodes.size()));
                    nodes.push_back({next, node.cost + 1, manhattan(next), current});
                    tracer.mark(next, Mark::Open);
                } else if (const int seen = point[std::size_t(next)];
                           seen >= 0 && node.cost + 1 < nodes[std::size_t(seen)].cost) {
                    nodes[std::size_t(seen)].cost = node.cost + 1;
                    nodes[std::size_t(seen)].previous = current;
                }
            }
            flag[std::size_t(node.cell)] = 1;
            // Perl's sort is stable: among equal f the cell opened last is popped first.
            std::stable_sort(open.begin(), open.end(), [&](int a, int b) {
                const Node &x = nodes[std::size_t(a)];
                const Node &y = nodes[std::size_t(b)];
                return x.cost + x.estimate > y.cost + y.estimate;
            });
        }
        tracer.step(NoPathStep, AStarLine, food);
        tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "no path to the food"));
        return {};
    }

    std::vector<Direction> pathTo(SnakeTracer<Rec> &tracer, const std::vector<Node> &nodes, int last)
    {
        std::vector<int> cells;
        for (int n = last; n >= 0; n = nodes[std::size_t(n)].previous)
            cells.push_back(nodes[std::size_t(n)].cell);
        std::reverse(cells.begin(), cells.end());
        std::vector<Direction> moves;
        for (std::size_t i = 1; i < cells.size(); ++i)
            moves.push_back(directionBetween(tracer.game().pos(cells[i - 1]), tracer.game().pos(cells[i])));
        tracer.step(PathFoundStep, AStarLine, cells.back());
        tracer.recorder().setStatus(QT_TRANSLATE_N_NOOP("Status", "path to the food: %n move(s)"),
                                    {QString::number(moves.size())});
        for (std::size_t i = 1; i < cells.size(); ++i)
            tracer.mark(cells[i], Mark::Path);
        tracer.setSequence(PathSequence, cells);
        return moves;
    }

    // head_to_tail: the shadow snake eats at the end of the path, then the tail check.
    bool shadowReachesTail(SnakeTracer<Rec> &tracer, const std::vector<Direction> &path)
    {
        const SnakeGame &game = tracer.game();
        std::deque<int> shadow = game.body();
        for (std::size_t i = 0; i < path.size(); ++i) {
            shadow.push_front(game.neighbour(shadow.front(), path[i]));
            if (i + 1 < path.size())
                shadow.pop_back();
            if constexpr (Rec::enabled) {
                tracer.step(ShadowStep, ShadowLine, shadow.front());
                tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "the shadow snake walks the path"));
                // A sequence, not marks: the view draws it over the real body, which marks would hide.
                tracer.setSequence(ShadowSequence, std::vector<int>(shadow.begin(), shadow.end()));
            }
        }
        const std::vector<int> ghost(shadow.begin(), shadow.end());
        std::vector<Direction> feasible;
        for (int code = 1; code <= 4; ++code) {
            const Direction d = moveCode[std::size_t(code)];
            if (d == opposite(path.back()))
                continue;
            const int next = game.neighbour(ghost.front(), d);
            if (next < 0 || game.isWall(next) || std::find(ghost.begin(), ghost.end(), next) != ghost.end())
                continue;
            feasible.push_back(d);
        }
        Direction unused = path.back();
        const bool reached = directedSearch(tracer, ghost, feasible, false, TailCheckLine, &unused);
        tracer.step(reached ? TailReachedStep : TailLostStep, TailCheckLine, ghost.back());
        tracer.recorder().setStatus(reached ? QT_TRANSLATE_NOOP("Status", "the shadow reaches its tail: safe to eat")
                                            : QT_TRANSLATE_NOOP("Status", "the shadow cannot reach its tail: do not eat"));
        return reached;
    }

    // trace_tail: a move toward the tail, moves that lead away from the food first.
    Direction chaseTail(SnakeTracer<Rec> &tracer)
    {
        const SnakeGame &game = tracer.game();
        const std::vector<int> ghost(game.body().begin(), game.body().end());
        const CellPos head = game.pos(game.head());
        const CellPos food = game.pos(game.food());
        std::vector<Direction> feasible;
        for (int code = 1; code <= 4; ++code) {
            const Direction d = moveCode[std::size_t(code)];
            if (d == opposite(game.direction()))
                continue;
            const int next = game.neighbour(game.head(), d);
            if (next < 0 || game.isWall(next) || game.isBody(next))
                continue;
            const CellPos p = game.pos(next);
            const bool away = std::abs(p.y - food.y) > std::abs(head.y - food.y)
                              || std::abs(p.x - food.x) > std::abs(head.x - food.x);
            if (away)
                feasible.insert(feasible.begin(), d);
            else
                feasible.push_back(d);
        }
        Direction chosen = game.direction();
        const bool reached = directedSearch(tracer, ghost, feasible, true, ChaseLine, &chosen);
        tracer.step(reached ? TailReachedStep : TailLostStep, reached ? ChaseLine : KeepLine,
                    game.neighbour(game.head(), chosen));
        tracer.recorder().setStatus(reached ? QT_TRANSLATE_NOOP("Status", "chase the tail")
                                            : QT_TRANSLATE_NOOP("Status", "nothing reaches the tail: keep going"));
        return chosen;
    }

    // The Perl's direction-priority depth-first search from the head to the tail. ghost is
    // the snake, head first. Cells: 0 not walked, 1 walked, 2 blocked. *move ends as the
    // candidate that reached the tail, or the last candidate tried.
    bool directedSearch(SnakeTracer<Rec> &tracer, std::vector<int> ghost,
                        const std::vector<Direction> &feasible, bool growOnFood, int line,
                        Direction *move)
    {
        const SnakeGame &game = tracer.game();
        std::vector<std::uint8_t> ground(std::size_t(game.cellCount()), 0);
        for (int cell = 0; cell < game.cellCount(); ++cell)
            ground[std::size_t(cell)] = game.isWall(cell) ? 2 : 0;
        for (std::size_t i = 1; i < ghost.size(); ++i)
            ground[std::size_t(ghost[i])] = 2;
        const auto blocked = [&](int cell) { return cell < 0 || ground[std::size_t(cell)] != 0; };
        const auto setGround = [&](int cell, std::uint8_t value) {
            if (cell >= 0)
                ground[std::size_t(cell)] = value;
        };
        const int end = ghost.back();
        int tail = int(ghost.size()) - 1;
        const int tailLimitBehind = growOnFood ? 1 : 0;
        int position = ghost.front();
        int backtracks = 0;

        struct Visit
        {
            int cell;
            int direct;
        };
        std::vector<Visit> path;
        for (Direction candidate : feasible) {
            path.clear();
            *move = candidate;
            const int first = codeOf(candidate);
            std::array<Direction, 5> order{};
            for (int k = 1; k <= 4; ++k)
                order[std::size_t(k)] = moveCode[std::size_t((first - 1 + k - 1) % 4 + 1)];
            int steps = 0;
            do {
                if (!blocked(position)) {
                    ground[std::size_t(position)] = 1;
                    setGround(game.neighbour(ghost.front(), opposite(candidate)), 2);
                    setGround(ghost.front(), 2);
                    if (growOnFood && position == game.food()) {
                        // The Perl appends (row of the tail, row of the tail): a cell that is
                        // not the tail's, kept for the indices it shifts.
                        const int row = game.pos(ghost.back() >= 0 ? ghost.back() : game.tail()).y;
                        ghost.push_back(row < game.width() ? game.index({row, row}) : -1);
                    }
                    path.push_back({position, steps == 0 ? 4 : 1});
                    tracer.step(TailSearchStep, line, position);
                    if (path.size() == 1)
                        tracer.recorder().setStatus(line == TailCheckLine ? QT_TRANSLATE_NOOP("Status", "the shadow's head looks for its tail")
                                                                          : QT_TRANSLATE_NOOP("Status", "the head looks for its tail"));
                    tracer.mark(position, Mark::Stack);
                    if constexpr (Rec::enabled)
                        tracer.recorder().pushBack(StackSequence, position);
                    if (position == end)
                        return true;
                    ++steps;
                    const int last = int(ghost.size()) - 1;
                    if (steps > 1 && steps <= last) {
                        if (ghost[std::size_t(tail)] >= 0 && ground[std::size_t(ghost[std::size_t(tail)])] == 2)
                            ground[std::size_t(ghost[std::size_t(tail)])] = 0;
                        tail = tail > 0 ? tail - 1 : 1;
                    }
                    position = game.neighbour(path.back().cell, order[1]);
                } else if (!path.empty()) {
                    Visit visit = path.back();
                    path.pop_back();
                    while (visit.direct == 4 && !path.empty()) {
                        ground[std::size_t(visit.cell)] = 2;
                        tracer.step(BacktrackStep, line, visit.cell);
                        tracer.mark(visit.cell, Mark::Backtracked);
                        tracer.recorder().setCounter(BacktracksCounter, ++backtracks);
                        if constexpr (Rec::enabled)
                            tracer.recorder().popBack(StackSequence);
                        visit = path.back();
                        path.pop_back();
                        --steps;
                        const int last = int(ghost.size()) - 1;
                        tail = tail < last - tailLimitBehind ? tail + 1 : last - tailLimitBehind;
                        if (ghost[std::size_t(tail)] >= 0 && ground[std::size_t(ghost[std::size_t(tail)])] == 0)
                            ground[std::size_t(ghost[std::size_t(tail)])] = 2;
                    }
                    if (visit.direct < 4) {
                        ++visit.direct;
                        path.push_back(visit);
                        position = game.neighbour(visit.cell, order[std::size_t(visit.direct)]);
                    }
                }
            } while (!path.empty());
        }
        return false;
    }

    std::vector<Direction> m_plan;
    std::size_t m_next = 0;
};

} // namespace gridtrace
