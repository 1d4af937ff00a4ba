#pragma once

#include "catalogue/parameter.h"
#include "grid/movingai.h"
#include "grid/scenario.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <memory>
#include <vector>

namespace gridtrace::cli {

// Exit codes shared by every command.
// GaveUp: a search stopped at its budget without an answer, which is not a success.
// WriteFailed: an output that could not be written, a file as well as stdout.
enum ExitCode { Success = 0, CheckFailed = 1, WriteFailed = 1, BadInput = 2, GaveUp = 3 };

// Where a command's results go: a human-readable text, or with --json exactly one JSON
// object on stdout. Errors are one line on stderr (and the JSON object, with --json).
class Output
{
public:
    explicit Output(bool json) : m_json(json) {}
    bool json() const { return m_json; }

    // Prints the result; `text` is for people, `object` for --json.
    void result(const QJsonObject &object, const QString &text) const;
    // Prints an error and returns its exit code.
    int fail(ExitCode code, const QString &message) const;
    // A message written as a sentence for a dialog ("The record ... ends."), in the command
    // line's style: lower case, no full stop. A name ("GridTrace", "Moving AI") keeps its capital.
    static QString clause(const QString &message);
    // Progress and notes for people, on stderr, never in --json mode.
    void note(const QString &text) const;
    // Ends a command whose result is printed but is no success (a search that gave up): one
    // line on stderr, in --json mode too, and the exit code.
    int endWith(ExitCode code, const QString &message) const;
    // Flushes stdout, keeping the first error met writing it: output lost to a full disk is a
    // failure, not a success.
    static void flush();
    // Flushes stdout and returns the first error met writing it (an errno), or 0.
    static int writeError();
    // Every output file that could not be written is told alike, whatever wrote it: "cannot
    // write FILE: REASON", with the system's reason, and exit code WriteFailed.
    int cannotWrite(const QString &fileName, const QString &reason) const;
    static QString cannotWriteMessage(const QString &fileName, const QString &reason);
    // Writes a whole file through a temporary one, so a failure leaves an earlier file as it
    // was; on failure sets *reason to the system's reason.
    static bool writeFile(const QString &fileName, const QByteArray &bytes, QString *reason);
    // Whether writeFile() could begin, tried before a long run so that its end is not lost to
    // a file that could never be written; leaves the file and its folder as they were.
    static bool mayWriteFile(const QString &fileName, QString *reason);

private:
    bool m_json;
};

// One sub-command of gridtrace-cli: a small class that describes its options and runs.
class Command
{
public:
    virtual ~Command() = default;
    virtual QString name() const = 0;
    virtual QString summary() const = 0;
    virtual void describe(QCommandLineParser &parser) const = 0;
    virtual int execute(const QCommandLineParser &parser, const Output &output) = 0;
    // Files the command reads that are not options (--board, --map, --scen, --example are
    // known already), so that no output is written over them.
    virtual QStringList inputFiles(const QCommandLineParser &) const { return {}; }
};

std::vector<std::unique_ptr<Command>> makeCommands();

// Shared option handling.
class Inputs
{
    Q_DECLARE_TR_FUNCTIONS(Inputs)

public:
    // --board, --map, --size, --scen/--index, --from, --to, --set, --seed.
    static void addBoardOptions(QCommandLineParser &parser);
    static void addAlgorithmOptions(QCommandLineParser &parser);
    // Builds the scenario the options describe; on failure sets *error. With --scen, *benchmark
    // (when given) receives the scenario line the endpoints came from.
    static bool readScenario(const QCommandLineParser &parser, Scenario &scenario, QString *error,
                             std::optional<MovingAiScenario> *benchmark = nullptr);
    // A Moving AI scenario line names the map it was made for and its size: the refusal of a
    // line used on another board, naming both ("the scenarios in X are for the map Y (W x H),
    // not Z (W x H)"). A line made for a map of another name fits a renamed copy.
    static QString scenarioMapMismatch(const QString &scenarioFile, const MovingAiScenario &line, const QString &mapFile,
                                       const Grid &map);
    static bool scenarioNamesMap(const MovingAiScenario &line, const QString &mapFile);
    // For --map and --scen: a file of another kind GridTrace knows (a trace, a board, a scenario,
    // a duel record, the other Moving AI file) named for what it holds and the option or command
    // that reads it, as every reader of maps and scenarios names it; or an empty string. Only
    // the file's start is read.
    static QString otherKindThanMovingAi(const QString &fileName, bool wantsMap);
    // --set KEY=VALUE, kept as text for the catalogue to check against the parameter's type.
    static bool readParameters(const QCommandLineParser &parser, Scenario &scenario, QString *error);
    // Why a value given with --set does not fit the scenario's algorithm, or nothing. Said
    // before the run, whose refusal names the board file: the --set values are not in it.
    static QString setProblem(const QCommandLineParser &parser, const Scenario &scenario);
    // A --set key that is not one of `known` but a slip away from one, as "unknown parameter
    // ...: did you mean ...?", so a typo is answered with the name it most likely meant, as an
    // algorithm's id is; else nothing (an unknown key no name is near is refused as before).
    static QString misspeltSetKey(const QCommandLineParser &parser, const QStringList &known);
    // A --set value that is not one of its parameter's choices (a bot, a heuristic) but a slip
    // away from one, answered with the choice it most likely meant; else nothing.
    static QString misspeltSetValue(const QCommandLineParser &parser, const QList<ParameterSpec> &parameters);
    // Words typed, each quoted as typed and listed as the language lists names.
    static QString quotedWords(const QStringList &words);
    static bool readSeed(const QCommandLineParser &parser, Scenario &scenario, QString *error);
    static std::optional<CellPos> parseCell(const QString &text);
    static std::optional<quint64> parseCount(const QString &text);
    // The whole number an option gives, within minimum..maximum; a refusal names the range.
    static std::optional<quint64> readCount(const QCommandLineParser &parser, const QString &option, quint64 minimum,
                                            quint64 maximum, QString *error);
    // The first of `games` seeds in a row (seed, seed + 1, ...), refused when the last would
    // pass the largest 64-bit seed: seeds never wrap round to 0.
    static std::optional<quint64> readFirstSeed(const QCommandLineParser &parser, quint64 games, QString *error);
    // --games (1 to maxGames) and --seed, the first game's seed, as the commands that play a
    // series of seeded games (bench snake, bench puzzle, duel) read them.
    struct GameSeries
    {
        quint64 games = 0;
        quint64 firstSeed = 0;
    };
    static std::optional<GameSeries> readGameSeries(const QCommandLineParser &parser, quint64 maxGames, QString *error);
    // Refuses, before anything is computed, an empty file name, an output option that names a
    // device, a pipe or a folder (writing would replace it with a regular file), a file in a
    // folder that is not there, one of the files read, or the file another output option names
    // (by any spelling, or through a symbolic link, dangling or not).
    static bool checkOutputs(const QCommandLineParser &parser, const QStringList &inputFiles, QString *error);
    // The file an output option writes: the name as given when it ends with one of its format's
    // extensions (or with a slash, or names a device or a pipe, which checkOutputs refuses, or
    // --png's folder), else the name with the format's extension added: --gif run is run.gif,
    // whether or not a folder run is there.
    static QString outputFile(const QCommandLineParser &parser, const QString &option);
    // A name in /dev, which an output never writes: refused as a device, never given an extension.
    static bool isDeviceName(const QString &fileName);
    // A file name as a message quotes it: whole, as the user typed it (or as a file names it),
    // only its control characters escaped, so the message stays one line.
    static QString shownFileName(const QString &fileName);
};

} // namespace gridtrace::cli
