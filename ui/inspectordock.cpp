#include "inspectordock.h"

#include "catalogue/catalogue.h"
#include "grid/messagetext.h"
#include "trace/scene.h"
#include "trace/trace.h"

#include <QAbstractTableModel>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLocale>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <cmath>
#include <limits>
#include <vector>

namespace gridtrace {

namespace {

// Two decimals at most, as the statuses write costs, none for whole numbers: costs on a
// weighted 8-connected board are sums of sqrt(2) multiples, and a column of 17-digit floats
// is unreadable; in a narrow dock even a third decimal cut the numbers to "48.…". The
// tooltip has the number in full.
QString compact(double value)
{
    if (std::isnan(value))
        return {};
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("∞") : QStringLiteral("-∞");
    if (value == std::round(value) && std::abs(value) < 1e15)
        return QString::number(qint64(value));
    QString text = QString::number(value, 'f', 2);
    while (text.endsWith(u'0'))
        text.chop(1);
    if (text.endsWith(u'.'))
        text.chop(1);
    return text;
}

// Unset labels sort after every number.
double sortKey(double value)
{
    return std::isnan(value) ? std::numeric_limits<double>::infinity() : value;
}

QString moreRowText(qsizetype hidden)
{
    const int count = int(qMin<qsizetype>(hidden, INT_MAX));
    return withGroupedCount(InspectorDock::tr("… and %n more", nullptr, count), count);
}

} // namespace

// What both tables share: the cells shown (at most maxRows of them), how many there are in
// all, and a last row "... and N more" standing for the rest.
template<typename Entry>
class CappedCellModel : public QAbstractTableModel
{
public:
    using QAbstractTableModel::QAbstractTableModel;

    qsizetype total() const { return m_total; }
    bool hasMoreRow() const { return m_total > qsizetype(m_shown.size()); }
    int shownRows() const { return int(m_shown.size()); }
    CellPos cellAt(int row) const
    {
        const int cell = cellOf(m_shown[std::size_t(row)]);
        return {cell % m_width, cell / m_width};
    }

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_shown.size()) + (hasMoreRow() ? 1 : 0);
    }

protected:
    static int cellOf(std::uint32_t cell) { return int(cell); }
    template<typename E>
    static int cellOf(const E &entry) { return entry.cell; }

    void setRows(int width, std::vector<Entry> shown, qsizetype total)
    {
        m_width = width;
        m_shown = std::move(shown);
        m_total = total;
    }
    // The "... and N more" row: true when the row is it, with what it shows for the role.
    bool isMoreRow(const QModelIndex &index, int role, QVariant *value) const
    {
        if (index.row() < int(m_shown.size()))
            return false;
        if (role == Qt::DisplayRole && index.column() == 0)
            *value = moreRowText(m_total - qsizetype(m_shown.size()));
        return true;
    }
    void retranslateMoreRow()
    {
        if (hasMoreRow())
            emit dataChanged(index(int(m_shown.size()), 0), index(int(m_shown.size()), 0));
    }

    int m_width = 1;
    std::vector<Entry> m_shown;
    qsizetype m_total = 0;
};

struct OpenListEntry
{
    int cell;
    double g;
    double h;
    double f;
    // What the search expands by (h, g or f) and its tie-breaker, smaller first.
    double key;
    double tie;
};

// The open list as the search sees it: in the order it expands the cells, of which only the
// first maxRows rows are kept.
class OpenListModel : public CappedCellModel<OpenListEntry>
{
public:
    enum class Column { X, Y, G, H, F };
    using Entry = OpenListEntry;

    using CappedCellModel::CappedCellModel;

