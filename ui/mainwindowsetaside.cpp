// The traces the Algorithm panel set aside with their bookmarks, named and saved: each named
// by what tells it from the others of its algorithm, and saved as a trace of the board on
// screen, which is the trace its bookmarks come back to when it is picked again.

#include "mainwindow.h"

#include "logdock.h"
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
    }
    if (m_besideBookmarks && m_besideBookmarks->trace)
        others.push_back(&m_besideBookmarks->trace->header);
    return TraceName::of(header, others);
}

bool MainWindow::retraceOnBoardNow(BesideBookmarks &kept)
{
    // Without its trace (given back by an undo, or recovered), the scenario that made it.
    const Scenario *made = kept.trace ? &kept.trace->header : kept.header ? &*kept.header : nullptr;
    if (!made || madeOn(*made, m_document.scenario()))
        return true;
    // The search as it was picked, on the board as it stands.
    Scenario request = m_document.scenario();
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
        showError(tr("Save the Trace"), tr("%1 does not run on the board as it is now: %2").arg(name, outcome.error));
        return false;
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
    return true;
}

} // namespace gridtrace
