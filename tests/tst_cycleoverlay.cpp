// A snake AI's Hamiltonian cycle as a lecturer sees it in the grid view: a thin line through the
// cells in the cycle's order, closed, that joins exactly the cells that follow each other; an
// arrowhead in each cell that points to the next; drawn under the snake, which covers its own
// stretch and shows where it cuts across; readable on every fill in both themes; and gone
// entirely when hidden.

#include "boarddocument.h"
#include "boardrenderer.h"
#include "cyclepainter.h"
#include "gridview.h"
#include "palette.h"
#include "snakepainter.h"

#include "trace/scene.h"

#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <vector>

using namespace gridtrace;

namespace {

constexpr double cellSide = 32.0;
// The scene's sequences, as a snake AI's trace would lay them out.
constexpr int bodySequence = 0;
constexpr int shadowSequence = 1;
constexpr int cycleSequence = 2;

// A zig-zag Hamiltonian cycle on a board of even height: along the top row, back and forth
// through the other rows right of the first column, and up the first column home.
std::vector<CellPos> zigZag(int width, int height)
{
    std::vector<CellPos> cycle;
    for (int x = 0; x < width; ++x)
        cycle.push_back({x, 0});
    for (int y = 1; y < height; ++y) {
        for (int i = 1; i < width; ++i)
            cycle.push_back({y % 2 == 1 ? width - i : i, y});
    }
    for (int y = height - 1; y >= 1; --y)
        cycle.push_back({0, y});
    return cycle;
}

bool neighbours(CellPos a, CellPos b)
{
    return std::abs(a.x - b.x) + std::abs(a.y - b.y) == 1;
}

BoardGeometry geometryAt(double cellSize)
{
    return {cellSize, QPointF(0, 0)};
}

QImage render(BoardRenderer &renderer, const Grid &board, double cellSize = cellSide)
{
    QImage image(int(std::ceil(board.width() * cellSize)), int(std::ceil(board.height() * cellSize)),
                 QImage::Format_RGB32);
    image.fill(renderer.palette().canvas());
    QPainter painter(&image);
    renderer.paint(painter, {0, 0, board.width() - 1, board.height() - 1}, geometryAt(cellSize));
    return image;
}

// Paints the board in tiles of 3 x 2 cells, each clipped to its own pixels, as a view repaints
// what is exposed piece by piece.
QImage renderInTiles(BoardRenderer &renderer, const Grid &board, double cellSize = cellSide)
{
    QImage image(int(std::ceil(board.width() * cellSize)), int(std::ceil(board.height() * cellSize)),
                 QImage::Format_RGB32);
    image.fill(renderer.palette().canvas());
    const BoardGeometry geometry = geometryAt(cellSize);
    QPainter painter(&image);
    for (int y = 0; y < board.height(); y += 2) {
        for (int x = 0; x < board.width(); x += 3) {
            const CellRange tile{x, y, std::min(x + 2, board.width() - 1), std::min(y + 1, board.height() - 1)};
            painter.setClipRect(geometry.pixelRect(tile));
            renderer.paint(painter, tile, geometry);
        }
    }
    return image;
}

QRect squareOf(CellPos cell, double cellSize = cellSide)
{
    return geometryAt(cellSize).pixelRect({cell.x, cell.y, cell.x, cell.y});
}

QPoint centreOf(CellPos cell, double cellSize = cellSide)
{
    return geometryAt(cellSize).cellRect(cell).center().toPoint();
}

// The middle of the edge two neighbouring cells share: where the grid line runs between them.
QPoint sharedEdge(CellPos a, CellPos b, double cellSize = cellSide)
{
    const BoardGeometry geometry = geometryAt(cellSize);
    if (a.y == b.y)
        return {geometry.edgeX(std::max(a.x, b.x)), centreOf(a, cellSize).y()};
    return {centreOf(a, cellSize).x(), geometry.edgeY(std::max(a.y, b.y))};
}

QString shown(const QImage &image, QPoint point)
{
    return image.pixelColor(point).name();
}

int pixelsOf(const QImage &image, QRect area, const QColor &colour)
{
    int count = 0;
    area &= image.rect();
    for (int y = area.top(); y <= area.bottom(); ++y) {
        for (int x = area.left(); x <= area.right(); ++x)
            count += image.pixel(x, y) == colour.rgb();
    }
    return count;
}

// The half of a cell's square on the side of a direction, split through the middle.
QRect halfToward(QRect square, QPoint direction)
{
    const int w = square.width() / 2;
    const int h = square.height() / 2;
    if (direction.x() > 0)
        return square.adjusted(w, 0, 0, 0);
    if (direction.x() < 0)
        return square.adjusted(0, 0, -(square.width() - w), 0);
    if (direction.y() > 0)
        return square.adjusted(0, h, 0, 0);
    return square.adjusted(0, 0, 0, -(square.height() - h));
}

int worstDifference(const QImage &a, const QImage &b)
{
    int worst = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y);
            const QRgb q = b.pixel(x, y);
            worst = std::max({worst, std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                              std::abs(qBlue(p) - qBlue(q))});
        }
    }
    return worst;
}

