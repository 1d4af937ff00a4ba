// The timeline is a scrubber: x maps linearly onto the positions, dragging asks for the
// positions under the mouse in order, and markers show up in their own columns and colours,
// however many steps the trace has.

#include "applicationtheme.h"
#include "palette.h"
#include "timeline.h"

#include <QApplication>

#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <memory>
#include <set>

using namespace gridtrace;

namespace {

// The position under x on a track that maps trackLeft() to 0 and trackRight() to stepCount.
int expectedAt(const Timeline &timeline, int x)
{
    const double fraction = double(x - timeline.trackLeft()) / (timeline.trackRight() - timeline.trackLeft());
    return std::clamp(int(std::lround(fraction * timeline.stepCount())), 0, timeline.stepCount());
}

int expectedX(const Timeline &timeline, int position)
{
    return timeline.trackLeft()
        + int(std::lround(double(position) * (timeline.trackRight() - timeline.trackLeft()) / timeline.stepCount()));
}

QImage grabbed(Timeline &timeline)
{
    QImage image = timeline.grab().toImage();
    // Compare in widget pixels whatever the screen's scale.
    return image.scaled(timeline.size()).convertToFormat(QImage::Format_RGB32);
}

bool columnEqual(const QImage &a, const QImage &b, int x, int top, int bottom)
{
    for (int y = top; y <= bottom; ++y) {
        if (a.pixel(x, y) != b.pixel(x, y))
            return false;
    }
    return true;
}

} // namespace

class TestTimeline : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void clickMapsXToThePosition();
    void dragEmitsPositionsInOrder();
    void noStepsNoSeeks();
    void positionIsClamped();
    void markersHaveTheirColumnsAndColours();
    void millionsOfStepsBucketIntoColumns();
    void trackStandsOutInBothThemes();

private:
    std::unique_ptr<Timeline> m_timeline;
};

void TestTimeline::init()
{
    m_timeline = std::make_unique<Timeline>();
    m_timeline->resize(512, 26);
    m_timeline->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_timeline.get()));
}

void TestTimeline::cleanup()
{
    m_timeline.reset();
}

void TestTimeline::clickMapsXToThePosition()
{
    Timeline &timeline = *m_timeline;
    timeline.setStepCount(1000);
    QVERIFY(timeline.trackLeft() >= 0);
    QVERIFY(timeline.trackRight() < timeline.width());
    QVERIFY(timeline.trackRight() - timeline.trackLeft() > timeline.width() / 2);
    QSignalSpy seeks(&timeline, &Timeline::seekRequested);
    const int y = timeline.height() / 2;

    QTest::mouseClick(&timeline, Qt::LeftButton, {}, QPoint(timeline.trackLeft(), y));
    QCOMPARE(seeks.takeLast().at(0).toInt(), 0);
    QTest::mouseClick(&timeline, Qt::LeftButton, {}, QPoint(timeline.trackRight(), y));
    QCOMPARE(seeks.takeLast().at(0).toInt(), 1000);
    QTest::mouseClick(&timeline, Qt::LeftButton, {}, QPoint(1, y));
    QCOMPARE(seeks.takeLast().at(0).toInt(), 0);
    QTest::mouseClick(&timeline, Qt::LeftButton, {}, QPoint(timeline.width() - 1, y));
    QCOMPARE(seeks.takeLast().at(0).toInt(), 1000);
    const int middle = (timeline.trackLeft() + timeline.trackRight()) / 2;
    QTest::mouseClick(&timeline, Qt::LeftButton, {}, QPoint(middle, y));
    const int half = seeks.takeLast().at(0).toInt();
    QVERIFY(std::abs(half - 500) <= 2);

    for (const int x : {37, 100, 255, 256, 301, 444}) {
        QTest::mouseClick(&timeline, Qt::LeftButton, {}, QPoint(x, y));
        QVERIFY(!seeks.isEmpty());
        QCOMPARE(seeks.takeLast().at(0).toInt(), expectedAt(timeline, x));
        QCOMPARE(timeline.toolTip(), QStringLiteral("Step %1 of 1,000").arg(QLocale(QLocale::English).toString(expectedAt(timeline, x))));
    }

    // With a pixel or more per step, every step has an x that lands on it.
    timeline.setStepCount(300);
    for (int k = 0; k <= 300; ++k) {
        QCOMPARE(timeline.xForPosition(k), expectedX(timeline, k));
        QCOMPARE(timeline.positionAt(timeline.xForPosition(k)), k);
    }
}

