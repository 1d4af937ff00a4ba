// The SVG of a step and the PDF handout, checked as a user would: the SVG's cells against the
// board and the scene, its picture rendered; the PDF through poppler's tools (page count,
// the text on the pages, a rendered page).

#include "export/pdfhandout.h"
#include "export/svgexporter.h"
#include "export/traceframes.h"

#include "paneltraces.h"

#include "catalogue/catalogue.h"
#include "trace/cursor.h"

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>

using namespace gridtrace;

namespace {

struct SvgSummary
{
    bool parsed = false;
    QString error;
    QSize size;
    QString title;
    QString desc;
    QHash<QString, int> rectsOfClass;
    int innerSvgs = 0;
    int innerElements = 0;
    QStringList innerNames;
    QStringList texts; // outside the inner SVG
    QStringList textClasses; // the class of each of texts ("caption", "step")
    QStringList textsOfClass(const QString &cssClass) const
    {
        QStringList found;
        for (qsizetype i = 0; i < texts.size(); ++i)
            if (textClasses.value(i) == cssClass)
                found << texts[i];
        return found;
    }
};

SvgSummary readSvg(const QString &fileName)
{
    SvgSummary summary;
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        summary.error = file.errorString();
        return summary;
    }
    QXmlStreamReader xml(&file);
    int depth = 0;
    int innerDepth = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            ++depth;
            const QXmlStreamAttributes attributes = xml.attributes();
            if (depth == 1) {
                summary.size = QSize(attributes.value(QLatin1String("width")).toInt(), attributes.value(QLatin1String("height")).toInt());
            } else if (xml.name() == u"svg") {
                ++summary.innerSvgs;
                innerDepth = depth;
            } else if (innerDepth > 0) {
                ++summary.innerElements;
                summary.innerNames.append(xml.name().toString());
            }
            if (depth == 2 && xml.name() == u"title")
                summary.title = xml.readElementText(), --depth;
            else if (depth == 2 && xml.name() == u"desc")
                summary.desc = xml.readElementText(), --depth;
            else if (xml.name() == u"text" && innerDepth == 0) {
                summary.textClasses.append(attributes.value(QLatin1String("class")).toString());
                summary.texts.append(xml.readElementText()), --depth;
            }
            else if (xml.name() == u"rect" && innerDepth == 0)
                ++summary.rectsOfClass[attributes.value(QLatin1String("class")).toString()];
        } else if (xml.isEndElement()) {
            if (depth == innerDepth)
                innerDepth = 0;
            --depth;
        }
    }
    summary.parsed = !xml.hasError();
    summary.error = xml.errorString();
    return summary;
}

double distance(const QColor &a, const QColor &b)
{
    const double dr = a.redF() - b.redF();
    const double dg = a.greenF() - b.greenF();
    const double db = a.blueF() - b.blueF();
    return std::sqrt(dr * dr + dg * dg + db * db);
}

int countWalls(const Grid &board)
{
    int walls = 0;
    for (int cell = 0; cell < board.cellCount(); ++cell)
        walls += board.weight(cell) == Grid::Wall;
    return walls;
}

int countMarks(const Scene &scene, Mark mark)
{
    int count = 0;
    for (int cell = 0; cell < scene.cellCount(); ++cell)
        count += scene.mark(cell) == mark;
    return count;
}

QString tool(const char *name)
{
    const QString path = QStandardPaths::findExecutable(QString::fromLatin1(name));
    if (path.isEmpty())
        QTest::qFail(qPrintable(QStringLiteral("%1 is missing: install the poppler-utils package")
                                    .arg(QString::fromLatin1(name))),
                     __FILE__, __LINE__);
    return path;
}

// The program's standard output, or a null string (with a failure) when it did not run.
QString run(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        QTest::qFail(qPrintable(QStringLiteral("%1 failed: %2").arg(program, QString::fromLocal8Bit(process.readAllStandardError()))),
                     __FILE__, __LINE__);
        return QString();
    }
    return QString::fromUtf8(process.readAllStandardOutput());
}

