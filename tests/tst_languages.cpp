// What a user of each language reads besides GridTrace's own texts: Qt's buttons in the
// language chosen, English plurals that agree with their number, and the command line in the
// language of the environment it starts in.

#include "clirun.h"
#include "language.h"
#include "languageswitch.h"
#include "mainwindow.h"
#include "trace/recorder.h"

#include <QAbstractFileIconProvider>
#include <QApplication>
#include <QDialogButtonBox>
#include <QProcessEnvironment>
#include <QPushButton>
#include <QUndoStack>
#include <QUndoView>
#include <QtTest>

using namespace gridtrace;

namespace {

// A text in Chinese: it holds at least one CJK ideograph.
bool readsChinese(const QString &text)
{
    bool ideograph = false;
    for (const QChar c : text)
        ideograph = ideograph || (c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff);
    return ideograph;
}

// The visible text of a button: no mnemonic ampersand.
QString buttonText(QDialogButtonBox &box, QDialogButtonBox::StandardButton which)
{
    return box.button(which)->text().remove(u'&');
}

CliRun cliWithLanguage(const QStringList &arguments, const QMap<QString, QString> &variables)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    // Whatever the machine says, only what the test sets decides the language.
    for (const char *name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"})
        environment.remove(QString::fromLatin1(name));
    for (auto it = variables.begin(); it != variables.end(); ++it)
        environment.insert(it.key(), it.value());
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(GRIDTRACE_CLI), arguments);
    return finishedRun(process, 60'000);
}

} // namespace

class TestLanguages : public QObject
{
    Q_OBJECT

private slots:
    void cleanup();
    void englishPluralsAgree_data();
    void englishPluralsAgree();
    void qtButtonsSpeakChinese();
    void fileDialogsNameFoldersInChinese();
    void editHistoryFollowsTheLanguage();
    void statusCountsAgree();
    void cliHelpFollowsTheEnvironment_data();
    void cliHelpFollowsTheEnvironment();
};

void TestLanguages::cleanup()
{
    switchLanguage(QStringLiteral("en"));
}

// A trace's status keeps its count as an argument: a duel that ends after one round says "1 round"
// in English, whatever the language it was recorded in, and reads Chinese in Chinese.
void TestLanguages::statusCountsAgree()
{
    QVERIFY(switchLanguage(QStringLiteral("en")));
    const auto shown = [](const char *text, int rounds, const QStringList &more = {}) {
        return displayStatus(encodeStatus(text, QStringList{QString::number(rounds)} + more));
    };
    QCOMPARE(shown("B wins after %n round(s): A's head hit a wall", 1), QStringLiteral("B wins after 1 round: A's head hit a wall"));
    QCOMPARE(shown("B wins after %n round(s): A's head hit a wall", 7), QStringLiteral("B wins after 7 rounds: A's head hit a wall"));
    QCOMPARE(shown("A wins after %n round(s): B's bot did not answer in time%1", 1, {QStringLiteral(" (2000 ms)")}),
             QStringLiteral("A wins after 1 round: B's bot did not answer in time (2000 ms)"));
    // The window groups the counts among the arguments as it groups %n; a seed keeps its zeros.
    const QString ida = encodeStatus("a solution of %n move(s) (%1 positions in this iteration)",
                                     {QStringLiteral("52"), QStringLiteral("120673")});
    QCOMPARE(displayStatus(ida, StatusCount::GroupedInThrees), QStringLiteral("a solution of 52 moves (120,673 positions in this iteration)"));
    QCOMPARE(displayStatus(ida, StatusCount::Digits), QStringLiteral("a solution of 52 moves (120673 positions in this iteration)"));
    const QString seeded = encodeStatus("no solution within %1 moves (%2 positions); next bound %3",
                                        {QStringLiteral("0012"), QStringLiteral("999"), QStringLiteral("1000")});
    QCOMPARE(displayStatus(seeded, StatusCount::GroupedInThrees), QStringLiteral("no solution within 0012 moves (999 positions); next bound 1,000"));
    if (!Language::available().contains(QStringLiteral("zh_CN")))
        QSKIP("no Chinese translation compiled in");
    QVERIFY(switchLanguage(QStringLiteral("zh_CN")));
    const QString chinese = shown("B wins after %n round(s): A's head hit a wall", 1);
    QVERIFY2(readsChinese(chinese) && chinese.contains(u'1') && !chinese.contains(QStringLiteral("%n")), qPrintable(chinese));
    QVERIFY(switchLanguage(QStringLiteral("en")));
}

