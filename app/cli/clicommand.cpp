#include "clicommand.h"

#include "catalogue/catalogue.h"
#include "duel/duelrecord.h"
#include "duel/duelreplay.h"
#include "grid/boardtext.h"
#include "grid/cappedfile.h"
#include "grid/messagetext.h"
#include "grid/movingai.h"
#include "grid/scenariofile.h"
#include "link/linkboard.h"
#include "puzzle/puzzlealgorithms.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <limits>

namespace gridtrace::cli {

void Output::result(const QJsonObject &object, const QString &text) const
{
    if (m_json) {
        std::fputs(QJsonDocument(object).toJson(QJsonDocument::Compact).constData(), stdout);
        std::fputc('\n', stdout);
    } else {
        std::fputs(text.toUtf8().constData(), stdout);
        if (!text.endsWith(u'\n'))
            std::fputc('\n', stdout);
    }
    flush();
}

int Output::fail(ExitCode code, const QString &message) const
{
    std::fprintf(stderr, "gridtrace-cli: %s\n", message.toUtf8().constData());
    if (m_json) {
        const QJsonObject object{{QStringLiteral("error"), message}, {QStringLiteral("exit_code"), int(code)}};
        std::fputs(QJsonDocument(object).toJson(QJsonDocument::Compact).constData(), stdout);
        std::fputc('\n', stdout);
        flush();
    }
    return code;
}

namespace {
int firstWriteError = 0;
} // namespace

void Output::flush()
{
    if ((std::fflush(stdout) != 0 || std::ferror(stdout)) && firstWriteError == 0)
        firstWriteError = errno != 0 ? errno : EIO;
}

int Output::writeError()
{
    flush();
    return firstWriteError;
}

int Output::endWith(ExitCode code, const QString &message) const
{
    std::fprintf(stderr, "gridtrace-cli: %s\n", message.toUtf8().constData());
    return code;
}

void Output::note(const QString &text) const
{
    if (!m_json) {
        std::fputs(text.toUtf8().constData(), stderr);
        std::fputc('\n', stderr);
    }
}

void Inputs::addBoardOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {QStringLiteral("board"), tr("A board: GridTrace's plain-text board, a scenario (.json), a duel record (.json), which replays, a Lianliankan board (rows of '.', '#' and kinds 1..99) or a sliding puzzle (rows of the numbers 0..N-1, 0 the blank)."), tr("file")},
        {QStringLiteral("map"), tr("A Moving AI .map file."), tr("file")},
        {QStringLiteral("size"), tr("An empty board of this size, e.g. 41x31 (for generators)."), tr("WxH")},
        {QStringLiteral("scen"), tr("A Moving AI .map.scen file to take the endpoints from (with --index)."), tr("file")},
        {QStringLiteral("index"), tr("The scenario line of --scen to use, from 0."), tr("n"), QStringLiteral("0")},
        {QStringLiteral("from"), tr("The start cell (for Lianliankan, the first tile, in the board file's coordinates)."), tr("x,y")},
        {QStringLiteral("to"), tr("The goal cell (for Lianliankan, the second tile)."), tr("x,y")},
    });
}

void Inputs::addAlgorithmOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {QStringLiteral("set"), tr("Set a parameter of the algorithm (repeatable)."), tr("key=value")},
        {QStringLiteral("seed"), tr("The random seed."), tr("n")},
    });
}

std::optional<CellPos> Inputs::parseCell(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*(-?\\d+)\\s*,\\s*(-?\\d+)\\s*$"));
    const auto match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    bool okX = false;
    bool okY = false;
    const int x = match.captured(1).toInt(&okX);
    const int y = match.captured(2).toInt(&okY);
    if (!okX || !okY)
        return std::nullopt;
    return CellPos{x, y};
}

std::optional<quint64> Inputs::parseCount(const QString &text)
{
    bool ok = false;
    const quint64 value = text.trimmed().toULongLong(&ok);
    return ok ? std::optional<quint64>(value) : std::nullopt;
}

std::optional<quint64> Inputs::readCount(const QCommandLineParser &parser, const QString &option, quint64 minimum,
                                         quint64 maximum, QString *error)
{
    const QString text = parser.value(option);
    const std::optional<quint64> value = parseCount(text);
    if (!value || *value < minimum || *value > maximum) {
        *error = tr("--%1 takes a whole number from %2 to %3, not \"%4\"")
                     .arg(option, groupedNumber(minimum), groupedNumber(maximum), shownInMessage(text));
        return std::nullopt;
    }
    return value;
}

