// Files in the window: unsaved work asked about before it goes, the title and Save following the
// file opened, the modified mark following undo.

#include "mainwindowtesting.h"

using namespace gridtrace;
using namespace gridtrace::windowtesting;

class TestWindowFiles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void unsavedBoardAsksBeforeItGoes();
    void failedOpenAfterAGameChangesNothing();
    void unsavedQuestionNamesWhatChanged();
    void unsavedQuestionDuringAGame();
    void saveInTheQuestionSavesWhatItNames();
    void saveDuringAGameWritesTheBoardSetAside();
    void titleFollowsTheFileOpened();
    void titleFollowsTheFileOnTheCommandLine();
    void modifiedMarkFollowsUndo();
    void missingRecentFileLeavesTheList();
    void cancelledMapPickOpensTheMapOrSaysSo();

private:
    QTemporaryDir m_dir;
};

void TestWindowFiles::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("GridTraceTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_windowfiles"));
    QSettings().clear();
}

void TestWindowFiles::cleanup()
{
    Language::install(QStringLiteral("en"));
}

// An edited board shows "*" in the title; opening another board or closing the window asks
// Save / Discard / Cancel first, and Cancel keeps the board and the window.
void TestWindowFiles::unsavedBoardAsksBeforeItGoes()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction *example = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text().remove(u'&') == QStringLiteral("A* on a Maze"))
            example = action;
    }
    QVERIFY(example);
    example->trigger();
    QVERIFY(waitForTrace(window));
    const auto shownTitle = [&] { return window.windowHandle()->title(); };
    QVERIFY2(!shownTitle().contains(u'*'), qPrintable(shownTitle()));

    // An edit on the untitled board.
    const Grid opened = window.document().board();
    const Scenario &scenario = window.document().scenario();
    int cell = 0;
    while (opened.weight(cell) == Grid::Wall || opened.pos(cell) == scenario.start || opened.pos(cell) == scenario.goal)
        ++cell;
    window.document().paintCells({cell}, Grid::Wall, 1);
    const Grid edited = window.document().board();
    QVERIFY2(shownTitle().contains(u'*'), qPrintable(shownTitle()));

    // The question, answered from a timer: it is modal.
    QStringList asked;
    const auto answer = [&](QMessageBox::StandardButton button) {
        QTimer::singleShot(50, &window, [&asked, button] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            asked << box->text();
            box->button(button)->click();
        });
    };
    answer(QMessageBox::Cancel);
    example->trigger();
    QCOMPARE(asked.size(), 1);
    QVERIFY(window.document().board() == edited);
    answer(QMessageBox::Cancel);
    window.close();
    QCOMPARE(asked.size(), 2);
    QVERIFY(window.isVisible());
    QVERIFY(window.document().board() == edited);

    // Undone back to the board as opened, there is nothing to ask about.
    window.document().undoStack()->undo();
    QVERIFY2(!shownTitle().contains(u'*'), qPrintable(shownTitle()));
    window.document().undoStack()->redo();
    QVERIFY2(shownTitle().contains(u'*'), qPrintable(shownTitle()));

    answer(QMessageBox::Discard);
    example->trigger();
    QCOMPARE(asked.size(), 3);
    QVERIFY(waitForTrace(window));
    QVERIFY(window.document().board() == opened);
    QVERIFY2(!shownTitle().contains(u'*'), qPrintable(shownTitle()));
    window.close();
    QCOMPARE(asked.size(), 3);
    QVERIFY(!window.isVisible());
}

