#include "lengthhistogram.h"

#include <QEvent>
#include <QFontMetrics>
#include <QPainter>

#include <algorithm>
#include <array>
#include <cmath>

namespace gridtrace {

LengthHistogram::LengthHistogram(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("lengthHistogram"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void LengthHistogram::setRange(int minLength, int maxLength)
{
    m_min = std::max(0, minLength);
    m_max = std::max(m_min, maxLength);
    clear();
}

void LengthHistogram::setSeriesLabels(const QHash<QString, QString> &labels)
{
    m_labels = labels;
    update();
}

void LengthHistogram::setLengths(const QStringList &names, const std::map<QString, std::vector<int>> &lengthsByAi)
{
    m_counts.clear();
    for (const QString &name : names) {
        std::vector<int> counts(std::size_t(bucketCount()), 0);
        if (const auto it = lengthsByAi.find(name); it != lengthsByAi.end())
            for (int length : it->second)
                ++counts[std::size_t(bucketOf(length))];
        m_counts.emplace_back(name, std::move(counts));
    }
    update();
}

void LengthHistogram::clear()
{
    m_counts.clear();
    update();
}

int LengthHistogram::bucketWidth() const
{
    const int span = m_max - m_min + 1;
    return (span + maxBuckets - 1) / maxBuckets;
}

int LengthHistogram::bucketCount() const
{
    const int width = bucketWidth();
    return (m_max - m_min + width) / width;
}

int LengthHistogram::bucketOf(int length) const
{
    return std::clamp((length - m_min) / bucketWidth(), 0, bucketCount() - 1);
}

QStringList LengthHistogram::seriesNames() const
{
    QStringList names;
    for (const auto &entry : m_counts)
        names.append(entry.first);
    return names;
}

std::vector<int> LengthHistogram::counts(const QString &name) const
{
    for (const auto &entry : m_counts)
        if (entry.first == name)
            return entry.second;
    return {};
}

QColor LengthHistogram::seriesColour(int index)
{
    // Distinct in hue and still apart for the common colour-vision deficiencies.
    static const std::array<QColor, 6> colours{QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e),
                                               QColor(0x2c, 0xa0, 0x2c), QColor(0xd6, 0x27, 0x28),
                                               QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b)};
    return colours[std::size_t(index) % colours.size()];
}

QSize LengthHistogram::sizeHint() const
{
    return {480, 240};
}

QSize LengthHistogram::minimumSizeHint() const
{
    return {240, 140};
}

void LengthHistogram::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        update();
    QWidget::changeEvent(event);
}

void LengthHistogram::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    const QFontMetrics metrics(font());
    const int line = metrics.height();
    const QColor text = palette().text().color();

    int highest = 1;
    for (const auto &entry : m_counts)
        for (int count : entry.second)
            highest = std::max(highest, count);

    const QString yTitle = tr("Games");
    const QString xTitle = tr("Final length");
    const int left = line + 4 + metrics.horizontalAdvance(QString::number(highest)) + 6;
    const QRect plot(left, line / 2 + 4, std::max(1, width() - left - 12),
                     std::max(1, height() - line / 2 - 4 - 2 * line - 10));

    // Axes, with the highest count and zero on the vertical one.
    painter.setPen(text);
    painter.drawLine(plot.bottomLeft(), plot.topLeft());
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());
    painter.drawText(QRect(line + 4, plot.top() - line / 2, left - line - 10, line), Qt::AlignRight | Qt::AlignVCenter,
                     QString::number(highest));
    painter.drawText(QRect(line + 4, plot.bottom() - line / 2, left - line - 10, line), Qt::AlignRight | Qt::AlignVCenter,
                     QString::number(0));
    painter.drawText(QRect(plot.left(), height() - line - 2, plot.width(), line), Qt::AlignHCenter, xTitle);
    painter.save();
    painter.translate(2, plot.center().y());
    painter.rotate(-90);
    painter.drawText(QRect(-plot.height() / 2, 0, plot.height(), line), Qt::AlignHCenter, yTitle);
    painter.restore();

    const int buckets = bucketCount();
    const int series = int(m_counts.size());
    const double slot = double(plot.width()) / buckets;
    // Bucket labels below the axis, thinned out so that they do not overlap.
    const int labelWidth = metrics.horizontalAdvance(QString::number(m_max)) + 8;
    const int labelStride = std::max(1, int(std::ceil(labelWidth / slot)));
    for (int b = 0; b < buckets; b += labelStride) {
        const int first = m_min + b * bucketWidth();
        const QRectF cell(plot.left() + b * slot, plot.bottom() + 2, slot * labelStride, line);
        painter.drawText(QRectF(cell.left() - slot * (labelStride - 1) / 2.0, cell.top(), cell.width(), cell.height()),
                         Qt::AlignHCenter, QString::number(first));
    }
    if (series == 0)
        return;

    const double barWidth = std::max(1.0, (slot - 2.0) / series);
    int index = 0;
    for (const auto &[name, counts] : m_counts) {
        const QColor colour = seriesColour(index);
        for (int b = 0; b < buckets; ++b) {
            const double barHeight = double(plot.height()) * counts[std::size_t(b)] / highest;
            if (barHeight <= 0.0)
                continue;
            painter.fillRect(QRectF(plot.left() + 1 + b * slot + index * barWidth, plot.bottom() - barHeight,
                                    barWidth, barHeight),
                             colour);
        }
        ++index;
    }

    // The legend in the top left corner, where the short games are and the bars stay low; its
    // backdrop keeps the bars behind it apart from its text.
    int legendWidth = 0;
    for (const auto &entry : m_counts)
        legendWidth = std::max(legendWidth, metrics.horizontalAdvance(seriesLabel(entry.first)));
    legendWidth += line + 12;
    const QRect legend(plot.left() + 8, plot.top() + 4, legendWidth, series * line + 8);
    QColor backdrop = palette().base().color();
    backdrop.setAlphaF(0.85f);
    painter.fillRect(legend, backdrop);
    painter.setPen(palette().mid().color());
    painter.drawRect(legend);
    painter.setPen(text);
    index = 0;
    for (const auto &entry : m_counts) {
        const int y = legend.top() + 4 + index * line;
        painter.fillRect(QRect(legend.left() + 4, y + 2, line - 4, line - 4), seriesColour(index));
        painter.drawText(QRect(legend.left() + line + 6, y, legendWidth - line - 6, line), Qt::AlignVCenter,
                         seriesLabel(entry.first));
        ++index;
    }
}

} // namespace gridtrace