int pdfPages(const QString &fileName)
{
    const QString info = run(tool("pdfinfo"), {fileName});
    const QRegularExpressionMatch match = QRegularExpression(QStringLiteral("^Pages:\\s+(\\d+)$"),
                                                             QRegularExpression::MultilineOption).match(info);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

QString withoutSpaces(QString text)
{
    return text.remove(QRegularExpression(QStringLiteral("\\s+")));
}

FrameLook look(double cellSize)
{
    FrameLook look;
    look.cellSize = cellSize;
    return look;
}

std::shared_ptr<const Trace> astarTrace(Bookmarks bookmarks = {})
{
    auto trace = paneltest::tracedRun(QStringLiteral("astar"), paneltest::scatteredBoard(20, 14, 7));
    if (!trace)
        return nullptr;
    trace->bookmarks = std::move(bookmarks);
    return std::shared_ptr<const Trace>(std::move(trace));
}

// The bands of rows with ink on them (any pixel not the background) inside a rectangle: one
// per line of text when the lines do not run into each other.
int inkBands(const QImage &image, const QRect &area, const QColor &background)
{
    int bands = 0;
    bool inBand = false;
    for (int y = area.top(); y <= area.bottom(); ++y) {
        bool ink = false;
        for (int x = area.left(); x <= area.right() && !ink; ++x)
            ink = image.pixelColor(x, y) != background;
        bands += ink && !inBand;
        inBand = ink;
    }
    return bands;
}

} // namespace

class TestVectorExport : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void svgCellsAreTheBoardsAndTheScenes();
    void svgOfAMazeFollowsItsWalls();
    void svgRefusesAHugeBoard();
    void captionBarHoldsEveryLine();
    void captionBarWrapsTheStepOnASmallBoard();
    void captionBarNeverSplitsAWord();
    void pdfPageCount_data();
    void pdfPageCount();
    void pdfHasCaptionsAndPseudoCode();
    void pdfPicturesKeepTheirColours();
    void pdfRefusesAndCancels();
    void pdfStepLineIsWhole_data();
    void pdfStepLineIsWhole();
    void pdfSeedOnlyWhereUsed();
    void labelsStayOffTheEndpoints_data();
    void labelsStayOffTheEndpoints();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestVectorExport::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestVectorExport::svgCellsAreTheBoardsAndTheScenes()
{
    const auto trace = astarTrace({{5, QStringLiteral("Five steps in")}});
    QVERIFY(trace);
    QVERIFY(trace->stepCount() > 20);
    const int position = trace->stepCount() / 2;
    FrameLook frameLook = look(16);
    frameLook.captionBar = true;
    TraceFrames frames(trace, frameLook);
    const QString fileName = m_dir->filePath(QStringLiteral("step.svg"));
    QString error;
    QVERIFY2(SvgExporter::write(frames, position, fileName, &error), qPrintable(error));

    const SvgSummary svg = readSvg(fileName);
    QVERIFY2(svg.parsed, qPrintable(svg.error));
    QCOMPARE(svg.size, frames.frameSize());
    QCOMPARE(svg.title, Catalogue::text(Catalogue::find(QStringLiteral("astar"))->name));
    QVERIFY(svg.desc.contains(QStringLiteral("Step %1 of %2").arg(position).arg(trace->stepCount())));
    QVERIFY(svg.desc.contains(QStringLiteral("Five steps in")));

    Cursor cursor(*trace);
    cursor.seek(position);
    const int walls = countWalls(trace->header.board);
    QVERIFY(walls > 0);
    QCOMPARE(svg.rectsOfClass.value(QStringLiteral("wall")), walls);
    const int closed = countMarks(cursor.scene(), Mark::Closed);
    QVERIFY(closed > 0);
    QCOMPARE(svg.rectsOfClass.value(QStringLiteral("closed")), closed);
    QCOMPARE(svg.rectsOfClass.value(QStringLiteral("open")), countMarks(cursor.scene(), Mark::Open));
    // The endpoints' squares and letters come from the window's renderer, in the inner SVG.
    QCOMPARE(svg.innerSvgs, 1);
    QVERIFY(svg.innerElements > 0);
    // The caption bar's lines are text, not paths: a slide tool can edit them.
    QVERIFY(svg.texts.contains(QStringLiteral("Five steps in")));

    QSvgRenderer renderer(fileName);
    QVERIFY(renderer.isValid());
    QImage image(frames.frameSize(), QImage::Format_RGB32);
    image.fill(Qt::magenta);
    {
        QPainter painter(&image);
        renderer.render(&painter, QRectF(QPointF(0, 0), QSizeF(frames.frameSize())));
    }
    const Grid &board = trace->header.board;
    const Palette &palette = frameLook.palette;
    const auto centre = [&](CellPos p) { return QPoint(int((p.x + 0.5) * 16), int((p.y + 0.5) * 16)); };
    int checkedWalls = 0;
    int checkedClosed = 0;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        const CellPos p = board.pos(cell);
        if (p == CellPos{0, 0} || p == CellPos{board.width() - 1, board.height() - 1})
            continue;
        if (board.weight(cell) == Grid::Wall) {
            QCOMPARE(QColor(image.pixel(centre(p))), palette.wall());
            ++checkedWalls;
        } else if (cursor.scene().mark(cell) == Mark::Closed) {
            QCOMPARE(QColor(image.pixel(centre(p))), palette.mark(Mark::Closed));
            ++checkedClosed;
        }
    }
    QCOMPARE(checkedWalls, walls);
    QVERIFY(checkedClosed > 0);
    // The start cell's square is the overlay's, near its corner (its letter is in the middle).
    QCOMPARE(image.pixel(3, 3), palette.start().rgb());

    // Zoomed in with parent arrows, the window draws arrows (as images) and labels: they come
    // through, and the cells stay the same.
    FrameLook zoomed = look(48);
    zoomed.showParentArrows = true;
    TraceFrames close(trace, zoomed);
    const QString zoomedName = m_dir->filePath(QStringLiteral("zoomed.svg"));
    QVERIFY2(SvgExporter::write(close, position, zoomedName, &error), qPrintable(error));
    const SvgSummary zoomedSvg = readSvg(zoomedName);
    QVERIFY2(zoomedSvg.parsed, qPrintable(zoomedSvg.error));
    QCOMPARE(zoomedSvg.rectsOfClass.value(QStringLiteral("wall")), walls);
    QCOMPARE(zoomedSvg.rectsOfClass.value(QStringLiteral("closed")), closed);
    QVERIFY(zoomedSvg.innerNames.contains(QStringLiteral("image")));
    QVERIFY(zoomedSvg.innerNames.count(QStringLiteral("text")) > closed);
    QVERIFY(QSvgRenderer(zoomedName).isValid());
}

