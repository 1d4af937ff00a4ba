#include "linkcomparison.h"

#include "seedlinksearch.h"

namespace gridtrace {

LinkPairComparison::Verdict LinkPairComparison::verdict() const
{
    if (minTurn.linkable != seed.linkable)
        return Verdict::Mismatch;
    if (!minTurn.linkable)
        return Verdict::NoLink;
    if (seed.cells == minTurn.cells)
        return Verdict::Same;
    if (seed.turns != minTurn.turns)
        return Verdict::MoreTurns;
    if (seed.length != minTurn.length)
        return Verdict::Longer;
    return Verdict::AsGood;
}

bool LinkPairComparison::differs() const
{
    const Verdict v = verdict();
    return sourceLoops || (v != Verdict::Same && v != Verdict::NoLink);
}

LinkComparison compareLinkSearches(const LinkBoard &board, const std::atomic<bool> *cancel)
{
    LinkComparison comparison;
    if (board.isNull())
        return comparison;
    std::array<std::vector<int>, LinkBoard::maxKind + 1> tilesOfKind;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.isTile(cell))
            tilesOfKind[std::size_t(board.kind(cell))].push_back(cell);
    }
    std::size_t pairCount = 0;
    for (const std::vector<int> &tiles : tilesOfKind) {
        if (tiles.size() > 1)
            pairCount += tiles.size() * (tiles.size() - 1) / 2;
    }
    comparison.pairs.reserve(pairCount);

    MinTurnSearch minTurn; // one object for every query: it keeps its buffers
    NullRecorder recorder;
    SeedLinkSearch<NullRecorder> seed(recorder, cancel);
    std::array<std::size_t, LinkBoard::maxKind + 1> seen{}; // by kind: its tiles up to this cell
    for (int first = 0; first < board.cellCount(); ++first) {
        if (!board.isTile(first))
            continue;
        const int kind = board.kind(first);
        const std::vector<int> &tiles = tilesOfKind[std::size_t(kind)];
        for (std::size_t j = ++seen[std::size_t(kind)]; j < tiles.size(); ++j) {
            if (cancel && cancel->load(std::memory_order_relaxed)) {
                comparison.cancelled = true;
                return comparison;
            }
            const int second = tiles[j];
            const SeedLinkResult &found = seed.find(board, first, second);
            if (found.cancelled) {
                comparison.cancelled = true;
                return comparison;
            }
            LinkPairComparison &pair = comparison.pairs.emplace_back();
            pair.first = first;
            pair.second = second;
            pair.kind = kind;
            pair.seed = found.path;
            pair.sourceLoops = found.sourceLoops;
            pair.seedPushes = found.pushes;
            pair.seedBacktracks = found.backtracks;
            pair.minTurn = minTurn.find(board, first, second);
            pair.minTurnStates = minTurn.statesReached();

            comparison.linkable += pair.minTurn.linkable;
            comparison.sourceLoops += pair.sourceLoops;
            switch (pair.verdict()) {
            case LinkPairComparison::Verdict::NoLink:
                break;
            case LinkPairComparison::Verdict::Same:
                ++comparison.same;
                break;
            case LinkPairComparison::Verdict::AsGood:
                ++comparison.asGood;
                break;
            case LinkPairComparison::Verdict::MoreTurns:
                ++comparison.moreTurns;
                break;
            case LinkPairComparison::Verdict::Longer:
                ++comparison.longer;
                break;
            case LinkPairComparison::Verdict::Mismatch:
                ++comparison.mismatches;
                break;
            }
        }
    }
    return comparison;
}

} // namespace gridtrace
