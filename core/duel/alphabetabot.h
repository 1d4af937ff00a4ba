#pragma once

#include "dueltracer.h"
#include "grid/messagetext.h"

#include <QString>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

namespace gridtrace {

// A duel position made for search: flat arrays over the 182 cells and a ring of cells per
// snake, so a round is played and taken back by touching a handful of bytes. Its rules are
// DuelGame's (the tests hold them to it): both tails leave before the heads are judged on
// the moves that do not grow the snakes, and a head dies on a wall or on either body.
class DuelPosition
{
public:
    // The cell one steps onto from the board's edge: a wall, so the hot loops need no bounds.
    static constexpr int offBoard = DuelMap::cellCount;

    explicit DuelPosition(const DuelGame &game);

    int round() const { return m_round; }
    int head(DuelSide side) const { return m_ring[index(side)][m_head[index(side)]]; }
    int tail(DuelSide side) const { return m_ring[index(side)][m_tail[index(side)]]; }
    int length(DuelSide side) const { return ((m_head[index(side)] - m_tail[index(side)]) & 0xff) + 1; }
    // Head first, as DuelGame::body.
    std::vector<int> body(DuelSide side) const;
    bool isWall(int cell) const { return m_occupant[std::size_t(cell)] == wall; }
    bool isFree(int cell) const { return m_occupant[std::size_t(cell)] == 0; }
    // The cell a head reaches in a direction; offBoard past the edge.
    static int step(int cell, int direction) { return neighbours[std::size_t(cell)][std::size_t(direction)]; }
    int target(DuelSide side, int direction) const { return step(head(side), direction); }

    // Whether the side's head survives going that way next round (DuelGame::isOpenNextRound).
    bool isSafe(DuelSide side, int direction) const
    {
        const int cell = target(side, direction);
        if (m_occupant[std::size_t(cell)] == 0)
            return true;
        return !DuelGame::grows(m_round + 1) && (cell == tail(DuelSide::A) || cell == tail(DuelSide::B));
    }
    // The safe directions as bits (bit d for direction d).
    unsigned safeMoves(DuelSide side) const
    {
        unsigned mask = 0;
        for (int d = 0; d < 4; ++d)
            mask |= unsigned(isSafe(side, d)) << d;
        return mask;
    }

    // One round as DuelGame::play judges it. When a head dies the position stays as it was and
    // the result says who won; otherwise the round is played (a draw at the round limit).
    DuelResult play(int a, int b);
    // One round of two safe moves, and taking it back.
    void advance(int a, int b);
    void retreat();
    // A round in which only `side` moves: the other snake is cut off, so only its tail matters
    // (it keeps at least its head). Returns what retreatAlone needs to take it back.
    int advanceAlone(DuelSide side, int direction);
    void retreatAlone(DuelSide side, int undo);
    bool isSafeAlone(DuelSide side, int direction) const;

    // A hash of the bodies, the heads and the growth phase: positions with the same cells in
    // the same bodies almost always share it. It only orders moves, so a rare clash costs time,
    // never a wrong answer.
    quint64 key() const;

    // For each cell, how many moves from now a head may stand on it: 0 free, k for a body cell
    // whose snake leaves it on the k-th coming move, unreachable for a wall.
    static constexpr std::uint16_t unreachable = 0xffff;
    void freeIn(std::array<std::uint16_t, DuelMap::cellCount + 1> &moves) const;

private:
    static constexpr std::uint8_t wall = 3;
    static int index(DuelSide side) { return side == DuelSide::A ? 0 : 1; }
    void pushHead(int side, int cell);
    void popHead(int side);
    void popTail(int side);
    void pushTail(int side);

    static const std::array<std::array<std::uint8_t, 4>, DuelMap::cellCount + 1> neighbours;

