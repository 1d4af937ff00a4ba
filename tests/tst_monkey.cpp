// A monkey at the window: for every family's view and every live game, a seeded stream of
// random clicks, drags, wheel turns, keys, timeline scrubs, menu actions, undo and redo, with
// the runs they start. Nothing may crash, and Qt may not complain of an object misused.
//
// GRIDTRACE_MONKEY_SEED changes the seeds (each family adds its own offset to it) and
// GRIDTRACE_MONKEY_EVENTS the number of events per family; a failure prints the seed, the
// event number and the last events, which is all a rerun needs. A crash is not a message:
// the family's seed is printed before it starts, and GRIDTRACE_MONKEY_VERBOSE=1 prints every
// event as it happens (run one family with "tst_monkey families:duel").

#include "boarddocument.h"
#include "gridview.h"
#include "mainwindow.h"
#include "playbackbar.h"
#include "timeline.h"
#include "algorithmpanel.h"

#include "grid/scenariofile.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QElapsedTimer>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QWheelEvent>
#include <QtTest>

#include <cstdio>
#include <functional>
#include <deque>

using namespace gridtrace;

namespace {

// What Qt prints when an object is misused (matched without case). Any critical or fatal
// message fails too: Q_ASSERT's "ASSERT: ... in file ..." is fatal.
const char *const misuseWords[] = {
    // "QObject::connect: ... invalid nullptr parameter", "QObject::startTimer: Timers cannot
    // be started from another thread", "QObject: Cannot create children for a parent that is
    // in a different thread", "QObject::killTimer: Timers cannot be stopped from another thread"
    "qobject", "cannot",
    // "QWidget::repaint: Recursive repaint detected", "QWidget::setParent/setLayout: ...",
    // "QLayout: Attempting to add QLayout ... which already has a layout"
    "qwidget", "qlayout", "recursive",
    // "QPainter::begin: Paint device returned engine == 0", "QPainter::setPen: Painter not
    // active", "QBackingStore::endPaint() called with active painter"
    "qpainter", "not active", "qbackingstore",
    // "QAction::event: Ambiguous shortcut overload: Ctrl+Z": two actions answer one key
    "ambiguous",
    // "QBasicTimer::start: ...", "QThread: Destroyed while thread is still running"
    "qbasictimer", "qtimer", "qthread", "destroyed",
    // "QMetaObject::invokeMethod: No such method", "QSortFilterProxyModel: invalid index",
    // "QAbstractItemModel::endRemoveRows: Invalid index", "QPixmap::scaled: Pixmap is a null
    // pixmap", "QImage::pixel: coordinate out of range", "QFont::setPointSizeF: Point size <= 0"
    "qmetaobject", "invalid", "null", "out of range", "qpixmap", "qimage", "qfont",
    // "ASSERT failure in QList::at: index out of range", an object used after "deleted"
    "assert", "deleted",
};

// Harmless on the offscreen platform, which has no window manager.
const char *const allowedMessages[] = {
    // Dialogs and dock windows ask for their size hints to be passed on; offscreen has nobody
    // to pass them to.
    "This plugin does not support propagateSizeHints()",
    // Presentation mode and dialogs raise their windows; offscreen has no stacking order.
    "This plugin does not support raise()",
    // A combo box's list grabs the keyboard while it is open; offscreen has no grabs.
    "This plugin does not support grabbing the keyboard",
};

bool isAllowed(const QString &message)
{
    for (const char *text : allowedMessages) {
        if (message.contains(QLatin1String(text)))
            return true;
    }
    return false;
}

struct Failure
{
    QString message;
    int event = -1;
    QStringList lastEvents;
};

// The monkey's state as the message handler needs it.
struct Context
{
    quint32 seed = 0;
    int event = 0;
    std::deque<QString> lastEvents;
    QList<Failure> failures;
    QStringList otherWarnings;
    QStringList allowedSeen;
};

Context *g_context = nullptr;
QtMessageHandler g_previousHandler = nullptr;

QStringList lastEventList(const Context &context)
{
    QStringList list;
    for (const QString &line : context.lastEvents)
        list << line;
    return list;
}

void monkeyMessageHandler(QtMsgType type, const QMessageLogContext &where, const QString &message)
{
    if (g_context && type != QtDebugMsg && type != QtInfoMsg) {
        const bool allowed = isAllowed(message);
        if (allowed && !g_context->allowedSeen.contains(message))
            g_context->allowedSeen << message;
        bool misuse = type == QtFatalMsg || type == QtCriticalMsg;
        const QString lower = message.toLower();
        for (const char *word : misuseWords)
            misuse = misuse || lower.contains(QLatin1String(word));
        if (!allowed && misuse) {
            g_context->failures.append({message, g_context->event, lastEventList(*g_context)});
            if (type == QtFatalMsg) {
                // The process ends here: leave what reproduces it on the way out.
                std::fprintf(stderr, "MONKEY FATAL seed %u event %d: %s\nlast events:\n%s\n", g_context->seed,
                             g_context->event, qPrintable(message),
                             qPrintable(lastEventList(*g_context).join(QLatin1Char('\n'))));
            }
        } else if (!allowed) {
            g_context->otherWarnings << message;
        }
    }
    // The allowed platform noise is listed once at the end instead of on every window.
    if (g_previousHandler && !(g_context && type == QtWarningMsg && isAllowed(message)))
        g_previousHandler(type, where, message);
}

QString keyName(int key, Qt::KeyboardModifiers modifiers)
{
    return QKeySequence(QKeyCombination(modifiers, Qt::Key(key))).toString();
}

QString pointName(QPoint p)
{
    return QStringLiteral("(%1,%2)").arg(p.x()).arg(p.y());
}

class Monkey
{
public:
    // `games` are the actions that start a live game; `home` is the family's own (or null
    // for a trace's view), where the monkey comes back now and then.
    Monkey(MainWindow &window, Context &context, quint32 seed, QList<QAction *> games, QAction *home,
           std::function<void()> reopen)
        : m_window(window), m_context(context), m_rng(seed), m_games(std::move(games)), m_home(home),
          m_reopen(std::move(reopen))
    {
        collectActions();
    }

