#include "scenariofile.h"
#include "cappedfile.h"
#include "jsonerror.h"
#include "messagetext.h"

#include "boardtext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>
#include <QSaveFile>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <optional>
#include <utility>

namespace gridtrace {

namespace {

// The translation context of every message below.
class ScenarioFile
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioFile)
};

constexpr int scenarioFormatVersion = 1;

QString formatTag() { return QStringLiteral("gridtrace-scenario"); }

QString nativeName(const QString &fileName) { return QDir::toNativeSeparators(fileName); }

// --- writing ----------------------------------------------------------------------------
//
// QJsonDocument::Indented puts every number of "start": [3, 4] on a line of its own and
// cannot put "format" and "version" first. The writer below keeps arrays of numbers on one
// line and everything else one item per line, so a board diffs row by row.

void appendString(QByteArray &out, const QString &text)
{
    out += '"';
    for (const char c : text.toUtf8()) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (byte < 0x20) {
            static constexpr char hex[] = "0123456789abcdef";
            out += "\\u00";
            out += hex[byte >> 4];
            out += hex[byte & 0xf];
        } else {
            out += c;
        }
    }
    out += '"';
}

void appendScalar(QByteArray &out, const QJsonValue &value)
{
    // Qt's own writer knows how to keep 64-bit integers and shortest doubles exact.
    const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    out += QByteArrayView(wrapped).sliced(1, wrapped.size() - 2);
}

void appendValue(QByteArray &out, const QJsonValue &value, int indent);

void appendIndent(QByteArray &out, int indent) { out.append(indent, ' '); }

void appendMember(QByteArray &out, const QString &key, const QJsonValue &value, int indent)
{
    appendIndent(out, indent);
    appendString(out, key);
    out += ": ";
    appendValue(out, value, indent);
}

void appendObject(QByteArray &out, const QJsonObject &object, int indent)
{
    if (object.isEmpty()) {
        out += "{}";
        return;
    }
    out += "{\n";
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it != object.begin())
            out += ",\n";
        appendMember(out, it.key(), it.value(), indent + 4);
    }
    out += '\n';
    appendIndent(out, indent);
    out += '}';
}

void appendArray(QByteArray &out, const QJsonArray &array, int indent)
{
    const bool oneLine = std::all_of(array.begin(), array.end(), [](const QJsonValue &v) {
        return v.isDouble() || v.isBool() || v.isNull();
    });
    if (array.isEmpty() || oneLine) {
        out += '[';
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (i > 0)
                out += ", ";
            appendScalar(out, array[i]);
        }
        out += ']';
        return;
    }
    out += "[\n";
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (i > 0)
            out += ",\n";
        appendIndent(out, indent + 4);
        appendValue(out, array[i], indent + 4);
    }
    out += '\n';
    appendIndent(out, indent);
    out += ']';
}

void appendValue(QByteArray &out, const QJsonValue &value, int indent)
{
    if (value.isObject())
        appendObject(out, value.toObject(), indent);
    else if (value.isArray())
        appendArray(out, value.toArray(), indent);
    else if (value.isString())
        appendString(out, value.toString());
    else
        appendScalar(out, value);
}

QJsonArray cellToJson(CellPos p) { return QJsonArray{p.x, p.y}; }

// --- reading ----------------------------------------------------------------------------

// Reads members off one JSON object and remembers the first thing wrong with it. Messages
// name the member by its path ("board.width"), so a nested object says where it sits.
class ObjectReader
{
public:
    ObjectReader(const QJsonObject &object, QString path, QString *error)
        : m_object(object), m_path(std::move(path)), m_error(error)
    {}

    bool failed() const { return m_failed; }

    bool fail(const QString &message)
    {
        if (!m_failed && m_error)
            *m_error = message;
        m_failed = true;
        return false;
    }

    QString where(const QString &key) const { return m_path.isEmpty() ? key : m_path + u'.' + key; }

    bool has(const QString &key) const { return m_object.contains(key); }

    // Whether the object holds only the members named.
    bool onlyMembers(std::initializer_list<QString> known)
    {
        for (auto it = m_object.begin(); it != m_object.end(); ++it) {
            if (std::find(known.begin(), known.end(), it.key()) == known.end())
                return fail(ScenarioFile::tr("\"%1\" is not a member of a scenario").arg(where(shownInMessage(it.key()))));
        }
        return true;
    }

