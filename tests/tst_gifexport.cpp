// A lecture's GIF and PNG pictures of a real search: the GIF is decoded again with giflib and
// played the way a viewer plays it (each frame drawn over the last, see-through pixels kept),
// and what a viewer sees must be the PNG of the same step, pixel for pixel, at the first and
// the last frame; frames, sizes, delays and the loop must be what was asked for.

#include "export/gifexporter.h"
#include "export/pngexporter.h"
#include "export/traceframes.h"

#include "catalogue/catalogue.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QSet>
#include <QTemporaryDir>
#include <QLocale>
#include <QTest>

#include <gif_lib.h>

#include <cmath>
#include <cstring>
#include <memory>

using namespace gridtrace;

namespace {

// A breadth-first search through a small perfect maze, corner to corner, with captions on a
// few steps as a lecturer would add them.
std::shared_ptr<Trace> mazeSearch(int side, quint64 seed)
{
    Scenario maze;
    maze.board = Grid(side, side);
    maze.start = CellPos{0, 0};
    maze.goal = CellPos{side - 1, side - 1};
    maze.algorithm = QStringLiteral("maze-backtracker");
    maze.seed = seed;
    const RunOutcome carved = Catalogue::run(maze, nullptr);
    if (!carved.error.isEmpty() || !carved.board) {
        qWarning() << "maze failed:" << carved.error;
        return nullptr;
    }
    Scenario search = maze;
    search.board = *carved.board;
    search.algorithm = QStringLiteral("bfs");
    search.seed = 0;
    auto trace = std::make_shared<Trace>();
    const RunOutcome outcome = Catalogue::run(search, trace.get());
    if (!outcome.error.isEmpty() || !outcome.found) {
        qWarning() << "search failed:" << outcome.error;
        return nullptr;
    }
    setBookmark(trace->bookmarks, Bookmark{0, QStringLiteral("Breadth-first search starts here.")});
    setBookmark(trace->bookmarks, Bookmark{trace->stepCount() / 3, QStringLiteral("A dead end:\nthe search backs off.")});
    setBookmark(trace->bookmarks, Bookmark{trace->stepCount(), QStringLiteral("Found.")});
    return trace;
}

std::vector<int> firstSteps(int count)
{
    std::vector<int> positions;
    for (int i = 0; i < count; ++i)
        positions.push_back(i);
    return positions;
}

struct DecodedGif
{
    QSize screen;
    int frames = 0;
    std::vector<int> delays;     // hundredths of a second, one a frame
    std::vector<int> disposals;
    bool loops = false;
    std::vector<QImage> shown;   // what a viewer shows after each frame
    QString error;
};

// Plays the file as a viewer does: every frame drawn over the picture the last one left,
// its see-through pixels leaving that picture as it was.
DecodedGif decode(const QString &path)
{
    DecodedGif result;
    int code = 0;
    GifFileType *gif = DGifOpenFileName(QFile::encodeName(path).constData(), &code);
    if (!gif) {
        result.error = QString::fromLatin1(GifErrorString(code));
        return result;
    }
    if (DGifSlurp(gif) == GIF_ERROR) {
        result.error = QString::fromLatin1(GifErrorString(gif->Error));
        DGifCloseFile(gif, &code);
        return result;
    }
    result.screen = QSize(gif->SWidth, gif->SHeight);
    result.frames = gif->ImageCount;
    QImage canvas(result.screen, QImage::Format_RGB32);
    canvas.fill(Qt::black);
    for (int i = 0; i < gif->ImageCount; ++i) {
        const SavedImage &image = gif->SavedImages[i];
        for (int b = 0; b + 1 < image.ExtensionBlockCount; ++b) {
            const ExtensionBlock &block = image.ExtensionBlocks[b];
            const ExtensionBlock &next = image.ExtensionBlocks[b + 1];
            if (block.Function == APPLICATION_EXT_FUNC_CODE && block.ByteCount == 11
                && std::memcmp(block.Bytes, "NETSCAPE2.0", 11) == 0 && next.ByteCount == 3
                && next.Bytes[0] == 1)
                result.loops = true;
        }
        GraphicsControlBlock control;
        control.DelayTime = 0;
        control.DisposalMode = DISPOSAL_UNSPECIFIED;
        control.TransparentColor = NO_TRANSPARENT_COLOR;
        DGifSavedExtensionToGCB(gif, i, &control);
        result.delays.push_back(control.DelayTime);
        result.disposals.push_back(control.DisposalMode);
        const ColorMapObject *map = image.ImageDesc.ColorMap ? image.ImageDesc.ColorMap : gif->SColorMap;
        const GifImageDesc &desc = image.ImageDesc;
        for (int y = 0; y < desc.Height; ++y) {
            for (int x = 0; x < desc.Width; ++x) {
                const int index = image.RasterBits[y * desc.Width + x];
                if (index == control.TransparentColor)
                    continue;
                const GifColorType &c = map->Colors[index];
                canvas.setPixel(desc.Left + x, desc.Top + y, qRgb(c.Red, c.Green, c.Blue));
            }
        }
        result.shown.push_back(canvas.copy());
    }
    DGifCloseFile(gif, &code);
    return result;
}

QImage png(const QString &path)
{
    return QImage(path).convertToFormat(QImage::Format_RGB32);
}

// How many pixels differ, for a message that says how far apart two pictures are.
int differingPixels(const QImage &a, const QImage &b)
{
    if (a.size() != b.size())
        return -1;
    int count = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x)
            count += (a.pixel(x, y) & 0xffffff) != (b.pixel(x, y) & 0xffffff);
    }
    return count;
}

