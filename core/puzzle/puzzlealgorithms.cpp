#include "puzzlealgorithms.h"

#include "layeredsolver.h"
#include "puzzleoptimal.h"
#include "puzzlepatterns.h"
#include "seedpuzzlesolver.h"

#include "trace/recorder.h"

#include "grid/messagetext.h"
#include "grid/scenario.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMutex>

#include <algorithm>
#include <limits>
#include <optional>
#include <utility>
#include <unordered_set>

namespace gridtrace {

namespace {

const QString goalKey = QStringLiteral("goal");
const QString budgetKey = QStringLiteral("budget");

PuzzleGoal goalOf(const Scenario &scenario)
{
    return goalFromId(scenario.parameters.value(goalKey).toString()).value_or(PuzzleGoal::BlankLast);
}

ParameterSpec goalParameter()
{
    return ParameterSpec::choice(goalKey, QT_TRANSLATE_NOOP("Catalogue", "Goal"),
                                 QT_TRANSLATE_NOOP("Catalogue", "Where the blank ends: after the tiles 1..N-1 (the usual "
                                                                "picture), or first, tile t at index t (Korf's instances, and "
                                                                "where the post ends)"),
                                 {QStringLiteral("blank-last"), QStringLiteral("blank-first")},
                                 {QT_TRANSLATE_NOOP("Catalogue", "Blank last"), QT_TRANSLATE_NOOP("Catalogue", "Blank first")},
                                 QStringLiteral("blank-last"));
}

enum PuzzleStepKind { PlaceStep, RouteStep, RotateStep, MoveStep, FinishStep, SolvedStep, UnsolvableStep };
enum PuzzleLine { PlaceLine = 1, RouteLine, RotateLine, MoveLine, FinishLine, SolvedLine };
enum PuzzleCounter { MovesCounter, PlacedCounter };
enum PuzzleSequence { RouteSequence };

enum OptimalStepKind { HeuristicStep, IterationStep, PlayStep, OptimalSolvedStep, OptimalUnsolvableStep, GaveUpStep };
enum OptimalLine { HeuristicLine = 1, BoundLine, SearchLine, FoundLine, NextBoundLine, PlayLine };
enum OptimalCounter { BoundCounter, ExpandedCounter, PlayedCounter };
enum OptimalSequence { VariationSequence };

// The board drawn at the start of a trace: every tile by its number.
template<typename Rec>
void showPuzzle(Rec &recorder, const PuzzleBoard &board)
{
    if constexpr (Rec::enabled) {
        for (int cell = 0; cell < board.cellCount(); ++cell)
            recorder.setTile(cell, board.tile(cell));
    }
}

// The blank's cells along a line of moves, from where it stands.
std::vector<int> blankCells(const PuzzleBoard &board, const PuzzleMoves &moves)
{
    std::vector<int> cells{board.blank()};
    CellPos at = board.blankPos();
    for (const BlankMove m : moves) {
        const CellPos step = moveStep(m);
        at = {at.x + step.x, at.y + step.y};
        if (at.x < 0 || at.y < 0 || at.x >= board.width() || at.y >= board.height())
            break;
        cells.push_back(board.index(at));
    }
    return cells;
}

void reportSolution(RunOutcome &outcome, const PuzzleBoard &board, bool solvable, const PuzzleMoves &moves, bool solved)
{
    outcome.found = solved;
    outcome.cost = double(moves.size());
    outcome.facts.insert(QStringLiteral("solvable"), solvable);
    outcome.facts.insert(QStringLiteral("moves"), solved ? QVariant(qint64(moves.size())) : QVariant());
    outcome.facts.insert(QStringLiteral("solution"), solved ? QVariant(movesText(moves)) : QVariant());
    // The blank's way, for the window and the command line's path.
    for (const int cell : blankCells(board, moves))
        outcome.path.push_back(board.pos(cell));
}

QString unsolvableNote(const PuzzleBoard &board)
{
    QString note = QCoreApplication::translate("Catalogue", "the board cannot reach its goal: the order of its numbers and the blank's distance from its goal cell "
              "have different parities, and no move changes that");
    // Korf's instances and the seed's post put the blank first: a board meant for that goal
    // reads as unsolvable under the other, and the way out is one parameter.
    PuzzleBoard other = board;
    const PuzzleGoal otherGoal = board.goal() == PuzzleGoal::BlankLast ? PuzzleGoal::BlankFirst : PuzzleGoal::BlankLast;
    other.setGoal(otherGoal);
    if (other.isSolvable()) {
        note += otherGoal == PuzzleGoal::BlankFirst
            ? QCoreApplication::translate("Catalogue", "; it can reach the goal with the blank first: set the parameter goal to blank-first")
            : QCoreApplication::translate("Catalogue", "; it can reach the goal with the blank last: set the parameter goal to blank-last");
    }
    return note;
}

// Records a solver's work as it reports it: a placement (depth 0) holds rotations and routes
// of the blank (depth 1), and those hold the moves (depth 2).
template<typename Rec>
class SolveTracer : public PuzzleSolveObserver
{
public:
    SolveTracer(Rec &recorder, PuzzleBoard board) : m_recorder(recorder), m_board(std::move(board)) {}

