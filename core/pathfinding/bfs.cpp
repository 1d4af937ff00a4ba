#include "searches.h"
#include "searchoptions.h"
#include "searchpath.h"
#include "searchtrace.h"
#include "searchworkspace.h"

#include <algorithm>
#include <bit>

namespace gridtrace {

namespace {

enum Kind { StartKind, ExpandKind, EnqueueKind, GoalReachedKind, NoPathKind };
constexpr StepAt startStep{StartKind, 1};
constexpr StepAt expandStep{ExpandKind, 3};
constexpr StepAt enqueueStep{EnqueueKind, 8};
constexpr StepAt goalReachedStep{GoalReachedKind, 4};
constexpr StepAt noPathStep{NoPathKind, 9};

// Breadth-first search counts moves, not costs: its path has the fewest moves, which is the
// cheapest only when every move costs the same (4-connected, unweighted). The outcome's cost
// is still the real cost of that path.
template<typename Rec>
RunOutcome search(SearchWorkspace &workspace, const Scenario &scenario, const SearchOptions &options,
                  Rec &recorder, const RunContext &context)
{
    const SearchGraph &graph = workspace.graph;
    CellRecords &records = workspace.forward;
    records.begin(graph.paddedCellCount());

    const int start = graph.padded(*scenario.start);
    const int goal = graph.padded(*scenario.goal);
    const std::uint32_t openStamp = records.openStamp();
    const std::uint32_t closedStamp = records.closedStamp();
    CellRecord *const cells = records.data();
    std::uint8_t *const parentMoves = records.parentMoves();
    const std::uint8_t *const moves = graph.moves();
    const std::array<int, moveCount> offsets = graph.offsets();
    const unsigned legalMask = moveMask(options.connectivity);
    if (workspace.queue.size() < std::size_t(graph.paddedCellCount()))
        workspace.queue.resize(std::size_t(graph.paddedCellCount()));
    std::uint32_t *const queue = workspace.queue.data();
    std::size_t head = 0;
    std::size_t tail = 0;

    RunOutcome outcome;
    quint64 expansions = 0;
    quint64 maxOpen = 1;
    cells[start] = {0, 0, openStamp, 0};
    queue[tail++] = std::uint32_t(start);

    int lastCurrent = -1;
    if constexpr (Rec::enabled) {
        traceSearchStart(recorder, startStep, scenario.board, *scenario.start, *scenario.goal);
        const int cell = scenario.board.index(*scenario.start);
        recorder.setMark(cell, Mark::Open);
        recorder.setLabel(searchslots::gLabel, cell, 0.0f);
        recorder.setCounter(searchslots::openCounter, 1);
    }

    while (head < tail) {
        const int current = int(queue[head++]);
        CellRecord &record = cells[current];
        record.stamp = closedStamp;
        if (current == goal) {
            outcome.found = true;
            break;
        }
        if ((expansions & 0xfff) == 0xfff && context.cancelled()) {
            outcome.cancelled = true;
            break;
        }
        ++expansions;
        const std::int32_t moveCountSoFar = record.straight + 1; // BFS counts moves in the straight part

        int boardCell = 0;
        if constexpr (Rec::enabled) {
            boardCell = graph.boardIndex(current);
            recorder.step(expandStep.kind, expandStep.line, boardCell);
            if (lastCurrent >= 0)
                recorder.setMark(lastCurrent, Mark::Closed);
            recorder.setMark(boardCell, Mark::Current);
            lastCurrent = boardCell;
            recorder.setCounter(searchslots::expansionsCounter, std::int32_t(expansions));
            recorder.setCounter(searchslots::openCounter, std::int32_t(tail - head));
            recorder.enter();
        }

        for (unsigned legal = moves[current] & legalMask; legal != 0; legal &= legal - 1) {
            const int move = std::countr_zero(legal);
            const int next = current + offsets[std::size_t(move)];
            CellRecord &neighbour = cells[next];
            if (neighbour.stamp >= openStamp)
                continue; // reached already, by at most as many moves
            neighbour = {moveCountSoFar, 0, openStamp, 0};
            parentMoves[next] = std::uint8_t(move);
            queue[tail++] = std::uint32_t(next);

            if constexpr (Rec::enabled) {
                const int nextCell = boardCell + graph.boardOffset(move);
                recorder.step(enqueueStep.kind, enqueueStep.line, nextCell);
                recorder.setMark(nextCell, Mark::Open);
                recorder.setParent(nextCell, parentDirection(move));
                recorder.setLabel(searchslots::gLabel, nextCell, float(moveCountSoFar));
                // The watches show the queue as it is at every step, not only at expansions.
                recorder.setCounter(searchslots::openCounter, std::int32_t(tail - head));
            }
        }
        if constexpr (Rec::enabled)
            recorder.leave();
        maxOpen = std::max<quint64>(maxOpen, tail - head);
    }

    outcome.expansions = expansions;
    outcome.maxOpen = maxOpen;
    if (outcome.found) {
        outcome.path = pathThroughParents(graph, records, start, goal);
        outcome.cost = pathCost(graph, outcome.path);
    }
    if constexpr (Rec::enabled) {
        if (outcome.found)
            traceGoalReached(recorder, goalReachedStep, scenario.board, outcome, lastCurrent);
        else if (outcome.cancelled)
            traceCancelled(recorder, expansions);
        else
            traceNoPath(recorder, noPathStep, scenario.board, *scenario.start, *scenario.goal,
                        expansions, lastCurrent);
        recorder.setCounter(searchslots::openCounter, std::int32_t(tail - head));
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

AlgorithmInfo breadthFirstSearchEntry()
{
    AlgorithmInfo info;
    info.id = QStringLiteral("bfs");
    info.family = Family::Pathfinding;
    info.name = QT_TRANSLATE_NOOP("Catalogue", "Breadth-first search");
    info.summary = QT_TRANSLATE_NOOP("Catalogue",
        "Explores the board in rings of equal distance in moves from the start, with a queue. "
        "Finds a path with the fewest moves; it ignores weights and counts a diagonal like any "
        "other move, so the path is the cheapest only on 4-connected unweighted boards.");
    info.pseudoCode = {
        QT_TRANSLATE_NOOP("Catalogue", "put start in the queue with g(start) = 0"),
        QT_TRANSLATE_NOOP("Catalogue", "while the queue is not empty:"),
        QT_TRANSLATE_NOOP("Catalogue", "    current ← take the cell at the front of the queue"),
        QT_TRANSLATE_NOOP("Catalogue", "    if current is the goal: return the path through the parents"),
        QT_TRANSLATE_NOOP("Catalogue", "    for each free neighbour n of current:"),
        QT_TRANSLATE_NOOP("Catalogue", "        if n has not been reached:"),
        QT_TRANSLATE_NOOP("Catalogue", "            parent(n) ← current; g(n) ← g(current) + 1"),
        QT_TRANSLATE_NOOP("Catalogue", "            put n at the back of the queue"),
        QT_TRANSLATE_NOOP("Catalogue", "return \"no path\""),
    };
    info.legend = {
        {Mark::Open, QT_TRANSLATE_NOOP("Catalogue", "In the queue: reached, waiting to be expanded"), QT_TRANSLATE_NOOP("Catalogue", "In the queue")},
        {Mark::Current, QT_TRANSLATE_NOOP("Catalogue", "The cell being expanded")},
        {Mark::Closed, QT_TRANSLATE_NOOP("Catalogue", "Expanded: taken out of the queue"), QT_TRANSLATE_NOOP("Catalogue", "Expanded")},
        {Mark::Path, QT_TRANSLATE_NOOP("Catalogue", "The path found")},
    };
    info.frontier = Frontier::Queue;
    info.parameters = {searchparameters::connectivity()};
    info.labels = {{"g", QT_TRANSLATE_NOOP("Catalogue", "g: moves from the start")}};
    info.sequences = {{"path", QT_TRANSLATE_NOOP("Catalogue", "Path")}};
    info.counters = {{"expansions", QT_TRANSLATE_NOOP("Catalogue", "Cells expanded")},
                     {"open", QT_TRANSLATE_NOOP("Catalogue", "Queue length")}};
    info.stepKinds = {
        {"start", QT_TRANSLATE_NOOP("Catalogue", "Start")},
        {"expand", QT_TRANSLATE_NOOP("Catalogue", "Expand a cell")},
        {"open", QT_TRANSLATE_NOOP("Catalogue", "Put a neighbour in the queue")},
        {"goal-reached", QT_TRANSLATE_NOOP("Catalogue", "Goal reached"), true},
        {"no-path", QT_TRANSLATE_NOOP("Catalogue", "No path"), true},
    };
    info.run = run;
    return info;
}

} // namespace gridtrace
