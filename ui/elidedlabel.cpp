#include "elidedlabel.h"

#include <QEvent>

namespace gridtrace {

ElidedLabel::ElidedLabel(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void ElidedLabel::setText(const QString &text)
{
    m_fullText = text;
    elide();
}

void ElidedLabel::clear()
{
    setText(QString());
}

QSize ElidedLabel::minimumSizeHint() const
{
    // However long the message, it never makes the window wider.
    return QSize(fontMetrics().horizontalAdvance(QStringLiteral("…")) * 4, QLabel::minimumSizeHint().height());
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    elide();
}

void ElidedLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        elide();
}

void ElidedLabel::elide()
{
    // One line: a message's own line breaks would make the status bar taller.
    const QString line = QString(m_fullText).replace(QLatin1Char('\n'), QLatin1Char(' '));
    const int room = contentsRect().width() - 2 * margin() - indent();
    const QString shown = fontMetrics().elidedText(line, Qt::ElideRight, std::max(0, room));
    QLabel::setText(shown);
    setToolTip(shown == line ? QString() : m_fullText);
}

} // namespace gridtrace
