// The docks around the board: the pseudo-code with the current line, the watches, the legend
// and the log. Each must show what the trace and the catalogue hold at this frame.

#include "breakpointsdock.h"
#include "gridview.h"
#include "legenddock.h"
#include "linkplaycontroller.h"
#include "languageswitch.h"
#include "logdock.h"
#include "mainwindow.h"
#include "playbackcontroller.h"
#include "pseudocodedock.h"
#include "puzzleplaycontroller.h"
#include "snakeplaycontroller.h"
#include "watchesdock.h"

#include "paneltraces.h"

#include "language.h"
#include "snake/snakealgorithms.h"
#include "trace/cursor.h"
#include "trace/recorder.h"

#include <QAction>
#include <QFontMetrics>
#include <QListWidget>
#include <QScrollBar>
#include <QTableWidget>
#include <QToolButton>
#include <QTreeWidget>

#include <map>

using namespace gridtrace;
using namespace gridtrace::paneltest;

namespace {

// The value column of the watch whose name column reads `name`, or a null string.
QString watch(const WatchesDock &dock, const QString &name)
{
    const QTableWidget *table = dock.table();
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, 0)->text() == name)
            return table->item(row, 1)->text();
    }
    return {};
}

QRgb centreOf(const QIcon &icon, const QSize &size)
{
    const QImage image = icon.pixmap(size).toImage();
    return image.pixel(image.width() / 2, image.height() / 2);
}

} // namespace

class TestDocks : public QObject
{
    Q_OBJECT

private slots:
    void pseudoCodeShowsTheCatalogueText();
    void pseudoCodeHighlightsTheCurrentLine();
    void pseudoCodeScrollsToTheCurrentLine();
    void pseudoCodeRetranslates();
    void watchesShowTheScenesCounters();
    void watchesClearWithoutATrace();
    void legendListsTheAlgorithmsMarks();
    void legendFollowsTheTheme();
    void legendSpeaksTheFamilysWords();
    void lianliankanLegendSpeaksOfTiles();
    void everyRunHasALegend();
    void playedSnakeLegendListsWhatThePlayShows();
    void playedLianliankanLegendListsWhatThePlayShows();
    void playedPuzzleLegendListsWhatThePlayShows();
    void breakpointsSayTheLegendsWords();
    void breakpointButtonsStayInANarrowPanel();
    void logKeepsEntriesInOrder();
    void logClears();
};

void TestDocks::pseudoCodeShowsTheCatalogueText()
{
    const AlgorithmInfo *astar = Catalogue::find(u"astar");
    QVERIFY(astar);
    PseudoCodeDock dock;
    dock.setAlgorithm(astar);
    QCOMPARE(dock.lineCount(), astar->pseudoCode.size());
    const int width = int(QString::number(astar->pseudoCode.size()).size());
    for (int line = 1; line <= dock.lineCount(); ++line) {
        const QString code = Catalogue::text(astar->pseudoCode[line - 1]);
        QCOMPARE(dock.lineText(line), QStringLiteral("%1").arg(line, width) + QStringLiteral("  ") + code);
    }
    // The nesting is in the leading spaces; a monospace font keeps it readable.
    QVERIFY(dock.lineText(3).contains(QStringLiteral("      current")));
    // Every character as wide as the next, as a reader sees it: fontconfig calls some monospace
    // fonts (Noto Sans Mono) "dual" width for their wide glyphs, so QFontInfo::fixedPitch() says no.
    const QFontMetrics metrics(dock.view()->font());
    QCOMPARE(metrics.horizontalAdvance(QStringLiteral("iiiiiiii")), metrics.horizontalAdvance(QStringLiteral("MMMMMMMM")));
    QCOMPARE(metrics.horizontalAdvance(QStringLiteral("........")), metrics.horizontalAdvance(QStringLiteral("WWWWWWWW")));
    QCOMPARE(dock.currentLine(), 0);

    dock.setAlgorithm(nullptr);
    QCOMPARE(dock.lineCount(), 0);
}

