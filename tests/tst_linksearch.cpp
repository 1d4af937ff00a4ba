// Lianliankan's two link searches: the minimum-turn search held to a brute force that lists
// every path of at most three straight segments; the source's depth-first search held to the
// rules and to a plain recursive reading of the source. The board, the catalogue entries and
// the command line are tst_linkentries'.

#include "linkboards.h"

#include "link/linkboard.h"
#include "link/minturnsearch.h"
#include "link/seedlinksearch.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <functional>
#include <optional>

using namespace gridtrace;
using namespace gridtrace::linktest;

namespace {

// Right, left, y + 1, y - 1: the headings of the searches.
constexpr std::array<CellPos, 4> moves{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};

CellPos plus(CellPos a, CellPos d, int k = 1)
{
    return {a.x + k * d.x, a.y + k * d.y};
}

struct Brute
{
    bool linkable = false;
    int turns = -1;
    int length = 0;
};

// Every path of at most three straight segments from `from` through empty cells of the ring
// board, written without the searches' layers, runs or padding. Reports the best link to
// `to` (fewest turns, then fewest moves) and, in *fewest, the fewest turns to every cell a
// path can end in (empty cells and tiles).
Brute bruteForce(const LinkBoard &board, CellPos from, std::optional<CellPos> to, std::vector<int> *fewest = nullptr)
{
    Brute best;
    if (fewest)
        fewest->assign(std::size_t(board.cellCount()), -1);
    const auto endAt = [&](CellPos c, int turns) {
        if (fewest) {
            int &f = (*fewest)[std::size_t(board.index(c))];
            if (f < 0 || turns < f)
                f = turns;
        }
    };
    std::function<void(CellPos, int, int, int)> segment = [&](CellPos at, int heading, int turns, int length) {
        for (int d = 0; d < 4; ++d) {
            if (heading >= 0 && (d == heading || d == (heading ^ 1)))
                continue; // a new segment turns at right angles
            for (int k = 1;; ++k) {
                const CellPos c = plus(at, moves[std::size_t(d)], k);
                if (!board.contains(c))
                    break;
                if (to && c == *to) {
                    if (!best.linkable || turns < best.turns || (turns == best.turns && length + k < best.length))
                        best = {true, turns, length + k};
                    break;
                }
                if (board.isWall(board.index(c)))
                    break;
                endAt(c, turns);
                if (board.isTile(board.index(c)))
                    break;
                if (turns < 2)
                    segment(c, d, turns + 1, length + k);
            }
        }
    };
    segment(from, -1, 0, 0);
    if (fewest)
        (*fewest)[std::size_t(board.index(from))] = -1;
    return best;
}

// The turns of a path that keeps every rule, or -1 with the reason.
int linkTurns(const LinkBoard &board, const std::vector<int> &cells, int from, int to, QString *why)
{
    const auto fail = [&](const QString &reason) {
        *why = reason;
        return -1;
    };
    if (cells.size() < 2 || cells.front() != from || cells.back() != to)
        return fail(QStringLiteral("does not join the two cells"));
    int turns = 0;
    CellPos heading{0, 0};
    for (std::size_t i = 1; i < cells.size(); ++i) {
        const CellPos a = board.pos(cells[i - 1]);
        const CellPos b = board.pos(cells[i]);
        const CellPos d{b.x - a.x, b.y - a.y};
        if (std::abs(d.x) + std::abs(d.y) != 1 || !board.contains(b))
            return fail(QStringLiteral("a jump from (%1,%2) to (%3,%4)").arg(a.x).arg(a.y).arg(b.x).arg(b.y));
        if (i + 1 < cells.size() && !board.isEmpty(cells[i]))
            return fail(QStringLiteral("passes (%1,%2), which is not empty").arg(b.x).arg(b.y));
        if (i > 1 && d != heading)
            ++turns;
        heading = d;
    }
    std::vector<int> sorted = cells;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
        return fail(QStringLiteral("passes a cell twice"));
    if (turns > 2)
        return fail(QStringLiteral("%1 turns").arg(turns));
    return turns;
}

// The source's link(), read as plain recursion: what its author meant, and what the port
// must do step for step (where the source itself returns at all).
class ReferenceDfs
{
public:
    ReferenceDfs(const LinkBoard &board, CellPos target) : m_board(board), m_target(target) {}

