#include "puzzleoptimal.h"

#include "puzzlepatterns.h"

#include <algorithm>
#include <climits>
#include <cstdlib>

namespace gridtrace {

namespace {

constexpr int foundGoal = -1;
constexpr int stoppedEarly = -2;
constexpr int noBound = INT_MAX;
constexpr std::array<BlankMove, 4> moveOrder{BlankMove::Up, BlankMove::Down, BlankMove::Left, BlankMove::Right};

// The board as the search holds it: tiles in bytes, the blank's neighbours looked up, moves
// numbered 0..3 in moveOrder so that a move's opposite is its number xor 1.
struct SearchBoard
{
    int width = 0;
    int height = 0;
    std::array<std::uint8_t, PuzzleOptimalSolver::maxCells> tiles{};
    int blank = 0;
    std::vector<std::array<int, 4>> neighbours;

    explicit SearchBoard(const PuzzleBoard &board)
        : width(board.width())
        , height(board.height())
        , blank(board.blank())
    {
        const int cells = board.cellCount();
        for (int i = 0; i < cells; ++i)
            tiles[std::size_t(i)] = std::uint8_t(board.tile(i));
        neighbours.resize(std::size_t(cells));
        for (int i = 0; i < cells; ++i) {
            const int x = i % width;
            const int y = i / width;
            neighbours[std::size_t(i)] = {y > 0 ? i - width : -1, y + 1 < height ? i + width : -1,
                                          x > 0 ? i - 1 : -1, x + 1 < width ? i + 1 : -1};
        }
    }
};

// Manhattan distance plus linear conflict: in a line, the tiles that belong to it but stand
// in the wrong order must leave it and come back, two moves each beyond their Manhattan
// distance; the fewest that must leave are those outside a longest increasing run of their
// home places. Row and column conflicts add, since one pays vertical moves and the other
// horizontal ones.
class ConflictHeuristic
{
public:
    explicit ConflictHeuristic(const PuzzleBoard &board)
        : m_width(board.width())
        , m_height(board.height())
        , m_rows(std::size_t(board.height()))
        , m_columns(std::size_t(board.width()))
    {
        for (int t = 1; t < board.cellCount(); ++t) {
            const CellPos home = board.goalPos(PuzzleBoard::Tile(t));
            m_homeX[std::size_t(t)] = std::int8_t(home.x);
            m_homeY[std::size_t(t)] = std::int8_t(home.y);
        }
    }

    int reset(const SearchBoard &b)
    {
        m_manhattan = 0;
        for (int i = 0; i < m_width * m_height; ++i) {
            const int t = b.tiles[std::size_t(i)];
            if (t != 0)
                m_manhattan += std::abs(i % m_width - m_homeX[std::size_t(t)]) + std::abs(i / m_width - m_homeY[std::size_t(t)]);
        }
        m_conflicts = 0;
        for (int y = 0; y < m_height; ++y)
            m_conflicts += m_rows[std::size_t(y)] = rowConflict(b, y);
        for (int x = 0; x < m_width; ++x)
            m_conflicts += m_columns[std::size_t(x)] = columnConflict(b, x);
        m_undo.clear();
        return m_manhattan + m_conflicts;
    }

    // The tile has just moved from `from` to `to` (the board already shows it).
    int apply(const SearchBoard &b, int tile, int from, int to)
    {
        Undo u{m_manhattan, m_conflicts, false, 0, 0, 0, 0};
        const int fx = from % m_width, fy = from / m_width, tx = to % m_width, ty = to / m_width;
        const int hx = m_homeX[std::size_t(tile)], hy = m_homeY[std::size_t(tile)];
        m_manhattan += std::abs(tx - hx) + std::abs(ty - hy) - std::abs(fx - hx) - std::abs(fy - hy);
        // Only the lines the tile left and entered change: sliding along a line keeps the
        // order of the tiles in it.
        if (fy != ty) {
            u.rows = true;
            u.lineA = fy;
            u.lineB = ty;
            u.oldA = m_rows[std::size_t(fy)];
            u.oldB = m_rows[std::size_t(ty)];
            m_rows[std::size_t(fy)] = rowConflict(b, fy);
            m_rows[std::size_t(ty)] = rowConflict(b, ty);
            m_conflicts += m_rows[std::size_t(fy)] + m_rows[std::size_t(ty)] - u.oldA - u.oldB;
        } else {
            u.lineA = fx;
            u.lineB = tx;
            u.oldA = m_columns[std::size_t(fx)];
            u.oldB = m_columns[std::size_t(tx)];
            m_columns[std::size_t(fx)] = columnConflict(b, fx);
            m_columns[std::size_t(tx)] = columnConflict(b, tx);
            m_conflicts += m_columns[std::size_t(fx)] + m_columns[std::size_t(tx)] - u.oldA - u.oldB;
        }
        m_undo.push_back(u);
        return m_manhattan + m_conflicts;
    }

