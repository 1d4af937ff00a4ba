// The duel in the window as a user meets it: a record file opens as a trace with both snakes
// drawn in their own colours, a broken record changes nothing, a tournament's game replays in
// the window, and a live duel takes the keys, follows its map and replays when asked.

#include "algorithmpanel.h"
#include "bookmarkcommands.h"
#include "bookmarklist.h"
#include "duelplaycontroller.h"
#include "dueltournamentdialog.h"
#include "elidedlabel.h"
#include "gridview.h"
#include "inspectordock.h"
#include "languageswitch.h"
#include "legenddock.h"
#include "mainwindow.h"
#include "mainwindowtesting.h"
#include "snakepainter.h"
#include "watchesdock.h"

#include "catalogue/catalogue.h"
#include "duel/duelarena.h"
#include "duel/duelrecord.h"
#include "duel/dueltracer.h"
#include "trace/cursor.h"
#include "grid/scenariofile.h"
#include "trace/tracefile.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QMessageBox>
#include <QSaveFile>
#include <QTableWidget>
#include <QTabWidget>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

#include <algorithm>

using namespace gridtrace;

namespace {

bool waitForTrace(MainWindow &window, const std::shared_ptr<const Trace> &before = {})
{
    return QTest::qWaitFor([&] { return window.trace() && window.trace() != before && !window.runner().isRunning(); }, 20000);
}

void closeMessageBoxes(QWidget &window)
{
    for (QMessageBox *box : window.findChildren<QMessageBox *>())
        box->close();
}

bool writeFile(const QString &fileName, const QByteArray &content)
{
    QSaveFile file(fileName);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size() && file.commit();
}

CellPos posOf(int cell)
{
    return {DuelMap::column(cell), DuelMap::row(cell)};
}

QColor colourAt(GridView *view, const QImage &image, int cell)
{
    const QPointF centre = view->cellRect(posOf(cell)).center();
    return image.pixelColor(centre.toPoint() * image.devicePixelRatio());
}

// A game of two flood-fill bots long enough for both bodies to have cells between head and
// tail, which A wins.
DuelGame floodFillGame()
{
    DuelGame game;
    for (quint64 seed = 0; seed < 50; ++seed) {
        const auto a = makeBuiltinPlayer(QStringLiteral("flood-fill"), seed);
        const auto b = makeBuiltinPlayer(QStringLiteral("flood-fill"), seed + 1);
        game = playDuel(*a, *b, DuelMap::generate(seed));
        if (game.round() >= 12 && game.result() == DuelResult::AWins)
            break;
    }
    return game;
}

// A game in which A goes up until it runs into a wall, while B takes any free way.
DuelGame gameWhereAHitsAWall()
{
    DuelGame game(DuelMap::generate(3));
    while (!game.isOver()) {
        int b = 0;
        while (b < 3 && game.isBlocked(DuelMap::neighbour(game.head(DuelSide::B), b)))
            ++b;
        game.play(DuelAnswer::move(0), DuelAnswer::move(b));
    }
    return game;
}

QTreeWidgetItem *legendRow(LegendDock *legend, Mark mark)
{
    QTreeWidget *tree = legend->view();
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        if (tree->topLevelItem(i)->data(0, LegendDock::idRole).toString() == markId(mark))
            return tree->topLevelItem(i);
    }
    return nullptr;
}

QStringList watchNames(WatchesDock *watches)
{
    QStringList names;
    for (int row = 0; row < watches->table()->rowCount(); ++row)
        names << watches->table()->item(row, 0)->text();
    return names;
}

QString watchValue(WatchesDock *watches, const QString &name)
{
    for (int row = 0; row < watches->table()->rowCount(); ++row) {
        if (watches->table()->item(row, 0)->text() == name)
            return watches->table()->item(row, 1)->text();
    }
    return {};
}

} // namespace

class TestDuelWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void recordFileReplaysWithBothSnakes();
    void brokenRecordChangesNothing();
    void tournamentGameReplaysInTheWindow();
    void tournamentReplayKeepsTheBoardSetAside();
    void replayTitleNamesWhatSaveWrites();
    void openedRecordKeepsTheBoardSetAside();
    void replayBookmarksAreAskedAboutAndSaved();
    void replayBoardEditsAreAskedAboutAndSaved();
    void liveDuelTakesTheKeysAndReplays();
    void legendShowsTheHeadsAsTheBoardPaintsThem();
    void replayListsOnlyWhatItUses();
    void replayNamesThePlayersInTheViewersLanguage();
    void headOnAWallLeavesTheWallInSight();
    void replayOfTheGameKeepsTheBoardSetAside();
    void viewKeysStayTheDuelsAfterItsEnd();
    void liveLegendListsWhatTheGameDraws();
    void crashedHeadShowsOverTheOtherSnake();
    void statusLinesAreSentences();
    void botsHaveOneNameEverywhere_data();
    void botsHaveOneNameEverywhere();

private:
    QTemporaryDir m_dir;
};

void TestDuelWindow::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // Settings of a previous run (a theme, a layout) stay out of these tests.
    QCoreApplication::setOrganizationName(QStringLiteral("GridTraceTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_duelwindow"));
}

