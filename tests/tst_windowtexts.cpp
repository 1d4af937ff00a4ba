// The window's texts as a user reads them: refusals said before they are met, counts grouped as
// the window's language groups them, long status texts readable, files that are not scenarios
// named for what they are, the legend's rows true for the board, and glyphs readable in the dark.

#include "comparepane.h"
#include "elidedlabel.h"
#include "exportdialog.h"
#include "language.h"
#include "legenddock.h"
#include "mainwindow.h"
#include "mainwindowtesting.h"
#include "playbackbar.h"
#include "timeline.h"
#include "export/traceframes.h"

#include "catalogue/catalogue.h"
#include "grid/scenario.h"
#include "grid/messagetext.h"
#include "grid/scenariofile.h"
#include "logdock.h"
#include "trace/breakpoint.h"
#include "trace/recorder.h"
#include "trace/trace.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>

#include <cmath>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QToolButton>
#include <QSpinBox>
#include <QTest>

using namespace gridtrace;
using gridtrace::windowtesting::openExportDialog;

namespace {

bool waitForTrace(MainWindow &window)
{
    return QTest::qWaitFor([&] { return window.trace() && !window.runner().isRunning(); }, 60000);
}

// WCAG's contrast ratio of two colours: 4.5 is the least for text.
double contrast(const QColor &a, const QColor &b)
{
    const auto luminance = [](const QColor &colour) {
        const auto channel = [](double c) { return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF());
    };
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The most contrast any pixel of the picture's rectangle has against the background.
double bestContrast(const QImage &image, const QRect &rect, const QColor &background)
{
    double best = 1;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QColor pixel = image.pixelColor(x, y);
            if (pixel.alpha() > 200)
                best = std::max(best, contrast(pixel, background));
        }
    }
    return best;
}

bool useDarkTheme(MainWindow &window)
{
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text() == u"&Dark") {
            action->trigger();
            return true;
        }
    }
    return false;
}

} // namespace

class TestWindowTexts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void exportSaysTooLargeBeforeAskingForAName_data();
    void exportSaysTooLargeBeforeAskingForAName();
    void exportSaysTooManyFramesBeforeAskingForAName();
    void traceLimitGroupsItsDigits();
    void statusCountsAreGrouped();
    void windowCountsAreGrouped();
    void stepIsWrittenOneWayEverywhere();
    void longStatusIsElidedWithItsWholeTextInTheTooltip();
    void aFailedRunIsToldAsASentence();
    void aStaleTraceSaysTheBoardChanged();
    void aBoardTooLargeForLianliankanIsSaidOnce();
    void aFileThatIsNoScenarioSaysSo_data();
    void aFileThatIsNoScenarioSaysSo();
    void aDuelLegendListsNoTerrainCosts();
    void darkThemeGlyphsAreReadable();

private:
    std::unique_ptr<MainWindow> m_window;
};

void TestWindowTexts::initTestCase()
{
    // English with its plural forms ("2 moves"), as the window starts on an English system.
    QVERIFY(Language::install(QStringLiteral("en")));
}

void TestWindowTexts::init()
{
    // The export dialog opens with the choices it was last closed with.
    QSettings().remove(QStringLiteral("export"));
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1280, 800);
    m_window->show();
}

void TestWindowTexts::cleanup()
{
    m_window.reset();
}

void TestWindowTexts::exportSaysTooLargeBeforeAskingForAName_data()
{
    QTest::addColumn<int>("format");
    QTest::newRow("PNG") << int(ExportDialog::Format::Png);
    QTest::newRow("PNG pictures") << int(ExportDialog::Format::PngSequence);
    QTest::newRow("GIF") << int(ExportDialog::Format::Gif);
}

