// gridtrace: the debugger's window. A thin main: everything it shows lives in ui/.

#include "grid/messagetext.h"
#include "language.h"
#include "mainwindow.h"
#include "processmemory.h"
#include "terminaltext.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
#include <QRegularExpression>
#include <QSettings>

#include <cstdio>
#include <optional>

using namespace gridtrace;

namespace {

// Whether the window would have no display to open on: Qt's default platform and X11 need one
// named, and without it QApplication aborts with a message about plugins, not about the display.
// A platform chosen on purpose (offscreen, vnc, ...) is Qt's to judge.
bool noDisplay(const QStringList &arguments)
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS) && !defined(Q_OS_ANDROID)
    // -platform and X11's -display, given to Qt on the command line, choose for themselves too.
    for (const QString &argument : arguments) {
        if (argument == u"--")
            break;
        const QString name = argument.section(u'=', 0, 0);
        if (name == u"-platform" || name == u"--platform" || name == u"-display" || name == u"--display")
            return false;
    }
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    return (platform.isEmpty() || platform == "xcb") && qEnvironmentVariableIsEmpty("DISPLAY")
        && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
#else
    Q_UNUSED(arguments);
    return false;
#endif
}

// The options QApplication takes for itself (-platform offscreen, -style fusion, -reverse, ...):
// those that take a value, and those that do not.
const QStringList qtOptionsWithValue{
    QStringLiteral("platform"), QStringLiteral("platformpluginpath"), QStringLiteral("platformtheme"),
    QStringLiteral("plugin"), QStringLiteral("qwindowgeometry"), QStringLiteral("qwindowicon"),
    QStringLiteral("qwindowtitle"), QStringLiteral("session"), QStringLiteral("display"), QStringLiteral("name"),
    QStringLiteral("title"), QStringLiteral("geometry"), QStringLiteral("style"), QStringLiteral("stylesheet"),
    QStringLiteral("qmljsdebugger")};
const QStringList qtFlags{QStringLiteral("reverse"), QStringLiteral("widgetcount"), QStringLiteral("nograb"),
                          QStringLiteral("dograb"), QStringLiteral("sync"), QStringLiteral("testability")};

// The arguments with Qt's own options left out, so that they are not refused as unknown before
// QApplication sees them.
QStringList withoutQtOptions(const QStringList &arguments)
{
    const QStringList &withValue = qtOptionsWithValue;
    const QStringList &flags = qtFlags;
    QStringList kept;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments[i];
        if (i > 0 && argument == u"--") {
            kept += arguments.mid(i);
            break;
        }
        QString name = argument;
        if (i == 0 || !name.startsWith(u'-')) {
            kept << argument;
            continue;
        }
        name.remove(0, name.startsWith(QStringLiteral("--")) ? 2 : 1);
        const QString bare = name.section(u'=', 0, 0);
        if (withValue.contains(bare)) {
            if (!name.contains(u'='))
                ++i;
            continue;
        }
        if (!flags.contains(name))
            kept << argument;
    }
    return kept;
}

// The help as Qt lays it out, realigned by the columns a terminal gives each character: Qt pads
// the options' names by their QString length, and a Chinese value name (--language <语言代码>)
// takes two columns a character, which pushed its description out of line with the others.
QString alignedHelp(const QString &help)
{
    static const QRegularExpression entry(QStringLiteral("^  (\\S.*?)  +(\\S.*)$"));
    static const QRegularExpression continued(QStringLiteral("^ {4,}(\\S.*)$"));
    const QStringList lines = help.split(u'\n');
    int nameColumns = 0;
    for (const QString &line : lines) {
        const QRegularExpressionMatch match = entry.match(line);
        if (match.hasMatch())
            nameColumns = std::max(nameColumns, cli::terminaltext::width(match.captured(1)));
    }
    const QString indent(2 + nameColumns + 2, u' ');
    QStringList aligned;
    for (const QString &line : lines) {
        const QRegularExpressionMatch match = entry.match(line);
        const QRegularExpressionMatch more = continued.match(line);
        if (match.hasMatch())
            aligned << QStringLiteral("  ") + cli::terminaltext::padded(match.captured(1), nameColumns) + QStringLiteral("  ")
                    + match.captured(2);
        else if (more.hasMatch())
            aligned << indent + more.captured(1);
        else
            aligned << line;
    }
    return aligned.join(u'\n');
}

// --help-all: the help, and the options the window passes to Qt, which a core application's
// help would not list (it knows only its own).
QString qtOptionsHelp()
{
    QStringList names;
    const QString value = QCoreApplication::translate("main", "value", "the value of one of Qt's options, in the help");
    for (const QString &name : qtOptionsWithValue)
        names << QStringLiteral("-%1 <%2>").arg(name, value);
    for (const QString &name : qtFlags)
        names << QStringLiteral("-") + name;
    QString text = QCoreApplication::translate("main", "Qt's own options, passed to Qt (its documentation describes them):")
        + u'\n';
    // As many names a line as 79 columns hold, a line breaking only between two of them.
    QString line;
    for (const QString &name : std::as_const(names)) {
        if (!line.isEmpty() && cli::terminaltext::width(line) + 2 + cli::terminaltext::width(name) > 77) {
            text += QStringLiteral("  ") + line + QStringLiteral(",\n");
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(", ")) + name;
    }
    return text + QStringLiteral("  ") + line + u'\n';
}

void setNames()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GridTrace"));
    QCoreApplication::setApplicationName(QStringLiteral("GridTrace"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GRIDTRACE_VERSION));
}

