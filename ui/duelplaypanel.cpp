#include "duelplaypanel.h"

#include "duelplaycontroller.h"
#include "panelscroll.h"
#include "playfields.h"
#include "savetarget.h"

#include "duel/duelarena.h"
#include "duel/duelbotnames.h"
#include "duel/duelrecord.h"
#include "grid/filereason.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFocusEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <algorithm>

namespace gridtrace {

namespace {

// The data of the combo item that asks for a command line; an item for a program already
// chosen holds the whole "exec:COMMAND" id.
const QString &askForProgram()
{
    return DuelPlayController::execPrefix;
}

bool isProgram(const QString &id)
{
    return id.startsWith(DuelPlayController::execPrefix) && id != askForProgram();
}

} // namespace

DuelPlayPanel::DuelPlayPanel(DuelPlayController *controller, QWidget *parent)
    : QWidget(parent), m_controller(controller)
{
    m_newGame = new QPushButton(this);
    m_newGame->setObjectName(QStringLiteral("newGame"));
    m_pause = new QPushButton(this);
    m_pause->setObjectName(QStringLiteral("pause"));
    m_save = new QPushButton(this);
    m_save->setObjectName(QStringLiteral("saveRecord"));
    m_playerATitle = new QLabel(this);
    m_playerBTitle = new QLabel(this);
    m_playerA = new QComboBox(this);
    m_playerA->setObjectName(QStringLiteral("playerA"));
    m_playerB = new QComboBox(this);
    m_playerB->setObjectName(QStringLiteral("playerB"));
    for (QComboBox *players : {m_playerA, m_playerB}) {
        players->addItem(QString(), DuelPlayController::humanId);
        for (const QString &id : duelBotIds())
            players->addItem(QString(), id);
        players->addItem(QString(), askForProgram());
        // A command line can be long; the combo should not widen the dock for it.
        players->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        players->setMinimumContentsLength(10);
    }
    m_paceTitle = new QLabel(this);
    m_pace = new QSlider(Qt::Horizontal, this);
    m_pace->setObjectName(QStringLiteral("pace"));
    m_pace->setRange(0, DuelPlayController::maxPace);
    m_pace->setValue(controller->pace());
    m_paceValue = new QLabel(this);
    m_paceValue->setObjectName(QStringLiteral("paceValue"));
    m_round = new QLabel(this);
    m_round->setObjectName(QStringLiteral("round"));
    m_lengths = new QLabel(this);
    m_lengths->setObjectName(QStringLiteral("lengths"));
    m_keys = new QLabel(this);
    m_keys->setObjectName(QStringLiteral("keys"));
    m_keys->setWordWrap(true);
    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("state"));
    m_state->setWordWrap(true);

    // The steering keys belong to the board the snakes run on, not to these controls.
    for (QWidget *w : std::initializer_list<QWidget *>{m_newGame, m_pause, m_save, m_playerA, m_playerB})
        w->setFocusPolicy(Qt::NoFocus);
    // The pace is reached by its label's letter or Tab, never by a click.
    m_pace->setFocusPolicy(Qt::TabFocus);
    // Who plays is picked from the keyboard too, by the labels' letters, and hands the keys back.
    pickThenGiveFocusBack(m_playerA, [this] { return m_board.data(); });
    pickThenGiveFocusBack(m_playerB, [this] { return m_board.data(); });
    // Arrowing through a closed list picks as it goes: "Program…" must wait for Return.
    m_playerA->installEventFilter(this);
    m_playerB->installEventFilter(this);

    // Two a row: in one, with the lists' least width, the panel widened the left column, and
    // the window with it, at 150%.
    auto *buttons = new QGridLayout;
    buttons->addWidget(m_newGame, 0, 0);
    buttons->addWidget(m_pause, 0, 1);
    // Across both columns: the longest name of the three widened the first, and the window.
    buttons->addWidget(m_save, 1, 0, 1, 2);
    auto *paceRow = new QHBoxLayout;
    paceRow->addWidget(m_pace, 1);
    paceRow->addWidget(m_paceValue);
    auto *form = new QFormLayout;
    // A narrow column puts a field under its label rather than widening the window.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(m_playerATitle, m_playerA);
    form->addRow(m_playerBTitle, m_playerB);
    m_playerATitle->setBuddy(m_playerA);
    m_playerBTitle->setBuddy(m_playerB);
    form->addRow(m_paceTitle, paceRow);
    m_paceTitle->setBuddy(m_pace);
    // Kept in sight below the panel, where a line that would not wrap widened the window in
    // Chinese; the spacing keeps "Round: 0" apart from the lengths.
    m_round->setWordWrap(true);
    m_lengths->setWordWrap(true);
    auto *stats = new QHBoxLayout;
    stats->setSpacing(3 * fontMetrics().averageCharWidth());
    stats->addWidget(m_round);
    stats->addWidget(m_lengths);
    stats->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    // Who plays first: a game is on as the panel opens, and the players are what is chosen then;
    // under the buttons, a short column at 150% had them below the dock's fold.
    layout->addLayout(form);
    layout->addLayout(buttons);
    // One widget, which a dock takes out of the panel to keep in sight below it: the round and
    // the lengths are read while playing, as the keys and the state are, and a short dock
    // scrolled them half out of sight.
    m_inSight = PanelScroll::linesInSight(this, {stats, m_keys, m_state});
    layout->addWidget(m_inSight);
    layout->addStretch(1);

