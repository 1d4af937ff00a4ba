// The window's questions and file dialogs as a user meets them: the unsaved-work question has
// an Alt letter on every button and Return never writes over a file; the view's export dialog
// is named as the menu names it; in the dark theme the file dialogs are dark too.

#include "algorithmpanel.h"
#include "applicationtheme.h"
#include "dueltournamentdialog.h"
#include "exportdialog.h"
#include "languageswitch.h"
#include "mainwindow.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QFileDialog>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>
#include <QTimer>
#include <QtTest>

using namespace gridtrace;

namespace {

// Alt with letters and digits no control of the window or its dialogs is reached by: Alt+letter
// reaches a control or a menu by its underlined letter, and in a text box it types nothing.
// Returns what the box shows afterwards, or why it could not be typed into.
QString afterAltLetters(QWidget *box)
{
    box->activateWindow();
    box->setFocus(Qt::OtherFocusReason);
    if (!QTest::qWaitFor([box] { return box->hasFocus(); }, 2000))
        return QStringLiteral("no focus: ") + box->objectName();
    for (const Qt::Key key : {Qt::Key_J, Qt::Key_Q, Qt::Key_7, Qt::Key_2})
        QTest::keyClick(box, key, Qt::AltModifier);
    if (!box->hasFocus())
        return QStringLiteral("focus moved on: ") + box->objectName();
    return box->property("text").toString();
}

bool waitForTrace(MainWindow &window)
{
    return QTest::qWaitFor([&] { return window.trace() && !window.runner().isRunning(); }, 20000);
}

QAction *actionNamed(MainWindow &window, const QString &objectName)
{
    return window.findChild<QAction *>(objectName);
}

} // namespace

class TestDialogs : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void unsavedQuestionHasLettersAndReturnGoesBack_data();
    void unsavedQuestionHasLettersAndReturnGoesBack();
    void viewExportIsNamedAsItsMenu();
    void fileDialogsFollowTheDarkTheme();
    void resizeDialogFitsItsTitle_data();
    void resizeDialogFitsItsTitle();
    void altLettersTypeInNoTextBox();
};

void TestDialogs::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GridTraceTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_dialogs"));
    QSettings().clear();
}

void TestDialogs::cleanupTestCase()
{
    Language::install(QStringLiteral("en"));
    QSettings().clear();
}

void TestDialogs::unsavedQuestionHasLettersAndReturnGoesBack_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    if (Language::available().contains(QStringLiteral("zh_CN")))
        QTest::newRow("Chinese") << QStringLiteral("zh_CN");
}

// Save, Discard and Cancel each have an Alt letter of their own; Return, pressed by habit,
// neither saves over the file nor throws the edit away: the board stays as edited.
void TestDialogs::unsavedQuestionHasLettersAndReturnGoesBack()
{
    QFETCH(QString, language);
    QVERIFY(switchLanguage(language));
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    const Grid opened = window.document().board();
    const Scenario &scenario = window.document().scenario();
    int cell = 0;
    while (opened.weight(cell) == Grid::Wall || opened.pos(cell) == scenario.start || opened.pos(cell) == scenario.goal)
        ++cell;
    window.document().paintCells({cell}, Grid::Wall, 1);
    const Grid edited = window.document().board();

    QStringList texts;
    QString defaultText;
    bool asked = false;
    bool savedAsked = false;
    QTimer::singleShot(50, &window, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        asked = true;
        for (QAbstractButton *button : box->buttons())
            texts << button->text();
        if (box->defaultButton())
            defaultText = box->defaultButton()->text();
        // Had Return saved, a file dialog would ask where: closed unanswered, and counted.
        QTimer::singleShot(300, &window, [&] {
            for (QWidget *widget : QApplication::topLevelWidgets()) {
                if (auto *dialog = qobject_cast<QFileDialog *>(widget); dialog && dialog->isVisible()) {
                    savedAsked = true;
                    dialog->reject();
                }
            }
        });
        QTest::keyClick(box, Qt::Key_Return);
    });
    window.close();
    QVERIFY(asked);
    QCOMPARE(texts.size(), 3);
    QSet<QString> letters;
    for (const QString &text : std::as_const(texts)) {
        const QKeySequence letter = QKeySequence::mnemonic(text);
        QVERIFY2(!letter.isEmpty(), qPrintable(text));
        letters.insert(letter.toString());
    }
    QCOMPARE(letters.size(), 3);
    // Return took the default, and the board is still the edited one, unsaved.
    QVERIFY(!defaultText.isEmpty());
    QVERIFY(!savedAsked);
    QVERIFY(window.document().board() == edited);
    QVERIFY(window.isVisible());
    QVERIFY(window.isWindowModified());
    QVERIFY(switchLanguage(QStringLiteral("en")));
}