    void placing(int tile, CellPos from, CellPos target) override
    {
        m_recorder.step(PlaceStep, PlaceLine, m_board.index(from));
        m_recorder.setStatus(QT_TRANSLATE_NOOP("Status", "tile %1 from (%2,%3) to (%4,%5)"),
                             {QString::number(tile), QString::number(from.x), QString::number(from.y),
                              QString::number(target.x), QString::number(target.y)});
        m_active = tile;
        const int previous = m_target;
        m_target = m_board.index(target);
        if (previous >= 0)
            remark(previous);
        remark(m_board.index(from));
        remark(m_target);
        m_recorder.enter();
    }

    void placed(int tile, CellPos target) override
    {
        if (m_board.goalPos(PuzzleBoard::Tile(tile)) == target)
            m_home.insert(tile);
        m_active = -1;
        const int previous = m_target;
        m_target = -1;
        remark(previous);
        m_recorder.setCounter(PlacedCounter, int(m_home.size()));
        m_recorder.leave();
    }

    void finishing(CellPos topLeft, int width, int height) override
    {
        m_recorder.step(FinishStep, FinishLine, m_board.index(topLeft));
        m_recorder.setStatus(QT_TRANSLATE_NOOP("Status", "the last %1 x %2 cells together"),
                             {QString::number(width), QString::number(height)});
        m_recorder.enter();
    }

    // The last cells are solved together (from the table, or by turning the block): their
    // tiles are home without a placement of their own.
    void finished() override
    {
        settle();
        m_recorder.leave();
    }

    // Every tile on its goal cell counted and marked in place, the rest unmarked: what the
    // trace ends on, whatever the placements reported.
    void settle()
    {
        m_active = -1;
        m_target = -1;
        m_home.clear();
        for (int cell = 0; cell < m_board.cellCount(); ++cell) {
            const int tile = m_board.tile(cell);
            if (tile != 0 && m_board.goalIndex(PuzzleBoard::Tile(tile)) == cell)
                m_home.insert(tile);
        }
        for (int cell = 0; cell < m_board.cellCount(); ++cell)
            remark(cell);
        m_recorder.setCounter(PlacedCounter, int(m_home.size()));
    }

    void rotation(CellPos topLeft, bool clockwise) override
    {
        m_recorder.step(RotateStep, RotateLine, m_board.index(topLeft));
        m_recorder.setStatus(clockwise ? QT_TRANSLATE_NOOP("Status", "turn the 2 x 2 block at (%1,%2) clockwise")
                                       : QT_TRANSLATE_NOOP("Status", "turn the 2 x 2 block at (%1,%2) counter-clockwise"),
                             {QString::number(topLeft.x), QString::number(topLeft.y)});
        m_block = {m_board.index(topLeft), m_board.index({topLeft.x + 1, topLeft.y}),
                   m_board.index({topLeft.x, topLeft.y + 1}), m_board.index({topLeft.x + 1, topLeft.y + 1})};
        for (const int cell : m_block)
            remark(cell);
        openGroup(4);
    }

