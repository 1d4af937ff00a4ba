// Lianliankan as a user meets it outside the searches: the board and its plain text, the
// scenario it makes; both catalogue entries, traced and untraced, judged by a brute force; their
// refusals; and `gridtrace-cli run` on a board file.

#include "clirun.h"
#include "linkboards.h"
#include "linkbrute.h"

#include "catalogue/catalogue.h"
#include "link/linkalgorithms.h"
#include "link/linkboard.h"
#include "link/minturnsearch.h"
#include "trace/cursor.h"
#include "trace/recorder.h"

#include <QFile>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace gridtrace;
using namespace gridtrace::linktest;

class TestLinkEntries : public QObject
{
    Q_OBJECT

private slots:
    void textRoundTrip();
    void malformedTextIsRefused_data();
    void malformedTextIsRefused();
    void scenarioRoundTrip();
    void catalogueEntries();
    void traceShowsTheLayers();
    void catalogueRefusals();
    void tilelessBoardIsMadePlayable();
    void commandLine();

private:
    QTemporaryDir m_dir;
};

void TestLinkEntries::textRoundTrip()
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

void TestLinkEntries::malformedTextIsRefused_data()
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
                            << QStringList{QStringLiteral("line 3"), QStringLiteral("has 3 cell"), QStringLiteral("line 1 has 4")};
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

void TestLinkEntries::malformedTextIsRefused()
{
    QFETCH(QString, text);
    QFETCH(QStringList, mentions);
    QString error;
    QVERIFY(!LinkBoard::fromText(text, &error));
    for (const QString &mention : mentions)
        QVERIFY2(error.contains(mention), qPrintable(error + QStringLiteral(" (wanted: ") + mention + u')'));
}

void TestLinkEntries::scenarioRoundTrip()
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

void TestLinkEntries::catalogueEntries()
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
        // The fewest turns and, with those, the fewest moves of any path: nullopt when none links.
        const auto brute = bruteFewest(board, pair->from, pair->to);
        for (const QString &id : {QStringLiteral("link-min-turn"), QStringLiteral("link-seed-003")}) {
            scenario.algorithm = id;
            const AlgorithmInfo &info = *Catalogue::find(id);
            QCOMPARE(info.family, Family::Link);
            Trace trace;
            const RunOutcome traced = Catalogue::run(scenario, &trace);
            const RunOutcome untraced = Catalogue::run(scenario);
            QVERIFY2(traced.error.isEmpty(), qPrintable(traced.error));
            ++runs;
            QCOMPARE(traced.found, brute.has_value());
            QCOMPARE(untraced.found, traced.found);
            QCOMPARE(untraced.path, traced.path);
            QCOMPARE(untraced.facts, traced.facts);
            QCOMPARE(untraced.expansions, traced.expansions);
            QCOMPARE(traced.facts.value(QStringLiteral("linkable")).toBool(), brute.has_value());
            // The facts' path is the outcome's, in the board file's coordinates.
            const QVariantList facts = traced.facts.value(QStringLiteral("path")).toList();
            QCOMPARE(qsizetype(traced.path.size()), facts.size());
            for (qsizetype k = 0; k < facts.size(); ++k) {
                const CellPos tile = LinkBoard::toTile(traced.path[std::size_t(k)]);
                QCOMPARE(facts[k].toList(), (QVariantList{tile.x, tile.y}));
            }
            if (brute.has_value()) {
                QCOMPARE(traced.path.front(), *scenario.start);
                QCOMPARE(traced.path.back(), *scenario.goal);
                QCOMPARE(traced.cost, traced.facts.value(QStringLiteral("turns")).toDouble());
                QCOMPARE(traced.facts.value(QStringLiteral("length")).toInt(), int(traced.path.size()) - 1);
                if (id == u"link-min-turn") {
                    QCOMPARE(traced.facts.value(QStringLiteral("turns")).toInt(), brute->first);
                    QCOMPARE(traced.facts.value(QStringLiteral("length")).toInt(), brute->second);
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
            QCOMPARE(info.stepKinds[last.kind].id, brute.has_value() ? "linked" : "no-link");
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

void TestLinkEntries::traceShowsTheLayers()
{
    // Every cell the trace paints as reached with t turns is one reach() says is t turns
    // away at fewest, up to the layer where the search stopped; the cells it leaves blank
    // are further or out of reach.
    MinTurnSearch search;
    QRandomGenerator rng(17);
    std::array<int, 3> endings{};
    int lineCounts = 0;
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
        // A straight run's count is of its line: the watches' "Cells reached" is of the search.
        for (const QString &encoded : trace.tables.strings) {
            const QString status = displayStatus(encoded);
            if (status.contains(QStringLiteral("cells reached"))) {
                QVERIFY2(status.contains(QStringLiteral("cells reached on this line: ")), qPrintable(status));
                ++lineCounts;
            }
        }
    }
    QVERIFY(lineCounts > 0);
    qInfo("traces ending on layer 0, 1, 2: %d, %d, %d", endings[0], endings[1], endings[2]);
    for (const int count : endings)
        QVERIFY(count > 0);
}

void TestLinkEntries::catalogueRefusals()
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

void TestLinkEntries::tilelessBoardIsMadePlayable()
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

void TestLinkEntries::commandLine()
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

QTEST_GUILESS_MAIN(TestLinkEntries)
#include "tst_linkentries.moc"
