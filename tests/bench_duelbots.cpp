// The strong duel bot against another over seeded games: its wins, draws and losses, and the
// milliseconds each of its moves took (mean and worst). Game g is played on
// DuelMap::generate(g); the bot plays A in even games and B in odd ones.
//
//   bench_duelbots                                   1000 games against kob-starter
//   bench_duelbots --opponent flood-fill --games 200 --first 400
//   bench_duelbots --depth 4 --ms 0                  a fixed depth, no clock

#include "duel/alphabetabot.h"
#include "duel/duelarena.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <ctime>

using namespace gridtrace;

namespace {

// The bot under test, each answer timed.
class TimedPlayer : public DuelPlayer
{
public:
    explicit TimedPlayer(AlphaBetaLimits limits) : m_player(limits) {}

    DuelAnswer decide(const DuelGame &game, DuelSide me) override
    {
        QElapsedTimer clock;
        clock.start();
        const std::clock_t cpuStart = std::clock();
        DuelAnswer answer = m_player.decide(game, me);
        const double ms = double(clock.nsecsElapsed()) / 1e6;
        const double cpuMs = 1000.0 * double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
        total += ms;
        worst = std::max(worst, ms);
        cpuTotal += cpuMs;
        cpuWorst = std::max(cpuWorst, cpuMs);
        ++moves;
        return answer;
    }

    double total = 0;
    double worst = 0;
    // The processor time the bot itself spent: on a busy machine the clock on the wall also
    // counts the time other programs held the processor.
    double cpuTotal = 0;
    double cpuWorst = 0;
    qint64 moves = 0;

private:
    BuiltinPlayer<AlphaBetaBot> m_player;
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption gamesOption(QStringLiteral("games"), QStringLiteral("Games to play."), QStringLiteral("n"), QStringLiteral("1000"));
    const QCommandLineOption firstOption(QStringLiteral("first"), QStringLiteral("Seed of the first game."), QStringLiteral("seed"), QStringLiteral("0"));
    const QCommandLineOption opponentOption(QStringLiteral("opponent"), QStringLiteral("Built-in bot to play against."), QStringLiteral("id"),
                                            QStringLiteral("kob-starter"));
    const QCommandLineOption msOption(QStringLiteral("ms"), QStringLiteral("Milliseconds per move, 0 for no clock."), QStringLiteral("ms"),
                                      QString::number(AlphaBetaLimits().milliseconds));
    const QCommandLineOption depthOption(QStringLiteral("depth"), QStringLiteral("Rounds of look-ahead at most."), QStringLiteral("rounds"),
                                         QString::number(AlphaBetaLimits().depth));
    const QCommandLineOption quietOption(QStringLiteral("quiet"), QStringLiteral("Print the totals only."));
    parser.addOptions({gamesOption, firstOption, opponentOption, msOption, depthOption, quietOption});
    parser.process(app);

    AlphaBetaLimits limits;
    limits.milliseconds = parser.value(msOption).toInt();
    limits.depth = parser.value(depthOption).toInt();
    const int games = parser.value(gamesOption).toInt();
    const quint64 first = parser.value(firstOption).toULongLong();
    const QString opponentId = parser.value(opponentOption);
    if (!makeBuiltinPlayer(opponentId)) {
        std::fprintf(stderr, "unknown bot %s\n", qPrintable(opponentId));
        return 2;
    }

    TimedPlayer bot(limits);
    int wins = 0;
    int draws = 0;
    int losses = 0;
    qint64 rounds = 0;
    QElapsedTimer wall;
    wall.start();
    for (quint64 seed = first; seed < first + quint64(games); ++seed) {
        const auto opponent = makeBuiltinPlayer(opponentId, seed);
        const bool botIsA = seed % 2 == 0;
        const DuelGame game = botIsA ? playDuel(bot, *opponent, DuelMap::generate(seed))
                                     : playDuel(*opponent, bot, DuelMap::generate(seed));
        const DuelResult result = game.result();
        const bool won = result == (botIsA ? DuelResult::AWins : DuelResult::BWins);
        wins += won;
        draws += result == DuelResult::Draw;
        losses += !won && result != DuelResult::Draw;
        rounds += game.round();
        if (!won && !parser.isSet(quietOption))
            std::printf("game %llu (%s): %s\n", seed, botIsA ? "A" : "B", qPrintable(game.summary()));
    }
    std::printf("alphabeta vs %s, %d games from seed %llu: %d wins, %d draws, %d losses (%.1f%% won), %.1f rounds a game\n",
                qPrintable(opponentId), games, first, wins, draws, losses, 100.0 * wins / std::max(1, games),
                double(rounds) / std::max(1, games));
    const double moves = double(std::max<qint64>(1, bot.moves));
    std::printf("ms per move over %lld moves: mean %.2f, max %.2f; processor time mean %.2f, max %.2f (%.0f s in all)\n",
                bot.moves, bot.total / moves, bot.worst, bot.cpuTotal / moves, bot.cpuWorst, double(wall.elapsed()) / 1000.0);
    return 0;
}
