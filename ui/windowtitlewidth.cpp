#include "windowtitlewidth.h"

#include <QApplication>
#include <QFontMetrics>
#include <QStyle>
#include <QWidget>

namespace gridtrace {

int windowTitleWidth(const QWidget *window)
{
    QFont font = QApplication::font();
    font.setBold(true);
    const int title = QFontMetrics(font).horizontalAdvance(window->windowTitle());
    // The icon and three buttons (minimize, maximize, close), each about as wide as the bar is
    // high, and a margin at either end.
    const int bar = window->style()->pixelMetric(QStyle::PM_TitleBarHeight, nullptr, window);
    return title + 5 * bar;
}

} // namespace gridtrace
