// The post's depth-first search against the fewest-turn search, pair by pair on a board:
// compareLinkSearches() judged by brute force, the docs' example, and `gridtrace-cli link compare`.

#include "clirun.h"
#include "linkbrute.h"

#include "link/linkcomparison.h"
#include "link/seedlinksearch.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace gridtrace;
using namespace gridtrace::linktest;

namespace {

using Verdict = LinkPairComparison::Verdict;

// Why the path breaks the game's rules, or an empty string: it must run from `from` to `to`
// by steps to a neighbour, through empty cells only, never twice through a cell, with the
// turns and the length it reports, two turns at most.
QString pathProblem(const LinkBoard &board, const LinkPath &path, int from, int to)
{
    if (!path.linkable)
        return path.cells.empty() ? QString() : QStringLiteral("cells without a link");
    if (path.cells.size() < 2 || path.cells.front() != from || path.cells.back() != to)
        return QStringLiteral("does not run from the first tile to the second");
    if (path.length != int(path.cells.size()) - 1)
        return QStringLiteral("length %1 for %2 cells").arg(path.length).arg(path.cells.size());
    int turns = 0;
    CellPos lastStep{0, 0};
    QSet<int> seen;
    for (std::size_t i = 0; i < path.cells.size(); ++i) {
        const int cell = path.cells[i];
        if (cell < 0 || cell >= board.cellCount())
            return QStringLiteral("cell %1 off the board").arg(cell);
        if (seen.contains(cell))
            return QStringLiteral("cell %1 twice").arg(cell);
        seen.insert(cell);
        if (i > 0 && i + 1 < path.cells.size() && !board.isEmpty(cell))
            return QStringLiteral("through the non-empty cell %1").arg(cell);
        if (i == 0)
            continue;
        const CellPos a = board.pos(path.cells[i - 1]);
        const CellPos b = board.pos(cell);
        const CellPos step{b.x - a.x, b.y - a.y};
        if (std::abs(step.x) + std::abs(step.y) != 1)
            return QStringLiteral("a jump from %1 to %2").arg(path.cells[i - 1]).arg(cell);
        if (i > 1 && step != lastStep)
            ++turns;
        lastStep = step;
    }
    if (turns != path.turns)
        return QStringLiteral("%1 turns reported, %2 taken").arg(path.turns).arg(turns);
    if (turns > 2)
        return QStringLiteral("%1 turns").arg(turns);
    return {};
}

// The example of docs/link.md, which has five tiles of kind 1: a board file refuses it (kinds
// come in pairs), a query does not mind.
LinkBoard docsBoard()
{
    static const char *const rows[] = {". # . .", "1 . 2 .", "1 1 2 .", "1 1 . ."};
    LinkBoard board(4, 4);
    for (int y = 0; y < 4; ++y) {
        const QStringList cells = QString::fromLatin1(rows[y]).split(u' ');
        for (int x = 0; x < 4; ++x) {
            const QString &c = cells[x];
            board.setValue(LinkBoard::fromTile({x, y}),
                           c == u"." ? LinkBoard::Empty : c == u"#" ? LinkBoard::Wall : std::uint8_t(c.toInt()));
        }
    }
    return board;
}

// The same board with a sixth tile of kind 1 at (2,3): a board file takes it.
const QString pairedDocsText = QStringLiteral(". # . .\n1 . 2 .\n1 1 2 .\n1 1 1 .\n");

int cellAt(const LinkBoard &board, int x, int y)
{
    return board.index(LinkBoard::fromTile({x, y}));
}

const LinkPairComparison *findPair(const LinkComparison &comparison, int first, int second)
{
    for (const LinkPairComparison &pair : comparison.pairs) {
        if (pair.first == first && pair.second == second)
            return &pair;
    }
    return nullptr;
}

QJsonArray xy(const LinkBoard &board, int cell)
{
    const CellPos tile = LinkBoard::toTile(board.pos(cell));
    return QJsonArray{tile.x, tile.y};
}

} // namespace

class TestLinkCompare : public QObject
{
    Q_OBJECT

private slots:
    void randomBoardsAgainstBruteForce();
    void docsExample();
    void cancelled();
    void commandLine();
    void commandLineBadInput();

private:
    QTemporaryDir m_dir;
};

