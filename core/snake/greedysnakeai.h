#pragma once

#include "snaketracer.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <unordered_set>
#include <vector>

namespace gridtrace {

// The seed's idea made as strong as it goes without a Hamiltonian cycle:
//
// - Eat by the shortest path, but only if a shadow snake that walks it and eats can still
//   reach its own tail with moves to spare, as if it ate again on the way. Every first move
//   is tried, nearest to the food first, so a path that is unsafe does not hide a slightly
//   longer one that is safe.
// - Otherwise follow the tail the longest way round: the shortest way to it, stretched by
//   detours, so the tail frees cells near the food while the head fills the board behind.
// - Otherwise take the move with the most free space behind it.
//
// Searches know when each body cell frees (a cell k segments from the tail is gone after k+1
// moves), so a path may run through where the tail is now. Ties go to the move whose cell has
// more walls and body around it: hugging them leaves the free cells in one piece.
template<typename Rec>
class GreedySnakeAi
{
public:
    enum Line { LoopLine = 1, SpareLine, FoodLine, ShadowLine, EatLine, TailLine, SpaceLine, MoveLine, EndLine };

    Direction decide(SnakeTracer<Rec> &tracer)
    {
        const SnakeGame &game = tracer.game();
        m_strict = !game.rules().headMayEnterLeavingTail;
        noteRepeats(tracer);

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
                tracer.recorder().setStatus(QT_TRANSLATE_N_NOOP("Status", "path to the food: %n move(s)"),
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
            // The next food may lie on the shadow's only way back, and eating it holds the tail
            // still a move: under the strict rule that is death by the tail. So the shadow must
            // reach its tail even if every body cell stayed some moves longer. With n cells
            // left there are at most n - 1 meals before the one that fills the board.
            const int left = game.freeCellCount() - int(shadow.size());
            m_slack = std::max(0, std::min(m_spare, left - 1));
            const bool safe = left <= 0 || search(tracer, shadow, shadow.back(), ShadowLine) >= 0;
            const int spare = m_slack;
            m_slack = 0;
            tracer.step(safe ? TailReachedStep : TailLostStep, ShadowLine, shadow.back());
            tracer.recorder().setStatus(safe ? QT_TRANSLATE_N_NOOP("Status", "the shadow reaches its tail with %n move(s) to spare: safe to eat")
                                             : QT_TRANSLATE_N_NOOP("Status", "the shadow cannot reach its tail with %n move(s) to spare: do not eat"),
                                        {QString::number(spare)});
            if (safe) {
                tracer.step(DecideStep, EatLine, o.cell);
                return o.move;
            }
            tracer.restore();
        }

        // Follow the tail, the long way.
        int best = -1;
        int bestLength = -1;
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
                if (search(tracer, o.after, o.after.back(), TailLine) < 0)
                    continue;
                const int length = longestPath(tracer, o.after, o.after.back());
                if (length > bestLength
                    || (length == bestLength && o.hugging > options[std::size_t(best)].hugging)) {
                    best = int(i);
                    bestLength = length;
                }
            }
            if (best >= 0)
                break;
        }
        m_avoid = -1;
        m_slack = 0;
        if (best >= 0) {
            tracer.step(DecideStep, TailLine, options[std::size_t(best)].cell);
            tracer.recorder().setStatus(QT_TRANSLATE_N_NOOP("Status", "follow the tail the longest way round: %n move(s)"),
                                        {QString::number(bestLength + 1)});
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
        tracer.recorder().setStatus(QT_TRANSLATE_N_NOOP("Status", "no way to the tail: take the most free space (%n cell(s))"),
                                    {QString::number(bestSpace)});
        return options[std::size_t(best)].move;
    }

private:
    static constexpr std::array<Direction, 2> sidesOfRow{Direction::North, Direction::South};
    static constexpr std::array<Direction, 2> sidesOfColumn{Direction::West, Direction::East};

    // Three spare moves make the shadow test hold through three more meals on the way back.
    // Measured on 8x8, four win a little more under the strict rule but less under the
    // follow rule, and the longer wandering costs time.
    static constexpr int spareMoves = 3;

