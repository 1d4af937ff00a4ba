#pragma once

#include "mazecanvas.h"
#include "mazelattice.h"
#include "mazerandom.h"

#include "catalogue/algorithminfo.h"

#include <optional>
#include <vector>

namespace gridtrace {

// The last phase of every maze generator: a start or goal the lecturer placed on a wall is
// opened and joined to the maze, and the maze stays perfect (one way between any two cells).
//
// - The endpoint is joined by the shortest corridor of wall cells that touches the maze at
//   its far end only, preferring a last cell beside a single passage: then the corridor is a
//   dead end hanging off the maze (an endpoint beside one passage is simply opened).
// - When the corridor's end must touch two or more passages (an endpoint on a wall between
//   two rooms, or on a wall crossing with passages around it), it closes loops. Each loop is
//   cut at a random cell of it that is neither a room, an endpoint nor the corridor's end,
//   and has just the two passages of the loop beside it. Where no such cell exists (a
//   crossing beside a corner room), a cell of the loop is closed and what that cuts off is
//   rejoined through other walls (links, or the border where no link will do).
// - The repair is planned on a copy of the board, preferring cuts that need the fewest
//   bridges, and planned again with other random choices when it gets stuck. Should every
//   try fail, the first try's plan is used and a loop stays: stress runs over tens of
//   thousands of random endpoint pairs, down to 3 x 9 boards, never got there. The
//   endpoints are open and connected to the maze in every case.
//
// Every opening and closing is a traced step, so the viewer shows how the endpoint got in.
struct JoinSteps
{
    int openKind;
    int rerouteKind;
    int openLine;
    int rerouteLine;
};

// The step kinds and pseudo-code lines every generator appends for this phase.
inline constexpr StepKindInfo openEndpointStepKind{
    "open-endpoint", QT_TRANSLATE_NOOP("Catalogue", "Open an endpoint"), true};
inline constexpr StepKindInfo rerouteStepKind{
    "reroute", QT_TRANSLATE_NOOP("Catalogue", "Keep the maze perfect"), true};
inline constexpr const char *openEndpointLine =
    QT_TRANSLATE_NOOP("Catalogue", "open the start and goal, joining each to the maze");
inline constexpr const char *rerouteLine =
    QT_TRANSLATE_NOOP("Catalogue", "cut any loop that made, so the maze stays perfect");

template<typename Rec>
class EndpointJoiner
{
public:
    EndpointJoiner(MazeCanvas<Rec> &canvas, const MazeLattice &lattice, MazeRandom &random,
                   const JoinSteps &steps);

    void join(const std::optional<CellPos> &start, const std::optional<CellPos> &goal);

private:
    static constexpr std::uint8_t origin = 0xff;

    // One move of a loop repair: close `cut`, open `bridges` (none for a plain cut).
    struct Repair
    {
        CellPos cut;
        std::vector<CellPos> bridges;
    };

    void joinEndpoint(CellPos endpoint, const char *status);
    std::vector<CellPos> corridor(CellPos endpoint);
    bool planRepairs(CellPos junction, std::vector<Repair> *plan);
    std::vector<CellPos> findLoop(const Grid &board, CellPos junction);
    std::optional<Repair> cutLoop(const Grid &board, const std::vector<CellPos> &loop, CellPos junction,
                                  const std::vector<CellPos> &closed);
    bool relink(const Grid &board, CellPos cut, CellPos junction, const std::vector<CellPos> &closed,
                std::vector<CellPos> *bridges);
    bool isEndpoint(CellPos p) const;

    bool visited(CellPos p) const { return m_cameFrom[std::size_t(m_canvas.index(p))] != 0; }
    void visit(CellPos p, std::uint8_t from);
    void forgetVisits();
    // Cells from the search's origin to p.
    std::vector<CellPos> pathTo(CellPos p) const;
    void flood(const Grid &board, CellPos from);

    MazeCanvas<Rec> &m_canvas;
    const MazeLattice &m_lattice;
    MazeRandom &m_random;
    JoinSteps m_steps;
    // Searches' scratch: the direction each visited cell was entered by (0 = unvisited).
    std::vector<std::uint8_t> m_cameFrom;
    std::vector<int> m_visited;
    std::vector<CellPos> m_endpoints;
};

} // namespace gridtrace
