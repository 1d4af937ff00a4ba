#include "puzzlebench.h"

#include "grid/messagetext.h"
#include "nearestname.h"
#include "outcometext.h"
#include "puzzle/layeredsolver.h"
#include "puzzle/puzzlealgorithms.h"
#include "puzzle/puzzleboard.h"
#include "puzzle/puzzleoptimal.h"
#include "puzzle/puzzlepatterns.h"
#include "puzzle/seedpuzzlesolver.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonValue>
#include <QRegularExpression>

#include <algorithm>
#include <cstdio>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace gridtrace::cli {

namespace {

const QString seedId = QStringLiteral("seed-004");
const QString layeredId = QStringLiteral("layered");
const QString optimalId = QStringLiteral("puzzle-optimal");

// Enough for a bench to finish: every run may take a whole budget per game.
constexpr quint64 maxGames = 100'000;

bool stderrIsTerminal()
{
#ifdef Q_OS_UNIX
    return isatty(fileno(stderr)) != 0;
#else
    return false;
#endif
}

struct Settings
{
    PuzzleGoal goal = PuzzleGoal::BlankLast;
    std::optional<quint64> budget;
};

} // namespace

QStringList PuzzleBench::solverIds()
{
    return {seedId, layeredId, optimalId};
}

void PuzzleBench::addOptions(QCommandLineParser &parser)
{
    // --size, --games, --seed and --set are shared with the other suites (the parser holds
    // one option of each name): bench adds them, with what they mean for each suite.
    parser.addOption({QStringLiteral("solver"),
                      tr("puzzle: the solver, %1 (default layered). puzzle-optimal takes boards of at most %2 "
                         "cells; 4 x 4 uses the pattern databases, built once and cached ($GRIDTRACE_CACHE_DIR).")
                          .arg(listOfNames(solverIds()), groupedNumber(PuzzleOptimalSolver::maxCells)),
                      tr("id"), layeredId});
}

QString PuzzleBench::sizeHelp()
{
    return tr("puzzle: the board, N or WxH with sides %1 to %2 (default 4x4)")
        .arg(groupedNumber(PuzzleBoard::minSide), groupedNumber(PuzzleBoard::maxSide));
}

QString PuzzleBench::gamesHelp()
{
    return tr("puzzle: 1 to %1").arg(groupedNumber(maxGames));
}

QString PuzzleBench::setHelp()
{
    return tr("puzzle: goal=blank-last|blank-first (default blank-last) and, for puzzle-optimal only, budget=N, "
              "the expansions a game may take before it counts as unsolved (0 to %1; 0, the default, is %2, or %3 "
              "above 16 cells); when every game gives up, bench exits 3")
        .arg(groupedNumber(maxOptimalBudget), groupedNumber(defaultOptimalBudget(16)), groupedNumber(defaultOptimalBudget(17)));
}

