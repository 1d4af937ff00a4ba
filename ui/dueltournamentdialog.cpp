#include "dueltournamentdialog.h"
#include "savetarget.h"

#include "duel/duelarena.h"
#include "duel/duelbotnames.h"
#include "grid/filereason.h"
#include "grid/messagetext.h"

#include <QAbstractTableModel>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QScreen>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QThread>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace gridtrace {

namespace {

// Adding rows one by one to a sorted view, or repainting the progress bar for each game, costs
// more than a quick game; games arriving in a burst are shown together.
constexpr int refreshIntervalMs = 100;

QString quotedIfSpaced(const QString &path)
{
    // ExternalBot splits its command line at spaces, as QProcess::splitCommand() does.
    return path.contains(u' ') ? u'"' + path + u'"' : path;
}

} // namespace

// One row per finished game, in game order; the view sorts through a proxy. It shows the
// first `shown` outcomes only, so rows can be added in batches.
class DuelGamesModel : public QAbstractTableModel
{
public:
    DuelGamesModel(const std::vector<DuelGameOutcome> &outcomes, const DuelTournamentSettings &settings, QObject *parent)
        : QAbstractTableModel(parent), m_outcomes(outcomes), m_settings(settings) {}

    void reset()
    {
        beginResetModel();
        m_shown = 0;
        endResetModel();
    }
    void showAll()
    {
        const int count = int(m_outcomes.size());
        if (count <= m_shown)
            return;
        beginInsertRows({}, m_shown, count - 1);
        m_shown = count;
        endInsertRows();
    }
    void retranslate()
    {
        emit headerDataChanged(Qt::Horizontal, 0, DuelTournamentDialog::ColumnCount - 1);
        if (m_shown > 0)
            emit dataChanged(index(0, 0), index(m_shown - 1, DuelTournamentDialog::ColumnCount - 1));
    }

    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : m_shown; }
    int columnCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : DuelTournamentDialog::ColumnCount;
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
            return QAbstractTableModel::headerData(section, orientation, role);
        switch (section) {
        case DuelTournamentDialog::GameColumn: return DuelTournamentDialog::tr("Game");
        case DuelTournamentDialog::SeedColumn: return DuelTournamentDialog::tr("Seed");
        case DuelTournamentDialog::SnakeAColumn: return DuelTournamentDialog::tr("Snake A");
        case DuelTournamentDialog::WinnerColumn: return DuelTournamentDialog::tr("Winner");
        case DuelTournamentDialog::RoundsColumn: return DuelTournamentDialog::tr("Rounds");
        case DuelTournamentDialog::EndingColumn: return DuelTournamentDialog::tr("How it ended");
        // On two lines: the numbers under them are short, and the ending needs the width.
        case DuelTournamentDialog::AMsPerMoveColumn: return DuelTournamentDialog::tr("Bot A\nms per move");
        case DuelTournamentDialog::BMsPerMoveColumn: return DuelTournamentDialog::tr("Bot B\nms per move");
        }
        return {};
    }

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!index.isValid() || index.row() >= m_shown)
            return {};
        const DuelGameOutcome &outcome = m_outcomes[std::size_t(index.row())];
        const int column = index.column();
        switch (role) {
        case Qt::DisplayRole:
            return text(outcome, column);
        case Qt::ToolTipRole:
            // A column narrowed by hand cuts its names short; the tooltip keeps them whole.
            return column == DuelTournamentDialog::EndingColumn || column == DuelTournamentDialog::SnakeAColumn
                    || column == DuelTournamentDialog::WinnerColumn
                ? QVariant(text(outcome, column))
                : QVariant();
        case DuelTournamentDialog::valueRole:
            return value(outcome, column);
        case Qt::TextAlignmentRole:
            return isNumber(column) ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
        default:
            return {};
        }
    }

