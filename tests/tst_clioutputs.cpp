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
#include <QProcess>
#include <QRegularExpression>
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
    void namesAreShownAsTyped();
    void scenarioRefusalsNameTheirLine();
    void documentedScenarioRuns();
    void missingEndpointsSayHowToGiveThem();
    void linkVerdictsSayWhatWasFound();
    void jsonKeysStayWhenEmpty();
    void duelRefusalsNameWhatIsMissing();
    void limitsAreGrouped();
    void helpNamesTheMenuItem();
    void devicesAreRefusedAsTyped();
    void helpOfACommand();
    void closedPipeIsALostOutput();
    void puzzleRefusalsNameTheCell();
    void faultInTheFirstRoundIsCountedAlike();
    void pathsAreCountedInMoves();

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
        // A folder is named as typed, its trailing slash kept.
        {missing + QStringLiteral("/sub/"), QStringLiteral("--png ") + missing + QStringLiteral("/sub/: ")},
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
    QVERIFY2(refusal(run).contains(QStringLiteral("\"board.width\" must be a whole number from 1 to 4,096")), run.err.constData());
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
    // A generator's scenario: a puzzle is dealt on its size, and never told of the maze made
    // from it, which it does not read; a search runs on that maze and is told so.
    const QString maze = path(QStringLiteral("mz2.json"));
    const CliRun made = cli({QStringLiteral("run"), QStringLiteral("maze-prim"), QStringLiteral("--size"), QStringLiteral("11x11"),
                             QStringLiteral("--save-scenario"), maze});
    QVERIFY2(made.exitCode == 0, made.err.constData());
    const CliRun dealt = cli({QStringLiteral("run"), QStringLiteral("layered"), QStringLiteral("--board"), maze, QStringLiteral("--json")});
    QVERIFY2(dealt.exitCode == 0, dealt.err.constData());
    QCOMPARE(dealt.json().value(QStringLiteral("notes")).toVariant().toStringList(),
             QStringList{maze + QStringLiteral(" is a scenario with no tiles: the puzzle was dealt on its 11 x 11 size with seed 0")});
    const CliRun searched = cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--board"), maze, QStringLiteral("--from"),
                                 QStringLiteral("1,1"), QStringLiteral("--to"), QStringLiteral("9,9")});
    QVERIFY2(searched.out.contains("ran on the board maze-prim makes from it"), searched.out.constData());
    // A puzzle given as one is no note's business.
    const CliRun sized = cli({QStringLiteral("run"), QStringLiteral("layered"), QStringLiteral("--size"), QStringLiteral("3x3"),
                              QStringLiteral("--json")});
    QVERIFY2(sized.exitCode == 0, sized.err.constData());
    QVERIFY(!sized.json().contains(QStringLiteral("notes")));
}

namespace {

// gridtrace-cli run in `folder`, so that names may be given as a user types them there.
CliRun cliIn(const QString &folder, const QStringList &arguments, const QString &language = QString())
{
    QProcess process;
    process.setWorkingDirectory(folder);
    if (!language.isEmpty()) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES"})
            environment.remove(QString::fromLatin1(name));
        environment.insert(QStringLiteral("LANG"), language);
        process.setProcessEnvironment(environment);
    }
    process.start(QStringLiteral(GRIDTRACE_CLI), arguments);
    return finishedRun(process, 120'000);
}

// A Lianliankan board of 4 x 4 tiles whose two pairs block each other: 1 2 over 2 1.
const QByteArray blockedLinkBoard = "1 2 . .\n2 1 . .\n. . . .\n. . . .\n";

} // namespace

void TestCliOutputs::namesAreShownAsTyped()
{
    const QString trace = smallTrace(QStringLiteral("walk.gtrace"));
    QVERIFY(!trace.isEmpty());
    // "frames/" is the folder frames, as lectures.md writes it.
    const CliRun frames = cliIn(m_dir.path(), {QStringLiteral("render"), QStringLiteral("walk.gtrace"), QStringLiteral("--from"),
                                               QStringLiteral("0"), QStringLiteral("--to"), QStringLiteral("3"),
                                               QStringLiteral("--png"), QStringLiteral("frames/")});
    QVERIFY2(frames.exitCode == 0, frames.err.constData());
    QCOMPARE(QDir(path(QStringLiteral("frames"))).entryList({QStringLiteral("step-*.png")}).size(), 4);
    // The folder missing is named as it was given, not as an absolute path.
    const CliRun missing = cliIn(m_dir.path(), {QStringLiteral("run"), QStringLiteral("maze-prim"), QStringLiteral("--size"),
                                                QStringLiteral("11x11"), QStringLiteral("--trace"), QStringLiteral("nodir/a.json")});
    QCOMPARE(missing.exitCode, 2);
    QCOMPARE(refusal(missing), QStringLiteral("--trace nodir/a.json: the folder nodir does not exist"));
}

