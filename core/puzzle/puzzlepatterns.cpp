#include "puzzlepatterns.h"
#include "grid/cappedfile.h"

#include <QByteArray>
#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>
#include <bit>
#include <chrono>
#include <mutex>
#include <thread>

namespace gridtrace {

namespace {

constexpr std::uint8_t unseen = 0xff;

// Neighbours of each cell of a side x side board, in BlankMove order (U, D, L, R); -1 off
// the board.
template <int Side>
constexpr std::array<std::array<int, 4>, Side * Side> neighbourTable()
{
    std::array<std::array<int, 4>, Side * Side> table{};
    for (int cell = 0; cell < Side * Side; ++cell) {
        const int x = cell % Side;
        const int y = cell / Side;
        table[std::size_t(cell)] = {y > 0 ? cell - Side : -1, y + 1 < Side ? cell + Side : -1,
                                    x > 0 ? cell - 1 : -1, x + 1 < Side ? cell + 1 : -1};
    }
    return table;
}

constexpr auto neighbours3 = neighbourTable<3>();
constexpr auto neighbours4 = neighbourTable<4>();

// Bits set in each byte: without -mpopcnt, std::popcount is a library call, and the build
// counts bits several times a state.
constexpr std::array<std::uint8_t, 256> byteBits = [] {
    std::array<std::uint8_t, 256> bits{};
    for (int i = 1; i < 256; ++i)
        bits[std::size_t(i)] = std::uint8_t(bits[std::size_t(i / 2)] + (i & 1));
    return bits;
}();

// How many of the cells in `used` (all below 16) come before `cell`.
inline int countBelow(std::uint32_t used, int cell)
{
    const std::uint32_t below = used & ((1u << cell) - 1u);
    return byteBits[below & 0xffu] + byteBits[(below >> 8) & 0xffu];
}

// The `nth` set bit of `mask`, counting from 0.
inline int selectBit(std::uint32_t mask, int nth)
{
    for (; nth > 0; --nth)
        mask &= mask - 1u;
    return std::countr_zero(mask);
}

constexpr std::array<std::uint32_t, 10> factorials{1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880};

std::uint64_t fnv1a(const std::uint8_t *data, std::size_t size, std::uint64_t hash)
{
    for (std::size_t i = 0; i < size; ++i) {
        hash ^= data[i];
        hash *= 0x100000001b3ull;
    }
    return hash;
}

std::uint32_t arrangements(int n, int k)
{
    std::uint32_t count = 1;
    for (int i = 0; i < k; ++i)
        count *= std::uint32_t(n - i);
    return count;
}

// The home cells of the groups for the blank-last goal (Korf and Felner's 6-6-3 split); the
// blank-first goal uses their half-turn, which is where that goal puts the same picture.
constexpr std::array<std::array<int, 6>, 3> blankLastHomes{{{0, 4, 5, 8, 9, 12}, {6, 7, 10, 11, 13, 14}, {1, 2, 3, -1, -1, -1}}};

// Breadth-first search over where a group's tiles and the blank stand, counting only moves of
// the group's tiles (0-1 BFS by layers), then the least over the blank's cells.
struct GroupBuild
{
    std::vector<int> homes;
    int blankHome = 0;
    std::vector<std::uint8_t> table;
    std::atomic<std::uint64_t> *settled = nullptr;
    const std::atomic<bool> *cancel = nullptr;
    bool cancelled = false;

