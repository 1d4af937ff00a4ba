// File > Export as a lecturer uses it: the example's trace with bookmarks exported as a GIF of a
// range, a PDF of the bookmarks and an HTML page, from the dialog, with its preview agreeing with
// the PNG of the step it shows; a cancelled export leaves no file.

#include "exportdialog.h"
#include "mainwindow.h"
#include "mainwindowtesting.h"

#include "export/pdfhandout.h"
#include "export/pngexporter.h"
#include "export/traceframes.h"
#include "trace/trace.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QMessageBox>
#include <QImageReader>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

#include <optional>

using namespace gridtrace;
using gridtrace::windowtesting::ModalAnswers;
using gridtrace::windowtesting::actionNamed;
using gridtrace::windowtesting::openExportDialog;

namespace {

bool waitForTrace(MainWindow &window)
{
    return QTest::qWaitFor([&] { return window.trace() && !window.runner().isRunning(); }, 20000);
}

bool exportTo(ExportDialog &dialog, const QString &target, bool *ok)
{
    QSignalSpy spy(&dialog, &ExportDialog::exported);
    dialog.exportTo(target);
    if (!spy.wait(60000) && spy.isEmpty())
        return false;
    *ok = spy.first().at(0).toBool();
    return true;
}

int pdfPages(const QString &fileName)
{
    QProcess process;
    process.start(QStringLiteral("pdfinfo"), {fileName});
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return -1;
    for (const QByteArray &line : process.readAllStandardOutput().split('\n')) {
        if (line.startsWith("Pages:"))
            return line.mid(6).trimmed().toInt();
    }
    return -1;
}

// A named pipe where the user points a save: a save through a temporary file would put a regular
// file in its place.
bool makePipe(const QString &fileName)
{
#ifdef Q_OS_UNIX
    return ::mkfifo(QFile::encodeName(fileName).constData(), 0600) == 0;
#else
    Q_UNUSED(fileName);
    return false;
#endif
}

// The warning the window or the dialog put up, closed as a user closes it; its text.
QString takeWarning(QWidget &parent)
{
    QString text;
    const bool seen = QTest::qWaitFor([&] {
        for (auto *box : parent.findChildren<QMessageBox *>(QStringLiteral("errorMessage"))) {
            if (box->isVisible()) {
                text = box->text();
                box->close();
                return true;
            }
        }
        return false;
    }, 3000);
    return seen ? text : QString();
}

// Which theme a picture was drawn in, told by its walls and free cells: those of one theme's
// palette cover much of it, and the other's free cells next to none of it (a letter on an
// endpoint may share their colour); nothing when neither does.
std::optional<Palette::Theme> themeOf(const QImage &image)
{
    const auto covers = [&](const Palette &palette) {
        const QRgb wall = palette.wall().rgb();
        const QRgb ground = palette.terrain(1).rgb();
        qint64 walls = 0, grounds = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const QRgb pixel = image.pixel(x, y) | 0xff000000;
                walls += pixel == wall;
                grounds += pixel == ground;
            }
        }
        const qint64 area = qint64(image.width()) * image.height();
        return std::pair{walls * 20 > area && grounds * 20 > area, grounds * 100 < area};
    };
    const auto [light, noLight] = covers(Palette(Palette::Theme::Light));
    const auto [dark, noDark] = covers(Palette(Palette::Theme::Dark));
    if (light && noDark)
        return Palette::Theme::Light;
    if (dark && noLight)
        return Palette::Theme::Dark;
    return std::nullopt;
}

QStringList picturesIn(const QString &folder)
{
    return QDir(folder).entryList({QStringLiteral("*.png")}, QDir::Files, QDir::Name);
}

} // namespace