    void blankRoute(const PuzzleMoves &route) override
    {
        m_recorder.step(RouteStep, RouteLine, m_board.blank());
        m_recorder.setStatus(QT_TRANSLATE_N_NOOP("Status", "the blank's way: %n move(s)"), {QString::number(route.size())});
        for (const int cell : blankCells(m_board, route))
            m_recorder.pushBack(RouteSequence, cell);
        openGroup(int(route.size()));
    }

    void move(BlankMove move) override
    {
        const int from = m_board.blank();
        m_board.move(move);
        const int to = m_board.blank();
        m_recorder.step(MoveStep, MoveLine, to);
        m_recorder.setTile(from, m_board.tile(from));
        m_recorder.setTile(to, 0);
        remark(from);
        remark(to);
        m_recorder.addToCounter(MovesCounter, 1);
        if (m_open > 0 && --m_open == 0)
            closeGroup();
    }

    const PuzzleBoard &board() const { return m_board; }

private:
    void openGroup(int moves)
    {
        m_recorder.enter();
        m_open = moves;
        if (moves == 0)
            closeGroup();
    }

    void closeGroup()
    {
        m_recorder.clearSequence(RouteSequence);
        const std::vector<int> block = std::exchange(m_block, {});
        for (const int cell : block)
            remark(cell);
        m_recorder.leave();
    }

    // A cell's mark follows what lies on it: the tile being brought, a tile at home, the cell
    // the tile is going to.
    void remark(int cell)
    {
        if (cell < 0)
            return;
        const int tile = m_board.tile(cell);
        Mark mark = Mark::None;
        if (tile != 0 && tile == m_active)
            mark = Mark::Current;
        else if (std::find(m_block.begin(), m_block.end(), cell) != m_block.end())
            mark = Mark::Highlight;
        else if (tile != 0 && m_home.count(tile) && m_board.goalIndex(PuzzleBoard::Tile(tile)) == cell)
            mark = Mark::Closed;
        else if (cell == m_target)
            mark = Mark::Open;
        m_recorder.setMark(cell, mark);
    }

    Rec &m_recorder;
    PuzzleBoard m_board;
    std::unordered_set<int> m_home;
    int m_active = -1;
    int m_target = -1;
    int m_open = 0;
    std::vector<int> m_block; // the 2 x 2 block a rotation turns, while it turns
};

enum class SolverKind { Seed, Layered };

template<typename Rec>
RunOutcome runSolver(const Scenario &scenario, RunContext &context, Rec &recorder, SolverKind kind)
{
    RunOutcome outcome;
    auto board = puzzleFromScenario(scenario, &outcome.error);
    if (!board)
        return outcome;
    // The trace limit alone would keep such a run's memory in bounds too (its first moves
    // traced, the rest solved untraced), but a board past this size is refused up front: its
    // trace could never show the solve whole, and the untraced bench is the tool for it.
    if (Rec::enabled && board->cellCount() > maxTracedPuzzleCells) {
        outcome.error = QCoreApplication::translate("Catalogue", "a trace of this %1 x %2 puzzle would hold every one of its moves, too many to replay: traces "
                           "stop at %3 cells (40 x 40); solve larger boards untraced (gridtrace-cli bench puzzle)")
                            .arg(board->width()).arg(board->height()).arg(groupedNumber(qint64(maxTracedPuzzleCells)));
        return outcome;
    }
    showPuzzle(recorder, *board);
    PuzzleSolveResult result;
    std::optional<SolveTracer<Rec>> tracer;
    if constexpr (Rec::enabled) {
        tracer.emplace(recorder, *board);
        result = kind == SolverKind::Seed ? SeedPuzzleSolver::solve(*board, &*tracer, context.cancel)
                                          : LayeredSolver::solve(*board, &*tracer, context.cancel);
    } else {
        result = kind == SolverKind::Seed ? SeedPuzzleSolver::solve(*board, nullptr, context.cancel)
                                          : LayeredSolver::solve(*board, nullptr, context.cancel);
    }
    outcome.cancelled = result.cancelled;
    if (!result.solvable) {
        recorder.step(UnsolvableStep, PlaceLine);
        if constexpr (Rec::enabled)
            recorder.setStatus(QT_TRANSLATE_NOOP("Status", "this board cannot reach its goal"));
        outcome.notes << unsolvableNote(*board);
        reportSolution(outcome, *board, false, {}, false);
        return outcome;
    }
    if (!result.cancelled) {
        recorder.step(SolvedStep, SolvedLine);
        if constexpr (Rec::enabled) {
            recorder.setStatus(QT_TRANSLATE_N_NOOP("Status", "solved in %n move(s)"), {QString::number(result.moves.size())});
            tracer->settle();
        }
    }
    outcome.expansions = result.moves.size();
    reportSolution(outcome, *board, true, result.moves, !result.cancelled);
    return outcome;
}

// The pattern databases, loaded or built once a process for each goal.
std::shared_ptr<const PuzzlePatternDatabase> patternDatabase(PuzzleGoal goal, const RunContext &context, QString *message)
{
    static QMutex mutex;
    static std::shared_ptr<const PuzzlePatternDatabase> databases[2];
    const QMutexLocker lock(&mutex);
    auto &database = databases[goal == PuzzleGoal::BlankFirst ? 1 : 0];
    if (!database) {
        QElapsedTimer timer;
        timer.start();
        PuzzlePatternDatabase::Progress progress;
        if (context.taskProgress)
            progress = [&context](double fraction) {
                context.taskProgress(QT_TRANSLATE_NOOP("Catalogue", "Building the 4 x 4 pattern databases"), fraction);
            };
        PuzzlePatternDatabase::Obtained obtained = PuzzlePatternDatabase::obtain(goal, {}, progress, context.cancel);
        database = obtained.database;
        *message = PuzzlePatternDatabase::buildNote(obtained, double(timer.elapsed()) / 1000.0);
    }
    return database;
}

template<typename Rec>
class SearchTracer : public PuzzleSearchObserver
{
public:
    SearchTracer(Rec &recorder, const PuzzleBoard &board) : m_recorder(recorder), m_board(board) {}