// The centre of a cell in a picture of the board.
QRgb cellCentre(const QImage &image, const TraceFrames &frames, int cell)
{
    const int width = frames.trace().header.board.width();
    const double size = frames.cellSize();
    return image.pixel(int((cell % width + 0.5) * size), int((cell / width + 0.5) * size)) & 0xffffff;
}

} // namespace

class TestGifExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void framesMatchThePngs();
    void delaysFollowTheSpeed();
    void captionBarAddsItsHeight();
    void tooManyShadesComeClose();
    void closedCellsShowInLateSteps();
    void pngSequenceNamesEveryStep();
    void cancelLeavesNoFile();
    void badInputIsRefused();

private:
    std::shared_ptr<Trace> m_trace;
    QTemporaryDir m_dir;
};

void TestGifExport::initTestCase()
{
    m_trace = mazeSearch(21, 5);
    QVERIFY(m_trace);
    QVERIFY(m_trace->validate().isEmpty());
    QVERIFY(m_trace->stepCount() > 40);
    QVERIFY(m_dir.isValid());
}

void TestGifExport::framesMatchThePngs()
{
    FrameLook look;
    look.cellSize = 12;
    TraceFrames frames(m_trace, look);
    const int last = m_trace->stepCount();
    GifExporter::Options options;
    // Every step at first, then jumps, so some frames change much and some little.
    options.positions = firstSteps(20);
    for (int p = 25; p < last; p += 7)
        options.positions.push_back(p);
    options.positions.push_back(last);
    const QString gifPath = m_dir.filePath(QStringLiteral("search.gif"));
    QString error;
    int calls = 0;
    int lastDone = 0;
    const auto progress = [&](int done, int total) {
        ++calls;
        lastDone = done;
        return total == int(options.positions.size());
    };
    QVERIFY2(GifExporter::write(frames, options, gifPath, &error, progress), qPrintable(error));
    QCOMPARE(calls, int(options.positions.size()));
    QCOMPARE(lastDone, int(options.positions.size()));

    const DecodedGif gif = decode(gifPath);
    QVERIFY2(gif.error.isEmpty(), qPrintable(gif.error));
    QCOMPARE(gif.frames, int(options.positions.size()));
    QCOMPARE(gif.screen, frames.frameSize());
    QCOMPARE(gif.screen, QSize(21 * 12, 21 * 12));
    QVERIFY(gif.loops);

    const QString firstPng = m_dir.filePath(QStringLiteral("first.png"));
    const QString lastPng = m_dir.filePath(QStringLiteral("last.png"));
    QVERIFY2(PngExporter::writeFrame(frames, 0, firstPng, &error), qPrintable(error));
    QVERIFY2(PngExporter::writeFrame(frames, last, lastPng, &error), qPrintable(error));
    QCOMPARE(png(firstPng).size(), frames.frameSize());
    QCOMPARE(differingPixels(gif.shown.front(), png(firstPng)), 0);
    // Only the changes travel after the first frame: the end is right only if every change
    // was carried and nothing else was touched.
    QCOMPARE(differingPixels(gif.shown.back(), png(lastPng)), 0);
    // And the search did change the picture, so the comparison above means something.
    QVERIFY(differingPixels(png(firstPng), png(lastPng)) > 1000);
    for (int disposal : gif.disposals)
        QCOMPARE(disposal, DISPOSE_DO_NOT);

    // Later frames are smaller than the whole picture: the file is far smaller than one with
    // every frame whole would be even at its best.
    QVERIFY(QFileInfo(gifPath).size() < QFileInfo(firstPng).size() * qint64(options.positions.size()) / 4);
}

