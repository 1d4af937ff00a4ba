#include "duelcommand.h"

#include "duel/duelarena.h"
#include "duel/duelrecord.h"
#include "duel/externalbot.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QSaveFile>

#include <limits>
#include <tuple>

namespace gridtrace::cli {

namespace {

const QString execPrefix = QStringLiteral("exec:");
// Enough to see what goes wrong without a log as long as the run.
constexpr int listedErrors = 20;

// A bot as the command line names it: a built-in id or exec:COMMAND.
struct BotChoice
{
    QString name;
    QString command; // empty for a built-in bot

    std::unique_ptr<DuelPlayer> make(quint64 seed, int timeLimitMs) const
    {
        if (!command.isEmpty())
            return std::make_unique<ExternalBot>(command, timeLimitMs);
        return makeBuiltinPlayer(name, seed);
    }
};

// The wall time of every decision of one bot, over all its games.
struct Clock
{
    double milliseconds = 0.0;
    qint64 decisions = 0;

    double perMove() const { return decisions > 0 ? milliseconds / double(decisions) : 0.0; }
};

class TimedPlayer : public DuelPlayer
{
public:
    TimedPlayer(DuelPlayer &player, Clock &clock) : m_player(player), m_clock(clock) {}

    DuelAnswer decide(const DuelGame &game, DuelSide me) override
    {
        QElapsedTimer timer;
        timer.start();
        DuelAnswer answer = m_player.decide(game, me);
        m_clock.milliseconds += double(timer.nsecsElapsed()) / 1e6;
        ++m_clock.decisions;
        return answer;
    }

private:
    DuelPlayer &m_player;
    Clock &m_clock;
};

// A loss the bot caused, not the board.
bool isBotFault(DuelFault fault)
{
    return fault == DuelFault::Timeout || fault == DuelFault::Crash || fault == DuelFault::BadAnswer;
}

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
    const QString bots = duelBotIds().join(QStringLiteral(", "));
    BotChoice choices[2];
    for (int i = 0; i < 2; ++i) {
        const QString option = i == 0 ? QStringLiteral("a") : QStringLiteral("b");
        if (!parser.isSet(option))
            return output.fail(BadInput, tr("--%1 is missing: give a built-in bot (%2) or exec:COMMAND").arg(option, bots));
        const QString value = parser.value(option);
        choices[i].name = value;
        if (value.startsWith(execPrefix)) {
            choices[i].command = value.mid(execPrefix.size());
            const QString problem = ExternalBot(choices[i].command).problem();
            if (!problem.isEmpty())
                return output.fail(BadInput, tr("--%1 %2: %3").arg(option, value, problem));
        } else if (!duelBotIds().contains(value)) {
            return output.fail(BadInput, tr("--%1: \"%2\" is not a duel bot; choose one of %3, or exec:COMMAND")
                                             .arg(option, value, bots));
        }
    }
    const std::optional<quint64> games = Inputs::parseCount(parser.value(QStringLiteral("games")));
    if (!games || *games == 0 || *games > quint64(std::numeric_limits<int>::max()))
        return output.fail(BadInput, tr("--games takes a positive whole number, not \"%1\"").arg(parser.value(QStringLiteral("games"))));
    const std::optional<quint64> seed = Inputs::parseCount(parser.value(QStringLiteral("seed")));
    if (!seed)
        return output.fail(BadInput, tr("--seed takes a whole number from 0 to 18446744073709551615"));
    const std::optional<quint64> timeLimit = Inputs::parseCount(parser.value(QStringLiteral("time-limit")));
    constexpr quint64 longestTimeLimit = 3'600'000;
    if (!timeLimit || *timeLimit == 0 || *timeLimit > longestTimeLimit)
        return output.fail(BadInput, tr("--time-limit takes milliseconds from 1 to %1, not \"%2\"")
                                         .arg(longestTimeLimit).arg(parser.value(QStringLiteral("time-limit"))));

