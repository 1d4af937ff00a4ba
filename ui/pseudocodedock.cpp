#include "pseudocodedock.h"

#include "catalogue/catalogue.h"

#include <QEvent>
#include <QFontDatabase>
#include <QListWidget>
#include <QPainter>
#include <QStyledItemDelegate>

#include <algorithm>

namespace gridtrace {

namespace {

// Where a line's code starts: after its number and the code's own indentation.
qsizetype codeStart(const QString &line)
{
    qsizetype i = 0;
    while (i < line.size() && line[i].isSpace())
        ++i;
    while (i < line.size() && line[i].isDigit())
        ++i;
    while (i < line.size() && line[i].isSpace())
        ++i;
    return i;
}

constexpr int textFlags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;

// Wrapped lines hang under their code, not under the line number, so a wrapped line still
// shows how deep it is nested. Unwrapped, it draws as any list item.
class HangingIndentDelegate : public QStyledItemDelegate
{
public:
    explicit HangingIndentDelegate(QListWidget *list)
        : QStyledItemDelegate(list)
        , m_list(list)
    {
    }

    static int margin(const QWidget *widget)
    {
        return widget->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    }

    // The item's height for a font and an item width: the code wrapped beside its prefix.
    static int itemHeight(const QString &line, const QFont &font, int width, const QWidget *widget)
    {
        const QFontMetrics metrics(font);
        const qsizetype start = codeStart(line);
        const int indent = metrics.horizontalAdvance(line.left(start));
        const int room = std::max(metrics.averageCharWidth(), width - 2 * margin(widget) - indent);
        const QRect code = metrics.boundingRect(QRect(0, 0, room, 1 << 20), textFlags, line.mid(start));
        return std::max(code.height(), metrics.height()) + 2 * margin(widget);
    }

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        if (!m_list->wordWrap()) {
            QStyledItemDelegate::paint(painter, option, index);
            return;
        }
        QStyleOptionViewItem item = option;
        initStyleOption(&item, index);
        const QString line = item.text;
        item.text.clear();
        const QWidget *widget = m_list;
        widget->style()->drawControl(QStyle::CE_ItemViewItem, &item, painter, widget);

        const QRect text = option.rect.adjusted(margin(widget), margin(widget), -margin(widget), -margin(widget));
        const qsizetype start = codeStart(line);
        const int indent = QFontMetrics(item.font).horizontalAdvance(line.left(start));
        painter->save();
        painter->setFont(item.font);
        painter->setPen(item.palette.color(QPalette::Text));
        painter->drawText(text, Qt::AlignLeft | Qt::AlignTop, line.left(start));
        painter->drawText(text.adjusted(indent, 0, 0, 0), textFlags, line.mid(start));
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        if (!m_list->wordWrap())
            return QStyledItemDelegate::sizeHint(option, index);
        const QString line = index.data(Qt::DisplayRole).toString();
        const QFont font = m_list->font();
        const int width = m_list->viewport()->width();
        const int natural = QFontMetrics(font).horizontalAdvance(line) + 2 * margin(m_list);
        return {std::min(natural, width), itemHeight(line, font, width, m_list)};
    }

private:
    QListWidget *m_list;
};

} // namespace

PseudoCodeDock::PseudoCodeDock(QWidget *parent)
    : QDockWidget(parent)
    , m_list(new QListWidget(this))
{
    setObjectName(QStringLiteral("pseudoCodeDock"));
    // Monospace, so the indentation of the catalogue's lines shows the code's nesting.
    m_list->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // The highlight is the current line, not something the user selects.
    m_list->setSelectionMode(QAbstractItemView::NoSelection);
    m_list->setFocusPolicy(Qt::NoFocus);
    m_list->setUniformItemSizes(true);
    m_list->setItemDelegate(new HangingIndentDelegate(m_list));
    setWidget(m_list);
    retranslate();
}

void PseudoCodeDock::setAlgorithm(const AlgorithmInfo *info)
{
    m_info = info;
    m_current = 0;
    fill();
}

void PseudoCodeDock::fill()
{
    m_list->clear();
    if (!m_info)
        return;
    const int count = int(m_info->pseudoCode.size());
    const int width = int(QString::number(count).size());
    for (int i = 0; i < count; ++i) {
        const QString number = QStringLiteral("%1").arg(i + 1, width);
        m_list->addItem(number + QStringLiteral("  ") + Catalogue::text(m_info->pseudoCode[i]));
    }
    paintCurrentLine();
}

void PseudoCodeDock::setCurrentLine(int line)
{
    if (line < 0 || line > lineCount())
        line = 0;
    if (line == m_current)
        return;
    m_current = line;
    paintCurrentLine();
}

void PseudoCodeDock::paintCurrentLine()
{
    const QPalette colours = m_list->palette();
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem *item = m_list->item(i);
        if (i + 1 == m_current) {
            item->setBackground(colours.brush(QPalette::Active, QPalette::Highlight));
            item->setForeground(colours.brush(QPalette::Active, QPalette::HighlightedText));
        } else {
            item->setData(Qt::BackgroundRole, QVariant());
            item->setData(Qt::ForegroundRole, QVariant());
        }
    }
    showCurrentLine();
}

int PseudoCodeDock::wrappedHeight(const QFont &font, int width) const
{
    int height = 0;
    for (int i = 0; i < m_list->count(); ++i)
        height += HangingIndentDelegate::itemHeight(m_list->item(i)->text(), font, width, m_list);
    return height;
}

int PseudoCodeDock::naturalWidth(const QFont &font) const
{
    const QFontMetrics metrics(font);
    int widest = 0;
    for (int i = 0; i < m_list->count(); ++i)
        widest = std::max(widest, metrics.horizontalAdvance(m_list->item(i)->text()));
    return widest + 2 * HangingIndentDelegate::margin(m_list);
}

void PseudoCodeDock::showCurrentLine()
{
    if (m_current > 0)
        m_list->scrollToItem(m_list->item(m_current - 1), QAbstractItemView::EnsureVisible);
}

int PseudoCodeDock::lineCount() const
{
    return m_list->count();
}

QString PseudoCodeDock::lineText(int line) const
{
    if (line < 1 || line > m_list->count())
        return {};
    return m_list->item(line - 1)->text();
}

void PseudoCodeDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    } else if (event->type() == QEvent::PaletteChange) {
        paintCurrentLine();
    }
    QDockWidget::changeEvent(event);
}

void PseudoCodeDock::retranslate()
{
    setWindowTitle(tr("Pseudo-code"));
    fill();
}

} // namespace gridtrace
