// The window program's help and version, asked for where there is no display to open a window
// on (an SSH session, a build machine): printed, not stopped at the platform plugin.

#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>

class TestWindowHelp : public QObject
{
    Q_OBJECT

private slots:
    void textOptionsNeedNoDisplay_data();
    void textOptionsNeedNoDisplay();
};

void TestWindowHelp::textOptionsNeedNoDisplay_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("printed");
    QTest::newRow("--help") << QStringLiteral("--help") << QStringLiteral("--language <code>");
    QTest::newRow("-h") << QStringLiteral("-h") << QStringLiteral("--language <code>");
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
}

QTEST_GUILESS_MAIN(TestWindowHelp)
#include "tst_windowhelp.moc"
