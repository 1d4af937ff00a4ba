// A snake game as a lecturer sees it in the grid view: the snake is one connected band with a
// head that looks where it goes, not a start square with an "S"; where the body touches itself
// the grid line still shows which cells do not follow each other; the shadow snake an AI walks
// along its path is an overlay that leaves the real body visible; a snake drawn on the board
// shows before any run; and a pathfinding board looks exactly as it did.

#include "boarddocument.h"
#include "boardrenderer.h"
#include "gridview.h"
#include "palette.h"
#include "snakepainter.h"
#include "snakeplaycontroller.h"

#include "catalogue/catalogue.h"
#include "snake/snakerules.h"
#include "snake/snaketracer.h"
#include "trace/cursor.h"
#include "trace/scene.h"
#include "trace/trace.h"

#include <QImage>
#include <QPainter>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdlib>

using namespace gridtrace;

namespace {

constexpr double cellSide = 32.0;

// A traced game of the greedy AI on an 8 x 6 area in a ring of walls, head at (3,1).
Scenario snakeScenario()
{
    Scenario scenario;
    scenario.board = SnakeRules::walledArea(8, 6, 3, false).board;
    scenario.algorithm = QStringLiteral("snake-greedy");
    scenario.start = CellPos{3, 1};
    scenario.seed = 7;
    scenario.parameters = {{QStringLiteral("start-length"), 3}};
    return scenario;
}

BoardGeometry geometryAt(double cellSize)
{
    return {cellSize, QPointF(0, 0)};
}

QImage render(BoardRenderer &renderer, const Grid &board, double cellSize = cellSide)
{
    QImage image(int(board.width() * cellSize), int(board.height() * cellSize), QImage::Format_RGB32);
    image.fill(renderer.palette().canvas());
    QPainter painter(&image);
    renderer.paint(painter, {0, 0, board.width() - 1, board.height() - 1}, geometryAt(cellSize));
    return image;
}

// Paints the board in tiles of 3 x 3 cells, each clipped to its own pixels, as a view repaints
// what is exposed piece by piece (without the cell of slack GridView adds: the renderer must
// not need it).
QImage renderInTiles(BoardRenderer &renderer, const Grid &board)
{
    QImage image(int(board.width() * cellSide), int(board.height() * cellSide), QImage::Format_RGB32);
    image.fill(Qt::magenta);
    const BoardGeometry geometry = geometryAt(cellSide);
    QPainter painter(&image);
    for (int y = 0; y < board.height(); y += 3) {
        for (int x = 0; x < board.width(); x += 3) {
            const CellRange tile{x, y, std::min(x + 2, board.width() - 1), std::min(y + 2, board.height() - 1)};
            painter.setClipRect(geometry.pixelRect(tile));
            renderer.paint(painter, tile, geometry);
        }
    }
    return image;
}

QPoint centreOf(CellPos cell)
{
    return geometryAt(cellSide).cellRect(cell).center().toPoint();
}

// A point inside the cell, off its centre and clear of any band, head or eye.
QPoint cornerOf(CellPos cell)
{
    return geometryAt(cellSide).cellRect(cell).topLeft().toPoint() + QPoint(3, 3);
}

// The middle of the edge two neighbouring cells share: where the grid line runs between them.
QPoint sharedEdge(CellPos a, CellPos b)
{
    const BoardGeometry geometry = geometryAt(cellSide);
    if (a.y == b.y)
        return {geometry.edgeX(std::max(a.x, b.x)), centreOf(a).y()};
    return {centreOf(a).x(), geometry.edgeY(std::max(a.y, b.y))};
}

QString shown(const QImage &image, QPoint point)
{
    return image.pixelColor(point).name();
}

CellPos posOf(const Grid &board, std::uint32_t cell)
{
    return board.pos(int(cell));
}

int pixelsOf(const QImage &image, QRect area, const QColor &colour)
{
    int count = 0;
    for (int y = area.top(); y <= area.bottom(); ++y) {
        for (int x = area.left(); x <= area.right(); ++x)
            count += image.pixel(x, y) == colour.rgb();
    }
    return count;
}

struct TracedGame
{
    TracedGame()
    {
        scenario = snakeScenario();
        document.reset(scenario);
        const RunOutcome outcome = Catalogue::run(scenario, &trace);
        if (!outcome.error.isEmpty())
            qFatal("%s", qPrintable(outcome.error));
        cursor.emplace(trace);
        renderer.setDocument(&document);
        renderer.setEndpointLetters(QStringLiteral("S"), QStringLiteral("G"));
        renderer.setFrame(&trace, &cursor->scene());
    }

