// Lianliankan: the board and its plain text; the minimum-turn search held to a brute force
// that lists every path of at most three straight segments; the source's depth-first search
// held to the rules and to a plain recursive reading of the source; both catalogue entries,
// traced and untraced; and `gridtrace-cli run` on a board file.

#include "clirun.h"

#include "catalogue/catalogue.h"
#include "link/linkalgorithms.h"
#include "link/linkboard.h"
#include "link/minturnsearch.h"
#include "link/seedlinksearch.h"
#include "trace/cursor.h"

#include <QFile>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <functional>
#include <optional>

using namespace gridtrace;

namespace {

// Right, left, y + 1, y - 1: the headings of the searches.
constexpr std::array<CellPos, 4> moves{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};

CellPos plus(CellPos a, CellPos d, int k = 1)
{
    return {a.x + k * d.x, a.y + k * d.y};
}

// A board of any mix: empty cells, walls, tiles of a few kinds, not necessarily in pairs (a
// query needs none).
LinkBoard randomBoard(QRandomGenerator &rng, int width, int height)
{
    LinkBoard board(width, height);
    const int emptyPercent = rng.bounded(10, 80);
    const int wallPercent = rng.bounded(0, 16);
    const int kinds = rng.bounded(1, 6);
    for (int y = 1; y <= height; ++y) {
        for (int x = 1; x <= width; ++x) {
            const int roll = rng.bounded(100);
            if (roll < emptyPercent)
                continue;
            board.setValue(CellPos{x, y}, roll < emptyPercent + wallPercent ? LinkBoard::Wall
                                                                            : std::uint8_t(rng.bounded(1, kinds + 1)));
        }
    }
    return board;
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

struct Query
{
    int from;
    int to;
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

// A game board: pairs at random, some of them taken away again, a few walls.
LinkBoard gameBoard(QRandomGenerator &rng, int width, int height)
{
    LinkBoard board = LinkBoard::random(width, height, rng.bounded(2, 12), width * height / 2, rng.generate64());
    const int cleared = rng.bounded(0, 90);
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.isTile(cell) && rng.bounded(100) < cleared)
            board.setValue(cell, LinkBoard::Empty);
    }
    // Clearing tiles one by one may leave a kind odd: pair it with an empty cell or drop it.
    auto counts = board.kindCounts();
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        const int kind = board.kind(cell);
        if (kind != 0 && counts[std::size_t(kind)] % 2 != 0) {
            board.setValue(cell, LinkBoard::Empty);
            --counts[std::size_t(kind)];
        }
    }
    for (int walls = rng.bounded(0, 4); walls > 0; --walls) {
        const CellPos p{rng.bounded(1, width + 1), rng.bounded(1, height + 1)};
        if (board.isEmpty(board.index(p)))
            board.setValue(p, LinkBoard::Wall);
    }
    return board;
}

// Two tiles of one kind, if the board has any.
std::optional<Query> samePair(QRandomGenerator &rng, const LinkBoard &board)
{
    std::vector<int> tiles;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.isTile(cell))
            tiles.push_back(cell);
    }
    if (tiles.empty())
        return std::nullopt;
    const int a = tiles[rng.bounded(quint32(tiles.size()))];
    std::vector<int> mates;
    for (const int cell : tiles) {
        if (cell != a && board.kind(cell) == board.kind(a))
            mates.push_back(cell);
    }
    if (mates.empty())
        return std::nullopt;
    return Query{a, mates[rng.bounded(quint32(mates.size()))]};
}

} // namespace

class TestLinkSearch : public QObject
{
    Q_OBJECT

private slots:
    void textRoundTrip();
    void malformedTextIsRefused_data();
    void malformedTextIsRefused();
    void scenarioRoundTrip();
    void minTurnAgreesWithBruteForce();
    void reachAgreesWithBruteForce();
    void seedSearchKeepsTheRules();
    void catalogueEntries();
    void traceShowsTheLayers();
    void catalogueRefusals();
    void tilelessBoardIsMadePlayable();
    void commandLine();

private:
    QTemporaryDir m_dir;
};