private:
    static bool isNumber(int column)
    {
        return column == DuelTournamentDialog::GameColumn || column == DuelTournamentDialog::SeedColumn
            || column == DuelTournamentDialog::RoundsColumn || column == DuelTournamentDialog::AMsPerMoveColumn
            || column == DuelTournamentDialog::BMsPerMoveColumn;
    }

    // Two copies of one bot play each other too; then the names alone do not tell them apart.
    QString label(bool first) const
    {
        const QString &name = first ? m_settings.a.name : m_settings.b.name;
        if (m_settings.a.name != m_settings.b.name)
            return name;
        return first ? DuelTournamentDialog::tr("%1 (bot A)").arg(name) : DuelTournamentDialog::tr("%1 (bot B)").arg(name);
    }

    static QString reason(DuelFault fault, const QString &detail)
    {
        const QString text = DuelGame::faultText(fault);
        if (isDuelBotFault(fault) && !detail.isEmpty())
            return DuelTournamentDialog::tr("%1 (%2)").arg(text, detail);
        return text;
    }

    QString ending(const DuelGameOutcome &outcome) const
    {
        switch (outcome.resultForA) {
        case DuelResult::AWins:
            return DuelTournamentDialog::tr("%1 lost: %2").arg(label(false), reason(outcome.faultB, outcome.detailB));
        case DuelResult::BWins:
            return DuelTournamentDialog::tr("%1 lost: %2").arg(label(true), reason(outcome.faultA, outcome.detailA));
        case DuelResult::Draw:
            if (outcome.faultA == DuelFault::None && outcome.faultB == DuelFault::None)
                return DuelTournamentDialog::tr("both still alive after %n round(s)", nullptr, outcome.rounds);
            return DuelTournamentDialog::tr("both lost: %1, %2; %3, %4")
                .arg(label(true), reason(outcome.faultA, outcome.detailA), label(false), reason(outcome.faultB, outcome.detailB));
        case DuelResult::Playing:
            break;
        }
        return {};
    }

    static double msPerMove(double ms, qint64 moves) { return moves > 0 ? ms / double(moves) : 0.0; }

    QString text(const DuelGameOutcome &outcome, int column) const
    {
        const QLocale locale;
        switch (column) {
        // Games are counted from 1, as a person counts them; the value stays the index.
        case DuelTournamentDialog::GameColumn: return locale.toString(outcome.index + 1);
        case DuelTournamentDialog::SeedColumn: return QString::number(outcome.seed);
        case DuelTournamentDialog::SnakeAColumn: return label(!outcome.swapped);
        case DuelTournamentDialog::WinnerColumn:
            switch (outcome.resultForA) {
            case DuelResult::AWins: return label(true);
            case DuelResult::BWins: return label(false);
            case DuelResult::Draw: return DuelTournamentDialog::tr("draw");
            case DuelResult::Playing: return {};
            }
            return {};
        case DuelTournamentDialog::RoundsColumn: return locale.toString(outcome.rounds);
        case DuelTournamentDialog::EndingColumn: return ending(outcome);
        case DuelTournamentDialog::AMsPerMoveColumn:
            return outcome.aMoves > 0 ? locale.toString(msPerMove(outcome.aMs, outcome.aMoves), 'f', 3) : QStringLiteral("\u2013");
        case DuelTournamentDialog::BMsPerMoveColumn:
            return outcome.bMoves > 0 ? locale.toString(msPerMove(outcome.bMs, outcome.bMoves), 'f', 3) : QStringLiteral("\u2013");
        }
        return {};
    }

    QVariant value(const DuelGameOutcome &outcome, int column) const
    {
        switch (column) {
        case DuelTournamentDialog::GameColumn: return outcome.index;
        case DuelTournamentDialog::SeedColumn: return qulonglong(outcome.seed);
        case DuelTournamentDialog::RoundsColumn: return outcome.rounds;
        case DuelTournamentDialog::AMsPerMoveColumn: return msPerMove(outcome.aMs, outcome.aMoves);
        case DuelTournamentDialog::BMsPerMoveColumn: return msPerMove(outcome.bMs, outcome.bMoves);
        default: return text(outcome, column);
        }
    }

    const std::vector<DuelGameOutcome> &m_outcomes;
    const DuelTournamentSettings &m_settings;
    int m_shown = 0;
};