// A game takes the board, and what the panels, the timeline and the keys drive is the game;
// leaving it gives back the board, the trace and the step that were there before. A file that
// fails to open during a game changes nothing.
void TestWindowFiles::failedOpenAfterAGameChangesNothing()
{
    MainWindow window;
    window.resize(1300, 850);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    const std::shared_ptr<const Trace> trace = window.trace();
    const Grid board = window.document().board();
    const int step = trace->stepCount() / 3;
    window.playback().seek(step);
    auto *status = window.findChild<QLabel *>(QStringLiteral("stepStatus"));
    QVERIFY(status->text().startsWith(QStringLiteral("Step %1 of").arg(step)));

    const QString bad = m_dir.filePath(QStringLiteral("not-a-board.txt"));
    {
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("this is no board\n");
    }
    for (const char *name : {"playSnakeAction", "playDuelAction", "playLinkAction", "playPuzzleAction"}) {
        QAction *play = window.findChild<QAction *>(QString::fromLatin1(name));
        QVERIFY2(play, name);
        play->trigger();
        QVERIFY2(play->isChecked(), name);
        const Grid gameBoard = window.document().board();
        // The trace is not on the timeline: the arrows and End step nothing, the status bar
        // speaks of the game.
        QCOMPARE(window.playback().stepCount(), 0);
        QTest::keyClick(&window, Qt::Key_End);
        QCOMPARE(window.playback().position(), 0);
        QVERIFY2(status->text().contains(QStringLiteral("game")), qPrintable(status->text()));
        // A language switch keeps it so.
        QVERIFY(Language::install(QStringLiteral("zh_CN")));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        QVERIFY(Language::install(QStringLiteral("en")));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        QCOMPARE(window.playback().stepCount(), 0);
        QVERIFY2(status->text().contains(QStringLiteral("game")), qPrintable(status->text()));

        // A failed open leaves the game as it was.
        QVERIFY(!window.openFile(bad));
        QVERIFY2(play->isChecked(), name);
        QVERIFY(window.document().board() == gameBoard);
        QCOMPARE(window.playback().stepCount(), 0);
        if (QWidget *box = QApplication::activeModalWidget())
            box->close();

        // Leaving the game gives the board, the trace and the step back.
        play->trigger();
        QVERIFY2(!play->isChecked(), name);
        QVERIFY2(window.document().board() == board, name);
        QCOMPARE(window.trace(), trace);
        QCOMPARE(window.playback().position(), step);
        QVERIFY2(status->text().startsWith(QStringLiteral("Step %1 of").arg(step)), qPrintable(status->text()));
    }
}

// The question before unsaved work goes says what it is about: the board, the bookmarks (saved
// with the trace) or both; Save then Cancel in the file dialog opens nothing.
void TestWindowFiles::unsavedQuestionNamesWhatChanged()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction *example = actionNamed(window, QStringLiteral("A* on a Maze"));
    QVERIFY(example);
    window.openExample();
    QVERIFY(waitForTrace(window));
    const Grid opened = window.document().board();
    std::shared_ptr<const Trace> trace = window.trace();

    // A bookmark alone.
    window.document().undoStack()->push(new AddBookmarkCommand(window.bookmarks(), Bookmark{3, QStringLiteral("Here")}));
    {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Cancel);
        example->trigger();
        QVERIFY(answers.allGiven());
        QVERIFY2(answers.asked.value(0).contains(QStringLiteral("bookmarks")), qPrintable(answers.asked.value(0)));
        QVERIFY2(!answers.asked.value(0).contains(QStringLiteral("board")), qPrintable(answers.asked.value(0)));
    }
    QCOMPARE(window.trace(), trace);

    // A wall as well.
    window.document().paintCells({freeCell(window.document().scenario())}, Grid::Wall, window.document().newDragId());
    QVERIFY(waitForTrace(window) && window.trace() != trace);
    trace = window.trace();
    const Grid edited = window.document().board();
    {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Cancel);
        window.close();
        QVERIFY(answers.allGiven());
        QVERIFY(window.isVisible());
        const QString text = answers.asked.value(0);
        QVERIFY2(text.contains(QStringLiteral("board")) && text.contains(QStringLiteral("bookmarks")), qPrintable(text));
    }

    // Save, then Cancel in the file dialog: nothing is opened, nothing saved.
    {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Save);
        answers.file(QString());
        example->trigger();
        QVERIFY(answers.allGiven());
        QVERIFY(window.document().board() == edited);
        QCOMPARE(window.trace(), trace);
        QVERIFY(window.isWindowModified());
    }

    // Save and save twice: the board as a scenario, the trace with the board and the bookmark,
    // and the example opens.
    const QString savedScenario = m_dir.filePath(QStringLiteral("asked.json"));
    const QString saved = m_dir.filePath(QStringLiteral("asked.gtrace"));
    {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Save);
        answers.file(savedScenario);
        answers.file(saved);
        example->trigger();
        QVERIFY(answers.allGiven());
        QVERIFY(waitForTrace(window));
        QVERIFY(window.document().board() == opened);
        QVERIFY(!window.isWindowModified());
    }
    QString error;
    const auto loaded = loadTrace(saved, &error);
    QVERIFY2(loaded, qPrintable(error));
    QVERIFY(loaded->header.board == edited);
    QCOMPARE(loaded->bookmarks.size(), std::size_t(1));
    QFile scenarioFile(savedScenario);
    QVERIFY(scenarioFile.open(QIODevice::ReadOnly));
    const auto scenario = readScenarioJson(scenarioFile.readAll(), &error);
    QVERIFY2(scenario, qPrintable(error));
    QVERIFY(scenario->board == edited);

    // A board edit alone, discarded.
    window.document().paintCells({freeCell(window.document().scenario())}, Grid::Wall, window.document().newDragId());
    {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Discard);
        window.close();
        QVERIFY(answers.allGiven());
        const QString text = answers.asked.value(0);
        QVERIFY2(text.contains(QStringLiteral("board")) && !text.contains(QStringLiteral("bookmarks")), qPrintable(text));
        QVERIFY(!window.isVisible());
    }
}

