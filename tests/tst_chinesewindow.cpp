// The window as a Chinese reader meets it: every text of every menu, dock, bar and dialog a
// menu opens reads in Chinese. A text "has English" when it holds a word of three or more
// ASCII letters that is not a name kept as it is in Chinese; the test lists every such text
// with where it was found, so a translator can go down the list.

#include "language.h"
#include "languageswitch.h"
#include "mainwindow.h"
#include "playbackbar.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QFileDialog>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTextDocument>
#include <QTimer>
#include <QtTest>

#include <set>

using namespace gridtrace;

namespace {

// Words that stay as they are in a Chinese text. Each is a name, not a word of English.
const QStringList keptWords{
    QStringLiteral("GridTrace"), // the program's name
    QStringLiteral("BFS"), QStringLiteral("DFS"), QStringLiteral("IDA"), // algorithm abbreviations Chinese texts keep (A*, IDA*)
    QStringLiteral("Dijkstra"), QStringLiteral("Prim"), // people's names, written in Latin letters in Chinese textbooks
    QStringLiteral("WASD"),      // the keys themselves, printed on the keyboard
    QStringLiteral("PNG"), QStringLiteral("SVG"), QStringLiteral("GIF"), QStringLiteral("PDF"),
    QStringLiteral("HTML"), QStringLiteral("JSON"), QStringLiteral("CSV"), // file formats, named by their abbreviations
    QStringLiteral("Ctrl"), QStringLiteral("Shift"), QStringLiteral("Alt"), QStringLiteral("Esc"), // key caps,
    QStringLiteral("Home"), QStringLiteral("End"), QStringLiteral("PageUp"), QStringLiteral("PageDown"), // as printed on the keys
    QStringLiteral("sqrt"),      // mathematical notation, sqrt(2)
    QStringLiteral("python"),    // a program's name in an example command line
    QStringLiteral("English"),   // the language menu names each language in itself
};

// Shortcuts ("Ctrl+Shift+P"), file names and paths ("astar-maze.json", "/tmp/x"), links, the
// names of things that are names in every language ("Moving AI" benchmarks, the "King of Bots"
// platform), and an id a user types on the command line, alone in brackets after its Chinese
// name ("泛洪填充（flood-fill）"), are not prose: a translation leaves them as they are.
const QRegularExpression notProse(QStringLiteral(
    R"((?:\b(?:Ctrl|Shift|Alt|Meta)\+)+\S+|\S*[/\\]\S*|\b[\w.-]+\.(?:json|gtrace|map|scen|png|svg|gif|pdf|html|csv|txt|py)\b)"
    R"(|https?://\S+|\bMoving AI\b|\bKing of Bots\b|[(（][a-z][a-z0-9-]*[)）])"));
const QRegularExpression asciiWord(QStringLiteral("[A-Za-z]{3,}"));

QString plainText(QString text)
{
    if (Qt::mightBeRichText(text)) {
        QTextDocument document;
        document.setHtml(text);
        text = document.toPlainText();
    }
    return text;
}

// The English words of a text, or an empty list.
QStringList englishWords(const QString &text)
{
    QString prose = plainText(text);
    prose.remove(notProse);
    QStringList words;
    for (auto it = asciiWord.globalMatch(prose); it.hasNext();) {
        const QString word = it.next().captured();
        if (!keptWords.contains(word))
            words << word;
    }
    return words;
}

class TextWalk
{
public:
    void add(const QString &where, const QString &text)
    {
        if (text.trimmed().isEmpty())
            return;
        ++m_seen;
        const QStringList words = englishWords(text);
        if (words.isEmpty())
            return;
        const QString line = QStringLiteral("%1: \"%2\" (%3)")
                                 .arg(where, plainText(text).simplified().left(160), words.join(QStringLiteral(", ")));
        if (m_lines.insert(line).second)
            m_ordered << line;
    }

    // A shortcut printed in a tooltip ("播放 (Space)") is the shortcut's text, not prose.
    void addAction(const QString &where, QAction *action)
    {
        const QString text = QString(action->text()).remove(u'&');
        add(where, text);
        QString tip = action->toolTip();
        for (const QKeySequence &key : action->shortcuts())
            tip.remove(key.toString(QKeySequence::NativeText));
        if (tip != text)
            add(where + QStringLiteral(" [tooltip]"), tip);
        add(where + QStringLiteral(" [status tip]"), action->statusTip());
    }

    void addMenu(const QString &path, QMenu *menu)
    {
        for (QAction *action : menu->actions()) {
            if (action->isSeparator())
                continue;
            const QString where = path + QStringLiteral(" > ") + QString(action->text()).remove(u'&');
            addAction(where, action);
            if (action->menu())
                addMenu(where, action->menu());
        }
    }

