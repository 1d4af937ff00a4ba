// Lianliankan in the window as a user meets it: a board file of numbers opens with its tiles
// drawn, the first pair of one kind chosen to link and the fewest-turn link traced; a
// malformed board says where and changes nothing.

#include "gridview.h"
#include "inspectordock.h"
#include "linkcomparisondialog.h"
#include "linkplaycontroller.h"
#include "logdock.h"
#include "mainwindow.h"
#include "mainwindowtesting.h"
#include "tilepainter.h"

#include "link/linkboard.h"
#include "trace/cursor.h"

#include <QAction>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QPointer>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <QUndoStack>

#include <functional>

using namespace gridtrace;

namespace {

bool waitForTrace(MainWindow &window, const std::shared_ptr<const Trace> &before = {})
{
    return QTest::qWaitFor([&] { return window.trace() && window.trace() != before && !window.runner().isRunning(); }, 20000);
}

bool writeFile(const QString &fileName, const QByteArray &content)
{
    QSaveFile file(fileName);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size() && file.commit();
}

void closeMessageBoxes(QWidget &window)
{
    for (QMessageBox *box : window.findChildren<QMessageBox *>())
        box->close();
}

// The first and last tiles are a pair that links only round the board.
const QByteArray board = "1 2 3 4 . 5 6 1\n"
                         "7 . 8 # 9 . 2 3\n"
                         "4 5 . 10 . 11 12 6\n"
                         "7 8 9 . # 10 . 11\n"
                         "12 . 13 14 15 . 16 13\n"
                         "14 . 15 16 . . . .\n";

} // namespace

class TestLinkWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void boardFileOpensAndLinks();
    void malformedBoardChangesNothing();
    void playModeLinksClickedTiles();
    void clockStopsWhileTheTilesAreOutOfSight();
    void clockStartsAtZeroWhenTheTilesShow();
    void statusAfterAPauseSaysWhatIsTrueNow();
    void comparisonStopsTheClock();
    void comingBackAfterClearingDealsANewBoard();
    void pairSideBySideKeepsTheBoardSetAside();
    void comparisonNamesTheCellsOnScreen();
    void comparisonSaysWhenTheSearchesAgree();
    void failedRunKeepsThePanelsWhole();

private:
    QTemporaryDir m_dir;
};

void TestLinkWindow::boardFileOpensAndLinks()
{
    const QString fileName = m_dir.filePath(QStringLiteral("ring.txt"));
    QVERIFY(writeFile(fileName, board));
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openFile(fileName), qPrintable(window.lastError()));
    QVERIFY(waitForTrace(window));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("link-min-turn"));
    // The board is the tiles inside their ring, the endpoints the first pair: the two 1s.
    const Scenario &scenario = window.document().scenario();
    QCOMPARE(scenario.board.width(), 10);
    QCOMPARE(scenario.board.height(), 8);
    QCOMPARE(scenario.start, std::optional<CellPos>(LinkBoard::fromTile({0, 0})));
    QCOMPARE(scenario.goal, std::optional<CellPos>(LinkBoard::fromTile({7, 0})));

    // The link goes round the top, through the ring, with two turns.
    Cursor cursor(*window.trace());
    cursor.toEnd();
    const auto &path = cursor.scene().sequence(0);
    QCOMPARE(path.size(), std::size_t(10));
    for (const std::uint32_t cell : path)
        QVERIFY(scenario.board.pos(int(cell)).y <= 1);

    // Tiles are drawn in their kinds' colours; the inspector has no open list for a link.
    window.playback().toEnd();
    QCoreApplication::processEvents();
    GridView *view = window.gridView();
    const QImage image = view->grab().toImage();
    const TilePainter tiles(view->themePalette());
    const QRectF three = view->cellRect(LinkBoard::fromTile({2, 0}));
    const QPoint onFace = QPointF(three.left() + three.width() * 0.2, three.top() + three.height() * 0.2).toPoint();
    QCOMPARE(image.pixelColor(onFace * image.devicePixelRatio()).rgb(), tiles.faceColour(3).rgb());
    auto *pages = window.findChild<InspectorDock *>()->findChild<QTabWidget *>();
    QVERIFY(!pages->isTabVisible(0));
}