void TestWindowTexts::exportSaysTooLargeBeforeAskingForAName()
{
    QFETCH(int, format);
    // A search over a board of 512 x 512 cells, the size of the Moving AI mazes.
    Scenario scenario;
    scenario.board = Grid(512, 512);
    scenario.start = CellPos{0, 0};
    scenario.goal = CellPos{3, 0};
    scenario.algorithm = QStringLiteral("bfs");
    auto trace = std::make_shared<Trace>();
    QVERIFY(Catalogue::run(scenario, trace.get()).error.isEmpty());
    FrameLook look;
    look.cellSize = 4;
    auto owned = std::make_unique<ExportDialog>(trace, look, 0, m_window.get());
    ExportDialog *dialog = owned.get();
    dialog->show();
    dialog->setFormat(ExportDialog::Format(format));
    auto *cellSize = dialog->findChild<QSpinBox *>(QStringLiteral("exportCellSize"));
    auto *preview = dialog->findChild<QLabel *>(QStringLiteral("exportPreview"));
    auto *exportButton = dialog->findChild<QPushButton *>(QStringLiteral("exportButton"));
    QVERIFY(cellSize && preview && exportButton);

    // 512 cells of 10 px are 5,120 pixels: over the cap, and said in place of the preview.
    cellSize->setValue(10);
    QVERIFY2(preview->text().startsWith(QStringLiteral("The picture would be 5,120 x 5,120 pixels")),
             qPrintable(preview->text()));
    QVERIFY2(preview->text().contains(QStringLiteral("at most 8 px here")), qPrintable(preview->text()));
    QVERIFY(!exportButton->isEnabled());

    // The size it names fits: the preview comes back and so does Export….
    cellSize->setValue(8);
    QVERIFY(preview->text().isEmpty());
    QVERIFY(!dialog->previewImage().isNull());
    QVERIFY(exportButton->isEnabled());
    dialog->close();
}

void TestWindowTexts::exportSaysTooManyFramesBeforeAskingForAName()
{
    // A breadth-first search over 100 x 100 open cells: more steps than a GIF holds frames.
    Scenario scenario;
    scenario.board = Grid(100, 100);
    scenario.start = CellPos{0, 0};
    scenario.goal = CellPos{99, 99};
    scenario.algorithm = QStringLiteral("bfs");
    auto trace = std::make_shared<Trace>();
    QVERIFY(Catalogue::run(scenario, trace.get()).error.isEmpty());
    QVERIFY(trace->stepCount() > 10000);
    FrameLook look;
    look.cellSize = 2;
    ExportDialog dialog(trace, look, 0, m_window.get());
    dialog.show();
    dialog.setFormat(ExportDialog::Format::Gif);
    dialog.setSteps(ExportDialog::Steps::Range);
    dialog.setRange(0, trace->stepCount());
    auto *preview = dialog.findChild<QLabel *>(QStringLiteral("exportPreview"));
    auto *exportButton = dialog.findChild<QPushButton *>(QStringLiteral("exportButton"));
    QVERIFY(preview && exportButton);
    QVERIFY2(preview->text().startsWith(QStringLiteral("The GIF would have %1 frames; an export holds at most 10,000.")
                                            .arg(QLocale().toString(trace->stepCount() + 1))),
             qPrintable(preview->text()));
    QVERIFY(!exportButton->isEnabled());
    // Every few steps fit.
    dialog.setRange(0, trace->stepCount(), trace->stepCount() / 5000 + 1);
    QVERIFY2(preview->text().isEmpty(), qPrintable(preview->text()));
    QVERIFY(exportButton->isEnabled());
}

void TestWindowTexts::traceLimitGroupsItsDigits()
{
    auto *action = m_window->findChild<QAction *>(QStringLiteral("traceLimitAction"));
    QVERIFY(action);
    action->trigger();
    auto *dialog = m_window->findChild<QInputDialog *>(QStringLiteral("traceLimitDialog"));
    QVERIFY(dialog);
    dialog->setIntValue(100'000'000);
    auto *box = dialog->findChild<QSpinBox *>();
    QVERIFY(box);
    // The figure as the text above it writes it.
    QCOMPARE(box->text(), QStringLiteral("100,000,000"));
    QVERIFY(dialog->labelText().contains(QStringLiteral(" changes (a quarter")));
    dialog->reject();
}

