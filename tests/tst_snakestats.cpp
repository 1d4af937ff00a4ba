#include "language.h"
#include "lengthhistogram.h"
#include "snakestatsdialog.h"

#include "snake/snakealgorithms.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStyleOptionComboBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <memory>
#include <numeric>

using namespace gridtrace;

namespace {

constexpr int generousMs = 180000;

int rowOf(const QTableWidget *table, const QString &ai)
{
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, SnakeStatsDialog::AiColumn)->data(SnakeStatsDialog::valueRole) == ai)
            return row;
    return -1;
}

QVariant value(const QTableWidget *table, int row, int column)
{
    return table->item(row, column)->data(SnakeStatsDialog::valueRole);
}

// A run long enough that it is surely still going when the test acts on it.
void startLongRun(SnakeStatsDialog &dialog)
{
    dialog.setSelectedAis(snakeAiIds());
    dialog.setArea(12, 12);
    dialog.setStartLength(4);
    dialog.setGames(100000);
    dialog.start();
}

} // namespace

class TestSnakeStats : public QObject
{
    Q_OBJECT

private slots:
    void defaults();
    void runMatchesIndependentGames();
    void statusCountsTheGames();
    void cancelStopsPromptly();
    void closingWhileRunningStops();
    void destroyingWhileRunningIsSafe();
    void nothingToRunWithoutAnAi();
    void noCycleFollowerWhereNoCycleExists();
    void fitsASmallScreen_data();
    void fitsASmallScreen();
    void resultsShareTheHeight_data();
    void resultsShareTheHeight();
    void legendCoversNoBar();
    void bucketsSayWhatTheyHold();
    void namesAndHeadersReadWhole_data();
    void namesAndHeadersReadWhole();
    void longRefusalKeepsToItsPlace();
    void inputsAreRememberedBetweenOpenings();
    void badStoredInputsGiveTheDefaults();
};

void TestSnakeStats::defaults()
{
    SnakeStatsDialog dialog;
    QCOMPARE(dialog.selectedAis(), snakeAiIds());
    QCOMPARE(dialog.findChild<QSpinBox *>(QStringLiteral("width"))->value(), 8);
    QCOMPARE(dialog.findChild<QSpinBox *>(QStringLiteral("height"))->value(), 8);
    QCOMPARE(dialog.findChild<QSpinBox *>(QStringLiteral("startLength"))->value(), 4);
    QCOMPARE(dialog.findChild<QSpinBox *>(QStringLiteral("games"))->value(), 200);
    QVERIFY(!dialog.isRunning());
    QCOMPARE(dialog.resultsTable()->rowCount(), 0);
    QCOMPARE(dialog.resultsTable()->columnCount(), int(SnakeStatsDialog::ColumnCount));
}

