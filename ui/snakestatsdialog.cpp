#include "snakestatsdialog.h"

#include "lengthhistogram.h"
#include "storedsetting.h"

#include "catalogue/catalogue.h"
#include "grid/messagetext.h"
#include "snake/hamiltoncycle.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace gridtrace {

namespace {

// The catalogue's name of a snake AI known by its short id.
QString aiName(const QString &id)
{
    const AlgorithmInfo *info = Catalogue::find(QStringLiteral("snake-") + id);
    return info ? Catalogue::text(info->name) : id;
}

// The words every name begins with, up to the end of a family's label ("Snake: ", "贪吃蛇："),
// or nothing when fewer than two names share them.
QString sharedLabel(const QStringList &names)
{
    if (names.size() < 2)
        return {};
    QString shared = names.first();
    for (const QString &name : names) {
        qsizetype same = 0;
        while (same < shared.size() && same < name.size() && shared[same] == name[same])
            ++same;
        shared.truncate(same);
    }
    const qsizetype colon = shared.lastIndexOf(QStringLiteral(": "));
    const qsizetype wideColon = shared.lastIndexOf(QChar(0xFF1A));
    return shared.left(std::max(colon < 0 ? 0 : colon + 2, wideColon < 0 ? 0 : wideColon + 1));
}

// The AIs' names, cut short at the end as they are read, except where that leaves two of them
// alike ("Hamiltonian cycle w…" for two Hamiltonian-cycle AIs): those lose their middle, so
// their different endings show.
class AiNameDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (option->rect.width() <= 0 || option->text.isEmpty())
            return;
        const QStyle *style = option->widget ? option->widget->style() : QApplication::style();
        const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, option->widget) + 1;
        const int room = style->subElementRect(QStyle::SE_ItemViewItemText, option, option->widget).width() - 2 * margin;
        const QString shown = option->fontMetrics.elidedText(option->text, Qt::ElideRight, room);
        if (shown == option->text)
            return;
        for (int row = 0; row < index.model()->rowCount(index.parent()); ++row) {
            const QString other = index.sibling(row, index.column()).data(Qt::DisplayRole).toString();
            if (other != option->text && option->fontMetrics.elidedText(other, Qt::ElideRight, room) == shown) {
                option->textElideMode = Qt::ElideMiddle;
                return;
            }
        }
    }
};

} // namespace

namespace {

// Redrawing the table and the histogram after every game would cost more than a small
// board's game; results arriving in a burst are shown together.
constexpr int refreshIntervalMs = 100;

} // namespace

