// An exported HTML page must replay the trace by itself: loaded in headless Chromium it reaches
// the step asked for and shows the counters, status and caption the application shows there.

#include "chromiumpage.h"
#include "linkboards.h"
#include "paneltraces.h"

#include "export/htmlexporter.h"

#include "catalogue/catalogue.h"
#include "puzzle/puzzlealgorithms.h"
#include "puzzle/puzzleboard.h"
#include "snake/snakerules.h"
#include "trace/cursor.h"
#include "trace/recorder.h"

#include "language.h"
#include "legenddock.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QTest>
#include <QUrl>

using namespace gridtrace;

namespace {

std::unique_ptr<Trace> snakeTrace()
{
    Scenario scenario;
    scenario.board = SnakeRules::walledArea(6, 6, 1, false).board;
    scenario.algorithm = QStringLiteral("snake-greedy");
    scenario.start = CellPos{3, 1};
    scenario.seed = 7;
    scenario.parameters = {{QStringLiteral("start-length"), 3}};
    auto trace = std::make_unique<Trace>();
    const RunOutcome outcome = Catalogue::run(scenario, trace.get());
    if (!outcome.error.isEmpty()) {
        QTest::qFail(qPrintable(outcome.error), __FILE__, __LINE__);
        return nullptr;
    }
    return trace;
}

std::unique_ptr<Trace> puzzleTrace()
{
    const PuzzleBoard board = PuzzleBoard::shuffled(3, 3, PuzzleGoal::BlankLast, 5);
    Scenario scenario;
    puzzleToScenario(board, scenario);
    scenario.algorithm = QStringLiteral("seed-004");
    scenario.parameters.insert(QStringLiteral("goal"), goalId(board.goal()));
    auto trace = std::make_unique<Trace>();
    const RunOutcome outcome = Catalogue::run(scenario, trace.get());
    if (!outcome.error.isEmpty()) {
        QTest::qFail(qPrintable(outcome.error), __FILE__, __LINE__);
        return nullptr;
    }
    return trace;
}

std::unique_ptr<Trace> linkTrace()
{
    QRandomGenerator rng(5);
    for (int attempt = 0; attempt < 100; ++attempt) {
        const LinkBoard board = linktest::gameBoard(rng, 10, 8);
        const auto pair = linktest::samePair(rng, board);
        if (!pair)
            continue;
        Scenario scenario;
        board.toScenario(scenario);
        scenario.start = board.pos(pair->from);
        scenario.goal = board.pos(pair->to);
        scenario.algorithm = QStringLiteral("link-min-turn");
        auto trace = std::make_unique<Trace>();
        const RunOutcome outcome = Catalogue::run(scenario, trace.get());
        if (outcome.error.isEmpty() && trace->stepCount() >= 6)
            return trace;
    }
    QTest::qFail("no Lianliankan board gave a trace", __FILE__, __LINE__);
    return nullptr;
}

std::unique_ptr<Trace> traceOf(const QString &family)
{
    if (family == u"astar")
        return paneltest::tracedRun(QStringLiteral("astar"), paneltest::scatteredBoard(24, 16, 3));
    if (family == u"snake")
        return snakeTrace();
    if (family == u"puzzle")
        return puzzleTrace();
    return linkTrace();
}

const QString chineseCaption = QStringLiteral("第一段：从起点展开，\n注意开放列表的大小");
const QString scriptCaption = QStringLiteral("</script><b>not bold</b> & \"quoted\"");

// What the application shows at a position, told independently of the page: the cursor's scene.
struct Expected
{
    QStringList counters;
    QString status;
    QString caption;
};

Expected expectedAt(const Trace &trace, int position)
{
    Cursor cursor(trace);
    cursor.seek(position);
    Expected expected;
    for (int i = 0; i < trace.tables.counters.size(); ++i)
        expected.counters << QLocale(QLocale::English).toString(cursor.scene().counter(i));
    const int status = cursor.scene().status();
    expected.status = status > 0 ? displayStatus(trace.tables.strings.value(status)) : QString();
    const Bookmark *bookmark = bookmarkInForce(trace.bookmarks, position);
    expected.caption = bookmark ? bookmark->caption : QString();
    return expected;
}

// The element ids the page gives the counters: the id, and the index after a repeated one.
QStringList counterElementIds(const Trace &trace)
{
    QStringList ids;
    for (int i = 0; i < trace.tables.counters.size(); ++i) {
        QString id = QStringLiteral("counter-") + trace.tables.counters[i];
        if (ids.contains(id))
            id += QLatin1Char('-') + QString::number(i);
        ids << id;
    }
    return ids;
}

} // namespace

