#include "docktabs.h"

#include <QMainWindow>
#include <QTabBar>

#include <algorithm>

namespace gridtrace {

int stackedTabsWidth(const QMainWindow &window)
{
    int widest = 0;
    // The main window makes one tab bar per place where panels are stacked, as its own child;
    // one it no longer needs is hidden, not deleted.
    for (const QTabBar *bar : window.findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
        if (bar->isHidden() || bar->count() < 2)
            continue;
        // Its tabs side by side with their names whole (its least size hint is of names ended
        // in "…").
        const int width = bar->sizeHint().width();
        widest = std::max(widest, width);
    }
    return widest;
}

} // namespace gridtrace
