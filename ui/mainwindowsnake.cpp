// Playing snake in the window: the board becomes a walled area, the view shows the live game
// instead of a trace's frame, and the keys steer the snake until play mode ends.

#include "mainwindow.h"

#include "algorithmpanel.h"
#include "bookmarklist.h"
#include "boardlook.h"
#include "bookmarksdock.h"
#include "breakpointsdock.h"
#include "comparepane.h"
#include "duelplaycontroller.h"
#include "gridview.h"
#include "gamepanelheight.h"
#include "inspectordock.h"
#include "legenddock.h"
#include "logdock.h"
#include "playbackbar.h"
#include "pseudocodedock.h"
#include "linkplaycontroller.h"
#include "puzzleplaycontroller.h"
#include "snakeplaycontroller.h"
#include "snakecrash.h"
#include "snakeplaypanel.h"
#include "snakestatsdialog.h"
#include "watchesdock.h"
#include "tools/breakpointtool.h"
#include "tools/drawtool.h"
#include "tools/snaketool.h"

#include "catalogue/catalogue.h"
#include "snake/hamiltoncycle.h"

#include "grid/messagetext.h"
#include "snake/snakerules.h"

#include <QAbstractButton>
#include <QApplication>
#include <QPushButton>
#include <QAction>
#include <QDialog>
#include <QDockWidget>
#include <QLabel>
#include <QMessageBox>
#include <QLocale>
#include <QRandomGenerator>
#include <QScopedValueRollback>
#include <QSettings>
#include <QUndoView>
#include <QSignalBlocker>
#include <QTimer>
#include <QUndoStack>

#include <utility>