void TestDuelWindow::recordFileReplaysWithBothSnakes()
{
    // A game long enough for both bodies to have cells between head and tail.
    DuelGame game;
    for (quint64 seed = 0; seed < 50; ++seed) {
        const auto a = makeBuiltinPlayer(QStringLiteral("flood-fill"), seed);
        const auto b = makeBuiltinPlayer(QStringLiteral("flood-fill"), seed + 1);
        game = playDuel(*a, *b, DuelMap::generate(seed));
        if (game.round() >= 12 && game.result() == DuelResult::AWins)
            break;
    }
    QVERIFY(game.round() >= 12);
    const QString fileName = m_dir.filePath(QStringLiteral("game.json"));
    QVERIFY(writeFile(fileName, DuelRecord::of(game, QStringLiteral("flood-fill"), QStringLiteral("flood-fill")).toJson()));

    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openFile(fileName), qPrintable(window.lastError()));
    QVERIFY(waitForTrace(window));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("duel-replay"));
    QCOMPARE(window.document().board(), game.map().board());
    GridView *view = window.gridView();
    QCOMPARE(view->snakeBodySequence(), int(DuelSnakeASequence));
    QCOMPARE(view->snakeRivalSequence(), int(DuelSnakeBSequence));
    // A duel's territories are no open list: the inspector shows the snakes' sequences alone.
    auto *inspector = window.findChild<InspectorDock *>();
    QVERIFY(inspector);
    auto *pages = inspector->findChild<QTabWidget *>();
    QVERIFY(pages);
    QVERIFY(!pages->isTabVisible(0));
    QCOMPARE(pages->currentIndex(), 1);

    window.playback().toEnd();
    QCoreApplication::processEvents();
    const QImage image = view->grab().toImage();
    const SnakePainter painter(view->themePalette());
    // A cell in the middle of each body shows that snake's band; the two colours differ.
    const auto &a = game.body(DuelSide::A);
    const auto &b = game.body(DuelSide::B);
    QCOMPARE(colourAt(view, image, a[a.size() / 2]).rgb(), painter.bandColour().rgb());
    QCOMPARE(colourAt(view, image, b[b.size() / 2]).rgb(), painter.rivalBandColour().rgb());
    QVERIFY(painter.bandColour() != painter.rivalBandColour());
    // A wall of the map is drawn as a wall.
    int wall = 0;
    while (!game.map().isWall(wall))
        ++wall;
    QCOMPARE(colourAt(view, image, wall).rgb(), view->themePalette().wall().rgb());
}

void TestDuelWindow::brokenRecordChangesNothing()
{
    MainWindow window;
    window.show();
    window.openExample();
    QVERIFY(waitForTrace(window));
    const std::shared_ptr<const Trace> before = window.trace();
    const Grid board = window.document().board();

    // Snake A walks on after its head hit the wall.
    DuelGame game(DuelMap::generate(3));
    while (!game.isOver())
        game.play(DuelAnswer::move(0), DuelAnswer::move(2));
    DuelRecord record = DuelRecord::of(game);
    record.aSteps += QStringLiteral("11");
    record.bSteps += QStringLiteral("33");
    const QString fileName = m_dir.filePath(QStringLiteral("broken.json"));
    QVERIFY(writeFile(fileName, record.toJson()));
    QTimer::singleShot(0, &window, [&window] { closeMessageBoxes(window); });
    QVERIFY(!window.openFile(fileName));
    closeMessageBoxes(window);
    QVERIFY2(window.lastError().contains(QStringLiteral("over")), qPrintable(window.lastError()));
    QCOMPARE(window.trace(), before);
    QCOMPARE(window.document().board(), board);
}

void TestDuelWindow::tournamentGameReplaysInTheWindow()
{
    MainWindow window;
    window.show();
    auto *action = window.findChild<QAction *>(QStringLiteral("duelTournamentAction"));
    QVERIFY(action);
    action->trigger();
    auto *dialog = window.findChild<DuelTournamentDialog *>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->setBotA(QStringLiteral("flood-fill")));
    QVERIFY(dialog->setBotB(QStringLiteral("random-safe")));
    dialog->setGames(3);
    dialog->setFirstSeed(11);
    dialog->start();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->isRunning(), 30000);
    QCOMPARE(int(dialog->outcomes().size()), 3);

    // The second game (the bots change sides) as the window shows it.
    const DuelGameOutcome &outcome = dialog->outcomes()[1];
    dialog->selectGame(1);
    const std::shared_ptr<const Trace> before = window.trace();
    dialog->replaySelected();
    QVERIFY(waitForTrace(window, before));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("duel-replay"));
    const std::optional<DuelGame> game = outcome.record.replay();
    QVERIFY(game);
    Cursor cursor(*window.trace());
    cursor.toEnd();
    const auto &sequence = cursor.scene().sequence(DuelSnakeBSequence);
    QCOMPARE(std::vector<int>(sequence.begin(), sequence.end()),
             std::vector<int>(game->body(DuelSide::B).begin(), game->body(DuelSide::B).end()));
    QCOMPARE(window.document().board(), outcome.record.map.board());
    // The dialog stays open for the next game.
    QVERIFY(dialog->isVisible());
}

// A game from the table, like the game played, takes the board's place without a question: the
// board with its unsaved edits waits for Duel > Back to the Board Before the Duel.
void TestDuelWindow::tournamentReplayKeepsTheBoardSetAside()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text().remove(u'&') == QStringLiteral("A* on a Maze"))
            action->trigger();
    }
    QVERIFY(waitForTrace(window));
    window.document().paintCells({windowtesting::freeCell(window.document().scenario())}, Grid::Wall, 1);
    const Grid edited = window.document().board();

    window.findChild<QAction *>(QStringLiteral("duelTournamentAction"))->trigger();
    auto *dialog = window.findChild<DuelTournamentDialog *>();
    QVERIFY(dialog);
    dialog->setGames(1);
    dialog->start();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->isRunning(), 30000);
    dialog->selectGame(0);

    windowtesting::ModalAnswers answers(&window);
    const std::shared_ptr<const Trace> before = window.trace();
    dialog->replaySelected();
    QVERIFY(waitForTrace(window, before));
    QVERIFY2(answers.allGiven(), qPrintable(answers.unexpected.join(u',')));
    QVERIFY(answers.asked.isEmpty());
    QCOMPARE(window.document().board(), dialog->outcomes()[0].record.map.board());
    auto *back = window.findChild<QAction *>(QStringLiteral("boardBeforeDuelAction"));
    QVERIFY(back && back->isEnabled());
    back->trigger();
    QVERIFY(waitForTrace(window));
    QVERIFY(window.document().board() == edited);
    QVERIFY(window.isWindowModified());

    // The same from a duel being played: the board from before the duel waits, not the game's.
    window.findChild<QAction *>(QStringLiteral("playDuelAction"))->setChecked(true);
    QVERIFY(!(window.document().board() == edited));
    dialog->replaySelected();
    QVERIFY(QTest::qWaitFor([&] { return !window.runner().isRunning() && back->isEnabled(); }, 20000));
    back->trigger();
    QVERIFY(waitForTrace(window));
    QVERIFY(window.document().board() == edited);
}

