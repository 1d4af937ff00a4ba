#pragma once

#include "boarddocument.h"
#include "palette.h"
#include "playbackcontroller.h"
#include "runcontroller.h"

#include "trace/bookmark.h"

#include <QMainWindow>
#include <QPointer>

#include <map>
#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QDialog;
class QLabel;
class QMenu;
class QProgressBar;
class QSplitter;
class QToolButton;
class QUndoStack;
class QUndoView;

namespace gridtrace {

class AlgorithmPanel;
class Autosave;
class BookmarkList;
class BookmarksDock;
class BreakpointTool;
class BreakpointsDock;
class CaptionOverlay;
class ComparePane;
class DrawTool;
class DuelPlayController;
class ElidedLabel;
class LinkBoard;
class LinkPlayController;
class PuzzlePlayController;
struct DuelRecord;
class SnakeTool;
class Tool;
class GridView;
class InspectorDock;
class LegendDock;
class LogDock;
class PlaybackBar;
class PresentationMode;
class PseudoCodeDock;
class RecentFiles;
class RecoveryBar;
struct RecoveryState;
class SnakePlayController;
class SnakePlayPanel;
class TabbedDock;
class WatchesDock;

// The debugger's window: the board in the centre, playback below it, docks around it. It owns
// the document being edited, the run that traces it and the playback of that trace, and wires
// the widgets to them; the widgets know nothing of each other.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a scenario, board, Moving AI map or trace, telling the kind from the file. On
    // failure it shows why and leaves the board and the trace as they were.
    bool openFile(const QString &fileName);
    // The ready-made example: A* on a generated maze.
    // One of the scenarios built into the program, by its file name without ".json".
    void openExample(const QString &name = QStringLiteral("astar-maze"));
    // Play the next trace that arrives from the start (the example plays at once).
    void setPlayWhenReady(bool play) { m_playWhenReady = play; }

    BoardDocument &document() { return m_document; }
    PlaybackController &playback() { return m_playback; }
    RunController &runner() { return m_runner; }
    GridView *gridView() const { return m_view; }
    ComparePane *comparePane() const { return m_compare; }
    LogDock *logDock() const { return m_logDock; }
    PseudoCodeDock *pseudoCodeDock() const { return m_pseudoCodeDock; }
    std::shared_ptr<const Trace> trace() const { return m_trace; }
    // The trace with the window's bookmarks and captions, as Save Trace writes it; null
    // without a trace.
    std::shared_ptr<const Trace> traceWithBookmarks() const;
    BookmarkList *bookmarks() const { return m_bookmarks; }
    BookmarksDock *bookmarksDock() const { return m_bookmarksDock; }
    CaptionOverlay *captionOverlay() const { return m_captionOverlay; }
    PresentationMode *presentation() const { return m_presentation; }
    PlaybackBar *playbackBar() const { return m_playbackBar; }
    // The last error shown to the user, for tests and the log.
    QString lastError() const { return m_lastError; }
    // Keeps the unsaved board and bookmarks in a recovery file (docs/autosave.md).
    Autosave *autosave() const { return m_autosave; }

protected:
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createDocks();
    void createStatusBar();
    void connectEverything();
    void retranslateUi();
    // The Edit menu's Undo and Redo name the step they take back or do again.
    void updateUndoTexts();
    void readSettings();
    void writeSettings() const;

    // Files (mainwindowfiles.cpp).
    void openDialog();
    void openMapDialog();
    void openTraceDialog();
    // A new scenario from a file or the example: no undo history, no re-run of its own.
    void replaceDocument(const Scenario &scenario);
    bool openScenarioFile(const QString &fileName);
    bool openMapFile(const QString &fileName);
    bool openTraceFile(const QString &fileName);
    // Save writes the scenario file the board came from (Save As when there is none), during a
    // game the board set aside; Save As always asks where.
    // False when cancelled or refused.
    bool saveScenarioDialog();
    bool saveScenarioAsDialog();
    bool saveTraceDialog();
    // Save Trace with the file dialog's title `caption` ("Save the Trace" when empty).
    bool saveShownTrace(const QString &caption);
    // Ask where and save; the file saved, or empty when cancelled or refused (the reason shown).
    QString saveScenarioAs(const Scenario &scenario);
    // The file dialog's title is `caption`, "Save the Trace" when empty.
    QString saveTraceAs(const Trace &trace, const QString &caption = {});
    // Writes the scenario, or shows why not.
    bool writeScenarioFile(const Scenario &scenario, const QString &fileName);
    // Saves the board and the bookmarks a game set aside, as Save Scenario and Save Trace would
    // once the game ends; the game goes on. False when a save was cancelled or failed.
    bool saveSetAsideBoard();
    // The file dialog's title is `caption`, "Save the Trace" when empty.
    bool saveSetAsideTrace(const QString &caption = {});
    // Whether the board (not only its bookmarks) has edits since it was opened or saved.
    bool hasUnsavedBoardEdits();
    // Whether the history has board edits, not only bookmark edits, off its clean index.
    static bool hasBoardEditsSinceClean(const QUndoStack *history);
    void exportFrameDialog(bool svg);
    // File > Export: steps of the trace, with the window's bookmarks, in the window's look.
    void showExportDialog();
    void showError(const QString &title, const QString &message);
    void noteRecentFile(const QString &fileName);

