// GridTrace installed as a user installs it: `cmake --install` puts every file where the
// freedesktop.org and Debian conventions look for it, the desktop's own validators accept the
// desktop entry and the metainfo, and `cpack -G DEB` makes a package that names its libraries,
// unpacks into a clean root and runs from there, the command line and the window alike.

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

// The id the desktop entry, the icon and the metainfo are named by.
const QString appId = QStringLiteral("io.github.gridtrace.GridTrace");
const QString version = QStringLiteral(GRIDTRACE_VERSION);

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;

    QString said() const { return QStringLiteral("exit %1\n%2\n%3").arg(exitCode).arg(out, err); }
};

Run run(const QString &program, const QStringList &arguments, const QString &workingDir = {},
        const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProgram(program);
    process.setArguments(arguments);
    process.setProcessEnvironment(environment);
    if (!workingDir.isEmpty())
        process.setWorkingDirectory(workingDir);
    process.start();
    Run result;
    if (!process.waitForStarted()) {
        result.err = process.errorString();
        return result;
    }
    process.waitForFinished(600'000);
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

// The environment of a program under test: no display, and its settings, autosaves and caches
// in `home` instead of the user's.
QProcessEnvironment headless(const QString &home)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("HOME"), home);
    for (const char *name : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"})
        environment.insert(QString::fromLatin1(name), home + u'/' + QString::fromLatin1(name).toLower());
    return environment;
}

// Where the standards put each file, relative to the installation prefix.
QStringList standardFiles()
{
    QStringList files{
        QStringLiteral("bin/gridtrace"),
        QStringLiteral("bin/gridtrace-cli"),
        QStringLiteral("share/applications/%1.desktop").arg(appId),
        QStringLiteral("share/icons/hicolor/scalable/apps/%1.svg").arg(appId),
        QStringLiteral("share/metainfo/%1.metainfo.xml").arg(appId),
        QStringLiteral("share/mime/packages/%1.xml").arg(appId),
        QStringLiteral("share/gridtrace/translations/gridtrace_zh_CN.qm"),
        QStringLiteral("share/doc/gridtrace/README.md"),
        QStringLiteral("share/doc/gridtrace/LICENSE"),
    };
    for (int size : {16, 32, 48, 64, 128, 256})
        files << QStringLiteral("share/icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(appId);
    return files;
}

// key=value lines of a desktop entry's [Desktop Entry] group, localised keys as written.
QHash<QString, QString> desktopEntry(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QHash<QString, QString> entry;
    bool inGroup = false;
    for (const QByteArray &raw : file.readAll().split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.startsWith(u'['))
            inGroup = line == u"[Desktop Entry]";
        else if (inGroup && line.contains(u'=') && !line.startsWith(u'#'))
            entry.insert(line.section(u'=', 0, 0), line.section(u'=', 1));
    }
    return entry;
}

QString debianArchitecture()
{
    return run(QStringLiteral("dpkg"), {QStringLiteral("--print-architecture")}).out.trimmed();
}

} // namespace

class TestPackage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void installPutsEveryFileInItsStandardPlace();
    void installedIconsAreTheSizesTheirFoldersSay();
    void desktopEntryShowsInMenusInBothLanguages();
    void validatorsAcceptTheDesktopEntryAndMetainfo();
    void metainfoNamesThisRelease();
    void debianPackageNamesItsLibraries();
    void unpackedPackageHasTheStandardFiles();
    void unpackedCommandLineRuns();
    void unpackedWindowStarts();

private:
    QTemporaryDir m_scratch;
    QString m_prefix;
    QString m_deb;
    QString m_root;
};

