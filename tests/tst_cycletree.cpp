// Cycles around spanning trees of 2 x 2 blocks, against brute force: every spanning tree and
// only a spanning tree gives a Hamiltonian cycle; the tree fits a snake exactly when some
// such cycle carries it; a rerouted cycle keeps the snake, follows the way asked for as far as
// any cycle can, and is a real cycle.

#include "snake/cycletree.h"
#include "snake/snakerules.h"

#include "maze/mazerandom.h"

#include <QTest>

#include <algorithm>
#include <numeric>
#include <set>

using namespace gridtrace;

namespace {

struct Area
{
    int width;
    int height;
    Grid board;
    int blocks() const { return width / 2 * (height / 2); }
    int linkCount() const { return 2 * blocks(); }
    int cell(int x, int y) const { return board.index({1 + x, 1 + y}); }
};

Area area(int width, int height)
{
    return {width, height, SnakeRules::walledArea(width, height, 1, false).board};
}

// The blocks a link joins, worked out here on its own: link 2b goes east from block b, 2b + 1
// south; nothing past the area's edge.
std::optional<std::pair<int, int>> linkEnds(const Area &a, int link)
{
    const int bw = a.width / 2;
    const int bh = a.height / 2;
    const int block = link / 2;
    if (link % 2 == 0)
        return block % bw + 1 < bw ? std::optional(std::pair{block, block + 1}) : std::nullopt;
    return block / bw + 1 < bh ? std::optional(std::pair{block, block + bw}) : std::nullopt;
}

bool isSpanningTree(const Area &a, const std::vector<std::uint8_t> &links)
{
    std::vector<int> part(std::size_t(a.blocks()));
    std::iota(part.begin(), part.end(), 0);
    const auto root = [&](int b) {
        while (part[std::size_t(b)] != b)
            b = part[std::size_t(b)];
        return b;
    };
    int joined = 0;
    for (int link = 0; link < a.linkCount(); ++link) {
        if (!links[std::size_t(link)])
            continue;
        const auto ends = linkEnds(a, link);
        if (!ends)
            return false;
        const int p = root(ends->first);
        const int q = root(ends->second);
        if (p == q)
            return false;
        part[std::size_t(p)] = q;
        ++joined;
    }
    return joined == a.blocks() - 1;
}

// Every set of links the area has, as link vectors.
std::vector<std::vector<std::uint8_t>> everyLinkSet(const Area &a)
{
    std::vector<int> real;
    for (int link = 0; link < a.linkCount(); ++link) {
        if (linkEnds(a, link))
            real.push_back(link);
    }
    std::vector<std::vector<std::uint8_t>> sets;
    for (int mask = 0; mask < (1 << real.size()); ++mask) {
        std::vector<std::uint8_t> links(std::size_t(a.linkCount()), 0);
        for (std::size_t i = 0; i < real.size(); ++i)
            links[std::size_t(real[i])] = (mask >> i) & 1;
        sets.push_back(std::move(links));
    }
    return sets;
}

// A fresh tree on the area whose turning sense is counter-clockwise (a one-cell snake fits
// either and takes the first).
CycleTree counterClockwise(const Area &a)
{
    CycleTree tree = *CycleTree::ofBoard(a.board);
    const bool fits = tree.fit({a.cell(0, 0)});
    Q_ASSERT(fits);
    return tree;
}

std::deque<int> mirrored(const Area &a, const std::deque<int> &body)
{
    std::deque<int> result;
    for (const int cell : body) {
        const CellPos p = a.board.pos(cell);
        result.push_back(a.cell(a.width - 1 - (p.x - 1), p.y - 1));
    }
    return result;
}

// A self-avoiding random walk in the area, head first.
std::deque<int> randomSnake(const Area &a, int length, MazeRandom &random)
{
    std::deque<int> body{a.cell(int(random.below(a.width)), int(random.below(a.height)))};
    while (int(body.size()) < length) {
        std::vector<int> options;
        for (const Direction d : orthogonalDirections) {
            const CellPos p = step(a.board.pos(body.front()), d);
            const int cell = a.board.index(p);
            if (a.board.isPassable(p) && std::find(body.begin(), body.end(), cell) == body.end())
                options.push_back(cell);
        }
        if (options.empty())
            break;
        body.push_front(options[std::size_t(random.below(int(options.size())))]);
    }
    return body;
}

// A random spanning tree's cycle (links tried in a shuffled order) and a stretch of it as a
// snake, head first.
std::deque<int> snakeOnRandomCycle(const Area &a, CycleTree &tree, int length, MazeRandom &random)
{
    std::vector<int> order(std::size_t(a.linkCount()));
    std::iota(order.begin(), order.end(), 0);
    for (std::size_t i = order.size(); i > 1; --i)
        std::swap(order[i - 1], order[std::size_t(random.below(int(i)))]);
    std::vector<int> part(std::size_t(a.blocks()));
    std::iota(part.begin(), part.end(), 0);
    const auto root = [&](int b) {
        while (part[std::size_t(b)] != b)
            b = part[std::size_t(b)];
        return b;
    };
    std::vector<std::uint8_t> links(std::size_t(a.linkCount()), 0);
    for (const int link : order) {
        const auto ends = linkEnds(a, link);
        if (ends && root(ends->first) != root(ends->second)) {
            part[std::size_t(root(ends->first))] = root(ends->second);
            links[std::size_t(link)] = 1;
        }
    }
    tree.setLinks(links);
    const HamiltonCycle cycle = tree.cycle();
    std::deque<int> body;
    int cell = a.cell(int(random.below(a.width)), int(random.below(a.height)));
    for (int i = 0; i < length; ++i) {
        body.push_front(cell);
        cell = cycle.next(cell);
    }
    return body;
}

} // namespace

