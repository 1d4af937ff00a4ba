// A lecture on a trace: bookmarks with captions at the steps worth stopping at, kept with the
// trace when it is saved, a dock and the timeline to find them, the caption over the board,
// and presentation mode for the room.

#include "mainwindow.h"

#include "bookmarkcommands.h"
#include "bookmarklist.h"
#include "bookmarksdock.h"
#include "breakpointsdock.h"
#include "captionoverlay.h"
#include "gridview.h"
#include "logdock.h"
#include "panelsmenu.h"
#include "playbackbar.h"
#include "presentationmode.h"
#include "pseudocodedock.h"

#include "grid/messagetext.h"

#include <QAction>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QUndoStack>

namespace gridtrace {

void MainWindow::createLectureParts()
{
    m_bookmarks = new BookmarkList(this);
    m_captionOverlay = new CaptionOverlay(m_view);

    const auto make = [this](const char *name, const QKeySequence &shortcut = {}) {
        auto *action = new QAction(this);
        action->setObjectName(QString::fromLatin1(name));
        if (!shortcut.isEmpty())
            action->setShortcut(shortcut);
        // Shortcuts work wherever the focus is, and with the menu bar hidden.
        addAction(action);
        return action;
    };
    m_addBookmarkAction = make("addBookmarkAction", QKeySequence(Qt::CTRL | Qt::Key_D));
    m_editCaptionAction = make("editCaptionAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    m_removeBookmarkAction = make("removeBookmarkAction");
    m_previousBookmarkAction = make("previousBookmarkAction", QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    m_nextBookmarkAction = make("nextBookmarkAction", QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    m_presentationAction = make("presentationAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    m_presentationAction->setCheckable(true);
    m_captionOverlayAction = make("captionOverlayAction");
    m_captionOverlayAction->setCheckable(true);
    m_captionOverlayAction->setChecked(true);

    m_lectureMenu = new QMenu(this);
    m_lectureMenu->setObjectName(QStringLiteral("lectureMenu"));
    m_lectureMenu->addAction(m_addBookmarkAction);
    m_lectureMenu->addAction(m_editCaptionAction);
    m_lectureMenu->addAction(m_removeBookmarkAction);
    m_lectureMenu->addSeparator();
    m_lectureMenu->addAction(m_previousBookmarkAction);
    m_lectureMenu->addAction(m_nextBookmarkAction);
    m_lectureMenu->addSeparator();
    m_lectureMenu->addAction(m_presentationAction);
    menuBar()->insertMenu(m_languageMenu->menuAction(), m_lectureMenu);
    m_viewMenu->insertAction(m_themeMenu->menuAction(), m_captionOverlayAction);

    m_bookmarksDock = new BookmarksDock(m_bookmarks, &m_playback, this);
    m_bookmarksDock->setActions({m_addBookmarkAction, m_editCaptionAction, m_removeBookmarkAction,
                                 m_previousBookmarkAction, m_nextBookmarkAction});
    addDockWidget(Qt::RightDockWidgetArea, m_bookmarksDock);
    PanelsMenu::add(m_docksMenu, m_bookmarksDock);
    tabifyDockWidget(m_breakpointsDock, m_bookmarksDock);
    m_breakpointsDock->raise();

    m_presentation = new PresentationMode(this, m_view, m_pseudoCodeDock, m_captionOverlay, &m_playback,
                                          m_bookmarks);

    connect(m_addBookmarkAction, &QAction::triggered, this, &MainWindow::addBookmark);
    connect(m_editCaptionAction, &QAction::triggered, this, &MainWindow::editCaption);
    connect(m_removeBookmarkAction, &QAction::triggered, this, &MainWindow::removeBookmark);
    connect(m_previousBookmarkAction, &QAction::triggered, this, [this] {
        const int previous = m_bookmarks->previousPosition(m_playback.position());
        if (previous >= 0)
            m_playback.seek(previous);
    });
    connect(m_nextBookmarkAction, &QAction::triggered, this, [this] {
        const int next = m_bookmarks->nextPosition(m_playback.position());
        if (next >= 0)
            m_playback.seek(next);
    });
    connect(m_presentationAction, &QAction::toggled, this, &MainWindow::setPresentation);
    connect(m_presentation, &PresentationMode::activeChanged, this, [this](bool active) {
        const QSignalBlocker blocker(m_presentationAction);
        m_presentationAction->setChecked(active);
    });
    connect(m_captionOverlayAction, &QAction::toggled, this, [this](bool shown) {
        // In presentation mode the caption stays; the choice applies when it ends.
        if (!m_presentation->isActive())
            m_captionOverlay->setWanted(shown);
    });

    connect(m_bookmarks, &BookmarkList::changed, this, [this] {
        m_playbackBar->setBookmarks(m_bookmarks->bookmarks());
        updateLecture();
    });
    connect(m_bookmarks, &BookmarkList::modifiedChanged, this, &MainWindow::updateTitle);
    connect(&m_playback, &PlaybackController::positionChanged, this, &MainWindow::updateLecture);
    connect(&m_playback, &PlaybackController::traceChanged, this, [this] {
        keepBookmarksInRange();
        updateLecture();
    });
    // Another scenario (a file, an example): the bookmarks were about the old one. A trace
    // file brings its own after this.
    connect(&m_document, &BoardDocument::documentReset, this, [this] { m_bookmarks->replaceAll({}); });
    updateLecture();
}

void MainWindow::retranslateLecture()
{
    m_lectureMenu->setTitle(tr("Lec&ture"));
    m_addBookmarkAction->setText(tr("&Add Bookmark…"));
    m_addBookmarkAction->setStatusTip(tr("Mark the step on screen, to come back to it and caption it"));
    m_editCaptionAction->setText(tr("&Edit Caption…"));
    m_editCaptionAction->setStatusTip(tr("Write what to say while the bookmark's steps are on screen"));
    m_removeBookmarkAction->setText(tr("&Remove Bookmark"));
    m_previousBookmarkAction->setText(tr("&Previous Bookmark"));
    m_nextBookmarkAction->setText(tr("&Next Bookmark"));
    m_presentationAction->setText(tr("Pre&sentation Mode"));
    m_presentationAction->setStatusTip(tr("Full screen for a lecture: PageDown and PageUp go from bookmark to bookmark, Escape leaves"));
    m_captionOverlayAction->setText(tr("Show Bookmark Caption&s on the Board"));
}

std::shared_ptr<const Trace> MainWindow::traceWithBookmarks() const
{
    if (!m_trace || m_trace->bookmarks == m_bookmarks->bookmarks())
        return m_trace;
    auto copy = std::make_shared<Trace>(*m_trace);
    copy->bookmarks = m_bookmarks->bookmarks();
    return copy;
}

void MainWindow::addBookmark()
{
    if (!m_playback.trace() || m_playMode)
        return;
    // The caption is written about the step on screen, so the step stays there.
    m_playback.pause();
    const int position = m_playback.position();
    if (m_bookmarks->at(position)) {
        editCaption();
        return;
    }
    // Marking a step is for saying something about it: the caption is asked for first, and the
    // bookmark is made with it, as one edit; Cancel makes none (an empty caption is a bookmark).
    auto *dialog = new CaptionDialog(position, QString(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, position] {
        if (m_bookmarks->at(position) || !m_playback.trace() || position > m_playback.stepCount())
            return;
        m_document.undoStack()->push(new AddBookmarkCommand(m_bookmarks, Bookmark{position, dialog->caption()}));
    });
    dialog->open();
}

void MainWindow::editCaption()
{
    const Bookmark *bookmark = m_bookmarks->inForce(m_playback.position());
    if (!bookmark)
        return;
    const int position = bookmark->position;
    auto *dialog = new CaptionDialog(position, bookmark->caption, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, position] {
        const Bookmark *current = m_bookmarks->at(position);
        if (current && current->caption != dialog->caption())
            m_document.undoStack()->push(new EditCaptionCommand(m_bookmarks, position, dialog->caption()));
    });
    dialog->open();
}

void MainWindow::removeBookmark()
{
    const Bookmark *bookmark = m_bookmarks->inForce(m_playback.position());
    if (bookmark)
        m_document.undoStack()->push(new RemoveBookmarkCommand(m_bookmarks, bookmark->position));
}

void MainWindow::keepBookmarksInRange()
{
    if (!m_playback.trace())
        return; // a failed run leaves the bookmarks for the next trace
    const Bookmarks dropped = m_bookmarks->keepWithin(m_playback.stepCount());
    for (const Bookmark &bookmark : dropped) {
        m_logDock->appendMessage(withGroupedCount(tr("The bookmark at step %1 is gone: the new trace has only %n step(s).",
                                                      nullptr, m_playback.stepCount()),
                                                   m_playback.stepCount())
                                     .arg(QLocale().toString(bookmark.position)));
    }
}

void MainWindow::updateLecture()
{
    const int position = m_playback.position();
    const bool hasTrace = m_playback.trace() != nullptr;
    const Bookmark *current = hasTrace ? m_bookmarks->inForce(position) : nullptr;
    m_captionOverlay->setCaption(current ? current->caption : QString());
    m_addBookmarkAction->setEnabled(hasTrace && !m_playMode);
    m_editCaptionAction->setEnabled(current != nullptr);
    m_removeBookmarkAction->setEnabled(current != nullptr);
    m_previousBookmarkAction->setEnabled(hasTrace && m_bookmarks->previousPosition(position) >= 0);
    const int next = m_bookmarks->nextPosition(position);
    m_nextBookmarkAction->setEnabled(hasTrace && next >= 0 && next <= m_playback.stepCount());
}

void MainWindow::setPresentation(bool on)
{
    // A game has no trace to present, and hiding its panel would end it (see updateBoardEdits()).
    if (on && m_playMode) {
        const QSignalBlocker blocker(m_presentationAction);
        m_presentationAction->setChecked(false);
        return;
    }
    m_presentation->setActive(on);
    if (!on)
        m_view->setFocus(Qt::OtherFocusReason);
}

} // namespace gridtrace
