#include "mainwindow.h"

#include "algorithmpanel.h"
#include "altletters.h"
#include "applicationtheme.h"
#include "autosave.h"
#include "bookmarklist.h"
#include "breakpointsdock.h"
#include "comparepane.h"
#include "describedcommand.h"
#include "docktabs.h"
#include "elidedlabel.h"
#include "gridview.h"
#include "inspectordock.h"
#include "language.h"
#include "legenddock.h"
#include "logdock.h"
#include "panelscroll.h"
#include "panelsmenu.h"
#include "playbackbar.h"
#include "pseudocodedock.h"
#include "recentfiles.h"
#include "runproblem.h"
#include "sentence.h"
#include "snakeplaycontroller.h"
#include "snakeplaypanel.h"
#include "tabbeddock.h"
#include "tools/breakpointtool.h"
#include "tools/drawtool.h"
#include "tools/snaketool.h"
#include "watchesdock.h"

#include "catalogue/catalogue.h"
#include "grid/messagetext.h"
#include "trace/recorder.h"
#include "trace/steptext.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QResizeEvent>
#include <QScopedValueRollback>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTimer>
#include <QToolButton>
#include <QUndoGroup>
#include <QUndoStack>
#include <QUndoView>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <cmath>
#include <limits>

namespace gridtrace {

namespace {

// Languages are named in themselves, so anyone can find their own in the menu, with the Alt
// letter of the language's English name, so it stays the same in every language.
QString nativeLanguageName(const QString &code)
{
    if (code == u"en")
        return QStringLiteral("&English");
    if (code == u"zh_CN")
        return QStringLiteral("简体中文(&C)");
    const QString name = QLocale(code).nativeLanguageName();
    return name.isEmpty() ? QStringLiteral("&") + code : QStringLiteral("&") + name;
}

// Numbers are written as the window's language writes them ("1,200" in English), in the
// system's own style when it speaks that language: every QLocale() and %L of the window follows.
void useNumbersOfLanguage(const QString &code)
{
    const QLocale wanted(code.isEmpty() ? QStringLiteral("en") : code);
    const QLocale system = QLocale::system();
    QLocale::setDefault(system.language() == wanted.language() ? system : wanted);
}

// Whether a window of this size fits the free area of a screen.
bool fits(const QSize &size, const QRect &available)
{
    return size.width() <= available.width() && size.height() <= available.height();
}

// The panels' lists and tables may shrink to a few rows: at their own minimum (70 pixels and
// more each), three stacked in a column put the window past a 1280 x 800 screen at 150%.
// Panels stacked under tabs (the Breakpoints, the Edit History, the Bookmarks) may shrink to one:
// their tab bar takes a line of its own, and at two rows the Watches above them had too little
// height left to show a step's status whole at 150%.
void letDockViewsShrink(const QMainWindow &window)
{
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        const int lines = window.tabifiedDockWidgets(dock).isEmpty() ? 2 : 1;
        for (QAbstractScrollArea *view : dock->findChildren<QAbstractScrollArea *>()) {
            // A view that asks for a least height of its own (the Legend's rows) keeps it.
            if (qobject_cast<QScrollArea *>(view) || view->minimumHeight() > 0)
                continue;
            const int rows = view->fontMetrics().height() * lines + 2 * view->frameWidth() + 4;
            view->setMinimumHeight(std::min(rows, view->minimumSizeHint().height()));
        }
    }
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    useNumbersOfLanguage(Language::current());
    // Alt+letter reaches a menu or a control by its underlined letter; in no text box of the
    // window or its dialogs does it type the letter.
    keepAltLettersFromTypingAnywhere();
    setObjectName(QStringLiteral("MainWindow"));
    m_view = new GridView(this);
    m_view->setObjectName(QStringLiteral("gridView"));
    m_view->setDocument(&m_document);
    m_view->setThemePalette(m_palette);
    m_view->setFocusPolicy(Qt::StrongFocus);

    m_drawTool = std::make_unique<DrawTool>(&m_document);
    m_breakpointTool = std::make_unique<BreakpointTool>();
    m_snakeTool = std::make_unique<SnakeTool>();
    m_view->setTool(m_drawTool.get());

    m_playbackBar = new PlaybackBar(&m_playback, this);
    m_playbackBar->setObjectName(QStringLiteral("playbackBar"));

    auto *centre = new QWidget(this);
    auto *layout = new QVBoxLayout(centre);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_compare = new ComparePane(&m_document, centre);
    m_compare->setThemePalette(m_palette);
    m_compare->hide();
    m_boardSplitter = new QSplitter(Qt::Horizontal, centre);
    m_boardSplitter->setObjectName(QStringLiteral("boardSplitter"));
    m_boardSplitter->setChildrenCollapsible(false);
    m_boardSplitter->addWidget(m_view);
    m_boardSplitter->addWidget(m_compare);
    layout->addWidget(m_boardSplitter, 1);
    layout->addWidget(m_playbackBar);
    setCentralWidget(centre);