namespace gridtrace {

void MainWindow::setPlayMode(bool on)
{
    if (on == (m_live == LiveGame::Snake))
        return;
    // A new game takes the place of a trace made from the last: its bookmarks are asked about.
    if (on && !mayDropGameTrace()) {
        const QSignalBlocker quiet(m_playSnakeAction);
        m_playSnakeAction->setChecked(false);
        return;
    }
    if (on)
        endLiveGame();
    m_live = on ? LiveGame::Snake : LiveGame::None;
    m_playMode = on;
    m_playSnakeAction->setChecked(on);
    m_snakeDock->setVisible(on);
    if (on) {
        m_playback.pause();
        m_runner.cancel();
        keepBeforeGame();
        // An unfinished game comes back as it was left, paused; a finished one makes way for a
        // new game, as Lianliankan and the puzzle do.
        const SnakeGame *left = m_snakePlay->game();
        const bool resuming = left && left->state() == SnakeState::Playing;
        const SnakeRules rules = resuming ? left->rules() : SnakeRules::walledArea(12, 12, 4, false);
        Scenario scenario;
        scenario.board = rules.board;
        // The panels show the AI that steers, one kept from the last game too.
        scenario.algorithm = QStringLiteral("snake-") + (m_snakePlay->aiDriving() ? m_snakePlay->driver() : QStringLiteral("greedy"));
        if (!Catalogue::find(scenario.algorithm))
            scenario.algorithm = QStringLiteral("snake-greedy");
        replaceDocument(scenario);
        if (resuming)
            m_snakePlay->pause();
        else
            m_snakePlay->newGame(rules, QRandomGenerator::global()->generate64());
        // The live game's scene holds the body alone.
        enterLiveView(m_snakePlay, m_snakePlay->scene(), 0, -1);
        if (!m_snakePlay->aiDriving())
            showNoSnakeAi();
        m_legendDock->setLiveMarks(SnakePlayController::shownMarks());
        if (resuming)
            m_logDock->appendMessage(tr("Play snake: the unfinished game is back, paused; P goes on, arrow keys or WASD steer."));
        else
            m_logDock->appendMessage(tr("Play snake: arrow keys or WASD steer, P pauses; an AI can take over from the panel."));
    } else {
        m_snakePlay->pause();
        m_view->removeEventFilter(m_snakePlay);
        leaveLiveView();
    }
}

void MainWindow::showSnakeMove()
{
    if (!m_playMode)
        return;
    // A dead snake's head stays where it was: the board marks it crashed there.
    const SnakeGame *game = m_snakePlay->game();
    if (m_live == LiveGame::Snake)
        m_view->setSnakeCrashed(game && game->state() == SnakeState::Dead);
    m_view->frameChanged();
}

void MainWindow::showTraceCrash(const Trace *trace, int position)
{
    // A traced snake's dead head stays where it was too: from the step that says it dies, the
    // board marks it crashed there, as in a live game.
    const int crashAt = trace ? snakeCrashPosition(*trace) : -1;
    m_view->setSnakeCrashed(crashAt >= 0 && position >= crashAt, trace ? snakeCrashCell(*trace) : -1);
}

void MainWindow::logSnakeEnd()
{
    const SnakeGame *game = m_snakePlay->game();
    if (!game || m_live != LiveGame::Snake)
        return;
    const int moves = game->steps();
    QString text;
    switch (game->state()) {
    case SnakeState::Playing:
        return;
    case SnakeState::Dead: {
        // A dead snake's head stays where it was: what killed it is the cell it turned to.
        const int hit = game->neighbour(game->head(), game->direction());
        text = hit < 0 || game->isWall(hit) ? tr("Snake ran into a wall: length %1 after %n move(s).", nullptr, moves)
                                            : tr("Snake ran into itself: length %1 after %n move(s).", nullptr, moves);
        break;
    }
    case SnakeState::Won:
        text = tr("Snake filled the board: length %1 after %n move(s).", nullptr, moves);
        break;
    case SnakeState::StepLimit:
        text = tr("Snake stopped at the step limit: length %1 after %n move(s).", nullptr, moves);
        break;
    }
    m_logDock->appendMessage(withGroupedCount(text, moves).arg(QLocale().toString(game->length())));
}

void MainWindow::followSnakeDriver()
{
    if (m_live != LiveGame::Snake)
        return;
    // A snake that died (or won, or ran out of moves) is steered by no one: the choice is for
    // the next game, which the panel's New game starts with it.
    const bool over = m_snakePlay->game() && m_snakePlay->game()->state() != SnakeState::Playing;
    if (!m_snakePlay->aiDriving()) {
        showNoSnakeAi();
        m_logDock->appendMessage(over ? tr("You will steer the snake in the next game.") : tr("You steer the snake now."));
        return;
    }
    const QString id = QStringLiteral("snake-") + m_snakePlay->driver();
    const AlgorithmInfo *info = Catalogue::find(id);
    if (info) {
        // Not an edit of the board's: nothing runs, the game goes on.
        const QScopedValueRollback replacing(m_replacingDocument, true);
        m_algorithmPanel->setSettings(id, {}, m_document.scenario().seed);
        m_algorithmPanel->setGameNote({});
        m_document.setAlgorithm(id, m_algorithmPanel->parameters(), m_document.scenario().seed);
    }
    const QString name = info ? Catalogue::text(info->name) : m_snakePlay->driver();
    m_logDock->appendMessage(over ? tr("%1 will steer the snake in the next game.").arg(name)
                                  : tr("%1 steers the snake now.").arg(name));
}

void MainWindow::showNoSnakeAi()
{
    if (m_live != LiveGame::Snake || m_snakePlay->aiDriving())
        return;
    m_algorithmPanel->showNoAlgorithm();
    m_algorithmPanel->setGameNote(tr("You steer the snake in the game on the board: no AI plays, so none is shown here."));
    m_pseudoCodeDock->setAlgorithm(nullptr);
}

void MainWindow::endLiveGame()
{
    // Whatever takes the board next, a game or a new board, says so itself.
    const QScopedValueRollback quiet(m_boardBackQuietly, true);
    // Before a game's panel is shown: its width is the column's own.
    if (m_live == LiveGame::None) {
        m_leftWidthBeforeGame = m_algorithmDock->width();
        m_windowSizeBeforeGame = size();
    }
    setPlayMode(false);
    setDuelPlayMode(false);
    setLinkPlayMode(false);
    setPuzzlePlayMode(false);
}

void MainWindow::endLiveGameForNewBoard()
{
    m_beforeGame.reset();
    // The bookmarks of a search swapped beside were the old board's.
    m_besideBookmarks.reset();
    endLiveGame();
    // A board left set aside by Solve from Here, with no game on, goes too.
    m_document.dropSetAside();
    updateBoardBeforeGameAction();
}

void MainWindow::keepBeforeGame()
{
    // A board still set aside from before an earlier game (Solve from Here traced the position)
    // is the one this game's end gives back, not the trace made from that game.
    if (m_beforeGame) {
        m_trace.reset();
        m_playback.setTrace(nullptr);
        m_besideBookmarks.reset(); // that trace's, which goes
        updateBoardBeforeGameAction();
        // Save during the game writes that board: the title names its file again.
        m_currentFile = m_beforeGame->file;
        updateTitle();
        return;
    }
    BeforeGame before;
    before.scenario = m_document.scenario();
    before.clean = m_document.undoStack()->isClean();
    before.trace = m_trace;
    // A run on its way comes back to m_keepPosition: that is the step the user is at (a board
    // just restored from a recovery file has no trace yet, only that step).
    before.position = m_keepPosition >= 0 ? m_keepPosition : m_playback.position();
    before.traceFromFile = m_traceFromFile;
    before.file = m_currentFile;
    before.bookmarks = m_bookmarks->bookmarks();
    before.savedBookmarks = m_bookmarks->saved();
    before.bookmarksModified = m_bookmarks->isModified();
    before.besideBookmarks = std::exchange(m_besideBookmarks, std::nullopt);
    m_beforeGame = std::move(before);
    // Its undo history too, out of reach of the game's own edits.
    m_document.setAsideForGame();
    // Nothing steps a trace the board does not show: the timeline, the keys and the panels
    // have none while the game is on.
    m_trace.reset();
    m_playback.setTrace(nullptr);
}

void MainWindow::restoreBeforeGame()
{
    if (!m_beforeGame) {
        // A new board takes the place of the one set aside.
        m_document.dropSetAside();
        return;
    }
    BeforeGame before = std::move(*m_beforeGame);
    m_beforeGame.reset();
    updateBoardBeforeGameAction();
    // The board comes back with its undo history as it was; the game's edits go with the game.
    m_replacingDocument = true;
    m_document.bringBackSetAside();
    m_document.setAlgorithm(before.scenario.algorithm, before.scenario.parameters, before.scenario.seed);
    m_algorithmPanel->setSettings(before.scenario.algorithm, before.scenario.parameters, before.scenario.seed);
    m_replacingDocument = false;
    // After the document's reset, which cleared the game's bookmarks.
    m_bookmarks->replaceAll(before.bookmarks);
    m_bookmarks->setSaved(before.savedBookmarks);
    // Marked modified whatever they held (recovered, not yet saved): so they stay.
    if (before.bookmarksModified && !m_bookmarks->isModified())
        m_bookmarks->setModified(true);
    m_besideBookmarks = std::move(before.besideBookmarks);
    m_currentFile = before.file;
    updateTitle();
    // The caller shows or hides the pane as the action says.
    if (before.compareChecked) {
        const QSignalBlocker quiet(m_compareAction);
        m_compareAction->setChecked(*before.compareChecked);
    }
    if (before.trace) {
        showTrace(before.trace, before.position);
        m_traceFromFile = before.traceFromFile;
    }
    // After their trace is back, which numbers them.
    if (before.breakpoints)
        m_playback.setBreakpoints(*before.breakpoints);
    if (!before.trace && m_autoRunAction->isChecked()) {
        // The game cut a run short, or came before any: the board runs as it would have, back
        // at the step it was at.
        m_keepPosition = before.position;
        runNow();
    }
    // However the game was left (its menu, its shortcut, its panel closed, Back to the Board
    // Before...), the same line.
    if (!m_boardBackQuietly)
        m_logDock->appendMessage(tr("The board from before the game is back."));
}

void MainWindow::enterLiveView(QObject *keys, const Scene &scene, int body, int rival)
{
    // The comparison lists the pairs of the board the game replaces: a pair shown from it now
    // would end the game for a board no longer on screen.
    if (m_linkComparison)
        m_linkComparison->close();
    m_view->installEventFilter(keys);
    m_compare->hide();
    // The game's panel scrolls when the column is short; it gets the height to show whole
    // where the other panels can give it up (at the next layout, once it is shown), and again
    // when its status grows while it is played.
    QTimer::singleShot(0, this, [this] {
        for (QDockWidget *game : {m_snakeDock, m_duelDock, m_linkDock, m_puzzleDock}) {
            if (m_playMode && game->isVisible())
                keepGamePanelItsHeight(*this, game);
        }
    });
    alignCompareBoards();
    m_view->setTool(nullptr); // the game's board is fixed while it is played
    updateBoardEdits();
    m_view->setFrame(nullptr, &scene);
    m_view->setSnakeSequences(body, -1, rival);
    m_view->setCycleSequence(-1);
    // The breakpoints' cells are the set-aside board's: on the game's they would be others.
    m_view->setBreakpointCells({});
    m_breakpointsDock->setGameOn(true);
    m_bookmarksDock->setGameOn(true);
    showHistoryStart();
    m_view->frameChanged();
    m_view->setFocus(Qt::OtherFocusReason);
    m_playbackBar->setEnabled(false);
    // The panels and the status bar say a game is on rather than speak of a trace.
    onPositionChanged(0);
    updateGameClocksHeld();
}

void MainWindow::showHistoryStart()
{
    // During a game the history shown is the game's, empty: the board's waits beside it.
    m_undoView->setEmptyLabel(m_playMode ? tr("<a game: your edits come back after it>")
                                         : tr("<the board as opened>"));
}

void MainWindow::leaveLiveView()
{
    m_legendDock->setLiveMarks(std::nullopt);
    m_algorithmPanel->setGameNote({});
    m_view->setSnakeCrashed(false);
    if (!m_keepSetAside)
        restoreBeforeGame();
    m_playbackBar->setEnabled(true);
    updateSnakeLook();
    m_view->setBreakpointCells(m_playback.breakpointCells());
    m_breakpointsDock->setGameOn(false);
    m_bookmarksDock->setGameOn(false);
    showHistoryStart();
    updateBoardEdits();
    m_view->setTool(checkedTool());
    onPositionChanged(m_playback.position());
    // Still on from before the game; not when a new board's algorithm has no companion. A
    // board still set aside (Solve from Here) keeps it on for when it comes back.
    if (m_compareAction->isEnabled() || !m_beforeGame)
        setCompareShown(m_compareAction->isChecked() && m_compareAction->isEnabled());
    // Once the game's panel has left the column (at the next layout).
    if (m_leftWidthBeforeGame > 0) {
        QTimer::singleShot(0, this, [this, width = m_leftWidthBeforeGame, before = m_windowSizeBeforeGame] {
            if (m_playMode)
                return;
            if (before.isValid() && size() != before && size().expandedTo(before) == size()
                && !(windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen)))
                resize(before);
            resizeDocks({m_algorithmDock}, {width}, Qt::Horizontal);
        });
    }
}

