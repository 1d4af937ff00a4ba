// The inspector shows the algorithm's data structures. Its open list must be exactly the
// cells the scene marks open, in the order a best-first search expands them, with the g and
// h the scene holds; its sequences must list the scene's cells; and on a big board it must
// show a bounded number of rows.

#include "inspectordock.h"

#include "paneltraces.h"

#include "grid/scenariofile.h"
#include "trace/cursor.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLocale>
#include <QSet>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>

#include <cmath>
#include <cstring>

using namespace gridtrace;
using namespace gridtrace::paneltest;

namespace {

int columnOf(const QAbstractItemModel *model, const char *id)
{
    for (int c = 0; c < model->columnCount(); ++c) {
        if (model->headerData(c, Qt::Horizontal, InspectorDock::valueRole).toString() == QLatin1String(id))
            return c;
    }
    return -1;
}

double valueAt(const QAbstractItemModel *model, int row, int column)
{
    return model->data(model->index(row, column), InspectorDock::valueRole).toDouble();
}

CellPos cellAt(const QAbstractItemModel *model, int row)
{
    return {model->data(model->index(row, columnOf(model, "x")), InspectorDock::valueRole).toInt(),
            model->data(model->index(row, columnOf(model, "y")), InspectorDock::valueRole).toInt()};
}

void setLabel(Scene &scene, int channel, int cell, float value)
{
    std::uint32_t bits;
    std::memcpy(&bits, &value, sizeof bits);
    scene.setCellValue(labelLayer(channel), cell, bits);
}

bool sameNumber(double a, double b)
{
    return (std::isnan(a) && std::isnan(b)) || a == b;
}

} // namespace

class TestInspector : public QObject
{
    Q_OBJECT

private slots:
    void openListIsTheScenesOpenCellsInExpansionOrder_data();
    void openListIsTheScenesOpenCellsInExpansionOrder();
    void firstRowIsTheNextCellExpanded_data();
    void firstRowIsTheNextCellExpanded();
    void weightedAStarOrdersByWeightedF();
    void bidirectionalListsBothSides();
    void bidirectionalCounterIsTheList_data();
    void bidirectionalCounterIsTheList();
    void waitingCellsNamedAsTheAlgorithmKeepsThem_data();
    void waitingCellsNamedAsTheAlgorithmKeepsThem();
    void hiddenDockCatchesUpWhenShown();
    void sequencesListTheScenesCells();
    void rowsAreCapped();
    void nullTraceClears();
    void searchComesBackOnThePageTheUserHad();
    void numbersAndRowsReadableInASmallDock();
};

void TestInspector::openListIsTheScenesOpenCellsInExpansionOrder_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("connectivity");
    QTest::newRow("astar 4") << QStringLiteral("astar") << QStringLiteral("4");
    QTest::newRow("astar 8") << QStringLiteral("astar") << QStringLiteral("8");
    QTest::newRow("dijkstra 8") << QStringLiteral("dijkstra") << QStringLiteral("8");
}

