// The King of Bots duel in the window: a live game people and bots play on the board, a
// tournament of bots in a dialog, and records (from either, or the platform) replayed as traces.

#include "mainwindow.h"

#include "duelplaycontroller.h"
#include "duelplaypanel.h"
#include "dueltournamentdialog.h"
#include "algorithmpanel.h"
#include "pseudocodedock.h"
#include "gridview.h"
#include "legenddock.h"
#include "logdock.h"
#include "panelscroll.h"
#include "panelsmenu.h"

#include "catalogue/catalogue.h"
#include "duel/duelarena.h"
#include "duel/duelrecord.h"
#include "duel/duelreplay.h"
#include "duel/dueltracer.h"
#include "grid/cappedfile.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QRandomGenerator>
#include <QScopedValueRollback>

#include <map>

namespace gridtrace {

namespace {

// A bot's pseudo-code as snake B thinks it: the catalogue's entry speaks as snake A.
const AlgorithmInfo *thinkingAsB(const AlgorithmInfo &info)
{
    // Kept for the program's life, as the catalogue's entries are: the dock keeps a pointer.
    static std::map<QString, AlgorithmInfo> asB;
    auto [place, added] = asB.try_emplace(info.id, info);
    if (added && !place->second.pseudoCode.isEmpty())
        place->second.pseudoCode.front() = QT_TRANSLATE_NOOP("Catalogue", "each round, both bots see the same position; this bot (B) thinks:");
    return &place->second;
}

Scenario duelScenario(const DuelMap &map, quint64 seed)
{
    Scenario scenario;
    scenario.board = map.board();
    scenario.algorithm = QStringLiteral("duel-alphabeta");
    scenario.seed = seed;
    return scenario;
}

} // namespace

void MainWindow::createDuelParts()
{
    m_duelPlay = new DuelPlayController(this);
    m_duelDock = new QDockWidget(this);
    m_duelDock->setObjectName(QStringLiteral("duelDock"));
    auto *panel = new DuelPlayPanel(m_duelPlay);
    panel->setBoard(m_view);
    connect(panel, &DuelPlayPanel::recordSaved, this, [this](const QString &fileName) {
        m_logDock->appendMessage(tr("Saved the duel record to %1.").arg(QDir::toNativeSeparators(fileName)));
    });
    m_duelDock->setWidget(PanelScroll::withLineBelow(panel, panel->linesInSight(), m_duelDock));
    addDockWidget(Qt::LeftDockWidgetArea, m_duelDock);
    PanelsMenu::add(m_docksMenu, m_duelDock);
    m_duelDock->hide();

    m_playDuelAction = new QAction(this);
    m_playDuelAction->setObjectName(QStringLiteral("playDuelAction"));
    m_playDuelAction->setCheckable(true);
    m_playDuelAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_duelTournamentAction = new QAction(this);
    m_duelTournamentAction->setObjectName(QStringLiteral("duelTournamentAction"));
    m_replayDuelAction = new QAction(this);
    m_replayDuelAction->setObjectName(QStringLiteral("replayDuelAction"));
    m_replayDuelAction->setEnabled(false);
    m_boardBeforeDuelAction = new QAction(this);
    m_boardBeforeDuelAction->setObjectName(QStringLiteral("boardBeforeDuelAction"));
    m_boardBeforeDuelAction->setEnabled(false);
    m_duelExampleAction = new QAction(this);
    m_examplesMenu->addAction(m_duelExampleAction);

    // Before the Language menu, beside the Snake menu.
    m_duelMenu = new QMenu(this);
    menuBar()->insertMenu(m_languageMenu->menuAction(), m_duelMenu);
    m_duelMenu->addAction(m_playDuelAction);
    m_duelMenu->addAction(m_replayDuelAction);
    m_duelMenu->addAction(m_boardBeforeDuelAction);
    m_duelMenu->addSeparator();
    m_duelMenu->addAction(m_duelTournamentAction);

    connect(m_playDuelAction, &QAction::toggled, this, &MainWindow::setDuelPlayMode);
    connect(m_duelDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        // Closing the panel ends the game, unless it only went behind another tab.
        if (!visible && m_live == LiveGame::Duel && m_duelDock->isHidden())
            setDuelPlayMode(false);
    });
    connect(m_duelPlay, &DuelPlayController::changed, this, [this] {
        if (m_live != LiveGame::Duel)
            return;
        syncDuelBoard();
        // A new game (round 0) is played by the players picked now: the panel names them again.
        if (m_duelPlay->game() && m_duelPlay->game()->round() == 0)
            showDuelBotsPlaying();
        m_view->frameChanged();
        m_replayDuelAction->setEnabled(m_duelPlay->game() && m_duelPlay->game()->round() > 0);
    });
    connect(m_duelPlay, &DuelPlayController::playersChanged, this, &MainWindow::showDuelBotsPlaying);
    connect(m_duelPlay, &DuelPlayController::ended, this, [this](DuelResult, const QString &summary) {
        m_logDock->appendMessage(tr("%1.", "a duel's result, ended as every line of the log is").arg(summary));
        m_replayDuelAction->setEnabled(true);
    });
    connect(m_replayDuelAction, &QAction::triggered, this, [this] {
        // A replay shown already gives way to this one: its bookmarks are asked about first.
        if (!m_duelPlay->game() || !mayDropGameTrace())
            return;
        replayBesideTheBoard(m_duelPlay->record());
    });
    connect(m_boardBeforeDuelAction, &QAction::triggered, this, &MainWindow::bringBackBoardBeforeGame);
    connect(m_duelTournamentAction, &QAction::triggered, this, &MainWindow::showDuelTournament);
    connect(m_duelExampleAction, &QAction::triggered, this, [this] {
        if (maySetBoardAside())
            openExample(QStringLiteral("duel-alphabeta"));
    });
}

