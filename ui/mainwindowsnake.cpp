// Playing snake in the window: the board becomes a walled area, the view shows the live game
// instead of a trace's frame, and the keys steer the snake until play mode ends.

#include "mainwindow.h"

#include "algorithmpanel.h"
#include "gridview.h"
#include "inspectordock.h"
#include "logdock.h"
#include "pseudocodedock.h"
#include "snakeplaycontroller.h"
#include "snakeplaypanel.h"
#include "snakestatsdialog.h"
#include "watchesdock.h"
#include "tools/breakpointtool.h"
#include "tools/drawtool.h"

#include "snake/snakerules.h"

#include <QAction>
#include <QDockWidget>
#include <QRandomGenerator>

namespace gridtrace {

void MainWindow::setPlayMode(bool on)
{
    if (on == m_playMode)
        return;
    m_playMode = on;
    m_playSnakeAction->setChecked(on);
    m_snakeDock->setVisible(on);
    if (on) {
        m_playback.pause();
        m_runner.cancel();
        const SnakeRules rules = SnakeRules::walledArea(12, 12, 4, false);
        Scenario scenario;
        scenario.board = rules.board;
        scenario.algorithm = QStringLiteral("snake-greedy");
        replaceDocument(scenario);
        m_snakePlay->newGame(rules, QRandomGenerator::global()->generate64());
        m_view->installEventFilter(m_snakePlay);
        m_view->setTool(nullptr); // the game's board is fixed while it is played
        m_view->setFrame(nullptr, &m_snakePlay->scene());
        m_view->frameChanged();
        m_view->setFocus(Qt::OtherFocusReason);
        // The panels speak of the trace, which is not what the board shows now.
        m_watchesDock->showFrame(nullptr, nullptr, 0);
        m_inspectorDock->showFrame(nullptr, nullptr, 0);
        m_pseudoCodeDock->setCurrentLine(0);
        m_logDock->appendMessage(tr("Play snake: arrow keys or WASD steer, P pauses; an AI can take over from the panel."));
    } else {
        m_snakePlay->pause();
        m_view->removeEventFilter(m_snakePlay);
        m_view->setTool(m_breakpointToolAction->isChecked() ? static_cast<Tool *>(m_breakpointTool.get())
                                                            : static_cast<Tool *>(m_drawTool.get()));
        onPositionChanged(m_playback.position());
    }
}

void MainWindow::showSnakeStatistics()
{
    // Not modal: the games run on their own thread while the window goes on.
    auto *dialog = new SnakeStatsDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

} // namespace gridtrace
