// The binary form of a trace file: the header and tables as compact JSON, then the initial
// scene, the steps and the changes as little-endian numbers.

#include "tracefile.h"
#include "tracefileparts.h"

#include "grid/jsonerror.h"
#include "grid/messagetext.h"
#include "grid/scenariofile.h"

#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtEndian>

#include <algorithm>

namespace gridtrace {

using namespace tracefileparts;

namespace {

// --- the binary form --------------------------------------------------------------------

bool isByteLayer(CellLayer layer) { return layer < CellLayer::Tile; }

bool terrainIsBoard(const Scene &scene, const Grid &board)
{
    if (scene.width() != board.width() || scene.height() != board.height())
        return false;
    for (int cell = 0; cell < scene.cellCount(); ++cell) {
        if (scene.terrain(cell) != board.weight(cell))
            return false;
    }
    return true;
}

QJsonObject tablesToJson(const TraceTables &tables)
{
    QJsonObject object;
    for (qsizetype i = 0; i < tableNames().size(); ++i)
        object.insert(tableNames()[i], QJsonArray::fromStringList(tables.*tableMembers[std::size_t(i)]));
    return object;
}

class BinaryTraceWriter
{
public:
    explicit BinaryTraceWriter(const Trace &trace) : m_trace(trace) {}

    QByteArray write()
    {
        const Scene &scene = m_trace.initial;
        const QByteArray meta = QJsonDocument(QJsonObject{
            {QStringLiteral("header"), scenarioToJson(m_trace.header)},
            {QStringLiteral("tables"), tablesToJson(m_trace.tables)},
            {QStringLiteral("bookmarks"), bookmarksToJson(m_trace.bookmarks)},
        }).toJson(QJsonDocument::Compact);

        m_out.reserve(qsizetype(m_trace.changes.size() * sizeof(Change) + m_trace.steps.size() * sizeof(Step))
                      + meta.size() + scene.cellCount() + 1024);
        m_out.append(binaryMagic.data(), qsizetype(binaryMagic.size()));
        u32(Trace::formatVersion);
        u32(std::uint32_t(meta.size()));
        m_out += meta;

        // A layer is stored only when it holds something: most traces start from a bare
        // board, whose terrain is the header's board.
        std::uint32_t layers = 0;
        for (int i = 0; i < cellLayerCount; ++i) {
            const auto layer = CellLayer(i);
            const bool stored = layer == CellLayer::Terrain ? !terrainIsBoard(scene, m_trace.header.board)
                                                            : layerHasValues(scene, layer);
            if (stored)
                layers |= 1u << i;
        }
        u32(layers);
        for (int i = 0; i < cellLayerCount; ++i) {
            if (layers & (1u << i))
                writeLayer(CellLayer(i));
        }
        for (int id = 0; id < scene.sequenceCount(); ++id) {
            u32(std::uint32_t(scene.sequence(id).size()));
            for (const std::uint32_t cell : scene.sequence(id))
                u32(cell);
        }
        for (int id = 0; id < scene.counterCount(); ++id)
            u32(std::uint32_t(scene.counter(id)));
        u32(std::uint32_t(scene.status()));

        u32(std::uint32_t(m_trace.steps.size()));
        char *p = grow(m_trace.steps.size() * 12);
        for (const Step &step : m_trace.steps) {
            qToLittleEndian(step.firstChange, p);
            qToLittleEndian(step.cell, p + 4);
            p[8] = char(step.kind);
            p[9] = char(step.depth);
            qToLittleEndian(step.line, p + 10);
            p += 12;
        }
        u32(std::uint32_t(m_trace.changes.size()));
        p = grow(m_trace.changes.size() * 12);
        for (const Change &change : m_trace.changes) {
            qToLittleEndian(change.code, p);
            qToLittleEndian(change.before, p + 4);
            qToLittleEndian(change.after, p + 8);
            p += 12;
        }
        return std::move(m_out);
    }

private:
    char *grow(std::size_t bytes)
    {
        const qsizetype old = m_out.size();
        m_out.resize(old + qsizetype(bytes));
        return m_out.data() + old;
    }