void TestVectorExport::svgOfAMazeFollowsItsWalls()
{
    Scenario scenario;
    scenario.board = Grid(21, 15);
    scenario.start = CellPos{1, 1};
    scenario.goal = CellPos{19, 13};
    scenario.algorithm = QStringLiteral("maze-backtracker");
    scenario.seed = 3;
    auto made = std::make_unique<Trace>();
    const RunOutcome outcome = Catalogue::run(scenario, made.get());
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    QVERIFY(outcome.board);
    const std::shared_ptr<const Trace> trace(std::move(made));
    TraceFrames frames(trace, look(10));

    const QString first = m_dir->filePath(QStringLiteral("first.svg"));
    const QString last = m_dir->filePath(QStringLiteral("last.svg"));
    QString error;
    QVERIFY2(SvgExporter::write(frames, 0, first, &error), qPrintable(error));
    QVERIFY2(SvgExporter::write(frames, trace->stepCount(), last, &error), qPrintable(error));
    const SvgSummary atStart = readSvg(first);
    const SvgSummary atEnd = readSvg(last);
    QVERIFY(atStart.parsed && atEnd.parsed);

    // The walls drawn are the frame's: those of the generator's first scene, then the maze it
    // made, less any wall a mark covers.
    Cursor cursor(*trace);
    const auto visibleWalls = [&](const Scene &scene) {
        int walls = 0;
        for (int cell = 0; cell < scene.cellCount(); ++cell)
            walls += scene.terrain(cell) == Grid::Wall && scene.mark(cell) == Mark::None;
        return walls;
    };
    QCOMPARE(atStart.rectsOfClass.value(QStringLiteral("wall")), visibleWalls(cursor.scene()));
    cursor.toEnd();
    const int mazeWalls = countWalls(*outcome.board);
    QVERIFY(mazeWalls > 0);
    QCOMPARE(visibleWalls(cursor.scene()), mazeWalls);
    QCOMPARE(atEnd.rectsOfClass.value(QStringLiteral("wall")), mazeWalls);
    QVERIFY(atStart.rectsOfClass.value(QStringLiteral("wall")) != atEnd.rectsOfClass.value(QStringLiteral("wall")));
}

void TestVectorExport::svgRefusesAHugeBoard()
{
    auto trace = std::make_shared<Trace>();
    trace->header.board = Grid(600, 500);
    trace->header.algorithm = QStringLiteral("bfs");
    trace->initial = Scene(trace->header.board, 0, 0);
    QVERIFY(trace->validate().isEmpty());
    TraceFrames frames(trace, look(1));
    const QString fileName = m_dir->filePath(QStringLiteral("huge.svg"));
    QString error;
    QVERIFY(!SvgExporter::write(frames, 0, fileName, &error));
    QVERIFY2(error.contains(QString::number(SvgExporter::maxCells)), qPrintable(error));
    QVERIFY(!QFile::exists(fileName));
}