void TestLinkCompare::randomBoardsAgainstBruteForce()
{
    // Crowded tiny boards (few links, many blocked paths) and sparse ones (long detours,
    // ties, and the post's loops).
    std::vector<LinkBoard> boards;
    QRandomGenerator rng(2024);
    for (int i = 0; i < 300; ++i) {
        const int width = 4 + int(rng.bounded(4));
        const int height = 4 + int(rng.bounded(3));
        const int cells = width * height;
        const int pairs = 1 + int(rng.bounded(quint32(cells / 2)));
        const int walls = int(rng.bounded(quint32(cells - 2 * pairs + 1)));
        boards.push_back(tinyBoard(rng, width, height, pairs, 1 + int(rng.bounded(4)), walls));
    }
    for (quint64 seed = 1; seed <= 40; ++seed)
        boards.push_back(LinkBoard::random(8 + int(seed % 5), 6 + int(seed % 4), 2 + int(seed % 3), 4 + int(seed % 7), seed));

    MinTurnSearch minTurn;
    NullRecorder recorder;
    SeedLinkSearch<NullRecorder> seed(recorder);
    std::array<int, 6> verdicts{};
    int pairsSeen = 0;
    int loopsSeen = 0;
    for (std::size_t b = 0; b < boards.size(); ++b) {
        const LinkBoard &board = boards[b];
        const LinkComparison comparison = compareLinkSearches(board);
        QVERIFY(!comparison.cancelled);

        // Every unordered pair of one kind, in cell order, each once.
        std::vector<LinkPair> expected;
        for (int a = 0; a < board.cellCount(); ++a) {
            for (int c = a + 1; c < board.cellCount(); ++c) {
                if (board.isTile(a) && board.kind(a) == board.kind(c))
                    expected.push_back({a, c});
            }
        }
        QCOMPARE(comparison.pairs.size(), expected.size());

        std::array<int, 6> counts{};
        int linkable = 0;
        int loops = 0;
        for (std::size_t i = 0; i < expected.size(); ++i) {
            const LinkPairComparison &pair = comparison.pairs[i];
            const QString where = QStringLiteral("board %1, cells %2 -> %3:\n%4")
                                      .arg(b).arg(pair.first).arg(pair.second).arg(board.toText());
            QCOMPARE(pair.first, expected[i].first);
            QCOMPARE(pair.second, expected[i].second);
            QCOMPARE(pair.kind, board.kind(pair.first));

            const auto best = bruteFewest(board, pair.first, pair.second);
            QVERIFY2(pair.minTurn.linkable == best.has_value(), qPrintable(where));
            if (best) {
                QVERIFY2(pair.minTurn.turns == best->first, qPrintable(where));
                QVERIFY2(pair.minTurn.length == best->second, qPrintable(where));
            }
            const QString minTurnProblem = pathProblem(board, pair.minTurn, pair.first, pair.second);
            QVERIFY2(minTurnProblem.isEmpty(), qPrintable(minTurnProblem + u' ' + where));
            const QString seedProblem = pathProblem(board, pair.seed, pair.first, pair.second);
            QVERIFY2(seedProblem.isEmpty(), qPrintable(seedProblem + u' ' + where));
            // The post's search walks every path of up to two turns: it never misses a link.
            QVERIFY2(pair.seed.linkable == pair.minTurn.linkable, qPrintable(where));
            if (pair.seed.linkable) {
                QVERIFY2(pair.seed.turns >= pair.minTurn.turns, qPrintable(where));
                if (pair.seed.turns == pair.minTurn.turns)
                    QVERIFY2(pair.seed.length >= pair.minTurn.length, qPrintable(where));
            }

            // What a query of its own from first to second gives.
            const SeedLinkResult &alone = seed.find(board, pair.first, pair.second);
            QCOMPARE(pair.seed, alone.path);
            QCOMPARE(pair.sourceLoops, alone.sourceLoops);
            QCOMPARE(pair.seedPushes, alone.pushes);
            QCOMPARE(pair.seedBacktracks, alone.backtracks);
            QCOMPARE(pair.minTurn, minTurn.find(board, pair.first, pair.second));
            QCOMPARE(pair.minTurnStates, minTurn.statesReached());

            const Verdict verdict = pair.verdict();
            QVERIFY(verdict != Verdict::Mismatch);
            QCOMPARE(verdict == Verdict::Same, pair.minTurn.linkable && pair.seed == pair.minTurn);
            QCOMPARE(verdict == Verdict::MoreTurns, pair.seed.linkable && pair.seed.turns > pair.minTurn.turns);
            QCOMPARE(pair.differs(), pair.sourceLoops || (verdict != Verdict::Same && verdict != Verdict::NoLink));
            ++counts[std::size_t(verdict)];
            linkable += pair.minTurn.linkable;
            loops += pair.sourceLoops;
        }
        QCOMPARE(comparison.linkable, linkable);
        QCOMPARE(comparison.same, counts[std::size_t(Verdict::Same)]);
        QCOMPARE(comparison.asGood, counts[std::size_t(Verdict::AsGood)]);
        QCOMPARE(comparison.moreTurns, counts[std::size_t(Verdict::MoreTurns)]);
        QCOMPARE(comparison.longer, counts[std::size_t(Verdict::Longer)]);
        QCOMPARE(comparison.mismatches, 0);
        QCOMPARE(comparison.sourceLoops, loops);
        QCOMPARE(comparison.same + comparison.asGood + comparison.moreTurns + comparison.longer, comparison.linkable);
        QCOMPARE(comparison.linkable + counts[std::size_t(Verdict::NoLink)], int(comparison.pairs.size()));
        for (std::size_t v = 0; v < counts.size(); ++v)
            verdicts[v] += counts[v];
        pairsSeen += int(comparison.pairs.size());
        loopsSeen += loops;
    }
    qInfo("%zu boards, %d pairs: %d no link, %d same, %d as good, %d more turns, %d longer; %d where the post never returns",
          boards.size(), pairsSeen, verdicts[0], verdicts[1], verdicts[2], verdicts[3], verdicts[4], loopsSeen);
    // The boards must reach the verdicts the comparison is for.
    QVERIFY(verdicts[std::size_t(Verdict::NoLink)] > 0);
    QVERIFY(verdicts[std::size_t(Verdict::Same)] > 0);
    QVERIFY(verdicts[std::size_t(Verdict::AsGood)] > 0);
    QVERIFY(verdicts[std::size_t(Verdict::MoreTurns)] > 0);
    QVERIFY(verdicts[std::size_t(Verdict::Longer)] > 0);
    QVERIFY(loopsSeen > 0);
}

