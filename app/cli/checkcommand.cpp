#include "checkcommand.h"

#include "benchmarkset.h"
#include "catalogue/catalogue.h"
#include "grid/messagetext.h"
#include "outcometext.h"

#include <QElapsedTimer>
#include <QJsonArray>

#include <cmath>

namespace gridtrace::cli {

namespace {
// The benchmark files give lengths to eight decimals.
constexpr double tolerance = 1e-6;
constexpr int mismatchesShown = 10;
}

void CheckCommand::describe(QCommandLineParser &parser) const
{
    BenchmarkSet::addOptions(parser);
}

int CheckCommand::execute(const QCommandLineParser &parser, const Output &output)
{
    // A stray word is a typo or a misplaced value, not something to ignore.
    if (!parser.positionalArguments().isEmpty())
        return output.fail(BadInput, tr("check takes no positional arguments, not \"%1\"").arg(parser.positionalArguments().join(u' ')));
    BenchmarkSet set;
    QString error;
    if (!set.load(parser, &error))
        return output.fail(BadInput, error);

    RunContext context;
    QElapsedTimer timer;
    timer.start();
    int matched = 0;
    // The largest error of the paths found; a scenario with no path has no error to take.
    double maxError = 0.0;
    int withoutPath = 0;
    QJsonArray mismatches;
    QStringList mismatchLines;
    for (std::size_t i = 0; i < set.scenarios().size(); ++i) {
        const MovingAiScenario &line = set.scenarios()[i];
        const RunOutcome outcome = Catalogue::run(set.query(line), nullptr, &context);
        if (!outcome.error.isEmpty())
            return output.fail(BadInput, tr("%1, scenario %2: %3").arg(parser.value(QStringLiteral("scen")),
                                                                      groupedNumber(quint64(i)), outcome.error));
        const double difference = outcome.found ? std::abs(outcome.cost - line.optimalLength)
                                                : std::numeric_limits<double>::infinity();
        if (outcome.found)
            maxError = std::max(maxError, difference);
        else
            ++withoutPath;
        if (difference <= tolerance) {
            ++matched;
            continue;
        }
        if (mismatches.size() < mismatchesShown) {
            mismatches.append(QJsonObject{
                {QStringLiteral("index"), qint64(i)},
                {QStringLiteral("start"), QJsonArray{line.start.x, line.start.y}},
                {QStringLiteral("goal"), QJsonArray{line.goal.x, line.goal.y}},
                {QStringLiteral("expected"), line.optimalLength},
                {QStringLiteral("found"), outcome.found},
                // No path has no cost, as run says it: 0 would read as a path of length 0.
                {QStringLiteral("cost"), outcome.found ? QJsonValue(outcome.cost) : QJsonValue()},
            });
            // Each way is a sentence of its own: "found" reads before a length and before "no path".
            const QString mismatch = outcome.found ? tr("  scenario %1 (%2,%3) -> (%4,%5): expected %6, found %7")
                                                : tr("  scenario %1 (%2,%3) -> (%4,%5): expected %6, found no path");
            QString shown = mismatch.arg(groupedNumber(quint64(i))).arg(line.start.x).arg(line.start.y).arg(line.goal.x).arg(line.goal.y)
                                .arg(scenarioLength(line.optimalLength));
            if (outcome.found)
                shown = shown.arg(scenarioLength(outcome.cost));
            mismatchLines << shown;
        }
    }
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    const int total = int(set.scenarios().size());

    QJsonObject object{
        {QStringLiteral("algorithm"), set.algorithm()},
        {QStringLiteral("scenarios"), total},
        {QStringLiteral("matched"), matched},
        // "mismatches" lists the first few only: the count says how many there are in all.
        {QStringLiteral("mismatched"), total - matched},
        // Over the paths found: null when no scenario found one, whose error "without_path" counts.
        {QStringLiteral("max_error"), withoutPath < total ? QJsonValue(maxError) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("without_path"), withoutPath},
        {QStringLiteral("ms"), ms},
    };
    object.insert(QStringLiteral("mismatches"), mismatches);
    // The count is the scenarios' ("1 of 1 scenario", "3 of 5 scenarios"), so no verb agrees with it.
    // Below the tolerance an error is the files' rounding: its digits say nothing.
    const QString largest = maxError > 0 && maxError < tolerance ? tr("< %1").arg(groupedDecimal(tolerance, 6))
                                                                 : significantDecimal(maxError, 3);
    QStringList errors;
    if (withoutPath < total)
        errors << tr("largest error %1").arg(largest);
    if (withoutPath > 0)
        errors << groupedCount(tr("%n scenario(s) without a path found", nullptr, withoutPath), quint64(withoutPath));
    QString text = withoutPath == 0
        ? groupedCount(tr("%1: the optimal length in %2 of %n scenario(s) (largest error %3), in %4 ms.", nullptr, total),
                       quint64(total))
              .arg(set.algorithm(), groupedNumber(matched), largest, groupedDecimal(ms, 1))
        : groupedCount(tr("%1: the optimal length in %2 of %n scenario(s) (%3), in %4 ms.", nullptr, total), quint64(total))
              .arg(set.algorithm(), groupedNumber(matched),
                   errors.size() == 2 ? tr("%1; %2").arg(errors[0], errors[1]) : errors.first(), groupedDecimal(ms, 1));
    if (!mismatchLines.isEmpty())
        text += u'\n' + mismatchLines.join(u'\n');
    if (const int hidden = total - matched - int(mismatchLines.size()); hidden > 0)
        text += u'\n' + groupedCount(tr("  ... %n mismatch(es) not listed", nullptr, hidden), quint64(hidden));
    output.result(object, text);
    if (matched != total)
        return output.endWith(CheckFailed, groupedCount(tr("%n scenario(s) did not get the optimal length", nullptr,
                                                           pluralCount(quint64(total - matched))),
                                                        quint64(total - matched)));
    return Success;
}

} // namespace gridtrace::cli
