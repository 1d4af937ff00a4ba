// Lianliankan game logic: generated boards are cleared (in the generator's order and by the
// solver), the exact clear check agrees with a brute force on tiny boards, hint, shuffle and
// undo keep their promises, the link-solve entry gives a trace the debugger can trust, and
// `gridtrace-cli link` generates, solves and checks.
//
// Links are judged by an independent brute force wherever a test can afford it: every path
// of at most three straight segments, without the searches' layers or padding.

#include "clirun.h"

#include "catalogue/catalogue.h"
#include "link/linkgame.h"
#include "link/linkgenerator.h"
#include "link/linksolver.h"
#include "trace/cursor.h"
#include "trace/tracefile.h"

#include <QFile>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <functional>

using namespace gridtrace;

namespace {

constexpr std::array<CellPos, 4> moves{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};

// Whether a path of at most three straight segments through empty cells (the ring
// included) joins the two cells.
bool bruteLinks(const LinkBoard &board, int from, int to)
{
    if (from == to)
        return false;
    const CellPos target = board.pos(to);
    std::function<bool(CellPos, int, int)> go = [&](CellPos at, int heading, int segments) {
        for (int d = 0; d < 4; ++d) {
            if (heading >= 0 && (d == heading || d == (heading ^ 1)))
                continue;
            for (int k = 1;; ++k) {
                const CellPos c{at.x + k * moves[std::size_t(d)].x, at.y + k * moves[std::size_t(d)].y};
                if (!board.contains(c))
                    break;
                if (c == target)
                    return true;
                if (!board.isEmpty(board.index(c)))
                    break;
                if (segments < 3 && go(c, d, segments + 1))
                    return true;
            }
        }
        return false;
    };
    return go(board.pos(from), -1, 1);
}

bool bruteCanLink(const LinkBoard &board, int a, int b)
{
    return board.isTile(a) && board.kind(a) == board.kind(b) && bruteLinks(board, a, b);
}

// Whether some order of removals clears the board: every linked pair tried at every step,
// positions that fail remembered by their cells' values.
bool bruteClears(LinkBoard &board, QSet<QByteArray> &dead)
{
    std::vector<int> tiles;
    QByteArray key;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        key.append(char(board.value(cell)));
        if (board.isTile(cell))
            tiles.push_back(cell);
    }
    if (tiles.empty())
        return true;
    if (dead.contains(key))
        return false;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        for (std::size_t j = i + 1; j < tiles.size(); ++j) {
            const int a = tiles[i];
            const int b = tiles[j];
            if (!bruteCanLink(board, a, b))
                continue;
            const std::uint8_t kind = board.value(a);
            board.setValue(a, LinkBoard::Empty);
            board.setValue(b, LinkBoard::Empty);
            const bool cleared = bruteClears(board, dead);
            board.setValue(a, kind);
            board.setValue(b, kind);
            if (cleared)
                return true;
        }
    }
    dead.insert(key);
    return false;
}

bool bruteClears(LinkBoard board)
{
    QSet<QByteArray> dead;
    return bruteClears(board, dead);
}

// Takes the pairs off in order, each a pair of one kind that the brute force links at its
// turn; the board left, or an error.
std::optional<LinkBoard> replayPairs(LinkBoard board, const std::vector<LinkPair> &pairs, QString *why)
{
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        const LinkPair &pair = pairs[i];
        if (!bruteCanLink(board, pair.first, pair.second)) {
            *why = QStringLiteral("pair %1 (cells %2 and %3) does not link at its turn").arg(i).arg(pair.first).arg(pair.second);
            return std::nullopt;
        }
        board.setValue(pair.first, LinkBoard::Empty);
        board.setValue(pair.second, LinkBoard::Empty);
    }
    return board;
}

// The tiles and where they lie: what a shuffle keeps.
struct TileSet
{
    std::array<int, LinkBoard::maxKind + 1> counts{};
    std::vector<int> cells;
    friend bool operator==(const TileSet &, const TileSet &) = default;
};

TileSet tilesOf(const LinkBoard &board)
{
    TileSet set;
    set.counts = board.kindCounts();
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.isTile(cell))
            set.cells.push_back(cell);
    }
    return set;
}

// A pair that the brute force links, or none, over every pair of one kind.
std::optional<LinkPair> bruteAnyPair(const LinkBoard &board)
{
    for (int a = 0; a < board.cellCount(); ++a) {
        for (int b = a + 1; b < board.cellCount(); ++b) {
            if (bruteCanLink(board, a, b))
                return LinkPair{a, b};
        }
    }
    return std::nullopt;
}

// A small board of pairs, walls and empty cells at random; kinds from 1 to `kinds`.
LinkBoard tinyBoard(QRandomGenerator &rng, int width, int height, int pairs, int kinds, int walls)
{
    LinkBoard board(width, height);
    std::vector<CellPos> cells;
    for (int y = 1; y <= height; ++y) {
        for (int x = 1; x <= width; ++x)
            cells.push_back({x, y});
    }
    for (std::size_t i = cells.size() - 1; i > 0; --i)
        std::swap(cells[i], cells[rng.bounded(quint32(i + 1))]);
    std::size_t next = 0;
    for (int p = 0; p < pairs; ++p) {
        const auto kind = std::uint8_t(rng.bounded(1, kinds + 1));
        board.setValue(cells[next++], kind);
        board.setValue(cells[next++], kind);
    }
    for (int w = 0; w < walls && next < cells.size(); ++w)
        board.setValue(cells[next++], LinkBoard::Wall);
    return board;
}

struct EntryRun
{
    Scenario scenario; // as prepared
    Trace trace;
    std::vector<Scene> scenes; // the recorder's scene at each position
    RunOutcome traced;
    RunOutcome untraced;
};

// What Catalogue::run does with an entry, for the entry before it is registered: parameters
// completed, the scenario prepared, a traced run with every scene observed, an untraced run.
EntryRun runEntry(const AlgorithmInfo &info, Scenario scenario)
{
    EntryRun run;
    QString error;
    const auto parameters = Parameters::complete(info.parameters, scenario.parameters, &error);
    if (!parameters) {
        run.traced.error = error;
        return run;
    }
    scenario.parameters = *parameters;
    error = info.prepareScenario(scenario);
    if (!error.isEmpty()) {
        run.traced.error = error;
        return run;
    }
    run.scenario = scenario;
    run.trace.header = scenario;
    run.trace.tables = info.tables();
    {
        Recorder recorder(run.trace);
        recorder.setStepObserver([&](int step, const Scene &scene) {
            if (std::size_t(step) == run.scenes.size())
                run.scenes.push_back(scene);
        });
        RunContext context;
        context.recorder = &recorder;
        run.traced = info.run(scenario, context);
        run.scenes.push_back(recorder.scene());
    }
    RunContext context;
    run.untraced = info.run(scenario, context);
    return run;
}

} // namespace

