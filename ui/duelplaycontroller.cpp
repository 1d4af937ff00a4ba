#include "duelplaycontroller.h"

#include "duel/duelarena.h"
#include "duel/duelbotnames.h"
#include "duel/dueltracer.h"
#include "duel/externalbot.h"
#include "trace/recorder.h"

#include <QKeyEvent>
#include <QLocale>
#include <QStringList>
#include <QThread>

#include <algorithm>

namespace gridtrace {

DuelPlayController::DuelPlayController(QObject *parent)
    : QObject(parent)
    , m_players{humanId, QStringLiteral("alphabeta")}
    , m_timeLimitMs(ExternalBot::defaultTimeLimitMs)
{
    qRegisterMetaType<DuelResult>();
    m_clock.setSingleShot(true);
    m_clock.setTimerType(Qt::PreciseTimer);
    m_clock.setInterval(1000 / m_pace);
    connect(&m_clock, &QTimer::timeout, this, &DuelPlayController::clockRang);
}

DuelPlayController::~DuelPlayController()
{
    m_clock.stop();
    // A decision still running reports to this object when it ends, so it must end first. A
    // built-in bot takes a fraction of a second; a program is killed at its time limit.
    for (QThread *worker : std::as_const(m_workers))
        worker->wait();
    qDeleteAll(m_workers);
}

QString DuelPlayController::displayName(const QString &id)
{
    if (id == humanId)
        return tr("Human");
    if (id.startsWith(execPrefix))
        return tr("Program: %1").arg(id.mid(execPrefix.size()));
    // A built-in bot by the name the catalogue and the tournament give it too.
    const QString bot = duelBotName(id);
    return bot.isEmpty() ? id : bot;
}

bool DuelPlayController::setPlayer(DuelSide side, const QString &id)
{
    if (id != humanId) {
        if (id.startsWith(execPrefix)) {
            if (!ExternalBot(id.mid(execPrefix.size())).problem().isEmpty())
                return false;
        } else if (!duelBotIds().contains(id)) {
            return false;
        }
    }
    const int i = index(side);
    if (m_players[i] == id)
        return true;
    m_players[i] = id;
    // A decision of the player that leaves is no longer wanted; it ends on its own.
    m_tickets[i] = 0;
    m_answers[i].reset();
    m_choice[i].reset();
    m_bots[i] = m_game ? makePlayer(id, side) : nullptr;
    emit playersChanged();
    if (isPlaying()) {
        askBots();
        updateClock();
        tryPlay();
    }
    emit statusChanged();
    return true;
}

void DuelPlayController::setTimeLimit(int milliseconds)
{
    m_timeLimitMs = std::max(1, milliseconds);
}

std::shared_ptr<DuelPlayer> DuelPlayController::makePlayer(const QString &id, DuelSide) const
{
    if (id == humanId)
        return nullptr;
    if (id.startsWith(execPrefix))
        return std::make_shared<ExternalBot>(id.mid(execPrefix.size()), m_timeLimitMs);
    return makeBuiltinPlayer(id, m_seed);
}

void DuelPlayController::newGame(quint64 seed)
{
    startGame(DuelMap::generate(seed), seed, true);
}

bool DuelPlayController::newGame(const DuelMap &map, quint64 seed)
{
    if (!map.problem().isEmpty())
        return false;
    startGame(map, seed, false);
    return true;
}

void DuelPlayController::restart()
{
    if (!m_game)
        return;
    if (m_generatedMap)
        newGame(m_seed + 1);
    else
        startGame(m_game->map(), m_seed + 1, false);
}

void DuelPlayController::startGame(const DuelMap &given, quint64 seed, bool generated)
{
    // Restart passes the old game's own map, which goes with the old game.
    const DuelMap map = given;
    m_seed = seed;
    m_generatedMap = generated;
    m_game.emplace(map);
    m_tickets = {};
    m_answers = {};
    m_choice = {};
    m_due = false;
    // Fresh bots: nothing one remembers belongs to the new game, and a decision of the old
    // game may still be running on the old ones.
    for (const DuelSide side : {DuelSide::A, DuelSide::B})
        m_bots[index(side)] = makePlayer(m_players[index(side)], side);
    m_scene = Scene(map.board(), DuelLineSequence + 1, DuelScoreCounter + 1);
    rebuildScene();
    const bool wasPaused = m_paused;
    m_paused = false;
    m_clock.stop();
    askBots();
    updateClock();
    if (wasPaused)
        emit pausedChanged(false);
    emit changed();
    emit statusChanged();
}

DuelRecord DuelPlayController::record() const
{
    if (!m_game)
        return {};
    const std::array<QString, 2> &players = m_game->isOver() ? m_endedWith : m_players;
    DuelRecord record = DuelRecord::of(*m_game, players[0], players[1]);
    record.seed = m_seed;
    return record;
}

void DuelPlayController::setPace(int roundsPerSecond)
{
    const int pace = std::clamp(roundsPerSecond, 0, maxPace);
    if (pace == m_pace)
        return;
    m_pace = pace;
    m_due = false;
    m_clock.stop();
    if (m_pace > 0)
        m_clock.setInterval(1000 / m_pace);
    updateClock();
    tryPlay();
    emit statusChanged();
}

void DuelPlayController::pause()
{
    if (m_paused)
        return;
    m_paused = true;
    // The clock starts again from a whole tick on resuming.
    m_due = false;
    updateClock();
    emit pausedChanged(true);
    emit statusChanged();
}

void DuelPlayController::resume()
{
    if (!m_paused)
        return;
    m_paused = false;
    updateClock();
    emit pausedChanged(false);
    emit statusChanged();
    tryPlay();
}

void DuelPlayController::setHeld(bool held)
{
    if (m_held == held)
        return;
    m_held = held;
    updateClock();
    // A round whose answers came in while held is played now.
    tryPlay();
}

void DuelPlayController::togglePause()
{
    if (m_paused)
        resume();
    else
        pause();
}

void DuelPlayController::choose(DuelSide side, int direction)
{
    if (!isPlaying() || !isHuman(side) || direction < 0 || direction > 3)
        return;
    m_choice[index(side)] = direction;
    updateClock();
    emit statusChanged();
    tryPlay();
}

bool DuelPlayController::isThinking(DuelSide side) const
{
    const int i = index(side);
    return isPlaying() && m_bots[i] && !m_answers[i];
}

int DuelPlayController::lastDirection(DuelSide side) const
{
    const QString &steps = m_game->steps(side);
    return steps.isEmpty() ? -1 : steps.back().unicode() - u'0';
}

bool DuelPlayController::isStarted() const
{
    if (!m_game)
        return false;
    for (const DuelSide side : {DuelSide::A, DuelSide::B}) {
        if (isHuman(side) && !hasChosen(side) && lastDirection(side) < 0)
            return false;
    }
    return true;
}

void DuelPlayController::askBots()
{
    for (const DuelSide side : {DuelSide::A, DuelSide::B}) {
        const int i = index(side);
        if (!m_bots[i] || m_tickets[i] != 0 || m_answers[i])
            continue;
        const quint64 ticket = ++m_nextTicket;
        m_tickets[i] = ticket;
        // The worker owns what it reads: a copy of the position and a share of the bot, which
        // outlive a new game or a change of player.
        QThread *worker = QThread::create([this, bot = m_bots[i], position = *m_game, side, ticket] {
            const DuelAnswer answer = bot->decide(position, side);
            QMetaObject::invokeMethod(this, [this, side, ticket, answer] { answered(side, ticket, answer); },
                                      Qt::QueuedConnection);
        });
        m_workers.append(worker);
        connect(worker, &QThread::finished, this, [this, worker] {
            m_workers.removeOne(worker);
            worker->deleteLater();
        });
        worker->start();
    }
}

void DuelPlayController::answered(DuelSide side, quint64 ticket, const DuelAnswer &answer)
{
    const int i = index(side);
    if (ticket != m_tickets[i] || !isPlaying())
        return; // asked of a player or a game that is gone
    m_answers[i] = answer;
    emit statusChanged();
    tryPlay();
}

void DuelPlayController::tryPlay()
{
    if (!isPlaying() || m_paused || m_held)
        return;
    bool botFailed = false;
    for (const DuelSide side : {DuelSide::A, DuelSide::B}) {
        const int i = index(side);
        if (!m_bots[i])
            continue;
        if (!m_answers[i])
            return;
        botFailed = botFailed || m_answers[i]->fault != DuelFault::None;
    }
    // A bot that failed ends the game whatever the people would have chosen.
    if (!botFailed) {
        if (m_pace == 0) {
            for (const DuelSide side : {DuelSide::A, DuelSide::B}) {
                if (isHuman(side) && !hasChosen(side))
                    return;
            }
        } else if (!m_due || !isStarted()) {
            return;
        }
    }
    playRound();
}

void DuelPlayController::playRound()
{
    std::array<DuelAnswer, 2> answers;
    for (const DuelSide side : {DuelSide::A, DuelSide::B}) {
        const int i = index(side);
        if (m_bots[i])
            answers[i] = *m_answers[i];
        else
            answers[i] = DuelAnswer::move(m_choice[i].value_or(std::max(0, lastDirection(side))));
    }
    m_game->play(answers[0], answers[1]);
    if (m_game->isOver())
        m_endedWith = m_players;
    m_tickets = {};
    m_answers = {};
    m_choice = {};
    m_due = false;
    m_clock.stop();
    rebuildScene();
    if (!m_game->isOver()) {
        askBots();
        updateClock();
    }
    emit changed();
    emit statusChanged();
    if (m_game->isOver())
        emit ended(m_game->result(), m_game->summary());
}

void DuelPlayController::rebuildScene()
{
    const DuelGame &game = *m_game;
    // The marks a traced duel gives each cell, so a live game and a trace look alike.
    NullRecorder recorder;
    const DuelTracer<NullRecorder> tracer(recorder, game);
    for (int cell = 0; cell < DuelMap::cellCount; ++cell)
        m_scene.setCellValue(CellLayer::Mark, cell, std::uint32_t(tracer.gameMark(cell)));
    for (const auto &[sequence, side] : {std::pair{DuelSnakeASequence, DuelSide::A}, std::pair{DuelSnakeBSequence, DuelSide::B}}) {
        std::deque<std::uint32_t> &body = m_scene.sequence(sequence);
        body.clear();
        for (const int cell : game.body(side)) {
            // A head that left a board without its ring of walls is nowhere to draw.
            if (cell >= 0)
                body.push_back(std::uint32_t(cell));
        }
    }
    m_scene.setCounter(DuelRoundCounter, game.round());
    m_scene.setCounter(DuelLengthCounter, int(game.body(DuelSide::A).size()));
}

void DuelPlayController::updateClock()
{
    const bool run = isPlaying() && m_pace > 0 && !m_paused && !m_held && !m_due && isStarted();
    if (run && !m_clock.isActive())
        m_clock.start();
    else if (!run)
        m_clock.stop();
}

void DuelPlayController::clockRang()
{
    if (!isPlaying() || m_paused || m_pace == 0)
        return;
    m_due = true;
    emit statusChanged();
    tryPlay();
}

QString DuelPlayController::statusText() const
{
    if (!m_game)
        return tr("No game");
    if (m_game->isOver()) {
        // A player changed since: the result is the last game's, not what New game will play.
        if (m_players != m_endedWith)
            return tr("Last game, before the change of player: %1").arg(m_game->summary());
        return m_game->summary();
    }
    if (m_paused)
        return tr("Paused: P resumes");
    const int round = m_game->round() + 1;
    const bool twoHumans = humanCount() == 2;
    const auto keys = [twoHumans](DuelSide side) {
        if (!twoHumans)
            return tr("WASD or arrows");
        return side == DuelSide::A ? tr("WASD") : tr("arrows");
    };
    if (m_pace > 0 && !isStarted()) {
        QStringList waiting;
        for (const DuelSide side : {DuelSide::A, DuelSide::B}) {
            if (isHuman(side) && !hasChosen(side) && lastDirection(side) < 0)
                waiting << (side == DuelSide::A ? tr("A (%1)") : tr("B (%1)")).arg(keys(side));
        }
        return tr("Waiting for %1 to press a first direction").arg(waiting.join(tr(" and ")));
    }
    QStringList waiting;
    for (const DuelSide side : {DuelSide::A, DuelSide::B}) {
        if (m_pace == 0 && isHuman(side) && !hasChosen(side))
            waiting << (side == DuelSide::A ? tr("A (%1)") : tr("B (%1)")).arg(keys(side));
        else if (isThinking(side))
            waiting << (side == DuelSide::A ? tr("A (%1 thinking)") : tr("B (%1 thinking)"))
                           .arg(displayName(m_players[index(side)]));
    }
    if (waiting.isEmpty())
        return tr("Round %1").arg(QLocale().toString(round));
    return tr("Round %1: waiting for %2").arg(QLocale().toString(round), waiting.join(tr(" and ")));
}

std::optional<DuelPlayController::SteeringKey> DuelPlayController::steeringKey(const QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Up: return SteeringKey{0, true};
    case Qt::Key_Right: return SteeringKey{1, true};
    case Qt::Key_Down: return SteeringKey{2, true};
    case Qt::Key_Left: return SteeringKey{3, true};
    case Qt::Key_W: return SteeringKey{0, false};
    case Qt::Key_D: return SteeringKey{1, false};
    case Qt::Key_S: return SteeringKey{2, false};
    case Qt::Key_A: return SteeringKey{3, false};
    default: return std::nullopt;
    }
}

