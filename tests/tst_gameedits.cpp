// The window around the games, as a user meets it: no edit reaches the board while a game holds
// it, undoing an edit that shortened the trace gives back the bookmarks, breakpoints and step it
// took, a duel's record gets the extension of the format chosen, the game keys reach the game
// after the panel's controls were used, and a game's clock waits while the window asks a
// question.

#include "bookmarkcommands.h"
#include "bookmarklist.h"
#include "duelplaycontroller.h"
#include "duelplaypanel.h"
#include "dueltournamentdialog.h"
#include "gridview.h"
#include "inspectordock.h"
#include "linkplaycontroller.h"
#include "mainwindow.h"
#include "presentationmode.h"
#include "puzzleplaycontroller.h"
#include "snakeplaycontroller.h"
#include "snakestatsdialog.h"

#include "duel/duelarena.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDockWidget>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoGroup>
#include <QUndoStack>

using namespace gridtrace;

namespace {

bool waitForTrace(MainWindow &window, const std::shared_ptr<const Trace> &before = {})
{
    return QTest::qWaitFor([&] { return window.trace() && window.trace() != before && !window.runner().isRunning(); },
                           20000);
}

QAction *actionNamed(const QWidget &window, const QString &text)
{
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text().remove(u'&') == text)
            return action;
    }
    return nullptr;
}

QAction *undoAction(const QWidget &window)
{
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->shortcuts().contains(QKeySequence(QKeySequence::Undo)) && action->menu() == nullptr)
            return action;
    }
    return nullptr;
}

// Edit > Resize the Board… answered with a width and a height.
bool resizeBoard(MainWindow &window, int width, int height)
{
    QAction *resize = actionNamed(window, QStringLiteral("Resize the Board…"));
    if (!resize || !resize->isEnabled())
        return false;
    resize->trigger();
    for (QDialog *dialog : window.findChildren<QDialog *>()) {
        const QList<QSpinBox *> boxes = dialog->findChildren<QSpinBox *>();
        if (!dialog->isVisible() || boxes.size() != 2)
            continue;
        boxes[0]->setValue(width);
        boxes[1]->setValue(height);
        dialog->accept();
        return true;
    }
    return false;
}

const QStringList boardEdits{
    QStringLiteral("Draw on the Board"), QStringLiteral("Set Breakpoints on Cells"), QStringLiteral("Wall"),
    QStringLiteral("Weight 5"), QStringLiteral("Recursive Backtracker Maze"), QStringLiteral("Random Weighted Terrain"),
    QStringLiteral("Resize the Board…"), QStringLiteral("Clear the Board"),
};

// The save dialog answered with a name typed without extension, under the filter given.
void answerSaveDialog(QObject *context, const QString &fileName, const QString &filter, bool *answered)
{
    auto *timer = new QTimer(context);
    QObject::connect(timer, &QTimer::timeout, context, [=] {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            auto *dialog = qobject_cast<QFileDialog *>(widget);
            if (!dialog || !dialog->isVisible())
                continue;
            timer->deleteLater();
            timer->stop();
            dialog->selectNameFilter(filter);
            // Typed into the name field, as a user types it.
            dialog->setDirectory(QFileInfo(fileName).absolutePath());
            if (auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")))
                name->setText(QFileInfo(fileName).fileName());
            *answered = true;
            QMetaObject::invokeMethod(dialog, "accept");
            return;
        }
    });
    timer->start(100);
}

} // namespace

class TestGameEdits : public QObject
{
    Q_OBJECT

private slots:
    // Qt's own file dialog, which a test can answer, on every platform.
    void initTestCase() { QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs); }
    void boardEditsWaitForTheGame_data();
    void boardEditsWaitForTheGame();
    void undoingAResizeGivesBackWhatItDropped();
    void duelRecordsTakeTheFormatsExtension();
    void turnByTurnKeysReachTheDuelAfterThePace();
    void inspectorFollowsPlay();
    void clocksWaitWhileTheWindowAsks_data();
    void clocksWaitWhileTheWindowAsks();
    void snakeAndDuelWaitWhileTheWindowIsAway_data();
    void snakeAndDuelWaitWhileTheWindowIsAway();
    void traceOutputsWaitForTheGame_data();
    void traceOutputsWaitForTheGame();
};

