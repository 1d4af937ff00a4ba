// The JSON form of a trace file (docs/trace-format.md): writing and reading.

#include "tracefile.h"
#include "grid/messagetext.h"
#include "tracefileparts.h"

#include "grid/boardtext.h"
#include "grid/jsonerror.h"
#include "grid/scenariofile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <functional>
#include <limits>

namespace gridtrace {

using namespace tracefileparts;

namespace {

constexpr char jsonFormatTag[] = "gridtrace-trace";

// The layers an initial scene stores cell by cell, apart from the terrain, with their names
// in the JSON form.
struct SparseLayer
{
    CellLayer layer;
    const char *name;
};

constexpr std::array<SparseLayer, 3> sparseLayers{{
    {CellLayer::Mark, "marks"},
    {CellLayer::Parent, "parents"},
    {CellLayer::Tile, "tiles"},
}};

// Counters and tiles hold signed values; writing them signed keeps "-1" readable.
bool isSignedValue(const Change &change)
{
    return change.op() == ChangeOp::SetCounter
        || (change.op() == ChangeOp::SetCell && CellLayer(change.slot()) == CellLayer::Tile);
}

// --- the JSON form: writing -------------------------------------------------------------

class JsonTraceWriter
{
public:
    explicit JsonTraceWriter(const Trace &trace) : m_trace(trace) {}

    QByteArray write()
    {
        // About 30 bytes a change; reserving once saves the copies of a growing buffer.
        m_out.reserve(qsizetype(m_trace.changes.size() * 32 + m_trace.steps.size() * 28)
                      + m_trace.initial.cellCount() * 2 + 4096);
        m_out += "{\n    \"format\": \"";
        m_out += jsonFormatTag;
        m_out += "\",\n    \"version\": ";
        number(Trace::formatVersion);
        m_out += ",\n    \"header\": ";
        m_out += QJsonDocument(scenarioToJson(m_trace.header)).toJson(QJsonDocument::Compact);
        m_out += ",\n    \"tables\": ";
        writeTables();
        // Right after the tables: the captions are what a person opening the file reads.
        m_out += ",\n    \"bookmarks\": ";
        writeBookmarks();
        m_out += ",\n    \"initial\": ";
        writeInitial();
        m_out += ",\n    \"steps\": ";
        writeSteps();
        m_out += ",\n    \"changes\": ";
        writeChanges();
        m_out += "\n}\n";
        return std::move(m_out);
    }

private:
    void number(qint64 value)
    {
        char buffer[24];
        const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
        m_out.append(buffer, end - buffer);
    }

    void string(const QString &text)
    {
        m_out += '"';
        for (const char c : text.toUtf8()) {
            const auto byte = static_cast<unsigned char>(c);
            if (c == '"' || c == '\\') {
                m_out += '\\';
                m_out += c;
            } else if (c == '\n') {
                m_out += "\\n"; // captions and status texts keep their lines readable
            } else if (byte < 0x20) {
                static constexpr char hex[] = "0123456789abcdef";
                m_out += "\\u00";
                m_out += hex[byte >> 4];
                m_out += hex[byte & 0xf];
            } else {
                m_out += c;
            }
        }
        m_out += '"';
    }

    void indent(int depth) { m_out.append(depth * 4, ' '); }

    // An array with one item a line; item(i) writes the i-th item.
    void lines(qsizetype count, int depth, const std::function<void(qsizetype)> &item)
    {
        if (count == 0) {
            m_out += "[]";
            return;
        }
        m_out += "[\n";
        for (qsizetype i = 0; i < count; ++i) {
            if (i > 0)
                m_out += ",\n";
            indent(depth + 1);
            item(i);
        }
        m_out += '\n';
        indent(depth);
        m_out += ']';
    }

    void names(const QStringList &list)
    {
        m_out += '[';
        for (qsizetype i = 0; i < list.size(); ++i) {
            if (i > 0)
                m_out += ", ";
            string(list[i]);
        }
        m_out += ']';
    }