class TestExportDialog : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void gifOfARange();
    void handoutOfTheBookmarks();
    void formatsPassedThroughKeepTheChosenSteps();
    void htmlPage();
    void cancelledExportLeavesNoFile();
    void returnPressesExport();
    void onePictureIsOfTheStepOnScreen_data();
    void onePictureIsOfTheStepOnScreen();
    void everyFormatCountsTheSameFrames();
    void longGifSecondsAreGrouped();
    void aPipeOrAFolderIsNoTarget();
    void previewShowsTheWholeCaptionBar();
    void pictureFolderMayBeNewAndIsReplacedWhole();
    void onePictureIsCountedAsOne();
    void picturesAreLightInADarkWindow();
    void choicesAreRememberedBetweenOpenings();
    void onePictureLeavesTheChosenStepsRemembered();
    void badStoredChoicesGiveTheDefaults();

private:
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
};

void TestExportDialog::init()
{
    // Each test starts from the dialog's defaults, not from the choices the last one left.
    QSettings().remove(QStringLiteral("export"));
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1400, 900);
    m_window->show();
    m_window->openExample();
    QVERIFY(waitForTrace(*m_window));
    // Two bookmarks, marked as a lecturer marks them: the caption question answered with OK.
    for (const int position : {3, 12}) {
        m_window->playback().seek(position);
        m_window->findChild<QAction *>(QStringLiteral("addBookmarkAction"))->trigger();
        QTest::qWait(50);
        if (auto *captionDialog = qobject_cast<QDialog *>(QApplication::activeModalWidget()))
            captionDialog->accept();
    }
    QVERIFY(m_window->traceWithBookmarks());
    QCOMPARE(m_window->traceWithBookmarks()->bookmarks.size(), std::size_t(2));
}

void TestExportDialog::cleanup()
{
    m_window.reset();
}

void TestExportDialog::gifOfARange()
{
    ExportDialog *dialog = openExportDialog(*m_window);
    QVERIFY(dialog);
    dialog->setFormat(ExportDialog::Format::Gif);
    dialog->setSteps(ExportDialog::Steps::Range);
    dialog->setRange(5, 20, 5);
    QCOMPARE(dialog->positions(), (std::vector<int>{5, 10, 15, 20}));

    // The preview is the PNG of the first step exported.
    FrameLook look;
    look.cellSize = 0;
    look.captionBar = dialog->findChild<QCheckBox *>(QStringLiteral("exportCaptionBar"))->isChecked();
    TraceFrames frames(m_window->traceWithBookmarks(), look);
    const QString png = m_dir.filePath(QStringLiteral("five.png"));
    QString error;
    QVERIFY2(PngExporter::writeFrame(frames, 5, png, &error), qPrintable(error));
    QCOMPARE(dialog->previewImage().size(), QImage(png).size());

    const QString gif = m_dir.filePath(QStringLiteral("range.gif"));
    bool ok = false;
    QVERIFY(exportTo(*dialog, gif, &ok));
    QVERIFY2(ok, qPrintable(dialog->lastMessage()));
    QImageReader reader(gif);
    QCOMPARE(reader.imageCount(), 4);
    QCOMPARE(reader.size(), QImage(png).size());
    QVERIFY(dialog->lastMessage().contains(QStringLiteral("range.gif")));
}

void TestExportDialog::handoutOfTheBookmarks()
{
    ExportDialog *dialog = openExportDialog(*m_window);
    QVERIFY(dialog);
    dialog->setFormat(ExportDialog::Format::Pdf);
    // With bookmarks, the dialog offers them first.
    QCOMPARE(dialog->positions(), (std::vector<int>{3, 12}));
    auto *perPage = dialog->findChild<QComboBox *>(QStringLiteral("exportPerPage"));
    perPage->setCurrentIndex(perPage->findData(1));
    const QString pdf = m_dir.filePath(QStringLiteral("bookmarks.pdf"));
    bool ok = false;
    QVERIFY(exportTo(*dialog, pdf, &ok));
    QVERIFY2(ok, qPrintable(dialog->lastMessage()));
    QCOMPARE(pdfPages(pdf), PdfHandout::pageCount(2, 1));
}