DuelTournamentDialog::DuelTournamentDialog(QWidget *parent)
    : QDialog(parent)
    , m_gamesLabel(new QLabel(this))
    , m_games(new QSpinBox(this))
    , m_seedLabel(new QLabel(this))
    , m_seed(new QSpinBox(this))
    , m_timeLimitLabel(new QLabel(this))
    , m_timeLimit(new QSpinBox(this))
    , m_start(new QPushButton(this))
    , m_stop(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_summary(new QLabel(this))
    , m_status(new QLabel(this))
    , m_table(new QTableView(this))
    , m_replay(new QPushButton(this))
    , m_save(new QPushButton(this))
    , m_close(new QPushButton(this))
{
    setObjectName(QStringLiteral("duelTournamentDialog"));
    setModal(false);

    setupBotInput(m_botA, QStringLiteral("A"));
    setupBotInput(m_botB, QStringLiteral("B"));

    m_games->setRange(1, 100000);
    m_games->setValue(10);
    m_games->setObjectName(QStringLiteral("games"));
    // The seed of game i is this plus i; a spin box holds an int, which is seeds enough for a
    // lesson (the command line takes any 64-bit seed).
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setValue(1);
    m_seed->setObjectName(QStringLiteral("firstSeed"));
    m_timeLimit->setRange(1, longestTimeLimitMs);
    m_timeLimit->setValue(ExternalBot::defaultTimeLimitMs);
    m_timeLimit->setSingleStep(100);
    m_timeLimit->setObjectName(QStringLiteral("timeLimit"));
    m_gamesLabel->setBuddy(m_games);
    m_seedLabel->setBuddy(m_seed);
    m_timeLimitLabel->setBuddy(m_timeLimit);

    auto *inputs = new QGridLayout;
    int row = 0;
    for (BotInput *input : {&m_botA, &m_botB}) {
        inputs->addWidget(input->label, row, 0);
        inputs->addWidget(input->choice, row, 1);
        auto *command = new QHBoxLayout;
        command->addWidget(input->command, 1);
        command->addWidget(input->browse);
        inputs->addLayout(command, row, 2, 1, 5);
        ++row;
    }
    inputs->addWidget(m_gamesLabel, row, 0);
    inputs->addWidget(m_games, row, 1, Qt::AlignLeft);
    inputs->addWidget(m_seedLabel, row, 2);
    inputs->addWidget(m_seed, row, 3, Qt::AlignLeft);
    inputs->addWidget(m_timeLimitLabel, row, 4);
    inputs->addWidget(m_timeLimit, row, 5, Qt::AlignLeft);
    inputs->setColumnStretch(6, 1);

    m_start->setObjectName(QStringLiteral("start"));
    m_stop->setObjectName(QStringLiteral("stop"));
    m_start->setDefault(true);
    connect(m_start, &QPushButton::clicked, this, &DuelTournamentDialog::start);
    connect(m_stop, &QPushButton::clicked, this, &DuelTournamentDialog::stop);
    m_progress->setObjectName(QStringLiteral("progress"));
    setProgressGames(m_games->value());
    m_progress->setValue(0);
    // Before a run the bar says how many games Start will play.
    connect(m_games, &QSpinBox::valueChanged, this, [this](int games) {
        if (!isRunning() && m_outcomes.empty())
            setProgressGames(games);
    });
    auto *run = new QHBoxLayout;
    run->addWidget(m_start);
    run->addWidget(m_stop);
    run->addWidget(m_progress, 1);

    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    // The dialog's layout hands a wrapped label the height of one line when the dialog is
    // narrow; each asks for the lines its text takes at the width it has.
    m_summary->installEventFilter(this);
    m_status->installEventFilter(this);

    m_model = new DuelGamesModel(m_outcomes, m_running, this);
    m_sorted = new QSortFilterProxyModel(this);
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(valueRole);
    m_table->setObjectName(QStringLiteral("results"));
    m_table->setModel(m_sorted);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(GameColumn, Qt::AscendingOrder);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    // Tab goes on to the buttons; the arrows move in the table.
    m_table->setTabKeyNavigation(false);
    m_table->verticalHeader()->hide();
    // A bot's name broken at its hyphen ("random- / safe") is cut off in a row of one line.
    m_table->setWordWrap(false);
    // Every column is at least as wide as its header; "How it ended", the longest text, takes
    // the spare width.
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(EndingColumn, QHeaderView::Stretch);
    header->setStretchLastSection(false);
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        const int game = gameAt(index.row());
        if (game >= 0)
            emit replayRequested(m_outcomes[std::size_t(game)].record);
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &DuelTournamentDialog::updateControls);

    m_replay->setObjectName(QStringLiteral("replay"));
    m_save->setObjectName(QStringLiteral("saveRecord"));
    m_close->setObjectName(QStringLiteral("close"));
    connect(m_replay, &QPushButton::clicked, this, &DuelTournamentDialog::replaySelected);
    connect(m_save, &QPushButton::clicked, this, &DuelTournamentDialog::saveSelectedRecord);
    connect(m_close, &QPushButton::clicked, this, &DuelTournamentDialog::reject);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_replay);
    buttons->addWidget(m_save);
    buttons->addStretch();
    buttons->addWidget(m_close);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(inputs);
    layout->addLayout(run);
    layout->addWidget(m_summary);
    layout->addWidget(m_status);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    setBotA(QStringLiteral("kob-starter"));
    setBotB(QStringLiteral("random-safe"));
    retranslate();
    updateControls();
    // Never larger than the screen it opens on (a laptop at 150% is 853 x 533).
    const QRect available = (parent ? parent->screen() : screen())->availableGeometry();
    resize(std::min(960, available.width() * 9 / 10), std::min(600, available.height() * 9 / 10));
}