class TestLinkGame : public QObject
{
    Q_OBJECT

private slots:
    void settingsAreChecked_data();
    void settingsAreChecked();
    void generatedBoardsAreCleared();
    void largeBoardsAreCleared();
    void generationIsDeterministic();
    void fillKeepsWallsAndShutsNothingIn();
    void checkAgreesWithBruteForce();
    void checkRefusesLargeBoards();
    void solverAgreesOnBoardsThatCannotBeCleared();
    void hintFindsAPairExactlyWhenOneExists();
    void shuffleKeepsTheTilesAndTheBoardSolvable();
    void stuckBoardIsShuffledAndUndoneTogether();
    void undoRestoresTheBoardExactly();
    void gamesArePlayedToTheEnd();
    void solveEntryTracesEveryPair();
    void solveEntryOnABoardThatCannotBeCleared();
    void commandLine();

private:
    QTemporaryDir m_dir;
};

void TestLinkGame::settingsAreChecked_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("kinds");
    QTest::addColumn<int>("walls");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("fine") << 12 << 8 << 8 << 0 << QString();
    QTest::newRow("largest") << 30 << 20 << 99 << 0 << QString();
    QTest::newRow("odd, no walls") << 5 << 5 << 3 << 0 << QStringLiteral("odd number");
    QTest::newRow("odd with walls") << 6 << 5 << 3 << 1 << QStringLiteral("one wall more or one fewer");
    QTest::newRow("odd fixed by a wall") << 5 << 5 << 3 << 1 << QString();
    QTest::newRow("more kinds than pairs") << 4 << 4 << 9 << 0 << QStringLiteral("need at least 9 pairs");
    QTest::newRow("no kinds") << 4 << 4 << 0 << 0 << QStringLiteral("1 to 99");
    QTest::newRow("too many kinds") << 30 << 20 << 100 << 0 << QStringLiteral("1 to 99");
    QTest::newRow("too narrow") << 3 << 8 << 2 << 0 << QStringLiteral("4 to 30 tiles wide");
    QTest::newRow("too high") << 8 << 21 << 2 << 0 << QStringLiteral("4 to 20 high");
    QTest::newRow("walls everywhere") << 4 << 4 << 1 << 15 << QStringLiteral("at least two cells");
    QTest::newRow("negative walls") << 4 << 4 << 1 << -1 << QStringLiteral("at least two cells");
}

void TestLinkGame::settingsAreChecked()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, kinds);
    QFETCH(int, walls);
    QFETCH(QString, mentions);
    const QString error = LinkGenerator::settingsError(width, height, kinds, walls);
    LinkGenerator generator;
    QString generateError;
    const auto board = generator.generate({width, height, kinds, walls, 1}, &generateError);
    if (mentions.isEmpty()) {
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(board, qPrintable(generateError));
    } else {
        QVERIFY2(error.contains(mentions), qPrintable(error));
        QVERIFY(!board);
        QCOMPARE(generateError, error);
    }
}

void TestLinkGame::generatedBoardsAreCleared()
{
    // Thousands of boards of every size and many kind counts, some with walls: each is full
    // (every cell a tile or a wall), holds its kinds in pairs, clears in the generator's
    // order, and the solver clears it too.
    QRandomGenerator rng(2024);
    LinkGenerator generator;
    LinkSolver solver;
    int boards = 0;
    int walled = 0;
    int extraRemovals = 0;
    for (int i = 0; i < 2500; ++i) {
        LinkGeneratorSettings settings;
        settings.width = rng.bounded(LinkBoard::minWidth, LinkBoard::maxWidth + 1);
        // Mostly small and middling boards: the large ones have a test of their own.
        settings.height = rng.bounded(LinkBoard::minHeight, std::min(LinkBoard::maxHeight, 4 + 600 / settings.width / 2) + 1);
        const int cells = settings.width * settings.height;
        // Walls on one board in four, up to a tenth of the cells: more, on a large board,
        // and the solver's budget now and then runs out (docs/link.md).
        if (rng.bounded(4) == 0)
            settings.walls = rng.bounded(1, cells / 10 + 2);
        if ((cells - settings.walls) % 2 != 0)
            ++settings.walls;
        const int pairs = (cells - settings.walls) / 2;
        // Kinds from one to as many as there are pairs (99 at most), both ends often.
        const int most = std::min(pairs, int(LinkBoard::maxKind));
        const int roll = rng.bounded(4);
        settings.kinds = roll == 0 ? 1 : roll == 1 ? most : rng.bounded(1, most + 1);
        settings.seed = rng.generate64();
        QString error;
        const auto board = generator.generate(settings, &error);
        if (!board) {
            // Only walls can make a board impossible to make, and the message says so.
            QVERIFY2(settings.walls > 0 && error.contains(QStringLiteral("fewer walls")), qPrintable(error));
            continue;
        }
        ++boards;
        walled += settings.walls > 0;
        QCOMPARE(board->width(), settings.width);
        QCOMPARE(board->height(), settings.height);
        int wallCount = 0;
        for (int cell = 0; cell < board->cellCount(); ++cell) {
            if (!board->isInside(board->pos(cell)))
                continue;
            QVERIFY(!board->isEmpty(cell));
            wallCount += board->isWall(cell);
        }
        QCOMPARE(wallCount, settings.walls);
        QVERIFY2(board->pairProblem().isEmpty(), qPrintable(board->pairProblem()));
        const auto counts = board->kindCounts();
        for (int kind = 1; kind <= LinkBoard::maxKind; ++kind)
            QCOMPARE(counts[std::size_t(kind)] > 0, kind <= settings.kinds);
        QCOMPARE(int(generator.order().size()), pairs);

        QString why;
        const auto afterOrder = replayPairs(*board, generator.order(), &why);
        QVERIFY2(afterOrder, qPrintable(why));
        QCOMPARE(afterOrder->tileCount(), 0);

        const LinkSolution solution = solver.solve(*board);
        QVERIFY2(solution.cleared(), qPrintable(QStringLiteral("%1 x %2, %3 kinds, %4 walls, seed %5: %6 removals tried\n%7")
                                                    .arg(settings.width).arg(settings.height).arg(settings.kinds)
                                                    .arg(settings.walls).arg(settings.seed).arg(solution.removals)
                                                    .arg(board->toText())));
        const auto afterSolution = replayPairs(*board, solution.pairs, &why);
        QVERIFY2(afterSolution, qPrintable(why));
        QCOMPARE(afterSolution->tileCount(), 0);
        extraRemovals += int(solution.removals) - pairs;
    }
    qInfo("%d boards (%d with walls) cleared; the solver took %d pairs back in all", boards, walled, extraRemovals);
    QVERIFY(boards > 2400);
    QVERIFY(walled > 400);
}