    createActions();
    createMenus();
    createDocks();
    createDuelParts();
    createLinkParts();
    createPuzzleParts();
    createCompareParts();
    createLectureParts();
    createStatusBar();
    connectEverything();
    keepAcrossEdits();
    createAutosave();
    retranslateUi();
    // The side columns run from top to bottom and the log sits under the board alone, so the
    // columns' heights and the log's do not add up.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    letDockViewsShrink(*this);
    readSettings();
    updateTitle();
    // The board has the keyboard from the start, so Space, the arrows and Home/End play and
    // step rather than edit the seed field or press a button.
    m_view->setFocus(Qt::OtherFocusReason);
}

MainWindow::~MainWindow()
{
    // The view holds raw pointers to the tools; take them away before they go.
    m_view->setTool(nullptr);
    // QWidget's own destructor hides the docks after this one has run: their visibility
    // signals must not reach a window that is half gone.
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        dock->disconnect(this);
    // The document's end clears its undo stack, which signals: the autosave must not hear it.
    m_document.undoStack()->disconnect(this);
    m_document.undoGroup()->disconnect(this);
    delete m_autosave;
    m_autosave = nullptr;
}

void MainWindow::createActions()
{
    const auto make = [this](const QKeySequence &shortcut = {}) {
        auto *action = new QAction(this);
        if (!shortcut.isEmpty())
            action->setShortcut(shortcut);
        return action;
    };
    m_openAction = make(QKeySequence::Open);
    m_openAction->setIcon(style()->standardIcon(QStyle::SP_DialogOpenButton));
    m_openMapAction = make();
    m_openTraceAction = make(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_openExampleAction = make();
    m_snakeExampleAction = make();
    m_hamiltonExampleAction = make();
    m_linkExampleAction = make();
    m_saveScenarioAction = make(QKeySequence::Save);
    m_saveScenarioAction->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    m_saveScenarioAction->setObjectName(QStringLiteral("saveScenarioAction"));
    // No shortcut: the platform's Save As keys are often Save Trace's Ctrl+Shift+S.
    m_saveScenarioAsAction = make();
    m_saveScenarioAsAction->setObjectName(QStringLiteral("saveScenarioAsAction"));
    m_saveTraceAction = make(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_saveTraceAction->setObjectName(QStringLiteral("saveTraceAction"));
    m_exportAction = make(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportAction->setObjectName(QStringLiteral("exportAction"));
    m_exportPngAction = make();
    m_exportPngAction->setObjectName(QStringLiteral("exportPngAction"));
    m_exportSvgAction = make();
    m_exportSvgAction->setObjectName(QStringLiteral("exportSvgAction"));
    m_quitAction = make(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);

    // From the group: during a game they undo the game's edits, never the board's set aside.
    // Not the group's own actions: those keep the words of the language they were made in.
    QUndoGroup *undoGroup = m_document.undoGroup();
    m_undoAction = make(QKeySequence::Undo);
    m_undoAction->setEnabled(undoGroup->canUndo());
    connect(m_undoAction, &QAction::triggered, this, [this] { undoSkippingObsolete(false); });
    connect(undoGroup, &QUndoGroup::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(undoGroup, &QUndoGroup::undoTextChanged, this, &MainWindow::updateUndoTexts);
    m_redoAction = make();
    m_redoAction->setEnabled(undoGroup->canRedo());
    connect(m_redoAction, &QAction::triggered, this, [this] { undoSkippingObsolete(true); });
    connect(undoGroup, &QUndoGroup::canRedoChanged, m_redoAction, &QAction::setEnabled);
    connect(undoGroup, &QUndoGroup::redoTextChanged, this, &MainWindow::updateUndoTexts);
    // The platform's Redo keys often hold Ctrl+Shift+Z already: a key listed twice is
    // ambiguous and does nothing.
    QList<QKeySequence> redoKeys{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)};
    for (const QKeySequence &key : QKeySequence::keyBindings(QKeySequence::Redo)) {
        if (!redoKeys.contains(key))
            redoKeys << key;
    }
    m_redoAction->setShortcuts(redoKeys);

    m_toolGroup = new QActionGroup(this);
    m_drawToolAction = make(QKeySequence(Qt::Key_D));
    m_breakpointToolAction = make(QKeySequence(Qt::Key_B));
    m_snakeToolAction = make(QKeySequence(Qt::Key_N));
    m_snakeToolAction->setEnabled(false); // until a snake game is chosen
    for (QAction *action : {m_drawToolAction, m_breakpointToolAction, m_snakeToolAction}) {
        action->setCheckable(true);
        m_toolGroup->addAction(action);
    }
    m_drawToolAction->setChecked(true);

    m_brushGroup = new QActionGroup(this);
    for (int weight = 0; weight <= Grid::MaxWeight; ++weight) {
        QAction *action = make(weight == 0 ? QKeySequence(Qt::Key_0) : QKeySequence(Qt::Key_0 + weight));
        action->setCheckable(true);
        action->setData(weight);
        m_brushGroup->addAction(action);
        m_brushActions << action;
    }
    m_brushActions.first()->setChecked(true);

    for (const AlgorithmInfo &info : Catalogue::algorithms()) {
        if (info.family != Family::Maze)
            continue;
        QAction *action = make();
        action->setData(info.id);
        m_generateActions << action;
    }
    // Random obstacles once more, with weights on half the free cells: terrain for Dijkstra.
    m_weightedTerrainAction = make();
    m_weightedTerrainAction->setData(QStringLiteral("random-obstacles"));
    m_generateActions << m_weightedTerrainAction;
    m_resizeAction = make();
    m_resizeAction->setObjectName(QStringLiteral("resizeAction"));
    m_clearAction = make();

    m_zoomInAction = make(QKeySequence::ZoomIn);
    m_zoomOutAction = make(QKeySequence::ZoomOut);
    m_zoomFitAction = make(QKeySequence(Qt::CTRL | Qt::Key_0));
    m_labelsAction = make(QKeySequence(Qt::Key_L));
    m_labelsAction->setCheckable(true);
    m_labelsAction->setChecked(true);
    m_cycleAction = make(QKeySequence(Qt::Key_C));
    m_cycleAction->setCheckable(true);
    m_cycleAction->setChecked(true);
    m_arrowsAction = make(QKeySequence(Qt::Key_A));
    m_arrowsAction->setCheckable(true);
    m_themeGroup = new QActionGroup(this);
    m_lightAction = make();
    m_darkAction = make();
    for (QAction *action : {m_lightAction, m_darkAction}) {
        action->setCheckable(true);
        m_themeGroup->addAction(action);
    }
    m_lightAction->setChecked(true);

    m_runAction = make(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_runAction->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    m_cancelAction = make(QKeySequence(Qt::Key_Escape));
    m_cancelAction->setEnabled(false);
    m_autoRunAction = make();
    m_autoRunAction->setCheckable(true);
    m_autoRunAction->setChecked(true);
    createLimitParts();

    m_playSnakeAction = make(QKeySequence(Qt::CTRL | Qt::Key_P));
    m_playSnakeAction->setObjectName(QStringLiteral("playSnakeAction"));
    m_playSnakeAction->setCheckable(true);
    m_snakeStatsAction = make();

    m_languageGroup = new QActionGroup(this);
    for (const QString &code : Language::available()) {
        QAction *action = make();
        action->setCheckable(true);
        action->setData(code);
        action->setText(nativeLanguageName(code));
        m_languageGroup->addAction(action);
    }
    m_aboutAction = make();
    m_aboutAction->setMenuRole(QAction::AboutRole);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_openAction);
    m_fileMenu->addAction(m_openMapAction);
    m_fileMenu->addAction(m_openTraceAction);
    m_examplesMenu = m_fileMenu->addMenu(QString());
    m_examplesMenu->addAction(m_openExampleAction);
    m_examplesMenu->addAction(m_snakeExampleAction);
    m_examplesMenu->addAction(m_hamiltonExampleAction);
    m_examplesMenu->addAction(m_linkExampleAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentFiles = new RecentFiles(m_recentMenu, this);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveScenarioAction);
    m_fileMenu->addAction(m_saveScenarioAsAction);
    m_fileMenu->addAction(m_saveTraceAction);
    m_fileMenu->addAction(m_exportAction);
    m_exportMenu = m_fileMenu->addMenu(QString());
    m_exportMenu->addAction(m_exportPngAction);
    m_exportMenu->addAction(m_exportSvgAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_drawToolAction);
    m_brushMenu = m_editMenu->addMenu(QString());
    m_brushMenu->addActions(m_brushActions);
    m_editMenu->addAction(m_breakpointToolAction);
    m_editMenu->addAction(m_snakeToolAction);
    m_editMenu->addSeparator();
    m_generateMenu = m_editMenu->addMenu(QString());
    m_generateMenu->addActions(m_generateActions);
    m_editMenu->addAction(m_resizeAction);
    m_editMenu->addAction(m_clearAction);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_zoomInAction);
    m_viewMenu->addAction(m_zoomOutAction);
    m_viewMenu->addAction(m_zoomFitAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_labelsAction);
    m_viewMenu->addAction(m_cycleAction);
    m_viewMenu->addAction(m_arrowsAction);
    m_themeMenu = m_viewMenu->addMenu(QString());
    m_themeMenu->addAction(m_lightAction);
    m_themeMenu->addAction(m_darkAction);
    m_viewMenu->addSeparator();
    m_docksMenu = m_viewMenu->addMenu(QString());

    m_runMenu = menuBar()->addMenu(QString());
    m_runMenu->addAction(m_runAction);
    m_runMenu->addAction(m_cancelAction);
    m_runMenu->addAction(m_autoRunAction);
    m_runMenu->addAction(m_traceLimitAction);
    m_runMenu->addSeparator();
    using A = PlaybackController::Action;
    for (A which : {A::PlayPause, A::ToStart, A::StepBack, A::StepForward, A::StepOver, A::StepInto,
                    A::StepOut, A::RunToBreakpoint, A::ToEnd}) {
        m_runMenu->addAction(m_playback.action(which));
        addAction(m_playback.action(which)); // shortcuts work wherever the focus is
    }

    m_snakeMenu = menuBar()->addMenu(QString());
    m_snakeMenu->addAction(m_playSnakeAction);
    m_snakeMenu->addAction(m_snakeStatsAction);

    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_aboutAction);
}

void MainWindow::createDocks()
{
    const auto place = [this](QDockWidget *dock, const char *name, Qt::DockWidgetArea area) {
        dock->setObjectName(QString::fromLatin1(name));
        addDockWidget(area, dock);
        PanelsMenu::add(m_docksMenu, dock);
    };

    m_algorithmPanel = new AlgorithmPanel(this);
    m_algorithmPanel->giveKeysAfterPickTo(m_view);
    m_algorithmDock = new QDockWidget(this);
    // Scrolls rather than squeezing the parameter widgets when the dock is short.
    auto *algorithmScroll = new QScrollArea(m_algorithmDock);
    algorithmScroll->setWidget(m_algorithmPanel);
    algorithmScroll->setWidgetResizable(true);
    algorithmScroll->setFrameShape(QFrame::NoFrame);
    // A click on the list would give the keys to the scroll area, where Home and End scroll.
    algorithmScroll->setFocusPolicy(Qt::NoFocus);
    // The dock no narrower than the panel at its narrowest, so it need not scroll sideways.
    algorithmScroll->setMinimumWidth(m_algorithmPanel->minimumSizeHint().width()
                                     + algorithmScroll->verticalScrollBar()->sizeHint().width());
    m_algorithmDock->setWidget(algorithmScroll);
    place(m_algorithmDock, "algorithmDock", Qt::LeftDockWidgetArea);

    m_pseudoCodeDock = new PseudoCodeDock(this);
    place(m_pseudoCodeDock, "pseudoCodeDock", Qt::LeftDockWidgetArea);
    m_legendDock = new LegendDock(this);
    m_legendDock->setThemePalette(m_palette);
    place(m_legendDock, "legendDock", Qt::LeftDockWidgetArea);

    m_watchesDock = new WatchesDock(this);
    place(m_watchesDock, "watchesDock", Qt::RightDockWidgetArea);
    m_inspectorDock = new InspectorDock(this);
    place(m_inspectorDock, "inspectorDock", Qt::RightDockWidgetArea);
    m_breakpointsDock = new BreakpointsDock(&m_playback, this);
    place(m_breakpointsDock, "breakpointsDock", Qt::RightDockWidgetArea);

    m_historyDock = new TabbedDock(this);
    m_undoView = new QUndoView(m_document.undoGroup(), m_historyDock);
    m_historyDock->setWidget(m_undoView);
    place(m_historyDock, "historyDock", Qt::RightDockWidgetArea);
    m_logDock = new LogDock(this);
    place(m_logDock, "logDock", Qt::BottomDockWidgetArea);

    m_snakePlay = new SnakePlayController(this);
    m_snakeDock = new QDockWidget(this);
    auto *snakePanel = new SnakePlayPanel(m_snakePlay);
    snakePanel->setBoard(m_view);
    m_snakeDock->setWidget(PanelScroll::withLineBelow(snakePanel, snakePanel->linesInSight(), m_snakeDock));
    place(m_snakeDock, "snakeDock", Qt::LeftDockWidgetArea);
    m_snakeDock->hide();

    tabifyDockWidget(m_breakpointsDock, m_historyDock);
    m_breakpointsDock->raise();
}

void MainWindow::createStatusBar()
{
    m_stepStatus = new ElidedLabel(this);
    m_stepStatus->setObjectName(QStringLiteral("stepStatus"));
    statusBar()->addWidget(m_stepStatus, 1);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 0); // how long a search takes is not known in advance
    m_progress->setMaximumWidth(200);
    m_progress->setTextVisible(true);
    m_progress->hide();
    statusBar()->addPermanentWidget(m_progress);
    m_cancelButton = new QToolButton(this);
    m_cancelButton->setDefaultAction(m_cancelAction);
    m_cancelButton->hide();
    statusBar()->addPermanentWidget(m_cancelButton);
    m_cellLabel = new QLabel(this);
    m_cellLabel->setObjectName(QStringLiteral("cellLabel"));
    m_cellLabel->setMinimumWidth(110);
    statusBar()->addPermanentWidget(m_cellLabel);
    m_zoomLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_zoomLabel);
}

