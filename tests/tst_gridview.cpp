// The grid view as a lecturer uses it: drags across the board draw walls with no holes, undo
// takes a whole drag back, the endpoints can be dragged, zoom keeps the cell under the mouse,
// and what is on screen is what the document and the trace frame say.

#include "boarddocument.h"
#include "gridview.h"
#include "catalogue/catalogue.h"
#include "trace/cursor.h"
#include "palette.h"
#include "tools/breakpointtool.h"
#include "tools/drawtool.h"

#include "grid/direction.h"
#include "trace/scene.h"
#include "trace/trace.h"

#include <QAction>
#include <QApplication>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <cmath>
#include <cstring>
#include <memory>

using namespace gridtrace;

namespace gridtrace {

char *toString(const CellPos &p)
{
    return QTest::toString(QStringLiteral("(%1, %2)").arg(p.x).arg(p.y));
}

size_t qHash(CellPos p, size_t seed = 0)
{
    return ::qHash(p.y * 4096 + p.x, seed);
}

} // namespace gridtrace

namespace {

constexpr int boardWidth = 20;
constexpr int boardHeight = 12;

struct Fixture
{
    Fixture()
    {
        Scenario scenario;
        scenario.board = Grid(boardWidth, boardHeight);
        scenario.start = CellPos{1, 1};
        scenario.goal = CellPos{18, 10};
        scenario.algorithm = QStringLiteral("astar");
        document.reset(scenario);
        view.setDocument(&document);
        view.setTool(&tool);
        view.resize(600, 400);
        view.show();
    }

    // The cell whose square holds the point, found from cellRect() alone.
    CellPos cellOfPoint(QPoint point) const
    {
        for (int y = 0; y < boardHeight; ++y) {
            for (int x = 0; x < boardWidth; ++x) {
                if (view.cellRect({x, y}).contains(QPointF(point)))
                    return {x, y};
            }
        }
        return {-1, -1};
    }

    QPoint centre(CellPos cell) const { return view.cellRect(cell).center().toPoint(); }

    // As a #rrggbb name: palette colours made by darker() or fromRgbF() hold components an
    // 8-bit pixel cannot, so QColor's own == would tell equal pixels apart.
    QString shownColour(const QImage &image, CellPos cell) const
    {
        return image.pixelColor(centre(cell)).name();
    }

    BoardDocument document;
    GridView view;
    DrawTool tool;
    Palette palette;
};

// The textbook digital line: one cell per column (or per row when steeper), the one whose
// centre is nearest the segment. The test's segments avoid ties.
QSet<CellPos> lineCells(CellPos from, CellPos to)
{
    QSet<CellPos> cells;
    const int dx = to.x - from.x;
    const int dy = to.y - from.y;
    const int steps = std::max(std::abs(dx), std::abs(dy));
    for (int i = 0; i <= steps; ++i) {
        const double t = steps == 0 ? 0.0 : double(i) / steps;
        cells.insert({int(std::lround(from.x + t * dx)), int(std::lround(from.y + t * dy))});
    }
    return cells;
}

QSet<CellPos> wallsOf(const Grid &board)
{
    QSet<CellPos> result;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.weight(cell) == Grid::Wall)
            result.insert(board.pos(cell));
    }
    return result;
}

int pixelsUnlike(const QImage &image, QRect area, const QColor &colour)
{
    int count = 0;
    for (int y = area.top(); y <= area.bottom(); ++y) {
        for (int x = area.left(); x <= area.right(); ++x) {
            if (image.pixel(x, y) != colour.rgb())
                ++count;
        }
    }
    return count;
}

int pixelsLike(const QImage &image, QRect area, const QColor &colour)
{
    return area.width() * area.height() - pixelsUnlike(image, area, colour);
}

