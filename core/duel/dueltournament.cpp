#include "dueltournament.h"

#include "duelarena.h"
#include "grid/messagetext.h"

#include <QElapsedTimer>

namespace gridtrace {

namespace {

// The wall time of every decision of one bot in one game, the failed one included.
class TimedPlayer : public DuelPlayer
{
public:
    TimedPlayer(DuelPlayer &player, double &milliseconds, qint64 &decisions)
        : m_player(player), m_milliseconds(milliseconds), m_decisions(decisions) {}

    DuelAnswer decide(const DuelGame &game, DuelSide me) override
    {
        QElapsedTimer timer;
        timer.start();
        DuelAnswer answer = m_player.decide(game, me);
        m_milliseconds += double(timer.nsecsElapsed()) / 1e6;
        ++m_decisions;
        return answer;
    }

private:
    DuelPlayer &m_player;
    double &m_milliseconds;
    qint64 &m_decisions;
};

bool stopped(const std::atomic<bool> *stop)
{
    return stop && stop->load(std::memory_order_relaxed);
}

} // namespace

DuelContender DuelContender::parse(const QString &text)
{
    if (text.startsWith(execPrefix()))
        return {text, text.mid(execPrefix().size())};
    return {text, {}};
}

QString DuelContender::problem() const
{
    if (isProgram())
        return ExternalBot(command).problem();
    if (!duelBotIds().contains(name))
        return tr("\"%1\" is not a duel bot; choose one of %2, or exec:COMMAND")
            .arg(name, listOfNames(duelBotIds()));
    return {};
}

std::unique_ptr<DuelPlayer> DuelContender::make(quint64 seed, int timeLimitMs) const
{
    if (!problem().isEmpty())
        return nullptr;
    if (isProgram())
        return std::make_unique<ExternalBot>(command, timeLimitMs);
    return makeBuiltinPlayer(name, seed);
}

QString DuelTournamentSettings::problem() const
{
    for (const auto &[label, contender] : {std::pair{"A", &a}, std::pair{"B", &b}}) {
        const QString why = contender->problem();
        if (!why.isEmpty())
            return tr("Bot %1: %2").arg(QString::fromLatin1(label), why);
    }
    if (games < 1)
        return tr("A tournament needs at least one game, not %1.").arg(games);
    if (timeLimitMs < 1)
        return tr("A program needs at least 1 ms a move, not %1.").arg(timeLimitMs);
    return {};
}

bool isDuelBotFault(DuelFault fault)
{
    return fault == DuelFault::Timeout || fault == DuelFault::Crash || fault == DuelFault::BadAnswer;
}

DuelGameOutcome playTournamentGame(const DuelTournamentSettings &settings, int index, const std::atomic<bool> *stop)
{
    DuelGameOutcome outcome;
    outcome.index = index;
    outcome.seed = settings.seed + quint64(index);
    outcome.swapped = index % 2 == 1;

    const DuelMap map = DuelMap::generate(outcome.seed);
    const auto botA = settings.a.make(outcome.seed, settings.timeLimitMs);
    const auto botB = settings.b.make(outcome.seed, settings.timeLimitMs);
    const DuelContender &onA = outcome.swapped ? settings.b : settings.a;
    const DuelContender &onB = outcome.swapped ? settings.a : settings.b;
    DuelGame game(map);
    if (!botA || !botB) {
        outcome.record = DuelRecord::of(game, onA.name, onB.name);
        outcome.record.seed = outcome.seed;
        return outcome;
    }
    TimedPlayer timedA(*botA, outcome.aMs, outcome.aMoves);
    TimedPlayer timedB(*botB, outcome.bMs, outcome.bMoves);
    DuelPlayer &snakeA = outcome.swapped ? static_cast<DuelPlayer &>(timedB) : timedA;
    DuelPlayer &snakeB = outcome.swapped ? static_cast<DuelPlayer &>(timedA) : timedB;
    // playDuel()'s loop, with a look at `stop` after each decision: a program may take its
    // whole time limit over one, and a stop should not wait for a game of a thousand rounds.
    while (!game.isOver() && !stopped(stop)) {
        const DuelAnswer answerA = snakeA.decide(game, DuelSide::A);
        if (stopped(stop))
            break;
        const DuelAnswer answerB = snakeB.decide(game, DuelSide::B);
        if (stopped(stop))
            break;
        game.play(answerA, answerB);
    }

    outcome.record = DuelRecord::of(game, onA.name, onB.name);
    outcome.record.seed = outcome.seed;
    outcome.rounds = game.round();
    const DuelSide sideA = outcome.sideOfA();
    const DuelSide sideB = otherSide(sideA);
    outcome.faultA = game.fault(sideA);
    outcome.faultB = game.fault(sideB);
    outcome.detailA = game.faultDetail(sideA);
    outcome.detailB = game.faultDetail(sideB);
    switch (game.result()) {
    case DuelResult::Playing:
    case DuelResult::Draw:
        outcome.resultForA = game.result();
        break;
    case DuelResult::AWins:
        outcome.resultForA = sideA == DuelSide::A ? DuelResult::AWins : DuelResult::BWins;
        break;
    case DuelResult::BWins:
        outcome.resultForA = sideA == DuelSide::B ? DuelResult::AWins : DuelResult::BWins;
        break;
    }
    return outcome;
}

void DuelTally::add(const DuelGameOutcome &outcome)
{
    if (!outcome.isFinished())
        return;
    ++games;
    switch (outcome.resultForA) {
    case DuelResult::AWins: ++aWins; break;
    case DuelResult::BWins: ++bWins; break;
    case DuelResult::Draw: ++draws; break;
    case DuelResult::Playing: break;
    }
    aErrors += isDuelBotFault(outcome.faultA) ? 1 : 0;
    bErrors += isDuelBotFault(outcome.faultB) ? 1 : 0;
    rounds += outcome.rounds;
    aMs += outcome.aMs;
    bMs += outcome.bMs;
    aMoves += outcome.aMoves;
    bMoves += outcome.bMoves;
}

std::optional<DuelGameOutcome> DuelTournament::playNext(const std::atomic<bool> *stop)
{
    if (isOver() || stopped(stop))
        return std::nullopt;
    DuelGameOutcome outcome = playTournamentGame(m_settings, m_played, stop);
    if (!outcome.isFinished())
        return std::nullopt;
    m_tally.add(outcome);
    ++m_played;
    return outcome;
}

} // namespace gridtrace