// A board of the given size with a scene holding the zig-zag cycle, in a renderer told where
// the cycle is.
struct CycleBoard
{
    CycleBoard(int width = 6, int height = 4, std::optional<CellPos> wall = std::nullopt)
    {
        Scenario scenario;
        scenario.board = Grid(width, height);
        if (wall)
            scenario.board.setWall(*wall);
        document.reset(scenario);
        scene = Scene(document.board(), 3, 0);
        cycle = zigZag(width, height);
        setCycle(cycle);
        renderer.setDocument(&document);
        renderer.setEndpointLetters(QStringLiteral("S"), QStringLiteral("G"));
        renderer.setFrame(nullptr, &scene);
        renderer.setCycleSequence(cycleSequence);
    }

    void setCycle(const std::vector<CellPos> &cells)
    {
        setSequence(cycleSequence, cells);
        renderer.invalidateImage();
    }

    void setSequence(int id, const std::vector<CellPos> &cells)
    {
        scene.sequence(id).clear();
        for (const CellPos p : cells)
            scene.sequence(id).push_back(std::uint32_t(board().index(p)));
    }

    void setMark(CellPos p, Mark mark)
    {
        scene.setCellValue(CellLayer::Mark, board().index(p), std::uint32_t(mark));
        renderer.invalidateImage();
    }

    // A snake along the given cells, head first, as a game's scene holds it.
    void setSnake(const std::vector<CellPos> &body)
    {
        setSequence(bodySequence, body);
        for (std::size_t i = 0; i < body.size(); ++i)
            setMark(body[i], i == 0 ? Mark::Head : Mark::Body);
        renderer.setSnakeSequences(bodySequence, shadowSequence);
    }

    const Grid &board() const { return document.board(); }
    CellPos next(std::size_t i) const { return cycle[(i + 1) % cycle.size()]; }

    BoardDocument document;
    Scene scene;
    std::vector<CellPos> cycle;
    BoardRenderer renderer;
};

// The board the themes are checked on, and a game on a larger one: a snake that follows the
// cycle, then cuts across it, at three zooms; saved for a person to look at.
void saveFrames(const Palette &palette, const QImage &checked, BoardRenderer &checkedRenderer, const Grid &checkedBoard,
                const QString &prefix)
{
    CycleBoard game(8, 6);
    game.renderer.setPalette(palette);
    game.setMark({5, 4}, Mark::Food);
    game.setSnake({{3, 2}, {3, 1}, {4, 1}, {5, 1}, {6, 1}, {7, 1}, {7, 0}, {6, 0}});
    game.setSequence(shadowSequence, {{4, 2}, {3, 2}});
    const QImage frames[] = {checked, render(game.renderer, game.board(), 40.0),
                             render(checkedRenderer, checkedBoard, 24.0), render(game.renderer, game.board(), 24.0),
                             render(game.renderer, game.board(), 12.0)};
    int width = 0;
    int height = 0;
    for (const QImage &frame : frames) {
        width += frame.width() + 8;
        height = std::max(height, frame.height());
    }
    QImage all(width, height, QImage::Format_RGB32);
    all.fill(palette.canvas());
    QPainter painter(&all);
    int x = 0;
    for (const QImage &frame : frames) {
        painter.drawImage(x, 0, frame);
        x += frame.width() + 8;
    }
    painter.end();
    const QString name = palette.theme() == Palette::Theme::Light ? QStringLiteral("light") : QStringLiteral("dark");
    if (!all.save(prefix + name + QStringLiteral(".png")))
        qWarning("could not save %s", qPrintable(prefix + name));
}

} // namespace