// Every cell shows its expected colour at its centre: a wall, an endpoint or the terrain.
void verifyPixels(Fixture &f, const QSet<CellPos> &expectedWalls)
{
    const QImage image = f.view.grab().toImage();
    const Scenario &scenario = f.document.scenario();
    for (int y = 0; y < boardHeight; ++y) {
        for (int x = 0; x < boardWidth; ++x) {
            const CellPos cell{x, y};
            if (!f.view.rect().contains(f.view.cellRect(cell).toRect()))
                continue;
            if (cell == scenario.start || cell == scenario.goal) {
                // Off centre: the S / G letter is at the centre.
                const QPoint corner = f.view.cellRect(cell).topLeft().toPoint() + QPoint(3, 3);
                QCOMPARE(image.pixelColor(corner).name(),
                         (cell == scenario.start ? f.palette.start() : f.palette.goal()).name());
                continue;
            }
            const QString expected = (expectedWalls.contains(cell) ? f.palette.wall()
                                                                   : f.palette.terrain(f.document.board().weight(cell))).name();
            if (f.shownColour(image, cell) != expected) {
                QFAIL(qPrintable(QStringLiteral("cell (%1, %2) shows %3, expected %4")
                                     .arg(x).arg(y).arg(f.shownColour(image, cell), expected)));
            }
        }
    }
}

} // namespace

class TestGridView : public QObject
{
    Q_OBJECT

private slots:
    void mazeTraceShowsItsOwnWalls();
    void fastDragDrawsWallsWithoutHoles();
    void rightDragErases();
    void brushPaintsWeights();
    void draggingTheGoalMovesIt();
    void zoomKeepsCellAtAndCellRectConsistent();
    void wheelZoomsAroundThePointer();
    void markedCellsShowTheMarkColour();
    void zoomedOutViewShowsTheBoardAndMarks();
    void labelsAndArrowsOnlyWhenAsked();
    void breakpointMarkers();
    void breakpointToolReportsClickedCells();
    void spaceTapIsReportedAndKeptFromShortcuts();
    void spaceDragPansInsteadOfDrawing();
    void hoverReportsTheCellUnderThePointer();
    void resetFitsTheNewBoard();
};

void TestGridView::fastDragDrawsWallsWithoutHoles()
{
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.view));
    QVERIFY(f.view.cellSize() >= GridView::gridLinesFrom);

    // Each move jumps many cells, as a fast hand does: along a row, down a column, a 45 degree
    // diagonal, then a shallow slope.
    const QList<QPoint> points{f.centre({2, 2}), f.centre({15, 2}), f.centre({15, 9}),
                               f.centre({9, 3}), f.centre({2, 6})};
    QSet<CellPos> expected;
    for (qsizetype i = 1; i < points.size(); ++i)
        expected |= lineCells(f.cellOfPoint(points[i - 1]), f.cellOfPoint(points[i]));
    QCOMPARE(expected.size(), 14 + 7 + 6 + 7);

    QSignalSpy changes(&f.document, &BoardDocument::boardChanged);
    QTest::mousePress(&f.view, Qt::LeftButton, {}, points.first());
    for (qsizetype i = 1; i + 1 < points.size(); ++i)
        QTest::mouseMove(&f.view, points[i]);
    QTest::mouseRelease(&f.view, Qt::LeftButton, {}, points.last());

    QCOMPARE(wallsOf(f.document.board()), expected);
    QVERIFY(changes.count() >= 4);
    QCOMPARE(f.document.undoStack()->count(), 1);
    verifyPixels(f, expected);

    f.document.undoStack()->undo();
    QVERIFY(wallsOf(f.document.board()).isEmpty());
    verifyPixels(f, {});

    f.document.undoStack()->redo();
    QCOMPARE(wallsOf(f.document.board()), expected);
    verifyPixels(f, expected);
}

void TestGridView::rightDragErases()
{
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.view));
    QTest::mousePress(&f.view, Qt::LeftButton, {}, f.centre({3, 5}));
    QTest::mouseRelease(&f.view, Qt::LeftButton, {}, f.centre({16, 5}));
    QSet<CellPos> walls = lineCells({3, 5}, {16, 5});
    QCOMPARE(wallsOf(f.document.board()), walls);

    QTest::mousePress(&f.view, Qt::RightButton, {}, f.centre({6, 5}));
    QTest::mouseMove(&f.view, f.centre({9, 5}));
    QTest::mouseRelease(&f.view, Qt::RightButton, {}, f.centre({11, 5}));
    walls -= lineCells({6, 5}, {11, 5});
    QCOMPARE(wallsOf(f.document.board()), walls);
    QCOMPARE(f.document.undoStack()->count(), 2);
    verifyPixels(f, walls);

    f.document.undoStack()->undo();
    QCOMPARE(wallsOf(f.document.board()), lineCells({3, 5}, {16, 5}));
    verifyPixels(f, lineCells({3, 5}, {16, 5}));
}

