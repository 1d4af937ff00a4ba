#pragma once

#include "grid/scenario.h"

#include <QCoreApplication>
#include <QString>

namespace gridtrace {

// Why a run cannot start, in the words of the window it is shown in and of the language shown
// now. The core says what an algorithm lacks as the command line and the board files give it
// (--from, "start X Y"); the window gives its own advice for a missing endpoint. A message is
// kept with the scenario it came from and made again here when the language changes.
class RunProblem
{
    Q_DECLARE_TR_FUNCTIONS(RunProblem)

public:
    // The window's text for a run of `scenario` that failed with `message`: its own words when
    // an endpoint the algorithm needs is missing, the catalogue's check made now when the
    // scenario fails it, or else `message` as it came.
    static QString text(const Scenario &scenario, const QString &message);
    // The window's words for a missing endpoint the algorithm needs; empty when none is missing.
    static QString missingEndpoint(const Scenario &scenario);
};

} // namespace gridtrace