    void run(int count);

private:
    void note(const QString &what);
    void collectActions();
    void collectMenu(QMenu *menu);
    void step();
    QPoint randomPoint(QWidget *widget, bool mayMiss);
    void click();
    void drag();
    void wheel();
    void key();
    void timeline();
    void triggerAction();
    void undoRedo();
    void poke();
    void handleDialogs();
    void waitForRun();
    void goHome();
    int bounded(int n) { return int(m_rng.bounded(quint32(n))); }

    MainWindow &m_window;
    Context &m_context;
    QRandomGenerator m_rng;
    QList<QPointer<QAction>> m_actions;
    QList<QAction *> m_games;
    QAction *m_home = nullptr;
    std::function<void()> m_reopen;
};

// Menu actions wander into other games; the family's view comes back, so each family gets
// most of its events.
void Monkey::goHome()
{
    for (QAction *game : std::as_const(m_games)) {
        if (game != m_home && game->isChecked()) {
            note(QStringLiteral("home: leave \"%1\"").arg(game->text()));
            game->trigger();
        }
    }
    if (m_home && !m_home->isChecked()) {
        note(QStringLiteral("home: \"%1\"").arg(m_home->text()));
        m_home->trigger();
    }
}

void Monkey::note(const QString &what)
{
    m_context.lastEvents.push_back(QStringLiteral("#%1 %2").arg(m_context.event).arg(what));
    if (qEnvironmentVariableIsSet("GRIDTRACE_MONKEY_VERBOSE")) {
        QWidget *focus = QApplication::focusWidget();
        QWidget *modal = QApplication::activeModalWidget();
        std::fprintf(stderr, "%s | pos %d/%d running %d focus %s modal %s popup %d\n", qPrintable(m_context.lastEvents.back()),
                     m_window.playback().position(), m_window.playback().stepCount(), int(m_window.runner().isRunning()),
                     focus ? focus->metaObject()->className() : "-", modal ? modal->metaObject()->className() : "-",
                     int(QApplication::activePopupWidget() != nullptr));
    }
    while (m_context.lastEvents.size() > 20)
        m_context.lastEvents.pop_front();
}

void Monkey::collectMenu(QMenu *menu)
{
    for (QAction *action : menu->actions()) {
        if (action->isSeparator())
            continue;
        if (action->menu()) {
            collectMenu(action->menu());
            continue;
        }
        // Chosen while the window is in English: what opens a file dialog, or quits.
        const QString text = action->text().remove(QLatin1Char('&'));
        const bool fileDialog = text.startsWith(QLatin1String("Open")) || text.startsWith(QLatin1String("Save"))
                                || text.contains(QLatin1String("PNG")) || text.contains(QLatin1String("SVG"));
        if (!fileDialog && action->menuRole() != QAction::QuitRole && action->shortcut() != QKeySequence::Quit)
            m_actions << action;
    }
}

void Monkey::collectActions()
{
    for (QAction *top : m_window.menuBar()->actions()) {
        if (top->menu())
            collectMenu(top->menu());
    }
}

QPoint Monkey::randomPoint(QWidget *widget, bool mayMiss)
{
    const QSize size = widget->size();
    if (mayMiss && bounded(8) == 0) // off the board: the margins, or past the edges
        return QPoint(bounded(size.width() + 40) - 20, bounded(size.height() + 40) - 20);
    auto *view = qobject_cast<GridView *>(widget);
    const Grid &board = m_window.document().board();
    if (view && !board.isEmpty()) {
        const CellPos cell{bounded(board.width()), bounded(board.height())};
        const QPoint centre = view->cellRect(cell).center().toPoint();
        if (widget->rect().contains(centre))
            return centre;
    }
    return QPoint(bounded(qMax(1, size.width())), bounded(qMax(1, size.height())));
}

void Monkey::click()
{
    QWidget *view = m_window.gridView();
    const Qt::MouseButton button = bounded(3) == 0 ? Qt::RightButton : Qt::LeftButton;
    const QPoint at = randomPoint(view, true);
    const Qt::KeyboardModifiers modifiers = bounded(6) == 0 ? Qt::ShiftModifier : Qt::NoModifier;
    note(QStringLiteral("%1 click at %2").arg(button == Qt::LeftButton ? u"left" : u"right", pointName(at)));
    QTest::mouseClick(view, button, modifiers, at);
}

void Monkey::drag()
{
    QWidget *view = m_window.gridView();
    const Qt::MouseButton button = bounded(4) == 0 ? Qt::RightButton : Qt::LeftButton;
    QPoint at = randomPoint(view, true);
    QString path = pointName(at);
    QTest::mousePress(view, button, {}, at);
    const int moves = 1 + bounded(6);
    for (int i = 0; i < moves; ++i) {
        at = randomPoint(view, true);
        path += QStringLiteral("-") + pointName(at);
        // QTest::mouseMove carries no buttons in Qt 6.4: a drag needs the button held.
        QMouseEvent move(QEvent::MouseMove, at, view->mapToGlobal(at), Qt::NoButton, button, Qt::NoModifier);
        QApplication::sendEvent(view, &move);
    }
    note(QStringLiteral("%1 drag %2").arg(button == Qt::LeftButton ? u"left" : u"right", path));
    QTest::mouseRelease(view, button, {}, at);
}

void Monkey::wheel()
{
    QWidget *view = m_window.gridView();
    const QPoint at = randomPoint(view, true);
    const int delta = (bounded(2) ? 1 : -1) * 120 * (1 + bounded(3));
    const Qt::KeyboardModifiers modifiers = bounded(2) ? Qt::ControlModifier : Qt::NoModifier;
    note(QStringLiteral("wheel %1 at %2%3").arg(delta).arg(pointName(at), modifiers ? u" with Ctrl" : u""));
    QWheelEvent event(at, view->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton, modifiers,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(view, &event);
}

void Monkey::key()
{
    static const int keys[] = {Qt::Key_Left,     Qt::Key_Right,    Qt::Key_Up,     Qt::Key_Down,  Qt::Key_Space,
                               Qt::Key_Home,     Qt::Key_End,      Qt::Key_PageUp, Qt::Key_PageDown,
                               Qt::Key_F10,      Qt::Key_F11,      Qt::Key_F5,     Qt::Key_Escape,
                               Qt::Key_0,        Qt::Key_1,        Qt::Key_5,      Qt::Key_9,     Qt::Key_D,
                               Qt::Key_B,        Qt::Key_N,        Qt::Key_L,      Qt::Key_C,     Qt::Key_A,
                               Qt::Key_W,        Qt::Key_S,        Qt::Key_Z,      Qt::Key_Return, Qt::Key_Tab,
                               Qt::Key_Delete,   Qt::Key_Backspace};
    int key = keys[bounded(int(std::size(keys)))];
    Qt::KeyboardModifiers modifiers;
    const int chord = bounded(10);
    if (chord == 0) {
        key = Qt::Key_Z;
        modifiers = Qt::ControlModifier; // undo
    } else if (chord == 1) {
        key = Qt::Key_Z;
        modifiers = Qt::ControlModifier | Qt::ShiftModifier; // redo
    } else if (chord == 2) {
        key = Qt::Key_F11;
        modifiers = Qt::ShiftModifier; // step out
    } else if (chord == 3) {
        modifiers = Qt::ShiftModifier;
    }
    // Mostly at the board, which has the keyboard; now and then at the window.
    QWidget *target = bounded(4) == 0 ? static_cast<QWidget *>(&m_window) : m_window.gridView();
    note(QStringLiteral("key %1 at the %2").arg(keyName(key, modifiers),
                                                target == &m_window ? u"window" : u"board"));
    QTest::keyClick(target, Qt::Key(key), modifiers);
}

void Monkey::timeline()
{
    Timeline *line = m_window.playbackBar()->timeline();
    if (!line->isVisible()) {
        note(QStringLiteral("timeline hidden"));
        return;
    }
    const QPoint from = randomPoint(line, true);
    if (bounded(2)) {
        note(QStringLiteral("timeline click at %1").arg(pointName(from)));
        QTest::mouseClick(line, Qt::LeftButton, {}, from);
        return;
    }
    const QPoint to = randomPoint(line, true);
    note(QStringLiteral("timeline drag %1-%2").arg(pointName(from), pointName(to)));
    QTest::mousePress(line, Qt::LeftButton, {}, from);
    QMouseEvent move(QEvent::MouseMove, to, line->mapToGlobal(to), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(line, &move);
    QTest::mouseRelease(line, Qt::LeftButton, {}, to);
}

void Monkey::triggerAction()
{
    QList<QAction *> enabled;
    for (const QPointer<QAction> &action : std::as_const(m_actions)) {
        if (action && action->isEnabled() && action->isVisible())
            enabled << action;
    }
    if (enabled.isEmpty())
        return;
    QAction *action = enabled[bounded(int(enabled.size()))];
    note(QStringLiteral("action \"%1\"").arg(action->text()));
    action->trigger();
}

void Monkey::undoRedo()
{
    QUndoStack *stack = m_window.document().undoStack();
    const bool undo = bounded(3) != 0;
    note(QStringLiteral("%1 (stack at %2 of %3)").arg(undo ? u"undo" : u"redo").arg(stack->index()).arg(stack->count()));
    if (undo)
        stack->undo();
    else
        stack->redo();
}

// A click on a button, box or slider of the docks and the playback bar: the panels of the
// live games, the algorithm panel, the bookmarks. One that opens a file or input dialog with
// exec() is closed by the watchdog.
void Monkey::poke()
{
    QList<QWidget *> targets;
    for (QWidget *widget : m_window.findChildren<QWidget *>()) {
        const bool control = qobject_cast<QAbstractButton *>(widget) || qobject_cast<QComboBox *>(widget)
                             || qobject_cast<QAbstractSlider *>(widget) || qobject_cast<QAbstractSpinBox *>(widget);
        if (control && widget->isVisible() && widget->isEnabled() && widget->window() == &m_window)
            targets << widget;
    }
    if (targets.isEmpty())
        return;
    QWidget *target = targets[bounded(int(targets.size()))];
    const QPoint at = randomPoint(target, false);
    QString label = target->objectName();
    if (auto *button = qobject_cast<QAbstractButton *>(target))
        label += QLatin1Char(' ') + button->text();
    note(QStringLiteral("poke %1 \"%2\" at %3")
             .arg(QString::fromLatin1(target->metaObject()->className()), label, pointName(at)));
    QTest::mouseClick(target, Qt::LeftButton, {}, at);
    // A combo box's list pops up: choose a random row of it, or none.
    if (QWidget *popup = QApplication::activePopupWidget()) {
        if (bounded(2))
            QTest::keyClick(popup, Qt::Key_Down);
        QTest::keyClick(popup, bounded(3) ? Qt::Key_Return : Qt::Key_Escape);
    }
}

// Dialogs opened by the actions: a non-modal one gets a few clicks and closes; a modal one
// (it blocks the window) closes at once.
void Monkey::handleDialogs()
{
    for (QWidget *widget : QApplication::topLevelWidgets()) {
        auto *dialog = qobject_cast<QDialog *>(widget);
        if (!dialog || !dialog->isVisible())
            continue;
        const QString name = QString::fromLatin1(dialog->metaObject()->className());
        if (dialog->isModal() || dialog->windowModality() != Qt::NonModal) {
            note(QStringLiteral("close modal %1").arg(name));
            dialog->reject();
            continue;
        }
        for (int i = 0; i < 3; ++i) {
            const QPoint at = randomPoint(dialog, false);
            QWidget *child = dialog->childAt(at);
            // Buttons may start what a file dialog ends; the watchdog closes those.
            note(QStringLiteral("click %1 in %2 at %3")
                     .arg(child ? QString::fromLatin1(child->metaObject()->className()) : QStringLiteral("nothing"),
                          name, pointName(at)));
            if (child)
                QTest::mouseClick(child, Qt::LeftButton, {}, child->mapFrom(dialog, at));
            QCoreApplication::processEvents();
            if (!dialog->isVisible())
                break;
        }
        note(QStringLiteral("close %1").arg(name));
        dialog->close();
    }
}

void Monkey::waitForRun()
{
    note(QStringLiteral("wait for the run"));
    if (!QTest::qWaitFor([this] { return !m_window.runner().isRunning(); }, 20000))
        note(QStringLiteral("the run goes on after 20 s"));
}

void Monkey::step()
{
    const int kind = bounded(100);
    if (kind < 22)
        click();
    else if (kind < 36)
        drag();
    else if (kind < 42)
        wheel();
    else if (kind < 68)
        key();
    else if (kind < 78)
        timeline();
    else if (kind < 88)
        triggerAction();
    else if (kind < 92)
        undoRedo();
    else if (kind < 95)
        poke();
    else if (kind < 97)
        handleDialogs();
    else {
        note(QStringLiteral("wait"));
        QTest::qWait(bounded(30));
    }
}

void Monkey::run(int count)
{
    for (m_context.event = 0; m_context.event < count; ++m_context.event) {
        step();
        QCoreApplication::processEvents();
        // A window-modal dialog takes the window's mouse: close it before the next event, as
        // a user who opened it by chance would.
        if (auto *modal = qobject_cast<QDialog *>(QApplication::activeModalWidget())) {
            note(QStringLiteral("close modal %1").arg(QString::fromLatin1(modal->metaObject()->className())));
            modal->reject();
            QCoreApplication::processEvents();
        }
        if (m_context.event % 150 == 149)
            waitForRun();
        if (m_context.event % 60 == 59)
            goHome();
        // Edits end in boards with no way through and runs that fail; the family's example
        // comes back now and then, over what the monkey left.
        if (m_context.event % 500 == 499) {
            note(QStringLiteral("home: the family's example again"));
            m_reopen();
        }
        if (m_context.event % 40 == 39)
            handleDialogs();
        if (!m_context.failures.isEmpty())
            return;
    }
    handleDialogs();
    waitForRun();
}

} // namespace

class TestMonkey : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void families_data();
    void families();

private:
    void openFamily(MainWindow &window, const QString &family);
    QTemporaryDir m_dir;
    Context m_context;
    QTimer m_watchdog;
    QElapsedTimer m_sinceEvent;
    int m_lastEvent = -1;
    QStringList m_rates;
    QAction *m_play = nullptr;
};

void TestMonkey::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("GridTraceTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_monkey"));
    QSettings().clear();
    g_context = &m_context;
    g_previousHandler = qInstallMessageHandler(monkeyMessageHandler);

    // Something the monkey set off may open a modal dialog with exec() (a file dialog, an
    // input dialog, a context menu): the monkey's loop is then stuck inside it. The event
    // loop still turns, so a timer closes whatever is modal once the monkey has not moved on
    // for a while.
    // The handler knows misuse when Qt reports it: a connection to nothing.
    QObject::connect(nullptr, SIGNAL(destroyed()), this, SLOT(deleteLater()));
    QCOMPARE(m_context.failures.size(), 1);
    QVERIFY(m_context.failures.first().message.contains(QLatin1String("QObject::connect")));
    m_context.failures.clear();

    m_sinceEvent.start();
    m_watchdog.setInterval(250);
    connect(&m_watchdog, &QTimer::timeout, this, [this] {
        if (m_context.event != m_lastEvent) {
            m_lastEvent = m_context.event;
            m_sinceEvent.restart();
            return;
        }
        if (m_sinceEvent.elapsed() < 500)
            return;
        if (QWidget *popup = QApplication::activePopupWidget()) {
            m_context.lastEvents.push_back(QStringLiteral("watchdog closes popup %1").arg(QString::fromLatin1(popup->metaObject()->className())));
            popup->close();
        } else if (QWidget *modal = QApplication::activeModalWidget()) {
            m_context.lastEvents.push_back(QStringLiteral("watchdog closes modal %1").arg(QString::fromLatin1(modal->metaObject()->className())));
            if (auto *dialog = qobject_cast<QDialog *>(modal))
                dialog->reject();
            else
                modal->close();
        }
    });
    m_watchdog.start();
}

