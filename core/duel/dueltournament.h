#pragma once

#include "duelbot.h"
#include "duelrecord.h"
#include "externalbot.h"

#include <QCoreApplication>
#include <QString>

#include <atomic>
#include <memory>
#include <optional>

namespace gridtrace {

// A bot as a tournament names it: a built-in id ("kob-starter") or "exec:COMMAND", a program
// run once per move (see ExternalBot).
struct DuelContender
{
    Q_DECLARE_TR_FUNCTIONS(DuelContender)

public:
    // The name as the user gave it; records and results call the bot by it.
    QString name;
    // The program's command line; empty for a built-in bot.
    QString command;

    static QString execPrefix() { return QStringLiteral("exec:"); }
    static DuelContender parse(const QString &text);
    static DuelContender builtin(const QString &id) { return {id, {}}; }
    static DuelContender program(const QString &commandLine) { return {execPrefix() + commandLine, commandLine}; }

    bool isProgram() const { return name.startsWith(execPrefix()); }
    // Why no game can be played with this bot (an unknown id, an empty command); empty when
    // one can.
    QString problem() const;
    // A fresh player for one game; `seed` feeds a built-in bot that draws at random. Null when
    // problem() is not empty.
    std::unique_ptr<DuelPlayer> make(quint64 seed, int timeLimitMs) const;

    friend bool operator==(const DuelContender &, const DuelContender &) = default;
};

struct DuelTournamentSettings
{
    Q_DECLARE_TR_FUNCTIONS(DuelTournamentSettings)

public:
    DuelContender a;
    DuelContender b;
    int games = 10;
    // Game i is played on DuelMap::generate(seed + i), and built-in bots that draw at random
    // draw from seed + i too, so the same settings play the same games.
    quint64 seed = 1;
    // For programs only: built-in bots answer at once or keep their own clock.
    int timeLimitMs = ExternalBot::defaultTimeLimitMs;

    // The first reason the settings cannot be played; empty when they can.
    QString problem() const;
};

// One game of a tournament, told from the bots' side: "a" is always the first bot of the
// settings, whichever snake it played.
struct DuelGameOutcome
{
    int index = 0;
    quint64 seed = 0;
    // The first bot played snake B: every odd game, so that neither bot keeps the better start
    // of a map.
    bool swapped = false;
    // By snake, as the platform keeps it, with the seed and the bots' names.
    DuelRecord record;
    // AWins when the first bot won, whatever snake it played; Playing when the game was
    // stopped before its end.
    DuelResult resultForA = DuelResult::Playing;
    int rounds = 0;
    DuelFault faultA = DuelFault::None;
    DuelFault faultB = DuelFault::None;
    QString detailA;
    QString detailB;
    // Wall time of all of each bot's decisions in this game, and how many it made.
    double aMs = 0.0;
    double bMs = 0.0;
    qint64 aMoves = 0;
    qint64 bMoves = 0;

    bool isFinished() const { return resultForA != DuelResult::Playing; }
    DuelSide sideOfA() const { return swapped ? DuelSide::B : DuelSide::A; }
    // The name of the bot that played this snake.
    QString botOn(DuelSide snake) const { return snake == DuelSide::A ? record.aBot : record.bBot; }
};

// Whether a loss is the bot's own doing (no answer in time, a crash, a bad answer) rather
// than the board's.
bool isDuelBotFault(DuelFault fault);

// Game `index` of a series: its map, its sides, both bots fresh. A set `stop` ends the game
// between two decisions; the outcome then is not finished and belongs in no tally.
DuelGameOutcome playTournamentGame(const DuelTournamentSettings &settings, int index,
                                   const std::atomic<bool> *stop = nullptr);

// What a series of outcomes adds up to, by bot.
struct DuelTally
{
    qint64 games = 0;
    qint64 aWins = 0;
    qint64 bWins = 0;
    qint64 draws = 0;
    // Games lost by the bot's own fault (see isDuelBotFault()).
    qint64 aErrors = 0;
    qint64 bErrors = 0;
    qint64 rounds = 0;
    double aMs = 0.0;
    double bMs = 0.0;
    qint64 aMoves = 0;
    qint64 bMoves = 0;

    // Unfinished outcomes are left out.
    void add(const DuelGameOutcome &outcome);
    double meanRounds() const { return games > 0 ? double(rounds) / double(games) : 0.0; }
    double aMsPerMove() const { return aMoves > 0 ? aMs / double(aMoves) : 0.0; }
    double bMsPerMove() const { return bMoves > 0 ? bMs / double(bMoves) : 0.0; }
};

// A series of games between two bots, played one at a time and tallied: the one place that
// plays a tournament, for the command line and the desktop alike.
class DuelTournament
{
public:
    explicit DuelTournament(DuelTournamentSettings settings) : m_settings(std::move(settings)) {}

    const DuelTournamentSettings &settings() const { return m_settings; }
    // Games finished so far; the next game's index.
    int played() const { return m_played; }
    bool isOver() const { return m_played >= m_settings.games; }
    const DuelTally &tally() const { return m_tally; }

    // Plays the next game and tallies it. Nothing once every game is played, when the
    // settings have a problem(), or when `stop` is set before the game ends: that game is
    // dropped, and it comes next again. So `while (auto outcome = playNext(stop))` ends.
    std::optional<DuelGameOutcome> playNext(const std::atomic<bool> *stop = nullptr);

private:
    DuelTournamentSettings m_settings;
    DuelTally m_tally;
    int m_played = 0;
};

} // namespace gridtrace