void TestWindowTexts::statusCountsAreGrouped()
{
    // A snake game's end as the status bar shows it, and as the command line keeps it.
    const QString encoded = encodeStatus(
        "the step limit of %n move(s) ends the game at length %1; the parameter step-limit raises it",
        {QStringLiteral("2209"), QStringLiteral("6")});
    const QString shown = displayStatus(encoded, true);
    QVERIFY2(shown.startsWith(QStringLiteral("the step limit of 2,209 moves ends the game at length 6")), qPrintable(shown));
    QVERIFY(displayStatus(encoded).startsWith(QStringLiteral("the step limit of 2209 moves")));

    // Snake Statistics' line under its table, beside the table's "1,042.3".
    const QString played = withGroupedCount(
        QCoreApplication::translate("gridtrace::SnakeStatsDialog", "Played %n game(s).", nullptr, 1200), 1200);
    QCOMPARE(played, QStringLiteral("Played 1,200 games."));
    // Seeds and other numbers of the text are left alone: only the count is grouped.
    QCOMPARE(withGroupedCount(QStringLiteral("seed 12000, 1200 games"), 1200), QStringLiteral("seed 12000, 1,200 games"));
}

void TestWindowTexts::windowCountsAreGrouped()
{
    // A breadth-first search over an open board of 64 x 64 cells expands every one of them.
    Scenario scenario;
    scenario.board = Grid(64, 64);
    scenario.start = CellPos{0, 0};
    scenario.goal = CellPos{63, 63};
    scenario.algorithm = QStringLiteral("bfs");
    QTemporaryDir dir;
    const QString fileName = dir.filePath(QStringLiteral("open.json"));
    QString error;
    QVERIFY2(saveScenario(scenario, fileName, &error), qPrintable(error));
    QVERIFY2(m_window->openFile(fileName), qPrintable(m_window->lastError()));
    QVERIFY(waitForTrace(*m_window));
    const int steps = m_window->trace()->stepCount();
    QVERIFY(steps >= 1000);
    const QString grouped = QLocale(QLocale::English).toString(steps);
    const QStringList log = m_window->logDock()->entries();
    QVERIFY2(log.last().contains(QStringLiteral("4,095 cells expanded, %1 steps traced.").arg(grouped)),
             qPrintable(log.join(u'\n')));
    // Corner to corner on an open board: 63 + 63 moves of cost 1, a whole cost without decimals.
    QVERIFY2(log.last().contains(QStringLiteral("a path of 126 moves costing 126;")), qPrintable(log.last()));
    m_window->playback().seek(steps);
    auto *status = m_window->findChild<ElidedLabel *>(QStringLiteral("stepStatus"));
    QVERIFY(status);
    QVERIFY2(status->fullText().startsWith(QStringLiteral("Step %1 of %1").arg(grouped)), qPrintable(status->fullText()));
}

