// A duel record (docs/duel.md), as "Open duel record" and the command line read it. A record
// that loads replays to the result it states, and saves and reloads unchanged.

#include "fuzzsupport.h"

#include "duel/duelrecord.h"

using namespace gridtrace;

GRIDTRACE_FUZZ_INITIALIZE

namespace {

bool sameRecord(const DuelRecord &a, const DuelRecord &b)
{
    return a.map == b.map && a.aSteps == b.aSteps && a.bSteps == b.bSteps && a.loser == b.loser
        && a.aBot == b.aBot && a.bBot == b.bBot && a.aFault == b.aFault && a.bFault == b.bFault && a.seed == b.seed;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QString error;
    const std::optional<DuelRecord> record = DuelRecord::fromJson(fuzz::bytes(data, size), &error);
    if (!record) {
        fuzz::requireError(error);
        return 0;
    }
    const std::optional<DuelGame> game = record->replay(&error);
    fuzz::require(game.has_value(), "a loaded record does not replay", error);
    fuzz::require(game->steps(DuelSide::A) == record->aSteps && game->steps(DuelSide::B) == record->bSteps,
                  "a loaded record replays other steps than it holds");
    fuzz::require(record->loser.isEmpty() || DuelRecord::loserOf(game->result()) == record->loser,
                  "a loaded record replays to another loser than it states");

    const std::optional<DuelRecord> again = DuelRecord::fromJson(record->toJson(), &error);
    fuzz::require(again.has_value(), "a loaded record, saved, does not load again", error);
    fuzz::require(sameRecord(*again, *record), "a loaded record, saved, loads as a different record");
    return 0;
}
