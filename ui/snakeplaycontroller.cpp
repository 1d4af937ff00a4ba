#include "snakeplaycontroller.h"

#include "snake/greedysnakeai.h"
#include "snake/hamiltonsnakeai.h"
#include "snake/shadowsnakeai.h"
#include "snake/snakealgorithms.h"
#include "snake/snaketracer.h"
#include "trace/recorder.h"

#include <QKeyEvent>

#include <algorithm>

namespace gridtrace {

// One AI, untraced, asked for a single move from wherever the game stands. A fresh one is
// made at each takeover, so what it remembers of earlier moves is its own play only.
struct SnakePlayAi
{
    virtual ~SnakePlayAi() = default;
    virtual Direction decide(const SnakeGame &game) = 0;
    // What the AI has said so far that the user should hear (a fallback taken), oldest first.
    virtual QStringList notes() const { return {}; }
};

namespace {

template<template<typename> class Algorithm>
struct AiOf final : SnakePlayAi
{
    Direction decide(const SnakeGame &game) override
    {
        SnakeTracer<NullRecorder> tracer(recorder, game);
        return algorithm.decide(tracer);
    }

    QStringList notes() const override
    {
        if constexpr (requires { algorithm.notes(); })
            return algorithm.notes();
        else
            return {};
    }

    NullRecorder recorder;
    Algorithm<NullRecorder> algorithm;
};

} // namespace

SnakePlayController::SnakePlayController(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<SnakeState>();
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(1000 / m_speed);
    connect(&m_timer, &QTimer::timeout, this, &SnakePlayController::tick);
}

SnakePlayController::~SnakePlayController() = default;

void SnakePlayController::newGame(const SnakeRules &given, quint64 seed)
{
    // Restart passes the old game's own rules, which go with the old game.
    const SnakeRules rules = given;
    m_seed = seed;
    m_game.emplace(rules, seed);
    m_turns.clear();
    // The AI's memory belongs to the old game.
    if (m_ai)
        setAiDriver(m_aiId);
    rebuildScene();
    const bool wasPaused = m_paused;
    m_paused = false;
    m_waiting = true;
    updateTimer();
    if (wasPaused)
        emit pausedChanged(false);
    emit changed();
    if (m_game->state() != SnakeState::Playing)
        emit ended(m_game->state(), m_game->length(), m_game->steps());
}

void SnakePlayController::restart()
{
    if (m_game)
        newGame(m_game->rules(), m_seed + 1);
}

bool SnakePlayController::setFood(CellPos cell)
{
    if (!m_game)
        return false;
    const int old = m_game->food();
    if (!m_game->setFood(cell))
        return false;
    if (old >= 0)
        setMark(old, Mark::None);
    setMark(m_game->food(), Mark::Food);
    emit changed();
    return true;
}

void SnakePlayController::setSpeed(int movesPerSecond)
{
    m_speed = std::clamp(movesPerSecond, minSpeed, maxSpeed);
    m_timer.setInterval(1000 / m_speed);
}

void SnakePlayController::pause()
{
    if (m_paused)
        return;
    m_paused = true;
    updateTimer();
    emit pausedChanged(true);
}

void SnakePlayController::resume()
{
    if (!m_paused)
        return;
    m_paused = false;
    // Turns pressed before the pause are stale by now.
    m_turns.clear();
    updateTimer();
    emit pausedChanged(false);
}

void SnakePlayController::setHeld(bool held)
{
    if (m_held == held)
        return;
    m_held = held;
    updateTimer();
}

void SnakePlayController::togglePause()
{
    if (m_paused)
        resume();
    else
        pause();
}

void SnakePlayController::steer(Direction direction)
{
    if (!m_game || m_game->state() != SnakeState::Playing || m_ai || m_paused)
        return;
    if (std::find(orthogonalDirections.begin(), orthogonalDirections.end(), direction) == orthogonalDirections.end())
        return;
    if (m_waiting) {
        // The first key starts the game; it also turns, unless it says straight on or back
        // onto the neck.
        if (m_game->length() > 1 && m_game->neighbour(m_game->head(), direction) == m_game->body()[1])
            return;
        m_waiting = false;
        if (direction != m_game->direction())
            m_turns.push_back(direction);
        updateTimer();
        return;
    }
    if (m_turns.size() >= maxQueuedTurns)
        return;
    if (m_turns.isEmpty()) {
        // Against the real neck, not the heading: before the first move they may differ.
        if (m_game->length() > 1 && m_game->neighbour(m_game->head(), direction) == m_game->body()[1])
            return;
        if (direction == m_game->direction())
            return;
    } else {
        const Direction last = m_turns.back();
        if (direction == last || (m_game->length() > 1 && direction == opposite(last)))
            return;
    }
    m_turns.push_back(direction);
}

bool SnakePlayController::setAiDriver(const QString &aiId)
{
    std::unique_ptr<SnakePlayAi> ai;
    if (aiId == QStringLiteral("greedy"))
        ai = std::make_unique<AiOf<GreedySnakeAi>>();
    else if (aiId == QStringLiteral("seed-000"))
        ai = std::make_unique<AiOf<ShadowSnakeAi>>();
    else if (aiId == QStringLiteral("hamilton-follow"))
        ai = std::make_unique<AiOf<HamiltonFollowAi>>();
    else if (aiId == QStringLiteral("hamilton-seed"))
        ai = std::make_unique<AiOf<HamiltonSeedAi>>();
    else if (aiId == QStringLiteral("hamilton-safe"))
        ai = std::make_unique<AiOf<HamiltonSafeAi>>();
    else if (aiId == QStringLiteral("hamilton-adaptive"))
        ai = std::make_unique<AiOf<HamiltonAdaptiveAi>>();
    if (!ai)
        return false;
    const bool same = m_ai && m_aiId == aiId;
    m_ai = std::move(ai);
    m_aiId = aiId;
    m_notesSaid = 0;
    m_turns.clear();
    updateTimer(); // an AI needs no first key
    if (!same)
        emit driverChanged();
    return true;
}

void SnakePlayController::setHumanDriver()
{
    if (!m_ai)
        return;
    m_ai.reset();
    m_aiId.clear();
    m_turns.clear();
    // Taken back, the game waits for the person's first key as a new game does: at speed the
    // AI's last heading would reach a wall before the person has found the keys.
    m_waiting = true;
    updateTimer();
    emit driverChanged();
}

std::optional<Direction> SnakePlayController::keyDirection(const QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Up:
    case Qt::Key_W:
        return Direction::North;
    case Qt::Key_Right:
    case Qt::Key_D:
        return Direction::East;
    case Qt::Key_Down:
    case Qt::Key_S:
        return Direction::South;
    case Qt::Key_Left:
    case Qt::Key_A:
        return Direction::West;
    default:
        return std::nullopt;
    }
}

