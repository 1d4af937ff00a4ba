// Texts a user reads in the window, whole or cut short with "…" and the whole text in a
// tooltip, never clipped mid-word: on a 1280 x 800 laptop at 100% and 150%, after the language
// is switched while the window is open, as well as in the language it started in.

#include "comparepane.h"
#include "elidedcombobox.h"
#include "language.h"
#include "languageswitch.h"
#include "mainwindow.h"
#include "runcontroller.h"

#include <QAbstractItemView>
#include <QAction>
#include <QDockWidget>
#include <QHeaderView>
#include <QSettings>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTableWidget>
#include <QToolButton>
#include <QToolTip>
#include <QTreeView>
#include <QtTest>

using namespace gridtrace;

namespace {

bool waitForTrace(MainWindow &window)
{
    return QTest::qWaitFor([&] { return window.trace() && !window.runner().isRunning(); }, 20000);
}

// The tooltip a user sees resting the pointer at `at` of `widget`.
QString toolTipAt(QWidget *widget, QPoint at)
{
    // The last tooltip's text lingers while it fades.
    QToolTip::hideText();
    if (!QTest::qWaitFor([] { return !QToolTip::isVisible(); }, 2000))
        return QStringLiteral("(a tooltip that stays)");
    QHelpEvent help(QEvent::ToolTip, at, widget->mapToGlobal(at));
    QCoreApplication::sendEvent(widget, &help);
    const QString text = QToolTip::isVisible() ? QToolTip::text() : QString();
    QToolTip::hideText();
    return text;
}

// How a cell of a list or table is cut, empty when it reads whole: it runs past the view's
// edge, its wrapped lines need more height than the row has, or its one line is cut short
// without its whole text in the tooltip.
QString cellCut(const QAbstractItemView *view, const QModelIndex &index)
{
    const QString text = index.data(Qt::DisplayRole).toString();
    if (text.isEmpty())
        return {};
    const QRect rect = view->visualRect(index);
    if (rect.right() > view->viewport()->rect().right())
        return QStringLiteral("\"%1\" runs past the view's edge (%2 > %3)").arg(text).arg(rect.right())
            .arg(view->viewport()->rect().right());
    const int margin = view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
    int room = rect.width() - 2 * margin;
    if (!index.data(Qt::DecorationRole).isNull())
        room -= view->iconSize().width() + margin;
    const QFontMetrics metrics(view->font());
    const QRect needed = metrics.boundingRect(QRect(0, 0, room, 100000), Qt::TextWordWrap, text);
    if (needed.width() <= room && (needed.height() <= rect.height() || metrics.horizontalAdvance(text) <= room))
        return {};
    if (view->property("wordWrap").toBool())
        return QStringLiteral("\"%1\" needs %2 x %3, has %4 x %5").arg(text).arg(needed.width()).arg(needed.height())
            .arg(room).arg(rect.height());
    if (index.data(Qt::ToolTipRole).toString() != text)
        return QStringLiteral("\"%1\" is cut short (%2 of %3) with no tooltip").arg(text).arg(room)
            .arg(metrics.horizontalAdvance(text));
    return {};
}

// How a combo box's text is cut, empty when it reads whole or ends in "…" with the whole text in
// its tooltip.
QString comboCut(QComboBox *combo)
{
    QStyleOptionComboBox option;
    option.initFrom(combo);
    option.currentText = combo->currentText();
    const QRect field = combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
    const QString text = combo->currentText();
    const int width = combo->fontMetrics().horizontalAdvance(text);
    if (width <= field.width())
        return {};
    const auto *elided = qobject_cast<ElidedComboBox *>(combo);
    if (!elided)
        return QStringLiteral("\"%1\" (%2) is clipped to %3").arg(text).arg(width).arg(field.width());
    const QString shown = elided->shownText();
    if (!shown.endsWith(QStringLiteral("…")) || combo->fontMetrics().horizontalAdvance(shown) > field.width())
        return QStringLiteral("\"%1\" shows as \"%2\" in %3").arg(text, shown).arg(field.width());
    if (!toolTipAt(combo, field.center()).contains(text))
        return QStringLiteral("\"%1\" is cut short with no tooltip").arg(text);
    return {};
}

} // namespace

class TestClippedTexts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void windowTextsAfterALanguageSwitch_data();
    void windowTextsAfterALanguageSwitch();
    void watchesHeaderAfterALanguageSwitchInAGame_data();
    void watchesHeaderAfterALanguageSwitchInAGame();
    void cleanup();
};

void TestClippedTexts::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GridTraceTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_clippedtexts"));
    QSettings().clear();
}

void TestClippedTexts::cleanup()
{
    Language::install(QStringLiteral("en"));
    QSettings().clear();
}

void TestClippedTexts::windowTextsAfterALanguageSwitch_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::newRow("Chinese, then English") << QStringLiteral("zh_CN") << QStringLiteral("en");
    QTest::newRow("English, then Chinese") << QStringLiteral("en") << QStringLiteral("zh_CN");
}

