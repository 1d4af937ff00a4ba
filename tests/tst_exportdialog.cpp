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
#include <QFileDialog>
#include <QMessageBox>
#include <QImageReader>
#include <QLabel>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace gridtrace;
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

} // namespace

class TestExportDialog : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void gifOfARange();
    void handoutOfTheBookmarks();
    void htmlPage();
    void cancelledExportLeavesNoFile();
    void returnPressesExport();
    void onePictureIsOfTheStepOnScreen_data();
    void onePictureIsOfTheStepOnScreen();
    void everyFormatCountsTheSameFrames();
    void aPipeOrAFolderIsNoTarget();

private:
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
};

void TestExportDialog::init()
{
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

QTEST_MAIN(TestExportDialog)
#include "tst_exportdialog.moc"
