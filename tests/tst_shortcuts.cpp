// Every key does one thing. A key two actions share triggers neither ("Ambiguous shortcut
// overload"), and an Alt+letter two labels or buttons share only cycles the focus between them,
// so the walk below collects, in English and in Chinese:
// - per window, the keys of its actions that apply window-wide, the menu bar's mnemonics and
//   the mnemonics of its labels (with a buddy), buttons and group boxes;
// - per menu, the mnemonics of its items;
// for the main window, with every dock counted as shown (a user can float them all), and for
// every dialog a menu item opens. The same walk finds what a keyboard user cannot reach by a
// letter: a menu item, a field's label, a button or a check box of a dialog without one. Space,
// the window's play key, must not be taken from a focused control either.

#include "algorithmpanel.h"
#include "dueltournamentdialog.h"
#include "scenariopicker.h"
#include "snakestatsdialog.h"
#include "watchesdock.h"
#include "autosave.h"
#include "breakpointsdock.h"
#include "catalogue/catalogue.h"
#include "gridview.h"
#include "language.h"
#include "languageswitch.h"
#include "mainwindow.h"
#include "playbackcontroller.h"

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QtTest>

using namespace gridtrace;

namespace {

QString describe(QWidget *widget)
{
    const QString objectName = widget->objectName();
    const QString className = QString::fromLatin1(widget->metaObject()->className());
    return objectName.isEmpty() ? className : className + u'#' + objectName;
}

// Keys and what holds them, in one scope; a key held twice is a clash.
class KeyScope
{
public:
    explicit KeyScope(QString name) : m_name(std::move(name)) {}

    void add(const QKeySequence &key, const QString &holder)
    {
        if (key.isEmpty())
            return;
        const QString text = key.toString(QKeySequence::PortableText);
        m_holders[text] << holder;
    }

    // A mnemonic as Qt reads it: "&Save", "保存(&S)", "&&" is a plain ampersand.
    void addMnemonic(const QString &text, const QString &holder)
    {
        add(QKeySequence::mnemonic(text), QStringLiteral("%1 \"%2\"").arg(holder, text));
    }

    QStringList clashes() const
    {
        QStringList lines;
        for (auto it = m_holders.cbegin(); it != m_holders.cend(); ++it) {
            if (it->size() > 1)
                lines << QStringLiteral("%1: %2 is held by %3").arg(m_name, it.key(), it->join(QStringLiteral(", ")));
        }
        return lines;
    }

private:
    QString m_name;
    QMap<QString, QStringList> m_holders;
};

// The item mnemonics of a menu and, each a scope of its own, of its submenus.
void menuClashes(QMenu *menu, const QString &path, QStringList &clashes)
{
    KeyScope scope(QStringLiteral("menu ") + path);
    for (QAction *action : menu->actions()) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        scope.addMnemonic(action->text(), QStringLiteral("item"));
        if (action->menu())
            menuClashes(action->menu(), path + QStringLiteral(" > ") + QString(action->text()).remove(u'&'), clashes);
    }
    clashes += scope.clashes();
}

// The panels of the games: one game is played at a time, so a panel shares its keys with the
// rest of the window and never with another game's panel.
const QStringList gamePanels{QStringLiteral("snakeDock"), QStringLiteral("duelDock"), QStringLiteral("linkDock"),
                             QStringLiteral("puzzleDock")};

// Whether a widget shows when the part of the window it is in shows: a dock counts as shown,
// a game's panel only when it is `game`.
bool shownWithItsPart(QWidget *widget, QWidget *window, const QString &game = {})
{
    QWidget *part = window;
    for (QWidget *up = widget->parentWidget(); up && up != window; up = up->parentWidget()) {
        if (auto *dock = qobject_cast<QDockWidget *>(up)) {
            if (gamePanels.contains(dock->objectName()) && dock->objectName() != game)
                return false;
            part = dock;
            break;
        }
    }
    return widget->isVisibleTo(part);
}

