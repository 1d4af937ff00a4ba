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
    // A folder where a file is wanted; a folder is what --png writes numbered pictures into.
    const QString problem = refusalProblem(maze + QStringList{QStringLiteral("--trace"), dir.path()}, QStringLiteral("a folder"));
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
    const QByteArray traceBytes = readFile(trace);
    const QByteArray mapBytes = readFile(map);
    // The same file by another spelling is still the same file.
    const QString traceAgain = dir.path() + QStringLiteral("/./same.gtrace");
    for (const QStringList &arguments : std::initializer_list<QStringList>{
             {QStringLiteral("render"), trace, QStringLiteral("--html"), trace},
             {QStringLiteral("render"), trace, QStringLiteral("--gif"), traceAgain},
             {QStringLiteral("render"), trace, QStringLiteral("--pdf"), trace, QStringLiteral("--from"), QStringLiteral("0")},
             {QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--map"), map, QStringLiteral("--from"),
              QStringLiteral("19,26"), QStringLiteral("--to"), QStringLiteral("19,29"), QStringLiteral("--trace"), map},
         }) {
        const QString problem = refusalProblem(arguments, QStringLiteral("a file this command reads"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    QCOMPARE(readFile(trace), traceBytes);
    QCOMPARE(readFile(map), mapBytes);
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
    for (const QString &input : {sparse, text}) {
        QElapsedTimer clock;
        clock.start();
        const CliRun run = cli({QStringLiteral("render"), input, QStringLiteral("--gif"), dir.filePath(QStringLiteral("x.gif"))});
        const QString message = QString::fromUtf8(run.err).trimmed();
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(message.contains(QStringLiteral("not valid JSON: expected")), qPrintable(message));
        QVERIFY2(clock.elapsed() < 3000, qPrintable(QStringLiteral("%1 ms before: %2").arg(clock.elapsed()).arg(message)));
    }
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("x.gif"))));
}

QTEST_GUILESS_MAIN(TestCliFiles)
#include "tst_clifiles.moc"
