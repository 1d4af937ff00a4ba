#pragma once

#include "duel/duelgame.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSlider;

namespace gridtrace {

class DuelPlayController;

// The controls of a live duel: a new game, pause and resume, the pace, who plays each snake
// (a person, a built-in bot or a program), the round, both lengths, whose keys are which, what
// the game waits for or how it ended, and saving the finished game's record.
class DuelPlayPanel : public QWidget
{
    Q_OBJECT

public:
    explicit DuelPlayPanel(DuelPlayController *controller, QWidget *parent = nullptr);

    DuelPlayController *controller() const { return m_controller; }
    // What the game waits for or how it ended.
    QLabel *stateLine() const { return m_state; }
    // The round, the lengths, the keys and the state line, which a dock keeps in sight: all are
    // read while playing.
    QWidget *linesInSight() const { return m_inSight; }

    // Writes the game's record (JSON) to the file; false and why in `error` when it cannot.
    bool saveRecordTo(const QString &fileName, QString *error = nullptr) const;

    // The board the game is steered on: the lists give the keys back to it.
    void setBoard(QWidget *board) { m_board = board; }

signals:
    // Save Record… wrote the file, for the log.
    void recordSaved(const QString &fileName);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void syncPlayers();
    void playerPicked(DuelSide side, int index);
    void saveRecord();
    QComboBox *combo(DuelSide side) const { return side == DuelSide::A ? m_playerA : m_playerB; }

    // The window may take its controller down first as it closes; a focus change then must
    // not reach for it.
    QPointer<DuelPlayController> m_controller;
    QPushButton *m_newGame = nullptr;
    QPushButton *m_pause = nullptr;
    QPushButton *m_save = nullptr;
    QLabel *m_playerATitle = nullptr;
    QComboBox *m_playerA = nullptr;
    QLabel *m_playerBTitle = nullptr;
    QComboBox *m_playerB = nullptr;
    QLabel *m_paceTitle = nullptr;
    QSlider *m_pace = nullptr;
    QLabel *m_paceValue = nullptr;
    QLabel *m_round = nullptr;
    QLabel *m_lengths = nullptr;
    QLabel *m_keys = nullptr;
    QLabel *m_state = nullptr;
    QWidget *m_inSight = nullptr;
    QPointer<QWidget> m_board;
};

} // namespace gridtrace