void TestGameEdits::boardEditsWaitForTheGame_data()
{
    QTest::addColumn<QString>("play");
    QTest::newRow("snake") << QStringLiteral("playSnakeAction");
    QTest::newRow("duel") << QStringLiteral("playDuelAction");
    QTest::newRow("lianliankan") << QStringLiteral("playLinkAction");
    QTest::newRow("puzzle") << QStringLiteral("playPuzzleAction");
}

void TestGameEdits::boardEditsWaitForTheGame()
{
    QFETCH(QString, play);
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    window.openExample();
    QVERIFY(waitForTrace(window));
    for (const QString &text : boardEdits) {
        QAction *edit = actionNamed(window, text);
        QVERIFY2(edit && edit->isEnabled(), qPrintable(text));
    }

    QAction *game = window.findChild<QAction *>(play);
    QVERIFY(game);
    game->trigger();
    QVERIFY(game->isChecked());
    const Grid board = window.document().board();
    const int edits = window.document().undoStack()->count();
    for (const QString &text : boardEdits + QStringList{QStringLiteral("Draw the Snake and Food")}) {
        QAction *edit = actionNamed(window, text);
        QVERIFY2(!edit->isEnabled(), qPrintable(text));
        // Pointing at it says why.
        QVERIFY2(edit->toolTip().contains(QStringLiteral("game")), qPrintable(edit->toolTip()));
        // Its key or a trigger from elsewhere changes nothing either.
        edit->trigger();
    }
    QTest::keyClick(window.gridView(), Qt::Key_0);
    QVERIFY(window.document().board() == board);
    QCOMPARE(window.document().undoStack()->count(), edits);
    QVERIFY(!resizeBoard(window, 3, 3));
    QVERIFY(window.document().board() == board);
    if (play == u"playDuelAction") {
        // A duel played to its end is still on the board until the duel is left.
        auto *duel = window.findChild<DuelPlayController *>();
        QVERIFY(duel->setPlayer(DuelSide::A, QStringLiteral("kob-starter")));
        QVERIFY(duel->setPlayer(DuelSide::B, QStringLiteral("kob-starter")));
        duel->setPace(DuelPlayController::maxPace);
        duel->restart();
        QTRY_VERIFY_WITH_TIMEOUT(duel->game() && duel->game()->isOver(), 20000);
        QVERIFY(!actionNamed(window, QStringLiteral("Recursive Backtracker Maze"))->isEnabled());
        QVERIFY(!actionNamed(window, QStringLiteral("Draw on the Board"))->isEnabled());
    }

    // Leaving the game gives the board its edits back.
    game->trigger();
    QVERIFY(!game->isChecked());
    for (const QString &text : boardEdits) {
        QAction *edit = actionNamed(window, text);
        QVERIFY2(edit->isEnabled(), qPrintable(text));
        QVERIFY2(!edit->toolTip().contains(QStringLiteral("game")), qPrintable(edit->toolTip()));
    }
    // A search's board draws no snake.
    QVERIFY(!actionNamed(window, QStringLiteral("Draw the Snake and Food"))->isEnabled());
}