// During a game the question is about the board the game set aside, and says so; every answer
// leaves the game as it was until something does open, Cancel and a cancelled save included.
void TestWindowFiles::unsavedQuestionDuringAGame()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction *example = actionNamed(window, QStringLiteral("A* on a Maze"));
    QAction *puzzle = window.findChild<QAction *>(QStringLiteral("playPuzzleAction"));
    QAction *open = actionWithShortcut(window, QKeySequence(QKeySequence::Open));
    QVERIFY(example && puzzle && open);
    // File > Open, File > Examples and closing the window all ask first.
    const std::function<void()> asks[] = {[&] { open->trigger(); }, [&] { example->trigger(); }, [&] { window.close(); }};
    window.openExample();
    QVERIFY(waitForTrace(window));
    const Grid opened = window.document().board();
    const auto editAndPlay = [&] {
        window.document().paintCells({freeCell(window.document().scenario())}, Grid::Wall, window.document().newDragId());
        const Grid edited = window.document().board();
        puzzle->trigger();
        return edited;
    };
    const Grid edited = editAndPlay();
    QVERIFY(puzzle->isChecked());
    const Grid puzzleBoard = window.document().board();
    QVERIFY(window.isWindowModified());

    const auto gameGoesOn = [&] {
        return puzzle->isChecked() && window.document().board() == puzzleBoard && !window.trace() && window.isVisible();
    };
    // Cancel.
    for (const auto &ask : asks) {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Cancel);
        ask();
        QVERIFY(answers.allGiven());
        const QString text = answers.asked.value(0);
        QVERIFY2(text.contains(QStringLiteral("set aside for the game")), qPrintable(text));
        QVERIFY(gameGoesOn());
    }
    // Save, then Cancel in the file dialog.
    for (const auto &ask : asks) {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Save);
        answers.file(QString());
        ask();
        QVERIFY(answers.allGiven());
        QVERIFY(gameGoesOn());
        QVERIFY(window.isWindowModified());
    }
    // Save and save: the board set aside is written, then the example replaces the game.
    const QString saved = m_dir.filePath(QStringLiteral("set-aside.json"));
    {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Save);
        answers.file(saved);
        example->trigger();
        QVERIFY(answers.allGiven());
        QVERIFY(!puzzle->isChecked());
        QVERIFY(waitForTrace(window));
        QVERIFY(window.document().board() == opened);
        QVERIFY(!window.isWindowModified());
    }
    QString error;
    QFile file(saved);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto scenario = readScenarioJson(file.readAll(), &error);
    QVERIFY2(scenario, qPrintable(error));
    QVERIFY(scenario->board == edited);

    // Save and save from File > Open, whose own dialog then opens the file just saved.
    const QString savedAgain = m_dir.filePath(QStringLiteral("set-aside-again.json"));
    const Grid editedAgain = editAndPlay();
    {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Save);
        answers.file(savedAgain);
        answers.file(savedAgain);
        open->trigger();
        QVERIFY(answers.allGiven());
        QVERIFY(!puzzle->isChecked());
        QVERIFY(waitForTrace(window));
        QVERIFY(window.document().board() == editedAgain);
        QVERIFY(!window.isWindowModified());
    }

    // Discard: the example replaces the game and the edits.
    editAndPlay();
    {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Discard);
        example->trigger();
        QVERIFY(answers.allGiven());
        QVERIFY(!puzzle->isChecked());
        QVERIFY(waitForTrace(window));
        QVERIFY(window.document().board() == opened);
        QVERIFY(!window.isWindowModified());
    }
    // Save and save while closing: the window closes with the board set aside written.
    editAndPlay();
    QFile::remove(saved);
    {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Save);
        answers.file(saved);
        window.close();
        QVERIFY(answers.allGiven());
        QVERIFY(!window.isVisible());
        QVERIFY(QFileInfo::exists(saved));
    }
}

