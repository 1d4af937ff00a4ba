#pragma once

#include "dueltracer.h"

#include <QString>

#include <array>
#include <climits>
#include <cstdlib>
#include <vector>

namespace gridtrace {

// The move from which a head may stand on each cell: 0 for a free cell, the move a body cell
// is left on for a snake's cell, never (INT_MAX) for a wall. A snake's tail leaves on each
// move that does not grow it, whatever the snake does, so the whole schedule is known now:
// the last cell of a body goes on the first such move after this round, the one before it on
// the second, and so on up to the head.
inline std::array<int, DuelMap::cellCount> duelFreeFrom(const DuelGame &game)
{
    std::array<int, DuelMap::cellCount> freeFrom{};
    for (int cell = 0; cell < DuelMap::cellCount; ++cell)
        freeFrom[std::size_t(cell)] = game.map().isWall(cell) ? INT_MAX : 0;
    for (const DuelSide side : {DuelSide::A, DuelSide::B}) {
        const auto &body = game.body(side);
        int move = game.round();
        for (auto cell = body.rbegin(); cell != body.rend(); ++cell) {
            do
                ++move;
            while (DuelGame::grows(move));
            freeFrom[std::size_t(*cell)] = move;
        }
    }
    return freeFrom;
}

// The cells a head that stands on `start` after the coming move can flood, layer by layer:
// the start on the coming move (round() + 1), its neighbours one move later, and so on. A body
// cell joins a layer only if its snake has left it by that layer's move; reached too early
// from one side, it may still join later from another. Returns how many cells the flood
// holds, the start included; `cells` gets them in flood order and `arrival` the move on which
// each was reached, when given.
inline int duelFloodCount(const DuelGame &game, int start, std::vector<int> *cells = nullptr,
                          std::vector<int> *arrival = nullptr)
{
    const std::array<int, DuelMap::cellCount> freeFrom = duelFreeFrom(game);
    std::array<std::uint8_t, DuelMap::cellCount> reached{};
    std::vector<int> layer{start};
    std::vector<int> next;
    reached[std::size_t(start)] = 1;
    int move = game.round() + 1;
    int count = 1;
    if (cells)
        cells->assign(1, start);
    if (arrival)
        arrival->assign(1, move);
    while (!layer.empty()) {
        next.clear();
        for (const int cell : layer) {
            for (int d = 0; d < 4; ++d) {
                const int n = DuelMap::neighbour(cell, d);
                if (n < 0 || reached[std::size_t(n)] || freeFrom[std::size_t(n)] > move + 1)
                    continue;
                reached[std::size_t(n)] = 1;
                next.push_back(n);
                ++count;
                if (cells)
                    cells->push_back(n);
                if (arrival)
                    arrival->push_back(move + 1);
            }
        }
        layer.swap(next);
        ++move;
    }
    return count;
}

// Goes where there is the most room: every open direction is weighed by the cells its flood
// reaches, the tails that leave on the way counted in. Ties go to the direction that keeps
// farther from the other head, then to the lower direction number, so a position always gets
// the same answer.
template<typename Rec>
class FloodFillBot
{
public:
    enum Line { TryLine = 1, BlockedLine, FloodLine, ChooseLine, NoneLine };

    int decide(DuelTracer<Rec> &tracer, DuelSide me)
    {
        const DuelGame &game = tracer.game();
        const int head = game.head(me);
        const int otherHead = game.head(otherSide(me));
        const Mark territory = me == DuelSide::A ? duelmarks::territoryA : duelmarks::territoryB;
        int best = -1;
        int bestCount = -1;
        int bestDistance = -1;
        std::vector<int> flood;
        std::vector<int> arrival;
        for (int d = 0; d < 4; ++d) {
            const int cell = DuelMap::neighbour(head, d);
            if (!game.isOpenNextRound(cell)) {
                tracer.step(DuelRejectStep, BlockedLine, cell);
                if constexpr (Rec::enabled) {
                    tracer.restore();
                    tracer.mark(cell, duelmarks::rejected);
                    tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "going %1: a wall or a body stays there"),
                                                {duelDirectionWord(d)});
                }
                continue;
            }
            tracer.step(DuelConsiderStep, FloodLine, cell);
            const int count = duelFloodCount(game, cell, Rec::enabled ? &flood : nullptr, Rec::enabled ? &arrival : nullptr);
            if constexpr (Rec::enabled) {
                tracer.restore();
                showFlood(tracer, flood, arrival, territory, game.round());
                tracer.mark(cell, duelmarks::considered);
                tracer.recorder().setStatus(QT_TRANSLATE_N_NOOP("Status", "going %1: the flood reaches %n cell(s)"),
                                            {QString::number(count), duelDirectionWord(d)});
            }
            const int distance = manhattan(cell, otherHead);
            if (count > bestCount || (count == bestCount && distance > bestDistance)) {
                best = d;
                bestCount = count;
                bestDistance = distance;
            }
        }
        if (best < 0) {
            tracer.step(DuelChooseStep, NoneLine, DuelMap::neighbour(head, 0));
            if constexpr (Rec::enabled) {
                tracer.restore();
                tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "no direction is open: up"));
            }
            return 0;
        }
        const int chosen = DuelMap::neighbour(head, best);
        tracer.step(DuelChooseStep, ChooseLine, chosen);
        if constexpr (Rec::enabled) {
            tracer.restore();
            duelFloodCount(game, chosen, &flood, &arrival);
            showFlood(tracer, flood, arrival, territory, game.round());
            tracer.mark(chosen, duelmarks::considered);
            tracer.recorder().setStatus(QT_TRANSLATE_N_NOOP("Status", "go %1: the most room, %n cell(s)"),
                                        {QString::number(bestCount), duelDirectionWord(best)});
        }
        return best;
    }

private:
    static int manhattan(int a, int b)
    {
        return std::abs(DuelMap::row(a) - DuelMap::row(b)) + std::abs(DuelMap::column(a) - DuelMap::column(b));
    }

    // The flood's cells in the deciding side's territory colour, each labelled with how many
    // moves from now the flood reached it.
    static void showFlood(DuelTracer<Rec> &tracer, const std::vector<int> &flood, const std::vector<int> &arrival,
                          Mark territory, int round)
    {
        for (std::size_t i = 0; i < flood.size(); ++i) {
            tracer.mark(flood[i], territory);
            tracer.label(DuelDistanceLabel, flood[i], float(arrival[i] - round));
        }
    }
};

} // namespace gridtrace