void MainWindow::connectEverything()
{
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openDialog);
    connect(m_openMapAction, &QAction::triggered, this, &MainWindow::openMapDialog);
    connect(m_openTraceAction, &QAction::triggered, this, &MainWindow::openTraceDialog);
    // What a user opens from the menus first asks about unsaved board edits.
    connect(m_openExampleAction, &QAction::triggered, this, [this] {
        if (!maySetBoardAside())
            return;
        m_playWhenReady = true;
        openExample();
    });
    const auto example = [this](const QString &name) {
        return [this, name] {
            if (maySetBoardAside())
                openExample(name);
        };
    };
    connect(m_snakeExampleAction, &QAction::triggered, this, example(QStringLiteral("snake-drawn")));
    connect(m_hamiltonExampleAction, &QAction::triggered, this, example(QStringLiteral("hamilton-cycle")));
    connect(m_linkExampleAction, &QAction::triggered, this, example(QStringLiteral("link-ring")));
    connect(m_recentFiles, &RecentFiles::openRequested, this, [this](const QString &file) {
        if (!maySetBoardAside() || openFile(file))
            return;
        // Gone (moved, deleted, a drive unplugged): the list offers it no more. A file that
        // exists but failed to open stays, to be tried again once fixed.
        if (!QFileInfo::exists(file)) {
            m_recentFiles->remove(file);
            m_logDock->appendMessage(tr("%1 is no longer in Open Recent: it does not exist.").arg(QDir::toNativeSeparators(file)));
        }
    });
    connect(m_saveScenarioAction, &QAction::triggered, this, &MainWindow::saveScenarioDialog);
    connect(m_saveScenarioAsAction, &QAction::triggered, this, &MainWindow::saveScenarioAsDialog);
    connect(m_saveTraceAction, &QAction::triggered, this, &MainWindow::saveTraceDialog);
    connect(m_exportAction, &QAction::triggered, this, &MainWindow::showExportDialog);
    connect(m_exportPngAction, &QAction::triggered, this, [this] { exportFrameDialog(false); });
    connect(m_exportSvgAction, &QAction::triggered, this, [this] { exportFrameDialog(true); });
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    connect(m_drawToolAction, &QAction::triggered, this, [this] { m_view->setTool(m_drawTool.get()); });
    connect(m_breakpointToolAction, &QAction::triggered, this, [this] { m_view->setTool(m_breakpointTool.get()); });
    connect(m_snakeToolAction, &QAction::triggered, this, [this] { m_view->setTool(m_snakeTool.get()); });
    connect(m_brushGroup, &QActionGroup::triggered, this, [this](QAction *action) {
        m_drawTool->setBrush(std::uint8_t(action->data().toInt()));
        m_drawToolAction->trigger();
    });
    connect(m_breakpointTool.get(), &BreakpointTool::cellClicked, &m_playback, &PlaybackController::toggleCellBreakpoint);
    for (QAction *action : std::as_const(m_generateActions))
        connect(action, &QAction::triggered, this, [this, action] {
            generateBoard(action->data().toString(), action == m_weightedTerrainAction);
        });
    connect(m_resizeAction, &QAction::triggered, this, &MainWindow::resizeBoardDialog);
    connect(m_clearAction, &QAction::triggered, this, &MainWindow::clearBoard);

    connect(m_zoomInAction, &QAction::triggered, m_view, &GridView::zoomIn);
    connect(m_zoomOutAction, &QAction::triggered, m_view, &GridView::zoomOut);
    connect(m_zoomFitAction, &QAction::triggered, m_view, &GridView::zoomToFit);
    connect(m_labelsAction, &QAction::toggled, m_view, &GridView::setShowLabels);
    connect(m_cycleAction, &QAction::toggled, m_view, &GridView::setShowCycle);
    connect(m_arrowsAction, &QAction::toggled, m_view, &GridView::setShowParentArrows);
    connect(m_lightAction, &QAction::triggered, this, [this] { setTheme(Palette::Theme::Light); });
    connect(m_darkAction, &QAction::triggered, this, [this] { setTheme(Palette::Theme::Dark); });
    connect(m_languageGroup, &QActionGroup::triggered, this,
            [this](QAction *action) { setLanguage(action->data().toString()); });
    connect(m_aboutAction, &QAction::triggered, this, [this] {
        auto *box = new QMessageBox(QMessageBox::Information, tr("About GridTrace"),
                                    tr("<b>GridTrace %1</b><p>A visual debugger and teaching tool for grid "
                                       "algorithms: every step of a search, forwards and backwards.</p>")
                                        .arg(QApplication::applicationVersion()),
                                    QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });

    connect(m_view, &GridView::hoveredCellChanged, this, [this](int x, int y) {
        m_cellLabel->setText(x < 0 ? QString() : tr("Cell (%1, %2)").arg(x).arg(y));
    });
    connect(m_view, &GridView::zoomChanged, this, [this](double cellSize) {
        m_zoomLabel->setText(tr("%1 px per cell").arg(cellSize, 0, 'f', cellSize < 10 ? 1 : 0));
    });
    connect(m_view, &GridView::spaceTapped, &m_playback, &PlaybackController::togglePlay);

    connect(m_playSnakeAction, &QAction::toggled, this, &MainWindow::setPlayMode);
    connect(m_snakeDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        // Closing the panel ends play mode, unless it only went behind another tab.
        if (!visible && m_playMode && m_snakeDock->isHidden())
            setPlayMode(false);
    });
    connect(m_snakePlay, &SnakePlayController::changed, this, &MainWindow::showSnakeMove);
    connect(m_snakePlay, &SnakePlayController::ended, this, &MainWindow::logSnakeEnd);
    connect(m_snakePlay, &SnakePlayController::driverChanged, this, &MainWindow::followSnakeDriver);
    connect(m_snakePlay, &SnakePlayController::aiNote, m_logDock, &LogDock::appendMessage);
    connect(m_snakeStatsAction, &QAction::triggered, this, &MainWindow::showSnakeStatistics);
    connect(m_runAction, &QAction::triggered, this, &MainWindow::runNow);
    connect(m_cancelAction, &QAction::triggered, &m_runner, &RunController::cancel);
    connect(&m_runner, &RunController::finished, this, &MainWindow::onRunFinished);
    connect(&m_runner, &RunController::failed, this, &MainWindow::onRunFailed);
    connect(&m_runner, &RunController::busyChanged, this, [this](bool busy) {
        m_progress->setVisible(busy);
        m_cancelButton->setVisible(busy);
        m_cancelAction->setEnabled(busy);
        if (busy) {
            m_progress->setMinimumWidth(0);
            m_progress->setMaximumWidth(200);
            m_progress->setRange(0, 0);
            m_progress->setFormat(tr("Running…"));
        }
    });
    connect(&m_runner, &RunController::progress, this, [this](qint64 steps) {
        m_progress->setRange(0, 0);
        m_progress->setFormat(withGroupedCount(tr("%n step(s)", "the steps of a trace, not moves",
                                                  int(std::min<qint64>(steps, std::numeric_limits<int>::max()))),
                                               std::min<qint64>(steps, std::numeric_limits<int>::max())));
    });
    connect(&m_runner, &RunController::taskProgress, this, [this](const QString &task, double fraction) {
        const QString text = tr("%1: %2%").arg(task).arg(int(fraction * 100.0));
        m_progress->setRange(0, 1000);
        m_progress->setValue(int(fraction * 1000.0));
        m_progress->setFormat(text);
        // The task's name is longer than a count of steps: the bar grows to show it on one line.
        m_progress->setMaximumWidth(std::max(200, m_progress->fontMetrics().horizontalAdvance(text) + 32));
        m_progress->setMinimumWidth(m_progress->maximumWidth());
    });

    // An edit makes the trace stale: run again at once, keeping the step when it still exists.
    connect(&m_document, &BoardDocument::boardChanged, this, [this] {
        updateTitle();
        if (m_replacingDocument || m_playMode)
            return;
        ++m_boardEdits;
        noteBoardEditForSetAside();
        // A run that failed was asked for too: the edit may be what it lacked (Redo bringing
        // an endpoint back).
        if (m_autoRunAction->isChecked() && (m_trace || m_runner.isRunning() || !m_runFailure.isEmpty())) {
            m_keepPosition = m_playback.position();
            runNow();
        } else if (m_trace) {
            onPositionChanged(m_playback.position());
        }
    });
    // Undoing back to the board as saved takes the title's "*" away again.
    connect(m_document.undoGroup(), &QUndoGroup::cleanChanged, this, &MainWindow::updateTitle);
    connect(&m_document, &BoardDocument::algorithmChanged, this, [this] {
        // Undo and Redo choose one too (a Lianliankan pair side by side): the panel shows it.
        const Scenario &chosen = m_document.scenario();
        if (m_algorithmPanel->algorithm() != chosen.algorithm || m_algorithmPanel->seed() != chosen.seed
            || (!chosen.parameters.isEmpty() && m_algorithmPanel->parameters() != chosen.parameters)) {
            const QScopedValueRollback replacing(m_replacingDocument, true);
            m_algorithmPanel->setSettings(chosen.algorithm, chosen.parameters, chosen.seed);
        }
        const AlgorithmInfo *info = Catalogue::find(m_document.scenario().algorithm);
        m_pseudoCodeDock->setAlgorithm(info);
        m_legendDock->setAlgorithm(info);
        m_inspectorDock->setAlgorithm(info);
        updateSnakeLook();
    });
    connect(m_algorithmPanel, &AlgorithmPanel::settingsChanged, this, [this] {
        if (m_replacingDocument)
            return;
        m_document.setAlgorithm(m_algorithmPanel->algorithm(), m_algorithmPanel->parameters(),
                                m_algorithmPanel->seed());
        if (m_autoRunAction->isChecked()) {
            m_keepPosition = -1;
            runNow();
        }
    });
    connect(m_algorithmPanel, &AlgorithmPanel::runRequested, this, [this] {
        m_document.setAlgorithm(m_algorithmPanel->algorithm(), m_algorithmPanel->parameters(),
                                m_algorithmPanel->seed());
        m_keepPosition = -1;
        runNow();
    });

    connect(&m_playback, &PlaybackController::positionChanged, this, &MainWindow::onPositionChanged);
    connect(&m_playback, &PlaybackController::breakpointsChanged, this, [this] {
        // Numbered on the board set aside: on a game's board they would mark other cells.
        if (!m_playMode)
            m_view->setBreakpointCells(m_playback.breakpointCells());
    });
    connect(&m_playback, &PlaybackController::stoppedAtBreakpoint, this, [this](int position) {
        m_logDock->appendMessage(tr("Stopped at a breakpoint after step %1.").arg(position));
    });
}

