#pragma once

#include "boardclicks.h"
#include "legenddock.h"

#include "link/linkboard.h"
#include "link/linkgame.h"
#include "link/linkgenerator.h"
#include "trace/scene.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>
#include <vector>

namespace gridtrace {

// The scene slots of a live Lianliankan game.
enum LinkPlaySequence { LinkPlayPathSequence };
enum LinkPlayCounter { LinkPlayScoreCounter, LinkPlayMovesCounter, LinkPlayPairsCounter };

// A Lianliankan game played with the mouse on the board, over LinkGame (which decides what
// links, hints, shuffles and undoes).
//
// A first click on a tile selects it; a click on a tile of the same kind tries the link:
// linked, both go and the path shows for pathShowMs; not linkable, the second tile becomes the
// selection and statusText() says why. A click on the selection again unselects it, a click on
// a tile of another kind selects that one instead, and a click on a wall, an empty cell or the
// ring does nothing. When no pair is left that links, the tiles are shuffled at once (free,
// and said in the status); a board that cannot be cleared never comes about, because the game
// deals the shuffled tiles so that it can be.
//
// The score is LinkGame's: +LinkGame::pairPoints for each pair removed, -LinkGame::hintCost
// for each hint, -LinkGame::shuffleCost for each shuffle asked for (the automatic one is free);
// it may go below zero. Undo takes a pair back with its points and a shuffle back with its cost
// (a hint's cost stays paid), and an automatic shuffle goes back with the pair whose removal caused it. A game
// cleared without hints or shuffles scores pairPoints per pair: the full score. A given board
// with no pair that links at the start is dealt afresh before play, free and not undoable.
//
// The clock runs from the new game to the last pair, except while paused; on a board view, from
// the moment the view first paints the new game's tiles. A paused game takes no clicks. The board it filters (eventFilter()) going out of sight pauses a running game,
// and coming back in sight resumes it; a game the player paused stays paused.
class LinkPlayController : public QObject
{
    Q_OBJECT

public:
    static constexpr int pathShowMs = 400;
    static constexpr int defaultWidth = 12;
    static constexpr int defaultHeight = 8;
    static constexpr int defaultKinds = 12;

    explicit LinkPlayController(QObject *parent = nullptr);
    ~LinkPlayController() override;

    // A generated board that can be cleared, running. False, with why in *error, and nothing
    // changes, when the settings make no board (see LinkGenerator::settingsError()).
    bool newGame(int width, int height, int kinds, quint64 seed, QString *error = nullptr);
    // A given board (a lesson's). False, and nothing changes, when it is null or holds a kind
    // an odd number of times.
    bool newGame(const LinkBoard &board, QString *error = nullptr);
    bool hasGame() const { return m_game.has_value(); }
    const LinkGame *game() const { return m_game ? &*m_game : nullptr; }
    // The board in play (null before a game); scene() mirrors it.
    const LinkBoard &board() const;
    quint64 seed() const { return m_seed; }
    int kinds() const { return m_kinds; }

    // The board as a link trace shows it: the ring board's walls as terrain, the kinds on the
    // Tile layer, and as marks the selection (Mark::Current), a hinted pair (Mark::Highlight)
    // and the last link's path (Mark::Path, also LinkPlayPathSequence) until it fades. The
    // counters: score, moves, pairs left.
    const Scene &scene() const { return m_scene; }
    // The marks scene() can hold, and what each means in the game: a link trace's legend
    // speaks of a search's first and second tiles and the turns it counts, none of which the
    // game draws.
    static std::bitset<markCount> shownMarks();
    static QList<LiveLegendRow> legendRows();

    // The selected tile, a ring-board position.
    std::optional<CellPos> selection() const;
    // The pair the last hint showed, until it is removed or the board changes.
    std::optional<LinkPair> hintedPair() const { return m_hinted; }
    // The path of the last link, while it shows.
    const std::vector<int> &shownPath() const { return m_path; }

    // A click on a cell of the ring board (the view's cellAt()). True when it did something
    // (selected, unselected, linked).
    bool clickCell(CellPos cell);
    // Shows a pair that links; false when there is none or no game running.
    bool hint();
    // Deals the tiles afresh so the board can still be cleared; false when there is no game
    // running or the tiles could not be dealt.
    bool shuffle();
    // Undoes the last pair removed or shuffle asked for.
    bool undo();
    bool canUndo() const;

    bool isPaused() const { return m_paused; }
    void pause();
    void resume();
    void togglePause();

    // The clock: milliseconds played, pauses left out.
    qint64 elapsedMs() const;
    // Played on a board view that this controller filters (the window's): a new game's clock
    // starts when the view first paints its tiles, not when they are dealt. Off by default.
    void setOnView(bool onView) { m_onView = onView; }
    int score() const;
    int moves() const;
    int pairsLeft() const;
    int hintsUsed() const { return m_game ? m_game->hintsUsed() : 0; }
    bool isWon() const;
    // What the last action did, or what the game waits for.
    QString statusText() const;

    // Installed on a GridView: a left click on the board goes to clickCell().
    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    // After every move, hint, shuffle, undo and new game, and when the path fades.
    void changed();
    void won(int score, qint64 elapsedMs);
    void pausedChanged(bool paused);
    // What statusText() says may have changed.
    void statusChanged();

private:
    enum class Said {
        Nothing, NewGame, Selected, Unselected, Linked, NotLinkable, OtherKind, Hinted, NoHint,
        Shuffled, ShuffleFailed, AutoShuffled, Undone, Won
    };

    void startGame(LinkBoard board, quint64 seed, int kinds);
    void rebuildScene();
    void clearPath();
    // After a pair goes: won, shuffled by the game, or stuck; what the status says.
    void afterRemoval(bool shuffled);
    void say(Said said, QString detail = {});
    bool isRunning() const { return m_game && !m_paused && !isWon(); }
    void stopClock();

    std::optional<LinkGame> m_game;
    quint64 m_seed = 0;
    int m_kinds = 0;
    Scene m_scene;
    int m_selected = -1; // ring-board cell
    std::optional<LinkPair> m_hinted;
    std::vector<int> m_path;
    QTimer m_pathTimer;
    QElapsedTimer m_clock;
    qint64 m_elapsedBefore = 0; // played before the last resume
    bool m_paused = false;
    bool m_pausedOutOfSight = false; // by the board's going out of sight, not by the player
    bool m_onView = false;             // the game is played on a board view (setOnView())
    bool m_clockWaitsForSight = false; // a new game's clock, until the view first paints it
    BoardClicks m_clicks;
    Said m_said = Said::Nothing;
    QString m_detail;
};

} // namespace gridtrace