void TestLinkWindow::malformedBoardChangesNothing()
{
    MainWindow window;
    window.show();
    window.openExample();
    QVERIFY(waitForTrace(window));
    const std::shared_ptr<const Trace> before = window.trace();
    const Grid grid = window.document().board();
    // A kind three times: tiles come in pairs.
    const QString fileName = m_dir.filePath(QStringLiteral("odd.txt"));
    QVERIFY(writeFile(fileName, "1 2 1 .\n2 . . .\n. . . .\n1 . . .\n"));
    QTimer::singleShot(0, &window, [&window] { closeMessageBoxes(window); });
    QVERIFY(!window.openFile(fileName));
    closeMessageBoxes(window);
    QVERIFY2(window.lastError().contains(QStringLiteral("odd.txt")), qPrintable(window.lastError()));
    QCOMPARE(window.trace(), before);
    QCOMPARE(window.document().board(), grid);
}

void TestLinkWindow::playModeLinksClickedTiles()
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *play = window.findChild<QAction *>(QStringLiteral("playLinkAction"));
    QVERIFY(play);
    play->trigger();
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("linkDock"));
    QVERIFY(dock && dock->isVisible());
    auto *controller = window.findChild<LinkPlayController *>();
    QVERIFY(controller && controller->hasGame());
    // The board under the tiles is the game's ring board.
    Scenario expected;
    controller->board().toScenario(expected);
    QCOMPARE(window.document().board(), expected.board);

    // Clicking a pair the hint shows, on the view as a player does, takes it away.
    QVERIFY(controller->hint());
    const LinkPair pair = *controller->hintedPair();
    const int before = controller->pairsLeft();
    GridView *view = window.gridView();
    for (const int cell : {pair.first, pair.second})
        QTest::mouseClick(view, Qt::LeftButton, {}, view->cellRect(controller->board().pos(cell)).center().toPoint());
    QCOMPARE(controller->pairsLeft(), before - 1);
    QVERIFY(controller->board().isEmpty(pair.first) && controller->board().isEmpty(pair.second));

    // Leaving play mode hides the panel and gives the view back to the trace.
    play->trigger();
    QVERIFY(!dock->isVisible());
}

// A minimised window hides the tiles: the game pauses there, and its clock with it; back in
// sight it goes on by itself, as the sliding puzzle's clock does. A game the player paused
// before stays paused.
void TestLinkWindow::clockStopsWhileTheTilesAreOutOfSight()
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction *>(QStringLiteral("playLinkAction"))->trigger();
    auto *controller = window.findChild<LinkPlayController *>();
    QVERIFY(controller && controller->hasGame() && !controller->isPaused());
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("linkDock"));
    auto *time = dock->findChild<QLabel *>(QStringLiteral("time"));
    QVERIFY(time);
    auto *pause = dock->findChild<QPushButton *>(QStringLiteral("pause"));
    QVERIFY(pause);

    window.showMinimized();
    QTRY_VERIFY(controller->isPaused());
    const qint64 hiddenAt = controller->elapsedMs();
    const QString shown = time->text();
    QTest::qWait(1500);
    QCOMPARE(controller->elapsedMs(), hiddenAt);
    QCOMPARE(time->text(), shown);

    // Back in sight, the clock goes on from where it stopped, with no Resume pressed.
    window.showNormal();
    QTRY_VERIFY(!controller->isPaused());
    QCOMPARE(pause->text(), QStringLiteral("P&ause"));
    QTRY_VERIFY(controller->elapsedMs() > hiddenAt);

    // Paused by the player, it stays paused through a minimise and back.
    pause->click();
    QVERIFY(controller->isPaused());
    const qint64 pausedAt = controller->elapsedMs();
    window.showMinimized();
    QTest::qWait(300);
    window.showNormal();
    QTest::qWait(500);
    QVERIFY(controller->isPaused());
    QCOMPARE(pause->text(), QStringLiteral("Resu&me"));
    QCOMPARE(controller->elapsedMs(), pausedAt);
}

// A game's clock shows 0:00 when its tiles first show, however long the board took to appear
// (a busy machine, a board of many tiles): the time before counts nothing.
void TestLinkWindow::clockStartsAtZeroWhenTheTilesShow()
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("linkDock"));
    auto *time = dock->findChild<QLabel *>(QStringLiteral("time"));
    auto *controller = window.findChild<LinkPlayController *>();
    QVERIFY(time && controller);
    const auto startsAtZero = [&](const std::function<void()> &start) {
        start();
        // The window busy for over a second before it can show the board.
        QThread::msleep(1200);
        QCoreApplication::processEvents();
        QTest::qWait(300);
        QVERIFY2(time->text() == QStringLiteral("Time: 0:00"), qPrintable(time->text()));
        QVERIFY(controller->elapsedMs() < 1000);
        // From there it runs.
        QTRY_VERIFY(controller->elapsedMs() > 300);
    };
    startsAtZero([&] { window.findChild<QAction *>(QStringLiteral("playLinkAction"))->trigger(); });
    startsAtZero([&] { dock->findChild<QPushButton *>(QStringLiteral("newGame"))->click(); });
}

