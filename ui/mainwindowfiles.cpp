// The window's files: opening scenarios, boards, Moving AI maps and traces, saving them, and
// exporting the frame. Every reader says why it failed, and a failure changes nothing. Work not
// yet saved is kept in a recovery file, offered back at the next start after a crash.

#include "mainwindow.h"

#include "algorithmpanel.h"
#include "autosave.h"
#include "bookmarkcommands.h"
#include "bookmarklist.h"
#include "comparepane.h"
#include "exportdialog.h"
#include "frameexporter.h"
#include "gridview.h"
#include "logdock.h"
#include "recentfiles.h"
#include "savetarget.h"
#include "scenariopicker.h"

#include "catalogue/catalogue.h"
#include "grid/boardtext.h"
#include "grid/cappedfile.h"
#include "grid/messagetext.h"
#include "grid/movingai.h"
#include "grid/scenariofile.h"
#include "link/linkboard.h"
#include "puzzle/puzzlealgorithms.h"
#include "trace/tracefile.h"

#include <QBoxLayout>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QSettings>
#include <QTimer>
#include <QUndoGroup>
#include <QUndoStack>

#include <algorithm>
#include <limits>
#include <array>

namespace gridtrace {

namespace {

QString lastDirectory()
{
    return QSettings().value(QStringLiteral("files/lastDirectory")).toString();
}

void rememberDirectory(const QString &fileName)
{
    QSettings().setValue(QStringLiteral("files/lastDirectory"), QFileInfo(fileName).absolutePath());
}

bool isMovingAiMap(const QString &fileName)
{
    return fileName.endsWith(QStringLiteral(".map"), Qt::CaseInsensitive);
}

// Traces and scenarios may both be JSON: a trace says so in its "format" member, and the
// binary form starts with 0x89.
bool looksLikeTrace(const QString &fileName)
{
    // Not a regular file: the reader says why, where opening a pipe here would wait forever.
    if (!QFileInfo(fileName).isFile())
        return false;
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = file.read(4096);
    return (!head.isEmpty() && static_cast<unsigned char>(head[0]) == 0x89)
        || head.contains("\"gridtrace-trace\"");
}

// A duel record (see DuelRecord) names its format near the start.
bool looksLikeDuelRecord(const QString &fileName)
{
    if (!QFileInfo(fileName).isFile())
        return false;
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    return file.read(4096).contains("\"gridtrace-duel\"");
}

// A scenario file, which Save may write over in place; a board, a map, a trace or a duel record
// under the same name would become a scenario and no longer open as what it was.
bool isScenarioFile(const QString &fileName)
{
    if (fileName.isEmpty() || !QFileInfo(fileName).isFile() || looksLikeTrace(fileName) || looksLikeDuelRecord(fileName))
        return false;
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) && file.read(4096).contains("\"gridtrace-scenario\"");
}

// The first two tiles of one kind, in reading order, to link.
void placeLinkEndpoints(const LinkBoard &board, Scenario &scenario)
{
    std::array<int, LinkBoard::maxKind + 1> first{};
    first.fill(-1);
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        const int kind = board.kind(cell);
        if (kind == 0)
            continue;
        if (first[std::size_t(kind)] < 0) {
            first[std::size_t(kind)] = cell;
            continue;
        }
        scenario.start = board.pos(first[std::size_t(kind)]);
        scenario.goal = board.pos(cell);
        return;
    }
}

// The first and the last free cell, for a board that comes without endpoints.
void placeEndpoints(Scenario &scenario)
{
    const Grid &board = scenario.board;
    for (int cell = 0; cell < board.cellCount() && !scenario.start; ++cell) {
        if (board.weight(cell) != Grid::Wall)
            scenario.start = board.pos(cell);
    }
    for (int cell = board.cellCount() - 1; cell >= 0 && !scenario.goal; --cell) {
        if (board.weight(cell) != Grid::Wall)
            scenario.goal = board.pos(cell);
    }
}

// Whether two scenarios have the same board: what the undo stack's edits change.
bool sameBoard(const Scenario &a, const Scenario &b)
{
    return a.board == b.board && a.start == b.start && a.goal == b.goal && a.snake == b.snake
        && a.food == b.food && a.tiles == b.tiles;
}