    // Recovery after a crash (mainwindowfiles.cpp): the unsaved work goes to a recovery file
    // a moment after each edit; at start, a file a crashed window left is offered back.
    void createAutosave();
    // Board edits since the last open or save (the undo stack is not clean) or bookmarks not
    // yet saved with a trace, those of a search swapped beside the board too. During a game, or
    // while a trace made from one holds the board, the work of the board set aside.
    bool hasUnsavedWork();
    RecoveryState recoveryState();
    void offerRecovery();
    void restoreRecovery(const RecoveryState &state);

    // Board edits from the menus (mainwindowedits.cpp).
    void generateBoard(const QString &generatorId, bool weighted = false);
    void resizeBoardDialog();
    void clearBoard();
    // The board's edits (tools, brushes, Generate, Resize, Clear) are off while a game is on.
    void updateBoardEdits();
    // An edit of the board can make the trace shorter, which drops the bookmarks and cell
    // breakpoints past its end and moves the step: each edit keeps them as they were, and its
    // undo gives them back, the step and breakpoints once the board's trace is there again.
    struct KeptOnEdit
    {
        Bookmarks bookmarks;
        BreakpointList breakpoints;
        int breakpointWidth = 0; // the board's the cells of the breakpoints are numbered on
        int position = 0;
        int run = 0; // the run of the board given back
        QString bookmarksKey; // the trace the bookmarks were on (traceKey())
        // What makes that trace again: it may have left the screen with none of them (all
        // dropped), and gets them back set aside (no trace kept, which an edit's would hold).
        std::optional<Scenario> bookmarksHeader;
        // Those of the traces the Algorithm panel had set aside, by traceKey(): a trace of the
        // edited board drops some of them once they come back.
        std::map<QString, Bookmarks> setAside;
    };
    void keepAcrossEdits();
    void giveBackOnUndo(KeptOnEdit kept);
    // The step and breakpoints of an edit undone, for the trace just finished: none for another.
    std::optional<KeptOnEdit> takeKeptForRun();
    void giveBackBreakpoints(const KeptOnEdit &kept);

