#include "tracefixtures.h"

#include "grid/messagetext.h"
#include "grid/scenariofile.h"
#include "randomscenario.h"
#include "trace/recorder.h"
#include "trace/tracefile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtEndian>
#include <QtTest>

#include <algorithm>
#include <cstring>
#include <limits>

using namespace gridtrace;
using namespace tracefixtures;

class TestTraceFiles : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void jsonIsValidJson();
    void labelsAreBitExact_data();
    void labelsAreBitExact();
    void binaryCostsTwelveBytesAChange();

    void jsonTruncated();
    void jsonErrors_data();
    void jsonErrors();
    void replayErrors_data();
    void replayErrors();
    void hugeBoardInHeader_data();
    void hugeBoardInHeader();
    void binaryTruncated();
    void binaryErrors_data();
    void binaryErrors();
    void corruptedFilesNeverCrash_data();
    void corruptedFilesNeverCrash();


    void formatForFileName();
    void files();
};

void TestTraceFiles::roundTrip_data()
{
    QTest::addColumn<TraceFormat>("format");
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("steps");

    const struct
    {
        const char *name;
        int width;
        int height;
        int steps;
    } shapes[] = {
        {"1 x 1", 1, 1, 20},
        {"no steps", 7, 5, 0},
        {"one step", 9, 9, 1},
        {"16 x 16", 16, 16, 400},
        {"wide", 200, 3, 300},
        {"49 x 49", 49, 49, 2000},
    };
    for (const TraceFormat format : {TraceFormat::Json, TraceFormat::Binary}) {
        const char *formatName = format == TraceFormat::Json ? "json" : "binary";
        for (const auto &shape : shapes) {
            for (quint32 seed : {1u, 2u, 3u}) {
                QTest::addRow("%s, %s, seed %u", formatName, shape.name, seed)
                    << format << seed << shape.width << shape.height << shape.steps;
            }
        }
    }
}

void TestTraceFiles::roundTrip()
{
    QFETCH(TraceFormat, format);
    QFETCH(quint32, seed);
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, steps);

    const Trace trace = randomTrace(seed, width, height, steps);
    QCOMPARE(trace.validate(), QString());

    const QByteArray saved = write(trace, format);
    QString error;
    const auto loaded = read(saved, format, &error);
    QVERIFY2(loaded, qPrintable(error));
    QVERIFY(error.isEmpty());
    QVERIFY(*loaded == trace);
    QCOMPARE(loaded->header, trace.header);
    QCOMPARE(loaded->tables, trace.tables);
    QVERIFY(loaded->initial == trace.initial);
    QVERIFY(loaded->changes == trace.changes);
    QVERIFY(loaded->steps == trace.steps);
    // Byte for byte: a file saved again does not show up as changed.
    QCOMPARE(write(*loaded, format), saved);
}

