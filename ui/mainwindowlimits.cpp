// The trace limit in the window: Run > Trace Limit… sets how many changes a run records
// before it goes on untraced, kept in the settings across sessions.

#include "mainwindow.h"

#include "logdock.h"

#include "trace/recorder.h"

#include <QAction>
#include <QBoxLayout>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QSpinBox>

#include <functional>

namespace gridtrace {

namespace {

const QString traceLimitKey = QStringLiteral("run/maxTraceChanges");
// The dialog's lower end: below it a trace shows too little to be worth a run.
constexpr int smallestTraceLimit = 1000;

// As the window's language groups digits, as the dialog's spin box does.
QString grouped(quint64 number)
{
    return QLocale().toString(qulonglong(number));
}

// Keeps Return from putting the last good value back over a figure out of range: the figure
// stays to be corrected and the note under it says why.
class ReturnKeeper : public QObject
{
public:
    ReturnKeeper(QSpinBox *box, std::function<void()> explain)
        : QObject(box), m_box(box), m_explain(std::move(explain))
    {
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_box && event->type() == QEvent::KeyPress) {
            const int key = static_cast<QKeyEvent *>(event)->key();
            if ((key == Qt::Key_Return || key == Qt::Key_Enter) && !m_box->hasAcceptableInput()) {
                m_explain();
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QSpinBox *m_box;
    std::function<void()> m_explain;
};

} // namespace

void MainWindow::createLimitParts()
{
    m_traceLimitAction = new QAction(this);
    m_traceLimitAction->setObjectName(QStringLiteral("traceLimitAction"));
    connect(m_traceLimitAction, &QAction::triggered, this, &MainWindow::editTraceLimit);
    // 0 or nothing saved: the default the machine's memory gives. A value out of range
    // (a settings file edited by hand) is not trusted either.
    const qulonglong saved = QSettings().value(traceLimitKey).toULongLong();
    m_runner.setMaxTraceChanges(saved <= Recorder::maxChangeLimit ? saved : 0);
}

void MainWindow::editTraceLimit()
{
    const quint64 fallback = Recorder::defaultChangeLimit();
    const quint64 current = m_runner.maxTraceChanges() ? m_runner.maxTraceChanges() : fallback;
    auto *dialog = new QInputDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("traceLimitDialog"));
    dialog->setWindowTitle(tr("Trace Limit"));
    // The sizes are the program's own, so the text stays true if they change.
    dialog->setLabelText(tr("The &most changes a trace records. A run that reaches the limit keeps "
                            "the steps recorded so far and goes on to the end untraced.\n"
                            "The default for this machine is %1 changes (a quarter of its memory, "
                            "at most 100,000,000).\nA change takes %2 bytes and a step %3; with its "
                            "share of the steps the limit counts %4 bytes a change.")
                             .arg(grouped(fallback))
                             .arg(sizeof(Change))
                             .arg(sizeof(Step))
                             .arg(Recorder::bytesPerChange));
    // The explanation wraps: on one line it made the dialog wider than a laptop's screen.
    for (QLabel *label : dialog->findChildren<QLabel *>())
        label->setWordWrap(true);
    dialog->setInputMode(QInputDialog::IntInput);
    dialog->setIntRange(smallestTraceLimit, int(Recorder::maxChangeLimit));
    dialog->setIntStep(1'000'000);
    dialog->setIntValue(int(current));
    // The figure reads as the text above it writes it: "100,000,000", not "100000000".
    for (QSpinBox *box : dialog->findChildren<QSpinBox *>())
        box->setGroupSeparatorShown(true);
    // The range under the field, and why a figure out of it is not taken: the dialog's own
    // Return put the last good value back without a word.
    auto *range = new QLabel(dialog);
    range->setObjectName(QStringLiteral("traceLimitRange"));
    range->setWordWrap(true);
    const QString between = tr("From %1 to %2 changes.").arg(grouped(smallestTraceLimit), grouped(Recorder::maxChangeLimit));
    range->setText(between);
    // The dialog lays itself out only when first measured: before that it has no layout to
    // take the line, which would then sit over the text at the top left.
    dialog->sizeHint();
    if (auto *layout = qobject_cast<QBoxLayout *>(dialog->layout()))
        layout->insertWidget(layout->count() - 1, range);
    if (QSpinBox *box = dialog->findChild<QSpinBox *>()) {
        const auto explain = [range, box, between] {
            range->setText(box->hasAcceptableInput()
                               ? between
                               : tr("%1 is not a limit: a trace limit is from %2 to %3 changes.")
                                     .arg(box->cleanText(), grouped(smallestTraceLimit), grouped(Recorder::maxChangeLimit)));
        };
        connect(box, &QSpinBox::textChanged, range, explain);
        box->installEventFilter(new ReturnKeeper(box, explain));
    }
    connect(dialog, &QInputDialog::intValueSelected, this, [this, fallback](int value) {
        const quint64 limit = quint64(value);
        QSettings settings;
        if (limit == fallback) {
            // Kept as "the default", so a machine with more memory later gets its own.
            settings.remove(traceLimitKey);
            m_runner.setMaxTraceChanges(0);
        } else {
            settings.setValue(traceLimitKey, qulonglong(limit));
            m_runner.setMaxTraceChanges(limit);
        }
        m_logDock->appendMessage(tr("The trace limit is now %1 changes; it applies from the next run.")
                                     .arg(grouped(limit)));
    });
    dialog->open();
}

} // namespace gridtrace