void TestExportDialog::formatsPassedThroughKeepTheChosenSteps()
{
    ExportDialog *dialog = openExportDialog(*m_window);
    QVERIFY(dialog);
    auto *formats = dialog->findChild<QComboBox *>(QStringLiteral("exportFormat"));
    auto *bookmarks = dialog->findChild<QRadioButton *>(QStringLiteral("exportBookmarks"));
    auto *range = dialog->findChild<QRadioButton *>(QStringLiteral("exportRange"));
    QVERIFY(formats && bookmarks && range);
    dialog->setFormat(ExportDialog::Format::Gif);
    QVERIFY(bookmarks->isChecked());
    // Down the format list from the GIF to the handout, past the one-step pictures.
    formats->setFocus();
    for (int i = 0; i < int(ExportDialog::Format::Pdf); ++i)
        QTest::keyClick(formats, Qt::Key_Down);
    QCOMPARE(dialog->format(), ExportDialog::Format::Pdf);
    QVERIFY(bookmarks->isChecked());
    QCOMPARE(dialog->positions(), (std::vector<int>{3, 12}));
    // A range chosen under one format is kept through the HTML page and a picture of one step.
    range->click();
    QVERIFY(range->isChecked());
    QTest::keyClick(formats, Qt::Key_Down);
    QCOMPARE(dialog->format(), ExportDialog::Format::Html);
    dialog->setFormat(ExportDialog::Format::Png);
    dialog->setFormat(ExportDialog::Format::Gif);
    QVERIFY(range->isChecked());
}

void TestExportDialog::htmlPage()
{
    ExportDialog *dialog = openExportDialog(*m_window);
    QVERIFY(dialog);
    dialog->setFormat(ExportDialog::Format::Html);
    const QString html = m_dir.filePath(QStringLiteral("page.html"));
    bool ok = false;
    QVERIFY(exportTo(*dialog, html, &ok));
    QVERIFY2(ok, qPrintable(dialog->lastMessage()));
    QFile page(html);
    QVERIFY(page.open(QIODevice::ReadOnly));
    QVERIFY(page.size() > 1000);
}

void TestExportDialog::cancelledExportLeavesNoFile()
{
    ExportDialog *dialog = openExportDialog(*m_window);
    QVERIFY(dialog);
    dialog->setFormat(ExportDialog::Format::Gif);
    dialog->setSteps(ExportDialog::Steps::Range);
    dialog->setRange(0, m_window->trace()->stepCount(), 1);
    const QString gif = m_dir.filePath(QStringLiteral("never.gif"));
    QSignalSpy spy(dialog, &ExportDialog::exported);
    dialog->exportTo(gif);
    QVERIFY(dialog->isRunning());
    // Esc during an export cancels it and keeps the dialog open to say so.
    QTest::keyClick(dialog, Qt::Key_Escape);
    QVERIFY(spy.wait(60000) || !spy.isEmpty());
    QCOMPARE(spy.first().at(0).toBool(), false);
    QVERIFY(dialog->isVisible());
    QVERIFY(!QFile::exists(gif));
    QVERIFY(!dialog->isRunning());
}

// Return in the dialog exports (it asks for the file), before an export and after one, wherever
// the focus is; it never closes the dialog.
void TestExportDialog::returnPressesExport()
{
    QPointer<ExportDialog> dialog = openExportDialog(*m_window);
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    dialog->setFormat(ExportDialog::Format::Png);
    const auto pressReturn = [&](QWidget *target) {
        // The save dialog is modal: it is seen, then closed, from a timer.
        bool asked = false;
        QTimer poll;
        poll.setInterval(20);
        QObject::connect(&poll, &QTimer::timeout, [&] {
            if (auto *files = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
                asked = true;
                files->reject();
            }
        });
        poll.start();
        const QByteArray where = target->metaObject()->className();
        QTest::keyClick(target, Qt::Key_Return);
        QTest::qWait(100);
        if (!asked)
            qWarning("Return in a %s did not ask for the file", where.constData());
        // The file dialog took the activation; the export dialog gets it back as it would.
        if (dialog) {
            dialog->activateWindow();
            if (!QTest::qWaitForWindowActive(dialog))
                qWarning("the dialog is not active again");
        }
        return asked;
    };
    QWidget *focused = QApplication::focusWidget();
    QVERIFY(focused && dialog->isAncestorOf(focused));
    QVERIFY(pressReturn(focused));
    QVERIFY(dialog && dialog->isVisible());

    bool ok = false;
    QVERIFY(exportTo(*dialog, m_dir.filePath(QStringLiteral("first.png")), &ok));
    QVERIFY(ok);
    dialog->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    // The export button had the focus and was disabled while the export ran: the dialog may be
    // left with no focused control, and then it takes the key itself.
    focused = QApplication::focusWidget() ? QApplication::focusWidget() : dialog.data();
    QVERIFY(focused == dialog || dialog->isAncestorOf(focused));
    QVERIFY(pressReturn(focused));
    QVERIFY(dialog && dialog->isVisible());
    // From every control Tab reaches from the format, short of the buttons themselves.
    focused = dialog->findChild<QComboBox *>(QStringLiteral("exportFormat"));
    focused->setFocus(Qt::TabFocusReason);
    QVERIFY(QTest::qWaitFor([&] { return focused->hasFocus(); }));
    for (int tab = 0; tab < 12; ++tab) {
        QTest::keyClick(focused, Qt::Key_Tab);
        focused = QApplication::focusWidget();
        QVERIFY(focused && dialog->isAncestorOf(focused));
        if (qobject_cast<QPushButton *>(focused))
            continue;
        QVERIFY(pressReturn(focused));
        QVERIFY(dialog && dialog->isVisible());
    }
}

