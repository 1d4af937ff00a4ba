// Two searches side by side as a lecturer uses them: A* with BFS beside it on the example
// maze, both finding paths of one length; the post's Lianliankan search beside the
// fewest-turn one, taking two turns where none are needed; swapping the two; the pane
// offered only for searches and put away during a live game.

#include "comparepane.h"
#include "frameexporter.h"
#include "gridview.h"
#include "legenddock.h"
#include "linkcomparisondialog.h"
#include "mainwindow.h"
#include "mainwindowtesting.h"

#include "language.h"

#include "catalogue/catalogue.h"
#include "link/linkboard.h"
#include "trace/cursor.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QFileDialog>
#include <QComboBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QTreeWidget>
#include <QSaveFile>
#include <QScreen>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace gridtrace;

namespace {

bool waitForTrace(MainWindow &window, const std::shared_ptr<const Trace> &before = {})
{
    return QTest::qWaitFor([&] { return window.trace() && window.trace() != before && !window.runner().isRunning(); }, 20000);
}

bool waitForCompanion(ComparePane &pane, const Trace *before = nullptr)
{
    return QTest::qWaitFor([&] { return pane.trace() && pane.trace() != before && !pane.isRunning(); }, 20000);
}

QAction *action(MainWindow &window, const char *name)
{
    return window.findChild<QAction *>(QString::fromLatin1(name));
}

void choose(ComparePane &pane, const QString &algorithm)
{
    auto *box = pane.findChild<QComboBox *>(QStringLiteral("compareAlgorithm"));
    const int index = box->findData(algorithm);
    QVERIFY2(index >= 0, qPrintable(algorithm));
    box->setCurrentIndex(index);
    emit box->activated(index);
}

std::size_t pathMoves(const Scenario &scenario, const QString &algorithm)
{
    Scenario run = scenario;
    run.algorithm = algorithm;
    run.parameters.clear();
    const RunOutcome outcome = Catalogue::run(run);
    return outcome.found ? outcome.path.size() - 1 : 0;
}

} // namespace

class TestComparePane : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void pathfindingSideBySide();
    void companionKeepsTheTraceLimit();
    void boardsStayPutWhileStepping();
    void postSearchBesideFewestTurns();
    void linkComparisonTable();
    void offeredOnlyForSearches();
    void putAwayDuringLiveGame();
    void swapKeepsTheStep();
    void swapTakesEachSearchsSettings();
    void swapTakesTheBookmarksWithTheirSearch();
    void swapBringsTheBookmarksKeptForTheSearch();
    void pickingTheSearchSwappedBesideBringsItsBookmarks();
    void undoAfterSwapChangesOnlyTheScreen();
    void legendExplainsBothBoards();
    void exportedViewShowsBothBoards();
};

void TestComparePane::initTestCase()
{
    // English as the window installs it, with its plural forms ("1 move", "2 moves").
    QVERIFY(Language::install(QStringLiteral("en")));
}

void TestComparePane::pathfindingSideBySide()
{
    MainWindow window;
    window.resize(1400, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("astar"));
    ComparePane *pane = window.comparePane();
    QVERIFY(!pane->isVisible());

    QAction *compare = action(window, "compareAction");
    QVERIFY(compare->isEnabled());
    compare->trigger();
    QVERIFY(pane->isVisible());
    QVERIFY(!ComparePane::companionsOf(QStringLiteral("astar")).contains(QStringLiteral("astar")));
    choose(*pane, QStringLiteral("bfs"));
    QVERIFY(QTest::qWaitFor([&] { return pane->trace() && pane->trace()->header.algorithm == u"bfs" && !pane->isRunning(); }, 20000));
    // Same board, same endpoints, another algorithm.
    QCOMPARE(pane->trace()->header.board, window.trace()->header.board);
    QCOMPARE(pane->trace()->header.start, window.trace()->header.start);
    QCOMPARE(pane->trace()->header.goal, window.trace()->header.goal);

    // Step for step: the pane shows the window's step while it has one.
    const int shared = std::min(window.trace()->stepCount(), pane->trace()->stepCount());
    window.playback().seek(shared / 2);
    QCOMPARE(pane->position(), shared / 2);

    // BFS expands more of a maze than A*, so it is still searching one step before A* ends;
    // at A*'s end the pane shows BFS's end, a path as short as A*'s (both are optimal on
    // unit costs).
    QVERIFY(pane->trace()->stepCount() > window.trace()->stepCount());
    window.playback().seek(window.trace()->stepCount() - 1);
    QCOMPARE(pane->position(), window.trace()->stepCount() - 1);
    window.playback().toEnd();
    QCOMPARE(pane->position(), pane->trace()->stepCount());
    QVERIFY2(pane->statusText().contains(QStringLiteral("ended at step %1").arg(window.trace()->stepCount())), qPrintable(pane->statusText()));
    const std::size_t moves = pathMoves(window.document().scenario(), QStringLiteral("bfs"));
    QCOMPARE(moves, pathMoves(window.document().scenario(), QStringLiteral("astar")));
    QVERIFY(moves > 0);
    QVERIFY2(pane->statusText().contains(QStringLiteral("A path of %1 moves").arg(moves)), qPrintable(pane->statusText()));
    // Said once: the search's last status is that same result.
    QVERIFY2(pane->statusText().count(QStringLiteral("a path of"), Qt::CaseInsensitive) == 1, qPrintable(pane->statusText()));

    // The pane's board shows BFS's path where it runs: a cell halfway along is the path colour.
    Cursor cursor(*pane->trace());
    cursor.toEnd();
    const auto &path = cursor.scene().sequence(0);
    QVERIFY(path.size() > 2);
    const CellPos halfway = pane->trace()->header.board.pos(int(path[path.size() / 2]));
    QCoreApplication::processEvents();
    GridView *view = pane->view();
    const QImage image = view->grab().toImage();
    const QRectF cell = view->cellRect(halfway);
    const QPoint corner = QPointF(cell.left() + cell.width() * 0.15, cell.top() + cell.height() * 0.15).toPoint();
    QCOMPARE(image.pixelColor(corner * image.devicePixelRatio()).name(), view->themePalette().mark(Mark::Path).name());
}