void TestLinkGame::largeBoardsAreCleared()
{
    // The largest board with few and many kinds, up to 99 (three pairs a kind): the
    // hardest for the solver.
    LinkGenerator generator;
    LinkSolver solver;
    quint64 removals = 0;
    int boards = 0;
    for (const int kinds : {1, 8, 20, 40, 60, 80, 99}) {
        for (quint64 seed = 0; seed < 40; ++seed) {
            const auto board = generator.generate({30, 20, kinds, 0, seed * 7919 + quint64(kinds)});
            QVERIFY(board);
            const LinkSolution solution = solver.solve(*board);
            QVERIFY2(solution.cleared(), qPrintable(QStringLiteral("%1 kinds, seed %2").arg(kinds).arg(seed * 7919 + quint64(kinds))));
            QString why;
            const auto after = replayPairs(*board, solution.pairs, &why);
            QVERIFY2(after && after->tileCount() == 0, qPrintable(why));
            removals += solution.removals;
            ++boards;
        }
    }
    qInfo("%d boards of 30 x 20 cleared with %.1f removals each on average (300 pairs)", boards, double(removals) / boards);
}

void TestLinkGame::generationIsDeterministic()
{
    LinkGenerator first;
    LinkGenerator second;
    const LinkGeneratorSettings settings{20, 12, 15, 6, 99};
    const auto a = first.generate(settings);
    const auto b = second.generate(settings);
    QVERIFY(a && b);
    QVERIFY(*a == *b);
    QCOMPARE(first.order(), second.order());
    // A generator reused gives the same board again; another seed another board.
    QVERIFY(*first.generate(settings) == *a);
    LinkGeneratorSettings other = settings;
    other.seed = 100;
    QVERIFY(!(*first.generate(other) == *a));
    // The same board as the board file the command line writes for it, every run.
    QCOMPARE(qHash(a->toText()), qHash(LinkGenerator().generate(settings)->toText()));
}

void TestLinkGame::fillKeepsWallsAndShutsNothingIn()
{
    // Walls stay, each shut-in cell stays empty, every other empty cell gets a tile, and the
    // tiles clear in the order given.
    const auto walls = LinkBoard::fromText(QStringLiteral(
        ". # . . . .\n"
        "# . # . # .\n"
        ". # . . # .\n"
        ". . . # . .\n"), nullptr);
    QVERIFY(walls);
    LinkGenerator generator;
    for (quint64 seed = 0; seed < 50; ++seed) {
        const LinkBoard filled = generator.fill(*walls, 3, seed);
        int empty = 0;
        for (int cell = 0; cell < filled.cellCount(); ++cell) {
            if (!filled.isInside(filled.pos(cell)))
                continue;
            QCOMPARE(filled.isWall(cell), walls->isWall(cell));
            empty += filled.isEmpty(cell);
        }
        // (1,1) is shut in by walls on all four sides; the 16 other cells are paired.
        QVERIFY(filled.isEmpty(filled.index(LinkBoard::fromTile({1, 1}))));
        QCOMPARE(empty, 1);
        QVERIFY(filled.pairProblem().isEmpty());
        QString why;
        const auto after = replayPairs(filled, generator.order(), &why);
        QVERIFY2(after && after->tileCount() == 0, qPrintable(why));
    }
}

void TestLinkGame::checkAgreesWithBruteForce()
{
    // Tiny boards, two to five pairs of few kinds among walls, many of them impossible to
    // clear: the exact check says what the brute force says, and its order clears them.
    QRandomGenerator rng(11);
    LinkSolver solver;
    int clearable = 0;
    int notClearable = 0;
    for (int i = 0; i < 3000; ++i) {
        const int width = rng.bounded(4, 6);
        const int height = rng.bounded(4, 6);
        const int pairs = rng.bounded(2, i % 3 == 0 ? 6 : 4);
        const LinkBoard board = tinyBoard(rng, width, height, pairs, rng.bounded(1, 4), rng.bounded(0, width * height - 2 * pairs + 1));
        const bool expected = bruteClears(board);
        QString refusal;
        const LinkSolution check = solver.check(board, &refusal);
        QVERIFY(refusal.isEmpty());
        QVERIFY2(check.verdict != LinkSolution::Verdict::Unknown, qPrintable(board.toText()));
        QVERIFY2(check.cleared() == expected, qPrintable(QStringLiteral("brute force says %1\n%2").arg(expected).arg(board.toText())));
        if (expected) {
            QString why;
            const auto after = replayPairs(board, check.pairs, &why);
            QVERIFY2(after && after->tileCount() == 0, qPrintable(why));
        }
        (expected ? clearable : notClearable)++;
    }
    qInfo("%d tiny boards can be cleared, %d cannot", clearable, notClearable);
    QVERIFY(clearable > 500);
    QVERIFY(notClearable > 300);

    // The classic dead end: two kinds crossed in a square, in the corner and in the middle.
    for (const char *text : {"1 2 . .\n2 1 . .\n. . . .\n. . . .\n", ". . . .\n. 1 2 .\n. 2 1 .\n. . . .\n",
                             "3 . . 3\n. 1 2 .\n. 2 1 .\n. . . .\n"}) {
        const auto board = LinkBoard::fromText(QString::fromLatin1(text), nullptr);
        QVERIFY(board);
        QVERIFY(!bruteClears(*board));
        const LinkSolution check = solver.check(*board);
        QCOMPARE(check.verdict, LinkSolution::Verdict::Impossible);
    }
}