    void run()
    {
        const int k = int(homes.size());
        const int blankRadix = PuzzlePatternDatabase::cells - k;
        const std::uint32_t stateCount = arrangements(PuzzlePatternDatabase::cells, k + 1);
        // Two bits a state rather than a distance byte: the search runs by layers of cost,
        // so a state's cost is the layer that expands it first, and the arrays (7 MB each
        // for six tiles) stay far closer to the cache than 58 MB of distances would.
        std::vector<std::uint64_t> expanded((stateCount + 63) / 64, 0);
        std::vector<std::uint64_t> queued((stateCount + 63) / 64, 0);
        const auto test = [](const std::vector<std::uint64_t> &bits, std::uint32_t i) {
            return (bits[i >> 6] >> (i & 63)) & 1u;
        };
        const auto set = [](std::vector<std::uint64_t> &bits, std::uint32_t i) { bits[i >> 6] |= std::uint64_t(1) << (i & 63); };
        table.assign(stateCount / std::uint32_t(blankRadix), unseen);

        const auto rankOf = [&](const int *cells, int blank, std::uint32_t *usedOut) {
            std::uint32_t used = 0;
            std::uint32_t rank = 0;
            for (int i = 0; i < k; ++i) {
                rank = rank * std::uint32_t(PuzzlePatternDatabase::cells - i) + std::uint32_t(cells[i] - countBelow(used, cells[i]));
                used |= 1u << cells[i];
            }
            if (usedOut)
                *usedOut = used;
            return rank * std::uint32_t(blankRadix) + std::uint32_t(blank - countBelow(used, blank));
        };

        // The queues hold the cells themselves, four bits each with the blank's last, so that
        // nothing is unranked.
        const auto pack = [k](const int *cells, int blank) {
            std::uint32_t packed = 0;
            for (int i = 0; i < k; ++i)
                packed |= std::uint32_t(cells[i]) << (4 * i);
            return packed | std::uint32_t(blank) << (4 * k);
        };
        std::vector<std::uint32_t> current;
        std::vector<std::uint32_t> next;
        set(queued, rankOf(homes.data(), blankHome, nullptr));
        current.push_back(pack(homes.data(), blankHome));
        std::uint64_t unreported = 0;
        std::array<int, 8> cells{};
        for (int cost = 0; !current.empty(); ++cost) {
            // Free moves of the blank stay in this layer: a stack, since order within a layer
            // does not matter. A state may be pushed more than once; it is expanded once.
            while (!current.empty()) {
                const std::uint32_t packed = current.back();
                current.pop_back();
                for (int i = 0; i < k; ++i)
                    cells[std::size_t(i)] = int(packed >> (4 * i)) & 15;
                const int blank = int(packed >> (4 * k)) & 15;
                std::uint32_t used = 0;
                const std::uint32_t state = rankOf(cells.data(), blank, &used);
                if (test(expanded, state))
                    continue;
                set(expanded, state);
                const std::uint32_t groupBase = state - std::uint32_t(blank - countBelow(used, blank));
                std::uint8_t &entry = table[groupBase / std::uint32_t(blankRadix)];
                if (entry == unseen)
                    entry = std::uint8_t(cost);
                for (const int to : neighbours4[std::size_t(blank)]) {
                    if (to < 0)
                        continue;
                    if (used & (1u << to)) {
                        int slot = 0;
                        while (cells[std::size_t(slot)] != to)
                            ++slot;
                        cells[std::size_t(slot)] = blank;
                        const std::uint32_t moved = rankOf(cells.data(), to, nullptr);
                        if (!test(queued, moved)) {
                            set(queued, moved);
                            next.push_back(pack(cells.data(), to));
                        }
                        cells[std::size_t(slot)] = to;
                    } else {
                        const std::uint32_t moved = groupBase + std::uint32_t(to - countBelow(used, to));
                        if (!test(expanded, moved)) {
                            set(queued, moved);
                            current.push_back(pack(cells.data(), to));
                        }
                    }
                }
                if (++unreported == 65536) {
                    settled->fetch_add(unreported, std::memory_order_relaxed);
                    unreported = 0;
                    if (cancel && cancel->load(std::memory_order_relaxed)) {
                        cancelled = true;
                        return;
                    }
                }
            }
            std::swap(current, next);
        }
        settled->fetch_add(unreported, std::memory_order_relaxed);
    }
};

const QByteArray fileMagic = QByteArrayLiteral("GTPUZPDB");

} // namespace

// --- 3 x 3 table

std::uint32_t PuzzleTable3x3::rank(const std::array<std::uint8_t, cells> &tiles)
{
    std::uint32_t used = 0;
    std::uint32_t result = 0;
    for (int i = 0; i < cells; ++i) {
        const int t = tiles[std::size_t(i)];
        result += std::uint32_t(t - countBelow(used, t)) * factorials[std::size_t(cells - 1 - i)];
        used |= 1u << t;
    }
    return result;
}

std::array<std::uint8_t, PuzzleTable3x3::cells> PuzzleTable3x3::unrank(std::uint32_t rank)
{
    std::array<std::uint8_t, cells> tiles{};
    std::uint32_t used = 0;
    for (int i = 0; i < cells; ++i) {
        const std::uint32_t f = factorials[std::size_t(cells - 1 - i)];
        const int digit = int(rank / f);
        rank %= f;
        const int t = selectBit(~used & 0x1ffu, digit);
        tiles[std::size_t(i)] = std::uint8_t(t);
        used |= 1u << t;
    }
    return tiles;
}

PuzzleTable3x3::PuzzleTable3x3(PuzzleGoal goal)
    : m_goal(goal)
    , m_distance(permutationCount, unreachable)
{
    const PuzzleBoard solved(3, 3, goal);
    std::array<std::uint8_t, cells> tiles{};
    for (int i = 0; i < cells; ++i)
        tiles[std::size_t(i)] = std::uint8_t(solved.tile(i));
    std::vector<std::uint32_t> queue;
    queue.reserve(permutationCount / 2);
    const std::uint32_t start = rank(tiles);
    m_distance[start] = 0;
    queue.push_back(start);
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const std::uint32_t state = queue[head];
        const std::uint8_t d = m_distance[state];
        tiles = unrank(state);
        const int blank = int(std::find(tiles.begin(), tiles.end(), 0) - tiles.begin());
        for (const int to : neighbours3[std::size_t(blank)]) {
            if (to < 0)
                continue;
            std::swap(tiles[std::size_t(blank)], tiles[std::size_t(to)]);
            const std::uint32_t moved = rank(tiles);
            std::swap(tiles[std::size_t(blank)], tiles[std::size_t(to)]);
            if (m_distance[moved] == unreachable) {
                m_distance[moved] = std::uint8_t(d + 1);
                queue.push_back(moved);
            }
        }
    }
    m_entries = std::uint32_t(queue.size());
    m_maxDistance = m_distance[queue.back()];
    m_histogram.assign(std::size_t(m_maxDistance + 1), 0);
    for (const std::uint32_t state : queue)
        ++m_histogram[m_distance[state]];
}

