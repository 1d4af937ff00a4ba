#pragma once

#include "grid/cellpos.h"
#include "grid/direction.h"
#include "snake/snakegame.h"
#include "trace/scene.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include <bitset>
#include <memory>
#include <optional>

class QKeyEvent;

namespace gridtrace {

struct SnakePlayAi;

// A live game of snake that a person plays, or hands to an AI and takes back. A timer moves
// the snake; between moves the person's turns wait in a short queue so quick key presses are
// not lost. The scene mirrors the game (the board's terrain, Head/Body/Food marks, and the
// body head first as sequence 0, BodySequence, as in a traced game) so a grid view can draw it.
class SnakePlayController : public QObject
{
    Q_OBJECT

public:
    static constexpr int defaultSpeed = 6;
    static constexpr int minSpeed = 1;
    static constexpr int maxSpeed = 30;
    static constexpr int maxQueuedTurns = 2;

    explicit SnakePlayController(QObject *parent = nullptr);
    ~SnakePlayController() override;

    // Starts a game, not paused: it moves once an AI drives or the person presses a first key.
    // The driver stays as it was.
    void newGame(const SnakeRules &rules, quint64 seed);
    // A new game with the same rules and the next seed; nothing without a game.
    void restart();
    const SnakeGame *game() const { return m_game ? &*m_game : nullptr; }
    quint64 seed() const { return m_seed; }
    // Changes in place after every move, then changed() is emitted.
    const Scene &scene() const { return m_scene; }
    // The marks that scene shows, whoever drives: the head, the body and the food; an AI's
    // plans are not drawn in play.
    static std::bitset<markCount> shownMarks();
    // Puts the food where one chooses (a lesson, a test); false on a wall or the body.
    bool setFood(CellPos cell);

    void setSpeed(int movesPerSecond);
    int speed() const { return m_speed; }

    bool isPaused() const { return m_paused; }
    // A new game a person drives waits for the first arrow key or WASD, so nobody loses a
    // snake before they have found the keys; an AI starts at once.
    bool isWaitingForFirstKey() const { return m_waiting && !m_ai && m_game && m_game->state() == SnakeState::Playing; }
    void pause();
    void resume();
    void togglePause();
    // Held, the snake waits without being paused (a question over the window, the window
    // minimised): it goes on as it was once let go, paused or not.
    void setHeld(bool held);
    bool isHeld() const { return m_held; }

    // Queues the next turn. A reversal onto the neck, a repeat of the last queued direction
    // and presses beyond the queue's room are ignored, as are turns while an AI drives.
    void steer(Direction direction);
    int queuedTurns() const { return int(m_turns.size()); }

    // aiId is one of snakeAiIds(); false (and nothing changes) for an unknown id.
    bool setAiDriver(const QString &aiId);
    void setHumanDriver();
    bool aiDriving() const { return m_ai != nullptr; }
    // The AI's id, or an empty string while the person drives.
    QString driver() const { return m_aiId; }

    // Arrow keys and WASD steer, P pauses and resumes. True when the key was used.
    bool handleKey(QKeyEvent *event);
    // Installed on a view: takes the keys above away from it (and from shortcuts).
    bool eventFilter(QObject *watched, QEvent *event) override;

public slots:
    // One move of the game: the AI's choice, or the person's next queued turn, or straight on.
    void tick();

signals:
    void changed();
    void ended(gridtrace::SnakeState state, int length, int steps);
    void pausedChanged(bool paused);
    void driverChanged();
    // Something the driving AI says the user should hear, such as no cycle carrying the snake.
    void aiNote(const QString &text);

private:
    static std::optional<Direction> keyDirection(const QKeyEvent *event);
    static bool isPauseKey(const QKeyEvent *event);
    void rebuildScene();
    void setMark(int cell, Mark mark);
    void updateTimer();

    std::optional<SnakeGame> m_game;
    quint64 m_seed = 0;
    Scene m_scene;
    QTimer m_timer;
    int m_speed = defaultSpeed;
    bool m_paused = false;
    bool m_held = false;
    bool m_waiting = false;
    QList<Direction> m_turns;
    std::unique_ptr<SnakePlayAi> m_ai;
    QString m_aiId;
    qsizetype m_notesSaid = 0;
};

} // namespace gridtrace