    void reset(int width, std::vector<Entry> shown, qsizetype total, QList<Column> columns)
    {
        beginResetModel();
        setRows(width, std::move(shown), total);
        m_columns = std::move(columns);
        endResetModel();
    }
    int columnCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_columns.size());
    }

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!index.isValid())
            return {};
        if (QVariant more; isMoreRow(index, role, &more))
            return more;
        const Entry &entry = m_shown[std::size_t(index.row())];
        const Column column = m_columns[index.column()];
        if (role == Qt::TextAlignmentRole)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        if (role == Qt::ToolTipRole && column != Column::X && column != Column::Y) {
            const double value = column == Column::G ? entry.g : column == Column::H ? entry.h : entry.f;
            return std::isfinite(value) ? QVariant(QLocale().toString(value, 'g', 9)) : QVariant();
        }
        if (role != Qt::DisplayRole && role != InspectorDock::valueRole)
            return {};
        const bool display = role == Qt::DisplayRole;
        switch (column) {
        case Column::X:
            return display ? QVariant(QString::number(entry.cell % m_width)) : QVariant(entry.cell % m_width);
        case Column::Y:
            return display ? QVariant(QString::number(entry.cell / m_width)) : QVariant(entry.cell / m_width);
        case Column::G:
            return display ? QVariant(compact(entry.g)) : QVariant(entry.g);
        case Column::H:
            return display ? QVariant(compact(entry.h)) : QVariant(entry.h);
        case Column::F:
            return display ? QVariant(compact(entry.f)) : QVariant(entry.f);
        }
        return {};
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation != Qt::Horizontal || section < 0 || section >= int(m_columns.size()))
            return QAbstractTableModel::headerData(section, orientation, role);
        static const char *const ids[] = {"x", "y", "g", "h", "f"};
        const Column column = m_columns[section];
        if (role == InspectorDock::valueRole)
            return QString::fromLatin1(ids[int(column)]);
        if (role == Qt::ToolTipRole) {
            switch (column) {
            case Column::X:
                return InspectorDock::tr("Column of the cell");
            case Column::Y:
                return InspectorDock::tr("Row of the cell");
            case Column::G:
                return InspectorDock::tr("g: the cost of the best way found from the start (from the "
                                         "goal for cells opened by the goal's search)");
            case Column::H:
                return InspectorDock::tr("h: the heuristic's estimate of the cost still to go");
            case Column::F:
                return InspectorDock::tr("f = g + w·h: A* expands the open list in increasing f, ties "
                                         "as its tie-breaking rule says");
            }
        }
        if (role != Qt::DisplayRole)
            return {};
        switch (column) {
        case Column::X:
            return InspectorDock::tr("x");
        case Column::Y:
            return InspectorDock::tr("y");
        case Column::G:
            return InspectorDock::tr("g");
        case Column::H:
            return InspectorDock::tr("h");
        case Column::F:
            return InspectorDock::tr("f");
        }
        return {};
    }

    void retranslate()
    {
        if (!m_columns.isEmpty())
            emit headerDataChanged(Qt::Horizontal, 0, int(m_columns.size()) - 1);
        retranslateMoreRow();
    }

private:
    QList<Column> m_columns;
};

// The cells of one sequence, at most maxRows of them, in the order chosen by the dock.
class SequenceModel : public CappedCellModel<std::uint32_t>
{
public:
    using CappedCellModel::CappedCellModel;

    void reset(int width, std::vector<std::uint32_t> shown, qsizetype total)
    {
        beginResetModel();
        setRows(width, std::move(shown), total);
        endResetModel();
    }
    int columnCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : 3; }

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!index.isValid())
            return {};
        if (QVariant more; isMoreRow(index, role, &more))
            return more;
        const int row = index.row();
        if (role == Qt::TextAlignmentRole)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        if (role != Qt::DisplayRole && role != InspectorDock::valueRole)
            return {};
        const int cell = int(m_shown[std::size_t(row)]);
        int value = row + 1;
        if (index.column() == 1)
            value = cell % m_width;
        else if (index.column() == 2)
            value = cell / m_width;
        return role == Qt::DisplayRole ? QVariant(QString::number(value)) : QVariant(value);
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation != Qt::Horizontal || section < 0 || section > 2)
            return QAbstractTableModel::headerData(section, orientation, role);
        static const char *const ids[] = {"index", "x", "y"};
        if (role == InspectorDock::valueRole)
            return QString::fromLatin1(ids[section]);
        if (role == Qt::ToolTipRole && section == 0)
            return InspectorDock::tr("Position in the sequence; for a stack, 1 is the top");
        if (role != Qt::DisplayRole)
            return {};
        switch (section) {
        case 0:
            return InspectorDock::tr("#");
        case 1:
            return InspectorDock::tr("x");
        default:
            return InspectorDock::tr("y");
        }
    }

    void retranslate()
    {
        emit headerDataChanged(Qt::Horizontal, 0, 2);
        retranslateMoreRow();
    }
};

