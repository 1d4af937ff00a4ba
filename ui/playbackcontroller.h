#pragma once

#include "trace/breakpoint.h"
#include "trace/cursor.h"
#include "trace/trace.h"

#include <QElapsedTimer>
#include <QObject>
#include <QSet>
#include <QTimer>

#include <limits>
#include <memory>
#include <optional>
#include <vector>

class QAction;

namespace gridtrace {

// A debugger's controls over one trace: the position, stepping like a debugger (into, over,
// out, back), playing at a speed, breakpoints, and the actions (with their shortcuts) that the
// window's toolbar, menus and playback bar share.
class PlaybackController : public QObject
{
    Q_OBJECT

public:
    enum class Action { ToStart, StepBack, StepOver, StepInto, StepOut, PlayPause, RunToBreakpoint, ToEnd, StepForward };
    static constexpr int actionCount = int(Action::StepForward) + 1;

    // Steps per second. maxSpeed plays as fast as it can while the event loop stays responsive.
    static constexpr int minSpeed = 1;
    static constexpr int maxSpeed = std::numeric_limits<int>::max();
    static constexpr int defaultSpeed = 20;

    explicit PlaybackController(QObject *parent = nullptr);
    ~PlaybackController() override;

    // A null trace clears the controller. The position is clamped to the trace. Breakpoints
    // stay: step-kind breakpoints follow their kind's id into the new trace's table (and go
    // when it has no such kind), cell breakpoints follow their (x, y) (and go when it is off
    // the new board).
    void setTrace(std::shared_ptr<const Trace> trace, int position = 0);
    const Trace *trace() const { return m_trace.get(); }
    std::shared_ptr<const Trace> sharedTrace() const { return m_trace; }
    const Scene *scene() const;
    int position() const;
    int stepCount() const;
    bool isPlaying() const { return m_timer.isActive(); }

    int speed() const { return m_speed; }
    void setSpeed(int stepsPerSecond);

    const BreakpointList &breakpoints() const { return m_breakpoints; }
    void setBreakpoints(BreakpointList breakpoints);
    void addBreakpoint(Breakpoint breakpoint);
    void removeBreakpoint(int index);
    void setBreakpointEnabled(int index, bool enabled);
    // Adds "stop when this cell changes", or removes it when the cell has one.
    void toggleCellBreakpoint(int cell);
    // The cells with an enabled or disabled cell breakpoint, for the grid view to mark.
    QSet<int> breakpointCells() const;

    // Steps worth a marker on the timeline (their kind is notable in the catalogue), and the
    // steps an enabled breakpoint matches. Both sorted; computed once per trace/breakpoints.
    std::vector<int> notableSteps() const;
    std::vector<int> breakpointSteps() const;

    QAction *action(Action which) const { return m_actions[int(which)]; }

    // Re-sets the actions' texts; called on a language change.
    void retranslate();

public slots:
    void seek(int position);
    void toStart();
    void toEnd();
    void stepBack();
    // The rules are the cursor's (Cursor::stepOverTarget, stepOutTarget); step over and step
    // out stop early at an enabled breakpoint, as runToBreakpoint does.
    void stepInto();
    void stepOver();
    void stepOut();
    void play();
    void pause();
    void togglePlay();
    // Jumps, like a debugger's "continue", to just after the next step an enabled breakpoint
    // matches, or to the end.
    void runToBreakpoint();

signals:
    void positionChanged(int position);
    void traceChanged();
    void playingChanged(bool playing);
    void breakpointsChanged();
    void stoppedAtBreakpoint(int position);
    void speedChanged(int stepsPerSecond);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // In the palette's text colour, redrawn when the theme changes it.
    void updateIcons();
    void createActions();
    void updateActions();
    void moveTo(int position);
    // Step over and step out: to `target`, or to an enabled breakpoint passed on the way.
    void runUntil(int target);
    void setPlaying(bool playing);
    void tick();
    void breakpointsEdited();
    // The position just after the first breakpoint step at or after `position`, or -1.
    int nextStop(int position) const;
    const std::vector<int> &cachedBreakpointSteps() const;
    void adoptBreakpoints(const Trace &next);

    std::shared_ptr<const Trace> m_trace;
    std::unique_ptr<Cursor> m_cursor;
    BreakpointList m_breakpoints;
    // What the breakpoints' indices meant when they were made, to carry them to a new trace.
    QStringList m_kindIds;
    int m_boardWidth = 0;

    mutable std::optional<std::vector<int>> m_notableSteps;
    mutable std::optional<std::vector<int>> m_breakpointSteps;

    int m_speed = defaultSpeed;
    QTimer m_timer;
    QElapsedTimer m_clock;  // wall time since the last tick
    double m_carry = 0.0;   // fraction of a step owed from earlier ticks
    int m_chunk = 256;      // steps per seek at full speed, tuned to the cost of a seek

    QAction *m_actions[actionCount] = {};
};

} // namespace gridtrace