class TestHtmlExport : public QObject
{
    Q_OBJECT

private slots:
    void pageIsSelfContained_data();
    void pageIsSelfContained();
    void replaysInChromium_data();
    void replaysInChromium();
    void stepOverAndOutMatchTheCursor_data();
    void stepOverAndOutMatchTheCursor();
    void badTargetsFailCleanly();
    void wrappedCodeKeepsItsIndentation();
    void speaksTheApplicationsLanguage();
    void countsAreGroupedAsTheWindowGroupsThem();
    void legendListsWhatTheWindowsLegendLists_data();
    void legendListsWhatTheWindowsLegendLists();
    void noEndpointsWhereTheAlgorithmHasNone();
};

void TestHtmlExport::pageIsSelfContained_data()
{
    QTest::addColumn<QString>("family");
    for (const char *family : {"astar", "snake", "puzzle", "link"})
        QTest::newRow(family) << QString::fromLatin1(family);
}

void TestHtmlExport::pageIsSelfContained()
{
    QFETCH(QString, family);
    auto trace = traceOf(family);
    QVERIFY(trace);
    setBookmark(trace->bookmarks, {1, scriptCaption});
    const QByteArray page = HtmlExporter::page(*trace, HtmlExporter::Options());
    QVERIFY(page.startsWith("<!DOCTYPE html>"));
    const QByteArray lower = page.toLower();
    QVERIFY2(!lower.contains("http://") && !lower.contains("https://"), "the page refers to the network");
    QVERIFY2(!lower.contains("src="), "the page loads another file");
    QVERIFY2(!lower.contains("<link"), "the page loads another file");
    // Four script elements (data, steps, changes, player) and nothing a caption closed early.
    QCOMPARE(lower.count("</script"), 4);
    QVERIFY(!page.contains(scriptCaption.toUtf8()));
    // The player and its style are inline, not placeholders.
    QVERIFY(!page.contains("{{script}}") && !page.contains("{{style}}") && !page.contains("{{data}}"));
    QVERIFY(page.contains("function seek("));
}

void TestHtmlExport::replaysInChromium_data()
{
    pageIsSelfContained_data();
}

