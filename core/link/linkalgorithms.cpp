#include "linkalgorithms.h"

#include "linksolver.h"
#include "minturnsearch.h"
#include "seedlinksearch.h"

#include <QCoreApplication>
#include <QVariantList>

namespace gridtrace {

namespace {

// Repeated queries in a window or a benchmark reuse the search's buffers.
class LinkWorkspace : public Workspace
{
public:
    MinTurnSearch search;
};

struct LinkQuery
{
    LinkBoard board;
    int from = -1;
    int to = -1;
};

std::optional<LinkQuery> linkQuery(const Scenario &scenario, QString *error)
{
    auto board = LinkBoard::fromScenario(scenario, error);
    if (!board)
        return std::nullopt;
    LinkQuery query{std::move(*board), 0, 0};
    query.from = query.board.index(*scenario.start);
    query.to = query.board.index(*scenario.goal);
    if (!query.board.isTile(query.from)) {
        *error = QCoreApplication::translate("Catalogue", "the start holds no tile: a link joins two tiles");
        return std::nullopt;
    }
    if (!query.board.isTile(query.to)) {
        *error = QCoreApplication::translate("Catalogue", "the goal holds no tile: a link joins two tiles");
        return std::nullopt;
    }
    return query;
}

// The board as the window draws it, in the initial scene: every tile, the two to link marked.
template<typename Rec>
void showBoard(Rec &recorder, const LinkQuery &query)
{
    if constexpr (Rec::enabled) {
        for (int cell = 0; cell < query.board.cellCount(); ++cell) {
            if (query.board.isTile(cell))
                recorder.setTile(cell, query.board.kind(cell));
        }
        recorder.setMark(query.from, linkmarks::tiles);
        recorder.setMark(query.to, linkmarks::tiles);
    }
}

// Why the game's rules refuse the pair before any search, or nothing.
std::optional<QString> refusal(const LinkQuery &query)
{
    if (query.from == query.to)
        return QCoreApplication::translate("Catalogue", "the start and the goal are the same tile, which never links with itself");
    if (query.board.kind(query.from) != query.board.kind(query.to))
        return QCoreApplication::translate("Catalogue", "the two tiles are of different kinds (%1 and %2) and never link")
            .arg(query.board.kind(query.from)).arg(query.board.kind(query.to));
    return std::nullopt;
}

void report(RunOutcome &outcome, const LinkBoard &board, const LinkPath &path)
{
    outcome.found = path.linkable;
    outcome.cost = path.linkable ? path.turns : 0;
    QVariantList cells;
    for (const int cell : path.cells) {
        const CellPos p = board.pos(cell);
        outcome.path.push_back(p);
        const CellPos tile = LinkBoard::toTile(p);
        cells.append(QVariant(QVariantList{tile.x, tile.y}));
    }
    outcome.facts = {
        {QStringLiteral("linkable"), path.linkable},
        {QStringLiteral("turns"), path.linkable ? QVariant(path.turns) : QVariant()},
        {QStringLiteral("length"), path.linkable ? QVariant(path.length) : QVariant()},
        {QStringLiteral("path"), cells},
    };
}

template<typename Rec>
RunOutcome runMinTurn(const Scenario &scenario, RunContext &context, Rec &recorder)
{
    RunOutcome outcome;
    const auto query = linkQuery(scenario, &outcome.error);
    if (!query)
        return outcome;
    showBoard(recorder, *query);
    if (const auto why = refusal(*query)) {
        recorder.step(MinTurnNoLinkStep, MinTurnNoLinkLine, query->to);
        if constexpr (Rec::enabled)
            recorder.setStatus(QT_TRANSLATE_NOOP("Status", "the game's rules refuse these two tiles"));
        outcome.notes << *why;
        report(outcome, query->board, LinkPath());
        return outcome;
    }
    MinTurnSearch &search = context.workspace<LinkWorkspace>().search;
    const LinkPath &path = search.find(query->board, query->from, query->to, recorder);
    outcome.expansions = quint64(search.statesReached());
    report(outcome, query->board, path);
    return outcome;
}

template<typename Rec>
RunOutcome runSeed(const Scenario &scenario, RunContext &context, Rec &recorder)
{
    RunOutcome outcome;
    const auto query = linkQuery(scenario, &outcome.error);
    if (!query)
        return outcome;
    showBoard(recorder, *query);
    if (const auto why = refusal(*query)) {
        recorder.step(SeedNoLinkStep, query->from == query->to ? SeedSameCellLine : SeedNoLinkLine, query->to);
        if constexpr (Rec::enabled)
            recorder.setStatus(QT_TRANSLATE_NOOP("Status", "the game's rules refuse these two tiles"));
        outcome.notes << *why;
        report(outcome, query->board, LinkPath());
        return outcome;
    }
    SeedLinkSearch<Rec> search(recorder, context.cancel);
    const SeedLinkResult &result = search.find(query->board, query->from, query->to);
    outcome.cancelled = result.cancelled;
    outcome.expansions = result.pushes;
    report(outcome, query->board, result.path);
    if (result.sourceLoops) {
        const CellPos tile = LinkBoard::toTile(query->board.pos(result.loopCell));
        outcome.notes << QCoreApplication::translate("Catalogue", "the source's own code never returns on this board: a fourth direction stepped back "
                            "onto its path at (%1,%2) and cleared that cell's directions, so it tries them again "
                            "and again; this port goes on with the directions left")
                             .arg(tile.x).arg(tile.y);
    }
    return outcome;
}

RunOutcome runMinTurnEntry(const Scenario &scenario, RunContext &context)
{
    if (context.recorder)
        return runMinTurn(scenario, context, *context.recorder);
    NullRecorder recorder;
    return runMinTurn(scenario, context, recorder);
}

RunOutcome runSeedEntry(const Scenario &scenario, RunContext &context)
{
    if (context.recorder)
        return runSeed(scenario, context, *context.recorder);
    NullRecorder recorder;
    return runSeed(scenario, context, recorder);
}

AlgorithmInfo linkEntry()
{
    AlgorithmInfo info;
    info.family = Family::Link;
    info.frontier = Frontier::None;
    info.needsStart = true; // the first tile
    info.needsGoal = true;  // the second
    info.prepareScenario = prepareLinkScenario;
    return info;
}

} // namespace

AlgorithmInfo linkMinTurnAlgorithm()
{
    AlgorithmInfo info = linkEntry();
    info.id = QStringLiteral("link-min-turn");
    info.name = QT_TRANSLATE_NOOP("Catalogue", "Lianliankan: the link with the fewest turns");
    info.summary = QT_TRANSLATE_NOOP("Catalogue",
        "Joins two tiles of one kind by a path through empty cells, the ring round the board "
        "included, of at most two turns: the fewest turns, and of those the shortest. Searches "
        "by turns: first every cell in a straight line from the first tile, then every cell one "
        "turn away, then two, keeping the shortest way to each cell and heading.");
    info.pseudoCode = {
        QT_TRANSLATE_NOOP("Catalogue", "from the first tile, go straight each way while the cells are empty: reached with 0 turns"),
        QT_TRANSLATE_NOOP("Catalogue", "    the second tile at the end of one of those lines: linked, no turn"),
        QT_TRANSLATE_NOOP("Catalogue", "from every cell reached with 0 turns, go straight to both sides: reached with 1 turn, the shortest way to each cell and heading kept"),
        QT_TRANSLATE_NOOP("Catalogue", "    the second tile in line with a cell reached with 0 turns: linked with 1 turn"),
        QT_TRANSLATE_NOOP("Catalogue", "from every cell reached with 1 turn, go straight to both sides: reached with 2 turns"),
        QT_TRANSLATE_NOOP("Catalogue", "    the second tile in line with a cell reached with 1 turn: linked with 2 turns, by the shortest such way"),
        QT_TRANSLATE_NOOP("Catalogue", "otherwise the two tiles do not link"),
    };
    info.legend = {
        {linkmarks::tiles, QT_TRANSLATE_NOOP("Catalogue", "The two tiles to link"), QT_TRANSLATE_NOOP("Catalogue", "Tiles to link")},
        {linkmarks::turns0, QT_TRANSLATE_NOOP("Catalogue", "Reached in a straight line (0 turns)"), QT_TRANSLATE_NOOP("Catalogue", "0 turns")},
        {linkmarks::turns1, QT_TRANSLATE_NOOP("Catalogue", "Reached with 1 turn at fewest"), QT_TRANSLATE_NOOP("Catalogue", "1 turn")},
        {linkmarks::turns2, QT_TRANSLATE_NOOP("Catalogue", "Reached with 2 turns at fewest"), QT_TRANSLATE_NOOP("Catalogue", "2 turns")},
        {linkmarks::path, QT_TRANSLATE_NOOP("Catalogue", "The link"), QT_TRANSLATE_NOOP("Catalogue", "Link")},
    };
    info.labels = {{"length", QT_TRANSLATE_NOOP("Catalogue", "Moves from the first tile, on the fewest turns")}};
    info.sequences = {{"path", QT_TRANSLATE_NOOP("Catalogue", "Link")}};
    info.counters = {
        {"turns", QT_TRANSLATE_NOOP("Catalogue", "Turns")},
        {"reached", QT_TRANSLATE_NOOP("Catalogue", "Cells reached")},
    };
    info.stepKinds = {
        {"layer", QT_TRANSLATE_NOOP("Catalogue", "Reach the cells one more turn away")},
        {"run", QT_TRANSLATE_NOOP("Catalogue", "Go straight from a cell")},
        {"linked", QT_TRANSLATE_NOOP("Catalogue", "Linked"), true},
        {"no-link", QT_TRANSLATE_NOOP("Catalogue", "No link"), true},
    };
    info.run = runMinTurnEntry;
    return info;
}

namespace {

AlgorithmInfo seedEntry()
{
    AlgorithmInfo info = linkEntry();
    info.id = QStringLiteral("link-seed-003");
    info.name = QT_TRANSLATE_NOOP("Catalogue", "Lianliankan: the post's depth-first search (seed 003)");
    info.summary = QT_TRANSLATE_NOOP("Catalogue",
        "The link() of the seed-003 post, step for step: a depth-first search from the first "
        "tile that tries the direction toward the second tile first, x before y, never straight "
        "back, counts the first move and every turn as a change of direction and steps back when "
        "the count reaches four. It takes the first path it finds, which need not have the fewest "
        "turns. Where the post's code would loop for ever, the port goes on and says so.");
    info.pseudoCode = {
        QT_TRANSLATE_NOOP("Catalogue", "if source = target: no link"),
        QT_TRANSLATE_NOOP("Catalogue", "current = source; path = empty; change = 0"),
        QT_TRANSLATE_NOOP("Catalogue", "loop:"),
        QT_TRANSLATE_NOOP("Catalogue", "    if current = target and change < 4: linked, return path + target"),
        QT_TRANSLATE_NOOP("Catalogue", "    if change = 4: forget current's directions; current = pop(path); change -= current.changed"),
        QT_TRANSLATE_NOOP("Catalogue", "    direction = current.forward(): its next of [x toward, y toward, x away, y away], never back, onto an empty cell or the target"),
        QT_TRANSLATE_NOOP("Catalogue", "    if there is one: change += current.changed (1 for the first move and for a turn); push current; current = the cell there"),
        QT_TRANSLATE_NOOP("Catalogue", "    else if change = 0: no link"),
        QT_TRANSLATE_NOOP("Catalogue", "    else: forget current's directions; current = pop(path); change -= current.changed"),
    };
    info.legend = {
        {linkmarks::tiles, QT_TRANSLATE_NOOP("Catalogue", "The two tiles to link"), QT_TRANSLATE_NOOP("Catalogue", "Tiles to link")},
        {linkmarks::stack, QT_TRANSLATE_NOOP("Catalogue", "On the path being tried"), QT_TRANSLATE_NOOP("Catalogue", "Being tried")},
        {linkmarks::backtracked, QT_TRANSLATE_NOOP("Catalogue", "Given up"), QT_TRANSLATE_NOOP("Catalogue", "Given up")},
        {linkmarks::path, QT_TRANSLATE_NOOP("Catalogue", "The link found"), QT_TRANSLATE_NOOP("Catalogue", "Link")},
    };
    info.sequences = {
        {"stack", QT_TRANSLATE_NOOP("Catalogue", "Path being tried")},
        {"path", QT_TRANSLATE_NOOP("Catalogue", "Link")},
    };
    info.counters = {
        {"change", QT_TRANSLATE_NOOP("Catalogue", "Directions (the post's change)")},
        {"pushes", QT_TRANSLATE_NOOP("Catalogue", "Cells pushed")},
        {"backtracks", QT_TRANSLATE_NOOP("Catalogue", "Steps back")},
    };
    info.stepKinds = {
        {"push", QT_TRANSLATE_NOOP("Catalogue", "Go on to a cell")},
        {"fourth", QT_TRANSLATE_NOOP("Catalogue", "A fourth direction: back"), true},
        {"backtrack", QT_TRANSLATE_NOOP("Catalogue", "No direction left: back"), true},
        {"linked", QT_TRANSLATE_NOOP("Catalogue", "Linked"), true},
        {"no-link", QT_TRANSLATE_NOOP("Catalogue", "No link"), true},
    };
    info.run = runSeedEntry;
    return info;
}

} // namespace

QString prepareLinkScenario(Scenario &scenario)
{
    if (!scenario.tiles.empty()) {
        QString error;
        return LinkBoard::fromScenario(scenario, &error) ? QString() : error;
    }
    Grid &grid = scenario.board;
    // Missing endpoints, or endpoints off the board or on walls, are the catalogue's to report.
    for (const auto &endpoint : {scenario.start, scenario.goal}) {
        if (!endpoint || !grid.contains(*endpoint) || grid.isWall(*endpoint))
            return {};
    }
    if (const QString why = LinkBoard::gridSizeError(grid.width(), grid.height()); !why.isEmpty())
        return why;
    const auto onRing = [&](CellPos p) {
        return p.x == 0 || p.y == 0 || p.x == grid.width() - 1 || p.y == grid.height() - 1;
    };
    if (onRing(*scenario.start) || onRing(*scenario.goal))
        return QCoreApplication::translate("Catalogue", "the start and the goal become the two tiles, so they must lie inside the ring of empty cells round the board");
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        const CellPos p = grid.pos(cell);
        if (onRing(p) || !grid.isWall(p))
            grid.setWeight(p, Grid::MinWeight);
    }
    scenario.tiles.assign(std::size_t(grid.cellCount()), 0);
    scenario.tiles[std::size_t(grid.index(*scenario.start))] = 1;
    scenario.tiles[std::size_t(grid.index(*scenario.goal))] = 1;
    return {};
}

QList<AlgorithmInfo> linkAlgorithms()
{
    return {linkMinTurnAlgorithm(), seedEntry(), linkSolveAlgorithm()};
}

} // namespace gridtrace
