// Lianliankan played in the window: the board becomes a generated game that can be cleared,
// and clicks on tiles link them until play mode ends.

#include "mainwindow.h"

#include "algorithmpanel.h"
#include "comparepane.h"
#include "gridview.h"
#include "legenddock.h"
#include "linkcomparisondialog.h"
#include "linkplaycontroller.h"
#include "linkplaypanel.h"
#include "logdock.h"
#include "panelscroll.h"
#include "panelsmenu.h"

#include <QAction>
#include <QDateTime>
#include <QDockWidget>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QScopedValueRollback>

namespace gridtrace {

void MainWindow::createLinkParts()
{
    m_linkPlay = new LinkPlayController(this);
    // Its clock starts once the board shows the tiles.
    m_linkPlay->setOnView(true);
    m_linkDock = new QDockWidget(this);
    m_linkDock->setObjectName(QStringLiteral("linkDock"));
    auto *panel = new LinkPlayPanel(m_linkPlay);
    m_linkDock->setWidget(PanelScroll::withLineBelow(panel, panel->linesInSight(), m_linkDock));
    addDockWidget(Qt::LeftDockWidgetArea, m_linkDock);
    PanelsMenu::add(m_docksMenu, m_linkDock);
    m_linkDock->hide();

    m_playLinkAction = new QAction(this);
    m_playLinkAction->setObjectName(QStringLiteral("playLinkAction"));
    m_playLinkAction->setCheckable(true);
    m_playLinkAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    m_linkMenu = new QMenu(this);
    menuBar()->insertMenu(m_languageMenu->menuAction(), m_linkMenu);
    m_linkMenu->addAction(m_playLinkAction);
    m_compareLinkAction = new QAction(this);
    m_compareLinkAction->setObjectName(QStringLiteral("compareLinkAction"));
    m_linkMenu->addAction(m_compareLinkAction);
    connect(m_compareLinkAction, &QAction::triggered, this, &MainWindow::showLinkComparison);
    m_boardBeforeLinkAction = new QAction(this);
    m_boardBeforeLinkAction->setObjectName(QStringLiteral("boardBeforeLinkAction"));
    m_boardBeforeLinkAction->setEnabled(false);
    m_linkMenu->addAction(m_boardBeforeLinkAction);
    connect(m_boardBeforeLinkAction, &QAction::triggered, this, &MainWindow::bringBackBoardBeforeGame);

    connect(m_playLinkAction, &QAction::toggled, this, &MainWindow::setLinkPlayMode);
    connect(m_linkDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        // Closing the panel ends the game, unless it only went behind another tab.
        if (!visible && m_live == LiveGame::Link && m_linkDock->isHidden())
            setLinkPlayMode(false);
    });
    connect(m_linkPlay, &LinkPlayController::changed, this, [this] {
        if (m_live != LiveGame::Link)
            return;
        syncLinkBoard();
        m_view->frameChanged();
    });
    connect(m_linkPlay, &LinkPlayController::won, this, [this](int score, qint64 elapsedMs) {
        m_logDock->appendMessage(tr("Lianliankan cleared: score %1 in %2 s.").arg(QLocale().toString(score)).arg(double(elapsedMs) / 1000.0, 0, 'f', 1));
    });
}

void MainWindow::retranslateLink()
{
    m_linkMenu->setTitle(tr("&Lianliankan"));
    m_playLinkAction->setText(tr("&Play Lianliankan"));
    m_playLinkAction->setStatusTip(tr("Play on a generated board that can be cleared: click two tiles of a kind to link them"));
    m_linkDock->setWindowTitle(tr("Play Lianliankan"));
    m_compareLinkAction->setText(tr("&Compare the Two Searches on This Board…"));
    m_compareLinkAction->setStatusTip(tr("Every pair of tiles of one kind linked by the post's search and by the fewest-turn search, "
                                         "with where they differ; a row shows the pair side by side"));
    m_boardBeforeLinkAction->setText(tr("&Back to the Board Before Lianliankan"));
    m_boardBeforeLinkAction->setStatusTip(tr("Leave the pair side by side and bring back the board, trace and edit history "
                                             "you had before the game"));
}

