#pragma once

#include "cellrecords.h"
#include "openlist.h"
#include "searchgraph.h"

#include "catalogue/algorithminfo.h"

#include <cstdint>
#include <vector>

namespace gridtrace {

// A cell on the depth-first stack and where it is in its list of moves to try.
struct DepthFirstFrame
{
    std::uint32_t cell;
    std::uint8_t nextTry; // index into the cell's move order
    std::uint8_t order;   // which move order the cell uses
};

// Everything the searches allocate, kept in the RunContext between runs: one type for all of
// them, so switching algorithms on one board keeps the padded board and the buffers.
class SearchWorkspace : public Workspace
{
public:
    // Points the graph at the board.
    void prepare(const Grid &board) { graph.assign(board); }

    SearchGraph graph;
    CellRecords forward;
    CellRecords reverse; // the goal side of a bidirectional search
    OpenList open;
    OpenList reverseOpen;
    // The breadth-first FIFO: each cell enters it at most once, so one slot per cell and no
    // wrapping.
    std::vector<std::uint32_t> queue;
    std::vector<DepthFirstFrame> stack;
};

} // namespace gridtrace
