// gridtrace: the debugger's window. A thin main: everything it shows lives in ui/.

#include "language.h"
#include "mainwindow.h"
#include "processmemory.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QSettings>

using namespace gridtrace;

int main(int argc, char *argv[])
{
    keepFreedMemoryForReuse();
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