const PuzzleTable3x3 &PuzzleTable3x3::shared(PuzzleGoal goal)
{
    static const PuzzleTable3x3 blankLast(PuzzleGoal::BlankLast);
    static const PuzzleTable3x3 blankFirst(PuzzleGoal::BlankFirst);
    return goal == PuzzleGoal::BlankFirst ? blankFirst : blankLast;
}

std::optional<int> PuzzleTable3x3::distance(const PuzzleBoard &board) const
{
    if (board.width() != 3 || board.height() != 3)
        return std::nullopt;
    std::array<std::uint8_t, cells> tiles{};
    for (int i = 0; i < cells; ++i)
        tiles[std::size_t(i)] = std::uint8_t(board.tile(i));
    const std::uint8_t d = m_distance[rank(tiles)];
    if (d == unreachable)
        return std::nullopt;
    return int(d);
}

std::optional<PuzzleMoves> PuzzleTable3x3::solve(const PuzzleBoard &board) const
{
    std::optional<int> d = distance(board);
    if (!d)
        return std::nullopt;
    PuzzleBoard walker = board;
    PuzzleMoves moves;
    moves.reserve(std::size_t(*d));
    for (int left = *d; left > 0; --left) {
        for (const BlankMove m : {BlankMove::Up, BlankMove::Down, BlankMove::Left, BlankMove::Right}) {
            if (!walker.move(m))
                continue;
            if (distance(walker) == left - 1) {
                moves.push_back(m);
                break;
            }
            walker.move(opposite(m));
        }
    }
    return moves;
}

// --- 4 x 4 pattern databases

