#include "boardtext.h"
#include "cappedfile.h"
#include "messagetext.h"

#include <QDir>
#include <QSaveFile>

namespace gridtrace {

namespace {

// The translation context of the board text reader's and writer's messages.
struct BoardText
{
    Q_DECLARE_TR_FUNCTIONS(BoardText)
};

constexpr int BoardTextVersion = 1;
constexpr char Magic[] = "gridtrace-board";

QChar cellChar(std::uint8_t weight)
{
    if (weight == Grid::Wall)
        return u'@';
    if (weight == Grid::MinWeight)
        return u'.';
    return QChar(u'0' + weight);
}

// The one place that says which characters are cells, shared by boardFromRows() and the
// board text reader so the two can never disagree.
std::optional<std::uint8_t> cellWeight(QChar c)
{
    if (c == u'.')
        return Grid::MinWeight;
    if (c == u'@' || c == u'#')
        return Grid::Wall;
    if (c >= u'1' && c <= u'9')
        return std::uint8_t(c.unicode() - u'0');
    return std::nullopt;
}

template<typename T>
std::optional<T> failWith(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return std::nullopt;
}

} // namespace

QStringList boardRows(const Grid &board)
{
    QStringList rows;
    rows.reserve(board.height());
    for (int y = 0; y < board.height(); ++y) {
        QString row(board.width(), u'.');
        for (int x = 0; x < board.width(); ++x)
            row[x] = cellChar(board.weight(CellPos{x, y}));
        rows << row;
    }
    return rows;
}

std::optional<Grid> boardFromRows(const QStringList &rows, QString *error)
{
    const auto fail = [&](const QString &message) { return failWith<Grid>(error, message); };
    const qint64 height = rows.size();
    const qint64 width = rows.isEmpty() ? 0 : rows.first().size();
    const QString sizeError = Grid::sizeError(width, height);
    if (!sizeError.isEmpty())
        return fail(sizeError);

    Grid board{int(width), int(height)};
    for (int y = 0; y < height; ++y) {
        const QString &row = rows[y];
        if (row.size() != width)
            return fail(withGroupedCount(Grid::tr("row %1 has %n cell(s) where the first row has %2", nullptr, int(row.size())),
                                         row.size(), true)
                            .arg(groupedNumber(y), groupedNumber(width)));
        for (int x = 0; x < width; ++x) {
            const auto weight = cellWeight(row[x]);
            if (!weight)
                return fail(Grid::tr("row %1, column %2: '%3' is not a cell ('.', '1'..'9', '@' or '#')")
                                .arg(groupedNumber(y), groupedNumber(x), shownInMessage(row[x])));
            board.setWeight(CellPos{x, y}, *weight);
        }
    }
    return board;
}

namespace {

// Hands out the lines of a text one by one, counting from 1 as a text editor does. Files
// edited on Windows come with CRLF line ends, so both those and LF are accepted.
class LineCursor
{
public:
    explicit LineCursor(QStringView text)
        : m_rest(text)
    {
    }

    std::optional<QStringView> next()
    {
        if (m_rest.isEmpty())
            return std::nullopt;
        ++m_number;
        const qsizetype end = m_rest.indexOf(u'\n');
        QStringView line = end < 0 ? m_rest : m_rest.first(end);
        m_rest = end < 0 ? QStringView() : m_rest.sliced(end + 1);
        if (line.endsWith(u'\r'))
            line.chop(1);
        return line;
    }

