#include "boardlook.h"

#include "catalogue/catalogue.h"

namespace gridtrace {

namespace {

int sequence(const AlgorithmInfo &info, const char *id)
{
    for (qsizetype i = 0; i < info.sequences.size(); ++i) {
        if (qstrcmp(info.sequences[i].id, id) == 0)
            return int(i);
    }
    return -1;
}

} // namespace

BoardLook BoardLook::forAlgorithm(const QString &algorithmId)
{
    BoardLook look;
    const AlgorithmInfo *info = Catalogue::find(algorithmId);
    if (!info)
        return look;
    if (info->family == Family::Snake) {
        look.snakeBody = sequence(*info, "body");
        look.snakeShadow = sequence(*info, "shadow");
        look.cycle = sequence(*info, "cycle");
    } else if (info->family == Family::Duel) {
        look.snakeBody = sequence(*info, "snake-a");
        look.snakeRival = sequence(*info, "snake-b");
    }
    return look;
}

} // namespace gridtrace