    void undo(int, int, int)
    {
        const Undo u = m_undo.back();
        m_undo.pop_back();
        m_manhattan = u.manhattan;
        m_conflicts = u.conflicts;
        auto &lines = u.rows ? m_rows : m_columns;
        lines[std::size_t(u.lineA)] = u.oldA;
        lines[std::size_t(u.lineB)] = u.oldB;
    }

private:
    struct Undo
    {
        int manhattan;
        int conflicts;
        bool rows;
        int lineA, lineB, oldA, oldB;
    };

    static int conflictOf(const std::array<int, PuzzleOptimalSolver::maxCells> &homes, int count)
    {
        if (count < 2)
            return 0;
        std::array<int, PuzzleOptimalSolver::maxCells> longest{};
        int best = 0;
        for (int i = 0; i < count; ++i) {
            int run = 1;
            for (int j = 0; j < i; ++j) {
                if (homes[std::size_t(j)] < homes[std::size_t(i)])
                    run = std::max(run, longest[std::size_t(j)] + 1);
            }
            longest[std::size_t(i)] = run;
            best = std::max(best, run);
        }
        return 2 * (count - best);
    }

    int rowConflict(const SearchBoard &b, int y) const
    {
        std::array<int, PuzzleOptimalSolver::maxCells> homes{};
        int count = 0;
        for (int x = 0; x < m_width; ++x) {
            const int t = b.tiles[std::size_t(y * m_width + x)];
            if (t != 0 && m_homeY[std::size_t(t)] == y)
                homes[std::size_t(count++)] = m_homeX[std::size_t(t)];
        }
        return conflictOf(homes, count);
    }

    int columnConflict(const SearchBoard &b, int x) const
    {
        std::array<int, PuzzleOptimalSolver::maxCells> homes{};
        int count = 0;
        for (int y = 0; y < m_height; ++y) {
            const int t = b.tiles[std::size_t(y * m_width + x)];
            if (t != 0 && m_homeX[std::size_t(t)] == x)
                homes[std::size_t(count++)] = m_homeY[std::size_t(t)];
        }
        return conflictOf(homes, count);
    }

    int m_width;
    int m_height;
    std::array<std::int8_t, PuzzleOptimalSolver::maxCells> m_homeX{};
    std::array<std::int8_t, PuzzleOptimalSolver::maxCells> m_homeY{};
    std::vector<int> m_rows;
    std::vector<int> m_columns;
    int m_manhattan = 0;
    int m_conflicts = 0;
    std::vector<Undo> m_undo;
};

// The 4 x 4 pattern databases, read for the board and for its reflection; a move changes one
// group of each, so only those two are looked up again.
class PatternHeuristic
{
public:
    explicit PatternHeuristic(const PuzzlePatternDatabase &db)
        : m_db(db)
        , m_groupCount(int(db.groups().size()))
    {
    }

    int reset(const SearchBoard &b)
    {
        for (int i = 0; i < PuzzlePatternDatabase::cells; ++i)
            m_where[b.tiles[std::size_t(i)]] = i;
        m_plainSum = 0;
        m_mirroredSum = 0;
        for (int g = 0; g < m_groupCount; ++g) {
            m_plainSum += m_plain[std::size_t(g)] = plainValue(g);
            m_mirroredSum += m_mirrored[std::size_t(g)] = mirroredValue(g);
        }
        m_undo.clear();
        return std::max(m_plainSum, m_mirroredSum);
    }

    int apply(const SearchBoard &, int tile, int, int to)
    {
        m_where[std::size_t(tile)] = to;
        const int g = m_db.groupOf(tile);
        const int mg = m_db.groupOf(m_db.reflectedTile(tile));
        m_undo.push_back({m_plain[std::size_t(g)], m_mirrored[std::size_t(mg)]});
        const int plain = plainValue(g);
        const int mirrored = mirroredValue(mg);
        m_plainSum += plain - m_plain[std::size_t(g)];
        m_mirroredSum += mirrored - m_mirrored[std::size_t(mg)];
        m_plain[std::size_t(g)] = plain;
        m_mirrored[std::size_t(mg)] = mirrored;
        return std::max(m_plainSum, m_mirroredSum);
    }