void TestGameEdits::undoingAResizeGivesBackWhatItDropped()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    window.openExample();
    QVERIFY(waitForTrace(window));
    const int end = window.playback().stepCount();
    window.playback().seek(end);
    // A bookmark with a caption at the end, as Lecture > Add Bookmark makes it.
    window.document().undoStack()->push(new AddBookmarkCommand(window.bookmarks(), Bookmark{end, QStringLiteral("found")}));
    // A cell breakpoint outside the smaller board, and one inside it.
    const int width = window.document().board().width();
    QVERIFY(width > 20 && window.document().board().height() > 12);
    const int outside = 15 * width + 25;
    const int inside = 2 * width + 3;
    window.playback().toggleCellBreakpoint(outside);
    window.playback().toggleCellBreakpoint(inside);
    const BreakpointList breakpoints = window.playback().breakpoints();
    const Grid board = window.document().board();

    std::shared_ptr<const Trace> before = window.trace();
    QVERIFY(resizeBoard(window, 20, 12));
    QVERIFY(waitForTrace(window, before));
    QVERIFY(window.playback().stepCount() < end);
    QVERIFY(window.bookmarks()->isEmpty());
    QCOMPARE(window.playback().breakpoints().size(), std::size_t(1));

    before = window.trace();
    QAction *undo = undoAction(window);
    QVERIFY(undo);
    QVERIFY2(undo->text().contains(QStringLiteral("Resize")), qPrintable(undo->text()));
    undo->trigger();
    QVERIFY(waitForTrace(window, before));
    QVERIFY(window.document().board() == board);
    QCOMPARE(window.playback().stepCount(), end);
    QCOMPARE(window.playback().position(), end);
    QCOMPARE(window.bookmarks()->count(), 1);
    QCOMPARE(window.bookmarks()->bookmarks().front().position, end);
    QCOMPARE(window.bookmarks()->bookmarks().front().caption, QStringLiteral("found"));
    QVERIFY(window.playback().breakpoints() == breakpoints);
    // What Edit offers to undo next is the bookmark on screen.
    QCOMPARE(window.document().undoGroup()->undoText(), QStringLiteral("Bookmark Step %1").arg(end));
    undo->trigger();
    QVERIFY(window.bookmarks()->isEmpty());
}

void TestGameEdits::duelRecordsTakeTheFormatsExtension()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString filter = QStringLiteral("Duel records (*.json)");

    // A game played to its end on the Play a Duel panel.
    DuelPlayController controller;
    QVERIFY(controller.setPlayer(DuelSide::A, QStringLiteral("kob-starter")));
    QVERIFY(controller.setPlayer(DuelSide::B, QStringLiteral("kob-starter")));
    controller.setPace(DuelPlayController::maxPace);
    DuelPlayPanel panel(&controller);
    panel.show();
    QVERIFY(controller.newGame(DuelMap(), 1));
    QTRY_VERIFY_WITH_TIMEOUT(controller.game()->isOver(), 20000);
    bool answered = false;
    answerSaveDialog(&panel, dir.filePath(QStringLiteral("rec1")), filter, &answered);
    auto *save = panel.findChild<QPushButton *>(QStringLiteral("saveRecord"));
    QVERIFY(save && save->isEnabled());
    // The window logs the file a save wrote, as it logs a saved scenario or trace.
    QSignalSpy saved(&panel, &DuelPlayPanel::recordSaved);
    save->click();
    QVERIFY(answered);
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("rec1.json"))));
    QCOMPARE(saved.count(), 1);
    QCOMPARE(QFileInfo(saved.front().front().toString()).fileName(), QStringLiteral("rec1.json"));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("rec1"))));

    // A game of a tournament.
    DuelTournamentDialog tournament;
    QVERIFY(tournament.setBotA(QStringLiteral("kob-starter")));
    QVERIFY(tournament.setBotB(QStringLiteral("kob-starter")));
    tournament.setGames(1);
    tournament.show();
    tournament.start();
    QTRY_VERIFY_WITH_TIMEOUT(!tournament.isRunning(), 30000);
    tournament.resultsTable()->selectRow(0);
    answered = false;
    answerSaveDialog(&tournament, dir.filePath(QStringLiteral("rec2")), filter, &answered);
    save = tournament.findChild<QPushButton *>(QStringLiteral("saveRecord"));
    QVERIFY(save && save->isEnabled());
    save->click();
    QVERIFY(answered);
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("rec2.json"))));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("rec2"))));
}

void TestGameEdits::turnByTurnKeysReachTheDuelAfterThePace()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    window.findChild<QAction *>(QStringLiteral("playDuelAction"))->trigger();
    auto *controller = window.findChild<DuelPlayController *>();
    QVERIFY(controller && controller->isHuman(DuelSide::A));
    // The pace taken to its left end with the mouse: turn by turn.
    auto *pace = window.findChild<QSlider *>(QStringLiteral("pace"));
    QVERIFY(pace && pace->isVisible());
    for (int click = 0; click < DuelPlayController::maxPace && pace->value() > 0; ++click)
        QTest::mouseClick(pace, Qt::LeftButton, {}, QPoint(2, pace->height() / 2));
    QTRY_COMPARE(controller->pace(), 0);
    const int round = controller->game()->round();
    // Keys typed as a user types them: to whatever has the focus.
    QTest::keyClick(window.windowHandle(), Qt::Key_Right);
    QTRY_VERIFY(controller->hasChosen(DuelSide::A) || controller->game()->round() > round);
    QTRY_VERIFY(controller->game()->round() > round);
    const int next = controller->game()->round();
    QTest::keyClick(window.windowHandle(), Qt::Key_D);
    QTRY_VERIFY(controller->hasChosen(DuelSide::A) || controller->game()->round() > next || controller->game()->isOver());
}

