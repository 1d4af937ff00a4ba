#include "legenddock.h"

#include "legendrows.h"
#include "snakecrash.h"
#include "snakepainter.h"
#include "tilepainter.h"
#include "traceuse.h"

#include "catalogue/catalogue.h"

#include <QEvent>
#include <QHeaderView>
#include <QPainter>
#include <QPixmap>
#include <QScrollBar>
#include <QStyle>
#include <QTreeWidget>

#include <utility>

namespace gridtrace {

namespace {

constexpr int stripeWidth = 6;
constexpr int terrainWeights = 9;
const QSize swatchSize(stripeWidth * terrainWeights, 16);

// Every swatch has the same size, so the names line up; a thin outline keeps a pale colour
// visible against the list's background.
QIcon swatch(const QList<QColor> &stripes, const QColor &outline)
{
    QPixmap pixmap(swatchSize);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    const int count = int(stripes.size());
    for (int i = 0; i < count; ++i) {
        const int left = swatchSize.width() * i / count;
        const int right = swatchSize.width() * (i + 1) / count;
        painter.fillRect(QRect(left, 0, right - left, swatchSize.height()), stripes[i]);
    }
    QColor line = outline;
    line.setAlphaF(0.35f);
    painter.setPen(line);
    painter.drawRect(QRect(QPoint(0, 0), swatchSize - QSize(1, 1)));
    return QIcon(pixmap);
}

// The crash mark as the board draws it, on an empty cell's colour.
QIcon crashSwatch(const Palette &palette, const QColor &outline)
{
    QPixmap pixmap(swatchSize);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.fillRect(QRect(QPoint(0, 0), swatchSize), palette.terrain(1));
    SnakePainter(palette).paintCrashMark(painter, QRectF(QPointF(0, 0), QSizeF(swatchSize)).center(), swatchSize.height() * 1.25);
    QColor line = outline;
    line.setAlphaF(0.35f);
    painter.setPen(line);
    painter.drawRect(QRect(QPoint(0, 0), swatchSize - QSize(1, 1)));
    return QIcon(pixmap);
}

} // namespace

LegendDock::LegendDock(QWidget *parent)
    : QDockWidget(parent)
    , m_tree(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("legendDock"));
    m_tree->setColumnCount(2);
    m_tree->setRootIsDecorated(false);
    m_tree->setSelectionMode(QAbstractItemView::NoSelection);
    m_tree->setFocusPolicy(Qt::NoFocus);
    m_tree->setIconSize(swatchSize);
    // One line a row, a long meaning ending in "…" with the whole of it in the tooltip: a tree
    // gives a wrapped meaning no more than a line's height, which showed its first words as if
    // they were all of it.
    m_tree->setWordWrap(false);
    m_tree->setTextElideMode(Qt::ElideRight);
    // The names as wide as they need (fitNameColumn()).
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Fixed);
    // The meanings take what the names leave, and no more: as the last section stretched, they
    // kept its default width and ran past the list's edge in a narrow column.
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_tree->header()->setMinimumSectionSize(m_tree->fontMetrics().averageCharWidth() * 3);
    setWidget(m_tree);
    // Its height is known once laid out, and changes with the font and the scale.
    m_tree->header()->installEventFilter(this);
    // The names' share is of the viewport's width, known once laid out.
    m_tree->viewport()->installEventFilter(this);
    retranslate();
}

// The names as wide as their longest, but never so wide that the meanings' header is cut
// ("Meanin" beside a Hamiltonian cycle's names at 150%): a name cut short then ends in "…",
// whole in its tooltip.
void LegendDock::fitNameColumn()
{
    QHeaderView *header = m_tree->header();
    const int margin = m_tree->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    const auto titleWidth = [&](int column) {
        return header->fontMetrics().horizontalAdvance(m_tree->headerItem()->text(column)) + 2 * margin;
    };
    m_tree->resizeColumnToContents(0);
    const int names = header->sectionSize(0);
    const int room = m_tree->viewport()->width() - titleWidth(1);
    header->resizeSection(0, std::max(titleWidth(0), std::min(names, room)));
}

void LegendDock::keepRowsInSight()
{
    const int rows = std::min(2, m_tree->topLevelItemCount());
    const int row = m_tree->topLevelItemCount() > 0
        ? m_tree->sizeHintForRow(0)
        : std::max(m_tree->fontMetrics().height(), swatchSize.height());
    // The sideways scroll bar, when the names push the meanings out, takes a row's room.
    const int header = std::max(m_tree->header()->sizeHint().height(), m_tree->header()->height());
    m_tree->setMinimumHeight(2 * m_tree->frameWidth() + header + rows * row
                             + m_tree->horizontalScrollBar()->sizeHint().height());
}