void TestExportDialog::onePictureIsOfTheStepOnScreen_data()
{
    QTest::addColumn<int>("format");
    QTest::newRow("PNG") << int(ExportDialog::Format::Png);
    QTest::newRow("SVG") << int(ExportDialog::Format::Svg);
}

// Switching from GIF to one picture keeps the step on screen, as the dialog says.
void TestExportDialog::onePictureIsOfTheStepOnScreen()
{
    QFETCH(int, format);
    m_window->playback().seek(42);
    ExportDialog *dialog = openExportDialog(*m_window);
    QVERIFY(dialog);
    dialog->setFormat(ExportDialog::Format::Gif);
    dialog->setFormat(ExportDialog::Format(format));
    QCOMPARE(dialog->positions(), std::vector<int>{42});
    const QString size = dialog->findChild<QLabel *>(QStringLiteral("exportSize"))->text();
    QVERIFY2(size.startsWith(QStringLiteral("Step 42:")), qPrintable(size));
}

// A GIF's length in seconds is grouped as its frames are ("1,234.0 s", not "1234.0 s").
void TestExportDialog::longGifSecondsAreGrouped()
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const auto restore = qScopeGuard([&] { QLocale::setDefault(before); });
    ExportDialog *dialog = openExportDialog(*m_window);
    QVERIFY(dialog);
    const int steps = m_window->trace()->stepCount();
    // A thousand seconds and more at the slowest speed.
    QVERIFY(steps >= 100);
    dialog->setFormat(ExportDialog::Format::Gif);
    dialog->findChild<QDoubleSpinBox *>(QStringLiteral("exportSpeed"))->setValue(0.1);
    dialog->setSteps(ExportDialog::Steps::Range);
    dialog->setRange(0, steps, 1);
    const QString size = dialog->findChild<QLabel *>(QStringLiteral("exportSize"))->text();
    static const QRegularExpression grouped(QStringLiteral(", \\d{1,3}(,\\d{3})+\\.\\d s$"));
    QVERIFY2(grouped.match(size).hasMatch(), qPrintable(size));
}

// The whole trace is the same number of frames in every format, the start among them, and the
// words say so.
void TestExportDialog::everyFormatCountsTheSameFrames()
{
    ExportDialog *dialog = openExportDialog(*m_window);
    QVERIFY(dialog);
    const int steps = m_window->trace()->stepCount();
    const QString frames = QStringLiteral("%1 frame").arg(steps + 1);
    const QString start = QStringLiteral("the start and %1 step").arg(steps);
    auto *size = dialog->findChild<QLabel *>(QStringLiteral("exportSize"));
    for (const ExportDialog::Format format : {ExportDialog::Format::Gif, ExportDialog::Format::PngSequence,
                                              ExportDialog::Format::Pdf, ExportDialog::Format::Html}) {
        dialog->setFormat(format);
        dialog->setSteps(ExportDialog::Steps::Range);
        dialog->setRange(0, steps, 1);
        QVERIFY2(size->text().contains(frames) && size->text().contains(start), qPrintable(size->text()));
    }
    // A range after the start counts its frames alone.
    dialog->setFormat(ExportDialog::Format::Gif);
    dialog->setRange(5, 20, 5);
    QVERIFY2(size->text().startsWith(QStringLiteral("4 frame")) && !size->text().contains(QStringLiteral("start")),
             qPrintable(size->text()));
}

