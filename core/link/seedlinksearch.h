#pragma once

#include "minturnsearch.h"

#include "trace/recorder.h"

#include <QStringList>

#include <array>
#include <atomic>
#include <cstdint>
#include <vector>

namespace gridtrace {

// The trace slots of the source's search, in the order of its catalogue tables.
enum SeedLinkStepKind { SeedPushStep, SeedFourthStep, SeedBacktrackStep, SeedLinkedStep, SeedNoLinkStep };
enum SeedLinkLine {
    SeedSameCellLine = 1, SeedStartLine, SeedLoopLine, SeedLinkedLine, SeedFourthLine, SeedForwardLine,
    SeedPushLine, SeedNoLinkLine, SeedBacktrackLine
};
enum SeedLinkSequence { SeedStackSequence, SeedPathSequence };
enum SeedLinkCounter { SeedChangesCounter, SeedPushesCounter, SeedBacktracksCounter };

struct SeedLinkResult
{
    LinkPath path;
    // The source itself would never have returned: a fourth direction stepped onto a cell of
    // its path and cleared that cell's directions, and the search came back to that cell (see
    // SeedLinkSearch). loopCell is that cell, a ring-board cell.
    bool sourceLoops = false;
    int loopCell = -1;
    quint64 pushes = 0;
    quint64 backtracks = 0;
    bool cancelled = false;
};

// The link() of the Lianliankan source (seed 003), ported step for step: a depth-first
// search from the first tile that keeps, for each cell of its path, the directions it has
// still to try, in the source's order: [x toward the target, y toward it, x away, y away]
// ("toward" when the difference is >= 0, so a target in the same column counts as to the
// right), without the way back. A direction leads on when the cell there is empty or the
// target. `change` counts the path's directions as the source does: the first move counts
// one, each turn one more; a path of at most two turns has change < 4, and when change
// reaches 4 the search steps back at once. It takes the first path it finds, which need not
// have the fewest turns, and passes the ring round the board as the source's empty border.
//
// Headings are those of MinTurnSearch: 0 right, 1 left, 2 down (y + 1, the source's "up"), 3 up.
//
// One departure, where the source cannot return at all: it keeps a cell's directions on the
// cell itself, and the step back from a fourth direction clears the directions of the cell
// it stepped onto. When that cell lies on the path (a U-turn beside the path, then a turn
// back onto it), the cell loses the directions it had left; once the search is back there
// it makes them afresh, tries the same directions again, comes to the same place and clears
// them again, for ever. Here the directions stay with the path, so the search goes on as
// its author meant; the result says when the source would have looped instead.
template<typename Rec>
class SeedLinkSearch
{
public:
    explicit SeedLinkSearch(Rec &recorder, const std::atomic<bool> *cancel = nullptr)
        : m_recorder(recorder), m_cancel(cancel)
    {
    }

