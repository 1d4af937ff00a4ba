// gridtrace-cli's files as a user meets them: traces refused before they are read whole,
// outputs checked before a run, names resolved through links and extensions, and messages
// that say what is counted (frames, mismatches, fields) and what was made up.

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTemporaryDir>
#include <QTest>

#include <tuple>

#include "clirun.h"

#include "clifiles.h"

namespace {

QString grouped(qint64 number)
{
    return QLocale(QLocale::English).toString(number);
}

// The one line a refusal prints, without the program's name.
QString refusal(const CliRun &run)
{
    return QString::fromUtf8(run.err).trimmed().remove(QStringLiteral("gridtrace-cli: "));
}

// A sparse file of `size` bytes whose first bytes are `start` and whose last are `end`; the
// hole between reads as NUL bytes and takes no disk.
bool writeSparse(const QString &fileName, const QByteArray &start, qint64 size, const QByteArray &end = {})
{
    QFile file(fileName);
    return file.open(QIODevice::WriteOnly) && file.write(start) == start.size() && file.resize(size)
        && (end.isEmpty() || (file.seek(size - end.size()) && file.write(end) == end.size()));
}

// Runs the command with at most `bytes` of address space, so a reader that takes the whole
// of a file of gigabytes into memory fails where one that refuses it first does not.
CliRun cliWithin(qint64 bytes, const QStringList &arguments)
{
#if defined(__SANITIZE_ADDRESS__)
    // AddressSanitizer reserves terabytes of address space for its shadow before main, so no
    // limit can hold it: the sanitizer build checks the refusal, the Release build the memory.
    Q_UNUSED(bytes);
    return cli(arguments);
#endif
    QStringList quoted;
    for (const QString &argument : arguments)
        quoted << u'\'' + argument + u'\'';
    QProcess process;
    process.start(QStringLiteral("/bin/sh"),
                  {QStringLiteral("-c"), QStringLiteral("ulimit -v %1 && exec '%2' %3")
                                             .arg(bytes / 1024).arg(QStringLiteral(GRIDTRACE_CLI), quoted.join(u' '))});
    return finishedRun(process, 600'000);
}

} // namespace

class TestCliOutputs : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void sparseBinaryTraceIsRefusedUnread();
    void sparseJsonTraceIsRefusedUnread();
    void traceOfZerosSaysNul();
    void changesShorterThanTheStepsNeed();
    void outputFoldersAreCheckedBeforeTheRun();
    void htmlLimitIsCheckedBeforeAnythingIsWritten();
    void danglingLinksNameTheirTarget();
    void folderNamesGetTheirExtension();
    void pictureFoldersAreCheckedBeforeTheRender();
    void unwritableFilesAreRefusedBeforeTheRun();
    void checkCountsEveryMismatch();
    void demoCallsTraceStepsSo();
    void framesAreCountedAsFrames();
    void countsOfOneAreSingular();
    void wholeNumbersOutOfRangeSaySo();
    void emptyFileNamesAreRefused();
    void parameterEchoesWhatWasTyped();
    void boardWidthNamesItsRange();
    void tilesMadeUpAreSaid();

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }
    // A small traced search written in the form the name says.
    QString smallTrace(const QString &name);
};

void TestCliOutputs::init()
{
    QVERIFY(m_dir.isValid());
}

QString TestCliOutputs::smallTrace(const QString &name)
{
    const QString file = path(name);
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("20x20"),
                            QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("19,19"),
                            QStringLiteral("--trace"), file});
    return run.exitCode == 0 ? file : QString();
}

void TestCliOutputs::sparseBinaryTraceIsRefusedUnread()
{
#ifndef Q_OS_LINUX
    QSKIP("ulimit and sparse files are tested on Linux");
#endif
    const QString real = smallTrace(QStringLiteral("real.gtrace"));
    QVERIFY(!real.isEmpty());
    // The magic, the version and the header of a real trace, then three gigabytes of nothing.
    const QByteArray start = readFile(real).left(1900);
    QVERIFY(start.size() == 1900);
    // Where the zeros begin: the copy's own trailing zeros, if any, then the hole.
    qsizetype runStart = start.size();
    while (runStart > 0 && start[runStart - 1] == '\0')
        --runStart;
    const QString sparse = path(QStringLiteral("sparse.gtrace"));
    QVERIFY(writeSparse(sparse, start, qint64(3) << 30));
    const CliRun run = cliWithin(qint64(1) << 30, {QStringLiteral("render"), sparse, QStringLiteral("--png"),
                                                   path(QStringLiteral("q.png"))});
    QFile::remove(sparse);
    QCOMPARE(run.exitCode, 2);
    const QString message = refusal(run);
    QVERIFY2(message.contains(QStringLiteral("bytes of unknown data after the changes, in a run of NUL bytes that starts "
                                             "at byte %1").arg(grouped(runStart))),
             qPrintable(message));
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("q.png"))));
}

