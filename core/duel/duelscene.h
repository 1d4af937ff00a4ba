#pragma once

#include "dueltracer.h"

#include <QStringList>

#include <utility>
#include <vector>

namespace gridtrace {

// What every traced duel shows of the game itself, whoever plays it: both bodies as
// sequences, the round and A's length as counters, and the end in words.

template<typename Rec>
void showDuelSnakes(Rec &recorder, const DuelGame &game)
{
    recorder.clearSequence(DuelSnakeASequence);
    recorder.clearSequence(DuelSnakeBSequence);
    for (const int cell : game.body(DuelSide::A))
        recorder.pushBack(DuelSnakeASequence, cell);
    for (const int cell : game.body(DuelSide::B))
        recorder.pushBack(DuelSnakeBSequence, cell);
    recorder.setCounter(DuelRoundCounter, game.round());
    recorder.setCounter(DuelLengthCounter, int(game.body(DuelSide::A).size()));
}

// The game at its start: both heads marked, both snakes shown.
template<typename Rec>
void showDuelStart(Rec &recorder, const DuelGame &game)
{
    if constexpr (Rec::enabled) {
        const DuelTracer<Rec> tracer(recorder, game);
        for (const DuelSide side : {DuelSide::A, DuelSide::B})
            recorder.setMark(game.head(side), tracer.gameMark(game.head(side)));
        showDuelSnakes(recorder, game);
    }
}

// Both bodies' cells, A's then B's: what a round may change, besides the new heads.
inline std::vector<int> duelBodyCells(const DuelGame &game)
{
    std::vector<int> cells(game.body(DuelSide::A).begin(), game.body(DuelSide::A).end());
    cells.insert(cells.end(), game.body(DuelSide::B).begin(), game.body(DuelSide::B).end());
    return cells;
}

template<typename Rec>
void showDuelEnd(Rec &recorder, const DuelGame &game);

// The board after a round: the cells the bodies held before it (`before`, from
// duelBodyCells) and the new heads show what the game shows there now, and the status says
// how the game ended, or that both snakes moved while it goes on.
template<typename Rec>
void showDuelRound(Rec &recorder, const DuelGame &game, std::vector<int> before)
{
    if constexpr (Rec::enabled) {
        for (const DuelSide side : {DuelSide::A, DuelSide::B}) {
            // A head that went into a wall stays drawn as the wall it hit.
            if (!game.map().isWall(game.head(side)))
                before.push_back(game.head(side));
        }
        const DuelTracer<Rec> tracer(recorder, game);
        for (const int cell : before)
            recorder.setMark(cell, tracer.gameMark(cell));
        showDuelSnakes(recorder, game);
        // Every step says what it did, in the window, a render's caption and the status bar.
        if (game.isOver())
            showDuelEnd(recorder, game);
        else
            recorder.setStatus(QT_TRANSLATE_NOOP("Status", "round %1: both snakes move"), {QString::number(game.round())});
    }
}

// A bot's fault as a word of the status, in brackets after it what the bot did, or nothing (a
// record keeps no detail): what a draw by two bots' faults says of each snake.
inline QStringList duelFaultWords(const DuelGame &game, DuelSide side)
{
    const char *word = QT_TRANSLATE_NOOP("Status", "it gave up");
    switch (game.fault(side)) {
    case DuelFault::Timeout:
        word = QT_TRANSLATE_NOOP("Status", "its bot did not answer in time");
        break;
    case DuelFault::Crash:
        word = QT_TRANSLATE_NOOP("Status", "its bot ended without an answer");
        break;
    case DuelFault::BadAnswer:
        word = QT_TRANSLATE_NOOP("Status", "its bot answered no direction 0 to 3");
        break;
    default:
        break;
    }
    const QString detail = game.faultDetail(side);
    return {statusWord(word), detail.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(detail)};
}

// The end of a game as a status: a text of its own for each way a game ends, so the trace
// reads in whatever language the window speaks when it is shown, not the one it was made in.
// A bot's own words about its failure ("printed 'left'") follow as they were. The first
// argument is the count of rounds, which %n agrees with (displayStatus()). A bot's fault in
// the first round ends the game before any round was played, which a count of 0 would not say.
inline std::pair<const char *, QStringList> duelEndStatus(const DuelGame &game)
{
    const QStringList rounds{QString::number(game.round())};
    const bool beforeFirstRound = game.round() == 0;
    const auto lost = [&](DuelSide loser) -> std::pair<const char *, QStringList> {
        const bool a = loser == DuelSide::A;
        // In brackets after the reason, or nothing: a record keeps no detail.
        const QString detail = game.faultDetail(loser).isEmpty() ? QString() : QStringLiteral(" (%1)").arg(game.faultDetail(loser));
        switch (game.fault(loser)) {
        case DuelFault::Wall:
            return {a ? QT_TRANSLATE_N_NOOP("Status", "B wins after %n round(s): A's head hit a wall")
                      : QT_TRANSLATE_N_NOOP("Status", "A wins after %n round(s): B's head hit a wall"), rounds};
        case DuelFault::OwnBody:
            return {a ? QT_TRANSLATE_N_NOOP("Status", "B wins after %n round(s): A's head hit its own body")
                      : QT_TRANSLATE_N_NOOP("Status", "A wins after %n round(s): B's head hit its own body"), rounds};
        case DuelFault::OtherBody:
            return {a ? QT_TRANSLATE_N_NOOP("Status", "B wins after %n round(s): A's head hit snake B")
                      : QT_TRANSLATE_N_NOOP("Status", "A wins after %n round(s): B's head hit snake A"), rounds};
        case DuelFault::Timeout:
            if (beforeFirstRound)
                return {a ? QT_TRANSLATE_NOOP("Status", "B wins before the first round was played: A's bot did not answer in time%1")
                          : QT_TRANSLATE_NOOP("Status", "A wins before the first round was played: B's bot did not answer in time%1"),
                        {detail}};
            return {a ? QT_TRANSLATE_N_NOOP("Status", "B wins after %n round(s): A's bot did not answer in time%1")
                      : QT_TRANSLATE_N_NOOP("Status", "A wins after %n round(s): B's bot did not answer in time%1"),
                    rounds + QStringList{detail}};
        case DuelFault::Crash:
            if (beforeFirstRound)
                return {a ? QT_TRANSLATE_NOOP("Status", "B wins before the first round was played: A's bot ended without an answer%1")
                          : QT_TRANSLATE_NOOP("Status", "A wins before the first round was played: B's bot ended without an answer%1"),
                        {detail}};
            return {a ? QT_TRANSLATE_N_NOOP("Status", "B wins after %n round(s): A's bot ended without an answer%1")
                      : QT_TRANSLATE_N_NOOP("Status", "A wins after %n round(s): B's bot ended without an answer%1"),
                    rounds + QStringList{detail}};
        case DuelFault::BadAnswer:
            if (beforeFirstRound)
                return {a ? QT_TRANSLATE_NOOP("Status", "B wins before the first round was played: A's bot answered no direction 0 to 3%1")
                          : QT_TRANSLATE_NOOP("Status", "A wins before the first round was played: B's bot answered no direction 0 to 3%1"),
                        {detail}};
            return {a ? QT_TRANSLATE_N_NOOP("Status", "B wins after %n round(s): A's bot answered no direction 0 to 3%1")
                      : QT_TRANSLATE_N_NOOP("Status", "A wins after %n round(s): B's bot answered no direction 0 to 3%1"),
                    rounds + QStringList{detail}};
        case DuelFault::Resigned:
        case DuelFault::None:
            break;
        }
        if (beforeFirstRound)
            return {a ? QT_TRANSLATE_NOOP("Status", "B wins before the first round was played: A gave up")
                      : QT_TRANSLATE_NOOP("Status", "A wins before the first round was played: B gave up"), {}};
        return {a ? QT_TRANSLATE_N_NOOP("Status", "B wins after %n round(s): A gave up")
                  : QT_TRANSLATE_N_NOOP("Status", "A wins after %n round(s): B gave up"), rounds};
    };
    // A fault of a head (a wall, a body) comes of a round played; a bot's fault, of a move
    // that never came.
    const auto headFault = [&](DuelSide side) {
        const DuelFault fault = game.fault(side);
        return fault == DuelFault::Wall || fault == DuelFault::OwnBody || fault == DuelFault::OtherBody;
    };
    switch (game.result()) {
    case DuelResult::AWins:
        return lost(DuelSide::B);
    case DuelResult::BWins:
        return lost(DuelSide::A);
    case DuelResult::Draw:
        if (game.fault(DuelSide::A) == DuelFault::None)
            return {QT_TRANSLATE_N_NOOP("Status", "a draw: both snakes still alive after %n round(s), the platform's limit"), rounds};
        if (headFault(DuelSide::A) && headFault(DuelSide::B))
            return {QT_TRANSLATE_N_NOOP("Status", "a draw after %n round(s): both snakes died in the same round"), rounds};
        if (beforeFirstRound)
            return {QT_TRANSLATE_NOOP("Status", "a draw before the first round was played: A lost, %1%2; B lost, %3%4"),
                    duelFaultWords(game, DuelSide::A) + duelFaultWords(game, DuelSide::B)};
        return {QT_TRANSLATE_N_NOOP("Status", "a draw after %n round(s): A lost, %1%2; B lost, %3%4"),
                rounds + duelFaultWords(game, DuelSide::A) + duelFaultWords(game, DuelSide::B)};
    case DuelResult::Playing:
        break;
    }
    return {QT_TRANSLATE_N_NOOP("Status", "stopped after %n round(s)"), rounds};
}

template<typename Rec>
void showDuelEnd(Rec &recorder, const DuelGame &game)
{
    const auto [text, arguments] = duelEndStatus(game);
    recorder.setStatus(text, arguments);
}

} // namespace gridtrace
