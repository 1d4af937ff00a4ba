// The HTML export of a trace of about 100,000 changes: how long exporting takes, how big the
// page is (target under 5 MB), and how soon Chromium has drawn the first frame and can play
// (target under 1 s, the page's own data-ready-ms, taken three times).

#include "chromiumpage.h"

#include "export/htmlexporter.h"

#include "catalogue/catalogue.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <utility>

using namespace gridtrace;

namespace {

constexpr int boardSide = 112; // about 100,000 changes

} // namespace

class BenchHtmlExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void exportPage();
    void startInChromium();

private:
    Trace m_trace;
};

void BenchHtmlExport::initTestCase()
{
    // Breadth-first search over an open board from one corner to the other: every cell is
    // opened and closed, with its parent and distance, so the trace grows with the board.
    Scenario scenario;
    scenario.board = Grid(boardSide, boardSide);
    scenario.start = CellPos{0, 0};
    scenario.goal = CellPos{boardSide - 1, boardSide - 1};
    scenario.algorithm = QStringLiteral("bfs");
    const RunOutcome outcome = Catalogue::run(scenario, &m_trace);
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    setBookmark(m_trace.bookmarks, {m_trace.stepCount() / 2, QStringLiteral("Halfway")});
    qInfo("trace: bfs on a %d x %d open board, %zu changes, %d steps", boardSide, boardSide,
          m_trace.changeCount(), m_trace.stepCount());
}

void BenchHtmlExport::exportPage()
{
    QByteArray page;
    QBENCHMARK {
        page = HtmlExporter::page(m_trace, HtmlExporter::Options());
    }
    // QBENCHMARK may run this function several times: the size is told once.
    static bool told = false;
    if (std::exchange(told, true))
        return;
    qInfo("page: %lld bytes (%.2f MB; target under 5 MB), %.1f bytes a change", qlonglong(page.size()),
          page.size() / 1e6, double(page.size()) / double(m_trace.changeCount()));
}

void BenchHtmlExport::startInChromium()
{
    if (!QFileInfo::exists(chromium))
        QSKIP("install Debian's chromium package to measure the page in a browser");
    QTemporaryDir dir;
    const QString fileName = dir.filePath(QStringLiteral("bench.html"));
    QString error;
    QElapsedTimer timer;
    timer.start();
    QVERIFY2(HtmlExporter::write(m_trace, HtmlExporter::Options(), fileName, &error), qPrintable(error));
    qInfo("written in %lld ms: %lld bytes", qlonglong(timer.elapsed()), qlonglong(QFileInfo(fileName).size()));
    for (int run = 1; run <= 3; ++run) {
        // Real time, not virtual: the page's clock must count the parsing and the decoding.
        const QString dom = dumpDom(fileName, QString(), false, &error);
        QVERIFY2(!dom.isEmpty(), qPrintable(error));
        const QString ready = bodyAttribute(dom, QStringLiteral("data-ready-ms"));
        QVERIFY2(!ready.isEmpty(), "the page never reported its first frame");
        qInfo("run %d: data-ready-ms %s (target under 1000 ms)", run, qPrintable(ready));
    }
    const QString end = dumpDom(fileName, QStringLiteral("goto=end"), false, &error);
    qInfo("with #goto=end (every change applied once): data-ready-ms %s, position %s of %s",
          qPrintable(bodyAttribute(end, QStringLiteral("data-ready-ms"))),
          qPrintable(bodyAttribute(end, QStringLiteral("data-position"))),
          qPrintable(bodyAttribute(end, QStringLiteral("data-step-count"))));
}

QTEST_MAIN(BenchHtmlExport)
#include "bench_htmlexport.moc"
