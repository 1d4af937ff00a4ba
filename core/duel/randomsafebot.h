#pragma once

#include "dueltracer.h"

#include "maze/mazerandom.h"

namespace gridtrace {

// Any direction that does not run into a wall or a body next round, chosen at random; up
// when every direction does.
template<typename Rec>
class RandomSafeBot
{
public:
    enum Line { TryLine = 1, PickLine, NoneLine };

    explicit RandomSafeBot(quint64 seed = 1) : m_random(seed) {}

    int decide(DuelTracer<Rec> &tracer, DuelSide me)
    {
        const DuelGame &game = tracer.game();
        int open[4];
        int count = 0;
        for (int d = 0; d < 4; ++d) {
            const int cell = DuelMap::neighbour(game.head(me), d);
            const bool safe = game.isOpenNextRound(cell);
            tracer.step(safe ? DuelConsiderStep : DuelRejectStep, TryLine, cell);
            tracer.mark(cell, safe ? duelmarks::considered : duelmarks::rejected);
            if (safe)
                open[count++] = d;
        }
        const int direction = count > 0 ? open[m_random.below(count)] : 0;
        tracer.step(DuelChooseStep, count > 0 ? PickLine : NoneLine, DuelMap::neighbour(game.head(me), direction));
        return direction;
    }

private:
    MazeRandom m_random;
};

} // namespace gridtrace
