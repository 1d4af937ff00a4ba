#pragma once

#include "snakealgorithms.h"

#include <QtGlobal>

#include <algorithm>
#include <vector>

namespace gridtrace {

// The figures of a series of snake games, defined once so that `bench snake` and the
// statistics dialog cannot drift apart. A game that is neither won nor dead ended at its step
// limit; `stuck` counts those.
struct SnakeStatistics
{
    qint64 games = 0;
    qint64 wins = 0;
    qint64 deaths = 0;
    qint64 stuck = 0;
    qint64 lengthSum = 0;
    qint64 stepSum = 0;
    std::vector<int> winSteps;

    void add(const SnakeResult &result)
    {
        ++games;
        lengthSum += result.length;
        stepSum += result.steps;
        if (result.state == SnakeState::Won) {
            ++wins;
            winSteps.push_back(result.steps);
        } else if (result.state == SnakeState::Dead) {
            ++deaths;
        } else {
            ++stuck;
        }
    }

    double winPercent() const { return games ? 100.0 * double(wins) / double(games) : 0.0; }
    double meanLength() const { return games ? double(lengthSum) / double(games) : 0.0; }
    double meanSteps() const { return games ? double(stepSum) / double(games) : 0.0; }

    // Both 0 when no game was won.
    double meanWinSteps() const
    {
        if (winSteps.empty())
            return 0.0;
        double sum = 0.0;
        for (int s : winSteps)
            sum += s;
        return sum / double(winSteps.size());
    }
    double medianWinSteps() const
    {
        if (winSteps.empty())
            return 0.0;
        std::vector<int> sorted = winSteps;
        std::sort(sorted.begin(), sorted.end());
        const std::size_t mid = sorted.size() / 2;
        return sorted.size() % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2.0;
    }
};

} // namespace gridtrace
