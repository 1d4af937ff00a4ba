#pragma once

#include "linkboard.h"

#include "trace/mark.h"

#include <array>
#include <cstdint>
#include <vector>

namespace gridtrace {

// A link between two cells of a LinkBoard.
struct LinkPath
{
    bool linkable = false;
    int turns = -1;         // 0..2 when linkable
    int length = 0;         // moves from the first cell to the second
    std::vector<int> cells; // ring-board cells from the first to the second, each next to the one before

    friend bool operator==(const LinkPath &, const LinkPath &) = default;
};

// How a Lianliankan trace paints its cells; the catalogue's legends say the same.
namespace linkmarks {
inline constexpr Mark tiles = Mark::Highlight;     // the two tiles to link
inline constexpr Mark turns0 = Mark::Closed;       // reached in a straight line
inline constexpr Mark turns1 = Mark::Open;         // reached with one turn at fewest
inline constexpr Mark turns2 = Mark::OpenReverse;  // reached with two turns at fewest
inline constexpr Mark path = Mark::Path;
inline constexpr Mark stack = Mark::Stack;         // the source's search: the path it is trying
inline constexpr Mark backtracked = Mark::Backtracked;
inline constexpr std::array<Mark, 3> layer{turns0, turns1, turns2};
} // namespace linkmarks

// The trace slots of the minimum-turn search, in the order of its catalogue tables.
enum MinTurnStepKind { MinTurnLayerStep, MinTurnRayStep, MinTurnLinkedStep, MinTurnNoLinkStep };
enum MinTurnLine {
    MinTurnStraightLine = 1, MinTurnStraightCheckLine, MinTurnOneTurnLine, MinTurnOneTurnCheckLine,
    MinTurnTwoTurnsLine, MinTurnTwoTurnsCheckLine, MinTurnNoLinkLine
};
enum MinTurnSequence { MinTurnPathSequence };
enum MinTurnCounter { MinTurnTurnsCounter, MinTurnReachedCounter };
enum MinTurnLabel { MinTurnLengthLabel };

// The exact Lianliankan link: a path through empty cells (the ring round the board
// included) of at most three straight segments, with the fewest turns and, among those, the
// fewest moves.
//
// A search over (cell, heading) states with turns as the cost, by layers: layer t holds
// every state reached with exactly t turns, with the shortest length to it. Layer 0 is the
// four straight runs from the first cell; layer t + 1 runs straight sideways from every
// state of layer t. Within a layer a state keeps the shortest length any run gives it, and a
// run stops where an earlier run of the layer passed with a length as short: from there on
// that run gave every cell a length as short as this one would. The last layer is never
// built for a query: a path with t + 1 turns ends with a straight run into the second cell,
// so it turns at a cell on one of the second cell's four straight lines, and those lines and
// layer t are all it takes.
//
// One object answers any number of queries on boards of any size, keeping its buffers: a
// query allocates nothing once the first on a board of that size has run.
class MinTurnSearch
{
public:
    static constexpr int maxTurns = 2;
    static constexpr std::int8_t unreached = -1;

    // The link between two ring-board cells, tiles or not: kinds are canLink()'s business.
    // Like the source, a cell never links with itself. Valid until the next query.
    const LinkPath &find(const LinkBoard &board, int from, int to);
    // The same, traced: the three layers as marks, each run a nested step, then the path.
    // Instantiated for NullRecorder and Recorder.
    template<typename Rec>
    const LinkPath &find(const LinkBoard &board, int from, int to, Rec &recorder);

    // The game's rule: two tiles of one kind, and a link between them.
    bool canLink(const LinkBoard &board, int a, int b);

    // For every ring-board cell, the fewest turns of a path from `from` to it, or unreached:
    // the empty cells a path may end in, and the tiles (of any kind) it may end at. Walls are
    // never reached. Valid until the next query.
    const std::vector<std::int8_t> &reach(const LinkBoard &board, int from);
    // The tiles of from's kind that link with it, in cell order: a hint's candidates.
    std::vector<int> partners(const LinkBoard &board, int from);

    // The (cell, heading) states the last query reached in the layers it needed: a traced
    // query builds more, to show them, and counts the same as an untraced one.
    int statesReached() const;

private:
    static constexpr std::uint16_t noLength = 0xffff;

    // One layer of states, by padded cell * 4 + heading.
    struct Layer
    {
        std::vector<std::uint16_t> length;
        std::vector<std::uint16_t> via;    // the padded cell where the path turned into this heading
        std::vector<std::uint32_t> stamp;  // by padded cell: its four states are this query's when equal to the generation
        std::vector<std::uint32_t> states; // in the order first reached
    };
    // A cell on one of the second cell's straight lines, `distance` moves from it.
    struct TargetLine
    {
        int cell;
        int heading; // from the second cell out
        int distance;
    };

    void begin(const LinkBoard &board, int from, int to, bool track);
    std::uint16_t lengthAt(const Layer &layer, int state) const
    {
        return layer.stamp[std::size_t(state >> 2)] == m_generation ? layer.length[std::size_t(state)] : noLength;
    }
    // A straight run from `start` through empty cells, each reached at layer `turns`; the
    // length with which it reaches the second cell, or 0. Track: keep fewest turns by cell.
    template<bool Track>
    int walk(int turns, int start, int heading, int base);
    // walk(), and a traced step that shows what it reached.
    template<typename Rec, bool Track>
    int run(int turns, int start, int heading, int base, Rec &recorder);
    // Layer `turns` from the runs sideways off every state of the layer before.
    template<typename Rec, bool Track>
    void extend(int turns, Rec &recorder);
    template<typename Rec>
    void startLayer(int turns, Rec &recorder);
    void findTargetLines();
    // The best path whose last turn is at a target line's cell reached in `layer`.
    bool linkThroughTargetLines(int layer);
    void setPath(std::initializer_list<int> corners, int turns);
    template<typename Rec>
    void showPath(int line, Rec &recorder);

    std::array<Layer, maxTurns + 1> m_layers;
    std::uint32_t m_generation = 0;
    std::size_t m_paddedSize = 0;
    const LinkBoard *m_board = nullptr;
    const std::uint8_t *m_values = nullptr;
    std::array<int, 4> m_offset{};
    int m_from = -1; // padded
    int m_to = -1;   // padded, -1 for reach()
    std::vector<TargetLine> m_targetLines;
    LinkPath m_path;
    std::vector<std::int8_t> m_reach;
    // Fewest turns by padded cell, for reach() and the trace's marks.
    std::vector<std::int8_t> m_fewest;
    // The cells a traced run has just reached.
    std::vector<int> m_run;
    int m_reachedCells = 0;
    int m_layersNeeded = 0;
};

} // namespace gridtrace
