#include "snakebench.h"

#include "snake/hamiltoncycle.h"
#include "snake/snakealgorithms.h"
#include "snake/snakestatistics.h"
#include "grid/messagetext.h"
#include "nearestname.h"
#include "outcometext.h"
#include "terminaltext.h"

#include <QElapsedTimer>
#include <QRegularExpression>

#include <algorithm>
#include <cstdio>
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
        {QStringLiteral("ai"), tr("snake: the snake AI, %1 (default greedy).").arg(listOfNames(snakeAiIds())),
         tr("id"), QStringLiteral("greedy")},
        {QStringLiteral("start-length"), tr("snake: the snake's length at the start, on the top row heading east, 1 to "
                                            "the width and at most %1, as run's start-length (default 4).")
                                             .arg(SnakeRules::maxStartLength),
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
    QString ai = parser.value(QStringLiteral("ai"));
    // `list` names the snake AIs as catalogue entries (snake-greedy): those names are taken too.
    if (const QString prefix = QStringLiteral("snake-"); ai.startsWith(prefix) && snakeAiIds().contains(ai.mid(prefix.size())))
        ai = ai.mid(prefix.size());
    if (!snakeAiIds().contains(ai)) {
        // A slip of the keyboard is answered with the name it most likely meant.
        if (const QString meant = nearestName(ai, snakeAiIds()); !meant.isEmpty())
            return output.fail(BadInput, tr("--ai: \"%1\" is not a snake AI: did you mean %2? Choose one of %3")
                                             .arg(shownInMessage(ai), meant, listOfNames(snakeAiIds())));
        return output.fail(BadInput, tr("--ai: \"%1\" is not a snake AI; choose one of %2")
                                         .arg(shownInMessage(ai), listOfNames(snakeAiIds())));
    }
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
    // The width bounds a snake laid out on one row; past 64 the parameter start-length, which a
    // run of the same game takes, bounds it, so the bench plays no start a run would refuse.
    if (width <= SnakeRules::maxStartLength && (!length || *length < 1 || *length > quint64(width)))
        return output.fail(BadInput, tr("--start-length takes a whole number from 1 to %1 (the width), not \"%2\"")
                                         .arg(width).arg(shownInMessage(lengthText)));
    if (!length || *length < 1 || *length > quint64(SnakeRules::maxStartLength))
        return output.fail(BadInput, tr("--start-length takes a whole number from 1 to %1 (the longest start a snake has), "
                                        "not \"%2\"")
                                         .arg(SnakeRules::maxStartLength).arg(shownInMessage(lengthText)));
    const int startLength = int(*length);
    const QString rulesName = parser.value(QStringLiteral("tail-rule"));
    if (rulesName != QStringLiteral("follow") && rulesName != QStringLiteral("strict"))
        return output.fail(BadInput, tr("--tail-rule takes follow or strict, not \"%1\"").arg(shownInMessage(rulesName)));
    QString error;
    const std::optional<Inputs::GameSeries> series = Inputs::readGameSeries(parser, quint64(std::numeric_limits<int>::max()), &error);
    if (!series)
        return output.fail(BadInput, error);
    const quint64 games = series->games;
    const quint64 seed = series->firstSeed;

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
    // A large area's game runs for minutes: once a second has gone by, a terminal sees one line
    // counting up the game, its moves and its length, as render shows its progress; a log or a
    // pipe, and --json, get none.
    const bool watched = terminaltext::errorsToTerminal() && !output.json();
    QElapsedTimer shown;
    shown.start();
    bool showing = false;
    quint64 game = 0;
    const SnakeProgress progress = [&](const SnakeGame &played) {
        if (timer.elapsed() < 1000 || (showing && shown.elapsed() < 200))
            return;
        shown.restart();
        showing = true;
        const QString line = tr("game %1 of %2: %3, length %4 of %5")
                                 .arg(groupedNumber(game + 1), groupedNumber(games),
                                      groupedCount(OutcomeText::tr("%n move(s)", nullptr, played.steps()), quint64(played.steps())),
                                      groupedNumber(played.length()), groupedNumber(width * height));
        // Padded so that a shorter line covers the one before it.
        std::fputs((u'\r' + terminaltext::padded(line, 79)).toUtf8().constData(), stderr);
        std::fflush(stderr);
    };
    for (game = 0; game < games; ++game)
        statistics.add(*playSnakeGame(ai, rules, seed + game, watched ? progress : SnakeProgress()));
    if (showing)
        std::fputc('\n', stderr);
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    const double n = double(games);
    const qint64 wins = statistics.wins;
    const qint64 deaths = statistics.deaths;
    const qint64 stuck = statistics.stuck;
    // Moves to win are a figure of the games won: with none, there is no figure, not a 0.
    const QJsonValue winMean = wins > 0 ? QJsonValue(statistics.meanWinSteps()) : QJsonValue();
    const QJsonValue winMedian = wins > 0 ? QJsonValue(statistics.medianWinSteps()) : QJsonValue();
    const int stepLimit = rules.effectiveStepLimit();
    const QJsonObject object{
        {QStringLiteral("ai"), ai},
        {QStringLiteral("size"), QStringLiteral("%1x%2").arg(width).arg(height)},
        {QStringLiteral("start_length"), startLength},
        {QStringLiteral("tail_rule"), rulesName},
        // A text, as in scenario files: a 64-bit seed is exact there, and no JSON number holds it.
        {QStringLiteral("seed"), QString::number(seed)},
        {QStringLiteral("cells"), width * height},
        {QStringLiteral("games"), qint64(games)},
        {QStringLiteral("wins"), wins},
        {QStringLiteral("deaths"), deaths},
        {QStringLiteral("step_limit"), stepLimit},
        {QStringLiteral("games_at_step_limit"), stuck},
        {QStringLiteral("mean_length"), statistics.meanLength()},
        {QStringLiteral("mean_steps"), statistics.meanSteps()},
        {QStringLiteral("mean_steps_wins"), winMean},
        {QStringLiteral("median_steps_wins"), winMedian},
        {QStringLiteral("ms_per_game"), ms / n},
    };
    const QString text = tr("%1 on %2 x %3 (tail rule %4, start length %5), %6 from seed %7:\n"
                            "  won %8 (%9%), died %10, ended by the step limit of %11: %12\n"
                            "  mean length %13 of %14, mean moves %15\n"
                            "  moves to win: mean %16, median %17\n"
                            "  %18 ms per game")
                             .arg(ai).arg(width).arg(height).arg(rulesName).arg(startLength)
                             .arg(groupedCount(tr("%n game(s)", nullptr, int(games)), games)).arg(seed)
                             .arg(groupedNumber(wins), groupedDecimal(statistics.winPercent(), 1), groupedNumber(deaths),
                                  groupedCount(OutcomeText::tr("%n move(s)", nullptr, stepLimit), quint64(stepLimit)), groupedNumber(stuck),
                                  groupedDecimal(statistics.meanLength(), 2), groupedNumber(width * height),
                                  groupedDecimal(statistics.meanSteps(), 1))
                             .arg(shownFigure(winMean, 1), shownFigure(winMedian, 1), groupedDecimal(ms / n, 3));
    output.result(object, text);
    return Success;
}

} // namespace gridtrace::cli
