#include "algorithmpanel.h"

#include "parameterform.h"
#include "playfields.h"

#include "catalogue/catalogue.h"

#include <QComboBox>
#include <QEvent>
#include <QFont>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QStandardItemModel>
#include <QValidator>
#include <QVBoxLayout>

#include <optional>

namespace gridtrace {

namespace {

constexpr int idRole = Qt::UserRole;
constexpr int familyRole = Qt::UserRole + 1;

// Decimal digits that fit a quint64: a regular expression cannot bound the value, and a
// spin box holds only an int.
class SeedValidator : public QValidator
{
public:
    using QValidator::QValidator;

    State validate(QString &input, int &) const override
    {
        if (input.isEmpty())
            return Intermediate;
        for (const QChar c : input) {
            if (c < u'0' || c > u'9')
                return Invalid;
        }
        bool ok = false;
        input.toULongLong(&ok);
        return ok ? Acceptable : Invalid;
    }

    void fixup(QString &input) const override
    {
        if (input.isEmpty())
            input = QStringLiteral("0");
    }
};

} // namespace

AlgorithmPanel::AlgorithmPanel(QWidget *parent)
    : QWidget(parent)
    , m_algorithms(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_gameNote(new QLabel(this))
    , m_parameterBox(new QGroupBox(this))
    , m_form(new ParameterForm(m_parameterBox))
    , m_seedLabel(new QLabel(this))
    , m_seed(new QLineEdit(this))
    , m_newSeed(new QPushButton(this))
    , m_run(new QPushButton(this))
    , m_algorithmLabel(new QLabel(this))
{
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_gameNote->setObjectName(QStringLiteral("gameNote"));
    m_gameNote->setWordWrap(true);
    m_gameNote->setTextFormat(Qt::PlainText);
    m_gameNote->hide();
    // As wide as the panel, not as the longest name in every language: sized to the longest,
    // the box made the panel scroll sideways and cut off "New seed" and Run.
    m_algorithms->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_algorithms->setMinimumContentsLength(16);
    m_algorithmLabel->setBuddy(m_algorithms);
    // A click leaves the keys where they were, and a pick from the open list or Return hands
    // them to the board: kept by the list, Home and End would pick the first or last algorithm.
    // Tab still goes on to the algorithm's parameters below.
    pickThenGiveFocusBack(m_algorithms, [this] { return m_keysAfterPick.data(); }, false);
    m_seedLabel->setBuddy(m_seed);
    m_seed->setValidator(new SeedValidator(m_seed));
    m_seed->setText(QStringLiteral("0"));
    m_run->setDefault(true);

    auto *parameterLayout = new QVBoxLayout(m_parameterBox);
    parameterLayout->addWidget(m_form);

    auto *seedRow = new QHBoxLayout;
    seedRow->addWidget(m_seed, 1);
    seedRow->addWidget(m_newSeed);

    auto *seedForm = new QFormLayout;
    seedForm->addRow(m_seedLabel, seedRow);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_algorithmLabel);
    layout->addWidget(m_algorithms);
    layout->addWidget(m_gameNote);
    layout->addWidget(m_summary);
    layout->addWidget(m_parameterBox);
    layout->addLayout(seedForm);
    layout->addWidget(m_run);
    layout->addStretch(1);

    fillAlgorithms();
    connect(m_algorithms, &QComboBox::activated, this, &AlgorithmPanel::userChoseAlgorithm);
    connect(m_form, &ParameterForm::valuesChanged, this, [this] {
        m_remembered.insert(m_shown, m_form->values());
        emit settingsChanged();
    });
    connect(m_seed, &QLineEdit::textEdited, this, &AlgorithmPanel::settingsChanged);
    connect(m_newSeed, &QPushButton::clicked, this, &AlgorithmPanel::userChoseNewSeed);
    connect(m_run, &QPushButton::clicked, this, &AlgorithmPanel::runRequested);

    retranslate();
    for (int i = 0; i < m_algorithms->count(); ++i) {
        if (!m_algorithms->itemData(i, idRole).toString().isEmpty()) {
            m_algorithms->setCurrentIndex(i);
            break;
        }
    }
    showAlgorithm(currentInfo(), {});
}

void AlgorithmPanel::fillAlgorithms()
{
    // The family names are headers the user cannot pick; the combo's keyboard and wheel
    // navigation skip disabled items.
    auto *model = qobject_cast<QStandardItemModel *>(m_algorithms->model());
    std::optional<Family> family;
    for (const AlgorithmInfo &info : Catalogue::algorithms()) {
        if (family != info.family) {
            family = info.family;
            auto *header = new QStandardItem;
            header->setFlags(Qt::NoItemFlags);
            QFont bold = m_algorithms->font();
            bold.setBold(true);
            header->setData(bold, Qt::FontRole);
            header->setData(int(info.family), familyRole);
            model->appendRow(header);
        }
        auto *item = new QStandardItem;
        item->setData(info.id, idRole);
        model->appendRow(item);
    }
}

const AlgorithmInfo *AlgorithmPanel::currentInfo() const
{
    return Catalogue::find(m_algorithms->currentData(idRole).toString());
}

void AlgorithmPanel::showAlgorithm(const AlgorithmInfo *info, const QVariantMap &parameters)
{
    m_shown = info ? info->id : QString();
    m_form->setParameters(info ? info->parameters : QList<ParameterSpec>(), parameters);
    // With no algorithm shown (a person plays) there is nothing to set, and "this algorithm has
    // no parameters" would speak of one that is not there.
    m_parameterBox->setVisible(info != nullptr);
    m_summary->setText(info && info->summary ? Catalogue::text(info->summary) : QString());
    // A seed that decides nothing would only invite re-runs that change nothing.
    const bool seeded = info && info->usesSeed;
    m_seedLabel->setVisible(seeded);
    m_seed->setVisible(seeded);
    m_newSeed->setVisible(seeded);
}

void AlgorithmPanel::userChoseAlgorithm()
{
    const AlgorithmInfo *info = currentInfo();
    if (!info || info->id == m_shown)
        return;
    showAlgorithm(info, m_remembered.value(info->id));
    emit settingsChanged();
}

void AlgorithmPanel::userChoseNewSeed()
{
    m_seed->setText(QString::number(QRandomGenerator::global()->generate64()));
    emit settingsChanged();
}

void AlgorithmPanel::setSettings(const QString &algorithm, const QVariantMap &parameters, quint64 seed)
{
    const int index = m_algorithms->findData(algorithm, idRole);
    if (index >= 0) {
        m_algorithms->setCurrentIndex(index);
    } else if (m_algorithms->currentIndex() < 0) {
        // After a game no bot played, nothing is kept to come back to: the first, as at the start.
        for (int i = 0; i < m_algorithms->count() && m_algorithms->currentIndex() < 0; ++i) {
            if (!m_algorithms->itemData(i, idRole).toString().isEmpty())
                m_algorithms->setCurrentIndex(i);
        }
    }
    showAlgorithm(currentInfo(), parameters);
    m_remembered.insert(m_shown, m_form->values());
    m_seed->setText(QString::number(seed));
}

QString AlgorithmPanel::algorithm() const
{
    return m_shown;
}

QVariantMap AlgorithmPanel::parameters() const
{
    return m_form->values();
}

quint64 AlgorithmPanel::seed() const
{
    return m_seed->text().toULongLong();
}

void AlgorithmPanel::setGameNote(const QString &note)
{
    m_gameNote->setText(note);
    m_gameNote->setVisible(!note.isEmpty());
}

void AlgorithmPanel::showNoAlgorithm()
{
    m_algorithms->setCurrentIndex(-1);
    showAlgorithm(nullptr, {});
}

void AlgorithmPanel::setRunEnabled(bool enabled)
{
    m_run->setEnabled(enabled);
}

void AlgorithmPanel::setUnavailable(const QString &why)
{
    m_unavailable = why;
    setEnabled(why.isEmpty());
    retranslate();
}

void AlgorithmPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void AlgorithmPanel::retranslate()
{
    m_algorithmLabel->setText(tr("Algor&ithm:"));
    for (int i = 0; i < m_algorithms->count(); ++i) {
        const QString id = m_algorithms->itemData(i, idRole).toString();
        if (id.isEmpty()) {
            m_algorithms->setItemText(i, Catalogue::familyName(Family(m_algorithms->itemData(i, familyRole).toInt())));
        } else if (const AlgorithmInfo *info = Catalogue::find(id)) {
            m_algorithms->setItemText(i, Catalogue::text(info->name));
            m_algorithms->setItemData(i, Catalogue::text(info->summary), Qt::ToolTipRole);
        }
    }
    const AlgorithmInfo *info = Catalogue::find(m_shown);
    m_summary->setText(info && info->summary ? Catalogue::text(info->summary) : QString());
    m_parameterBox->setTitle(tr("Parameters"));
    m_seedLabel->setText(tr("&Seed:"));
    m_seed->setToolTip(tr("The seed of the random choices (0 to 18446744073709551615): the same "
                          "seed repeats the same run"));
    m_newSeed->setText(tr("Ne&w seed"));
    m_newSeed->setToolTip(tr("Pick a random seed"));
    m_run->setText(tr("Ru&n"));
    m_run->setToolTip(tr("Run the algorithm on the board and record its trace"));
    // Disabled controls still show their tooltips: they say why rather than what they would do.
    setToolTip(m_unavailable);
    m_algorithms->setToolTip(m_unavailable);
    if (!m_unavailable.isEmpty()) {
        for (QWidget *control : std::initializer_list<QWidget *>{m_seed, m_newSeed, m_run})
            control->setToolTip(m_unavailable);
    }
}

} // namespace gridtrace
