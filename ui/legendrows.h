#pragma once

#include "palette.h"

#include "trace/mark.h"

#include <QColor>
#include <QList>
#include <QString>

#include <bitset>
#include <optional>
#include <vector>

namespace gridtrace {

struct AlgorithmInfo;

// One row of a legend: a swatch of one colour or several stripes, a name and what it means.
struct LegendRow
{
    QString id;
    QList<QColor> colours;
    QString name;
    QString meaning;
};

// What a legend lists for a board of `info` (none: a board before any run), in one place for
// the window's Legend and the HTML page, so a page never teaches less than the window.
class LegendRows
{
public:
    // The algorithm's marks, each in the colour the board paints it; only those `shown` lets
    // through when it is given (the marks a trace uses, or a live game draws).
    static std::vector<LegendRow> marks(const AlgorithmInfo &info, const Palette &palette,
                                        const std::optional<std::bitset<markCount>> &shown);
    // The board's own rows after the marks: walls, a crashed snake's head, the endpoints and the
    // terrain costs, as far as `info` reads them, and a sliding puzzle's tiles and blank. A live
    // game's board draws neither endpoints nor costs, and names its tiles itself.
    // `traceCrashes`: the trace shown ends in a snake's crash, which the board draws (snakeCrashPosition()).
    static std::vector<LegendRow> board(const AlgorithmInfo *info, const Palette &palette, bool live,
                                        bool traceCrashes = false);
    // The id of the crashed head's row, whose swatch is the cross the board draws.
    static QString crashId() { return QStringLiteral("crash"); }
};

} // namespace gridtrace