void TestCliOutputs::sparseJsonTraceIsRefusedUnread()
{
#ifndef Q_OS_LINUX
    QSKIP("ulimit and sparse files are tested on Linux");
#endif
    const QString real = smallTrace(QStringLiteral("real.gtrace.json"));
    QVERIFY(!real.isEmpty());
    const QByteArray text = readFile(real);
    const qsizetype edge = 16 * 1024;
    QVERIFY(text.size() > 2 * edge);
    const QString sparse = path(QStringLiteral("sparse.gtrace.json"));
    QVERIFY(writeSparse(sparse, text.left(edge), qint64(3) << 30, text.right(edge)));
    const CliRun run = cliWithin(qint64(1) << 30, {QStringLiteral("render"), sparse, QStringLiteral("--png"),
                                                   path(QStringLiteral("q.png"))});
    QFile::remove(sparse);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(refusal(run), QStringLiteral("%1: not valid JSON: byte %2 is a NUL byte, which JSON never holds")
                               .arg(sparse, grouped(edge)));
}

void TestCliOutputs::traceOfZerosSaysNul()
{
    const QString zeros = path(QStringLiteral("zeros.gtrace"));
    QVERIFY(writeFile(zeros, QByteArray(100, '\0')));
    const CliRun run = cli({QStringLiteral("render"), zeros, QStringLiteral("--png"), path(QStringLiteral("q.png"))});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(refusal(run), zeros + QStringLiteral(": not valid JSON: byte 0 is a NUL byte, which JSON never holds"));
}

void TestCliOutputs::changesShorterThanTheStepsNeed()
{
    const QString real = smallTrace(QStringLiteral("real.gtrace.json"));
    QVERIFY(!real.isEmpty());
    QJsonObject trace = QJsonDocument::fromJson(readFile(real)).object();
    QVERIFY(!trace.value(QStringLiteral("changes")).toArray().isEmpty());
    trace.insert(QStringLiteral("changes"), QJsonArray());
    const QString cut = path(QStringLiteral("cut.gtrace.json"));
    QVERIFY(writeFile(cut, QJsonDocument(trace).toJson()));
    const CliRun run = cli({QStringLiteral("render"), cut, QStringLiteral("--png"), path(QStringLiteral("q.png"))});
    QCOMPARE(run.exitCode, 2);
    const QString message = refusal(run);
    QVERIFY2(message.contains(QStringLiteral("the list of changes is shorter than the steps need")), qPrintable(message));
    QVERIFY2(!message.contains(QStringLiteral("out of order")), qPrintable(message));
}

void TestCliOutputs::outputFoldersAreCheckedBeforeTheRun()
{
    const QString missing = path(QStringLiteral("missing"));
    const QStringList bigSearch{QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("2000x2000"),
                                QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("1999,1999")};
    const QStringList maze{QStringLiteral("run"), QStringLiteral("maze-prim"), QStringLiteral("--size"), QStringLiteral("11x11")};
    const QStringList duel{QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("random-safe"), QStringLiteral("--b"),
                           QStringLiteral("random-safe"), QStringLiteral("--games"), QStringLiteral("1")};
    for (const auto &[arguments, option, name] : std::initializer_list<std::tuple<QStringList, QString, QString>>{
             {bigSearch, QStringLiteral("save-scenario"), QStringLiteral("m.json")},
             {bigSearch, QStringLiteral("trace"), QStringLiteral("t.gtrace")},
             {maze, QStringLiteral("save-board"), QStringLiteral("b.board")},
             {duel, QStringLiteral("record"), QStringLiteral("r.json")},
         }) {
        const QString file = missing + u'/' + name;
        const CliRun run = cli(arguments + QStringList{QStringLiteral("--") + option, file});
        const QString message = refusal(run);
        QVERIFY2(run.exitCode == 2, qPrintable(message));
        QCOMPARE(message, QStringLiteral("--%1 %2: the folder %3 does not exist").arg(option, file, QDir::toNativeSeparators(missing)));
        QVERIFY(!QFileInfo::exists(missing));
    }
}

