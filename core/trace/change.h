#pragma once

#include <cstdint>

namespace gridtrace {

// The cell layers of a scene. Labels are numeric annotations (g, h, distance, ...); which
// label means what is named in the trace's tables.
enum class CellLayer : std::uint8_t {
    Terrain, // the weight 0..9 of the cell, 0 for a wall
    Mark,    // a gridtrace::Mark
    Parent,  // the gridtrace::Direction towards the cell's parent in a search tree
    Tile,    // a tile value (puzzle tiles, Lianliankan pictures)
    Label0,
    Label1,
    Label2,
    Label3,
    Count
};

inline constexpr int cellLayerCount = int(CellLayer::Count);
inline constexpr int labelLayerCount = 4;

constexpr CellLayer labelLayer(int channel) { return CellLayer(int(CellLayer::Label0) + channel); }
constexpr bool isLabelLayer(CellLayer layer) { return layer >= CellLayer::Label0 && layer < CellLayer::Count; }

enum class ChangeOp : std::uint8_t {
    SetCell,    // slot = layer, target = cell, before/after = the layer's value
    PushBack,   // slot = sequence, after = cell appended
    PopBack,    // slot = sequence, before = cell removed
    PushFront,  // slot = sequence, after = cell prepended
    PopFront,   // slot = sequence, before = cell removed
    SetCounter, // slot = counter, before/after = value (signed 32-bit)
    SetStatus,  // before/after = index into the trace's string table (0 = no status)
    Count
};

inline constexpr int changeOpCount = int(ChangeOp::Count);

// One atomic, reversible edit of a scene. Twelve bytes, no pointers: the operation, a slot
// (layer, sequence or counter) and a cell index share the first word (3 + 5 + 24 bits: a
// 4096 x 4096 board has exactly 2^24 cells), and the value before and after make it
// reversible. Label values are the bits of an IEEE-754 float.
struct Change
{
    static constexpr int opBits = 3;
    static constexpr int slotBits = 5;
    static constexpr int targetBits = 24;
    static constexpr std::uint32_t maxSlot = (1u << slotBits) - 1;
    static constexpr std::uint32_t maxTarget = (1u << targetBits) - 1;

    std::uint32_t code = 0;
    std::uint32_t before = 0;
    std::uint32_t after = 0;

    static constexpr Change make(ChangeOp op, int slot, int target, std::uint32_t before,
                                 std::uint32_t after)
    {
        return {std::uint32_t(op) << (slotBits + targetBits)
                    | (std::uint32_t(slot) & maxSlot) << targetBits
                    | (std::uint32_t(target) & maxTarget),
                before, after};
    }

    constexpr ChangeOp op() const { return ChangeOp(code >> (slotBits + targetBits)); }
    constexpr int slot() const { return int((code >> targetBits) & maxSlot); }
    constexpr int target() const { return int(code & maxTarget); }

    friend constexpr bool operator==(const Change &, const Change &) = default;
};

static_assert(sizeof(Change) == 12);

} // namespace gridtrace
