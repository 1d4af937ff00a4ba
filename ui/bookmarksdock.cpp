#include "bookmarksdock.h"

#include "altletters.h"
#include "bookmarklist.h"
#include "playbackcontroller.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <iterator>

namespace gridtrace {

namespace {

// A caption's lines joined for one row of the list; the full text is the row's tooltip.
QString oneLine(const QString &caption)
{
    QString line = caption;
    line.replace(QLatin1Char('\n'), QStringLiteral(" ⏎ "));
    return line;
}

} // namespace

BookmarksDock::BookmarksDock(BookmarkList *bookmarks, PlaybackController *controller, QWidget *parent)
    : QDockWidget(parent)
    , m_bookmarks(bookmarks)
    , m_controller(controller)
    , m_list(new QTreeWidget(this))
    , m_gameNote(new QLabel(this))
    , m_buttons(new QWidget(this))
{
    setObjectName(QStringLiteral("bookmarksDock"));
    m_list->setObjectName(QStringLiteral("bookmarkList"));
    m_list->setColumnCount(2);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(true);

    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_list, 1);
    m_gameNote->setObjectName(QStringLiteral("bookmarksGameNote"));
    m_gameNote->setWordWrap(true);
    m_gameNote->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_gameNote->hide();
    layout->addWidget(m_gameNote, 1);
    layout->addWidget(m_buttons);
    // One row of short buttons: the five actions' full names are 600 pixels wide, which a
    // row would force on the whole dock column (and the window past a projector's width),
    // and a tool bar hid what did not fit behind its » button.
    auto *row = new QHBoxLayout(m_buttons);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(2);
    setWidget(content);

    connect(m_list, &QTreeWidget::itemClicked, this, &BookmarksDock::activate);
    connect(m_list, &QTreeWidget::itemActivated, this, &BookmarksDock::activate);
    connect(m_bookmarks, &BookmarkList::changed, this, &BookmarksDock::rebuild);
    connect(m_controller, &PlaybackController::positionChanged, this, &BookmarksDock::showPosition);
    connect(m_controller, &PlaybackController::traceChanged, this, &BookmarksDock::showPosition);
    retranslate();
    rebuild();
}

void BookmarksDock::setActions(const QList<QAction *> &actions)
{
    for (QAction *action : actions) {
        // Not the action's own button, which would take the action's long name back.
        auto *button = new QToolButton(m_buttons);
        button->setAutoRaise(true);
        button->setEnabled(action->isEnabled());
        connect(button, &QToolButton::clicked, action, &QAction::trigger);
        connect(action, &QAction::enabledChanged, button, &QToolButton::setEnabled);
        connect(action, &QAction::changed, button, [button, action] { button->setToolTip(action->iconText()); });
        m_buttons->layout()->addWidget(button);
        m_actionButtons.append({button, action});
    }
    static_cast<QHBoxLayout *>(m_buttons->layout())->addStretch(1);
    retranslate();
}