void TestSnakeStats::runMatchesIndependentGames()
{
    constexpr int games = 40;
    constexpr int firstSeed = 7;
    SnakeStatsDialog dialog;
    dialog.setSelectedAis(snakeAiIds());
    dialog.setArea(6, 6);
    dialog.setStartLength(3);
    dialog.setStrictTail(false);
    dialog.setGames(games);
    dialog.setFirstSeed(firstSeed);
    QSignalSpy progressed(&dialog, &SnakeStatsDialog::progressed);
    QSignalSpy finished(&dialog, &SnakeStatsDialog::finished);

    dialog.findChild<QPushButton *>(QStringLiteral("run"))->click();
    QVERIFY(dialog.isRunning());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, generousMs);
    QVERIFY(!dialog.isRunning());
    QVERIFY(!dialog.wasCancelled());

    const int total = games * int(snakeAiIds().size());
    QCOMPARE(progressed.count(), total);
    for (int i = 0; i < progressed.count(); ++i) {
        QCOMPARE(progressed.at(i).at(0).toInt(), i + 1);
        QCOMPARE(progressed.at(i).at(1).toInt(), total);
    }

    const SnakeRules rules = SnakeRules::walledArea(6, 6, 3, false);
    const QTableWidget *table = dialog.resultsTable();
    QCOMPARE(table->rowCount(), int(snakeAiIds().size()));
    const LengthHistogram *histogram = dialog.histogram();
    QCOMPARE(histogram->seriesNames(), QStringList(snakeAiIds()));
    for (const QString &ai : snakeAiIds()) {
        qint64 wins = 0, deaths = 0, stuck = 0, lengthSum = 0;
        std::vector<int> lengths, winSteps;
        for (int i = 0; i < games; ++i) {
            const std::optional<SnakeResult> result = playSnakeGame(ai, rules, quint64(firstSeed + i));
            QVERIFY(result);
            lengths.push_back(result->length);
            lengthSum += result->length;
            if (result->state == SnakeState::Won) {
                ++wins;
                winSteps.push_back(result->steps);
            } else if (result->state == SnakeState::Dead) {
                ++deaths;
            } else {
                ++stuck;
            }
        }

        const int row = rowOf(table, ai);
        QVERIFY2(row >= 0, qPrintable(ai));
        QCOMPARE(table->item(row, SnakeStatsDialog::GamesColumn)->text(), QString::number(games));
        QCOMPARE(value(table, row, SnakeStatsDialog::DiedColumn).toLongLong(), deaths);
        QCOMPARE(value(table, row, SnakeStatsDialog::StuckColumn).toLongLong(), stuck);
        QCOMPARE(table->item(row, SnakeStatsDialog::DiedColumn)->text(), QString::number(deaths));
        QCOMPARE(table->item(row, SnakeStatsDialog::StuckColumn)->text(), QString::number(stuck));
        QCOMPARE(value(table, row, SnakeStatsDialog::FilledColumn).toDouble(), 100.0 * double(wins) / games);
        QCOMPARE(value(table, row, SnakeStatsDialog::MeanLengthColumn).toDouble(), double(lengthSum) / games);
        QCOMPARE(table->item(row, SnakeStatsDialog::MeanLengthColumn)->text(),
                 QLocale().toString(double(lengthSum) / games, 'f', 2));
        if (winSteps.empty()) {
            QVERIFY(!value(table, row, SnakeStatsDialog::MedianFillMovesColumn).isValid());
        } else {
            std::sort(winSteps.begin(), winSteps.end());
            const std::size_t mid = winSteps.size() / 2;
            const double median =
                winSteps.size() % 2 ? winSteps[mid] : (winSteps[mid - 1] + winSteps[mid]) / 2.0;
            QCOMPARE(value(table, row, SnakeStatsDialog::MedianFillMovesColumn).toDouble(), median);
        }

        QCOMPARE(dialog.lengthsByAi().at(ai), lengths);
        // The legend names the AI by its whole name, as the table's tooltip does, not by its id.
        QCOMPARE(histogram->seriesLabel(ai), table->item(row, SnakeStatsDialog::AiColumn)->toolTip());
        QVERIFY(histogram->seriesLabel(ai) != ai);
        const std::vector<int> counts = histogram->counts(ai);
        QCOMPARE(int(counts.size()), histogram->bucketCount());
        QCOMPARE(std::accumulate(counts.begin(), counts.end(), 0), games);
        for (int length : lengths)
            QVERIFY(counts[std::size_t(histogram->bucketOf(length))] > 0);
    }
    QCOMPARE(histogram->minLength(), 3);
    QCOMPARE(histogram->maxLength(), 36);

    // The histogram paints its bars in the series' colours.
    dialog.resize(800, 700);
    dialog.show();
    const QImage image = dialog.histogram()->grab().toImage();
    for (int series = 0; series < int(snakeAiIds().size()); ++series) {
        const QColor colour = LengthHistogram::seriesColour(series);
        bool seen = false;
        for (int y = 0; y < image.height() && !seen; ++y)
            for (int x = 0; x < image.width() && !seen; ++x)
                seen = image.pixelColor(x, y) == colour;
        QVERIFY2(seen, qPrintable(snakeAiIds().at(series)));
    }
}