PuzzlePatternDatabase::PuzzlePatternDatabase(PuzzleGoal goal)
    : m_goal(goal)
{
    const PuzzleBoard solved(side, side, goal);
    m_groupOf.fill(-1);
    m_slotOf.fill(-1);
    for (const auto &homes : blankLastHomes) {
        std::vector<int> tiles;
        for (const int home : homes) {
            if (home < 0)
                break;
            const int cell = goal == PuzzleGoal::BlankFirst ? cells - 1 - home : home;
            tiles.push_back(solved.tile(cell));
        }
        std::sort(tiles.begin(), tiles.end());
        for (std::size_t slot = 0; slot < tiles.size(); ++slot) {
            m_groupOf[std::size_t(tiles[slot])] = int(m_groups.size());
            m_slotOf[std::size_t(tiles[slot])] = int(slot);
        }
        m_groups.push_back(std::move(tiles));
    }
    for (int t = 0; t < cells; ++t)
        m_reflectedTile[std::size_t(t)] = solved.tile(reflectedCell(solved.goalIndex(PuzzleBoard::Tile(t))));
}

QString PuzzlePatternDatabase::partitionId() const
{
    QStringList sizes;
    for (const auto &group : m_groups)
        sizes << QString::number(group.size());
    return sizes.join(u'-');
}

std::size_t PuzzlePatternDatabase::byteSize() const
{
    std::size_t size = 0;
    for (const auto &table : m_tables)
        size += table.size();
    return size;
}

std::uint32_t PuzzlePatternDatabase::rankCells(const int *cellsOfTiles, int k)
{
    std::uint32_t used = 0;
    std::uint32_t rank = 0;
    for (int i = 0; i < k; ++i) {
        rank = rank * std::uint32_t(cells - i) + std::uint32_t(cellsOfTiles[i] - countBelow(used, cellsOfTiles[i]));
        used |= 1u << cellsOfTiles[i];
    }
    return rank;
}

int PuzzlePatternDatabase::heuristic(const PuzzleBoard &board) const
{
    if (board.width() != side || board.height() != side)
        return -1;
    std::array<int, cells> where{};
    for (int i = 0; i < cells; ++i)
        where[board.tile(i)] = i;
    int plain = 0;
    int mirrored = 0;
    std::array<int, cells> at{};
    for (std::size_t g = 0; g < m_groups.size(); ++g) {
        const auto &tiles = m_groups[g];
        const int k = int(tiles.size());
        for (int i = 0; i < k; ++i)
            at[std::size_t(i)] = where[std::size_t(tiles[std::size_t(i)])];
        plain += m_tables[g][rankCells(at.data(), k)];
        for (int i = 0; i < k; ++i)
            at[std::size_t(i)] = reflectedCell(where[std::size_t(m_reflectedTile[std::size_t(tiles[std::size_t(i)])])]);
        mirrored += m_tables[g][rankCells(at.data(), k)];
    }
    return std::max(plain, mirrored);
}

