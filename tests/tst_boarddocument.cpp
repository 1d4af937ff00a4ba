// The board document is what undo and redo act on: a drag must come back as one step, a
// replaced board must come back whole, and every change must say so, or the view and the
// run go stale.

#include "boarddocument.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoGroup>
#include <QUndoStack>

using namespace gridtrace;

namespace gridtrace {

char *toString(const CellPos &p)
{
    return QTest::toString(QStringLiteral("(%1, %2)").arg(p.x).arg(p.y));
}

} // namespace gridtrace

namespace {

Scenario freeScenario(int width, int height)
{
    Scenario scenario;
    scenario.board = Grid(width, height);
    scenario.start = CellPos{0, 0};
    scenario.goal = CellPos{width - 1, height - 1};
    scenario.algorithm = QStringLiteral("astar");
    return scenario;
}

QList<CellPos> walls(const Grid &board)
{
    QList<CellPos> result;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.weight(cell) == Grid::Wall)
            result.append(board.pos(cell));
    }
    return result;
}

} // namespace

class TestBoardDocument : public QObject
{
    Q_OBJECT

private slots:
    void resetReplacesEverythingAndForgetsHistory();
    void aGameSetsTheBoardAndItsHistoryAside();
    void paintsOfOneDragAreOneUndoStep();
    void paintsOfTwoDragsAreTwoUndoSteps();
    void cellsAlreadyHoldingTheWeightAreSkipped();
    void endpointsAreNeverWalledIn();
    void weightsMayBePaintedUnderEndpoints();
    void endpointMovesOfOneDragAreOneStep();
    void endpointRefusesWallsAndTheOtherEndpoint();
    void draggingAnEndpointBackLeavesNoStep();
    void replaceBoardIsOneStepAndUndoRestoresEverything();
    void replaceBoardKeepsEndpointsOnTheNewBoard();
    void paintSignalsNameTheChangedCells();
    void algorithmIsASettingNotAnEdit();
    void resizedKeepsTheOverlapAndFreesTheRest();
    void clearedFreesEveryCell();
};

void TestBoardDocument::resetReplacesEverythingAndForgetsHistory()
{
    BoardDocument document;
    document.reset(freeScenario(8, 6));
    document.paintCells({10, 11}, Grid::Wall, document.newDragId());
    QCOMPARE(document.undoStack()->count(), 1);

    QSignalSpy resets(&document, &BoardDocument::documentReset);
    QSignalSpy changes(&document, &BoardDocument::boardChanged);
    Scenario other = freeScenario(5, 4);
    other.board.setWall({2, 2});
    document.reset(other);
    QCOMPARE(resets.count(), 1);
    QCOMPARE(changes.count(), 1);
    QCOMPARE(document.scenario(), other);
    QCOMPARE(document.undoStack()->count(), 0);
}

void TestBoardDocument::paintsOfOneDragAreOneUndoStep()
{
    BoardDocument document;
    document.reset(freeScenario(8, 6));
    const int drag = document.newDragId();
    document.paintCells({9, 10}, Grid::Wall, drag);
    document.paintCells({11, 19}, Grid::Wall, drag);
    QCOMPARE(document.undoStack()->count(), 1);
    QCOMPARE(walls(document.board()), (QList<CellPos>{{1, 1}, {2, 1}, {3, 1}, {3, 2}}));

    document.undoStack()->undo();
    QVERIFY(walls(document.board()).isEmpty());
    document.undoStack()->redo();
    QCOMPARE(walls(document.board()), (QList<CellPos>{{1, 1}, {2, 1}, {3, 1}, {3, 2}}));
}

void TestBoardDocument::paintsOfTwoDragsAreTwoUndoSteps()
{
    BoardDocument document;
    document.reset(freeScenario(8, 6));
    document.paintCells({9, 10}, Grid::Wall, document.newDragId());
    document.paintCells({11}, 5, document.newDragId());
    QCOMPARE(document.undoStack()->count(), 2);

    document.undoStack()->undo();
    QCOMPARE(document.board().weight(11), Grid::MinWeight);
    QCOMPARE(walls(document.board()), (QList<CellPos>{{1, 1}, {2, 1}}));
    document.undoStack()->undo();
    QVERIFY(walls(document.board()).isEmpty());
}