    // 0 free, 1 A, 2 B, 3 wall.
    std::array<std::uint8_t, DuelMap::cellCount + 1> m_occupant{};
    // Each body from tail to head; the indices wrap at 256, more than a body can ever hold.
    std::array<std::array<std::uint8_t, 256>, 2> m_ring{};
    std::array<std::uint8_t, 2> m_head{};
    std::array<std::uint8_t, 2> m_tail{};
    int m_round = 0;
    quint64 m_key = 0;
};

// The board split by a breadth-first search from both heads at once, a move per layer: each
// cell goes to the snake that reaches it first, to neither when both arrive together. A body
// cell can be taken only once its snake has left it. `contact` tells whether the two searches
// ever touched the same cell: without it the snakes are cut off from each other.
struct DuelTerritory
{
    int a = 0;
    int b = 0;
    int contested = 0;
    bool contact = false;
};

// How long the strong bot thinks. The arena plays with the clock (the defaults): the answer
// then depends on the machine's speed. Tests and reproducible runs turn the clock off
// (milliseconds 0) and cap the depth or the nodes instead: a position then always gets the
// same answer, on every machine, since nothing the search learns outlives one decision.
struct AlphaBetaLimits
{
    // Per move. The default keeps a move under 100 ms even on a slow machine.
    int milliseconds = 60;
    // Rounds looked ahead at most (a round: my move and the other's reply).
    int depth = 64;
    // Positions searched per move at most; 0 for no cap.
    quint64 nodes = 0;
};

// The game-tree search of AlphaBetaBot. The two snakes move at once; the search lets me
// commit first and the other reply knowing my move, which is the worst case for me, so a
// score is what I can count on whatever the other does. Since both heads never meet, a
// round's deaths depend on each snake's own move alone, and the only thing the other gains
// by seeing my move is where my body will be.
class DuelSearch
{
public:
    static constexpr int win = 1000000;
    static constexpr int infinity = 2 * win;
    // Scores this close to win are wins found in the tree (win minus the rounds to go).
    static bool isDecided(int score) { return score >= win - 10000 || score <= -(win - 10000); }

    DuelSearch();

    // A new decision: clears what the previous one learnt, so a position's answer depends on
    // the position only.
    void start(const DuelGame &game, DuelSide me, const AlphaBetaLimits &limits);
    DuelPosition &position() { return m_position; }
    DuelSide me() const { return m_me; }
    DuelSide them() const { return m_them; }

    // The score for me with `depth` rounds to look at, me to choose.
    int choose(int depth, int alpha, int beta, int ply);
    // The score after I committed to `mine` (a safe move), the other replying knowing it; it
    // must have a safe reply. before(reply) and after(reply, score) see each reply searched.
    template<typename Before, typename After>
    int reply(int mine, int depth, int alpha, int beta, int ply, Before &&before, After &&after);

    // The split of the position searched from; `owners` gets each cell's: 1 A, 2 B, 3 both at
    // once, 0 neither.
    DuelTerritory territory(std::array<std::uint8_t, DuelMap::cellCount> *owners = nullptr) const;
    // Cells I reach first minus cells the other reaches first.
    int evaluate() const;

    // Once the snakes are cut off, each just lives as long as it can: the most rounds I live
    // after moving `direction` (that round included), by a depth-first search of my own moves
    // with the other's tail leaving on schedule.
    int survival(int direction, quint64 nodeBudget, std::chrono::steady_clock::time_point deadline);

    // Moves in the order to search them: the best one found before first, then by history.
    int order(DuelSide side, unsigned safe, int first, int moves[4]) const;
    int bestMove(quint64 key) const;

    bool stopped() const { return m_stopped; }
    quint64 nodes() const { return m_nodes; }
    // Whether a search since the last clear reached its depth with the game still on: if not,
    // looking deeper changes nothing.
    bool reachedHorizon() const { return m_horizon; }
    void clearHorizon() { m_horizon = false; }
    static quint64 replyKey(int mine);

private:
    struct Slot
    {
        quint64 key = 0;
        std::int8_t move = -1;
    };

    bool tick()
    {
        ++m_nodes;
        if (m_limits.nodes != 0 && m_nodes > m_limits.nodes)
            m_stopped = true;
        else if (m_limits.milliseconds > 0 && (m_nodes & 511) == 0 && std::chrono::steady_clock::now() >= m_deadline)
            m_stopped = true;
        return m_stopped;
    }
    void remember(quint64 key, int move);
    void reward(DuelSide side, int move, int depth);
    void longest(int rounds);

