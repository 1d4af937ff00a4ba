#include "logdock.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHBoxLayout>
#include <QListWidget>
#include <QStyle>
#include <QTime>
#include <QToolButton>
#include <QVBoxLayout>

namespace gridtrace {

namespace {

constexpr int errorRole = Qt::UserRole;

// A red that keeps its contrast on the list's own background, light or dark.
QColor errorColour(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightnessF() > 0.5 ? QColor(0xB0, 0x00, 0x20)
                                                            : QColor(0xFF, 0x8A, 0x80);
}

} // namespace

LogDock::LogDock(QWidget *parent)
    : QDockWidget(parent)
    , m_list(new QListWidget)
    , m_clearButton(new QToolButton)
    , m_clear(new QAction(this))
    , m_copy(new QAction(this))
{
    setObjectName(QStringLiteral("logDock"));
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setWordWrap(true);
    m_list->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_list->addAction(m_copy);
    m_list->addAction(m_clear);
    m_copy->setShortcut(QKeySequence::Copy);
    m_copy->setShortcutContext(Qt::WidgetShortcut);
    m_clearButton->setDefaultAction(m_clear);
    m_clearButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_clearButton->setAutoRaise(true);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addStretch(1);
    bar->addWidget(m_clearButton);

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(2);
    layout->addLayout(bar);
    layout->addWidget(m_list, 1);
    setWidget(content);

    connect(m_clear, &QAction::triggered, this, &LogDock::clear);
    connect(m_copy, &QAction::triggered, this, &LogDock::copySelection);
    retranslate();
}

void LogDock::appendMessage(const QString &text)
{
    append(text, false);
}

void LogDock::appendError(const QString &text)
{
    append(text, true);
}

void LogDock::append(const QString &text, bool error)
{
    // A fixed 24-hour stamp: entries line up, whatever the locale.
    const QString stamp = QTime::currentTime().toString(QStringLiteral("HH:mm:ss"));
    auto *item = new QListWidgetItem(stamp + QStringLiteral("  ") + text);
    item->setData(errorRole, error);
    if (error) {
        item->setForeground(errorColour(m_list->palette()));
        item->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
    }
    m_list->addItem(item);
    while (m_list->count() > maxEntries)
        delete m_list->takeItem(0);
    m_list->scrollToBottom();
}

void LogDock::clear()
{
    m_list->clear();
}

QStringList LogDock::entries() const
{
    QStringList result;
    result.reserve(m_list->count());
    for (int i = 0; i < m_list->count(); ++i)
        result << m_list->item(i)->text();
    return result;
}

bool LogDock::isError(int entry) const
{
    const QListWidgetItem *item = m_list->item(entry);
    return item && item->data(errorRole).toBool();
}

void LogDock::copySelection()
{
    QStringList lines;
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->isSelected())
            lines << m_list->item(i)->text();
    }
    if (!lines.isEmpty())
        QApplication::clipboard()->setText(lines.join(u'\n'));
}

void LogDock::paintErrors()
{
    const QColor colour = errorColour(m_list->palette());
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->data(errorRole).toBool())
            m_list->item(i)->setForeground(colour);
    }
}

void LogDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        paintErrors();
    QDockWidget::changeEvent(event);
}

void LogDock::retranslate()
{
    setWindowTitle(tr("Log"));
    m_clear->setText(tr("&Clear"));
    // The button shows the icon text, which without this would be the text with its letter dropped.
    m_clear->setIconText(m_clear->text());
    m_clear->setToolTip(tr("Remove every message from the log"));
    m_copy->setText(tr("Copy"));
}

} // namespace gridtrace
