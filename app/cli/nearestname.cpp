#include "nearestname.h"

#include <algorithm>
#include <vector>

namespace gridtrace::cli {

namespace {

// Edits from a to b, a swap of two neighbouring letters counted as one (a common slip).
int editDistance(const QString &a, const QString &b)
{
    const qsizetype n = a.size();
    const qsizetype m = b.size();
    std::vector<std::vector<int>> d(std::size_t(n + 1), std::vector<int>(std::size_t(m + 1)));
    for (qsizetype i = 0; i <= n; ++i)
        d[std::size_t(i)][0] = int(i);
    for (qsizetype j = 0; j <= m; ++j)
        d[0][std::size_t(j)] = int(j);
    for (qsizetype i = 1; i <= n; ++i) {
        for (qsizetype j = 1; j <= m; ++j) {
            const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            int best = std::min({d[std::size_t(i - 1)][std::size_t(j)] + 1, d[std::size_t(i)][std::size_t(j - 1)] + 1,
                                 d[std::size_t(i - 1)][std::size_t(j - 1)] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                best = std::min(best, d[std::size_t(i - 2)][std::size_t(j - 2)] + 1);
            d[std::size_t(i)][std::size_t(j)] = best;
        }
    }
    return d[std::size_t(n)][std::size_t(m)];
}

// The closest of `names` to `form`, as nearestName() finds it; *near tells whether any name
// was close enough, even when two were and no guess is offered.
QString nearestForm(const QString &form, const QStringList &names, bool *near)
{
    // Two edits at most, and fewer for a short name, where two would reach anything.
    const int allowed = int(std::min<qsizetype>(2, std::max<qsizetype>(1, form.size() / 3)));
    QString nearest;
    int nearestDistance = allowed + 1;
    bool tied = false;
    for (const QString &name : names) {
        const int distance = editDistance(form, name.toLower());
        if (distance < nearestDistance) {
            nearest = name;
            nearestDistance = distance;
            tied = false;
        } else if (distance == nearestDistance) {
            tied = true;
        }
    }
    *near = nearestDistance <= allowed;
    // Two names as close are no guess to offer.
    return tied || !*near ? QString() : nearest;
}

} // namespace

QString nearestName(const QString &typed, const QStringList &names)
{
    const QString folded = typed.trimmed().toLower();
    bool near = false;
    if (const QString nearest = nearestForm(folded, names, &near); near)
        return nearest;
    // The catalogue's id of a bot or an AI carries its game's prefix (duel-alphabeta,
    // snake-greedy) where an option names it without (alphabeta, greedy): a name typed with
    // one, and near none as typed, is read without the word before its first hyphen.
    if (const qsizetype hyphen = folded.indexOf(u'-'); hyphen > 0 && hyphen + 1 < folded.size())
        return nearestForm(folded.mid(hyphen + 1), names, &near);
    return {};
}

} // namespace gridtrace::cli
