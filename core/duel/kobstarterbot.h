#pragma once

#include "dueltracer.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace gridtrace {

// The seed-002 starter bot, ported as the platform's template has it: it reads the input
// string, marks the walls and every cell of both snakes (the tails too, though one may be
// about to leave), and answers the first direction of 0 up, 1 right, 2 down, 3 left whose cell
// is free; 0 when none is.
int kobStarterMove(const QString &input);

template<typename Rec>
class KobStarterBot
{
public:
    enum Line { ReadLine = 1, MarkLine, TryLine, FreeLine, NoneLine };

    int decide(DuelTracer<Rec> &tracer, DuelSide me)
    {
        const DuelGame &game = tracer.game();
        tracer.step(DuelConsiderStep, ReadLine, game.head(me));
        // The port proper works on the platform's string, like the bot it copies.
        const int direction = kobStarterMove(game.input(me));
        if constexpr (Rec::enabled) {
            for (int d = 0; d < direction; ++d) {
                const int cell = DuelMap::neighbour(game.head(me), d);
                tracer.step(DuelRejectStep, TryLine, cell);
                tracer.mark(cell, duelmarks::rejected);
            }
            const int cell = DuelMap::neighbour(game.head(me), direction);
            const bool free = cell >= 0 && !game.isBlocked(cell);
            tracer.step(DuelChooseStep, free ? FreeLine : NoneLine, cell);
            tracer.mark(cell, duelmarks::considered);
        }
        return direction;
    }
};

} // namespace gridtrace
