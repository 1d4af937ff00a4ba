#include "clicommand.h"

#include "catalogue/catalogue.h"
#include "duel/duelrecord.h"
#include "duel/duelreplay.h"
#include "grid/boardtext.h"
#include "grid/cappedfile.h"
#include "grid/filereason.h"
#include "grid/messagetext.h"
#include "grid/movingai.h"
#include "grid/scenariofile.h"
#include "link/linkboard.h"
#include "nearestname.h"
#include "puzzle/puzzlealgorithms.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>

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

QString Output::clause(const QString &message)
{
    static const QStringList names{QStringLiteral("GridTrace"), QStringLiteral("Moving"), QStringLiteral("Lianliankan"),
                                   QStringLiteral("Dijkstra"), QStringLiteral("Prim"), QStringLiteral("Korf"),
                                   QStringLiteral("Manhattan"), QStringLiteral("Hamiltonian"), QStringLiteral("Qt")};
    QString text = message.trimmed();
    // A Chinese sentence ends in its own full stop.
    if ((text.endsWith(u'.') && !text.endsWith(QStringLiteral(".."))) || text.endsWith(u'\u3002'))
        text.chop(1);
    // Only a capitalised word of letters: a file name or an acronym ("JSON") stays as it is.
    qsizetype end = 0;
    while (end < text.size() && text[end].isLetter())
        ++end;
    const QString word = text.left(end);
    const bool capitalised = word.size() > 1 && word[0].isUpper() && word.mid(1) == word.mid(1).toLower();
    // "A duel map ...", not "A wins" or "A*".
    const bool article = word == u"A" && end + 1 < text.size() && text[end] == u' ' && text[end + 1].isLower();
    if ((capitalised && !names.contains(word)) || article)
        text[0] = text[0].toLower();
    return text;
}

int Output::fail(ExitCode code, const QString &input) const
{
    const QString message = clause(input);
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

// Whether rows of numbers hold the number 0, a sliding puzzle's blank, which no other board has.
bool holdsZero(const QString &text)
{
    static const QRegularExpression zero(QStringLiteral("(^|\\s)0+(\\s|$)"));
    return text.contains(zero);
}

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

QString Output::cannotWriteMessage(const QString &fileName, const QString &reason)
{
    return Inputs::tr("cannot write %1: %2").arg(QDir::toNativeSeparators(fileName), reason);
}

int Output::cannotWrite(const QString &fileName, const QString &reason) const
{
    return fail(WriteFailed, cannotWriteMessage(fileName, reason));
}

bool Output::writeFile(const QString &fileName, const QByteArray &bytes, QString *reason)
{
    QSaveFile file(fileName);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    *reason = FileReason::of(file);
    return false;
}

bool Output::mayWriteFile(const QString &fileName, QString *reason)
{
    // The temporary file writeFile() would write is made and thrown away, never committed.
    QSaveFile file(fileName);
    if (file.open(QIODevice::WriteOnly)) {
        file.cancelWriting();
        return true;
    }
    *reason = FileReason::of(file);
    return false;
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
        {QStringLiteral("index"), tr("The scenario line of --scen to use, from 0 (needed with --scen)."), tr("n")},
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
        // A seed names a game rather than counting anything: it is shown as it is typed.
        const auto shown = [&option](quint64 number) {
            return option == u"seed" ? QString::number(number) : groupedNumber(number);
        };
        *error = tr("--%1 takes a whole number from %2 to %3, not \"%4\"")
                     .arg(option, shown(minimum), shown(maximum), shownInMessage(text));
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
                     .arg(QString::number(*seed), groupedNumber(games), QString::number(largest), QString::number(highestFirst));
        return std::nullopt;
    }
    return seed;
}

std::optional<Inputs::GameSeries> Inputs::readGameSeries(const QCommandLineParser &parser, quint64 maxGames, QString *error)
{
    const std::optional<quint64> games = readCount(parser, QStringLiteral("games"), 1, maxGames, error);
    if (!games)
        return std::nullopt;
    // Game i is played with seed + i: the last game's seed must not wrap round to 0.
    const std::optional<quint64> seed = readFirstSeed(parser, *games, error);
    if (!seed)
        return std::nullopt;
    return GameSeries{*games, *seed};
}