void TestDocks::pseudoCodeHighlightsTheCurrentLine()
{
    const AlgorithmInfo *astar = Catalogue::find(u"astar");
    PseudoCodeDock dock;
    dock.setAlgorithm(astar);
    dock.resize(700, 500);
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));

    QListWidget *view = dock.view();
    const QColor highlight = view->palette().color(QPalette::Active, QPalette::Highlight);
    const auto lineColour = [&](int line) {
        const QImage image = view->viewport()->grab().toImage();
        const QRect rect = view->visualItemRect(view->item(line - 1));
        // The right end of the row: past the text, where only the background shows.
        return image.pixelColor(rect.right() - 3, rect.center().y());
    };

    dock.setCurrentLine(5);
    QCOMPARE(dock.currentLine(), 5);
    QCOMPARE(lineColour(5), highlight);
    for (int line = 1; line <= dock.lineCount(); ++line) {
        if (line != 5)
            QVERIFY2(lineColour(line) != highlight, qPrintable(QString::number(line)));
    }

    dock.setCurrentLine(9);
    QCOMPARE(lineColour(9), highlight);
    QVERIFY(lineColour(5) != highlight);

    dock.setCurrentLine(0);
    QCOMPARE(dock.currentLine(), 0);
    QVERIFY(lineColour(9) != highlight);

    // A line the code does not have highlights nothing.
    dock.setCurrentLine(dock.lineCount() + 1);
    QCOMPARE(dock.currentLine(), 0);
}

void TestDocks::pseudoCodeScrollsToTheCurrentLine()
{
    const AlgorithmInfo *astar = Catalogue::find(u"astar");
    PseudoCodeDock dock;
    dock.setAlgorithm(astar);
    dock.resize(400, 90);
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    QListWidget *view = dock.view();
    const int last = dock.lineCount();
    QVERIFY2(!view->viewport()->rect().contains(view->visualItemRect(view->item(last - 1))),
             "the dock is too tall for this test");

    dock.setCurrentLine(last);
    QVERIFY(view->viewport()->rect().intersects(view->visualItemRect(view->item(last - 1))));
    dock.setCurrentLine(1);
    QVERIFY(view->viewport()->rect().intersects(view->visualItemRect(view->item(0))));
}

void TestDocks::pseudoCodeRetranslates()
{
    if (!Language::available().contains(QStringLiteral("zh_CN")))
        QSKIP("no Chinese translation compiled in");
    const AlgorithmInfo *dfs = Catalogue::find(u"dfs");
    PseudoCodeDock dock;
    dock.setAlgorithm(dfs);
    dock.setCurrentLine(2);
    const QString english = dock.lineText(2);
    const QString englishTitle = dock.windowTitle();

    QVERIFY(switchLanguage(QStringLiteral("zh_CN")));
    QVERIFY(dock.lineText(2).endsWith(Catalogue::text(dfs->pseudoCode[1])));
    QVERIFY(dock.lineText(2) != english);
    QCOMPARE(dock.currentLine(), 2);
    QCOMPARE(dock.view()->item(1)->background().color(), dock.view()->palette().color(QPalette::Active, QPalette::Highlight));

    QVERIFY(switchLanguage(QStringLiteral("en")));
    QCOMPARE(dock.lineText(2), english);
    QCOMPARE(dock.windowTitle(), englishTitle);
}

