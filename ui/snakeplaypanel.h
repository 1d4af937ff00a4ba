#pragma once

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSlider;

namespace gridtrace {

class SnakePlayController;

// The controls of a live snake game: a new game, pause and resume, the speed, who drives
// (the person or one of the AIs), and the game's length, moves and state.
class SnakePlayPanel : public QWidget
{
    Q_OBJECT

public:
    explicit SnakePlayPanel(SnakePlayController *controller, QWidget *parent = nullptr);

    SnakePlayController *controller() const { return m_controller; }
    // What the game waits for or how it ended: the line a dock keeps in sight.
    QLabel *stateLine() const { return m_state; }
    // The counters and the state line, which a dock keeps in sight below the panel.
    QWidget *linesInSight() const { return m_inSight; }

    // The board the game is steered on: the lists give the keys back to it.
    void setBoard(QWidget *board) { m_board = board; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void syncDriver();
    void driverPicked(int index);

    SnakePlayController *m_controller;
    QPushButton *m_newGame = nullptr;
    QPushButton *m_pause = nullptr;
    QLabel *m_speedTitle = nullptr;
    QSlider *m_speed = nullptr;
    QLabel *m_speedValue = nullptr;
    QLabel *m_driverTitle = nullptr;
    QComboBox *m_driver = nullptr;
    QLabel *m_length = nullptr;
    QLabel *m_moves = nullptr;
    QLabel *m_state = nullptr;
    QWidget *m_inSight = nullptr;
    QPointer<QWidget> m_board;
};

} // namespace gridtrace
