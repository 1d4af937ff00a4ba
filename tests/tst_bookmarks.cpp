// A lecturer's bookmarks as they use them: marked through the Lecture menu at several steps,
// captioned in Chinese and English, undone and redone without re-running the search, listed
// in the dock and drawn on the timeline, kept in both trace formats, kept by a re-run while
// their step still exists, and driven from a presenter's remote in presentation mode.

#include "algorithmpanel.h"
#include "bookmarklist.h"
#include "bookmarksdock.h"
#include "parameterform.h"
#include "captionoverlay.h"
#include "gridview.h"
#include "logdock.h"
#include "mainwindow.h"
#include "mainwindowtesting.h"
#include "playbackbar.h"
#include "presentationmode.h"
#include "pseudocodedock.h"
#include "timeline.h"

#include "catalogue/catalogue.h"
#include "trace/tracefile.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QLabel>
#include <QLocale>
#include <QListWidget>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QToolTip>
#include <QTreeWidget>
#include <QWindow>
#include <QUndoStack>
#include <QtTest>

using namespace gridtrace;

namespace {

// The title as the window system shows it: "[*]" becomes "*" while there is unsaved work.
QString shownTitle(QWidget &window)
{
    return window.windowHandle() ? window.windowHandle()->title() : QString();
}

const QString chineseCaption = QStringLiteral("这里 A* 第一次取出目标格。\nHere A* takes the goal off the open list.");

bool waitForTrace(MainWindow &window, const std::shared_ptr<const Trace> &before = {})
{
    return QTest::qWaitFor([&] { return window.trace() && window.trace() != before && !window.runner().isRunning(); }, 20000);
}

QAction *action(MainWindow &window, const char *name)
{
    return window.findChild<QAction *>(QString::fromLatin1(name));
}

QAction *actionWithShortcut(MainWindow &window, const QKeySequence &shortcut)
{
    for (QAction *candidate : window.findChildren<QAction *>()) {
        if (candidate->shortcuts().contains(shortcut))
            return candidate;
    }
    return nullptr;
}

std::vector<int> positions(const Bookmarks &bookmarks)
{
    std::vector<int> result;
    for (const Bookmark &bookmark : bookmarks)
        result.push_back(bookmark.position);
    return result;
}

// Writes a caption through Lecture > Edit Caption… as a user does: the dialog, its text, OK.
bool writeCaption(MainWindow &window, const QString &caption)
{
    auto *dialog = window.findChild<CaptionDialog *>(QStringLiteral("captionDialog"));
    if (!dialog) {
        action(window, "editCaptionAction")->trigger();
        dialog = window.findChild<CaptionDialog *>(QStringLiteral("captionDialog"));
    }
    if (!dialog || !dialog->isVisible())
        return false;
    dialog->findChild<QPlainTextEdit *>(QStringLiteral("captionEdit"))->setPlainText(caption);
    auto *box = dialog->findChild<QDialogButtonBox *>();
    QAbstractButton *ok = box->button(QDialogButtonBox::Ok);
    if (!ok->isEnabled())
        return false;
    ok->click();
    return QTest::qWaitFor([&] { return !window.findChild<CaptionDialog *>(QStringLiteral("captionDialog")); }, 2000);
}

// Marks the step and lets its caption go unwritten: Add asks for the caption first, and OK
// with nothing written makes a bookmark without one.
bool addBookmarkAt(MainWindow &window, int position)
{
    window.playback().seek(position);
    action(window, "addBookmarkAction")->trigger();
    auto *dialog = window.findChild<CaptionDialog *>(QStringLiteral("captionDialog"));
    if (!dialog || !dialog->isVisible())
        return false;
    dialog->accept();
    return QTest::qWaitFor([&] { return !window.findChild<CaptionDialog *>(QStringLiteral("captionDialog")); }, 2000);
}

// Picks the algorithm in the Algorithm panel's list as a user does, and waits for its trace.
bool pickAlgorithm(MainWindow &window, const QString &id)
{
    QComboBox *algorithms = window.findChild<AlgorithmPanel *>()->algorithmBox();
    const int index = algorithms->findText(Catalogue::text(Catalogue::find(id)->name));
    if (index < 0)
        return false;
    const std::shared_ptr<const Trace> before = window.trace();
    algorithms->setCurrentIndex(index);
    emit algorithms->activated(index);
    return waitForTrace(window, before) && window.trace()->header.algorithm == id;
}

// The example's A* with bookmarks at steps 5, 10 and 25, the last captioned; then BFS picked
// (with `bfsMark`, a bookmark at its step 3) and a wall drawn next to the start, which blocks
// the path and makes every trace shorter than 25 steps.
bool setAsideThenWall(MainWindow &window, bool bfsMark)
{
    window.openExample();
    if (!waitForTrace(window) || window.trace()->header.algorithm != u"astar")
        return false;
    for (int step : {5, 10, 25}) {
        if (!addBookmarkAt(window, step))
            return false;
    }
    if (!writeCaption(window, QStringLiteral("Second caption")) || !pickAlgorithm(window, QStringLiteral("bfs")))
        return false;
    if (bfsMark && !(addBookmarkAt(window, 3) && writeCaption(window, QStringLiteral("BFS mark"))))
        return false;
    // The start's one free neighbour, in the maze's corner: walled, no path leaves the start.
    const Scenario &scenario = window.document().scenario();
    const CellPos start = *scenario.start;
    int cell = -1;
    for (const CellPos next : {CellPos{start.x + 1, start.y}, CellPos{start.x, start.y + 1}, CellPos{start.x - 1, start.y},
                               CellPos{start.x, start.y - 1}}) {
        if (cell < 0 && scenario.board.isPassable(next))
            cell = scenario.board.index(next);
    }
    const std::shared_ptr<const Trace> before = window.trace();
    window.document().paintCells({cell}, Grid::Wall, window.document().newDragId());
    return waitForTrace(window, before) && window.trace()->stepCount() < 25;
}

bool columnHasColour(const QImage &image, int x, const QColor &colour)
{
    for (int y = 0; y < image.height(); ++y) {
        if (image.pixelColor(x, y) == colour)
            return true;
    }
    return false;
}

QStringList dockRows(MainWindow &window, int column)
{
    QStringList rows;
    QTreeWidget *list = window.bookmarksDock()->list();
    for (int row = 0; row < list->topLevelItemCount(); ++row)
        rows << list->topLevelItem(row)->text(column);
    return rows;
}

// The rows the panel lays out, top to bottom, as "step caption".
QStringList shownRows(MainWindow &window)
{
    QTreeWidget *list = window.bookmarksDock()->list();
    QCoreApplication::processEvents();
    QStringList rows;
    QRect last;
    for (int y = 0; y < list->viewport()->height(); ++y) {
        const QModelIndex index = list->indexAt(QPoint(list->viewport()->width() / 2, y));
        if (!index.isValid())
            continue;
        const QRect rect = list->visualRect(index);
        if (rect.top() == last.top() && !last.isNull())
            continue;
        last = rect;
        const QModelIndex step = index.siblingAtColumn(0);
        rows << step.data().toString() + u' ' + step.siblingAtColumn(1).data().toString();
    }
    return rows;
}

// The pixels the window last painted where a view's rows are, read back from the screen: a
// row the view no longer has stays there until something paints over it.
QImage onScreen(QAbstractItemView *view)
{
    QWidget *window = view->window();
    const QPoint at = view->viewport()->mapTo(window, QPoint(0, 0));
    const QSize size = view->viewport()->size();
    return window->screen()->grabWindow(window->winId(), at.x(), at.y(), size.width(), size.height()).toImage();
}

// The bookmarks as the panel should list them.
QStringList expectedRows(MainWindow &window)
{
    QStringList rows;
    for (const Bookmark &bookmark : window.bookmarks()->bookmarks())
        rows << QString::number(bookmark.position) + u' ' + bookmark.caption;
    return rows;
}

} // namespace