void TestSnakeStats::statusCountsTheGames()
{
    // English plurals come from the English translation, as in the application.
    QVERIFY(Language::install(QStringLiteral("en")));
    for (const int games : {1, 3}) {
        SnakeStatsDialog dialog;
        dialog.setSelectedAis({snakeAiIds().front()});
        dialog.setArea(6, 6);
        dialog.setStartLength(3);
        dialog.setGames(games);
        QSignalSpy finished(&dialog, &SnakeStatsDialog::finished);
        dialog.findChild<QPushButton *>(QStringLiteral("run"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, generousMs);
        const QString expected = games == 1 ? QStringLiteral("Played 1 game.") : QStringLiteral("Played 3 games.");
        QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("status"))->text(), expected);
    }
}

void TestSnakeStats::cancelStopsPromptly()
{
    SnakeStatsDialog dialog;
    dialog.show();
    QSignalSpy progressed(&dialog, &SnakeStatsDialog::progressed);
    QSignalSpy finished(&dialog, &SnakeStatsDialog::finished);
    startLongRun(dialog);
    QVERIFY(dialog.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(progressed.count() >= 2, generousMs);

    auto *cancel = dialog.findChild<QPushButton *>(QStringLiteral("cancel"));
    QVERIFY(cancel->isEnabled());
    QTest::mouseClick(cancel, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), generousMs);
    QCOMPARE(finished.count(), 1);
    QVERIFY(dialog.wasCancelled());
    QVERIFY(dialog.findChild<QPushButton *>(QStringLiteral("run"))->isEnabled());

    // The partial result is consistent: the table, the lengths and the histogram agree.
    const int done = progressed.last().at(0).toInt();
    QVERIFY(done < progressed.last().at(1).toInt());
    int played = 0;
    const QTableWidget *table = dialog.resultsTable();
    for (const QString &ai : snakeAiIds()) {
        const int row = rowOf(table, ai);
        QVERIFY(row >= 0);
        const int games = int(value(table, row, SnakeStatsDialog::GamesColumn).toLongLong());
        QCOMPARE(int(dialog.lengthsByAi().at(ai).size()), games);
        const std::vector<int> counts = dialog.histogram()->counts(ai);
        QCOMPARE(std::accumulate(counts.begin(), counts.end(), 0), games);
        played += games;
    }
    QCOMPARE(played, done);

    // A new run starts afresh after a cancelled one (on an even area: the cycle followers play).
    dialog.setArea(5, 4);
    dialog.setStartLength(2);
    dialog.setGames(3);
    QSignalSpy again(&dialog, &SnakeStatsDialog::finished);
    dialog.start();
    QTRY_COMPARE_WITH_TIMEOUT(again.count(), 1, generousMs);
    QVERIFY(!dialog.wasCancelled());
    for (const QString &ai : snakeAiIds())
        QCOMPARE(int(dialog.lengthsByAi().at(ai).size()), 3);
}

void TestSnakeStats::closingWhileRunningStops()
{
    SnakeStatsDialog dialog;
    dialog.show();
    QSignalSpy progressed(&dialog, &SnakeStatsDialog::progressed);
    startLongRun(dialog);
    QTRY_VERIFY_WITH_TIMEOUT(progressed.count() >= 1, generousMs);
    QVERIFY(dialog.close());
    QVERIFY(!dialog.isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), generousMs);
    QVERIFY(dialog.wasCancelled());
}

void TestSnakeStats::destroyingWhileRunningIsSafe()
{
    auto dialog = std::make_unique<SnakeStatsDialog>();
    QSignalSpy progressed(dialog.get(), &SnakeStatsDialog::progressed);
    startLongRun(*dialog);
    QTRY_VERIFY_WITH_TIMEOUT(progressed.count() >= 1, generousMs);
    QVERIFY(dialog->isRunning());
    dialog.reset();
    // Results the worker posted before it stopped must not reach the destroyed dialog.
    QCoreApplication::processEvents();
    QCoreApplication::sendPostedEvents();

    // Destroyed before the first game arrived, too.
    auto early = std::make_unique<SnakeStatsDialog>();
    startLongRun(*early);
    early.reset();
    QCoreApplication::processEvents();
}

