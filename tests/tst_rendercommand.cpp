// gridtrace-cli render as a lecturer uses it: one call, several outputs, each checked for what
// it holds (frames, pages, walls), and every mistake refused with one line.

#include "clirun.h"

#include "trace/tracefile.h"

#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace gridtrace;

namespace {

// Walls in a ring with a gap and a column: BFS has something to go round.
const char *const boardText = "gridtrace-board 1\n"
                              "size 16 14\n"
                              "rows\n"
                              "................\n"
                              "................\n"
                              "..@@@@@@@@@@@@..\n"
                              "..@..........@..\n"
                              "..@..........@..\n"
                              "..@....@.....@..\n"
                              "..@....@.....@..\n"
                              "..@....@........\n"
                              "..@....@.....@..\n"
                              "..@....@.....@..\n"
                              "..@..........@..\n"
                              "..@@@@@@@@@@@@..\n"
                              "................\n"
                              "................\n";

int wallsOnBoard()
{
    const QByteArray text(boardText);
    return int(text.mid(text.indexOf("rows\n")).count('@'));
}

int pdfPages(const QString &fileName)
{
    QProcess process;
    process.start(QStringLiteral("pdfinfo"), {fileName});
    if (!process.waitForFinished(60'000) || process.exitCode() != 0)
        return -1;
    for (const QByteArray &line : process.readAllStandardOutput().split('\n')) {
        if (line.startsWith("Pages:"))
            return line.mid(6).trimmed().toInt();
    }
    return -1;
}

QString pdfText(const QString &fileName)
{
    QProcess process;
    process.start(QStringLiteral("pdftotext"), {fileName, QStringLiteral("-")});
    process.waitForFinished(60'000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

int svgRects(const QString &fileName, const QString &cssClass, bool *valid)
{
    QFile file(fileName);
    *valid = file.open(QIODevice::ReadOnly);
    QXmlStreamReader xml(&file);
    int count = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == u"rect"
            && xml.attributes().value(QStringLiteral("class")).split(u' ').contains(cssClass))
            ++count;
    }
    *valid = *valid && !xml.hasError();
    return count;
}

} // namespace

class TestRenderCommand : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void severalOutputsInOneCall();
    void bookmarkedHandout();
    void singlePictureIsTheStepNamed();
    void mistakesAreRefused();
    void progressIsForATerminalOnly();
    void aTitleTooLongIsBadInputAndWritesNothing();

private:
    QTemporaryDir m_dir;
    QString m_trace;
    int m_steps = 0;
};

void TestRenderCommand::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString board = m_dir.filePath(QStringLiteral("ring.txt"));
    QFile file(board);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(boardText);
    file.close();

    // A trace as `run` writes it, then bookmarked as the window would.
    const QString plain = m_dir.filePath(QStringLiteral("plain.gtrace"));
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--board"), board,
                            QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("9,5"),
                            QStringLiteral("--trace"), plain});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QString error;
    auto trace = loadTrace(plain, &error);
    QVERIFY2(trace, qPrintable(error));
    m_steps = trace->stepCount();
    QVERIFY(m_steps > 30);
    trace->bookmarks = {{0, QStringLiteral("The queue holds the start")},
                        {10, QStringLiteral("广度优先：一层一层地扩展")},
                        {m_steps, QStringLiteral("The goal is reached")}};
    m_trace = m_dir.filePath(QStringLiteral("ring.gtrace.json"));
    QVERIFY2(saveTrace(*trace, m_trace, &error), qPrintable(error));
}