// "Step 1,234 of 8,190" wherever the window says where the trace is: under the timeline (and so
// in presentation mode), on the timeline's tooltip, in the status bar, beside it in the
// comparison, and in the exports' captions.
void TestWindowTexts::stepIsWrittenOneWayEverywhere()
{
    Scenario scenario;
    scenario.board = Grid(64, 64);
    scenario.start = CellPos{0, 0};
    scenario.goal = CellPos{63, 63};
    scenario.algorithm = QStringLiteral("bfs");
    QTemporaryDir dir;
    const QString fileName = dir.filePath(QStringLiteral("open.json"));
    QString error;
    QVERIFY2(saveScenario(scenario, fileName, &error), qPrintable(error));
    QVERIFY2(m_window->openFile(fileName), qPrintable(m_window->lastError()));
    QVERIFY(waitForTrace(*m_window));
    const int steps = m_window->trace()->stepCount();
    QVERIFY(steps >= 2000);

    // A click on the timeline, as a user picks a step, near two thirds of the way.
    auto *bar = m_window->findChild<PlaybackBar *>();
    QVERIFY(bar);
    Timeline *timeline = bar->timeline();
    const int x = timeline->trackLeft() + (timeline->trackRight() - timeline->trackLeft()) * 2 / 3;
    QTest::mouseClick(timeline, Qt::LeftButton, {}, QPoint(x, timeline->height() / 2));
    QTRY_VERIFY(m_window->playback().position() > 1000);
    const int position = m_window->playback().position();
    const QLocale english(QLocale::English);
    const QString expected = QStringLiteral("Step %1 of %2").arg(english.toString(position), english.toString(steps));

    QCOMPARE(bar->findChild<QLabel *>(QStringLiteral("stepLabel"))->text(), expected);
    QCOMPARE(timeline->toolTip(), expected);
    const QString status = m_window->findChild<ElidedLabel *>(QStringLiteral("stepStatus"))->fullText();
    QVERIFY2(status.startsWith(expected + u' '), qPrintable(status));
    FrameLook look;
    TraceFrames frames(m_window->traceWithBookmarks(), look);
    frames.seek(position);
    const QString caption = frames.stepText();
    QVERIFY2(caption.startsWith(expected + u':'), qPrintable(caption));

    // The comparison counts its own trace's steps, written alike.
    m_window->findChild<QAction *>(QStringLiteral("compareAction"))->trigger();
    ComparePane *pane = m_window->comparePane();
    QVERIFY(QTest::qWaitFor([&] { return pane->trace() && !pane->isRunning(); }, 20000));
    m_window->playback().seek(1);
    const QString beside = QStringLiteral("Step 1 of %1").arg(english.toString(pane->trace()->stepCount()));
    QVERIFY2(pane->statusText().startsWith(beside), qPrintable(pane->statusText()));
}

void TestWindowTexts::longStatusIsElidedWithItsWholeTextInTheTooltip()
{
    auto *status = m_window->findChild<ElidedLabel *>(QStringLiteral("stepStatus"));
    QVERIFY(status);
    const QString message = QStringLiteral("Step 12 of 340  ") + QString(QStringLiteral("a long status text ")).repeated(40).trimmed();
    status->setText(message);
    QVERIFY(status->width() < status->fontMetrics().horizontalAdvance(message));
    QVERIFY2(status->text().endsWith(QStringLiteral("…")), qPrintable(status->text()));
    QVERIFY(status->fontMetrics().horizontalAdvance(status->text()) <= status->contentsRect().width());
    QCOMPARE(status->toolTip(), message);
    // A short one shows whole, with no tooltip to repeat it.
    status->setText(QStringLiteral("Step 1 of 2"));
    QCOMPARE(status->text(), QStringLiteral("Step 1 of 2"));
    QVERIFY(status->toolTip().isEmpty());
}

void TestWindowTexts::aFailedRunIsToldAsASentence()
{
    // The maze example with a Lianliankan search, which wants a ring of empty cells round it.
    m_window->openExample();
    QVERIFY(waitForTrace(*m_window));
    m_window->document().setAlgorithm(QStringLiteral("link-min-turn"), {}, 0);
    QAction *run = nullptr;
    for (QAction *action : m_window->findChildren<QAction *>()) {
        if (action->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_R))
            run = action;
    }
    QVERIFY(run);
    run->trigger();
    auto *status = m_window->findChild<ElidedLabel *>(QStringLiteral("stepStatus"));
    QVERIFY(status);
    QVERIFY(QTest::qWaitFor([&] { return status->fullText().contains(QStringLiteral("a ring of empty cells")); }, 20000));
    QVERIFY2(status->fullText().startsWith(QStringLiteral("The grid is 41 x 29 cells")), qPrintable(status->fullText()));
}

