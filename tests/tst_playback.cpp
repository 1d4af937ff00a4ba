// The playback controls drive a real traced A* run the way a user does: by the debugger's
// keys, by scrubbing the timeline, by breakpoints. Every expected position is worked out
// here from the trace itself, and every scene is held to a cursor that got there on its own.

#include "breakpointsdock.h"
#include "playbackbar.h"
#include "playbackcontroller.h"
#include "timeline.h"

#include "catalogue/catalogue.h"
#include "trace/cursor.h"

#include "steprules.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QMainWindow>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

#include <cmath>
#include <cstdlib>
#include <memory>

using namespace gridtrace;

namespace {

// A board with two walls to go around, so the search expands cells on both sides of them.
Scenario wallsScenario(const QString &algorithm = QStringLiteral("astar"), int width = 12)
{
    Grid board(width, 8);
    for (int y = 0; y < 6; ++y)
        board.setWall({4, y});
    for (int y = 2; y < 8; ++y)
        board.setWall({8, y});
    board.setWeight({6, 3}, 5);
    Scenario scenario;
    scenario.board = board;
    scenario.start = CellPos{1, 1};
    scenario.goal = CellPos{width - 2, 6};
    scenario.algorithm = algorithm;
    return scenario;
}

std::shared_ptr<const Trace> runTraced(const Scenario &scenario)
{
    auto trace = std::make_shared<Trace>();
    const RunOutcome outcome = Catalogue::run(scenario, trace.get());
    if (!outcome.error.isEmpty() || !outcome.found || !trace->validate().isEmpty())
        return nullptr;
    return trace;
}

// The steps whose changes set something in `cell`, straight from the change list.
std::vector<int> stepsChangingCell(const Trace &trace, int cell)
{
    std::vector<int> steps;
    for (int step = 0; step < trace.stepCount(); ++step) {
        for (std::size_t i = trace.firstChange(step); i < trace.endChange(step); ++i) {
            const Change &change = trace.changes[i];
            if (change.op() == ChangeOp::SetCell && change.target() == cell) {
                steps.push_back(step);
                break;
            }
        }
    }
    return steps;
}

Scene sceneAt(const Trace &trace, int position)
{
    Cursor cursor(trace);
    cursor.seek(position);
    return cursor.scene();
}

} // namespace

class TestPlayback : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void f11StepsIntoOneStep();
    void f10StepsOverNestedSteps();
    void shiftF11StepsOut();
    void keysFollowTheRulesFromEveryPosition();
    void stepOverAndOutStopAtABreakpoint();
    void leftStepsBackHomeAndEnd();
    void actionsFollowThePosition();
    void steppingBackIsExact();
    void scrubbingShowsTheSteppedScene();
    void spaceTogglesPlaying();
    void cellBreakpointStopsAtTheFirstChange();
    void stepKindBreakpointStopsAfterThatStep();
    void f5RunsToTheNextBreakpoint();
    void disabledBreakpointsDoNotStop();
    void maxSpeedPlaysToTheEnd();
    void markersComeFromTheTrace();
    void barShowsStepAndSpeed();
    void dockEditsBreakpoints();
    void breakpointsFollowANewTrace();

private:
    void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    int position() const { return m_controller->position(); }
    bool sceneIsFresh() const { return *m_controller->scene() == sceneAt(*m_trace, position()); }

    std::shared_ptr<const Trace> m_trace;
    std::unique_ptr<QMainWindow> m_host;
    PlaybackController *m_controller = nullptr;
    PlaybackBar *m_bar = nullptr;
    BreakpointsDock *m_dock = nullptr;
};

void TestPlayback::initTestCase()
{
    m_trace = runTraced(wallsScenario());
    QVERIFY(m_trace);
    QVERIFY(m_trace->stepCount() > 40);
    // The debugger keys are only meaningful when expansions nest their neighbour steps.
    bool nested = false;
    for (const Step &step : m_trace->steps)
        nested = nested || step.depth > 0;
    QVERIFY(nested);
}