namespace {

void setUpTable(QTableView *view)
{
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Tab leaves the table: cell by cell it wrapped round thousands of cells for ever.
    view->setTabKeyNavigation(false);
    view->setAlternatingRowColors(true);
    view->verticalHeader()->hide();
    // Fixed row heights: a view that measured every row would undo the model's laziness.
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // A row under the header whatever the window's size: squeezed by the panels around it on
    // a small screen at a large scale, the table showed its header only. One row, not more: the
    // Watches above need the rest of that column to show a step's status whole.
    constexpr int rowsInSight = 1;
    const int header = view->fontMetrics().height() + 10;
    view->setMinimumHeight(header + rowsInSight * view->verticalHeader()->defaultSectionSize() + 2 * view->frameWidth());
}

// Shows the "… and N more" row across the whole table.
void spanMoreRow(QTableView *view, bool hasMoreRow, int row, int columns)
{
    view->clearSpans();
    if (hasMoreRow && columns > 1)
        view->setSpan(row, 0, 1, columns);
}

} // namespace

InspectorDock::InspectorDock(QWidget *parent)
    : QDockWidget(parent)
    , m_pages(new QTabWidget(this))
    , m_openSummary(new QLabel)
    , m_openView(new QTableView)
    , m_openModel(new OpenListModel(this))
    , m_sequenceBox(new QComboBox)
    , m_sequenceSummary(new QLabel)
    , m_sequenceView(new QTableView)
    , m_sequenceModel(new SequenceModel(this))
    , m_sequenceLabel(new QLabel)
    , m_frontier(Frontier::OpenList)
    , m_boardFrontier(Frontier::OpenList)
{
    setObjectName(QStringLiteral("inspectorDock"));
    m_openView->setModel(m_openModel);
    m_sequenceView->setModel(m_sequenceModel);
    setUpTable(m_openView);
    setUpTable(m_sequenceView);
    m_openView->horizontalHeader()->setSectionsClickable(false);
    m_openView->horizontalHeader()->setSortIndicatorShown(true);
    m_sequenceLabel->setBuddy(m_sequenceBox);
    m_sequenceSummary->setObjectName(QStringLiteral("sequenceSummary"));
    // The note during a game is a sentence; a narrow dock wraps it rather than widening.
    m_sequenceSummary->setWordWrap(true);

    // Narrow margins above and below: in a short dock (a small screen, a large scale) every
    // pixel kept is room for a row of the tables. The sides keep theirs, which the panels'
    // column is as wide as.
    const int side = style()->pixelMetric(QStyle::PM_LayoutLeftMargin);
    const int margin = std::max(2, style()->pixelMetric(QStyle::PM_LayoutTopMargin) / 3);
    auto *openPage = new QWidget;
    auto *openLayout = new QVBoxLayout(openPage);
    openLayout->setContentsMargins(side, margin, side, margin);
    openLayout->addWidget(m_openSummary);
    openLayout->addWidget(m_openView, 1);

    auto *sequencePage = new QWidget;
    auto *sequenceLayout = new QVBoxLayout(sequencePage);
    sequenceLayout->setContentsMargins(side, margin, side, margin);
    // The length beside the chooser, not under it: one line fewer above the cells.
    auto *chooser = new QHBoxLayout;
    chooser->addWidget(m_sequenceLabel);
    chooser->addWidget(m_sequenceBox, 1);
    chooser->addWidget(m_sequenceSummary);
    sequenceLayout->addLayout(chooser);
    sequenceLayout->addWidget(m_sequenceView, 1);

    m_pages->addTab(openPage, QString());
    m_pages->addTab(sequencePage, QString());
    setWidget(m_pages);

    connect(m_pages, &QTabWidget::currentChanged, this, [this](int page) {
        if (!m_settingPages)
            m_chosenPage = page;
        refreshVisible();
    });
    connect(m_sequenceBox, &QComboBox::currentIndexChanged, this, [this] {
        m_sequenceDirty = true;
        refreshVisible();
    });
    connect(m_openView, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (index.row() < m_openModel->shownRows())
            emit cellActivated(m_openModel->cellAt(index.row()));
    });
    connect(m_sequenceView, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (index.row() < m_sequenceModel->shownRows())
            emit cellActivated(m_sequenceModel->cellAt(index.row()));
    });
    retranslate();
}