    void writeTables()
    {
        const TraceTables &tables = m_trace.tables;
        m_out += "{\n";
        for (qsizetype i = 0; i < tableNames().size(); ++i) {
            indent(2);
            string(tableNames()[i]);
            m_out += ": ";
            // Status texts can be many and long; the other tables are short lists of ids.
            if (tableMembers[std::size_t(i)] == &TraceTables::strings)
                lines(tables.strings.size(), 2, [&](qsizetype s) { string(tables.strings[s]); });
            else
                names(tables.*tableMembers[std::size_t(i)]);
            m_out += i + 1 < tableNames().size() ? ",\n" : "\n";
        }
        m_out += "    }";
    }

    void writeBookmarks()
    {
        const Bookmarks &bookmarks = m_trace.bookmarks;
        lines(qsizetype(bookmarks.size()), 1, [&](qsizetype i) {
            const Bookmark &bookmark = bookmarks[std::size_t(i)];
            m_out += "{\"step\": ";
            number(bookmark.position);
            m_out += ", \"caption\": ";
            string(bookmark.caption);
            m_out += '}';
        });
    }

    // [cell,value] for every cell whose value is not the layer's default.
    void sparse(CellLayer layer, int depth)
    {
        const Scene &scene = m_trace.initial;
        std::vector<int> cells;
        if (scene.hasLayer(layer)) {
            const std::uint32_t blank = Scene::defaultValue(layer);
            for (int cell = 0; cell < scene.cellCount(); ++cell) {
                if (scene.cellValue(layer, cell) != blank)
                    cells.push_back(cell);
            }
        }
        lines(qsizetype(cells.size()), depth, [&](qsizetype i) {
            const int cell = cells[std::size_t(i)];
            const std::uint32_t value = scene.cellValue(layer, cell);
            m_out += '[';
            number(cell);
            m_out += ',';
            if (layer == CellLayer::Mark && value < std::uint32_t(markCount))
                string(markId(Mark(value)));
            else if (layer == CellLayer::Tile)
                number(std::int32_t(value));
            else
                number(value);
            m_out += ']';
        });
    }

    void writeInitial()
    {
        const Scene &scene = m_trace.initial;
        m_out += "{\n        \"terrain\": ";
        const QStringList rows = terrainRows();
        lines(rows.size(), 2, [&](qsizetype y) { string(rows[y]); });
        for (const SparseLayer &sparseLayer : sparseLayers) {
            m_out += ",\n        \"";
            m_out += sparseLayer.name;
            m_out += "\": ";
            sparse(sparseLayer.layer, 2);
        }

        int channels = 0;
        for (int channel = 0; channel < labelLayerCount; ++channel) {
            if (layerHasValues(scene, labelLayer(channel)))
                channels = channel + 1;
        }
        m_out += ",\n        \"labels\": ";
        lines(channels, 2, [&](qsizetype channel) { sparse(labelLayer(int(channel)), 3); });

        m_out += ",\n        \"sequences\": ";
        lines(scene.sequenceCount(), 2, [&](qsizetype id) {
            m_out += '[';
            bool first = true;
            for (const std::uint32_t cell : scene.sequence(int(id))) {
                if (!first)
                    m_out += ',';
                first = false;
                number(cell);
            }
            m_out += ']';
        });

        m_out += ",\n        \"counters\": [";
        for (int id = 0; id < scene.counterCount(); ++id) {
            if (id > 0)
                m_out += ", ";
            number(scene.counter(id));
        }
        m_out += "],\n        \"status\": ";
        number(scene.status());
        m_out += "\n    }";
    }

    QStringList terrainRows() const
    {
        const Scene &scene = m_trace.initial;
        if (scene.cellCount() == 0)
            return {};
        // The terrain of a scene is a board: the rows read and write as board rows do.
        Grid terrain(scene.width(), scene.height());
        for (int cell = 0; cell < scene.cellCount(); ++cell)
            terrain.setWeight(terrain.pos(cell), std::min(scene.terrain(cell), Grid::MaxWeight));
        return boardRows(terrain);
    }