    // The number of the line next() returned last.
    int number() const { return m_number; }

private:
    QStringView m_rest;
    int m_number = 0;
};

QString atLine(int line, const QString &what)
{
    return BoardText::tr("line %1: %2").arg(groupedNumber(line), what);
}

QStringList words(QStringView line)
{
    return line.toString().simplified().split(u' ', Qt::SkipEmptyParts);
}

QString magicLine()
{
    return QStringLiteral("%1 %2").arg(QLatin1String(Magic)).arg(BoardTextVersion);
}

QString endpointName(bool isStart)
{
    return isStart ? BoardText::tr("start") : BoardText::tr("goal");
}

// What the lines before "rows" say, each with the line that said it for later messages.
struct BoardHeader
{
    std::optional<CellPos> size; // the width as x, the height as y
    std::optional<CellPos> start;
    std::optional<CellPos> goal;
    int sizeLine = 0;
    int startLine = 0;
    int goalLine = 0;
};

QString readMagic(LineCursor &lines)
{
    const auto line = lines.next();
    const QStringList parts = line ? words(*line) : QStringList();
    if (parts.size() != 2 || parts[0] != QLatin1String(Magic))
        return atLine(1, BoardText::tr("not a GridTrace board file, which starts with '%1'").arg(magicLine()));
    if (parts[1] != QString::number(BoardTextVersion))
        return atLine(1, BoardText::tr("board file version %1 is not supported, this GridTrace reads version %2")
                             .arg(shownInMessage(parts[1]), QString::number(BoardTextVersion)));
    return {};
}

// Reads "keyword x y" with two whole numbers.
QString readPair(const QStringList &parts, int lineNumber, CellPos *pair)
{
    if (parts.size() != 3)
        return atLine(lineNumber, BoardText::tr("'%1' takes two whole numbers").arg(shownInMessage(parts[0])));
    bool okX = false;
    bool okY = false;
    pair->x = parts[1].toInt(&okX);
    pair->y = parts[2].toInt(&okY);
    if (!okX || !okY)
        return atLine(lineNumber, BoardText::tr("'%1' takes two whole numbers, not '%2 %3'")
                                      .arg(shownInMessage(parts[0]), shownInMessage(parts[1]), shownInMessage(parts[2])));
    return {};
}

QString readHeaderLine(const QStringList &parts, int lineNumber, BoardHeader *header)
{
    struct Entry
    {
        QLatin1String keyword;
        std::optional<CellPos> *value;
        int *line;
    };
    const Entry entries[] = {
        {QLatin1String("size"), &header->size, &header->sizeLine},
        {QLatin1String("start"), &header->start, &header->startLine},
        {QLatin1String("goal"), &header->goal, &header->goalLine},
    };
    for (const Entry &entry : entries) {
        if (parts[0] != entry.keyword)
            continue;
        if (entry.value->has_value())
            return atLine(lineNumber, BoardText::tr("a second '%1', the first is on line %2")
                                          .arg(parts[0]).arg(groupedNumber(*entry.line)));
        CellPos pair;
        if (QString problem = readPair(parts, lineNumber, &pair); !problem.isEmpty())
            return problem;
        *entry.value = pair;
        *entry.line = lineNumber;
        return {};
    }
    return atLine(lineNumber, BoardText::tr("unknown keyword '%1' (expected size, start, goal or rows)").arg(shownInMessage(parts[0])));
}

QString checkEndpoint(const std::optional<CellPos> &endpoint, int lineNumber, bool isStart, CellPos size)
{
    if (!endpoint)
        return {};
    const CellPos p = *endpoint;
    if (p.x >= 0 && p.y >= 0 && p.x < size.x && p.y < size.y)
        return {};
    return atLine(lineNumber, BoardText::tr("the %1 (%2,%3) lies outside the %4 x %5 board")
                                  .arg(endpointName(isStart)).arg(p.x).arg(p.y).arg(groupedNumber(size.x)).arg(groupedNumber(size.y)));
}

// Checks what the header says once "rows" ends it; the size is checked before anything is
// allocated for the board.
QString checkHeader(const BoardHeader &header, int rowsLine)
{
    if (!header.size)
        return atLine(rowsLine, BoardText::tr("'rows' comes before 'size', which every board needs"));
    if (QString problem = Grid::sizeError(header.size->x, header.size->y); !problem.isEmpty())
        return atLine(header.sizeLine, problem);
    if (QString problem = checkEndpoint(header.start, header.startLine, true, *header.size); !problem.isEmpty())
        return problem;
    return checkEndpoint(header.goal, header.goalLine, false, *header.size);
}

QString readHeader(LineCursor &lines, BoardHeader *header)
{
    while (const auto line = lines.next()) {
        const QStringView content = line->trimmed();
        if (content.isEmpty() || content.startsWith(u'#'))
            continue;
        const QStringList parts = words(content);
        if (parts[0] == QLatin1String("rows")) {
            if (parts.size() != 1)
                return atLine(lines.number(), BoardText::tr("'rows' stands alone on its line"));
            return checkHeader(*header, lines.number());
        }
        if (QString problem = readHeaderLine(parts, lines.number(), header); !problem.isEmpty())
            return problem;
    }
    return atLine(lines.number() + 1, BoardText::tr("the file ends before 'rows'"));
}

QString readRow(QStringView row, int lineNumber, int y, Grid &board)
{
    if (row.size() != board.width())
        return atLine(lineNumber, withGroupedCount(BoardText::tr("row has %n cell(s), the size says %1", nullptr, int(row.size())),
                                                   row.size(), true)
                                      .arg(groupedNumber(board.width())));
    for (int x = 0; x < board.width(); ++x) {
        const auto weight = cellWeight(row[x]);
        if (!weight)
            return BoardText::tr("line %1, column %2: '%3' is not a cell ('.', '1'..'9', '@' or '#')")
                .arg(groupedNumber(lineNumber), groupedNumber(x + 1), shownInMessage(row[x]));
        if (*weight != Grid::MinWeight)
            board.setWeight(CellPos{x, y}, *weight);
    }
    return {};
}

QString readRows(LineCursor &lines, Grid &board)
{
    for (int y = 0; y < board.height(); ++y) {
        const auto row = lines.next();
        if (!row)
            return atLine(lines.number() + 1, BoardText::tr("the file ends after %1 of its %2 rows")
                                                  .arg(groupedNumber(y), groupedNumber(board.height())));
        if (QString problem = readRow(*row, lines.number(), y, board); !problem.isEmpty())
            return problem;
    }
    while (const auto line = lines.next()) {
        if (!line->trimmed().isEmpty())
            return atLine(lines.number(),
                          BoardText::tr("one row more than the size's height of %1").arg(groupedNumber(board.height())));
    }
    return {};
}

QString invalidForWriting(const BoardFile &file)
{
    if (QString problem = Grid::sizeError(file.board.width(), file.board.height()); !problem.isEmpty())
        return problem;
    for (const auto &[endpoint, isStart] : {std::pair{file.start, true}, std::pair{file.goal, false}}) {
        if (endpoint && !file.board.contains(*endpoint))
            return BoardText::tr("the %1 (%2,%3) lies outside the %4 x %5 board")
                .arg(endpointName(isStart)).arg(endpoint->x).arg(endpoint->y)
                .arg(groupedNumber(file.board.width())).arg(groupedNumber(file.board.height()));
    }
    return {};
}

QByteArray pairLine(const char *keyword, CellPos pair)
{
    return QByteArray(keyword) + ' ' + QByteArray::number(pair.x) + ' ' + QByteArray::number(pair.y) + '\n';
}

} // namespace

QByteArray writeBoardText(const BoardFile &file)
{
    const Grid &board = file.board;
    QByteArray text;
    text.reserve(qsizetype(board.height()) * (board.width() + 1) + 64);
    text += magicLine().toLatin1() + '\n';
    text += pairLine("size", CellPos{board.width(), board.height()});
    if (file.start)
        text += pairLine("start", *file.start);
    if (file.goal)
        text += pairLine("goal", *file.goal);
    text += "rows\n";
    for (const QString &row : boardRows(board))
        text += row.toLatin1() + '\n';
    return text;
}

std::optional<BoardFile> readBoardText(const QByteArray &text, QString *error)
{
    const QString decoded = QString::fromUtf8(text);
    QStringView view(decoded);
    // Some Windows editors put a byte order mark in front of UTF-8 text.
    if (view.startsWith(QChar(QChar::ByteOrderMark)))
        view = view.sliced(1);
    LineCursor lines(view);
    if (QString problem = readMagic(lines); !problem.isEmpty())
        return failWith<BoardFile>(error, problem);
    BoardHeader header;
    if (QString problem = readHeader(lines, &header); !problem.isEmpty())
        return failWith<BoardFile>(error, problem);

    BoardFile file{Grid(header.size->x, header.size->y), header.start, header.goal};
    if (QString problem = readRows(lines, file.board); !problem.isEmpty())
        return failWith<BoardFile>(error, problem);
    return file;
}

bool saveBoardText(const BoardFile &file, const QString &fileName, QString *error)
{
    // The whole name as given: a folder that cannot be written is as likely the problem as the file.
    const QString name = QDir::toNativeSeparators(fileName);
    const auto fail = [&](const QString &what) {
        if (error)
            *error = BoardText::tr("%1: %2").arg(name, what);
        return false;
    };
    // Refused here so that a save never leaves a file that loading would reject.
    if (QString problem = invalidForWriting(file); !problem.isEmpty())
        return fail(problem);
    QSaveFile out(fileName);
    if (!out.open(QIODevice::WriteOnly))
        return fail(BoardText::tr("cannot write the file: %1").arg(out.errorString()));
    const QByteArray text = writeBoardText(file);
    if (out.write(text) != text.size() || !out.commit())
        return fail(BoardText::tr("cannot write the file: %1").arg(out.errorString()));
    return true;
}

std::optional<BoardFile> loadBoardText(const QString &fileName, QString *error)
{
    // As the user gave it, as every loader names its file.
    const QString name = QDir::toNativeSeparators(fileName);
    const auto fail = [&](const QString &what) {
        return failWith<BoardFile>(error, BoardText::tr("%1: %2").arg(name, what));
    };
    QString problem;
    const auto bytes = CappedFile::read(fileName, fileLimits::board, &problem);
    if (!bytes)
        return fail(problem);
    auto file = readBoardText(*bytes, &problem);
    if (!file)
        return fail(problem);
    return file;
}

} // namespace gridtrace