SnakeStatsDialog::SnakeStatsDialog(QWidget *parent)
    : QDialog(parent)
    , m_aiGroup(new QGroupBox(this))
    , m_areaLabel(new QLabel(this))
    , m_width(new QSpinBox(this))
    , m_byLabel(new QLabel(this))
    , m_height(new QSpinBox(this))
    , m_startLengthLabel(new QLabel(this))
    , m_startLength(new QSpinBox(this))
    , m_rulesLabel(new QLabel(this))
    , m_rules(new QComboBox(this))
    , m_gamesLabel(new QLabel(this))
    , m_games(new QSpinBox(this))
    , m_seedLabel(new QLabel(this))
    , m_seed(new QSpinBox(this))
    , m_run(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_close(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this))
    , m_table(new QTableWidget(this))
    , m_histogram(new LengthHistogram(this))
{
    setObjectName(QStringLiteral("snakeStatsDialog"));

    // Two columns: the AIs' names are long, and in one row they made the dialog wider than
    // a laptop's screen.
    auto *aiLayout = new QGridLayout(m_aiGroup);
    constexpr int aiColumns = 2;
    for (const QString &id : snakeAiIds()) {
        // The box shows the AI's name (retranslate()); its object name is the id the command
        // line takes.
        auto *box = new QCheckBox(m_aiGroup);
        box->setObjectName(id);
        box->setChecked(true);
        aiLayout->addWidget(box, int(m_aiBoxes.size()) / aiColumns, int(m_aiBoxes.size()) % aiColumns);
        m_aiBoxes.append(box);
    }
    aiLayout->setColumnStretch(aiColumns, 1);

    // The command line accepts sides up to 1024, but a dialog that waits minutes per game
    // helps nobody; the walled area keeps the same meaning.
    m_width->setRange(2, 256);
    m_height->setRange(2, 256);
    m_width->setValue(8);
    m_height->setValue(8);
    m_width->setObjectName(QStringLiteral("width"));
    m_height->setObjectName(QStringLiteral("height"));
    m_startLength->setRange(1, m_width->value());
    m_startLength->setValue(4);
    m_startLength->setObjectName(QStringLiteral("startLength"));
    connect(m_width, &QSpinBox::valueChanged, m_startLength, &QSpinBox::setMaximum);
    m_rules->addItem(QString(), false);
    m_rules->addItem(QString(), true);
    m_rules->setObjectName(QStringLiteral("rules"));
    // Its texts change with the language; a box sized for the first would cut the other.
    m_rules->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_games->setRange(1, 1000000);
    m_games->setValue(200);
    m_games->setObjectName(QStringLiteral("games"));
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setValue(1);
    m_seed->setObjectName(QStringLiteral("firstSeed"));
    m_areaLabel->setBuddy(m_width);
    m_startLengthLabel->setBuddy(m_startLength);
    m_rulesLabel->setBuddy(m_rules);
    m_gamesLabel->setBuddy(m_games);
    m_seedLabel->setBuddy(m_seed);

    // Two rows, not three: at 150% every row the inputs take is a row the results lack.
    auto *inputs = new QGridLayout;
    inputs->addWidget(m_areaLabel, 0, 0);
    auto *area = new QHBoxLayout;
    area->addWidget(m_width);
    area->addWidget(m_byLabel);
    area->addWidget(m_height);
    area->addStretch();
    inputs->addLayout(area, 0, 1);
    inputs->addWidget(m_startLengthLabel, 0, 2);
    inputs->addWidget(m_startLength, 0, 3, Qt::AlignLeft);
    inputs->addWidget(m_rulesLabel, 0, 4);
    inputs->addWidget(m_rules, 0, 5, Qt::AlignLeft);
    inputs->addWidget(m_gamesLabel, 1, 0);
    inputs->addWidget(m_games, 1, 1, Qt::AlignLeft);
    inputs->addWidget(m_seedLabel, 1, 2);
    inputs->addWidget(m_seed, 1, 3, 1, 3, Qt::AlignLeft);
    inputs->setColumnStretch(1, 1);
    inputs->setColumnStretch(3, 1);
    inputs->setColumnStretch(5, 1);

    m_run->setObjectName(QStringLiteral("run"));
    m_cancel->setObjectName(QStringLiteral("cancel"));
    m_close->setObjectName(QStringLiteral("close"));
    m_run->setDefault(true);
    connect(m_run, &QPushButton::clicked, this, &SnakeStatsDialog::start);
    // A cycle follower on an area with no cycle is named with the reason before Run, not run.
    for (QSpinBox *side : {m_width, m_height})
        connect(side, &QSpinBox::valueChanged, this, &SnakeStatsDialog::checkCycles);
    for (QCheckBox *box : std::as_const(m_aiBoxes))
        connect(box, &QCheckBox::toggled, this, &SnakeStatsDialog::checkCycles);
    connect(m_cancel, &QPushButton::clicked, this, &SnakeStatsDialog::cancel);
    connect(m_close, &QPushButton::clicked, this, &SnakeStatsDialog::reject);
    // The status beside the progress it describes, not on a row of its own that the results
    // would lack at 150%.
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    // A refusal of seven lines there (Chinese at 150%) made the row taller than the dialog had
    // room for, and the results were drawn over it: it scrolls within three lines instead.
    m_statusScroll = new QScrollArea(this);
    m_statusScroll->setWidget(m_status);
    m_statusScroll->setWidgetResizable(true);
    m_statusScroll->setFrameShape(QFrame::NoFrame);
    m_statusScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_statusScroll->installEventFilter(this);
    buttons->addWidget(m_statusScroll, 1);
    buttons->addWidget(m_progress, 1);
    buttons->addWidget(m_close);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);

    m_table->setColumnCount(ColumnCount);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Tab goes on to the buttons; the arrows move in the table.
    m_table->setTabKeyNavigation(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The AIs' names take the width the numbers leave, one line each: at their full length
    // they pushed the last columns out of a laptop's screen, and wrapped they made rows so
    // tall that four did not fit beside the histogram at 150%. A name cut short keeps its
    // beginning, as it is read, unless that leaves it like another (AiNameDelegate), and is
    // whole in its tooltip; its colour is the histogram's.
    m_table->horizontalHeader()->setSectionResizeMode(AiColumn, QHeaderView::Stretch);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->setItemDelegateForColumn(AiColumn, new AiNameDelegate(m_table));
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    constexpr int leastRows = 4;
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height()
                              + leastRows * m_table->verticalHeader()->defaultSectionSize()
                              + 2 * m_table->frameWidth());

    // The table keeps its four rows and the histogram takes the rest, as the dialog grows too;
    // the handle between them gives the table more.
    auto *results = new QSplitter(Qt::Vertical, this);
    results->addWidget(m_table);
    results->addWidget(m_histogram);
    results->setStretchFactor(1, 1);
    results->setChildrenCollapsible(false);
    results->setSizes({m_table->minimumHeight(), 4 * m_table->minimumHeight()});
    // The table's AI column shows each series' colour, so the bars need no legend of their own.
    m_histogram->setLegendShown(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_aiGroup);
    layout->addLayout(inputs);
    layout->addLayout(buttons);
    layout->addWidget(results, 1);

    retranslate();
    updateControls();
    resize(openingSize((parent ? parent->screen() : screen())->availableGeometry()));
}

