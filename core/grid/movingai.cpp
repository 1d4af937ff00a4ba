#include "movingai.h"
#include "cappedfile.h"
#include "messagetext.h"

#include <QBuffer>
#include <QDir>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <utility>

namespace gridtrace {

namespace {

// The translation context of every message the Moving AI readers show.
struct MovingAi
{
    Q_DECLARE_TR_FUNCTIONS(MovingAi)
};

constexpr int NotTerrain = -1;

// The benchmark's terrain letters as GridTrace weights.
// 'S' (swamp) is a free cell of weight 1: the benchmark calls it passable from ordinary ground
// and names no extra cost for it, so a weight would break agreement with its octile lengths.
// 'W' (water) is a wall: the benchmark lets only water reach water, which a board of walls and
// weights cannot express, and a wall keeps every path found here legal on the original map.
constexpr std::array<int, 256> makeTerrainTable()
{
    std::array<int, 256> table{};
    table.fill(NotTerrain);
    for (const unsigned char c : {'.', 'G', 'S'})
        table[c] = Grid::MinWeight;
    for (const unsigned char c : {'@', 'O', 'T', 'W'})
        table[c] = Grid::Wall;
    return table;
}

constexpr std::array<int, 256> terrainTable = makeTerrainTable();

constexpr int ScenarioFieldCount = 9;

// Reads a device one line at a time, counting lines from 1 as a text editor does. The
// benchmark files circulate with both LF and CRLF line ends, so both are accepted.
class LineReader
{
public:
    explicit LineReader(QIODevice &device)
        : m_device(device)
    {
    }

    // The next line without its line end, or nothing at the end of the device.
    std::optional<QByteArray> next()
    {
        if (m_device.atEnd())
            return std::nullopt;
        QByteArray line = m_device.readLine();
        // Every line read holds at least its '\n' unless it is the last; an empty read is a
        // device that failed, which must end the loop rather than spin.
        if (line.isEmpty())
            return std::nullopt;
        // A byte order mark in front of the first line is an editor's, not the file's text.
        if (m_number++ == 0)
            line = withoutByteOrderMark(line);
        if (line.endsWith('\n'))
            line.chop(1);
        if (line.endsWith('\r'))
            line.chop(1);
        return line;
    }

