#pragma once

#include <QByteArray>
#include <QFont>
#include <QListView>
#include <QObject>
#include <QRect>

#include <Qt>

class QMainWindow;

namespace gridtrace {

class BookmarkList;
class CaptionOverlay;
class GridView;
class PlaybackController;
class PseudoCodeDock;

// The window as a lecture shows it: full screen, no menus, no status bar, no docks but the
// pseudo-code, large fonts (the code's shrunk to fit its height, wrapped lines hanging under
// their code), the board fitted, the caption in a band of its own below it, and the keyboard
// only, so a presenter's remote (PageUp / PageDown) drives it. Leaving puts everything back
// as it was.
class PresentationMode : public QObject
{
    Q_OBJECT

public:
    static constexpr double fontScale = 1.8;
    // The least the code is shrunk to, of the window's own size, to fit whole: a room reads
    // code a little smaller than the window's more easily than code that scrolls.
    static constexpr double leastFontScale = 0.75;

    PresentationMode(QMainWindow *window, GridView *board, PseudoCodeDock *pseudoCode,
                     CaptionOverlay *caption, PlaybackController *controller, BookmarkList *bookmarks);

    bool isActive() const { return m_active; }
    void enter();
    void leave();
    void setActive(bool active) { active ? enter() : leave(); }

    // The keys it answers, with no modifier: PageDown / PageUp go to the next / previous
    // bookmark (or step, when there is none), Right / Left step, Space plays or pauses,
    // Home / End go to the start / end, Escape leaves. Returns whether the key was one.
    bool handleKey(int key);

signals:
    void activeChanged(bool active);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool isOurs(QObject *watched) const;
    // Fits the code and the caption's band to the room, once the layout has settled.
    void refit();
    // The pseudo-code's font, as large as lets every line fit the list's height.
    void fitCode();
    // The caption's band, below the board rather than over it.
    void reserveCaptionSpace();

    QMainWindow *m_window;
    GridView *m_board;
    PseudoCodeDock *m_pseudoCode;
    CaptionOverlay *m_caption;
    PlaybackController *m_controller;
    BookmarkList *m_bookmarks;

    bool m_active = false;
    bool m_refitPending = false;
    // What entering changed, to put back exactly.
    QByteArray m_state;
    QRect m_geometry;
    Qt::WindowStates m_windowState;
    bool m_menuBarShown = true;
    bool m_statusBarShown = true;
    bool m_codeWrapped = false;
    bool m_codeUniform = false;
    QListView::ResizeMode m_codeResizeMode = QListView::Fixed;
    QFont m_pseudoCodeFont;
    double m_captionScale = 1.0;
    bool m_captionWanted = true;
    double m_cellSize = 0;
};

} // namespace gridtrace