void TestGridView::brushPaintsWeights()
{
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.view));
    f.tool.setBrush(6);
    QTest::mousePress(&f.view, Qt::LeftButton, {}, f.centre({4, 7}));
    QTest::mouseRelease(&f.view, Qt::LeftButton, {}, f.centre({4, 9}));
    for (int y = 7; y <= 9; ++y)
        QCOMPARE(f.document.board().weight(CellPos{4, y}), std::uint8_t(6));
    QCOMPARE(f.document.board().weight(CellPos{4, 6}), Grid::MinWeight);
    verifyPixels(f, {});
    const QImage image = f.view.grab().toImage();
    QCOMPARE(f.shownColour(image, {4, 8}), f.palette.terrain(6).name());
}

void TestGridView::draggingTheGoalMovesIt()
{
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.view));
    QTest::mousePress(&f.view, Qt::LeftButton, {}, f.centre({18, 10}));
    QTest::mouseMove(&f.view, f.centre({16, 9}));
    QTest::mouseMove(&f.view, f.centre({12, 7}));
    QTest::mouseRelease(&f.view, Qt::LeftButton, {}, f.centre({11, 4}));

    QCOMPARE(f.document.scenario().goal, CellPos(11, 4));
    QCOMPARE(f.document.scenario().start, CellPos(1, 1));
    QVERIFY(wallsOf(f.document.board()).isEmpty());
    QCOMPARE(f.document.undoStack()->count(), 1);
    verifyPixels(f, {});

    f.document.undoStack()->undo();
    QCOMPARE(f.document.scenario().goal, CellPos(18, 10));
    verifyPixels(f, {});
}

void TestGridView::zoomKeepsCellAtAndCellRectConsistent()
{
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.view));
    QSignalSpy zooms(&f.view, &GridView::zoomChanged);
    const double fitted = f.view.cellSize();

    const auto verifyConsistent = [&f] {
        for (const CellPos cell : {CellPos{0, 0}, CellPos{7, 3}, CellPos{10, 6}, CellPos{19, 11}}) {
            const QRectF square = f.view.cellRect(cell);
            if (!f.view.rect().contains(square.center().toPoint()))
                continue;
            QCOMPARE(f.view.cellAt(square.center().toPoint()), cell);
            // One pixel inside each corner is still the cell.
            QCOMPARE(f.view.cellAt((square.topLeft() + QPointF(1, 1)).toPoint()), cell);
            QCOMPARE(f.view.cellAt((square.bottomRight() - QPointF(1, 1)).toPoint()), cell);
        }
    };

    f.view.zoomIn();
    QVERIFY(f.view.cellSize() > fitted);
    QCOMPARE(zooms.count(), 1);
    QCOMPARE(zooms.last().at(0).toDouble(), f.view.cellSize());
    verifyConsistent();

    f.view.zoomOut();
    f.view.zoomOut();
    QVERIFY(f.view.cellSize() < fitted);
    verifyConsistent();
    const QRectF whole = f.view.cellRect({0, 0}).united(f.view.cellRect({boardWidth - 1, boardHeight - 1}));
    QVERIFY(!f.view.cellAt((whole.topLeft() - QPointF(2, 2)).toPoint()));
    QVERIFY(!f.view.cellAt((whole.bottomRight() + QPointF(2, 2)).toPoint()));

    f.view.setCellSize(50);
    QCOMPARE(f.view.cellSize(), 50.0);
    QCOMPARE(f.view.cellRect({3, 3}).size(), QSizeF(50, 50));
    verifyConsistent();

    f.view.zoomToFit();
    QCOMPARE(f.view.cellSize(), fitted);
}

