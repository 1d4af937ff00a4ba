// The sliding puzzle played in the window as a player meets it: a click on a real view next to
// the blank slides that tile, a click on a tile in line with the blank slides the whole
// segment, a click elsewhere does nothing; arrow keys move a tile into the blank; undo takes a
// click back; a 3 x 3 solved by hand through key presses says so and stops the clock; and
// "Solve from Here" ends play and traces the chosen solver on exactly the tiles played.

#include "gridview.h"
#include "legenddock.h"
#include "mainwindow.h"
#include "puzzleplaycontroller.h"
#include "puzzleplaypanel.h"

#include "puzzle/layeredsolver.h"
#include "puzzle/puzzleboard.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSpinBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace gridtrace;

namespace {

std::vector<int> sceneTiles(const Scene &scene)
{
    std::vector<int> tiles;
    for (int cell = 0; cell < scene.cellCount(); ++cell)
        tiles.push_back(scene.tile(cell));
    return tiles;
}

std::vector<int> boardTiles(const PuzzleBoard &board)
{
    return {board.tiles().begin(), board.tiles().end()};
}

// The arrow key that makes the blank's move: the tile goes the other way.
Qt::Key keyFor(BlankMove move)
{
    switch (move) {
    case BlankMove::Up:
        return Qt::Key_Down;
    case BlankMove::Down:
        return Qt::Key_Up;
    case BlankMove::Left:
        return Qt::Key_Right;
    case BlankMove::Right:
        break;
    }
    return Qt::Key_Left;
}

// A window in puzzle play mode, shown, its controller on a given puzzle.
struct PlayWindow
{
    MainWindow window;
    QAction *play = nullptr;
    QDockWidget *dock = nullptr;
    PuzzlePlayController *controller = nullptr;
    GridView *view = nullptr;

    bool start(int width, int height, PuzzleGoal goal, quint64 seed)
    {
        window.resize(1200, 800);
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            return false;
        play = window.findChild<QAction *>(QStringLiteral("playPuzzleAction"));
        dock = window.findChild<QDockWidget *>(QStringLiteral("puzzleDock"));
        controller = window.findChild<PuzzlePlayController *>();
        view = window.gridView();
        if (!play || !dock || !controller)
            return false;
        play->trigger();
        if (!controller->newGame(width, height, goal, seed))
            return false;
        QCoreApplication::processEvents();
        return dock->isVisible() && window.document().board().width() == width
            && window.document().board().height() == height;
    }

    void click(CellPos cell) { QTest::mouseClick(view, Qt::LeftButton, {}, view->cellRect(cell).center().toPoint()); }
    std::vector<int> tiles() const { return sceneTiles(controller->scene()); }
};

// A cell neither in the blank's row nor in its column.
CellPos offLine(const PuzzleBoard &board)
{
    const CellPos blank = board.blankPos();
    return {(blank.x + 1) % board.width(), (blank.y + 1) % board.height()};
}

} // namespace

class TestPuzzlePlay : public QObject
{
    Q_OBJECT

private slots:
    void keyConventionAndSizes();
    void clickNextToBlankSlidesOneTile();
    void clickOffLineDoesNothing();
    void segmentClickSlidesSeveral();
    void arrowKeysMoveTiles();
    void undoTakesBackAClick();
    void solvedByHandStopsTheClock();
    void comingBackAfterSolvingDealsANewPuzzle();
    void solveFromHereTracesTheSolver_data();
    void solveFromHereTracesTheSolver();
    void leavingPlayPausesAndAnotherGameEndsIt();
    void legendListsTheTilesAndTheBlank();
};

