// Save Trace and the exports as a user meets them in the file dialog: the filter chosen decides
// the format, and a name typed without an extension gets the filter's.

#include "savetarget.h"

#include "tracefixtures.h"

#include "trace/tracefile.h"

#include <QAbstractButton>
#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QTimer>
#include <QTemporaryDir>
#include <QtTest>

using namespace gridtrace;

namespace {

const QString binaryFilter = QStringLiteral("Binary traces (*.gtrace)");
const QString jsonFilter = QStringLiteral("JSON traces (*.gtrace.json *.json)");

} // namespace

class TestSaveTarget : public QObject
{
    Q_OBJECT

private slots:
    void nameAndFormat_data();
    void nameAndFormat();
    void theFileIsInTheFilterFormat();
    void exportNames_data();
    void exportNames();
    void anAddedNameIsNotReplacedUnasked();
};

void TestSaveTarget::nameAndFormat_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<bool>("binary");

    QTest::newRow("binary, no extension") << "traces/arena2" << binaryFilter << "traces/arena2.gtrace" << true;
    QTest::newRow("binary, its extension") << "traces/a.gtrace" << binaryFilter << "traces/a.gtrace" << true;
    QTest::newRow("binary, upper case") << "traces/A.GTRACE" << binaryFilter << "traces/A.GTRACE" << true;
    QTest::newRow("binary, a JSON name") << "traces/a.json" << binaryFilter << "traces/a.json.gtrace" << true;
    QTest::newRow("json, no extension") << "traces/arena2" << jsonFilter << "traces/arena2.gtrace.json" << false;
    QTest::newRow("json, .json") << "traces/a.json" << jsonFilter << "traces/a.json" << false;
    QTest::newRow("json, .gtrace.json") << "traces/a.gtrace.json" << jsonFilter << "traces/a.gtrace.json" << false;
    QTest::newRow("json, a binary name") << "traces/a.gtrace" << jsonFilter << "traces/a.gtrace.gtrace.json" << false;
    QTest::newRow("a dot in a folder") << "traces/v1.2/run" << binaryFilter << "traces/v1.2/run.gtrace" << true;
    QTest::newRow("Chinese filter") << "traces/arena2" << QStringLiteral("二进制轨迹 (*.gtrace)") << "traces/arena2.gtrace" << true;
}

void TestSaveTarget::nameAndFormat()
{
    QFETCH(QString, typed);
    QFETCH(QString, filter);
    QFETCH(QString, fileName);
    QFETCH(bool, binary);
    const TraceTarget target = traceTarget(typed, filter);
    QCOMPARE(target.fileName, fileName);
    QCOMPARE(target.format == TraceFormat::Binary, binary);
}

// What lands on disk: a binary trace starts with 0x89, a JSON one with a brace.
void TestSaveTarget::theFileIsInTheFilterFormat()
{
    const Trace trace = tracefixtures::randomTrace(7, 6, 4, 20);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const QString &filter : {binaryFilter, jsonFilter}) {
        const TraceTarget target = traceTarget(dir.filePath(QStringLiteral("arena2")), filter);
        QString error;
        QVERIFY2(saveTrace(trace, target.fileName, target.format, &error), qPrintable(error));
        QFile file(target.fileName);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray head = file.read(1);
        QCOMPARE(head.at(0) == char(0x89), filter == binaryFilter);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("arena2"))));
        QVERIFY(loadTrace(target.fileName, &error));
    }
}

void TestSaveTarget::exportNames_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QString>("fileName");
    QTest::newRow("gif") << "traces/anim" << "GIF animations (*.gif)" << "traces/anim.gif";
    QTest::newRow("gif kept") << "traces/anim.GIF" << "GIF animations (*.gif)" << "traces/anim.GIF";
    QTest::newRow("pdf") << "traces/handout" << "PDF documents (*.pdf)" << "traces/handout.pdf";
    QTest::newRow("png, another extension") << "traces/a.jpg" << "PNG images (*.png)" << "traces/a.jpg.png";
    QTest::newRow("scenario") << "traces/maze" << "Scenarios (*.json)" << "traces/maze.json";
    QTest::newRow("cancelled") << "" << "Scenarios (*.json)" << "";
    QTest::newRow("all files") << "traces/x" << "All files (*)" << "traces/x";
}

void TestSaveTarget::exportNames()
{
    QFETCH(QString, typed);
    QFETCH(QString, filter);
    QFETCH(QString, fileName);
    QCOMPARE(fileNameForFilter(typed, filter), fileName);
}

// The dialog asked about "arena2"; "arena2.gtrace", there already, is replaced only when the
// user says so.
void TestSaveTarget::anAddedNameIsNotReplacedUnasked()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString typed = dir.filePath(QStringLiteral("arena2"));
    const QString added = typed + QStringLiteral(".gtrace");
    QVERIFY(mayReplaceAddedName(nullptr, typed, added)); // nothing there: nothing to ask
    QFile existing(added);
    QVERIFY(existing.open(QIODevice::WriteOnly));
    existing.close();
    QVERIFY(mayReplaceAddedName(nullptr, added, added)); // the name the dialog asked about

    int asked = 0;
    const auto answer = [&](QMessageBox::StandardButton button) {
        QTimer::singleShot(50, [&asked, button] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                ++asked;
                box->button(button)->click();
            }
        });
    };
    answer(QMessageBox::No);
    QVERIFY(!mayReplaceAddedName(nullptr, typed, added));
    answer(QMessageBox::Yes);
    QVERIFY(mayReplaceAddedName(nullptr, typed, added));
    QCOMPARE(asked, 2);
}

QTEST_MAIN(TestSaveTarget)
#include "tst_savetarget.moc"