std::optional<quint64> Inputs::readFirstSeed(const QCommandLineParser &parser, quint64 games, QString *error)
{
    constexpr quint64 largest = std::numeric_limits<quint64>::max();
    const std::optional<quint64> seed = readCount(parser, QStringLiteral("seed"), 0, largest, error);
    if (!seed)
        return std::nullopt;
    const quint64 highestFirst = largest - (games - 1);
    if (games > 0 && *seed > highestFirst) {
        *error = tr("--seed %1 with --games %2 would pass the largest seed, %3: give a first seed of at most %4")
                     .arg(groupedNumber(*seed), groupedNumber(games), groupedNumber(largest), groupedNumber(highestFirst));
        return std::nullopt;
    }
    return seed;
}

bool Inputs::readScenario(const QCommandLineParser &parser, Scenario &scenario, QString *error,
                          std::optional<MovingAiScenario> *benchmark)
{
    const int sources = int(parser.isSet(QStringLiteral("board"))) + int(parser.isSet(QStringLiteral("map")))
        + int(parser.isSet(QStringLiteral("size")));
    if (sources != 1) {
        *error = tr("give exactly one of --board, --map and --size");
        return false;
    }
    if (parser.isSet(QStringLiteral("board"))) {
        const QString fileName = parser.value(QStringLiteral("board"));
        // The largest of the formats --board reads sets the cap; the format's own reader then
        // refuses what its format cannot hold.
        const FileLimit anyBoard{std::max({fileLimits::board.maxBytes, fileLimits::scenario.maxBytes,
                                           fileLimits::duelRecord.maxBytes, fileLimits::tileBoard.maxBytes}),
                                 QT_TRANSLATE_NOOP("CappedFile", "a board, a scenario or a duel record")};
        const auto bytes = CappedFile::read(fileName, anyBoard, error);
        if (!bytes) {
            *error = tr("%1: %2").arg(fileName, *error);
            return false;
        }
        const QByteArray content = withoutByteOrderMark(*bytes);
        if (content.left(4096).contains("\"gridtrace-duel\"")) {
            // A duel record replays as the scenario it stands for.
            const auto record = DuelRecord::fromJson(content, error);
            if (!record) {
                *error = tr("%1: %2").arg(fileName, *error);
                return false;
            }
            scenario = duelReplayScenario(*record);
        } else if (content.trimmed().startsWith('{')) {
            auto loaded = readScenarioJson(content, error);
            if (!loaded) {
                *error = tr("%1: %2").arg(fileName, *error);
                return false;
            }
            scenario = *loaded;
        } else if (content.trimmed().startsWith("gridtrace-board")) {
            auto loaded = readBoardText(content, error);
            if (!loaded) {
                *error = tr("%1: %2").arg(fileName, *error);
                return false;
            }
            scenario.board = loaded->board;
            scenario.start = loaded->start;
            scenario.goal = loaded->goal;
        } else {
            // Any other text is a Lianliankan board (rows of '.', '#' and kinds 1..99) or a
            // sliding puzzle (rows of the numbers 0..N-1): only a puzzle holds a 0, so the two
            // never both read a file.
            const QString text = QString::fromUtf8(content);
            QString puzzleError;
            if (const auto board = LinkBoard::fromText(text, error)) {
                board->toScenario(scenario);
            } else if (const auto puzzle = PuzzleBoard::fromText(text, PuzzleGoal::BlankLast, &puzzleError)) {
                puzzleToScenario(*puzzle, scenario);
            } else {
                *error = tr("%1: not a GridTrace board (which would start with the line \"gridtrace-board 1\"), not a "
                            "Lianliankan board (%2) and not a sliding puzzle (%3)").arg(fileName, *error, puzzleError);
                return false;
            }
        }
    } else if (parser.isSet(QStringLiteral("map"))) {
        auto board = loadMovingAiMap(parser.value(QStringLiteral("map")), error);
        if (!board)
            return false;
        scenario.board = std::move(*board);
    } else {
        static const QRegularExpression pattern(QStringLiteral("^(\\d+)[xX](\\d+)$"));
        const auto match = pattern.match(parser.value(QStringLiteral("size")).trimmed());
        if (!match.hasMatch()) {
            *error = tr("--size takes WxH, e.g. 41x31");
            return false;
        }
        bool widthFits = false;
        bool heightFits = false;
        const qint64 width = match.captured(1).toLongLong(&widthFits);
        const qint64 height = match.captured(2).toLongLong(&heightFits);
        if (!widthFits || !heightFits) {
            // Too many digits for any number: far past the largest board, not a board of no cells.
            *error = tr("--size %1 is larger than the largest supported board, %2 x %2")
                         .arg(shownInMessage(parser.value(QStringLiteral("size")).trimmed())).arg(Grid::MaxSide);
            return false;
        }
        *error = Grid::sizeError(width, height);
        if (!error->isEmpty())
            return false;
        scenario.board = Grid(int(width), int(height));
    }

    if (parser.isSet(QStringLiteral("index")) && !parser.isSet(QStringLiteral("scen"))) {
        *error = tr("--index picks a line of a --scen file; give --scen too");
        return false;
    }
    if (parser.isSet(QStringLiteral("scen"))) {
        auto lines = loadMovingAiScenarios(parser.value(QStringLiteral("scen")), error);
        if (!lines)
            return false;
        if (lines->empty()) {
            *error = tr("%1 holds no scenarios").arg(parser.value(QStringLiteral("scen")));
            return false;
        }
        const auto index = parseCount(parser.value(QStringLiteral("index")));
        if (!index || *index >= lines->size()) {
            *error = tr("--index must be a scenario line from 0 to %1").arg(groupedNumber(qint64(lines->size()) - 1));
            return false;
        }
        scenario.start = (*lines)[*index].start;
        scenario.goal = (*lines)[*index].goal;
        if (benchmark)
            *benchmark = (*lines)[*index];
    }
    for (const auto &[option, endpoint] : {std::pair{QStringLiteral("from"), &scenario.start},
                                           std::pair{QStringLiteral("to"), &scenario.goal}}) {
        if (!parser.isSet(option))
            continue;
        const auto cell = parseCell(parser.value(option));
        if (!cell) {
            *error = tr("--%1 takes a cell as x,y, not \"%2\"").arg(option, parser.value(option));
            return false;
        }
        *endpoint = *cell;
    }
    // The start is a drawn snake's head: a snake game started elsewhere lays a new body.
    if (!scenario.snake.empty() && scenario.start != scenario.snake.front())
        scenario.snake.clear();
    return true;
}

