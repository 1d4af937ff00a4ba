// The searches against independent references on thousands of random boards: optimal ones
// agree with a plain Dijkstra written here (and with brute force on tiny boards), every path
// is legal and costs what it claims, the others find a path exactly when one exists, and a
// traced run returns what an untraced one does and leaves a trace that shows it.

#include "catalogue/catalogue.h"
#include "grid/direction.h"
#include "grid/grid.h"
#include "trace/trace.h"

#include <QTest>

#include <atomic>
#include <cmath>
#include <functional>
#include <limits>
#include <optional>
#include <queue>
#include <random>

using namespace gridtrace;

namespace {

constexpr double tolerance = 1e-9;

// --- an independent model of the rules: bounds-checked, no padding, no bit masks

bool isLegalMove(const Grid &board, CellPos from, CellPos to, bool eight)
{
    const int dx = to.x - from.x;
    const int dy = to.y - from.y;
    if (std::abs(dx) > 1 || std::abs(dy) > 1 || (dx == 0 && dy == 0) || !board.isPassable(to))
        return false;
    if (dx != 0 && dy != 0)
        return eight && board.isPassable({from.x + dx, from.y}) && board.isPassable({from.x, from.y + dy});
    return true;
}

double moveCost(const Grid &board, CellPos from, CellPos to)
{
    const bool diagonal = from.x != to.x && from.y != to.y;
    return board.weight(to) * (diagonal ? std::sqrt(2.0) : 1.0);
}

std::vector<CellPos> neighbours(const Grid &board, CellPos from, bool eight)
{
    std::vector<CellPos> result;
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            const CellPos to{from.x + dx, from.y + dy};
            if (isLegalMove(board, from, to, eight))
                result.push_back(to);
        }
    }
    return result;
}

// The cheapest cost, or nothing when the goal cannot be reached.
std::optional<double> referenceCost(const Grid &board, CellPos start, CellPos goal, bool eight)
{
    std::vector<double> best(std::size_t(board.cellCount()), std::numeric_limits<double>::infinity());
    using Item = std::pair<double, int>;
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> queue;
    best[std::size_t(board.index(start))] = 0.0;
    queue.push({0.0, board.index(start)});
    while (!queue.empty()) {
        const auto [cost, cell] = queue.top();
        queue.pop();
        if (cost > best[std::size_t(cell)])
            continue;
        const CellPos from = board.pos(cell);
        if (from == goal)
            return cost;
        for (const CellPos to : neighbours(board, from, eight)) {
            const double next = cost + moveCost(board, from, to);
            if (next < best[std::size_t(board.index(to))]) {
                best[std::size_t(board.index(to))] = next;
                queue.push({next, board.index(to)});
            }
        }
    }
    return std::nullopt;
}

// The fewest moves, or -1.
int referenceMoves(const Grid &board, CellPos start, CellPos goal, bool eight)
{
    std::vector<int> moves(std::size_t(board.cellCount()), -1);
    std::queue<CellPos> queue;
    moves[std::size_t(board.index(start))] = 0;
    queue.push(start);
    while (!queue.empty()) {
        const CellPos from = queue.front();
        queue.pop();
        for (const CellPos to : neighbours(board, from, eight)) {
            if (moves[std::size_t(board.index(to))] < 0) {
                moves[std::size_t(board.index(to))] = moves[std::size_t(board.index(from))] + 1;
                queue.push(to);
            }
        }
    }
    return moves[std::size_t(board.index(goal))];
}

// The cheapest simple path by trying them all: only for boards of a dozen cells.
std::optional<double> bruteForceCost(const Grid &board, CellPos start, CellPos goal, bool eight)
{
    std::vector<bool> onPath(std::size_t(board.cellCount()), false);
    double best = std::numeric_limits<double>::infinity();
    std::function<void(CellPos, double)> walk = [&](CellPos at, double cost) {
        if (at == goal) {
            best = std::min(best, cost);
            return;
        }
        onPath[std::size_t(board.index(at))] = true;
        for (const CellPos to : neighbours(board, at, eight)) {
            if (!onPath[std::size_t(board.index(to))])
                walk(to, cost + moveCost(board, at, to));
        }
        onPath[std::size_t(board.index(at))] = false;
    };
    walk(start, 0.0);
    if (std::isinf(best))
        return std::nullopt;
    return best;
}