void TestGameEdits::clocksWaitWhileTheWindowAsks_data()
{
    QTest::addColumn<QString>("play");
    QTest::newRow("lianliankan") << QStringLiteral("playLinkAction");
    QTest::newRow("puzzle") << QStringLiteral("playPuzzleAction");
}

void TestGameEdits::clocksWaitWhileTheWindowAsks()
{
    QFETCH(QString, play);
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    // Unsaved work, so File > Open asks about it first.
    window.document().paintCells({window.document().board().width() + 1}, 5, -1);
    QVERIFY(window.isWindowModified());
    window.findChild<QAction *>(play)->trigger();
    auto *link = window.findChild<LinkPlayController *>();
    auto *puzzle = window.findChild<PuzzlePlayController *>();
    QVERIFY(link && puzzle);
    const auto elapsed = [&] { return play == u"playLinkAction" ? link->elapsedMs() : puzzle->elapsedMs(); };
    if (play == u"playPuzzleAction") {
        // The puzzle's clock starts with the first move.
        for (const Qt::Key key : {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down}) {
            if (!puzzle->isClockRunning())
                QTest::keyClick(window.gridView(), key);
        }
        QVERIFY(puzzle->isClockRunning());
    }
    // Lianliankan's clock starts when its tiles first show, which a busy machine can put off.
    QTRY_VERIFY(elapsed() >= 300);

    qint64 atQuestion = -1;
    qint64 atAnswer = -1;
    QTimer::singleShot(100, &window, [&] {
        auto *box = window.findChild<QMessageBox *>(QStringLiteral("unsavedBoard"));
        if (!box || !box->isVisible())
            return;
        atQuestion = elapsed();
        QTest::qWait(700);
        atAnswer = elapsed();
        box->button(QMessageBox::Cancel)->click();
    });
    QAction *open = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->shortcuts().contains(QKeySequence(QKeySequence::Open)))
            open = action;
    }
    QVERIFY(open);
    open->trigger();
    QVERIFY(atQuestion >= 300);
    // Stopped while the question was up (a moment's slack for the dialog's opening).
    QVERIFY2(atAnswer - atQuestion < 100, qPrintable(QStringLiteral("%1 -> %2").arg(atQuestion).arg(atAnswer)));
    // And going again after it, the game still on.
    QVERIFY(window.findChild<QAction *>(play)->isChecked());
    QTRY_VERIFY(elapsed() > atAnswer + 200);
}

void TestGameEdits::snakeAndDuelWaitWhileTheWindowIsAway_data()
{
    QTest::addColumn<QString>("play");
    QTest::newRow("snake") << QStringLiteral("playSnakeAction");
    QTest::newRow("duel") << QStringLiteral("playDuelAction");
}

