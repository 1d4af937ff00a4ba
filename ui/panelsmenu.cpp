#include "panelsmenu.h"

#include <QAction>
#include <QDockWidget>
#include <QHash>
#include <QMenu>

namespace gridtrace {

void PanelsMenu::add(QMenu *menu, QDockWidget *dock)
{
    QAction *item = dock->toggleViewAction();
    menu->addAction(item);
    // Sent after the dock has named the action after its new title.
    QObject::connect(dock, &QWidget::windowTitleChanged, item, [item, dock] { item->setText(itemText(dock)); });
    item->setText(itemText(dock));
}

void PanelsMenu::retranslate(QMenu *menu)
{
    for (QAction *item : menu->actions()) {
        if (auto *dock = qobject_cast<QDockWidget *>(item->parent()); dock && item == dock->toggleViewAction())
            item->setText(itemText(dock));
    }
}

QString PanelsMenu::itemText(const QDockWidget *dock)
{
    const QString name = dock->objectName();
    // One letter each within the menu.
    if (name == u"algorithmDock")
        return tr("&Algorithm");
    if (name == u"pseudoCodeDock")
        return tr("&Pseudo-code");
    if (name == u"legendDock")
        return tr("&Legend");
    if (name == u"watchesDock")
        return tr("&Watches");
    if (name == u"inspectorDock")
        return tr("&Inspector");
    if (name == u"breakpointsDock")
        return tr("&Breakpoints");
    if (name == u"historyDock")
        return tr("&Edit History");
    if (name == u"logDock")
        return tr("L&og");
    if (name == u"bookmarksDock")
        return tr("Boo&kmarks");
    if (name == u"snakeDock")
        return tr("Play &Snake");
    if (name == u"duelDock")
        return tr("Play a &Duel");
    if (name == u"linkDock")
        return tr("Play Lia&nliankan");
    if (name == u"puzzleDock")
        return tr("Play a Sliding Pu&zzle");
    return dock->windowTitle();
}

} // namespace gridtrace