void TestDocks::watchesShowTheScenesCounters()
{
    const auto trace = tracedRun(QStringLiteral("astar"), scatteredBoard(24, 18, 7));
    QVERIFY(trace);
    const AlgorithmInfo *astar = Catalogue::find(u"astar");
    QVERIFY(trace->stepCount() > 10);
    QVERIFY(!trace->tables.counters.isEmpty());

    WatchesDock dock;
    dock.show();
    Cursor cursor(*trace);
    for (const int position : {0, 1, trace->stepCount() / 3, trace->stepCount() / 2, trace->stepCount()}) {
        cursor.seek(position);
        const Scene &scene = cursor.scene();
        dock.showFrame(trace.get(), &scene, position);

        for (int i = 0; i < trace->tables.counters.size(); ++i) {
            const NamedSlot *slot = nullptr;
            for (const NamedSlot &candidate : astar->counters) {
                if (trace->tables.counters[i] == QLatin1String(candidate.id))
                    slot = &candidate;
            }
            QVERIFY(slot);
            QCOMPARE(watch(dock, Catalogue::text(slot->name)), QString::number(scene.counter(i)));
        }
        const QString step = watch(dock, WatchesDock::tr("Step"));
        QCOMPARE(step, WatchesDock::tr("%1 of %2").arg(position).arg(trace->stepCount()));
        if (position > 0) {
            const Step &taken = trace->steps[std::size_t(position - 1)];
            QCOMPARE(watch(dock, WatchesDock::tr("Kind of step")),
                     Catalogue::text(astar->stepKinds[taken.kind].name));
            QCOMPARE(watch(dock, WatchesDock::tr("Depth")), QString::number(taken.depth));
        }
        const QString status = scene.status() > 0 ? displayStatus(trace->tables.strings[scene.status()]) : QString();
        QCOMPARE(watch(dock, WatchesDock::tr("Status")), status);
    }
    // At the end the status says how it went.
    QVERIFY(!watch(dock, WatchesDock::tr("Status")).isEmpty());
}

void TestDocks::watchesClearWithoutATrace()
{
    const auto trace = tracedRun(QStringLiteral("bfs"), scatteredBoard(10, 10, 3));
    QVERIFY(trace);
    WatchesDock dock;
    Cursor cursor(*trace);
    cursor.toEnd();
    dock.showFrame(trace.get(), &cursor.scene(), cursor.position());
    QVERIFY(dock.table()->rowCount() > 0);
    dock.showFrame(nullptr, nullptr, 0);
    QCOMPARE(dock.table()->rowCount(), 0);
}

void TestDocks::legendListsTheAlgorithmsMarks()
{
    const AlgorithmInfo *bidirectional = Catalogue::find(u"bidirectional");
    QVERIFY(bidirectional);
    const Palette palette(Palette::Theme::Light);
    LegendDock dock;
    dock.setThemePalette(palette);
    dock.setAlgorithm(bidirectional);
    QTreeWidget *tree = dock.view();

    const int marks = int(bidirectional->legend.size());
    QCOMPARE(tree->topLevelItemCount(), marks + 4);
    for (int i = 0; i < marks; ++i) {
        const LegendEntry &entry = bidirectional->legend[i];
        const QTreeWidgetItem *row = tree->topLevelItem(i);
        QCOMPARE(row->text(0), entry.name ? Catalogue::text(entry.name)
                                          : QCoreApplication::translate("Mark", markName(entry.mark)));
        QCOMPARE(row->text(1), Catalogue::text(entry.meaning));
        QCOMPARE(row->data(0, LegendDock::colourRole).value<QColor>().rgba(), palette.mark(entry.mark).rgba());
        QCOMPARE(centreOf(row->icon(0), tree->iconSize()), palette.mark(entry.mark).rgba());
    }
    const QColor ends[] = {palette.wall(), palette.start(), palette.goal()};
    const char *ids[] = {"wall", "start", "goal"};
    for (int i = 0; i < 3; ++i) {
        const QTreeWidgetItem *row = tree->topLevelItem(marks + i);
        QCOMPARE(row->data(0, LegendDock::idRole).toString(), QString::fromLatin1(ids[i]));
        QCOMPARE(centreOf(row->icon(0), tree->iconSize()), ends[i].rgba());
    }
    const QTreeWidgetItem *terrain = tree->topLevelItem(marks + 3);
    const QVariantList weights = terrain->data(0, LegendDock::colourRole).toList();
    QCOMPARE(weights.size(), 9);
    const QImage strip = terrain->icon(0).pixmap(tree->iconSize()).toImage();
    for (int w = 1; w <= 9; ++w) {
        QCOMPARE(weights[w - 1].value<QColor>().rgba(), palette.terrain(std::uint8_t(w)).rgba());
        // The strip runs from weight 1 on the left to 9 on the right.
        const int x = (2 * w - 1) * strip.width() / 18;
        QCOMPARE(strip.pixel(x, strip.height() / 2), palette.terrain(std::uint8_t(w)).rgba());
    }

    // Another algorithm, other marks.
    const AlgorithmInfo *dfs = Catalogue::find(u"dfs");
    dock.setAlgorithm(dfs);
    QCOMPARE(tree->topLevelItemCount(), int(dfs->legend.size()) + 4);
    QCOMPARE(tree->topLevelItem(0)->data(0, LegendDock::idRole).toString(), markId(dfs->legend[0].mark));
}