class TestBookmarks : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void markCaptionUndoAndList();
    void cancelMarksNothing();
    void captionLengthIsLimited();
    void altLettersTypeNothingInTheCaption();
    void timelineMarksBookmarks();
    void savedInBothTraceFormats_data();
    void savedInBothTraceFormats();
    void reRunKeepsBookmarksInRange();
    void bookmarksStayWithTheirAlgorithm();
    void savedTraceKeepsItsBookmarksAcrossAlgorithms();
    void undoGivesBackBookmarksDroppedWhileSetAside();
    void undoWhileSetAsideGivesBackDroppedBookmarks_data();
    void undoWhileSetAsideGivesBackDroppedBookmarks();
    void setAsideTraceSavedOnTheBoardShown();
    void questionNamesSearchByItsParameters();
    void keptSearchSavedBehindASolvedPuzzle();
    void presentationMode();
    void removedBookmarkLeavesNoRow_data();
    void removedBookmarkLeavesNoRow();

private:
    QTemporaryDir m_dir;
};

void TestBookmarks::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("GridTraceTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_bookmarks"));
    QSettings().clear();
}

void TestBookmarks::markCaptionUndoAndList()
{
    MainWindow window;
    window.resize(1300, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    const int steps = window.trace()->stepCount();
    QVERIFY(steps > 40);
    const int first = steps / 4;
    const int second = steps / 2;
    const int third = 3 * steps / 4;
    QVERIFY(!shownTitle(window).contains(QLatin1Char('*')));

    // Marked out of order, listed in order.
    QVERIFY(addBookmarkAt(window, second));
    QVERIFY(addBookmarkAt(window, first));
    QVERIFY(addBookmarkAt(window, third));
    QCOMPARE(positions(window.bookmarks()->bookmarks()), (std::vector<int>{first, second, third}));
    QCOMPARE(dockRows(window, 0), (QStringList{QString::number(first), QString::number(second), QString::number(third)}));
    QVERIFY(shownTitle(window).contains(QLatin1Char('*')));

    // A caption for the second, written a few steps after it, where it is still in force.
    window.playback().seek(second + 3);
    QVERIFY(writeCaption(window, chineseCaption));
    QCOMPARE(window.bookmarks()->at(second)->caption, chineseCaption);
    QVERIFY(dockRows(window, 1).at(1).startsWith(QStringLiteral("这里 A*")));
    QCOMPARE(window.bookmarksDock()->list()->currentItem()->text(0), QString::number(second));

    // Edit > Undo takes the caption back, then the last mark; neither re-runs the search.
    const std::shared_ptr<const Trace> shown = window.trace();
    QAction *undo = actionWithShortcut(window, QKeySequence(QKeySequence::Undo));
    QAction *redo = actionWithShortcut(window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    QVERIFY(undo && redo);
    undo->trigger();
    QVERIFY(!window.runner().isRunning());
    QCOMPARE(window.bookmarks()->at(second)->caption, QString());
    undo->trigger();
    QVERIFY(!window.runner().isRunning());
    QCOMPARE(positions(window.bookmarks()->bookmarks()), (std::vector<int>{first, second}));
    redo->trigger();
    redo->trigger();
    QVERIFY(!window.runner().isRunning());
    QCOMPARE(positions(window.bookmarks()->bookmarks()), (std::vector<int>{first, second, third}));
    QCOMPARE(window.bookmarks()->at(second)->caption, chineseCaption);
    QTest::qWait(100);
    QVERIFY(window.trace() == shown);

    // Clicking a row shows its step; Enter on another shows that one.
    window.bookmarksDock()->raise();
    QTreeWidget *list = window.bookmarksDock()->list();
    // Its buttons wrap to the dock's width once it is laid out: wait for rows to show.
    QVERIFY(QTest::qWaitFor([&] { return list->isVisible() && list->viewport()->height() > 0; }, 2000));
    window.playback().seek(0);
    QTreeWidgetItem *firstRow = list->topLevelItem(0);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(firstRow).center());
    QCOMPARE(window.playback().position(), first);
    list->setFocus();
    list->setCurrentItem(list->topLevelItem(2));
    QTest::keyClick(list, Qt::Key_Return);
    QCOMPARE(window.playback().position(), third);

    // Next and previous go from mark to mark.
    window.playback().seek(0);
    action(window, "nextBookmarkAction")->trigger();
    QCOMPARE(window.playback().position(), first);
    action(window, "nextBookmarkAction")->trigger();
    QCOMPARE(window.playback().position(), second);
    action(window, "previousBookmarkAction")->trigger();
    QCOMPARE(window.playback().position(), first);

    // Remove takes the one in force, and is undone like the rest.
    window.playback().seek(second + 1);
    action(window, "removeBookmarkAction")->trigger();
    QCOMPARE(positions(window.bookmarks()->bookmarks()), (std::vector<int>{first, third}));
    undo->trigger();
    QCOMPARE(window.bookmarks()->at(second)->caption, chineseCaption);

    // The Lecture menu holds the actions.
    auto *menu = window.findChild<QMenu *>(QStringLiteral("lectureMenu"));
    QVERIFY(menu);
    QVERIFY(window.menuBar()->actions().contains(menu->menuAction()));
    for (const char *name : {"addBookmarkAction", "editCaptionAction", "removeBookmarkAction",
                             "previousBookmarkAction", "nextBookmarkAction", "presentationAction"})
        QVERIFY2(menu->actions().contains(action(window, name)), name);
}

// Cancel (or Esc) in the caption question that Add Bookmark asks leaves no bookmark, no edit to
// undo and no "*" in the title; with a caption written, the mark and its caption are one edit.
void TestBookmarks::cancelMarksNothing()
{
    MainWindow window;
    window.resize(1300, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    const int undoable = window.document().undoStack()->count();
    window.playback().seek(5);
    action(window, "addBookmarkAction")->trigger();
    auto *dialog = window.findChild<CaptionDialog *>(QStringLiteral("captionDialog"));
    QVERIFY(dialog && dialog->isVisible());
    QVERIFY(!shownTitle(window).contains(QLatin1Char('*')));
    QTest::keyClick(dialog, Qt::Key_Escape);
    QVERIFY(QTest::qWaitFor([&] { return !window.findChild<CaptionDialog *>(QStringLiteral("captionDialog")); }, 2000));
    QVERIFY(window.bookmarks()->bookmarks().empty());
    QCOMPARE(window.document().undoStack()->count(), undoable);
    QVERIFY(!shownTitle(window).contains(QLatin1Char('*')));

    action(window, "addBookmarkAction")->trigger();
    dialog = window.findChild<CaptionDialog *>(QStringLiteral("captionDialog"));
    QVERIFY(dialog);
    auto *text = dialog->findChild<QPlainTextEdit *>();
    QVERIFY(text);
    text->setPlainText(QStringLiteral("the first neighbour"));
    dialog->accept();
    QVERIFY(QTest::qWaitFor([&] { return !window.findChild<CaptionDialog *>(QStringLiteral("captionDialog")); }, 2000));
    QCOMPARE(positions(window.bookmarks()->bookmarks()), (std::vector<int>{5}));
    QCOMPARE(window.bookmarks()->at(5)->caption, QStringLiteral("the first neighbour"));
    QCOMPARE(window.document().undoStack()->count(), undoable + 1);
    window.document().undoStack()->undo();
    QVERIFY(window.bookmarks()->bookmarks().empty());
}

void TestBookmarks::captionLengthIsLimited()
{
    MainWindow window;
    window.show();
    window.openExample();
    QVERIFY(waitForTrace(window));
    QVERIFY(addBookmarkAt(window, 5));
    action(window, "editCaptionAction")->trigger();
    auto *dialog = window.findChild<CaptionDialog *>(QStringLiteral("captionDialog"));
    QVERIFY(dialog);
    auto *edit = dialog->findChild<QPlainTextEdit *>(QStringLiteral("captionEdit"));
    QAbstractButton *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    edit->setPlainText(QString(Bookmark::maxCaptionLength, QLatin1Char('x')));
    QVERIFY(ok->isEnabled());
    edit->setPlainText(QString(Bookmark::maxCaptionLength + 1, QChar(0x5b57)));
    QVERIFY(!ok->isEnabled());
    // The counts grouped as the window groups every number.
    const QLocale english(QLocale::English);
    const QString message = dialog->findChild<QLabel *>(QStringLiteral("captionCount"))->text();
    QVERIFY2(message.contains(english.toString(Bookmark::maxCaptionLength + 1))
                 && message.contains(english.toString(Bookmark::maxCaptionLength)), qPrintable(message));
    dialog->reject();
    QCOMPARE(window.bookmarks()->at(5)->caption, QString());

    // A step past a thousand, as a long trace has them.
    CaptionDialog late(1250, QString(), &window);
    QCOMPARE(late.windowTitle(), QStringLiteral("Caption of Step 1,250"));
    QCOMPARE(late.findChild<QLabel *>(QStringLiteral("captionCount"))->text(),
             QStringLiteral("0 of at most 2,000 characters"));
}

// Alt and a letter is a button's or a field's, never text: the dock's Alt+A (Add…), Alt+X
// (Text…) and Alt+M (Remove) pressed while the caption is being written add no letter to it.
void TestBookmarks::altLettersTypeNothingInTheCaption()
{
    MainWindow window;
    window.resize(1300, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    window.playback().seek(5);
    QToolButton *add = nullptr;
    for (QToolButton *button : window.bookmarksDock()->findChildren<QToolButton *>()) {
        if (button->text() == BookmarksDock::tr("&Add…"))
            add = button;
    }
    QVERIFY(add);
    window.bookmarksDock()->show();
    window.bookmarksDock()->raise();
    QTRY_VERIFY(add->isVisible());
    QTest::mouseClick(add, Qt::LeftButton);
    auto *dialog = window.findChild<CaptionDialog *>(QStringLiteral("captionDialog"));
    QVERIFY(dialog && dialog->isVisible());
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    auto *edit = dialog->findChild<QPlainTextEdit *>(QStringLiteral("captionEdit"));
    QVERIFY(edit);
    QTRY_VERIFY(edit->hasFocus());
    QTest::keyClicks(edit, QStringLiteral("Start"));
    for (const Qt::Key letter : {Qt::Key_A, Qt::Key_X, Qt::Key_M, Qt::Key_Q})
        QTest::keyClick(edit, letter, Qt::AltModifier);
    QCOMPARE(edit->toPlainText(), QStringLiteral("Start"));
    // The dialog's own letter still works: Alt+W is the caption's label's.
    QTest::keyClick(edit, Qt::Key_W, Qt::AltModifier);
    QVERIFY(edit->hasFocus());
    QCOMPARE(edit->toPlainText(), QStringLiteral("Start"));
    QTest::keyClick(edit, Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(QTest::qWaitFor([&] { return !window.findChild<CaptionDialog *>(QStringLiteral("captionDialog")); }, 2000));
    QVERIFY(window.bookmarks()->at(5));
    QCOMPARE(window.bookmarks()->at(5)->caption, QStringLiteral("Start"));
}

void TestBookmarks::timelineMarksBookmarks()
{
    MainWindow window;
    window.resize(1300, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    const int steps = window.trace()->stepCount();
    const std::vector<int> marked{steps / 5, steps / 2, steps - 1};
    for (const int position : marked)
        QVERIFY(addBookmarkAt(window, position));
    window.playback().seek(steps / 2);
    QVERIFY(writeCaption(window, QStringLiteral("Halfway")));
    window.playback().seek(0);

    Timeline *timeline = window.playbackBar()->timeline();
    const QImage image = timeline->grab().toImage();
    const QColor colour = Timeline::bookmarkColour();
    for (const int position : marked)
        QVERIFY2(columnHasColour(image, timeline->xForPosition(position), colour), qPrintable(QString::number(position)));
    // The colour is the bookmarks' alone: no column far from a mark has it.
    for (int x = 0; x < image.width(); ++x) {
        const bool nearMark = std::any_of(marked.begin(), marked.end(), [&](int position) {
            const int pole = timeline->xForPosition(position);
            return x >= pole && x <= pole + 8;
        });
        if (!nearMark)
            QVERIFY2(!columnHasColour(image, x, colour), qPrintable(QString::number(x)));
    }

    // Hovering the halfway mark tells its caption.
    const QPoint at(timeline->xForPosition(steps / 2), 2);
    QHelpEvent help(QEvent::ToolTip, at, timeline->mapToGlobal(at));
    QCoreApplication::sendEvent(timeline, &help);
    QVERIFY2(QToolTip::text().contains(QStringLiteral("Halfway")), qPrintable(QToolTip::text()));
    QToolTip::hideText();
}

void TestBookmarks::savedInBothTraceFormats_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::newRow("binary") << QStringLiteral("lecture.gtrace");
    QTest::newRow("json") << QStringLiteral("lecture.gtrace.json");
}

void TestBookmarks::savedInBothTraceFormats()
{
    QFETCH(QString, fileName);
    const QString file = m_dir.filePath(fileName);
    Bookmarks expected;
    {
        MainWindow window;
        window.show();
        window.openExample();
        QVERIFY(waitForTrace(window));
        const int steps = window.trace()->stepCount();
        QVERIFY(addBookmarkAt(window, 0));
        QVERIFY(writeCaption(window, QStringLiteral("The maze, before the search starts.")));
        QVERIFY(addBookmarkAt(window, steps / 3));
        QVERIFY(writeCaption(window, chineseCaption));
        QVERIFY(addBookmarkAt(window, steps));
        expected = window.bookmarks()->bookmarks();
        QCOMPARE(expected.size(), std::size_t(3));

        // File > Save Trace…, answered as a user answers the file dialog.
        QTimer::singleShot(0, &window, [file] {
            auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            dialog->selectFile(file);
            // The filter decides the format: the first that names the file's extension.
            const QString pattern = QStringLiteral("*.") + QFileInfo(file).completeSuffix();
            for (const QString &filter : dialog->nameFilters()) {
                if (filter.contains(pattern)) {
                    dialog->selectNameFilter(filter);
                    break;
                }
            }
            static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept checks the name
        });
        actionWithShortcut(window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S))->trigger();
        QVERIFY2(QFileInfo::exists(file), qPrintable(window.lastError()));
        QVERIFY(!shownTitle(window).contains(QLatin1Char('*')));
        // The window's own trace is untouched; the bookmarks went into a copy.
        QVERIFY(window.trace()->bookmarks.empty());
        QCOMPARE(window.traceWithBookmarks()->bookmarks, expected);
    }

    QString error;
    const auto loaded = loadTrace(file, &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->bookmarks, expected);

    MainWindow reopened;
    reopened.show();
    QVERIFY(reopened.openFile(file));
    QCOMPARE(reopened.bookmarks()->bookmarks(), expected);
    QCOMPARE(dockRows(reopened, 0).size(), 3);
    QVERIFY(!shownTitle(reopened).contains(QLatin1Char('*')));
    reopened.playback().seek(expected[1].position + 1);
    QCOMPARE(reopened.captionOverlay()->caption(), chineseCaption);
}

void TestBookmarks::reRunKeepsBookmarksInRange()
{
    MainWindow window;
    window.show();
    window.openExample();
    QVERIFY(waitForTrace(window));
    const int steps = window.trace()->stepCount();
    QVERIFY(addBookmarkAt(window, 2));
    QVERIFY(writeCaption(window, QStringLiteral("Two steps in")));
    QVERIFY(addBookmarkAt(window, steps - 1));

    // The goal beside the start: the search is over in a few steps, and the late mark goes.
    const Scenario &scenario = window.document().scenario();
    QVERIFY(scenario.start && scenario.goal);
    std::optional<CellPos> near;
    for (const CellPos step : {CellPos{1, 0}, CellPos{-1, 0}, CellPos{0, 1}, CellPos{0, -1}}) {
        const CellPos cell{scenario.start->x + step.x, scenario.start->y + step.y};
        if (scenario.board.isPassable(cell)) {
            near = cell;
            break;
        }
    }
    QVERIFY(near);
    const std::shared_ptr<const Trace> before = window.trace();
    QVERIFY(window.document().moveEndpoint(Endpoint::Goal, *near, window.document().newDragId()));
    QVERIFY(waitForTrace(window, before));
    const int newSteps = window.trace()->stepCount();
    QVERIFY(newSteps >= 2 && newSteps < steps - 1);
    QCOMPARE(positions(window.bookmarks()->bookmarks()), std::vector<int>{2});
    QCOMPARE(window.bookmarks()->at(2)->caption, QStringLiteral("Two steps in"));
    const QStringList log = window.logDock()->entries();
    QVERIFY(std::any_of(log.begin(), log.end(), [&](const QString &entry) {
        return entry.contains(QStringLiteral("bookmark at step %1").arg(steps - 1));
    }));

    // Another example is another lecture: the marks go.
    window.openExample(QStringLiteral("snake-drawn"));
    QVERIFY(window.bookmarks()->isEmpty());
}

// The Algorithm panel picks another search: its timeline shows its own bookmarks, and picking
// the first again brings the first's back with their captions. Those not on screen are still
// unsaved work, named when closing asks; Undo never changes a list no one sees; a board edit
// says what becomes of them.
void TestBookmarks::bookmarksStayWithTheirAlgorithm()
{
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("astar"));
    const int end = window.trace()->stepCount();
    QVERIFY(addBookmarkAt(window, end));
    QVERIFY(writeCaption(window, QStringLiteral("Goal: 144 moves")));
    QAction *undo = actionWithShortcut(window, QKeySequence(QKeySequence::Undo));
    QVERIFY(undo);

    // Down in the panel's list: greedy best-first search, with no bookmarks of its own yet.
    QComboBox *algorithms = window.findChild<AlgorithmPanel *>()->algorithmBox();
    algorithms->setFocus();
    std::shared_ptr<const Trace> before = window.trace();
    QTest::keyClick(algorithms, Qt::Key_Down);
    QVERIFY(waitForTrace(window, before));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("greedy"));
    QVERIFY(window.trace()->stepCount() < end);
    QVERIFY(window.bookmarks()->isEmpty());
    QCOMPARE(dockRows(window, 0), QStringList{});
    QVERIFY(shownTitle(window).contains(QLatin1Char('*')));
    // Edit offers nothing that would change A*'s bookmarks out of sight.
    QVERIFY(!undo->text().contains(QLocale().toString(end)));
    QVERIFY(addBookmarkAt(window, 10));

    // Up: A* again, with its bookmark and caption; nothing said to be gone.
    before = window.trace();
    QTest::keyClick(algorithms, Qt::Key_Up);
    QVERIFY(waitForTrace(window, before));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("astar"));
    QCOMPARE(positions(window.bookmarks()->bookmarks()), std::vector<int>{end});
    QCOMPARE(window.bookmarks()->at(end)->caption, QStringLiteral("Goal: 144 moves"));
    QCOMPARE(dockRows(window, 0).size(), 1);
    const QStringList log = window.logDock()->entries();
    QVERIFY(std::none_of(log.begin(), log.end(), [&](const QString &entry) {
        return entry.contains(QStringLiteral("bookmark at step"));
    }));

    // A board edit re-runs the search on screen; the log says what becomes of greedy's.
    const QString greedy = Catalogue::text(Catalogue::find(QStringLiteral("greedy"))->name);
    const Scenario &scenario = window.document().scenario();
    int cell = 0;
    while (!scenario.board.isPassable(scenario.board.pos(cell)) || scenario.board.pos(cell) == scenario.start
           || scenario.board.pos(cell) == scenario.goal)
        ++cell;
    before = window.trace();
    window.document().paintCells({cell}, 5, window.document().newDragId());
    QVERIFY(waitForTrace(window, before));
    const QStringList afterEdit = window.logDock()->entries();
    QVERIFY(std::any_of(afterEdit.begin(), afterEdit.end(),
                        [&](const QString &entry) { return entry.contains(QStringLiteral("kept for %1").arg(greedy)); }));

    // Closing asks, naming the search whose bookmarks are not on screen; Cancel stays.
    {
        windowtesting::ModalAnswers answers(&window);
        answers.button(QMessageBox::Cancel);
        window.close();
        QTRY_VERIFY2(answers.allGiven(), qPrintable(answers.unexpected.join(u',')));
        QVERIFY2(answers.asked.join(u'\n').contains(greedy), qPrintable(answers.asked.join(u'\n')));
    }
    QVERIFY(window.isVisible());
}