    void undo(int tile, int from, int)
    {
        m_where[std::size_t(tile)] = from;
        const int g = m_db.groupOf(tile);
        const int mg = m_db.groupOf(m_db.reflectedTile(tile));
        const auto [plain, mirrored] = m_undo.back();
        m_undo.pop_back();
        m_plainSum += plain - m_plain[std::size_t(g)];
        m_mirroredSum += mirrored - m_mirrored[std::size_t(mg)];
        m_plain[std::size_t(g)] = plain;
        m_mirrored[std::size_t(mg)] = mirrored;
    }

private:
    int plainValue(int g) const
    {
        const auto &tiles = m_db.groups()[std::size_t(g)];
        std::array<int, PuzzlePatternDatabase::cells> at{};
        for (std::size_t i = 0; i < tiles.size(); ++i)
            at[i] = m_where[std::size_t(tiles[i])];
        return m_db.table(g)[PuzzlePatternDatabase::rankCells(at.data(), int(tiles.size()))];
    }

    int mirroredValue(int g) const
    {
        const auto &tiles = m_db.groups()[std::size_t(g)];
        std::array<int, PuzzlePatternDatabase::cells> at{};
        for (std::size_t i = 0; i < tiles.size(); ++i)
            at[i] = PuzzlePatternDatabase::reflectedCell(m_where[std::size_t(m_db.reflectedTile(tiles[i]))]);
        return m_db.table(g)[PuzzlePatternDatabase::rankCells(at.data(), int(tiles.size()))];
    }

    const PuzzlePatternDatabase &m_db;
    int m_groupCount;
    std::array<int, PuzzlePatternDatabase::cells> m_where{};
    std::array<int, 8> m_plain{};
    std::array<int, 8> m_mirrored{};
    int m_plainSum = 0;
    int m_mirroredSum = 0;
    std::vector<std::pair<int, int>> m_undo;
};

template <class Heuristic>
class IdaStar
{
public:
    IdaStar(const PuzzleBoard &board, Heuristic &heuristic, const PuzzleOptimalOptions &options)
        : m_board(board)
        , m_heuristic(heuristic)
        , m_options(options)
    {
    }

    void run(PuzzleOptimalResult &result)
    {
        const int h0 = m_heuristic.reset(m_board);
        result.initialHeuristic = h0;
        PuzzleSearchObserver *observer = m_options.observer;
        for (int bound = h0;;) {
            if (observer)
                observer->iterationStarted(bound);
            m_bestH = INT_MAX;
            const quint64 before = m_expanded;
            const int next = search(0, h0, bound, -1);
            PuzzleSearchIteration iteration{bound, m_expanded - before, next >= 0 ? next : -1};
            result.iterations.push_back(iteration);
            result.expanded = m_expanded;
            if (observer) {
                observer->iterationEnded(iteration.bound, iteration.expanded, iteration.nextBound);
                observer->principalVariation(next == foundGoal ? m_path : m_bestPath);
            }
            if (next == foundGoal) {
                result.outcome = PuzzleOptimalResult::Outcome::Solved;
                result.moves = m_path;
                return;
            }
            if (next == stoppedEarly || next == noBound) {
                result.outcome = m_stop;
                return;
            }
            bound = next;
        }
    }

private:
    int search(int g, int h, int bound, int last)
    {
        const int f = g + h;
        if (f > bound)
            return f;
        if (m_options.observer && h < m_bestH) {
            m_bestH = h;
            m_bestPath = m_path;
        }
        if (h == 0)
            return foundGoal; // every heuristic here is zero only on the goal
        if (m_options.nodeBudget != 0 && m_expanded >= m_options.nodeBudget) {
            m_stop = PuzzleOptimalResult::Outcome::GaveUp;
            return stoppedEarly;
        }
        if ((m_expanded & 0xfff) == 0 && m_options.cancel && m_options.cancel->load(std::memory_order_relaxed)) {
            m_stop = PuzzleOptimalResult::Outcome::Cancelled;
            return stoppedEarly;
        }
        ++m_expanded;
        int least = noBound;
        const int blank = m_board.blank;
        for (int m = 0; m < 4; ++m) {
            const int to = m_board.neighbours[std::size_t(blank)][std::size_t(m)];
            if (to < 0 || (m ^ 1) == last)
                continue;
            const int tile = m_board.tiles[std::size_t(to)];
            m_board.tiles[std::size_t(blank)] = std::uint8_t(tile);
            m_board.tiles[std::size_t(to)] = 0;
            m_board.blank = to;
            const int childH = m_heuristic.apply(m_board, tile, to, blank);
            m_path.push_back(moveOrder[std::size_t(m)]);
            const int r = search(g + 1, childH, bound, m);
            if (r == foundGoal || r == stoppedEarly)
                return r;
            m_path.pop_back();
            m_heuristic.undo(tile, to, blank);
            m_board.blank = blank;
            m_board.tiles[std::size_t(to)] = std::uint8_t(tile);
            m_board.tiles[std::size_t(blank)] = 0;
            least = std::min(least, r);
        }
        return least;
    }