void TestInspector::openListIsTheScenesOpenCellsInExpansionOrder()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, connectivity);
    const auto trace = tracedRun(algorithm, scatteredBoard(32, 24, 11),
                                 {{QStringLiteral("connectivity"), connectivity}});
    QVERIFY(trace);
    const int g = int(trace->tables.labels.indexOf(QStringLiteral("g")));
    const int h = int(trace->tables.labels.indexOf(QStringLiteral("h")));
    QVERIFY(g >= 0);

    InspectorDock dock;
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    const QAbstractItemModel *model = dock.openListModel();
    Cursor cursor(*trace);
    int nonEmpty = 0;
    for (int position = 0; position <= trace->stepCount(); position += std::max(1, trace->stepCount() / 12)) {
        cursor.seek(position);
        const Scene &scene = cursor.scene();
        dock.showFrame(trace.get(), &scene, position);

        QSet<int> open;
        for (int cell = 0; cell < scene.cellCount(); ++cell) {
            if (scene.mark(cell) == Mark::Open)
                open.insert(cell);
        }
        QCOMPARE(dock.openListSize(), open.size());
        QCOMPARE(model->rowCount(), open.size());
        nonEmpty += open.isEmpty() ? 0 : 1;

        const int gColumn = columnOf(model, "g");
        const int hColumn = columnOf(model, "h");
        const int fColumn = columnOf(model, "f");
        QVERIFY(gColumn >= 0);
        QCOMPARE(hColumn >= 0, h >= 0);
        QCOMPARE(fColumn >= 0, h >= 0);

        QSet<int> listed;
        double lastF = -1.0;
        double lastH = -1.0;
        for (int row = 0; row < model->rowCount(); ++row) {
            const CellPos pos = cellAt(model, row);
            const int cell = pos.y * scene.width() + pos.x;
            listed.insert(cell);
            QCOMPARE(valueAt(model, row, gColumn), double(scene.label(g, cell)));
            double f = double(scene.label(g, cell));
            double hValue = 0.0;
            if (h >= 0) {
                hValue = double(scene.label(h, cell));
                QCOMPARE(valueAt(model, row, hColumn), hValue);
                f += hValue;
                QCOMPARE(valueAt(model, row, fColumn), f);
            }
            // Equal f read back from float labels may differ in the last bits.
            const bool tie = std::abs(f - lastF) <= 1e-6 * std::max(1.0, f);
            QVERIFY2((f > lastF && !tie) || (tie && hValue >= lastH),
                     qPrintable(QStringLiteral("row %1 at position %2 is out of order").arg(row).arg(position)));
            lastF = f;
            lastH = hValue;
        }
        QCOMPARE(listed, open);
    }
    QVERIFY(nonEmpty > 3);
}

void TestInspector::firstRowIsTheNextCellExpanded_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("connectivity");
    QTest::addColumn<QString>("keyColumn");
    QTest::newRow("greedy") << QStringLiteral("greedy") << QString() << QStringLiteral("h");
    QTest::newRow("dijkstra") << QStringLiteral("dijkstra") << QString() << QStringLiteral("g");
    QTest::newRow("astar") << QStringLiteral("astar") << QString() << QStringLiteral("f");
    QTest::newRow("astar 8") << QStringLiteral("astar") << QStringLiteral("8") << QStringLiteral("f");
}

// File > Examples > A* on a Maze, run by each best-first search: at every step the top row of
// the open list is the cell the search expands next. Where several rows share the top key and
// the search leaves the choice to its heap, the expanded cell is one of them.
void TestInspector::firstRowIsTheNextCellExpanded()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, connectivity);
    QFETCH(QString, keyColumn);
    QString error;
    std::optional<Scenario> scenario =
        loadScenario(QStringLiteral(GRIDTRACE_TEST_DATA "/../../resources/examples/astar-maze.json"), &error);
    QVERIFY2(scenario, qPrintable(error));
    scenario->algorithm = algorithm;
    // The example's parameters are A*'s; the others take only those they know.
    const AlgorithmInfo *info = Catalogue::find(algorithm);
    QVERIFY(info);
    for (const QString &name : scenario->parameters.keys()) {
        if (!info->parameter(name))
            scenario->parameters.remove(name);
    }
    if (!connectivity.isEmpty())
        scenario->parameters.insert(QStringLiteral("connectivity"), connectivity);
    Trace trace;
    const RunOutcome outcome = Catalogue::run(*scenario, &trace);
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    // The search takes the goal off the list as it takes every cell, then stops.
    const int expand = int(trace.tables.stepKinds.indexOf(QStringLiteral("expand")));
    const int goalReached = int(trace.tables.stepKinds.indexOf(QStringLiteral("goal-reached")));
    QVERIFY(expand >= 0 && goalReached >= 0);

    InspectorDock dock;
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    const QAbstractItemModel *model = dock.openListModel();
    Cursor cursor(trace);
    int checked = 0;
    int exact = 0;
    // Between expansions, when the last one has opened all its neighbours: the step on screen
    // is the one before the next cell is taken off the list.
    for (int position = 1; position < trace.stepCount(); ++position) {
        const int next = position;
        const int kind = trace.steps[std::size_t(next)].kind;
        if ((kind != expand && kind != goalReached) || trace.steps[std::size_t(next)].cell == Step::noCell)
            continue;
        cursor.seek(position);
        dock.showFrame(&trace, &cursor.scene(), position);
        const int key = columnOf(model, qPrintable(keyColumn));
        QVERIFY(key >= 0);
        QCOMPARE(model->headerData(key, Qt::Horizontal).toString(), keyColumn);
        QVERIFY(model->rowCount() > 0);
        const int width = cursor.scene().width();
        const int expanded = int(trace.steps[std::size_t(next)].cell);
        const CellPos top = cellAt(model, 0);
        if (top.y * width + top.x == expanded) {
            ++checked;
            ++exact;
            continue;
        }
        // Only a tie the search breaks by heap order may put another cell on top.
        QVERIFY2(algorithm != u"astar",
                 qPrintable(QStringLiteral("position %1: (%2,%3) on top (g %6, f %7), (%4,%5) expanded next (%8 rows)")
                                .arg(position).arg(top.x).arg(top.y).arg(expanded % width).arg(expanded / width)
                                .arg(valueAt(model, 0, columnOf(model, "g"))).arg(valueAt(model, 0, key)).arg(model->rowCount())));
        bool tied = false;
        for (int row = 1; row < model->rowCount() && valueAt(model, row, key) == valueAt(model, 0, key); ++row) {
            const CellPos pos = cellAt(model, row);
            tied = tied || pos.y * width + pos.x == expanded;
        }
        QVERIFY2(tied, qPrintable(QStringLiteral("position %1: (%2,%3) on top, (%4,%5) expanded next")
                                      .arg(position).arg(top.x).arg(top.y).arg(expanded % width).arg(expanded / width)));
        ++checked;
    }
    QVERIFY(checked > 100);
    QVERIFY(exact > checked / 2);
    if (algorithm == u"greedy" && connectivity.isEmpty()) {
        // The step the user stopped at: (21,5) is expanded next, not (16,1) of lower f.
        cursor.seek(98);
        dock.showFrame(&trace, &cursor.scene(), 98);
        QCOMPARE(cellAt(model, 0), (CellPos{21, 5}));
    }
}