void TestTimeline::dragEmitsPositionsInOrder()
{
    Timeline &timeline = *m_timeline;
    timeline.setStepCount(20000);
    QSignalSpy seeks(&timeline, &Timeline::seekRequested);
    const int y = timeline.height() / 2;

    QTest::mousePress(&timeline, Qt::LeftButton, {}, QPoint(20, y));
    for (int x = 30; x < timeline.width() + 20; x += 13)
        QTest::mouseMove(&timeline, QPoint(x, y));
    QTest::mouseRelease(&timeline, Qt::LeftButton, {}, QPoint(timeline.width() + 20, y));

    QVERIFY(seeks.count() > 20);
    QCOMPARE(seeks.first().at(0).toInt(), expectedAt(timeline, 20));
    for (int i = 1; i < seeks.count(); ++i)
        QVERIFY(seeks.at(i).at(0).toInt() > seeks.at(i - 1).at(0).toInt());
    QCOMPARE(seeks.last().at(0).toInt(), 20000);

    // Back the other way, and the mouse released outside on the left ends at the start.
    seeks.clear();
    QTest::mousePress(&timeline, Qt::LeftButton, {}, QPoint(400, y));
    for (int x = 390; x > -30; x -= 17)
        QTest::mouseMove(&timeline, QPoint(x, y));
    QTest::mouseRelease(&timeline, Qt::LeftButton, {}, QPoint(-30, y));
    QVERIFY(seeks.count() > 10);
    for (int i = 1; i < seeks.count(); ++i)
        QVERIFY(seeks.at(i).at(0).toInt() < seeks.at(i - 1).at(0).toInt());
    QCOMPARE(seeks.last().at(0).toInt(), 0);

    // Moving without a button pressed is hovering, not scrubbing.
    seeks.clear();
    QTest::mouseMove(&timeline, QPoint(200, y));
    QTest::mouseMove(&timeline, QPoint(250, y));
    QCOMPARE(seeks.count(), 0);
}

void TestTimeline::noStepsNoSeeks()
{
    QSignalSpy seeks(m_timeline.get(), &Timeline::seekRequested);
    QTest::mouseClick(m_timeline.get(), Qt::LeftButton, {}, QPoint(200, m_timeline->height() / 2));
    QCOMPARE(seeks.count(), 0);
}

void TestTimeline::positionIsClamped()
{
    m_timeline->setStepCount(50);
    m_timeline->setPosition(80);
    QCOMPARE(m_timeline->position(), 50);
    m_timeline->setPosition(-4);
    QCOMPARE(m_timeline->position(), 0);
    m_timeline->setPosition(30);
    m_timeline->setStepCount(10);
    QCOMPARE(m_timeline->position(), 10);
}

