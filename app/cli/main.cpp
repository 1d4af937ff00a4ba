// gridtrace-cli: GridTrace without a window. A thin main: each sub-command is a small class.

#include "clicommand.h"
#include "grid/filereason.h"
#include "language.h"
#include "processmemory.h"
#include "terminaltext.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <csignal>
#include <functional>
#include <cstdio>
#include <cstring>
#include <memory>

using namespace gridtrace;
using namespace gridtrace::cli;

namespace {

// Qt wraps the help at 79 characters counted as QString units, and breaks inside a word where
// a line has no blank, which a Chinese line never has: the help is taken apart again and
// wrapped by the columns a terminal shows.
constexpr int helpColumns = 79;

class Main
{
    Q_DECLARE_TR_FUNCTIONS(Main)

public:
    static QString usage(const std::vector<std::unique_ptr<Command>> &commands)
    {
        QString text = tr("Usage: gridtrace-cli <command> [options]\n\n"
                          "GridTrace runs grid algorithms and records every step as a trace.\n\n"
                          "Commands:\n");
        // Summaries wrapped by the columns they take, beside the names.
        constexpr int nameWidth = 8;
        for (const auto &command : commands) {
            const QStringList lines = terminaltext::wrapped(command->summary(), helpColumns - (nameWidth + 4));
            for (qsizetype i = 0; i < lines.size(); ++i) {
                text += QStringLiteral("  %1  %2\n").arg(i == 0 ? command->name().leftJustified(nameWidth) : QString(nameWidth, u' '),
                                                         lines[i]);
            }
        }
        text += terminaltext::wrapped(tr("\nEvery command takes --help and --json; gridtrace-cli --version prints the "
                                         "version. Exit codes: 0 success, 1 a failed "
                                         "check or an output that could not be written, 2 bad input, 3 a search "
                                         "that gave up at its budget without an answer.\n"), helpColumns).join(u'\n');
        return text;
    }
};

// A line of the help: an option or an argument with its description, or a line as it is.
struct HelpLine
{
    QString names;
    QString description;
    bool entry = false;
};

QString rewrappedHelp(const QString &help)
{
    QList<HelpLine> lines;
    // Where Qt put the descriptions, and so how long its lines were.
    int descriptionColumn = 0;
    // Where the last piece Qt cut off begins in the description being joined.
    qsizetype lastPiece = 0;
    for (const QString &line : help.split(u'\n')) {
        const bool indented = line.startsWith(QStringLiteral("  "));
        if (indented && line.size() > 2 && !line[2].isSpace()) {
            // "  --board <file>  A board: ..." (a name holds single blanks only).
            qsizetype gap = line.indexOf(QStringLiteral("  "), 2);
            if (gap < 0)
                gap = line.size();
            qsizetype start = gap;
            while (start < line.size() && line[start].isSpace())
                ++start;
            descriptionColumn = int(start);
            lines.append(HelpLine{line.mid(2, gap - 2), line.mid(start), true});
            lastPiece = 0;
        } else if (indented && !lines.isEmpty() && lines.last().entry) {
            // A piece Qt cut where its line had no blank (a full line without one) joins the
            // next without a blank, unless the cut fell where Chinese meets a Latin word or a
            // number, which the translations part with a blank Qt may have dropped; any other
            // piece ended at a blank Qt dropped.
            QString &description = lines.last().description;
            const QString piece = description.mid(lastPiece);
            const QString next = line.trimmed();
            const bool cut = !piece.contains(u' ') && piece.size() >= helpColumns - descriptionColumn;
            const auto chinese = [](QChar c) { return terminaltext::width(QStringView(&c, 1)) == 2; };
            const auto latin = [&](QChar c) { return !chinese(c) && (c.isLetterOrNumber() || c == u'-'); };
            const bool script = !piece.isEmpty() && !next.isEmpty()
                && ((chinese(piece.back()) && latin(next.front())) || (latin(piece.back()) && chinese(next.front())));
            if (!cut || script)
                description += u' ';
            lastPiece = description.size();
            description += next;
        } else {
            lines.append(HelpLine{QString(), line, false});
        }
    }
    while (!lines.isEmpty() && !lines.last().entry && lines.last().description.isEmpty())
        lines.removeLast();

    // One column for the options and the arguments, as Qt has it.
    int namesWidth = 0;
    for (const HelpLine &line : std::as_const(lines)) {
        if (line.entry)
            namesWidth = std::max(namesWidth, terminaltext::width(line.names));
    }
    const int column = 2 + namesWidth + 2;
    QString text;
    for (const HelpLine &line : std::as_const(lines)) {
        if (!line.entry) {
            text += terminaltext::wrapped(line.description, helpColumns).join(u'\n') + u'\n';
            continue;
        }
        const QStringList wrapped = terminaltext::wrapped(line.description, std::max(20, helpColumns - column));
        for (qsizetype i = 0; i < wrapped.size(); ++i) {
            text += i == 0 ? QStringLiteral("  ") + terminaltext::padded(line.names, namesWidth + 2) : QString(column, u' ');
            text += wrapped[i] + u'\n';
        }
    }
    return text;
}

// The parser's complaint in the command line's own words: lower case, no full stop, the option
// as it is typed, and where to look.
QString parserError(const QCommandLineParser &parser, const QStringList &arguments, const QString &command,
                    const std::function<void(QCommandLineParser &)> &commandOptions = {})
{
    const QStringList unknown = parser.unknownOptionNames();
    if (!unknown.isEmpty()) {
        // The first is enough to find the typo; a second may only be the first's value.
        const QString option = unknown.first();
        // Qt reads "-size" as the letters -s -i -z -e: the word typed is named, with the option
        // it likely meant when the command has one of that name.
        for (const QString &argument : arguments) {
            const QString word = argument.section(u'=', 0, 0);
            if (option.size() != 1 || word.size() < 3 || !word.startsWith(u'-') || word[1] == u'-' || word[1] != option[0])
                continue;
            QCommandLineParser meant;
            meant.addOption({QStringLiteral("json"), QString()});
            if (commandOptions)
                commandOptions(meant);
            meant.parse({arguments.first(), u'-' + word});
            if (meant.unknownOptionNames().isEmpty())
                return Main::tr("unknown option %1; options take two dashes: %2").arg(word, u'-' + word);
            return Main::tr("unknown option %1; gridtrace-cli %2 --help lists the options").arg(word, command);
        }
        return Main::tr("unknown option %1; gridtrace-cli %2 --help lists the options")
            .arg((option.size() > 1 ? QStringLiteral("--") : QStringLiteral("-")) + option, command);
    }
    // Qt's messages name the option; they are matched in the language Qt wrote them in.
    for (const QString &argument : arguments) {
        if (!argument.startsWith(u'-'))
            continue;
        const QString option = argument.section(u'=', 0, 0);
        if (parser.errorText() == QCoreApplication::translate("QCommandLineParser", "Missing value after '%1'.").arg(option))
            return Main::tr("%1 needs a value; gridtrace-cli %2 --help says which").arg(option, command);
        if (parser.errorText() == QCoreApplication::translate("QCommandLineParser", "Unexpected value after '%1'.").arg(option))
            return Main::tr("%1 takes no value").arg(option);
    }
    QString text = parser.errorText().trimmed();
    if (text.endsWith(u'.'))
        text.chop(1);
    if (text.size() > 1 && text[1].isLower())
        text[0] = text[0].toLower();
    return text;
}

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

