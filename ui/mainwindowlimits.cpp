// The trace limit in the window: Run > Trace Limit… sets how many changes a run records
// before it goes on untraced, kept in the settings across sessions.

#include "mainwindow.h"

#include "logdock.h"

#include "trace/recorder.h"

#include <QAction>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QSpinBox>

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
