#pragma once

#include "trace/breakpoint.h"

#include <QDockWidget>

#include <memory>

class QComboBox;
class QLabel;
class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace gridtrace {

class PlaybackController;
class Trace;

// The list of breakpoints, each with a check box to enable it and a button to remove it,
// and a way to add "stop after every step of this kind" for the trace's kinds of step.
// Cell breakpoints are added on the board; this dock shows and edits them.
class BreakpointsDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit BreakpointsDock(PlaybackController *controller, QWidget *parent = nullptr);

    // "Cell (3, 4) changes", "Step kind: Expand a cell": in the current language, with the
    // catalogue's display name for a kind of step.
    static QString describe(const Breakpoint &breakpoint, const Trace *trace);
    // The display name of the trace's kind of step `index`, or its id if the catalogue has none.
    static QString stepKindName(const Trace &trace, int index);
    // The mark as the trace's own legend names it.
    static QString markText(Mark mark, const Trace *trace);

    // A live game is on the board: no trace to break in. The list stays for its end, read-only,
    // under a note that says why.
    void setGameOn(bool on);
    bool isGameOn() const { return m_gameOn; }

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    // The note as high as its text at its width.
    void fitGameNote();
    void rebuildList();
    void rebuildKinds();
    void addSelectedKind();
    void itemChanged(QTreeWidgetItem *item);

    PlaybackController *m_controller;
    QLabel *m_gameNote;
    QTreeWidget *m_list;
    QLabel *m_kindCaption;
    QComboBox *m_kinds;
    QToolButton *m_add;
    // The row of the fields and buttons above, hidden as one during a game.
    QWidget *m_addRow = nullptr;
    QToolButton *m_removeAll;
    bool m_rebuilding = false;
    bool m_gameOn = false;
    // The last trace the controller held: the board its cell breakpoints are numbered on, and
    // the names of its kinds and marks, while the controller holds none (a game is on).
    std::shared_ptr<const Trace> m_namingTrace;
};

} // namespace gridtrace