    QJsonValue value(const QString &key)
    {
        const QJsonValue v = m_object.value(key);
        if (v.isUndefined())
            fail(ScenarioFile::tr("\"%1\" is missing").arg(where(key)));
        return v;
    }

    QString string(const QString &key)
    {
        const QJsonValue v = value(key);
        if (!m_failed && !v.isString())
            fail(ScenarioFile::tr("\"%1\" must be a text").arg(where(key)));
        return v.toString();
    }

    // A number from min to max; a refusal names the range shownMin to shownMax, when a later
    // check narrows min to max (a board's side) and says more about the numbers it refuses.
    qint64 wholeNumber(const QString &key, qint64 min, qint64 max, std::optional<std::pair<qint64, qint64>> shown = {})
    {
        const QJsonValue v = value(key);
        const double d = v.toDouble();
        const auto [shownMin, shownMax] = shown.value_or(std::pair{min, max});
        if (!m_failed && (!v.isDouble() || !(d >= double(min) && d <= double(max)) || d != std::trunc(d)))
            fail(ScenarioFile::tr("\"%1\" must be a whole number from %2 to %3").arg(where(key)).arg(groupedNumber(shownMin)).arg(groupedNumber(shownMax)));
        return m_failed ? 0 : qint64(d);
    }

    QJsonArray array(const QString &key)
    {
        const QJsonValue v = value(key);
        if (!m_failed && !v.isArray())
            fail(ScenarioFile::tr("\"%1\" must be an array").arg(where(key)));
        return v.toArray();
    }

    QJsonObject object(const QString &key)
    {
        const QJsonValue v = value(key);
        if (!m_failed && !v.isObject())
            fail(ScenarioFile::tr("\"%1\" must be an object").arg(where(key)));
        return v.toObject();
    }

private:
    QJsonObject m_object;
    QString m_path;
    QString *m_error;
    bool m_failed = false;
};

// A seed is a decimal text, so that seeds above 2^53 survive tools that read every JSON
// number as a double. A plain number is accepted too, for hand-written files.
std::optional<quint64> seedFromJson(const QJsonValue &value)
{
    if (value.isString()) {
        const QString text = value.toString();
        if (text.isEmpty() || text.size() > 20)
            return std::nullopt;
        for (const QChar c : text) {
            if (c < u'0' || c > u'9')
                return std::nullopt;
        }
        bool ok = false;
        const quint64 seed = text.toULongLong(&ok);
        return ok ? std::optional<quint64>(seed) : std::nullopt;
    }
    if (value.isDouble()) {
        const qint64 seed = value.toInteger(-1);
        return seed >= 0 ? std::optional<quint64>(quint64(seed)) : std::nullopt;
    }
    return std::nullopt;
}

// One cell [x, y] on the board; `where` names it in a message.
std::optional<CellPos> cellFromJson(ObjectReader &reader, const QJsonValue &value, const QString &where,
                                    const Grid &board)
{
    const QJsonArray pair = value.toArray();
    const auto coordinate = [](const QJsonValue &v) {
        const double d = v.toDouble();
        return v.isDouble() && d >= -1e9 && d <= 1e9 && d == std::trunc(d);
    };
    if (!value.isArray() || pair.size() != 2 || !coordinate(pair[0]) || !coordinate(pair[1])) {
        reader.fail(ScenarioFile::tr("\"%1\" must be a pair of whole numbers [x, y]").arg(where));
        return std::nullopt;
    }
    const CellPos p{pair[0].toInt(), pair[1].toInt()};
    if (!board.contains(p)) {
        reader.fail(ScenarioFile::tr("\"%1\" (%2,%3) is outside the %4 x %5 board")
                        .arg(where).arg(p.x).arg(p.y).arg(groupedNumber(board.width())).arg(groupedNumber(board.height())));
        return std::nullopt;
    }
    return p;
}

std::optional<CellPos> endpointFromJson(ObjectReader &reader, const QString &key, const Grid &board)
{
    const QJsonValue value = reader.value(key);
    if (reader.failed())
        return std::nullopt;
    return cellFromJson(reader, value, reader.where(key), board);
}