DuelTournamentDialog::~DuelTournamentDialog()
{
    // The worker posts to this object; it must be gone before the object is. It sees the stop
    // after its current decision, a program's time limit at the most.
    m_stopRequested = true;
    if (m_worker)
        m_worker->wait();
}

void DuelTournamentDialog::setupBotInput(BotInput &input, const QString &name)
{
    input.label = new QLabel(this);
    input.choice = new QComboBox(this);
    input.command = new QLineEdit(this);
    input.browse = new QToolButton(this);
    input.choice->setObjectName(QStringLiteral("bot") + name);
    input.command->setObjectName(QStringLiteral("command") + name);
    input.browse->setObjectName(QStringLiteral("browse") + name);
    input.label->setBuddy(input.choice);
    for (const QString &id : duelBotIds())
        input.choice->addItem(id, id);
    // The program entry is the one without an id.
    input.choice->addItem(QString(), QString());
    input.command->setClearButtonEnabled(true);
    connect(input.choice, &QComboBox::currentIndexChanged, this, &DuelTournamentDialog::updateControls);
    connect(input.browse, &QToolButton::clicked, this, [this, &input] { browseProgram(input); });
}

bool DuelTournamentDialog::setBot(BotInput &input, const QString &bot)
{
    const DuelContender contender = DuelContender::parse(bot);
    if (contender.isProgram()) {
        input.choice->setCurrentIndex(input.choice->count() - 1);
        input.command->setText(contender.command);
        return true;
    }
    const int index = input.choice->findData(bot);
    if (index < 0 || bot.isEmpty())
        return false;
    input.choice->setCurrentIndex(index);
    return true;
}

bool DuelTournamentDialog::setBotA(const QString &bot)
{
    return setBot(m_botA, bot);
}

bool DuelTournamentDialog::setBotB(const QString &bot)
{
    return setBot(m_botB, bot);
}

void DuelTournamentDialog::setGames(int games)
{
    m_games->setValue(games);
}

void DuelTournamentDialog::setFirstSeed(int seed)
{
    m_seed->setValue(seed);
}

void DuelTournamentDialog::setTimeLimit(int milliseconds)
{
    m_timeLimit->setValue(milliseconds);
}

DuelContender DuelTournamentDialog::contender(const BotInput &input) const
{
    const QString id = input.choice->currentData().toString();
    if (id.isEmpty())
        return DuelContender::program(input.command->text().trimmed());
    return DuelContender::builtin(id);
}

