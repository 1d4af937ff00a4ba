#include "captionoverlay.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>

namespace gridtrace {

namespace {

constexpr int margin = 12;
// At most this share of the board, so the step being explained stays in sight.
constexpr double maxShare = 0.4;

} // namespace

CaptionOverlay::CaptionOverlay(QWidget *board)
    : QWidget(board)
{
    setObjectName(QStringLiteral("captionOverlay"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setFocusPolicy(Qt::NoFocus);
    board->installEventFilter(this);
    hide();
}

void CaptionOverlay::setCaption(const QString &caption)
{
    if (caption == m_caption)
        return;
    m_caption = caption;
    place();
}

void CaptionOverlay::setWanted(bool wanted)
{
    m_wanted = wanted;
    place();
}

void CaptionOverlay::setFontScale(double scale)
{
    m_fontScale = scale;
    place();
}

QFont CaptionOverlay::captionFont() const
{
    QFont font = parentWidget()->font();
    // Large enough to read from the back of a room even at scale 1.
    font.setPointSizeF(std::max(font.pointSizeF(), 9.0) * 1.6 * m_fontScale);
    return font;
}

void CaptionOverlay::setReservedHeight(int height)
{
    if (height == m_reservedHeight)
        return;
    m_reservedHeight = height;
    place();
}

QFont CaptionOverlay::fittedFont(const QString &caption) const
{
    // Smaller, down to the board's own size, until the caption fits its share of the board:
    // a room reads a whole caption in a smaller font better than half of one in a large one.
    const QWidget *board = parentWidget();
    const int room = int(board->height() * maxShare) - 2 * margin;
    const QRect box(0, 0, std::max(1, board->width() - 2 * margin), 100000);
    QFont font = captionFont();
    const double smallest = std::max(board->font().pointSizeF(), 9.0);
    while (font.pointSizeF() * 0.9 >= smallest
           && QFontMetrics(font).boundingRect(box, Qt::TextWordWrap | Qt::AlignHCenter, caption).height() > room)
        font.setPointSizeF(font.pointSizeF() * 0.9);
    return font;
}

int CaptionOverlay::bandHeight(const QString &caption) const
{
    if (caption.trimmed().isEmpty())
        return 0;
    const QWidget *board = parentWidget();
    const QFontMetrics metrics(fittedFont(caption));
    const QRect text = metrics.boundingRect(QRect(0, 0, std::max(1, board->width() - 2 * margin), 100000),
                                            Qt::TextWordWrap | Qt::AlignHCenter, caption);
    return std::min(text.height() + 2 * margin, int(board->height() * maxShare));
}

void CaptionOverlay::place()
{
    const bool shown = m_wanted && !m_caption.trimmed().isEmpty();
    if (!shown) {
        hide();
        return;
    }
    const QWidget *board = parentWidget();
    const int width = board->width();
    const int height = m_reservedHeight > 0 ? m_reservedHeight : bandHeight(m_caption);
    setGeometry(0, board->height() - height, width, height);
    show();
    raise();
    update();
}

bool CaptionOverlay::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && (event->type() == QEvent::Resize || event->type() == QEvent::FontChange))
        place();
    return QWidget::eventFilter(watched, event);
}

void CaptionOverlay::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    // Dark band, light text: readable over any theme and any cell colour beneath.
    painter.fillRect(rect(), QColor(0, 0, 0, 170));
    painter.setFont(fittedFont(m_caption));
    painter.setPen(Qt::white);
    painter.drawText(rect().adjusted(margin, margin, -margin, -margin),
                     Qt::TextWordWrap | Qt::AlignHCenter | Qt::AlignTop, m_caption);
}

} // namespace gridtrace
