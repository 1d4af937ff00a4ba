#pragma once

#include "snaketracer.h"

#include <atomic>

namespace gridtrace {

// Plays a game to its end with an AI. Each move starts with a depth-0 step, "Decide a move";
// everything the AI does to decide it, and the move itself, are nested one level deeper, so
// stepping over one decision lands on the next. Returns false when cancelled.
template<typename Ai, typename Rec>
bool playSnake(SnakeGame &game, Ai &ai, Rec &recorder, const std::atomic<bool> *cancel = nullptr,
               const SnakeProgress *progress = nullptr)
{
    if constexpr (Rec::enabled) {
        // Before the first step: the initial scene.
        for (int cell : game.body()) {
            recorder.setMark(cell, cell == game.head() ? Mark::Head : Mark::Body);
            recorder.pushBack(BodySequence, cell);
        }
        if (game.food() >= 0)
            recorder.setMark(game.food(), Mark::Food);
        recorder.setCounter(LengthCounter, game.length());
    }
    while (game.state() == SnakeState::Playing) {
        if (cancel && cancel->load(std::memory_order_relaxed)) [[unlikely]]
            return false;
        if (progress && game.steps() % snakeProgressInterval == 0) [[unlikely]]
            (*progress)(game);
        recorder.step(ThinkStep, Ai::LoopLine, game.head());
        if constexpr (Rec::enabled)
            recorder.setStatus(QT_TRANSLATE_NOOP("Status", "move %1, length %2"),
                               {QString::number(game.steps() + 1), QString::number(game.length())});
        NestedSteps<Rec> nested(recorder);
        SnakeTracer<Rec> tracer(recorder, game);
        const Direction direction = ai.decide(tracer);
        const int target = game.neighbour(game.head(), direction);
        const bool safe = game.isSafe(direction);
        recorder.step(!safe ? DiedStep : target == game.food() ? EatStep : MoveStep, Ai::MoveLine, target);
        tracer.restore();
        const int oldHead = game.head();
        const SnakeMove move = game.move(direction);
        if constexpr (Rec::enabled) {
            recorder.setCounter(MovesCounter, game.steps());
            if (move.state == SnakeState::Dead) {
                recorder.setStatus(QT_TRANSLATE_NOOP("Status", "the snake dies at (%1,%2)"),
                                   {QString::number(game.pos(target).x), QString::number(game.pos(target).y)});
                continue;
            }
            if (move.tailLeft >= 0) {
                recorder.setMark(move.tailLeft, Mark::None);
                recorder.popBack(BodySequence);
            }
            recorder.setMark(oldHead, Mark::Body);
            recorder.setMark(move.head, Mark::Head);
            recorder.pushFront(BodySequence, move.head);
            if (move.foodPlaced >= 0)
                recorder.setMark(move.foodPlaced, Mark::Food);
            recorder.setCounter(LengthCounter, game.length());
            // Every step says what it does: a move without food names where the head went.
            if (move.ate) {
                recorder.setStatus(QT_TRANSLATE_NOOP("Status", "eat: length %1"), {QString::number(game.length())});
            } else {
                const CellPos head = game.pos(move.head);
                recorder.setStatus(QT_TRANSLATE_NOOP("Status", "move %1: the head goes to (%2,%3), length %4"),
                                   {QString::number(game.steps()), QString::number(head.x), QString::number(head.y),
                                    QString::number(game.length())});
            }
        }
    }
    const SnakeState end = game.state();
    recorder.step(end == SnakeState::Won ? WonStep : end == SnakeState::Dead ? DiedStep : StuckStep,
                  Ai::EndLine, game.head());
    if constexpr (Rec::enabled) {
        if (end == SnakeState::Won)
            recorder.setStatus(QT_TRANSLATE_N_NOOP("Status", "won: the snake fills the board in %n move(s)"),
                               {QString::number(game.steps())});
        else if (end == SnakeState::Dead)
            recorder.setStatus(QT_TRANSLATE_N_NOOP("Status", "dead at length %1 after %n move(s)"),
                               {QString::number(game.steps()), QString::number(game.length())});
        else
            recorder.setStatus(QT_TRANSLATE_N_NOOP("Status", "the step limit of %n move(s) ends the game at length %1; "
                                                              "the parameter step-limit raises it"),
                               {QString::number(game.steps()), QString::number(game.length())});
    }
    return true;
}

} // namespace gridtrace
