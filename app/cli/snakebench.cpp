#include "snakebench.h"

#include "snake/hamiltoncycle.h"
#include "snake/snakealgorithms.h"
#include "snake/snakestatistics.h"
#include "grid/messagetext.h"

#include <QElapsedTimer>
#include <QRegularExpression>

#include <algorithm>
#include <limits>

namespace gridtrace::cli {

namespace {

// The playing area's sides: room to move, and games that end in a bench's time.
constexpr int minSide = 2;
constexpr int maxSide = 1024;

} // namespace

void SnakeBench::addOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {QStringLiteral("ai"), tr("snake: the snake AI, %1 (default greedy).").arg(snakeAiIds().join(QStringLiteral(", "))),
         tr("id"), QStringLiteral("greedy")},
        {QStringLiteral("start-length"), tr("snake: the snake's length at the start, on the top row heading east, 1 to "
                                            "the width (default 4)."),
         tr("n"), QStringLiteral("4")},
        {QStringLiteral("tail-rule"), tr("snake: follow (the head may enter the cell the tail leaves) or strict, as the "
                                         "snake's parameter tail-rule (default follow)."),
         tr("rule"), QStringLiteral("follow")},
    });
}

QString SnakeBench::sizeHelp()
{
    return tr("snake: the playing area inside a ring of walls, WxH with sides %1 to %2 (default 8x8)")
        .arg(groupedNumber(minSide), groupedNumber(maxSide));
}

QString SnakeBench::gamesHelp()
{
    return tr("snake: 1 to %1").arg(groupedNumber(std::numeric_limits<int>::max()));
}

int SnakeBench::execute(const QCommandLineParser &parser, const Output &output)
{
    const QString ai = parser.value(QStringLiteral("ai"));
    if (!snakeAiIds().contains(ai))
        return output.fail(BadInput, tr("\"%1\" is not a snake AI; choose one of %2")
                                         .arg(ai, snakeAiIds().join(QStringLiteral(", "))));
    static const QRegularExpression sizePattern(QStringLiteral("^(\\d+)x(\\d+)$"));
    // The puzzle suite's default (4x4) is not this suite's: only an explicit --size counts.
    const QString sizeText = parser.isSet(QStringLiteral("size")) ? parser.value(QStringLiteral("size")) : QStringLiteral("8x8");
    const QRegularExpressionMatch size = sizePattern.match(sizeText.trimmed());
    // Read as 64-bit numbers, a side too long for an int fails the range below rather than
    // turning into another number (or 0) on the way.
    bool widthFits = false;
    bool heightFits = false;
    const qint64 wide = size.hasMatch() ? size.captured(1).toLongLong(&widthFits) : 0;
    const qint64 high = size.hasMatch() ? size.captured(2).toLongLong(&heightFits) : 0;
    if (!widthFits || !heightFits || wide < minSide || high < minSide || wide > maxSide || high > maxSide)
        return output.fail(BadInput, tr("--size takes WxH with sides from %1 to %2, not \"%3\"")
                                         .arg(groupedNumber(minSide), groupedNumber(maxSide), shownInMessage(sizeText)));
    const int width = int(wide);
    const int height = int(high);
    const QString lengthText = parser.value(QStringLiteral("start-length"));
    const std::optional<quint64> length = Inputs::parseCount(lengthText);
    if (!parser.isSet(QStringLiteral("start-length")) && length && *length > quint64(width))
        return output.fail(BadInput, tr("the snake's length at the start, %1 unless --start-length says otherwise, does not fit "
                                        "a playing area %2 wide: give --start-length from 1 to %2")
                                         .arg(lengthText).arg(width));
    if (!length || *length < 1 || *length > quint64(width))
        return output.fail(BadInput, tr("--start-length takes a whole number from 1 to %1 (the width), not \"%2\"")
                                         .arg(width).arg(shownInMessage(lengthText)));
    const int startLength = int(*length);
    const QString rulesName = parser.value(QStringLiteral("tail-rule"));
    if (rulesName != QStringLiteral("follow") && rulesName != QStringLiteral("strict"))
        return output.fail(BadInput, tr("--tail-rule takes follow or strict, not \"%1\"").arg(shownInMessage(rulesName)));
    QString error;
    const std::optional<quint64> games
        = Inputs::readCount(parser, QStringLiteral("games"), 1, quint64(std::numeric_limits<int>::max()), &error);
    if (!games)
        return output.fail(BadInput, error);
    const std::optional<quint64> seed = Inputs::readFirstSeed(parser, *games, &error);
    if (!seed)
        return output.fail(BadInput, error);

    const SnakeRules rules = SnakeRules::walledArea(width, height, startLength,
                                                    rulesName == QStringLiteral("strict"));
    // A cycle follower on a board without a cycle would only measure its fallback.
    if (ai.startsWith(QStringLiteral("hamilton"))) {
        const QString why = HamiltonCycle::obstacle(rules.board);
        if (!why.isEmpty())
            return output.fail(BadInput, why);
    }
    SnakeStatistics statistics;
    QElapsedTimer timer;
    timer.start();
    for (quint64 i = 0; i < *games; ++i)
        statistics.add(*playSnakeGame(ai, rules, *seed + i));
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    const double n = double(*games);
    const qint64 wins = statistics.wins;
    const qint64 deaths = statistics.deaths;
    const qint64 stuck = statistics.stuck;
    const double winMean = statistics.meanWinSteps();
    const double winMedian = statistics.medianWinSteps();
    const QJsonObject object{
        {QStringLiteral("ai"), ai},
        {QStringLiteral("size"), QStringLiteral("%1x%2").arg(width).arg(height)},
        {QStringLiteral("start_length"), startLength},
        {QStringLiteral("tail_rule"), rulesName},
        // A text, as in scenario files: a 64-bit seed is exact there, and no JSON number holds it.
        {QStringLiteral("seed"), QString::number(*seed)},
        {QStringLiteral("cells"), width * height},
        {QStringLiteral("games"), qint64(*games)},
        {QStringLiteral("wins"), wins},
        {QStringLiteral("deaths"), deaths},
        {QStringLiteral("step_limit"), stuck},
        {QStringLiteral("mean_length"), statistics.meanLength()},
        {QStringLiteral("mean_steps"), statistics.meanSteps()},
        {QStringLiteral("mean_steps_wins"), winMean},
        {QStringLiteral("median_steps_wins"), winMedian},
        {QStringLiteral("ms_per_game"), ms / n},
    };
    const QString text = tr("%1 on %2 x %3 (tail rule %4, start length %5), %6 from seed %7:\n"
                            "  won %8 (%9%), died %10, ended by the step limit %11\n"
                            "  mean length %12 of %13, mean moves %14\n"
                            "  moves to win: mean %15, median %16\n"
                            "  %17 ms per game")
                             .arg(ai).arg(width).arg(height).arg(rulesName).arg(startLength)
                             .arg(tr("%n game(s)", nullptr, int(*games))).arg(*seed).arg(wins).arg(statistics.winPercent(), 0, 'f', 1)
                             .arg(deaths).arg(stuck).arg(statistics.meanLength(), 0, 'f', 2).arg(width * height)
                             .arg(statistics.meanSteps(), 0, 'f', 1).arg(winMean, 0, 'f', 1).arg(winMedian, 0, 'f', 1)
                             .arg(ms / n, 0, 'f', 3);
    output.result(object, text);
    return Success;
}

} // namespace gridtrace::cli