    // Every text a widget and the widgets inside it show, the hidden ones left out.
    void addWidgets(const QString &where, QWidget *root)
    {
        QList<QWidget *> widgets{root};
        widgets += root->findChildren<QWidget *>();
        for (QWidget *widget : widgets) {
            if (widget != root && !widget->isVisibleTo(root))
                continue;
            const QString here = where + QStringLiteral(" / ") + name(widget);
            add(here + QStringLiteral(" [tooltip]"), widget->toolTip());
            if (auto *label = qobject_cast<QLabel *>(widget))
                add(here, label->text());
            else if (auto *button = qobject_cast<QAbstractButton *>(widget))
                add(here, QString(button->text()).remove(u'&'));
            else if (auto *group = qobject_cast<QGroupBox *>(widget))
                add(here, QString(group->title()).remove(u'&'));
            else if (auto *line = qobject_cast<QLineEdit *>(widget))
                add(here + QStringLiteral(" [placeholder]"), line->placeholderText());
            else if (auto *combo = qobject_cast<QComboBox *>(widget)) {
                for (int i = 0; i < combo->count(); ++i)
                    add(here + QStringLiteral(" [item %1]").arg(i), combo->itemText(i));
            } else if (auto *spin = qobject_cast<QAbstractSpinBox *>(widget)) {
                add(here + QStringLiteral(" [special value]"), spin->specialValueText());
            } else if (auto *tabs = qobject_cast<QTabBar *>(widget)) {
                for (int i = 0; i < tabs->count(); ++i)
                    add(here + QStringLiteral(" [tab %1]").arg(i), QString(tabs->tabText(i)).remove(u'&'));
            } else if (auto *view = qobject_cast<QAbstractItemView *>(widget);
                       view && view->model() && !qobject_cast<QHeaderView *>(widget)) { // a header repeats its view's
                const QAbstractItemModel *model = view->model();
                for (int c = 0; c < model->columnCount(); ++c)
                    add(here + QStringLiteral(" [column %1]").arg(c), model->headerData(c, Qt::Horizontal).toString());
            }
            if (auto *dock = qobject_cast<QDockWidget *>(widget))
                add(here + QStringLiteral(" [title]"), dock->windowTitle());
        }
    }

    int seen() const { return m_seen; }
    const QStringList &lines() const { return m_ordered; }

private:
    static QString name(QWidget *widget)
    {
        const QString objectName = widget->objectName();
        const QString className = QString::fromLatin1(widget->metaObject()->className());
        return objectName.isEmpty() ? className : className + u'#' + objectName;
    }

    int m_seen = 0;
    std::set<QString> m_lines;
    QStringList m_ordered;
};

bool waitForTrace(MainWindow &window)
{
    return QTest::qWaitFor([&] { return window.trace() && !window.runner().isRunning(); }, 20000);
}

// The leaf actions of a menu and its submenus, with their menu paths.
void leafActions(QMenu *menu, const QString &path, QList<QPair<QString, QAction *>> &actions)
{
    for (QAction *action : menu->actions()) {
        if (action->isSeparator())
            continue;
        const QString where = path + QStringLiteral(" > ") + QString(action->text()).remove(u'&');
        if (action->menu())
            leafActions(action->menu(), where, actions);
        else
            actions << qMakePair(where, action);
    }
}

} // namespace

class TestChineseWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void theFilterKnowsProseFromNames_data();
    void theFilterKnowsProseFromNames();
    void everyTextIsChinese();
};

void TestChineseWindow::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GridTraceTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_chinesewindow"));
    QSettings().clear();
}

void TestChineseWindow::cleanupTestCase()
{
    Language::install(QStringLiteral("en"));
    QSettings().clear();
}

// The filter itself: what it must let through and what it must catch.
void TestChineseWindow::theFilterKnowsProseFromNames_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("english");

    QTest::newRow("chinese") << QStringLiteral("打开文件(&O)…") << QStringList{};
    QTest::newRow("shortcut") << QStringLiteral("命令面板 (Ctrl+Shift+P)") << QStringList{};
    QTest::newRow("file name") << QStringLiteral("已保存 astar-maze.gtrace.json") << QStringList{};
    QTest::newRow("path") << QStringLiteral("无法打开 /tmp/run/board.map") << QStringList{};
    QTest::newRow("numbers") << QStringLiteral("第 12 步，共 340 步，12 x 8，0.5 ms") << QStringList{};
    QTest::newRow("kept names") << QStringLiteral("GridTrace 的 BFS、IDA* 与 Dijkstra，导出 PNG / SVG") << QStringList{};
    QTest::newRow("rich text") << QStringLiteral("<b>开放</b>列表") << QStringList{};
    QTest::newRow("key caps") << QStringLiteral("回到开头（Home），Esc 退出") << QStringList{};
    QTest::newRow("command line id") << QStringLiteral("泛洪填充（flood-fill），例如 python3 bot.py") << QStringList{};
    QTest::newRow("names") << QStringLiteral("打开 Moving AI 地图，King of Bots 对战") << QStringList{};
    QTest::newRow("an id alone") << QStringLiteral("hamilton-follow")
                                 << QStringList{QStringLiteral("hamilton"), QStringLiteral("follow")};
    QTest::newRow("an english word in brackets") << QStringLiteral("八向距离（Octile）") << QStringList{QStringLiteral("Octile")};
    QTest::newRow("an english word") << QStringLiteral("播放 Play") << QStringList{QStringLiteral("Play")};
    QTest::newRow("algorithm names are words") << QStringLiteral("Greedy best-first")
                                               << QStringList{QStringLiteral("Greedy"), QStringLiteral("best"), QStringLiteral("first")};
    QTest::newRow("rich english") << QStringLiteral("<i>Open</i> list") << QStringList{QStringLiteral("Open"), QStringLiteral("list")};
}