    void iterationStarted(int bound) override
    {
        m_recorder.step(IterationStep, SearchLine);
        m_recorder.setStatus(QT_TRANSLATE_NOOP("Status", "search every line of at most %1 moves, cut where moves + h > %1"),
                             {QString::number(bound)});
        m_recorder.setCounter(BoundCounter, bound);
    }

    void iterationEnded(int bound, quint64 expanded, int nextBound) override
    {
        m_expanded += expanded;
        m_recorder.setCounter(ExpandedCounter, std::int32_t(std::min<quint64>(m_expanded, INT32_MAX)));
        if (nextBound >= 0)
            m_recorder.setStatus(QT_TRANSLATE_NOOP("Status", "no solution within %1 moves (%2 positions); next bound %3"),
                                 {QString::number(bound), QString::number(expanded), QString::number(nextBound)});
        else
            m_recorder.setStatus(QT_TRANSLATE_N_NOOP("Status", "a solution of %n move(s) (%1 positions in this iteration)"),
                                 {QString::number(bound), QString::number(expanded)});
    }

    void principalVariation(const PuzzleMoves &moves) override
    {
        m_recorder.clearSequence(VariationSequence);
        for (const int cell : blankCells(m_board, moves))
            m_recorder.pushBack(VariationSequence, cell);
    }

private:
    Rec &m_recorder;
    const PuzzleBoard &m_board;
    quint64 m_expanded = 0;
};

template<typename Rec>
RunOutcome runOptimal(const Scenario &scenario, RunContext &context, Rec &recorder)
{
    RunOutcome outcome;
    auto board = puzzleFromScenario(scenario, &outcome.error);
    if (!board)
        return outcome;
    if (board->cellCount() > PuzzleOptimalSolver::maxCells) {
        outcome.error = QCoreApplication::translate("Catalogue", "an optimal search on this %1 x %2 puzzle has no end in sight: it takes boards of at most %3 "
                           "cells; use seed-004 or layered")
                            .arg(board->width()).arg(board->height()).arg(PuzzleOptimalSolver::maxCells);
        return outcome;
    }
    showPuzzle(recorder, *board);
    PuzzleOptimalSolver solver;
    if (board->width() == 4 && board->height() == 4 && board->isSolvable()) {
        QString message;
        auto database = patternDatabase(board->goal(), context, &message);
        if (!database) {
            outcome.cancelled = true;
            return outcome;
        }
        solver.setPatternDatabase(board->goal(), database);
        if (!message.isEmpty())
            outcome.notes << message;
    }
    PuzzleOptimalOptions options;
    options.cancel = context.cancel;
    const int budget = scenario.parameters.value(budgetKey).toInt();
    options.nodeBudget = budget > 0 ? quint64(budget) : defaultOptimalBudget(board->cellCount());
    const PuzzleSearchMethod method = solver.methodFor(*board, options);
    recorder.step(HeuristicStep, HeuristicLine);
    if constexpr (Rec::enabled) {
        const char *status = method == PuzzleSearchMethod::Table
            ? QT_TRANSLATE_NOOP("Status", "h: the complete 3 x 3 table; h(start) = %1")
            : method == PuzzleSearchMethod::PatternDatabase
            ? QT_TRANSLATE_NOOP("Status", "h: the additive pattern databases (6-6-3, and the board reflected); h(start) = %1")
            : QT_TRANSLATE_NOOP("Status", "h: Manhattan distance plus linear conflict; h(start) = %1");
        recorder.setStatus(status, {QString::number(board->isSolvable() ? solver.heuristic(*board, options) : 0)});
    }
    SearchTracer<Rec> tracer(recorder, *board);
    if constexpr (Rec::enabled)
        options.observer = &tracer;
    const PuzzleOptimalResult result = solver.solve(*board, options);
    outcome.expansions = result.expanded;
    outcome.facts.insert(QStringLiteral("expanded"), qint64(result.expanded));
    switch (result.outcome) {
    case PuzzleOptimalResult::Outcome::Unsolvable:
        recorder.step(OptimalUnsolvableStep, BoundLine);
        if constexpr (Rec::enabled)
            recorder.setStatus(QT_TRANSLATE_NOOP("Status", "this board cannot reach its goal"));
        outcome.notes << unsolvableNote(*board);
        reportSolution(outcome, *board, false, {}, false);
        return outcome;
    case PuzzleOptimalResult::Outcome::Cancelled:
        outcome.cancelled = true;
        reportSolution(outcome, *board, true, {}, false);
        return outcome;
    case PuzzleOptimalResult::Outcome::GaveUp:
    case PuzzleOptimalResult::Outcome::TooLarge:
        recorder.step(GaveUpStep, NextBoundLine);
        if constexpr (Rec::enabled)
            recorder.setStatus(QT_TRANSLATE_N_NOOP("Status", "the search gave up after %n position(s)"), {QString::number(result.expanded)});
        outcome.gaveUp = true;
        {
            // The budget is at most maxOptimalBudget, within an int. The count's digits are grouped
            // as every count is, before %1 brings in other digits.
            const int positions = int(std::min<quint64>(result.expanded, quint64(std::numeric_limits<int>::max())));
            QString note = QCoreApplication::translate("Catalogue", "the optimal search gave up after %n position(s), its budget, "
                                                       "without a solution: the parameter budget gives it more (at most %1), and "
                                                       "layered solves any board, though not in the fewest moves", nullptr, positions);
            const QString digits = QString::number(positions);
            if (const qsizetype at = note.indexOf(digits); at >= 0)
                note.replace(at, digits.size(), groupedNumber(positions));
            outcome.notes << note.arg(groupedNumber(maxOptimalBudget));
        }
        reportSolution(outcome, *board, true, {}, false);
        return outcome;
    case PuzzleOptimalResult::Outcome::Solved:
        break;
    }
    // The solution played out, one step a move, the blank's way shown ahead of it.
    if constexpr (Rec::enabled) {
        PuzzleBoard played = *board;
        for (const BlankMove m : result.moves) {
            const int from = played.blank();
            played.move(m);
            recorder.step(PlayStep, PlayLine, played.blank());
            recorder.setTile(from, played.tile(from));
            recorder.setTile(played.blank(), 0);
            recorder.popFront(VariationSequence);
            recorder.addToCounter(PlayedCounter, 1);
        }
        recorder.step(OptimalSolvedStep, FoundLine);
        recorder.setStatus(QT_TRANSLATE_N_NOOP("Status", "solved in %n move(s), the fewest there are"),
                           {QString::number(result.moves.size())});
    }
    reportSolution(outcome, *board, true, result.moves, true);
    return outcome;
}

template<SolverKind Kind>
RunOutcome runSolverEntry(const Scenario &scenario, RunContext &context)
{
    if (context.recorder)
        return runSolver(scenario, context, *context.recorder, Kind);
    NullRecorder recorder;
    return runSolver(scenario, context, recorder, Kind);
}

RunOutcome runOptimalEntry(const Scenario &scenario, RunContext &context)
{
    if (context.recorder)
        return runOptimal(scenario, context, *context.recorder);
    NullRecorder recorder;
    return runOptimal(scenario, context, recorder);
}

AlgorithmInfo puzzleEntry()
{
    AlgorithmInfo info;
    info.family = Family::Puzzle;
    info.frontier = Frontier::None;
    info.usesTerrain = false;
    info.needsStart = false;
    info.needsGoal = false;
    info.usesSeed = true; // a grid without tiles is shuffled from it
    info.seedDealsTiles = true;
    info.parameters = {goalParameter()};
    info.prepareScenario = preparePuzzleScenario;
    return info;
}

// What the two layer-by-layer solvers share: their steps, marks and counters.
AlgorithmInfo layerEntry()
{
    AlgorithmInfo info = puzzleEntry();
    info.legend = {
        {Mark::Current, QT_TRANSLATE_NOOP("Catalogue", "The tile being brought to its cell"), QT_TRANSLATE_NOOP("Catalogue", "Moving tile")},
        {Mark::Open, QT_TRANSLATE_NOOP("Catalogue", "Where it is going"), QT_TRANSLATE_NOOP("Catalogue", "Its cell")},
        {Mark::Closed, QT_TRANSLATE_NOOP("Catalogue", "A tile in place"), QT_TRANSLATE_NOOP("Catalogue", "In place")},
        {Mark::Highlight, QT_TRANSLATE_NOOP("Catalogue", "The 2 x 2 block being turned"), QT_TRANSLATE_NOOP("Catalogue", "Turning block")},
    };
    info.sequences = {{"route", QT_TRANSLATE_NOOP("Catalogue", "The blank's way")}};
    info.counters = {
        {"moves", QT_TRANSLATE_NOOP("Catalogue", "Moves")},
        {"placed", QT_TRANSLATE_NOOP("Catalogue", "Tiles placed by the solver")},
    };
    info.stepKinds = {
        {"place", QT_TRANSLATE_NOOP("Catalogue", "Bring a tile to its cell")},
        {"route", QT_TRANSLATE_NOOP("Catalogue", "The blank's way")},
        {"rotate", QT_TRANSLATE_NOOP("Catalogue", "Turn a 2 x 2 block"), true},
        {"move", QT_TRANSLATE_NOOP("Catalogue", "Move the blank")},
        {"finish", QT_TRANSLATE_NOOP("Catalogue", "The last tiles together")},
        {"solved", QT_TRANSLATE_NOOP("Catalogue", "Solved"), true},
        {"unsolvable", QT_TRANSLATE_NOOP("Catalogue", "Cannot be solved"), true},
    };
    return info;
}

AlgorithmInfo seedEntry()
{
    AlgorithmInfo info = layerEntry();
    info.id = QStringLiteral("seed-004");
    info.name = QT_TRANSLATE_NOOP("Catalogue", "Sliding puzzle: the post's layer-by-layer solver (seed 004)");
    info.summary = QT_TRANSLATE_NOOP("Catalogue",
        "The strategy of the seed-004 post, as a person solves a picture puzzle: the outer layers first, "
        "a column from the top and then a row from the right, each tile walked to its cell one cell at a "
        "time by the blank's shortest way round the placed tiles; the last tile of a column or a row by "
        "four turns of a 2 x 2 block around the blank; the last 2 x 2 at the end.");
    info.pseudoCode = {
        QT_TRANSLATE_NOOP("Catalogue", "for each tile, outer layers first (a column from the top, then a row from the right): bring it to its cell"),
        QT_TRANSLATE_NOOP("Catalogue", "    the blank's shortest way round the placed tiles to the cell ahead of the tile, then one move pushes it"),
        QT_TRANSLATE_NOOP("Catalogue", "    the last tile of a column or a row: parked beside its cell, then four 2 x 2 turns around the blank"),
        QT_TRANSLATE_NOOP("Catalogue", "        move the blank"),
        QT_TRANSLATE_NOOP("Catalogue", "the last 2 x 2: the blank goes round it until it is solved"),
        QT_TRANSLATE_NOOP("Catalogue", "solved"),
    };
    info.run = runSolverEntry<SolverKind::Seed>;
    return info;
}

AlgorithmInfo layeredEntry()
{
    AlgorithmInfo info = layerEntry();
    info.id = QStringLiteral("layered");
    info.name = QT_TRANSLATE_NOOP("Catalogue", "Sliding puzzle: layer by layer, fewer moves");
    info.summary = QT_TRANSLATE_NOOP("Catalogue",
        "The post's layers with what a careful player does better: each tile by its cheapest way (diagonal "
        "staircases rather than straight runs), the blank by the shortest way that disturbs the fewest "
        "tiles, the last two tiles of a line together, the next line chosen by trying both, and the last "
        "3 x 3 in the fewest moves from a table. About a third fewer moves than the post's.");
    info.pseudoCode = {
        QT_TRANSLATE_NOOP("Catalogue", "for each tile, outer layers first, the cheaper line next: bring it to its cell by its cheapest way"),
        QT_TRANSLATE_NOOP("Catalogue", "    the blank's shortest way that disturbs the fewest tiles, then the push"),
        QT_TRANSLATE_NOOP("Catalogue", "    the last two tiles of a line together, or four 2 x 2 turns when that is cheaper"),
        QT_TRANSLATE_NOOP("Catalogue", "        move the blank"),
        QT_TRANSLATE_NOOP("Catalogue", "the last 3 x 3 (or smaller) in the fewest moves, from a table"),
        QT_TRANSLATE_NOOP("Catalogue", "solved"),
    };
    info.run = runSolverEntry<SolverKind::Layered>;
    return info;
}

AlgorithmInfo optimalEntry()
{
    AlgorithmInfo info = puzzleEntry();
    info.id = QStringLiteral("puzzle-optimal");
    info.name = QT_TRANSLATE_NOOP("Catalogue", "Sliding puzzle: the fewest moves (IDA*)");
    info.summary = QT_TRANSLATE_NOOP("Catalogue",
        "An optimal solution: iterative-deepening A*, a depth-first search that cuts every line where its "
        "moves plus an admissible estimate h exceed a bound, raising the bound to the least cut until it "
        "finds the goal. h is the complete table on 3 x 3, additive pattern databases on 4 x 4 (built once "
        "and kept on disk), Manhattan distance plus linear conflict otherwise.");
    info.pseudoCode = {
        QT_TRANSLATE_NOOP("Catalogue", "h = the table (3 x 3), pattern databases (4 x 4), or Manhattan distance + linear conflict"),
        QT_TRANSLATE_NOOP("Catalogue", "bound = h(start)"),
        QT_TRANSLATE_NOOP("Catalogue", "loop: depth-first from the start, cutting a line where its moves + h > bound"),
        QT_TRANSLATE_NOOP("Catalogue", "    the goal reached: its line is a solution in the fewest moves"),
        QT_TRANSLATE_NOOP("Catalogue", "    else bound = the least of the values cut"),
        QT_TRANSLATE_NOOP("Catalogue", "play the solution"),
    };
    info.parameters << ParameterSpec::integer(
        budgetKey, QT_TRANSLATE_NOOP("Catalogue", "Budget"),
        QT_TRANSLATE_NOOP("Catalogue", "Positions the search may expand before it gives up without a solution; "
                                       "0: 500,000,000 up to 16 cells, 50,000,000 above"),
        0, 0, maxOptimalBudget);
    info.sequences = {{"variation", QT_TRANSLATE_NOOP("Catalogue", "Principal variation (the blank's way)")}};
    info.counters = {
        {"bound", QT_TRANSLATE_NOOP("Catalogue", "Bound")},
        {"expanded", QT_TRANSLATE_NOOP("Catalogue", "Positions expanded")},
        {"played", QT_TRANSLATE_NOOP("Catalogue", "Moves played")},
    };
    info.stepKinds = {
        {"heuristic", QT_TRANSLATE_NOOP("Catalogue", "The estimate at the start")},
        {"iteration", QT_TRANSLATE_NOOP("Catalogue", "An iteration up to a bound"), true},
        {"play", QT_TRANSLATE_NOOP("Catalogue", "Play a move of the solution")},
        {"solved", QT_TRANSLATE_NOOP("Catalogue", "Solved"), true},
        {"unsolvable", QT_TRANSLATE_NOOP("Catalogue", "Cannot be solved"), true},
        {"gave-up", QT_TRANSLATE_NOOP("Catalogue", "Gave up"), true},
    };
    info.run = runOptimalEntry;
    return info;
}

} // namespace

std::optional<PuzzleBoard> puzzleFromScenario(const Scenario &scenario, QString *error)
{
    const Grid &grid = scenario.board;
    if (const QString why = PuzzleBoard::sizeError(grid.width(), grid.height()); !why.isEmpty()) {
        *error = why;
        return std::nullopt;
    }
    if (scenario.tiles.size() != std::size_t(grid.cellCount())) {
        *error = QCoreApplication::translate("Catalogue", "the scenario has %1 tiles for a puzzle of %2 cells").arg(scenario.tiles.size()).arg(grid.cellCount());
        return std::nullopt;
    }
    std::vector<PuzzleBoard::Tile> tiles(scenario.tiles.size());
    std::vector<char> seen(tiles.size(), 0);
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const std::int32_t t = scenario.tiles[i];
        if (t < 0 || std::size_t(t) >= tiles.size() || seen[std::size_t(t)]) {
            *error = QCoreApplication::translate("Catalogue", "the board's tiles are not a sliding puzzle: a puzzle of %1 x %2 cells holds the numbers 0 to %3 once "
                        "each, and cell (%4,%5) holds %6")
                         .arg(grid.width()).arg(grid.height()).arg(tiles.size() - 1)
                         .arg(grid.pos(int(i)).x).arg(grid.pos(int(i)).y).arg(t);
            return std::nullopt;
        }
        seen[std::size_t(t)] = 1;
        tiles[i] = PuzzleBoard::Tile(t);
    }
    PuzzleBoard board(grid.width(), grid.height(), goalOf(scenario));
    board.setTiles(tiles);
    return board;
}

void puzzleToScenario(const PuzzleBoard &board, Scenario &scenario)
{
    scenario.board = Grid(board.width(), board.height());
    scenario.tiles.assign(board.tiles().begin(), board.tiles().end());
    scenario.start.reset();
    scenario.goal.reset();
    scenario.snake.clear();
    scenario.food.reset();
}

QString preparePuzzleScenario(Scenario &scenario)
{
    if (scenario.tiles.empty()) {
        const Grid &grid = scenario.board;
        if (const QString why = PuzzleBoard::sizeError(grid.width(), grid.height()); !why.isEmpty())
            return why;
        puzzleToScenario(PuzzleBoard::shuffled(grid.width(), grid.height(), goalOf(scenario), scenario.seed), scenario);
        return {};
    }
    QString error;
    return puzzleFromScenario(scenario, &error) ? QString() : error;
}

quint64 defaultOptimalBudget(int cells)
{
    return cells > 16 ? PuzzleOptimalOptions::defaultNodeBudget / 10 : PuzzleOptimalOptions::defaultNodeBudget;
}

QList<AlgorithmInfo> puzzleAlgorithms()
{
    return {seedEntry(), layeredEntry(), optimalEntry()};
}

} // namespace gridtrace
