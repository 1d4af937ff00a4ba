#pragma once

#include "minturnsearch.h"

#include <QtGlobal>

#include <atomic>
#include <cstdint>
#include <vector>

namespace gridtrace {

// One pair of tiles of one kind, queried by both searches: the fewest-turn link and the
// post's depth-first search (SeedLinkSearch).
struct LinkPairComparison
{
    // Each linked pair has exactly one of Same, AsGood, MoreTurns and Longer, so that they
    // add up to the pairs the min-turn search links.
    enum class Verdict : std::uint8_t {
        NoLink,    // neither search links the pair
        Same,      // the post's search takes the very same path
        AsGood,    // another path with as few turns and moves: a tie broken the other way
        MoreTurns, // the post's path turns more, whatever its length
        Longer,    // as many turns, more moves
        Mismatch,  // one links and the other does not: a bug, as both are exact on that
    };

    // Ring-board cells, as LinkPath's are, first < second. The query runs from first to
    // second: the post's search tries directions toward its target first, so the other
    // way round may take another path (the min-turn search finds the same either way).
    int first = -1;
    int second = -1;
    int kind = 0;
    LinkPath minTurn;
    LinkPath seed;
    // The post's own Python would never return on this query (SeedLinkResult::sourceLoops);
    // `seed` is what the port finds all the same.
    bool sourceLoops = false;
    quint64 seedPushes = 0;
    quint64 seedBacktracks = 0;
    int minTurnStates = 0; // MinTurnSearch::statesReached()

    Verdict verdict() const;
    // Worth a line where only differences are listed: another path, or a query on which
    // the post's code hangs even where the port's path is the same.
    bool differs() const;
};

struct LinkComparison
{
    // Every unordered pair of tiles of one kind, by first and then second cell.
    std::vector<LinkPairComparison> pairs;
    int linkable = 0; // pairs the min-turn search links
    // By verdict: same + asGood + moreTurns + longer == linkable while mismatches == 0.
    int same = 0;
    int asGood = 0;
    int moreTurns = 0;
    int longer = 0;
    int mismatches = 0;
    int sourceLoops = 0; // over every pair, whatever its verdict
    // Cancelled part-way: `pairs` and the counts cover the pairs compared before.
    bool cancelled = false;
};

// Both searches on every pair of same-kind tiles of the board, untraced. A board of 30 x 20
// tiles has a few tens of thousands of pairs at most unless it has very few kinds; the
// cancel flag is read between pairs and by the post's search as it goes.
LinkComparison compareLinkSearches(const LinkBoard &board, const std::atomic<bool> *cancel = nullptr);

} // namespace gridtrace