void MainWindow::retranslateDuel()
{
    m_duelMenu->setTitle(tr("D&uel"));
    m_playDuelAction->setText(tr("&Play a Duel"));
    m_playDuelAction->setStatusTip(tr("Play the King of Bots snake duel on the board: against a bot, or two people on one keyboard"));
    m_replayDuelAction->setText(tr("&Replay the Game Played"));
    m_replayDuelAction->setStatusTip(tr("Step through the live game's record as a trace"));
    m_boardBeforeDuelAction->setText(tr("&Back to the Board Before the Duel"));
    m_boardBeforeDuelAction->setStatusTip(tr("Leave the game's replay and bring back the board, trace and edit history "
                                             "you had before the duel"));
    m_duelTournamentAction->setText(tr("&Tournament…"));
    m_duelTournamentAction->setStatusTip(tr("Play many seeded games between two bots, built-in or any program"));
    m_duelExampleAction->setText(tr("&Duel: Alpha-Beta against Flood Fill (seed 002)"));
    m_duelDock->setWindowTitle(tr("Play a Duel"));
    showDuelBotsPlaying();
}

void MainWindow::setDuelPlayMode(bool on)
{
    if (on == (m_live == LiveGame::Duel))
        return;
    // A new game takes the place of a trace made from the last: its bookmarks are asked about.
    if (on && !mayDropGameTrace()) {
        const QSignalBlocker quiet(m_playDuelAction);
        m_playDuelAction->setChecked(false);
        return;
    }
    if (on)
        endLiveGame();
    m_live = on ? LiveGame::Duel : LiveGame::None;
    m_playMode = on;
    m_playDuelAction->setChecked(on);
    m_duelDock->setVisible(on);
    if (!on) {
        m_duelPlay->pause();
        m_view->removeEventFilter(m_duelPlay);
        leaveLiveView();
        return;
    }
    m_playback.pause();
    m_runner.cancel();
    keepBeforeGame();
    // An unfinished game comes back as the snake's does: paused, as leaving left it, until the
    // player resumes it. A finished one makes way for a new game.
    const DuelGame *left = m_duelPlay->game();
    const bool resuming = left && !left->isOver();
    if (resuming)
        m_duelPlay->pause();
    else
        m_duelPlay->newGame(QRandomGenerator::global()->generate64());
    syncDuelBoard();
    enterLiveView(m_duelPlay, m_duelPlay->scene(), DuelSnakeASequence, DuelSnakeBSequence);
    showDuelBotsPlaying();
    m_legendDock->setLiveMarks(DuelPlayController::shownMarks());
    if (resuming)
        m_logDock->appendMessage(tr("Play a duel: the unfinished game is back, paused; P goes on."));
    else
        m_logDock->appendMessage(tr("Play a duel: choose who plays each snake in the panel. One person steers with WASD or the "
                                    "arrow keys; two share the keyboard, WASD for A and the arrows for B. P pauses."));
}

void MainWindow::syncDuelBoard()
{
    // Each new game may bring a new map: the board follows, so the walls drawn are the game's.
    const DuelGame *game = m_duelPlay->game();
    if (!game)
        return;
    const Grid board = game->map().board();
    if (m_document.board() == board)
        return;
    replaceDocument(duelScenario(game->map(), m_duelPlay->seed()));
    m_view->setFrame(nullptr, &m_duelPlay->scene());
    showDuelBotsPlaying();
}