bool inPanel(const QWidget *widget, const QString &panel)
{
    for (const QWidget *up = widget->parentWidget(); up; up = up->parentWidget())
        if (up->objectName() == panel)
            return true;
    return false;
}

// The action that starts and leaves the game of a game's panel.
QAction *playAction(QMainWindow &window, const QString &panel)
{
    const QString name = QStringLiteral("play") + panel.left(1).toUpper() + panel.mid(1).chopped(4) + QStringLiteral("Action");
    return window.findChild<QAction *>(name);
}

// The actions whose shortcuts apply wherever the focus is in `window`.
QSet<QAction *> windowActions(QWidget *window, const QString &game = {})
{
    QSet<QAction *> actions;
    QList<QWidget *> widgets{window};
    widgets += window->findChildren<QWidget *>();
    QList<QMenu *> menus;
    if (auto *main = qobject_cast<QMainWindow *>(window))
        for (QAction *top : main->menuBar()->actions())
            if (top->menu())
                menus << top->menu();
    for (int i = 0; i < menus.size(); ++i) {
        for (QAction *action : menus[i]->actions()) {
            actions.insert(action);
            if (action->menu())
                menus << action->menu();
        }
    }
    for (QWidget *widget : std::as_const(widgets)) {
        if (widget != window && !shownWithItsPart(widget, window, game))
            continue;
        for (QAction *action : widget->actions())
            actions.insert(action);
    }
    QSet<QAction *> windowWide;
    for (QAction *action : std::as_const(actions)) {
        const Qt::ShortcutContext context = action->shortcutContext();
        if (context == Qt::WindowShortcut || context == Qt::ApplicationShortcut)
            windowWide.insert(action);
    }
    return windowWide;
}

QStringList windowClashes(QWidget *window, const QString &name, const QString &game = {})
{
    KeyScope scope(game.isEmpty() ? name : name + QStringLiteral(" with ") + game);
    for (QAction *action : windowActions(window, game)) {
        const QString holder = QStringLiteral("action \"%1\"").arg(action->text());
        for (const QKeySequence &key : action->shortcuts())
            scope.add(key, holder);
    }
    QStringList clashes;
    if (auto *main = qobject_cast<QMainWindow *>(window)) {
        for (QAction *top : main->menuBar()->actions()) {
            if (!top->isVisible())
                continue;
            scope.addMnemonic(top->text(), QStringLiteral("menu"));
            if (top->menu())
                menuClashes(top->menu(), QString(top->text()).remove(u'&'), clashes);
        }
    }
    for (QWidget *widget : window->findChildren<QWidget *>()) {
        if (!shownWithItsPart(widget, window, game))
            continue;
        // With the game on, what it turns off outside its panel (the Algorithm panel, the
        // timeline) holds no letter.
        if (!game.isEmpty() && !widget->isEnabled() && !inPanel(widget, game))
            continue;
        if (auto *label = qobject_cast<QLabel *>(widget); label && label->buddy())
            scope.addMnemonic(label->text(), describe(label));
        // A button disabled now is enabled at another moment (Stop while a tournament runs).
        else if (auto *button = qobject_cast<QAbstractButton *>(widget))
            scope.addMnemonic(button->text(), describe(button));
        else if (auto *group = qobject_cast<QGroupBox *>(widget))
            scope.addMnemonic(group->title(), describe(group));
    }
    return clashes + scope.clashes();
}

// Whether this label names a form row's field that takes the focus. A row of several controls
// (width x height) is counted by its label's buddy instead.
bool namesAFormField(QWidget *window, QLabel *label)
{
    for (QFormLayout *form : window->findChildren<QFormLayout *>()) {
        int row = -1;
        QFormLayout::ItemRole role;
        form->getWidgetPosition(label, &row, &role);
        if (row < 0 || role != QFormLayout::LabelRole)
            continue;
        QLayoutItem *field = form->itemAt(row, QFormLayout::FieldRole);
        return field && field->widget() && field->widget()->focusPolicy() != Qt::NoFocus;
    }
    return false;
}

