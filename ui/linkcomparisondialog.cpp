#include "linkcomparisondialog.h"

#include "grid/messagetext.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace gridtrace {

namespace {

enum Column { FirstColumn, SecondColumn, KindColumn, MinTurnColumn, SeedColumn, PushesColumn, VerdictColumn, ColumnCount };

constexpr int firstRole = Qt::UserRole;
constexpr int secondRole = Qt::UserRole + 1;
constexpr int sortRole = Qt::UserRole + 2;

// A cell sorts by its column, then its row, as numbers: "(2, 3)" before "(10, 2)".
class CellItem : public QTableWidgetItem
{
public:
    CellItem(const LinkBoard &board, int cell)
    {
        // The board's cells as the view, the status bar and the Inspector number them, the
        // ring included: the board file's numbering (without the ring) is not on screen.
        const CellPos pos = board.pos(cell);
        setText(LinkComparisonDialog::tr("(%1, %2)").arg(pos.x).arg(pos.y));
        setData(sortRole, qint64(pos.x) * board.cellCount() + pos.y);
    }

    bool operator<(const QTableWidgetItem &other) const override
    {
        return data(sortRole).toLongLong() < other.data(sortRole).toLongLong();
    }
};

QTableWidgetItem *numberItem(qint64 value)
{
    auto *item = new QTableWidgetItem;
    item->setData(Qt::DisplayRole, value);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

LinkComparisonDialog::LinkComparisonDialog(const LinkBoard &board, QWidget *parent)
    : QDialog(parent)
    , m_board(board)
{
    setObjectName(QStringLiteral("linkComparisonDialog"));
    {
        // Tens of milliseconds on a full 30 x 20 board, a second at worst (two kinds).
        QApplication::setOverrideCursor(Qt::WaitCursor);
        m_comparison = compareLinkSearches(m_board);
        QApplication::restoreOverrideCursor();
    }
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("comparisonSummary"));
    m_agreement = new QLabel(this);
    m_agreement->setWordWrap(true);
    m_agreement->setObjectName(QStringLiteral("comparisonAgreement"));
    m_agreement->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_onlyDifferences = new QCheckBox(this);
    m_onlyDifferences->setChecked(true);
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    // Tab goes on to the buttons; the arrows move in the table.
    m_table->setTabKeyNavigation(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    // The header's default indicator is descending: the list starts from the board's top left.
    m_table->horizontalHeader()->setSortIndicator(FirstColumn, Qt::AscendingOrder);
    m_table->setSortingEnabled(true);

    auto *buttons = new QDialogButtonBox(this);
    m_show = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_show->setObjectName(QStringLiteral("showSideBySide"));
    m_close = buttons->addButton(QDialogButtonBox::Close);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_onlyDifferences);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_agreement, 1);
    layout->addWidget(buttons);

    connect(m_onlyDifferences, &QCheckBox::toggled, this, &LinkComparisonDialog::fillTable);
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
            [this] { m_show->setEnabled(!m_table->selectedItems().isEmpty()); });
    connect(m_table, &QTableWidget::cellDoubleClicked, this, &LinkComparisonDialog::chooseCurrent);
    connect(m_show, &QPushButton::clicked, this, &LinkComparisonDialog::chooseCurrent);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslate();
    // Never larger than the screen it opens on (a laptop at 150% is 853 x 533).
    const QRect available = (parent ? parent->screen() : screen())->availableGeometry();
    resize(std::min(760, available.width() * 9 / 10), std::min(520, available.height() * 9 / 10));
}

void LinkComparisonDialog::setOnlyDifferences(bool only)
{
    m_onlyDifferences->setChecked(only);
}