// File > Export the View > As SVG Drawing… opens a dialog named as the menu names it.
void TestDialogs::viewExportIsNamedAsItsMenu()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));
    QAction *svg = actionNamed(window, QStringLiteral("exportSvgAction"));
    QVERIFY(svg);
    QMenu *menu = nullptr;
    for (QMenu *candidate : window.findChildren<QMenu *>())
        if (candidate->actions().contains(svg))
            menu = candidate;
    QVERIFY(menu);
    const QString menuTitle = QString(menu->title()).remove(u'&');
    QString title;
    QTimer::singleShot(100, &window, [&] {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            if (auto *dialog = qobject_cast<QFileDialog *>(widget); dialog && dialog->isVisible()) {
                title = dialog->windowTitle();
                dialog->reject();
            }
        }
    });
    svg->trigger();
    QVERIFY2(title.startsWith(menuTitle), qPrintable(title + QStringLiteral(" / ") + menuTitle));
    QVERIFY2(title.contains(QString(svg->text()).remove(u'&').remove(QChar(0x2026)).mid(3)), qPrintable(title));
}

// A file dialog opened in the dark theme is Qt's own, drawn in the dark palette: the desktop's
// would keep the desktop's light colours beside the dark window. The light theme leaves the
// desktop its own dialogs.
void TestDialogs::fileDialogsFollowTheDarkTheme()
{
    // The theme a user chose last time, as the window reads it when it opens.
    QSettings().setValue(QStringLiteral("view/theme"), QStringLiteral("dark"));
    MainWindow window;
    window.show();
    QVERIFY(QCoreApplication::testAttribute(Qt::AA_DontUseNativeDialogs));
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QColor background;
    bool shown = false;
    QTimer::singleShot(100, &window, [&] {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            if (auto *dialog = qobject_cast<QFileDialog *>(widget); dialog && dialog->isVisible()) {
                shown = true;
                const QImage image = dialog->grab().toImage();
                background = image.pixelColor(2, image.height() / 2);
                dialog->reject();
            }
        }
    });
    actionNamed(window, QStringLiteral("exportSvgAction"))->trigger();
    QVERIFY(shown);
    QVERIFY2(background.lightness() < 96, qPrintable(background.name()));

    applyApplicationTheme(Palette::Theme::Light);
    QVERIFY(!QCoreApplication::testAttribute(Qt::AA_DontUseNativeDialogs));
    QSettings().remove(QStringLiteral("view/theme"));
}

void TestDialogs::resizeDialogFitsItsTitle_data()
{
    unsavedQuestionHasLettersAndReturnGoesBack_data();
}