// Why the outcome's path is not a legal path of the cost it claims, or an empty string.
QString pathError(const Scenario &scenario, const RunOutcome &outcome, bool eight)
{
    const auto &path = outcome.path;
    if (!outcome.found)
        return path.empty() ? QString() : QStringLiteral("a path without found");
    if (path.empty())
        return QStringLiteral("found, but no path");
    if (path.front() != *scenario.start)
        return QStringLiteral("the path does not start at the start");
    if (path.back() != *scenario.goal)
        return QStringLiteral("the path does not end at the goal");
    double cost = 0.0;
    for (std::size_t i = 1; i < path.size(); ++i) {
        if (!isLegalMove(scenario.board, path[i - 1], path[i], eight))
            return QStringLiteral("illegal move %1: (%2,%3) -> (%4,%5)")
                .arg(i).arg(path[i - 1].x).arg(path[i - 1].y).arg(path[i].x).arg(path[i].y);
        cost += moveCost(scenario.board, path[i - 1], path[i]);
    }
    if (std::abs(cost - outcome.cost) > tolerance)
        return QStringLiteral("the path costs %1, the outcome says %2").arg(cost, 0, 'g', 17).arg(outcome.cost, 0, 'g', 17);
    return {};
}

struct RandomBoard
{
    Scenario scenario;
    bool weighted = false;
};

RandomBoard randomBoard(std::mt19937_64 &random, int maxSide)
{
    std::uniform_int_distribution<int> side(1, maxSide);
    const int width = side(random);
    const int height = side(random);
    static constexpr double densities[] = {0.0, 0.1, 0.2, 0.3, 0.45};
    const double density = densities[random() % 5];
    RandomBoard result;
    result.weighted = random() % 2 == 0;
    Grid board(width, height);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            if (unit(random) < density)
                board.setWall({x, y});
            else if (result.weighted)
                board.setWeight({x, y}, std::uint8_t(1 + random() % 9));
        }
    }
    const auto randomCell = [&] {
        return CellPos{int(random() % unsigned(width)), int(random() % unsigned(height))};
    };
    const CellPos start = randomCell();
    const CellPos goal = random() % 16 == 0 ? start : randomCell();
    // The endpoints must be free; everything else may cut them off.
    for (const CellPos p : {start, goal}) {
        if (board.isWall(p))
            board.setWeight(p, result.weighted ? std::uint8_t(1 + random() % 9) : Grid::MinWeight);
    }
    result.weighted = board.isWeighted();
    result.scenario.board = board;
    result.scenario.start = start;
    result.scenario.goal = goal;
    return result;
}

Scenario with(const Scenario &base, const QString &algorithm, const QVariantMap &parameters)
{
    Scenario scenario = base;
    scenario.algorithm = algorithm;
    scenario.parameters = parameters;
    return scenario;
}

QString describe(const Scenario &scenario)
{
    QStringList parameters;
    for (auto it = scenario.parameters.cbegin(); it != scenario.parameters.cend(); ++it)
        parameters << it.key() + u'=' + it.value().toString();
    QString rows;
    for (int y = 0; y < scenario.board.height(); ++y) {
        rows += u'\n';
        for (int x = 0; x < scenario.board.width(); ++x) {
            const CellPos p{x, y};
            rows += p == *scenario.start ? u'S' : p == *scenario.goal ? u'G'
                : scenario.board.isWall(p) ? u'#' : QChar(u'0' + scenario.board.weight(p));
        }
    }
    return QStringLiteral("%1 [%2] %3x%4 (%5,%6)->(%7,%8)%9")
        .arg(scenario.algorithm, parameters.join(u' '))
        .arg(scenario.board.width()).arg(scenario.board.height())
        .arg(scenario.start->x).arg(scenario.start->y).arg(scenario.goal->x).arg(scenario.goal->y)
        .arg(rows);
}