std::unique_ptr<PuzzlePatternDatabase> PuzzlePatternDatabase::build(PuzzleGoal goal, const Progress &progress,
                                                                    const std::atomic<bool> *cancel)
{
    std::unique_ptr<PuzzlePatternDatabase> database(new PuzzlePatternDatabase(goal));
    const PuzzleBoard solved(side, side, goal);
    std::atomic<std::uint64_t> settled{0};
    std::uint64_t total = 0;
    std::vector<GroupBuild> builds(database->m_groups.size());
    for (std::size_t g = 0; g < builds.size(); ++g) {
        for (const int t : database->m_groups[g])
            builds[g].homes.push_back(solved.goalIndex(PuzzleBoard::Tile(t)));
        builds[g].blankHome = solved.goalIndex(0);
        builds[g].settled = &settled;
        builds[g].cancel = cancel;
        total += arrangements(cells, int(builds[g].homes.size()) + 1);
    }
    // The two cores each take a large group; the small one rides along with the first.
    std::atomic<int> finished{0};
    std::thread worker([&builds, &finished] {
        for (std::size_t g = 1; g < builds.size(); ++g)
            builds[g].run();
        ++finished;
    });
    std::thread first([&builds, &finished] {
        builds[0].run();
        ++finished;
    });
    if (progress) {
        // Reported from here, not from the workers, so that callers need no locking.
        while (finished.load() < 2) {
            progress(std::min(1.0, double(settled.load(std::memory_order_relaxed)) / double(total)));
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
    }
    first.join();
    worker.join();
    if (progress)
        progress(std::min(1.0, double(settled.load()) / double(total)));
    for (GroupBuild &b : builds) {
        if (b.cancelled)
            return nullptr;
        database->m_tables.push_back(std::move(b.table));
    }
    if (progress)
        progress(1.0);
    return database;
}

std::unique_ptr<PuzzlePatternDatabase> PuzzlePatternDatabase::load(const QString &fileName, PuzzleGoal goal, QString *error)
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return std::unique_ptr<PuzzlePatternDatabase>();
    };
    if (!QFileInfo::exists(fileName))
        return fail(tr("%1 does not exist").arg(QDir::toNativeSeparators(fileName)));
    std::unique_ptr<PuzzlePatternDatabase> database(new PuzzlePatternDatabase(goal));
    // The tables' size is known before the file is read: a header of a few bytes a tile
    // and one byte an arrangement; a larger file is the wrong one and is not read.
    qint64 tableBytes = 0;
    for (const auto &group : database->m_groups)
        tableBytes += qint64(arrangements(cells, int(group.size())));
    const FileLimit limit{tableBytes + 4096, QT_TRANSLATE_NOOP("CappedFile", "a pattern database cache")};
    QString why;
    const auto read = CappedFile::read(fileName, limit, &why);
    if (!read)
        return fail(tr("cannot read %1: %2").arg(QDir::toNativeSeparators(fileName), why));
    const QByteArray &bytes = *read;
    QDataStream in(bytes);
    QByteArray magic(fileMagic.size(), '\0');
    in.readRawData(magic.data(), int(magic.size()));
    quint32 version = 0;
    quint8 fileGoal = 0;
    quint8 fileSide = 0;
    quint8 groupCount = 0;
    in >> version >> fileGoal >> fileSide >> groupCount;
    const QString bad = tr("%1 is not a sound pattern database cache").arg(QDir::toNativeSeparators(fileName));
    if (in.status() != QDataStream::Ok || magic != fileMagic)
        return fail(bad);
    if (version != formatVersion)
        return fail(tr("%1 is of format version %2, not %3").arg(QDir::toNativeSeparators(fileName)).arg(version).arg(formatVersion));
    if (fileGoal != quint8(goal) || fileSide != side || groupCount != database->m_groups.size())
        return fail(tr("%1 holds another goal or partition").arg(QDir::toNativeSeparators(fileName)));
    std::uint64_t expected = 0;
    for (const auto &group : database->m_groups) {
        quint8 count = 0;
        in >> count;
        if (count != group.size())
            return fail(tr("%1 holds another goal or partition").arg(QDir::toNativeSeparators(fileName)));
        for (const int t : group) {
            quint8 tile = 0;
            in >> tile;
            if (tile != t)
                return fail(tr("%1 holds another goal or partition").arg(QDir::toNativeSeparators(fileName)));
        }
        expected += arrangements(cells, int(group.size()));
    }
    quint64 payloadSize = 0;
    quint64 checksum = 0;
    in >> payloadSize >> checksum;
    const qint64 headerSize = in.device()->pos();
    if (in.status() != QDataStream::Ok || payloadSize != expected || bytes.size() - headerSize != qint64(expected))
        return fail(tr("%1 is truncated or too long").arg(QDir::toNativeSeparators(fileName)));
    const auto *payload = reinterpret_cast<const std::uint8_t *>(bytes.constData() + headerSize);
    if (fnv1a(payload, std::size_t(expected), 0xcbf29ce484222325ull) != checksum)
        return fail(tr("%1 fails its checksum").arg(QDir::toNativeSeparators(fileName)));
    const PuzzleBoard solved(side, side, goal);
    for (const auto &group : database->m_groups) {
        const std::size_t size = arrangements(cells, int(group.size()));
        database->m_tables.emplace_back(payload, payload + size);
        payload += size;
        // A sound table is zero at home and has no cell left unreached.
        std::vector<int> homes;
        for (const int t : group)
            homes.push_back(solved.goalIndex(PuzzleBoard::Tile(t)));
        const auto &table = database->m_tables.back();
        if (table[rankCells(homes.data(), int(homes.size()))] != 0
            || std::find(table.begin(), table.end(), unseen) != table.end())
            return fail(bad);
    }
    return database;
}

