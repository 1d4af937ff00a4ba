#pragma once

class QWidget;

namespace gridtrace {

// The least width at which a window's title bar shows its title whole rather than ending it in
// "…": the title in a bold font of the application's size, which is how most window systems
// draw it, beside the window's icon and its buttons. For a small dialog whose fields are
// narrower than its title; the title must be set first, in the language shown.
int windowTitleWidth(const QWidget *window);

} // namespace gridtrace