void TestSnakeStats::nothingToRunWithoutAnAi()
{
    SnakeStatsDialog dialog;
    QSignalSpy finished(&dialog, &SnakeStatsDialog::finished);
    dialog.setSelectedAis({});
    dialog.start();
    QVERIFY(!dialog.isRunning());
    QCOMPARE(finished.count(), 0);
    QCOMPARE(dialog.resultsTable()->rowCount(), 0);
}

// On 7 x 7 (49 cells, odd) no Hamiltonian cycle exists: the cycle followers would only measure
// their fallback. Run says why before it is pressed, as the command line refuses.
void TestSnakeStats::noCycleFollowerWhereNoCycleExists()
{
    SnakeStatsDialog dialog;
    QSignalSpy finished(&dialog, &SnakeStatsDialog::finished);
    auto *run = dialog.findChild<QPushButton *>(QStringLiteral("run"));
    auto *status = dialog.findChild<QLabel *>(QStringLiteral("status"));
    QVERIFY(run && status);
    dialog.setSelectedAis(snakeAiIds());
    dialog.setArea(7, 7);
    QVERIFY(!run->isEnabled());
    QVERIFY2(status->text().startsWith(QStringLiteral("No Hamiltonian cycle exists here")), qPrintable(status->text()));
    QVERIFY2(status->text().contains(QStringLiteral("the nearest sizes with a cycle are 6 x 7, 8 x 7, 7 x 6")), qPrintable(status->text()));
    dialog.start();
    QVERIFY(!dialog.isRunning());
    QCOMPARE(dialog.resultsTable()->rowCount(), 0);

    // An even area, or no cycle follower, runs.
    dialog.setArea(6, 7);
    QVERIFY(run->isEnabled());
    QVERIFY2(!status->text().contains(QStringLiteral("Hamiltonian")), qPrintable(status->text()));
    dialog.setArea(7, 7);
    QVERIFY(!run->isEnabled());
    QStringList others;
    for (const QString &ai : snakeAiIds()) {
        if (!ai.startsWith(QStringLiteral("hamilton")))
            others << ai;
    }
    QVERIFY(!others.isEmpty() && others.size() < snakeAiIds().size());
    dialog.setSelectedAis(others);
    QVERIFY(run->isEnabled());
    QCOMPARE(finished.count(), 0);
}

void TestSnakeStats::fitsASmallScreen_data()
{
    // The logical screens of 1280 x 800 at 100% and at 150%, less a panel and a title bar.
    QTest::addColumn<QSize>("screen");
    QTest::newRow("1280 x 800") << QSize(1280, 740);
    QTest::newRow("1280 x 800 at 150%") << QSize(853, 480);
}

// After a run the table is filled and its columns sized to their contents: the dialog, its
// Close button, every column and the histogram still fit a small screen. (That it opens
// within the screen is tst_mainwindow's everyDialogFitsTheScreen.)
void TestSnakeStats::fitsASmallScreen()
{
    QFETCH(QSize, screen);
    SnakeStatsDialog dialog;
    dialog.setSelectedAis(snakeAiIds());
    dialog.setArea(6, 6);
    dialog.setStartLength(3);
    dialog.setGames(3);
    QSignalSpy finished(&dialog, &SnakeStatsDialog::finished);
    dialog.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, generousMs);

    const QSize least = dialog.minimumSizeHint();
    QVERIFY2(least.width() <= screen.width() && least.height() <= screen.height(),
             qPrintable(QStringLiteral("%1 x %2").arg(least.width()).arg(least.height())));
    dialog.resize(screen);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY2(dialog.width() <= screen.width() && dialog.height() <= screen.height(),
             qPrintable(QStringLiteral("%1 x %2").arg(dialog.width()).arg(dialog.height())));
    const auto *close = dialog.findChild<QPushButton *>(QStringLiteral("close"));
    QVERIFY(close);
    QVERIFY(dialog.rect().contains(QRect(close->mapTo(&dialog, QPoint(0, 0)), close->size())));
    const QTableWidget *table = dialog.resultsTable();
    QVERIFY2(table->horizontalHeader()->length() <= table->viewport()->width(),
             qPrintable(QStringLiteral("%1 > %2").arg(table->horizontalHeader()->length()).arg(table->viewport()->width())));
    QVERIFY(dialog.histogram()->height() >= dialog.histogram()->minimumSizeHint().height());
}

