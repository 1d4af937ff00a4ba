#pragma once

class QWidget;

namespace gridtrace {

// Alt and a letter presses a button or reaches a field by its underlined letter; it never types.
// Qt's text boxes take an Alt+letter no shortcut wanted as text, so a user who pressed a letter
// the dialog does not have (or one of a panel the box's window cannot reach) found the letter
// written into the box. A box given to this types nothing for Alt+letter; the shortcuts of its
// window still come first, as they are matched before the box sees the key.
void keepAltLettersFromTyping(QWidget *textBox);
// The same for every text box of the application, the window's and its dialogs' alike (line
// edits, spin boxes, editable combo boxes, text edits), those made later too. Once is enough;
// a second call changes nothing.
void keepAltLettersFromTypingAnywhere();

} // namespace gridtrace
