#include "applicationtheme.h"

#include "darkstyle.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

namespace gridtrace {

namespace {

QPalette darkPalette()
{
    const QColor window(0x2C, 0x2E, 0x33);
    const QColor base(0x1E, 0x1F, 0x22);
    const QColor button(0x3A, 0x3D, 0x43);
    const QColor text(0xEC, 0xEC, 0xEC);
    const QColor disabled(0x8A, 0x8C, 0x90);

    QPalette palette;
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2C));
    palette.setColor(QPalette::ToolTipBase, button);
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, disabled);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, button);
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, QColor(0xFF, 0x8A, 0x80));
    palette.setColor(QPalette::Light, button.lighter(150));
    palette.setColor(QPalette::Midlight, button.lighter(120));
    palette.setColor(QPalette::Mid, button.darker(120));
    palette.setColor(QPalette::Dark, button.darker(160));
    palette.setColor(QPalette::Shadow, QColor(0x0A, 0x0A, 0x0A));
    // Light enough on the dark base to read as a link and as a selection behind white text.
    palette.setColor(QPalette::Link, QColor(0x56, 0xB4, 0xE9));
    palette.setColor(QPalette::LinkVisited, QColor(0xCC, 0x79, 0xA7));
    palette.setColor(QPalette::Highlight, QColor(0x00, 0x5C, 0x94));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        palette.setColor(QPalette::Disabled, role, disabled);
    palette.setColor(QPalette::Disabled, QPalette::Highlight, button);
    palette.setColor(QPalette::Disabled, QPalette::HighlightedText, disabled);
    return palette;
}

} // namespace

void applyApplicationTheme(Palette::Theme theme)
{
    if (!qobject_cast<QApplication *>(QCoreApplication::instance()))
        return;
    // The desktop's style, as it was before the first switch, to go back to.
    static const QString desktopStyle = QApplication::style()->name();
    // The desktop's own file and colour dialogs draw in the desktop's colours, light beside a
    // dark window; Qt's own take the palette set here. Read each time a dialog opens.
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs, theme == Palette::Theme::Dark);
    if (theme == Palette::Theme::Dark) {
        if (!qobject_cast<DarkStyle *>(QApplication::style()))
            QApplication::setStyle(new DarkStyle);
        QApplication::setPalette(darkPalette());
    } else {
        if (QApplication::style()->name().compare(desktopStyle, Qt::CaseInsensitive) != 0)
            QApplication::setStyle(QStyleFactory::create(desktopStyle));
        // A palette that sets nothing: every colour comes from the desktop again.
        QApplication::setPalette(QPalette());
    }
}

} // namespace gridtrace
