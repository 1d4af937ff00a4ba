// gridtrace-cli's files as a user meets them: what it refuses to read or to write over.

#include "grid/movingai.h"
#include "trace/cursor.h"
#include "trace/recorder.h"
#include "trace/scene.h"
#include "trace/tracefile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <initializer_list>
#include <tuple>
#include <utility>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "clifiles.h"
#include "clirun.h"

using namespace gridtrace;

// What gridtrace-cli reads and writes as files: only regular files, within their caps, a byte
// order mark ignored; never a device, a pipe or its own input as an output; a full standard
// output is a failure.
class TestCliFiles : public QObject
{
    Q_OBJECT

private slots:
    void filesAreCheckedBeforeTheyAreRead();
    void byteOrderMarksAreIgnored();
    void outputsNeverReplaceDevicesOrPipes();
    void outputsNeverReplaceTheirInput();
    void aFullStandardOutputFails();
    void whatIsNoTraceIsRefusedAtOnce();
    void aTraceThatStartsRightButHoldsNothingIsRefusedAtOnce();
    void picturesHaveALargestSize();
    void exportsHaveAMostFrames();
    void twoOutputsNeverShareAFile();
    void outputsGetTheirFormatsExtension();
    void aScenarioFilesNumbersAreQuotedAsWritten();
    void brokenJsonIsToldAsBrokenJsonByEveryReader();
    void anEmptyMapIsAnEmptyFile();
    void aTraceCutShortGroupsItsCount();

private:
    QTemporaryDir m_dir;
};

