// The games' panels as a keyboard user meets them: Lianliankan's and the puzzle's buttons have
// Alt letters, P pauses Lianliankan as it does Snake and the duel, Ctrl+Z takes back a pair or
// a move, Tab reaches the buttons and shows where it is; the duel's player lists open the
// program's question only when it is chosen; the docks that wait for the game say so; the
// counters get the height they need.

#include "bookmarksdock.h"
#include "duelplaycontroller.h"
#include "gridview.h"
#include "linkplaycontroller.h"
#include "linkplaypanel.h"
#include "mainwindow.h"
#include "puzzleplaycontroller.h"
#include "puzzleplaypanel.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoView>

#include <optional>
#include <utility>

using namespace gridtrace;

namespace {

void playGame(MainWindow &window, const char *action)
{
    QAction *play = window.findChild<QAction *>(QString::fromLatin1(action));
    QVERIFY(play);
    if (!play->isChecked())
        play->trigger();
    QVERIFY(play->isChecked());
}

QPushButton *button(QWidget *panel, const char *name)
{
    return panel->findChild<QPushButton *>(QString::fromLatin1(name));
}

} // namespace

class TestGamePanelKeys : public QObject
{
    Q_OBJECT

private slots:
    void altLettersTypeNothingInTheSeed();
    void linkButtonsHaveKeys();
    void puzzleUndoHasKeys();
    void docksSayTheyWaitForTheGame();
    void countersHaveTheirHeight();
    void arrowingPastProgramAsksNothing();
};

void TestGamePanelKeys::linkButtonsHaveKeys()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    playGame(window, "playLinkAction");
    auto *panel = window.findChild<LinkPlayPanel *>();
    QVERIFY(panel && panel->isVisible());
    LinkPlayController *game = panel->controller();
    QVERIFY(game->hasGame() && !game->isPaused());

    // Shuffle and Undo have Alt letters of their own.
    QPushButton *shuffle = button(panel, "shuffle");
    QPushButton *undo = button(panel, "undo");
    QPushButton *pause = button(panel, "pause");
    QVERIFY(shuffle && undo && pause);
    for (QPushButton *b : {shuffle, undo})
        QVERIFY2(!QKeySequence::mnemonic(b->text()).isEmpty(), qPrintable(b->text()));
    QSignalSpy shuffled(shuffle, &QPushButton::clicked);
    // A button's letter presses it as a click does, a moment later.
    QTest::keySequence(&window, QKeySequence::mnemonic(shuffle->text()));
    QTRY_COMPARE(shuffled.count(), 1);

    // P on the board pauses and resumes, as in Snake and the duel.
    GridView *view = window.gridView();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_P);
    QVERIFY(game->isPaused());
    QVERIFY2(game->statusText().contains(QStringLiteral("P")), qPrintable(game->statusText()));
    QTest::keyClick(view, Qt::Key_P);
    QVERIFY(!game->isPaused());

    // Ctrl+Z takes back the pair just linked.
    QVERIFY(game->hint());
    const std::optional<LinkPair> pair = game->hintedPair();
    QVERIFY(pair);
    const int before = game->pairsLeft();
    QVERIFY(game->clickCell(game->board().pos(pair->first)));
    QVERIFY(game->clickCell(game->board().pos(pair->second)));
    QCOMPARE(game->pairsLeft(), before - 1);
    QVERIFY(undo->isEnabled());
    QTest::keySequence(&window, QKeySequence::Undo);
    QCOMPARE(game->pairsLeft(), before);
    // And its Alt letter does the same.
    QVERIFY(game->hint());
    const std::optional<LinkPair> again = game->hintedPair();
    QVERIFY(game->clickCell(game->board().pos(again->first)));
    QVERIFY(game->clickCell(game->board().pos(again->second)));
    QTest::keySequence(&window, QKeySequence::mnemonic(undo->text()));
    QTRY_COMPARE(game->pairsLeft(), before);

    // Tab reaches the buttons, and on the dark theme too the one it is on shows it: a ring of
    // the highlight round it.
    QAction *dark = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text() == u"&Dark")
            dark = action;
    }
    QVERIFY(dark);
    dark->trigger();
    QPushButton *hint = button(panel, "hint");
    const auto highlighted = [&] {
        QApplication::processEvents();
        const QImage image = shuffle->grab().toImage();
        const QColor ring = shuffle->palette().color(QPalette::Highlight);
        int count = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                count += std::abs(c.red() - ring.red()) + std::abs(c.green() - ring.green()) + std::abs(c.blue() - ring.blue()) < 16;
            }
        }
        return count;
    };
    hint->setFocus(Qt::TabFocusReason);
    QVERIFY(hint->hasFocus());
    const int unfocused = highlighted();
    QTest::keyClick(hint, Qt::Key_Tab);
    QVERIFY(shuffle->hasFocus());
    const int focused = highlighted();
    QVERIFY2(focused > unfocused + shuffle->width(), qPrintable(QStringLiteral("%1 against %2").arg(focused).arg(unfocused)));
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text() == u"&Light")
            action->trigger();
    }
}