void MainWindow::showLinkComparison()
{
    // The board in play, or the one being edited.
    QString error;
    std::optional<LinkBoard> board;
    if (m_live == LiveGame::Link && m_linkPlay->hasGame())
        board = m_linkPlay->board();
    else if (!m_document.scenario().tiles.empty())
        board = LinkBoard::fromScenario(m_document.scenario(), &error);
    // A board without tiles (a maze, a snake's walled area) is no Lianliankan board gone wrong:
    // its ring of walls is no mistake to point at, its lack of tiles is.
    const bool noTiles = board ? board->tileCount() == 0 : error.isEmpty();
    if (!board || noTiles) {
        const Grid &grid = m_document.scenario().board;
        // A board of the wrong size is said once: what it is, and what Lianliankan needs.
        if (!board && !LinkBoard::sizeError(qint64(grid.width()) - 2, qint64(grid.height()) - 2).isEmpty())
            error = tr("This board is %1 x %2 cells; a Lianliankan board is a ring of empty cells round %3 to %4 x %5 to %6 tiles.")
                        .arg(grid.width()).arg(grid.height()).arg(LinkBoard::minWidth).arg(LinkBoard::maxWidth)
                        .arg(LinkBoard::minHeight).arg(LinkBoard::maxHeight);
        else if (noTiles)
            error = tr("The board has no tiles: open a Lianliankan board or play one first.");
        else
            error = tr("The board is not a Lianliankan board: %1.").arg(error);
        showError(tr("Compare the Two Searches"), error);
        return;
    }
    if (m_linkComparison)
        m_linkComparison->close();
    auto *dialog = new LinkComparisonDialog(*board, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_linkComparison = dialog;
    // The table holds the player's eyes as a question does: the clock waits until it closes.
    if (m_live == LiveGame::Link && !m_linkPlay->isPaused() && !m_linkPlay->isWon()) {
        m_linkPlay->pause();
        m_linkPausedForComparison = m_linkPlay->isPaused();
    }
    connect(dialog, &QDialog::finished, this, [this] {
        if (std::exchange(m_linkPausedForComparison, false) && m_live == LiveGame::Link)
            m_linkPlay->resume();
    });
    connect(dialog, &LinkComparisonDialog::pairChosen, this, [this, board = *board](int first, int second) {
        showLinkPairSideBySide(board, first, second);
    });
    dialog->show();
}

void MainWindow::showLinkPairSideBySide(const LinkBoard &board, int first, int second)
{
    Scenario scenario = m_document.scenario();
    board.toScenario(scenario);
    const CellPos from = board.pos(first);
    const CellPos to = board.pos(second);
    // The post's search has the longer trace, so it takes the window's timeline; the
    // fewest-turn search stands beside it and finishes first.
    const QString post = QStringLiteral("link-seed-003");
    const bool boardShown = scenario.board == m_document.board() && scenario.tiles == m_document.scenario().tiles;
    // A board of a game (played now or before) takes the board's place as a trace made from
    // the game: the one being edited waits, with its history, for Back to the Board Before
    // Lianliankan. The board being edited itself only gets the pair's endpoints, as one edit.
    const bool fromGame = m_live != LiveGame::None || !boardShown;
    // A trace made from a game on screen gives way to this one: its bookmarks are asked about.
    if (fromGame && !mayDropGameTrace())
        return;
    if (fromGame)
        setBoardAsideForTrace(LiveGame::Link);
    if (!fromGame) {
        // One action, one step of Undo, named again in each language: Undo never leaves a
        // board with one tile of the pair, and gives back the search chosen before.
        const Scenario &before = m_document.scenario();
        if (before.start != from || before.goal != to || before.algorithm != post) {
            const quint64 seed = before.seed;
            {
                // The panel's settings for the post's search, the document untouched until the step.
                const QScopedValueRollback replacing(m_replacingDocument, true);
                m_algorithmPanel->setSettings(post, {}, seed);
            }
            m_document.replaceBoard(m_document.board(), from, to, [from, to] {
                return tr("Link (%1, %2) with (%3, %4)").arg(from.x).arg(from.y).arg(to.x).arg(to.y);
            }, BoardDocument::AlgorithmChoice{post, m_algorithmPanel->parameters(), seed});
        }
    } else {
        scenario.start = from;
        scenario.goal = to;
        scenario.algorithm = post;
        scenario.parameters.clear();
        replaceDocument(scenario);
    }
    m_compareAction->setChecked(true);
    m_compare->setPrimary(post);
    m_compare->setAlgorithm(QStringLiteral("link-min-turn"));
    m_keepPosition = -1;
    runNow();
    // The cells as the board on screen numbers them, as the comparison lists them.
    m_logDock->appendMessage(tr("Linking (%1, %2) with (%3, %4): the post's search on the timeline, the fewest turns beside it.")
                                 .arg(from.x).arg(from.y).arg(to.x).arg(to.y));
    if (fromGame)
        m_logDock->appendMessage(tr("Lianliankan > Back to the Board Before Lianliankan brings back your board."));
}

void MainWindow::setLinkPlayMode(bool on)
{
    if (on == (m_live == LiveGame::Link))
        return;
    // A new game takes the place of a trace made from the last: its bookmarks are asked about.
    if (on && !mayDropGameTrace()) {
        const QSignalBlocker quiet(m_playLinkAction);
        m_playLinkAction->setChecked(false);
        return;
    }
    if (on)
        endLiveGame();
    m_live = on ? LiveGame::Link : LiveGame::None;
    m_playMode = on;
    m_playLinkAction->setChecked(on);
    m_linkDock->setVisible(on);
    if (!on) {
        m_linkPlay->pause();
        // The game the comparison paused is over: closing it resumes none.
        m_linkPausedForComparison = false;
        m_view->removeEventFilter(m_linkPlay);
        leaveLiveView();
        return;
    }
    m_playback.pause();
    m_runner.cancel();
    keepBeforeGame();
    // A cleared board is a game over: coming back deals the next one, of the same size and
    // kinds and with the next seed, as the panel's New game does. An unfinished one comes back
    // as the snake's does: paused, left so (its clock too) until the player resumes it.
    const bool cleared = m_linkPlay->hasGame() && m_linkPlay->isWon();
    const bool resuming = m_linkPlay->hasGame() && !cleared;
    if (cleared) {
        const LinkBoard &last = m_linkPlay->board();
        if (!m_linkPlay->newGame(last.width(), last.height(), m_linkPlay->kinds(), m_linkPlay->seed() + 1))
            m_linkPlay->newGame(LinkPlayController::defaultWidth, LinkPlayController::defaultHeight,
                                LinkPlayController::defaultKinds, quint64(QDateTime::currentMSecsSinceEpoch()));
    } else if (!m_linkPlay->hasGame()) {
        m_linkPlay->newGame(LinkPlayController::defaultWidth, LinkPlayController::defaultHeight,
                            LinkPlayController::defaultKinds, quint64(QDateTime::currentMSecsSinceEpoch()));
    } else {
        m_linkPlay->pause();
    }
    syncLinkBoard();
    // Not a snake game: no bands, the tiles come from the scene.
    enterLiveView(m_linkPlay, m_linkPlay->scene(), -1, -1);
    m_legendDock->setLiveMarks(LinkPlayController::shownMarks(), &LinkPlayController::legendRows);
    if (resuming)
        m_logDock->appendMessage(tr("Play Lianliankan: the unfinished game is back, paused; P or the panel's Resume goes on."));
    else
        m_logDock->appendMessage(tr("Play Lianliankan: click a tile, then another of its kind; they go when a path of at most "
                                    "two turns joins them. Hint, shuffle and undo are in the panel."));
}

void MainWindow::syncLinkBoard()
{
    // A new game may bring a board of another size: the document follows, so what is drawn
    // under the tiles is the game's.
    if (!m_linkPlay->hasGame())
        return;
    Scenario scenario;
    m_linkPlay->board().toScenario(scenario);
    scenario.tiles.clear(); // the live scene carries them
    if (m_document.board() == scenario.board && m_document.scenario().tiles.empty())
        return;
    scenario.algorithm = QStringLiteral("link-min-turn");
    replaceDocument(scenario);
    m_view->setFrame(nullptr, &m_linkPlay->scene());
}

} // namespace gridtrace
