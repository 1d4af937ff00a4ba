#pragma once

#include "change.h"
#include "mark.h"
#include "pagedlayer.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <deque>
#include <limits>
#include <vector>

namespace gridtrace {

class Grid;

// Everything the grid view shows at one moment: the cell layers, the named sequences
// (a snake body, the DFS stack, a path), the counters and the status line. A scene changes
// only through Change records, so every edit can be undone exactly.
class Scene
{
    Q_DECLARE_TR_FUNCTIONS(Scene)

public:
    // A label nobody has set: a quiet NaN, compared by its bits.
    static constexpr std::uint32_t noLabel = 0x7fc00000u;
    static constexpr int maxSequences = int(Change::maxSlot) + 1;
    static constexpr int maxCounters = int(Change::maxSlot) + 1;

    Scene() = default;
    // A scene over the board's terrain, every other layer empty.
    Scene(const Grid &board, int sequenceCount, int counterCount);
    Scene(int width, int height, int sequenceCount, int counterCount);

    int width() const { return m_width; }
    int height() const { return m_height; }
    int cellCount() const { return m_width * m_height; }

    std::uint32_t cellValue(CellLayer layer, int cell) const;
    void setCellValue(CellLayer layer, int cell, std::uint32_t value);
    // Writes the value and returns the one it replaces: the recorder's one look at a cell.
    std::uint32_t exchangeCellValue(CellLayer layer, int cell, std::uint32_t value)
    {
        if (isByteLayer(layer))
            return m_byteLayers[int(layer)].exchange(cell, std::uint8_t(value));
        return m_wordLayers[int(layer) - byteLayerCount].exchange(cell, value);
    }
    // The default value of a layer, the one a fresh scene has in every cell.
    static std::uint32_t defaultValue(CellLayer layer);
    // Whether any cell of the layer was ever given a value (lazy layers cost nothing until then).
    bool hasLayer(CellLayer layer) const;

    std::uint8_t terrain(int cell) const { return std::uint8_t(cellValue(CellLayer::Terrain, cell)); }
    Mark mark(int cell) const { return Mark(cellValue(CellLayer::Mark, cell)); }
    std::uint8_t parent(int cell) const { return std::uint8_t(cellValue(CellLayer::Parent, cell)); }
    std::int32_t tile(int cell) const { return std::int32_t(cellValue(CellLayer::Tile, cell)); }
    // NaN when the label was never set.
    float label(int channel, int cell) const;

    int sequenceCount() const { return int(m_sequences.size()); }
    const std::deque<std::uint32_t> &sequence(int id) const { return m_sequences[std::size_t(id)]; }
    int counterCount() const { return int(m_counters.size()); }
    std::int32_t counter(int id) const { return m_counters[std::size_t(id)]; }
    void setCounter(int id, std::int32_t value) { m_counters[std::size_t(id)] = value; }
    int status() const { return m_status; }
    void setStatus(int stringIndex) { m_status = stringIndex; }
    std::deque<std::uint32_t> &sequence(int id) { return m_sequences[std::size_t(id)]; }

    // Why the change cannot be applied to this scene (a slot or cell out of range, a "before"
    // value that is not what the scene holds, a pop from an empty sequence), or an empty
    // string when it can. Loaders run this on every change before trusting a file.
    QString whyNotApplicable(const Change &change, int stringCount) const;

    void apply(const Change &change);
    void revert(const Change &change);

    // Bytes held by the scene, for sizing keyframes.
    std::size_t memoryUse() const;

    friend bool operator==(const Scene &a, const Scene &b);

private:
    static constexpr int byteLayerCount = int(CellLayer::Tile);
    static bool isByteLayer(CellLayer layer) { return int(layer) < byteLayerCount; }

    int m_width = 0;
    int m_height = 0;
    // Terrain, marks and parents fit a byte; tiles and labels take a word. Layers are paged
    // and a page exists once written: most traces use two or three layers over part of the
    // board, and a 4096 x 4096 board must not pay for the rest.
    PagedLayer<std::uint8_t> m_byteLayers[byteLayerCount];
    PagedLayer<std::uint32_t> m_wordLayers[cellLayerCount - byteLayerCount];
    std::vector<std::deque<std::uint32_t>> m_sequences;
    std::vector<std::int32_t> m_counters;
    int m_status = 0;
};

} // namespace gridtrace