    // The snake's choice depends on nothing but the board and its spare moves, so a position
    // it has held before since its last meal means it would circle for ever: give one up.
    void noteRepeats(SnakeTracer<Rec> &tracer)
    {
        const SnakeGame &game = tracer.game();
        if (game.length() != m_length) {
            m_length = game.length();
            m_spare = spareMoves;
            m_seen.clear();
        }
        std::uint64_t hash = 1469598103934665603ull ^ std::uint64_t(game.food());
        for (int cell : game.body())
            hash = (hash ^ std::uint64_t(cell)) * 1099511628211ull;
        if (!m_seen.insert(hash).second && m_spare > 0) {
            --m_spare;
            m_seen.clear();
            m_seen.insert(hash);
            tracer.step(DecideStep, SpareLine, game.head());
            tracer.recorder().setStatus(QT_TRANSLATE_N_NOOP("Status", "back where it was since it last ate: %n move(s) to spare now"),
                                        {QString::number(m_spare)});
        }
    }

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
            // A sequence, not marks: the view draws it over the real body, which marks would hide.
            tracer.setSequence(ShadowSequence, shadow);
        }
    }

    // Whether the cell is still body when the head would get there after time moves.
    bool occupied(int cell, int time) const
    {
        const int leave = m_leave[std::size_t(cell)];
        if (leave == 0)
            return false;
        return m_strict ? leave + m_slack >= time : leave + m_slack > time;
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
                if (layer == 0)
                    tracer.recorder().setStatus(line == FoodLine     ? QT_TRANSLATE_NOOP("Status", "search the shortest way to the food")
                                                : line == ShadowLine ? QT_TRANSLATE_NOOP("Status", "the shadow's head looks for its tail")
                                                                     : QT_TRANSLATE_NOOP("Status", "the head looks for its tail"));
            }
            for (Direction d : orthogonalDirections) {
                const int next = game.neighbour(cell, d);
                if (next < 0 || game.isWall(next) || m_distance[std::size_t(next)] >= 0 || next == m_avoid)
                    continue;
                if (occupied(next, time))
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

    // Stretches the path the last search found to target into a long one, as the snake AI
    // benchmark's greedy solver does: wherever two neighbouring cells of the path have two
    // free cells beside them, go round through those. A detour only delays the cells after
    // it, and delay only frees body, so the path stays walkable. The number of moves.
    int longestPath(SnakeTracer<Rec> &tracer, const std::vector<int> &snake, int target)
    {
        const SnakeGame &game = tracer.game();
        m_path.assign(1, snake.front());
        const std::vector<int> rest = pathTo(target, snake.front());
        m_path.insert(m_path.end(), rest.begin(), rest.end());
        m_onPath.assign(std::size_t(game.cellCount()), 0);
        for (int cell : m_path)
            m_onPath[std::size_t(cell)] = 1;
        const auto usable = [&](int cell, int time) {
            return cell >= 0 && !game.isWall(cell) && !m_onPath[std::size_t(cell)] && cell != m_avoid
                   && !occupied(cell, time);
        };
        for (std::size_t i = 0; i + 1 < m_path.size();) {
            const int from = m_path[i];
            const int to = m_path[i + 1];
            const bool across = game.pos(from).y == game.pos(to).y;
            bool stretched = false;
            for (const Direction side : across ? sidesOfRow : sidesOfColumn) {
                const int a = game.neighbour(from, side);
                const int b = game.neighbour(to, side);
                if (a < 0 || b < 0 || !usable(a, int(i) + 1) || !usable(b, int(i) + 2))
                    continue;
                m_path.insert(m_path.begin() + std::ptrdiff_t(i) + 1, {a, b});
                m_onPath[std::size_t(a)] = m_onPath[std::size_t(b)] = 1;
                stretched = true;
                break;
            }
            // A stretched pair makes a new pair at the same place: try it again.
            if (!stretched)
                ++i;
        }
        tracer.step(TailReachedStep, TailLine, target);
        if constexpr (Rec::enabled) {
            tracer.recorder().setStatus(QT_TRANSLATE_N_NOOP("Status", "the longest way found to the tail: %n move(s)"),
                                        {QString::number(m_path.size() - 1)});
            tracer.setSequence(StackSequence, m_path);
        }
        return int(m_path.size()) - 1;
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
    int m_length = -1;
    int m_spare = spareMoves; // how many more meals the shadow's way back must survive
    std::unordered_set<std::uint64_t> m_seen;
    int m_avoid = -1; // a cell searches go around
    int m_slack = 0;  // moves every body cell stays longer
    std::vector<int> m_leave;
    std::vector<int> m_distance;
    std::vector<int> m_parent;
    std::vector<int> m_queue;
    std::vector<int> m_path;
    std::vector<char> m_onPath;
};

} // namespace gridtrace