// Every format's file refuses a pipe and a folder with a message naming it, and writes nothing
// in the pipe's place.
void TestExportDialog::aPipeOrAFolderIsNoTarget()
{
    const QString pipe = m_dir.filePath(QStringLiteral("pipe"));
    if (!makePipe(pipe))
        QSKIP("no named pipes here");
    const QString folder = m_dir.filePath(QStringLiteral("folder"));
    QVERIFY(QDir().mkpath(folder));
    ExportDialog *dialog = openExportDialog(*m_window);
    QVERIFY(dialog);
    for (const auto format : {ExportDialog::Format::Gif, ExportDialog::Format::Png, ExportDialog::Format::Svg,
                              ExportDialog::Format::Pdf, ExportDialog::Format::Html}) {
        dialog->setFormat(format);
        for (const QString &target : {pipe, folder}) {
            bool ok = true;
            QVERIFY(exportTo(*dialog, target, &ok));
            QVERIFY2(!ok, qPrintable(target));
            const QString shown = QDir::toNativeSeparators(target);
            QVERIFY2(dialog->lastMessage().contains(shown), qPrintable(dialog->lastMessage()));
            QCOMPARE(takeWarning(*dialog), dialog->lastMessage());
            QVERIFY(QFileInfo(pipe).exists() && !QFileInfo(pipe).isFile());
            QVERIFY(QFileInfo(folder).isDir());
        }
        QVERIFY(dialog->lastMessage().contains(QStringLiteral("folder")));
    }
}

// The preview shows the whole of the frame: drawn wider than the box inside its frame, it was
// cut at both sides, and the caption bar read "rst mark" for "first mark".
void TestExportDialog::previewShowsTheWholeCaptionBar()
{
    ExportDialog *dialog = openExportDialog(*m_window);
    QVERIFY(dialog);
    dialog->setFormat(ExportDialog::Format::Gif);
    dialog->setCaptionBar(true);
    auto *preview = dialog->findChild<QLabel *>(QStringLiteral("exportPreview"));
    const QPixmap shown = preview->pixmap();
    QVERIFY(!shown.isNull());
    // The room a label draws in: inside its frame and its margin.
    const int margin = preview->margin();
    const QSize room = preview->contentsRect().marginsRemoved(QMargins(margin, margin, margin, margin)).size();
    QVERIFY2(shown.width() <= room.width() && shown.height() <= room.height(),
             qPrintable(QStringLiteral("a %1 x %2 picture in a %3 x %4 box")
                            .arg(shown.width()).arg(shown.height()).arg(room.width()).arg(room.height())));
    // As large as the box allows, with the frame's proportions.
    QVERIFY(shown.width() == room.width() || shown.height() == room.height());
    const QImage frame = dialog->previewImage();
    QVERIFY(qAbs(double(shown.width()) / shown.height() - double(frame.width()) / frame.height()) < 0.05);
}

