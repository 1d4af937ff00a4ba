// A sliding puzzle played in the window: the board becomes a shuffled puzzle, clicks and arrow
// keys slide its tiles until play mode ends, and a solver can take over from where it stands.

#include "mainwindow.h"

#include "gridview.h"
#include "legenddock.h"
#include "logdock.h"
#include "panelscroll.h"
#include "panelsmenu.h"
#include "puzzleplaycontroller.h"
#include "puzzleplaypanel.h"

#include "catalogue/catalogue.h"
#include "grid/messagetext.h"
#include "puzzle/puzzlealgorithms.h"

#include <QAction>
#include <QDateTime>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>

namespace gridtrace {

void MainWindow::createPuzzleParts()
{
    m_puzzlePlay = new PuzzlePlayController(this);
    m_puzzleDock = new QDockWidget(this);
    m_puzzleDock->setObjectName(QStringLiteral("puzzleDock"));
    auto *panel = new PuzzlePlayPanel(m_puzzlePlay);
    m_puzzleDock->setWidget(PanelScroll::withLineBelow(panel, panel->linesInSight(), m_puzzleDock));
    addDockWidget(Qt::LeftDockWidgetArea, m_puzzleDock);
    PanelsMenu::add(m_docksMenu, m_puzzleDock);
    m_puzzleDock->hide();

    m_playPuzzleAction = new QAction(this);
    m_playPuzzleAction->setObjectName(QStringLiteral("playPuzzleAction"));
    m_playPuzzleAction->setCheckable(true);
    m_playPuzzleAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U));
    m_puzzleMenu = new QMenu(this);
    menuBar()->insertMenu(m_languageMenu->menuAction(), m_puzzleMenu);
    m_puzzleMenu->addAction(m_playPuzzleAction);
    m_boardBeforeGameAction = new QAction(this);
    m_boardBeforeGameAction->setObjectName(QStringLiteral("boardBeforeGameAction"));
    m_boardBeforeGameAction->setEnabled(false);
    m_puzzleMenu->addAction(m_boardBeforeGameAction);
    connect(m_boardBeforeGameAction, &QAction::triggered, this, &MainWindow::bringBackBoardBeforeGame);

    connect(m_playPuzzleAction, &QAction::toggled, this, &MainWindow::setPuzzlePlayMode);
    connect(m_puzzleDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        // Closing the panel ends the game, unless it only went behind another tab.
        if (!visible && m_live == LiveGame::Puzzle && m_puzzleDock->isHidden())
            setPuzzlePlayMode(false);
    });
    connect(m_puzzlePlay, &PuzzlePlayController::changed, this, [this] {
        if (m_live != LiveGame::Puzzle)
            return;
        syncPuzzleBoard();
        m_view->frameChanged();
    });
    connect(m_puzzlePlay, &PuzzlePlayController::solved, this, [this](int moves, qint64 elapsedMs) {
        m_logDock->appendMessage(withGroupedCount(tr("Sliding puzzle solved in %n move(s), %1 s.", nullptr, moves), moves)
                                     .arg(double(elapsedMs) / 1000.0, 0, 'f', 1));
    });
    connect(m_puzzlePlay, &PuzzlePlayController::solveRequested, this, &MainWindow::solvePuzzleFromHere);
}

void MainWindow::retranslatePuzzle()
{
    m_puzzleMenu->setTitle(tr("&Puzzle"));
    m_playPuzzleAction->setText(tr("Play a &Sliding Puzzle"));
    m_playPuzzleAction->setStatusTip(tr("Play a shuffled sliding puzzle: click a tile in line with the blank, or use the arrow keys"));
    m_puzzleDock->setWindowTitle(tr("Play a Sliding Puzzle"));
    m_boardBeforeGameAction->setText(tr("&Back to the Board Before the Puzzle"));
    m_boardBeforeGameAction->setStatusTip(tr("Leave the solver's trace and bring back the board, trace and edit history "
                                             "you had before the puzzle"));
}

