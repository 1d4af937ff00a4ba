#include "linkplaypanel.h"

#include "altletters.h"
#include "linkplaycontroller.h"
#include "panelscroll.h"
#include "playfields.h"

#include "link/linkboard.h"

#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRandomGenerator>
#include <QShortcut>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gridtrace {

LinkPlayPanel::LinkPlayPanel(LinkPlayController *controller, QWidget *parent)
    : QWidget(parent), m_controller(controller)
{
    // The buttons made first, as they come first in the panel: Tab follows the order widgets are
    // made in, and a spin box made before them kept its place ahead of them whatever
    // setTabOrder said.
    m_newGame = new QPushButton(this);
    m_newGame->setObjectName(QStringLiteral("newGame"));
    m_hint = new QPushButton(this);
    m_hint->setObjectName(QStringLiteral("hint"));
    m_shuffle = new QPushButton(this);
    m_shuffle->setObjectName(QStringLiteral("shuffle"));
    m_undo = new QPushButton(this);
    m_undo->setObjectName(QStringLiteral("undo"));
    m_pause = new QPushButton(this);
    m_pause->setObjectName(QStringLiteral("pause"));
    m_sizeTitle = new QLabel(this);
    m_width = newGameNumberBox(this, QStringLiteral("width"), LinkBoard::minWidth, LinkBoard::maxWidth, LinkPlayController::defaultWidth);
    m_times = new QLabel(QStringLiteral("\u00d7"), this);
    m_height = newGameNumberBox(this, QStringLiteral("height"), LinkBoard::minHeight, LinkBoard::maxHeight, LinkPlayController::defaultHeight);
    m_kindsTitle = new QLabel(this);
    m_kinds = newGameNumberBox(this, QStringLiteral("kinds"), 1, LinkBoard::maxKind, LinkPlayController::defaultKinds);
    m_seedTitle = new QLabel(this);
    m_seed = new QLineEdit(this);
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setClearButtonEnabled(true);
    // An Alt letter the panel has no button for types nothing into the seed.
    keepAltLettersFromTyping(m_seed);

    m_time = new QLabel(this);
    m_time->setObjectName(QStringLiteral("time"));
    m_score = new QLabel(this);
    m_score->setObjectName(QStringLiteral("score"));
    m_pairs = new QLabel(this);
    m_pairs->setObjectName(QStringLiteral("pairsLeft"));
    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("state"));
    m_state->setWordWrap(true);
    // The panel keeps its size whatever the game says: the message takes the width the panel
    // has and room for four lines, never more; the whole of it is in its tooltip.
    m_state->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_state->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_state->setFixedHeight(m_state->fontMetrics().lineSpacing() * 4);

    auto *sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_width, 1);
    sizeRow->addWidget(m_times);
    sizeRow->addWidget(m_height, 1);
    auto *form = new QFormLayout;
    // A narrow column puts a field under its label rather than widening the window.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(m_sizeTitle, sizeRow);
    m_sizeTitle->setBuddy(m_width);
    form->addRow(m_kindsTitle, m_kinds);
    form->addRow(m_seedTitle, m_seed);
    m_kindsTitle->setBuddy(m_kinds);
    m_seedTitle->setBuddy(m_seed);
    auto *buttons = new QGridLayout;
    buttons->addWidget(m_newGame, 0, 0);
    buttons->addWidget(m_pause, 0, 1);
    buttons->addWidget(m_hint, 1, 0);
    buttons->addWidget(m_shuffle, 1, 1);
    buttons->addWidget(m_undo, 2, 0);
    // Two a row: in one, the panel widened the left column and the window with it at 150%.
    auto *stats = new QGridLayout;
    // A gap of its own: the line it sits in has none.
    stats->setHorizontalSpacing(2 * fontMetrics().averageCharWidth());
    stats->addWidget(m_time, 0, 0);
    stats->addWidget(m_score, 0, 1);
    stats->addWidget(m_pairs, 1, 0);
    stats->setColumnStretch(2, 1);
    auto *layout = new QVBoxLayout(this);
    // The buttons first: on a short column (1280 x 800 at 150%) what a player presses as the
    // game opens is in sight, the fields of the next game below it.
    layout->addLayout(buttons);
    layout->addLayout(form);
    // Tab walks the panel in the order it reads, the buttons first, as they were made after the
    // fields.
    const QList<QWidget *> tabOrder{m_newGame, m_pause, m_hint, m_shuffle, m_undo, m_width, m_height, m_kinds, m_seed};
    for (qsizetype i = 1; i < tabOrder.size(); ++i)
        setTabOrder(tabOrder[i - 1], tabOrder[i]);
    // One widget, which a dock takes out of the panel to keep in sight below it: the counters
    // and the state are read while playing, and a short dock would scroll them out of sight.
    m_inSight = PanelScroll::linesInSight(this, {stats, m_state});
    layout->addWidget(m_inSight);
    layout->addStretch(1);

    m_clock.setInterval(clockRefreshMs);
    connect(&m_clock, &QTimer::timeout, this, &LinkPlayPanel::refreshClock);
    connect(m_newGame, &QPushButton::clicked, this, &LinkPlayPanel::startNewGame);
    connect(m_seed, &QLineEdit::returnPressed, this, &LinkPlayPanel::startNewGame);
    connect(m_hint, &QPushButton::clicked, controller, &LinkPlayController::hint);
    connect(m_shuffle, &QPushButton::clicked, controller, &LinkPlayController::shuffle);
    connect(m_undo, &QPushButton::clicked, controller, &LinkPlayController::undo);
    // Ctrl+Z takes back a pair while the game is on, as Undo does an edit of the board; the
    // board's own Undo is off during a game.
    m_undoKey = new QShortcut(QKeySequence::Undo, this);
    connect(m_undoKey, &QShortcut::activated, m_undo, &QPushButton::click);
    connect(m_pause, &QPushButton::clicked, controller, &LinkPlayController::togglePause);
    connect(controller, &LinkPlayController::changed, this, &LinkPlayPanel::refresh);
    connect(controller, &LinkPlayController::statusChanged, this, [this] {
        // The game has moved on: what it says now replaces the fields' complaint.
        m_error.clear();
        refresh();
    });
    connect(controller, &LinkPlayController::pausedChanged, this, &LinkPlayPanel::refresh);
    connect(controller, &LinkPlayController::won, this, &LinkPlayPanel::refresh);

    retranslate();
}

