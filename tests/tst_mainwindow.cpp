// The window as a user meets it: the example plays, bad files change nothing, the language
// switches while it runs, edits re-run the search, frames export.

#include "algorithmpanel.h"
#include "bookmarkcommands.h"
#include "bookmarklist.h"
#include "comparepane.h"
#include "gridview.h"
#include "frameexporter.h"
#include "inspectordock.h"
#include "language.h"
#include "logdock.h"
#include "mainwindow.h"
#include "playbackcontroller.h"
#include "pseudocodedock.h"
#include "scenariopicker.h"
#include "snakeplaycontroller.h"
#include "tools/snaketool.h"
#include "runcontroller.h"

#include "catalogue/catalogue.h"
#include "snake/hamiltoncycle.h"
#include "grid/movingai.h"
#include "grid/scenariofile.h"
#include "trace/cursor.h"
#include "trace/tracefile.h"

#include <QAbstractButton>
#include <QDialog>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>
#include <QWindow>
#include <QXmlStreamReader>
#include <QtTest>

#include <cmath>
#include <functional>

using namespace gridtrace;

namespace {

// Waits for the run in progress to hand over its trace.
bool waitForTrace(MainWindow &window)
{
    return QTest::qWaitFor([&] { return window.trace() && !window.runner().isRunning(); }, 20000);
}

Scenario smallScenario()
{
    Scenario scenario;
    scenario.board = Grid(12, 8);
    for (int y = 1; y < 7; ++y)
        scenario.board.setWall(CellPos{5, y});
    scenario.start = CellPos{1, 4};
    scenario.goal = CellPos{10, 4};
    scenario.algorithm = QStringLiteral("astar");
    return scenario;
}

QStringList menuTitles(const MainWindow &window)
{
    QStringList titles;
    for (QAction *action : window.menuBar()->actions())
        titles << action->text();
    return titles;
}

void closeMessageBoxes(QWidget &window)
{
    for (QMessageBox *box : window.findChildren<QMessageBox *>())
        box->close();
}

// Answers the modal dialogs the window brings up, each in turn, as a user would: a message box
// by one of its buttons (its text noted in `asked`), a file dialog with a file or Cancel.
class ModalAnswers
{
public:
    explicit ModalAnswers(QWidget *window)
    {
        m_timer.setInterval(20);
        QObject::connect(&m_timer, &QTimer::timeout, window, [this] { answerNext(); });
        m_timer.start();
    }
    void button(QMessageBox::StandardButton button)
    {
        m_answers << [this, button](QWidget *modal) {
            auto *box = qobject_cast<QMessageBox *>(modal);
            if (!box)
                return false;
            asked << box->text() + u'\n' + box->informativeText();
            box->button(button)->click();
            return true;
        };
    }
    // An empty name cancels the dialog.
    void file(const QString &fileName)
    {
        m_answers << [fileName](QWidget *modal) {
            auto *dialog = qobject_cast<QFileDialog *>(modal);
            if (!dialog)
                return false;
            if (fileName.isEmpty()) {
                dialog->reject();
                return true;
            }
            // Typed into the name field, as selectFile() alone may not reach it before the
            // dialog has read its folder.
            dialog->setDirectory(QFileInfo(fileName).absolutePath());
            dialog->selectFile(fileName);
            if (auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")))
                name->setText(QFileInfo(fileName).fileName());
            // The filter decides the format: the first that names the file's extension.
            const QString pattern = QStringLiteral("*.") + QFileInfo(fileName).completeSuffix();
            for (const QString &filter : dialog->nameFilters()) {
                if (filter.contains(pattern)) {
                    dialog->selectNameFilter(filter);
                    break;
                }
            }
            static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept checks the name
            return true;
        };
    }
    bool allGiven() const { return m_answers.isEmpty() && unexpected.isEmpty(); }
    QStringList asked;
    QStringList unexpected;

private:
    void answerNext()
    {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal)
            return;
        if (m_answers.isEmpty()) {
            // One more than expected: noted and cancelled, so the test fails rather than hangs.
            unexpected << modal->windowTitle();
            if (auto *dialog = qobject_cast<QDialog *>(modal))
                dialog->reject();
            return;
        }
        if (m_answers.first()(modal))
            m_answers.removeFirst();
    }
    QList<std::function<bool(QWidget *)>> m_answers;
    QTimer m_timer;
};

QAction *actionNamed(const QWidget &window, const QString &text)
{
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text().remove(u'&') == text)
            return action;
    }
    return nullptr;
}

QAction *actionWithShortcut(const QWidget &window, const QKeySequence &key)
{
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->shortcuts().contains(key))
            return action;
    }
    return nullptr;
}

// A free cell of the board that is neither endpoint.
int freeCell(const Scenario &scenario, int from = 0)
{
    int cell = from;
    while (scenario.board.weight(cell) == Grid::Wall || scenario.board.pos(cell) == scenario.start
           || scenario.board.pos(cell) == scenario.goal)
        ++cell;
    return cell;
}

const char *const gameActions[] = {"playSnakeAction", "playDuelAction", "playLinkAction", "playPuzzleAction"};

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void exampleOpensAndPlays();
    void malformedFilesChangeNothing_data();
    void malformedFilesChangeNothing();
    void traceFileRoundTrip();
    void editReRunsAndKeepsTheStep();
    void chineseRetranslatesEverything();
    void exportsTheFrame();
    void longRunsShowProgressAndCancel();
    void movingAiMapWithAScenario();
    void keyboardDrivesPlaybackFromTheBoard();
    void playSnakeInTheWindow();
    void generateMakesOneUndoStep();
    void drawTheSnakeInTheWindow();
    void oddBoardOffersACycleSize();
    void unsavedBoardAsksBeforeItGoes();
    void failedOpenAfterAGameChangesNothing();
    void gamePanelComesBackOnlyWithItsGame();
    void gameGivesBackTheComparison();
    void gameKeepsTheUndoHistory();
    void breakpointReadsTheSameDuringAGame();
    void unsavedQuestionNamesWhatChanged();
    void unsavedQuestionDuringAGame();
    void generateMenuIsInTitleCase();
    void titleFollowsTheFileOpened();
    void titleFollowsTheFileOnTheCommandLine();
    void modifiedMarkFollowsUndo();
    void solveFromHereKeepsTheBoardSetAside();
    void aFailedRunLeavesNoSnakeBehind();
    void panelsOfTheTraceStepAsideForAGame();