void TestCliOutputs::htmlLimitIsCheckedBeforeAnythingIsWritten()
{
    // An open board of 520 x 520 traces some eight changes a cell: past the page's 2,000,000.
    const QString trace = path(QStringLiteral("big.gtrace"));
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("520x520"),
                            QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("519,519"),
                            QStringLiteral("--trace"), trace, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const qint64 changes = run.json().value(QStringLiteral("changes")).toInteger();
    QVERIFY(changes > 2'000'000);
    const QString gif = path(QStringLiteral("g.gif"));
    const QString pdf = path(QStringLiteral("h.pdf"));
    const CliRun render = cli({QStringLiteral("render"), trace, QStringLiteral("--gif"), gif, QStringLiteral("--to"),
                               QStringLiteral("3"), QStringLiteral("--pdf"), pdf, QStringLiteral("--html"),
                               path(QStringLiteral("h.html"))});
    QCOMPARE(render.exitCode, 2);
    QCOMPARE(refusal(render), QStringLiteral("the trace has %1 changes; an HTML page holds at most 2,000,000 (about 40 MB): "
                                             "export a shorter run, or a GIF or PDF of chosen steps")
                                  .arg(grouped(changes)));
    QVERIFY(!QFileInfo::exists(gif));
    QVERIFY(!QFileInfo::exists(pdf));
    QFile::remove(trace);
}

void TestCliOutputs::danglingLinksNameTheirTarget()
{
#ifdef Q_OS_WIN
    QSKIP("symbolic links are tested where anyone may make them");
#endif
    const QString target = path(QStringLiteral("zz.json"));
    const QString link = path(QStringLiteral("lnk.json"));
    QVERIFY(QFile::link(QStringLiteral("zz.json"), link));
    QVERIFY(!QFileInfo::exists(target));
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("5x5"),
                            QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("4,4"),
                            QStringLiteral("--save-scenario"), link, QStringLiteral("--trace"), target});
    QCOMPARE(run.exitCode, 2);
    // Each name as given: the link and its target.
    QVERIFY2(refusal(run).startsWith(QStringLiteral("--save-scenario %1 and --trace %2 are the same file").arg(link, target)),
             run.err.constData());
    QVERIFY(!QFileInfo::exists(target));
}

void TestCliOutputs::folderNamesGetTheirExtension()
{
    const QString trace = smallTrace(QStringLiteral("t.gtrace"));
    QVERIFY(!trace.isEmpty());
    // --png frames is a folder of pictures, --gif frames the file frames.gif: twice over, the
    // folder made by the first render.
    const QString frames = path(QStringLiteral("frames"));
    for (int round = 0; round < 2; ++round) {
        const CliRun run = cli({QStringLiteral("render"), trace, QStringLiteral("--every"), QStringLiteral("100"),
                                QStringLiteral("--png"), frames, QStringLiteral("--gif"), frames});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(QFileInfo(frames).isDir());
        QVERIFY(QFileInfo(frames + QStringLiteral(".gif")).isFile());
    }
    // A folder of the name given is passed by for the name with its extension.
    const QString folder = path(QStringLiteral("run"));
    QVERIFY(QDir().mkpath(folder));
    const CliRun run = cli({QStringLiteral("render"), trace, QStringLiteral("--to"), QStringLiteral("2"), QStringLiteral("--gif"),
                            folder});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY(QFileInfo(folder + QStringLiteral(".gif")).isFile());
    // A name that ends as a folder's is what the user named: a folder, refused.
    const CliRun slash = cli({QStringLiteral("render"), trace, QStringLiteral("--gif"), folder + u'/'});
    QCOMPARE(slash.exitCode, 2);
    QVERIFY2(refusal(slash).contains(QStringLiteral("a folder, not a file")), slash.err.constData());
}