bool LinkPlayPanel::startNewGame()
{
    const QString typed = m_seed->text().trimmed();
    quint64 seed = 0;
    if (typed.isEmpty() || typed.compare(tr("next"), Qt::CaseInsensitive) == 0
        || typed.compare(u"next", Qt::CaseInsensitive) == 0) {
        seed = m_controller->hasGame() ? m_controller->seed() + 1 : QRandomGenerator::global()->generate64();
    } else {
        bool ok = false;
        seed = typed.toULongLong(&ok);
        if (!ok) {
            m_error = tr("The seed \"%1\" is not a whole number from 0 up; leave it empty for the next seed.").arg(typed);
            refresh();
            return false;
        }
    }
    QString error;
    if (!m_controller->newGame(m_width->value(), m_height->value(), m_kinds->value(), seed, &error)) {
        m_error = tr("No game: %1").arg(error);
        refresh();
        return false;
    }
    m_error.clear();
    refresh();
    return true;
}

void LinkPlayPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void LinkPlayPanel::retranslate()
{
    m_sizeTitle->setText(tr("Si&ze:"));
    m_width->setToolTip(tr("Tiles across"));
    m_height->setToolTip(tr("Tiles down"));
    m_kindsTitle->setText(tr("Ki&nds:"));
    m_kinds->setToolTip(tr("How many kinds of tile the board holds, each an even number of times"));
    m_seedTitle->setText(tr("&Seed:"));
    m_seed->setPlaceholderText(tr("next"));
    m_seed->setToolTip(tr("The same seed gives the same board; empty for the seed after the last game's"));
    m_newGame->setText(tr("Ne&w game"));
    m_newGame->setToolTip(tr("A board that can be cleared, of the size, kinds and seed above"));
    m_hint->setText(tr("H&int"));
    m_hint->setToolTip(tr("Show a pair that links (costs %n point(s))", nullptr, LinkGame::hintCost));
    m_shuffle->setText(tr("Shuffle &Board"));
    m_shuffle->setToolTip(tr("Deal the tiles afresh on their cells, so the board can still be cleared (costs %n point(s))",
                             nullptr, LinkGame::shuffleCost));
    m_undo->setText(tr("Un&do"));
    m_undo->setToolTip(tr("Put back the last pair removed, or undo the last shuffle (Ctrl+Z)"));
    // The counts keep the width of their longest texts, so the panel does not grow as a score
    // falls below zero or the clock gains a digit.
    const auto reserve = [](QLabel *label, const QString &longest) {
        label->setMinimumWidth(label->fontMetrics().horizontalAdvance(longest));
    };
    reserve(m_time, tr("Time: %1").arg(playClockText(10 * 3600 * 1000 - 1000)));
    reserve(m_score, tr("Score: %1").arg(QLocale().toString(-99999)));
    reserve(m_pairs, tr("Pairs left: %1").arg(QLocale().toString(LinkBoard::maxWidth * LinkBoard::maxHeight / 2)));
    refresh();
}

void LinkPlayPanel::setGameOn(bool on)
{
    m_gameOn = on;
    refresh();
}

void LinkPlayPanel::refresh()
{
    const bool game = m_controller->hasGame();
    const bool playing = game && !m_controller->isWon();
    const bool running = playing && !m_controller->isPaused();
    m_hint->setEnabled(running);
    m_shuffle->setEnabled(running);
    m_undo->setEnabled(running && m_controller->canUndo());
    m_undoKey->setEnabled(m_gameOn && m_undo->isEnabled());
    m_pause->setEnabled(playing);
    m_pause->setText(m_controller->isPaused() ? tr("Resu&me") : tr("P&ause"));
    // P on the board does it too, as in Snake and the duel.
    m_pause->setToolTip(m_controller->isPaused() ? tr("Go on with the game (P)") : tr("Stop the clock; the board takes no clicks until the game goes on (P)"));
    // Grouped as the window groups every count: "Score: 1,200".
    m_score->setText(tr("Score: %1").arg(QLocale().toString(m_controller->score())));
    m_pairs->setText(tr("Pairs left: %1").arg(QLocale().toString(m_controller->pairsLeft())));
    m_state->setText(m_error.isEmpty() ? m_controller->statusText() : m_error);
    m_state->setToolTip(m_state->text());
    if (running && !m_clock.isActive())
        m_clock.start();
    else if (!running)
        m_clock.stop();
    refreshClock();
}

void LinkPlayPanel::refreshClock()
{
    m_time->setText(tr("Time: %1").arg(playClockText(m_controller->elapsedMs())));
}

} // namespace gridtrace