    void seek(int position)
    {
        cursor->seek(position);
        renderer.invalidateImage();
    }

    const std::deque<std::uint32_t> &body() const { return cursor->scene().sequence(BodySequence); }
    const std::deque<std::uint32_t> &shadow() const { return cursor->scene().sequence(ShadowSequence); }
    const Grid &board() const { return scenario.board; }

    Scenario scenario;
    BoardDocument document;
    Trace trace;
    std::optional<Cursor> cursor;
    BoardRenderer renderer;
};

} // namespace

class TestSnakeLook : public QObject
{
    Q_OBJECT

private slots:
    void headReplacesTheStartSquare();
    void bandJoinsConsecutiveCells();
    void shadowIsAnOverlay();
    void partialPaintsMatchTheWholePaint();
    void drawnSnakeAndFoodShowWithoutAScene();
    void startAloneIsAHead();
    void pathfindingBoardIsUnchanged();
    void playSceneCarriesTheBody();
    void gridViewPassesTheSnakeOn();
    void bothThemesReadWell();
};

void TestSnakeLook::headReplacesTheStartSquare()
{
    TracedGame game;
    const CellPos head = posOf(game.board(), game.body().front());
    QCOMPARE(head, *game.scenario.start);
    const QRect square = geometryAt(cellSide).pixelRect({head.x, head.y, head.x, head.y});
    const Palette palette;

    // As pathfinding draws it: the start square with a white "S".
    const QImage before = render(game.renderer, game.board());
    QCOMPARE(shown(before, cornerOf(head)), palette.start().name());
    QList<QPoint> letter;
    for (int y = square.top(); y <= square.bottom(); ++y) {
        for (int x = square.left(); x <= square.right(); ++x) {
            if (before.pixel(x, y) == qRgb(255, 255, 255))
                letter << QPoint(x, y);
        }
    }
    QVERIFY(letter.size() > 10);

    game.renderer.setSnakeSequences(BodySequence, ShadowSequence);
    const QImage after = render(game.renderer, game.board());
    // No start square anywhere. The head is a disc on a cell filled like the body's, so it
    // stands out as the band does.
    QCOMPARE(pixelsOf(after, after.rect(), palette.start()), 0);
    QCOMPARE(shown(after, cornerOf(head)), palette.mark(Mark::Body).name());
    QCOMPARE(shown(after, centreOf(head)), SnakePainter(palette).headColour().name());
    // The letter is gone: what is white there now is an eye, and the eyes look the way the
    // snake moves, away from its neck.
    const CellPos neck = posOf(game.board(), game.body()[1]);
    const QPoint ahead(head.x - neck.x, head.y - neck.y);
    const QPoint middle = QRectF(square).center().toPoint();
    int stillWhite = 0;
    for (const QPoint &p : letter)
        stillWhite += after.pixel(p) == qRgb(255, 255, 255);
    QVERIFY2(stillWhite * 3 < int(letter.size()), qPrintable(QStringLiteral("%1 of %2").arg(stillWhite).arg(letter.size())));
    int eyePixels = 0;
    for (int y = square.top(); y <= square.bottom(); ++y) {
        for (int x = square.left(); x <= square.right(); ++x) {
            if (after.pixel(x, y) != qRgb(255, 255, 255))
                continue;
            ++eyePixels;
            const QPoint offset = QPoint(x, y) - middle;
            QVERIFY2(offset.x() * ahead.x() + offset.y() * ahead.y() > 0,
                     qPrintable(QStringLiteral("white at (%1,%2) behind the head's centre").arg(x).arg(y)));
        }
    }
    QVERIFY(eyePixels > 4);
    // Too small for a disc and eyes, the head is the Head mark's cell, and nothing else is drawn.
    const double small = (BoardRenderer::imageBelow + BoardRenderer::gridLinesFrom) / 2;
    const QImage smallImage = render(game.renderer, game.board(), small);
    QCOMPARE(smallImage.pixelColor(QPointF((head.x + 0.5) * small, (head.y + 0.5) * small).toPoint()).name(),
             palette.mark(Mark::Head).name());
    QCOMPARE(pixelsOf(smallImage, smallImage.rect(), SnakePainter(palette).bandColour()), 0);
    // The goal is no part of a snake game.
    QVERIFY(!game.scenario.goal);
}

