#include "pseudocodedock.h"

#include "catalogue/catalogue.h"

#include <QEvent>
#include <QFontDatabase>
#include <QListWidget>

namespace gridtrace {

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
