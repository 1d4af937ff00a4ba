#pragma once

#include <QWidget>

namespace gridtrace {

// The caption of the bookmark in force, over the bottom of the board: a semi-transparent band
// with the text word-wrapped in a large font, so a room can read it while the board shows
// through. It covers its parent's width and lets the mouse through; with no caption it hides.
class CaptionOverlay : public QWidget
{
    Q_OBJECT

public:
    explicit CaptionOverlay(QWidget *board);

    QString caption() const { return m_caption; }
    void setCaption(const QString &caption);
    // Whether the caption may be shown at all (the View toggle, or presentation mode).
    bool isWanted() const { return m_wanted; }
    void setWanted(bool wanted);
    // Multiplies the board's font size; presentation mode enlarges it.
    double fontScale() const { return m_fontScale; }
    void setFontScale(double scale);
    QFont captionFont() const;
    // The band a caption needs across the board's width (at most a share of its height).
    int bandHeight(const QString &caption) const;
    // A band of this height, kept by the board for the caption (presentation mode), rather
    // than one sized to the caption over the board; 0 goes back to that.
    void setReservedHeight(int height);
    int reservedHeight() const { return m_reservedHeight; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void place();
    QFont fittedFont(const QString &caption) const;

    QString m_caption;
    bool m_wanted = true;
    double m_fontScale = 1.0;
    int m_reservedHeight = 0;
};

} // namespace gridtrace