// Marks are shared ids in shared colours, and each has a shared name from the searches'
// vocabulary ("On the stack", "Open (from the goal)"). A family may show a shared name only
// where it means what it says there; elsewhere the row names the mark in the family's words.
// The endpoints are listed only where the family has them.
void TestDocks::legendSpeaksTheFamilysWords()
{
    const QStringList search{QStringLiteral("open"), QStringLiteral("closed"), QStringLiteral("current"),
                             QStringLiteral("path"), QStringLiteral("stack"), QStringLiteral("backtracked")};
    const QStringList snake = search + QStringList{QStringLiteral("head"), QStringLiteral("body"),
                                                   QStringLiteral("food"), QStringLiteral("shadow")};
    struct Expected
    {
        QStringList sharedNames; // the marks whose shared names this family may show
        bool endpoints;
        bool terrain = true; // walls and weights: a sliding puzzle has neither
        bool weights = true; // a duel has walls but reads no cell's cost
    };
    const std::map<Family, Expected> expected{
        {Family::Pathfinding, {search + QStringList{QStringLiteral("open-reverse"), QStringLiteral("closed-reverse"),
                                                    QStringLiteral("meeting")}, true}},
        {Family::Maze, {{QStringLiteral("current"), QStringLiteral("stack"), QStringLiteral("backtracked"),
                         QStringLiteral("carved"), QStringLiteral("frontier")}, true}},
        {Family::Snake, {snake, true}},
        {Family::Hamilton, {snake, true}},
        {Family::Duel, {{}, false, true, false}},
        {Family::Link, {{}, true, true, false}}, // walls, and no cost: a link counts turns and moves
        {Family::Puzzle, {{}, false, false}},
    };
    QHash<QString, QString> sharedNames; // shown name -> mark id
    for (int m = 0; m < markCount; ++m)
        sharedNames.insert(QCoreApplication::translate("Mark", markName(Mark(m))), markId(Mark(m)));

    LegendDock dock;
    const QTreeWidget *tree = dock.view();
    QStringList wrong;
    for (const AlgorithmInfo &info : Catalogue::algorithms()) {
        const auto known = expected.find(info.family);
        QVERIFY2(known != expected.end(), qPrintable(info.id));
        const Expected &family = known->second;
        dock.setAlgorithm(&info);
        QStringList ids;
        for (int row = 0; row < tree->topLevelItemCount(); ++row) {
            const QTreeWidgetItem *item = tree->topLevelItem(row);
            const QString id = item->data(0, LegendDock::idRole).toString();
            ids << id;
            if (row >= int(info.legend.size()))
                continue;
            const QString name = item->text(0);
            if (name.isEmpty())
                wrong << info.id + QStringLiteral(": no name for ") + id;
            else if (sharedNames.contains(name) && !family.sharedNames.contains(sharedNames.value(name)))
                wrong << info.id + QStringLiteral(": \"") + name + QStringLiteral("\" for ") + id;
        }
        const bool listsEndpoints = ids.contains(QStringLiteral("start")) || ids.contains(QStringLiteral("goal"));
        if (info.needsStart && !ids.contains(QStringLiteral("start")))
            wrong << info.id + QStringLiteral(": needs a start it does not list");
        if (!family.endpoints && listsEndpoints)
            wrong << info.id + QStringLiteral(": lists a start or goal");
        if (family.terrain != ids.contains(QStringLiteral("wall")))
            wrong << info.id + (family.terrain ? QStringLiteral(": lists no walls") : QStringLiteral(": lists walls it has none of"));
        if ((family.terrain && family.weights) != ids.contains(QStringLiteral("terrain")))
            wrong << info.id + (family.weights ? QStringLiteral(": lists no terrain") : QStringLiteral(": lists terrain costs it has none of"));
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("\n"))));
}