void TestLinkCompare::docsExample()
{
    const LinkBoard board = docsBoard();
    QCOMPARE(board.toText(), QStringLiteral(". # . .\n1 . 2 .\n1 1 2 .\n1 1 . .\n"));
    const int upper = cellAt(board, 2, 1); // the 2 on the file's second line
    const int lower = cellAt(board, 2, 2); // the 2 below it
    QCOMPARE(board.kind(upper), 2);
    QCOMPARE(board.kind(lower), 2);
    QVERIFY(upper < lower);

    const LinkComparison comparison = compareLinkSearches(board);
    QCOMPARE(int(comparison.pairs.size()), 10 + 1); // five tiles of kind 1, two of kind 2
    // In cell order the pair is (2,1) -> (2,2), not the docs' (2,2) -> (2,1); it takes two
    // turns either way round, by the other side of the column of 2s.
    QVERIFY(!findPair(comparison, lower, upper));
    const LinkPairComparison *pair = findPair(comparison, upper, lower);
    QVERIFY(pair);
    QCOMPARE(pair->kind, 2);
    QCOMPARE(pair->verdict(), Verdict::MoreTurns);
    QCOMPARE(pair->minTurn.turns, 0);
    QCOMPARE(pair->minTurn.length, 1);
    QCOMPARE(pair->minTurn.cells, (std::vector<int>{upper, lower}));
    QCOMPARE(pair->seed.turns, 2);
    QCOMPARE(pair->seed.length, 3);
    QCOMPARE(pair->seed.cells, (std::vector<int>{upper, cellAt(board, 3, 1), cellAt(board, 3, 2), lower}));
    QVERIFY(!pair->sourceLoops);

    // The docs' own direction: 2,2 3,2 3,1 2,1.
    NullRecorder recorder;
    SeedLinkSearch<NullRecorder> seed(recorder);
    const SeedLinkResult &docs = seed.find(board, lower, upper);
    QCOMPARE(docs.path.turns, 2);
    QCOMPARE(docs.path.cells, (std::vector<int>{lower, cellAt(board, 3, 2), cellAt(board, 3, 1), upper}));

    // The rest of the board: the 2s are the only pair the two searches link differently.
    QCOMPARE(comparison.moreTurns, 1);
    QCOMPARE(comparison.longer, 0);
    QCOMPARE(comparison.asGood, 0);
    QCOMPARE(comparison.mismatches, 0);
    QCOMPARE(comparison.same + 1, comparison.linkable);
}

