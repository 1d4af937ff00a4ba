#include "legendrows.h"

#include "boardlook.h"
#include "snakepainter.h"
#include "tilepainter.h"

#include "catalogue/catalogue.h"

#include <QCoreApplication>

namespace gridtrace {

namespace {

constexpr int terrainWeights = 9;

// The legend's own words, translated where the window's Legend has always had them.
QString legendText(const char *text)
{
    return QCoreApplication::translate("gridtrace::LegendDock", text);
}

} // namespace

std::vector<LegendRow> LegendRows::marks(const AlgorithmInfo &info, const Palette &palette,
                                         const std::optional<std::bitset<markCount>> &shown)
{
    std::vector<LegendRow> rows;
    // A head drawn as a disc shows in the disc's colour, as the board paints it.
    const SnakePainter snakes(palette);
    const BoardLook look = BoardLook::forAlgorithm(info.id);
    for (const LegendEntry &entry : info.legend) {
        if (shown && !shown->test(std::size_t(entry.mark)))
            continue;
        rows.push_back({markId(entry.mark),
                        {snakes.shownColour(entry.mark, look).value_or(palette.mark(entry.mark))},
                        entry.name ? Catalogue::text(entry.name) : QCoreApplication::translate("Mark", markName(entry.mark)),
                        entry.meaning ? Catalogue::text(entry.meaning) : QString()});
    }
    return rows;
}

std::vector<LegendRow> LegendRows::board(const AlgorithmInfo *info, const Palette &palette, bool live,
                                         bool traceCrashes)
{
    std::vector<LegendRow> rows;
    const bool terrain = !info || info->usesTerrain;
    if (terrain)
        rows.push_back({QStringLiteral("wall"), {palette.wall()}, legendText(QT_TRANSLATE_NOOP("gridtrace::LegendDock", "Wall")),
                        legendText(QT_TRANSLATE_NOOP("gridtrace::LegendDock", "A blocked cell: nothing enters it"))});
    // A duel's loser lies on what it ran into, in a replay too; a snake played in the window, or
    // traced to its death, dies where its head stands. Either head is drawn crashed
    // (SnakePainter::paintCrash()).
    if (info && (info->family == Family::Duel || (live && info->family == Family::Snake) || (!live && traceCrashes)))
        rows.push_back({crashId(), {SnakePainter(palette).crashColour()},
                        legendText(QT_TRANSLATE_NOOP("gridtrace::LegendDock", "Crash")),
                        legendText(QT_TRANSLATE_NOOP("gridtrace::LegendDock", "A snake's head that ran into a wall or a body: its game is over"))});
    // A puzzle or a duel has no start or goal: rows for them would name cells never shown; nor
    // does a live game's board draw them. Lianliankan links two tiles: its endpoints are the
    // tiles picked, not a search's start and goal.
    const bool tiles = info && info->family == Family::Link;
    if (!live && (!info || info->needsStart || info->usesOptionalEndpoints)) {
        if (tiles)
            rows.push_back({QStringLiteral("start"), {palette.start()}, legendText(QT_TRANSLATE_NOOP("gridtrace::LegendDock", "First tile")),
                            legendText(QT_TRANSLATE_NOOP("gridtrace::LegendDock", "The tile picked first: the link is looked for from it"))});
        else
            rows.push_back({QStringLiteral("start"), {palette.start()}, legendText(QT_TRANSLATE_NOOP("gridtrace::LegendDock", "Start")),
                            legendText(QT_TRANSLATE_NOOP("gridtrace::LegendDock", "Where the search starts"))});
    }
    if (!live && (!info || info->needsGoal || info->usesOptionalEndpoints)) {
        if (tiles)
            rows.push_back({QStringLiteral("goal"), {palette.goal()}, legendText(QT_TRANSLATE_NOOP("gridtrace::LegendDock", "Second tile")),
                            legendText(QT_TRANSLATE_NOOP("gridtrace::LegendDock", "The tile to link with the first"))});
        else
            rows.push_back({QStringLiteral("goal"), {palette.goal()}, legendText(QT_TRANSLATE_NOOP("gridtrace::LegendDock", "Goal")),
                            legendText(QT_TRANSLATE_NOOP("gridtrace::LegendDock", "The cell the search is looking for"))});
    }
    // A sliding puzzle's trace draws its tiles and the blank, whatever marks its solver adds (the
    // fewest-moves search adds none). A live game lists them in its own words.
    if (!live && info && info->family == Family::Puzzle) {
        const TilePainter painter(palette);
        // The faces take a hue a number: a few of them stand for all.
        QList<QColor> faces;
        for (int value = 1; value <= 6; ++value)
            faces << painter.faceColour(value);
        rows.push_back({QStringLiteral("tile"), faces, legendText(QT_TRANSLATE_NOOP("gridtrace::LegendDock", "Tile")),
                        legendText(QT_TRANSLATE_NOOP("gridtrace::LegendDock", "A numbered tile; the solver's moves slide tiles into the blank"))});
        rows.push_back({QStringLiteral("blank"), {palette.terrain(1)}, legendText(QT_TRANSLATE_NOOP("gridtrace::LegendDock", "Blank")),
                        legendText(QT_TRANSLATE_NOOP("gridtrace::LegendDock", "The empty square: a tile next to it slides into it"))});
    }
    // A duel and a Lianliankan search read only walls: a cell's cost means nothing on their boards.
    const bool costs = terrain && !(info && (info->family == Family::Duel || info->family == Family::Link));
    if (costs && !live) {
        QList<QColor> weights;
        for (int weight = 1; weight <= terrainWeights; ++weight)
            weights << palette.terrain(std::uint8_t(weight));
        rows.push_back({QStringLiteral("terrain"), weights, legendText(QT_TRANSLATE_NOOP("gridtrace::LegendDock", "Terrain 1–9")),
                        legendText(QT_TRANSLATE_NOOP("gridtrace::LegendDock", "The cost of entering a cell: 1 (left) to 9 (right)"))});
    }
    return rows;
}

} // namespace gridtrace