void TestSnakeStats::resultsShareTheHeight_data()
{
    // The logical screens of 1280 x 800 at 100% and at 150%, less a panel: a scale factor
    // keeps fonts at their logical size, so 150% lays out as a smaller screen would.
    QTest::addColumn<QSize>("screen");
    QTest::newRow("1280 x 800") << QSize(1280, 770);
    QTest::newRow("1280 x 800 at 150%") << QSize(853, 505);
    // The screen the test runs on, at its scale (ctest runs this on 1280 x 800 at 100% and 150%).
    QTest::newRow("this screen") << QSize();
}

// After a run of every AI, at the size the dialog opens with, the histogram's bars have room
// to be read and the table shows four whole rows: once the table took the height and left the
// bars 30 pixels at 100% and none at 150%.
void TestSnakeStats::resultsShareTheHeight()
{
    QFETCH(QSize, screen);
    SnakeStatsDialog dialog;
    if (screen.isValid())
        dialog.resize(SnakeStatsDialog::openingSize(QRect(QPoint(0, 0), screen)));
    else
        screen = dialog.screen()->availableGeometry().size();
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY2(dialog.frameGeometry().width() <= screen.width() && dialog.frameGeometry().height() <= screen.height(),
             qPrintable(QStringLiteral("%1 x %2").arg(dialog.frameGeometry().width()).arg(dialog.frameGeometry().height())));
    dialog.setSelectedAis(snakeAiIds());
    dialog.setArea(6, 6);
    dialog.setStartLength(3);
    dialog.setGames(3);
    QSignalSpy finished(&dialog, &SnakeStatsDialog::finished);
    dialog.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, generousMs);
    QCoreApplication::processEvents();

    const LengthHistogram *histogram = dialog.histogram();
    QVERIFY2(histogram->height() >= 120, qPrintable(QString::number(histogram->height())));
    // The axes' texts take their share; what is left is what a reader sees of the bars.
    QVERIFY2(histogram->plotArea().height() >= 4 * histogram->fontMetrics().height(),
             qPrintable(QString::number(histogram->plotArea().height())));
    const QTableWidget *table = dialog.resultsTable();
    QCOMPARE(table->rowCount(), int(snakeAiIds().size()));
    QVERIFY(table->rowCount() >= 4);
    // Each row carries its series' colour, the histogram's legend.
    for (int row = 0; row < table->rowCount(); ++row)
        QCOMPARE(table->item(row, SnakeStatsDialog::AiColumn)->data(Qt::DecorationRole).value<QColor>(),
                 LengthHistogram::seriesColour(histogram->seriesNames().indexOf(
                     table->item(row, SnakeStatsDialog::AiColumn)->data(SnakeStatsDialog::valueRole).toString())));
    for (int row = 0; row < 4; ++row) {
        const QRect cell = table->visualRect(table->model()->index(row, SnakeStatsDialog::AiColumn));
        QVERIFY2(table->viewport()->rect().contains(cell),
                 qPrintable(QStringLiteral("row %1 at %2..%3 of %4").arg(row).arg(cell.top()).arg(cell.bottom())
                                .arg(table->viewport()->height())));
    }
}

