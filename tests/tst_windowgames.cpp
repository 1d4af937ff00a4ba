// Games in the window: a game takes the board, and leaving it gives back the board, its trace,
// its comparison, its breakpoints and its edit history.

#include "duelplaycontroller.h"
#include "gridview.h"
#include "linkplaycontroller.h"
#include "mainwindowtesting.h"
#include "legenddock.h"
#include "legendrows.h"
#include "puzzleplaycontroller.h"
#include "snakepainter.h"
#include "snakeplaypanel.h"
#include "export/traceframes.h"

#include "grid/scenariofile.h"
#include "snake/snakerules.h"
#include "trace/cursor.h"
#include "trace/recorder.h"

#include <QComboBox>
#include <QRegularExpression>

using namespace gridtrace;
using namespace gridtrace::windowtesting;

class TestWindowGames : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void playSnakeInTheWindow();
    void gamePanelComesBackOnlyWithItsGame();
    void gameGivesBackTheComparison();
    void gameKeepsTheUndoHistory();
    void breakpointReadsTheSameDuringAGame();
    void solveFromHereKeepsTheBoardSetAside();
    void panelsOfTheTraceStepAsideForAGame();
    void leavingAGameWritesOneLogLine();
    void snakeEndIsLogged();
    void gameCountsAreGrouped();
    void leavingKeepsTheUsersWindowSize();
    void runWaitsWhileAGameIsOn();
    void gameFieldsHaveLettersOfTheirOwn_data();
    void gameFieldsHaveLettersOfTheirOwn();
    void panelsFollowTheSnakesDriver();
    void aDeadSnakeIsSteeredByNoOne();
    void aCrashedSnakeIsMarkedWhereItStands();
    void aTracedSnakeIsMarkedWhereItCrashes();
    void snakeGameResumes();
    void unfinishedGamesComeBackPaused();

private:
    QTemporaryDir m_dir;
};

void TestWindowGames::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("GridTraceTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_windowgames"));
    QSettings().clear();
}

void TestWindowGames::cleanup()
{
    Language::install(QStringLiteral("en"));
}

void TestWindowGames::playSnakeInTheWindow()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    const auto trace = window.trace();

    QTest::keyClick(&window, Qt::Key_P, Qt::ControlModifier); // Snake > Play Snake
    auto *game = window.findChild<SnakePlayController *>();
    QVERIFY(game);
    game->pause(); // the test moves the snake itself, one tick at a time
    game->resume();
    game->setSpeed(1);
    QVERIFY(game->game());
    // The view shows the live game: its head where the game has it.
    QCOMPARE(window.gridView()->scene(), &game->scene());
    const int head = game->game()->head();
    QCOMPARE(game->scene().mark(head), Mark::Head);
    // The board's keys steer: Down from the board turns the snake south.
    QTest::keyClick(window.gridView(), Qt::Key_Down);
    game->tick();
    QCOMPARE(game->game()->head(), head + game->game()->rules().board.width());
    // Left would step back a trace; here it steers, and the trace stays where it was.
    const int position = window.playback().position();
    QTest::keyClick(window.gridView(), Qt::Key_Left);
    QCOMPARE(window.playback().position(), position);

    QTest::keyClick(&window, Qt::Key_P, Qt::ControlModifier);
    QCOMPARE(window.gridView()->scene(), window.playback().scene());
    QCOMPARE(window.trace(), trace);
}

// Closed in the middle of a sliding puzzle, the window starts again without the puzzle's
// panel, which would speak of a game that is not there.
void TestWindowGames::gamePanelComesBackOnlyWithItsGame()
{
    QSettings().clear();
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.findChild<QAction *>(QStringLiteral("playPuzzleAction"))->trigger();
        QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("puzzleDock"))->isVisible());
        window.close();
    }
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!window.findChild<QAction *>(QStringLiteral("playPuzzleAction"))->isChecked());
    QVERIFY(!window.findChild<QDockWidget *>(QStringLiteral("puzzleDock"))->isVisible());
    QSettings().clear();
}

// View > Compare Side by Side, on before a game, is on again when it ends, beside the same
// companion; so are the tool and the breakpoint marks the game put away.
void TestWindowGames::gameGivesBackTheComparison()
{
    MainWindow window;
    window.resize(1300, 850);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    QAction *compare = window.findChild<QAction *>(QStringLiteral("compareAction"));
    QVERIFY(compare && compare->isEnabled());
    compare->trigger();
    QVERIFY(window.comparePane()->isVisible());
    const QString companion = window.comparePane()->algorithm();
    QAction *breakpointTool = actionWithShortcut(window, QKeySequence(Qt::Key_B));
    QVERIFY(breakpointTool);
    breakpointTool->trigger();
    const int cell = freeCell(window.document().scenario());
    window.playback().toggleCellBreakpoint(cell);
    QCOMPARE(window.gridView()->breakpointCells(), QSet<int>{cell});

    for (const char *name : gameActions) {
        QAction *play = window.findChild<QAction *>(QString::fromLatin1(name));
        play->trigger();
        QVERIFY2(play->isChecked(), name);
        QVERIFY2(!window.comparePane()->isVisible(), name);
        // Marked on the game's board, the set-aside board's cell would be another cell.
        QVERIFY2(window.gridView()->breakpointCells().isEmpty(), name);
        play->trigger();
        QVERIFY2(!play->isChecked(), name);
        QVERIFY2(compare->isChecked(), name);
        QVERIFY2(window.comparePane()->isVisible(), name);
        QCOMPARE(window.comparePane()->algorithm(), companion);
        QVERIFY2(breakpointTool->isChecked(), name);
        QCOMPARE(window.gridView()->breakpointCells(), QSet<int>{cell});
    }
}