    // --json may come before the command as well as after it.
    const qsizetype commandAt = arguments.size() > 1 && arguments[1] == u"--json" ? 2 : 1;
    if (arguments.size() <= commandAt) {
        // Nothing asked: the usage is the error, where errors go.
        if (json)
            return output.fail(BadInput, Main::tr("no command given; gridtrace-cli --help lists them"));
        std::fputs(Main::usage(commands).toUtf8().constData(), stderr);
        return BadInput;
    }
    // "help CMD" is "CMD --help".
    if (arguments[commandAt] == u"help" && arguments.size() > commandAt + 1 && !arguments[commandAt + 1].startsWith(u'-')) {
        // "help run extra" is not a help asked for: the word after the command is refused, as
        // every command refuses what it does not take.
        QStringList named;
        for (qsizetype i = commandAt + 1; i < arguments.size(); ++i) {
            if (!arguments[i].startsWith(u'-'))
                named << arguments[i];
        }
        if (named.size() > 1)
            return output.fail(BadInput, Main::tr("help takes one command name, not \"%1\"").arg(named.join(u' ')));
        arguments.removeAt(commandAt);
        arguments.insert(commandAt + 1, QStringLiteral("--help"));
    }
    const QString first = arguments[commandAt];
    // Not a command, and not the help or the version Qt would print for it.
    for (const QString &option : {QStringLiteral("--help"), QStringLiteral("-h"), QStringLiteral("--version"), QStringLiteral("--json")}) {
        if (first.startsWith(option + u'='))
            return output.fail(BadInput, Main::tr("%1 takes no value").arg(option));
    }
    const bool helpOrVersion = first == u"--help" || first == u"-h" || first == u"help" || first == u"--version";
    // What comes with the help or the version is checked as a command's options are: a typo
    // beside --help is refused, not passed over.
    for (qsizetype i = commandAt + 1; helpOrVersion && i < arguments.size(); ++i) {
        const QString &argument = arguments[i];
        const QString option = argument.section(u'=', 0, 0);
        const bool known = option == u"--json" || option == u"--help" || option == u"-h" || option == u"--version";
        if (known && argument.contains(u'='))
            return output.fail(BadInput, Main::tr("%1 takes no value").arg(option));
        if (!known && argument.startsWith(u'-'))
            return output.fail(BadInput, Main::tr("unknown option %1; gridtrace-cli --help lists the commands").arg(option));
        if (!known)
            return output.fail(BadInput, Main::tr("%1 takes no other arguments, not \"%2\"").arg(first, argument));
    }
    if (first == u"--help" || first == u"-h" || first == u"help") {
        const QString usage = Main::usage(commands);
        QJsonArray list;
        for (const auto &command : commands)
            list.append(QJsonObject{{QStringLiteral("command"), command->name()}, {QStringLiteral("summary"), command->summary()}});
        output.result(QJsonObject{{QStringLiteral("commands"), list}, {QStringLiteral("help"), usage}}, usage);
        return Success;
    }
    if (first == u"--version") {
        output.result(QJsonObject{{QStringLiteral("version"), QStringLiteral(GRIDTRACE_VERSION)}},
                      QStringLiteral("gridtrace-cli " GRIDTRACE_VERSION));
        return Success;
    }

