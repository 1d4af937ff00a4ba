#include "snakeplaypanel.h"

#include "panelscroll.h"
#include "playfields.h"
#include "snakeplaycontroller.h"

#include "catalogue/catalogue.h"
#include "snake/snakealgorithms.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>

namespace gridtrace {

SnakePlayPanel::SnakePlayPanel(SnakePlayController *controller, QWidget *parent)
    : QWidget(parent), m_controller(controller)
{
    m_newGame = new QPushButton(this);
    m_newGame->setObjectName(QStringLiteral("newGame"));
    m_pause = new QPushButton(this);
    m_pause->setObjectName(QStringLiteral("pause"));
    m_speedTitle = new QLabel(this);
    m_speed = new QSlider(Qt::Horizontal, this);
    m_speed->setObjectName(QStringLiteral("speed"));
    m_speed->setRange(SnakePlayController::minSpeed, SnakePlayController::maxSpeed);
    m_speed->setValue(controller->speed());
    m_speedValue = new QLabel(this);
    m_driverTitle = new QLabel(this);
    m_driver = new QComboBox(this);
    m_driver->setObjectName(QStringLiteral("driver"));
    m_driver->addItem(QString(), QString());
    for (const QString &id : snakeAiIds())
        m_driver->addItem(QString(), id);
    // The AIs' full names would make the panel, and with it the window, wider than a small
    // screen; the list shows them whole when it opens.
    m_driver->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_driver->setMinimumContentsLength(10);
    m_length = new QLabel(this);
    m_length->setObjectName(QStringLiteral("length"));
    m_moves = new QLabel(this);
    m_moves->setObjectName(QStringLiteral("moves"));
    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("state"));
    m_state->setWordWrap(true);

    // The arrow keys belong to the board the snake runs on, not to these controls.
    for (QWidget *w : {static_cast<QWidget *>(m_newGame), static_cast<QWidget *>(m_pause)})
        w->setFocusPolicy(Qt::NoFocus);
    // The speed is reached by its label's letter or Tab, never by a click, which leaves the
    // arrow keys with the board.
    m_speed->setFocusPolicy(Qt::TabFocus);
    pickThenGiveFocusBack(m_driver, [this] { return m_board.data(); });

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_newGame);
    buttons->addWidget(m_pause);
    auto *speedRow = new QHBoxLayout;
    speedRow->addWidget(m_speed, 1);
    speedRow->addWidget(m_speedValue);
    auto *form = new QFormLayout;
    form->addRow(m_speedTitle, speedRow);
    m_speedTitle->setBuddy(m_speed);
    form->addRow(m_driverTitle, m_driver);
    m_driverTitle->setBuddy(m_driver);
    auto *stats = new QHBoxLayout;
    stats->setSpacing(3 * fontMetrics().averageCharWidth());
    stats->addWidget(m_length);
    stats->addWidget(m_moves);
    stats->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addLayout(form);
    // One widget, which a dock takes out of the panel to keep in sight below it: the length
    // and the moves are read while playing, and a short dock scrolled them half out of sight.
    m_inSight = PanelScroll::linesInSight(this, {stats, m_state});
    layout->addWidget(m_inSight);
    layout->addStretch(1);

    connect(m_newGame, &QPushButton::clicked, controller, &SnakePlayController::restart);
    connect(m_pause, &QPushButton::clicked, controller, &SnakePlayController::togglePause);
    connect(m_speed, &QSlider::valueChanged, this, [this](int value) {
        m_controller->setSpeed(value);
        refresh();
    });
    connect(m_driver, &QComboBox::activated, this, &SnakePlayPanel::driverPicked);
    connect(controller, &SnakePlayController::changed, this, &SnakePlayPanel::refresh);
    connect(controller, &SnakePlayController::pausedChanged, this, &SnakePlayPanel::refresh);
    connect(controller, &SnakePlayController::ended, this, &SnakePlayPanel::refresh);
    connect(controller, &SnakePlayController::driverChanged, this, &SnakePlayPanel::syncDriver);

    retranslate();
    syncDriver();
}

void SnakePlayPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SnakePlayPanel::retranslate()
{
    m_newGame->setText(tr("Ne&w game"));
    m_newGame->setToolTip(tr("Start again on the same board with new food"));
    m_speedTitle->setText(tr("&Speed:"));
    m_speed->setToolTip(tr("Moves per second"));
    m_driverTitle->setText(tr("Dr&iver:"));
    m_driver->setToolTip(tr("Who steers the snake; an AI can take over and hand back at any move"));
    for (int i = 0; i < m_driver->count(); ++i) {
        const QString id = m_driver->itemData(i).toString();
        QString name = tr("You");
        if (!id.isEmpty()) {
            const AlgorithmInfo *info = Catalogue::find(QStringLiteral("snake-") + id);
            name = info && info->name ? Catalogue::text(info->name) : id;
        }
        m_driver->setItemText(i, name);
    }
    refresh();
}

void SnakePlayPanel::refresh()
{
    const SnakeGame *game = m_controller->game();
    const bool playing = game && game->state() == SnakeState::Playing;
    m_newGame->setEnabled(game != nullptr);
    m_pause->setEnabled(playing);
    m_pause->setText(m_controller->isPaused() ? tr("Resu&me") : tr("P&ause"));
    m_speedValue->setText(tr("%1/s").arg(m_controller->speed()));
    // Grouped as the window groups every count: "Moves: 1,000".
    m_length->setText(tr("Length: %1").arg(QLocale().toString(game ? game->length() : 0)));
    m_moves->setText(tr("Moves: %1").arg(QLocale().toString(game ? game->steps() : 0)));
    QString state = tr("No game");
    if (game) {
        switch (game->state()) {
        case SnakeState::Playing:
            state = m_controller->isPaused()               ? tr("Paused")
                    : m_controller->isWaitingForFirstKey() ? tr("Press an arrow key or W, A, S or D to start")
                                                           : tr("Playing");
            break;
        case SnakeState::Won:
            state = tr("Won");
            break;
        case SnakeState::Dead:
            state = tr("Dead");
            break;
        case SnakeState::StepLimit:
            state = tr("Step limit reached");
            break;
        }
    }
    m_state->setText(state);
}

void SnakePlayPanel::syncDriver()
{
    const int index = m_driver->findData(m_controller->driver());
    const QSignalBlocker blocker(m_driver);
    m_driver->setCurrentIndex(index < 0 ? 0 : index);
    // The person taking over waits for a first key: the state says so.
    refresh();
}

void SnakePlayPanel::driverPicked(int index)
{
    const QString id = m_driver->itemData(index).toString();
    if (id.isEmpty())
        m_controller->setHumanDriver();
    else
        m_controller->setAiDriver(id);
    syncDriver();
}

} // namespace gridtrace
