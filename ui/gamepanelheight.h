#pragma once

class QDockWidget;
class QMainWindow;

namespace gridtrace {

// Gives a game's panel the height to show all its rows, taken from the panels above and below it
// in its column down to their least heights: what a player sets or presses first (the size, the
// driver, the players, Undo) was otherwise below the dock's fold on a 1280 x 800 screen.
void giveGamePanelItsHeight(QMainWindow &window, QDockWidget *game);

// The same as the game opens, and again whenever the panel comes to need more height while it
// is played: a status grown by a line (a player changed after a duel's end) would otherwise
// push the rows above it half under the fold.
void keepGamePanelItsHeight(QMainWindow &window, QDockWidget *game);

} // namespace gridtrace