class TestCycleOverlay : public QObject
{
    Q_OBJECT

private slots:
    void zigZagIsAHamiltonianCycle();
    void lineJoinsConsecutiveCells();
    void arrowheadsPointToTheNextCell();
    void hiddenCycleIsNoCycle();
    void drawnOnlyFromAMatchingScene();
    void partialPaintsMatchTheWholePaint();
    void snakeCoversTheLine();
    void gridViewPassesTheCycleOn();
    void bothThemesReadWell();
    void fullViewPaintsFast();
};

void TestCycleOverlay::zigZagIsAHamiltonianCycle()
{
    for (const auto &[width, height] : {std::pair{6, 4}, std::pair{30, 30}}) {
        const std::vector<CellPos> cycle = zigZag(width, height);
        QCOMPARE(int(cycle.size()), width * height);
        std::vector<bool> seen(std::size_t(width * height));
        for (std::size_t i = 0; i < cycle.size(); ++i) {
            const CellPos p = cycle[i];
            QVERIFY(p.x >= 0 && p.x < width && p.y >= 0 && p.y < height);
            QVERIFY(!seen[std::size_t(p.y * width + p.x)]);
            seen[std::size_t(p.y * width + p.x)] = true;
            QVERIFY(neighbours(p, cycle[(i + 1) % cycle.size()]));
        }
    }
}

void TestCycleOverlay::lineJoinsConsecutiveCells()
{
    CycleBoard board;
    const Palette palette;
    const CyclePainter cycle(palette);
    QVERIFY(cycle.lineColour().rgb() != palette.gridLine().rgb());
    // Marks under the line change nothing about where it runs.
    board.setMark({2, 1}, Mark::Path);
    board.setMark({3, 2}, Mark::Open);
    board.setMark({4, 3}, Mark::Body);
    for (const double size : {cellSide, 24.0, 12.0, 10.0, 8.0}) {
        const QImage image = render(board.renderer, board.board(), size);
        const auto context = [&](CellPos a, CellPos b) {
            return QStringLiteral("(%1,%2)-(%3,%4) at %5 px").arg(a.x).arg(a.y).arg(b.x).arg(b.y).arg(size);
        };
        // Every pair that follows each other is joined, the last cell to the first too...
        for (std::size_t i = 0; i < board.cycle.size(); ++i) {
            const CellPos a = board.cycle[i];
            const CellPos b = board.next(i);
            QVERIFY2(shown(image, sharedEdge(a, b, size)) == cycle.lineColour().name(), qPrintable(context(a, b)));
        }
        // ...and two neighbours that do not follow each other keep the grid line between them.
        for (int y = 0; y < board.board().height(); ++y) {
            for (int x = 0; x < board.board().width(); ++x) {
                for (const CellPos b : {CellPos{x + 1, y}, CellPos{x, y + 1}}) {
                    if (!board.board().contains(b))
                        continue;
                    const CellPos a{x, y};
                    const auto at = std::find(board.cycle.begin(), board.cycle.end(), a) - board.cycle.begin();
                    const auto bt = std::find(board.cycle.begin(), board.cycle.end(), b) - board.cycle.begin();
                    const auto gap = std::abs(at - bt);
                    if (gap == 1 || gap == std::ptrdiff_t(board.cycle.size()) - 1)
                        continue;
                    QVERIFY2(shown(image, sharedEdge(a, b, size)) == palette.gridLine().name(), qPrintable(context(a, b)));
                }
            }
        }
    }
    // Thin: about a tenth of a cell, at least a pixel.
    for (const double size : {8.0, 12.0, 16.0, 20.0, 24.0, 26.5, cellSide, 40.0, 64.0, 120.0}) {
        const double line = CyclePainter::linePixels(size);
        QVERIFY(line >= 1.0);
        if (size >= 20.0)
            QVERIFY2(line >= 0.07 * size && line <= 0.13 * size, qPrintable(QString::number(size)));
    }
    QCOMPARE(CyclePainter::linePixels(cellSide), 3.0);
    const QImage image = render(board.renderer, board.board());
    const QPoint across = sharedEdge({0, 0}, {1, 0});
    int thickness = 0;
    for (int y = across.y() - 8; y <= across.y() + 8; ++y)
        thickness += image.pixel(across.x(), y) == cycle.lineColour().rgb();
    QCOMPARE(thickness, 3);
}