void TestPackage::initTestCase()
{
    QVERIFY(m_scratch.isValid());
    // A missing tool fails here, naming the Debian package that brings it.
    const QList<std::pair<QString, const char *>> tools{
        {QStringLiteral(GRIDTRACE_CMAKE), "cmake"},
        {QStringLiteral(GRIDTRACE_CPACK), "cmake"},
        {QStringLiteral("dpkg"), "dpkg"},
        {QStringLiteral("dpkg-deb"), "dpkg"},
        {QStringLiteral("dpkg-shlibdeps"), "dpkg-dev"},
        {QStringLiteral("desktop-file-validate"), "desktop-file-utils"},
        {QStringLiteral("appstreamcli"), "appstream"},
    };
    for (const auto &[tool, package] : tools) {
        const bool found = QFileInfo(tool).isAbsolute() ? QFileInfo(tool).isExecutable()
                                                        : !QStandardPaths::findExecutable(tool).isEmpty();
        if (!found)
            QFAIL(qPrintable(QStringLiteral("%1 is missing: install the %2 package").arg(tool, QLatin1String(package))));
    }

    m_prefix = m_scratch.filePath(QStringLiteral("prefix"));
    const Run install = run(QStringLiteral(GRIDTRACE_CMAKE),
                            {QStringLiteral("--install"), QStringLiteral(GRIDTRACE_BUILD_DIR),
                             QStringLiteral("--prefix"), m_prefix});
    QVERIFY2(install.exitCode == 0, qPrintable(install.said()));
}

void TestPackage::installPutsEveryFileInItsStandardPlace()
{
    for (const QString &file : standardFiles()) {
        const QFileInfo info(m_prefix + u'/' + file);
        QVERIFY2(info.isFile() && info.size() > 0, qPrintable(file + QStringLiteral(" is missing or empty")));
        if (file.startsWith(u"bin/"))
            QVERIFY2(info.isExecutable(), qPrintable(file + QStringLiteral(" is not executable")));
    }
}

void TestPackage::installedIconsAreTheSizesTheirFoldersSay()
{
    const QRegularExpression sizeFolder(QStringLiteral("hicolor/(\\d+)x\\1/"));
    for (const QString &file : standardFiles()) {
        if (!file.startsWith(u"share/icons/"))
            continue;
        const QImage icon(m_prefix + u'/' + file);
        QVERIFY2(!icon.isNull(), qPrintable(file + QStringLiteral(" is no picture")));
        const QRegularExpressionMatch match = sizeFolder.match(file);
        if (match.hasMatch()) {
            const int size = match.captured(1).toInt();
            QCOMPARE(icon.size(), QSize(size, size));
        }
        // Drawn, not blank: the corners are transparent, the middle is not.
        QCOMPARE(qAlpha(icon.pixel(0, 0)), 0);
        QCOMPARE(qAlpha(icon.pixel(icon.width() / 2, icon.height() / 2)), 255);
    }
}

void TestPackage::desktopEntryShowsInMenusInBothLanguages()
{
    const auto entry = desktopEntry(m_prefix + QStringLiteral("/share/applications/%1.desktop").arg(appId));
    QCOMPARE(entry.value(QStringLiteral("Type")), QStringLiteral("Application"));
    QCOMPARE(entry.value(QStringLiteral("Exec")), QStringLiteral("gridtrace %f"));
    QCOMPARE(entry.value(QStringLiteral("Icon")), appId);
    for (const char *key : {"Name", "GenericName", "Comment"}) {
        QVERIFY2(!entry.value(QLatin1String(key)).isEmpty(), key);
        QVERIFY2(!entry.value(QLatin1String(key) + QStringLiteral("[zh_CN]")).isEmpty(), key);
    }
    QVERIFY(entry.value(QStringLiteral("Comment[zh_CN]")) != entry.value(QStringLiteral("Comment")));
    const QStringList categories = entry.value(QStringLiteral("Categories")).split(u';', Qt::SkipEmptyParts);
    for (const char *category : {"Education", "Development", "Science"})
        QVERIFY2(categories.contains(QLatin1String(category)), category);
    // The MIME type the entry opens is one the package defines.
    const QString mimeType = entry.value(QStringLiteral("MimeType")).section(u';', 0, 0);
    QFile mime(m_prefix + QStringLiteral("/share/mime/packages/%1.xml").arg(appId));
    QVERIFY(mime.open(QIODevice::ReadOnly));
    QVERIFY2(QString::fromUtf8(mime.readAll()).contains(QStringLiteral("type=\"%1\"").arg(mimeType)), qPrintable(mimeType));
}