// Run > Trace Limit holds for the search beside as for the window's: on a large board the
// companion's trace would otherwise take memory the limit was set to spare.
void TestComparePane::companionKeepsTheTraceLimit()
{
    MainWindow window;
    window.resize(1400, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    action(window, "compareAction")->trigger();
    ComparePane *pane = window.comparePane();
    choose(*pane, QStringLiteral("bfs"));
    QVERIFY(QTest::qWaitFor([&] { return pane->trace() && pane->trace()->header.algorithm == u"bfs" && !pane->isRunning(); }, 20000));
    const int wholeSteps = pane->trace()->stepCount();
    const quint64 limit = quint64(pane->trace()->changeCount() / 3);
    QVERIFY(limit >= 100);

    window.runner().setMaxTraceChanges(limit);
    const std::shared_ptr<const Trace> before = window.trace();
    const Trace *companionBefore = pane->trace();
    for (QAction *run : window.findChildren<QAction *>()) {
        if (run->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_R))
            run->trigger();
    }
    QVERIFY(waitForTrace(window, before));
    QVERIFY(waitForCompanion(*pane, companionBefore));
    QVERIFY2(quint64(pane->trace()->changeCount()) <= limit,
             qPrintable(QStringLiteral("%1 changes beside a limit of %2").arg(pane->trace()->changeCount()).arg(limit)));
    QVERIFY(pane->trace()->stepCount() < wholeSteps);
    window.playback().toEnd();
    QVERIFY2(pane->statusText().contains(QStringLiteral("(the trace limit)")), qPrintable(pane->statusText()));
}

// The pane's status grows from one line to several as a search ends; once, each new line
// pushed the pane's board down, so during playback the two boards jumped and no longer
// lined up. Every step, to the end of both searches, leaves both boards where they were.
void TestComparePane::boardsStayPutWhileStepping()
{
    // The screen it runs on (ctest runs this on 1280 x 800 at 100% and 150%), less a panel.
    MainWindow window;
    window.resize(window.screen()->availableGeometry().size() - QSize(0, 40));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    window.playback().pause();
    action(window, "compareAction")->trigger();
    ComparePane *pane = window.comparePane();
    choose(*pane, QStringLiteral("bfs"));
    QVERIFY(QTest::qWaitFor([&] { return pane->trace() && pane->trace()->header.algorithm == u"bfs" && !pane->isRunning(); }, 20000));
    QCoreApplication::processEvents();

    auto *left = window.findChild<GridView *>(QStringLiteral("gridView"));
    QVERIFY(left);
    GridView *right = pane->view();
    const auto placeOf = [&window](const QWidget *widget) { return QRect(widget->mapTo(&window, QPoint(0, 0)), widget->size()); };
    const QRect leftPlace = placeOf(left);
    const QRect rightPlace = placeOf(right);
    QCOMPARE(rightPlace.top(), leftPlace.top());
    // The boards as drawn line up too: the first row starts at one height, to a pixel.
    const auto drawnTop = [&window](const GridView *view) {
        return view->mapTo(&window, view->cellRect(CellPos{0, 0}).topLeft().toPoint()).y();
    };
    QVERIFY2(std::abs(drawnTop(left) - drawnTop(right)) <= 1,
             qPrintable(QStringLiteral("the window's board starts at y %1, the pane's at %2").arg(drawnTop(left)).arg(drawnTop(right))));
    // One board drawn at one scale, side by side: the two are as wide as each other, to a pixel.
    const auto drawnWidth = [](const GridView *view) {
        const int width = view->document()->board().width();
        return view->cellRect(CellPos{width - 1, 0}).right() - view->cellRect(CellPos{0, 0}).left();
    };
    QVERIFY2(std::abs(drawnWidth(left) - drawnWidth(right)) <= 1 && left->cellSize() == right->cellSize(),
             qPrintable(QStringLiteral("a board %1 px wide beside one %2 px wide (cells of %3 and %4 px)")
                            .arg(drawnWidth(left)).arg(drawnWidth(right)).arg(left->cellSize()).arg(right->cellSize())));
    QStringList statuses;
    for (int position = 0; position <= window.trace()->stepCount(); ++position) {
        window.playback().seek(position);
        QCoreApplication::processEvents();
        if (statuses.isEmpty() || statuses.last() != pane->statusText())
            statuses << pane->statusText();
        QVERIFY2(placeOf(right) == rightPlace && placeOf(left) == leftPlace,
                 qPrintable(QStringLiteral("step %1: %2").arg(position).arg(pane->statusText())));
    }
    // The steps seen include the end, with its result.
    QVERIFY2(pane->statusText().count(u'\n') >= 1, qPrintable(pane->statusText()));
    QVERIFY(statuses.size() > 2);
    // It shows in three lines at most; what is cut short is whole in its tooltip.
    auto *status = pane->findChild<QLabel *>(QStringLiteral("compareStatus"));
    QVERIFY(status);
    QVERIFY2(status->text().count(u'\n') <= 2, qPrintable(status->text()));
    QCOMPARE(status->toolTip(), pane->statusText());
}

