#pragma once

#include "trace/bookmark.h"

#include <QObject>

namespace gridtrace {

// The window's bookmarks on the trace it shows, sorted by position: what the bookmarks dock
// lists, the timeline marks, the caption overlay shows and a saved trace carries. Whether they
// changed since they were opened or saved is kept here too, for the window's title.
class BookmarkList : public QObject
{
    Q_OBJECT

public:
    explicit BookmarkList(QObject *parent = nullptr);

    const Bookmarks &bookmarks() const { return m_bookmarks; }
    bool isEmpty() const { return m_bookmarks.empty(); }
    int count() const { return int(m_bookmarks.size()); }
    const Bookmark *at(int position) const { return bookmarkAt(m_bookmarks, position); }
    const Bookmark *inForce(int position) const { return bookmarkInForce(m_bookmarks, position); }
    // The nearest bookmarked position before / after `position`, or -1.
    int previousPosition(int position) const;
    int nextPosition(int position) const;

    // An edit by the user: marks the list modified.
    void set(const Bookmark &bookmark);
    bool remove(int position);
    // An edit taken back: the list as it was, modified as far as it differs from the one saved.
    void restore(Bookmarks bookmarks);
    // Bookmarks that came with a file (or none, for a new scenario): not modified.
    void replaceAll(Bookmarks bookmarks);
    // Drops the bookmarks after `stepCount` (a new trace is shorter) and returns them.
    Bookmarks keepWithin(int stepCount);

    // Whether they differ from the ones opened or saved, so undoing a bookmark's edit unmarks
    // them again; or were marked modified whatever they hold (a recovered list).
    bool isModified() const { return m_modified; }
    // False: the list as it stands is the one saved. True: unsaved until the next save.
    void setModified(bool modified);
    // The list as last opened or saved, and giving it back (a game set the list aside).
    const Bookmarks &saved() const { return m_saved; }
    void setSaved(Bookmarks saved);

signals:
    void changed();
    void modifiedChanged(bool modified);

private:
    void updateModified();

    Bookmarks m_bookmarks;
    Bookmarks m_saved;
    bool m_markedModified = false;
    bool m_modified = false;
};

} // namespace gridtrace