class TestCycleTree : public QObject
{
    Q_OBJECT

private slots:
    void onlySpanningTreesGiveCycles_data();
    void onlySpanningTreesGiveCycles();
    void unevenAreasHaveNoTree();
    void fitAgreesWithBruteForce_data();
    void fitAgreesWithBruteForce();
    void snakesOnTreeCyclesFit();
    void routeKeepsTheSnakeAndFollowsTheWay();
};

void TestCycleTree::onlySpanningTreesGiveCycles_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("trees"); // the known count of spanning trees of the block grid
    QTest::newRow("2x2") << 2 << 2 << 1;
    QTest::newRow("4x2") << 4 << 2 << 1;
    QTest::newRow("4x4") << 4 << 4 << 4;
    QTest::newRow("6x4") << 6 << 4 << 15;
    QTest::newRow("6x6") << 6 << 6 << 192;
    QTest::newRow("8x4") << 8 << 4 << 56;
}

void TestCycleTree::onlySpanningTreesGiveCycles()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, trees);
    const Area a = area(width, height);
    CycleTree tree = counterClockwise(a);
    std::set<std::vector<int>> cycles;
    int spanning = 0;
    for (const auto &links : everyLinkSet(a)) {
        tree.setLinks(links);
        const HamiltonCycle cycle = tree.cycle();
        const bool isTree = isSpanningTree(a, links);
        spanning += isTree;
        QCOMPARE(cycle.isHamiltonian(a.board), isTree);
        if (isTree)
            cycles.insert(cycle.cells(a.cell(0, 0)));
    }
    QCOMPARE(spanning, trees);
    QCOMPARE(int(cycles.size()), trees); // each tree its own cycle
}

void TestCycleTree::unevenAreasHaveNoTree()
{
    QVERIFY(!CycleTree::ofBoard(area(5, 4).board));
    QVERIFY(!CycleTree::ofBoard(area(4, 7).board));
    Grid holed = area(6, 6).board;
    holed.setWall({3, 3});
    QVERIFY(!CycleTree::ofBoard(holed));
    QVERIFY(CycleTree::ofBoard(area(30, 30).board));
}

void TestCycleTree::fitAgreesWithBruteForce_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::newRow("4x4") << 4 << 4;
    QTest::newRow("6x4") << 6 << 4;
    QTest::newRow("6x6") << 6 << 6;
}

