#include "trace.h"

#include "grid/messagetext.h"
#include "recorder.h"

#include <algorithm>
#include <limits>

namespace gridtrace {

QString Trace::validate() const
{
    if (tables.labels.size() > labelLayerCount)
        return tr("the trace names %1 label channels, at most %2 are supported")
            .arg(groupedNumber(qint64(tables.labels.size())), groupedNumber(qint64(labelLayerCount)));
    if (tables.sequences.size() != initial.sequenceCount())
        return tr("the trace names %1 sequences but its scene has %2")
            .arg(groupedNumber(qint64(tables.sequences.size())), groupedNumber(qint64(initial.sequenceCount())));
    if (tables.counters.size() != initial.counterCount())
        return tr("the trace names %1 counters but its scene has %2")
            .arg(groupedNumber(qint64(tables.counters.size())), groupedNumber(qint64(initial.counterCount())));
    if (tables.stepKinds.size() > maxStepKinds)
        return tr("the trace names %1 kinds of step, at most %2 are supported")
            .arg(groupedNumber(qint64(tables.stepKinds.size())), groupedNumber(qint64(maxStepKinds)));
    if (tables.strings.isEmpty() || !tables.strings.first().isEmpty())
        return tr("the first status text must be the empty text");
    if (initial.status() < 0 || initial.status() >= tables.strings.size())
        return tr("the initial status text %1 does not exist").arg(groupedNumber(qint64(initial.status())));
    if (header.board.width() != initial.width() || header.board.height() != initial.height())
        return tr("the board is %1 x %2 but the scene is %3 x %4")
            .arg(groupedNumber(header.board.width()), groupedNumber(header.board.height()),
                 groupedNumber(initial.width()), groupedNumber(initial.height()));

    std::uint32_t previous = 0;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const Step &step = steps[i];
        // Numbered as the window's "Step k of N" numbers it: the first step is step 1.
        const qint64 number = qint64(i) + 1;
        // Past the end is a list of changes cut short, not steps out of order.
        if (step.firstChange > changes.size()) {
            const int changeCount = int(std::min<std::size_t>(changes.size(), std::numeric_limits<int>::max()));
            // The count grouped as the step and change beside it are, in every language.
            return withGroupedCount(tr("step %1 starts at change %2, but the trace has %n change(s): the list of changes "
                                       "is shorter than the steps need", nullptr, changeCount),
                                    changeCount, true)
                .arg(groupedNumber(number), groupedNumber(qint64(step.firstChange)));
        }
        if (step.firstChange < previous)
            return tr("step %1 starts at change %2, out of order").arg(groupedNumber(number), groupedNumber(qint64(step.firstChange)));
        if (step.kind >= tables.stepKinds.size())
            return tr("step %1 is of kind %2, which the trace does not name").arg(groupedNumber(number), groupedNumber(qint64(step.kind)));
        if (step.cell != Step::noCell && step.cell >= std::uint32_t(initial.cellCount()))
            return tr("step %1 is about cell %2, outside the board").arg(groupedNumber(number), groupedNumber(qint64(step.cell)));
        previous = step.firstChange;
    }
    if (!steps.empty() && steps.front().firstChange != 0)
        return tr("the first step must start at change 0");
    if (steps.empty() && !changes.empty())
        return tr("the trace has changes but no steps");

    // Numbered from 1 in messages, as the steps are.
    for (std::size_t i = 0; i < bookmarks.size(); ++i) {
        const Bookmark &bookmark = bookmarks[i];
        if (bookmark.position < 0 || bookmark.position > stepCount())
            return tr("bookmark %1 is at step %2, outside 0 to %3")
                .arg(groupedNumber(qint64(i + 1)), groupedNumber(qint64(bookmark.position)), groupedNumber(qint64(stepCount())));
        if (i > 0 && bookmark.position == bookmarks[i - 1].position)
            return tr("bookmark %1 marks step %2 a second time").arg(groupedNumber(qint64(i + 1)), groupedNumber(qint64(bookmark.position)));
        if (i > 0 && bookmark.position < bookmarks[i - 1].position)
            return tr("bookmark %1 is at step %2, before the bookmark ahead of it at step %3")
                .arg(groupedNumber(qint64(i + 1)), groupedNumber(qint64(bookmark.position)), groupedNumber(qint64(bookmarks[i - 1].position)));
        if (bookmark.caption.size() > Bookmark::maxCaptionLength)
            return tr("bookmark %1 has a caption of %2 characters, at most %3 are allowed")
                .arg(groupedNumber(qint64(i + 1)), groupedNumber(qint64(bookmark.caption.size())), groupedNumber(qint64(Bookmark::maxCaptionLength)));
    }

    // A status text that cannot be filled in would show its placeholders raw: named by the
    // first step that shows it, where one does.
    QList<QString> statusProblems(tables.strings.size());
    bool anyStatusProblem = false;
    for (qsizetype s = 1; s < tables.strings.size(); ++s) {
        statusProblems[s] = statusProblem(tables.strings[s]);
        anyStatusProblem = anyStatusProblem || !statusProblems[s].isEmpty();
    }
    const auto statusText = [&](qsizetype s) {
        return shownInMessage(tables.strings[s].section(QChar(0x1f), 0, 0));
    };
    if (!statusProblems.value(initial.status()).isEmpty())
        return tr("the initial status text %1, \"%2\": %3").arg(groupedNumber(qint64(initial.status())), statusText(initial.status()), statusProblems[initial.status()]);

    Scene scene = initial;
    const int stringCount = int(tables.strings.size());
    for (std::size_t i = 0; i < changes.size(); ++i) {
        const QString why = scene.whyNotApplicable(changes[i], stringCount);
        if (!why.isEmpty())
            return tr("change %1: %2").arg(groupedNumber(qint64(i)), why);
        if (anyStatusProblem && changes[i].op() == ChangeOp::SetStatus && !statusProblems[changes[i].after].isEmpty()) {
            const auto step = std::upper_bound(steps.begin(), steps.end(), i,
                                               [](std::size_t change, const Step &s) { return change < s.firstChange; });
            const qsizetype s = changes[i].after;
            // Numbered as "Step k of N" and render --from/--to number it: the k-th step, the
            // first to show the text, is step k (the first change belongs to a step, so k >= 1).
            return tr("step %1 shows status text %2, \"%3\": %4")
                .arg(groupedNumber(std::max<qint64>(1, step - steps.begin())), groupedNumber(qint64(s)), statusText(s), statusProblems[s]);
        }
        scene.apply(changes[i]);
    }
    for (qsizetype s = 1; s < statusProblems.size(); ++s) {
        if (!statusProblems[s].isEmpty())
            return tr("status text %1, \"%2\": %3").arg(groupedNumber(qint64(s)), statusText(s), statusProblems[s]);
    }
    return {};
}

} // namespace gridtrace