    // from and to are ring-board cells. Valid until the next call.
    const SeedLinkResult &find(const LinkBoard &board, int from, int to)
    {
        // Field by field, so that the path keeps its buffer from query to query.
        m_result.path.linkable = false;
        m_result.path.turns = -1;
        m_result.path.length = 0;
        m_result.path.cells.clear();
        m_result.sourceLoops = false;
        m_result.loopCell = -1;
        m_result.pushes = 0;
        m_result.backtracks = 0;
        m_result.cancelled = false;
        if (from == to)
            return m_result; // the source's first line: a tile never links with itself
        m_board = &board;
        m_values = board.paddedValues();
        m_stride = board.stride();
        m_offset = {1, -1, m_stride, -m_stride};
        m_to = board.padded(to);
        m_frames.clear();
        m_onPath.assign(std::size_t(m_stride) * std::size_t(board.ringHeight() + 2), 0);

        push(board.padded(from));
        int change = 0;
        for (quint64 iteration = 1;; ++iteration) {
            if ((iteration & 1023) == 0 && m_cancel && m_cancel->load(std::memory_order_relaxed)) [[unlikely]] {
                m_result.cancelled = true;
                return m_result;
            }
            Frame &current = m_frames.back();
            if (current.cell == m_to && change < 4) {
                linked(change);
                return m_result;
            }
            if (change == 4) {
                // The source clears the directions of the cell it stands on, which is a cell
                // of the path when the fourth direction turned back onto it.
                const int lower = m_onPath[std::size_t(current.cell)];
                const bool ontoPath = lower != 0 && lower != int(m_frames.size());
                if (ontoPath)
                    m_frames[std::size_t(lower) - 1].cleared = true;
                m_recorder.step(SeedFourthStep, SeedFourthLine, cellOf(current.cell));
                if constexpr (Rec::enabled) {
                    m_recorder.setStatus(ontoPath ? QT_TRANSLATE_NOOP("Status", "a fourth direction, onto the path itself: back, and the source forgets that cell's directions")
                                                  : QT_TRANSLATE_NOOP("Status", "a fourth direction is one too many: back"));
                }
                change -= pop();
                if constexpr (Rec::enabled)
                    m_recorder.setCounter(SeedChangesCounter, change);
                continue;
            }
            const int pre = m_frames.size() > 1 ? m_frames[m_frames.size() - 2].cell : -1;
            const bool loops = current.cleared && !m_result.sourceLoops;
            if (loops) {
                m_result.sourceLoops = true;
                m_result.loopCell = cellOf(current.cell);
            }
            const int heading = forward(current, pre);
            if (heading >= 0) {
                change += current.changed;
                const int next = current.cell + m_offset[std::size_t(heading)];
                m_recorder.step(SeedPushStep, SeedPushLine, cellOf(next));
                push(next);
                if constexpr (Rec::enabled) {
                    if (loops)
                        m_recorder.setStatus(QT_TRANSLATE_NOOP("Status", "the source would try this cell's directions afresh here and loop for ever; on with those left"));
                    else
                        m_recorder.setStatus(QT_TRANSLATE_NOOP("Status", "on to the next cell; directions so far (the post's change): %1"), {QString::number(change)});
                    m_recorder.setCounter(SeedChangesCounter, change);
                }
            } else if (change == 0) {
                m_recorder.step(SeedNoLinkStep, SeedNoLinkLine, cellOf(current.cell));
                if constexpr (Rec::enabled)
                    m_recorder.setStatus(QT_TRANSLATE_NOOP("Status", "no direction left at the first tile: no link"));
                return m_result;
            } else {
                m_recorder.step(SeedBacktrackStep, SeedBacktrackLine, cellOf(current.cell));
                if constexpr (Rec::enabled) {
                    m_recorder.setStatus(loops ? QT_TRANSLATE_NOOP("Status", "the source would try this cell's directions afresh here and loop for ever; back")
                                               : QT_TRANSLATE_NOOP("Status", "no direction left: back to the previous cell"));
                }
                change -= pop();
                if constexpr (Rec::enabled)
                    m_recorder.setCounter(SeedChangesCounter, change);
            }
        }
    }

private:
    struct Frame
    {
        int cell; // padded
        std::array<std::uint8_t, 4> directions{};
        std::uint8_t count = 0;
        std::uint8_t next = 0;
        bool made = false;
        // The source's `changed`: whether the move from here began a new direction.
        std::uint8_t changed = 0;
        // The source would have forgotten this cell's directions.
        bool cleared = false;
    };

    int cellOf(int padded) const { return m_board->cellOfPadded(padded); }