// Every game ends at the start length, so every series' only bar stands in the first bucket
// at full height: the legend must leave the top of each in sight.
void TestSnakeStats::bucketsSayWhatTheyHold()
{
    // 4 to 64 on an 8 x 8 board groups three lengths a bucket: the axis must say which, so a
    // game of length 36 is not read off as 34.
    LengthHistogram histogram;
    for (const auto &[low, high] : {std::pair{4, 64}, std::pair{3, 12}, std::pair{2, 400}}) {
        histogram.setRange(low, high);
        for (int length = low; length <= high; ++length) {
            const QString label = histogram.bucketLabel(histogram.bucketOf(length));
            const QStringList ends = label.split(QChar(0x2013));
            QVERIFY2(ends.size() <= 2, qPrintable(label));
            const int first = ends.first().toInt();
            const int last = ends.last().toInt();
            QVERIFY2(first <= length && length <= last && last <= high,
                     qPrintable(QStringLiteral("length %1 under \"%2\"").arg(length).arg(label)));
        }
    }
}

void TestSnakeStats::legendCoversNoBar()
{
    LengthHistogram histogram;
    histogram.resize(420, 220);
    histogram.setRange(3, 36);
    std::map<QString, std::vector<int>> lengths;
    QHash<QString, QString> labels;
    for (const QString &ai : snakeAiIds()) {
        lengths[ai] = {3, 3, 3, 3};
        labels.insert(ai, QStringLiteral("A long display name for ") + ai);
    }
    histogram.setSeriesLabels(labels);
    histogram.setLengths(snakeAiIds(), lengths);
    const QImage image = histogram.grab().toImage();
    const QRect plot = histogram.plotArea();
    QVERIFY(!histogram.legendArea().isEmpty());
    QVERIFY(!histogram.legendArea().intersects(plot));
    QSet<QRgb> seen;
    const double slot = double(plot.width()) / histogram.bucketCount();
    for (int x = plot.left(); x < plot.left() + slot; ++x)
        seen.insert(image.pixel(x, plot.top() + 2));
    for (int series = 0; series < int(snakeAiIds().size()); ++series)
        QVERIFY2(seen.contains(LengthHistogram::seriesColour(series).rgb()), qPrintable(snakeAiIds()[series]));
}

// After the language changes under the open dialog (Chinese texts are narrower than English
// ones), every column's header and the rules read whole, and the rows name the AIs in the new
// language: without the family's label they all share ("Snake: "), whole in their tooltips, and
// cut short, if at all, at the end.
void TestSnakeStats::namesAndHeadersReadWhole_data()
{
    // The logical screens of 1280 x 800 at 100% and at 150%, less a panel.
    QTest::addColumn<QSize>("screen");
    QTest::newRow("1280 x 800") << QSize(1280, 770);
    QTest::newRow("1280 x 800 at 150%") << QSize(853, 505);
}