private:
    QTemporaryDir m_dir;
};

void TestMainWindow::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("GridTraceTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    QSettings().clear();
}

void TestMainWindow::cleanup()
{
    Language::install(QStringLiteral("en"));
}

void TestMainWindow::exampleOpensAndPlays()
{
    MainWindow window;
    window.show();
    window.setPlayWhenReady(true);
    window.openExample();
    QVERIFY(waitForTrace(window));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("astar"));
    QVERIFY(window.document().board().wallCount() > 0);
    // It plays at once: the position moves without anyone pressing anything.
    QTRY_VERIFY_WITH_TIMEOUT(window.playback().position() > 0, 5000);
    QVERIFY(window.playback().isPlaying() || window.playback().position() == window.playback().stepCount());
}

void TestMainWindow::malformedFilesChangeNothing_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");

    QTest::newRow("truncated trace") << QStringLiteral("broken.gtrace.json")
                                     << QByteArray(R"({"format": "gridtrace-trace", "version": 1, "header": {)")
                                     << QStringLiteral("broken.gtrace.json");
    QTest::newRow("binary trace garbage") << QStringLiteral("garbage.gtrace")
                                          << QByteArray("\x89GTRACE\n\x01\x02\x03", 11)
                                          << QStringLiteral("garbage.gtrace");
    QTest::newRow("map rows disagree") << QStringLiteral("short.map")
                                       << QByteArray("type octile\nheight 3\nwidth 4\nmap\n....\n..\n....\n")
                                       << QStringLiteral("short.map");
    QTest::newRow("scenario not JSON") << QStringLiteral("bad.json") << QByteArray("{ not json")
                                       << QStringLiteral("bad.json");
}

void TestMainWindow::malformedFilesChangeNothing()
{
    QFETCH(QString, fileName);
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);

    MainWindow window;
    window.show();
    const QString good = m_dir.filePath(QStringLiteral("good.json"));
    QString error;
    QVERIFY2(saveScenario(smallScenario(), good, &error), qPrintable(error));
    QVERIFY(window.openFile(good));
    QVERIFY(waitForTrace(window));
    const Grid boardBefore = window.document().board();
    const auto traceBefore = window.trace();
    window.playback().seek(5);

    const QString bad = m_dir.filePath(fileName);
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    QVERIFY(!window.openFile(bad));

    // An error that says which file and why, in a message and in the log ...
    QVERIFY2(window.lastError().contains(expected), qPrintable(window.lastError()));
    const auto boxes = window.findChildren<QMessageBox *>();
    QCOMPARE(boxes.size(), 1);
    QVERIFY(boxes.first()->isVisible());
    QVERIFY(boxes.first()->text().contains(expected));
    QVERIFY(window.logDock()->entries().last().contains(expected));
    // ... and the board, the trace and the step as they were.
    QVERIFY(window.document().board() == boardBefore);
    QCOMPARE(window.trace(), traceBefore);
    QCOMPARE(window.playback().position(), 5);
    closeMessageBoxes(window);
}

void TestMainWindow::traceFileRoundTrip()
{
    MainWindow window;
    window.show();
    Scenario scenario = smallScenario();
    Trace trace;
    const RunOutcome outcome = Catalogue::run(scenario, &trace);
    QVERIFY(outcome.found);
    const QString file = m_dir.filePath(QStringLiteral("saved.gtrace"));
    QString error;
    QVERIFY2(saveTrace(trace, file, &error), qPrintable(error));

    QVERIFY(window.openFile(file));
    QVERIFY(window.trace());
    QCOMPARE(window.trace()->stepCount(), trace.stepCount());
    QVERIFY(window.document().board() == scenario.board);
    // A trace from a file is shown as it is, not replaced by a new run.
    QTest::qWait(200);
    QVERIFY(!window.runner().isRunning());
    window.playback().toEnd();
    QCOMPARE(window.playback().scene()->mark(scenario.board.index(*scenario.goal)), Mark::Path);
}

void TestMainWindow::editReRunsAndKeepsTheStep()
{
    MainWindow window;
    window.show();
    const QString good = m_dir.filePath(QStringLiteral("edit.json"));
    QString error;
    QVERIFY(saveScenario(smallScenario(), good, &error));
    QVERIFY(window.openFile(good));
    QVERIFY(waitForTrace(window));
    const auto first = window.trace();
    window.playback().seek(7);

    // Close the gap in the wall's column above it: the search changes, the step stays.
    window.document().paintCells({window.document().board().index(CellPos{5, 0})}, Grid::Wall, 1);
    QTRY_VERIFY_WITH_TIMEOUT(window.trace() != first && !window.runner().isRunning(), 10000);
    QVERIFY(window.trace()->header.board.isWall(CellPos{5, 0}));
    QCOMPARE(window.playback().position(), 7);

    // Undo brings the old board back and runs again.
    const auto second = window.trace();
    window.document().undoStack()->undo();
    QTRY_VERIFY_WITH_TIMEOUT(window.trace() != second && !window.runner().isRunning(), 10000);
    QVERIFY(!window.trace()->header.board.isWall(CellPos{5, 0}));
}

