#include "puzzleplaycontroller.h"

#include "gridview.h"

#include "grid/messagetext.h"
#include "puzzle/puzzlealgorithms.h"

#include <QKeyEvent>
#include <QMouseEvent>

#include <utility>

namespace gridtrace {

PuzzlePlayController::PuzzlePlayController(QObject *parent)
    : QObject(parent)
{
}

PuzzlePlayController::~PuzzlePlayController() = default;

QList<LiveLegendRow> PuzzlePlayController::legendRows()
{
    return {
        {Mark::None, tr("Tile"), tr("A numbered tile: click it, or press an arrow key, to slide it into the blank"),
         LiveLegendRow::Swatch::Tiles},
        {Mark::None, tr("Blank"), tr("The empty square: a tile in its row or column slides into it"),
         LiveLegendRow::Swatch::EmptyCell},
    };
}

bool PuzzlePlayController::newGame(int width, int height, PuzzleGoal goal, quint64 seed, QString *error)
{
    if (width < minSide || width > maxSide || height < minSide || height > maxSide) {
        if (error)
            *error = tr("a puzzle to play is %1 to %2 tiles each way, not %3 x %4")
                         .arg(minSide).arg(maxSide).arg(width).arg(height);
        return false;
    }
    PuzzleBoard board = PuzzleBoard::shuffled(width, height, goal, seed);
    // A small board may come out solved (one 2 x 2 draw in twelve): nothing to play. Later
    // seeds in a fixed order keep the same seed giving the same puzzle.
    for (quint64 next = seed + 1; board.isSolved(); ++next)
        board = PuzzleBoard::shuffled(width, height, goal, next ^ 0x9e3779b97f4a7c15ULL);
    m_board = std::move(board);
    m_seed = seed;
    m_history.clear();
    m_moves = 0;
    m_elapsedBefore = 0;
    m_clock.invalidate();
    m_clockPaused = false;
    m_waitsForMove = false;
    m_scene = Scene(Grid(width, height), 0, PuzzlePlayMovesCounter + 1);
    rebuildScene();
    emit started(width, height, goal);
    emit changed();
    return true;
}

bool PuzzlePlayController::shuffle()
{
    if (!m_board)
        return false;
    return newGame(m_board->width(), m_board->height(), m_board->goal(), m_seed + 1);
}

void PuzzlePlayController::rebuildScene()
{
    if (!m_board)
        return;
    for (int cell = 0; cell < m_board->cellCount(); ++cell)
        m_scene.setCellValue(CellLayer::Tile, cell, m_board->tile(cell));
    m_scene.setCounter(PuzzlePlayMovesCounter, m_moves);
}

bool PuzzlePlayController::clickCell(CellPos cell)
{
    if (!isRunning())
        return false;
    PuzzleMoves made = m_board->slideTo(cell);
    if (made.empty())
        return false;
    moved(std::move(made));
    return true;
}

bool PuzzlePlayController::moveBlank(BlankMove move)
{
    if (!isRunning() || !m_board->move(move))
        return false;
    moved({move});
    return true;
}

std::optional<BlankMove> PuzzlePlayController::keyMove(int key)
{
    // The arrow names where the tile goes; the blank goes the other way.
    switch (key) {
    case Qt::Key_Left:
        return BlankMove::Right;
    case Qt::Key_Right:
        return BlankMove::Left;
    case Qt::Key_Up:
        return BlankMove::Down;
    case Qt::Key_Down:
        return BlankMove::Up;
    default:
        return std::nullopt;
    }
}

void PuzzlePlayController::moved(PuzzleMoves moves)
{
    // Before the first move, or paused, the clock stands while a game runs.
    if (!m_clock.isValid())
        m_clock.start();
    m_clockPaused = false;
    m_waitsForMove = false;
    m_moves += int(moves.size());
    m_history.push_back(std::move(moves));
    const bool done = m_board->isSolved();
    if (done && m_clock.isValid()) {
        m_elapsedBefore += m_clock.elapsed();
        m_clock.invalidate();
    }
    rebuildScene();
    emit changed();
    if (done)
        emit solved(m_moves, elapsedMs());
}

bool PuzzlePlayController::undo()
{
    if (!canUndo())
        return false;
    const PuzzleMoves last = std::move(m_history.back());
    m_history.pop_back();
    for (auto it = last.rbegin(); it != last.rend(); ++it)
        m_board->move(opposite(*it));
    m_moves -= int(last.size());
    rebuildScene();
    emit changed();
    return true;
}

void PuzzlePlayController::pauseClock()
{
    if (!m_clock.isValid())
        return;
    m_elapsedBefore += m_clock.elapsed();
    m_clock.invalidate();
    m_clockPaused = true;
}

void PuzzlePlayController::resumeClock()
{
    // A clock never started waits for the first move, and a solved one stays stopped.
    if (!m_clockPaused || !isRunning() || m_waitsForMove)
        return;
    m_clockPaused = false;
    m_clock.start();
}

void PuzzlePlayController::waitForNextMove()
{
    if (!isRunning())
        return;
    pauseClock();
    m_waitsForMove = true;
    // The panel says the clock stands.
    emit changed();
}

qint64 PuzzlePlayController::elapsedMs() const
{
    return m_elapsedBefore + (m_clock.isValid() ? m_clock.elapsed() : 0);
}

QString PuzzlePlayController::statusText() const
{
    if (!m_board)
        return tr("No puzzle: choose a size and press New puzzle");
    if (isSolved())
        return withGroupedCount(tr("Solved in %n move(s)!", nullptr, m_moves), m_moves);
    if (m_waitsForMove)
        return tr("Paused: the clock goes on with your next move");
    return tr("Click a tile in line with the blank, or use the arrow keys");
}

Scenario PuzzlePlayController::scenarioFor(const QString &algorithmId) const
{
    Scenario scenario;
    if (!m_board)
        return scenario;
    puzzleToScenario(*m_board, scenario);
    scenario.algorithm = algorithmId;
    scenario.parameters.insert(QStringLiteral("goal"), goalId(m_board->goal()));
    scenario.seed = m_seed;
    return scenario;
}

bool PuzzlePlayController::solveFromHere(const QString &algorithmId)
{
    if (!m_board)
        return false;
    emit solveRequested(scenarioFor(algorithmId));
    return true;
}

bool PuzzlePlayController::eventFilter(QObject *watched, QEvent *event)
{
    // The board out of sight (a minimised window) stops the clock, and back in sight it goes on:
    // the time counts only what the player could see.
    if (event->type() == QEvent::Hide)
        pauseClock();
    else if (event->type() == QEvent::Show)
        resumeClock();
    const BoardClicks::Click click = m_clicks.take(watched, event);
    if (click.onBoard && m_board) {
        // A double click is a second press on the same tile: it must not slide twice.
        if (click.cell)
            clickCell(*click.cell);
        return true;
    }
    const auto isMoveKey = [this](const QKeyEvent *key) {
        return isRunning() && key->modifiers() == Qt::NoModifier && keyMove(key->key()).has_value();
    };
    if (event->type() == QEvent::ShortcutOverride) {
        // Accepted, an arrow comes to the view as a key press instead of stepping the trace.
        if (isMoveKey(static_cast<QKeyEvent *>(event))) {
            event->accept();
            return true;
        }
    } else if (event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (isMoveKey(key)) {
            // A blank at the edge is no error: the key is still the game's, not the view's.
            moveBlank(*keyMove(key->key()));
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace gridtrace
