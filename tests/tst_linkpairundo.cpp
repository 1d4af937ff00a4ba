// A Lianliankan pair shown side by side on the board being edited, then undone and redone as a
// user would: one action is one step of Undo, Undo and Redo run the board again as any edit
// does, and a board that cannot run says what to do in the window, in the language shown.

#include "algorithmpanel.h"
#include "comparepane.h"
#include "elidedlabel.h"
#include "linkcomparisondialog.h"
#include "mainwindow.h"
#include "playbackcontroller.h"
#include "runcontroller.h"

#include "catalogue/catalogue.h"

#include <QAction>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>

using namespace gridtrace;

namespace {

bool waitForTrace(MainWindow &window, const std::shared_ptr<const Trace> &before = {})
{
    return QTest::qWaitFor([&] { return window.trace() && window.trace() != before && !window.runner().isRunning(); }, 20000);
}

bool waitForFailure(MainWindow &window)
{
    return QTest::qWaitFor([&] { return !window.trace() && !window.runner().isRunning(); }, 20000);
}

QString stepStatus(const MainWindow &window)
{
    return window.findChild<ElidedLabel *>(QStringLiteral("stepStatus"))->fullText();
}

// Says every message about a missing tile in a language of its own, marked, as a translation
// into another language would: what stays marked once it is removed was not made again.
class MarkingTranslator : public QTranslator
{
public:
    static inline const QString mark = QStringLiteral("[other language] ");

    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        const QString source = QString::fromUtf8(sourceText);
        if (source.contains(QStringLiteral("needs a")) && (qstrcmp(context, "Catalogue") == 0 || qstrcmp(context, "RunProblem") == 0))
            return mark + source;
        return {};
    }
};

} // namespace

class TestLinkPairUndo : public QObject
{
    Q_OBJECT

private slots:
    void pairSideBySideIsOneStepAndUndoRunsAgain();
    void undoGivesBackTheAlgorithmChosenBefore_data();
    void undoGivesBackTheAlgorithmChosenBefore();
};

void TestLinkPairUndo::pairSideBySideIsOneStepAndUndoRunsAgain()
{
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample(QStringLiteral("link-ring"));
    QVERIFY(waitForTrace(window));
    QUndoStack *history = window.document().undoStack();
    const int stepsBefore = history->count();
    const Scenario before = window.document().scenario();

    window.findChild<QAction *>(QStringLiteral("compareLinkAction"))->trigger();
    auto *dialog = window.findChild<LinkComparisonDialog *>();
    QVERIFY(dialog && dialog->isVisible());
    dialog->setOnlyDifferences(false);
    QVERIFY(dialog->table()->rowCount() > 1);
    // A pair other than the board's own endpoints, so the board changes.
    const auto cellOf = [](const QTableWidgetItem *item) {
        const QStringList xy = item->text().mid(1, item->text().size() - 2).split(QStringLiteral(", "));
        return xy.size() == 2 ? CellPos{xy[0].toInt(), xy[1].toInt()} : CellPos{-1, -1};
    };
    int row = 0;
    while (row < dialog->table()->rowCount() && cellOf(dialog->table()->item(row, 0)) == before.start)
        ++row;
    QVERIFY(row < dialog->table()->rowCount());
    dialog->table()->selectRow(row);
    std::shared_ptr<const Trace> shown = window.trace();
    dialog->findChild<QPushButton *>(QStringLiteral("showSideBySide"))->click();
    QVERIFY(waitForTrace(window, shown));
    dialog->close();
    const Scenario paired = window.document().scenario();
    QVERIFY(paired.start && paired.goal);
    ComparePane *pane = window.comparePane();
    QVERIFY(pane->isVisible());

    // One action, one step: its name in the Edit menu and the history is the pair's.
    QCOMPARE(history->count(), stepsBefore + 1);
    QVERIFY2(history->undoText().startsWith(QStringLiteral("Link (")), qPrintable(history->undoText()));
    std::shared_ptr<const Trace> trace = window.trace();
    history->undo();
    QCOMPARE(window.document().scenario().start, before.start);
    QCOMPARE(window.document().scenario().goal, before.goal);
    QVERIFY(waitForTrace(window, trace));
    trace = window.trace();
    history->redo();
    QCOMPARE(window.document().scenario().start, paired.start);
    QCOMPARE(window.document().scenario().goal, paired.goal);
    QVERIFY(waitForTrace(window, trace));

    // A goal taken away: the run fails, and says so as the window gives a tile, not as the
    // command line or a board file does.
    MarkingTranslator otherLanguage;
    QVERIFY(QCoreApplication::installTranslator(&otherLanguage));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QVERIFY(window.document().moveEndpoint(Endpoint::Goal, std::nullopt, window.document().newDragId()));
    QVERIFY(waitForFailure(window));
    QVERIFY(QTest::qWaitFor([&] { return pane->statusText().contains(QStringLiteral("needs")); }, 20000));
    for (const QString &text : {stepStatus(window), pane->statusText()}) {
        QVERIFY2(text.contains(QStringLiteral("Compare the Two Searches")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("--to")) && !text.contains(QStringLiteral("board file")), qPrintable(text));
        QVERIFY2(text.contains(MarkingTranslator::mark), qPrintable(text));
    }
    // Back to the first language: what is shown is said in it, nothing left of the other.
    QCoreApplication::removeTranslator(&otherLanguage);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    for (const QString &text : {stepStatus(window), pane->statusText()}) {
        QVERIFY2(text.contains(QStringLiteral("needs a second tile")), qPrintable(text));
        QVERIFY2(!text.contains(MarkingTranslator::mark), qPrintable(text));
    }

    // Undo brings the goal back and runs the board again, as any edit does with
    // "Re-run After Every Edit" on; the comparison runs with it.
    history->undo();
    QCOMPARE(window.document().scenario().goal, paired.goal);
    QVERIFY(waitForTrace(window));
    QVERIFY(QTest::qWaitFor([&] { return pane->trace() && !pane->isRunning(); }, 20000));
    QVERIFY2(!pane->statusText().contains(QStringLiteral("cannot run")), qPrintable(pane->statusText()));
    // Redo takes it away again, Undo brings it back: a run each time.
    history->redo();
    QVERIFY(waitForFailure(window));
    history->undo();
    QVERIFY(waitForTrace(window));
    QVERIFY2(stepStatus(window).startsWith(QStringLiteral("Step ")), qPrintable(stepStatus(window)));
}

