// Setting up a snake game by hand, as a lecturer does before a lesson: the snake drawn cell by
// cell from its head, the food put down, walls around them; every edit undoable, the file
// keeping what was drawn, and the game starting from exactly that.

#include "boarddocument.h"
#include "gridview.h"
#include "tools/drawtool.h"
#include "tools/snaketool.h"

#include "catalogue/catalogue.h"
#include "grid/scenariofile.h"
#include "trace/cursor.h"
#include "trace/scene.h"
#include "trace/trace.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QUndoStack>

using namespace gridtrace;

namespace gridtrace {

char *toString(const CellPos &p)
{
    return QTest::toString(QStringLiteral("(%1, %2)").arg(p.x).arg(p.y));
}

} // namespace gridtrace

namespace {

using Cells = std::vector<CellPos>;

Scenario snakeScenario()
{
    Scenario scenario;
    scenario.board = Grid(10, 8);
    scenario.board.setWall({5, 3});
    scenario.start = CellPos{2, 2};
    scenario.goal = CellPos{8, 6};
    scenario.algorithm = QStringLiteral("snake-greedy");
    return scenario;
}

struct ViewFixture
{
    explicit ViewFixture(Tool &tool)
    {
        document.reset(snakeScenario());
        view.setDocument(&document);
        view.setTool(&tool);
        view.resize(500, 400);
        view.show();
    }

    QPoint centre(CellPos cell) const { return view.cellRect(cell).center().toPoint(); }

    void drag(const QList<CellPos> &cells, Qt::MouseButton button = Qt::LeftButton)
    {
        QTest::mousePress(&view, button, {}, centre(cells.first()));
        for (qsizetype i = 1; i < cells.size(); ++i)
            QTest::mouseMove(&view, centre(cells[i]));
        QTest::mouseRelease(&view, button, {}, centre(cells.last()));
    }

    BoardDocument document;
    GridView view;
};

} // namespace

class TestSnakeEdit : public QObject
{
    Q_OBJECT

private slots:
    void fileKeepsTheDrawnSnakeAndFood();
    void fileRefusesABrokenSnake_data();
    void fileRefusesABrokenSnake();
    void gameStartsFromTheDrawnSnakeAndFood();
    void documentKeepsTheSnakeWhole();
    void wallsGoAroundTheSnakeAndFood();
    void movingTheStartLetsTheSnakeGo();
    void aNewBoardDropsWhatNoLongerFits();
    void dragDrawsTheSnakeCellByCell();
    void dragStopsAtWallsAndTakesCellsBack();
    void pressOnTheSnakeCutsItThere();
    void rightButtonPlacesAndRemovesTheFood();
    void drawToolDragsTheFood();
};

void TestSnakeEdit::fileKeepsTheDrawnSnakeAndFood()
{
    Scenario scenario = snakeScenario();
    scenario.snake = {{2, 2}, {2, 3}, {3, 3}, {4, 3}};
    scenario.food = CellPos{7, 1};
    QString error;
    const auto read = readScenarioJson(writeScenarioJson(scenario), &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->snake, scenario.snake);
    QCOMPARE(read->food, scenario.food);
    QCOMPARE(*read, scenario);

    // A hand-written file may leave out the start: the snake's head is the start.
    QJsonObject object = scenarioToJson(scenario);
    object.remove(QStringLiteral("start"));
    const auto headless = scenarioFromJson(object, &error);
    QVERIFY2(headless, qPrintable(error));
    QCOMPARE(headless->start, std::optional<CellPos>(CellPos{2, 2}));
}

void TestSnakeEdit::fileRefusesABrokenSnake_data()
{
    QTest::addColumn<QByteArray>("snake");
    QTest::addColumn<QString>("message");
    QTest::newRow("a jump") << QByteArray("[[2, 2], [2, 3], [4, 3]]") << QStringLiteral("does not touch");
    QTest::newRow("a diagonal") << QByteArray("[[2, 2], [3, 3]]") << QStringLiteral("does not touch");
    QTest::newRow("crossing") << QByteArray("[[2, 2], [2, 3], [2, 2]]") << QStringLiteral("crosses itself");
    QTest::newRow("off the board") << QByteArray("[[2, 2], [2, 1], [2, 0], [2, -1]]") << QStringLiteral("outside");
    QTest::newRow("not a pair") << QByteArray("[[2, 2], [2]]") << QStringLiteral("pair of whole numbers");
    QTest::newRow("head not on start") << QByteArray("[[3, 2], [4, 2]]") << QStringLiteral("must begin at");
    QTest::newRow("food on it") << QByteArray("[[2, 2], [2, 1], [3, 1], [4, 1], [5, 1], [6, 1], [7, 1]]")
                                << QStringLiteral("lies on the snake");
}

