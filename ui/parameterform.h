#pragma once

#include "catalogue/parameter.h"

#include <QList>
#include <QVariantMap>
#include <QWidget>

class QFormLayout;
class QLabel;

namespace gridtrace {

// The editors of an algorithm's typed parameters, made from their specs: a combo box for a
// choice, spin boxes limited to the range for numbers, a check box for a flag. The editors
// themselves refuse values out of range, so values() is always a valid parameter map.
class ParameterForm : public QWidget
{
    Q_OBJECT

public:
    explicit ParameterForm(QWidget *parent = nullptr);

    // Rebuilds the editors; a value missing from `values` (or not fitting its spec) shows the
    // default. Emits nothing: only the user's edits count as changes.
    void setParameters(const QList<ParameterSpec> &specs, const QVariantMap &values);
    const QList<ParameterSpec> &parameters() const { return m_specs; }
    // Every parameter, typed as its spec says (int, double, bool, or the choice's id).
    QVariantMap values() const;
    // The editor of a parameter, or null: a QComboBox, QSpinBox, QDoubleSpinBox or QCheckBox.
    QWidget *editor(const QString &key) const;

signals:
    void valuesChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *makeEditor(const ParameterSpec &spec, const QVariant &value);
    void retranslate();

    QFormLayout *m_layout;
    QLabel *m_none;
    QList<ParameterSpec> m_specs;
    QList<QLabel *> m_labels;
    QList<QWidget *> m_editors;
};

} // namespace gridtrace
