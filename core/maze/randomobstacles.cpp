#include "randomobstacles.h"

#include "mazecanvas.h"
#include "mazerandom.h"

namespace gridtrace {

namespace {

// In the order of the catalogue entry's tables and pseudo-code below.
enum StepKind { PlaceWallsStep, DoneStep };
enum Counter { WallCounter, WeightedCounter };
enum Line { ClearLine = 1, RowLine, EndpointLine, WallLine, WeightLine };

// A free cell of a weighted board is heavy with this probability.
constexpr double heavyShare = 0.5;

template<typename Rec>
RunOutcome generate(const Scenario &scenario, RunContext &context, Rec &recorder)
{
    RunOutcome outcome;
    const int width = scenario.board.width();
    const int height = scenario.board.height();
    const double density = scenario.parameters.value(QStringLiteral("density")).toDouble();
    const bool weighted = scenario.parameters.value(QStringLiteral("weighted")).toBool();
    MazeCanvas<Rec> canvas(width, height, Grid::MinWeight, recorder);
    MazeRandom random(scenario.seed);

    std::int32_t walls = 0;
    std::int32_t heavy = 0;
    for (int y = 0; y < height; ++y) {
        if (context.cancelled()) {
            outcome.cancelled = true;
            return outcome;
        }
        // A step per row: a step per cell would drown a lecture in steps that all look alike.
        recorder.step(PlaceWallsStep, WallLine, canvas.index({0, y}));
        recorder.setStatus(QT_TRANSLATE_NOOP("Status", "scatter walls, row by row"));
        for (int x = 0; x < width; ++x) {
            const CellPos cell{x, y};
            // Every cell drawn for is one the run visited: its expansions.
            ++outcome.expansions;
            // Every cell takes its draws, endpoint or not, so moving the start or goal changes
            // those cells only and not the rest of the board.
            std::uint8_t weight = random.chance(density) ? Grid::Wall : Grid::MinWeight;
            if (weight != Grid::Wall && weighted && random.chance(heavyShare))
                weight = std::uint8_t(2 + random.below(Grid::MaxWeight - 1));
            if (cell == scenario.start || cell == scenario.goal)
                weight = Grid::MinWeight;
            if (weight == Grid::MinWeight)
                continue;
            canvas.set(cell, weight);
            (weight == Grid::Wall ? walls : heavy) += 1;
        }
        recorder.setCounter(WallCounter, walls);
        recorder.setCounter(WeightedCounter, heavy);
    }

    recorder.step(DoneStep, 0);
    const double share = 100.0 * walls / canvas.board().cellCount();
    recorder.setStatus(QT_TRANSLATE_N_NOOP("Status", "done: %n wall(s) (%1%)"),
                       {QString::number(walls), QString::number(share, 'f', 1)});
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

AlgorithmInfo randomObstacles()
{
    AlgorithmInfo info;
    info.id = QStringLiteral("random-obstacles");
    info.family = Family::Maze;
    info.name = QT_TRANSLATE_NOOP("Catalogue", "Random obstacles");
    info.summary = QT_TRANSLATE_NOOP("Catalogue",
        "Makes each cell a wall with the chosen probability and, on a weighted board, gives "
        "half of the free cells a random weight 2 to 9. The start and goal stay free, but "
        "nothing promises a way between them.");
    info.pseudoCode = {
        QT_TRANSLATE_NOOP("Catalogue", "clear the board"),
        QT_TRANSLATE_NOOP("Catalogue", "for each cell, row by row:"),
        QT_TRANSLATE_NOOP("Catalogue", "    if it is the start or the goal, keep it free"),
        QT_TRANSLATE_NOOP("Catalogue", "    else make it a wall with probability density"),
        QT_TRANSLATE_NOOP("Catalogue", "    if weighted and still free, with probability 1/2 give it a weight 2..9"),
    };
    info.parameters = {
        ParameterSpec::real(QStringLiteral("density"), QT_TRANSLATE_NOOP("Catalogue", "Density"),
                            QT_TRANSLATE_NOOP("Catalogue", "The share of cells that become walls, 0 to 1"),
                            0.3, 0.0, 1.0),
        ParameterSpec::boolean(QStringLiteral("weighted"), QT_TRANSLATE_NOOP("Catalogue", "Weighted"),
                               QT_TRANSLATE_NOOP("Catalogue", "Give half of the free cells a random weight 2 to 9"),
                               false),
    };
    info.counters = {
        {"walls", QT_TRANSLATE_NOOP("Catalogue", "Walls")},
        {"weighted", QT_TRANSLATE_NOOP("Catalogue", "Weighted cells")},
    };
    info.stepKinds = {
        {"place-walls", QT_TRANSLATE_NOOP("Catalogue", "Place walls")},
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