void TestGamePanelKeys::puzzleUndoHasKeys()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    playGame(window, "playPuzzleAction");
    auto *panel = window.findChild<PuzzlePlayPanel *>();
    QVERIFY(panel && panel->isVisible());
    auto *game = window.findChild<PuzzlePlayController *>();
    QVERIFY(game && game->hasGame());
    QPushButton *undo = button(panel, "undo");
    QVERIFY(undo);
    QVERIFY2(!QKeySequence::mnemonic(undo->text()).isEmpty(), qPrintable(undo->text()));

    GridView *view = window.gridView();
    view->setFocus();
    // A key that moves a tile on this deal, and the one that slides it back: two moves whatever
    // the blank's place.
    const std::pair<Qt::Key, Qt::Key> keyAndBack[] = {
        {Qt::Key_Left, Qt::Key_Right}, {Qt::Key_Right, Qt::Key_Left}, {Qt::Key_Up, Qt::Key_Down}, {Qt::Key_Down, Qt::Key_Up}};
    std::optional<std::pair<Qt::Key, Qt::Key>> moving;
    for (const auto &keys : keyAndBack) {
        QTest::keyClick(view, keys.first);
        if (game->moves() > 0) {
            moving = keys;
            break;
        }
    }
    QVERIFY(moving);
    QCOMPARE(game->moves(), 1);
    QTest::keySequence(&window, QKeySequence::Undo);
    QVERIFY(!game->canUndo());
    QTest::keyClick(view, moving->first);
    QTest::keyClick(view, moving->second);
    QVERIFY(game->canUndo());
    QTest::keySequence(&window, QKeySequence::mnemonic(undo->text()));
    QTest::qWait(300);
    QVERIFY(game->canUndo());
    QTest::keySequence(&window, QKeySequence::mnemonic(undo->text()));
    QTRY_VERIFY(!game->canUndo());
}

void TestGamePanelKeys::docksSayTheyWaitForTheGame()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *bookmarks = window.findChild<BookmarksDock *>();
    auto *history = window.findChild<QUndoView *>();
    QVERIFY(bookmarks && history);
    auto *note = bookmarks->findChild<QLabel *>(QStringLiteral("bookmarksGameNote"));
    QVERIFY(note);
    QVERIFY(!note->isVisibleTo(bookmarks));
    QVERIFY(bookmarks->list()->isVisibleTo(bookmarks));
    QVERIFY(!history->emptyLabel().contains(QStringLiteral("kept")));

    for (const char *action : {"playLinkAction", "playSnakeAction", "playPuzzleAction", "playDuelAction"}) {
        playGame(window, action);
        QVERIFY2(note->isVisibleTo(bookmarks), action);
        QVERIFY(!bookmarks->list()->isVisibleTo(bookmarks));
        QVERIFY2(note->text().contains(QStringLiteral("kept")), qPrintable(note->text()));
        QVERIFY2(history->emptyLabel().contains(QStringLiteral("come back")), qPrintable(history->emptyLabel()));
        window.findChild<QAction *>(QString::fromLatin1(action))->trigger();
        QVERIFY(!note->isVisibleTo(bookmarks));
        QVERIFY(bookmarks->list()->isVisibleTo(bookmarks));
        QCOMPARE(history->emptyLabel(), QStringLiteral("<the board as opened>"));
    }
}