InspectorDock::~InspectorDock() = default;

QAbstractItemModel *InspectorDock::openListModel() const
{
    return m_openModel;
}

QAbstractItemModel *InspectorDock::sequenceModel() const
{
    return m_sequenceModel;
}

int InspectorDock::openListSize() const
{
    return int(m_openModel->total());
}

int InspectorDock::sequenceSize() const
{
    return int(m_sequenceModel->total());
}

void InspectorDock::showFrame(const Trace *trace, const Scene *scene, int)
{
    if (m_game) {
        m_game = false;
        showPages(true);
        setSequenceTableShown(true);
    }
    if (!trace || !scene) {
        m_trace = nullptr;
        m_scene = nullptr;
        m_algorithm.clear();
        m_frontier = m_boardFrontier;
        retranslateFrontier();
        showPages(m_frontier != Frontier::None);
        m_sequenceIds.clear();
        fillSequenceBox();
        m_openModel->reset(1, {}, 0, {});
        m_keyColumn = -1;
        m_sequenceModel->reset(1, {}, 0);
        m_openDirty = m_sequenceDirty = false;
        spanMoreRow(m_openView, false, 0, 0);
        spanMoreRow(m_sequenceView, false, 0, 0);
        updateSummaries();
        return;
    }
    m_trace = trace;
    m_scene = scene;
    if (trace->header.algorithm != m_algorithm || trace->tables.sequences != m_sequenceIds) {
        m_algorithm = trace->header.algorithm;
        m_sequenceIds = trace->tables.sequences;
        fillSequenceBox();
        // A duel paints territories and Lianliankan its layers of turns in the open list's
        // colours; they are no list. A trace of an algorithm no longer in the catalogue is
        // shown as a best-first search's.
        const AlgorithmInfo *info = Catalogue::find(m_algorithm);
        m_frontier = info ? info->frontier : Frontier::OpenList;
        retranslateFrontier();
        showPages(m_frontier != Frontier::None);
    }
    m_openDirty = m_sequenceDirty = true;
    refreshVisible();
}

void InspectorDock::setAlgorithm(const AlgorithmInfo *info)
{
    m_boardFrontier = info ? info->frontier : Frontier::OpenList;
    if (!m_trace && !m_game)
        clear();
}

void InspectorDock::showGame()
{
    if (m_game)
        return;
    clear();
    m_game = true;
    showPages(false);
    setSequenceTableShown(false);
    updateSummaries();
}

void InspectorDock::showPages(bool waiting)
{
    // A trace without waiting cells (a maze, a duel, a puzzle) or a game shows the sequences
    // only; that is not the user's choice, so the next search opens on the page they had.
    m_settingPages = true;
    m_pages->setTabVisible(0, waiting);
    m_pages->setCurrentIndex(waiting ? m_chosenPage : 1);
    m_settingPages = false;
}

void InspectorDock::setSequenceTableShown(bool shown)
{
    for (QWidget *part : {static_cast<QWidget *>(m_sequenceLabel), static_cast<QWidget *>(m_sequenceBox),
                          static_cast<QWidget *>(m_sequenceView)})
        part->setVisible(shown);
}

