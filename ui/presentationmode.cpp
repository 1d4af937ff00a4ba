#include "presentationmode.h"

#include "bookmarklist.h"
#include "captionoverlay.h"
#include "gridview.h"
#include "playbackcontroller.h"
#include "pseudocodedock.h"

#include <QApplication>
#include <QDockWidget>
#include <QKeyEvent>
#include <QListWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QScrollBar>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>

#include <algorithm>

namespace gridtrace {

namespace {

bool isPresentationKey(int key)
{
    switch (key) {
    case Qt::Key_PageDown:
    case Qt::Key_PageUp:
    case Qt::Key_Right:
    case Qt::Key_Left:
    case Qt::Key_Space:
    case Qt::Key_Home:
    case Qt::Key_End:
    case Qt::Key_Escape:
        return true;
    default:
        return false;
    }
}

} // namespace

PresentationMode::PresentationMode(QMainWindow *window, GridView *board, PseudoCodeDock *pseudoCode,
                                   CaptionOverlay *caption, PlaybackController *controller,
                                   BookmarkList *bookmarks)
    : QObject(window)
    , m_window(window)
    , m_board(board)
    , m_pseudoCode(pseudoCode)
    , m_caption(caption)
    , m_controller(controller)
    , m_bookmarks(bookmarks)
{
    connect(m_bookmarks, &BookmarkList::changed, this, &PresentationMode::reserveCaptionSpace);
    // Other code (another algorithm, another language) needs another font to fit.
    connect(m_pseudoCode->view()->model(), &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_active)
            refit();
    });
}

void PresentationMode::enter()
{
    if (m_active)
        return;
    m_active = true;
    m_state = m_window->saveState();
    m_geometry = m_window->geometry();
    m_windowState = m_window->windowState();
    m_menuBarShown = m_window->menuBar()->isVisibleTo(m_window);
    m_statusBarShown = m_window->statusBar()->isVisibleTo(m_window);
    m_pseudoCodeFont = m_pseudoCode->view()->font();
    m_captionScale = m_caption->fontScale();
    m_captionWanted = m_caption->isWanted();
    m_cellSize = m_board->cellSize();

    m_window->menuBar()->hide();
    m_window->statusBar()->hide();
    for (QDockWidget *dock : m_window->findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly)) {
        if (dock != m_pseudoCode)
            dock->hide();
    }
    m_pseudoCode->show();
    QFont large = m_pseudoCodeFont;
    large.setPointSizeF(m_pseudoCodeFont.pointSizeF() * fontScale);
    m_pseudoCode->view()->setFont(large);
    // Large code lines do not fit beside the board: they wrap rather than end in "…", so the
    // room reads every word of the line being run.
    QListWidget *code = m_pseudoCode->view();
    m_codeWrapped = code->wordWrap();
    m_codeResizeMode = code->resizeMode();
    m_codeUniform = code->uniformItemSizes();
    code->setUniformItemSizes(false);
    code->setWordWrap(true);
    code->setResizeMode(QListView::Adjust);
    m_caption->setFontScale(m_captionScale * fontScale);
    m_caption->setWanted(true);
    m_window->setWindowState(m_windowState | Qt::WindowFullScreen);
    // Keys reach the application before any widget, whichever has the focus.
    qApp->installEventFilter(this);
    // Once the window has taken the whole screen: the code as wide as its longest line (up to
    // two fifths of the screen, so the board stays the larger), and the board fitted to the rest.
    QTimer::singleShot(0, this, [this] {
        if (!m_active)
            return;
        QListWidget *lines = m_pseudoCode->view();
        const int wanted = m_pseudoCode->naturalWidth(lines->font()) + 2 * lines->frameWidth()
            + lines->verticalScrollBar()->sizeHint().width() + 8;
        m_window->resizeDocks({m_pseudoCode}, {std::min(wanted, m_window->width() * 2 / 5)}, Qt::Horizontal);
        QTimer::singleShot(0, this, [this] {
            if (!m_active)
                return;
            fitCode();
            reserveCaptionSpace();
            m_board->zoomToFit();
        });
    });
    emit activeChanged(true);
}

void PresentationMode::leave()
{
    if (!m_active)
        return;
    m_active = false;
    qApp->removeEventFilter(this);
    // Bars first: the docks' saved sizes are for the room left beside and between them.
    m_window->menuBar()->setVisible(m_menuBarShown);
    m_window->statusBar()->setVisible(m_statusBarShown);
    m_window->setWindowState(m_windowState);
    // setGeometry, not restoreGeometry: that one places the frame, and some platforms then
    // shift the window by the frame's height.
    if (!(m_windowState & (Qt::WindowMaximized | Qt::WindowFullScreen)))
        m_window->setGeometry(m_geometry);
    m_window->restoreState(m_state);
    m_pseudoCode->view()->setFont(m_pseudoCodeFont);
    m_pseudoCode->view()->setWordWrap(m_codeWrapped);
    m_pseudoCode->view()->setResizeMode(m_codeResizeMode);
    m_pseudoCode->view()->setUniformItemSizes(m_codeUniform);
    m_caption->setFontScale(m_captionScale);
    m_caption->setWanted(m_captionWanted);
    m_caption->setReservedHeight(0);
    m_board->setBottomInset(0);
    m_board->setCellSize(m_cellSize);
    emit activeChanged(false);
}

