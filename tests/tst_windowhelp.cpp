// The window program's help and version, asked for where there is no display to open a window
// on (an SSH session, a build machine): printed, not stopped at the platform plugin; and its
// command line's mistakes, said in one line with or without a display.

#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

class TestWindowHelp : public QObject
{
    Q_OBJECT

private slots:
    void textOptionsNeedNoDisplay_data();
    void textOptionsNeedNoDisplay();
    void mistakesAreSaidWithOrWithoutADisplay_data();
    void mistakesAreSaidWithOrWithoutADisplay();
    void helpNamesItsValuesInChinese();
};

namespace {

struct WindowRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// The window program run with no display at all, or on the offscreen platform, which a window
// opens on as on a display.
WindowRun runWindow(const QStringList &arguments, bool display)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR"})
        environment.remove(QLatin1String(name));
    if (display)
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // In English, whatever the machine's language or the language a window was last left in.
    static const QTemporaryDir settings;
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), settings.path());
    environment.remove(QStringLiteral("LANGUAGE"));
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(GRIDTRACE_GUI), arguments);
    // A window that opened waits for its user: that is a failure here, not a hang.
    if (!process.waitForFinished(30'000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}

} // namespace

void TestWindowHelp::textOptionsNeedNoDisplay_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("printed");
    QTest::newRow("--help") << QStringLiteral("--help") << QStringLiteral("--language <code>");
    QTest::newRow("-h") << QStringLiteral("-h") << QStringLiteral("--language <code>");
    // With Qt's own options, which the window takes as well.
    QTest::newRow("--help-all") << QStringLiteral("--help-all") << QStringLiteral("-platform <value>");
    QTest::newRow("--version") << QStringLiteral("--version") << QStringLiteral("GridTrace " GRIDTRACE_VERSION);
}

void TestWindowHelp::textOptionsNeedNoDisplay()
{
    QFETCH(QString, option);
    QFETCH(QString, printed);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
        environment.remove(QLatin1String(name));
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(GRIDTRACE_GUI), {option});
    QVERIFY(process.waitForFinished(60'000));
    const QByteArray err = process.readAllStandardError();
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QVERIFY2(process.exitCode() == 0, err.constData());
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    QVERIFY2(out.contains(printed), qPrintable(out));
    // Nothing of Qt's own (its runtime folder, its platform) on the way.
    const WindowRun bare = runWindow({option}, false);
    QCOMPARE(bare.exitCode, 0);
    QVERIFY2(bare.err.isEmpty(), bare.err.constData());
}

void TestWindowHelp::mistakesAreSaidWithOrWithoutADisplay_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<bool>("display");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    for (const bool display : {false, true}) {
        const char *where = display ? "display" : "no display";
        QTest::addRow("unknown option, %s", where) << QStringList{QStringLiteral("--bogus")} << display << 2
                                                   << QStringLiteral("gridtrace: unknown option --bogus; gridtrace --help "
                                                                     "lists the options\n");
        QTest::addRow("unknown language, %s", where) << QStringList{QStringLiteral("--language"), QStringLiteral("xx")}
                                                     << display << 2
                                                     << QStringLiteral("gridtrace: --language takes one of en, zh_CN, not "
                                                                       "\"xx\"\n");
        QTest::addRow("no language, %s", where) << QStringList{QStringLiteral("--language")} << display << 2
                                                << QStringLiteral("gridtrace: --language needs a language code: one of "
                                                                  "en, zh_CN\n");
        // Not Qt's help or version, nor its "Unexpected value" in its own words.
        QTest::addRow("--help=x, %s", where) << QStringList{QStringLiteral("--help=x")} << display << 2
                                             << QStringLiteral("gridtrace: --help takes no value\n");
        QTest::addRow("--version=x, %s", where) << QStringList{QStringLiteral("--version=x")} << display << 2
                                                << QStringLiteral("gridtrace: --version takes no value\n");
    }
    // Qt's own options are Qt's, not unknown ones.
    QTest::newRow("Qt's option") << QStringList{QStringLiteral("-reverse"), QStringLiteral("--bogus")} << false << 2
                                 << QStringLiteral("gridtrace: unknown option --bogus; gridtrace --help lists the options\n");
    QTest::newRow("missing file") << QStringList{QStringLiteral("nonexist.json")} << false << 2
                                  << QStringLiteral("gridtrace: no display: nonexist.json does not exist, and the window "
                                                    "needs a display (DISPLAY and WAYLAND_DISPLAY are not set)\n");
    QTest::newRow("no display") << QStringList{} << false << 1
                                << QStringLiteral("gridtrace: no display: the window needs one (DISPLAY and "
                                                  "WAYLAND_DISPLAY are not set); gridtrace-cli works without one\n");
}

void TestWindowHelp::mistakesAreSaidWithOrWithoutADisplay()
{
    QFETCH(QStringList, arguments);
    QFETCH(bool, display);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const WindowRun run = runWindow(arguments, display);
    QCOMPARE(run.exitCode, exitCode);
    QCOMPARE(QString::fromUtf8(run.err), message);
    QVERIFY2(run.out.isEmpty(), run.out.constData());
}

void TestWindowHelp::helpNamesItsValuesInChinese()
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "LANGUAGE", "LC_ALL", "LC_MESSAGES"})
        environment.remove(QLatin1String(name));
    const QTemporaryDir settings;
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), settings.path());
    environment.insert(QStringLiteral("LANG"), QStringLiteral("zh_CN.UTF-8"));
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(GRIDTRACE_GUI), {QStringLiteral("--help")});
    QVERIFY(process.waitForFinished(60'000));
    QCOMPARE(process.exitCode(), 0);
    const QString help = QString::fromUtf8(process.readAllStandardOutput());
    QVERIFY2(help.contains(QStringLiteral("--language <")), qPrintable(help));
    // The names of the values are in Chinese, as the rest of the help.
    QVERIFY2(!help.contains(QStringLiteral("<code>")), qPrintable(help));
    QVERIFY2(!help.contains(QRegularExpression(QStringLiteral("\\bfile\\b"))), qPrintable(help));
    // Every description starts at one terminal column, where a Chinese character takes two
    // (--language <语言代码> is wider than its length).
    static const QRegularExpression entry(QStringLiteral("^(  \\S.*?  +)\\S"));
    QList<int> columns;
    for (const QString &line : help.split(u'\n')) {
        const QRegularExpressionMatch match = entry.match(line);
        if (!match.hasMatch())
            continue;
        int width = 0;
        for (const char32_t c : match.captured(1).toUcs4())
            width += (c >= 0x2E80 && c <= 0x9FFF) || (c >= 0xFF00 && c <= 0xFF60) ? 2 : 1;
        columns << width;
    }
    QVERIFY2(columns.size() >= 4, qPrintable(help));
    QVERIFY2(std::all_of(columns.begin(), columns.end(), [&](int c) { return c == columns.first(); }), qPrintable(help));
}

QTEST_GUILESS_MAIN(TestWindowHelp)
#include "tst_windowhelp.moc"