void TestCliFiles::filesAreCheckedBeforeTheyAreRead()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // Sparse: they take no disk, but reading them whole would take gigabytes of memory.
    const auto sparse = [&](const char *name, qint64 bytes) {
        const QString fileName = dir.filePath(QLatin1String(name));
        QFile file(fileName);
        return file.open(QIODevice::WriteOnly) && file.resize(bytes) ? fileName : QString();
    };
    const QString huge = sparse("huge.json", qint64(3) << 30);
    const QString hugeTrace = sparse("huge.gtrace", qint64(5) << 30);
    QVERIFY(!huge.isEmpty() && !hugeTrace.isEmpty());
    const QString fifo = dir.filePath(QStringLiteral("fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const QString zero = QStringLiteral("/dev/zero");

    const QString run = QStringLiteral("run");
    const QString astar = QStringLiteral("astar");
    const QString board = QStringLiteral("--board");
    for (const auto &[arguments, mentions] : std::initializer_list<std::pair<QStringList, QString>>{
             {{run, astar, board, huge}, QStringLiteral("3,221,225,472 bytes, more than the 67,108,864")},
             {{run, astar, board, zero}, QStringLiteral("not a regular file")},
             {{run, astar, board, fifo}, QStringLiteral("not a regular file")},
             {{run, astar, board, dir.path()}, QStringLiteral("a folder")},
             {{run, astar, QStringLiteral("--map"), huge}, QStringLiteral("a Moving AI map may hold")},
             {{run, astar, QStringLiteral("--map"), data("arena.map"), QStringLiteral("--scen"), fifo}, QStringLiteral("not a regular file")},
             {{QStringLiteral("render"), hugeTrace, QStringLiteral("--png"), dir.filePath(QStringLiteral("x.png"))},
              QStringLiteral("a trace file may hold")},
             {{QStringLiteral("link"), QStringLiteral("solve"), board, zero}, QStringLiteral("not a regular file")},
             {{QStringLiteral("demo"), QStringLiteral("--example"), fifo}, QStringLiteral("not a regular file")},
         }) {
        const QString problem = refusalProblem(arguments, mentions);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

void TestCliFiles::byteOrderMarksAreIgnored()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray mark("\xef\xbb\xbf");
    const QString scenario = dir.filePath(QStringLiteral("scenario.json"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("6x4"), QStringLiteral("--from"),
                  QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("5,3"), QStringLiteral("--save-scenario"), scenario})
                 .exitCode,
             0);
    const QString marked = dir.filePath(QStringLiteral("marked.json"));
    QVERIFY(writeFile(marked, mark + readFile(scenario)));
    CliRun run = cli({QStringLiteral("run"), QStringLiteral("--board"), marked, QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(run.json().value(QStringLiteral("steps")).toInt(), 8);

    const QString boardText = dir.filePath(QStringLiteral("marked.board"));
    QVERIFY(writeFile(boardText, mark + "gridtrace-board 1\nsize 4 3\nstart 0 0\ngoal 3 2\nrows\n....\n.##.\n....\n"));
    run = cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--board"), boardText, QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(run.json().value(QStringLiteral("steps")).toInt(), 5);

    const QString map = dir.filePath(QStringLiteral("arena.map"));
    QVERIFY(writeFile(map, mark + readFile(data("arena.map"))));
    const QString scen = dir.filePath(QStringLiteral("arena.map.scen"));
    QVERIFY(writeFile(scen, mark + readFile(data("arena.map.scen"))));
    run = cli({QStringLiteral("check"), QStringLiteral("--map"), map, QStringLiteral("--scen"), scen, QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(run.json().value(QStringLiteral("matched")).toInt(), 130);
}

void TestCliFiles::outputsNeverReplaceDevicesOrPipes()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString trace = dir.filePath(QStringLiteral("maze.gtrace"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("maze-prim"), QStringLiteral("--size"), QStringLiteral("11x11"),
                  QStringLiteral("--trace"), trace}).exitCode, 0);
    QStringList targets;
    const QString fifo = dir.filePath(QStringLiteral("fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    targets << fifo;
    // A node of its own for the device (the kernel's "full" device), never one under /dev.
    const QString device = dir.filePath(QStringLiteral("device"));
    if (::geteuid() == 0 && ::mknod(QFile::encodeName(device).constData(), S_IFCHR | 0600, makedev(1, 7)) == 0)
        targets << device;
    else
        qInfo("no character device row: making one needs root");

    const QStringList maze{QStringLiteral("run"), QStringLiteral("maze-prim"), QStringLiteral("--size"), QStringLiteral("11x11")};
    const QStringList render{QStringLiteral("render"), trace};
    for (const QString &target : std::as_const(targets)) {
        for (const QStringList &arguments : std::initializer_list<QStringList>{
                 maze + QStringList{QStringLiteral("--save-board"), target},
                 maze + QStringList{QStringLiteral("--trace"), target},
                 maze + QStringList{QStringLiteral("--save-scenario"), target},
                 render + QStringList{QStringLiteral("--gif"), target},
                 render + QStringList{QStringLiteral("--png"), target},
                 render + QStringList{QStringLiteral("--svg"), target},
                 render + QStringList{QStringLiteral("--pdf"), target},
                 render + QStringList{QStringLiteral("--html"), target},
                 {QStringLiteral("link"), QStringLiteral("generate"), QStringLiteral("--size"), QStringLiteral("4x4"),
                  QStringLiteral("--kinds"), QStringLiteral("2"), QStringLiteral("--out"), target},
                 {QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("random-safe"), QStringLiteral("--b"),
                  QStringLiteral("random-safe"), QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--record"), target},
             }) {
            const QString problem = refusalProblem(arguments, QStringLiteral("not a regular file"));
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            const QFileInfo after(target);
            QVERIFY2(after.exists() && !after.isFile(), qPrintable(arguments.join(u' ') + QStringLiteral(": replaced")));
        }
    }
    // A folder where a file is wanted (a folder of another name gets the extension added and
    // is passed by); a folder is what --png writes numbered pictures into.
    const QString folderTrace = dir.filePath(QStringLiteral("folder.gtrace.json"));
    QVERIFY(QDir().mkpath(folderTrace));
    const QString problem = refusalProblem(maze + QStringList{QStringLiteral("--trace"), folderTrace}, QStringLiteral("a folder"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const QString pictures = dir.filePath(QStringLiteral("pictures"));
    QVERIFY(QDir().mkpath(pictures));
    QCOMPARE(cli(render + QStringList{QStringLiteral("--png"), pictures}).exitCode, 0);
}

void TestCliFiles::outputsNeverReplaceTheirInput()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString trace = dir.filePath(QStringLiteral("same.gtrace"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("maze-prim"), QStringLiteral("--size"), QStringLiteral("11x11"),
                  QStringLiteral("--trace"), trace}).exitCode, 0);
    const QString map = dir.filePath(QStringLiteral("arena.map"));
    QVERIFY(QFile::copy(data("arena.map"), map));
    const QString scenario = dir.filePath(QStringLiteral("same.json"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("maze-prim"), QStringLiteral("--size"), QStringLiteral("11x11"),
                  QStringLiteral("--save-scenario"), scenario}).exitCode, 0);
    const QByteArray traceBytes = readFile(trace);
    const QByteArray mapBytes = readFile(map);
    const QByteArray scenarioBytes = readFile(scenario);
    // The same file by another spelling is still the same file.
    const QString scenarioAgain = dir.path() + QStringLiteral("/./same.json");
    for (const QStringList &arguments : std::initializer_list<QStringList>{
             {QStringLiteral("run"), QStringLiteral("--board"), scenario, QStringLiteral("--save-scenario"), scenario},
             {QStringLiteral("run"), QStringLiteral("--board"), scenario, QStringLiteral("--trace"), scenarioAgain},
         }) {
        const QString problem = refusalProblem(arguments, QStringLiteral("a file this command reads"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    // Only the file written counts: the name given gets its extension and is another file.
    const CliRun beside = cli({QStringLiteral("run"), QStringLiteral("maze-prim"), QStringLiteral("--board"), scenario,
                               QStringLiteral("--save-board"), scenario, QStringLiteral("--json")});
    QVERIFY2(beside.exitCode == 0, beside.err.constData());
    QVERIFY(QFileInfo(scenario + QStringLiteral(".board")).isFile());
    const CliRun html = cli({QStringLiteral("render"), trace, QStringLiteral("--html"), trace});
    QVERIFY2(html.exitCode == 0, html.err.constData());
    QVERIFY(QFileInfo(trace + QStringLiteral(".html")).isFile());
    QCOMPARE(readFile(trace), traceBytes);
    QCOMPARE(readFile(map), mapBytes);
    QCOMPARE(readFile(scenario), scenarioBytes);
}

void TestCliFiles::aFullStandardOutputFails()
{
    for (const QStringList &arguments : std::initializer_list<QStringList>{
             {QStringLiteral("list")},
             {QStringLiteral("list"), QStringLiteral("--json")},
             {QStringLiteral("--help")},
             {QStringLiteral("link"), QStringLiteral("generate"), QStringLiteral("--size"), QStringLiteral("4x4"),
              QStringLiteral("--kinds"), QStringLiteral("2")},
         }) {
        QProcess process;
        process.setStandardOutputFile(QStringLiteral("/dev/full"));
        process.start(QStringLiteral(GRIDTRACE_CLI), arguments);
        QVERIFY(process.waitForFinished(600'000));
        const QString message = QString::fromUtf8(process.readAllStandardError()).trimmed();
        QVERIFY2(process.exitCode() == 1, qPrintable(arguments.join(u' ') + QStringLiteral(": exit code %1, %2").arg(process.exitCode()).arg(message)));
        QVERIFY2(message.startsWith(QStringLiteral("gridtrace-cli: cannot write the output: ")) && !message.contains(u'\n'),
                 qPrintable(message));
    }
}

void TestCliFiles::whatIsNoTraceIsRefusedAtOnce()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // Sparse and under the trace files' cap: it takes no disk, but reading it whole would take
    // gigabytes of memory and many seconds before its first byte showed it is no trace.
    const QString sparse = dir.filePath(QStringLiteral("sparse.gtrace"));
    {
        QFile file(sparse);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.resize(qint64(3) << 30));
    }
    const QString text = dir.filePath(QStringLiteral("notes.gtrace.json"));
    QVERIFY(writeFile(text, "\n  # a note, not a trace\n"));
    // Garbage that starts as neither kind of trace is said to be neither, not blamed on JSON alone.
    const QString garbage = dir.filePath(QStringLiteral("bad.gtrace"));
    QVERIFY(writeFile(garbage, "GARBAGE\x01\x02 not a trace"));
    for (const auto &[input, mentions] : {std::pair{sparse, QStringLiteral("not valid JSON: byte 0 is a NUL byte")},
                                          std::pair{text, QStringLiteral("neither a binary trace nor a JSON trace: it starts, "
                                                                         "at line 2, column 3, with neither the binary "
                                                                         "trace's mark nor '{'")},
                                          std::pair{garbage, QStringLiteral("bad.gtrace: neither a binary trace nor a JSON "
                                                                            "trace: it starts with neither the binary "
                                                                            "trace's mark nor '{'")}}) {
        QElapsedTimer clock;
        clock.start();
        const CliRun run = cli({QStringLiteral("render"), input, QStringLiteral("--gif"), dir.filePath(QStringLiteral("x.gif"))});
        const QString message = QString::fromUtf8(run.err).trimmed();
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(message.contains(mentions), qPrintable(message));
        QVERIFY2(clock.elapsed() < 3000, qPrintable(QStringLiteral("%1 ms before: %2").arg(clock.elapsed()).arg(message)));
    }
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("x.gif"))));
}

void TestCliFiles::aTraceThatStartsRightButHoldsNothingIsRefusedAtOnce()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // Sparse files under the trace files' cap that start as a trace does (a JSON object's '{',
    // the binary magic and version), then hold nothing: as a preallocated or half-copied file
    // does. Reading one whole would take gigabytes before the parser saw what it is.
    const auto sparse = [&](const char *name, const QByteArray &start) {
        const QString fileName = dir.filePath(QLatin1String(name));
        QFile file(fileName);
        if (!file.open(QIODevice::WriteOnly) || file.write(start) != start.size() || !file.resize(qint64(3) << 30))
            return QString();
        return fileName;
    };
    const QByteArray magic("\x89GTRACE\n", 8);
    const QByteArray version2("\x02\x00\x00\x00", 4);
    const QByteArray headerOf16("\x10\x00\x00\x00", 4);
    const QByteArray endless("\xff\xff\xff\xff", 4);
    const std::pair<QString, QString> cases[] = {
        {sparse("object.gtrace.json", "{"), QStringLiteral("not valid JSON: byte 1 is a NUL byte")},
        {sparse("spaced.gtrace.json", "\n  {\"format\": \"gridtrace-trace\""), QStringLiteral("not valid JSON: byte 31 is a NUL byte")},
        {sparse("magic.gtrace", magic), QStringLiteral("binary trace format version 0 is not supported")},
        {sparse("version.gtrace", magic + version2 + headerOf16),
         QStringLiteral("the header (bytes 16 to 32) is not a JSON object: it starts with byte 0x00, not '{'")},
        {sparse("empty-header.gtrace", magic + version2), QStringLiteral("the header (bytes 16 to 16) is not valid JSON")},
        {sparse("long-header.gtrace", magic + version2 + endless),
         QStringLiteral("truncated at byte 3,221,225,472: expected 4,294,967,295 bytes of the header at byte 16")},
    };
    const QString gif = dir.filePath(QStringLiteral("x.gif"));
    for (const auto &[input, mentions] : cases) {
        QVERIFY(!input.isEmpty());
        const QString problem = refusalProblem({QStringLiteral("render"), input, QStringLiteral("--gif"), gif},
                                               QFileInfo(input).fileName() + QStringLiteral(": ") + mentions);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    QVERIFY(!QFileInfo::exists(gif));
}

namespace {

// A traced breadth-first search across an open board of `size` (WxH) cells, and its steps.
std::pair<QString, int> openBoardTrace(const QTemporaryDir &dir, const QString &size)
{
    const QString trace = dir.filePath(QStringLiteral("open-%1.gtrace").arg(size));
    const QStringList sides = size.split(u'x');
    const QString corner = QStringLiteral("%1,%2").arg(sides[0].toInt() - 1).arg(sides[1].toInt() - 1);
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), size, QStringLiteral("--from"),
                            QStringLiteral("0,0"), QStringLiteral("--to"), corner, QStringLiteral("--trace"), trace,
                            QStringLiteral("--json")});
    return {run.exitCode == 0 ? trace : QString(), run.json().value(QStringLiteral("trace_steps")).toInt()};
}

} // namespace

void TestCliFiles::picturesHaveALargestSize()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto [trace, steps] = openBoardTrace(dir, QStringLiteral("40x30"));
    QVERIFY(!trace.isEmpty());
    // 40 cells of 256 pixels are 10,240: a PNG of 10,240 x 7,680 would take 300 MB at once
    // (a larger board, gigabytes). Cells of 4096 / 40 pixels are the largest that fit.
    const int largestCell = 4096 / 40;
    const QString png = dir.filePath(QStringLiteral("big.png"));
    const QString svg = dir.filePath(QStringLiteral("big.svg"));
    const QString pictures = dir.filePath(QStringLiteral("big"));
    for (const auto &[arguments, mentions] : std::initializer_list<std::pair<QStringList, QString>>{
             {{QStringLiteral("--png"), png, QStringLiteral("--cell-size"), QStringLiteral("256"), QStringLiteral("--svg"), svg},
              QStringLiteral("--png would draw pictures of 10,240 x 7,680 pixels; an export is at most 4,096 x 4,096: give a "
                             "smaller --cell-size (at most %1 for this board)").arg(largestCell)},
             {{QStringLiteral("--png"), pictures, QStringLiteral("--cell-size"), QString::number(largestCell + 1),
               QStringLiteral("--to"), QStringLiteral("2")},
              QStringLiteral("--png would draw pictures of %1 x").arg(QLocale(QLocale::English).toString((largestCell + 1) * 40))},
             {{QStringLiteral("--gif"), dir.filePath(QStringLiteral("big.gif")), QStringLiteral("--cell-size"), QStringLiteral("200")},
              QStringLiteral("--gif would draw pictures of 8,000 x 6,000 pixels")},
         }) {
        const QString problem = refusalProblem(QStringList{QStringLiteral("render"), trace} + arguments, mentions);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    // Refused before anything was written, the SVG asked for beside the PNG too.
    for (const QString &output : {png, svg, pictures, dir.filePath(QStringLiteral("big.gif"))})
        QVERIFY2(!QFileInfo::exists(output), qPrintable(output));
    // A board as tall as a picture may be has no room for the caption bar under it at any size.
    const auto [tall, tallSteps] = openBoardTrace(dir, QStringLiteral("2x4096"));
    QVERIFY(!tall.isEmpty());
    const QString problem = refusalProblem({QStringLiteral("render"), tall, QStringLiteral("--png"), png, QStringLiteral("--caption-bar")},
                                           QStringLiteral("an export is at most 4,096 x 4,096: leave out --caption-bar"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    // The size the message names is one that fits.
    const CliRun fits = cli({QStringLiteral("render"), trace, QStringLiteral("--png"), png, QStringLiteral("--cell-size"),
                             QString::number(largestCell)});
    QVERIFY2(fits.exitCode == 0, fits.err.constData());
    QVERIFY(QFileInfo(png).size() > 0);

    // A long caption on a narrow picture makes it tall: larger cells are the way out, and the
    // size named fits.
    const QString captioned = dir.filePath(QStringLiteral("captioned.gtrace.json"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("10x10"),
                  QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("9,9"),
                  QStringLiteral("--trace"), captioned}).exitCode, 0);
    QFile file(captioned);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonObject object = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    QString caption;
    while (caption.size() < 1900)
        caption += QStringLiteral("word ");
    object.insert(QStringLiteral("bookmarks"), QJsonArray{QJsonObject{{QStringLiteral("step"), 1}, {QStringLiteral("caption"), caption.trimmed()}}});
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QJsonDocument(object).toJson());
    file.close();
    const QStringList narrow{QStringLiteral("render"), captioned, QStringLiteral("--png"), png, QStringLiteral("--caption-bar"),
                             QStringLiteral("--bookmarks"), QStringLiteral("--cell-size"), QStringLiteral("1")};
    // A narrow picture is widened for its bar, whose longest caption then fits in few lines.
    const CliRun widened = cli(narrow);
    QVERIFY2(widened.exitCode == 0, widened.err.constData());
}

void TestCliFiles::exportsHaveAMostFrames()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto [trace, steps] = openBoardTrace(dir, QStringLiteral("80x70"));
    QVERIFY(!trace.isEmpty());
    // The whole trace is its steps and the board before them: more than 10,000 frames.
    QVERIFY2(steps + 1 > 10000, qPrintable(QString::number(steps)));
    const QString frames = QLocale(QLocale::English).toString(steps + 1);
    const QString pictures = dir.filePath(QStringLiteral("pictures"));
    const QString pdf = dir.filePath(QStringLiteral("handout.pdf"));
    const QString gif = dir.filePath(QStringLiteral("all.gif"));
    for (const auto &[arguments, option] : std::initializer_list<std::pair<QStringList, QString>>{
             {{QStringLiteral("--png"), pictures}, QStringLiteral("--png")},
             {{QStringLiteral("--pdf"), pdf, QStringLiteral("--from"), QStringLiteral("0")}, QStringLiteral("--pdf")},
             {{QStringLiteral("--gif"), gif}, QStringLiteral("--gif")},
         }) {
        const QString problem = refusalProblem(
            QStringList{QStringLiteral("render"), trace} + arguments,
            QStringLiteral("%1 would show %2 frames (the start and %3 steps); an export shows at most 10,000 frames: choose "
                           "fewer with --from, --to or --every")
                .arg(option, frames, QLocale(QLocale::English).toString(steps)));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    for (const QString &output : {pictures, pdf, gif})
        QVERIFY2(!QFileInfo::exists(output), qPrintable(output));
    // A single picture is one frame, however long the trace.
    const QString last = dir.filePath(QStringLiteral("last.png"));
    const CliRun one = cli({QStringLiteral("render"), trace, QStringLiteral("--png"), last});
    QVERIFY2(one.exitCode == 0, one.err.constData());
    QVERIFY(QFileInfo(last).isFile());
}

void TestCliFiles::twoOutputsNeverShareAFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto [trace, steps] = openBoardTrace(dir, QStringLiteral("8x6"));
    QVERIFY(!trace.isEmpty());
    const QString name = dir.filePath(QStringLiteral("same"));
    const QStringList maze{QStringLiteral("run"), QStringLiteral("maze-prim"), QStringLiteral("--size"), QStringLiteral("11x11")};
    const QStringList render{QStringLiteral("render"), trace};
    for (const auto &[arguments, mentions] : std::initializer_list<std::pair<QStringList, QString>>{
             // The same file once its extension is added, and by another spelling.
             {maze + QStringList{QStringLiteral("--trace"), name + QStringLiteral(".json"), QStringLiteral("--save-scenario"),
                                 dir.path() + QStringLiteral("/./same")},
              QStringLiteral("--trace %1.json and --save-scenario %2/./same.json are the same file").arg(name, dir.path())},
             // A folder of pictures where the GIF would go.
             {render + QStringList{QStringLiteral("--gif"), name + QStringLiteral(".gif"), QStringLiteral("--png"),
                                   name + QStringLiteral(".gif")},
              QStringLiteral("--gif %1.gif and --png %1.gif are the same file").arg(name)},
         }) {
        const QString problem = refusalProblem(arguments, mentions);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    QStringList left = QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
    QCOMPARE(left, QStringList{QFileInfo(trace).fileName()});

    // One name without an extension for two formats is two files, each with its own.
    const CliRun both = cli(render + QStringList{QStringLiteral("--gif"), name, QStringLiteral("--pdf"), name,
                                                 QStringLiteral("--to"), QStringLiteral("2")});
    QVERIFY2(both.exitCode == 0, both.err.constData());
    const CliRun boardAndTrace = cli(maze + QStringList{QStringLiteral("--save-board"), name, QStringLiteral("--trace"), name});
    QVERIFY2(boardAndTrace.exitCode == 0, boardAndTrace.err.constData());
    left = QDir(dir.path()).entryList(QDir::Files);
    left.removeOne(QFileInfo(trace).fileName());
    QCOMPARE(left, (QStringList{QStringLiteral("same.board"), QStringLiteral("same.gif"), QStringLiteral("same.gtrace.json"),
                                QStringLiteral("same.pdf")}));
}

void TestCliFiles::outputsGetTheirFormatsExtension()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QDir folder(dir.path());
    const auto [trace, steps] = openBoardTrace(dir, QStringLiteral("8x6"));
    QVERIFY(!trace.isEmpty());
    const auto at = [&](const char *name) { return folder.filePath(QLatin1String(name)); };
    // A name without its format's extension gets it; one that has it keeps it as it is.
    const CliRun exported = cli({QStringLiteral("render"), trace, QStringLiteral("--gif"), at("r"), QStringLiteral("--svg"), at("s"),
                                 QStringLiteral("--pdf"), at("p"), QStringLiteral("--html"), at("h.HTML"), QStringLiteral("--png"),
                                 at("one.png"), QStringLiteral("--to"), QStringLiteral("3"), QStringLiteral("--json")});
    QVERIFY2(exported.exitCode == 0, exported.err.constData());
    QStringList written;
    for (const QJsonValue &entry : exported.json().value(QStringLiteral("written")).toArray())
        written << QFileInfo(entry.toObject().value(QStringLiteral("file")).toString()).fileName();
    QCOMPARE(written, (QStringList{QStringLiteral("r.gif"), QStringLiteral("one.png"), QStringLiteral("s.svg"),
                                   QStringLiteral("p.pdf"), QStringLiteral("h.HTML")}));
    QCOMPARE(readFile(at("r.gif")).left(6), QByteArray("GIF89a"));
    QCOMPARE(readFile(at("p.pdf")).left(5), QByteArray("%PDF-"));
    QVERIFY(readFile(at("s.svg")).contains("<svg"));

    const CliRun saved = cli({QStringLiteral("run"), QStringLiteral("maze-prim"), QStringLiteral("--size"), QStringLiteral("11x11"),
                              QStringLiteral("--trace"), at("maze"), QStringLiteral("--save-board"), at("maze-board"),
                              QStringLiteral("--save-scenario"), at("maze-scenario")});
    QVERIFY2(saved.exitCode == 0, saved.err.constData());
    // The trace without an extension stays JSON, as any name but .gtrace is.
    QString error;
    QVERIFY2(loadTrace(at("maze.gtrace.json"), &error), qPrintable(error));
    QVERIFY(readFile(at("maze.gtrace.json")).trimmed().startsWith('{'));
    QVERIFY(readFile(at("maze-board.board")).startsWith("gridtrace-board"));
    QVERIFY(readFile(at("maze-scenario.json")).contains("maze-prim"));

    QCOMPARE(cli({QStringLiteral("link"), QStringLiteral("generate"), QStringLiteral("--size"), QStringLiteral("4x4"),
                  QStringLiteral("--kinds"), QStringLiteral("2"), QStringLiteral("--out"), at("tiles")}).exitCode, 0);
    QCOMPARE(cli({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("random-safe"), QStringLiteral("--b"),
                  QStringLiteral("random-safe"), QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--record"),
                  at("game")}).exitCode, 0);

    QStringList files = folder.entryList(QDir::Files);
    files.removeOne(QFileInfo(trace).fileName());
    QCOMPARE(files, (QStringList{QStringLiteral("game.json"), QStringLiteral("h.HTML"), QStringLiteral("maze-board.board"),
                                 QStringLiteral("maze-scenario.json"), QStringLiteral("maze.gtrace.json"), QStringLiteral("one.png"),
                                 QStringLiteral("p.pdf"), QStringLiteral("r.gif"), QStringLiteral("s.svg"),
                                 QStringLiteral("tiles.txt")}));
}

void TestCliFiles::aScenarioFilesNumbersAreQuotedAsWritten()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString saved = dir.filePath(QStringLiteral("astar.json"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--size"), QStringLiteral("5x5"),
                  QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("4,4"),
                  QStringLiteral("--save-scenario"), saved}).exitCode, 0);
    const QByteArray scenario = readFile(saved);
    QVERIFY(scenario.contains("\"weight\": 1\n"));
    // What the file says, as its user typed it, and not the number reformatted.
    for (const char *written : {"1000", "1e7", "100.50"}) {
        const QString file = dir.filePath(QStringLiteral("weight.json"));
        QVERIFY(writeFile(file, QByteArray(scenario).replace("\"weight\": 1\n", QByteArray("\"weight\": ") + written + '\n')));
        const QString problem = refusalProblem({QStringLiteral("run"), QStringLiteral("--board"), file},
                                               QStringLiteral("parameter weight takes a number from 1 to 100, not \"%1\"")
                                                   .arg(QLatin1String(written)));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

void TestCliFiles::brokenJsonIsToldAsBrokenJsonByEveryReader()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString saved = dir.filePath(QStringLiteral("whole.json"));
    QCOMPARE(cli({QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--board"), example("astar-maze.json"),
                  QStringLiteral("--save-scenario"), saved}).exitCode, 0);
    const QString cut = dir.filePath(QStringLiteral("trunc.json"));
    QVERIFY(writeFile(cut, readFile(saved).left(300)));
    // run --board reads the file as JSON and says where it breaks: so do link and render.
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("--board"), cut});
    QCOMPARE(run.exitCode, 2);
    const QString where = QString::fromUtf8(run.err).section(QStringLiteral("not valid JSON at "), 1).section(u':', 0, 0);
    QVERIFY2(where.startsWith(QStringLiteral("line ")), run.err.constData());
    const QString broken = QStringLiteral("trunc.json: not valid JSON at ") + where;
    for (const QStringList &arguments : {QStringList{QStringLiteral("link"), QStringLiteral("solve"), QStringLiteral("--board"), cut},
                                         QStringList{QStringLiteral("link"), QStringLiteral("check"), QStringLiteral("--board"), cut},
                                         QStringList{QStringLiteral("render"), cut, QStringLiteral("--png"),
                                                     dir.filePath(QStringLiteral("a.png"))}}) {
        const QString problem = refusalProblem(arguments, broken);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    // Valid JSON of no kind GridTrace knows is JSON, not a board, and not a row of cells.
    const QString object = dir.filePath(QStringLiteral("obj.json"));
    QVERIFY(writeFile(object, "{}"));
    const QString problem = refusalProblem({QStringLiteral("link"), QStringLiteral("solve"), QStringLiteral("--board"), object},
                                           QStringLiteral("obj.json holds JSON, which is not a Lianliankan board (rows of '.', '#'"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCliFiles::anEmptyMapIsAnEmptyFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString empty = dir.filePath(QStringLiteral("empty.txt"));
    QVERIFY(writeFile(empty, QByteArray()));
    for (const QStringList &arguments : {QStringList{QStringLiteral("check"), QStringLiteral("--map"), empty, QStringLiteral("--scen"),
                                                     data("arena2.map.scen")},
                                         QStringList{QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--map"), empty}}) {
        const CliRun run = cli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("empty.txt: the file is empty\n"), run.err.constData());
    }
}

void TestCliFiles::aTraceCutShortGroupsItsCount()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString trace = dir.filePath(QStringLiteral("bad.gtrace.json"));
    const CliRun made = cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("30x30"),
                             QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("29,29"),
                             QStringLiteral("--trace"), trace, QStringLiteral("--json")});
    QCOMPARE(made.exitCode, 0);
    const qint64 changes = made.json().value(QStringLiteral("changes")).toInteger();
    QVERIFY(changes > 999);
    QJsonObject object = QJsonDocument::fromJson(readFile(trace)).object();
    QJsonArray steps = object.value(QStringLiteral("steps")).toArray();
    QJsonArray fourth = steps.at(3).toArray();
    fourth.replace(0, 999'999);
    steps.replace(3, fourth);
    object.insert(QStringLiteral("steps"), steps);
    QVERIFY(writeFile(trace, QJsonDocument(object).toJson()));
    // Every count in the message grouped alike, in English and in Chinese.
    const QString grouped = QLocale(QLocale::English).toString(changes);
    for (const CliRun &run : {cli({QStringLiteral("render"), trace, QStringLiteral("--png"), dir.filePath(QStringLiteral("a.png"))}),
                              cliInChinese({QStringLiteral("render"), trace, QStringLiteral("--png"), dir.filePath(QStringLiteral("a.png"))})}) {
        QCOMPARE(run.exitCode, 2);
        const QString message = QString::fromUtf8(run.err);
        QVERIFY2(message.contains(QStringLiteral("999,999")) && message.contains(grouped)
                     && !message.contains(QString::number(changes)), qPrintable(message));
    }
}

QTEST_GUILESS_MAIN(TestCliFiles)
#include "tst_clifiles.moc"