    // Snake played by a person or an AI, live (mainwindowsnake.cpp).
    void setPlayMode(bool on);
    // The board shows the snake's move, and a dead snake's head crashed where it stands.
    void showSnakeMove();
    // Whether the board draws a traced snake crashed at this position (snakeCrashPosition()).
    void showTraceCrash(const Trace *trace, int position);
    // The log's line for the game's end: how it ended (into a wall, into itself), the length
    // and the moves.
    void logSnakeEnd();
    // The Algorithm panel and the pseudo-code show the AI that steers the snake, and the log
    // says who took over, or, once the snake is over, who steers the next game.
    void followSnakeDriver();
    // With no AI steering, the Algorithm panel says so rather than naming one.
    void showNoSnakeAi();
    // Whatever game is live on the board ends, and the board, the trace and the step it had
    // before the game come back (or, when no trace had finished, the board runs again).
    void endLiveGame();
    // The game ends for a board that replaces it (a file opened, an example, a replay): what
    // the game had replaced is not brought back first.
    void endLiveGameForNewBoard();
    // A game takes the board: what it shows and what the panels, timeline and keys drive now
    // is the game, and the board and trace it replaces are kept for its end.
    void keepBeforeGame();
    void restoreBeforeGame();
    // A trace made from a game (Solve from Here, a duel's replay, a Lianliankan pair side by
    // side) is about to take the board: the board from before the game, with its history,
    // trace and breakpoints, is set aside, or stays so, until bringBackBoardBeforeGame().
    enum class LiveGame;
    void setBoardAsideForTrace(LiveGame from);
    // After such a trace the board the game replaced still waits set aside: this gives it
    // back, as leaving the game would have.
    void bringBackBoardBeforeGame();
    void updateBoardBeforeGameAction();
    // The view shows a live game's scene and its keys go to `keys` (a play controller);
    // body and rival are the scene's snake sequences.
    void enterLiveView(QObject *keys, const Scene &scene, int body, int rival);
    void leaveLiveView();
    // A modal dialog over the window (a question, a file dialog) stops the clock of the game
    // on the board until it closes: time spent answering is not time played.
    void holdGameClocks(bool held);
    // A snake or a duel, which move by themselves, waits too while the window is minimised or
    // hidden, or a dialog of the program's has the keys (Snake > Statistics).
    void updateGameClocksHeld();
    // The Edit History's first row: the board as opened, or during a game why the list is empty.
    void showHistoryStart();
    // Why the last run failed, said for the window in the language shown now.
    QString runFailureText() const;
    void showSnakeStatistics();
    // Whether the board shows a snake game, and so draws the snake and lets it be drawn.
    void updateSnakeLook();
    // A cycle-following snake on a board with no Hamiltonian cycle: say why and offer the
    // nearest playing-area sizes that have one, once per board.
    void adoptDuelMap();
    void offerCycleSize();

    // The King of Bots duel (mainwindowduel.cpp): played live by people and bots, bots
    // against bots in a tournament, and any recorded game replayed as a trace.
    void createDuelParts();
    void retranslateDuel();
    void setDuelPlayMode(bool on);
    void syncDuelBoard();
    // The Algorithm panel and the pseudo-code show the built-in bot that plays, and its side
    // (A's first when both are bots), or say that none plays.
    void showDuelBotsPlaying();
    void showDuelTournament();
    void replayDuelRecord(const DuelRecord &record);
    void replayBesideTheBoard(const DuelRecord &record);
    bool openDuelRecordFile(const QString &fileName);

    // Lianliankan played with the mouse (mainwindowlink.cpp).
    void createLinkParts();
    void retranslateLink();
    void setLinkPlayMode(bool on);
    void syncLinkBoard();
    // Every pair of the board's tiles linked by both searches, in a table (Lianliankan menu).
    void showLinkComparison();
    void showLinkPairSideBySide(const LinkBoard &board, int first, int second);

    // The trace limit (mainwindowlimits.cpp): Run > Trace Limit…, kept in the settings.
    void createLimitParts();
    void editTraceLimit();
    Tool *checkedTool() const;

    // A sliding puzzle played with clicks and arrow keys (mainwindowpuzzle.cpp).
    void createPuzzleParts();
    void retranslatePuzzle();
    void setPuzzlePlayMode(bool on);
    void syncPuzzleBoard();
    // Play ends and the scenario's solver (the position played) is traced.
    void solvePuzzleFromHere(const Scenario &scenario);

    // Another search beside the board, on the same scenario and at the same step
    // (mainwindowcompare.cpp).
    void createCompareParts();
    // Swap: the bookmarks on the timeline are the left search's and go beside with it; those
    // of the search coming to the timeline, kept from an earlier swap, come back.
    void swapBookmarksWithSearchBeside(const QString &left, const QString &right);
    // Saves the bookmarks kept beside with the trace of their search; false when cancelled.
    struct BesideBookmarks;
    bool saveBesideBookmarks(std::optional<BesideBookmarks> &kept);
    void retranslateCompare();
    void setCompareShown(bool shown);
    // Offers the pane only for an algorithm that has a companion; re-runs it when shown.
    void updateCompare();
    void alignCompareBoards();

