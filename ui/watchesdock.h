#pragma once

#include <QDockWidget>
#include <QList>
#include <QString>

class QTableWidget;

namespace gridtrace {

class Scene;
class Trace;

// The watch window: where the trace is (step k of n, the kind and depth of the step just
// taken), the algorithm's counters at this frame and its status line.
class WatchesDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit WatchesDock(QWidget *parent = nullptr);

    // The scene at `position` of the trace; a null trace (or scene) clears the table. Nothing
    // is kept from either but the values shown.
    void showFrame(const Trace *trace, const Scene *scene, int position);
    void clear();

    QTableWidget *table() const { return m_table; }

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // A counter as shown: the catalogue's untranslated name (null when the catalogue does
    // not know the id, which then shows as it is) and the value.
    struct CounterRow
    {
        const char *name = nullptr;
        QString id;
        qint64 value = 0;
    };

    void rebuild();
    void retranslate();
    void fitNameColumn();

    QTableWidget *m_table;
    bool m_hasFrame = false;
    int m_position = 0;
    int m_stepCount = 0;
    const char *m_kindName = nullptr;
    QString m_kindId;
    int m_depth = -1;
    QList<CounterRow> m_counters;
    // The counters the trace last shown ever sets (TraceUse), worked out once per trace: the
    // trace's address with its length tells one from the next.
    const Trace *m_usedOf = nullptr;
    std::size_t m_usedOfChanges = 0;
    QList<bool> m_usedCounters;
    QString m_status;
};

} // namespace gridtrace