QVariantMap connectivity(bool eight)
{
    return {{QStringLiteral("connectivity"), eight ? QStringLiteral("8") : QStringLiteral("4")}};
}

QVariantMap plus(QVariantMap map, const QString &key, const QVariant &value)
{
    map.insert(key, value);
    return map;
}

// The final scene of a trace: every change applied to the initial one.
Scene finalScene(const Trace &trace)
{
    Scene scene = trace.initial;
    for (const Change &change : trace.changes)
        scene.apply(change);
    return scene;
}

int sequenceIndex(const Trace &trace, const char *id)
{
    return int(trace.tables.sequences.indexOf(QString::fromLatin1(id)));
}

// Why the trace does not show the outcome, or an empty string.
QString traceError(const Scenario &scenario, const Trace &trace, const RunOutcome &outcome)
{
    const QString invalid = trace.validate();
    if (!invalid.isEmpty())
        return QStringLiteral("invalid trace: ") + invalid;
    const AlgorithmInfo &info = *Catalogue::find(scenario.algorithm);
    for (const Step &step : trace.steps) {
        if (step.line < 1 || step.line > info.pseudoCode.size())
            return QStringLiteral("a step on pseudo-code line %1 of %2").arg(step.line).arg(info.pseudoCode.size());
        const QString kind = trace.tables.stepKinds[step.kind];
        const int expectedDepth = (kind == u"open" || kind == u"update" || kind == u"meet") ? 1 : 0;
        if (step.depth != expectedDepth)
            return QStringLiteral("a %1 step at depth %2").arg(kind).arg(step.depth);
    }
    const Scene scene = finalScene(trace);
    const int pathSequence = sequenceIndex(trace, "path");
    if (pathSequence < 0)
        return QStringLiteral("no path sequence");
    const auto &sequence = scene.sequence(pathSequence);
    if (sequence.size() != outcome.path.size())
        return QStringLiteral("the path sequence has %1 cells, the path %2").arg(sequence.size()).arg(outcome.path.size());
    for (std::size_t i = 0; i < sequence.size(); ++i) {
        const int cell = scenario.board.index(outcome.path[i]);
        if (sequence[i] != std::uint32_t(cell))
            return QStringLiteral("the path sequence differs at %1").arg(i);
        if (scene.mark(cell) != Mark::Path)
            return QStringLiteral("path cell %1 is marked %2").arg(i).arg(markId(scene.mark(cell)));
    }
    if (scenario.algorithm == u"dfs") {
        const auto &stack = scene.sequence(sequenceIndex(trace, "stack"));
        const int backtrack = info.stepKindIndex("backtrack");
        const bool backtracked = std::any_of(trace.steps.begin(), trace.steps.end(),
                                             [&](const Step &s) { return s.kind == backtrack; });
        if (!outcome.found && !stack.empty())
            return QStringLiteral("a failed depth-first search left %1 cells on the stack").arg(stack.size());
        if (!outcome.found && !backtracked)
            return QStringLiteral("a failed depth-first search never backtracked");
        if (outcome.found && stack.size() != outcome.path.size())
            return QStringLiteral("the stack is not the path");
    }
    const int last = int(trace.steps.size()) - 1;
    const QString lastKind = last >= 0 ? trace.tables.stepKinds[trace.steps.back().kind] : QString();
    if (lastKind != (outcome.found ? u"goal-reached" : u"no-path"))
        return QStringLiteral("the trace ends with a %1 step").arg(lastKind);
    return {};
}

bool sameOutcome(const RunOutcome &a, const RunOutcome &b)
{
    return a.found == b.found && a.path == b.path && a.cost == b.cost && a.expansions == b.expansions
        && a.maxOpen == b.maxOpen && a.cancelled == b.cancelled && a.error == b.error;
}

const QStringList admissible4{QStringLiteral("manhattan"), QStringLiteral("euclidean"),
                              QStringLiteral("octile"), QStringLiteral("chebyshev")};
const QStringList admissible8{QStringLiteral("euclidean"), QStringLiteral("octile"), QStringLiteral("chebyshev")};

} // namespace

