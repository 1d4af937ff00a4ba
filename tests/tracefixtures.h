#pragma once

// Traces for the trace-file tests: random but valid traces with every kind of change, texts
// JSON must escape, and ways to damage a saved trace on purpose. Shared by tst_tracefiles and
// tst_tracebookmarks.

#include "randomscenario.h"

#include "trace/recorder.h"
#include "trace/tracefile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMetaType>
#include <QRandomGenerator>
#include <QtEndian>

#include <cstring>
#include <optional>

Q_DECLARE_METATYPE(gridtrace::TraceFormat)

namespace tracefixtures {

using namespace gridtrace;

// Status texts with what JSON must escape: quotes, a backslash, a newline, non-ASCII.
inline constexpr const char *statusTexts[] = {
    "expand %1 at %2",
    "found a path of length %1",
    "no path",
    "\"quoted\" \\ back\nslash",
    "吃到食物 %1",
};

// Captions a lecturer writes: both languages, several lines, what JSON must escape, nothing.
inline const QString captions[] = {
    QStringLiteral("The open list grows like a ripple."),
    QStringLiteral("这里开放列表像水波一样扩散。\n注意：每一步只展开一个格子。"),
    QStringLiteral("\"Quoted\" C:\\path\\ and a tab\t, a bell \u0007"),
    QString(),
    QStringLiteral("第一行\n\nline three \\n is not a newline"),
};

// Label values a search writes, and bit patterns that must survive as they are: NaNs with
// payloads and signs, infinities, a negative zero, a denormal.
inline constexpr std::uint32_t specialLabelBits[] = {
    Scene::noLabel, 0x7f800001u, 0xffc00000u, 0x7fffffffu, 0x7f800000u, 0xff800000u,
    0x80000000u, 0x00000001u, 0x3dcccccdu /* 0.1f */, 0xbfc00000u /* -1.5f */, 0x7f7fffffu,
};

inline std::uint32_t randomLabelBits(QRandomGenerator &rng)
{
    switch (rng.bounded(3)) {
    case 0:
        return specialLabelBits[rng.bounded(int(std::size(specialLabelBits)))];
    case 1: {
        const float value = float(rng.bounded(20000) - 10000) / 7.0f;
        std::uint32_t bits;
        std::memcpy(&bits, &value, sizeof bits);
        return bits;
    }
    default:
        return rng.generate();
    }
}

// One random edit of every kind the recorder knows, sequences kept short enough to pop.
inline void randomEdit(Recorder &recorder, QRandomGenerator &rng, const Trace &trace)
{
    const int cells = trace.header.board.cellCount();
    const int cell = rng.bounded(cells);
    const int sequence = rng.bounded(int(trace.tables.sequences.size()));
    const int counter = rng.bounded(int(trace.tables.counters.size()));
    switch (rng.bounded(13)) {
    case 0:
    case 1:
        recorder.setMark(cell, Mark(rng.bounded(markCount)));
        break;
    case 2:
    case 3:
        // Raw bits: passing a signalling NaN through a float could quieten it.
        recorder.setCell(labelLayer(rng.bounded(int(trace.tables.labels.size()))), cell, randomLabelBits(rng));
        break;
    case 4:
        recorder.setParent(cell, std::uint8_t(rng.bounded(9)));
        break;
    case 5:
        recorder.setTile(cell, std::int32_t(rng.generate()));
        break;
    case 6:
        if (rng.bounded(2))
            recorder.pushBack(sequence, cell);
        else
            recorder.pushFront(sequence, cell);
        break;
    case 7:
        if (recorder.scene().sequence(sequence).empty())
            recorder.pushBack(sequence, cell);
        else if (rng.bounded(2))
            recorder.popBack(sequence);
        else
            recorder.popFront(sequence);
        break;
    case 8:
        recorder.setCounter(counter, std::int32_t(rng.generate()));
        break;
    case 9:
        recorder.addToCounter(counter, 1);
        break;
    case 10:
        if (rng.bounded(4) == 0)
            recorder.clearStatus();
        else
        {
            // As many arguments as the text has places: a trace file with more or fewer is refused.
            const char *text = statusTexts[rng.bounded(int(std::size(statusTexts)))];
            const QStringList arguments{QString::number(rng.bounded(100)), QStringLiteral("(3, 4)")};
            const QString source = QString::fromUtf8(text);
            recorder.setStatus(text, arguments.mid(0, source.contains(QStringLiteral("%2")) ? 2 : source.contains(QStringLiteral("%1")) ? 1 : 0));
        }
        break;
    case 11:
        recorder.setTerrain(cell, std::uint8_t(rng.bounded(10)));
        break;
    default:
        if (rng.bounded(8) == 0)
            recorder.clearSequence(sequence);
        else
            recorder.setLabel(0, cell, float(rng.bounded(100)) * 0.25f);
        break;
    }
}


// A trace of random edits in randomly nested steps; edits before the first step set up the
// initial scene.
inline Trace randomTrace(quint32 seed, int width, int height, int stepCount)
{
    QRandomGenerator rng(seed);
    Trace trace;
    trace.header = randomScenario(rng, width, height);
    trace.tables.labels = {QStringLiteral("g"), QStringLiteral("h"), QStringLiteral("f")};
    trace.tables.sequences = {QStringLiteral("path"), QStringLiteral("stack"), QStringLiteral("body")};
    trace.tables.counters = {QStringLiteral("expansions"), QStringLiteral("open"), QStringLiteral("moves")};
    trace.tables.stepKinds = {QStringLiteral("expand"), QStringLiteral("push"), QStringLiteral("pop"),
                              QStringLiteral("done")};
    Recorder recorder(trace);
    for (int i = 0, setup = rng.bounded(30); i < setup; ++i)
        randomEdit(recorder, rng, trace);
    for (int s = 0; s < stepCount; ++s) {
        const int roll = rng.bounded(6);
        if (roll == 0 && recorder.depth() < 5)
            recorder.enter();
        else if (roll == 1 && recorder.depth() > 0)
            recorder.leave();
        recorder.step(rng.bounded(int(trace.tables.stepKinds.size())), rng.bounded(12),
                      rng.bounded(3) == 0 ? -1 : rng.bounded(trace.header.board.cellCount()));
        for (int i = 0, edits = rng.bounded(8); i < edits; ++i)
            randomEdit(recorder, rng, trace);
    }
    for (int i = 0, marks = rng.bounded(5); i < marks; ++i)
        setBookmark(trace.bookmarks, {int(rng.bounded(trace.stepCount() + 1)),
                                      captions[rng.bounded(int(std::size(captions)))]});
    return trace;
}

// The JSON form with its "bookmarks" replaced (or removed, for an undefined value) and its
// version set, re-laid out by QJsonDocument: the reader takes any layout.
inline QByteArray jsonWith(const QByteArray &json, const QJsonValue &bookmarks, int version = Trace::formatVersion)
{
    QJsonObject object = QJsonDocument::fromJson(json).object();
    if (bookmarks.isUndefined())
        object.remove(QStringLiteral("bookmarks"));
    else
        object.insert(QStringLiteral("bookmarks"), bookmarks);
    object.insert(QStringLiteral("version"), version);
    return QJsonDocument(object).toJson();
}

inline QByteArray write(const Trace &trace, TraceFormat format)
{
    return format == TraceFormat::Binary ? writeTraceBinary(trace) : writeTraceJson(trace);
}

inline std::optional<Trace> read(const QByteArray &data, TraceFormat format, QString *error)
{
    return format == TraceFormat::Binary ? readTraceBinary(data, error) : readTraceJson(data, error);
}

// The first change with the given operation, or -1.
inline int firstChangeOf(const Trace &trace, ChangeOp op, CellLayer layer = CellLayer::Mark)
{
    for (std::size_t i = 0; i < trace.changes.size(); ++i) {
        const Change &c = trace.changes[i];
        if (c.op() == op && (op != ChangeOp::SetCell || CellLayer(c.slot()) == layer))
            return int(i);
    }
    return -1;
}

// The binary form's documented layout: magic, version, size of the JSON header, the header.
inline constexpr int binaryVersionOffset = 8;
inline constexpr int binaryMetaSizeOffset = 12;
inline constexpr int binaryMetaOffset = 16;

inline QJsonObject binaryMeta(const QByteArray &data)
{
    const auto size = qFromLittleEndian<quint32>(data.constData() + binaryMetaSizeOffset);
    return QJsonDocument::fromJson(data.mid(binaryMetaOffset, size)).object();
}

inline QByteArray withBinaryMeta(const QByteArray &data, const QJsonObject &meta)
{
    const auto oldSize = qFromLittleEndian<quint32>(data.constData() + binaryMetaSizeOffset);
    const QByteArray json = QJsonDocument(meta).toJson(QJsonDocument::Compact);
    QByteArray size(4, '\0');
    qToLittleEndian(quint32(json.size()), size.data());
    return data.left(binaryMetaSizeOffset) + size + json + data.mid(binaryMetaOffset + oldSize);
}

// The binary form with its meta block's "bookmarks" replaced (or removed) and its version set.
inline QByteArray binaryWith(const QByteArray &data, const QJsonValue &bookmarks, int version = Trace::formatVersion)
{
    QJsonObject meta = binaryMeta(data);
    if (bookmarks.isUndefined())
        meta.remove(QStringLiteral("bookmarks"));
    else
        meta.insert(QStringLiteral("bookmarks"), bookmarks);
    QByteArray edited = withBinaryMeta(data, meta);
    qToLittleEndian(quint32(version), edited.data() + binaryVersionOffset);
    return edited;
}

inline QJsonObject withHugeBoard(QJsonObject header)
{
    QJsonObject board = header.value(QStringLiteral("board")).toObject();
    board.insert(QStringLiteral("width"), 100000);
    board.insert(QStringLiteral("height"), 100000);
    header.insert(QStringLiteral("board"), board);
    return header;
}

} // namespace tracefixtures