// Walls drawn before a game are still Edit > Undo's to take back after it, and what was edited
// during the game never enters the board's history.
void TestWindowGames::gameKeepsTheUndoHistory()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    QAction *undo = actionWithShortcut(window, QKeySequence(QKeySequence::Undo));
    QAction *clear = actionNamed(window, QStringLiteral("Clear the Board"));
    QVERIFY(undo && clear);
    const Grid opened = window.document().board();
    const int first = freeCell(window.document().scenario());
    window.document().paintCells({first}, Grid::Wall, window.document().newDragId());
    const Grid oneWall = window.document().board();
    window.document().paintCells({freeCell(window.document().scenario(), first + 1)}, Grid::Wall,
                                 window.document().newDragId());
    const Grid twoWalls = window.document().board();

    for (const char *name : gameActions) {
        QAction *play = window.findChild<QAction *>(QString::fromLatin1(name));
        play->trigger();
        QVERIFY2(play->isChecked(), name);
        // Undo during the game has none of the board's edits to apply to the game's board.
        QVERIFY2(!undo->isEnabled(), name);
        clear->trigger();
        play->trigger();
        QVERIFY2(!play->isChecked(), name);
        QVERIFY2(window.document().board() == twoWalls, name);
        QCOMPARE(window.document().undoStack()->count(), 2);
        QVERIFY2(undo->isEnabled(), name);
        undo->trigger();
        QVERIFY2(window.document().board() == oneWall, name);
        undo->trigger();
        QVERIFY2(window.document().board() == opened, name);
        QVERIFY2(!undo->isEnabled(), name);
        // Redone, for the next game.
        window.document().undoStack()->redo();
        window.document().undoStack()->redo();
        QVERIFY2(window.document().board() == twoWalls, name);
    }
}

// The Breakpoints panel names a cell breakpoint by its place on the board, during a game too,
// though the board on screen is then the game's.
void TestWindowGames::breakpointReadsTheSameDuringAGame()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    const Scenario &scenario = window.document().scenario();
    const CellPos place = scenario.board.pos(freeCell(scenario, scenario.board.width() * 3));
    window.playback().toggleCellBreakpoint(place.y * scenario.board.width() + place.x);
    auto *list = window.findChild<QTreeWidget *>(QStringLiteral("breakpointList"));
    QVERIFY(list);
    const QString expected = QStringLiteral("Cell (%1, %2) changes").arg(place.x).arg(place.y);
    QCOMPARE(list->topLevelItem(0)->text(0), expected);
    for (const char *name : gameActions) {
        QAction *play = window.findChild<QAction *>(QString::fromLatin1(name));
        play->trigger();
        QVERIFY2(play->isChecked(), name);
        QCOMPARE(list->topLevelItemCount(), 1);
        QCOMPARE(list->topLevelItem(0)->text(0), expected);
        play->trigger();
        QCOMPARE(list->topLevelItem(0)->text(0), expected);
    }
}

void TestWindowGames::solveFromHereKeepsTheBoardSetAside()
{
    MainWindow window;
    window.resize(1300, 850);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString file = m_dir.filePath(QStringLiteral("solve-aside.json"));
    QString error;
    QVERIFY2(saveScenario(smallScenario(), file, &error), qPrintable(error));
    QVERIFY(window.openFile(file));
    QVERIFY(waitForTrace(window));
    const Grid opened = window.document().board();
    window.document().paintCells({freeCell(window.document().scenario())}, Grid::Wall, window.document().newDragId());
    QVERIFY(waitForTrace(window));
    const Grid edited = window.document().board();
    const std::shared_ptr<const Trace> trace = window.trace();
    const int step = trace->stepCount() / 2;
    window.playback().seek(step);
    const int breakpointCell = freeCell(window.document().scenario(), 20);
    window.playback().toggleCellBreakpoint(breakpointCell);
    const auto title = [&] { return window.windowHandle()->title(); };
    QVERIFY2(title().startsWith(QStringLiteral("solve-aside.json*")), qPrintable(title()));

    // Side by side with a companion, which comes back with the board.
    QAction *compare = window.findChild<QAction *>(QStringLiteral("compareAction"));
    QVERIFY(compare && compare->isEnabled());
    compare->trigger();
    QVERIFY(compare->isChecked() && window.comparePane()->isVisible());
    QAction *puzzle = window.findChild<QAction *>(QStringLiteral("playPuzzleAction"));
    QAction *back = actionNamed(window, QStringLiteral("Back to the Board Before the Puzzle"));
    QAction *undo = actionWithShortcut(window, QKeySequence(QKeySequence::Undo));
    QVERIFY(puzzle && back && undo);
    QVERIFY(!back->isEnabled());
    const auto solve = [&] {
        puzzle->trigger();
        QVERIFY(puzzle->isChecked());
        QVERIFY(!back->isEnabled());
        auto *button = window.findChild<QPushButton *>(QStringLiteral("solveFromHere"));
        QVERIFY(button && button->isEnabled());
        button->click();
        QVERIFY(!puzzle->isChecked());
        QVERIFY(waitForTrace(window));
        QVERIFY(window.trace() != trace);
        QVERIFY(!window.document().scenario().tiles.empty());
    };
    const auto boardIsBack = [&] {
        QVERIFY(!back->isEnabled());
        QVERIFY(window.document().board() == edited);
        QCOMPARE(window.trace(), trace);
        QCOMPARE(window.playback().position(), step);
        QCOMPARE(window.gridView()->breakpointCells(), QSet<int>{breakpointCell});
        QVERIFY2(title().startsWith(QStringLiteral("solve-aside.json*")), qPrintable(title()));
        QVERIFY(compare->isChecked() && window.comparePane()->isVisible());
        // The edit made before the game is still Undo's to take back.
        QVERIFY(undo->isEnabled());
        undo->trigger();
        QVERIFY(window.document().board() == opened);
        QVERIFY2(!title().contains(u'*'), qPrintable(title()));
        window.document().undoStack()->redo();
        QVERIFY(window.document().board() == edited);
        QVERIFY(waitForTrace(window));
        window.playback().seek(step);
    };

    solve();
    // The title names the solution on screen, in no file, which Save would ask a name for, not
    // the file set aside; its "*" is the solution's, which has no unsaved bookmarks. The board
    // set aside, edited and not saved, brings its own back with it.
    QVERIFY2(title().startsWith(QStringLiteral("Puzzle Solved from Here – ")), qPrintable(title()));
    QVERIFY(back->isEnabled());
    back->trigger();
    boardIsBack();
    const std::shared_ptr<const Trace> redone = window.trace();

    // Solved, then another game played and left: the board before both comes back.
    solve();
    QAction *snake = window.findChild<QAction *>(QStringLiteral("playSnakeAction"));
    snake->trigger();
    QVERIFY(snake->isChecked());
    QVERIFY(!back->isEnabled());
    snake->trigger();
    QVERIFY(!snake->isChecked());
    QVERIFY(window.document().board() == edited);
    QCOMPARE(window.trace(), redone);
    QVERIFY(undo->isEnabled());

    // Solved, then a file opened: the board set aside gives way to it, after the question.
    solve();
    {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Discard);
        answers.file(file);
        actionWithShortcut(window, QKeySequence(QKeySequence::Open))->trigger();
        QVERIFY(answers.allGiven());
        QVERIFY2(answers.asked.value(0).contains(QStringLiteral("set aside")), qPrintable(answers.asked.value(0)));
    }
    QVERIFY(window.document().board() == opened);
    QVERIFY(!window.document().hasSetAside());
    QVERIFY(!back->isEnabled());
    QVERIFY(!undo->isEnabled());
}