// A snake or a duel moves only while the window can be watched and steered: not under a question,
// not minimised, not while another of the program's windows has the keys. It goes on after.
void TestGameEdits::snakeAndDuelWaitWhileTheWindowIsAway()
{
    QFETCH(QString, play);
    const bool isSnake = play == u"playSnakeAction";
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    // Unsaved work, so File > Open asks about it first.
    window.document().paintCells({window.document().board().width() + 1}, 5, -1);
    window.findChild<QAction *>(play)->trigger();
    auto *snake = window.findChild<SnakePlayController *>();
    auto *duel = window.findChild<DuelPlayController *>();
    QVERIFY(snake && duel);
    // Players that move on their own, so the test need not steer.
    if (isSnake) {
        QVERIFY(snake->setAiDriver(QStringLiteral("greedy")));
    } else {
        // Flood fill keeps its snake alive for long: the starter bot, which takes the first free
        // way, walled itself in within a few rounds on some maps, and a game over stops the
        // rounds this test waits for.
        QVERIFY(duel->setPlayer(DuelSide::A, QStringLiteral("flood-fill")));
        QVERIFY(duel->setPlayer(DuelSide::B, QStringLiteral("flood-fill")));
    }
    const auto moves = [&] { return isSnake ? snake->game()->steps() : duel->game()->round(); };
    // A game that ended by itself stops its moves, which would be put down to the window.
    const auto stillOn = [&] { return isSnake ? snake->game()->state() == SnakeState::Playing : !duel->game()->isOver(); };
    // How long a move may take to come on a slow machine: the bots think on threads of their own
    // and the pace's clock rings late under load. It bounds the waits for a move, never those
    // that check none comes.
    constexpr int slowMachine = 30000;
    QTRY_VERIFY_WITH_TIMEOUT(moves() >= 2, slowMachine);

    // A question over the window, looked at once it is up, however long it takes to come.
    int atQuestion = -1;
    int atAnswer = -1;
    auto *asking = new QTimer(&window);
    connect(asking, &QTimer::timeout, &window, [&] {
        auto *box = window.findChild<QMessageBox *>(QStringLiteral("unsavedBoard"));
        if (!box || !box->isVisible() || QApplication::activeModalWidget() != box)
            return;
        asking->stop();
        atQuestion = moves();
        QTest::qWait(700);
        atAnswer = moves();
        box->button(QMessageBox::Cancel)->click();
    });
    asking->start(50);
    QAction *open = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->shortcuts().contains(QKeySequence(QKeySequence::Open)))
            open = action;
    }
    QVERIFY(open);
    open->trigger();
    delete asking;
    QVERIFY(atQuestion >= 2);
    QCOMPARE(atAnswer, atQuestion);
    QVERIFY(window.findChild<QAction *>(play)->isChecked());
    QVERIFY2(stillOn(), "the game ended by itself");
    QTRY_VERIFY_WITH_TIMEOUT(moves() > atAnswer, slowMachine);

    // Minimised.
    window.showMinimized();
    QVERIFY(window.isMinimized());
    int before = moves();
    QTest::qWait(600);
    QCOMPARE(moves(), before);
    window.showNormal();
    window.activateWindow();
    QTRY_VERIFY_WITH_TIMEOUT(window.isActiveWindow(), slowMachine);
    QVERIFY2(stillOn(), "the game ended by itself");
    QTRY_VERIFY_WITH_TIMEOUT(moves() > before, slowMachine);

    // Snake > Statistics… has the keys.
    QAction *statistics = actionNamed(window, QStringLiteral("Statistics\u2026"));
    QVERIFY(statistics);
    statistics->trigger();
    auto *dialog = window.findChild<SnakeStatsDialog *>();
    QVERIFY(dialog);
    dialog->activateWindow();
    QTRY_COMPARE_WITH_TIMEOUT(QApplication::activeWindow(), dialog, slowMachine);
    before = moves();
    QTest::qWait(600);
    QCOMPARE(moves(), before);
    dialog->close();
    window.activateWindow();
    QTRY_VERIFY_WITH_TIMEOUT(window.isActiveWindow(), slowMachine);
    QVERIFY2(stillOn(), "the game ended by itself");
    QTRY_VERIFY_WITH_TIMEOUT(moves() > before, slowMachine);
}

// While a trace plays, the Inspector counts the open list of the step on screen, which in a
// maze's corridor is often none: the cell just taken off it had one way on.
void TestGameEdits::inspectorFollowsPlay()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *inspector = window.findChild<InspectorDock *>();
    QVERIFY(inspector && inspector->isVisible());
    window.playback().setSpeed(120);
    window.setPlayWhenReady(true);
    window.openExample();
    int checked = 0;
    int wrong = 0;
    QString first;
    connect(&window.playback(), &PlaybackController::positionChanged, this, [&](int position) {
        const Scene *scene = window.playback().scene();
        if (!scene)
            return;
        int open = 0;
        for (int cell = 0; cell < scene->cellCount(); ++cell)
            open += scene->mark(cell) == Mark::Open ? 1 : 0;
        ++checked;
        if (inspector->openListSize() != open) {
            ++wrong;
            if (first.isEmpty())
                first = QStringLiteral("step %1: %2 shown, %3 open").arg(position).arg(inspector->openListSize()).arg(open);
        }
    });
    QTRY_VERIFY_WITH_TIMEOUT(window.trace() && !window.playback().isPlaying() && window.playback().position() > 0, 30000);
    QVERIFY(checked > 50);
    QVERIFY2(wrong == 0, qPrintable(first));
}