void TestPlayback::init()
{
    m_host = std::make_unique<QMainWindow>();
    m_controller = new PlaybackController(m_host.get());
    m_bar = new PlaybackBar(m_controller, m_host.get());
    m_dock = new BreakpointsDock(m_controller, m_host.get());
    m_host->setCentralWidget(m_bar);
    m_host->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    for (int a = 0; a < PlaybackController::actionCount; ++a)
        m_host->addAction(m_controller->action(PlaybackController::Action(a)));
    m_controller->setTrace(m_trace);
    // Wide enough for a pixel column per step, so every step can be clicked on the timeline.
    m_host->resize(std::max(1400, m_trace->stepCount() + 1000), 300);
    m_host->show();
    m_host->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_host.get()));
}

void TestPlayback::cleanup()
{
    m_host.reset();
    m_controller = nullptr;
    m_bar = nullptr;
    m_dock = nullptr;
}

void TestPlayback::press(Qt::Key key, Qt::KeyboardModifiers modifiers)
{
    QTest::keyClick(m_host.get(), key, modifiers);
}

void TestPlayback::f11StepsIntoOneStep()
{
    QCOMPARE(position(), 0);
    press(Qt::Key_F11);
    QCOMPARE(position(), 1);
    QVERIFY(sceneIsFresh());
    press(Qt::Key_F11);
    QCOMPARE(position(), 2);
    // Right is "step forward", the same single step.
    press(Qt::Key_Right);
    QCOMPARE(position(), 3);
    QVERIFY(sceneIsFresh());
}

void TestPlayback::f10StepsOverNestedSteps()
{
    const auto &steps = m_trace->steps;
    // An expansion on screen (depth 0) in the second half, with at least two neighbour steps
    // nested after it: F10 skips them and shows the next expansion.
    int from = -1;
    for (int p = m_trace->stepCount() / 2; p + 2 < m_trace->stepCount(); ++p) {
        if (steps[std::size_t(p - 1)].depth == 0 && steps[std::size_t(p)].depth > 0
            && steps[std::size_t(p + 1)].depth > 0) {
            from = p;
            break;
        }
    }
    QVERIFY(from >= 0);
    const int expected = steprules::stepOver(steprules::depthsOf(*m_trace), from);
    QVERIFY(expected > from + 2);
    QCOMPARE(int(steps[std::size_t(expected - 1)].depth), 0);

    m_controller->seek(from);
    press(Qt::Key_F10);
    QCOMPARE(position(), expected);
    QVERIFY(sceneIsFresh());

    // From a neighbour step (depth 1) F10 shows the next step at depth 1 or less, the very
    // next step here, not the one after the next expansion.
    int inside = -1;
    for (int p = m_trace->stepCount() / 2; p + 1 < m_trace->stepCount() && inside < 0; ++p) {
        if (steps[std::size_t(p - 1)].depth == 1 && steps[std::size_t(p)].depth == 0)
            inside = p;
    }
    QVERIFY(inside >= 0);
    m_controller->seek(inside);
    press(Qt::Key_F10);
    QCOMPARE(position(), inside + 1);
}

void TestPlayback::shiftF11StepsOut()
{
    const auto &steps = m_trace->steps;
    // A neighbour step on screen with more of them after it: Shift+F11 shows the last one.
    int inside = -1;
    for (int p = m_trace->stepCount() / 3; p + 1 < m_trace->stepCount(); ++p) {
        if (steps[std::size_t(p - 1)].depth > 0 && steps[std::size_t(p)].depth == steps[std::size_t(p - 1)].depth) {
            inside = p;
            break;
        }
    }
    QVERIFY(inside >= 0);
    const int expected = steprules::stepOut(steprules::depthsOf(*m_trace), inside);
    QVERIFY(expected > inside && expected < m_trace->stepCount());
    QVERIFY(steps[std::size_t(expected - 1)].depth == steps[std::size_t(inside - 1)].depth);
    QVERIFY(steps[std::size_t(expected)].depth < steps[std::size_t(inside - 1)].depth);

    m_controller->seek(inside);
    press(Qt::Key_F11, Qt::ShiftModifier);
    QCOMPARE(position(), expected);
    QVERIFY(sceneIsFresh());
    // On the last nested step already: one step on, to the expansion that follows.
    press(Qt::Key_F11, Qt::ShiftModifier);
    QCOMPARE(position(), expected + 1);
    QCOMPARE(int(steps[std::size_t(expected)].depth), 0);
    // From an expansion (depth 0): out of everything, to the end.
    press(Qt::Key_F11, Qt::ShiftModifier);
    QCOMPARE(position(), m_trace->stepCount());
}

