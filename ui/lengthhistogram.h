#pragma once

#include <QColor>
#include <QHash>
#include <QList>
#include <QRect>
#include <QStringList>
#include <QWidget>

#include <map>
#include <utility>
#include <vector>

namespace gridtrace {

// A bar chart of the snakes' final lengths: one coloured series per AI, the bars of a bucket
// side by side, with axis titles and a legend above the plot. Lengths are grouped into at most maxBuckets
// buckets of equal width so that large boards stay readable.
class LengthHistogram : public QWidget
{
    Q_OBJECT

public:
    static constexpr int maxBuckets = 24;

    explicit LengthHistogram(QWidget *parent = nullptr);

    // The range of lengths the axis covers (the start length to the number of free cells);
    // clears the series.
    void setRange(int minLength, int maxLength);
    // Every game's final length, per AI, the series in the order of names (an AI missing from
    // the map has no games yet); lengths outside the range go to the nearest bucket.
    void setLengths(const QStringList &names, const std::map<QString, std::vector<int>> &lengthsByAi);
    // What the legend calls a series (an AI's name in the reader's language); its id without.
    void setSeriesLabels(const QHash<QString, QString> &labels);
    QString seriesLabel(const QString &name) const { return m_labels.value(name, name); }
    void clear();
    // Whether the legend is drawn; off where the series' colours are shown beside their names
    // elsewhere (the statistics table), to give the bars its height.
    void setLegendShown(bool shown);
    bool isLegendShown() const { return m_legendShown; }

    int minLength() const { return m_min; }
    int maxLength() const { return m_max; }
    int bucketCount() const;
    int bucketWidth() const;
    int bucketOf(int length) const;
    // What the axis writes under a bucket: its length, or the lengths it groups ("34–36").
    QString bucketLabel(int bucket) const;
    QStringList seriesNames() const;
    // Games per bucket of one series (empty for an unknown name).
    std::vector<int> counts(const QString &name) const;
    static QColor seriesColour(int index);

    // Where the bars are drawn, and the legend above them (empty without series or when
    // hidden): the legend never covers a bar, short games' included.
    QRect plotArea() const;
    QRect legendArea() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // The legend's entries, each a swatch and a name, laid out in rows within the width.
    QList<QRect> legendEntries() const;

    int m_min = 1;
    int m_max = 1;
    std::vector<std::pair<QString, std::vector<int>>> m_counts;
    QHash<QString, QString> m_labels;
    bool m_legendShown = true;
};

} // namespace gridtrace
