#pragma once

#include "grid/cellpos.h"

#include <QDockWidget>
#include <QStringList>

class QAbstractItemModel;
class QComboBox;
class QLabel;
class QTabWidget;
class QTableView;

namespace gridtrace {

struct AlgorithmInfo;
enum class Frontier;
class OpenListModel;
class Scene;
class SequenceModel;
class Trace;

// The algorithm's data structures at this frame: the cells waiting to be expanded (a best-first
// search's open list in the order it expands them, a breadth-first queue, a depth-first
// stack, as the catalogue entry says), and the trace's named sequences (the path, the stack).
//
// Reading a frame scans the board's marks, so the dock reads only when it is visible, and
// only the page on show; the tables are models that hold at most maxRows rows.
class InspectorDock : public QDockWidget
{
    Q_OBJECT

public:
    static constexpr int maxRows = 2000;
    // Qt::UserRole of a cell of the models: the number itself (x, y as int; g, h, f as
    // double); of a horizontal header: the column's id ("x", "y", "g", "h", "f", "index").
    static constexpr int valueRole = Qt::UserRole;

    explicit InspectorDock(QWidget *parent = nullptr);
    ~InspectorDock() override;

    // The trace and the scene must stay alive until the next showFrame(); a cursor's scene
    // does. Pass a null trace before they go away.
    void showFrame(const Trace *trace, const Scene *scene, int position);
    void clear() { showFrame(nullptr, nullptr, 0); }
    // The board's algorithm, whose pages show while there is no trace (a run that failed): a
    // board whose searches keep no waiting cells shows no empty open list.
    void setAlgorithm(const AlgorithmInfo *info);
    // A live game is on the board: it keeps no cells waiting and names no sequences, so the
    // open list goes and the sequences' page says why it is empty, until the next showFrame().
    void showGame();
    bool showsGame() const { return m_game; }

    QAbstractItemModel *openListModel() const;
    QAbstractItemModel *sequenceModel() const;
    // How many cells the open list / chosen sequence has, shown or not.
    int openListSize() const;
    int sequenceSize() const;
    QComboBox *sequenceBox() const { return m_sequenceBox; }
    QTabWidget *pages() const { return m_pages; }
    QTableView *openListView() const { return m_openView; }
    QTableView *sequenceView() const { return m_sequenceView; }

signals:
    // The user double-clicked a cell in one of the tables.
    void cellActivated(gridtrace::CellPos cell);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void refreshVisible();
    // The waiting cells' page shown or not, on the page the user last chose when it is.
    void showPages(bool waiting);
    // The sequence chooser and its table; during a game only the note under them shows.
    void setSequenceTableShown(bool shown);
    void refreshOpenList();
    void refreshSequence();
    void fillSequenceBox();
    void updateSummaries();
    void retranslateFrontier();
    void retranslate();

    QTabWidget *m_pages;
    QLabel *m_openSummary;
    QTableView *m_openView;
    OpenListModel *m_openModel;
    QComboBox *m_sequenceBox;
    QLabel *m_sequenceSummary;
    QTableView *m_sequenceView;
    SequenceModel *m_sequenceModel;
    QLabel *m_sequenceLabel;

    const Trace *m_trace = nullptr;
    const Scene *m_scene = nullptr;
    // What the algorithm keeps its waiting cells in, from its catalogue entry; the board's
    // algorithm's, for a frame without a trace.
    Frontier m_frontier;
    Frontier m_boardFrontier;
    QString m_algorithm;
    QStringList m_sequenceIds;
    bool m_game = false;
    // The open list's column the search expands by, -1 before the list is read.
    int m_keyColumn = -1;
    // The page the user last opened; the pages set by showPages() are not chosen.
    int m_chosenPage = 0;
    bool m_settingPages = false;
    bool m_openDirty = false;
    bool m_sequenceDirty = false;
};

} // namespace gridtrace