// A saved trace's bookmarks, the last past the end of the other search's trace, all come back
// when its algorithm is picked again, and the other search shows none of them meanwhile.
void TestBookmarks::savedTraceKeepsItsBookmarksAcrossAlgorithms()
{
    const QString file = m_dir.filePath(QStringLiteral("two-marks.gtrace"));
    int end = 0;
    {
        MainWindow window;
        window.show();
        window.openExample();
        QVERIFY(waitForTrace(window));
        end = window.trace()->stepCount();
        QVERIFY(addBookmarkAt(window, 134));
        QVERIFY(writeCaption(window, QStringLiteral("Halfway")));
        QVERIFY(addBookmarkAt(window, end));
        QString error;
        QVERIFY2(saveTrace(*window.traceWithBookmarks(), file, &error), qPrintable(error));
    }
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(file));
    QCOMPARE(positions(window.bookmarks()->bookmarks()), (std::vector<int>{134, end}));
    QComboBox *algorithms = window.findChild<AlgorithmPanel *>()->algorithmBox();
    algorithms->setFocus();
    std::shared_ptr<const Trace> before = window.trace();
    QTest::keyClick(algorithms, Qt::Key_Down);
    QVERIFY(waitForTrace(window, before));
    QVERIFY(window.trace()->header.algorithm != u"astar");
    // Not a caption of this search's step 134.
    QVERIFY(window.bookmarks()->isEmpty());
    window.playback().seek(134);
    QCOMPARE(window.captionOverlay()->caption(), QString());
    QVERIFY(!shownTitle(window).contains(QLatin1Char('*')));
    before = window.trace();
    QTest::keyClick(algorithms, Qt::Key_Up);
    QVERIFY(waitForTrace(window, before));
    QCOMPARE(positions(window.bookmarks()->bookmarks()), (std::vector<int>{134, end}));
    QCOMPARE(window.bookmarks()->at(134)->caption, QStringLiteral("Halfway"));
    QVERIFY(!shownTitle(window).contains(QLatin1Char('*')));
}

