#pragma once

#include "catalogue/algorithminfo.h"
#include "trace/trace.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QString>

namespace gridtrace::cli {

// What a run came to, in its family's own words: a path and its cost, a board made, a snake's
// game won, lost or ended by its step limit, a duel's winner, a link, a solved puzzle. `run`
// and `demo` say it the same way. Counts go through %n, so that one reads "1 move" and two
// "2 moves" in every language.
class OutcomeText
{
    Q_DECLARE_TR_FUNCTIONS(OutcomeText)

public:
    // One clause, without a full stop.
    static QString describe(const AlgorithmInfo &info, const RunOutcome &outcome);
    // "N steps and M changes".
    static QString traceSize(const Trace &trace);
    // The cost as --json gives it: null when there is nothing behind it, a search that gave up
    // or found no path, no solution or no link (the clause above then claims none either).
    static QJsonValue cost(const AlgorithmInfo &info, const RunOutcome &outcome);
    // The expansions as --json gives them: null for a duel, whose two bots search in ways of
    // their own with no count in common (the alpha-beta bot's positions are in its trace's
    // counters); its rounds are under "rounds", which expansions once repeated.
    static QJsonValue expansions(const AlgorithmInfo *info, const RunOutcome &outcome);
};

// A counted phrase ("57215 changes", from tr() with %n) with its count's digits grouped as
// every count the command line prints is ("57,215 changes"): %n picks the plural form, the
// digits are then swapped for the grouped ones. Counts past INT_MAX keep their real value.
// Placeholders may still be in the phrase: "%1" is never taken for a count of 1.
QString groupedCount(const QString &counted, quint64 count);
// The count %n is given: a plural form needs an int.
int pluralCount(quint64 count);
// A measured figure (a mean, a cost, milliseconds) with `decimals` decimals, its whole part
// grouped as counts are ("58,337.5").
QString groupedDecimal(double value, int decimals);
// A measured figure to at least `significant` digits and at most six decimals, grouped, never in
// exponent notation: 0.012 ms beside a rate reads as time taken where "0.0" would not.
QString significantDecimal(double value, int significant);
// A path's length beside a scenario line's optimal length, alike in run and check: whole when
// it is ("1,503"), else to the eight decimals of the benchmark files ("1,503.41421356").
QString scenarioLength(double length);
// A statistic that may have nothing to be taken over (a mean of no games won, null in --json):
// the figure, or a dash.
QString shownFigure(const QJsonValue &value, int decimals);

} // namespace gridtrace::cli