void TestBoardDocument::cellsAlreadyHoldingTheWeightAreSkipped()
{
    BoardDocument document;
    document.reset(freeScenario(8, 6));
    document.paintCells({12}, Grid::MinWeight, document.newDragId());
    QCOMPARE(document.undoStack()->count(), 0);

    document.paintCells({12}, Grid::Wall, document.newDragId());
    document.paintCells({12, 13}, Grid::Wall, document.newDragId());
    QCOMPARE(document.undoStack()->count(), 2);
    // Undoing the second drag frees only the cell it walled.
    document.undoStack()->undo();
    QCOMPARE(walls(document.board()), (QList<CellPos>{{4, 1}}));
}

void TestBoardDocument::endpointsAreNeverWalledIn()
{
    BoardDocument document;
    document.reset(freeScenario(8, 6));
    const int goal = document.board().index(*document.scenario().goal);
    document.paintCells({0, 1, goal}, Grid::Wall, document.newDragId());
    QCOMPARE(walls(document.board()), (QList<CellPos>{{1, 0}}));
    QVERIFY(document.board().isPassable(*document.scenario().start));
    QVERIFY(document.board().isPassable(*document.scenario().goal));
}

void TestBoardDocument::weightsMayBePaintedUnderEndpoints()
{
    BoardDocument document;
    document.reset(freeScenario(8, 6));
    document.paintCells({0}, 7, document.newDragId());
    QCOMPARE(document.board().weight(0), std::uint8_t(7));
}

void TestBoardDocument::endpointMovesOfOneDragAreOneStep()
{
    BoardDocument document;
    document.reset(freeScenario(8, 6));
    QSignalSpy changes(&document, &BoardDocument::boardChanged);
    const int drag = document.newDragId();
    QVERIFY(document.moveEndpoint(Endpoint::Goal, CellPos{6, 5}, drag));
    QVERIFY(document.moveEndpoint(Endpoint::Goal, CellPos{5, 4}, drag));
    QVERIFY(document.moveEndpoint(Endpoint::Goal, CellPos{4, 4}, drag));
    QCOMPARE(document.scenario().goal, CellPos(4, 4));
    QCOMPARE(document.undoStack()->count(), 1);
    QCOMPARE(changes.count(), 3);

    QVERIFY(document.moveEndpoint(Endpoint::Start, CellPos{1, 0}, document.newDragId()));
    QCOMPARE(document.undoStack()->count(), 2);

    document.undoStack()->undo();
    QCOMPARE(document.scenario().start, CellPos(0, 0));
    QCOMPARE(document.scenario().goal, CellPos(4, 4));
    document.undoStack()->undo();
    QCOMPARE(document.scenario().goal, CellPos(7, 5));
    QCOMPARE(changes.count(), 6);

    // Removing an endpoint is an edit too.
    QVERIFY(document.moveEndpoint(Endpoint::Start, std::nullopt, document.newDragId()));
    QVERIFY(!document.scenario().start);
    document.undoStack()->undo();
    QCOMPARE(document.scenario().start, CellPos(0, 0));
}

void TestBoardDocument::endpointRefusesWallsAndTheOtherEndpoint()
{
    BoardDocument document;
    document.reset(freeScenario(8, 6));
    document.paintCells({document.board().index({3, 3})}, Grid::Wall, document.newDragId());
    const int steps = document.undoStack()->count();
    QVERIFY(!document.moveEndpoint(Endpoint::Start, CellPos{3, 3}, document.newDragId()));
    QVERIFY(!document.moveEndpoint(Endpoint::Start, CellPos{7, 5}, document.newDragId()));
    QVERIFY(!document.moveEndpoint(Endpoint::Start, CellPos{8, 0}, document.newDragId()));
    QCOMPARE(document.scenario().start, CellPos(0, 0));
    QCOMPARE(document.undoStack()->count(), steps);
}

void TestBoardDocument::draggingAnEndpointBackLeavesNoStep()
{
    BoardDocument document;
    document.reset(freeScenario(8, 6));
    const int drag = document.newDragId();
    QVERIFY(document.moveEndpoint(Endpoint::Start, CellPos{1, 0}, drag));
    QVERIFY(document.moveEndpoint(Endpoint::Start, CellPos{0, 0}, drag));
    QCOMPARE(document.undoStack()->count(), 0);
    QCOMPARE(document.scenario().start, CellPos(0, 0));
}