// Board > Resize: the dialog is as wide as its title bar needs to show the title whole, in the
// bold font title bars draw it in, beside the window's icon and its buttons, in every language.
void TestDialogs::resizeDialogFitsItsTitle()
{
    QFETCH(QString, language);
    QVERIFY(switchLanguage(language));
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QDialog *dialog = nullptr;
    actionNamed(window, QStringLiteral("resizeAction"))->trigger();
    for (QWidget *widget : QApplication::topLevelWidgets()) {
        if (auto *shown = qobject_cast<QDialog *>(widget); shown && shown->isVisible())
            dialog = shown;
    }
    QVERIFY(dialog);
    QVERIFY(!dialog->windowTitle().isEmpty());
    QFont bold = QApplication::font();
    bold.setBold(true);
    const int title = QFontMetrics(bold).horizontalAdvance(dialog->windowTitle());
    // An icon and three buttons, each about as wide as a title bar is high.
    const int buttons = 4 * dialog->style()->pixelMetric(QStyle::PM_TitleBarHeight, nullptr, dialog);
    QVERIFY2(dialog->width() >= title + buttons,
             qPrintable(QStringLiteral("\"%1\" needs %2 + %3, the dialog is %4 wide").arg(dialog->windowTitle())
                            .arg(title).arg(buttons).arg(dialog->width())));
    dialog->reject();
    QVERIFY(switchLanguage(QStringLiteral("en")));
}

// Alt and a letter pressed to reach a menu or a control types nothing into any text box of the
// window or its dialogs: the Algorithm panel's parameters (numbers and texts), the duel
// tournament's command line and the export's title.
void TestDialogs::altLettersTypeInNoTextBox()
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openExample();
    QVERIFY(waitForTrace(window));

    auto *panel = window.findChild<AlgorithmPanel *>();
    QVERIFY(panel);
    int spinBoxes = 0;
    int lineEdits = 0;
    // The alpha-beta duel has a number to set, the duel replay texts.
    for (const QString &algorithm : {QStringLiteral("duel-alphabeta"), QStringLiteral("duel-replay")}) {
        panel->setSettings(algorithm, {}, 1);
        QCoreApplication::processEvents();
        for (QWidget *box : panel->findChildren<QWidget *>()) {
            const bool spinBox = qobject_cast<QAbstractSpinBox *>(box);
            const bool lineEdit = qobject_cast<QLineEdit *>(box) && !qobject_cast<QAbstractSpinBox *>(box->parentWidget());
            if ((!spinBox && !lineEdit) || !box->isVisible() || !box->isEnabled())
                continue;
            const QString before = box->property("text").toString();
            QCOMPARE(afterAltLetters(box), before);
            spinBoxes += spinBox;
            lineEdits += lineEdit;
        }
    }
    QVERIFY(spinBoxes > 0);
    QVERIFY(lineEdits > 1);

    window.findChild<QAction *>(QStringLiteral("duelTournamentAction"))->trigger();
    auto *tournament = window.findChild<DuelTournamentDialog *>();
    QVERIFY(tournament);
    QVERIFY(QTest::qWaitForWindowExposed(tournament));
    auto *bot = tournament->findChild<QComboBox *>(QStringLiteral("botA"));
    auto *command = tournament->findChild<QLineEdit *>(QStringLiteral("commandA"));
    QVERIFY(bot && command);
    bot->setCurrentIndex(bot->findData(QString()));
    QTRY_VERIFY(command->isVisible() && command->isEnabled());
    command->setText(QStringLiteral("bot"));
    QCOMPARE(afterAltLetters(command), QStringLiteral("bot"));
    tournament->close();

    window.findChild<QAction *>(QStringLiteral("exportAction"))->trigger();
    auto *exportDialog = window.findChild<ExportDialog *>();
    QVERIFY(exportDialog);
    QVERIFY(QTest::qWaitForWindowExposed(exportDialog));
    auto *format = exportDialog->findChild<QComboBox *>(QStringLiteral("exportFormat"));
    auto *title = exportDialog->findChild<QLineEdit *>(QStringLiteral("exportTitle"));
    QVERIFY(format && title);
    for (int i = 0; i < format->count() && !title->isVisible(); ++i) {
        format->setCurrentIndex(i);
        QCoreApplication::processEvents();
    }
    QVERIFY(title->isVisible());
    title->setText(QStringLiteral("Lecture"));
    QCOMPARE(afterAltLetters(title), QStringLiteral("Lecture"));
    exportDialog->close();
}

QTEST_MAIN(TestDialogs)
#include "tst_dialogs.moc"