void TestGridView::wheelZoomsAroundThePointer()
{
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.view));
    const QPointF pointer = f.view.cellRect({5, 4}).topLeft() + QPointF(3, 7);
    const double before = f.view.cellSize();
    QWheelEvent wheel(pointer, f.view.mapToGlobal(pointer), QPoint(), QPoint(0, 120), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(&f.view, &wheel);
    QVERIFY(f.view.cellSize() > before);
    QCOMPARE(f.view.cellAt(pointer.toPoint()), CellPos(5, 4));
    // The board point under the pointer stays under it.
    const QPointF offset = pointer - f.view.cellRect({5, 4}).topLeft();
    QVERIFY(std::abs(offset.x() - 3 * f.view.cellSize() / before) < 0.01);
    QVERIFY(std::abs(offset.y() - 7 * f.view.cellSize() / before) < 0.01);

    QWheelEvent back(pointer, f.view.mapToGlobal(pointer), QPoint(), QPoint(0, -240), Qt::NoButton,
                     Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(&f.view, &back);
    QVERIFY(f.view.cellSize() < before);
    QCOMPARE(f.view.cellAt(pointer.toPoint()), CellPos(5, 4));
}

void TestGridView::markedCellsShowTheMarkColour()
{
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.view));
    f.document.paintCells({f.document.board().index({8, 8})}, Grid::Wall, f.document.newDragId());
    Scene scene(f.document.board(), 0, 0);
    const int closed = f.document.board().index({5, 5});
    const int path = f.document.board().index({6, 5});
    scene.setCellValue(CellLayer::Mark, closed, std::uint32_t(Mark::Closed));
    scene.setCellValue(CellLayer::Mark, path, std::uint32_t(Mark::Path));
    f.view.setFrame(nullptr, &scene);

    QImage image = f.view.grab().toImage();
    QCOMPARE(f.shownColour(image, {5, 5}), f.palette.mark(Mark::Closed).name());
    QCOMPARE(f.shownColour(image, {6, 5}), f.palette.mark(Mark::Path).name());
    QCOMPARE(f.shownColour(image, {7, 5}), f.palette.terrain(1).name());
    QCOMPARE(f.shownColour(image, {8, 8}), f.palette.wall().name());

    // The scene changes in place, as a cursor's does when it steps.
    scene.setCellValue(CellLayer::Mark, closed, std::uint32_t(Mark::Open));
    f.view.frameChanged();
    image = f.view.grab().toImage();
    QCOMPARE(f.shownColour(image, {5, 5}), f.palette.mark(Mark::Open).name());

    // A scene of another size is not this board's: the board alone is shown.
    Scene other(Grid(5, 5), 0, 0);
    other.setCellValue(CellLayer::Mark, 0, std::uint32_t(Mark::Closed));
    f.view.setFrame(nullptr, &other);
    image = f.view.grab().toImage();
    QCOMPARE(f.shownColour(image, {5, 5}), f.palette.terrain(1).name());

    f.view.setFrame(nullptr, nullptr);
    image = f.view.grab().toImage();
    QCOMPARE(f.shownColour(image, {6, 5}), f.palette.terrain(1).name());
}

// A maze generator's trace builds its walls step by step: the view shows the trace's terrain,
// not the (free) board it was started on, both zoomed in and zoomed out.
void TestGridView::mazeTraceShowsItsOwnWalls()
{
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.view));
    Scenario scenario = f.document.scenario();
    scenario.algorithm = QStringLiteral("maze-backtracker");
    Trace trace;
    const RunOutcome outcome = Catalogue::run(scenario, &trace);
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    QVERIFY(outcome.board);
    Cursor cursor(trace);
    cursor.toEnd();
    f.view.setFrame(&trace, &cursor.scene());
    QCOMPARE(f.document.board().wallCount(), 0);

    int checked = 0;
    for (const double cellSize : {24.0, 3.0}) {
        f.view.setCellSize(cellSize);
        const QImage image = f.view.grab().toImage();
        for (int cell = 0; cell < outcome.board->cellCount(); ++cell) {
            const CellPos p = outcome.board->pos(cell);
            // Zoomed out, the endpoints are drawn larger than their cells to stay visible.
            const auto near = [&p](CellPos e) { return std::abs(p.x - e.x) <= 2 && std::abs(p.y - e.y) <= 2; };
            if (near(*scenario.start) || near(*scenario.goal) || cursor.scene().mark(cell) != Mark::None)
                continue;
            const QColor expected = outcome.board->isWall(p) ? f.palette.wall() : f.palette.terrain(1);
            QVERIFY2(f.shownColour(image, p) == expected.name(),
                     qPrintable(QStringLiteral("(%1, %2) at %3 px: %4, expected %5")
                                    .arg(p.x).arg(p.y).arg(cellSize).arg(f.shownColour(image, p), expected.name())));
            ++checked;
        }
    }
    QVERIFY(checked > 100);

    // At the start of the trace the board has not been walled yet... or has, at once: either
    // way what shows is the trace's terrain at that step.
    cursor.toStart();
    f.view.frameChanged();
    f.view.setCellSize(24.0);
    const QImage first = f.view.grab().toImage();
    const CellPos corner{0, 0};
    const QColor expected = cursor.scene().terrain(0) == Grid::Wall ? f.palette.wall() : f.palette.terrain(1);
    QCOMPARE(f.shownColour(first, corner), expected.name());
    // A pathfinding trace leaves the terrain to the board, so edits show before the re-run.
    f.view.setFrame(nullptr, nullptr);
    const QImage plain = f.view.grab().toImage();
    QCOMPARE(f.shownColour(plain, corner), f.palette.terrain(1).name());
}

