// gridtrace-cli: GridTrace without a window. A thin main: each sub-command is a small class.

#include "clicommand.h"
#include "language.h"
#include "processmemory.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QJsonObject>
#include <QRegularExpression>

#include <cstdio>
#include <cstring>
#include <memory>

using namespace gridtrace;
using namespace gridtrace::cli;

namespace {

class Main
{
    Q_DECLARE_TR_FUNCTIONS(Main)

public:
    static QString usage(const std::vector<std::unique_ptr<Command>> &commands)
    {
        QString text = tr("Usage: gridtrace-cli <command> [options]\n\n"
                          "GridTrace runs grid algorithms and records every step as a trace.\n\n"
                          "Commands:\n");
        for (const auto &command : commands)
            text += QStringLiteral("  %1  %2\n").arg(command->name().leftJustified(8), command->summary());
        text += tr("\nEvery command takes --help and --json. Exit codes: 0 success, 1 a failed "
                   "check, 2 bad input.\n");
        return text;
    }
};

void quietQtNotes(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type == QtCriticalMsg || type == QtFatalMsg)
        std::fprintf(stderr, "%s\n", message.toLocal8Bit().constData());
}

// Options that may be given more than once, each adding to the others.
const QStringList repeatable{QStringLiteral("set")};

// Runs the command the arguments name, once the application exists.
int runCommand()
{
    const auto commands = makeCommands();
    QStringList arguments = QCoreApplication::arguments();
    const bool json = arguments.contains(QStringLiteral("--json"));
    const Output output(json);

    if (arguments.size() < 2) {
        // Nothing asked: the usage is the error, where errors go.
        std::fputs(Main::usage(commands).toUtf8().constData(), stderr);
        return BadInput;
    }
    if (arguments[1] == u"--help" || arguments[1] == u"-h" || arguments[1] == u"help") {
        std::fputs(Main::usage(commands).toUtf8().constData(), stdout);
        return Success;
    }
    if (arguments[1] == u"--version") {
        std::printf("gridtrace-cli %s\n", GRIDTRACE_VERSION);
        return Success;
    }

    const QString name = arguments[1];
    Command *command = nullptr;
    for (const auto &candidate : commands) {
        if (candidate->name() == name)
            command = candidate.get();
    }
    if (!command)
        return output.fail(BadInput, Main::tr("unknown command \"%1\"; try gridtrace-cli --help").arg(name));

    QCommandLineParser parser;
    parser.setApplicationDescription(command->summary());
    // Not addHelpOption(): it also lists --help-all, whose Qt options a command line of
    // sub-commands does not take.
    parser.addOption({{QStringLiteral("h"), QStringLiteral("help")}, Main::tr("Show this help.")});
    parser.addOption({QStringLiteral("json"), Main::tr("Print exactly one JSON object on stdout.")});
    command->describe(parser);

    arguments.removeAt(1);
    arguments[0] = QStringLiteral("gridtrace-cli ") + name;
    if (!parser.parse(arguments))
        return output.fail(BadInput, parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        // The parser names the program by the path it was started with; the usage line
        // should show what to type.
        QString help = parser.helpText();
        const QString program = QCoreApplication::arguments().constFirst();
        const qsizetype at = help.indexOf(program);
        if (at >= 0)
            help.replace(at, program.size(), arguments[0]);
        // Qt shows a one-letter option with one dash; every option here is spelt with two.
        // The dash added takes one of the blanks before the description, so the columns stay.
        static const QRegularExpression oneDashAligned(QStringLiteral("(?m)^( +)-([a-zA-Z])((?: <[^>\\n]*>)?)  "));
        static const QRegularExpression oneDash(QStringLiteral("(?m)^( +)-([a-zA-Z])( <|$| )"));
        help.replace(oneDashAligned, QStringLiteral("\\1--\\2\\3 "));
        help.replace(oneDash, QStringLiteral("\\1--\\2\\3"));
        if (json) {
            output.result(QJsonObject{{QStringLiteral("command"), name},
                                      {QStringLiteral("summary"), command->summary()},
                                      {QStringLiteral("help"), help}},
                          help);
        } else {
            std::fputs(help.toUtf8().constData(), stdout);
        }
        return Success;
    }
    // A value given twice is a typo or a clash, not a choice of the last one.
    QStringList seen;
    for (const QString &option : parser.optionNames()) {
        if (seen.contains(option) && !repeatable.contains(option))
            return output.fail(BadInput, Main::tr("--%1 is given more than once; give it once").arg(option));
        seen << option;
    }
    QString error;
    if (!Inputs::checkOutputs(parser, command->inputFiles(parser), &error))
        return output.fail(BadInput, error);
    return command->execute(parser, output);
}

} // namespace

int main(int argc, char *argv[])
{
    keepFreedMemoryForReuse();
    // Only render paints, and it needs Qt's Gui for fonts; it never needs a display, so it
    // draws offscreen unless told otherwise. Every other command stays a core application.
    const bool paints = argc > 1 && qstrcmp(argv[1], "render") == 0;
    if (paints && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // The command's own messages are its stderr; Qt's notes about the desktop it paints without
    // (no runtime folder, no session) would only be noise there.
    if (paints)
        qInstallMessageHandler(quietQtNotes);
    std::unique_ptr<QCoreApplication> app;
    if (paints)
        app = std::make_unique<QGuiApplication>(argc, argv);
    else
        app = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("gridtrace-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GRIDTRACE_VERSION));
    Language::install(Language::systemDefault());

    const int code = runCommand();
    // A full disk or a closed pipe on stdout would otherwise pass for success with the output lost.
    const int writeError = Output::writeError();
    if (writeError) {
        std::fprintf(stderr, "gridtrace-cli: %s\n",
                     Main::tr("cannot write the output: %1").arg(QString::fromLocal8Bit(std::strerror(writeError))).toUtf8().constData());
        return CheckFailed;
    }
    return code;
}