class TestPathfinding : public QObject
{
    Q_OBJECT

private slots:
    void catalogueEntries();
    void smallBoards();
    void cornerCutting();
    void weightsDetour();
    void randomBoards();
    void bruteForce();
    void directionPriority();
    void directionPriority_data();
    void weightedAStarBound();
    void repeatedQueries();
    void cancel();
};

void TestPathfinding::catalogueEntries()
{
    const QStringList ids{QStringLiteral("bfs"), QStringLiteral("dfs"), QStringLiteral("dijkstra"),
                          QStringLiteral("astar"), QStringLiteral("greedy"), QStringLiteral("bidirectional")};
    for (const QString &id : ids) {
        const AlgorithmInfo *info = Catalogue::find(id);
        QVERIFY2(info, qPrintable(id));
        QCOMPARE(info->family, Family::Pathfinding);
        QVERIFY(info->run);
        QVERIFY(info->name && info->summary);
        QVERIFY(!info->pseudoCode.isEmpty());
        QVERIFY(!info->legend.isEmpty());
        QVERIFY(info->labels.size() <= 4);
        QCOMPARE(QString::fromLatin1(info->labels.first().id), QStringLiteral("g"));
        QCOMPARE(QString::fromLatin1(info->sequences.first().id), QStringLiteral("path"));
        const ParameterSpec *connectivity = info->parameter(QStringLiteral("connectivity"));
        QVERIFY(connectivity);
        QCOMPARE(connectivity->choices, QStringList({QStringLiteral("4"), QStringLiteral("8")}));
        QCOMPARE(connectivity->defaultValue.toString(), QStringLiteral("4"));
        // The watches name the count as the log and the statuses do ("205 cells expanded").
        QCOMPARE(QString::fromLatin1(info->counters.first().id), QStringLiteral("expansions"));
        QCOMPARE(QString::fromLatin1(info->counters.first().name), QStringLiteral("Cells expanded"));
        for (const char *notable : {"goal-reached", "no-path"}) {
            const int kind = info->stepKindIndex(notable);
            QVERIFY(kind >= 0);
            QVERIFY(info->stepKinds[kind].notable);
        }
    }
    const AlgorithmInfo *dfs = Catalogue::find(u"dfs");
    QVERIFY(dfs->stepKinds[dfs->stepKindIndex("backtrack")].notable);
    QVERIFY(dfs->parameter(QStringLiteral("direction-order")));
    const AlgorithmInfo *astar = Catalogue::find(u"astar");
    QVERIFY(astar->parameter(QStringLiteral("heuristic"))->choices.contains(QStringLiteral("chebyshev")));
    QCOMPARE(astar->parameter(QStringLiteral("weight"))->minimum, 1.0);
    QCOMPARE(astar->parameter(QStringLiteral("tie-break"))->defaultValue.toString(), QStringLiteral("larger-g"));
    QCOMPARE(QString::fromLatin1(astar->labels[1].id), QStringLiteral("h"));
}

void TestPathfinding::smallBoards()
{
    // A 1 x 1 board: start and goal are the one cell.
    Scenario one;
    one.board = Grid(1, 1);
    one.start = one.goal = CellPos{0, 0};
    for (const AlgorithmInfo &info : Catalogue::algorithms()) {
        if (info.family != Family::Pathfinding)
            continue;
        Trace trace;
        const RunOutcome outcome = Catalogue::run(with(one, info.id, {}), &trace);
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        QVERIFY(outcome.found);
        QCOMPARE(outcome.cost, 0.0);
        QVERIFY((outcome.path == std::vector<CellPos>{CellPos{0, 0}}));
        const QString error = traceError(with(one, info.id, {}), trace, outcome);
        QVERIFY2(error.isEmpty(), qPrintable(info.id + QStringLiteral(": ") + error));
    }

    // A wall between start and goal.
    Scenario split;
    split.board = Grid(3, 1);
    split.board.setWall({1, 0});
    split.start = CellPos{0, 0};
    split.goal = CellPos{2, 0};
    for (const AlgorithmInfo &info : Catalogue::algorithms()) {
        if (info.family != Family::Pathfinding)
            continue;
        Trace trace;
        const RunOutcome outcome = Catalogue::run(with(split, info.id, {}), &trace);
        QVERIFY(!outcome.found);
        QVERIFY(outcome.path.empty());
        const QString error = traceError(with(split, info.id, {}), trace, outcome);
        QVERIFY2(error.isEmpty(), qPrintable(info.id + QStringLiteral(": ") + error));
    }
}

