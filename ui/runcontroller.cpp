#include "runcontroller.h"

#include "catalogue/catalogue.h"
#include "trace/recorder.h"

#include <QLocale>
#include <QThread>

#include <algorithm>
#include <limits>

namespace gridtrace {

// What the worker and the window share about one run. The worker writes the trace and the
// outcome, then sets done; the window reads them only after it is told.
struct RunController::Run
{
    Scenario scenario;
    std::shared_ptr<Trace> trace = std::make_shared<Trace>();
    RunOutcome outcome;
    std::atomic<bool> cancel{false};
    std::atomic<qint64> steps{0};
    std::atomic<const char *> task{nullptr};
    std::atomic<int> permille{0};
};

RunController::RunController(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<std::shared_ptr<const Trace>>();
    qRegisterMetaType<RunOutcome>();
    m_busyTimer.setSingleShot(true);
    m_busyTimer.setInterval(busyDelayMs);
    connect(&m_busyTimer, &QTimer::timeout, this, [this] { setBusy(true); });
    m_progressTimer.setInterval(100);
    connect(&m_progressTimer, &QTimer::timeout, this, [this] {
        if (!m_current)
            return;
        if (const char *task = m_current->task.load(std::memory_order_relaxed))
            emit taskProgress(Catalogue::text(task), m_current->permille.load(std::memory_order_relaxed) / 1000.0);
        else
            emit progress(m_current->steps.load(std::memory_order_relaxed));
    });
}

RunController::~RunController()
{
    // The runs were told to cancel and stop within a few thousand expansions; they must not
    // outlive the object they report to.
    cancel();
    for (QThread *thread : std::as_const(m_threads))
        thread->wait();
    qDeleteAll(m_threads);
}

void RunController::start(const Scenario &scenario)
{
    cancel();
    auto run = std::make_shared<Run>();
    run->scenario = scenario;
    m_current = run;

    QThread *thread = QThread::create([this, run, limit = m_maxTraceChanges] {
        RunContext context;
        context.cancel = &run->cancel;
        context.maxTraceChanges = limit;
        context.stepObserver = [run](int step, const Scene &) {
            run->task.store(nullptr, std::memory_order_relaxed);
            run->steps.store(step, std::memory_order_relaxed);
        };
        context.taskProgress = [run](const char *task, double fraction) {
            run->permille.store(int(fraction * 1000.0), std::memory_order_relaxed);
            run->task.store(fraction < 1.0 ? task : nullptr, std::memory_order_relaxed);
        };
        run->outcome = Catalogue::run(run->scenario, run->trace.get(), &context);
        // The library's note names the command line's option too; the window's names its menu.
        if (run->outcome.traceLimited && !run->outcome.notes.isEmpty())
            run->outcome.notes.first() = traceLimitNote(limit ? limit : Recorder::defaultChangeLimit(), run->trace->stepCount());
        QMetaObject::invokeMethod(this, [this, run] { deliver(run); }, Qt::QueuedConnection);
    });
    // A superseded run finishes on its own (it was told to cancel), then its thread goes.
    m_threads.append(thread);
    connect(thread, &QThread::finished, this, [this, thread] {
        m_threads.removeOne(thread);
        thread->deleteLater();
    });
    thread->start();
    m_busyTimer.start();
}

QString RunController::traceLimitNote(quint64 limit, int steps)
{
    const int count = int(std::min<quint64>(limit, std::numeric_limits<int>::max()));
    // The catalogue's count of changes, the one its note uses.
    const QString changes = Catalogue::tr("%n change(s)", nullptr, count).replace(QString::number(count), QLocale().toString(qulonglong(limit)));
    if (steps == 0)
        return tr("The trace stopped before passing %1 (the trace limit), inside its first step; the run went "
                  "on to the end untraced. Run > Trace Limit… raises the limit.").arg(changes);
    // The trace keeps whole steps only, so it may hold fewer changes than the limit.
    return tr("The trace stopped before passing %1 (the trace limit) during step %2 and keeps the steps before "
              "it; the run went on to the end untraced. Run > Trace Limit… raises the limit.")
        .arg(changes, QLocale().toString(steps + 1));
}

void RunController::cancel()
{
    if (!m_current)
        return;
    m_current->cancel.store(true, std::memory_order_relaxed);
    m_current.reset();
    m_busyTimer.stop();
    setBusy(false);
}

void RunController::deliver(const std::shared_ptr<Run> &run)
{
    if (run != m_current)
        return; // cancelled or superseded
    m_current.reset();
    m_busyTimer.stop();
    setBusy(false);
    if (!run->outcome.error.isEmpty()) {
        emit failed(run->outcome.error);
        return;
    }
    if (run->outcome.cancelled)
        return;
    emit finished(std::const_pointer_cast<const Trace>(run->trace), run->outcome);
}

void RunController::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    if (busy)
        m_progressTimer.start();
    else
        m_progressTimer.stop();
    emit busyChanged(busy);
}

} // namespace gridtrace
