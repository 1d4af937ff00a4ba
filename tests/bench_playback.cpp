// How responsive the window stays while a large trace plays at full speed: a complete A*
// trace over a weighted 1024 x 1024 board plays to the end in a controller with its playback bar
// shown, while a probe posts a zero-delay timer every few milliseconds and measures how long
// the event loop takes to run it. Prints figures; asserts nothing (the target is a worst
// latency under 50 ms).

#include "playbackbar.h"
#include "playbackcontroller.h"

#include "catalogue/catalogue.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace gridtrace;

namespace {

Scenario bigScenario()
{
    constexpr int size = 1024;
    Grid board(size, size);
    QRandomGenerator random(20240611);
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
            // Walls and every weight from 1 to 9: the estimate h (which assumes weight 1)
            // says little, and the search expands most of the board, as a worst case should.
            const quint32 roll = random.bounded(100);
            if (roll < 20)
                board.setWall({x, y});
            else
                board.setWeight({x, y}, std::uint8_t(1 + random.bounded(9)));
        }
    }
    // Open corners, so the endpoints are not walled in.
    for (int y = 0; y < 4; ++y) {
        for (int x = 0; x < 4; ++x) {
            board.setWeight({x, y}, 1);
            board.setWeight({size - 1 - x, size - 1 - y}, 1);
        }
    }
    Scenario scenario;
    scenario.board = board;
    scenario.start = CellPos{0, 0};
    scenario.goal = CellPos{size - 1, size - 1};
    scenario.algorithm = QStringLiteral("astar");
    return scenario;
}

double ms(qint64 nanos)
{
    return double(nanos) / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);

    QElapsedTimer clock;
    clock.start();
    auto trace = std::make_shared<Trace>();
    const RunOutcome outcome = Catalogue::run(bigScenario(), trace.get());
    if (!outcome.error.isEmpty() || !outcome.found) {
        std::fprintf(stderr, "the benchmark scenario found no path: %s\n", qPrintable(outcome.error));
        return 1;
    }
    std::printf("trace: %d steps, %zu changes, recorded in %.0f ms\n", trace->stepCount(), trace->changeCount(),
                ms(clock.nsecsElapsed()));

    PlaybackController controller;
    PlaybackBar bar(&controller);
    bar.resize(1200, 40);
    bar.show();

    clock.restart();
    controller.setTrace(trace);
    std::printf("setTrace (cursor keyframes, timeline markers): %.0f ms\n", ms(clock.nsecsElapsed()));

    controller.setSpeed(PlaybackController::maxSpeed);
    std::vector<double> latencies;
    int positionUpdates = 0;
    QObject::connect(&controller, &PlaybackController::positionChanged, [&] { ++positionUpdates; });

    // The probe: every 4 ms post a zero-delay timer and time how long it waits for the loop.
    QTimer probe;
    probe.setInterval(4);
    probe.setTimerType(Qt::PreciseTimer);
    QElapsedTimer wall;
    wall.start();
    QObject::connect(&probe, &QTimer::timeout, [&] {
        const qint64 posted = wall.nsecsElapsed();
        QTimer::singleShot(0, &app, [&, posted] { latencies.push_back(ms(wall.nsecsElapsed() - posted)); });
    });
    QObject::connect(&controller, &PlaybackController::playingChanged, [&](bool playing) {
        if (!playing)
            QTimer::singleShot(20, &app, &QCoreApplication::quit);
    });

    clock.restart();
    probe.start();
    controller.play();
    app.exec();
    const double played = ms(clock.nsecsElapsed());

    if (latencies.empty()) {
        std::printf("no probe ran\n");
        return 1;
    }
    std::sort(latencies.begin(), latencies.end());
    const auto at = [&](double fraction) {
        return latencies[std::min(latencies.size() - 1, std::size_t(fraction * double(latencies.size())))];
    };
    std::printf("played %d steps to position %d in %.0f ms (%.1f M steps/s), %d position updates\n",
                trace->stepCount(), controller.position(), played, trace->stepCount() / played / 1000.0,
                positionUpdates);
    std::printf("event-loop latency over %zu probes: median %.2f ms, 99th percentile %.2f ms, worst %.2f ms "
                "(target: worst under 50 ms)\n",
                latencies.size(), at(0.5), at(0.99), latencies.back());
    return 0;
}