// Back from a pause (P, or the window minimised and restored), the panel says what the board
// is waiting for, not what was done before the pause.
void TestLinkWindow::statusAfterAPauseSaysWhatIsTrueNow()
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.findChild<QAction *>(QStringLiteral("playLinkAction"))->trigger();
    auto *controller = window.findChild<LinkPlayController *>();
    QVERIFY(controller && controller->hasGame());
    auto *state = window.findChild<QDockWidget *>(QStringLiteral("linkDock"))->findChild<QLabel *>(QStringLiteral("state"));
    QVERIFY(state);
    const QString waiting = QStringLiteral("Click a tile, then another of its kind to link them");
    QCOMPARE(state->text(), waiting);

    GridView *view = window.gridView();
    const auto click = [&](int cell) {
        QTest::mouseClick(view, Qt::LeftButton, {}, view->cellRect(controller->board().pos(cell)).center().toPoint());
    };
    QVERIFY(controller->hint());
    const LinkPair pair = *controller->hintedPair();
    click(pair.first);
    click(pair.second);
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(state->text(), QStringLiteral("Undone"));

    QTest::keyClick(view, Qt::Key_P);
    QVERIFY(controller->isPaused());
    QTest::keyClick(view, Qt::Key_P);
    QVERIFY(!controller->isPaused());
    QCOMPARE(state->text(), waiting);

    click(pair.first);
    click(pair.second);
    QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(state->text(), QStringLiteral("Undone"));
    window.showMinimized();
    QTRY_VERIFY(controller->isPaused());
    window.showNormal();
    QTRY_VERIFY(!controller->isPaused());
    QCOMPARE(state->text(), waiting);

    // A tile picked before the pause is still picked after it, and the panel says so.
    click(pair.first);
    const QString picked = state->text();
    QVERIFY2(picked.startsWith(QStringLiteral("Now click another tile of kind")), qPrintable(picked));
    QTest::keyClick(view, Qt::Key_P);
    QTest::keyClick(view, Qt::Key_P);
    QCOMPARE(state->text(), picked);
}

// Compare the Two Searches on This Board opens over the game without blocking the window; while
// it is open the tiles wait, and their clock with them, as for a question.
void TestLinkWindow::comparisonStopsTheClock()
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction *>(QStringLiteral("playLinkAction"))->trigger();
    auto *controller = window.findChild<LinkPlayController *>();
    QVERIFY(controller && controller->hasGame() && !controller->isPaused());
    auto *time = window.findChild<QDockWidget *>(QStringLiteral("linkDock"))->findChild<QLabel *>(QStringLiteral("time"));
    QVERIFY(time);
    QTRY_VERIFY(controller->elapsedMs() > 0);

    window.findChild<QAction *>(QStringLiteral("compareLinkAction"))->trigger();
    QPointer<LinkComparisonDialog> dialog = window.findChild<LinkComparisonDialog *>();
    QVERIFY(dialog && dialog->isVisible());
    const qint64 openedAt = controller->elapsedMs();
    const QString shown = time->text();
    QTest::qWait(1200);
    QCOMPARE(controller->elapsedMs(), openedAt);
    QCOMPARE(time->text(), shown);

    // Closed, the game goes on from where it stopped, with no Resume pressed.
    dialog->close();
    QTRY_VERIFY(!dialog);
    QVERIFY(!controller->isPaused());
    QTRY_VERIFY(controller->elapsedMs() > openedAt);

    // A game the player paused stays paused after the comparison.
    controller->pause();
    window.findChild<QAction *>(QStringLiteral("compareLinkAction"))->trigger();
    dialog = window.findChild<LinkComparisonDialog *>();
    QVERIFY(dialog);
    dialog->close();
    QTRY_VERIFY(!dialog);
    QVERIFY(controller->isPaused());
}