void TestRenderCommand::severalOutputsInOneCall()
{
    const QString gif = m_dir.filePath(QStringLiteral("range.gif"));
    const QString pictures = m_dir.filePath(QStringLiteral("range-png"));
    const QString svg = m_dir.filePath(QStringLiteral("range.svg"));
    const QString pdf = m_dir.filePath(QStringLiteral("range.pdf"));
    const QString html = m_dir.filePath(QStringLiteral("range.html"));
    const CliRun run = cli({QStringLiteral("render"), m_trace, QStringLiteral("--from"), QStringLiteral("2"),
                            QStringLiteral("--to"), QStringLiteral("10"), QStringLiteral("--cell-size"), QStringLiteral("8"),
                            QStringLiteral("--gif"), gif, QStringLiteral("--png"), pictures, QStringLiteral("--svg"), svg,
                            QStringLiteral("--pdf"), pdf, QStringLiteral("--html"), html, QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject result = run.json();
    QCOMPARE(result.value(QStringLiteral("steps")).toInt(), m_steps);
    QCOMPARE(result.value(QStringLiteral("bookmarks")).toInt(), 3);

    // Steps 2..10 are nine frames of 16 x 14 cells of 8 pixels.
    QImageReader reader(gif);
    QCOMPARE(reader.format(), QByteArray("gif"));
    QCOMPARE(reader.imageCount(), 9);
    QCOMPARE(reader.size(), QSize(16 * 8, 14 * 8));

    const QStringList names = QDir(pictures).entryList({QStringLiteral("*.png")}, QDir::Files, QDir::Name);
    QCOMPARE(names.size(), 9);
    for (const QString &name : names)
        QCOMPARE(QImage(QDir(pictures).filePath(name)).size(), QSize(16 * 8, 14 * 8));

    bool valid = false;
    QCOMPARE(svgRects(svg, QStringLiteral("wall"), &valid), wallsOnBoard());
    QVERIFY(valid);

    int pages = -1;
    for (const QJsonValue &entry : result.value(QStringLiteral("written")).toArray()) {
        if (entry.toObject().value(QStringLiteral("kind")).toString() == u"pdf")
            pages = entry.toObject().value(QStringLiteral("pages")).toInt();
    }
    QVERIFY(pages > 0);
    QCOMPARE(pdfPages(pdf), pages);

    QFile page(html);
    QVERIFY(page.open(QIODevice::ReadOnly));
    const QByteArray content = page.readAll();
    QVERIFY(content.startsWith("<!DOCTYPE html>") || content.startsWith("<!doctype html>"));
    QVERIFY(!content.contains("http://") && !content.contains("https://"));
    QVERIFY(content.contains("The goal is reached"));
}

void TestRenderCommand::bookmarkedHandout()
{
    const QString pdf = m_dir.filePath(QStringLiteral("bookmarks.pdf"));
    const CliRun run = cli({QStringLiteral("render"), m_trace, QStringLiteral("--bookmarks"), QStringLiteral("--pdf"), pdf,
                            QStringLiteral("--per-page"), QStringLiteral("1"), QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const int pages = run.json().value(QStringLiteral("written")).toArray().first().toObject().value(QStringLiteral("pages")).toInt();
    QCOMPARE(pdfPages(pdf), pages);
    // One step a page: the three bookmarks need at least three pages.
    QVERIFY(pages >= 3);
    const QString text = pdfText(pdf);
    QVERIFY2(text.contains(QStringLiteral("The queue holds the start")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("一层一层地扩展")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("The goal is reached")), qPrintable(text));

    // With nothing chosen the handout takes the bookmarks too.
    const QString same = m_dir.filePath(QStringLiteral("default.pdf"));
    const CliRun byDefault = cli({QStringLiteral("render"), m_trace, QStringLiteral("--pdf"), same,
                                  QStringLiteral("--per-page"), QStringLiteral("1")});
    QVERIFY2(byDefault.exitCode == 0, byDefault.err.constData());
    QCOMPARE(pdfPages(same), pages);
}

void TestRenderCommand::singlePictureIsTheStepNamed()
{
    // The PNG of step 5 is the fourth frame of a GIF that starts at step 2.
    const QString png = m_dir.filePath(QStringLiteral("five.png"));
    const QString gif = m_dir.filePath(QStringLiteral("from-two.gif"));
    QCOMPARE(cli({QStringLiteral("render"), m_trace, QStringLiteral("--from"), QStringLiteral("5"), QStringLiteral("--png"), png,
                  QStringLiteral("--cell-size"), QStringLiteral("8")}).exitCode, 0);
    QCOMPARE(cli({QStringLiteral("render"), m_trace, QStringLiteral("--from"), QStringLiteral("2"), QStringLiteral("--to"),
                  QStringLiteral("6"), QStringLiteral("--gif"), gif, QStringLiteral("--cell-size"), QStringLiteral("8")}).exitCode, 0);
    const QImage picture = QImage(png).convertToFormat(QImage::Format_RGB32);
    QImageReader reader(gif);
    QImage frame;
    for (int i = 0; i <= 3; ++i)
        frame = reader.read();
    QVERIFY(!frame.isNull());
    QCOMPARE(frame.convertToFormat(QImage::Format_RGB32), picture);

    // With nothing named, a single picture shows the end: it differs from step 5.
    const QString end = m_dir.filePath(QStringLiteral("end.png"));
    QCOMPARE(cli({QStringLiteral("render"), m_trace, QStringLiteral("--png"), end, QStringLiteral("--cell-size"),
                  QStringLiteral("8")}).exitCode, 0);
    QVERIFY(QImage(end).convertToFormat(QImage::Format_RGB32) != picture);
}

void TestRenderCommand::mistakesAreRefused()
{
    const QString out = m_dir.filePath(QStringLiteral("never.gif"));
    const QString render = QStringLiteral("render");
    QCOMPARE(refusalProblem({render, m_trace}, QStringLiteral("--gif")), QString());
    QCOMPARE(refusalProblem({render, m_trace, QStringLiteral("--gif"), out, QStringLiteral("--to"), QString::number(m_steps + 1)},
                            QStringLiteral("--to")), QString());
    QCOMPARE(refusalProblem({render, m_trace, QStringLiteral("--gif"), out, QStringLiteral("--from"), QStringLiteral("9"),
                             QStringLiteral("--to"), QStringLiteral("3")}, QStringLiteral("--from")), QString());
    QCOMPARE(refusalProblem({render, m_trace, QStringLiteral("--gif"), out, QStringLiteral("--bookmarks"),
                             QStringLiteral("--from"), QStringLiteral("1")}, QStringLiteral("--bookmarks")), QString());
    QCOMPARE(refusalProblem({render, m_trace, QStringLiteral("--pdf"), out, QStringLiteral("--per-page"), QStringLiteral("3")},
                            QStringLiteral("--per-page")), QString());
    QCOMPARE(refusalProblem({render, m_trace, QStringLiteral("--gif"), out, QStringLiteral("--theme"), QStringLiteral("blue")},
                            QStringLiteral("--theme")), QString());
    QCOMPARE(refusalProblem({render, m_dir.filePath(QStringLiteral("missing.gtrace")), QStringLiteral("--gif"), out},
                            QStringLiteral("missing.gtrace")), QString());
    QVERIFY(!QFile::exists(out));

    // A trace without bookmarks cannot make a handout of them.
    const QString plain = m_dir.filePath(QStringLiteral("plain.gtrace"));
    QCOMPARE(refusalProblem({render, plain, QStringLiteral("--pdf"), out}, QStringLiteral("bookmarks")), QString());
    QCOMPARE(refusalProblem({render, plain, QStringLiteral("--gif"), out, QStringLiteral("--bookmarks")},
                            QStringLiteral("bookmarks")), QString());
}

void TestRenderCommand::progressIsForATerminalOnly()
{
    // A render of some seconds, which on a terminal says how far it is every tenth.
    const QString trace = m_dir.filePath(QStringLiteral("long.gtrace"));
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("100x100"),
                            QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("99,99"),
                            QStringLiteral("--trace"), trace});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    // Its stderr a file, as in a CI job's log.
    const QString log = m_dir.filePath(QStringLiteral("render.log"));
    const QString gif = m_dir.filePath(QStringLiteral("long.gif"));
    QProcess process;
    process.setStandardErrorFile(log);
    process.start(QStringLiteral(GRIDTRACE_CLI), {QStringLiteral("render"), trace, QStringLiteral("--every"), QStringLiteral("60"),
                                                  QStringLiteral("--gif"), gif});
    QVERIFY(process.waitForFinished(600'000));
    QCOMPARE(process.exitCode(), 0);
    QFile file(log);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray errors = file.readAll();
    QVERIFY2(errors.isEmpty(), errors.constData());
    const QString summary = QString::fromUtf8(process.readAllStandardOutput());
    QVERIFY2(summary.startsWith(QStringLiteral("GIF: %1 (").arg(gif)) && summary.contains(QStringLiteral(" frames)")), qPrintable(summary));
}

void TestRenderCommand::aTitleTooLongIsBadInputAndWritesNothing()
{
    const QString gif = m_dir.filePath(QStringLiteral("titled.gif"));
    const QString pdf = m_dir.filePath(QStringLiteral("titled.pdf"));
    QString title;
    for (int i = 0; i < 60; ++i)
        title += QStringLiteral("Breadth-first search through a ring ");
    const QStringList arguments{QStringLiteral("render"), m_trace, QStringLiteral("--to"), QStringLiteral("3"),
                                QStringLiteral("--gif"), gif, QStringLiteral("--pdf"), pdf, QStringLiteral("--title"), title};
    const QString problem = refusalProblem(arguments, QStringLiteral("the title takes "));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY2(QString::fromUtf8(cli(arguments).err).endsWith(QStringLiteral("fit: shorten it\n")), "the message names what fits");
    // Refused before the GIF, which comes first, was written.
    QVERIFY(!QFileInfo::exists(gif));
    QVERIFY(!QFileInfo::exists(pdf));
    // A title that fits is written.
    const CliRun fits = cli({QStringLiteral("render"), m_trace, QStringLiteral("--to"), QStringLiteral("3"), QStringLiteral("--pdf"), pdf,
                             QStringLiteral("--title"), QStringLiteral("Breadth-first search through a ring")});
    QVERIFY2(fits.exitCode == 0, fits.err.constData());
    QVERIFY(QFileInfo::exists(pdf));
}

QTEST_GUILESS_MAIN(TestRenderCommand)
#include "tst_rendercommand.moc"