void TestHtmlExport::replaysInChromium()
{
    if (!QFileInfo::exists(chromium))
        QFAIL("headless Chromium is needed at /usr/bin/chromium: install Debian's chromium package "
              "(scripts/dev.sh installs it)");
    QFETCH(QString, family);
    auto trace = traceOf(family);
    QVERIFY(trace);
    const int steps = trace->stepCount();
    QVERIFY(steps >= 6);
    const int middle = steps / 2;
    setBookmark(trace->bookmarks, {steps / 4, chineseCaption});
    setBookmark(trace->bookmarks, {steps - 2, scriptCaption});

    QTemporaryDir dir;
    const QString fileName = dir.filePath(QStringLiteral("replay.html"));
    QString error;
    QVERIFY2(HtmlExporter::write(*trace, HtmlExporter::Options(), fileName, &error), qPrintable(error));

    const QStringList counterIds = counterElementIds(*trace);
    // Forward from the start to the end and to the middle; back from the end to the middle and
    // to the start, which undoes the changes with their "before" values.
    const QList<QPair<QString, int>> visits{
        {QStringLiteral("goto=end"), steps},
        {QStringLiteral("goto=%1").arg(middle), middle},
        {QStringLiteral("from=end&goto=%1").arg(middle), middle},
        {QStringLiteral("from=end&goto=%1").arg(steps - 1), steps - 1},
        {QStringLiteral("from=%1&goto=start").arg(steps - 3), 0},
    };
    for (const auto &[fragment, position] : visits) {
        const QString dom = dumpDom(fileName, fragment, true, &error);
        QVERIFY2(!dom.isEmpty(), qPrintable(error));
        qInfo("#%s", qPrintable(fragment));
        QCOMPARE(bodyAttribute(dom, QStringLiteral("data-step-count")), QString::number(steps));
        QCOMPARE(bodyAttribute(dom, QStringLiteral("data-position")), QString::number(position));
        QVERIFY(!bodyAttribute(dom, QStringLiteral("data-ready-ms")).isEmpty());
        // Grouped as the window writes them: "Step 6,503 of 6,503".
        const QLocale english(QLocale::English);
        QCOMPARE(elementText(dom, QStringLiteral("position")),
                 QStringLiteral("Step %1 of %2").arg(english.toString(position), english.toString(steps)));

        const Expected expected = expectedAt(*trace, position);
        QVERIFY(!counterIds.isEmpty());
        for (int i = 0; i < counterIds.size(); ++i) {
            QVERIFY2(dom.contains(QStringLiteral("id=\"%1\"").arg(counterIds[i])), qPrintable(counterIds[i]));
            QCOMPARE(elementText(dom, counterIds[i]), expected.counters[i]);
        }
        QCOMPARE(elementText(dom, QStringLiteral("status")), expected.status);
        QCOMPARE(elementText(dom, QStringLiteral("caption")), expected.caption);

        // Every bookmark is listed with its caption, in order.
        QCOMPARE(classTexts(dom, QStringLiteral("bookmark-caption")), QStringList({chineseCaption, scriptCaption}));
        // The caption's markup stayed text: no element was made of it.
        QVERIFY(!dom.contains(QStringLiteral("<b>not bold")));
    }
    // The captions in force are the ones the positions call for, not only the last one.
    QCOMPARE(expectedAt(*trace, steps).caption, scriptCaption);
    QCOMPARE(expectedAt(*trace, middle).caption, chineseCaption);
    QCOMPARE(expectedAt(*trace, 0).caption, QString());
}

void TestHtmlExport::stepOverAndOutMatchTheCursor_data()
{
    pageIsSelfContained_data();
}

void TestHtmlExport::stepOverAndOutMatchTheCursor()
{
    if (!QFileInfo::exists(chromium))
        QFAIL("headless Chromium is needed at /usr/bin/chromium: install Debian's chromium package "
              "(scripts/dev.sh installs it)");
    QFETCH(QString, family);
    auto trace = traceOf(family);
    QVERIFY(trace);
    const int steps = trace->stepCount();

    QTemporaryDir dir;
    const QString fileName = dir.filePath(QStringLiteral("keys.html"));
    QString error;
    QVERIFY2(HtmlExporter::write(*trace, HtmlExporter::Options(), fileName, &error), qPrintable(error));
    // A user's hand, appended after the player: from every position, set by the timeline, press
    // F10, Shift+F11 and click the two buttons, and note where the page went each time.
    QFile file(fileName);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray page = file.readAll();
    file.close();
    const QByteArray hand = R"(<script>
(function () {
  const timeline = document.getElementById('timeline');
  const count = Number(document.body.dataset.stepCount);
  const at = function () { return document.body.dataset.position; };
  const from = function (p) {
    timeline.value = String(p);
    timeline.dispatchEvent(new Event('input'));
  };
  const press = function (key, shift) {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: key, shiftKey: shift, bubbles: true }));
  };
  const landed = { over: [], out: [], overButton: [], outButton: [], from: [] };
  for (let p = 0; p <= count; ++p) {
    from(p); landed.from.push(at());
    press('F10', false); landed.over.push(at());
    from(p); press('F11', true); landed.out.push(at());
    from(p); document.getElementById('step-over').click(); landed.overButton.push(at());
    from(p); document.getElementById('step-out').click(); landed.outButton.push(at());
  }
  for (const name in landed)
    document.body.setAttribute('data-landed-' + name, landed[name].join(','));
})();
</script>
</body>)";
    const qsizetype end = page.lastIndexOf("</body>");
    QVERIFY(end > 0);
    page.replace(end, 7, hand);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(page);
    file.close();

    const QString dom = dumpDom(fileName, QString(), true, &error);
    QVERIFY2(!dom.isEmpty(), qPrintable(error));
    QStringList from, over, out;
    Cursor cursor(*trace);
    for (int p = 0; p <= steps; ++p) {
        from << QString::number(p);
        over << QString::number(cursor.stepOverTarget(p));
        out << QString::number(cursor.stepOutTarget(p));
    }
    // The keys do more than step into on these traces, or the comparison would prove little.
    QVERIFY(over != from.mid(1) + QStringList{QString::number(steps)});
    QCOMPARE(bodyAttribute(dom, QStringLiteral("data-landed-from")), from.join(QLatin1Char(',')));
    QCOMPARE(bodyAttribute(dom, QStringLiteral("data-landed-over")), over.join(QLatin1Char(',')));
    QCOMPARE(bodyAttribute(dom, QStringLiteral("data-landed-out")), out.join(QLatin1Char(',')));
    QCOMPARE(bodyAttribute(dom, QStringLiteral("data-landed-overbutton")), over.join(QLatin1Char(',')));
    QCOMPARE(bodyAttribute(dom, QStringLiteral("data-landed-outbutton")), out.join(QLatin1Char(',')));
}