// A tournament's game replayed over a scenario opened from a file: the title says it is a replay,
// not the file set aside, so Save asks for a name, and once saved the title names that file and
// Save writes it again without asking; the file set aside is never written.
void TestDuelWindow::replayTitleNamesWhatSaveWrites()
{
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
    const QString opened = m_dir.filePath(QStringLiteral("a150.json"));
    QFile::remove(opened);
    QVERIFY(QFile::copy(QStringLiteral(":/examples/duel-alphabeta.json"), opened));
    QFile::setPermissions(opened, QFile::ReadOwner | QFile::WriteOwner);
    const auto contents = [](const QString &fileName) {
        QFile file(fileName);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    const QByteArray openedBytes = contents(opened);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(opened));
    QVERIFY(waitForTrace(window));
    const auto title = [&] { return window.windowHandle()->title(); };
    QVERIFY2(title().startsWith(QStringLiteral("a150.json")), qPrintable(title()));

    window.findChild<QAction *>(QStringLiteral("duelTournamentAction"))->trigger();
    auto *dialog = window.findChild<DuelTournamentDialog *>();
    QVERIFY(dialog);
    dialog->setGames(1);
    dialog->start();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->isRunning(), 30000);
    dialog->selectGame(0);
    const std::shared_ptr<const Trace> before = window.trace();
    dialog->replaySelected();
    QVERIFY(waitForTrace(window, before));
    QVERIFY2(!title().contains(QStringLiteral("a150.json")), qPrintable(title()));
    QVERIFY2(title().startsWith(QStringLiteral("Duel Replay")), qPrintable(title()));

    QAction *save = windowtesting::actionWithShortcut(window, QKeySequence(QKeySequence::Save));
    QVERIFY(save);
    const QString replay = m_dir.filePath(QStringLiteral("replay.json"));
    {
        windowtesting::ModalAnswers answers(&window);
        answers.file(replay);
        save->trigger();
        QTRY_VERIFY(answers.allGiven());
    }
    QVERIFY2(title().startsWith(QStringLiteral("replay.json")), qPrintable(title()));
    QString error;
    const auto saved = loadScenario(replay, &error);
    QVERIFY2(saved, qPrintable(error));
    QVERIFY(saved->board == window.document().board());
    // Saved once, the replay is written where it was saved, without a question: over another
    // scenario put there meanwhile.
    QVERIFY2(saveScenario(windowtesting::smallScenario(), replay, &error), qPrintable(error));
    {
        windowtesting::ModalAnswers none(&window);
        save->trigger();
        QTest::qWait(100);
        QVERIFY2(none.allGiven(), qPrintable(none.unexpected.join(u',')));
    }
    const auto resaved = loadScenario(replay, &error);
    QVERIFY2(resaved, qPrintable(error));
    QVERIFY(resaved->board == window.document().board());
    QVERIFY2(title().startsWith(QStringLiteral("replay.json")), qPrintable(title()));
    QCOMPARE(contents(opened), openedBytes);

    // Back to the board before the duel: the file it came from, in the title and for Save.
    window.findChild<QAction *>(QStringLiteral("boardBeforeDuelAction"))->trigger();
    QVERIFY2(title().startsWith(QStringLiteral("a150.json")), qPrintable(title()));
    dialog->close();
}

// File > Open of a duel record replays it as Duel > Replay does: the board it replaces, with its
// unsaved edits, waits for Duel > Back to the Board Before the Duel.
void TestDuelWindow::openedRecordKeepsTheBoardSetAside()
{
    DuelGame game(DuelMap::generate(3));
    while (!game.isOver())
        game.play(DuelAnswer::move(0), DuelAnswer::move(2));
    const QString fileName = m_dir.filePath(QStringLiteral("opened.json"));
    QVERIFY(writeFile(fileName, DuelRecord::of(game).toJson()));

    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    std::shared_ptr<const Trace> before = window.trace();
    window.document().paintCells({windowtesting::freeCell(window.document().scenario())}, Grid::Wall, 1);
    const Grid edited = window.document().board();
    QVERIFY(waitForTrace(window, before));
    auto *back = window.findChild<QAction *>(QStringLiteral("boardBeforeDuelAction"));
    QVERIFY(back && !back->isEnabled());

    before = window.trace();
    QVERIFY2(window.openFile(fileName), qPrintable(window.lastError()));
    QVERIFY(waitForTrace(window, before));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("duel-replay"));
    QCOMPARE(window.document().board(), game.map().board());
    QVERIFY(back->isEnabled());
    back->trigger();
    QVERIFY(waitForTrace(window));
    QVERIFY(window.document().board() == edited);
    QVERIFY(window.isWindowModified());
    QVERIFY(!back->isEnabled());
}