    DuelPosition m_position;
    DuelSide m_me = DuelSide::A;
    DuelSide m_them = DuelSide::B;
    AlphaBetaLimits m_limits;
    std::chrono::steady_clock::time_point m_deadline;
    quint64 m_nodes = 0;
    bool m_stopped = false;
    bool m_horizon = false;
    std::vector<Slot> m_table;
    std::array<std::array<int, DuelMap::cellCount + 1>, 2> m_history{};
    std::array<std::uint16_t, DuelMap::cellCount + 1> m_walls{};
    // The lone search's running figures.
    int m_longest = 0;
    quint64 m_soloNodes = 0;
    quint64 m_soloBudget = 0;
    std::chrono::steady_clock::time_point m_soloDeadline;
};

template<typename Before, typename After>
int DuelSearch::reply(int mine, int depth, int alpha, int beta, int ply, Before &&before, After &&after)
{
    const quint64 key = m_position.key() ^ replyKey(mine);
    int moves[4];
    const int count = order(m_them, m_position.safeMoves(m_them), bestMove(key), moves);
    int best = infinity;
    int bestReply = moves[0];
    for (int i = 0; i < count; ++i) {
        before(moves[i]);
        if (m_me == DuelSide::A)
            m_position.advance(mine, moves[i]);
        else
            m_position.advance(moves[i], mine);
        const int score = choose(depth - 1, alpha, beta, ply + 1);
        m_position.retreat();
        if (m_stopped)
            return 0;
        after(moves[i], score);
        if (score < best) {
            best = score;
            bestReply = moves[i];
        }
        if (score < beta)
            beta = score;
        if (alpha >= beta) {
            reward(m_them, moves[i], depth);
            break;
        }
    }
    remember(key, bestReply);
    return best;
}

// The strong bot: iterative deepening alpha-beta over rounds, me committing first and the
// other replying (see DuelSearch), leaves scored by the territory each snake reaches first,
// wins and losses by the rules (both dying is a draw, 0). It stops deepening when the clock
// runs out, at the depth or node cap, or when the result is decided, and plays the best move
// of the deepest depth it finished. Once the snakes are cut off from each other it stops
// fighting and plays the move it can live longest after.
template<typename Rec>
class AlphaBetaBot
{
public:
    enum Line { SafeLine = 1, TerritoryLine, AloneLine, DeepenLine, MoveLine, ReplyLine, ChooseLine, NoneLine };

    explicit AlphaBetaBot(AlphaBetaLimits limits = {}) : m_limits(limits) {}

    int decide(DuelTracer<Rec> &tracer, DuelSide me)
    {
        if (!m_search)
            m_search = std::make_unique<DuelSearch>();
        DuelSearch &search = *m_search;
        const auto clockStart = std::chrono::steady_clock::now();
        search.start(tracer.game(), me, m_limits);
        DuelPosition &position = search.position();
        const DuelSide them = otherSide(me);

        const unsigned safe = position.safeMoves(me);
        if constexpr (Rec::enabled) {
            for (int d = 0; d < 4; ++d) {
                const int cell = position.target(me, d);
                const bool open = safe >> d & 1;
                tracer.step(open ? DuelConsiderStep : DuelRejectStep, SafeLine, cell == DuelPosition::offBoard ? -1 : cell);
                tracer.mark(cell == DuelPosition::offBoard ? -1 : cell, open ? duelmarks::considered : duelmarks::rejected);
            }
        }
        if (safe == 0) {
            tracer.step(DuelChooseStep, NoneLine, cellOf(position.target(me, 0)));
            tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "no safe move: up"));
            return 0;
        }
        int firstSafe = 0;
        while (!(safe >> firstSafe & 1))
            ++firstSafe;