    void u32(std::uint32_t value) { qToLittleEndian(value, grow(4)); }

    void writeLayer(CellLayer layer)
    {
        const Scene &scene = m_trace.initial;
        const int cells = scene.cellCount();
        if (isByteLayer(layer)) {
            char *p = grow(std::size_t(cells));
            for (int cell = 0; cell < cells; ++cell)
                p[cell] = char(scene.cellValue(layer, cell));
        } else {
            char *p = grow(std::size_t(cells) * 4);
            for (int cell = 0; cell < cells; ++cell)
                qToLittleEndian(scene.cellValue(layer, cell), p + 4 * cell);
        }
    }

    const Trace &m_trace;
    QByteArray m_out;
};

class BinaryTraceReader
{
public:
    explicit BinaryTraceReader(const QByteArray &data) : m_data(data) {}

    std::optional<Trace> read(QString *error)
    {
        auto trace = readTrace();
        if (!trace && error)
            *error = m_failure.message();
        return trace;
    }

private:
    bool fail(const QString &message) { return m_failure.fail(message); }

    // Every read is checked against what is left, before anything is allocated for it.
    bool need(qint64 bytes, const QString &what)
    {
        if (bytes <= m_data.size() - m_pos)
            return true;
        return fail(TraceFile::tr("truncated at byte %1: expected %2 bytes of %3 at byte %4")
                        .arg(groupedNumber(m_data.size()), groupedNumber(bytes), what, groupedNumber(m_pos)));
    }

    std::optional<std::uint32_t> u32(const QString &what)
    {
        if (!need(4, what))
            return std::nullopt;
        const auto value = qFromLittleEndian<std::uint32_t>(m_data.constData() + m_pos);
        m_pos += 4;
        return value;
    }

    bool checkMagic()
    {
        const QByteArrayView magic(binaryMagic.data(), qsizetype(binaryMagic.size()));
        if (m_data.isEmpty())
            return fail(TraceFile::tr("the file is empty"));
        if (m_data.size() < magic.size() && magic.startsWith(m_data))
            return need(magic.size(), TraceFile::tr("the magic bytes"));
        if (!m_data.startsWith(magic))
            return fail(TraceFile::tr("not a GridTrace binary trace: the first bytes are not its magic bytes"));
        m_pos = magic.size();
        const auto version = u32(TraceFile::tr("the format version"));
        if (!version)
            return false;
        if (const QString why = unsupportedVersion(double(*version), true); !why.isEmpty())
            return fail(why);
        m_version = int(*version);
        return true;
    }

    bool readMeta(Trace &trace)
    {
        const auto size = u32(TraceFile::tr("the size of the header"));
        if (!size || !need(*size, TraceFile::tr("the header")))
            return false;
        const qsizetype begin = m_pos;
        QJsonParseError error;
        const QJsonDocument meta = QJsonDocument::fromJson(m_data.mid(m_pos, *size), &error);
        m_pos += *size;
        if (error.error != QJsonParseError::NoError)
            return fail(TraceFile::tr("the header (bytes %1 to %2) is not valid JSON: %3 at byte %4")
                            .arg(begin).arg(m_pos).arg(JsonError::reason(error.error)).arg(begin + error.offset));
        const QJsonObject object = meta.object();
        QStringList members{QStringLiteral("header"), QStringLiteral("tables")};
        if (m_version >= bookmarksSince)
            members << QStringLiteral("bookmarks");
        if (!onlyMembers(object, members, QStringLiteral("meta"), m_failure))
            return false;
        return headerFromJson(object.value(QStringLiteral("header")), trace.header, m_failure)
            && tablesFromJson(object.value(QStringLiteral("tables")), trace.tables, m_failure)
            && (m_version < bookmarksSince
                || bookmarksFromJson(object.value(QStringLiteral("bookmarks")), trace.bookmarks, m_failure));
    }

