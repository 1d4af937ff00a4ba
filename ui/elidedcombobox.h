#pragma once

#include <QComboBox>

namespace gridtrace {

// A combo box narrower than its longest item: the item chosen, when wider than the box, ends
// in "…" rather than being clipped mid-word, and its whole text leads the tooltip. The list
// that drops down shows every item whole.
class ElidedComboBox : public QComboBox
{
    Q_OBJECT

public:
    explicit ElidedComboBox(QWidget *parent = nullptr);

    // The chosen item's text as the box shows it at its present width.
    QString shownText() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    QRect textField() const;
};

} // namespace gridtrace
