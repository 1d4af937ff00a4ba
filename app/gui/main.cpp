// gridtrace: the debugger's window. A thin main: everything it shows lives in ui/.

#include "language.h"
#include "mainwindow.h"
#include "processmemory.h"

#include <QApplication>
#include <QByteArrayView>
#include <QCommandLineParser>
#include <QIcon>
#include <QSettings>

using namespace gridtrace;

namespace {

// Whether the command line asks only for the help or the version, which print and exit before
// any window is made.
bool asksForTextOnly(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArrayView argument(argv[i]);
        if (argument == "--")
            break;
        if (argument == "-h" || argument == "--help" || argument == "-?" || argument == "--help-all"
            || argument == "-v" || argument == "--version")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    keepFreedMemoryForReuse();
    // The help and the version are text on stdout: they need no display, and a terminal without
    // one (an SSH session, a build machine) would otherwise stop at Qt's "could not load the
    // platform plugin" before printing them. No window opens, so no platform is worth asking for.
    if (asksForTextOnly(argc, argv))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("GridTrace"));
    QApplication::setApplicationName(QStringLiteral("GridTrace"));
    QApplication::setApplicationVersion(QStringLiteral(GRIDTRACE_VERSION));
    // The installed desktop entry and icon share this id: Wayland compositors match the window
    // to its entry by it. The theme's icon follows the desktop's icon theme; the copy compiled
    // in serves a build that is run where it was built.
    const QString appId = QStringLiteral(GRIDTRACE_APP_ID);
    QGuiApplication::setDesktopFileName(appId);
    QApplication::setWindowIcon(QIcon::fromTheme(appId, QIcon(QStringLiteral(":/icons/%1.svg").arg(appId))));

    const QString saved = QSettings().value(QStringLiteral("language")).toString();
    Language::install(saved.isEmpty() ? Language::systemDefault() : saved);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "GridTrace: a visual debugger and teaching tool for grid algorithms."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "A scenario, board, Moving AI map or trace to open."));
    const QCommandLineOption languageOption(
        QStringLiteral("language"), QApplication::translate("main", "The language of the window (en, zh_CN)."),
        QStringLiteral("code"));
    parser.addOption(languageOption);
    parser.process(app);
    if (parser.isSet(languageOption))
        Language::install(parser.value(languageOption));

    MainWindow window;
    window.show();
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty() || !window.openFile(files.first())) {
        window.setPlayWhenReady(true);
        window.openExample();
    }
    return QApplication::exec();
}