// A cleared board is a game over: Lianliankan > Play Lianliankan again deals a new board, as
// Play Snake does, rather than show the empty board with the last game's score and time.
void TestLinkWindow::comingBackAfterClearingDealsANewBoard()
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *play = window.findChild<QAction *>(QStringLiteral("playLinkAction"));
    play->trigger();
    auto *controller = window.findChild<LinkPlayController *>();
    QVERIFY(controller && controller->newGame(6, 4, 3, 11));
    while (!controller->isWon()) {
        QVERIFY(controller->hint());
        const LinkPair pair = *controller->hintedPair();
        QVERIFY(controller->clickCell(controller->board().pos(pair.first)));
        QVERIFY(controller->clickCell(controller->board().pos(pair.second)));
    }
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("linkDock"));
    auto *state = dock->findChild<QLabel *>(QStringLiteral("state"));
    auto *score = dock->findChild<QLabel *>(QStringLiteral("score"));
    QVERIFY(state && score);
    QVERIFY2(state->text().startsWith(QStringLiteral("Cleared")), qPrintable(state->text()));
    QVERIFY(score->text() != QStringLiteral("Score: 0"));

    play->trigger();
    QVERIFY(!dock->isVisible());
    play->trigger();
    QVERIFY(dock->isVisible());
    QVERIFY(!controller->isWon());
    QVERIFY(controller->pairsLeft() > 0);
    QVERIFY2(!state->text().startsWith(QStringLiteral("Cleared")), qPrintable(state->text()));
    QCOMPARE(score->text(), QStringLiteral("Score: 0"));
    // The size played, on the board the window shows, its clock running.
    QCOMPARE(controller->board().width(), 6);
    QCOMPARE(controller->board().height(), 4);
    QCOMPARE(window.document().board().width(), controller->board().ringWidth());
    QVERIFY(!controller->isPaused());
    QTRY_VERIFY(controller->elapsedMs() > 0);
}

// A pair from the comparison of a game's board shows side by side in the board's stead; the
// board edited before the game waits with its walls, trace, step, breakpoints and undo history
// until Lianliankan > Back to the Board Before Lianliankan, in a game or after it.
void TestLinkWindow::pairSideBySideKeepsTheBoardSetAside()
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    const Grid opened = window.document().board();
    const auto freeCell = [&](int from) { return windowtesting::freeCell(window.document().scenario(), from); };
    window.document().paintCells({freeCell(0)}, Grid::Wall, window.document().newDragId());
    const Grid edited = window.document().board();
    QVERIFY(!(edited == opened));
    QVERIFY(waitForTrace(window));
    std::shared_ptr<const Trace> trace = window.trace();
    const int step = trace->stepCount() / 2;
    window.playback().pause();
    window.playback().seek(step);
    const int breakpointCell = freeCell(20);
    window.playback().toggleCellBreakpoint(breakpointCell);
    auto *compare = window.findChild<QAction *>(QStringLiteral("compareAction"));
    auto *play = window.findChild<QAction *>(QStringLiteral("playLinkAction"));
    auto *comparison = window.findChild<QAction *>(QStringLiteral("compareLinkAction"));
    auto *back = window.findChild<QAction *>(QStringLiteral("boardBeforeLinkAction"));
    QVERIFY(compare && play && comparison && back);
    QVERIFY(back->text().contains(QStringLiteral("Back to the Board")));
    QVERIFY(!compare->isChecked());
    QVERIFY(!back->isEnabled());

    const auto showAPair = [&](bool leaveTheGameFirst) {
        play->trigger();
        QVERIFY(play->isChecked());
        comparison->trigger();
        auto *dialog = window.findChild<LinkComparisonDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        dialog->setOnlyDifferences(false);
        QVERIFY(dialog->table()->rowCount() > 0);
        if (leaveTheGameFirst) {
            play->trigger();
            QVERIFY(!play->isChecked());
            QVERIFY(window.document().board() == edited);
        }
        dialog->table()->selectRow(0);
        auto *show = dialog->findChild<QPushButton *>(QStringLiteral("showSideBySide"));
        QVERIFY(show && show->isEnabled());
        show->click();
        QVERIFY(!play->isChecked());
        QVERIFY(waitForTrace(window, trace));
        QCOMPARE(window.trace()->header.algorithm, QStringLiteral("link-seed-003"));
        QVERIFY(compare->isChecked());
        QVERIFY(!(window.document().board() == edited));
        QVERIFY(back->isEnabled());
        dialog->close();
    };
    const auto boardIsBack = [&] {
        QVERIFY(!back->isEnabled());
        QVERIFY(window.document().board() == edited);
        QCOMPARE(window.trace(), trace);
        QCOMPARE(window.playback().position(), step);
        QCOMPARE(window.gridView()->breakpointCells(), QSet<int>{breakpointCell});
        // Side by side was off before the pair turned it on.
        QVERIFY(!compare->isChecked());
        // The wall drawn before the game is still Undo's to take back.
        QVERIFY(window.document().undoStack()->canUndo());
        window.document().undoStack()->undo();
        QVERIFY(window.document().board() == opened);
        window.document().undoStack()->redo();
        QVERIFY(window.document().board() == edited);
    };

    showAPair(false);
    back->trigger();
    boardIsBack();
    // The redo ran the board again.
    QVERIFY(waitForTrace(window, trace));
    trace = window.trace();
    window.playback().pause();
    window.playback().seek(step);
    // The game left, its comparison still open: the pair still takes the board's place.
    showAPair(true);
    back->trigger();
    boardIsBack();
}