// A Lianliankan search joins the two tiles picked: its legend names them as tiles, not as a
// search's start and goal.
void TestDocks::lianliankanLegendSpeaksOfTiles()
{
    LegendDock dock;
    int searches = 0;
    for (const AlgorithmInfo &info : Catalogue::algorithms()) {
        // Not the solver, which clears the whole board.
        if (info.family != Family::Link || !info.needsStart)
            continue;
        ++searches;
        dock.setAlgorithm(&info);
        QStringList endpoints;
        for (int row = 0; row < dock.view()->topLevelItemCount(); ++row) {
            const QTreeWidgetItem *item = dock.view()->topLevelItem(row);
            const QString id = item->data(0, LegendDock::idRole).toString();
            if (id != u"start" && id != u"goal")
                continue;
            endpoints << id;
            const QString words = item->text(0) + u' ' + item->text(1);
            QVERIFY2(words.contains(QStringLiteral("tile")), qPrintable(info.id + QStringLiteral(": ") + words));
            for (const QString &borrowed : {QStringLiteral("Start"), QStringLiteral("Goal"), QStringLiteral("search")})
                QVERIFY2(!words.contains(borrowed), qPrintable(info.id + QStringLiteral(": ") + words));
        }
        QVERIFY2(endpoints == (QStringList{QStringLiteral("start"), QStringLiteral("goal")}),
                 qPrintable(info.id + QStringLiteral(": ") + endpoints.join(u' ')));
    }
    QVERIFY(searches >= 2);
}

// Whatever algorithm ran, the Legend says what its board shows: never its header alone (the
// sliding puzzle's fewest-moves search draws tiles and no mark).
void TestDocks::everyRunHasALegend()
{
    LegendDock dock;
    for (const AlgorithmInfo &info : Catalogue::algorithms()) {
        Scenario scenario;
        scenario.algorithm = info.id;
        scenario.seed = 3;
        // A 4 x 3 puzzle is in the optimal search's reach in a blink.
        scenario.board = info.family == Family::Puzzle ? Grid(4, 3) : paneltest::scatteredBoard(23, 17, 3);
        // Inside the ring a Lianliankan board keeps round its tiles.
        if (info.needsStart) {
            scenario.start = CellPos{1, 2};
            scenario.board.setWeight(*scenario.start, 1);
        }
        if (info.needsGoal) {
            scenario.goal = CellPos{20, 15};
            scenario.board.setWeight(*scenario.goal, 1);
        }
        Trace trace;
        const RunOutcome outcome = Catalogue::run(scenario, &trace);
        QVERIFY2(outcome.error.isEmpty(), qPrintable(info.id + QStringLiteral(": ") + outcome.error));
        QVERIFY2(trace.stepCount() > 0, qPrintable(info.id));
        dock.setAlgorithm(&info, &trace);
        QVERIFY2(dock.view()->topLevelItemCount() > 0, qPrintable(info.id + QStringLiteral(": an empty legend")));
        if (info.family != Family::Puzzle)
            continue;
        // Its trace draws the tiles and the blank.
        QStringList ids;
        for (int row = 0; row < dock.view()->topLevelItemCount(); ++row)
            ids << dock.view()->topLevelItem(row)->data(0, LegendDock::idRole).toString();
        QVERIFY2(ids.contains(QStringLiteral("tile")) && ids.contains(QStringLiteral("blank")),
                 qPrintable(info.id + QStringLiteral(": ") + ids.join(u' ')));
    }
}

