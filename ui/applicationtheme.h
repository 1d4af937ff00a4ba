#pragma once

#include "palette.h"

namespace gridtrace {

// The whole window follows the board's theme: in the dark theme every panel, the timeline and
// the log take a dark palette in the Fusion style, which draws from the palette alone (a
// desktop style may keep its own light colours); the light theme gives back the desktop's
// style and colours. The dark theme's file dialogs are Qt's own, in its palette, rather than the
// desktop's, which keep the desktop's colours. Does nothing outside a QApplication.
void applyApplicationTheme(Palette::Theme theme);

} // namespace gridtrace