// Rows of numbers, '.' and '#' only: a Lianliankan board or a sliding puzzle, rather than some
// other file, so why neither reader took it is worth telling.
bool looksLikeTileBoard(const QString &text)
{
    bool anyDigit = false;
    for (const QChar c : text) {
        if (c.isDigit())
            anyDigit = true;
        else if (!c.isSpace() && c != u'.' && c != u'#' && c != u',')
            return false;
    }
    return anyDigit;
}

} // namespace

bool MainWindow::openFile(const QString &fileName)
{
    // A live game ends only when the file opens: a failed open changes nothing.
    if (isMovingAiMap(fileName))
        return openMapFile(fileName);
    if (looksLikeTrace(fileName))
        return openTraceFile(fileName);
    if (looksLikeDuelRecord(fileName))
        return openDuelRecordFile(fileName);
    return openScenarioFile(fileName);
}

void MainWindow::openExample(const QString &name)
{
    QString error;
    QFile file(QStringLiteral(":/examples/%1.json").arg(name));
    if (!file.open(QIODevice::ReadOnly)) {
        showError(tr("Open the Example"), file.errorString());
        return;
    }
    auto scenario = readScenarioJson(file.readAll(), &error);
    if (!scenario) {
        showError(tr("Open the Example"), error);
        return;
    }
    endLiveGameForNewBoard();
    m_currentFile.clear();
    replaceDocument(*scenario);
    updateTitle();
    m_keepPosition = -1;
    runNow();
}

void MainWindow::replaceDocument(const Scenario &scenario)
{
    // A new board, not a game's: the bookmarks kept for other traces were about the old one.
    if (!m_beforeGame)
        forgetSetAsideBookmarks();
    m_replacingDocument = true;
    m_document.reset(scenario);
    m_document.setAlgorithm(scenario.algorithm, scenario.parameters, scenario.seed);
    m_algorithmPanel->setSettings(scenario.algorithm, scenario.parameters, scenario.seed);
    m_replacingDocument = false;
}

void MainWindow::openDialog()
{
    if (!maySetBoardAside())
        return;
    const QString fileName = QFileDialog::getOpenFileName(
        this, tr("Open a Scenario or Board"), lastDirectory(),
        tr("Scenarios and boards (*.json *.txt *.board);;Moving AI maps (*.map);;Traces (*.gtrace *.json);;Duel records (*.json);;All files (*)"));
    if (!fileName.isEmpty())
        openFile(fileName);
}

void MainWindow::openMapDialog()
{
    if (!maySetBoardAside())
        return;
    const QString fileName = QFileDialog::getOpenFileName(this, tr("Open a Moving AI Map"), lastDirectory(),
                                                          tr("Moving AI maps (*.map);;All files (*)"));
    if (!fileName.isEmpty())
        openMapFile(fileName);
}

void MainWindow::openTraceDialog()
{
    if (!maySetBoardAside())
        return;
    const QString fileName = QFileDialog::getOpenFileName(this, tr("Open a Trace"), lastDirectory(),
                                                          tr("Traces (*.gtrace *.json);;All files (*)"));
    if (!fileName.isEmpty())
        openTraceFile(fileName);
}