// The labelled controls a keyboard user cannot reach with Alt and a letter: a label naming a
// field, a button (a panel's small tool buttons too), a radio button or a check box without a
// mnemonic, or a label with one and no field to take the focus. Not counted: a button box's OK
// and Cancel (Return and Escape are theirs), check boxes named by the catalogue (Snake
// Statistics' list of AIs) and buttons that show a sign alone (the Bookmarks panel's arrows, a
// browse button's ellipsis) or an icon alone (the playback bar's, whose keys the Run menu
// lists), which their tooltips name. In the main window without a game, buttons only: the
// Algorithm panel's parameter labels are the catalogue's.
enum class Checked { All, ButtonsOnly };
QStringList missingMnemonics(QWidget *window, const QString &name, const QString &game = {}, Checked checked = Checked::All)
{
    QStringList missing;
    const auto lacks = [&](QWidget *widget, const QString &text) {
        if (!text.isEmpty() && QKeySequence::mnemonic(text).isEmpty())
            missing << QStringLiteral("%1: %2 \"%3\" has no Alt letter").arg(name, describe(widget), text);
    };
    const auto inGamePanel = [&](QWidget *widget) {
        for (QWidget *up = widget->parentWidget(); up; up = up->parentWidget())
            if (up->objectName() == game)
                return true;
        return false;
    };
    for (QWidget *widget : window->findChildren<QWidget *>()) {
        if (!shownWithItsPart(widget, window, game) || (!game.isEmpty() && !inGamePanel(widget)))
            continue;
        if (auto *label = qobject_cast<QLabel *>(widget); label && checked == Checked::All) {
            if (label->buddy() || namesAFormField(window, label))
                lacks(label, label->text());
            if (!QKeySequence::mnemonic(label->text()).isEmpty() && !label->buddy())
                missing << QStringLiteral("%1: %2 \"%3\" has no field").arg(name, describe(label), label->text());
            continue;
        }
        auto *button = qobject_cast<QAbstractButton *>(widget);
        if (!button)
            continue;
        const QString text = button->text();
        if (std::none_of(text.cbegin(), text.cend(), [](QChar c) { return c.isLetterOrNumber(); }))
            continue;
        if (auto *tool = qobject_cast<QToolButton *>(button); tool && tool->toolButtonStyle() == Qt::ToolButtonIconOnly && !tool->icon().isNull())
            continue;
        if (auto *box = qobject_cast<QDialogButtonBox *>(button->parentWidget())) {
            const QDialogButtonBox::StandardButton standard = box->standardButton(button);
            if (standard == QDialogButtonBox::Ok || standard == QDialogButtonBox::Cancel)
                continue;
        }
        if (qobject_cast<QCheckBox *>(button) && Catalogue::find(QStringLiteral("snake-") + button->objectName()))
            continue;
        lacks(button, text);
    }
    return missing;
}

// The items of a menu and its submenus without a mnemonic, keys of their own (the Run menu's F5,
// F10...) or not: a menu opened by Alt takes its items by letter, View > Panels' too.
void menuItemsWithoutMnemonic(QMenu *menu, const QString &path, QStringList &missing)
{
    for (QAction *action : menu->actions()) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        const QString text = action->text();
        if (QKeySequence::mnemonic(text).isEmpty())
            missing << QStringLiteral("menu %1: item \"%2\" has no Alt letter").arg(path, text);
        if (action->menu())
            menuItemsWithoutMnemonic(action->menu(), path + QStringLiteral(" > ") + QString(text).remove(u'&'), missing);
    }
}

bool waitForTrace(MainWindow &window)
{
    return QTest::qWaitFor([&] { return window.trace() && !window.runner().isRunning(); }, 20000);
}

void leafActions(QMenu *menu, QList<QAction *> &actions)
{
    for (QAction *action : menu->actions()) {
        if (action->isSeparator())
            continue;
        if (action->menu())
            leafActions(action->menu(), actions);
        else
            actions << action;
    }
}