void LinkComparisonDialog::fillTable()
{
    const auto link = [](const LinkPath &path) {
        return path.linkable ? tr("%1, %2").arg(tr("%n turn(s)", nullptr, path.turns), tr("%n move(s)", nullptr, path.length)) : tr("no link");
    };
    m_table->setSortingEnabled(false);
    m_table->setRowCount(0);
    const bool only = m_onlyDifferences->isChecked();
    for (const LinkPairComparison &pair : m_comparison.pairs) {
        if (only && !pair.differs())
            continue;
        QString verdict;
        switch (pair.verdict()) {
        case LinkPairComparison::Verdict::NoLink: verdict = tr("neither links"); break;
        case LinkPairComparison::Verdict::Same: verdict = tr("the same path"); break;
        case LinkPairComparison::Verdict::AsGood: verdict = tr("another path, as good"); break;
        case LinkPairComparison::Verdict::MoreTurns: verdict = tr("more turns"); break;
        case LinkPairComparison::Verdict::Longer: verdict = tr("as many turns, longer"); break;
        case LinkPairComparison::Verdict::Mismatch: verdict = tr("one links and the other does not"); break;
        }
        if (pair.sourceLoops)
            verdict = tr("%1; the post's code never returns").arg(verdict);
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        auto *first = new CellItem(m_board, pair.first);
        first->setData(firstRole, pair.first);
        first->setData(secondRole, pair.second);
        m_table->setItem(row, FirstColumn, first);
        m_table->setItem(row, SecondColumn, new CellItem(m_board, pair.second));
        m_table->setItem(row, KindColumn, numberItem(pair.kind));
        m_table->setItem(row, MinTurnColumn, new QTableWidgetItem(link(pair.minTurn)));
        m_table->setItem(row, SeedColumn, new QTableWidgetItem(link(pair.seed)));
        m_table->setItem(row, PushesColumn, numberItem(qint64(pair.seedPushes)));
        m_table->setItem(row, VerdictColumn, new QTableWidgetItem(verdict));
    }
    m_table->setSortingEnabled(true);
    m_table->resizeColumnsToContents();
    // An empty list of differences says so rather than look like a failure to compare.
    const bool agree = only && m_table->rowCount() == 0;
    m_agreement->setVisible(agree);
    m_table->setVisible(!agree);
    m_show->setEnabled(!m_table->selectedItems().isEmpty());
}

void LinkComparisonDialog::chooseCurrent()
{
    const int row = m_table->currentRow();
    if (row < 0)
        return;
    const QTableWidgetItem *first = m_table->item(row, FirstColumn);
    emit pairChosen(first->data(firstRole).toInt(), first->data(secondRole).toInt());
}

void LinkComparisonDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void LinkComparisonDialog::retranslate()
{
    setWindowTitle(tr("The Two Link Searches on This Board"));
    const LinkComparison &c = m_comparison;
    const auto count = [](int n) { return QLocale().toString(n); };
    QStringList summary;
    summary << tr("Every pair of tiles of one kind, linked from its first tile (in reading order) by the post's depth-first "
                  "search and by the search for the fewest turns.");
    const auto pairs = [](const QString &text, int n) { return withGroupedCount(text, n); };
    const int all = int(c.pairs.size());
    summary << (c.linkable == 0 ? pairs(tr("Of %n pair(s) of tiles, the fewest-turn search links none.", nullptr, all), all)
                                : pairs(tr("Of %n pair(s) of tiles, the fewest-turn search links %1.", nullptr, all), all)
                                      .arg(count(c.linkable)));
    // A sentence for each way the post's search parts from it that occurs, none for a count of 0.
    if (c.same > 0)
        summary << pairs(tr("The post's search takes the same path on %n of them.", nullptr, c.same), c.same);
    if (c.asGood > 0)
        summary << pairs(tr("On %n of them it takes another path, as good.", nullptr, c.asGood), c.asGood);
    if (c.moreTurns > 0)
        summary << pairs(tr("On %n of them it turns more.", nullptr, c.moreTurns), c.moreTurns);
    if (c.longer > 0)
        summary << pairs(tr("On %n of them it takes a longer path with as many turns.", nullptr, c.longer), c.longer);
    summary << (c.sourceLoops == 0
                    ? tr("The post's own code returns on every pair.")
                    : pairs(tr("The post's own code would never return on %n pair(s).", nullptr, c.sourceLoops), c.sourceLoops));
    summary << (c.mismatches == 0
                    ? tr("Neither search misses a link the other finds.")
                    : pairs(tr("On %n pair(s) one search links and the other does not.", nullptr, c.mismatches), c.mismatches));
    // Sentences follow one another as the language writes them: after a space in English, with
    // none after a Chinese full stop.
    QString text;
    for (const QString &sentence : std::as_const(summary))
        text = text.isEmpty() ? sentence : tr("%1 %2", "two sentences in a row").arg(text, sentence);
    m_summary->setText(text);
    m_agreement->setText(tr("The two searches agree on every pair: each takes the same path, or neither links."));
    m_onlyDifferences->setText(tr("&Only the pairs where they differ"));
    m_table->setHorizontalHeaderLabels({tr("First tile"), tr("Second tile"), tr("Kind"), tr("Fewest turns"),
                                        tr("The post's search"), tr("Cells pushed"), tr("What differs")});
    m_show->setText(tr("&Show Side by Side"));
    m_show->setToolTip(tr("Link this pair on the board with the post's search, the fewest-turn search beside it"));
    // The style's own "Close" has no letter.
    m_close->setText(tr("&Close"));
    fillTable();
}

} // namespace gridtrace