    bool readLayer(CellLayer layer, Scene &scene)
    {
        const int cells = scene.cellCount();
        const qsizetype begin = m_pos;
        const char *p = m_data.constData() + m_pos;
        const QString what = TraceFile::tr("layer %1 of the initial scene").arg(int(layer));
        if (isByteLayer(layer)) {
            if (!need(cells, what))
                return false;
            const std::uint32_t limit = layer == CellLayer::Terrain ? Grid::MaxWeight
                : layer == CellLayer::Mark                          ? std::uint32_t(markCount - 1)
                                                                    : 8u;
            for (int cell = 0; cell < cells; ++cell) {
                const auto value = std::uint32_t(static_cast<unsigned char>(p[cell]));
                if (value > limit)
                    return fail(TraceFile::tr("byte %1: value %2 does not fit layer %3 (at most %4)")
                                    .arg(begin + cell).arg(value).arg(int(layer)).arg(limit));
                if (value != scene.cellValue(layer, cell))
                    scene.setCellValue(layer, cell, value);
            }
            m_pos += cells;
        } else {
            if (!need(qint64(cells) * 4, what))
                return false;
            const std::uint32_t blank = Scene::defaultValue(layer);
            for (int cell = 0; cell < cells; ++cell) {
                const auto value = qFromLittleEndian<std::uint32_t>(p + 4 * qsizetype(cell));
                if (value != blank)
                    scene.setCellValue(layer, cell, value);
            }
            m_pos += qsizetype(cells) * 4;
        }
        return true;
    }

    bool readInitial(Trace &trace)
    {
        Scene scene(trace.header.board, int(trace.tables.sequences.size()), int(trace.tables.counters.size()));
        const auto layers = u32(TraceFile::tr("the layers of the initial scene"));
        if (!layers)
            return false;
        if (*layers >= (1u << cellLayerCount))
            return fail(TraceFile::tr("byte %1: the initial scene names layers that do not exist").arg(m_pos - 4));
        for (int i = 0; i < cellLayerCount; ++i) {
            if ((*layers & (1u << i)) && !readLayer(CellLayer(i), scene))
                return false;
        }
        for (int id = 0; id < scene.sequenceCount(); ++id) {
            const QString what = TraceFile::tr("sequence %1 of the initial scene").arg(id);
            const auto length = u32(what);
            if (!length || !need(qint64(*length) * 4, what))
                return false;
            for (std::uint32_t i = 0; i < *length; ++i) {
                const auto cell = qFromLittleEndian<std::uint32_t>(m_data.constData() + m_pos);
                if (cell >= std::uint32_t(scene.cellCount()))
                    return fail(TraceFile::tr("byte %1: sequence %2: %3").arg(m_pos).arg(id).arg(outsideBoard(cell, scene)));
                scene.sequence(id).push_back(cell);
                m_pos += 4;
            }
        }
        for (int id = 0; id < scene.counterCount(); ++id) {
            const auto value = u32(TraceFile::tr("counter %1 of the initial scene").arg(id));
            if (!value)
                return false;
            scene.setCounter(id, std::int32_t(*value));
        }
        const auto status = u32(TraceFile::tr("the initial status"));
        if (!status)
            return false;
        if (*status >= std::uint32_t(trace.tables.strings.size()))
            return fail(TraceFile::tr("the initial status text %1 does not exist").arg(*status));
        scene.setStatus(int(*status));
        trace.initial = std::move(scene);
        return true;
    }

