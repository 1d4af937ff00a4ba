// The board's colours must keep marks apart from each other and from the terrain, in both
// themes, or a lecture slide becomes unreadable.

#include "palette.h"

#include <QTest>

using namespace gridtrace;

namespace {

double distance(const QColor &a, const QColor &b)
{
    const double dr = a.redF() - b.redF();
    const double dg = a.greenF() - b.greenF();
    const double db = a.blueF() - b.blueF();
    return std::sqrt(dr * dr + dg * dg + db * db);
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

QTEST_MAIN(TestPalette)
#include "tst_palette.moc"