// A game has no trace: the Breakpoints panel cannot be edited while it is on and says why, and
// the Inspector shows no open list the game does not keep; both are as they were after it.
void TestWindowGames::panelsOfTheTraceStepAsideForAGame()
{
    MainWindow window;
    window.resize(1300, 850);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    window.playback().toggleCellBreakpoint(freeCell(window.document().scenario()));
    auto *breakpoints = window.findChild<QDockWidget *>(QStringLiteral("breakpointsDock"));
    auto *list = window.findChild<QTreeWidget *>(QStringLiteral("breakpointList"));
    auto *note = window.findChild<QLabel *>(QStringLiteral("breakpointsGameNote"));
    auto *removeAll = window.findChild<QToolButton *>(QStringLiteral("removeAllBreakpoints"));
    auto *add = window.findChild<QToolButton *>(QStringLiteral("addStepKindBreakpoint"));
    auto *inspector = window.findChild<InspectorDock *>(QStringLiteral("inspectorDock"));
    QVERIFY(breakpoints && list && note && removeAll && add && inspector);
    auto *summary = inspector->findChild<QLabel *>(QStringLiteral("sequenceSummary"));
    QVERIFY(summary);
    QTabWidget *pages = inspector->pages();
    const auto traceShown = [&](const char *name) {
        QVERIFY2(list->isEnabled() && removeAll->isEnabled() && add->isEnabled(), name);
        QVERIFY2(!note->isVisibleTo(breakpoints), name);
        QVERIFY2(list->toolTip().isEmpty(), name);
        QVERIFY2(pages->isTabVisible(0), name);
        QCOMPARE(pages->tabText(0), QStringLiteral("Open list"));
        QCOMPARE(pages->currentIndex(), 0);
        QVERIFY2(!inspector->sequenceView()->isHidden(), name);
        QVERIFY2(!summary->text().contains(QStringLiteral("game")), qPrintable(summary->text()));
    };
    traceShown("before");

    for (const char *name : gameActions) {
        QAction *play = window.findChild<QAction *>(QString::fromLatin1(name));
        play->trigger();
        QVERIFY2(play->isChecked(), name);
        QVERIFY2(!list->isEnabled() && !removeAll->isEnabled() && !add->isEnabled(), name);
        QVERIFY2(note->isVisibleTo(breakpoints), name);
        QVERIFY2(note->text().contains(QStringLiteral("no trace")), qPrintable(note->text()));
        QCOMPARE(list->toolTip(), note->text());
        // Still listed, for the game's end.
        QCOMPARE(list->topLevelItemCount(), 1);
        QVERIFY2(!pages->isTabVisible(0), name);
        QCOMPARE(pages->currentIndex(), 1);
        QVERIFY2(summary->text().contains(QStringLiteral("game")), qPrintable(summary->text()));
        QVERIFY2(inspector->sequenceView()->isHidden(), name);
        play->trigger();
        QVERIFY2(!play->isChecked(), name);
        traceShown(name);
        QCOMPARE(list->topLevelItemCount(), 1);
    }
}

