// The board's colours must keep marks apart from each other and from the terrain, in both
// themes, and the numbers and arrows drawn on them must read, or a lecture slide becomes
// unreadable.

#include "palette.h"
#include "export/traceframes.h"

#include "paneltraces.h"

#include "trace/scene.h"

#include <QGuiApplication>
#include <QTest>

#include <cmath>

using namespace gridtrace;

namespace {

double distance(const QColor &a, const QColor &b)
{
    const double dr = a.redF() - b.redF();
    const double dg = a.greenF() - b.greenF();
    const double db = a.blueF() - b.blueF();
    return std::sqrt(dr * dr + dg * dg + db * db);
}

// WCAG 2: relative luminance and the contrast ratio, 1 to 21.
double luminance(const QColor &colour)
{
    const auto linear = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF());
}

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The most contrasting pixel inside a cell (its grid lines left out) against the cell's fill:
// what a label or an arrow drawn on it reaches where its strokes are solid.
double bestContrastInCell(const QImage &image, const QRect &cell, const QColor &fill)
{
    double best = 1;
    for (int y = cell.top() + 2; y < cell.bottom() - 1; ++y) {
        for (int x = cell.left() + 2; x < cell.right() - 1; ++x)
            best = std::max(best, contrastRatio(image.pixelColor(x, y), fill));
    }
    return best;
}

} // namespace

class TestPalette : public QObject
{
    Q_OBJECT

private slots:
    void marksAreDistinct_data();
    void marksAreDistinct();
    void heavierTerrainIsFurtherFromTheBackground_data();
    void heavierTerrainIsFurtherFromTheBackground();
    void inkReadsOnEveryFill_data();
    void inkReadsOnEveryFill();
    void labelsAndArrowsReadOnClosedCells_data();
    void labelsAndArrowsReadOnClosedCells();
};

void TestPalette::marksAreDistinct_data()
{
    QTest::addColumn<Palette::Theme>("theme");
    QTest::newRow("light") << Palette::Theme::Light;
    QTest::newRow("dark") << Palette::Theme::Dark;
}

void TestPalette::marksAreDistinct()
{
    QFETCH(Palette::Theme, theme);
    const Palette palette(theme);
    QVERIFY(!palette.mark(Mark::None).isValid());
    for (int a = 1; a < markCount; ++a) {
        const QColor colour = palette.mark(Mark(a));
        QVERIFY2(colour.isValid(), markName(Mark(a)));
        QVERIFY2(distance(colour, palette.wall()) > 0.15, markName(Mark(a)));
        QVERIFY2(distance(colour, palette.background()) > 0.15, markName(Mark(a)));
        for (int b = a + 1; b < markCount; ++b)
            QVERIFY2(distance(colour, palette.mark(Mark(b))) > 0.05,
                     qPrintable(QStringLiteral("%1 / %2").arg(markId(Mark(a)), markId(Mark(b)))));
    }
}

void TestPalette::heavierTerrainIsFurtherFromTheBackground_data()
{
    marksAreDistinct_data();
}

void TestPalette::heavierTerrainIsFurtherFromTheBackground()
{
    QFETCH(Palette::Theme, theme);
    const Palette palette(theme);
    QCOMPARE(palette.terrain(1), palette.background());
    QCOMPARE(palette.terrain(0), palette.wall());
    for (std::uint8_t weight = 2; weight <= 9; ++weight)
        QVERIFY(distance(palette.terrain(weight), palette.background())
                > distance(palette.terrain(std::uint8_t(weight - 1)), palette.background()));
}

void TestPalette::inkReadsOnEveryFill_data()
{
    marksAreDistinct_data();
}

// WCAG AA asks 4.5:1 of small text: the g, h and f labels are small text.
void TestPalette::inkReadsOnEveryFill()
{
    QFETCH(Palette::Theme, theme);
    const Palette palette(theme);
    for (int mark = 1; mark < markCount; ++mark) {
        const QColor fill = palette.mark(Mark(mark));
        const double ratio = contrastRatio(Palette::inkOn(fill), fill);
        QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("%1: %2").arg(markId(Mark(mark))).arg(ratio)));
    }
    for (std::uint8_t weight = 1; weight <= 9; ++weight) {
        const QColor fill = palette.terrain(weight);
        const double ratio = contrastRatio(Palette::inkOn(fill), fill);
        QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("weight %1: %2").arg(weight).arg(ratio)));
    }
}

void TestPalette::labelsAndArrowsReadOnClosedCells_data()
{
    marksAreDistinct_data();
}

// An A* frame as exported: on every closed cell the labels reach 4.5:1 against the cell, and
// the parent arrow (labels off) 3:1, the least WCAG asks of a graphic.
void TestPalette::labelsAndArrowsReadOnClosedCells()
{
    QFETCH(Palette::Theme, theme);
    std::shared_ptr<const Trace> trace = paneltest::tracedRun(QStringLiteral("astar"), Grid(8, 6));
    QVERIFY(trace);
    FrameLook look;
    look.palette = Palette(theme);
    look.cellSize = 60;
    look.showLabels = true;
    TraceFrames labelled(trace, look);
    look.showLabels = false;
    look.showParentArrows = true;
    TraceFrames arrowed(trace, look);
    const int position = trace->stepCount() / 2;
    labelled.seek(position);
    arrowed.seek(position);
    const QImage labels = labelled.image();
    const QImage arrows = arrowed.image();
    const QColor closed = look.palette.mark(Mark::Closed);
    const Scene &scene = labelled.scene();
    int checked = 0;
    for (int cell = 0; cell < scene.cellCount(); ++cell) {
        if (scene.mark(cell) != Mark::Closed || cell == 0 || cell == scene.cellCount() - 1)
            continue;
        const QRect square((cell % 8) * 60, (cell / 8) * 60, 60, 60);
        QCOMPARE(labels.pixel(square.center() + QPoint(20, 20)), closed.rgb());
        const double label = bestContrastInCell(labels, square, closed);
        QVERIFY2(label >= 4.5, qPrintable(QStringLiteral("labels on cell %1: %2").arg(cell).arg(label)));
        const double arrow = bestContrastInCell(arrows, square, closed);
        QVERIFY2(arrow >= 3, qPrintable(QStringLiteral("arrow on cell %1: %2").arg(cell).arg(arrow)));
        ++checked;
    }
    QVERIFY(checked > 3);
}

QTEST_MAIN(TestPalette)
#include "tst_palette.moc"
