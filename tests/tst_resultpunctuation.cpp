// Texts the window writes about a game's result or a board it cannot use, read as sentences: a
// duel's result ends as every line of the log does, a program's own words are bracketed the way
// the language brackets them, and Compare the Two Searches on a board without tiles says so
// rather than pointing at its ring of walls.

#include "duelplaycontroller.h"
#include "languageswitch.h"
#include "logdock.h"
#include "mainwindow.h"
#include "scriptbot.h"

#include <QAction>
#include <QApplication>
#include <QScopeGuard>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace gridtrace;

namespace {

// A language that brackets with full-width parentheses, as Chinese does.
class FullWidthBrackets : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        if (qstrcmp(context, "DuelGame") == 0 && qstrcmp(sourceText, "%1 (%2)") == 0)
            return QStringLiteral("%1\uff08%2\uff09");
        return {};
    }
};

void closeMessages()
{
    for (QWidget *top : QApplication::topLevelWidgets()) {
        if (auto *box = qobject_cast<QMessageBox *>(top))
            box->close();
    }
}

} // namespace

class TestResultPunctuation : public QObject
{
    Q_OBJECT

private slots:
    void duelResultIsASentence();
    void replayedDuelResultEndsAsTheLiveOne_data();
    void replayedDuelResultEndsAsTheLiveOne();
    void compareOnABoardWithoutTiles();
};

void TestResultPunctuation::duelResultIsASentence()
{
    FullWidthBrackets brackets;
    QCoreApplication::installTranslator(&brackets);
    const auto uninstall = qScopeGuard([&] { QCoreApplication::removeTranslator(&brackets); });
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString crashing = writeScriptBot(dir, QStringLiteral("crash"), "exit 3\n");

    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction *play = window.findChild<QAction *>(QStringLiteral("playDuelAction"));
    QVERIFY(play);
    play->trigger();
    auto *duel = window.findChild<DuelPlayController *>();
    QVERIFY(duel);
    duel->setPace(0);
    QVERIFY(duel->setPlayer(DuelSide::A, QStringLiteral("flood-fill")));
    QVERIFY(duel->setPlayer(DuelSide::B, DuelPlayController::execPrefix + crashing));
    QTRY_VERIFY_WITH_TIMEOUT(duel->game()->isOver(), 20000);
    const QString result = window.logDock()->entries().constLast();
    QVERIFY2(result.contains(QStringLiteral("A wins")), qPrintable(result));
    QVERIFY2(result.endsWith(u'.'), qPrintable(result));
    // The program's words in the brackets the language chose, not " (" stuck on in code.
    QVERIFY2(result.contains(QStringLiteral("\uff08exited with code 3")), qPrintable(result));
    QVERIFY2(!result.contains(QStringLiteral(" (")), qPrintable(result));
}

void TestResultPunctuation::replayedDuelResultEndsAsTheLiveOne_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    if (Language::available().contains(QStringLiteral("zh_CN")))
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

// Duel > Replay the Game Played logs the game's result as the live game did, full stop and all.
void TestResultPunctuation::replayedDuelResultEndsAsTheLiveOne()
{
    QFETCH(QString, language);
    QVERIFY(switchLanguage(language));
    const auto english = qScopeGuard([] { switchLanguage(QStringLiteral("en")); });
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction *play = window.findChild<QAction *>(QStringLiteral("playDuelAction"));
    QAction *replay = window.findChild<QAction *>(QStringLiteral("replayDuelAction"));
    auto *duel = window.findChild<DuelPlayController *>();
    QVERIFY(play && replay && duel);
    play->trigger();
    duel->setPace(0);
    QVERIFY(duel->setPlayer(DuelSide::A, QStringLiteral("flood-fill")));
    QVERIFY(duel->setPlayer(DuelSide::B, QStringLiteral("flood-fill")));
    duel->newGame(5);
    QTRY_VERIFY_WITH_TIMEOUT(duel->game()->isOver(), 20000);
    // The text of a log entry, after its time.
    const auto text = [](const QString &entry) { return entry.mid(entry.indexOf(QStringLiteral("  ")) + 2); };
    const QString live = text(window.logDock()->entries().constLast());
    QVERIFY2(live.startsWith(duel->game()->summary()), qPrintable(live));
    QVERIFY2(live.size() > duel->game()->summary().size(), qPrintable(live));

    const int before = int(window.logDock()->entries().size());
    replay->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(window.trace() && window.trace()->header.algorithm == u"duel-replay" && !window.runner().isRunning(), 20000);
    QStringList replayed;
    for (const QString &entry : window.logDock()->entries().mid(before)) {
        if (text(entry).startsWith(duel->game()->summary()))
            replayed << text(entry);
    }
    QCOMPARE(replayed, QStringList{live});
}

void TestResultPunctuation::compareOnABoardWithoutTiles()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // A snake's walled area, a Lianliankan board's size but walls on its ring and no tiles.
    window.openExample(QStringLiteral("snake-drawn"));
    QAction *compare = window.findChild<QAction *>(QStringLiteral("compareLinkAction"));
    QVERIFY(compare);
    compare->trigger();
    const QString error = window.lastError();
    closeMessages();
    QVERIFY2(error.contains(QStringLiteral("no tiles")), qPrintable(error));
    QVERIFY2(!error.contains(QStringLiteral("ring")), qPrintable(error));
    QVERIFY2(error.endsWith(u'.'), qPrintable(error));
}

QTEST_MAIN(TestResultPunctuation)
#include "tst_resultpunctuation.moc"