void TestCliOutputs::pictureFoldersAreCheckedBeforeTheRender()
{
    const QString trace = smallTrace(QStringLiteral("t.gtrace"));
    QVERIFY(!trace.isEmpty());
    const QString aFile = path(QStringLiteral("afile"));
    QVERIFY(writeFile(aFile, "x"));
    const QString missing = path(QStringLiteral("nodir"));
    const std::tuple<QString, QString> cases[] = {
        {missing + QStringLiteral("/a/b/c"), QStringLiteral("does not exist")},
        {aFile, QStringLiteral("a file, not a folder")},
        {aFile + QStringLiteral("/x"), QStringLiteral("is not a folder")},
    };
    for (const auto &[folder, why] : cases) {
        const CliRun run = cli({QStringLiteral("render"), trace, QStringLiteral("--every"), QStringLiteral("100"),
                                QStringLiteral("--png"), folder});
        QVERIFY2(run.exitCode == 2, run.err.constData());
        QVERIFY2(refusal(run).startsWith(QStringLiteral("--png ")) && refusal(run).contains(why), run.err.constData());
    }
    QVERIFY(!QFileInfo::exists(missing));
    // One level is made, as a file is.
    const CliRun made = cli({QStringLiteral("render"), trace, QStringLiteral("--every"), QStringLiteral("100"),
                             QStringLiteral("--png"), path(QStringLiteral("new"))});
    QVERIFY2(made.exitCode == 0, made.err.constData());
    QVERIFY(QFileInfo(path(QStringLiteral("new"))).isDir());
}

void TestCliOutputs::unwritableFilesAreRefusedBeforeTheRun()
{
#ifndef Q_OS_LINUX
    QSKIP("/proc takes no new files on Linux only");
#endif
    // /proc is a folder that lets nothing new be made in it, whoever asks: found only by trying.
    const QString file = QStringLiteral("/proc/x.json");
    QElapsedTimer timer;
    timer.start();
    const CliRun duel = cli({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("alphabeta"), QStringLiteral("--b"),
                             QStringLiteral("alphabeta"), QStringLiteral("--games"), QStringLiteral("4"),
                             QStringLiteral("--record"), file});
    QCOMPARE(duel.exitCode, 1);
    QVERIFY2(refusal(duel).startsWith(QStringLiteral("cannot write /proc/x.json: ")), duel.err.constData());
    QVERIFY2(duel.out.isEmpty(), duel.out.constData());
    QVERIFY2(timer.elapsed() < 5000, "the games were played before the record was found unwritable");
    // Nothing is written either: not even an output the run writes before the one that fails.
    const QString first = path(QStringLiteral("first.gtrace.json"));
    for (const auto &[option, given, written] : {std::tuple{QStringLiteral("--trace"), file, file},
                                                 std::tuple{QStringLiteral("--save-scenario"), file, file},
                                                 std::tuple{QStringLiteral("--save-board"), QStringLiteral("/proc/x"),
                                                            QStringLiteral("/proc/x.board")}}) {
        QStringList arguments{QStringLiteral("run"), QStringLiteral("maze-prim"), QStringLiteral("--size"), QStringLiteral("21x21"),
                              option, given};
        if (option != u"--trace")
            arguments << QStringLiteral("--trace") << first;
        const CliRun run = cli(arguments);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(refusal(run).startsWith(QStringLiteral("cannot write %1: ").arg(written)), run.err.constData());
        QVERIFY2(run.out.isEmpty(), run.out.constData());
        QVERIFY2(!QFileInfo::exists(first), qPrintable(option));
    }
}