// A PNG sequence may go to a folder named in the dialog that does not exist yet, as on the
// command line; a second export into it asks first, then replaces the pictures of the first
// and leaves the user's own files alone.
void TestExportDialog::pictureFolderMayBeNewAndIsReplacedWhole()
{
    ExportDialog *dialog = openExportDialog(*m_window);
    QVERIFY(dialog);
    dialog->setFormat(ExportDialog::Format::PngSequence);
    dialog->setSteps(ExportDialog::Steps::Range);
    auto *exportButton = dialog->findChild<QPushButton *>(QStringLiteral("exportButton"));
    const QString folder = m_dir.filePath(QStringLiteral("lecture-frames"));
    QVERIFY(!QFileInfo::exists(folder));
    // Answers the dialogs an export asks; false when it asked other questions, or when it
    // exported or not against `exports`.
    const auto exportAnswering = [&](const std::function<void(ModalAnswers &)> &give, QStringList *asked,
                                     bool exports = true) {
        QSignalSpy spy(dialog, &ExportDialog::exported);
        {
            // Gone before the export runs: it would take the export dialog for one more question.
            ModalAnswers answers(dialog);
            give(answers);
            exportButton->click();
            if (asked)
                *asked = answers.asked;
            if (!answers.allGiven()) {
                qWarning("unexpected: %s", qPrintable(answers.unexpected.join(u", ")));
                return false;
            }
        }
        if (!exports) {
            QTest::qWait(300);
            return spy.isEmpty();
        }
        return (spy.wait(60000) || !spy.isEmpty()) && spy.first().at(0).toBool();
    };

    // The folder dialog takes a new name as an answer: its button stays on for one.
    bool offered = false;
    QTimer look;
    look.setInterval(20);
    QObject::connect(&look, &QTimer::timeout, [&] {
        auto *files = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!files)
            return;
        files->setDirectory(m_dir.path());
        auto *name = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
        if (name) {
            name->setText(QStringLiteral("lecture-frames"));
            const auto buttons = files->findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"))->buttons();
            offered = std::any_of(buttons.begin(), buttons.end(), [&](QAbstractButton *button) {
                return button->isEnabled() && qobject_cast<QDialogButtonBox *>(button->parent())->buttonRole(button)
                    == QDialogButtonBox::AcceptRole;
            });
        }
        files->reject();
    });
    look.start();
    exportButton->click();
    look.stop();
    QVERIFY(offered);

    dialog->setRange(0, 10, 5);
    QVERIFY(exportAnswering([&](ModalAnswers &answers) { answers.file(folder); }, nullptr));
    QVERIFY2(QFileInfo(folder).isDir(), qPrintable(dialog->lastMessage()));
    QCOMPARE(picturesIn(folder), (QStringList{QStringLiteral("step-00.png"), QStringLiteral("step-05.png"),
                                              QStringLiteral("step-10.png")}));
    QFile notes(QDir(folder).filePath(QStringLiteral("notes.txt")));
    QVERIFY(notes.open(QIODevice::WriteOnly));
    notes.write("the lecturer's own\n");
    notes.close();

    // Cancelled at the question: the first export's pictures stay as they were.
    dialog->setRange(0, 4, 4);
    QStringList asked;
    QVERIFY(exportAnswering([&](ModalAnswers &answers) {
        answers.file(folder);
        answers.button(QMessageBox::Cancel);
    }, &asked, false));
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.first().contains(QStringLiteral("3 picture")), qPrintable(asked.first()));
    QCOMPARE(picturesIn(folder).size(), 3);

    QVERIFY(exportAnswering([&](ModalAnswers &answers) {
        answers.file(folder);
        answers.button(QMessageBox::Yes);
    }, &asked));
    QCOMPARE(picturesIn(folder), (QStringList{QStringLiteral("step-0.png"), QStringLiteral("step-4.png")}));
    QVERIFY(QFileInfo::exists(notes.fileName()));
}

// One frame makes one picture, and the size says so rather than "a picture each".
void TestExportDialog::onePictureIsCountedAsOne()
{
    m_window->playback().seek(7);
    ExportDialog *dialog = openExportDialog(*m_window);
    QVERIFY(dialog);
    dialog->setFormat(ExportDialog::Format::PngSequence);
    dialog->setSteps(ExportDialog::Steps::OnScreen);
    const QString size = dialog->findChild<QLabel *>(QStringLiteral("exportSize"))->text();
    QVERIFY2(size.startsWith(QStringLiteral("1 frame")) && size.contains(QStringLiteral("; 1 picture, "))
                 && !size.contains(QStringLiteral("each")), qPrintable(size));
    dialog->setSteps(ExportDialog::Steps::Range);
    dialog->setRange(5, 20, 5);
    const QString more = dialog->findChild<QLabel *>(QStringLiteral("exportSize"))->text();
    QVERIFY2(more.startsWith(QStringLiteral("4 frame")) && more.contains(QStringLiteral("; a picture each, ")),
             qPrintable(more));
}