// A pseudo-code line that wraps in a narrow window goes on under its own first word: its
// indentation is the item's padding, which every line of it keeps, not blanks that only the
// first line has.
void TestHtmlExport::wrappedCodeKeepsItsIndentation()
{
    if (!QFileInfo::exists(chromium))
        QFAIL("headless Chromium is needed at /usr/bin/chromium: install Debian's chromium package "
              "(scripts/dev.sh installs it)");
    auto trace = traceOf(QStringLiteral("astar"));
    QVERIFY(trace);
    QTemporaryDir dir;
    const QString fileName = dir.filePath(QStringLiteral("code.html"));
    QString error;
    QVERIFY2(HtmlExporter::write(*trace, HtmlExporter::Options(), fileName, &error), qPrintable(error));
    QFile file(fileName);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString page = QString::fromUtf8(file.readAll());
    const QRegularExpressionMatch rule = QRegularExpression(QStringLiteral("#code li \\{([^}]*)\\}")).match(page);
    QVERIFY2(rule.hasMatch(), "no rule for the pseudo-code's lines");
    QVERIFY2(rule.captured(1).contains(QRegularExpression(QStringLiteral("padding[^;]*var\\(--indent"))), qPrintable(rule.captured(0)));
    QVERIFY2(rule.captured(1).contains(QStringLiteral("white-space: pre-wrap")), qPrintable(rule.captured(0)));

    const QString dom = dumpDom(fileName, QStringLiteral("goto=1"), true, &error);
    QVERIFY2(!dom.isEmpty(), qPrintable(error));
    const QRegularExpression item(QStringLiteral("<li[^>]* style=\"--indent: (\\d+);\"[^>]*>([^<]*)</li>"));
    const qsizetype list = dom.indexOf(QStringLiteral("<ol id=\"code\">"));
    QVERIFY(list >= 0);
    const AlgorithmInfo *info = Catalogue::find(QStringLiteral("astar"));
    QVERIFY(info);
    auto items = item.globalMatch(dom, list);
    int indented = 0;
    for (const char *line : info->pseudoCode) {
        QVERIFY2(items.hasNext(), line);
        const QRegularExpressionMatch shown = items.next();
        const QString original = QString::fromUtf8(line);
        const int indent = int(original.size() - original.trimmed().size());
        indented += indent > 0;
        QCOMPARE(shown.captured(1).toInt(), indent);
        QCOMPARE(decodeEntities(shown.captured(2)), Catalogue::text(line).trimmed());
    }
    QVERIFY(indented > 0);
}

