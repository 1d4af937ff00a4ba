#pragma once

#include "puzzleboard.h"

#include <QtGlobal>

#include <array>
#include <atomic>
#include <memory>
#include <vector>

namespace gridtrace {

class PuzzlePatternDatabase;

// Watches an IDA* search, for the trace. Every call happens in the searching thread; a solver
// given no observer pays nothing for them.
class PuzzleSearchObserver
{
public:
    virtual ~PuzzleSearchObserver() = default;
    virtual void iterationStarted(int bound) { Q_UNUSED(bound); }
    // nextBound: the least f above `bound` that was cut off; -1 when the iteration found the
    // goal or stopped early.
    virtual void iterationEnded(int bound, quint64 expanded, int nextBound)
    {
        Q_UNUSED(bound);
        Q_UNUSED(expanded);
        Q_UNUSED(nextBound);
    }
    // At the end of each iteration the line that came closest to the goal (least heuristic,
    // first found), and at the end the solution.
    virtual void principalVariation(const PuzzleMoves &moves) { Q_UNUSED(moves); }
};

enum class PuzzleSearchMethod : std::uint8_t {
    Table,            // 3 x 3: the complete distance table, walked downhill
    PatternDatabase,  // 4 x 4: IDA* on the additive pattern databases
    ManhattanConflict // anything else: IDA* on Manhattan distance plus linear conflict
};

struct PuzzleSearchIteration
{
    int bound = 0;
    quint64 expanded = 0;
    int nextBound = -1;
};

struct PuzzleOptimalResult
{
    enum class Outcome : std::uint8_t {
        Solved,     // moves is an optimal solution
        Unsolvable, // the goal cannot be reached; nothing was searched
        Cancelled,  // the cancel flag was raised
        GaveUp,     // the node budget ran out
        TooLarge    // more cells than the search handles (maxCells)
    };
    Outcome outcome = Outcome::GaveUp;
    PuzzleSearchMethod method = PuzzleSearchMethod::ManhattanConflict;
    PuzzleMoves moves;
    int initialHeuristic = 0;
    quint64 expanded = 0; // nodes whose children were generated, over all iterations
    std::vector<PuzzleSearchIteration> iterations;

    bool solved() const { return outcome == Outcome::Solved; }
    bool solvable() const { return outcome != Outcome::Unsolvable; }
};

struct PuzzleOptimalOptions
{
    static constexpr quint64 defaultNodeBudget = 500'000'000;
    // Expansions allowed before giving up; 0 means no limit (a 5 x 5 may then run for days).
    quint64 nodeBudget = defaultNodeBudget;
    const std::atomic<bool> *cancel = nullptr;
    PuzzleSearchObserver *observer = nullptr;
    // Forces IDA* on Manhattan distance plus linear conflict for every size (for comparisons).
    bool plainHeuristic = false;
};

// Optimal solutions of sliding puzzles, for either goal: 3 x 3 from the complete table, 4 x 4 by
// IDA* on the pattern databases when they are set for the board's goal, any other board of up
// to maxCells cells (and 4 x 4 without databases) by IDA* on Manhattan distance plus linear
// conflict.
class PuzzleOptimalSolver
{
public:
    static constexpr int maxCells = 64;

    PuzzleOptimalSolver() = default;
    // The databases serve the boards of their own goal; null removes them for that goal.
    void setPatternDatabase(PuzzleGoal goal, std::shared_ptr<const PuzzlePatternDatabase> database);
    void setPatternDatabase(std::shared_ptr<const PuzzlePatternDatabase> database);
    const PuzzlePatternDatabase *patternDatabase(PuzzleGoal goal) const;

    // The method solve() would use for the board.
    PuzzleSearchMethod methodFor(const PuzzleBoard &board, const PuzzleOptimalOptions &options = {}) const;
    // The search's starting bound for the board under methodFor().
    int heuristic(const PuzzleBoard &board, const PuzzleOptimalOptions &options = {}) const;
    PuzzleOptimalResult solve(const PuzzleBoard &board, const PuzzleOptimalOptions &options = {}) const;

private:
    std::array<std::shared_ptr<const PuzzlePatternDatabase>, 2> m_databases;
};

} // namespace gridtrace