void TestSnakeLook::bandJoinsConsecutiveCells()
{
    TracedGame game;
    const SnakePainter snake{Palette()};
    const Palette palette;
    const CellPos second = posOf(game.board(), game.body()[1]);
    const CellPos third = posOf(game.board(), game.body()[2]);

    // Without the snake, the grid line runs between the two body cells.
    const QImage cells = render(game.renderer, game.board());
    QCOMPARE(shown(cells, sharedEdge(second, third)), palette.gridLine().name());
    QCOMPARE(shown(cells, centreOf(second)), palette.mark(Mark::Body).name());

    game.renderer.setSnakeSequences(BodySequence, -1);
    const QImage drawn = render(game.renderer, game.board());
    QCOMPARE(shown(drawn, sharedEdge(second, third)), snake.bandColour().name());
    QCOMPARE(shown(drawn, centreOf(second)), snake.bandColour().name());
    // The band is narrower than the cell: the body fill stays around it.
    QCOMPARE(shown(drawn, cornerOf(second)), palette.mark(Mark::Body).name());

    // Later in the game the snake is longer and bends; every pair of body cells that follow
    // each other is joined, and nothing else is.
    game.seek(game.trace.stepCount());
    const QImage end = render(game.renderer, game.board());
    const std::deque<std::uint32_t> &body = game.body();
    QVERIFY(body.size() > 3);
    for (std::size_t i = 1; i < body.size(); ++i) {
        const CellPos a = posOf(game.board(), body[i - 1]);
        const CellPos b = posOf(game.board(), body[i]);
        QCOMPARE(shown(end, sharedEdge(a, b)), snake.bandColour().name());
    }
}

void TestSnakeLook::shadowIsAnOverlay()
{
    TracedGame game;
    // The shadow is a sequence, never marks that would hide the body under them.
    for (const Change &change : game.trace.changes) {
        QVERIFY(!(change.op() == ChangeOp::SetCell && change.slot() == int(CellLayer::Mark)
                  && change.after == std::uint32_t(Mark::Shadow)));
    }
    // A shadow step whose shadow still lies over part of the real body, off both heads.
    int position = -1;
    int overlap = -1;
    for (int step = 0; step < game.trace.stepCount() && position < 0; ++step) {
        if (game.trace.steps[std::size_t(step)].kind != ShadowStep)
            continue;
        game.seek(step + 1);
        for (std::size_t i = 1; i < game.body().size() && position < 0; ++i) {
            const std::uint32_t cell = game.body()[i];
            if (cell != game.shadow().front()
                && std::find(game.shadow().begin(), game.shadow().end(), cell) != game.shadow().end()) {
                position = step + 1;
                overlap = int(cell);
            }
        }
    }
    QVERIFY(position > 0);
    const CellPos covered = game.board().pos(overlap);
    const SnakePainter snake{Palette()};
    const Palette palette;

    game.renderer.setSnakeSequences(BodySequence, -1);
    const QImage bodyOnly = render(game.renderer, game.board());
    QCOMPARE(shown(bodyOnly, centreOf(covered)), snake.bandColour().name());

    game.renderer.setSnakeSequences(BodySequence, ShadowSequence);
    const QImage withShadow = render(game.renderer, game.board());
    const QColor mixed = withShadow.pixelColor(centreOf(covered));
    const QColor shadowColour = palette.mark(Mark::Shadow);
    // Over the body the shadow tints the band: neither the band alone nor the shadow's colour,
    // and darker than the shadow, because the band shows through.
    QVERIFY(mixed.name() != snake.bandColour().name());
    QVERIFY(mixed.name() != shadowColour.name());
    QVERIFY2(mixed.lightness() < shadowColour.lightness() - 40,
             qPrintable(QStringLiteral("%1 vs %2").arg(mixed.name(), shadowColour.name())));
    // Off the body the shadow still shows: its head's cell is not the fill alone.
    const CellPos shadowHead = posOf(game.board(), game.shadow().front());
    QVERIFY(shown(withShadow, centreOf(shadowHead)) != shown(bodyOnly, centreOf(shadowHead)));
}