void TestCliOutputs::scenarioRefusalsNameTheirLine()
{
    // Scenario 0's goal is the map's one wall.
    QVERIFY(writeFile(path(QStringLiteral("s.map")), "type octile\nheight 3\nwidth 3\nmap\n...\n.@.\n...\n"));
    QVERIFY(writeFile(path(QStringLiteral("b2.scen")), "version 1\n0\ts.map\t3\t3\t0\t0\t1\t1\t1.41421356\n"));
    const QStringList files{QStringLiteral("--map"), QStringLiteral("s.map"), QStringLiteral("--scen"), QStringLiteral("b2.scen")};
    const QString expected = QStringLiteral("b2.scen, scenario 0: the goal (1,1) is a wall");
    for (const QStringList &arguments : {QStringList{QStringLiteral("check")} + files,
                                         QStringList{QStringLiteral("bench"), QStringLiteral("pathfinding")} + files,
                                         QStringList{QStringLiteral("run"), QStringLiteral("astar")} + files
                                             + QStringList{QStringLiteral("--index"), QStringLiteral("0")}}) {
        const CliRun run = cliIn(m_dir.path(), arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(refusal(run), expected);
    }
    // Scenario 0 is numbered in Chinese too, and so is the file.
    const CliRun chinese = cliIn(m_dir.path(), QStringList{QStringLiteral("check")} + files, QStringLiteral("zh_CN.UTF-8"));
    QCOMPARE(chinese.exitCode, 2);
    const QString message = refusal(chinese);
    QVERIFY2(message.contains(QStringLiteral("b2.scen")) && message.contains(QRegularExpression(QStringLiteral("\\b0\\b"))),
             qPrintable(message));
}

void TestCliOutputs::documentedScenarioRuns()
{
    // The example of docs/scenario-format.md, as a reader copies it.
    const QString doc = QString::fromUtf8(readFile(QStringLiteral(GRIDTRACE_TEST_DATA "/../../docs/scenario-format.md")));
    const qsizetype section = doc.indexOf(QStringLiteral("## Version 1"));
    QVERIFY(section >= 0);
    const qsizetype begin = doc.indexOf(QStringLiteral("```json\n"), section);
    const qsizetype end = doc.indexOf(QStringLiteral("```"), begin + 7);
    QVERIFY(begin >= 0 && end > begin);
    const QByteArray example = doc.mid(begin + 8, end - begin - 8).toUtf8();
    QVERIFY(writeFile(path(QStringLiteral("docscen.json")), example));
    const CliRun run = cliIn(m_dir.path(), {QStringLiteral("run"), QStringLiteral("--board"), QStringLiteral("docscen.json")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    // A refusal after the scenario loaded names the file to correct.
    QByteArray wrong = example;
    QVERIFY(wrong.contains("\"heuristic\""));
    wrong.replace("\"heuristic\"", "\"heuristik\"");
    QVERIFY(writeFile(path(QStringLiteral("wrong.json")), wrong));
    const CliRun refused = cliIn(m_dir.path(), {QStringLiteral("run"), QStringLiteral("--board"), QStringLiteral("wrong.json")});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refusal(refused).startsWith(QStringLiteral("wrong.json: unknown parameter \"heuristik\"")), refused.err.constData());
}

void TestCliOutputs::missingEndpointsSayHowToGiveThem()
{
    const CliRun search = cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("5x5")});
    QCOMPARE(search.exitCode, 2);
    QVERIFY2(refusal(search).contains(QStringLiteral("--from x,y")) && refusal(search).contains(QStringLiteral("start X Y"))
                 && !refusal(search).contains(QStringLiteral("S on the board")),
             search.err.constData());
    QVERIFY(writeFile(path(QStringLiteral("small.txt")), blockedLinkBoard));
    const CliRun link = cli({QStringLiteral("run"), QStringLiteral("link-min-turn"), QStringLiteral("--board"),
                             path(QStringLiteral("small.txt"))});
    QCOMPARE(link.exitCode, 2);
    QVERIFY2(refusal(link).contains(QStringLiteral("needs a first tile")) && refusal(link).contains(QStringLiteral("--from x,y"))
                 && !refusal(link).contains(QStringLiteral("S on the board")),
             link.err.constData());
}