void TestCycleOverlay::arrowheadsPointToTheNextCell()
{
    CycleBoard board;
    const CyclePainter cycle{Palette()};
    // In the cycle's order and reversed: each cell has more of the line's colour on the side
    // of the cell that comes next than on the opposite side, also where the line runs straight.
    for (const bool reversed : {false, true}) {
        if (reversed) {
            std::reverse(board.cycle.begin(), board.cycle.end());
            board.setCycle(board.cycle);
        }
        const QImage image = render(board.renderer, board.board());
        for (std::size_t i = 0; i < board.cycle.size(); ++i) {
            const CellPos p = board.cycle[i];
            const CellPos q = board.next(i);
            const QPoint ahead(q.x - p.x, q.y - p.y);
            const int front = pixelsOf(image, halfToward(squareOf(p), ahead), cycle.lineColour());
            const int back = pixelsOf(image, halfToward(squareOf(p), -ahead), cycle.lineColour());
            QVERIFY2(front >= back + 12,
                     qPrintable(QStringLiteral("(%1,%2): %3 ahead, %4 behind").arg(p.x).arg(p.y).arg(front).arg(back)));
        }
    }
    // Below the arrowheads' size the line alone is drawn: straight through a cell, as much of it
    // lies on either side.
    const double small = (CyclePainter::lineFrom + CyclePainter::arrowsFrom) / 2;
    const QImage image = render(board.renderer, board.board(), small);
    const CellPos straight{2, 0};
    const int east = pixelsOf(image, halfToward(squareOf(straight, small), {1, 0}), cycle.lineColour());
    const int west = pixelsOf(image, halfToward(squareOf(straight, small), {-1, 0}), cycle.lineColour());
    QVERIFY(east > 0);
    QCOMPARE(east, west);
}

void TestCycleOverlay::hiddenCycleIsNoCycle()
{
    CycleBoard board;
    board.setMark({2, 1}, Mark::Path);
    CycleBoard without;
    without.setMark({2, 1}, Mark::Path);
    without.renderer.setCycleSequence(-1);
    QCOMPARE(without.renderer.cycleSequence(), -1);
    QVERIFY(board.renderer.showCycle());

    for (const double size : {cellSide, 12.0}) {
        const QImage plain = render(without.renderer, without.board(), size);
        const QImage drawn = render(board.renderer, board.board(), size);
        QVERIFY(drawn != plain);
        board.renderer.setShowCycle(false);
        QVERIFY(!board.renderer.showCycle());
        QCOMPARE(render(board.renderer, board.board(), size), plain);
        board.renderer.setShowCycle(true);
        QCOMPARE(render(board.renderer, board.board(), size), drawn);
    }
    // In a snake game too.
    board.setSnake({{2, 0}, {1, 0}, {0, 0}});
    without.setSnake({{2, 0}, {1, 0}, {0, 0}});
    const QImage plain = render(without.renderer, without.board());
    QVERIFY(render(board.renderer, board.board()) != plain);
    board.renderer.setShowCycle(false);
    QCOMPARE(render(board.renderer, board.board()), plain);
    board.renderer.setShowCycle(true);
    // Below 8 px a cell, nothing: the line would be a smear over the fills.
    for (const double size : {6.0, 2.0})
        QCOMPARE(render(board.renderer, board.board(), size), render(without.renderer, without.board(), size));
}

