#include "describedcommand.h"

#include <QUndoStack>

namespace gridtrace {

namespace {

void retranslateTree(QUndoCommand *command)
{
    if (auto *described = dynamic_cast<DescribedCommand *>(command))
        described->retranslate();
    for (int i = 0; i < command->childCount(); ++i)
        retranslateTree(const_cast<QUndoCommand *>(command->child(i)));
}

} // namespace

void DescribedCommand::retranslateAll(const QUndoStack &stack)
{
    // The stack hands out its commands const; renaming one changes nothing it undoes.
    for (int i = 0; i < stack.count(); ++i)
        retranslateTree(const_cast<QUndoCommand *>(stack.command(i)));
}

} // namespace gridtrace
