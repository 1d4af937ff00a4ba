#pragma once

#include "snaketracer.h"

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <vector>

namespace gridtrace {

// The seed's idea made as strong as it goes without a Hamiltonian cycle:
//
// - Eat by the shortest path, but only if a shadow snake that walks it and eats can still
//   reach its own tail. Every first move is tried, nearest to the food first, so a path that
//   is unsafe does not hide a slightly longer one that is safe.
// - Otherwise wander: of the moves after which the head can still reach the tail, take the
//   one farthest from it, the long way round, so the tail frees cells near the food.
// - Otherwise take the move with the most free space behind it.
//
// Searches know when each body cell frees (a cell k segments from the tail is gone after k+1
// moves), so a path may run through where the tail is now. Ties go to the move whose cell has
// more walls and body around it: hugging them leaves the free cells in one piece.
template<typename Rec>
class GreedySnakeAi
{
public:
    enum Line { LoopLine = 1, FoodLine, ShadowLine, EatLine, TailLine, SpaceLine, MoveLine, EndLine };

    Direction decide(SnakeTracer<Rec> &tracer)
    {
        const SnakeGame &game = tracer.game();
        m_strict = !game.rules().headMayEnterLeavingTail;

        const std::vector<int> body(game.body().begin(), game.body().end());
        struct Option
        {
            Direction move;
            int cell;
            int hugging;
            std::vector<int> after; // the snake after the move
        };
        std::vector<Option> options;
        for (Direction d : orthogonalDirections) {
            if (!game.isSafe(d))
                continue;
            const int cell = game.neighbour(game.head(), d);
            options.push_back({d, cell, hugging(game, cell, body), advance(body, cell, cell == game.food())});
        }
        if (options.empty()) {
            tracer.step(DecideStep, SpaceLine, game.neighbour(game.head(), game.direction()));
            tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "no safe move"));
            return game.direction();
        }

        // Eat.
        struct Meal
        {
            std::size_t option;
            int distance;
        };
        std::vector<Meal> meals;
        for (std::size_t i = 0; i < options.size(); ++i) {
            const Option &o = options[i];
            const int distance = o.cell == game.food() ? 0 : search(tracer, o.after, game.food(), FoodLine);
            if (distance >= 0)
                meals.push_back({i, distance});
        }
        std::stable_sort(meals.begin(), meals.end(), [&](const Meal &a, const Meal &b) {
            if (a.distance != b.distance)
                return a.distance < b.distance;
            return options[a.option].hugging > options[b.option].hugging;
        });
        for (const Meal &meal : meals) {
            const Option &o = options[meal.option];
            std::vector<int> shadow = o.after;
            if (o.cell != game.food()) {
                search(tracer, shadow, game.food(), FoodLine);
                const std::vector<int> path = pathTo(game.food(), shadow.front());
                tracer.step(PathFoundStep, FoodLine, game.food());
                tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "path to the food: %1 moves"),
                                            {QString::number(path.size() + 1)});
                for (int cell : path)
                    tracer.mark(cell, Mark::Path);
                tracer.setSequence(PathSequence, path);
                for (std::size_t k = 0; k < path.size(); ++k) {
                    shadow = advance(shadow, path[k], k + 1 == path.size());
                    showShadow(tracer, shadow);
                }
            } else {
                showShadow(tracer, shadow);
            }
            // The last meal fills the board: the game is won, there is no tail to reach.
            const bool safe = int(shadow.size()) >= game.freeCellCount()
                              || search(tracer, shadow, shadow.back(), ShadowLine) >= 0;
            tracer.step(safe ? TailReachedStep : TailLostStep, ShadowLine, shadow.back());
            tracer.recorder().setStatus(safe ? QT_TRANSLATE_NOOP("Status", "the shadow reaches its tail: safe to eat")
                                             : QT_TRANSLATE_NOOP("Status", "the shadow cannot reach its tail: do not eat"));
            if (safe) {
                tracer.step(DecideStep, EatLine, o.cell);
                return o.move;
            }
            tracer.restore();
        }

        // Wander toward the tail, the long way.
        int best = -1;
        int bestDistance = std::numeric_limits<int>::min();
        // A way to the tail over the food would grow the snake there and leave the tail a
        // move behind: look for one around the food first.
        for (const bool aroundFood : {true, false}) {
            m_avoid = aroundFood ? game.food() : -1;
            // Without the detour, count the body a segment longer: it may eat on the way.
            m_slack = aroundFood ? 0 : 1;
            for (std::size_t i = 0; i < options.size(); ++i) {
                const Option &o = options[i];
                if (aroundFood && o.cell == game.food())
                    continue;
                const int distance = search(tracer, o.after, o.after.back(), TailLine);
                if (distance < 0)
                    continue;

                if (distance > bestDistance
                    || (distance == bestDistance && o.hugging > options[std::size_t(best)].hugging)) {
                    best = int(i);
                    bestDistance = distance;
                }
            }
            if (best >= 0)
                break;
        }
        m_avoid = -1;
        m_slack = 0;
        if (best >= 0) {
            tracer.step(DecideStep, TailLine, options[std::size_t(best)].cell);
            tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "follow the tail the long way round"));
            return options[std::size_t(best)].move;
        }

        // Last resort: room to live in.
        int bestSpace = -1;
        for (std::size_t i = 0; i < options.size(); ++i) {
            const int space = freeSpace(game, options[i].after);
            if (space > bestSpace) {
                bestSpace = space;
                best = int(i);
            }
        }
        tracer.step(DecideStep, SpaceLine, options[std::size_t(best)].cell);
        tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "no way to the tail: take the most free space (%1 cells)"),
                                    {QString::number(bestSpace)});
        return options[std::size_t(best)].move;
    }

