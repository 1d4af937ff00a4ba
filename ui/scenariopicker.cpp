#include "scenariopicker.h"

#include "grid/messagetext.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gridtrace {

ScenarioPicker::ScenarioPicker(const QString &mapName, std::vector<MovingAiScenario> scenarios, QWidget *parent)
    : QDialog(parent)
    , m_mapName(mapName)
    , m_scenarios(std::move(scenarios))
    , m_label(new QLabel(this))
    , m_table(new QTableWidget(int(m_scenarios.size()), 4, this))
{
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    // Tab goes on to the buttons; the arrows move in the table.
    m_table->setTabKeyNavigation(false);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    for (int row = 0; row < int(m_scenarios.size()); ++row) {
        const MovingAiScenario &s = m_scenarios[std::size_t(row)];
        const auto cell = [](const QString &text) {
            auto *item = new QTableWidgetItem(text);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            return item;
        };
        m_table->setItem(row, 0, cell(QString::number(row)));
        m_table->setItem(row, 1, cell(QStringLiteral("(%1, %2)").arg(s.start.x).arg(s.start.y)));
        m_table->setItem(row, 2, cell(QStringLiteral("(%1, %2)").arg(s.goal.x).arg(s.goal.y)));
        m_table->setItem(row, 3, cell(QString::number(s.optimalLength, 'f', 4)));
    }
    if (!m_scenarios.empty())
        m_table->selectRow(int(m_scenarios.size()) - 1); // the longest query comes last

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, &QDialog::accept);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_label);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(520, 480);
    retranslateUi();
}

int ScenarioPicker::chosenIndex() const
{
    const int row = m_table->currentRow();
    return row >= 0 ? row : int(m_scenarios.size()) - 1;
}

const MovingAiScenario &ScenarioPicker::chosen() const
{
    return m_scenarios[std::size_t(chosenIndex())];
}

void ScenarioPicker::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void ScenarioPicker::retranslateUi()
{
    setWindowTitle(tr("Pick a Scenario"));
    const int count = int(m_scenarios.size());
    m_label->setText(withGroupedCount(tr("%1 has %n scenarios. Pick the start and goal to search between:", nullptr, count),
                                      count)
                         .arg(m_mapName));
    m_table->setHorizontalHeaderLabels({tr("Scenario"), tr("Start"), tr("Goal"), tr("Optimal length")});
}

} // namespace gridtrace