QSize SnakeStatsDialog::openingSize(const QRect &available)
{
    // Room for every column where the screen has it; never more than the screen. On a narrow
    // screen (1280 x 800 at 150%) every pixel of width goes to the AIs' names.
    return {std::min(900, available.width() - 24), std::min(600, available.height() * 9 / 10)};
}

SnakeStatsDialog::~SnakeStatsDialog()
{
    // The worker posts to this object; it must be gone before the object is.
    m_stop = true;
    if (m_worker)
        m_worker->wait();
}

void SnakeStatsDialog::setSelectedAis(const QStringList &ids)
{
    for (QCheckBox *box : std::as_const(m_aiBoxes))
        box->setChecked(ids.contains(box->objectName()));
}

QStringList SnakeStatsDialog::selectedAis() const
{
    QStringList ids;
    for (QCheckBox *box : m_aiBoxes)
        if (box->isChecked())
            ids.append(box->objectName());
    return ids;
}

void SnakeStatsDialog::setArea(int width, int height)
{
    m_width->setValue(width);
    m_height->setValue(height);
}

void SnakeStatsDialog::setStartLength(int length)
{
    m_startLength->setValue(length);
}

void SnakeStatsDialog::setStrictTail(bool strict)
{
    m_rules->setCurrentIndex(strict ? 1 : 0);
}

void SnakeStatsDialog::setGames(int games)
{
    m_games->setValue(games);
}

void SnakeStatsDialog::setFirstSeed(int seed)
{
    m_seed->setValue(seed);
}

void SnakeStatsDialog::readSettings(const QSettings &settings)
{
    // An AI no longer known is dropped; none known left keeps the default (all of them).
    if (settings.contains(QStringLiteral("snakeStatistics/ais"))) {
        QStringList ais = settings.value(QStringLiteral("snakeStatistics/ais")).toStringList();
        ais.removeIf([](const QString &id) { return !snakeAiIds().contains(id); });
        if (!ais.isEmpty())
            setSelectedAis(ais);
    }
    setArea(storedInt(settings, QStringLiteral("snakeStatistics/width"), m_width->minimum(), m_width->maximum(),
                      m_width->value()),
            storedInt(settings, QStringLiteral("snakeStatistics/height"), m_height->minimum(), m_height->maximum(),
                      m_height->value()));
    // Within the area just set, as the box allows.
    setStartLength(storedInt(settings, QStringLiteral("snakeStatistics/startLength"), m_startLength->minimum(),
                             m_startLength->maximum(), m_startLength->value()));
    setStrictTail(storedBool(settings, QStringLiteral("snakeStatistics/strictTail"), m_rules->currentIndex() == 1));
    setGames(storedInt(settings, QStringLiteral("snakeStatistics/games"), m_games->minimum(), m_games->maximum(),
                       m_games->value()));
    setFirstSeed(storedInt(settings, QStringLiteral("snakeStatistics/firstSeed"), m_seed->minimum(), m_seed->maximum(),
                           m_seed->value()));
}