void TestGridView::zoomedOutViewShowsTheBoardAndMarks()
{
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.view));
    f.document.paintCells({f.document.board().index({8, 8}), f.document.board().index({9, 8})},
                          Grid::Wall, f.document.newDragId());
    Scene scene(f.document.board(), 0, 0);
    scene.setCellValue(CellLayer::Mark, f.document.board().index({12, 3}), std::uint32_t(Mark::Closed));
    f.view.setFrame(nullptr, &scene);
    f.view.setCellSize(3);
    QVERIFY(f.view.cellSize() < GridView::imageBelow);

    QImage image = f.view.grab().toImage();
    QCOMPARE(f.shownColour(image, {8, 8}), f.palette.wall().name());
    QCOMPARE(f.shownColour(image, {9, 8}), f.palette.wall().name());
    QCOMPARE(f.shownColour(image, {10, 8}), f.palette.terrain(1).name());
    QCOMPARE(f.shownColour(image, {12, 3}), f.palette.mark(Mark::Closed).name());
    // Around the board is the canvas, not the terrain.
    const QPoint outside = f.view.cellRect({0, 0}).topLeft().toPoint() - QPoint(5, 5);
    QCOMPARE(image.pixelColor(outside).name(), f.palette.canvas().name());

    // An edit while zoomed out reaches the image too, and so does its undo.
    f.document.paintCells({f.document.board().index({14, 6})}, Grid::Wall, f.document.newDragId());
    image = f.view.grab().toImage();
    QCOMPARE(f.shownColour(image, {14, 6}), f.palette.wall().name());
    f.document.undoStack()->undo();
    image = f.view.grab().toImage();
    QCOMPARE(f.shownColour(image, {14, 6}), f.palette.terrain(1).name());

    scene.setCellValue(CellLayer::Mark, f.document.board().index({12, 3}), std::uint32_t(Mark::Path));
    f.view.frameChanged();
    image = f.view.grab().toImage();
    QCOMPARE(f.shownColour(image, {12, 3}), f.palette.mark(Mark::Path).name());

    // A larger board replaces this one while zoomed out (the scene no longer fits it): the
    // new cells are drawn.
    Grid larger = BoardDocument::resized(f.document.board(), 300, 200);
    larger.setWall({140, 95});
    f.document.replaceBoard(larger, std::nullopt, std::nullopt, [] { return QStringLiteral("Resize"); });
    QVERIFY(f.view.cellSize() < GridView::imageBelow);
    f.view.setCellSize(3);
    image = f.view.grab().toImage();
    QCOMPARE(f.shownColour(image, {140, 95}), f.palette.wall().name());
    QCOMPARE(f.shownColour(image, {141, 95}), f.palette.terrain(1).name());
    QCOMPARE(f.shownColour(image, {140, 96}), f.palette.terrain(1).name());
}