void TestLinkGame::checkRefusesLargeBoards()
{
    LinkGenerator generator;
    LinkSolver solver;
    const LinkBoard small = *generator.generate({8, 5, 6, 0, 3});
    QCOMPARE(small.tileCount(), LinkSolver::maxCheckTiles);
    QString refusal;
    QVERIFY(solver.check(small, &refusal).cleared());
    QVERIFY(refusal.isEmpty());
    const LinkBoard large = *generator.generate({8, 6, 6, 0, 3});
    const LinkSolution refused = solver.check(large, &refusal);
    QCOMPARE(refused.verdict, LinkSolution::Verdict::Unknown);
    QVERIFY(refused.pairs.empty());
    QVERIFY2(refusal.contains(QStringLiteral("48 tiles")) && refusal.contains(QStringLiteral("at most 40")), qPrintable(refusal));
    QCOMPARE(refusal, LinkSolver::checkRefusal(large));
}

void TestLinkGame::solverAgreesOnBoardsThatCannotBeCleared()
{
    // solve() is exact too when it finishes: Impossible only where the brute force finds no
    // order, and its longest run is a run of pairs that link.
    QRandomGenerator rng(23);
    LinkSolver solver;
    int impossible = 0;
    for (int i = 0; i < 800; ++i) {
        const int pairs = rng.bounded(3, 6);
        const LinkBoard board = tinyBoard(rng, 5, 4, pairs, 2, rng.bounded(2, 20 - 2 * pairs + 1));
        const bool expected = bruteClears(board);
        const LinkSolution solution = solver.solve(board);
        QVERIFY(solution.verdict != LinkSolution::Verdict::Unknown);
        QCOMPARE(solution.cleared(), expected);
        QString why;
        const auto after = replayPairs(board, solution.pairs, &why);
        QVERIFY2(after, qPrintable(why));
        QCOMPARE(after->tileCount() == 0, expected);
        impossible += !expected;
    }
    QVERIFY(impossible > 50);
    // A kind an odd number of times never clears; the run shown still keeps the rules.
    const auto odd = LinkBoard::fromText(QStringLiteral("1 1 2 .\n2 . . .\n. 1 . .\n. . . .\n"), nullptr);
    QVERIFY(!odd); // a board file refuses it ...
    LinkBoard board(4, 4);
    for (const auto &[x, y, kind] : {std::tuple{0, 0, 1}, {1, 0, 1}, {2, 0, 2}, {0, 1, 2}, {1, 2, 1}})
        board.setValue(LinkBoard::fromTile({x, y}), std::uint8_t(kind));
    const LinkSolution solution = solver.solve(board); // ... but a scenario may hold one
    QCOMPARE(solution.verdict, LinkSolution::Verdict::Impossible);
    QString why;
    QVERIFY2(replayPairs(board, solution.pairs, &why), qPrintable(why));
    QCOMPARE(solution.pairs.size(), std::size_t(2));
}

void TestLinkGame::hintFindsAPairExactlyWhenOneExists()
{
    // Boards in every state of a game, many with no pair left: a hint is a pair of one kind
    // that the brute force links, the path the min-turn search's, and none exactly when the
    // brute force over every pair of one kind finds none.
    QRandomGenerator rng(5);
    MinTurnSearch search;
    int hinted = 0;
    int stuck = 0;
    for (int i = 0; i < 600; ++i) {
        const int width = rng.bounded(4, 9);
        const int height = rng.bounded(4, 7);
        // From sparse boards of few kinds, where a pair nearly always links, to full boards
        // of a pair a kind among walls, where one seldom does.
        const int pairs = rng.bounded(1, width * height / 2 - 1);
        const int kinds = i % 2 == 0 ? rng.bounded(1, pairs + 1) : pairs;
        LinkGame game(tinyBoard(rng, width, height, pairs, kinds, rng.bounded(0, width * height - 2 * pairs + 1)), rng.generate64());
        const int score = game.score();
        const auto hint = game.hint();
        const auto brute = bruteAnyPair(game.board());
        QCOMPARE(hint.has_value(), brute.has_value());
        QCOMPARE(game.hasLinkablePair(), brute.has_value());
        if (!hint) {
            QCOMPARE(game.hintsUsed(), 0);
            QCOMPARE(game.score(), score);
            ++stuck;
            continue;
        }
        ++hinted;
        QCOMPARE(game.hintsUsed(), 1);
        QCOMPARE(game.score(), score - LinkGame::hintCost);
        const LinkBoard &board = game.board();
        QCOMPARE(board.kind(hint->pair.first), board.kind(hint->pair.second));
        QVERIFY(bruteCanLink(board, hint->pair.first, hint->pair.second));
        QCOMPARE(hint->path, search.find(board, hint->pair.first, hint->pair.second));
        QVERIFY(hint->path.linkable);
        // The first in cell order: no pair of a lower first cell links.
        for (int a = 0; a < hint->pair.first; ++a) {
            for (int b = a + 1; b < board.cellCount(); ++b)
                QVERIFY(!bruteCanLink(board, a, b));
        }
    }
    qInfo("%d boards with a hint, %d without", hinted, stuck);
    QVERIFY(hinted > 200);
    QVERIFY(stuck >= 20);
}

void TestLinkGame::shuffleKeepsTheTilesAndTheBoardSolvable()
{
    // Games part played, then shuffled on demand: the same tiles on the same cells, a pair
    // that links, and a board that can be cleared (exactly, by the check, when small).
    QRandomGenerator rng(8);
    LinkGenerator generator;
    LinkSolver solver;
    int checked = 0;
    for (int i = 0; i < 300; ++i) {
        const int width = rng.bounded(4, 13);
        const int height = 2 * rng.bounded(2, 6);
        const auto board = generator.generate({width, height, rng.bounded(1, width * height / 4 + 1), 0, rng.generate64()});
        QVERIFY(board);
        LinkGame game(*board, rng.generate64());
        game.setAutoShuffle(false);
        const int removals = rng.bounded(0, board->tileCount() / 2);
        for (int r = 0; r < removals; ++r) {
            const auto pair = game.findPair();
            if (!pair)
                break;
            QVERIFY(game.remove(pair->pair.first, pair->pair.second).removed);
        }
        if (game.tilesLeft() < 2)
            continue;
        const TileSet before = tilesOf(game.board());
        const int score = game.score();
        QVERIFY(game.shuffle());
        QCOMPARE(tilesOf(game.board()), before);
        QCOMPARE(game.score(), score - LinkGame::shuffleCost);
        QCOMPARE(game.shuffles(), 1);
        QVERIFY(bruteAnyPair(game.board()).has_value());
        if (game.tilesLeft() <= LinkSolver::maxCheckTiles) {
            QVERIFY(solver.check(game.board()).cleared());
            ++checked;
        } else {
            QVERIFY(solver.solve(game.board()).cleared());
        }
    }
    QVERIFY(checked > 50);

    // A tile shut in by walls leaves no pairing to deal: the tiles are still all there, in an
    // arrangement with a pair that links ...
    const auto walled = LinkBoard::fromText(QStringLiteral(
        "# # # . .\n"
        "# 1 # . .\n"
        "# # # . .\n"
        "1 . 2 2 .\n"), nullptr);
    QVERIFY(walled);
    LinkGame game(*walled, 3);
    const TileSet before = tilesOf(game.board());
    QVERIFY(game.shuffle());
    QCOMPARE(tilesOf(game.board()), before);
    QVERIFY(game.hasLinkablePair());
    // ... unless there is none: then nothing changes.
    LinkBoard alone = *walled;
    alone.setValue(LinkBoard::fromTile({2, 3}), LinkBoard::Empty);
    alone.setValue(LinkBoard::fromTile({3, 3}), LinkBoard::Empty);
    LinkGame lost(alone, 3);
    QVERIFY(!lost.shuffle());
    QVERIFY(lost.board() == alone);
    QCOMPARE(lost.shuffles(), 0);
    QVERIFY(!lost.canUndo());
}