void TestGifExport::delaysFollowTheSpeed()
{
    FrameLook look;
    look.cellSize = 6;
    TraceFrames frames(m_trace, look);
    GifExporter::Options options;
    options.positions = firstSteps(5);
    options.framesPerSecond = 3;      // 33.3 hundredths, rounded
    options.lastFrameSeconds = 1.5;
    options.loop = false;
    const QString path = m_dir.filePath(QStringLiteral("speed.gif"));
    QString error;
    QVERIFY2(GifExporter::write(frames, options, path, &error), qPrintable(error));
    DecodedGif gif = decode(path);
    QVERIFY2(gif.error.isEmpty(), qPrintable(gif.error));
    QCOMPARE(gif.delays, (std::vector<int>{33, 33, 33, 33, 150}));
    QVERIFY(!gif.loops);

    // Faster than a GIF can say: the shortest delay, never 0.
    options.framesPerSecond = 500;
    options.lastFrameSeconds = 0;
    QVERIFY2(GifExporter::write(frames, options, path, &error), qPrintable(error));
    gif = decode(path);
    QCOMPARE(gif.delays, (std::vector<int>{1, 1, 1, 1, 1}));
}

void TestGifExport::captionBarAddsItsHeight()
{
    FrameLook plain;
    plain.cellSize = 10;
    FrameLook barred = plain;
    barred.captionBar = true;
    // Captions at steps 1 and 2 as well: every frame's bar holds new letters, whose
    // antialiased shades together outnumber one table.
    auto captioned = std::make_shared<Trace>(*m_trace);
    setBookmark(captioned->bookmarks, Bookmark{1, QStringLiteral("Jackdaws love my big sphinx of quartz.")});
    setBookmark(captioned->bookmarks, Bookmark{2, QStringLiteral("The five boxing wizards jump quickly.")});
    setBookmark(captioned->bookmarks, Bookmark{m_trace->stepCount() / 3, QStringLiteral("Pack my box with five dozen liquor jugs; "
                                                                                        "how vexingly quick daft zebras jump!")});
    TraceFrames without(m_trace, plain);
    TraceFrames with(captioned, barred);
    QVERIFY(with.captionBarHeight() > 0);
    // Under the board, and as wide as the narrowest bar at least.
    QCOMPARE(with.frameSize(), QSize(std::max(without.frameSize().width(), TraceFrames::minCaptionBarWidth),
                                     without.frameSize().height() + with.captionBarHeight()));

    GifExporter::Options options;
    options.positions = {0, 1, 2, m_trace->stepCount() / 3, m_trace->stepCount()};
    const QString path = m_dir.filePath(QStringLiteral("captioned.gif"));
    QString error;
    QVERIFY2(GifExporter::write(with, options, path, &error), qPrintable(error));
    const DecodedGif gif = decode(path);
    QVERIFY2(gif.error.isEmpty(), qPrintable(gif.error));
    QCOMPARE(gif.frames, 5);
    QCOMPARE(gif.screen, with.frameSize());

    // The bar's antialiased text brings more shades than one global table holds, so frames
    // take tables of their own; each frame's rectangle has few enough colours to stay exact.
    QSet<QRgb> shades;
    for (int position : options.positions) {
        with.seek(position);
        const QImage image = with.image();
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x)
                shades.insert(image.pixel(x, y));
        }
    }
    QVERIFY2(shades.size() > 255, qPrintable(QString::number(shades.size())));
    const QString firstPng = m_dir.filePath(QStringLiteral("captioned-first.png"));
    const QString lastPng = m_dir.filePath(QStringLiteral("captioned-last.png"));
    QVERIFY2(PngExporter::writeFrame(with, 0, firstPng, &error), qPrintable(error));
    QVERIFY2(PngExporter::writeFrame(with, m_trace->stepCount(), lastPng, &error), qPrintable(error));
    QCOMPARE(differingPixels(gif.shown.front(), png(firstPng)), 0);
    QCOMPARE(differingPixels(gif.shown.back(), png(lastPng)), 0);
    // The bar shows the step: it differs between the two, so the bar was compared too.
    const QRect bar(0, with.boardSize().height(), with.frameSize().width(), with.captionBarHeight());
    QVERIFY(differingPixels(png(firstPng).copy(bar), png(lastPng).copy(bar)) > 0);
}