void TestComparePane::postSearchBesideFewestTurns()
{
    // The board of docs/link.md: two 2s one above the other, an empty column to their right.
    QTemporaryDir dir;
    const QString fileName = dir.filePath(QStringLiteral("board.txt"));
    QSaveFile file(fileName);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(". # . .\n1 . 2 .\n1 1 2 .\n1 1 . 1\n");
    QVERIFY(file.commit());

    MainWindow window;
    window.resize(1400, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openFile(fileName), qPrintable(window.lastError()));
    QVERIFY(waitForTrace(window));
    action(window, "compareAction")->trigger();
    ComparePane *pane = window.comparePane();
    QCOMPARE(pane->algorithm(), QStringLiteral("link-seed-003"));

    std::shared_ptr<const Trace> before = window.trace();
    const Trace *companion = pane->trace();
    QVERIFY(window.document().moveEndpoint(Endpoint::Start, LinkBoard::fromTile({2, 2}), -1));
    QVERIFY(window.document().moveEndpoint(Endpoint::Goal, LinkBoard::fromTile({2, 1}), -1));
    QVERIFY(waitForTrace(window, before));
    QVERIFY(waitForCompanion(*pane, companion));
    QCOMPARE(window.trace()->header.start, std::optional<CellPos>(LinkBoard::fromTile({2, 2})));
    QCOMPARE(pane->trace()->header.goal, std::optional<CellPos>(LinkBoard::fromTile({2, 1})));

    // The fewest-turn link is the straight step up; the post's search goes round by the right.
    Cursor left(*window.trace());
    left.toEnd();
    QCOMPARE(left.scene().sequence(0).size(), std::size_t(2));
    window.playback().toEnd();
    QCOMPARE(pane->position(), pane->trace()->stepCount());
    QVERIFY2(pane->statusText().contains(QStringLiteral("Linked with 2 turns and 3 moves")), qPrintable(pane->statusText()));

    // Swap: the post's search on the window's timeline, the fewest turns beside it.
    before = window.trace();
    pane->findChild<QToolButton *>(QStringLiteral("compareSwap"))->click();
    QVERIFY(waitForTrace(window, before));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("link-seed-003"));
    QCOMPARE(window.document().scenario().algorithm, QStringLiteral("link-seed-003"));
    QCOMPARE(pane->algorithm(), QStringLiteral("link-min-turn"));
    QVERIFY(QTest::qWaitFor([&] { return pane->trace() && pane->trace()->header.algorithm == u"link-min-turn" && !pane->isRunning(); }, 20000));
    window.playback().toEnd();
    QVERIFY2(pane->statusText().contains(QStringLiteral("Linked with 0 turns and 1 move.")), qPrintable(pane->statusText()));
}

