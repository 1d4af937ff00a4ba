#include "primmaze.h"

#include "endpointjoiner.h"
#include "mazecanvas.h"
#include "mazelattice.h"
#include "mazerandom.h"

#include <array>

namespace gridtrace {

namespace {

// In the order of the catalogue entry's tables and pseudo-code below.
enum StepKind { StartStep, CarveStep, AddFrontierStep, OpenEndpointStep, RerouteStep, DoneStep };
enum Counter { CarvedCounter, FrontierCounter };
enum Line { FillLine = 1, StartLine, LoopLine, TakeLine, CarveLine, AddLine, OpenEndpointLine,
            RerouteLine };

enum RoomState : std::uint8_t { Untouched, InFrontier, InMaze };

template<typename Rec>
class PrimMaze
{
public:
    PrimMaze(const Scenario &scenario, Rec &recorder)
        : m_canvas(scenario.board.width(), scenario.board.height(), Grid::Wall, recorder)
        , m_lattice(scenario.board.width(), scenario.board.height())
        , m_random(scenario.seed)
        , m_recorder(recorder)
        , m_state(std::size_t(m_lattice.roomCount()), Untouched)
    {
    }

    RunOutcome run(const Scenario &scenario, RunContext &context)
    {
        RunOutcome outcome;
        if (!m_lattice.isEmpty()) {
            const CellPos first = scenario.start ? m_lattice.nearestRoom(*scenario.start)
                                                 : m_lattice.room(m_random.below(m_lattice.roomCount()));
            m_recorder.step(StartStep, StartLine, m_canvas.index(first));
            m_recorder.setStatus(QT_TRANSLATE_NOOP("Status", "carve a first cell and add its neighbours to the frontier"));
            carve({first});
            addNeighbours(first, false);
            outcome.expansions = 1;

            std::uint32_t iteration = 0;
            while (!m_frontier.empty()) {
                if ((++iteration & 0xfff) == 0 && context.cancelled()) {
                    outcome.cancelled = true;
                    return outcome;
                }
                // Swap-remove: the frontier's order is arbitrary, only the draw matters.
                const std::size_t taken = std::size_t(m_random.below(int(m_frontier.size())));
                const CellPos cell = m_frontier[taken];
                m_frontier[taken] = m_frontier.back();
                m_frontier.pop_back();

                std::array<CellPos, 4> carved;
                int carvedCount = 0;
                for (Direction d : orthogonalDirections) {
                    const CellPos next = MazeLattice::roomBeyond(cell, d);
                    if (m_lattice.isRoom(next) && m_state[std::size_t(m_lattice.roomIndex(next))] == InMaze)
                        carved[std::size_t(carvedCount++)] = next;
                }
                const CellPos into = carved[std::size_t(m_random.below(carvedCount))];
                m_recorder.step(CarveStep, CarveLine, m_canvas.index(cell));
                m_recorder.setStatus(QT_TRANSLATE_NOOP("Status", "carve a random frontier cell and the wall to a random carved neighbour"));
                carve({MazeLattice::linkBetween(cell, into), cell});
                addNeighbours(cell, true);
                // The cells carved, as the carved counter counts them, are the run's expansions.
                outcome.expansions += 2;
            }
        }

        EndpointJoiner<Rec>(m_canvas, m_lattice, m_random, {OpenEndpointStep, RerouteStep, OpenEndpointLine, RerouteLine})
            .join(scenario.start, scenario.goal);

        m_recorder.step(DoneStep, 0);
        m_canvas.clearTransient(0);
        const int passages = m_canvas.board().cellCount() - m_canvas.board().wallCount();
        m_recorder.setStatus(QT_TRANSLATE_NOOP("Status", "maze done: %1 passage cells"), {QString::number(passages)});
        outcome.found = true;
        outcome.board = m_canvas.takeBoard();
        return outcome;
    }

private:
    // The cells carved last are Current for one step, Carved after.
    void carve(std::initializer_list<CellPos> cells)
    {
        for (CellPos cell : m_current)
            m_canvas.setMark(cell, Mark::Carved);
        m_current.assign(cells.begin(), cells.end());
        for (CellPos cell : cells) {
            m_canvas.open(cell);
            m_canvas.setMark(cell, Mark::Current);
            if (m_lattice.isRoom(cell))
                m_state[std::size_t(m_lattice.roomIndex(cell))] = InMaze;
        }
        m_recorder.addToCounter(CarvedCounter, std::int32_t(cells.size()));
        m_recorder.setCounter(FrontierCounter, std::int32_t(m_frontier.size()));
    }

