#pragma once

#include "duel/duelbot.h"
#include "duel/duelgame.h"
#include "duel/duelrecord.h"
#include "trace/scene.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include <array>
#include <bitset>
#include <memory>
#include <optional>

class QKeyEvent;
class QThread;

namespace gridtrace {

// A live duel of the King of Bots snake: each side is a person at the keyboard, a built-in
// bot or a program, and both choose before both snakes move, as on the platform.
//
// Who steers with which keys: with one person, WASD and the arrow keys both steer that
// person's snake; with two, WASD steers A and the arrows steer B. P pauses and resumes.
//
// The pace: at 0 ("turn by turn") a round is played as soon as every person has chosen and
// every bot has answered. At 1 to 10 rounds a second a clock plays the rounds; a person who has
// pressed nothing since the last round goes straight on. The clock does not start before
// every person has pressed a first direction (a length-1 snake has no "straight on"), and it
// restarts after each round, so a person always gets a whole tick to see the new position. A
// bot slower than the tick holds the round up until it answers.
//
// A key chooses the direction for the coming round; the last key before the round counts. A
// person may choose to turn back onto the neck: the platform lets a bot answer that too, and
// loses it the game, so the same rules judge both (and the record replays the same).
//
// Bots think on worker threads, one thread per decision, each on a copy of the position, so
// the window never waits for them. Each game gets fresh bot instances (a random bot seeded
// from the game's seed, on either side, as the catalogue's duels and the tournament do).
// A decision that is no longer wanted (a new game, a player changed) runs to its end on its
// own and its answer is dropped; the destructor waits for the decisions still running, which
// an external bot bounds by its time limit.
class DuelPlayController : public QObject
{
    Q_OBJECT

public:
    static constexpr int defaultPace = 3;
    static constexpr int maxPace = 10;
    // The id of a person at the keyboard, in player() and in records.
    static inline const QString humanId = QStringLiteral("human");
    static inline const QString execPrefix = QStringLiteral("exec:");

    explicit DuelPlayController(QObject *parent = nullptr);
    ~DuelPlayController() override;

    // "human", one of duelBotIds(), or "exec:COMMAND" (a program, see ExternalBot). False, and
    // nothing changes, for an unknown id or a command that cannot be run. During a game the
    // new player takes over that snake from the coming round.
    bool setPlayer(DuelSide side, const QString &id);
    QString player(DuelSide side) const { return m_players[index(side)]; }
    // Who plays the game on the board, or once it is over who played it: a player picked since
    // plays the next game only.
    QString playerOfGame(DuelSide side) const
    {
        return m_game && m_game->isOver() ? m_endedWith[index(side)] : m_players[index(side)];
    }
    // Whether a player was picked since the game on the board ended.
    bool playersChangedSinceEnd() const { return m_game && m_game->isOver() && m_players != m_endedWith; }
    bool isHuman(DuelSide side) const { return m_players[index(side)] == humanId; }
    int humanCount() const { return int(isHuman(DuelSide::A)) + int(isHuman(DuelSide::B)); }
    // A player's id in words: "You", a bot's readable name, "Program: COMMAND".
    static QString displayName(const QString &id);

    // The time a program has for each move, from the next program made (a new game or a new
    // player); ExternalBot::defaultTimeLimitMs unless set.
    void setTimeLimit(int milliseconds);
    int timeLimit() const { return m_timeLimitMs; }

    // A game on the platform's map of that seed, running (not paused).
    void newGame(quint64 seed);
    // A game on a given map (a lesson's board); false, and nothing changes, when the platform
    // could not play on it (see DuelMap::problem()).
    bool newGame(const DuelMap &map, quint64 seed);
    // The next seed: a generated map is generated again from it, a given map is kept.
    void restart();
    const DuelGame *game() const { return m_game ? &*m_game : nullptr; }
    quint64 seed() const { return m_seed; }
    // The game as the platform records it, with the players' ids and the seed.
    DuelRecord record() const;