void TestBoardDocument::replaceBoardIsOneStepAndUndoRestoresEverything()
{
    BoardDocument document;
    Scenario original = freeScenario(8, 6);
    original.board.setWall({4, 4});
    original.board.setWeight({2, 3}, 6);
    document.reset(original);

    Grid maze(12, 9, Grid::Wall);
    maze.setWeight({1, 1}, 1);
    maze.setWeight({10, 7}, 1);
    QSignalSpy changes(&document, &BoardDocument::boardChanged);
    QSignalSpy cells(&document, &BoardDocument::cellsChanged);
    document.replaceBoard(maze, CellPos{1, 1}, CellPos{10, 7}, [] { return QStringLiteral("Generate"); });
    QCOMPARE(document.undoStack()->count(), 1);
    QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Generate"));
    QCOMPARE(document.board(), maze);
    QCOMPARE(document.scenario().start, CellPos(1, 1));
    QCOMPARE(document.scenario().goal, CellPos(10, 7));
    QCOMPARE(changes.count(), 1);
    QCOMPARE(cells.count(), 1);
    QCOMPARE(cells.last().at(0).toRect(), QRect(0, 0, 12, 9));

    document.undoStack()->undo();
    QCOMPARE(document.scenario(), original);
    QCOMPARE(changes.count(), 2);
    QCOMPARE(cells.last().at(0).toRect(), QRect(0, 0, 8, 6));
    document.undoStack()->redo();
    QCOMPARE(document.board(), maze);
}

void TestBoardDocument::replaceBoardKeepsEndpointsOnTheNewBoard()
{
    BoardDocument document;
    Scenario original = freeScenario(10, 10);
    original.start = CellPos{2, 8};
    original.goal = CellPos{9, 9};
    document.reset(original);

    // Shrinking: the goal is clamped to the nearest cell of the new board, made free for it.
    Grid smaller = BoardDocument::resized(document.board(), 6, 6);
    smaller.setWall({5, 5});
    document.replaceBoard(smaller, original.start, original.goal, [] { return QStringLiteral("Resize"); });
    QCOMPARE(document.board().width(), 6);
    QCOMPARE(document.scenario().start, CellPos(2, 5));
    QCOMPARE(document.scenario().goal, CellPos(5, 5));
    QVERIFY(document.board().isPassable({5, 5}));

    // Both clamped to the same cell: the start keeps it.
    document.replaceBoard(Grid(1, 1), CellPos{3, 3}, CellPos{4, 4}, [] { return QStringLiteral("Resize"); });
    QCOMPARE(document.scenario().start, CellPos(0, 0));
    QVERIFY(!document.scenario().goal);

    document.undoStack()->undo();
    document.undoStack()->undo();
    QCOMPARE(document.scenario(), original);
}

void TestBoardDocument::paintSignalsNameTheChangedCells()
{
    BoardDocument document;
    document.reset(freeScenario(8, 6));
    QSignalSpy changes(&document, &BoardDocument::boardChanged);
    QSignalSpy cells(&document, &BoardDocument::cellsChanged);
    const int drag = document.newDragId();
    document.paintCells({document.board().index({2, 1}), document.board().index({4, 3})}, Grid::Wall, drag);
    QCOMPARE(changes.count(), 1);
    QCOMPARE(cells.count(), 1);
    QCOMPARE(cells.last().at(0).toRect(), QRect(2, 1, 3, 3));

    document.paintCells({document.board().index({5, 4})}, Grid::Wall, drag);
    QCOMPARE(cells.last().at(0).toRect(), QRect(5, 4, 1, 1));

    // Undo of the merged drag covers every cell of it.
    document.undoStack()->undo();
    QCOMPARE(changes.count(), 3);
    QCOMPARE(cells.last().at(0).toRect(), QRect(2, 1, 4, 4));

    QSignalSpy moved(&document, &BoardDocument::cellsChanged);
    QVERIFY(document.moveEndpoint(Endpoint::Start, CellPos{3, 2}, document.newDragId()));
    QCOMPARE(moved.count(), 2);
    QCOMPARE(moved.at(0).at(0).toRect(), QRect(0, 0, 1, 1));
    QCOMPARE(moved.at(1).at(0).toRect(), QRect(3, 2, 1, 1));
}