void TestTimeline::markersHaveTheirColumnsAndColours()
{
    Timeline &timeline = *m_timeline;
    // Fewer steps than pixels, so that position s and s + 1 are different columns.
    timeline.setStepCount(400);
    QVERIFY(timeline.trackRight() - timeline.trackLeft() > 400);
    timeline.setPosition(0);
    const QImage plain = grabbed(timeline);

    // A marker for step s sits at position s + 1.
    const std::vector<int> notable{39, 199};
    const std::vector<int> breakpoints{99, 199};
    timeline.setMarkers(notable, breakpoints);
    const QImage marked = grabbed(timeline);

    std::set<int> notableColumns;
    std::set<int> breakpointColumns;
    for (const int step : notable)
        notableColumns.insert(expectedX(timeline, step + 1));
    for (const int step : breakpoints)
        breakpointColumns.insert(expectedX(timeline, step + 1));

    const int middle = timeline.height() / 2;
    const int bottom = timeline.height() - 1;
    const auto changedIn = [&](int x, int top, int last) { return !columnEqual(plain, marked, x, top, last); };
    for (int x = 0; x < timeline.width(); ++x) {
        const bool isNotable = notableColumns.count(x) > 0;
        const bool isBreakpoint = breakpointColumns.count(x) > 0;
        // Notable ticks above the track, breakpoint ticks below; nothing else moves.
        QCOMPARE(changedIn(x, 0, middle - 4), isNotable);
        QCOMPARE(changedIn(x, middle + 4, bottom), isBreakpoint);
    }

    // The two kinds are told apart by colour too.
    const int notableX = expectedX(timeline, 40);
    const int breakpointX = expectedX(timeline, 100);
    QVERIFY(marked.pixel(notableX, 3) != marked.pixel(breakpointX, bottom - 3));
    QVERIFY(marked.pixel(notableX, 3) != plain.pixel(notableX, 3));

    timeline.setMarkers({}, {});
    QCOMPARE(grabbed(timeline), plain);
}

void TestTimeline::millionsOfStepsBucketIntoColumns()
{
    Timeline &timeline = *m_timeline;
    // Reference colours from one tick of each kind.
    timeline.setStepCount(100);
    timeline.setMarkers({49}, {49});
    const QImage one = grabbed(timeline);
    const int x50 = expectedX(timeline, 50);
    const QRgb notableColour = one.pixel(x50, 3);
    const QRgb breakpointColour = one.pixel(x50, timeline.height() - 4);

    const int steps = 5'000'000;
    std::vector<int> every(steps);
    for (int s = 0; s < steps; ++s)
        every[std::size_t(s)] = s;
    std::vector<int> sparse;
    for (int s = 0; s < steps; s += 250'000)
        sparse.push_back(s);
    timeline.setStepCount(steps);
    timeline.setMarkers(every, sparse);
    const QImage image = grabbed(timeline);

    std::set<int> sparseColumns;
    for (const int s : sparse)
        sparseColumns.insert(expectedX(timeline, s + 1));
    // Every column of the track past the first step has a notable tick, the breakpoints only theirs.
    for (int x = expectedX(timeline, 1); x <= timeline.trackRight(); ++x) {
        QCOMPARE(image.pixel(x, 3), notableColour);
        QCOMPARE(image.pixel(x, timeline.height() - 4) == breakpointColour, sparseColumns.count(x) > 0);
    }
}

// The unplayed track and the handle's ring are controls: 3:1 against the window in light and
// dark alike, as the window's themes paint them.
void TestTimeline::trackStandsOutInBothThemes()
{
    Timeline &timeline = *m_timeline;
    timeline.setStepCount(100);
    timeline.setPosition(20);
    for (const Palette::Theme theme : {Palette::Theme::Dark, Palette::Theme::Light}) {
        applyApplicationTheme(theme);
        timeline.setPalette(QApplication::palette());
        const QImage image = grabbed(timeline);
        const QColor window = timeline.palette().color(QPalette::Window);
        const int middle = timeline.height() / 2;
        const QColor unplayed = image.pixelColor(expectedX(timeline, 80), middle);
        QVERIFY2(Palette::contrast(unplayed, window) >= 3.0,
                 qPrintable(QStringLiteral("track %1 on %2").arg(unplayed.name(), window.name())));
        // The ring at the handle's top, above the track.
        const int handleX = expectedX(timeline, 20);
        double best = 0.0;
        for (int y = middle - 7; y <= middle - 4; ++y)
            best = std::max(best, Palette::contrast(image.pixelColor(handleX, y), window));
        QVERIFY2(best >= 3.0, qPrintable(QStringLiteral("ring %1:1").arg(best)));
    }
    applyApplicationTheme(Palette::Theme::Light);
}

QTEST_MAIN(TestTimeline)
#include "tst_timeline.moc"