    const QString name = first;
    Command *command = nullptr;
    for (const auto &candidate : commands) {
        if (candidate->name() == name)
            command = candidate.get();
    }
    if (!command && name.startsWith(u'-'))
        return output.fail(BadInput, Main::tr("unknown option %1; a command comes first, try gridtrace-cli --help").arg(name.section(u'=', 0, 0)));
    if (!command)
        return output.fail(BadInput, Main::tr("unknown command \"%1\"; try gridtrace-cli --help").arg(name));

    QCommandLineParser parser;
    parser.setApplicationDescription(command->summary());
    // Not addHelpOption(): it also lists --help-all, whose Qt options a command line of
    // sub-commands does not take.
    parser.addOption({{QStringLiteral("h"), QStringLiteral("help")}, Main::tr("Show this help.")});
    parser.addOption({QStringLiteral("json"), Main::tr("Print exactly one JSON object on stdout.")});
    command->describe(parser);

    arguments.removeAt(commandAt);
    arguments[0] = QStringLiteral("gridtrace-cli ") + name;
    if (!parser.parse(arguments))
        return output.fail(BadInput, parserError(parser, arguments, name,
                                                 [command](QCommandLineParser &meant) { command->describe(meant); }));
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
        help = rewrappedHelp(help);
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
    // A reader that stops early (| head) would otherwise end the tool without a word: the
    // write fails instead, and is told as any lost output is.
    std::signal(SIGPIPE, SIG_IGN);
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
                     Main::tr("cannot write the output: %1").arg(FileReason::ofErrno(writeError)).toUtf8().constData());
        return CheckFailed;
    }
    return code;
}