void TestMainWindow::chineseRetranslatesEverything()
{
    MainWindow window;
    window.show();
    window.openExample();
    QVERIFY(waitForTrace(window));
    window.playback().seek(3);
    const QStringList englishMenus = menuTitles(window);
    QVERIFY(englishMenus.contains(QStringLiteral("&File")));
    const QString englishCode = window.pseudoCodeDock()->lineText(1);
    QVERIFY(!englishCode.isEmpty());
    QStringList englishDocks;
    for (QDockWidget *dock : window.findChildren<QDockWidget *>())
        englishDocks << dock->windowTitle();

    QVERIFY(Language::install(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();
    const QStringList chineseMenus = menuTitles(window);
    QCOMPARE(chineseMenus.size(), englishMenus.size());
    for (int i = 0; i < chineseMenus.size(); ++i)
        QVERIFY2(chineseMenus[i] != englishMenus[i], qPrintable(chineseMenus[i]));
    QVERIFY(chineseMenus.first().contains(QStringLiteral("文件")));
    const auto docks = window.findChildren<QDockWidget *>();
    for (int i = 0; i < docks.size(); ++i)
        QVERIFY2(docks[i]->windowTitle() != englishDocks[i], qPrintable(docks[i]->windowTitle()));
    QVERIFY(window.pseudoCodeDock()->lineText(1) != englishCode);

    QVERIFY(Language::install(QStringLiteral("en")));
    QCoreApplication::processEvents();
    QCOMPARE(menuTitles(window), englishMenus);
    QCOMPARE(window.pseudoCodeDock()->lineText(1), englishCode);
}

void TestMainWindow::exportsTheFrame()
{
    MainWindow window;
    window.show();
    const QString good = m_dir.filePath(QStringLiteral("export.json"));
    QString error;
    QVERIFY(saveScenario(smallScenario(), good, &error));
    QVERIFY(window.openFile(good));
    QVERIFY(waitForTrace(window));
    window.playback().toEnd();

    FrameExporter exporter;
    exporter.document = &window.document();
    exporter.trace = window.playback().trace();
    exporter.scene = window.playback().scene();
    const QString png = m_dir.filePath(QStringLiteral("frame.png"));
    QVERIFY2(exporter.save(png, FrameExporter::Format::Png, &error), qPrintable(error));
    const QImage image(png);
    const double cell = FrameExporter::cellSizeFor(12, 8);
    QCOMPARE(image.size(), QSize(int(12 * cell), int(8 * cell)));
    // The wall at (5, 3) and a path cell in the picture, at their cells' centres.
    QCOMPARE(image.pixelColor(int(5.5 * cell), int(3.5 * cell)), exporter.palette.wall());
    const CellPos onPath = window.trace()->header.board.pos(int(window.playback().scene()->sequence(0)[2]));
    QCOMPARE(image.pixelColor(int((onPath.x + 0.5) * cell), int((onPath.y + 0.5) * cell)),
             exporter.palette.mark(Mark::Path));

    const QString svg = m_dir.filePath(QStringLiteral("frame.svg"));
    QVERIFY2(exporter.save(svg, FrameExporter::Format::Svg, &error), qPrintable(error));
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&svgFile);
    int rects = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && (xml.name() == u"rect" || xml.name() == u"path" || xml.name() == u"polygon"))
            ++rects;
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(rects > 0);

    QVERIFY(!exporter.save(m_dir.filePath(QStringLiteral("no/such/dir/frame.png")), FrameExporter::Format::Png, &error));
    QVERIFY(error.contains(QStringLiteral("frame.png")));
}

void TestMainWindow::longRunsShowProgressAndCancel()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    const QString small = m_dir.filePath(QStringLiteral("small.json"));
    QString error;
    QVERIFY(saveScenario(smallScenario(), small, &error));
    QVERIFY(window.openFile(small));
    QVERIFY(waitForTrace(window));
    const auto before = window.trace();

    // Dijkstra over four million free cells records tens of millions of changes: far longer
    // than the moment after which the window shows that it is busy.
    Scenario big;
    big.board = Grid(2048, 2048);
    big.start = CellPos{0, 0};
    big.goal = CellPos{2047, 2047};
    big.algorithm = QStringLiteral("dijkstra");
    big.parameters = {{QStringLiteral("connectivity"), QStringLiteral("8")}};
    const QString bigFile = m_dir.filePath(QStringLiteral("big.json"));
    QVERIFY(saveScenario(big, bigFile, &error));
    QSignalSpy busy(&window.runner(), &RunController::busyChanged);
    QVERIFY(window.openFile(bigFile));
    QVERIFY(busy.wait(10000));
    QCOMPARE(busy.first().first().toBool(), true);
    QProgressBar *progress = window.findChild<QProgressBar *>();
    QVERIFY(progress);
    QVERIFY(progress->isVisible());
    // The window goes on answering while the run works: its event loop turns.
    QSignalSpy progressed(&window.runner(), &RunController::progress);
    QVERIFY(progressed.wait(5000));

    QTest::keyClick(&window, Qt::Key_Escape); // Run > Cancel the Run
    QVERIFY(!window.runner().isRunning());
    QVERIFY(!progress->isVisible());
    QCOMPARE(busy.last().first().toBool(), false);
    // A cancelled run hands over nothing: the last trace stays.
    QTest::qWait(300);
    QCOMPARE(window.trace(), before);
}

