#pragma once

// Lianliankan judged independently of the searches, for the game-logic tests: every path of
// at most three straight segments, without the searches' layers or padding; exhaustive
// clearing of tiny boards; and running a catalogue entry the way the window does.

#include "catalogue/catalogue.h"
#include "link/linkgame.h"
#include "link/linkgenerator.h"
#include "link/linksolver.h"
#include "trace/cursor.h"

#include <QRandomGenerator>
#include <QSet>

#include <algorithm>
#include <array>
#include <functional>
#include <optional>
#include <vector>

namespace gridtrace::linktest {

constexpr std::array<CellPos, 4> moves{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};

// The fewest turns of a path of at most three straight segments, and the fewest moves with
// those turns; every such path tried.
inline std::optional<std::pair<int, int>> bruteFewest(const LinkBoard &board, int from, int to)
{
    std::optional<std::pair<int, int>> best;
    if (from == to)
        return best;
    const CellPos target = board.pos(to);
    std::function<void(CellPos, int, int, int)> go = [&](CellPos at, int heading, int segments, int length) {
        for (int d = 0; d < 4; ++d) {
            if (heading >= 0 && (d == heading || d == (heading ^ 1)))
                continue;
            for (int k = 1;; ++k) {
                const CellPos c{at.x + k * moves[std::size_t(d)].x, at.y + k * moves[std::size_t(d)].y};
                if (!board.contains(c))
                    break;
                if (c == target) {
                    const std::pair<int, int> found{segments - 1, length + k};
                    if (!best || found < *best)
                        best = found;
                    break;
                }
                if (!board.isEmpty(board.index(c)))
                    break;
                if (segments < 3)
                    go(c, d, segments + 1, length + k);
            }
        }
    };
    go(board.pos(from), -1, 1, 0);
    return best;
}

// Whether a path of at most three straight segments through empty cells (the ring
// included) joins the two cells.
inline bool bruteLinks(const LinkBoard &board, int from, int to)
{
    return bruteFewest(board, from, to).has_value();
}

inline bool bruteCanLink(const LinkBoard &board, int a, int b)
{
    return board.isTile(a) && board.kind(a) == board.kind(b) && bruteLinks(board, a, b);
}

// Whether some order of removals clears the board: every linked pair tried at every step,
// positions that fail remembered by their cells' values.
inline bool bruteClears(LinkBoard &board, QSet<QByteArray> &dead)
{
    std::vector<int> tiles;
    QByteArray key;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        key.append(char(board.value(cell)));
        if (board.isTile(cell))
            tiles.push_back(cell);
    }
    if (tiles.empty())
        return true;
    if (dead.contains(key))
        return false;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        for (std::size_t j = i + 1; j < tiles.size(); ++j) {
            const int a = tiles[i];
            const int b = tiles[j];
            if (!bruteCanLink(board, a, b))
                continue;
            const std::uint8_t kind = board.value(a);
            board.setValue(a, LinkBoard::Empty);
            board.setValue(b, LinkBoard::Empty);
            const bool cleared = bruteClears(board, dead);
            board.setValue(a, kind);
            board.setValue(b, kind);
            if (cleared)
                return true;
        }
    }
    dead.insert(key);
    return false;
}

inline bool bruteClears(LinkBoard board)
{
    QSet<QByteArray> dead;
    return bruteClears(board, dead);
}

// Takes the pairs off in order, each a pair of one kind that the brute force links at its
// turn; the board left, or an error.
inline std::optional<LinkBoard> replayPairs(LinkBoard board, const std::vector<LinkPair> &pairs, QString *why)
{
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        const LinkPair &pair = pairs[i];
        if (!bruteCanLink(board, pair.first, pair.second)) {
            *why = QStringLiteral("pair %1 (cells %2 and %3) does not link at its turn").arg(i).arg(pair.first).arg(pair.second);
            return std::nullopt;
        }
        board.setValue(pair.first, LinkBoard::Empty);
        board.setValue(pair.second, LinkBoard::Empty);
    }
    return board;
}

// The tiles and where they lie: what a shuffle keeps.
struct TileSet
{
    std::array<int, LinkBoard::maxKind + 1> counts{};
    std::vector<int> cells;
    friend bool operator==(const TileSet &, const TileSet &) = default;
};

inline TileSet tilesOf(const LinkBoard &board)
{
    TileSet set;
    set.counts = board.kindCounts();
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.isTile(cell))
            set.cells.push_back(cell);
    }
    return set;
}

// A pair that the brute force links, or none, over every pair of one kind.
inline std::optional<LinkPair> bruteAnyPair(const LinkBoard &board)
{
    for (int a = 0; a < board.cellCount(); ++a) {
        for (int b = a + 1; b < board.cellCount(); ++b) {
            if (bruteCanLink(board, a, b))
                return LinkPair{a, b};
        }
    }
    return std::nullopt;
}

// A small board of pairs, walls and empty cells at random; kinds from 1 to `kinds`.
inline LinkBoard tinyBoard(QRandomGenerator &rng, int width, int height, int pairs, int kinds, int walls)
{
    LinkBoard board(width, height);
    std::vector<CellPos> cells;
    for (int y = 1; y <= height; ++y) {
        for (int x = 1; x <= width; ++x)
            cells.push_back({x, y});
    }
    for (std::size_t i = cells.size() - 1; i > 0; --i)
        std::swap(cells[i], cells[rng.bounded(quint32(i + 1))]);
    std::size_t next = 0;
    for (int p = 0; p < pairs; ++p) {
        const auto kind = std::uint8_t(rng.bounded(1, kinds + 1));
        board.setValue(cells[next++], kind);
        board.setValue(cells[next++], kind);
    }
    for (int w = 0; w < walls && next < cells.size(); ++w)
        board.setValue(cells[next++], LinkBoard::Wall);
    return board;
}

struct EntryRun
{
    Scenario scenario; // as prepared
    Trace trace;
    std::vector<Scene> scenes; // the recorder's scene at each position
    RunOutcome traced;
    RunOutcome untraced;
};

// What Catalogue::run does with an entry, for the entry before it is registered: parameters
// completed, the scenario prepared, a traced run with every scene observed, an untraced run.
inline EntryRun runEntry(const AlgorithmInfo &info, Scenario scenario)
{
    EntryRun run;
    QString error;
    const auto parameters = Parameters::complete(info.parameters, scenario.parameters, &error);
    if (!parameters) {
        run.traced.error = error;
        return run;
    }
    scenario.parameters = *parameters;
    error = info.prepareScenario(scenario);
    if (!error.isEmpty()) {
        run.traced.error = error;
        return run;
    }
    run.scenario = scenario;
    run.trace.header = scenario;
    run.trace.tables = info.tables();
    {
        Recorder recorder(run.trace);
        recorder.setStepObserver([&](int step, const Scene &scene) {
            if (std::size_t(step) == run.scenes.size())
                run.scenes.push_back(scene);
        });
        RunContext context;
        context.recorder = &recorder;
        run.traced = info.run(scenario, context);
        run.scenes.push_back(recorder.scene());
    }
    RunContext context;
    run.untraced = info.run(scenario, context);
    return run;
}

} // namespace gridtrace::linktest
