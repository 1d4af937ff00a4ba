// Whole-board edits from the Edit menu: generate a maze or terrain, resize, clear. Each is one
// step of the undo history, like a drag.

#include "mainwindow.h"

#include "algorithmpanel.h"
#include "bookmarklist.h"
#include "comparepane.h"
#include "linkplaypanel.h"
#include "logdock.h"
#include "puzzleplaypanel.h"
#include "windowtitlewidth.h"

#include "catalogue/catalogue.h"

#include <QAction>
#include <QActionGroup>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QMenu>
#include <QRandomGenerator>
#include <QSpinBox>

#include <algorithm>
#include <utility>

namespace gridtrace {

void MainWindow::generateBoard(const QString &generatorId, bool weighted)
{
    const AlgorithmInfo *info = Catalogue::find(generatorId);
    if (!info)
        return;
    const Scenario &current = m_document.scenario();
    Scenario request;
    request.board = Grid(current.board.width(), current.board.height());
    request.start = current.start;
    request.goal = current.goal;
    request.algorithm = generatorId;
    if (weighted)
        request.parameters.insert(QStringLiteral("weighted"), true);
    // A new board each time: the seed is drawn, and the board itself is what is kept.
    request.seed = QRandomGenerator::global()->generate64();
    const RunOutcome outcome = Catalogue::run(request);
    if (!outcome.error.isEmpty() || !outcome.board) {
        showError(tr("Generate"), outcome.error.isEmpty() ? tr("The generator made no board.") : outcome.error);
        return;
    }
    const QString name = weighted ? tr("Random Weighted Terrain") : Catalogue::text(info->name);
    m_document.replaceBoard(*outcome.board, current.start, current.goal, [weighted, info] {
        // The catalogue's entries live as long as the program.
        return tr("Generate: %1").arg(weighted ? tr("Random Weighted Terrain") : Catalogue::text(info->name));
    });
    m_logDock->appendMessage(tr("Generated a board of %1 x %2 cells: %3.")
                                 .arg(outcome.board->width()).arg(outcome.board->height()).arg(name));
}

void MainWindow::resizeBoardDialog()
{
    auto *dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Resize the Board"));
    // Its two fields are narrower than its title, which the title bar would cut short.
    dialog->setMinimumWidth(windowTitleWidth(dialog));
    auto *width = new QSpinBox(dialog);
    auto *height = new QSpinBox(dialog);
    for (QSpinBox *box : {width, height})
        box->setRange(1, Grid::MaxSide);
    width->setValue(m_document.board().width());
    height->setValue(m_document.board().height());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    auto *form = new QFormLayout(dialog);
    form->addRow(tr("&Width (columns):"), width);
    form->addRow(tr("&Height (rows):"), height);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    connect(dialog, &QDialog::accepted, this, [this, width, height] {
        const Grid resized = BoardDocument::resized(m_document.board(), width->value(), height->value());
        // An endpoint off the smaller board moves to its nearest cell rather than being lost.
        m_document.replaceBoard(resized, m_document.scenario().start, m_document.scenario().goal,
                                [w = width->value(), h = height->value()] { return tr("Resize to %1 x %2").arg(w).arg(h); });
    });
    dialog->open();
}

void MainWindow::updateBoardEdits()
{
    // A game owns the board while it is on: an edit would change the board under it (a maze
    // drawn beneath the snakes, a smaller board the game goes on counting on) and fill the
    // game's history. Every way to edit it waits, saying why, until the game is left.
    const bool editable = !m_playMode;
    const QString why = editable ? QString() : tr("Not during a game: leave the game to edit the board.");
    QList<QAction *> edits{m_drawToolAction, m_breakpointToolAction, m_snakeToolAction, m_resizeAction, m_clearAction,
                           m_brushMenu->menuAction(), m_generateMenu->menuAction()};
    edits << m_brushActions << m_generateActions;
    for (QAction *action : std::as_const(edits)) {
        action->setEnabled(editable);
        action->setToolTip(why);
    }
    // Menus show an action's tooltip only when asked to, and only one set on purpose.
    m_editMenu->setToolTipsVisible(true);
    // Nothing is traced during a game (the board runs again when it ends): running, a search
    // beside it and the algorithm's settings wait too, saying why, and would otherwise do
    // nothing to be seen or change the board set aside behind the game.
    const QString whyNoRun = editable ? QString() : tr("Not during a game: leave the game to run an algorithm.");
    m_runAction->setEnabled(editable);
    m_runAction->setToolTip(whyNoRun);
    m_compareAction->setEnabled(editable && !ComparePane::companionsOf(m_document.scenario().algorithm).isEmpty());
    m_compareAction->setToolTip(whyNoRun);
    m_runMenu->setToolTipsVisible(true);
    m_algorithmPanel->setUnavailable(whyNoRun);
    // A game's board takes the letters (W A S D, P): View's single-letter keys wait until it is
    // left, whichever widget has the keys, so a letter typed to a game never changes the view.
    // The menu items themselves stay.
    const std::pair<QAction *, Qt::Key> viewLetters[] = {
        {m_labelsAction, Qt::Key_L}, {m_cycleAction, Qt::Key_C}, {m_arrowsAction, Qt::Key_A}};
    for (const auto &[action, letter] : viewLetters)
        action->setShortcut(editable ? QKeySequence(letter) : QKeySequence());
    // A game's board is no trace: saving or exporting one would find none, and presentation
    // mode, which steps a trace and hides every panel but the code, would hide the game's and
    // so end it under the room's eyes. They wait, saying why, as running does.
    const QString whyNoTrace = editable ? QString() : tr("Not during a game: leave the game to save, export or present the trace.");
    for (QAction *action : {m_saveTraceAction, m_exportAction, m_presentationAction}) {
        action->setEnabled(editable);
        action->setToolTip(whyNoTrace);
    }
    m_fileMenu->setToolTipsVisible(true);
    m_lectureMenu->setToolTipsVisible(true);
    if (auto *link = m_linkDock->findChild<LinkPlayPanel *>())
        link->setGameOn(m_live == LiveGame::Link);
    if (auto *puzzle = m_puzzleDock->findChild<PuzzlePlayPanel *>())
        puzzle->setGameOn(m_live == LiveGame::Puzzle);
    // The snake is drawn only for a snake game's algorithm.
    if (editable)
        updateSnakeLook();
}

void MainWindow::clearBoard()
{
    const Grid &board = m_document.board();
    m_document.replaceBoard(Grid(board.width(), board.height()), m_document.scenario().start,
                            m_document.scenario().goal, [] { return tr("Clear the board"); });
}

void MainWindow::keepAcrossEdits()
{
    m_document.setKeeper([this]() -> BoardDocument::GiveBack {
        // A game's board and its history go with the game: nothing of the window's to keep.
        if (m_playMode)
            return {};
        KeptOnEdit kept;
        kept.bookmarks = m_bookmarks->bookmarks();
        kept.bookmarksKey = m_bookmarksKey;
        if (m_trace)
            kept.bookmarksHeader = m_trace->header;
        for (const auto &[key, aside] : m_bookmarksOfOtherTraces)
            kept.setAside.emplace(key, aside.bookmarks);
        kept.breakpoints = m_playback.breakpoints();
        kept.breakpointWidth = m_playback.trace() ? m_playback.trace()->initial.width() : 0;
        kept.position = m_playback.position();
        return [this, kept = std::move(kept)] { giveBackOnUndo(kept); };
    });
}

void MainWindow::giveBackOnUndo(KeptOnEdit kept)
{
    // The bookmarks at once: the bookmark steps of the history below this edit, undone next,
    // must find the list as it was when they were made.
    // Those of another algorithm's trace are not on screen: the list shown keeps its own.
    if (kept.bookmarksKey == m_bookmarksKey)
        m_bookmarks->restore(kept.bookmarks);
    giveBackSetAsideBookmarks(kept);
    // The step and the breakpoints wait for the trace of the board given back, which the edit
    // just started (none runs when runs follow edits no more: then nothing was dropped).
    if (!m_autoRunAction->isChecked() || !m_runner.isRunning())
        return;
    kept.run = m_runsStarted;
    m_keptForRun = std::move(kept);
}

std::optional<MainWindow::KeptOnEdit> MainWindow::takeKeptForRun()
{
    std::optional<KeptOnEdit> kept = std::exchange(m_keptForRun, std::nullopt);
    // A later run (another edit, another algorithm) traces another board.
    if (kept && kept->run != m_runsStarted)
        kept.reset();
    return kept;
}

void MainWindow::giveBackBreakpoints(const KeptOnEdit &kept)
{
    const Trace *trace = m_playback.trace();
    if (!trace || kept.breakpointWidth <= 0)
        return;
    const int width = trace->initial.width();
    const int height = trace->initial.height();
    const auto same = [](const Breakpoint &a, const Breakpoint &b) {
        return a.kind == b.kind && a.stepKind == b.stepKind && a.cell == b.cell && a.mark == b.mark;
    };
    BreakpointList back;
    for (Breakpoint breakpoint : kept.breakpoints) {
        if (breakpoint.kind == Breakpoint::Kind::StepKind) {
            if (breakpoint.stepKind < 0 || breakpoint.stepKind >= trace->tables.stepKinds.size())
                continue;
        } else {
            const int x = breakpoint.cell % kept.breakpointWidth;
            const int y = breakpoint.cell / kept.breakpointWidth;
            if (breakpoint.cell < 0 || x >= width || y >= height)
                continue;
            breakpoint.cell = y * width + x;
        }
        back.push_back(breakpoint);
    }
    // Those set since the edit stay, after the ones as they were.
    for (const Breakpoint &breakpoint : m_playback.breakpoints()) {
        if (std::none_of(back.begin(), back.end(), [&](const Breakpoint &b) { return same(b, breakpoint); }))
            back.push_back(breakpoint);
    }
    m_playback.setBreakpoints(std::move(back));
}

} // namespace gridtrace