// With Re-run After Every Edit off, an edit leaves the trace of the board before: the status
// says so until the board is run again.
void TestWindowTexts::aStaleTraceSaysTheBoardChanged()
{
    m_window->openExample();
    QVERIFY(waitForTrace(*m_window));
    QAction *autoRun = nullptr;
    QAction *run = nullptr;
    for (QAction *action : m_window->findChildren<QAction *>()) {
        if (action->text() == u"Re-run &After Every Edit")
            autoRun = action;
        if (action->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_R))
            run = action;
    }
    QVERIFY(autoRun && run);
    autoRun->setChecked(false);
    auto *status = m_window->findChild<ElidedLabel *>(QStringLiteral("stepStatus"));
    QVERIFY(status);
    const QString stale = QStringLiteral("The board changed since this run: Run Again (Ctrl+R).");
    QVERIFY2(!status->fullText().contains(stale), qPrintable(status->fullText()));

    const std::shared_ptr<const Trace> before = m_window->trace();
    const Grid &board = m_window->document().scenario().board;
    const CellPos start = *m_window->document().scenario().start;
    std::optional<CellPos> moved;
    for (const CellPos next : {CellPos{start.x + 1, start.y}, CellPos{start.x, start.y + 1}, CellPos{start.x - 1, start.y},
                               CellPos{start.x, start.y - 1}}) {
        if (!moved && board.contains(next) && !board.isWall(next) && next != m_window->document().scenario().goal)
            moved = next;
    }
    QVERIFY(moved);
    QVERIFY(m_window->document().moveEndpoint(Endpoint::Start, moved, 1));
    QCOMPARE(m_window->trace(), before);
    QVERIFY2(status->fullText().startsWith(stale), qPrintable(status->fullText()));
    // Stepping keeps saying it.
    m_window->playback().seek(1);
    QVERIFY2(status->fullText().startsWith(stale), qPrintable(status->fullText()));

    run->trigger();
    QVERIFY(QTest::qWaitFor([&] { return m_window->trace() != before && !m_window->runner().isRunning(); }, 20000));
    QVERIFY2(!status->fullText().contains(stale), qPrintable(status->fullText()));
    autoRun->setChecked(true);
}

// Lianliankan > Compare the Two Searches on the maze example: what the board is and what
// Lianliankan needs, each once.
void TestWindowTexts::aBoardTooLargeForLianliankanIsSaidOnce()
{
    m_window->openExample();
    QVERIFY(waitForTrace(*m_window));
    auto *compare = m_window->findChild<QAction *>(QStringLiteral("compareLinkAction"));
    QVERIFY(compare);
    compare->trigger();
    QCOMPARE(m_window->lastError(), QStringLiteral("This board is 41 x 29 cells; a Lianliankan board is a ring of empty "
                                                   "cells round 4 to 30 x 4 to 20 tiles."));
    auto *box = m_window->findChild<QMessageBox *>(QStringLiteral("errorMessage"));
    QVERIFY(box);
    box->close();
}

void TestWindowTexts::aFileThatIsNoScenarioSaysSo_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("said");
    QTest::addColumn<QString>("notSaid");
    QTest::newRow("JSON name, no JSON") << QStringLiteral("bad.json") << QByteArray("this is not a scenario\n")
                                        << QStringLiteral("bad.json is not a scenario file GridTrace reads: a scenario is a JSON object")
                                        << QStringLiteral("Lianliankan");
    QTest::newRow("some text") << QStringLiteral("notes.txt") << QByteArray("shopping: milk, eggs\n")
                               << QStringLiteral("notes.txt is not a file GridTrace reads. It opens scenarios (.json)")
                               << QStringLiteral("Lianliankan");
    // Rows of numbers: a tile board with a mistake, told why by both readers.
    QTest::newRow("tile board") << QStringLiteral("neither.txt") << QByteArray("1 2\n3 3\n")
                                << QStringLiteral("neither.txt is not a board GridTrace reads. As a Lianliankan board: ")
                                << QStringLiteral("It opens");
}