// Bookmarks made on a duel's replay are work like any other: the title shows "*" for them, and
// Back, a new game or closing the window asks Save / Discard / Cancel first. Saved with the
// trace, the "*" goes, though the board set aside behind the replay has edits of its own, which
// come back with it.
void TestDuelWindow::replayBookmarksAreAskedAboutAndSaved()
{
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
    const QString record = m_dir.filePath(QStringLiteral("marked.json"));
    QVERIFY(writeFile(record, DuelRecord::of(floodFillGame()).toJson()));
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    std::shared_ptr<const Trace> before = window.trace();
    window.document().paintCells({windowtesting::freeCell(window.document().scenario())}, Grid::Wall, 1);
    QVERIFY(waitForTrace(window, before));
    const Grid edited = window.document().board();
    const auto title = [&] { return window.windowHandle()->title(); };
    QVERIFY2(title().contains(u'*'), qPrintable(title()));

    before = window.trace();
    QVERIFY2(window.openFile(record), qPrintable(window.lastError()));
    QVERIFY(waitForTrace(window, before));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("duel-replay"));
    const std::shared_ptr<const Trace> replay = window.trace();
    window.document().undoStack()->push(new AddBookmarkCommand(window.bookmarks(), Bookmark{3, QStringLiteral("The turn")}));
    QVERIFY2(title().contains(u'*'), qPrintable(title()));

    // Back, a new game and closing each ask; Cancel keeps the replay and its bookmark.
    QAction *back = window.findChild<QAction *>(QStringLiteral("boardBeforeDuelAction"));
    QAction *play = window.findChild<QAction *>(QStringLiteral("playDuelAction"));
    QVERIFY(back && back->isEnabled() && play);
    for (const std::function<void()> &leave : std::initializer_list<std::function<void()>>{
             [&] { back->trigger(); }, [&] { play->trigger(); }, [&] { window.close(); }}) {
        windowtesting::ModalAnswers answers(&window);
        answers.button(QMessageBox::Cancel);
        leave();
        QTRY_VERIFY2(answers.allGiven(), qPrintable(answers.unexpected.join(u',')));
        QVERIFY2(answers.asked.value(0).contains(QStringLiteral("bookmarks of the trace on screen")),
                 qPrintable(answers.asked.value(0)));
        QVERIFY(window.isVisible());
        QVERIFY(!play->isChecked());
        QCOMPARE(window.trace(), replay);
        QCOMPARE(window.bookmarks()->count(), 1);
    }

    // Saved with the trace: no "*", the board set aside still edited behind it.
    const QString traceFile = m_dir.filePath(QStringLiteral("marked.gtrace"));
    {
        windowtesting::ModalAnswers answers(&window);
        answers.file(traceFile);
        window.findChild<QAction *>(QStringLiteral("saveTraceAction"))->trigger();
        QTRY_VERIFY2(answers.allGiven(), qPrintable(answers.unexpected.join(u',')));
    }
    QString error;
    const auto saved = loadTrace(traceFile, &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->bookmarks.size(), std::size_t(1));
    QVERIFY2(!title().contains(u'*'), qPrintable(title()));

    // Another bookmark, discarded on Back: the board before the duel comes back, with its "*".
    window.document().undoStack()->push(new AddBookmarkCommand(window.bookmarks(), Bookmark{5, QString()}));
    QVERIFY2(title().contains(u'*'), qPrintable(title()));
    {
        windowtesting::ModalAnswers answers(&window);
        answers.button(QMessageBox::Discard);
        back->trigger();
        QTRY_VERIFY2(answers.allGiven(), qPrintable(answers.unexpected.join(u',')));
    }
    QVERIFY(waitForTrace(window));
    QVERIFY(window.document().board() == edited);
    QVERIFY2(title().contains(u'*'), qPrintable(title()));
}

// A weight drawn on a replay's board is an edit like any other: the title's "*" shows it, Back
// asks Save, Discard or Cancel, and Save writes the replay's board to a scenario of its own.
void TestDuelWindow::replayBoardEditsAreAskedAboutAndSaved()
{
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
    const QString record = m_dir.filePath(QStringLiteral("weighted.json"));
    QVERIFY(writeFile(record, DuelRecord::of(floodFillGame()).toJson()));
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    const Grid example = window.document().board();
    std::shared_ptr<const Trace> before = window.trace();
    QVERIFY2(window.openFile(record), qPrintable(window.lastError()));
    QVERIFY(waitForTrace(window, before));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("duel-replay"));
    const auto title = [&] { return window.windowHandle()->title(); };
    QVERIFY2(!title().contains(u'*'), qPrintable(title()));

    // A duel reads only walls: a weight leaves the replay as it was, but the board is edited.
    const int cell = windowtesting::freeCell(window.document().scenario());
    before = window.trace();
    window.document().paintCells({cell}, 5, window.document().newDragId());
    QVERIFY(waitForTrace(window, before));
    QVERIFY2(title().contains(u'*'), qPrintable(title()));

    QAction *back = window.findChild<QAction *>(QStringLiteral("boardBeforeDuelAction"));
    QVERIFY(back && back->isEnabled());
    {
        windowtesting::ModalAnswers answers(&window);
        answers.button(QMessageBox::Cancel);
        back->trigger();
        QTRY_VERIFY2(answers.allGiven(), qPrintable(answers.unexpected.join(u',')));
        QVERIFY2(answers.asked.value(0).contains(QStringLiteral("board of the trace on screen")),
                 qPrintable(answers.asked.value(0)));
    }
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("duel-replay"));
    QCOMPARE(window.document().board().weight(cell), 5);

    const QString scenarioFile = m_dir.filePath(QStringLiteral("weighted-replay.json"));
    {
        windowtesting::ModalAnswers answers(&window);
        answers.button(QMessageBox::Save);
        answers.file(scenarioFile);
        back->trigger();
        QTRY_VERIFY2(answers.allGiven(), qPrintable(answers.unexpected.join(u',')));
    }
    QString error;
    const auto saved = loadScenario(scenarioFile, &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->board.weight(cell), 5);
    // The board from before the duel is back, as it was.
    QTRY_VERIFY(window.document().board() == example);
    QVERIFY2(!title().contains(u'*'), qPrintable(title()));
}

void TestDuelWindow::liveDuelTakesTheKeysAndReplays()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *play = window.findChild<QAction *>(QStringLiteral("playDuelAction"));
    QVERIFY(play);
    play->trigger();
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("duelDock"));
    QVERIFY(dock && dock->isVisible());
    auto *controller = window.findChild<DuelPlayController *>();
    QVERIFY(controller && controller->game());
    // The board is the live game's map, drawn with both snakes.
    QCOMPARE(window.document().board(), controller->game()->map().board());
    QCOMPARE(window.gridView()->snakeRivalSequence(), int(DuelSnakeBSequence));

    // Two people, turn by turn: each round waits for both keys.
    QVERIFY(controller->setPlayer(DuelSide::A, DuelPlayController::humanId));
    QVERIFY(controller->setPlayer(DuelSide::B, DuelPlayController::humanId));
    controller->setPace(0);
    // A map on which up is free for A and down for B.
    quint64 seed = 0;
    while (!DuelGame(DuelMap::generate(seed)).isOpenNextRound(DuelMap::neighbour(DuelMap::startA, 0))
           || !DuelGame(DuelMap::generate(seed)).isOpenNextRound(DuelMap::neighbour(DuelMap::startB, 2)))
        ++seed;
    controller->newGame(seed);
    QCOMPARE(window.document().board(), DuelMap::generate(seed).board());
    const int startA = DuelMap::startA;
    const int startB = DuelMap::startB;
    QTest::keyClick(window.gridView(), Qt::Key_W);
    QCOMPARE(controller->game()->round(), 0);
    QTest::keyClick(window.gridView(), Qt::Key_Down);
    QTRY_COMPARE(controller->game()->round(), 1);
    QCOMPARE(controller->game()->head(DuelSide::A), DuelMap::neighbour(startA, 0));
    QCOMPARE(controller->game()->head(DuelSide::B), DuelMap::neighbour(startB, 2));

    // The game played so far, replayed as a trace.
    auto *replay = window.findChild<QAction *>(QStringLiteral("replayDuelAction"));
    QVERIFY(replay && replay->isEnabled());
    replay->trigger();
    QVERIFY(!dock->isVisible());
    QVERIFY(waitForTrace(window));
    QCOMPARE(window.trace()->header.algorithm, QStringLiteral("duel-replay"));
    Cursor cursor(*window.trace());
    cursor.toEnd();
    QCOMPARE(int(cursor.scene().sequence(DuelSnakeASequence).front()), DuelMap::neighbour(startA, 0));
    QCOMPARE(int(cursor.scene().sequence(DuelSnakeBSequence).front()), DuelMap::neighbour(startB, 2));
}