    connect(m_newGame, &QPushButton::clicked, this, [this] {
        if (m_controller->game())
            m_controller->restart();
        else
            m_controller->newGame(QRandomGenerator::global()->generate64());
    });
    connect(m_pause, &QPushButton::clicked, controller, &DuelPlayController::togglePause);
    connect(m_save, &QPushButton::clicked, this, &DuelPlayPanel::saveRecord);
    connect(m_pace, &QSlider::valueChanged, this, [this](int value) {
        m_controller->setPace(value);
        refresh();
    });
    connect(m_playerA, &QComboBox::activated, this, [this](int i) { playerPicked(DuelSide::A, i); });
    connect(m_playerB, &QComboBox::activated, this, [this](int i) { playerPicked(DuelSide::B, i); });
    connect(controller, &DuelPlayController::changed, this, &DuelPlayPanel::refresh);
    connect(controller, &DuelPlayController::statusChanged, this, &DuelPlayPanel::refresh);
    connect(controller, &DuelPlayController::pausedChanged, this, &DuelPlayPanel::refresh);
    connect(controller, &DuelPlayController::ended, this, &DuelPlayPanel::refresh);
    connect(controller, &DuelPlayController::playersChanged, this, [this] {
        syncPlayers();
        refresh();
    });

    retranslate();
    syncPlayers();
}

void DuelPlayPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DuelPlayPanel::retranslate()
{
    m_newGame->setText(tr("New ga&me"));
    m_newGame->setToolTip(tr("Start again on the map of the next seed"));
    m_save->setText(tr("Save Recor&d\u2026"));
    m_save->setToolTip(tr("Save the finished game as the platform records it (JSON)"));
    m_playerATitle->setText(tr("Pla&yer A:"));
    m_playerBTitle->setText(tr("Player &B:"));
    for (QComboBox *players : {m_playerA, m_playerB}) {
        players->setToolTip(tr("Who plays this snake: a person at the keyboard, a built-in bot or a program; "
                               "a change takes over from the coming round"));
        for (int i = 0; i < players->count(); ++i) {
            const QString id = players->itemData(i).toString();
            players->setItemText(i, id == askForProgram() ? tr("Program\u2026") : DuelPlayController::displayName(id));
            // A built-in bot's summary, as the catalogue and the tournament show it; a program's
            // item keeps its command as its tooltip.
            if (const QString summary = duelBotSummary(id); !summary.isEmpty())
                players->setItemData(i, summary, Qt::ToolTipRole);
        }
    }
    m_paceTitle->setText(tr("P&ace:"));
    m_pace->setToolTip(tr("Rounds a second; at the left end a round is played as soon as everyone has chosen"));
    refresh();
}

void DuelPlayPanel::refresh()
{
    if (!m_controller)
        return;
    const DuelGame *game = m_controller->game();
    const bool playing = game && !game->isOver();
    m_pause->setEnabled(playing);
    m_pause->setText(m_controller->isPaused() ? tr("Re&sume") : tr("Pau&se"));
    m_save->setEnabled(game && game->isOver());
    {
        const QSignalBlocker blocker(m_pace);
        m_pace->setValue(m_controller->pace());
    }
    m_paceValue->setText(m_controller->pace() == 0 ? tr("Turn by turn") : tr("%n round(s)/s", nullptr, m_controller->pace()));
    // Grouped as the window groups every count: "Round: 1,000".
    m_round->setText(tr("Round: %1").arg(QLocale().toString(game ? game->round() : 0)));
    m_lengths->setText(tr("Length A: %1, B: %2")
                           .arg(QLocale().toString(game ? int(game->body(DuelSide::A).size()) : 1),
                                QLocale().toString(game ? int(game->body(DuelSide::B).size()) : 1)));
    switch (m_controller->humanCount()) {
    case 2:
        m_keys->setText(tr("Keys: A: WASD, B: arrows; P pauses"));
        break;
    case 1:
        m_keys->setText((m_controller->isHuman(DuelSide::A) ? tr("Keys: you play A: WASD or arrows; P pauses")
                                                            : tr("Keys: you play B: WASD or arrows; P pauses")));
        break;
    default:
        m_keys->setText(tr("Keys: bots only; P pauses"));
        break;
    }
    m_state->setText(m_controller->statusText());
}