void TestComparePane::linkComparisonTable()
{
    MainWindow window;
    window.resize(1400, 800);
    window.show();
    window.openExample(QStringLiteral("link-ring"));
    QVERIFY(waitForTrace(window));
    const std::optional<LinkBoard> board = LinkBoard::fromScenario(window.document().scenario(), nullptr);
    QVERIFY(board);
    action(window, "compareLinkAction")->trigger();
    auto *dialog = window.findChild<LinkComparisonDialog *>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());

    // Every pair of one kind is listed once; by default only those where the two differ.
    const LinkComparison &comparison = dialog->comparison();
    std::size_t pairs = 0;
    const auto counts = board->kindCounts();
    for (const int count : counts)
        pairs += std::size_t(count) * std::size_t(std::max(count - 1, 0)) / 2;
    QCOMPARE(comparison.pairs.size(), pairs);
    const auto differing = std::count_if(comparison.pairs.begin(), comparison.pairs.end(),
                                         [](const LinkPairComparison &pair) { return pair.differs(); });
    QTableWidget *table = dialog->table();
    QCOMPARE(table->rowCount(), int(differing));
    dialog->findChild<QCheckBox *>()->setChecked(false);
    QCOMPARE(table->rowCount(), int(pairs));
    dialog->setOnlyDifferences(true);

    // The pair where the post's search turns more opens side by side.
    int row = -1;
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->item(r, 6)->text() == u"more turns")
            row = r;
    }
    QVERIFY(row >= 0);
    // The tiles are named by the board's cells, "(x, y)", as the status bar names them.
    const auto cellNamed = [](const QString &text) {
        const QStringList xy = text.mid(1, text.size() - 2).split(QStringLiteral(", "));
        return xy.size() == 2 ? CellPos{xy[0].toInt(), xy[1].toInt()} : CellPos{-1, -1};
    };
    const CellPos from = cellNamed(table->item(row, 0)->text());
    const CellPos to = cellNamed(table->item(row, 1)->text());
    QVERIFY(board->contains(from) && board->contains(to));
    QCOMPARE(board->kind(board->index(from)), board->kind(board->index(to)));
    table->selectRow(row);
    table->setCurrentCell(row, 0);
    const std::shared_ptr<const Trace> before = window.trace();
    dialog->findChild<QPushButton *>(QStringLiteral("showSideBySide"))->click();
    QVERIFY(waitForTrace(window, before));
    QCOMPARE(window.document().scenario().start, std::optional<CellPos>(from));
    QCOMPARE(window.document().scenario().goal, std::optional<CellPos>(to));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("link-seed-003"));
    ComparePane *pane = window.comparePane();
    QVERIFY(pane->isVisible());
    QCOMPARE(pane->algorithm(), QStringLiteral("link-min-turn"));
    QVERIFY(QTest::qWaitFor([&] { return pane->trace() && pane->trace()->header.start == from && !pane->isRunning(); }, 20000));
    window.playback().toEnd();
    const QString minTurn = table->item(row, 3)->text(); // "1 turn, 4 moves": the words agree with the counts
    const QStringList parts = minTurn.split(QStringLiteral(", "));
    QCOMPARE(parts.size(), 2);
    for (const QString &part : parts) {
        const QStringList words = part.split(u' ');
        QCOMPARE(words.size(), 2);
        QVERIFY2(words[1].endsWith(u's') == (words[0] != u"1"), qPrintable(minTurn));
    }
    QVERIFY2(pane->statusText().contains(QStringLiteral("Linked with %1 and %2.").arg(parts[0], parts[1])),
             qPrintable(pane->statusText() + QStringLiteral(" / ") + minTurn));
    // Said once, not again in the search's own last words.
    QVERIFY2(pane->statusText().count(QStringLiteral("linked"), Qt::CaseInsensitive) == 1, qPrintable(pane->statusText()));
}

void TestComparePane::offeredOnlyForSearches()
{
    MainWindow window;
    window.show();
    window.openExample(QStringLiteral("snake-drawn"));
    QVERIFY(waitForTrace(window));
    QAction *compare = action(window, "compareAction");
    QVERIFY(!compare->isEnabled());
    QVERIFY(ComparePane::companionsOf(window.document().scenario().algorithm).isEmpty());
    // A search brings it back; a snake game again takes it, and the pane, away.
    window.openExample();
    QVERIFY(waitForTrace(window));
    QVERIFY(compare->isEnabled());
    compare->trigger();
    QVERIFY(window.comparePane()->isVisible());
    window.openExample(QStringLiteral("snake-drawn"));
    QVERIFY(!compare->isEnabled());
    QVERIFY(!compare->isChecked());
    QVERIFY(!window.comparePane()->isVisible());
}

void TestComparePane::putAwayDuringLiveGame()
{
    MainWindow window;
    window.show();
    window.openExample(QStringLiteral("link-ring"));
    QVERIFY(waitForTrace(window));
    action(window, "compareAction")->trigger();
    QVERIFY(window.comparePane()->isVisible());
    QAction *play = action(window, "playLinkAction");
    play->trigger();
    QVERIFY(!window.comparePane()->isVisible());
    play->trigger();
    QVERIFY(window.comparePane()->isVisible());
}

// Swap puts the search beside on the timeline at the step shown, or at its end when it is
// shorter, as an edit of the board keeps the step.
void TestComparePane::swapKeepsTheStep()
{
    MainWindow window;
    window.resize(1400, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    action(window, "compareAction")->trigger();
    ComparePane *pane = window.comparePane();
    choose(*pane, QStringLiteral("bfs"));
    QVERIFY(QTest::qWaitFor([&] { return pane->trace() && pane->trace()->header.algorithm == u"bfs" && !pane->isRunning(); }, 20000));
    const int astarSteps = window.trace()->stepCount();
    const int bfsSteps = pane->trace()->stepCount();
    QVERIFY(bfsSteps > astarSteps && astarSteps > 11);
    auto *swap = pane->findChild<QToolButton *>(QStringLiteral("compareSwap"));
    // From the keyboard: Alt+S to the choice beside, Alt+W swaps.
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(&window, Qt::Key_S, Qt::AltModifier);
    QVERIFY(QTest::qWaitFor([&] { return pane->findChild<QComboBox *>(QStringLiteral("compareAlgorithm"))->hasFocus(); }, 1000));

    window.playback().seek(11);
    std::shared_ptr<const Trace> before = window.trace();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_W, Qt::AltModifier);
    QVERIFY(waitForTrace(window, before));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("bfs"));
    QCOMPARE(window.playback().position(), 11);
    QVERIFY(waitForCompanion(*pane));
    QCOMPARE(pane->position(), 11);

    // Past A*'s end: A* comes back at its own last step.
    window.playback().seek(bfsSteps - 1);
    before = window.trace();
    swap->click();
    QVERIFY(waitForTrace(window, before));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("astar"));
    QCOMPARE(window.playback().position(), astarSteps);
}

