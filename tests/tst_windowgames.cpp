// Games in the window: a game takes the board, and leaving it gives back the board, its trace,
// its comparison, its breakpoints and its edit history.

#include "mainwindowtesting.h"

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
    // The title still speaks of the board set aside, edited and not saved.
    QVERIFY2(title().startsWith(QStringLiteral("solve-aside.json*")), qPrintable(title()));
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

QTEST_MAIN(TestWindowGames)
#include "tst_windowgames.moc"