// Pictures for slides and handouts come out light in a dark window unless Dark is chosen.
void TestExportDialog::picturesAreLightInADarkWindow()
{
    QAction *dark = actionNamed(*m_window, QStringLiteral("Dark"));
    QAction *light = actionNamed(*m_window, QStringLiteral("Light"));
    QVERIFY(dark && light);
    dark->trigger();
    const auto restore = qScopeGuard([&] { light->trigger(); });
    ExportDialog *dialog = openExportDialog(*m_window);
    QVERIFY(dialog);
    dialog->setFormat(ExportDialog::Format::Png);
    auto *theme = dialog->findChild<QComboBox *>(QStringLiteral("exportTheme"));
    QVERIFY(theme && theme->isVisible());
    QCOMPARE(theme->currentText(), QStringLiteral("Light"));
    QCOMPARE(themeOf(dialog->previewImage()), std::optional(Palette::Theme::Light));
    const QString lightFile = m_dir.filePath(QStringLiteral("light.png"));
    bool ok = false;
    QVERIFY(exportTo(*dialog, lightFile, &ok));
    QVERIFY2(ok, qPrintable(dialog->lastMessage()));
    QCOMPARE(themeOf(QImage(lightFile)), std::optional(Palette::Theme::Light));

    // Dark when asked for.
    dialog->setTheme(Palette::Theme::Dark);
    const QString darkFile = m_dir.filePath(QStringLiteral("dark.png"));
    QVERIFY(exportTo(*dialog, darkFile, &ok));
    QVERIFY2(ok, qPrintable(dialog->lastMessage()));
    QCOMPARE(themeOf(QImage(darkFile)), std::optional(Palette::Theme::Dark));
}

QTEST_MAIN(TestExportDialog)
namespace {

// What a user sees of the dialog's choices, one line each.
QStringList exportChoices(const ExportDialog &dialog)
{
    QStringList choices;
    for (const char *name : {"exportFormat", "exportTheme", "exportPerPage", "exportPageSize"})
        choices << QLatin1String(name) + u'=' + dialog.findChild<QComboBox *>(QLatin1String(name))->currentText();
    for (const char *name : {"exportFrom", "exportTo", "exportEvery", "exportCellSize"})
        choices << QLatin1String(name) + u'=' + QString::number(dialog.findChild<QSpinBox *>(QLatin1String(name))->value());
    choices << QStringLiteral("exportSpeed=") + dialog.findChild<QDoubleSpinBox *>(QStringLiteral("exportSpeed"))->text();
    for (const char *name : {"exportCaptionBar"})
        choices << QLatin1String(name) + u'=' + (dialog.findChild<QCheckBox *>(QLatin1String(name))->isChecked() ? u'1' : u'0');
    for (const char *name : {"exportCurrentStep", "exportRange", "exportBookmarks"})
        choices << QLatin1String(name) + u'=' + (dialog.findChild<QRadioButton *>(QLatin1String(name))->isChecked() ? u'1' : u'0');
    return choices;
}

} // namespace

// Open, change every choice, close, open again: the choices are as they were left.
void TestExportDialog::choicesAreRememberedBetweenOpenings()
{
    ExportDialog *dialog = openExportDialog(*m_window);
    QVERIFY(dialog);
    const QStringList defaults = exportChoices(*dialog);
    dialog->setFormat(ExportDialog::Format::Pdf);
    dialog->setSteps(ExportDialog::Steps::Range);
    dialog->setRange(2, 30, 4);
    dialog->findChild<QSpinBox *>(QStringLiteral("exportCellSize"))->setValue(17);
    dialog->setTheme(Palette::Theme::Dark);
    dialog->setCaptionBar(false);
    dialog->findChild<QDoubleSpinBox *>(QStringLiteral("exportSpeed"))->setValue(7.5);
    dialog->findChild<QComboBox *>(QStringLiteral("exportPerPage"))->setCurrentIndex(2);
    dialog->findChild<QComboBox *>(QStringLiteral("exportPageSize"))->setCurrentIndex(1);
    const QStringList changed = exportChoices(*dialog);
    QVERIFY(changed != defaults);
    dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Close)->click();
    QTRY_VERIFY(!m_window->findChild<ExportDialog *>());

    dialog = openExportDialog(*m_window);
    QVERIFY(dialog);
    QCOMPARE(exportChoices(*dialog), changed);
    static_cast<QDialog *>(dialog)->reject();
}