    SearchBoard m_board;
    Heuristic &m_heuristic;
    const PuzzleOptimalOptions &m_options;
    quint64 m_expanded = 0;
    PuzzleMoves m_path;
    PuzzleMoves m_bestPath;
    int m_bestH = INT_MAX;
    PuzzleOptimalResult::Outcome m_stop = PuzzleOptimalResult::Outcome::GaveUp;
};

} // namespace

void PuzzleOptimalSolver::setPatternDatabase(PuzzleGoal goal, std::shared_ptr<const PuzzlePatternDatabase> database)
{
    m_databases[std::size_t(goal)] = std::move(database);
}

void PuzzleOptimalSolver::setPatternDatabase(std::shared_ptr<const PuzzlePatternDatabase> database)
{
    if (database) {
        const PuzzleGoal goal = database->goal();
        setPatternDatabase(goal, std::move(database));
    }
}

const PuzzlePatternDatabase *PuzzleOptimalSolver::patternDatabase(PuzzleGoal goal) const
{
    return m_databases[std::size_t(goal)].get();
}

PuzzleSearchMethod PuzzleOptimalSolver::methodFor(const PuzzleBoard &board, const PuzzleOptimalOptions &options) const
{
    if (options.plainHeuristic)
        return PuzzleSearchMethod::ManhattanConflict;
    if (board.width() == 3 && board.height() == 3)
        return PuzzleSearchMethod::Table;
    if (board.width() == PuzzlePatternDatabase::side && board.height() == PuzzlePatternDatabase::side
        && patternDatabase(board.goal()))
        return PuzzleSearchMethod::PatternDatabase;
    return PuzzleSearchMethod::ManhattanConflict;
}

int PuzzleOptimalSolver::heuristic(const PuzzleBoard &board, const PuzzleOptimalOptions &options) const
{
    if (board.cellCount() > maxCells)
        return -1;
    switch (methodFor(board, options)) {
    case PuzzleSearchMethod::Table:
        return PuzzleTable3x3::shared(board.goal()).distance(board).value_or(-1);
    case PuzzleSearchMethod::PatternDatabase:
        return patternDatabase(board.goal())->heuristic(board);
    case PuzzleSearchMethod::ManhattanConflict:
        break;
    }
    ConflictHeuristic h(board);
    return h.reset(SearchBoard(board));
}

PuzzleOptimalResult PuzzleOptimalSolver::solve(const PuzzleBoard &board, const PuzzleOptimalOptions &options) const
{
    PuzzleOptimalResult result;
    result.method = methodFor(board, options);
    if (!board.isSolvable()) {
        result.outcome = PuzzleOptimalResult::Outcome::Unsolvable;
        return result;
    }
    if (board.cellCount() > maxCells) {
        result.outcome = PuzzleOptimalResult::Outcome::TooLarge;
        return result;
    }
    switch (result.method) {
    case PuzzleSearchMethod::Table: {
        const PuzzleTable3x3 &table = PuzzleTable3x3::shared(board.goal());
        result.moves = table.solve(board).value_or(PuzzleMoves());
        result.initialHeuristic = int(result.moves.size());
        // The table walks the solution a position at a time, looking up each one's neighbours:
        // each is a position expanded, so a budget stops it as it stops IDA*.
        result.expanded = result.moves.size();
        if (options.nodeBudget != 0 && result.expanded > options.nodeBudget) {
            result.expanded = options.nodeBudget;
            result.moves.clear();
            result.outcome = PuzzleOptimalResult::Outcome::GaveUp;
            break;
        }
        result.outcome = PuzzleOptimalResult::Outcome::Solved;
        if (options.observer)
            options.observer->principalVariation(result.moves);
        break;
    }
    case PuzzleSearchMethod::PatternDatabase: {
        PatternHeuristic h(*patternDatabase(board.goal()));
        IdaStar<PatternHeuristic>(board, h, options).run(result);
        break;
    }
    case PuzzleSearchMethod::ManhattanConflict: {
        ConflictHeuristic h(board);
        IdaStar<ConflictHeuristic>(board, h, options).run(result);
        break;
    }
    }
    return result;
}

} // namespace gridtrace
