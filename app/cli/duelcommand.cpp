#include "duelcommand.h"

#include "duel/duelarena.h"
#include "duel/dueltournament.h"

#include <QJsonArray>
#include <QSaveFile>

#include <limits>
#include <tuple>

namespace gridtrace::cli {

namespace {

// Enough to see what goes wrong without a log as long as the run.
constexpr int listedErrors = 20;

} // namespace

void DuelCommand::describe(QCommandLineParser &parser) const
{
    const QString bots = duelBotIds().join(QStringLiteral(", "));
    parser.addOptions({
        {QStringLiteral("a"), tr("The first bot: a built-in one (%1) or exec:COMMAND, a program run once per move.").arg(bots),
         tr("bot")},
        {QStringLiteral("b"), tr("The second bot, as --a."), tr("bot")},
        {QStringLiteral("games"), tr("How many games (default 10); in every second game the bots change sides."), tr("n"),
         QStringLiteral("10")},
        {QStringLiteral("seed"), tr("The first game's seed; game i is played on the map of seed + i, and bots that draw at random "
                                    "draw from it too (default 1)."),
         tr("n"), QStringLiteral("1")},
        {QStringLiteral("time-limit"), tr("Milliseconds a program has for each move, its start-up included (default %1).")
                                           .arg(ExternalBot::defaultTimeLimitMs),
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
                                             .arg(option, duelBotIds().join(QStringLiteral(", "))));
        const QString value = parser.value(option);
        choices[i] = DuelContender::parse(value);
        const QString problem = choices[i].problem();
        if (!problem.isEmpty())
            return output.fail(BadInput, choices[i].isProgram() ? tr("--%1 %2: %3").arg(option, value, problem)
                                                                : tr("--%1: %2").arg(option, problem));
    }
    const std::optional<quint64> games = Inputs::parseCount(parser.value(QStringLiteral("games")));
    if (!games || *games == 0 || *games > quint64(std::numeric_limits<int>::max()))
        return output.fail(BadInput, tr("--games takes a positive whole number, not \"%1\"").arg(parser.value(QStringLiteral("games"))));
    const std::optional<quint64> seed = Inputs::parseCount(parser.value(QStringLiteral("seed")));
    if (!seed)
        return output.fail(BadInput, tr("--seed takes a whole number from 0 to 18446744073709551615"));
    // Game i is played with seed + i: the last game's seed must not wrap round to 0.
    if (*seed > std::numeric_limits<quint64>::max() - (*games - 1))
        return output.fail(BadInput, tr("--seed %1 with %2 would pass the largest seed, 18446744073709551615; "
                                        "give a first seed of at most %3")
                                         .arg(*seed).arg(tr("%n game(s)", nullptr, int(*games)))
                                         .arg(std::numeric_limits<quint64>::max() - (*games - 1)));
    const std::optional<quint64> timeLimit = Inputs::parseCount(parser.value(QStringLiteral("time-limit")));
    constexpr quint64 longestTimeLimit = 3'600'000;
    if (!timeLimit || *timeLimit == 0 || *timeLimit > longestTimeLimit)
        return output.fail(BadInput, tr("--time-limit takes milliseconds from 1 to %1, not \"%2\"")
                                         .arg(longestTimeLimit).arg(parser.value(QStringLiteral("time-limit"))));

    DuelTournamentSettings settings;
    settings.a = choices[0];
    settings.b = choices[1];
    settings.games = int(*games);
    settings.seed = *seed;
    settings.timeLimitMs = int(*timeLimit);
    const DuelContender &a = settings.a;
    const DuelContender &b = settings.b;
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
                {QStringLiteral("game"), outcome->index},
                {QStringLiteral("bot"), QString::fromLatin1(bot)},
                {QStringLiteral("fault"), DuelRecord::faultId(fault)},
                {QStringLiteral("detail"), *detail},
            });
            errorLines << tr("  game %1, %2: %3 (%4)").arg(outcome->index).arg(QString::fromLatin1(bot), DuelGame::faultText(fault), *detail);
        }
        lastRecord = outcome->record;
    }
    const DuelTally &tally = tournament.tally();

    if (parser.isSet(QStringLiteral("record"))) {
        const QString fileName = parser.value(QStringLiteral("record"));
        QSaveFile file(fileName);
        if (!file.open(QIODevice::WriteOnly) || file.write(lastRecord.toJson()) < 0 || !file.commit())
            return output.fail(BadInput, tr("%1: %2").arg(fileName, file.errorString()));
        output.note(tr("The record of game %1 is in %2.").arg(*games - 1).arg(fileName));
    }

    const double meanRounds = tally.meanRounds();
    const QJsonObject object{
        {QStringLiteral("a"), a.name},
        {QStringLiteral("b"), b.name},
        {QStringLiteral("seed"), QString::number(*seed)},
        {QStringLiteral("time_limit_ms"), qint64(*timeLimit)},
        {QStringLiteral("games"), qint64(*games)},
        {QStringLiteral("a_wins"), tally.aWins},
        {QStringLiteral("b_wins"), tally.bWins},
        {QStringLiteral("draws"), tally.draws},
        {QStringLiteral("a_errors"), tally.aErrors},
        {QStringLiteral("b_errors"), tally.bErrors},
        {QStringLiteral("mean_rounds"), meanRounds},
        {QStringLiteral("a_ms_per_move"), tally.aMsPerMove()},
        {QStringLiteral("b_ms_per_move"), tally.bMsPerMove()},
        {QStringLiteral("errors"), errors},
    };
    QString text = tr("a = %1, b = %2: %n game(s) from seed %3, the sides changing every game.\n"
                      "  a won %4, b won %5, %6 drawn; %7 rounds a game on average\n"
                      "  games lost by a bot's fault: a %8, b %9\n"
                      "  ms per move: a %10, b %11", nullptr, int(*games))
                       .arg(a.name, b.name).arg(*seed).arg(tally.aWins).arg(tally.bWins).arg(tally.draws)
                       .arg(meanRounds, 0, 'f', 1).arg(tally.aErrors).arg(tally.bErrors)
                       .arg(tally.aMsPerMove(), 0, 'f', 3).arg(tally.bMsPerMove(), 0, 'f', 3);
    if (!errorLines.isEmpty())
        text += u'\n' + tr("The first faults:") + u'\n' + errorLines.join(u'\n');
    output.result(object, text);
    return Success;
}

} // namespace gridtrace::cli
