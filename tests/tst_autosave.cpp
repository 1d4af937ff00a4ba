// No lost work: a GridTrace killed in the middle of an edit offers the board back at the next
// start. The program killed is this test itself, started again as a child that opens a
// scenario, clicks walls into the board, marks and captions a step, says when the recovery
// file is written, and waits to be killed (SIGKILL: nothing of its own runs after it).

#include "algorithmpanel.h"
#include "autosave.h"
#include "bookmarkcommands.h"
#include "bookmarklist.h"
#include "bookmarksdock.h"
#include "gridview.h"
#include "logdock.h"
#include "mainwindow.h"
#include "mainwindowtesting.h"
#include "runcontroller.h"

#include "duel/duelarena.h"
#include "duel/duelrecord.h"
#include "grid/scenariofile.h"
#include "trace/tracefile.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QMessageBox>
#include <QTimer>
#include <QUndoStack>
#include <QWindow>
#include <QtTest>

#include <cstdio>

using namespace gridtrace;

namespace {

// Closing with board edits not saved asks first; these closes discard them, as "a clean exit".
void closeDiscarding(QWidget &window)
{
    QTimer::singleShot(0, &window, [] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
            box->button(QMessageBox::Discard)->click();
    });
    window.close();
}

const char childFlag[] = "--edit-until-killed";

// A small board: a wall across the middle with gaps at the top and bottom row.
Scenario smallScenario()
{
    Scenario scenario;
    scenario.board = Grid(12, 8);
    for (int y = 1; y < 7; ++y)
        scenario.board.setWall(CellPos{5, y});
    scenario.start = CellPos{1, 4};
    scenario.goal = CellPos{10, 4};
    scenario.algorithm = QStringLiteral("astar");
    scenario.seed = 7;
    return scenario;
}

// What the child does to the board and the lecture before it is killed.
const std::vector<CellPos> clickedWalls{{2, 1}, {3, 6}, {8, 2}, {8, 3}};
const int bookmarkedStep = 3;
const QString caption = QStringLiteral("这里 A* 第一次展开。\nA* expands its first cell here.");

std::vector<CellPos> wallsOf(const Grid &board)
{
    std::vector<CellPos> walls;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.weight(cell) == Grid::Wall)
            walls.push_back(board.pos(cell));
    }
    return walls;
}

// The walls the edited board must have: the scenario's and the clicked ones, in cell order.
std::vector<CellPos> expectedWalls()
{
    Grid board = smallScenario().board;
    for (CellPos cell : clickedWalls)
        board.setWall(cell);
    return wallsOf(board);
}

bool waitForTrace(MainWindow &window)
{
    return QTest::qWaitFor([&] { return window.trace() && !window.runner().isRunning(); }, 20000);
}

QPoint centre(MainWindow &window, CellPos cell)
{
    return window.gridView()->cellRect(cell).center().toPoint();
}

// Draws the walls with the mouse, as a user does with the wall brush (the default).
void clickWalls(MainWindow &window)
{
    for (CellPos cell : clickedWalls)
        QTest::mouseClick(window.gridView(), Qt::LeftButton, {}, centre(window, cell));
}

// Lecture > Add Bookmark… at the step, its caption written in the dialog that opens, OK.
bool addCaptionedBookmark(MainWindow &window)
{
    window.playback().seek(bookmarkedStep);
    window.findChild<QAction *>(QStringLiteral("addBookmarkAction"))->trigger();
    auto *dialog = window.findChild<CaptionDialog *>(QStringLiteral("captionDialog"));
    if (!dialog || !dialog->isVisible())
        return false;
    dialog->findChild<QPlainTextEdit *>(QStringLiteral("captionEdit"))->setPlainText(caption);
    dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    return QTest::qWaitFor([&] { return !window.findChild<CaptionDialog *>(QStringLiteral("captionDialog")); }, 5000);
}