void InspectorDock::showEvent(QShowEvent *event)
{
    QDockWidget::showEvent(event);
    refreshVisible();
}

void InspectorDock::refreshVisible()
{
    // A hidden dock (closed, or behind another in a tab group) does no work; it catches up
    // when shown. So does the page not on show.
    if (!m_trace || !isVisible())
        return;
    if (m_pages->currentIndex() == 0 && m_openDirty)
        refreshOpenList();
    else if (m_pages->currentIndex() == 1 && m_sequenceDirty)
        refreshSequence();
}

void InspectorDock::refreshOpenList()
{
    m_openDirty = false;
    const Trace &trace = *m_trace;
    const Scene &scene = *m_scene;
    const int g = int(trace.tables.labels.indexOf(QStringLiteral("g")));
    const int h = int(trace.tables.labels.indexOf(QStringLiteral("h")));
    // A bidirectional search keeps the goal side's g in a channel of its own.
    const int gReverse = int(trace.tables.labels.indexOf(QStringLiteral("g-goal")));
    // Each search's list is shown in the order it expands it, so the top row is the next cell
    // expanded: greedy best-first by h alone, Dijkstra (and each side of a bidirectional
    // search) by g, A* by g + w·h with its tie-breaking rule. The other searches take no
    // weight (w = 1).
    bool ok = false;
    double weight = trace.header.parameters.value(QStringLiteral("weight")).toDouble(&ok);
    if (!ok || !std::isfinite(weight))
        weight = 1.0;
    const bool byH = m_algorithm == u"greedy" && h >= 0;
    const QString tieBreak = trace.header.parameters.value(QStringLiteral("tie-break")).toString();
    // A* prefers the larger g among equal f unless told otherwise; "none" leaves ties in the
    // heap's order, which the scene does not keep, so they are listed by cell.
    const double tieSign = byH || h < 0 || tieBreak == u"none" ? 0.0 : tieBreak == u"smaller-g" ? 1.0 : -1.0;

    using Column = OpenListModel::Column;
    QList<Column> columns{Column::X, Column::Y};
    if (g >= 0 || gReverse >= 0)
        columns << Column::G;
    if (h >= 0)
        columns << Column::H;
    // f is no part of a greedy search: a column of it would read as its order.
    if ((g >= 0 || gReverse >= 0) && h >= 0 && !byH)
        columns << Column::F;
    const Column keyColumn = byH ? Column::H : columns.contains(Column::F) ? Column::F : Column::G;
    m_keyColumn = int(columns.indexOf(keyColumn));

    // A stack lists its top first: the cell furthest along the way being tried.
    const bool topFirst = m_frontier == Frontier::Stack;
    const auto before = [topFirst](const OpenListModel::Entry &a, const OpenListModel::Entry &b) {
        const double ka = sortKey(a.key), kb = sortKey(b.key);
        if (ka != kb)
            return topFirst ? ka > kb : ka < kb;
        if (a.tie != b.tie)
            return a.tie < b.tie;
        return a.cell < b.cell;
    };
    // Only the rows shown are kept: a heap of the best maxRows so far, its worst on top, so a
    // huge open list costs one comparison for most of its cells and memory for maxRows only.
    std::vector<OpenListModel::Entry> entries;
    entries.reserve(std::size_t(maxRows));
    qsizetype total = 0;
    if (scene.hasLayer(CellLayer::Mark)) {
        const int cells = scene.cellCount();
        const double nan = std::numeric_limits<double>::quiet_NaN();
        for (int cell = 0; cell < cells; ++cell) {
            const Mark mark = scene.mark(cell);
            // A bidirectional search's meeting point waits on an open list too.
            const bool waiting = m_frontier == Frontier::Stack
                ? mark == Mark::Stack
                : mark == Mark::Open || mark == Mark::OpenReverse || mark == Mark::Meeting;
            if (!waiting)
                continue;
            ++total;
            const bool goalSide = mark == Mark::OpenReverse
                || (mark == Mark::Meeting && (g < 0 || std::isnan(scene.label(g, cell))));
            const int gChannel = goalSide && gReverse >= 0 ? gReverse : g;
            const double gValue = gChannel >= 0 ? double(scene.label(gChannel, cell)) : nan;
            const double hValue = h >= 0 ? double(scene.label(h, cell)) : nan;
            double f = gValue;
            if (gChannel < 0)
                f = hValue;
            else if (h >= 0)
                f = gValue + weight * hValue;
            const double key = byH ? hValue : f;
            const double tie = tieSign == 0.0 || std::isnan(gValue) ? 0.0 : tieSign * gValue;
            const OpenListModel::Entry entry{cell, gValue, hValue, f, key, tie};
            if (entries.size() < std::size_t(maxRows)) {
                entries.push_back(entry);
                std::push_heap(entries.begin(), entries.end(), before);
            } else if (before(entry, entries.front())) {
                std::pop_heap(entries.begin(), entries.end(), before);
                entries.back() = entry;
                std::push_heap(entries.begin(), entries.end(), before);
            }
        }
    }
    std::sort_heap(entries.begin(), entries.end(), before);
    // The search compares exact costs; the scene holds them as floats, so g + h read back can
    // differ in the last bits for cells whose f is equal. Keys that close count as one, and
    // their tie-break decides, as it does in the search.
    double groupKey = std::numeric_limits<double>::quiet_NaN();
    for (OpenListModel::Entry &entry : entries) {
        if (std::isfinite(entry.key) && std::isfinite(groupKey)
            && std::abs(entry.key - groupKey) <= 2.5e-7 * std::max(1.0, std::abs(groupKey)))
            entry.key = groupKey;
        else
            groupKey = entry.key;
    }
    std::stable_sort(entries.begin(), entries.end(), before);
    m_openModel->reset(scene.width(), std::move(entries), total, columns);
    // A coordinate takes a few digits; the room goes to g, h and f, which need it.
    for (int column = 0; column < int(columns.size()); ++column) {
        const bool coordinate = columns[column] == Column::X || columns[column] == Column::Y;
        m_openView->horizontalHeader()->setSectionResizeMode(
            column, coordinate ? QHeaderView::ResizeToContents : QHeaderView::Stretch);
    }
    spanMoreRow(m_openView, m_openModel->hasMoreRow(), m_openModel->shownRows(), int(columns.size()));
    // The arrow marks the column the list is expanded by; the header is not clickable, so
    // it cannot be made to point at a column the rows are not in the order of.
    m_openView->horizontalHeader()->setSortIndicator(m_keyColumn, topFirst ? Qt::DescendingOrder : Qt::AscendingOrder);
    updateSummaries();
}