void TestPlayback::keysFollowTheRulesFromEveryPosition()
{
    const std::vector<int> depths = steprules::depthsOf(*m_trace);
    for (int from = 0; from <= m_trace->stepCount(); ++from) {
        m_controller->seek(from);
        press(Qt::Key_F10);
        QVERIFY2(position() == steprules::stepOver(depths, from), qPrintable(QString::number(from)));
        m_controller->seek(from);
        press(Qt::Key_F11, Qt::ShiftModifier);
        QVERIFY2(position() == steprules::stepOut(depths, from), qPrintable(QString::number(from)));
        m_controller->seek(from);
        press(Qt::Key_F11);
        QCOMPARE(position(), std::min(from + 1, m_trace->stepCount()));
    }
}

void TestPlayback::stepOverAndOutStopAtABreakpoint()
{
    // A breakpoint on the kind of a neighbour step that F10 from its expansion would pass over.
    const auto &steps = m_trace->steps;
    const std::vector<int> depths = steprules::depthsOf(*m_trace);
    int from = -1;
    for (int p = 1; p + 2 < m_trace->stepCount() && from < 0; ++p) {
        if (depths[std::size_t(p - 1)] == 0 && depths[std::size_t(p)] > 0 && depths[std::size_t(p + 1)] > 0)
            from = p;
    }
    QVERIFY(from >= 0);
    const int passed = from + 1; // the second nested step
    m_controller->addBreakpoint(Breakpoint::onStepKind(steps[std::size_t(passed)].kind));
    const std::vector<int> matching = m_controller->breakpointSteps();
    const auto first = std::lower_bound(matching.begin(), matching.end(), from);
    QVERIFY(first != matching.end() && *first <= passed);
    const int stop = *first + 1;
    QVERIFY(stop < steprules::stepOver(depths, from));

    QSignalSpy stopped(m_controller, &PlaybackController::stoppedAtBreakpoint);
    m_controller->seek(from);
    press(Qt::Key_F10);
    QCOMPARE(position(), stop);
    QCOMPARE(stopped.count(), 1);
    QCOMPARE(stopped.at(0).at(0).toInt(), stop);

    // Shift+F11 from the first nested step runs to the same breakpoint when it lies ahead.
    if (stop > from + 1) {
        m_controller->seek(from + 1);
        press(Qt::Key_F11, Qt::ShiftModifier);
        QCOMPARE(position(), stop);
    }
    // Disabled, it no longer stops anything.
    m_controller->setBreakpointEnabled(0, false);
    m_controller->seek(from);
    press(Qt::Key_F10);
    QCOMPARE(position(), steprules::stepOver(depths, from));
}

void TestPlayback::leftStepsBackHomeAndEnd()
{
    m_controller->seek(10);
    press(Qt::Key_Left);
    QCOMPARE(position(), 9);
    QVERIFY(sceneIsFresh());
    press(Qt::Key_End);
    QCOMPARE(position(), m_trace->stepCount());
    QVERIFY(*m_controller->scene() == sceneAt(*m_trace, m_trace->stepCount()));
    press(Qt::Key_Home);
    QCOMPARE(position(), 0);
    QVERIFY(*m_controller->scene() == m_trace->initial);
    // Nothing to go back to at the start, nothing to run at the end.
    press(Qt::Key_Left);
    QCOMPARE(position(), 0);
    press(Qt::Key_End);
    press(Qt::Key_F11);
    press(Qt::Key_F10);
    QCOMPARE(position(), m_trace->stepCount());
}