void TestGifExport::tooManyShadesComeClose()
{
    // Big cells carry labels and the bar a large font: one frame alone has more shades than a
    // table holds. The picture's flat colours stay exact; only some antialiased edge pixels
    // take the nearest shade.
    FrameLook look;
    look.cellSize = 60;
    look.captionBar = true;
    TraceFrames frames(m_trace, look);
    frames.seek(m_trace->stepCount());
    QSet<QRgb> shades;
    const QImage end = frames.image();
    for (int y = 0; y < end.height(); ++y) {
        for (int x = 0; x < end.width(); ++x)
            shades.insert(end.pixel(x, y));
    }
    QVERIFY2(shades.size() > 255, qPrintable(QString::number(shades.size())));

    GifExporter::Options options;
    options.positions = {m_trace->stepCount()};
    const QString path = m_dir.filePath(QStringLiteral("shades.gif"));
    QString error;
    QVERIFY2(GifExporter::write(frames, options, path, &error), qPrintable(error));
    const DecodedGif gif = decode(path);
    QVERIFY2(gif.error.isEmpty(), qPrintable(gif.error));
    QCOMPARE(gif.frames, 1);
    const int differing = differingPixels(gif.shown.front(), end);
    const int area = end.width() * end.height();
    QVERIFY2(differing * 100 < area, qPrintable(QString::number(differing)));
    // Far apart only where a rare shade had no close neighbour: never across the picture.
    int far = 0;
    for (int y = 0; y < end.height(); ++y) {
        for (int x = 0; x < end.width(); ++x) {
            const QRgb a = gif.shown.front().pixel(x, y);
            const QRgb b = end.pixel(x, y);
            far += std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) + std::abs(qBlue(a) - qBlue(b)) > 48;
        }
    }
    QVERIFY2(far * 1000 < area, qPrintable(QString::number(far)));
}

void TestGifExport::closedCellsShowInLateSteps()
{
    FrameLook look;
    look.cellSize = 12;
    look.showLabels = false;
    TraceFrames frames(m_trace, look);
    const int late = m_trace->stepCount() * 2 / 3;
    frames.seek(late);
    // Not the start or the goal: their own colour and letter are painted over any mark.
    const Grid &board = m_trace->header.board;
    const int start = board.index(*m_trace->header.start);
    const int goal = board.index(*m_trace->header.goal);
    int closedCell = -1;
    for (int cell = 0; cell < frames.scene().cellCount() && closedCell < 0; ++cell) {
        if (frames.scene().mark(cell) == Mark::Closed && cell != start && cell != goal)
            closedCell = cell;
    }
    QVERIFY2(closedCell >= 0, "the search closes cells by two thirds of the way");

    QString error;
    const QString latePng = m_dir.filePath(QStringLiteral("late.png"));
    const QString startPng = m_dir.filePath(QStringLiteral("start.png"));
    QVERIFY2(PngExporter::writeFrame(frames, late, latePng, &error), qPrintable(error));
    QVERIFY2(PngExporter::writeFrame(frames, 0, startPng, &error), qPrintable(error));
    const QRgb closed = look.palette.mark(Mark::Closed).rgb() & 0xffffff;
    QCOMPARE(cellCentre(png(latePng), frames, closedCell), closed);
    QVERIFY(cellCentre(png(startPng), frames, closedCell) != closed);
}

void TestGifExport::pngSequenceNamesEveryStep()
{
    FrameLook look;
    look.cellSize = 4;
    TraceFrames frames(m_trace, look);
    const QString folder = m_dir.filePath(QStringLiteral("made/on/demand"));
    const std::vector<int> positions = {0, 7, 12, m_trace->stepCount()};
    QStringList written;
    QString error;
    int calls = 0;
    QVERIFY2(PngExporter::writeSequence(frames, positions, folder, &error,
                                        [&](int, int) { return ++calls > 0; }, &written),
             qPrintable(error));
    QCOMPARE(calls, 4);
    const int width = int(QString::number(m_trace->stepCount()).size());
    QStringList expected;
    for (int p : positions)
        expected << QStringLiteral("step-") + QString::number(p).rightJustified(width, QLatin1Char('0'))
                        + QStringLiteral(".png");
    QCOMPARE(QDir(folder).entryList(QDir::Files, QDir::Name), expected);
    QCOMPARE(written.size(), 4);
    for (int i = 0; i < 4; ++i)
        QCOMPARE(QFileInfo(written[i]).fileName(), expected[i]);
    // Each file is its step.
    frames.seek(12);
    QCOMPARE(differingPixels(png(QDir(folder).filePath(expected[2])), frames.image()), 0);
    QVERIFY(width >= 2);
    QVERIFY(expected.contains(QStringLiteral("step-") + QString(width - 1, QLatin1Char('0')) + QStringLiteral("7.png")));
}