void TestLinkGame::stuckBoardIsShuffledAndUndoneTogether()
{
    // Taking the 3s off leaves the 1s and 2s crossed: no pair links, so the game deals the
    // four tiles afresh; undo puts back the board as it was before the 3s went.
    const auto board = LinkBoard::fromText(QStringLiteral(
        "3 . . 3\n"
        ". 1 2 .\n"
        ". 2 1 .\n"
        ". . . .\n"), nullptr);
    QVERIFY(board);
    LinkGame game(*board, 1);
    const int a = board->index(LinkBoard::fromTile({0, 0}));
    const int b = board->index(LinkBoard::fromTile({3, 0}));
    const LinkRemoval removal = game.remove(a, b);
    QVERIFY(removal.removed);
    QCOMPARE(removal.kind, 3);
    QCOMPARE(removal.path.turns, 0);
    QVERIFY(removal.shuffled);
    QCOMPARE(game.shuffles(), 1);
    QCOMPARE(game.score(), LinkGame::pairPoints); // a shuffle the game makes is free
    QVERIFY(game.hasLinkablePair());
    LinkBoard crossed = *board;
    crossed.setValue(a, LinkBoard::Empty);
    crossed.setValue(b, LinkBoard::Empty);
    QCOMPARE(tilesOf(game.board()), tilesOf(crossed));
    QVERIFY(game.undo());
    QVERIFY(game.board() == *board);
    QCOMPARE(game.shuffles(), 0);
    QCOMPARE(game.moves(), 0);
    QCOMPARE(game.score(), 0);
    QVERIFY(!game.canUndo());

    // Without auto-shuffle the player is left stuck, and may shuffle.
    LinkGame manual(*board, 1);
    manual.setAutoShuffle(false);
    QVERIFY(!manual.remove(a, b).shuffled);
    QVERIFY(!manual.hasLinkablePair());
    QVERIFY(!manual.hint());
    QVERIFY(manual.shuffle());
    QVERIFY(manual.hasLinkablePair());
    QVERIFY(manual.undo());
    QVERIFY(manual.board() == crossed);
    // Pairs that do not link, or are not pairs, change nothing.
    const LinkBoard stuck = manual.board();
    const int one = board->index(LinkBoard::fromTile({1, 1}));
    const int otherOne = board->index(LinkBoard::fromTile({2, 2}));
    const int two = board->index(LinkBoard::fromTile({2, 1}));
    QVERIFY(!manual.remove(one, otherOne).removed);
    QVERIFY(!manual.remove(one, two).removed);
    QVERIFY(!manual.remove(one, one).removed);
    QVERIFY(!manual.remove(a, b).removed); // empty cells now
    QVERIFY(manual.board() == stuck);
    QCOMPARE(manual.moves(), 1);
}

void TestLinkGame::undoRestoresTheBoardExactly()
{
    // Random games of removals (some that do not link), shuffles and hints; undoing every
    // step back to the start restores each board, tile count and move count on the way.
    QRandomGenerator rng(13);
    LinkGenerator generator;
    int undone = 0;
    for (int i = 0; i < 150; ++i) {
        const auto board = generator.generate({rng.bounded(4, 11), 2 * rng.bounded(2, 5), rng.bounded(1, 9), 0, rng.generate64()});
        QVERIFY(board);
        LinkGame game(*board, rng.generate64());
        struct Snapshot
        {
            LinkBoard board;
            int tiles;
            int moves;
        };
        std::vector<Snapshot> snapshots;
        for (int step = 0; step < 40 && !game.isCleared(); ++step) {
            const Snapshot now{game.board(), game.tilesLeft(), game.moves()};
            const int roll = rng.bounded(10);
            bool changed = false;
            if (roll == 0) {
                changed = game.shuffle();
            } else if (roll == 1) {
                game.hint();
            } else if (roll == 2) {
                const int a = rng.bounded(game.board().cellCount());
                const int b = rng.bounded(game.board().cellCount());
                changed = game.remove(a, b).removed;
            } else if (const auto pair = game.findPair()) {
                changed = game.remove(pair->pair.first, pair->pair.second).removed;
                QVERIFY(changed);
            }
            if (changed)
                snapshots.push_back(now);
            else
                QVERIFY(game.board() == now.board);
        }
        while (!snapshots.empty()) {
            QVERIFY(game.canUndo());
            QVERIFY(game.undo());
            const Snapshot &expected = snapshots.back();
            QVERIFY(game.board() == expected.board);
            QCOMPARE(game.tilesLeft(), expected.tiles);
            QCOMPARE(game.moves(), expected.moves);
            QCOMPARE(game.tilesLeft(), game.board().tileCount());
            snapshots.pop_back();
            ++undone;
        }
        QVERIFY(!game.canUndo());
        QVERIFY(!game.undo());
        QVERIFY(game.board() == *board);
    }
    QVERIFY(undone > 2000);
}

