// Lianliankan played in the window: the board becomes a generated game that can be cleared,
// and clicks on tiles link them until play mode ends.

#include "mainwindow.h"

#include "gridview.h"
#include "linkplaycontroller.h"
#include "linkplaypanel.h"
#include "logdock.h"

#include <QAction>
#include <QDateTime>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>

namespace gridtrace {

void MainWindow::createLinkParts()
{
    m_linkPlay = new LinkPlayController(this);
    m_linkDock = new QDockWidget(this);
    m_linkDock->setObjectName(QStringLiteral("linkDock"));
    m_linkDock->setWidget(new LinkPlayPanel(m_linkPlay, m_linkDock));
    addDockWidget(Qt::LeftDockWidgetArea, m_linkDock);
    m_docksMenu->addAction(m_linkDock->toggleViewAction());
    m_linkDock->hide();

    m_playLinkAction = new QAction(this);
    m_playLinkAction->setObjectName(QStringLiteral("playLinkAction"));
    m_playLinkAction->setCheckable(true);
    m_playLinkAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    m_linkMenu = new QMenu(this);
    menuBar()->insertMenu(m_languageMenu->menuAction(), m_linkMenu);
    m_linkMenu->addAction(m_playLinkAction);

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
        m_logDock->appendMessage(tr("Lianliankan cleared: score %1 in %2 s.").arg(score).arg(double(elapsedMs) / 1000.0, 0, 'f', 1));
    });
}

void MainWindow::retranslateLink()
{
    m_linkMenu->setTitle(tr("&Lianliankan"));
    m_playLinkAction->setText(tr("&Play Lianliankan"));
    m_playLinkAction->setStatusTip(tr("Play on a generated board that can be cleared: click two tiles of a kind to link them"));
    m_linkDock->setWindowTitle(tr("Play Lianliankan"));
}

void MainWindow::setLinkPlayMode(bool on)
{
    if (on == (m_live == LiveGame::Link))
        return;
    if (on)
        endLiveGame();
    m_live = on ? LiveGame::Link : LiveGame::None;
    m_playMode = on;
    m_playLinkAction->setChecked(on);
    m_linkDock->setVisible(on);
    if (!on) {
        m_linkPlay->pause();
        m_view->removeEventFilter(m_linkPlay);
        leaveLiveView();
        return;
    }
    m_playback.pause();
    m_runner.cancel();
    if (!m_linkPlay->hasGame())
        m_linkPlay->newGame(LinkPlayController::defaultWidth, LinkPlayController::defaultHeight,
                            LinkPlayController::defaultKinds, quint64(QDateTime::currentMSecsSinceEpoch()));
    else
        m_linkPlay->resume();
    syncLinkBoard();
    // Not a snake game: no bands, the tiles come from the scene.
    enterLiveView(m_linkPlay, m_linkPlay->scene(), -1, -1);
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