// A snake played in the window, whoever drives it, shows its head, body and food on walls: the
// legend lists those, not the plans and searches a traced AI shows (a shadow snake, a path).
void TestDocks::playedSnakeLegendListsWhatThePlayShows()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *play = window.findChild<QAction *>(QStringLiteral("playSnakeAction"));
    auto *controller = window.findChild<SnakePlayController *>();
    auto *legend = window.findChild<LegendDock *>();
    QVERIFY(play && controller && legend);
    play->trigger();
    QVERIFY(play->isChecked() && controller->game());
    const auto listed = [&] {
        QStringList ids;
        for (int row = 0; row < legend->view()->topLevelItemCount(); ++row)
            ids << legend->view()->topLevelItem(row)->data(0, LegendDock::idRole).toString();
        ids.sort();
        return ids;
    };
    // What the board can show: the marks of the scene played so far, the walls round it and the
    // cross a crashed head takes.
    QStringList seen{QStringLiteral("wall"), QStringLiteral("crash")};
    const auto look = [&] {
        const Scene &scene = controller->scene();
        for (int cell = 0; cell < scene.cellCount(); ++cell) {
            const QString id = markId(scene.mark(cell));
            if (scene.mark(cell) != Mark::None && !seen.contains(id))
                seen << id;
        }
        seen.sort();
    };
    look();
    QCOMPARE(listed(), seen);
    // An AI at the wheel for a few moves draws nothing more.
    for (const QString &ai : snakeAiIds()) {
        QVERIFY(controller->setAiDriver(ai));
        for (int move = 0; move < 5; ++move) {
            controller->tick();
            look();
        }
        QCOMPARE(listed(), seen);
    }
    controller->setHumanDriver();
    // After the game the legend is the algorithm's again, start and all.
    play->trigger();
    QVERIFY(!play->isChecked());
    QVERIFY2(listed().contains(QStringLiteral("start")), qPrintable(listed().join(u' ')));
}

namespace {

QStringList legendIds(const LegendDock &legend)
{
    QStringList ids;
    for (int row = 0; row < legend.view()->topLevelItemCount(); ++row)
        ids << legend.view()->topLevelItem(row)->data(0, LegendDock::idRole).toString();
    ids.sort();
    return ids;
}

void addMarksOf(const Scene &scene, QStringList &seen)
{
    for (int cell = 0; cell < scene.cellCount(); ++cell) {
        const QString id = markId(scene.mark(cell));
        if (scene.mark(cell) != Mark::None && !seen.contains(id))
            seen << id;
    }
    seen.sort();
}

const QTreeWidgetItem *legendRow(const LegendDock &legend, Mark mark)
{
    for (int row = 0; row < legend.view()->topLevelItemCount(); ++row) {
        const QTreeWidgetItem *item = legend.view()->topLevelItem(row);
        if (item->data(0, LegendDock::idRole).toString() == markId(mark))
            return item;
    }
    return nullptr;
}

} // namespace

