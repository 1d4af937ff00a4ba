#include "tabbeddock.h"

#include <QStyleOptionDockWidget>

namespace gridtrace {

void TabbedDock::setTitles(const QString &title, const QString &tabName)
{
    m_title = title;
    // The tab bar takes its names from the window titles.
    setWindowTitle(tabName);
    update();
}

void TabbedDock::initStyleOption(QStyleOptionDockWidget *option) const
{
    QDockWidget::initStyleOption(option);
    if (!m_title.isEmpty())
        option->title = m_title;
}

} // namespace gridtrace