void MainWindow::holdGameClocks(bool held)
{
    if (held) {
        // Only a game running on the board, and only once: a second dialog over the first
        // finds its clock stopped already.
        if (m_live == LiveGame::Link && !m_linkPlay->isPaused() && m_linkPlay->hasGame() && !m_linkPlay->isWon()) {
            m_linkPlay->pause();
            m_linkPausedForDialog = m_linkPlay->isPaused();
        }
        if (m_live == LiveGame::Puzzle && m_puzzlePlay->isClockRunning()) {
            m_puzzlePlay->pauseClock();
            m_puzzleClockHeldForDialog = true;
        }
        return;
    }
    // The game goes on where it was, unless the answer ended it.
    if (std::exchange(m_linkPausedForDialog, false) && m_live == LiveGame::Link)
        m_linkPlay->resume();
    if (std::exchange(m_puzzleClockHeldForDialog, false) && m_live == LiveGame::Puzzle)
        m_puzzlePlay->resumeClock();
}

void MainWindow::updateGameClocksHeld()
{
    if (!m_snakePlay || !m_duelPlay)
        return; // still being built
    // A dialog of the program's (Snake > Statistics, a tournament) has the keys: the board's
    // game cannot be steered. A floating panel of this window's is still the window's.
    const bool elsewhere = qobject_cast<const QDialog *>(QApplication::activeWindow()) && !isActiveWindow();
    const bool away = m_blockedByModal || elsewhere || isMinimized() || !isVisible();
    // A snake and a duel move by themselves, so they wait whenever the board cannot be watched
    // and steered; held, not paused, they go on as they were once it can. (Lianliankan and the
    // puzzle stop their clocks themselves once the board is out of sight.)
    m_snakePlay->setHeld(away && m_live == LiveGame::Snake);
    m_duelPlay->setHeld(away && m_live == LiveGame::Duel);
    if (m_blockedByModal == m_gameClocksHeld)
        return;
    m_gameClocksHeld = m_blockedByModal;
    holdGameClocks(m_blockedByModal);
}