bool DuelPlayController::isPauseKey(const QKeyEvent *event)
{
    return event->key() == Qt::Key_P;
}

bool DuelPlayController::takesKey(const QKeyEvent *event) const
{
    // Ctrl+S and the like stay the window's, and so does every key once the game is over.
    if (!isPlaying() || (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)))
        return false;
    return isPauseKey(event) || (steeringKey(event) && humanCount() > 0);
}

bool DuelPlayController::handleKey(QKeyEvent *event)
{
    if (!takesKey(event))
        return false;
    if (isPauseKey(event)) {
        togglePause();
        return true;
    }
    const SteeringKey key = *steeringKey(event);
    DuelSide side = isHuman(DuelSide::A) ? DuelSide::A : DuelSide::B;
    if (humanCount() == 2)
        side = key.arrow ? DuelSide::B : DuelSide::A;
    choose(side, key.direction);
    return true;
}

std::bitset<markCount> DuelPlayController::shownMarks()
{
    std::bitset<markCount> marks;
    for (const Mark mark : {duelmarks::headA, duelmarks::bodyA, duelmarks::headB, duelmarks::bodyB})
        marks.set(std::size_t(mark));
    return marks;
}

bool DuelPlayController::eventFilter(QObject *watched, QEvent *event)
{
    const auto isPlainLetter = [](const QKeyEvent *key) {
        return key->key() >= Qt::Key_A && key->key() <= Qt::Key_Z
            && !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    };
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (takesKey(key) || isPlainLetter(key)) {
            // Accepted, the key press comes to the view instead of firing a shortcut.
            event->accept();
            return true;
        }
    } else if (event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        // A letter the game does not use (or no longer: it is over) does nothing at all.
        if (handleKey(key) || isPlainLetter(key))
            return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace gridtrace