void TestSnakeEdit::fileRefusesABrokenSnake()
{
    QFETCH(QByteArray, snake);
    QFETCH(QString, message);
    Scenario scenario = snakeScenario();
    scenario.snake = {{2, 2}, {2, 3}};
    scenario.food = CellPos{7, 1};
    QJsonObject object = scenarioToJson(scenario);
    object.insert(QStringLiteral("snake"), QJsonDocument::fromJson(snake).array());
    QString error;
    QVERIFY(!scenarioFromJson(object, &error));
    QVERIFY2(error.contains(message), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("snake")) || error.contains(QStringLiteral("food")), qPrintable(error));
}

void TestSnakeEdit::gameStartsFromTheDrawnSnakeAndFood()
{
    // A bent snake whose head looks north, the food two cells ahead of it: one move later the
    // head is one cell nearer the food, the body has followed the drawn shape, and the food
    // is eaten on the second.
    Scenario scenario = snakeScenario();
    scenario.snake = {{2, 4}, {3, 4}, {3, 5}, {3, 6}, {2, 6}};
    scenario.start = scenario.snake.front();
    scenario.food = CellPos{2, 2};
    scenario.parameters.insert(QStringLiteral("step-limit"), 2);
    QCOMPARE(Catalogue::prepare(scenario), QString());

    Trace trace;
    const RunOutcome outcome = Catalogue::run(scenario, &trace);
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    QCOMPARE(int(outcome.cost), 6); // ate once
    QCOMPARE(outcome.path.front(), CellPos(2, 2));
    QCOMPARE(outcome.path, (Cells{{2, 2}, {2, 3}, {2, 4}, {3, 4}, {3, 5}, {3, 6}}));

    Cursor cursor(trace);
    cursor.toStart();
    const Scene &scene = cursor.scene();
    const Grid &board = scenario.board;
    QCOMPARE(scene.mark(board.index({2, 4})), Mark::Head);
    for (std::size_t i = 1; i < scenario.snake.size(); ++i)
        QCOMPARE(scene.mark(board.index(scenario.snake[i])), Mark::Body);
    QCOMPARE(scene.mark(board.index({2, 2})), Mark::Food);

    // Drawn into a wall, the game does not start, and says why.
    Scenario walled = scenario;
    walled.board.setWall({3, 6});
    const RunOutcome refused = Catalogue::run(walled);
    QVERIFY(refused.error.contains(QStringLiteral("(3,6)")));
}

void TestSnakeEdit::documentKeepsTheSnakeWhole()
{
    BoardDocument document;
    document.reset(snakeScenario());
    QVERIFY(document.setSnake({{2, 2}, {3, 2}, {3, 3}}, document.newDragId()));
    QCOMPARE(document.scenario().start, std::optional<CellPos>(CellPos{2, 2}));

    const Cells drawn = document.scenario().snake;
    QVERIFY(!document.setSnake({{2, 2}, {4, 2}}, -1));          // a jump
    QVERIFY(!document.setSnake({{2, 2}, {3, 3}}, -1));          // a diagonal
    QVERIFY(!document.setSnake({{4, 3}, {5, 3}}, -1));          // into a wall
    QVERIFY(!document.setSnake({{2, 2}, {3, 2}, {2, 2}}, -1));  // over itself
    QVERIFY(document.moveEndpoint(Endpoint::Food, CellPos{6, 6}, -1));
    QVERIFY(!document.setSnake({{6, 5}, {6, 6}}, -1));          // over the food
    QCOMPARE(document.scenario().snake, drawn);

    // The head is the start; a goal under the snake goes, and comes back on undo.
    QVERIFY(document.setSnake({{8, 5}, {8, 6}, {7, 6}}, document.newDragId()));
    QCOMPARE(document.scenario().start, std::optional<CellPos>(CellPos{8, 5}));
    QCOMPARE(document.scenario().goal, std::nullopt);
    document.undoStack()->undo();
    QCOMPARE(document.scenario().snake, drawn);
    QCOMPARE(document.scenario().start, std::optional<CellPos>(CellPos{2, 2}));
    QCOMPARE(document.scenario().goal, std::optional<CellPos>(CellPos{8, 6}));

    // The food stays off the snake and the start.
    QVERIFY(!document.moveEndpoint(Endpoint::Food, CellPos{3, 3}, -1));
    QVERIFY(!document.moveEndpoint(Endpoint::Food, CellPos{2, 2}, -1));
    QVERIFY(!document.moveEndpoint(Endpoint::Food, CellPos{5, 3}, -1));
}