void TestTraceFiles::jsonIsValidJson()
{
    const Trace trace = randomTrace(7, 12, 10, 200);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(writeTraceJson(trace), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonObject object = document.object();
    QCOMPARE(object.value(QStringLiteral("format")).toString(), QStringLiteral("gridtrace-trace"));
    QCOMPARE(object.value(QStringLiteral("version")).toInt(), Trace::formatVersion);
    QCOMPARE(object.value(QStringLiteral("changes")).toArray().size(), qsizetype(trace.changes.size()));
    QCOMPARE(object.value(QStringLiteral("steps")).toArray().size(), qsizetype(trace.steps.size()));

    // Any layout of the same JSON reads the same: the reader does not depend on the writer's
    // whitespace or member order.
    QString why;
    const auto compact = readTraceJson(document.toJson(QJsonDocument::Compact), &why);
    QVERIFY2(compact, qPrintable(why));
    QVERIFY(*compact == trace);
    const auto indented = readTraceJson(document.toJson(QJsonDocument::Indented), &why);
    QVERIFY2(indented, qPrintable(why));
    QVERIFY(*indented == trace);
}

void TestTraceFiles::labelsAreBitExact_data()
{
    QTest::addColumn<TraceFormat>("format");
    QTest::newRow("json") << TraceFormat::Json;
    QTest::newRow("binary") << TraceFormat::Binary;
}

void TestTraceFiles::labelsAreBitExact()
{
    QFETCH(TraceFormat, format);

    Trace trace;
    trace.header.board = Grid(8, 8);
    trace.tables.labels = {QStringLiteral("g"), QStringLiteral("h"), QStringLiteral("f"), QStringLiteral("d")};
    trace.tables.stepKinds = {QStringLiteral("set")};
    const int count = int(std::size(specialLabelBits));
    {
        Recorder recorder(trace);
        // In the initial scene, on every channel, and then changed by the steps.
        for (int i = 0; i < count; ++i)
            recorder.setCell(labelLayer(i % labelLayerCount), i, specialLabelBits[i]);
        recorder.setLabel(3, 40, -0.0f);
        for (int i = 0; i < count; ++i) {
            recorder.step(0, 1, i);
            recorder.setCell(labelLayer(i % labelLayerCount), i, specialLabelBits[(i + 1) % count]);
            recorder.setCell(labelLayer(i % labelLayerCount), 20 + i, specialLabelBits[i]);
            recorder.setLabel(0, 50, -float(i) / 3.0f);
        }
    }

    QString error;
    const auto loaded = read(write(trace, format), format, &error);
    QVERIFY2(loaded, qPrintable(error));
    for (int cell = 0; cell < trace.initial.cellCount(); ++cell) {
        for (int channel = 0; channel < labelLayerCount; ++channel) {
            const CellLayer layer = labelLayer(channel);
            QCOMPARE(loaded->initial.cellValue(layer, cell), trace.initial.cellValue(layer, cell));
        }
    }
    QCOMPARE(loaded->initial.cellValue(labelLayer(3), 40), 0x80000000u);
    QCOMPARE(loaded->changes.size(), trace.changes.size());
    for (std::size_t i = 0; i < trace.changes.size(); ++i) {
        QCOMPARE(loaded->changes[i].before, trace.changes[i].before);
        QCOMPARE(loaded->changes[i].after, trace.changes[i].after);
    }
    QVERIFY(*loaded == trace);
}

void TestTraceFiles::binaryCostsTwelveBytesAChange()
{
    const Trace trace = randomTrace(11, 32, 32, 3000);
    Trace bare = trace;
    bare.changes.clear();
    bare.steps.clear();
    const qsizetype overhead = writeTraceBinary(bare).size();
    QCOMPARE(writeTraceBinary(trace).size(),
             overhead + qsizetype(12 * trace.changes.size() + 12 * trace.steps.size()));
}

void TestTraceFiles::jsonTruncated()
{
    const Trace trace = randomTrace(4, 6, 5, 40);
    const QByteArray json = writeTraceJson(trace);
    QVERIFY(json.size() > 1000);
    for (qsizetype size = 0; size < json.size() - 1; ++size) {
        QString error;
        const auto loaded = readTraceJson(json.left(size), &error);
        QVERIFY2(!loaded, qPrintable(QStringLiteral("cut at %1").arg(size)));
        QVERIFY2(!error.isEmpty(), qPrintable(QStringLiteral("cut at %1").arg(size)));
        if (size > 0)
            QVERIFY2(error.contains(QStringLiteral(", column ")), qPrintable(error));
    }
    // Only the final newline may go.
    QString error;
    QVERIFY2(readTraceJson(json.left(json.size() - 1), &error), qPrintable(error));
}

void TestTraceFiles::jsonErrors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");

    const Trace trace = randomTrace(6, 9, 9, 60);
    const QByteArray json = writeTraceJson(trace);
    const auto edited = [&](const char *from, const char *to) {
        QByteArray copy = json;
        const qsizetype at = copy.indexOf(from);
        return at < 0 ? QByteArray("edit failed") : copy.replace(at, qsizetype(std::strlen(from)), to);
    };
    const auto changeRow = [&](const char *row) {
        return edited("\"changes\": [\n        [", QByteArray("\"changes\": [\n        ").append(row).append(",[").constData());
    };
    const auto stepRow = [&](const char *row) {
        return edited("\"steps\": [\n        [", QByteArray("\"steps\": [\n        ").append(row).append(",[").constData());
    };

    QTest::newRow("empty") << QByteArray() << QStringLiteral("empty");
    QTest::newRow("not JSON") << QByteArray("GridTrace") << QStringLiteral("not valid JSON");
    QTest::newRow("an array") << QByteArray("[]") << QStringLiteral("not valid JSON at line 1, column 1: expected '{'");
    QTest::newRow("wrong format") << edited("gridtrace-trace", "gridtrace-scenario")
                                  << QStringLiteral("\"format\" is not \"gridtrace-trace\"");
    QTest::newRow("unknown version") << edited("\"version\": 2", "\"version\": 7")
                                     << QStringLiteral("trace format version 7 is not supported");
    QTest::newRow("version a text") << edited("\"version\": 2", "\"version\": \"2\"")
                                    << QStringLiteral("\"version\" must be a number");
    QTest::newRow("invalid JSON in the header") << edited("\"header\": {", "\"header\": {,")
                                                << QStringLiteral("not valid JSON");
    QTest::newRow("unknown member") << edited("\"tables\":", "\"tabels\":")
                                    << QStringLiteral("\"tabels\" (at line ");
    QTest::newRow("member twice") << edited("\"version\": 2", "\"version\": 2, \"version\": 2")
                                  << QStringLiteral("\"version\" appears twice");
    QTest::newRow("missing member") << edited("\"version\": 2,", "")
                                    << QStringLiteral("\"version\" is missing");
    QTest::newRow("missing steps") << edited("\"steps\":", "\"stepz\":")
                                   << QStringLiteral("\"stepz\" (at line ");
    QTest::newRow("missing format") << edited("\"format\": \"gridtrace-trace\",", "")
                                    << QStringLiteral("not a GridTrace trace: \"format\" is missing");
    QTest::newRow("a scenario") << writeScenarioJson(trace.header)
                                << QStringLiteral("not a GridTrace trace: \"format\" is not \"gridtrace-trace\"");
    QTest::newRow("data after the trace") << json + "{}" << QStringLiteral("unexpected data after the trace");
    QTest::newRow("unclosed text") << edited("\"expand\"", "\"expand") << QStringLiteral("not valid JSON");
    // Where a person looks, by line and column, as the scenario and record readers say it.
    QTest::newRow("missing colon") << edited("\"version\": 2", "\"version\" 2")
                                   << QStringLiteral("not valid JSON at line 3, column 15: expected ':'");
    QTest::newRow("cut short") << json.left(json.indexOf("\"tables\"") + 20)
                               << QStringLiteral("not valid JSON at line 6, column 9: the file ends too early (the value "
                                                 "that starts at line 5, column 15 is not closed)");
    QTest::newRow("change of an unknown operation") << changeRow("[9,0,0,0,0]")
                                                    << QStringLiteral("change 0: operation 9 does not exist");
    QTest::newRow("change with a fraction") << changeRow("[0,1,0.5,0,0]")
                                            << QStringLiteral(": change 0: expected");
    QTest::newRow("change too short") << changeRow("[0,1,3]") << QStringLiteral(": change 0: expected");
    QTest::newRow("change too long") << changeRow("[0,1,3,0,1,2]") << QStringLiteral(": change 0: expected");
    QTest::newRow("change with a huge value") << changeRow("[0,1,3,0,99999999999]")
                                              << QStringLiteral(": change 0: expected");
    QTest::newRow("change of a cell far outside") << changeRow("[0,1,99999999,0,1]")
                                                  << QStringLiteral("change 0: cell 99,999,999 is outside the 9 x 9 board");
    QTest::newRow("change of an unknown slot") << changeRow("[0,40,3,0,1]")
                                               << QStringLiteral("change 0: slot 40 does not exist");
    QTest::newRow("step of a huge kind") << stepRow("[0,300,0,0,-1]")
                                         << QStringLiteral("step 1: kind 300 does not exist");
    QTest::newRow("step of a negative cell") << stepRow("[0,0,0,0,-2]")
                                             << QStringLiteral("step 1: cell -2 is outside the 9 x 9 board");
    QTest::newRow("initial member unknown") << edited("\"marks\": ", "\"x\": [], \"marks\": ")
                                            << QStringLiteral("\"initial.x\" is not a member");

    // Edits of the initial scene, made on the parsed document.
    const auto initialEdited = [&](const char *key, const QJsonValue &value) {
        QJsonObject object = QJsonDocument::fromJson(json).object();
        QJsonObject initial = object.value(QStringLiteral("initial")).toObject();
        initial.insert(QString::fromLatin1(key), value);
        object.insert(QStringLiteral("initial"), initial);
        return QJsonDocument(object).toJson();
    };
    const auto entry = [](const QJsonValue &cell, const QJsonValue &value) { return QJsonArray{QJsonArray{cell, value}}; };
    QTest::newRow("initial mark unknown") << initialEdited("marks", entry(3, QStringLiteral("visited")))
                                          << QStringLiteral("\"initial.marks\", entry 0: there is no mark \"visited\"");
    QTest::newRow("initial mark out of range") << initialEdited("marks", entry(3, markCount))
                                               << QStringLiteral("\"initial.marks\", entry 0: a mark is");
    QTest::newRow("initial mark outside") << initialEdited("marks", entry(81, QStringLiteral("open")))
                                          << QStringLiteral("\"initial.marks\", entry 0: cell 81 is outside the 9 x 9 board");
    QTest::newRow("initial parent") << initialEdited("parents", entry(3, 9))
                                    << QStringLiteral("\"initial.parents\", entry 0: a parent");
    QTest::newRow("initial tile") << initialEdited("tiles", entry(3, 1e12))
                                  << QStringLiteral("\"initial.tiles\", entry 0: a tile");
    QTest::newRow("initial label") << initialEdited("labels", QJsonArray{entry(3, -1)})
                                   << QStringLiteral("\"initial.labels[0]\", entry 0: a label");
    QTest::newRow("initial labels too many") << initialEdited("labels", QJsonArray{{}, {}, {}, {}, {}})
                                             << QStringLiteral("\"initial.labels\" must be an array of at most 4");
    QTest::newRow("initial sequences count") << initialEdited("sequences", QJsonArray{QJsonArray{}})
                                             << QStringLiteral("\"initial.sequences\" must be an array of 3 sequences");
    QTest::newRow("initial sequence cell") << initialEdited("sequences", QJsonArray{QJsonArray{}, QJsonArray{1, 500}, QJsonArray{}})
                                           << QStringLiteral("\"initial.sequences\", sequence 1: cell 500 is outside");
    QTest::newRow("initial counters count") << initialEdited("counters", QJsonArray{1, 2})
                                            << QStringLiteral("\"initial.counters\" must be an array of 3 counters");
    QTest::newRow("initial counter value") << initialEdited("counters", QJsonArray{1, 2, 1e10})
                                           << QStringLiteral("\"initial.counters\", counter 2");
    QTest::newRow("initial status") << initialEdited("status", 4000)
                                    << QStringLiteral("the initial status text 4,000 does not exist");
    QTest::newRow("initial terrain short")
        << edited("\"terrain\": [\n", "\"terrain\": [\n\"\",\n") << QStringLiteral("\"initial.terrain\"");
}

