#pragma once

#include <QCoreApplication>
#include <QString>

class QDockWidget;
class QMenu;

namespace gridtrace {

// View > Panels: an item per panel that shows or hides it, named with an Alt letter of its own.
// A dock names its toggle action after its title, which has no letter (a title bar and a tab
// show none) and which it sets again on every change of the title: the item's name follows.
class PanelsMenu
{
    Q_DECLARE_TR_FUNCTIONS(PanelsMenu)

public:
    static void add(QMenu *menu, QDockWidget *dock);
    // The items' names in the language now installed.
    static void retranslate(QMenu *menu);
    // The item's name of a panel, by the dock's object name; its title for a panel not listed.
    static QString itemText(const QDockWidget *dock);
};

} // namespace gridtrace