    bool readSteps(Trace &trace)
    {
        const auto count = u32(TraceFile::tr("the number of steps"));
        if (!count || !need(qint64(*count) * 12, TraceFile::tr("%1 steps").arg(groupedNumber(qint64(*count)))))
            return false;
        trace.steps.resize(*count);
        const char *p = m_data.constData() + m_pos;
        for (Step &step : trace.steps) {
            step.firstChange = qFromLittleEndian<std::uint32_t>(p);
            step.cell = qFromLittleEndian<std::uint32_t>(p + 4);
            step.kind = std::uint8_t(p[8]);
            step.depth = std::uint8_t(p[9]);
            step.line = qFromLittleEndian<std::uint16_t>(p + 10);
            p += 12;
        }
        m_pos += qsizetype(*count) * 12;
        return true;
    }

    bool readChanges(Trace &trace)
    {
        const auto count = u32(TraceFile::tr("the number of changes"));
        if (!count || !need(qint64(*count) * 12, TraceFile::tr("%1 changes").arg(groupedNumber(qint64(*count)))))
            return false;
        trace.changes.resize(*count);
        const char *p = m_data.constData() + m_pos;
        const int cellCount = trace.initial.cellCount();
        for (Change &change : trace.changes) {
            change.code = qFromLittleEndian<std::uint32_t>(p);
            change.before = qFromLittleEndian<std::uint32_t>(p + 4);
            change.after = qFromLittleEndian<std::uint32_t>(p + 8);
            // Every change carries a cell, used or not, and the JSON form refuses one off the
            // board: a trace that loads must save in either form.
            if (change.target() >= cellCount)
                return fail(TraceFile::tr("change %1: %2")
                                .arg(&change - trace.changes.data())
                                .arg(outsideBoard(change.target(), trace.initial)));
            p += 12;
        }
        m_pos += qsizetype(*count) * 12;
        if (m_pos != m_data.size())
            return fail(TraceFile::tr("byte %1: %2 bytes of unknown data after the changes")
                            .arg(groupedNumber(m_pos), groupedNumber(m_data.size() - m_pos)));
        return true;
    }

    std::optional<Trace> readTrace()
    {
        Trace trace;
        if (!checkMagic() || !readMeta(trace) || !readInitial(trace) || !readSteps(trace) || !readChanges(trace))
            return std::nullopt;
        return validated(std::move(trace), m_failure);
    }

