#include "darkstyle.h"

#include <QApplication>
#include <QIcon>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QStyleFactory>
#include <QStyleOption>
#include <QWidget>

namespace gridtrace {

namespace {

QColor blend(const QColor &from, const QColor &to, double share)
{
    return QColor::fromRgbF(float(from.redF() + (to.redF() - from.redF()) * share),
                            float(from.greenF() + (to.greenF() - from.greenF()) * share),
                            float(from.blueF() + (to.blueF() - from.blueF()) * share));
}

// An "X" in the colour given, at the usual icon sizes.
QIcon crossIcon(const QColor &colour)
{
    QIcon icon;
    for (const int side : {16, 24, 32, 48}) {
        QPixmap pixmap(side, side);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(colour, std::max(1.5, side / 9.0), Qt::SolidLine, Qt::RoundCap));
        const double inset = side * 0.28;
        painter.drawLine(QPointF(inset, inset), QPointF(side - inset, side - inset));
        painter.drawLine(QPointF(side - inset, inset), QPointF(inset, side - inset));
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace

DarkStyle::DarkStyle()
    : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion")))
{
    setObjectName(QStringLiteral("gridtraceDarkStyle"));
}

QColor DarkStyle::indicatorOutline(const QPalette &palette)
{
    // 70% of the way from the window to the text: over 6:1 on the dark window, so a one-pixel
    // circle, its edges softened, still reads at 4.5:1.
    return blend(palette.color(QPalette::Window), palette.color(QPalette::WindowText), 0.7);
}

void DarkStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                              const QWidget *widget) const
{
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    // Fusion marks a button Tab reached by tinting its edge, which hardly reads on the dark
    // window: a ring in the highlight says where the keys are.
    if (element == PE_PanelButtonCommand && option && (option->state & State_HasFocus)
        && (option->state & State_KeyboardFocusChange)) {
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(option->palette.color(QPalette::Highlight), 2.0));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(QRectF(option->rect).adjusted(1.5, 1.5, -1.5, -1.5), 2.0, 2.0);
        painter->restore();
        return;
    }
    const bool radio = element == PE_IndicatorRadioButton;
    if ((!radio && element != PE_IndicatorCheckBox) || !option)
        return;
    // Fusion's keyboard focus outline is the highlight, which reads already.
    if ((option->state & State_HasFocus) && (option->state & State_KeyboardFocusChange))
        return;
    QColor outline = indicatorOutline(option->palette);
    if (!(option->state & State_Enabled))
        outline = blend(option->palette.color(QPalette::Window), outline, 0.5);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, radio);
    painter->setPen(outline);
    painter->setBrush(Qt::NoBrush);
    if (radio) {
        // Fusion's own circle, drawn again over it.
        const QRect rect = option->rect;
        const QPointF centre = rect.center() + QPoint(1, 1);
        const double radius = (rect.width() + (rect.width() + 1) % 2) / 2.0 - 1;
        painter->drawEllipse(centre, radius, radius);
    } else {
        painter->drawRect(option->rect.adjusted(0, 0, -1, -1));
    }
    painter->restore();
}

QIcon DarkStyle::standardIcon(StandardPixmap icon, const QStyleOption *option, const QWidget *widget) const
{
    if (icon == SP_DialogCloseButton || icon == SP_TitleBarCloseButton) {
        const QPalette palette = widget ? widget->palette() : option ? option->palette : QApplication::palette();
        return crossIcon(palette.color(QPalette::ButtonText));
    }
    return QProxyStyle::standardIcon(icon, option, widget);
}

} // namespace gridtrace