void TestSnakeLook::partialPaintsMatchTheWholePaint()
{
    TracedGame game;
    game.renderer.setSnakeSequences(BodySequence, ShadowSequence);
    int position = -1;
    for (int step = 0; step < game.trace.stepCount(); ++step) {
        if (game.trace.steps[std::size_t(step)].kind == ShadowStep)
            position = step + 1;
    }
    QVERIFY(position > 0);
    game.seek(position);
    const QImage whole = render(game.renderer, game.board());
    const QImage tiles = renderInTiles(game.renderer, game.board());
    // The shadow's outline is built from the segments near each tile, so an antialiased edge
    // may differ in the last bit; nothing may be missing or cut off.
    int worst = 0;
    for (int y = 0; y < whole.height(); ++y) {
        for (int x = 0; x < whole.width(); ++x) {
            const QRgb a = whole.pixel(x, y);
            const QRgb b = tiles.pixel(x, y);
            worst = std::max({worst, std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)),
                              std::abs(qBlue(a) - qBlue(b))});
        }
    }
    QVERIFY2(worst <= 2, qPrintable(QString::number(worst)));
}

void TestSnakeLook::drawnSnakeAndFoodShowWithoutAScene()
{
    Scenario scenario = snakeScenario();
    // A hook: the head at (3,2) touches the fourth cell (3,3), which does not follow it.
    scenario.snake = {{3, 2}, {2, 2}, {2, 3}, {3, 3}, {4, 3}};
    scenario.start = scenario.snake.front();
    scenario.food = CellPos{6, 2};
    BoardDocument document;
    document.reset(scenario);
    BoardRenderer renderer;
    renderer.setDocument(&document);
    renderer.setSnakeSequences(BodySequence, ShadowSequence);
    const Palette palette;
    const SnakePainter snake{palette};

    const QImage image = render(renderer, scenario.board);
    QCOMPARE(shown(image, cornerOf(scenario.snake[0])), palette.mark(Mark::Body).name());
    for (std::size_t i = 1; i < scenario.snake.size(); ++i) {
        QCOMPARE(shown(image, cornerOf(scenario.snake[i])), palette.mark(Mark::Body).name());
        QCOMPARE(shown(image, sharedEdge(scenario.snake[i - 1], scenario.snake[i])), snake.bandColour().name());
    }
    QCOMPARE(shown(image, sharedEdge({3, 2}, {3, 3})), palette.gridLine().name());
    QCOMPARE(shown(image, centreOf(*scenario.food)), palette.mark(Mark::Food).name());
    QCOMPARE(shown(image, centreOf(scenario.snake[0])), snake.headColour().name());

    // Zoomed far out, one pixel a cell: the same cells in the same colours.
    const QImage tiny = render(renderer, scenario.board, 1.0);
    QCOMPARE(tiny.pixelColor(3, 2).name(), palette.mark(Mark::Head).name());
    QCOMPARE(tiny.pixelColor(4, 3).name(), palette.mark(Mark::Body).name());
    QCOMPARE(tiny.pixelColor(6, 2).name(), palette.mark(Mark::Food).name());

    // Once a scene of the game matches, it says where the snake and the food are.
    Trace trace;
    scenario.snake.clear();
    scenario.food.reset();
    scenario.start = CellPos{3, 1};
    QCOMPARE(Catalogue::run(scenario, &trace).error, QString());
    renderer.setFrame(&trace, &trace.initial);
    const QImage traced = render(renderer, scenario.board);
    QCOMPARE(shown(traced, cornerOf({4, 3})), palette.terrain(Grid::MinWeight).name());
    QCOMPARE(shown(traced, cornerOf({6, 2})),
             (trace.initial.mark(scenario.board.index({6, 2})) == Mark::Food ? palette.mark(Mark::Food)
                                                                              : palette.terrain(Grid::MinWeight)).name());
}