// A drawn snake: cells head first, each an orthogonal neighbour of the one before, none twice.
std::vector<CellPos> snakeFromJson(ObjectReader &reader, const QString &key, const Grid &board)
{
    const QJsonArray cells = reader.array(key);
    std::vector<CellPos> snake;
    for (qsizetype i = 0; i < cells.size() && !reader.failed(); ++i) {
        const QString where = QStringLiteral("%1[%2]").arg(reader.where(key)).arg(i);
        const auto cell = cellFromJson(reader, cells[i], where, board);
        if (!cell)
            break;
        if (std::find(snake.begin(), snake.end(), *cell) != snake.end()) {
            reader.fail(ScenarioFile::tr("\"%1\": the snake crosses itself at (%2,%3)")
                            .arg(where).arg(cell->x).arg(cell->y));
            break;
        }
        if (!snake.empty() && std::abs(snake.back().x - cell->x) + std::abs(snake.back().y - cell->y) != 1) {
            reader.fail(ScenarioFile::tr("\"%1\": (%2,%3) does not touch the cell before it along a side")
                            .arg(where).arg(cell->x).arg(cell->y));
            break;
        }
        snake.push_back(*cell);
    }
    return snake;
}

std::optional<Grid> boardFromJson(const QJsonObject &object, const QString &path, QString *error)
{
    ObjectReader reader(object, path, error);
    if (!reader.onlyMembers({QStringLiteral("width"), QStringLiteral("height"), QStringLiteral("rows")}))
        return std::nullopt;
    // The size is checked before anything is built from it, so a file cannot ask for more
    // memory than the largest board takes.
    // A side past the largest is left to Grid::sizeError(), which names the board's size; a
    // value that is no side at all is refused with the sides a board may have.
    const std::pair<qint64, qint64> sides{1, Grid::MaxSide};
    const qint64 width = reader.wholeNumber(QStringLiteral("width"), 0, std::numeric_limits<int>::max(), sides);
    const qint64 height = reader.wholeNumber(QStringLiteral("height"), 0, std::numeric_limits<int>::max(), sides);
    if (reader.failed())
        return std::nullopt;
    if (const QString why = Grid::sizeError(width, height); !why.isEmpty()) {
        reader.fail(ScenarioFile::tr("\"%1\": %2").arg(path, why));
        return std::nullopt;
    }
    const QJsonArray rowArray = reader.array(QStringLiteral("rows"));
    if (reader.failed())
        return std::nullopt;
    if (rowArray.size() != height) {
        reader.fail(ScenarioFile::tr("\"%1.rows\" has %2 rows where the height is %3")
                        .arg(path).arg(groupedNumber(rowArray.size())).arg(groupedNumber(height)));
        return std::nullopt;
    }
    QStringList rows;
    rows.reserve(rowArray.size());
    for (qsizetype y = 0; y < rowArray.size(); ++y) {
        if (!rowArray[y].isString()) {
            reader.fail(ScenarioFile::tr("\"%1.rows\": row %2 is not a text").arg(path).arg(groupedNumber(y)));
            return std::nullopt;
        }
        rows << rowArray[y].toString();
        if (rows.last().size() != width) {
            reader.fail(ScenarioFile::tr("\"%1.rows\": row %2 has %3 cells where the width is %4")
                            .arg(path).arg(groupedNumber(y)).arg(groupedNumber(rows.last().size())).arg(groupedNumber(width)));
            return std::nullopt;
        }
    }
    QString why;
    auto board = boardFromRows(rows, &why);
    if (!board)
        reader.fail(ScenarioFile::tr("\"%1.rows\": %2").arg(path, why));
    return board;
}

std::optional<QJsonObject> parseObject(const QByteArray &json, QString *error)
{
    QJsonParseError parseError;
    const QByteArray text = withoutByteOrderMark(json);
    // Said as every other reader says it, not as a JSON error at line 1.
    if (text.trimmed().isEmpty()) {
        if (error)
            *error = ScenarioFile::tr("the file is empty");
        return std::nullopt;
    }
    const QJsonDocument document = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        if (error)
            *error = JsonError::describe(text, parseError);
        return std::nullopt;
    }
    if (!document.isObject()) {
        if (error)
            *error = ScenarioFile::tr("not a GridTrace scenario: the JSON is not an object");
        return std::nullopt;
    }
    return document.object();
}