void TestHtmlExport::badTargetsFailCleanly()
{
    auto trace = traceOf(QStringLiteral("astar"));
    QVERIFY(trace);
    QTemporaryDir dir;
    QString error;
    const QString missing = dir.filePath(QStringLiteral("no/such/folder/replay.html"));
    QVERIFY(!HtmlExporter::write(*trace, HtmlExporter::Options(), missing, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!error.contains(QLatin1Char('\n')));
    QVERIFY(!QFileInfo::exists(missing));

    error.clear();
    const QString empty = dir.filePath(QStringLiteral("empty.html"));
    QVERIFY(!HtmlExporter::write(Trace(), HtmlExporter::Options(), empty, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFileInfo::exists(empty));

    // A trace whose change does not fit its scene is refused, not exported broken.
    Trace broken = *trace;
    broken.changes.front().before ^= 1u;
    error.clear();
    QVERIFY(!HtmlExporter::write(broken, HtmlExporter::Options(), empty, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFileInfo::exists(empty));

    // A trace past the page's limit is refused with the limit named; at the limit it is written.
    HtmlExporter::Options small;
    small.maxChanges = trace->changeCount() - 1;
    error.clear();
    QVERIFY(!HtmlExporter::write(*trace, small, empty, &error));
    QVERIFY2(error.contains(QLocale(QLocale::English).toString(qulonglong(small.maxChanges))), qPrintable(error));
    QVERIFY(!QFileInfo::exists(empty));
    small.maxChanges = trace->changeCount();
    QVERIFY2(HtmlExporter::write(*trace, small, empty, &error), qPrintable(error));
    QVERIFY(QFileInfo::exists(empty));
}

void TestHtmlExport::speaksTheApplicationsLanguage()
{
    if (!Language::available().contains(QStringLiteral("zh_CN")))
        QSKIP("no Chinese translation in this build");
    auto trace = paneltest::tracedRun(QStringLiteral("astar"), paneltest::scatteredBoard(12, 8, 4));
    QVERIFY(trace);
    const AlgorithmInfo &info = *Catalogue::find(QStringLiteral("astar"));
    const QByteArray english = HtmlExporter::page(*trace, HtmlExporter::Options());
    QVERIFY(english.contains("<html lang=\"en\">"));
    QVERIFY(Language::install(QStringLiteral("zh_CN")));
    const QByteArray chinese = HtmlExporter::page(*trace, HtmlExporter::Options());
    const QString algorithmName = Catalogue::text(info.name);
    const QString counterName = Catalogue::text(info.counters.front().name);
    const QString firstLine = Catalogue::text(info.pseudoCode.front());
    const int status = trace->initial.status() > 0 ? trace->initial.status() : 1;
    const QString statusText = displayStatus(trace->tables.strings.value(status));
    QVERIFY(Language::install(QStringLiteral("en")));

    // The catalogue's Chinese names are in the page and were not in the English one.
    QVERIFY(chinese.contains("<html lang=\"zh-CN\">"));
    QVERIFY(algorithmName != QString::fromLatin1(info.name));
    for (const QString &text : {algorithmName, counterName, firstLine, statusText}) {
        QVERIFY2(chinese.contains(text.toUtf8()), qPrintable(text));
        QVERIFY2(!english.contains(text.toUtf8()), qPrintable(text));
    }
}

// "Step 1,250 of 1,900", as the window writes a long trace's steps, not "Step 1250 of 1900".
void TestHtmlExport::countsAreGroupedAsTheWindowGroupsThem()
{
    if (!QFileInfo::exists(chromium))
        QFAIL("headless Chromium is needed at /usr/bin/chromium");
    auto trace = paneltest::tracedRun(QStringLiteral("bfs"), paneltest::scatteredBoard(60, 40, 3));
    QVERIFY(trace);
    const int steps = trace->stepCount();
    QVERIFY(steps >= 1000);
    setBookmark(trace->bookmarks, {1001, QStringLiteral("past a thousand")});
    QTemporaryDir dir;
    const QString fileName = dir.filePath(QStringLiteral("long.html"));
    QString error;
    QVERIFY2(HtmlExporter::write(*trace, HtmlExporter::Options(), fileName, &error), qPrintable(error));
    const QString dom = dumpDom(fileName, QStringLiteral("goto=end"), true, &error);
    QVERIFY2(!dom.isEmpty(), qPrintable(error));
    const QLocale english(QLocale::English);
    QCOMPARE(elementText(dom, QStringLiteral("position")),
             QStringLiteral("Step %1 of %1").arg(english.toString(steps)));
    QCOMPARE(classTexts(dom, QStringLiteral("bookmark-step")), QStringList{QStringLiteral("Step 1,001")});
}

void TestHtmlExport::legendListsWhatTheWindowsLegendLists_data()
{
    pageIsSelfContained_data();
}

// The page's Legend has the rows of the window's Legend for the same trace, with the same
// meanings: a snake's shadow, the walls with what they mean.
void TestHtmlExport::legendListsWhatTheWindowsLegendLists()
{
    if (!QFileInfo::exists(chromium))
        QFAIL("headless Chromium is needed at /usr/bin/chromium");
    QFETCH(QString, family);
    auto trace = traceOf(family);
    QVERIFY(trace);
    LegendDock window;
    window.setAlgorithm(Catalogue::find(trace->header.algorithm), trace.get());
    QStringList expected;
    for (int row = 0; row < window.view()->topLevelItemCount(); ++row) {
        const QTreeWidgetItem *item = window.view()->topLevelItem(row);
        expected << item->text(0) + QStringLiteral(" | ") + item->text(1);
    }
    QVERIFY(!expected.isEmpty());
    if (family == u"snake")
        QVERIFY2(expected.join(u'\n').contains(QStringLiteral("Shadow snake")), qPrintable(expected.join(u'\n')));

    QTemporaryDir dir;
    const QString fileName = dir.filePath(QStringLiteral("legend.html"));
    QString error;
    QVERIFY2(HtmlExporter::write(*trace, HtmlExporter::Options(), fileName, &error), qPrintable(error));
    const QString dom = dumpDom(fileName, QString(), true, &error);
    QVERIFY2(!dom.isEmpty(), qPrintable(error));
    const int begin = dom.indexOf(QStringLiteral("id=\"legend\""));
    QVERIFY(begin >= 0);
    const QString legend = dom.mid(begin, dom.indexOf(QStringLiteral("</ul>"), begin) - begin);
    const QRegularExpression row(QStringLiteral("<li[^>]*><span class=\"swatch\"[^>]*></span><span[^>]*>([^<]*)</span>"
                                                "(?:<span class=\"meaning\">([^<]*)</span>)?</li>"));
    QStringList shown;
    for (auto it = row.globalMatch(legend); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        shown << decodeEntities(match.captured(1)) + QStringLiteral(" | ") + decodeEntities(match.captured(2));
    }
    if (shown != expected)
        qWarning("page:\n%s\nwindow:\n%s", qPrintable(shown.join(u'\n')), qPrintable(expected.join(u'\n')));
    QCOMPARE(shown, expected);
    QVERIFY(shown.contains(QStringLiteral("Wall | A blocked cell: nothing enters it")) || family == u"puzzle");
}

// Clearing a whole Lianliankan board reads no start or goal: the page, as the window, draws
// no S or G for it, though the board it was run on had both.
void TestHtmlExport::noEndpointsWhereTheAlgorithmHasNone()
{
    const auto pageHasEndpoints = [](const Trace &trace) {
        QTemporaryDir dir;
        const QString fileName = dir.filePath(QStringLiteral("page.html"));
        QString error;
        if (!HtmlExporter::write(trace, HtmlExporter::Options(), fileName, &error))
            return QStringLiteral("not written: ") + error;
        QFile file(fileName);
        if (!file.open(QIODevice::ReadOnly))
            return QStringLiteral("not readable");
        const QByteArray page = file.readAll();
        return QString::fromLatin1(page.contains("\"start\":[]") ? "no start" : "a start")
            + QString::fromLatin1(page.contains("\"goal\":[]") ? ", no goal" : ", a goal");
    };
    auto searched = linkTrace();
    QVERIFY(searched && searched->header.start && searched->header.goal);
    QCOMPARE(pageHasEndpoints(*searched), QStringLiteral("a start, a goal"));
    Scenario cleared = searched->header;
    cleared.algorithm = QStringLiteral("link-solve");
    Trace trace;
    const RunOutcome outcome = Catalogue::run(cleared, &trace);
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    QVERIFY(trace.header.start && trace.header.goal);
    QCOMPARE(pageHasEndpoints(trace), QStringLiteral("no start, no goal"));
}

QTEST_MAIN(TestHtmlExport)
#include "tst_htmlexport.moc"
