#include "bookmarkcommands.h"

#include <QLocale>

namespace gridtrace {

namespace {

std::optional<QString> captionAt(const BookmarkList *list, int position)
{
    const Bookmark *bookmark = list->at(position);
    return bookmark ? std::optional<QString>(bookmark->caption) : std::nullopt;
}

} // namespace

BookmarkCommand::BookmarkCommand(BookmarkList *list, int position, std::optional<QString> before,
                                 std::optional<QString> after)
    : m_list(list)
    , m_position(position)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
}

void BookmarkCommand::apply(const std::optional<QString> &caption)
{
    if (caption)
        m_list->set(Bookmark{m_position, *caption});
    else
        m_list->remove(m_position);
}

AddBookmarkCommand::AddBookmarkCommand(BookmarkList *list, const Bookmark &bookmark)
    : BookmarkCommand(list, bookmark.position, captionAt(list, bookmark.position), bookmark.caption)
{
    setText(describe());
}

EditCaptionCommand::EditCaptionCommand(BookmarkList *list, int position, const QString &caption)
    : BookmarkCommand(list, position, captionAt(list, position), caption)
{
    setText(describe());
}

RemoveBookmarkCommand::RemoveBookmarkCommand(BookmarkList *list, int position)
    : BookmarkCommand(list, position, captionAt(list, position), std::nullopt)
{
    setText(describe());
}

QString AddBookmarkCommand::describe() const
{
    return tr("Bookmark Step %1").arg(QLocale().toString(position()));
}

QString EditCaptionCommand::describe() const
{
    return tr("Caption of Step %1").arg(QLocale().toString(position()));
}

QString RemoveBookmarkCommand::describe() const
{
    return tr("Remove the Bookmark at Step %1").arg(QLocale().toString(position()));
}

} // namespace gridtrace