// Undoing the wall gives A* back the captioned bookmark its trace on the walled board dropped,
// though the wall was drawn while A* was set aside, as it does when all is done on A*.
void TestBookmarks::undoGivesBackBookmarksDroppedWhileSetAside()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(setAsideThenWall(window, false));
    QVERIFY(pickAlgorithm(window, QStringLiteral("astar")));
    // The walled board's trace has no step 25: its bookmark is gone, with a line in the log.
    QVERIFY(!window.bookmarks()->at(25));
    const std::shared_ptr<const Trace> walled = window.trace();
    actionWithShortcut(window, QKeySequence(QKeySequence::Undo))->trigger();
    QVERIFY(waitForTrace(window, walled));
    QVERIFY(window.trace()->stepCount() > 25);
    QCOMPARE(positions(window.bookmarks()->bookmarks()), (std::vector<int>{5, 10, 25}));
    QCOMPARE(window.bookmarks()->at(25)->caption, QStringLiteral("Second caption"));
}

void TestBookmarks::undoWhileSetAsideGivesBackDroppedBookmarks_data()
{
    QTest::addColumn<int>("edits");
    QTest::newRow("one edit") << 1;
    QTest::newRow("two edits") << 2;
}

// BFS's captioned bookmark at step 40 is dropped by the wall drawn on BFS; A* is picked and the
// edits are undone while A* is on screen: BFS, picked again, has it back; Redo drops it again.
void TestBookmarks::undoWhileSetAsideGivesBackDroppedBookmarks()
{
    QFETCH(int, edits);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    QVERIFY(pickAlgorithm(window, QStringLiteral("bfs")));
    QVERIFY(window.trace()->stepCount() > 40);
    QVERIFY(addBookmarkAt(window, 40));
    QVERIFY(writeCaption(window, QStringLiteral("Late step")));
    // The start's one free neighbour walled, then (with two edits) a cell far from it.
    const Scenario &scenario = window.document().scenario();
    const CellPos start = *scenario.start;
    int cell = -1;
    for (const CellPos next : {CellPos{start.x + 1, start.y}, CellPos{start.x, start.y + 1}, CellPos{start.x - 1, start.y},
                               CellPos{start.x, start.y - 1}}) {
        if (cell < 0 && scenario.board.isPassable(next))
            cell = scenario.board.index(next);
    }
    std::shared_ptr<const Trace> before = window.trace();
    window.document().paintCells({cell}, Grid::Wall, window.document().newDragId());
    QVERIFY(waitForTrace(window, before));
    QVERIFY(window.trace()->stepCount() < 40);
    QVERIFY(!window.bookmarks()->at(40));
    if (edits == 2) {
        before = window.trace();
        int far = scenario.board.cellCount() - 1;
        while (!scenario.board.isPassable(scenario.board.pos(far)) || scenario.board.pos(far) == scenario.goal)
            --far;
        window.document().paintCells({far}, 5, window.document().newDragId());
        QVERIFY(waitForTrace(window, before));
    }
    QVERIFY(pickAlgorithm(window, QStringLiteral("astar")));
    QAction *undo = actionWithShortcut(window, QKeySequence(QKeySequence::Undo));
    for (int i = 0; i < edits; ++i) {
        before = window.trace();
        undo->trigger();
        QVERIFY(waitForTrace(window, before));
        QCOMPARE(window.trace()->header.algorithm, QStringLiteral("astar"));
    }
    QVERIFY(pickAlgorithm(window, QStringLiteral("bfs")));
    QVERIFY(window.trace()->stepCount() > 40);
    QCOMPARE(positions(window.bookmarks()->bookmarks()), std::vector<int>{40});
    QCOMPARE(window.bookmarks()->at(40)->caption, QStringLiteral("Late step"));
    QVERIFY(window.isWindowModified());

    // Redo the wall on A*: BFS's trace of the walled board drops it again.
    QVERIFY(pickAlgorithm(window, QStringLiteral("astar")));
    before = window.trace();
    actionWithShortcut(window, QKeySequence(QKeySequence::Redo))->trigger();
    QVERIFY(waitForTrace(window, before));
    QVERIFY(pickAlgorithm(window, QStringLiteral("bfs")));
    QVERIFY(window.trace()->stepCount() < 40);
    QVERIFY(!window.bookmarks()->at(40));
}