    // Bookmarks of each trace the Algorithm panel picks (mainwindowbookmarks.cpp): the
    // algorithm, its parameters and the seed it draws on name the trace they were made on.
    static QString traceKey(const Scenario &header);
    // A trace of another algorithm or parameters takes the timeline: the bookmarks shown wait
    // with their trace, and those kept for the new one come back.
    void followBookmarksToTrace(const std::shared_ptr<const Trace> &trace);
    // The bookmark edits on the history act on the list leaving the screen: they go.
    void forgetBookmarkEdits();
    // Edit > Undo and Redo, passing over the edits forgotten so that each does something seen.
    void undoSkippingObsolete(bool redo);
    // A new board: the bookmarks kept for other traces were about the old one.
    void forgetSetAsideBookmarks();
    bool hasUnsavedSetAsideBookmarks() const;
    // The names of the algorithms whose kept bookmarks are not saved.
    QStringList unsavedSetAsideNames() const;
    // Saves each with the trace it was made on; false when one was cancelled.
    bool saveSetAsideBookmarks();
    // A board edit re-runs every search: the log says what becomes of the kept bookmarks.
    void noteBoardEditForSetAside();
    // An edit undone gives back the bookmarks of every list it kept that is not the one it
    // restores on screen, set aside or shown again since: those dropped come back.
    void giveBackSetAsideBookmarks(const KeptOnEdit &kept);
    // The list kept for the trace named `key`, set aside by the Algorithm panel or beside by a
    // swap, taken from where it waits: one search has one list. Empty when none waits.
    std::optional<BesideBookmarks> takeWaitingBookmarks(const QString &key);
    // The name of a trace among those the window holds (on screen, set aside, beside):
    // the algorithm's, with the parameters that tell it from another of that algorithm
    // (mainwindowsetaside.cpp).
    QString traceName(const Scenario &header) const;
    // A trace set aside was made on the board as it was then: it is run again on the board as
    // it is now, and its bookmarks past the new end go, the log saying which. When it cannot
    // run there, the log says why and it keeps the trace its bookmarks were made on.
    void retraceOnBoardNow(BesideBookmarks &kept);
    // The board the Algorithm panel's traces belong to: the one edited, or the one a game set aside.
    const Scenario &boardOfSetAsideTraces() const;
    // The trace of the board a game set aside, made now when it has none yet (restored from a
    // recovery file); false when it cannot run (why is shown).
    bool traceOfBoardSetAside();

    // Bookmarks with captions for a lecture, and presentation mode (mainwindowlecture.cpp).
    void createLectureParts();
    void retranslateLecture();
    void addBookmark();
    void editCaption();
    void removeBookmark();
    // The bookmarks follow a new trace: those past its end go, with a line in the log.
    void keepBookmarksInRange();
    // The caption, the dock's row and the actions follow the position and the bookmarks.
    void updateLecture();
    void setPresentation(bool on);

    void runNow();
    void onRunFinished(std::shared_ptr<const Trace> trace, const RunOutcome &outcome);
    void onRunFailed(const QString &message);
    void showTrace(std::shared_ptr<const Trace> trace, int position);
    void onPositionChanged(int position);
    void setTheme(Palette::Theme theme);
    void setLanguage(const QString &code);
    // Whether the board shows a trace made from a game (Solve from Here, a duel's replay, a
    // Lianliankan pair) while the board before the game waits set aside.
    bool showsGameTrace() const;
    // The title's name: the file, or what a trace made from a game is, or Untitled.
    QString titleName() const;
    void updateTitle();
    // Unsaved work, the window's title and questions (mainwindowunsaved.cpp). Before the board
    // gives way to another (an open, an example, closing the window): with board edits or
    // bookmarks not saved, asks Save / Discard / Cancel, naming which. False when the board is
    // to stay. A trace made from a game on screen is asked about first.
    bool maySetBoardAside();
    // The title of the dialog saving the trace on screen, naming its search when the traces of
    // others are saved with it; empty otherwise.
    QString shownTraceCaption(bool amongOthers) const;
    // Board edits and bookmarks of a trace made from a game, not yet saved: the title's "*" while
    // it is on screen, lost once it gives way (Back, a new game, a replay, an open, closing).
    bool hasUnsavedGameTrace();
    // Board edits (walls, weights, endpoints) of the trace made from a game, not yet saved.
    bool hasGameTraceBoardEdits();
    // Before a trace made from a game gives way: with unsaved board edits or bookmarks, asks
    // Save / Discard / Cancel. False when it is to stay.
    bool mayDropGameTrace();