void TestCycleTree::fitAgreesWithBruteForce()
{
    QFETCH(int, width);
    QFETCH(int, height);
    const Area a = area(width, height);
    // Every counter-clockwise tree cycle; the clockwise ones are their mirror images.
    std::vector<HamiltonCycle> cycles;
    CycleTree enumerator = counterClockwise(a);
    for (const auto &links : everyLinkSet(a)) {
        if (isSpanningTree(a, links)) {
            enumerator.setLinks(links);
            cycles.push_back(enumerator.cycle());
        }
    }
    MazeRandom random(quint64(width * 100 + height));
    int fitted = 0;
    int refused = 0;
    for (int i = 0; i < 600; ++i) {
        const std::deque<int> body = randomSnake(a, 1 + int(random.below(width * height / 2)), random);
        const std::deque<int> mirror = mirrored(a, body);
        const bool carried = std::any_of(cycles.begin(), cycles.end(), [&](const HamiltonCycle &c) {
            return c.carries(body) || c.carries(mirror);
        });
        CycleTree tree = *CycleTree::ofBoard(a.board);
        const bool fits = tree.fit(body);
        QCOMPARE(fits, carried);
        if (!fits) {
            ++refused;
            continue;
        }
        ++fitted;
        QVERIFY(!tree.meetsDemands()); // nothing spanned yet
        tree.span();
        QVERIFY(tree.meetsDemands());
        const HamiltonCycle cycle = tree.cycle();
        QVERIFY(cycle.isHamiltonian(a.board));
        QVERIFY(cycle.carries(body));
    }
    qInfo("%d random snakes fitted, %d refused", fitted, refused);
    QVERIFY(fitted > 50);
    QVERIFY(refused > 50);
}

void TestCycleTree::snakesOnTreeCyclesFit()
{
    // Whatever tree laid the snake, some tree (not necessarily that one) is found for it.
    const Area a = area(12, 10);
    MazeRandom random(7);
    for (int i = 0; i < 300; ++i) {
        CycleTree layer = counterClockwise(a);
        const std::deque<int> body = snakeOnRandomCycle(a, layer, 1 + int(random.below(119)), random);
        CycleTree tree = *CycleTree::ofBoard(a.board);
        QVERIFY(tree.fit(body));
        tree.span();
        const HamiltonCycle cycle = tree.cycle();
        QVERIFY(cycle.isHamiltonian(a.board));
        QVERIFY(cycle.carries(body));
    }
}

void TestCycleTree::routeKeepsTheSnakeAndFollowsTheWay()
{
    const Area a = area(6, 6);
    std::vector<std::vector<std::uint8_t>> trees;
    for (const auto &links : everyLinkSet(a)) {
        if (isSpanningTree(a, links))
            trees.push_back(links);
    }
    MazeRandom random(11);
    int whole = 0;
    int cut = 0;
    for (int i = 0; i < 400; ++i) {
        CycleTree tree = counterClockwise(a);
        const std::deque<int> body = snakeOnRandomCycle(a, tree, 1 + int(random.below(20)), random);
        QVERIFY(tree.fit(body));
        // A random walk from the head through free cells, steps any cycle may take or not.
        std::vector<int> way;
        std::set<int> used(body.begin(), body.end());
        int at = body.front();
        for (int steps = int(random.below(12)); steps > 0; --steps) {
            std::vector<int> options;
            for (const Direction d : orthogonalDirections) {
                const int cell = a.board.index(step(a.board.pos(at), d));
                if (a.board.isPassable(a.board.pos(cell)) && !used.count(cell))
                    options.push_back(cell);
            }
            if (options.empty())
                break;
            at = options[std::size_t(random.below(int(options.size())))];
            used.insert(at);
            way.push_back(at);
        }
        const int kept = tree.route(body.front(), way);
        QVERIFY(kept >= 0 && kept <= int(way.size()));
        QVERIFY(tree.meetsDemands());
        HamiltonCycle cycle = tree.cycle();
        QVERIFY(cycle.isHamiltonian(a.board));
        QVERIFY(cycle.carries(body));
        int cell = body.front();
        for (int s = 0; s < kept; ++s) {
            QCOMPARE(cycle.next(cell), way[std::size_t(s)]);
            cell = way[std::size_t(s)];
        }
        // No counter-clockwise tree cycle carries the snake and follows one step more.
        if (kept < int(way.size())) {
            ++cut;
            for (const auto &links : trees) {
                tree.setLinks(links);
                cycle = tree.cycle();
                if (!cycle.carries(body))
                    continue;
                int c = body.front();
                int s = 0;
                while (s <= kept && cycle.next(c) == way[std::size_t(s)])
                    c = way[std::size_t(s++)];
                QVERIFY2(s <= kept, "a tree follows the way further than the route kept");
            }
        } else {
            ++whole;
        }
    }
    qInfo("%d ways followed whole, %d cut short", whole, cut);
    QVERIFY(whole > 20);
    QVERIFY(cut > 20);
}

QTEST_GUILESS_MAIN(TestCycleTree)
#include "tst_cycletree.moc"
