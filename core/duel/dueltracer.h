#pragma once

#include "duelgame.h"

#include "trace/recorder.h"

#include <limits>
#include <utility>
#include <vector>

namespace gridtrace {

// The trace slots of every duel, in the order of their catalogue tables.
enum DuelSequence { DuelSnakeASequence, DuelSnakeBSequence, DuelLineSequence };
enum DuelCounter { DuelRoundCounter, DuelLengthCounter, DuelNodesCounter, DuelDepthCounter, DuelScoreCounter };
enum DuelLabel { DuelScoreLabel = 0, DuelDistanceLabel = 1 };
enum DuelStepKind {
    DuelRoundStep,     // depth 0: one round, both decisions nested inside
    DuelThinkAStep,    // depth 1: A decides (its reasoning nested one deeper)
    DuelThinkBStep,    // depth 1: B decides
    DuelConsiderStep,  // a direction weighed
    DuelRejectStep,    // a direction refused (a wall, a body, certain death)
    DuelTerritoryStep, // the board split into the cells each snake reaches first
    DuelSearchStep,    // one node of a game-tree search: a pair of moves and its score
    DuelDeepenStep,    // iterative deepening finished a depth
    DuelChooseStep,    // the direction chosen
    DuelMoveStep,      // both snakes move
    DuelEndStep,       // the game is over
};

// The marks a duel shows. A's snake and territory take the forward search's colours, B's the
// backward search's, so the two sides read apart everywhere.
namespace duelmarks {
inline constexpr Mark headA = Mark::Head;
inline constexpr Mark bodyA = Mark::Body;
inline constexpr Mark headB = Mark::Current;
inline constexpr Mark bodyB = Mark::Stack;
inline constexpr Mark territoryA = Mark::Open;
inline constexpr Mark territoryB = Mark::OpenReverse;
inline constexpr Mark contested = Mark::Meeting;
inline constexpr Mark considered = Mark::Highlight;
inline constexpr Mark rejected = Mark::Backtracked;
} // namespace duelmarks

// The recorder a bot draws its reasoning with. Like the snake's tracer, every cell a bot marks
// is put back to what the game shows there when the bot is done, so each decision starts
// from a clean board.
template<typename Rec>
class DuelTracer
{
public:
    DuelTracer(Rec &recorder, const DuelGame &game) : m_recorder(recorder), m_game(game) {}

    Rec &recorder() { return m_recorder; }
    const DuelGame &game() const { return m_game; }

    // kind: a DuelStepKind; line: the bot's own pseudo-code line, from 1.
    void step(int kind, int line, int cell = -1) { m_recorder.step(kind, m_lineBase < 0 ? 1 : m_lineBase + line, cell); }
    // Where the bot's lines start in the pseudo-code shown (0: they are lines 1, 2, ...); -1
    // when the bot's lines are not shown, as for the opponent of the bot being watched: its
    // steps then all point at line 1.
    void setLineBase(int base) { m_lineBase = base; }
    void mark(int cell, Mark mark)
    {
        if constexpr (Rec::enabled) {
            if (cell < 0)
                return;
            m_touched.push_back(cell);
            m_recorder.setMark(cell, mark);
        }
    }
    void label(int channel, int cell, float value)
    {
        if constexpr (Rec::enabled) {
            m_labelled.push_back({channel, cell});
            m_recorder.setLabel(channel, cell, value);
        }
    }

    Mark gameMark(int cell) const
    {
        if (m_game.map().isWall(cell))
            return Mark::None;
        const auto &a = m_game.body(DuelSide::A);
        const auto &b = m_game.body(DuelSide::B);
        if (cell == a.front())
            return duelmarks::headA;
        if (cell == b.front())
            return duelmarks::headB;
        switch (m_game.occupant(cell)) {
        case 1: return duelmarks::bodyA;
        case 2: return duelmarks::bodyB;
        default: return Mark::None;
        }
    }

    void restore()
    {
        if constexpr (Rec::enabled) {
            for (int cell : m_touched)
                m_recorder.setMark(cell, gameMark(cell));
            m_touched.clear();
            for (const auto &[channel, cell] : m_labelled)
                m_recorder.setLabel(channel, cell, std::numeric_limits<float>::quiet_NaN());
            m_labelled.clear();
            m_recorder.clearSequence(DuelLineSequence);
        }
    }

private:
    Rec &m_recorder;
    const DuelGame &m_game;
    std::vector<int> m_touched;
    std::vector<std::pair<int, int>> m_labelled;
    int m_lineBase = 0;
};

} // namespace gridtrace