void TestGridView::labelsAndArrowsOnlyWhenAsked()
{
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.view));
    Trace trace;
    trace.tables.labels = {QStringLiteral("g"), QStringLiteral("h")};
    Scene scene(f.document.board(), 0, 0);
    const int labelled = f.document.board().index({9, 5});
    const int pointing = f.document.board().index({11, 5});
    const auto bits = [](float value) {
        std::uint32_t word;
        std::memcpy(&word, &value, sizeof word);
        return word;
    };
    scene.setCellValue(labelLayer(0), labelled, bits(3.0f));
    scene.setCellValue(labelLayer(1), labelled, bits(4.5f));
    scene.setCellValue(CellLayer::Parent, pointing, std::uint32_t(Direction::West));
    f.view.setFrame(&trace, &scene);
    f.view.setCellSize(60);
    f.view.setShowLabels(false);
    f.view.setShowParentArrows(false);

    const auto inside = [&f](CellPos cell) { return f.view.cellRect(cell).toRect().adjusted(3, 3, -3, -3); };
    const QColor free = f.palette.terrain(1);
    QImage image = f.view.grab().toImage();
    QCOMPARE(pixelsUnlike(image, inside({9, 5}), free), 0);
    QCOMPARE(pixelsUnlike(image, inside({11, 5}), free), 0);

    f.view.setShowParentArrows(true);
    image = f.view.grab().toImage();
    const QRect arrowCell = inside({11, 5});
    QVERIFY(pixelsUnlike(image, arrowCell, free) > 20);
    QCOMPARE(pixelsUnlike(image, inside({9, 5}), free), 0);
    // West: most of the arrow lies in the left half of the cell.
    const QRect leftHalf(arrowCell.left(), arrowCell.top(), arrowCell.width() / 2, arrowCell.height());
    QVERIFY(pixelsUnlike(image, leftHalf, free) > pixelsUnlike(image, arrowCell, free) * 2 / 3);

    f.view.setShowLabels(true);
    image = f.view.grab().toImage();
    QVERIFY(pixelsUnlike(image, inside({9, 5}), free) > 20);
    QVERIFY(pixelsUnlike(image, arrowCell, free) > 10);

    // Too small to read: no labels even when asked; the arrows stay.
    f.view.setCellSize(20);
    image = f.view.grab().toImage();
    QCOMPARE(pixelsUnlike(image, inside({9, 5}), free), 0);
    QVERIFY(pixelsUnlike(image, inside({11, 5}), free) > 5);
}

void TestGridView::breakpointMarkers()
{
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.view));
    const CellPos cell{7, 2};
    const QRect square = f.view.cellRect(cell).toRect();
    QImage image = f.view.grab().toImage();
    QCOMPARE(pixelsLike(image, square, f.palette.breakpoint()), 0);

    f.view.setBreakpointCells({f.document.board().index(cell)});
    image = f.view.grab().toImage();
    QVERIFY(pixelsLike(image, square, f.palette.breakpoint()) > 4);
    QCOMPARE(pixelsLike(image, f.view.cellRect({8, 2}).toRect(), f.palette.breakpoint()), 0);

    f.view.setBreakpointCells({});
    image = f.view.grab().toImage();
    QCOMPARE(pixelsLike(image, square, f.palette.breakpoint()), 0);
}

void TestGridView::breakpointToolReportsClickedCells()
{
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.view));
    BreakpointTool breakpoints;
    f.view.setTool(&breakpoints);
    QSignalSpy clicked(&breakpoints, &BreakpointTool::cellClicked);
    QTest::mouseClick(&f.view, Qt::LeftButton, {}, f.centre({9, 7}));
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.last().at(0).toInt(), f.document.board().index({9, 7}));
    // Pressed on one cell, released on another: not a click.
    QTest::mousePress(&f.view, Qt::LeftButton, {}, f.centre({2, 2}));
    QTest::mouseMove(&f.view, f.centre({5, 2}));
    QTest::mouseRelease(&f.view, Qt::LeftButton, {}, f.centre({5, 2}));
    QCOMPARE(clicked.count(), 1);
    QVERIFY(wallsOf(f.document.board()).isEmpty());
    QCOMPARE(f.document.undoStack()->count(), 0);
}

void TestGridView::spaceTapIsReportedAndKeptFromShortcuts()
{
    QWidget window;
    auto *layout = new QVBoxLayout(&window);
    BoardDocument document;
    Scenario scenario;
    scenario.board = Grid(boardWidth, boardHeight);
    document.reset(scenario);
    auto *view = new GridView;
    view->setDocument(&document);
    layout->addWidget(view);
    auto *playPause = new QAction(&window);
    playPause->setShortcut(Qt::Key_Space);
    window.addAction(playPause);
    QSignalSpy triggered(playPause, &QAction::triggered);
    QSignalSpy tapped(view, &GridView::spaceTapped);
    window.resize(500, 400);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));

    // The shortcut works while the view does not have focus...
    auto *other = new QWidget;
    other->setFocusPolicy(Qt::StrongFocus);
    layout->addWidget(other);
    other->show();
    other->setFocus();
    QTest::keyClick(other, Qt::Key_Space);
    QCOMPARE(triggered.count(), 1);
    QCOMPARE(tapped.count(), 0);

    // ...and while it has, the view takes Space and reports the tap instead.
    view->setFocus();
    QVERIFY(view->hasFocus());
    QTest::keyClick(view, Qt::Key_Space);
    QCOMPARE(tapped.count(), 1);
    QCOMPARE(triggered.count(), 1);
}

