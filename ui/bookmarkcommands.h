#pragma once

#include "bookmarklist.h"
#include "describedcommand.h"

#include <QCoreApplication>

#include <optional>

namespace gridtrace {

// The undo commands that edit the window's bookmarks. They share the board's undo stack, so
// Edit > Undo takes back the last change whichever it was; they touch only the bookmark list,
// never the board, so undoing one does not make the trace stale.
class BookmarkCommand : public DescribedCommand
{
public:
    void undo() override { apply(m_before); }
    void redo() override { apply(m_after); }

    int position() const { return m_position; }

protected:
    // A caption of nullopt means no bookmark at the position.
    BookmarkCommand(BookmarkList *list, int position, std::optional<QString> before,
                    std::optional<QString> after);

private:
    void apply(const std::optional<QString> &caption);

    BookmarkList *m_list;
    int m_position;
    std::optional<QString> m_before;
    std::optional<QString> m_after;
};

class AddBookmarkCommand : public BookmarkCommand
{
    Q_DECLARE_TR_FUNCTIONS(AddBookmarkCommand)

public:
    AddBookmarkCommand(BookmarkList *list, const Bookmark &bookmark);
    QString describe() const override;
};

class EditCaptionCommand : public BookmarkCommand
{
    Q_DECLARE_TR_FUNCTIONS(EditCaptionCommand)

public:
    EditCaptionCommand(BookmarkList *list, int position, const QString &caption);
    QString describe() const override;
};

class RemoveBookmarkCommand : public BookmarkCommand
{
    Q_DECLARE_TR_FUNCTIONS(RemoveBookmarkCommand)

public:
    RemoveBookmarkCommand(BookmarkList *list, int position);
    QString describe() const override;
};

} // namespace gridtrace
