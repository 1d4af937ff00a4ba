// The games' panels as a keyboard user walks them: a list reached by its Alt letter keeps the
// arrow keys until the focus leaves it, and a panel scrolled short brings the field its letter
// focused into sight.

#include "algorithmpanel.h"
#include "duelplaycontroller.h"
#include "gridview.h"
#include "mainwindow.h"
#include "playbackcontroller.h"
#include "panelscroll.h"
#include "snakeplaycontroller.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QTest>
#include <QVBoxLayout>

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

bool showWindow(MainWindow &window)
{
    window.resize(1280, 800);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    window.activateWindow();
    return QTest::qWaitForWindowActive(&window);
}

// Whether a widget is whole inside the scroll area's viewport.
bool inSight(QScrollArea *scroll, QWidget *field)
{
    const QRect place(field->mapTo(scroll->viewport(), QPoint(0, 0)), field->size());
    return scroll->viewport()->rect().contains(place);
}

} // namespace

class TestPanelFocus : public QObject
{
    Q_OBJECT

private slots:
    void duelPlayerListKeepsTheArrows();
    void snakeDriverListKeepsTheArrows();
    void returnGivesTheKeysBack();
    void snakeDriverGivesTheKeysToTheBoard();
    void duelPlayerListGivesTheKeysToTheBoard();
    void altLetterScrollsTheFieldIntoSight();
    void algorithmPickGivesHomeAndEndToTheTrace();
};

// Alt+B, then Up three times: Player B's list walks up three players (or to its top), and the
// round, which a steering key would start, waits.
void TestPanelFocus::duelPlayerListKeepsTheArrows()
{
    MainWindow window;
    QVERIFY(showWindow(window));
    playGame(window, "playDuelAction");
    auto *duel = window.findChild<DuelPlayController *>();
    auto *players = window.findChild<QComboBox *>(QStringLiteral("playerB"));
    auto *view = window.findChild<GridView *>();
    QVERIFY(duel && players && view);
    QVERIFY(duel->isHuman(DuelSide::A));
    view->setFocus(Qt::OtherFocusReason);
    QTRY_VERIFY(view->hasFocus());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_B, Qt::AltModifier);
    QTRY_VERIFY(players->hasFocus());

    const int first = players->currentIndex();
    for (int press = 0; press < 3; ++press) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Up);
        QVERIFY2(players->hasFocus(), qPrintable(QStringLiteral("focus lost after Up %1").arg(press + 1)));
    }
    QCOMPARE(players->currentIndex(), std::max(first - 3, 0));
    QCOMPARE(duel->player(DuelSide::B), players->currentData().toString());
    // No arrow reached the board: A has not chosen, and no round was played.
    QTest::qWait(700);
    QVERIFY(!duel->hasChosen(DuelSide::A));
    QCOMPARE(duel->game()->round(), 0);
}

// Alt+I, then Down twice: the driver list walks two AIs down and keeps the keys.
void TestPanelFocus::snakeDriverListKeepsTheArrows()
{
    MainWindow window;
    QVERIFY(showWindow(window));
    playGame(window, "playSnakeAction");
    auto *snake = window.findChild<SnakePlayController *>();
    auto *driver = window.findChild<QComboBox *>(QStringLiteral("driver"));
    auto *view = window.findChild<GridView *>();
    QVERIFY(snake && driver && view);
    view->setFocus(Qt::OtherFocusReason);
    QTRY_VERIFY(view->hasFocus());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_I, Qt::AltModifier);
    QTRY_VERIFY(driver->hasFocus());
    QCOMPARE(driver->currentIndex(), 0);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    QVERIFY(driver->hasFocus());
    QCOMPARE(driver->currentIndex(), std::min(2, driver->count() - 1));
    QCOMPARE(snake->driver(), driver->currentData().toString());
}