DuelTournamentSettings DuelTournamentDialog::settings() const
{
    DuelTournamentSettings settings;
    settings.a = contender(m_botA);
    settings.b = contender(m_botB);
    settings.games = m_games->value();
    settings.seed = quint64(m_seed->value());
    settings.timeLimitMs = m_timeLimit->value();
    return settings;
}

void DuelTournamentDialog::browseProgram(BotInput &input)
{
    const QString fileName = QFileDialog::getOpenFileName(this, tr("Choose a Bot Program"));
    if (fileName.isEmpty())
        return;
    input.choice->setCurrentIndex(input.choice->count() - 1);
    input.command->setText(quotedIfSpaced(fileName));
}

void DuelTournamentDialog::start()
{
    if (isRunning())
        return;
    const DuelTournamentSettings settings = this->settings();
    m_problem = settings.problem();
    if (!m_problem.isEmpty()) {
        showStatus(Status::BadInput);
        return;
    }

    m_model->reset();
    m_running = settings;
    m_outcomes.clear();
    m_tally = {};
    m_stopped = false;
    m_stopRequested = false;
    setProgressGames(settings.games);
    m_progress->setValue(0);
    updateSummary();

    m_worker.reset(QThread::create([this, settings] {
        DuelTournament tournament(settings);
        while (const auto outcome = tournament.playNext(&m_stopRequested)) {
            QMetaObject::invokeMethod(
                this, [this, played = *outcome] { gamePlayed(played); }, Qt::QueuedConnection);
        }
        QMetaObject::invokeMethod(this, [this] { runEnded(); }, Qt::QueuedConnection);
    }));
    m_worker->start();
    showStatus(Status::Running);
    updateControls();
}

void DuelTournamentDialog::stop()
{
    if (!isRunning() || m_stopRequested)
        return;
    m_stopRequested = true;
    showStatus(Status::Stopping);
    updateControls();
}

void DuelTournamentDialog::reject()
{
    // Closing does not wait for a program's move: the worker ends on its own and the
    // destructor joins it.
    stop();
    QDialog::reject();
}

void DuelTournamentDialog::gamePlayed(const DuelGameOutcome &outcome)
{
    m_outcomes.push_back(outcome);
    m_tally.add(outcome);
    const int done = int(m_outcomes.size());
    emit progressed(done, m_running.games);
    if (done == 1)
        refresh();
    else
        scheduleRefresh();
}

void DuelTournamentDialog::scheduleRefresh()
{
    if (m_refreshPending)
        return;
    m_refreshPending = true;
    QTimer::singleShot(refreshIntervalMs, this, [this] {
        m_refreshPending = false;
        refresh();
    });
}

void DuelTournamentDialog::fitColumns()
{
    // The contents or the header, whichever is wider (the stretched column fills the rest).
    QHeaderView *header = m_table->horizontalHeader();
    const QAbstractItemView *view = m_table; // where sizeHintForColumn() is public
    for (int column = 0; column < ColumnCount; ++column) {
        if (header->sectionResizeMode(column) == QHeaderView::Interactive)
            header->resizeSection(column, std::max(view->sizeHintForColumn(column), header->sectionSizeHint(column)));
    }
}

void DuelTournamentDialog::refresh()
{
    m_progress->setValue(int(m_outcomes.size()));
    const int shownBefore = m_model->rowCount();
    m_model->showAll();
    if (shownBefore == 0 && m_model->rowCount() > 0) {
        fitColumns();
    } else if (m_model->rowCount() > shownBefore) {
        // A later game may bring a longer name (the other bot as snake A, or as the winner):
        // the columns widen to it, and never narrow one the user widened.
        QHeaderView *header = m_table->horizontalHeader();
        const QAbstractItemView *view = m_table;
        for (int column = 0; column < ColumnCount; ++column) {
            if (header->sectionResizeMode(column) == QHeaderView::Interactive)
                header->resizeSection(column, std::max(header->sectionSize(column), view->sizeHintForColumn(column)));
        }
    }
    updateSummary();
}

