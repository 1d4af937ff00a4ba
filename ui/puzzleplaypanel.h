#pragma once

#include <QTimer>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QShortcut;
class QSpinBox;

namespace gridtrace {

class PuzzlePlayController;

// The controls of a sliding puzzle played in the window: a new puzzle (size, goal, seed or the
// next one), undo, the moves and the clock, what the game waits for, and a solver to take
// over from the position in play.
class PuzzlePlayPanel : public QWidget
{
    Q_OBJECT

public:
    static constexpr int clockRefreshMs = 250;

    explicit PuzzlePlayPanel(PuzzlePlayController *controller, QWidget *parent = nullptr);

    PuzzlePlayController *controller() const { return m_controller; }
    // What the game waits for or how it ended.
    QLabel *stateLine() const { return m_state; }
    // The counters, the state line and Solve from Here, which a dock keeps in sight below the
    // panel.
    QWidget *linesInSight() const { return m_inSight; }

    // Starts a puzzle from the fields: their size and goal, on the seed typed, or on the seed
    // after the last puzzle's when the field is empty or says "next". False, with the reason in
    // the status line, when the seed is not a number.
    bool startNewGame();
    // The catalogue id of the solver chosen.
    QString solverId() const;

    // Ctrl+Z is the game's while it is on the board; otherwise it stays Edit > Undo's, even
    // with this panel shown, so the key never means two things.
    void setGameOn(bool on);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void refreshClock();

    PuzzlePlayController *m_controller;
    QLabel *m_sizeTitle = nullptr;
    QSpinBox *m_width = nullptr;
    QLabel *m_times = nullptr;
    QSpinBox *m_height = nullptr;
    QLabel *m_goalTitle = nullptr;
    QComboBox *m_goal = nullptr;
    QLabel *m_seedTitle = nullptr;
    QLineEdit *m_seed = nullptr;
    QPushButton *m_newGame = nullptr;
    QPushButton *m_undo = nullptr;
    QShortcut *m_undoKey = nullptr;
    bool m_gameOn = false;
    QLabel *m_moves = nullptr;
    QLabel *m_time = nullptr;
    QLabel *m_state = nullptr;
    QWidget *m_inSight = nullptr;
    QLabel *m_solverTitle = nullptr;
    QComboBox *m_solver = nullptr;
    QPushButton *m_solve = nullptr;
    QString m_error;
    QTimer m_clock;
};

} // namespace gridtrace
