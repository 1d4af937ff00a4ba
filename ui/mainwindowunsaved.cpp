// Work not yet saved: the title's "*" and the Save / Discard / Cancel question asked before it
// would go. The work is the board being edited and its bookmarks; during a game, the board the
// game set aside; while a trace made from a game holds the board, that trace's board edits and
// bookmarks too, which go with it.

#include "mainwindow.h"

#include "bookmarklist.h"

#include <QAbstractButton>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>

namespace gridtrace {

namespace {

// Save, Discard or Cancel, asked as every question about unsaved work is asked.
QMessageBox::StandardButton askToSave(QWidget *parent, const QString &title, const QString &question,
                                      const QString &informative = {})
{
    QMessageBox box(QMessageBox::Warning, title, question, QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                    parent);
    box.setObjectName(QStringLiteral("unsavedBoard"));
    box.setInformativeText(informative);
    // Each button named in this window's words, with an Alt letter of its own; Qt's theme names
    // them otherwise, some without any.
    box.button(QMessageBox::Save)->setText(MainWindow::tr("&Save"));
    box.button(QMessageBox::Discard)->setText(MainWindow::tr("&Discard"));
    box.button(QMessageBox::Cancel)->setText(MainWindow::tr("&Cancel"));
    // Return, pressed by habit, goes back to the work: as Save it would write over the file
    // opened without a word, as Discard it would throw the work away. Saving takes Alt+S.
    box.setDefaultButton(QMessageBox::Cancel);
    box.setEscapeButton(QMessageBox::Cancel);
    return QMessageBox::StandardButton(box.exec());
}

} // namespace

bool MainWindow::showsGameTrace() const
{
    return m_beforeGame && !m_playMode;
}

QString MainWindow::titleName() const
{
    if (!m_currentFile.isEmpty())
        return QFileInfo(m_currentFile).fileName();
    // A trace made from a game, not yet saved: what it is, not the file set aside behind it.
    switch (showsGameTrace() ? m_beforeGame->tracedFrom : LiveGame::None) {
    case LiveGame::Duel:
        return tr("Duel Replay");
    case LiveGame::Puzzle:
        return tr("Puzzle Solved from Here");
    case LiveGame::Link:
        return tr("Lianliankan Pair");
    default:
        return tr("Untitled");
    }
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] – GridTrace").arg(titleName()));
    if (!m_bookmarks)
        return; // still being built
    // The "*" is the work of what the title names: while a trace made from a game holds the
    // board, that trace (so saving it takes the "*" away); else the board and its bookmarks,
    // during a game the board set aside. Leaving asks about both (maySetBoardAside()).
    setWindowModified(showsGameTrace() ? hasUnsavedGameTrace() : hasUnsavedWork());
}

bool MainWindow::hasGameTraceBoardEdits()
{
    // The trace's board is edited on a history of its own, beside the board set aside.
    return showsGameTrace() && hasBoardEditsSinceClean(m_document.undoStack());
}

bool MainWindow::hasUnsavedGameTrace()
{
    return showsGameTrace()
        && (hasGameTraceBoardEdits() || m_bookmarks->isModified() || isModified(m_besideBookmarks));
}