void TestPathfinding::cornerCutting()
{
    // S#
    // .G   the diagonal passes the wall's corner: 8-connected goes around, cost 2.
    Scenario scenario;
    scenario.board = Grid(2, 2);
    scenario.board.setWall({1, 0});
    scenario.start = CellPos{0, 0};
    scenario.goal = CellPos{1, 1};
    RunOutcome outcome = Catalogue::run(with(scenario, QStringLiteral("dijkstra"), connectivity(true)));
    QVERIFY(outcome.found);
    QCOMPARE(outcome.cost, 2.0);
    QCOMPARE(outcome.path.size(), std::size_t(3));

    // S#
    // #G   both corners walled: no way through.
    scenario.board.setWall({0, 1});
    outcome = Catalogue::run(with(scenario, QStringLiteral("astar"), connectivity(true)));
    QVERIFY(!outcome.found);

    // S9
    // 93   one diagonal step of cost sqrt(2) times the weight entered, cheaper than 9 + 3.
    scenario.board = Grid(2, 2);
    scenario.board.setWeight({1, 0}, 9);
    scenario.board.setWeight({0, 1}, 9);
    scenario.board.setWeight({1, 1}, 3);
    outcome = Catalogue::run(with(scenario, QStringLiteral("bidirectional"), connectivity(true)));
    QVERIFY(outcome.found);
    QCOMPARE(outcome.path.size(), std::size_t(2));
    QVERIFY(std::abs(outcome.cost - 3.0 * std::sqrt(2.0)) < tolerance);
}

void TestPathfinding::weightsDetour()
{
    // S9G    straight through costs 9 + 1 = 10; around the 9 costs 1 + 1 + 1 + 1 = 4.
    // 111
    Scenario scenario;
    scenario.board = Grid(3, 2);
    scenario.board.setWeight({1, 0}, 9);
    scenario.start = CellPos{0, 0};
    scenario.goal = CellPos{2, 0};
    for (const QString &id : {QStringLiteral("dijkstra"), QStringLiteral("astar"), QStringLiteral("bidirectional")}) {
        const RunOutcome outcome = Catalogue::run(with(scenario, id, {}));
        QCOMPARE(outcome.cost, 4.0);
        QCOMPARE(outcome.path.size(), std::size_t(5));
    }
    // Breadth-first search counts moves and goes straight through.
    const RunOutcome bfs = Catalogue::run(with(scenario, QStringLiteral("bfs"), {}));
    QCOMPARE(bfs.path.size(), std::size_t(3));
    QCOMPARE(bfs.cost, 10.0);
}