void TestTraceFiles::jsonErrors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);

    QVERIFY(json != "edit failed");
    QString error;
    QVERIFY(!readTraceJson(json, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
    QVERIFY(!error.contains(u'\n'));
}

void TestTraceFiles::replayErrors_data()
{
    QTest::addColumn<TraceFormat>("format");
    QTest::addColumn<QString>("broken");
    QTest::addColumn<QString>("expected");

    for (const TraceFormat format : {TraceFormat::Json, TraceFormat::Binary}) {
        const char *name = format == TraceFormat::Json ? "json" : "binary";
        QTest::addRow("%s: cell out of range", name) << format << QStringLiteral("cell") << QStringLiteral("is outside the 49 x 49 board");
        QTest::addRow("%s: wrong before", name) << format << QStringLiteral("before") << QStringLiteral("where the change expects");
        QTest::addRow("%s: pop of a wrong cell", name) << format << QStringLiteral("pop") << QStringLiteral("does not end with cell");
        QTest::addRow("%s: counter before", name) << format << QStringLiteral("counter") << QStringLiteral("where the change expects");
        QTest::addRow("%s: unknown step kind", name) << format << QStringLiteral("kind") << QStringLiteral("which the trace does not name");
        QTest::addRow("%s: steps out of order", name) << format << QStringLiteral("order") << QStringLiteral("out of order");
        QTest::addRow("%s: unknown status text", name) << format << QStringLiteral("status") << QStringLiteral("status text");
        QTest::addRow("%s: first status text", name) << format << QStringLiteral("strings") << QStringLiteral("first status text");
        // A status whose places and arguments disagree would show "%5" or "abc move(s)" as is.
        QTest::addRow("%s: status with too few arguments", name)
            << format << QStringLiteral("places") << QStringLiteral(": the places in its text (6) and its arguments (2) do not match");
        QTest::addRow("%s: status count not a number", name)
            << format << QStringLiteral("count") << QStringLiteral(": its count \"abc\" is not a whole number");
    }
}

// A change or step is broken in the trace itself, so both writers write it as it is and
// both readers must find it when they replay the file.
void TestTraceFiles::replayErrors()
{
    QFETCH(TraceFormat, format);
    QFETCH(QString, broken);
    QFETCH(QString, expected);

    Trace trace = randomTrace(8, 49, 49, 600);
    int index = 0;
    QString where;
    if (broken == u"cell") {
        index = firstChangeOf(trace, ChangeOp::SetCell);
        Change &c = trace.changes[std::size_t(index)];
        c = Change::make(c.op(), c.slot(), 99999, c.before, c.after);
        where = QStringLiteral("change %1: cell 99,999").arg(index);
    } else if (broken == u"before") {
        index = firstChangeOf(trace, ChangeOp::SetCell, CellLayer::Label0);
        trace.changes[std::size_t(index)].before ^= 1;
        where = QStringLiteral("change %1:").arg(index);
    } else if (broken == u"pop") {
        index = firstChangeOf(trace, ChangeOp::PopBack);
        trace.changes[std::size_t(index)].before += 1;
        where = QStringLiteral("change %1:").arg(index);
    } else if (broken == u"counter") {
        index = firstChangeOf(trace, ChangeOp::SetCounter);
        trace.changes[std::size_t(index)].before += 1;
        where = QStringLiteral("change %1:").arg(index);
    } else if (broken == u"kind") {
        index = 17;
        trace.steps[std::size_t(index)].kind = std::uint8_t(trace.tables.stepKinds.size());
        // The 18th step of the file, numbered as "Step k of N" numbers it.
        where = QStringLiteral("step 18 is");
    } else if (broken == u"order") {
        index = 30;
        trace.steps[std::size_t(index)].firstChange = trace.steps[std::size_t(index) - 1].firstChange - 1;
        where = QStringLiteral("step 31 starts");
    } else if (broken == u"status") {
        index = firstChangeOf(trace, ChangeOp::SetStatus);
        trace.changes[std::size_t(index)].after = 1000;
        where = QStringLiteral("change %1:").arg(index);
    } else if (broken == u"strings") {
        trace.tables.strings.first() = QStringLiteral("not empty");
    } else if (broken == u"places" || broken == u"count") {
        // The first change that shows a status (a change to status 0 clears it).
        int change = 0;
        while (change < int(trace.changes.size())
               && (trace.changes[std::size_t(change)].op() != ChangeOp::SetStatus || trace.changes[std::size_t(change)].after == 0))
            ++change;
        QVERIFY(change < int(trace.changes.size()));
        const std::uint32_t shown = trace.changes[std::size_t(change)].after;
        trace.tables.strings[shown] = broken == u"places"
            ? encodeStatus("Searching %1 %2 %3 %4 %5 %9", {QStringLiteral("7"), QStringLiteral("(3, 4)")})
            : encodeStatus("Goal %n move(s)", {QStringLiteral("abc")});
        // Named by the step the change is in, numbered as "Step k of N" and render --from/--to
        // number it: the k-th step in the file is step k.
        int step = 0;
        while (step + 1 < int(trace.steps.size()) && trace.steps[std::size_t(step) + 1].firstChange <= std::uint32_t(change))
            ++step;
        where = QStringLiteral("step %1 shows status text %2, \"%3\"")
                    .arg(step + 1).arg(shown).arg(broken == u"places" ? QStringLiteral("Searching %1 %2 %3 %4 %5 %9") : QStringLiteral("Goal %n move(s)"));
    }
    QVERIFY(index >= 0);
    QVERIFY(!trace.validate().isEmpty());

    QString error;
    QVERIFY(!read(write(trace, format), format, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
    QVERIFY2(error.contains(where), qPrintable(error));
}

void TestTraceFiles::hugeBoardInHeader_data()
{
    QTest::addColumn<TraceFormat>("format");
    QTest::newRow("json") << TraceFormat::Json;
    QTest::newRow("binary") << TraceFormat::Binary;
}

void TestTraceFiles::hugeBoardInHeader()
{
    QFETCH(TraceFormat, format);
    const Trace trace = randomTrace(3, 10, 10, 30);
    QByteArray data;
    if (format == TraceFormat::Json) {
        QJsonObject object = QJsonDocument::fromJson(writeTraceJson(trace)).object();
        object.insert(QStringLiteral("header"), withHugeBoard(object.value(QStringLiteral("header")).toObject()));
        data = QJsonDocument(object).toJson();
    } else {
        data = writeTraceBinary(trace);
        QJsonObject meta = binaryMeta(data);
        QVERIFY(meta.contains(QStringLiteral("header")));
        meta.insert(QStringLiteral("header"), withHugeBoard(meta.value(QStringLiteral("header")).toObject()));
        data = withBinaryMeta(data, meta);
    }
    QString error;
    QVERIFY(!read(data, format, &error));
    QVERIFY2(error.contains(QStringLiteral("header")), qPrintable(error));
    QVERIFY2(error.contains(Grid::sizeError(100000, 100000)), qPrintable(error));
}

void TestTraceFiles::binaryTruncated()
{
    const Trace trace = randomTrace(12, 30, 20, 500);
    const QByteArray data = writeTraceBinary(trace);
    QVERIFY(data.size() > 5000);
    const auto check = [&](qsizetype size) {
        QString error;
        const auto loaded = readTraceBinary(data.left(size), &error);
        QVERIFY2(!loaded, qPrintable(QStringLiteral("cut at %1").arg(size)));
        QVERIFY2(error.contains(QStringLiteral("truncated at byte %1").arg(groupedNumber(qint64(size)))), qPrintable(error));
    };
    for (qsizetype size = 1; size < 300; ++size)
        check(size);
    for (qsizetype size = 300; size < data.size(); size += 97)
        check(size);
    check(data.size() - 1);
}

void TestTraceFiles::binaryErrors_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("expected");

    const Trace trace = randomTrace(13, 11, 9, 100);
    const QByteArray data = writeTraceBinary(trace);
    const auto patched = [&](qsizetype offset, quint32 value) {
        QByteArray copy = data;
        qToLittleEndian(value, copy.data() + offset);
        return copy;
    };
    const qsizetype changeCountOffset = data.size() - qsizetype(trace.changes.size()) * 12 - 4;

    QTest::newRow("empty") << QByteArray() << QStringLiteral("empty");
    QTest::newRow("bad magic") << QByteArray("\x89GTRACX\n").append(data.mid(8)) << QStringLiteral("magic");
    QTest::newRow("JSON") << writeTraceJson(trace) << QStringLiteral("magic");
    QTest::newRow("unknown version") << patched(binaryVersionOffset, 3)
                                     << QStringLiteral("binary trace format version 3 is not supported");
    QTest::newRow("version 0") << patched(binaryVersionOffset, 0)
                               << QStringLiteral("binary trace format version 0 is not supported");
    QTest::newRow("header too long") << patched(binaryMetaSizeOffset, 0xffffffffu)
                                     << QStringLiteral("truncated at byte");
    QTest::newRow("header too short") << patched(binaryMetaSizeOffset, 10) << QStringLiteral("not valid JSON");
    QTest::newRow("too many changes") << patched(changeCountOffset, 0xffffffffu)
                                      << QStringLiteral("4,294,967,295 changes");
    QTest::newRow("too few changes") << patched(changeCountOffset, quint32(trace.changes.size() - 1))
                                     << QStringLiteral("12 bytes of unknown data after the changes");
    QTest::newRow("data after the changes") << data + "x" << QStringLiteral("1 bytes of unknown data");
    // A counter's change does not use its cell, but the JSON form writes it and refuses it off
    // the board: such a trace loaded, then could not be opened again once saved as JSON.
    const auto counterChange = std::find_if(trace.changes.cbegin(), trace.changes.cend(),
                                            [](const Change &c) { return c.op() == ChangeOp::SetCounter; });
    QVERIFY(counterChange != trace.changes.cend());
    const qsizetype counterOffset = changeCountOffset + 4 + (counterChange - trace.changes.cbegin()) * 12;
    QTest::newRow("cell of a counter's change off the board")
        << patched(counterOffset, counterChange->code | 0xa00000u) << QStringLiteral("is outside the 11 x 9 board");
    QTest::newRow("header not a trace's") << withBinaryMeta(data, QJsonObject{{QStringLiteral("x"), 1}})
                                          << QStringLiteral("\"meta.x\" is not a member");
    QJsonObject meta = binaryMeta(data);
    QJsonObject tables = meta.value(QStringLiteral("tables")).toObject();
    QJsonArray manyCounters;
    for (int i = 0; i < 40; ++i)
        manyCounters.append(QStringLiteral("c%1").arg(i));
    tables.insert(QStringLiteral("counters"), manyCounters);
    meta.insert(QStringLiteral("tables"), tables);
    QTest::newRow("too many counters") << withBinaryMeta(data, meta)
                                       << QStringLiteral("40 counters, at most 32");
}

void TestTraceFiles::binaryErrors()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, expected);

    QString error;
    QVERIFY(!readTraceBinary(data, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
    QVERIFY(!error.contains(u'\n'));
}

void TestTraceFiles::corruptedFilesNeverCrash_data()
{
    labelsAreBitExact_data();
}

// Random damage: every result is either a clean error or a trace that replays.
void TestTraceFiles::corruptedFilesNeverCrash()
{
    QFETCH(TraceFormat, format);
    const Trace trace = randomTrace(14, 12, 12, 150);
    const QByteArray data = write(trace, format);
    QRandomGenerator rng(15);
    int rejected = 0;
    for (int round = 0; round < 1500; ++round) {
        QByteArray damaged = data;
        for (int i = 0, hits = rng.bounded(1, 4); i < hits; ++i) {
            const qsizetype at = rng.bounded(int(damaged.size()));
            if (format == TraceFormat::Json && rng.bounded(2))
                damaged[at] = "[]{},:\"0123456789-.e \n"[rng.bounded(22)];
            else
                damaged[at] = char(rng.generate());
        }
        QString error;
        const auto loaded = read(damaged, format, &error);
        if (loaded)
            QCOMPARE(loaded->validate(), QString());
        else
            QVERIFY(!error.isEmpty());
        rejected += loaded ? 0 : 1;
    }
    QVERIFY(rejected > 500);
}

void TestTraceFiles::formatForFileName()
{
    QCOMPARE(traceFormatForFileName(QStringLiteral("run.gtrace")), TraceFormat::Binary);
    QCOMPARE(traceFormatForFileName(QStringLiteral("/tmp/RUN.GTRACE")), TraceFormat::Binary);
    QCOMPARE(traceFormatForFileName(QStringLiteral("run.gtrace.json")), TraceFormat::Json);
    QCOMPARE(traceFormatForFileName(QStringLiteral("run.json")), TraceFormat::Json);
    QCOMPARE(traceFormatForFileName(QStringLiteral("run")), TraceFormat::Json);
}

void TestTraceFiles::files()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Trace trace = randomTrace(16, 20, 20, 100);
    QString error;

    for (const char *name : {"run.gtrace", "run.gtrace.json"}) {
        const QString fileName = dir.filePath(QString::fromLatin1(name));
        QVERIFY2(saveTrace(trace, fileName, &error), qPrintable(error));
        QFile file(fileName);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), write(trace, traceFormatForFileName(fileName)));
        const auto loaded = loadTrace(fileName, &error);
        QVERIFY2(loaded, qPrintable(error));
        QVERIFY(*loaded == trace);
    }

    // The content decides how a file is read, not its name.
    const QString misnamed = dir.filePath(QStringLiteral("binary.json"));
    QVERIFY2(saveTrace(trace, misnamed, TraceFormat::Binary, &error), qPrintable(error));
    const auto loaded = loadTrace(misnamed, &error);
    QVERIFY2(loaded, qPrintable(error));
    QVERIFY(*loaded == trace);

    // Errors name the file.
    const QString broken = dir.filePath(QStringLiteral("broken.gtrace"));
    {
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(writeTraceBinary(trace).left(100));
    }
    QVERIFY(!loadTrace(broken, &error));
    QVERIFY2(error.contains(QStringLiteral("broken.gtrace")) && error.contains(QStringLiteral("truncated")),
             qPrintable(error));
    QVERIFY(!loadTrace(dir.filePath(QStringLiteral("missing.gtrace")), &error));
    QVERIFY2(error.contains(QStringLiteral("missing.gtrace")), qPrintable(error));

    // A save that fails leaves nothing half-written behind.
    const QString nowhere = dir.filePath(QStringLiteral("no/such/dir/run.gtrace"));
    QVERIFY(!saveTrace(trace, nowhere, &error));
    QVERIFY2(error.contains(QStringLiteral("run.gtrace")), qPrintable(error));
    QVERIFY(!QFile::exists(nowhere));
}

QTEST_GUILESS_MAIN(TestTraceFiles)
#include "tst_tracefiles.moc"