// Leaving a game by its shortcut writes the line leaving it by its menu does; going from one
// game straight to another writes none, as the board does not come back.
void TestWindowGames::leavingAGameWritesOneLogLine()
{
    MainWindow window;
    window.resize(1300, 850);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    const QStringList &shortcuts = {QStringLiteral("Ctrl+P"), QStringLiteral("Ctrl+Shift+P"), QStringLiteral("Ctrl+Shift+L"),
                                    QStringLiteral("Ctrl+Shift+U")};
    const QString back = QStringLiteral("The board from before the game is back.");
    const auto lastLine = [&] { return window.logDock()->entries().last(); };
    for (int game = 0; game < 4; ++game) {
        QAction *play = window.findChild<QAction *>(QString::fromLatin1(gameActions[game]));
        QCOMPARE(play->shortcut().toString(), shortcuts[game]);
        play->trigger(); // the menu
        QVERIFY(play->isChecked());
        QVERIFY(!lastLine().endsWith(back));
        play->trigger();
        QVERIFY(!play->isChecked());
        QVERIFY2(lastLine().endsWith(back), qPrintable(lastLine()));
        const qsizetype lines = window.logDock()->entries().size();

        QTest::keySequence(&window, play->shortcut());
        QVERIFY2(play->isChecked(), gameActions[game]);
        QVERIFY(!lastLine().endsWith(back));
        QTest::keySequence(&window, play->shortcut());
        QVERIFY2(!play->isChecked(), gameActions[game]);
        QVERIFY2(lastLine().endsWith(back), qPrintable(lastLine()));
        QCOMPARE(window.logDock()->entries().size(), lines + 2);
    }

    // Snake, then Lianliankan at once: the board waits for the second game's end.
    QAction *snake = window.findChild<QAction *>(QStringLiteral("playSnakeAction"));
    QAction *link = window.findChild<QAction *>(QStringLiteral("playLinkAction"));
    snake->trigger();
    const qsizetype lines = window.logDock()->entries().size();
    link->trigger();
    QVERIFY(link->isChecked() && !snake->isChecked());
    for (const QString &line : window.logDock()->entries().mid(lines))
        QVERIFY2(!line.endsWith(back), qPrintable(line));
    link->trigger();
    QVERIFY2(lastLine().endsWith(back), qPrintable(lastLine()));
}

// A snake's end is in the log as the other games' ends are: how it died, its length and its
// moves, as the panel shows them.
void TestWindowGames::snakeEndIsLogged()
{
    MainWindow window;
    window.resize(1300, 850);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    // View's single-letter toggles, found by their keys before the game takes the letters.
    QList<QAction *> viewToggles;
    for (QAction *action : window.findChildren<QAction *>()) {
        for (const int key : {Qt::Key_A, Qt::Key_L, Qt::Key_C}) {
            if (action->shortcut() == QKeySequence(key) && action->isCheckable())
                viewToggles << action;
        }
    }
    window.findChild<QAction *>(QStringLiteral("playSnakeAction"))->trigger();
    auto *game = window.findChild<SnakePlayController *>();
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("snakeDock"));
    QVERIFY(game && game->game() && dock);
    auto *length = dock->findChild<QLabel *>(QStringLiteral("length"));
    QVERIFY(length);
    game->setSpeed(SnakePlayController::minSpeed); // the test moves the snake itself
    const auto lastLine = [&] { return window.logDock()->entries().last(); };
    const auto lengthShown = [&] { return length->text().section(QLatin1Char(' '), -1); };

    // Straight on along the top row, into the wall at its end.
    int moves = 0;
    while (game->game()->state() == SnakeState::Playing && moves < 100) {
        game->tick();
        ++moves;
    }
    QCOMPARE(game->game()->state(), SnakeState::Dead);
    QVERIFY2(lastLine().contains(QStringLiteral("Snake ran into a wall: length %1 after %2 move").arg(lengthShown()).arg(moves)),
             qPrintable(lastLine()));
    // The dead snake's board keeps its letters: A, L and C toggle nothing in the View menu.
    QCOMPARE(viewToggles.size(), 3);
    QList<bool> before;
    for (QAction *action : std::as_const(viewToggles))
        before << action->isChecked();
    window.gridView()->setFocus();
    for (const int key : {Qt::Key_A, Qt::Key_L, Qt::Key_C}) {
        QTest::keyClick(window.gridView(), Qt::Key(key));
        for (int i = 0; i < viewToggles.size(); ++i)
            QCOMPARE(viewToggles[i]->isChecked(), before[i]);
    }

    // A meal makes it five long: down, left and up again, its head meets its own body.
    game->restart();
    const CellPos head = game->game()->pos(game->game()->head());
    QVERIFY(game->setFood({head.x + 1, head.y}));
    game->tick();
    QCOMPARE(game->game()->length(), 5);
    for (const Direction turn : {Direction::South, Direction::West, Direction::North}) {
        game->steer(turn);
        game->tick();
    }
    QCOMPARE(game->game()->state(), SnakeState::Dead);
    QVERIFY2(lastLine().contains(QStringLiteral("Snake ran into itself: length %1 after 4 move").arg(lengthShown())),
             qPrintable(lastLine()));
}

// The panel's counts are grouped as the window groups every count: a puzzle of a thousand
// moves shows "Moves: 1,000".
void TestWindowGames::gameCountsAreGrouped()
{
    MainWindow window;
    window.resize(1300, 850);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.findChild<QAction *>(QStringLiteral("playPuzzleAction"))->trigger();
    auto *puzzle = window.findChild<PuzzlePlayController *>();
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("puzzleDock"));
    QVERIFY(puzzle && puzzle->hasGame() && dock);
    auto *moves = dock->findChild<QLabel *>(QStringLiteral("moves"));
    QVERIFY(moves);
    // The blank back and forth: a thousand moves that never solve the puzzle.
    BlankMove there = BlankMove::Left;
    BlankMove back = BlankMove::Right;
    if (!puzzle->moveBlank(there)) {
        std::swap(there, back);
        QVERIFY(puzzle->moveBlank(there));
    }
    for (int move = 1; move < 1000; ++move)
        QVERIFY(puzzle->moveBlank(move % 2 ? back : there));
    QVERIFY(!puzzle->isSolved());
    QCOMPARE(puzzle->moves(), 1000);
    QCOMPARE(moves->text(), QStringLiteral("Moves: 1,000"));
}