// The wall under which BFS was set aside is undone: saved from the question, BFS's trace is
// that of the board on screen, with its bookmark, not the 15-step trace of the walled board.
void TestBookmarks::setAsideTraceSavedOnTheBoardShown()
{
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(setAsideThenWall(window, true));
    const int walledSteps = window.trace()->stepCount();
    QVERIFY(pickAlgorithm(window, QStringLiteral("astar")));
    const std::shared_ptr<const Trace> walled = window.trace();
    actionWithShortcut(window, QKeySequence(QKeySequence::Undo))->trigger();
    QVERIFY(waitForTrace(window, walled));
    QVERIFY(window.trace()->stepCount() > 25);
    const Scenario shown = window.document().scenario();

    const QString astarFile = m_dir.filePath(QStringLiteral("shown-astar.gtrace"));
    const QString bfsFile = m_dir.filePath(QStringLiteral("set-aside-bfs.gtrace"));
    {
        windowtesting::ModalAnswers answers(&window);
        answers.button(QMessageBox::Save);
        answers.file(astarFile);
        answers.file(bfsFile);
        window.close();
        QTRY_VERIFY2(answers.allGiven(), qPrintable(answers.unexpected.join(u',')));
    }
    QString error;
    const std::optional<Trace> bfs = loadTrace(bfsFile, &error);
    QVERIFY2(bfs, qPrintable(error));
    QCOMPARE(bfs->header.algorithm, QStringLiteral("bfs"));
    QVERIFY(bfs->header.board == shown.board);
    QVERIFY(bfs->stepCount() > walledSteps);
    QCOMPARE(positions(bfs->bookmarks), std::vector<int>{3});
    QCOMPARE(bfs->bookmarks.front().caption, QStringLiteral("BFS mark"));
}

