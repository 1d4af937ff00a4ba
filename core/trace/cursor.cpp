#include "cursor.h"

#include <algorithm>
#include <bitset>
#include <cassert>
#include <cstdint>

namespace gridtrace {

namespace {

// Keyframes cost about as much memory as this many bytes per change, at most; and never
// come closer than minInterval changes, where replaying is cheaper than copying a scene.
constexpr std::size_t keyframeBytesPerChange = 8;
constexpr std::size_t minInterval = 1u << 16;

} // namespace

Cursor::Cursor(const Trace &trace)
    : m_trace(&trace)
    , m_scene(trace.initial)
{
    buildKeyframes();
}

void Cursor::buildKeyframes()
{
    const auto &changes = m_trace->changes;

    // A keyframe holds every layer the trace ever writes: find which, to size it up front.
    std::bitset<cellLayerCount> written;
    for (int layer = 0; layer < cellLayerCount; ++layer)
        written[std::size_t(layer)] = m_scene.hasLayer(CellLayer(layer));
    for (const Change &change : changes) {
        if (change.op() == ChangeOp::SetCell)
            written[std::size_t(change.slot())] = true;
    }
    std::size_t sceneBytes = 0;
    for (int layer = 0; layer < cellLayerCount; ++layer) {
        if (written[std::size_t(layer)])
            sceneBytes += std::size_t(m_scene.cellCount()) * (layer < int(CellLayer::Tile) ? 1 : 4);
    }
    m_interval = std::max(minInterval, sceneBytes / keyframeBytesPerChange);

    Scene scene = m_trace->initial;
    for (std::size_t i = 0; i < changes.size(); ++i) {
        if (i > 0 && i % m_interval == 0)
            m_keyframes.push_back({i, scene});
        scene.apply(changes[i]);
    }
}

void Cursor::moveToChange(std::size_t target)
{
    // Start from the current scene or from the closest keyframe (the initial scene is
    // keyframe 0), whichever is fewer changes away; copying a scene counts as a quarter of
    // an interval of changes.
    const auto distance = [](std::size_t a, std::size_t b) { return a > b ? a - b : b - a; };
    const std::size_t copyCost = m_interval / 4;
    std::size_t best = distance(m_applied, target);
    std::size_t bestKeyframe = SIZE_MAX;
    const std::size_t nearest = (target + m_interval / 2) / m_interval;
    for (std::size_t k = nearest > 0 ? nearest - 1 : 0; k <= nearest + 1 && k <= m_keyframes.size(); ++k) {
        const std::size_t cost = distance(k * m_interval, target) + copyCost;
        if (cost < best) {
            best = cost;
            bestKeyframe = k;
        }
    }
    if (bestKeyframe == 0) {
        m_scene = m_trace->initial;
        m_applied = 0;
    } else if (bestKeyframe != SIZE_MAX) {
        const Keyframe &keyframe = m_keyframes[bestKeyframe - 1];
        m_scene = keyframe.scene;
        m_applied = keyframe.change;
    }

    const auto &changes = m_trace->changes;
    while (m_applied < target)
        m_scene.apply(changes[m_applied++]);
    while (m_applied > target)
        m_scene.revert(changes[--m_applied]);
}

void Cursor::seek(int position)
{
    position = std::clamp(position, 0, stepCount());
    moveToChange(m_trace->changesAt(position));
    m_position = position;
}

bool Cursor::stepInto()
{
    if (atEnd())
        return false;
    seek(m_position + 1);
    return true;
}

bool Cursor::stepBack()
{
    if (atStart())
        return false;
    seek(m_position - 1);
    return true;
}

bool Cursor::stepOver()
{
    if (atEnd())
        return false;
    seek(stepOverTarget(m_position));
    return true;
}

bool Cursor::stepOut()
{
    if (atEnd())
        return false;
    seek(stepOutTarget(m_position));
    return true;
}

int Cursor::stepOverTarget(int position) const
{
    const int count = stepCount();
    // Nothing on screen yet: the first step becomes the one on screen.
    if (position <= 0)
        return std::min(1, count);
    if (position >= count)
        return count;
    const auto &steps = m_trace->steps;
    const int depth = steps[std::size_t(position - 1)].depth;
    int next = position;
    while (next < count && steps[std::size_t(next)].depth > depth)
        ++next;
    return next < count ? next + 1 : count;
}

int Cursor::stepOutTarget(int position) const
{
    const int count = stepCount();
    if (position <= 0)
        return std::min(1, count);
    if (position >= count)
        return count;
    const auto &steps = m_trace->steps;
    const int depth = steps[std::size_t(position - 1)].depth;
    if (depth == 0)
        return count;
    // The first step after the nested run the step on screen belongs to.
    int after = position;
    while (after < count && steps[std::size_t(after)].depth >= depth)
        ++after;
    // Already on the run's last step: one step on, out to the shallower step.
    return after > position ? after : position + 1;
}

} // namespace gridtrace