void TestLinkGame::gamesArePlayedToTheEnd()
{
    // Following hints to the end clears every generated board (auto-shuffle helping where
    // the hints paint themselves into a corner); the score adds up.
    QRandomGenerator rng(21);
    LinkGenerator generator;
    int shuffled = 0;
    for (int i = 0; i < 200; ++i) {
        const int width = rng.bounded(4, 17);
        const int height = 2 * rng.bounded(2, 6);
        const auto board = generator.generate({width, height, rng.bounded(1, width * height / 2 + 1), 0, rng.generate64()});
        QVERIFY(board);
        LinkGame game(*board, quint64(i));
        int guard = 0;
        while (!game.isCleared() && guard++ < 1000) {
            const auto hint = game.hint();
            QVERIFY2(hint, qPrintable(game.board().toText()));
            const LinkRemoval removal = game.remove(hint->pair.first, hint->pair.second);
            QVERIFY(removal.removed);
            QCOMPARE(removal.path, hint->path);
            QVERIFY(game.isCleared() || game.hasLinkablePair());
        }
        QVERIFY(game.isCleared());
        QCOMPARE(game.tilesLeft(), 0);
        QCOMPARE(game.moves(), board->tileCount() / 2);
        QCOMPARE(game.score(), LinkGame::pairPoints * game.moves() - LinkGame::hintCost * game.hintsUsed());
        shuffled += game.shuffles();
    }
    qInfo("the games needed %d shuffles", shuffled);
}

void TestLinkGame::solveEntryTracesEveryPair()
{
    const AlgorithmInfo info = linkSolveAlgorithm();
    QCOMPARE(info.id, QStringLiteral("link-solve"));
    QCOMPARE(info.family, Family::Link);
    if (const AlgorithmInfo *registered = Catalogue::find(info.id))
        QCOMPARE(registered->pseudoCode.size(), info.pseudoCode.size());
    // The fewest-turn search records into these tables: its slots come first, in its order.
    const AlgorithmInfo *minTurn = Catalogue::find(u"link-min-turn");
    QVERIFY(minTurn);
    for (qsizetype i = 0; i < minTurn->pseudoCode.size(); ++i)
        QCOMPARE(QString::fromLatin1(info.pseudoCode[i]), QString::fromLatin1(minTurn->pseudoCode[i]));
    for (qsizetype i = 0; i < minTurn->stepKinds.size(); ++i)
        QCOMPARE(QString::fromLatin1(info.stepKinds[i].id), QString::fromLatin1(minTurn->stepKinds[i].id));
    QCOMPARE(info.tables().counters.mid(0, 2), minTurn->tables().counters);
    QCOMPARE(info.tables().sequences, minTurn->tables().sequences);
    QCOMPARE(info.tables().labels, minTurn->tables().labels);

    // A board file's board, and a tileless grid like tst_realtraces's (walls, weights), which
    // the entry fills with pairs round its walls.
    std::vector<Scenario> scenarios;
    {
        Scenario scenario;
        LinkGenerator().generate({10, 6, 7, 4, 5})->toScenario(scenario);
        scenarios.push_back(scenario);
    }
    for (const quint32 seed : {1u, 2u, 3u}) {
        Scenario scenario;
        scenario.board = Grid(23, 17);
        QRandomGenerator random(seed);
        for (int cell = 0; cell < scenario.board.cellCount(); ++cell) {
            const quint32 roll = random.bounded(100);
            if (roll < 25)
                scenario.board.setWall(scenario.board.pos(cell));
            else if (roll < 35)
                scenario.board.setWeight(scenario.board.pos(cell), std::uint8_t(2 + random.bounded(8)));
        }
        scenario.start = CellPos{1, 2};
        scenario.seed = seed;
        scenarios.push_back(scenario);
    }
    for (const Scenario &input : scenarios) {
        const EntryRun run = runEntry(info, input);
        QVERIFY2(run.traced.error.isEmpty(), qPrintable(run.traced.error));
        const std::optional<LinkBoard> board = LinkBoard::fromScenario(run.scenario, nullptr);
        QVERIFY(board);
        QVERIFY(board->tileCount() > 20);
        const Trace &trace = run.trace;
        qInfo("%d tiles: a trace of %d steps and %zu changes", board->tileCount(), trace.stepCount(), trace.changeCount());
        QVERIFY2(trace.validate().isEmpty(), qPrintable(trace.validate()));
        QVERIFY(run.traced.found);
        QCOMPARE(run.traced.facts.value(QStringLiteral("verdict")).toString(), QStringLiteral("cleared"));
        QCOMPARE(run.traced.facts.value(QStringLiteral("tiles_left")).toInt(), 0);
        const QVariantList pairs = run.traced.facts.value(QStringLiteral("pairs")).toList();
        QCOMPARE(pairs.size(), board->tileCount() / 2);
        QCOMPARE(run.traced.cost, double(pairs.size()));
        QCOMPARE(run.untraced.found, run.traced.found);
        QCOMPARE(run.untraced.facts, run.traced.facts);
        QCOMPARE(run.untraced.cost, run.traced.cost);
        // The pairs of the facts clear the board, in board-file coordinates.
        std::vector<LinkPair> order;
        for (const QVariant &pair : pairs) {
            const QVariantList ends = pair.toList();
            const auto cell = [&](const QVariant &end) {
                const QVariantList xy = end.toList();
                return board->index(LinkBoard::fromTile({xy.value(0).toInt(), xy.value(1).toInt()}));
            };
            order.push_back({cell(ends.value(0)), cell(ends.value(1))});
        }
        QString why;
        const auto after = replayPairs(*board, order, &why);
        QVERIFY2(after && after->tileCount() == 0, qPrintable(why));

        // Depth 0: the plan, one step per pair, the end; the search nested inside each pair.
        std::vector<int> pairSteps;
        for (int i = 0; i < trace.stepCount(); ++i) {
            const Step &step = trace.steps[std::size_t(i)];
            QVERIFY(step.kind < info.stepKinds.size());
            QVERIFY(step.line > 0 && step.line <= info.pseudoCode.size());
            const QString kind = QString::fromLatin1(info.stepKinds[step.kind].id);
            const bool top = kind == u"plan" || kind == u"pair" || kind == u"cleared" || kind == u"stuck";
            QCOMPARE(step.depth == 0, top);
            if (kind == u"pair") {
                pairSteps.push_back(i);
                QCOMPARE(int(step.cell), order[pairSteps.size() - 1].first);
            }
            QVERIFY(kind != u"no-link");
        }
        QCOMPARE(QString::fromLatin1(info.stepKinds[trace.steps.front().kind].id), QStringLiteral("plan"));
        QCOMPARE(QString::fromLatin1(info.stepKinds[trace.steps.back().kind].id), QStringLiteral("cleared"));
        QCOMPARE(pairSteps.size(), order.size());
        for (std::size_t k = 0; k < pairSteps.size(); ++k) {
            // Inside each pair: the search's layers and runs, its link, and the removal.
            const int next = k + 1 < pairSteps.size() ? pairSteps[k + 1] : trace.stepCount() - 1;
            const Step &linked = trace.steps[std::size_t(next - 2)];
            const Step &remove = trace.steps[std::size_t(next - 1)];
            QCOMPARE(QString::fromLatin1(info.stepKinds[linked.kind].id), QStringLiteral("linked"));
            QCOMPARE(linked.depth, 1);
            QCOMPARE(QString::fromLatin1(info.stepKinds[remove.kind].id), QStringLiteral("remove"));
            QCOMPARE(remove.depth, 1);
            QCOMPARE(trace.steps[std::size_t(pairSteps[k]) + 1].depth, 1);
        }

        // The legend explains every mark; the first scene shows the tiles; the last none.
        for (const Change &change : trace.changes) {
            if (change.op() != ChangeOp::SetCell || CellLayer(change.slot()) != CellLayer::Mark || change.after == 0)
                continue;
            QVERIFY(std::any_of(info.legend.cbegin(), info.legend.cend(),
                                [&](const LegendEntry &entry) { return entry.mark == Mark(change.after); }));
        }
        for (int cell = 0; cell < board->cellCount(); ++cell)
            QCOMPARE(trace.initial.tile(cell), board->kind(cell));
        Cursor cursor(trace);
        QCOMPARE(run.scenes.size(), std::size_t(trace.stepCount()) + 1);
        for (int position = 0; position <= trace.stepCount(); ++position) {
            cursor.seek(position);
            QVERIFY2(cursor.scene() == run.scenes[std::size_t(position)], qPrintable(QStringLiteral("position %1").arg(position)));
        }
        for (int cell = 0; cell < board->cellCount(); ++cell) {
            QCOMPARE(cursor.scene().tile(cell), 0);
            QCOMPARE(cursor.scene().mark(cell), Mark::None);
        }
        const int tilesCounter = int(trace.tables.counters.indexOf(QStringLiteral("tiles")));
        const int pairsCounter = int(trace.tables.counters.indexOf(QStringLiteral("pairs")));
        QCOMPARE(cursor.scene().counter(tilesCounter), 0);
        QCOMPARE(cursor.scene().counter(pairsCounter), int(order.size()));
        // Back to the start exactly, and through both file formats.
        while (cursor.stepBack()) {
        }
        QVERIFY(cursor.scene() == trace.initial);
        QString error;
        const auto loaded = readTraceBinary(writeTraceBinary(trace), &error);
        QVERIFY2(loaded && *loaded == trace, qPrintable(error));
        // The header re-creates the run: the board it was filled with is in it.
        const EntryRun again = runEntry(info, trace.header);
        QVERIFY(again.trace == trace);
    }
}