void TestCliOutputs::checkCountsEveryMismatch()
{
    // The benchmark's own lines, 23 of them given an optimal length one longer than it is.
    QList<QByteArray> lines = readFile(data("arena.map.scen")).split('\n');
    const int wrong = 23;
    const int total = 40;
    QVERIFY(lines.size() > total);
    for (int i = 1; i <= wrong; ++i) {
        QList<QByteArray> fields = lines[i].split('\t');
        fields.last() = QByteArray::number(fields.last().toDouble() + 1, 'f', 8);
        lines[i] = fields.join('\t');
    }
    const QString scen = path(QStringLiteral("arena.map.scen"));
    QVERIFY(writeFile(scen, lines.mid(0, total + 1).join('\n') + '\n'));
    const QStringList arguments{QStringLiteral("check"), QStringLiteral("--map"), data("arena.map"), QStringLiteral("--scen"), scen};
    const CliRun text = cli(arguments);
    QCOMPARE(text.exitCode, 1);
    QVERIFY2(text.out.contains(QStringLiteral("  ... %1 mismatch").arg(wrong - 10).toUtf8()), text.out.constData());
    const CliRun json = cli(arguments + QStringList{QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 1);
    QCOMPARE(json.json().value(QStringLiteral("mismatched")).toInt(), wrong);
    QCOMPARE(json.json().value(QStringLiteral("matched")).toInt(), total - wrong);
    QCOMPARE(json.json().value(QStringLiteral("mismatches")).toArray().size(), 10);
}

void TestCliOutputs::demoCallsTraceStepsSo()
{
    const CliRun demo = cli({QStringLiteral("demo"), QStringLiteral("--json")});
    QCOMPARE(demo.exitCode, 0);
    // The same example run by `run` gives the same count under the same key.
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("--board"), example("astar-maze.json"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(!demo.json().contains(QStringLiteral("steps")));
    QCOMPARE(demo.json().value(QStringLiteral("trace_steps")).toInt(), run.json().value(QStringLiteral("trace_steps")).toInt());
}

void TestCliOutputs::framesAreCountedAsFrames()
{
    const QString trace = path(QStringLiteral("long.gtrace"));
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("100x100"),
                            QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("99,99"),
                            QStringLiteral("--trace"), trace, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const qint64 steps = run.json().value(QStringLiteral("trace_steps")).toInteger();
    QVERIFY(steps > 10'000);
    const CliRun render = cli({QStringLiteral("render"), trace, QStringLiteral("--gif"), path(QStringLiteral("g.gif"))});
    QCOMPARE(render.exitCode, 2);
    QCOMPARE(refusal(render), QStringLiteral("--gif would show %1 frames (the start and %2 steps); an export shows at most "
                                             "10,000 frames: choose fewer with --from, --to or --every")
                                  .arg(grouped(steps + 1), grouped(steps)));
    const CliRun later = cli({QStringLiteral("render"), trace, QStringLiteral("--from"), QStringLiteral("1"),
                              QStringLiteral("--gif"), path(QStringLiteral("g.gif"))});
    QCOMPARE(later.exitCode, 2);
    QVERIFY2(refusal(later).startsWith(QStringLiteral("--gif would show %1 frames; ").arg(grouped(steps))), later.err.constData());
}

void TestCliOutputs::countsOfOneAreSingular()
{
    // "1 cell", never "1 cells" ("1 cell(s)" until a translation gives the English forms).
    const QString map = path(QStringLiteral("short.map"));
    QVERIFY(writeFile(map, "type octile\nheight 2\nwidth 2\nmap\n.\n..\n"));
    const QString board = path(QStringLiteral("short.board"));
    QVERIFY(writeFile(board, "gridtrace-board 1\nsize 2 2\nrows\n.\n..\n"));
    const QString scen = path(QStringLiteral("short.map.scen"));
    QVERIFY(writeFile(scen, "version 1\n0\n"));
    for (const auto &[arguments, counted] : std::initializer_list<std::pair<QStringList, QString>>{
             {{QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--map"), map, QStringLiteral("--from"),
               QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("1,1")},
              QStringLiteral("line 5: row has 1 cell")},
             {{QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--board"), board, QStringLiteral("--from"),
               QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("1,1")},
              QStringLiteral("line 4: row has 1 cell")},
             {{QStringLiteral("check"), QStringLiteral("--map"), data("arena.map"), QStringLiteral("--scen"), scen},
              QStringLiteral("line 2: 1 field")},
         }) {
        const CliRun run = cli(arguments);
        const QString message = refusal(run);
        QVERIFY2(run.exitCode == 2, qPrintable(message));
        QVERIFY2(message.contains(counted), qPrintable(message));
        QVERIFY2(!message.contains(counted + u's'), qPrintable(message));
    }
}

void TestCliOutputs::wholeNumbersOutOfRangeSaySo()
{
    const QString map = path(QStringLiteral("huge.map"));
    QVERIFY(writeFile(map, "type octile\nheight 99999999999999999999\nwidth 2\nmap\n..\n..\n"));
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--map"), map, QStringLiteral("--from"),
                            QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("1,1")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(refusal(run).endsWith(QStringLiteral("'99999999999999999999' is out of range: a map's height is a whole "
                                                  "number from 1 to 4,096")),
             run.err.constData());
    const QString scen = path(QStringLiteral("huge.map.scen"));
    QVERIFY(writeFile(scen, "version 1\n0\tarena.map\t49\t49\t99999999999999999999\t26\t19\t29\t3.00000000\n"));
    const CliRun check = cli({QStringLiteral("check"), QStringLiteral("--map"), data("arena.map"), QStringLiteral("--scen"), scen});
    QCOMPARE(check.exitCode, 2);
    QVERIFY2(refusal(check).contains(QStringLiteral("'99999999999999999999' is out of range: a field holds a whole number "
                                                    "from -2,147,483,648 to 2,147,483,647")),
             check.err.constData());
}

void TestCliOutputs::emptyFileNamesAreRefused()
{
    const QStringList search{QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("5x5"),
                             QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("4,4")};
    for (const QString &option : {QStringLiteral("board"), QStringLiteral("trace"), QStringLiteral("save-scenario")}) {
        const CliRun run = cli(search + QStringList{QStringLiteral("--") + option, QString()});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(QString::fromUtf8(run.err), QStringLiteral("gridtrace-cli: --%1 needs a file name\n").arg(option));
    }
    const CliRun demo = cli({QStringLiteral("demo"), QStringLiteral("--example"), QString()});
    QCOMPARE(demo.exitCode, 2);
    QCOMPARE(QString::fromUtf8(demo.err), QStringLiteral("gridtrace-cli: --example needs a file name\n"));
    const CliRun render = cli({QStringLiteral("render"), QString(), QStringLiteral("--png"), path(QStringLiteral("q.png"))});
    QCOMPARE(render.exitCode, 2);
    QCOMPARE(QString::fromUtf8(render.err), QStringLiteral("gridtrace-cli: render needs a trace file name, not an empty one\n"));
}

void TestCliOutputs::parameterEchoesWhatWasTyped()
{
    for (const QString &typed : {QStringLiteral("-0"), QStringLiteral("0.50"), QStringLiteral("1000")}) {
        const CliRun run = cli({QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--size"), QStringLiteral("5x5"),
                                QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("4,4"),
                                QStringLiteral("--set"), QStringLiteral("weight=") + typed});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(refusal(run).endsWith(QStringLiteral(", not \"%1\"").arg(typed)), run.err.constData());
    }
}

void TestCliOutputs::boardWidthNamesItsRange()
{
    QJsonObject scenario = QJsonDocument::fromJson(readFile(example("astar-maze.json"))).object();
    QJsonObject board = scenario.value(QStringLiteral("board")).toObject();
    QVERIFY(board.contains(QStringLiteral("width")));
    board.insert(QStringLiteral("width"), 2.5);
    scenario.insert(QStringLiteral("board"), board);
    const QString file = path(QStringLiteral("half.json"));
    QVERIFY(writeFile(file, QJsonDocument(scenario).toJson()));
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("--board"), file});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(refusal(run).contains(QStringLiteral("\"board.width\" must be a whole number from 1 to 4096")), run.err.constData());
}

void TestCliOutputs::tilesMadeUpAreSaid()
{
    const QString record = path(QStringLiteral("game.json"));
    const CliRun duel = cli({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("random-safe"), QStringLiteral("--b"),
                             QStringLiteral("random-safe"), QStringLiteral("--games"), QStringLiteral("1"),
                             QStringLiteral("--record"), record});
    QVERIFY2(duel.exitCode == 0, duel.err.constData());
    const CliRun puzzle = cli({QStringLiteral("run"), QStringLiteral("layered"), QStringLiteral("--board"), record,
                               QStringLiteral("--json")});
    QVERIFY2(puzzle.exitCode == 0, puzzle.err.constData());
    const QStringList notes = puzzle.json().value(QStringLiteral("notes")).toVariant().toStringList();
    QVERIFY2(!notes.isEmpty() && notes.first().startsWith(record + QStringLiteral(" is a duel record with no tiles: the puzzle "
                                                                                  "was dealt on its ")),
             puzzle.out.constData());
    const CliRun link = cli({QStringLiteral("run"), QStringLiteral("link-solve"), QStringLiteral("--board"), record});
    QVERIFY2(link.exitCode == 0 || link.exitCode == 1, link.err.constData());
    QVERIFY2(link.out.contains(QStringLiteral("Note: %1 is a duel record with no tiles: the pairs were dealt round its walls")
                                   .arg(record).toUtf8()),
             link.out.constData());
    // A puzzle given as one is no note's business.
    const CliRun sized = cli({QStringLiteral("run"), QStringLiteral("layered"), QStringLiteral("--size"), QStringLiteral("3x3"),
                              QStringLiteral("--json")});
    QVERIFY2(sized.exitCode == 0, sized.err.constData());
    QVERIFY(!sized.json().contains(QStringLiteral("notes")));
}

QTEST_GUILESS_MAIN(TestCliOutputs)
#include "tst_clioutputs.moc"