// In the window as it opens, each game's counters get the lines' full height: none is cut
// by the state line kept in sight below the panel.
void TestGamePanelKeys::countersHaveTheirHeight()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const auto check = [&](const char *action, const char *dock, const QStringList &names) {
        playGame(window, action);
        auto *panel = window.findChild<QDockWidget *>(QString::fromLatin1(dock));
        QVERIFY(panel && panel->isVisible());
        QTest::qWait(50);
        for (const QString &name : names) {
            auto *label = panel->findChild<QLabel *>(name);
            QVERIFY(label);
            QVERIFY2(label->isVisible(), qPrintable(name));
            QVERIFY2(label->height() >= label->sizeHint().height(),
                     qPrintable(QStringLiteral("%1: %2 of %3 pixels").arg(name).arg(label->height()).arg(label->sizeHint().height())));
            // Whole in sight: not scrolled away, nor cut by the line below it.
            const QRect seen = label->visibleRegion().boundingRect();
            QVERIFY2(seen.height() >= label->sizeHint().height(),
                     qPrintable(QStringLiteral("%1: %2 of %3 pixels in sight").arg(name).arg(seen.height()).arg(label->sizeHint().height())));
        }
    };
    check("playSnakeAction", "snakeDock", {QStringLiteral("length"), QStringLiteral("moves")});
    check("playLinkAction", "linkDock", {QStringLiteral("time"), QStringLiteral("score"), QStringLiteral("pairsLeft")});
    check("playPuzzleAction", "puzzleDock", {QStringLiteral("moves"), QStringLiteral("time")});
    // Side by side, the counters keep a gap: "Moves: 0Time: 0:00" read as one word.
    auto *puzzle = window.findChild<QDockWidget *>(QStringLiteral("puzzleDock"));
    auto *moves = puzzle->findChild<QLabel *>(QStringLiteral("moves"));
    auto *time = puzzle->findChild<QLabel *>(QStringLiteral("time"));
    QVERIFY(moves && time);
    const int movesTextEnd = moves->mapTo(puzzle, QPoint(moves->fontMetrics().horizontalAdvance(moves->text()), 0)).x();
    QVERIFY2(time->mapTo(puzzle, QPoint(0, 0)).x() - movesTextEnd >= moves->fontMetrics().averageCharWidth(),
             qPrintable(QStringLiteral("%1 then %2").arg(moves->text(), time->text())));
}

// Arrowing through Player B's closed list passes over "Program…" without asking for a command
// line; Return on it asks.
void TestGamePanelKeys::arrowingPastProgramAsksNothing()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    playGame(window, "playDuelAction");
    auto *players = window.findChild<QComboBox *>(QStringLiteral("playerB"));
    auto *duel = window.findChild<DuelPlayController *>();
    QVERIFY(players && duel);
    const QString playing = duel->player(DuelSide::B);
    const int program = players->count() - 1;
    players->setFocus(Qt::TabFocusReason);
    QVERIFY(players->hasFocus());

    // Any question that opens is answered with Cancel, and counted.
    int asked = 0;
    QTimer answer;
    answer.setInterval(20);
    connect(&answer, &QTimer::timeout, this, [&] {
        if (auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget())) {
            ++asked;
            dialog->reject();
        }
    });
    answer.start();

    QTest::keyClick(players, Qt::Key_End);
    QCOMPARE(players->currentIndex(), program);
    QCOMPARE(asked, 0);
    // Still the list's keys: Down at its end asks nothing either.
    QVERIFY(players->hasFocus());
    QTest::keyClick(players, Qt::Key_Down);
    QCOMPARE(players->currentIndex(), program);
    QCOMPARE(asked, 0);
    QCOMPARE(duel->player(DuelSide::B), playing);
    // Return is the choice: the question comes, and cancelled it leaves the player as it was.
    QTest::keyClick(players, Qt::Key_Return);
    QCOMPARE(asked, 1);
    QCOMPARE(duel->player(DuelSide::B), playing);
    QCOMPARE(players->currentData().toString(), playing);
}

// Alt and a letter the panel has no button for types nothing into a game's seed.
void TestGamePanelKeys::altLettersTypeNothingInTheSeed()
{
    LinkPlayController link;
    LinkPlayPanel linkPanel(&link);
    PuzzlePlayController puzzle;
    PuzzlePlayPanel puzzlePanel(&puzzle);
    for (QWidget *panel : {static_cast<QWidget *>(&linkPanel), static_cast<QWidget *>(&puzzlePanel)}) {
        panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(panel));
        auto *seed = panel->findChild<QLineEdit *>(QStringLiteral("seed"));
        QVERIFY(seed);
        seed->setFocus();
        QTest::keyClicks(seed, QStringLiteral("12"));
        for (const Qt::Key letter : {Qt::Key_Q, Qt::Key_J, Qt::Key_7})
            QTest::keyClick(seed, letter, Qt::AltModifier);
        QCOMPARE(seed->text(), QStringLiteral("12"));
        panel->hide();
    }
}

QTEST_MAIN(TestGamePanelKeys)
#include "tst_gamepanelkeys.moc"