    // The rows of the two big arrays are formatted in a local buffer and appended once:
    // they are most of the file and most of the time spent writing it.
    template<std::size_t N>
    void row(const std::array<qint64, N> &values)
    {
        char buffer[N * 12 + 4];
        char *p = buffer;
        *p++ = '[';
        for (std::size_t i = 0; i < N; ++i) {
            if (i > 0)
                *p++ = ',';
            p = std::to_chars(p, buffer + sizeof buffer, values[i]).ptr;
        }
        *p++ = ']';
        m_out.append(buffer, p - buffer);
    }

    void writeSteps()
    {
        lines(m_trace.stepCount(), 1, [&](qsizetype i) {
            const Step &s = m_trace.steps[std::size_t(i)];
            row<5>({s.firstChange, s.kind, s.depth, s.line, s.cell == Step::noCell ? -1 : qint64(s.cell)});
        });
    }

    void writeChanges()
    {
        lines(qsizetype(m_trace.changes.size()), 1, [&](qsizetype i) {
            const Change &c = m_trace.changes[std::size_t(i)];
            const bool isSigned = isSignedValue(c);
            row<5>({qint64(c.op()), c.slot(), c.target(),
                    isSigned ? qint64(std::int32_t(c.before)) : qint64(c.before),
                    isSigned ? qint64(std::int32_t(c.after)) : qint64(c.after)});
        });
    }

    const Trace &m_trace;
    QByteArray m_out;
};

// --- the JSON form: reading -------------------------------------------------------------
//
// QJsonDocument would build a tree node for every one of a million changes. The reader
// instead splits the top-level object into its members with a light scan, gives the small
// ones (header, tables, initial scene) to QJsonDocument, and parses the steps and changes,
// which are plain arrays of whole numbers, with a strict parser of its own.

std::optional<qint64> wholeNumber(const QJsonValue &value, qint64 min, qint64 max)
{
    const double d = value.toDouble();
    if (!value.isDouble() || !(d >= double(min) && d <= double(max)) || d != std::trunc(d))
        return std::nullopt;
    return qint64(d);
}

class JsonTraceReader
{
public:
    explicit JsonTraceReader(const QByteArray &text) : m_text(text) {}

    std::optional<Trace> read(QString *error)
    {
        auto trace = readTrace();
        if (!trace && error)
            *error = m_failure.message();
        return trace;
    }

private:
    struct Member
    {
        qsizetype begin = -1; // byte offset of the value, -1 while absent
        qsizetype end = -1;
        bool present() const { return begin >= 0; }
    };

    enum MemberId { Format, Version, Header, Tables, Bookmarks, Initial, Steps, Changes, MemberCount };

    static const QStringList &memberNames()
    {
        static const QStringList names{QStringLiteral("format"), QStringLiteral("version"),
                                       QStringLiteral("header"), QStringLiteral("tables"),
                                       QStringLiteral("bookmarks"), QStringLiteral("initial"), QStringLiteral("steps"),
                                       QStringLiteral("changes")};
        return names;
    }

    bool fail(const QString &message) { return m_failure.fail(message); }

    bool failAt(qsizetype offset, const QString &what)
    {
        // Lines and columns, as the scenario and record readers say where JSON goes wrong.
        if (offset >= m_text.size())
            return fail(JsonError::describeAt(m_text, m_text.size(),
                                              TraceFile::tr("the file ends too early (%1)").arg(what)));
        return fail(JsonError::describeAt(m_text, offset, what));
    }

    static bool isSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

    void skipSpace()
    {
        while (m_pos < m_text.size() && isSpace(m_text[m_pos]))
            ++m_pos;
    }

    bool expect(char c)
    {
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == c) {
            ++m_pos;
            return true;
        }
        return failAt(m_pos, TraceFile::tr("expected '%1'").arg(QChar::fromLatin1(c)));
    }

    bool skipString()
    {
        const qsizetype start = m_pos;
        ++m_pos;
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (c == '\\')
                m_pos += 2;
            else if (c == '"') {
                ++m_pos;
                return true;
            } else
                ++m_pos;
        }
        return failAt(m_text.size(), TraceFile::tr("the text that starts at %1 is not closed").arg(JsonError::position(m_text, start)));
    }

