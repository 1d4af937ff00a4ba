#include "bestfirst.h"

#include "searchoptions.h"
#include "searchpath.h"
#include "searchworkspace.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace gridtrace {

namespace {

// The moves' column and row steps as flat tables for the inner loop.
constexpr std::array<int, moveCount> moveDxs = [] {
    std::array<int, moveCount> table{};
    for (int move = 0; move < moveCount; ++move)
        table[std::size_t(move)] = moveDx(move);
    return table;
}();
constexpr std::array<int, moveCount> moveDys = [] {
    std::array<int, moveCount> table{};
    for (int move = 0; move < moveCount; ++move)
        table[std::size_t(move)] = moveDy(move);
    return table;
}();

float tieSign(TieBreak tieBreak)
{
    switch (tieBreak) {
    case TieBreak::LargerG:
        return -1.0f;
    case TieBreak::SmallerG:
        return 1.0f;
    case TieBreak::None:
        break;
    }
    return 0.0f;
}

// The search itself. Closed cells are final: the heuristics offered are consistent when
// admissible, and weighted or inadmissible runs promise no optimum (weighted A* keeps its
// w bound without reopening).
template<Priority P, typename H, typename Rec>
RunOutcome search(SearchWorkspace &workspace, const Scenario &scenario, const SearchOptions &options,
                  const BestFirstSteps &steps, Rec &recorder, const RunContext &context)
{
    constexpr bool usesHeuristic = P != Priority::Cost;
    const SearchGraph &graph = workspace.graph;
    CellRecords &records = workspace.forward;
    OpenList &open = workspace.open;
    records.begin(graph.paddedCellCount());
    CellRecord *const cells = records.data();
    std::uint8_t *const parentMoves = records.parentMoves();
    open.reset(cells);

    const int start = graph.padded(*scenario.start);
    const int goal = graph.padded(*scenario.goal);
    const int paddedWidth = graph.paddedWidth();
    const int goalX = goal % paddedWidth;
    const int goalY = goal / paddedWidth;
    const std::uint32_t openStamp = records.openStamp();
    const std::uint32_t closedStamp = records.closedStamp();
    const std::uint8_t *const weights = graph.weights();
    const std::uint8_t *const moves = graph.moves();
    const std::array<int, moveCount> offsets = graph.offsets();
    const unsigned legalMask = moveMask(options.connectivity);
    const double weight = options.weight;
    // f = g + h in exact parts when both are exact and h is not scaled.
    const bool exactPriority = H::exact && (P != Priority::CostPlusHeuristic || weight == 1.0);
    const float tie = P == Priority::CostPlusHeuristic ? tieSign(options.tieBreak) : 0.0f;

    // The priority of a cell at (x, y) reached at cost straight + diagonal * sqrt(2) = g;
    // its h goes to *h for the trace.
    const auto priority = [&](int x, int y, std::int32_t straight, std::int32_t diagonal, double g, double *h) {
        if constexpr (P == Priority::Cost) {
            return g;
        } else {
            const int dx = std::abs(x - goalX);
            const int dy = std::abs(y - goalY);
            if (exactPriority) {
                int hStraight;
                int hDiagonal;
                H::parts(dx, dy, hStraight, hDiagonal);
                *h = double(hStraight) + double(hDiagonal) * sqrt2;
                if constexpr (P == Priority::Heuristic)
                    return *h;
                else
                    return double(straight + hStraight) + double(diagonal + hDiagonal) * sqrt2;
            }
            *h = H::estimate(dx, dy);
            if constexpr (P == Priority::Heuristic)
                return *h;
            else
                return g + weight * *h;
        }
    };

    RunOutcome outcome;
    quint64 openCount = 1;
    quint64 maxOpen = 1;
    quint64 expansions = 0;
    double startH = 0.0;
    cells[start] = {0, 0, openStamp, 0};
    // The next entry to expand when it is known without asking the heap: a successor that
    // sorts no later than the entry just expanded is no later than anything on the heap
    // (that entry was the minimum). Heading straight for the goal, A* finds one at almost
    // every step and saves a push that would climb to the root and a pop.
    OpenEntry next{priority(start % paddedWidth, start / paddedWidth, 0, 0, 0.0, &startH), 0.0f,
                   std::uint32_t(start)};
    bool haveNext = true;

    const int boardWidth = graph.width();
    int lastCurrent = -1; // the board index last marked current, to close it on the next step
    if constexpr (Rec::enabled) {
        traceSearchStart(recorder, steps.start, scenario.board, *scenario.start, *scenario.goal);
        const int cell = scenario.board.index(*scenario.start);
        recorder.setMark(cell, Mark::Open);
        recorder.setLabel(searchslots::gLabel, cell, 0.0f);
        if constexpr (usesHeuristic)
            recorder.setLabel(searchslots::hLabel, cell, float(startH));
        recorder.setCounter(searchslots::openCounter, 1);
    }

    for (;;) {
        OpenEntry entry;
        if (haveNext) {
            entry = next;
            haveNext = false;
        } else if (!open.empty()) {
            entry = open.pop();
        } else {
            break;
        }
        const int current = int(entry.cell);
        CellRecord &record = cells[current];
        record.stamp = closedStamp;
        --openCount;
        if (current == goal) {
            outcome.found = true;
            break;
        }
        if ((expansions & 0xfff) == 0xfff && context.cancelled()) {
            outcome.cancelled = true;
            break;
        }
        ++expansions;
        const std::int32_t straight = record.straight;
        const std::int32_t diagonal = record.diagonal;
        const int y = graph.paddedRow(current);
        const int x = current - y * paddedWidth;

        int boardCell = 0;
        if constexpr (Rec::enabled) {
            boardCell = (y - 1) * boardWidth + (x - 1);
            recorder.step(steps.expand.kind, steps.expand.line, boardCell);
            if (lastCurrent >= 0)
                recorder.setMark(lastCurrent, Mark::Closed);
            recorder.setMark(boardCell, Mark::Current);
            lastCurrent = boardCell;
            recorder.setCounter(searchslots::expansionsCounter, std::int32_t(expansions));
            recorder.setCounter(searchslots::openCounter, std::int32_t(openCount));
            recorder.enter();
        }

        for (unsigned legal = moves[current] & legalMask; legal != 0; legal &= legal - 1) {
            const int move = std::countr_zero(legal);
            const int successor = current + offsets[std::size_t(move)];
            CellRecord &neighbour = cells[successor];
            if (neighbour.stamp == closedStamp)
                continue;
            const std::int32_t enteredWeight = weights[successor];
            const std::int32_t nextStraight = straight + enteredWeight * straightUnits[std::size_t(move)];
            const std::int32_t nextDiagonal = diagonal + enteredWeight * diagonalUnits[std::size_t(move)];
            const double nextG = double(nextStraight) + double(nextDiagonal) * sqrt2;
            const bool reached = neighbour.stamp == openStamp;
            if (reached) {
                if (P == Priority::Heuristic || nextG >= neighbour.g())
                    continue;
            } else {
                neighbour.stamp = openStamp;
                ++openCount;
                // Its own neighbours are read when it is expanded, and the ones beyond the
                // frontier have not been touched this run: fetch them now, not then.
                for (const int row : {-paddedWidth, 0, paddedWidth}) {
                    prefetch(cells + successor + row - 1);
                    prefetch(cells + successor + row + 1);
                }
            }
            neighbour.straight = nextStraight;
            neighbour.diagonal = nextDiagonal;
            parentMoves[successor] = std::uint8_t(move);
            double h = 0.0;
            const double key = priority(x + moveDxs[std::size_t(move)], y + moveDys[std::size_t(move)],
                                        nextStraight, nextDiagonal, nextG, &h);
            const OpenEntry generated{key, tie * float(nextG), std::uint32_t(successor)};
            if (reached) {
                open.decrease(generated);
            } else if (OpenList::before(entry, generated)) {
                open.push(generated);
            } else if (!haveNext) {
                next = generated;
                haveNext = true;
            } else if (OpenList::before(generated, next)) {
                open.push(next);
                next = generated;
            } else {
                open.push(generated);
            }

            if constexpr (Rec::enabled) {
                const int nextCell = boardCell + graph.boardOffset(move);
                // An update changes only the parent and g: its mark and h stay.
                const StepAt at = reached ? steps.update : steps.open;
                recorder.step(at.kind, at.line, nextCell);
                if (!reached)
                    recorder.setMark(nextCell, Mark::Open);
                recorder.setParent(nextCell, parentDirection(move));
                recorder.setLabel(searchslots::gLabel, nextCell, float(nextG));
                if (usesHeuristic && !reached)
                    recorder.setLabel(searchslots::hLabel, nextCell, float(h));
                // The watches show the open list as it is at every step, not only at expansions.
                recorder.setCounter(searchslots::openCounter, std::int32_t(openCount));
            }
        }
        if constexpr (Rec::enabled)
            recorder.leave();
        maxOpen = std::max(maxOpen, openCount);
    }

    outcome.expansions = expansions;
    outcome.maxOpen = maxOpen;
    if (outcome.found) {
        outcome.path = pathThroughParents(graph, records, start, goal);
        outcome.cost = cells[goal].g();
    }
    if constexpr (Rec::enabled) {
        if (outcome.found) {
            traceGoalReached(recorder, steps.goalReached, scenario.board, outcome, lastCurrent);
        } else if (outcome.cancelled) {
            traceCancelled(recorder, expansions);
        } else {
            traceNoPath(recorder, steps.noPath, scenario.board, *scenario.start, *scenario.goal,
                        expansions, lastCurrent);
        }
        recorder.setCounter(searchslots::openCounter, std::int32_t(openCount));
    }
    return outcome;
}

template<Priority P, typename Rec>
RunOutcome dispatchHeuristic(SearchWorkspace &workspace, const Scenario &scenario, const SearchOptions &options,
                             const BestFirstSteps &steps, Rec &recorder, const RunContext &context)
{
    if constexpr (P == Priority::Cost) {
        return search<P, ZeroHeuristic>(workspace, scenario, options, steps, recorder, context);
    } else {
        return withHeuristic(options.heuristic, [&](auto heuristic) {
            return search<P, decltype(heuristic)>(workspace, scenario, options, steps, recorder, context);
        });
    }
}

template<typename Rec>
RunOutcome dispatchPriority(Priority priority, SearchWorkspace &workspace, const Scenario &scenario,
                            const SearchOptions &options, const BestFirstSteps &steps, Rec &recorder,
                            const RunContext &context)
{
    switch (priority) {
    case Priority::Cost:
        return dispatchHeuristic<Priority::Cost>(workspace, scenario, options, steps, recorder, context);
    case Priority::CostPlusHeuristic:
        return dispatchHeuristic<Priority::CostPlusHeuristic>(workspace, scenario, options, steps, recorder, context);
    case Priority::Heuristic:
        break;
    }
    return dispatchHeuristic<Priority::Heuristic>(workspace, scenario, options, steps, recorder, context);
}

} // namespace

