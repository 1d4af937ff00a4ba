#pragma once

#include "puzzleboard.h"

#include <QCoreApplication>
#include <QString>

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace gridtrace {

// The exact distance to the goal of every 3 x 3 board, by breadth-first search from the goal.
// Boards are indexed by the Lehmer rank of their nine numbers (a perfect hash of the 9!
// permutations); the half that cannot reach the goal keep `unreachable`.
class PuzzleTable3x3
{
public:
    static constexpr int cells = 9;
    static constexpr std::uint32_t permutationCount = 362880;
    static constexpr std::uint8_t unreachable = 0xff;

    // Builds the table (about 0.1 s).
    explicit PuzzleTable3x3(PuzzleGoal goal);
    // One table per goal for the whole process, built on first use; thread-safe.
    static const PuzzleTable3x3 &shared(PuzzleGoal goal);

    PuzzleGoal goal() const { return m_goal; }
    // Boards the goal reaches: 181,440.
    std::uint32_t entryCount() const { return m_entries; }
    int maxDistance() const { return m_maxDistance; }
    // How many boards lie at each distance, 0..maxDistance().
    const std::vector<std::uint32_t> &histogram() const { return m_histogram; }

    static std::uint32_t rank(const std::array<std::uint8_t, cells> &tiles);
    static std::array<std::uint8_t, cells> unrank(std::uint32_t rank);
    // The optimal number of moves; nullopt when the board is not 3 x 3 or cannot be solved.
    // The board's own goal is ignored: the table's is used.
    std::optional<int> distance(const PuzzleBoard &board) const;
    int distanceAt(std::uint32_t rank) const { return m_distance[rank]; }
    // An optimal solution, by always stepping to a neighbour one move closer; nullopt as
    // distance() does.
    std::optional<PuzzleMoves> solve(const PuzzleBoard &board) const;

private:
    PuzzleGoal m_goal;
    std::vector<std::uint8_t> m_distance;
    std::uint32_t m_entries = 0;
    int m_maxDistance = 0;
    std::vector<std::uint32_t> m_histogram;
};

// Additive pattern databases for the 4 x 4 puzzle: the tiles split into groups (6-6-3), and
// for each group the fewest moves of its own tiles that bring them home, whatever the other
// tiles do (the blank's moves through other tiles are free, so the groups add up). Read
// through the board and through its reflection about the main diagonal, which maps either
// goal onto itself because both goals keep the blank in a corner on that diagonal.
class PuzzlePatternDatabase
{
    Q_DECLARE_TR_FUNCTIONS(PuzzlePatternDatabase)

public:
    static constexpr int side = 4;
    static constexpr int cells = 16;
    static constexpr quint32 formatVersion = 1;
    // Fraction done, 0..1, always called in the thread that asked for the build.
    using Progress = std::function<void(double)>;

    PuzzleGoal goal() const { return m_goal; }
    // The tiles of each group, e.g. "6-6-3".
    const std::vector<std::vector<int>> &groups() const { return m_groups; }
    QString partitionId() const;
    // The group of a tile and its place in the group; -1 for the blank.
    int groupOf(int tile) const { return m_groupOf[std::size_t(tile)]; }
    int slotOf(int tile) const { return m_slotOf[std::size_t(tile)]; }
    // The tile that stands for `tile` on the reflected board (the reflection of its home).
    int reflectedTile(int tile) const { return m_reflectedTile[std::size_t(tile)]; }
    static int reflectedCell(int cell) { return (cell % side) * side + cell / side; }
    // A group's table, indexed by rankCells() of where its tiles stand (in groups() order).
    const std::uint8_t *table(int group) const { return m_tables[std::size_t(group)].data(); }
    std::size_t byteSize() const;

    // The index of k distinct cells among 16, in order: a perfect hash onto 16!/(16-k)!.
    static std::uint32_t rankCells(const int *cellsOfTiles, int k);
    // The lower bound for a 4 x 4 board under goal(): the larger of the sums over the groups
    // for the board and for its reflection. -1 for any other size.
    int heuristic(const PuzzleBoard &board) const;

    // Builds the databases (both large groups in parallel); null when cancelled.
    static std::unique_ptr<PuzzlePatternDatabase> build(PuzzleGoal goal, const Progress &progress = {},
                                                        const std::atomic<bool> *cancel = nullptr);
    // Reads a cache file; null with a sentence in `error` when it is missing, truncated, of
    // another version, goal or partition, or fails its checksum.
    static std::unique_ptr<PuzzlePatternDatabase> load(const QString &fileName, PuzzleGoal goal, QString *error);
    // Writes through QSaveFile, so a failed save leaves the old file as it was.
    bool save(const QString &fileName, QString *error) const;

    // $GRIDTRACE_CACHE_DIR/puzzle when that is set, else QStandardPaths::CacheLocation/puzzle.
    static QString defaultCacheDirectory();
    static QString cacheFileName(const QString &directory, PuzzleGoal goal);

    enum class Source : std::uint8_t { Cache, Built, Rebuilt };
    struct Obtained
    {
        std::shared_ptr<const PuzzlePatternDatabase> database; // null when cancelled
        Source source = Source::Built;
        // Why the cache was not used, or why it could not be written; empty when all went well.
        QString message;
        // The built databases were written to the cache for next time.
        bool saved = false;
    };
    // The cached databases when the file in `directory` (default: defaultCacheDirectory())
    // is sound; else built, with progress, and written there. A bad file is rebuilt, never
    // trusted.
    static Obtained obtain(PuzzleGoal goal, const QString &directory = {}, const Progress &progress = {},
                           const std::atomic<bool> *cancel = nullptr);
    // What a build came to, one sentence said alike by run and bench: why they were built (no
    // cache yet, or one that could not be used) and kept in the cache, or built for this run only
    // and why; empty when the databases came from the cache.
    static QString buildNote(const Obtained &obtained, double seconds);

private:
    explicit PuzzlePatternDatabase(PuzzleGoal goal);

    PuzzleGoal m_goal;
    std::vector<std::vector<int>> m_groups;
    std::array<int, cells> m_groupOf{};
    std::array<int, cells> m_slotOf{};
    std::array<int, cells> m_reflectedTile{};
    std::vector<std::vector<std::uint8_t>> m_tables;
};

} // namespace gridtrace