void TestPuzzlePlay::keyConventionAndSizes()
{
    // Left moves the tile right of the blank to the left: the blank goes right.
    QCOMPARE(PuzzlePlayController::keyMove(Qt::Key_Left), std::optional<BlankMove>(BlankMove::Right));
    QCOMPARE(PuzzlePlayController::keyMove(Qt::Key_Up), std::optional<BlankMove>(BlankMove::Down));
    QCOMPARE(PuzzlePlayController::keyMove(Qt::Key_A), std::optional<BlankMove>());
    PuzzlePlayController controller;
    QString error;
    QVERIFY(!controller.newGame(21, 4, PuzzleGoal::BlankLast, 1, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!controller.hasGame());
    // The same seed, the same puzzle; never one already solved, even 2 x 2.
    QVERIFY(controller.newGame(4, 4, PuzzleGoal::BlankLast, 5));
    const PuzzleBoard first = controller.board();
    QVERIFY(controller.newGame(4, 4, PuzzleGoal::BlankLast, 5));
    QCOMPARE(controller.board(), first);
    for (quint64 seed = 0; seed < 100; ++seed) {
        QVERIFY(controller.newGame(2, 2, PuzzleGoal::BlankLast, seed));
        QVERIFY(!controller.isSolved());
        QVERIFY(controller.board().isSolvable());
    }
}

void TestPuzzlePlay::clickNextToBlankSlidesOneTile()
{
    PlayWindow w;
    QVERIFY(w.start(4, 4, PuzzleGoal::BlankLast, 11));
    const PuzzleBoard board = w.controller->board();
    QCOMPARE(w.tiles(), boardTiles(board));
    const CellPos blank = board.blankPos();
    const CellPos next = blank.x > 0 ? CellPos{blank.x - 1, blank.y} : CellPos{blank.x + 1, blank.y};
    const int tile = board.tile(next);
    w.click(next);
    const std::vector<int> after = w.tiles();
    QCOMPARE(after[std::size_t(board.index(blank))], tile);
    QCOMPARE(after[std::size_t(board.index(next))], 0);
    QCOMPARE(w.controller->moves(), 1);
    QVERIFY(w.controller->isClockRunning());
}

void TestPuzzlePlay::clickOffLineDoesNothing()
{
    PlayWindow w;
    QVERIFY(w.start(4, 4, PuzzleGoal::BlankLast, 12));
    const std::vector<int> before = w.tiles();
    w.click(offLine(w.controller->board()));
    // The blank itself is in line with nothing to slide.
    w.click(w.controller->board().blankPos());
    QCOMPARE(w.tiles(), before);
    QCOMPARE(w.controller->moves(), 0);
    QVERIFY(!w.controller->isClockRunning());
}

void TestPuzzlePlay::segmentClickSlidesSeveral()
{
    PlayWindow w;
    QVERIFY(w.start(5, 4, PuzzleGoal::BlankLast, 13));
    PuzzleBoard expected = w.controller->board();
    // The far end of the blank's row: at least two tiles away on a board five wide.
    const CellPos blank = expected.blankPos();
    const CellPos far{blank.x < 2 ? 4 : 0, blank.y};
    const int count = std::abs(far.x - blank.x);
    QVERIFY(count >= 2);
    QCOMPARE(int(expected.slideTo(far).size()), count);
    w.click(far);
    QCOMPARE(w.tiles(), boardTiles(expected));
    QCOMPARE(w.controller->moves(), count);
    QCOMPARE(w.controller->scene().counter(PuzzlePlayMovesCounter), count);
}

void TestPuzzlePlay::arrowKeysMoveTiles()
{
    PlayWindow w;
    QVERIFY(w.start(4, 4, PuzzleGoal::BlankLast, 14));
    PuzzleBoard expected = w.controller->board();
    const CellPos blank = expected.blankPos();
    // A key toward a tile that is there, then its way back.
    const Qt::Key key = blank.x < 3 ? Qt::Key_Left : Qt::Key_Right;
    const CellPos from{blank.x < 3 ? blank.x + 1 : blank.x - 1, blank.y};
    const int tile = expected.tile(from);
    QTest::keyClick(w.view, key);
    std::vector<int> after = w.tiles();
    QCOMPARE(after[std::size_t(expected.index(blank))], tile);
    QCOMPARE(after[std::size_t(expected.index(from))], 0);
    QTest::keyClick(w.view, key == Qt::Key_Left ? Qt::Key_Right : Qt::Key_Left);
    QCOMPARE(w.tiles(), boardTiles(expected));
    QCOMPARE(w.controller->moves(), 2);

    // With the blank on the top row, Down has no tile above it to bring: nothing moves.
    while (w.controller->board().blankPos().y > 0)
        QTest::keyClick(w.view, Qt::Key_Down);
    const std::vector<int> top = w.tiles();
    const int moves = w.controller->moves();
    QTest::keyClick(w.view, Qt::Key_Down);
    QCOMPARE(w.tiles(), top);
    QCOMPARE(w.controller->moves(), moves);
}

void TestPuzzlePlay::undoTakesBackAClick()
{
    PlayWindow w;
    QVERIFY(w.start(5, 5, PuzzleGoal::BlankFirst, 15));
    const std::vector<int> start = w.tiles();
    const CellPos blank = w.controller->board().blankPos();
    w.click({blank.x, blank.y < 2 ? 4 : 0});
    const std::vector<int> afterColumn = w.tiles();
    QVERIFY(afterColumn != start);
    const CellPos moved = w.controller->board().blankPos();
    w.click({moved.x < 2 ? 4 : 0, moved.y});
    QVERIFY(w.controller->moves() >= 4);

    auto *undo = w.dock->findChild<QPushButton *>(QStringLiteral("undo"));
    QVERIFY(undo && undo->isEnabled());
    QTest::mouseClick(undo, Qt::LeftButton);
    QCOMPARE(w.tiles(), afterColumn);
    QTest::mouseClick(undo, Qt::LeftButton);
    QCOMPARE(w.tiles(), start);
    QCOMPARE(w.controller->moves(), 0);
    QVERIFY(!undo->isEnabled());
}

void TestPuzzlePlay::solvedByHandStopsTheClock()
{
    PlayWindow w;
    QVERIFY(w.start(3, 3, PuzzleGoal::BlankLast, 16));
    QSignalSpy solved(w.controller, &PuzzlePlayController::solved);
    const PuzzleSolveResult solution = LayeredSolver::solve(w.controller->board());
    QVERIFY(solution.solvable && !solution.moves.empty());
    for (const BlankMove move : solution.moves)
        QTest::keyClick(w.view, keyFor(move));
    QVERIFY(w.controller->isSolved());
    QCOMPARE(w.tiles(), boardTiles(PuzzleBoard(3, 3)));
    QCOMPARE(w.controller->moves(), int(solution.moves.size()));
    QCOMPARE(solved.count(), 1);
    QCOMPARE(solved.first().at(0).toInt(), int(solution.moves.size()));

    auto *state = w.dock->findChild<QLabel *>(QStringLiteral("state"));
    QVERIFY(state && state->text().contains(QStringLiteral("Solved")));
    auto *moves = w.dock->findChild<QLabel *>(QStringLiteral("moves"));
    QVERIFY(moves && moves->text().contains(QString::number(solution.moves.size())));
    QVERIFY(!w.controller->isClockRunning());
    const qint64 stopped = w.controller->elapsedMs();
    QTest::qWait(30);
    QCOMPARE(w.controller->elapsedMs(), stopped);
    // A solved puzzle takes no more moves, and Undo and the solvers wait for a new one.
    QTest::keyClick(w.view, Qt::Key_Left);
    QTest::keyClick(w.view, Qt::Key_Down);
    QCOMPARE(w.tiles(), boardTiles(PuzzleBoard(3, 3)));
    QVERIFY(!w.dock->findChild<QPushButton *>(QStringLiteral("undo"))->isEnabled());
    QVERIFY(!w.dock->findChild<QPushButton *>(QStringLiteral("solveFromHere"))->isEnabled());
}

// A solved puzzle is a game over: Puzzle > Play a Sliding Puzzle again deals a new one, as
// Play Snake does, rather than show the solved board with its count.
void TestPuzzlePlay::comingBackAfterSolvingDealsANewPuzzle()
{
    PlayWindow w;
    QVERIFY(w.start(3, 3, PuzzleGoal::BlankLast, 16));
    const PuzzleSolveResult solution = LayeredSolver::solve(w.controller->board());
    for (const BlankMove move : solution.moves)
        QTest::keyClick(w.view, keyFor(move));
    QVERIFY(w.controller->isSolved());
    auto *state = w.dock->findChild<QLabel *>(QStringLiteral("state"));
    auto *moves = w.dock->findChild<QLabel *>(QStringLiteral("moves"));
    QVERIFY(state && moves);
    QVERIFY(state->text().contains(QStringLiteral("Solved")));
    const QString solvedMoves = moves->text();

    w.play->trigger();
    QVERIFY(!w.dock->isVisible());
    w.play->trigger();
    QVERIFY(w.dock->isVisible());
    QVERIFY(!w.controller->isSolved());
    QVERIFY(w.tiles() != boardTiles(PuzzleBoard(3, 3)));
    QCOMPARE(w.controller->moves(), 0);
    QVERIFY2(!state->text().contains(QStringLiteral("Solved")), qPrintable(state->text()));
    QVERIFY(moves->text() != solvedMoves);
    // The size played; the new puzzle takes moves, and its clock runs from the first.
    QCOMPARE(w.controller->board().width(), 3);
    QCOMPARE(w.controller->board().height(), 3);
    QTest::keyClick(w.view, Qt::Key_Left);
    QTest::keyClick(w.view, Qt::Key_Right);
    QVERIFY(w.controller->moves() > 0);
    QVERIFY(w.controller->isClockRunning());
}

void TestPuzzlePlay::solveFromHereTracesTheSolver_data()
{
    QTest::addColumn<QString>("solver");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("goalValue");
    QTest::newRow("seed-004 4x4") << QStringLiteral("seed-004") << 4 << 4 << int(PuzzleGoal::BlankLast);
    QTest::newRow("layered 5x3 blank first") << QStringLiteral("layered") << 5 << 3 << int(PuzzleGoal::BlankFirst);
    QTest::newRow("puzzle-optimal 3x3") << QStringLiteral("puzzle-optimal") << 3 << 3 << int(PuzzleGoal::BlankLast);
}

void TestPuzzlePlay::solveFromHereTracesTheSolver()
{
    QFETCH(QString, solver);
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, goalValue);
    const PuzzleGoal goal = PuzzleGoal(goalValue);
    PlayWindow w;
    QVERIFY(w.start(width, height, goal, 17));
    // A few moves first, so the solver starts from the position played, not the shuffle.
    const CellPos blank = w.controller->board().blankPos();
    w.click({blank.x == 0 ? width - 1 : 0, blank.y});
    QTest::keyClick(w.view, blank.y == 0 ? Qt::Key_Up : Qt::Key_Down);
    QVERIFY(w.controller->moves() >= 2);
    const PuzzleBoard played = w.controller->board();

    auto *choice = w.dock->findChild<QComboBox *>(QStringLiteral("solver"));
    QVERIFY(choice);
    choice->setCurrentIndex(choice->findData(solver));
    QCOMPARE(choice->currentData().toString(), solver);
    auto *solve = w.dock->findChild<QPushButton *>(QStringLiteral("solveFromHere"));
    QVERIFY(solve && solve->isEnabled());
    QTest::mouseClick(solve, Qt::LeftButton);

    // Play has ended and the chosen solver is traced on exactly the tiles played.
    QVERIFY(!w.play->isChecked());
    QVERIFY(!w.dock->isVisible());
    QVERIFY(QTest::qWaitFor([&] { return w.window.trace() && !w.window.runner().isRunning(); }, 30000));
    QCOMPARE(w.window.trace()->header.algorithm, solver);
    const Scenario &scenario = w.window.document().scenario();
    QCOMPARE(scenario.tiles, std::vector<std::int32_t>(played.tiles().begin(), played.tiles().end()));
    QCOMPARE(scenario.board.width(), width);
    QCOMPARE(scenario.parameters.value(QStringLiteral("goal")).toString(), goalId(goal));
    w.window.playback().toStart();
    QCOMPARE(sceneTiles(*w.window.playback().scene()), boardTiles(played));
    w.window.playback().toEnd();
    QCOMPARE(sceneTiles(*w.window.playback().scene()), boardTiles(PuzzleBoard(width, height, goal)));
    // The Legend names what the trace draws, whichever solver drew it: the tiles and the blank.
    auto *legend = w.window.findChild<LegendDock *>(QStringLiteral("legendDock"));
    QVERIFY(legend);
    QStringList rows;
    for (int row = 0; row < legend->view()->topLevelItemCount(); ++row)
        rows << legend->view()->topLevelItem(row)->data(0, LegendDock::idRole).toString();
    QVERIFY2(rows.contains(QStringLiteral("tile")) && rows.contains(QStringLiteral("blank")), qPrintable(rows.join(u' ')));
}