void TestPackage::validatorsAcceptTheDesktopEntryAndMetainfo()
{
    const Run desktop = run(QStringLiteral("desktop-file-validate"),
                            {m_prefix + QStringLiteral("/share/applications/%1.desktop").arg(appId)});
    QVERIFY2(desktop.exitCode == 0, qPrintable(desktop.said()));
    QVERIFY2(!desktop.out.contains(QStringLiteral("error:")) && !desktop.out.contains(QStringLiteral("warning:")),
             qPrintable(desktop.said()));

    const Run metainfo = run(QStringLiteral("appstreamcli"),
                             {QStringLiteral("validate"), QStringLiteral("--no-net"),
                              m_prefix + QStringLiteral("/share/metainfo/%1.metainfo.xml").arg(appId)});
    QVERIFY2(metainfo.exitCode == 0, qPrintable(metainfo.said()));
}

void TestPackage::metainfoNamesThisRelease()
{
    QFile file(m_prefix + QStringLiteral("/share/metainfo/%1.metainfo.xml").arg(appId));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString metainfo = QString::fromUtf8(file.readAll());
    QVERIFY(metainfo.contains(QStringLiteral("<id>%1</id>").arg(appId)));
    QVERIFY(metainfo.contains(QStringLiteral("<launchable type=\"desktop-id\">%1.desktop</launchable>").arg(appId)));
    QVERIFY(metainfo.contains(QStringLiteral("<project_license>MIT</project_license>")));
    QVERIFY2(metainfo.contains(QStringLiteral("<release version=\"%1\"").arg(version)), qPrintable(version));
}

void TestPackage::debianPackageNamesItsLibraries()
{
    const QString out = m_scratch.filePath(QStringLiteral("packages"));
    const Run cpack = run(QStringLiteral(GRIDTRACE_CPACK),
                          {QStringLiteral("-G"), QStringLiteral("DEB"), QStringLiteral("-B"), out},
                          QStringLiteral(GRIDTRACE_BUILD_DIR));
    QVERIFY2(cpack.exitCode == 0, qPrintable(cpack.said()));

    m_deb = out + QStringLiteral("/gridtrace_%1_%2.deb").arg(version, debianArchitecture());
    QVERIFY2(QFileInfo(m_deb).isFile(), qPrintable(m_deb + QStringLiteral(" is missing\n") + cpack.said()));

    const Run info = run(QStringLiteral("dpkg-deb"), {QStringLiteral("--info"), m_deb});
    QVERIFY2(info.exitCode == 0, qPrintable(info.said()));
    QHash<QString, QString> control;
    for (const QString &line : info.out.split(u'\n')) {
        const QString field = line.trimmed();
        if (field.contains(QStringLiteral(": ")))
            control.insert(field.section(QStringLiteral(": "), 0, 0), field.section(QStringLiteral(": "), 1));
    }
    QCOMPARE(control.value(QStringLiteral("Package")), QStringLiteral("gridtrace"));
    QCOMPARE(control.value(QStringLiteral("Version")), version);
    QCOMPARE(control.value(QStringLiteral("Architecture")), debianArchitecture());
    QCOMPARE(control.value(QStringLiteral("Section")), QStringLiteral("education"));
    QVERIFY(!control.value(QStringLiteral("Maintainer")).isEmpty());
    const QString depends = control.value(QStringLiteral("Depends"));
    for (const char *library : {"libqt6widgets6", "libqt6svg6", "libgif7", "libc6"})
        QVERIFY2(depends.contains(QLatin1String(library)), qPrintable(QLatin1String(library) + QStringLiteral(" not in ") + depends));

    m_root = m_scratch.filePath(QStringLiteral("root"));
    const Run unpack = run(QStringLiteral("dpkg"), {QStringLiteral("-x"), m_deb, m_root});
    QVERIFY2(unpack.exitCode == 0, qPrintable(unpack.said()));
}

