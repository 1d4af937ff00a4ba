#include "outcometext.h"

#include "catalogue/catalogue.h"
#include "grid/messagetext.h"

#include <QLocale>

#include <algorithm>
#include <climits>
#include <cmath>

namespace gridtrace::cli {

int pluralCount(quint64 count)
{
    return int(std::min<quint64>(count, INT_MAX));
}

QString groupedCount(const QString &counted, quint64 count)
{
    QString text = counted;
    const QString digits = QString::number(pluralCount(count));
    // The count's own digits: not a placeholder's ("%1" holds a 1) nor part of a longer number.
    for (qsizetype at = text.indexOf(digits); at >= 0; at = text.indexOf(digits, at + 1)) {
        const qsizetype end = at + digits.size();
        const bool alone = (at == 0 || (!text[at - 1].isDigit() && text[at - 1] != u'%'))
            && (end == text.size() || !text[end].isDigit());
        if (alone)
            return text.replace(at, digits.size(), groupedNumber(count));
    }
    return text;
}

QString groupedDecimal(double value, int decimals)
{
    return QLocale(QLocale::English).toString(value, 'f', decimals);
}

QString significantDecimal(double value, int significant)
{
    int decimals = 0;
    if (value != 0 && std::isfinite(value)) {
        const int magnitude = int(std::floor(std::log10(std::abs(value))));
        decimals = std::clamp(significant - 1 - magnitude, 0, 6);
    }
    return groupedDecimal(value, decimals);
}

QString scenarioLength(double length)
{
    return groupedDecimal(length, length == std::floor(length) ? 0 : 8);
}

QString shownFigure(const QJsonValue &value, int decimals)
{
    return value.isDouble() ? groupedDecimal(value.toDouble(), decimals) : QStringLiteral("—");
}

namespace {

// A path's cost as a person reads it: whole on a board without diagonals or weights ("8,190"),
// else to two decimals ("1,234.57"); --json keeps every digit.
QString costText(double cost)
{
    return groupedDecimal(cost, cost == std::floor(cost) ? 0 : 2);
}

} // namespace

QString OutcomeText::describe(const AlgorithmInfo &info, const RunOutcome &outcome)
{
    const QVariantMap &facts = outcome.facts;
    switch (info.family) {
    case Family::Snake:
    case Family::Hamilton: {
        const int length = int(outcome.path.size());
        const QString moves = groupedCount(tr("after %n move(s)", nullptr, pluralCount(outcome.expansions)), outcome.expansions);
        const QString end = facts.value(QStringLiteral("outcome")).toString();
        if (end == u"won")
            return tr("The snake filled the board: length %1 %2").arg(groupedNumber(length)).arg(moves);
        if (end == u"died")
            return tr("The snake died at length %1 %2").arg(groupedNumber(length)).arg(moves);
        return tr("The step limit of %1 ended the game at length %2, neither won nor lost (--set step-limit=N "
                  "raises it; 0 is the square of the free cells)")
            .arg(groupedCount(tr("%n move(s)", nullptr, pluralCount(outcome.expansions)), outcome.expansions))
            .arg(groupedNumber(length));
    }
    case Family::Duel: {
        const QString winner = facts.value(QStringLiteral("winner")).toString();
        const int rounds = facts.value(QStringLiteral("rounds")).toInt();
        // A fault in round 1 ends the game before any round was played through.
        const QString after = rounds == 0 ? (winner == u"A"      ? tr("Snake A won before the first round was played")
                                             : winner == u"B"    ? tr("Snake B won before the first round was played")
                                             : winner == u"draw" ? tr("A draw before the first round was played")
                                                                 : tr("Stopped before the first round was played"))
                                          : groupedCount(winner == u"A" ? tr("Snake A won after %n round(s)", nullptr, rounds)
                                           : winner == u"B"    ? tr("Snake B won after %n round(s)", nullptr, rounds)
                                           : winner == u"draw" ? tr("A draw after %n round(s)", nullptr, rounds)
                                                               : tr("Stopped after %n round(s)", nullptr, rounds),
                                           quint64(std::max(rounds, 0)));
        return tr("%1 (lengths %2 and %3)")
            .arg(after)
            .arg(facts.value(QStringLiteral("a_length")).toInt())
            .arg(facts.value(QStringLiteral("b_length")).toInt());
    }
    case Family::Link:
        // Clearing the whole board (link-solve) has an order of pairs to tell, not one link.
        if (const QString verdict = facts.value(QStringLiteral("verdict")).toString(); !verdict.isEmpty()) {
            const qint64 removals = facts.value(QStringLiteral("removals")).toLongLong();
            const QString tried = groupedCount(tr("%n removal(s) tried", nullptr, pluralCount(quint64(removals))), quint64(removals));
            const int tilesLeft = facts.value(QStringLiteral("tiles_left")).toInt();
            if (verdict == u"cleared") {
                const int pairs = int(facts.value(QStringLiteral("pairs")).toList().size());
                return tr("Cleared the board in %1, found with %2").arg(tr("%n pair(s)", nullptr, pairs), tried);
            }
            if (verdict == u"impossible")
                return tr("The board cannot be cleared: %1 left at best").arg(tr("%n tile(s)", nullptr, tilesLeft));
            return tr("Not cleared: the solver gave up after %1, %2 left at best").arg(tried, tr("%n tile(s)", nullptr, tilesLeft));
        }
        if (!outcome.found)
            return tr("No link of at most two turns");
        return tr("Linked with %1 and %2")
            .arg(tr("%n turn(s)", nullptr, facts.value(QStringLiteral("turns")).toInt()),
                 tr("%n move(s)", nullptr, facts.value(QStringLiteral("length")).toInt()));
    case Family::Puzzle:
        if (outcome.found) {
            const int moves = facts.value(QStringLiteral("moves")).toInt();
            return tr("Solved in %1").arg(groupedCount(tr("%n move(s)", nullptr, moves), quint64(std::max(moves, 0))));
        }
        if (!facts.value(QStringLiteral("solvable")).toBool())
            return tr("This puzzle cannot be solved: it cannot reach its goal");
        return tr("Not solved, after %1")
            .arg(groupedCount(tr("%n position(s)", nullptr, pluralCount(outcome.expansions)), outcome.expansions));
    case Family::Maze:
    case Family::Pathfinding:
        break;
    }
    if (outcome.board)
        return tr("Made a board of %1 x %2 cells with %3")
            .arg(groupedNumber(outcome.board->width()), groupedNumber(outcome.board->height()),
                 groupedCount(tr("%n wall(s)", nullptr, outcome.board->wallCount()), quint64(outcome.board->wallCount())));
    const int steps = outcome.path.empty() ? 0 : int(outcome.path.size()) - 1;
    const QString expansions = groupedCount(tr("%n expansion(s)", nullptr, pluralCount(outcome.expansions)), outcome.expansions);
    if (outcome.found)
        return tr("Found a path of %1, cost %2, after %3")
            // Moves, as the trace's status counts them: "steps" are the trace's.
            .arg(groupedCount(tr("%n move(s)", nullptr, steps), quint64(steps)), costText(outcome.cost), expansions);
    return tr("No path, after %1").arg(expansions);
}

QJsonValue OutcomeText::cost(const AlgorithmInfo &info, const RunOutcome &outcome)
{
    if (outcome.gaveUp)
        return QJsonValue();
    // A generator makes a board, not a path: it has no cost, which 0 would claim as one of nothing.
    if (outcome.board)
        return QJsonValue();
    if (outcome.found)
        return outcome.cost;
    switch (info.family) {
    case Family::Pathfinding:
    case Family::Puzzle:
        return QJsonValue();
    case Family::Link:
        // Clearing a board counts the pairs it took off; a board not cleared has no such count
        // ("tiles_left" says how far it got), and a link has no turns.
        return QJsonValue();
    case Family::Maze:
    case Family::Snake:
    case Family::Hamilton:
    case Family::Duel:
        break;
    }
    // A game's cost is its own count (a snake's length, a duel's rounds), won or not.
    return outcome.cost;
}

QJsonValue OutcomeText::expansions(const AlgorithmInfo *info, const RunOutcome &outcome)
{
    if (info && info->family == Family::Duel)
        return QJsonValue();
    return qint64(outcome.expansions);
}

QString OutcomeText::traceSize(const Trace &trace)
{
    return tr("%1 and %2").arg(groupedCount(tr("%n step(s)", "the steps of a trace, not moves", trace.stepCount()), quint64(trace.stepCount())),
                               groupedCount(tr("%n change(s)", nullptr, pluralCount(trace.changeCount())), trace.changeCount()));
}

} // namespace gridtrace::cli