void TestChineseWindow::theFilterKnowsProseFromNames()
{
    QFETCH(QString, text);
    QFETCH(QStringList, english);
    QCOMPARE(englishWords(text), english);
}

void TestChineseWindow::everyTextIsChinese()
{
    if (!Language::available().contains(QStringLiteral("zh_CN")))
        QSKIP("no Chinese translation compiled in");

    MainWindow window;
    window.resize(1400, 900);
    window.show();
    window.openExample();
    QVERIFY(waitForTrace(window));
    window.playback().seek(window.playback().stepCount() / 2);
    QVERIFY(switchLanguage(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();

    TextWalk walk;
    // The menu bar, every menu and submenu.
    for (QAction *top : window.menuBar()->actions()) {
        const QString title = QString(top->text()).remove(u'&');
        walk.addAction(QStringLiteral("menu ") + title, top);
        if (top->menu())
            walk.addMenu(QStringLiteral("menu ") + title, top->menu());
    }
    // Every dock, shown or not: a reader can open each from the View menu.
    for (QDockWidget *dock : window.findChildren<QDockWidget *>())
        walk.addWidgets(QStringLiteral("dock \"%1\"").arg(dock->windowTitle()), dock);
    walk.addWidgets(QStringLiteral("status bar"), window.statusBar());
    walk.add(QStringLiteral("status bar [message]"), window.statusBar()->currentMessage());
    walk.addWidgets(QStringLiteral("playback bar"), window.playbackBar());
    const int windowTexts = walk.seen();
    QVERIFY2(windowTexts > 100, qPrintable(QString::number(windowTexts)));

    // Every dialog a menu opens. A modal exec() blocks the trigger, so the dialog is read and
    // closed from a timer; an open() dialog is among the top-level widgets afterwards.
    QList<QPair<QString, QAction *>> actions;
    for (QAction *top : window.menuBar()->actions()) {
        if (top->menu())
            leafActions(top->menu(), QStringLiteral("menu ") + QString(top->text()).remove(u'&'), actions);
    }
    const QStringList languages = Language::available();
    int dialogs = 0;
    for (const auto &[path, action] : actions) {
        // Toggles show, hide or switch something; the language menu would leave Chinese;
        // quitting and closing end the walk.
        if (!action->isEnabled() || action->isCheckable() || languages.contains(action->data().toString())
            || action->menuRole() == QAction::QuitRole || action->shortcuts().contains(QKeySequence(QKeySequence::Quit))
            || action->shortcuts().contains(QKeySequence(QKeySequence::Close)))
            continue;
        QSet<QWidget *> before;
        for (QWidget *widget : QApplication::topLevelWidgets())
            before.insert(widget);
        QSet<QWidget *> handled;
        const auto readDialogs = [&] {
            for (QWidget *widget : QApplication::topLevelWidgets()) {
                auto *dialog = qobject_cast<QDialog *>(widget);
                if (!dialog || !dialog->isVisible() || before.contains(dialog) || handled.contains(dialog))
                    continue;
                handled.insert(dialog);
                // Qt's file dialogs are translated by Qt's own translation.
                if (!qobject_cast<QFileDialog *>(dialog)) {
                    ++dialogs;
                    const QString where = QStringLiteral("dialog from %1").arg(path);
                    walk.add(where + QStringLiteral(" [title]"), dialog->windowTitle());
                    walk.addWidgets(where, dialog);
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
        // Whatever the action started (a run, an export) finishes before the next one.
        QVERIFY2(QTest::qWaitFor([&] { return !window.runner().isRunning(); }, 20000), qPrintable(path));
        if (!window.isVisible())
            window.show();
        QCOMPARE(Language::current(), QStringLiteral("zh_CN"));
    }
    QVERIFY2(dialogs > 0, "no menu action opened a dialog");

    const QStringList &english = walk.lines();
    if (!english.isEmpty()) {
        qInfo().noquote() << QStringLiteral("%1 of %2 texts have English (%3 dialogs read):")
                                 .arg(english.size()).arg(walk.seen()).arg(dialogs);
        for (const QString &line : english)
            qInfo().noquote() << "  " << line;
    }
    QVERIFY2(english.isEmpty(), qPrintable(QStringLiteral("%1 texts have English, listed above").arg(english.size())));
}

QTEST_MAIN(TestChineseWindow)
#include "tst_chinesewindow.moc"