// The comparison names each tile by the cell the board on screen has it on, as the status bar
// names the cell under the mouse, and sorts them as numbers: (2, 1) before (10, 1).
void TestLinkWindow::comparisonNamesTheCellsOnScreen()
{
    const QString fileName = m_dir.filePath(QStringLiteral("wide.txt"));
    QVERIFY(writeFile(fileName, "1 2 3 4 5 6 7 8 9 10 11 12\n"
                                ". . . . . # . . . . . .\n"
                                "12 11 10 9 8 7 6 5 4 3 2 1\n"
                                ". . . . . . . . . . . .\n"));
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openFile(fileName), qPrintable(window.lastError()));
    QVERIFY(waitForTrace(window));
    window.findChild<QAction *>(QStringLiteral("compareLinkAction"))->trigger();
    auto *dialog = window.findChild<LinkComparisonDialog *>();
    QVERIFY(dialog && dialog->isVisible());
    dialog->setOnlyDifferences(false);
    QTableWidget *table = dialog->table();
    // As the dialog opens: by the first tile, column then row, as numbers.
    QCOMPARE(table->rowCount(), 12);

    static const QRegularExpression cellText(QStringLiteral("^\\((\\d+), (\\d+)\\)$"));
    const auto cellOf = [](const QTableWidgetItem *item) {
        const QRegularExpressionMatch match = cellText.match(item->text());
        return match.hasMatch() ? CellPos{match.captured(1).toInt(), match.captured(2).toInt()} : CellPos{-1, -1};
    };
    const Scenario &scenario = window.document().scenario();
    QList<std::pair<int, int>> firsts;
    for (int row = 0; row < table->rowCount(); ++row) {
        const int kind = table->item(row, 2)->text().toInt();
        for (const int column : {0, 1}) {
            const CellPos cell = cellOf(table->item(row, column));
            QVERIFY2(scenario.board.contains(cell), qPrintable(table->item(row, column)->text()));
            // The tile drawn on that cell is the row's kind.
            QCOMPARE(scenario.tiles[std::size_t(scenario.board.index(cell))], kind);
        }
        const CellPos first = cellOf(table->item(row, 0));
        firsts << std::pair{first.x, first.y};
    }
    QVERIFY(std::is_sorted(firsts.begin(), firsts.end()));
    QCOMPARE(firsts.last(), (std::pair{12, 1}));
    // Sorted the other way by its header, the other way round.
    table->sortItems(0, Qt::DescendingOrder);
    QCOMPARE(table->item(0, 0)->text(), QStringLiteral("(12, 1)"));
    QCOMPARE(table->item(2, 0)->text(), QStringLiteral("(10, 1)"));
    QCOMPARE(table->item(3, 0)->text(), QStringLiteral("(9, 1)"));
    table->sortItems(0, Qt::AscendingOrder);

    // The status bar names the cell under the mouse as the list names it.
    const CellPos ten = cellOf(table->item(9, 0));
    QCOMPARE(table->item(9, 0)->text(), QStringLiteral("(10, 1)"));
    GridView *view = window.gridView();
    QTest::mouseMove(view, view->cellRect(ten).center().toPoint());
    QTRY_COMPARE(window.findChild<QLabel *>(QStringLiteral("cellLabel"))->text(), QStringLiteral("Cell (10, 1)"));
    dialog->close();
}