void TestInspector::weightedAStarOrdersByWeightedF()
{
    const auto trace = tracedRun(QStringLiteral("astar"), scatteredBoard(30, 30, 5),
                                 {{QStringLiteral("weight"), 2.5}});
    QVERIFY(trace);
    const int g = int(trace->tables.labels.indexOf(QStringLiteral("g")));
    const int h = int(trace->tables.labels.indexOf(QStringLiteral("h")));
    InspectorDock dock;
    dock.show();
    Cursor cursor(*trace);
    cursor.seek(trace->stepCount() / 2);
    dock.showFrame(trace.get(), &cursor.scene(), cursor.position());
    const QAbstractItemModel *model = dock.openListModel();
    QVERIFY(model->rowCount() > 2);
    double last = -1.0;
    for (int row = 0; row < model->rowCount(); ++row) {
        const CellPos pos = cellAt(model, row);
        const int cell = pos.y * cursor.scene().width() + pos.x;
        const double f = double(cursor.scene().label(g, cell)) + 2.5 * double(cursor.scene().label(h, cell));
        QCOMPARE(valueAt(model, row, columnOf(model, "f")), f);
        QVERIFY(f >= last);
        last = f;
    }
}

void TestInspector::bidirectionalListsBothSides()
{
    const auto trace = tracedRun(QStringLiteral("bidirectional"), scatteredBoard(30, 20, 9));
    QVERIFY(trace);
    const int g = int(trace->tables.labels.indexOf(QStringLiteral("g")));
    const int gGoal = int(trace->tables.labels.indexOf(QStringLiteral("g-goal")));
    QVERIFY(g >= 0 && gGoal >= 0);
    InspectorDock dock;
    dock.show();
    Cursor cursor(*trace);
    cursor.seek(trace->stepCount() / 2);
    const Scene &scene = cursor.scene();
    dock.showFrame(trace.get(), &scene, cursor.position());

    const QAbstractItemModel *model = dock.openListModel();
    int forward = 0;
    int backward = 0;
    int meeting = 0;
    for (int cell = 0; cell < scene.cellCount(); ++cell) {
        forward += scene.mark(cell) == Mark::Open ? 1 : 0;
        backward += scene.mark(cell) == Mark::OpenReverse ? 1 : 0;
        meeting += scene.mark(cell) == Mark::Meeting ? 1 : 0;
    }
    QVERIFY(forward > 0 && backward > 0);
    // The meeting point waits on an open list too.
    QCOMPARE(model->rowCount(), forward + backward + meeting);
    // Each side's cells show the cost from that side's own origin.
    for (int row = 0; row < model->rowCount(); ++row) {
        const CellPos pos = cellAt(model, row);
        const int cell = pos.y * scene.width() + pos.x;
        const int channel = scene.mark(cell) == Mark::OpenReverse ? gGoal : g;
        QCOMPARE(valueAt(model, row, columnOf(model, "g")), double(scene.label(channel, cell)));
    }
}

