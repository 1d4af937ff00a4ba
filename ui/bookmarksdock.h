#pragma once

#include <QDialog>
#include <QDockWidget>

class QAction;
class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace gridtrace {

class BookmarkList;
class PlaybackController;

// The trace's bookmarks as a list of Step | Caption. Clicking a row, or Enter on it, shows its
// step; the row of the bookmark in force is the current one. The buttons are the window's
// Lecture actions, so the dock and the menu always agree.
class BookmarksDock : public QDockWidget
{
    Q_OBJECT

public:
    BookmarksDock(BookmarkList *bookmarks, PlaybackController *controller, QWidget *parent = nullptr);

    // Buttons under the list for the actions, in this order: add, edit the caption, remove,
    // previous, next. The buttons say it short (the actions' full names are their tooltips).
    void setActions(const QList<QAction *> &actions);
    QTreeWidget *list() const { return m_list; }
    // A game on the board has no trace to mark: a note in the list's place says the bookmarks
    // are kept and come back when the game ends.
    void setGameOn(bool on);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void rebuild();
    void showPosition();
    void activate(QTreeWidgetItem *item);

    BookmarkList *m_bookmarks;
    PlaybackController *m_controller;
    QTreeWidget *m_list;
    QLabel *m_gameNote;
    QWidget *m_buttons;
    QList<QPair<QToolButton *, QAction *>> m_actionButtons;
};

// Writes a bookmark's caption: plain text in any language, several lines allowed, at most
// Bookmark::maxCaptionLength characters (OK is refused past that, saying why).
class CaptionDialog : public QDialog
{
    Q_OBJECT

public:
    CaptionDialog(int position, const QString &caption, QWidget *parent = nullptr);

    QString caption() const;

private:
    void check();

    QPlainTextEdit *m_edit;
    QLabel *m_count;
    QDialogButtonBox *m_box;
};

} // namespace gridtrace
