// What the Algorithm panel and the pseudo-code show while a game is played: the built-in bot
// that plays and its side, or, with none playing (people, a program), that none is shown.

#include "algorithmpanel.h"
#include "duelplaycontroller.h"
#include "mainwindow.h"
#include "pseudocodedock.h"
#include "scriptbot.h"
#include "snakeplaycontroller.h"

#include "catalogue/catalogue.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>

using namespace gridtrace;

namespace {

void setGame(MainWindow &window, const char *action, bool on)
{
    QAction *play = window.findChild<QAction *>(QString::fromLatin1(action));
    QVERIFY(play);
    if (play->isChecked() != on)
        play->trigger();
    QCOMPARE(play->isChecked(), on);
}

// The name the Algorithm panel's list shows for a catalogue entry.
QString catalogueName(const QString &id)
{
    const AlgorithmInfo *info = Catalogue::find(id);
    return info ? Catalogue::text(info->name) : QString();
}

} // namespace

class TestBotsPlaying : public QObject
{
    Q_OBJECT

private slots:
    void duelShowsTheBotThatPlays();
    void finishedDuelKeepsTheBotThatPlayedIt();
    void snakeDrivenByYouShowsNoAi();
};

void TestBotsPlaying::duelShowsTheBotThatPlays()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    setGame(window, "playDuelAction", true);
    auto *duel = window.findChild<DuelPlayController *>();
    auto *panel = window.findChild<AlgorithmPanel *>();
    auto *note = panel ? panel->findChild<QLabel *>(QStringLiteral("gameNote")) : nullptr;
    PseudoCodeDock *code = window.pseudoCodeDock();
    QVERIFY(duel && panel && note && code);
    duel->pause();

    // You play A, flood fill plays B: flood fill is shown, thinking as B.
    QVERIFY(duel->setPlayer(DuelSide::A, DuelPlayController::humanId));
    QVERIFY(duel->setPlayer(DuelSide::B, QStringLiteral("flood-fill")));
    QCOMPARE(panel->algorithmBox()->currentText(), catalogueName(QStringLiteral("duel-flood-fill")));
    QVERIFY2(code->lineText(1).contains(QStringLiteral("(B)")), qPrintable(code->lineText(1)));
    QVERIFY(!code->lineText(1).contains(QStringLiteral("(A)")));
    QVERIFY(!note->isHidden());
    QVERIFY2(note->text().contains(QStringLiteral("snake B")), qPrintable(note->text()));

    // Flood fill as A against alpha-beta as B: flood fill again, as A, alpha-beta its opponent.
    QVERIFY(duel->setPlayer(DuelSide::A, QStringLiteral("flood-fill")));
    QVERIFY(duel->setPlayer(DuelSide::B, QStringLiteral("alphabeta")));
    QCOMPARE(panel->algorithmBox()->currentText(), catalogueName(QStringLiteral("duel-flood-fill")));
    QVERIFY2(code->lineText(1).contains(QStringLiteral("(A)")), qPrintable(code->lineText(1)));
    QCOMPARE(panel->parameters().value(QStringLiteral("opponent")).toString(), QStringLiteral("alphabeta"));

    // You against a program: no built-in bot plays, and none is named.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString program = writeScriptBot(dir, QStringLiteral("up"), "echo 0\n");
    QVERIFY(duel->setPlayer(DuelSide::A, DuelPlayController::humanId));
    QVERIFY(duel->setPlayer(DuelSide::B, DuelPlayController::execPrefix + program));
    QVERIFY2(panel->algorithmBox()->currentText().isEmpty(), qPrintable(panel->algorithmBox()->currentText()));
    QCOMPARE(code->lineCount(), 0);
    QVERIFY(!note->isHidden());
    QVERIFY2(note->text().contains(QStringLiteral("No built-in bot")), qPrintable(note->text()));

    // A new game keeps saying so, on its new map.
    duel->restart();
    QVERIFY(panel->algorithmBox()->currentText().isEmpty());
    QCOMPARE(code->lineCount(), 0);

    // Leaving the game takes the note away and names an algorithm again.
    setGame(window, "playDuelAction", false);
    QVERIFY(note->isHidden());
    QVERIFY(!panel->algorithmBox()->currentText().isEmpty());
}

// Once a duel is over, a bot picked for the next game did not play it: the panel goes on naming
// the bot that did, until the next game starts.
void TestBotsPlaying::finishedDuelKeepsTheBotThatPlayedIt()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    setGame(window, "playDuelAction", true);
    auto *duel = window.findChild<DuelPlayController *>();
    auto *panel = window.findChild<AlgorithmPanel *>();
    auto *note = panel ? panel->findChild<QLabel *>(QStringLiteral("gameNote")) : nullptr;
    QVERIFY(duel && panel && note);
    QVERIFY(duel->setPlayer(DuelSide::A, DuelPlayController::humanId));
    QVERIFY(duel->setPlayer(DuelSide::B, QStringLiteral("flood-fill")));
    duel->setPace(0);
    duel->newGame(3);
    // You go up until you run into a wall.
    while (!duel->game()->isOver()) {
        const int round = duel->game()->round();
        duel->choose(DuelSide::A, 0);
        QTRY_VERIFY(duel->game()->isOver() || duel->game()->round() > round);
    }
    QCOMPARE(panel->algorithmBox()->currentText(), catalogueName(QStringLiteral("duel-flood-fill")));

    // Alpha-beta picked for B after the end: flood fill played the game on the board.
    QVERIFY(duel->setPlayer(DuelSide::B, QStringLiteral("alphabeta")));
    QCOMPARE(panel->algorithmBox()->currentText(), catalogueName(QStringLiteral("duel-flood-fill")));
    QVERIFY2(note->text().contains(QStringLiteral("played snake B")), qPrintable(note->text()));

    // The next game is alpha-beta's.
    duel->restart();
    QCOMPARE(panel->algorithmBox()->currentText(), catalogueName(QStringLiteral("duel-alphabeta")));
    QVERIFY2(note->text().contains(QStringLiteral("plays snake B")), qPrintable(note->text()));
}

void TestBotsPlaying::snakeDrivenByYouShowsNoAi()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    setGame(window, "playSnakeAction", true);
    auto *snake = window.findChild<SnakePlayController *>();
    auto *panel = window.findChild<AlgorithmPanel *>();
    auto *note = panel ? panel->findChild<QLabel *>(QStringLiteral("gameNote")) : nullptr;
    PseudoCodeDock *code = window.pseudoCodeDock();
    QVERIFY(snake && panel && note && code);
    QVERIFY(!snake->aiDriving());
    QVERIFY2(panel->algorithmBox()->currentText().isEmpty(), qPrintable(panel->algorithmBox()->currentText()));
    QCOMPARE(code->lineCount(), 0);
    QVERIFY(!note->isHidden());

    // An AI takes over: it is shown, and the note goes.
    QVERIFY(snake->setAiDriver(QStringLiteral("greedy")));
    QCOMPARE(panel->algorithmBox()->currentText(), catalogueName(QStringLiteral("snake-greedy")));
    QVERIFY(code->lineCount() > 0);
    QVERIFY(note->isHidden());

    // You take the keys back: none is named again.
    snake->setHumanDriver();
    QVERIFY(panel->algorithmBox()->currentText().isEmpty());
    QCOMPARE(code->lineCount(), 0);
    QVERIFY(!note->isHidden());
}

QTEST_MAIN(TestBotsPlaying)
#include "tst_botsplaying.moc"