void TestInspector::bidirectionalCounterIsTheList_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<QString>("connectivity");
    QTest::newRow("30x20 4") << 30 << 20 << 9u << QStringLiteral("4");
    QTest::newRow("24x24 8") << 24 << 24 << 3u << QStringLiteral("8");
    QTest::newRow("36x14 8") << 36 << 14 << 5u << QStringLiteral("8");
    QTest::newRow("16x16 4") << 16 << 16 << 21u << QStringLiteral("4");
}

// The watches' "Cells on the open lists" and the inspector's list are one count at every step:
// a cell both searches have reached waits once, the meeting point waits too.
void TestInspector::bidirectionalCounterIsTheList()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(quint32, seed);
    QFETCH(QString, connectivity);
    const auto trace = tracedRun(QStringLiteral("bidirectional"), scatteredBoard(width, height, seed),
                                 {{QStringLiteral("connectivity"), connectivity}});
    QVERIFY(trace);
    const int open = int(trace->tables.counters.indexOf(QStringLiteral("open")));
    QVERIFY(open >= 0);
    InspectorDock dock;
    dock.show();
    Cursor cursor(*trace);
    int bothSides = 0;
    for (int position = 0; position <= trace->stepCount(); ++position) {
        cursor.seek(position);
        const Scene &scene = cursor.scene();
        dock.showFrame(trace.get(), &scene, position);
        QVERIFY2(scene.counter(open) == dock.openListSize(),
                 qPrintable(QStringLiteral("position %1: counter %2, inspector %3")
                                .arg(position).arg(scene.counter(open)).arg(dock.openListSize())));
        QCOMPARE(dock.openListModel()->rowCount(), dock.openListSize());
        for (int cell = 0; cell < scene.cellCount(); ++cell) {
            bothSides += (scene.mark(cell) == Mark::Open || scene.mark(cell) == Mark::OpenReverse)
                && !std::isnan(scene.label(0, cell)) && !std::isnan(scene.label(1, cell));
        }
    }
    // The searches reach common cells on these boards: what a sum of the two lists' sizes
    // counted twice.
    QVERIFY(bothSides > 0);
}

void TestInspector::waitingCellsNamedAsTheAlgorithmKeepsThem_data()
{
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<QString>("title");
    QTest::addColumn<int>("mark");
    QTest::newRow("bfs") << QStringLiteral("bfs") << QStringLiteral("Queue") << int(Mark::Open);
    QTest::newRow("dfs") << QStringLiteral("dfs") << QStringLiteral("Stack") << int(Mark::Stack);
    QTest::newRow("astar") << QStringLiteral("astar") << QStringLiteral("Open list") << int(Mark::Open);
    QTest::newRow("dijkstra") << QStringLiteral("dijkstra") << QStringLiteral("Open list") << int(Mark::Open);
}

