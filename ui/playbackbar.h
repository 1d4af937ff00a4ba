#pragma once

#include "trace/bookmark.h"

#include <QWidget>

#include <array>

class QLabel;
class QSlider;
class QToolButton;

namespace gridtrace {

class PlaybackController;
class Timeline;

// The strip under the board: the debugger's buttons, the timeline to scrub, "step k / n",
// and the playing speed (1 to 1000 steps a second, or as fast as the window allows).
class PlaybackBar : public QWidget
{
    Q_OBJECT

public:
    explicit PlaybackBar(PlaybackController *controller, QWidget *parent = nullptr);

    PlaybackController *controller() const { return m_controller; }
    Timeline *timeline() const { return m_timeline; }
    // The bookmarks the timeline marks.
    void setBookmarks(const Bookmarks &bookmarks);

    // The speeds the slider stops at; its last stop is PlaybackController::maxSpeed.
    static const std::array<int, 11> &speedStops();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fitStepLabel();
    void showPosition();
    void showSpeed();
    void refreshMarkers();
    void refreshTrace();

    PlaybackController *m_controller;
    Timeline *m_timeline;
    QLabel *m_stepLabel;
    QLabel *m_speedCaption;
    QSlider *m_speedSlider;
    QLabel *m_speedLabel;
};

} // namespace gridtrace
