#pragma once

#include "parameter.h"

#include "grid/scenario.h"
#include "trace/mark.h"
#include "trace/recorder.h"
#include "trace/trace.h"

#include <QList>
#include <QString>
#include <QVariantMap>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace gridtrace {

enum class Family { Pathfinding, Maze, Snake, Hamilton, Duel, Link, Puzzle };

// Marks are shared ids drawn in shared colours; an entry whose family means something else by
// a mark than its shared name says ("On the stack" for a duel's snake B) names it in its own
// words.
struct LegendEntry
{
    Mark mark;
    const char *meaning; // untranslated, context "Catalogue"
    const char *name = nullptr; // untranslated, context "Catalogue"; none: the mark's own name
};

// What keeps the cells waiting to be expanded, as the inspector names and lists it: a
// best-first search's open list, a breadth-first queue, a depth-first stack, or nothing of the
// kind (a duel's territories, a puzzle's tiles).
enum class Frontier { None, OpenList, Queue, Stack };

// A stable id for files and breakpoints, and a display name; context "Catalogue".
struct NamedSlot
{
    const char *id;
    const char *name;
};

struct StepKindInfo
{
    const char *id;
    const char *name;
    bool notable = false; // worth a marker on the timeline (goal reached, backtrack)
};

// What a run found. Pathfinding fills the path; generators the board they made.
struct RunOutcome
{
    bool found = false;
    std::vector<CellPos> path;
    double cost = 0.0;
    quint64 expansions = 0;
    quint64 maxOpen = 0;
    std::optional<Grid> board;
    bool cancelled = false;
    // Set when the input cannot be run (an endpoint on a wall, a parameter out of range):
    // one line for the user.
    QString error;
    // What the user should know of a run that went through, each a sentence: a fallback the
    // algorithm took, a limit it met.
    QStringList notes;
    // The trace reached its limit (RunContext::maxTraceChanges): it holds the whole steps
    // recorded until then, the run went on untraced, and notes say so.
    bool traceLimited = false;
    // The run stopped at a budget of its own (the positions an optimal search may expand)
    // before it had an answer: found is false, yet says nothing of whether one exists.
    bool gaveUp = false;
    // What a game reports beyond a path, under the command line's JSON keys (a duel's winner,
    // rounds and both lengths).
    QVariantMap facts;
};

// Buffers an algorithm keeps between runs, so repeated queries on one board allocate
// nothing after the first.
class Workspace
{
public:
    virtual ~Workspace() = default;
};

// What a run may use besides its scenario: a recorder (null for an untraced run), a flag
// another thread sets to cancel, and a workspace reused across runs.
class RunContext
{
public:
    Recorder *recorder = nullptr;
    const std::atomic<bool> *cancel = nullptr;
    // The trace limit of a traced run, in changes; 0 for Recorder::defaultChangeLimit().
    std::uint64_t maxTraceChanges = 0;
    // Handed to the recorder of a traced run (see Recorder::setStepObserver), and called once
    // more when the run ends, with stepCount() and the final scene.
    Recorder::StepObserver stepObserver;
    // Told how far a long piece of work done before the steps has come (a table built on first
    // use): its name, untranslated in the "Catalogue" context, and the fraction done, 0..1.
    // Called from the running thread.
    std::function<void(const char *task, double fraction)> taskProgress;

    bool cancelled() const { return cancel && cancel->load(std::memory_order_relaxed); }

    template<typename T>
    T &workspace()
    {
        auto *existing = dynamic_cast<T *>(m_workspace.get());
        if (existing)
            return *existing;
        auto made = std::make_unique<T>();
        T &result = *made;
        m_workspace = std::move(made);
        return result;
    }

private:
    std::unique_ptr<Workspace> m_workspace;
};

// The scenario's parameters are complete and checked, its endpoints inside the board, when
// the catalogue calls this.
using RunFunction = RunOutcome (*)(const Scenario &scenario, RunContext &context);

// Everything the GUI and the CLI know about an algorithm. Adding an algorithm means writing
// its file and adding its entry to the catalogue, nothing else.
struct AlgorithmInfo
{
    QString id;
    Family family = Family::Pathfinding;
    const char *name = nullptr;       // context "Catalogue"
    const char *summary = nullptr;    // context "Catalogue"
    QList<const char *> pseudoCode;   // context "Catalogue"; Step::line 1 is the first
    QList<LegendEntry> legend;
    QList<ParameterSpec> parameters;
    QList<NamedSlot> labels;          // at most four label channels (g, h, ...)
    QList<NamedSlot> sequences;
    QList<NamedSlot> counters;
    QList<StepKindInfo> stepKinds;
    bool needsStart = true;
    bool needsGoal = true;
    // A start or goal the board has is used though not needed (a maze joins them to its
    // passages); the legend lists the endpoints an algorithm needs or uses.
    bool usesOptionalEndpoints = false;
    Frontier frontier = Frontier::OpenList;
    // The board has walls and terrain weights (a sliding puzzle has only tiles and the blank):
    // the legend lists them only then.
    bool usesTerrain = true;
    // What a run reads of its scenario and gives back, so that a front end refuses an input
    // the algorithm would ignore rather than ignore it in silence. A path through the board (a
    // search's, the blank's way, a snake's body), a board it made (a maze generator):
    bool givesPath = true;
    bool makesBoard = false;
    // The path is a snake's body at the end of its game (a snake, a duel's snake A), not a way
    // walked: the moves its head made are RunOutcome::expansions.
    bool pathIsBody = false;
    // The seed decides something (a maze, the food, a duel, a shuffle).
    bool usesSeed = false;
    // ...but only deals the tiles of a board given without them (a puzzle, Lianliankan).
    bool seedDealsTiles = false;
    // It plays on a board it makes from the seed (a duel's map) unless its parameter "map" is
    // "board": then a board given to it is used, otherwise it would change nothing.
    bool makesOwnBoard = false;
    RunFunction run = nullptr;
    // Called by Catalogue::prepare() once the parameters are complete, for an algorithm that
    // makes or checks its own board (a duel's map): an error for the user, or empty.
    QString (*prepareScenario)(Scenario &scenario) = nullptr;

    // The trace tables a recorder of this algorithm starts from, made from the slots above.
    TraceTables tables() const;
    // The same, made once when the catalogue is built: a traced run copies shared lists
    // instead of making a dozen strings.
    TraceTables traceTables;
    const ParameterSpec *parameter(const QString &key) const;
    int stepKindIndex(const char *id) const;
};

} // namespace gridtrace