void TestLanguages::englishPluralsAgree_data()
{
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("expected");

    // Messages of the app as its code writes them, with the English a reader expects.
    const auto row = [](const char *name, const char *context, const char *source, int n, const char *expected) {
        QTest::newRow(name) << QString::fromLatin1(context) << QString::fromLatin1(source) << n
                            << QString::fromLatin1(expected);
    };
    row("1 move", "gridtrace::PuzzlePlayController", "Solved in %n move(s)!", 1, "Solved in 1 move!");
    row("2 moves", "gridtrace::PuzzlePlayController", "Solved in %n move(s)!", 2, "Solved in 2 moves!");
    row("0 moves", "gridtrace::PuzzlePlayController", "Solved in %n move(s)!", 0, "Solved in 0 moves!");
    row("1 turn", "gridtrace::LinkPlayController", "Linked with %n turn(s)", 1, "Linked with 1 turn");
    row("2 turns", "gridtrace::LinkPlayController", "Linked with %n turn(s)", 2, "Linked with 2 turns");
}

void TestLanguages::englishPluralsAgree()
{
    QFETCH(QString, context);
    QFETCH(QString, source);
    QFETCH(int, n);
    QFETCH(QString, expected);

    QVERIFY(switchLanguage(QStringLiteral("en")));
    QCOMPARE(QCoreApplication::translate(qPrintable(context), qPrintable(source), nullptr, n), expected);
    // English is offered once, whatever files carry it.
    QCOMPARE(Language::available().count(QStringLiteral("en")), 1);

    // Chinese leaves the English plurals behind, and coming back brings them again.
    if (!Language::available().contains(QStringLiteral("zh_CN")))
        QSKIP("no Chinese translation compiled in");
    QVERIFY(switchLanguage(QStringLiteral("zh_CN")));
    QVERIFY(readsChinese(QCoreApplication::translate(qPrintable(context), qPrintable(source), nullptr, n)));
    QVERIFY(switchLanguage(QStringLiteral("en")));
    QCOMPARE(QCoreApplication::translate(qPrintable(context), qPrintable(source), nullptr, n), expected);
}

void TestLanguages::qtButtonsSpeakChinese()
{
    if (!Language::available().contains(QStringLiteral("zh_CN")))
        QSKIP("no Chinese translation compiled in");
    QDialogButtonBox box(QDialogButtonBox::Close | QDialogButtonBox::Cancel | QDialogButtonBox::Ok);
    QCOMPARE(buttonText(box, QDialogButtonBox::Cancel), QStringLiteral("Cancel"));
    QCOMPARE(buttonText(box, QDialogButtonBox::Close), QStringLiteral("Close"));

    QVERIFY(switchLanguage(QStringLiteral("zh_CN")));
    // A box made now, as a dialog opened in Chinese makes it.
    QDialogButtonBox chinese(QDialogButtonBox::Close | QDialogButtonBox::Cancel);
    QVERIFY2(readsChinese(buttonText(chinese, QDialogButtonBox::Cancel)), qPrintable(buttonText(chinese, QDialogButtonBox::Cancel)));
    QVERIFY2(readsChinese(buttonText(chinese, QDialogButtonBox::Close)), qPrintable(buttonText(chinese, QDialogButtonBox::Close)));
    // A box that was already open follows the switch.
    QVERIFY2(readsChinese(buttonText(box, QDialogButtonBox::Cancel)), qPrintable(buttonText(box, QDialogButtonBox::Cancel)));

    QVERIFY(switchLanguage(QStringLiteral("en")));
    QCOMPARE(buttonText(box, QDialogButtonBox::Cancel), QStringLiteral("Cancel"));
    QCOMPARE(buttonText(box, QDialogButtonBox::Close), QStringLiteral("Close"));
    QDialogButtonBox english(QDialogButtonBox::Close | QDialogButtonBox::Cancel);
    QCOMPARE(buttonText(english, QDialogButtonBox::Cancel), QStringLiteral("Cancel"));
    QCOMPARE(buttonText(english, QDialogButtonBox::Close), QStringLiteral("Close"));
}