void TestGridView::spaceDragPansInsteadOfDrawing()
{
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.view));
    f.view.setCellSize(40);
    QSignalSpy tapped(&f.view, &GridView::spaceTapped);
    const QPointF before = f.view.cellRect({5, 5}).topLeft();
    const QPoint from = f.centre({5, 5});

    QTest::keyPress(&f.view, Qt::Key_Space);
    QTest::mousePress(&f.view, Qt::LeftButton, {}, from);
    QTest::mouseMove(&f.view, from + QPoint(30, 10));
    QTest::mouseMove(&f.view, from + QPoint(60, 40));
    QTest::mouseRelease(&f.view, Qt::LeftButton, {}, from + QPoint(60, 40));
    QTest::keyRelease(&f.view, Qt::Key_Space);

    QCOMPARE(f.view.cellRect({5, 5}).topLeft(), before + QPointF(60, 40));
    QCOMPARE(tapped.count(), 0);
    QVERIFY(wallsOf(f.document.board()).isEmpty());
    QCOMPARE(f.document.undoStack()->count(), 0);
    verifyPixels(f, {});

    // Middle button pans too.
    const QPoint middle = f.centre({6, 6});
    QTest::mousePress(&f.view, Qt::MiddleButton, {}, middle);
    QTest::mouseMove(&f.view, middle - QPoint(20, 0));
    QTest::mouseRelease(&f.view, Qt::MiddleButton, {}, middle - QPoint(20, 0));
    QCOMPARE(f.view.cellRect({5, 5}).topLeft(), before + QPointF(40, 40));
    QCOMPARE(f.document.undoStack()->count(), 0);
}

void TestGridView::hoverReportsTheCellUnderThePointer()
{
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.view));
    QSignalSpy hovered(&f.view, &GridView::hoveredCellChanged);
    QTest::mousePress(&f.view, Qt::RightButton, {}, f.centre({3, 4}));
    QTest::mouseMove(&f.view, f.centre({7, 4}));
    QVERIFY(!hovered.isEmpty());
    QCOMPARE(hovered.last().at(0).toInt(), 7);
    QCOMPARE(hovered.last().at(1).toInt(), 4);
    const QPoint outside = f.view.cellRect({0, 0}).topLeft().toPoint() - QPoint(4, 4);
    QTest::mouseMove(&f.view, outside);
    QCOMPARE(hovered.last().at(0).toInt(), -1);
    QCOMPARE(hovered.last().at(1).toInt(), -1);
    QTest::mouseRelease(&f.view, Qt::RightButton, {}, outside);
}

void TestGridView::resetFitsTheNewBoard()
{
    Fixture f;
    QVERIFY(QTest::qWaitForWindowExposed(&f.view));
    f.view.setCellSize(80);
    Scenario big;
    big.board = Grid(200, 100);
    f.document.reset(big);
    const QRectF whole = f.view.cellRect({0, 0}).united(f.view.cellRect({199, 99}));
    QVERIFY(QRectF(f.view.rect()).contains(whole));
    QVERIFY(whole.width() > f.view.width() * 0.9 || whole.height() > f.view.height() * 0.9);

    // A resize through the undo stack refits too, and so does its undo.
    f.document.replaceBoard(BoardDocument::resized(f.document.board(), 10, 10), std::nullopt,
                            std::nullopt, [] { return QStringLiteral("Resize"); });
    const QRectF small = f.view.cellRect({0, 0}).united(f.view.cellRect({9, 9}));
    QVERIFY(QRectF(f.view.rect()).contains(small));
    QVERIFY(small.height() > f.view.height() * 0.9);
}

QTEST_MAIN(TestGridView)
#include "tst_gridview.moc"