// A* set up away from its defaults, swapped to the right and back: it runs with its own
// heuristic, weight and tie-break on either side, and comes back with the trace it had.
void TestComparePane::swapTakesEachSearchsSettings()
{
    QFile example(QStringLiteral(":/examples/astar-maze.json"));
    QVERIFY(example.open(QIODevice::ReadOnly));
    QJsonObject scenario = QJsonDocument::fromJson(example.readAll()).object();
    const QJsonObject settings{{QStringLiteral("connectivity"), QStringLiteral("8")},
                               {QStringLiteral("heuristic"), QStringLiteral("euclidean")},
                               {QStringLiteral("tie-break"), QStringLiteral("smaller-g")},
                               {QStringLiteral("weight"), 2}};
    scenario.insert(QStringLiteral("parameters"), settings);
    QTemporaryDir folder;
    const QString fileName = folder.filePath(QStringLiteral("astar2.json"));
    QFile file(fileName);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(scenario).toJson());
    file.close();

    MainWindow window;
    window.resize(1400, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(fileName));
    QVERIFY(waitForTrace(window));
    const QVariantMap own = window.trace()->header.parameters;
    QCOMPARE(own.value(QStringLiteral("heuristic")).toString(), QStringLiteral("euclidean"));
    const int steps = window.trace()->stepCount();
    action(window, "compareAction")->trigger();
    ComparePane *pane = window.comparePane();
    choose(*pane, QStringLiteral("bfs"));
    QVERIFY(QTest::qWaitFor([&] { return pane->trace() && pane->trace()->header.algorithm == u"bfs" && !pane->isRunning(); }, 20000));
    auto *swap = pane->findChild<QToolButton *>(QStringLiteral("compareSwap"));

    std::shared_ptr<const Trace> before = window.trace();
    swap->click();
    QVERIFY(waitForTrace(window, before));
    QVERIFY(waitForCompanion(*pane));
    QCOMPARE(pane->trace()->header.algorithm, QStringLiteral("astar"));
    QCOMPARE(pane->trace()->header.parameters, own);
    QCOMPARE(pane->trace()->stepCount(), steps);

    before = window.trace();
    swap->click();
    QVERIFY(waitForTrace(window, before));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("astar"));
    QCOMPARE(window.trace()->header.parameters, own);
    QCOMPARE(window.trace()->stepCount(), steps);
}

// Bookmarks mark steps of the search they were made on: Swap takes them beside with it and
// brings them back with it, and the timeline shows those of the search on it. Not yet saved,
// they are asked about on closing, and Save writes each search's with its own trace.
void TestComparePane::swapTakesTheBookmarksWithTheirSearch()
{
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
    QTemporaryDir folder;
    MainWindow window;
    window.resize(1400, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    action(window, "compareAction")->trigger();
    ComparePane *pane = window.comparePane();
    choose(*pane, QStringLiteral("bfs"));
    QVERIFY(QTest::qWaitFor([&] { return pane->trace() && pane->trace()->header.algorithm == u"bfs" && !pane->isRunning(); }, 20000));
    auto *swap = pane->findChild<QToolButton *>(QStringLiteral("compareSwap"));
    const auto positions = [&] {
        QList<int> marked;
        for (const Bookmark &bookmark : window.bookmarks()->bookmarks())
            marked << bookmark.position;
        return marked;
    };
    window.document().undoStack()->push(new AddBookmarkCommand(window.bookmarks(), Bookmark{5, QStringLiteral("A* here")}));
    QVERIFY(window.isWindowModified());

    // BFS on the timeline: none of A*'s marks, and A*'s are still unsaved work.
    std::shared_ptr<const Trace> before = window.trace();
    swap->click();
    QVERIFY(waitForTrace(window, before));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("bfs"));
    QCOMPARE(positions(), QList<int>{});
    QVERIFY(window.isWindowModified());
    window.document().undoStack()->push(new AddBookmarkCommand(window.bookmarks(), Bookmark{7, QStringLiteral("BFS here")}));

    // Back: A*'s, with their caption; and again, BFS's.
    before = window.trace();
    swap->click();
    QVERIFY(waitForTrace(window, before));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("astar"));
    QCOMPARE(positions(), QList<int>{5});
    QCOMPARE(window.bookmarks()->at(5)->caption, QStringLiteral("A* here"));
    before = window.trace();
    swap->click();
    QVERIFY(waitForTrace(window, before));
    QCOMPARE(positions(), QList<int>{7});

    // Closing asks; Save writes BFS's with the trace on the timeline, then A*'s with A*'s.
    const QString bfsFile = folder.filePath(QStringLiteral("bfs.gtrace"));
    const QString astarFile = folder.filePath(QStringLiteral("astar.gtrace"));
    {
        windowtesting::ModalAnswers answers(&window);
        answers.button(QMessageBox::Save);
        answers.file(bfsFile);
        answers.file(astarFile);
        window.close();
        QTRY_VERIFY2(answers.allGiven(), qPrintable(answers.unexpected.join(u',')));
    }
    QVERIFY(!window.isVisible());
    QString error;
    const auto bfs = loadTrace(bfsFile, &error);
    QVERIFY2(bfs, qPrintable(error));
    QCOMPARE(bfs->header.algorithm, QStringLiteral("bfs"));
    QCOMPARE(bfs->bookmarks.size(), std::size_t(1));
    QCOMPARE(bfs->bookmarks.front().position, 7);
    const auto astar = loadTrace(astarFile, &error);
    QVERIFY2(astar, qPrintable(error));
    QCOMPARE(astar->header.algorithm, QStringLiteral("astar"));
    QCOMPARE(astar->bookmarks.size(), std::size_t(1));
    QCOMPARE(astar->bookmarks.front().caption, QStringLiteral("A* here"));
}