void InspectorDock::refreshSequence()
{
    m_sequenceDirty = false;
    const int id = m_sequenceBox->currentData().toInt();
    if (m_sequenceBox->currentIndex() < 0 || id < 0 || id >= m_scene->sequenceCount()) {
        m_sequenceModel->reset(1, {}, 0);
        spanMoreRow(m_sequenceView, false, 0, 0);
        updateSummaries();
        return;
    }
    const std::deque<std::uint32_t> &cells = m_scene->sequence(id);
    const std::size_t shown = std::min<std::size_t>(cells.size(), maxRows);
    std::vector<std::uint32_t> rows;
    rows.reserve(shown);
    // A stack lists its top first: that is the cell a depth-first search continues from and
    // the next one popped. Every other sequence (a path from start to goal, a snake from its
    // head) lists in its own order.
    if (m_sequenceIds.value(id) == u"stack")
        rows.assign(cells.rbegin(), cells.rbegin() + std::ptrdiff_t(shown));
    else
        rows.assign(cells.begin(), cells.begin() + std::ptrdiff_t(shown));
    m_sequenceModel->reset(m_scene->width(), std::move(rows), qsizetype(cells.size()));
    spanMoreRow(m_sequenceView, m_sequenceModel->hasMoreRow(), m_sequenceModel->shownRows(), 3);
    updateSummaries();
}