void TestLinkSearch::textRoundTrip()
{
    QRandomGenerator rng(7);
    for (int i = 0; i < 300; ++i) {
        const int width = rng.bounded(LinkBoard::minWidth, LinkBoard::maxWidth + 1);
        const int height = rng.bounded(LinkBoard::minHeight, LinkBoard::maxHeight + 1);
        LinkBoard board = gameBoard(rng, width, height);
        // Kinds up to 99, to write two-digit numbers too.
        for (int cell = 0; cell + 1 < board.cellCount(); ++cell) {
            if (board.isTile(cell) && rng.bounded(4) == 0) {
                const int kind = board.kind(cell);
                const auto big = std::uint8_t(rng.bounded(10, LinkBoard::maxKind + 1));
                for (int other = 0; other < board.cellCount(); ++other) {
                    if (board.kind(other) == kind)
                        board.setValue(other, big);
                }
            }
        }
        const QString text = board.toText();
        QString error;
        const auto read = LinkBoard::fromText(text, &error);
        QVERIFY2(read, qPrintable(error + u'\n' + text));
        QVERIFY(*read == board);
        QCOMPARE(read->toText(), text);
    }

    // Written by hand, the canonical form reads back to itself.
    const QString canonical = QStringLiteral("1 2 . 3\n# 2 . 1\n3 . 14 14\n5 5 . .\n");
    QString error;
    const auto board = LinkBoard::fromText(canonical, &error);
    QVERIFY2(board, qPrintable(error));
    QCOMPARE(board->width(), 4);
    QCOMPARE(board->height(), 4);
    QCOMPARE(board->kind(board->index(LinkBoard::fromTile({2, 2}))), 14);
    QVERIFY(board->isWall(board->index(LinkBoard::fromTile({0, 1}))));
    QCOMPARE(board->toText(), canonical);
    // A byte order mark, Windows line ends, blanks at line ends and blank lines after the
    // board change nothing.
    QString loose = canonical;
    loose.replace(QStringLiteral("\n"), QStringLiteral(" \r\n"));
    loose += QStringLiteral("\r\n\n");
    loose.prepend(QChar(0xfeff));
    const auto looseBoard = LinkBoard::fromText(loose, &error);
    QVERIFY2(looseBoard, qPrintable(error));
    QVERIFY(*looseBoard == *board);
}

void TestLinkSearch::malformedTextIsRefused_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("mentions");
    const QString good = QStringLiteral("1 2 . 3\n# 2 . 1\n3 . 4 4\n5 5 . .\n");
    QTest::newRow("unknown character") << QStringLiteral("1 2 . 3\n# 2 x 1\n3 . 4 4\n5 5 . .\n")
                                       << QStringList{QStringLiteral("line 2"), QStringLiteral("column 5"), QStringLiteral("'x'")};
    QTest::newRow("kind 0") << QStringLiteral("1 2 . 3\n# 2 . 1\n3 . 0 4\n5 5 . .\n")
                            << QStringList{QStringLiteral("line 3"), QStringLiteral("column 5"), QStringLiteral("'0'")};
    QTest::newRow("kind 100") << QStringLiteral("1 2 . 3\n# 2 . 1\n3 . 4 4\n5 5 . 100\n")
                              << QStringList{QStringLiteral("line 4"), QStringLiteral("column 7"), QStringLiteral("'100'")};
    QTest::newRow("leading zero") << QStringLiteral("01 2 . 3\n# 2 . 1\n3 . 4 4\n5 5 . .\n")
                                  << QStringList{QStringLiteral("line 1"), QStringLiteral("column 1")};
    QTest::newRow("tab") << QStringLiteral("1 2 .\t3\n# 2 . 1\n3 . 4 4\n5 5 . .\n")
                         << QStringList{QStringLiteral("line 1"), QStringLiteral("column 5")};
    QTest::newRow("two spaces") << QStringLiteral("1 2 . 3\n# 2  . 1\n3 . 4 4\n5 5 . .\n")
                                << QStringList{QStringLiteral("line 2"), QStringLiteral("column 5"), QStringLiteral("single spaces")};
    QTest::newRow("space first") << QStringLiteral("1 2 . 3\n # 2 . 1\n3 . 4 4\n5 5 . .\n")
                                 << QStringList{QStringLiteral("line 2"), QStringLiteral("column 1")};
    QTest::newRow("ragged") << QStringLiteral("1 2 . 3\n# 2 . 1\n3 . 4\n5 5 . .\n")
                            << QStringList{QStringLiteral("line 3"), QStringLiteral("3 cells"), QStringLiteral("line 1 has 4")};
    QTest::newRow("blank line inside") << QStringLiteral("1 2 . 3\n# 2 . 1\n\n3 . 4 4\n5 5 . .\n")
                                       << QStringList{QStringLiteral("line 3"), QStringLiteral("empty")};
    QTest::newRow("too few rows") << QStringLiteral("1 1 . .\n. . . .\n. . . .\n")
                                  << QStringList{QStringLiteral("4 x 3"), QStringLiteral("4 to 30"), QStringLiteral("4 to 20")};
    QString wide;
    for (int y = 0; y < 4; ++y)
        wide += QStringList(31, QStringLiteral(".")).join(u' ') + u'\n';
    QTest::newRow("too wide") << wide << QStringList{QStringLiteral("31 x 4")};
    QTest::newRow("empty") << QString() << QStringList{QStringLiteral("0 x 0")};
    QTest::newRow("odd kind") << QStringLiteral("1 2 . 3\n# 2 . 7\n3 . 4 4\n5 5 . 1\n")
                              << QStringList{QStringLiteral("kind 7"), QStringLiteral("(1)"), QStringLiteral("line 2"),
                                             QStringLiteral("column 7")};
    QTest::newRow("odd kind, three of it") << QStringLiteral("12 2 . 3\n# 2 . 12\n3 . 4 4\n5 5 12 .\n")
                                           << QStringList{QStringLiteral("kind 12"), QStringLiteral("(3)"), QStringLiteral("line 1"),
                                                          QStringLiteral("column 1")};
    QString error;
    QVERIFY2(LinkBoard::fromText(good, &error), qPrintable(error));
}

