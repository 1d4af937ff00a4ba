#pragma once

class QDockWidget;
class QMainWindow;

namespace gridtrace {

// Gives a game's panel the height to show all its rows, taken from the panels above and below it
// in its column down to their least heights: what a player sets or presses first (the size, the
// driver, the players, Undo) was otherwise below the dock's fold on a 1280 x 800 screen.
void giveGamePanelItsHeight(QMainWindow &window, QDockWidget *game);

} // namespace gridtrace