void TestPathfinding::randomBoards()
{
    std::mt19937_64 random(20240611);
    RunContext context; // shared: one workspace over boards of every size
    int boards = 0;
    int reachable = 0;
    int traced = 0;
    int manhattanOvershoots = 0; // 8-connected Manhattan runs that missed the optimum
    const auto check = [&](const Scenario &scenario, std::optional<double> optimal, int fewestMoves,
                           bool eight, bool mustBeOptimal, bool trace) -> QString {
        const RunOutcome outcome = Catalogue::run(scenario, nullptr, &context);
        if (!outcome.error.isEmpty())
            return outcome.error;
        if (outcome.found != optimal.has_value())
            return QStringLiteral("found %1, a path exists: %2").arg(outcome.found).arg(optimal.has_value());
        QString error = pathError(scenario, outcome, eight);
        if (!error.isEmpty())
            return error;
        if (outcome.found && mustBeOptimal && std::abs(outcome.cost - *optimal) > tolerance)
            return QStringLiteral("cost %1, optimal %2").arg(outcome.cost, 0, 'g', 17).arg(*optimal, 0, 'g', 17);
        if (scenario.algorithm == u"bfs" && outcome.found && int(outcome.path.size()) - 1 != fewestMoves)
            return QStringLiteral("%1 moves, the fewest is %2").arg(outcome.path.size() - 1).arg(fewestMoves);
        if (scenario.parameters.contains(QStringLiteral("weight")) && outcome.found) {
            const double weight = scenario.parameters.value(QStringLiteral("weight"), 1.0).toDouble();
            if (outcome.cost > weight * *optimal + tolerance)
                return QStringLiteral("weighted A* cost %1 above %2 x %3").arg(outcome.cost).arg(weight).arg(*optimal);
        }
        if (trace) {
            Trace recorded;
            const RunOutcome again = Catalogue::run(scenario, &recorded, &context);
            if (!sameOutcome(outcome, again))
                return QStringLiteral("the traced run differs: found %1, cost %2, expansions %3 vs %4")
                    .arg(again.found).arg(again.cost).arg(again.expansions).arg(outcome.expansions);
            error = traceError(scenario, recorded, again);
            if (!error.isEmpty())
                return error;
            ++traced;
        }
        return {};
    };

    for (int b = 0; b < 3000; ++b) {
        const RandomBoard board = randomBoard(random, 40);
        const bool trace = b % 10 == 0;
        ++boards;
        for (const bool eight : {false, true}) {
            const Scenario &base = board.scenario;
            const auto optimal = referenceCost(base.board, *base.start, *base.goal, eight);
            const int fewestMoves = referenceMoves(base.board, *base.start, *base.goal, eight);
            reachable += optimal.has_value();
            const QVariantMap conn = connectivity(eight);
            std::vector<std::pair<Scenario, bool>> runs; // scenario, must be optimal
            runs.push_back({with(base, QStringLiteral("dijkstra"), conn), true});
            for (const QString &h : eight ? admissible8 : admissible4)
                runs.push_back({with(base, QStringLiteral("astar"), plus(conn, QStringLiteral("heuristic"), h)), true});
            runs.push_back({with(base, QStringLiteral("astar"), conn), true}); // automatic heuristic
            for (const QString &tie : {QStringLiteral("smaller-g"), QStringLiteral("none")})
                runs.push_back({with(base, QStringLiteral("astar"), plus(conn, QStringLiteral("tie-break"), tie)), true});
            for (const double w : {1.5, 3.0})
                runs.push_back({with(base, QStringLiteral("astar"), plus(conn, QStringLiteral("weight"), w)), false});
            for (const QString &balance : {QStringLiteral("alternate"), QStringLiteral("smaller-open-list")})
                runs.push_back({with(base, QStringLiteral("bidirectional"), plus(conn, QStringLiteral("balance"), balance)), true});
            // Breadth-first search is optimal only when every move costs the same.
            runs.push_back({with(base, QStringLiteral("bfs"), conn), !board.weighted && !eight});
            for (const QString &order : {QStringLiteral("fixed"), QStringLiteral("toward-target")})
                runs.push_back({with(base, QStringLiteral("dfs"), plus(conn, QStringLiteral("direction-order"), order)), false});
            for (const QString &h : admissible4)
                runs.push_back({with(base, QStringLiteral("greedy"), plus(conn, QStringLiteral("heuristic"), h)), false});
            if (eight) // inadmissible, so only legal
                runs.push_back({with(base, QStringLiteral("astar"), plus(conn, QStringLiteral("heuristic"), QStringLiteral("manhattan"))), false});

            for (const auto &[scenario, mustBeOptimal] : runs) {
                const QString error = check(scenario, optimal, fewestMoves, eight, mustBeOptimal, trace);
                QVERIFY2(error.isEmpty(), qPrintable(error + u'\n' + describe(scenario)));
            }
            if (eight && optimal) {
                const RunOutcome manhattan = Catalogue::run(runs.back().first, nullptr, &context);
                manhattanOvershoots += manhattan.cost > *optimal + tolerance;
            }
        }
    }
    qInfo("%d boards, %d of %d queries reachable, %d traced runs, 8-connected Manhattan A* "
          "suboptimal %d times", boards, reachable, 2 * boards, traced, manhattanOvershoots);
    QVERIFY(reachable > boards / 2 && reachable < 2 * boards - boards / 10);
    // The claim in the heuristic's help: 8-connected, Manhattan is not admissible.
    QVERIFY(manhattanOvershoots > 0);
}