void TestLinkSearch::malformedTextIsRefused()
{
    QFETCH(QString, text);
    QFETCH(QStringList, mentions);
    QString error;
    QVERIFY(!LinkBoard::fromText(text, &error));
    for (const QString &mention : mentions)
        QVERIFY2(error.contains(mention), qPrintable(error + QStringLiteral(" (wanted: ") + mention + u')'));
}

void TestLinkSearch::scenarioRoundTrip()
{
    QRandomGenerator rng(11);
    for (int i = 0; i < 100; ++i) {
        const LinkBoard board = randomBoard(rng, rng.bounded(4, 31), rng.bounded(4, 21));
        Scenario scenario;
        board.toScenario(scenario);
        QCOMPARE(scenario.board.width(), board.width() + 2);
        QCOMPARE(scenario.board.height(), board.height() + 2);
        QString error;
        const auto back = LinkBoard::fromScenario(scenario, &error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY(*back == board);
    }

    Scenario scenario;
    LinkBoard(5, 4).toScenario(scenario);
    QString error;
    Scenario ringWall = scenario;
    ringWall.board.setWall({0, 2});
    QVERIFY(!LinkBoard::fromScenario(ringWall, &error));
    QVERIFY2(error.contains(QStringLiteral("ring")), qPrintable(error));
    Scenario ringTile = scenario;
    ringTile.tiles[std::size_t(ringTile.board.index({6, 5}))] = 3;
    QVERIFY(!LinkBoard::fromScenario(ringTile, &error));
    QVERIFY2(error.contains(QStringLiteral("(6,5)")), qPrintable(error));
    Scenario tooSmall;
    tooSmall.board = Grid(5, 9);
    QVERIFY(!LinkBoard::fromScenario(tooSmall, &error));
    QVERIFY2(error.contains(QStringLiteral("5 x 9")), qPrintable(error));
    Scenario shortTiles = scenario;
    shortTiles.tiles.pop_back();
    QVERIFY(!LinkBoard::fromScenario(shortTiles, &error));
    Scenario tileOnWall = scenario;
    tileOnWall.board.setWall({2, 2});
    tileOnWall.tiles[std::size_t(tileOnWall.board.index({2, 2}))] = 4;
    QVERIFY(!LinkBoard::fromScenario(tileOnWall, &error));
    QVERIFY2(error.contains(QStringLiteral("wall")), qPrintable(error));
}

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

void TestLinkSearch::catalogueEntries()
{
    MinTurnSearch search;
    QRandomGenerator rng(5);
    int runs = 0;
    for (int i = 0; i < 60; ++i) {
        const LinkBoard board = gameBoard(rng, rng.bounded(4, 16), rng.bounded(4, 12));
        const auto pair = samePair(rng, board);
        if (!pair)
            continue;
        Scenario scenario;
        board.toScenario(scenario);
        scenario.start = board.pos(pair->from);
        scenario.goal = board.pos(pair->to);
        const Brute brute = bruteForce(board, board.pos(pair->from), board.pos(pair->to));
        for (const QString &id : {QStringLiteral("link-min-turn"), QStringLiteral("link-seed-003")}) {
            scenario.algorithm = id;
            const AlgorithmInfo &info = *Catalogue::find(id);
            QCOMPARE(info.family, Family::Link);
            Trace trace;
            const RunOutcome traced = Catalogue::run(scenario, &trace);
            const RunOutcome untraced = Catalogue::run(scenario);
            QVERIFY2(traced.error.isEmpty(), qPrintable(traced.error));
            ++runs;
            QCOMPARE(traced.found, brute.linkable);
            QCOMPARE(untraced.found, traced.found);
            QCOMPARE(untraced.path, traced.path);
            QCOMPARE(untraced.facts, traced.facts);
            QCOMPARE(untraced.expansions, traced.expansions);
            QCOMPARE(traced.facts.value(QStringLiteral("linkable")).toBool(), brute.linkable);
            // The facts' path is the outcome's, in the board file's coordinates.
            const QVariantList facts = traced.facts.value(QStringLiteral("path")).toList();
            QCOMPARE(qsizetype(traced.path.size()), facts.size());
            for (qsizetype k = 0; k < facts.size(); ++k) {
                const CellPos tile = LinkBoard::toTile(traced.path[std::size_t(k)]);
                QCOMPARE(facts[k].toList(), (QVariantList{tile.x, tile.y}));
            }
            if (brute.linkable) {
                QCOMPARE(traced.path.front(), *scenario.start);
                QCOMPARE(traced.path.back(), *scenario.goal);
                QCOMPARE(traced.cost, traced.facts.value(QStringLiteral("turns")).toDouble());
                QCOMPARE(traced.facts.value(QStringLiteral("length")).toInt(), int(traced.path.size()) - 1);
                if (id == u"link-min-turn") {
                    QCOMPARE(traced.facts.value(QStringLiteral("turns")).toInt(), brute.turns);
                    QCOMPARE(traced.facts.value(QStringLiteral("length")).toInt(), brute.length);
                }
            } else {
                QVERIFY(traced.facts.value(QStringLiteral("turns")).isNull());
                QVERIFY(traced.path.empty());
            }
            // The window draws the tiles from the trace's first scene.
            for (int cell = 0; cell < board.cellCount(); ++cell)
                QCOMPARE(trace.initial.tile(cell), board.kind(cell));
            QCOMPARE(trace.initial.mark(pair->from), linkmarks::tiles);
            QCOMPARE(trace.initial.mark(pair->to), linkmarks::tiles);
            QVERIFY2(trace.validate().isEmpty(), qPrintable(trace.validate()));
            QVERIFY(trace.stepCount() > 0);
            for (const Step &step : trace.steps) {
                QVERIFY(step.line > 0 && step.line <= info.pseudoCode.size());
                QVERIFY(step.kind < info.stepKinds.size());
            }
            const Step &last = trace.steps.back();
            QCOMPARE(info.stepKinds[last.kind].id, brute.linkable ? "linked" : "no-link");
            // The path the trace ends on is the outcome's.
            Cursor cursor(trace);
            cursor.seek(trace.stepCount());
            const auto &shown = cursor.scene().sequence(int(trace.tables.sequences.indexOf(QStringLiteral("path"))));
            QCOMPARE(shown.size(), traced.path.size());
            for (std::size_t k = 0; k < shown.size(); ++k)
                QCOMPARE(int(shown[k]), scenario.board.index(traced.path[k]));
        }
    }
    QVERIFY(runs > 80);
}

void TestLinkSearch::traceShowsTheLayers()
{
    // Every cell the trace paints as reached with t turns is one reach() says is t turns
    // away at fewest, up to the layer where the search stopped; the cells it leaves blank
    // are further or out of reach.
    MinTurnSearch search;
    QRandomGenerator rng(17);
    std::array<int, 3> endings{};
    for (int i = 0; i < 150; ++i) {
        const LinkBoard board = gameBoard(rng, rng.bounded(4, 12), rng.bounded(4, 10));
        const auto pair = samePair(rng, board);
        if (!pair)
            continue;
        Scenario scenario;
        board.toScenario(scenario);
        scenario.start = board.pos(pair->from);
        scenario.goal = board.pos(pair->to);
        scenario.algorithm = QStringLiteral("link-min-turn");
        Trace trace;
        const RunOutcome outcome = Catalogue::run(scenario, &trace);
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        const int lastLayer = outcome.found ? int(outcome.cost) : MinTurnSearch::maxTurns;
        ++endings[std::size_t(lastLayer)];
        const std::vector<std::int8_t> reached = search.reach(board, pair->from);
        Cursor cursor(trace);
        cursor.seek(trace.stepCount() - 1); // before the path is drawn
        for (int cell = 0; cell < board.cellCount(); ++cell) {
            if (!board.isEmpty(cell))
                continue;
            const int fewest = reached[std::size_t(cell)];
            const Mark expected = fewest >= 0 && fewest <= lastLayer ? linkmarks::layer[std::size_t(fewest)] : Mark::None;
            QCOMPARE(cursor.scene().mark(cell), expected);
        }
    }
    qInfo("traces ending on layer 0, 1, 2: %d, %d, %d", endings[0], endings[1], endings[2]);
    for (const int count : endings)
        QVERIFY(count > 0);
}

void TestLinkSearch::catalogueRefusals()
{
    const auto board = LinkBoard::fromText(QStringLiteral("1 2 . 3\n# 2 . 1\n3 . 4 4\n5 5 . .\n"), nullptr);
    QVERIFY(board);
    Scenario scenario;
    board->toScenario(scenario);
    for (const QString &id : {QStringLiteral("link-min-turn"), QStringLiteral("link-seed-003")}) {
        scenario.algorithm = id;
        // Different kinds: a run, no link, and why.
        scenario.start = LinkBoard::fromTile({0, 0});
        scenario.goal = LinkBoard::fromTile({1, 0});
        Trace trace;
        RunOutcome outcome = Catalogue::run(scenario, &trace);
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        QVERIFY(!outcome.found);
        QVERIFY(outcome.notes.join(u' ').contains(QStringLiteral("different kinds")));
        QCOMPARE(trace.stepCount(), 1);
        // One tile with itself: the source's first rule.
        scenario.goal = scenario.start;
        outcome = Catalogue::run(scenario, &trace);
        QVERIFY(!outcome.found);
        QVERIFY(outcome.notes.join(u' ').contains(QStringLiteral("same tile")));
        // An empty cell is no tile.
        scenario.goal = LinkBoard::fromTile({2, 0});
        outcome = Catalogue::run(scenario, &trace);
        QVERIFY2(outcome.error.contains(QStringLiteral("no tile")), qPrintable(outcome.error));
        QCOMPARE(trace.stepCount(), 0);
        // The ring stays empty.
        Scenario ringWall = scenario;
        ringWall.goal = LinkBoard::fromTile({3, 1});
        ringWall.board.setWall({0, 0});
        outcome = Catalogue::run(ringWall, &trace);
        QVERIFY2(outcome.error.contains(QStringLiteral("ring")), qPrintable(outcome.error));
    }
}

void TestLinkSearch::tilelessBoardIsMadePlayable()
{
    // What tst_realtraces runs every entry on: walls, weights, a start and a goal, no tiles.
    Scenario scenario;
    scenario.board = Grid(9, 7);
    scenario.board.setWall({0, 3});         // on the ring: cleared
    scenario.board.setWall({4, 2});         // inside: kept
    scenario.board.setWeight({2, 4}, 5);    // weights mean nothing here
    scenario.start = CellPos{1, 1};
    scenario.goal = CellPos{7, 5};
    for (const QString &id : {QStringLiteral("link-min-turn"), QStringLiteral("link-seed-003")}) {
        Scenario prepared = scenario;
        prepared.algorithm = id;
        QCOMPARE(Catalogue::prepare(prepared), QString());
        QCOMPARE(prepared.tiles.size(), std::size_t(prepared.board.cellCount()));
        QCOMPARE(std::count(prepared.tiles.begin(), prepared.tiles.end(), 1), 2);
        QCOMPARE(prepared.tiles[std::size_t(prepared.board.index(*scenario.start))], 1);
        QCOMPARE(prepared.tiles[std::size_t(prepared.board.index(*scenario.goal))], 1);
        QVERIFY(!prepared.board.isWall({0, 3}));
        QVERIFY(prepared.board.isWall({4, 2}));
        QCOMPARE(prepared.board.weight(CellPos{2, 4}), Grid::MinWeight);
        const RunOutcome outcome = Catalogue::run(prepared);
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        QVERIFY(outcome.found); // (1,1) and (7,5) meet at (7,1) or (1,5)

        // An endpoint on the ring cannot become a tile.
        Scenario onRing = scenario;
        onRing.algorithm = id;
        onRing.start = CellPos{0, 2};
        QVERIFY(Catalogue::prepare(onRing).contains(QStringLiteral("ring")));
        // A board too large for the game says so.
        Scenario large = scenario;
        large.algorithm = id;
        large.board = Grid(40, 10);
        QVERIFY(Catalogue::prepare(large).contains(QStringLiteral("40 x 10")));
    }
}

void TestLinkSearch::commandLine()
{
    QVERIFY(m_dir.isValid());
    QRandomGenerator rng(31);
    MinTurnSearch search;
    const LinkBoard board = gameBoard(rng, 12, 9);
    const QString file = m_dir.filePath(QStringLiteral("board.txt"));
    {
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(board.toText().toUtf8());
    }
    int linked = 0;
    int unlinked = 0;
    for (int i = 0; i < 40 && (linked < 3 || unlinked < 1); ++i) {
        const auto pair = samePair(rng, board);
        QVERIFY(pair);
        const LinkPath expected = search.find(board, pair->from, pair->to);
        if ((expected.linkable && linked >= 3) || (!expected.linkable && unlinked >= 1))
            continue;
        (expected.linkable ? linked : unlinked)++;
        const CellPos from = LinkBoard::toTile(board.pos(pair->from));
        const CellPos to = LinkBoard::toTile(board.pos(pair->to));
        const QString fromText = QStringLiteral("%1,%2").arg(from.x).arg(from.y);
        const QString toText = QStringLiteral("%1,%2").arg(to.x).arg(to.y);
        const CliRun run = cli({QStringLiteral("run"), QStringLiteral("link-min-turn"), QStringLiteral("--board"), file,
                                QStringLiteral("--from"), fromText, QStringLiteral("--to"), toText, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject result = run.json();
        QCOMPARE(result.value(QStringLiteral("linkable")).toBool(), expected.linkable);
        QJsonArray path;
        for (const int cell : expected.cells) {
            const CellPos p = LinkBoard::toTile(board.pos(cell));
            path.append(QJsonArray{p.x, p.y});
        }
        QCOMPARE(result.value(QStringLiteral("path")).toArray(), path);
        if (expected.linkable) {
            QCOMPARE(result.value(QStringLiteral("turns")).toInt(), expected.turns);
            QCOMPARE(result.value(QStringLiteral("length")).toInt(), expected.length);
            QCOMPARE(path.first().toArray(), (QJsonArray{from.x, from.y}));
        } else {
            QVERIFY(result.value(QStringLiteral("turns")).isNull());
        }
        // The source's search through the same door, and the text with --path.
        const CliRun text = cli({QStringLiteral("run"), QStringLiteral("link-seed-003"), QStringLiteral("--board"), file,
                                 QStringLiteral("--from"), fromText, QStringLiteral("--to"), toText, QStringLiteral("--path")});
        QCOMPARE(text.exitCode, 0);
        if (expected.linkable) {
            QVERIFY2(text.out.contains("Linked"), text.out.constData());
            QVERIFY2(text.out.trimmed().endsWith(toText.toUtf8()), text.out.constData());
        } else {
            QVERIFY2(text.out.contains("No link"), text.out.constData());
        }
    }
    QVERIFY(linked >= 3 && unlinked >= 1);

    const QString broken = m_dir.filePath(QStringLiteral("broken.txt"));
    {
        QFile out(broken);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("1 2 . 3\n# 2 . 1\n3 . 4 4\n5 5 ? .\n");
    }
    const CliRun bad = cli({QStringLiteral("run"), QStringLiteral("link-min-turn"), QStringLiteral("--board"), broken,
                            QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("3,1")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains("line 4, column 5") && bad.err.contains("broken.txt"), bad.err.constData());

    // Tiles are named, and refused, in the board file's coordinates.
    const CliRun outside = cli({QStringLiteral("run"), QStringLiteral("link-min-turn"), QStringLiteral("--board"), file,
                                QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("12,3")});
    QCOMPARE(outside.exitCode, 2);
    QVERIFY2(outside.err.contains("--to 12,3") && outside.err.contains("12 x 9"), outside.err.constData());
}

QTEST_GUILESS_MAIN(TestLinkSearch)
#include "tst_linksearch.moc"