    BoardDocument m_document;
    PlaybackController m_playback;
    RunController m_runner;
    std::shared_ptr<const Trace> m_trace;
    Palette m_palette;
    bool m_playWhenReady = false;
    bool m_traceFromFile = false;
    bool m_replacingDocument = false;
    // A live game on the board instead of a trace's frame: m_playMode says whether there is one.
    enum class LiveGame { None, Snake, Duel, Link, Puzzle };
    LiveGame m_live = LiveGame::None;
    bool m_playMode = false;
    // The bookmarks of the search Swap moved beside the board, with its trace: they belong to
    // that search and come back to the timeline when it is swapped back.
    struct BesideBookmarks
    {
        QString algorithm;
        std::shared_ptr<const Trace> trace;
        Bookmarks bookmarks;
        Bookmarks saved; // as last opened or saved
        bool modified = false;
        // Brought back from a recovery file without their trace: the scenario that makes it.
        std::optional<Scenario> header;
    };
    std::optional<BesideBookmarks> m_besideBookmarks;
    // The bookmarks of traces the Algorithm panel moved away from, by traceKey(), and the key
    // and algorithm of those on the timeline.
    std::map<QString, BesideBookmarks> m_bookmarksOfOtherTraces;
    QString m_bookmarksKey;
    QString m_shownBookmarksAlgorithm;
    bool m_boardEditNotedForSetAside = false;
    static bool isModified(const std::optional<BesideBookmarks> &kept) { return kept && kept->modified; }
    struct BeforeGame
    {
        Scenario scenario;
        bool clean = true; // no board edits since the last open or save
        std::shared_ptr<const Trace> trace;
        int position = 0;
        bool traceFromFile = false;
        QString file;
        Bookmarks bookmarks;
        Bookmarks savedBookmarks; // as last opened or saved
        bool bookmarksModified = false;
        std::optional<BesideBookmarks> besideBookmarks;
        // Set aside when a trace made from the game takes the timeline (Solve from Here): they
        // are numbered on this board, and that trace's board is another.
        std::optional<BreakpointList> breakpoints;
        // Whether Compare Side by Side was on: a pair of Lianliankan tiles side by side turns
        // it on for its own trace.
        std::optional<bool> compareChecked;
        // The game whose trace holds the board while this one waits, whose menu offers it back.
        LiveGame tracedFrom = LiveGame::None;
    };
    std::optional<BeforeGame> m_beforeGame;
    // The left column's width before a game's panel widened it, given back when play ends.
    int m_leftWidthBeforeGame = 0;
    // A game's panel may widen the window; it goes back to this size when the game ends, unless
    // the user gave it a size of their own during the game.
    QSize m_windowSizeBeforeGame;
    DuelPlayController *m_duelPlay = nullptr;
    QDockWidget *m_duelDock = nullptr;
    QMenu *m_duelMenu = nullptr;
    QAction *m_playDuelAction = nullptr;
    QAction *m_duelTournamentAction = nullptr;
    QAction *m_replayDuelAction = nullptr;
    QAction *m_duelExampleAction = nullptr;
    QPointer<QDialog> m_duelTournament;
    LinkPlayController *m_linkPlay = nullptr;
    QDockWidget *m_linkDock = nullptr;
    QMenu *m_linkMenu = nullptr;
    QAction *m_playLinkAction = nullptr;
    QAction *m_compareLinkAction = nullptr;
    QPointer<QDialog> m_linkComparison;
    PuzzlePlayController *m_puzzlePlay = nullptr;
    QDockWidget *m_puzzleDock = nullptr;
    QMenu *m_puzzleMenu = nullptr;
    QAction *m_playPuzzleAction = nullptr;
    QAction *m_boardBeforeGameAction = nullptr;
    // Leaving a game hands the board back unless a trace made from the game is to replace it.
    bool m_keepSetAside = false;
    // The board comes back only to be taken by the next game (or a new board): no log line.
    bool m_boardBackQuietly = false;
    QAction *m_boardBeforeDuelAction = nullptr;
    QAction *m_boardBeforeLinkAction = nullptr;
    SnakePlayController *m_snakePlay = nullptr;
    QDockWidget *m_snakeDock = nullptr;
    QMenu *m_snakeMenu = nullptr;
    QAction *m_playSnakeAction = nullptr;
    QAction *m_snakeStatsAction = nullptr;
    BookmarkList *m_bookmarks = nullptr;
    BookmarksDock *m_bookmarksDock = nullptr;
    CaptionOverlay *m_captionOverlay = nullptr;
    PresentationMode *m_presentation = nullptr;
    QMenu *m_lectureMenu = nullptr;
    QAction *m_addBookmarkAction = nullptr;
    QAction *m_editCaptionAction = nullptr;
    QAction *m_removeBookmarkAction = nullptr;
    QAction *m_previousBookmarkAction = nullptr;
    QAction *m_nextBookmarkAction = nullptr;
    QAction *m_presentationAction = nullptr;
    QAction *m_captionOverlayAction = nullptr;
    int m_keepPosition = -1;
    // Why the last run failed, as it came, while no trace has replaced it.
    QString m_runFailure;
    int m_runsStarted = 0;
    // Board edits counted, at the last run's start and under the trace shown: a trace with
    // fewer under it than made is stale, and says so while Re-run After Every Edit is off.
    quint64 m_boardEdits = 0;
    quint64 m_boardEditsAtRun = 0;
    quint64 m_boardEditsShown = 0;
    bool m_linkPausedForDialog = false;
    // Paused while Compare the Two Searches, which is not modal, is open over the game.
    bool m_linkPausedForComparison = false;
    bool m_blockedByModal = false;
    bool m_gameClocksHeld = false; // holdGameClocks() was last told to hold
    bool m_puzzleClockHeldForDialog = false;
    std::optional<KeptOnEdit> m_keptForRun;
    QString m_currentFile;
    QString m_lastError;
    Autosave *m_autosave = nullptr;
    QPointer<RecoveryBar> m_recoveryBar;