void TestLinkPairUndo::undoGivesBackTheAlgorithmChosenBefore_data()
{
    QTest::addColumn<bool>("samePair");
    QTest::newRow("another pair") << false;
    QTest::newRow("the pair on the board") << true;
}

// Show Side by Side chooses the post's search for the timeline: Edit > Undo gives back the
// search chosen before, in the Algorithm panel and on the timeline, and Redo chooses the post's
// again. A pair that is already the board's endpoints changes only the search, undone alike.
void TestLinkPairUndo::undoGivesBackTheAlgorithmChosenBefore()
{
    QFETCH(bool, samePair);
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample(QStringLiteral("link-ring"));
    QVERIFY(waitForTrace(window));
    const QString post = QStringLiteral("link-seed-003");
    auto *panel = window.findChild<AlgorithmPanel *>();
    QVERIFY(panel);
    const QString chosen = window.document().scenario().algorithm;
    QVERIFY2(chosen != post && panel->algorithm() == chosen, qPrintable(chosen));
    QCOMPARE(window.trace()->header.algorithm, chosen);
    const CellPos start = *window.document().scenario().start;

    window.findChild<QAction *>(QStringLiteral("compareLinkAction"))->trigger();
    auto *dialog = window.findChild<LinkComparisonDialog *>();
    QVERIFY(dialog && dialog->isVisible());
    dialog->setOnlyDifferences(false);
    const auto startsOnTheBoard = [&](int row) {
        return dialog->table()->item(row, 0)->text() == QStringLiteral("(%1, %2)").arg(start.x).arg(start.y);
    };
    int row = 0;
    while (row < dialog->table()->rowCount() && startsOnTheBoard(row) != samePair)
        ++row;
    QVERIFY(row < dialog->table()->rowCount());
    dialog->table()->selectRow(row);
    std::shared_ptr<const Trace> trace = window.trace();
    dialog->findChild<QPushButton *>(QStringLiteral("showSideBySide"))->click();
    QVERIFY(waitForTrace(window, trace));
    dialog->close();
    QCOMPARE(panel->algorithm(), post);
    QCOMPARE(window.trace()->header.algorithm, post);

    // Edit > Undo and Redo, by their keys.
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    trace = window.trace();
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(window.document().scenario().algorithm, chosen);
    QCOMPARE(panel->algorithm(), chosen);
    QVERIFY(waitForTrace(window, trace));
    QCOMPARE(window.trace()->header.algorithm, chosen);

    trace = window.trace();
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(panel->algorithm(), post);
    QVERIFY(waitForTrace(window, trace));
    QCOMPARE(window.trace()->header.algorithm, post);
}

QTEST_MAIN(TestLinkPairUndo)
#include "tst_linkpairundo.moc"