void MainWindow::setPuzzlePlayMode(bool on)
{
    if (on == (m_live == LiveGame::Puzzle))
        return;
    // A new game takes the place of a trace made from the last: its bookmarks are asked about.
    if (on && !mayDropGameTrace()) {
        const QSignalBlocker quiet(m_playPuzzleAction);
        m_playPuzzleAction->setChecked(false);
        return;
    }
    if (on)
        endLiveGame();
    m_live = on ? LiveGame::Puzzle : LiveGame::None;
    m_playMode = on;
    m_playPuzzleAction->setChecked(on);
    m_puzzleDock->setVisible(on);
    if (!on) {
        m_puzzlePlay->pauseClock();
        m_view->removeEventFilter(m_puzzlePlay);
        leaveLiveView();
        return;
    }
    m_playback.pause();
    m_runner.cancel();
    keepBeforeGame();
    // A solved puzzle is a game over: coming back deals the next one, of the same size and goal
    // and with the next seed, as the panel's New puzzle does. An unfinished one comes back as
    // the snake's does, its clock stopped until the player goes on.
    const bool resuming = m_puzzlePlay->hasGame() && !m_puzzlePlay->isSolved();
    if (m_puzzlePlay->hasGame() && m_puzzlePlay->isSolved()) {
        const PuzzleBoard &last = m_puzzlePlay->board();
        m_puzzlePlay->newGame(last.width(), last.height(), last.goal(), m_puzzlePlay->seed() + 1);
    } else if (!m_puzzlePlay->hasGame()) {
        m_puzzlePlay->newGame(PuzzlePlayController::defaultSide, PuzzlePlayController::defaultSide,
                              PuzzleGoal::BlankLast, quint64(QDateTime::currentMSecsSinceEpoch()));
    } else {
        m_puzzlePlay->waitForNextMove();
    }
    syncPuzzleBoard();
    enterLiveView(m_puzzlePlay, m_puzzlePlay->scene(), -1, -1);
    m_legendDock->setLiveMarks(PuzzlePlayController::shownMarks(), &PuzzlePlayController::legendRows);
    if (resuming)
        m_logDock->appendMessage(tr("Play a sliding puzzle: the unfinished puzzle is back, paused; its clock goes on with your "
                                    "next click or arrow key."));
    else
        m_logDock->appendMessage(tr("Play a sliding puzzle: click a tile in the blank's row or column, or press an arrow key "
                                    "to move a tile into the blank that way. A solver can take over from the panel."));
}

void MainWindow::syncPuzzleBoard()
{
    // A new puzzle may be of another size: the document follows, so the board under the tiles
    // is the puzzle's and clicks land on its cells.
    if (!m_puzzlePlay->hasGame())
        return;
    Scenario scenario = m_puzzlePlay->scenarioFor(QStringLiteral("layered"));
    scenario.tiles.clear(); // the live scene carries them
    if (m_document.board() == scenario.board && m_document.scenario().tiles.empty())
        return;
    replaceDocument(scenario);
    m_view->setFrame(nullptr, &m_puzzlePlay->scene());
}

void MainWindow::solvePuzzleFromHere(const Scenario &scenario)
{
    // The position played takes the board, and the board the game set aside stays so, with its
    // history, trace and breakpoints, for Back to the Board Before the Puzzle (or the next
    // game's end) to give back.
    setBoardAsideForTrace(LiveGame::Puzzle);
    replaceDocument(scenario);
    m_keepPosition = -1;
    runNow();
    const AlgorithmInfo *info = Catalogue::find(scenario.algorithm);
    m_logDock->appendMessage(tr("%1 takes over from the position played. Puzzle > Back to the Board Before the Puzzle "
                                "brings back your board.")
                                 .arg(info ? Catalogue::text(info->name) : scenario.algorithm));
}

} // namespace gridtrace