// The child: edits, reports the edit autosaved on stdout, then waits for its end.
int editUntilKilled(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("GridTraceTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_autosave"));
    const auto say = [](const QByteArray &line) {
        std::fputs(line.constData(), stdout);
        std::fputc('\n', stdout);
        std::fflush(stdout);
    };
    MainWindow window;
    window.resize(1000, 700);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return 2;
    window.autosave()->setDelay(300);
    if (!window.openFile(QString::fromLocal8Bit(argv[2])) || !waitForTrace(window)) {
        say("cannot open the scenario: " + window.lastError().toUtf8());
        return 2;
    }
    clickWalls(window);
    if (!waitForTrace(window) || !addCaptionedBookmark(window)) {
        say("cannot edit the board");
        return 2;
    }
    // Every edit restarts the wait, so the write to come (or the last one, if it is done)
    // holds them all.
    const auto report = [&] { say("autosaved " + window.autosave()->fileName().toUtf8()); };
    if (window.autosave()->isPending())
        QObject::connect(window.autosave(), &Autosave::saved, &app, report);
    else
        report();
    return QApplication::exec();
}

} // namespace

class TestAutosave : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void offersTheBoardAfterAKill();
    void discardRemovesTheFile();
    void liveWindowsAreNotOffered();
    void saveAndUndoRemoveTheFile();
    void newestIsOfferedOthersKept();
    void barAnswersAltAndItsLetter();
    void recoveryFileRoundTrip();
    void bookmarksOffScreenComeBack();
    void unreadableFileIsLeftAndSaid();

private:
    // Starts the child on the scenario; it returns once the child's edit is on disk, with the
    // child still running. The recovery file's name goes to `fileName`.
    bool startEditingChild(QProcess &child, QString *fileName);
    QStringList recoveryFiles() const;
    // Shows a window and lets it look for recovery files, as it does after its first show.
    static void start(MainWindow &window);
    static QWidget *recoveryBar(MainWindow &window);

    QTemporaryDir m_files;
    QString m_scenarioFile;
    std::unique_ptr<QTemporaryDir> m_autosaveDir;
};

void TestAutosave::initTestCase()
{
    QVERIFY(m_files.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("GridTraceTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_autosave"));
    QSettings().clear();
    m_scenarioFile = m_files.filePath(QStringLiteral("lecture.json"));
    QString error;
    QVERIFY2(saveScenario(smallScenario(), m_scenarioFile, &error), qPrintable(error));
}

void TestAutosave::init()
{
    // A folder of its own for each test: no window finds another test's files.
    m_autosaveDir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_autosaveDir->isValid());
    qputenv("GRIDTRACE_AUTOSAVE_DIR", m_autosaveDir->path().toLocal8Bit());
}

void TestAutosave::cleanup()
{
    qunsetenv("GRIDTRACE_AUTOSAVE_DIR");
    m_autosaveDir.reset();
}

bool TestAutosave::startEditingChild(QProcess &child, QString *fileName)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("GRIDTRACE_AUTOSAVE_DIR"), m_autosaveDir->path());
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(environment);
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), {QString::fromLatin1(childFlag), m_scenarioFile});
    if (!child.waitForStarted(20000))
        return false;
    QDeadlineTimer deadline(60000);
    while (!deadline.hasExpired()) {
        while (child.canReadLine()) {
            const QString line = QString::fromUtf8(child.readLine()).trimmed();
            if (line.startsWith(QStringLiteral("autosaved "))) {
                *fileName = line.mid(10);
                return true;
            }
            qWarning("child: %s", qPrintable(line));
        }
        if (child.state() != QProcess::Running)
            return false;
        child.waitForReadyRead(500);
    }
    return false;
}

QStringList TestAutosave::recoveryFiles() const
{
    // Everything the folder holds, locks and half-written files included.
    return QDir(m_autosaveDir->path()).entryList(QDir::Files | QDir::Hidden, QDir::Name);
}

void TestAutosave::start(MainWindow &window)
{
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents();
}

QWidget *TestAutosave::recoveryBar(MainWindow &window)
{
    auto *bar = window.findChild<QWidget *>(QStringLiteral("recoveryBar"));
    return bar && bar->isVisible() ? bar : nullptr;
}