void TestMainWindow::movingAiMapWithAScenario()
{
    MainWindow window;
    window.show();
    const QString map = QStringLiteral(GRIDTRACE_TEST_DATA "/movingai/arena.map");
    QString error;
    const auto lines = loadMovingAiScenarios(map + QStringLiteral(".scen"), &error);
    QVERIFY2(lines, qPrintable(error));
    QVERIFY(window.openFile(map));

    // The scenario file beside the map offers its queries; pick one by its row.
    ScenarioPicker *picker = window.findChild<ScenarioPicker *>();
    QVERIFY(picker);
    QTRY_VERIFY(picker->isVisible());
    const int row = 97;
    auto *table = picker->findChild<QTableWidget *>();
    QVERIFY(table);
    table->selectRow(row);
    QCOMPARE(picker->chosenIndex(), row);
    picker->accept();

    const MovingAiScenario &line = (*lines)[std::size_t(row)];
    QCOMPARE(*window.document().scenario().start, line.start);
    QCOMPARE(*window.document().scenario().goal, line.goal);
    QVERIFY(waitForTrace(window));
    // A* 8-connected with the octile heuristic: the benchmark's own optimal length.
    window.playback().toEnd();
    const Trace &trace = *window.trace();
    double cost = 0.0;
    const auto &path = window.playback().scene()->sequence(0);
    QVERIFY(path.size() > 1);
    for (std::size_t i = 1; i < path.size(); ++i) {
        const CellPos a = trace.header.board.pos(int(path[i - 1]));
        const CellPos b = trace.header.board.pos(int(path[i]));
        cost += (a.x != b.x && a.y != b.y) ? std::sqrt(2.0) : 1.0;
    }
    QVERIFY2(std::abs(cost - line.optimalLength) < 1e-6,
             qPrintable(QStringLiteral("%1 vs %2").arg(cost).arg(line.optimalLength)));
}

void TestMainWindow::keyboardDrivesPlaybackFromTheBoard()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.setPlayWhenReady(true);
    window.openExample();
    QVERIFY(waitForTrace(window));
    QTRY_VERIFY(window.playback().position() > 0);
    // The board has the focus from the start; the keys of the README work from there.
    QCOMPARE(QApplication::focusWidget(), window.gridView());
    QWidget *board = window.gridView();
    QTest::keyClick(board, Qt::Key_Space);
    QVERIFY(!window.playback().isPlaying());
    QTest::keyClick(board, Qt::Key_Home);
    QCOMPARE(window.playback().position(), 0);
    QTest::keyClick(board, Qt::Key_F11);
    QTest::keyClick(board, Qt::Key_F11);
    QCOMPARE(window.playback().position(), 2);
    const Trace &trace = *window.trace();
    Cursor cursor(trace);
    const int over = cursor.stepOverTarget(2);
    QTest::keyClick(board, Qt::Key_F10);
    QCOMPARE(window.playback().position(), over);
    QTest::keyClick(board, Qt::Key_Left);
    QCOMPARE(window.playback().position(), over - 1);
    QTest::keyClick(board, Qt::Key_End);
    QCOMPARE(window.playback().position(), trace.stepCount());
}

void TestMainWindow::playSnakeInTheWindow()
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

void TestMainWindow::generateMakesOneUndoStep()
{
    MainWindow window;
    window.show();
    const QString small = m_dir.filePath(QStringLiteral("generate.json"));
    QString error;
    QVERIFY(saveScenario(smallScenario(), small, &error));
    QVERIFY(window.openFile(small));
    QVERIFY(waitForTrace(window));
    const Grid before = window.document().board();

    QAction *generate = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->data().toString() == u"maze-backtracker")
            generate = action;
    }
    QVERIFY(generate);
    generate->trigger();
    const Grid maze = window.document().board();
    QVERIFY(!(maze == before));
    QCOMPARE(maze.width(), before.width());
    QVERIFY(!maze.isWall(*window.document().scenario().start));
    QVERIFY(!maze.isWall(*window.document().scenario().goal));
    QCOMPARE(window.document().undoStack()->count(), 1);
    // The new board is searched at once.
    QTRY_VERIFY_WITH_TIMEOUT(window.trace() && window.trace()->header.board == maze && !window.runner().isRunning(), 10000);
    window.document().undoStack()->undo();
    QVERIFY(window.document().board() == before);
}

void TestMainWindow::drawTheSnakeInTheWindow()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QAction *snakeTool = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->shortcut() == QKeySequence(Qt::Key_N))
            snakeTool = action;
    }
    QVERIFY(snakeTool);
    window.openExample();
    QVERIFY(waitForTrace(window));
    QVERIFY(!snakeTool->isEnabled()); // a search has no snake to draw

    window.openExample(QStringLiteral("snake-drawn"));
    QVERIFY(waitForTrace(window));
    const Scenario &scenario = window.document().scenario();
    QCOMPARE(scenario.snake.size(), std::size_t(8));
    QVERIFY(snakeTool->isEnabled());
    snakeTool->trigger();
    QVERIFY(qobject_cast<SnakeTool *>(window.gridView()->tool()));

    // A new snake of three cells, head at (2, 7), body going east.
    GridView *view = window.gridView();
    const auto centre = [view](CellPos p) { return view->cellRect(p).center().toPoint(); };
    const auto firstTrace = window.trace();
    QTest::mousePress(view, Qt::LeftButton, {}, centre({2, 7}));
    QTest::mouseMove(view, centre({3, 7}));
    QTest::mouseRelease(view, Qt::LeftButton, {}, centre({4, 7}));
    QTest::mouseClick(view, Qt::RightButton, {}, centre({2, 2}));
    const std::vector<CellPos> drawn{{2, 7}, {3, 7}, {4, 7}};
    QCOMPARE(scenario.snake, drawn);
    QCOMPARE(scenario.food, std::optional<CellPos>(CellPos{2, 2}));

    // The edit runs the game again from what was drawn.
    QTRY_VERIFY_WITH_TIMEOUT(window.trace() != firstTrace && window.trace()->header.food == scenario.food
                                 && !window.runner().isRunning(), 10000);
    QCOMPARE(window.trace()->header.snake, drawn);
    Cursor cursor(*window.trace());
    cursor.toStart();
    const Grid &board = scenario.board;
    QCOMPARE(cursor.scene().mark(board.index({2, 7})), Mark::Head);
    QCOMPARE(cursor.scene().mark(board.index({4, 7})), Mark::Body);
    QCOMPARE(cursor.scene().mark(board.index({2, 2})), Mark::Food);

    // Two undo steps take the food and the snake back.
    window.document().undoStack()->undo();
    window.document().undoStack()->undo();
    QCOMPARE(scenario.snake.size(), std::size_t(8));
    QCOMPARE(scenario.food, std::optional<CellPos>(CellPos{9, 2}));
}

