#pragma once

#include "palette.h"
#include "runcontroller.h"

#include "grid/scenario.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QToolButton;

namespace gridtrace {

class BoardDocument;
class Cursor;
class GridView;

// A second search beside the board, for a lecture's "same board, another algorithm": it runs
// the algorithm chosen in it on the window's scenario and shows its trace at the step the
// window's playback is at, or its last step once it has finished. Only searches of one family
// that link the same two endpoints are offered, so the two pictures answer one question.
class ComparePane : public QWidget
{
    Q_OBJECT

public:
    explicit ComparePane(BoardDocument *document, QWidget *parent = nullptr);
    ~ComparePane() override;

    // The algorithms that can stand beside `primary`; empty when none can.
    static QStringList companionsOf(const QString &primary);

    // The window's algorithm: the choice is made from its companions, keeping the one chosen
    // when it is still one of them.
    void setPrimary(const QString &algorithm);
    QString primary() const { return m_primary; }
    QString algorithm() const;
    void setAlgorithm(const QString &algorithm);

    // Runs the chosen algorithm on the scenario (its own parameters keep their defaults unless
    // the scenario sets one it shares with the window's algorithm).
    void run(const Scenario &scenario);
    // The parameters the pane's algorithm brought when a swap moved it here from the window:
    // they stand in for the defaults until another algorithm is chosen, so a swap and a swap
    // back give both searches their settings again.
    void keepParameters(const QVariantMap &parameters) { m_keptParameters = parameters; }
    QVariantMap keptParameters() const { return m_keptParameters; }
    // Shows the step the window's playback is at; at the end of the window's trace, the end
    // of this one too, so the two results stand side by side whichever trace is longer.
    void follow(int position, bool windowAtEnd = false);

    const Trace *trace() const { return m_trace.get(); }
    // The frame on the pane's board; null without a trace.
    const Scene *scene() const;
    int position() const;
    GridView *view() const { return m_view; }
    QString statusText() const;
    bool isRunning() const { return m_runner.isRunning(); }
    // The window's trace limit: a companion on a large board records no more than the window's run.
    void setMaxTraceChanges(quint64 changes) { m_runner.setMaxTraceChanges(changes); }

    void setThemePalette(const Palette &palette);
    void setShowLabels(bool show);
    void setShowParentArrows(bool show);

signals:
    // The reader chose another algorithm in the pane.
    void algorithmChosen(const QString &algorithm);
    // The reader wants the pane's algorithm on the window's board and the window's here: the
    // longer trace belongs on the window's timeline, which the pane follows.
    void swapRequested();
    // The trace the pane shows changed, or the pane was shown or put away: what the window's
    // Legend explains beside the board's own marks.
    void shownTraceChanged();

protected:
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fillChoices();
    void onFinished(std::shared_ptr<const Trace> trace, const RunOutcome &outcome);
    void onFailed(const QString &message);
    void updateStatus();
    void setStatus(const QString &text);
    // Shows the status in the label's fixed lines, the last one cut short when it runs over.
    void showStatusLines();
    void retranslate();

    BoardDocument *m_document;
    QLabel *m_title = nullptr;
    QComboBox *m_choice = nullptr;
    QToolButton *m_swap = nullptr;
    QLabel *m_status = nullptr;
    QString m_statusText;
    GridView *m_view = nullptr;

    RunController m_runner;
    Scenario m_scenario;
    QVariantMap m_keptParameters;
    QString m_primary;
    std::shared_ptr<const Trace> m_trace;
    std::unique_ptr<Cursor> m_cursor;
    RunOutcome m_outcome;
    QString m_error;
    int m_following = 0;
    bool m_windowAtEnd = false;
};

} // namespace gridtrace