void TestLinkGame::solveEntryOnABoardThatCannotBeCleared()
{
    const AlgorithmInfo info = linkSolveAlgorithm();
    const auto board = LinkBoard::fromText(QStringLiteral(
        "3 . . 3\n"
        ". 1 2 .\n"
        ". 2 1 .\n"
        "4 . # 4\n"), nullptr);
    QVERIFY(board);
    Scenario scenario;
    board->toScenario(scenario);
    const EntryRun run = runEntry(info, scenario);
    QVERIFY2(run.traced.error.isEmpty(), qPrintable(run.traced.error));
    QVERIFY(!run.traced.found);
    QCOMPARE(run.traced.facts.value(QStringLiteral("verdict")).toString(), QStringLiteral("impossible"));
    QCOMPARE(run.traced.facts.value(QStringLiteral("tiles_left")).toInt(), 4);
    QCOMPARE(run.traced.cost, 2.0);
    QVERIFY2(run.traced.notes.join(u' ').contains(QStringLiteral("no order")), qPrintable(run.traced.notes.join(u' ')));
    QCOMPARE(QString::fromLatin1(info.stepKinds[run.trace.steps.back().kind].id), QStringLiteral("stuck"));
    QVERIFY(run.trace.validate().isEmpty());
    QCOMPARE(run.untraced.facts, run.traced.facts);
    // A scenario the game cannot hold: a tile on the ring.
    Scenario ring = scenario;
    ring.tiles[0] = 1;
    QVERIFY(runEntry(info, ring).traced.error.contains(QStringLiteral("ring")));
    // A grid too small for a ring round four tiles.
    Scenario small;
    small.board = Grid(5, 9);
    QVERIFY(runEntry(info, small).traced.error.contains(QStringLiteral("5 x 9")));
}