    GridView *m_view = nullptr;
    ComparePane *m_compare = nullptr;
    QSplitter *m_boardSplitter = nullptr;
    QAction *m_compareAction = nullptr;
    PlaybackBar *m_playbackBar = nullptr;
    std::unique_ptr<DrawTool> m_drawTool;
    std::unique_ptr<BreakpointTool> m_breakpointTool;
    std::unique_ptr<SnakeTool> m_snakeTool;

    AlgorithmPanel *m_algorithmPanel = nullptr;
    QDockWidget *m_algorithmDock = nullptr;
    PseudoCodeDock *m_pseudoCodeDock = nullptr;
    WatchesDock *m_watchesDock = nullptr;
    InspectorDock *m_inspectorDock = nullptr;
    LegendDock *m_legendDock = nullptr;
    LogDock *m_logDock = nullptr;
    BreakpointsDock *m_breakpointsDock = nullptr;
    TabbedDock *m_historyDock = nullptr;
    QUndoView *m_undoView = nullptr;
    RecentFiles *m_recentFiles = nullptr;

    QLabel *m_cellLabel = nullptr;
    QLabel *m_zoomLabel = nullptr;
    ElidedLabel *m_stepStatus = nullptr;
    QProgressBar *m_progress = nullptr;
    QToolButton *m_cancelButton = nullptr;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_exportMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_generateMenu = nullptr;
    QMenu *m_brushMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_docksMenu = nullptr;
    QMenu *m_themeMenu = nullptr;
    QMenu *m_runMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;

    QAction *m_openAction = nullptr;
    QAction *m_openMapAction = nullptr;
    QAction *m_openTraceAction = nullptr;
    QAction *m_openExampleAction = nullptr;
    QAction *m_snakeExampleAction = nullptr;
    QAction *m_hamiltonExampleAction = nullptr;
    QAction *m_linkExampleAction = nullptr;
    QMenu *m_examplesMenu = nullptr;
    QAction *m_saveScenarioAction = nullptr;
    QAction *m_saveScenarioAsAction = nullptr;
    QAction *m_saveTraceAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_exportPngAction = nullptr;
    QAction *m_exportSvgAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QActionGroup *m_toolGroup = nullptr;
    QAction *m_drawToolAction = nullptr;
    QAction *m_breakpointToolAction = nullptr;
    QAction *m_snakeToolAction = nullptr;
    QActionGroup *m_brushGroup = nullptr;
    QList<QAction *> m_brushActions; // wall, then weights 1..9
    QList<QAction *> m_generateActions;
    QAction *m_weightedTerrainAction = nullptr;
    QAction *m_resizeAction = nullptr;
    QAction *m_clearAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_zoomFitAction = nullptr;
    QAction *m_labelsAction = nullptr;
    QAction *m_cycleAction = nullptr;
    std::optional<Grid> m_cycleSizeOffered;
    QAction *m_arrowsAction = nullptr;
    QActionGroup *m_themeGroup = nullptr;
    QAction *m_lightAction = nullptr;
    QAction *m_darkAction = nullptr;
    QAction *m_runAction = nullptr;
    QAction *m_cancelAction = nullptr;
    QAction *m_autoRunAction = nullptr;
    QAction *m_traceLimitAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QAction *m_aboutAction = nullptr;
};

} // namespace gridtrace
