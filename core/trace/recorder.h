#pragma once

#include "trace.h"

#include <QHash>

#include <cassert>
#include <cstdint>
#include <cstring>
#include <functional>

namespace gridtrace {

// The only API algorithms use to say what they do. It keeps a live copy of the scene, so it
// knows every "before" value, and writes only real changes (setting a mark a cell already
// has records nothing).
//
// Changes recorded before the first step() edit the initial scene: that is how an algorithm
// sets up the board it starts from.
//
// Algorithms are templates over their recorder type: with NullRecorder every call below is
// an empty inline function and the untraced run pays nothing for tracing.
class Recorder
{
public:
    static constexpr bool enabled = true;

    // The trace's header and tables must be set. The recorder makes the initial scene from
    // the header's board and clears any changes and steps the trace held.
    explicit Recorder(Trace &trace);

    const Scene &scene() const { return m_scene; }
    const Trace &trace() const { return m_trace; }

    // The trace limit: the most changes (and steps) a trace records. A run that reaches it
    // keeps every whole step recorded so far and goes on untraced: the recorder stops, its
    // later calls return at once and nothing grows. Step indices are 32-bit in the trace
    // format, so a limit above maxChangeLimit is taken as maxChangeLimit.
    static constexpr std::uint64_t maxChangeLimit = 2'000'000'000;
    static constexpr std::uint64_t minDefaultChangeLimit = 10'000'000;
    static constexpr std::uint64_t maxDefaultChangeLimit = 100'000'000;
    // What a change costs in memory with its share of the steps, for the default below.
    static constexpr std::uint64_t bytesPerChange = 16;
    // A quarter of the machine's physical memory at bytesPerChange a change, clamped to
    // [minDefaultChangeLimit, maxDefaultChangeLimit]: 100 million changes (some 1.5 GB) on any
    // machine of 8 GB or more.
    static std::uint64_t defaultChangeLimit();
    // The machine's physical memory in bytes, 0 when it cannot be told.
    static std::uint64_t physicalMemory();
    void setChangeLimit(std::uint64_t limit);
    std::uint64_t changeLimit() const { return m_changeLimit; }
    // Whether the run reached the trace limit and the recorder stopped.
    bool stopped() const { return m_stopped; }

    // Called with the scene as it is just before each step starts (and so just after the
    // previous one ends): for live progress, and for tests that hold replays to the truth.
    using StepObserver = std::function<void(int step, const Scene &scene)>;
    void setStepObserver(StepObserver observer) { m_observer = std::move(observer); }

    // Starts a step at the current depth. kind indexes the trace's step kinds, line is the
    // 1-based pseudo-code line, cell the cell the step is about (-1 for none).
    void step(int kind, int line, int cell = -1)
    {
        if (m_stopped) [[unlikely]]
            return;
        if (m_trace.steps.size() >= m_changeLimit) [[unlikely]] {
            stop();
            return;
        }
        if (m_trace.steps.size() == m_trace.steps.capacity()) [[unlikely]]
            growSteps();
        assert(kind >= 0 && kind < m_trace.tables.stepKinds.size());
        assert(m_depth >= 0 && m_depth <= Trace::maxDepth);
        if (m_observer) [[unlikely]]
            m_observer(int(m_trace.steps.size()), m_scene);
        m_trace.steps.push_back({std::uint32_t(m_trace.changes.size()),
                                 cell < 0 ? Step::noCell : std::uint32_t(cell), std::uint8_t(kind),
                                 std::uint8_t(m_depth), std::uint16_t(line)});
    }
    // Steps started between enter() and leave() are nested one level deeper.
    void enter() { ++m_depth; }
    void leave() { --m_depth; }
    int depth() const { return m_depth; }

    // Inline: a traced search calls it several times per cell it touches, each time with a
    // layer the compiler knows.
    [[gnu::always_inline]] void setCell(CellLayer layer, int cell, std::uint32_t value)
    {
        if (m_stopped) [[unlikely]]
            return;
        // The live scene takes the value at once; only a real change is kept.
        const std::uint32_t before = m_scene.exchangeCellValue(layer, cell, value);
        if (before != value)
            keep(Change::make(ChangeOp::SetCell, int(layer), cell, before, value));
    }
    void setTerrain(int cell, std::uint8_t weight) { setCell(CellLayer::Terrain, cell, weight); }
    void setMark(int cell, Mark mark) { setCell(CellLayer::Mark, cell, std::uint32_t(mark)); }
    void setParent(int cell, std::uint8_t direction) { setCell(CellLayer::Parent, cell, direction); }
    void setTile(int cell, std::int32_t value) { setCell(CellLayer::Tile, cell, std::uint32_t(value)); }
    void setLabel(int channel, int cell, float value)
    {
        std::uint32_t bits;
        std::memcpy(&bits, &value, sizeof bits);
        setCell(labelLayer(channel), cell, bits);
    }