    std::vector<int> link(CellPos source)
    {
        m_path.clear();
        if (source != m_target)
            go(source, std::nullopt, 0);
        return m_path;
    }

private:
    bool go(CellPos p, std::optional<CellPos> pre, int change)
    {
        m_path.push_back(m_board.index(p));
        if (p == m_target && change < 4)
            return true;
        if (change == 4) {
            m_path.pop_back();
            return false;
        }
        // __createDirect, word for word; "up" is y + 1.
        enum { Right, Left, Up, Down };
        std::vector<int> directs;
        const int stx = m_target.x - p.x;
        const int sty = m_target.y - p.y;
        if (stx >= 0)
            directs = {Right, Left};
        else
            directs = {Left, Right};
        if (sty >= 0) {
            directs.insert(directs.begin() + 1, Up);
            directs.push_back(Down);
        } else {
            directs.insert(directs.begin() + 1, Down);
            directs.push_back(Up);
        }
        if (pre) {
            const int spx = pre->x - p.x;
            const int spy = pre->y - p.y;
            const int back = spx == 0 ? (spy == 1 ? Up : Down) : (spx == 1 ? Right : Left);
            directs.erase(std::find(directs.begin(), directs.end(), back));
        }
        for (const int direct : directs) {
            const CellPos next = direct == Up ? CellPos{p.x, p.y + 1}
                               : direct == Down ? CellPos{p.x, p.y - 1}
                               : direct == Left ? CellPos{p.x - 1, p.y}
                                                : CellPos{p.x + 1, p.y};
            // Beyond the ring lies the source's border of walls.
            if (!m_board.contains(next))
                continue;
            if (!m_board.isEmpty(m_board.index(next)) && next != m_target)
                continue;
            int changed = 1;
            if (pre) {
                if ((pre->x - p.x) == 0 && (next.x - p.x) == 0)
                    changed = 0;
                else if ((pre->y - p.y) == 0 && (next.y - p.y) == 0)
                    changed = 0;
            }
            if (go(next, p, change + changed))
                return true;
        }
        m_path.pop_back();
        return false;
    }

    const LinkBoard &m_board;
    CellPos m_target;
    std::vector<int> m_path;
};

// Random pairs of cells to link: mostly tiles, some empty cells, now and then a cell with itself.
std::vector<Query> randomQueries(QRandomGenerator &rng, const LinkBoard &board, int count)
{
    std::vector<int> tiles;
    std::vector<int> empties;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.isTile(cell))
            tiles.push_back(cell);
        else if (board.isEmpty(cell) && board.isInside(board.pos(cell)))
            empties.push_back(cell);
    }
    std::vector<Query> queries;
    if (tiles.empty())
        return queries;
    const auto pick = [&]() {
        if (!empties.empty() && rng.bounded(10) == 0)
            return empties[rng.bounded(quint32(empties.size()))];
        return tiles[rng.bounded(quint32(tiles.size()))];
    };
    for (int i = 0; i < count; ++i) {
        const int from = pick();
        queries.push_back({from, rng.bounded(40) == 0 ? from : pick()});
    }
    return queries;
}

QString describe(const LinkBoard &board, const Query &query)
{
    const CellPos a = LinkBoard::toTile(board.pos(query.from));
    const CellPos b = LinkBoard::toTile(board.pos(query.to));
    return QStringLiteral("(%1,%2) -> (%3,%4) on\n%5").arg(a.x).arg(a.y).arg(b.x).arg(b.y).arg(board.toText());
}

QString tilePath(const LinkBoard &board, const std::vector<int> &cells)
{
    QStringList parts;
    for (const int cell : cells) {
        const CellPos p = LinkBoard::toTile(board.pos(cell));
        parts << QStringLiteral("%1,%2").arg(p.x).arg(p.y);
    }
    return parts.join(u' ');
}

} // namespace

class TestLinkSearch : public QObject
{
    Q_OBJECT

private slots:
    void minTurnAgreesWithBruteForce();
    void reachAgreesWithBruteForce();
    void seedSearchKeepsTheRules();
};