void TestGifExport::cancelLeavesNoFile()
{
    FrameLook look;
    look.cellSize = 6;
    TraceFrames frames(m_trace, look);
    GifExporter::Options options;
    options.positions = firstSteps(30);
    const QString path = m_dir.filePath(QStringLiteral("cancelled.gif"));
    QString error;
    int calls = 0;
    QVERIFY(!GifExporter::write(frames, options, path, &error, [&](int done, int) {
        ++calls;
        return done < 10;
    }));
    QCOMPARE(error, QStringLiteral("cancelled"));
    QCOMPARE(calls, 10);
    QVERIFY(!QFile::exists(path));
    QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral("cancelled*")}, QDir::Files | QDir::Hidden),
             QStringList());

    const QString folder = m_dir.filePath(QStringLiteral("cancelled-sequence"));
    QVERIFY(!PngExporter::writeSequence(frames, options.positions, folder, &error,
                                        [](int done, int) { return done < 5; }));
    QCOMPARE(error, QStringLiteral("cancelled"));
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden), QStringList());
}

void TestGifExport::badInputIsRefused()
{
    FrameLook look;
    look.cellSize = 6;
    TraceFrames frames(m_trace, look);
    GifExporter::Options options;
    options.positions = firstSteps(3);
    QString error;

    // A place that cannot be written: a file standing where a folder should be.
    const QString blocker = m_dir.filePath(QStringLiteral("blocker"));
    {
        QFile file(blocker);
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    const QString unwritable = blocker + QStringLiteral("/out.gif");
    QVERIFY(!GifExporter::write(frames, options, unwritable, &error));
    QVERIFY2(error.contains(unwritable), qPrintable(error));
    QVERIFY(!error.contains(QLatin1Char('\n')));
    error.clear();
    QVERIFY(!PngExporter::writeFrame(frames, 0, blocker + QStringLiteral("/out.png"), &error));
    QVERIFY2(error.contains(QStringLiteral("out.png")), qPrintable(error));
    error.clear();
    QVERIFY(!PngExporter::writeSequence(frames, options.positions, blocker + QStringLiteral("/seq"), &error));
    QVERIFY(!error.isEmpty());

    const QString path = m_dir.filePath(QStringLiteral("bad.gif"));
    options.positions = {};
    QVERIFY(!GifExporter::write(frames, options, path, &error));
    QVERIFY(!error.isEmpty());
    options.positions = {0, m_trace->stepCount() + 1};
    QVERIFY(!GifExporter::write(frames, options, path, &error));
    QVERIFY2(error.contains(QString::number(m_trace->stepCount() + 1)), qPrintable(error));
    options.positions = {0, 1};
    options.framesPerSecond = 0;
    QVERIFY(!GifExporter::write(frames, options, path, &error));
    options.framesPerSecond = std::nan("");
    QVERIFY(!GifExporter::write(frames, options, path, &error));
    options.framesPerSecond = 4;
    options.positions = std::vector<int>(GifExporter::maxFrames + 1, 0);
    QVERIFY(!GifExporter::write(frames, options, path, &error));
    QVERIFY2(error.contains(QStringLiteral("fewer steps")), qPrintable(error));

    // Too big a picture: the message names the limit and the way out.
    FrameLook huge;
    huge.cellSize = 300;
    TraceFrames big(m_trace, huge);
    QVERIFY(big.frameSize().width() > GifExporter::maxSide);
    options.positions = {0};
    QVERIFY(!GifExporter::write(big, options, path, &error));
    QVERIFY2(error.contains(QLocale(QLocale::English).toString(GifExporter::maxSide)), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("cell size")), qPrintable(error));
    QVERIFY(!QFile::exists(path));
    // A PNG of that size, one or a folder of them, is refused the same way, before drawing.
    const QString png = m_dir.filePath(QStringLiteral("huge.png"));
    QVERIFY(!PngExporter::writeFrame(big, 0, png, &error));
    QVERIFY2(error.contains(QLocale(QLocale::English).toString(PngExporter::maxSide)) && error.contains(QStringLiteral("cell size")), qPrintable(error));
    QVERIFY(!QFile::exists(png));
    const QString folder = m_dir.filePath(QStringLiteral("huge"));
    QVERIFY(!PngExporter::writeSequence(big, {0, 1}, folder, &error));
    QVERIFY2(error.contains(QLocale(QLocale::English).toString(PngExporter::maxSide)), qPrintable(error));
    QVERIFY(!QFileInfo::exists(folder));

    QVERIFY(!PngExporter::writeFrame(frames, -1, path, &error));
    QVERIFY(!error.isEmpty());
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    TestGifExport test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_gifexport.moc"