bool MainWindow::mayDropGameTrace()
{
    if (!hasUnsavedGameTrace())
        return true;
    // Walls drawn on a replay or a solved position are work as on any board: asked about alike.
    const bool board = hasGameTraceBoardEdits();
    const bool bookmarks = m_bookmarks->isModified() || isModified(m_besideBookmarks);
    QString title = tr("Unsaved Bookmarks");
    QString question = tr("The bookmarks of the trace on screen (%1) have changes that are not saved. Save them with "
                          "the trace first?");
    if (board && bookmarks) {
        title = tr("Unsaved Board and Bookmarks");
        question = tr("The board of the trace on screen (%1) has edits and its bookmarks have changes that are not "
                      "saved. Save them first?");
    } else if (board) {
        title = tr("Unsaved Board");
        question = tr("The board of the trace on screen (%1) has edits that are not saved. Save them first?");
    }
    switch (askToSave(this, title, question.arg(titleName()))) {
    case QMessageBox::Save:
        // The board to a scenario file of its own (never the file set aside), then the bookmarks
        // with the trace, so a cancelled trace leaves the bookmarks' "*".
        if (board && !saveScenarioDialog())
            return false;
        if (m_bookmarks->isModified() && !saveTraceDialog())
            return false;
        if (isModified(m_besideBookmarks) && !saveBesideBookmarks(m_besideBookmarks))
            return false;
        return !hasUnsavedGameTrace();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

QString MainWindow::shownTraceCaption(bool amongOthers) const
{
    // Among the traces of other searches saved next, each dialog says which it saves.
    // During a game, or behind a trace made from one, the trace shown is the board set aside's,
    // which is made when saved if it has not run yet.
    const Scenario *shown = m_beforeGame ? (m_beforeGame->trace ? &m_beforeGame->trace->header : &m_beforeGame->scenario)
                                         : m_trace ? &m_trace->header : nullptr;
    if (!amongOthers || !shown)
        return {};
    return tr("Save the Trace of %1 with Its Bookmarks").arg(traceName(*shown));
}

bool MainWindow::maySetBoardAside()
{
    // A trace made from a game is on screen: it goes with the board set aside behind it.
    if (!mayDropGameTrace())
        return false;
    // During a game, or behind a trace made from one, the work is what the game set aside.
    if (!hasUnsavedWork())
        return true;
    const bool inGame = m_beforeGame.has_value();
    std::optional<BesideBookmarks> &beside = inGame ? m_beforeGame->besideBookmarks : m_besideBookmarks;
    const bool board = hasUnsavedBoardEdits();
    const bool besideBookmarks = isModified(beside);
    // Those of the algorithms picked before in the Algorithm panel, waiting for their trace.
    const bool otherTraces = hasUnsavedSetAsideBookmarks();
    // Bookmark edits undone back to the list saved still leave the history off its clean
    // index: saving the trace sets it clean again.
    const bool mainBookmarks = (inGame ? m_beforeGame->bookmarksModified : m_bookmarks->isModified())
        || (!board && !besideBookmarks && !otherTraces);
    const bool bookmarks = mainBookmarks || besideBookmarks || otherTraces;
    QString title;
    QString question;
    if (board && bookmarks) {
        title = tr("Unsaved Board and Bookmarks");
        question = inGame ? tr("The board set aside for the game has edits and its bookmarks have changes that are not "
                               "saved. Save them first?")
                          : tr("The board has edits and the bookmarks have changes that are not saved. Save them first?");
    } else if (board) {
        title = tr("Unsaved Board");
        question = inGame ? tr("The board set aside for the game has edits that are not saved. Save them first?")
                          : tr("The board has edits that are not saved. Save them first?");
    } else {
        title = tr("Unsaved Bookmarks");
        question = inGame ? tr("The bookmarks of the trace set aside for the game have changes that are not saved. "
                               "Save them with the trace first?")
                          : tr("The bookmarks have changes that are not saved. Save them with the trace first?");
    }
    QStringList informative;
    // Not on screen, so named: the user may not remember them.
    if (otherTraces)
        informative << tr("Among them are the bookmarks kept for %1, not on screen: Save saves each with the trace it "
                          "was made on.")
                           .arg(QLocale().createSeparatedList(unsavedSetAsideNames()));
    if (inGame && m_playMode)
        informative << tr("The game on screen is not saved by this; Cancel goes back to it.");
    switch (askToSave(this, title, question, informative.join(QStringLiteral("\n\n")))) {
    case QMessageBox::Save:
        // What the question named is saved, each where it belongs: the board to its scenario
        // file (a trace holds a board too, but not the file the title names), the bookmarks
        // with the trace, those of a search swapped beside with that search's trace. The board
        // first, so a cancelled trace leaves the bookmarks' "*". A game on screen goes on
        // meanwhile; a cancelled or failed save keeps the work here.
        if (board && !(inGame ? saveSetAsideBoard() : saveScenarioDialog()))
            return false;
        if (mainBookmarks) {
            const QString caption = shownTraceCaption(besideBookmarks || otherTraces);
            if (!(inGame ? saveSetAsideTrace(caption) : saveShownTrace(caption)))
                return false;
        }
        if (besideBookmarks && !saveBesideBookmarks(beside))
            return false;
        if (otherTraces && !saveSetAsideBookmarks())
            return false;
        return !hasUnsavedWork();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

} // namespace gridtrace