void MainWindow::setBoardAsideForTrace(LiveGame from)
{
    // What belongs to the board that waits: its breakpoints, numbered on it, and whether it
    // was compared side by side.
    const auto keepWithTheBoard = [this] {
        if (m_beforeGame && !m_beforeGame->breakpoints) {
            m_beforeGame->breakpoints = m_playback.breakpoints();
            m_playback.setBreakpoints({});
        }
        if (m_beforeGame && !m_beforeGame->compareChecked)
            m_beforeGame->compareChecked = m_compareAction->isChecked();
    };
    if (m_live != LiveGame::None) {
        keepWithTheBoard();
        m_keepSetAside = true;
        endLiveGame();
        m_keepSetAside = false;
    } else if (!m_beforeGame) {
        // No game on (it ended, or the trace comes from a dialog): the board being edited is
        // the one to wait, as it would have during the game.
        m_playback.pause();
        m_runner.cancel();
        keepBeforeGame();
        keepWithTheBoard();
    } else {
        // An earlier trace made from a game gives way; the board before it still waits.
        m_runner.cancel();
        m_trace.reset();
        m_playback.setTrace(nullptr);
        m_besideBookmarks.reset();
    }
    m_beforeGame->tracedFrom = from;
    updateBoardBeforeGameAction();
    // The board on screen is the trace's, in no file until it is saved: the title says what it
    // is, and Save asks for a name rather than write it over the file set aside, which waits
    // with its board.
    m_currentFile.clear();
    updateTitle();
}

