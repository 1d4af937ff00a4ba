#pragma once

#include <QCoreApplication>
#include <QString>

namespace gridtrace {

// Where a trace is, written one way wherever it is shown: the window's timeline, status bar and
// comparison, presentation mode, the exports' captions, the HTML player and the command line.
class StepText
{
    Q_DECLARE_TR_FUNCTIONS(StepText)

public:
    // "Step 12 of 1,340": position p of n steps, from 0 (the start) to n, the counts grouped in
    // threes as every message groups them.
    static QString of(qint64 position, qint64 stepCount);
    // The text with %1 (the position) and %2 (the steps) left to fill: the HTML player fills
    // them as it goes.
    static QString pattern();
};

} // namespace gridtrace