void TestAutosave::offersTheBoardAfterAKill()
{
    QProcess child;
    QString killedFile;
    QVERIFY(startEditingChild(child, &killedFile));
    child.kill();
    QVERIFY(child.waitForFinished(20000));
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
    QVERIFY2(QFileInfo::exists(killedFile), qPrintable(recoveryFiles().join(u' ')));

    MainWindow window;
    start(window);
    QWidget *bar = recoveryBar(window);
    QVERIFY(bar);
    // The bar says which file the board came from.
    QVERIFY2(bar->findChild<QLabel *>()->text().contains(QStringLiteral("lecture.json")),
             qPrintable(bar->findChild<QLabel *>()->text()));
    // Offered, not yet restored: the window has its own (empty) board.
    QVERIFY(window.document().board().isEmpty() || wallsOf(window.document().board()) != expectedWalls());

    bar->findChild<QPushButton *>(QStringLiteral("restoreButton"))->click();
    QVERIFY(!recoveryBar(window));
    QVERIFY(waitForTrace(window));
    const Scenario &restored = window.document().scenario();
    QCOMPARE(restored.board.width(), 12);
    QCOMPARE(restored.board.height(), 8);
    QCOMPARE(wallsOf(restored.board), expectedWalls());
    QCOMPARE(restored.start, smallScenario().start);
    QCOMPARE(restored.goal, smallScenario().goal);
    QCOMPARE(restored.algorithm, QStringLiteral("astar"));
    QCOMPARE(restored.seed, quint64(7));
    // The bookmark applies to the trace the restored board made, at the step shown.
    const Bookmarks bookmarks = window.bookmarks()->bookmarks();
    QCOMPARE(bookmarks.size(), std::size_t(1));
    QCOMPARE(bookmarks.front().position, bookmarkedStep);
    QCOMPARE(bookmarks.front().caption, caption);
    QCOMPARE(window.playback().position(), bookmarkedStep);
    QVERIFY(window.trace()->stepCount() >= bookmarkedStep);
    // Nothing of it is saved, and the window says so.
    QVERIFY(!window.document().undoStack()->isClean());
    QVERIFY(window.windowHandle()->title().contains(QLatin1Char('*')));
    QVERIFY(window.windowHandle()->title().contains(QStringLiteral("lecture.json")));

    // The killed window's file is gone; the restored work is in this window's own file.
    QVERIFY(!QFileInfo::exists(killedFile));
    QVERIFY(QFileInfo::exists(window.autosave()->fileName()));

    // A clean close leaves nothing behind.
    closeDiscarding(window);
    QCOMPARE(recoveryFiles(), QStringList());

    MainWindow next;
    start(next);
    QVERIFY(!recoveryBar(next));
}

void TestAutosave::discardRemovesTheFile()
{
    QProcess child;
    QString killedFile;
    QVERIFY(startEditingChild(child, &killedFile));
    child.kill();
    QVERIFY(child.waitForFinished(20000));

    {
        MainWindow window;
        start(window);
        QWidget *bar = recoveryBar(window);
        QVERIFY(bar);
        bar->findChild<QPushButton *>(QStringLiteral("discardButton"))->click();
        QVERIFY(!recoveryBar(window));
        QVERIFY(window.document().board().isEmpty() || wallsOf(window.document().board()) != expectedWalls());
        QCOMPARE(recoveryFiles(), QStringList());
    }
    MainWindow next;
    start(next);
    QVERIFY(!recoveryBar(next));
}

void TestAutosave::liveWindowsAreNotOffered()
{
    // Another window of this process with unsaved work.
    {
        MainWindow first;
        start(first);
        first.autosave()->setDelay(100);
        QVERIFY(first.openFile(m_scenarioFile));
        QVERIFY(waitForTrace(first));
        QSignalSpy saved(first.autosave(), &Autosave::saved);
        clickWalls(first);
        QVERIFY(saved.wait(10000));
        QVERIFY(QFileInfo::exists(first.autosave()->fileName()));

        MainWindow second;
        start(second);
        QVERIFY(!recoveryBar(second));
        QVERIFY(QFileInfo::exists(first.autosave()->fileName()));
    }
    // Windows that end in order take their files with them.
    QCOMPARE(recoveryFiles(), QStringList());

    // A window of another GridTrace, still running.
    QProcess child;
    QString liveFile;
    QVERIFY(startEditingChild(child, &liveFile));
    {
        MainWindow window;
        start(window);
        QVERIFY(!recoveryBar(window));
    }
    QVERIFY(QFileInfo::exists(liveFile));
    // Once it is gone, its work is offered.
    child.kill();
    QVERIFY(child.waitForFinished(20000));
    MainWindow window;
    start(window);
    QVERIFY(recoveryBar(window));
    window.findChild<QPushButton *>(QStringLiteral("discardButton"))->click();
    QVERIFY(!QFileInfo::exists(liveFile));
}