// BFS's bookmarks, kept by the Algorithm panel when A* was picked, are BFS's one list: Swap
// brings them to the timeline with BFS, a bookmark made there joins them, and closing saves
// BFS's trace once, with both.
void TestComparePane::swapBringsTheBookmarksKeptForTheSearch()
{
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
    QTemporaryDir folder;
    MainWindow window;
    window.resize(1400, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    QComboBox *algorithms = window.findChild<AlgorithmPanel *>()->algorithmBox();
    const auto pick = [&](const QString &id) {
        const int index = algorithms->findText(Catalogue::text(Catalogue::find(id)->name));
        const std::shared_ptr<const Trace> before = window.trace();
        algorithms->setCurrentIndex(index);
        emit algorithms->activated(index);
        return index >= 0 && waitForTrace(window, before) && window.trace()->header.algorithm == id;
    };
    const auto positions = [&] {
        QList<int> marked;
        for (const Bookmark &bookmark : window.bookmarks()->bookmarks())
            marked << bookmark.position;
        return marked;
    };
    QVERIFY(pick(QStringLiteral("bfs")));
    window.document().undoStack()->push(new AddBookmarkCommand(window.bookmarks(), Bookmark{40, QStringLiteral("BFS late")}));
    QVERIFY(pick(QStringLiteral("astar")));
    QCOMPARE(positions(), QList<int>{});

    action(window, "compareAction")->trigger();
    ComparePane *pane = window.comparePane();
    choose(*pane, QStringLiteral("bfs"));
    QVERIFY(QTest::qWaitFor([&] { return pane->trace() && pane->trace()->header.algorithm == u"bfs" && !pane->isRunning(); }, 20000));
    std::shared_ptr<const Trace> before = window.trace();
    pane->findChild<QToolButton *>(QStringLiteral("compareSwap"))->click();
    QVERIFY(waitForTrace(window, before));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("bfs"));
    QCOMPARE(positions(), QList<int>{40});
    QCOMPARE(window.bookmarks()->at(40)->caption, QStringLiteral("BFS late"));
    window.document().undoStack()->push(new AddBookmarkCommand(window.bookmarks(), Bookmark{7, QStringLiteral("BFS here")}));

    // One question, one save dialog: BFS's trace with its two bookmarks.
    const QString bfsFile = folder.filePath(QStringLiteral("bfs.gtrace"));
    {
        windowtesting::ModalAnswers answers(&window);
        answers.button(QMessageBox::Save);
        answers.file(bfsFile);
        window.close();
        QTRY_VERIFY2(answers.allGiven(), qPrintable(answers.unexpected.join(u',')));
        QTest::qWait(200);
        QVERIFY2(answers.unexpected.isEmpty(), qPrintable(answers.unexpected.join(u',')));
    }
    QVERIFY(!window.isVisible());
    QString error;
    const auto bfs = loadTrace(bfsFile, &error);
    QVERIFY2(bfs, qPrintable(error));
    QCOMPARE(bfs->header.algorithm, QStringLiteral("bfs"));
    QCOMPARE(bfs->bookmarks.size(), std::size_t(2));
    QCOMPARE(bfs->bookmarks.front().position, 7);
    QCOMPARE(bfs->bookmarks.back().caption, QStringLiteral("BFS late"));
}