void TestPlayback::actionsFollowThePosition()
{
    using Action = PlaybackController::Action;
    const auto enabled = [this](Action a) { return m_controller->action(a)->isEnabled(); };
    QVERIFY(!enabled(Action::ToStart));
    QVERIFY(!enabled(Action::StepBack));
    QVERIFY(enabled(Action::StepInto));
    QVERIFY(enabled(Action::PlayPause));
    m_controller->seek(5);
    QVERIFY(enabled(Action::ToStart) && enabled(Action::StepBack) && enabled(Action::StepOver));
    m_controller->toEnd();
    for (Action a : {Action::StepOver, Action::StepInto, Action::StepOut, Action::StepForward, Action::ToEnd,
                     Action::RunToBreakpoint, Action::PlayPause})
        QVERIFY2(!enabled(a), qPrintable(m_controller->action(a)->text()));
    QVERIFY(enabled(Action::StepBack));

    m_controller->setTrace(nullptr);
    for (int a = 0; a < PlaybackController::actionCount; ++a)
        QVERIFY(!m_controller->action(Action(a))->isEnabled());
    QVERIFY(!m_controller->scene());
}

void TestPlayback::steppingBackIsExact()
{
    std::vector<Scene> forward{*m_controller->scene()};
    for (int k = 0; k < m_trace->stepCount(); ++k) {
        press(Qt::Key_F11);
        forward.push_back(*m_controller->scene());
    }
    QCOMPARE(position(), m_trace->stepCount());
    for (int k = m_trace->stepCount() - 1; k >= 0; --k) {
        press(Qt::Key_Left);
        QCOMPARE(position(), k);
        QVERIFY2(*m_controller->scene() == forward[std::size_t(k)], qPrintable(QString::number(k)));
    }
    QVERIFY(forward.back() == sceneAt(*m_trace, m_trace->stepCount()));
}

void TestPlayback::scrubbingShowsTheSteppedScene()
{
    std::vector<Scene> stepped{*m_controller->scene()};
    for (int k = 0; k < m_trace->stepCount(); ++k) {
        press(Qt::Key_F11);
        stepped.push_back(*m_controller->scene());
    }
    Timeline *timeline = m_bar->timeline();
    const int n = m_trace->stepCount();
    QCOMPARE(timeline->stepCount(), n);
    QVERIFY2(timeline->trackRight() - timeline->trackLeft() >= n, "the timeline needs a pixel per step");

    for (const int k : {n / 3, 1, n - 1, n / 2, 0, n, 2 * n / 3}) {
        // The x of step k on a linear track from trackLeft (0) to trackRight (n).
        const double x = timeline->trackLeft() + double(k) * (timeline->trackRight() - timeline->trackLeft()) / n;
        QTest::mouseClick(timeline, Qt::LeftButton, {}, QPoint(int(std::lround(x)), timeline->height() / 2));
        QCOMPARE(position(), k);
        QCOMPARE(timeline->position(), k);
        QVERIFY2(*m_controller->scene() == stepped[std::size_t(k)], qPrintable(QString::number(k)));
    }
}

void TestPlayback::spaceTogglesPlaying()
{
    m_controller->setSpeed(1);
    QAction *playPause = m_controller->action(PlaybackController::Action::PlayPause);
    const QString playText = playPause->text();
    QSignalSpy playing(m_controller, &PlaybackController::playingChanged);
    press(Qt::Key_Space);
    QVERIFY(m_controller->isPlaying());
    QVERIFY(playPause->text() != playText);
    press(Qt::Key_Space);
    QVERIFY(!m_controller->isPlaying());
    QCOMPARE(playPause->text(), playText);
    QCOMPARE(playing.count(), 2);
    QCOMPARE(playing.at(0).at(0).toBool(), true);
    QCOMPARE(playing.at(1).at(0).toBool(), false);
}