bool MainWindow::openScenarioFile(const QString &fileName)
{
    QString error;
    // A board, a scenario, a Lianliankan board or a puzzle: the largest format's cap.
    const FileLimit anyBoard{std::max({fileLimits::board.maxBytes, fileLimits::scenario.maxBytes, fileLimits::tileBoard.maxBytes}),
                             QT_TRANSLATE_NOOP("CappedFile", "a board or a scenario")};
    const auto bytes = CappedFile::read(fileName, anyBoard, &error);
    if (!bytes) {
        showError(tr("Open"), tr("%1: %2").arg(QDir::toNativeSeparators(fileName), error));
        return false;
    }
    const QByteArray content = withoutByteOrderMark(*bytes);
    Scenario scenario;
    if (content.trimmed().startsWith('{')) {
        auto loaded = readScenarioJson(content, &error);
        if (!loaded) {
            showError(tr("Open"), tr("%1: %2").arg(QDir::toNativeSeparators(fileName), error));
            return false;
        }
        scenario = std::move(*loaded);
    } else if (fileName.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)) {
        // Named as a scenario but no JSON object: what a tile board's reader makes of it would
        // only hide that.
        showError(tr("Open"), tr("%1 is not a scenario file GridTrace reads: a scenario is a JSON object, "
                                 "and this file does not begin with \"{\".")
                                  .arg(QDir::toNativeSeparators(fileName)));
        return false;
    } else if (!content.trimmed().startsWith("gridtrace-board")) {
        // No header: a Lianliankan board (kinds as numbers, '.' and '#') or a sliding puzzle
        // (the numbers 0..N-1); only a puzzle holds a 0.
        const QString text = QString::fromUtf8(content);
        const AlgorithmInfo *current = Catalogue::find(m_document.scenario().algorithm);
        QString puzzleError;
        if (const auto board = LinkBoard::fromText(text, &error)) {
            board->toScenario(scenario);
            if (!current || current->family != Family::Link)
                scenario.algorithm = QStringLiteral("link-min-turn");
            placeLinkEndpoints(*board, scenario);
        } else if (const auto puzzle = PuzzleBoard::fromText(text, PuzzleGoal::BlankLast, &puzzleError)) {
            puzzleToScenario(*puzzle, scenario);
            if (current && current->family == Family::Puzzle) {
                scenario.algorithm = current->id;
                scenario.parameters = m_document.scenario().parameters;
            } else {
                scenario.algorithm = QStringLiteral("layered");
            }
        } else if (looksLikeTileBoard(text)) {
            // Numbers in rows: a tile board with a mistake, which both readers' reasons point at.
            showError(tr("Open"), tr("%1 is not a board GridTrace reads. As a Lianliankan board: %2. As a "
                                     "sliding puzzle: %3.")
                                      .arg(QDir::toNativeSeparators(fileName), error, puzzleError));
            return false;
        } else {
            showError(tr("Open"), tr("%1 is not a file GridTrace reads. It opens scenarios (.json), boards "
                                     "(.txt, .board), Moving AI maps (.map), traces (.gtrace, .json) and duel "
                                     "records (.json).")
                                      .arg(QDir::toNativeSeparators(fileName)));
            return false;
        }
    } else {
        auto loaded = readBoardText(content, &error);
        if (!loaded) {
            showError(tr("Open"), tr("%1: %2").arg(QDir::toNativeSeparators(fileName), error));
            return false;
        }
        scenario.board = loaded->board;
        scenario.start = loaded->start;
        scenario.goal = loaded->goal;
    }
    endLiveGameForNewBoard();
    if (scenario.algorithm.isEmpty()) {
        scenario.algorithm = m_document.scenario().algorithm;
        scenario.parameters = m_document.scenario().parameters;
    }
    replaceDocument(scenario);
    m_currentFile = fileName;
    updateTitle();
    noteRecentFile(fileName);
    m_logDock->appendMessage(tr("Opened %1.").arg(QDir::toNativeSeparators(fileName)));
    m_keepPosition = -1;
    runNow();
    return true;
}

