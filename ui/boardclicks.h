#pragma once

#include "grid/cellpos.h"

#include <optional>

class QEvent;
class QObject;

namespace gridtrace {

// For a game played on a GridView through an event filter: which board cell a plain click hit.
// A press of the left button alone is a click; with a modifier, another button or Space held
// it is the view's (Space with the left button pans), and a double click is the second press
// of a click already taken.
class BoardClicks
{
public:
    struct Click
    {
        bool onBoard = false;          // a plain press or double click on a cell: the game's event
        std::optional<CellPos> cell;   // the cell of a press; none for the double click
    };

    // Feed every event the filter sees (watched: the view or a widget inside it).
    Click take(QObject *watched, QEvent *event);

private:
    bool m_spaceHeld = false;
};

} // namespace gridtrace
