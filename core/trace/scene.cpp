#include "scene.h"

#include "grid/grid.h"
#include "grid/messagetext.h"

#include <algorithm>
#include <cassert>
#include <cstring>

namespace gridtrace {

Scene::Scene(const Grid &board, int sequenceCount, int counterCount)
    : Scene(board.width(), board.height(), sequenceCount, counterCount)
{
    m_byteLayers[int(CellLayer::Terrain)].assign(board.weights().data(), cellCount());
}

Scene::Scene(int width, int height, int sequenceCount, int counterCount)
    : m_width(width)
    , m_height(height)
    , m_sequences(std::size_t(sequenceCount))
    , m_counters(std::size_t(counterCount), 0)
{
    assert(sequenceCount >= 0 && sequenceCount <= maxSequences);
    assert(counterCount >= 0 && counterCount <= maxCounters);
    for (int layer = 0; layer < byteLayerCount; ++layer)
        m_byteLayers[layer] = PagedLayer<std::uint8_t>(cellCount(), std::uint8_t(defaultValue(CellLayer(layer))));
    for (int layer = byteLayerCount; layer < cellLayerCount; ++layer)
        m_wordLayers[layer - byteLayerCount] = PagedLayer<std::uint32_t>(cellCount(), defaultValue(CellLayer(layer)));
}

std::uint32_t Scene::defaultValue(CellLayer layer)
{
    if (layer == CellLayer::Terrain)
        return Grid::MinWeight;
    return isLabelLayer(layer) ? noLabel : 0u;
}

bool Scene::hasLayer(CellLayer layer) const
{
    if (isByteLayer(layer))
        return m_byteLayers[int(layer)].isWritten();
    return m_wordLayers[int(layer) - byteLayerCount].isWritten();
}

std::uint32_t Scene::cellValue(CellLayer layer, int cell) const
{
    if (isByteLayer(layer))
        return m_byteLayers[int(layer)].value(cell);
    return m_wordLayers[int(layer) - byteLayerCount].value(cell);
}

void Scene::setCellValue(CellLayer layer, int cell, std::uint32_t value)
{
    if (isByteLayer(layer))
        m_byteLayers[int(layer)].set(cell, std::uint8_t(value));
    else
        m_wordLayers[int(layer) - byteLayerCount].set(cell, value);
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
            return tr("layer %1 does not exist").arg(groupedNumber(qint64(slot)));
        if (target >= cellCount())
            return tr("cell %1 is outside the %2 x %3 board").arg(groupedNumber(qint64(target))).arg(groupedNumber(qint64(m_width))).arg(groupedNumber(qint64(m_height)));
        const auto layer = CellLayer(slot);
        if (isByteLayer(layer) && change.after > 0xff)
            return tr("value %1 does not fit its layer").arg(groupedNumber(qint64(change.after)));
        if (layer == CellLayer::Terrain && change.after > 9)
            return tr("terrain %1 is not a wall (0) or a weight 1..9").arg(groupedNumber(qint64(change.after)));
        if (layer == CellLayer::Mark && change.after >= std::uint32_t(markCount))
            return tr("mark %1 does not exist").arg(groupedNumber(qint64(change.after)));
        if (layer == CellLayer::Parent && change.after > 8)
            return tr("parent direction %1 does not exist").arg(groupedNumber(qint64(change.after)));
        const std::uint32_t now = cellValue(layer, target);
        if (now != change.before)
            return tr("cell %1 holds %2 where the change expects %3")
                .arg(groupedNumber(qint64(target))).arg(groupedNumber(qint64(now))).arg(groupedNumber(qint64(change.before)));
        return {};
    }
    case ChangeOp::PushBack:
    case ChangeOp::PushFront:
    case ChangeOp::PopBack:
    case ChangeOp::PopFront: {
        if (slot >= sequenceCount())
            return tr("sequence %1 does not exist").arg(groupedNumber(qint64(slot)));
        const std::uint32_t cell = (change.op() == ChangeOp::PushBack || change.op() == ChangeOp::PushFront)
            ? change.after : change.before;
        if (cell >= std::uint32_t(cellCount()))
            return tr("cell %1 is outside the %2 x %3 board").arg(groupedNumber(qint64(cell))).arg(groupedNumber(qint64(m_width))).arg(groupedNumber(qint64(m_height)));
        const auto &cells = sequence(slot);
        if (change.op() == ChangeOp::PopBack && (cells.empty() || cells.back() != cell))
            return tr("sequence %1 does not end with cell %2").arg(groupedNumber(qint64(slot))).arg(groupedNumber(qint64(cell)));
        if (change.op() == ChangeOp::PopFront && (cells.empty() || cells.front() != cell))
            return tr("sequence %1 does not start with cell %2").arg(groupedNumber(qint64(slot))).arg(groupedNumber(qint64(cell)));
        return {};
    }
    case ChangeOp::SetCounter:
        if (slot >= counterCount())
            return tr("counter %1 does not exist").arg(groupedNumber(qint64(slot)));
        if (std::uint32_t(counter(slot)) != change.before)
            return tr("counter %1 holds %2 where the change expects %3")
                .arg(groupedNumber(qint64(slot))).arg(groupedNumber(qint64(counter(slot)))).arg(groupedNumber(qint64(std::int32_t(change.before))));
        return {};
    case ChangeOp::SetStatus:
        if (change.after >= std::uint32_t(stringCount))
            return tr("status text %1 does not exist").arg(groupedNumber(qint64(change.after)));
        if (std::uint32_t(m_status) != change.before)
            return tr("the status is text %1 where the change expects %2").arg(groupedNumber(qint64(m_status))).arg(groupedNumber(qint64(change.before)));
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
        bytes += layer.memoryUse();
    for (const auto &layer : m_wordLayers)
        bytes += layer.memoryUse();
    for (const auto &cells : m_sequences)
        bytes += cells.size() * sizeof(std::uint32_t);
    return bytes + m_counters.size() * sizeof(std::int32_t);
}

bool operator==(const Scene &a, const Scene &b)
{
    if (a.m_width != b.m_width || a.m_height != b.m_height || a.m_status != b.m_status
        || a.m_counters != b.m_counters || a.m_sequences != b.m_sequences)
        return false;
    return std::equal(std::begin(a.m_byteLayers), std::end(a.m_byteLayers), std::begin(b.m_byteLayers))
        && std::equal(std::begin(a.m_wordLayers), std::end(a.m_wordLayers), std::begin(b.m_wordLayers));
}

} // namespace gridtrace