void TestPlayback::cellBreakpointStopsAtTheFirstChange()
{
    // The cell first changed nearest the middle of the run, so playing has a way to go.
    const int n = m_trace->stepCount();
    int cell = -1;
    std::vector<int> changing;
    for (int c = 0; c < m_trace->initial.cellCount(); ++c) {
        std::vector<int> steps = stepsChangingCell(*m_trace, c);
        if (steps.size() >= 2 && (cell < 0 || std::abs(steps.front() - n / 2) < std::abs(changing.front() - n / 2))) {
            cell = c;
            changing = std::move(steps);
        }
    }
    QVERIFY(cell >= 0);
    QVERIFY(changing.front() > 0);

    m_controller->toggleCellBreakpoint(cell);
    QVERIFY(m_controller->breakpointCells().contains(cell));
    QCOMPARE(m_controller->breakpointSteps(), changing);

    m_controller->setSpeed(500);
    QSignalSpy stopped(m_controller, &PlaybackController::stoppedAtBreakpoint);
    m_controller->play();
    QVERIFY(m_controller->isPlaying());
    QVERIFY(stopped.wait(20000));
    QCOMPARE(stopped.at(0).at(0).toInt(), changing[0] + 1);
    QCOMPARE(position(), changing[0] + 1);
    QVERIFY(!m_controller->isPlaying());
    QVERIFY(sceneIsFresh());
    // The change is on screen: the cell differs from the scene one step earlier.
    const Scene earlier = sceneAt(*m_trace, position() - 1);
    const Scene &now = *m_controller->scene();
    bool differs = false;
    for (int layer = 0; layer < cellLayerCount; ++layer)
        differs = differs || earlier.cellValue(CellLayer(layer), cell) != now.cellValue(CellLayer(layer), cell);
    QVERIFY(differs);

    // Playing on stops at the next change of the cell, even at full speed.
    m_controller->setSpeed(PlaybackController::maxSpeed);
    m_controller->play();
    QVERIFY(stopped.wait(20000));
    QCOMPARE(position(), changing[1] + 1);

    m_controller->toggleCellBreakpoint(cell);
    QVERIFY(m_controller->breakpoints().empty());
}

void TestPlayback::stepKindBreakpointStopsAfterThatStep()
{
    const int goalKind = int(m_trace->tables.stepKinds.indexOf(QStringLiteral("goal-reached")));
    QVERIFY(goalKind >= 0);
    int goalStep = -1;
    for (int s = 0; s < m_trace->stepCount() && goalStep < 0; ++s) {
        if (m_trace->steps[std::size_t(s)].kind == goalKind)
            goalStep = s;
    }
    QVERIFY(goalStep >= 0);

    m_controller->addBreakpoint(Breakpoint::onStepKind(goalKind));
    m_controller->setSpeed(PlaybackController::maxSpeed);
    QSignalSpy stopped(m_controller, &PlaybackController::stoppedAtBreakpoint);
    m_controller->play();
    QVERIFY(stopped.wait(20000));
    QCOMPARE(stopped.count(), 1);
    QCOMPARE(stopped.at(0).at(0).toInt(), goalStep + 1);
    QCOMPARE(position(), goalStep + 1);
    QCOMPARE(int(m_controller->scene()->sequence(0).size()) > 0, true); // the path is shown
}

void TestPlayback::f5RunsToTheNextBreakpoint()
{
    const int openKind = int(m_trace->tables.stepKinds.indexOf(QStringLiteral("open")));
    QVERIFY(openKind >= 0);
    std::vector<int> opens;
    for (int s = 0; s < m_trace->stepCount(); ++s) {
        if (m_trace->steps[std::size_t(s)].kind == openKind)
            opens.push_back(s);
    }
    QVERIFY(opens.size() >= 3);
    m_controller->addBreakpoint(Breakpoint::onStepKind(openKind));
    QSignalSpy stopped(m_controller, &PlaybackController::stoppedAtBreakpoint);
    press(Qt::Key_F5);
    QCOMPARE(position(), opens[0] + 1);
    press(Qt::Key_F5);
    QCOMPARE(position(), opens[1] + 1);
    QCOMPARE(stopped.count(), 2);
    QVERIFY(sceneIsFresh());

    // Past the last match, F5 runs to the end.
    m_controller->seek(opens.back() + 1);
    press(Qt::Key_F5);
    QCOMPARE(position(), m_trace->stepCount());
    QCOMPARE(stopped.count(), 2);
}

