// Tiles as a lecturer sees them on the board: each tile a face in its kind's colour with its
// number on it, inset so a cell's mark shows round it; the document's tiles before a run, the
// frame's during one (a tile a solver removed is gone); none where there is no tile.

#include "boarddocument.h"
#include "boardrenderer.h"
#include "palette.h"
#include "tilepainter.h"

#include "trace/recorder.h"
#include "trace/cursor.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using namespace gridtrace;

namespace {

constexpr double side = 40.0;

QImage render(BoardRenderer &renderer, const Grid &board)
{
    QImage image(int(board.width() * side), int(board.height() * side), QImage::Format_RGB32);
    image.fill(Qt::magenta);
    QPainter painter(&image);
    renderer.paint(painter, {0, 0, board.width() - 1, board.height() - 1}, {side, QPointF(0, 0)});
    return image;
}

// A point on the face away from the number: the face's colour shows there.
QRgb faceAt(const QImage &image, CellPos cell)
{
    return image.pixel(int((cell.x + 0.2) * side), int((cell.y + 0.2) * side));
}

// The cell's margin, outside the face: the cell's own colour shows there.
QRgb marginAt(const QImage &image, CellPos cell)
{
    return image.pixel(int((cell.x + 0.03) * side), int((cell.y + 0.5) * side));
}

Scenario tiledScenario()
{
    Scenario scenario;
    scenario.board = Grid(5, 4);
    scenario.tiles.assign(20, 0);
    scenario.tiles[6] = 3;  // (1, 1)
    scenario.tiles[8] = 3;  // (3, 1)
    scenario.tiles[11] = 7; // (1, 2)
    return scenario;
}

} // namespace

class TestTileLook : public QObject
{
    Q_OBJECT

private slots:
    void documentTilesShowBeforeARun();
    void frameTilesReplaceTheDocuments();
    void kindsLookApart();
    void anEndpointOnATileFramesIt();
    void endpointLettersReadOnEveryFace_data();
    void endpointLettersReadOnEveryFace();
};

void TestTileLook::documentTilesShowBeforeARun()
{
    BoardDocument document;
    document.reset(tiledScenario());
    BoardRenderer renderer;
    renderer.setDocument(&document);
    const TilePainter tiles(renderer.palette());
    const QImage image = render(renderer, document.board());
    QCOMPARE(faceAt(image, {1, 1}), tiles.faceColour(3).rgb());
    QCOMPARE(faceAt(image, {3, 1}), tiles.faceColour(3).rgb());
    QCOMPARE(faceAt(image, {1, 2}), tiles.faceColour(7).rgb());
    // No tile: the empty cell's colour, in the middle too.
    const QRgb empty = image.pixel(int(2.5 * side), int(0.5 * side));
    QCOMPARE(faceAt(image, {2, 0}), empty);
    // The face is inset: the cell shows round it.
    QCOMPARE(marginAt(image, {1, 1}), empty);
    // The number is drawn: the middle of the face holds pixels of the number's colour.
    bool numberSeen = false;
    for (int dy = -6; dy <= 6 && !numberSeen; ++dy) {
        for (int dx = -6; dx <= 6 && !numberSeen; ++dx)
            numberSeen = QColor(image.pixel(int(1.5 * side) + dx, int(1.5 * side) + dy)).lightness()
                         < QColor(tiles.faceColour(3)).lightness() - 80;
    }
    QVERIFY(numberSeen);
}

void TestTileLook::frameTilesReplaceTheDocuments()
{
    BoardDocument document;
    const Scenario scenario = tiledScenario();
    document.reset(scenario);
    // A frame in which the pair of 3s is gone and the cell between them is on a path.
    Trace trace;
    trace.header = scenario;
    trace.tables.stepKinds = {QStringLiteral("remove")};
    Recorder recorder(trace);
    recorder.setTile(11, 7);
    recorder.step(0, 1, -1);
    recorder.setMark(7, Mark::Path);
    Cursor cursor(trace);
    cursor.toEnd();

    BoardRenderer renderer;
    renderer.setDocument(&document);
    renderer.setFrame(&trace, &cursor.scene());
    const TilePainter tiles(renderer.palette());
    const QImage image = render(renderer, document.board());
    QCOMPARE(faceAt(image, {1, 2}), tiles.faceColour(7).rgb());
    const QRgb empty = image.pixel(int(4.5 * side), int(3.5 * side));
    QCOMPARE(faceAt(image, {1, 1}), empty);
    QCOMPARE(faceAt(image, {3, 1}), empty);
    QCOMPARE(faceAt(image, {2, 1}), renderer.palette().mark(Mark::Path).rgb());
}

