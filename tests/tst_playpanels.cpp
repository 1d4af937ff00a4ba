// The labels of the games' panels and of the tournament, as a keyboard user meets them: a label
// with a mnemonic draws its text without the ampersand, and Alt with its letter takes the focus
// to the field it names, in English and in Chinese. A list beside a game's board hands the
// focus back to the board once a choice is made, so the arrow keys steer again.

#include "duelplaycontroller.h"
#include "duelplaypanel.h"
#include "dueltournamentdialog.h"
#include "languageswitch.h"
#include "linkplaycontroller.h"
#include "linkplaypanel.h"
#include "puzzleplaycontroller.h"
#include "puzzleplaypanel.h"
#include "snakeplaycontroller.h"
#include "snakeplaypanel.h"

#include <QComboBox>
#include <QAbstractButton>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>
#include <QtTest>

#include <functional>
#include <memory>

using namespace gridtrace;

namespace {

// A window as the game's is: a board that keeps the focus, and the panel beside it.
struct PanelWindow
{
    std::unique_ptr<QObject> controller;
    std::unique_ptr<QWidget> window;
    QLineEdit *board = nullptr; // stands for the board: it takes the focus and keys
};

PanelWindow panelWindow(const QString &name)
{
    PanelWindow made;
    QWidget *panel = nullptr;
    if (name == u"snake") {
        auto *controller = new SnakePlayController;
        made.controller.reset(controller);
        panel = new SnakePlayPanel(controller);
    } else if (name == u"duel") {
        auto *controller = new DuelPlayController;
        made.controller.reset(controller);
        panel = new DuelPlayPanel(controller);
    } else if (name == u"link") {
        auto *controller = new LinkPlayController;
        made.controller.reset(controller);
        panel = new LinkPlayPanel(controller);
    } else if (name == u"puzzle") {
        auto *controller = new PuzzlePlayController;
        made.controller.reset(controller);
        panel = new PuzzlePlayPanel(controller);
    } else {
        made.window = std::make_unique<DuelTournamentDialog>();
        return made;
    }
    made.window = std::make_unique<QWidget>();
    auto *layout = new QVBoxLayout(made.window.get());
    made.board = new QLineEdit(made.window.get());
    made.board->setObjectName(QStringLiteral("board"));
    layout->addWidget(made.board);
    layout->addWidget(panel);
    return made;
}

QList<QLabel *> mnemonicLabels(QWidget *window)
{
    QList<QLabel *> labels;
    for (QLabel *label : window->findChildren<QLabel *>()) {
        if (!QKeySequence::mnemonic(label->text()).isEmpty())
            labels << label;
    }
    return labels;
}

} // namespace

class TestPlayPanels : public QObject
{
    Q_OBJECT

private slots:
    void labelsDrawNoAmpersandAndFocusTheirField_data();
    void labelsDrawNoAmpersandAndFocusTheirField();
    void snakeDriverGivesTheFocusBackAfterAPick();
    void tabWalksThePanelAsItReads_data();
    void tabWalksThePanelAsItReads();
};

void TestPlayPanels::labelsDrawNoAmpersandAndFocusTheirField_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("panel");
    QStringList languages{QStringLiteral("en")};
    if (Language::available().contains(QStringLiteral("zh_CN")))
        languages << QStringLiteral("zh_CN");
    for (const QString &language : languages) {
        for (const char *panel : {"snake", "duel", "link", "puzzle", "tournament"})
            QTest::addRow("%s %s", qPrintable(language), panel) << language << QString::fromLatin1(panel);
    }
}

