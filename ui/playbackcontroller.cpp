#include "playbackcontroller.h"

#include "catalogue/catalogue.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QRegularExpression>
#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QGroupBox>
#include <QIcon>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QPixmap>
#include <QStyle>

#include <algorithm>
#include <cmath>

namespace gridtrace {

namespace {

// One tick of playing every frame; at most this much work in it, so the window repaints and
// answers input between ticks whatever the speed.
constexpr int tickInterval = 16;
constexpr qint64 tickBudgetNanos = 6'000'000;
// At full speed, one seek should take about this long: long enough that the per-seek cost
// is amortised, short enough to stop close to the budget.
constexpr qint64 chunkNanos = 1'000'000;
constexpr int maxChunk = 1 << 22;

// The debugger icons the style has no standard pixmap for, drawn in `ink`.
QPixmap drawnPixmap(PlaybackController::Action action, const QColor &ink)
{
    constexpr int size = 32;
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    QPen pen(ink, 3.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    painter.setPen(pen);

    const auto arrowHead = [&](QPointF tip, QPointF direction) {
        const QPointF unit = direction / std::hypot(direction.x(), direction.y());
        const QPointF normal(-unit.y(), unit.x());
        QPolygonF head;
        head << tip << tip - unit * 8.0 + normal * 6.0 << tip - unit * 8.0 - normal * 6.0;
        painter.setBrush(ink);
        painter.setPen(Qt::NoPen);
        painter.drawPolygon(head);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
    };
    const auto dot = [&](QPointF centre) {
        painter.setBrush(ink);
        painter.setPen(Qt::NoPen);
        painter.drawEllipse(centre, 4.0, 4.0);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
    };

    switch (action) {
    case PlaybackController::Action::StepOver: {
        QPainterPath arc;
        arc.moveTo(6, 20);
        arc.cubicTo(8, 4, 24, 4, 25, 16);
        painter.drawPath(arc);
        arrowHead({26, 21}, {0.2, 1.0});
        dot({16, 26});
        break;
    }
    case PlaybackController::Action::StepInto:
        painter.drawLine(QPointF(16, 3), QPointF(16, 14));
        arrowHead({16, 20}, {0, 1});
        dot({16, 27});
        break;
    case PlaybackController::Action::StepOut:
        painter.drawLine(QPointF(16, 20), QPointF(16, 12));
        arrowHead({16, 4}, {0, -1});
        dot({16, 27});
        break;
    case PlaybackController::Action::RunToBreakpoint: {
        QPolygonF triangle;
        triangle << QPointF(4, 6) << QPointF(20, 16) << QPointF(4, 26);
        painter.setBrush(ink);
        painter.setPen(Qt::NoPen);
        painter.drawPolygon(triangle);
        painter.setBrush(QColor(0xd5, 0x5e, 0x00)); // the timeline's breakpoint colour
        painter.drawEllipse(QPointF(25, 16), 5.5, 5.5);
        break;
    }
    default:
        break;
    }
    painter.end();
    return pixmap;
}

// A disabled button's icon in the palette's disabled text colour: Qt's own fading leaves an
// icon drawn in the text colour looking as live as before, so a bar that does nothing during
// a game seemed to work.
QIcon drawnIcon(PlaybackController::Action action)
{
    const QPalette palette = QApplication::palette();
    QIcon icon;
    icon.addPixmap(drawnPixmap(action, palette.color(QPalette::Active, QPalette::WindowText)), QIcon::Normal);
    icon.addPixmap(drawnPixmap(action, palette.color(QPalette::Disabled, QPalette::WindowText)), QIcon::Disabled);
    return icon;
}

// The style's media icons are drawn in a fixed dark grey that vanishes on a dark theme: keep
// their shape, in the text colour, as the drawn icons are.
QIcon standardIcon(QStyle::StandardPixmap pixmap)
{
    const QIcon styled = QApplication::style()->standardIcon(pixmap);
    const QPalette palette = QApplication::palette();
    QIcon inked;
    for (const int size : {16, 24, 32}) {
        const QPixmap shape = styled.pixmap(QSize(size, size));
        if (shape.isNull())
            continue;
        for (const QIcon::Mode mode : {QIcon::Normal, QIcon::Disabled}) {
            QPixmap coloured = shape;
            QPainter painter(&coloured);
            painter.setCompositionMode(QPainter::CompositionMode_SourceIn);
            painter.fillRect(coloured.rect(), palette.color(mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Active,
                                                            QPalette::WindowText));
            painter.end();
            inked.addPixmap(coloured, mode);
        }
    }
    return inked.isNull() ? styled : inked;
}

// A focused widget that does something with Space of its own.
bool usesSpace(QObject *object)
{
    auto *widget = qobject_cast<QWidget *>(object);
    if (!widget || !widget->hasFocus() || !widget->isEnabled())
        return false;
    if (auto *edit = qobject_cast<QLineEdit *>(widget))
        return !edit->isReadOnly();
    return qobject_cast<QAbstractButton *>(widget) || qobject_cast<QAbstractItemView *>(widget)
        || qobject_cast<QComboBox *>(widget) || qobject_cast<QAbstractSpinBox *>(widget)
        || qobject_cast<QGroupBox *>(widget);
}

} // namespace

PlaybackController::PlaybackController(QObject *parent)
    : QObject(parent)
{
    m_timer.setInterval(tickInterval);
    connect(&m_timer, &QTimer::timeout, this, &PlaybackController::tick);
    createActions();
    retranslate();
    updateActions();
    // A QObject gets no LanguageChange of its own; the application receives one per switch.
    if (QCoreApplication::instance())
        QCoreApplication::instance()->installEventFilter(this);
}

PlaybackController::~PlaybackController() = default;

void PlaybackController::createActions()
{
    struct Spec
    {
        Action action;
        QKeySequence shortcut;
        bool autoRepeat;
    };
    const Spec specs[] = {
        {Action::ToStart, QKeySequence(Qt::Key_Home), false},
        {Action::StepBack, QKeySequence(Qt::Key_Left), true},
        {Action::StepOver, QKeySequence(Qt::Key_F10), true},
        {Action::StepInto, QKeySequence(Qt::Key_F11), true},
        {Action::StepOut, QKeySequence(Qt::SHIFT | Qt::Key_F11), true},
        {Action::PlayPause, QKeySequence(Qt::Key_Space), false},
        {Action::RunToBreakpoint, QKeySequence(Qt::Key_F5), false},
        {Action::ToEnd, QKeySequence(Qt::Key_End), false},
        {Action::StepForward, QKeySequence(Qt::Key_Right), true},
    };
    for (const Spec &spec : specs) {
        auto *action = new QAction(this);
        action->setShortcut(spec.shortcut);
        action->setAutoRepeat(spec.autoRepeat);
        m_actions[int(spec.action)] = action;
    }

    updateIcons();

    connect(action(Action::ToStart), &QAction::triggered, this, &PlaybackController::toStart);
    connect(action(Action::StepBack), &QAction::triggered, this, &PlaybackController::stepBack);
    connect(action(Action::StepOver), &QAction::triggered, this, &PlaybackController::stepOver);
    connect(action(Action::StepInto), &QAction::triggered, this, &PlaybackController::stepInto);
    connect(action(Action::StepOut), &QAction::triggered, this, &PlaybackController::stepOut);
    connect(action(Action::PlayPause), &QAction::triggered, this, &PlaybackController::togglePlay);
    connect(action(Action::RunToBreakpoint), &QAction::triggered, this, &PlaybackController::runToBreakpoint);
    connect(action(Action::ToEnd), &QAction::triggered, this, &PlaybackController::toEnd);
    connect(action(Action::StepForward), &QAction::triggered, this, &PlaybackController::stepInto);
}

void PlaybackController::retranslate()
{
    // The texts carry the Run menu's Alt letters; the playback bar's tooltips show them plain.
    const auto set = [this](Action which, const QString &text) {
        QAction *a = action(which);
        a->setText(text);
        const QString plain = QString(text).remove(QRegularExpression(QStringLiteral("&(?!&)|\\(&.\\)")));
        const QString keys = a->shortcut().toString(QKeySequence::NativeText);
        a->setToolTip(keys.isEmpty() ? plain : tr("%1 (%2)").arg(plain, keys));
    };
    set(Action::ToStart, tr("&To Start"));
    set(Action::StepBack, tr("Step &Back"));
    set(Action::StepOver, tr("Step &Over"));
    set(Action::StepInto, tr("Step &Into"));
    set(Action::StepOut, tr("Step O&ut"));
    set(Action::PlayPause, isPlaying() ? tr("&Pause") : tr("&Play"));
    set(Action::RunToBreakpoint, tr("Run to Brea&kpoint"));
    set(Action::ToEnd, tr("To &End"));
    set(Action::StepForward, tr("Step &Forward"));
}

void PlaybackController::updateIcons()
{
    action(Action::ToStart)->setIcon(standardIcon(QStyle::SP_MediaSkipBackward));
    action(Action::StepBack)->setIcon(standardIcon(QStyle::SP_MediaSeekBackward));
    action(Action::StepForward)->setIcon(standardIcon(QStyle::SP_MediaSeekForward));
    action(Action::ToEnd)->setIcon(standardIcon(QStyle::SP_MediaSkipForward));
    action(Action::PlayPause)->setIcon(standardIcon(isPlaying() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    for (Action drawn : {Action::StepOver, Action::StepInto, Action::StepOut, Action::RunToBreakpoint})
        action(drawn)->setIcon(drawnIcon(drawn));
}

bool PlaybackController::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
        retranslate();
    // The dark theme changes the application's palette: the icons follow its text colour.
    if (event->type() == QEvent::ApplicationPaletteChange && watched == QCoreApplication::instance())
        updateIcons();
    // Space plays and pauses window-wide, but a focused control that Space works (a button, a
    // check box, a text field, a list) keeps it: accepting the override sends it the key.
    if (event->type() == QEvent::ShortcutOverride && usesSpace(watched)) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Space && key->modifiers() == Qt::NoModifier) {
            event->accept();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

void PlaybackController::updateActions()
{
    const bool loaded = m_cursor && m_cursor->stepCount() > 0;
    const bool atStart = !loaded || m_cursor->atStart();
    const bool atEnd = !loaded || m_cursor->atEnd();
    for (Action which : {Action::ToStart, Action::StepBack})
        action(which)->setEnabled(!atStart);
    for (Action which : {Action::StepOver, Action::StepInto, Action::StepOut, Action::RunToBreakpoint,
                         Action::ToEnd, Action::StepForward})
        action(which)->setEnabled(!atEnd);
    action(Action::PlayPause)->setEnabled(isPlaying() || !atEnd);
}

const Scene *PlaybackController::scene() const
{
    return m_cursor ? &m_cursor->scene() : nullptr;
}

int PlaybackController::position() const
{
    return m_cursor ? m_cursor->position() : 0;
}

int PlaybackController::stepCount() const
{
    return m_cursor ? m_cursor->stepCount() : 0;
}

void PlaybackController::setTrace(std::shared_ptr<const Trace> trace, int position)
{
    pause();
    m_cursor.reset();
    m_notableSteps.reset();
    m_breakpointSteps.reset();
    const BreakpointList before = m_breakpoints;
    m_trace = std::move(trace);
    if (m_trace) {
        adoptBreakpoints(*m_trace);
        m_cursor = std::make_unique<Cursor>(*m_trace);
        m_cursor->seek(position);
    }
    updateActions();
    emit traceChanged();
    emit positionChanged(this->position());
    if (m_breakpoints != before)
        emit breakpointsChanged();
}

void PlaybackController::adoptBreakpoints(const Trace &next)
{
    const int width = next.initial.width();
    const int height = next.initial.height();
    BreakpointList kept;
    for (Breakpoint breakpoint : m_breakpoints) {
        if (breakpoint.kind == Breakpoint::Kind::StepKind) {
            if (!m_kindIds.isEmpty())
                breakpoint.stepKind = next.tables.stepKinds.indexOf(m_kindIds.value(breakpoint.stepKind));
            if (breakpoint.stepKind < 0 || breakpoint.stepKind >= next.tables.stepKinds.size())
                continue;
        } else {
            const int oldWidth = m_boardWidth > 0 ? m_boardWidth : width;
            const int x = breakpoint.cell % oldWidth;
            const int y = breakpoint.cell / oldWidth;
            if (breakpoint.cell < 0 || x >= width || y >= height)
                continue;
            breakpoint.cell = y * width + x;
        }
        kept.push_back(breakpoint);
    }
    m_breakpoints = std::move(kept);
    m_kindIds = next.tables.stepKinds;
    m_boardWidth = width;
}

void PlaybackController::setSpeed(int stepsPerSecond)
{
    stepsPerSecond = std::max(stepsPerSecond, minSpeed);
    if (stepsPerSecond == m_speed)
        return;
    m_speed = stepsPerSecond;
    m_carry = 0.0;
    emit speedChanged(m_speed);
}

void PlaybackController::moveTo(int position)
{
    if (!m_cursor)
        return;
    position = std::clamp(position, 0, m_cursor->stepCount());
    if (position == m_cursor->position())
        return;
    m_cursor->seek(position);
    updateActions();
    emit positionChanged(position);
}

void PlaybackController::seek(int position)
{
    m_carry = 0.0;
    moveTo(position);
    if (m_cursor && m_cursor->atEnd())
        pause();
}

void PlaybackController::toStart()
{
    pause();
    moveTo(0);
}

void PlaybackController::toEnd()
{
    pause();
    moveTo(stepCount());
}

void PlaybackController::stepBack()
{
    pause();
    moveTo(position() - 1);
}

void PlaybackController::stepInto()
{
    pause();
    moveTo(position() + 1);
}

void PlaybackController::stepOver()
{
    pause();
    if (m_cursor)
        runUntil(m_cursor->stepOverTarget(m_cursor->position()));
}

void PlaybackController::stepOut()
{
    pause();
    if (m_cursor)
        runUntil(m_cursor->stepOutTarget(m_cursor->position()));
}

void PlaybackController::runUntil(int target)
{
    // Like F5 and playing, a run stops at an enabled breakpoint on its way.
    const int stop = nextStop(m_cursor->position());
    const bool breaking = stop >= 0 && stop <= target;
    moveTo(breaking ? stop : target);
    if (breaking)
        emit stoppedAtBreakpoint(stop);
}

void PlaybackController::play()
{
    if (isPlaying() || !m_cursor || m_cursor->atEnd())
        return;
    setPlaying(true);
}

void PlaybackController::pause()
{
    if (isPlaying())
        setPlaying(false);
}

void PlaybackController::togglePlay()
{
    if (isPlaying())
        pause();
    else
        play();
}

void PlaybackController::runToBreakpoint()
{
    pause();
    if (!m_cursor || m_cursor->atEnd())
        return;
    const int stop = nextStop(m_cursor->position());
    moveTo(stop >= 0 ? stop : m_cursor->stepCount());
    if (stop >= 0)
        emit stoppedAtBreakpoint(stop);
}

void PlaybackController::setPlaying(bool playing)
{
    if (playing) {
        m_carry = 0.0;
        m_clock.start();
        m_timer.start();
    } else {
        m_timer.stop();
    }
    action(Action::PlayPause)->setIcon(standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    retranslate();
    updateActions();
    emit playingChanged(playing);
}

void PlaybackController::tick()
{
    if (!m_cursor || m_cursor->atEnd()) {
        pause();
        return;
    }
    QElapsedTimer work;
    work.start();
    const qint64 elapsed = m_clock.restart();
    const int from = m_cursor->position();
    const int end = m_cursor->stepCount();

    int target = end;
    if (m_speed != maxSpeed) {
        m_carry += double(m_speed) * double(elapsed) / 1000.0;
        const double whole = std::floor(m_carry);
        m_carry -= whole;
        target = int(std::min(double(from) + whole, double(end)));
    }
    const int stop = nextStop(from);
    const bool breaking = stop >= 0 && stop <= target;
    if (breaking)
        target = stop;

    // Seek straight to the target in chunks, each about a millisecond of work, until the
    // tick's budget is spent.
    while (m_cursor->position() < target) {
        const int distance = std::min(m_chunk, target - m_cursor->position());
        const qint64 before = work.nsecsElapsed();
        m_cursor->seek(m_cursor->position() + distance);
        const qint64 took = work.nsecsElapsed() - before;
        if (took > 2 * chunkNanos)
            m_chunk = std::max(1, m_chunk / 2);
        else if (took < chunkNanos / 2 && distance == m_chunk)
            m_chunk = std::min(maxChunk, m_chunk * 2);
        if (work.nsecsElapsed() >= tickBudgetNanos)
            break;
    }
    const int reached = m_cursor->position();
    // Behind schedule: play slower than asked rather than owe work to later ticks.
    if (reached < target)
        m_carry = 0.0;

    if (reached != from) {
        updateActions();
        emit positionChanged(reached);
    }
    if (breaking && reached == stop) {
        pause();
        emit stoppedAtBreakpoint(stop);
    } else if (m_cursor->atEnd()) {
        pause();
    }
}

int PlaybackController::nextStop(int position) const
{
    if (!m_trace)
        return -1;
    const std::vector<int> &steps = cachedBreakpointSteps();
    const auto next = std::lower_bound(steps.begin(), steps.end(), position);
    return next == steps.end() ? -1 : *next + 1;
}

void PlaybackController::setBreakpoints(BreakpointList breakpoints)
{
    if (breakpoints == m_breakpoints)
        return;
    m_breakpoints = std::move(breakpoints);
    breakpointsEdited();
}

void PlaybackController::addBreakpoint(Breakpoint breakpoint)
{
    m_breakpoints.push_back(breakpoint);
    breakpointsEdited();
}

void PlaybackController::removeBreakpoint(int index)
{
    if (index < 0 || index >= int(m_breakpoints.size()))
        return;
    m_breakpoints.erase(m_breakpoints.begin() + index);
    breakpointsEdited();
}

void PlaybackController::setBreakpointEnabled(int index, bool enabled)
{
    if (index < 0 || index >= int(m_breakpoints.size()) || m_breakpoints[std::size_t(index)].enabled == enabled)
        return;
    m_breakpoints[std::size_t(index)].enabled = enabled;
    breakpointsEdited();
}

void PlaybackController::toggleCellBreakpoint(int cell)
{
    const auto existing = std::find_if(m_breakpoints.begin(), m_breakpoints.end(), [cell](const Breakpoint &b) {
        return b.kind == Breakpoint::Kind::CellChange && b.cell == cell;
    });
    if (existing != m_breakpoints.end())
        m_breakpoints.erase(existing);
    else
        m_breakpoints.push_back(Breakpoint::onCellChange(cell));
    breakpointsEdited();
}

void PlaybackController::breakpointsEdited()
{
    m_breakpointSteps.reset();
    if (m_trace) {
        m_kindIds = m_trace->tables.stepKinds;
        m_boardWidth = m_trace->initial.width();
    }
    updateActions();
    emit breakpointsChanged();
}

QSet<int> PlaybackController::breakpointCells() const
{
    QSet<int> cells;
    for (const Breakpoint &breakpoint : m_breakpoints) {
        if (breakpoint.kind != Breakpoint::Kind::StepKind)
            cells.insert(breakpoint.cell);
    }
    return cells;
}

std::vector<int> PlaybackController::notableSteps() const
{
    if (!m_trace)
        return {};
    if (!m_notableSteps) {
        std::vector<bool> notable(std::size_t(m_trace->tables.stepKinds.size()), false);
        if (const AlgorithmInfo *info = Catalogue::find(m_trace->header.algorithm)) {
            for (const StepKindInfo &kind : info->stepKinds) {
                const int index = m_trace->tables.stepKinds.indexOf(QLatin1String(kind.id));
                if (kind.notable && index >= 0)
                    notable[std::size_t(index)] = true;
            }
        }
        std::vector<int> steps;
        if (std::find(notable.begin(), notable.end(), true) != notable.end()) {
            for (int step = 0; step < m_trace->stepCount(); ++step) {
                if (notable[m_trace->steps[std::size_t(step)].kind])
                    steps.push_back(step);
            }
        }
        m_notableSteps = std::move(steps);
    }
    return *m_notableSteps;
}

std::vector<int> PlaybackController::breakpointSteps() const
{
    return cachedBreakpointSteps();
}

const std::vector<int> &PlaybackController::cachedBreakpointSteps() const
{
    static const std::vector<int> none;
    if (!m_trace)
        return none;
    if (!m_breakpointSteps) {
        const bool anyEnabled = std::any_of(m_breakpoints.begin(), m_breakpoints.end(),
                                            [](const Breakpoint &b) { return b.enabled; });
        m_breakpointSteps = anyEnabled ? matchingSteps(*m_trace, m_breakpoints) : std::vector<int>();
    }
    return *m_breakpointSteps;
}

} // namespace gridtrace
