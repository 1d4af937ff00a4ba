// Bookmarks belong to the trace they were made on: the algorithm, its parameters and (for one
// that draws on it) its seed. Picking another algorithm in the Algorithm panel shows that one's
// bookmarks; the others wait here, unsaved ones still asked about, and come back with their
// captions when their algorithm is picked again.

#include "mainwindow.h"

#include "bookmarkcommands.h"
#include "bookmarklist.h"
#include "logdock.h"

#include "catalogue/catalogue.h"

#include <QLocale>
#include <QUndoGroup>
#include <QUndoStack>

#include <algorithm>
#include <utility>

namespace gridtrace {

namespace {

// The list as it stands, with those of `kept` back at the steps it has none at: what a trace of
// the edited board dropped returns, and what was marked since stays.
Bookmarks withDropped(Bookmarks now, const Bookmarks &kept)
{
    for (const Bookmark &bookmark : kept) {
        if (!bookmarkAt(now, bookmark.position))
            now.push_back(bookmark);
    }
    std::stable_sort(now.begin(), now.end(), [](const Bookmark &a, const Bookmark &b) { return a.position < b.position; });
    return now;
}

} // namespace

QString MainWindow::traceKey(const Scenario &header)
{
    // Parameters as the run completes them, so a file's trace and a run's name one trace alike.
    QStringList parts{header.algorithm};
    const AlgorithmInfo *info = Catalogue::find(header.algorithm);
    if (info) {
        for (const ParameterSpec &spec : info->parameters)
            parts << spec.key + u'=' + header.parameters.value(spec.key, spec.defaultValue).toString();
        if (info->usesSeed)
            parts << QString::number(header.seed);
    } else {
        for (auto it = header.parameters.begin(); it != header.parameters.end(); ++it)
            parts << it.key() + u'=' + it.value().toString();
        parts << QString::number(header.seed);
    }
    return parts.join(u';');
}

void MainWindow::followBookmarksToTrace(const std::shared_ptr<const Trace> &trace)
{
    // A game's board and the traces made from it have bookmarks of their own, set aside and
    // given back with the board (keepBeforeGame()).
    if (!trace || m_beforeGame)
        return;
    const QString key = traceKey(trace->header);
    if (key == m_bookmarksKey)
        return;
    // The first trace of a new board: the list (a file's, a recovered one) is for it.
    if (m_bookmarksKey.isEmpty()) {
        m_bookmarksKey = key;
        m_shownBookmarksAlgorithm = trace->header.algorithm;
        return;
    }
    // The list on the timeline is the trace's leaving the screen: it waits with that trace.
    BesideBookmarks leaving{m_shownBookmarksAlgorithm, m_trace, m_bookmarks->bookmarks(), m_bookmarks->saved(),
                            m_bookmarks->isModified()};
    if (!leaving.bookmarks.empty() || !leaving.saved.empty() || leaving.modified)
        m_bookmarksOfOtherTraces[m_bookmarksKey] = std::move(leaving);
    forgetBookmarkEdits();
    const BesideBookmarks coming = takeWaitingBookmarks(key).value_or(BesideBookmarks{});
    m_bookmarksKey = key;
    m_shownBookmarksAlgorithm = trace->header.algorithm;
    m_boardEditNotedForSetAside = false;
    m_bookmarks->replaceAll(coming.bookmarks);
    m_bookmarks->setSaved(coming.saved);
    if (coming.modified && !m_bookmarks->isModified())
        m_bookmarks->setModified(true);
    updateTitle();
}

void MainWindow::forgetBookmarkEdits()
{
    // Undo and Redo act on the screen only: an edit of bookmarks set aside would change a list
    // no one sees. Qt drops an obsolete command when Undo or Redo reaches it; those next to the
    // stack's index go at once, so the Edit menu never offers one.
    QUndoStack *stack = m_document.boardUndoStack();
    bool any = false;
    for (int i = 0; i < stack->count(); ++i) {
        if (auto *edit = dynamic_cast<const BookmarkCommand *>(stack->command(i))) {
            const_cast<BookmarkCommand *>(edit)->setObsolete(true);
            any = true;
        }
    }
    if (!any)
        return;
    const bool wasClean = stack->isClean();
    while (stack->index() > 0 && stack->command(stack->index() - 1)->isObsolete())
        stack->undo();
    while (stack->index() < stack->count() && stack->command(stack->index())->isObsolete())
        stack->redo();
    if (wasClean && !stack->isClean())
        stack->setClean();
}

void MainWindow::undoSkippingObsolete(bool redo)
{
    QUndoStack *stack = m_document.undoGroup()->activeStack();
    if (!stack)
        return;
    // An edit of bookmarks set aside is dropped on the way, and the next edit is what this does.
    for (;;) {
        const int at = redo ? stack->index() : stack->index() - 1;
        if (at < 0 || at >= stack->count())
            return;
        const bool obsolete = stack->command(at)->isObsolete();
        redo ? stack->redo() : stack->undo();
        if (!obsolete)
            return;
    }
}

void MainWindow::giveBackSetAsideBookmarks(const KeptOnEdit &kept)
{
    // A list waits untrimmed while set aside; a trace of the edited board trims it once it is
    // on screen again, and the edit's undo must find it wherever it is now. Its own bookmark
    // edits were forgotten with it, so Undo never reaches them to put the list back.
    std::map<QString, Bookmarks> lists = kept.setAside;
    if (kept.bookmarksKey != m_bookmarksKey)
        lists.emplace(kept.bookmarksKey, kept.bookmarks);
    for (const auto &[key, bookmarks] : lists) {
        if (key == m_bookmarksKey) {
            m_bookmarks->restore(withDropped(m_bookmarks->bookmarks(), bookmarks));
        } else if (const auto it = m_bookmarksOfOtherTraces.find(key); it != m_bookmarksOfOtherTraces.end()) {
            BesideBookmarks &aside = it->second;
            aside.bookmarks = withDropped(aside.bookmarks, bookmarks);
            aside.modified = aside.modified || aside.bookmarks != aside.saved;
        } else if (key == kept.bookmarksKey && !bookmarks.empty() && kept.bookmarksHeader
                   && traceKey(*kept.bookmarksHeader) == key) {
            // Its trace dropped them all and left the screen with nothing to keep: they wait
            // for it now, unsaved, as if it had kept them.
            m_bookmarksOfOtherTraces[key] = BesideBookmarks{kept.bookmarksHeader->algorithm, nullptr, bookmarks, {}, true,
                                                            kept.bookmarksHeader};
        }
    }
    updateTitle();
}

std::optional<MainWindow::BesideBookmarks> MainWindow::takeWaitingBookmarks(const QString &key)
{
    std::optional<BesideBookmarks> taken;
    if (const auto it = m_bookmarksOfOtherTraces.find(key); it != m_bookmarksOfOtherTraces.end()) {
        taken = std::move(it->second);
        m_bookmarksOfOtherTraces.erase(it);
    }
    // A swap's list is named by its algorithm; its trace or header tells the parameters.
    const auto besideKey = [this] {
        const BesideBookmarks &beside = *m_besideBookmarks;
        if (beside.trace)
            return traceKey(beside.trace->header);
        return beside.header ? traceKey(*beside.header) : QString();
    };
    if (!taken && m_besideBookmarks && besideKey() == key)
        taken = std::exchange(m_besideBookmarks, std::nullopt);
    return taken;
}

void MainWindow::forgetSetAsideBookmarks()
{
    m_bookmarksOfOtherTraces.clear();
    m_bookmarksKey.clear();
    m_shownBookmarksAlgorithm.clear();
    m_boardEditNotedForSetAside = false;
}

QStringList MainWindow::unsavedSetAsideNames() const
{
    QStringList names;
    for (const auto &[key, kept] : m_bookmarksOfOtherTraces) {
        if (!kept.modified)
            continue;
        const AlgorithmInfo *info = Catalogue::find(kept.algorithm);
        // By what tells it from the search on screen when it is the same algorithm.
        // Recovered, it has the scenario that makes its trace again.
        const Scenario *header = kept.trace ? &kept.trace->header : kept.header ? &*kept.header : nullptr;
        const QString name = header ? traceName(*header) : info ? Catalogue::text(info->name) : kept.algorithm;
        if (!names.contains(name))
            names << name;
    }
    return names;
}

bool MainWindow::hasUnsavedSetAsideBookmarks() const
{
    return std::any_of(m_bookmarksOfOtherTraces.begin(), m_bookmarksOfOtherTraces.end(),
                       [](const auto &entry) { return entry.second.modified; });
}

bool MainWindow::saveSetAsideBookmarks()
{
    for (auto &[key, kept] : m_bookmarksOfOtherTraces) {
        if (!kept.modified)
            continue;
        // The trace of the board they were picked on, which their bookmarks come back to.
        retraceOnBoardNow(kept);
        std::optional<BesideBookmarks> one = kept;
        if (!saveBesideBookmarks(one))
            return false;
        kept = std::move(*one);
    }
    updateTitle();
    return true;
}

void MainWindow::noteBoardEditForSetAside()
{
    if (m_bookmarksOfOtherTraces.empty() || m_boardEditNotedForSetAside)
        return;
    // Once until another algorithm is picked: a drag is many edits.
    m_boardEditNotedForSetAside = true;
    QStringList names;
    for (const auto &[key, kept] : m_bookmarksOfOtherTraces) {
        const AlgorithmInfo *info = Catalogue::find(kept.algorithm);
        const QString name = info ? Catalogue::text(info->name) : kept.algorithm;
        if (!names.contains(name))
            names << name;
    }
    m_logDock->appendMessage(tr("The board changed: the bookmarks kept for %1 stay with it, and come back when it is "
                                "picked again, on its new trace; those past that trace's end go then.")
                                 .arg(QLocale().createSeparatedList(names)));
}

} // namespace gridtrace
