#include "searches.h"
#include "searchoptions.h"
#include "searchpath.h"
#include "searchtrace.h"
#include "searchworkspace.h"

#include <algorithm>
#include <bit>
#include <limits>

namespace gridtrace {

namespace {

enum Kind { StartKind, ExpandKind, OpenKind, UpdateKind, MeetKind, GoalReachedKind, NoPathKind };
constexpr StepAt startStep{StartKind, 1};
constexpr StepAt expandStep{ExpandKind, 3};
constexpr StepAt openStep{OpenKind, 7};
constexpr StepAt updateStep{UpdateKind, 7};
constexpr StepAt meetStep{MeetKind, 9};
constexpr StepAt goalReachedStep{GoalReachedKind, 11};
constexpr StepAt noPathStep{NoPathKind, 10};

// One direction of the search: from the start (forward) or from the goal (reverse).
struct Side
{
    CellRecords &records;
    OpenList &open;
    bool forward;
    Mark openMark;
    Mark closedMark;
    int label;
    quint64 openCount = 1;
};

// Bidirectional Dijkstra. Each side relaxes moves in its own direction (the reverse side pays
// for entering the cell it expands from), and every cell both sides have reached offers a path
// of cost g(n) + g'(n). The first such meeting is not necessarily the best: the search stops
// only when the two cheapest open costs add up to at least the best path seen, after which no
// undiscovered path can be cheaper.
template<typename Rec>
RunOutcome search(SearchWorkspace &workspace, const Scenario &scenario, const SearchOptions &options,
                  Rec &recorder, const RunContext &context)
{
    const SearchGraph &graph = workspace.graph;
    const int start = graph.padded(*scenario.start);
    const int goal = graph.padded(*scenario.goal);
    const std::uint8_t *const weights = graph.weights();
    const std::uint8_t *const moves = graph.moves();
    const std::array<int, moveCount> offsets = graph.offsets();
    const unsigned legalMask = moveMask(options.connectivity);

    Side forward{workspace.forward, workspace.open, true, Mark::Open, Mark::Closed, searchslots::gLabel};
    Side reverse{workspace.reverse, workspace.reverseOpen, false, Mark::OpenReverse, Mark::ClosedReverse,
                 searchslots::goalDistanceLabel};
    for (Side *side : {&forward, &reverse}) {
        side->records.begin(graph.paddedCellCount());
        side->open.reset(side->records.data());
    }
    forward.records[start] = {0, 0, forward.records.openStamp(), 0};
    forward.open.push({0.0, 0.0f, std::uint32_t(start)});
    reverse.records[goal] = {0, 0, reverse.records.openStamp(), 0};
    reverse.open.push({0.0, 0.0f, std::uint32_t(goal)});

    double best = start == goal ? 0.0 : std::numeric_limits<double>::infinity();
    int meeting = start == goal ? start : -1;
    quint64 expansions = 0;
    quint64 maxOpen = 2;
    RunOutcome outcome;

    // Trace state: the cell shown as current, and the meeting cell, which keeps its mark
    // until a better one replaces it.
    int lastCurrent = -1;
    int meetingCell = -1;
    // The open counter counts the cells the board shows waiting, the inspector's rows: a cell
    // on both open lists once (it has one mark), and the meeting point, which stays on an open
    // list while the search runs (both sides closing it would mean both lowest costs passed
    // it, and the search stops first). A sum of the two lists' sizes would count twice a cell
    // the board shows once.
    std::int32_t shownWaiting = 0;
    const auto waitingMark = [](Mark m) {
        return m == Mark::Open || m == Mark::OpenReverse || m == Mark::Meeting;
    };
    const auto show = [&](int cell, Mark m) {
        if constexpr (Rec::enabled) {
            shownWaiting += std::int32_t(waitingMark(m)) - std::int32_t(waitingMark(recorder.scene().mark(cell)));
            recorder.setMark(cell, m);
        }
    };
    const auto mark = [&](int cell, Mark m) {
        if (cell != meetingCell)
            show(cell, m);
    };
    // What a cell shows once it is no longer current or the meeting point: open wins over
    // closed, as a cell one side has closed may still wait on the other side's list.
    const auto settledMark = [&](int padded) {
        return forward.records.isOpen(padded) ? Mark::Open
             : reverse.records.isOpen(padded) ? Mark::OpenReverse
             : forward.records.isClosed(padded) ? Mark::Closed : Mark::ClosedReverse;
    };
    const auto lastCurrentMark = [&] {
        return lastCurrent < 0 ? Mark::Closed : settledMark(graph.padded(scenario.board.pos(lastCurrent)));
    };
    if constexpr (Rec::enabled) {
        traceSearchStart(recorder, startStep, scenario.board, *scenario.start, *scenario.goal);
        const int startCell = scenario.board.index(*scenario.start);
        const int goalCell = scenario.board.index(*scenario.goal);
        show(goalCell, Mark::OpenReverse);
        recorder.setLabel(searchslots::goalDistanceLabel, goalCell, 0.0f);
        show(startCell, Mark::Open);
        recorder.setLabel(searchslots::gLabel, startCell, 0.0f);
        recorder.setCounter(searchslots::openCounter, shownWaiting);
    }

    const auto expand = [&](Side &side, Side &other) {
        const int current = int(side.open.pop().cell);
        CellRecord *const cells = side.records.data();
        const CellRecord *const otherCells = other.records.data();
        const std::uint32_t openStamp = side.records.openStamp();
        const std::uint32_t closedStamp = side.records.closedStamp();
        const std::uint32_t otherOpenStamp = other.records.openStamp();
        cells[current].stamp = closedStamp;
        --side.openCount;
        ++expansions;
        const std::int32_t straight = cells[current].straight;
        const std::int32_t diagonal = cells[current].diagonal;

        int boardCell = 0;
        if constexpr (Rec::enabled) {
            boardCell = graph.boardIndex(current);
            recorder.step(expandStep.kind, expandStep.line, boardCell);
            if (lastCurrent >= 0)
                mark(lastCurrent, lastCurrentMark());
            mark(boardCell, Mark::Current);
            lastCurrent = boardCell;
            recorder.setCounter(searchslots::expansionsCounter, std::int32_t(expansions));
            recorder.setCounter(searchslots::openCounter, shownWaiting);
            recorder.enter();
        }

        for (unsigned legal = moves[current] & legalMask; legal != 0; legal &= legal - 1) {
            const int move = std::countr_zero(legal);
            const int next = current + offsets[std::size_t(move)];
            CellRecord &neighbour = cells[next];
            if (neighbour.stamp == closedStamp)
                continue;
            const std::int32_t enteredWeight = weights[side.forward ? next : current];
            const std::int32_t nextStraight = straight + enteredWeight * straightUnits[std::size_t(move)];
            const std::int32_t nextDiagonal = diagonal + enteredWeight * diagonalUnits[std::size_t(move)];
            const double nextG = double(nextStraight) + double(nextDiagonal) * sqrt2;
            const bool reached = neighbour.stamp == openStamp;
            if (reached) {
                if (nextG >= neighbour.g())
                    continue;
            } else {
                neighbour.stamp = openStamp;
                ++side.openCount;
            }
            neighbour.straight = nextStraight;
            neighbour.diagonal = nextDiagonal;
            side.records.parentMoves()[next] = std::uint8_t(move);
            if (reached)
                side.open.decrease({nextG, 0.0f, std::uint32_t(next)});
            else
                side.open.push({nextG, 0.0f, std::uint32_t(next)});

            int nextCell = 0;
            if constexpr (Rec::enabled) {
                nextCell = boardCell + graph.boardOffset(move);
                const StepAt at = reached ? updateStep : openStep;
                recorder.step(at.kind, at.line, nextCell);
                mark(nextCell, side.openMark);
                recorder.setParent(nextCell, parentDirection(move));
                recorder.setLabel(side.label, nextCell, float(nextG));
                recorder.setCounter(searchslots::openCounter, shownWaiting);
            }

            const CellRecord &there = otherCells[next];
            const double through = there.stamp >= otherOpenStamp
                ? double(nextStraight + there.straight) + double(nextDiagonal + there.diagonal) * sqrt2
                : best;
            if (through < best) {
                best = through;
                meeting = next;
                if constexpr (Rec::enabled) {
                    recorder.step(meetStep.kind, meetStep.line, nextCell);
                    if (meetingCell >= 0) {
                        const int previous = meetingCell;
                        meetingCell = -1;
                        mark(previous, previous == lastCurrent ? Mark::Current
                                                               : settledMark(graph.padded(scenario.board.pos(previous))));
                    }
                    show(nextCell, Mark::Meeting);
                    meetingCell = nextCell;
                    recorder.setCounter(searchslots::openCounter, shownWaiting);
                    const CellPos at = graph.pos(next);
                    recorder.setStatus(QT_TRANSLATE_NOOP("Status", "The searches meet at (%1,%2): a path of cost %3"),
                                       {QString::number(at.x), QString::number(at.y), QString::number(best, 'g', 10)});
                }
            }
        }
        if constexpr (Rec::enabled)
            recorder.leave();
        maxOpen = std::max(maxOpen, forward.openCount + reverse.openCount);
    };

    bool forwardTurn = true;
    while (!forward.open.empty() && !reverse.open.empty()
           && forward.open.top().key + reverse.open.top().key < best) {
        if ((expansions & 0xfff) == 0xfff && context.cancelled()) {
            outcome.cancelled = true;
            break;
        }
        const bool expandForward = options.balance == Balance::SmallerOpenList
            ? forward.openCount <= reverse.openCount : forwardTurn;
        forwardTurn = !forwardTurn;
        if (expandForward)
            expand(forward, reverse);
        else
            expand(reverse, forward);
    }

    outcome.expansions = expansions;
    outcome.maxOpen = maxOpen;
    outcome.found = !outcome.cancelled && meeting >= 0;
    if (outcome.found) {
        outcome.path = pathThroughParents(graph, forward.records, start, meeting);
        appendPathToGoal(graph, reverse.records, meeting, goal, outcome.path);
        outcome.cost = best;
    }
    if constexpr (Rec::enabled) {
        // The last step paints over marks without show(): count what it left.
        if (outcome.found)
            traceGoalReached(recorder, goalReachedStep, scenario.board, outcome, lastCurrent, lastCurrentMark());
        else if (outcome.cancelled)
            traceCancelled(recorder, expansions);
        else
            traceNoPath(recorder, noPathStep, scenario.board, *scenario.start, *scenario.goal, expansions,
                        lastCurrent, lastCurrentMark());
        if (!outcome.cancelled) {
            shownWaiting = 0;
            for (int cell = 0; cell < recorder.scene().cellCount(); ++cell)
                shownWaiting += std::int32_t(waitingMark(recorder.scene().mark(cell)));
        }
        recorder.setCounter(searchslots::openCounter, shownWaiting);
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

AlgorithmInfo bidirectionalSearchEntry()
{
    AlgorithmInfo info;
    info.id = QStringLiteral("bidirectional");
    info.family = Family::Pathfinding;
    info.name = QT_TRANSLATE_NOOP("Catalogue", "Bidirectional search");
    info.summary = QT_TRANSLATE_NOOP("Catalogue",
        "Two Dijkstra searches, one from the start and one from the goal, grow toward each other. "
        "Where they meet they offer a path; the search goes on until no cheaper one is possible, "
        "so the path is a cheapest one, weights included.");
    info.pseudoCode = {
        QT_TRANSLATE_NOOP("Catalogue", "open start forward with g = 0 and goal backward with g' = 0; best ← ∞"),
        QT_TRANSLATE_NOOP("Catalogue", "while both open lists are non-empty and the lowest g + the lowest g' < best:"),
        QT_TRANSLATE_NOOP("Catalogue", "    pick a side; current ← its open cell with the lowest cost"),
        QT_TRANSLATE_NOOP("Catalogue", "    move current to that side's closed set"),
        QT_TRANSLATE_NOOP("Catalogue", "    for each free neighbour n of current not closed on that side:"),
        QT_TRANSLATE_NOOP("Catalogue", "        if n is new to this side or cheaper through current:"),
        QT_TRANSLATE_NOOP("Catalogue", "            parent(n) ← current; update its cost; put n on this side's open list"),
        QT_TRANSLATE_NOOP("Catalogue", "            if the other side has reached n and g(n) + g'(n) < best:"),
        QT_TRANSLATE_NOOP("Catalogue", "                best ← g(n) + g'(n); meeting ← n"),
        QT_TRANSLATE_NOOP("Catalogue", "if best = ∞: return \"no path\""),
        QT_TRANSLATE_NOOP("Catalogue", "return start → meeting → goal through both sides' parents"),
    };
    info.legend = {
        {Mark::Open, QT_TRANSLATE_NOOP("Catalogue", "Open on the side of the start")},
        {Mark::Closed, QT_TRANSLATE_NOOP("Catalogue", "Closed on the side of the start")},
        {Mark::OpenReverse, QT_TRANSLATE_NOOP("Catalogue", "Open on the side of the goal")},
        {Mark::ClosedReverse, QT_TRANSLATE_NOOP("Catalogue", "Closed on the side of the goal")},
        {Mark::Current, QT_TRANSLATE_NOOP("Catalogue", "The cell being expanded")},
        {Mark::Meeting, QT_TRANSLATE_NOOP("Catalogue", "Where the searches meet on the best path so far")},
        {Mark::Path, QT_TRANSLATE_NOOP("Catalogue", "The path found")},
    };
    info.parameters = {searchparameters::connectivity(), searchparameters::balance()};
    info.labels = {{"g", QT_TRANSLATE_NOOP("Catalogue", "g: cost from the start")},
                   {"g-goal", QT_TRANSLATE_NOOP("Catalogue", "g': cost to the goal")}};
    info.sequences = {{"path", QT_TRANSLATE_NOOP("Catalogue", "Path")}};
    info.counters = {{"expansions", QT_TRANSLATE_NOOP("Catalogue", "Cells expanded")},
                     {"open", QT_TRANSLATE_NOOP("Catalogue", "Cells on the open lists")}};
    info.stepKinds = {
        {"start", QT_TRANSLATE_NOOP("Catalogue", "Start")},
        {"expand", QT_TRANSLATE_NOOP("Catalogue", "Expand a cell")},
        {"open", QT_TRANSLATE_NOOP("Catalogue", "Open a neighbour")},
        {"update", QT_TRANSLATE_NOOP("Catalogue", "Update a neighbour with a better cost")},
        {"meet", QT_TRANSLATE_NOOP("Catalogue", "The searches meet on a better path"), true},
        {"goal-reached", QT_TRANSLATE_NOOP("Catalogue", "Path found"), true},
        {"no-path", QT_TRANSLATE_NOOP("Catalogue", "No path"), true},
    };
    info.run = run;
    return info;
}

} // namespace gridtrace
