#pragma once

#include "duel/dueltournament.h"

#include <QDialog>

#include <atomic>
#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;
class QThread;
class QToolButton;

namespace gridtrace {

class DuelGamesModel;

// The desktop twin of `gridtrace-cli duel`: a series of seeded games between two bots,
// built-in or any program, the sides changing every game, with a row per game. Any game can be
// replayed as a trace or saved as a record. The games run on a worker thread, one at a time,
// each outcome posted back; Stop takes effect after the current decision, so a program that
// hangs holds the worker for its time limit at most.
class DuelTournamentDialog : public QDialog
{
    Q_OBJECT

public:
    enum Column {
        GameColumn,
        SeedColumn,
        SnakeAColumn,
        WinnerColumn,
        RoundsColumn,
        EndingColumn,
        AMsPerMoveColumn,
        BMsPerMoveColumn,
        ColumnCount
    };
    // The value a cell sorts by (a number where the text is one); in GameColumn the game's
    // index into outcomes().
    static constexpr int valueRole = Qt::UserRole;
    // A program's time limit is at most this here: closing the dialog may wait for one move.
    static constexpr int longestTimeLimitMs = 60'000;

    explicit DuelTournamentDialog(QWidget *parent = nullptr);
    ~DuelTournamentDialog() override;

    // The inputs, as the widgets hold them. A bot is a built-in id or "exec:COMMAND"; false
    // (and nothing changed) for an id that is not a built-in bot.
    bool setBotA(const QString &bot);
    bool setBotB(const QString &bot);
    void setGames(int games);
    void setFirstSeed(int seed);
    void setTimeLimit(int milliseconds);
    DuelTournamentSettings settings() const;

    // Starts the games with the current inputs; does nothing while games are running, and
    // shows why when the inputs cannot make a game.
    void start();
    // Asks the running games to stop after the current decision; finished() follows.
    void stop();
    bool isRunning() const { return m_worker != nullptr; }
    // Whether the last run ended before all its games were played.
    bool wasStopped() const { return m_stopped; }

    QTableView *resultsTable() const { return m_table; }
    QProgressBar *progressBar() const { return m_progress; }
    // The finished games of the last run, in game order, and what they add up to.
    const std::vector<DuelGameOutcome> &outcomes() const { return m_outcomes; }
    const DuelTally &tally() const { return m_tally; }
    // The game a row of the table shows, whatever the sorting; -1 for no such row.
    int gameAt(int row) const;
    // The game of the selected row; -1 when none is selected.
    int selectedGame() const;
    void selectGame(int game);
    // Writes a game's record (JSON); false and why in `error` when it cannot.
    bool saveRecord(int game, const QString &fileName, QString *error = nullptr) const;

signals:
    void progressed(int done, int total);
    // After every run, complete or stopped.
    void finished();
    void replayRequested(const gridtrace::DuelRecord &record);

public slots:
    // The selected game, as replayRequested().
    void replaySelected();
    // The selected game's record, to a file the user chooses.
    void saveSelectedRecord();
    void reject() override;

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    enum class Status { Idle, Running, Stopping, Done, Stopped, BadInput };
    struct BotInput
    {
        QLabel *label = nullptr;
        QComboBox *choice = nullptr;
        QLineEdit *command = nullptr;
        QToolButton *browse = nullptr;
    };

    void setupBotInput(BotInput &input, const QString &name);
    bool setBot(BotInput &input, const QString &bot);
    DuelContender contender(const BotInput &input) const;
    void browseProgram(BotInput &input);
    void gamePlayed(const DuelGameOutcome &outcome);
    void runEnded();
    void refresh();
    void fitColumns();
    void scheduleRefresh();
    void updateControls();
    void showStatus(Status status);
    // The bar's range and its words, which agree with the number of games.
    void setProgressGames(int games);
    void updateSummary();
    // A wrapped label's least height: every line of its text at its width.
    static void fitToText(QLabel *label);
    void retranslate();

    BotInput m_botA;
    BotInput m_botB;
    QLabel *m_gamesLabel = nullptr;
    QSpinBox *m_games = nullptr;
    QLabel *m_seedLabel = nullptr;
    QSpinBox *m_seed = nullptr;
    QLabel *m_timeLimitLabel = nullptr;
    QSpinBox *m_timeLimit = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_stop = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_status = nullptr;
    QTableView *m_table = nullptr;
    QPushButton *m_replay = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_close = nullptr;
    DuelGamesModel *m_model = nullptr;
    QSortFilterProxyModel *m_sorted = nullptr;

    std::unique_ptr<QThread> m_worker;
    std::atomic<bool> m_stopRequested{false};
    Status m_state = Status::Idle;
    QString m_problem;
    bool m_stopped = false;
    bool m_refreshPending = false;
    DuelTournamentSettings m_running;
    std::vector<DuelGameOutcome> m_outcomes;
    DuelTally m_tally;
};

} // namespace gridtrace