// Two traces of A* that differ in the heuristic: the question and each save dialog say which
// is which, by the heuristic.
void TestBookmarks::questionNamesSearchByItsParameters()
{
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    QVERIFY(addBookmarkAt(window, 10));
    auto *heuristic = qobject_cast<QComboBox *>(
        window.findChild<AlgorithmPanel *>()->parameterForm()->editor(QStringLiteral("heuristic")));
    QVERIFY(heuristic);
    const QString automatic = heuristic->currentText();
    const int euclidean = heuristic->findData(QStringLiteral("euclidean"));
    QVERIFY(euclidean >= 0);
    const std::shared_ptr<const Trace> before = window.trace();
    heuristic->setCurrentIndex(euclidean);
    emit heuristic->activated(euclidean);
    QVERIFY(QTest::qWaitFor([&] {
        return window.trace() != before && !window.runner().isRunning()
            && window.trace()->header.parameters.value(QStringLiteral("heuristic")).toString() == u"euclidean";
    }, 20000));
    QVERIFY(addBookmarkAt(window, 12));

    const QString astar = Catalogue::text(Catalogue::find(QStringLiteral("astar"))->name);
    const QString setAside = QStringLiteral("%1 (heuristic: %2)").arg(astar, automatic);
    const QString onScreen = QStringLiteral("%1 (heuristic: %2)").arg(astar, heuristic->itemText(euclidean));
    windowtesting::ModalAnswers answers(&window);
    answers.button(QMessageBox::Save);
    answers.file(m_dir.filePath(QStringLiteral("euclidean.gtrace")));
    answers.file(m_dir.filePath(QStringLiteral("automatic.gtrace")));
    window.close();
    QTRY_VERIFY2(answers.allGiven(), qPrintable(answers.unexpected.join(u',')));
    QVERIFY2(answers.asked.join(u'\n').contains(QStringLiteral("kept for %1, not on screen").arg(setAside)),
             qPrintable(answers.asked.join(u'\n')));
    QCOMPARE(answers.fileTitles.size(), 2);
    QVERIFY2(answers.fileTitles[0].contains(onScreen), qPrintable(answers.fileTitles[0]));
    QVERIFY2(answers.fileTitles[1].contains(setAside), qPrintable(answers.fileTitles[1]));
}