// The legend's swatch of each head is the colour the board paints that head with.
void TestDuelWindow::legendShowsTheHeadsAsTheBoardPaintsThem()
{
    const DuelGame game = floodFillGame();
    const QString fileName = m_dir.filePath(QStringLiteral("heads.json"));
    QVERIFY(writeFile(fileName, DuelRecord::of(game, QStringLiteral("flood-fill"), QStringLiteral("flood-fill")).toJson()));
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openFile(fileName), qPrintable(window.lastError()));
    QVERIFY(waitForTrace(window));
    window.playback().seek(2);
    QCoreApplication::processEvents();
    GridView *view = window.gridView();
    const QImage image = view->grab().toImage();
    auto *legend = window.findChild<LegendDock *>();
    QVERIFY(legend);
    const Scene &scene = *window.playback().scene();
    for (const auto &[sequence, mark] : {std::pair{int(DuelSnakeASequence), duelmarks::headA},
                                         std::pair{int(DuelSnakeBSequence), duelmarks::headB}}) {
        QTreeWidgetItem *row = legendRow(legend, mark);
        QVERIFY2(row, qPrintable(markId(mark)));
        const QColor swatch = row->data(0, LegendDock::colourRole).value<QColor>();
        const QColor painted = colourAt(view, image, int(scene.sequence(sequence).front()));
        QCOMPARE(swatch.name(), painted.name());
    }
}

// A replay has no bot thinking aloud: the legend names no territory nor weighed direction, the
// watches count no search and no breakpoint offers a search's steps; a game with the alpha-beta
// bot keeps them.
void TestDuelWindow::replayListsOnlyWhatItUses()
{
    const QString fileName = m_dir.filePath(QStringLiteral("uses.json"));
    QVERIFY(writeFile(fileName, DuelRecord::of(floodFillGame(), QStringLiteral("flood-fill"), QStringLiteral("flood-fill")).toJson()));
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openFile(fileName), qPrintable(window.lastError()));
    QVERIFY(waitForTrace(window));
    window.playback().toEnd();
    QCoreApplication::processEvents();
    auto *legend = window.findChild<LegendDock *>();
    auto *watches = window.findChild<WatchesDock *>();
    QVERIFY(legend && watches);
    const QList<Mark> searchMarks{duelmarks::territoryA, duelmarks::territoryB, duelmarks::contested,
                                  duelmarks::considered, duelmarks::rejected};
    const QStringList searchCounters{Catalogue::text("Nodes searched"), Catalogue::text("Rounds looked ahead"),
                                     Catalogue::text("Score of the move chosen")};
    for (const Mark mark : searchMarks)
        QVERIFY2(!legendRow(legend, mark), qPrintable(markId(mark)));
    for (const Mark mark : {duelmarks::headA, duelmarks::bodyA, duelmarks::headB, duelmarks::bodyB})
        QVERIFY2(legendRow(legend, mark), qPrintable(markId(mark)));
    const QStringList names = watchNames(watches);
    for (const QString &counter : searchCounters)
        QVERIFY2(!names.contains(counter), qPrintable(names.join(u", ")));
    QVERIFY2(names.contains(Catalogue::text("Rounds played")), qPrintable(names.join(u", ")));
    // Nor can a breakpoint wait for a kind of step the replay never takes.
    auto *kinds = window.findChild<QComboBox *>(QStringLiteral("stepKindCombo"));
    QVERIFY(kinds);
    QCOMPARE(kinds->findText(Catalogue::text("Search a pair of moves")), -1);
    QCOMPARE(kinds->findText(Catalogue::text("Weigh a direction")), -1);
    QVERIFY(kinds->findText(Catalogue::text("Play a round")) >= 0);

    window.openExample(QStringLiteral("duel-alphabeta"));
    QTRY_VERIFY_WITH_TIMEOUT(window.trace() && window.trace()->header.algorithm == u"duel-alphabeta"
                                 && !window.runner().isRunning(), 20000);
    window.playback().toEnd();
    QCoreApplication::processEvents();
    for (const Mark mark : {duelmarks::territoryA, duelmarks::territoryB, duelmarks::considered})
        QVERIFY2(legendRow(legend, mark), qPrintable(markId(mark)));
    const QStringList searched = watchNames(watches);
    for (const QString &counter : searchCounters)
        QVERIFY2(searched.contains(counter), qPrintable(searched.join(u", ")));
    QVERIFY(kinds->findText(Catalogue::text("Search a pair of moves")) >= 0);
}