void TestSnakeLook::startAloneIsAHead()
{
    Scenario scenario = snakeScenario();
    scenario.start = CellPos{5, 4};
    scenario.goal = CellPos{1, 1};
    BoardDocument document;
    document.reset(scenario);
    BoardRenderer renderer;
    renderer.setDocument(&document);
    renderer.setSnakeSequences(BodySequence, -1);
    const Palette palette;
    const QImage image = render(renderer, scenario.board);
    QCOMPARE(shown(image, centreOf({5, 4})), SnakePainter(palette).headColour().name());
    QCOMPARE(shown(image, cornerOf({5, 4})), palette.mark(Mark::Body).name());
    // No goal in a snake game.
    QCOMPARE(pixelsOf(image, image.rect(), palette.goal()), 0);
}

void TestSnakeLook::pathfindingBoardIsUnchanged()
{
    Scenario scenario;
    scenario.board = Grid(10, 7);
    scenario.start = CellPos{2, 2};
    scenario.goal = CellPos{7, 5};
    scenario.snake = {{2, 2}, {3, 2}};
    scenario.algorithm = QStringLiteral("astar");
    BoardDocument document;
    document.reset(scenario);
    const Palette palette;

    BoardRenderer plain;
    plain.setDocument(&document);
    plain.setEndpointLetters(QStringLiteral("S"), QStringLiteral("G"));
    const QImage reference = render(plain, scenario.board);
    QCOMPARE(shown(reference, cornerOf(*scenario.start)), palette.start().name());
    QCOMPARE(shown(reference, cornerOf(*scenario.goal)), palette.goal().name());
    const QRect startSquare = geometryAt(cellSide).pixelRect({2, 2, 2, 2});
    QVERIFY(pixelsOf(reference, startSquare, Qt::white) > 10);

    // A renderer that showed a snake game and went back to pathfinding paints the same.
    BoardRenderer switched;
    switched.setDocument(&document);
    switched.setEndpointLetters(QStringLiteral("S"), QStringLiteral("G"));
    switched.setSnakeSequences(BodySequence, ShadowSequence);
    QVERIFY(render(switched, scenario.board) != reference);
    switched.setSnakeSequences(-1, -1);
    QCOMPARE(render(switched, scenario.board), reference);
    QCOMPARE(render(switched, scenario.board, 2.0), render(plain, scenario.board, 2.0));
}

void TestSnakeLook::playSceneCarriesTheBody()
{
    SnakePlayController controller;
    controller.newGame(SnakeRules::walledArea(6, 6, 3, false), 5);
    controller.pause();
    QVERIFY(controller.setAiDriver(QStringLiteral("greedy")));
    const auto sameBody = [&] {
        const std::deque<std::uint32_t> &sequence = controller.scene().sequence(BodySequence);
        const std::deque<int> &body = controller.game()->body();
        return std::equal(sequence.begin(), sequence.end(), body.begin(), body.end(),
                          [](std::uint32_t a, int b) { return int(a) == b; });
    };
    QVERIFY(sameBody());
    controller.resume();
    int grew = 0;
    for (int move = 0; move < 60 && controller.game()->state() == SnakeState::Playing; ++move) {
        const int length = controller.game()->length();
        controller.tick();
        grew += controller.game()->length() > length;
        QVERIFY2(sameBody(), qPrintable(QStringLiteral("move %1").arg(move)));
    }
    QVERIFY(grew > 0);

    // The grid view draws the same connected snake from it.
    Scenario scenario;
    scenario.board = controller.game()->rules().board;
    BoardDocument document;
    document.reset(scenario);
    BoardRenderer renderer;
    renderer.setDocument(&document);
    renderer.setFrame(nullptr, &controller.scene());
    renderer.setSnakeSequences(BodySequence, -1);
    const QImage image = render(renderer, scenario.board);
    const std::deque<int> &body = controller.game()->body();
    const SnakePainter snake{Palette()};
    for (std::size_t i = 1; i < body.size(); ++i) {
        QCOMPARE(shown(image, sharedEdge(scenario.board.pos(body[i - 1]), scenario.board.pos(body[i]))),
                 snake.bandColour().name());
    }
}