// The heuristics' bookmarks are kept while Solve from Here holds the board: the question and the
// save dialogs name each search by its heuristic, and the search set aside is saved as made on
// its own board, not run on the puzzle's.
void TestBookmarks::keptSearchSavedBehindASolvedPuzzle()
{
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    const Grid board = window.document().board();
    QVERIFY(addBookmarkAt(window, 10));
    auto *heuristic = qobject_cast<QComboBox *>(
        window.findChild<AlgorithmPanel *>()->parameterForm()->editor(QStringLiteral("heuristic")));
    QVERIFY(heuristic);
    const QString automatic = heuristic->currentText();
    const int euclidean = heuristic->findData(QStringLiteral("euclidean"));
    QVERIFY(euclidean >= 0);
    // Named before the puzzle takes the Algorithm panel's parameters away.
    const QString euclideanName = heuristic->itemText(euclidean);
    const std::shared_ptr<const Trace> before = window.trace();
    heuristic->setCurrentIndex(euclidean);
    emit heuristic->activated(euclidean);
    QVERIFY(QTest::qWaitFor([&] {
        return window.trace() != before && !window.runner().isRunning()
            && window.trace()->header.parameters.value(QStringLiteral("heuristic")).toString() == u"euclidean";
    }, 20000));
    QVERIFY(addBookmarkAt(window, 12));

    action(window, "playPuzzleAction")->trigger();
    auto *solve = window.findChild<QPushButton *>(QStringLiteral("solveFromHere"));
    QVERIFY(solve && solve->isEnabled());
    solve->click();
    QVERIFY(QTest::qWaitFor([&] {
        return window.trace() && !window.trace()->header.tiles.empty() && !window.runner().isRunning();
    }, 20000));

    const QString astar = Catalogue::text(Catalogue::find(QStringLiteral("astar"))->name);
    const QString setAside = QStringLiteral("%1 (heuristic: %2)").arg(astar, automatic);
    const QString shown = QStringLiteral("%1 (heuristic: %2)").arg(astar, euclideanName);
    const QString automaticFile = m_dir.filePath(QStringLiteral("behind-puzzle-automatic.gtrace"));
    {
        windowtesting::ModalAnswers answers(&window);
        answers.button(QMessageBox::Save);
        answers.file(m_dir.filePath(QStringLiteral("behind-puzzle-euclidean.gtrace")));
        answers.file(automaticFile);
        window.close();
        QTRY_VERIFY2(answers.allGiven(), qPrintable(answers.unexpected.join(u',')));
        QVERIFY2(answers.asked.join(u'\n').contains(QStringLiteral("kept for %1, not on screen").arg(setAside)),
                 qPrintable(answers.asked.join(u'\n')));
        QCOMPARE(answers.fileTitles.size(), 2);
        QVERIFY2(answers.fileTitles[0].contains(shown), qPrintable(answers.fileTitles[0]));
        QVERIFY2(answers.fileTitles[1].contains(setAside), qPrintable(answers.fileTitles[1]));
    }
    QVERIFY2(window.lastError().isEmpty(), qPrintable(window.lastError()));
    QVERIFY(!window.isVisible());
    QString error;
    const std::optional<Trace> saved = loadTrace(automaticFile, &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->header.algorithm, QStringLiteral("astar"));
    QVERIFY(saved->header.board == board);
    QCOMPARE(positions(saved->bookmarks), std::vector<int>{10});
}

