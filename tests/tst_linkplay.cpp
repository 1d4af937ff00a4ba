// Lianliankan played with the mouse as a player meets it: two tiles of one kind clicked link
// and go, the path showing for a moment; two that do not link stay, and the second is
// selected; walls and empty cells take no click; a hint shows a pair that links; undo puts a
// pair back; a shuffle keeps the tiles; a board left with no pair that links is shuffled by
// itself; a whole game cleared ends won with the score the rule gives; the clock stops while
// paused; a click through a real GridView lands on the tile under the pointer; the panel starts
// games from its fields.

#include "linkplaycontroller.h"
#include "linkplaypanel.h"

#include "boarddocument.h"
#include "gridview.h"

#include "link/linkboard.h"
#include "link/minturnsearch.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

#include <optional>
#include <utility>

using namespace gridtrace;

namespace {

// Every kind twice and no pair that links: the corners and the sides pair across the board
// (three turns at least, round the ring), the middle four diagonally (shut in).
const char *const stuckText = "7 3 4 8\n"
                              "5 1 2 6\n"
                              "6 2 1 5\n"
                              "8 4 3 7\n";

// The same, and below it a pair of 9s that links round the ring under the walls; once the 9s
// are gone no pair links.
const char *const lastPairText = "7 3 4 8\n"
                                 "5 1 2 6\n"
                                 "6 2 1 5\n"
                                 "8 4 3 7\n"
                                 "9 # # 9\n";

LinkBoard boardOf(const char *text)
{
    QString error;
    const std::optional<LinkBoard> board = LinkBoard::fromText(QString::fromLatin1(text), &error);
    if (!board)
        qFatal("bad test board: %s", qPrintable(error));
    return *board;
}

// A ring-board position from the board file's coordinates.
CellPos tile(int x, int y)
{
    return LinkBoard::fromTile({x, y});
}

// Every pair of one kind that links, by brute force over all pairs of tiles.
std::vector<std::pair<int, int>> linkablePairs(const LinkBoard &board)
{
    MinTurnSearch search;
    std::vector<std::pair<int, int>> pairs;
    for (int a = 0; a < board.cellCount(); ++a) {
        for (int b = a + 1; b < board.cellCount(); ++b) {
            if (board.isTile(a) && board.kind(a) == board.kind(b) && search.canLink(board, a, b))
                pairs.emplace_back(a, b);
        }
    }
    return pairs;
}

// Which cells hold tiles, with their kinds blanked: what a shuffle must keep.
std::vector<bool> tileCells(const LinkBoard &board)
{
    std::vector<bool> cells;
    for (int cell = 0; cell < board.cellCount(); ++cell)
        cells.push_back(board.isTile(cell));
    return cells;
}

// The scene shows the board: walls as terrain, the kinds as tiles, and no mark but those of
// the selection, the hint and the path.
QString sceneMismatch(const LinkPlayController &controller)
{
    const LinkBoard &board = controller.board();
    const Scene &scene = controller.scene();
    if (scene.width() != board.ringWidth() || scene.height() != board.ringHeight())
        return QStringLiteral("scene size %1 x %2").arg(scene.width()).arg(scene.height());
    std::vector<Mark> expected(std::size_t(board.cellCount()), Mark::None);
    for (const int cell : controller.shownPath())
        expected[std::size_t(cell)] = Mark::Path;
    if (const auto hinted = controller.hintedPair()) {
        expected[std::size_t(hinted->first)] = Mark::Highlight;
        expected[std::size_t(hinted->second)] = Mark::Highlight;
    }
    if (const auto selected = controller.selection())
        expected[std::size_t(board.index(*selected))] = Mark::Current;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        const CellPos p = board.pos(cell);
        if ((scene.terrain(cell) == Grid::Wall) != board.isWall(cell))
            return QStringLiteral("terrain at %1,%2").arg(p.x).arg(p.y);
        if (scene.tile(cell) != board.kind(cell))
            return QStringLiteral("tile at %1,%2: %3, expected %4").arg(p.x).arg(p.y).arg(scene.tile(cell)).arg(board.kind(cell));
        if (scene.mark(cell) != expected[std::size_t(cell)])
            return QStringLiteral("mark at %1,%2: %3, expected %4")
                .arg(p.x).arg(p.y).arg(markId(scene.mark(cell)), markId(expected[std::size_t(cell)]));
    }
    const std::deque<std::uint32_t> &path = scene.sequence(LinkPlayPathSequence);
    if (!std::equal(path.begin(), path.end(), controller.shownPath().begin(), controller.shownPath().end(),
                    [](std::uint32_t a, int b) { return int(a) == b; }))
        return QStringLiteral("the path sequence");
    if (scene.counter(LinkPlayScoreCounter) != controller.score() || scene.counter(LinkPlayMovesCounter) != controller.moves()
        || scene.counter(LinkPlayPairsCounter) != controller.pairsLeft())
        return QStringLiteral("counters");
    return {};
}

