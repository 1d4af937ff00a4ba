#pragma once

#include <QString>

#include <vector>

namespace gridtrace {

// A step a lecturer marked, with what to say about it. `position` is a cursor position (the
// "Step n of m" the window shows): 0 is the initial scene, stepCount() the end. The caption is
// plain text in any language, lines separated by '\n'.
struct Bookmark
{
    static constexpr int maxCaptionLength = 2000;

    int position = 0;
    QString caption;

    friend bool operator==(const Bookmark &, const Bookmark &) = default;
};

// A trace's bookmarks: sorted by position, at most one per position.
using Bookmarks = std::vector<Bookmark>;

// The bookmark at a position, or null.
const Bookmark *bookmarkAt(const Bookmarks &bookmarks, int position);
// The bookmark in force at a position: the last one at or before it, or null. A caption stays
// on screen from its step until the next bookmark.
const Bookmark *bookmarkInForce(const Bookmarks &bookmarks, int position);
// Inserts or replaces the bookmark at its position, keeping the order.
void setBookmark(Bookmarks &bookmarks, const Bookmark &bookmark);
// Removes the bookmark at a position; false when there is none.
bool removeBookmark(Bookmarks &bookmarks, int position);

} // namespace gridtrace