void TestPuzzlePlay::leavingPlayPausesAndAnotherGameEndsIt()
{
    PlayWindow w;
    QVERIFY(w.start(5, 3, PuzzleGoal::BlankFirst, 18));
    QCOMPARE(w.play->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U));
    bool inMenu = false;
    for (QAction *menu : w.window.menuBar()->actions())
        inMenu = inMenu || (menu->text() == QStringLiteral("&Puzzle") && menu->menu()->actions().contains(w.play));
    QVERIFY(inMenu);
    // The panel's fields show the puzzle in play, so New puzzle repeats its size.
    QCOMPARE(w.dock->findChild<QSpinBox *>(QStringLiteral("width"))->value(), 5);
    QCOMPARE(w.dock->findChild<QSpinBox *>(QStringLiteral("height"))->value(), 3);

    const CellPos blank = w.controller->board().blankPos();
    w.click({blank.x == 0 ? 1 : blank.x - 1, blank.y});
    QVERIFY(w.controller->isClockRunning());

    // Out of play mode the clock waits and clicks on the board are not the game's.
    w.play->trigger();
    QVERIFY(!w.dock->isVisible());
    QVERIFY(!w.controller->isClockRunning());
    const qint64 paused = w.controller->elapsedMs();
    const PuzzleBoard left = w.controller->board();
    w.click({left.blankPos().x == 0 ? 1 : 0, left.blankPos().y});
    QCOMPARE(w.controller->board(), left);
    QTest::qWait(20);
    QCOMPARE(w.controller->elapsedMs(), paused);

    // Back in play, the same puzzle is there, paused: its clock goes on with the next move.
    w.play->trigger();
    QVERIFY(w.dock->isVisible());
    QCOMPARE(w.controller->board(), left);
    QVERIFY(!w.controller->isClockRunning());
    QCOMPARE(w.controller->elapsedMs(), paused);
    w.click({left.blankPos().x == 0 ? 1 : 0, left.blankPos().y});
    QVERIFY(w.controller->board() != left);
    QVERIFY(w.controller->isClockRunning());

    // Another game takes the board: this one ends.
    auto *link = w.window.findChild<QAction *>(QStringLiteral("playLinkAction"));
    QVERIFY(link);
    link->trigger();
    QVERIFY(!w.play->isChecked());
    QVERIFY(!w.dock->isVisible());
    QVERIFY(w.window.findChild<QDockWidget *>(QStringLiteral("linkDock"))->isVisible());
}

