#include "bookmarklist.h"

#include <algorithm>

namespace gridtrace {

BookmarkList::BookmarkList(QObject *parent)
    : QObject(parent)
{
}

int BookmarkList::previousPosition(int position) const
{
    const Bookmark *before = bookmarkInForce(m_bookmarks, position - 1);
    return before ? before->position : -1;
}

int BookmarkList::nextPosition(int position) const
{
    const auto it = std::upper_bound(m_bookmarks.begin(), m_bookmarks.end(), position,
                                     [](int p, const Bookmark &bookmark) { return p < bookmark.position; });
    return it == m_bookmarks.end() ? -1 : it->position;
}

void BookmarkList::set(const Bookmark &bookmark)
{
    setBookmark(m_bookmarks, bookmark);
    updateModified();
    emit changed();
}

bool BookmarkList::remove(int position)
{
    if (!removeBookmark(m_bookmarks, position))
        return false;
    updateModified();
    emit changed();
    return true;
}

void BookmarkList::restore(Bookmarks bookmarks)
{
    if (bookmarks == m_bookmarks)
        return;
    m_bookmarks = std::move(bookmarks);
    updateModified();
    emit changed();
}

void BookmarkList::replaceAll(Bookmarks bookmarks)
{
    // Files written by hand may list them in any order; the window relies on the order.
    std::stable_sort(bookmarks.begin(), bookmarks.end(),
                     [](const Bookmark &a, const Bookmark &b) { return a.position < b.position; });
    bookmarks.erase(std::unique(bookmarks.begin(), bookmarks.end(),
                                [](const Bookmark &a, const Bookmark &b) { return a.position == b.position; }),
                    bookmarks.end());
    const bool same = bookmarks == m_bookmarks;
    m_bookmarks = std::move(bookmarks);
    setModified(false);
    if (!same)
        emit changed();
}

Bookmarks BookmarkList::keepWithin(int stepCount)
{
    const auto firstOut = std::upper_bound(m_bookmarks.begin(), m_bookmarks.end(), stepCount,
                                           [](int p, const Bookmark &bookmark) { return p < bookmark.position; });
    Bookmarks dropped(firstOut, m_bookmarks.end());
    if (dropped.empty())
        return dropped;
    m_bookmarks.erase(firstOut, m_bookmarks.end());
    updateModified();
    emit changed();
    return dropped;
}

void BookmarkList::setModified(bool modified)
{
    m_markedModified = modified;
    if (!modified)
        m_saved = m_bookmarks;
    updateModified();
}

void BookmarkList::setSaved(Bookmarks saved)
{
    m_saved = std::move(saved);
    updateModified();
}

void BookmarkList::updateModified()
{
    const bool modified = m_markedModified || m_bookmarks != m_saved;
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

} // namespace gridtrace