// The title names the file just opened, whichever way it was opened, and Save writes to it
// without asking for a name.
namespace {

// The board written in a scenario file.
std::optional<Grid> scenarioBoard(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    QString error;
    const auto scenario = readScenarioJson(file.readAll(), &error);
    return scenario ? std::optional<Grid>(scenario->board) : std::nullopt;
}

} // namespace

// Board edits and bookmarks not saved: Save in the question writes the board to the scenario
// file it came from and the bookmarks with the trace, and only then is the "*" gone.
void TestWindowFiles::saveInTheQuestionSavesWhatItNames()
{
    const QString fileName = m_dir.filePath(QStringLiteral("named.json"));
    QString error;
    QVERIFY(saveScenario(smallScenario(), fileName, &error));
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(fileName));
    QVERIFY(waitForTrace(window));
    std::shared_ptr<const Trace> trace = window.trace();
    window.document().paintCells({freeCell(window.document().scenario())}, Grid::Wall, window.document().newDragId());
    QVERIFY(QTest::qWaitFor([&] { return window.trace() != trace && !window.runner().isRunning(); }, 20000));
    const Grid edited = window.document().board();
    window.document().undoStack()->push(new AddBookmarkCommand(window.bookmarks(), Bookmark{2, QStringLiteral("Here")}));
    QVERIFY(window.isWindowModified());
    QAction *open = actionWithShortcut(window, QKeySequence(QKeySequence::Open));
    QVERIFY(open);

    // A cancelled trace: the board is in its file, the bookmarks keep the "*".
    {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Save);
        answers.file(QString());
        open->trigger();
        QVERIFY2(answers.allGiven(), qPrintable(answers.unexpected.join(u',')));
        QVERIFY(scenarioBoard(fileName) == edited);
        QVERIFY(window.isWindowModified());
    }
    window.document().paintCells({freeCell(window.document().scenario())}, Grid::Wall, window.document().newDragId());
    const Grid editedAgain = window.document().board();
    QVERIFY(!(scenarioBoard(fileName) == editedAgain));

    // Save, the trace named, then Open cancelled: both saved, nothing opened.
    const QString traceFile = m_dir.filePath(QStringLiteral("named.gtrace"));
    {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Save);
        answers.file(traceFile);
        answers.file(QString());
        open->trigger();
        QVERIFY2(answers.allGiven(), qPrintable(answers.unexpected.join(u',')));
    }
    QVERIFY(scenarioBoard(fileName) == editedAgain);
    QVERIFY(window.document().board() == editedAgain);
    const auto loaded = loadTrace(traceFile, &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->bookmarks.size(), std::size_t(1));
    QVERIFY(!window.isWindowModified());
    // Nothing left to ask about.
    ModalAnswers none(&window);
    window.close();
    QVERIFY2(none.allGiven(), qPrintable(none.unexpected.join(u',')));
    QVERIFY(!window.isVisible());
}