// A size the user gives the window during a game is theirs: leaving the game keeps it.
void TestWindowGames::leavingKeepsTheUsersWindowSize()
{
    MainWindow window;
    window.resize(1152, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    QAction *snake = window.findChild<QAction *>(QStringLiteral("playSnakeAction"));
    snake->trigger();
    QTest::qWait(100);
    const QSize user(1270, 770);
    window.resize(user);
    QTRY_COMPARE(window.size(), user);
    snake->trigger();
    QVERIFY(!snake->isChecked());
    QTest::qWait(200);
    QCOMPARE(window.size(), user);
}

// Nothing runs while a game holds the board: Run Again, Compare Side by Side and the Algorithm
// panel are off, saying why, and come back when the game is left. Their keys do nothing either.
void TestWindowGames::runWaitsWhileAGameIsOn()
{
    MainWindow window;
    window.resize(1300, 850);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    QAction *run = actionWithShortcut(window, QKeySequence(Qt::CTRL | Qt::Key_R));
    QAction *compare = window.findChild<QAction *>(QStringLiteral("compareAction"));
    auto *panel = window.findChild<AlgorithmPanel *>();
    QVERIFY(run && compare && panel);
    QVERIFY(run->isEnabled() && compare->isEnabled() && panel->isEnabled());
    QVERIFY(!compare->isChecked());
    const QString why = QStringLiteral("Not during a game: leave the game to run an algorithm.");
    for (const char *name : gameActions) {
        QAction *play = window.findChild<QAction *>(QString::fromLatin1(name));
        play->trigger();
        QVERIFY2(play->isChecked(), name);
        QVERIFY2(!run->isEnabled() && !compare->isEnabled() && !panel->isEnabled(), name);
        QCOMPARE(run->toolTip(), why);
        QCOMPARE(compare->toolTip(), why);
        QCOMPARE(panel->runButton()->toolTip(), why);
        QCOMPARE(panel->newSeedButton()->toolTip(), why);
        QTest::keyClick(&window, Qt::Key_R, Qt::ControlModifier);
        QTest::keyClick(&window, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY2(!compare->isChecked(), name);
        QVERIFY2(!window.runner().isRunning(), name);
        play->trigger();
        QVERIFY2(!play->isChecked(), name);
        QVERIFY2(run->isEnabled() && compare->isEnabled() && panel->isEnabled(), name);
        QVERIFY2(run->toolTip() != why && panel->runButton()->toolTip() != why, name);
        QVERIFY2(!compare->isChecked() && !window.comparePane()->isVisible(), name);
        QVERIFY(waitForTrace(window));
    }
}

void TestWindowGames::gameFieldsHaveLettersOfTheirOwn_data()
{
    QTest::addColumn<QString>("play");
    QTest::addColumn<QString>("panel");
    QTest::addColumn<QStringList>("labels");
    QTest::newRow("snake") << QStringLiteral("playSnakeAction") << QStringLiteral("snakeDock") << QStringList{QStringLiteral("&Speed:")};
    QTest::newRow("duel") << QStringLiteral("playDuelAction") << QStringLiteral("duelDock") << QStringList{QStringLiteral("P&ace:")};
    QTest::newRow("link") << QStringLiteral("playLinkAction") << QStringLiteral("linkDock")
                          << QStringList{QStringLiteral("Ki&nds:"), QStringLiteral("&Seed:")};
    QTest::newRow("puzzle") << QStringLiteral("playPuzzleAction") << QStringLiteral("puzzleDock")
                            << QStringList{QStringLiteral("Go&al:"), QStringLiteral("&Seed:"), QStringLiteral("S&olver:")};
}

// With the Algorithm panel off during a game, its letters are the game's fields': Alt and the
// letter takes the keys to the field, and back to the board is a click away.
void TestWindowGames::gameFieldsHaveLettersOfTheirOwn()
{
    QFETCH(QString, play);
    QFETCH(QString, panel);
    QFETCH(QStringList, labels);
    MainWindow window;
    window.resize(1300, 850);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    window.findChild<QAction *>(play)->trigger();
    auto *dock = window.findChild<QDockWidget *>(panel);
    QVERIFY(dock && dock->isVisible());
    for (const QString &text : labels) {
        QLabel *label = nullptr;
        for (QLabel *candidate : dock->findChildren<QLabel *>()) {
            if (candidate->text() == text)
                label = candidate;
        }
        QVERIFY2(label && label->buddy(), qPrintable(text));
        window.gridView()->setFocus();
        QTRY_VERIFY(window.gridView()->hasFocus());
        const QKeyCombination key = QKeySequence::mnemonic(text)[0];
        QTest::keyClick(&window, key.key(), Qt::AltModifier);
        QVERIFY2(window.focusWidget() == label->buddy(),
                 qPrintable(QStringLiteral("Alt+%1 of \"%2\" focused %3")
                                .arg(QKeySequence(key.key()).toString(), text,
                                     window.focusWidget() ? QString::fromLatin1(window.focusWidget()->metaObject()->className())
                                                          : QStringLiteral("nothing"))));
    }
}

// The Algorithm panel and the pseudo-code show the AI that steers the snake, and the log says
// who took over.
void TestWindowGames::panelsFollowTheSnakesDriver()
{
    MainWindow window;
    window.resize(1300, 850);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    window.findChild<QAction *>(QStringLiteral("playSnakeAction"))->trigger();
    auto *snake = window.findChild<SnakePlayController *>();
    auto *panel = window.findChild<AlgorithmPanel *>();
    auto *driver = window.findChild<QComboBox *>(QStringLiteral("driver"));
    QVERIFY(snake && panel && driver);
    const int lines = int(window.logDock()->entries().size());
    const int index = driver->findData(QStringLiteral("seed-000"));
    QVERIFY(index > 0);
    driver->setCurrentIndex(index);
    emit driver->activated(index);
    QCOMPARE(snake->driver(), QStringLiteral("seed-000"));
    const AlgorithmInfo *info = Catalogue::find(QStringLiteral("snake-seed-000"));
    QVERIFY(info);
    QCOMPARE(panel->algorithmBox()->currentText(), Catalogue::text(info->name));
    QCOMPARE(window.document().scenario().algorithm, QStringLiteral("snake-seed-000"));
    QCOMPARE(window.pseudoCodeDock()->algorithm(), info);
    QCOMPARE(window.logDock()->entries().size(), lines + 1);
    QVERIFY2(window.logDock()->entries().last().contains(Catalogue::text(info->name)), qPrintable(window.logDock()->entries().last()));
    // Back to the person: the log says so.
    driver->setCurrentIndex(0);
    emit driver->activated(0);
    QVERIFY(!snake->aiDriving());
    QCOMPARE(window.logDock()->entries().size(), lines + 2);
    QVERIFY2(window.logDock()->entries().last().contains(QStringLiteral("You")), qPrintable(window.logDock()->entries().last()));
    QVERIFY(!window.runner().isRunning());
}

// Once the snake has died, nothing steers it: a driver picked then is for the next game, and the
// log says so rather than that it steers now.
void TestWindowGames::aDeadSnakeIsSteeredByNoOne()
{
    MainWindow window;
    window.resize(1300, 850);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction *>(QStringLiteral("playSnakeAction"))->trigger();
    auto *snake = window.findChild<SnakePlayController *>();
    auto *driver = window.findChild<QComboBox *>(QStringLiteral("driver"));
    QVERIFY(snake && snake->game() && driver);
    snake->pause();
    // Straight on, the snake runs into the ring of walls.
    for (int move = 0; move < 40 && snake->game()->state() == SnakeState::Playing; ++move) {
        snake->resume();
        snake->tick();
        snake->pause();
    }
    QCOMPARE(snake->game()->state(), SnakeState::Dead);
    const int lines = int(window.logDock()->entries().size());
    const int index = driver->findData(QStringLiteral("greedy"));
    QVERIFY(index > 0);
    driver->setCurrentIndex(index);
    emit driver->activated(index);
    QVERIFY(snake->aiDriving());
    QCOMPARE(window.logDock()->entries().size(), lines + 1);
    const QString picked = window.logDock()->entries().last();
    QVERIFY2(!picked.contains(QStringLiteral("steers")) && !picked.contains(QStringLiteral("now")), qPrintable(picked));
    QVERIFY2(picked.contains(QStringLiteral("next game")), qPrintable(picked));
    driver->setCurrentIndex(0);
    emit driver->activated(0);
    const QString you = window.logDock()->entries().last();
    QVERIFY2(!you.contains(QStringLiteral("now")) && you.contains(QStringLiteral("next game")), qPrintable(you));

    // In the next game the AI picked steers at once.
    driver->setCurrentIndex(index);
    emit driver->activated(index);
    auto *newGame = window.findChild<QDockWidget *>(QStringLiteral("snakeDock"))->findChild<QPushButton *>(QStringLiteral("newGame"));
    QVERIFY(newGame);
    newGame->click();
    QCOMPARE(snake->game()->state(), SnakeState::Playing);
    QVERIFY(snake->aiDriving());
    driver->setCurrentIndex(0);
    emit driver->activated(0);
    QVERIFY2(window.logDock()->entries().last().contains(QStringLiteral("You steer the snake now")),
             qPrintable(window.logDock()->entries().last()));
}

// A dead snake's head stays where it was when it ran into the wall: a red cross on it shows
// where the game ended, and the Legend says what the cross means. A new game takes it away.
void TestWindowGames::aCrashedSnakeIsMarkedWhereItStands()
{
    MainWindow window;
    window.resize(1300, 850);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction *>(QStringLiteral("playSnakeAction"))->trigger();
    auto *snake = window.findChild<SnakePlayController *>();
    QVERIFY(snake && snake->game());
    GridView *view = window.gridView();
    const QColor cross = SnakePainter(view->themePalette()).crashColour();
    const auto crossPixelsOnTheHead = [&] {
        QCoreApplication::processEvents();
        const QImage image = view->grab().toImage();
        const qreal ratio = image.devicePixelRatio();
        const QRectF cell = view->cellRect(snake->game()->pos(snake->game()->head()));
        const QRect pixels = QRectF(cell.topLeft() * ratio, cell.size() * ratio).toAlignedRect() & image.rect();
        int count = 0;
        for (int y = pixels.top(); y <= pixels.bottom(); ++y) {
            for (int x = pixels.left(); x <= pixels.right(); ++x)
                count += image.pixelColor(x, y) == cross;
        }
        return count;
    };
    QCOMPARE(crossPixelsOnTheHead(), 0);
    for (int move = 0; move < 40 && snake->game()->state() == SnakeState::Playing; ++move)
        snake->tick();
    QCOMPARE(snake->game()->state(), SnakeState::Dead);
    QVERIFY2(crossPixelsOnTheHead() > 10, qPrintable(QString::number(crossPixelsOnTheHead())));

    auto *legend = window.findChild<LegendDock *>();
    QVERIFY(legend);
    QTreeWidgetItem *row = nullptr;
    for (int i = 0; i < legend->view()->topLevelItemCount(); ++i) {
        if (legend->view()->topLevelItem(i)->data(0, LegendDock::idRole).toString() == LegendRows::crashId())
            row = legend->view()->topLevelItem(i);
    }
    QVERIFY(row);
    QCOMPARE(row->data(0, LegendDock::colourRole).value<QColor>(), cross);
    QVERIFY2(row->text(1).contains(QStringLiteral("ran into")), qPrintable(row->text(1)));

    snake->restart();
    QCOMPARE(crossPixelsOnTheHead(), 0);
    // Out of the game, a snake's trace shows no crash row.
    window.findChild<QAction *>(QStringLiteral("playSnakeAction"))->trigger();
    for (int i = 0; i < legend->view()->topLevelItemCount(); ++i)
        QVERIFY(legend->view()->topLevelItem(i)->data(0, LegendDock::idRole).toString() != LegendRows::crashId());
}

// A traced snake AI that runs into a wall keeps its head where it was, as a live snake does: at
// the step that says it dies and after, a red cross is on the board, the Legend says what it
// means, and an export of those steps draws it too; one step before, there is none.
void TestWindowGames::aTracedSnakeIsMarkedWhereItCrashes()
{
    // A corridor five cells long: the greedy AI runs to its end and into the wall.
    Scenario scenario;
    scenario.board = SnakeRules::walledArea(5, 1, 2, false).board;
    scenario.algorithm = QStringLiteral("snake-greedy");
    scenario.start = CellPos{2, 1};
    scenario.seed = 1;
    scenario.parameters = {{QStringLiteral("start-length"), 2}};
    const QString file = m_dir.filePath(QStringLiteral("snake-dies.json"));
    QString error;
    QVERIFY2(saveScenario(scenario, file, &error), qPrintable(error));
    MainWindow window;
    window.resize(1300, 850);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(file));
    QVERIFY(waitForTrace(window));
    const std::shared_ptr<const Trace> trace = window.trace();
    const qsizetype died = trace->tables.stepKinds.indexOf(QStringLiteral("died"));
    QVERIFY(died >= 0);
    QVERIFY(trace->stepCount() > 2);
    QCOMPARE(int(trace->steps.back().kind), int(died));
    // The step that says it dies: the first of the died steps that end the trace.
    int dies = trace->stepCount() - 1;
    while (dies > 0 && trace->steps[std::size_t(dies) - 1].kind == died)
        --dies;

    GridView *view = window.gridView();
    const QColor cross = SnakePainter(view->themePalette()).crashColour();
    const auto crossPixels = [&cross](const QImage &image) {
        int count = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x)
                count += image.pixelColor(x, y) == cross;
        }
        return count;
    };
    const auto crossShownAt = [&](int position) {
        window.playback().seek(position);
        QCoreApplication::processEvents();
        return crossPixels(view->grab().toImage());
    };
    QCOMPARE(crossShownAt(dies), 0);
    QVERIFY2(crossShownAt(dies + 1) > 10, qPrintable(QString::number(crossShownAt(dies + 1))));
    QVERIFY2(crossShownAt(trace->stepCount()) > 10, qPrintable(QString::number(crossShownAt(trace->stepCount()))));
    // The cross is on the cell the status says the snake dies at, the one it ran into, not on
    // the head that stays beside it.
    Cursor cursor(*trace);
    cursor.seek(dies + 1);
    const QString status = displayStatus(trace->tables.strings.value(cursor.scene().status()));
    static const QRegularExpression diesAt(QStringLiteral("dies at \\((\\d+),(\\d+)\\)"));
    const QRegularExpressionMatch named = diesAt.match(status);
    QVERIFY2(named.hasMatch(), qPrintable(status));
    const CellPos ranInto{named.captured(1).toInt(), named.captured(2).toInt()};
    const CellPos head = trace->header.board.pos(int(cursor.scene().sequence(0).front()));
    QVERIFY(ranInto != head);
    const auto crossPixelsIn = [&](const QImage &image, const QRectF &cell) {
        const qreal ratio = image.devicePixelRatio();
        return crossPixels(image.copy(QRectF(cell.topLeft() * ratio, cell.size() * ratio).toAlignedRect()));
    };
    for (const int position : {dies + 1, trace->stepCount()}) {
        window.playback().seek(position);
        QCoreApplication::processEvents();
        const QImage image = view->grab().toImage();
        QVERIFY2(crossPixelsIn(image, view->cellRect(ranInto)) > 10, qPrintable(status));
        QCOMPARE(crossPixelsIn(image, view->cellRect(head)), 0);
    }
    auto *legend = window.findChild<LegendDock *>();
    QVERIFY(legend);
    bool crashRow = false;
    for (int i = 0; i < legend->view()->topLevelItemCount(); ++i)
        crashRow |= legend->view()->topLevelItem(i)->data(0, LegendDock::idRole).toString() == LegendRows::crashId();
    QVERIFY(crashRow);

    FrameLook look;
    look.palette = view->themePalette();
    look.cellSize = 24;
    TraceFrames frames(trace, look);
    frames.seek(dies);
    QCOMPARE(crossPixels(frames.image()), 0);
    frames.seek(trace->stepCount());
    QVERIFY2(crossPixels(frames.image()) > 10, qPrintable(QString::number(crossPixels(frames.image()))));
    // The export draws it on the same cell: the frame's cells are 24 pixels square.
    const auto exportedIn = [&](CellPos cell) {
        return crossPixels(frames.image().copy(cell.x * 24, cell.y * 24, 24, 24));
    };
    QVERIFY(exportedIn(ranInto) > 10);
    QCOMPARE(exportedIn(head), 0);
}

