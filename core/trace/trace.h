#pragma once

#include "bookmark.h"
#include "change.h"
#include "scene.h"

#include "grid/scenario.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace gridtrace {

// The names a trace gives to its label channels, sequences, counters and kinds of step,
// and the texts its status line shows. Ids are stable, untranslated words ("g", "path",
// "expansions", "expand"); the catalogue holds their display names.
struct TraceTables
{
    QStringList labels;
    QStringList sequences;
    QStringList counters;
    QStringList stepKinds;
    // Status texts, index 0 is the empty text. Stored untranslated; the view translates them
    // in the "Status" context, with %1.. filled from `arguments` kept after a '\x1f'.
    QStringList strings{QString()};

    friend bool operator==(const TraceTables &, const TraceTables &) = default;
};

// What the viewer shows as one step ("expand (3,4)"): the changes from firstChange up to the
// next step's firstChange, the pseudo-code line it executes, and how deep it is nested
// (a snake's move at depth 0, the search that decided it at depth 1).
struct Step
{
    static constexpr std::uint32_t noCell = 0xffffffffu;

    std::uint32_t firstChange = 0;
    std::uint32_t cell = noCell; // the cell the step is about, if any
    std::uint8_t kind = 0;       // index into TraceTables::stepKinds
    std::uint8_t depth = 0;
    std::uint16_t line = 0;      // pseudo-code line, 1-based; 0 for none

    friend constexpr bool operator==(const Step &, const Step &) = default;
};

static_assert(sizeof(Step) == 12);

// A recorded run: the header that re-creates it (the scenario), the initial scene, and the
// changes grouped into steps.
class Trace
{
    Q_DECLARE_TR_FUNCTIONS(Trace)

public:
    static constexpr int formatVersion = 2;
    static constexpr int maxStepKinds = 256;
    static constexpr int maxDepth = 255;

    Scenario header;
    TraceTables tables;
    Scene initial;
    std::vector<Change> changes;
    std::vector<Step> steps;
    // The steps a lecturer marked, with captions; they change nothing that is replayed.
    Bookmarks bookmarks;

    int stepCount() const { return int(steps.size()); }
    std::size_t changeCount() const { return changes.size(); }
    // The changes of step i are [firstChange(i), endChange(i)).
    std::size_t firstChange(int step) const { return steps[std::size_t(step)].firstChange; }
    std::size_t endChange(int step) const
    {
        return std::size_t(step) + 1 < steps.size() ? steps[std::size_t(step) + 1].firstChange
                                                    : changes.size();
    }
    // The number of changes applied at a cursor position (0 = the initial scene, stepCount()
    // = every step applied).
    std::size_t changesAt(int position) const
    {
        return position <= 0 ? 0 : endChange(position - 1);
    }

    // Why this trace cannot be replayed safely (an inconsistent table, a step out of order,
    // a change that does not fit the scene it is applied to), or an empty string. Replays
    // every change once.
    QString validate() const;

    friend bool operator==(const Trace &, const Trace &) = default;
};

} // namespace gridtrace