void TestLinkSearch::minTurnAgreesWithBruteForce()
{
    MinTurnSearch search;
    int boards = 0;
    int queries = 0;
    std::array<int, 3> byTurns{};
    int unlinked = 0;
    const auto check = [&](const LinkBoard &board, const Query &query) {
        const LinkPath &path = search.find(board, query.from, query.to);
        const Brute brute = bruteForce(board, board.pos(query.from), board.pos(query.to));
        ++queries;
        QVERIFY2(path.linkable == brute.linkable, qPrintable(describe(board, query)));
        if (!brute.linkable) {
            ++unlinked;
            QVERIFY(path.cells.empty());
            return;
        }
        QVERIFY2(path.turns == brute.turns && path.length == brute.length,
                 qPrintable(QStringLiteral("turns %1, length %2; brute force %3, %4: ")
                                .arg(path.turns).arg(path.length).arg(brute.turns).arg(brute.length)
                            + describe(board, query)));
        ++byTurns[std::size_t(path.turns)];
        QString why;
        QVERIFY2(linkTurns(board, path.cells, query.from, query.to, &why) == path.turns, qPrintable(why));
        QCOMPARE(int(path.cells.size()) - 1, path.length);
    };

    // Small boards, where every shape of path is common, the ring too.
    QRandomGenerator rng(2024);
    for (int i = 0; i < 4000; ++i, ++boards) {
        const LinkBoard board = randomBoard(rng, rng.bounded(4, 9), rng.bounded(4, 8));
        for (const Query &query : randomQueries(rng, board, 25))
            check(board, query);
        if (QTest::currentTestFailed())
            return;
    }
    // Boards of every size, up to the largest, as a game leaves them.
    for (int i = 0; i < 300; ++i, ++boards) {
        const LinkBoard board = gameBoard(rng, rng.bounded(4, 31), rng.bounded(4, 21));
        for (const Query &query : randomQueries(rng, board, 25))
            check(board, query);
        if (QTest::currentTestFailed())
            return;
    }
    qInfo("%d boards, %d queries: %d linked straight, %d with one turn, %d with two, %d not linked",
          boards, queries, byTurns[0], byTurns[1], byTurns[2], unlinked);
    // Every outcome was met many times, or the boards test less than they seem to.
    for (const int count : byTurns)
        QVERIFY(count > 1000);
    QVERIFY(unlinked > 1000);
}

void TestLinkSearch::reachAgreesWithBruteForce()
{
    MinTurnSearch search;
    QRandomGenerator rng(99);
    int compared = 0;
    int partnersFound = 0;
    for (int i = 0; i < 1500; ++i) {
        const LinkBoard board = i % 3 == 0 ? gameBoard(rng, rng.bounded(4, 31), rng.bounded(4, 21))
                                           : randomBoard(rng, rng.bounded(4, 9), rng.bounded(4, 8));
        const std::vector<Query> queries = randomQueries(rng, board, 3);
        for (const Query &query : queries) {
            std::vector<int> expected;
            bruteForce(board, board.pos(query.from), std::nullopt, &expected);
            const std::vector<std::int8_t> &reached = search.reach(board, query.from);
            for (int cell = 0; cell < board.cellCount(); ++cell) {
                QVERIFY2(reached[std::size_t(cell)] == expected[std::size_t(cell)],
                         qPrintable(QStringLiteral("cell (%1,%2): %3 turns, brute force %4; from ")
                                        .arg(board.pos(cell).x).arg(board.pos(cell).y)
                                        .arg(reached[std::size_t(cell)]).arg(expected[std::size_t(cell)])
                                    + describe(board, query)));
                ++compared;
            }
            // A hint's candidates are exactly the tiles the game lets it remove with this one.
            std::vector<int> mates;
            for (int cell = 0; cell < board.cellCount(); ++cell) {
                if (search.canLink(board, query.from, cell))
                    mates.push_back(cell);
            }
            QVERIFY(search.partners(board, query.from) == mates);
            partnersFound += int(mates.size());
        }
    }
    qInfo("%d cells compared, %d partners found", compared, partnersFound);
    QVERIFY(partnersFound > 500);
}