void TestSnakeEdit::wallsGoAroundTheSnakeAndFood()
{
    BoardDocument document;
    document.reset(snakeScenario());
    QVERIFY(document.setSnake({{2, 2}, {3, 2}, {4, 2}}, -1));
    QVERIFY(document.moveEndpoint(Endpoint::Food, CellPos{6, 2}, -1));
    std::vector<int> row;
    for (int x = 0; x < 10; ++x)
        row.push_back(document.board().index({x, 2}));
    document.paintCells(row, Grid::Wall, -1);
    for (int x = 0; x < 10; ++x) {
        const bool spared = (x >= 2 && x <= 4) || x == 6;
        QCOMPARE(document.board().isWall({x, 2}), !spared);
    }
}

void TestSnakeEdit::movingTheStartLetsTheSnakeGo()
{
    BoardDocument document;
    document.reset(snakeScenario());
    const Cells drawn{{2, 2}, {3, 2}, {4, 2}};
    QVERIFY(document.setSnake(drawn, -1));
    const int drag = document.newDragId();
    QVERIFY(document.moveEndpoint(Endpoint::Start, CellPos{1, 5}, drag));
    QVERIFY(document.moveEndpoint(Endpoint::Start, CellPos{1, 6}, drag));
    QVERIFY(document.scenario().snake.empty());
    QCOMPARE(document.scenario().start, std::optional<CellPos>(CellPos{1, 6}));
    document.undoStack()->undo();
    QCOMPARE(document.scenario().snake, drawn);
    QCOMPARE(document.scenario().start, std::optional<CellPos>(CellPos{2, 2}));
}

void TestSnakeEdit::aNewBoardDropsWhatNoLongerFits()
{
    BoardDocument document;
    document.reset(snakeScenario());
    const Cells drawn{{2, 2}, {3, 2}, {4, 2}};
    QVERIFY(document.setSnake(drawn, -1));
    QVERIFY(document.moveEndpoint(Endpoint::Food, CellPos{8, 1}, -1));

    // Cleared: everything still fits.
    document.replaceBoard(BoardDocument::cleared(document.board()), document.scenario().start,
                          document.scenario().goal, [] { return QStringLiteral("clear"); });
    QCOMPARE(document.scenario().snake, drawn);
    QCOMPARE(document.scenario().food, std::optional<CellPos>(CellPos{8, 1}));

    // A wall across the body and a board too narrow for the food: both go, undo brings them back.
    Grid walled = document.board();
    walled.setWall({3, 2});
    document.replaceBoard(BoardDocument::resized(walled, 8, 8), document.scenario().start,
                          document.scenario().goal, [] { return QStringLiteral("resize"); });
    QVERIFY(document.scenario().snake.empty());
    QCOMPARE(document.scenario().food, std::nullopt);
    QCOMPARE(document.scenario().start, std::optional<CellPos>(CellPos{2, 2}));
    document.undoStack()->undo();
    QCOMPARE(document.scenario().snake, drawn);
    QCOMPARE(document.scenario().food, std::optional<CellPos>(CellPos{8, 1}));
}

void TestSnakeEdit::dragDrawsTheSnakeCellByCell()
{
    SnakeTool tool;
    ViewFixture f(tool);
    const QUndoStack *undo = f.document.undoStack();
    const int before = undo->count();
    // Right, down, and a fast jump three cells on that is walked one side step at a time.
    f.drag({{1, 1}, {2, 1}, {3, 1}, {3, 2}, {6, 2}});
    QCOMPARE(f.document.scenario().snake, (Cells{{1, 1}, {2, 1}, {3, 1}, {3, 2}, {4, 2}, {5, 2}, {6, 2}}));
    QCOMPARE(f.document.scenario().start, std::optional<CellPos>(CellPos{1, 1}));
    QCOMPARE(undo->count(), before + 1);
    f.document.undoStack()->undo();
    QVERIFY(f.document.scenario().snake.empty());
    QCOMPARE(f.document.scenario().start, std::optional<CellPos>(CellPos{2, 2}));
}

