// Lianliankan's traces as a user reads them in the window: the clearing of a whole board names
// the tiles by the cells the board shows (the status bar's, the breakpoints'), draws no start
// or goal it does not use, lists no terrain costs in its legend; the fewest-turn search writes
// its cells' labels in the language shown.

#include "boardrenderer.h"
#include "elidedlabel.h"
#include "gridview.h"
#include "legenddock.h"
#include "mainwindow.h"
#include "playbackcontroller.h"
#include "runcontroller.h"

#include "grid/scenariofile.h"
#include "trace/cursor.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QTreeWidget>

using namespace gridtrace;

namespace {

bool waitForTrace(MainWindow &window)
{
    return QTest::qWaitFor([&] { return window.trace() && !window.runner().isRunning(); }, 20000);
}

// The example board, to be run with another of the family's algorithms.
QString linkRingWith(const QTemporaryDir &dir, const QString &algorithm)
{
    QFile example(QStringLiteral(GRIDTRACE_TEST_DATA "/../../resources/examples/link-ring.json"));
    if (!example.open(QIODevice::ReadOnly))
        return {};
    QJsonObject scenario = QJsonDocument::fromJson(example.readAll()).object();
    scenario.insert(QStringLiteral("algorithm"), algorithm);
    const QString fileName = dir.filePath(algorithm + QStringLiteral(".json"));
    QSaveFile file(fileName);
    const QByteArray json = QJsonDocument(scenario).toJson();
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit())
        return {};
    return fileName;
}

QString stepStatus(const MainWindow &window)
{
    return window.findChild<ElidedLabel *>(QStringLiteral("stepStatus"))->fullText();
}

// A language whose word for a cell's length is its own.
class LengthTranslator : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        if (qstrcmp(context, "BoardRenderer") == 0 && qstrcmp(sourceText, "length") == 0)
            return QStringLiteral("长度");
        return {};
    }
};

} // namespace

class TestLinkTraceTexts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void clearingNamesTheCellsOnScreen();
    void labelsAreInTheLanguageShown();

private:
    QTemporaryDir m_dir;
};

void TestLinkTraceTexts::clearingNamesTheCellsOnScreen()
{
    const QString fileName = linkRingWith(m_dir, QStringLiteral("link-solve"));
    QVERIFY(!fileName.isEmpty());
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openFile(fileName), qPrintable(window.lastError()));
    QVERIFY(waitForTrace(window));
    const Scenario scenario = window.document().scenario();
    // The board file's start and goal are on tiles the clearing takes off.
    QVERIFY(scenario.start && scenario.goal);
    const std::shared_ptr<const Trace> trace = window.trace();
    const Grid &board = trace->header.board;

    // Each pair's step names its tiles by the cells the board shows them on; the first of the
    // two is the step's cell.
    static const QRegularExpression pair(QStringLiteral("(\\d+) of \\d+: kind \\d+ at \\((\\d+),(\\d+)\\) and \\((\\d+),(\\d+)\\)"));
    int pairsSeen = 0;
    for (int position = 1; position <= trace->stepCount() && pairsSeen < 5; ++position) {
        window.playback().seek(position);
        const QString status = stepStatus(window);
        const QRegularExpressionMatch match = pair.match(status);
        if (!match.hasMatch())
            continue;
        ++pairsSeen;
        const CellPos first{match.captured(2).toInt(), match.captured(3).toInt()};
        const CellPos second{match.captured(4).toInt(), match.captured(5).toInt()};
        QCOMPARE(first, board.pos(int(trace->steps[std::size_t(position) - 1].cell)));
        // Both are tiles of the board as it opened, where the status bar names them.
        QVERIFY2(scenario.tiles[std::size_t(board.index(first))] > 0, qPrintable(status));
        QVERIFY2(scenario.tiles[std::size_t(board.index(second))] > 0, qPrintable(status));
    }
    QCOMPARE(pairsSeen, 5);

    // Cleared, the board shows no start or goal: the clearing uses none, and its legend
    // explains none, nor a cost of entering a cell, which no Lianliankan search reads.
    window.playback().toEnd();
    GridView *view = window.gridView();
    view->repaint();
    const QImage image = view->grab().toImage();
    const qreal ratio = image.devicePixelRatio();
    for (const CellPos cell : {*scenario.start, *scenario.goal}) {
        const QPointF centre = view->cellRect(cell).center() * ratio;
        const QColor shown = image.pixelColor(centre.toPoint());
        QVERIFY2(shown != view->themePalette().start() && shown != view->themePalette().goal(),
                 qPrintable(shown.name()));
    }
    QTreeWidget *legend = window.findChild<LegendDock *>()->view();
    QStringList rows;
    for (int i = 0; i < legend->topLevelItemCount(); ++i)
        rows << legend->topLevelItem(i)->text(0);
    QVERIFY2(!rows.join(u'|').contains(QStringLiteral("Terrain")), qPrintable(rows.join(u'|')));
    QVERIFY2(!rows.join(u'|').contains(QStringLiteral("Start")), qPrintable(rows.join(u'|')));
    QVERIFY2(rows.join(u'|').contains(QStringLiteral("Wall")), qPrintable(rows.join(u'|')));
}

void TestLinkTraceTexts::labelsAreInTheLanguageShown()
{
    QCOMPARE(BoardRenderer::cellLabelName(QStringLiteral("length")), QStringLiteral("length"));
    QCOMPARE(BoardRenderer::cellLabelName(QStringLiteral("g")), QStringLiteral("g"));
    const QString fileName = linkRingWith(m_dir, QStringLiteral("link-min-turn"));
    QVERIFY(!fileName.isEmpty());
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openFile(fileName), qPrintable(window.lastError()));
    QVERIFY(waitForTrace(window));
    GridView *view = window.gridView();
    QVERIFY(view->showLabels());
    // A step with lengths written on the cells, drawn large enough to carry them.
    const int step = std::min(10, window.trace()->stepCount());
    window.playback().seek(step);
    view->resize(800, 640);
    view->repaint();
    const QImage english = view->grab().toImage();

    LengthTranslator chinese;
    QVERIFY(QCoreApplication::installTranslator(&chinese));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCOMPARE(BoardRenderer::cellLabelName(QStringLiteral("length")), QStringLiteral("长度"));
    view->repaint();
    const QImage translated = view->grab().toImage();
    QCoreApplication::removeTranslator(&chinese);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    // The same step, the same board: only the labels' word differs.
    QCOMPARE(english.size(), translated.size());
    QVERIFY(english != translated);
    view->repaint();
    QCOMPARE(view->grab().toImage(), english);
}

QTEST_MAIN(TestLinkTraceTexts)
#include "tst_linktracetexts.moc"