// Tiles: one array of whole numbers per board row, 0 for a cell without a tile.
std::vector<std::int32_t> tilesFromJson(ObjectReader &reader, const QString &key, const Grid &board)
{
    const QJsonValue value = reader.value(key);
    const QJsonArray rows = value.toArray();
    if (!value.isArray() || rows.size() != board.height()) {
        reader.fail(ScenarioFile::tr("\"%1\" must hold %2 rows, one per board row").arg(key).arg(groupedNumber(board.height())));
        return {};
    }
    std::vector<std::int32_t> tiles;
    tiles.reserve(std::size_t(board.cellCount()));
    for (qsizetype y = 0; y < rows.size(); ++y) {
        const QJsonArray row = rows[y].toArray();
        if (!rows[y].isArray() || row.size() != board.width()) {
            reader.fail(ScenarioFile::tr("\"%1\" row %2 must hold %3 numbers, one per cell").arg(key).arg(groupedNumber(y)).arg(groupedNumber(board.width())));
            return {};
        }
        for (const QJsonValue cell : row) {
            const double number = cell.toDouble(-1.0);
            if (!cell.isDouble() || number != std::floor(number) || number < 0 || number > 1e9) {
                reader.fail(ScenarioFile::tr("\"%1\" row %2 holds something other than a whole number from 0").arg(key).arg(groupedNumber(y)));
                return {};
            }
            tiles.push_back(std::int32_t(number));
        }
    }
    return tiles;
}

} // namespace

QJsonObject scenarioToJson(const Scenario &scenario)
{
    QJsonObject board{
        {QStringLiteral("width"), scenario.board.width()},
        {QStringLiteral("height"), scenario.board.height()},
        {QStringLiteral("rows"), QJsonArray::fromStringList(boardRows(scenario.board))},
    };
    QJsonObject object{
        {QStringLiteral("algorithm"), scenario.algorithm},
        {QStringLiteral("parameters"), QJsonObject::fromVariantMap(scenario.parameters)},
        {QStringLiteral("seed"), QString::number(scenario.seed)},
        {QStringLiteral("board"), board},
    };
    if (scenario.start)
        object.insert(QStringLiteral("start"), cellToJson(*scenario.start));
    if (scenario.goal)
        object.insert(QStringLiteral("goal"), cellToJson(*scenario.goal));
    if (!scenario.snake.empty()) {
        QJsonArray snake;
        for (const CellPos cell : scenario.snake)
            snake.append(cellToJson(cell));
        object.insert(QStringLiteral("snake"), snake);
    }
    if (scenario.food)
        object.insert(QStringLiteral("food"), cellToJson(*scenario.food));
    if (!scenario.tiles.empty()) {
        QJsonArray rows;
        const int width = scenario.board.width();
        for (int y = 0; y < scenario.board.height(); ++y) {
            QJsonArray row;
            for (int x = 0; x < width; ++x)
                row.append(scenario.tiles[std::size_t(y * width + x)]);
            rows.append(row);
        }
        object.insert(QStringLiteral("tiles"), rows);
    }
    return object;
}

std::optional<Scenario> scenarioFromJson(const QJsonObject &object, QString *error)
{
    ObjectReader reader(object, QString(), error);
    if (!reader.onlyMembers({QStringLiteral("algorithm"), QStringLiteral("parameters"),
                             QStringLiteral("seed"), QStringLiteral("board"), QStringLiteral("start"),
                             QStringLiteral("goal"), QStringLiteral("snake"), QStringLiteral("food"),
                             QStringLiteral("tiles")}))
        return std::nullopt;

    Scenario scenario;
    const QJsonObject boardObject = reader.object(QStringLiteral("board"));
    if (reader.failed())
        return std::nullopt;
    auto board = boardFromJson(boardObject, QStringLiteral("board"), error);
    if (!board)
        return std::nullopt;
    scenario.board = std::move(*board);

    if (reader.has(QStringLiteral("algorithm")))
        scenario.algorithm = reader.string(QStringLiteral("algorithm"));
    if (reader.has(QStringLiteral("parameters")))
        scenario.parameters = reader.object(QStringLiteral("parameters")).toVariantMap();
    if (reader.has(QStringLiteral("seed"))) {
        const auto seed = seedFromJson(object.value(QStringLiteral("seed")));
        if (!seed)
            reader.fail(ScenarioFile::tr("\"seed\" must be a whole number from 0 to %1, best written as a text")
                            .arg(std::numeric_limits<quint64>::max()));
        scenario.seed = seed.value_or(0);
    }
    if (!reader.failed() && reader.has(QStringLiteral("start")))
        scenario.start = endpointFromJson(reader, QStringLiteral("start"), scenario.board);
    if (!reader.failed() && reader.has(QStringLiteral("goal")))
        scenario.goal = endpointFromJson(reader, QStringLiteral("goal"), scenario.board);
    if (!reader.failed() && reader.has(QStringLiteral("snake"))) {
        scenario.snake = snakeFromJson(reader, QStringLiteral("snake"), scenario.board);
        // The head is the start cell: a file may give either, but not two different ones.
        if (!reader.failed() && !scenario.snake.empty()) {
            if (!scenario.start)
                scenario.start = scenario.snake.front();
            else if (*scenario.start != scenario.snake.front())
                reader.fail(ScenarioFile::tr("\"snake\" must begin at \"start\" (%1,%2), where its head is")
                                .arg(scenario.start->x).arg(scenario.start->y));
        }
    }
    if (!reader.failed() && reader.has(QStringLiteral("tiles")))
        scenario.tiles = tilesFromJson(reader, QStringLiteral("tiles"), scenario.board);
    if (!reader.failed() && reader.has(QStringLiteral("food"))) {
        scenario.food = endpointFromJson(reader, QStringLiteral("food"), scenario.board);
        if (!reader.failed() && std::find(scenario.snake.begin(), scenario.snake.end(), *scenario.food)
                                    != scenario.snake.end())
            reader.fail(ScenarioFile::tr("\"food\" (%1,%2) lies on the snake")
                            .arg(scenario.food->x).arg(scenario.food->y));
    }
    if (reader.failed())
        return std::nullopt;
    return scenario;
}

