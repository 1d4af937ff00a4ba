#include "recursivedivision.h"

#include "endpointjoiner.h"
#include "mazecanvas.h"
#include "mazelattice.h"
#include "mazerandom.h"

namespace gridtrace {

namespace {

// In the order of the catalogue entry's tables and pseudo-code below.
enum StepKind { DivideStep, PlaceWallStep, OpenEndpointStep, RerouteStep, DoneStep };
enum Counter { WallCounter, ChamberCounter };
enum Line { BorderLine = 1, PushWholeLine, LoopLine, PopLine, CutLine, WallLine, PushHalvesLine,
            OpenEndpointLine, RerouteLine };

// A rectangle of rooms, in room coordinates, inclusive.
struct Chamber
{
    int left;
    int top;
    int right;
    int bottom;
};

template<typename Rec>
RunOutcome generate(const Scenario &scenario, RunContext &context, Rec &recorder)
{
    RunOutcome outcome;
    const int width = scenario.board.width();
    const int height = scenario.board.height();
    MazeCanvas<Rec> canvas(width, height, Grid::Wall, recorder);
    const MazeLattice lattice(width, height);
    MazeRandom random(scenario.seed);

    // Before the first step, so the open inside is the initial scene.
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            if (lattice.inRegion({x, y}))
                canvas.open({x, y});
        }
    }

    std::vector<Chamber> chambers;
    if (!lattice.isEmpty())
        chambers.push_back({0, 0, lattice.columns() - 1, lattice.rows() - 1});
    recorder.setCounter(ChamberCounter, std::int32_t(chambers.size()));

    std::vector<CellPos> wall;     // the wall being built, gap included
    std::vector<CellPos> lastWall; // marked in the last step, unmarked in the next
    CellPos lastGap;
    std::uint32_t iteration = 0;
    while (!chambers.empty()) {
        if ((++iteration & 0xfff) == 0 && context.cancelled()) {
            outcome.cancelled = true;
            return outcome;
        }
        const Chamber chamber = chambers.back();
        chambers.pop_back();
        const int columns = chamber.right - chamber.left + 1;
        const int rows = chamber.bottom - chamber.top + 1;
        // A corridor one room wide is already a tree: leaving it whole keeps the long passages
        // the method is known for.
        if (columns < 2 || rows < 2)
            continue;

        // Cutting across the longer side keeps chambers near square.
        const bool horizontal = rows > columns || (rows == columns && random.below(2) == 0);
        wall.clear();
        CellPos gap;
        Chamber first = chamber;
        Chamber second = chamber;
        if (horizontal) {
            const int above = chamber.top + random.below(rows - 1); // the last row above the wall
            const int y = 2 * above + 2;
            for (int x = 2 * chamber.left + 1; x <= 2 * chamber.right + 1; ++x)
                wall.push_back({x, y});
            gap = {2 * (chamber.left + random.below(columns)) + 1, y};
            first.bottom = above;
            second.top = above + 1;
        } else {
            const int left = chamber.left + random.below(columns - 1); // the last column left of it
            const int x = 2 * left + 2;
            for (int y = 2 * chamber.top + 1; y <= 2 * chamber.bottom + 1; ++y)
                wall.push_back({x, y});
            gap = {x, 2 * (chamber.top + random.below(rows)) + 1};
            first.right = left;
            second.left = left + 1;
        }

        recorder.step(DivideStep, CutLine, canvas.index(gap));
        recorder.setStatus(horizontal ? QT_TRANSLATE_NOOP("Status", "divide the chamber with a horizontal wall")
                                      : QT_TRANSLATE_NOOP("Status", "divide the chamber with a vertical wall"));
        for (CellPos cell : lastWall)
            canvas.setMark(cell, Mark::None);
        if (!lastWall.empty())
            canvas.setMark(lastGap, Mark::None);
        recorder.setCounter(ChamberCounter, std::int32_t(chambers.size()));
        for (CellPos cell : wall)
            canvas.setMark(cell, Mark::Frontier);

        recorder.step(PlaceWallStep, WallLine, canvas.index(gap));
        recorder.setStatus(QT_TRANSLATE_NOOP("Status", "build the wall, leaving one gap"));
        for (CellPos cell : wall) {
            if (cell == gap) {
                canvas.setMark(cell, Mark::Carved);
                continue;
            }
            canvas.close(cell);
            canvas.setMark(cell, Mark::Current);
        }
        recorder.addToCounter(WallCounter, std::int32_t(wall.size()) - 1);
        // The wall cells built, as the walls counter counts them, are the run's expansions.
        outcome.expansions += wall.size() - 1;
        // Pushed second half first, so the first half is divided next, as recursion would.
        chambers.push_back(second);
        chambers.push_back(first);
        recorder.setCounter(ChamberCounter, std::int32_t(chambers.size()));
        lastWall.swap(wall);
        lastGap = gap;
    }

    EndpointJoiner<Rec>(canvas, lattice, random, {OpenEndpointStep, RerouteStep, OpenEndpointLine, RerouteLine})
        .join(scenario.start, scenario.goal);

    recorder.step(DoneStep, 0);
    canvas.clearTransient(0);
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

AlgorithmInfo recursiveDivision()
{
    AlgorithmInfo info;
    info.id = QStringLiteral("maze-division");
    info.family = Family::Maze;
    info.name = QT_TRANSLATE_NOOP("Catalogue", "Recursive division maze");
    info.summary = QT_TRANSLATE_NOOP("Catalogue",
        "Builds a perfect maze by adding walls: it splits the open board into two chambers "
        "with a wall that has one gap, then splits each chamber the same way until the "
        "chambers are one cell wide. Rooms on odd coordinates; a start or goal on a wall is "
        "opened and joined to the maze.");
    info.pseudoCode = {
        QT_TRANSLATE_NOOP("Catalogue", "wall the border, leave the inside open"),
        QT_TRANSLATE_NOOP("Catalogue", "push the whole inside as one chamber"),
        QT_TRANSLATE_NOOP("Catalogue", "while a chamber is left:"),
        QT_TRANSLATE_NOOP("Catalogue", "    pop a chamber; skip it if it is one cell wide or high"),
        QT_TRANSLATE_NOOP("Catalogue", "    choose a wall line across its longer side (at random if square)"),
        QT_TRANSLATE_NOOP("Catalogue", "    build the wall, leaving a random gap"),
        QT_TRANSLATE_NOOP("Catalogue", "    push the two halves"),
        openEndpointLine,
        rerouteLine,
    };
    info.legend = {
        {Mark::Frontier, QT_TRANSLATE_NOOP("Catalogue", "Where the next wall goes"), QT_TRANSLATE_NOOP("Catalogue", "Next wall")},
        {Mark::Current, QT_TRANSLATE_NOOP("Catalogue", "The wall just built"), QT_TRANSLATE_NOOP("Catalogue", "New wall")},
        {Mark::Carved, QT_TRANSLATE_NOOP("Catalogue", "The gap in that wall, or a corridor opened to the start or goal"), QT_TRANSLATE_NOOP("Catalogue", "Gap")},
    };
    info.counters = {
        {"walls", QT_TRANSLATE_NOOP("Catalogue", "Wall cells built")},
        {"chambers", QT_TRANSLATE_NOOP("Catalogue", "Chambers waiting")},
    };
    info.stepKinds = {
        {"divide", QT_TRANSLATE_NOOP("Catalogue", "Divide")},
        {"place-wall", QT_TRANSLATE_NOOP("Catalogue", "Place a wall")},
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