void TestMainWindow::oddBoardOffersACycleSize()
{
    MainWindow window;
    window.show();
    Scenario scenario;
    scenario.board = Grid(9, 9);
    for (int i = 0; i < 9; ++i) {
        scenario.board.setWall({i, 0});
        scenario.board.setWall({i, 8});
        scenario.board.setWall({0, i});
        scenario.board.setWall({8, i});
    }
    scenario.start = CellPos{3, 1};
    scenario.algorithm = QStringLiteral("snake-hamilton-follow");
    const QString file = m_dir.filePath(QStringLiteral("odd.json"));
    QString error;
    QVERIFY(saveScenario(scenario, file, &error));
    QVERIFY(window.openFile(file));
    QVERIFY(waitForTrace(window));

    // The 7 x 7 playing area has no cycle: the window says why and offers 8 x 7 or 7 x 8.
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = window.findChild<QMessageBox *>()) != nullptr);
    QVERIFY(box->text().contains(QStringLiteral("25 light and 24 dark")));
    QAbstractButton *wider = nullptr;
    for (QAbstractButton *button : box->buttons()) {
        if (button->text().contains(QStringLiteral("8 x 7")))
            wider = button;
    }
    QVERIFY(wider);
    const auto before = window.trace();
    wider->click();
    const Grid &board = window.document().board();
    QCOMPARE(board.width(), 10);
    QCOMPARE(board.height(), 9);
    QVERIFY(board.isWall(CellPos{9, 4}) && !board.isWall(CellPos{8, 4}));
    QVERIFY(HamiltonCycle::obstacle(board).isEmpty());
    // The new board runs at once, and its snake now follows a cycle.
    QTRY_VERIFY_WITH_TIMEOUT(window.trace() != before && !window.runner().isRunning(), 10000);
    QCOMPARE(window.trace()->header.board.width(), 10);
    QVERIFY(!window.findChild<QMessageBox *>() || !window.findChild<QMessageBox *>()->isVisible());
    window.document().undoStack()->undo();
    QCOMPARE(window.document().board().width(), 9);
}

// An edited board shows "*" in the title; opening another board or closing the window asks
// Save / Discard / Cancel first, and Cancel keeps the board and the window.
void TestMainWindow::unsavedBoardAsksBeforeItGoes()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction *example = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text().remove(u'&') == QStringLiteral("A* on a Maze"))
            example = action;
    }
    QVERIFY(example);
    example->trigger();
    QVERIFY(waitForTrace(window));
    const auto shownTitle = [&] { return window.windowHandle()->title(); };
    QVERIFY2(!shownTitle().contains(u'*'), qPrintable(shownTitle()));

    // An edit on the untitled board.
    const Grid opened = window.document().board();
    const Scenario &scenario = window.document().scenario();
    int cell = 0;
    while (opened.weight(cell) == Grid::Wall || opened.pos(cell) == scenario.start || opened.pos(cell) == scenario.goal)
        ++cell;
    window.document().paintCells({cell}, Grid::Wall, 1);
    const Grid edited = window.document().board();
    QVERIFY2(shownTitle().contains(u'*'), qPrintable(shownTitle()));

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
    answer(QMessageBox::Cancel);
    example->trigger();
    QCOMPARE(asked.size(), 1);
    QVERIFY(window.document().board() == edited);
    answer(QMessageBox::Cancel);
    window.close();
    QCOMPARE(asked.size(), 2);
    QVERIFY(window.isVisible());
    QVERIFY(window.document().board() == edited);

    // Undone back to the board as opened, there is nothing to ask about.
    window.document().undoStack()->undo();
    QVERIFY2(!shownTitle().contains(u'*'), qPrintable(shownTitle()));
    window.document().undoStack()->redo();
    QVERIFY2(shownTitle().contains(u'*'), qPrintable(shownTitle()));

    answer(QMessageBox::Discard);
    example->trigger();
    QCOMPARE(asked.size(), 3);
    QVERIFY(waitForTrace(window));
    QVERIFY(window.document().board() == opened);
    QVERIFY2(!shownTitle().contains(u'*'), qPrintable(shownTitle()));
    window.close();
    QCOMPARE(asked.size(), 3);
    QVERIFY(!window.isVisible());
}

// A game takes the board, and what the panels, the timeline and the keys drive is the game;
// leaving it gives back the board, the trace and the step that were there before. A file that
// fails to open during a game changes nothing.
void TestMainWindow::failedOpenAfterAGameChangesNothing()
{
    MainWindow window;
    window.resize(1300, 850);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    const std::shared_ptr<const Trace> trace = window.trace();
    const Grid board = window.document().board();
    const int step = trace->stepCount() / 3;
    window.playback().seek(step);
    auto *status = window.findChild<QLabel *>(QStringLiteral("stepStatus"));
    QVERIFY(status->text().startsWith(QStringLiteral("Step %1 of").arg(step)));

    const QString bad = m_dir.filePath(QStringLiteral("not-a-board.txt"));
    {
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("this is no board\n");
    }
    for (const char *name : {"playSnakeAction", "playDuelAction", "playLinkAction", "playPuzzleAction"}) {
        QAction *play = window.findChild<QAction *>(QString::fromLatin1(name));
        QVERIFY2(play, name);
        play->trigger();
        QVERIFY2(play->isChecked(), name);
        const Grid gameBoard = window.document().board();
        // The trace is not on the timeline: the arrows and End step nothing, the status bar
        // speaks of the game.
        QCOMPARE(window.playback().stepCount(), 0);
        QTest::keyClick(&window, Qt::Key_End);
        QCOMPARE(window.playback().position(), 0);
        QVERIFY2(status->text().contains(QStringLiteral("game")), qPrintable(status->text()));
        // A language switch keeps it so.
        QVERIFY(Language::install(QStringLiteral("zh_CN")));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        QVERIFY(Language::install(QStringLiteral("en")));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        QCOMPARE(window.playback().stepCount(), 0);
        QVERIFY2(status->text().contains(QStringLiteral("game")), qPrintable(status->text()));

        // A failed open leaves the game as it was.
        QVERIFY(!window.openFile(bad));
        QVERIFY2(play->isChecked(), name);
        QVERIFY(window.document().board() == gameBoard);
        QCOMPARE(window.playback().stepCount(), 0);
        if (QWidget *box = QApplication::activeModalWidget())
            box->close();

        // Leaving the game gives the board, the trace and the step back.
        play->trigger();
        QVERIFY2(!play->isChecked(), name);
        QVERIFY2(window.document().board() == board, name);
        QCOMPARE(window.trace(), trace);
        QCOMPARE(window.playback().position(), step);
        QVERIFY2(status->text().startsWith(QStringLiteral("Step %1 of").arg(step)), qPrintable(status->text()));
    }
}

