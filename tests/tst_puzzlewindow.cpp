// The sliding puzzle in the window as a user meets it: a file of numbers opens as a puzzle,
// the layered solver traces it, and at the end of the trace every tile is home; a file that
// is neither a puzzle nor a Lianliankan board says why and changes nothing.

#include "bookmarkcommands.h"
#include "bookmarklist.h"
#include "inspectordock.h"
#include "mainwindow.h"
#include "puzzleplaycontroller.h"

#include "puzzle/puzzleboard.h"
#include "trace/cursor.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QPushButton>
#include <QUndoStack>
#include <QWindow>
#include <QWheelEvent>
#include <QMessageBox>
#include <QSaveFile>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace gridtrace;

namespace {

bool waitForTrace(MainWindow &window, const std::shared_ptr<const Trace> &before = {})
{
    return QTest::qWaitFor([&] { return window.trace() && window.trace() != before && !window.runner().isRunning(); }, 20000);
}

bool writeFile(const QString &fileName, const QString &text)
{
    QSaveFile file(fileName);
    return file.open(QIODevice::WriteOnly) && file.write(text.toUtf8()) >= 0 && file.commit();
}

} // namespace

class TestPuzzleWindow : public QObject
{
    Q_OBJECT

private slots:
    void puzzleFileOpensAndIsSolved();
    void unreadableFileChangesNothing();
    void clockStopsWhileTheTilesAreOutOfSight();
    void wheelOverThePanelScrollsIt();
    void solutionsBookmarksAreAskedAbout();
};

void TestPuzzleWindow::puzzleFileOpensAndIsSolved()
{
    QTemporaryDir dir;
    const PuzzleBoard puzzle = PuzzleBoard::shuffled(5, 4, PuzzleGoal::BlankLast, 9);
    const QString fileName = dir.filePath(QStringLiteral("five-by-four.txt"));
    QVERIFY(writeFile(fileName, puzzle.toText()));
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY2(window.openFile(fileName), qPrintable(window.lastError()));
    QVERIFY(waitForTrace(window));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("layered"));
    const Scenario &scenario = window.document().scenario();
    QCOMPARE(scenario.board.width(), 5);
    QCOMPARE(scenario.board.height(), 4);
    QCOMPARE(scenario.tiles, std::vector<std::int32_t>(puzzle.tiles().begin(), puzzle.tiles().end()));

    // At the end of the trace every tile is home, the blank last.
    window.playback().toEnd();
    const Scene *scene = window.playback().scene();
    const PuzzleBoard solved(5, 4);
    for (int cell = 0; cell < solved.cellCount(); ++cell)
        QCOMPARE(scene->tile(cell), int(solved.tile(cell)));
    // A puzzle's marks are no open list.
    auto *pages = window.findChild<InspectorDock *>()->findChild<QTabWidget *>();
    QVERIFY(!pages->isTabVisible(0));
}

void TestPuzzleWindow::unreadableFileChangesNothing()
{
    QTemporaryDir dir;
    MainWindow window;
    window.show();
    window.openExample();
    QVERIFY(waitForTrace(window));
    const std::shared_ptr<const Trace> before = window.trace();
    // 3 twice and no 0: not a puzzle; a 0 and no pairs: not a Lianliankan board either.
    const QString fileName = dir.filePath(QStringLiteral("neither.txt"));
    QVERIFY(writeFile(fileName, QStringLiteral("1 2\n3 3\n")));
    QTimer::singleShot(0, &window, [&window] {
        for (QMessageBox *box : window.findChildren<QMessageBox *>())
            box->close();
    });
    QVERIFY(!window.openFile(fileName));
    QVERIFY2(window.lastError().contains(QStringLiteral("sliding puzzle")), qPrintable(window.lastError()));
    QCOMPARE(window.trace(), before);
}

void TestPuzzleWindow::clockStopsWhileTheTilesAreOutOfSight()
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction *>(QStringLiteral("playPuzzleAction"))->trigger();
    auto *controller = window.findChild<PuzzlePlayController *>();
    QVERIFY(controller);
    // The clock starts with the first move.
    bool moved = false;
    for (const BlankMove move : {BlankMove::Up, BlankMove::Down, BlankMove::Left, BlankMove::Right})
        moved = moved || controller->moveBlank(move);
    QVERIFY(moved);
    QTRY_VERIFY(controller->isClockRunning());

    window.showMinimized();
    QTRY_VERIFY(!controller->isClockRunning());
    const qint64 hiddenAt = controller->elapsedMs();
    QTest::qWait(1200);
    QCOMPARE(controller->elapsedMs(), hiddenAt);

    // Back in sight, the clock goes on from where it stopped.
    window.showNormal();
    QTRY_VERIFY(controller->isClockRunning());
    QTRY_VERIFY(controller->elapsedMs() > hiddenAt);
}

void TestPuzzleWindow::wheelOverThePanelScrollsIt()
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction *>(QStringLiteral("playPuzzleAction"))->trigger();
    auto *solver = window.findChild<QComboBox *>(QStringLiteral("solver"));
    QVERIFY(solver && solver->isVisible());
    const int chosen = solver->currentIndex();
    // A wheel turn over the list, not clicked: the list keeps its choice.
    const QPointF centre = QRectF(solver->rect()).center();
    for (const int delta : {-120, 120, -120}) {
        QWheelEvent wheel(centre, solver->mapToGlobal(centre), QPoint(), QPoint(0, delta), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(solver, &wheel);
    }
    QCOMPARE(solver->currentIndex(), chosen);
}

// Bookmarks made on the trace Solve from Here makes are work like any other: the title shows "*",
// and Back to the Board Before the Puzzle asks Save / Discard / Cancel before they go.
void TestPuzzleWindow::solutionsBookmarksAreAskedAbout()
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    const Grid board = window.document().board();
    window.findChild<QAction *>(QStringLiteral("playPuzzleAction"))->trigger();
    auto *solve = window.findChild<QPushButton *>(QStringLiteral("solveFromHere"));
    QVERIFY(solve && solve->isEnabled());
    solve->click();
    QVERIFY(waitForTrace(window));
    const std::shared_ptr<const Trace> solution = window.trace();
    QVERIFY(!solution->header.tiles.empty());
    const auto title = [&] { return window.windowHandle()->title(); };
    QVERIFY2(!title().contains(u'*'), qPrintable(title()));
    window.document().undoStack()->push(new AddBookmarkCommand(window.bookmarks(), Bookmark{1, QStringLiteral("The first move")}));
    QVERIFY2(title().contains(u'*'), qPrintable(title()));

    // The question, answered from a timer: it is modal.
    QStringList asked;
    const auto answer = [&](QMessageBox::StandardButton button) {
        QTimer::singleShot(50, &window, [&asked, button] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            asked << box->text();
            box->button(button)->click();
        });
    };
    QAction *back = window.findChild<QAction *>(QStringLiteral("boardBeforeGameAction"));
    QVERIFY(back && back->isEnabled());
    answer(QMessageBox::Cancel);
    back->trigger();
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.first().contains(QStringLiteral("bookmarks")), qPrintable(asked.first()));
    QCOMPARE(window.trace(), solution);
    QCOMPARE(window.bookmarks()->count(), 1);

    // Discarded, the board from before the puzzle is back.
    answer(QMessageBox::Discard);
    back->trigger();
    QCOMPARE(asked.size(), 2);
    QVERIFY(window.document().board() == board);
    QVERIFY(!back->isEnabled());
    QVERIFY2(!title().contains(u'*'), qPrintable(title()));
}

QTEST_MAIN(TestPuzzleWindow)
#include "tst_puzzlewindow.moc"