AlgorithmInfo bestFirstEntry(bool withHeuristic)
{
    AlgorithmInfo info;
    info.family = Family::Pathfinding;
    info.legend = {
        {Mark::Open, QT_TRANSLATE_NOOP("Catalogue", "On the open list: reached, waiting to be expanded")},
        {Mark::Current, QT_TRANSLATE_NOOP("Catalogue", "The cell being expanded")},
        {Mark::Closed, QT_TRANSLATE_NOOP("Catalogue", "In the closed set: expanded")},
        {Mark::Path, QT_TRANSLATE_NOOP("Catalogue", "The path found")},
    };
    info.labels = {{"g", QT_TRANSLATE_NOOP("Catalogue", "g: cost from the start")}};
    if (withHeuristic)
        info.labels << NamedSlot{"h", QT_TRANSLATE_NOOP("Catalogue", "h: estimated cost to the goal")};
    info.sequences = {{"path", QT_TRANSLATE_NOOP("Catalogue", "Path")}};
    info.counters = {{"expansions", QT_TRANSLATE_NOOP("Catalogue", "Cells expanded")},
                     {"open", QT_TRANSLATE_NOOP("Catalogue", "Open list size")}};
    info.stepKinds = {
        {"start", QT_TRANSLATE_NOOP("Catalogue", "Start")},
        {"expand", QT_TRANSLATE_NOOP("Catalogue", "Expand a cell")},
        {"open", QT_TRANSLATE_NOOP("Catalogue", "Open a neighbour")},
        {"update", QT_TRANSLATE_NOOP("Catalogue", "Update a neighbour with a better g")},
        {"goal-reached", QT_TRANSLATE_NOOP("Catalogue", "Goal reached"), true},
        {"no-path", QT_TRANSLATE_NOOP("Catalogue", "No path"), true},
    };
    return info;
}

RunOutcome runBestFirst(const Scenario &scenario, RunContext &context, Priority priority,
                        const BestFirstSteps &steps)
{
    const SearchOptions options = SearchOptions::fromParameters(scenario.parameters);
    auto &workspace = context.workspace<SearchWorkspace>();
    workspace.prepare(scenario.board);
    if (context.recorder)
        return dispatchPriority(priority, workspace, scenario, options, steps, *context.recorder, context);
    NullRecorder recorder;
    return dispatchPriority(priority, workspace, scenario, options, steps, recorder, context);
}

} // namespace gridtrace