bool Inputs::readParameters(const QCommandLineParser &parser, Scenario &scenario, QString *error)
{
    for (const QString &assignment : parser.values(QStringLiteral("set"))) {
        const qsizetype equals = assignment.indexOf(u'=');
        if (equals <= 0) {
            *error = tr("--set takes key=value, not \"%1\"").arg(assignment);
            return false;
        }
        // Kept as text: the catalogue parses it against the parameter's type and range.
        scenario.parameters.insert(assignment.left(equals).trimmed(), assignment.mid(equals + 1));
    }
    return true;
}

bool Inputs::readSeed(const QCommandLineParser &parser, Scenario &scenario, QString *error)
{
    if (parser.isSet(QStringLiteral("seed"))) {
        const auto seed = readCount(parser, QStringLiteral("seed"), 0, std::numeric_limits<quint64>::max(), error);
        if (!seed)
            return false;
        scenario.seed = *seed;
    }
    return true;
}

bool Inputs::checkOutputs(const QCommandLineParser &parser, const QStringList &inputFiles, QString *error)
{
    // Every command's options that name a file written; --png may also name a folder of pictures.
    static const QStringList outputOptions{
        QStringLiteral("trace"), QStringLiteral("save-board"), QStringLiteral("save-scenario"),
        QStringLiteral("gif"), QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf"),
        QStringLiteral("html"), QStringLiteral("out"), QStringLiteral("record")};
    static const QStringList inputOptions{QStringLiteral("board"), QStringLiteral("map"), QStringLiteral("scen"),
                                          QStringLiteral("example")};
    QStringList read = inputFiles;
    const QStringList given = parser.optionNames();
    for (const QString &option : given) {
        if (inputOptions.contains(option))
            read << parser.value(option);
    }
    for (const QString &option : given) {
        if (!outputOptions.contains(option))
            continue;
        const QString fileName = parser.value(option);
        const QFileInfo target(fileName);
        const bool folderOfPictures = option == u"png" && !fileName.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive);
        QString why;
        if (!(folderOfPictures && target.isDir()) && !CappedFile::mayWrite(fileName, &why)) {
            *error = tr("--%1 %2: %3").arg(option, shownInMessage(fileName), why);
            return false;
        }
        if (!target.exists())
            continue;
        for (const QString &input : std::as_const(read)) {
            const QFileInfo source(input);
            if (source.exists() && source.canonicalFilePath() == target.canonicalFilePath()) {
                *error = tr("--%1 %2 is a file this command reads; write to another file").arg(option, shownInMessage(fileName));
                return false;
            }
        }
    }
    return true;
}

} // namespace gridtrace::cli