// A board on which the two searches take the same path for every pair says so, rather than
// show an empty list; its summary has no "on 0" in it.
void TestLinkWindow::comparisonSaysWhenTheSearchesAgree()
{
    const QString fileName = m_dir.filePath(QStringLiteral("agree.txt"));
    QVERIFY(writeFile(fileName, "1 1 . .\n. . . .\n. 2 2 .\n. . . .\n"));
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openFile(fileName), qPrintable(window.lastError()));
    QVERIFY(waitForTrace(window));
    window.findChild<QAction *>(QStringLiteral("compareLinkAction"))->trigger();
    auto *dialog = window.findChild<LinkComparisonDialog *>();
    QVERIFY(dialog && dialog->isVisible());
    auto *note = dialog->findChild<QLabel *>(QStringLiteral("comparisonAgreement"));
    auto *summary = dialog->findChild<QLabel *>(QStringLiteral("comparisonSummary"));
    QVERIFY(note && summary);
    QVERIFY(note->isVisible());
    QVERIFY2(note->text().contains(QStringLiteral("agree on every pair")), qPrintable(note->text()));
    QVERIFY(!dialog->table()->isVisible());
    QVERIFY2(!summary->text().contains(QStringLiteral(" 0 ")) && !summary->text().contains(QStringLiteral("on 0")),
             qPrintable(summary->text()));
    QVERIFY2(summary->text().contains(QStringLiteral("returns on every pair")), qPrintable(summary->text()));

    // Every pair listed, the note goes and the table shows both.
    dialog->setOnlyDifferences(false);
    QVERIFY(!note->isVisible());
    QVERIFY(dialog->table()->isVisible());
    QCOMPARE(dialog->table()->rowCount(), 2);

    // A game takes the board's place: the comparison of the board that went closes with it.
    QPointer<LinkComparisonDialog> open = dialog;
    window.findChild<QAction *>(QStringLiteral("playPuzzleAction"))->trigger();
    QTRY_VERIFY(!open || !open->isVisible());
    window.findChild<QAction *>(QStringLiteral("playPuzzleAction"))->trigger();
}

// A wall on the empty ring fails the run; a game played from there and left again leaves the
// Watches' header whole, and the Inspector shows no open list for a board whose searches keep none.
void TestLinkWindow::failedRunKeepsThePanelsWhole()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample(QStringLiteral("link-ring"));
    QVERIFY(waitForTrace(window));
    auto *watches = window.findChild<QDockWidget *>(QStringLiteral("watchesDock"));
    auto *inspector = window.findChild<InspectorDock *>();
    QVERIFY(watches && inspector);
    watches->show();
    watches->raise();
    inspector->show();
    inspector->raise();
    QTableWidget *table = watches->findChild<QTableWidget *>();
    QVERIFY(table);
    // The header's titles whole: each section at least as wide as its title.
    const auto headerWhole = [&] {
        QHeaderView *header = table->horizontalHeader();
        for (int column = 0; column < table->columnCount(); ++column) {
            const QString title = table->horizontalHeaderItem(column)->text();
            if (header->sectionSize(column) < header->fontMetrics().horizontalAdvance(title))
                return false;
        }
        return true;
    };
    const auto openListShown = [&] { return inspector->pages()->isTabVisible(0); };
    QVERIFY(headerWhole());
    QVERIFY(!openListShown());

    window.document().paintCells({2}, Grid::Wall, window.document().newDragId());
    QVERIFY(QTest::qWaitFor([&] { return !window.runner().isRunning() && !window.trace(); }, 20000));
    QVERIFY(window.logDock()->entries().join(u'\n').contains(QStringLiteral("ring round the tiles")));
    QCoreApplication::processEvents();
    QVERIFY(headerWhole());
    QVERIFY(!openListShown());

    auto *play = window.findChild<QAction *>(QStringLiteral("playLinkAction"));
    QVERIFY(play && play->isEnabled());
    const int viewportWidth = table->viewport()->width();
    // The Watches, empty during the game, laid out anew at another width, as when the game's
    // panel takes room from the docks.
    play->trigger();
    window.resizeDocks({watches}, {watches->width() + 40}, Qt::Horizontal);
    QVERIFY(QTest::qWaitFor([&] { return table->viewport()->width() != viewportWidth; }, 2000));
    QVERIFY(headerWhole());
    play->trigger();
    QVERIFY(QTest::qWaitFor([&] { return !window.runner().isRunning(); }, 20000));
    QCoreApplication::processEvents();
    QVERIFY(!window.trace());
    QVERIFY(headerWhole());
    QVERIFY(!openListShown());
}

QTEST_MAIN(TestLinkWindow)
#include "tst_linkwindow.moc"