// During a game, File > Save and the question's Save write the board the game set aside to the
// scenario file it came from, without asking where, and the game goes on.
void TestWindowFiles::saveDuringAGameWritesTheBoardSetAside()
{
    const QString fileName = m_dir.filePath(QStringLiteral("in-game.json"));
    QString error;
    QVERIFY(saveScenario(smallScenario(), fileName, &error));
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(fileName));
    QVERIFY(waitForTrace(window));
    QAction *snake = window.findChild<QAction *>(QStringLiteral("playSnakeAction"));
    QAction *save = window.findChild<QAction *>(QStringLiteral("saveScenarioAction"));
    QVERIFY(snake && save);
    const auto editAndPlay = [&] {
        window.document().paintCells({freeCell(window.document().scenario())}, Grid::Wall, window.document().newDragId());
        const Grid edited = window.document().board();
        snake->trigger();
        return edited;
    };

    const Grid edited = editAndPlay();
    QVERIFY(snake->isChecked());
    QVERIFY(window.isWindowModified());
    {
        ModalAnswers answers(&window);
        save->trigger();
        QTest::qWait(100);
        QVERIFY2(answers.allGiven(), qPrintable(answers.unexpected.join(u',')));
    }
    QVERIFY(scenarioBoard(fileName) == edited);
    QVERIFY(!window.isWindowModified());
    QVERIFY(snake->isChecked());
    QVERIFY(window.windowTitle().contains(QStringLiteral("in-game.json")));

    // Left, edited again and played: closing asks, and Save writes the file and closes.
    snake->trigger();
    QVERIFY(waitForTrace(window));
    const Grid editedAgain = editAndPlay();
    QVERIFY(snake->isChecked());
    {
        ModalAnswers answers(&window);
        answers.button(QMessageBox::Save);
        window.close();
        QVERIFY2(answers.allGiven(), qPrintable(answers.unexpected.join(u',')));
    }
    QVERIFY(scenarioBoard(fileName) == editedAgain);
    QVERIFY(!window.isVisible());
}

void TestWindowFiles::titleFollowsTheFileOpened()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    Scenario firstScenario = smallScenario();
    Scenario secondScenario = smallScenario();
    secondScenario.goal = CellPos{10, 6};
    const QString first = m_dir.filePath(QStringLiteral("title-first.json"));
    const QString second = m_dir.filePath(QStringLiteral("title-second.json"));
    QString error;
    QVERIFY2(saveScenario(firstScenario, first, &error), qPrintable(error));
    QVERIFY2(saveScenario(secondScenario, second, &error), qPrintable(error));
    const auto shownTitle = [&] { return window.windowHandle()->title(); };

    QVERIFY(window.openFile(first));
    QVERIFY2(shownTitle().startsWith(QStringLiteral("title-first.json")), qPrintable(shownTitle()));
    QVERIFY(window.openFile(second));
    QVERIFY2(shownTitle().startsWith(QStringLiteral("title-second.json")), qPrintable(shownTitle()));
    QVERIFY(waitForTrace(window));

    // An edit, then File > Save (Ctrl+S): no dialog, the second file holds the edit.
    const int cell = freeCell(window.document().scenario());
    window.document().paintCells({cell}, Grid::Wall, window.document().newDragId());
    QVERIFY2(shownTitle().contains(u'*'), qPrintable(shownTitle()));
    QAction *save = actionWithShortcut(window, QKeySequence(QKeySequence::Save));
    QVERIFY(save);
    {
        ModalAnswers answers(&window);
        save->trigger();
        QVERIFY2(answers.allGiven(), qPrintable(answers.unexpected.join(u", ")));
    }
    QVERIFY2(!shownTitle().contains(u'*'), qPrintable(shownTitle()));
    QVERIFY2(shownTitle().startsWith(QStringLiteral("title-second.json")), qPrintable(shownTitle()));
    const auto reread = loadScenario(second, &error);
    QVERIFY2(reread, qPrintable(error));
    QVERIFY(reread->board.isWall(window.document().board().pos(cell)));
    QCOMPARE(reread->goal, secondScenario.goal);
    const auto untouched = loadScenario(first, &error);
    QVERIFY2(untouched, qPrintable(error));
    QVERIFY(untouched->board == firstScenario.board);

    // File > Open (the dialog) does the same.
    QAction *open = actionWithShortcut(window, QKeySequence(QKeySequence::Open));
    QVERIFY(open);
    {
        ModalAnswers answers(&window);
        answers.file(first);
        open->trigger();
        QVERIFY(answers.allGiven());
    }
    QVERIFY2(shownTitle().startsWith(QStringLiteral("title-first.json")), qPrintable(shownTitle()));

    // A board that is not a scenario is not written over as one: Save asks for a name.
    const QString boardFile = m_dir.filePath(QStringLiteral("title-board.txt"));
    {
        QFile file(boardFile);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("gridtrace-board 1\nsize 3 2\nstart 0 0\ngoal 2 1\nrows\n...\n...\n");
    }
    QVERIFY2(window.openFile(boardFile), qPrintable(window.lastError()));
    QVERIFY2(shownTitle().startsWith(QStringLiteral("title-board.txt")), qPrintable(shownTitle()));
    {
        ModalAnswers answers(&window);
        answers.file(QString());
        save->trigger();
        QVERIFY(answers.allGiven());
    }
    QFile board(boardFile);
    QVERIFY(board.open(QIODevice::ReadOnly));
    QVERIFY(board.readAll().startsWith("gridtrace-board"));
}