    // The number of the line next() returned last.
    int number() const { return m_number; }

private:
    QIODevice &m_device;
    int m_number = 0;
};

bool isBlank(const QByteArray &line)
{
    return line.trimmed().isEmpty();
}

QList<QByteArray> words(const QByteArray &line)
{
    const QByteArray simple = line.simplified();
    return simple.isEmpty() ? QList<QByteArray>{} : simple.split(' ');
}

// Digits with an optional sign: a whole number, whether or not it fits a machine's.
bool isWholeNumber(const QByteArray &text)
{
    const qsizetype first = text.startsWith('-') || text.startsWith('+') ? 1 : 0;
    return text.size() > first
        && std::all_of(text.begin() + first, text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

QString quoted(const QByteArray &text)
{
    return u'\'' + shownInMessage(text) + u'\'';
}

QString quotedByte(char c)
{
    const auto code = static_cast<unsigned char>(c);
    if (code >= 0x20 && code < 0x7f)
        return u'\'' + QString(QLatin1Char(c)) + u'\'';
    return MovingAi::tr("byte 0x%1").arg(QString::number(code, 16).toUpper().rightJustified(2, u'0'));
}

QString atLine(int line, const QString &what)
{
    return MovingAi::tr("line %1: %2").arg(groupedNumber(line), what);
}

QString atColumn(int line, int column, const QString &what)
{
    return MovingAi::tr("line %1, column %2: %3").arg(groupedNumber(line), groupedNumber(column), what);
}

template<typename T>
std::optional<T> failWith(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return std::nullopt;
}

QString notReadable()
{
    return MovingAi::tr("the device is not open for reading");
}

// ---- .map

struct MapSize
{
    qint64 width = 0;
    qint64 height = 0;
};

// Expects "key number" as the next header line.
QString readHeaderNumber(LineReader &lines, const char *key, qint64 *value)
{
    const auto line = lines.next();
    const QString expected = QStringLiteral("'%1 <number>'").arg(QLatin1String(key));
    if (!line)
        return atLine(lines.number() + 1, MovingAi::tr("the file ends where the header needs %1").arg(expected));
    const auto parts = words(*line);
    if (parts.size() != 2 || parts[0] != key)
        return atLine(lines.number(), MovingAi::tr("expected %1, found %2").arg(expected, quoted(*line)));
    bool ok = false;
    *value = parts[1].toLongLong(&ok);
    // Digits too many for any number are a whole number still, only far out of range.
    if (!ok && isWholeNumber(parts[1]))
        return atLine(lines.number(), MovingAi::tr("%1 is out of range: a map's %2 is a whole number from 1 to %3")
                                          .arg(quoted(parts[1]), QLatin1StringView(key), groupedNumber(Grid::MaxSide)));
    if (!ok)
        return atLine(lines.number(), MovingAi::tr("%1 is not a whole number").arg(quoted(parts[1])));
    return {};
}

QString readHeaderKeyword(LineReader &lines, const QList<QByteArray> &keyword)
{
    const auto line = lines.next();
    const QString expected = u'\'' + QString::fromLatin1(keyword.join(' ')) + u'\'';
    // Said as every other reader says it, not as a header cut short at line 1.
    if (!line && lines.number() == 0)
        return MovingAi::tr("the file is empty");
    if (!line)
        return atLine(lines.number() + 1, MovingAi::tr("the file ends where the header needs %1").arg(expected));
    if (words(*line) != keyword)
        return atLine(lines.number(), MovingAi::tr("expected %1, found %2").arg(expected, quoted(*line)));
    return {};
}

QString readMapHeader(LineReader &lines, MapSize *size)
{
    if (QString problem = readHeaderKeyword(lines, {"type", "octile"}); !problem.isEmpty())
        return problem;
    if (QString problem = readHeaderNumber(lines, "height", &size->height); !problem.isEmpty())
        return problem;
    if (QString problem = readHeaderNumber(lines, "width", &size->width); !problem.isEmpty())
        return problem;
    // A header claiming a huge board must fail here, before the board is allocated; the message
    // points at the line that completed the size.
    if (QString problem = Grid::sizeError(size->width, size->height); !problem.isEmpty())
        return atLine(lines.number(), problem);
    return readHeaderKeyword(lines, {"map"});
}

QString readMapRow(const QByteArray &row, int lineNumber, int y, Grid &board)
{
    if (row.size() != board.width())
        return atLine(lineNumber, withGroupedCount(MovingAi::tr("row has %n cell(s), the header says %1", nullptr, int(row.size())),
                                                   row.size(), true)
                                      .arg(groupedNumber(board.width())));
    for (int x = 0; x < board.width(); ++x) {
        const int weight = terrainTable[static_cast<unsigned char>(row[x])];
        if (weight == NotTerrain)
            return atColumn(lineNumber, x + 1,
                            MovingAi::tr("%1 is not a Moving AI terrain character").arg(quotedByte(row[x])));
        if (weight == Grid::Wall)
            board.setWall(CellPos{x, y});
    }
    return {};
}

QString readMapRows(LineReader &lines, Grid &board)
{
    for (int y = 0; y < board.height(); ++y) {
        const auto row = lines.next();
        if (!row)
            return atLine(lines.number() + 1, MovingAi::tr("the file ends after %1 of its %2 rows")
                                                  .arg(groupedNumber(y), groupedNumber(board.height())));
        if (QString problem = readMapRow(*row, lines.number(), y, board); !problem.isEmpty())
            return problem;
    }
    // Editors and download tools often leave blank lines at the end; anything else is a row
    // too many, which hints at a wrong height in the header.
    while (const auto line = lines.next()) {
        if (!isBlank(*line))
            return atLine(lines.number(),
                          MovingAi::tr("one row more than the header's height of %1").arg(groupedNumber(board.height())));
    }
    return {};
}

// ---- .map.scen

QString readScenarioVersion(LineReader &lines)
{
    const auto line = lines.next();
    if (!line)
        return atLine(1, MovingAi::tr("the file is empty, a scenario file starts with 'version 1'"));
    const auto parts = words(*line);
    if (parts.size() != 2 || parts[0] != "version")
        return atLine(1, MovingAi::tr("expected 'version 1', found %1").arg(quoted(*line)));
    if (parts[1] != "1" && parts[1] != "1.0")
        return atLine(1, MovingAi::tr("scenario file version %1 is not supported, only version 1")
                             .arg(shownInMessage(parts[1])));
    return {};
}

// The fields are split at tabs as the benchmark writes them, or else at runs of blanks as a
// hand-edited file may have them.
QList<QByteArray> scenarioFields(const QByteArray &line)
{
    QList<QByteArray> fields = line.split('\t');
    if (fields.size() == ScenarioFieldCount)
        return fields;
    return words(line);
}

const char *const scenarioFieldNames[ScenarioFieldCount] = {
    QT_TRANSLATE_NOOP("MovingAi", "bucket"),
    QT_TRANSLATE_NOOP("MovingAi", "map"),
    QT_TRANSLATE_NOOP("MovingAi", "map width"),
    QT_TRANSLATE_NOOP("MovingAi", "map height"),
    QT_TRANSLATE_NOOP("MovingAi", "start x"),
    QT_TRANSLATE_NOOP("MovingAi", "start y"),
    QT_TRANSLATE_NOOP("MovingAi", "goal x"),
    QT_TRANSLATE_NOOP("MovingAi", "goal y"),
    QT_TRANSLATE_NOOP("MovingAi", "optimal length"),
};

class ScenarioLine
{
public:
    ScenarioLine(QList<QByteArray> fields, int lineNumber)
        : m_fields(std::move(fields))
        , m_lineNumber(lineNumber)
    {
    }

    QString wholeNumber(int field, int *value) const
    {
        bool ok = false;
        *value = m_fields[field].trimmed().toInt(&ok);
        if (!ok && isWholeNumber(m_fields[field].trimmed()))
            return fieldError(field, MovingAi::tr("%1 is out of range: a field holds a whole number from %2 to %3")
                                         .arg(quoted(m_fields[field]),
                                              groupedNumber(qint64(std::numeric_limits<int>::min())),
                                              groupedNumber(qint64(std::numeric_limits<int>::max()))));
        if (!ok)
            return fieldError(field, MovingAi::tr("%1 is not a whole number").arg(quoted(m_fields[field])));
        return {};
    }

    QString length(int field, double *value) const
    {
        bool ok = false;
        *value = m_fields[field].trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(*value) || *value < 0)
            return fieldError(field, MovingAi::tr("%1 is not a length").arg(quoted(m_fields[field])));
        return {};
    }

    QString text(int field, QString *value) const
    {
        *value = QString::fromUtf8(m_fields[field].trimmed());
        return value->isEmpty() ? fieldError(field, MovingAi::tr("the field is empty")) : QString();
    }

    QString lineError(const QString &what) const { return atLine(m_lineNumber, what); }

private:
    QString fieldError(int field, const QString &what) const
    {
        return MovingAi::tr("line %1, field %2 (%3): %4")
            .arg(groupedNumber(m_lineNumber))
            .arg(field + 1)
            .arg(MovingAi::tr(scenarioFieldNames[field]), what);
    }

    QList<QByteArray> m_fields;
    int m_lineNumber;
};

QString checkEndpoint(const ScenarioLine &line, const MovingAiScenario &s, CellPos p, const QString &which)
{
    if (p.x >= 0 && p.y >= 0 && p.x < s.mapWidth && p.y < s.mapHeight)
        return {};
    return line.lineError(MovingAi::tr("the %1 (%2,%3) lies outside the %4 x %5 map")
                              .arg(which).arg(p.x).arg(p.y).arg(groupedNumber(s.mapWidth)).arg(groupedNumber(s.mapHeight)));
}

QString parseScenario(const QByteArray &text, int lineNumber, MovingAiScenario *s)
{
    const QList<QByteArray> fields = scenarioFields(text);
    if (fields.size() != ScenarioFieldCount)
        return atLine(lineNumber, MovingAi::tr("%n field(s) where a scenario has 9 (bucket, map, map width, map height, "
                                               "start x, start y, goal x, goal y, optimal length)", nullptr, int(fields.size())));
    const ScenarioLine line(fields, lineNumber);
    for (const QString &problem : {line.wholeNumber(0, &s->bucket), line.text(1, &s->mapName),
                                   line.wholeNumber(2, &s->mapWidth), line.wholeNumber(3, &s->mapHeight),
                                   line.wholeNumber(4, &s->start.x), line.wholeNumber(5, &s->start.y),
                                   line.wholeNumber(6, &s->goal.x), line.wholeNumber(7, &s->goal.y),
                                   line.length(8, &s->optimalLength)}) {
        if (!problem.isEmpty())
            return problem;
    }
    if (s->bucket < 0)
        return line.lineError(MovingAi::tr("the bucket %1 is negative").arg(groupedNumber(s->bucket)));
    if (s->mapWidth < 1 || s->mapHeight < 1)
        return line.lineError(MovingAi::tr("a map of %1 x %2 cells has no cells").arg(groupedNumber(s->mapWidth)).arg(groupedNumber(s->mapHeight)));
    if (QString problem = checkEndpoint(line, *s, s->start, MovingAi::tr("start")); !problem.isEmpty())
        return problem;
    return checkEndpoint(line, *s, s->goal, MovingAi::tr("goal"));
}

// Opens the file for a reader and names the file in front of any error.
template<typename Read>
auto loadFile(const QString &fileName, const FileLimit &limit, QString *error, Read read) -> decltype(read(std::declval<QIODevice &>(), error))
{
    using Result = decltype(read(std::declval<QIODevice &>(), error));
    // As the user gave it, as every loader names its file.
    const QString name = QDir::toNativeSeparators(fileName);
    QString problem;
    auto bytes = CappedFile::read(fileName, limit, &problem);
    if (!bytes)
        return failWith<typename Result::value_type>(error, MovingAi::tr("%1: %2").arg(name, problem));
    QBuffer file(&*bytes);
    file.open(QIODevice::ReadOnly);
    Result result = read(file, &problem);
    if (!result)
        return failWith<typename Result::value_type>(error, MovingAi::tr("%1: %2").arg(name, problem));
    return result;
}

} // namespace

std::optional<Grid> readMovingAiMap(QIODevice &device, QString *error)
{
    if (!device.isReadable())
        return failWith<Grid>(error, notReadable());
    LineReader lines(device);
    MapSize size;
    if (QString problem = readMapHeader(lines, &size); !problem.isEmpty())
        return failWith<Grid>(error, problem);
    Grid board(int(size.width), int(size.height), Grid::MinWeight);
    if (QString problem = readMapRows(lines, board); !problem.isEmpty())
        return failWith<Grid>(error, problem);
    return board;
}

std::optional<Grid> loadMovingAiMap(const QString &fileName, QString *error)
{
    return loadFile(fileName, fileLimits::movingAiMap, error, readMovingAiMap);
}

std::optional<std::vector<MovingAiScenario>> readMovingAiScenarios(QIODevice &device, QString *error)
{
    using Scenarios = std::vector<MovingAiScenario>;
    if (!device.isReadable())
        return failWith<Scenarios>(error, notReadable());
    LineReader lines(device);
    if (QString problem = readScenarioVersion(lines); !problem.isEmpty())
        return failWith<Scenarios>(error, problem);

    Scenarios scenarios;
    int firstBlankLine = 0; // blank lines may only end the file
    while (const auto line = lines.next()) {
        if (isBlank(*line)) {
            if (firstBlankLine == 0)
                firstBlankLine = lines.number();
            continue;
        }
        if (firstBlankLine != 0)
            return failWith<Scenarios>(error, atLine(firstBlankLine, MovingAi::tr("a blank line between scenarios")));
        MovingAiScenario scenario;
        if (QString problem = parseScenario(*line, lines.number(), &scenario); !problem.isEmpty())
            return failWith<Scenarios>(error, problem);
        scenarios.push_back(std::move(scenario));
    }
    return scenarios;
}

std::optional<std::vector<MovingAiScenario>> loadMovingAiScenarios(const QString &fileName, QString *error)
{
    return loadFile(fileName, fileLimits::movingAiScenarios, error, readMovingAiScenarios);
}

} // namespace gridtrace
