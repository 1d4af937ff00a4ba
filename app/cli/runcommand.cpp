#include "runcommand.h"
#include "boardkind.h"
#include "linkcells.h"
#include "nearestname.h"
#include "outcometext.h"

#include "catalogue/catalogue.h"
#include "duel/duelmap.h"
#include "grid/boardtext.h"
#include "grid/messagetext.h"
#include "grid/movingai.h"
#include "grid/scenariofile.h"
#include "link/linkboard.h"
#include "snake/snakealgorithms.h"
#include "trace/tracefile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace gridtrace::cli {

void RunCommand::describe(QCommandLineParser &parser) const
{
    // The argument's name is only shown, in the help's own language.
    parser.addPositionalArgument(tr("algorithm", "the run command's argument"),
                                 tr("The algorithm's id (see gridtrace-cli list); optional with a scenario that names one."),
                                 tr("[algorithm]", "the run command's optional argument in its usage line"));
    Inputs::addBoardOptions(parser);
    Inputs::addAlgorithmOptions(parser);
    parser.addOptions({
        {QStringLiteral("trace"), tr("Write the trace here: .gtrace is binary, anything else JSON; a name with neither .gtrace nor .json gets .gtrace.json."), tr("file")},
        {QStringLiteral("save-board"), tr("Write the board a generator made, as a plain-text board."), tr("file")},
        {QStringLiteral("save-scenario"), tr("Write the scenario that was run (board, endpoints, algorithm, parameters, seed)."), tr("file")},
        {QStringLiteral("path"), tr("Also print the path's cells.")},
        {QStringLiteral("max-trace-changes"),
         tr("The trace limit: record at most this many changes, then run on untraced (default %1, "
            "from the machine's memory).").arg(groupedNumber(quint64(Recorder::defaultChangeLimit()))),
         tr("changes")},
    });
}

