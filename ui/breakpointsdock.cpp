#include "breakpointsdock.h"

#include "flowlayout.h"
#include "playbackcontroller.h"
#include "traceuse.h"

#include "catalogue/catalogue.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLayout>
#include <QStyle>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace gridtrace {

BreakpointsDock::BreakpointsDock(PlaybackController *controller, QWidget *parent)
    : QDockWidget(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("breakpointsDock"));
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    // Rows as close as the Bookmarks' stacked with it: a short column at 150% has no pixel to
    // spare once the row of buttons below wraps.
    layout->setContentsMargins(4, 2, 4, 2);
    layout->setSpacing(2);

    m_gameNote = new QLabel(content);
    m_gameNote->setObjectName(QStringLiteral("breakpointsGameNote"));
    m_gameNote->setWordWrap(true);
    m_gameNote->hide();
    // A dock does not ask a wrapped label for the height its width needs: the note asks itself.
    m_gameNote->installEventFilter(this);
    layout->addWidget(m_gameNote);

    m_list = new QTreeWidget(content);
    m_list->setObjectName(QStringLiteral("breakpointList"));
    m_list->setColumnCount(2);
    m_list->setHeaderHidden(true);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    layout->addWidget(m_list, 1);

    // Wraps in a narrow dock: in one row they made the whole dock column 360 pixels wide. A
    // widget of its own, whose least height follows its rows as they wrap: inside the panel's
    // box the dock took it for one row, and a second one sat half under the stacked panels' tabs.
    m_addRow = new QWidget(content);
    auto *addRow = new FlowLayout(m_addRow);
    addRow->setContentsMargins(0, 0, 0, 0);
    addRow->setSpacing(2);
    m_kindCaption = new QLabel(content);
    m_kinds = new QComboBox(content);
    m_kinds->setObjectName(QStringLiteral("stepKindCombo"));
    m_kinds->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_kinds->setMinimumContentsLength(12);
    m_kindCaption->setBuddy(m_kinds);
    m_add = new QToolButton(content);
    m_add->setObjectName(QStringLiteral("addStepKindBreakpoint"));
    m_removeAll = new QToolButton(content);
    m_removeAll->setObjectName(QStringLiteral("removeAllBreakpoints"));
    addRow->addWidget(m_kindCaption);
    addRow->addWidget(m_kinds);
    addRow->addWidget(m_add);
    addRow->addWidget(m_removeAll);
    layout->addWidget(m_addRow);
    setWidget(content);

    connect(m_add, &QToolButton::clicked, this, &BreakpointsDock::addSelectedKind);
    connect(m_removeAll, &QToolButton::clicked, this, [this] { m_controller->setBreakpoints({}); });
    connect(m_list, &QTreeWidget::itemChanged, this, &BreakpointsDock::itemChanged);
    connect(controller, &PlaybackController::breakpointsChanged, this, &BreakpointsDock::rebuildList);
    connect(controller, &PlaybackController::traceChanged, this, [this] {
        if (m_controller->trace())
            m_namingTrace = m_controller->sharedTrace();
        rebuildKinds();
        rebuildList();
    });

    retranslate();
}

QString BreakpointsDock::stepKindName(const Trace &trace, int index)
{
    const QString id = trace.tables.stepKinds.value(index);
    if (const AlgorithmInfo *info = Catalogue::find(trace.header.algorithm)) {
        for (const StepKindInfo &kind : info->stepKinds) {
            if (id == QLatin1String(kind.id))
                return Catalogue::text(kind.name);
        }
    }
    return id;
}

QString BreakpointsDock::describe(const Breakpoint &breakpoint, const Trace *trace)
{
    if (breakpoint.kind == Breakpoint::Kind::StepKind) {
        const QString kind = trace ? stepKindName(*trace, breakpoint.stepKind) : QString::number(breakpoint.stepKind);
        return tr("Step kind: %1").arg(kind);
    }
    const int width = trace ? trace->initial.width() : 0;
    const QString cell = width > 0 ? tr("(%1, %2)").arg(breakpoint.cell % width).arg(breakpoint.cell / width)
                                   : QString::number(breakpoint.cell);
    if (breakpoint.kind == Breakpoint::Kind::CellChange)
        return tr("Cell %1 changes").arg(cell);
    return tr("Cell %1 becomes %2").arg(cell, markText(breakpoint.mark, trace));
}

QString BreakpointsDock::markText(Mark mark, const Trace *trace)
{
    // A family may call a shared mark by a name of its own (a duel's "Body of B" is drawn as
    // "On the stack"): say it as the legend does.
    if (const AlgorithmInfo *info = trace ? Catalogue::find(trace->header.algorithm) : nullptr) {
        for (const LegendEntry &entry : info->legend) {
            if (entry.mark == mark && entry.name)
                return Catalogue::text(entry.name);
        }
    }
    return QCoreApplication::translate("Mark", markName(mark));
}

void BreakpointsDock::setGameOn(bool on)
{
    if (on == m_gameOn)
        return;
    m_gameOn = on;
    m_gameNote->setVisible(on);
    m_list->setEnabled(!on);
    // Nothing can be added during a game: the row gives its room to the note.
    m_addRow->setVisible(!on);
    retranslate();
}

bool BreakpointsDock::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_gameNote && (event->type() == QEvent::Resize || event->type() == QEvent::Show))
        fitGameNote();
    return QDockWidget::eventFilter(watched, event);
}