void TestMonkey::cleanupTestCase()
{
    m_watchdog.stop();
    qInstallMessageHandler(g_previousHandler);
    g_context = nullptr;
    for (const QString &line : std::as_const(m_rates))
        qInfo().noquote() << line;
    if (!m_context.allowedSeen.isEmpty())
        qInfo().noquote() << "allowed platform messages:" << m_context.allowedSeen.join(QStringLiteral(" | "));
}

void TestMonkey::openFamily(MainWindow &window, const QString &family)
{
    const auto actionNamed = [&](const char *name) { return window.findChild<QAction *>(QString::fromLatin1(name)); };
    const auto actionWithShortcut = [&](const QKeySequence &shortcut) -> QAction * {
        for (QAction *action : window.findChildren<QAction *>()) {
            if (action->shortcut() == shortcut)
                return action;
        }
        return nullptr;
    };
    const auto waitForTrace = [&] {
        return QTest::qWaitFor([&] { return window.trace() && !window.runner().isRunning(); }, 20000);
    };

    if (family.contains(QLatin1String("puzzle"))) {
        // A small empty board, then the layer-by-layer solver chosen in the algorithm panel:
        // the solver shuffles the board into a puzzle of its size.
        Scenario scenario;
        scenario.board = Grid(4, 4);
        scenario.start = CellPos{0, 0};
        scenario.goal = CellPos{3, 3};
        scenario.algorithm = QStringLiteral("astar");
        const QString file = m_dir.filePath(QStringLiteral("small.json"));
        QString error;
        QVERIFY2(saveScenario(scenario, file, &error), qPrintable(error));
        QVERIFY(window.openFile(file));
        QVERIFY(waitForTrace());
        auto *panel = window.findChild<AlgorithmPanel *>();
        QVERIFY(panel);
        QComboBox *box = panel->algorithmBox();
        const int index = box->findData(QStringLiteral("layered"), Qt::UserRole);
        QVERIFY(index >= 0);
        box->setCurrentIndex(index);
        emit box->activated(index);
        QTRY_VERIFY_WITH_TIMEOUT(window.trace() && window.trace()->header.algorithm == u"layered"
                                     && !window.runner().isRunning(), 20000);
    } else {
        const QString example = family.contains(QLatin1String("snake-ai")) || family == u"play-snake"
                                    ? QStringLiteral("snake-drawn")
                                : family.contains(QLatin1String("hamilton")) ? QStringLiteral("hamilton-cycle")
                                : family.contains(QLatin1String("duel"))     ? QStringLiteral("duel-alphabeta")
                                : family.contains(QLatin1String("link"))     ? QStringLiteral("link-ring")
                                                                             : QStringLiteral("astar-maze");
        window.openExample(example);
        QVERIFY(waitForTrace());
    }

    m_play = nullptr;
    QAction *&play = m_play;
    if (family == u"play-snake")
        play = actionWithShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    else if (family == u"play-duel")
        play = actionNamed("playDuelAction");
    else if (family == u"play-link")
        play = actionNamed("playLinkAction");
    else if (family == u"play-puzzle")
        play = actionNamed("playPuzzleAction");
    if (family.startsWith(QLatin1String("play-"))) {
        QVERIFY(play);
        play->trigger();
        QVERIFY(play->isChecked());
        QVERIFY(window.gridView()->scene() != window.playback().scene());
    }
}