bool MainWindow::openMapFile(const QString &fileName)
{
    QString error;
    auto board = loadMovingAiMap(fileName, &error);
    if (!board) {
        showError(tr("Open a Moving AI Map"), error);
        return false;
    }
    Scenario scenario;
    scenario.board = std::move(*board);
    scenario.algorithm = QStringLiteral("astar");
    scenario.parameters = {{QStringLiteral("connectivity"), QStringLiteral("8")},
                           {QStringLiteral("heuristic"), QStringLiteral("octile")}};

    const auto apply = [this, fileName](Scenario chosen) {
        endLiveGameForNewBoard();
        replaceDocument(chosen);
        m_currentFile = fileName;
        updateTitle();
        noteRecentFile(fileName);
        m_logDock->appendMessage(tr("Opened %1.").arg(QDir::toNativeSeparators(fileName)));
        m_keepPosition = -1;
        runNow();
    };

    // The benchmark's queries, when its scenario file lies beside the map.
    const QString scenFile = fileName + QStringLiteral(".scen");
    if (QFileInfo::exists(scenFile)) {
        auto lines = loadMovingAiScenarios(scenFile, &error);
        if (!lines) {
            showError(tr("Open a Moving AI Map"), error);
            return false;
        }
        if (!lines->empty()) {
            auto *picker = new ScenarioPicker(QFileInfo(fileName).fileName(), std::move(*lines), this);
            picker->setAttribute(Qt::WA_DeleteOnClose);
            connect(picker, &QDialog::accepted, this, [picker, scenario, apply]() mutable {
                scenario.start = picker->chosen().start;
                scenario.goal = picker->chosen().goal;
                apply(scenario);
            });
            // Cancelled at start-up (`gridtrace arena.map`), the window has no board yet: the map
            // opens without a benchmark query, as a map without a scenario file does, rather than
            // an example that would pass for it. Cancelled later, the board stays, and the log
            // says the map was not opened.
            connect(picker, &QDialog::rejected, this, [this, fileName, scenario, apply]() mutable {
                if (m_document.board().isEmpty()) {
                    placeEndpoints(scenario);
                    apply(scenario);
                    m_logDock->appendMessage(tr("No scenario was picked: the start and the goal are the map's first and last free cells."));
                } else {
                    m_logDock->appendMessage(tr("%1 was not opened: no scenario was picked.").arg(QDir::toNativeSeparators(fileName)));
                }
            });
            picker->open();
            return true;
        }
    }
    placeEndpoints(scenario);
    apply(scenario);
    return true;
}

bool MainWindow::openTraceFile(const QString &fileName)
{
    QString error;
    auto trace = loadTrace(fileName, &error);
    if (trace)
        error = Catalogue::traceProblem(*trace);
    if (!trace || !error.isEmpty()) {
        showError(tr("Open a Trace"), trace ? tr("%1: %2").arg(QDir::toNativeSeparators(fileName), error) : error);
        return false;
    }
    auto shared = std::make_shared<const Trace>(std::move(*trace));
    endLiveGameForNewBoard();
    m_runner.cancel();
    // The trace's header is the scenario that made it: show that board, without re-running.
    replaceDocument(shared->header);
    showTrace(shared, 0);
    // After the document's reset, which cleared the old scenario's bookmarks.
    m_bookmarks->replaceAll(shared->bookmarks);
    m_traceFromFile = true;
    m_currentFile = fileName;
    noteRecentFile(fileName);
    updateTitle();
    m_logDock->appendMessage(tr("Opened the trace %1: %2, %3.")
                                 .arg(QDir::toNativeSeparators(fileName),
                                      withGroupedCount(tr("%n step(s)", "the steps of a trace, not moves", shared->stepCount()), shared->stepCount()),
                                      withGroupedCount(tr("%n change(s)", nullptr, int(std::min<qint64>(shared->changeCount(), std::numeric_limits<int>::max()))),
                                                       std::min<qint64>(shared->changeCount(), std::numeric_limits<int>::max()))));
    return true;
}

QString MainWindow::saveScenarioAs(const Scenario &scenario)
{
    const QString filter = tr("Scenarios (*.json)");
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Save the Scenario"), lastDirectory(), filter);
    const QString fileName = fileNameForFilter(chosen, filter);
    if (fileName.isEmpty())
        return {};
    QString error;
    if (!mayWriteTarget(fileName, &error)) {
        showError(tr("Save the Scenario"), error);
        return {};
    }
    if (!mayReplaceAddedName(this, chosen, fileName))
        return {};
    return writeScenarioFile(scenario, fileName) ? fileName : QString();
}

bool MainWindow::writeScenarioFile(const Scenario &scenario, const QString &fileName)
{
    QString error;
    if (!mayWriteTarget(fileName, &error) || !saveScenario(scenario, fileName, &error)) {
        showError(tr("Save the Scenario"), error);
        return false;
    }
    rememberDirectory(fileName);
    m_logDock->appendMessage(tr("Saved %1.").arg(QDir::toNativeSeparators(fileName)));
    return true;
}