    const QByteArray &m_data;
    qsizetype m_pos = 0;
    int m_version = Trace::formatVersion;
    Failure m_failure;
};

} // namespace

namespace tracefileparts {

QString binaryLayoutRefusal(QIODevice &file)
{
    const qint64 size = file.size();
    qint64 pos = 0;
    QString why;
    // Each part the file declares, checked against the file's size before the next is read.
    const auto need = [&](qint64 bytes, const QString &what) {
        if (bytes <= size - pos)
            return true;
        why = TraceFile::tr("truncated at byte %1: expected %2 bytes of %3 at byte %4")
                  .arg(groupedNumber(size), groupedNumber(bytes), what, groupedNumber(pos));
        return false;
    };
    const auto u32 = [&](const QString &what) -> std::optional<std::uint32_t> {
        char bytes[4];
        if (!need(4, what) || !file.seek(pos) || file.read(bytes, 4) != 4)
            return std::nullopt;
        pos += 4;
        return qFromLittleEndian<std::uint32_t>(bytes);
    };
    const auto skip = [&](qint64 bytes, const QString &what) {
        if (!need(bytes, what))
            return false;
        pos += bytes;
        return true;
    };

    pos = qint64(binaryMagic.size()) + 4;
    const auto metaSize = u32(TraceFile::tr("the size of the header"));
    if (!metaSize || !need(*metaSize, TraceFile::tr("the header")) || !file.seek(pos))
        return why;
    // Read a chunk at a time up to its first NUL byte, which JSON never holds: a header that
    // claims most of a sparse file is refused without taking it into memory.
    QByteArray metaBytes;
    const qint64 metaBegin = pos;
    while (metaBytes.size() < qsizetype(*metaSize)) {
        const QByteArray chunk = file.read(std::min<qint64>(qint64(*metaSize) - metaBytes.size(), 1 << 20));
        if (chunk.isEmpty())
            return {};
        if (const qsizetype nul = chunk.indexOf('\0'); nul >= 0)
            return TraceFile::tr("the header (bytes %1 to %2) is not valid JSON: byte %3 is a NUL byte, which JSON never holds")
                .arg(groupedNumber(metaBegin), groupedNumber(metaBegin + *metaSize),
                     groupedNumber(metaBegin + metaBytes.size() + nul));
        metaBytes += chunk;
    }
    pos += *metaSize;
    // A header the reader would refuse is left to it: it says what is wrong inside.
    const QJsonObject meta = QJsonDocument::fromJson(metaBytes).object();
    Failure failure;
    Trace trace;
    if (!headerFromJson(meta.value(QStringLiteral("header")), trace.header, failure)
        || !tablesFromJson(meta.value(QStringLiteral("tables")), trace.tables, failure))
        return {};
    const qint64 cells = qint64(trace.header.board.width()) * trace.header.board.height();

    const auto layers = u32(TraceFile::tr("the layers of the initial scene"));
    if (!layers)
        return why;
    if (*layers >= (1u << cellLayerCount))
        return {};
    for (int i = 0; i < cellLayerCount; ++i) {
        if ((*layers & (1u << i))
            && !skip(isByteLayer(CellLayer(i)) ? cells : cells * 4, TraceFile::tr("layer %1 of the initial scene").arg(i)))
            return why;
    }
    for (qsizetype id = 0; id < trace.tables.sequences.size(); ++id) {
        const QString what = TraceFile::tr("sequence %1 of the initial scene").arg(id);
        const auto length = u32(what);
        if (!length || !skip(qint64(*length) * 4, what))
            return why;
    }
    if (!skip(qint64(trace.tables.counters.size()) * 4, TraceFile::tr("the counters of the initial scene"))
        || !skip(4, TraceFile::tr("the initial status")))
        return why;
    const auto steps = u32(TraceFile::tr("the number of steps"));
    if (!steps || !skip(qint64(*steps) * 12, TraceFile::tr("%1 steps").arg(groupedNumber(qint64(*steps)))))
        return why;
    const auto changes = u32(TraceFile::tr("the number of changes"));
    if (!changes || !skip(qint64(*changes) * 12, TraceFile::tr("%1 changes").arg(groupedNumber(qint64(*changes)))))
        return why;
    if (pos == size)
        return {};
    // What follows the changes is most often the zeros of a sparse or preallocated file, and
    // counts read from those zeros end the trace early: where the run of zeros starts tells
    // how much of the file is real.
    char first = 1;
    if (file.seek(pos) && file.getChar(&first) && first == '\0') {
        qint64 runStart = pos;
        const qint64 chunk = 64 * 1024;
        for (bool inRun = true; inRun && runStart > 0;) {
            const qint64 from = std::max<qint64>(0, runStart - chunk);
            if (!file.seek(from))
                break;
            const QByteArray before = file.read(runStart - from);
            qsizetype last = before.size();
            while (last > 0 && before[last - 1] == '\0')
                --last;
            inRun = last == 0 && before.size() == runStart - from;
            runStart = from + last;
        }
        return TraceFile::tr("byte %1: %2 bytes of unknown data after the changes, in a run of NUL bytes that "
                             "starts at byte %3")
            .arg(groupedNumber(pos), groupedNumber(size - pos), groupedNumber(runStart));
    }
    return TraceFile::tr("byte %1: %2 bytes of unknown data after the changes")
        .arg(groupedNumber(pos), groupedNumber(size - pos));
}

} // namespace tracefileparts

QByteArray writeTraceBinary(const Trace &trace)
{
    return BinaryTraceWriter(trace).write();
}

std::optional<Trace> readTraceBinary(const QByteArray &data, QString *error)
{
    return BinaryTraceReader(data).read(error);
}

} // namespace gridtrace
