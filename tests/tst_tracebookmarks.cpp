// Bookmarks in both trace forms (format version 2): captions in any language survive a save,
// version 1 files still load without them, and every malformed bookmark is refused with a
// message that says which one and why.

#include "tracefixtures.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace gridtrace;
using namespace tracefixtures;

class TestTraceBookmarks : public QObject
{
    Q_OBJECT

private slots:
    void bookmarksRoundTrip_data();
    void bookmarksRoundTrip();
    void versionOneLoads_data();
    void versionOneLoads();
    void handWrittenVersionOne();
    void documentedExampleLoads();
    void bookmarkErrors_data();
    void bookmarkErrors();
};

void TestTraceBookmarks::bookmarksRoundTrip_data()
{
    QTest::addColumn<TraceFormat>("format");
    for (const TraceFormat format : {TraceFormat::Json, TraceFormat::Binary})
        QTest::newRow(format == TraceFormat::Json ? "json" : "binary") << format;
}

void TestTraceBookmarks::bookmarksRoundTrip()
{
    QFETCH(TraceFormat, format);
    Trace trace = randomTrace(21, 10, 8, 60);
    trace.bookmarks.clear();
    // At the initial scene, at the end, and every caption in between.
    setBookmark(trace.bookmarks, {0, captions[1]});
    setBookmark(trace.bookmarks, {trace.stepCount(), captions[0]});
    for (int i = 2; i < int(std::size(captions)); ++i)
        setBookmark(trace.bookmarks, {i * 10, captions[i]});
    setBookmark(trace.bookmarks, {25, QString(Bookmark::maxCaptionLength, u'长')});
    QCOMPARE(trace.bookmarks.size(), std::size(captions) + 1);
    QCOMPARE(trace.validate(), QString());

    const QByteArray saved = write(trace, format);
    QString error;
    const auto loaded = read(saved, format, &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->bookmarks.size(), trace.bookmarks.size());
    for (std::size_t i = 0; i < trace.bookmarks.size(); ++i) {
        QCOMPARE(loaded->bookmarks[i].position, trace.bookmarks[i].position);
        QCOMPARE(loaded->bookmarks[i].caption, trace.bookmarks[i].caption);
    }
    QVERIFY(*loaded == trace);
    QCOMPARE(write(*loaded, format), saved);

    // What another tool reading the file with any JSON parser sees.
    const QJsonArray array = format == TraceFormat::Json
        ? QJsonDocument::fromJson(saved).object().value(QStringLiteral("bookmarks")).toArray()
        : binaryMeta(saved).value(QStringLiteral("bookmarks")).toArray();
    QCOMPARE(array.size(), qsizetype(trace.bookmarks.size()));
    QCOMPARE(array.first().toObject().value(QStringLiteral("step")).toInt(), 0);
    QCOMPARE(array.first().toObject().value(QStringLiteral("caption")).toString(), captions[1]);
    QCOMPARE(array.last().toObject().value(QStringLiteral("step")).toInt(), trace.stepCount());
    if (format == TraceFormat::Json) {
        // One bookmark a line, its newlines escaped as \n.
        QVERIFY(saved.contains("\n        {\"step\": 0, \"caption\": \"这里开放列表像水波一样扩散。\\n注意"));
        QCOMPARE(QJsonDocument::fromJson(saved).object().value(QStringLiteral("version")).toInt(), 2);
    } else {
        QCOMPARE(qFromLittleEndian<quint32>(saved.constData() + binaryVersionOffset), 2u);
    }
}

void TestTraceBookmarks::versionOneLoads_data()
{
    bookmarksRoundTrip_data();
}

// A version 1 file is a version 2 file without "bookmarks": it loads, with no bookmarks.
void TestTraceBookmarks::versionOneLoads()
{
    QFETCH(TraceFormat, format);
    Trace trace = randomTrace(22, 9, 9, 80);
    setBookmark(trace.bookmarks, {3, captions[0]});
    const QByteArray saved = write(trace, format);
    const QByteArray versionOne = format == TraceFormat::Json ? jsonWith(saved, QJsonValue::Undefined, 1)
                                                              : binaryWith(saved, QJsonValue::Undefined, 1);
    QVERIFY(!versionOne.contains("bookmarks"));
    QString error;
    const auto loaded = read(versionOne, format, &error);
    QVERIFY2(loaded, qPrintable(error));
    QVERIFY(loaded->bookmarks.empty());
    Trace expected = trace;
    expected.bookmarks.clear();
    QVERIFY(*loaded == expected);
    // Saved again, it is a version 2 file.
    const QByteArray again = write(*loaded, format);
    QVERIFY(again.contains("bookmarks"));
    QVERIFY(read(again, format, &error));

    // Version 1 has no bookmarks: a version 1 file that carries them is not one.
    const QByteArray mixed = format == TraceFormat::Json ? jsonWith(saved, QJsonArray{}, 1)
                                                         : binaryWith(saved, QJsonArray{}, 1);
    QVERIFY(!read(mixed, format, &error));
    QVERIFY2(error.contains(QStringLiteral("bookmarks")) && !error.contains(u'\n'), qPrintable(error));
}

// A version 1 file as GridTrace 1 wrote it, kept as it was.
void TestTraceBookmarks::handWrittenVersionOne()
{
    const QString fileName = QFINDTESTDATA("data/traces/version1.gtrace.json");
    QVERIFY(!fileName.isEmpty());
    QString error;
    const auto trace = loadTrace(fileName, &error);
    QVERIFY2(trace, qPrintable(error));
    QVERIFY(trace->bookmarks.empty());
    QCOMPARE(trace->stepCount(), 2);
    QCOMPARE(trace->changeCount(), std::size_t(7));
    QCOMPARE(trace->header.algorithm, QStringLiteral("bfs"));
    QCOMPARE(trace->tables.strings.size(), 2);
}

