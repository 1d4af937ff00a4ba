#pragma once

#include <QLayout>
#include <QList>

namespace gridtrace {

// Lays its widgets out left to right and wraps to a new row where the width runs out, so a
// narrow panel shows every button on more rows instead of hiding some behind a » button.
class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(QWidget *parent = nullptr);
    ~FlowLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override;
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    QSize sizeHint() const override;
    QSize minimumSize() const override;
    // A box layout around this one gives it the height its rows take at the width it gets.
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    void setGeometry(const QRect &rect) override;

private:
    // The height the items take in the rectangle; places them there unless only measuring.
    int arrange(const QRect &rect, bool place = true) const;
    // The height of the rows as last arranged, while they are on screen.
    int shownHeight() const;

    QList<QLayoutItem *> m_items;
    int m_arrangedHeight = 0;
};

} // namespace gridtrace