void TestCycleOverlay::drawnOnlyFromAMatchingScene()
{
    CycleBoard without;
    without.renderer.setCycleSequence(-1);
    const QImage plain = render(without.renderer, without.board());

    CycleBoard board;
    const CyclePainter cycle{Palette()};
    QVERIFY(pixelsOf(render(board.renderer, board.board()), QRect(0, 0, 1000, 1000), cycle.lineColour()) > 0);
    // A sequence the scene does not have, or an empty one, draws nothing and breaks nothing.
    for (const int id : {bodySequence, 7, Scene::maxSequences + 3}) {
        board.renderer.setCycleSequence(id);
        QCOMPARE(render(board.renderer, board.board()), plain);
    }
    // Cells off the board and steps between cells that do not touch are left out.
    board.renderer.setCycleSequence(cycleSequence);
    board.scene.sequence(cycleSequence) = {std::uint32_t(board.board().index({0, 0})), 9999u,
                                           std::uint32_t(board.board().index({1, 0})),
                                           std::uint32_t(board.board().index({1, 1})),
                                           std::uint32_t(board.board().index({3, 3}))};
    const QImage broken = render(board.renderer, board.board());
    QCOMPARE(shown(broken, sharedEdge({1, 0}, {1, 1})), cycle.lineColour().name());
    QCOMPARE(shown(broken, sharedEdge({0, 0}, {1, 0})), Palette().gridLine().name());
    QCOMPARE(pixelsOf(broken, squareOf({3, 3}), cycle.lineColour()), 0);
    QCOMPARE(pixelsOf(broken, squareOf({2, 2}), cycle.lineColour()), 0);
    // A scene of another board is no frame of this one; nothing of it is drawn.
    board.setCycle(board.cycle);
    Scene other(7, 4, 3, 0);
    for (const CellPos p : zigZag(7, 4))
        other.sequence(cycleSequence).push_back(std::uint32_t(p.y * 7 + p.x));
    board.renderer.setFrame(nullptr, &other);
    QCOMPARE(render(board.renderer, board.board()), plain);
    board.renderer.setFrame(nullptr, nullptr);
    QCOMPARE(render(board.renderer, board.board()), plain);
}

void TestCycleOverlay::partialPaintsMatchTheWholePaint()
{
    CycleBoard board(9, 6);
    board.setMark({4, 2}, Mark::Path);
    board.setMark({5, 2}, Mark::Open);
    for (const bool snake : {false, true}) {
        if (snake)
            board.setSnake({{4, 1}, {4, 2}, {3, 2}, {2, 2}});
        for (const double size : {cellSide, 24.0, 26.5, 13.0, 9.0}) {
            // The cells' pixels: a whole paint also draws the grid line along the board's far
            // edges, just past them, which a tile clipped to its cells leaves out.
            const QRect cells = geometryAt(size).pixelRect({0, 0, board.board().width() - 1, board.board().height() - 1});
            const QImage whole = render(board.renderer, board.board(), size).copy(cells);
            const QImage tiles = renderInTiles(board.renderer, board.board(), size).copy(cells);
            // The band of the snake is built from the segments near each tile, so an
            // antialiased edge may differ in the last bit; nothing may be missing or cut off.
            const int worst = worstDifference(whole, tiles);
            QVERIFY2(worst <= (snake ? 2 : 0),
                     qPrintable(QStringLiteral("%1 at %2 px, snake %3").arg(worst).arg(size).arg(snake)));
        }
    }
}