void TestVectorExport::captionBarHoldsEveryLine()
{
    // Three lines of its own, then one that wraps: the bar grows for each, and every line
    // stands apart from the step line under it.
    const QStringList three{QStringLiteral("First"), QStringLiteral("Second"), QStringLiteral("Third")};
    const QString wrapped = QStringLiteral("A caption long enough to wrap over several lines of a bar "
                                           "under a board of twenty cells, none of its words lost");
    const auto trace = astarTrace({{5, three.join(QLatin1Char('\n'))}, {9, wrapped}});
    QVERIFY(trace);
    FrameLook frameLook = look(16);
    frameLook.captionBar = true;
    TraceFrames frames(trace, frameLook);

    frames.seek(5);
    const QImage image = frames.image();
    const QRect bar(0, frames.boardSize().height() + 1, image.width(), frames.captionBarHeight() - 1);
    const qsizetype stepLines = frames.captionBarLayout(bar).step.size();
    QVERIFY(stepLines >= 1);
    QCOMPARE(inkBands(image, bar, frameLook.palette.canvas()), 3 + stepLines);

    const QString fileName = m_dir->filePath(QStringLiteral("wrapped.svg"));
    QString error;
    QVERIFY2(SvgExporter::write(frames, 9, fileName, &error), qPrintable(error));
    const SvgSummary svg = readSvg(fileName);
    QVERIFY2(svg.parsed, qPrintable(svg.error));
    const QStringList captionTexts = svg.textsOfClass(QStringLiteral("caption"));
    const QStringList stepTexts = svg.textsOfClass(QStringLiteral("step"));
    QVERIFY2(captionTexts.size() > 2, qPrintable(svg.texts.join(QLatin1Char('|'))));
    QCOMPARE(captionTexts.join(QLatin1Char(' ')), wrapped);
    QVERIFY2(!stepTexts.isEmpty() && stepTexts.first().startsWith(QStringLiteral("Step 9 of %1").arg(trace->stepCount())),
             qPrintable(stepTexts.join(QLatin1Char('|'))));
    QCOMPARE(svg.texts.mid(captionTexts.size()), stepTexts);
    frames.seek(9);
    const QImage wrappedImage = frames.image();
    QCOMPARE(inkBands(wrappedImage, bar, frameLook.palette.canvas()), int(svg.texts.size()));
}

void TestVectorExport::captionBarNeverSplitsAWord()
{
    // Two cells: the picture is widened for the bar, which shows every word whole and every
    // line to its end; the board keeps its size at the left, the canvas beside it.
    auto run = paneltest::tracedRun(QStringLiteral("bfs"), Grid(2, 1));
    QVERIFY(run);
    run->bookmarks = {Bookmark{0, QStringLiteral("one")},
                      Bookmark{1, QStringLiteral("Searching outwards from the start, one ring of cells at a time")}};
    const std::shared_ptr<const Trace> trace(std::move(run));
    FrameLook frameLook;
    frameLook.captionBar = true;
    TraceFrames frames(trace, frameLook);
    QVERIFY(frames.boardSize().width() < TraceFrames::minCaptionBarWidth);
    QCOMPARE(frames.frameSize().width(), TraceFrames::minCaptionBarWidth);
    const auto words = [](const QStringList &lines) {
        return lines.join(QLatin1Char(' ')).split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    };
    for (int position = 0; position <= trace->stepCount(); ++position) {
        frames.seek(position);
        const QRect bar(0, frames.boardSize().height(), frames.frameSize().width(), frames.captionBarHeight());
        const TraceFrames::CaptionBarLayout layout = frames.captionBarLayout(bar);
        const QString where = QStringLiteral("step %1: ").arg(position);
        QCOMPARE(words(layout.step), frames.stepText().split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts));
        QCOMPARE(words(layout.caption), frames.captionText().split(u' ', Qt::SkipEmptyParts));
        QVERIFY2(!layout.step.join(QString()).contains(QChar(0x2026)), qPrintable(where + layout.step.join(u'|')));
    }
    // The board is drawn as it was, at the left; the canvas fills the picture beside it.
    frames.seek(0);
    const QImage image = frames.image();
    QCOMPARE(image.size(), frames.frameSize());
    QCOMPARE(image.pixelColor(frames.frameSize().width() - 1, 0), frameLook.palette.canvas());
    FrameLook plainLook;
    TraceFrames plain(trace, plainLook);
    QCOMPARE(plain.frameSize(), frames.boardSize());
}