bool PuzzlePatternDatabase::save(const QString &fileName, QString *error) const
{
    QByteArray header;
    QDataStream out(&header, QIODevice::WriteOnly);
    out.writeRawData(fileMagic.constData(), int(fileMagic.size()));
    out << quint32(formatVersion) << quint8(m_goal) << quint8(side) << quint8(m_groups.size());
    for (const auto &group : m_groups) {
        out << quint8(group.size());
        for (const int t : group)
            out << quint8(t);
    }
    std::uint64_t checksum = 0xcbf29ce484222325ull;
    for (const auto &table : m_tables)
        checksum = fnv1a(table.data(), table.size(), checksum);
    out << quint64(byteSize()) << quint64(checksum);

    QSaveFile file(fileName);
    bool ok = file.open(QIODevice::WriteOnly) && file.write(header) == header.size();
    for (const auto &table : m_tables)
        ok = ok && file.write(reinterpret_cast<const char *>(table.data()), qint64(table.size())) == qint64(table.size());
    ok = ok && file.commit();
    if (!ok && error)
        *error = tr("cannot write %1: %2").arg(QDir::toNativeSeparators(fileName), file.errorString());
    return ok;
}

QString PuzzlePatternDatabase::defaultCacheDirectory()
{
    const QString overridden = qEnvironmentVariable("GRIDTRACE_CACHE_DIR");
    const QString base = overridden.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::CacheLocation) : overridden;
    return base + QStringLiteral("/puzzle");
}

QString PuzzlePatternDatabase::cacheFileName(const QString &directory, PuzzleGoal goal)
{
    return directory + QStringLiteral("/pdb-4x4-%1-6-6-3.bin").arg(goalId(goal));
}

PuzzlePatternDatabase::Obtained PuzzlePatternDatabase::obtain(PuzzleGoal goal, const QString &directory,
                                                              const Progress &progress, const std::atomic<bool> *cancel)
{
    // Two callers asking at once would otherwise both spend the build.
    static std::mutex mutex;
    const std::lock_guard lock(mutex);
    const QString dir = directory.isEmpty() ? defaultCacheDirectory() : directory;
    const QString fileName = cacheFileName(dir, goal);
    Obtained obtained;
    const bool existed = QFileInfo::exists(fileName);
    if (existed) {
        QString error;
        if (auto loaded = load(fileName, goal, &error)) {
            obtained.database = std::move(loaded);
            obtained.source = Source::Cache;
            if (progress)
                progress(1.0);
            return obtained;
        }
        obtained.message = error;
    }
    obtained.source = existed ? Source::Rebuilt : Source::Built;
    auto built = build(goal, progress, cancel);
    if (!built)
        return obtained;
    QString error;
    if (!QDir().mkpath(dir))
        error = tr("cannot create the folder %1").arg(QDir::toNativeSeparators(dir));
    else
        obtained.saved = built->save(fileName, &error);
    if (!error.isEmpty())
        obtained.message = obtained.message.isEmpty() ? error : obtained.message + QStringLiteral("; ") + error;
    obtained.database = std::move(built);
    return obtained;
}

QString PuzzlePatternDatabase::buildNote(const Obtained &obtained, double seconds)
{
    if (!obtained.database || obtained.source == Source::Cache)
        return {};
    const QString time = QString::number(seconds, 'f', 1);
    if (obtained.saved) {
        // Why they were built rather than read: no cache yet, or a cache that could not be used.
        const QString folder = QDir::toNativeSeparators(defaultCacheDirectory());
        if (obtained.source == Source::Rebuilt || !obtained.message.isEmpty())
            return QCoreApplication::translate("Catalogue", "the 4 x 4 pattern databases were built again in %1 s, since the "
                                                            "cached ones could not be used (%3), and kept in %2 for next time")
                .arg(time, folder, obtained.message);
        return QCoreApplication::translate("Catalogue", "the 4 x 4 pattern databases were built in %1 s, since %2 held none "
                                                        "yet, and kept there for next time")
            .arg(time, folder);
    }
    return QCoreApplication::translate("Catalogue", "the 4 x 4 pattern databases were built in %1 s for this run only, since "
                                                    "they could not be kept for next time: %2")
        .arg(time, obtained.message);
}

} // namespace gridtrace