void BookmarksDock::rebuild()
{
    m_list->clear();
    for (const Bookmark &bookmark : m_bookmarks->bookmarks()) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(0, QString::number(bookmark.position));
        item->setData(0, Qt::UserRole, bookmark.position);
        item->setTextAlignment(0, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(1, oneLine(bookmark.caption));
        item->setToolTip(1, bookmark.caption.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    }
    // Laid out now, not on the view's zero timer: a paint of the current row already queued (the
    // Remove button's, a closing menu's) ran that layout inside itself, the repaint of the whole
    // list it asked for was lost, and a removed bookmark's row stayed drawn under the one left.
    m_list->doItemsLayout();
    showPosition();
}

void BookmarksDock::showPosition()
{
    const Bookmark *current = m_bookmarks->inForce(m_controller->position());
    const int row = current ? int(current - m_bookmarks->bookmarks().data()) : -1;
    const QSignalBlocker blocker(m_list);
    if (row < 0 || row >= m_list->topLevelItemCount()) {
        m_list->clearSelection();
        m_list->setCurrentItem(nullptr);
        return;
    }
    QTreeWidgetItem *item = m_list->topLevelItem(row);
    m_list->setCurrentItem(item);
    m_list->scrollToItem(item);
}

void BookmarksDock::setGameOn(bool on)
{
    m_list->setVisible(!on);
    m_gameNote->setVisible(on);
}

void BookmarksDock::activate(QTreeWidgetItem *item)
{
    if (item)
        m_controller->seek(item->data(0, Qt::UserRole).toInt());
}

void BookmarksDock::retranslate()
{
    const QString shortNames[] = {tr("&Add…"), tr("Te&xt…"), tr("Re&move"), tr("◀", "previous bookmark"),
                                  tr("▶", "next bookmark")};
    for (qsizetype i = 0; i < m_actionButtons.size(); ++i) {
        const auto &[button, action] = m_actionButtons[i];
        button->setText(i < qsizetype(std::size(shortNames)) ? shortNames[i] : action->iconText());
        button->setToolTip(action->iconText());
    }
    setWindowTitle(tr("Bookmarks"));
    m_list->setHeaderLabels({tr("Step"), tr("Caption")});
    m_gameNote->setText(tr("A game is being played: it has no steps to mark. The bookmarks are kept and come back "
                           "with the trace when the game ends."));
}

void BookmarksDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

CaptionDialog::CaptionDialog(int position, const QString &caption, QWidget *parent)
    : QDialog(parent)
    , m_edit(new QPlainTextEdit(this))
    , m_count(new QLabel(this))
    , m_box(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("captionDialog"));
    setWindowTitle(tr("Caption of Step %1").arg(QLocale().toString(position)));
    m_edit->setObjectName(QStringLiteral("captionEdit"));
    m_edit->setPlainText(caption);
    m_edit->setTabChangesFocus(true);
    // Alt+A meant for the dock's Add… writes no "a" into the caption.
    keepAltLettersFromTyping(m_edit);
    m_count->setObjectName(QStringLiteral("captionCount"));
    m_count->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    auto *prompt = new QLabel(tr("&What to say at this step (plain text, any language; Ctrl+Enter to finish):"), this);
    prompt->setBuddy(m_edit);
    layout->addWidget(prompt);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_count);
    layout->addWidget(m_box);
    connect(m_box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_edit, &QPlainTextEdit::textChanged, this, &CaptionDialog::check);
    // Return starts a new line of the caption, so finishing needs a key of its own.
    for (const QKeySequence &keys : {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)}) {
        connect(new QShortcut(keys, this), &QShortcut::activated, this, [this] {
            if (m_box->button(QDialogButtonBox::Ok)->isEnabled())
                accept();
        });
    }
    resize(460, 260);
    check();
}

QString CaptionDialog::caption() const
{
    // Trailing blank lines would only push the caption up the board.
    QString text = m_edit->toPlainText();
    while (!text.isEmpty() && text.back().isSpace())
        text.chop(1);
    return text;
}

void CaptionDialog::check()
{
    const int length = int(caption().size());
    const bool fits = length <= Bookmark::maxCaptionLength;
    m_box->button(QDialogButtonBox::Ok)->setEnabled(fits);
    const QLocale locale;
    m_count->setText(fits ? tr("%1 of at most %2 characters").arg(locale.toString(length), locale.toString(Bookmark::maxCaptionLength))
                          : tr("The caption is %1 characters long; at most %2 are allowed.")
                                .arg(locale.toString(length), locale.toString(Bookmark::maxCaptionLength)));
    QPalette colours = m_count->palette();
    colours.setColor(QPalette::WindowText, fits ? palette().color(QPalette::WindowText) : QColor(0xd5, 0x5e, 0x00));
    m_count->setPalette(colours);
}

} // namespace gridtrace