void TestBookmarks::presentationMode()
{
    MainWindow window;
    window.resize(1300, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    const int steps = window.trace()->stepCount();
    const int first = steps / 4;
    const int second = steps / 2;
    QVERIFY(addBookmarkAt(window, first));
    QVERIFY(writeCaption(window, chineseCaption));
    QVERIFY(addBookmarkAt(window, second));
    QVERIFY(writeCaption(window, QStringLiteral("Halfway")));
    window.playback().seek(0);

    QHash<QString, bool> docksShown;
    QHash<QString, QRect> dockPlaces;
    const QList<QDockWidget *> docks = window.findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly);
    for (QDockWidget *dock : docks) {
        docksShown.insert(dock->objectName(), dock->isVisible());
        dockPlaces.insert(dock->objectName(), dock->geometry());
    }
    const QRect windowPlace = window.geometry();
    QVERIFY(docksShown.value(QStringLiteral("algorithmDock")));
    QListWidget *code = window.pseudoCodeDock()->view();
    const QFont codeFont = code->font();
    QVERIFY(window.menuBar()->isVisible());
    QVERIFY(window.statusBar()->isVisible());

    action(window, "presentationAction")->trigger();
    QVERIFY(window.presentation()->isActive());
    QVERIFY(window.isFullScreen());
    QVERIFY(!window.menuBar()->isVisible());
    QVERIFY(!window.statusBar()->isVisible());
    for (QDockWidget *dock : docks) {
        if (dock == window.pseudoCodeDock())
            QVERIFY(dock->isVisible());
        else
            QVERIFY2(!dock->isVisible(), qPrintable(dock->objectName()));
    }
    QVERIFY(code->font().pointSizeF() > codeFont.pointSizeF() * 1.5);
    QVERIFY(!window.captionOverlay()->isVisible()); // nothing in force at step 0

    // The remote's keys reach it whatever has the focus: the board, or the code list, which
    // would otherwise page through its lines.
    QTest::keyClick(window.gridView(), Qt::Key_PageDown);
    QCOMPARE(window.playback().position(), first);
    QVERIFY(window.captionOverlay()->isVisible());
    QCOMPARE(window.captionOverlay()->caption(), chineseCaption);
    QVERIFY(window.captionOverlay()->captionFont().pointSizeF() > window.font().pointSizeF() * 1.8);
    QTest::keyClick(code, Qt::Key_PageDown);
    QCOMPARE(window.playback().position(), second);
    QCOMPARE(window.captionOverlay()->caption(), QStringLiteral("Halfway"));
    QTest::keyClick(window.gridView(), Qt::Key_PageUp);
    QCOMPARE(window.playback().position(), first);
    QTest::keyClick(window.gridView(), Qt::Key_Right);
    QCOMPARE(window.playback().position(), first + 1);
    QTest::keyClick(window.gridView(), Qt::Key_Left);
    QCOMPARE(window.playback().position(), first);
    QTest::keyClick(window.gridView(), Qt::Key_End);
    QCOMPARE(window.playback().position(), steps);
    QTest::keyClick(window.gridView(), Qt::Key_Home);
    QCOMPARE(window.playback().position(), 0);

    // Without bookmarks the remote steps.
    window.bookmarks()->replaceAll({});
    window.playback().seek(10);
    QTest::keyClick(code, Qt::Key_PageDown);
    QCOMPARE(window.playback().position(), 11);
    QTest::keyClick(window.gridView(), Qt::Key_PageUp);
    QTest::keyClick(window.gridView(), Qt::Key_PageUp);
    QCOMPARE(window.playback().position(), 9);
    QVERIFY(!window.captionOverlay()->isVisible());

    // Escape puts the window back as it was.
    QTest::keyClick(window.gridView(), Qt::Key_Escape);
    QVERIFY(!window.presentation()->isActive());
    QVERIFY(!action(window, "presentationAction")->isChecked());
    QVERIFY(!window.isFullScreen());
    QVERIFY(window.menuBar()->isVisible());
    QVERIFY(window.statusBar()->isVisible());
    QCOMPARE(window.geometry(), windowPlace);
    for (QDockWidget *dock : docks) {
        QCOMPARE(dock->isVisible(), docksShown.value(dock->objectName()));
        if (dock->isVisible())
            QCOMPARE(dock->geometry(), dockPlaces.value(dock->objectName()));
    }
    QCOMPARE(code->font(), codeFont);
    // Keys are the window's own again: PageDown is not taken.
    window.playback().seek(10);
    QTest::keyClick(window.gridView(), Qt::Key_PageDown);
    QCOMPARE(window.playback().position(), 10);
}

void TestBookmarks::removedBookmarkLeavesNoRow_data()
{
    QTest::addColumn<QString>("how");
    QTest::newRow("Lecture menu") << QStringLiteral("menu");
    QTest::newRow("panel's Remove button") << QStringLiteral("button");
    QTest::newRow("Redo of the removal") << QStringLiteral("redo");
}

// Removing a bookmark before another: the panel lists the one left once, as the timeline does.
void TestBookmarks::removedBookmarkLeavesNoRow()
{
    QFETCH(QString, how);
    MainWindow window;
    window.resize(1300, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    QVERIFY(window.trace()->stepCount() > 20);
    QVERIFY(addBookmarkAt(window, 10));
    QVERIFY(writeCaption(window, QStringLiteral("A")));
    QVERIFY(addBookmarkAt(window, 20));
    QVERIFY(writeCaption(window, QStringLiteral("B")));
    window.bookmarksDock()->raise();
    QTreeWidget *list = window.bookmarksDock()->list();
    QVERIFY(QTest::qWaitFor([&] { return list->isVisible() && list->viewport()->height() > 0; }, 2000));
    window.playback().seek(10);
    QCOMPARE(shownRows(window), (QStringList{QStringLiteral("10 A"), QStringLiteral("20 B")}));

    if (how == QLatin1String("button")) {
        QAbstractButton *remove = nullptr;
        for (auto *button : window.bookmarksDock()->findChildren<QToolButton *>()) {
            if (button->toolTip() == action(window, "removeBookmarkAction")->iconText())
                remove = button;
        }
        QVERIFY(remove);
        QTest::mouseClick(remove, Qt::LeftButton);
    } else {
        // Lecture > Remove Bookmark, chosen in the open menu.
        auto *menu = window.findChild<QMenu *>(QStringLiteral("lectureMenu"));
        menu->popup(window.mapToGlobal(QPoint(100, 30)));
        QVERIFY(QTest::qWaitForWindowExposed(menu));
        menu->setActiveAction(action(window, "removeBookmarkAction"));
        QTest::keyClick(menu, Qt::Key_Return);
        QVERIFY(QTest::qWaitFor([&] { return !menu->isVisible(); }, 1000));
    }
    if (how == QLatin1String("redo")) {
        actionWithShortcut(window, QKeySequence(QKeySequence::Undo))->trigger();
        QCOMPARE(shownRows(window), expectedRows(window));
        actionWithShortcut(window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z))->trigger();
    }
    QCOMPARE(expectedRows(window), QStringList{QStringLiteral("20 B")});
    QCOMPARE(dockRows(window, 0), QStringList{QStringLiteral("20")});
    QCOMPARE(shownRows(window), expectedRows(window));
    // What the window shows of the list is the list drawn afresh: no row left over from before.
    const auto drawnAfresh = [&] {
        return onScreen(list).convertToFormat(QImage::Format_RGB32)
            == list->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
    };
    QVERIFY(QTest::qWaitFor(drawnAfresh, 1000));
}

QTEST_MAIN(TestBookmarks)
#include "tst_bookmarks.moc"