void MainWindow::showDuelBotsPlaying()
{
    if (m_live != LiveGame::Duel)
        return;
    // The game on the board is the one described: once it is over, a player picked since plays
    // only the next game, and the panel goes on naming who played this one.
    const QString a = m_duelPlay->playerOfGame(DuelSide::A);
    const QString b = m_duelPlay->playerOfGame(DuelSide::B);
    const bool pickedSince = m_duelPlay->playersChangedSinceEnd();
    const auto builtIn = [](const QString &id) { return duelBotIds().contains(id); };
    // Not an edit of the board's: nothing runs, the game goes on.
    const QScopedValueRollback replacing(m_replacingDocument, true);
    if (!builtIn(a) && !builtIn(b)) {
        m_algorithmPanel->showNoAlgorithm();
        m_algorithmPanel->setGameNote(
            (pickedSince ? tr("No built-in bot played the last game, before the change of player (snake A: %1; snake B: %2), "
                              "so none is shown here.")
                         : tr("No built-in bot plays the game on the board (snake A: %1; snake B: %2), so none is shown here."))
                .arg(DuelPlayController::displayName(a), DuelPlayController::displayName(b)));
        m_pseudoCodeDock->setAlgorithm(nullptr);
        return;
    }
    const bool botIsA = builtIn(a);
    const QString bot = botIsA ? a : b;
    const QString other = botIsA ? b : a;
    const QString id = QStringLiteral("duel-") + bot;
    const AlgorithmInfo *info = Catalogue::find(id);
    if (!info)
        return;
    QVariantMap parameters = m_document.scenario().parameters;
    if (builtIn(other))
        parameters.insert(QStringLiteral("opponent"), other);
    m_algorithmPanel->setSettings(id, parameters, m_duelPlay->seed());
    m_document.setAlgorithm(id, m_algorithmPanel->parameters(), m_duelPlay->seed());
    if (pickedSince) {
        m_algorithmPanel->setGameNote(
            botIsA ? tr("In the last game, before the change of player, this bot played snake A; snake B: %1.").arg(DuelPlayController::displayName(b))
                   : tr("In the last game, before the change of player, this bot played snake B; snake A: %1.").arg(DuelPlayController::displayName(a)));
    } else {
        m_algorithmPanel->setGameNote(
            botIsA ? tr("In the game on the board this bot plays snake A; snake B: %1.").arg(DuelPlayController::displayName(b))
                   : tr("In the game on the board this bot plays snake B; snake A: %1.").arg(DuelPlayController::displayName(a)));
    }
    if (!botIsA)
        m_pseudoCodeDock->setAlgorithm(thinkingAsB(*info));
}

void MainWindow::showDuelTournament()
{
    if (m_duelTournament) {
        m_duelTournament->raise();
        m_duelTournament->activateWindow();
        return;
    }
    // Not modal: the games run on their own thread while the window goes on, and a game from
    // the table replays in the window while the dialog stays open.
    auto *dialog = new DuelTournamentDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &DuelTournamentDialog::replayRequested, this, [this](const DuelRecord &record) {
        if (mayDropGameTrace())
            replayBesideTheBoard(record);
    });
    m_duelTournament = dialog;
    dialog->show();
}

void MainWindow::replayBesideTheBoard(const DuelRecord &record)
{
    // A game replayed from the window (the game played, a tournament's game) is no file opened:
    // the board it replaces waits, with its edits, for Back to the Board Before the Duel.
    setBoardAsideForTrace(LiveGame::Duel);
    replaceDocument(duelReplayScenario(record));
    m_keepPosition = -1;
    runNow();
    m_logDock->appendMessage(tr("Duel > Back to the Board Before the Duel brings back your board."));
}

void MainWindow::replayDuelRecord(const DuelRecord &record)
{
    // A record opened beside a board replays as the menu's replay does, the board waiting for
    // Back to the Board Before the Duel; with no board yet (a record named at start) there is
    // nothing to wait.
    if (!m_document.board().isEmpty()) {
        replayBesideTheBoard(record);
        return;
    }
    endLiveGameForNewBoard();
    m_currentFile.clear();
    replaceDocument(duelReplayScenario(record));
    updateTitle();
    m_keepPosition = -1;
    runNow();
}

bool MainWindow::openDuelRecordFile(const QString &fileName)
{
    QString error;
    const auto bytes = CappedFile::read(fileName, fileLimits::duelRecord, &error);
    if (!bytes) {
        showError(tr("Open a Duel Record"), tr("%1: %2").arg(fileName, error));
        return false;
    }
    const std::optional<DuelRecord> record = DuelRecord::fromJson(*bytes, &error);
    if (!record) {
        showError(tr("Open a Duel Record"), tr("%1: %2").arg(fileName, error));
        return false;
    }
    if (!record->replay(&error)) {
        showError(tr("Open a Duel Record"), tr("%1: %2").arg(fileName, error));
        return false;
    }
    replayDuelRecord(*record);
    m_currentFile = fileName;
    noteRecentFile(fileName);
    updateTitle();
    return true;
}

} // namespace gridtrace