    // __createDirect: toward the target first, x before y; the way back left out.
    void makeDirections(Frame &frame, int pre) const
    {
        const int x = frame.cell % m_stride;
        const int y = frame.cell / m_stride;
        const int stx = m_to % m_stride - x;
        const int sty = m_to / m_stride - y;
        const std::uint8_t xToward = stx >= 0 ? 0 : 1;
        const std::uint8_t yToward = sty >= 0 ? 2 : 3;
        const std::array<std::uint8_t, 4> order{xToward, yToward, std::uint8_t(xToward ^ 1), std::uint8_t(yToward ^ 1)};
        frame.count = 0;
        for (const std::uint8_t heading : order) {
            if (pre >= 0 && frame.cell + m_offset[heading] == pre)
                continue;
            frame.directions[frame.count++] = heading;
        }
        frame.next = 0;
        frame.made = true;
    }

    // Point.forward: the next direction whose cell is empty or the target, or -1.
    int forward(Frame &frame, int pre) const
    {
        if (!frame.made)
            makeDirections(frame, pre);
        while (frame.next < frame.count) {
            const int heading = frame.directions[frame.next++];
            const int p = frame.cell + m_offset[std::size_t(heading)];
            if (m_values[p] != LinkBoard::Empty && p != m_to)
                continue;
            // The source compares coordinates; the way back excluded, that is "straight on".
            frame.changed = pre < 0 || p - frame.cell != frame.cell - pre ? 1 : 0;
            return heading;
        }
        return -1;
    }

    void push(int cell)
    {
        m_frames.push_back(Frame{cell});
        if (m_onPath[std::size_t(cell)] == 0)
            m_onPath[std::size_t(cell)] = int(m_frames.size());
        if constexpr (Rec::enabled)
            m_recorder.pushBack(SeedStackSequence, cellOf(cell));
        if (m_frames.size() == 1)
            return; // the first tile: where the search starts, before its first step
        ++m_result.pushes;
        if constexpr (Rec::enabled) {
            m_recorder.setMark(cellOf(cell), linkmarks::stack);
            m_recorder.setCounter(SeedPushesCounter, int(m_result.pushes));
        }
    }

    // Back one cell: returns what the cell now current had added to the change count.
    int pop()
    {
        const int cell = m_frames.back().cell;
        const bool stillOnPath = m_onPath[std::size_t(cell)] != int(m_frames.size());
        if (!stillOnPath)
            m_onPath[std::size_t(cell)] = 0;
        m_frames.pop_back();
        ++m_result.backtracks;
        if constexpr (Rec::enabled) {
            m_recorder.popBack(SeedStackSequence);
            m_recorder.setMark(cellOf(cell), stillOnPath ? linkmarks::stack
                                             : cell == m_to ? linkmarks::tiles
                                                            : linkmarks::backtracked);
            m_recorder.setCounter(SeedBacktracksCounter, int(m_result.backtracks));
        }
        return m_frames.back().changed;
    }

    void linked(int change)
    {
        LinkPath &path = m_result.path;
        path.linkable = true;
        path.turns = change - 1;
        for (const Frame &frame : m_frames)
            path.cells.push_back(cellOf(frame.cell));
        path.length = int(path.cells.size()) - 1;
        m_recorder.step(SeedLinkedStep, SeedLinkedLine, cellOf(m_to));
        if constexpr (Rec::enabled) {
            m_recorder.setStatus(QT_TRANSLATE_NOOP("Status", "the target is reached with change = %1: linked; turns: %2, moves: %3"),
                                 {QString::number(change), QString::number(path.turns), QString::number(path.length)});
            for (const int cell : path.cells) {
                m_recorder.setMark(cell, linkmarks::path);
                m_recorder.pushBack(SeedPathSequence, cell);
            }
        }
    }

    Rec &m_recorder;
    const std::atomic<bool> *m_cancel;
    const LinkBoard *m_board = nullptr;
    const std::uint8_t *m_values = nullptr;
    int m_stride = 0;
    std::array<int, 4> m_offset{};
    int m_to = -1;
    std::vector<Frame> m_frames;
    // By padded cell: 1 + the index of the lowest frame on it, 0 off the path.
    std::vector<int> m_onPath;
    SeedLinkResult m_result;
};

} // namespace gridtrace
