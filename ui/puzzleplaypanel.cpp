#include "puzzleplaypanel.h"

#include "altletters.h"
#include "panelscroll.h"
#include "playfields.h"
#include "puzzleplaycontroller.h"

#include "puzzle/puzzleoptimal.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gridtrace {

namespace {

const QString optimalId = QStringLiteral("puzzle-optimal");

} // namespace

PuzzlePlayPanel::PuzzlePlayPanel(PuzzlePlayController *controller, QWidget *parent)
    : QWidget(parent), m_controller(controller)
{
    m_sizeTitle = new QLabel(this);
    m_width = newGameNumberBox(this, QStringLiteral("width"), PuzzlePlayController::minSide, PuzzlePlayController::maxSide, PuzzlePlayController::defaultSide);
    m_times = new QLabel(QStringLiteral("\u00d7"), this);
    m_height = newGameNumberBox(this, QStringLiteral("height"), PuzzlePlayController::minSide, PuzzlePlayController::maxSide, PuzzlePlayController::defaultSide);
    m_goalTitle = new QLabel(this);
    m_goal = new QComboBox(this);
    m_goal->setObjectName(QStringLiteral("goal"));
    m_goal->addItem(QString(), int(PuzzleGoal::BlankLast));
    m_goal->addItem(QString(), int(PuzzleGoal::BlankFirst));
    m_seedTitle = new QLabel(this);
    m_seed = new QLineEdit(this);
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setClearButtonEnabled(true);
    // An Alt letter the panel has no button for types nothing into the seed.
    keepAltLettersFromTyping(m_seed);

    m_newGame = new QPushButton(this);
    m_newGame->setObjectName(QStringLiteral("newGame"));
    m_undo = new QPushButton(this);
    m_undo->setObjectName(QStringLiteral("undo"));
    m_moves = new QLabel(this);
    m_moves->setObjectName(QStringLiteral("moves"));
    m_time = new QLabel(this);
    m_time->setObjectName(QStringLiteral("time"));
    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("state"));
    m_state->setWordWrap(true);
    m_solverTitle = new QLabel(this);
    m_solver = new QComboBox(this);
    m_solver->setObjectName(QStringLiteral("solver"));
    for (const QString &id : {QStringLiteral("seed-004"), QStringLiteral("layered"), optimalId})
        m_solver->addItem(QString(), id);
    m_solver->setCurrentIndex(1);
    // Full names would hold the panel, and the window, wider than a small screen; the lists
    // show them whole when they open.
    for (QComboBox *box : {m_goal, m_solver}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(10);
    }
    // Kept in sight beside Solve from Here, the solver's box sets the panel's least width: a
    // shorter box than the goal's keeps the panel, and the window, as narrow as before.
    m_solver->setMinimumContentsLength(6);
    m_solve = new QPushButton(this);
    m_solve->setObjectName(QStringLiteral("solveFromHere"));

    auto *sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_width, 1);
    sizeRow->addWidget(m_times);
    sizeRow->addWidget(m_height, 1);
    auto *form = new QFormLayout;
    form->addRow(m_sizeTitle, sizeRow);
    m_sizeTitle->setBuddy(m_width);
    form->addRow(m_goalTitle, m_goal);
    form->addRow(m_seedTitle, m_seed);
    m_goalTitle->setBuddy(m_goal);
    m_seedTitle->setBuddy(m_seed);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_newGame);
    buttons->addWidget(m_undo);
    auto *stats = new QHBoxLayout;
    // A gap of its own: the line it sits in has none, and "Moves: 0Time: 0:00" ran together.
    stats->setSpacing(3 * fontMetrics().averageCharWidth());
    stats->addWidget(m_moves);
    stats->addWidget(m_time);
    stats->addStretch(1);
    auto *solveForm = new QFormLayout;
    solveForm->addRow(m_solverTitle, m_solver);
    m_solverTitle->setBuddy(m_solver);
    auto *layout = new QVBoxLayout(this);
    // The buttons first: on a short column (1280 x 800 at 150%) what a player presses as the
    // game opens is in sight, the fields of the next game below it.
    layout->addLayout(buttons);
    layout->addLayout(form);
    // Tab walks the panel in the order it reads, the buttons first, as they were made after the
    // fields.
    const QList<QWidget *> tabOrder{m_newGame, m_undo, m_width, m_height, m_goal, m_seed, m_solver, m_solve};
    for (qsizetype i = 1; i < tabOrder.size(); ++i)
        setTabOrder(tabOrder[i - 1], tabOrder[i]);
    // One widget, which a dock takes out of the panel to keep in sight below it: the counters
    // and the state are read while playing, Solve from Here is pressed, and a short dock
    // scrolled the button half out of sight. The solver it runs is chosen beside it: left in the
    // scrolling part, its row sat half hidden at the bottom of the panel's default height.
    m_inSight = PanelScroll::linesInSight(this, {stats, m_state, solveForm, m_solve});
    layout->addWidget(m_inSight);
    layout->addStretch(1);

    m_clock.setInterval(clockRefreshMs);
    connect(&m_clock, &QTimer::timeout, this, &PuzzlePlayPanel::refreshClock);
    connect(m_newGame, &QPushButton::clicked, this, &PuzzlePlayPanel::startNewGame);
    connect(m_seed, &QLineEdit::returnPressed, this, &PuzzlePlayPanel::startNewGame);
    connect(m_undo, &QPushButton::clicked, controller, &PuzzlePlayController::undo);
    // Ctrl+Z takes back a move while the puzzle is on, as Undo does an edit of the board; the
    // board's own Undo is off during a game.
    m_undoKey = new QShortcut(QKeySequence::Undo, this);
    connect(m_undoKey, &QShortcut::activated, m_undo, &QPushButton::click);
    connect(m_solve, &QPushButton::clicked, this, [this] { m_controller->solveFromHere(solverId()); });
    connect(controller, &PuzzlePlayController::changed, this, [this] {
        m_error.clear();
        refresh();
    });
    connect(controller, &PuzzlePlayController::started, this, [this](int width, int height, PuzzleGoal goal) {
        // A puzzle started elsewhere (play mode's first) shows its settings, so New repeats them.
        m_width->setValue(width);
        m_height->setValue(height);
        m_goal->setCurrentIndex(m_goal->findData(int(goal)));
    });
    connect(m_solver, &QComboBox::currentIndexChanged, this, &PuzzlePlayPanel::refresh);

    retranslate();
}