void TestAutosave::saveAndUndoRemoveTheFile()
{
    MainWindow window;
    start(window);
    window.autosave()->setDelay(100);
    QVERIFY(window.openFile(m_scenarioFile));
    QVERIFY(waitForTrace(window));
    QVERIFY(!QFileInfo::exists(window.autosave()->fileName()));

    // Edited, then undone back to the board as opened: nothing left to keep.
    QSignalSpy saved(window.autosave(), &Autosave::saved);
    clickWalls(window);
    QVERIFY(saved.wait(10000));
    QVERIFY(QFileInfo::exists(window.autosave()->fileName()));
    while (window.document().undoStack()->canUndo())
        window.document().undoStack()->undo();
    QVERIFY(!QFileInfo::exists(window.autosave()->fileName()));
    QCOMPARE(recoveryFiles(), QStringList());

    // Edited again, then File > Save Scenario As…, answered as a user answers the dialog.
    clickWalls(window);
    QVERIFY(saved.wait(10000));
    QVERIFY(QFileInfo::exists(window.autosave()->fileName()));
    const QString savedScenario = m_files.filePath(QStringLiteral("saved.json"));
    QTimer::singleShot(0, &window, [savedScenario] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        dialog->selectFile(savedScenario);
        static_cast<QDialog *>(dialog)->accept();
    });
    QAction *save = window.findChild<QAction *>(QStringLiteral("saveScenarioAsAction"));
    QVERIFY(save);
    save->trigger();
    QVERIFY2(QFileInfo::exists(savedScenario), qPrintable(window.lastError()));
    QCOMPARE(recoveryFiles(), QStringList());
    QString error;
    const auto reloaded = loadScenario(savedScenario, &error);
    QVERIFY2(reloaded, qPrintable(error));
    QCOMPARE(wallsOf(reloaded->board), expectedWalls());

    // The next edit is unsaved again, and so kept again.
    QTest::mouseClick(window.gridView(), Qt::LeftButton, {}, centre(window, CellPos{9, 7}));
    QVERIFY(saved.wait(10000));
    QVERIFY(QFileInfo::exists(window.autosave()->fileName()));
}

void TestAutosave::newestIsOfferedOthersKept()
{
    // Two windows' files, as a crash of both would leave them (no live lock beside either).
    const auto leave = [this](const QString &name, const Scenario &scenario, const QDateTime &when) {
        RecoveryState state;
        state.scenario = scenario;
        state.sourceFile = m_files.filePath(name + QStringLiteral(".json"));
        state.saved = when;
        QFile file(QDir(m_autosaveDir->path()).filePath(QStringLiteral("recovery-%1.json").arg(name)));
        return file.open(QIODevice::WriteOnly) && file.write(writeRecoveryJson(state)) > 0 && file.flush()
            && file.setFileTime(when, QFileDevice::FileModificationTime);
    };
    const QDateTime now = QDateTime::currentDateTimeUtc();
    Scenario older = smallScenario();
    older.board.setWall(CellPos{0, 0});
    Scenario newer = smallScenario();
    newer.board.setWall(CellPos{11, 7});
    QVERIFY(leave(QStringLiteral("monday"), older, now.addDays(-1)));
    QVERIFY(leave(QStringLiteral("tuesday"), newer, now.addSecs(-60)));

    {
        MainWindow window;
        start(window);
        QWidget *bar = recoveryBar(window);
        QVERIFY(bar);
        const QString text = bar->findChild<QLabel *>()->text();
        QVERIFY2(text.contains(QStringLiteral("tuesday.json")) && text.contains(QStringLiteral("1 more")), qPrintable(text));
        bar->findChild<QPushButton *>(QStringLiteral("restoreButton"))->click();
        QVERIFY(waitForTrace(window));
        QCOMPARE(window.document().board(), newer.board);
        closeDiscarding(window);
    }
    // The older one is kept, and offered at the next start.
    QCOMPARE(recoveryFiles(), QStringList{QStringLiteral("recovery-monday.json")});
    MainWindow window;
    start(window);
    QWidget *bar = recoveryBar(window);
    QVERIFY(bar);
    QVERIFY(bar->findChild<QLabel *>()->text().contains(QStringLiteral("monday.json")));
    QVERIFY(!bar->findChild<QLabel *>()->text().contains(QStringLiteral("more")));
}