void InspectorDock::fillSequenceBox()
{
    const QString previous = m_sequenceBox->currentIndex() >= 0
        ? m_sequenceIds.value(m_sequenceBox->currentData().toInt()) : QString();
    const QSignalBlocker blocker(m_sequenceBox);
    m_sequenceBox->clear();
    const AlgorithmInfo *info = Catalogue::find(m_algorithm);
    int keep = 0;
    for (int i = 0; i < m_sequenceIds.size(); ++i) {
        QString name = m_sequenceIds[i];
        if (info) {
            for (const NamedSlot &slot : info->sequences) {
                if (name == QLatin1String(slot.id)) {
                    name = Catalogue::text(slot.name);
                    break;
                }
            }
        }
        m_sequenceBox->addItem(name, i);
        if (m_sequenceIds[i] == previous)
            keep = i;
    }
    if (m_sequenceBox->count() > 0)
        m_sequenceBox->setCurrentIndex(keep);
    m_sequenceBox->setEnabled(m_sequenceBox->count() > 1);
    m_sequenceDirty = true;
}

void InspectorDock::updateSummaries()
{
    if (!m_trace) {
        m_openSummary->clear();
        if (m_game)
            m_sequenceSummary->setText(tr("A game is being played: it keeps no open list or sequences to inspect. "
                                          "Those of the trace come back when the game ends."));
        else
            m_sequenceSummary->clear();
        return;
    }
    switch (m_frontier) {
    case Frontier::Queue:
        m_openSummary->setText(tr("Cells in the queue: %1").arg(QLocale().toString(openListSize())));
        break;
    case Frontier::Stack:
        m_openSummary->setText(tr("Cells on the stack: %1").arg(QLocale().toString(openListSize())));
        break;
    case Frontier::None:
    case Frontier::OpenList:
        // Named with the column the list is in the order of, before the first read too.
        if (m_keyColumn >= 0 && m_keyColumn < m_openModel->columnCount())
            m_openSummary->setText(tr("Cells on the open list: %1, lowest %2 first")
                                       .arg(QLocale().toString(openListSize()),
                                            m_openModel->headerData(m_keyColumn, Qt::Horizontal, Qt::DisplayRole).toString()));
        else
            m_openSummary->setText(tr("Cells on the open list: %1").arg(QLocale().toString(openListSize())));
        break;
    }
    m_sequenceSummary->setText(m_sequenceBox->count() == 0 ? tr("This trace has no sequences.")
                                                           : tr("Length: %1").arg(QLocale().toString(sequenceSize())));
}

void InspectorDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

// The first page is named after what the algorithm keeps its waiting cells in.
void InspectorDock::retranslateFrontier()
{
    switch (m_frontier) {
    case Frontier::Queue:
        m_pages->setTabText(0, tr("Queue"));
        m_pages->setTabToolTip(0, tr("The cells waiting in the breadth-first queue, nearest the start first"));
        break;
    case Frontier::Stack:
        m_pages->setTabText(0, tr("Stack"));
        m_pages->setTabToolTip(0, tr("The cells on the depth-first stack, its top first"));
        break;
    case Frontier::None:
    case Frontier::OpenList:
        m_pages->setTabText(0, tr("Open list"));
        m_pages->setTabToolTip(0, tr("The cells waiting to be expanded, in the order a best-first search takes them"));
        break;
    }
}

void InspectorDock::retranslate()
{
    setWindowTitle(tr("Inspector"));
    retranslateFrontier();
    m_pages->setTabText(1, tr("Sequences"));
    m_pages->setTabToolTip(1, tr("The trace's sequences of cells: the path, the depth-first stack"));
    m_sequenceLabel->setText(tr("Se&quence:"));
    // Refilling re-reads the names and keeps the chosen sequence; the cells stay as they are.
    const bool sequenceDirty = m_sequenceDirty;
    fillSequenceBox();
    m_sequenceDirty = sequenceDirty;
    m_openModel->retranslate();
    m_sequenceModel->retranslate();
    updateSummaries();
}

} // namespace gridtrace