void TestTileLook::kindsLookApart()
{
    // Neighbouring numbers, and any two of the first twenty kinds, differ in colour.
    const TilePainter tiles{Palette()};
    for (int a = 1; a <= 20; ++a) {
        for (int b = a + 1; b <= 20; ++b)
            QVERIFY2(tiles.faceColour(a) != tiles.faceColour(b), qPrintable(QStringLiteral("%1 %2").arg(a).arg(b)));
    }
    const TilePainter dark{Palette(Palette::Theme::Dark)};
    QVERIFY(QColor(dark.faceColour(1)).lightness() < QColor(tiles.faceColour(1)).lightness());
}

void TestTileLook::anEndpointOnATileFramesIt()
{
    BoardDocument document;
    Scenario scenario = tiledScenario();
    scenario.start = CellPos{1, 1};
    scenario.goal = CellPos{2, 2}; // no tile: the usual square
    document.reset(scenario);
    BoardRenderer renderer;
    renderer.setDocument(&document);
    const TilePainter tiles(renderer.palette());
    const QImage image = render(renderer, document.board());
    // The tile's face and number stay; the start's colour frames the cell.
    QCOMPARE(image.pixel(int(1.5 * side), int(1.85 * side)), tiles.faceColour(3).rgb());
    QCOMPARE(marginAt(image, {1, 1}), renderer.palette().start().rgb());
    QCOMPARE(faceAt(image, {2, 2}), renderer.palette().goal().rgb());
}

void TestTileLook::endpointLettersReadOnEveryFace_data()
{
    QTest::addColumn<Palette::Theme>("theme");
    QTest::newRow("light") << Palette::Theme::Light;
    QTest::newRow("dark") << Palette::Theme::Dark;
}

// The S and the G in the corner of an endpoint's tile, drawn in the window and in every export
// by the one renderer, reach 4.5:1 (WCAG AA for small text) against what they are drawn on, on
// every kind's face: green on a navy face in the dark theme read as nothing.
void TestTileLook::endpointLettersReadOnEveryFace()
{
    QFETCH(Palette::Theme, theme);
    constexpr double big = 60.0;
    for (std::int32_t kind = 1; kind <= 24; ++kind) {
        BoardDocument document;
        Scenario scenario;
        scenario.board = Grid(3, 1);
        scenario.tiles = {kind, 0, kind};
        scenario.start = CellPos{0, 0};
        scenario.goal = CellPos{2, 0};
        document.reset(scenario);
        BoardRenderer renderer;
        renderer.setPalette(Palette(theme));
        renderer.setDocument(&document);
        const auto paint = [&](const QString &start, const QString &goal) {
            renderer.setEndpointLetters(start, goal);
            QImage image(int(3 * big), int(big), QImage::Format_RGB32);
            image.fill(Qt::magenta);
            QPainter painter(&image);
            renderer.paint(painter, {0, 0, 2, 0}, {big, QPointF(0, 0)});
            return image;
        };
        const QImage lettered = paint(QStringLiteral("S"), QStringLiteral("G"));
        const QImage bare = paint(QString(), QString());
        for (int cell : {0, 2}) {
            double best = 1;
            int inked = 0;
            for (int y = 0; y < int(big); ++y) {
                for (int x = int(cell * big); x < int((cell + 1) * big); ++x) {
                    if (lettered.pixel(x, y) == bare.pixel(x, y))
                        continue;
                    ++inked;
                    best = std::max(best, Palette::contrast(lettered.pixelColor(x, y), bare.pixelColor(x, y)));
                }
            }
            QVERIFY2(inked > 10, qPrintable(QStringLiteral("kind %1: no letter on cell %2").arg(kind).arg(cell)));
            QVERIFY2(best >= 4.5, qPrintable(QStringLiteral("kind %1, cell %2: %3").arg(kind).arg(cell).arg(best)));
        }
    }
}

QTEST_MAIN(TestTileLook)
#include "tst_tilelook.moc"