void MainWindow::retranslateUi()
{
    m_fileMenu->setTitle(tr("&File"));
    m_openAction->setText(tr("&Open Scenario or Board…"));
    m_openMapAction->setText(tr("Open Moving AI &Map…"));
    m_openTraceAction->setText(tr("Open &Trace…"));
    m_examplesMenu->setTitle(tr("E&xamples"));
    m_openExampleAction->setText(tr("&A* on a Maze"));
    m_snakeExampleAction->setText(tr("&Snake Drawn by Hand (seed 000)"));
    m_hamiltonExampleAction->setText(tr("&Hamiltonian-Cycle Snake (seed 001)"));
    m_linkExampleAction->setText(tr("&Lianliankan: a Link round the Board (seed 003)"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_recentFiles->retranslate();
    m_saveScenarioAction->setText(tr("&Save Scenario"));
    m_saveScenarioAction->setStatusTip(tr("Save the scenario to the file it came from, or ask where when it has none"));
    m_saveScenarioAsAction->setText(tr("Save Scenario &As…"));
    m_saveTraceAction->setText(tr("Save Tra&ce…"));
    m_exportAction->setText(tr("&Export…"));
    m_exportAction->setStatusTip(tr("Export steps of the trace as an animated GIF, PNG pictures, an SVG drawing, a PDF handout or an HTML page"));
    m_exportMenu->setTitle(tr("Export the &View"));
    m_exportPngAction->setText(tr("As &PNG Image…"));
    m_exportSvgAction->setText(tr("As &SVG Drawing…"));
    m_quitAction->setText(tr("&Quit"));

    m_editMenu->setTitle(tr("&Edit"));
    for (QUndoStack *stack : m_document.undoGroup()->stacks())
        DescribedCommand::retranslateAll(*stack);
    updateUndoTexts();
    m_undoView->viewport()->update();
    m_drawToolAction->setText(tr("&Draw on the Board"));
    m_drawToolAction->setStatusTip(tr("Left button draws with the brush, right button erases; drag the start or goal to move it"));
    m_breakpointToolAction->setText(tr("Set Brea&kpoints on Cells"));
    m_breakpointToolAction->setStatusTip(tr("Click a cell to stop playback when that cell changes"));
    m_snakeToolAction->setText(tr("Draw the &Snake and Food"));
    m_snakeToolAction->setStatusTip(tr("Left button draws the snake from its head, cell by cell, and takes cells back when you go back; right button places or removes the food"));
    m_brushMenu->setTitle(tr("&Brush"));
    for (int weight = 0; weight < m_brushActions.size(); ++weight)
        m_brushActions[weight]->setText(weight == 0 ? tr("&Wall") : tr("Weight &%1").arg(weight));
    m_generateMenu->setTitle(tr("&Generate"));
    // Menu items are in title case; the catalogue's names, in sentence case, are for the
    // panels, and name a generator this list does not know yet.
    const QHash<QString, QString> generatorTitles{
        {QStringLiteral("maze-backtracker"), tr("Recursive &Backtracker Maze")},
        {QStringLiteral("maze-prim"), tr("&Prim's Maze")},
        {QStringLiteral("maze-division"), tr("Recursive &Division Maze")},
        {QStringLiteral("random-obstacles"), tr("Random &Obstacles")},
    };
    for (QAction *action : std::as_const(m_generateActions)) {
        const QString id = action->data().toString();
        const AlgorithmInfo *info = Catalogue::find(id);
        action->setText(generatorTitles.value(id, info ? Catalogue::text(info->name) : id));
    }
    m_weightedTerrainAction->setText(tr("Random &Weighted Terrain"));
    m_resizeAction->setText(tr("Resi&ze the Board…"));
    m_clearAction->setText(tr("&Clear the Board"));

    m_viewMenu->setTitle(tr("&View"));
    m_zoomInAction->setText(tr("Zoom &In"));
    m_zoomOutAction->setText(tr("Zoom &Out"));
    m_zoomFitAction->setText(tr("&Fit the Board"));
    m_labelsAction->setText(tr("Show &Labels (g, h, f; places on a cycle)"));
    m_cycleAction->setText(tr("Show the Hamiltonian &Cycle"));
    m_cycleAction->setStatusTip(tr("Draw a snake's Hamiltonian cycle as a line with arrows through the cells"));
    m_arrowsAction->setText(tr("Show Parent &Arrows"));
    m_themeMenu->setTitle(tr("&Theme"));
    m_lightAction->setText(tr("&Light"));
    m_darkAction->setText(tr("&Dark"));
    m_docksMenu->setTitle(tr("&Panels"));
    PanelsMenu::retranslate(m_docksMenu);
    m_algorithmDock->setWindowTitle(tr("Algorithm"));
    // Its tab stacked with the Breakpoints and the Bookmarks, where "Edit History" was cut short.
    m_historyDock->setTitles(tr("Edit History"), tr("History", "the Edit History panel's tab"));
    showHistoryStart();

    m_runMenu->setTitle(tr("&Run"));
    m_runAction->setText(tr("&Run Again"));
    m_cancelAction->setText(tr("&Cancel the Run"));
    m_autoRunAction->setText(tr("Re-run &After Every Edit"));
    m_traceLimitAction->setText(tr("Trace &Limit…"));
    m_snakeMenu->setTitle(tr("Sna&ke"));
    m_playSnakeAction->setText(tr("&Play Snake"));
    m_snakeStatsAction->setText(tr("&Statistics…"));
    m_snakeDock->setWindowTitle(tr("Play Snake"));
    showNoSnakeAi();
    retranslateDuel();
    retranslateLink();
    retranslatePuzzle();
    retranslateCompare();
    retranslateLecture();
    m_languageMenu->setTitle(tr("Lan&guage"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About GridTrace"));
    m_zoomLabel->setText(tr("%1 px per cell").arg(m_view->cellSize(), 0, 'f', m_view->cellSize() < 10 ? 1 : 0));
    onPositionChanged(m_playback.position());
    updateTitle();
}

bool MainWindow::event(QEvent *event)
{
    // The tabs of docks stacked in one place (Breakpoints, Edit History, Bookmarks) all stay in
    // sight: scroll arrows hid the last one in a narrow column. There each gives up only the end
    // of its title, which its tooltip then holds whole.
    if (event->type() == QEvent::ChildPolished) {
        if (auto *tabs = qobject_cast<QTabBar *>(static_cast<QChildEvent *>(event)->child())) {
            tabs->setElideMode(Qt::ElideRight);
            tabs->setUsesScrollButtons(false);
        }
    }
    if (event->type() == QEvent::WindowBlocked || event->type() == QEvent::WindowUnblocked)
        m_blockedByModal = event->type() == QEvent::WindowBlocked;
    if (event->type() == QEvent::Resize && m_playMode) {
        // A game's panel widens the window only to the least the window needs; any other size
        // is the user's, which leaving the game keeps.
        const auto *resized = static_cast<QResizeEvent *>(event);
        if (resized->size() != resized->oldSize().expandedTo(minimumSize()))
            m_windowSizeBeforeGame = QSize();
    }
    const bool handled = QMainWindow::event(event);
    switch (event->type()) {
    case QEvent::WindowBlocked:
    case QEvent::WindowUnblocked:
    case QEvent::WindowStateChange:
    case QEvent::ActivationChange:
    case QEvent::Hide:
    case QEvent::Show:
        updateGameClocksHeld();
        break;
    default:
        break;
    }
    return handled;
}

void MainWindow::updateUndoTexts()
{
    // A name's own '&' is shown, not taken for a mnemonic.
    QString undo = m_document.undoGroup()->undoText();
    QString redo = m_document.undoGroup()->redoText();
    undo.replace(QLatin1Char('&'), QLatin1String("&&"));
    redo.replace(QLatin1Char('&'), QLatin1String("&&"));
    m_undoAction->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
    m_redoAction->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redo));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        updateBoardEdits();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maySetBoardAside()) {
        event->ignore();
        return;
    }
    m_runner.cancel();
    m_playback.pause();
    writeSettings();
    // A clean exit: nothing to recover.
    m_autosave->discard();
    event->accept();
}

void MainWindow::readSettings()
{
    QSettings settings;
    // A layout saved on a larger screen, or at a smaller scale, would put panels and the
    // status bar out of reach: it is kept only when it fits the screen the window lands on.
    const bool restored = restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    const QRect available = screen()->availableGeometry();
    const bool refitted = !restored || !fits(normalGeometry().size(), available) || !fits(geometry().size(), available)
        || !available.intersects(geometry());
    if (refitted) {
        // First start: most of the screen, for a board beside its panels.
        setWindowState(windowState() & ~(Qt::WindowMaximized | Qt::WindowFullScreen));
        const QSize size(available.width() * 9 / 10, available.height() * 9 / 10);
        setGeometry(QRect(available.topLeft() + QPoint((available.width() - size.width()) / 2,
                                                       (available.height() - size.height()) / 2),
                          size));
    }
    // The panels' sizes saved with a larger window would squeeze some to a sliver in this one:
    // their arrangement is kept, their sizes start afresh. They are restored once the window is
    // shown at its size: restored before, against a window not yet laid out, the side panels
    // came back far wider than they were left.
    const QByteArray state = settings.value(QStringLiteral("window/state")).toByteArray();
    QTimer::singleShot(0, this, [this, state, refitted] {
        // A game started before this (from the command line) has laid out its own panels.
        if (m_live != LiveGame::None)
            return;
        const bool kept = restoreState(state) && !refitted;
        // A game's panel shows only while its game is played, and no game is at start.
        for (QDockWidget *gamePanel : {m_snakeDock, m_duelDock, m_linkDock, m_puzzleDock})
            gamePanel->hide();
        if (!kept) {
            // Shares of the window as it is first shown, so the board keeps about half the
            // width on a small screen too.
            // The right column as wide as its stacked panels' tabs need, as far as the board keeps
            // its share: a few pixels short, the last tab's name was cut at the default width.
            const int left = std::min(400, width() * 3 / 10);
            const int right = std::max(std::min(340, width() / 4), std::min(stackedTabsWidth(*this), width() * 57 / 100 - left));
            resizeDocks({m_algorithmDock, m_watchesDock}, {left, right}, Qt::Horizontal);
            const int column = centralWidget()->height();
            // The right column runs past the log beside the board, to the status bar.
            const int side = column + m_logDock->height();
            resizeDocks({m_algorithmDock, m_pseudoCodeDock, m_legendDock},
                        {std::min(340, column * 36 / 100), std::min(300, column * 36 / 100), std::min(190, column * 28 / 100)},
                        Qt::Vertical);
            // The Watches first, and all the rest their share can have: on a short column the
            // Inspector and the Breakpoints keep their least rows, and the Watches show a status
            // of four lines whole.
            resizeDocks({m_watchesDock, m_inspectorDock, m_breakpointsDock},
                        {std::min(240, side * 50 / 100), std::min(320, side * 26 / 100), std::min(200, side * 24 / 100)},
                        Qt::Vertical);
            resizeDocks({m_logDock}, {std::min(100, column / 6)}, Qt::Vertical);
        }
    });
    // A game's panel shows only while its game is played, and no game is at start.
    for (QDockWidget *gamePanel : {m_snakeDock, m_duelDock, m_linkDock, m_puzzleDock})
        gamePanel->hide();
    m_labelsAction->setChecked(settings.value(QStringLiteral("view/labels"), true).toBool());
    m_arrowsAction->setChecked(settings.value(QStringLiteral("view/parentArrows"), false).toBool());
    m_view->setShowLabels(m_labelsAction->isChecked());
    m_cycleAction->setChecked(settings.value(QStringLiteral("view/cycle"), true).toBool());
    m_view->setShowCycle(m_cycleAction->isChecked());
    m_view->setShowParentArrows(m_arrowsAction->isChecked());
    const bool dark = settings.value(QStringLiteral("view/theme")).toString() == u"dark";
    (dark ? m_darkAction : m_lightAction)->setChecked(true);
    setTheme(dark ? Palette::Theme::Dark : Palette::Theme::Light);
    m_autoRunAction->setChecked(settings.value(QStringLiteral("run/autoRun"), true).toBool());
    m_playback.setSpeed(settings.value(QStringLiteral("playback/speed"), m_playback.speed()).toInt());
    for (QAction *action : m_languageGroup->actions())
        action->setChecked(action->data().toString() == Language::current());
}

void MainWindow::writeSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("view/labels"), m_labelsAction->isChecked());
    settings.setValue(QStringLiteral("view/cycle"), m_cycleAction->isChecked());
    settings.setValue(QStringLiteral("view/parentArrows"), m_arrowsAction->isChecked());
    settings.setValue(QStringLiteral("view/theme"),
                      m_palette.theme() == Palette::Theme::Dark ? QStringLiteral("dark") : QStringLiteral("light"));
    settings.setValue(QStringLiteral("run/autoRun"), m_autoRunAction->isChecked());
    settings.setValue(QStringLiteral("playback/speed"), m_playback.speed());
}