void TestLanguages::fileDialogsNameFoldersInChinese()
{
    if (!Language::available().contains(QStringLiteral("zh_CN")))
        QSKIP("no Chinese translation compiled in");
    // The type column of every file dialog: a folder is named by the icon provider.
    const QFileInfo folder(QDir::tempPath());
    QAbstractFileIconProvider icons;
    QCOMPARE(icons.type(folder), QStringLiteral("Folder"));
    QVERIFY(switchLanguage(QStringLiteral("zh_CN")));
    QVERIFY2(readsChinese(icons.type(folder)), qPrintable(icons.type(folder)));
    QVERIFY(switchLanguage(QStringLiteral("en")));
    QCOMPARE(icons.type(folder), QStringLiteral("Folder"));
}

void TestLanguages::editHistoryFollowsTheLanguage()
{
    if (!Language::available().contains(QStringLiteral("zh_CN")))
        QSKIP("no Chinese translation compiled in");
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    BoardDocument &document = window.document();
    document.replaceBoard(Grid(8, 8), std::nullopt, std::nullopt, [] { return MainWindow::tr("Clear the board"); });
    document.paintCells({document.board().index(CellPos{2, 2})}, Grid::Wall, document.newDragId());
    document.undoStack()->undo();
    QAction *undo = nullptr;
    QAction *redo = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->shortcut() == QKeySequence(QKeySequence::Undo))
            undo = action;
        if (action->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)))
            redo = action;
    }
    QVERIFY(undo && redo);
    QCOMPARE(undo->text().remove(u'&'), QStringLiteral("Undo Clear the board"));
    QCOMPARE(redo->text().remove(u'&'), QStringLiteral("Redo Draw walls"));

    // Switched with the edits on the stack: the menu and the history name them in Chinese.
    QVERIFY(switchLanguage(QStringLiteral("zh_CN")));
    QVERIFY2(readsChinese(undo->text()) && !undo->text().contains(QStringLiteral("Clear the board")), qPrintable(undo->text()));
    QVERIFY2(readsChinese(redo->text()) && !redo->text().contains(QStringLiteral("Draw walls")), qPrintable(redo->text()));
    auto *history = window.findChild<QUndoView *>();
    QVERIFY(history);
    const QAbstractItemModel *rows = history->model();
    QCOMPARE(rows->rowCount(), 3); // the board as opened and the two steps
    for (int row = 0; row < rows->rowCount(); ++row) {
        const QString name = rows->index(row, 0).data().toString();
        QVERIFY2(readsChinese(name), qPrintable(name));
    }

    QVERIFY(switchLanguage(QStringLiteral("en")));
    QCOMPARE(undo->text().remove(u'&'), QStringLiteral("Undo Clear the board"));
    QCOMPARE(rows->index(2, 0).data().toString(), QStringLiteral("Draw walls"));
}

void TestLanguages::cliHelpFollowsTheEnvironment_data()
{
    QTest::addColumn<QStringList>("variables"); // name, value, name, value...
    QTest::addColumn<bool>("chinese");

    const auto list = [](const char *text) { return QString::fromLatin1(text).split(u' '); };
    QTest::newRow("LANGUAGE=zh_CN") << list("LANGUAGE zh_CN LANG C.UTF-8") << true;
    QTest::newRow("LANG=zh_CN.UTF-8") << list("LANG zh_CN.UTF-8") << true;
    QTest::newRow("LANG=C") << list("LANG C") << false;
    QTest::newRow("nothing set") << QStringList{} << false;
}

void TestLanguages::cliHelpFollowsTheEnvironment()
{
    QFETCH(QStringList, variables);
    QFETCH(bool, chinese);

    QMap<QString, QString> environment;
    for (qsizetype i = 0; i + 1 < variables.size(); i += 2)
        environment.insert(variables[i], variables[i + 1]);
    const CliRun run = cliWithLanguage({QStringLiteral("--help")}, environment);
    QCOMPARE(run.exitCode, 0);
    const QString help = QString::fromUtf8(run.out);
    QVERIFY2(help.contains(QStringLiteral("gridtrace-cli")), qPrintable(help));
    if (chinese) {
        QVERIFY2(readsChinese(help), qPrintable(help));
        QVERIFY2(!help.contains(QStringLiteral("Usage:")), qPrintable(help));
    } else {
        QVERIFY2(help.startsWith(QStringLiteral("Usage: gridtrace-cli")), qPrintable(help));
        QVERIFY2(!readsChinese(help), qPrintable(help));
    }
}

QTEST_MAIN(TestLanguages)
#include "tst_languages.moc"
