#include "gamepanelheight.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QPointer>
#include <QTimer>

#include <algorithm>

namespace gridtrace {

namespace {

// Watches a game's panel for a change of the height it needs (its layout asks again) and gives
// it that height at the next turn of the event loop, once the layout has settled.
class GamePanelHeightKeeper : public QObject
{
public:
    static constexpr const char *name = "gamePanelHeightKeeper";

    GamePanelHeightKeeper(QMainWindow &window, QDockWidget *game)
        : QObject(game), m_window(&window), m_game(game)
    {
        setObjectName(QString::fromLatin1(name));
        // A line that grows asks the layout it sits in again, the panel's own or the one kept
        // in sight below it: every layout of the panel is watched.
        for (QWidget *part : game->findChildren<QWidget *>()) {
            if (part->layout())
                part->installEventFilter(this);
        }
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LayoutRequest) {
            // Only a new need: giving what the column cannot spare again and again would
            // resize the panels in a loop.
            const int needed = m_game->sizeHint().height();
            if (needed != m_needed) {
                m_needed = needed;
                QTimer::singleShot(0, this, [this] {
                    if (m_window)
                        giveGamePanelItsHeight(*m_window, m_game);
                });
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QPointer<QMainWindow> m_window;
    QDockWidget *m_game;
    int m_needed = -1;
};

} // namespace

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

namespace gridtrace {

void keepGamePanelItsHeight(QMainWindow &window, QDockWidget *game)
{
    if (!game)
        return;
    if (!game->findChild<QObject *>(QString::fromLatin1(GamePanelHeightKeeper::name), Qt::FindDirectChildrenOnly))
        new GamePanelHeightKeeper(window, game);
    giveGamePanelItsHeight(window, game);
}

} // namespace gridtrace