void MainWindow::setTheme(Palette::Theme theme)
{
    m_palette = Palette(theme);
    applyApplicationTheme(theme);
    m_view->setThemePalette(m_palette);
    m_compare->setThemePalette(m_palette);
    m_legendDock->setThemePalette(m_palette);
}

void MainWindow::setLanguage(const QString &code)
{
    // Before the texts: they are remade, with their numbers, on the LanguageChange it sends.
    const QString before = Language::current();
    useNumbersOfLanguage(code);
    if (!Language::install(code)) {
        useNumbersOfLanguage(before);
        showError(tr("Language"), tr("No translation for \"%1\" is built in.").arg(code));
        return;
    }
    QSettings().setValue(QStringLiteral("language"), code);
    for (QAction *action : m_languageGroup->actions())
        action->setChecked(action->data().toString() == code);
}

void MainWindow::runNow()
{
    // A trace made during a game would be stepped by keys the board does not show; the board
    // runs again when the game ends.
    if (m_playMode)
        return;
    m_traceFromFile = false;
    ++m_runsStarted;
    m_boardEditsAtRun = m_boardEdits;
    m_runner.start(m_document.scenario());
}

void MainWindow::onRunFinished(std::shared_ptr<const Trace> trace, const RunOutcome &outcome)
{
    int position = 0;
    if (m_keepPosition >= 0)
        position = std::min(m_keepPosition, trace->stepCount());
    m_keepPosition = -1;
    const std::optional<KeptOnEdit> undone = takeKeptForRun();
    if (undone)
        position = std::min(undone->position, trace->stepCount());
    showTrace(std::move(trace), position);
    if (m_boardEditsAtRun != m_boardEdits) {
        // Edited while it ran, with no run after: the trace is of the board before.
        m_boardEditsShown = m_boardEditsAtRun;
        onPositionChanged(m_playback.position());
    }
    if (undone)
        giveBackBreakpoints(*undone);
    const AlgorithmInfo *info = Catalogue::find(m_trace->header.algorithm);
    const QString name = info ? Catalogue::text(info->name) : m_trace->header.algorithm;
    if (info && info->family == Family::Pathfinding) {
        // Each count with its own plural, grouped as the window groups counts; a cost with two
        // decimals unless it is whole, as the statuses write it.
        const auto counted = [](const char *text, qint64 count) {
            return withGroupedCount(tr(text, nullptr, int(std::min<qint64>(count, INT_MAX))), count);
        };
        const qint64 moves = qint64(outcome.path.size()) - 1;
        const QString cost = QLocale().toString(outcome.cost, 'f', outcome.cost == std::floor(outcome.cost) ? 0 : 2);
        const QString expanded = counted(QT_TR_N_NOOP("%n cell(s) expanded"), qint64(outcome.expansions));
        const QString traced = counted(QT_TR_N_NOOP("%n step(s) traced"), m_trace->stepCount());
        m_logDock->appendMessage(outcome.found
            ? tr("%1: %2; %3, %4.").arg(name, counted(QT_TR_N_NOOP("a path of %n move(s) costing %1"), moves).arg(cost),
                                          expanded, traced)
            : tr("%1: no path; %2, %3.").arg(name, expanded, traced));
    } else {
        m_logDock->appendMessage(withGroupedCount(tr("%1: %n step(s) traced.", nullptr, m_trace->stepCount()), m_trace->stepCount())
                                     .arg(name));
    }
    // A duel's note is its result, a clause: ended as the live game's line is.
    for (const QString &note : outcome.notes)
        m_logDock->appendMessage(info && info->family == Family::Duel ? tr("%1.", "a duel's result, ended as every line of the log is").arg(note) : note);
    adoptDuelMap();
    offerCycleSize();
    if (m_playWhenReady) {
        m_playWhenReady = false;
        m_playback.play();
    }
}