// Closed in the middle of a sliding puzzle, the window starts again without the puzzle's
// panel, which would speak of a game that is not there.
void TestMainWindow::gamePanelComesBackOnlyWithItsGame()
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
void TestMainWindow::gameGivesBackTheComparison()
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
void TestMainWindow::gameKeepsTheUndoHistory()
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
void TestMainWindow::breakpointReadsTheSameDuringAGame()
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

// The question before unsaved work goes says what it is about: the board, the bookmarks (saved
// with the trace) or both; Save then Cancel in the file dialog opens nothing.
void TestMainWindow::unsavedQuestionNamesWhatChanged()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction *example = actionNamed(window, QStringLiteral("A* on a Maze"));
    QVERIFY(example);
    window.openExample();
    QVERIFY(waitForTrace(window));
    const Grid opened = window.document().board();
    std::shared_ptr<const Trace> trace = window.trace();

    // A bookmark alone.
    window.document().undoStack()->push(new AddBookmarkCommand(window.bookmarks(), Bookmark{3, QStringLiteral("Here")}));
    {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Cancel);
        example->trigger();
        QVERIFY(answers.allGiven());
        QVERIFY2(answers.asked.value(0).contains(QStringLiteral("bookmarks")), qPrintable(answers.asked.value(0)));
        QVERIFY2(!answers.asked.value(0).contains(QStringLiteral("board")), qPrintable(answers.asked.value(0)));
    }
    QCOMPARE(window.trace(), trace);

    // A wall as well.
    window.document().paintCells({freeCell(window.document().scenario())}, Grid::Wall, window.document().newDragId());
    QVERIFY(waitForTrace(window) && window.trace() != trace);
    trace = window.trace();
    const Grid edited = window.document().board();
    {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Cancel);
        window.close();
        QVERIFY(answers.allGiven());
        QVERIFY(window.isVisible());
        const QString text = answers.asked.value(0);
        QVERIFY2(text.contains(QStringLiteral("board")) && text.contains(QStringLiteral("bookmarks")), qPrintable(text));
    }

    // Save, then Cancel in the file dialog: nothing is opened, nothing saved.
    {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Save);
        answers.file(QString());
        example->trigger();
        QVERIFY(answers.allGiven());
        QVERIFY(window.document().board() == edited);
        QCOMPARE(window.trace(), trace);
        QVERIFY(window.isWindowModified());
    }

    // Save and save: the trace holds the board and the bookmark, and the example opens.
    const QString saved = m_dir.filePath(QStringLiteral("asked.gtrace"));
    {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Save);
        answers.file(saved);
        example->trigger();
        QVERIFY(answers.allGiven());
        QVERIFY(waitForTrace(window));
        QVERIFY(window.document().board() == opened);
        QVERIFY(!window.isWindowModified());
    }
    QString error;
    const auto loaded = loadTrace(saved, &error);
    QVERIFY2(loaded, qPrintable(error));
    QVERIFY(loaded->header.board == edited);
    QCOMPARE(loaded->bookmarks.size(), std::size_t(1));

    // A board edit alone, discarded.
    window.document().paintCells({freeCell(window.document().scenario())}, Grid::Wall, window.document().newDragId());
    {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Discard);
        window.close();
        QVERIFY(answers.allGiven());
        const QString text = answers.asked.value(0);
        QVERIFY2(text.contains(QStringLiteral("board")) && !text.contains(QStringLiteral("bookmarks")), qPrintable(text));
        QVERIFY(!window.isVisible());
    }
}