void TestPathfinding::bruteForce()
{
    std::mt19937_64 random(7);
    int compared = 0;
    for (int b = 0; b < 600; ++b) {
        const RandomBoard board = randomBoard(random, 4);
        if (board.scenario.board.cellCount() > 12)
            continue;
        for (const bool eight : {false, true}) {
            const Scenario &base = board.scenario;
            const auto expected = bruteForceCost(base.board, *base.start, *base.goal, eight);
            const RunOutcome outcome = Catalogue::run(with(base, QStringLiteral("dijkstra"), connectivity(eight)));
            QCOMPARE(outcome.found, expected.has_value());
            if (expected)
                QVERIFY2(std::abs(outcome.cost - *expected) < tolerance, qPrintable(describe(base)));
            ++compared;
        }
    }
    QVERIFY(compared > 300);
}

void TestPathfinding::directionPriority_data()
{
    QTest::addColumn<bool>("eight");
    QTest::newRow("4-connected") << false;
    QTest::newRow("8-connected") << true;
}

void TestPathfinding::directionPriority()
{
    // On an empty board the direction-priority search walks straight to the goal: the
    // Manhattan distance in moves 4-connected, the Chebyshev distance 8-connected.
    QFETCH(bool, eight);
    std::mt19937_64 random(3);
    for (int i = 0; i < 300; ++i) {
        const int width = 1 + int(random() % 30);
        const int height = 1 + int(random() % 30);
        Scenario scenario;
        scenario.board = Grid(width, height);
        scenario.start = CellPos{int(random() % unsigned(width)), int(random() % unsigned(height))};
        scenario.goal = CellPos{int(random() % unsigned(width)), int(random() % unsigned(height))};
        const int dx = std::abs(scenario.goal->x - scenario.start->x);
        const int dy = std::abs(scenario.goal->y - scenario.start->y);
        const RunOutcome outcome = Catalogue::run(with(scenario, QStringLiteral("dfs"),
            plus(connectivity(eight), QStringLiteral("direction-order"), QStringLiteral("toward-target"))));
        QVERIFY(outcome.found);
        QCOMPARE(int(outcome.path.size()) - 1, eight ? std::max(dx, dy) : dx + dy);
        QCOMPARE(outcome.expansions, quint64(outcome.path.size())); // no detour, no backtrack
        QVERIFY(pathError(scenario, outcome, eight).isEmpty());
        if (eight) // straight, then diagonal, never a zigzag: the octile distance
            QVERIFY(std::abs(outcome.cost - (std::max(dx, dy) + (std::sqrt(2.0) - 1) * std::min(dx, dy))) < tolerance);
    }

    // 4-connected it takes the column toward the target first, as the Lianliankan seed does.
    Scenario scenario;
    scenario.board = Grid(5, 5);
    scenario.start = CellPos{0, 4};
    scenario.goal = CellPos{3, 1};
    const RunOutcome outcome = Catalogue::run(with(scenario, QStringLiteral("dfs"),
        plus(connectivity(false), QStringLiteral("direction-order"), QStringLiteral("toward-target"))));
    if (!eight) {
        QCOMPARE(outcome.path[1], (CellPos{1, 4}));
        QCOMPARE(outcome.path[4], (CellPos{3, 3}));
    }
}