    // Mirrors the game as a traced duel shows it: the map's walls as terrain, the heads and
    // bodies marked (duelmarks), each body head first in DuelSnakeASequence and
    // DuelSnakeBSequence, DuelLineSequence empty, the round and A's length as counters.
    const Scene &scene() const { return m_scene; }
    // The marks that scene shows: the heads and bodies. What a bot weighs (territory, the
    // directions it tried) is a traced game's, never the live board's.
    static std::bitset<markCount> shownMarks();

    // Rounds a second, 1 to maxPace, or 0 for turn by turn.
    void setPace(int roundsPerSecond);
    int pace() const { return m_pace; }

    bool isPaused() const { return m_paused; }
    void pause();
    void resume();
    void togglePause();
    // Held, no round is played and the clock waits, without the game being paused (a question
    // over the window, the window minimised): it goes on as it was once let go.
    void setHeld(bool held);
    bool isHeld() const { return m_held; }

    // A person's choice (0 up, 1 right, 2 down, 3 left) for the coming round; ignored for a
    // bot's side and once the game is over. Kept while paused.
    void choose(DuelSide side, int direction);
    // Whether a person has chosen for the coming round. (Which way stays hidden: the other
    // person may be looking.)
    bool hasChosen(DuelSide side) const { return m_choice[index(side)].has_value(); }
    // Whether a bot is still deciding the coming round.
    bool isThinking(DuelSide side) const;
    // Whether every person has pressed a first direction, so the clock may run.
    bool isStarted() const;
    // What the game waits for, or its result: for a status line.
    QString statusText() const;

    // The keys above. True when the key was used.
    bool handleKey(QKeyEvent *event);
    // Installed on a view: takes the game's keys away from it (and from shortcuts), and every
    // plain letter while it is installed, the game over or not: the players' hands are on the
    // keys, and A, L and C would otherwise toggle the View menu's arrows, labels and cycle.
    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    // After every round and every new game.
    void changed();
    void ended(gridtrace::DuelResult result, const QString &summary);
    void pausedChanged(bool paused);
    void playersChanged();
    // What statusText() says may have changed (a choice, a bot's answer, the pace).
    void statusChanged();

private:
    // A steering key: the direction, and whether it is an arrow key (else W, A, S or D).
    struct SteeringKey
    {
        int direction;
        bool arrow;
    };

    static int index(DuelSide side) { return side == DuelSide::A ? 0 : 1; }
    static std::optional<SteeringKey> steeringKey(const QKeyEvent *event);
    static bool isPauseKey(const QKeyEvent *event);
    bool takesKey(const QKeyEvent *event) const;
    bool isPlaying() const { return m_game && !m_game->isOver(); }
    std::shared_ptr<DuelPlayer> makePlayer(const QString &id, DuelSide side) const;
    void startGame(const DuelMap &map, quint64 seed, bool generated);
    void askBots();
    void answered(DuelSide side, quint64 ticket, const DuelAnswer &answer);
    void tryPlay();
    void playRound();
    void rebuildScene();
    void updateClock();
    void clockRang();
    // The direction a person's snake took last; -1 before its first move.
    int lastDirection(DuelSide side) const;

    std::array<QString, 2> m_players;
    // Who played each snake when the game ended: the result and the record are theirs, even
    // once another player is picked for the next game.
    std::array<QString, 2> m_endedWith;
    std::array<std::shared_ptr<DuelPlayer>, 2> m_bots;
    // The decision asked of each bot for the coming round: its ticket (0 for none) and, once
    // it is in, its answer.
    std::array<quint64, 2> m_tickets{};
    std::array<std::optional<DuelAnswer>, 2> m_answers;
    std::array<std::optional<int>, 2> m_choice;
    quint64 m_nextTicket = 0;
    QList<QThread *> m_workers;

    std::optional<DuelGame> m_game;
    quint64 m_seed = 0;
    bool m_generatedMap = true;
    Scene m_scene;
    int m_timeLimitMs;
    int m_pace = defaultPace;
    bool m_paused = false;
    bool m_held = false;
    // The clock has rung for the coming round (a timed pace); it is played once the bots are in.
    bool m_due = false;
    QTimer m_clock;
};

} // namespace gridtrace