// Lianliankan > Compare the Two Searches on This Board…, opened on the game played.
QStringList linkComparisonClashes(MainWindow &window, int *dialogCount)
{
    auto *compare = window.findChild<QAction *>(QStringLiteral("compareLinkAction"));
    if (!compare)
        return {QStringLiteral("no action compares the Lianliankan searches")};
    compare->trigger();
    auto *dialog = window.findChild<QDialog *>(QStringLiteral("linkComparisonDialog"));
    if (!dialog || !dialog->isVisible())
        return {QStringLiteral("the Lianliankan comparison did not open on the game's board")};
    ++*dialogCount;
    const QString name = QStringLiteral("dialog \"%1\"").arg(dialog->windowTitle());
    QStringList clashes = windowClashes(dialog, name) + missingMnemonics(dialog, name);
    dialog->close();
    return clashes;
}

// The window and every dialog its menus open, in the language now installed.
QStringList allClashes(MainWindow &window, int *dialogCount)
{
    QStringList clashes = windowClashes(&window, QStringLiteral("main window"));
    clashes += missingMnemonics(&window, QStringLiteral("main window"), {}, Checked::ButtonsOnly);
    // A search asks for no seed; a maze shows the seed row and its New seed button.
    auto *panel = window.findChild<AlgorithmPanel *>();
    const QString search = panel->algorithm();
    const QVariantMap parameters = panel->parameters();
    panel->setSettings(QStringLiteral("maze-backtracker"), {}, 1);
    clashes += windowClashes(&window, QStringLiteral("main window with a maze chosen"));
    clashes += missingMnemonics(&window, QStringLiteral("main window with a maze chosen"), {}, Checked::ButtonsOnly);
    panel->setSettings(search, parameters, 1);
    // A search beside the board: its choice and Swap beside the window's letters.
    auto *compare = window.findChild<QAction *>(QStringLiteral("compareAction"));
    auto *pane = window.findChild<QWidget *>(QStringLiteral("comparePane"));
    if (!compare || !pane) {
        clashes << QStringLiteral("no Compare Side by Side");
    } else {
        compare->trigger();
        clashes += windowClashes(&window, QStringLiteral("main window comparing"));
        clashes += missingMnemonics(&window, QStringLiteral("main window comparing"), {}, Checked::ButtonsOnly);
        clashes += missingMnemonics(pane, QStringLiteral("the search beside"));
        compare->trigger();
    }
    // Each game as it is played: its panel's letters beside those of the window it leaves on.
    for (const QString &game : gamePanels) {
        QAction *play = playAction(window, game);
        if (!play) {
            clashes << QStringLiteral("no action plays %1").arg(game);
            continue;
        }
        play->trigger();
        clashes += windowClashes(&window, QStringLiteral("main window"), game);
        clashes += missingMnemonics(&window, QStringLiteral("main window with ") + game, game);
        // Its Pause button says Resume once pressed, with a letter of its own.
        auto *dock = window.findChild<QDockWidget *>(game);
        if (auto *pause = dock ? dock->findChild<QAbstractButton *>(QStringLiteral("pause")) : nullptr; pause && pause->isEnabled()) {
            const QString before = pause->text();
            pause->click();
            if (pause->text() == before)
                clashes << QStringLiteral("%1: Pause did not turn into Resume").arg(game);
            clashes += windowClashes(&window, QStringLiteral("main window paused"), game);
            clashes += missingMnemonics(&window, QStringLiteral("main window paused with ") + game, game);
            pause->click();
        }
        // The comparison needs a Lianliankan board: the game's, while it is played.
        if (game == u"linkDock")
            clashes += linkComparisonClashes(window, dialogCount);
        play->trigger();
        if (!QTest::qWaitFor([&] { return !window.runner().isRunning(); }, 20000))
            clashes << QStringLiteral("a run did not end after leaving %1").arg(game);
    }
    for (QAction *top : window.menuBar()->actions())
        if (top->menu())
            menuItemsWithoutMnemonic(top->menu(), QString(top->text()).remove(u'&'), clashes);
    QList<QAction *> actions;
    for (QAction *top : window.menuBar()->actions())
        if (top->menu())
            leafActions(top->menu(), actions);
    const QStringList languages = Language::available();
    for (QAction *action : std::as_const(actions)) {
        // A dialog's menu item ends with an ellipsis; toggles and the language menu are not one.
        if (!action->isEnabled() || action->isCheckable() || languages.contains(action->data().toString())
            || !action->text().endsWith(QChar(0x2026)))
            continue;
        const QString path = QString(action->text()).remove(u'&');
        QSet<QWidget *> before;
        for (QWidget *widget : QApplication::topLevelWidgets())
            before.insert(widget);
        QSet<QWidget *> handled;
        // A modal exec() blocks the trigger: the dialog is read and closed from a timer.
        const auto readDialogs = [&] {
            for (QWidget *widget : QApplication::topLevelWidgets()) {
                auto *dialog = qobject_cast<QDialog *>(widget);
                if (!dialog || !dialog->isVisible() || before.contains(dialog) || handled.contains(dialog))
                    continue;
                handled.insert(dialog);
                // Qt's file dialog keeps Qt's own keys.
                if (!qobject_cast<QFileDialog *>(dialog)) {
                    ++*dialogCount;
                    const QString name = QStringLiteral("dialog \"%1\" from \"%2\"").arg(dialog->windowTitle(), path);
                    clashes += windowClashes(dialog, name);
                    clashes += missingMnemonics(dialog, name);
                }
                dialog->reject();
            }
        };
        QTimer poll;
        poll.setInterval(20);
        QObject::connect(&poll, &QTimer::timeout, readDialogs);
        poll.start();
        action->trigger();
        QTest::qWait(60);
        readDialogs();
        poll.stop();
        if (!QTest::qWaitFor([&] { return !window.runner().isRunning(); }, 20000))
            clashes << QStringLiteral("a run did not end after \"%1\"").arg(path);
    }
    clashes.removeDuplicates();
    return clashes;
}