// A Lianliankan game draws the tile picked, a hinted pair and the link just made, on the
// ring board's walls: the legend lists those in the colours the board paints them, not a
// trace's turns, terrain or first and second tiles (whose colour the picked tile shared).
void TestDocks::playedLianliankanLegendListsWhatThePlayShows()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *play = window.findChild<QAction *>(QStringLiteral("playLinkAction"));
    auto *controller = window.findChild<LinkPlayController *>();
    auto *legend = window.findChild<LegendDock *>();
    QVERIFY(play && controller && legend);
    play->trigger();
    QVERIFY(play->isChecked() && controller->hasGame());
    // A lesson's board brings walls; the ring round the tiles is drawn as the board's.
    QStringList seen{QStringLiteral("wall")};
    const Palette &painted = window.gridView()->themePalette();
    const auto look = [&] {
        const Scene &scene = controller->scene();
        addMarksOf(scene, seen);
        for (int cell = 0; cell < scene.cellCount(); ++cell) {
            if (scene.mark(cell) == Mark::None)
                continue;
            const QTreeWidgetItem *row = legendRow(*legend, scene.mark(cell));
            QVERIFY2(row, qPrintable(markId(scene.mark(cell))));
            QCOMPARE(row->data(0, LegendDock::colourRole).value<QColor>(), painted.mark(scene.mark(cell)));
        }
    };
    look();
    QVERIFY(controller->hint());
    const LinkPair pair = *controller->hintedPair();
    look();
    QVERIFY(controller->clickCell(controller->board().pos(pair.first)));
    look();
    const QTreeWidgetItem *picked = legendRow(*legend, controller->scene().mark(pair.first));
    QVERIFY(picked);
    QVERIFY2(!picked->text(0).contains(QStringLiteral("Second")), qPrintable(picked->text(0)));
    QVERIFY(controller->clickCell(controller->board().pos(pair.second)));
    QVERIFY(!controller->shownPath().empty());
    look();
    QCOMPARE(seen.size(), 4); // walls, the picked tile, the hint and the link
    QCOMPARE(legendIds(*legend), seen);
    // The game's own words come back in the language chosen.
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(legend, &change);
    QCOMPARE(legendIds(*legend), seen);

    play->trigger();
    QVERIFY(!play->isChecked());
    QVERIFY2(legendIds(*legend).contains(QStringLiteral("start")), qPrintable(legendIds(*legend).join(u' ')));
}

// A sliding puzzle played draws its numbered tiles and nothing else: the solvers' moving tile,
// its cell, tiles in place and turning blocks belong to their traces.
void TestDocks::playedPuzzleLegendListsWhatThePlayShows()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *play = window.findChild<QAction *>(QStringLiteral("playPuzzleAction"));
    auto *controller = window.findChild<PuzzlePlayController *>();
    auto *legend = window.findChild<LegendDock *>();
    QVERIFY(play && controller && legend);
    play->trigger();
    QVERIFY(play->isChecked() && controller->hasGame());
    QStringList seen;
    addMarksOf(controller->scene(), seen);
    for (const BlankMove move : {BlankMove::Up, BlankMove::Left, BlankMove::Down, BlankMove::Right}) {
        controller->moveBlank(move);
        addMarksOf(controller->scene(), seen);
    }
    // The marks its scene holds (none), and the tiles and the blank its board draws.
    seen << QStringLiteral("blank") << QStringLiteral("tile");
    seen.sort();
    QCOMPARE(legendIds(*legend), seen);

    play->trigger();
    QVERIFY(!play->isChecked());
    QVERIFY(legendIds(*legend) != seen);
}

void TestDocks::legendFollowsTheTheme()
{
    const AlgorithmInfo *astar = Catalogue::find(u"astar");
    LegendDock dock;
    dock.setAlgorithm(astar);
    for (const Palette::Theme theme : {Palette::Theme::Dark, Palette::Theme::Light}) {
        const Palette palette(theme);
        dock.setThemePalette(palette);
        const QTreeWidgetItem *first = dock.view()->topLevelItem(0);
        QCOMPARE(centreOf(first->icon(0), dock.view()->iconSize()), palette.mark(astar->legend[0].mark).rgba());
        const QTreeWidgetItem *wall = dock.view()->topLevelItem(int(astar->legend.size()));
        QCOMPARE(centreOf(wall->icon(0), dock.view()->iconSize()), palette.wall().rgba());
    }
    QVERIFY(Palette(Palette::Theme::Dark).wall() != Palette(Palette::Theme::Light).wall());
}

