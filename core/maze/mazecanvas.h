#pragma once

#include "grid/direction.h"
#include "grid/grid.h"
#include "trace/recorder.h"

#include <utility>

namespace gridtrace {

inline int openNeighbours(const Grid &board, CellPos p)
{
    int count = 0;
    for (Direction d : orthogonalDirections)
        count += board.isPassable(step(p, d)) ? 1 : 0;
    return count;
}

// The board a generator builds, kept equal to the terrain layer of the recorded scene:
// every write goes to both, so the last scene of a trace is exactly the board the run
// returns.
template<typename Rec>
class MazeCanvas
{
public:
    // A board of the given size filled with `fill`. Made before the recorder's first step,
    // the fill becomes the trace's initial scene.
    MazeCanvas(int width, int height, std::uint8_t fill, Rec &recorder)
        : m_board(width, height, fill)
        , m_recorder(recorder)
    {
        if constexpr (Rec::enabled) {
            for (int cell = 0; cell < m_board.cellCount(); ++cell)
                m_recorder.setTerrain(cell, fill);
        }
    }

    const Grid &board() const { return m_board; }
    Grid takeBoard() { return std::move(m_board); }
    Rec &recorder() { return m_recorder; }
    int index(CellPos p) const { return m_board.index(p); }

    bool isOpen(CellPos p) const { return m_board.isPassable(p); }
    int openNeighbours(CellPos p) const { return gridtrace::openNeighbours(m_board, p); }

    void set(CellPos p, std::uint8_t weight)
    {
        m_board.setWeight(p, weight);
        m_recorder.setTerrain(m_board.index(p), weight);
    }
    void open(CellPos p) { set(p, Grid::MinWeight); }
    void close(CellPos p) { set(p, Grid::Wall); }
    void setMark(CellPos p, Mark value) { m_recorder.setMark(m_board.index(p), value); }

    // The last step of a generator: no marks and no sequences left, so the final scene shows
    // just the board.
    void clearTransient(int sequenceCount)
    {
        if constexpr (Rec::enabled) {
            for (int cell = 0; cell < m_board.cellCount(); ++cell)
                m_recorder.setMark(cell, Mark::None);
            for (int sequence = 0; sequence < sequenceCount; ++sequence)
                m_recorder.clearSequence(sequence);
        }
    }

private:
    Grid m_board;
    Rec &m_recorder;
};

} // namespace gridtrace