// Where Tab takes the focus from the first cell of a list or table: out of it, to the next
// control, or nowhere else when the view kept it (cell by cell, round and round).
QStringList tabTraps(QWidget *window)
{
    QStringList traps;
    for (QAbstractItemView *view : window->findChildren<QAbstractItemView *>()) {
        if (!view->isVisible() || view->focusPolicy() == Qt::NoFocus || !view->model()
            || view->model()->rowCount(view->rootIndex()) == 0)
            continue;
        view->setFocus(Qt::MouseFocusReason);
        if (!QTest::qWaitFor([&] { return view->hasFocus(); }, 1000)) {
            traps << describe(view) + QStringLiteral(" takes no focus");
            continue;
        }
        // From the first cell a trap goes on to the next cell.
        view->setCurrentIndex(view->model()->index(0, 0, view->rootIndex()));
        QTest::keyClick(view, Qt::Key_Tab);
        if (QApplication::focusWidget() == view || view->isAncestorOf(QApplication::focusWidget()))
            traps << describe(view) + QStringLiteral(" keeps Tab");
    }
    return traps;
}

} // namespace

class TestShortcuts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void theWalkFindsAClash();
    void theWalkFindsAMissingLetter();
    void noKeyIsShared_data();
    void noKeyIsShared();
    void redoFromTheKeyboard();
    void spaceStaysWithTheFocusedControl_data();
    void spaceStaysWithTheFocusedControl();
    void breakpointButtonsTakeSpaceAndReturn();
    void tabLeavesEveryTable();
};

void TestShortcuts::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GridTraceTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_shortcuts"));
    QSettings().clear();
}

void TestShortcuts::cleanupTestCase()
{
    Language::install(QStringLiteral("en"));
    QSettings().clear();
}

