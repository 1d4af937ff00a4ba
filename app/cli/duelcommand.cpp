#include "duelcommand.h"

#include "duel/duelarena.h"
#include "duel/dueltournament.h"
#include "grid/messagetext.h"
#include "nearestname.h"
#include "outcometext.h"

#include <QJsonArray>

#include <limits>
#include <tuple>

namespace gridtrace::cli {

namespace {

// Enough to see what goes wrong without a log as long as the run.
constexpr int listedErrors = 20;
// The most games a series plays (a game's index is an int), and the longest time a program
// has for a move: an hour.
constexpr quint64 maxGames = quint64(std::numeric_limits<int>::max());
constexpr quint64 longestTimeLimit = 3'600'000;

} // namespace

void DuelCommand::describe(QCommandLineParser &parser) const
{
    const QString bots = listOfNames(duelBotIds());
    parser.addOptions({
        {QStringLiteral("a"), tr("The first bot: a built-in one (%1) or exec:COMMAND, a program run once per move.").arg(bots),
         tr("bot")},
        {QStringLiteral("b"), tr("The second bot, as --a."), tr("bot")},
        {QStringLiteral("games"), tr("How many games, 1 to %1 (default 10); in every second game the bots change sides.")
                                      .arg(groupedNumber(maxGames)),
         tr("n"), QStringLiteral("10")},
        {QStringLiteral("seed"), tr("The first game's seed; game i is played on the map of seed + i, and bots that draw at random "
                                    "draw from it too (default 1)."),
         tr("n"), QStringLiteral("1")},
        {QStringLiteral("time-limit"), tr("Milliseconds a program has for each move, its start-up included, 1 to %1 "
                                          "(default %2).")
                                           .arg(groupedNumber(longestTimeLimit), groupedNumber(ExternalBot::defaultTimeLimitMs)),
         tr("ms"), QString::number(ExternalBot::defaultTimeLimitMs)},
        {QStringLiteral("record"), tr("Write the last game's record (JSON) to this file."), tr("file")},
    });
}

int DuelCommand::execute(const QCommandLineParser &parser, const Output &output)
{
    if (!parser.positionalArguments().isEmpty())
        return output.fail(BadInput, tr("duel takes no positional arguments, not \"%1\"").arg(parser.positionalArguments().join(u' ')));
    DuelContender choices[2];
    for (int i = 0; i < 2; ++i) {
        const QString option = i == 0 ? QStringLiteral("a") : QStringLiteral("b");
        if (!parser.isSet(option))
            return output.fail(BadInput, tr("--%1 is missing: give a built-in bot (%2) or exec:COMMAND")
                                             .arg(option, listOfNames(duelBotIds())));
        const QString value = parser.value(option);
        choices[i] = DuelContender::parse(value);
        // A slip of the keyboard is answered with the bot it most likely meant, as an
        // algorithm's or a snake AI's is.
        if (!choices[i].isProgram() && !duelBotIds().contains(value)) {
            if (const QString meant = nearestName(value, duelBotIds()); !meant.isEmpty())
                return output.fail(BadInput, tr("--%1: \"%2\" is not a duel bot: did you mean %3? Choose one of %4, or exec:COMMAND")
                                                 .arg(option, shownInMessage(value), meant, listOfNames(duelBotIds())));
        }
        const QString problem = choices[i].problem();
        if (!problem.isEmpty())
            return output.fail(BadInput, choices[i].isProgram() ? tr("--%1 %2: %3").arg(option, value, problem)
                                                                : tr("--%1: %2").arg(option, problem));
    }
    QString error;
    const std::optional<Inputs::GameSeries> series
        = Inputs::readGameSeries(parser, maxGames, &error);
    if (!series)
        return output.fail(BadInput, error);
    const quint64 games = series->games;
    const quint64 seed = series->firstSeed;
    const std::optional<quint64> timeLimit = Inputs::parseCount(parser.value(QStringLiteral("time-limit")));
    if (!timeLimit || *timeLimit == 0 || *timeLimit > longestTimeLimit)
        return output.fail(BadInput, tr("--time-limit takes milliseconds from 1 to %1, not \"%2\"")
                                         .arg(groupedNumber(longestTimeLimit), shownInMessage(parser.value(QStringLiteral("time-limit")))));
    // Built-in bots move at once, within the round: a time limit would bind nothing.
    if (parser.isSet(QStringLiteral("time-limit")) && !choices[0].isProgram() && !choices[1].isProgram())
        return output.fail(BadInput, tr("--time-limit is for a bot that is a program (exec:COMMAND); both bots "
                                        "given are built in"));

    DuelTournamentSettings settings;
    settings.a = choices[0];
    settings.b = choices[1];
    settings.games = int(games);
    settings.seed = seed;
    settings.timeLimitMs = int(*timeLimit);
    const DuelContender &a = settings.a;
    const DuelContender &b = settings.b;
    if (parser.isSet(QStringLiteral("record"))) {
        const QString fileName = Inputs::outputFile(parser, QStringLiteral("record"));
        if (!Output::mayWriteFile(fileName, &error))
            return output.cannotWrite(fileName, error);
    }
    DuelTournament tournament(settings);
    QJsonArray errors;
    QStringList errorLines;
    DuelRecord lastRecord;
    while (const std::optional<DuelGameOutcome> outcome = tournament.playNext()) {
        for (const auto &[bot, fault, detail] : {std::tuple{"a", outcome->faultA, &outcome->detailA},
                                                 std::tuple{"b", outcome->faultB, &outcome->detailB}}) {
            if (!isDuelBotFault(fault) || errors.size() >= listedErrors)
                continue;
            errors.append(QJsonObject{
                {QStringLiteral("game"), outcome->index + 1},
                {QStringLiteral("seed"), QString::number(outcome->seed)},
                {QStringLiteral("bot"), QString::fromLatin1(bot)},
                {QStringLiteral("fault"), DuelRecord::faultId(fault)},
                {QStringLiteral("detail"), *detail},
            });
            // Numbered from 1, as the window's tournament table numbers them. The detail may hold
            // parentheses of its own, so it follows the fault after a semicolon.
            errorLines << tr("  game %1 (seed %2), %3: %4; %5")
                              .arg(groupedNumber(outcome->index + 1)).arg(outcome->seed)
                              .arg(QString::fromLatin1(bot), DuelGame::faultText(fault), *detail);
        }
        lastRecord = outcome->record;
    }
    const DuelTally &tally = tournament.tally();

    // Where the last game's record went: a result like the games', not a note on the side.
    QString recordLine;
    QJsonObject record;
    if (parser.isSet(QStringLiteral("record"))) {
        const QString fileName = Inputs::outputFile(parser, QStringLiteral("record"));
        if (!Output::writeFile(fileName, lastRecord.toJson(), &error))
            return output.cannotWrite(fileName, error);
        const quint64 lastSeed = seed + (games - 1);
        recordLine = tr("The record of game %1 (seed %2) is in %3.").arg(groupedNumber(games)).arg(lastSeed).arg(fileName);
        record = QJsonObject{{QStringLiteral("file"), fileName},
                             {QStringLiteral("game"), qint64(games)},
                             {QStringLiteral("seed"), QString::number(lastSeed)}};
    }

    const double meanRounds = tally.meanRounds();
    QJsonObject object{
        {QStringLiteral("a"), a.name},
        {QStringLiteral("b"), b.name},
        {QStringLiteral("seed"), QString::number(seed)},
        {QStringLiteral("time_limit_ms"), qint64(*timeLimit)},
        {QStringLiteral("games"), qint64(games)},
        {QStringLiteral("a_wins"), tally.aWins},
        {QStringLiteral("b_wins"), tally.bWins},
        {QStringLiteral("draws"), tally.draws},
        {QStringLiteral("a_errors"), tally.aErrors},
        {QStringLiteral("b_errors"), tally.bErrors},
        {QStringLiteral("mean_rounds"), meanRounds},
        // A bot that never moved has no time per move: null, not 0.
        {QStringLiteral("a_ms_per_move"), tally.aMoves > 0 ? QJsonValue(tally.aMsPerMove()) : QJsonValue()},
        {QStringLiteral("b_ms_per_move"), tally.bMoves > 0 ? QJsonValue(tally.bMsPerMove()) : QJsonValue()},
        {QStringLiteral("errors"), errors},
    };
    if (!record.isEmpty())
        object.insert(QStringLiteral("record"), record);
    QString rounds;
    if (tally.games == 0)
        rounds = tr("no game played");
    else if (tally.rounds == 0)
        // Rounds count when played through, as the record counts them: a fault in round 1 leaves none.
        rounds = tr("every game ended before its first round was played");
    else if (tally.rounds % tally.games == 0)
        rounds = groupedCount(tr("%n round(s) a game on average", nullptr, pluralCount(quint64(tally.rounds / tally.games))),
                              quint64(tally.rounds / tally.games));
    else
        rounds = tr("%1 rounds a game on average").arg(groupedDecimal(meanRounds, 1));
    // A bot that never moved has no time per move to show, not one of 0.000 ms.
    const auto msPerMove = [](qint64 moves, double ms) {
        return moves > 0 ? groupedDecimal(ms, 3) : tr("no moves");
    };
    const QString played = groupedCount(tr("%n game(s)", nullptr, int(games)), games);
    // One game has no sides to change.
    QString text = (games == 1 ? tr("a = %1, b = %2: %3 from seed %4.")
                               : tr("a = %1, b = %2: %3 from seed %4, the sides changing every game."))
                       .arg(a.name, b.name, played, QString::number(seed))
        + u'\n'
        + tr("  a won %1, b won %2, %3 drawn; %4\n"
             "  games lost by a bot's fault: a %5, b %6\n"
             "  ms per move: a %7, b %8")
              .arg(groupedNumber(tally.aWins), groupedNumber(tally.bWins), groupedNumber(tally.draws), rounds,
                   groupedNumber(tally.aErrors), groupedNumber(tally.bErrors),
                   msPerMove(tally.aMoves, tally.aMsPerMove()), msPerMove(tally.bMoves, tally.bMsPerMove()));
    if (!errorLines.isEmpty())
        text += u'\n' + tr("The first faults:") + u'\n' + errorLines.join(u'\n');
    if (!recordLine.isEmpty())
        text += u'\n' + recordLine;
    output.result(object, text);
    return Success;
}

} // namespace gridtrace::cli