void TestPathfinding::weightedAStarBound()
{
    // An open weighted board where greed pays: the bound w x optimal must hold and the
    // weighted search must expand no more than plain A*.
    std::mt19937_64 random(11);
    Scenario scenario;
    scenario.board = Grid(60, 60);
    for (int y = 0; y < 60; ++y) {
        for (int x = 0; x < 60; ++x) {
            if (random() % 5 == 0)
                scenario.board.setWall({x, y});
            else
                scenario.board.setWeight({x, y}, std::uint8_t(1 + random() % 3));
        }
    }
    scenario.start = CellPos{0, 0};
    scenario.goal = CellPos{59, 59};
    scenario.board.setWeight(*scenario.start, 1);
    scenario.board.setWeight(*scenario.goal, 1);
    for (const bool eight : {false, true}) {
        const auto optimal = referenceCost(scenario.board, *scenario.start, *scenario.goal, eight);
        QVERIFY(optimal);
        const RunOutcome plain = Catalogue::run(with(scenario, QStringLiteral("astar"), connectivity(eight)));
        QVERIFY(std::abs(plain.cost - *optimal) < tolerance);
        for (const double w : {1.2, 2.0, 5.0}) {
            const RunOutcome weighted = Catalogue::run(with(scenario, QStringLiteral("astar"),
                                                            plus(connectivity(eight), QStringLiteral("weight"), w)));
            QVERIFY(weighted.found);
            QVERIFY(weighted.cost <= w * *optimal + tolerance);
            QVERIFY(weighted.expansions <= plain.expansions);
        }
    }
}

void TestPathfinding::repeatedQueries()
{
    // One context, one board, many queries: the same answers as fresh contexts, in any order
    // of algorithms, and after the board changes.
    std::mt19937_64 random(5);
    RandomBoard board = randomBoard(random, 40);
    while (board.scenario.board.cellCount() < 400)
        board = randomBoard(random, 40);
    RunContext shared;
    for (int i = 0; i < 200; ++i) {
        Scenario scenario = board.scenario;
        const int width = scenario.board.width();
        const int height = scenario.board.height();
        scenario.start = CellPos{int(random() % unsigned(width)), int(random() % unsigned(height))};
        scenario.goal = CellPos{int(random() % unsigned(width)), int(random() % unsigned(height))};
        if (scenario.board.isWall(*scenario.start) || scenario.board.isWall(*scenario.goal))
            continue;
        if (i == 100) { // the same size, another board: the padded copy must follow it
            board.scenario.board.setWall(*scenario.start == CellPos{0, 0} ? CellPos{1, 0} : CellPos{0, 0});
            scenario.board = board.scenario.board;
        }
        const QStringList ids{QStringLiteral("astar"), QStringLiteral("dijkstra"), QStringLiteral("bidirectional"),
                              QStringLiteral("bfs"), QStringLiteral("dfs"), QStringLiteral("greedy")};
        const QString id = ids[i % ids.size()];
        const QVariantMap parameters = connectivity(i % 3 == 0);
        const RunOutcome reused = Catalogue::run(with(scenario, id, parameters), nullptr, &shared);
        const RunOutcome fresh = Catalogue::run(with(scenario, id, parameters));
        QVERIFY(sameOutcome(reused, fresh));
    }
}

void TestPathfinding::cancel()
{
    // The goal is walled in, so every search would explore the whole board.
    Scenario scenario;
    scenario.board = Grid(300, 300);
    for (const CellPos wall : {CellPos{298, 299}, CellPos{299, 298}, CellPos{298, 298}})
        scenario.board.setWall(wall);
    scenario.start = CellPos{0, 0};
    scenario.goal = CellPos{299, 299};
    std::atomic<bool> stop{true};
    for (const QString &id : {QStringLiteral("dijkstra"), QStringLiteral("bfs"), QStringLiteral("dfs"),
                             QStringLiteral("bidirectional")}) {
        RunContext context;
        context.cancel = &stop;
        // Bidirectional search proves the walled-in goal unreachable at once: give it an open
        // board, where the two searches meet only after tens of thousands of expansions.
        Scenario input = scenario;
        if (id == u"bidirectional")
            input.board = Grid(300, 300);
        const RunOutcome outcome = Catalogue::run(with(input, id, {}), nullptr, &context);
        QVERIFY2(outcome.cancelled, qPrintable(id));
        QVERIFY(!outcome.found);
        QVERIFY(outcome.expansions < 10000);
    }
}

QTEST_GUILESS_MAIN(TestPathfinding)
#include "tst_pathfinding.moc"