int PuzzleBench::execute(const QCommandLineParser &parser, const Output &output)
{
    const QString solverId = parser.value(QStringLiteral("solver"));
    if (!solverIds().contains(solverId)) {
        if (const QString meant = nearestName(solverId, solverIds()); !meant.isEmpty())
            return output.fail(BadInput, tr("--solver: \"%1\" is not a puzzle solver: did you mean %2? Choose one of %3")
                                             .arg(shownInMessage(solverId), meant, listOfNames(solverIds())));
        return output.fail(BadInput, tr("--solver: \"%1\" is not a puzzle solver; choose one of %2")
                                         .arg(shownInMessage(solverId), listOfNames(solverIds())));
    }

    // The snake suite's default (8x8) is not this suite's: only an explicit --size counts.
    const QString sizeText = parser.isSet(QStringLiteral("size")) ? parser.value(QStringLiteral("size"))
                                                                  : QStringLiteral("4x4");
    static const QRegularExpression sizePattern(QStringLiteral("^(\\d{1,9})(?:x(\\d{1,9}))?$"));
    const QRegularExpressionMatch size = sizePattern.match(sizeText.trimmed());
    const int width = size.hasMatch() ? size.captured(1).toInt() : 0;
    const int height = size.hasMatch() ? (size.hasCaptured(2) ? size.captured(2).toInt() : width) : 0;
    if (!PuzzleBoard::sizeError(width, height).isEmpty())
        return output.fail(BadInput, tr("--size takes N or WxH with sides from %1 to %2, not \"%3\"")
                                         .arg(groupedNumber(PuzzleBoard::minSide), groupedNumber(PuzzleBoard::maxSide), shownInMessage(sizeText)));

    QString error;
    const std::optional<Inputs::GameSeries> series = Inputs::readGameSeries(parser, maxGames, &error);
    if (!series)
        return output.fail(BadInput, error);
    const quint64 games = series->games;
    const quint64 seed = series->firstSeed;

    Settings settings;
    QStringList given;
    for (const QString &assignment : parser.values(QStringLiteral("set"))) {
        const qsizetype equals = assignment.indexOf(u'=');
        const QString key = assignment.left(equals).trimmed();
        const QString value = equals < 0 ? QString() : assignment.mid(equals + 1).trimmed();
        // Two values for one key are a typo or a clash, not a choice of the last one.
        if (given.contains(key))
            return output.fail(BadInput, tr("--set %1 is given more than once; give it once").arg(shownInMessage(key)));
        given << key;
        if (key == u"goal") {
            const std::optional<PuzzleGoal> goal = goalFromId(value);
            if (!goal)
                return output.fail(BadInput, tr("--set goal takes blank-last or blank-first, not \"%1\"").arg(shownInMessage(value)));
            settings.goal = *goal;
        } else if (key == u"budget") {
            if (solverId != optimalId)
                return output.fail(BadInput, tr("--set budget is for puzzle-optimal only"));
            const std::optional<quint64> budget = Inputs::parseCount(value);
            // The range and the meaning of run's parameter: 0 is the default budget, not none.
            if (!budget || *budget > quint64(maxOptimalBudget))
                return output.fail(BadInput, tr("--set budget takes a whole number from 0 to %1, not \"%2\"")
                                                 .arg(groupedNumber(maxOptimalBudget), shownInMessage(value)));
            if (*budget > 0)
                settings.budget = budget;
        } else {
            const QStringList known{QStringLiteral("goal"), QStringLiteral("budget")};
            if (const QString meant = nearestName(key, known); !meant.isEmpty())
                return output.fail(BadInput, tr("bench puzzle has no setting \"%1\": did you mean %2? It takes goal and budget")
                                                 .arg(shownInMessage(key), meant));
            return output.fail(BadInput, tr("bench puzzle has no setting \"%1\"; it takes goal and budget")
                                             .arg(shownInMessage(assignment)));
        }
    }

    const int cells = width * height;
    if (solverId == optimalId && cells > PuzzleOptimalSolver::maxCells)
        return output.fail(BadInput, tr("puzzle-optimal takes boards of at most %1 cells, not %2 x %3")
                                         .arg(PuzzleOptimalSolver::maxCells).arg(width).arg(height));

    PuzzleOptimalSolver optimal;
    PuzzleOptimalOptions optimalOptions;
    QString buildNote;
    optimalOptions.nodeBudget = settings.budget ? *settings.budget : defaultOptimalBudget(cells);
    // Once a run, and before the clock starts: the games time the search, not the build.
    if (solverId == optimalId && width == PuzzlePatternDatabase::side && height == PuzzlePatternDatabase::side) {
        int shownPercent = -1;
        // A terminal sees one line counting up, as render shows its progress; a log file or a
        // pipe gets one line as the build starts.
        const bool terminal = stderrIsTerminal();
        const auto progress = [&](double fraction) {
            if (output.json())
                return;
            // A cache hit reports only its end: there was no build to show.
            if (shownPercent < 0 && fraction >= 1.0)
                return;
            const int percent = terminal ? int(fraction * 100.0) : 0;
            if (percent == shownPercent)
                return;
            shownPercent = percent;
            const QString line = terminal ? QStringLiteral("\r") + tr("building the 4 x 4 pattern databases: %1%").arg(percent)
                                          : tr("building the 4 x 4 pattern databases") + QLatin1Char('\n');
            std::fputs(line.toUtf8().constData(), stderr);
            std::fflush(stderr);
        };
        QElapsedTimer buildTimer;
        buildTimer.start();
        const PuzzlePatternDatabase::Obtained obtained = PuzzlePatternDatabase::obtain(settings.goal, {}, progress);
        if (shownPercent >= 0 && terminal)
            std::fputc('\n', stderr);
        if (!obtained.database)
            return output.fail(CheckFailed, tr("the 4 x 4 pattern databases could not be built"));
        const QString cacheFile = PuzzlePatternDatabase::cacheFileName(PuzzlePatternDatabase::defaultCacheDirectory(),
                                                                       settings.goal);
        if (obtained.source == PuzzlePatternDatabase::Source::Cache) {
            output.note(tr("4 x 4 pattern databases read from %1").arg(QDir::toNativeSeparators(cacheFile)));
        } else {
            // Said as run says it; databases not kept are said in --json too, on stderr, as
            // the next run will pay for the build again.
            buildNote = PuzzlePatternDatabase::buildNote(obtained, double(buildTimer.elapsed()) / 1000.0);
            if (obtained.saved)
                output.note(tr("Note: %1").arg(buildNote));
            else
                std::fprintf(stderr, "gridtrace-cli: %s\n", buildNote.toUtf8().constData());
        }
        optimal.setPatternDatabase(settings.goal, obtained.database);
    }

    // The 3 x 3 tables (the layered solver's last corner, the optimal solver's 3 x 3) are built
    // on a process's first solve; that would be counted in the first game, as its max_ms. A
    // board of at most 4 x 4 that keeps the sides of 2 is peeled down to the same last corner.
    if (solverId == layeredId)
        LayeredSolver::solve(PuzzleBoard::shuffled(std::min(width, 4), std::min(height, 4), settings.goal, seed));
    else if (solverId == optimalId && width == 3 && height == 3)
        PuzzleTable3x3::shared(settings.goal);

    quint64 solved = 0;
    quint64 unsolved = 0;
    quint64 totalMoves = 0;
    quint64 maxMoves = 0;
    quint64 totalExpanded = 0;
    double totalMs = 0.0;
    double maxMs = 0.0;
    QElapsedTimer timer;
    for (quint64 g = 0; g < games; ++g) {
        const quint64 gameSeed = seed + g;
        const PuzzleBoard board = PuzzleBoard::shuffled(width, height, settings.goal, gameSeed);
        PuzzleMoves moves;
        bool gaveUp = false;
        bool solvable = true;
        quint64 expanded = 0;
        timer.start();
        if (solverId == optimalId) {
            PuzzleOptimalResult result = optimal.solve(board, optimalOptions);
            gaveUp = result.outcome == PuzzleOptimalResult::Outcome::GaveUp;
            solvable = result.solved() || gaveUp;
            expanded = result.expanded;
            moves = std::move(result.moves);
        } else {
            PuzzleSolveResult result = solverId == seedId ? SeedPuzzleSolver::solve(board) : LayeredSolver::solve(board);
            solvable = result.solvable;
            moves = std::move(result.moves);
        }
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        totalMs += ms;
        maxMs = std::max(maxMs, ms);
        if (gaveUp) {
            ++unsolved;
            continue;
        }
        // A shuffled board is solvable by construction and a solver's answer must hold: any
        // failure here is a bug in the solver or the shuffle, not in the input.
        PuzzleBoard replay = board;
        if (!solvable || replay.apply(moves) != moves.size() || !replay.isSolved())
            return output.fail(CheckFailed, tr("bug: %1's solution of game %2 (seed %3, %4 x %5) does not solve it")
                                                .arg(solverId).arg(g).arg(gameSeed).arg(width).arg(height));
        ++solved;
        totalMoves += moves.size();
        maxMoves = std::max<quint64>(maxMoves, moves.size());
        totalExpanded += expanded;
    }

    // Means over the solved games only; null when none was.
    const QJsonValue meanMoves = solved ? QJsonValue(double(totalMoves) / double(solved)) : QJsonValue();
    const QJsonValue meanExpanded = solved ? QJsonValue(double(totalExpanded) / double(solved)) : QJsonValue();
    const double msPerGame = totalMs / double(games);
    QJsonObject object{
        {QStringLiteral("solver"), solverId},
        {QStringLiteral("size"), QStringLiteral("%1x%2").arg(width).arg(height)},
        {QStringLiteral("goal"), goalId(settings.goal)},
        // A text, as in scenario files: a 64-bit seed is exact there, and no JSON number holds it.
        {QStringLiteral("seed"), QString::number(seed)},
        {QStringLiteral("games"), qint64(games)},
        {QStringLiteral("unsolved"), qint64(unsolved)},
        {QStringLiteral("mean_moves"), meanMoves},
        // Over no solved game there is no longest solution, as there is no mean.
        {QStringLiteral("max_moves"), solved ? QJsonValue(qint64(maxMoves)) : QJsonValue()},
        {QStringLiteral("ms_per_game"), msPerGame},
        {QStringLiteral("max_ms"), maxMs},
    };
    if (solverId == optimalId)
        object.insert(QStringLiteral("mean_expanded"), meanExpanded);
    if (!buildNote.isEmpty())
        object.insert(QStringLiteral("notes"), QJsonArray{buildNote});

    QString text = tr("%1 on %2 x %3 (%4), %5 from seed %6:")
                       .arg(solverId).arg(width).arg(height).arg(goalId(settings.goal))
                       .arg(groupedCount(tr("%n game(s)", nullptr, int(games)), games)).arg(seed);
    text += solved ? tr("\n  moves: mean %1, max %2").arg(shownFigure(meanMoves, 1), groupedNumber(maxMoves))
                   : tr("\n  moves: none solved");
    text += tr("\n  %1 ms per game, slowest %2 ms").arg(groupedDecimal(msPerGame, 3), groupedDecimal(maxMs, 3));
    if (solverId == optimalId) {
        if (solved)
            text += tr("\n  expansions: mean %1").arg(shownFigure(meanExpanded, 0));
        if (unsolved)
            text += tr("\n  unsolved: %1 (past the budget of %2; not counted in the means)")
                        .arg(groupedNumber(unsolved),
                             groupedCount(tr("%n expansion(s)", nullptr, pluralCount(optimalOptions.nodeBudget)),
                                          optimalOptions.nodeBudget));
    }
    output.result(object, text);
    // Not one answer among the games is no success, as a run that gives up is none.
    if (solved == 0 && unsolved > 0)
        return output.endWith(GaveUp, tr("every game gave up at its budget of %1 without an answer; --set budget=N gives more")
                                          .arg(groupedCount(tr("%n expansion(s)", nullptr, pluralCount(optimalOptions.nodeBudget)),
                                                            optimalOptions.nodeBudget)));
    return Success;
}

} // namespace gridtrace::cli