namespace {

// What a run on a Moving AI scenario line should know: the map it was made for and the length
// it calls optimal.
QStringList benchmarkNotes(const MovingAiScenario &line, const QCommandLineParser &parser, const Scenario &scenario,
                           const RunOutcome &outcome, QJsonObject &object)
{
    QStringList notes;
    if (parser.isSet(QStringLiteral("map"))) {
        const QString mapFile = parser.value(QStringLiteral("map"));
        const QString named = QFileInfo(line.mapName).fileName();
        if (!Inputs::scenarioNamesMap(line, mapFile))
            notes << RunCommand::tr("the scenario line is for the map \"%1\", not \"%2\"")
                         .arg(Inputs::shownFileName(named), Inputs::shownFileName(mapFile));
    }
    if (line.mapWidth != scenario.board.width() || line.mapHeight != scenario.board.height())
        notes << RunCommand::tr("the scenario line is for a map of %1 x %2, the board is %3 x %4")
                     .arg(groupedNumber(line.mapWidth), groupedNumber(line.mapHeight), groupedNumber(scenario.board.width()),
                          groupedNumber(scenario.board.height()));
    const AlgorithmInfo *info = Catalogue::find(scenario.algorithm);
    if (!info || info->family != Family::Pathfinding)
        return notes;
    object.insert(QStringLiteral("scenario_optimal"), line.optimalLength);
    // Written as check writes them, grouped as the cost above is.
    if (!outcome.found)
        notes << RunCommand::tr("the scenario line gives %1 as the optimal length, and this run found no path")
                     .arg(scenarioLength(line.optimalLength));
    else if (std::abs(outcome.cost - line.optimalLength) > 1e-6)
        notes << RunCommand::tr("the scenario line gives %1 as the optimal length; this run's cost is %2")
                     .arg(scenarioLength(line.optimalLength), scenarioLength(outcome.cost));
    return notes;
}

// A duel record (or a replay's scenario) is the one scenario that fixes a game: any other
// scenario gives duel-replay a board to play the steps given on (map=board), as its note says.
bool boardIsRecord(const AlgorithmInfo *maker)
{
    return maker && maker->id == u"duel-replay";
}

// An option the algorithm would ignore, refused by what its catalogue entry says it uses, with
// why; or an empty string.
QString unusedOption(const AlgorithmInfo &info, const QCommandLineParser &parser, const Scenario &scenario,
                     bool boardIsScenario, bool record)
{
    const auto refusal = [&](const QString &option, const QString &why) {
        return RunCommand::tr("%1 takes no --%2: %3").arg(info.id, option, why);
    };
    // A scenario line is a benchmark query: a start, a goal and the optimal length between them,
    // which only a path search takes whole, as check and bench do. Any other family would drop
    // a part of it in silence (a snake its goal and the length).
    if (info.family != Family::Pathfinding && !info.makesBoard && parser.isSet(QStringLiteral("scen"))) {
        QStringList searches;
        for (const AlgorithmInfo &algorithm : Catalogue::algorithms()) {
            if (algorithm.family == Family::Pathfinding)
                searches << algorithm.id;
        }
        const QString ids = listOfNames(searches);
        if (info.needsStart && info.needsGoal)
            return refusal(QStringLiteral("scen"), RunCommand::tr("a scenario line gives a start, a goal and the optimal length "
                                                                  "between them, which only the path searches take (%1); give "
                                                                  "the endpoints with --from and --to").arg(ids));
        if (info.needsStart)
            return refusal(QStringLiteral("scen"), RunCommand::tr("a scenario line gives a start, a goal and the optimal length "
                                                                  "between them, which only the path searches take (%1); give "
                                                                  "the start with --from").arg(ids));
        return refusal(QStringLiteral("scen"), RunCommand::tr("a scenario line gives a start, a goal and the optimal length "
                                                              "between them, which only the path searches take (%1)").arg(ids));
    }
    if (!info.givesPath && parser.isSet(QStringLiteral("path")))
        return refusal(QStringLiteral("path"), info.family == Family::Link
                           ? RunCommand::tr("it takes the pairs off one by one, each linked by a way of its own "
                                            "(gridtrace-cli link solve prints the pairs in order)")
                           : RunCommand::tr("it makes a board, not a path (--save-board saves the board)"));
    if (info.family == Family::Duel && parser.isSet(QStringLiteral("path")))
        return refusal(QStringLiteral("path"), RunCommand::tr("a duel has two snakes, not a path; --trace records both "
                                                              "bodies, round by round"));
    // A generator keeps only the size of the board it is given, and joins the endpoints to the
    // maze it makes: a map's walls and a scenario line's optimal length would be thrown away.
    if (info.makesBoard && parser.isSet(QStringLiteral("scen")))
        return refusal(QStringLiteral("scen"), RunCommand::tr("a scenario line's start, goal and optimal length are for "
                                                              "its map's walls, which a generator replaces; give the "
                                                              "endpoints with --from and --to"));
    if (info.makesBoard && parser.isSet(QStringLiteral("map")))
        return refusal(QStringLiteral("map"), RunCommand::tr("a generator replaces the map's walls and keeps only its "
                                                             "size; give --size %1x%2")
                                                  .arg(scenario.board.width()).arg(scenario.board.height()));
    // A record's parameters are those its game was played with: another map, bot or fault
    // would replay moves the record's game never made, and the record would be blamed for it.
    if (info.id == u"duel-replay" && record && parser.isSet(QStringLiteral("set")))
        return refusal(QStringLiteral("set"), RunCommand::tr("the record given fixes the game, its map and every move"));
    // A duel's seed makes its map and moves the random bot; on a board given, with no random
    // bot, it decides nothing. A record fixes its game; its seed is only what it was played with.
    if (info.family == Family::Duel && parser.isSet(QStringLiteral("seed"))
        && scenario.parameters.value(QStringLiteral("map")).toString() == u"board") {
        if (info.id == u"duel-replay")
            return refusal(QStringLiteral("seed"), record
                               ? RunCommand::tr("the record given fixes the game, its map and every move")
                               : RunCommand::tr("it replays the steps given on the board given"));
        const QString random = QStringLiteral("random-safe");
        const ParameterSpec *opponentSpec = info.parameter(QStringLiteral("opponent"));
        const QString opponent = scenario.parameters.value(QStringLiteral("opponent"),
                                                           opponentSpec ? opponentSpec->defaultValue : QVariant()).toString();
        const QString bot = info.id.mid(info.id.indexOf(u'-') + 1);
        if (bot != random && opponent != random)
            return refusal(QStringLiteral("seed"), bot == opponent
                               ? RunCommand::tr("on the board given %1 does not draw at random").arg(bot)
                               : RunCommand::tr("on the board given neither %1 nor %2 draws at random").arg(bot, opponent));
    }
    if (!info.makesBoard && parser.isSet(QStringLiteral("save-board")))
        return refusal(QStringLiteral("save-board"), RunCommand::tr("it makes no board (--save-scenario saves the board it ran on)"));
    if (!info.usesSeed && parser.isSet(QStringLiteral("seed")))
        return refusal(QStringLiteral("seed"), RunCommand::tr("nothing in it is left to chance"));
    if (info.seedDealsTiles && !scenario.tiles.empty() && parser.isSet(QStringLiteral("seed")))
        return refusal(QStringLiteral("seed"), RunCommand::tr("the board given has its tiles, and the seed only deals "
                                                              "the tiles of a board without them"));
    // The kinds, as the seed, only deal the tiles of a board that has none.
    if (info.seedDealsTiles && !scenario.tiles.empty() && info.parameter(QStringLiteral("kinds"))) {
        for (const QString &assignment : parser.values(QStringLiteral("set"))) {
            if (assignment.section(u'=', 0, 0).trimmed() == u"kinds")
                return refusal(QStringLiteral("set"), RunCommand::tr("the board given has its tiles, and kinds only "
                                                                     "deals the tiles of a board without them"));
        }
    }
    // Without a board the empty one a duel starts from would be refused for its open ring.
    if (info.makesOwnBoard && scenario.parameters.value(QStringLiteral("map")).toString() == u"board"
        && !parser.isSet(QStringLiteral("board")) && !parser.isSet(QStringLiteral("map")) && !parser.isSet(QStringLiteral("size")))
        return RunCommand::tr("map=board needs --board FILE");
    if (info.makesOwnBoard && scenario.parameters.value(QStringLiteral("map")).toString() != u"board") {
        for (const QString &option : {QStringLiteral("size"), QStringLiteral("map"), QStringLiteral("board")}) {
            if (parser.isSet(option) && !(option == u"board" && boardIsScenario))
                return refusal(option, RunCommand::tr("it plays on the map its seed makes (--set map=board plays on the board given)"));
        }
    }
    return {};
}

// What an algorithm is, as a message names it: duel-replay plays no move of its own.
QString kindOfAlgorithm(const AlgorithmInfo &info)
{
    switch (info.family) {
    case Family::Pathfinding: return RunCommand::tr("a path search");
    case Family::Maze: return RunCommand::tr("a maze generator");
    case Family::Snake: return RunCommand::tr("a snake AI");
    case Family::Duel:
        return info.id == u"duel-replay" ? RunCommand::tr("the replay of a duel record") : RunCommand::tr("a duel bot");
    default: return RunCommand::tr("an algorithm of another game");
    }
}

// A board of tiles (a Lianliankan board, a sliding puzzle, or a scenario of their algorithms)
// given to an algorithm that reads no tiles: its walls alone would be searched, on the
// scenario's grid with the empty ring round a Lianliankan board's tiles, so every cell given
// or printed would be one off what the file shows. What the file is and who reads it, or an
// empty string.
QString tilesNotRead(const AlgorithmInfo &info, const QString &fileName, const AlgorithmInfo *maker)
{
    if (info.family == Family::Link || info.family == Family::Puzzle)
        return {};
    const QString kind = BoardKind::of(fileName);
    const bool linkScenario = maker && maker->family == Family::Link;
    const bool puzzleScenario = maker && maker->family == Family::Puzzle;
    const bool link = kind == BoardKind::linkBoard() || linkScenario;
    if (!link && kind != BoardKind::slidingPuzzle() && !puzzleScenario)
        return {};
    QStringList readers;
    for (const AlgorithmInfo &algorithm : Catalogue::algorithms()) {
        if (algorithm.family == (link ? Family::Link : Family::Puzzle))
            readers << algorithm.id;
    }
    const QString what = kindOfAlgorithm(info);
    // A replay wants what it replays first; a board only holds the map it replays on.
    const QString wanted = info.id == u"duel-replay"
        ? RunCommand::tr("a duel record, or a GridTrace board (which starts with the line \"gridtrace-board 1\") "
                         "with --set map=board")
        : RunCommand::tr("a GridTrace board (which starts with the line \"gridtrace-board 1\"), a scenario "
                         "or a Moving AI map (--map)");
    const QString shown = Inputs::shownFileName(fileName);
    if (linkScenario)
        return RunCommand::tr("%1 holds %2, which the Lianliankan algorithms read (%3); %4 is %5, which reads no tiles, "
                              "and wants %6")
            .arg(shown, RunCommand::tr("a Lianliankan scenario (for %1)").arg(maker->id), listOfNames(readers), info.id,
                 what, wanted);
    if (link)
        return RunCommand::tr("%1 holds %2, which the Lianliankan algorithms (%3) and gridtrace-cli link read; %4 is %5, "
                              "which reads no tiles, and wants %6")
            .arg(shown, kind, listOfNames(readers), info.id, what, wanted);
    const QString given = puzzleScenario ? RunCommand::tr("a sliding puzzle scenario (for %1)").arg(maker->id) : kind;
    return RunCommand::tr("%1 holds %2, which the sliding puzzle solvers read (%3); %4 is %5, which reads no tiles, "
                          "and wants %6")
        .arg(shown, given, listOfNames(readers), info.id, what, wanted);
}

} // namespace

