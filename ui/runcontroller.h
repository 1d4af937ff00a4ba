#pragma once

#include "catalogue/algorithminfo.h"
#include "grid/scenario.h"
#include "trace/trace.h"

#include <QList>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>

class QThread;

namespace gridtrace {

// Runs an algorithm and hands back its trace. Every run happens on a worker thread, so the
// window never waits for one; a run still going after a moment reports that it is busy, so
// the window can show progress and a cancel button. Starting a run cancels the one before,
// and a cancelled or superseded run never reports a result.
class RunController : public QObject
{
    Q_OBJECT

public:
    // How long a run may take before the window shows it is busy.
    static constexpr int busyDelayMs = 100;

    explicit RunController(QObject *parent = nullptr);
    ~RunController() override;

    void start(const Scenario &scenario);
    void cancel();
    bool isRunning() const { return bool(m_current); }

    // The trace limit of the runs started from now on, in changes; 0 for the default
    // (Recorder::defaultChangeLimit()). A run that meets it finishes with its outcome's
    // traceLimited set and a note that says so.
    void setMaxTraceChanges(quint64 changes) { m_maxTraceChanges = changes; }
    quint64 maxTraceChanges() const { return m_maxTraceChanges; }
    // The note of a run cut at the limit, in the window's words: it names the menu item, not
    // the command line's option.
    static QString traceLimitNote(quint64 limit, int steps);

signals:
    void busyChanged(bool busy);
    // Steps recorded so far by the run in progress, now and then while it is busy.
    void progress(qint64 steps);
    // A long piece of work before the steps (a table built on first use): its name, translated,
    // and the fraction done.
    void taskProgress(const QString &task, double fraction);
    void finished(std::shared_ptr<const gridtrace::Trace> trace, const gridtrace::RunOutcome &outcome);
    // The scenario cannot be run (an endpoint on a wall, a parameter out of range).
    void failed(const QString &message);

private:
    struct Run;

    void deliver(const std::shared_ptr<Run> &run);
    void setBusy(bool busy);

    std::shared_ptr<Run> m_current;
    QList<QThread *> m_threads;
    QTimer m_busyTimer;
    QTimer m_progressTimer;
    bool m_busy = false;
    quint64 m_maxTraceChanges = 0;
};

} // namespace gridtrace

Q_DECLARE_METATYPE(std::shared_ptr<const gridtrace::Trace>)
Q_DECLARE_METATYPE(gridtrace::RunOutcome)
