#include "snakealgorithms.h"

#include "greedysnakeai.h"
#include "shadowsnakeai.h"
#include "snakeplay.h"

#include <QCoreApplication>

#include <algorithm>

namespace gridtrace {

namespace {

const QString seedAiId = QStringLiteral("seed-000");
const QString greedyAiId = QStringLiteral("greedy");

// "greedy" alone is greedy best-first search in the catalogue.
QString catalogueId(const QString &ai)
{
    return QStringLiteral("snake-") + ai;
}

template<template<typename> class Ai, typename Rec>
SnakeResult play(SnakeGame &game, Rec &recorder, const std::atomic<bool> *cancel)
{
    Ai<Rec> ai;
    playSnake(game, ai, recorder, cancel);
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
        result = play<Ai>(game, *context.recorder, context.cancel);
    } else {
        NullRecorder recorder;
        result = play<Ai>(game, recorder, context.cancel);
    }
    outcome.cancelled = result.state == SnakeState::Playing;
    outcome.found = result.state == SnakeState::Won;
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
    info.parameters = {
        ParameterSpec::integer(QStringLiteral("start-length"), QT_TRANSLATE_NOOP("Catalogue", "Start length"),
                               QT_TRANSLATE_NOOP("Catalogue", "The snake's length at the start, its body west of the head, unless a snake is drawn on the board"),
                               4, 1, 64),
        ParameterSpec::choice(QStringLiteral("tail-rule"), QT_TRANSLATE_NOOP("Catalogue", "Tail rule"),
                              QT_TRANSLATE_NOOP("Catalogue", "Whether the head may enter the cell the tail leaves on the same move"),
                              {QStringLiteral("follow"), QStringLiteral("strict")},
                              {QT_TRANSLATE_NOOP("Catalogue", "The head may follow the tail"),
                               QT_TRANSLATE_NOOP("Catalogue", "Entering the tail's cell is fatal")},
                              QStringLiteral("follow")),
        // A traced move holds a whole search, so the default keeps a trace to a lesson's size.
        ParameterSpec::integer(QStringLiteral("step-limit"), QT_TRANSLATE_NOOP("Catalogue", "Step limit"),
                               QT_TRANSLATE_NOOP("Catalogue", "The game ends as stuck after this many moves; 0 is the square of the free cells"),
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
        {"think", QT_TRANSLATE_NOOP("Catalogue", "decide a move")},
        {"expand", QT_TRANSLATE_NOOP("Catalogue", "expand")},
        {"path-found", QT_TRANSLATE_NOOP("Catalogue", "path to the food found")},
        {"no-path", QT_TRANSLATE_NOOP("Catalogue", "no path to the food")},
        {"shadow", QT_TRANSLATE_NOOP("Catalogue", "shadow snake step")},
        {"tail-search", QT_TRANSLATE_NOOP("Catalogue", "search toward the tail")},
        {"backtrack", QT_TRANSLATE_NOOP("Catalogue", "backtrack"), true},
        {"tail-reached", QT_TRANSLATE_NOOP("Catalogue", "tail reached")},
        {"tail-lost", QT_TRANSLATE_NOOP("Catalogue", "tail out of reach"), true},
        {"decide", QT_TRANSLATE_NOOP("Catalogue", "choose the move")},
        {"move", QT_TRANSLATE_NOOP("Catalogue", "move")},
        {"eat", QT_TRANSLATE_NOOP("Catalogue", "eat"), true},
        {"won", QT_TRANSLATE_NOOP("Catalogue", "board filled"), true},
        {"died", QT_TRANSLATE_NOOP("Catalogue", "died"), true},
        {"stuck", QT_TRANSLATE_NOOP("Catalogue", "stuck"), true},
    };
    // What every snake AI shows; each adds the marks of its own searches.
    info.legend = {
        {Mark::Head, QT_TRANSLATE_NOOP("Catalogue", "the snake's head")},
        {Mark::Body, QT_TRANSLATE_NOOP("Catalogue", "the snake's body")},
        {Mark::Food, QT_TRANSLATE_NOOP("Catalogue", "food")},
        {Mark::Path, QT_TRANSLATE_NOOP("Catalogue", "the path to the food")},
        {Mark::Shadow, QT_TRANSLATE_NOOP("Catalogue", "the shadow snake, after it has eaten")},
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
    info.legend << LegendEntry{Mark::Open, QT_TRANSLATE_NOOP("Catalogue", "on A*'s open list")}
                << LegendEntry{Mark::Closed, QT_TRANSLATE_NOOP("Catalogue", "expanded by A*")}
                << LegendEntry{Mark::Stack, QT_TRANSLATE_NOOP("Catalogue", "the depth-first search toward the tail")}
                << LegendEntry{Mark::Backtracked, QT_TRANSLATE_NOOP("Catalogue", "given up by the search")};
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
    info.legend << LegendEntry{Mark::Open, QT_TRANSLATE_NOOP("Catalogue", "reached by the breadth-first search")};
    info.run = run<GreedySnakeAi>;
    return info;
}

} // namespace

QList<AlgorithmInfo> snakeAlgorithms()
{
    return {seedAi(), greedyAi()};
}

QStringList snakeAiIds()
{
    return {seedAiId, greedyAiId};
}

std::optional<SnakeResult> playSnakeGame(QStringView ai, const SnakeRules &rules, quint64 seed)
{
    SnakeGame game(rules, seed);
    NullRecorder recorder;
    if (ai == seedAiId)
        return play<ShadowSnakeAi>(game, recorder, nullptr);
    if (ai == greedyAiId)
        return play<GreedySnakeAi>(game, recorder, nullptr);
    return std::nullopt;
}

} // namespace gridtrace