// During a game the question is about the board the game set aside, and says so; every answer
// leaves the game as it was until something does open, Cancel and a cancelled save included.
void TestMainWindow::unsavedQuestionDuringAGame()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction *example = actionNamed(window, QStringLiteral("A* on a Maze"));
    QAction *puzzle = window.findChild<QAction *>(QStringLiteral("playPuzzleAction"));
    QAction *open = actionWithShortcut(window, QKeySequence(QKeySequence::Open));
    QVERIFY(example && puzzle && open);
    // File > Open, File > Examples and closing the window all ask first.
    const std::function<void()> asks[] = {[&] { open->trigger(); }, [&] { example->trigger(); }, [&] { window.close(); }};
    window.openExample();
    QVERIFY(waitForTrace(window));
    const Grid opened = window.document().board();
    const auto editAndPlay = [&] {
        window.document().paintCells({freeCell(window.document().scenario())}, Grid::Wall, window.document().newDragId());
        const Grid edited = window.document().board();
        puzzle->trigger();
        return edited;
    };
    const Grid edited = editAndPlay();
    QVERIFY(puzzle->isChecked());
    const Grid puzzleBoard = window.document().board();
    QVERIFY(window.isWindowModified());

    const auto gameGoesOn = [&] {
        return puzzle->isChecked() && window.document().board() == puzzleBoard && !window.trace() && window.isVisible();
    };
    // Cancel.
    for (const auto &ask : asks) {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Cancel);
        ask();
        QVERIFY(answers.allGiven());
        const QString text = answers.asked.value(0);
        QVERIFY2(text.contains(QStringLiteral("set aside for the game")), qPrintable(text));
        QVERIFY(gameGoesOn());
    }
    // Save, then Cancel in the file dialog.
    for (const auto &ask : asks) {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Save);
        answers.file(QString());
        ask();
        QVERIFY(answers.allGiven());
        QVERIFY(gameGoesOn());
        QVERIFY(window.isWindowModified());
    }
    // Save and save: the board set aside is written, then the example replaces the game.
    const QString saved = m_dir.filePath(QStringLiteral("set-aside.json"));
    {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Save);
        answers.file(saved);
        example->trigger();
        QVERIFY(answers.allGiven());
        QVERIFY(!puzzle->isChecked());
        QVERIFY(waitForTrace(window));
        QVERIFY(window.document().board() == opened);
        QVERIFY(!window.isWindowModified());
    }
    QString error;
    QFile file(saved);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto scenario = readScenarioJson(file.readAll(), &error);
    QVERIFY2(scenario, qPrintable(error));
    QVERIFY(scenario->board == edited);

    // Save and save from File > Open, whose own dialog then opens the file just saved.
    const QString savedAgain = m_dir.filePath(QStringLiteral("set-aside-again.json"));
    const Grid editedAgain = editAndPlay();
    {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Save);
        answers.file(savedAgain);
        answers.file(savedAgain);
        open->trigger();
        QVERIFY(answers.allGiven());
        QVERIFY(!puzzle->isChecked());
        QVERIFY(waitForTrace(window));
        QVERIFY(window.document().board() == editedAgain);
        QVERIFY(!window.isWindowModified());
    }

    // Discard: the example replaces the game and the edits.
    editAndPlay();
    {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Discard);
        example->trigger();
        QVERIFY(answers.allGiven());
        QVERIFY(!puzzle->isChecked());
        QVERIFY(waitForTrace(window));
        QVERIFY(window.document().board() == opened);
        QVERIFY(!window.isWindowModified());
    }
    // Save and save while closing: the window closes with the board set aside written.
    editAndPlay();
    QFile::remove(saved);
    {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Save);
        answers.file(saved);
        window.close();
        QVERIFY(answers.allGiven());
        QVERIFY(!window.isVisible());
        QVERIFY(QFileInfo::exists(saved));
    }
}

// Edit > Generate reads like every other menu: each word of an item starts with a capital.
void TestMainWindow::generateMenuIsInTitleCase()
{
    MainWindow window;
    QMenu *generate = nullptr;
    for (QMenu *menu : window.findChildren<QMenu *>()) {
        if (menu->title().remove(u'&') == QStringLiteral("Generate"))
            generate = menu;
    }
    QVERIFY(generate);
    const QStringList smallWords{QStringLiteral("a"), QStringLiteral("an"), QStringLiteral("the"), QStringLiteral("of"),
                                 QStringLiteral("on"), QStringLiteral("and"), QStringLiteral("with")};
    int items = 0;
    for (QAction *action : generate->actions()) {
        if (action->isSeparator())
            continue;
        ++items;
        const QString text = action->text().remove(u'&');
        for (const QString &word : text.split(u' ', Qt::SkipEmptyParts))
            QVERIFY2(smallWords.contains(word) || word.front().isUpper(), qPrintable(text));
    }
    QVERIFY(items >= 5);
}

// The title names the file just opened, whichever way it was opened, and Save writes to it
// without asking for a name.
void TestMainWindow::titleFollowsTheFileOpened()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    Scenario firstScenario = smallScenario();
    Scenario secondScenario = smallScenario();
    secondScenario.goal = CellPos{10, 6};
    const QString first = m_dir.filePath(QStringLiteral("title-first.json"));
    const QString second = m_dir.filePath(QStringLiteral("title-second.json"));
    QString error;
    QVERIFY2(saveScenario(firstScenario, first, &error), qPrintable(error));
    QVERIFY2(saveScenario(secondScenario, second, &error), qPrintable(error));
    const auto shownTitle = [&] { return window.windowHandle()->title(); };

    QVERIFY(window.openFile(first));
    QVERIFY2(shownTitle().startsWith(QStringLiteral("title-first.json")), qPrintable(shownTitle()));
    QVERIFY(window.openFile(second));
    QVERIFY2(shownTitle().startsWith(QStringLiteral("title-second.json")), qPrintable(shownTitle()));
    QVERIFY(waitForTrace(window));

    // An edit, then File > Save (Ctrl+S): no dialog, the second file holds the edit.
    const int cell = freeCell(window.document().scenario());
    window.document().paintCells({cell}, Grid::Wall, window.document().newDragId());
    QVERIFY2(shownTitle().contains(u'*'), qPrintable(shownTitle()));
    QAction *save = actionWithShortcut(window, QKeySequence(QKeySequence::Save));
    QVERIFY(save);
    {
        ModalAnswers answers(&window);
        save->trigger();
        QVERIFY2(answers.allGiven(), qPrintable(answers.unexpected.join(u", ")));
    }
    QVERIFY2(!shownTitle().contains(u'*'), qPrintable(shownTitle()));
    QVERIFY2(shownTitle().startsWith(QStringLiteral("title-second.json")), qPrintable(shownTitle()));
    const auto reread = loadScenario(second, &error);
    QVERIFY2(reread, qPrintable(error));
    QVERIFY(reread->board.isWall(window.document().board().pos(cell)));
    QCOMPARE(reread->goal, secondScenario.goal);
    const auto untouched = loadScenario(first, &error);
    QVERIFY2(untouched, qPrintable(error));
    QVERIFY(untouched->board == firstScenario.board);

    // File > Open (the dialog) does the same.
    QAction *open = actionWithShortcut(window, QKeySequence(QKeySequence::Open));
    QVERIFY(open);
    {
        ModalAnswers answers(&window);
        answers.file(first);
        open->trigger();
        QVERIFY(answers.allGiven());
    }
    QVERIFY2(shownTitle().startsWith(QStringLiteral("title-first.json")), qPrintable(shownTitle()));

    // A board that is not a scenario is not written over as one: Save asks for a name.
    const QString boardFile = m_dir.filePath(QStringLiteral("title-board.txt"));
    {
        QFile file(boardFile);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("gridtrace-board 1\nsize 3 2\nstart 0 0\ngoal 2 1\nrows\n...\n...\n");
    }
    QVERIFY2(window.openFile(boardFile), qPrintable(window.lastError()));
    QVERIFY2(shownTitle().startsWith(QStringLiteral("title-board.txt")), qPrintable(shownTitle()));
    {
        ModalAnswers answers(&window);
        answers.file(QString());
        save->trigger();
        QVERIFY(answers.allGiven());
    }
    QFile board(boardFile);
    QVERIFY(board.open(QIODevice::ReadOnly));
    QVERIFY(board.readAll().startsWith("gridtrace-board"));
}