bool PresentationMode::handleKey(int key)
{
    const int position = m_controller->position();
    switch (key) {
    case Qt::Key_PageDown:
        if (m_bookmarks->isEmpty()) {
            m_controller->stepInto();
        } else {
            // Past the last bookmark the remote still goes somewhere: the end.
            const int next = m_bookmarks->nextPosition(position);
            m_controller->seek(next >= 0 ? next : m_controller->stepCount());
        }
        return true;
    case Qt::Key_PageUp:
        if (m_bookmarks->isEmpty()) {
            m_controller->stepBack();
        } else {
            const int previous = m_bookmarks->previousPosition(position);
            m_controller->seek(previous >= 0 ? previous : 0);
        }
        return true;
    case Qt::Key_Right:
        m_controller->stepInto();
        return true;
    case Qt::Key_Left:
        m_controller->stepBack();
        return true;
    case Qt::Key_Space:
        m_controller->togglePlay();
        return true;
    case Qt::Key_Home:
        m_controller->toStart();
        return true;
    case Qt::Key_End:
        m_controller->toEnd();
        return true;
    case Qt::Key_Escape:
        leave();
        return true;
    default:
        return false;
    }
}

void PresentationMode::refit()
{
    // After the layout settles: the room the code and the caption have is known then.
    if (m_refitPending)
        return;
    m_refitPending = true;
    QTimer::singleShot(0, this, [this] {
        m_refitPending = false;
        if (!m_active)
            return;
        fitCode();
        reserveCaptionSpace();
    });
}

void PresentationMode::fitCode()
{
    // The largest font, from the enlarged one down to a little under the window's own, in
    // which every line fits the list's height; past that it stays there, and the list scrolls
    // so the current line is always in sight.
    QListWidget *code = m_pseudoCode->view();
    const int frame = 2 * code->frameWidth();
    const int height = code->height() - frame;
    // Fitted as if the scroll bar were shown: with the lines wrapped that narrow the list
    // needs no scroll bar, so it goes and leaves them room to spare; the other way round, the
    // scroll bar would come back and the lines would no longer fit.
    const int width = code->width() - frame - code->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, code);
    const double largest = m_pseudoCodeFont.pointSizeF() * fontScale;
    const double smallest = m_pseudoCodeFont.pointSizeF() * leastFontScale;
    QFont font = m_pseudoCodeFont;
    const auto fits = [&](double points) {
        font.setPointSizeF(points);
        return m_pseudoCode->wrappedHeight(font, width) <= height;
    };
    double points = smallest;
    if (fits(largest)) {
        points = largest;
    } else if (fits(smallest)) {
        double low = smallest, high = largest;
        while (high - low > 0.25) {
            const double middle = (low + high) / 2;
            (fits(middle) ? low : high) = middle;
        }
        points = low;
    }
    font.setPointSizeF(points);
    if (font != code->font())
        code->setFont(font);
    QTimer::singleShot(0, m_pseudoCode, &PseudoCodeDock::showCurrentLine);
}

void PresentationMode::reserveCaptionSpace()
{
    if (!m_active)
        return;
    // As tall as the tallest caption, so the board keeps its size from bookmark to bookmark.
    int height = 0;
    for (const Bookmark &bookmark : m_bookmarks->bookmarks())
        height = std::max(height, m_caption->bandHeight(bookmark.caption));
    m_caption->setReservedHeight(height);
    m_board->setBottomInset(height);
}

bool PresentationMode::isOurs(QObject *watched) const
{
    auto *widget = qobject_cast<QWidget *>(watched);
    return widget && widget->window() == m_window;
}

bool PresentationMode::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if (type == QEvent::Resize && (watched == m_board || watched == m_pseudoCode->view()))
        refit();
    if ((type == QEvent::KeyPress || type == QEvent::ShortcutOverride) && isOurs(watched)) {
        auto *key = static_cast<QKeyEvent *>(event);
        const Qt::KeyboardModifiers modifiers = key->modifiers() & ~Qt::KeypadModifier;
        if (modifiers == Qt::NoModifier && isPresentationKey(key->key())) {
            // Overriding keeps the window's shortcuts (Space, the arrows, Escape) from firing
            // as well; the key press that follows is handled here, once.
            if (type == QEvent::ShortcutOverride) {
                event->accept();
                return true;
            }
            handleKey(key->key());
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace gridtrace