private:
    static std::vector<int> advance(const std::vector<int> &body, int head, bool grows)
    {
        std::vector<int> next;
        next.reserve(body.size() + 1);
        next.push_back(head);
        next.insert(next.end(), body.begin(), grows ? body.end() : body.end() - 1);
        return next;
    }

    static int hugging(const SnakeGame &game, int cell, const std::vector<int> &body)
    {
        int count = 0;
        for (Direction d : orthogonalDirections) {
            const int next = game.neighbour(cell, d);
            if (next < 0 || game.isWall(next)
                || (next != body.back() && std::find(body.begin(), body.end(), next) != body.end()))
                ++count;
        }
        return count;
    }

    void showShadow(SnakeTracer<Rec> &tracer, const std::vector<int> &shadow)
    {
        if constexpr (Rec::enabled) {
            tracer.step(ShadowStep, ShadowLine, shadow.front());
            tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "the shadow snake walks the path"));
            for (int cell : shadow)
                tracer.mark(cell, Mark::Shadow);
            tracer.setSequence(ShadowSequence, shadow);
        }
    }

    // Breadth-first from the snake's head to target; a body cell may be entered once its
    // segment has left. The number of moves, or -1. Leaves the parents for pathTo().
    int search(SnakeTracer<Rec> &tracer, const std::vector<int> &snake, int target, int line)
    {
        const SnakeGame &game = tracer.game();
        const std::size_t cells = std::size_t(game.cellCount());
        m_leave.assign(cells, 0);
        m_distance.assign(cells, -1);
        m_parent.assign(cells, -1);
        const int length = int(snake.size());
        for (int i = 0; i < length; ++i)
            m_leave[std::size_t(snake[std::size_t(i)])] = length - i;
        const int neck = length > 1 ? snake[1] : -1;
        m_queue.clear();
        m_queue.push_back(snake.front());
        m_distance[std::size_t(snake.front())] = 0;
        int layer = -1;
        for (std::size_t at = 0; at < m_queue.size(); ++at) {
            const int cell = m_queue[at];
            const int time = m_distance[std::size_t(cell)] + 1;
            if (time - 1 != layer) {
                layer = time - 1;
                tracer.step(ExpandStep, line, cell);
            }
            for (Direction d : orthogonalDirections) {
                const int next = game.neighbour(cell, d);
                if (next < 0 || game.isWall(next) || m_distance[std::size_t(next)] >= 0 || next == m_avoid)
                    continue;
                const int leave = m_leave[std::size_t(next)] + (m_leave[std::size_t(next)] > 0 ? m_slack : 0);
                if (leave > 0 && (m_strict ? leave >= time : leave > time))
                    continue;
                if (time == 1 && next == neck)
                    continue;
                m_distance[std::size_t(next)] = time;
                m_parent[std::size_t(next)] = cell;
                if (next == target)
                    return time;
                tracer.mark(next, Mark::Open);
                m_queue.push_back(next);
            }
        }
        return -1;
    }

    // The cells after the start up to target, from the last search.
    std::vector<int> pathTo(int target, int start) const
    {
        std::vector<int> path;
        for (int cell = target; cell >= 0 && cell != start; cell = m_parent[std::size_t(cell)])
            path.push_back(cell);
        std::reverse(path.begin(), path.end());
        return path;
    }

    int freeSpace(const SnakeGame &game, const std::vector<int> &snake)
    {
        const std::size_t cells = std::size_t(game.cellCount());
        m_distance.assign(cells, -1);
        for (int cell : snake)
            m_distance[std::size_t(cell)] = 0;
        m_queue.assign(1, snake.front());
        for (std::size_t at = 0; at < m_queue.size(); ++at) {
            for (Direction d : orthogonalDirections) {
                const int next = game.neighbour(m_queue[at], d);
                if (next < 0 || game.isWall(next) || m_distance[std::size_t(next)] >= 0)
                    continue;
                m_distance[std::size_t(next)] = 1;
                m_queue.push_back(next);
            }
        }
        return int(m_queue.size()) - 1;
    }

    bool m_strict = false;
    int m_avoid = -1; // a cell searches go around
    int m_slack = 0;  // moves every body cell stays longer
    std::vector<int> m_leave;
    std::vector<int> m_distance;
    std::vector<int> m_parent;
    std::vector<int> m_queue;
};

} // namespace gridtrace