void TestGameEdits::traceOutputsWaitForTheGame_data()
{
    QTest::addColumn<QString>("play");
    QTest::addColumn<QString>("panel");
    QTest::newRow("snake") << QStringLiteral("playSnakeAction") << QStringLiteral("snakeDock");
    QTest::newRow("duel") << QStringLiteral("playDuelAction") << QStringLiteral("duelDock");
    QTest::newRow("lianliankan") << QStringLiteral("playLinkAction") << QStringLiteral("linkDock");
    QTest::newRow("puzzle") << QStringLiteral("playPuzzleAction") << QStringLiteral("puzzleDock");
}

// Presentation mode, Save Trace and Export act on a trace, which a game's board is not: during a
// game they are off and say why, and Ctrl+Shift+F then Escape leaves the game as it was, its
// panel beside its ticked menu item, until the game's menu ends it and the board comes back at
// its own zoom.
void TestGameEdits::traceOutputsWaitForTheGame()
{
    QFETCH(QString, play);
    QFETCH(QString, panel);
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    const double boardZoom = window.gridView()->cellSize();
    const QStringList outputs{QStringLiteral("presentationAction"), QStringLiteral("saveTraceAction"),
                              QStringLiteral("exportAction")};
    for (const QString &name : outputs)
        QVERIFY2(window.findChild<QAction *>(name)->isEnabled(), qPrintable(name));

    QAction *game = window.findChild<QAction *>(play);
    auto *dock = window.findChild<QDockWidget *>(panel);
    QVERIFY(game && dock);
    game->trigger();
    QVERIFY(game->isChecked());
    QTRY_VERIFY(dock->isVisible());
    for (const QString &name : outputs) {
        QAction *output = window.findChild<QAction *>(name);
        QVERIFY2(!output->isEnabled(), qPrintable(name));
        QVERIFY2(output->toolTip().contains(QStringLiteral("game")), qPrintable(output->toolTip()));
    }

    QTest::keyClick(window.gridView(), Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(!window.presentation()->isActive());
    QVERIFY(!window.isFullScreen());
    QTest::keyClick(window.gridView(), Qt::Key_Escape);
    QTest::qWait(50);
    QVERIFY(game->isChecked());
    QVERIFY(dock->isVisible());

    game->trigger();
    QVERIFY(!game->isChecked());
    QVERIFY(waitForTrace(window));
    QTRY_VERIFY(!dock->isVisible());
    for (const QString &name : {QStringLiteral("snakeDock"), QStringLiteral("duelDock"), QStringLiteral("linkDock"),
                                QStringLiteral("puzzleDock")})
        QVERIFY2(!window.findChild<QDockWidget *>(name)->isVisible(), qPrintable(name));
    QTRY_COMPARE(window.gridView()->cellSize(), boardZoom);
    for (const QString &name : outputs) {
        QAction *output = window.findChild<QAction *>(name);
        QVERIFY2(output->isEnabled(), qPrintable(name));
        QVERIFY2(!output->toolTip().contains(QStringLiteral("game")), qPrintable(output->toolTip()));
    }
    // Out of the game, the same keys present the trace and leave it.
    QTest::keyClick(window.gridView(), Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(window.presentation()->isActive());
    // Presenting, the game's key starts no game the room would not see.
    QTest::keyClick(window.gridView(), game->shortcut()[0].key(), game->shortcut()[0].keyboardModifiers());
    QVERIFY(!game->isChecked());
    QTest::keyClick(window.gridView(), Qt::Key_Escape);
    QVERIFY(!window.presentation()->isActive());
    QVERIFY(!dock->isVisible());
}

QTEST_MAIN(TestGameEdits)
#include "tst_gameedits.moc"