QByteArray writeScenarioJson(const Scenario &scenario)
{
    // The format tag and version go first, where a reader (human or program) looks for them.
    QByteArray out = "{\n";
    appendMember(out, QStringLiteral("format"), formatTag(), 4);
    out += ",\n";
    appendMember(out, QStringLiteral("version"), scenarioFormatVersion, 4);
    const QJsonObject object = scenarioToJson(scenario);
    for (auto it = object.begin(); it != object.end(); ++it) {
        out += ",\n";
        appendMember(out, it.key(), it.value(), 4);
    }
    out += "\n}\n";
    return out;
}

std::optional<Scenario> readScenarioJson(const QByteArray &json, QString *error)
{
    auto parsed = parseObject(json, error);
    if (!parsed)
        return std::nullopt;
    QJsonObject object = std::move(*parsed);

    const QJsonValue format = object.take(QStringLiteral("format"));
    if (format.toString() != formatTag()) {
        if (error)
            *error = format.isUndefined()
                ? ScenarioFile::tr("not a GridTrace scenario: \"format\" is missing")
                : ScenarioFile::tr("not a GridTrace scenario: \"format\" is not \"%1\"").arg(formatTag());
        return std::nullopt;
    }
    const QJsonValue version = object.take(QStringLiteral("version"));
    if (!version.isDouble()) {
        if (error)
            *error = ScenarioFile::tr("\"version\" is missing or not a number");
        return std::nullopt;
    }
    if (version.toDouble() != scenarioFormatVersion) {
        if (error)
            *error = ScenarioFile::tr("scenario format version %1 is not supported (this GridTrace reads version %2)")
                         .arg(version.toDouble()).arg(scenarioFormatVersion);
        return std::nullopt;
    }
    auto scenario = scenarioFromJson(object, error);
    if (scenario)
        scenario->writtenParameters.texts = writtenNumbers(withoutByteOrderMark(json), QStringLiteral("parameters"));
    return scenario;
}

bool saveScenario(const Scenario &scenario, const QString &fileName, QString *error)
{
    QSaveFile file(fileName);
    const QByteArray json = writeScenarioJson(scenario);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        if (error)
            *error = ScenarioFile::tr("%1: cannot save: %2").arg(nativeName(fileName), file.errorString());
        return false;
    }
    return true;
}

std::optional<Scenario> loadScenario(const QString &fileName, QString *error)
{
    QString why;
    const auto bytes = CappedFile::read(fileName, fileLimits::scenario, &why);
    if (!bytes) {
        if (error)
            *error = ScenarioFile::tr("%1: %2").arg(nativeName(fileName), why);
        return std::nullopt;
    }
    auto scenario = readScenarioJson(*bytes, &why);
    if (!scenario && error)
        *error = ScenarioFile::tr("%1: %2").arg(nativeName(fileName), why);
    return scenario;
}

} // namespace gridtrace