// Who played is named in the viewer's words, not by the ids the record keeps.
void TestDuelWindow::replayNamesThePlayersInTheViewersLanguage()
{
    const QString fileName = m_dir.filePath(QStringLiteral("players.json"));
    QVERIFY(writeFile(fileName, DuelRecord::of(floodFillGame(), QStringLiteral("human"), QStringLiteral("alphabeta")).toJson()));
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openFile(fileName), qPrintable(window.lastError()));
    QVERIFY(waitForTrace(window));
    window.playback().seek(0);
    QCoreApplication::processEvents();
    auto *watches = window.findChild<WatchesDock *>();
    QCOMPARE(watchValue(watches, WatchesDock::tr("Status")),
             QStringLiteral("Snake A: human player; snake B: alpha-beta search"));

    if (!Language::available().contains(QStringLiteral("zh_CN")))
        return;
    QVERIFY(switchLanguage(QStringLiteral("zh_CN")));
    const QString status = watchValue(watches, WatchesDock::tr("Status"));
    QVERIFY2(!status.contains(QStringLiteral("alphabeta")), qPrintable(status));
    QVERIFY2(status.contains(QCoreApplication::translate("Status", "human player")), qPrintable(status));
    QVERIFY2(status.contains(QCoreApplication::translate("Status", "alpha-beta search")), qPrintable(status));
    QVERIFY(switchLanguage(QStringLiteral("en")));
}

// The loser's head on the wall it ran into is drawn small, on a crash mark: more than half of the
// wall's cell still shows the wall (a whole head there leaves less than half).
void TestDuelWindow::headOnAWallLeavesTheWallInSight()
{
    const DuelGame game = gameWhereAHitsAWall();
    QCOMPARE(game.fault(DuelSide::A), DuelFault::Wall);
    const int head = game.head(DuelSide::A);
    QVERIFY(game.map().isWall(head));
    const QString fileName = m_dir.filePath(QStringLiteral("wall.json"));
    QVERIFY(writeFile(fileName, DuelRecord::of(game, QStringLiteral("human"), QStringLiteral("human")).toJson()));
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openFile(fileName), qPrintable(window.lastError()));
    QVERIFY(waitForTrace(window));
    window.playback().toEnd();
    QCoreApplication::processEvents();
    GridView *view = window.gridView();
    const QImage image = view->grab().toImage();
    const QRect cell = view->cellRect(posOf(head)).toAlignedRect();
    const QRgb wall = view->themePalette().wall().rgb();
    int wallPixels = 0;
    int pixels = 0;
    for (int y = cell.top(); y <= cell.bottom(); ++y) {
        for (int x = cell.left(); x <= cell.right(); ++x) {
            ++pixels;
            wallPixels += image.pixel(QPoint(x, y) * image.devicePixelRatio()) == wall;
        }
    }
    QVERIFY(pixels > 100);
    QVERIFY2(wallPixels * 2 > pixels, qPrintable(QStringLiteral("%1 of %2 pixels show the wall").arg(wallPixels).arg(pixels)));
    // The head is there still, in A's colour.
    QCOMPARE(colourAt(view, image, head).name(), SnakePainter(view->themePalette()).headColour().name());
}

// Duel > Replay the Game Played shows the game's record in the board's stead; the board edited
// before the game waits with its walls, trace, step, breakpoints and undo history until Duel >
// Back to the Board Before the Duel, whether the game was on or over when it was replayed.
void TestDuelWindow::replayOfTheGameKeepsTheBoardSetAside()
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    const Grid opened = window.document().board();
    const auto freeCell = [&](int from) { return windowtesting::freeCell(window.document().scenario(), from); };
    window.document().paintCells({freeCell(0)}, Grid::Wall, window.document().newDragId());
    const Grid edited = window.document().board();
    QVERIFY(waitForTrace(window));
    std::shared_ptr<const Trace> trace = window.trace();
    const int step = trace->stepCount() / 2;
    window.playback().pause();
    window.playback().seek(step);
    const int breakpointCell = freeCell(20);
    window.playback().toggleCellBreakpoint(breakpointCell);
    auto *play = window.findChild<QAction *>(QStringLiteral("playDuelAction"));
    auto *replay = window.findChild<QAction *>(QStringLiteral("replayDuelAction"));
    auto *back = window.findChild<QAction *>(QStringLiteral("boardBeforeDuelAction"));
    auto *controller = window.findChild<DuelPlayController *>();
    QVERIFY(play && replay && back && controller);
    QVERIFY(!back->isEnabled());

    const auto replayAGame = [&](bool leaveTheGameFirst) {
        play->trigger();
        QVERIFY(play->isChecked());
        // Two bots, at full pace: a few rounds to replay.
        QVERIFY(controller->setPlayer(DuelSide::A, QStringLiteral("flood-fill")));
        QVERIFY(controller->setPlayer(DuelSide::B, QStringLiteral("flood-fill")));
        controller->setPace(0);
        controller->newGame(7);
        QTRY_VERIFY(controller->game()->round() >= 2);
        if (leaveTheGameFirst) {
            play->trigger();
            QVERIFY(!play->isChecked());
            QVERIFY(window.document().board() == edited);
        }
        QVERIFY(replay->isEnabled());
        replay->trigger();
        QVERIFY(!play->isChecked());
        QVERIFY(waitForTrace(window, trace));
        QCOMPARE(window.trace()->header.algorithm, QStringLiteral("duel-replay"));
        QVERIFY(!(window.document().board() == edited));
        QVERIFY(back->isEnabled());
    };
    const auto boardIsBack = [&] {
        QVERIFY(!back->isEnabled());
        QVERIFY(window.document().board() == edited);
        QCOMPARE(window.trace(), trace);
        QCOMPARE(window.playback().position(), step);
        QCOMPARE(window.gridView()->breakpointCells(), QSet<int>{breakpointCell});
        // The wall drawn before the game is still Undo's to take back.
        QVERIFY(window.document().undoStack()->canUndo());
        window.document().undoStack()->undo();
        QVERIFY(window.document().board() == opened);
        window.document().undoStack()->redo();
        QVERIFY(window.document().board() == edited);
    };

    replayAGame(false);
    back->trigger();
    boardIsBack();
    // The redo ran the board again.
    QVERIFY(waitForTrace(window, trace));
    trace = window.trace();
    window.playback().pause();
    window.playback().seek(step);
    replayAGame(true);
    back->trigger();
    boardIsBack();
}