// While the puzzle is played the Legend says what its board draws, not its headers alone.
void TestPuzzlePlay::legendListsTheTilesAndTheBlank()
{
    PlayWindow w;
    QVERIFY(w.start(4, 4, PuzzleGoal::BlankLast, 11));
    auto *legend = w.window.findChild<LegendDock *>(QStringLiteral("legendDock"));
    QVERIFY(legend);
    QStringList rows;
    for (int row = 0; row < legend->view()->topLevelItemCount(); ++row)
        rows << legend->view()->topLevelItem(row)->text(0);
    QCOMPARE(rows, (QStringList{QStringLiteral("Tile"), QStringLiteral("Blank")}));
    const QTreeWidgetItem *tile = legend->view()->topLevelItem(0);
    QVERIFY(tile->text(1).contains(QStringLiteral("slide")));
    // The tiles' swatch shows faces of several colours, as the board's tiles are.
    QVERIFY(tile->data(0, LegendDock::colourRole).toList().size() > 1);
    // The blank's swatch is the colour the board leaves where no tile is.
    const QTreeWidgetItem *blank = legend->view()->topLevelItem(1);
    QCOMPARE(blank->data(0, LegendDock::colourRole).value<QColor>(), legend->themePalette().terrain(1));
}

QTEST_MAIN(TestPuzzlePlay)
#include "tst_puzzleplay.moc"