void TestLinkGame::commandLine()
{
    QVERIFY(m_dir.isValid());
    const QString file = m_dir.filePath(QStringLiteral("generated.txt"));
    // generate to stdout: exactly the generator's board.
    const CliRun out = cli({QStringLiteral("link"), QStringLiteral("generate"), QStringLiteral("--size"), QStringLiteral("14x9"),
                            QStringLiteral("--kinds"), QStringLiteral("10"), QStringLiteral("--seed"), QStringLiteral("77"),
                            QStringLiteral("--walls"), QStringLiteral("4")});
    QCOMPARE(out.exitCode, 0);
    const LinkBoard expected = *LinkGenerator().generate({14, 9, 10, 4, 77});
    QCOMPARE(QString::fromUtf8(out.out), expected.toText());
    // --out writes the same to a file; --json says what was made.
    const CliRun written = cli({QStringLiteral("link"), QStringLiteral("generate"), QStringLiteral("--size"), QStringLiteral("14x9"),
                                QStringLiteral("--kinds"), QStringLiteral("10"), QStringLiteral("--seed"), QStringLiteral("77"),
                                QStringLiteral("--walls"), QStringLiteral("4"), QStringLiteral("--out"), file, QStringLiteral("--json")});
    QCOMPARE(written.exitCode, 0);
    const QJsonObject made = written.json();
    QCOMPARE(made.value(QStringLiteral("pairs")).toInt(), 61);
    QCOMPARE(made.value(QStringLiteral("board")).toString(), expected.toText());
    QCOMPARE(made.value(QStringLiteral("out")).toString(), file);
    {
        QFile in(file);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(in.readAll()), expected.toText());
    }

    // solve: the pairs in order, which clear the board.
    const CliRun solved = cli({QStringLiteral("link"), QStringLiteral("solve"), QStringLiteral("--board"), file, QStringLiteral("--json")});
    QCOMPARE(solved.exitCode, 0);
    const QJsonObject solution = solved.json();
    QCOMPARE(solution.value(QStringLiteral("verdict")).toString(), QStringLiteral("cleared"));
    std::vector<LinkPair> order;
    for (const QJsonValue &value : solution.value(QStringLiteral("pairs")).toArray()) {
        const QJsonObject pair = value.toObject();
        const auto cell = [&](const char *key) {
            const QJsonArray xy = pair.value(QLatin1String(key)).toArray();
            return expected.index(LinkBoard::fromTile({xy.at(0).toInt(), xy.at(1).toInt()}));
        };
        order.push_back({cell("first"), cell("second")});
        QCOMPARE(pair.value(QStringLiteral("kind")).toInt(), expected.kind(order.back().first));
    }
    QString why;
    const auto after = replayPairs(expected, order, &why);
    QVERIFY2(after && after->tileCount() == 0, qPrintable(why));
    const CliRun solvedText = cli({QStringLiteral("link"), QStringLiteral("solve"), QStringLiteral("--board"), file});
    QCOMPARE(solvedText.exitCode, 0);
    QVERIFY2(solvedText.out.startsWith("Cleared in 61 pair"), solvedText.out.constData());

    // check: a small board that clears (0), one that cannot (1), a large one refused (2).
    const QString small = m_dir.filePath(QStringLiteral("small.txt"));
    const QString crossed = m_dir.filePath(QStringLiteral("crossed.txt"));
    for (const auto &[name, text] : {std::pair{small, QStringLiteral("1 . . 2\n. 3 3 .\n. . . .\n2 . . 1\n")},
                                     std::pair{crossed, QStringLiteral("3 . . 3\n. 1 2 .\n. 2 1 .\n. . . .\n")}}) {
        QFile f(name);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text.toUtf8());
    }
    const CliRun clears = cli({QStringLiteral("link"), QStringLiteral("check"), QStringLiteral("--board"), small, QStringLiteral("--json")});
    QCOMPARE(clears.exitCode, 0);
    QVERIFY(clears.json().value(QStringLiteral("clearable")).toBool());
    const CliRun cannot = cli({QStringLiteral("link"), QStringLiteral("check"), QStringLiteral("--board"), crossed});
    QCOMPARE(cannot.exitCode, 1);
    QVERIFY2(cannot.out.contains("cannot be cleared"), cannot.out.constData());
    const CliRun stuck = cli({QStringLiteral("link"), QStringLiteral("solve"), QStringLiteral("--board"), crossed, QStringLiteral("--json")});
    QCOMPARE(stuck.exitCode, 1);
    QCOMPARE(stuck.json().value(QStringLiteral("verdict")).toString(), QStringLiteral("impossible"));
    QCOMPARE(stuck.json().value(QStringLiteral("tiles_left")).toInt(), 4);

    // Bad input: exit 2, one line that says what is wrong, nothing on stdout.
    const QString link = QStringLiteral("link");
    const QString generate = QStringLiteral("generate");
    const std::vector<std::pair<QStringList, QString>> bad{
        {{link, generate, QStringLiteral("--size"), QStringLiteral("5x5"), QStringLiteral("--kinds"), QStringLiteral("3")}, QStringLiteral("odd number")},
        {{link, generate, QStringLiteral("--size"), QStringLiteral("4x4"), QStringLiteral("--kinds"), QStringLiteral("9")}, QStringLiteral("at least 9 pairs")},
        {{link, generate, QStringLiteral("--size"), QStringLiteral("31x10"), QStringLiteral("--kinds"), QStringLiteral("3")}, QStringLiteral("4 to 30 tiles wide")},
        {{link, generate, QStringLiteral("--size"), QStringLiteral("99999999999999999999x4"), QStringLiteral("--kinds"), QStringLiteral("3")}, QStringLiteral("WxH")},
        {{link, generate, QStringLiteral("--size"), QStringLiteral("4x4"), QStringLiteral("--kinds"), QStringLiteral("3"), QStringLiteral("--walls"), QStringLiteral("15")}, QStringLiteral("walls")},
        {{link, generate, QStringLiteral("--size"), QStringLiteral("12"), QStringLiteral("--kinds"), QStringLiteral("3")}, QStringLiteral("WxH")},
        {{link, generate, QStringLiteral("--kinds"), QStringLiteral("3")}, QStringLiteral("--size")},
        {{link, generate, QStringLiteral("--size"), QStringLiteral("4x4")}, QStringLiteral("--kinds")},
        {{link, generate, QStringLiteral("--size"), QStringLiteral("4x4"), QStringLiteral("--kinds"), QStringLiteral("two")}, QStringLiteral("--kinds")},
        {{link, generate, QStringLiteral("--size"), QStringLiteral("4x4"), QStringLiteral("--kinds"), QStringLiteral("2"), QStringLiteral("--board"), file}, QStringLiteral("--board")},
        {{link, QStringLiteral("solve")}, QStringLiteral("--board")},
        {{link, QStringLiteral("solve"), QStringLiteral("--board"), file, QStringLiteral("--seed"), QStringLiteral("3")}, QStringLiteral("--seed")},
        {{link, QStringLiteral("solve"), QStringLiteral("--board"), m_dir.filePath(QStringLiteral("missing.txt"))}, QStringLiteral("missing.txt")},
        {{link, QStringLiteral("check"), QStringLiteral("--board"), file}, QStringLiteral("at most 40")},
        {{link, QStringLiteral("shuffle")}, QStringLiteral("generate, solve or check")},
        {{link}, QStringLiteral("generate, solve or check")},
    };
    for (const auto &[arguments, mentions] : bad) {
        const CliRun run = cli(arguments);
        const QString message = QString::fromUtf8(run.err).trimmed();
        QVERIFY2(run.exitCode == 2, qPrintable(arguments.join(u' ') + u' ' + message));
        QVERIFY2(!message.contains(u'\n') && message.startsWith(QStringLiteral("gridtrace-cli: ")), qPrintable(message));
        QVERIFY2(message.contains(mentions), qPrintable(message));
        QVERIFY(run.out.isEmpty());
        const CliRun json = cli(arguments + QStringList{QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 2);
        QVERIFY(json.json().value(QStringLiteral("error")).toString().contains(mentions));
    }
    QCOMPARE(cli({link, QStringLiteral("--help")}).exitCode, 0);
}

QTEST_GUILESS_MAIN(TestLinkGame)
#include "tst_linkgame.moc"
