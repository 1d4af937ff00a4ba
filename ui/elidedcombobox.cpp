#include "elidedcombobox.h"

#include <QHelpEvent>
#include <QStyleOptionComboBox>
#include <QStylePainter>
#include <QToolTip>

namespace gridtrace {

ElidedComboBox::ElidedComboBox(QWidget *parent)
    : QComboBox(parent)
{
}

QRect ElidedComboBox::textField() const
{
    QStyleOptionComboBox option;
    initStyleOption(&option);
    return style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this);
}

QString ElidedComboBox::shownText() const
{
    // Measured at paint time, so a new language or a new width is taken as it comes.
    int room = textField().width();
    if (!itemIcon(currentIndex()).isNull())
        room -= iconSize().width() + 4;
    return fontMetrics().elidedText(currentText(), Qt::ElideRight, std::max(0, room));
}

void ElidedComboBox::paintEvent(QPaintEvent *)
{
    QStylePainter painter(this);
    painter.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox option;
    initStyleOption(&option);
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    if (!isEditable()) {
        option.currentText = shownText();
        painter.drawControl(QStyle::CE_ComboBoxLabel, option);
    }
}

bool ElidedComboBox::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && !isEditable() && shownText() != currentText()) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const QString own = toolTip();
        QToolTip::showText(help->globalPos(), own.isEmpty() ? currentText() : currentText() + u'\n' + own, this);
        return true;
    }
    return QComboBox::event(event);
}

} // namespace gridtrace