    // The first cell's neighbours belong to its start step; later ones get a step of their
    // own, when there are any.
    void addNeighbours(CellPos cell, bool ownStep)
    {
        for (Direction d : orthogonalDirections) {
            const CellPos next = MazeLattice::roomBeyond(cell, d);
            if (!m_lattice.isRoom(next) || m_state[std::size_t(m_lattice.roomIndex(next))] != Untouched)
                continue;
            if (ownStep) {
                m_recorder.step(AddFrontierStep, AddLine, m_canvas.index(cell));
                m_recorder.setStatus(QT_TRANSLATE_NOOP("Status", "add its uncarved neighbours to the frontier"));
                ownStep = false;
            }
            m_state[std::size_t(m_lattice.roomIndex(next))] = InFrontier;
            m_frontier.push_back(next);
            m_canvas.setMark(next, Mark::Frontier);
        }
        m_recorder.setCounter(FrontierCounter, std::int32_t(m_frontier.size()));
    }

    MazeCanvas<Rec> m_canvas;
    MazeLattice m_lattice;
    MazeRandom m_random;
    Rec &m_recorder;
    std::vector<std::uint8_t> m_state; // a RoomState per room
    std::vector<CellPos> m_frontier;
    std::vector<CellPos> m_current;
};

RunOutcome run(const Scenario &scenario, RunContext &context)
{
    if (context.recorder)
        return PrimMaze<Recorder>(scenario, *context.recorder).run(scenario, context);
    NullRecorder recorder;
    return PrimMaze<NullRecorder>(scenario, recorder).run(scenario, context);
}

} // namespace

AlgorithmInfo primMaze()
{
    AlgorithmInfo info;
    info.id = QStringLiteral("maze-prim");
    info.family = Family::Maze;
    info.name = QT_TRANSLATE_NOOP("Catalogue", "Prim's maze");
    info.summary = QT_TRANSLATE_NOOP("Catalogue",
        "Grows a perfect maze like Prim's minimum spanning tree with random weights: it keeps "
        "a frontier of uncarved cells beside the maze and carves a random one into it. Short "
        "passages, many dead ends. Rooms on odd coordinates; a start or goal on a wall is "
        "opened and joined to the maze.");
    info.pseudoCode = {
        QT_TRANSLATE_NOOP("Catalogue", "fill the board with walls"),
        QT_TRANSLATE_NOOP("Catalogue", "carve a first cell; add its neighbours two cells away to the frontier"),
        QT_TRANSLATE_NOOP("Catalogue", "while the frontier is not empty:"),
        QT_TRANSLATE_NOOP("Catalogue", "    take a random cell out of the frontier"),
        QT_TRANSLATE_NOOP("Catalogue", "    carve it and the wall to a random carved neighbour"),
        QT_TRANSLATE_NOOP("Catalogue", "    add its uncarved neighbours to the frontier"),
        openEndpointLine,
        rerouteLine,
    };
    info.legend = {
        {Mark::Current, QT_TRANSLATE_NOOP("Catalogue", "The passage carved in this step")},
        {Mark::Carved, QT_TRANSLATE_NOOP("Catalogue", "A passage carved earlier")},
        {Mark::Frontier, QT_TRANSLATE_NOOP("Catalogue", "The frontier: uncarved cells beside the maze")},
    };
    info.counters = {
        {"carved", QT_TRANSLATE_NOOP("Catalogue", "Cells carved")},
        {"frontier", QT_TRANSLATE_NOOP("Catalogue", "Frontier size")},
    };
    info.stepKinds = {
        {"start", QT_TRANSLATE_NOOP("Catalogue", "Start")},
        {"carve", QT_TRANSLATE_NOOP("Catalogue", "Carve")},
        {"add-frontier", QT_TRANSLATE_NOOP("Catalogue", "Add to the frontier")},
        openEndpointStepKind,
        rerouteStepKind,
        {"done", QT_TRANSLATE_NOOP("Catalogue", "Done"), true},
    };
    info.needsStart = false;
    info.needsGoal = false;
    info.usesOptionalEndpoints = true;
    info.givesPath = false;
    info.makesBoard = true;
    info.usesSeed = true;
    info.frontier = Frontier::None;
    info.run = run;
    return info;
}

} // namespace gridtrace
