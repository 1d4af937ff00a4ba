#pragma once

// What the window tests share: waiting for a run, a small board, and answering the window's
// modal questions as a user would.

#include "algorithmpanel.h"
#include "bookmarkcommands.h"
#include "bookmarklist.h"
#include "comparepane.h"
#include "gridview.h"
#include "exportdialog.h"
#include "frameexporter.h"
#include "inspectordock.h"
#include "language.h"
#include "logdock.h"
#include "mainwindow.h"
#include "playbackcontroller.h"
#include "pseudocodedock.h"
#include "scenariopicker.h"
#include "snakeplaycontroller.h"
#include "tools/snaketool.h"
#include "runcontroller.h"

#include "catalogue/catalogue.h"
#include "snake/hamiltoncycle.h"
#include "grid/movingai.h"
#include "grid/scenariofile.h"
#include "trace/cursor.h"
#include "trace/tracefile.h"

#include <QAbstractButton>
#include <QDialog>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>
#include <QWindow>
#include <QXmlStreamReader>
#include <QtTest>

#include <cmath>
#include <functional>

namespace gridtrace::windowtesting {

// Waits for the run in progress to hand over its trace.
inline bool waitForTrace(MainWindow &window)
{
    return QTest::qWaitFor([&] { return window.trace() && !window.runner().isRunning(); }, 20000);
}

inline Scenario smallScenario()
{
    Scenario scenario;
    scenario.board = Grid(12, 8);
    for (int y = 1; y < 7; ++y)
        scenario.board.setWall(CellPos{5, y});
    scenario.start = CellPos{1, 4};
    scenario.goal = CellPos{10, 4};
    scenario.algorithm = QStringLiteral("astar");
    return scenario;
}

inline QStringList menuTitles(const MainWindow &window)
{
    QStringList titles;
    for (QAction *action : window.menuBar()->actions())
        titles << action->text();
    return titles;
}

inline void closeMessageBoxes(QWidget &window)
{
    for (QMessageBox *box : window.findChildren<QMessageBox *>())
        box->close();
}

// Answers the modal dialogs the window brings up, each in turn, as a user would: a message box
// by one of its buttons (its text noted in `asked`), a file dialog with a file or Cancel.
class ModalAnswers
{
public:
    explicit ModalAnswers(QWidget *window)
    {
        m_timer.setInterval(20);
        QObject::connect(&m_timer, &QTimer::timeout, window, [this] { answerNext(); });
        m_timer.start();
    }
    void button(QMessageBox::StandardButton button)
    {
        m_answers << [this, button](QWidget *modal) {
            auto *box = qobject_cast<QMessageBox *>(modal);
            if (!box)
                return false;
            asked << box->text() + u'\n' + box->informativeText();
            box->button(button)->click();
            return true;
        };
    }
    // An empty name cancels the dialog.
    void file(const QString &fileName)
    {
        m_answers << [this, fileName](QWidget *modal) {
            auto *dialog = qobject_cast<QFileDialog *>(modal);
            if (!dialog)
                return false;
            fileTitles << dialog->windowTitle();
            if (fileName.isEmpty()) {
                dialog->reject();
                return true;
            }
            // Typed into the name field, as selectFile() alone may not reach it before the
            // dialog has read its folder.
            dialog->setDirectory(QFileInfo(fileName).absolutePath());
            dialog->selectFile(fileName);
            if (auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit")))
                name->setText(QFileInfo(fileName).fileName());
            // The filter decides the format: the first that names the file's extension.
            const QString pattern = QStringLiteral("*.") + QFileInfo(fileName).completeSuffix();
            for (const QString &filter : dialog->nameFilters()) {
                if (filter.contains(pattern)) {
                    dialog->selectNameFilter(filter);
                    break;
                }
            }
            static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept checks the name
            return true;
        };
    }
    bool allGiven() const { return m_answers.isEmpty() && unexpected.isEmpty(); }
    QStringList asked;
    QStringList fileTitles; // the file dialogs' titles, in the order they were answered
    QStringList unexpected;

private:
    void answerNext()
    {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal)
            return;
        if (m_answers.isEmpty()) {
            // One more than expected: noted and cancelled, so the test fails rather than hangs.
            unexpected << modal->windowTitle();
            if (auto *dialog = qobject_cast<QDialog *>(modal))
                dialog->reject();
            return;
        }
        if (m_answers.first()(modal))
            m_answers.removeFirst();
    }
    QList<std::function<bool(QWidget *)>> m_answers;
    QTimer m_timer;
};

inline QAction *actionNamed(const QWidget &window, const QString &text)
{
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text().remove(u'&') == text)
            return action;
    }
    return nullptr;
}

inline QAction *actionWithShortcut(const QWidget &window, const QKeySequence &key)
{
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->shortcuts().contains(key))
            return action;
    }
    return nullptr;
}

// A free cell of the board that is neither endpoint.
inline int freeCell(const Scenario &scenario, int from = 0)
{
    int cell = from;
    while (scenario.board.weight(cell) == Grid::Wall || scenario.board.pos(cell) == scenario.start
           || scenario.board.pos(cell) == scenario.goal)
        ++cell;
    return cell;
}

inline const char *const gameActions[] = {"playSnakeAction", "playDuelAction", "playLinkAction", "playPuzzleAction"};

// Edit > Export…, opened and shown; null when it does not show.
inline ExportDialog *openExportDialog(MainWindow &window)
{
    QAction *action = window.findChild<QAction *>(QStringLiteral("exportAction"));
    if (!action)
        return nullptr;
    action->trigger();
    ExportDialog *dialog = nullptr;
    const bool shown = QTest::qWaitFor([&] {
        dialog = window.findChild<ExportDialog *>();
        return dialog && dialog->isVisible();
    }, 5000);
    return shown ? dialog : nullptr;
}

} // namespace gridtrace::windowtesting