void DuelTournamentDialog::runEnded()
{
    // Every outcome was posted before this call, so the thread is at its end.
    m_worker->wait();
    m_worker.reset();
    m_stopped = int(m_outcomes.size()) < m_running.games;
    refresh();
    showStatus(m_stopped ? Status::Stopped : Status::Done);
    updateControls();
    emit finished();
}

int DuelTournamentDialog::gameAt(int row) const
{
    if (row < 0 || row >= m_sorted->rowCount())
        return -1;
    return m_sorted->index(row, GameColumn).data(valueRole).toInt();
}

int DuelTournamentDialog::selectedGame() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : gameAt(rows.constFirst().row());
}

void DuelTournamentDialog::selectGame(int game)
{
    for (int row = 0; row < m_sorted->rowCount(); ++row) {
        if (gameAt(row) == game) {
            m_table->selectRow(row);
            m_table->scrollTo(m_sorted->index(row, GameColumn));
            return;
        }
    }
    m_table->clearSelection();
}

void DuelTournamentDialog::replaySelected()
{
    const int game = selectedGame();
    if (game >= 0)
        emit replayRequested(m_outcomes[std::size_t(game)].record);
}

bool DuelTournamentDialog::saveRecord(int game, const QString &fileName, QString *error) const
{
    if (game < 0 || game >= int(m_outcomes.size())) {
        if (error)
            *error = tr("There is no game %1.").arg(game);
        return false;
    }
    if (!mayWriteTarget(fileName, error))
        return false;
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_outcomes[std::size_t(game)].record.toJson()) < 0 || !file.commit()) {
        if (error)
            *error = tr("Could not write %1: %2").arg(QDir::toNativeSeparators(fileName), FileReason::of(file));
        return false;
    }
    return true;
}

void DuelTournamentDialog::saveSelectedRecord()
{
    const int game = selectedGame();
    if (game < 0)
        return;
    const QString suggested = tr("duel-game-%1-seed-%2.json").arg(game + 1).arg(m_outcomes[std::size_t(game)].seed);
    QString filter;
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Save Duel Record"), suggested,
                                                        tr("Duel records (*.json);;All files (*)"), &filter);
    // As every other save: the filter's extension on a name typed without it ("All files" adds none).
    const QString fileName = fileNameForFilter(chosen, filter);
    if (fileName.isEmpty() || !mayReplaceAddedName(this, chosen, fileName))
        return;
    QString error;
    if (!saveRecord(game, fileName, &error))
        QMessageBox::warning(this, tr("Save Duel Record"), error);
}

void DuelTournamentDialog::updateControls()
{
    const bool running = isRunning();
    bool anyProgram = false;
    for (BotInput *input : {&m_botA, &m_botB}) {
        const bool program = input->choice->currentData().toString().isEmpty();
        anyProgram = anyProgram || program;
        input->choice->setEnabled(!running);
        input->command->setEnabled(!running && program);
        input->browse->setEnabled(!running);
    }
    m_games->setEnabled(!running);
    m_seed->setEnabled(!running);
    m_timeLimit->setEnabled(!running && anyProgram);
    m_start->setEnabled(!running);
    m_stop->setEnabled(running && !m_stopRequested);
    const bool selected = selectedGame() >= 0;
    m_replay->setEnabled(selected);
    m_save->setEnabled(selected);
}

bool DuelTournamentDialog::eventFilter(QObject *watched, QEvent *event)
{
    auto *label = qobject_cast<QLabel *>(watched);
    if (label && (label == m_summary || label == m_status)
        && (event->type() == QEvent::Resize || event->type() == QEvent::FontChange))
        fitToText(label);
    return QDialog::eventFilter(watched, event);
}

void DuelTournamentDialog::fitToText(QLabel *label)
{
    label->setMinimumHeight(label->text().isEmpty() ? 0 : label->heightForWidth(label->width()));
}

