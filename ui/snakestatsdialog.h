#pragma once

#include "snake/snakestatistics.h"

#include <QDialog>
#include <QStringList>

#include <atomic>
#include <map>
#include <memory>
#include <vector>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QProgressBar;
class QScrollArea;
class QSettings;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QThread;

namespace gridtrace {

class LengthHistogram;

// The desktop twin of `gridtrace-cli bench snake`: plays many untraced games with each chosen
// AI on a walled area and compares them in a table and a histogram of final lengths.
// Game i of every AI uses seed firstSeed + i, as the command line does. The games run on a
// worker thread, one at a time, each result posted back to the dialog; cancelling takes effect
// between two games.
class SnakeStatsDialog : public QDialog
{
    Q_OBJECT

public:
    enum Column {
        AiColumn,
        GamesColumn,
        FilledColumn,
        DiedColumn,
        StuckColumn,
        MeanLengthColumn,
        MeanMovesColumn,
        MedianFillMovesColumn,
        MsPerGameColumn,
        ColumnCount
    };
    // Each number cell also holds its exact value under this role (a qint64 or a double; an
    // invalid QVariant where there is nothing to show, as the median of no filled game).
    static constexpr int valueRole = Qt::UserRole;

    explicit SnakeStatsDialog(QWidget *parent = nullptr);
    ~SnakeStatsDialog() override;

    // The size the dialog opens with on a screen of this available geometry.
    static QSize openingSize(const QRect &available);

    // The inputs, as the widgets hold them.
    void setSelectedAis(const QStringList &ids);
    QStringList selectedAis() const;
    void setArea(int width, int height);
    void setStartLength(int length);
    void setStrictTail(bool strict);
    void setGames(int games);
    void setFirstSeed(int seed);

    // The inputs from one opening of the dialog to the next (the window keeps them in its
    // settings); a stored value out of range or unknown leaves the input at its default.
    void readSettings(const QSettings &settings);
    void writeSettings(QSettings &settings) const;

    // Starts a run with the current inputs; does nothing while one is running, and shows why
    // when the inputs cannot make a game.
    void start();
    // Asks the running games to stop after the current one; finished() follows.
    void cancel();
    bool isRunning() const { return m_worker != nullptr; }
    // Whether the last run ended before all its games were played.
    bool wasCancelled() const { return m_cancelled; }

    QTableWidget *resultsTable() const { return m_table; }
    LengthHistogram *histogram() const { return m_histogram; }
    // Every finished game's final length per AI, in seed order.
    const std::map<QString, std::vector<int>> &lengthsByAi() const { return m_lengths; }
    const std::map<QString, SnakeStatistics> &statisticsByAi() const { return m_statistics; }

signals:
    void progressed(int done, int total);
    // After every run, completed or cancelled.
    void finished();

public slots:
    void reject() override;

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    enum class Status { Idle, Running, Done, Cancelled, NoAi, BadRules, NoCycle };

    void gamePlayed(const QString &ai, const SnakeResult &result, qint64 nsecs);
    void runEnded();
    void refreshTable();
    void updateControls();
    // Why the chosen Hamiltonian-cycle AIs cannot play on the area, as the command line says
    // it; empty when nothing stops them.
    QString cycleObstacle() const;
    void checkCycles();
    void showStatus(Status status);
    // The status as tall as its lines, up to three; a longer one scrolls within them.
    void fitStatus();
    void retranslate();

    QList<QCheckBox *> m_aiBoxes;
    QGroupBox *m_aiGroup = nullptr;
    QLabel *m_areaLabel = nullptr;
    QSpinBox *m_width = nullptr;
    QLabel *m_byLabel = nullptr;
    QSpinBox *m_height = nullptr;
    QLabel *m_startLengthLabel = nullptr;
    QSpinBox *m_startLength = nullptr;
    QLabel *m_rulesLabel = nullptr;
    QComboBox *m_rules = nullptr;
    QLabel *m_gamesLabel = nullptr;
    QSpinBox *m_games = nullptr;
    QLabel *m_seedLabel = nullptr;
    QSpinBox *m_seed = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_close = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QScrollArea *m_statusScroll = nullptr;
    QTableWidget *m_table = nullptr;
    LengthHistogram *m_histogram = nullptr;

    std::unique_ptr<QThread> m_worker;
    std::atomic<bool> m_stop{false};
    Status m_state = Status::Idle;
    bool m_cancelled = false;
    bool m_refreshPending = false;
    int m_done = 0;
    int m_total = 0;
    QStringList m_runAis;
    std::map<QString, SnakeStatistics> m_statistics;
    std::map<QString, qint64> m_nsecs;
    std::map<QString, std::vector<int>> m_lengths;
};

} // namespace gridtrace