        std::array<std::uint8_t, DuelMap::cellCount> owners{};
        const DuelTerritory split = search.territory(Rec::enabled ? &owners : nullptr);
        if constexpr (Rec::enabled) {
            tracer.step(DuelTerritoryStep, TerritoryLine, position.head(me));
            tracer.restore();
            for (int cell = 0; cell < DuelMap::cellCount; ++cell) {
                static constexpr Mark territoryMark[4] = {Mark::None, duelmarks::territoryA, duelmarks::territoryB,
                                                          duelmarks::contested};
                if (owners[std::size_t(cell)] != 0 && cell != position.head(DuelSide::A) && cell != position.head(DuelSide::B))
                    tracer.mark(cell, territoryMark[owners[std::size_t(cell)]]);
            }
            tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "A reaches %1 cells first, B %2, %3 contested"),
                                        {QString::number(split.a), QString::number(split.b), QString::number(split.contested)});
        }

        if (position.safeMoves(them) == 0) {
            tracer.step(DuelChooseStep, ChooseLine, position.target(me, firstSafe));
            tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "the other snake has no safe move: any safe move wins"));
            return firstSafe;
        }
        if (!split.contact)
            return alone(tracer, search, safe, clockStart);
        return deepen(tracer, search, safe);
    }

private:
    static int cellOf(int cell) { return cell == DuelPosition::offBoard ? -1 : cell; }

    // The snakes are apart: each root move weighed by how long I live alone after it.
    int alone(DuelTracer<Rec> &tracer, DuelSearch &search, unsigned safe, std::chrono::steady_clock::time_point clockStart)
    {
        DuelPosition &position = search.position();
        const DuelSide me = search.me();
        int count = 0;
        for (int d = 0; d < 4; ++d)
            count += safe >> d & 1;
        // Without a clock the node budget alone ends each search, so the answer is the same
        // on every machine.
        const quint64 budget = m_limits.nodes != 0 ? std::max<quint64>(1, m_limits.nodes / quint64(count)) : soloNodes;
        int best = -1;
        int bestRounds = -1;
        int searched = 0;
        for (int d = 0; d < 4; ++d) {
            if (!(safe >> d & 1))
                continue;
            auto deadline = std::chrono::steady_clock::time_point::max();
            if (m_limits.milliseconds > 0) {
                // The moves left share the time left alike.
                const auto end = clockStart + std::chrono::milliseconds(m_limits.milliseconds);
                deadline = std::chrono::steady_clock::now() + (end - std::chrono::steady_clock::now()) / (count - searched);
            }
            ++searched;
            tracer.step(DuelSearchStep, AloneLine, position.target(me, d));
            const int rounds = search.survival(d, budget, deadline);
            if constexpr (Rec::enabled) {
                tracer.label(DuelScoreLabel, position.target(me, d), float(rounds));
                tracer.recorder().setStatus(QT_TRANSLATE_N_NOOP("Status", "cut off: going %1 lives %n round(s) alone"),
                                            {QString::number(rounds), duelDirectionWord(d)});
            }
            if (rounds > bestRounds) {
                best = d;
                bestRounds = rounds;
            }
        }
        tracer.step(DuelChooseStep, ChooseLine, position.target(me, best));
        if constexpr (Rec::enabled) {
            tracer.mark(position.target(me, best), duelmarks::considered);
            tracer.recorder().setCounter(DuelNodesCounter, int(std::min<quint64>(search.nodes(), INT32_MAX)));
            tracer.recorder().setStatus(QT_TRANSLATE_N_NOOP("Status", "go %1: the longest life alone, %n round(s)"),
                                        {QString::number(bestRounds), duelDirectionWord(best)});
        }
        return best;
    }

    // Iterative deepening: depth 1, 2, ... rounds, each searched with the previous depth's
    // best moves first, until the limits say stop.
    int deepen(DuelTracer<Rec> &tracer, DuelSearch &search, unsigned safe)
    {
        DuelPosition &position = search.position();
        const DuelSide me = search.me();
        const DuelSide them = search.them();
        int rootMoves[4];
        int rootCount = 0;
        for (int d = 0; d < 4; ++d) {
            if (safe >> d & 1)
                rootMoves[rootCount++] = d;
        }
        int chosen = rootMoves[0];
        int chosenScore = 0;
        int finished = 0;
        for (int depth = 1; depth <= std::max(1, m_limits.depth); ++depth) {
            search.clearHorizon();
            int scores[4] = {};
            int alpha = -DuelSearch::infinity;
            int best = rootMoves[0];
            for (int i = 0; i < rootCount; ++i) {
                const int mine = rootMoves[i];
                tracer.step(DuelSearchStep, MoveLine, position.target(me, mine));
                const int floor = alpha;
                int score;
                {
                    NestedSteps<Rec> nested(tracer.recorder());
                    score = search.reply(
                        mine, depth, alpha, DuelSearch::infinity, 0,
                        [&](int reply) {
                            if constexpr (Rec::enabled)
                                tracer.step(DuelSearchStep, ReplyLine, position.target(them, reply));
                        },
                        [&](int reply, int replyScore) {
                            if constexpr (Rec::enabled)
                                setScoreStatus(tracer, QT_TRANSLATE_NOOP("Status", "reply %1: score %2"), reply, replyScore);
                        });
                }
                if (search.stopped())
                    break;
                scores[i] = score;
                if constexpr (Rec::enabled) {
                    tracer.label(DuelScoreLabel, position.target(me, mine), float(score));
                    if (i > 0 && score <= floor)
                        tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "going %1: no better than the best so far"),
                                                    {duelDirectionWord(mine)});
                    else
                        setScoreStatus(tracer, QT_TRANSLATE_NOOP("Status", "going %1: score %2"), mine, score);
                }
                if (score > alpha) {
                    alpha = score;
                    best = mine;
                }
            }
            if (search.stopped())
                break;
            chosen = best;
            chosenScore = alpha;
            finished = depth;
            tracer.step(DuelDeepenStep, DeepenLine, position.target(me, chosen));
            if constexpr (Rec::enabled) {
                tracer.recorder().setCounter(DuelDepthCounter, depth);
                tracer.recorder().setCounter(DuelNodesCounter, int(std::min<quint64>(search.nodes(), INT32_MAX)));
                tracer.recorder().setCounter(DuelScoreCounter, chosenScore);
                tracer.recorder().setStatus(QT_TRANSLATE_NOOP("Status", "depth %1 done: going %2 is best, %3 positions searched"),
                                            {QString::number(depth), duelDirectionWord(chosen), groupedNumber(search.nodes())});
            }
            // The best move first next time, the others in the order of their scores (an
            // upper bound for those that fell short: still a fair guess).
            for (int i = 1; i < rootCount; ++i) {
                for (int j = i; j > 0 && scores[j] > scores[j - 1]; --j) {
                    std::swap(scores[j], scores[j - 1]);
                    std::swap(rootMoves[j], rootMoves[j - 1]);
                }
            }
            if (DuelSearch::isDecided(chosenScore) || !search.reachedHorizon())
                break;
        }
        tracer.step(DuelChooseStep, ChooseLine, position.target(me, chosen));
        if constexpr (Rec::enabled) {
            tracer.mark(position.target(me, chosen), duelmarks::considered);
            tracer.recorder().setStatus(QT_TRANSLATE_N_NOOP("Status", "go %1 after %n round(s) of look-ahead"),
                                        {QString::number(finished), duelDirectionWord(chosen)});
        }
        return chosen;
    }

    static void setScoreStatus(DuelTracer<Rec> &tracer, const char *text, int direction, int score)
    {
        // A decided score reads as the rounds to the end, not as a big number.
        if (score >= DuelSearch::win - 10000)
            tracer.recorder().setStatus(QT_TRANSLATE_N_NOOP("Status", "going %1: wins within %n round(s)"),
                                        {QString::number(DuelSearch::win - score + 1), duelDirectionWord(direction)});
        else if (score <= -(DuelSearch::win - 10000))
            tracer.recorder().setStatus(QT_TRANSLATE_N_NOOP("Status", "going %1: loses within %n round(s)"),
                                        {QString::number(DuelSearch::win + score + 1), duelDirectionWord(direction)});
        else
            tracer.recorder().setStatus(text, {duelDirectionWord(direction), QString::number(score)});
    }

    // Nodes of the lone search per root move when no node cap is given: a few milliseconds.
    static constexpr quint64 soloNodes = 300000;

    AlphaBetaLimits m_limits;
    std::unique_ptr<DuelSearch> m_search;
};

} // namespace gridtrace