void SnakeStatsDialog::writeSettings(QSettings &settings) const
{
    settings.setValue(QStringLiteral("snakeStatistics/ais"), selectedAis());
    settings.setValue(QStringLiteral("snakeStatistics/width"), m_width->value());
    settings.setValue(QStringLiteral("snakeStatistics/height"), m_height->value());
    settings.setValue(QStringLiteral("snakeStatistics/startLength"), m_startLength->value());
    settings.setValue(QStringLiteral("snakeStatistics/strictTail"), m_rules->currentIndex() == 1);
    settings.setValue(QStringLiteral("snakeStatistics/games"), m_games->value());
    settings.setValue(QStringLiteral("snakeStatistics/firstSeed"), m_seed->value());
}

void SnakeStatsDialog::start()
{
    if (isRunning())
        return;
    const QStringList ais = selectedAis();
    if (ais.isEmpty()) {
        showStatus(Status::NoAi);
        return;
    }
    const SnakeRules rules = SnakeRules::walledArea(m_width->value(), m_height->value(), m_startLength->value(),
                                                    m_rules->currentData().toBool());
    if (!rules.error().isEmpty()) {
        showStatus(Status::BadRules);
        return;
    }
    if (!cycleObstacle().isEmpty()) {
        showStatus(Status::NoCycle);
        return;
    }

    const int games = m_games->value();
    const quint64 firstSeed = quint64(m_seed->value());
    m_runAis = ais;
    m_statistics.clear();
    m_nsecs.clear();
    m_lengths.clear();
    for (const QString &ai : ais) {
        m_statistics[ai];
        m_nsecs[ai] = 0;
        m_lengths[ai];
    }
    m_done = 0;
    m_total = games * int(ais.size());
    m_cancelled = false;
    m_stop = false;
    m_histogram->setRange(m_startLength->value(), rules.freeCellCount());
    m_progress->setRange(0, m_total);
    m_progress->setValue(0);
    refreshTable();

    // Game i of every AI before game i + 1 of any, so that a cancelled run still compares
    // the AIs on the same seeds.
    m_worker.reset(QThread::create([this, ais, rules, games, firstSeed] {
        QElapsedTimer timer;
        for (int i = 0; i < games; ++i) {
            for (const QString &ai : ais) {
                if (m_stop)
                    break;
                timer.start();
                const std::optional<SnakeResult> result = playSnakeGame(ai, rules, firstSeed + quint64(i));
                const qint64 nsecs = timer.nsecsElapsed();
                if (result)
                    QMetaObject::invokeMethod(
                        this, [this, ai, played = *result, nsecs] { gamePlayed(ai, played, nsecs); },
                        Qt::QueuedConnection);
            }
        }
        QMetaObject::invokeMethod(this, [this] { runEnded(); }, Qt::QueuedConnection);
    }));
    m_worker->start();
    showStatus(Status::Running);
    updateControls();
}

QString SnakeStatsDialog::cycleObstacle() const
{
    const QStringList ais = selectedAis();
    if (std::none_of(ais.begin(), ais.end(), [](const QString &ai) { return ai.startsWith(QStringLiteral("hamilton")); }))
        return {};
    // The start length and the rules do not decide whether a cycle exists: the area does.
    const QString why = HamiltonCycle::obstacle(SnakeRules::walledArea(m_width->value(), m_height->value(), 1, false).board);
    if (why.isEmpty())
        return {};
    return tr("%1 Untick the Hamiltonian-cycle AIs or choose another area to run the games.").arg(why);
}

void SnakeStatsDialog::checkCycles()
{
    if (isRunning())
        return;
    updateControls();
    if (!cycleObstacle().isEmpty())
        showStatus(Status::NoCycle);
    else if (m_state == Status::NoCycle)
        showStatus(Status::Idle);
}

