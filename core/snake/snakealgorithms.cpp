#include "snakealgorithms.h"

#include "greedysnakeai.h"
#include "hamiltonsnakeai.h"
#include "shadowsnakeai.h"
#include "snakeplay.h"

#include <QCoreApplication>

#include <algorithm>

namespace gridtrace {

namespace {

const QString seedAiId = QStringLiteral("seed-000");
const QString greedyAiId = QStringLiteral("greedy");
const QString hamiltonFollowId = QStringLiteral("hamilton-follow");
const QString hamiltonSeedId = QStringLiteral("hamilton-seed");
const QString hamiltonSafeId = QStringLiteral("hamilton-safe");
const QString hamiltonAdaptiveId = QStringLiteral("hamilton-adaptive");

// "greedy" alone is greedy best-first search in the catalogue.
QString catalogueId(const QString &ai)
{
    return QStringLiteral("snake-") + ai;
}

template<template<typename> class Ai, typename Rec>
SnakeResult play(SnakeGame &game, Rec &recorder, const std::atomic<bool> *cancel, QStringList *notes = nullptr,
                 const SnakeProgress *progress = nullptr)
{
    Ai<Rec> ai;
    playSnake(game, ai, recorder, cancel, progress);
    if constexpr (requires { ai.notes(); }) {
        if (notes)
            *notes = ai.notes();
    }
    return {game.state(), game.length(), game.steps()};
}

// The body runs west from the head, turning where a wall or itself is in the way.
bool layBody(SnakeRules &rules, const Scenario &scenario, QString *error)
{
    const int length = scenario.parameters.value(QStringLiteral("start-length")).toInt();
    CellPos cell = scenario.start.value_or(CellPos{length, 1});
    rules.startBody.push_back(cell);
    while (int(rules.startBody.size()) < length) {
        bool laid = false;
        for (Direction d : {Direction::West, Direction::North, Direction::South, Direction::East}) {
            const CellPos next = step(cell, d);
            if (rules.board.isPassable(next) && next != scenario.food
                && std::find(rules.startBody.begin(), rules.startBody.end(), next) == rules.startBody.end()) {
                rules.startBody.push_back(next);
                cell = next;
                laid = true;
                break;
            }
        }
        if (!laid) {
            *error = QCoreApplication::translate("Catalogue", "no room for a snake of %1 cells at (%2,%3)")
                         .arg(length).arg(rules.startBody.front().x).arg(rules.startBody.front().y);
            return false;
        }
    }
    return true;
}

} // namespace

int straightRoomWest(const Scenario &scenario)
{
    if (!scenario.start)
        return 0;
    int room = 1;
    for (CellPos cell = step(*scenario.start, Direction::West); scenario.board.isPassable(cell) && cell != scenario.food;
         cell = step(cell, Direction::West))
        ++room;
    return room;
}

namespace {

SnakeRules rulesOf(const Scenario &scenario, QString *error)
{
    SnakeRules rules;
    rules.board = scenario.board;
    rules.firstFood = scenario.food;
    if (scenario.snake.size() >= 2) {
        rules.startBody = scenario.snake;
    } else if (!layBody(rules, scenario, error)) {
        return rules;
    }
    // Heading away from its neck.
    rules.startDirection = rules.startBody.size() > 1 ? directionBetween(rules.startBody[1], rules.startBody[0])
                                                      : Direction::East;
    rules.headMayEnterLeavingTail = scenario.parameters.value(QStringLiteral("tail-rule")).toString()
                                    != QStringLiteral("strict");
    rules.stepLimit = scenario.parameters.value(QStringLiteral("step-limit")).toInt();
    *error = rules.error();
    return rules;
}

template<template<typename> class Ai>
RunOutcome run(const Scenario &scenario, RunContext &context)
{
    RunOutcome outcome;
    const SnakeRules rules = rulesOf(scenario, &outcome.error);
    if (!outcome.error.isEmpty())
        return outcome;
    SnakeGame game(rules, scenario.seed);
    SnakeResult result;
    if (context.recorder) {
        result = play<Ai>(game, *context.recorder, context.cancel, &outcome.notes);
    } else {
        NullRecorder recorder;
        result = play<Ai>(game, recorder, context.cancel, &outcome.notes);
    }
    outcome.cancelled = result.state == SnakeState::Playing;
    outcome.found = result.state == SnakeState::Won;
    if (!outcome.cancelled)
        outcome.facts.insert(QStringLiteral("outcome"), snakeOutcomeId(result.state));
    for (int cell : game.body())
        outcome.path.push_back(game.pos(cell));
    outcome.cost = result.length;
    outcome.expansions = quint64(result.steps);
    return outcome;
}

AlgorithmInfo snakeEntry()
{
    AlgorithmInfo info;
    info.family = Family::Snake;
    info.needsStart = true; // the snake's head
    info.needsGoal = false;
    info.usesSeed = true; // where the food falls
    info.pathIsBody = true;
    info.parameters = {
        ParameterSpec::integer(QStringLiteral("start-length"), QT_TRANSLATE_NOOP("Catalogue", "Start length"),
                               QT_TRANSLATE_NOOP("Catalogue", "The snake's length at the start, its body west of the head, unless a snake is drawn on the board"),
                               4, 1, SnakeRules::maxStartLength),
        ParameterSpec::choice(QStringLiteral("tail-rule"), QT_TRANSLATE_NOOP("Catalogue", "Tail rule"),
                              QT_TRANSLATE_NOOP("Catalogue", "Whether the head may enter the cell the tail leaves on the same move"),
                              {QStringLiteral("follow"), QStringLiteral("strict")},
                              {QT_TRANSLATE_NOOP("Catalogue", "The head may follow the tail"),
                               QT_TRANSLATE_NOOP("Catalogue", "Entering the tail's cell is fatal")},
                              QStringLiteral("follow")),
        // A traced move holds a whole search, so the default keeps a trace to a lesson's size.
        ParameterSpec::integer(QStringLiteral("step-limit"), QT_TRANSLATE_NOOP("Catalogue", "Step limit"),
                               QT_TRANSLATE_NOOP("Catalogue", "The game ends at this many moves, neither won nor lost; 0 is the square of the free cells"),
                               300, 0, 1'000'000'000),
    };
    info.sequences = {
        {"body", QT_TRANSLATE_NOOP("Catalogue", "Snake")},
        {"shadow", QT_TRANSLATE_NOOP("Catalogue", "Shadow snake")},
        {"path", QT_TRANSLATE_NOOP("Catalogue", "Path to the food")},
        {"stack", QT_TRANSLATE_NOOP("Catalogue", "Search toward the tail")},
    };
    info.counters = {
        {"length", QT_TRANSLATE_NOOP("Catalogue", "Length")},
        {"moves", QT_TRANSLATE_NOOP("Catalogue", "Moves")},
        {"expansions", QT_TRANSLATE_NOOP("Catalogue", "Expansions")},
        {"backtracks", QT_TRANSLATE_NOOP("Catalogue", "Backtracks")},
    };
    info.stepKinds = {
        {"think", QT_TRANSLATE_NOOP("Catalogue", "Decide a move")},
        {"expand", QT_TRANSLATE_NOOP("Catalogue", "Expand")},
        {"path-found", QT_TRANSLATE_NOOP("Catalogue", "Path to the food found")},
        {"no-path", QT_TRANSLATE_NOOP("Catalogue", "No path to the food")},
        {"shadow", QT_TRANSLATE_NOOP("Catalogue", "Shadow snake step")},
        {"tail-search", QT_TRANSLATE_NOOP("Catalogue", "Search toward the tail")},
        {"backtrack", QT_TRANSLATE_NOOP("Catalogue", "Backtrack"), true},
        {"tail-reached", QT_TRANSLATE_NOOP("Catalogue", "Tail reached")},
        {"tail-lost", QT_TRANSLATE_NOOP("Catalogue", "Tail out of reach"), true},
        {"decide", QT_TRANSLATE_NOOP("Catalogue", "Choose the move")},
        {"move", QT_TRANSLATE_NOOP("Catalogue", "Move")},
        {"eat", QT_TRANSLATE_NOOP("Catalogue", "Eat"), true},
        {"won", QT_TRANSLATE_NOOP("Catalogue", "Board filled"), true},
        {"died", QT_TRANSLATE_NOOP("Catalogue", "Died"), true},
        {"stuck", QT_TRANSLATE_NOOP("Catalogue", "Step limit reached"), true},
    };
    // What every snake AI shows; each adds the marks of its own searches.
    info.legend = {
        {Mark::Head, QT_TRANSLATE_NOOP("Catalogue", "The snake's head")},
        {Mark::Body, QT_TRANSLATE_NOOP("Catalogue", "The snake's body")},
        {Mark::Food, QT_TRANSLATE_NOOP("Catalogue", "Food")},
        {Mark::Path, QT_TRANSLATE_NOOP("Catalogue", "The path to the food")},
        {Mark::Shadow, QT_TRANSLATE_NOOP("Catalogue", "The shadow snake, after it has eaten")},
    };
    return info;
}

AlgorithmInfo seedAi()
{
    AlgorithmInfo info = snakeEntry();
    info.id = catalogueId(seedAiId);
    info.name = QT_TRANSLATE_NOOP("Catalogue", "Snake: A* with a shadow snake (seed 000)");
    info.summary = QT_TRANSLATE_NOOP("Catalogue",
        "A* to the food; a shadow snake walks the path and eats, and only if its head can still "
        "reach its tail does the snake follow the path. Otherwise it chases its tail with a "
        "depth-first search that tries moves away from the food first. A faithful port, quirks "
        "included: it can still trap itself.");
    info.pseudoCode = {
        QT_TRANSLATE_NOOP("Catalogue", "while alive and the board is not full:"),
        QT_TRANSLATE_NOOP("Catalogue", "    path = A* from the head to the food, the body as obstacles"),
        QT_TRANSLATE_NOOP("Catalogue", "    if there is a path:"),
        QT_TRANSLATE_NOOP("Catalogue", "        walk a shadow snake along it, growing when it eats"),
        QT_TRANSLATE_NOOP("Catalogue", "        if the shadow's head can reach its tail (depth-first):"),
        QT_TRANSLATE_NOOP("Catalogue", "            follow the path to the food"),
        QT_TRANSLATE_NOOP("Catalogue", "    chase the tail: depth-first, moves away from the food first, the tail freeing cells"),
        QT_TRANSLATE_NOOP("Catalogue", "    if nothing reaches the tail, keep going"),
        QT_TRANSLATE_NOOP("Catalogue", "    move the head; eat and grow, or the tail follows"),
        QT_TRANSLATE_NOOP("Catalogue", "won, dead or stuck"),
    };
    info.legend << LegendEntry{Mark::Open, QT_TRANSLATE_NOOP("Catalogue", "On A*'s open list")}
                << LegendEntry{Mark::Closed, QT_TRANSLATE_NOOP("Catalogue", "Expanded by A*")}
                << LegendEntry{Mark::Stack, QT_TRANSLATE_NOOP("Catalogue", "The depth-first search toward the tail")}
                << LegendEntry{Mark::Backtracked, QT_TRANSLATE_NOOP("Catalogue", "Given up by the search")};
    info.run = run<ShadowSnakeAi>;
    return info;
}

AlgorithmInfo greedyAi()
{
    AlgorithmInfo info = snakeEntry();
    info.id = catalogueId(greedyAiId);
    info.name = QT_TRANSLATE_NOOP("Catalogue", "Snake: greedy with a shadow snake");
    info.summary = QT_TRANSLATE_NOOP("Catalogue",
        "Shortest path to the food, taken only when a shadow snake that walks it can still "
        "reach its tail with moves to spare, as if it ate again on the way back; otherwise the "
        "move with the longest way to the tail, the shortest way stretched by detours; otherwise "
        "the move with the most free space. Searches let the head pass where the tail will have "
        "left. A snake back where it was since its last meal gives up a spare move.");
    info.pseudoCode = {
        QT_TRANSLATE_NOOP("Catalogue", "while alive and the board is not full:"),
        QT_TRANSLATE_NOOP("Catalogue", "    spare = 3 after a meal; one fewer each time the snake is back where it was"),
        QT_TRANSLATE_NOOP("Catalogue", "    for each move, nearest the food first: shortest path to the food"),
        QT_TRANSLATE_NOOP("Catalogue", "        walk a shadow snake along it; can its head reach its tail, the body staying min(spare, cells left - 1) moves longer?"),
        QT_TRANSLATE_NOOP("Catalogue", "        if so, take that move"),
        QT_TRANSLATE_NOOP("Catalogue", "    else take the move with the longest way to the tail: the shortest, stretched by detours"),
        QT_TRANSLATE_NOOP("Catalogue", "    else take the move with the most free space"),
        QT_TRANSLATE_NOOP("Catalogue", "    move the head; eat and grow, or the tail follows"),
        QT_TRANSLATE_NOOP("Catalogue", "won, dead or stuck"),
    };
    info.legend << LegendEntry{Mark::Open, QT_TRANSLATE_NOOP("Catalogue", "Reached by the breadth-first search")};
    info.run = run<GreedySnakeAi>;
    return info;
}

// What every Hamiltonian AI adds: the cycle, its numbering and the steps of its making.
AlgorithmInfo hamiltonEntry()
{
    AlgorithmInfo info = snakeEntry();
    // Its one search runs from the head to the tail, never to the food.
    info.sequences[PathSequence].name = QT_TRANSLATE_NOOP("Catalogue", "Path from the head to the tail");
    info.stepKinds[PathFoundStep].name = QT_TRANSLATE_NOOP("Catalogue", "Path from the head to the tail found");
    info.stepKinds[NoPathStep].name = QT_TRANSLATE_NOOP("Catalogue", "No path from the head to the tail");
    info.sequences.append(NamedSlot{"cycle", QT_TRANSLATE_NOOP("Catalogue", "Hamiltonian cycle")});
    info.labels = {{"order", QT_TRANSLATE_NOOP("Catalogue", "Place on the cycle, the tail being 1")}};
    info.stepKinds << StepKindInfo{"extend", QT_TRANSLATE_NOOP("Catalogue", "Extend the path by a detour")}
                   << StepKindInfo{"cycle", QT_TRANSLATE_NOOP("Catalogue", "Close the cycle"), true}
                   << StepKindInfo{"cycle-fallback", QT_TRANSLATE_NOOP("Catalogue", "Zig-zag cycle instead"), true}
                   << StepKindInfo{"no-cycle", QT_TRANSLATE_NOOP("Catalogue", "No cycle"), true}
                   << StepKindInfo{"consider", QT_TRANSLATE_NOOP("Catalogue", "Weigh a shortcut")}
                   << StepKindInfo{"shortcut", QT_TRANSLATE_NOOP("Catalogue", "Take a shortcut")}
                   << StepKindInfo{"follow", QT_TRANSLATE_NOOP("Catalogue", "Follow the cycle")};
    info.legend = {
        {Mark::Head, QT_TRANSLATE_NOOP("Catalogue", "The snake's head")},
        {Mark::Body, QT_TRANSLATE_NOOP("Catalogue", "The snake's body")},
        {Mark::Food, QT_TRANSLATE_NOOP("Catalogue", "Food")},
        {Mark::Path, QT_TRANSLATE_NOOP("Catalogue", "The path from head to tail, being stretched into the cycle")},
    };
    info.legend << LegendEntry{Mark::Open, QT_TRANSLATE_NOOP("Catalogue", "On the search's list, or a shortcut allowed")}
                << LegendEntry{Mark::Closed, QT_TRANSLATE_NOOP("Catalogue", "Reached by the search for the tail")}
                << LegendEntry{Mark::Highlight, QT_TRANSLATE_NOOP("Catalogue", "The two cells of the latest detour"), QT_TRANSLATE_NOOP("Catalogue", "Latest detour")}
                << LegendEntry{Mark::Backtracked, QT_TRANSLATE_NOOP("Catalogue", "A shortcut refused"), QT_TRANSLATE_NOOP("Catalogue", "Refused shortcut")};
    info.pseudoCode = {
        QT_TRANSLATE_NOOP("Catalogue", "while alive and the board is not full:"),
        QT_TRANSLATE_NOOP("Catalogue", "    once: build a Hamiltonian cycle from the snake as it stands"),
        QT_TRANSLATE_NOOP("Catalogue", "        path = breadth-first from the head to the tail, the body in the way, the last direction first"),
        QT_TRANSLATE_NOOP("Catalogue", "        for each step a -> b, if the two cells beside it on one side are free, detour through them; start again"),
        QT_TRANSLATE_NOOP("Catalogue", "        close the path through the body; if cells are left out, a zig-zag or a searched cycle instead"),
        nullptr, // the shortcut rule, each AI's own
        QT_TRANSLATE_NOOP("Catalogue", "    otherwise move to the cycle's next cell"),
        QT_TRANSLATE_NOOP("Catalogue", "    move the head; eat and grow, or the tail follows"),
        QT_TRANSLATE_NOOP("Catalogue", "won, dead or stuck"),
    };
    return info;
}

AlgorithmInfo hamiltonFollowAi()
{
    AlgorithmInfo info = hamiltonEntry();
    info.id = catalogueId(hamiltonFollowId);
    info.name = QT_TRANSLATE_NOOP("Catalogue", "Snake: follow a Hamiltonian cycle (seed 001)");
    info.summary = QT_TRANSLATE_NOOP("Catalogue",
        "Builds a Hamiltonian cycle through every free cell as the seed-001 post does, then follows "
        "it for ever: slow, but the snake can never run into itself.");
    info.pseudoCode[5] = QT_TRANSLATE_NOOP("Catalogue", "    no shortcuts");
    info.run = run<HamiltonFollowAi>;
    return info;
}

AlgorithmInfo hamiltonSeedAi()
{
    AlgorithmInfo info = hamiltonEntry();
    info.id = catalogueId(hamiltonSeedId);
    info.name = QT_TRANSLATE_NOOP("Catalogue", "Snake: Hamiltonian cycle with the post's shortcuts (seed 001)");
    info.summary = QT_TRANSLATE_NOOP("Catalogue",
        "Follows the seed-001 cycle, but first searches from the head through cells whose number "
        "along the cycle, counted from the tail, rises toward the food's, and takes that search's "
        "first step. Ported as the post has it: its search keeps one neighbour of each cell.");
    info.pseudoCode[5] = QT_TRANSLATE_NOOP("Catalogue",
        "    shortcut: search from the head through cells numbered higher than the last and at most the food's; take its first step");
    info.run = run<HamiltonSeedAi>;
    return info;
}

AlgorithmInfo hamiltonSafeAi()
{
    AlgorithmInfo info = hamiltonEntry();
    info.id = catalogueId(hamiltonSafeId);
    info.name = QT_TRANSLATE_NOOP("Catalogue", "Snake: Hamiltonian cycle with safe shortcuts");
    info.summary = QT_TRANSLATE_NOOP("Catalogue",
        "Follows a zig-zag cycle (the seed-001 one when no zig-zag carries the snake) but, while "
        "the snake fills less than half the board, moves to the neighbour furthest along it that "
        "passes neither the food nor the tail. The body then always lies in cycle order behind the "
        "head with every cell ahead free, so the cycle can always be followed from where it is.");
    info.pseudoCode[5] = QT_TRANSLATE_NOOP("Catalogue",
        "    shortcut, while the snake fills under half the board: the neighbour furthest along the cycle short of the food and the tail (strict rule: as many free cells left ahead as skipped)");
    info.run = run<HamiltonSafeAi>;
    return info;
}

AlgorithmInfo hamiltonAdaptiveAi()
{
    AlgorithmInfo info = hamiltonEntry();
    info.id = catalogueId(hamiltonAdaptiveId);
    info.name = QT_TRANSLATE_NOOP("Catalogue", "Snake: Hamiltonian cycle repaired as it goes");
    info.summary = QT_TRANSLATE_NOOP("Catalogue",
        "On a board of even sides, follows the cycle around a spanning tree of 2 x 2 blocks and, "
        "at every move, relinks the tree where that brings the food closer along the cycle: each "
        "step of the body fixes one link, so any tree that keeps those links still carries the "
        "snake. Elsewhere it searches a new cycle that starts with the shortest way to each food "
        "and takes the safe shortcuts. Either way the snake always follows a cycle that carries it.");
    info.pseudoCode[5] = QT_TRANSLATE_NOOP("Catalogue",
        "    repair: relink the tree of blocks, keeping every link the body lies across, where the food comes closer along the cycle");
    info.run = run<HamiltonAdaptiveAi>;
    return info;
}

} // namespace

QList<AlgorithmInfo> snakeAlgorithms()
{
    return {seedAi(), greedyAi(), hamiltonFollowAi(), hamiltonSeedAi(), hamiltonSafeAi(), hamiltonAdaptiveAi()};
}

QStringList snakeAiIds()
{
    return {seedAiId, greedyAiId, hamiltonFollowId, hamiltonSeedId, hamiltonSafeId, hamiltonAdaptiveId};
}

QString snakeOutcomeId(SnakeState state)
{
    switch (state) {
    case SnakeState::Won: return QStringLiteral("won");
    case SnakeState::Dead: return QStringLiteral("died");
    case SnakeState::StepLimit: return QStringLiteral("step limit");
    case SnakeState::Playing: break;
    }
    return QStringLiteral("playing");
}

std::optional<SnakeResult> playSnakeGame(QStringView ai, const SnakeRules &rules, quint64 seed, const SnakeProgress &progress)
{
    SnakeGame game(rules, seed);
    NullRecorder recorder;
    const SnakeProgress *told = progress ? &progress : nullptr;
    if (ai == seedAiId)
        return play<ShadowSnakeAi>(game, recorder, nullptr, nullptr, told);
    if (ai == greedyAiId)
        return play<GreedySnakeAi>(game, recorder, nullptr, nullptr, told);
    if (ai == hamiltonFollowId)
        return play<HamiltonFollowAi>(game, recorder, nullptr, nullptr, told);
    if (ai == hamiltonSeedId)
        return play<HamiltonSeedAi>(game, recorder, nullptr, nullptr, told);
    if (ai == hamiltonSafeId)
        return play<HamiltonSafeAi>(game, recorder, nullptr, nullptr, told);
    if (ai == hamiltonAdaptiveId)
        return play<HamiltonAdaptiveAi>(game, recorder, nullptr, nullptr, told);
    return std::nullopt;
}

} // namespace gridtrace