void TestWindowTexts::aFileThatIsNoScenarioSaysSo()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(QString, said);
    QFETCH(QString, notSaid);
    QTemporaryDir dir;
    const QString fileName = dir.filePath(name);
    QFile file(fileName);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    QVERIFY(!m_window->openFile(fileName));
    for (QMessageBox *box : m_window->findChildren<QMessageBox *>())
        box->close();
    const QString error = m_window->lastError();
    QVERIFY2(error.contains(said), qPrintable(error));
    QVERIFY2(!error.contains(notSaid), qPrintable(error));
}

void TestWindowTexts::aDuelLegendListsNoTerrainCosts()
{
    const auto rows = [](const QString &algorithm) {
        LegendDock legend;
        legend.setAlgorithm(Catalogue::find(algorithm));
        QStringList ids;
        const QTreeWidget *tree = legend.findChild<QTreeWidget *>();
        for (int i = 0; tree && i < tree->topLevelItemCount(); ++i)
            ids << tree->topLevelItem(i)->data(0, LegendDock::idRole).toString();
        return ids;
    };
    // A duel's board has walls but no costs; a search's has both.
    for (const char *duel : {"duel-replay", "duel-alphabeta"}) {
        const QStringList ids = rows(QString::fromLatin1(duel));
        QVERIFY2(ids.contains(QStringLiteral("wall")), duel);
        QVERIFY2(!ids.contains(QStringLiteral("terrain")), qPrintable(ids.join(u' ')));
    }
    QVERIFY(rows(QStringLiteral("astar")).contains(QStringLiteral("terrain")));
}

void TestWindowTexts::darkThemeGlyphsAreReadable()
{
    QSettings().clear();
    m_window->openExample();
    QVERIFY(waitForTrace(*m_window));
    QVERIFY(useDarkTheme(*m_window));
    QTRY_VERIFY(m_window->palette().color(QPalette::Base).lightness() < 80);
    m_window->playback().setBreakpoints({Breakpoint::onCellChange(5)});
    QToolButton *remove = nullptr;
    QVERIFY(QTest::qWaitFor([&] {
        remove = m_window->findChild<QToolButton *>(QStringLiteral("removeBreakpoint"));
        return remove != nullptr;
    }, 2000));
    // The row's "X" against the list it sits on.
    const QColor listBase = remove->palette().color(QPalette::Base);
    QVERIFY2(listBase.lightness() < 80, qPrintable(listBase.name()));
    const QImage cross = remove->icon().pixmap(QSize(16, 16)).toImage().convertToFormat(QImage::Format_ARGB32);
    const double crossContrast = bestContrast(cross, cross.rect(), listBase);
    QVERIFY2(crossContrast >= 4.5, qPrintable(QString::number(crossContrast)));

    // An unchosen radio button (the Export dialog's steps) against the dialog's window.
    QRadioButton radio(QStringLiteral("The step on screen"));
    radio.show();
    QVERIFY(QTest::qWaitForWindowExposed(&radio));
    const QColor window = radio.palette().color(QPalette::Window);
    QVERIFY(window.lightness() < 80);
    QStyleOptionButton option;
    option.initFrom(&radio);
    const QRect indicator = radio.style()->subElementRect(QStyle::SE_RadioButtonIndicator, &option, &radio);
    const QImage shot = radio.grab().toImage().convertToFormat(QImage::Format_ARGB32);
    const double radioContrast = bestContrast(shot, indicator.intersected(shot.rect()), window);
    QVERIFY2(radioContrast >= 4.5, qPrintable(QString::number(radioContrast)));
    QSettings().clear();
}

QTEST_MAIN(TestWindowTexts)
#include "tst_windowtexts.moc"