void TestLinkCompare::cancelled()
{
    const LinkBoard board = LinkBoard::random(20, 12, 3, 60, 7);
    std::atomic<bool> cancel{true};
    const LinkComparison comparison = compareLinkSearches(board, &cancel);
    QVERIFY(comparison.cancelled);
    QVERIFY(comparison.pairs.empty());
    QCOMPARE(comparison.linkable, 0);
    QVERIFY(!compareLinkSearches(board).cancelled);
    QVERIFY(compareLinkSearches(LinkBoard()).pairs.empty());
}

void TestLinkCompare::commandLine()
{
    QVERIFY(m_dir.isValid());
    const QString file = m_dir.filePath(QStringLiteral("docs-paired.txt"));
    {
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(pairedDocsText.toUtf8());
    }
    QString error;
    const std::optional<LinkBoard> board = LinkBoard::fromText(pairedDocsText, &error);
    QVERIFY2(board, qPrintable(error));
    const LinkComparison core = compareLinkSearches(*board);
    // The sixth 1 gives the post two queries it never returns from.
    QVERIFY(core.sourceLoops > 0);

    const CliRun run = cli({QStringLiteral("link"), QStringLiteral("compare"), QStringLiteral("--board"), file, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = run.json();
    QCOMPARE(json.value(QStringLiteral("pairs")).toInt(), int(core.pairs.size()));
    QCOMPARE(json.value(QStringLiteral("linkable")).toInt(), core.linkable);
    QCOMPARE(json.value(QStringLiteral("same")).toInt(), core.same);
    QCOMPARE(json.value(QStringLiteral("as_good")).toInt(), core.asGood);
    QCOMPARE(json.value(QStringLiteral("more_turns")).toInt(), core.moreTurns);
    QCOMPARE(json.value(QStringLiteral("longer")).toInt(), core.longer);
    QCOMPARE(json.value(QStringLiteral("source_loops")).toInt(), core.sourceLoops);
    QCOMPARE(json.value(QStringLiteral("mismatches")).toInt(), 0);
    QVERIFY(!json.contains(QStringLiteral("pairs_list")));

    // The differences, in the core's order, in the board file's coordinates.
    std::vector<const LinkPairComparison *> differing;
    for (const LinkPairComparison &pair : core.pairs) {
        if (pair.differs())
            differing.push_back(&pair);
    }
    const QJsonArray differences = json.value(QStringLiteral("differences")).toArray();
    QCOMPARE(differences.size(), qsizetype(differing.size()));
    bool sawDocsPair = false;
    for (qsizetype i = 0; i < differences.size(); ++i) {
        const QJsonObject entry = differences.at(i).toObject();
        const LinkPairComparison &pair = *differing[std::size_t(i)];
        QCOMPARE(entry.value(QStringLiteral("first")).toArray(), xy(*board, pair.first));
        QCOMPARE(entry.value(QStringLiteral("second")).toArray(), xy(*board, pair.second));
        QCOMPARE(entry.value(QStringLiteral("kind")).toInt(), pair.kind);
        const QJsonObject seed = entry.value(QStringLiteral("seed")).toObject();
        QCOMPARE(seed.value(QStringLiteral("source_loops")).toBool(), pair.sourceLoops);
        QCOMPARE(seed.value(QStringLiteral("pushes")).toInteger(), qint64(pair.seedPushes));
        QCOMPARE(seed.value(QStringLiteral("path")).toArray().size(), qsizetype(pair.seed.cells.size()));
        if (entry.value(QStringLiteral("first")).toArray() == QJsonArray{2, 1}) {
            sawDocsPair = true;
            QCOMPARE(entry.value(QStringLiteral("second")).toArray(), (QJsonArray{2, 2}));
            QCOMPARE(entry.value(QStringLiteral("verdict")).toString(), QStringLiteral("more_turns"));
            const QJsonObject minTurn = entry.value(QStringLiteral("min_turn")).toObject();
            QCOMPARE(minTurn.value(QStringLiteral("turns")).toInt(), 0);
            QCOMPARE(minTurn.value(QStringLiteral("length")).toInt(), 1);
            QCOMPARE(seed.value(QStringLiteral("turns")).toInt(), 2);
            QCOMPARE(seed.value(QStringLiteral("length")).toInt(), 3);
            QCOMPARE(seed.value(QStringLiteral("path")).toArray(),
                     (QJsonArray{QJsonArray{2, 1}, QJsonArray{3, 1}, QJsonArray{3, 2}, QJsonArray{2, 2}}));
        }
    }
    QVERIFY(sawDocsPair);

    // --all lists every pair.
    const CliRun all = cli({QStringLiteral("link"), QStringLiteral("compare"), QStringLiteral("--board"), file,
                            QStringLiteral("--json"), QStringLiteral("--all")});
    QCOMPARE(all.exitCode, 0);
    QCOMPARE(all.json().value(QStringLiteral("pairs_list")).toArray().size(), qsizetype(core.pairs.size()));
    QCOMPARE(all.json().value(QStringLiteral("differences")).toArray(), differences);

    // The text: the counts, then a line a difference.
    const CliRun text = cli({QStringLiteral("link"), QStringLiteral("compare"), QStringLiteral("--board"), file});
    QCOMPARE(text.exitCode, 0);
    const QString out = QString::fromUtf8(text.out);
    QVERIFY2(out.contains(QStringLiteral("pairs of tiles of one kind:")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("2,1   2,2    kind  2  min-turn: 0 turns, 1 move  post: 2 turns, 3 moves\n")), qPrintable(out));
    QCOMPARE(out.count(QStringLiteral(", never returns in the post")), core.sourceLoops);
    QCOMPARE(out.count(QStringLiteral("  min-turn: ")), qsizetype(differing.size()));
    const CliRun textAll = cli({QStringLiteral("link"), QStringLiteral("compare"), QStringLiteral("--board"), file, QStringLiteral("--all")});
    QCOMPARE(QString::fromUtf8(textAll.out).count(QStringLiteral("  min-turn: ")), qsizetype(core.pairs.size()));
}

void TestLinkCompare::commandLineBadInput()
{
    QVERIFY(m_dir.isValid());
    const QString good = m_dir.filePath(QStringLiteral("good.txt"));
    const QString malformed = m_dir.filePath(QStringLiteral("malformed.txt"));
    const QString docs = m_dir.filePath(QStringLiteral("docs.txt"));
    for (const auto &[name, text] : {std::pair{good, pairedDocsText},
                                     std::pair{malformed, QStringLiteral("1 . . 1\n. x . .\n. . . .\n. . . .\n")},
                                     std::pair{docs, docsBoard().toText()}}) {
        QFile f(name);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text.toUtf8());
    }
    const QString link = QStringLiteral("link");
    const QString compare = QStringLiteral("compare");
    const QString board = QStringLiteral("--board");
    const std::vector<std::pair<QStringList, QString>> bad{
        {{link, compare, board, m_dir.filePath(QStringLiteral("missing.txt"))}, QStringLiteral("missing.txt")},
        {{link, compare, board, malformed}, QStringLiteral("line 2, column 3")},
        // The docs' board as it stands: five tiles of kind 1, which a board file refuses.
        {{link, compare, board, docs}, QStringLiteral("odd number of tiles of kind 1")},
        {{link, compare}, QStringLiteral("--board")},
        {{link, compare, board, good, QStringLiteral("--seed"), QStringLiteral("3")}, QStringLiteral("--seed")},
        {{link, QStringLiteral("solve"), board, good, QStringLiteral("--all")}, QStringLiteral("--all")},
        {{link, QStringLiteral("generate"), QStringLiteral("--size"), QStringLiteral("4x4"), QStringLiteral("--kinds"), QStringLiteral("2"),
          QStringLiteral("--all")}, QStringLiteral("--all")},
        {{link, QStringLiteral("contrast")}, QStringLiteral("compare")},
    };
    for (const auto &[arguments, mentions] : bad) {
        const QString problem = refusalProblem(arguments, mentions);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    const CliRun help = cli({link, QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains("generate|solve|check|compare"));
    QVERIFY(help.out.contains("pairs_list"));
}

QTEST_GUILESS_MAIN(TestLinkCompare)
#include "tst_linkcompare.moc"