// A, L and C are View's arrows, labels and cycle, and A is also a duel's move key: while the
// duel is on the board, over or not, none of them toggles a View action.
void TestDuelWindow::viewKeysStayTheDuelsAfterItsEnd()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QMap<int, QAction *> viewActions;
    for (QAction *action : window.findChildren<QAction *>()) {
        for (const int key : {Qt::Key_A, Qt::Key_L, Qt::Key_C}) {
            if (action->shortcut() == QKeySequence(key) && action->isCheckable())
                viewActions.insert(key, action);
        }
    }
    QCOMPARE(viewActions.size(), 3);
    const auto checked = [&] {
        QList<bool> states;
        for (QAction *action : std::as_const(viewActions))
            states << action->isChecked();
        return states;
    };
    // Outside a duel the keys do toggle them.
    const QList<bool> before = checked();
    QTest::keyClick(window.gridView(), Qt::Key_L);
    QVERIFY(checked() != before);
    QTest::keyClick(window.gridView(), Qt::Key_L);
    QCOMPARE(checked(), before);

    window.findChild<QAction *>(QStringLiteral("playDuelAction"))->trigger();
    auto *controller = window.findChild<DuelPlayController *>();
    QVERIFY(controller && controller->game());
    QVERIFY(controller->setPlayer(DuelSide::A, DuelPlayController::humanId));
    QVERIFY(controller->setPlayer(DuelSide::B, DuelPlayController::humanId));
    controller->setPace(0);
    controller->newGame(3);
    // During the game: A steers, L and C do nothing.
    for (const int key : {Qt::Key_L, Qt::Key_C})
        QTest::keyClick(window.gridView(), Qt::Key(key));
    QCOMPARE(checked(), before);

    // A goes up into a wall, B takes any free way.
    while (!controller->game()->isOver()) {
        const DuelGame *game = controller->game();
        const int round = game->round();
        int b = 0;
        while (b < 3 && game->isBlocked(DuelMap::neighbour(game->head(DuelSide::B), b)))
            ++b;
        controller->choose(DuelSide::A, 0);
        controller->choose(DuelSide::B, b);
        QTRY_VERIFY(controller->game()->isOver() || controller->game()->round() > round);
    }
    QVERIFY(controller->game()->isOver());
    window.gridView()->setFocus();
    for (const int key : {Qt::Key_A, Qt::Key_L, Qt::Key_C}) {
        QTest::keyClick(window.gridView(), Qt::Key(key));
        QCOMPARE(checked(), before);
    }
    // Nor with the keys on the panel, as after setting the pace by Alt+A in a game of bots.
    auto *pace = window.findChild<QSlider *>(QStringLiteral("pace"));
    QVERIFY(pace);
    pace->setFocus();
    for (const int key : {Qt::Key_A, Qt::Key_L, Qt::Key_C}) {
        QTest::keyClick(pace, Qt::Key(key));
        QCOMPARE(checked(), before);
    }

    // Left, the keys are View's again.
    window.findChild<QAction *>(QStringLiteral("playDuelAction"))->trigger();
    QTest::keyClick(window.gridView(), Qt::Key_L);
    QVERIFY(checked() != before);
}

// A live duel's board draws the two snakes on the walls, and nothing a bot weighs: its legend
// lists only those, whatever bot plays.
void TestDuelWindow::liveLegendListsWhatTheGameDraws()
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction *>(QStringLiteral("playDuelAction"))->trigger();
    auto *controller = window.findChild<DuelPlayController *>();
    QVERIFY(controller && controller->game());
    QVERIFY(controller->setPlayer(DuelSide::B, QStringLiteral("alphabeta")));
    auto *legend = window.findChild<LegendDock *>();
    QVERIFY(legend);
    QCoreApplication::processEvents();
    QStringList rows;
    for (int i = 0; i < legend->view()->topLevelItemCount(); ++i)
        rows << legend->view()->topLevelItem(i)->data(0, LegendDock::idRole).toString();
    QStringList drawn;
    for (const Mark mark : {duelmarks::headA, duelmarks::bodyA, duelmarks::headB, duelmarks::bodyB})
        drawn << markId(mark);
    for (const QString &row : std::as_const(rows))
        QVERIFY2(drawn.contains(row) || row == QStringLiteral("wall") || row == QStringLiteral("crash"), qPrintable(rows.join(u' ')));
    for (const QString &mark : std::as_const(drawn))
        QVERIFY2(rows.contains(mark), qPrintable(rows.join(u' ')));
    // The cross on a loser's head is explained.
    QVERIFY2(rows.contains(QStringLiteral("crash")), qPrintable(rows.join(u' ')));
}

// A live duel whose snake A runs into B's body: A's head lies under B's band, and a red cross
// over both shows where A crashed, with A's head small at its centre.
void TestDuelWindow::crashedHeadShowsOverTheOtherSnake()
{
    // Two people at the keys: A heads for B's body as soon as it is next to it, B takes any
    // free way. Found on a generated map, then played key by key in the window.
    std::optional<DuelMap> map;
    std::vector<std::pair<int, int>> moves;
    for (quint64 seed = 0; seed < 200 && !map; ++seed) {
        DuelGame game(DuelMap::generate(seed));
        std::vector<std::pair<int, int>> played;
        while (!game.isOver()) {
            const auto free = [&](DuelSide side) {
                int direction = 0;
                while (direction < 3 && game.isBlocked(DuelMap::neighbour(game.head(side), direction)))
                    ++direction;
                return direction;
            };
            int a = free(DuelSide::A);
            for (int direction = 0; direction < 4; ++direction) {
                const int next = DuelMap::neighbour(game.head(DuelSide::A), direction);
                if (next >= 0 && !game.map().isWall(next) && game.occupant(next) == 2)
                    a = direction;
            }
            const int b = free(DuelSide::B);
            played.emplace_back(a, b);
            game.play(DuelAnswer::move(a), DuelAnswer::move(b));
        }
        if (game.fault(DuelSide::A) == DuelFault::OtherBody && game.fault(DuelSide::B) == DuelFault::None) {
            map = game.map();
            moves = played;
        }
    }
    QVERIFY(map);

    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction *>(QStringLiteral("playDuelAction"))->trigger();
    auto *controller = window.findChild<DuelPlayController *>();
    QVERIFY(controller);
    QVERIFY(controller->setPlayer(DuelSide::A, DuelPlayController::humanId));
    QVERIFY(controller->setPlayer(DuelSide::B, DuelPlayController::humanId));
    controller->setPace(0);
    QVERIFY(controller->newGame(*map, 1));
    for (const auto &[a, b] : moves) {
        controller->choose(DuelSide::A, a);
        controller->choose(DuelSide::B, b);
    }
    QVERIFY(controller->game()->isOver());
    QCOMPARE(controller->game()->fault(DuelSide::A), DuelFault::OtherBody);
    QCoreApplication::processEvents();
    GridView *view = window.gridView();
    const QImage image = view->grab().toImage();
    const int head = controller->game()->head(DuelSide::A);
    const SnakePainter painter(view->themePalette());
    const qreal ratio = image.devicePixelRatio();
    const QRectF cell = view->cellRect(posOf(head));
    const QRect pixels = QRectF(cell.topLeft() * ratio, cell.size() * ratio).toAlignedRect() & image.rect();
    int cross = 0;
    for (int y = pixels.top(); y <= pixels.bottom(); ++y) {
        for (int x = pixels.left(); x <= pixels.right(); ++x)
            cross += image.pixelColor(x, y) == painter.crashColour();
    }
    QVERIFY2(cross > 10, qPrintable(QString::number(cross)));
    QCOMPARE(colourAt(view, image, head).name(), painter.headColour().name());
}