// Started with a file, as `gridtrace FILE` is, the window's title names it at once.
void TestMainWindow::titleFollowsTheFileOnTheCommandLine()
{
    const QString file = m_dir.filePath(QStringLiteral("started-with.json"));
    QString error;
    QVERIFY2(saveScenario(smallScenario(), file, &error), qPrintable(error));
    // As app/gui/main.cpp does it.
    MainWindow window;
    window.show();
    QVERIFY(window.openFile(file));
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.windowHandle()->title().startsWith(QStringLiteral("started-with.json")),
             qPrintable(window.windowHandle()->title()));
    QVERIFY(!window.isWindowModified());
}

// The title's "*" goes when Undo comes back to the board as opened or saved, whatever the edit
// (a wall, a bookmark), and a game's own edits never put it there.
void TestMainWindow::modifiedMarkFollowsUndo()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString file = m_dir.filePath(QStringLiteral("undo-mark.json"));
    QString error;
    QVERIFY2(saveScenario(smallScenario(), file, &error), qPrintable(error));
    QVERIFY(window.openFile(file));
    QVERIFY(waitForTrace(window));
    const auto marked = [&] { return window.windowHandle()->title().contains(u'*'); };
    QAction *undo = actionWithShortcut(window, QKeySequence(QKeySequence::Undo));
    QAction *redo = actionWithShortcut(window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    QVERIFY(undo && redo);
    QVERIFY(!marked());

    // A wall.
    window.document().paintCells({freeCell(window.document().scenario())}, Grid::Wall, window.document().newDragId());
    QVERIFY(marked());
    undo->trigger();
    QVERIFY2(!marked(), qPrintable(window.windowHandle()->title()));
    redo->trigger();
    QVERIFY(marked());
    undo->trigger();
    QVERIFY(!marked());

    // A bookmark, added and taken back.
    QVERIFY(waitForTrace(window));
    window.document().undoStack()->push(new AddBookmarkCommand(window.bookmarks(), Bookmark{2, QStringLiteral("Here")}));
    QVERIFY(marked());
    undo->trigger();
    QVERIFY2(!marked(), qPrintable(window.windowHandle()->title()));
    redo->trigger();
    QVERIFY(marked());
    undo->trigger();
    QVERIFY(!marked());

    // A game's edits and their undo leave the board as opened, and so the title.
    QAction *puzzle = window.findChild<QAction *>(QStringLiteral("playPuzzleAction"));
    QAction *clear = actionNamed(window, QStringLiteral("Clear the Board"));
    QVERIFY(puzzle && clear);
    puzzle->trigger();
    QVERIFY(!marked());
    clear->trigger();
    QVERIFY(!marked());
    undo->trigger();
    QVERIFY(!marked());
    puzzle->trigger();
    QVERIFY(!marked());

    // An edit before the game is still marked after it, and undone after it, unmarked.
    window.document().paintCells({freeCell(window.document().scenario())}, Grid::Wall, window.document().newDragId());
    puzzle->trigger();
    QVERIFY(marked());
    clear->trigger();
    undo->trigger();
    QVERIFY(marked());
    puzzle->trigger();
    QVERIFY(marked());
    undo->trigger();
    QVERIFY2(!marked(), qPrintable(window.windowHandle()->title()));
}

// Solve from Here traces the puzzle's position in the game's stead, and the board the game set
// aside still waits, with its edits, its history, its trace, step and breakpoints: Puzzle > Back
// to the Board Before the Puzzle gives it all back, and so does leaving a game played next.
void TestMainWindow::aFailedRunLeavesNoSnakeBehind()
{
    MainWindow window;
    window.resize(1300, 850);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample(QStringLiteral("snake-drawn"));
    QVERIFY(waitForTrace(window));
    QVERIFY(window.gridView()->snakeBodySequence() >= 0);
    // A Lianliankan search on the snake's board, which holds no tiles: the run fails.
    window.document().setAlgorithm(QStringLiteral("link-min-turn"), {}, 1);
    QAction *run = actionWithShortcut(window, QKeySequence(Qt::CTRL | Qt::Key_R));
    QVERIFY(run);
    run->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!window.trace() && !window.runner().isRunning(), 20000);
    // The snake went with its trace: the board draws none.
    QCOMPARE(window.gridView()->snakeBodySequence(), -1);
}

void TestMainWindow::solveFromHereKeepsTheBoardSetAside()
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
void TestMainWindow::panelsOfTheTraceStepAsideForAGame()
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

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
