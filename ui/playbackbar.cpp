#include "playbackbar.h"

#include "flowlayout.h"
#include "playbackcontroller.h"
#include "timeline.h"

#include "grid/messagetext.h"
#include "trace/steptext.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QVBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QSlider>
#include <QToolButton>

#include <algorithm>
#include <cstdlib>

namespace gridtrace {

const std::array<int, 11> &PlaybackBar::speedStops()
{
    static const std::array<int, 11> stops{1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, PlaybackController::maxSpeed};
    return stops;
}

PlaybackBar::PlaybackBar(PlaybackController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_timeline(new Timeline(this))
    , m_stepLabel(new QLabel(this))
    , m_speedCaption(new QLabel(this))
    , m_speedSlider(new QSlider(Qt::Horizontal, this))
    , m_speedLabel(new QLabel(this))
{
    using Action = PlaybackController::Action;
    // The timeline takes the whole width above the controls: scrubbing wants every pixel.
    auto *rows = new QVBoxLayout(this);
    rows->setContentsMargins(4, 2, 4, 2);
    rows->setSpacing(0);
    rows->addWidget(m_timeline);
    // Three groups that wrap under each other where the board's column is narrow (a small
    // screen, a large scale) rather than forcing their width on the window.
    auto *controls = new FlowLayout;
    controls->setSpacing(12);
    rows->addLayout(controls);
    auto *buttons = new QWidget(this);
    auto *layout = new QHBoxLayout(buttons);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    controls->addWidget(buttons);

    const auto addButtons = [&](std::initializer_list<Action> actions) {
        for (Action action : actions) {
            auto *button = new QToolButton(this);
            button->setDefaultAction(controller->action(action));
            button->setAutoRaise(true);
            button->setFocusPolicy(Qt::NoFocus);
            layout->addWidget(button);
        }
    };
    addButtons({Action::ToStart, Action::StepBack, Action::PlayPause, Action::ToEnd});
    layout->addSpacing(8);
    addButtons({Action::StepOver, Action::StepInto, Action::StepOut, Action::RunToBreakpoint});

    m_stepLabel->setObjectName(QStringLiteral("stepLabel"));
    m_stepLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    controls->addWidget(m_stepLabel);

    m_speedSlider->setObjectName(QStringLiteral("speedSlider"));
    m_speedSlider->setRange(0, int(speedStops().size()) - 1);
    m_speedSlider->setPageStep(1);
    m_speedSlider->setTickPosition(QSlider::TicksBelow);
    m_speedSlider->setFixedWidth(110);
    // Left and Right belong to stepping; the slider answers to the mouse and Page Up/Down.
    m_speedSlider->setFocusPolicy(Qt::TabFocus);
    m_speedCaption->setBuddy(m_speedSlider);
    m_speedLabel->setObjectName(QStringLiteral("speedLabel"));
    auto *speed = new QWidget(this);
    auto *speedRow = new QHBoxLayout(speed);
    speedRow->setContentsMargins(0, 0, 0, 0);
    speedRow->setSpacing(2);
    speedRow->addWidget(m_speedCaption);
    speedRow->addWidget(m_speedSlider);
    speedRow->addWidget(m_speedLabel);
    controls->addWidget(speed);

    connect(m_speedSlider, &QSlider::valueChanged, this, [this](int stop) {
        m_controller->setSpeed(speedStops()[std::size_t(std::clamp(stop, 0, int(speedStops().size()) - 1))]);
    });
    connect(controller, &PlaybackController::speedChanged, this, &PlaybackBar::showSpeed);
    connect(controller, &PlaybackController::positionChanged, this, &PlaybackBar::showPosition);
    connect(controller, &PlaybackController::traceChanged, this, &PlaybackBar::refreshTrace);
    connect(controller, &PlaybackController::breakpointsChanged, this, &PlaybackBar::refreshMarkers);
    connect(m_timeline, &Timeline::seekRequested, controller, &PlaybackController::seek);

    retranslate();
    refreshTrace();
    showSpeed();
}

void PlaybackBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PlaybackBar::retranslate()
{
    m_speedCaption->setText(tr("Spee&d:"));
    m_speedSlider->setToolTip(tr("Steps played per second"));
    m_speedSlider->setAccessibleName(tr("Playing speed"));
    fitStepLabel();
    const QFontMetrics speedMetrics(m_speedLabel->font());
    m_speedLabel->setMinimumWidth(std::max(speedMetrics.horizontalAdvance(tr("%1 steps/s").arg(QLocale().toString(1000))),
                                           speedMetrics.horizontalAdvance(tr("max"))));
    showPosition();
    showSpeed();
}

void PlaybackBar::fitStepLabel()
{
    // Room for the widest "Step k of n" of this trace, so the bar does not jitter while playing.
    const QString widest = groupedNumber(m_controller->stepCount()).replace(QRegularExpression(QStringLiteral("\\d")),
                                                                            QStringLiteral("8"));
    const QFontMetrics metrics(m_stepLabel->font());
    m_stepLabel->setMinimumWidth(std::max(metrics.horizontalAdvance(StepText::pattern().arg(widest, widest)),
                                          metrics.horizontalAdvance(tr("No trace"))));
}

void PlaybackBar::showPosition()
{
    if (!m_controller->trace()) {
        m_stepLabel->setText(tr("No trace"));
    } else {
        m_stepLabel->setText(StepText::of(m_controller->position(), m_controller->stepCount()));
    }
    m_timeline->setPosition(m_controller->position());
}

void PlaybackBar::showSpeed()
{
    const int speed = m_controller->speed();
    const auto &stops = speedStops();
    // The stop nearest on a log scale: the slider's stops grow by factors of 2 to 2.5.
    int nearest = 0;
    for (int i = 0; i < int(stops.size()); ++i) {
        if (stops[std::size_t(i)] <= speed)
            nearest = i;
    }
    if (nearest + 1 < int(stops.size()) && stops[std::size_t(nearest)] != speed
        && double(stops[std::size_t(nearest) + 1]) / speed < double(speed) / stops[std::size_t(nearest)])
        ++nearest;
    {
        const QSignalBlocker blocker(m_speedSlider);
        m_speedSlider->setValue(nearest);
    }
    m_speedLabel->setText(speed == PlaybackController::maxSpeed ? tr("max") : tr("%1 steps/s").arg(QLocale().toString(speed)));
}

void PlaybackBar::refreshTrace()
{
    m_timeline->setStepCount(m_controller->stepCount());
    m_timeline->setEnabled(m_controller->trace() != nullptr);
    fitStepLabel();
    refreshMarkers();
    showPosition();
}

void PlaybackBar::refreshMarkers()
{
    m_timeline->setMarkers(m_controller->notableSteps(), m_controller->breakpointSteps());
}

void PlaybackBar::setBookmarks(const Bookmarks &bookmarks)
{
    m_timeline->setBookmarks(bookmarks);
}

} // namespace gridtrace