int RunCommand::execute(const QCommandLineParser &parser, const Output &output)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() == 2)
        return output.fail(BadInput, tr("run takes one algorithm id, and \"%1\" is one more; see gridtrace-cli list")
                                         .arg(shownInMessage(positional.at(1))));
    // Several words read as one would hide where each ends: each is named, and counted (two or
    // more, so the plural is always right).
    if (positional.size() > 2)
        return output.fail(BadInput, tr("run takes one algorithm id, and %1 more words follow it: %2; see gridtrace-cli list")
                                         .arg(groupedNumber(qint64(positional.size() - 1)), Inputs::quotedWords(positional.mid(1))));

    Scenario scenario;
    QString error;
    std::optional<MovingAiScenario> benchmark;
    const AlgorithmInfo *named = positional.isEmpty() ? nullptr : Catalogue::find(positional.first());
    // An id mistyped is the first thing to say, before what the board lacks.
    if (!positional.isEmpty() && !named) {
        QStringList ids;
        for (const AlgorithmInfo &algorithm : Catalogue::algorithms())
            ids << algorithm.id;
        if (const QString meant = nearestName(positional.first(), ids); !meant.isEmpty())
            return output.fail(BadInput, tr("unknown algorithm \"%1\": did you mean %2? gridtrace-cli list names them all")
                                             .arg(shownInMessage(positional.first()), meant));
        return output.fail(BadInput, tr("unknown algorithm \"%1\"; gridtrace-cli list names them all").arg(shownInMessage(positional.first())));
    }
    const bool boardGiven = parser.isSet(QStringLiteral("board")) || parser.isSet(QStringLiteral("map"))
        || parser.isSet(QStringLiteral("size"));
    if (named && named->makesOwnBoard && !boardGiven) {
        // A duel plays on the map its seed makes unless a board is given.
        scenario.board = Grid(DuelMap::columns, DuelMap::rows);
    } else if (!Inputs::readScenario(parser, scenario, &error, &benchmark)) {
        return output.fail(BadInput, error);
    }
    // A scenario file (or a duel record) says what its board is for; a bare board does not.
    const bool boardIsScenario = !scenario.algorithm.isEmpty();
    // A generator's scenario holds the board it starts from, and what its user saw is the board
    // it makes: another algorithm runs on that one, and says so. Only one that reads the board's
    // walls (a search, a snake, a duel, Lianliankan's pairs): a sliding puzzle takes the board's
    // size alone, the same either way, and is told only how its tiles were dealt.
    const AlgorithmInfo *maker = boardIsScenario ? Catalogue::find(scenario.algorithm) : nullptr;
    // The generator whose board replaced the scenario's, and the seed it made it with; told in
    // the one note that also says what the run did with that board.
    const AlgorithmInfo *madeBy = nullptr;
    quint64 madeWithSeed = 0;
    if (named && !named->makesBoard && named->family != Family::Puzzle && maker && maker->makesBoard) {
        const QString fileName = parser.value(QStringLiteral("board"));
        const RunOutcome made = Catalogue::run(scenario);
        if (!made.error.isEmpty())
            return output.fail(BadInput, tr("%1: %2").arg(fileName, made.error));
        if (made.board) {
            scenario.board = *made.board;
            madeBy = maker;
            madeWithSeed = scenario.seed;
        }
    }
    // A duel record (or a replay's scenario) fixes its game, every move of both snakes: a bot
    // given with it alone would play a game the record never held, so the record is replayed as
    // it is, and a note says that the bot given decided nothing. With --set or --seed the bot
    // is asked for a game of its own, on the record's map (map=board) or a seed's.
    QString recordNote;
    if (named && named->family == Family::Duel && boardIsScenario && scenario.algorithm == u"duel-replay"
        && named->id != scenario.algorithm && !parser.isSet(QStringLiteral("set")) && !parser.isSet(QStringLiteral("seed"))) {
        recordNote = tr("%1 records a duel, every move of both snakes, which fixes the game: it was replayed as it was "
                        "played, and %2 decided nothing (--set map=board plays %2 on the record's map)")
                         .arg(Inputs::shownFileName(parser.value(QStringLiteral("board"))), named->id);
    } else if (!positional.isEmpty() && positional.first() != scenario.algorithm) {
        // A scenario file names its algorithm; another one given here starts from its defaults.
        scenario.algorithm = positional.first();
        scenario.parameters.clear();
    }
    if (scenario.algorithm.isEmpty())
        return output.fail(BadInput, tr("run needs an algorithm id; see gridtrace-cli list"));
    if (!Inputs::readParameters(parser, scenario, &error) || !Inputs::readSeed(parser, scenario, &error))
        return output.fail(BadInput, error);
    const AlgorithmInfo *info = Catalogue::find(scenario.algorithm);
    // The id came from the file, which is the thing to correct.
    if (!info && positional.isEmpty() && parser.isSet(QStringLiteral("board")))
        return output.fail(BadInput, tr("%1: %2").arg(parser.value(QStringLiteral("board")), Catalogue::prepare(scenario)));
    // An endpoint the algorithm neither needs nor uses would change nothing: say so rather than
    // ignore it.
    for (const auto &[option, needed] : {std::pair{QStringLiteral("from"), info && info->needsStart},
                                         std::pair{QStringLiteral("to"), info && info->needsGoal}}) {
        if (info && parser.isSet(option) && !needed && !info->usesOptionalEndpoints)
            return output.fail(BadInput, tr("%1 takes no --%2").arg(info->id, option));
    }
    // What the file is and who reads it comes before what the algorithm would do with a board.
    if (info && parser.isSet(QStringLiteral("board"))) {
        if (const QString problem = tilesNotRead(*info, parser.value(QStringLiteral("board")), maker); !problem.isEmpty())
            return output.fail(BadInput, problem);
    }
    if (info) {
        const QString unused = unusedOption(*info, parser, scenario, boardIsScenario, boardIsRecord(maker));
        if (!unused.isEmpty())
            return output.fail(BadInput, unused);
    }
    // A bot given a record plays a game of its own only on the record's map (map=board): on a
    // seed's map, --seed or --set would play a game the record never held and pass it off as
    // the record's, as duel-replay itself refuses to.
    if (info && info->family == Family::Duel && info->id != u"duel-replay" && maker && maker->id == u"duel-replay"
        && scenario.parameters.value(QStringLiteral("map")).toString() != u"board") {
        for (const QString &option : {QStringLiteral("seed"), QStringLiteral("set")}) {
            if (parser.isSet(option))
                return output.fail(BadInput, tr("%1 takes no --%2: %3")
                                                 .arg(info->id, option,
                                                      tr("the record given fixes the game, its map and every move "
                                                         "(--set map=board plays %1 on the record's map)").arg(info->id)));
        }
    }
    if (const QString problem = Inputs::setProblem(parser, scenario); !problem.isEmpty())
        return output.fail(BadInput, problem);
    // A line's endpoints are cells of the map it was made for: on a board of another size they
    // would be off it or anywhere, and the maps' difference is what to say.
    if (benchmark && (benchmark->mapWidth != scenario.board.width() || benchmark->mapHeight != scenario.board.height())) {
        const QString board = parser.isSet(QStringLiteral("map")) ? parser.value(QStringLiteral("map"))
                                                                  : parser.value(QStringLiteral("board"));
        return output.fail(BadInput, Inputs::scenarioMapMismatch(parser.value(QStringLiteral("scen")), *benchmark, board,
                                                                 scenario.board));
    }
    const bool link = info && info->family == Family::Link;
    // A Lianliankan board and a sliding puzzle are both rows of numbers; read as the other kind,
    // the grid's ring of empty cells would show in the message as a size the user never gave.
    if (info && parser.isSet(QStringLiteral("board")) && (link || info->family == Family::Puzzle)) {
        const QString fileName = parser.value(QStringLiteral("board"));
        const QString kind = BoardKind::of(fileName);
        const QString wanted = link ? BoardKind::linkBoard() : BoardKind::slidingPuzzle();
        const QString other = link ? BoardKind::slidingPuzzle() : BoardKind::linkBoard();
        // A scenario says what it is for by its algorithm: one of the other family is the other kind.
        const Family otherFamily = link ? Family::Puzzle : Family::Link;
        const bool otherScenario = maker && maker->family == otherFamily;
        if (kind == other || otherScenario) {
            const QString given = !otherScenario ? other
                                  : link         ? tr("a sliding puzzle scenario (for %1)").arg(maker->id)
                                                 : tr("a Lianliankan scenario (for %1)").arg(maker->id);
            QStringList readers;
            for (const AlgorithmInfo &algorithm : Catalogue::algorithms()) {
                if (algorithm.family == otherFamily)
                    readers << algorithm.id;
            }
            // What the file is, who reads it, and what the algorithm given wants instead.
            // gridtrace-cli link reads a plain Lianliankan board, not a scenario.
            const QString message = link ? tr("%1 holds %2, which the sliding puzzle solvers read (%3); %4 is a Lianliankan "
                                              "algorithm and wants %5")
                                  : otherScenario ? tr("%1 holds %2, which the Lianliankan algorithms read (%3); %4 is a "
                                                       "sliding puzzle solver and wants %5")
                                                  : tr("%1 holds %2, which the Lianliankan algorithms (%3) and gridtrace-cli "
                                                       "link read; %4 is a sliding puzzle solver and wants %5");
            return output.fail(BadInput, message.arg(Inputs::shownFileName(fileName), given, listOfNames(readers), info->id, wanted));
        }
    }
    // A Moving AI scenario's optimal length is for its rules: eight neighbours, no corner
    // cutting. A search run on it keeps those rules unless told otherwise.
    if (benchmark && info && info->parameter(QStringLiteral("connectivity"))
        && !scenario.parameters.contains(QStringLiteral("connectivity")))
        scenario.parameters.insert(QStringLiteral("connectivity"), QStringLiteral("8"));
    // A Lianliankan text board numbers its tiles from 0 and holds no ring; any other board (a
    // scenario, a record, a GridTrace board, a map, --size) is the grid itself, ring included,
    // and is spoken in its own cells, as its file, the trace's statuses, demo and the window
    // number them.
    const bool tileNumbering = link && parser.isSet(QStringLiteral("board"))
        && BoardKind::of(parser.value(QStringLiteral("board"))) == BoardKind::linkBoard();
    if (tileNumbering) {
        // --from and --to name tiles as the board file numbers them; the scenario's grid has
        // the ring of empty cells round them.
        for (const auto &[option, endpoint] : {std::pair{QStringLiteral("from"), &scenario.start},
                                               std::pair{QStringLiteral("to"), &scenario.goal}}) {
            if (!parser.isSet(option) || !*endpoint)
                continue;
            // Checked here, so the message speaks the coordinates the user gave.
            const CellPos tile = **endpoint;
            const int width = scenario.board.width() - 2;
            const int height = scenario.board.height() - 2;
            // A grid too small to hold a ring and tiles is the catalogue's to refuse.
            if (width > 0 && height > 0 && (tile.x < 0 || tile.y < 0 || tile.x >= width || tile.y >= height))
                return output.fail(BadInput, tr("--%1 %2,%3 is not a tile of the %4 x %5 board (x 0..%6, y 0..%7)")
                                                 .arg(option).arg(tile.x).arg(tile.y).arg(width).arg(height)
                                                 .arg(width - 1).arg(height - 1));
            *endpoint = LinkBoard::fromTile(tile);
            if (scenario.board.isWall(**endpoint))
                return output.fail(BadInput, tr("--%1 %2,%3 is a wall, not a tile").arg(option).arg(tile.x).arg(tile.y));
        }
    }
    // A board without tiles makes a puzzle or a Lianliankan board of its own (docs/puzzle.md,
    // docs/link.md): said, so that a file of another kind (a duel record, a path search's
    // scenario) never passes for the tiles it was taken for.
    QString boardNote;
    if (info && (link || info->family == Family::Puzzle) && scenario.tiles.empty()
        && (parser.isSet(QStringLiteral("board")) || parser.isSet(QStringLiteral("map")))) {
        const QString fileName = parser.isSet(QStringLiteral("board")) ? parser.value(QStringLiteral("board"))
                                                                       : parser.value(QStringLiteral("map"));
        QString kind = BoardKind::of(fileName);
        if (kind.isEmpty())
            kind = tr("a board");
        if (!link)
            boardNote = tr("%1 is %2 with no tiles: the puzzle was dealt on its %3 x %4 size with seed %5")
                            .arg(Inputs::shownFileName(fileName), kind, QString::number(scenario.board.width()),
                                 QString::number(scenario.board.height()), QString::number(scenario.seed));
        else if (info->seedDealsTiles)
            boardNote = tr("%1 is %2 with no tiles: the pairs were dealt round its walls with seed %3")
                            .arg(Inputs::shownFileName(fileName), kind, QString::number(scenario.seed));
        else
            boardNote = tr("%1 is %2 with no tiles: its start and goal were made a pair of tiles, round its walls")
                            .arg(Inputs::shownFileName(fileName), kind);
    }
    // Where the board came from and what the run made of it, in one note: a generator's board
    // that Lianliankan dealt its tiles on is one board, and a duel on the map its seed makes
    // played on none of the scenario's.
    const bool duelOnItsMap = info && info->family == Family::Duel && boardIsScenario && maker
        && maker->family != Family::Duel && scenario.parameters.value(QStringLiteral("map")).toString() != u"board";
    if (duelOnItsMap || madeBy) {
        const QString fileName = Inputs::shownFileName(parser.value(QStringLiteral("board")));
        const QString seed = QString::number(scenario.seed);
        // The seed is the scenario's unless --seed replaced it: the note names the one that made the map.
        const bool seedGiven = parser.isSet(QStringLiteral("seed"));
        if (duelOnItsMap && maker->makesBoard && seedGiven)
            boardNote = tr("%1 is a scenario of the generator %2: %3 played on the map --seed %4 makes, not on the board "
                           "%2 makes (--set map=board plays on that one)")
                            .arg(fileName, maker->id, info->id, seed);
        else if (duelOnItsMap && maker->makesBoard)
            boardNote = tr("%1 is a scenario of the generator %2: %3 played on the map its seed %4 makes, not on the board "
                           "%2 makes (--set map=board plays on that one)")
                            .arg(fileName, maker->id, info->id, seed);
        else if (duelOnItsMap && seedGiven)
            boardNote = tr("%1 is a scenario of %2: %3 played on the map --seed %4 makes, not on its board "
                           "(--set map=board plays on that one)")
                            .arg(fileName, maker->id, info->id, seed);
        else if (duelOnItsMap)
            boardNote = tr("%1 is a scenario of %2: %3 played on the map its seed %4 makes, not on its board "
                           "(--set map=board plays on that one)")
                            .arg(fileName, maker->id, info->id, seed);
        else if (link && info->seedDealsTiles && madeWithSeed == scenario.seed)
            boardNote = tr("%1 is a scenario of the generator %2: %3 ran on the board %2 makes from it with seed %4, "
                           "and dealt its pairs round its walls with the same seed")
                            .arg(fileName, maker->id, info->id, seed);
        else if (link && info->seedDealsTiles)
            boardNote = tr("%1 is a scenario of the generator %2: %3 ran on the board %2 makes from it with seed %4, "
                           "and dealt its pairs round its walls with seed %5")
                            .arg(fileName, maker->id, info->id, QString::number(madeWithSeed), seed);
        else if (link)
            boardNote = tr("%1 is a scenario of the generator %2: %3 ran on the board %2 makes from it with seed %4, "
                           "and made its start and goal a pair of tiles, round its walls")
                            .arg(fileName, maker->id, info->id, QString::number(madeWithSeed));
        else
            boardNote = tr("%1 is a scenario of the generator %2: %3 ran on the board %2 makes from it with seed %4")
                            .arg(fileName, maker->id, info->id, QString::number(madeWithSeed));
    }
    // Only a board without tiles is dealt, with kinds: more kinds than it has room for pairs
    // cannot all appear, which the note after the run says.
    const bool dealsKinds = link && info->seedDealsTiles && scenario.tiles.empty();
    // Whether the start length is the snake's default, which the user never typed.
    const bool lengthGiven = scenario.parameters.contains(QStringLiteral("start-length"));
    error = Catalogue::prepare(scenario);
    // A line for another map of the same size meets a wall: the maps differ, which is what to say.
    if (!error.isEmpty() && benchmark && parser.isSet(QStringLiteral("map"))
        && !Inputs::scenarioNamesMap(*benchmark, parser.value(QStringLiteral("map"))))
        error = tr("%1: %2").arg(Inputs::scenarioMapMismatch(parser.value(QStringLiteral("scen")), *benchmark,
                                                             parser.value(QStringLiteral("map")), scenario.board),
                                 error);
    // The file the endpoints or the parameters came from is the one to correct.
    else if (!error.isEmpty() && benchmark)
        error = tr("%1, scenario %2: %3").arg(parser.value(QStringLiteral("scen")),
                                              groupedNumber(quint64(parser.value(QStringLiteral("index")).toULongLong())), error);
    // Whatever the board file holds (a scenario, a plain-text board, a map), the refusal names it.
    else if (!error.isEmpty() && (parser.isSet(QStringLiteral("board")) || parser.isSet(QStringLiteral("map"))))
        error = tr("%1: %2").arg(Inputs::shownFileName(parser.value(parser.isSet(QStringLiteral("board")) ? QStringLiteral("board")
                                                                                                          : QStringLiteral("map"))),
                                 error);
    if (!error.isEmpty())
        return output.fail(BadInput, error);
    if (const QString problem = snakeStartProblem(scenario, lengthGiven); !problem.isEmpty())
        return output.fail(BadInput, problem);
    RunContext tracing;
    if (parser.isSet(QStringLiteral("max-trace-changes"))) {
        bool ok = false;
        const qulonglong limit = parser.value(QStringLiteral("max-trace-changes")).toULongLong(&ok);
        if (!ok || limit < 1 || limit > Recorder::maxChangeLimit)
            return output.fail(BadInput, tr("--max-trace-changes takes a number of changes from 1 to %1, not \"%2\"")
                                             .arg(groupedNumber(quint64(Recorder::maxChangeLimit)),
                                                  shownInMessage(parser.value(QStringLiteral("max-trace-changes")))));
        tracing.maxTraceChanges = limit;
    }

    for (const QString &option : {QStringLiteral("trace"), QStringLiteral("save-scenario"), QStringLiteral("save-board")}) {
        if (!parser.isSet(option))
            continue;
        const QString file = Inputs::outputFile(parser, option);
        if (!Output::mayWriteFile(file, &error))
            return output.cannotWrite(file, error);
    }

    QElapsedTimer timer;
    timer.start();
    const RunOutcome outcome = Catalogue::run(scenario);
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    if (!outcome.error.isEmpty())
        return output.fail(BadInput, outcome.error);

    Trace trace;
    const RunOutcome traced = Catalogue::run(scenario, &trace, &tracing);
    if (!traced.error.isEmpty())
        return output.fail(BadInput, traced.error);
    if (traced.found != outcome.found || traced.path != outcome.path)
        return output.fail(CheckFailed, tr("the traced run disagrees with the untraced run"));

    if (parser.isSet(QStringLiteral("trace"))) {
        const QString file = Inputs::outputFile(parser, QStringLiteral("trace"));
        const QByteArray bytes = traceFormatForFileName(file) == TraceFormat::Binary ? writeTraceBinary(trace) : writeTraceJson(trace);
        if (!Output::writeFile(file, bytes, &error))
            return output.cannotWrite(file, error);
    }
    if (parser.isSet(QStringLiteral("save-scenario"))) {
        const QString file = Inputs::outputFile(parser, QStringLiteral("save-scenario"));
        if (!Output::writeFile(file, writeScenarioJson(trace.header), &error))
            return output.cannotWrite(file, error);
    }
    if (parser.isSet(QStringLiteral("save-board"))) {
        if (!outcome.board)
            return output.fail(BadInput, tr("%1 makes no board to save").arg(scenario.algorithm));
        // A generator's board holds its endpoints, so it is always one the board format can hold.
        const QString file = Inputs::outputFile(parser, QStringLiteral("save-board"));
        if (!Output::writeFile(file, writeBoardText(BoardFile{*outcome.board, scenario.start, scenario.goal}), &error))
            return output.cannotWrite(file, error);
    }

    // The cells moved: along the path found, or by a snake's head over its game (its path is
    // its body at the end).
    const qint64 steps = info && info->pathIsBody ? qint64(outcome.expansions)
                         : outcome.path.empty()   ? 0
                                                  : qint64(outcome.path.size()) - 1;
    QJsonObject object{
        {QStringLiteral("algorithm"), scenario.algorithm},
        {QStringLiteral("found"), outcome.found},
        {QStringLiteral("steps"), steps},
        {QStringLiteral("cost"), info ? OutcomeText::cost(*info, outcome) : QJsonValue(outcome.cost)},
        {QStringLiteral("expansions"), OutcomeText::expansions(info, outcome)},
        {QStringLiteral("max_open"), qint64(outcome.maxOpen)},
        {QStringLiteral("ms"), ms},
        {QStringLiteral("changes"), qint64(trace.changeCount())},
        {QStringLiteral("trace_steps"), trace.stepCount()},
    };
    const bool snake = info && info->family == Family::Snake;
    if (snake) {
        // A snake's outcome is its game: the final body, its length and the moves it made.
        object.insert(QStringLiteral("length"), int(outcome.path.size()));
        object.insert(QStringLiteral("moves"), qint64(outcome.expansions));
    }
    const bool puzzle = info && info->family == Family::Puzzle;
    const QVariantMap facts = link && !tileNumbering ? linkFactsOnGrid(outcome.facts) : outcome.facts;
    for (auto fact = facts.cbegin(); fact != facts.cend(); ++fact)
        object.insert(fact.key(), QJsonValue::fromVariant(fact.value()));
    QString text = info ? tr("%1, in %2 ms; the trace has %3.")
                              .arg(OutcomeText::describe(*info, outcome), groupedDecimal(ms, 2),
                                   OutcomeText::traceSize(trace))
                        : QString();
    if (puzzle && outcome.found)
        text += u'\n' + outcome.facts.value(QStringLiteral("solution")).toString();
    // A name given without its extension got one: the file to look for is not the name typed.
    // JSON names every file written, as render's and duel's do, so a script need not guess.
    QJsonObject written;
    for (const QString &option : {QStringLiteral("trace"), QStringLiteral("save-scenario"), QStringLiteral("save-board")}) {
        if (!parser.isSet(option))
            continue;
        const QString file = Inputs::outputFile(parser, option);
        written.insert(option, QDir::toNativeSeparators(file));
        if (file != parser.value(option))
            text += u'\n' + tr("--%1 wrote %2").arg(option, QDir::toNativeSeparators(file));
    }
    if (!written.isEmpty())
        object.insert(QStringLiteral("written"), written);
    // The untraced run's notes, and the trace limit's when the traced run met it.
    QStringList notes = outcome.notes;
    if (traced.traceLimited)
        notes.prepend(traced.notes.first());
    if (benchmark)
        notes += benchmarkNotes(*benchmark, parser, scenario, outcome, object);
    if (dealsKinds) {
        const int pairs = int(std::count_if(scenario.tiles.begin(), scenario.tiles.end(), [](std::int32_t tile) { return tile > 0; }) / 2);
        const int kinds = scenario.parameters.value(QStringLiteral("kinds")).toInt();
        // Each kind dealt takes a pair: a board with room for fewer pairs shows fewer kinds.
        if (kinds > pairs) {
            const QString room = groupedCount(OutcomeText::tr("%n pair(s)", nullptr, pairs), quint64(pairs));
            const bool typed = !parser.values(QStringLiteral("set")).filter(QRegularExpression(QStringLiteral("^\\s*kinds\\s*="))).isEmpty();
            notes.prepend(typed ? tr("only as many kinds as pairs could be dealt: the board has room for %1, and --set kinds=%2 "
                                     "asks for more").arg(room).arg(kinds)
                                : tr("only as many kinds as pairs could be dealt: the board has room for %1, and kinds asks for "
                                     "%2 by default").arg(room).arg(kinds));
        }
    }
    if (!boardNote.isEmpty())
        notes.prepend(boardNote);
    if (!recordNote.isEmpty())
        notes.prepend(recordNote);
    object.insert(QStringLiteral("trace_limited"), traced.traceLimited);
    object.insert(QStringLiteral("gave_up"), outcome.gaveUp);
    if (!notes.isEmpty()) {
        object.insert(QStringLiteral("notes"), QJsonArray::fromStringList(notes));
        for (const QString &note : notes)
            text += u'\n' + tr("Note: %1").arg(note);
    }
    if (parser.isSet(QStringLiteral("path"))) {
        QJsonArray path;
        QStringList cells;
        for (CellPos cell : outcome.path) {
            // A link's path is in the board file's coordinates, as its --from and --to are.
            if (tileNumbering)
                cell = LinkBoard::toTile(cell);
            path.append(QJsonArray{cell.x, cell.y});
            cells << QStringLiteral("%1,%2").arg(cell.x).arg(cell.y);
        }
        object.insert(QStringLiteral("path"), path);
        text += u'\n' + cells.join(u' ');
    }
    output.result(object, text);
    // A search that stopped at its budget found nothing, and that is no answer.
    if (outcome.gaveUp)
        return output.endWith(GaveUp, tr("%1 gave up at its budget without an answer; --set budget=N gives it more")
                                          .arg(scenario.algorithm));
    return Success;
}

// The body lies west of the head, as documented: turned round the head instead, a long snake
// would wall it in and die on its first move.
QString RunCommand::snakeStartProblem(const Scenario &scenario, bool lengthGiven)
{
    const AlgorithmInfo *info = Catalogue::find(scenario.algorithm);
    if (!info || info->family != Family::Snake || scenario.snake.size() >= 2 || !scenario.start)
        return {};
    const int length = scenario.parameters.value(QStringLiteral("start-length")).toInt();
    const int room = straightRoomWest(scenario);
    if (length <= room)
        return {};
    // Longer than the room, the length is two or more: the plural is always right.
    return (lengthGiven ? tr("a snake of %1 cells does not fit west of its head at (%2,%3): "
                             "start-length=%4 is the longest that fits there")
                        : tr("a snake of %1 cells, start-length's default, does not fit west "
                             "of its head at (%2,%3): --set start-length=%4 is the longest "
                             "that fits there"))
        .arg(groupedNumber(length)).arg(scenario.start->x).arg(scenario.start->y).arg(groupedNumber(room));
}

} // namespace gridtrace::cli
