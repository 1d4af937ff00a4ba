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

void LengthHistogram::setLegendShown(bool shown)
{
    m_legendShown = shown;
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

QString LengthHistogram::bucketLabel(int bucket) const
{
    const int first = m_min + bucket * bucketWidth();
    const int last = std::min(first + bucketWidth() - 1, m_max);
    // A grouped bucket says all it holds: a bar labelled with its first length alone would
    // seem to stand a few lengths short of the games in it.
    return last == first ? QString::number(first) : tr("%1–%2", "a range of lengths").arg(first).arg(last);
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

QList<QRect> LengthHistogram::legendEntries() const
{
    const QFontMetrics metrics(font());
    const int line = metrics.height();
    const int right = width() - 12;
    QList<QRect> entries;
    if (!m_legendShown)
        return entries;
    int x = 8;
    int y = 4;
    for (const auto &entry : m_counts) {
        const int entryWidth = line + 6 + metrics.horizontalAdvance(seriesLabel(entry.first)) + 4;
        if (x > 8 && x + entryWidth > right) {
            x = 8;
            y += line;
        }
        entries.append(QRect(x, y, entryWidth, line));
        x += entryWidth + line;
    }
    return entries;
}

QRect LengthHistogram::legendArea() const
{
    QRect area;
    for (const QRect &entry : legendEntries())
        area |= entry;
    return area;
}

QRect LengthHistogram::plotArea() const
{
    const QFontMetrics metrics(font());
    const int line = metrics.height();
    int highest = 1;
    for (const auto &entry : m_counts)
        for (int count : entry.second)
            highest = std::max(highest, count);
    const int left = line + 4 + metrics.horizontalAdvance(QString::number(highest)) + 6;
    const QRect legend = legendArea();
    // Room above the plot for the legend and for the highest count's label, centred on the
    // plot's top.
    const int top = (legend.isEmpty() ? 4 : legend.bottom() + 6) + line / 2;
    return QRect(left, top, std::max(1, width() - left - 12), std::max(1, height() - top - 2 * line - 10));
}

QSize LengthHistogram::sizeHint() const
{
    return {480, 240};
}

QSize LengthHistogram::minimumSizeHint() const
{
    return {240, 100};
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
    const QRect plot = plotArea();
    const int left = plot.left();

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
    int labelWidth = 0;
    for (int b = 0; b < buckets; ++b)
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(bucketLabel(b)) + 8);
    const int labelStride = std::max(1, int(std::ceil(labelWidth / slot)));
    for (int b = 0; b < buckets; b += labelStride) {
        const QRectF cell(plot.left() + b * slot, plot.bottom() + 2, slot * labelStride, line);
        painter.drawText(QRectF(cell.left() - slot * (labelStride - 1) / 2.0, cell.top(), cell.width(), cell.height()),
                         Qt::AlignHCenter, bucketLabel(b));
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

    // The legend above the plot, where it covers no bar.
    const QList<QRect> entries = legendEntries();
    index = 0;
    for (const auto &entry : m_counts) {
        if (index >= entries.size())
            break;
        const QRect place = entries[index];
        painter.fillRect(QRect(place.left(), place.top() + 2, line - 4, line - 4), seriesColour(index));
        painter.drawText(place.adjusted(line + 2, 0, 0, 0), Qt::AlignVCenter, seriesLabel(entry.first));
        ++index;
    }
}

} // namespace gridtrace