// Return on the closed list keeps the player shown and hands the keys back to the board.
void TestPanelFocus::returnGivesTheKeysBack()
{
    MainWindow window;
    QVERIFY(showWindow(window));
    playGame(window, "playDuelAction");
    auto *players = window.findChild<QComboBox *>(QStringLiteral("playerB"));
    auto *view = window.findChild<GridView *>();
    QVERIFY(players && view);
    view->setFocus(Qt::OtherFocusReason);
    QTRY_VERIFY(view->hasFocus());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_B, Qt::AltModifier);
    QTRY_VERIFY(players->hasFocus());
    QTest::keyClick(players, Qt::Key_Home);
    QVERIFY(players->hasFocus());
    QTest::keyClick(players, Qt::Key_Return);
    QTRY_VERIFY(view->hasFocus());
    QCOMPARE(players->currentIndex(), 0);
}

// The board clicked, Alt+S (the speed), Alt+I (the driver list), then Return: the keys are the
// board's, not the speed's, whichever field had them before the list. Right then steers the
// snake and leaves the speed as it was; so after handing the snake back to the person (Home),
// and after Tab.
void TestPanelFocus::snakeDriverGivesTheKeysToTheBoard()
{
    MainWindow window;
    QVERIFY(showWindow(window));
    playGame(window, "playSnakeAction");
    auto *snake = window.findChild<SnakePlayController *>();
    auto *driver = window.findChild<QComboBox *>(QStringLiteral("driver"));
    auto *speed = window.findChild<QSlider *>(QStringLiteral("speed"));
    auto *view = window.findChild<GridView *>();
    QVERIFY(snake && driver && speed && view);
    QTest::mouseClick(view, Qt::LeftButton);
    QTRY_VERIFY(view->hasFocus());
    const auto throughTheSpeedToTheList = [&] {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_S, Qt::AltModifier);
        QTRY_VERIFY(speed->hasFocus());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_I, Qt::AltModifier);
        QTRY_VERIFY(driver->hasFocus());
    };

    throughTheSpeedToTheList();
    QTest::keyClick(driver, Qt::Key_Return);
    QTRY_VERIFY(view->hasFocus());
    const int pace = snake->speed();
    QVERIFY(snake->isWaitingForFirstKey());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QCOMPARE(snake->speed(), pace);
    QVERIFY(!snake->isWaitingForFirstKey());

    // An AI takes over, then the person again: the snake waits for the person's first arrow.
    throughTheSpeedToTheList();
    QTest::keyClick(driver, Qt::Key_Down);
    QVERIFY(!snake->driver().isEmpty());
    QTest::keyClick(driver, Qt::Key_Return);
    QTRY_VERIFY(view->hasFocus());
    throughTheSpeedToTheList();
    QTest::keyClick(driver, Qt::Key_Home);
    QVERIFY(snake->driver().isEmpty());
    QTest::keyClick(driver, Qt::Key_Return);
    QTRY_VERIFY(view->hasFocus());
    QVERIFY(snake->isWaitingForFirstKey());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    QCOMPARE(snake->speed(), pace);
    QVERIFY(!snake->isWaitingForFirstKey());

    // Tab leaves the list for the board too.
    throughTheSpeedToTheList();
    QTest::keyClick(driver, Qt::Key_Tab);
    QTRY_VERIFY(view->hasFocus());
}

// The pace (Alt+A), then Player B's list (Alt+B), then Return: the keys are the board's, and the
// next arrow chooses B's way rather than moving the pace.
void TestPanelFocus::duelPlayerListGivesTheKeysToTheBoard()
{
    MainWindow window;
    QVERIFY(showWindow(window));
    playGame(window, "playDuelAction");
    auto *duel = window.findChild<DuelPlayController *>();
    auto *players = window.findChild<QComboBox *>(QStringLiteral("playerB"));
    auto *pace = window.findChild<QSlider *>(QStringLiteral("pace"));
    auto *view = window.findChild<GridView *>();
    QVERIFY(duel && players && pace && view);
    QVERIFY(duel->setPlayer(DuelSide::A, DuelPlayController::humanId));
    QVERIFY(duel->setPlayer(DuelSide::B, DuelPlayController::humanId));
    view->setFocus(Qt::OtherFocusReason);
    QTRY_VERIFY(view->hasFocus());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_A, Qt::AltModifier);
    QTRY_VERIFY(pace->hasFocus());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_B, Qt::AltModifier);
    QTRY_VERIFY(players->hasFocus());
    QCOMPARE(players->currentData().toString(), DuelPlayController::humanId);
    QTest::keyClick(players, Qt::Key_Return);
    QTRY_VERIFY(view->hasFocus());
    const int before = pace->value();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QCOMPARE(pace->value(), before);
    QVERIFY(duel->hasChosen(DuelSide::B));
}

