// The traces the Algorithm panel set aside with their bookmarks, named and saved: each named
// by what tells it from the others of its algorithm, and saved as a trace of the board on
// screen, which is the trace its bookmarks come back to when it is picked again.

#include "mainwindow.h"

#include "logdock.h"
#include "runproblem.h"
#include "tracename.h"

#include "catalogue/catalogue.h"
#include "grid/messagetext.h"

#include <QGuiApplication>
#include <QLocale>

namespace gridtrace {

namespace {

// Whether a trace was made on this board: what the board's edits change.
bool madeOn(const Scenario &header, const Scenario &board)
{
    return header.board == board.board && header.start == board.start && header.goal == board.goal
        && header.snake == board.snake && header.food == board.food && header.tiles == board.tiles;
}

} // namespace

QString MainWindow::traceName(const Scenario &header) const
{
    std::vector<const Scenario *> others;
    if (m_trace)
        others.push_back(&m_trace->header);
    for (const auto &[key, kept] : m_bookmarksOfOtherTraces) {
        if (kept.trace)
            others.push_back(&kept.trace->header);
        else if (kept.header) // recovered, not yet run again
            others.push_back(&*kept.header);
    }
    if (m_besideBookmarks && m_besideBookmarks->trace)
        others.push_back(&m_besideBookmarks->trace->header);
    // A game holds the board: the traces of the board set aside are still the window's, its own
    // named by its algorithm's settings while it has not run (restored behind a game's trace).
    if (m_beforeGame)
        others.push_back(m_beforeGame->trace ? &m_beforeGame->trace->header : &m_beforeGame->scenario);
    if (m_beforeGame && m_beforeGame->besideBookmarks && m_beforeGame->besideBookmarks->trace)
        others.push_back(&m_beforeGame->besideBookmarks->trace->header);
    return TraceName::of(header, others);
}

const Scenario &MainWindow::boardOfSetAsideTraces() const
{
    // They were picked on the board being edited; while a game, or a trace made from one,
    // holds the screen, that board waits set aside.
    return m_beforeGame ? m_beforeGame->scenario : m_document.scenario();
}

bool MainWindow::traceOfBoardSetAside()
{
    if (m_beforeGame->trace)
        return true;
    // Restored from a recovery file behind a trace made from a game, the board set aside has
    // not run yet: its trace is made as its run would have made it.
    auto trace = std::make_shared<Trace>();
    RunContext context;
    context.maxTraceChanges = m_runner.maxTraceChanges();
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const RunOutcome outcome = Catalogue::run(m_beforeGame->scenario, trace.get(), &context);
    QGuiApplication::restoreOverrideCursor();
    if (!outcome.error.isEmpty()) {
        showError(tr("Save the Trace"), RunProblem::text(m_beforeGame->scenario, outcome.error));
        return false;
    }
    m_beforeGame->trace = std::move(trace);
    return true;
}

void MainWindow::retraceOnBoardNow(BesideBookmarks &kept)
{
    const Scenario &board = boardOfSetAsideTraces();
    // Without its trace (given back by an undo, or recovered), the scenario that made it.
    const Scenario *made = kept.trace ? &kept.trace->header : kept.header ? &*kept.header : nullptr;
    if (!made || madeOn(*made, board))
        return;
    // The search as it was picked, on the board as it stands.
    Scenario request = board;
    request.algorithm = made->algorithm;
    request.parameters = made->parameters;
    request.seed = made->seed;
    const QString name = traceName(*made);
    auto trace = std::make_shared<Trace>();
    RunContext context;
    context.maxTraceChanges = m_runner.maxTraceChanges();
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const RunOutcome outcome = Catalogue::run(request, trace.get(), &context);
    QGuiApplication::restoreOverrideCursor();
    if (!outcome.error.isEmpty()) {
        // Its bookmarks still fit the trace they were made on: that one is saved, and nothing
        // is lost. Why in the window's words, not the command line's.
        m_logDock->appendMessage(tr("%1 does not run on the board as it is now (%2): its bookmarks are saved with "
                                    "its trace as it was made.")
                                     .arg(name, RunProblem::text(request, outcome.error)));
        return;
    }
    kept.trace = std::move(trace);
    const int steps = kept.trace->stepCount();
    for (const Bookmark &bookmark : kept.bookmarks) {
        if (bookmark.position <= steps)
            continue;
        m_logDock->appendMessage(withGroupedCount(tr("The bookmark of %1 at step %2 is gone: its trace on the board as it "
                                                     "is now has only %n step(s).",
                                                     nullptr, steps),
                                                  steps)
                                     .arg(name, QLocale().toString(bookmark.position)));
    }
    std::erase_if(kept.bookmarks, [steps](const Bookmark &bookmark) { return bookmark.position > steps; });
    kept.modified = kept.modified || kept.bookmarks != kept.saved;
}

} // namespace gridtrace