void TestVectorExport::captionBarWrapsTheStepOnASmallBoard()
{
    // Six cells of six pixels: no status fits on one line of the bar. Every word of the step
    // text is there in order, each line fits the bar, and every frame keeps the same size.
    auto small = paneltest::tracedRun(QStringLiteral("astar"), paneltest::scatteredBoard(6, 6, 3));
    QVERIFY(small);
    const std::shared_ptr<const Trace> trace(std::move(small));
    FrameLook frameLook = look(6);
    frameLook.captionBar = true;
    TraceFrames frames(trace, frameLook);
    const QSize frameSize = frames.frameSize();
    int wrappedSteps = 0;
    for (int position = 0; position <= trace->stepCount(); ++position) {
        frames.seek(position);
        const QRect bar(0, frames.boardSize().height(), frames.frameSize().width(), frames.captionBarHeight());
        const TraceFrames::CaptionBarLayout layout = frames.captionBarLayout(bar);
        QVERIFY(layout.step.size() <= TraceFrames::maxStepLines);
        const QFontMetrics metrics(layout.font);
        for (const QString &line : layout.step)
            QVERIFY2(metrics.horizontalAdvance(line) <= layout.inside.width(), qPrintable(line));
        QVERIFY(layout.stepTop + layout.step.size() * layout.lineSpacing <= bar.bottom() + 1);
        QVERIFY(layout.stepTop >= bar.top());
        // Lines may break inside a word, so the texts are compared without their spaces.
        QString joined = layout.step.join(QString());
        if (!joined.endsWith(QChar(0x2026))) {
            QString expected = frames.stepText();
            expected.remove(QRegularExpression(QStringLiteral("\\s")));
            QCOMPARE(joined.remove(QRegularExpression(QStringLiteral("\\s"))), expected);
        }
        wrappedSteps += layout.step.size() > 1;
        QCOMPARE(frames.frameSize(), frameSize);
    }
    QVERIFY2(wrappedSteps > 0, "no step text wrapped: the board is not small enough to test");

    // A hundred pixels wide, the smallest picture a handout would use: every status is whole.
    FrameLook narrowLook = look(6);
    narrowLook.captionBar = true;
    auto narrowRun = paneltest::tracedRun(QStringLiteral("astar"), paneltest::scatteredBoard(16, 8, 5));
    QVERIFY(narrowRun);
    const std::shared_ptr<const Trace> narrowTrace(std::move(narrowRun));
    TraceFrames narrow(narrowTrace, narrowLook);
    QVERIFY(narrow.boardSize().width() <= 100);
    for (int position = 0; position <= narrowTrace->stepCount(); ++position) {
        narrow.seek(position);
        const QRect bar(0, narrow.boardSize().height(), narrow.frameSize().width(), narrow.captionBarHeight());
        const QStringList step = narrow.captionBarLayout(bar).step;
        QVERIFY2(!step.join(QString()).endsWith(QChar(0x2026)),
                 qPrintable(QStringLiteral("step %1 cut: %2").arg(position).arg(step.join(QLatin1Char('|')))));
    }
}

void TestVectorExport::pdfPageCount_data()
{
    QTest::addColumn<int>("steps");
    QTest::addColumn<int>("stepsPerPage");
    QTest::addColumn<int>("pages");
    // Pages counted by hand: the title block shares page 1 with its steps.
    QTest::newRow("1 step, 1 a page") << 1 << 1 << 1;
    QTest::newRow("3 steps, 1 a page") << 3 << 1 << 3;
    QTest::newRow("1 step, 2 a page") << 1 << 2 << 1;
    QTest::newRow("5 steps, 2 a page") << 5 << 2 << 3;
    QTest::newRow("4 steps, 4 a page") << 4 << 4 << 1;
    QTest::newRow("9 steps, 4 a page") << 9 << 4 << 3;
    QTest::newRow("6 steps, 6 a page") << 6 << 6 << 1;
    QTest::newRow("13 steps, 6 a page") << 13 << 6 << 3;
}

void TestVectorExport::pdfPageCount()
{
    QFETCH(int, steps);
    QFETCH(int, stepsPerPage);
    QFETCH(int, pages);
    QCOMPARE(PdfHandout::pageCount(steps, stepsPerPage), pages);

    const auto trace = astarTrace();
    QVERIFY(trace);
    QVERIFY(trace->stepCount() >= steps);
    TraceFrames frames(trace, look(0));
    PdfHandout::Options options;
    options.stepsPerPage = stepsPerPage;
    for (int i = 0; i < steps; ++i)
        options.positions.push_back(i * trace->stepCount() / steps);
    const QString fileName = m_dir->filePath(QStringLiteral("handout.pdf"));
    QString error;
    int reported = 0;
    QVERIFY2(PdfHandout::write(frames, options, fileName, &error, [&](int done, int total) {
        reported = done;
        return total == steps;
    }), qPrintable(error));
    QCOMPARE(reported, steps);
    QCOMPARE(pdfPages(fileName), pages);
}