void TestBoardDocument::algorithmIsASettingNotAnEdit()
{
    BoardDocument document;
    document.reset(freeScenario(8, 6));
    QSignalSpy algorithm(&document, &BoardDocument::algorithmChanged);
    QSignalSpy changes(&document, &BoardDocument::boardChanged);
    const QVariantMap parameters{{QStringLiteral("heuristic"), QStringLiteral("octile")}};
    document.setAlgorithm(QStringLiteral("dijkstra"), parameters, 42);
    QCOMPARE(algorithm.count(), 1);
    QCOMPARE(changes.count(), 0);
    QCOMPARE(document.undoStack()->count(), 0);
    QCOMPARE(document.scenario().algorithm, QStringLiteral("dijkstra"));
    QCOMPARE(document.scenario().parameters, parameters);
    QCOMPARE(document.scenario().seed, quint64(42));
}

void TestBoardDocument::resizedKeepsTheOverlapAndFreesTheRest()
{
    Grid board(4, 3);
    board.setWall({3, 2});
    board.setWeight({1, 1}, 4);
    const Grid wider = BoardDocument::resized(board, 6, 2);
    QCOMPARE(wider.width(), 6);
    QCOMPARE(wider.height(), 2);
    QCOMPARE(wider.weight(CellPos{1, 1}), std::uint8_t(4));
    QCOMPARE(wider.wallCount(), 0);
    for (int x = 4; x < 6; ++x)
        QCOMPARE(wider.weight(CellPos{x, 0}), Grid::MinWeight);
    const Grid back = BoardDocument::resized(board, 4, 3);
    QCOMPARE(back, board);
}

void TestBoardDocument::clearedFreesEveryCell()
{
    Grid board(5, 4, Grid::Wall);
    board.setWeight({1, 1}, 9);
    const Grid clear = BoardDocument::cleared(board);
    QCOMPARE(clear.width(), 5);
    QCOMPARE(clear.height(), 4);
    QVERIFY(!clear.isWeighted());
    QCOMPARE(clear.wallCount(), 0);
}

// A game's board and edits come and go without touching the board set aside, whose undo steps
// and saved state are there again afterwards; a new board instead forgets them.
void TestBoardDocument::aGameSetsTheBoardAndItsHistoryAside()
{
    BoardDocument document;
    document.reset(freeScenario(6, 4));
    document.paintCells({8}, Grid::Wall, document.newDragId());
    document.undoStack()->setClean();
    document.paintCells({9}, Grid::Wall, document.newDragId());
    const Scenario edited = document.scenario();

    document.setAsideForGame();
    QVERIFY(document.hasSetAside());
    document.reset(freeScenario(12, 12));
    document.replaceBoard(Grid(10, 10), std::nullopt, std::nullopt, [] { return QStringLiteral("Game edit"); });
    QCOMPARE(document.undoGroup()->activeStack(), document.undoStack());
    QCOMPARE(document.undoGroup()->undoText(), QStringLiteral("Game edit"));
    QSignalSpy resets(&document, &BoardDocument::documentReset);
    document.bringBackSetAside();
    QCOMPARE(resets.count(), 1);
    QVERIFY(!document.hasSetAside());
    QVERIFY(document.board() == edited.board);
    QCOMPARE(document.undoStack()->count(), 2);
    QCOMPARE(document.undoGroup()->activeStack(), document.undoStack());
    QVERIFY(!document.undoStack()->isClean());
    document.undoStack()->undo();
    QVERIFY(document.undoStack()->isClean());
    QCOMPARE(walls(document.board()), QList<CellPos>{document.board().pos(8)});

    document.setAsideForGame();
    document.reset(freeScenario(12, 12));
    document.dropSetAside();
    QVERIFY(!document.hasSetAside());
    QCOMPARE(document.undoStack(), document.boardUndoStack());
    QCOMPARE(document.undoStack()->count(), 0);
    QCOMPARE(document.board().width(), 12);
}

QTEST_GUILESS_MAIN(TestBoardDocument)
#include "tst_boarddocument.moc"