void SnakeStatsDialog::cancel()
{
    if (!isRunning())
        return;
    m_stop = true;
    m_cancel->setEnabled(false);
}

void SnakeStatsDialog::reject()
{
    cancel();
    QDialog::reject();
}

void SnakeStatsDialog::gamePlayed(const QString &ai, const SnakeResult &result, qint64 nsecs)
{
    m_statistics[ai].add(result);
    m_nsecs[ai] += nsecs;
    m_lengths[ai].push_back(result.length);
    ++m_done;
    m_progress->setValue(m_done);
    emit progressed(m_done, m_total);
    if (m_done == 1 || m_done == m_total)
        refreshTable();
    else if (!m_refreshPending) {
        m_refreshPending = true;
        QTimer::singleShot(refreshIntervalMs, this, [this] {
            m_refreshPending = false;
            refreshTable();
        });
    }
}

void SnakeStatsDialog::runEnded()
{
    // Every result was posted before this call, so the thread is at its end.
    m_worker->wait();
    m_worker.reset();
    m_cancelled = m_done < m_total;
    refreshTable();
    showStatus(m_cancelled ? Status::Cancelled : Status::Done);
    updateControls();
    emit finished();
}

void SnakeStatsDialog::refreshTable()
{
    const QLocale locale;
    const auto setCell = [this](int row, int column, const QString &text, const QVariant &value) {
        QTableWidgetItem *item = m_table->item(row, column);
        if (!item) {
            item = new QTableWidgetItem;
            item->setTextAlignment(column == AiColumn ? Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter)
                                                      : Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
            m_table->setItem(row, column, item);
        }
        item->setText(text);
        item->setData(valueRole, value);
    };
    const QString none = QStringLiteral("\u2013");

    // Every row is a snake AI, as the title says: the label all the names share gives its room
    // to the words that tell the AIs apart.
    QStringList names;
    for (const QString &ai : std::as_const(m_runAis))
        names << aiName(ai);
    const qsizetype shared = sharedLabel(names).size();

    m_table->setRowCount(int(m_runAis.size()));
    for (int row = 0; row < m_runAis.size(); ++row) {
        const QString &ai = m_runAis[row];
        const SnakeStatistics &s = m_statistics[ai];
        const bool any = s.games > 0;
        setCell(row, AiColumn, names[row].mid(shared), ai);
        m_table->item(row, AiColumn)->setToolTip(names[row]);
        m_table->item(row, AiColumn)->setData(Qt::DecorationRole, LengthHistogram::seriesColour(row));
        setCell(row, GamesColumn, locale.toString(s.games), s.games);
        setCell(row, FilledColumn, any ? locale.toString(s.winPercent(), 'f', 1) : none,
                any ? QVariant(s.winPercent()) : QVariant());
        setCell(row, DiedColumn, locale.toString(s.deaths), s.deaths);
        setCell(row, StuckColumn, locale.toString(s.stuck), s.stuck);
        setCell(row, MeanLengthColumn, any ? locale.toString(s.meanLength(), 'f', 2) : none,
                any ? QVariant(s.meanLength()) : QVariant());
        setCell(row, MeanMovesColumn, any ? locale.toString(s.meanSteps(), 'f', 1) : none,
                any ? QVariant(s.meanSteps()) : QVariant());
        const bool filled = s.wins > 0;
        setCell(row, MedianFillMovesColumn, filled ? locale.toString(s.medianWinSteps(), 'f', 1) : none,
                filled ? QVariant(s.medianWinSteps()) : QVariant());
        const double ms = any ? double(m_nsecs[ai]) / 1e6 / double(s.games) : 0.0;
        setCell(row, MsPerGameColumn, any ? locale.toString(ms, 'f', 3) : none, any ? QVariant(ms) : QVariant());
    }
    QHash<QString, QString> labels;
    for (const QString &ai : std::as_const(m_runAis))
        labels.insert(ai, aiName(ai));
    m_histogram->setSeriesLabels(labels);
    m_histogram->setLengths(m_runAis, m_lengths);
}

