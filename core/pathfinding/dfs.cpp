#include "searches.h"
#include "searchoptions.h"
#include "searchtrace.h"
#include "searchworkspace.h"

#include <algorithm>
#include <array>

namespace gridtrace {

namespace {

enum Kind { StartKind, PushKind, BacktrackKind, GoalReachedKind, NoPathKind };
constexpr StepAt startStep{StartKind, 1};
constexpr StepAt pushStep{PushKind, 8};
constexpr StepAt backtrackStep{BacktrackKind, 10};
constexpr StepAt goalReachedStep{GoalReachedKind, 4};
constexpr StepAt noPathStep{NoPathKind, 11};

// The orders in which a cell tries its moves. Orders 0..8 point toward the target, indexed by
// the signs of its column and row distance ((sy + 1) * 3 + sx + 1); order 9 is the fixed one.
struct MoveOrders
{
    static constexpr int fixedOrder = 9;
    std::array<std::array<std::uint8_t, moveCount>, 10> moves{};
    int count = 0;
};

int moveWith(int dx, int dy)
{
    for (int move = 0; move < moveCount; ++move) {
        if (moveDx(move) == dx && moveDy(move) == dy)
            return move;
    }
    return -1;
}

// Toward the target as in the seeds' Lianliankan program (Point.__createDirect): the column
// toward the target, the row toward it, then the column away and the row away. Two
// refinements keep it walking straight on open ground: a move that keeps the distance comes
// before one that leads away (the seed tries "right" first even when the target is straight
// up), and 8-connected the diagonal toward the target leads, orthogonal before diagonal among
// equals.
MoveOrders makeMoveOrders(Connectivity connectivity)
{
    MoveOrders orders;
    const bool eight = connectivity == Connectivity::Eight;
    orders.count = eight ? 8 : 4;
    for (int sy = -1; sy <= 1; ++sy) {
        for (int sx = -1; sx <= 1; ++sx) {
            const int hx = sx != 0 ? sx : 1;
            const int vy = sy != 0 ? sy : 1;
            std::vector<std::pair<int, int>> base{{hx, 0}, {0, vy}, {-hx, 0}, {0, -vy}};
            if (eight)
                base = {{hx, vy}, {hx, 0}, {0, vy}, {hx, -vy}, {-hx, vy}, {-hx, 0}, {0, -vy}, {-hx, -vy}};
            const auto rank = [&](const std::pair<int, int> &d) {
                const int toward = d.first * sx + d.second * sy;
                const bool diagonal = d.first != 0 && d.second != 0;
                return 2 * toward - (diagonal ? 1 : 0);
            };
            std::stable_sort(base.begin(), base.end(),
                             [&](const auto &a, const auto &b) { return rank(a) > rank(b); });
            auto &order = orders.moves[std::size_t((sy + 1) * 3 + sx + 1)];
            for (std::size_t i = 0; i < base.size(); ++i)
                order[i] = std::uint8_t(moveWith(base[i].first, base[i].second));
        }
    }
    auto &fixed = orders.moves[MoveOrders::fixedOrder];
    for (int i = 0; i < orders.count; ++i)
        fixed[std::size_t(i)] = std::uint8_t(eight ? i : 2 * i);
    return orders;
}

const MoveOrders &moveOrders(Connectivity connectivity)
{
    static const MoveOrders four = makeMoveOrders(Connectivity::Four);
    static const MoveOrders eight = makeMoveOrders(Connectivity::Eight);
    return connectivity == Connectivity::Eight ? eight : four;
}

constexpr int sign(int value) { return (value > 0) - (value < 0); }

// Depth-first search with an explicit stack: the stack is the path being tried, so the trace
// shows it grow and shrink. A visited cell is never entered again: the search finds a path
// exactly when there is one, but not the shortest.
template<typename Rec>
RunOutcome search(SearchWorkspace &workspace, const Scenario &scenario, const SearchOptions &options,
                  Rec &recorder, const RunContext &context)
{
    const SearchGraph &graph = workspace.graph;
    CellRecords &records = workspace.forward;
    records.begin(graph.paddedCellCount());
    std::vector<DepthFirstFrame> &stack = workspace.stack;
    stack.clear();
    stack.reserve(std::size_t(graph.paddedCellCount()));

    const int start = graph.padded(*scenario.start);
    const int goal = graph.padded(*scenario.goal);
    const CellPos goalPos = *scenario.goal;
    const std::uint32_t openStamp = records.openStamp();
    const std::uint32_t closedStamp = records.closedStamp();
    const unsigned legalMask = moveMask(options.connectivity);
    const MoveOrders &orders = moveOrders(options.connectivity);
    const bool towardTarget = options.directionOrder == DirectionOrder::TowardTarget;
    const auto orderAt = [&](int cell) {
        if (!towardTarget)
            return std::uint8_t(MoveOrders::fixedOrder);
        const CellPos p = graph.pos(cell);
        return std::uint8_t((sign(goalPos.y - p.y) + 1) * 3 + sign(goalPos.x - p.x) + 1);
    };

    RunOutcome outcome;
    quint64 visited = 1;
    quint64 backtracks = 0;
    quint64 iterations = 0;
    std::size_t maxDepth = 1;
    records[start] = {0, 0, openStamp, 0};
    stack.push_back({std::uint32_t(start), 0, orderAt(start)});

    if constexpr (Rec::enabled) {
        traceSearchStart(recorder, startStep, scenario.board, *scenario.start, goalPos);
        const int cell = scenario.board.index(*scenario.start);
        recorder.setMark(cell, Mark::Stack);
        recorder.setLabel(searchslots::gLabel, cell, 0.0f);
        recorder.pushBack(searchslots::stackSequence, cell);
        recorder.setCounter(searchslots::expansionsCounter, 1);
        recorder.setCounter(searchslots::openCounter, 1);
    }

    while (!stack.empty()) {
        DepthFirstFrame &top = stack.back();
        const int current = int(top.cell);
        if (current == goal) {
            outcome.found = true;
            break;
        }
        if ((++iterations & 0xfff) == 0 && context.cancelled()) {
            outcome.cancelled = true;
            break;
        }
        const unsigned legal = graph.movesFrom(current) & legalMask;
        const auto &order = orders.moves[top.order];
        int next = -1;
        int move = 0;
        while (top.nextTry < orders.count) {
            move = order[top.nextTry++];
            if ((legal >> move & 1u) == 0)
                continue;
            const int candidate = current + graph.offset(move);
            if (records[candidate].stamp < openStamp) {
                next = candidate;
                break;
            }
        }

        if (next >= 0) {
            const std::int32_t entered = graph.weight(next);
            const CellRecord &from = records[current];
            records[next] = {from.straight + entered * straightUnits[std::size_t(move)],
                             from.diagonal + entered * diagonalUnits[std::size_t(move)], openStamp, 0};
            records.parentMoves()[next] = std::uint8_t(move);
            const double g = records[next].g();
            stack.push_back({std::uint32_t(next), 0, orderAt(next)});
            ++visited;
            maxDepth = std::max(maxDepth, stack.size());
            if constexpr (Rec::enabled) {
                const int cell = graph.boardIndex(next);
                recorder.step(pushStep.kind, pushStep.line, cell);
                recorder.setMark(cell, Mark::Stack);
                recorder.setParent(cell, parentDirection(move));
                recorder.setLabel(searchslots::gLabel, cell, float(g));
                recorder.pushBack(searchslots::stackSequence, cell);
                recorder.setCounter(searchslots::expansionsCounter, std::int32_t(visited));
                recorder.setCounter(searchslots::openCounter, std::int32_t(stack.size()));
            }
        } else {
            // A dead end: every move out of it is tried. It stays visited, so no other branch
            // wastes time on it again.
            records[current].stamp = closedStamp;
            stack.pop_back();
            ++backtracks;
            if constexpr (Rec::enabled) {
                const int cell = graph.boardIndex(current);
                recorder.step(backtrackStep.kind, backtrackStep.line, cell);
                recorder.setMark(cell, Mark::Backtracked);
                recorder.popBack(searchslots::stackSequence);
                recorder.setCounter(searchslots::openCounter, std::int32_t(stack.size()));
                recorder.setCounter(searchslots::backtracksCounter, std::int32_t(backtracks));
            }
        }
    }

    outcome.expansions = visited;
    outcome.maxOpen = maxDepth;
    if (outcome.found) {
        outcome.path.reserve(stack.size());
        for (const DepthFirstFrame &frame : stack)
            outcome.path.push_back(graph.pos(int(frame.cell)));
        outcome.cost = records[goal].g();
    }
    if constexpr (Rec::enabled) {
        if (outcome.found)
            traceGoalReached(recorder, goalReachedStep, scenario.board, outcome);
        else if (outcome.cancelled)
            traceCancelled(recorder, visited);
        else
            traceNoPath(recorder, noPathStep, scenario.board, *scenario.start, goalPos, visited);
    }
    return outcome;
}

RunOutcome run(const Scenario &scenario, RunContext &context)
{
    const SearchOptions options = SearchOptions::fromParameters(scenario.parameters);
    auto &workspace = context.workspace<SearchWorkspace>();
    workspace.prepare(scenario.board);
    if (context.recorder)
        return search(workspace, scenario, options, *context.recorder, context);
    NullRecorder recorder;
    return search(workspace, scenario, options, recorder, context);
}

} // namespace

AlgorithmInfo depthFirstSearchEntry()
{
    AlgorithmInfo info;
    info.id = QStringLiteral("dfs");
    info.family = Family::Pathfinding;
    info.name = QT_TRANSLATE_NOOP("Catalogue", "Depth-first search");
    info.summary = QT_TRANSLATE_NOOP("Catalogue",
        "Follows one way as far as it goes, keeping it on a stack, and backtracks from dead ends. "
        "Finds a path whenever there is one, rarely the shortest. With the direction order toward "
        "the target it is the direction-priority search of the snake and Lianliankan programs.");
    info.pseudoCode = {
        QT_TRANSLATE_NOOP("Catalogue", "push start onto the stack; mark it visited"),
        QT_TRANSLATE_NOOP("Catalogue", "while the stack is not empty:"),
        QT_TRANSLATE_NOOP("Catalogue", "    top ← the cell on top of the stack"),
        QT_TRANSLATE_NOOP("Catalogue", "    if top is the goal: return the stack as the path"),
        QT_TRANSLATE_NOOP("Catalogue", "    n ← the next untried neighbour of top, in direction order, that is free and not visited"),
        QT_TRANSLATE_NOOP("Catalogue", "    if there is such an n:"),
        QT_TRANSLATE_NOOP("Catalogue", "        mark n visited; parent(n) ← top"),
        QT_TRANSLATE_NOOP("Catalogue", "        push n onto the stack"),
        QT_TRANSLATE_NOOP("Catalogue", "    else:"),
        QT_TRANSLATE_NOOP("Catalogue", "        pop top off the stack (backtrack)"),
        QT_TRANSLATE_NOOP("Catalogue", "return \"no path\""),
    };
    info.legend = {
        {Mark::Stack, QT_TRANSLATE_NOOP("Catalogue", "On the stack: the way being tried")},
        {Mark::Backtracked, QT_TRANSLATE_NOOP("Catalogue", "Backtracked: a dead end, popped off the stack")},
        {Mark::Path, QT_TRANSLATE_NOOP("Catalogue", "The path found")},
    };
    info.frontier = Frontier::Stack;
    info.parameters = {searchparameters::connectivity(), searchparameters::directionOrder()};
    info.labels = {{"g", QT_TRANSLATE_NOOP("Catalogue", "g: cost from the start along the stack")}};
    info.sequences = {{"path", QT_TRANSLATE_NOOP("Catalogue", "Path")},
                      {"stack", QT_TRANSLATE_NOOP("Catalogue", "Stack")}};
    // The count the log, the comparison and the statuses call cells expanded, named so in
    // the watches too: one word for one count in every search.
    info.counters = {{"expansions", QT_TRANSLATE_NOOP("Catalogue", "Cells expanded")},
                     {"open", QT_TRANSLATE_NOOP("Catalogue", "Stack depth")},
                     {"backtracks", QT_TRANSLATE_NOOP("Catalogue", "Backtracks")}};
    info.stepKinds = {
        {"start", QT_TRANSLATE_NOOP("Catalogue", "Start")},
        {"push", QT_TRANSLATE_NOOP("Catalogue", "Push a neighbour")},
        {"backtrack", QT_TRANSLATE_NOOP("Catalogue", "Backtrack"), true},
        {"goal-reached", QT_TRANSLATE_NOOP("Catalogue", "Goal reached"), true},
        {"no-path", QT_TRANSLATE_NOOP("Catalogue", "No path"), true},
    };
    info.run = run;
    return info;
}

} // namespace gridtrace