// Every built-in bot has one name wherever the window lists it: Play a Duel's players, the
// Algorithm panel (after the family's "Duel: "), its Opponent parameter, the tournament's bots
// and a replay's status; the starter bot is named after its platform. Where a list gives a bot
// a tooltip, it is the summary the Algorithm panel shows.
void TestDuelWindow::botsHaveOneNameEverywhere_data()
{
    QTest::addColumn<QString>("bot");
    for (const QString &id : duelBotIds())
        QTest::newRow(qPrintable(id)) << id;
}

void TestDuelWindow::botsHaveOneNameEverywhere()
{
    QFETCH(QString, bot);
    const QString fileName = m_dir.filePath(bot + QStringLiteral(".json"));
    QVERIFY(writeFile(fileName, DuelRecord::of(floodFillGame(), bot, QStringLiteral("flood-fill")).toJson()));
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const auto item = [](QWidget *parent, const QString &id, int role) {
        for (QComboBox *box : parent->findChildren<QComboBox *>()) {
            if (const int i = box->findData(id); i >= 0)
                return box->itemData(i, role).toString();
        }
        return QString();
    };
    const AlgorithmInfo *entry = Catalogue::find(QStringLiteral("duel-") + bot);
    QVERIFY(entry);
    const QString summary = Catalogue::text(entry->summary);
    QVERIFY(!summary.isEmpty());

    QWidget *duelDock = window.findChild<QDockWidget *>(QStringLiteral("duelDock"));
    const QString player = item(duelDock, bot, Qt::DisplayRole);
    QVERIFY(!player.isEmpty());
    if (bot == u"kob-starter")
        QCOMPARE(player, QStringLiteral("The King of Bots starter bot"));
    QCOMPARE(item(duelDock, bot, Qt::ToolTipRole), summary);

    // The list names the family first, as it does every duel bot, and the bot as a word in it.
    const QString listed = item(window.findChild<AlgorithmPanel *>(), entry->id, Qt::DisplayRole);
    QCOMPARE(listed, QStringLiteral("Duel: ") + player.left(1).toLower() + player.mid(1));
    const auto opponent = std::find_if(entry->parameters.cbegin(), entry->parameters.cend(),
                                       [](const ParameterSpec &spec) { return spec.key == u"opponent"; });
    QVERIFY(opponent != entry->parameters.cend());
    QCOMPARE(Catalogue::text(opponent->choiceNames.value(opponent->choices.indexOf(bot))), player);

    // The tournament gives the id beside the name.
    window.findChild<QAction *>(QStringLiteral("duelTournamentAction"))->trigger();
    auto *dialog = window.findChild<DuelTournamentDialog *>();
    QVERIFY(dialog);
    QCOMPARE(item(dialog, bot, Qt::DisplayRole), QStringLiteral("%1 (%2)").arg(player, bot));
    QCOMPARE(item(dialog, bot, Qt::ToolTipRole), summary);
    dialog->close();

    QVERIFY2(window.openFile(fileName), qPrintable(window.lastError()));
    QVERIFY(waitForTrace(window));
    window.playback().seek(0);
    QCoreApplication::processEvents();
    const QString status = watchValue(window.findChild<WatchesDock *>(), WatchesDock::tr("Status"));
    QVERIFY2(status.startsWith(QStringLiteral("snake A: %1;").arg(player), Qt::CaseInsensitive), qPrintable(status));
}

// A replay's status, in the status bar and the Watches, begins as a sentence at every step, as
// a search's does ("Goal reached…") and every other line of the window.
void TestDuelWindow::statusLinesAreSentences()
{
    const QString fileName = m_dir.filePath(QStringLiteral("sentences.json"));
    QVERIFY(writeFile(fileName, DuelRecord::of(floodFillGame(), QStringLiteral("flood-fill"), QStringLiteral("human")).toJson()));
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openFile(fileName), qPrintable(window.lastError()));
    QVERIFY(waitForTrace(window));
    auto *watches = window.findChild<WatchesDock *>();
    auto *bar = window.findChild<ElidedLabel *>(QStringLiteral("stepStatus"));
    QVERIFY(watches && bar);
    int checked = 0;
    for (int position = 0; position <= window.trace()->stepCount(); ++position) {
        window.playback().seek(position);
        QCoreApplication::processEvents();
        const QString status = watchValue(watches, WatchesDock::tr("Status"));
        if (status.isEmpty())
            continue;
        ++checked;
        QVERIFY2(status.front().isUpper(), qPrintable(status));
        // "Step 3 of 40  Round 3: both snakes move".
        const QString line = bar->fullText();
        const qsizetype gap = line.indexOf(QStringLiteral("  "));
        QVERIFY2(gap > 0 && line.mid(gap + 2) == status, qPrintable(line));
    }
    QVERIFY(checked > 3);
}

QTEST_MAIN(TestDuelWindow)
#include "tst_duelwindow.moc"
