#include "minturnsearch.h"

#include "trace/recorder.h"

#include <QStringList>

#include <algorithm>
#include <cassert>
#include <cstdlib>

namespace gridtrace {

namespace {

// Headings: 0 right, 1 left, 2 down (y + 1), 3 up. The two at right angles to a heading:
constexpr std::array<std::array<int, 2>, 4> sides{{{2, 3}, {2, 3}, {0, 1}, {0, 1}}};

constexpr std::array<const char *, 4> runStatus{
    QT_TRANSLATE_NOOP("Status", "straight on to the right (turns so far: %2); cells reached on this line: %1"),
    QT_TRANSLATE_NOOP("Status", "straight on to the left (turns so far: %2); cells reached on this line: %1"),
    QT_TRANSLATE_NOOP("Status", "straight on down (turns so far: %2); cells reached on this line: %1"),
    QT_TRANSLATE_NOOP("Status", "straight on up (turns so far: %2); cells reached on this line: %1"),
};

constexpr std::array<const char *, MinTurnSearch::maxTurns + 1> layerStatus{
    QT_TRANSLATE_NOOP("Status", "from the first tile, straight on each way while the cells are empty"),
    QT_TRANSLATE_NOOP("Status", "from every cell reached in a straight line, straight on to both sides: one turn"),
    QT_TRANSLATE_NOOP("Status", "from every cell reached with one turn, straight on to both sides: two turns"),
};

constexpr std::array<const char *, MinTurnSearch::maxTurns + 1> linkedStatus{
    QT_TRANSLATE_NOOP("Status", "linked in a straight line; moves: %1"),
    QT_TRANSLATE_NOOP("Status", "linked with one turn; moves: %1"),
    QT_TRANSLATE_NOOP("Status", "linked with two turns, the shortest such way; moves: %1"),
};

} // namespace

void MinTurnSearch::begin(const LinkBoard &board, int from, int to, bool track)
{
    assert(from >= 0 && from < board.cellCount() && to < board.cellCount());
    const std::size_t size = std::size_t(board.stride()) * std::size_t(board.ringHeight() + 2);
    if (size != m_paddedSize) {
        m_paddedSize = size;
        for (Layer &layer : m_layers) {
            layer.length.assign(size * 4, noLength);
            layer.via.assign(size * 4, 0);
            layer.stamp.assign(size, 0);
        }
    }
    if (++m_generation == 0) {
        // Once in four billion queries: stamps of the last generation would look current.
        for (Layer &layer : m_layers)
            std::fill(layer.stamp.begin(), layer.stamp.end(), 0);
        m_generation = 1;
    }
    for (Layer &layer : m_layers)
        layer.states.clear();
    m_layersNeeded = 1;
    m_board = &board;
    m_values = board.paddedValues();
    m_offset = {1, -1, board.stride(), -board.stride()};
    m_from = board.padded(from);
    m_to = to >= 0 ? board.padded(to) : -1;
    m_path.linkable = false;
    m_path.turns = -1;
    m_path.length = 0;
    m_path.cells.clear();
    if (track) {
        m_fewest.assign(size, unreached);
        m_reachedCells = 0;
    }
}

template<bool Track>
int MinTurnSearch::walk(int turns, int start, int heading, int base)
{
    Layer &layer = m_layers[std::size_t(turns)];
    const int step = m_offset[std::size_t(heading)];
    int p = start + step;
    int length = base + 1;
    for (; m_values[p] == LinkBoard::Empty && p != m_to; p += step, ++length) {
        if (layer.stamp[std::size_t(p)] != m_generation) {
            layer.stamp[std::size_t(p)] = m_generation;
            std::fill_n(layer.length.begin() + std::ptrdiff_t(p) * 4, 4, noLength);
        }
        const std::size_t state = std::size_t(p) * 4 + std::size_t(heading);
        if (layer.length[state] <= length)
            return 0;
        if (layer.length[state] == noLength)
            layer.states.push_back(std::uint32_t(state));
        layer.length[state] = std::uint16_t(length);
        layer.via[state] = std::uint16_t(start);
        if constexpr (Track) {
            if (m_fewest[std::size_t(p)] == unreached) {
                m_fewest[std::size_t(p)] = std::int8_t(turns);
                ++m_reachedCells;
            }
            m_run.push_back(p);
        }
    }
    if constexpr (Track) {
        // A tile ends the run: the path can end there but not go on.
        if (m_values[p] != LinkBoard::Wall && m_fewest[std::size_t(p)] == unreached)
            m_fewest[std::size_t(p)] = std::int8_t(turns);
    }
    return p == m_to ? length : 0;
}

template<typename Rec, bool Track>
int MinTurnSearch::run(int turns, int start, int heading, int base, Rec &recorder)
{
    if constexpr (Track)
        m_run.clear();
    const int hit = walk<Track>(turns, start, heading, base);
    if constexpr (Rec::enabled) {
        static_assert(Track, "a traced run shows the cells it reached");
        if (m_run.empty())
            return hit; // an earlier run of the layer came this way as short: nothing new
        const Layer &layer = m_layers[std::size_t(turns)];
        recorder.step(MinTurnRayStep, MinTurnStraightLine + 2 * turns, m_board->cellOfPadded(start));
        recorder.setStatus(runStatus[std::size_t(heading)], {QString::number(m_run.size()), QString::number(turns)});
        for (const int p : m_run) {
            if (m_fewest[std::size_t(p)] != turns)
                continue; // reached with fewer turns before: its mark and length stand
            const int cell = m_board->cellOfPadded(p);
            std::uint16_t shortest = noLength;
            for (int h = 0; h < 4; ++h)
                shortest = std::min(shortest, lengthAt(layer, p * 4 + h));
            recorder.setMark(cell, linkmarks::layer[std::size_t(turns)]);
            recorder.setLabel(MinTurnLengthLabel, cell, float(shortest));
        }
        recorder.setCounter(MinTurnReachedCounter, m_reachedCells);
    }
    return hit;
}

template<typename Rec, bool Track>
void MinTurnSearch::extend(int turns, Rec &recorder)
{
    const Layer &before = m_layers[std::size_t(turns) - 1];
    // The layer before is complete: its lengths are final, and this layer never adds to it.
    for (const std::uint32_t state : before.states) {
        const int cell = int(state >> 2);
        const int heading = int(state & 3);
        for (const int side : sides[std::size_t(heading)])
            run<Rec, Track>(turns, cell, side, before.length[state], recorder);
    }
}

template<typename Rec>
void MinTurnSearch::startLayer(int turns, Rec &recorder)
{
    recorder.step(MinTurnLayerStep, MinTurnStraightLine + 2 * turns,
                  turns == 0 ? m_board->cellOfPadded(m_from) : -1);
    if constexpr (Rec::enabled) {
        recorder.setStatus(layerStatus[std::size_t(turns)]);
        recorder.setCounter(MinTurnTurnsCounter, turns);
    }
}

void MinTurnSearch::findTargetLines()
{
    m_targetLines.clear();
    for (int heading = 0; heading < 4; ++heading) {
        const int step = m_offset[std::size_t(heading)];
        int distance = 1;
        for (int p = m_to + step; m_values[p] == LinkBoard::Empty; p += step, ++distance)
            m_targetLines.push_back({p, heading, distance});
    }
}

bool MinTurnSearch::linkThroughTargetLines(int layerIndex)
{
    const Layer &layer = m_layers[std::size_t(layerIndex)];
    int best = noLength;
    int bestState = -1;
    for (const TargetLine &line : m_targetLines) {
        // Arriving at right angles to the line, the path turns there toward the second cell.
        for (const int side : sides[std::size_t(line.heading)]) {
            const int state = line.cell * 4 + side;
            const int length = lengthAt(layer, state);
            if (length != noLength && length + line.distance < best) {
                best = length + line.distance;
                bestState = state;
            }
        }
    }
    if (bestState < 0)
        return false;
    const int corner = bestState >> 2;
    if (layerIndex == 0)
        setPath({m_from, corner, m_to}, 1);
    else
        setPath({m_from, int(layer.via[std::size_t(bestState)]), corner, m_to}, 2);
    assert(m_path.length == best);
    return true;
}

void MinTurnSearch::setPath(std::initializer_list<int> corners, int turns)
{
    m_path.linkable = true;
    m_path.turns = turns;
    m_path.cells.clear();
    const int stride = m_board->stride();
    const int *corner = corners.begin();
    m_path.cells.push_back(m_board->cellOfPadded(*corner));
    for (; corner + 1 != corners.end(); ++corner) {
        const int a = corner[0];
        const int b = corner[1];
        const int step = (std::abs(b - a) < stride ? 1 : stride) * (b > a ? 1 : -1);
        for (int p = a + step;; p += step) {
            m_path.cells.push_back(m_board->cellOfPadded(p));
            if (p == b)
                break;
        }
    }
    m_path.length = int(m_path.cells.size()) - 1;
}

template<typename Rec>
void MinTurnSearch::showPath(int line, Rec &recorder)
{
    recorder.step(MinTurnLinkedStep, line, m_board->cellOfPadded(m_to));
    if constexpr (Rec::enabled) {
        recorder.setStatus(linkedStatus[std::size_t(m_path.turns)], {QString::number(m_path.length)});
        for (const int cell : m_path.cells) {
            recorder.setMark(cell, linkmarks::path);
            recorder.pushBack(MinTurnPathSequence, cell);
        }
    }
}

template<typename Rec>
const LinkPath &MinTurnSearch::find(const LinkBoard &board, int from, int to, Rec &recorder)
{
    constexpr bool traced = Rec::enabled;
    assert(to >= 0);
    begin(board, from, to, traced);
    if (from == to)
        return m_path;

    startLayer(0, recorder);
    bool straight = false;
    {
        NestedSteps<Rec> runs(recorder);
        for (int heading = 0; heading < 4; ++heading)
            straight = run<Rec, traced>(0, m_from, heading, 0, recorder) != 0 || straight;
    }
    if (straight) {
        setPath({m_from, m_to}, 0);
        showPath(MinTurnStraightCheckLine, recorder);
        return m_path;
    }

    findTargetLines();
    // A one-turn link needs layer 0 only; the trace shows layer 1 all the same, as the layer
    // in which the second tile is reached.
    if constexpr (traced) {
        startLayer(1, recorder);
        NestedSteps<Rec> runs(recorder);
        extend<Rec, true>(1, recorder);
    }
    if (linkThroughTargetLines(0)) {
        showPath(MinTurnOneTurnCheckLine, recorder);
        return m_path;
    }
    if constexpr (!traced)
        extend<Rec, false>(1, recorder);
    m_layersNeeded = 2;

    if constexpr (traced) {
        startLayer(2, recorder);
        NestedSteps<Rec> runs(recorder);
        extend<Rec, true>(2, recorder);
    }
    if (linkThroughTargetLines(1)) {
        showPath(MinTurnTwoTurnsCheckLine, recorder);
        return m_path;
    }
    recorder.step(MinTurnNoLinkStep, MinTurnNoLinkLine, to);
    if constexpr (traced)
        recorder.setStatus(QT_TRANSLATE_NOOP("Status", "no path of at most two turns joins the two tiles"));
    return m_path;
}

template const LinkPath &MinTurnSearch::find<NullRecorder>(const LinkBoard &, int, int, NullRecorder &);
template const LinkPath &MinTurnSearch::find<Recorder>(const LinkBoard &, int, int, Recorder &);

const LinkPath &MinTurnSearch::find(const LinkBoard &board, int from, int to)
{
    NullRecorder recorder;
    return find(board, from, to, recorder);
}

bool MinTurnSearch::canLink(const LinkBoard &board, int a, int b)
{
    return a != b && board.isTile(a) && board.kind(a) == board.kind(b) && find(board, a, b).linkable;
}

const std::vector<std::int8_t> &MinTurnSearch::reach(const LinkBoard &board, int from)
{
    begin(board, from, -1, true);
    NullRecorder recorder;
    for (int heading = 0; heading < 4; ++heading)
        run<NullRecorder, true>(0, m_from, heading, 0, recorder);
    for (int turns = 1; turns <= maxTurns; ++turns)
        extend<NullRecorder, true>(turns, recorder);
    m_layersNeeded = maxTurns + 1;
    m_reach.resize(std::size_t(board.cellCount()));
    for (int cell = 0; cell < board.cellCount(); ++cell)
        m_reach[std::size_t(cell)] = cell == from ? unreached : m_fewest[std::size_t(board.padded(cell))];
    return m_reach;
}

std::vector<int> MinTurnSearch::partners(const LinkBoard &board, int from)
{
    std::vector<int> found;
    const int kind = board.kind(from);
    if (kind == 0)
        return found;
    const std::vector<std::int8_t> &turns = reach(board, from);
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (cell != from && board.kind(cell) == kind && turns[std::size_t(cell)] != unreached)
            found.push_back(cell);
    }
    return found;
}

int MinTurnSearch::statesReached() const
{
    int states = 0;
    for (int layer = 0; layer < m_layersNeeded; ++layer)
        states += int(m_layers[std::size_t(layer)].states.size());
    return states;
}

} // namespace gridtrace
