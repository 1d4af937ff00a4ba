// The sliding puzzle in the window as a user meets it: a file of numbers opens as a puzzle,
// the layered solver traces it, and at the end of the trace every tile is home; a file that
// is neither a puzzle nor a Lianliankan board says why and changes nothing.

#include "inspectordock.h"
#include "mainwindow.h"

#include "puzzle/puzzleboard.h"
#include "trace/cursor.h"

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

QTEST_MAIN(TestPuzzleWindow)
#include "tst_puzzlewindow.moc"