void TestVectorExport::pdfHasCaptionsAndPseudoCode()
{
    const QString english = QStringLiteral("The open list grows around the start");
    const QString chinese = QStringLiteral("开放列表围绕起点扩展");
    const auto trace = astarTrace({{4, english}, {12, chinese}});
    QVERIFY(trace);
    TraceFrames frames(trace, look(0));
    PdfHandout::Options options;
    options.stepsPerPage = 1;
    options.positions = {4, 12, 13};
    options.title = QStringLiteral("Week 3: A*");
    const QString fileName = m_dir->filePath(QStringLiteral("handout.pdf"));
    QString error;
    QVERIFY2(PdfHandout::write(frames, options, fileName, &error), qPrintable(error));
    QCOMPARE(pdfPages(fileName), 3);

    const QString text = withoutSpaces(run(tool("pdftotext"), {QStringLiteral("-enc"), QStringLiteral("UTF-8"), fileName, QStringLiteral("-")}));
    QVERIFY(text.contains(withoutSpaces(options.title)));
    QVERIFY2(text.contains(withoutSpaces(english)), qPrintable(text.left(400)));
    QVERIFY2(text.contains(withoutSpaces(chinese)), qPrintable(text.left(400)));
    // The caption in force carries over to step 13, which has no bookmark of its own.
    QCOMPARE(text.count(withoutSpaces(chinese)), 2);
    QVERIFY(text.contains(QStringLiteral("Step13of%1").arg(trace->stepCount())));
    const AlgorithmInfo *info = Catalogue::find(QStringLiteral("astar"));
    QVERIFY(info);
    for (const char *line : info->pseudoCode)
        QVERIFY2(text.contains(withoutSpaces(Catalogue::text(line))), line);

    // The first page renders, and the step's pseudo-code line sits on its highlight bar.
    const QString prefix = m_dir->filePath(QStringLiteral("page"));
    run(tool("pdftoppm"), {QStringLiteral("-r"), QStringLiteral("50"), QStringLiteral("-png"), QStringLiteral("-f"),
                           QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("1"), fileName, prefix});
    QDir dir(m_dir->path());
    const QStringList pages = dir.entryList({QStringLiteral("page*.png")});
    QCOMPARE(pages.size(), 1);
    const QImage page(dir.filePath(pages.first()));
    QVERIFY(!page.isNull());
    QVERIFY(std::abs(page.width() - 210 / 25.4 * 50) <= 1); // A4 at 50 dpi
    QVERIFY(trace->steps[3].line > 0);
    int barPixels = 0;
    for (int y = 0; y < page.height(); ++y) {
        for (int x = 0; x < page.width(); ++x) {
            const QColor c = page.pixelColor(x, y);
            barPixels += std::abs(c.red() - 0xff) < 8 && std::abs(c.green() - 0xe0) < 8 && std::abs(c.blue() - 0x82) < 8;
        }
    }
    QVERIFY2(barPixels > 100, qPrintable(QString::number(barPixels)));
}

// A handout is read on screen at 40 to 70 dpi, where a hairline between cells is a whole
// pixel: on small cells the grid lines turned the picture into a grey box. Six steps to a
// page, rendered at 50 dpi, the closed cells still show their own colour.
void TestVectorExport::pdfPicturesKeepTheirColours()
{
    const auto trace = astarTrace();
    QVERIFY(trace);
    TraceFrames frames(trace, look(0));
    PdfHandout::Options options;
    options.stepsPerPage = 6;
    for (int i = 1; i <= 6; ++i)
        options.positions.push_back(trace->stepCount() * i / 6);
    const QString fileName = m_dir->filePath(QStringLiteral("six.pdf"));
    QString error;
    QVERIFY2(PdfHandout::write(frames, options, fileName, &error), qPrintable(error));
    const QString prefix = m_dir->filePath(QStringLiteral("six"));
    run(tool("pdftoppm"), {QStringLiteral("-r"), QStringLiteral("50"), QStringLiteral("-png"), fileName, prefix});
    QDir dir(m_dir->path());
    const QStringList pages = dir.entryList({QStringLiteral("six*.png")});
    QCOMPARE(pages.size(), 1);
    const QImage page(dir.filePath(pages.first()));
    QVERIFY(!page.isNull());

    // Pixels of the closed cells' colour, against pixels of the grid lines' grey that touch
    // one (the pseudo-code's antialiased text has greys too, but never beside a cell).
    const QColor closed = frames.look().palette.mark(Mark::Closed);
    const QColor line = frames.look().palette.gridLine();
    const auto near = [&](int x, int y, const QColor &colour) {
        return x >= 0 && y >= 0 && x < page.width() && y < page.height() && distance(page.pixelColor(x, y), colour) < 0.04;
    };
    int pure = 0;
    int lines = 0;
    for (int y = 0; y < page.height(); ++y) {
        for (int x = 0; x < page.width(); ++x) {
            if (near(x, y, closed))
                ++pure;
            else if (near(x, y, line)
                     && (near(x - 1, y, closed) || near(x + 1, y, closed) || near(x, y - 1, closed) || near(x, y + 1, closed)))
                ++lines;
        }
    }
    QVERIFY2(pure > 100, qPrintable(QString::number(pure)));
    QVERIFY2(pure > 4 * lines, qPrintable(QStringLiteral("%1 pixels of closed cells, %2 of grid lines beside them").arg(pure).arg(lines)));
}