void TestPlayback::disabledBreakpointsDoNotStop()
{
    const int openKind = int(m_trace->tables.stepKinds.indexOf(QStringLiteral("open")));
    m_controller->addBreakpoint(Breakpoint::onStepKind(openKind));
    m_controller->setBreakpointEnabled(0, false);
    QVERIFY(m_controller->breakpointSteps().empty());
    m_controller->setSpeed(PlaybackController::maxSpeed);
    QSignalSpy stopped(m_controller, &PlaybackController::stoppedAtBreakpoint);
    QSignalSpy playing(m_controller, &PlaybackController::playingChanged);
    m_controller->play();
    QTRY_VERIFY_WITH_TIMEOUT(!m_controller->isPlaying(), 20000);
    QCOMPARE(position(), m_trace->stepCount());
    QCOMPARE(stopped.count(), 0);
}

void TestPlayback::maxSpeedPlaysToTheEnd()
{
    m_controller->setSpeed(PlaybackController::maxSpeed);
    QCOMPARE(m_controller->speed(), PlaybackController::maxSpeed);
    QSignalSpy playing(m_controller, &PlaybackController::playingChanged);
    QSignalSpy moved(m_controller, &PlaybackController::positionChanged);
    m_controller->play();
    QTRY_VERIFY_WITH_TIMEOUT(!m_controller->isPlaying(), 20000);
    QCOMPARE(position(), m_trace->stepCount());
    QVERIFY(sceneIsFresh());
    QVERIFY(!moved.isEmpty());
    QCOMPARE(moved.last().at(0).toInt(), m_trace->stepCount());
    QCOMPARE(playing.last().at(0).toBool(), false);
    // At the end there is nothing left to play.
    m_controller->play();
    QVERIFY(!m_controller->isPlaying());
}

void TestPlayback::markersComeFromTheTrace()
{
    // A* marks "goal reached" and "no path" as notable; a run that finds its goal has one.
    const int goalKind = int(m_trace->tables.stepKinds.indexOf(QStringLiteral("goal-reached")));
    std::vector<int> goals;
    for (int s = 0; s < m_trace->stepCount(); ++s) {
        if (m_trace->steps[std::size_t(s)].kind == goalKind)
            goals.push_back(s);
    }
    QCOMPARE(goals.size(), std::size_t(1));
    QCOMPARE(m_controller->notableSteps(), goals);

    // The timeline paints a tick for a breakpoint once it is set.
    Timeline *timeline = m_bar->timeline();
    const QImage before = timeline->grab().toImage();
    const int cell = m_trace->initial.cellCount() / 2 + 3;
    const std::vector<int> changing = stepsChangingCell(*m_trace, cell);
    QVERIFY(!changing.empty());
    m_controller->toggleCellBreakpoint(cell);
    const QImage after = timeline->grab().toImage();
    const double dpr = after.devicePixelRatio();
    const int x = int((timeline->trackLeft()
                       + std::lround(double(changing[0] + 1) * (timeline->trackRight() - timeline->trackLeft())
                                     / m_trace->stepCount())) * dpr);
    const int y = int((timeline->height() - 3) * dpr);
    QVERIFY(before.pixel(x, y) != after.pixel(x, y));
}

void TestPlayback::barShowsStepAndSpeed()
{
    auto *label = m_bar->findChild<QLabel *>(QStringLiteral("stepLabel"));
    QVERIFY(label);
    const QString n = QLocale(QLocale::English).toString(m_trace->stepCount());
    QCOMPARE(label->text(), QStringLiteral("Step 0 of %1").arg(n));
    press(Qt::Key_F11);
    press(Qt::Key_F11);
    QCOMPARE(label->text(), QStringLiteral("Step 2 of %1").arg(n));

    auto *slider = m_bar->findChild<QSlider *>(QStringLiteral("speedSlider"));
    QVERIFY(slider);
    slider->setValue(slider->maximum());
    QCOMPARE(m_controller->speed(), PlaybackController::maxSpeed);
    slider->setValue(slider->minimum());
    QCOMPARE(m_controller->speed(), 1);
    m_controller->setSpeed(100);
    QCOMPARE(PlaybackBar::speedStops()[std::size_t(slider->value())], 100);

    m_controller->setTrace(nullptr);
    QVERIFY(label->text() != QStringLiteral("Step 0 of %1").arg(n));
    QCOMPARE(m_bar->timeline()->stepCount(), 0);
}