// Started with a file, as `gridtrace FILE` is, the window's title names it at once.
void TestWindowFiles::titleFollowsTheFileOnTheCommandLine()
{
    const QString file = m_dir.filePath(QStringLiteral("started-with.json"));
    QString error;
    QVERIFY2(saveScenario(smallScenario(), file, &error), qPrintable(error));
    // As app/gui/main.cpp does it.
    MainWindow window;
    window.show();
    QVERIFY(window.openFile(file));
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.windowHandle()->title().startsWith(QStringLiteral("started-with.json")),
             qPrintable(window.windowHandle()->title()));
    QVERIFY(!window.isWindowModified());
}

// The title's "*" goes when Undo comes back to the board as opened or saved, whatever the edit
// (a wall, a bookmark), and a game's own edits never put it there.
void TestWindowFiles::modifiedMarkFollowsUndo()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString file = m_dir.filePath(QStringLiteral("undo-mark.json"));
    QString error;
    QVERIFY2(saveScenario(smallScenario(), file, &error), qPrintable(error));
    QVERIFY(window.openFile(file));
    QVERIFY(waitForTrace(window));
    const auto marked = [&] { return window.windowHandle()->title().contains(u'*'); };
    QAction *undo = actionWithShortcut(window, QKeySequence(QKeySequence::Undo));
    QAction *redo = actionWithShortcut(window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    QVERIFY(undo && redo);
    QVERIFY(!marked());

    // A wall.
    window.document().paintCells({freeCell(window.document().scenario())}, Grid::Wall, window.document().newDragId());
    QVERIFY(marked());
    undo->trigger();
    QVERIFY2(!marked(), qPrintable(window.windowHandle()->title()));
    redo->trigger();
    QVERIFY(marked());
    undo->trigger();
    QVERIFY(!marked());

    // A bookmark, added and taken back.
    QVERIFY(waitForTrace(window));
    window.document().undoStack()->push(new AddBookmarkCommand(window.bookmarks(), Bookmark{2, QStringLiteral("Here")}));
    QVERIFY(marked());
    undo->trigger();
    QVERIFY2(!marked(), qPrintable(window.windowHandle()->title()));
    redo->trigger();
    QVERIFY(marked());
    undo->trigger();
    QVERIFY(!marked());

    // A game's edits and their undo leave the board as opened, and so the title.
    QAction *puzzle = window.findChild<QAction *>(QStringLiteral("playPuzzleAction"));
    QAction *clear = actionNamed(window, QStringLiteral("Clear the Board"));
    QVERIFY(puzzle && clear);
    puzzle->trigger();
    QVERIFY(!marked());
    clear->trigger();
    QVERIFY(!marked());
    undo->trigger();
    QVERIFY(!marked());
    puzzle->trigger();
    QVERIFY(!marked());

    // An edit before the game is still marked after it, and undone after it, unmarked.
    window.document().paintCells({freeCell(window.document().scenario())}, Grid::Wall, window.document().newDragId());
    puzzle->trigger();
    QVERIFY(marked());
    clear->trigger();
    undo->trigger();
    QVERIFY(marked());
    puzzle->trigger();
    QVERIFY(marked());
    undo->trigger();
    QVERIFY2(!marked(), qPrintable(window.windowHandle()->title()));
}