// The walk itself sees each kind of clash it looks for.
void TestShortcuts::theWalkFindsAClash()
{
    QDialog dialog;
    auto *seed = new QLabel(QStringLiteral("First &seed:"), &dialog);
    seed->setBuddy(new QLineEdit(&dialog));
    new QCheckBox(QStringLiteral("种子(&S)"), &dialog);
    auto *twice = new QAction(&dialog);
    twice->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)});
    dialog.addAction(twice);
    const QStringList clashes = windowClashes(&dialog, QStringLiteral("dialog"));
    QCOMPARE(clashes.size(), 2);
    QVERIFY2(clashes.join(u'\n').contains(QStringLiteral("Alt+S")), qPrintable(clashes.join(u'\n')));
    QVERIFY2(clashes.join(u'\n').contains(QStringLiteral("Ctrl+Shift+Z")), qPrintable(clashes.join(u'\n')));

    QMenu menu;
    menu.addAction(QStringLiteral("&Start"));
    menu.addAction(QStringLiteral("&Stop"));
    QStringList menuClash;
    menuClashes(&menu, QStringLiteral("test"), menuClash);
    QCOMPARE(menuClash.size(), 1);
}

// The walk itself sees each kind of control without a letter, and not a button box's OK.
void TestShortcuts::theWalkFindsAMissingLetter()
{
    QDialog dialog;
    auto *form = new QFormLayout(&dialog);
    form->addRow(new QLabel(QStringLiteral("Kinds:")), new QSpinBox);
    form->addRow(new QLabel(QStringLiteral("&Title:")), new QLineEdit);
    form->addRow(new QCheckBox(QStringLiteral("A caption bar")));
    form->addRow(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel));
    auto *remove = new QToolButton;
    remove->setText(QStringLiteral("Remove All"));
    auto *previous = new QToolButton;
    previous->setText(QStringLiteral("\u25C0"));
    form->addRow(remove, previous);
    const QStringList missing = missingMnemonics(&dialog, QStringLiteral("dialog"));
    QCOMPARE(missing.size(), 4);
    QVERIFY2(missing.join(u'\n').contains(QStringLiteral("\"Remove All\" has no Alt letter")), qPrintable(missing.join(u'\n')));
    QVERIFY2(missing.join(u'\n').contains(QStringLiteral("\"Kinds:\" has no Alt letter")), qPrintable(missing.join(u'\n')));
    QVERIFY2(missing.join(u'\n').contains(QStringLiteral("\"&Title:\" has no field")), qPrintable(missing.join(u'\n')));
    QVERIFY2(missing.join(u'\n').contains(QStringLiteral("\"A caption bar\" has no Alt letter")), qPrintable(missing.join(u'\n')));

    QMenu menu;
    menu.addAction(QStringLiteral("&English"));
    menu.addAction(QStringLiteral("简体中文"));
    QMainWindow window;
    QStringList menuMissing;
    menuItemsWithoutMnemonic(&menu, QStringLiteral("Language"), menuMissing);
    QCOMPARE(menuMissing.size(), 1);
}

void TestShortcuts::noKeyIsShared_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    if (Language::available().contains(QStringLiteral("zh_CN")))
        QTest::newRow("Chinese") << QStringLiteral("zh_CN");
}

void TestShortcuts::noKeyIsShared()
{
    QFETCH(QString, language);
    QVERIFY(switchLanguage(language));
    // Work left by a crash: the window offers it back in a bar over the board, whose buttons
    // share the window's letters.
    QTemporaryDir autosave;
    QVERIFY(autosave.isValid());
    qputenv("GRIDTRACE_AUTOSAVE_DIR", autosave.path().toLocal8Bit());
    const auto unset = qScopeGuard([] { qunsetenv("GRIDTRACE_AUTOSAVE_DIR"); });
    {
        RecoveryState left;
        left.scenario.board = Grid(12, 8);
        left.scenario.start = CellPos{1, 4};
        left.scenario.goal = CellPos{10, 4};
        left.scenario.algorithm = QStringLiteral("astar");
        left.bookmarks = {{2, QStringLiteral("two")}};
        left.saved = QDateTime::currentDateTimeUtc();
        QFile file(QDir(autosave.path()).filePath(QStringLiteral("recovery-1-1.json")));
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(writeRecoveryJson(left)) > 0);
    }
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    window.openExample();
    QVERIFY(waitForTrace(window));
    QVERIFY(QTest::qWaitFor([&] {
        auto *bar = window.findChild<QWidget *>(QStringLiteral("recoveryBar"));
        return bar && bar->isVisible();
    }));
    window.playback().seek(window.playback().stepCount() / 2);
    QCoreApplication::processEvents();

    int dialogs = 0;
    const QStringList clashes = allClashes(window, &dialogs);
    QVERIFY2(dialogs >= 4, qPrintable(QString::number(dialogs)));
    // Every line, as a failure's message is cut short.
    for (const QString &clash : clashes)
        qWarning().noquote() << clash;
    QVERIFY2(clashes.isEmpty(), qPrintable(QStringLiteral("\n") + clashes.join(u'\n')));
    QVERIFY(switchLanguage(QStringLiteral("en")));
}

