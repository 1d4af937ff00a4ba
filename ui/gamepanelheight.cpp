#include "gamepanelheight.h"

#include <QDockWidget>
#include <QMainWindow>

#include <algorithm>

namespace gridtrace {

void giveGamePanelItsHeight(QMainWindow &window, QDockWidget *game)
{
    if (!game || !game->isVisible() || game->isFloating())
        return;
    int wanted = game->sizeHint().height() - game->height();
    if (wanted <= 0)
        return;
    // The panels sharing the game's column, one of each tab group (the one on top).
    const Qt::DockWidgetArea area = window.dockWidgetArea(game);
    QList<QDockWidget *> docks{game};
    QList<int> heights{game->height()};
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        if (dock == game || !dock->isVisible() || dock->isFloating() || window.dockWidgetArea(dock) != area
            || dock->visibleRegion().isEmpty())
            continue;
        // Side by side with the game rather than above or below it: no height to give.
        if (dock->x() >= game->x() + game->width() || game->x() >= dock->x() + dock->width())
            continue;
        docks << dock;
        heights << dock->height();
    }
    // The tallest give first, so no panel is squeezed while another keeps room to spare.
    for (int given = 1; wanted > 0 && given > 0;) {
        given = 0;
        int tallest = -1;
        for (int i = 1; i < docks.size(); ++i) {
            const int spare = heights[i] - docks[i]->minimumSizeHint().height();
            if (spare > 0 && (tallest < 0 || spare > heights[tallest] - docks[tallest]->minimumSizeHint().height()))
                tallest = i;
        }
        if (tallest < 0)
            break;
        // A few pixels at a time, so the panels left give in turn.
        given = std::min({wanted, heights[tallest] - docks[tallest]->minimumSizeHint().height(), 8});
        heights[tallest] -= given;
        heights[0] += given;
        wanted -= given;
    }
    window.resizeDocks(docks, heights, Qt::Vertical);
}

} // namespace gridtrace
