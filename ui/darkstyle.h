#pragma once

#include <QProxyStyle>

namespace gridtrace {

// Fusion for the dark theme, with what Fusion draws too faintly on a dark palette made readable:
// it outlines radio buttons and check boxes a shade darker than the window (almost black on
// dark grey), and its close icon is a dark glyph. Here both are drawn from the palette's text
// colour, well over 4.5:1 against the window and the base.
class DarkStyle : public QProxyStyle
{
    Q_OBJECT

public:
    DarkStyle();

    // The colour of an unchecked indicator's outline on a palette: between the window and the text.
    static QColor indicatorOutline(const QPalette &palette);

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget = nullptr) const override;
    QIcon standardIcon(StandardPixmap icon, const QStyleOption *option = nullptr,
                       const QWidget *widget = nullptr) const override;
};

} // namespace gridtrace