    // Finds where the value at the current position ends. Only brackets and strings are
    // followed: whatever parses the value later finds any other error in it.
    bool skipValue()
    {
        skipSpace();
        if (m_pos >= m_text.size())
            return failAt(m_pos, TraceFile::tr("expected a value"));
        const char first = m_text[m_pos];
        if (first == '"')
            return skipString();
        if (first == '{' || first == '[') {
            const qsizetype start = m_pos;
            qsizetype depth = 0;
            while (m_pos < m_text.size()) {
                const char c = m_text[m_pos];
                if (c == '"') {
                    if (!skipString())
                        return false;
                    continue;
                }
                if (c == '{' || c == '[') {
                    ++depth;
                } else if (c == '}' || c == ']') {
                    if (--depth == 0) {
                        ++m_pos;
                        return true;
                    }
                }
                ++m_pos;
            }
            return failAt(m_pos, TraceFile::tr("the value that starts at %1 is not closed").arg(JsonError::position(m_text, start)));
        }
        const qsizetype start = m_pos;
        while (m_pos < m_text.size() && !isSpace(m_text[m_pos]) && m_text[m_pos] != ','
               && m_text[m_pos] != '}' && m_text[m_pos] != ']')
            ++m_pos;
        if (m_pos == start)
            return failAt(m_pos, TraceFile::tr("expected a value"));
        return true;
    }

    // A small value parsed by QJsonDocument, wrapped in an array so that it may be a scalar.
    std::optional<QJsonValue> parseValue(qsizetype begin, qsizetype end)
    {
        QByteArray wrapped;
        wrapped.reserve(end - begin + 2);
        wrapped += '[';
        wrapped += QByteArrayView(m_text).sliced(begin, end - begin);
        wrapped += ']';
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(wrapped, &error);
        if (error.error != QJsonParseError::NoError) {
            failAt(begin + std::clamp<qsizetype>(error.offset - 1, 0, end - begin), JsonError::reason(error.error));
            return std::nullopt;
        }
        return document.array().at(0);
    }

    std::optional<QJsonValue> parseMember(MemberId id)
    {
        return parseValue(m_members[id].begin, m_members[id].end);
    }