void MainWindow::adoptDuelMap()
{
    // A duel plays on the map its seed makes; the board takes it, so what is shown and what is
    // edited next is what was played. One undo step; the run that follows plays the same map.
    const AlgorithmInfo *info = m_trace ? Catalogue::find(m_trace->header.algorithm) : nullptr;
    const Scenario &current = m_document.scenario();
    if (!info || info->family != Family::Duel || m_trace->header.board == current.board)
        return;
    // Not an edit of the user's: a board saved or just opened stays so.
    const bool wasClean = m_document.undoStack()->isClean();
    m_document.replaceBoard(m_trace->header.board, std::nullopt, std::nullopt, [] { return tr("Duel Map"); });
    if (wasClean)
        m_document.undoStack()->setClean();
    m_logDock->appendMessage(tr("The board is the duel map of seed %1.").arg(m_trace->header.seed));
}

void MainWindow::onRunFailed(const QString &message)
{
    m_keepPosition = -1;
    m_trace.reset();
    m_playback.setTrace(nullptr);
    if (!m_playMode)
        m_view->setFrame(nullptr, nullptr);
    // The look of the trace that went (a snake's head, a cycle) goes with it.
    updateSnakeLook();
    m_runFailure = message;
    const QString sentence = runFailureText();
    m_logDock->appendError(sentence);
    m_stepStatus->setText(sentence);
}