// A queue is no open list and a stack no queue: the first page says which the algorithm keeps,
// and lists the cells the board marks as in it.
void TestInspector::waitingCellsNamedAsTheAlgorithmKeepsThem()
{
    QFETCH(QString, algorithm);
    QFETCH(QString, title);
    QFETCH(int, mark);
    const auto trace = tracedRun(algorithm, scatteredBoard(24, 18, 4));
    QVERIFY(trace);
    InspectorDock dock;
    dock.show();
    Cursor cursor(*trace);
    cursor.seek(trace->stepCount() / 2);
    const Scene &scene = cursor.scene();
    dock.showFrame(trace.get(), &scene, cursor.position());
    QCOMPARE(dock.pages()->tabText(0), title);
    QVERIFY(dock.pages()->isTabVisible(0));
    QVERIFY2(!dock.pages()->tabToolTip(0).contains(QStringLiteral("best-first")) || title == u"Open list",
             qPrintable(dock.pages()->tabToolTip(0)));
    int marked = 0;
    for (int cell = 0; cell < scene.cellCount(); ++cell)
        marked += int(scene.mark(cell)) == mark;
    QVERIFY(marked > 1);
    QCOMPARE(dock.openListSize(), marked);
    if (title == u"Stack") {
        // Top first: the stack's last cell, the way being tried furthest from the start.
        const int stack = int(trace->tables.sequences.indexOf(QStringLiteral("stack")));
        QVERIFY(stack >= 0 && !scene.sequence(stack).empty());
        const int top = int(scene.sequence(stack).back());
        QCOMPARE(cellAt(dock.openListModel(), 0), (CellPos{top % scene.width(), top / scene.width()}));
    }
}

void TestInspector::hiddenDockCatchesUpWhenShown()
{
    const auto trace = tracedRun(QStringLiteral("astar"), scatteredBoard(20, 20, 2));
    QVERIFY(trace);
    Cursor cursor(*trace);
    cursor.seek(trace->stepCount() / 2);
    int open = 0;
    for (int cell = 0; cell < cursor.scene().cellCount(); ++cell)
        open += cursor.scene().mark(cell) == Mark::Open ? 1 : 0;
    QVERIFY(open > 0);

    InspectorDock dock;
    dock.showFrame(trace.get(), &cursor.scene(), cursor.position());
    // Hidden, it has not read the scene.
    QCOMPARE(dock.openListModel()->rowCount(), 0);
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    QCOMPARE(dock.openListModel()->rowCount(), open);

    // The sequences page reads when it is opened.
    cursor.toEnd();
    dock.showFrame(trace.get(), &cursor.scene(), cursor.position());
    QCOMPARE(dock.sequenceModel()->rowCount(), 0);
    dock.pages()->setCurrentIndex(1);
    QCOMPARE(dock.sequenceModel()->rowCount(), int(cursor.scene().sequence(0).size()));
}

void TestInspector::sequencesListTheScenesCells()
{
    const auto trace = tracedRun(QStringLiteral("dfs"), scatteredBoard(16, 16, 4));
    QVERIFY(trace);
    const AlgorithmInfo *dfs = Catalogue::find(u"dfs");
    const int stack = int(trace->tables.sequences.indexOf(QStringLiteral("stack")));
    const int path = int(trace->tables.sequences.indexOf(QStringLiteral("path")));
    QVERIFY(stack >= 0 && path >= 0);

    InspectorDock dock;
    dock.show();
    dock.pages()->setCurrentIndex(1);
    Cursor cursor(*trace);
    cursor.seek(trace->stepCount() / 2);
    dock.showFrame(trace.get(), &cursor.scene(), cursor.position());

    QComboBox *box = dock.sequenceBox();
    QCOMPARE(box->count(), dfs->sequences.size());
    for (int i = 0; i < box->count(); ++i)
        QCOMPARE(box->itemText(i), Catalogue::text(dfs->sequences[i].name));

    // The stack lists its top first.
    box->setCurrentIndex(stack);
    const std::deque<std::uint32_t> &cells = cursor.scene().sequence(stack);
    QVERIFY(cells.size() > 1);
    const QAbstractItemModel *model = dock.sequenceModel();
    QCOMPARE(model->rowCount(), int(cells.size()));
    for (int row = 0; row < model->rowCount(); ++row) {
        const int cell = int(cells[cells.size() - 1 - std::size_t(row)]);
        QCOMPARE(cellAt(model, row), (CellPos{cell % 16, cell / 16}));
    }

    // Moving on keeps the chosen sequence; the path reads from start to goal.
    cursor.toEnd();
    dock.showFrame(trace.get(), &cursor.scene(), cursor.position());
    QCOMPARE(box->currentIndex(), stack);
    box->setCurrentIndex(path);
    const std::deque<std::uint32_t> &route = cursor.scene().sequence(path);
    QVERIFY(!route.empty());
    QCOMPARE(model->rowCount(), int(route.size()));
    QCOMPARE(cellAt(model, 0), (CellPos{0, 0}));
    QCOMPARE(cellAt(model, model->rowCount() - 1), (CellPos{15, 15}));
    for (int row = 0; row < model->rowCount(); ++row)
        QCOMPARE(cellAt(model, row), (CellPos{int(route[std::size_t(row)]) % 16, int(route[std::size_t(row)]) / 16}));
}