void TestLinkSearch::seedSearchKeepsTheRules()
{
    NullRecorder recorder;
    SeedLinkSearch<NullRecorder> seed(recorder);
    MinTurnSearch search;
    int boards = 0;
    int queries = 0;
    int linked = 0;
    int misses = 0;
    int moreTurns = 0;
    int longer = 0;
    int sourceLoops = 0;
    int tilePairs = 0;
    int tilePairLoops = 0;
    QString moreTurnsExample;
    QString loopExample;
    QRandomGenerator rng(3003);
    for (int i = 0; i < 2500; ++i, ++boards) {
        const LinkBoard board = i % 10 == 0 ? gameBoard(rng, rng.bounded(4, 31), rng.bounded(4, 21))
                                            : randomBoard(rng, rng.bounded(4, 9), rng.bounded(4, 8));
        for (const Query &query : randomQueries(rng, board, 12)) {
            ++queries;
            const SeedLinkResult &result = seed.find(board, query.from, query.to);
            const LinkPath &best = search.find(board, query.from, query.to);
            // The source's search tries every path of at most two turns: it misses nothing.
            if (best.linkable && !result.path.linkable)
                ++misses;
            QVERIFY2(result.path.linkable == best.linkable, qPrintable(describe(board, query)));
            const bool tiles = board.isTile(query.from) && board.isTile(query.to);
            // The examples printed are moves of a game: two tiles of one kind.
            const bool pair = tiles && board.kind(query.from) == board.kind(query.to);
            tilePairs += tiles;
            if (result.sourceLoops) {
                ++sourceLoops;
                tilePairLoops += tiles;
                if (loopExample.isEmpty() && pair)
                    loopExample = describe(board, query) + QStringLiteral("the source loops at (%1,%2)")
                                                               .arg(LinkBoard::toTile(board.pos(result.loopCell)).x)
                                                               .arg(LinkBoard::toTile(board.pos(result.loopCell)).y);
            }
            // Step for step the source, as plain recursion.
            const std::vector<int> reference = ReferenceDfs(board, board.pos(query.to)).link(board.pos(query.from));
            QVERIFY2(result.path.cells == reference,
                     qPrintable(QStringLiteral("port %1, reference %2: ")
                                    .arg(tilePath(board, result.path.cells), tilePath(board, reference))
                                + describe(board, query)));
            if (!result.path.linkable)
                continue;
            ++linked;
            QString why;
            const int turns = linkTurns(board, result.path.cells, query.from, query.to, &why);
            QVERIFY2(turns >= 0, qPrintable(why + QStringLiteral(": ") + describe(board, query)));
            QCOMPARE(result.path.turns, turns);
            QCOMPARE(result.path.length, int(result.path.cells.size()) - 1);
            if (turns > best.turns) {
                ++moreTurns;
                if (moreTurnsExample.isEmpty() && pair)
                    moreTurnsExample = describe(board, query)
                        + QStringLiteral("the source links with %1 turns by %2; the fewest are %3, by %4")
                              .arg(turns).arg(tilePath(board, result.path.cells)).arg(best.turns).arg(tilePath(board, best.cells));
            } else if (result.path.length > best.length) {
                ++longer;
            }
        }
        if (QTest::currentTestFailed())
            return;
    }
    qInfo("%d boards, %d queries, %d linked: the source's search missed %d links, took more turns than needed "
          "%d times and a longer way with as few turns %d times; its own code would have looped for ever on %d "
          "(%d of the %d queries between two tiles)",
          boards, queries, linked, misses, moreTurns, longer, sourceLoops, tilePairLoops, tilePairs);
    qInfo("more turns than needed, e.g. %s", qPrintable(moreTurnsExample));
    qInfo("the source looping, e.g. %s", qPrintable(loopExample));
    QCOMPARE(misses, 0);
    // What the documentation says of it must keep being true of these boards.
    QVERIFY(moreTurns > 0 && longer > 0 && sourceLoops > 0);
    QVERIFY(linked > 5000);
}

QTEST_GUILESS_MAIN(TestLinkSearch)
#include "tst_linksearch.moc"