void TestCycleOverlay::snakeCoversTheLine()
{
    CycleBoard board;
    const Palette palette;
    const CyclePainter cycle(palette);
    const SnakePainter snake(palette);
    // The snake's tail is where the cycle starts; it has followed the cycle to (3,0) and then
    // taken a shortcut down to (3,1), which the cycle reaches only much later.
    board.setSnake({{3, 1}, {3, 0}, {2, 0}, {1, 0}, {0, 0}});
    const QImage image = render(board.renderer, board.board());
    // Where the snake lies on the cycle, the band covers the line.
    QCOMPARE(shown(image, sharedEdge({0, 0}, {1, 0})), snake.bandColour().name());
    QCOMPARE(shown(image, sharedEdge({1, 0}, {2, 0})), snake.bandColour().name());
    QCOMPARE(shown(image, centreOf({2, 0})), snake.bandColour().name());
    // Its shortcut crosses a grid line the cycle does not.
    QCOMPARE(shown(image, sharedEdge({3, 0}, {3, 1})), snake.bandColour().name());
    // Where it leaves the cycle, the cycle goes on as a line: ahead of the snake's neck, through
    // its head's cell, and home to its tail.
    QCOMPARE(shown(image, sharedEdge({3, 0}, {4, 0})), cycle.lineColour().name());
    QCOMPARE(shown(image, sharedEdge({4, 1}, {3, 1})), cycle.lineColour().name());
    QCOMPARE(shown(image, sharedEdge({3, 1}, {2, 1})), cycle.lineColour().name());
    QCOMPARE(shown(image, sharedEdge({0, 1}, {0, 0})), cycle.lineColour().name());
    // The head's disc is over the line too.
    QCOMPARE(shown(image, centreOf({3, 1})), snake.headColour().name());

    // Along the stretch the snake follows, nothing of the cycle shows at any size: not the
    // line, not its casing, not an arrowhead, not even in the band's antialiased edge.
    for (const double size : {8.0, 10.0, 12.0, 16.0, 20.0, 24.0, 26.5, cellSide, 40.0, 64.0}) {
        const QImage drawn = render(board.renderer, board.board(), size);
        board.renderer.setShowCycle(false);
        const QImage hidden = render(board.renderer, board.board(), size);
        board.renderer.setShowCycle(true);
        QVERIFY(drawn != hidden);
        for (const CellPos covered : {CellPos{1, 0}, CellPos{2, 0}}) {
            const QRect square = squareOf(covered, size);
            // An arrowhead's antialiased side may tint the band's edge in the last bit.
            const int worst = worstDifference(drawn.copy(square), hidden.copy(square));
            QVERIFY2(worst <= 2, qPrintable(QStringLiteral("(%1,%2) at %3 px: %4").arg(covered.x).arg(covered.y).arg(size).arg(worst)));
        }
    }

    // The translucent shadow lies over the line, which shows through it.
    board.setSequence(shadowSequence, {{5, 1}, {4, 1}, {4, 2}});
    const QImage shadowed = render(board.renderer, board.board());
    const QColor underShadow = shadowed.pixelColor(sharedEdge({4, 1}, {5, 1}));
    QVERIFY(underShadow.rgb() != cycle.lineColour().rgb());
    QVERIFY2(underShadow.lightness() < snake.shadowFill().lightness() - 40, qPrintable(underShadow.name()));
}

void TestCycleOverlay::gridViewPassesTheCycleOn()
{
    CycleBoard board;
    GridView view;
    view.setDocument(&board.document);
    view.setFrame(nullptr, &board.scene);
    view.resize(400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.cellSize() >= CyclePainter::arrowsFrom);
    const CyclePainter cycle{Palette()};
    const auto linePixels = [&] {
        const QImage image = view.grab().toImage();
        return pixelsOf(image, image.rect(), cycle.lineColour());
    };
    QCOMPARE(view.cycleSequence(), -1);
    QVERIFY(view.showCycle());
    QCOMPARE(linePixels(), 0);
    view.setCycleSequence(cycleSequence);
    QCOMPARE(view.cycleSequence(), cycleSequence);
    const int shown = linePixels();
    QVERIFY(shown > 100);
    view.setShowCycle(false);
    QVERIFY(!view.showCycle());
    QCOMPARE(linePixels(), 0);
    view.setShowCycle(true);
    QCOMPARE(linePixels(), shown);
    // Through the theme, too: the dark palette's line.
    view.setThemePalette(Palette(Palette::Theme::Dark));
    const QImage dark = view.grab().toImage();
    QVERIFY(pixelsOf(dark, dark.rect(), CyclePainter(Palette(Palette::Theme::Dark)).lineColour()) > 100);
}