void BreakpointsDock::fitGameNote()
{
    if (m_gameNote->isHidden())
        return;
    // The width the panel gives it: its own is stale while it was out of sight.
    const QWidget *content = m_gameNote->parentWidget();
    const QMargins margins = content->layout()->contentsMargins();
    const int needed = m_gameNote->heightForWidth(content->width() - margins.left() - margins.right());
    if (needed > 0 && m_gameNote->minimumHeight() != needed)
        m_gameNote->setMinimumHeight(needed);
}

void BreakpointsDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        fitGameNote();
    }
    // The dark theme's "X" is drawn in the palette's text colour: a new theme draws it again.
    if (event->type() == QEvent::StyleChange || event->type() == QEvent::PaletteChange) {
        for (QToolButton *remove : findChildren<QToolButton *>(QStringLiteral("removeBreakpoint")))
            remove->setIcon(style()->standardIcon(QStyle::SP_DialogCloseButton, nullptr, remove));
    }
    QDockWidget::changeEvent(event);
}

void BreakpointsDock::keyPressEvent(QKeyEvent *event)
{
    // A tool button takes Space only; Return and Enter come up to here, and press it too, as
    // they press a dialog's buttons.
    auto *button = qobject_cast<QAbstractButton *>(QApplication::focusWidget());
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && button && isAncestorOf(button)
        && button->isEnabled()) {
        button->click();
        event->accept();
        return;
    }
    QDockWidget::keyPressEvent(event);
}

void BreakpointsDock::retranslate()
{
    setWindowTitle(tr("Breakpoints"));
    m_kindCaption->setText(tr("St&op after:"));
    m_kinds->setToolTip(tr("A kind of step to stop after, every time the trace takes one"));
    m_add->setText(tr("Add (&B)", "every letter of Add is taken: B for Breakpoint"));
    m_add->setToolTip(tr("Add a breakpoint on this kind of step"));
    m_removeAll->setText(tr("Remove Ever&y"));
    m_removeAll->setToolTip(tr("Remove every breakpoint"));
    const QString gameNote = tr("A game is being played: it has no trace to stop in. The breakpoints are kept for the "
                                "trace that comes back when the game ends.");
    m_gameNote->setText(gameNote);
    m_list->setToolTip(m_gameOn ? gameNote : QString());
    rebuildKinds();
    rebuildList();
}

void BreakpointsDock::rebuildKinds()
{
    const int selected = m_kinds->currentData().isValid() ? m_kinds->currentData().toInt() : -1;
    const QSignalBlocker blocker(m_kinds);
    m_kinds->clear();
    const Trace *trace = m_controller->trace();
    if (trace) {
        const bool narrow = TraceUse::narrowsPanels(Catalogue::find(trace->header.algorithm));
        const QList<bool> used = narrow ? TraceUse::of(*trace).stepKinds : QList<bool>();
        for (int kind = 0; kind < trace->tables.stepKinds.size(); ++kind) {
            if (!narrow || used.value(kind))
                m_kinds->addItem(stepKindName(*trace, kind), kind);
        }
    }
    const int index = m_kinds->findData(selected);
    if (index >= 0)
        m_kinds->setCurrentIndex(index);
    m_kinds->setEnabled(trace != nullptr && !m_gameOn);
    m_add->setEnabled(trace != nullptr && !m_gameOn && m_kinds->count() > 0);
}

void BreakpointsDock::rebuildList()
{
    m_rebuilding = true;
    m_list->clear();
    const BreakpointList &breakpoints = m_controller->breakpoints();
    for (int i = 0; i < int(breakpoints.size()); ++i) {
        const Breakpoint &breakpoint = breakpoints[std::size_t(i)];
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(0, describe(breakpoint, m_namingTrace.get()));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        item->setCheckState(0, breakpoint.enabled ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(0, tr("Uncheck to keep the breakpoint without stopping at it"));

        auto *remove = new QToolButton(m_list);
        remove->setObjectName(QStringLiteral("removeBreakpoint"));
        remove->setAutoRaise(true);
        remove->setIcon(style()->standardIcon(QStyle::SP_DialogCloseButton, nullptr, remove));
        remove->setToolTip(tr("Remove this breakpoint"));
        remove->setAccessibleName(tr("Remove"));
        connect(remove, &QToolButton::clicked, this, [this, i] { m_controller->removeBreakpoint(i); });
        m_list->setItemWidget(item, 1, remove);
    }
    m_removeAll->setEnabled(!breakpoints.empty() && !m_gameOn);
    m_rebuilding = false;
}

void BreakpointsDock::itemChanged(QTreeWidgetItem *item)
{
    if (m_rebuilding)
        return;
    const int index = m_list->indexOfTopLevelItem(item);
    // The controller's breakpointsChanged rebuilds the list; do it after this signal returns.
    const bool enabled = item->checkState(0) == Qt::Checked;
    QMetaObject::invokeMethod(this, [this, index, enabled] { m_controller->setBreakpointEnabled(index, enabled); },
                              Qt::QueuedConnection);
}

void BreakpointsDock::addSelectedKind()
{
    if (!m_controller->trace() || m_kinds->currentIndex() < 0)
        return;
    const Breakpoint breakpoint = Breakpoint::onStepKind(m_kinds->currentData().toInt());
    const BreakpointList &existing = m_controller->breakpoints();
    for (int i = 0; i < int(existing.size()); ++i) {
        const Breakpoint &other = existing[std::size_t(i)];
        if (other.kind == breakpoint.kind && other.stepKind == breakpoint.stepKind) {
            m_controller->setBreakpointEnabled(i, true);
            return;
        }
    }
    m_controller->addBreakpoint(breakpoint);
}

} // namespace gridtrace