    bool splitMembers()
    {
        // A byte-order mark is not JSON, but some editors add one.
        if (m_text.startsWith("\xef\xbb\xbf"))
            m_pos = 3;
        if (!expect('{'))
            return false;
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == '}')
            return fail(TraceFile::tr("not a GridTrace trace: the JSON object is empty"));
        for (;;) {
            skipSpace();
            const qsizetype keyStart = m_pos;
            if (m_pos >= m_text.size() || m_text[m_pos] != '"')
                return failAt(m_pos, TraceFile::tr("expected the name of a member"));
            if (!skipString())
                return false;
            const auto key = parseValue(keyStart, m_pos);
            if (!key)
                return false;
            // A stranger is reported after the format tag is checked: a scenario or some
            // other JSON given as a trace should be called that, not a trace with odd members.
            const qsizetype id = memberNames().indexOf(key->toString());
            if (id < 0 && m_stranger.isEmpty())
                m_stranger = TraceFile::tr("\"%1\" (at %2) is not a member of a trace").arg(shownInMessage(key->toString()), JsonError::position(m_text, keyStart));
            if (id >= 0 && m_members[id].present())
                return fail(TraceFile::tr("\"%1\" appears twice (at %2)").arg(shownInMessage(key->toString()), JsonError::position(m_text, keyStart)));
            if (!expect(':'))
                return false;
            skipSpace();
            const qsizetype valueStart = m_pos;
            if (!skipValue())
                return false;
            if (id >= 0)
                m_members[id] = {valueStart, m_pos};
            skipSpace();
            if (m_pos < m_text.size() && m_text[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            if (!expect('}'))
                return false;
            break;
        }
        skipSpace();
        if (m_pos != m_text.size())
            return failAt(m_pos, TraceFile::tr("unexpected data after the trace"));
        return true;
    }

    bool checkMembers()
    {
        if (!m_stranger.isEmpty())
            return fail(m_stranger);
        if (m_version < bookmarksSince && m_members[Bookmarks].present())
            return fail(TraceFile::tr("\"bookmarks\" is not a member of a version %1 trace").arg(m_version));
        for (int id = 0; id < MemberCount; ++id) {
            if (id == Bookmarks && m_version < bookmarksSince)
                continue;
            if (!m_members[id].present())
                return fail(TraceFile::tr("\"%1\" is missing").arg(memberNames()[id]));
        }
        return true;
    }

    bool checkFormat()
    {
        if (!m_members[Format].present())
            return fail(TraceFile::tr("not a GridTrace trace: \"format\" is missing"));
        const auto format = parseMember(Format);
        if (!format)
            return false;
        if (format->toString() != QLatin1StringView(jsonFormatTag))
            return fail(TraceFile::tr("not a GridTrace trace: \"format\" is not \"%1\"")
                            .arg(QLatin1StringView(jsonFormatTag)));
        if (!m_members[Version].present())
            return fail(TraceFile::tr("\"version\" is missing"));
        const auto version = parseMember(Version);
        if (!version)
            return false;
        if (!version->isDouble())
            return fail(TraceFile::tr("\"version\" must be a number"));
        if (const QString why = unsupportedVersion(version->toDouble(), false); !why.isEmpty())
            return fail(why);
        m_version = int(version->toDouble());
        return true;
    }

    // --- the initial scene

    bool entryError(const QString &where, qsizetype index, const QString &what)
    {
        return fail(TraceFile::tr("\"initial.%1\", entry %2: %3").arg(where).arg(index).arg(what));
    }

    // [[cell, value], ...] into one layer; readValue turns the JSON value into the layer's.
    bool readSparse(const QJsonValue &list, const QString &where, CellLayer layer, Scene &scene,
                    const std::function<std::optional<std::uint32_t>(const QJsonValue &, QString &)> &readValue)
    {
        if (!list.isArray())
            return fail(TraceFile::tr("\"initial.%1\" must be an array").arg(where));
        const QJsonArray entries = list.toArray();
        for (qsizetype i = 0; i < entries.size(); ++i) {
            const QJsonArray entry = entries[i].toArray();
            if (!entries[i].isArray() || entry.size() != 2)
                return entryError(where, i, TraceFile::tr("expected [cell, value]"));
            const auto cell = wholeNumber(entry[0], 0, std::numeric_limits<std::int32_t>::max());
            if (!cell)
                return entryError(where, i, TraceFile::tr("the cell must be a whole number"));
            if (*cell >= scene.cellCount())
                return entryError(where, i, outsideBoard(*cell, scene));
            QString why;
            const auto value = readValue(entry[1], why);
            if (!value)
                return entryError(where, i, why);
            scene.setCellValue(layer, int(*cell), *value);
        }
        return true;
    }

    static std::optional<std::uint32_t> readMark(const QJsonValue &value, QString &why)
    {
        if (value.isString()) {
            if (const auto mark = markFromId(value.toString()))
                return std::uint32_t(*mark);
            why = TraceFile::tr("there is no mark \"%1\"").arg(shownInMessage(value.toString()));
            return std::nullopt;
        }
        if (const auto mark = wholeNumber(value, 0, markCount - 1))
            return std::uint32_t(*mark);
        why = TraceFile::tr("a mark is a mark's id or a number from 0 to %1").arg(markCount - 1);
        return std::nullopt;
    }

    static std::optional<std::uint32_t> readParent(const QJsonValue &value, QString &why)
    {
        if (const auto direction = wholeNumber(value, 0, 8))
            return std::uint32_t(*direction);
        why = TraceFile::tr("a parent is a direction from 0 to 8");
        return std::nullopt;
    }

    static std::optional<std::uint32_t> readTile(const QJsonValue &value, QString &why)
    {
        if (const auto tile = wholeNumber(value, std::numeric_limits<std::int32_t>::min(),
                                          std::numeric_limits<std::int32_t>::max()))
            return std::uint32_t(std::int32_t(*tile));
        why = TraceFile::tr("a tile is a whole number of 32 bits");
        return std::nullopt;
    }

    static std::optional<std::uint32_t> readLabel(const QJsonValue &value, QString &why)
    {
        if (const auto bits = wholeNumber(value, 0, std::numeric_limits<std::uint32_t>::max()))
            return std::uint32_t(*bits);
        why = TraceFile::tr("a label is the 32 bits of a float, a whole number from 0 to 4294967295");
        return std::nullopt;
    }

    bool readInitial(Trace &trace)
    {
        const auto value = parseMember(Initial);
        if (!value)
            return false;
        if (!value->isObject())
            return fail(TraceFile::tr("\"initial\" must be an object"));
        const QJsonObject object = value->toObject();
        const QStringList known{QStringLiteral("terrain"), QStringLiteral("marks"), QStringLiteral("parents"),
                                QStringLiteral("tiles"), QStringLiteral("labels"), QStringLiteral("sequences"),
                                QStringLiteral("counters"), QStringLiteral("status")};
        if (!onlyMembers(object, known, QStringLiteral("initial"), m_failure))
            return false;

        const Grid &board = trace.header.board;
        const QJsonArray rowArray = object.value(QStringLiteral("terrain")).toArray();
        if (rowArray.size() != board.height())
            return fail(TraceFile::tr("\"initial.terrain\" has %1 rows where the board has %2")
                            .arg(rowArray.size()).arg(board.height()));
        QStringList rows;
        for (qsizetype y = 0; y < rowArray.size(); ++y) {
            rows << rowArray[y].toString();
            if (!rowArray[y].isString() || rows.last().size() != board.width())
                return fail(TraceFile::tr("\"initial.terrain\": row %1 is not a text of %2 cells")
                                .arg(y).arg(board.width()));
        }
        QString why;
        const auto terrain = boardFromRows(rows, &why);
        if (!terrain)
            return fail(TraceFile::tr("\"initial.terrain\": %1").arg(why));

        Scene scene(*terrain, int(trace.tables.sequences.size()), int(trace.tables.counters.size()));
        if (!readSparse(object.value(QStringLiteral("marks")), QStringLiteral("marks"), CellLayer::Mark, scene, readMark)
            || !readSparse(object.value(QStringLiteral("parents")), QStringLiteral("parents"), CellLayer::Parent, scene, readParent)
            || !readSparse(object.value(QStringLiteral("tiles")), QStringLiteral("tiles"), CellLayer::Tile, scene, readTile))
            return false;

        const QJsonValue labels = object.value(QStringLiteral("labels"));
        if (!labels.isArray() || labels.toArray().size() > labelLayerCount)
            return fail(TraceFile::tr("\"initial.labels\" must be an array of at most %1 channels").arg(labelLayerCount));
        for (qsizetype channel = 0; channel < labels.toArray().size(); ++channel) {
            if (!readSparse(labels.toArray()[channel], QStringLiteral("labels[%1]").arg(channel),
                            labelLayer(int(channel)), scene, readLabel))
                return false;
        }

        const QJsonValue sequences = object.value(QStringLiteral("sequences"));
        if (!sequences.isArray() || sequences.toArray().size() != scene.sequenceCount())
            return fail(TraceFile::tr("\"initial.sequences\" must be an array of %1 sequences, as the tables name")
                            .arg(scene.sequenceCount()));
        for (int id = 0; id < scene.sequenceCount(); ++id) {
            const QJsonValue cells = sequences.toArray()[id];
            if (!cells.isArray())
                return fail(TraceFile::tr("\"initial.sequences\", sequence %1 must be an array of cells").arg(id));
            for (const QJsonValue &cellValue : cells.toArray()) {
                const auto cell = wholeNumber(cellValue, 0, std::numeric_limits<std::int32_t>::max());
                if (!cell || *cell >= scene.cellCount())
                    return fail(TraceFile::tr("\"initial.sequences\", sequence %1: %2").arg(id)
                                    .arg(cell ? outsideBoard(*cell, scene) : TraceFile::tr("a cell must be a whole number")));
                scene.sequence(id).push_back(std::uint32_t(*cell));
            }
        }

        const QJsonValue counters = object.value(QStringLiteral("counters"));
        if (!counters.isArray() || counters.toArray().size() != scene.counterCount())
            return fail(TraceFile::tr("\"initial.counters\" must be an array of %1 counters, as the tables name")
                            .arg(scene.counterCount()));
        for (int id = 0; id < scene.counterCount(); ++id) {
            const auto counter = wholeNumber(counters.toArray()[id], std::numeric_limits<std::int32_t>::min(),
                                             std::numeric_limits<std::int32_t>::max());
            if (!counter)
                return fail(TraceFile::tr("\"initial.counters\", counter %1 must be a whole number of 32 bits").arg(id));
            scene.setCounter(id, std::int32_t(*counter));
        }

        const auto status = wholeNumber(object.value(QStringLiteral("status")), 0, std::numeric_limits<int>::max());
        if (!status)
            return fail(TraceFile::tr("\"initial.status\" must be the index of a status text"));
        scene.setStatus(int(*status));
        trace.initial = std::move(scene);
        return true;
    }

    // --- the steps and the changes

    // Parses an array of rows of N whole numbers, [[a,b,...],...], calling accept(index, row)
    // for each; accept returns why the row is wrong, or an empty string. rowName(index) names
    // a row in messages ("change 12").
    template<std::size_t N, typename Accept, typename RowName>
    bool readRows(MemberId id, Accept accept, RowName rowName)
    {
        const char *const data = m_text.constData();
        const char *p = data + m_members[id].begin;
        const char *const end = data + m_members[id].end;
        qsizetype index = 0;
        const auto syntaxError = [&](const QString &what) {
            return m_failure.fail(JsonError::describeAt(m_text, p - data, TraceFile::tr("%1: %2").arg(rowName(index), what)));
        };
        const auto space = [&] {
            while (p < end && isSpace(*p))
                ++p;
        };
        const auto punctuation = [&](char c) {
            space();
            if (p < end && *p == c) {
                ++p;
                return true;
            }
            return syntaxError(TraceFile::tr("expected '%1'").arg(QChar::fromLatin1(c)));
        };

        if (!punctuation('['))
            return false;
        space();
        if (p < end && *p == ']')
            return true;
        std::array<qint64, N> values{};
        for (;; ++index) {
            if (!punctuation('['))
                return false;
            for (std::size_t i = 0; i < N; ++i) {
                if (i > 0 && !punctuation(','))
                    return false;
                space();
                if (!readWholeNumber(p, end, values[i]))
                    return syntaxError(TraceFile::tr("expected a whole number from -2147483648 to 4294967295"));
            }
            if (!punctuation(']'))
                return false;
            if (const QString why = accept(index, values); !why.isEmpty())
                return m_failure.fail(TraceFile::tr("%1: %2").arg(rowName(index), why));
            space();
            if (p < end && *p == ',') {
                ++p;
                continue;
            }
            if (!punctuation(']'))
                return false;
            break;
        }
        space();
        if (p != end)
            return syntaxError(TraceFile::tr("unexpected data after the array"));
        return true;
    }

    // A JSON number that must be whole and fit 32 bits, signed or not.
    static bool readWholeNumber(const char *&p, const char *end, qint64 &value)
    {
        const bool negative = p < end && *p == '-';
        if (negative)
            ++p;
        const auto isDigit = [&] { return p < end && *p >= '0' && *p <= '9'; };
        if (!isDigit())
            return false;
        qint64 magnitude = 0;
        if (*p == '0') {
            ++p; // JSON allows no leading zeros
        } else {
            for (int digits = 0; isDigit(); ++digits, ++p) {
                if (digits == 10)
                    return false;
                magnitude = magnitude * 10 + (*p - '0');
            }
        }
        if (isDigit() || (p < end && (*p == '.' || *p == 'e' || *p == 'E')))
            return false;
        value = negative ? -magnitude : magnitude;
        return value >= std::numeric_limits<std::int32_t>::min()
            && value <= std::numeric_limits<std::uint32_t>::max();
    }

    bool readSteps(Trace &trace)
    {
        const int cellCount = trace.initial.cellCount();
        return readRows<5>(
            Steps,
            [&](qsizetype, const std::array<qint64, 5> &v) -> QString {
                // [firstChange, kind, depth, line, cell]
                if (v[0] < 0)
                    return TraceFile::tr("the first change %1 is negative").arg(groupedNumber(qint64(v[0])));
                if (v[1] < 0 || v[1] >= Trace::maxStepKinds)
                    return TraceFile::tr("kind %1 does not exist").arg(groupedNumber(qint64(v[1])));
                if (v[2] < 0 || v[2] > Trace::maxDepth)
                    return TraceFile::tr("depth %1 is not from 0 to %2").arg(groupedNumber(qint64(v[2]))).arg(groupedNumber(qint64(Trace::maxDepth)));
                if (v[3] < 0 || v[3] > std::numeric_limits<std::uint16_t>::max())
                    return TraceFile::tr("pseudo-code line %1 does not exist").arg(groupedNumber(qint64(v[3])));
                if (v[4] < -1 || v[4] >= cellCount)
                    return outsideBoard(v[4], trace.initial);
                Step step;
                step.firstChange = std::uint32_t(v[0]);
                step.kind = std::uint8_t(v[1]);
                step.depth = std::uint8_t(v[2]);
                step.line = std::uint16_t(v[3]);
                step.cell = v[4] < 0 ? Step::noCell : std::uint32_t(v[4]);
                trace.steps.push_back(step);
                return {};
            },
            // Numbered as the window's "Step k of N" numbers it; changes, which the window
            // never numbers, count from 0 as "the first step must start at change 0" does.
            [](qsizetype index) { return TraceFile::tr("step %1").arg(groupedNumber(qint64(index + 1))); });
    }

    bool readChanges(Trace &trace)
    {
        const int cellCount = trace.initial.cellCount();
        return readRows<5>(
            Changes,
            [&](qsizetype, const std::array<qint64, 5> &v) -> QString {
                // [op, slot, target, before, after]; the slot and the values are checked
                // against the scene when the trace is validated.
                if (v[0] < 0 || v[0] >= changeOpCount)
                    return TraceFile::tr("operation %1 does not exist").arg(groupedNumber(qint64(v[0])));
                if (v[1] < 0 || v[1] > qint64(Change::maxSlot))
                    return TraceFile::tr("slot %1 does not exist").arg(groupedNumber(qint64(v[1])));
                if (v[2] < 0 || v[2] >= cellCount)
                    return outsideBoard(v[2], trace.initial);
                trace.changes.push_back(Change::make(ChangeOp(v[0]), int(v[1]), int(v[2]),
                                                     std::uint32_t(v[3]), std::uint32_t(v[4])));
                return {};
            },
            [](qsizetype index) { return TraceFile::tr("change %1").arg(groupedNumber(qint64(index))); });
    }

    std::optional<Trace> readTrace()
    {
        if (m_text.isEmpty()) {
            fail(TraceFile::tr("the file is empty"));
            return std::nullopt;
        }
        if (!splitMembers() || !checkFormat() || !checkMembers())
            return std::nullopt;
        Trace trace;
        const auto header = parseMember(Header);
        if (!header || !headerFromJson(*header, trace.header, m_failure))
            return std::nullopt;
        const auto tables = parseMember(Tables);
        if (!tables || !tablesFromJson(*tables, trace.tables, m_failure))
            return std::nullopt;
        if (m_version >= bookmarksSince) {
            const auto bookmarks = parseMember(Bookmarks);
            if (!bookmarks || !bookmarksFromJson(*bookmarks, trace.bookmarks, m_failure))
                return std::nullopt;
        }
        if (!readInitial(trace) || !readSteps(trace) || !readChanges(trace))
            return std::nullopt;
        return validated(std::move(trace), m_failure);
    }

    const QByteArray &m_text;
    qsizetype m_pos = 0;
    Member m_members[MemberCount];
    int m_version = Trace::formatVersion;
    QString m_stranger; // why the first member not in memberNames() is wrong
    Failure m_failure;
};

} // namespace

QByteArray writeTraceJson(const Trace &trace)
{
    return JsonTraceWriter(trace).write();
}

std::optional<Trace> readTraceJson(const QByteArray &json, QString *error)
{
    return JsonTraceReader(json).read(error);
}

} // namespace gridtrace