void TestVectorExport::pdfRefusesAndCancels()
{
    const auto trace = astarTrace();
    QVERIFY(trace);
    TraceFrames frames(trace, look(0));
    const QString fileName = m_dir->filePath(QStringLiteral("handout.pdf"));
    PdfHandout::Options options;
    QString error;
    QVERIFY(!PdfHandout::write(frames, options, fileName, &error));
    QVERIFY2(error.contains(QStringLiteral("mark steps first or give a range")), qPrintable(error));
    QVERIFY(!QFile::exists(fileName));

    options.positions = {1, 2, 3, 4};
    options.stepsPerPage = 3;
    QVERIFY(!PdfHandout::write(frames, options, fileName, &error));
    QVERIFY2(error.contains(QStringLiteral("1, 2, 4 or 6")), qPrintable(error));

    options.stepsPerPage = 2;
    options.positions = {1, trace->stepCount() + 1};
    QVERIFY(!PdfHandout::write(frames, options, fileName, &error));
    QVERIFY(!QFile::exists(fileName));

    options.positions = {1, 2, 3, 4};
    const QString nowhere = m_dir->filePath(QStringLiteral("no such folder/handout.pdf"));
    QVERIFY(!PdfHandout::write(frames, options, nowhere, &error));
    QVERIFY2(error.contains(nowhere), qPrintable(error));
    QVERIFY(!SvgExporter::write(frames, 1, nowhere, &error));
    QVERIFY2(error.contains(nowhere), qPrintable(error));

    int calls = 0;
    QVERIFY(!PdfHandout::write(frames, options, fileName, &error, [&](int done, int) {
        ++calls;
        return done < 2;
    }));
    QCOMPARE(calls, 2);
    QVERIFY(!QFile::exists(fileName));
    QVERIFY(QDir(m_dir->path()).entryList(QDir::Files).isEmpty());
}

void TestVectorExport::pdfStepLineIsWhole_data()
{
    QTest::addColumn<int>("stepsPerPage");
    QTest::addColumn<QPageSize>("pageSize");
    QTest::newRow("4 a page, A4") << 4 << QPageSize(QPageSize::A4);
    QTest::newRow("6 a page, A4") << 6 << QPageSize(QPageSize::A4);
    QTest::newRow("4 a page, Letter") << 4 << QPageSize(QPageSize::Letter);
    QTest::newRow("6 a page, Letter") << 6 << QPageSize(QPageSize::Letter);
}

// The pseudo-code line being taught is read whole on a crowded page: the longest line of A*,
// in bold on its bar, was cut short with an ellipsis at 4 and 6 steps a page.
void TestVectorExport::pdfStepLineIsWhole()
{
    QFETCH(int, stepsPerPage);
    QFETCH(QPageSize, pageSize);
    const auto trace = astarTrace();
    QVERIFY(trace);
    const AlgorithmInfo *info = Catalogue::find(QStringLiteral("astar"));
    QVERIFY(info);
    int longest = 0;
    for (int i = 1; i < info->pseudoCode.size(); ++i) {
        if (Catalogue::text(info->pseudoCode[i]).trimmed().size() > Catalogue::text(info->pseudoCode[longest]).trimmed().size())
            longest = i;
    }
    PdfHandout::Options options;
    options.stepsPerPage = stepsPerPage;
    options.pageSize = pageSize;
    for (int position = 1; position <= trace->stepCount() && int(options.positions.size()) < stepsPerPage; ++position) {
        if (trace->steps[std::size_t(position - 1)].line == longest + 1)
            options.positions.push_back(position);
    }
    QCOMPARE(int(options.positions.size()), stepsPerPage);
    TraceFrames frames(trace, look(0));
    const QString fileName = m_dir->filePath(QStringLiteral("crowded.pdf"));
    QString error;
    QVERIFY2(PdfHandout::write(frames, options, fileName, &error), qPrintable(error));
    const QString text = run(tool("pdftotext"), {QStringLiteral("-enc"), QStringLiteral("UTF-8"), fileName, QStringLiteral("-")});
    QVERIFY2(!text.contains(QChar(0x2026)), qPrintable(text));
    const QString line = withoutSpaces(Catalogue::text(info->pseudoCode[longest]));
    QCOMPARE(withoutSpaces(text).count(line), stepsPerPage);
}