// The steps remembered are those the user chose, not the step on screen a picture of one step
// shows by itself: all the steps chosen for a GIF, then one PNG exported, and the next opening's
// GIF is of all the steps again, while its PNG is still of the step on screen.
void TestExportDialog::onePictureLeavesTheChosenStepsRemembered()
{
    m_window->playback().seek(42);
    ExportDialog *dialog = openExportDialog(*m_window);
    QVERIFY(dialog);
    auto *range = dialog->findChild<QRadioButton *>(QStringLiteral("exportRange"));
    auto *onScreen = dialog->findChild<QRadioButton *>(QStringLiteral("exportCurrentStep"));
    QVERIFY(range && onScreen);
    dialog->setFormat(ExportDialog::Format::Gif);
    range->click();
    const int last = m_window->traceWithBookmarks()->stepCount();
    dialog->setRange(0, last, 1);
    const std::vector<int> allSteps = dialog->positions();
    QCOMPARE(int(allSteps.size()), last + 1);

    dialog->setFormat(ExportDialog::Format::Png);
    QVERIFY(onScreen->isChecked());
    QCOMPARE(dialog->positions(), std::vector<int>{42});
    bool ok = false;
    QVERIFY(exportTo(*dialog, m_dir.filePath(QStringLiteral("one.png")), &ok));
    QVERIFY2(ok, qPrintable(dialog->lastMessage()));
    if (m_window->findChild<ExportDialog *>())
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Close)->click();
    QTRY_VERIFY(!m_window->findChild<ExportDialog *>());

    dialog = openExportDialog(*m_window);
    QVERIFY(dialog);
    QCOMPARE(dialog->format(), ExportDialog::Format::Png);
    QCOMPARE(dialog->positions(), std::vector<int>{42});
    dialog->setFormat(ExportDialog::Format::Gif);
    QVERIFY(dialog->findChild<QRadioButton *>(QStringLiteral("exportRange"))->isChecked());
    QCOMPARE(dialog->positions(), allSteps);
    static_cast<QDialog *>(dialog)->reject();
}

// A settings file written by hand or by another version: every value out of range, of the
// wrong type or unknown leaves its choice as the dialog has it by default.
void TestExportDialog::badStoredChoicesGiveTheDefaults()
{
    ExportDialog *dialog = openExportDialog(*m_window);
    QVERIFY(dialog);
    const QStringList defaults = exportChoices(*dialog);
    // Closed without a trace of its choices.
    delete dialog;
    QSettings settings;
    settings.setValue(QStringLiteral("export/format"), QStringLiteral("bmp"));
    settings.setValue(QStringLiteral("export/steps"), QStringLiteral("some"));
    settings.setValue(QStringLiteral("export/from"), -5);
    settings.setValue(QStringLiteral("export/to"), 100000000);
    settings.setValue(QStringLiteral("export/every"), 0);
    settings.setValue(QStringLiteral("export/cellSize"), 9999);
    settings.setValue(QStringLiteral("export/theme"), QStringLiteral("purple"));
    settings.setValue(QStringLiteral("export/captionBar"), QStringLiteral("perhaps"));
    settings.setValue(QStringLiteral("export/speed"), QStringLiteral("fast"));
    settings.setValue(QStringLiteral("export/perPage"), 5);
    settings.setValue(QStringLiteral("export/pageSize"), QStringLiteral("A0"));
    settings.sync();
    dialog = openExportDialog(*m_window);
    QVERIFY(dialog);
    QCOMPARE(exportChoices(*dialog), defaults);
    static_cast<QDialog *>(dialog)->reject();
}

#include "tst_exportdialog.moc"
