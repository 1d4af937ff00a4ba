#pragma once

#include "snakegame.h"

#include "trace/recorder.h"

#include <vector>

namespace gridtrace {

// The trace slots every snake AI shares, in the order of their catalogue tables.
enum SnakeSequence { BodySequence, ShadowSequence, PathSequence, StackSequence };
enum SnakeCounter { LengthCounter, MovesCounter, ExpansionsCounter, BacktracksCounter };
enum SnakeStepKind {
    ThinkStep,      // depth 0: one move of the game, the search that decides it nested inside
    ExpandStep,     // a cell taken off the open list (A*) or a layer of a breadth-first search
    PathFoundStep,
    NoPathStep,
    ShadowStep,     // the shadow snake takes one step along the path
    TailSearchStep, // the search toward the tail advances one cell
    BacktrackStep,  // it gives a cell up
    TailReachedStep,
    TailLostStep,
    DecideStep,     // a choice that needs no search (a planned path, a last resort)
    MoveStep,
    EatStep,
    WonStep,
    DiedStep,
    StuckStep,
};

// The recorder an AI draws its reasoning with, and the scene's snake-shaped memory: every
// cell a search marks is put back to what the game shows there before the snake moves, so
// each move starts from a clean board.
template<typename Rec>
class SnakeTracer
{
public:
    SnakeTracer(Rec &recorder, const SnakeGame &game) : m_recorder(recorder), m_game(game) {}

    Rec &recorder() { return m_recorder; }
    const SnakeGame &game() const { return m_game; }

    // kind: a SnakeStepKind, or a kind an AI adds after them.
    void step(int kind, int line, int cell = -1) { m_recorder.step(kind, line, cell); }
    void mark(int cell, Mark mark)
    {
        if constexpr (Rec::enabled) {
            if (cell < 0)
                return;
            m_touched.push_back(cell);
            m_recorder.setMark(cell, mark);
        }
    }
    void setSequence(SnakeSequence sequence, const std::vector<int> &cells)
    {
        if constexpr (Rec::enabled) {
            m_recorder.clearSequence(sequence);
            for (int cell : cells)
                m_recorder.pushBack(sequence, cell);
        }
    }

    Mark gameMark(int cell) const
    {
        if (cell == m_game.head())
            return Mark::Head;
        if (m_game.isBody(cell))
            return Mark::Body;
        if (cell == m_game.food())
            return Mark::Food;
        return Mark::None;
    }

    void restore()
    {
        if constexpr (Rec::enabled) {
            for (int cell : m_touched)
                m_recorder.setMark(cell, gameMark(cell));
            m_touched.clear();
            m_recorder.clearSequence(ShadowSequence);
            m_recorder.clearSequence(PathSequence);
            m_recorder.clearSequence(StackSequence);
        }
    }

private:
    Rec &m_recorder;
    const SnakeGame &m_game;
    std::vector<int> m_touched;
};

} // namespace gridtrace