void TestInspector::rowsAreCapped()
{
    // A wide open list and a deep stack, as on a big board.
    Trace trace;
    trace.header.algorithm = QStringLiteral("astar");
    trace.tables.labels = {QStringLiteral("g"), QStringLiteral("h")};
    trace.tables.sequences = {QStringLiteral("stack")};
    trace.initial = Scene(100, 100, 1, 0);
    Scene &scene = trace.initial;
    const int open = InspectorDock::maxRows + 1234;
    QRandomGenerator random(17);
    struct Expected
    {
        double f;
        double h;
        int cell;
    };
    std::vector<Expected> expected;
    for (int cell = 0; cell < open; ++cell) {
        const int spread = cell * 7 % scene.cellCount();
        scene.setCellValue(CellLayer::Mark, spread, std::uint32_t(Mark::Open));
        const float g = float(random.bounded(50));
        const float h = float(random.bounded(50));
        setLabel(scene, 0, spread, g);
        setLabel(scene, 1, spread, h);
        expected.push_back({double(g) + double(h), double(h), spread});
        scene.sequence(0).push_back(std::uint32_t(cell));
    }
    std::sort(expected.begin(), expected.end(), [](const Expected &a, const Expected &b) {
        return a.f != b.f ? a.f < b.f : a.h != b.h ? a.h < b.h : a.cell < b.cell;
    });

    InspectorDock dock;
    dock.show();
    dock.showFrame(&trace, &scene, 0);
    const QAbstractItemModel *model = dock.openListModel();
    QCOMPARE(dock.openListSize(), open);
    QCOMPARE(model->rowCount(), InspectorDock::maxRows + 1);
    for (int row = 0; row < InspectorDock::maxRows; ++row) {
        const CellPos pos = cellAt(model, row);
        QCOMPARE(pos.y * 100 + pos.x, expected[std::size_t(row)].cell);
        QVERIFY(sameNumber(valueAt(model, row, columnOf(model, "f")), expected[std::size_t(row)].f));
    }
    const QString more = model->data(model->index(InspectorDock::maxRows, 0)).toString();
    QVERIFY2(more.contains(QLocale().toString(1234)), qPrintable(more));
    QVERIFY(dock.openListView()->columnSpan(InspectorDock::maxRows, 0) > 1);

    dock.pages()->setCurrentIndex(1);
    const QAbstractItemModel *cells = dock.sequenceModel();
    QCOMPARE(dock.sequenceSize(), open);
    QCOMPARE(cells->rowCount(), InspectorDock::maxRows + 1);
    // Top of the stack first: the last cell pushed.
    QCOMPARE(cellAt(cells, 0), (CellPos{(open - 1) % 100, (open - 1) / 100}));
    QVERIFY(cells->data(cells->index(InspectorDock::maxRows, 0)).toString().contains(QLocale().toString(1234)));
}

void TestInspector::nullTraceClears()
{
    const auto trace = tracedRun(QStringLiteral("astar"), scatteredBoard(12, 12, 8));
    QVERIFY(trace);
    InspectorDock dock;
    dock.show();
    Cursor cursor(*trace);
    cursor.seek(trace->stepCount() / 2);
    dock.showFrame(trace.get(), &cursor.scene(), cursor.position());
    QVERIFY(dock.openListModel()->rowCount() > 0);
    QVERIFY(dock.sequenceBox()->count() > 0);
    dock.showFrame(nullptr, nullptr, 0);
    QCOMPARE(dock.openListModel()->rowCount(), 0);
    QCOMPARE(dock.sequenceBox()->count(), 0);
}

