#include "scene.h"

#include "grid/grid.h"

#include <cassert>
#include <cstring>

namespace gridtrace {

Scene::Scene(const Grid &board, int sequenceCount, int counterCount)
    : Scene(board.width(), board.height(), sequenceCount, counterCount)
{
    m_byteLayers[int(CellLayer::Terrain)] = board.weights();
}

Scene::Scene(int width, int height, int sequenceCount, int counterCount)
    : m_width(width)
    , m_height(height)
    , m_sequences(std::size_t(sequenceCount))
    , m_counters(std::size_t(counterCount), 0)
{
    assert(sequenceCount >= 0 && sequenceCount <= maxSequences);
    assert(counterCount >= 0 && counterCount <= maxCounters);
    m_byteLayers[int(CellLayer::Terrain)].assign(std::size_t(cellCount()), 1);
}

std::uint32_t Scene::defaultValue(CellLayer layer)
{
    return isLabelLayer(layer) ? noLabel : 0u;
}

bool Scene::hasLayer(CellLayer layer) const
{
    if (isByteLayer(layer))
        return !m_byteLayers[int(layer)].empty();
    return !m_wordLayers[int(layer) - byteLayerCount].empty();
}

std::uint32_t Scene::cellValue(CellLayer layer, int cell) const
{
    if (isByteLayer(layer)) {
        const auto &values = m_byteLayers[int(layer)];
        return values.empty() ? 0u : values[std::size_t(cell)];
    }
    const auto &values = m_wordLayers[int(layer) - byteLayerCount];
    return values.empty() ? defaultValue(layer) : values[std::size_t(cell)];
}

void Scene::setCellValue(CellLayer layer, int cell, std::uint32_t value)
{
    if (isByteLayer(layer)) {
        auto &values = m_byteLayers[int(layer)];
        if (values.empty())
            values.assign(std::size_t(cellCount()), 0);
        values[std::size_t(cell)] = std::uint8_t(value);
        return;
    }
    auto &values = m_wordLayers[int(layer) - byteLayerCount];
    if (values.empty())
        values.assign(std::size_t(cellCount()), defaultValue(layer));
    values[std::size_t(cell)] = value;
}

float Scene::label(int channel, int cell) const
{
    const std::uint32_t bits = cellValue(labelLayer(channel), cell);
    float value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

QString Scene::whyNotApplicable(const Change &change, int stringCount) const
{
    const int slot = change.slot();
    const int target = change.target();
    switch (change.op()) {
    case ChangeOp::SetCell: {
        if (slot >= cellLayerCount)
            return tr("layer %1 does not exist").arg(slot);
        if (target >= cellCount())
            return tr("cell %1 is outside the %2 x %3 board").arg(target).arg(m_width).arg(m_height);
        const auto layer = CellLayer(slot);
        if (isByteLayer(layer) && change.after > 0xff)
            return tr("value %1 does not fit its layer").arg(change.after);
        if (layer == CellLayer::Terrain && change.after > 9)
            return tr("terrain %1 is not a wall (0) or a weight 1..9").arg(change.after);
        if (layer == CellLayer::Mark && change.after >= std::uint32_t(markCount))
            return tr("mark %1 does not exist").arg(change.after);
        if (layer == CellLayer::Parent && change.after > 8)
            return tr("parent direction %1 does not exist").arg(change.after);
        const std::uint32_t now = cellValue(layer, target);
        if (now != change.before)
            return tr("cell %1 holds %2 where the change expects %3")
                .arg(target).arg(now).arg(change.before);
        return {};
    }
    case ChangeOp::PushBack:
    case ChangeOp::PushFront:
    case ChangeOp::PopBack:
    case ChangeOp::PopFront: {
        if (slot >= sequenceCount())
            return tr("sequence %1 does not exist").arg(slot);
        const std::uint32_t cell = (change.op() == ChangeOp::PushBack || change.op() == ChangeOp::PushFront)
            ? change.after : change.before;
        if (cell >= std::uint32_t(cellCount()))
            return tr("cell %1 is outside the %2 x %3 board").arg(cell).arg(m_width).arg(m_height);
        const auto &cells = sequence(slot);
        if (change.op() == ChangeOp::PopBack && (cells.empty() || cells.back() != cell))
            return tr("sequence %1 does not end with cell %2").arg(slot).arg(cell);
        if (change.op() == ChangeOp::PopFront && (cells.empty() || cells.front() != cell))
            return tr("sequence %1 does not start with cell %2").arg(slot).arg(cell);
        return {};
    }
    case ChangeOp::SetCounter:
        if (slot >= counterCount())
            return tr("counter %1 does not exist").arg(slot);
        if (std::uint32_t(counter(slot)) != change.before)
            return tr("counter %1 holds %2 where the change expects %3")
                .arg(slot).arg(counter(slot)).arg(std::int32_t(change.before));
        return {};
    case ChangeOp::SetStatus:
        if (change.after >= std::uint32_t(stringCount))
            return tr("status text %1 does not exist").arg(change.after);
        if (std::uint32_t(m_status) != change.before)
            return tr("the status is text %1 where the change expects %2").arg(m_status).arg(change.before);
        return {};
    case ChangeOp::Count:
        break;
    }
    return tr("operation %1 does not exist").arg(int(change.op()));
}

void Scene::apply(const Change &change)
{
    switch (change.op()) {
    case ChangeOp::SetCell:
        setCellValue(CellLayer(change.slot()), change.target(), change.after);
        break;
    case ChangeOp::PushBack:
        m_sequences[std::size_t(change.slot())].push_back(change.after);
        break;
    case ChangeOp::PushFront:
        m_sequences[std::size_t(change.slot())].push_front(change.after);
        break;
    case ChangeOp::PopBack:
        m_sequences[std::size_t(change.slot())].pop_back();
        break;
    case ChangeOp::PopFront:
        m_sequences[std::size_t(change.slot())].pop_front();
        break;
    case ChangeOp::SetCounter:
        m_counters[std::size_t(change.slot())] = std::int32_t(change.after);
        break;
    case ChangeOp::SetStatus:
        m_status = int(change.after);
        break;
    case ChangeOp::Count:
        assert(false);
        break;
    }
}

void Scene::revert(const Change &change)
{
    switch (change.op()) {
    case ChangeOp::SetCell:
        setCellValue(CellLayer(change.slot()), change.target(), change.before);
        break;
    case ChangeOp::PushBack:
        m_sequences[std::size_t(change.slot())].pop_back();
        break;
    case ChangeOp::PushFront:
        m_sequences[std::size_t(change.slot())].pop_front();
        break;
    case ChangeOp::PopBack:
        m_sequences[std::size_t(change.slot())].push_back(change.before);
        break;
    case ChangeOp::PopFront:
        m_sequences[std::size_t(change.slot())].push_front(change.before);
        break;
    case ChangeOp::SetCounter:
        m_counters[std::size_t(change.slot())] = std::int32_t(change.before);
        break;
    case ChangeOp::SetStatus:
        m_status = int(change.before);
        break;
    case ChangeOp::Count:
        assert(false);
        break;
    }
}

std::size_t Scene::memoryUse() const
{
    std::size_t bytes = sizeof(Scene);
    for (const auto &layer : m_byteLayers)
        bytes += layer.size();
    for (const auto &layer : m_wordLayers)
        bytes += layer.size() * sizeof(std::uint32_t);
    for (const auto &cells : m_sequences)
        bytes += cells.size() * sizeof(std::uint32_t);
    return bytes + m_counters.size() * sizeof(std::int32_t);
}

namespace {

// An unwritten lazy layer equals a written one that holds only default values.
template<typename T>
bool sameLayer(const std::vector<T> &a, const std::vector<T> &b, T defaultValue)
{
    if (a.size() == b.size())
        return a == b;
    const auto &written = a.empty() ? b : a;
    for (T value : written) {
        if (value != defaultValue)
            return false;
    }
    return true;
}

} // namespace

bool operator==(const Scene &a, const Scene &b)
{
    if (a.m_width != b.m_width || a.m_height != b.m_height || a.m_status != b.m_status
        || a.m_counters != b.m_counters || a.m_sequences != b.m_sequences)
        return false;
    for (int i = 0; i < Scene::byteLayerCount; ++i) {
        if (!sameLayer(a.m_byteLayers[i], b.m_byteLayers[i], std::uint8_t(0)))
            return false;
    }
    for (int i = 0; i < cellLayerCount - Scene::byteLayerCount; ++i) {
        const auto layer = CellLayer(i + Scene::byteLayerCount);
        if (!sameLayer(a.m_wordLayers[i], b.m_wordLayers[i], Scene::defaultValue(layer)))
            return false;
    }
    return true;
}

} // namespace gridtrace