// Left for another game and come back to, an unfinished snake game is where it was, paused
// and saying so, as Lianliankan and the puzzle resume; a finished one makes way for a new one.
void TestWindowGames::snakeGameResumes()
{
    MainWindow window;
    window.resize(1300, 850);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction *snake = window.findChild<QAction *>(QStringLiteral("playSnakeAction"));
    QAction *puzzle = window.findChild<QAction *>(QStringLiteral("playPuzzleAction"));
    snake->trigger();
    auto *game = window.findChild<SnakePlayController *>();
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("snakeDock"));
    QVERIFY(game && game->game() && dock);
    game->setSpeed(SnakePlayController::minSpeed); // the test moves the snake itself
    game->steer(Direction::South);
    for (int i = 0; i < 3; ++i)
        game->tick();
    QCOMPARE(game->game()->state(), SnakeState::Playing);
    const std::deque<int> body = game->game()->body();
    const quint64 seed = game->seed();

    puzzle->trigger();
    QVERIFY(puzzle->isChecked() && !snake->isChecked());
    QTest::keySequence(&window, snake->shortcut());
    QVERIFY(snake->isChecked());
    QCOMPARE(game->seed(), seed);
    QCOMPARE(game->game()->steps(), 3);
    QCOMPARE(game->game()->body(), body);
    QVERIFY(game->isPaused());
    QCOMPARE(window.gridView()->scene(), &game->scene());
    QCOMPARE(dock->findChild<QLabel *>(QStringLiteral("state"))->text(), SnakePlayPanel::tr("Paused"));
    const QString last = window.logDock()->entries().last();
    QVERIFY2(last.contains(QStringLiteral("paused")), qPrintable(last));

    // Finished, it deals a new game on the way back.
    game->resume();
    for (int i = 0; i < 100 && game->game()->state() == SnakeState::Playing; ++i)
        game->tick();
    QCOMPARE(game->game()->state(), SnakeState::Dead);
    puzzle->trigger();
    snake->trigger();
    QCOMPARE(game->game()->state(), SnakeState::Playing);
    QCOMPARE(game->game()->steps(), 0);
    QVERIFY(!game->isPaused());
    QVERIFY(!window.logDock()->entries().last().contains(QStringLiteral("paused")));
}