// The compare box beside the board, the names in the Watches, the meanings in the Legend and
// the tabs of the docks stacked at the bottom right: every one read whole, or cut short with its
// whole text in a tooltip, after the window changes language.
void TestClippedTexts::windowTextsAfterALanguageSwitch()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    if (!Language::available().contains(QStringLiteral("zh_CN")))
        QSKIP("No Chinese translation built");
    QVERIFY(switchLanguage(from));
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample(QStringLiteral("astar-maze"));
    QVERIFY(waitForTrace(window));
    auto *compare = window.findChild<QAction *>(QStringLiteral("compareAction"));
    QVERIFY(compare);
    compare->trigger();
    QVERIFY(window.comparePane() && window.comparePane()->isVisible());
    QTest::qWait(100);
    QVERIFY(switchLanguage(to));
    QTest::qWait(100);

    QStringList problems;
    auto *choice = window.comparePane()->findChild<QComboBox *>(QStringLiteral("compareAlgorithm"));
    QVERIFY(choice);
    // Every companion in turn: the longest name is the one cut.
    for (int i = 0; i < choice->count(); ++i) {
        choice->setCurrentIndex(i);
        if (const QString cut = comboCut(choice); !cut.isEmpty())
            problems << QStringLiteral("Compare: ") + cut;
    }

    auto *watches = window.findChild<QDockWidget *>(QStringLiteral("watchesDock"));
    QVERIFY(watches);
    auto *table = watches->findChild<QTableWidget *>();
    QVERIFY(table && table->rowCount() > 3);
    // Names take up to two fifths of the table: one that fits there reads on one line, not
    // wrapped at the width the last language's names needed.
    const int margin = table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
    for (int row = 0; row < table->rowCount(); ++row) {
        const QString name = table->item(row, 0)->text();
        const int width = table->fontMetrics().horizontalAdvance(name) + 2 * margin;
        if (const QString cut = cellCut(table, table->model()->index(row, 0)); !cut.isEmpty())
            problems << QStringLiteral("Watches: ") + cut;
        else if (width < table->viewport()->width() * 2 / 5 && width > table->columnWidth(0))
            problems << QStringLiteral("Watches: \"%1\" (%2) wraps in a column of %3 of %4").arg(name).arg(width)
                            .arg(table->columnWidth(0)).arg(table->viewport()->width());
    }

    auto *legend = window.findChild<QDockWidget *>(QStringLiteral("legendDock"));
    QVERIFY(legend);
    auto *legendView = legend->findChild<QTreeView *>();
    QVERIFY(legendView && legendView->model()->rowCount() > 3);
    for (int row = 0; row < legendView->model()->rowCount(); ++row) {
        for (int column = 0; column < 2; ++column) {
            if (const QString cut = cellCut(legendView, legendView->model()->index(row, column)); !cut.isEmpty())
                problems << QStringLiteral("Legend: ") + cut;
        }
    }

    int tabs = 0;
    for (QTabBar *bar : window.findChildren<QTabBar *>()) {
        if (!bar->isVisible() || bar->parentWidget() != &window)
            continue;
        QList<QRect> arrows;
        for (const QToolButton *arrow : bar->findChildren<QToolButton *>()) {
            if (arrow->isVisible())
                arrows << arrow->geometry();
        }
        // The width of a tab that shows its text whole, as QTabBar measures it.
        const auto whole = [bar](int i) {
            return bar->fontMetrics().horizontalAdvance(bar->tabText(i))
                + bar->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, bar);
        };
        for (int i = 0; i < bar->count(); ++i, ++tabs) {
            const QRect rect = bar->tabRect(i);
            const QString text = bar->tabText(i);
            bool hidden = !bar->rect().contains(rect);
            for (const QRect &arrow : std::as_const(arrows))
                hidden = hidden || arrow.intersects(rect);
            if (hidden)
                problems << QStringLiteral("Tab \"%1\" is out of sight").arg(text);
            else if (rect.width() < whole(i) && toolTipAt(bar, rect.center()) != text)
                problems << QStringLiteral("Tab \"%1\" is cut short (%2 of %3) with no tooltip").arg(text)
                                .arg(rect.width()).arg(whole(i));
        }
    }
    QVERIFY(tabs >= 3);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestClippedTexts::watchesHeaderAfterALanguageSwitchInAGame_data()
{
    windowTextsAfterALanguageSwitch_data();
}

// During a game the Watches have no rows, only their header: after a language switch its titles
// read whole, as wide as the header itself needs them ("Name" was cut after Chinese's 名称).
void TestClippedTexts::watchesHeaderAfterALanguageSwitchInAGame()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    if (!Language::available().contains(QStringLiteral("zh_CN")))
        QSKIP("No Chinese translation built");
    QVERIFY(switchLanguage(from));
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample(QStringLiteral("astar-maze"));
    QVERIFY(waitForTrace(window));
    QTest::qWait(100);
    auto *play = window.findChild<QAction *>(QStringLiteral("playLinkAction"));
    QVERIFY(play);
    play->trigger();
    QVERIFY(play->isChecked());
    QTest::qWait(100);
    auto *table = window.findChild<QDockWidget *>(QStringLiteral("watchesDock"))->findChild<QTableWidget *>();
    QVERIFY(table && table->isVisible());
    QCOMPARE(table->rowCount(), 0);
    QVERIFY(switchLanguage(to));
    QTest::qWait(100);
    const QHeaderView *header = table->horizontalHeader();
    for (int section = 0; section < header->count(); ++section) {
        const QString title = header->model()->headerData(section, Qt::Horizontal).toString();
        const int shown = std::min(header->sectionViewportPosition(section) + header->sectionSize(section),
                                   header->viewport()->width()) - header->sectionViewportPosition(section);
        QVERIFY2(shown >= header->sectionSizeHint(section),
                 qPrintable(QStringLiteral("\"%1\" has %2 of the %3 pixels it needs").arg(title).arg(shown)
                                .arg(header->sectionSizeHint(section))));
    }
    play->trigger();
    QVERIFY(!play->isChecked());
}

QTEST_MAIN(TestClippedTexts)
#include "tst_clippedtexts.moc"