void TestCycleOverlay::bothThemesReadWell()
{
    // Straight stretches of the line over each fill it must read on: the background, a wall,
    // and the Path, Open and Body marks (the cycle is drawn from the scene whatever the cells
    // hold).
    const CellPos wall{2, 0};
    CycleBoard board(6, 4, wall);
    const struct
    {
        CellPos cell;
        std::optional<Mark> mark;
    } fills[] = {{{3, 0}, std::nullopt}, {wall, std::nullopt}, {{3, 1}, Mark::Path}, {{3, 2}, Mark::Open},
                 {{2, 3}, Mark::Body}};
    for (const auto &fill : fills) {
        if (fill.mark)
            board.setMark(fill.cell, *fill.mark);
    }
    const QByteArray saveTo = qgetenv("GRIDTRACE_CYCLEOVERLAY_PNG");
    for (const Palette::Theme theme : {Palette::Theme::Light, Palette::Theme::Dark}) {
        const Palette palette(theme);
        const CyclePainter cycle(palette);
        board.renderer.setPalette(palette);
        const QImage image = render(board.renderer, board.board(), 40.0);
        if (!saveTo.isEmpty())
            saveFrames(palette, image, board.renderer, board.board(), QString::fromLocal8Bit(saveTo));
        for (const auto &fill : fills) {
            const QColor under = fill.mark ? palette.mark(*fill.mark)
                                           : fill.cell == wall ? palette.wall() : palette.background();
            // Across the line, a quarter of a cell behind the cell's middle (clear of the
            // arrowhead): the fill, the casing, the line. The line stands out from the fill, or
            // its casing does, and the line from its casing.
            const std::size_t i = std::size_t(std::find(board.cycle.begin(), board.cycle.end(), fill.cell) - board.cycle.begin());
            const CellPos next = board.next(i);
            const QPoint ahead(next.x - fill.cell.x, next.y - fill.cell.y);
            const QPoint across(-ahead.y(), ahead.x());
            const QPoint middle = centreOf(fill.cell, 40.0) - ahead * 10;
            const QString context = QStringLiteral("%1 theme, (%2,%3)")
                                        .arg(theme == Palette::Theme::Light ? QStringLiteral("light") : QStringLiteral("dark"))
                                        .arg(fill.cell.x)
                                        .arg(fill.cell.y);
            QCOMPARE(CyclePainter::linePixels(40.0), 4.0);
            QCOMPARE(CyclePainter::casingPixels(40.0), 2.0);
            for (const int side : {-1, 1}) {
                QVERIFY2(image.pixel(middle + across * (side * 12)) == under.rgb(), qPrintable(context));
                QVERIFY2(image.pixel(middle + across * (side * 3)) == cycle.casingColour().rgb(), qPrintable(context));
            }
            QVERIFY2(image.pixel(middle) == cycle.lineColour().rgb(), qPrintable(context));
            const int line = cycle.lineColour().lightness();
            const int casing = cycle.casingColour().lightness();
            const int fillLightness = under.lightness();
            QVERIFY2(std::max(std::abs(line - fillLightness), std::abs(casing - fillLightness)) >= 90, qPrintable(context));
            QVERIFY2(std::abs(line - casing) >= 90, qPrintable(context));
        }
    }
}

void TestCycleOverlay::fullViewPaintsFast()
{
    // A 30 x 30 board whose 900 cells are all on the cycle, painted whole at 24 px a cell, as a
    // view showing all of it would. Timed and printed, not asserted: machines differ.
    CycleBoard board(30, 30);
    CycleBoard without(30, 30);
    without.renderer.setCycleSequence(-1);
    QImage image(720, 720, QImage::Format_RGB32);
    const auto time = [&](BoardRenderer &renderer) {
        QPainter painter(&image);
        renderer.paint(painter, {0, 0, 29, 29}, geometryAt(24.0));
        QElapsedTimer timer;
        timer.start();
        constexpr int rounds = 20;
        for (int round = 0; round < rounds; ++round)
            renderer.paint(painter, {0, 0, 29, 29}, geometryAt(24.0));
        return double(timer.nsecsElapsed()) / rounds / 1e6;
    };
    const double withCycle = time(board.renderer);
    const double plain = time(without.renderer);
    qInfo("30 x 30 board at 24 px: %.2f ms a paint with the cycle, %.2f ms without", withCycle, plain);
    const CyclePainter cycle{Palette()};
    QVERIFY(pixelsOf(image, image.rect(), cycle.lineColour()) == 0);
    QPainter painter(&image);
    board.renderer.paint(painter, {0, 0, 29, 29}, geometryAt(24.0));
    painter.end();
    QVERIFY(pixelsOf(image, image.rect(), cycle.lineColour()) > 900 * 20);
}

QTEST_MAIN(TestCycleOverlay)
#include "tst_cycleoverlay.moc"