    const BotChoice &a = choices[0];
    const BotChoice &b = choices[1];
    Clock clockA;
    Clock clockB;
    qint64 aWins = 0;
    qint64 bWins = 0;
    qint64 draws = 0;
    qint64 aErrors = 0;
    qint64 bErrors = 0;
    qint64 rounds = 0;
    QJsonArray errors;
    QStringList errorLines;
    DuelRecord lastRecord;
    for (int i = 0; i < int(*games); ++i) {
        const quint64 gameSeed = *seed + quint64(i);
        const DuelMap map = DuelMap::generate(gameSeed);
        const auto playerA = a.make(gameSeed, int(*timeLimit));
        const auto playerB = b.make(gameSeed, int(*timeLimit));
        TimedPlayer timedA(*playerA, clockA);
        TimedPlayer timedB(*playerB, clockB);
        // "a" is always the --a bot; it plays snake B in every odd game.
        const bool swapped = i % 2 == 1;
        const DuelGame game = swapped ? playDuel(timedB, timedA, map) : playDuel(timedA, timedB, map);
        const DuelSide sideA = swapped ? DuelSide::B : DuelSide::A;
        const DuelSide sideB = otherSide(sideA);
        const DuelResult aWon = sideA == DuelSide::A ? DuelResult::AWins : DuelResult::BWins;
        if (game.result() == DuelResult::Draw)
            ++draws;
        else if (game.result() == aWon)
            ++aWins;
        else
            ++bWins;
        rounds += game.round();
        for (const auto &[bot, side, count] : {std::tuple{"a", sideA, &aErrors}, std::tuple{"b", sideB, &bErrors}}) {
            const DuelFault fault = game.fault(side);
            if (!isBotFault(fault))
                continue;
            ++*count;
            if (errors.size() < listedErrors) {
                errors.append(QJsonObject{
                    {QStringLiteral("game"), i},
                    {QStringLiteral("bot"), QString::fromLatin1(bot)},
                    {QStringLiteral("fault"), DuelRecord::faultId(fault)},
                    {QStringLiteral("detail"), game.faultDetail(side)},
                });
                errorLines << tr("  game %1, %2: %3 (%4)").arg(i).arg(QString::fromLatin1(bot), DuelGame::faultText(fault), game.faultDetail(side));
            }
        }
        if (i + 1 == int(*games)) {
            lastRecord = DuelRecord::of(game, swapped ? b.name : a.name, swapped ? a.name : b.name);
            lastRecord.seed = gameSeed;
        }
    }

    if (parser.isSet(QStringLiteral("record"))) {
        const QString fileName = parser.value(QStringLiteral("record"));
        QSaveFile file(fileName);
        if (!file.open(QIODevice::WriteOnly) || file.write(lastRecord.toJson()) < 0 || !file.commit())
            return output.fail(BadInput, tr("%1: %2").arg(fileName, file.errorString()));
        output.note(tr("The record of game %1 is in %2.").arg(*games - 1).arg(fileName));
    }

    const double meanRounds = double(rounds) / double(*games);
    const QJsonObject object{
        {QStringLiteral("a"), a.name},
        {QStringLiteral("b"), b.name},
        {QStringLiteral("seed"), QString::number(*seed)},
        {QStringLiteral("time_limit_ms"), qint64(*timeLimit)},
        {QStringLiteral("games"), qint64(*games)},
        {QStringLiteral("a_wins"), aWins},
        {QStringLiteral("b_wins"), bWins},
        {QStringLiteral("draws"), draws},
        {QStringLiteral("a_errors"), aErrors},
        {QStringLiteral("b_errors"), bErrors},
        {QStringLiteral("mean_rounds"), meanRounds},
        {QStringLiteral("a_ms_per_move"), clockA.perMove()},
        {QStringLiteral("b_ms_per_move"), clockB.perMove()},
        {QStringLiteral("errors"), errors},
    };
    QString text = tr("a = %1, b = %2: %n game(s) from seed %3, the sides changing every game.\n"
                      "  a won %4, b won %5, %6 drawn; %7 rounds a game on average\n"
                      "  games lost by a bot's fault: a %8, b %9\n"
                      "  ms per move: a %10, b %11", nullptr, int(*games))
                       .arg(a.name, b.name).arg(*seed).arg(aWins).arg(bWins).arg(draws)
                       .arg(meanRounds, 0, 'f', 1).arg(aErrors).arg(bErrors)
                       .arg(clockA.perMove(), 0, 'f', 3).arg(clockB.perMove(), 0, 'f', 3);
    if (!errorLines.isEmpty())
        text += u'\n' + tr("The first faults:") + u'\n' + errorLines.join(u'\n');
    output.result(object, text);
    return Success;
}

} // namespace gridtrace::cli
