#pragma once

#include "trace.h"

#include <vector>

namespace gridtrace {

// A position in a trace and the scene there. Position p means the first p steps are applied:
// 0 is the initial scene, stepCount() the end. Seeking anywhere is fast on traces of millions
// of changes: the cursor keeps full scenes (keyframes) at regular intervals and walks the
// reversible changes from whichever of the current position and the nearest keyframe is
// closer. The scene at a position is the same whichever way the cursor got there.
class Cursor
{
public:
    // The trace must be valid (Trace::validate()) and must outlive the cursor.
    explicit Cursor(const Trace &trace);

    const Trace &trace() const { return *m_trace; }
    const Scene &scene() const { return m_scene; }
    int position() const { return m_position; }
    int stepCount() const { return m_trace->stepCount(); }
    bool atStart() const { return m_position == 0; }
    bool atEnd() const { return m_position == stepCount(); }
    // The step just applied, or -1 at the start.
    int currentStep() const { return m_position - 1; }

    void seek(int position);
    void toStart() { seek(0); }
    void toEnd() { seek(stepCount()); }

    // Like a debugger, anchored on the step on screen (the last one applied, at depth d):
    // step into applies one step; step over goes to the next step at depth d or less; step
    // out, from d > 0, goes to the last step of the run of steps at depth d or more that the
    // step on screen belongs to (one step on when it is that last step), and from d = 0 to
    // the end. At the start, where no step is on screen, both make the first step the one
    // on screen. Each returns false when already at the end.
    bool stepInto();
    bool stepOver();
    bool stepOut();
    bool stepBack();

    // Where each command would go from a position, without moving.
    int stepOverTarget(int position) const;
    int stepOutTarget(int position) const;

    std::size_t keyframeCount() const { return m_keyframes.size(); }
    std::size_t keyframeInterval() const { return m_interval; }

private:
    struct Keyframe
    {
        std::size_t change; // changes applied in this scene
        Scene scene;
    };

    void buildKeyframes();
    void moveToChange(std::size_t target);

    const Trace *m_trace;
    Scene m_scene;
    std::size_t m_applied = 0; // changes applied to m_scene
    int m_position = 0;
    std::size_t m_interval = 0;
    std::vector<Keyframe> m_keyframes;
};

} // namespace gridtrace