// Lianliankan, the puzzle and the duel, left unfinished for the snake and come back to, are the
// game left, paused, their clocks standing until the player goes on, and the log says so rather
// than greeting a new game.
void TestWindowGames::unfinishedGamesComeBackPaused()
{
    MainWindow window;
    window.resize(1300, 850);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction *snake = window.findChild<QAction *>(QStringLiteral("playSnakeAction"));
    QAction *link = window.findChild<QAction *>(QStringLiteral("playLinkAction"));
    QAction *puzzle = window.findChild<QAction *>(QStringLiteral("playPuzzleAction"));
    QAction *duel = window.findChild<QAction *>(QStringLiteral("playDuelAction"));
    auto *linkGame = window.findChild<LinkPlayController *>();
    auto *puzzleGame = window.findChild<PuzzlePlayController *>();
    auto *duelGame = window.findChild<DuelPlayController *>();
    QVERIFY(snake && link && puzzle && duel && linkGame && puzzleGame && duelGame);
    const auto lastLine = [&] { return window.logDock()->entries().constLast(); };
    const auto saysBackPaused = [&] {
        const QString last = lastLine();
        QVERIFY2(last.contains(QStringLiteral("unfinished")) && last.contains(QStringLiteral("paused")), qPrintable(last));
    };

    // Lianliankan: its clock runs once the tiles show.
    link->trigger();
    QTRY_VERIFY(linkGame->elapsedMs() >= 200);
    const quint64 linkSeed = linkGame->seed();
    snake->trigger();
    QTest::keySequence(&window, link->shortcut());
    QVERIFY(link->isChecked());
    QCOMPARE(linkGame->seed(), linkSeed);
    QVERIFY(linkGame->isPaused());
    saysBackPaused();
    const qint64 linkStood = linkGame->elapsedMs();
    QTest::qWait(300);
    QCOMPARE(linkGame->elapsedMs(), linkStood);
    // P goes on.
    QTest::keyClick(window.gridView(), Qt::Key_P);
    QVERIFY(!linkGame->isPaused());
    QTRY_VERIFY(linkGame->elapsedMs() > linkStood);

    // The puzzle: its clock runs from the first move.
    puzzle->trigger();
    for (const Qt::Key key : {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down}) {
        if (!puzzleGame->isClockRunning())
            QTest::keyClick(window.gridView(), key);
    }
    QVERIFY(puzzleGame->isClockRunning());
    const int moves = puzzleGame->moves();
    snake->trigger();
    QTest::keySequence(&window, puzzle->shortcut());
    QVERIFY(puzzle->isChecked());
    QCOMPARE(puzzleGame->moves(), moves);
    QVERIFY(!puzzleGame->isClockRunning());
    QCOMPARE(puzzleGame->statusText(), PuzzlePlayController::tr("Paused: the clock goes on with your next move"));
    saysBackPaused();
    // The board coming back in sight (a window restored) leaves it standing.
    QShowEvent shown;
    QCoreApplication::sendEvent(window.gridView(), &shown);
    QVERIFY(!puzzleGame->isClockRunning());
    const qint64 puzzleStood = puzzleGame->elapsedMs();
    QTest::qWait(300);
    QCOMPARE(puzzleGame->elapsedMs(), puzzleStood);
    for (const Qt::Key key : {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down}) {
        if (!puzzleGame->isClockRunning())
            QTest::keyClick(window.gridView(), key);
    }
    QVERIFY(puzzleGame->isClockRunning());

    // The duel, two people turn by turn, one round played.
    duel->trigger();
    QVERIFY(duelGame->setPlayer(DuelSide::A, DuelPlayController::humanId));
    QVERIFY(duelGame->setPlayer(DuelSide::B, DuelPlayController::humanId));
    duelGame->setPace(0);
    quint64 seed = 0;
    while (!DuelGame(DuelMap::generate(seed)).isOpenNextRound(DuelMap::neighbour(DuelMap::startA, 0))
           || !DuelGame(DuelMap::generate(seed)).isOpenNextRound(DuelMap::neighbour(DuelMap::startB, 2)))
        ++seed;
    duelGame->newGame(seed);
    duelGame->choose(DuelSide::A, 0);
    duelGame->choose(DuelSide::B, 2);
    QTRY_COMPARE(duelGame->game()->round(), 1);
    snake->trigger();
    QTest::keySequence(&window, duel->shortcut());
    QVERIFY(duel->isChecked());
    QCOMPARE(duelGame->seed(), seed);
    QCOMPARE(duelGame->game()->round(), 1);
    QCOMPARE(window.document().board(), DuelMap::generate(seed).board());
    QVERIFY(duelGame->isPaused());
    saysBackPaused();
    QTest::keyClick(window.gridView(), Qt::Key_P);
    QVERIFY(!duelGame->isPaused());
}

QTEST_MAIN(TestWindowGames)
#include "tst_windowgames.moc"
