#pragma once

class QMainWindow;

namespace gridtrace {

// The width a window's widest row of stacked panels' tabs takes with every name whole (0 while
// no panels are stacked): a dock column that narrow or wider shows them all uncut.
int stackedTabsWidth(const QMainWindow &window);

} // namespace gridtrace