void TestPlayPanels::labelsDrawNoAmpersandAndFocusTheirField()
{
    QFETCH(QString, language);
    QFETCH(QString, panel);
    QVERIFY(switchLanguage(language));
    PanelWindow made = panelWindow(panel);
    made.window->show();
    made.window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(made.window.get()));
    const QList<QLabel *> labels = mnemonicLabels(made.window.get());
    if (panel == u"snake")
        QVERIFY(!labels.isEmpty());
    for (QLabel *label : labels) {
        const QString text = label->text();
        QVERIFY2(label->buddy(), qPrintable(text + QStringLiteral(" has no field to focus")));
        // As drawn, the label is as wide as its text without the ampersand.
        QLabel plain(QString(text).remove(u'&'));
        plain.setFont(label->font());
        QCOMPARE(label->sizeHint().width(), plain.sizeHint().width());
        QVERIFY(label->sizeHint().width() < QLabel(text).sizeHint().width());

        // A field that is off for now (the time limit, until a program plays) takes no focus.
        if (!label->buddy()->isEnabled())
            continue;
        if (made.board)
            made.board->setFocus();
        const QKeyCombination key = QKeySequence::mnemonic(text)[0];
        QTest::keyClick(made.window.get(), key.key(), Qt::AltModifier);
        QVERIFY2(made.window->focusWidget() == label->buddy(),
                 qPrintable(QStringLiteral("Alt+%1 of \"%2\" focused %3")
                                .arg(QKeySequence(key.key()).toString(), text,
                                     made.window->focusWidget() ? made.window->focusWidget()->objectName() : QStringLiteral("nothing"))));
    }
    QVERIFY(switchLanguage(QStringLiteral("en")));
}

void TestPlayPanels::tabWalksThePanelAsItReads_data()
{
    QTest::addColumn<QString>("panel");
    QTest::newRow("link") << QStringLiteral("link");
    QTest::newRow("puzzle") << QStringLiteral("puzzle");
}

// Lianliankan's and the puzzle's buttons sit above their fields, so a short column shows them as
// the game opens: Tab goes through the panel in that order, top to bottom, not the fields first.
void TestPlayPanels::tabWalksThePanelAsItReads()
{
    QFETCH(QString, panel);
    PanelWindow made = panelWindow(panel);
    made.window->show();
    made.window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(made.window.get()));
    made.board->setFocus();
    QList<QWidget *> visited;
    for (int i = 0; i < 12; ++i) {
        QTest::keyClick(made.window->focusWidget(), Qt::Key_Tab);
        QWidget *focus = made.window->focusWidget();
        if (!focus || focus == made.board || visited.contains(focus))
            break;
        visited << focus;
    }
    QVERIFY(visited.size() >= 3);
    // Each field reached lies on or below the one before, and the buttons come before the fields.
    for (qsizetype i = 1; i < visited.size(); ++i) {
        const int above = visited[i - 1]->mapTo(made.window.get(), QPoint(0, 0)).y();
        const int here = visited[i]->mapTo(made.window.get(), QPoint(0, 0)).y();
        QVERIFY2(here >= above, qPrintable(QStringLiteral("%1 (y %2) after %3 (y %4)")
                                               .arg(visited[i]->objectName(), QString::number(here),
                                                    visited[i - 1]->objectName(), QString::number(above))));
    }
    QVERIFY2(qobject_cast<QAbstractButton *>(visited.first()), visited.first()->metaObject()->className());
}

// Alt+I takes the keys to the driver list; an arrow key picks the next driver and keeps the keys
// for the next arrow, and Return gives them back to the board.
void TestPlayPanels::snakeDriverGivesTheFocusBackAfterAPick()
{
    PanelWindow made = panelWindow(QStringLiteral("snake"));
    auto *controller = static_cast<SnakePlayController *>(made.controller.get());
    auto *driver = made.window->findChild<QComboBox *>(QStringLiteral("driver"));
    QVERIFY(driver);
    made.window->show();
    made.window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(made.window.get()));
    made.board->setFocus();
    QTRY_VERIFY(made.board->hasFocus());

    // A click on the list leaves the focus with the board.
    QVERIFY(!(driver->focusPolicy() & Qt::ClickFocus));

    QTest::keyClick(made.window.get(), Qt::Key_I, Qt::AltModifier);
    QCOMPARE(made.window->focusWidget(), driver);
    QTest::keyClick(driver, Qt::Key_Down);
    QCOMPARE(controller->driver(), driver->itemData(1).toString());
    QVERIFY(!controller->driver().isEmpty());
    // The arrows walk the list until the focus leaves it: Return hands the keys back.
    QCOMPARE(made.window->focusWidget(), driver);
    QTest::keyClick(driver, Qt::Key_Return);
    QCOMPARE(controller->driver(), driver->itemData(1).toString());
    QCOMPARE(made.window->focusWidget(), made.board);
}

QTEST_MAIN(TestPlayPanels)
#include "tst_playpanels.moc"