    void pushBack(int sequence, int cell);
    void pushFront(int sequence, int cell);
    void popBack(int sequence);
    void popFront(int sequence);
    void clearSequence(int sequence);

    void setCounter(int counter, std::int32_t value)
    {
        if (m_stopped) [[unlikely]]
            return;
        const std::int32_t before = m_scene.counter(counter);
        if (before == value)
            return;
        m_scene.setCounter(counter, value);
        keep(Change::make(ChangeOp::SetCounter, counter, 0, std::uint32_t(before), std::uint32_t(value)));
    }
    void addToCounter(int counter, std::int32_t delta)
    {
        if (!m_stopped) [[likely]]
            setCounter(counter, m_scene.counter(counter) + delta);
    }

    // The status line: an untranslated text (context "Status") with %1.. arguments.
    void setStatus(const char *text, const QStringList &arguments = {});
    void clearStatus();

private:
    void record(const Change &change);
    // A change the live scene already holds: it goes into the trace, or into the initial
    // scene before the first step.
    void keep(const Change &change)
    {
        if (!m_trace.steps.empty()) [[likely]] {
            if (m_trace.changes.size() >= m_changeRoom) [[unlikely]] {
                if (m_trace.changes.size() >= m_changeLimit) {
                    stop(&change);
                    return;
                }
                growChanges();
            }
            m_trace.changes.push_back(change);
        } else {
            m_trace.initial.apply(change);
        }
    }

    // The trace limit is met: the step in progress is taken back, from the live scene too (it
    // holds `pending` already), so the trace ends on a whole step and the scene matches it.
    void stop(const Change *pending = nullptr);
    // Vectors grow by doubling but never past the limit, so a capped trace holds no room it
    // will not use.
    void growChanges();
    void growSteps();
    int statusIndex(const QString &encoded);

    Trace &m_trace;
    Scene m_scene;
    int m_depth = 0;
    bool m_stopped = false;
    std::uint64_t m_changeLimit = maxChangeLimit;
    // The changes the trace can take before it must grow or stop: min(capacity, limit).
    std::size_t m_changeRoom = 0;
    QHash<QString, int> m_stringIndex;
    StepObserver m_observer;
};

// The recorder of an untraced run: every call vanishes.
struct NullRecorder
{
    static constexpr bool enabled = false;

    void step(int, int, int = -1) {}
    void enter() {}
    void leave() {}
    void setCell(CellLayer, int, std::uint32_t) {}
    void setTerrain(int, std::uint8_t) {}
    void setMark(int, Mark) {}
    void setParent(int, std::uint8_t) {}
    void setTile(int, std::int32_t) {}
    void setLabel(int, int, float) {}
    void pushBack(int, int) {}
    void pushFront(int, int) {}
    void popBack(int) {}
    void popFront(int) {}
    void clearSequence(int) {}
    void setCounter(int, std::int32_t) {}
    void addToCounter(int, std::int32_t) {}
    void setStatus(const char *, const QStringList & = {}) {}
    void clearStatus() {}
};

// A scope of nested steps: enter() now, leave() at the end of the scope.
template<typename Rec>
class NestedSteps
{
public:
    explicit NestedSteps(Rec &recorder) : m_recorder(recorder) { m_recorder.enter(); }
    ~NestedSteps() { m_recorder.leave(); }
    NestedSteps(const NestedSteps &) = delete;
    NestedSteps &operator=(const NestedSteps &) = delete;

private:
    Rec &m_recorder;
};

// Status texts keep their arguments apart from the untranslated text, so the viewer can
// translate the text and then fill it in.
QString encodeStatus(const char *text, const QStringList &arguments);
// An argument that is itself a word to translate in the "Status" context ("up", "left"), so a
// status never shows a code where the reader expects a word.
QString statusWord(const char *text);
// A duel snake's direction as the word the rules use: 0 up, 1 right, 2 down, 3 left.
QString duelDirectionWord(int direction);
// How a status writes its %n count: as digits, grouped as QLocale() groups them ("2,209"), as the
// window does, or grouped in threes in every language, as the command line writes every count.
enum class StatusCount { Digits, LocaleGrouped, GroupedInThrees };
// The status text translated into the current language, arguments filled in.
QString displayStatus(const QString &encoded, StatusCount count);
inline QString displayStatus(const QString &encoded, bool groupCount = false)
{
    return displayStatus(encoded, groupCount ? StatusCount::LocaleGrouped : StatusCount::Digits);
}
// Why an encoded status cannot be shown as its text says (its %1, %2, ... do not match its
// arguments, or its %n count is not a whole number), or an empty string: a trace file is
// refused for one, which would otherwise show its placeholders raw.
QString statusProblem(const QString &encoded);

} // namespace gridtrace