// A panel much taller than its dock: the field an Alt letter focuses, below the fold, is
// scrolled into sight.
void TestPanelFocus::altLetterScrollsTheFieldIntoSight()
{
    QWidget window;
    auto *panel = new QWidget;
    auto *fields = new QVBoxLayout(panel);
    auto *top = new QSpinBox(panel);
    fields->addWidget(top);
    for (int i = 0; i < 30; ++i)
        fields->addWidget(new QLabel(QStringLiteral("Row %1").arg(i), panel));
    auto *label = new QLabel(QStringLiteral("B&ottom:"), panel);
    auto *bottom = new QSpinBox(panel);
    label->setBuddy(bottom);
    fields->addWidget(label);
    fields->addWidget(bottom);
    auto *layout = new QVBoxLayout(&window);
    auto *scroll = new PanelScroll(panel, &window);
    layout->addWidget(scroll);
    window.resize(300, 200);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    top->setFocus(Qt::OtherFocusReason);
    QTRY_VERIFY(top->hasFocus());
    QVERIFY(!inSight(scroll, bottom));

    QTest::keyClick(top, Qt::Key_O, Qt::AltModifier);
    QTRY_VERIFY(bottom->hasFocus());
    QTRY_VERIFY(inSight(scroll, bottom));
    // And back up for a field above the fold.
    top->setFocus(Qt::ShortcutFocusReason);
    QTRY_VERIFY(inSight(scroll, top));
}

QTEST_MAIN(TestPanelFocus)
#include "tst_panelfocus.moc"

// An algorithm picked from the Algorithm panel's list, by the mouse or by the keys: End and Home
// then go to the last and first step of its trace instead of picking another algorithm.
void TestPanelFocus::algorithmPickGivesHomeAndEndToTheTrace()
{
    MainWindow window;
    QVERIFY(showWindow(window));
    auto *box = window.findChild<AlgorithmPanel *>()->algorithmBox();
    auto *view = window.findChild<GridView *>();
    QVERIFY(box && view);
    window.openExample();
    const auto traced = [&] { return window.trace() && !window.runner().isRunning(); };
    QTRY_VERIFY_WITH_TIMEOUT(traced(), 20000);

    const auto pickTheNext = [&](bool byMouse) {
        QTest::mouseClick(view, Qt::LeftButton, {}, view->rect().center());
        QTRY_VERIFY(view->hasFocus());
        if (byMouse) {
            QTest::mouseClick(box, Qt::LeftButton);
        } else {
            box->setFocus(Qt::TabFocusReason);
            QTRY_VERIFY(box->hasFocus());
            QTest::keyClick(box, Qt::Key_Down, Qt::AltModifier);
        }
        QTRY_VERIFY(box->view()->isVisible());
        QTest::keyClick(box->view(), Qt::Key_Down);
        QTest::keyClick(box->view(), Qt::Key_Return);
        QTRY_VERIFY(!box->view()->isVisible());
        // The window active again once its list's popup is gone, as a window manager makes it.
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTRY_VERIFY2(view->hasFocus(), QApplication::focusWidget() ? QApplication::focusWidget()->metaObject()->className() : "none");
        QTRY_VERIFY_WITH_TIMEOUT(traced(), 20000);
    };

    for (const bool byMouse : {true, false}) {
        const int firstPick = box->currentIndex();
        pickTheNext(byMouse);
        const int picked = box->currentIndex();
        QVERIFY(picked != firstPick);
        QVERIFY(window.trace()->stepCount() > 1);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_End);
        QCOMPARE(box->currentIndex(), picked);
        QCOMPARE(window.playback().position(), int(window.trace()->stepCount()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Home);
        QCOMPARE(box->currentIndex(), picked);
        QCOMPARE(window.playback().position(), 0);
    }
}
