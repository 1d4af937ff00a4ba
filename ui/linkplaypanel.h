#pragma once

#include <QTimer>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QShortcut;
class QSpinBox;

namespace gridtrace {

class LinkPlayController;

// The controls of a Lianliankan game played with the mouse: a new game (size, kinds, seed or
// the next one), hint, shuffle, undo, pause and resume, and the clock, the score, the pairs
// left and what the last click did.
class LinkPlayPanel : public QWidget
{
    Q_OBJECT

public:
    // How often the clock's label is brought up to date while the game runs.
    static constexpr int clockRefreshMs = 250;

    explicit LinkPlayPanel(LinkPlayController *controller, QWidget *parent = nullptr);

    LinkPlayController *controller() const { return m_controller; }
    // What the game waits for or how it ended.
    QLabel *stateLine() const { return m_state; }
    // The counters and the state line, which a dock keeps in sight below the panel.
    QWidget *linesInSight() const { return m_inSight; }

    // Starts a game from the fields: a board of their size and kinds, on the seed typed, or on
    // the seed after the last game's when the field is empty or says "next". False, with the
    // reason shown in the status line, when the fields make no board.
    bool startNewGame();

    // Ctrl+Z is the game's while it is on the board; otherwise it stays Edit > Undo's, even
    // with this panel shown, so the key never means two things.
    void setGameOn(bool on);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void refreshClock();

    LinkPlayController *m_controller;
    QLabel *m_sizeTitle = nullptr;
    QSpinBox *m_width = nullptr;
    QLabel *m_times = nullptr;
    QSpinBox *m_height = nullptr;
    QLabel *m_kindsTitle = nullptr;
    QSpinBox *m_kinds = nullptr;
    QLabel *m_seedTitle = nullptr;
    QLineEdit *m_seed = nullptr;
    QPushButton *m_newGame = nullptr;
    QPushButton *m_hint = nullptr;
    QPushButton *m_shuffle = nullptr;
    QPushButton *m_undo = nullptr;
    QPushButton *m_pause = nullptr;
    QShortcut *m_undoKey = nullptr;
    bool m_gameOn = false;
    QLabel *m_time = nullptr;
    QLabel *m_score = nullptr;
    QLabel *m_pairs = nullptr;
    QLabel *m_state = nullptr;
    QWidget *m_inSight = nullptr;
    // Why the fields made no board, shown in place of the game's status until the next game.
    QString m_error;
    QTimer m_clock;
};

} // namespace gridtrace