#define VERIFY_SCENE(controller)                                                                   \
    do {                                                                                           \
        const QString mismatch = sceneMismatch(controller);                                        \
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));                                        \
    } while (false)

bool clickPair(LinkPlayController &controller, int a, int b)
{
    const LinkBoard &board = controller.board();
    return controller.clickCell(board.pos(a)) && controller.clickCell(board.pos(b));
}

} // namespace

class TestLinkPlay : public QObject
{
    Q_OBJECT

private slots:
    void newGameMirrorsTheBoard();
    void linkedPairGoesAndThePathFades();
    void unlinkablePairStays();
    void wallsAndEmptyCellsTakeNoClick();
    void hintShowsALinkablePair();
    void undoPutsThePairBack();
    void shuffleKeepsTheTiles();
    void noLinkablePairShufflesByItself();
    void stuckBoardIsShuffledAtTheStart();
    void wholeGameClearedByHints();
    void wholeGameWithoutHintsScoresFull();
    void pauseStopsTheClockAndTheClicks();
    void clickThroughGridView();
    void panelStartsGames();
    void hintGoesOutWhenAnotherTileIsChosen();
    void panelKeepsItsSizeWhateverItSays();
};

void TestLinkPlay::newGameMirrorsTheBoard()
{
    LinkPlayController controller;
    QVERIFY(!controller.hasGame());
    QVERIFY(!controller.clickCell({1, 1}));
    QSignalSpy changed(&controller, &LinkPlayController::changed);
    QString error;
    QVERIFY2(controller.newGame(10, 6, 8, 42, &error), qPrintable(error));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(controller.board().width(), 10);
    QCOMPARE(controller.board().height(), 6);
    QCOMPARE(controller.board().tileCount(), 60);
    QCOMPARE(controller.pairsLeft(), 30);
    QCOMPARE(controller.score(), 0);
    QCOMPARE(controller.moves(), 0);
    QCOMPARE(controller.seed(), quint64(42));
    QVERIFY(!controller.isWon());
    QVERIFY(controller.scene().hasLayer(CellLayer::Tile));
    VERIFY_SCENE(controller);

    // The same seed, the same board; settings that make no board change nothing.
    const LinkBoard first = controller.board();
    QVERIFY(controller.newGame(10, 6, 8, 42));
    QCOMPARE(controller.board(), first);
    QVERIFY(!controller.newGame(5, 5, 4, 1, &error)); // 25 cells: odd
    QVERIFY(!error.isEmpty());
    QVERIFY(!controller.newGame(4, 4, 9, 1, &error)); // 9 kinds, 8 pairs
    QCOMPARE(controller.board(), first);
    // A given board with a kind an odd number of times is refused.
    LinkBoard odd = boardOf(stuckText);
    odd.setValue(tile(0, 0), 1);
    QVERIFY(!controller.newGame(odd, &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(controller.board(), first);
}

void TestLinkPlay::linkedPairGoesAndThePathFades()
{
    LinkPlayController controller;
    QVERIFY(controller.newGame(8, 6, 6, 7));
    const LinkBoard before = controller.board();
    const auto pairs = linkablePairs(before);
    QVERIFY(!pairs.empty());
    const auto [a, b] = pairs.front();
    QSignalSpy changed(&controller, &LinkPlayController::changed);

    QVERIFY(controller.clickCell(before.pos(a)));
    QCOMPARE(controller.selection(), std::optional<CellPos>(before.pos(a)));
    QCOMPARE(controller.scene().mark(a), Mark::Current);
    VERIFY_SCENE(controller);

    QVERIFY(controller.clickCell(before.pos(b)));
    QVERIFY(!controller.board().isTile(a));
    QVERIFY(!controller.board().isTile(b));
    QCOMPARE(controller.board().tileCount(), before.tileCount() - 2);
    QCOMPARE(controller.pairsLeft(), before.tileCount() / 2 - 1);
    QCOMPARE(controller.score(), LinkGame::pairPoints);
    QCOMPARE(controller.moves(), 1);
    QVERIFY(!controller.selection());
    // The path runs from the first tile to the second, every cell next to the one before,
    // and shows as Path marks with the sequence.
    const std::vector<int> path = controller.shownPath();
    QVERIFY(path.size() >= 2);
    QCOMPARE(path.front(), a);
    QCOMPARE(path.back(), b);
    for (std::size_t i = 1; i < path.size(); ++i) {
        const CellPos p = before.pos(path[i - 1]), q = before.pos(path[i]);
        QCOMPARE(std::abs(p.x - q.x) + std::abs(p.y - q.y), 1);
    }
    MinTurnSearch search;
    QCOMPARE(int(path.size()) - 1, search.find(before, a, b).length);
    for (const int cell : path)
        QCOMPARE(controller.scene().mark(cell), Mark::Path);
    VERIFY_SCENE(controller);

    // ...for a moment, then it fades by itself.
    const int changesSoFar = int(changed.count());
    QTRY_VERIFY_WITH_TIMEOUT(controller.shownPath().empty(), LinkPlayController::pathShowMs * 10);
    QVERIFY(changed.count() > changesSoFar);
    for (const int cell : path)
        QCOMPARE(controller.scene().mark(cell), Mark::None);
    QVERIFY(controller.scene().sequence(LinkPlayPathSequence).empty());
    VERIFY_SCENE(controller);
}

void TestLinkPlay::unlinkablePairStays()
{
    LinkPlayController controller;
    QVERIFY(controller.newGame(boardOf(lastPairText)));
    const LinkBoard before = controller.board();
    // The two 1s, shut in diagonally.
    const CellPos one = tile(1, 1), other = tile(2, 2);
    QCOMPARE(before.kind(before.index(one)), 1);
    QCOMPARE(before.kind(before.index(other)), 1);
    QVERIFY(controller.clickCell(one));
    QVERIFY(controller.clickCell(other));
    QCOMPARE(controller.board(), before);
    QCOMPARE(controller.score(), 0);
    QCOMPARE(controller.moves(), 0);
    QVERIFY(controller.shownPath().empty());
    // The second tile is the selection now, and the status says why.
    QCOMPARE(controller.selection(), std::optional<CellPos>(other));
    QVERIFY(controller.statusText().contains(QStringLiteral("do not link")));
    VERIFY_SCENE(controller);

    // A tile of another kind takes the selection over; a click on the selection drops it.
    QVERIFY(controller.clickCell(tile(0, 0)));
    QCOMPARE(controller.selection(), std::optional<CellPos>(tile(0, 0)));
    QVERIFY(controller.statusText().contains(QStringLiteral("another kind")));
    QVERIFY(controller.clickCell(tile(0, 0)));
    QVERIFY(!controller.selection());
    QCOMPARE(controller.board(), before);
    VERIFY_SCENE(controller);
}

void TestLinkPlay::wallsAndEmptyCellsTakeNoClick()
{
    LinkPlayController controller;
    QVERIFY(controller.newGame(boardOf(lastPairText)));
    const LinkBoard before = controller.board();
    QVERIFY(controller.clickCell(tile(0, 0)));
    const QString status = controller.statusText();
    QSignalSpy changed(&controller, &LinkPlayController::changed);
    // A wall, the ring on every side, a cell off the board.
    for (const CellPos cell : {tile(1, 4), tile(2, 4), CellPos{0, 0}, CellPos{3, 0}, CellPos{5, 3}, CellPos{2, 6},
                               CellPos{-1, 2}, CellPos{40, 40}})
        QVERIFY2(!controller.clickCell(cell), qPrintable(QStringLiteral("%1,%2").arg(cell.x).arg(cell.y)));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(controller.selection(), std::optional<CellPos>(tile(0, 0)));
    QCOMPARE(controller.statusText(), status);
    QCOMPARE(controller.board(), before);

    // An empty cell left by a pair is no tile either.
    QVERIFY(controller.clickCell(tile(0, 4)));
    QVERIFY(controller.clickCell(tile(3, 4)));
    QVERIFY(!controller.board().isTile(controller.board().index(tile(0, 4))));
    QVERIFY(!controller.clickCell(tile(0, 4)));
    QVERIFY(!controller.selection());
    VERIFY_SCENE(controller);
}

void TestLinkPlay::hintShowsALinkablePair()
{
    LinkPlayController controller;
    QVERIFY(controller.newGame(12, 8, 10, 3));
    const auto pairs = linkablePairs(controller.board());
    QVERIFY(pairs.size() >= 2);
    // A pair first, so the hint's cost shows in the score.
    QVERIFY(clickPair(controller, pairs.front().first, pairs.front().second));
    QCOMPARE(controller.score(), LinkGame::pairPoints);

    QVERIFY(controller.hint());
    const std::optional<LinkPair> hinted = controller.hintedPair();
    QVERIFY(hinted);
    const LinkBoard &board = controller.board();
    QVERIFY(board.isTile(hinted->first));
    QCOMPARE(board.kind(hinted->first), board.kind(hinted->second));
    MinTurnSearch search;
    QVERIFY(search.canLink(board, hinted->first, hinted->second));
    QCOMPARE(controller.scene().mark(hinted->first), Mark::Highlight);
    QCOMPARE(controller.scene().mark(hinted->second), Mark::Highlight);
    QCOMPARE(controller.score(), LinkGame::pairPoints - LinkGame::hintCost);
    QCOMPARE(controller.hintsUsed(), 1);
    VERIFY_SCENE(controller);

    // The hinted pair clicked goes, and the hint with it.
    QVERIFY(clickPair(controller, hinted->first, hinted->second));
    QVERIFY(!controller.hintedPair());
    QCOMPARE(controller.score(), 2 * LinkGame::pairPoints - LinkGame::hintCost);
    VERIFY_SCENE(controller);
}

void TestLinkPlay::undoPutsThePairBack()
{
    LinkPlayController controller;
    QVERIFY(controller.newGame(8, 8, 8, 11));
    QVERIFY(!controller.canUndo());
    QVERIFY(!controller.undo());
    const LinkBoard start = controller.board();
    const auto pairs = linkablePairs(start);
    QVERIFY(clickPair(controller, pairs.front().first, pairs.front().second));
    const LinkBoard afterOne = controller.board();
    const auto next = linkablePairs(afterOne);
    QVERIFY(!next.empty());
    QVERIFY(clickPair(controller, next.front().first, next.front().second));
    QCOMPARE(controller.score(), 2 * LinkGame::pairPoints);
    QVERIFY(controller.canUndo());

    QVERIFY(controller.undo());
    QCOMPARE(controller.board(), afterOne);
    QCOMPARE(controller.score(), LinkGame::pairPoints);
    QCOMPARE(controller.pairsLeft(), start.tileCount() / 2 - 1);
    QVERIFY(controller.shownPath().empty());
    VERIFY_SCENE(controller);
    QVERIFY(controller.undo());
    QCOMPARE(controller.board(), start);
    QCOMPARE(controller.score(), 0);
    QCOMPARE(controller.pairsLeft(), start.tileCount() / 2);
    QVERIFY(!controller.canUndo());
    QVERIFY(!controller.undo());
    VERIFY_SCENE(controller);
}

void TestLinkPlay::shuffleKeepsTheTiles()
{
    LinkPlayController controller;
    QVERIFY(controller.newGame(10, 8, 12, 5));
    const auto pairs = linkablePairs(controller.board());
    QVERIFY(clickPair(controller, pairs.front().first, pairs.front().second));
    const LinkBoard before = controller.board();
    QVERIFY(controller.clickCell(before.pos(linkablePairs(before).front().first)));

    QVERIFY(controller.shuffle());
    const LinkBoard &after = controller.board();
    QCOMPARE(after.kindCounts(), before.kindCounts());
    QCOMPARE(tileCells(after), tileCells(before));
    QVERIFY(after != before);
    QVERIFY(!linkablePairs(after).empty());
    QVERIFY(!controller.selection());
    QCOMPARE(controller.score(), LinkGame::pairPoints - LinkGame::shuffleCost);
    VERIFY_SCENE(controller);

    // A shuffle is undone like a pair, and gives its cost back as a pair takes its points.
    QVERIFY(controller.undo());
    QCOMPARE(controller.board(), before);
    QCOMPARE(controller.score(), LinkGame::pairPoints);
    VERIFY_SCENE(controller);
}

void TestLinkPlay::noLinkablePairShufflesByItself()
{
    const LinkBoard start = boardOf(lastPairText);
    const auto startPairs = linkablePairs(start);
    // The 9s are the only pair that links...
    QCOMPARE(int(startPairs.size()), 1);
    QCOMPARE(start.kind(startPairs.front().first), 9);
    LinkBoard without = start;
    without.setValue(tile(0, 4), LinkBoard::Empty);
    without.setValue(tile(3, 4), LinkBoard::Empty);
    // ...and without them no pair does.
    QVERIFY(linkablePairs(without).empty());

    LinkPlayController controller;
    QVERIFY(controller.newGame(start));
    QCOMPARE(controller.board(), start);
    QVERIFY(controller.clickCell(tile(0, 4)));
    QVERIFY(controller.clickCell(tile(3, 4)));
    QCOMPARE(controller.score(), LinkGame::pairPoints);
    const LinkBoard &after = controller.board();
    QCOMPARE(after.kindCounts(), without.kindCounts());
    QCOMPARE(tileCells(after), tileCells(without));
    QVERIFY(!linkablePairs(after).empty());
    QVERIFY(controller.statusText().contains(QStringLiteral("shuffled")));
    // The shuffle was free, and the path of the last link still shows.
    QCOMPARE(controller.score(), LinkGame::pairPoints);
    QVERIFY(!controller.shownPath().empty());
    VERIFY_SCENE(controller);

    // Undo takes the pair back with the shuffle it caused.
    QVERIFY(controller.undo());
    QCOMPARE(controller.board(), start);
    QCOMPARE(controller.score(), 0);
    QVERIFY(!controller.canUndo());
    VERIFY_SCENE(controller);
}

void TestLinkPlay::stuckBoardIsShuffledAtTheStart()
{
    const LinkBoard stuck = boardOf(stuckText);
    QVERIFY(linkablePairs(stuck).empty());
    LinkPlayController controller;
    QVERIFY(controller.newGame(stuck));
    QCOMPARE(controller.board().kindCounts(), stuck.kindCounts());
    QVERIFY(!linkablePairs(controller.board()).empty());
    QVERIFY(controller.statusText().contains(QStringLiteral("shuffled")));
    QCOMPARE(controller.score(), 0);
    // Nothing before the shuffle to go back to.
    QVERIFY(!controller.canUndo());
    VERIFY_SCENE(controller);
}

void TestLinkPlay::wholeGameClearedByHints()
{
    LinkPlayController controller;
    QVERIFY(controller.newGame(12, 8, 16, 2024));
    const int pairs = controller.pairsLeft();
    QSignalSpy won(&controller, &LinkPlayController::won);
    int hints = 0;
    while (!controller.isWon()) {
        QVERIFY2(hints < pairs, "more hints than pairs");
        QVERIFY(controller.hint());
        ++hints;
        const LinkPair pair = *controller.hintedPair();
        QVERIFY(clickPair(controller, pair.first, pair.second));
        VERIFY_SCENE(controller);
    }
    QCOMPARE(hints, pairs);
    QCOMPARE(controller.pairsLeft(), 0);
    QCOMPARE(controller.board().tileCount(), 0);
    QCOMPARE(controller.moves(), pairs);
    QCOMPARE(won.count(), 1);
    QCOMPARE(controller.score(), pairs * (LinkGame::pairPoints - LinkGame::hintCost));
    QCOMPARE(won.front().at(0).toInt(), controller.score());
    QVERIFY(controller.statusText().contains(QStringLiteral("Cleared")));
    // A won game takes no more moves, and its clock has stopped.
    QVERIFY(!controller.hint());
    QVERIFY(!controller.shuffle());
    QVERIFY(!controller.undo());
    const qint64 time = controller.elapsedMs();
    QTest::qWait(30);
    QCOMPARE(controller.elapsedMs(), time);
}

void TestLinkPlay::wholeGameWithoutHintsScoresFull()
{
    LinkPlayController controller;
    QVERIFY(controller.newGame(16, 10, 20, 99));
    const int pairs = controller.pairsLeft();
    QSignalSpy won(&controller, &LinkPlayController::won);
    while (!controller.isWon()) {
        const auto linkable = linkablePairs(controller.board());
        // The game never leaves the player without a pair that links.
        QVERIFY(!linkable.empty());
        QVERIFY(clickPair(controller, linkable.front().first, linkable.front().second));
    }
    QCOMPARE(won.count(), 1);
    QCOMPARE(controller.moves(), pairs);
    QCOMPARE(controller.score(), pairs * LinkGame::pairPoints);
    QCOMPARE(won.front().at(0).toInt(), pairs * LinkGame::pairPoints);
    VERIFY_SCENE(controller);
}

void TestLinkPlay::pauseStopsTheClockAndTheClicks()
{
    LinkPlayController controller;
    QVERIFY(controller.newGame(6, 6, 6, 8));
    QTRY_VERIFY(controller.elapsedMs() >= 20);
    QSignalSpy paused(&controller, &LinkPlayController::pausedChanged);
    controller.pause();
    QCOMPARE(paused.count(), 1);
    QVERIFY(controller.isPaused());
    const qint64 time = controller.elapsedMs();
    QTest::qWait(50);
    QCOMPARE(controller.elapsedMs(), time);
    const auto pairs = linkablePairs(controller.board());
    QVERIFY(!controller.clickCell(controller.board().pos(pairs.front().first)));
    QVERIFY(!controller.hint());
    QVERIFY(!controller.shuffle());
    QVERIFY(controller.statusText().contains(QStringLiteral("Paused")));
    controller.togglePause();
    QVERIFY(!controller.isPaused());
    QCOMPARE(paused.count(), 2);
    QTRY_VERIFY(controller.elapsedMs() >= time + 20);
    QVERIFY(clickPair(controller, pairs.front().first, pairs.front().second));
    QCOMPARE(controller.moves(), 1);
    // A new game starts the clock again from nothing.
    QVERIFY(controller.newGame(6, 6, 6, 9));
    QVERIFY(controller.elapsedMs() < time + 20);
}

void TestLinkPlay::clickThroughGridView()
{
    LinkPlayController controller;
    QVERIFY(controller.newGame(boardOf(lastPairText)));
    BoardDocument document;
    Scenario scenario;
    controller.board().toScenario(scenario);
    document.reset(scenario);
    GridView view;
    view.setDocument(&document);
    view.setFrame(nullptr, &controller.scene());
    view.installEventFilter(&controller);
    view.resize(400, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));

    const auto centre = [&](CellPos cell) { return view.cellRect(cell).center().toPoint(); };
    QCOMPARE(view.cellAt(centre(tile(2, 1))), std::optional<CellPos>(tile(2, 1)));
    QTest::mouseClick(&view, Qt::LeftButton, {}, centre(tile(2, 1)));
    QCOMPARE(controller.selection(), std::optional<CellPos>(tile(2, 1)));
    // The middle button is the view's (it pans), and a wall takes no click.
    QTest::mouseClick(&view, Qt::MiddleButton, {}, centre(tile(0, 0)));
    QTest::mouseClick(&view, Qt::LeftButton, {}, centre(tile(1, 4)));
    QCOMPARE(controller.selection(), std::optional<CellPos>(tile(2, 1)));
    // The 9s linked by two clicks on the view.
    QTest::mouseClick(&view, Qt::LeftButton, {}, centre(tile(0, 4)));
    QTest::mouseClick(&view, Qt::LeftButton, {}, centre(tile(3, 4)));
    QCOMPARE(controller.moves(), 1);
    QCOMPARE(controller.board().kind(controller.board().index(tile(0, 4))), 0);
}

void TestLinkPlay::panelStartsGames()
{
    LinkPlayController controller;
    LinkPlayPanel panel(&controller);
    panel.show();
    auto *width = panel.findChild<QSpinBox *>(QStringLiteral("width"));
    auto *height = panel.findChild<QSpinBox *>(QStringLiteral("height"));
    auto *kinds = panel.findChild<QSpinBox *>(QStringLiteral("kinds"));
    auto *seed = panel.findChild<QLineEdit *>(QStringLiteral("seed"));
    auto *state = panel.findChild<QLabel *>(QStringLiteral("state"));
    auto *pairsLeft = panel.findChild<QLabel *>(QStringLiteral("pairsLeft"));
    auto *hint = panel.findChild<QPushButton *>(QStringLiteral("hint"));
    auto *undo = panel.findChild<QPushButton *>(QStringLiteral("undo"));
    auto *pause = panel.findChild<QPushButton *>(QStringLiteral("pause"));
    auto *newGame = panel.findChild<QPushButton *>(QStringLiteral("newGame"));
    QVERIFY(width && height && kinds && seed && state && pairsLeft && hint && undo && pause && newGame);
    QVERIFY(!hint->isEnabled());

    width->setValue(6);
    height->setValue(4);
    kinds->setValue(5);
    seed->setText(QStringLiteral("17"));
    QTest::mouseClick(newGame, Qt::LeftButton);
    QVERIFY(controller.hasGame());
    QCOMPARE(controller.board().width(), 6);
    QCOMPARE(controller.board().height(), 4);
    QCOMPARE(controller.seed(), quint64(17));
    QVERIFY(pairsLeft->text().contains(QStringLiteral("12")));
    QVERIFY(hint->isEnabled());
    QVERIFY(!undo->isEnabled());
    QTest::mouseClick(hint, Qt::LeftButton);
    QVERIFY(controller.hintedPair());

    // Empty, or "next": the seed after the last game's.
    seed->clear();
    QVERIFY(panel.startNewGame());
    QCOMPARE(controller.seed(), quint64(18));
    seed->setText(QStringLiteral("next"));
    QVERIFY(panel.startNewGame());
    QCOMPARE(controller.seed(), quint64(19));

    // Fields that make no board say why and keep the game.
    kinds->setValue(13); // 12 pairs on 6 x 4
    QVERIFY(!panel.startNewGame());
    QVERIFY(state->text().contains(QStringLiteral("13")));
    QCOMPARE(controller.seed(), quint64(19));
    kinds->setValue(5);
    seed->setText(QStringLiteral("twelve"));
    QVERIFY(!panel.startNewGame());
    QVERIFY(state->text().contains(QStringLiteral("twelve")));

    QTest::mouseClick(pause, Qt::LeftButton);
    QVERIFY(controller.isPaused());
    QVERIFY(!hint->isEnabled());
    QCOMPARE(pause->text(), QStringLiteral("Resu&me"));
    QTest::mouseClick(pause, Qt::LeftButton);
    QVERIFY(!controller.isPaused());
}

// The hint lights a pair; choosing a tile outside it puts the hint out, on the board too.
void TestLinkPlay::hintGoesOutWhenAnotherTileIsChosen()
{
    LinkPlayController controller;
    QVERIFY(controller.newGame(12, 8, 10, 3));
    QVERIFY(controller.hint());
    const LinkPair hinted = *controller.hintedPair();
    const LinkBoard &board = controller.board();
    int other = -1;
    for (int cell = 0; cell < board.cellCount() && other < 0; ++cell) {
        if (board.isTile(cell) && cell != hinted.first && cell != hinted.second)
            other = cell;
    }
    QVERIFY(other >= 0);
    QVERIFY(controller.clickCell(board.pos(other)));
    QVERIFY(!controller.hintedPair());
    QVERIFY(controller.scene().mark(hinted.first) != Mark::Highlight);
    QVERIFY(controller.scene().mark(hinted.second) != Mark::Highlight);
    VERIFY_SCENE(controller);

    // Choosing a tile of the hinted pair keeps it lit.
    controller.clickCell(board.pos(other)); // chosen again: unchosen
    QVERIFY(controller.hint());
    const LinkPair again = *controller.hintedPair();
    QVERIFY(controller.clickCell(board.pos(again.first)));
    QVERIFY(controller.hintedPair());
    QCOMPARE(controller.scene().mark(again.second), Mark::Highlight);
}

// A long message, a hint or a shuffle neither squashes the panel's controls nor widens it.
void TestLinkPlay::panelKeepsItsSizeWhateverItSays()
{
    LinkPlayController controller;
    LinkPlayPanel panel(&controller);
    panel.resize(260, 400);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QVERIFY(controller.newGame(12, 8, 10, 3));
    auto *newGame = panel.findChild<QPushButton *>(QStringLiteral("newGame"));
    auto *hint = panel.findChild<QPushButton *>(QStringLiteral("hint"));
    auto *shuffle = panel.findChild<QPushButton *>(QStringLiteral("shuffle"));
    auto *seed = panel.findChild<QLineEdit *>(QStringLiteral("seed"));
    auto *state = panel.findChild<QLabel *>(QStringLiteral("state"));
    QVERIFY(newGame && hint && shuffle && seed && state);
    QCoreApplication::processEvents();
    const QSize minimum = panel.minimumSizeHint();
    const QRect newGameAt = newGame->geometry();
    const QRect shuffleAt = shuffle->geometry();
    const auto unchanged = [&](const char *after) {
        QCoreApplication::processEvents();
        if (panel.minimumSizeHint().width() > minimum.width() || newGame->geometry() != newGameAt
            || shuffle->geometry() != shuffleAt) {
            qWarning("after %s: minimum %dx%d (was %dx%d), shuffle at %d,%d %dx%d", after, panel.minimumSizeHint().width(),
                     panel.minimumSizeHint().height(), minimum.width(), minimum.height(), shuffle->geometry().x(),
                     shuffle->geometry().y(), shuffle->geometry().width(), shuffle->geometry().height());
            return false;
        }
        return true;
    };
    QTest::mouseClick(hint, Qt::LeftButton);
    QVERIFY(unchanged("a hint"));
    QTest::mouseClick(shuffle, Qt::LeftButton);
    QVERIFY(unchanged("a shuffle"));
    seed->setText(QStringLiteral("a seed far too long to be a number, typed by someone who did not read the field"));
    QVERIFY(!panel.startNewGame());
    QVERIFY(unchanged("a long error"));
    QCOMPARE(state->toolTip(), state->text());
}

QTEST_MAIN(TestLinkPlay)
#include "tst_linkplay.moc"