QString Inputs::scenarioMapMismatch(const QString &scenarioFile, const MovingAiScenario &line, const QString &mapFile,
                                    const Grid &map)
{
    // Filled in one pass: a file name holding "%1" is shown as it is.
    return tr("the scenarios in %1 are for the map %2 (%3 x %4), not %5 (%6 x %7)")
        .arg(shownFileName(scenarioFile), shownFileName(QFileInfo(line.mapName).fileName()),
             QString::number(line.mapWidth), QString::number(line.mapHeight), shownFileName(mapFile),
             QString::number(map.width()), QString::number(map.height()));
}

bool Inputs::scenarioNamesMap(const MovingAiScenario &line, const QString &mapFile)
{
    // Compared by name: a scenario file names its map without a folder.
    return QFileInfo(line.mapName).fileName() == QFileInfo(mapFile).fileName();
}

QString Inputs::otherKindThanMovingAi(const QString &fileName, bool wantsMap)
{
    // A pipe or a device would block or never end: only a plain file is looked into.
    if (!QFileInfo(fileName).isFile())
        return {};
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray head = withoutByteOrderMark(file.read(4096)).trimmed();
    const QString shown = shownFileName(fileName);
    if (wantsMap && head.startsWith("version "))
        return tr("%1 holds a Moving AI scenario list; give it with --scen, and its map with --map").arg(shown);
    if (!wantsMap && head.startsWith("type "))
        return tr("%1 holds a Moving AI map; give it with --map, and its scenario list with --scen").arg(shown);
    // Each of GridTrace's own files, named with the command that reads it.
    QString kind;
    QString reader = QStringLiteral("gridtrace-cli run --board");
    if (head.startsWith("\x89GTRACE") || head.contains("\"gridtrace-trace\"")) {
        kind = tr("a trace");
        reader = QStringLiteral("gridtrace-cli render");
    } else if (head.startsWith("gridtrace-board")) {
        kind = tr("a GridTrace board");
    } else if (head.startsWith('{') && head.contains("\"gridtrace-scenario\"")) {
        kind = tr("a GridTrace scenario");
    } else if (head.startsWith('{') && head.contains("\"gridtrace-duel\"")) {
        kind = tr("a duel record");
    } else {
        return {};
    }
    return wantsMap ? tr("%1 holds %2, which %3 reads; --map takes a Moving AI map").arg(shown, kind, reader)
                    : tr("%1 holds %2, which %3 reads; --scen takes a Moving AI scenario list").arg(shown, kind, reader);
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
        if (content.trimmed().isEmpty()) {
            *error = tr("%1: the file is empty").arg(fileName);
            return false;
        }
        // Files GridTrace reads elsewhere are named for what they are, not taken apart as a
        // board they never were.
        const QByteArray head = content.left(4096);
        if (head.startsWith("\x89GTRACE") || head.contains("\"gridtrace-trace\"")) {
            *error = tr("%1 holds a trace, which gridtrace-cli render reads; --board takes a board, a scenario or a duel record")
                         .arg(fileName);
            return false;
        }
        if (head.trimmed().startsWith("type ")) {
            *error = tr("%1 holds a Moving AI map; give it with --map, not --board").arg(fileName);
            return false;
        }
        if (head.trimmed().startsWith("version ")) {
            *error = tr("%1 holds a Moving AI scenario list; give it with --scen (and its map with --map), not --board")
                         .arg(fileName);
            return false;
        }
        if (head.contains("\"gridtrace-duel\"")) {
            // A duel record replays as the scenario it stands for.
            const auto record = DuelRecord::fromJson(content, error);
            if (!record) {
                *error = tr("%1: %2").arg(fileName, Output::clause(*error));
                return false;
            }
            scenario = duelReplayScenario(*record);
        } else if (content.trimmed().startsWith('{') || content.trimmed().startsWith('[')) {
            // Any JSON is read as a scenario, whose reader says what a list or a typo is.
            auto loaded = readScenarioJson(content, error);
            if (!loaded) {
                *error = tr("%1: %2").arg(fileName, Output::clause(*error));
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
                // Only '.' and '#': a board without tiles, which link-solve fills with pairs
                // from the seed and the link searches make a lesson of (docs/link.md).
                if (board->tileCount() == 0)
                    scenario.tiles.clear();
            } else if (const auto puzzle = PuzzleBoard::fromText(text, PuzzleGoal::BlankLast, &puzzleError)) {
                puzzleToScenario(*puzzle, scenario);
            } else if (holdsZero(text)) {
                // Only a puzzle holds a 0 (its blank): the other readings would only be noise.
                *error = tr("%1: not a sliding puzzle: %2").arg(fileName, puzzleError);
                return false;
            } else {
                *error = tr("%1: not a GridTrace board (which would start with the line \"gridtrace-board 1\"), not a "
                            "Lianliankan board (%2) and not a sliding puzzle (%3)").arg(fileName, *error, puzzleError);
                return false;
            }
        }
    } else if (parser.isSet(QStringLiteral("map"))) {
        auto board = loadMovingAiMap(parser.value(QStringLiteral("map")), error);
        if (!board) {
            if (const QString kind = Inputs::otherKindThanMovingAi(parser.value(QStringLiteral("map")), true); !kind.isEmpty())
                *error = kind;
            return false;
        }
        scenario.board = std::move(*board);
    } else {
        static const QRegularExpression pattern(QStringLiteral("^(\\d+)[xX](\\d+)$"));
        const auto match = pattern.match(parser.value(QStringLiteral("size")).trimmed());
        if (!match.hasMatch()) {
            *error = tr("--size takes WxH, e.g. 41x31, not \"%1\"").arg(shownInMessage(parser.value(QStringLiteral("size"))));
            return false;
        }
        bool widthFits = false;
        bool heightFits = false;
        const qint64 width = match.captured(1).toLongLong(&widthFits);
        const qint64 height = match.captured(2).toLongLong(&heightFits);
        if (!widthFits || !heightFits) {
            // Too many digits for any number: far past the largest board, not a board of no cells.
            *error = tr("--size %1 is larger than the largest supported board, %2 x %2")
                         .arg(shownInMessage(parser.value(QStringLiteral("size")).trimmed()), groupedNumber(Grid::MaxSide));
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
    for (const QString &endpoint : {QStringLiteral("from"), QStringLiteral("to")}) {
        // The line's endpoints are what its optimal length is for: another start or goal
        // would be compared with a length that is not its own.
        if (parser.isSet(QStringLiteral("scen")) && parser.isSet(endpoint)) {
            *error = tr("--scen gives the start and the goal, and the optimal length between them: leave out --%1").arg(endpoint);
            return false;
        }
    }
    if (parser.isSet(QStringLiteral("scen")) && parser.isSet(QStringLiteral("size"))) {
        *error = tr("--scen takes its endpoints on the map its lines were made for: give that map with --map, not --size");
        return false;
    }
    if (parser.isSet(QStringLiteral("scen"))) {
        auto lines = loadMovingAiScenarios(parser.value(QStringLiteral("scen")), error);
        if (!lines) {
            if (const QString kind = Inputs::otherKindThanMovingAi(parser.value(QStringLiteral("scen")), false); !kind.isEmpty())
                *error = kind;
            return false;
        }
        if (lines->empty()) {
            *error = tr("%1 holds no scenarios").arg(parser.value(QStringLiteral("scen")));
            return false;
        }
        const QString lastLine = groupedNumber(qint64(lines->size()) - 1);
        if (!parser.isSet(QStringLiteral("index"))) {
            *error = tr("--scen needs --index, the line to run, from 0 to %1").arg(lastLine);
            return false;
        }
        const auto index = parseCount(parser.value(QStringLiteral("index")));
        if (!index || *index >= lines->size()) {
            *error = tr("--index takes a scenario line from 0 to %1, not \"%2\"")
                         .arg(lastLine, shownInMessage(parser.value(QStringLiteral("index"))));
            return false;
        }
        const MovingAiScenario &line = (*lines)[*index];
        scenario.start = line.start;
        scenario.goal = line.goal;
        if (benchmark)
            *benchmark = (*lines)[*index];
    }
    for (const auto &[option, endpoint] : {std::pair{QStringLiteral("from"), &scenario.start},
                                           std::pair{QStringLiteral("to"), &scenario.goal}}) {
        if (!parser.isSet(option))
            continue;
        const auto cell = parseCell(parser.value(option));
        if (!cell) {
            // Two whole numbers too long for any board are out of range, not misspelt.
            static const QRegularExpression numbers(QStringLiteral("^\\s*-?\\d+\\s*,\\s*-?\\d+\\s*$"));
            *error = numbers.match(parser.value(option)).hasMatch()
                ? tr("--%1 takes a cell as x,y, each from 0 to %2 (the largest board is %3 x %3), not \"%4\"")
                      .arg(option, groupedNumber(Grid::MaxSide - 1), groupedNumber(Grid::MaxSide), shownInMessage(parser.value(option)))
                : tr("--%1 takes a cell as x,y, not \"%2\"").arg(option, shownInMessage(parser.value(option)));
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
    QStringList given;
    for (const QString &assignment : parser.values(QStringLiteral("set"))) {
        const qsizetype equals = assignment.indexOf(u'=');
        if (equals <= 0) {
            *error = tr("--set takes key=value, not \"%1\"").arg(shownInMessage(assignment));
            return false;
        }
        // Two values for one key are a typo or a clash, not a choice of the last one.
        const QString key = assignment.left(equals).trimmed();
        if (given.contains(key)) {
            *error = tr("--set %1 is given more than once; give it once").arg(shownInMessage(key));
            return false;
        }
        given << key;
        // Kept as text: the catalogue parses it against the parameter's type and range.
        scenario.parameters.insert(key, assignment.mid(equals + 1));
    }
    return true;
}

QString Inputs::setProblem(const QCommandLineParser &parser, const Scenario &scenario)
{
    const AlgorithmInfo *info = Catalogue::find(scenario.algorithm);
    if (!info)
        return {};
    QStringList known;
    for (const ParameterSpec &spec : info->parameters)
        known << spec.key;
    if (const QString misspelt = misspeltSetKey(parser, known); !misspelt.isEmpty())
        return misspelt;
    if (const QString misspelt = misspeltSetValue(parser, info->parameters); !misspelt.isEmpty())
        return misspelt;
    QVariantMap given;
    for (const QString &assignment : parser.values(QStringLiteral("set"))) {
        const QString key = assignment.left(assignment.indexOf(u'=')).trimmed();
        given.insert(key, scenario.parameters.value(key));
    }
    QString error;
    if (given.isEmpty() || Parameters::complete(info->parameters, given, &error))
        return {};
    return error;
}

QString Inputs::misspeltSetKey(const QCommandLineParser &parser, const QStringList &known)
{
    for (const QString &assignment : parser.values(QStringLiteral("set"))) {
        const QString key = assignment.left(assignment.indexOf(u'=')).trimmed();
        if (known.contains(key))
            continue;
        if (const QString meant = nearestName(key, known); !meant.isEmpty())
            return tr("unknown parameter \"%1\": did you mean %2? (known: %3)").arg(shownInMessage(key), meant, listOfNames(known));
    }
    return {};
}

QString Inputs::misspeltSetValue(const QCommandLineParser &parser, const QList<ParameterSpec> &parameters)
{
    for (const QString &assignment : parser.values(QStringLiteral("set"))) {
        const qsizetype equals = assignment.indexOf(u'=');
        const QString key = assignment.left(equals).trimmed();
        const QString value = equals < 0 ? QString() : assignment.mid(equals + 1).trimmed();
        const auto spec = std::find_if(parameters.begin(), parameters.end(),
                                       [&](const ParameterSpec &parameter) { return parameter.key == key; });
        if (spec == parameters.end() || spec->type != ParameterSpec::Type::Choice || spec->choices.contains(value))
            continue;
        if (const QString meant = nearestName(value, spec->choices); !meant.isEmpty())
            return tr("parameter %1 takes one of: %2, not \"%3\": did you mean %4?")
                .arg(key, listOfNames(spec->choices), shownInMessage(value), meant);
    }
    return {};
}

QString Inputs::quotedWords(const QStringList &words)
{
    QStringList quoted;
    for (const QString &word : words)
        quoted << u'"' + shownInMessage(word) + u'"';
    return listOfNames(quoted);
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

namespace {

// The extensions of each output's format, the one added to a name without any of them first.
// --png is left out: a name without .png is the folder its pictures go into.
const std::pair<QString, QStringList> outputExtensions[] = {
    {QStringLiteral("trace"), {QStringLiteral(".gtrace.json"), QStringLiteral(".gtrace"), QStringLiteral(".json")}},
    {QStringLiteral("save-board"), {QStringLiteral(".board"), QStringLiteral(".txt")}},
    {QStringLiteral("save-scenario"), {QStringLiteral(".json")}},
    {QStringLiteral("gif"), {QStringLiteral(".gif")}},
    {QStringLiteral("svg"), {QStringLiteral(".svg")}},
    {QStringLiteral("pdf"), {QStringLiteral(".pdf")}},
    {QStringLiteral("html"), {QStringLiteral(".html"), QStringLiteral(".htm")}},
    {QStringLiteral("out"), {QStringLiteral(".txt")}},
    {QStringLiteral("record"), {QStringLiteral(".json")}},
};

// Where a name points, so that two spellings of one file compare equal: the file itself when
// it is there, else the name in its folder when that is there, else the absolute path. A
// symbolic link whose target is not there yet (dangling) is followed too: writing through it
// creates its target, which another output may name.
QString place(const QString &fileName, int links = 0)
{
    const QFileInfo info(fileName);
    if (info.exists())
        return info.canonicalFilePath();
    // A cycle of links never exists; 40 is the kernel's own limit on links followed.
    if (info.isSymLink() && links < 40)
        return place(info.symLinkTarget(), links + 1);
    const QFileInfo folder(info.absolutePath());
    if (folder.exists())
        return folder.canonicalFilePath() + u'/' + info.fileName();
    return QDir::cleanPath(info.absoluteFilePath());
}

} // namespace

bool Inputs::isDeviceName(const QString &fileName)
{
    // /dev/stdout is a regular file when stdout is redirected to one, and a new file beside
    // a device (/dev/null.txt) is never what was meant: every name in /dev is a device's.
    // /dev itself ("--png /dev/") is the folder of devices and is refused with them.
    if (fileName.isEmpty())
        return false;
    const QString path = QDir::cleanPath(QFileInfo(fileName).absoluteFilePath());
    return path == QStringLiteral("/dev") || path.startsWith(QStringLiteral("/dev/"));
}

// A path quoted in a message whole, as long as a path may reasonably be.
constexpr qsizetype pathInMessage = 4096;

QString Inputs::shownFileName(const QString &fileName)
{
    return shownInMessage(QDir::toNativeSeparators(fileName), pathInMessage);
}

QString Inputs::outputFile(const QCommandLineParser &parser, const QString &option)
{
    const QString given = parser.value(option);
    // A device or a pipe of that name, or a name that ends as a folder's does, is what the user
    // named: it is refused, never passed by for a new file beside it. A folder without the
    // slash is only a name that happens to be taken: --gif run writes run.gif beside the
    // folder run (--png run fills it with pictures), as it does when there is no such folder.
    const QFileInfo info(given);
    if (given.isEmpty() || given.endsWith(u'/') || given.endsWith(QDir::separator())
        || (info.exists() && !info.isFile() && !info.isDir()) || isDeviceName(given))
        return given;
    for (const auto &[name, extensions] : outputExtensions) {
        if (name != option)
            continue;
        for (const QString &extension : extensions) {
            if (given.endsWith(extension, Qt::CaseInsensitive))
                return given;
        }
        return given + extensions.first();
    }
    return given;
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
        // An empty name would reach the file system as one ("cannot open: no file name").
        if ((inputOptions.contains(option) || outputOptions.contains(option)) && parser.value(option).isEmpty()) {
            *error = tr("--%1 needs a file name").arg(option);
            return false;
        }
        if (inputOptions.contains(option))
            read << parser.value(option);
    }
    struct Written
    {
        QString option;
        QString file;  // where the file written goes, its extension added
        QString name;  // the name written, as the messages show it
    };
    std::vector<Written> written;
    for (const QString &option : given) {
        if (!outputOptions.contains(option))
            continue;
        QString fileName = outputFile(parser, option);
        // Messages name the output as it was typed, a folder's trailing slash included, only
        // its extension added.
        const QString typed = fileName;
        const QString shown = shownInMessage(QDir::toNativeSeparators(typed), pathInMessage);
        const bool folderOfPictures = option == u"png" && !fileName.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive);
        // "frames/" names the folder "frames" as well: the slash only says it is a folder.
        while (folderOfPictures && fileName.size() > 1 && fileName.endsWith(u'/'))
            fileName.chop(1);
        const QFileInfo target(fileName);
        QString why;
        if (isDeviceName(fileName)) {
            // Each name in /dev is refused for what it is: a device, a folder of devices, or a
            // name no device has yet.
            const QString reason = target.isDir() ? tr("/dev or a folder in it, where devices are, so nothing is written there")
                : target.exists()                 ? CappedFile::tr("not a regular file (a device or a pipe), so it is not written")
                                                  : tr("a name in /dev, where devices are, so it is not written");
            *error = tr("--%1 %2: %3").arg(option, shown, reason);
            return false;
        }
        if (!(folderOfPictures && target.isDir()) && !CappedFile::mayWrite(fileName, &why)) {
            *error = tr("--%1 %2: %3").arg(option, shown, why);
            return false;
        }
        // A folder of pictures is made one level deep, as a file is: a mistyped path must not
        // leave a chain of new folders behind.
        if (folderOfPictures && target.exists() && !target.isDir()) {
            *error = tr("--%1 %2: a file, not a folder (a name ending in .png writes one picture)")
                         .arg(option, shown);
            return false;
        }
        if (folderOfPictures && target.isDir() && !target.isWritable()) {
            *error = tr("--%1 %2: the folder is not writable").arg(option, shown);
            return false;
        }
        // A file in a folder that is not there fails only when it is written, which may be
        // after a long run.
        if (!(folderOfPictures && target.isDir())) {
            const QFileInfo folder(target.absolutePath());
            if (!folder.exists() || !folder.isDir() || !folder.isWritable()) {
                // The whole path as it was given: which folder is missing is the point of the message.
                const QString shownFolder = shownInMessage(QDir::toNativeSeparators(target.path()), pathInMessage);
                why = !folder.exists() ? tr("the folder %1 does not exist").arg(shownFolder)
                    : !folder.isDir()  ? tr("%1 is not a folder").arg(shownFolder)
                                       : tr("the folder %1 is not writable").arg(shownFolder);
                *error = tr("--%1 %2: %3").arg(option, shown, why);
                return false;
            }
        }
        // Two outputs in one file would leave only the last, or a mix of both. Names that
        // differ once their extensions are added (--gif x --pdf x) are two files.
        const Written output{option, place(fileName), typed};
        for (const Written &earlier : written) {
            if (earlier.file == output.file) {
                // Through a link the two names differ: each is shown as given.
                *error = tr("--%1 %2 and --%3 %4 are the same file; give each output a file of its own")
                             .arg(earlier.option, shownInMessage(QDir::toNativeSeparators(earlier.name), pathInMessage), option,
                                  shown);
                return false;
            }
        }
        written.push_back(output);
        // Only the file written counts: --save-board a.json writes a.json.board, beside the
        // scenario a.json read.
        for (const QString &input : std::as_const(read)) {
            const QFileInfo source(input);
            if (!source.exists())
                continue;
            if (source.canonicalFilePath() == output.file) {
                *error = tr("--%1 %2 is a file this command reads; write to another file")
                             .arg(option, shown);
                return false;
            }
        }
    }
    return true;
}

} // namespace gridtrace::cli
