#include "watchesdock.h"

#include "sentence.h"
#include "traceuse.h"

#include "catalogue/catalogue.h"
#include "trace/recorder.h"
#include "trace/scene.h"
#include "trace/trace.h"

#include <QEvent>
#include <QLocale>
#include <QHeaderView>
#include <QStyle>
#include <QTableWidget>
#include <QTimer>

namespace gridtrace {

WatchesDock::WatchesDock(QWidget *parent)
    : QDockWidget(parent)
    , m_table(new QTableWidget(0, 2, this))
{
    setObjectName(QStringLiteral("watchesDock"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Tab leaves the table for the next panel: cell by cell it wrapped round for ever.
    m_table->setTabKeyNavigation(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(true);
    // The status line wraps; its row grows to fit whatever width the dock is given.
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, m_table,
            &QTableWidget::resizeRowsToContents);
    // The viewport's width, which the names' share is of, is known once the table has laid it
    // out: after the table's own Resize, which a filter on the table sees first.
    m_table->viewport()->installEventFilter(this);
    setWidget(m_table);
    retranslate();
}

// A long counter name ("Score of the move chosen") would take the width the status needs and
// wrap it over more lines than the dock shows: names get at most two fifths of the width and
// wrap themselves beyond it.
void WatchesDock::fitNameColumn()
{
    // Each name measured on one line: resizeColumnToContents() would wrap them at the column's
    // present width, so a column narrowed by one language's short names stayed narrow for the
    // next language's longer ones ("Kind of" over "step").
    const int margin = m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 1;
    int widest = 0;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (const QTableWidgetItem *name = m_table->item(row, 0))
            widest = std::max(widest, m_table->fontMetrics().horizontalAdvance(name->text()) + 2 * margin + 1);
    }
    const int most = m_table->viewport()->width() * 2 / 5;
    // Never narrower than its title: with no rows (a run that failed, a game) the column went to
    // Qt's least width and the header read "lam" for "Name" until a trace came back.
    // As the header measures it (its style's margins, at any scale), not as a sum made here.
    const int titleWidth = std::max(0, m_table->horizontalHeader()->sectionSizeHint(0));
    m_table->setColumnWidth(0, std::max(titleWidth, most > 0 ? std::min(widest, most) : widest));
    m_table->resizeRowsToContents();
}

bool WatchesDock::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize) {
        fitNameColumn();
        // Rows grown to fit can bring the scroll bar in, which narrows the viewport again while
        // this Resize is being handled; the rows are fitted once more to the width it settles at.
        QTimer::singleShot(0, this, &WatchesDock::fitNameColumn);
    }
    return QDockWidget::eventFilter(watched, event);
}

void WatchesDock::clear()
{
    showFrame(nullptr, nullptr, 0);
}

void WatchesDock::showFrame(const Trace *trace, const Scene *scene, int position)
{
    m_counters.clear();
    m_hasFrame = trace && scene;
    if (!m_hasFrame) {
        rebuild();
        return;
    }
    const AlgorithmInfo *info = Catalogue::find(trace->header.algorithm);
    m_stepCount = trace->stepCount();
    m_position = qBound(0, position, m_stepCount);

    // The step just applied: the cursor stops after a step, so its changes are on screen.
    m_kindName = nullptr;
    m_kindId.clear();
    m_depth = -1;
    if (m_position > 0) {
        const Step &step = trace->steps[std::size_t(m_position - 1)];
        m_depth = step.depth;
        if (step.kind < trace->tables.stepKinds.size()) {
            m_kindId = trace->tables.stepKinds[step.kind];
            if (info) {
                for (const StepKindInfo &kind : info->stepKinds) {
                    if (m_kindId == QLatin1String(kind.id))
                        m_kindName = kind.name;
                }
            }
        }
    }

    const bool narrow = TraceUse::narrowsPanels(info);
    if (narrow && (trace != m_usedOf || trace->changes.size() != m_usedOfChanges)) {
        m_usedCounters = TraceUse::of(*trace).counters;
        m_usedOf = trace;
        m_usedOfChanges = trace->changes.size();
    }
    for (int i = 0; i < trace->tables.counters.size() && i < scene->counterCount(); ++i) {
        if (narrow && i < m_usedCounters.size() && !m_usedCounters[i])
            continue;
        CounterRow row;
        row.id = trace->tables.counters[i];
        row.value = scene->counter(i);
        if (info) {
            for (const NamedSlot &slot : info->counters) {
                if (row.id == QLatin1String(slot.id))
                    row.name = slot.name;
            }
        }
        m_counters << row;
    }

    const int status = scene->status();
    m_status = status > 0 && status < trace->tables.strings.size() ? trace->tables.strings[status] : QString();
    rebuild();
}

void WatchesDock::rebuild()
{
    m_table->setRowCount(0);
    if (!m_hasFrame) {
        // Its title is fitted still: during a game, a language switch left "Name" in the width
        // the last language's title took, cut short.
        fitNameColumn();
        return;
    }
    const auto addRow = [this](const QString &name, const QString &value) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        // From the top of the row: a status of several lines, cut by the panel's bottom edge,
        // still shows its name and first line.
        auto *nameItem = new QTableWidgetItem(name);
        nameItem->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
        m_table->setItem(row, 0, nameItem);
        auto *valueItem = new QTableWidgetItem(value);
        valueItem->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
        valueItem->setToolTip(value);
        m_table->setItem(row, 1, valueItem);
    };

    addRow(tr("Step"), tr("%1 of %2").arg(QLocale().toString(m_position), QLocale().toString(m_stepCount)));
    QString kind = tr("(none: the initial scene)");
    if (m_kindName)
        kind = Catalogue::text(m_kindName);
    else if (!m_kindId.isEmpty())
        kind = m_kindId;
    addRow(tr("Kind of step"), kind);
    addRow(tr("Depth"), m_depth >= 0 ? QString::number(m_depth) : QString());
    // The status before the counters: a family with many counters would push its longest and
    // most telling line below the dock's edge.
    addRow(tr("Status"), m_status.isEmpty() ? QString() : asSentence(displayStatus(m_status, true)));
    for (const CounterRow &counter : std::as_const(m_counters))
        addRow(counter.name ? Catalogue::text(counter.name) : counter.id, QLocale().toString(counter.value));
    fitNameColumn();
}

void WatchesDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

void WatchesDock::retranslate()
{
    setWindowTitle(tr("Watches"));
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Value")});
    rebuild();
}

} // namespace gridtrace