// Ctrl+Shift+Z redoes the last undone edit.
void TestShortcuts::redoFromTheKeyboard()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    const Grid before = window.document().board();
    // A cell of the maze's floor, not the start or the goal.
    const Scenario &scenario = window.document().scenario();
    int free = 0;
    while (before.weight(free) == Grid::Wall || before.pos(free) == scenario.start || before.pos(free) == scenario.goal)
        ++free;
    window.document().paintCells({free}, Grid::Wall, 1);
    const Grid edited = window.document().board();
    QVERIFY(edited != before);
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(window.document().board() == before);
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(window.document().board() == edited);
}

void TestShortcuts::spaceStaysWithTheFocusedControl_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("button") << QStringLiteral("button");
    QTest::newRow("check box") << QStringLiteral("check box");
    QTest::newRow("line edit") << QStringLiteral("line edit");
    QTest::newRow("list") << QStringLiteral("list");
}

// Space plays and pauses from the board, but a focused control keeps it.
void TestShortcuts::spaceStaysWithTheFocusedControl()
{
    QFETCH(QString, kind);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    PlaybackController &playback = window.playback();
    QVERIFY(!playback.isPlaying());

    // A control of each kind, in a dock of the window like the panels.
    auto *dock = new QDockWidget(&window);
    auto *content = new QWidget(dock);
    dock->setWidget(content);
    window.addDockWidget(Qt::RightDockWidgetArea, dock);
    QWidget *control = nullptr;
    QSignalSpy *used = nullptr;
    if (kind == u"button") {
        auto *button = new QToolButton(content);
        button->setText(QStringLiteral("Add"));
        used = new QSignalSpy(button, &QToolButton::clicked);
        control = button;
    } else if (kind == u"check box") {
        auto *box = new QCheckBox(QStringLiteral("Option"), content);
        used = new QSignalSpy(box, &QCheckBox::toggled);
        control = box;
    } else if (kind == u"line edit") {
        auto *edit = new QLineEdit(content);
        used = new QSignalSpy(edit, &QLineEdit::textEdited);
        control = edit;
    } else {
        auto *list = new QListWidget(content);
        list->addItem(QStringLiteral("one"));
        list->item(0)->setFlags(list->item(0)->flags() | Qt::ItemIsUserCheckable);
        list->item(0)->setCheckState(Qt::Unchecked);
        list->setCurrentRow(0);
        used = new QSignalSpy(list, &QListWidget::itemChanged);
        control = list;
    }
    std::unique_ptr<QSignalSpy> spy(used);
    dock->show();
    control->setFocus(Qt::TabFocusReason);
    QVERIFY(QTest::qWaitFor([&] { return control->hasFocus(); }));
    QTest::keyClick(control, Qt::Key_Space);
    QCOMPARE(spy->count(), 1);
    QVERIFY(!playback.isPlaying());

    // From the board, Space still plays.
    window.gridView()->setFocus(Qt::OtherFocusReason);
    QVERIFY(QTest::qWaitFor([&] { return window.gridView()->hasFocus(); }));
    QTest::keyClick(window.gridView(), Qt::Key_Space);
    QVERIFY(playback.isPlaying());
    playback.pause();
}