QString PuzzlePlayPanel::solverId() const
{
    return m_solver->currentData().toString();
}

bool PuzzlePlayPanel::startNewGame()
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
    if (!m_controller->newGame(m_width->value(), m_height->value(), PuzzleGoal(m_goal->currentData().toInt()), seed, &error)) {
        m_error = tr("No puzzle: %1").arg(error);
        refresh();
        return false;
    }
    return true;
}

void PuzzlePlayPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PuzzlePlayPanel::retranslate()
{
    m_sizeTitle->setText(tr("Si&ze:"));
    m_width->setToolTip(tr("Tiles across"));
    m_height->setToolTip(tr("Tiles down"));
    m_goalTitle->setText(tr("Go&al:"));
    m_goal->setItemText(0, tr("Blank last"));
    m_goal->setItemText(1, tr("Blank first"));
    m_goal->setToolTip(tr("Where the blank ends: after the tiles in reading order, or before them"));
    m_seedTitle->setText(tr("&Seed:"));
    m_seed->setPlaceholderText(tr("next"));
    m_seed->setToolTip(tr("The same seed gives the same puzzle; empty for the seed after the last puzzle's"));
    m_newGame->setText(tr("Ne&w puzzle"));
    m_newGame->setToolTip(tr("Shuffle a puzzle that can be solved, of the size, goal and seed above"));
    m_undo->setText(tr("U&ndo"));
    m_undo->setToolTip(tr("Take back the tiles the last click or key moved (Ctrl+Z)"));
    m_solverTitle->setText(tr("S&olver:"));
    m_solver->setItemText(0, tr("The post's, layer by layer (seed 004)"));
    m_solver->setItemText(1, tr("Layer by layer, fewer moves"));
    m_solver->setItemText(2, tr("The fewest moves (IDA*)"));
    m_solve->setText(tr("Solve fro&m Here"));
    m_solve->setToolTip(tr("End play and trace the chosen solver on the tiles as they lie now"));
    setToolTip(tr("Click a tile in the blank's row or column to slide it and those between it and the blank. "
                  "An arrow key moves a tile into the blank in the arrow's direction: Left moves the tile "
                  "right of the blank to the left."));
    refresh();
}

void PuzzlePlayPanel::setGameOn(bool on)
{
    m_gameOn = on;
    refresh();
}

void PuzzlePlayPanel::refresh()
{
    const bool game = m_controller->hasGame();
    const bool running = game && !m_controller->isSolved();
    m_undo->setEnabled(m_controller->canUndo());
    m_undoKey->setEnabled(m_gameOn && m_undo->isEnabled());
    // The fewest-moves search gives up beyond its size; the layer solvers take any puzzle.
    const bool tooLarge = game && solverId() == optimalId
        && m_controller->board().cellCount() > PuzzleOptimalSolver::maxCells;
    m_solve->setEnabled(running && !tooLarge);
    // Grouped as the window groups every count: "Moves: 1,000".
    m_moves->setText(tr("Moves: %1").arg(QLocale().toString(m_controller->moves())));
    m_state->setText(m_error.isEmpty() ? m_controller->statusText() : m_error);
    if (running && !m_clock.isActive())
        m_clock.start();
    else if (!running)
        m_clock.stop();
    refreshClock();
}

void PuzzlePlayPanel::refreshClock()
{
    m_time->setText(tr("Time: %1").arg(playClockText(m_controller->elapsedMs())));
}

} // namespace gridtrace