void TestSnakeStats::namesAndHeadersReadWhole()
{
    QFETCH(QSize, screen);
    const bool chinese = Language::available().contains(QStringLiteral("zh_CN"));
    if (chinese)
        QVERIFY(Language::install(QStringLiteral("zh_CN")));
    SnakeStatsDialog dialog;
    dialog.resize(SnakeStatsDialog::openingSize(QRect(QPoint(0, 0), screen)));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.setSelectedAis(snakeAiIds());
    dialog.setArea(6, 6);
    dialog.setStartLength(3);
    dialog.setGames(2);
    QSignalSpy finished(&dialog, &SnakeStatsDialog::finished);
    dialog.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, generousMs);
    if (chinese) {
        QVERIFY(Language::install(QStringLiteral("en")));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    }
    QCoreApplication::processEvents();

    const QTableWidget *table = dialog.resultsTable();
    const QHeaderView *header = table->horizontalHeader();
    const QFontMetrics headerMetrics(header->font());
    for (int column = 0; column < SnakeStatsDialog::ColumnCount; ++column) {
        const QString text = table->horizontalHeaderItem(column)->text();
        QVERIFY2(header->sectionSize(column) >= headerMetrics.horizontalAdvance(text),
                 qPrintable(QStringLiteral("\"%1\": %2 < %3").arg(text).arg(header->sectionSize(column))
                                .arg(headerMetrics.horizontalAdvance(text))));
    }
    QCOMPARE(table->textElideMode(), Qt::ElideRight);
    QSet<QString> dropped;
    for (int row = 0; row < table->rowCount(); ++row) {
        const QTableWidgetItem *name = table->item(row, SnakeStatsDialog::AiColumn);
        const auto *box = dialog.findChild<QCheckBox *>(name->data(SnakeStatsDialog::valueRole).toString());
        QVERIFY(box);
        QCOMPARE(name->toolTip(), box->text());
        QVERIFY2(box->text().endsWith(name->text()) && name->text().size() < box->text().size(), qPrintable(name->text()));
        dropped.insert(box->text().chopped(name->text().size()));
    }
    QCOMPARE(dropped, QSet<QString>{QStringLiteral("Snake: ")});
    // However short the names are cut, no two read alike (three Hamiltonian-cycle AIs begin
    // with the same words): their cells, past the colour swatch, are drawn differently.
    auto *view = const_cast<QTableWidget *>(table);
    view->clearSelection();
    view->setCurrentIndex(QModelIndex());
    const int swatch = view->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, view)
        + 3 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1);
    QList<QImage> shown;
    for (int row = 0; row < table->rowCount(); ++row) {
        // Only a row in sight is drawn.
        view->scrollToItem(table->item(row, SnakeStatsDialog::AiColumn));
        const QRect cell = table->visualItemRect(table->item(row, SnakeStatsDialog::AiColumn)).adjusted(swatch, 0, 0, 0);
        shown << view->viewport()->grab(cell).toImage();
        for (int other = 0; other < row; ++other)
            QVERIFY2(shown[other] != shown[row],
                     qPrintable(QStringLiteral("\"%1\" and \"%2\" read alike in %3 pixels")
                                    .arg(table->item(other, SnakeStatsDialog::AiColumn)->text(),
                                         table->item(row, SnakeStatsDialog::AiColumn)->text())
                                    .arg(cell.width())));
    }

    auto *rules = dialog.findChild<QComboBox *>(QStringLiteral("rules"));
    QVERIFY(rules);
    for (int i = 0; i < rules->count(); ++i) {
        rules->setCurrentIndex(i);
        QCoreApplication::processEvents();
        QStyleOptionComboBox option;
        option.initFrom(rules);
        option.editable = false;
        option.currentText = rules->currentText();
        const QRect field = rules->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, rules);
        QVERIFY2(field.width() >= rules->fontMetrics().horizontalAdvance(rules->currentText()),
                 qPrintable(QStringLiteral("\"%1\": %2").arg(rules->currentText()).arg(field.width())));
    }
}

// A refusal that runs to seven lines beside the progress (the cycle followers on an odd area,
// in Chinese at 150%) keeps to its own place at the size the dialog opens with: the results
// below it are not drawn over it, and every line of it can be brought into sight.
void TestSnakeStats::longRefusalKeepsToItsPlace()
{
    const bool chinese = Language::available().contains(QStringLiteral("zh_CN"));
    if (chinese)
        QVERIFY(Language::install(QStringLiteral("zh_CN")));
    SnakeStatsDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.setSelectedAis(snakeAiIds());
    dialog.setArea(7, 7);
    QTest::qWait(50);
    auto *status = dialog.findChild<QLabel *>(QStringLiteral("status"));
    QVERIFY(status);
    const QString text = status->text();
    if (chinese)
        QVERIFY(Language::install(QStringLiteral("en")));
    QVERIFY(!text.isEmpty());
    const QRect message(status->mapTo(&dialog, QPoint(0, 0)), status->size());
    // The part of the message the dialog shows: all of it, or what its scroll area lets through.
    QRect shown = message;
    for (QWidget *parent = status->parentWidget(); parent && parent != &dialog; parent = parent->parentWidget())
        shown &= QRect(parent->mapTo(&dialog, QPoint(0, 0)), parent->size());
    const auto *histogram = dialog.histogram();
    const QRect results(dialog.resultsTable()->mapTo(&dialog, QPoint(0, 0)),
                        histogram->mapTo(&dialog, QPoint(0, histogram->height())));
    QVERIFY2(!shown.intersects(results),
             qPrintable(QStringLiteral("the message (%1..%2) over the results (%3..)")
                            .arg(shown.top()).arg(shown.bottom()).arg(results.top())));
    QVERIFY2(histogram->height() >= histogram->minimumSizeHint().height(),
             qPrintable(QStringLiteral("the histogram is %1 high of %2").arg(histogram->height())
                            .arg(histogram->minimumSizeHint().height())));
    QVERIFY2(status->height() >= status->heightForWidth(status->width()),
             qPrintable(QStringLiteral("\"%1\" is %2 high of %3").arg(text).arg(status->height())
                            .arg(status->heightForWidth(status->width()))));
}

