#include "bookmark.h"

#include <algorithm>

namespace gridtrace {

namespace {

Bookmarks::const_iterator firstAtOrAfter(const Bookmarks &bookmarks, int position)
{
    return std::lower_bound(bookmarks.begin(), bookmarks.end(), position,
                            [](const Bookmark &bookmark, int p) { return bookmark.position < p; });
}

} // namespace

const Bookmark *bookmarkAt(const Bookmarks &bookmarks, int position)
{
    const auto it = firstAtOrAfter(bookmarks, position);
    return it != bookmarks.end() && it->position == position ? &*it : nullptr;
}

const Bookmark *bookmarkInForce(const Bookmarks &bookmarks, int position)
{
    const auto it = firstAtOrAfter(bookmarks, position + 1);
    return it == bookmarks.begin() ? nullptr : &*std::prev(it);
}

void setBookmark(Bookmarks &bookmarks, const Bookmark &bookmark)
{
    const auto it = firstAtOrAfter(bookmarks, bookmark.position);
    if (it != bookmarks.end() && it->position == bookmark.position)
        bookmarks[std::size_t(it - bookmarks.begin())] = bookmark;
    else
        bookmarks.insert(it, bookmark);
}

bool removeBookmark(Bookmarks &bookmarks, int position)
{
    const auto it = firstAtOrAfter(bookmarks, position);
    if (it == bookmarks.end() || it->position != position)
        return false;
    bookmarks.erase(it);
    return true;
}

} // namespace gridtrace
