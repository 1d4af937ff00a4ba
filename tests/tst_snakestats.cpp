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
#include <QSignalSpy>
#include <QSpinBox>
#include <QStyleOptionComboBox>
#include <QTableWidget>
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
    void fitsASmallScreen_data();
    void fitsASmallScreen();
    void resultsShareTheHeight_data();
    void resultsShareTheHeight();
    void legendCoversNoBar();
    void bucketsSayWhatTheyHold();
    void namesAndHeadersReadWhole_data();
    void namesAndHeadersReadWhole();
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

    // A new run starts afresh after a cancelled one.
    dialog.setArea(5, 5);
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

QTEST_MAIN(TestSnakeStats)
#include "tst_snakestats.moc"