// Open, change the inputs, close, open again: the inputs are as they were left.
void TestSnakeStats::inputsAreRememberedBetweenOpenings()
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    const QStringList chosen{snakeAiIds().first(), snakeAiIds().last()};
    {
        SnakeStatsDialog dialog;
        dialog.readSettings(settings);
        dialog.setSelectedAis(chosen);
        dialog.setArea(10, 7);
        dialog.setStartLength(5);
        dialog.setStrictTail(true);
        dialog.setGames(37);
        dialog.setFirstSeed(4242);
        dialog.writeSettings(settings);
    }
    settings.sync();
    QSettings reread(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    SnakeStatsDialog dialog;
    dialog.readSettings(reread);
    QCOMPARE(dialog.selectedAis(), chosen);
    QCOMPARE(dialog.findChild<QSpinBox *>(QStringLiteral("width"))->value(), 10);
    QCOMPARE(dialog.findChild<QSpinBox *>(QStringLiteral("height"))->value(), 7);
    QCOMPARE(dialog.findChild<QSpinBox *>(QStringLiteral("startLength"))->value(), 5);
    QCOMPARE(dialog.findChild<QComboBox *>(QStringLiteral("rules"))->currentIndex(), 1);
    QCOMPARE(dialog.findChild<QSpinBox *>(QStringLiteral("games"))->value(), 37);
    QCOMPARE(dialog.findChild<QSpinBox *>(QStringLiteral("firstSeed"))->value(), 4242);
}

// A settings file written by hand or by another version: every value out of range, of the
// wrong type or unknown leaves its input as a new dialog has it.
void TestSnakeStats::badStoredInputsGiveTheDefaults()
{
    const SnakeStatsDialog fresh;
    const auto spin = [](const SnakeStatsDialog &dialog, const char *name) {
        return dialog.findChild<QSpinBox *>(QLatin1String(name))->value();
    };
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    settings.setValue(QStringLiteral("snakeStatistics/ais"), QStringList{QStringLiteral("no-such-ai")});
    settings.setValue(QStringLiteral("snakeStatistics/width"), 100000);
    settings.setValue(QStringLiteral("snakeStatistics/height"), QStringLiteral("tall"));
    settings.setValue(QStringLiteral("snakeStatistics/startLength"), -3);
    settings.setValue(QStringLiteral("snakeStatistics/strictTail"), QStringLiteral("maybe"));
    settings.setValue(QStringLiteral("snakeStatistics/games"), 0);
    settings.setValue(QStringLiteral("snakeStatistics/firstSeed"), QStringLiteral("1e99"));
    SnakeStatsDialog dialog;
    dialog.readSettings(settings);
    QCOMPARE(dialog.selectedAis(), fresh.selectedAis());
    for (const char *name : {"width", "height", "startLength", "games", "firstSeed"})
        QVERIFY2(spin(dialog, name) == spin(fresh, name), name);
    QCOMPARE(dialog.findChild<QComboBox *>(QStringLiteral("rules"))->currentIndex(),
             fresh.findChild<QComboBox *>(QStringLiteral("rules"))->currentIndex());
}

QTEST_MAIN(TestSnakeStats)
#include "tst_snakestats.moc"
