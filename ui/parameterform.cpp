#include "parameterform.h"

#include "catalogue/catalogue.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <cmath>

namespace gridtrace {

namespace {

// A step of about a hundredth of the range (0.01 for a share 0..1, 0.1 for a weight 1..100)
// and one decimal more than the step needs, so values between steps can still be typed.
void fitRealRange(QDoubleSpinBox *box, double minimum, double maximum)
{
    const double range = maximum - minimum;
    double step = 0.1;
    if (range > 0.0 && std::isfinite(range))
        step = std::pow(10.0, std::floor(std::log10(range)) - 2.0);
    step = std::clamp(step, 1e-6, 1e6);
    const int decimals = std::clamp(1 - int(std::floor(std::log10(step))), 2, 6);
    // Decimals first: setRange and setValue round to them.
    box->setDecimals(decimals);
    box->setRange(minimum, maximum);
    box->setSingleStep(step);
}

int clampedInt(double value)
{
    return int(std::clamp(value, double(INT_MIN), double(INT_MAX)));
}

} // namespace

ParameterForm::ParameterForm(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QFormLayout)
    , m_none(new QLabel(this))
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_none);
    outer->addLayout(m_layout);
    m_layout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // A long label goes above its field rather than widening the panel past its dock.
    m_layout->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_none->setWordWrap(true);
    m_none->setEnabled(false);
    retranslate();
}

void ParameterForm::setParameters(const QList<ParameterSpec> &specs, const QVariantMap &values)
{
    while (m_layout->rowCount() > 0)
        m_layout->removeRow(0);
    m_labels.clear();
    m_editors.clear();
    m_specs = specs;

    for (const ParameterSpec &spec : specs) {
        auto *label = new QLabel(this);
        QWidget *editor = makeEditor(spec, values.value(spec.key, spec.defaultValue));
        editor->setObjectName(spec.key);
        label->setBuddy(editor);
        m_layout->addRow(label, editor);
        m_labels << label;
        m_editors << editor;
    }
    m_none->setVisible(specs.isEmpty());
    retranslate();
}

QWidget *ParameterForm::makeEditor(const ParameterSpec &spec, const QVariant &value)
{
    // Each editor gets its value before its signal is connected, so building the form
    // never reports a change.
    switch (spec.type) {
    case ParameterSpec::Type::Choice: {
        auto *box = new QComboBox(this);
        // Narrower than its longest choice if need be, so the panel never scrolls sideways.
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(8);
        for (const QString &choice : spec.choices)
            box->addItem(choice, choice);
        int index = spec.choices.indexOf(value.toString());
        if (index < 0)
            index = std::max(0, int(spec.choices.indexOf(spec.defaultValue.toString())));
        box->setCurrentIndex(index);
        // activated, not currentIndexChanged: only the user's choice is a change.
        connect(box, &QComboBox::activated, this, &ParameterForm::valuesChanged);
        return box;
    }
    case ParameterSpec::Type::Integer: {
        auto *box = new QSpinBox(this);
        box->setRange(clampedInt(spec.minimum), clampedInt(spec.maximum));
        bool ok = false;
        int number = value.toInt(&ok);
        if (!ok)
            number = spec.defaultValue.toInt();
        box->setValue(number);
        connect(box, &QSpinBox::valueChanged, this, &ParameterForm::valuesChanged);
        return box;
    }
    case ParameterSpec::Type::Real: {
        auto *box = new QDoubleSpinBox(this);
        fitRealRange(box, spec.minimum, spec.maximum);
        bool ok = false;
        double number = value.toDouble(&ok);
        if (!ok || !std::isfinite(number))
            number = spec.defaultValue.toDouble();
        box->setValue(number);
        connect(box, &QDoubleSpinBox::valueChanged, this, &ParameterForm::valuesChanged);
        return box;
    }
    case ParameterSpec::Type::Text: {
        auto *line = new QLineEdit(this);
        line->setMaxLength(clampedInt(spec.maximum));
        line->setValidator(new QRegularExpressionValidator(QRegularExpression(spec.pattern), line));
        line->setText(value.toString());
        // Once the text is whole: a step string typed digit by digit is not a change per digit.
        connect(line, &QLineEdit::editingFinished, this, [this, line] {
            if (line->isModified()) {
                line->setModified(false);
                emit valuesChanged();
            }
        });
        return line;
    }
    case ParameterSpec::Type::Boolean: {
        auto *box = new QCheckBox(this);
        box->setChecked(value.canConvert<bool>() ? value.toBool() : spec.defaultValue.toBool());
        connect(box, &QCheckBox::toggled, this, &ParameterForm::valuesChanged);
        return box;
    }
    }
    return new QWidget(this);
}

QVariantMap ParameterForm::values() const
{
    QVariantMap result;
    for (int i = 0; i < m_specs.size(); ++i) {
        const ParameterSpec &spec = m_specs[i];
        QWidget *editor = m_editors[i];
        switch (spec.type) {
        case ParameterSpec::Type::Choice:
            result.insert(spec.key, static_cast<QComboBox *>(editor)->currentData().toString());
            break;
        case ParameterSpec::Type::Integer:
            result.insert(spec.key, static_cast<QSpinBox *>(editor)->value());
            break;
        case ParameterSpec::Type::Real:
            result.insert(spec.key, static_cast<QDoubleSpinBox *>(editor)->value());
            break;
        case ParameterSpec::Type::Boolean:
            result.insert(spec.key, static_cast<QCheckBox *>(editor)->isChecked());
            break;
        case ParameterSpec::Type::Text:
            result.insert(spec.key, static_cast<QLineEdit *>(editor)->text().trimmed());
            break;
        }
    }
    return result;
}

QWidget *ParameterForm::editor(const QString &key) const
{
    for (int i = 0; i < m_specs.size(); ++i) {
        if (m_specs[i].key == key)
            return m_editors[i];
    }
    return nullptr;
}

void ParameterForm::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ParameterForm::retranslate()
{
    m_none->setText(tr("This algorithm has no parameters."));
    for (int i = 0; i < m_specs.size(); ++i) {
        const ParameterSpec &spec = m_specs[i];
        const QString name = spec.name ? Catalogue::text(spec.name) : spec.key;
        const QString help = spec.help ? Catalogue::text(spec.help) : QString();
        m_labels[i]->setText(tr("%1:").arg(name));
        m_labels[i]->setToolTip(help);
        m_editors[i]->setToolTip(help);
        m_editors[i]->setAccessibleName(name);
        if (spec.type == ParameterSpec::Type::Choice) {
            auto *box = static_cast<QComboBox *>(m_editors[i]);
            for (int c = 0; c < spec.choices.size() && c < box->count(); ++c) {
                const bool named = c < spec.choiceNames.size() && spec.choiceNames[c];
                box->setItemText(c, named ? Catalogue::text(spec.choiceNames[c]) : spec.choices[c]);
            }
        }
    }
}

} // namespace gridtrace
