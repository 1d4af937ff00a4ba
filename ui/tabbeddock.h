#pragma once

#include <QDockWidget>

namespace gridtrace {

// A dock whose tab, when it is stacked with others, carries a shorter name than its title bar:
// three panels stacked in the right column had their names cut short at 150% on a 1280 x 800
// screen. The tab (and its tooltip) shows the window title; the title bar the full title.
class TabbedDock : public QDockWidget
{
    Q_OBJECT

public:
    using QDockWidget::QDockWidget;

    void setTitles(const QString &title, const QString &tabName);
    QString fullTitle() const { return m_title; }

protected:
    void initStyleOption(QStyleOptionDockWidget *option) const override;

private:
    QString m_title;
};

} // namespace gridtrace