// A trace with no waiting cells (a maze here, as a duel or a puzzle) and a game show the
// Sequences page alone; the next search opens on the page the user had chosen, whichever it was.
void TestInspector::searchComesBackOnThePageTheUserHad()
{
    const auto search = tracedRun(QStringLiteral("astar"), scatteredBoard(16, 12, 3));
    const auto maze = tracedRun(QStringLiteral("maze-backtracker"), scatteredBoard(16, 12, 3));
    QVERIFY(search && maze);
    Cursor searchCursor(*search);
    searchCursor.seek(search->stepCount() / 2);
    Cursor mazeCursor(*maze);
    mazeCursor.toEnd();
    InspectorDock dock;
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    QTabWidget *pages = dock.pages();
    const auto pageShown = [&] { return pages->tabText(pages->currentIndex()); };
    const auto showSearch = [&] { dock.showFrame(search.get(), &searchCursor.scene(), searchCursor.position()); };
    const auto showMaze = [&] { dock.showFrame(maze.get(), &mazeCursor.scene(), mazeCursor.position()); };
    const auto click = [&](int page) {
        QTabBar *bar = pages->tabBar();
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(page).center());
    };

    showSearch();
    QCOMPARE(pageShown(), QStringLiteral("Open list"));
    showMaze();
    QVERIFY(!pages->isTabVisible(0));
    QCOMPARE(pageShown(), QStringLiteral("Sequences"));
    showSearch();
    QCOMPARE(pageShown(), QStringLiteral("Open list"));
    QVERIFY(dock.openListModel()->rowCount() > 0);

    click(1);
    QCOMPARE(pageShown(), QStringLiteral("Sequences"));
    showMaze();
    showSearch();
    QCOMPARE(pageShown(), QStringLiteral("Sequences"));

    click(0);
    dock.showGame();
    QCOMPARE(pageShown(), QStringLiteral("Sequences"));
    showSearch();
    QCOMPARE(pageShown(), QStringLiteral("Open list"));
    click(1);
    dock.showGame();
    showSearch();
    QCOMPARE(pageShown(), QStringLiteral("Sequences"));
}

// The Inspector as the window lays it out on a small screen at a large scale (1280 x 800 at
// 150%: a column of panels about 260 pixels wide, the dock pressed to its least height): g,
// h and f are read whole, and the open list and the path show rows under their headers.
void TestInspector::numbersAndRowsReadableInASmallDock()
{
    const auto trace = tracedRun(QStringLiteral("astar"), scatteredBoard(49, 49, 3),
                                 {{QStringLiteral("connectivity"), QStringLiteral("8")}});
    QVERIFY(trace);
    InspectorDock dock;
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    Cursor cursor(*trace);
    cursor.seek(trace->stepCount());
    dock.resize(260, dock.minimumSizeHint().height());
    dock.showFrame(trace.get(), &cursor.scene(), cursor.position());
    QTest::qWait(50);

    const QTableView *open = dock.openListView();
    const QAbstractItemModel *model = dock.openListModel();
    QVERIFY(model->rowCount() > 3);
    int fractions = 0;
    for (const char *id : {"g", "h", "f"}) {
        const int column = columnOf(model, id);
        QVERIFY(column >= 0);
        for (int row = 0; row < 3; ++row) {
            const QString text = model->data(model->index(row, column)).toString();
            fractions += text.contains(u'.') ? 1 : 0;
            // The text and the cell's margins on both sides.
            QVERIFY2(open->fontMetrics().horizontalAdvance(text) + 8 <= open->columnWidth(column),
                     qPrintable(QStringLiteral("%1 \"%2\" in %3 pixels").arg(QLatin1String(id), text).arg(open->columnWidth(column))));
        }
    }
    QVERIFY(fractions > 0);
    QVERIFY(open->viewport()->height() >= open->verticalHeader()->defaultSectionSize());

    dock.pages()->setCurrentIndex(1);
    QTest::qWait(50);
    const QTableView *sequence = dock.sequenceView();
    QVERIFY(dock.sequenceSize() > 3);
    QVERIFY2(sequence->viewport()->height() >= sequence->verticalHeader()->defaultSectionSize(),
             qPrintable(QString::number(sequence->viewport()->height())));
}

QTEST_MAIN(TestInspector)
#include "tst_inspector.moc"