// A breakpoint on a mark names it as the legend beside it does: a duel's "Body of B", not the
// shared "On the stack".
void TestDocks::breakpointsSayTheLegendsWords()
{
    int renamed = 0;
    for (const AlgorithmInfo &info : Catalogue::algorithms()) {
        Trace trace;
        trace.header.algorithm = info.id;
        for (const LegendEntry &entry : info.legend) {
            Breakpoint breakpoint;
            breakpoint.kind = Breakpoint::Kind::CellMark;
            breakpoint.cell = 0;
            breakpoint.mark = entry.mark;
            const QString text = BreakpointsDock::describe(breakpoint, &trace);
            const QString name = entry.name ? Catalogue::text(entry.name)
                                            : QCoreApplication::translate("Mark", markName(entry.mark));
            QVERIFY2(text.endsWith(QStringLiteral(" becomes ") + name), qPrintable(info.id + QStringLiteral(": ") + text));
            if (entry.name)
                ++renamed;
        }
    }
    QVERIFY(renamed > 0);
}

// In a panel too narrow for one row, the buttons wrap onto a row of their own, and the list above
// gives up the height for it: Add stays on screen in both languages.
void TestDocks::breakpointButtonsStayInANarrowPanel()
{
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        Language::install(language);
        PlaybackController controller;
        BreakpointsDock dock(&controller);
        dock.resize(260, 220);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        const auto *content = dock.widget();
        for (const char *name : {"addStepKindBreakpoint", "removeAllBreakpoints", "stepKindCombo"}) {
            const auto *control = content->findChild<QWidget *>(QLatin1String(name));
            QVERIFY(control);
            QTRY_VERIFY2(content->rect().contains(control->geometry()),
                         qPrintable(language + u' ' + QLatin1String(name)));
        }
        const auto *add = content->findChild<QWidget *>(QStringLiteral("addStepKindBreakpoint"));
        const auto *combo = content->findChild<QWidget *>(QStringLiteral("stepKindCombo"));
        QVERIFY2(add->geometry().top() >= combo->geometry().bottom(), "the row wraps at this width");
    }
    Language::install(QStringLiteral("en"));
}

void TestDocks::logKeepsEntriesInOrder()
{
    LogDock dock;
    dock.appendMessage(QStringLiteral("Ran A* search: 120 steps"));
    dock.appendError(QStringLiteral("the start (3,4) is a wall"));
    dock.appendMessage(QStringLiteral("Saved trace"));
    const QStringList entries = dock.entries();
    QCOMPARE(entries.size(), 3);
    QVERIFY(entries[0].endsWith(QStringLiteral("Ran A* search: 120 steps")));
    QVERIFY(entries[1].endsWith(QStringLiteral("the start (3,4) is a wall")));
    QVERIFY(entries[2].endsWith(QStringLiteral("Saved trace")));
    // Each starts with its time, hh:mm:ss.
    static const QRegularExpression stamp(QStringLiteral("^\\d\\d:\\d\\d:\\d\\d  "));
    for (const QString &entry : entries)
        QVERIFY2(stamp.match(entry).hasMatch(), qPrintable(entry));

    QVERIFY(!dock.isError(0));
    QVERIFY(dock.isError(1));
    QVERIFY(!dock.isError(2));
    // An error looks different from a message.
    QListWidget *view = dock.view();
    QVERIFY(view->item(1)->foreground().color() != view->item(0)->foreground().color());
    QVERIFY(!view->item(1)->icon().isNull());
    QVERIFY(!(view->item(0)->flags() & Qt::ItemIsEditable));
}

void TestDocks::logClears()
{
    LogDock dock;
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    for (int i = 0; i < 5; ++i)
        dock.appendMessage(QString::number(i));
    QCOMPARE(dock.entries().size(), 5);
    QToolButton *clear = nullptr;
    const auto buttons = dock.findChildren<QToolButton *>();
    for (QToolButton *button : buttons) {
        if (button->defaultAction() == dock.clearAction())
            clear = button;
    }
    QVERIFY(clear);
    QVERIFY(clear->isVisible());
    QTest::mouseClick(clear, Qt::LeftButton);
    QVERIFY(dock.entries().isEmpty());
    dock.appendError(QStringLiteral("after"));
    QCOMPARE(dock.entries().size(), 1);
}

QTEST_MAIN(TestDocks)
#include "tst_docks.moc"