void TestMonkey::families_data()
{
    QTest::addColumn<QString>("family");
    QTest::addColumn<quint32>("seedOffset");
    const char *const families[] = {"pathfinding", "snake-ai",  "hamilton",  "duel",      "link",
                                    "puzzle",      "play-snake", "play-duel", "play-link", "play-puzzle"};
    quint32 offset = 0;
    for (const char *family : families)
        QTest::newRow(family) << QString::fromLatin1(family) << offset++;
}

void TestMonkey::families()
{
    QFETCH(QString, family);
    QFETCH(quint32, seedOffset);
    bool ok = false;
    quint32 base = qEnvironmentVariable("GRIDTRACE_MONKEY_SEED").toUInt(&ok);
    if (!ok)
        base = 20240;
    int count = qEnvironmentVariableIntValue("GRIDTRACE_MONKEY_EVENTS", &ok);
    if (!ok || count <= 0)
        count = 3000;
    const quint32 seed = base + seedOffset * 1000;
    qInfo().noquote() << family << "seed" << seed << "events" << count
                      << QStringLiteral("(GRIDTRACE_MONKEY_SEED=%1)").arg(base);

    m_context.seed = seed;
    m_context.event = -1;
    m_context.lastEvents.clear();
    m_context.failures.clear();
    m_context.otherWarnings.clear();

    QElapsedTimer clock;
    clock.start();
    QString activity;
    {
        MainWindow window;
        window.resize(1100, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        openFamily(window, family);
        if (QTest::currentTestFailed())
            return;
        // What the events did, so a monkey that only knocks on a closed door shows in the figures.
        int runs = 0;
        int moves = 0;
        int edits = 0;
        connect(&window.runner(), &RunController::finished, this, [&runs] { ++runs; });
        connect(&window.playback(), &PlaybackController::positionChanged, this, [&moves] { ++moves; });
        connect(window.document().undoStack(), &QUndoStack::indexChanged, this, [&edits] { ++edits; });
        QList<QAction *> games;
        for (QAction *action : window.findChildren<QAction *>()) {
            if (action->isCheckable() && (action->objectName().startsWith(QLatin1String("play"))
                                          || action->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_P)))
                games << action;
        }
        QCOMPARE(games.size(), 4);
        QAction *play = m_play;
        Monkey monkey(window, m_context, seed, games, play, [&] {
            if (play && play->isChecked())
                play->trigger();
            openFamily(window, family);
        });
        monkey.run(count);
        activity = QStringLiteral("; %1 runs, %2 position changes, %3 undo-stack moves").arg(runs).arg(moves).arg(edits);
        window.runner().cancel();
    }
    // Whatever the window's end left queued (deleteLater, timers) runs before the verdict.
    QCoreApplication::processEvents();
    const double seconds = clock.nsecsElapsed() / 1e9;
    const int done = qMin(count, m_context.event + 1);
    m_rates << QStringLiteral("%1: %2 events in %3 s, %4 events/s")
                   .arg(family, -12)
                   .arg(done)
                   .arg(seconds, 0, 'f', 1)
                   .arg(done / seconds, 0, 'f', 0)
               + activity;
    for (const QString &warning : std::as_const(m_context.otherWarnings))
        qInfo().noquote() << "other warning:" << warning;

    if (!m_context.failures.isEmpty()) {
        const Failure &first = m_context.failures.first();
        QFAIL(qPrintable(QStringLiteral("%1: seed %2 (GRIDTRACE_MONKEY_SEED=%3), event %4: %5\nlast events:\n%6")
                             .arg(family)
                             .arg(seed)
                             .arg(base)
                             .arg(first.event)
                             .arg(first.message, first.lastEvents.join(QLatin1Char('\n')))));
    }
}

QTEST_MAIN(TestMonkey)
#include "tst_monkey.moc"