void TestPackage::unpackedPackageHasTheStandardFiles()
{
    if (m_root.isEmpty())
        QSKIP("no package was made");
    for (const QString &file : standardFiles())
        QVERIFY2(QFileInfo(m_root + QStringLiteral("/usr/") + file).isFile(), qPrintable(file));
}

void TestPackage::unpackedCommandLineRuns()
{
    if (m_root.isEmpty())
        QSKIP("no package was made");
    const QString home = m_scratch.filePath(QStringLiteral("home"));
    const QString cli = m_root + QStringLiteral("/usr/bin/gridtrace-cli");

    const Run versionRun = run(cli, {QStringLiteral("--version")}, {}, headless(home));
    QVERIFY2(versionRun.exitCode == 0, qPrintable(versionRun.said()));
    QCOMPARE(versionRun.out.trimmed(), QStringLiteral("gridtrace-cli ") + version);

    // The packaged command finds the same path as the one just built.
    const QStringList astar{QStringLiteral("run"), QStringLiteral("astar"), QStringLiteral("--board"),
                            QStringLiteral(GRIDTRACE_SOURCE_DIR "/resources/examples/astar-maze.json"),
                            QStringLiteral("--json")};
    const Run packaged = run(cli, astar, {}, headless(home));
    const Run built = run(QStringLiteral(GRIDTRACE_CLI), astar, {}, headless(home));
    QVERIFY2(packaged.exitCode == 0, qPrintable(packaged.said()));
    QVERIFY2(built.exitCode == 0, qPrintable(built.said()));
    const QJsonObject got = QJsonDocument::fromJson(packaged.out.toUtf8()).object();
    const QJsonObject expected = QJsonDocument::fromJson(built.out.toUtf8()).object();
    QCOMPARE(got.value(QStringLiteral("found")).toBool(), true);
    for (const char *key : {"cost", "steps", "expansions", "trace_steps"})
        QCOMPARE(got.value(QLatin1String(key)).toDouble(), expected.value(QLatin1String(key)).toDouble());

    const Run help = run(m_root + QStringLiteral("/usr/bin/gridtrace"), {QStringLiteral("--help")}, {}, headless(home));
    QVERIFY2(help.exitCode == 0, qPrintable(help.said()));
    QVERIFY2(help.out.contains(QStringLiteral("--language")), qPrintable(help.said()));
}

void TestPackage::unpackedWindowStarts()
{
    if (m_root.isEmpty())
        QSKIP("no package was made");
    QProcessEnvironment environment = headless(m_scratch.filePath(QStringLiteral("home")));
    // The unpacked root's share/ first, as /usr/share is for an installed package: the window
    // takes its icon from there.
    environment.insert(QStringLiteral("XDG_DATA_DIRS"), m_root + QStringLiteral("/usr/share:/usr/share"));
    QProcess window;
    window.setProcessEnvironment(environment);
    window.start(m_root + QStringLiteral("/usr/bin/gridtrace"),
                 {QStringLiteral(GRIDTRACE_SOURCE_DIR "/resources/examples/astar-maze.json")});
    QVERIFY2(window.waitForStarted(), qPrintable(window.errorString()));
    // Still running after a second: it opened the file and shows the window. A missing library,
    // plugin or resource ends it before then.
    const bool ended = window.waitForFinished(1000);
    QVERIFY2(!ended, qPrintable(QStringLiteral("the window ended at once, exit %1: %2")
                                    .arg(window.exitCode())
                                    .arg(QString::fromUtf8(window.readAllStandardError()))));
    window.terminate();
    if (!window.waitForFinished(10'000)) {
        window.kill();
        window.waitForFinished();
    }
}

QTEST_MAIN(TestPackage)
#include "tst_package.moc"