bool SnakePlayController::isPauseKey(const QKeyEvent *event)
{
    return event->key() == Qt::Key_P;
}

bool SnakePlayController::handleKey(QKeyEvent *event)
{
    // Ctrl+S and the like stay the window's.
    if (!m_game || (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)))
        return false;
    if (isPauseKey(event)) {
        if (m_game->state() != SnakeState::Playing)
            return false;
        togglePause();
        return true;
    }
    const std::optional<Direction> direction = keyDirection(event);
    if (!direction)
        return false;
    steer(*direction);
    return true;
}

bool SnakePlayController::eventFilter(QObject *watched, QEvent *event)
{
    // While the game is on the board its keys and letters are the game's, over or not: the
    // snake that just died must not pass A, L or C on to the View menu's single-letter keys.
    const auto isPlainKey = [](const QKeyEvent *key) {
        return !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    };
    const auto isLetter = [](const QKeyEvent *key) { return key->key() >= Qt::Key_A && key->key() <= Qt::Key_Z; };
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (m_game && isPlainKey(key) && (keyDirection(key) || isPauseKey(key) || isLetter(key))) {
            // Accepted, the key press comes to the view instead of firing a shortcut.
            event->accept();
            return true;
        }
    } else if (event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (handleKey(key) || (m_game && isPlainKey(key) && isLetter(key)))
            return true;
    }
    return QObject::eventFilter(watched, event);
}

void SnakePlayController::tick()
{
    if (!m_game || m_paused || m_game->state() != SnakeState::Playing)
        return;
    m_waiting = false; // a game that moves has started
    Direction direction = m_game->direction();
    if (m_ai) {
        direction = m_ai->decide(*m_game);
        const QStringList notes = m_ai->notes();
        while (m_notesSaid < notes.size())
            emit aiNote(notes.at(m_notesSaid++));
    } else if (!m_turns.isEmpty())
        direction = m_turns.takeFirst();
    const int oldHead = m_game->head();
    const SnakeMove move = m_game->move(direction);
    if (move.state != SnakeState::Dead) {
        std::deque<std::uint32_t> &body = m_scene.sequence(BodySequence);
        if (move.tailLeft >= 0) {
            setMark(move.tailLeft, Mark::None);
            body.pop_back();
        }
        setMark(oldHead, Mark::Body);
        setMark(move.head, Mark::Head);
        body.push_front(std::uint32_t(move.head));
        if (move.foodPlaced >= 0)
            setMark(move.foodPlaced, Mark::Food);
    }
    emit changed();
    if (move.state != SnakeState::Playing) {
        m_turns.clear();
        updateTimer();
        emit ended(move.state, m_game->length(), m_game->steps());
    }
}

void SnakePlayController::rebuildScene()
{
    m_scene = Scene(m_game->rules().board, BodySequence + 1, 0);
    std::deque<std::uint32_t> &body = m_scene.sequence(BodySequence);
    for (int cell : m_game->body()) {
        setMark(cell, cell == m_game->head() ? Mark::Head : Mark::Body);
        body.push_back(std::uint32_t(cell));
    }
    if (m_game->food() >= 0)
        setMark(m_game->food(), Mark::Food);
}

std::bitset<markCount> SnakePlayController::shownMarks()
{
    std::bitset<markCount> marks;
    for (const Mark mark : {Mark::Head, Mark::Body, Mark::Food})
        marks.set(std::size_t(mark));
    return marks;
}

void SnakePlayController::setMark(int cell, Mark mark)
{
    m_scene.setCellValue(CellLayer::Mark, cell, std::uint32_t(mark));
}

void SnakePlayController::updateTimer()
{
    const bool run = m_game && !m_paused && !m_held && m_game->state() == SnakeState::Playing && (!m_waiting || m_ai);
    if (run && !m_timer.isActive())
        m_timer.start();
    else if (!run)
        m_timer.stop();
}

} // namespace gridtrace