bool MainWindow::saveScenarioDialog()
{
    // During a game the file named in the title, and its "*", are the board set aside: that is
    // what Save writes, where it came from, and the game goes on.
    if (m_playMode && m_beforeGame)
        return saveSetAsideBoard();
    // The scenario opened or saved last is written again where it is. After a game, a trace
    // made from it holds a board of its own, which must not replace the file set aside; once
    // saved under a name of its own, it is written there again.
    if ((m_beforeGame && m_currentFile == m_beforeGame->file) || !isScenarioFile(m_currentFile))
        return saveScenarioAsDialog();
    if (!writeScenarioFile(m_document.scenario(), m_currentFile))
        return false;
    m_document.undoStack()->setClean();
    noteRecentFile(m_currentFile);
    updateTitle();
    return true;
}

bool MainWindow::saveScenarioAsDialog()
{
    const QString fileName = saveScenarioAs(m_document.scenario());
    if (fileName.isEmpty())
        return false;
    m_currentFile = fileName;
    // The board as saved is the one to come back to; only unsaved bookmarks still need keeping.
    m_document.undoStack()->setClean();
    noteRecentFile(fileName);
    updateTitle();
    return true;
}

QString MainWindow::saveTraceAs(const Trace &trace, const QString &caption)
{
    QString filter;
    const QString chosen = QFileDialog::getSaveFileName(
        this, caption.isEmpty() ? tr("Save the Trace") : caption, lastDirectory(),
        tr("Binary traces (*.gtrace);;JSON traces (*.gtrace.json *.json)"), &filter);
    if (chosen.isEmpty())
        return {};
    const TraceTarget target = traceTarget(chosen, filter);
    const QString &fileName = target.fileName;
    QString error;
    if (!mayWriteTarget(fileName, &error)) {
        showError(tr("Save the Trace"), error);
        return {};
    }
    if (!mayReplaceAddedName(this, chosen, fileName))
        return {};
    if (!saveTrace(trace, fileName, target.format, &error)) {
        showError(tr("Save the Trace"), error);
        return {};
    }
    rememberDirectory(fileName);
    m_logDock->appendMessage(tr("Saved the trace to %1.").arg(QDir::toNativeSeparators(fileName)));
    return fileName;
}

bool MainWindow::saveTraceDialog()
{
    return saveShownTrace({});
}

bool MainWindow::saveShownTrace(const QString &caption)
{
    if (!m_trace) {
        showError(tr("Save the Trace"), tr("There is no trace yet: run an algorithm first."));
        return false;
    }
    if (saveTraceAs(*traceWithBookmarks(), caption).isEmpty())
        return false;
    m_bookmarks->setModified(false);
    // The trace holds the board it was made on: when that is the board edited, all is saved.
    if (sameBoard(m_trace->header, m_document.scenario()))
        m_document.undoStack()->setClean();
    return true;
}

bool MainWindow::saveSetAsideBoard()
{
    // To the scenario file it came from, as Save writes it outside a game; asked where when it
    // has none.
    QString fileName = m_beforeGame->file;
    if (isScenarioFile(fileName)) {
        if (!writeScenarioFile(m_beforeGame->scenario, fileName))
            return false;
    } else {
        fileName = saveScenarioAs(m_beforeGame->scenario);
        if (fileName.isEmpty())
            return false;
    }
    // The game's end brings the board back as saved, under its new name.
    m_beforeGame->file = fileName;
    m_beforeGame->clean = true;
    m_document.boardUndoStack()->setClean();
    // A trace made from the game holds the board: the title goes on naming that.
    if (m_playMode)
        m_currentFile = fileName;
    noteRecentFile(fileName);
    updateTitle();
    return true;
}

bool MainWindow::saveSetAsideTrace(const QString &caption)
{
    if (!traceOfBoardSetAside())
        return false;
    auto trace = std::make_shared<Trace>(*m_beforeGame->trace);
    trace->bookmarks = m_beforeGame->bookmarks;
    if (saveTraceAs(*trace, caption).isEmpty())
        return false;
    m_beforeGame->bookmarksModified = false;
    m_beforeGame->savedBookmarks = m_beforeGame->bookmarks;
    if (sameBoard(m_beforeGame->trace->header, m_beforeGame->scenario)) {
        m_beforeGame->clean = true;
        m_document.boardUndoStack()->setClean();
    }
    updateTitle();
    return true;
}

