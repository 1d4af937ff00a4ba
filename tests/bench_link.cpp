// Lianliankan link queries on 30 x 20 boards: microseconds per query for the minimum-turn
// search (the target: under 20 on average), the source's depth-first search beside
// it, and reach() from a tile, which a hint or a solver asks once per tile. Four boards from
// one seed: full (300 pairs of 24 kinds), half the pairs taken away, nine tenths taken away,
// and all but a few ("open": the longest straight runs, the search's heaviest case); on each,
// random pairs of tiles of one kind.
//
//   bench_link              all rows, then the summary table
//   bench_link query:half/min-turn

#include "link/linkboard.h"
#include "link/minturnsearch.h"
#include "link/seedlinksearch.h"

#include <QElapsedTimer>
#include <QMap>
#include <QRandomGenerator>
#include <QTest>

using namespace gridtrace;

namespace {

constexpr int boardWidth = 30;
constexpr int boardHeight = 20;
constexpr int kinds = 24;
constexpr int queryCount = 20000;
// The source's search walks every path of up to two turns on an open board: fewer queries.
constexpr int seedQueryCount = 2000;

struct Query
{
    int from;
    int to;
};

struct Board
{
    LinkBoard board;
    std::vector<Query> queries; // same kind, never a tile with itself
};

struct Figures
{
    qint64 nanoseconds = 0;
    quint64 runs = 0;
    quint64 linked = 0;
    quint64 turns = 0;
};

// The full board with a share of its pairs taken away, pair by pair, as a game does.
LinkBoard cleared(const LinkBoard &full, int percent, QRandomGenerator &rng)
{
    LinkBoard board = full;
    for (int kind = 1; kind <= kinds; ++kind) {
        std::vector<int> tiles;
        for (int cell = 0; cell < board.cellCount(); ++cell) {
            if (board.kind(cell) == kind)
                tiles.push_back(cell);
        }
        for (std::size_t i = 0; i + 1 < tiles.size(); i += 2) {
            if (int(rng.bounded(100)) < percent) {
                board.setValue(tiles[i], LinkBoard::Empty);
                board.setValue(tiles[i + 1], LinkBoard::Empty);
            }
        }
    }
    return board;
}

std::vector<Query> sameKindPairs(const LinkBoard &board, int count, QRandomGenerator &rng)
{
    std::vector<std::vector<int>> byKind(kinds + 1);
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.isTile(cell))
            byKind[std::size_t(board.kind(cell))].push_back(cell);
    }
    std::vector<Query> queries;
    while (int(queries.size()) < count) {
        const std::vector<int> &tiles = byKind[std::size_t(rng.bounded(1, kinds + 1))];
        if (tiles.size() < 2)
            continue;
        const int a = tiles[rng.bounded(quint32(tiles.size()))];
        const int b = tiles[rng.bounded(quint32(tiles.size()))];
        if (a != b)
            queries.push_back({a, b});
    }
    return queries;
}

const QStringList boardNames{QStringLiteral("full"), QStringLiteral("half"), QStringLiteral("tenth"), QStringLiteral("open")};
const QStringList methods{QStringLiteral("min-turn"), QStringLiteral("seed-003"), QStringLiteral("reach")};

} // namespace

class BenchLink : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void query_data();
    void query();
    void summary();

private:
    QMap<QString, Board> m_boards;
    QMap<QString, Figures> m_figures; // by "board/method"
};

void BenchLink::initTestCase()
{
    QRandomGenerator rng(2003);
    const LinkBoard full = LinkBoard::random(boardWidth, boardHeight, kinds, boardWidth * boardHeight / 2, 2003);
    const QList<std::pair<QString, int>> shares{{boardNames[0], 0}, {boardNames[1], 50}, {boardNames[2], 90}, {boardNames[3], 98}};
    for (const auto &[name, percent] : shares) {
        Board board{cleared(full, percent, rng), {}};
        board.queries = sameKindPairs(board.board, queryCount, rng);
        qInfo("%s: %d tiles", qPrintable(name), board.board.tileCount());
        m_boards.insert(name, std::move(board));
    }
}

void BenchLink::query_data()
{
    QTest::addColumn<QString>("board");
    QTest::addColumn<QString>("method");
    for (const QString &board : boardNames) {
        for (const QString &method : methods)
            QTest::newRow(qPrintable(board + u'/' + method)) << board << method;
    }
}

void BenchLink::query()
{
    QFETCH(QString, board);
    QFETCH(QString, method);
    const Board &b = m_boards[board];
    Figures &figures = m_figures[board + u'/' + method];
    MinTurnSearch search; // kept across queries, as a game keeps it
    NullRecorder recorder;
    SeedLinkSearch<NullRecorder> seed(recorder);
    enum { MinTurn, Seed, Reach } const mode = method == u"min-turn" ? MinTurn : method == u"seed-003" ? Seed : Reach;
    const std::size_t count = mode == Seed ? std::size_t(seedQueryCount) : b.queries.size();
    QElapsedTimer timer;
    QBENCHMARK {
        timer.start();
        quint64 linked = 0;
        quint64 turns = 0;
        for (std::size_t i = 0; i < count; ++i) {
            const Query &q = b.queries[i];
            if (mode == MinTurn) {
                const LinkPath &path = search.find(b.board, q.from, q.to);
                linked += path.linkable;
                turns += quint64(std::max(path.turns, 0));
            } else if (mode == Seed) {
                const LinkPath &path = seed.find(b.board, q.from, q.to).path;
                linked += path.linkable;
                turns += quint64(std::max(path.turns, 0));
            } else {
                const std::vector<std::int8_t> &reached = search.reach(b.board, q.from);
                linked += reached[std::size_t(q.to)] != MinTurnSearch::unreached;
            }
        }
        figures.nanoseconds += timer.nsecsElapsed();
        figures.runs += count;
        figures.linked += linked;
        figures.turns += turns;
    }
}

void BenchLink::summary()
{
    QString table = QStringLiteral("\n%1 %2 %3 %4 %5\n")
                        .arg(QStringLiteral("board / method"), -22)
                        .arg(QStringLiteral("runs"), 8)
                        .arg(QStringLiteral("us/query"), 10)
                        .arg(QStringLiteral("linked"), 8)
                        .arg(QStringLiteral("mean turns"), 11);
    double worstMinTurn = 0.0;
    for (const QString &board : boardNames) {
        for (const QString &method : methods) {
            const QString key = board + u'/' + method;
            if (!m_figures.contains(key))
                continue;
            const Figures &f = m_figures[key];
            const double micro = double(f.nanoseconds) / 1e3 / double(f.runs);
            if (method == u"min-turn")
                worstMinTurn = std::max(worstMinTurn, micro);
            table += QStringLiteral("%1 %2 %3 %4 %5\n")
                         .arg(key, -22)
                         .arg(qulonglong(f.runs), 8)
                         .arg(micro, 10, 'f', 3)
                         .arg(QString::number(100.0 * double(f.linked) / double(f.runs), 'f', 1) + u'%', 8)
                         .arg(method == u"reach" || f.linked == 0 ? QStringLiteral("-") : QString::number(double(f.turns) / double(f.linked), 'f', 2), 11);
        }
    }
    table += QStringLiteral("minimum-turn query, slowest board: %1 us (target: under 20)\n").arg(worstMinTurn, 0, 'f', 3);
    qInfo().noquote() << table;
}

QTEST_GUILESS_MAIN(BenchLink)
#include "bench_link.moc"