// A*'s bookmark went beside with A* in a Swap; picking A* in the Algorithm panel brings that
// list back to the timeline rather than a new empty one, and closing saves A*'s trace once.
void TestComparePane::pickingTheSearchSwappedBesideBringsItsBookmarks()
{
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
    QTemporaryDir folder;
    MainWindow window;
    window.resize(1400, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    window.document().undoStack()->push(new AddBookmarkCommand(window.bookmarks(), Bookmark{5, QStringLiteral("A* here")}));
    action(window, "compareAction")->trigger();
    ComparePane *pane = window.comparePane();
    choose(*pane, QStringLiteral("bfs"));
    QVERIFY(QTest::qWaitFor([&] { return pane->trace() && pane->trace()->header.algorithm == u"bfs" && !pane->isRunning(); }, 20000));
    std::shared_ptr<const Trace> before = window.trace();
    pane->findChild<QToolButton *>(QStringLiteral("compareSwap"))->click();
    QVERIFY(waitForTrace(window, before));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("bfs"));
    QVERIFY(window.bookmarks()->isEmpty());

    QComboBox *algorithms = window.findChild<AlgorithmPanel *>()->algorithmBox();
    const int index = algorithms->findText(Catalogue::text(Catalogue::find(QStringLiteral("astar"))->name));
    QVERIFY(index >= 0);
    before = window.trace();
    algorithms->setCurrentIndex(index);
    emit algorithms->activated(index);
    QVERIFY(waitForTrace(window, before));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("astar"));
    QVERIFY(window.bookmarks()->at(5));
    QCOMPARE(window.bookmarks()->at(5)->caption, QStringLiteral("A* here"));

    const QString astarFile = folder.filePath(QStringLiteral("astar.gtrace"));
    {
        windowtesting::ModalAnswers answers(&window);
        answers.button(QMessageBox::Save);
        answers.file(astarFile);
        window.close();
        QTRY_VERIFY2(answers.allGiven(), qPrintable(answers.unexpected.join(u',')));
        QTest::qWait(200);
        QVERIFY2(answers.unexpected.isEmpty(), qPrintable(answers.unexpected.join(u',')));
    }
    QVERIFY(!window.isVisible());
    QString error;
    const auto astar = loadTrace(astarFile, &error);
    QVERIFY2(astar, qPrintable(error));
    QCOMPARE(astar->bookmarks.size(), std::size_t(1));
    QCOMPARE(astar->bookmarks.front().caption, QStringLiteral("A* here"));
}

// Edit > Undo and Redo change what is on screen: after a Swap, a bookmark made on the search
// now beside is no longer theirs to take back or do again, on either list.
void TestComparePane::undoAfterSwapChangesOnlyTheScreen()
{
    MainWindow window;
    window.resize(1400, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    action(window, "compareAction")->trigger();
    ComparePane *pane = window.comparePane();
    choose(*pane, QStringLiteral("bfs"));
    QVERIFY(QTest::qWaitFor([&] { return pane->trace() && pane->trace()->header.algorithm == u"bfs" && !pane->isRunning(); }, 20000));
    auto *swap = pane->findChild<QToolButton *>(QStringLiteral("compareSwap"));
    QAction *undo = nullptr;
    QAction *redo = nullptr;
    for (QAction *candidate : window.findChildren<QAction *>()) {
        if (candidate->shortcuts().contains(QKeySequence(QKeySequence::Undo)))
            undo = candidate;
        if (candidate->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)))
            redo = candidate;
    }
    QVERIFY(undo && redo);
    const auto positions = [&] {
        QList<int> marked;
        for (const Bookmark &bookmark : window.bookmarks()->bookmarks())
            marked << bookmark.position;
        return marked;
    };
    window.document().undoStack()->push(new AddBookmarkCommand(window.bookmarks(), Bookmark{5, QStringLiteral("A* here")}));

    std::shared_ptr<const Trace> before = window.trace();
    swap->click();
    QVERIFY(waitForTrace(window, before));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("bfs"));
    QCOMPARE(positions(), QList<int>{});
    // BFS's timeline has no bookmark to take back, and none of A*'s comes to it.
    QVERIFY2(!undo->isEnabled() || !undo->text().contains(QLocale().toString(5)), qPrintable(undo->text()));
    undo->trigger();
    redo->trigger();
    QCOMPARE(positions(), QList<int>{});
    QVERIFY(window.isWindowModified());

    // A*'s bookmark waited beside, untouched, and comes back with A*.
    before = window.trace();
    swap->click();
    QVERIFY(waitForTrace(window, before));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("astar"));
    QCOMPARE(positions(), QList<int>{5});
    QCOMPARE(window.bookmarks()->at(5)->caption, QStringLiteral("A* here"));
}

