#include "mainwindow.h"

#include "comparepane.h"
#include "algorithmpanel.h"
#include "bookmarklist.h"
#include "gridview.h"
#include "legenddock.h"

#include "catalogue/catalogue.h"

#include <QAction>
#include <QMenu>
#include <QSplitter>

namespace gridtrace {

void MainWindow::createCompareParts()
{
    m_compareAction = new QAction(this);
    m_compareAction->setObjectName(QStringLiteral("compareAction"));
    m_compareAction->setCheckable(true);
    m_compareAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_runMenu->insertAction(m_runMenu->actions().value(3), m_compareAction);
    // The two boards share the width alike as the window grows and shrinks.
    m_boardSplitter->setStretchFactor(0, 1);
    m_boardSplitter->setStretchFactor(1, 1);

    connect(m_compareAction, &QAction::toggled, this, &MainWindow::setCompareShown);
    connect(m_compare, &ComparePane::algorithmChosen, this, [this] {
        m_compare->setMaxTraceChanges(m_runner.maxTraceChanges());
        m_compare->run(m_document.scenario());
    });
    connect(m_compare, &ComparePane::swapRequested, this, [this] {
        // The step stays, as an edit keeps it: the two traces are compared at the same step.
        const int step = m_playback.position();
        const QString left = m_document.scenario().algorithm;
        const QString right = m_compare->algorithm();
        const quint64 seed = m_algorithmPanel->seed();
        // Each search takes its own settings with it: A*'s heuristic and weight come back to the
        // left after a swap and a swap back, and the board beside runs as the window did.
        const QVariantMap leftParameters = m_algorithmPanel->parameters();
        const QVariantMap rightParameters = m_compare->keptParameters();
        m_algorithmPanel->setSettings(right, rightParameters.isEmpty() ? leftParameters : rightParameters, seed);
        m_document.setAlgorithm(m_algorithmPanel->algorithm(), m_algorithmPanel->parameters(), seed);
        m_compare->setPrimary(right);
        m_compare->setAlgorithm(left);
        m_compare->keepParameters(leftParameters);
        swapBookmarksWithSearchBeside(left, right);
        m_keepPosition = step;
        runNow();
    });
    // The Legend explains the board beside too, while it shows.
    connect(m_compare, &ComparePane::shownTraceChanged, this, [this] {
        const Trace *beside = m_compare->isHidden() ? nullptr : m_compare->trace();
        m_legendDock->setCompanion(beside ? Catalogue::find(beside->header.algorithm) : nullptr, beside);
    });
    connect(m_labelsAction, &QAction::toggled, m_compare, &ComparePane::setShowLabels);
    connect(m_arrowsAction, &QAction::toggled, m_compare, &ComparePane::setShowParentArrows);
    // The companion follows every new trace and every step of the window's playback.
    connect(&m_playback, &PlaybackController::traceChanged, this, &MainWindow::updateCompare);
    connect(&m_playback, &PlaybackController::positionChanged, this, [this](int position) {
        if (m_compare->isVisible())
            m_compare->follow(position, position == m_playback.stepCount());
    });
    const auto offer = [this] {
        const bool any = !ComparePane::companionsOf(m_document.scenario().algorithm).isEmpty();
        m_compareAction->setEnabled(any && !m_playMode); // nothing runs beside a game
        // A game's algorithm has no companion, but the pane comes back when the game ends,
        // or when the board a game set aside comes back (after Solve from Here).
        if (!any && !m_playMode) {
            if (m_beforeGame) {
                m_compare->hide();
                alignCompareBoards();
            } else {
                setCompareShown(false);
            }
        }
    };
    connect(&m_document, &BoardDocument::algorithmChanged, this, offer);
    offer();
}

void MainWindow::swapBookmarksWithSearchBeside(const QString &left, const QString &right)
{
    // The bookmarks mark steps of the search they were made on: on the other's timeline they
    // would mark steps it never took. They wait beside with their trace, and are asked about
    // like those on the timeline while they are not saved.
    BesideBookmarks leaving{left, m_trace && m_trace->header.algorithm == left ? m_trace : nullptr,
                            m_bookmarks->bookmarks(), m_bookmarks->saved(), m_bookmarks->isModified()};
    // The bookmark edits on the history were made on the list going beside: undone or redone
    // now, they would change the list of the search coming to the timeline.
    forgetBookmarkEdits();
    // The search coming to the timeline may have a list waiting already, kept by the Algorithm
    // panel when another was picked: it is that search's one list, not a new empty one.
    std::optional<BesideBookmarks> waiting = takeWaitingBookmarks(traceKey(m_document.scenario()));
    if (!waiting && m_besideBookmarks && m_besideBookmarks->algorithm == right)
        waiting = std::move(m_besideBookmarks);
    const BesideBookmarks coming = waiting.value_or(BesideBookmarks{});
    m_besideBookmarks.reset();
    if (!leaving.bookmarks.empty() || !leaving.saved.empty() || leaving.modified)
        m_besideBookmarks = std::move(leaving);
    m_bookmarks->replaceAll(coming.bookmarks);
    m_bookmarks->setSaved(coming.saved);
    if (coming.modified && !m_bookmarks->isModified())
        m_bookmarks->setModified(true);
    // The list on the timeline is now the trace of the search swapped in, which the run brings.
    if (!m_bookmarksKey.isEmpty()) {
        m_bookmarksKey = traceKey(m_document.scenario());
        m_shownBookmarksAlgorithm = right;
    }
    updateTitle();
}

bool MainWindow::saveBesideBookmarks(std::optional<BesideBookmarks> &kept)
{
    if (!kept)
        return true;
    // The trace the bookmarks were made on, as it was when swapped beside; else the search's
    // trace as it stands beside the board now.
    const Trace *trace = kept->trace.get();
    if (const Trace *beside = m_compare->trace(); !trace && beside && beside->header.algorithm == kept->algorithm)
        trace = beside;
    if (!trace && kept->header) {
        // Recovered after a crash, without the trace: made again, as the run that made it did.
        auto made = std::make_shared<Trace>();
        RunContext context;
        context.maxTraceChanges = m_runner.maxTraceChanges();
        if (Catalogue::run(*kept->header, made.get(), &context).error.isEmpty()) {
            kept->trace = made;
            trace = made.get();
        }
    }
    if (!trace) {
        showError(tr("Save the Trace"), tr("There is no trace yet: run an algorithm first."));
        return false;
    }
    auto withBookmarks = std::make_unique<Trace>(*trace);
    withBookmarks->bookmarks = kept->bookmarks;
    // Only steps the trace has: a file with others would not open.
    const int steps = withBookmarks->stepCount();
    std::erase_if(withBookmarks->bookmarks, [steps](const Bookmark &bookmark) { return bookmark.position > steps; });
    if (saveTraceAs(*withBookmarks, tr("Save the Trace of %1 with Its Bookmarks").arg(traceName(trace->header))).isEmpty())
        return false;
    kept->saved = kept->bookmarks;
    kept->modified = false;
    updateTitle();
    return true;
}

void MainWindow::retranslateCompare()
{
    m_compareAction->setText(tr("Compare &Side by Side"));
    m_compareAction->setStatusTip(tr("Run another search of the same kind on the same board and show it beside this one, step for step"));
}

void MainWindow::setCompareShown(bool shown)
{
    m_compareAction->setChecked(shown);
    // A live game has no trace to stand beside.
    m_compare->setVisible(shown && !m_playMode);
    alignCompareBoards();
    if (shown && !m_playMode) {
        // Half the width each, so the two boards are drawn at one scale.
        const int width = m_boardSplitter->width();
        m_boardSplitter->setSizes({width / 2, width - width / 2});
        updateCompare();
    }
}

void MainWindow::alignCompareBoards()
{
    const bool beside = m_compare->isVisible();
    m_view->setTopAligned(beside);
    // One cell size for both, the one that fits the smaller view: the pane's board has its
    // choice and status under it, so the two fitted alone are drawn at different scales.
    m_view->setFitPartner(beside ? m_compare->view() : nullptr);
    m_compare->view()->setFitPartner(beside ? m_view : nullptr);
}

void MainWindow::updateCompare()
{
    if (!m_compare->isVisible())
        return;
    const QString shown = m_trace ? m_trace->header.algorithm : m_document.scenario().algorithm;
    m_compare->setPrimary(shown);
    m_compare->setShowLabels(m_labelsAction->isChecked());
    m_compare->setShowParentArrows(m_arrowsAction->isChecked());
    m_compare->follow(m_playback.position(), m_playback.trace() && m_playback.position() == m_playback.stepCount());
    // The limit the window's run had: the companion may record more changes than it.
    m_compare->setMaxTraceChanges(m_runner.maxTraceChanges());
    m_compare->run(m_trace ? m_trace->header : m_document.scenario());
}

} // namespace gridtrace
