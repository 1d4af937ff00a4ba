#pragma once

#include <QUndoCommand>

class QUndoStack;

namespace gridtrace {

// An undo command that can name itself again in the language just chosen: the Edit menu and
// the Edit History show its name, and a name given once would stay in the old language.
class DescribedCommand : public QUndoCommand
{
public:
    // The command's name in the current language.
    virtual QString describe() const = 0;

    void retranslate() { setText(describe()); }
    // Every command on the stack, and the commands they hold.
    static void retranslateAll(const QUndoStack &stack);
};

} // namespace gridtrace