// With a search beside the board, the Legend names the colours of both boards, each once: the
// post's search paints the way it is trying, which the fewest-turn search never does; DFS paints
// its stack beside A*'s open and closed cells.
void TestComparePane::legendExplainsBothBoards()
{
    MainWindow window;
    window.resize(1400, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *legend = window.findChild<LegendDock *>();
    QVERIFY(legend);
    const auto rows = [&] {
        QStringList ids;
        for (int row = 0; row < legend->view()->topLevelItemCount(); ++row)
            ids << legend->view()->topLevelItem(row)->data(0, LegendDock::idRole).toString();
        return ids;
    };
    const auto names = [&] {
        QStringList shown;
        for (int row = 0; row < legend->view()->topLevelItemCount(); ++row)
            shown << legend->view()->topLevelItem(row)->text(0);
        return shown;
    };
    const auto once = [](QStringList ids) { return ids.removeDuplicates() == 0; };

    window.openExample(QStringLiteral("link-ring"));
    QVERIFY(waitForTrace(window));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("link-min-turn"));
    QVERIFY(!names().contains(QStringLiteral("Being tried")));
    QAction *compare = action(window, "compareAction");
    compare->trigger();
    ComparePane *pane = window.comparePane();
    choose(*pane, QStringLiteral("link-seed-003"));
    QVERIFY(waitForCompanion(*pane));
    // The colour the board beside paints the way being tried in is the one its row shows.
    QVERIFY2(names().contains(QStringLiteral("Being tried")), qPrintable(names().join(u',')));
    const int tried = int(names().indexOf(QStringLiteral("Being tried")));
    const QColor triedColour = legend->view()->topLevelItem(tried)->data(0, LegendDock::colourRole).value<QColor>();
    bool painted = false;
    Cursor cursor(*pane->trace());
    for (int position = 1; position <= cursor.stepCount() && !painted; ++position) {
        cursor.seek(position);
        for (int cell = 0; cell < pane->trace()->header.board.width() * pane->trace()->header.board.height(); ++cell) {
            if (pane->view()->themePalette().mark(cursor.scene().mark(cell)) == triedColour
                && cursor.scene().mark(cell) != Mark::None)
                painted = true;
        }
    }
    QVERIFY(painted);
    QVERIFY2(once(rows()), qPrintable(rows().join(u',')));
    // Put away, it is explained no more.
    compare->trigger();
    QVERIFY(!names().contains(QStringLiteral("Being tried")));

    window.openExample();
    QVERIFY(waitForTrace(window));
    compare->trigger();
    choose(*pane, QStringLiteral("dfs"));
    QVERIFY(QTest::qWaitFor([&] { return pane->trace() && pane->trace()->header.algorithm == u"dfs" && !pane->isRunning(); }, 20000));
    for (const Mark mark : {Mark::Open, Mark::Closed, Mark::Stack, Mark::Backtracked})
        QVERIFY2(rows().contains(markId(mark)), qPrintable(markId(mark)));
    QVERIFY2(once(rows()), qPrintable(rows().join(u',')));
}

// File > Export the View > As PNG Image… with a search beside the board: the picture is the view
// as shown, the board at the left and the search beside it at the right, each at its step.
void TestComparePane::exportedViewShowsBothBoards()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    MainWindow window;
    window.resize(1400, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    action(window, "compareAction")->trigger();
    ComparePane *pane = window.comparePane();
    choose(*pane, QStringLiteral("bfs"));
    QVERIFY(QTest::qWaitFor([&] { return pane->trace() && pane->trace()->header.algorithm == u"bfs" && !pane->isRunning(); }, 20000));
    window.playback().seek(window.trace()->stepCount() / 2);

    const QString file = dir.filePath(QStringLiteral("view.png"));
    QTimer::singleShot(0, &window, [file] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        dialog->selectFile(file);
        static_cast<QDialog *>(dialog)->accept();
    });
    action(window, "exportPngAction")->trigger();
    const QImage image(file);
    QVERIFY2(!image.isNull(), qPrintable(window.lastError()));

    const Grid &board = window.document().board();
    const double cell = FrameExporter::cellSizeFor(board.width(), board.height());
    const QSize boardSize(int(std::ceil(board.width() * cell)), int(std::ceil(board.height() * cell)));
    QCOMPARE(image.height(), boardSize.height());
    QVERIFY2(image.width() > 2 * boardSize.width(), qPrintable(QString::number(image.width())));
    // Each board as a picture of that board alone shows it: the window's at the left, the
    // search beside at the right.
    const auto alone = [&](const Trace *trace, const Scene *scene, const QString &name) {
        FrameExporter exporter;
        exporter.document = &window.document();
        exporter.trace = trace;
        exporter.scene = scene;
        exporter.palette = window.gridView()->themePalette();
        exporter.showLabels = window.gridView()->showLabels();
        exporter.showParentArrows = window.gridView()->showParentArrows();
        QString error;
        const QString path = dir.filePath(name);
        return exporter.save(path, FrameExporter::Format::Png, &error) ? QImage(path) : QImage();
    };
    const QImage left = alone(window.playback().trace(), window.playback().scene(), QStringLiteral("left.png"));
    const QImage right = alone(pane->trace(), pane->scene(), QStringLiteral("right.png"));
    QCOMPARE(left.size(), boardSize);
    QVERIFY(left != right);
    QVERIFY(image.copy(QRect(QPoint(0, 0), boardSize)) == left);
    QVERIFY(image.copy(QRect(QPoint(image.width() - boardSize.width(), 0), boardSize)) == right);
}

QTEST_MAIN(TestComparePane)
#include "tst_comparepane.moc"