void DuelTournamentDialog::updateSummary()
{
    if (m_outcomes.empty()) {
        m_summary->clear();
        fitToText(m_summary);
        return;
    }
    const QLocale locale;
    // Each number bound to its label by a no-break space: wrapped, "A" ended one line and its
    // number began the next.
    m_summary->setText(tr("Bot A (%1) won\u00a0%2, bot B (%3) won\u00a0%4, %5\u00a0" "drawn. Lost by a bot's fault: A\u00a0%6, "
                          "B\u00a0%7. ms per move: A\u00a0%8, B\u00a0%9.")
                           .arg(m_running.a.name, locale.toString(m_tally.aWins), m_running.b.name,
                                locale.toString(m_tally.bWins), locale.toString(m_tally.draws),
                                locale.toString(m_tally.aErrors), locale.toString(m_tally.bErrors),
                                locale.toString(m_tally.aMsPerMove(), 'f', 3), locale.toString(m_tally.bMsPerMove(), 'f', 3)));
    fitToText(m_summary);
}

void DuelTournamentDialog::showStatus(Status status)
{
    m_state = status;
    switch (status) {
    case Status::Idle:
        m_status->setText(tr("Choose two bots and the games, then start. The bots change sides every game."));
        break;
    case Status::Running:
        m_status->setText(withGroupedCount(tr("Playing %n game(s)\u2026", nullptr, m_running.games), m_running.games));
        break;
    case Status::Stopping:
        m_status->setText(tr("Stopping after the current move\u2026"));
        break;
    case Status::Done:
        m_status->setText(withGroupedCount(tr("Played %n game(s). Double-click a game to replay it.", nullptr, m_running.games),
                                           m_running.games));
        break;
    case Status::Stopped:
        m_status->setText(withGroupedCount(tr("Stopped after %1 of %n game(s).", nullptr, m_running.games), m_running.games)
                              .arg(QLocale().toString(qlonglong(m_outcomes.size()))));
        break;
    case Status::BadInput:
        m_status->setText(m_problem);
        break;
    }
    fitToText(m_status);
}

void DuelTournamentDialog::setProgressGames(int games)
{
    m_progress->setRange(0, games);
    // The bar fills in %v itself; the count of games is the plural's.
    m_progress->setFormat(tr("%v / %n game(s)", nullptr, games));
}

void DuelTournamentDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void DuelTournamentDialog::retranslate()
{
    setWindowTitle(tr("Duel Tournament"));
    for (BotInput *input : {&m_botA, &m_botB}) {
        input->label->setText(input == &m_botA ? tr("Bot &A:") : tr("Bot &B:"));
        for (int i = 0; i < input->choice->count(); ++i) {
            const QString id = input->choice->itemData(i).toString();
            // The bot's one name, as Play a Duel and the catalogue give it, beside the id the
            // command line takes; a bot added to the arena later shows its id alone.
            const QString name = duelBotName(id);
            input->choice->setItemText(i, id.isEmpty()   ? tr("Program\u2026")
                                          : name.isEmpty() ? id
                                                           : tr("%1 (%2)").arg(name, id));
            input->choice->setItemData(i, duelBotSummary(id), Qt::ToolTipRole);
        }
        input->command->setPlaceholderText(tr("Command line of the program, e.g. python3 bot.py"));
        input->command->setToolTip(tr("Run once per move in a directory of its own: the input is in input.txt and "
                                      "on standard input; the first word printed is the direction 0 to 3."));
        input->browse->setText(tr("\u2026"));
        input->browse->setToolTip(tr("Choose the program"));
    }
    m_gamesLabel->setText(tr("&Games:"));
    m_seedLabel->setText(tr("&First seed:"));
    m_seed->setToolTip(tr("Game i is played on the map of this seed plus i"));
    m_timeLimitLabel->setText(tr("&Time limit:"));
    m_timeLimit->setSuffix(tr(" ms"));
    m_timeLimit->setToolTip(tr("Milliseconds a program has for each move, its start-up included"));
    m_start->setText(tr("&Start"));
    m_stop->setText(tr("Sto&p"));
    setProgressGames(m_progress->maximum());
    m_replay->setText(tr("&Replay"));
    m_replay->setToolTip(tr("Show the selected game as a trace"));
    m_save->setText(tr("Save Re&cord\u2026"));
    m_close->setText(tr("Cl&ose"));
    m_model->retranslate();
    fitColumns();
    updateSummary();
    showStatus(m_state);
}

} // namespace gridtrace