void LegendDock::setAlgorithm(const AlgorithmInfo *info, const Trace *trace)
{
    m_info = info;
    m_usedMarks.reset();
    if (trace && TraceUse::narrowsPanels(info))
        m_usedMarks = TraceUse::of(*trace).marks;
    m_traceCrashes = trace && snakeCrashPosition(*trace) >= 0;
    rebuild();
}

void LegendDock::setCompanion(const AlgorithmInfo *info, const Trace *trace)
{
    m_companion = info;
    m_companionMarks.reset();
    if (info && trace && TraceUse::narrowsPanels(info))
        m_companionMarks = TraceUse::of(*trace).marks;
    rebuild();
}

void LegendDock::setLiveMarks(std::optional<std::bitset<markCount>> marks)
{
    m_liveMarks = marks;
    m_liveRows = nullptr;
    rebuild();
}

void LegendDock::setLiveMarks(std::bitset<markCount> marks, std::function<QList<LiveLegendRow>()> rows)
{
    m_liveMarks = marks;
    m_liveRows = std::move(rows);
    rebuild();
}

void LegendDock::setThemePalette(const Palette &palette)
{
    m_palette = palette;
    rebuild();
}

void LegendDock::rebuild()
{
    m_tree->clear();
    const QColor outline = m_tree->palette().color(QPalette::Text);
    const auto addRow = [&](const QString &id, const QList<QColor> &colours, const QString &name,
                            const QString &meaning) {
        auto *item = new QTreeWidgetItem(m_tree);
        item->setIcon(0, id == LegendRows::crashId() ? crashSwatch(m_palette, outline) : swatch(colours, outline));
        item->setText(0, name);
        item->setText(1, meaning);
        // A narrow dock cuts long names and meanings short; the tooltips keep them whole.
        item->setToolTip(0, name);
        item->setToolTip(1, meaning);
        item->setData(0, idRole, id);
        if (colours.size() == 1) {
            item->setData(0, colourRole, colours.front());
        } else {
            QVariantList list;
            for (const QColor &colour : colours)
                list << colour;
            item->setData(0, colourRole, list);
        }
    };

    if (m_liveRows) {
        const TilePainter tiles(m_palette);
        for (const LiveLegendRow &row : m_liveRows()) {
            switch (row.swatch) {
            case LiveLegendRow::Swatch::Mark:
                if (m_liveMarks->test(std::size_t(row.mark)))
                    addRow(markId(row.mark), {m_palette.mark(row.mark)}, row.name, row.meaning);
                break;
            case LiveLegendRow::Swatch::Tiles: {
                // The faces take a hue a number: a few of them stand for all.
                QList<QColor> faces;
                for (int value = 1; value <= 6; ++value)
                    faces << tiles.faceColour(value);
                addRow(QStringLiteral("tile"), faces, row.name, row.meaning);
                break;
            }
            case LiveLegendRow::Swatch::EmptyCell:
                addRow(QStringLiteral("blank"), {m_palette.terrain(1)}, row.name, row.meaning);
                break;
            }
        }
    } else if (m_info) {
        // A mark shows when the trace uses it and, in a live game, when the game draws it.
        std::optional<std::bitset<markCount>> shown = m_usedMarks;
        if (m_liveMarks)
            shown = shown ? (*shown & *m_liveMarks) : *m_liveMarks;
        QStringList listed;
        for (const LegendRow &row : LegendRows::marks(*m_info, m_palette, shown)) {
            addRow(row.id, row.colours, row.name, row.meaning);
            listed << row.id;
        }
        // The board beside paints in the same colours, some of them marks of its own: each
        // colour once, in the words of the board it first stands for.
        if (m_companion && m_companion != m_info && !m_liveMarks) {
            for (const LegendRow &row : LegendRows::marks(*m_companion, m_palette, m_companionMarks)) {
                if (!listed.contains(row.id)) {
                    addRow(row.id, row.colours, row.name, row.meaning);
                    listed << row.id;
                }
            }
        }
    }
    for (const LegendRow &row : LegendRows::board(m_info, m_palette, m_liveMarks.has_value(), m_traceCrashes))
        addRow(row.id, row.colours, row.name, row.meaning);
    fitNameColumn();
    keepRowsInSight();
}

void LegendDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        rebuild();
    QDockWidget::changeEvent(event);
}

bool LegendDock::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_tree->header() && event->type() == QEvent::Resize)
        keepRowsInSight();
    if (watched == m_tree->viewport() && event->type() == QEvent::Resize)
        fitNameColumn();
    return QDockWidget::eventFilter(watched, event);
}

void LegendDock::retranslate()
{
    setWindowTitle(tr("Legend"));
    m_tree->setHeaderLabels({tr("Colour"), tr("Meaning")});
    rebuild();
}

} // namespace gridtrace