QString MainWindow::runFailureText() const
{
    // In the window's words and the language shown now, made again when it changes.
    const QString text = RunProblem::text(m_document.scenario(), m_runFailure);
    // Core errors are clauses ("the grid is 41 x 29 cells, …"); shown alone they begin a sentence.
    return text.left(1).toUpper() + text.mid(1);
}

void MainWindow::showTrace(std::shared_ptr<const Trace> trace, int position)
{
    m_runFailure.clear();
    // Before the timeline takes it: the bookmarks it checks against its length are its own.
    followBookmarksToTrace(trace);
    m_trace = std::move(trace);
    m_boardEditsShown = m_boardEdits;
    m_playback.setTrace(m_trace, position);
    if (!m_playMode)
        m_view->setFrame(m_trace.get(), m_playback.scene());
    const AlgorithmInfo *info = m_trace ? Catalogue::find(m_trace->header.algorithm) : nullptr;
    m_pseudoCodeDock->setAlgorithm(info);
    m_legendDock->setAlgorithm(info, m_trace.get());
    updateSnakeLook();
    onPositionChanged(m_playback.position());
}

void MainWindow::onPositionChanged(int position)
{
    if (m_playMode) {
        // The board shows a live game: no trace to speak of, in any language.
        m_watchesDock->showFrame(nullptr, nullptr, 0);
        m_inspectorDock->showGame();
        m_pseudoCodeDock->setCurrentLine(0);
        m_stepStatus->setText(tr("A game is being played: the board shows it, not the trace."));
        return;
    }
    const Trace *trace = m_playback.trace();
    const Scene *scene = m_playback.scene();
    m_view->setFrame(trace, scene);
    showTraceCrash(trace, position);
    m_view->frameChanged();
    m_watchesDock->showFrame(trace, scene, position);
    m_inspectorDock->showFrame(trace, scene, position);
    int line = 0;
    if (trace && position > 0)
        line = trace->steps[std::size_t(position) - 1].line;
    m_pseudoCodeDock->setCurrentLine(line);
    if (trace && scene) {
        const QString status = asSentence(displayStatus(trace->tables.strings.value(scene->status()), true));
        QString text = tr("%1  %2", "the step on screen, then its status").arg(StepText::of(position, trace->stepCount()), status);
        // First, where the status bar does not cut it short.
        if (trace == m_trace.get() && m_boardEditsShown != m_boardEdits)
            text = tr("The board changed since this run: Run Again (%1).").arg(m_runAction->shortcut().toString(QKeySequence::NativeText))
                + QStringLiteral("  ") + text;
        m_stepStatus->setText(text);
    } else if (!m_trace && !m_runFailure.isEmpty()) {
        m_stepStatus->setText(runFailureText());
    } else if (!m_trace) {
        m_stepStatus->clear();
    }
}

} // namespace gridtrace
