#pragma once

#include <QCoreApplication>
#include <QString>

namespace gridtrace {

class TraceFrames;

// A step as an SVG drawing for slides: every cell an element named by what it is (a wall, a
// weight, an open or closed cell, ...), with the window's drawing of snakes, tiles, arrows and
// labels over them.
class SvgExporter
{
    Q_DECLARE_TR_FUNCTIONS(SvgExporter)

public:
    // Boards with more cells than this are refused with a message: an SVG of millions of
    // elements opens in nothing.
    static constexpr int maxCells = 512 * 512;

    static bool write(TraceFrames &frames, int position, const QString &fileName, QString *error);
};

} // namespace gridtrace