void TestVectorExport::labelsStayOffTheEndpoints_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << false;
    QTest::newRow("dark") << true;
}

// At 64 pixels a cell the labels are drawn; A* gives the start and the goal g, h and f too,
// which were written over their S and G, and the goal a parent arrow. Every pixel of those
// cells is now the endpoint's colour, the white of its letter or a blend of the two.
void TestVectorExport::labelsStayOffTheEndpoints()
{
    QFETCH(bool, dark);
    const std::shared_ptr<const Trace> trace(paneltest::tracedRun(QStringLiteral("astar"), Grid(8, 5)));
    QVERIFY(trace);
    FrameLook look;
    look.cellSize = 64;
    look.palette = Palette(dark ? Palette::Theme::Dark : Palette::Theme::Light);
    look.showLabels = true;
    look.showParentArrows = true;
    TraceFrames frames(trace, look);
    frames.seek(trace->stepCount());
    const QImage image = frames.image();
    const auto offTheLetter = [&](QPoint cell, const QColor &fill) {
        // How far a colour is from the blends of the fill and white, the letter's antialiased edge.
        const auto away = [&](const QColor &c) {
            double best = 1;
            for (int i = 0; i <= 20; ++i) {
                const double t = i / 20.0;
                best = std::min(best, distance(c, QColor::fromRgbF(float(fill.redF() + (1 - fill.redF()) * t),
                                                                   float(fill.greenF() + (1 - fill.greenF()) * t),
                                                                   float(fill.blueF() + (1 - fill.blueF()) * t))));
            }
            return best;
        };
        int stray = 0;
        for (int y = cell.y() * 64 + 3; y < cell.y() * 64 + 61; ++y)
            for (int x = cell.x() * 64 + 3; x < cell.x() * 64 + 61; ++x)
                stray += away(image.pixelColor(x, y)) > 0.1;
        return stray;
    };
    QCOMPARE(offTheLetter(QPoint(0, 0), look.palette.start()), 0);
    QCOMPARE(offTheLetter(QPoint(7, 4), look.palette.goal()), 0);
    // The labels are still drawn elsewhere, and the measure sees them: the cell beside the
    // start has ink on it that is no blend of its fill and white.
    QVERIFY2(offTheLetter(QPoint(1, 0), image.pixelColor(64 + 32, 60)) > 20, "no label beside the start");
}

// BFS takes no seed, so its handout names none; a maze generator's names the one it was made from.
void TestVectorExport::pdfSeedOnlyWhereUsed()
{
    const auto handoutText = [&](const std::shared_ptr<const Trace> &trace) {
        TraceFrames frames(trace, look(0));
        PdfHandout::Options options;
        options.positions = {1};
        const QString fileName = m_dir->filePath(QStringLiteral("seed.pdf"));
        QString error;
        if (!PdfHandout::write(frames, options, fileName, &error))
            return error;
        return run(tool("pdftotext"), {QStringLiteral("-enc"), QStringLiteral("UTF-8"), fileName, QStringLiteral("-")});
    };
    const std::shared_ptr<const Trace> searched(paneltest::tracedRun(QStringLiteral("bfs"), paneltest::scatteredBoard(20, 14, 7)));
    QVERIFY(searched);
    const QString bfs = handoutText(searched);
    QVERIFY2(bfs.contains(QStringLiteral("Steps: ")), qPrintable(bfs));
    QVERIFY2(!bfs.contains(QStringLiteral("Seed")), qPrintable(bfs));

    auto generated = paneltest::tracedRun(QStringLiteral("maze-backtracker"), paneltest::scatteredBoard(15, 11, 3));
    QVERIFY(generated);
    generated->header.seed = 4711;
    const QString maze = handoutText(std::shared_ptr<const Trace>(std::move(generated)));
    QVERIFY2(maze.contains(QStringLiteral("Seed: 4711")), qPrintable(maze));
}

QTEST_MAIN(TestVectorExport)
#include "tst_vectorexport.moc"