void TestSnakeEdit::dragStopsAtWallsAndTakesCellsBack()
{
    SnakeTool tool;
    ViewFixture f(tool);
    // Down into the wall at (5, 3): the body stops beside it and waits for the pointer.
    f.drag({{5, 1}, {5, 2}, {5, 3}, {5, 4}});
    QCOMPARE(f.document.scenario().snake, (Cells{{5, 1}, {5, 2}}));
    // Back over its own cells: they are taken back; it never crosses itself.
    f.drag({{5, 2}, {6, 2}, {6, 1}, {6, 2}, {7, 2}});
    QCOMPARE(f.document.scenario().snake, (Cells{{5, 1}, {5, 2}, {6, 2}, {7, 2}}));
    f.drag({{7, 2}, {7, 1}, {6, 1}, {5, 1}, {4, 1}});
    QCOMPARE(f.document.scenario().snake, (Cells{{5, 1}, {5, 2}, {6, 2}, {7, 2}, {7, 1}, {6, 1}}));
}

void TestSnakeEdit::pressOnTheSnakeCutsItThere()
{
    SnakeTool tool;
    ViewFixture f(tool);
    f.drag({{1, 1}, {4, 1}, {4, 4}});
    QCOMPARE(f.document.scenario().snake.size(), std::size_t(7));
    f.drag({{4, 1}, {4, 0}, {7, 0}});
    QCOMPARE(f.document.scenario().snake,
             (Cells{{1, 1}, {2, 1}, {3, 1}, {4, 1}, {4, 0}, {5, 0}, {6, 0}, {7, 0}}));
    // A press on a free cell starts a new snake there.
    f.drag({{1, 6}, {3, 6}});
    QCOMPARE(f.document.scenario().snake, (Cells{{1, 6}, {2, 6}, {3, 6}}));
    QCOMPARE(f.document.scenario().start, std::optional<CellPos>(CellPos{1, 6}));
}

void TestSnakeEdit::rightButtonPlacesAndRemovesTheFood()
{
    SnakeTool tool;
    ViewFixture f(tool);
    f.drag({{1, 1}, {3, 1}});
    QTest::mouseClick(&f.view, Qt::RightButton, {}, f.centre({7, 5}));
    QCOMPARE(f.document.scenario().food, std::optional<CellPos>(CellPos{7, 5}));
    QTest::mouseClick(&f.view, Qt::RightButton, {}, f.centre({2, 1})); // on the snake: refused
    QTest::mouseClick(&f.view, Qt::RightButton, {}, f.centre({5, 3})); // on a wall: refused
    QCOMPARE(f.document.scenario().food, std::optional<CellPos>(CellPos{7, 5}));
    QTest::mouseClick(&f.view, Qt::RightButton, {}, f.centre({1, 6}));
    QCOMPARE(f.document.scenario().food, std::optional<CellPos>(CellPos{1, 6}));
    QTest::mouseClick(&f.view, Qt::RightButton, {}, f.centre({1, 6}));
    QCOMPARE(f.document.scenario().food, std::nullopt);
    f.document.undoStack()->undo();
    QCOMPARE(f.document.scenario().food, std::optional<CellPos>(CellPos{1, 6}));
    // The snake does not grow over the food.
    f.drag({{3, 1}, {3, 6}, {1, 6}});
    QCOMPARE(f.document.scenario().snake.back(), CellPos(2, 6));
}

void TestSnakeEdit::drawToolDragsTheFood()
{
    DrawTool tool;
    ViewFixture f(tool);
    QVERIFY(f.document.moveEndpoint(Endpoint::Food, CellPos{7, 5}, -1));
    f.drag({{7, 5}, {7, 6}, {6, 6}});
    QCOMPARE(f.document.scenario().food, std::optional<CellPos>(CellPos{6, 6}));
    QVERIFY(!f.document.board().isWall({7, 6}));
}

QTEST_MAIN(TestSnakeEdit)
#include "tst_snakeedit.moc"