bool DuelPlayPanel::eventFilter(QObject *watched, QEvent *event)
{
    auto *players = qobject_cast<QComboBox *>(watched);
    if (!m_controller || !players || (players != m_playerA && players != m_playerB))
        return QWidget::eventFilter(watched, event);
    const DuelSide side = players == m_playerA ? DuelSide::A : DuelSide::B;
    const int last = players->count() - 1;
    int next = -1;
    if (event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        const bool asking = players->currentData().toString() == askForProgram();
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && asking) {
            playerPicked(side, players->currentIndex());
            return true;
        }
        if (key->modifiers() & (Qt::AltModifier | Qt::ControlModifier))
            return QWidget::eventFilter(watched, event);
        const int current = players->currentIndex();
        switch (key->key()) {
        case Qt::Key_Up:
            next = std::max(current - 1, 0);
            break;
        case Qt::Key_Down:
            next = std::min(current + 1, last);
            break;
        case Qt::Key_Home:
        case Qt::Key_PageUp:
            next = 0;
            break;
        case Qt::Key_End:
        case Qt::Key_PageDown:
            next = last;
            break;
        default:
            break;
        }
    } else if (event->type() == QEvent::Wheel && players->hasFocus()) {
        const int delta = static_cast<QWheelEvent *>(event)->angleDelta().y();
        if (delta != 0)
            next = std::clamp(players->currentIndex() + (delta > 0 ? -1 : 1), 0, last);
    } else if (event->type() == QEvent::FocusOut && static_cast<QFocusEvent *>(event)->reason() != Qt::PopupFocusReason) {
        // Left on "Program…" without Return: the list shows who plays again.
        syncPlayers();
    }
    // Passing over "Program…" shows it and asks nothing; Return, or picking it from the open
    // list, asks for the command line.
    if (next >= 0 && players->itemData(next).toString() == askForProgram()) {
        const QSignalBlocker blocker(players);
        players->setCurrentIndex(next);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void DuelPlayPanel::syncPlayers()
{
    if (!m_controller)
        return;
    for (const DuelSide side : {DuelSide::A, DuelSide::B}) {
        QComboBox *players = combo(side);
        const QString id = m_controller->player(side);
        const QSignalBlocker blocker(players);
        int found = players->findData(id);
        if (found < 0 && isProgram(id)) {
            // One item keeps the latest program, so it can be picked again.
            for (int i = 0; i < players->count() && found < 0; ++i) {
                if (isProgram(players->itemData(i).toString()))
                    found = i;
            }
            if (found < 0) {
                found = players->findData(askForProgram());
                players->insertItem(found, QString(), id);
            }
            players->setItemData(found, id);
            players->setItemText(found, DuelPlayController::displayName(id));
            players->setItemData(found, id.mid(DuelPlayController::execPrefix.size()), Qt::ToolTipRole);
        }
        players->setCurrentIndex(std::max(found, 0));
    }
}

void DuelPlayPanel::playerPicked(DuelSide side, int index)
{
    QString id = combo(side)->itemData(index).toString();
    if (id == askForProgram()) {
        const QString current = m_controller->player(side);
        bool ok = false;
        const QString command = QInputDialog::getText(
            this, side == DuelSide::A ? tr("Program for Snake A") : tr("Program for Snake B"),
            tr("Command line of a bot program. It is started once per move, reads the platform's input on "
               "its standard input (and in input.txt) and prints a direction: 0 up, 1 right, 2 down, 3 left."),
            QLineEdit::Normal, isProgram(current) ? current.mid(DuelPlayController::execPrefix.size()) : QString(), &ok);
        id = ok && !command.trimmed().isEmpty() ? DuelPlayController::execPrefix + command.trimmed() : QString();
    }
    if (!id.isEmpty() && !m_controller->setPlayer(side, id)) {
        QMessageBox::warning(this, tr("Choose a Player"), tr("\"%1\" cannot be played.").arg(id));
    }
    syncPlayers();
    refresh();
}

bool DuelPlayPanel::saveRecordTo(const QString &fileName, QString *error) const
{
    if (!mayWriteTarget(fileName, error))
        return false;
    const QByteArray json = m_controller->record().toJson();
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        if (error)
            *error = tr("%1: %2").arg(QDir::toNativeSeparators(fileName), FileReason::of(file));
        return false;
    }
    return true;
}

void DuelPlayPanel::saveRecord()
{
    const DuelGame *game = m_controller->game();
    if (!game || !game->isOver())
        return;
    const QString filter = tr("Duel records (*.json)");
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Save the Duel Record"), QString(), filter);
    // As every other save: the filter's extension on a name typed without it.
    const QString fileName = fileNameForFilter(chosen, filter);
    if (fileName.isEmpty() || !mayReplaceAddedName(this, chosen, fileName))
        return;
    QString error;
    if (!saveRecordTo(fileName, &error)) {
        QMessageBox::warning(this, tr("Save the Duel Record"), error);
        return;
    }
    emit recordSaved(fileName);
}

} // namespace gridtrace
