// The window as a user meets it: the example plays, bad files change nothing, the language
// switches while it runs, edits re-run the search, frames export.

#include "mainwindowtesting.h"

using namespace gridtrace;
using namespace gridtrace::windowtesting;

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
    void generateMakesOneUndoStep();
    void drawTheSnakeInTheWindow();
    void oddBoardOffersACycleSize();
    void generateMenuIsInTitleCase();
    void aFailedRunLeavesNoSnakeBehind();

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

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