// The bar's buttons answer Alt and the letter each shows, which no other control of the window
// holds (tst_shortcuts), and the bar names the bookmarks that come back with the board.
void TestAutosave::barAnswersAltAndItsLetter()
{
    const auto leave = [this](const Scenario &scenario, const Bookmarks &bookmarks) {
        RecoveryState state;
        state.scenario = scenario;
        state.bookmarks = bookmarks;
        state.saved = QDateTime::currentDateTimeUtc();
        QFile file(QDir(m_autosaveDir->path()).filePath(QStringLiteral("recovery-left.json")));
        return file.open(QIODevice::WriteOnly) && file.write(writeRecoveryJson(state)) > 0;
    };
    const auto press = [](MainWindow &window, QPushButton *button) {
        const QKeySequence letter = QKeySequence::mnemonic(button->text());
        QVERIFY2(!letter.isEmpty(), qPrintable(button->text()));
        QTest::keySequence(QApplication::focusWidget() ? QApplication::focusWidget() : &window, letter);
    };
    Scenario edited = smallScenario();
    edited.board.setWall(CellPos{0, 0});
    QVERIFY(leave(edited, {{2, QStringLiteral("two")}, {4, caption}}));
    {
        MainWindow window;
        start(window);
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QWidget *bar = recoveryBar(window);
        QVERIFY(bar);
        const QString text = bar->findChild<QLabel *>()->text();
        QVERIFY2(text.contains(QStringLiteral("its 2 bookmark")), qPrintable(text));
        press(window, bar->findChild<QPushButton *>(QStringLiteral("restoreButton")));
        // A letter presses the button as a click would, a moment later.
        QTRY_VERIFY(!recoveryBar(window));
        QVERIFY(waitForTrace(window));
        QCOMPARE(window.document().board(), edited.board);
        QCOMPARE(window.bookmarks()->bookmarks().size(), std::size_t(2));
        closeDiscarding(window);
    }
    QCOMPARE(recoveryFiles(), QStringList());

    // Without bookmarks the bar offers the board alone.
    QVERIFY(leave(edited, {}));
    MainWindow window;
    start(window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QWidget *bar = recoveryBar(window);
    QVERIFY(bar);
    QVERIFY2(!bar->findChild<QLabel *>()->text().contains(QStringLiteral("bookmark")), qPrintable(bar->findChild<QLabel *>()->text()));
    press(window, bar->findChild<QPushButton *>(QStringLiteral("discardButton")));
    QTRY_VERIFY(!recoveryBar(window));
    QVERIFY(window.document().board() != edited.board);
    QCOMPARE(recoveryFiles(), QStringList());
}

void TestAutosave::recoveryFileRoundTrip()
{
    RecoveryState state;
    state.scenario = smallScenario();
    state.scenario.parameters = {{QStringLiteral("heuristic"), QStringLiteral("manhattan")}};
    state.bookmarks = {{2, QStringLiteral("two")}, {5, caption}};
    state.position = 5;
    state.sourceFile = QStringLiteral("/lectures/week 3.json");
    state.saved = QDateTime(QDate(2026, 3, 1), QTime(9, 30, 15, 250), Qt::UTC);
    state.pid = 4242;
    QString error;
    const auto read = readRecoveryJson(writeRecoveryJson(state), &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->scenario, state.scenario);
    QCOMPARE(read->bookmarks, state.bookmarks);
    QCOMPARE(read->position, 5);
    QCOMPARE(read->sourceFile, state.sourceFile);
    QCOMPARE(read->saved, state.saved);
    QCOMPARE(read->pid, qint64(4242));
    QVERIFY(read->traces.empty());

    // Bookmarks of traces not on screen, on the same board and on a game's board of its own.
    RecoveryState::KeptTrace other{RecoveryState::KeptTrace::Kind::OtherTrace, state.scenario, {{4, QStringLiteral("bfs")}}};
    other.header.algorithm = QStringLiteral("bfs");
    other.header.parameters.clear();
    other.header.seed = 11;
    RecoveryState::KeptTrace replay{RecoveryState::KeptTrace::Kind::DuelReplay, smallScenario(), {{1, caption}}, 6, true};
    replay.header.board = Grid(5, 3);
    replay.header.start = CellPos{0, 0};
    replay.header.goal = CellPos{4, 2};
    state.traces = {other, replay};
    const auto withTraces = readRecoveryJson(writeRecoveryJson(state), &error);
    QVERIFY2(withTraces, qPrintable(error));
    QCOMPARE(withTraces->traces.size(), std::size_t(2));
    QCOMPARE(withTraces->traces[0].kind, RecoveryState::KeptTrace::Kind::OtherTrace);
    QCOMPARE(withTraces->traces[0].header, other.header);
    QCOMPARE(withTraces->traces[0].bookmarks, other.bookmarks);
    QCOMPARE(withTraces->traces[1].kind, RecoveryState::KeptTrace::Kind::DuelReplay);
    QCOMPARE(withTraces->traces[1].header, replay.header);
    QCOMPARE(withTraces->traces[1].bookmarks, replay.bookmarks);
    QCOMPARE(withTraces->traces[1].position, 6);
    QVERIFY(withTraces->traces[1].edited);
    QCOMPARE(withTraces->bookmarkCount(), 4);

    QVERIFY(!readRecoveryJson("{\"format\": \"gridtrace-scenario\"}", &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!readRecoveryJson("{\"format\": \"gridtrace-recovery\", \"version\": 1, ", &error));
    QVERIFY(!error.isEmpty());
}

// A duel replayed beside the board, with a bookmark of its own, in front of a board whose
// bookmarks are on greedy best-first search's trace and A*'s: after a crash all three lists come
// back, each with its trace, as saving would have kept them.
void TestAutosave::bookmarksOffScreenComeBack()
{
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
    const auto waitFor = [](MainWindow &window, const QString &algorithm) {
        return QTest::qWaitFor([&] {
            return window.trace() && window.trace()->header.algorithm == algorithm && !window.runner().isRunning();
        }, 20000);
    };
    const auto pick = [](MainWindow &window, Qt::Key key) {
        QComboBox *algorithms = window.findChild<AlgorithmPanel *>()->algorithmBox();
        algorithms->setFocus();
        QTest::keyClick(algorithms, key);
    };
    const auto mark = [](MainWindow &window, int step, const QString &text) {
        window.document().undoStack()->push(new AddBookmarkCommand(window.bookmarks(), Bookmark{step, text}));
    };
    const QString record = m_files.filePath(QStringLiteral("duel.json"));
    {
        const auto a = makeBuiltinPlayer(QStringLiteral("flood-fill"), 1);
        const auto b = makeBuiltinPlayer(QStringLiteral("flood-fill"), 2);
        QFile file(record);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(DuelRecord::of(playDuel(*a, *b, DuelMap::generate(1))).toJson());
    }
    const QString crashed = QDir(m_autosaveDir->path()).filePath(QStringLiteral("recovery-999998-1.json"));
    {
        MainWindow window;
        start(window);
        QVERIFY(window.openFile(m_scenarioFile));
        QVERIFY(waitFor(window, QStringLiteral("astar")));
        mark(window, 3, QStringLiteral("A* here"));
        pick(window, Qt::Key_Down);
        QVERIFY(waitFor(window, QStringLiteral("greedy")));
        QVERIFY(window.bookmarks()->isEmpty());
        mark(window, 2, QStringLiteral("greedy here"));
        QVERIFY2(window.openFile(record), qPrintable(window.lastError()));
        QVERIFY(waitFor(window, QStringLiteral("duel-replay")));
        mark(window, 4, QStringLiteral("The turn"));
        QVERIFY(window.autosave()->saveNow());
        // What a crash leaves: the file, without the lock of a window still running.
        QVERIFY(QFile::copy(window.autosave()->fileName(), crashed));
        // And of another window that crashed alike, offered at the next start.
        QVERIFY(QFile::copy(crashed, QDir(m_autosaveDir->path()).filePath(QStringLiteral("recovery-999997-1.json"))));
    }

    MainWindow window;
    start(window);
    QWidget *bar = recoveryBar(window);
    QVERIFY(bar);
    QVERIFY2(bar->findChild<QLabel *>()->text().contains(QStringLiteral("its 3 bookmark")),
             qPrintable(bar->findChild<QLabel *>()->text()));
    bar->findChild<QPushButton *>(QStringLiteral("restoreButton"))->click();
    // The replay on screen, with its bookmark, the board before the duel waiting behind it.
    QVERIFY(waitFor(window, QStringLiteral("duel-replay")));
    QCOMPARE(window.bookmarks()->bookmarks(), (Bookmarks{{4, QStringLiteral("The turn")}}));
    QVERIFY(window.windowHandle()->title().contains(QLatin1Char('*')));
    QAction *back = window.findChild<QAction *>(QStringLiteral("boardBeforeDuelAction"));
    QVERIFY(back && back->isEnabled());
    QTimer::singleShot(0, &window, [] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
            box->button(QMessageBox::Discard)->click();
    });
    back->trigger();
    QVERIFY(waitFor(window, QStringLiteral("greedy")));
    QCOMPARE(wallsOf(window.document().board()), wallsOf(smallScenario().board));
    QCOMPARE(window.bookmarks()->bookmarks(), (Bookmarks{{2, QStringLiteral("greedy here")}}));
    // A*'s waited for their search.
    pick(window, Qt::Key_Up);
    QVERIFY(waitFor(window, QStringLiteral("astar")));
    QCOMPARE(window.bookmarks()->bookmarks(), (Bookmarks{{3, QStringLiteral("A* here")}}));
    QVERIFY(window.windowHandle()->title().contains(QLatin1Char('*')));
    closeDiscarding(window);

    // Saved from the question before the window closes, A*'s waiting bookmarks go with A*'s
    // trace, made again for them.
    MainWindow next;
    start(next);
    bar = recoveryBar(next);
    QVERIFY(bar);
    bar->findChild<QPushButton *>(QStringLiteral("restoreButton"))->click();
    QVERIFY(waitFor(next, QStringLiteral("duel-replay")));
    QTimer::singleShot(0, &next, [] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget()))
            box->button(QMessageBox::Discard)->click();
    });
    next.findChild<QAction *>(QStringLiteral("boardBeforeDuelAction"))->trigger();
    QVERIFY(waitFor(next, QStringLiteral("greedy")));
    const QString greedyFile = m_files.filePath(QStringLiteral("greedy.gtrace"));
    const QString astarFile = m_files.filePath(QStringLiteral("astar.gtrace"));
    {
        windowtesting::ModalAnswers answers(&next);
        answers.button(QMessageBox::Save);
        answers.file(greedyFile);
        answers.file(astarFile);
        next.close();
        QTRY_VERIFY2(answers.allGiven(), qPrintable(answers.unexpected.join(u',')));
    }
    QString error;
    const auto astar = loadTrace(astarFile, &error);
    QVERIFY2(astar, qPrintable(error));
    QCOMPARE(astar->header.algorithm, QStringLiteral("astar"));
    QCOMPARE(astar->bookmarks, (Bookmarks{{3, QStringLiteral("A* here")}}));
    const auto greedy = loadTrace(greedyFile, &error);
    QVERIFY2(greedy, qPrintable(error));
    QCOMPARE(greedy->bookmarks, (Bookmarks{{2, QStringLiteral("greedy here")}}));
}

void TestAutosave::unreadableFileIsLeftAndSaid()
{
    // A file cut short (copied by hand, say): said in the log, left alone, nothing offered.
    const QString broken = QDir(m_autosaveDir->path()).filePath(QStringLiteral("recovery-999999-1.json"));
    {
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"gridtrace-recovery\", \"version\": 1, \"scen");
    }
    MainWindow window;
    start(window);
    QVERIFY(!recoveryBar(window));
    QVERIFY(QFileInfo::exists(broken));
    const QStringList log = window.logDock()->entries();
    QVERIFY2(!log.isEmpty() && log.last().contains(QStringLiteral("recovery-999999-1.json")), qPrintable(log.join(u'\n')));
    QVERIFY(window.logDock()->isError(int(log.size()) - 1));
}

int main(int argc, char *argv[])
{
    if (argc >= 3 && qstrcmp(argv[1], childFlag) == 0)
        return editUntilKilled(argc, argv);
    QApplication app(argc, argv);
    TestAutosave test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_autosave.moc"
