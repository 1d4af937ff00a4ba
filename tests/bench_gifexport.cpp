// How long a lecture's GIF takes: 500 steps of a breadth-first search through a 64 x 64 maze,
// spread over the whole run, at the cell size an export picks by itself and with the caption
// bar, exported as the window's File menu would. Prints seconds, file size and frames;
// asserts nothing (the target is under 10 s).

#include "export/gifexporter.h"
#include "export/traceframes.h"

#include "catalogue/catalogue.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <memory>

using namespace gridtrace;

namespace {

std::shared_ptr<Trace> mazeSearch(int side)
{
    Scenario maze;
    maze.board = Grid(side, side);
    maze.start = CellPos{0, 0};
    maze.goal = CellPos{side - 1, side - 1};
    maze.algorithm = QStringLiteral("maze-backtracker");
    maze.seed = 64;
    const RunOutcome carved = Catalogue::run(maze, nullptr);
    if (!carved.error.isEmpty() || !carved.board)
        return nullptr;

    Scenario search = maze;
    search.board = *carved.board;
    search.algorithm = QStringLiteral("bfs");
    search.seed = 0;
    auto trace = std::make_shared<Trace>();
    const RunOutcome outcome = Catalogue::run(search, trace.get());
    if (!outcome.error.isEmpty())
        return nullptr;
    setBookmark(trace->bookmarks, Bookmark{0, QStringLiteral("The search starts in the top-left corner.")});
    setBookmark(trace->bookmarks, Bookmark{trace->stepCount() / 2, QStringLiteral("Half way: the frontier is a ring.")});
    setBookmark(trace->bookmarks, Bookmark{trace->stepCount(), QStringLiteral("The goal is reached.")});
    return trace;
}

} // namespace

class BenchGifExport : public QObject
{
    Q_OBJECT

private slots:
    void fiveHundredSteps();
};

void BenchGifExport::fiveHundredSteps()
{
    const std::shared_ptr<Trace> trace = mazeSearch(64);
    QVERIFY(trace);
    QVERIFY(trace->stepCount() >= 500);

    FrameLook look;
    look.captionBar = true;
    TraceFrames frames(trace, look);
    GifExporter::Options options;
    constexpr int count = 500;
    for (int i = 0; i < count; ++i)
        options.positions.push_back(int(qint64(i) * trace->stepCount() / (count - 1)));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("lecture.gif"));
    QString error;
    bool written = false;
    qint64 nanos = 0;
    QBENCHMARK_ONCE {
        QElapsedTimer timer;
        timer.start();
        written = GifExporter::write(frames, options, path, &error);
        nanos = timer.nsecsElapsed();
    }
    QVERIFY2(written, qPrintable(error));

    // The drawing alone, for comparison: what the encoder adds on top of it.
    QElapsedTimer drawing;
    drawing.start();
    for (int i = 0; i < 50; ++i) {
        frames.seek(options.positions[std::size_t(i * 10)]);
        frames.image();
    }
    const double drawSeconds = double(drawing.nsecsElapsed()) / 1e9 * count / 50;

    // QtTest runs a benchmark once to warm up before the run it measures: both are told.
    static int run = 0;
    ++run;
    std::printf("GIF export, run %d: %d frames of %d x %d pixels (cell %.0f px, %d steps in the trace)\n",
                run, count, frames.frameSize().width(), frames.frameSize().height(), frames.cellSize(),
                trace->stepCount());
    std::printf("  %.2f s in all (target < 10 s), of which drawing the frames about %.2f s\n",
                double(nanos) / 1e9, drawSeconds);
    std::printf("  file size %.1f KiB (%.1f KiB a frame)\n", double(QFileInfo(path).size()) / 1024.0,
                double(QFileInfo(path).size()) / 1024.0 / count);
}

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    BenchGifExport bench;
    return QTest::qExec(&bench, argc, argv);
}

#include "bench_gifexport.moc"