void TestSnakeLook::gridViewPassesTheSnakeOn()
{
    Scenario scenario = snakeScenario();
    BoardDocument document;
    document.reset(scenario);
    GridView view;
    view.setDocument(&document);
    view.resize(400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.cellSize() >= GridView::gridLinesFrom);
    const Palette palette;
    // In the grabbed image's pixels, which a high-DPI screen multiplies.
    const auto pixels = [](const QImage &image, QRectF rect) {
        const qreal ratio = image.devicePixelRatio();
        return QRectF(rect.topLeft() * ratio, rect.size() * ratio).toAlignedRect() & image.rect();
    };
    const QImage before = view.grab().toImage();
    QVERIFY(pixelsOf(before, pixels(before, view.cellRect(*scenario.start)), palette.start()) > 0);
    view.setSnakeSequences(BodySequence, ShadowSequence);
    const QImage image = view.grab().toImage();
    QCOMPARE(pixelsOf(image, image.rect(), palette.start()), 0);
    QCOMPARE(image.pixelColor(pixels(image, view.cellRect(*scenario.start)).center()).name(),
             SnakePainter(palette).headColour().name());
}

void TestSnakeLook::bothThemesReadWell()
{
    TracedGame game;
    game.renderer.setSnakeSequences(BodySequence, ShadowSequence);
    // The first shadow of the game; one in its middle, beside a bent snake; and the snake
    // alone after that move.
    int firstShadowAt = -1;
    for (int step = 0; step < game.trace.stepCount() && firstShadowAt < 0; ++step) {
        if (game.trace.steps[std::size_t(step)].kind == ShadowStep)
            firstShadowAt = step + 1;
    }
    int shadowAt = -1;
    for (int step = game.trace.stepCount() / 2; step < game.trace.stepCount() && shadowAt < 0; ++step) {
        if (game.trace.steps[std::size_t(step)].kind == ShadowStep)
            shadowAt = step + 1;
    }
    QVERIFY(shadowAt > 0);
    int moveAt = shadowAt;
    while (moveAt < game.trace.stepCount() && game.trace.steps[std::size_t(moveAt)].kind != ThinkStep)
        ++moveAt;
    const QByteArray saveTo = qgetenv("GRIDTRACE_SNAKELOOK_PNG");
    for (const Palette::Theme theme : {Palette::Theme::Light, Palette::Theme::Dark}) {
        const Palette palette(theme);
        const SnakePainter snake(palette);
        // The band and the head's disc stand apart from the body's fill.
        const auto apart = [](const QColor &a, const QColor &b) {
            return std::abs(a.lightness() - b.lightness()) >= 35;
        };
        QVERIFY(apart(snake.bandColour(), palette.mark(Mark::Body)));
        QVERIFY(apart(snake.headColour(), palette.mark(Mark::Body)));
        QVERIFY(snake.shadowFill().alpha() < 200);
        game.renderer.setPalette(palette);
        const int positions[] = {firstShadowAt, shadowAt, moveAt};
        QImage frames[3];
        for (int k = 0; k < 3; ++k) {
            game.seek(positions[k]);
            frames[k] = render(game.renderer, game.board(), 40.0);
            QCOMPARE(pixelsOf(frames[k], frames[k].rect(), palette.start()), 0);
        }
        if (!saveTo.isEmpty()) {
            QImage all(frames[0].width() * 3 + 16, frames[0].height(), QImage::Format_RGB32);
            all.fill(palette.canvas());
            QPainter painter(&all);
            for (int k = 0; k < 3; ++k)
                painter.drawImage(k * (frames[0].width() + 8), 0, frames[k]);
            painter.end();
            const QString name = theme == Palette::Theme::Light ? QStringLiteral("light") : QStringLiteral("dark");
            QVERIFY(all.save(QString::fromLocal8Bit(saveTo) + name + QStringLiteral(".png")));
        }
    }
}

QTEST_MAIN(TestSnakeLook)
#include "tst_snakelook.moc"