// The example in docs/trace-format.md is a file the reader takes.
void TestTraceBookmarks::documentedExampleLoads()
{
    const QString fileName = QFINDTESTDATA("../docs/trace-format.md");
    if (fileName.isEmpty())
        QSKIP("docs/trace-format.md is not beside the tests");
    QFile file(fileName);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray doc = file.readAll();
    const qsizetype begin = doc.indexOf("```json\n");
    QVERIFY(begin >= 0);
    const qsizetype end = doc.indexOf("```", begin + 8);
    const QByteArray example = doc.mid(begin + 8, end - begin - 8);
    QString error;
    const auto trace = readTraceJson(example, &error);
    QVERIFY2(trace, qPrintable(error));
    QCOMPARE(QJsonDocument::fromJson(example).object().value(QStringLiteral("version")).toInt(), Trace::formatVersion);
    QCOMPARE(trace->bookmarks.size(), std::size_t(2));
    QCOMPARE(trace->bookmarks.back().position, trace->stepCount());
    // The example is written as the writer writes it.
    QCOMPARE(writeTraceJson(*trace), example);
}

void TestTraceBookmarks::bookmarkErrors_data()
{
    QTest::addColumn<TraceFormat>("format");
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("expected");

    const Trace trace = randomTrace(23, 8, 8, 40);
    QCOMPARE(trace.stepCount(), 40);
    const auto bookmark = [](const QJsonValue &step, const QJsonValue &caption) {
        return QJsonObject{{QStringLiteral("step"), step}, {QStringLiteral("caption"), caption}};
    };
    const QJsonObject fine = bookmark(1, QStringLiteral("fine"));
    QJsonObject unknown = fine;
    unknown.insert(QStringLiteral("colour"), QStringLiteral("red"));
    QJsonObject noCaption = fine;
    noCaption.remove(QStringLiteral("caption"));
    QJsonObject noStep = fine;
    noStep.remove(QStringLiteral("step"));

    const struct
    {
        const char *name;
        QJsonValue bookmarks;
        QString expected;
    } cases[] = {
        {"after the end", QJsonArray{fine, bookmark(41, QString())}, QStringLiteral("bookmark 2 is at step 41, outside 0 to 40")},
        {"negative", QJsonArray{bookmark(-1, QString())}, QStringLiteral("bookmark 1: \"step\" must be a whole number")},
        {"not increasing", QJsonArray{bookmark(9, QString()), bookmark(2, QString())},
         QStringLiteral("bookmark 2 is at step 2, before the bookmark ahead of it at step 9")},
        {"duplicate", QJsonArray{fine, fine}, QStringLiteral("bookmark 2 marks step 1 a second time")},
        {"too long", QJsonArray{bookmark(3, QString(Bookmark::maxCaptionLength + 1, u'x'))},
         QStringLiteral("bookmark 1 has a caption of 2,001 characters, at most 2,000")},
        {"step a text", QJsonArray{bookmark(QStringLiteral("3"), QString())}, QStringLiteral("bookmark 1: \"step\" must be a whole number")},
        {"step a fraction", QJsonArray{bookmark(2.5, QString())}, QStringLiteral("bookmark 1: \"step\" must be a whole number")},
        {"caption a number", QJsonArray{fine, bookmark(4, 4)}, QStringLiteral("bookmark 2: \"caption\" must be a text")},
        {"caption lines as an array", QJsonArray{bookmark(4, QJsonArray{QStringLiteral("a"), QStringLiteral("b")})},
         QStringLiteral("bookmark 1: \"caption\" must be a text")},
        {"bookmark an array", QJsonArray{QJsonArray{1, QStringLiteral("x")}}, QStringLiteral("bookmark 1 must be an object")},
        {"bookmarks an object", fine, QStringLiteral("\"bookmarks\" must be an array")},
        {"bookmarks null", QJsonValue::Null, QStringLiteral("\"bookmarks\" must be an array")},
        {"unknown member", QJsonArray{unknown}, QStringLiteral("bookmark 1: \"colour\" is not a member of a bookmark")},
        {"missing caption", QJsonArray{fine, noCaption}, QStringLiteral("bookmark 2: \"caption\" is missing")},
        {"missing step", QJsonArray{noStep}, QStringLiteral("bookmark 1: \"step\" is missing")},
        {"missing in version 2", QJsonValue::Undefined, QStringLiteral("bookmarks\" is missing")},
    };
    const QByteArray json = writeTraceJson(trace);
    const QByteArray binary = writeTraceBinary(trace);
    for (const auto &c : cases) {
        QTest::addRow("json, %s", c.name) << TraceFormat::Json << jsonWith(json, c.bookmarks) << c.expected;
        QTest::addRow("binary, %s", c.name) << TraceFormat::Binary << binaryWith(binary, c.bookmarks) << c.expected;
    }
}

void TestTraceBookmarks::bookmarkErrors()
{
    QFETCH(TraceFormat, format);
    QFETCH(QByteArray, data);
    QFETCH(QString, expected);

    QString error;
    QVERIFY(!read(data, format, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
    QVERIFY(!error.contains(u'\n'));
}

QTEST_GUILESS_MAIN(TestTraceBookmarks)
#include "tst_tracebookmarks.moc"