// Reads the command line (`all` as given): nothing when the window is to open, else the exit
// code to stop with. With `speak`, the help, the version or the refusal is printed first, in
// the language installed.
std::optional<int> readCommandLine(const QStringList &all, bool speak, QString *language, QString *fileName)
{
    const auto stop = [&](int code, const QString &message) -> std::optional<int> {
        if (speak)
            std::fprintf(stderr, "gridtrace: %s\n", message.toUtf8().constData());
        return code;
    };
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "GridTrace: a visual debugger and teaching tool for grid algorithms."));
    parser.addHelpOption();
    parser.addVersionOption();
    // The names of values are only shown, in the help's own language.
    parser.addPositionalArgument(QCoreApplication::translate("main", "file", "the window program's argument, in its help"),
                                 QCoreApplication::translate("main", "A scenario, board, Moving AI map or trace to open."));
    const QCommandLineOption languageOption(
        QStringLiteral("language"), QCoreApplication::translate("main", "The language of the window (en, zh_CN)."),
        QCoreApplication::translate("main", "code", "the value of --language, in the help"));
    parser.addOption(languageOption);
    const QStringList arguments = withoutQtOptions(all);
    const QString languages = listOfNames(Language::available());
    if (!parser.parse(arguments)) {
        const QStringList unknown = parser.unknownOptionNames();
        if (unknown.isEmpty() && (arguments.last() == u"--language" || arguments.last() == u"-language"))
            return stop(2, QCoreApplication::translate("main", "--language needs a language code: one of %1").arg(languages));
        // Qt's complaint names the option in its own words ("Unexpected value after '--help'."):
        // said in the program's, for --help=x and --version=x as for any option given a value.
        for (const QString &argument : arguments) {
            const QString option = argument.section(u'=', 0, 0);
            if (argument.startsWith(u'-') && argument.contains(u'=')
                && parser.errorText() == QCoreApplication::translate("QCommandLineParser", "Unexpected value after '%1'.").arg(option))
                return stop(2, QCoreApplication::translate("main", "%1 takes no value").arg(option));
        }
        if (unknown.isEmpty())
            return stop(2, parser.errorText());
        const QString option = (unknown.first().size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + unknown.first();
        return stop(2, QCoreApplication::translate("main", "unknown option %1; gridtrace --help lists the options").arg(option));
    }
    // --help-all is text as --help is, printed without a display.
    const bool helpAll = parser.isSet(QStringLiteral("help-all"));
    if (parser.isSet(QStringLiteral("help")) || helpAll) {
        if (speak) {
            QString help = alignedHelp(parser.helpText());
            if (helpAll)
                help += u'\n' + qtOptionsHelp();
            std::fputs(help.toUtf8().constData(), stdout);
        }
        return 0;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        if (speak)
            parser.process(arguments); // prints and exits
        return 0;
    }
    if (parser.isSet(languageOption)) {
        *language = parser.value(languageOption);
        if (!Language::available().contains(*language))
            return stop(2, QCoreApplication::translate("main", "--language takes one of %1, not \"%2\"").arg(languages, *language));
    }
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty())
        *fileName = files.first();
    if (noDisplay(all)) {
        // With a display the window says what is wrong with a file; without one, this is the
        // only place left to say it.
        if (!fileName->isEmpty() && !QFileInfo::exists(*fileName))
            return stop(2, QCoreApplication::translate("main", "no display: %1 does not exist, and the window "
                                                               "needs a display (DISPLAY and WAYLAND_DISPLAY are "
                                                               "not set)").arg(*fileName));
        return stop(1, QCoreApplication::translate("main", "no display: the window needs one (DISPLAY and "
                                                           "WAYLAND_DISPLAY are not set); gridtrace-cli works "
                                                           "without one"));
    }
    return std::nullopt;
}

} // namespace

int main(int argc, char *argv[])
{
    keepFreedMemoryForReuse();
    // The command line is read before any display is needed: the help and the version are text
    // (an SSH session or a build machine has no display to print them on), and a mistyped
    // option or language is said in one line, where a missing display would abort first.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    QString language;
    QString fileName;
    if (readCommandLine(arguments, false, &language, &fileName)) {
        // Only text to print: an application that needs no display translates it. The window's
        // application is never made after another one, which Qt does not support.
        QCoreApplication app(argc, argv);
        setNames();
        const QString saved = QSettings().value(QStringLiteral("language")).toString();
        Language::install(saved.isEmpty() ? Language::systemDefault() : saved);
        return readCommandLine(arguments, true, &language, &fileName).value_or(0);
    }

    QApplication app(argc, argv);
    setNames();
    // The installed desktop entry and icon share this id: Wayland compositors match the window
    // to its entry by it. The theme's icon follows the desktop's icon theme; the copy compiled
    // in serves a build that is run where it was built.
    const QString appId = QStringLiteral(GRIDTRACE_APP_ID);
    QGuiApplication::setDesktopFileName(appId);
    QApplication::setWindowIcon(QIcon::fromTheme(appId, QIcon(QStringLiteral(":/icons/%1.svg").arg(appId))));

    // --language, else the language the window was last left in, else the system's.
    const QString saved = QSettings().value(QStringLiteral("language")).toString();
    Language::install(!language.isEmpty() ? language : saved.isEmpty() ? Language::systemDefault() : saved);

    MainWindow window;
    window.show();
    if (fileName.isEmpty() || !window.openFile(fileName)) {
        window.setPlayWhenReady(true);
        window.openExample();
    }
    return QApplication::exec();
}