bool MainWindow::hasUnsavedBoardEdits()
{
    return hasBoardEditsSinceClean(m_document.boardUndoStack());
}

bool MainWindow::hasBoardEditsSinceClean(const QUndoStack *history)
{
    // A history holds bookmark edits too: they alone leave the board as saved.
    if (history->isClean())
        return false;
    if (history->cleanIndex() < 0)
        return true;
    const int from = std::min(history->cleanIndex(), history->index());
    const int to = std::max(history->cleanIndex(), history->index());
    for (int i = from; i < to; ++i) {
        if (!dynamic_cast<const BookmarkCommand *>(history->command(i)))
            return true;
    }
    return false;
}

void MainWindow::exportFrameDialog(bool svg)
{
    const QString filter = svg ? tr("SVG drawings (*.svg)") : tr("PNG images (*.png)");
    const QString chosen = QFileDialog::getSaveFileName(
        this, svg ? tr("Export the View as an SVG Drawing") : tr("Export the View as a PNG Image"), lastDirectory(), filter);
    const QString fileName = fileNameForFilter(chosen, filter);
    if (fileName.isEmpty())
        return;
    if (QString error; !mayWriteTarget(fileName, &error)) {
        showError(tr("Export the View"), error);
        return;
    }
    if (!mayReplaceAddedName(this, chosen, fileName))
        return;
    FrameExporter exporter;
    exporter.document = &m_document;
    exporter.trace = m_playback.trace();
    exporter.scene = m_playback.scene();
    exporter.palette = m_palette;
    exporter.showLabels = m_labelsAction->isChecked();
    exporter.showParentArrows = m_arrowsAction->isChecked();
    exporter.snakeBody = m_view->snakeBodySequence();
    exporter.snakeShadow = m_view->snakeShadowSequence();
    exporter.snakeRival = m_view->snakeRivalSequence();
    exporter.snakeCrashed = m_view->snakeCrashed();
    exporter.snakeRanInto = m_view->snakeRanInto();
    exporter.cycle = m_view->showCycle() ? m_view->cycleSequence() : -1;
    // The view as shown: the search beside the board too.
    if (m_compare->isVisible() && m_compare->scene()) {
        exporter.besideTrace = m_compare->trace();
        exporter.besideScene = m_compare->scene();
    }
    QString error;
    if (!exporter.save(fileName, svg ? FrameExporter::Format::Svg : FrameExporter::Format::Png, &error)) {
        showError(tr("Export the View"), error);
        return;
    }
    rememberDirectory(fileName);
    m_logDock->appendMessage(tr("Exported the view to %1.").arg(QDir::toNativeSeparators(fileName)));
}