// The Breakpoints panel's Add and Remove All work from the keyboard: Tab to them, then Space or
// Return.
void TestShortcuts::breakpointButtonsTakeSpaceAndReturn()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    auto *dock = window.findChild<BreakpointsDock *>();
    QVERIFY(dock);
    dock->show();
    dock->raise();
    auto *add = dock->findChild<QAbstractButton *>(QStringLiteral("addStepKindBreakpoint"));
    QVERIFY(add);
    PlaybackController &playback = window.playback();
    QCOMPARE(playback.breakpoints().size(), std::size_t(0));

    add->setFocus(Qt::TabFocusReason);
    QVERIFY(QTest::qWaitFor([&] { return add->hasFocus(); }));
    QTest::keyClick(add, Qt::Key_Space);
    QVERIFY(!playback.isPlaying());
    QCOMPARE(playback.breakpoints().size(), std::size_t(1));

    auto *removeAll = dock->findChild<QAbstractButton *>(QStringLiteral("removeAllBreakpoints"));
    QVERIFY(removeAll);
    removeAll->setFocus(Qt::TabFocusReason);
    QVERIFY(QTest::qWaitFor([&] { return removeAll->hasFocus(); }));
    QTest::keyClick(removeAll, Qt::Key_Return);
    QCOMPARE(playback.breakpoints().size(), std::size_t(0));
    add->setFocus(Qt::TabFocusReason);
    QTest::keyClick(add, Qt::Key_Enter);
    QCOMPARE(playback.breakpoints().size(), std::size_t(1));
}

// Tab leaves a table for the next control: the Watches, the Inspector's two pages and every
// list of the window, and the dialogs' tables.
void TestShortcuts::tabLeavesEveryTable()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    window.playback().seek(window.playback().stepCount() / 2);
    auto *watches = window.findChild<WatchesDock *>();
    QVERIFY(watches);
    QStringList traps;
    const auto inspector = window.findChild<QDockWidget *>(QStringLiteral("inspectorDock"));
    QVERIFY(inspector);
    auto *pages = inspector->findChild<QTabWidget *>();
    QVERIFY(pages);
    // Each dock in front in turn, and each page of the Inspector.
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        if (!dock->toggleViewAction()->isEnabled())
            continue;
        dock->show();
        dock->raise();
        for (int page = 0; page < (dock == inspector ? pages->count() : 1); ++page) {
            if (dock == inspector)
                pages->setCurrentIndex(page);
            QCoreApplication::processEvents();
            traps += tabTraps(dock);
        }
    }
    QVERIFY(watches->table()->isVisible());
    QVERIFY2(traps.isEmpty(), qPrintable(traps.join(u'\n')));

    // The dialogs' tables, with rows to walk where they start with some.
    std::vector<MovingAiScenario> scenarios(3);
    for (int i = 0; i < 3; ++i) {
        scenarios[std::size_t(i)].start = CellPos{i, 0};
        scenarios[std::size_t(i)].goal = CellPos{0, i};
    }
    ScenarioPicker picker(QStringLiteral("map"), scenarios, &window);
    picker.show();
    QVERIFY(QTest::qWaitForWindowActive(&picker));
    traps = tabTraps(&picker);
    QVERIFY2(traps.isEmpty(), qPrintable(traps.join(u'\n')));
    picker.reject();
    // Results come from a long run: their tables start empty and must let Tab go once filled.
    DuelTournamentDialog tournament(&window);
    SnakeStatsDialog stats(&window);
    for (QDialog *dialog : {static_cast<QDialog *>(&tournament), static_cast<QDialog *>(&stats)}) {
        for (QAbstractItemView *view : dialog->findChildren<QAbstractItemView *>())
            QVERIFY2(!view->tabKeyNavigation(), qPrintable(describe(view)));
    }
}

QTEST_MAIN(TestShortcuts)
#include "tst_shortcuts.moc"
