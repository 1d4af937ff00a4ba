#pragma once

#include "puzzleboard.h"

#include "catalogue/algorithminfo.h"

#include <QList>

namespace gridtrace {

// The catalogue entries of the sliding puzzle: "seed-004" (the post's layer-by-layer solver),
// "layered" (the stronger one) and "puzzle-optimal" (the fewest moves: the 3 x 3 table, the
// 4 x 4 pattern databases, IDA* otherwise). A scenario holds a puzzle in its tiles (0 the
// blank) on a grid of its size; the goal is the parameter "goal" (blank-last, blank-first).
// Facts, under the command line's keys: solvable, moves, solution (the blank's moves as
// U/D/L/R), and for puzzle-optimal expanded.
QList<AlgorithmInfo> puzzleAlgorithms();

// A trace holds every move of the board, so traced runs stop at this many cells (a 40 x 40
// puzzle takes some 60,000 moves; a 100 x 100 one two million).
inline constexpr int maxTracedPuzzleCells = 40 * 40;

// puzzle-optimal takes boards of up to PuzzleOptimalSolver::maxCells cells and gives up after
// its parameter "budget" of expanded positions, at most this many (it is an integer parameter).
inline constexpr int maxOptimalBudget = 2'000'000'000;
// The budget when "budget" is 0: the solver's default up to 4 x 4 (the table, the pattern
// databases); above, where IDA* on Manhattan distance expands some 7 million positions a second
// and most boards need far more, a tenth of it, so a board it cannot finish gives up in seconds.
quint64 defaultOptimalBudget(int cells);

// The entries' prepareScenario: the tiles must be the numbers 0..N-1 once each; a scenario
// without tiles gets a puzzle of its grid's size shuffled from its seed, walls and weights
// dropped.
QString preparePuzzleScenario(Scenario &scenario);
// The scenario's puzzle under its goal parameter (blank-last when it has none).
std::optional<PuzzleBoard> puzzleFromScenario(const Scenario &scenario, QString *error);
// Sets the scenario's grid (the puzzle's size, every cell free) and tiles.
void puzzleToScenario(const PuzzleBoard &board, Scenario &scenario);

} // namespace gridtrace