void MainWindow::showExportDialog()
{
    const std::shared_ptr<const Trace> trace = traceWithBookmarks();
    if (!trace) {
        showError(tr("Export"), tr("There is no trace yet: run an algorithm first."));
        return;
    }
    // The dialog offers "the step on screen": it must stay the one the dialog names.
    m_playback.pause();
    FrameLook look;
    look.palette = m_palette;
    look.showLabels = m_labelsAction->isChecked();
    look.showParentArrows = m_arrowsAction->isChecked();
    look.showCycle = m_view->showCycle();
    look.font = m_view->font();
    auto *dialog = new ExportDialog(trace, look, m_playback.position(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // Its choices as they were left, this session or the last.
    dialog->readSettings(QSettings());
    connect(dialog, &QDialog::finished, dialog, [dialog] {
        QSettings settings;
        dialog->writeSettings(settings);
    });
    connect(dialog, &ExportDialog::exported, this, [this](bool ok, const QString &message) {
        if (ok)
            m_logDock->appendMessage(message);
        else
            m_logDock->appendError(message);
    });
    dialog->open();
}

void MainWindow::showError(const QString &title, const QString &sentence)
{
    // A core error is a clause ("the grid is …"); on its own it begins a sentence.
    const QString message = sentence.left(1).toUpper() + sentence.mid(1);
    m_lastError = message;
    m_logDock->appendError(message);
    // Not exec(): the window goes on (a run may be finishing) while the message is up.
    auto *box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("errorMessage"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::noteRecentFile(const QString &fileName)
{
    rememberDirectory(fileName);
    m_recentFiles->add(fileName);
}

void MainWindow::createAutosave()
{
    m_autosave = new Autosave([this] { return recoveryState(); }, this);
    const auto note = [this] {
        // A trace made from a game on screen is work of its own, beside the board set aside.
        if (m_autosave)
            m_autosave->noteChange(hasUnsavedWork() || hasUnsavedGameTrace());
    };
    // The group follows the history edits go to: the board's, or during a game the game's.
    QUndoGroup *history = m_document.undoGroup();
    connect(history, &QUndoGroup::indexChanged, this, note);
    connect(history, &QUndoGroup::cleanChanged, this, note);
    connect(m_bookmarks, &BookmarkList::changed, this, note);
    connect(m_bookmarks, &BookmarkList::modifiedChanged, this, note);
    // The algorithm is a setting rather than an edit, but the recovery file keeps it too.
    connect(&m_document, &BoardDocument::algorithmChanged, this, note);
    // Once per cause: a full disk would otherwise add a line after every edit.
    connect(m_autosave, &Autosave::failed, this, [this, last = QString()](const QString &message) mutable {
        if (message != last)
            m_logDock->appendError(message);
        last = message;
    });
    // Not from the constructor: the window is shown, and the file it was started with opened,
    // before a recovery is offered.
    QTimer::singleShot(0, this, &MainWindow::offerRecovery);
}

bool MainWindow::hasUnsavedWork()
{
    // During a game the work is the board the game put aside.
    if (m_beforeGame)
        return !m_beforeGame->clean || m_beforeGame->bookmarksModified || isModified(m_beforeGame->besideBookmarks)
            || hasUnsavedSetAsideBookmarks();
    return !m_document.undoStack()->isClean() || m_bookmarks->isModified() || isModified(m_besideBookmarks)
        || hasUnsavedSetAsideBookmarks();
}

RecoveryState MainWindow::recoveryState()
{
    using Kind = RecoveryState::KeptTrace::Kind;
    RecoveryState state;
    // Every list of bookmarks, on screen or waiting, with what makes its trace again: saving
    // would have written each with its trace.
    const auto keepBeside = [&state](Kind kind, const std::optional<BesideBookmarks> &beside) {
        if (!beside || beside->bookmarks.empty())
            return;
        RecoveryState::KeptTrace kept{kind, {}, beside->bookmarks};
        if (beside->trace)
            kept.header = beside->trace->header;
        else if (beside->header)
            kept.header = *beside->header; // recovered before, not yet run again
        kept.header.algorithm = beside->algorithm;
        state.traces.push_back(std::move(kept));
    };
    for (const auto &[key, kept] : m_bookmarksOfOtherTraces)
        keepBeside(Kind::OtherTrace, kept);
    // A run on its way will come back to m_keepPosition: that is the step the user is at.
    const int position = m_keepPosition >= 0 ? m_keepPosition : m_playback.position();
    if (m_beforeGame) {
        state.scenario = m_beforeGame->scenario;
        state.bookmarks = m_beforeGame->bookmarks;
        state.position = m_beforeGame->position;
        state.sourceFile = m_beforeGame->file;
        keepBeside(Kind::Beside, m_beforeGame->besideBookmarks);
        if (showsGameTrace() && m_beforeGame->tracedFrom != LiveGame::None) {
            const Kind kind = m_beforeGame->tracedFrom == LiveGame::Duel ? Kind::DuelReplay
                : m_beforeGame->tracedFrom == LiveGame::Puzzle           ? Kind::PuzzleSolved
                                                                          : Kind::LinkPair;
            // Its board as edited: the scenario on screen, which makes the trace again.
            state.traces.push_back({kind, m_document.scenario(), m_bookmarks->bookmarks(), position,
                                    hasGameTraceBoardEdits()});
            keepBeside(Kind::GameBeside, m_besideBookmarks);
        }
        return state;
    }
    state.scenario = m_document.scenario();
    state.bookmarks = m_bookmarks->bookmarks();
    state.position = position;
    state.sourceFile = m_currentFile;
    keepBeside(Kind::Beside, m_besideBookmarks);
    return state;
}

void MainWindow::offerRecovery()
{
    if (m_recoveryBar)
        return;
    QStringList problems;
    const auto offer = m_autosave->claimOrphan(&problems);
    for (const QString &problem : std::as_const(problems))
        m_logDock->appendError(problem);
    if (!offer)
        return;
    auto *bar = new RecoveryBar(offer->state.saved, offer->state.sourceFile, offer->state.bookmarkCount(),
                                offer->othersKept, centralWidget());
    m_recoveryBar = bar;
    // Above the board, where the eye is; the board stays usable below it.
    if (auto *layout = qobject_cast<QBoxLayout *>(centralWidget()->layout()))
        layout->insertWidget(0, bar);
    const RecoveryState state = offer->state;
    const auto close = [this, bar] {
        bar->hide();
        bar->deleteLater();
        m_view->setFocus(Qt::OtherFocusReason);
    };
    connect(bar, &RecoveryBar::restoreRequested, this, [this, state, close] {
        restoreRecovery(state);
        m_autosave->releaseClaim(true);
        close();
    });
    connect(bar, &RecoveryBar::discardRequested, this, [this, close] {
        m_autosave->releaseClaim(true);
        m_logDock->appendMessage(tr("Discarded the board kept from before GridTrace closed."));
        close();
    });
}

void MainWindow::restoreRecovery(const RecoveryState &state)
{
    using Kind = RecoveryState::KeptTrace::Kind;
    endLiveGameForNewBoard();
    replaceDocument(state.scenario);
    // After the document's reset, which cleared the old scenario's bookmarks; they apply to the
    // trace the run below makes, the same as the one they were set on.
    m_bookmarks->replaceAll(state.bookmarks);
    m_bookmarks->setModified(!state.bookmarks.empty());
    // None of it is saved: the undo stack has no clean state to go back to.
    m_document.undoStack()->resetClean();
    m_currentFile = state.sourceFile;
    m_keepPosition = state.position;
    // The bookmarks that waited for their search wait again, unsaved, each for its trace: run
    // again when its search comes back to the timeline, or when they are saved.
    const RecoveryState::KeptTrace *gameTrace = nullptr;
    const RecoveryState::KeptTrace *gameBeside = nullptr;
    const auto waiting = [](const RecoveryState::KeptTrace &kept) {
        return BesideBookmarks{kept.header.algorithm, nullptr, kept.bookmarks, {}, true, kept.header};
    };
    for (const RecoveryState::KeptTrace &kept : state.traces) {
        switch (kept.kind) {
        case Kind::Beside:
            m_besideBookmarks = waiting(kept);
            break;
        case Kind::OtherTrace:
            m_bookmarksOfOtherTraces[traceKey(kept.header)] = waiting(kept);
            break;
        case Kind::GameBeside:
            gameBeside = &kept;
            break;
        default:
            gameTrace = &kept;
        }
    }
    if (gameTrace) {
        // The trace made from a game holds the board again, the board recovered waiting behind
        // it for Back to the Board Before… as it did.
        m_trace.reset();
        m_playback.setTrace(nullptr);
        setBoardAsideForTrace(gameTrace->kind == Kind::DuelReplay     ? LiveGame::Duel
                              : gameTrace->kind == Kind::PuzzleSolved ? LiveGame::Puzzle
                                                                      : LiveGame::Link);
        replaceDocument(gameTrace->header);
        m_bookmarks->replaceAll(gameTrace->bookmarks);
        m_bookmarks->setModified(!gameTrace->bookmarks.empty());
        if (gameTrace->edited)
            m_document.undoStack()->resetClean();
        if (gameBeside)
            m_besideBookmarks = waiting(*gameBeside);
        m_keepPosition = gameTrace->position;
    }
    updateTitle();
    m_logDock->appendMessage(tr("Restored the board kept at %1.")
                                 .arg(QLocale().toString(state.saved.toLocalTime(), QLocale::ShortFormat)));
    runNow();
    // From now on this window's own recovery file keeps the work.
    m_autosave->saveNow();
}

} // namespace gridtrace