void MainWindow::bringBackBoardBeforeGame()
{
    if (!m_beforeGame || m_playMode)
        return;
    // The trace made from the game goes: its bookmarks are asked about first.
    if (!mayDropGameTrace())
        return;
    m_runner.cancel();
    // The solver's trace goes before the board comes back, which may have none to show yet.
    m_trace.reset();
    m_playback.setTrace(nullptr);
    restoreBeforeGame();
    setCompareShown(m_compareAction->isChecked() && m_compareAction->isEnabled());
}

void MainWindow::updateBoardBeforeGameAction()
{
    // Each game's menu offers back the board its own trace took.
    const auto offer = [this](QAction *action, LiveGame game) {
        if (action)
            action->setEnabled(m_beforeGame && m_live == LiveGame::None && m_beforeGame->tracedFrom == game);
    };
    offer(m_boardBeforeGameAction, LiveGame::Puzzle);
    offer(m_boardBeforeDuelAction, LiveGame::Duel);
    offer(m_boardBeforeLinkAction, LiveGame::Link);
}

void MainWindow::updateSnakeLook()
{
    if (m_playMode)
        return;
    // The board shows the trace on show, or the algorithm about to run; the snake is drawn
    // for the algorithm chosen.
    const QString shownId = m_trace ? m_trace->header.algorithm : m_document.scenario().algorithm;
    const BoardLook look = BoardLook::forAlgorithm(shownId);
    m_view->setSnakeSequences(look.snakeBody, look.snakeShadow, look.snakeRival);
    m_view->setCycleSequence(look.cycle);
    const AlgorithmInfo *chosen = Catalogue::find(m_document.scenario().algorithm);
    const bool drawable = chosen && chosen->family == Family::Snake;
    m_snakeToolAction->setEnabled(drawable);
    if (!drawable && m_snakeToolAction->isChecked())
        m_drawToolAction->trigger();
}

void MainWindow::offerCycleSize()
{
    const Scenario &scenario = m_document.scenario();
    if (!scenario.algorithm.startsWith(QStringLiteral("snake-hamilton")))
        return;
    const Grid &board = scenario.board;
    const QString why = HamiltonCycle::obstacle(board);
    const auto area = HamiltonCycle::playingArea(board);
    if (why.isEmpty() || !area || ((*area)[2] * (*area)[3]) % 2 == 0 || m_cycleSizeOffered == board)
        return;
    m_cycleSizeOffered = board;
    const int width = (*area)[2];
    const int height = (*area)[3];
    auto *box = new QMessageBox(QMessageBox::Information, tr("No Hamiltonian Cycle"), why, QMessageBox::NoButton, this);
    QAbstractButton *wider = box->addButton(tr("Make It %1 x %2").arg(width + 1).arg(height), QMessageBox::AcceptRole);
    QAbstractButton *taller = box->addButton(tr("Make It %1 x %2").arg(width).arg(height + 1), QMessageBox::AcceptRole);
    box->addButton(tr("Keep This Board"), QMessageBox::RejectRole);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this, [this, wider, taller, width, height](QAbstractButton *button) {
        if (button != wider && button != taller)
            return;
        const Grid resized = HamiltonCycle::withPlayingArea(m_document.board(), button == wider ? width + 1 : width,
                                                            button == wider ? height : height + 1);
        m_document.replaceBoard(resized, m_document.scenario().start, m_document.scenario().goal,
                                [] { return tr("Resize for a Hamiltonian cycle"); });
    });
    // Not exec(): the window goes on while the question is up.
    box->open();
}

Tool *MainWindow::checkedTool() const
{
    if (m_breakpointToolAction->isChecked())
        return m_breakpointTool.get();
    if (m_snakeToolAction->isChecked())
        return m_snakeTool.get();
    return m_drawTool.get();
}

void MainWindow::showSnakeStatistics()
{
    // Not modal: the games run on their own thread while the window goes on.
    auto *dialog = new SnakeStatsDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // Its inputs as they were left, this session or the last.
    dialog->readSettings(QSettings());
    connect(dialog, &QDialog::finished, dialog, [dialog] {
        QSettings settings;
        dialog->writeSettings(settings);
    });
    dialog->show();
}

} // namespace gridtrace