// File > Open Recent of a file that is gone: the error, and the list drops it. A file that is
// there but does not open stays, to be tried again once fixed.
void TestWindowFiles::missingRecentFileLeavesTheList()
{
    const QString gone = m_dir.filePath(QStringLiteral("recent-gone.json"));
    const QString broken = m_dir.filePath(QStringLiteral("recent-broken.json"));
    QString error;
    QVERIFY2(saveScenario(smallScenario(), gone, &error), qPrintable(error));
    QVERIFY2(saveScenario(smallScenario(), broken, &error), qPrintable(error));
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(gone));
    QVERIFY(window.openFile(broken));
    QVERIFY(waitForTrace(window));
    const auto recentItem = [&](const QString &name) -> QAction * {
        for (QMenu *menu : window.findChildren<QMenu *>()) {
            if (menu->title().remove(u'&') != QStringLiteral("Open Recent"))
                continue;
            for (QAction *action : menu->actions()) {
                if (action->text().endsWith(u' ' + name))
                    return action;
            }
        }
        return nullptr;
    };
    QVERIFY(recentItem(QStringLiteral("recent-gone.json")));
    QVERIFY(recentItem(QStringLiteral("recent-broken.json")));

    QVERIFY(QFile::remove(gone));
    {
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("{ not a scenario");
    }
    recentItem(QStringLiteral("recent-gone.json"))->trigger();
    QVERIFY2(window.lastError().contains(QStringLiteral("recent-gone.json")), qPrintable(window.lastError()));
    closeMessageBoxes(window);
    QVERIFY(!recentItem(QStringLiteral("recent-gone.json")));
    const QStringList log = window.findChild<LogDock *>()->entries();
    QVERIFY2(log.last().contains(QStringLiteral("recent-gone.json")) && log.last().contains(QStringLiteral("Open Recent")),
             qPrintable(log.last()));

    const QString before = window.lastError();
    recentItem(QStringLiteral("recent-broken.json"))->trigger();
    QVERIFY(window.lastError() != before);
    closeMessageBoxes(window);
    QVERIFY(recentItem(QStringLiteral("recent-broken.json")));
}

// `gridtrace arena.map`, then Cancel in Pick a Scenario: the map opens without a benchmark
// query, titled as the map, its first and last free cells the endpoints, rather than an example
// passing for it. Cancelled over a board, the board stays and the log says the map was not opened.
void TestWindowFiles::cancelledMapPickOpensTheMapOrSaysSo()
{
    const QString map = QStringLiteral(GRIDTRACE_TEST_DATA "/movingai/arena.map");
    QString error;
    const auto mapBoard = loadMovingAiMap(map, &error);
    QVERIFY2(mapBoard, qPrintable(error));
    int first = 0;
    while (mapBoard->weight(first) == Grid::Wall)
        ++first;
    int last = mapBoard->cellCount() - 1;
    while (mapBoard->weight(last) == Grid::Wall)
        --last;
    const auto cancelPicker = [](MainWindow &window) {
        auto *picker = window.findChild<ScenarioPicker *>();
        QVERIFY(picker);
        QTRY_VERIFY(picker->isVisible());
        picker->reject();
    };

    // As app/gui/main.cpp does it.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(map));
    cancelPicker(window);
    QVERIFY(waitForTrace(window));
    QVERIFY2(window.windowHandle()->title().startsWith(QStringLiteral("arena.map")), qPrintable(window.windowHandle()->title()));
    QVERIFY(window.document().board() == *mapBoard);
    QCOMPARE(*window.document().scenario().start, mapBoard->pos(first));
    QCOMPARE(*window.document().scenario().goal, mapBoard->pos(last));

    window.openExample();
    QVERIFY(waitForTrace(window));
    const Grid example = window.document().board();
    const QString title = window.windowHandle()->title();
    QVERIFY(window.openFile(map));
    cancelPicker(window);
    QTest::qWait(50);
    QVERIFY(window.document().board() == example);
    QCOMPARE(window.windowHandle()->title(), title);
    const QString said = window.findChild<LogDock *>()->entries().last();
    QVERIFY2(said.contains(QStringLiteral("arena.map")) && said.contains(QStringLiteral("not opened")), qPrintable(said));
}

QTEST_MAIN(TestWindowFiles)
#include "tst_windowfiles.moc"