void SnakeStatsDialog::updateControls()
{
    const bool running = isRunning();
    for (QCheckBox *box : std::as_const(m_aiBoxes))
        box->setEnabled(!running);
    for (QWidget *input : {static_cast<QWidget *>(m_width), static_cast<QWidget *>(m_height),
                           static_cast<QWidget *>(m_startLength), static_cast<QWidget *>(m_rules),
                           static_cast<QWidget *>(m_games), static_cast<QWidget *>(m_seed)})
        input->setEnabled(!running);
    m_run->setEnabled(!running && cycleObstacle().isEmpty());
    m_cancel->setEnabled(running && !m_stop);
}

void SnakeStatsDialog::showStatus(Status status)
{
    m_state = status;
    switch (status) {
    case Status::Idle:
        m_status->setText(tr("Choose the AIs and the setting, then run the games."));
        break;
    case Status::Running:
        m_status->setText(withGroupedCount(tr("Playing %n game(s)\u2026", nullptr, m_total), m_total));
        break;
    case Status::Done:
        m_status->setText(withGroupedCount(tr("Played %n game(s).", nullptr, m_total), m_total));
        break;
    case Status::Cancelled:
        m_status->setText(withGroupedCount(tr("Cancelled after %1 of %n game(s).", nullptr, m_total), m_total)
                              .arg(QLocale().toString(m_done)));
        break;
    case Status::NoAi:
        m_status->setText(tr("Choose at least one AI."));
        break;
    case Status::NoCycle:
        m_status->setText(cycleObstacle());
        break;
    case Status::BadRules:
        m_status->setText(SnakeRules::walledArea(m_width->value(), m_height->value(), m_startLength->value(),
                                                 m_rules->currentData().toBool())
                              .error());
        break;
    }
    fitStatus();
}

void SnakeStatsDialog::fitStatus()
{
    if (!m_statusScroll)
        return;
    const int most = 3 * m_status->fontMetrics().lineSpacing();
    const int needed = std::max(m_status->heightForWidth(m_statusScroll->width()), m_status->fontMetrics().height());
    m_statusScroll->setFixedHeight(std::min(most, needed));
}

bool SnakeStatsDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_statusScroll && event->type() == QEvent::Resize)
        fitStatus();
    return QDialog::eventFilter(watched, event);
}

void SnakeStatsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void SnakeStatsDialog::retranslate()
{
    setWindowTitle(tr("Snake Statistics"));
    m_aiGroup->setTitle(tr("AIs to compare"));
    for (QCheckBox *box : std::as_const(m_aiBoxes))
        box->setText(aiName(box->objectName()));
    m_areaLabel->setText(tr("&Area:"));
    m_byLabel->setText(tr("\u00d7"));
    m_width->setToolTip(tr("Width of the playing area inside the ring of walls"));
    m_height->setToolTip(tr("Height of the playing area inside the ring of walls"));
    m_startLengthLabel->setText(tr("Start &length:"));
    m_startLength->setToolTip(tr("The snake starts on the top row, heading east"));
    m_rulesLabel->setText(tr("R&ules:"));
    m_rules->setItemText(0, tr("Follow the tail"));
    m_rules->setItemText(1, tr("Strict tail"));
    m_rules->setToolTip(tr("Whether the head may enter the cell the tail leaves on the same move"));
    m_gamesLabel->setText(tr("&Games:"));
    m_seedLabel->setText(tr("First &seed:"));
    m_seed->setToolTip(tr("Game i uses this seed plus i"));
    m_run->setText(tr("&Run"));
    m_cancel->setText(tr("&Cancel"));
    m_close->setText(tr("Cl&ose"));
    m_table->setHorizontalHeaderLabels({tr("AI"), tr("Games"), tr("Filled %"), tr("Died"), tr("Step limit"),
                                        tr("Mean length"), tr("Mean moves"), tr("Median moves to fill"),
                                        tr("ms per game")});
    // The sections fit the new texts at once, each by its mode (the header's own slot), and
    // the rows name the AIs in the new language.
    QMetaObject::invokeMethod(m_table->horizontalHeader(), "resizeSections");
    if (m_table->rowCount() > 0)
        refreshTable();
    showStatus(m_state);
}

} // namespace gridtrace