void TestCliOutputs::linkVerdictsSayWhatWasFound()
{
    QVERIFY(writeFile(path(QStringLiteral("empty.txt")), ". . . .\n. . . .\n. . . .\n. . . .\n"));
    const CliRun empty = cli({QStringLiteral("link"), QStringLiteral("check"), QStringLiteral("--board"), path(QStringLiteral("empty.txt"))});
    QCOMPARE(empty.exitCode, 0);
    QCOMPARE(QString::fromUtf8(empty.out).trimmed(), QStringLiteral("The board has no tiles to clear."));
    QVERIFY(writeFile(path(QStringLiteral("impossible.txt")), blockedLinkBoard));
    for (const QString &action : {QStringLiteral("check"), QStringLiteral("solve")}) {
        const CliRun run = cliIn(m_dir.path(), {QStringLiteral("link"), action, QStringLiteral("--board"), QStringLiteral("impossible.txt")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(!run.out.contains("(0 removals tried)"), run.out.constData());
        // Exit code 1 comes with its one line on stderr.
        QCOMPARE(QString::fromUtf8(run.err), QStringLiteral("gridtrace-cli: impossible.txt cannot be cleared\n"));
    }
}

void TestCliOutputs::jsonKeysStayWhenEmpty()
{
    // Every line of the benchmark matches: no mismatch, and the list is there, empty.
    const QStringList check{QStringLiteral("check"), QStringLiteral("--map"), data("arena.map"), QStringLiteral("--scen"),
                            data("arena.map.scen"), QStringLiteral("--first"), QStringLiteral("5"), QStringLiteral("--json")};
    const CliRun matched = cli(check);
    QCOMPARE(matched.exitCode, 0);
    QVERIFY(matched.json().contains(QStringLiteral("mismatches")));
    QCOMPARE(matched.json().value(QStringLiteral("mismatches")).toArray().size(), 0);
    const QString trace = smallTrace(QStringLiteral("fresh.gtrace"));
    const CliRun render = cli({QStringLiteral("render"), trace, QStringLiteral("--from"), QStringLiteral("0"), QStringLiteral("--to"),
                               QStringLiteral("2"), QStringLiteral("--png"), path(QStringLiteral("fresh")), QStringLiteral("--json")});
    QVERIFY2(render.exitCode == 0, render.err.constData());
    QVERIFY(render.json().contains(QStringLiteral("removed_pictures")));
    QCOMPARE(render.json().value(QStringLiteral("removed_pictures")).toInt(-1), 0);
    // A failed check says so on stderr too.
    QList<QByteArray> lines = readFile(data("arena.map.scen")).split('\n');
    QList<QByteArray> fields = lines[1].split('\t');
    fields.last() = "1000.00000000";
    lines[1] = fields.join('\t');
    QVERIFY(writeFile(path(QStringLiteral("off.scen")), lines.mid(0, 3).join('\n') + '\n'));
    const CliRun failed = cli({QStringLiteral("check"), QStringLiteral("--map"), data("arena.map"), QStringLiteral("--scen"),
                               path(QStringLiteral("off.scen"))});
    QCOMPARE(failed.exitCode, 1);
    const QString message = QString::fromUtf8(failed.err);
    QVERIFY2(message.startsWith(QStringLiteral("gridtrace-cli: 1 scenario")) && message.count(u'\n') == 1, qPrintable(message));
}

void TestCliOutputs::duelRefusalsNameWhatIsMissing()
{
    const CliRun noBoard = cli({QStringLiteral("run"), QStringLiteral("duel-alphabeta"), QStringLiteral("--set"), QStringLiteral("map=board")});
    QCOMPARE(noBoard.exitCode, 2);
    QVERIFY2(refusal(noBoard).contains(QStringLiteral("map=board needs --board FILE")), noBoard.err.constData());
    const QString record = path(QStringLiteral("rec.json"));
    QCOMPARE(cli({QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("kob-starter"), QStringLiteral("--b"),
                  QStringLiteral("kob-starter"), QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--record"), record})
                 .exitCode, 0);
    const CliRun seeded = cli({QStringLiteral("run"), QStringLiteral("duel-kob-starter"), QStringLiteral("--board"), record,
                               QStringLiteral("--set"), QStringLiteral("map=board"), QStringLiteral("--seed"), QStringLiteral("4")});
    QCOMPARE(seeded.exitCode, 2);
    QCOMPARE(refusal(seeded).count(QStringLiteral("kob-starter")), 2); // the algorithm, then the bot once
}

void TestCliOutputs::limitsAreGrouped()
{
    const CliRun layered = cli({QStringLiteral("run"), QStringLiteral("layered"), QStringLiteral("--size"), QStringLiteral("41x40")});
    QCOMPARE(layered.exitCode, 2);
    QVERIFY2(refusal(layered).contains(QStringLiteral("stop at 1,600 cells")), layered.err.constData());
    const CliRun text = cli({QStringLiteral("run"), QStringLiteral("duel-replay"), QStringLiteral("--set"),
                             QStringLiteral("a-steps=") + QString(1001, u'0')});
    QCOMPARE(text.exitCode, 2);
    QVERIFY2(refusal(text).contains(QStringLiteral("at most 1,000 characters, not 1,001")), text.err.constData());
}

void TestCliOutputs::helpNamesTheMenuItem()
{
    const CliRun help = cli({QStringLiteral("render"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    const QString text = QString::fromUtf8(help.out).simplified();
    QVERIFY2(text.contains(QStringLiteral("File > Save Trace…")), qPrintable(text));
}

void TestCliOutputs::devicesAreRefusedAsTyped()
{
    // With stdout a file, /dev/stdout is that file: it is still a device's name, not one to add .txt to.
    QProcess process;
    process.setStandardOutputFile(path(QStringLiteral("stdout.txt")));
    process.start(QStringLiteral(GRIDTRACE_CLI), {QStringLiteral("link"), QStringLiteral("generate"), QStringLiteral("--size"),
                                                  QStringLiteral("4x4"), QStringLiteral("--kinds"), QStringLiteral("2"),
                                                  QStringLiteral("--out"), QStringLiteral("/dev/stdout")});
    const CliRun out = finishedRun(process, 60'000);
    QCOMPARE(out.exitCode, 2);
    QCOMPARE(refusal(out), QStringLiteral("--out /dev/stdout: not a regular file (a device or a pipe), so it is not written"));
    for (const QString &option : {QStringLiteral("--trace"), QStringLiteral("--save-board")}) {
        const CliRun run = cli({QStringLiteral("run"), QStringLiteral("maze-prim"), QStringLiteral("--size"), QStringLiteral("11x11"),
                                option, QStringLiteral("/dev/null")});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(refusal(run), option + QStringLiteral(" /dev/null: not a regular file (a device or a pipe), so it is not written"));
    }
    // /dev itself and the folders in it are no folders of pictures, and a name no device has
    // yet is refused for what it is; each named as typed, its slash kept.
    const QString trace = smallTrace(QStringLiteral("t.gtrace"));
    QVERIFY(!trace.isEmpty());
    const std::tuple<QString, QString> cases[] = {
        {QStringLiteral("/dev/"), QStringLiteral("--png /dev/: /dev or a folder in it, where devices are, so nothing is written there")},
        {QStringLiteral("/dev"), QStringLiteral("--png /dev: /dev or a folder in it, where devices are, so nothing is written there")},
        {QStringLiteral("/dev/gridtrace-none/"),
         QStringLiteral("--png /dev/gridtrace-none/: a name in /dev, where devices are, so it is not written")},
    };
    for (const auto &[folder, message] : cases) {
        const CliRun run = cli({QStringLiteral("render"), trace, QStringLiteral("--to"), QStringLiteral("1"),
                                QStringLiteral("--png"), folder});
        QVERIFY2(run.exitCode == 2, run.err.constData());
        QCOMPARE(refusal(run), message);
    }
    QVERIFY(!QFileInfo::exists(QStringLiteral("/dev/step-0.png")));
}

void TestCliOutputs::helpOfACommand()
{
    const CliRun help = cli({QStringLiteral("help"), QStringLiteral("run")});
    QCOMPARE(help.exitCode, 0);
    QCOMPARE(help.out, cli({QStringLiteral("run"), QStringLiteral("--help")}).out);
    QVERIFY(help.out.startsWith("Usage: gridtrace-cli run"));
    const CliRun bogus = cli({QStringLiteral("--bogus")});
    QCOMPARE(bogus.exitCode, 2);
    QVERIFY2(refusal(bogus).startsWith(QStringLiteral("unknown option --bogus")), bogus.err.constData());
}

void TestCliOutputs::closedPipeIsALostOutput()
{
    // The reader stops after one byte; the tool must say so, not die of SIGPIPE (exit 141).
    for (const QString &command : {QStringLiteral("demo --frames 100"), QStringLiteral("run layered --size 40x40 --path")}) {
        const QString code = path(QStringLiteral("code"));
        const QString err = path(QStringLiteral("err"));
        QProcess shell;
        shell.start(QStringLiteral("/bin/sh"),
                    {QStringLiteral("-c"), QStringLiteral("('%1' %2 2>'%3'; echo $? >'%4') | head -c 1 >/dev/null")
                                               .arg(QStringLiteral(GRIDTRACE_CLI), command, err, code)});
        QVERIFY(shell.waitForFinished(120'000));
        QCOMPARE(readFile(code).trimmed(), QByteArray("1"));
        QVERIFY2(readFile(err).startsWith("gridtrace-cli: cannot write the output: "), readFile(err).constData());
    }
}

void TestCliOutputs::puzzleRefusalsNameTheCell()
{
    // The second 1 stands on line 2 at column 3, the first on line 1 at column 1.
    QVERIFY(writeFile(path(QStringLiteral("dup.txt")), "1 2\n0 1\n"));
    const CliRun run = cliIn(m_dir.path(), {QStringLiteral("run"), QStringLiteral("--board"), QStringLiteral("dup.txt")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(refusal(run).startsWith(QStringLiteral("dup.txt: not a sliding puzzle: line 2, column 3: 1 appears twice (first on line 1, column 1)")),
             run.err.constData());
    QVERIFY2(!refusal(run).contains(QStringLiteral("Lianliankan")) && !refusal(run).contains(QStringLiteral("GridTrace board")),
             run.err.constData());
    QVERIFY(writeFile(path(QStringLiteral("nothing.txt")), ""));
    for (const QStringList &arguments : {QStringList{QStringLiteral("run"), QStringLiteral("--board"), QStringLiteral("nothing.txt")},
                                         QStringList{QStringLiteral("link"), QStringLiteral("solve"), QStringLiteral("--board"),
                                                     QStringLiteral("nothing.txt")}}) {
        const CliRun empty = cliIn(m_dir.path(), arguments);
        QCOMPARE(empty.exitCode, 2);
        QCOMPARE(refusal(empty), QStringLiteral("nothing.txt: the file is empty"));
    }
}

void TestCliOutputs::faultInTheFirstRoundIsCountedAlike()
{
    // A bot that exits at once loses in round 1, which is never played through: 0 rounds.
    const QString record = path(QStringLiteral("fault.json"));
    const QStringList duel{QStringLiteral("duel"), QStringLiteral("--a"), QStringLiteral("exec:false"), QStringLiteral("--b"),
                           QStringLiteral("kob-starter"), QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--record"), record};
    const CliRun text = cli(duel);
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("every game ended before its first round was played"), text.out.constData());
    const CliRun json = cli(duel + QStringList{QStringLiteral("--json")});
    QCOMPARE(json.json().value(QStringLiteral("mean_rounds")).toDouble(-1), 0.0);
    const CliRun replay = cli({QStringLiteral("run"), QStringLiteral("--board"), record});
    QCOMPARE(replay.exitCode, 0);
    QVERIFY2(replay.out.contains("Snake B won before the first round was played"), replay.out.constData());
    QVERIFY2(!replay.out.contains("after 0 rounds"), replay.out.constData());
}

void TestCliOutputs::pathsAreCountedInMoves()
{
    // Corner to corner of an empty 5 x 5 board, four neighbours: 8 moves.
    const CliRun run = cli({QStringLiteral("run"), QStringLiteral("bfs"), QStringLiteral("--size"), QStringLiteral("5x5"),
                            QStringLiteral("--from"), QStringLiteral("0,0"), QStringLiteral("--to"), QStringLiteral("4,4")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.startsWith("Found a path of 8 moves"), run.out.constData());
    const CliRun bench = cli({QStringLiteral("bench"), QStringLiteral("puzzle"), QStringLiteral("--solver"), QStringLiteral("puzzle-optimal"),
                              QStringLiteral("--size"), QStringLiteral("3x3"), QStringLiteral("--games"), QStringLiteral("3"),
                              QStringLiteral("--set"), QStringLiteral("budget=5")});
    QVERIFY2(bench.out.contains("not counted in the means"), bench.out.constData());
    const CliRun solved = cli({QStringLiteral("bench"), QStringLiteral("puzzle"), QStringLiteral("--solver"), QStringLiteral("puzzle-optimal"),
                               QStringLiteral("--size"), QStringLiteral("3x3"), QStringLiteral("--games"), QStringLiteral("3")});
    QCOMPARE(solved.exitCode, 0);
    QVERIFY2(solved.out.contains("\n  expansions: mean "), solved.out.constData());
}

QTEST_GUILESS_MAIN(TestCliOutputs)
#include "tst_clioutputs.moc"