void TestPlayback::dockEditsBreakpoints()
{
    auto *list = m_dock->findChild<QTreeWidget *>(QStringLiteral("breakpointList"));
    auto *kinds = m_dock->findChild<QComboBox *>(QStringLiteral("stepKindCombo"));
    auto *add = m_dock->findChild<QToolButton *>(QStringLiteral("addStepKindBreakpoint"));
    QVERIFY(list && kinds && add);
    QCOMPARE(list->topLevelItemCount(), 0);

    const int width = m_trace->initial.width();
    const int cell = 3 * width + 2;
    m_controller->toggleCellBreakpoint(cell);
    QCOMPARE(list->topLevelItemCount(), 1);
    QCOMPARE(list->topLevelItem(0)->text(0), QStringLiteral("Cell (2, 3) changes"));

    // The trace's kinds of step, by their catalogue names.
    QCOMPARE(kinds->count(), int(m_trace->tables.stepKinds.size()));
    const QString goalName = Catalogue::text("Goal reached");
    const int goalRow = kinds->findText(goalName);
    QVERIFY(goalRow >= 0);
    kinds->setCurrentIndex(goalRow);
    QTest::mouseClick(add, Qt::LeftButton);
    QCOMPARE(m_controller->breakpoints().size(), std::size_t(2));
    const Breakpoint expected =
        Breakpoint::onStepKind(int(m_trace->tables.stepKinds.indexOf(QStringLiteral("goal-reached"))));
    QCOMPARE(m_controller->breakpoints()[1] == expected, true);
    QCOMPARE(list->topLevelItem(1)->text(0), QStringLiteral("Step kind: %1").arg(goalName));

    // The check box disables without removing.
    list->topLevelItem(0)->setCheckState(0, Qt::Unchecked);
    QTRY_VERIFY(!m_controller->breakpoints()[0].enabled);
    QCOMPARE(m_controller->breakpoints().size(), std::size_t(2));
    QCOMPARE(list->topLevelItem(0)->checkState(0), Qt::Unchecked);

    // Each row's remove button removes that row's breakpoint.
    auto *remove = qobject_cast<QToolButton *>(list->itemWidget(list->topLevelItem(0), 1));
    QVERIFY(remove);
    QTest::mouseClick(remove, Qt::LeftButton);
    QCOMPARE(m_controller->breakpoints().size(), std::size_t(1));
    QCOMPARE(m_controller->breakpoints()[0] == expected, true);
    QCOMPARE(list->topLevelItemCount(), 1);
}

void TestPlayback::breakpointsFollowANewTrace()
{
    const int width = m_trace->initial.width();
    m_controller->toggleCellBreakpoint(5 * width + 6);
    m_controller->addBreakpoint(
        Breakpoint::onStepKind(int(m_trace->tables.stepKinds.indexOf(QStringLiteral("goal-reached")))));
    m_controller->addBreakpoint(
        Breakpoint::onStepKind(int(m_trace->tables.stepKinds.indexOf(QStringLiteral("update")))));

    // BFS on a wider board: "goal-reached" has another index there, and no "update" at all.
    const std::shared_ptr<const Trace> bfs = runTraced(wallsScenario(QStringLiteral("bfs"), 15));
    QVERIFY(bfs);
    QVERIFY(!bfs->tables.stepKinds.contains(QStringLiteral("update")));
    QSignalSpy changed(m_controller, &PlaybackController::breakpointsChanged);
    m_controller->setTrace(bfs, 7);
    QCOMPARE(position(), 7);
    QCOMPARE(changed.count(), 1);
    const BreakpointList &kept = m_controller->breakpoints();
    QCOMPARE(kept.size(), std::size_t(2));
    QCOMPARE(kept[0] == Breakpoint::onCellChange(5 * 15 + 6), true);
    QCOMPARE(kept[1] == Breakpoint::onStepKind(int(bfs->tables.stepKinds.indexOf(QStringLiteral("goal-reached")))),
             true);

    m_controller->setTrace(bfs, 1 << 30);
    QCOMPARE(position(), bfs->stepCount());
}

QTEST_MAIN(TestPlayback)
#include "tst_playback.moc"
