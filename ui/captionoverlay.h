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

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void place();

    QString m_caption;
    bool m_wanted = true;
    double m_fontScale = 1.0;
};

} // namespace gridtrace
