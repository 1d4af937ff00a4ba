#include "recursivebacktracker.h"

#include "endpointjoiner.h"
#include "mazecanvas.h"
#include "mazelattice.h"
#include "mazerandom.h"

#include <array>

namespace gridtrace {

namespace {

// In the order of the catalogue entry's tables and pseudo-code below.
enum StepKind { StartStep, CarveStep, BacktrackStep, OpenEndpointStep, RerouteStep, DoneStep };
enum Counter { CarvedCounter, StackCounter };
enum Line { FillLine = 1, StartLine, LoopLine, TopLine, TestLine, CarveLine, PushLine, ElseLine,
            PopLine, OpenEndpointLine, RerouteLine };
constexpr int stackSequence = 0;
constexpr int sequenceCount = 1;

template<typename Rec>
RunOutcome generate(const Scenario &scenario, RunContext &context, Rec &recorder)
{
    RunOutcome outcome;
    MazeCanvas<Rec> canvas(scenario.board.width(), scenario.board.height(), Grid::Wall, recorder);
    const MazeLattice lattice(scenario.board.width(), scenario.board.height());
    MazeRandom random(scenario.seed);

    if (!lattice.isEmpty()) {
        // Growing the maze from the start lets the class watch it spread from there.
        const CellPos first = scenario.start ? lattice.nearestRoom(*scenario.start)
                                             : lattice.room(random.below(lattice.roomCount()));
        recorder.step(StartStep, StartLine, canvas.index(first));
        recorder.setStatus(QT_TRANSLATE_NOOP("Status", "carve the first cell and push it on the stack"));
        canvas.open(first);
        canvas.setMark(first, Mark::Current);
        recorder.pushBack(stackSequence, canvas.index(first));
        recorder.setCounter(CarvedCounter, 1);
        recorder.setCounter(StackCounter, 1);
        // The cells carved, as the carved counter counts them, are the run's expansions.
        outcome.expansions = 1;

        // An explicit stack: a 4096 x 4096 board would overflow the call stack.
        std::vector<CellPos> stack{first};
        std::uint32_t iteration = 0;
        while (!stack.empty()) {
            if ((++iteration & 0xfff) == 0 && context.cancelled()) {
                outcome.cancelled = true;
                return outcome;
            }
            const CellPos current = stack.back();
            std::array<CellPos, 4> choices;
            int choiceCount = 0;
            for (Direction d : orthogonalDirections) {
                const CellPos next = MazeLattice::roomBeyond(current, d);
                if (lattice.isRoom(next) && !canvas.isOpen(next))
                    choices[std::size_t(choiceCount++)] = next;
            }
            if (choiceCount > 0) {
                const CellPos next = choices[std::size_t(random.below(choiceCount))];
                const CellPos link = MazeLattice::linkBetween(current, next);
                recorder.step(CarveStep, CarveLine, canvas.index(next));
                recorder.setStatus(QT_TRANSLATE_NOOP("Status", "carve into an uncarved neighbour and push it"));
                canvas.setMark(current, Mark::Stack);
                canvas.open(link);
                canvas.setMark(link, Mark::Stack);
                canvas.open(next);
                canvas.setMark(next, Mark::Current);
                recorder.pushBack(stackSequence, canvas.index(next));
                recorder.addToCounter(CarvedCounter, 2);
                outcome.expansions += 2;
                stack.push_back(next);
                recorder.setCounter(StackCounter, std::int32_t(stack.size()));
            } else {
                recorder.step(BacktrackStep, PopLine, canvas.index(current));
                recorder.setStatus(QT_TRANSLATE_NOOP("Status", "dead end: pop it and backtrack"));
                stack.pop_back();
                recorder.popBack(stackSequence);
                recorder.setCounter(StackCounter, std::int32_t(stack.size()));
                canvas.setMark(current, Mark::Backtracked);
                if (!stack.empty()) {
                    canvas.setMark(MazeLattice::linkBetween(current, stack.back()), Mark::Backtracked);
                    canvas.setMark(stack.back(), Mark::Current);
                }
            }
        }
    }

    EndpointJoiner<Rec>(canvas, lattice, random, {OpenEndpointStep, RerouteStep, OpenEndpointLine, RerouteLine})
        .join(scenario.start, scenario.goal);

    recorder.step(DoneStep, 0);
    canvas.clearTransient(sequenceCount);
    const int passages = canvas.board().cellCount() - canvas.board().wallCount();
    recorder.setStatus(QT_TRANSLATE_NOOP("Status", "maze done: %1 passage cells"), {QString::number(passages)});
    outcome.found = true;
    outcome.board = canvas.takeBoard();
    return outcome;
}

RunOutcome run(const Scenario &scenario, RunContext &context)
{
    if (context.recorder)
        return generate(scenario, context, *context.recorder);
    NullRecorder recorder;
    return generate(scenario, context, recorder);
}

} // namespace

AlgorithmInfo recursiveBacktracker()
{
    AlgorithmInfo info;
    info.id = QStringLiteral("maze-backtracker");
    info.family = Family::Maze;
    info.name = QT_TRANSLATE_NOOP("Catalogue", "Recursive backtracker maze");
    info.summary = QT_TRANSLATE_NOOP("Catalogue",
        "Carves a perfect maze depth first: from the cell on top of a stack it carves into a "
        "random uncarved neighbour, and backtracks when there is none. Long winding passages, "
        "few dead ends. Rooms on odd coordinates; a start or goal on a wall is opened and "
        "joined to the maze.");
    info.pseudoCode = {
        QT_TRANSLATE_NOOP("Catalogue", "fill the board with walls"),
        QT_TRANSLATE_NOOP("Catalogue", "carve a first cell and push it on the stack"),
        QT_TRANSLATE_NOOP("Catalogue", "while the stack is not empty:"),
        QT_TRANSLATE_NOOP("Catalogue", "    current = the cell on top of the stack"),
        QT_TRANSLATE_NOOP("Catalogue", "    if current has uncarved neighbours two cells away:"),
        QT_TRANSLATE_NOOP("Catalogue", "        carve a random one and the wall between"),
        QT_TRANSLATE_NOOP("Catalogue", "        push it on the stack"),
        QT_TRANSLATE_NOOP("Catalogue", "    else:"),
        QT_TRANSLATE_NOOP("Catalogue", "        pop current off the stack (backtrack)"),
        openEndpointLine,
        rerouteLine,
    };
    info.legend = {
        {Mark::Current, QT_TRANSLATE_NOOP("Catalogue", "The cell on top of the stack, where carving goes on")},
        {Mark::Stack, QT_TRANSLATE_NOOP("Catalogue", "A passage on the stack: the way back to the first cell")},
        {Mark::Backtracked, QT_TRANSLATE_NOOP("Catalogue", "A finished passage, popped off the stack")},
        {Mark::Carved, QT_TRANSLATE_NOOP("Catalogue", "A corridor opened to join the start or goal")},
    };
    info.sequences = {{"stack", QT_TRANSLATE_NOOP("Catalogue", "Stack")}};
    info.counters = {
        {"carved", QT_TRANSLATE_NOOP("Catalogue", "Cells carved")},
        {"stack", QT_TRANSLATE_NOOP("Catalogue", "Stack depth")},
    };
    info.stepKinds = {
        {"start", QT_TRANSLATE_NOOP("Catalogue", "Start")},
        {"carve", QT_TRANSLATE_NOOP("Catalogue", "Carve")},
        {"backtrack", QT_TRANSLATE_NOOP("Catalogue", "Backtrack")},
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
